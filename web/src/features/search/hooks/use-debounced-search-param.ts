import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalizeSearchQuery } from '@web/lib/search-query';

/** product §9: the search page waits this long after typing before it searches. */
export const searchDebounceMs = 300;

/**
 * The search box text, and the `q` of the address it updates 300 ms after the last key
 * stroke. A new `q` from elsewhere (the navbar search) replaces the text.
 */
export function useDebouncedSearchParam() {
  const [params, setParams] = useSearchParams();
  const urlQuery = normalizeSearchQuery(params.get('q') ?? '') ?? '';
  const [text, setText] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);

  // Adjusting state while rendering (not in an effect) when the address changed elsewhere.
  if (syncedQuery !== urlQuery) {
    setSyncedQuery(urlQuery);
    if ((normalizeSearchQuery(text) ?? '') !== urlQuery) setText(urlQuery);
  }

  useEffect(() => {
    const typed = normalizeSearchQuery(text) ?? '';
    if (typed === urlQuery) return;
    const timer = setTimeout(() => {
      setParams(typed ? { q: typed } : {}, { replace: true });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, urlQuery, setParams]);

  return { text, setText, query: urlQuery };
}
