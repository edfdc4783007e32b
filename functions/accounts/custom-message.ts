/**
 * Cognito CustomMessage trigger: puts the Danish sign-up confirmation, password reset and
 * admin invitation (functions/capabilities/mails/account-messages.ts) into the event. Other messages keep
 * Cognito's own.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { withRequestLogging } from '@functions/lib/logger';
import { accountMailName } from '@functions/capabilities/mails/account-mail-name';
import {
  accountMessage,
  type AccountMessageKind,
} from '@functions/capabilities/mails/account-messages';

const kinds: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AccountMessageKind>> = {
  CustomMessage_SignUp: 'sign-up',
  CustomMessage_ResendCode: 'sign-up',
  CustomMessage_ForgotPassword: 'reset',
  CustomMessage_AdminCreateUser: 'invitation',
};

async function handle(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const kind = kinds[event.triggerSource];
  if (!kind) return event;
  // Only SITE_URL is given to this trigger (the pool cannot reference itself), so it does not
  // read the full handler configuration; the business's name comes from the site itself.
  const site = (process.env.SITE_URL ?? '').replace(/\/$/, '');
  const message = accountMessage({
    kind,
    site,
    senderName: await accountMailName(site),
    email: event.request.userAttributes.email ?? event.userName,
    code: event.request.codeParameter,
    username: event.request.usernameParameter ?? '{username}',
  });
  event.response.emailSubject = message.subject;
  event.response.emailMessage = message.html;
  return event;
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
