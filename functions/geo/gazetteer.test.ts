import { describe, expect, it } from 'vitest';
import { distanceKm } from '@shared/domain/distance';
import { geocodeWithGazetteer, postTowns } from './gazetteer';
import { placeNameKey } from './place-names';

const aarhus = { lat: 56.157, lon: 10.211 };
const copenhagen = { lat: 55.676, lon: 12.568 };

/** Asserts the address resolves within `km` of a known point, with the given label. */
function expectNear(address: string, point: { lat: number; lon: number }, label: string, km = 5) {
  const found = geocodeWithGazetteer(address);
  expect(found, address).not.toBeNull();
  expect(found!.label, address).toBe(label);
  expect(distanceKm(found!, point), address).toBeLessThan(km);
}

describe('geocodeWithGazetteer', () => {
  it('resolves addresses by their postcode', () => {
    expectNear('Rådhuspladsen 2, 8000 Aarhus C', aarhus, '8000 Aarhus C');
    expectNear('Vestergade 1, 8000 Aarhus C', aarhus, '8000 Aarhus C');
    expectNear('Rådhuspladsen 1, 1550 København V', copenhagen, '1550 København V');
    expectNear('Nørregade 10, 5000 Odense C', { lat: 55.396, lon: 10.389 }, '5000 Odense C');
    expectNear('Algade 5, 9000 Aalborg', { lat: 57.048, lon: 9.919 }, '9000 Aalborg');
    expectNear('Strandvejen 100, 2900 Hellerup', { lat: 55.731, lon: 12.57 }, '2900 Hellerup');
    expectNear('Torvet 1, 6700 Esbjerg', { lat: 55.476, lon: 8.459 }, '6700 Esbjerg');
  });

  it('prefers the postcode over a town name and over a four-digit house number', () => {
    expect(geocodeWithGazetteer('Vestergade 1, 8000 Odense')?.label).toBe('8000 Aarhus C');
    expect(geocodeWithGazetteer('Industrivej 1200, 7100 Vejle')?.label).toBe('7100 Vejle');
    expect(geocodeWithGazetteer('DK-9990 Skagen')?.label).toBe('9990 Skagen');
  });

  it('resolves a town name alone, in any case, with or without district and Danish letters', () => {
    expectNear('Skagen', { lat: 57.721, lon: 10.583 }, '9990 Skagen');
    expectNear('Vejle', { lat: 55.709, lon: 9.536 }, '7100 Vejle');
    expectNear('  aarhus ', aarhus, '8000 Aarhus C');
    expectNear('Århus', aarhus, '8000 Aarhus C');
    expectNear('KØBENHAVN', copenhagen, '1000 København K');
    expectNear('Kobenhavn', copenhagen, '1000 København K');
    expectNear('Åbenrå', { lat: 55.044, lon: 9.418 }, '6200 Aabenraa');
    expectNear('Torvet 1, Vejle, Danmark', { lat: 55.709, lon: 9.536 }, '7100 Vejle');
    expectNear('Strandvejen 100 Hellerup', { lat: 55.731, lon: 12.57 }, '2900 Hellerup');
  });

  it('answers null for what it does not know', () => {
    expect(geocodeWithGazetteer('')).toBeNull();
    expect(geocodeWithGazetteer('   ')).toBeNull();
    expect(geocodeWithGazetteer('Blabla 12')).toBeNull();
    expect(geocodeWithGazetteer('Hovedgaden 1, 0999 Ingenby')).toBeNull();
    expect(geocodeWithGazetteer('Unter den Linden 1, Berlin')).toBeNull();
  });
});

describe('the gazetteer data', () => {
  it('has several hundred post towns, all inside Denmark', () => {
    expect(postTowns.length).toBeGreaterThan(550);
    for (const town of postTowns) {
      expect(town.lat, town.name).toBeGreaterThan(54.5);
      expect(town.lat, town.name).toBeLessThan(57.8);
      expect(town.lon, town.name).toBeGreaterThan(8);
      expect(town.lon, town.name).toBeLessThan(15.2);
      expect(town.lastPostcode).toBeGreaterThanOrEqual(town.firstPostcode);
    }
  });

  it('lists each postcode once, ascending, ranges not overlapping', () => {
    for (let i = 1; i < postTowns.length; i += 1) {
      expect(postTowns[i]!.firstPostcode, postTowns[i]!.name).toBeGreaterThan(
        postTowns[i - 1]!.lastPostcode,
      );
    }
  });
});

describe('placeNameKey', () => {
  it('lets spelling variants of Danish names meet', () => {
    expect(placeNameKey('Aarhus')).toBe(placeNameKey('Århus'));
    expect(placeNameKey('Aabenraa')).toBe(placeNameKey('ÅBENRÅ'));
    expect(placeNameKey('Køge')).toBe(placeNameKey('Koge'));
    expect(placeNameKey('Næstved')).toBe(placeNameKey('Nastved'));
    expect(placeNameKey('  Sønder   Omme ')).toBe('sonder omme');
  });
});
