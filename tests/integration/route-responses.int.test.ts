/**
 * Every route of the route table answers a valid request with a 2xx whose body matches the
 * route's response schema. The examples are a record over the table's route keys, so a new
 * route without an example here does not compile. Requests go through the twin's gateway to
 * the real handlers (which also check their answers themselves: VALIDATE_RESPONSES).
 *
 * The slot rules run with a clock in 3660 (vi.mock below), a year no other test books in, so
 * the booking made here never takes a slot another test file wants.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/api/entities';
import { routeKey, routes, type Route, type RouteKey } from '@shared/api/routes';
import { createBooking } from '@functions/data/bookings';
import { createPortfolioItem } from '@functions/data/portfolio';
import { addSubscriber } from '@functions/data/subscribers';
import { signValue } from '@functions/lib/link-signing';
import {
  aarhusZone,
  coveredAddress,
  customer,
  discountCode,
  openDay,
  photoProduct,
} from '@tests/support/booking-fixtures';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { bookingInput, uniqueId } from '@tests/support/table-data';
import type { TestUser } from './users';

const clock = vi.hoisted(() => ({ now: new Date('3660-03-01T06:00:00Z') }));
vi.mock('@functions/bookings/slot-availability', async (importOriginal) => {
  const real = await importOriginal<typeof import('@functions/bookings/slot-availability')>();
  return {
    ...real,
    isSlotBookable: (date: string, time: string) => real.isSlotBookable(date, time, clock.now),
  };
});

interface Example {
  /** Values of the path parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body with its headers (the payment provider's signed webhook). */
  raw?: { payload: string; headers: Record<string, string> };
  as?: 'user' | 'admin';
}

let bed: PaymentsTestBed;
let user: TestUser;
let admin: TestUser;
let product: Product;
let portfolioItemId: string;
let cashBookingId: string;
let code: string;
const bookingDate = '3660-03-10';
const subscriberEmail = `${uniqueId('abonnent')}@example.dk`;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [user, admin, product] = await Promise.all([
    customer(),
    customer(0, { admin: true }),
    photoProduct(),
    aarhusZone(),
    openDay(bookingDate),
    addSubscriber(subscriberEmail),
  ]);
  const [item, booking, discount] = await Promise.all([
    createPortfolioItem({ title: 'Svarformat', image_url: '/media/x.webp' }),
    createBooking(
      bookingInput({
        user_id: user.sub,
        user_email: user.email,
        booking_date: '3660-03-11',
        booking_time: '10:00',
      }),
    ),
    discountCode(),
  ]);
  portfolioItemId = item.id;
  cashBookingId = booking.id;
  code = discount.code;
});
afterAll(() => bed?.close());

const examples: Record<RouteKey, () => Example> = {
  'GET /api/health': () => ({}),
  'GET /api/bootstrap': () => ({}),
  'GET /api/products': () => ({}),
  'GET /api/products/{id}': () => ({ params: { id: product.id } }),
  'GET /api/home-sections': () => ({}),
  'GET /api/portfolio': () => ({ as: 'user' }),
  'GET /api/ratings': () => ({}),
  'GET /api/zones': () => ({}),
  'GET /api/search': () => ({ query: { q: 'dronefoto' } }),
  'GET /api/content': () => ({}),
  'GET /api/me': () => ({ as: 'user' }),
  'GET /api/me/bookings': () => ({ as: 'user' }),
  'GET /api/availability': () => ({ query: { lat: '56.15', lon: '10.2' } }),
  'POST /api/bookings/check': () => ({
    as: 'user',
    body: {
      product_id: product.id,
      booking_date: bookingDate,
      booking_time: '09:00',
      address: coveredAddress,
    },
  }),
  'POST /api/discount-codes/validate': () => ({
    as: 'user',
    body: { code, product_id: product.id, include_editing: false },
  }),
  'POST /api/bookings': () => ({
    as: 'user',
    body: {
      product_id: product.id,
      booking_date: bookingDate,
      booking_time: '10:30',
      address: coveredAddress,
      payment_method: 'cash',
    },
  }),
  'PUT /api/portfolio/{id}/reaction': () => ({
    as: 'user',
    params: { id: portfolioItemId },
    body: { reaction: 'like' },
  }),
  'POST /api/newsletter/subscribe': () => ({ body: { email: `${uniqueId('ny')}@example.dk` } }),
  'POST /api/newsletter/unsubscribe': () => ({
    body: { email: subscriberEmail, sig: signValue('unsubscribe', subscriberEmail) },
  }),
  'GET /api/newsletter/unsubscribe-link': () => ({
    query: { email: subscriberEmail, sig: signValue('unsubscribe', subscriberEmail) },
  }),
  'POST /api/coverage/check': () => ({ body: { address: coveredAddress } }),
  'POST /api/bookings/{id}/cancel-checkout': () => ({
    as: 'user',
    params: { id: cashBookingId },
  }),
  'POST /api/credits/checkout': () => ({ as: 'user', body: { quantity: 50 } }),
  'POST /api/payments/webhook': () => {
    // An event the site does not act on: acknowledged, nothing changes.
    const event = bed.event('customer.created', {
      id: 'cs_route_table',
      metadata: {},
    } as unknown as Parameters<PaymentsTestBed['event']>[1]);
    return {
      raw: {
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      },
    };
  },
  'GET /api/admin/bookings': () => ({ as: 'admin' }),
  'GET /api/admin/subscribers': () => ({ as: 'admin' }),
};

async function send(route: Route, example: Example): Promise<Response> {
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(example.params?.[name] ?? '')),
  );
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
  const token = example.as === 'admin' ? admin.accessToken : example.as ? user.accessToken : null;
  return fetch(`${bed.api.url}${path}${query}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(example.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...example.raw?.headers,
    },
    body:
      example.raw?.payload ??
      (example.body === undefined ? undefined : JSON.stringify(example.body)),
  });
}

describe('every route answers in the shape of its response schema', () => {
  it('has an example for every route and no example for a route that does not exist', () => {
    const keys = routes.map(routeKey).sort();
    expect(Object.keys(examples).sort()).toEqual(keys);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const answer = await send(route, examples[key as RouteKey]());
    const text = await answer.text();
    expect(answer.status, `${key}: ${text}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${key}: ${text}`).toBeLessThan(300);
    const checked = route.response.safeParse(text === '' ? null : JSON.parse(text));
    expect(checked.success ? [] : checked.error.issues, key).toEqual([]);
  });
});
