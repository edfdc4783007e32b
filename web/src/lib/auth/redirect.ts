/**
 * Where to go after signing in. Only paths on this site are accepted (`/booking/3`), never
 * another origin (`//evil.example`, `https://...`), so the login link cannot be abused to
 * send someone elsewhere.
 */
import { pagePath } from '@shared/site/pages';

export function safeRedirect(
  target: string | null | undefined,
  fallback = pagePath('home'),
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if ([...target].some((c) => c.charCodeAt(0) < 0x20)) return fallback; // control characters
  return target;
}

/** `/login?redirect=/booking/3` for a page that needs a signed-in user. */
export function loginPathFor(target: string): string {
  const safe = safeRedirect(target, '');
  if (safe === '' || safe === pagePath('home')) return pagePath('login');
  // Slashes may stay readable in a query string (RFC 3986); everything else is encoded.
  return pagePath('login', {}, { redirect: safe }).replace(/%2F/gi, '/');
}
