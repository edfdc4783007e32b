/** Indstillinger's card payments: what the owner is told of the key, and the field to paste it in. */
import { describe, expect, it } from 'vitest';
import type { CardPaymentSettings } from '@shared/api/card-payments';
import { adminKeys } from '@web/lib/query-keys';
import { attributeOf, controlOf, renderAdmin } from '@web/features/admin/test-support/render-admin';
import { CardPayments } from './card-payments';

const render = (settings: CardPaymentSettings) =>
  renderAdmin(<CardPayments />, [[adminKeys.cardPayments, settings]]);

describe('Kortbetaling in Indstillinger', () => {
  it('without a key: not set up, a password field for the key, Gem nøglen, nothing to remove', () => {
    const html = render({ state: 'no_keys', key: null });
    expect(html).toContain('<p role="status">Kortbetaling er ikke sat op endnu.</p>');
    const field = controlOf(html, 'Hemmelig nøgle fra Stripe');
    expect(attributeOf(field, 'type')).toBe('password');
    expect(field).toMatch(/autocomplete="off"/i);
    expect(html).toMatch(/<button type="submit"[^>]*>Gem nøglen<\/button>/);
    expect(html).not.toContain('Fjern nøglen');
  });

  it("a pasted test key: test or live and its last four, 'Skift nøglen' and 'Fjern nøglen'", () => {
    const html = render({
      state: 'ready',
      key: { mode: 'test', restricted: false, last4: '4242', source: 'panel' },
    });
    expect(html).toContain(
      '<p role="status">Kortbetaling er sat op med en testnøgle, der ender på 4242: kun testbetalinger.</p>',
    );
    expect(html).toContain('Stripe er sat op: kort, MobilePay og faktura er klar.');
    expect(html).toMatch(/<button type="submit"[^>]*>Skift nøglen<\/button>/);
    expect(html).toContain('Fjern nøglen');
  });

  it("the deployment's live key: says so, and cannot be removed here", () => {
    const html = render({
      state: 'ready',
      key: { mode: 'live', restricted: false, last4: 'AbCd', source: 'deployment' },
    });
    expect(html).toContain('en rigtig nøgle, der ender på AbCd.');
    expect(html).toContain('Nøglen kommer fra udrulningen.');
    expect(html).not.toContain('Fjern nøglen');
  });
});
