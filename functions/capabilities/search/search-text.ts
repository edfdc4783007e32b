/**
 * Danish-aware text matching for the public search: case-insensitive in the Danish locale
 * (Æ/æ, Ø/ø, Å/å), and the old spelling 'aa' counts as 'å' (Aarhus finds Århus and back).
 * Every word of the query must occur somewhere in the searched texts.
 */

/** Longest query the search matches (longer text is cut). */
export const maxSearchQueryLength = 100;

/** Lower-cases in the Danish locale, composes accents and folds 'aa' to 'å'. */
export function foldDanish(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('da-DK').replace(/aa/g, 'å');
}

/** The query as matched: trimmed, whitespace collapsed, lower-cased, capped ('' = none). */
export function normaliseSearchQuery(raw: string | undefined): string {
  return (raw ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, maxSearchQueryLength)
    .trim()
    .toLocaleLowerCase('da-DK');
}

/** The folded words of a normalised query. */
export function queryWords(query: string): string[] {
  return foldDanish(query).split(' ').filter(Boolean);
}

/** True when every query word occurs in at least one of the texts. */
export function matchesAllWords(words: readonly string[], texts: readonly string[]): boolean {
  if (words.length === 0) return false;
  const haystack = texts.map(foldDanish).join('\n');
  return words.every((word) => haystack.includes(word));
}

/** Ranks an item higher when its main text (name, title) holds every query word. */
export function headlineRank(words: readonly string[], headline: string): number {
  const folded = foldDanish(headline);
  return words.every((word) => folded.includes(word)) ? 0 : 1;
}
