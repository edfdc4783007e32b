/**
 * Serves the built SPA like CloudFront does: hashed assets cached for a year, index.html
 * never cached, extension-less paths (deep links) answered with index.html, and text
 * assets compressed (brotli or gzip, computed once and kept in memory).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

interface CachedFile {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  mtimeMs: number;
}

export function createStaticSite(root: string) {
  const cache = new Map<string, CachedFile>();

  function load(file: string): CachedFile | undefined {
    if (!existsSync(file) || !statSync(file).isFile()) return undefined;
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const raw = readFileSync(file);
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const entry: CachedFile = { type, raw, mtimeMs };
    if (compressible.test(type) && raw.length > 1024) {
      entry.br = zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      entry.gzip = zlib.gzipSync(raw, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: CachedFile, cacheControl: string) {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': cacheControl,
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
    };
    let body = file.raw;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    serve(req: IncomingMessage, res: ServerResponse, url: URL) {
      const index = load(path.join(root, 'index.html'));
      if (!index) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Siden er ikke bygget endnu (web/dist mangler).');
      }
      let decoded: string;
      try {
        decoded = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Ikke fundet');
      }
      const relative = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
      const hasExtension = path.extname(relative) !== '';
      if (!hasExtension) return send(req, res, index, 'no-cache');
      const file = load(path.join(root, relative));
      if (!file || !path.join(root, relative).startsWith(root)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Ikke fundet');
      }
      const immutable = relative.startsWith(`${path.sep}assets${path.sep}`);
      send(
        req,
        res,
        file,
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  };
}
