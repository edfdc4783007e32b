import { describe, expect, it } from 'vitest';
import { airfieldName, danishAirfieldNames } from './airfield-names';
import { airfields } from './airfields.generated';

describe('airfields by their Danish names', () => {
  it('names Kastrup as Danes do', () => {
    expect(airfieldName({ ident: 'EKCH', name: 'Copenhagen Kastrup Airport' })).toBe(
      'Københavns Lufthavn, Kastrup',
    );
  });

  it('has a Danish name for every generated airfield, and none for an airfield not listed', () => {
    for (const airfield of airfields) {
      expect(danishAirfieldNames[airfield.ident], airfield.ident).toBeDefined();
      expect(airfieldName(airfield), airfield.ident).not.toMatch(/Airport|Air Base|Airfield/);
    }
    expect(Object.keys(danishAirfieldNames).sort()).toEqual(airfields.map((a) => a.ident).sort());
  });

  it('keeps the source name of an airfield it does not know', () => {
    expect(airfieldName({ ident: 'EKXX', name: 'Ny Heliport' })).toBe('Ny Heliport');
  });
});
