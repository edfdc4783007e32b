/**
 * The page Lambda (decision 23): CloudFront sends it every path that is not the API, media,
 * an asset or another file (infra/constructs/page-renderer.ts) through its function URL, and
 * caches what it answers for at most 30 seconds (and compresses it, as it does every file). The twin's gateway calls the same handler
 * with the same kind of event (infra/local/pages.ts).
 *
 * Built by `vite build --ssr` into web/dist-server/lambda.mjs, with index.html beside it.
 */
import { readFileSync } from 'node:fs';
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { renderRequest, type RenderOptions } from './render';

export type PageHandler = (event: LambdaFunctionURLEvent) => Promise<LambdaFunctionURLResult>;

/**
 * Without a configured address: the host the visitor asked for, which CloudFront's viewer
 * function forwards (infra/constructs/site-distribution.ts), over HTTPS.
 */
function forwardedSiteUrl(event: LambdaFunctionURLEvent): string {
  const host = event.headers['x-forwarded-host'] ?? '';
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? `https://${host}` : 'https://localhost';
}

/** A handler rendering with these options ('' as siteUrl: from the request); `handler` below is the Lambda's own. */
export function createPageHandler(options: RenderOptions): PageHandler {
  return async (event) => {
    const method = event.requestContext.http.method;
    if (method !== 'GET' && method !== 'HEAD') {
      return { statusCode: 405, headers: { allow: 'GET, HEAD' }, body: '' };
    }
    const siteUrl = options.siteUrl || forwardedSiteUrl(event);
    const url = new URL(
      `${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`,
      siteUrl,
    );
    const started = performance.now();
    const rendered = await renderRequest(url, { ...options, siteUrl });
    const headers: Record<string, string> = {
      ...rendered.headers,
      'server-timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
    };
    return {
      statusCode: rendered.status,
      headers,
      body: method === 'HEAD' ? '' : rendered.body,
    };
  };
}

/**
 * Reads the built stylesheets copied beside the renderer (`assets/*.css`, see
 * web/vite.config.ts), once each.
 */
export function styleReader(dir: URL): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (!/^assets\/[\w.-]+\.css$/.test(file)) return undefined;
    if (!cache.has(file)) {
      try {
        cache.set(file, readFileSync(new URL(file, dir), 'utf8'));
      } catch {
        cache.set(file, undefined);
      }
    }
    return cache.get(file);
  };
}

let lambdaHandler: PageHandler | undefined;

/**
 * The Lambda's entry: SITE_URL and API_ORIGIN from its environment, index.html and the
 * stylesheets beside it.
 */
export const handler: PageHandler = (event) => {
  lambdaHandler ??= createPageHandler({
    siteUrl: process.env.SITE_URL ?? '',
    apiOrigin: process.env.API_ORIGIN ?? '',
    template: readFileSync(new URL('./index.html', import.meta.url), 'utf8'),
    readStyle: styleReader(new URL('./', import.meta.url)),
  });
  return lambdaHandler(event);
};
