import { useContext } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { ContentContext, SiteFactsContext } from './content-context';
import { fillContent } from './fill-content';
import { resolveContent } from './resolve-content';

const noValues: ReadonlyMap<string, string> = new Map();

/**
 * The text (or image URL, or colour) of a site-content key, as the server resolved it (the
 * stored value, or the catalogue's Danish fallback), with the business's facts filled in
 * ({area}, {delivery}, {seller}, …: shared/content/site-facts.ts). The site renders inside
 * the provider only once the bootstrap data has loaded; outside it the answer is ''.
 */
export function useContent(key: ContentKey): string {
  const values = useContext(ContentContext) ?? noValues;
  return fillContent(resolveContent(values, key), useContext(SiteFactsContext));
}

/** The text as written, placeholders and all: what the owner edits in place. */
export function useRawContent(key: ContentKey): string {
  const values = useContext(ContentContext) ?? noValues;
  return resolveContent(values, key);
}

/*
 * Both hooks live in this one module, which the entry loads: lazy pages that import it then
 * share the entry's copy. A second module importing content-context and resolve-content
 * directly from lazy chunks made Rolldown split those into a chunk of their own, one request
 * and ~0.8 KB more on every visitor's first load (rolldown issue #10731).
 */

/**
 * Several site-content texts at once (`useContent` for each key of a fixed map), so a page
 * can name its texts in one place: `const text = useContentTexts(loginTexts)`.
 */
export function useContentTexts<N extends string>(
  keys: Readonly<Record<N, ContentKey>>,
): Record<N, string> {
  const values = useContext(ContentContext) ?? noValues;
  const facts = useContext(SiteFactsContext);
  const texts = {} as Record<N, string>;
  for (const name of Object.keys(keys) as N[])
    texts[name] = fillContent(resolveContent(values, keys[name]), facts);
  return texts;
}
