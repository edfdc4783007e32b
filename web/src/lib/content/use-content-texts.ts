import { useContext } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { ContentContext } from './content-context';
import { resolveContent } from './resolve-content';

const noValues: ReadonlyMap<string, string> = new Map();

/**
 * Several site-content texts at once (`useContent` for each key of a fixed map), so a page
 * can name its texts in one place: `const text = useContentTexts(loginTexts)`.
 */
export function useContentTexts<N extends string>(
  keys: Readonly<Record<N, ContentKey>>,
): Record<N, string> {
  const values = useContext(ContentContext) ?? noValues;
  const texts = {} as Record<N, string>;
  for (const name of Object.keys(keys) as N[]) texts[name] = resolveContent(values, keys[name]);
  return texts;
}
