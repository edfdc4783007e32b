/**
 * Every block mail leaves with the business's look (issue 40): the site's name, logo and
 * primary colour from the site content, as the page shows them. Read once per few minutes per
 * Lambda: a mail run sends many mails with the same brand.
 */
import { serverContentFallbacks } from '@shared/texts/content-fallbacks';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { sendMail, type Mail } from '@functions/lib/mailer';
import { getContent } from '@functions/stores/site-content';
import { brandMailHtml, type MailBrand } from './blocks';

const keepMs = 5 * 60_000;
let kept: { brand: MailBrand; at: number } | undefined;

/** The stored value ('' when none: the site's name falls back below, the colour in blocks.ts). */
async function contentValue(key: 'site-name' | 'primary-color'): Promise<string> {
  return (await getContent(key))?.value.trim() ?? '';
}

/** The site's name, logo and primary colour; the catalogue's when the content cannot be read. */
export async function mailBrand(now = Date.now()): Promise<MailBrand> {
  if (kept && now - kept.at < keepMs) return kept.brand;
  const logoUrl = `${config().SITE_URL.replace(/\/+$/, '')}/logo.svg`;
  let brand: MailBrand;
  try {
    const [name, primaryColor] = await Promise.all([
      contentValue('site-name'),
      contentValue('primary-color'),
    ]);
    brand = { name: name || serverContentFallbacks['site-name'], primaryColor, logoUrl };
  } catch (error) {
    logger.error('mail_brand_unreadable', { error });
    return { name: serverContentFallbacks['site-name'], primaryColor: '', logoUrl };
  }
  kept = { brand, at: now };
  return brand;
}

/** Sends a block mail with the business's header and colour (sendMail otherwise). */
export async function sendBrandedMail(mail: Mail): Promise<string | undefined> {
  if (!mail.html) return sendMail(mail);
  return sendMail({ ...mail, html: brandMailHtml(mail.html, await mailBrand()) });
}
