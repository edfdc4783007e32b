import { useContext } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { ContentContext } from './content-context';
import { resolveContent } from './resolve-content';

const noValues: ReadonlyMap<string, string> = new Map();

/**
 * The text (or image URL, or colour) of a site-content key: the stored value, or the
 * catalogue's Danish fallback. Outside the provider (before the data has loaded) it
 * answers the fallback.
 */
export function useContent(key: ContentKey): string {
  const values = useContext(ContentContext) ?? noValues;
  return resolveContent(values, key);
}
