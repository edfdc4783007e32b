/** The newsletter tab's reads and changes; live updates re-read the lists too. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NewsletterDraftBody,
  NewsletterSendBody,
  TemplateCreateBody,
  TemplatePatchBody,
} from '@shared/api/newsletter-admin';
import { apiGet, apiRequest } from '@web/lib/api';
import { adminKeys } from '@web/lib/query-keys';
import type { LiveEntity } from '@shared/live/live-updates';

export const subscribersQueryOptions = queryOptions({
  queryKey: adminKeys.list('subscribers'),
  queryFn: ({ signal }) => apiGet('/api/admin/subscribers', { signal }),
});

export const newslettersQueryOptions = queryOptions({
  queryKey: adminKeys.list('newsletters'),
  queryFn: ({ signal }) => apiGet('/api/admin/newsletters', { signal }),
});

export const templatesQueryOptions = queryOptions({
  queryKey: adminKeys.list('templates'),
  queryFn: ({ signal }) => apiGet('/api/admin/newsletter-templates', { signal }),
});

export function useNewsletterChanges() {
  const queryClient = useQueryClient();
  const refresh =
    (...entities: LiveEntity[]) =>
    () =>
      Promise.all(
        entities.map((entity) =>
          queryClient.invalidateQueries({ queryKey: adminKeys.list(entity) }),
        ),
      );
  return {
    send: useMutation({
      mutationFn: (body: NewsletterSendBody) =>
        apiRequest('POST', '/api/admin/newsletters', { body }),
      onSettled: refresh('newsletters'),
    }),
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
    cancel: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/newsletters/{id}', { params: { id } }),
      onSettled: refresh('newsletters'),
    }),
    removeSubscriber: useMutation({
      mutationFn: (email: string) =>
        apiRequest('DELETE', '/api/admin/subscribers/{email}', { params: { email } }),
      onSettled: () =>
        Promise.all([
          refresh('subscribers')(),
          queryClient.invalidateQueries({ queryKey: adminKeys.overview }),
        ]),
    }),
    createTemplate: useMutation({
      mutationFn: (body: TemplateCreateBody) =>
        apiRequest('POST', '/api/admin/newsletter-templates', { body }),
      onSettled: refresh('templates'),
    }),
    updateTemplate: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TemplatePatchBody }) =>
        apiRequest('PATCH', '/api/admin/newsletter-templates/{id}', { params: { id }, body }),
      onSettled: refresh('templates'),
    }),
    deleteTemplate: useMutation({
      mutationFn: (id: string) =>
        apiRequest('DELETE', '/api/admin/newsletter-templates/{id}', { params: { id } }),
      onSettled: refresh('templates'),
    }),
  };
}
