/** The external images tab's reads and changes; each change re-reads the list. */
import { adminKeys } from '@web/lib/query-keys';
import { adminListQuery, useAddEntry, useDeleteEntry } from '@web/features/admin/lib/entry-changes';

export const externalImagesQueryOptions = adminListQuery(
  'external_images',
  '/api/admin/external-images',
);

export function useExternalImageChanges() {
  const refresh = [adminKeys.list('external_images')];
  return {
    create: useAddEntry('/api/admin/external-images', refresh),
    remove: useDeleteEntry('/api/admin/external-images/{id}', refresh),
  };
}
