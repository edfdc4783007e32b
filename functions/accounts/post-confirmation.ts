/**
 * Cognito PostConfirmation trigger: creates the user's profile (0 credits, not admin) when
 * the account is confirmed. Cognito also calls it after a confirmed password reset; the
 * profile is only created when missing, so that is harmless (and heals a lost one).
 *
 * The user pool refers to this function, so its environment cannot name the pool: the pool
 * and app client ids (which the shared configuration requires) come from the event. A failed
 * write is logged, not thrown: the account is confirmed either way, and `GET /api/me` creates
 * a missing profile on first use.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { ensureProfile } from '@functions/stores/profiles';
import { logger, withRequestLogging } from '@functions/lib/logger';

function fillPoolFromEvent(event: PostConfirmationTriggerEvent): void {
  process.env.USER_POOL_ID ||= event.userPoolId;
  process.env.USER_POOL_CLIENT_ID ||= event.callerContext?.clientId || 'unknown';
}

async function handle(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  const { sub, email } = event.request.userAttributes;
  if (!sub || !email) {
    logger.error('profile_not_created_without_sub_or_email', { trigger: event.triggerSource });
    return event;
  }
  try {
    fillPoolFromEvent(event);
    await ensureProfile(sub, email);
  } catch (error) {
    logger.error('profile_not_created', { trigger: event.triggerSource, userId: sub, error });
  }
  return event;
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
