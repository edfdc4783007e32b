/**
 * Drone zones at booking (product §4 'Drone zones'), on the demo data in Chromium: an address
 * in Kastrup, some 2 km from Copenhagen Airport (EKCH), gets the zone notice and no time
 * within the owner's permit lead (30 days by default); an address in central Aarhus gets
 * neither. The owner uploads a GeoJSON area in Adressezoner and it takes effect at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '@shared/domain/copenhagen-time';
import { formatDanishDate } from '@shared/domain/danish-format';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import {
  aarhusAddress,
  accessTokenOf,
  bearer,
  newCustomer,
  singlePhotoProductId,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';

interface AvailabilityAnswer {
  today: string;
  rules: { permit_lead_days?: number };
  drone_zone?: { name: string; ident: string | null; distance_km: number | null } | null;
  days: { date: string; slots: { time: string }[] }[];
}

const kastrupAddress = 'Kastrupvej 100, 2770 Kastrup';

/** Types an address on the booking page and answers the availability the page asks for it. */
async function enterAddress(page: Page, address: string, lat: string): Promise<AvailabilityAnswer> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/availability') && r.url().includes(`lat=${lat}`),
  );
  const field = page.getByLabel('Adresse for optagelsen');
  await field.fill(address);
  await field.blur();
  await expect(page.locator('#booking-address-status')).toContainText(/fra vores base/);
  return (await (await answer).json()) as AvailabilityAnswer;
}

const notice = (page: Page) => page.getByRole('heading', { name: droneZoneTexts.noticeHeading });

test('Kastrup shows the drone-zone notice and no time within the lead; Aarhus shows none', async ({
  page,
  request,
}) => {
  await newCustomer(page, request, 'dronezone');
  await openPage(page, `/booking/${singlePhotoProductId}`);

  const kastrup = await enterAddress(page, kastrupAddress, '55.635');
  expect(kastrup.drone_zone).toMatchObject({ ident: 'EKCH' });
  expect(kastrup.rules.permit_lead_days).toBe(30);
  const firstAllowed = addDays(kastrup.today, 30);
  const offered = kastrup.days.filter((day) => day.slots.length > 0);
  expect(offered.length).toBeGreaterThan(0);
  for (const day of offered) expect(day.date >= firstAllowed).toBe(true);

  await expect(notice(page)).toBeVisible();
  await expect(page.getByText(/fra Københavns Lufthavn, Kastrup\./)).toBeVisible();
  await expect(page.getByText(/mindst 30 dage ude/)).toBeVisible();
  await expect(page.getByRole('link', { name: droneZoneTexts.officialMapLink })).toHaveAttribute(
    'href',
    /droneluftrum\.dk/,
  );
  // A week from now lies within the lead: its day cannot be picked; the first offered can.
  await expect(
    page.getByRole('button', { name: formatDanishDate(addDays(kastrup.today, 7)), exact: true }),
  ).toBeDisabled();
  await expect(
    page.getByRole('button', { name: formatDanishDate(offered[0]!.date), exact: true }),
  ).toBeEnabled();

  const aarhus = await enterAddress(page, aarhusAddress, '56.157');
  expect(aarhus.drone_zone ?? null).toBeNull();
  await expect(notice(page)).toHaveCount(0);
});

test("an owner's zone uploaded as a GeoJSON file takes effect at once", async ({
  browser,
  request,
}) => {
  // Vejle's post-town centre (the offline gazetteer): no airfield near, no other test's address.
  const vejle = { lat: 55.709, lon: 9.536 };
  const ask = async () =>
    (await (
      await request.get(`/api/availability?lat=${vejle.lat}&lon=${vejle.lon}`)
    ).json()) as AvailabilityAnswer;
  expect((await ask()).drone_zone ?? null).toBeNull();

  const owner = await ownerPage(browser);
  const name = `Vejle havn ${Date.now().toString(36)}`;
  const geojson = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [9.5, 55.69],
              [9.57, 55.69],
              [9.57, 55.73],
              [9.5, 55.73],
              [9.5, 55.69],
            ],
          ],
        },
      },
    ],
  });
  try {
    await openPage(owner, '/admin?tab=adressezoner');
    const form = owner.getByRole('form', { name: droneZoneTexts.add });
    await form.getByLabel(droneZoneTexts.name, { exact: true }).fill(name);
    await form.getByLabel(droneZoneTexts.kindArea).check();
    await form.getByLabel(droneZoneTexts.file).setInputFiles({
      name: 'zone.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(geojson),
    });
    await expect(form.getByLabel(droneZoneTexts.permitRequired)).toBeChecked();
    await form.getByRole('button', { name: droneZoneTexts.add }).click();
    await expect(owner.getByText(droneZoneTexts.added).first()).toBeVisible();
    await expect(owner.getByText(name)).toBeVisible();

    const after = await ask();
    expect(after.drone_zone).toMatchObject({ name, distance_km: null });
    expect(after.rules.permit_lead_days).toBe(30);
    expect(after.days.slice(0, 29).every((day) => day.slots.length === 0)).toBe(true);
  } finally {
    const token = await accessTokenOf(owner);
    const zones = (await (
      await request.get('/api/admin/drone-zones', { headers: bearer(token) })
    ).json()) as { id: string; name: string }[];
    for (const zone of zones.filter((z) => z.name === name)) {
      await request.delete(`/api/admin/drone-zones/${zone.id}`, { headers: bearer(token) });
    }
    await owner.close();
  }
});
