/**
 * Every block mail leaves with the business's look (issue 40) and speaks as the business
 * (issue 41): the business's name from Indstillinger (the site's name from the site content
 * before it is saved) in the header and as the sender's display name, the logo and the
 * primary colour as the page shows them. The brand is read once per few minutes per Lambda (a
 * mail run sends many mails with the same brand); `businessMailName` at each call, for the
 * subjects and sign-offs of the mails queued as a booking changes.
 */
import { serverContentFallbacks } from '@shared/texts/content-fallbacks';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { sendMail, type Mail } from '@functions/lib/mailer';
import { getContent } from '@functions/stores/site-content';
import { getBusinessDetails } from '@functions/stores/business-settings';
import { brandMailHtml, type MailBrand } from './blocks';

const keepMs = 5 * 60_000;
let kept: { brand: MailBrand; at: number } | undefined;

/** The stored value ('' when none: the site's name falls back below, the colour in blocks.ts). */
async function contentValue(key: 'site-name' | 'primary-color'): Promise<string> {
  return (await getContent(key))?.value.trim() ?? '';
}

/**
 * Who the mails speak as: the business's name from Indstillinger (`businessName`, read by the
 * caller with what else it needs of the settings), else the site's name (its title in the site
 * content, read only then), else the catalogue's.
 */
export async function mailNameOf(businessName: string | undefined): Promise<string> {
  return businessName || (await contentValue('site-name')) || serverContentFallbacks['site-name'];
}

/** `mailNameOf` the business's name as it is saved now. */
export async function businessMailName(): Promise<string> {
  return mailNameOf((await getBusinessDetails())?.business_name);
}

/** The business's name, the logo and primary colour; the catalogue's when nothing can be read. */
export async function mailBrand(now = Date.now()): Promise<MailBrand> {
  if (kept && now - kept.at < keepMs) return kept.brand;
  const logoUrl = `${config().SITE_URL.replace(/\/+$/, '')}/logo.svg`;
  let brand: MailBrand;
  try {
    const [name, primaryColor] = await Promise.all([
      businessMailName(),
      contentValue('primary-color'),
    ]);
    brand = { name, primaryColor, logoUrl };
  } catch (error) {
    logger.error('mail_brand_unreadable', { error });
    return { name: serverContentFallbacks['site-name'], primaryColor: '', logoUrl };
  }
  kept = { brand, at: now };
  return brand;
}

/** Sends a mail from the business (its name as the sender's); a block mail with its header and colour. */
export async function sendBrandedMail(mail: Mail): Promise<string | undefined> {
  const brand = await mailBrand();
  return sendMail({
    ...mail,
    fromName: brand.name,
    ...(mail.html ? { html: brandMailHtml(mail.html, brand) } : {}),
  });
}
