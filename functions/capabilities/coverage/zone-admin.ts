/**
 * Address zones (product §2 'Address zones', 5 'Zone'): the centre address is geocoded when a
 * zone is saved (Amazon Location in AWS, the gazetteer in the twin), so coverage checks never
 * geocode a zone again; an address that cannot be found is refused and nothing is written.
 * A zone saved active mails the waiting coverage requests it covers (product §4).
 */
import type { Zone } from '@shared/api/entities';
import { zoneAdminTexts as t } from '@shared/texts/admin-catalog';
import * as zones from '@functions/stores/zones';
import { tellRequestersCoveredBy } from './coverage-request-operations';
import { geocode } from '@functions/geo/geocode';
import { HttpError, notFound, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';

async function centreOf(address: string): Promise<{ center_lat: number; center_lon: number }> {
  let found: Awaited<ReturnType<typeof geocode>>;
  try {
    found = await geocode(address);
  } catch (error) {
    logger.error('zone_centre_geocode_failed', { error });
    found = null;
  }
  if (!found) throw new HttpError(422, t.addressNotFound, 'address_not_found');
  return { center_lat: found.lat, center_lon: found.lon };
}

const existing = <T>(write: () => Promise<T>): Promise<T> => orNotFound(t.zoneNotFound, write);

/** A zone saved active tells the waiting coverage requests it now covers. */
async function toldRequesters(zone: Zone): Promise<Zone> {
  if (zone.is_active) await tellRequestersCoveredBy(zone);
  return zone;
}

export const zoneOperations = {
  listAdminZones: (): Promise<Zone[]> => zones.listZones(false),

  async createZone({ body }: InputOf<'createZone'>): Promise<Zone> {
    const centre = await centreOf(body.center_address);
    return toldRequesters(await zones.createZone({ ...body, ...centre }));
  },

  async updateZone({ params, body }: InputOf<'updateZone'>): Promise<Zone> {
    const current = await zones.getZone(params.id);
    if (!current) throw notFound(t.zoneNotFound);
    const moved =
      body.center_address !== undefined && body.center_address !== current.center_address;
    const centre = moved ? await centreOf(body.center_address!) : {};
    return toldRequesters(
      await existing(() => zones.updateZone(params.id, { ...body, ...centre })),
    );
  },

  toggleZone: async ({ params }: InputOf<'toggleZone'>): Promise<Zone> =>
    toldRequesters(await existing(() => zones.toggleZone(params.id))),

  deleteZone: ({ params }: InputOf<'deleteZone'>): Promise<Zone> =>
    existing(() => zones.deleteZone(params.id)),
};
