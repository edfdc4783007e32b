/**
 * The weather warning (product §4 'Weather check'): when DMI's forecast for a paid shoot
 * passes the owner's limits, the customer gets the forecast, the bad-weather rule and the
 * signed link to move the booking for free; every admin gets the same forecast with who to
 * call. Both name DMI as the source (CC BY 4.0).
 */
import type { Booking, BookingWeather } from '@shared/api/entities';
import { formatDateAtTime } from '@shared/domain/danish-format';
import { danishNumber, weatherValues, type WeatherLimits } from '@shared/domain/shoot-weather';
import { fillText } from '@shared/texts/fill';
import { bookingRowTexts, mailTexts } from '@shared/texts/mails';
import { weatherTexts as t } from '@shared/texts/weather';
import type { Mail } from '@functions/lib/mailer';
import {
  button,
  note,
  paragraph,
  renderAdminMail,
  renderMail,
  table,
  type AdminMail,
} from './blocks';
import { contactRows } from './booking-rows';

/** The forecast's worst hour, each value with the owner's limit (wind, gusts, rain). */
function forecastLines(weather: BookingWeather, limits: WeatherLimits): string[] {
  const values = weatherValues(weather);
  return [
    fillText(t.forecastWind, { wind: values.wind, limit: limits.maxWindMs }),
    fillText(t.forecastGust, { gust: values.gust, limit: limits.maxGustMs }),
    fillText(t.forecastRain, {
      precipitation: values.precipitation,
      limit: danishNumber(limits.maxRainMm),
    }),
  ];
}

/** 'kl. 10:00–12:00' as the Copenhagen hours of the window. */
function windowHours(window: string): { from: string; to: string } {
  const [from = '', to = ''] = window.split('/');
  const hour = (iso: string) =>
    new Date(iso)
      .toLocaleTimeString('da-DK', {
        timeZone: 'Europe/Copenhagen',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      })
      .replace('.', ':');
  return { from: hour(from), to: hour(to) };
}

export function weatherWarningMail(
  booking: Booking,
  weather: BookingWeather,
  limits: WeatherLimits,
  weatherRule: string,
  moveUrl: string,
): Mail {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.customerSubject, { when }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(
        fillText(t.customerIntro, {
          product: booking.product_name,
          when,
          address: booking.address,
        }),
      ),
      paragraph(...forecastLines(weather, limits)),
      paragraph(fillText(t.customerRule, { rule: weatherRule }), t.customerMove),
      button(t.moveLink, moveUrl),
      note(fillText(t.forecastHours, windowHours(weather.window))),
      note(t.attribution),
    ],
  });
}

/**
 * The owner's warning; with `dayUrl` (the day in the panel), the way on: 'Bed om ny tid' for
 * the day's customers (decision 0039).
 */
export function weatherWarningNotice(
  booking: Booking,
  weather: BookingWeather,
  limits: WeatherLimits,
  dayUrl?: string,
): AdminMail {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  return renderAdminMail({
    subject: fillText(t.ownerSubject, { product: booking.product_name, when }),
    blocks: [
      paragraph(fillText(t.ownerIntro, { when })),
      paragraph(...forecastLines(weather, limits)),
      table([
        [bookingRowTexts.customer, booking.user_email],
        ...contactRows(booking),
        [t.ownerTime, when],
        [bookingRowTexts.product, booking.product_name],
        [bookingRowTexts.address, booking.address],
      ]),
      ...(dayUrl ? [paragraph(t.ownerReschedule), button(t.ownerRescheduleLink, dayUrl)] : []),
      note(fillText(t.forecastHours, windowHours(weather.window))),
      note(t.attribution),
    ],
  });
}
