import { describe, expect, it } from 'vitest';
import { contentCatalog, contentCategories } from './catalog';
import { contentCategoryTitles, contentTitles } from './titles';

/**
 * A title reads as Danish words, not as a key: no key or category of the catalogue, no kebab-
 * or snake-case token ('hero-title', 'awaiting_payment'; Danish 'e-mail' is a word).
 */
const codes = new Set<string>(contentCatalog.flatMap((e) => [e.key, e.category]));
codes.delete('portfolio'); // a Danish word as well as a category
const looksLikeCode = (title: string) =>
  /\b[a-z0-9]{2,}(?:[-_][a-z0-9]{2,})+\b/.test(title) ||
  title.split(/[\s:–,]+/).some((word) => codes.has(word));

describe('the content editor’s Danish titles (issue 28)', () => {
  it('give every catalogue entry a title of its own that is not its key', () => {
    const titles = new Map<string, string>();
    for (const entry of contentCatalog) {
      const title = (contentTitles as Record<string, string | undefined>)[entry.key];
      expect(title?.trim(), `${entry.key} has no title`).toBeTruthy();
      expect(looksLikeCode(title!), `${entry.key}: "${title}" reads as a code`).toBe(false);
      expect(
        titles.get(title!),
        `"${title}" names both ${titles.get(title!)} and ${entry.key}`,
      ).toBeUndefined();
      titles.set(title!, entry.key);
    }
    // No title is left over for a key the catalogue no longer has.
    expect(Object.keys(contentTitles).sort()).toEqual(contentCatalog.map((e) => e.key).sort());
  });

  it('give every category a Danish name of its own', () => {
    const used = new Set<string>([...contentCatalog.map((e) => e.category), ...contentCategories]);
    const names = new Set<string>();
    for (const category of used) {
      const name = (contentCategoryTitles as Record<string, string | undefined>)[category];
      expect(name?.trim(), `category ${category} has no name`).toBeTruthy();
      expect(name, category).not.toBe(category);
      expect(looksLikeCode(name!), `${category}: "${name}" reads as a code`).toBe(false);
      names.add(name!);
    }
    expect(names.size).toBe(used.size);
    expect(Object.keys(contentCategoryTitles).sort()).toEqual([...used].sort());
  });

  it('name the issue’s examples plainly', () => {
    expect(contentCategoryTitles.hero).toBe('Forside – top');
    expect(contentCategoryTitles.cta).toBe('Forside – opfordring til handling');
    expect(contentTitles['hero-image']).toBe('Forsidens topbillede');
  });
});
