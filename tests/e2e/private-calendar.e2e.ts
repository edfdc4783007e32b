/**
 * The owner's private calendar as busy time (issue 44, decision 0038), in the browser: the
 * owner pastes the address of a private calendar (the twin's stand-in, programmed through
 * `PUT /_local/calendars/{name}`) in Indstillinger, the fetch runs as its schedule would
 * (`POST /_local/jobs/private-calendars`), the week view shows the event as 'Privat' without
 * its title, and its time is no longer offered to customers. Then the calendar answers 500:
 * Indstillinger says so in Danish and the last known busy time is still not offered. The
 * calendar is removed at the end, whatever happens, so no other journey loses the time.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import type { PrivateCalendarView } from '@shared/api/private-calendars';
import { copenhagenVtimezoneLines } from '@shared/domain/copenhagen-vtimezone';
import { addDays, mondayIndex } from '@shared/domain/danish-format';
import { expectNoSeriousA11yViolations, singlePhotoProductId } from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerWithApi } from './support/owner';
import { expect, test } from './support/visitor-test';

/** The single photo product's starts in Aarhus C on `date`, as the booking page gets them. */
async function startsOn(request: APIRequestContext, date: string): Promise<string[]> {
  const answer = await request.get('/api/availability', {
    params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { days } = (await answer.json()) as Availability;
  return days.find((day) => day.date === date)?.slots.map((slot) => slot.time) ?? [];
}

/** A Monday–Saturday at least two days away on which 10:00 and 10:30 are both offered. */
async function dayWithFreeMorning(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/availability', {
    params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
  });
  const { days } = (await answer.json()) as Availability;
  const day = days.slice(2).find((d) => {
    const times = d.slots.map((slot) => slot.time);
    return mondayIndex(d.date) < 6 && times.includes('10:00') && times.includes('10:30');
  });
  if (!day) throw new Error('no day with 10:00 and 10:30 free');
  return day.date;
}

/** A private calendar with one appointment from 10:00 to 11:00 on `date`. */
const calendarWithAppointment = (date: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...copenhagenVtimezoneLines,
    'BEGIN:VEVENT',
    'UID:tandlaege-e2e@example.com',
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:Tandlæge',
    `DTSTART;TZID=Europe/Copenhagen:${date.replaceAll('-', '')}T100000`,
    `DTEND;TZID=Europe/Copenhagen:${date.replaceAll('-', '')}T110000`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

test("a private calendar's appointment is 'Privat' in the week, not offered, and kept when the calendar fails", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  const date = await dayWithFreeMorning(request);
  const name = `privat-${Date.now()}`;
  const programmed = await request.put(`/_local/calendars/${name}`, {
    data: { ics: calendarWithAppointment(date) },
  });
  expect(programmed.ok()).toBe(true);
  const { address } = (await programmed.json()) as { address: string };
  const runFetch = async () => {
    const ran = await request.post('/_local/jobs/private-calendars');
    expect(ran.ok(), await ran.text()).toBe(true);
  };
  try {
    // Indstillinger: the owner pastes the address; it is read once before it is kept.
    await openPage(owner, '/admin?tab=indstillinger');
    const section = owner.getByRole('form', { name: 'Private kalendere' });
    await section.getByLabel('Kalenderens adresse (https://…)').fill(address);
    await section.getByRole('button', { name: 'Tilføj kalenderen' }).click();
    await expect(owner.getByText('Kalenderen er tilføjet.').first()).toBeVisible();
    const shown = section.getByRole('listitem').filter({ hasText: `/${name}.ics` });
    await expect(shown).toContainText('1 optagede tider de næste 8 uger.');
    await expect(shown).toContainText(/Sidst hentet /);
    await expectNoSeriousA11yViolations(owner);

    // The scheduled fetch; the time is not offered to customers any more.
    await runFetch();
    const after = await startsOn(request, date);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:30');

    // The week view: 'Privat' on the day, without the title.
    await openPage(owner, '/admin?tab=bookinger');
    await owner.getByRole('radio', { name: 'Uge', exact: true }).check();
    const week = owner.getByRole('region', { name: /^Uge \d+:/ });
    await expect(week).toBeVisible();
    const today = await owner.evaluate(() =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(new Date()),
    );
    const mondayOf = (day: string) => addDays(day, -mondayIndex(day));
    const weeksAhead = Math.round(
      (Date.parse(mondayOf(date)) - Date.parse(mondayOf(today))) / (7 * 86_400_000),
    );
    for (let step = 0; step < weeksAhead; step++) {
      const title = await week.getByRole('heading', { level: 3 }).first().textContent();
      await week.getByRole('button', { name: 'Næste uge' }).click();
      await expect(week.getByRole('heading', { level: 3 }).first()).not.toHaveText(title!);
    }
    const day = week.getByRole('listitem').filter({
      has: owner.getByRole('heading', {
        level: 4,
        name: new RegExp(` ${Number(date.slice(8))}\\. `),
      }),
    });
    await expect(day.getByText('10:00–11:00 · Privat')).toBeVisible();
    await expect(week).not.toContainText('Tandlæge');

    // The calendar fails: Indstillinger says why in Danish; the busy time is kept.
    const failing = await request.put(`/_local/calendars/${name}`, { data: { status: 500 } });
    expect(failing.ok()).toBe(true);
    await runFetch();
    await openPage(owner, '/admin?tab=indstillinger');
    await expect(
      section
        .getByRole('listitem')
        .filter({ hasText: `/${name}.ics` })
        .getByRole('alert'),
    ).toHaveText(
      'Seneste hentning mislykkedes: Kalenderen svarede med en fejl (500). De sidst kendte tider bruges stadig.',
    );
    const kept = await startsOn(request, date);
    expect(kept).not.toContain('10:00');
    expect(kept).not.toContain('10:30');
  } finally {
    const listed = await request.get('/api/admin/private-calendars', { headers: ownerHeaders });
    for (const calendar of (await listed.json()) as PrivateCalendarView[])
      if (calendar.address.endsWith(`/${name}.ics`))
        await request.delete(`/api/admin/private-calendars/${calendar.id}`, {
          headers: ownerHeaders,
        });
    await owner.context().close();
  }
});
