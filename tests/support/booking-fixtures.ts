/**
 * Fixtures of the booking handlers' integration tests: products, a zone, schedules, codes,
 * signed-in customers, and API Gateway events sent straight to the bookings handler. The
 * table is shared by every test file, so everything here is created fresh with random ids,
 * and booking dates come from a year nobody else uses (the slot check runs with a clock
 * set to that year, see create-booking.int.test.ts).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { Booking, DiscountCode, Zone } from '@shared/api/entities';
import { routeKey, routes } from '@shared/api/routes';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { createDiscountCode, type NewDiscountCode } from '@functions/stores/discount-codes';
import { createProduct } from '@functions/stores/products';
import { addCredits } from '@functions/stores/profiles';
import { createSpecificSchedule } from '@functions/stores/schedules';
import { createZone } from '@functions/stores/zones';
import { handler } from '@functions/bookings/index';
import { createBooking, type NewBooking } from '@functions/stores/booking/booking-days';
import { bookingInput, productInput } from './table-data';

/**
 * The name and phone every booking needs (product §5 'Booking'), as a customer may type them;
 * the phone is stored as '+45 12 34 56 78'.
 */
export const contactDetails = {
  customer_name: 'Test Kunde',
  customer_phone: '12 34 56 78',
} as const;

export interface HandlerAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** POSTs to a bookings route (`{id}`-style paths too) through the bookings handler. */
export async function callBookings<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  token?: string,
): Promise<HandlerAnswer<T>> {
  const pattern = (routePath: string) =>
    new RegExp(`^${routePath.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
  const route = routes.find(
    (r) => r.method === 'POST' && r.group === 'bookings' && pattern(r.path).test(path),
  );
  if (!route) throw new Error(`no route ${path}`);
  const pathParameters = pattern(route.path).exec(path)?.groups ?? {};
  const event = {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: path,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    pathParameters,
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path } },
  } as unknown as APIGatewayProxyEventV2;
  const result = (await handler(event, {} as never)) as APIGatewayProxyStructuredResultV2 & {
    statusCode: number;
    body: string;
  };
  return { status: result.statusCode, body: JSON.parse(result.body || 'null') as T };
}

export const photoProduct = () =>
  createProduct(
    productInput({
      name: `Dronefoto ${randomUUID().slice(0, 6)}`,
      description: 'Luftfoto af din bolig',
      price: 1499,
    }),
  );

export const editedVideoProduct = () =>
  createProduct(
    productInput({
      name: `Dronevideo ${randomUUID().slice(0, 6)}`,
      description: 'Video med redigering',
      price: 2499,
      category: 'video',
      is_editing_included: true,
    }),
  );

/** Aarhus, 30 km: covers 'Vestergade 1, 8000 Aarhus C', not Esbjerg. */
export const aarhusZone = (): Promise<Zone> =>
  createZone({
    name: `Aarhus ${randomUUID().slice(0, 6)}`,
    center_address: 'Rådhuspladsen 2, 8000 Aarhus C',
    radius_km: 30,
    is_active: true,
    center_lat: 56.1527,
    center_lon: 10.2039,
  });

export const coveredAddress = 'Vestergade 1, 8000 Aarhus C';
export const outsideAddress = 'Torvet 1, 6700 Esbjerg';
export const unknownAddress = 'Qwxzyv Blorpvej 999, 9999 Ingensteds';

/** A specific date open 08:00-20:00 (highest priority, so no weekly plan interferes). */
export const openDay = (date: string) =>
  createSpecificSchedule({
    date_override: date,
    start_time: '08:00',
    end_time: '20:00',
    is_enabled: true,
    priority: 100,
    reason: 'booking test',
  });

/** A specific date blocked all day. */
export const closedDay = (date: string) =>
  createSpecificSchedule({
    date_override: date,
    start_time: '00:00',
    end_time: '23:59',
    is_enabled: false,
    priority: 100,
    reason: 'booking test',
  });

/** A 10 % code without a minimum, a limit or an end, unless `terms` say otherwise. */
export const discountCodeInput = (terms: Partial<NewDiscountCode> = {}): NewDiscountCode => ({
  code: `TEST${randomUUID().slice(0, 8)}`,
  description: 'Testrabat',
  discount_type: 'percentage',
  discount_value: 10,
  min_order_amount: 0,
  max_uses: null,
  is_active: true,
  valid_until: null,
  ...terms,
});

export const discountCode = (terms: Partial<NewDiscountCode> = {}): Promise<DiscountCode> =>
  createDiscountCode(discountCodeInput(terms));

export async function customer(credits = 0, options: { admin?: boolean } = {}): Promise<TestUser> {
  const user = await createTestUser(options);
  if (credits > 0) await addCredits(user.sub, credits);
  return user;
}

/** A booking of `user` to be paid in cash at the shoot, written straight to the table. */
export const cashBookingOf = (
  user: Pick<TestUser, 'sub' | 'email'>,
  date: string,
  time: string,
  fields: Partial<NewBooking> = {},
): Promise<Booking> =>
  createBooking(
    bookingInput({
      user_id: user.sub,
      user_email: user.email,
      booking_date: date,
      booking_time: time,
      payment_method: 'cash',
      payment_status: 'awaiting_payment',
      ...fields,
    }),
  );
