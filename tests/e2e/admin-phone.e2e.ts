/**
 * The admin on a phone (issue 28): at 390 × 844 every tab opens from the phone's tab switcher
 * ('Fane', one list box in a sticky line) and its main action is tapped as a thumb taps it:
 * visible, wholly in the viewport and with nothing over it (not the navbar, the sticky line,
 * the content tools or a toast; the tap is a plain one, never forced, so it fails when another
 * element would take it). axe on every tab at 390 and at 1366 px: no serious or critical
 * violations. One sign-in, one page. And two layout slips of the home page: the video
 * section's text keeps its half of the row, and the hero title edited in place on a phone
 * shows whole.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { demoHomeSections } from '@infra/local/seed/demo-data';
import { demoYoutubeRef } from '@infra/local/seed/demo-images';
import { expect, test } from './support/visitor-test';
import { admin, expectNoSeriousA11yViolations, signIn } from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';

/**
 * Each tab and its main action: what a thumb taps there, and what shows that the tap went
 * through. Keep this list in step with the tabs' labels (the only place this test names them).
 * 'Oversigt' has nothing to press (figures and the latest bookings): its last part is checked
 * to be reachable and uncovered instead.
 */
interface MainAction {
  /** Brings the action into being where one tap does not (e.g. widens a filtered list). */
  prepare?: (panel: Locator) => Promise<void>;
  target: (panel: Locator, page: Page) => Locator;
  /** false: only reachable and uncovered (a tab with nothing to press). */
  tap?: false;
  /** Starts before the tap (e.g. waiting for the file chooser), awaited after it. */
  expectAfter?: (page: Page, panel: Locator) => Promise<unknown>;
}

/** A main action that opens a form, which bears the button's name. */
const opensForm = (name: string): MainAction => ({
  target: (panel) => panel.getByRole('button', { name }),
  expectAfter: (_page, panel) => expect(panel.getByRole('form', { name })).toBeVisible(),
});

const mainActions: Record<string, MainAction> = {
  Oversigt: {
    target: (panel) => panel.getByRole('heading', { name: 'Seneste bookinger' }),
    tap: false,
  },
  Analyse: { target: (panel) => panel.getByRole('button', { name: '30 dage' }) },
  Bogføring: {
    target: (panel) => panel.getByRole('button', { name: 'Hent CSV-fil til bogføringsprogrammet' }),
    expectAfter: (page) => page.waitForEvent('download'),
  },
  Bookinger: {
    // The demo's bookings lie in the past: a list of upcoming bookings only is widened first.
    prepare: async (panel) => {
      const edit = panel.getByRole('button', { name: 'Rediger', exact: true });
      if ((await edit.count()) > 0) return;
      const all = panel
        .getByRole('group', { name: 'Vis bookinger' })
        .getByRole('radio', { name: 'Alle', exact: true });
      await expectUncovered(all, 'the bookings filter');
      await all.tap();
    },
    target: (panel) => panel.getByRole('button', { name: 'Rediger', exact: true }).first(),
    expectAfter: (_page, panel) =>
      expect(panel.getByRole('button', { name: 'Gem', exact: true })).toBeVisible(),
  },
  'Booking-tider': {
    target: (panel) => panel.getByRole('button', { name: 'Tilføj tidsperiode' }).first(),
    expectAfter: (_page, panel) =>
      expect(panel.getByRole('button', { name: 'Gem', exact: true }).first()).toBeVisible(),
  },
  Produkter: opensForm('Tilføj produkt'),
  Portfolio: opensForm('Tilføj billede'),
  'Eksterne billeder': {
    target: (panel) => panel.getByText('Vælg fil', { exact: true }),
    expectAfter: (page) => page.waitForEvent('filechooser'),
  },
  Adressezoner: opensForm('Tilføj zone'),
  Rabatkoder: opensForm('Tilføj rabatkode'),
  // The demo's firm: its terms' form.
  Firmaer: {
    target: (panel) => panel.getByRole('button', { name: 'Rediger', exact: true }).first(),
    expectAfter: (_page, panel) =>
      expect(panel.getByRole('button', { name: 'Gem aftale', exact: true })).toBeVisible(),
  },
  // 'Send nyhedsbrev' waits for subscribers (the demo has none): the templates' inner tab.
  Nyhedsbrev: {
    target: (panel) => panel.getByRole('tab', { name: 'Skabeloner' }),
    expectAfter: (_page, panel) =>
      expect(panel.getByRole('tab', { name: 'Skabeloner', selected: true })).toBeVisible(),
  },
  Forsidesektioner: opensForm('Tilføj sektion'),
  Indstillinger: {
    target: (panel) => panel.getByRole('button', { name: 'Gem', exact: true }).first(),
    expectAfter: (page) => expect(page.getByText('Indstillinger gemt').first()).toBeVisible(),
  },
};

const tabNames = Object.keys(mainActions);

/** The content tools' names: the switch for editing in place and the hero title's pencil. */
const editOnPage = { name: 'Rediger tekster direkte på siden' };
const editHeroTitle = { name: 'Rediger Forsidens overskrift', exact: true };
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const panelOf = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

/** The tab's panel has its heading and has finished loading. */
async function expectTabShown(page: Page, name: string): Promise<Locator> {
  const panel = panelOf(page, name);
  await expect(panel.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('Indlæser...')).toHaveCount(0);
  await expect(page.getByText('Noget gik galt')).toHaveCount(0);
  return panel;
}

/**
 * Scrolled to the top and to the bottom of the screen, as the browser scrolls to what takes
 * focus (and as an owner's scrolling leaves it), the element is wholly in the viewport and is
 * itself what a finger lands on, at its centre and around it: no sticky line over it at the
 * top, no floating button over it at the bottom.
 */
