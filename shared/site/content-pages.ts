/**
 * Which site texts search finds, and the page that shows each: the texts of a page's own body
 * (by content category). Menu and footer labels, messages, colours, images and links are not
 * search hits: they are not what a visitor looks for, or they show on every page.
 */
import { pages } from './pages';

const pageOfCategory: Readonly<Record<string, string>> = {
  hero: pages.home.path,
  about: pages.home.path,
  services: pages.home.path,
  cta: pages.home.path,
  contact: pages.contact.path,
  newsletter: pages.contact.path,
  products: pages.products.path,
  portfolio: pages.portfolio.path,
  ratings: pages.ratings.path,
  coverage: pages.coverage.path,
};

/** The page a searchable site text shows on; undefined for a text search leaves out. */
export function contentSearchPage(entry: {
  key: string;
  type: string;
  category: string;
}): string | undefined {
  if (entry.type !== 'text' || entry.key.endsWith('-url') || entry.key.endsWith('-empty'))
    return undefined;
  return pageOfCategory[entry.category];
}
