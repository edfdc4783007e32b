/**
 * `npm run smoke -- <url>`: the read-only smoke checks of infra/ops/smoke-checks.ts against a
 * deployed site (or a local twin), one line per check and a summary. Exit code 0 when every
 * check passed, 1 when one failed, 2 for bad usage (no URL, or not a site's root URL).
 */
import { parseSiteUrl, runSmokeChecks } from './smoke-checks';

const usage = 'usage: npm run smoke -- <site URL>   (e.g. npm run smoke -- https://dronefoto.dk)';

async function main(args: string[]): Promise<number> {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    console.log(usage);
    return 0;
  }
  if (args.length > 1) {
    console.error(`one URL expected, got ${args.length} arguments\n${usage}`);
    return 2;
  }
  const site = parseSiteUrl(args[0]);
  if ('error' in site) {
    console.error(`${site.error}\n${usage}`);
    return 2;
  }
  console.log(`Smoke checks of ${site.origin} (read-only)`);
  const results = await runSmokeChecks(site.origin);
  for (const result of results)
    console.log(result.ok ? `✓ ${result.name}` : `✗ ${result.name} — ${result.detail}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(
    failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`,
  );
  return failed ? 1 : 0;
}

// `npm run smoke -- <url>` passes the URL alone; a literal `--` (tsx directly) is skipped.
process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
