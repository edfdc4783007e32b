/**
 * `GET /api/me/bookings/{id}/calendar` ('Tilføj til kalender'): the owner gets the booking's
 * iCalendar file, the same event as the confirmation mail's; anyone else gets 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '@functions/stores/booking/booking-days';
import { bookingInput, dateAllocator, bookingOf } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { useTestGateway } from '@tests/integration/gateway';

const nextDate = dateAllocator(3580);
const api = useTestGateway();
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
});

const calendar = (bookingId: string, token?: string) =>
  fetch(`${api.url}/api/me/bookings/${bookingId}/calendar`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/me/bookings/{id}/calendar', () => {
  it("answers the owner the booking's .ics", async () => {
    const booking = await createBooking(
      bookingOf(owner, {
        booking_date: nextDate(),
        booking_time: '10:30',
        payment_method: 'cash',
        payment_status: 'awaiting_payment',
        address: 'Vestergade 1, 8000 Aarhus C',
      }),
    );
    const res = await calendar(booking.id, owner.accessToken);
    expect(res.status).toBe(200);
    const file = (await res.json()) as { file_name: string; content: string };
    expect(file.file_name).toBe('booking.ics');
    expect(file.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file.content).toContain(`UID:booking-${booking.id}@`);
    expect(file.content).toContain('SEQUENCE:0');
    expect(file.content).toContain('METHOD:PUBLISH');
    expect(file.content).toContain('LOCATION:Vestergade 1\\, 8000 Aarhus C');
    expect(file.content).toContain('SUMMARY:Droneoptagelse: Dronefoto af bolig');
  });

  it('refuses another user with 404 and a caller without a session with 401', async () => {
    const booking = await createBooking(
      bookingInput({ user_id: owner.sub, booking_date: nextDate(), booking_time: '11:00' }),
    );
    const res = await calendar(booking.id, stranger.accessToken);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Bookingen blev ikke fundet' });
    expect((await calendar(booking.id)).status).toBe(401);
    expect((await calendar('no-such-booking', owner.accessToken)).status).toBe(404);
  });
});
