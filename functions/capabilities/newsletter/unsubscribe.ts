/**
 * The signed unsubscribe link of newsletter mails: `GET /api/newsletter/unsubscribe-link`
 * checks it before the page asks for confirmation, `POST /api/newsletter/unsubscribe`
 * removes the address. A link whose signature is wrong changes nothing.
 */
import type { NewsletterAnswer } from '@shared/api/search-newsletter';
import { removeSubscriber } from '@functions/stores/subscribers';
import { badRequest } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { verifySignedValue } from '@functions/capabilities/links/link-signing';
import { newsletterTexts } from '@shared/texts/newsletter';

interface UnsubscribeLink {
  email: string;
  sig: string;
}

function assertSigned({ email, sig }: UnsubscribeLink) {
  if (!verifySignedValue('unsubscribe', email.toLowerCase(), sig)) {
    throw badRequest(newsletterTexts.invalidUnsubscribeLink, 'invalid_signature');
  }
}

/** Throws (400) when the link is forged; a valid link answers with its e-mail. */
export function checkUnsubscribeLink({
  query,
}: InputOf<'checkUnsubscribeLink'>): Promise<{ email: string }> {
  assertSigned(query);
  return Promise.resolve({ email: query.email.toLowerCase() });
}

export async function unsubscribe({ body }: InputOf<'unsubscribe'>): Promise<NewsletterAnswer> {
  assertSigned(body);
  // Removing an address that is already gone is fine: the link may be clicked twice.
  await removeSubscriber(body.email);
  return { success: true, message: newsletterTexts.unsubscribed };
}

/** RFC 8058 one-click unsubscribe from a mail client (signed link in the query, no sign-in). */
export async function unsubscribeOneClick({
  query,
}: InputOf<'unsubscribeOneClick'>): Promise<NewsletterAnswer> {
  assertSigned(query);
  await removeSubscriber(query.email);
  return { success: true, message: newsletterTexts.unsubscribed };
}
