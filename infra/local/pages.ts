/**
 * The twin's pages as CloudFront serves them (decision 23): every GET of a path without a
 * file extension, `/sitemap.xml` and `/robots.txt` go to the page renderer, the very handler
 * of the page Lambda (web/dist-server/lambda.mjs, built by infra/local/web-build.ts), called
 * with a function-URL event; its answer is compressed as CloudFront compresses it. The twin
 * keeps no cache: every request renders (AWS's CloudFront keeps a page up to 30 seconds).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { pageRendererDir } from './web-build';

type PageHandler = (event: LambdaFunctionURLEvent) => Promise<LambdaFunctionURLResult>;
interface RendererModule {
  createPageHandler(options: {
    siteUrl: string;
    apiOrigin: string;
    template: string;
    readStyle: (file: string) => string | undefined;
  }): PageHandler;
  styleReader(dir: URL): (file: string) => string | undefined;
}

/** The paths CloudFront sends to the page Lambda (infra/constructs/site-distribution.ts). */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') return true;
  return path.posix.extname(pathname) === '';
}

function functionUrlEvent(req: IncomingMessage, url: URL): LambdaFunctionURLEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    requestContext: {
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: String(req.headers['user-agent'] ?? ''),
      },
    },
    isBase64Encoded: false,
  } as LambdaFunctionURLEvent;
}

export function createPageRenderer(options: {
  webDist: string;
  siteUrl: string;
  apiOrigin: string;
}) {
  const dir = pageRendererDir(options.webDist);
  const entry = path.join(dir, 'lambda.mjs');
  let loaded: PageHandler | undefined;

  // Loaded once (the twin builds the site before it starts). Its chunks import the entry by
  // its plain address, so it must not be imported under another (e.g. with a query).
  async function pageHandler(): Promise<PageHandler | undefined> {
    if (loaded) return loaded;
    if (!existsSync(entry)) return undefined;
    const module = (await import(pathToFileURL(entry).href)) as RendererModule;
    loaded = module.createPageHandler({
      siteUrl: options.siteUrl,
      apiOrigin: options.apiOrigin,
      template: readFileSync(path.join(dir, 'index.html'), 'utf8'),
      readStyle: module.styleReader(pathToFileURL(`${dir}/`)),
    });
    return loaded;
  }

  return {
    /** Answers a page path; false when the renderer is not built (the static site answers). */
    async serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
      const handler = await pageHandler();
      if (!handler) return false;
      const result = await handler(functionUrlEvent(req, url));
      if (typeof result === 'string') throw new Error('page renderer: unexpected answer');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(result.headers ?? {}))
        headers[name.toLowerCase()] = String(value);
      let body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (body.length > 1024 && /\bbr\b/.test(accepts)) {
        body = zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        });
        headers['content-encoding'] = 'br';
      } else if (body.length > 1024 && /\bgzip\b/.test(accepts)) {
        body = zlib.gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      headers.vary = 'accept-encoding';
      headers['content-length'] = String(body.length);
      res.writeHead(result.statusCode ?? 200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
