import { createContext } from 'react';
import type { ContentValues } from './resolve-content';

export const ContentContext = createContext<ContentValues | null>(null);

/**
 * The placeholders every site text may use, filled from the business's own data
 * (shared/content/site-facts.ts): {zones}, {area}, {delivery}, {editingdelivery}, {seller}.
 */
export const SiteFactsContext = createContext<Readonly<Record<string, string>>>({});
