/**
 * Admin: the owner's drone zones (Adressezoner) and the permit of a booking in a zone
 * (product §4 'Drone zones'). A circle's centre is an address, geocoded when saved, or a
 * latitude and longitude ('55.6179, 12.6560'); an area's GeoJSON is
 * checked here (geometry types, coordinate ranges, size), each refusal a Danish 400.
 */
import type { Booking } from '@shared/api/entities';
import type { DroneZone } from '@shared/api/drone-zones';
import { importGeoJsonArea, type GeoJsonRefusal } from '@shared/domain/drone-zones/geojson-import';
import { bookingTexts } from '@shared/texts/booking';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import { NotFoundError } from '@functions/data/errors';
import { geocode } from '@functions/geo/geocode';
import { badRequest, conflict, notFound, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { getBooking } from '@functions/stores/booking/booking-items';
import { BookingStateError, permitRecorded } from '@functions/stores/booking/booking-changes';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { createDroneZone, deleteDroneZone, listDroneZones } from '@functions/stores/drone-zones';

const geoJsonMessages: Record<GeoJsonRefusal, string> = {
  not_json: t.geoJsonNotJson,
  too_large: t.geoJsonTooLarge,
  no_polygon: t.geoJsonNoPolygon,
  bad_coordinates: t.geoJsonBadCoordinates,
  out_of_range: t.geoJsonOutOfRange,
  ring_not_closed: t.geoJsonRingNotClosed,
  too_many_points: t.geoJsonTooManyPoints,
};

/** '55.6179, 12.6560' (latitude, longitude in degrees, inside Denmark's box): taken as is. */
function coordinatesOf(text: string): { lat: number; lon: number } | null {
  const match = /^\s*(\d{2}(?:[.]\d+)?)\s*[,;]\s*(\d{1,2}(?:[.]\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  return lat >= 54 && lat <= 58 && lon >= 7 && lon <= 16 ? { lat, lon } : null;
}

async function centreOf(address: string): Promise<{ lat: number; lon: number }> {
  const given = coordinatesOf(address);
  if (given) return given;
  let found: Awaited<ReturnType<typeof geocode>>;
  try {
    found = await geocode(address);
  } catch (error) {
    logger.error('drone_zone_centre_geocode_failed', { error });
    found = null;
  }
  if (!found) throw badRequest(t.centreNotFound, 'address_not_found');
  return { lat: found.lat, lon: found.lon };
}

export const droneZoneOperations = {
  listDroneZones: (): Promise<DroneZone[]> => listDroneZones(),

  async createDroneZone({ body }: InputOf<'createDroneZone'>): Promise<DroneZone> {
    if (body.type === 'circle') {
      const centre = await centreOf(body.center_address);
      return createDroneZone({ ...body, ...centre });
    }
    const imported = importGeoJsonArea(body.geojson);
    if ('refusal' in imported) {
      throw badRequest(geoJsonMessages[imported.refusal], `geojson_${imported.refusal}`);
    }
    return createDroneZone({
      type: 'area',
      name: body.name,
      permit_required: body.permit_required,
      geometry: imported.geometry,
    });
  },

  async deleteDroneZone({ params }: InputOf<'deleteDroneZone'>): Promise<DroneZone> {
    return orNotFound(t.zoneNotFound, () => deleteDroneZone(params.id));
  },

  /** 'Tilladelse modtaget' on the admin's booking card. */
  async setBookingPermit({ params, body }: InputOf<'setBookingPermit'>): Promise<Booking> {
    const booking = await getBooking(params.id);
    if (!booking || booking.deleted_at) throw notFound(bookingTexts.bookingNotFound);
    try {
      return await permitRecorded(params.id, body.permit_received);
    } catch (error) {
      if (error instanceof NotFoundError) throw notFound(bookingTexts.bookingNotFound);
      if (error instanceof BookingStateError)
        throw conflict(bookingChangeTexts.alreadyCancelled, 'booking_state');
      throw error;
    }
  },
};
