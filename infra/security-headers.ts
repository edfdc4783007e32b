/**
 * The site's security headers, defined once: CloudFront's response headers policy sends them
 * on every behaviour (the SPA, `/api/*`, `/media/*`) and the local twin's gateway on every
 * answer, so the browser suite runs under the same policy as production.
 *
 * The Content-Security-Policy allows no inline script except by hash (the route-aware
 * preload script that the build writes into index.html), no plugins, no framing of the site,
 * and only the origins the site talks to: its own, Cognito, the WebSocket API, the buckets
 * that take presigned uploads (and show a gallery's presigned downloads), the map's tile server
 * and YouTube's embeds and thumbnails.
 */
import { createHash } from 'node:crypto';

export interface ContentSecurityPolicySources {
  /** sha256 hashes (base64) of the inline scripts of index.html. */
  scriptHashes: readonly string[];
  /** Origins scripts may fetch from or connect to besides the site's own. */
  connect: readonly string[];
  /** Origins images may come from besides the site's own (map tiles). */
  images: readonly string[];
  /**
   * Origins of presigned downloads the pages show as images and play as video (the private
   * bucket: a booking's gallery, decision 0034).
   */
  downloads?: readonly string[];
}

/** YouTube, for embedded videos and their thumbnails (youtube-nocookie: no tracking cookie). */
export const youtubeEmbedOrigin = 'https://www.youtube-nocookie.com';
export const youtubeThumbnailOrigin = 'https://i.ytimg.com';
/** The coverage map's default tiles (web/src/features/coverage/lib/map-tile-url.ts). */
export const openStreetMapTileOrigin = 'https://*.tile.openstreetmap.org';

/** The origin of a tile URL template such as `https://{s}.tile.example/{z}/{x}/{y}.png`. */
export function tileOrigin(template: string): string | undefined {
  const match = /^(https?:\/\/)([^/]+)/.exec(template.trim());
  if (!match) return undefined;
  return `${match[1]}${match[2]!.replace(/\{[^}]+\}/g, '*')}`;
}

/** The base64 sha256 of every inline `<script>` of an HTML page, for `script-src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    // A data block (the page's JSON state, JSON-LD) is never run, so the CSP need not allow it.
    if (!executableScriptType(match[1] ?? '')) continue;
    hashes.push(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return hashes;
}

/** Whether a script element with these attributes runs: no type, a JavaScript type or module. */
function executableScriptType(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type === undefined || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type)
  );
}

export function contentSecurityPolicy(sources: ContentSecurityPolicySources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.scriptHashes.map((hash) => `'sha256-${hash}'`)],
    // Styles set from script (Leaflet, the theme's custom properties) and style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      youtubeThumbnailOrigin,
      ...sources.images,
      ...(sources.downloads ?? []),
    ],
    'media-src': ["'self'", 'blob:', ...(sources.downloads ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sources.connect],
    'frame-src': [youtubeEmbedOrigin],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** The other security headers, the same everywhere. */
export const securityHeaderValues = {
  strictTransportSecurity: { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: true },
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  frameOptions: 'DENY',
  contentTypeOptions: 'nosniff',
} as const;

/** Every security header as plain HTTP headers (the twin sends these). */
export function securityHeaders(csp: string): Record<string, string> {
  const hsts = securityHeaderValues.strictTransportSecurity;
  return {
    'content-security-policy': csp,
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}${hsts.preload ? '; preload' : ''}`,
    'referrer-policy': securityHeaderValues.referrerPolicy,
    'permissions-policy': securityHeaderValues.permissionsPolicy,
    'x-frame-options': securityHeaderValues.frameOptions,
    'x-content-type-options': securityHeaderValues.contentTypeOptions,
  };
}
