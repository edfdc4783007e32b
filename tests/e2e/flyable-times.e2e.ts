/**
 * Bookable means flyable (product §4 'Flyable times'), on the demo data in Chromium: the
 * booking page offers no time sooner than the notice or ending after sunset and says why;
 * the owner's 'Tillad optagelser efter solnedgang' brings evening times back; and with the
 * base in Aarhus, a Copenhagen shoot keeps an Aarhus customer out of the hours the drive
 * needs, while another Copenhagen address gets the times that fit.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copenhagenDateTime, formatDanishDate } from '@shared/domain/danish-format';
import {
  aarhusAddress,
  bookUntilPayment,
  enterAddress,
  newCustomer,
  payButton,
  paymentMethod,
  singlePhotoProductId,
  slotRadio,
} from './booking-helpers';
import { bookingTexts } from '@shared/texts/booking';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';

interface AvailabilityAnswer {
  today: string;
  rules: { min_notice_hours: number; daylight_only: boolean; drive_checked: boolean };
  days: {
    date: string;
    sunset: string | null;
    unreachable: number;
    slots: { time: string }[];
  }[];
}

const copenhagen = { lat: 55.669, lon: 12.548 };
const aarhus = { lat: 56.157, lon: 10.211 };
const copenhagenAddress = 'Rådhuspladsen 1, 1550 København V';
const otherCopenhagenAddress = 'Østerbrogade 10, 2100 København Ø';

async function availability(
  request: APIRequestContext,
  at?: { lat: number; lon: number },
): Promise<AvailabilityAnswer> {
  const query = at ? `?lat=${at.lat}&lon=${at.lon}` : '';
  const response = await request.get(`/api/availability${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as AvailabilityAnswer;
}

/** Minutes since midnight of HH:MM. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The Copenhagen wall clock `hours` from now, as `YYYY-MM-DD HH:MM`. */
function copenhagenIn(hours: number): string {
  return copenhagenDateTime(new Date(Date.now() + hours * 3_600_000)).replace('T', ' ');
}

async function setEveningShoots(page: Page, allowed: boolean) {
  await openPage(page, '/admin?tab=indstillinger');
  const evening = page.getByLabel('Tillad optagelser efter solnedgang');
  await expect(evening).toBeVisible();
  await evening.setChecked(allowed);
  await page.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(page.getByText('Indstillinger gemt').first()).toBeVisible();
}

test('no time is offered sooner than the notice or after sunset, and the page says why', async ({
  page,
  request,
}) => {
  await newCustomer(page, request, 'dagslys');
  // Before the page asks: the server's notice then counts from a later moment.
  const earliest = copenhagenIn(24);
  await openPage(page, `/booking/${singlePhotoProductId}`);
  // The times wait for the address: they depend on daylight there and the drive.
  await expect(page.getByText('Skriv adressen for optagelsen', { exact: false })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes('/api/availability'));
  await enterAddress(page);
  const window = (await (await answer).json()) as AvailabilityAnswer;
  await expect(
    page.getByText('Vi viser kun tider med mindst 24 timers varsel', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText('Optagelsen skal ligge i dagslys på adressen, så tider efter solnedgang', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    page.getByText('Tiderne passer med pilotens kørsel til og fra dagens andre optagelser.'),
  ).toBeVisible();

  // Checked on every day of the answer the page got: ends by sunset, starts after the notice.
  let offered = 0;
  for (const day of window.days) {
    for (const slot of day.slots) {
      offered += 1;
      expect(minutesOf(slot.time) + 30).toBeLessThanOrEqual(minutesOf(day.sunset!));
      expect(`${day.date} ${slot.time}` >= earliest).toBe(true);
    }
  }
  expect(offered).toBeGreaterThan(0);

  // The page shows the same: the first day's last time ends by the sunset it prints.
  const firstDay = window.days.find((d) => d.slots.length > 0)!;
  const lastTime = firstDay.slots.at(-1)!.time;
  await page.getByRole('button', { name: formatDanishDate(firstDay.date), exact: true }).click();
  await expect(slotRadio(page, lastTime)).toBeVisible();
  expect(minutesOf(lastTime) + 30).toBeLessThanOrEqual(minutesOf(firstDay.sunset!));
});

test("the owner's setting brings back evening times", async ({ browser, request }) => {
  const owner = await ownerPage(browser);
  try {
    await setEveningShoots(owner, true);
    await expect
      .poll(async () =>
        (await availability(request)).days.some((d) => d.slots.some((s) => s.time === '19:30')),
      )
      .toBe(true);
  } finally {
    await setEveningShoots(owner, false);
  }
  expect(
    (await availability(request)).days.some((d) =>
      d.slots.some((s) => minutesOf(s.time) + 30 > minutesOf(d.sunset!)),
    ),
  ).toBe(false);
});

test('a Copenhagen shoot keeps Aarhus out of the drive, another Copenhagen address fits', async ({
  page,
  request,
}) => {
  // A Monday–Saturday two weeks or more ahead with nothing booked near the times used here.
  const [cph, aar] = await Promise.all([
    availability(request, copenhagen),
    availability(request, aarhus),
  ]);
  const date = cph.days
    .slice(14)
    .filter((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay() !== 0)
    .find(
      (d) =>
        d.slots.some((s) => s.time === '11:30') &&
        ['12:00', '13:00', '14:00'].every((t) =>
          aar.days.find((a) => a.date === d.date)?.slots.some((s) => s.time === t),
        ),
    )?.date;
  expect(date, 'a free day for the Copenhagen shoot').toBeDefined();

  await newCustomer(page, request, 'koebenhavn');
  await bookUntilPayment(page, { date: date!, time: '11:30', address: copenhagenAddress });
  await paymentMethod(page, 'Kontant').check();
  await payButton(page).click();
  await expect(
    page.getByText('Booking bekræftet! Du betaler kontant ved optagelsen.').first(),
  ).toBeVisible();

  // An Aarhus customer: the address first, then the day.
  await openPage(page, `/booking/${singlePhotoProductId}`);
  const address = page.getByLabel('Adresse for optagelsen');
  await address.fill(aarhusAddress);
  await address.blur();
  await expect(page.locator('#booking-address-status')).toContainText(/fra vores base/);
  await expect(
    page.getByText('Tiderne passer med pilotens kørsel til og fra dagens andre optagelser.'),
  ).toBeVisible();
  await expect(page.getByText(bookingTexts.unreachableSomeDays)).toBeVisible();
  const driveChecked = await availability(request, aarhus);
  const day = driveChecked.days.find((d) => d.date === date)!;
  expect(day.unreachable).toBeGreaterThan(0);
  // Copenhagen ends 12:00 and the drive to Aarhus takes hours: no Aarhus time right after it
  // (on a short winter day none is left at all, and the day cannot be picked).
  const dayButton = page.getByRole('button', { name: formatDanishDate(date!), exact: true });
  if (day.slots.length > 0) {
    await dayButton.click();
    await expect(page.getByText(/denne dag vises ikke, fordi piloten/)).toBeVisible();
    for (const time of ['12:00', '12:30', '13:00'])
      await expect(slotRadio(page, time)).toHaveCount(0);
  } else {
    await expect(dayButton).toBeDisabled();
  }

  // Another Copenhagen address: right after the shoot, across town.
  await address.fill(otherCopenhagenAddress);
  await address.blur();
  await expect(page.locator('#booking-address-status')).toContainText(/fra vores base/);
  await dayButton.click();
  await expect(slotRadio(page, '13:00')).toBeVisible();
});
