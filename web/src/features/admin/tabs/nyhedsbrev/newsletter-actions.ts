/** The newsletter tab's reads and changes; live updates re-read the lists too. */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterDraftBody } from '@shared/api/newsletter-admin';
import { apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';
import {
  adminListQuery,
  useAddEntry,
  useDeleteEntry,
  useEntryChanges,
  useRefreshingMutation,
} from '@web/features/admin/lib/entry-changes';

export const subscribersQueryOptions = adminListQuery('subscribers', '/api/admin/subscribers');

export const newslettersQueryOptions = adminListQuery('newsletters', '/api/admin/newsletters');

export const templatesQueryOptions = adminListQuery('templates', '/api/admin/newsletter-templates');

export function useNewsletterChanges() {
  const newsletters = [adminKeys.list('newsletters')];
  const templates = useEntryChanges(
    { list: '/api/admin/newsletter-templates', entry: '/api/admin/newsletter-templates/{id}' },
    [adminKeys.list('templates')],
  );
  return {
    send: useAddEntry('/api/admin/newsletters', newsletters),
    /** The mail as a subscriber gets it, rendered by the server. */
    preview: useMutation({
      mutationFn: (body: NewsletterDraftBody) =>
        apiRequest('POST', '/api/admin/newsletters/preview', { body }),
    }),
    /** One test mail to the signed-in admin's own address. */
    sendTest: useMutation({
      mutationFn: (body: NewsletterDraftBody) =>
        apiRequest('POST', '/api/admin/newsletters/test', { body }),
    }),
    cancel: useDeleteEntry('/api/admin/newsletters/{id}', newsletters),
    removeSubscriber: useRefreshingMutation(
      (email: string) =>
        apiRequest('DELETE', '/api/admin/subscribers/{email}', { params: { email } }),
      [adminKeys.list('subscribers'), adminKeys.overview],
    ),
    createTemplate: templates.create,
    updateTemplate: templates.update,
    deleteTemplate: templates.remove,
  };
}
