/**
 * What an owner-facing text must not hold (issue 28, 'plain Danish, no codes'): the rules of the
 * admin's text walk (tests/e2e/admin-plain-danish.e2e.ts) and of the check over the admin's
 * fixed texts (tests/structure/owner-texts.test.ts).
 *
 * A text is refused for
 * - a code in parentheses: one token such as '(pending)', '(awaiting_payment)' or
 *   '(stripeSecretName)': an English word of the list below, snake_case, camelCase or a content
 *   key; Danish written so ('Radius (km)', 'Pris (kr)', 'Billede (adresse)') passes;
 * - a snake_case token ('awaiting_payment', 'specific_date');
 * - a key or category code of the content catalogue ('hero-title', 'cta');
 * - an English word that has leaked into the owner's screens before: statuses ('pending',
 *   'paid', 'refunded'), the content editor's old group names ('hero', 'auth', 'errors'), the
 *   content types ('text', 'image', 'color'), the category 'photo', the browser's own file
 *   button ('Choose File', 'No file chosen'), and English messages ('failed', 'successfully').
 *
 * Decided on purpose, so that Danish is not flagged: 'video' is a Danish word ('Video',
 * 'Tilføj video'), so the product category's code is not told apart from it; likewise
 * 'portfolio', 'navigation', 'status', 'total', 'standard', 'link', 'email', 'admin', 'panel',
 * 'upload' and 'credits' are in Danish use. Web addresses, e-mail addresses and file names
 * are left out before the check: they are the owner's data, not labels; so are placeholders
 * such as '{count}', which the site fills in.
 */
import { contentCatalog } from '@shared/content/catalog';

/** English words that have reached the owner's screens, matched as whole words, any case. */
export const leakedEnglishWords = [
  'pending',
  'awaiting',
  'paid',
  'unpaid',
  'refunded',
  'refund',
  'cancelled',
  'canceled',
  'completed',
  'failed',
  'success',
  'successfully',
  'error',
  'errors',
  'invalid',
  'please',
  'hero',
  'cta',
  'auth',
  'about',
  'services',
  'footer',
  'contact',
  'coverage',
  'products',
  'ratings',
  'search',
  'terms',
  'profile',
  'newsletter',
  'colors',
  'colour',
  'color',
  'text',
  'image',
  'images',
  'photo',
  'photos',
  'likes',
  'dislikes',
  'blocked',
  'available',
  'enabled',
  'disabled',
  'weekly',
  'loading',
  'choose',
  'chosen',
] as const;

const englishPattern = new RegExp(
  `(?<![\\p{L}\\d_-])(${leakedEnglishWords.join('|')})(?![\\p{L}\\d_-])`,
  'giu',
);

/** The catalogue's keys and categories, as the editor showed them before issue 28. */
const catalogueCodes = [...new Set(contentCatalog.flatMap((entry) => [entry.key, entry.category]))]
  // Codes of one word ('hero', 'cta') are in the English list; kebab-case holds no specials.
  .filter((code) => /^[a-z0-9]+(-[a-z0-9]+)+$/.test(code))
  .sort((a, b) => b.length - a.length);
const cataloguePattern = new RegExp(
  `(?<![\\p{L}\\d_-])(${catalogueCodes.join('|')})(?![\\p{L}\\d_-])`,
  'gu',
);

/**
 * The owner's data inside a text, left out before the check: web and e-mail addresses, file
 * names, placeholders the site fills in ('{count}'), and the beginnings of Stripe's keys as
 * Stripe prints them ('sk_live_', 'rk_…': what the owner compares the pasted key with).
 */
const dataPattern =
  /\b(?:sk|rk|pk)_(?:(?:live|test)_)?\S*|https?:\/\/\S+|\/media\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w-]+\.(?:png|jpe?g|webp|gif|mp4|mov|zip|rar|7z|pdf)\b|\{\w+\}/gi;

const englishWords = new Set<string>(leakedEnglishWords);
const codeCatalogue = new Set<string>(catalogueCodes);

/** Whether one token reads as a code: snake_case, camelCase, a content key, leaked English. */
const isCode = (token: string) =>
  /_/.test(token) ||
  /^[a-z]+[A-Z]/.test(token) ||
  codeCatalogue.has(token) ||
  englishWords.has(token.toLowerCase());

/** Why a text is not plain Danish for the owner, one reason per finding; [] when it is. */
export function plainDanishProblems(text: string): string[] {
  const checked = text.replace(dataPattern, ' ');
  const problems: string[] = [];
  for (const match of checked.matchAll(/\(([A-Za-z][\w-]*)\)/g)) {
    if (isCode(match[1]!)) problems.push(`code in parentheses '${match[0]}'`);
  }
  for (const match of checked.matchAll(/(?<![\p{L}\d])[a-z][a-z0-9]*(?:_[a-z0-9]+)+/gu)) {
    problems.push(`snake_case '${match[0]}'`);
  }
  for (const match of checked.matchAll(cataloguePattern)) {
    problems.push(`content key '${match[0]}'`);
  }
  for (const match of checked.matchAll(englishPattern)) {
    problems.push(`English word '${match[0]}'`);
  }
  return problems;
}

/**
 * Each line of `texts` that is not plain Danish, as `line ← reasons`, without repeats: the
 * list a failing test prints.
 */
export function offendingLines(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const problems = plainDanishProblems(line);
      if (problems.length > 0) found.add(`${line.trim()} ← ${problems.join(', ')}`);
    }
  }
  return [...found];
}
