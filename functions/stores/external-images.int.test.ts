import { describe, expect, it } from 'vitest';
import { addConnection, listConnections, removeConnection } from '@functions/stores/connections';
import { nextCounterValue } from '@functions/data/counters';
import { NotFoundError } from '@functions/data/errors';
import {
  createExternalImage,
  deleteExternalImage,
  getExternalImage,
  listExternalImages,
} from './external-images';
import { getCachedGeocode, putCachedGeocode } from '@functions/geo/geocode-cache';
import { geocodeKey } from '@functions/data/keys';
import { isSeeded, markSeeded } from '@functions/data/seed-marker';
import { getItem } from '@functions/data/store';
import { pause, uniqueId } from '@tests/support/table-data';
import { epochSeconds } from '@functions/data/ttl';

describe('external images', () => {
  it('creates, lists newest first and deletes', async () => {
    const image = (filename: string) =>
      createExternalImage({
        url: `https://cdn.example/${filename}`,
        filename,
        size: 123_456,
        created_by: uniqueId('admin'),
      });
    const older = await image(`${uniqueId('a')}.webp`);
    await pause(3);
    const newer = await image(`${uniqueId('b')}.webp`);
    const ids = (await listExternalImages()).map((i) => i.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(await getExternalImage(older.id)).toEqual(older);

    expect(await deleteExternalImage(older.id)).toEqual(older);
    expect(await getExternalImage(older.id)).toBeUndefined();
    await expect(deleteExternalImage(older.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('websocket connections', () => {
  it('adds with a 24 h TTL, lists and removes', async () => {
    const id = uniqueId('conn');
    const connection = await addConnection(id, 'user-1', true);
    expect(connection).toMatchObject({ connection_id: id, user_id: 'user-1', is_admin: true });
    expect((await listConnections()).find((c) => c.connection_id === id)).toEqual(connection);
    const anonymous = await addConnection(uniqueId('conn'));
    expect(anonymous).toMatchObject({ user_id: null, is_admin: false });
    await removeConnection(anonymous.connection_id);

    const stored = await getItem({ pk: `WS#${id}`, sk: 'CONNECTION' });
    const ttl = stored?.ttl as number;
    expect(ttl - epochSeconds(new Date())).toBeGreaterThan(23 * 3600);
    expect(ttl - epochSeconds(new Date())).toBeLessThanOrEqual(24 * 3600);

    await removeConnection(id);
    expect((await listConnections()).map((c) => c.connection_id)).not.toContain(id);
  });
});

describe('geocode cache', () => {
  it('caches results and misses for 30 days under a normalised query', async () => {
    const town = uniqueId('Vesterbrogade 1');
    expect(await getCachedGeocode(town)).toBeUndefined();
    await putCachedGeocode(`  ${town.toUpperCase()}   `, {
      lat: 55.67,
      lon: 12.55,
      label: 'København V',
    });
    expect(await getCachedGeocode(town)).toEqual({ lat: 55.67, lon: 12.55, label: 'København V' });

    const nowhere = uniqueId('Ingensteds');
    await putCachedGeocode(nowhere, null);
    expect(await getCachedGeocode(nowhere)).toBeNull();

    const ttl = (await getItem(geocodeKey(town)))?.ttl as number;
    expect(Math.round((ttl - epochSeconds(new Date())) / 86_400)).toBe(30);
  });
});

describe('seed marker and counters', () => {
  it('marks the table seeded once', async () => {
    await markSeeded();
    expect(await isSeeded()).toBe(true);
    expect(await markSeeded()).toBe(false);
  });

  it('counts up atomically', async () => {
    const name = uniqueId('counter');
    const values = await Promise.all(Array.from({ length: 10 }, () => nextCounterValue(name)));
    expect([...values].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
