import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/lib/auth/auth-context';
import { portfolioQueryOptions } from '../api/portfolio-api';
import { useReaction } from '../api/use-reaction';
import { PortfolioCard } from '../components/portfolio-card';
import '../portfolio.css';
import { Editable } from '@web/lib/content/editable';
import { LoadedList } from '@web/components/loaded-list';
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
  return (
    <>
      <PageHero
        title={<Editable k="portfolio-title" />}
        intro={<Editable k="portfolio-subtitle" multiline />}
      />
      <div className="page-body container">
        <LoadedList
          query={portfolio}
          texts={{
            loading: 'portfolio-loading',
            error: 'portfolio-error',
            empty: 'portfolio-empty',
          }}
          className="card-grid"
        >
          {(item) => <PortfolioCard item={item} saving={saving} onReact={react} />}
        </LoadedList>
      </div>
    </>
  );
}
