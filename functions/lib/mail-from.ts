/**
 * The From header of a mail: the business's name as the display name before the configured
 * sender's address (MAIL_FROM, with or without a display name of its own). A name with
 * characters outside ASCII ('Luftfoto Østjylland ApS') is written as an RFC 2047 encoded-word,
 * as SES requires; an ASCII name is quoted (RFC 5322), its quotes and backslashes escaped.
 */

/** The address of `Name <address>` or of a bare address. */
export function senderAddress(mailFrom: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/** The name with its control characters (a line break would start a new header) as spaces. */
const withoutControls = (name: string): string =>
  [...name].map((char) => (char < ' ' || char === '\u007f' ? ' ' : char)).join('');

/** `"Name" <address>`, or `=?UTF-8?B?…?= <address>` for a name outside ASCII; the address alone without a name. */
export function fromHeader(name: string, mailFrom: string): string {
  const address = senderAddress(mailFrom);
  const clean = withoutControls(name).replace(/\s+/g, ' ').trim();
  if (!clean) return mailFrom;
  const display = /^[\u0020-\u007e]*$/.test(clean)
    ? `"${clean.replace(/(["\\])/g, '\\$1')}"`
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
  return `${display} <${address}>`;
}
