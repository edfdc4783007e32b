/**
 * Checks every request passes before its route's schemas: texts carry no control,
 * bidirectional-override or zero-width characters (they hide or reorder what an admin or a
 * mail shows: 'Vej 1\u202E...' displays reversed), and path ids are of a size an id can have
 * (a 2 KB id would otherwise reach DynamoDB's key limit as a 500).
 */
import { HttpError, notFound } from './errors';
import { addressTexts } from '@shared/texts/address';
import { coverageTexts } from '@shared/texts/coverage';
import { validationTexts } from '@shared/texts/validation';

/**
 * C0 controls except tab, line feed and carriage return; DEL and C1; zero-width space and
 * word joiner; byte-order mark; the bidirectional marks, embeddings, overrides and isolates.
 * The zero-width joiner and non-joiner stay allowed: emoji sequences and some scripts use them.
 */
const disallowedCharacter =
  // Matching control characters is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

export const hasDisallowedCharacter = (text: string): boolean => disallowedCharacter.test(text);

/**
 * Where in a parsed JSON value the first string (or key) with a disallowed character is, as
 * the path to it (`[]` for the value itself), or null when there is none.
 */
export function disallowedTextPath(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return hasDisallowedCharacter(value) ? [] : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasDisallowedCharacter(key)) return [key];
    const inner = disallowedTextPath(item, depth + 1);
    if (inner) return [key, ...inner];
  }
  return null;
}

/** Whether any string in a parsed JSON value (keys included) has a disallowed character. */
export const containsDisallowedText = (value: unknown): boolean =>
  disallowedTextPath(value) !== null;

/** Longer than any id, key or token the API hands out. */
export const maxPathParamLength = 200;

/**
 * Refuses input texts with disallowed characters (400, Danish), naming the field as schema
 * errors do; an address is called an address, and the access notes by their name, as the
 * coverage and booking forms show them.
 */
export function assertCleanText(value: unknown): void {
  const path = disallowedTextPath(value);
  if (!path) return;
  const field = path.at(-1);
  const message =
    field === 'address'
      ? coverageTexts.addressInvalidCharacters
      : field === 'access_notes'
        ? addressTexts.accessNotesInvalidCharacters
        : validationTexts.invalidCharacters;
  throw new HttpError(400, message, undefined, [{ path: path.join('.'), message }]);
}

/** A path id that no item can have is simply not found (404), never a database error. */
export function assertPlausiblePathParams(params: Record<string, string | undefined>): void {
  for (const value of Object.values(params)) {
    if (
      value === undefined ||
      value.length === 0 ||
      value.length > maxPathParamLength ||
      hasDisallowedCharacter(value)
    )
      throw notFound();
  }
}
