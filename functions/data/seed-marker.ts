/** The demo-data seed marker (META / SEED): seeding happens once per table. */
import { seedMarkerKey } from './keys';
import { getItem, putIfAbsent } from './store';

export async function isSeeded(): Promise<boolean> {
  return (await getItem(seedMarkerKey, true)) !== undefined;
}

/** Records that the table is seeded; returns false when it already was. */
export async function markSeeded(version = 1): Promise<boolean> {
  return putIfAbsent({
    ...seedMarkerKey,
    entity: 'seed_marker',
    version,
    seeded_at: new Date().toISOString(),
  });
}
