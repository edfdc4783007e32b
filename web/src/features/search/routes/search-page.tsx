import { Link } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { useSearchResults } from '../api/use-search-results';
import { SearchResultGroups } from '../components/search-result-groups';
import { useDebouncedSearchParam } from '../hooks/use-debounced-search-param';
import '../search.css';

export const searchErrorMessage = 'Der opstod en fejl under søgningen';

const resultCount = (total: number, query: string) =>
  `${total} ${total === 1 ? 'resultat' : 'resultater'} for "${query}"`;

function SearchOutcome({ query }: { query: string }) {
  const { data, isPending, isError, isFetching, refetch } = useSearchResults(query);

  if (query === '') {
    return (
      <p className="search-state">Skriv et søgeord for at søge i produkter, portfolio og sider.</p>
    );
  }
  if (isError) {
    return (
      <div className="search-state" role="alert">
        <p>{searchErrorMessage}</p>
        <button type="button" className="btn btn--outline btn--small" onClick={() => refetch()}>
          Prøv igen
        </button>
      </div>
    );
  }
  if (isPending || (isFetching && data?.query !== query)) {
    return (
      <p className="search-state" role="status">
        Søger...
      </p>
    );
  }
  if (data.total === 0) {
    return (
      <div className="search-state">
        <p role="status">Ingen resultater for "{query}"</p>
        <p>Prøv et andet søgeord, eller se alle vores tjenester.</p>
        <Link to="/products" className="btn btn--primary btn--small">
          Se alle tjenester
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="search-count" role="status">
        {resultCount(data.total, query)}
      </p>
      <SearchResultGroups results={data} />
    </>
  );
}

/** `/search?q=`: a search box that updates the address, and the server's grouped hits. */
export function SearchPage() {
  const { text, setText, query } = useDebouncedSearchParam();

  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>Søg</h1>
          <p>Find produkter, billeder fra vores arbejde og sider på hjemmesiden.</p>
        </div>
      </header>
      <div className="page-body container search-page">
        <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className="search-box__label">
            Søgeord
          </label>
          <div className="search-box__field">
            <SearchIcon />
            <input
              id="search-page-input"
              type="search"
              className="search-box__input"
              value={text}
              placeholder="Søg produkter, portfolio..."
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
