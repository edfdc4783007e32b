/**
 * Checks every request passes before its route's schemas: texts carry no control,
 * bidirectional-override or zero-width characters (they hide or reorder what an admin or a
 * mail shows: 'Vej 1\u202E...' displays reversed), and path ids are of a size an id can have
 * (a 2 KB id would otherwise reach DynamoDB's key limit as a 500).
 */
import { badRequest, notFound } from './errors';
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

/** Whether any string in a parsed JSON value (keys included) has a disallowed character. */
export function containsDisallowedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasDisallowedCharacter(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsDisallowedText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasDisallowedCharacter(key) || containsDisallowedText(item, depth + 1),
  );
}

/** Longer than any id, key or token the API hands out. */
export const maxPathParamLength = 200;

/** Refuses input texts with disallowed characters (400, Danish). */
export function assertCleanText(value: unknown): void {
  if (containsDisallowedText(value)) throw badRequest(validationTexts.invalidCharacters);
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
