/**
 * Plain Danish in the owner's tools (issue 28): signed in as the demo admin, the walk opens
 * every admin tab, the forms and inner tabs one click away, the content editor with each of its
 * groups and its add form, and the home page with editing in place; at each stop it collects
 * what the owner reads (the visible text, options included, and the names, placeholders and
 * titles of what is shown) and at the end fails listing every line that holds an internal code
 * or a leaked English word. The rules, and what they let pass on purpose (Danish 'video'), are
 * in tests/support/plain-danish.ts; tests/structure/owner-texts.test.ts checks the fixed texts
 * the walk cannot reach cheaply (toasts, refusals).
 */
import type { Locator, Page } from '@playwright/test';
import { offendingLines } from '@tests/support/plain-danish';
import { expect, test } from './support/visitor-test';
import { admin, signIn } from './booking-helpers';
import { openPage } from './support/open-page';

/**
 * What the owner reads on the page now: the visible text (a select's options included), and the
 * names, placeholders and titles of the elements shown. A file input the page shows bare reads
 * as the browser's own button, 'Choose File'.
 */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const texts = [document.body.innerText];
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const box = input.getBoundingClientRect();
      if (!shown(input) || box.width < 4 || box.height < 4) continue;
      const label = input.labels?.[0]?.innerText.trim() ?? '';
      texts.push(`Choose File: a bare file input "${label}"`);
    }
    return texts;
  });
}

const tabs = [
  ['kom-i-gang', 'Kom i gang'],
  ['oversigt', 'Oversigt'],
  ['analyse', 'Analyse'],
  ['bogfoering', 'Bogføring'],
  ['bookinger', 'Bookinger'],
  ['booking-tider', 'Booking-tider'],
  ['produkter', 'Produkter'],
  ['portfolio', 'Portfolio'],
  ['eksterne-billeder', 'Eksterne billeder'],
  ['adressezoner', 'Adressezoner'],
  ['rabatkoder', 'Rabatkoder'],
  ['firmaer', 'Firmaer'],
  ['nyhedsbrev', 'Nyhedsbrev'],
  ['forsidesektioner', 'Forsidesektioner'],
  ['indstillinger', 'Indstillinger'],
] as const;

type TabId = (typeof tabs)[number][0];

/** Nothing of the page is loading any more (the admin's 'Indlæser...'). */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^\s*Indlæser/ })).toHaveCount(0);
}

async function openForm(page: Page, scope: Page | Locator, button: string) {
  await scope.getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('form', { name: button })).toBeVisible();
}

type Stops = (page: Page, read: (stop: string) => Promise<void>) => Promise<void>;

/** The form a tab's add button opens, read as `stop`. */
const formStop =
  (button: string, stop: string): Stops =>
  async (page, read) => {
    await openForm(page, page, button);
    await read(stop);
  };

/** The forms and inner tabs of a tab that one click opens, each read where it shows. */
const extraStops: Partial<Record<TabId, Stops>> = {
  async bookinger(page, read) {
    let edit = page.getByRole('button', { name: 'Rediger', exact: true });
    // The demo's bookings lie in the past: a view of upcoming bookings only is widened first.
    if ((await edit.count()) === 0) {
      await page
        .getByRole('button', { name: 'Alle', exact: true })
        .or(page.getByRole('tab', { name: 'Alle', exact: true }))
        .or(page.getByRole('radio', { name: 'Alle', exact: true }))
        .first()
        .click();
      edit = page.getByRole('button', { name: 'Rediger', exact: true });
    }
    await edit.first().click();
    await expect(page.getByLabel('Betalingsstatus')).toBeVisible();
    await read('booking edit form');
  },
  async 'booking-tider'(page, read) {
    await openForm(
      page,
      page.getByRole('region', { name: 'Mandag', exact: true }),
      'Tilføj tidsperiode',
    );
    await read('weekly period form');
    await page.getByRole('tab', { name: 'Specifikke datoer' }).click();
    await read('specific dates');
    await openForm(page, page, 'Tilføj specifik dato');
    const form = page.getByRole('form', { name: 'Tilføj specifik dato' });
    await form.getByText('Avanceret').click();
    await form.getByRole('radio', { name: 'Luk et tidsrum' }).check();
    await expect(form.getByLabel('Prioritet')).toBeVisible();
    await read('specific date form');
  },
  produkter: formStop('Tilføj produkt', 'product form'),
  portfolio: formStop('Tilføj billede', 'portfolio form'),
  adressezoner: formStop('Tilføj zone', 'zone form'),
  rabatkoder: formStop('Tilføj rabatkode', 'discount code form'),
  async nyhedsbrev(page, read) {
    await page.getByRole('tab', { name: 'Skabeloner' }).click();
    await settled(page);
    await read('newsletter templates');
  },
  forsidesektioner: formStop('Tilføj sektion', 'home section form'),
};

test('no owner-facing text in the admin holds an internal code or an English word', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  const read = async (stop: string) => {
    const lines = offendingLines(await readableTexts(page));
    found.push(...lines.map((line) => `${stop}: ${line}`));
  };

  await signIn(page, admin);
  for (const [id, label] of tabs) {
    await openPage(page, `/admin?tab=${id}`);
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
    await settled(page);
    await read(label);
    await extraStops[id]?.(page, (stop) => read(`${label} › ${stop}`));
  }

  // The content editor: every group, and the form that adds an entry.
  await page.getByRole('button', { name: 'Rediger indhold' }).click();
  const editor = page.getByRole('dialog', { name: 'Rediger sidens indhold' });
  await settled(page);
  const groups = editor.getByRole('tab');
  // The dialog shows once its effect has opened it: counted before that, it has no tabs.
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  expect(count).toBeGreaterThan(8);
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    await group.click();
    await expect(group).toHaveAttribute('aria-selected', 'true');
    await read(`content editor › ${await group.innerText()}`);
  }
  await editor.getByRole('button', { name: 'Tilføj indhold' }).click();
  await expect(editor.getByRole('form', { name: 'Nyt indhold' })).toBeVisible();
  await read('content editor › add form');
  await editor.getByRole('button', { name: 'Luk' }).click();

  // Editing in place: each text's edit button is named by its Danish title.
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Rediger tekster direkte på siden' }).click();
  await expect(
    page.getByRole('button', { name: 'Rediger Forsidens overskrift', exact: true }),
  ).toBeVisible();
  await read('home page, editing in place');

  expect(found).toEqual([]);
});
