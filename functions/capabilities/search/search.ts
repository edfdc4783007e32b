/** `GET /api/search?q=`: the public search over products, portfolio, pages and site texts. */
import type { SearchResults } from '@shared/api/search-newsletter';
import { listPortfolio } from '@functions/stores/portfolio';
import { listProducts } from '@functions/stores/products';
import { listContent } from '@functions/stores/site-content';
import type { InputOf } from '@functions/lib/http';
import { matchCatalog } from './match-catalog';
import { normaliseSearchQuery } from './search-text';

const emptyResults = (query: string): SearchResults => ({
  query,
  total: 0,
  products: [],
  portfolio: [],
  pages: [],
  content: [],
});

/** The catalogue is small: the three public list queries, matched here (no Scan). */
export async function search({ query }: InputOf<'search'>) {
  const q = normaliseSearchQuery(query.q);
  if (q === '') return emptyResults(q);
  const [products, portfolio, content] = await Promise.all([
    listProducts(),
    listPortfolio(),
    listContent(),
  ]);
  return matchCatalog(q, { products, portfolio, content });
}
