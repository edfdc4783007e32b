/**
 * The twin's security headers: the production definition (infra/security-headers.ts) with the
 * twin's origins (presigned uploads go to the S3 stand-in's port; tiles to the configured
 * server) and the hash of the preload script of the index.html it serves, read again when the
 * site is rebuilt.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  openStreetMapTileOrigin,
  securityHeaders,
  tileOrigin,
} from '../security-headers';

interface TwinSiteOptions {
  webDist: string;
  s3Endpoint: string;
  webConfig: Record<string, unknown>;
}

export function twinSecurityHeaders(options: TwinSiteOptions): () => Record<string, string> {
  const indexPath = path.join(options.webDist, 'index.html');
  const tiles =
    typeof options.webConfig.mapTileUrl === 'string'
      ? tileOrigin(options.webConfig.mapTileUrl)
      : openStreetMapTileOrigin;
  const connect = [new URL(options.s3Endpoint).origin];
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;

  return () => {
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(indexPath).mtimeMs;
    } catch {
      // Not built yet: no inline script to allow.
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = mtimeMs < 0 ? '' : readFileSync(indexPath, 'utf8');
      const csp = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        connect,
        images: tiles ? [tiles] : [],
        downloads: connect,
      });
      cached = { mtimeMs, headers: securityHeaders(csp) };
    }
    return cached.headers;
  };
}
