import type { DroneZoneNotice as Zone } from '@shared/api/drone-zones';
import { officialDroneMapUrl } from '@shared/domain/drone-zones/airfields';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';
import { droneZoneSentence } from '@web/lib/drone-zone-text';
import './drone-zone.css';

/**
 * The server's word that the address lies in a drone zone (product §4 'Drone zones'): which
 * zone and how far, that a permit takes time (the times start after the lead days), and the
 * official map for the final word. Guidance only.
 */
export function DroneZoneNotice({ zone, leadDays }: { zone: Zone; leadDays: number }) {
  return (
    <section className="booking-drone-zone" aria-labelledby="booking-drone-zone-title">
      <h3 id="booking-drone-zone-title">{t.noticeHeading}</h3>
      <p>{droneZoneSentence(zone)}</p>
      {zone.permit_required && leadDays > 0 ? (
        <p>{fillText(t.noticePermit, { days: leadDays })}</p>
      ) : null}
      <p>
        {t.noticeGuidance}{' '}
        <a href={officialDroneMapUrl} target="_blank" rel="noopener noreferrer">
          {t.officialMapLink}
        </a>
      </p>
      {zone.source === 'airfield' ? (
        <p className="booking-drone-zone__source">{t.airfieldSource}</p>
      ) : null}
    </section>
  );
}
