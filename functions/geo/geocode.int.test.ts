import type { SearchPlaceIndexForTextCommandOutput } from '@aws-sdk/client-location';
import { describe, expect, it } from 'vitest';
import { getCachedGeocode } from './geocode-cache';
import { uniqueId } from '@tests/support/table-data';
import { geocode } from './geocode';
import { geocodeWithLocation, type PlaceSearch } from './location-geocoder';

/** A fake place index that records what it was asked. */
function fakeSearch(point: [lon: number, lat: number] | null) {
  const asked: string[] = [];
  const search: PlaceSearch = async (text) => {
    asked.push(text);
    return {
      Results: point ? [{ Place: { Label: `${text}, DNK`, Geometry: { Point: point } } }] : [],
    } as unknown as SearchPlaceIndexForTextCommandOutput;
  };
  return { search, asked };
}

describe('geocodeWithLocation', () => {
  it('searches once per address and answers later calls from the table cache', async () => {
    const address = `${uniqueId('Testvej')} 1, 8000 Aarhus C`;
    const { search, asked } = fakeSearch([10.2, 56.15]);
    const first = await geocodeWithLocation(address, search);
    expect(first).toEqual({ lat: 56.15, lon: 10.2, label: `${address}, DNK` });
    // Same address with other case and spacing: served from the cache.
    expect(await geocodeWithLocation(`  ${address.toUpperCase()}`, search)).toEqual(first);
    expect(asked).toEqual([address]);
    expect(await getCachedGeocode(address)).toEqual(first);
  });

  it('caches misses too', async () => {
    const address = uniqueId('Ukendt sted');
    const { search, asked } = fakeSearch(null);
    expect(await geocodeWithLocation(address, search)).toBeNull();
    expect(await geocodeWithLocation(address, search)).toBeNull();
    expect(asked).toHaveLength(1);
    expect(await getCachedGeocode(address)).toBeNull();
  });

  it('does not cache a failing search', async () => {
    const address = uniqueId('Fejlvej');
    const failing: PlaceSearch = () => Promise.reject(new Error('throttled'));
    await expect(geocodeWithLocation(address, failing)).rejects.toThrow('throttled');
    expect(await getCachedGeocode(address)).toBeUndefined();
  });
});

describe('geocode (local twin: GEOCODER=gazetteer)', () => {
  it('resolves through the offline gazetteer', async () => {
    expect(await geocode('Vestergade 1, 8000 Aarhus C')).toMatchObject({ label: '8000 Aarhus C' });
    expect(await geocode('Ingen steder 1')).toBeNull();
    expect(await geocode('   ')).toBeNull();
  });
});
