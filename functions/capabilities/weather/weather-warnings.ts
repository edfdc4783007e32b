/**
 * The weather check's warning (product §4 'Weather check', decision 0026): one transaction of
 * the booking's named change `weatherWarned` (the bad forecast stored and claimed for its
 * window: not warned for this window before) and the two mails in the outbox, whose ids name
 * the booking and the window (`weather-warning#{id}#{window}`, `weather-warning-admins#…`).
 * Two runs at once, or a second run, find the claim taken: nothing is queued twice. A moved
 * booking has a new window, so it is checked (and may be warned) afresh.
 */
import type { BookingWeather } from '@shared/api/entities';
import { AlreadyProcessedError } from '@functions/data/errors';
import { runTransaction } from '@functions/data/transactions';
import type { Mail } from '@functions/lib/mailer';
import { weatherChecked, weatherWarned } from '@functions/stores/booking/booking-changes';
import { queueMail, type OutboxMail } from '@functions/stores/mail-outbox';
import type { AdminMail } from '@functions/capabilities/mails/blocks';

/** The warning's mail ids: the booking and the forecast window. */
export const weatherMailIds = (bookingId: string, window: string) => ({
  customer: `weather-warning#${bookingId}#${window}`,
  admins: `weather-warning-admins#${bookingId}#${window}`,
});

class WeatherAlreadyWarnedError extends AlreadyProcessedError {
  constructor(bookingId: string, window: string) {
    super(`weather warning ${bookingId} ${window}`);
  }
}

/**
 * Stores a bad forecast and queues the customer's and the owner's warning, once per booking
 * and window. True when this call queued them; false when they were queued before (then the
 * result is only recorded).
 */
export async function warnOnce(
  bookingId: string,
  weather: BookingWeather,
  mails: { customer: Mail; admins: AdminMail },
  now = new Date(),
): Promise<boolean> {
  const ids = weatherMailIds(bookingId, weather.window);
  const customer: OutboxMail = {
    id: ids.customer,
    mail: mails.customer,
    to: mails.customer.to,
    bookingId,
  };
  const admins: OutboxMail = { id: ids.admins, mail: mails.admins, to: 'admins', bookingId };
  try {
    await runTransaction([
      weatherWarned(
        bookingId,
        weather,
        () => new WeatherAlreadyWarnedError(bookingId, weather.window),
      ),
      queueMail(customer, { now }),
      queueMail(admins, { now }),
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof AlreadyProcessedError)) throw error;
    await weatherChecked(bookingId, weather);
    return false;
  }
}
