/**
 * The owner plans (issue 14): tomorrow closed by a specific date ('Luk hele dagen', one choice
 * since issue 28) disappears from an open booking page while the other days stay as they were,
 * and returns when the block goes; a Saturday period 10:00–12:00 gives the four Saturday
 * slots; the 30-day revenue equals the sum of the paid bookings' prices; the chart follows the
 * period (issue 28: a paid booking made 40 days ago is in the 90-day weeks, not in the 7 days);
 * axe on both tabs.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { formatDanishDate, mondayIndex } from '@shared/domain/danish-format';
import { setBookingFields } from './support/twin-dynamo';
import {
  admin,
  bookableDate,
  bookByApi,
  bookFreeSlotUntilPayment,
  cashBookedText,
  enterAddress,
  expectNoSeriousA11yViolations,
  newCustomer,
  payButton,
  paymentMethod,
  signIn,
  singlePhotoProductId,
} from './booking-helpers';
import { openPage } from './support/open-page';
import {
  authHeaders,
  bookingCards,
  deleteAfterConfirming,
  markPaid,
  ownerPage,
  searchBookings,
} from './support/owner';

interface AvailabilityAnswer {
  days: { date: string; slots: { time: string }[] }[];
}

async function slotsByDate(request: APIRequestContext): Promise<Map<string, string[]>> {
  const answer = (await (await request.get('/api/availability')).json()) as AvailabilityAnswer;
  return new Map(answer.days.map((day) => [day.date, day.slots.map((slot) => slot.time)]));
}

/** Moves a booking's creation back in the twin's table, as if it had been made then. */
const madeAt = (bookingId: string, createdAt: string) =>
  setBookingFields(bookingId, { created_at: createdAt, gsi1sk: `${createdAt}#${bookingId}` });

/** The rows of the chart's table ('Vis tallene'), each as its cells' text. */
async function chartRows(owner: Page): Promise<string[]> {
  const chart = owner.getByRole('region', { name: /^Omsætning pr\. / });
  const numbers = chart.getByText('Vis tallene');
  if ((await chart.locator('details[open]').count()) === 0) await numbers.click();
  return chart.getByRole('table').getByRole('row').allInnerTexts();
}

const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: formatDanishDate(date), exact: true });

async function openSchedules(owner: Page, tab: 'Ugeplan' | 'Specifikke datoer') {
  await openPage(owner, '/admin?tab=booking-tider');
  await owner.getByRole('tab', { name: tab }).click();
}

/** The section of a weekday in the weekly plan. */
const weekday = (owner: Page, name: string) => owner.getByRole('region', { name, exact: true });

async function addPeriod(owner: Page, day: string, start: string, end: string) {
  const section = weekday(owner, day);
  await section.getByRole('button', { name: 'Tilføj tidsperiode' }).click();
  const form = section.getByRole('form', { name: `Tilføj tidsperiode: ${day}` });
  await expect(form.getByLabel('Start tid')).toHaveValue('14:00');
  await expect(form.getByLabel('Slut tid')).toHaveValue('18:00');
  await form.getByLabel('Start tid').fill(start);
  await form.getByLabel('Slut tid').fill(end);
  await form.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(owner.getByText('Tidsperiode tilføjet')).toBeVisible();
}

