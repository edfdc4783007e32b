/**
 * The admin panel's markup in a unit test, as the browser's first paint has it: the queries'
 * answers are given up front (nothing is fetched) and toasts go nowhere. Tests then find each
 * control by its label, as the browser journeys and screen readers do.
 */
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ToastContext, type ToastApi } from '@web/components/toast/toast-context';

const noToasts: ToastApi = {
  success: () => {},
  error: () => {},
  info: () => {},
  dismiss: () => {},
};

/** Renders `node` with these cached answers (query key, data). */
export function renderAdmin(
  node: ReactNode,
  answers: ReadonlyArray<readonly [QueryKey, unknown]> = [],
): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  for (const [key, data] of answers) client.setQueryData(key, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={noToasts}>{node}</ToastContext.Provider>
    </QueryClientProvider>,
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The opening tag of the control a `<label for>` with exactly this text names (undefined
 * when no label has the text or it names no control).
 */
export function controlOf(html: string, label: string): string | undefined {
  const forId = new RegExp(`<label\\b[^>]*\\sfor="([^"]+)"[^>]*>${escaped(label)}</label>`).exec(
    html,
  )?.[1];
  if (!forId) return undefined;
  return new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sid="${escaped(forId)}"[^>]*>`).exec(
    html,
  )?.[0];
}

/** The control's whole `<select>…</select>` for a label, with its options. */
export function selectOf(html: string, label: string): string | undefined {
  const open = controlOf(html, label);
  if (!open?.startsWith('<select')) return undefined;
  const start = html.indexOf(open);
  return html.slice(start, html.indexOf('</select>', start) + '</select>'.length);
}

/** The value of an attribute in an opening tag. */
export const attributeOf = (tag: string | undefined, name: string): string | undefined =>
  tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
