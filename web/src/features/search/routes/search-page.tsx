import { Link } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { SearchIcon } from '@web/components/icons';
import { fillContent } from '@web/lib/content/fill-content';
import { useContent } from '@web/lib/content/use-content';
import { useSearchResults } from '../api/use-search-results';
import { SearchResultGroups } from '../components/search-result-groups';
import { useDebouncedSearchParam } from '../hooks/use-debounced-search-param';
import '../search.css';
import { PageHero } from '@web/components/page-hero';

/** product §8 'Other public': a message, not page content. */
export const searchErrorMessage = 'Der opstod en fejl under søgningen';

function NoResults({ query }: { query: string }) {
  return (
    <div className="search-state">
      <p role="status">{fillContent(useContent('search-no-results'), { query })}</p>
      <p>{useContent('search-no-results-hint')}</p>
      <Link to={pagePath('products')} className="btn btn--primary btn--small">
        {useContent('search-no-results-button')}
      </Link>
    </div>
  );
}

function SearchOutcome({ query }: { query: string }) {
  const { data, isPending, isError, isFetching, refetch } = useSearchResults(query);
  const texts = {
    prompt: useContent('search-prompt'),
    retry: useContent('search-retry'),
    searching: useContent('search-searching'),
    countOne: useContent('search-count-one'),
    countMany: useContent('search-count-many'),
  };

  if (query === '') return <p className="search-state">{texts.prompt}</p>;
  if (isError) {
    return (
      <div className="search-state" role="alert">
        <p>{searchErrorMessage}</p>
        <button type="button" className="btn btn--outline btn--small" onClick={() => refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (isPending || (isFetching && data?.query !== query)) {
    return (
      <p className="search-state" role="status">
        {texts.searching}
      </p>
    );
  }
  if (data.total === 0) return <NoResults query={query} />;
  const count = data.total === 1 ? texts.countOne : texts.countMany;
  return (
    <>
      <p className="search-count" role="status">
        {fillContent(count, { count: data.total, query })}
      </p>
      <SearchResultGroups results={data} />
    </>
  );
}

const fieldId = 'search-page-input';

/**
 * `/search?q=`: a search box that updates the address, and the server's grouped hits. The
 * box is a real form (`GET /search?q=…`): sent before the app has started, the page renderer
 * answers it with the hits.
 */
export function SearchPage() {
  const { text, setText, query, search, field } = useDebouncedSearchParam();

  return (
    <>
      <PageHero title={useContent('search-title')} intro={useContent('search-subtitle')} />
      <div className="page-body container search-page">
        <form
          role="search"
          className="search-box"
          method="get"
          action={pagePath('search')}
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <label htmlFor={fieldId} className="search-box__label">
            {useContent('search-label')}
          </label>
          <div className="search-box__field">
            <SearchIcon />
            <input
              ref={field}
              id={fieldId}
              name="q"
              type="search"
              className="search-box__input"
              value={text}
              placeholder={useContent('search-placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </form>
        <SearchOutcome query={query} />
      </div>
    </>
  );
}
