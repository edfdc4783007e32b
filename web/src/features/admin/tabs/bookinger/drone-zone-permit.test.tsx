/**
 * A booking in a drone zone on the admin's card (product §4 'Drone zones'): which zone and how
 * far, and 'Tilladelse modtaget' as a checkbox ticked as stored; nothing without a zone.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { DroneZonePermit } from './drone-zone-permit';

const booking = {
  id: 'b-zone',
  address: 'Kastrupvej 100, 2770 Kastrup',
  drone_zone: {
    source: 'airfield',
    name: 'Københavns Lufthavn, Kastrup',
    ident: 'EKCH',
    kind: 'imc',
    distance_km: 2.2,
    limit_km: 8,
    permit_required: true,
  },
} as Booking;

const checkbox = (html: string) =>
  /<label class="admin-check"><input type="checkbox"([^>]*)\/?>Tilladelse modtaget<\/label>/.exec(
    html,
  );

describe("the booking card's drone zone", () => {
  it('names the zone and the distance, with the permit checkbox unticked until received', () => {
    const html = renderAdmin(<DroneZonePermit booking={booking} />);
    expect(html).toContain('Dronezone');
    expect(html).toContain('Adressen ligger 2,2 km fra Københavns Lufthavn, Kastrup. Inden for');
    expect(checkbox(html)?.[1]).not.toContain('checked');
  });

  it('ticks the checkbox once the permit is received', () => {
    const html = renderAdmin(<DroneZonePermit booking={{ ...booking, permit_received: true }} />);
    expect(checkbox(html)?.[1]).toContain('checked');
  });

  it('shows a guidance-only zone without the checkbox, and nothing without a zone', () => {
    const guidance = renderAdmin(
      <DroneZonePermit
        booking={{
          ...booking,
          drone_zone: {
            source: 'owner',
            name: 'Havnen',
            ident: null,
            kind: null,
            distance_km: null,
            limit_km: null,
            permit_required: false,
          },
        }}
      />,
    );
    expect(guidance).toContain('Adressen ligger i zonen »Havnen«.');
    expect(checkbox(guidance)).toBeNull();
    expect(renderAdmin(<DroneZonePermit booking={{ ...booking, drone_zone: null }} />)).toBe('');
  });
});
