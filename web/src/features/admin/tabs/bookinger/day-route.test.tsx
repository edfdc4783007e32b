/** 'Dagens rute' as the owner sees it: the date by its label, the route in order, the map link. */
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DayRoute } from '@shared/api/day-route';
import { adminKeys } from '@web/lib/query-keys';
import { attributeOf, controlOf, renderAdmin } from '@web/features/admin/test-support/render-admin';
import { DayRouteSection } from './day-route';

const date = '2026-12-01';

const route: DayRoute = {
  date,
  base_address: 'Vestergade 1, 8000 Aarhus C',
  buffer_minutes: 15,
  opens: '08:00',
  closes: '17:00',
  stops: [
    {
      booking_id: 'a',
      time: '10:00',
      end_time: '11:30',
      duration_minutes: 90,
      address: 'Torvet 1, 6700 Esbjerg',
      address_map_url: 'https://www.google.com/maps/search/?api=1&query=Torvet+1',
      access_notes: 'Portkode 1234\nParkering i gården',
      booking_number: 'B-1042',
      product_name: 'Dronefoto – Bolig',
      customer_email: 'kunde@example.dk',
      customer_name: 'Mette Hansen',
      customer_phone: '+45 12 34 56 78',
      outside_hours: true,
    },
    {
      booking_id: 'b',
      time: '12:00',
      end_time: '12:30',
      duration_minutes: 30,
      address: 'Eksempelvej 1, 8000 Aarhus C',
      address_map_url: 'https://www.google.com/maps/search/?api=1&query=Eksempelvej+1',
      access_notes: null,
      booking_number: null,
      product_name: 'Dronefoto – Enkeltbillede',
      customer_email: 'anden@example.dk',
      customer_name: null,
      customer_phone: null,
      outside_hours: false,
    },
  ],
  legs: [
    { from: null, to: 'a', drive_minutes: 155, spare_minutes: 40 },
    { from: 'a', to: 'b', drive_minutes: 40, spare_minutes: -25 },
    { from: 'b', to: null, drive_minutes: null, spare_minutes: null },
  ],
  map_url: 'https://www.google.com/maps/dir/?api=1&origin=Vestergade',
};

const render = (answer: DayRoute) =>
  renderAdmin(
    <MemoryRouter>
      <DayRouteSection today={date} />
    </MemoryRouter>,
    [[adminKeys.dayRoute(date), answer]],
  );

/** The texts of the route's items, in order, as a screen reader has them (tags removed). */
const itemsOf = (html: string) => {
  const list = /<ol class="admin-route"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li [^>]*>(.*?)<\/li>/gs)].map((match) =>
    match[1]!
      .replace(/<span [^>]*aria-hidden="true">[^<]*<\/span>/g, '')
      .replace(/<\/(dt|dd|h4|p)>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
};

describe('Dagens rute', () => {
  it("is a section named 'Dagens rute' with a date field 'Dato' set to the day", () => {
    const html = render(route);
    const headingId = /<h3 id="([^"]+)">Dagens rute<\/h3>/.exec(html)?.[1];
    expect(html).toContain(`<section class="admin-day-route" aria-labelledby="${headingId}">`);
    const field = controlOf(html, 'Dato');
    expect(attributeOf(field, 'type')).toBe('date');
    expect(attributeOf(field, 'value')).toBe(date);
  });

  it('lists the base, each drive with the time to spare, each stop and the way home', () => {
    const html = render(route);
    expect(html).toContain('aria-label="Ruten tirsdag d. 1. december 2026"');
    expect(itemsOf(html)).toEqual([
      'Udgangsadresse: Vestergade 1, 8000 Aarhus C',
      'Kørsel 2 t 35 min · 40 min til overs',
      // The pilot reads the number, who to ask for and the phone to tap; the closed hours are marked.
      '10:00–11:30 · Dronefoto – Bolig Uden for bookingtiderne Booking-nr. B-1042 Adresse Torvet 1, 6700 Esbjerg Vis adressen i kort (åbner i et nyt vindue) Adgangsforhold Portkode 1234 Parkering i gården Navn Mette Hansen Telefon +45 12 34 56 78 Kunde kunde@example.dk',
      'Kørsel 40 min · Kan ikke nås: mangler 25 min',
      '12:00–12:30 · Dronefoto – Enkeltbillede Adresse Eksempelvej 1, 8000 Aarhus C Vis adressen i kort (åbner i et nyt vindue) Kunde anden@example.dk',
      'Kørsel ukendt',
      'Tilbage til udgangsadressen',
    ]);
    expect(html).toContain('Arbejdsdag 08:00–17:00 · 15 min til at gøre klar på hver adresse');
  });

  it('marks a leg that cannot be made by its words and look, not as an alert', () => {
    const html = render(route);
    expect(html).toContain(
      '<p class="admin-route__leg admin-route__leg--short"><span class="admin-route__warning-mark" aria-hidden="true">!</span>Kørsel 40 min · Kan ikke nås: mangler 25 min</p>',
    );
    expect(html).not.toContain('role="alert"');
  });

  it('names each stop by its time and product, with a phone to tap and the address in a map', () => {
    const html = render(route);
    expect(html).toContain('<a href="tel:+4512345678">+45 12 34 56 78</a>');
    expect(html).toContain(
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=Torvet+1" target="_blank" rel="noopener noreferrer">Vis adressen i kort',
    );
    expect(html).toContain(
      '<article class="admin-booking admin-route__stop" aria-labelledby="day-route-stop-a"><h4 id="day-route-stop-a">10:00–11:30 · Dronefoto – Bolig</h4>',
    );
  });

  it('opens the route in a map in a new window, and says so', () => {
    const html = render(route);
    expect(html).toContain(
      '<a href="https://www.google.com/maps/dir/?api=1&amp;origin=Vestergade" target="_blank" rel="noopener noreferrer">Åbn ruten i kort<span class="visually-hidden"> (åbner i et nyt vindue)</span></a>',
    );
    expect(render({ ...route, map_url: null })).not.toContain('Åbn ruten i kort');
  });

  it('without a base says so and points to Indstillinger', () => {
    const html = render({ ...route, base_address: null, legs: [route.legs[1]!] });
    expect(itemsOf(html)[0]).toBe(
      'Der er ingen udgangsadresse, så køreturen til den første og fra den sidste optagelse er ikke med. Skriv udgangsadressen under Indstillinger',
    );
    expect(html).toMatch(
      /<a href="\/admin\?tab=indstillinger"[^>]*>Skriv udgangsadressen under Indstillinger<\/a>/,
    );
    expect(itemsOf(html)).not.toContain('Tilbage til udgangsadressen');
  });

  it('says when the day has no bookings', () => {
    const html = render({
      ...route,
      stops: [],
      legs: [{ from: null, to: null, drive_minutes: 0, spare_minutes: 540 }],
      map_url: null,
      opens: null,
      closes: null,
    });
    expect(html).toContain('<p class="admin-empty">Ingen bookinger denne dag.</p>');
    expect(html).not.toContain('<ol');
    expect(html).toContain('Ingen åbningstider denne dag');
  });
});
