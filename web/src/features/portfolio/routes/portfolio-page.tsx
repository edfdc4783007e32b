import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/lib/auth/auth-context';
import { useContent } from '@web/lib/content/use-content';
import { portfolioQueryOptions } from '../api/portfolio-api';
import { useReaction } from '../api/use-reaction';
import { PortfolioCard } from '../components/portfolio-card';
import '../portfolio.css';
import { Editable } from '@web/lib/content/editable';
import { PageHero } from '@web/components/page-hero';

/** `/portfolio`: our work, newest first, with likes and dislikes (live for every visitor). */
export function PortfolioPage() {
  const { user, status } = useAuth();
  const portfolio = useQuery({
    ...portfolioQueryOptions(user?.id),
    // A restoring session would otherwise read the list twice (as visitor, then as user).
    enabled: status !== 'loading',
  });
  const { react, saving } = useReaction();
  const items = portfolio.data ?? [];
  const texts = {
    loading: useContent('portfolio-loading'),
    error: useContent('portfolio-error'),
    empty: useContent('portfolio-empty'),
  };

  return (
    <>
      <PageHero
        title={<Editable k="portfolio-title" />}
        intro={<Editable k="portfolio-subtitle" multiline />}
      />
      <div className="page-body container">
        {portfolio.isPending ? (
          <p className="placeholder-note" role="status">
            {texts.loading}
          </p>
        ) : portfolio.isError && items.length === 0 ? (
          <p className="placeholder-note" role="alert">
            {texts.error}
          </p>
        ) : items.length === 0 ? (
          <p className="placeholder-note">{texts.empty}</p>
        ) : (
          <ul className="portfolio-grid">
            {items.map((item) => (
              <li key={item.id}>
                <PortfolioCard item={item} saving={saving} onReact={react} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
