/**
 * Who the account mails (sign-up, password reset, invitation) speak as: the business's name
 * from Indstillinger, else the site's name from the site content, else the catalogue's, as
 * every other mail (mail-brand.ts). The Cognito trigger that sends them cannot read the table
 * (the pool refers to it, so it is given nothing of the stack but the site's address): it reads
 * the public `/api/bootstrap` as the browser and the page renderer do, kept five minutes, and
 * falls back to the catalogue's name when the site does not answer in time (a mail is never
 * held back for its sender's name).
 */
import * as z from 'zod/mini';
import { serverContentFallbacks } from '@shared/texts/content-fallbacks';
import { logger } from '@functions/lib/logger';

const keepMs = 5 * 60_000;
/** Cognito gives the trigger 5 s in all; the name may take at most this much of it. */
const answerWithinMs = 1_500;
let kept: { site: string; name: string; at: number } | undefined;

/** What of `/api/bootstrap` names the business (the rest of its answer is not read). */
const namesSchema = z.object({
  business: z.nullable(z.object({ name: z.string() })),
  content: z.array(z.object({ key: z.string(), value: z.string() })),
});

/** The business's name, else the stored site name, else '' (the caller's fallback). */
export function mailNameFromBootstrap(bootstrap: z.infer<typeof namesSchema>): string {
  const businessName = bootstrap.business?.name.trim();
  if (businessName) return businessName;
  return bootstrap.content.find((item) => item.key === 'site-name')?.value.trim() ?? '';
}

export async function accountMailName(
  site: string,
  fetchSite: typeof fetch = fetch,
  now = Date.now(),
): Promise<string> {
  if (kept && kept.site === site && now - kept.at < keepMs) return kept.name;
  const fallback = serverContentFallbacks['site-name'];
  try {
    const answer = await fetchSite(`${site}/api/bootstrap`, {
      signal: AbortSignal.timeout(answerWithinMs),
    });
    if (!answer.ok) throw new Error(`GET /api/bootstrap answered ${answer.status}`);
    const parsed = namesSchema.safeParse(await answer.json());
    if (!parsed.success) throw new Error('GET /api/bootstrap answered an unknown shape');
    const name = mailNameFromBootstrap(parsed.data) || fallback;
    kept = { site, name, at: now };
    return name;
  } catch (error) {
    logger.warn('account_mail_name_unreadable', { error });
    return fallback;
  }
}