test.describe('booking schedules and analytics', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a blocked tomorrow leaves an open booking page; the other days stay; removing the block brings it back', async ({
    browser,
    page,
    request,
  }) => {
    const owner = await ownerPage(browser);
    // Tomorrow; late in the afternoon all its times may lie inside the notice, then the day after.
    let tomorrow = addDays(copenhagenToday(), 1);
    if (mondayIndex(tomorrow) !== 6 && !(await slotsByDate(request)).get(tomorrow)?.length)
      tomorrow = addDays(tomorrow, 1);
    // Sundays are closed in the demo plan: open the day first if it is one.
    const sunday = mondayIndex(tomorrow) === 6;
    if (sunday) {
      await openSchedules(owner, 'Ugeplan');
      await addPeriod(owner, 'Søndag', '08:00', '20:00');
    }
    const before = await slotsByDate(request);
    expect(before.get(tomorrow)?.length ?? 0).toBeGreaterThan(0);

    // A signed-in visitor's booking page (booking needs an account).
    await signIn(page, admin);
    await openPage(page, `/booking/${singlePhotoProductId}`);
    await enterAddress(page);
    await expect(dayButton(page, tomorrow)).toBeEnabled();

    await openSchedules(owner, 'Specifikke datoer');
    await owner.getByRole('button', { name: 'Tilføj specifik dato' }).click();
    const form = owner.getByRole('form', { name: 'Tilføj specifik dato' });
    // Closing the whole day is one choice, and the default: no times to type (issue 28).
    await expect(form.getByRole('radio', { name: 'Luk hele dagen' })).toBeChecked();
    await expect(form.getByLabel('Start tid')).toHaveCount(0);
    // The priority waits under 'Avanceret', at 1.
    await expect(form.getByLabel('Prioritet')).toBeHidden();
    await form.getByText('Avanceret').click();
    await expect(form.getByLabel('Prioritet')).toHaveValue('1');
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Vælg en dato');
    await form.getByLabel('Dato').fill(tomorrow);
    await form.getByLabel('Årsag').fill('Service af dronen');
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Specifik tid tilføjet')).toBeVisible();
    const entry = owner.getByRole('article').filter({ hasText: 'Service af dronen' });
    await expect(entry).toContainText('Lukket hele dagen');
    await expect(entry).toContainText('Hele dagen');

    // The open booking page follows live; the other days are as they were.
    await expect(dayButton(page, tomorrow)).toBeDisabled();
    const blocked = await slotsByDate(request);
    expect(blocked.get(tomorrow) ?? []).toEqual([]);
    for (const [date, times] of before) {
      if (date !== tomorrow && date > tomorrow) expect(blocked.get(date), date).toEqual(times);
    }

    // The same date again is refused by the database's guard.
    await owner.getByRole('button', { name: 'Tilføj specifik dato' }).click();
    const again = owner.getByRole('form', { name: 'Tilføj specifik dato' });
    await again.getByLabel('Dato').fill(tomorrow);
    await again.getByRole('radio', { name: 'Luk et tidsrum' }).check();
    await again.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(again.getByRole('alert')).toHaveText('Dato, start tid og slut tid er påkrævet');
    await again.getByLabel('Start tid').fill('10:00');
    await again.getByLabel('Slut tid').fill('12:00');
    await again.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'Der findes allerede en specifik indstilling for denne dato',
    );
    await again.getByRole('button', { name: 'Annuller' }).click();

    await deleteAfterConfirming(owner, entry);
    await expect(owner.getByText('Specifik tid slettet')).toBeVisible();
    await expect(dayButton(page, tomorrow)).toBeEnabled();
    expect((await slotsByDate(request)).get(tomorrow)).toEqual(before.get(tomorrow));

    if (sunday) {
      await openSchedules(owner, 'Ugeplan');
      await deleteAfterConfirming(owner, weekday(owner, 'Søndag'));
      await expect(owner.getByText('Tidsperiode slettet')).toBeVisible();
    }
  });

  test('a Saturday period 10:00–12:00 gives the four Saturday slots', async ({
    browser,
    page,
    request,
  }) => {
    const owner = await ownerPage(browser);
    await openSchedules(owner, 'Ugeplan');
    const saturday = weekday(owner, 'Lørdag');
    // The demo plan opens Saturdays 08:00–20:00: switch that period off first.
    const seeded = saturday.getByRole('form', { name: 'Lørdag 08:00–20:00' });
    await seeded.getByRole('button', { name: 'Deaktivér' }).click();
    await expect(seeded.getByText('Deaktiveret')).toBeVisible();

    const lastSaturday = [...(await slotsByDate(request)).keys()]
      .filter((date) => mondayIndex(date) === 5)
      .at(-1)!;
    expect((await slotsByDate(request)).get(lastSaturday)).toEqual([]);
    await signIn(page, admin);
    await openPage(page, `/booking/${singlePhotoProductId}`);
    await enterAddress(page);
    await expect(dayButton(page, lastSaturday)).toBeDisabled();

    await addPeriod(owner, 'Lørdag', '10:00', '12:00');
    await expect(dayButton(page, lastSaturday)).toBeEnabled();
    await dayButton(page, lastSaturday).click();
    await expect(page.getByRole('radio')).toHaveCount(4);
    for (const time of ['10:00', '10:30', '11:00', '11:30']) {
      await expect(page.getByRole('radio', { name: new RegExp(`^${time}`) })).toBeVisible();
    }

    // Back to the demo plan.
    await deleteAfterConfirming(owner, saturday.getByRole('form', { name: 'Lørdag 10:00–12:00' }));
    await expect(owner.getByText('Tidsperiode slettet')).toBeVisible();
    await seeded.getByRole('button', { name: 'Aktivér' }).click();
    await expect(seeded.getByText('Aktiv', { exact: true })).toBeVisible();
    await expect(dayButton(page, lastSaturday)).toBeEnabled();
  });

  test('the 30-day revenue is the sum of the paid bookings’ prices', async ({
    browser,
    page,
    request,
  }) => {
    const owner = await ownerPage(browser);
    const revenueOf = async () => {
      const stats = owner.getByRole('list', { name: 'Analyse' });
      const text = await stats
        .getByRole('listitem')
        .filter({ has: owner.getByText('Omsætning', { exact: true }) })
        .textContent();
      return Number(/Omsætning([\d.]+) kr/.exec(text ?? '')?.[1]?.replaceAll('.', ''));
    };
    await openPage(owner, '/admin?tab=analyse');
    await expect(owner.getByRole('button', { name: '30 dage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(owner.getByRole('list', { name: 'Analyse' })).toBeVisible();
    const before = await revenueOf();

    // Two cash bookings; the owner marks one paid (cash is paid at the shoot).
    const customer = await newCustomer(page, request, 'analyse');
    const prices: number[] = [];
    for (const time of ['12:00', '12:30']) {
      await bookFreeSlotUntilPayment(page, request, 8, time);
      await paymentMethod(page, 'Kontant').check();
      const total = await page.getByTestId('order-total').textContent();
      prices.push(Number(/([\d.]+) kr/.exec(total ?? '')?.[1]?.replaceAll('.', '')));
      await payButton(page).click();
      await expect(page.getByText(cashBookedText).first()).toBeVisible();
    }
    await searchBookings(owner, customer.email);
    const cards = bookingCards(owner, customer.email);
    await expect(cards).toHaveCount(2);
    await cards.first().getByRole('button', { name: 'Markér som betalt' }).click();
    await expect(cards.getByRole('button', { name: 'Markér som betalt' })).toHaveCount(1);
    const paidPrice = Number(
      /([\d.]+) kr/.exec((await cards.first().textContent()) ?? '')?.[1]?.replaceAll('.', ''),
    );
    expect(prices).toContain(paidPrice);

    await openPage(owner, '/admin?tab=analyse');
    await expect.poll(revenueOf).toBe(before + paidPrice);
    // 'Alle' counts the same paid bookings too.
    await owner.getByRole('button', { name: 'Alle' }).click();
    await expect(owner.getByRole('button', { name: 'Alle' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(owner.getByRole('table').first()).toBeVisible();
  });

  test('the chart follows the period: a paid booking made 40 days ago is in the 90-day weeks, not in the 7 days', async ({
    browser,
    page,
    request,
  }) => {
    const owner = await ownerPage(browser);

    // A cash booking by a new customer, paid, and made (as the figures see it) 40 days ago.
    await newCustomer(page, request, 'periode');
    const time = '13:00';
    const { booking } = await bookByApi(page, request, {
      date: await bookableDate(request, 9, time),
      time,
      name: 'Periode Kunde',
    });
    await markPaid(request, await authHeaders(owner), booking.id);
    await madeAt(booking.id, new Date(Date.now() - 40 * 86_400_000).toISOString());

    await openPage(owner, '/admin?tab=analyse');
    const chartTitle = owner.getByRole('heading', { level: 3, name: /^Omsætning pr\. / });
    await owner.getByRole('button', { name: '7 dage' }).click();
    await expect(chartTitle).toHaveText('Omsætning pr. dag');
    const week = await chartRows(owner);
    // The header and one row a day.
    expect(week).toHaveLength(8);

    await owner.getByRole('button', { name: '90 dage' }).click();
    await expect(owner.getByRole('button', { name: '90 dage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chartTitle).toHaveText('Omsætning pr. uge');
    const quarter = await chartRows(owner);
    expect(quarter).not.toEqual(week);
    expect(quarter.length).toBeGreaterThanOrEqual(14);
    // (The row headers are shown in capitals.)
    expect(quarter[1]).toMatch(/^uge \d+/i);
    // The week 40 days back holds the booking's price.
    const kroner = (row: string) => Number(/([\d.]+) kr\s*$/i.exec(row)?.[1]?.replaceAll('.', ''));
    const weeks = quarter.slice(1).map(kroner);
    expect(Math.max(...weeks.slice(0, -4))).toBeGreaterThanOrEqual(booking.price);
    await expectNoSeriousA11yViolations(owner);
  });

  test('axe: no serious or critical violations on both tabs', async ({ browser }) => {
    const owner = await ownerPage(browser);
    await openSchedules(owner, 'Ugeplan');
    await expect(weekday(owner, 'Mandag')).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
    await owner.getByRole('tab', { name: 'Specifikke datoer' }).click();
    await owner.getByRole('button', { name: 'Tilføj specifik dato' }).click();
    await expectNoSeriousA11yViolations(owner);
    await openPage(owner, '/admin?tab=analyse');
    await expect(owner.getByRole('heading', { name: 'Omsætning pr. dag' })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
  });
});
