/** Indstillinger's markup: the flying rules below the business's details, each field by its label. */
import { describe, expect, it } from 'vitest';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import { noContactFields } from '@shared/domain/business-contact';
import { adminKeys } from '@web/lib/query-keys';
import { attributeOf, controlOf, renderAdmin } from '@web/features/admin/test-support/render-admin';
import { savedSettings as saved } from '@web/features/admin/test-support/saved-settings';
import { Panel } from './panel';
import { contactErrors } from './business-contact';

const render = (settings: BusinessSettingsView) =>
  renderAdmin(<Panel />, [[adminKeys.settings, settings]]);

/** The text of the element with this id. */
const textOf = (html: string, id: string | undefined) =>
  id ? new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1] : undefined;

describe('Indstillinger', () => {
  it("has the section 'Hvornår kan der flyves' with its intro, in the one form with one 'Gem'", () => {
    const html = render(saved);
    const headingId = /<h3 id="([^"]+)">Hvornår kan der flyves<\/h3>/.exec(html)?.[1];
    expect(headingId).toBeDefined();
    expect(html).toContain(
      `<section class="admin-form admin-settings__flying" aria-labelledby="${headingId}">`,
    );
    expect(html).toContain('Kunderne ser kun tider, som piloten kan nå');
    expect(html.match(/<form\b/g)).toHaveLength(1);
    expect(html.match(/<button type="submit"[^>]*>Gem<\/button>/g)).toHaveLength(1);
  });

  it('shows the notice and the buffer as whole-number inputs named by their labels', () => {
    const html = render(saved);
    const notice = controlOf(html, 'Mindste varsel før en optagelse (timer)');
    expect(attributeOf(notice, 'type')).toBe('number');
    expect(attributeOf(notice, 'value')).toBe('24');
    expect(attributeOf(notice, 'max')).toBe('720');
    const buffer = controlOf(html, 'Tid til at gøre klar på adressen (minutter)');
    expect(attributeOf(buffer, 'type')).toBe('number');
    expect(attributeOf(buffer, 'value')).toBe('15');
    expect(attributeOf(buffer, 'max')).toBe('180');
  });

  it("has the checkbox 'Tillad optagelser efter solnedgang', described by its help text", () => {
    const html = render(saved);
    const box =
      /<label class="admin-check">(<input [^>]*>)Tillad optagelser efter solnedgang<\/label>/.exec(
        html,
      )?.[1];
    expect(attributeOf(box, 'type')).toBe('checkbox');
    expect(box).toContain('checked=""');
    expect(textOf(html, attributeOf(box, 'aria-describedby'))).toMatch(/^Også før solopgang\./);
  });

  it('says where the saved base address was found, to 4 decimals', () => {
    const html = render(saved);
    const base = controlOf(html, 'Udgangsadresse (hvor piloten kører fra)');
    expect(attributeOf(base, 'value')).toBe('Vestergade 1, 8000 Aarhus C');
    expect(textOf(html, attributeOf(base, 'aria-describedby'))).toBe(
      'Fundet på kortet: 56.1568, 10.2034',
    );
  });

  it('says when there is no base address', () => {
    const html = render({ ...saved, base_address: '', base_position: null });
    const base = controlOf(html, 'Udgangsadresse (hvor piloten kører fra)');
    expect(attributeOf(base, 'value')).toBe('');
    expect(textOf(html, attributeOf(base, 'aria-describedby'))).toBe(
      'Ingen udgangsadresse: kun køreturene mellem dagens optagelser tælles med.',
    );
  });

  it("has the section 'Kontakt' (the anchor 'Kom i gang' links to) with e-mail, phone and the links", () => {
    const html = render({
      ...saved,
      contact_email: 'kontakt@luftfoto.example.dk',
      contact_phone: '+45 70 70 70 70',
      facebook_url: 'https://www.facebook.com/luftfoto',
    });
    expect(html).toMatch(/<section id="kontakt" class="admin-form[^"]*" aria-labelledby="[^"]+">/);
    const email = controlOf(html, 'Virksomhedens e-mail');
    expect(attributeOf(email, 'type')).toBe('email');
    expect(attributeOf(email, 'value')).toBe('kontakt@luftfoto.example.dk');
    expect(attributeOf(controlOf(html, 'Virksomhedens telefon'), 'type')).toBe('tel');
    const facebook = controlOf(html, 'Link til Facebook');
    expect(attributeOf(facebook, 'type')).toBe('url');
    expect(attributeOf(facebook, 'value')).toBe('https://www.facebook.com/luftfoto');
    for (const network of ['Instagram', 'LinkedIn', 'YouTube'])
      expect(attributeOf(controlOf(html, `Link til ${network}`), 'value')).toBe('');
  });
});

describe('the contact fields', () => {
  const empty = noContactFields;

  it('may be left empty', () => {
    expect(contactErrors(empty)).toEqual({});
  });

  it('say in Danish, per field, what is wrong', () => {
    expect(
      contactErrors({
        ...empty,
        contact_email: 'kontakt',
        contact_phone: '1234',
        facebook_url: 'facebook.com/luftfoto',
        youtube_url: 'http://youtube.com/@luftfoto',
      }),
    ).toEqual({
      contact_email: 'Skriv en gyldig e-mailadresse, f.eks. kontakt@firma.dk',
      contact_phone:
        'Skriv et dansk telefonnummer med 8 cifre eller et udenlandsk med landekode, f.eks. +46 70 123 45 67',
      facebook_url: 'Linket til Facebook skal være en fuld adresse, der begynder med https://',
      youtube_url: 'Linket til YouTube skal være en fuld adresse, der begynder med https://',
    });
  });

  it('take a foreign phone with its country code', () => {
    expect(contactErrors({ ...empty, contact_phone: '+46 70 123 45 67' })).toEqual({});
  });
});
