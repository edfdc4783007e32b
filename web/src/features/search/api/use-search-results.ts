import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { searchKey } from '@web/lib/query-keys';

/** The server's grouped results for a normalised query ('' = no search, nothing fetched). */
export function useSearchResults(query: string) {
  return useQuery({
    queryKey: searchKey(query),
    queryFn: ({ signal }) => apiGet('/api/search', { query: { q: query }, signal }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
