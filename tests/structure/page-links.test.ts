/**
 * Links to pages are built from the page table (`shared/site/pages.ts`), never written out:
 * the lint rule `site/no-literal-page-path` of eslint.config.js refuses a page path in a
 * string, a JSX attribute or a template literal of the web app, the handlers and shared code.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './source-files';

const rule = 'site/no-literal-page-path';

async function refusedPaths(code: string, filePath = 'web/src/features/x/x.tsx') {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('the lint rule against page paths written out', () => {
  it('refuses JSX attributes, strings and template literals', async () => {
    const messages = await refusedPaths(
      [
        "import { Link, useNavigate } from 'react-router-dom';",
        'export function X({ id }: { id: number }) {',
        '  const navigate = useNavigate();',
        "  void navigate('/login?redirect=%2Fprofile');",
        '  return <>',
        '    <Link to="/products">a</Link>',
        '    <Link to={`/booking/${id}`}>b</Link>',
        '  </>;',
        '}',
        'export const mailLink = (site: string) => `${site}/rate-booking?bookingId=1`;',
      ].join('\n'),
    );
    expect(messages).toEqual([
      "Build links from the page table (shared/site/pages.ts: pagePath, or pageUrl on the server) instead of writing '/login?redirect=%2Fprofile'.",
      expect.stringContaining("'/products'"),
      expect.stringContaining("'/booking/'"),
      expect.stringContaining("'/rate-booking?bookingId=1'"),
    ]);
  }, 60_000);

  it('leaves the API, media, the twin, files and the front page alone', async () => {
    const messages = await refusedPaths(
      [
        "export const api = '/api/products';",
        'export const delivery = (site: string, id: string) => `${site}/api/bookings/${id}/delivery?x=1`;',
        "export const media = '/media/hero.jpg';",
        "export const mail = '/_local/mail';",
        "export const config = '/config.json';",
        "export const icon = '/favicon.svg';",
        "export const ws = '/ws';",
        "export const home = '/';",
        "export const joined = ['a', 'b'].join('/');",
      ].join('\n'),
      'functions/x/x.ts',
    );
    expect(messages).toEqual([]);
  }, 60_000);

  it('does not apply to tests', async () => {
    expect(await refusedPaths("export const p = '/profile';", 'web/src/x.test.ts')).toEqual([]);
  }, 60_000);
});
