/**
 * Every e-mail the product sends is one list of blocks, and this module renders both of its
 * parts from that list: the plain text and the HTML (every value escaped). A mail's wording
 * therefore lives once, in its definition under functions/capabilities/mails/ and its sentences in
 * shared/texts/mails.ts, never written twice.
 */
import { escapeHtml } from '@functions/lib/html';
import type { Mail } from '@functions/lib/mailer';

/** A label and its value; with `href`, the value is a link in HTML (e.g. `tel:` for a phone). */
export type MailRow = readonly [label: string, value: string, href?: string];

export type MailBlock =
  /** A paragraph; several lines are kept on lines of their own. */
  | { kind: 'paragraph'; lines: readonly string[] }
  | { kind: 'heading'; text: string }
  /** Label and value rows; `header` names the two columns, `totals` closes the table. */
  | {
      kind: 'table';
      rows: readonly MailRow[];
      header?: MailRow;
      totals?: readonly MailRow[];
      numbers?: boolean;
    }
  /** A link in running text: 'label: url' in the text part. */
  | { kind: 'link'; label: string; url: string; before?: string }
  /** A prominent link (a button in HTML). */
  | { kind: 'button'; label: string; url: string }
  /** Small print. */
  | { kind: 'note'; text: string };

export const paragraph = (...lines: readonly (string | false | null | undefined)[]): MailBlock => ({
  kind: 'paragraph',
  lines: lines.filter((line): line is string => typeof line === 'string' && line !== ''),
});
export const heading = (text: string): MailBlock => ({ kind: 'heading', text });
export const table = (
  rows: readonly MailRow[],
  options: { header?: MailRow; totals?: readonly MailRow[]; numbers?: boolean } = {},
): MailBlock => ({ kind: 'table', rows, ...options });
/** `before` is running text ahead of the link ('Kan flyttes til ... Flyt eller aflys: url'). */
export const link = (label: string, url: string, before?: string): MailBlock => ({
  kind: 'link',
  label,
  url,
  before,
});
export const button = (label: string, url: string): MailBlock => ({ kind: 'button', label, url });
export const note = (text: string): MailBlock => ({ kind: 'note', text });

/** The button colour until the mail is branded with the site's primary colour (mailWithBrand). */
const defaultPrimary = '#1d4ed8';
const buttonStyle = `display:inline-block;padding:12px 20px;border-radius:8px;background:${defaultPrimary};color:#ffffff;text-decoration:none;font-weight:700`;
/** Where every mail's content starts: the brand's header goes right after it. */
const contentStart = '<div style="max-width:560px;margin:0 auto">';
const cell = 'align="left" style="padding-right:16px"';

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'heading':
      return block.text;
    case 'table':
      return [block.header, ...block.rows, ...(block.totals ?? [])]
        .filter((row): row is MailRow => row !== undefined)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n');
    case 'link':
      return `${block.before ? `${block.before} ` : ''}${block.label}: ${block.url}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'note':
      return block.text;
  }
}

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'heading':
      return `<h2 style="font-size:20px;margin:0 0 12px">${escapeHtml(block.text)}</h2>`;
    case 'table': {
      const value = block.numbers ? 'align="right"' : '';
      const valueHtml = (amount: string, href: string | undefined) =>
        href
          ? `<a href="${escapeHtml(href)}">${escapeHtml(amount)}</a>`
          : escapeHtml(amount).replace(/\n/g, '<br>');
      const row = ([label, amount, href]: MailRow, labelCell: 'th' | 'td') =>
        `<tr><${labelCell} ${cell}>${escapeHtml(label)}</${labelCell}><td ${value}>${valueHtml(amount, href)}</td></tr>`;
      return [
        '<table cellpadding="4" style="border-collapse:collapse">',
        ...(block.header
          ? [
              `<tr><th ${cell}>${escapeHtml(block.header[0])}</th><th ${value}>${escapeHtml(block.header[1])}</th></tr>`,
            ]
          : []),
        ...block.rows.map((r) => row(r, block.header ? 'td' : 'th')),
        ...(block.totals ?? []).map((r) => row(r, 'th')),
        '</table>',
      ].join('\n');
    }
    case 'link':
      return `<p>${block.before ? `${escapeHtml(block.before)} ` : ''}<a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'button':
      return `<p><a href="${escapeHtml(block.url)}" style="${buttonStyle}">${escapeHtml(block.label)}</a></p>`;
    case 'note':
      return `<p style="color:#4b5563;font-size:13px">${escapeHtml(block.text)}</p>`;
  }
}

/** The text part: the blocks with a blank line between them. */
export const mailText = (blocks: readonly MailBlock[]): string => blocks.map(textOf).join('\n\n');

/** The HTML part: the same blocks, in a plain, mail-client-safe layout. */
export const mailHtml = (blocks: readonly MailBlock[]): string =>
  [
    '<!doctype html><html lang="da"><body style="margin:0;padding:24px 16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#111827;font-size:16px;line-height:1.5">',
    contentStart,
    ...blocks.map(htmlOf),
    '</div></body></html>',
  ].join('\n');

export interface MailDefinition extends Omit<Mail, 'text' | 'html'> {
  blocks: readonly MailBlock[];
}

/** One definition, both parts. */
export function renderMail({ blocks, ...mail }: MailDefinition): Mail {
  return { ...mail, text: mailText(blocks), html: mailHtml(blocks) };
}

/** A mail to every admin: the addresses are looked up when it is sent (outbox-delivery.ts). */
export type AdminMail = Omit<Mail, 'to'>;

/** One definition of a mail to the admins, both parts. */
export function renderAdminMail({ blocks, ...mail }: Omit<MailDefinition, 'to'>): AdminMail {
  return { ...mail, text: mailText(blocks), html: mailHtml(blocks) };
}

/** The business as its mails show it: the site's name, logo and primary colour (site content). */
export interface MailBrand {
  name: string;
  /** The logo's absolute URL. */
  logoUrl: string;
  /** A hex colour; anything else leaves the default. */
  primaryColor: string;
}

/**
 * A block mail's HTML with the business's header (logo and name over a line in the primary
 * colour) and its buttons in that colour, as the site shows them. HTML that is not a block
 * mail (a newsletter's own template) is left as it is.
 */
export function brandMailHtml(html: string, brand: MailBrand): string {
  if (!html.includes(contentStart)) return html;
  const color = /^#[0-9a-f]{3,8}$/i.test(brand.primaryColor) ? brand.primaryColor : defaultPrimary;
  const header = [
    `<p style="margin:0 0 24px;padding:0 0 12px;border-bottom:3px solid ${color}">`,
    `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="32" height="32" style="vertical-align:middle;margin-right:8px">`,
    `<strong style="font-size:18px;color:${color};vertical-align:middle">${escapeHtml(brand.name)}</strong>`,
    '</p>',
  ].join('');
  return html
    .replace(contentStart, () => `${contentStart}\n${header}`)
    .replaceAll(`background:${defaultPrimary}`, `background:${color}`);
}
