/**
 * A confirmed booking's mails as queued in the outbox with the change that confirms it: the
 * customer's confirmation (with its calendar file, tagged with the booking) and the admins'
 * notice (every admin, looked up when it is sent), each once per booking.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { restoreEnv, useUnitTestEnv } from '@tests/support/unit-test-env';
import { bookingConfirmedMails } from './booking-confirmed-mails';
import { toQueuedMail } from '@functions/stores/mail-outbox';
import { aBooking } from '@tests/support/booking-record';

const booking: Booking = aBooking({
  product_name: 'Dronefoto',
  booking_date: '2026-07-15',
  booking_time: '09:30',
  payment_status: 'awaiting_payment',
  payment_method: 'cash',
  payment_intent_id: null,
  created_at: '2026-07-01T10:00:00.000Z',
});

beforeEach(() => useUnitTestEnv());
afterAll(restoreEnv);

const now = new Date('2026-07-01T10:00:00.000Z');

function putOf(element: ReturnType<typeof bookingConfirmedMails>[number]) {
  if (!('Put' in element.item) || !element.item.Put.Item) throw new Error('not a Put');
  return { ...element.item.Put, Item: element.item.Put.Item };
}

describe('bookingConfirmedMails', () => {
  it("queues the customer's confirmation and the admins' notice, each once per booking", () => {
    const [customer, admins] = bookingConfirmedMails(
      booking,
      { cutoffHours: 48, businessName: 'Luftfoto Østjylland ApS' },
      { now },
    ).map(putOf);
    for (const put of [customer!, admins!])
      expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(customer!.Item).toMatchObject({
      pk: 'MAIL#booking-confirmed#b-1',
      sk: 'OUTBOX',
      entity: 'mail_outbox',
      status: 'pending',
      attempts: 0,
      to: ['kunde@example.dk'],
      booking_id: 'b-1',
      subject: expect.stringMatching(/^Bookingbekræftelse: Dronefoto /),
      // Left to the stream consumer for two minutes, then to the sweeper.
      gsi2pk: 'OUTBOX_PENDING',
      gsi2sk: '2026-07-01T10:02:00.000Z#booking-confirmed#b-1',
    });
    expect(customer!.Item.text).toContain('48 timer');
    expect(admins!.Item).toMatchObject({
      pk: 'MAIL#booking-confirmed-admins#b-1',
      to_admins: true,
      booking_id: 'b-1',
      subject: expect.stringMatching(/^Ny booking: Dronefoto /),
    });
    expect(admins!.Item).not.toHaveProperty('to');
  });

  it('keeps the calendar file as base64 and reads it back as the same bytes', () => {
    const [customer] = bookingConfirmedMails(
      booking,
      { cutoffHours: 48, businessName: 'Luftfoto Østjylland ApS' },
      { now },
    ).map(putOf);
    const queued = toQueuedMail(customer!.Item);
    expect(queued?.recipients).toEqual({ to: ['kunde@example.dk'] });
    const [file] = queued?.mail.attachments ?? [];
    expect(file).toMatchObject({ filename: 'booking.ics', contentType: 'text/calendar' });
    expect(file?.content.toString('utf8')).toContain('BEGIN:VCALENDAR');
  });
});
