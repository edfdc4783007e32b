/**
 * The query parameters each prerendered page is rendered with (issue 40: its filter and its
 * forms work before the app has started): CloudFront keys its page cache on these and
 * forwards only these to the page Lambda (infra/constructs/site-distribution.ts). A page's
 * other parameters change nothing in its HTML. Not in the page table, which the browser's
 * first load carries.
 */
import type { PageQuery } from './pages';
import type { PrerenderedPageId } from './seo';

/** The pages rendered on the server with their content besides the prerendered ones. */
type RenderedPageId = PrerenderedPageId | 'gallery';

export const renderedQuery = {
  products: ['type'],
  coverage: ['address'],
  contact: ['newsletter'],
  search: ['q'],
  // The delivery mail's signed link (web/src/server/gallery-page.ts), and what became of its
  // 'Betal nu' posted as a plain form (shared/site/gallery-payment-post.ts); never cached.
  gallery: ['booking', 'expires', 'sig', 'payment'],
} as const satisfies { [Id in RenderedPageId]?: readonly (keyof PageQuery<Id>)[] };

/** Every query parameter some prerendered page is rendered with. */
export const renderedQueryParameters = (): string[] => [
  ...new Set(Object.values<readonly string[]>(renderedQuery).flat()),
];
