/**
 * The business metrics, one contract for the handlers that emit them (functions/lib/metrics.ts,
 * AWS Lambda Powertools Metrics as CloudWatch embedded metric format) and the CDK dashboard and
 * alarms that read them (infra/constructs/operations.ts).
 */
export const metricsNamespace = 'Dronefoto';

/** The one dimension every metric has (Powertools' `service`): few dimensions, few metrics. */
export const metricsService = 'dronefoto';

export const businessMetricNames = [
  /** A booking was written (any payment method). */
  'BookingCreated',
  /** A booking became paid: counted once, when its receipt number is given. */
  'PaymentReceived',
  /** The same payments in kroner (incl. moms). */
  'PaymentKroner',
  /** Stripe confirmed a refund (charge.refunded), applied once. */
  'RefundCompleted',
  /** SES took a mail (functions/lib/mailer.ts, the single send point). */
  'MailSent',
  /** SES refused or failed to take a mail. */
  'MailFailed',
  /** SES reported an address as undeliverable (hard bounce) or a complaint (spam). */
  'MailBounced',
  'MailComplained',
  /** The weather check could not read DMI's forecast for a booking (decision 0026). */
  'WeatherForecastUnavailable',
  /** A document could not be pushed to e-conomic (grant refused, rejected, unreachable). */
  'BookkeepingPushFailed',
  /**
   * A private calendar of the owner's not read successfully for over two hours, counted once
   * per calendar on each run of its job (every 15 minutes, decision 0038).
   */
  'PrivateCalendarStale',
] as const;

export type BusinessMetric = (typeof businessMetricNames)[number];
