/**
 * The owner plans the flying: a product's shoot length set to 90 minutes in Produkter; the
 * base address saved in Indstillinger (an address that cannot be found is refused in Danish,
 * a found one says where); and 'Dagens rute' in Bookinger for the day of a booking made
 * through the API, with the drive from the base and the stop. Everything the test changes
 * (the settings, its product and its booking) is put back at the end: the suite shares one
 * twin.
 */
import type { Product } from '@shared/api/entities';
import { minutesOfTime, timeOfMinutes } from '@shared/domain/copenhagen-time';
import {
  aarhusAddress,
  bookByApi,
  expectNoSeriousA11yViolations,
  freeStart,
  newCustomer,
} from './booking-helpers';
import { openPage } from './support/open-page';
import {
  addPhotoProduct,
  cardTitled,
  currentSettings,
  ownerWithApi,
  putSettings,
} from './support/owner';
import { expect, test } from './support/visitor-test';

/** The base: Aarhus N, a short drive from the shoots in Aarhus C (the gazetteer's centres). */
const baseAddress = 'Randersvej 1, 8200 Aarhus N';

test.describe("the owner's day route", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a 90-minute product, the base address, and 'Dagens rute' for a day with a booking", async ({
    browser,
    page,
    request,
  }) => {
    const { owner, ownerHeaders } = await ownerWithApi(browser);
    const settingsBefore = await currentSettings(request, ownerHeaders);

    // Set up through the API: a product of this test's own.
    const name = `Dronefoto – Rute ${Date.now().toString(36)}`;
    const product = await addPhotoProduct(request, ownerHeaders, {
      name,
      description: 'Luftfotos af dagens rute.',
      images: ['youtube:aqz-KE-bpKQ'],
    });
    expect(product.duration_minutes).toBe(30);

    let booking: { id: string; headers: Record<string, string> } | undefined;
    try {
      // Produkter: the length becomes 90 minutes, shown on the card and kept.
      await openPage(owner, '/admin?tab=produkter');
      await expect(cardTitled(owner, name)).toContainText('30 min');
      await cardTitled(owner, name).getByRole('button', { name: 'Rediger' }).click();
      const form = owner.getByRole('form', { name: 'Rediger produkt' });
      const length = form.getByLabel('Optagelsens længde');
      await expect(length).toHaveValue('30');
      await length.selectOption({ label: '1 t 30 min' });
      await form.getByRole('button', { name: 'Gem', exact: true }).click();
      await expect(owner.getByText('Produkt opdateret')).toBeVisible();
      await expect(cardTitled(owner, name)).toContainText('1 t 30 min');
      await openPage(owner, '/admin?tab=produkter');
      await expect(cardTitled(owner, name)).toContainText('1 t 30 min');
      const saved = (await (await request.get(`/api/products/${product.id}`)).json()) as Product;
      expect(saved.duration_minutes).toBe(90);

      // Indstillinger: an address that cannot be found is refused; the base is found.
      await openPage(owner, '/admin?tab=indstillinger');
      await expect(owner.getByRole('heading', { name: 'Hvornår kan der flyves' })).toBeVisible();
      await expect(owner.getByLabel('Tillad optagelser efter solnedgang')).not.toBeChecked();
      await expect(owner.getByLabel('Mindste varsel før en optagelse (timer)')).toHaveValue(
        String(settingsBefore.min_notice_hours),
      );
      const base = owner.getByLabel('Udgangsadresse (hvor piloten kører fra)');
      await base.fill('Ingenvej 1, 9999 Intetsted');
      await owner.getByRole('button', { name: 'Gem', exact: true }).click();
      await expect(
        owner.getByRole('alert').filter({
          hasText: 'Vi kunne ikke finde udgangsadressen. Skriv gade, nummer og postnummer.',
        }),
      ).toBeVisible();
      await base.fill(baseAddress);
      await owner.getByRole('button', { name: 'Gem', exact: true }).click();
      await expect(owner.getByText('Indstillinger gemt').first()).toBeVisible();
      await expect(base).toHaveAccessibleDescription('Fundet på kortet: 56.1850, 10.1900');

      // A customer's cash booking of the product, made through the API.
      const customer = await newCustomer(page, request, 'rute');
      const { date, time } = await freeStart(request, { productId: product.id, daysAhead: 14 });
      const { booking: shoot, headers } = await bookByApi(page, request, {
        productId: product.id,
        date,
        time,
        name: 'Rute Kunde',
      });
      booking = { id: shoot.id, headers };
      expect(shoot.duration_minutes).toBe(90);

      // Bookinger: 'Dagens rute' for that day.
      await openPage(owner, '/admin?tab=bookinger');
      const section = owner.getByRole('region', { name: 'Dagens rute' });
      await section.getByLabel('Dato', { exact: true }).fill(date);
      const route = section.getByRole('list', { name: /^Ruten / });
      await expect(route.getByText(`Udgangsadresse: ${baseAddress}`)).toBeVisible();
      await expect(route.getByText(/^Kørsel /).first()).toBeVisible();
      const end = timeOfMinutes(minutesOfTime(time) + 90);
      const stop = route.getByRole('article', { name: `${time}–${end} · ${name}` });
      await expect(stop).toContainText(aarhusAddress);
      await expect(stop).toContainText(customer.email);
      await expect(route.getByText('Tilbage til udgangsadressen')).toBeVisible();
      const map = section.getByRole('link', { name: /^Åbn ruten i kort/ });
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
      await expect(map).toHaveAttribute('target', '_blank');
      await expectNoSeriousA11yViolations(owner);

      // A day without bookings says so.
      await section.getByLabel('Dato', { exact: true }).fill('2020-01-01');
      await expect(section.getByText('Ingen bookinger denne dag.')).toBeVisible();
    } finally {
      // Put back what the test changed, whatever happened above.
      if (booking) {
        const cancelled = await request.post(`/api/me/bookings/${booking.id}/cancel`, {
          headers: booking.headers,
        });
        expect(cancelled.ok(), await cancelled.text()).toBe(true);
      }
      const removed = await request.delete(`/api/admin/products/${product.id}`, {
        headers: ownerHeaders,
      });
      expect(removed.ok(), await removed.text()).toBe(true);
      await putSettings(request, ownerHeaders, settingsBefore);
      await owner.context().close();
    }
  });
});
