/**
 * The twin sends the production security headers (infra/security-headers.ts) on the site,
 * the API and media alike, with the CSP allowing index.html's inline script only by hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestGateway } from './gateway';

const api = useTestGateway();

describe('security headers in the twin', () => {
  it.each(['/', '/products', '/api/health', '/api/products', '/api/no-such-route'])(
    '%s carries every security header',
    async (route) => {
      const res = await fetch(`${api.url}${route}`);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('strict-transport-security')).toMatch(
        /^max-age=\d+; includeSubDomains/,
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  it('allows the inline script of the index.html it serves by its hash, and no other', async () => {
    const html = readFileSync(path.join(api.webDist, 'index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = (await fetch(`${api.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});