async function expectUncovered(
  target: Locator,
  what: string,
  scrolls: readonly ('start' | 'end' | 'as is')[] = ['start', 'end'],
): Promise<void> {
  for (const block of scrolls) {
    if (block !== 'as is')
      await target.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
    await expect(target, what).toBeVisible();
    await expect(target, `${what} (scrolled to the ${block})`).toBeInViewport({ ratio: 1 });
    const covering = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points: [number, number][] = [
        [0.5, 0.5],
        [0.15, 0.5],
        [0.85, 0.5],
        [0.5, 0.2],
        [0.5, 0.8],
      ].map(([x, y]) => [box.left + box.width * x!, box.top + box.height * y!]);
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(hit === element || element.contains(hit)))
          return hit ? hit.outerHTML.slice(0, 160) : 'nothing';
      }
      return null;
    });
    expect(covering, `${what}, scrolled to the ${block}, is covered by: ${covering}`).toBeNull();
  }
}

test.describe('admin on a phone', () => {
  test.describe.configure({ timeout: 240_000 });

  test('every tab opens from the phone’s switcher, its main action is tapped uncovered; axe at 390 and 1366 px', async ({
    browser,
  }) => {
    const page = await ownerPage(browser, { viewport: phone, hasTouch: true });
    await openPage(page, '/admin');

    // One line for the tabs on a phone: the list box, naming the current tab.
    const picker = page.getByRole('combobox', { name: 'Fane' });
    await expect(picker).toHaveValue('oversigt');
    await expect(picker.getByRole('option')).toHaveText(tabNames);
    await expect(page.getByRole('tab', { name: 'Oversigt' })).toBeHidden();
    const stickyHeight = await picker.evaluate(
      (element) => element.parentElement!.getBoundingClientRect().height,
    );
    expect(stickyHeight).toBeLessThanOrEqual(72);
    // Nothing wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    for (const name of tabNames) {
      await test.step(`phone: ${name}`, async () => {
        // The sticky line stays in view wherever the page was left.
        await expectUncovered(picker, `'Fane' on ${name}`, ['as is']);
        await picker.selectOption({ label: name });
        const panel = await expectTabShown(page, name);
        const action = mainActions[name]!;
        await action.prepare?.(panel);
        const target = action.target(panel, page);
        await expectUncovered(target, `the main action of ${name}`);
        if (action.tap !== false) {
          const after = action.expectAfter?.(page, panel);
          await target.tap();
          await after;
          // The toast the save brought ('Indstillinger gemt') leaves the button uncovered.
          if (name === 'Indstillinger')
            await expectUncovered(target, `'Gem' under its toast`, ['as is', 'end']);
        }
        if (name === 'Bookinger') {
          // From the top of the page, the first booking starts on the first screen.
          await page.evaluate(() => window.scrollTo(0, 0));
          const first = panel.getByRole('article').first();
          const top = await first.evaluate((element) => element.getBoundingClientRect().top);
          expect(top, 'the first booking card starts within the first screen').toBeLessThan(
            phone.height,
          );
        }
        await expectNoSeriousA11yViolations(page);
      });
    }

    await page.setViewportSize(desktop);
    // A column of tabs beside the panel: no list box, every tab at hand.
    await expect(picker).toBeHidden();
    for (const name of tabNames) {
      await test.step(`1366 px: ${name}`, async () => {
        await page.getByRole('tab', { name, exact: true }).click();
        await expectTabShown(page, name);
        await expectNoSeriousA11yViolations(page);
      });
    }
    await page.context().close();
  });

  test('home: the video section’s text keeps half the row; a hero title edited on a phone shows whole', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: desktop, hasTouch: true });
    const page = await context.newPage();
    // The video's thumbnail as YouTube serves it (480 × 360), not the offline placeholder.
    const thumbnail = await sharp({
      create: { width: 480, height: 360, channels: 3, background: '#1e3a8a' },
    })
      .jpeg()
      .toBuffer();
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({ body: thumbnail, contentType: 'image/jpeg' }),
    );
    const videoTitle = demoHomeSections.find((s) => s.image_url === demoYoutubeRef)!.title;
    const section = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: videoTitle }) });
    const widths = () =>
      section.evaluate((article) => ({
        row: article.getBoundingClientRect().width,
        text: article.querySelector('h3')!.parentElement!.getBoundingClientRect().width,
        thumbnailLoaded: [...article.querySelectorAll('img')].some((img) => img.naturalWidth > 0),
      }));

    await openPage(page, '/');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await widths()).thumbnailLoaded).toBe(true);
    const wide = await widths();
    // Two equal columns with a gap: the text has close to half the row.
    expect(wide.text).toBeGreaterThan(wide.row * 0.4);
    await page.setViewportSize(phone);
    await expect
      .poll(async () => {
        const narrow = await widths();
        return narrow.text === narrow.row;
      })
      .toBe(true);

    await signIn(page, admin);
    await openPage(page, '/');
    await page.getByRole('button', editOnPage).tap();
    await page.getByRole('button', editHeroTitle).tap();
    const field = page.getByRole('textbox', editHeroTitle);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport({ ratio: 1 });
    // The whole title in view: it wraps, and nothing of it is scrolled away.
    const fits = await field.evaluate(
      (element) =>
        element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
    );
    expect(fits).toBe(true);
    expect(
      await field.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeGreaterThan(80);
    await field.press('Escape');
    await expect(field).toHaveCount(0);
    await context.close();
  });
});
