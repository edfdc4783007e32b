import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normalizeSearchQuery } from '@web/lib/search-query';
import { useTypedState } from '@web/lib/typed-value';

/** product §9: the search page waits this long after typing before it searches. */
export const searchDebounceMs = 300;

/**
 * The search box text, and the `q` of the address it updates 300 ms after the last key
 * stroke, or at once when the form is sent (`search`). A new `q` from elsewhere (the navbar
 * search) replaces the text. `field` is the input's ref: what was typed before the app started
 * stays.
 */
export function useDebouncedSearchParam() {
  const [params, setParams] = useSearchParams();
  const urlQuery = normalizeSearchQuery(params.get('q') ?? '') ?? '';
  const [text, setText, field] = useTypedState(urlQuery);
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

  const search = useCallback(() => {
    const typed = normalizeSearchQuery(text) ?? '';
    if (typed !== urlQuery) setParams(typed ? { q: typed } : {}, { replace: true });
  }, [text, urlQuery, setParams]);

  return { text, setText, query: urlQuery, search, field };
}
