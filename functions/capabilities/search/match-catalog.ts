/** Matches a query against the public lists and groups the hits (pure: no I/O). */
import type { PortfolioItem, Product, SiteContent } from '@shared/api/entities';
import type { SearchResults } from '@shared/api/search-newsletter';
import { headlineRank, matchesAllWords, queryWords } from './search-text';
import { categoryWords, searchablePages, type SearchablePage } from './static-pages';
import { contentSearchPage } from '@shared/site/content-pages';

/** Most hits returned per group. */
export const maxHitsPerGroup = 20;

export interface SearchSources {
  products: readonly Product[];
  portfolio: readonly PortfolioItem[];
  content: readonly SiteContent[];
  pages?: readonly SearchablePage[];
}

/** Keeps the matching items, those whose headline matches first, at most maxHitsPerGroup. */
function pick<T>(
  items: readonly T[],
  words: readonly string[],
  headline: (item: T) => string,
  texts: (item: T) => string[],
): T[] {
  return items
    .filter((item) => matchesAllWords(words, texts(item)))
    .map((item, index) => ({ item, index, rank: headlineRank(words, headline(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, maxHitsPerGroup)
    .map(({ item }) => item);
}

/** A site text is found by what the visitor reads, never by its key or admin description. */
const contentTexts = (entry: SiteContent) => [entry.value];

export function matchCatalog(query: string, sources: SearchSources): SearchResults {
  const words = queryWords(query);
  const products = pick(
    sources.products,
    words,
    (p) => p.name,
    (p) => [p.name, p.description, ...categoryWords[p.category]],
  );
  const portfolio = pick(
    sources.portfolio,
    words,
    (item) => item.title,
    (item) => [item.title],
  );
  const pages = pick(
    sources.pages ?? searchablePages,
    words,
    (page) => page.title,
    (page) => [page.title, page.description, ...page.keywords],
  ).map(({ path, title, description }) => ({ path, title, description }));
  const content = pick(
    sources.content.filter((entry) => contentSearchPage(entry) !== undefined),
    words,
    (entry) => entry.value,
    contentTexts,
  );
  return {
    query,
    total: products.length + portfolio.length + pages.length + content.length,
    products,
    portfolio,
    pages,
    content,
  };
}
