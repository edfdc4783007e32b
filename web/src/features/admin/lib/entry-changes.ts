/**
 * The admin lists' reads and changes, at their paths in the route table. A list is read under
 * its live entity's key, so a live change of it re-reads it. A change is a React Query
 * mutation that adds an entry (POST), edits one (PATCH `…/{id}`), deletes one (DELETE
 * `…/{id}`) or acts on one (POST `…/{id}/toggle`, `…/{id}/mark-paid`...); once it settles it
 * re-reads the queries it was given (the list, and what the change decides elsewhere, e.g.
 * the free times), as the live updates would a moment later.
 */
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveEntity } from '@shared/live/live-updates';
import { apiGet, apiRequest, type ApiBody, type ApiPath } from '@web/lib/api';
import type { PathParams } from '@web/lib/api-path';
import { adminKeys } from '@web/lib/query-keys';

/** An entry's id in its path: a string, or a product's number. */
type EntryId = string | number;

/** A path that names one entry by its id, e.g. `/api/admin/zones/{id}`. */
type EntryPath = `${string}/{id}${string}`;

/** The path parameters of an entry path: its id. */
const idParams = <P extends EntryPath>(id: EntryId) =>
  // The one parameter of an entry path is `{id}`, which TypeScript cannot see in a generic path.
  ({ id }) as PathParams<P>;

/** An admin list, read from `path` under its live entity's key. */
export const adminListQuery = <P extends ApiPath<'GET'>>(entity: LiveEntity, path: P) =>
  queryOptions({
    queryKey: adminKeys.list(entity),
    queryFn: ({ signal }) => apiGet(path, { signal }),
  });

/** The queries a change re-reads once it settles, by their keys. */
type Refresh = readonly QueryKey[];

/** Re-reads the queries under these keys: a change's `onSettled`, so it settles once they are read. */
export function useRefresh(keys: Refresh) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A change that re-reads `refresh` once it settles. */
export function useRefreshingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  refresh: Refresh,
) {
  return useMutation({ mutationFn, onSettled: useRefresh(refresh) });
}

/** Adds an entry: its body POSTed to the list's path. */
export function useAddEntry<P extends ApiPath<'POST'>>(path: P, refresh: Refresh) {
  const add = (body: ApiBody<'POST', P>) => apiRequest('POST', path, { body });
  return useRefreshingMutation(add, refresh);
}

/** Edits an entry: the changed fields PATCHed to the entry's path. */
export function useEditEntry<P extends ApiPath<'PATCH'> & EntryPath>(path: P, refresh: Refresh) {
  const edit = ({ id, body }: { id: EntryId; body: ApiBody<'PATCH', P> }) =>
    apiRequest('PATCH', path, { params: idParams<P>(id), body });
  return useRefreshingMutation(edit, refresh);
}

/** Deletes an entry. */
export function useDeleteEntry<P extends ApiPath<'DELETE'> & EntryPath>(path: P, refresh: Refresh) {
  const remove = (id: EntryId) => apiRequest('DELETE', path, { params: idParams<P>(id) });
  return useRefreshingMutation(remove, refresh);
}

/** An action on an entry that takes no body, e.g. switching it on or off (`…/{id}/toggle`). */
export function useEntryAction<P extends ApiPath<'POST'> & EntryPath>(path: P, refresh: Refresh) {
  const act = (id: EntryId) => apiRequest('POST', path, { params: idParams<P>(id) });
  return useRefreshingMutation(act, refresh);
}

/**
 * A list's usual changes: `create` adds an entry at the list's path, `update` and `remove`
 * edit and delete one at the entry's path.
 */
export function useEntryChanges<
  List extends ApiPath<'POST'>,
  Entry extends ApiPath<'PATCH'> & ApiPath<'DELETE'> & EntryPath,
>(paths: { list: List; entry: Entry }, refresh: Refresh) {
  return {
    create: useAddEntry(paths.list, refresh),
    update: useEditEntry(paths.entry, refresh),
    remove: useDeleteEntry(paths.entry, refresh),
  };
}
