/**
 * The business metrics (shared/metrics/business-metrics.ts), written with AWS Lambda
 * Powertools Metrics as CloudWatch embedded metric format: one JSON line on stdout per count,
 * which CloudWatch Logs turns into a metric (namespace `Dronefoto`, dimension
 * `service=dronefoto`) for the dashboard and the alarms (infra/constructs/operations.ts).
 * No API call, no grant; in the twin the lines are printed like the log lines. Off under
 * `POWERTOOLS_DEV` (the tests) unless `POWERTOOLS_METRICS_DISABLED=false`.
 *
 * Only the metrics package is imported (small at cold start). Called from the few places a
 * business event happens once: a booking written, a receipt issued (a payment), a refund
 * confirmed, a mail sent or refused (functions/lib/mailer.ts), a bounce or complaint.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  metricsNamespace,
  metricsService,
  type BusinessMetric,
} from '@shared/metrics/business-metrics';
import { logger } from './logger';

const metrics = new Metrics({ namespace: metricsNamespace, serviceName: metricsService });

/**
 * Counts `value` of a business metric (kroner for `PaymentKroner`), written at once. A metric
 * that cannot be written is logged, never thrown: counting never breaks what it counts.
 */
export function countMetric(name: BusinessMetric, value = 1): void {
  try {
    metrics.addMetric(name, name === 'PaymentKroner' ? MetricUnit.NoUnit : MetricUnit.Count, value);
    metrics.publishStoredMetrics();
  } catch (error) {
    logger.warn('metric_not_written', { metric: name, error });
  }
}
