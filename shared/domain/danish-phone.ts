/**
 * The customer's contact details on a booking (product §5 'Booking'): a name of 2–100
 * characters and a Danish telephone number of 8 digits, optionally after +45 or 0045, with
 * spaces anywhere. The number is stored as '+45 12 34 56 78'. Pure, so the browser and the
 * server check with the same rules.
 */

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

/** '+45 12 34 56 78' for any accepted way of writing the number, or null. */
export function normaliseDanishPhone(input: string): string | null {
  const digits = danishPhoneDigits(input);
  if (digits === null) return null;
  return `+45 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
}

/** The number for a `tel:` link ('+4512345678'), from a stored or typed number; null if none. */
export function phoneHref(phone: string): string | null {
  const digits = danishPhoneDigits(phone);
  return digits === null ? null : `tel:+45${digits}`;
}

/** The name as stored (trimmed), or null when it is shorter than 2 or longer than 100. */
export function cleanCustomerName(input: string): string | null {
  const name = input.trim();
  return name.length >= customerNameMinLength && name.length <= customerNameMaxLength ? name : null;
}
