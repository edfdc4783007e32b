import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { SearchResults } from '@shared/api/search-newsletter';
import type { ContentKey } from '@shared/content/catalog';
import { formatKr } from '@web/lib/format';
import { useContent } from '@web/lib/content/use-content';
import { contentSearchPage } from '@shared/site/content-pages';

interface ResultGroupProps<Hit> {
  id: string;
  title: ContentKey;
  hits: readonly Hit[];
  /** A hit's item of the list. */
  children: (hit: Hit) => ReactNode;
}

/**
 * A group of hits, left out when it has none. Its heading is its content text and the number
 * of hits: 'Produkter (2)'.
 */
function ResultGroup<Hit>({ id, title, hits, children }: ResultGroupProps<Hit>) {
  const heading = `${useContent(title)} (${hits.length})`;
  if (hits.length === 0) return null;
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id} className="search-group__title">
        {heading}
      </h2>
      <ul className="search-group__list">{hits.map((hit) => children(hit))}</ul>
    </section>
  );
}

function ResultItem({ to, title, detail }: { to: string; title: string; detail?: string }) {
  return (
    <li className="search-hit">
      <Link to={to} className="search-hit__link">
        {title}
      </Link>
      {detail ? <p className="search-hit__detail">{detail}</p> : null}
    </li>
  );
}

/** The hits grouped into products, portfolio, pages and content; empty groups are left out. */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  return (
    <div className="search-groups">
      <ResultGroup id="search-products" title="search-group-products" hits={results.products}>
        {(product) => (
          <ResultItem
            key={product.id}
            to={pagePath('product', { productId: product.id })}
            title={product.name}
            detail={`${product.description} · ${formatKr(product.price)}`}
          />
        )}
      </ResultGroup>
      <ResultGroup id="search-portfolio" title="search-group-portfolio" hits={results.portfolio}>
        {(item) => <ResultItem key={item.id} to={pagePath('portfolio')} title={item.title} />}
      </ResultGroup>
      <ResultGroup id="search-pages" title="search-group-pages" hits={results.pages}>
        {(page) => (
          <ResultItem key={page.path} to={page.path} title={page.title} detail={page.description} />
        )}
      </ResultGroup>
      <ResultGroup id="search-content" title="search-group-content" hits={results.content}>
        {(entry) => (
          <ResultItem
            key={entry.key}
            to={contentSearchPage(entry) ?? pagePath('home')}
            title={entry.value}
          />
        )}
      </ResultGroup>
    </div>
  );
}
