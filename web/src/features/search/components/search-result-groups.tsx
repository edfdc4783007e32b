import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import type { SearchResults } from '@shared/api/search-newsletter';
import type { ContentKey } from '@shared/content/catalog';
import { formatKr } from '@web/lib/format';
import { useContent } from '@web/lib/content/use-content';
import { contentSearchPage } from '@shared/site/content-pages';

interface ResultGroupProps {
  id: string;
  title: ContentKey;
  count: number;
  children: ReactNode;
}

/** A group's heading is its content text and the number of hits: 'Produkter (2)'. */
function ResultGroup({ id, title, count, children }: ResultGroupProps) {
  const heading = `${useContent(title)} (${count})`;
  return (
    <section className="search-group" aria-labelledby={id}>
      <h2 id={id} className="search-group__title">
        {heading}
      </h2>
      <ul className="search-group__list">{children}</ul>
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
      {results.products.length > 0 ? (
        <ResultGroup
          id="search-products"
          title="search-group-products"
          count={results.products.length}
        >
          {results.products.map((product) => (
            <ResultItem
              key={product.id}
              to={pagePath('product', { productId: product.id })}
              title={product.name}
              detail={`${product.description} · ${formatKr(product.price)}`}
            />
          ))}
        </ResultGroup>
      ) : null}
      {results.portfolio.length > 0 ? (
        <ResultGroup
          id="search-portfolio"
          title="search-group-portfolio"
          count={results.portfolio.length}
        >
          {results.portfolio.map((item) => (
            <ResultItem key={item.id} to={pagePath('portfolio')} title={item.title} />
          ))}
        </ResultGroup>
      ) : null}
      {results.pages.length > 0 ? (
        <ResultGroup id="search-pages" title="search-group-pages" count={results.pages.length}>
          {results.pages.map((page) => (
            <ResultItem
              key={page.path}
              to={page.path}
              title={page.title}
              detail={page.description}
            />
          ))}
        </ResultGroup>
      ) : null}
      {results.content.length > 0 ? (
        <ResultGroup
          id="search-content"
          title="search-group-content"
          count={results.content.length}
        >
          {results.content.map((entry) => (
            <ResultItem
              key={entry.key}
              to={contentSearchPage(entry) ?? pagePath('home')}
              title={entry.value}
            />
          ))}
        </ResultGroup>
      ) : null}
    </div>
  );
}
