/**
 * The customer's contact details on a booking (product §5 'Booking'): a name of 2–100
 * characters and a telephone number: a Danish one of 8 digits, optionally after +45 or 0045,
 * with spaces anywhere, stored as '+45 12 34 56 78'; or, for a customer from abroad, a number
 * written with its country code (+46 70 123 45 67 or 0046…), stored in E.164 ('+46701234567')
 * and shown grouped as its country writes it. Pure, so the browser and the server check with
 * the same rules; foreign numbers are checked against libphonenumber's compact metadata (the
 * lengths and leading digits each country allows).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const customerNameMinLength = 2;
export const customerNameMaxLength = 100;

/** Longer input is not a phone number; refused before it is looked at. */
export const phoneInputMaxLength = 40;

/** Spaces a customer types or pastes between the digits (also the no-break space). */
const spaces = /[ \u00a0]/g;
const danishNumber = /^(?:\+45|0045)?([0-9]{8})$/;

/** The 8 digits of a Danish number, or null when the text is not one. */
export function danishPhoneDigits(input: string): string | null {
  if (input.length > phoneInputMaxLength) return null;
  const match = danishNumber.exec(input.replace(spaces, ''));
  return match?.[1] ?? null;
}

/** '+45 12 34 56 78' for any accepted way of writing a Danish number, or null. */
export function normaliseDanishPhone(input: string): string | null {
  const digits = danishPhoneDigits(input);
  if (digits === null) return null;
  return `+45 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
}

/** A number outside Denmark written with its country code: '+46701234567' (E.164), or null. */
export function foreignPhoneE164(input: string): string | null {
  if (input.length > phoneInputMaxLength) return null;
  const compact = input.replace(spaces, '').replace(/^00/, '+');
  if (!/^\+[1-9][0-9]{6,14}$/.test(compact) || compact.startsWith('+45')) return null;
  const parsed = parsePhoneNumberFromString(compact);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The number as stored on a booking: '+45 12 34 56 78' for a Danish number, E.164 for a
 * foreign one ('+46701234567'), or null when the text is neither.
 */
export function normaliseCustomerPhone(input: string): string | null {
  return normaliseDanishPhone(input) ?? foreignPhoneE164(input);
}

/** A stored or typed number as people read it: '+45 12 34 56 78', '+46 70 123 45 67'. */
export function readablePhone(phone: string): string {
  const danish = normaliseDanishPhone(phone);
  if (danish !== null) return danish;
  const foreign = foreignPhoneE164(phone);
  return foreign === null
    ? phone
    : (parsePhoneNumberFromString(foreign)?.formatInternational() ?? foreign);
}

/** The number for a `tel:` link ('tel:+4512345678'), from a stored or typed number; null if none. */
export function phoneHref(phone: string): string | null {
  const digits = danishPhoneDigits(phone);
  if (digits !== null) return `tel:+45${digits}`;
  const foreign = foreignPhoneE164(phone);
  return foreign === null ? null : `tel:${foreign}`;
}

/** The name as stored (trimmed), or null when it is shorter than 2 or longer than 100. */
export function cleanCustomerName(input: string): string | null {
  const name = input.trim();
  return name.length >= customerNameMinLength && name.length <= customerNameMaxLength ? name : null;
}
