/**
 * The one structured logger of every handler (AWS Lambda Powertools Logger): JSON lines with
 * level, message, timestamp, service, the Lambda request id (`injectLambdaContext`) and, for
 * API routes, the route key and function group (appended per request by `groupHandler`).
 * Messages are snake_case event names (`booking_checkout_failed`) with their fields beside,
 * so a log search finds every occurrence of an event.
 *
 * `POWERTOOLS_DEV=true` (set by the tests) makes it write through the global console, which
 * tests can spy on; `POWERTOOLS_LOG_LEVEL` sets the level (INFO by default).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

export const logger = new Logger({ serviceName: 'dronefoto' });

/**
 * Wraps a non-HTTP handler (stream, schedule, Cognito trigger) so its log lines carry the
 * Lambda request id; API routes get it from `groupHandler`'s middleware.
 */
export function withRequestLogging<Event, Result>(
  handler: (event: Event) => Promise<Result>,
): (event: Event, context?: Context) => Promise<Result> {
  return (event, context) => {
    if (context) logger.addContext(context);
    return handler(event);
  };
}
