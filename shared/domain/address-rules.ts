/**
 * The rules of a shoot address and its access notes (issue 40), pure, so the booking page says
 * what is wrong before it asks the server and the API's schemas refuse the same things:
 *
 * - the address is one line (a geocoder reads 'Vestergade 5, 8000 Aarhus C', and the pilot's
 *   map link, the calendar file and the receipt show it as one), at most 300 characters, and
 *   only visible characters (no controls, direction overrides or zero-width characters, which
 *   would show the owner a different address than the one stored);
 * - directions ('ring på hos Hansen, parkering i gården') are the access notes, never part of
 *   the address: optional, several lines allowed, at most 500 characters.
 */
import { addressTexts } from '../texts/address';
import { coverageTexts } from '../texts/coverage';
import { fillText } from '../texts/fill';

export const addressMaxLength = 300;
export const accessNotesMaxLength = 500;

const lineBreaks = /[\n\r\u0085\u2028\u2029]/;
/** Controls, formats (direction overrides, zero-width), private use and lone surrogates. */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u;
/** The same, a line break (\n, \r\n) excepted. */
const invisibleExceptLineBreaks = /(?![\n\r])[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;

/** The address is on one line (no line break of any kind). */
export const isOneLine = (text: string): boolean => !lineBreaks.test(text);

/** No controls, direction overrides, zero-width or private-use characters (nor line breaks). */
export const hasOnlyVisibleCharacters = (text: string): boolean => !invisibleCharacters.test(text);

/**
 * What is wrong with an address as typed (trimmed first), in Danish, or null when nothing is:
 * missing, on several lines, too long, or with invisible characters (first problem only).
 */
export function addressProblem(text: string): string | null {
  const address = text.trim();
  if (address === '') return coverageTexts.addressRequired;
  if (!isOneLine(address)) return addressTexts.addressOneLine;
  if (address.length > addressMaxLength)
    return fillText(addressTexts.addressTooLong, { max: addressMaxLength });
  if (!hasOnlyVisibleCharacters(address)) return coverageTexts.addressInvalidCharacters;
  return null;
}

/**
 * An address pasted over several lines ('Vestergade 5⏎8000 Aarhus C') as the one line it
 * means: the lines trimmed and joined with ', ' (empty lines and the lines' own trailing
 * commas dropped). A one-line text comes back as it was.
 */
export function oneLineAddress(text: string): string {
  if (isOneLine(text)) return text;
  return text
    .split(/\r\n|[\n\r\u0085\u2028\u2029]/)
    .map((line) => line.trim().replace(/,+$/, '').trim())
    .filter((line) => line !== '')
    .join(', ');
}

/** What is wrong with the access notes (trimmed first), in Danish, or null (also when empty). */
export function accessNotesProblem(text: string): string | null {
  const notes = text.trim();
  if (notes.length > accessNotesMaxLength)
    return fillText(addressTexts.accessNotesTooLong, { max: accessNotesMaxLength });
  if (invisibleExceptLineBreaks.test(notes)) return addressTexts.accessNotesInvalidCharacters;
  return null;
}

/** The access notes as stored: trimmed, Windows line ends made '\n'; null when empty. */
export function cleanAccessNotes(text: string | null | undefined): string | null {
  const notes = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return notes === '' ? null : notes;
}
