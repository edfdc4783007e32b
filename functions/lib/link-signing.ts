/** HMAC signatures for links in e-mails (unsubscribe), so nobody can forge them. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from './config';

export function signValue(purpose: string, value: string): string {
  return createHmac('sha256', config().LINK_SIGNING_SECRET)
    .update(`${purpose}:${value}`)
    .digest('base64url');
}

export function verifySignedValue(purpose: string, value: string, signature: string): boolean {
  const expected = Buffer.from(signValue(purpose, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(email: string): string {
  const params = new URLSearchParams({ email, sig: signValue('unsubscribe', email.toLowerCase()) });
  return `${config().SITE_URL}/unsubscribe?${params.toString()}`;
}
