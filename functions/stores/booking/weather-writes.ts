/**
 * The weather check's writes on a booking (product §4 'Weather check', decision 0026):
 * `weather` holds the last check ({checked_at, status, wind, gust, precipitation, window});
 * `weather_warned_window` the forecast window the customer and the owner were warned for.
 *
 * A warning is one transaction: the booking's result, claimed for the window with a condition
 * (not warned for this window before), and the two mails in the outbox, whose ids name the
 * booking and the window (`weather-warning#{id}#{window}`, `weather-warning-admins#…`). Two
 * runs at once, or a second run, find the claim taken: nothing is queued twice. A moved
 * booking has a new window, so it is checked (and may be warned) afresh.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingWeather } from '@shared/api/entities';
import { db, tableName } from '@functions/lib/db';
import { AlreadyProcessedError } from '@functions/data/errors';
import { bookingKey } from '@functions/data/keys';
import { isConditionFailed } from '@functions/data/store';
import { runTransaction } from '@functions/data/transactions';
import { queueMail, type OutboxMail } from '@functions/stores/mail-outbox';
import type { AdminMail } from '@functions/capabilities/mails/blocks';
import type { Mail } from '@functions/lib/mailer';

/** The warning's mail ids: the booking and the forecast window. */
export const weatherMailIds = (bookingId: string, window: string) => ({
  customer: `weather-warning#${bookingId}#${window}`,
  admins: `weather-warning-admins#${bookingId}#${window}`,
});

/** Stores the check's result (no mail): an ok forecast, or none to be had. */
export async function recordWeather(bookingId: string, weather: BookingWeather): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET weather = :weather',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':weather': weather },
      }),
    );
  } catch (error) {
    // A booking erased meanwhile has nothing to record.
    if (!isConditionFailed(error)) throw error;
  }
}

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
      {
        item: {
          Update: {
            Key: bookingKey(bookingId),
            UpdateExpression: 'SET weather = :weather, weather_warned_window = :window',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(weather_warned_window) OR weather_warned_window <> :window)',
            ExpressionAttributeValues: { ':weather': weather, ':window': weather.window },
          },
        },
        onConditionFailed: () => new WeatherAlreadyWarnedError(bookingId, weather.window),
      },
      queueMail(customer, { now }),
      queueMail(admins, { now }),
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof AlreadyProcessedError)) throw error;
    await recordWeather(bookingId, weather);
    return false;
  }
}
