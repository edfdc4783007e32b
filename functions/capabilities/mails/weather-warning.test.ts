/**
 * The weather warning's two mails (issue 32): the forecast against the owner's limits in
 * Danish numbers, the bad-weather rule and the move link for the customer, who to call for the
 * owner, the shoot's hours in Copenhagen time, and DMI as the source in both.
 */
import { describe, expect, it } from 'vitest';
import type { Booking, BookingWeather } from '@shared/api/entities';
import { weatherWarningMail, weatherWarningNotice } from './weather-warning';
import { aBooking } from '@tests/support/booking-record';

const booking: Booking = aBooking({
  customer_name: 'Jens Hansen',
  customer_phone: '+45 12 34 56 78',
  booking_date: '2026-12-03',
  booking_time: '11:00',
  duration_minutes: 60,
});
const weather: BookingWeather = {
  checked_at: '2026-12-02T09:00:00.000Z',
  status: 'too_windy',
  wind: 15,
  gust: 19.5,
  precipitation: 0.2,
  window: '2026-12-03T10:00:00Z/2026-12-03T11:00:00Z',
};
const limits = { maxWindMs: 10, maxGustMs: 14, maxRainMm: 0.5 };
const rule = 'Hvis vejret ikke tillader flyvning, flytter vi optagelsen gratis til en ny dato.';
const moveUrl = 'https://dronefoto.dk/manage-booking?booking=b-1&sig=abc';

describe('the weather warning', () => {
  it('gives the customer the forecast, the rule, the free move and DMI as the source', () => {
    const mail = weatherWarningMail(booking, weather, limits, rule, moveUrl);
    expect(mail.to).toEqual(['kunde@example.dk']);
    expect(mail.subject).toBe(
      'Vejret kan forhindre din optagelse torsdag d. 3. december 2026 kl. 11:00',
    );
    expect(mail.text).toContain('Middelvind op til 15 m/s (vores grænse er 10 m/s)');
    expect(mail.text).toContain('Vindstød op til 19,5 m/s (vores grænse er 14 m/s)');
    expect(mail.text).toContain('Nedbør op til 0,2 mm i timen (vores grænse er 0,5 mm)');
    expect(mail.text).toContain(`Dårligt vejr: ${rule}`);
    expect(mail.text).toContain(moveUrl);
    expect(mail.text).toContain('Udsigten gælder optagelsens timer: 11:00–12:00.');
    expect(mail.text).toContain('Vejrdata: DMI (CC BY 4.0)');
    expect(mail.html).toContain('Vejrdata: DMI (CC BY 4.0)');
  });

  it('tells the owner who to call, with the same forecast and source', () => {
    const notice = weatherWarningNotice(booking, weather, limits);
    expect(notice.subject).toBe(
      'Vejrvarsel: Dronefoto – Bolig torsdag d. 3. december 2026 kl. 11:00',
    );
    expect(notice.text).toContain('Jens Hansen');
    expect(notice.text).toContain('+45 12 34 56 78');
    expect(notice.text).toContain('Middelvind op til 15 m/s');
    expect(notice.text).toContain('Vejrdata: DMI (CC BY 4.0)');
    expect(notice.text).not.toContain('Bed om ny tid');
  });

  it("proposes 'Bed om ny tid' for the day, linking to the day in the panel", () => {
    const dayUrl = 'https://dronefoto.test/admin?tab=bookinger&day=2026-12-03';
    const notice = weatherWarningNotice(booking, weather, limits, dayUrl);
    expect(notice.text).toContain('“Bed om ny tid for dagen”');
    expect(notice.text).toContain(dayUrl);
    expect(notice.html).toContain('Åbn dagen: Bed om ny tid');
  });
});
