/**
 * The owner's side of the browser journeys, for setting up and finding what a journey is
 * about: the demo admin signed in on a page of its own, the API calls a test makes as the
 * owner (the business settings, a product), and a customer's booking card on the
 * 'Bookinger' tab, found by searching the way the owner does.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import type { BusinessSettingsBody, BusinessSettingsView } from '@shared/api/business-settings';
import type { Product } from '@shared/api/entities';
import {
  accessTokenOf,
  admin,
  bearer,
  expectNoSeriousA11yViolations,
  settingsBody,
  signIn,
  singlePhotoProductId,
} from '../booking-helpers';
import { openPage } from './open-page';
import type { ImageFile } from './owner-uploads';

/**
 * A browser context of its own with the demo admin signed in; `options` for the context,
 * e.g. a phone's viewport or the clipboard permissions.
 */
export async function ownerPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, admin);
  return page;
}

/** The Authorization header of the session signed in on `page`, for calls by API. */
export async function authHeaders(page: Page): Promise<{ authorization: string }> {
  return bearer(await accessTokenOf(page));
}

/** `ownerPage`, and the Authorization header for setting up by API as the owner. */
export async function ownerWithApi(browser: Browser, options?: BrowserContextOptions) {
  const owner = await ownerPage(browser, options);
  return { owner, ownerHeaders: await authHeaders(owner) };
}

/** The periods of the owner's booking list ('Vis bookinger'). */
export type BookingPeriod = 'Kommende' | 'Tidligere' | 'Aflyste' | 'Alle';

/**
 * Opens the owner's 'Bookinger' tab, picks `period` if given (it opens on 'Kommende') and
 * types `search` into 'Søg i bookinger'.
 */
export async function searchBookings(
  owner: Page,
  search: string,
  period?: BookingPeriod,
): Promise<void> {
  await openPage(owner, '/admin?tab=bookinger');
  if (period) await owner.getByRole('radio', { name: period, exact: true }).check();
  await owner.getByLabel('Søg i bookinger').fill(search);
}

/** The booking cards of the owner's list that mention a customer's e-mail. */
export const bookingCards = (owner: Page, email: string): Locator =>
  owner.getByRole('article').filter({ hasText: email });

/**
 * The one booking card of a customer in the owner's list (among the upcoming bookings unless
 * `period` says otherwise), found by searching `search` (the customer's e-mail by default).
 */
export async function ownerBookingCard(
  owner: Page,
  email: string,
  { period = 'Kommende', search = email }: { period?: BookingPeriod; search?: string } = {},
): Promise<Locator> {
  await searchBookings(owner, search, period);
  const card = bookingCards(owner, email);
  await expect(card).toHaveCount(1);
  return card;
}

/** The business settings as they are now, in the form `PUT /api/admin/settings` takes. */
export async function currentSettings(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
): Promise<BusinessSettingsBody> {
  const answer = await request.get('/api/admin/settings', { headers: ownerHeaders });
  expect(answer.ok()).toBe(true);
  return settingsBody((await answer.json()) as BusinessSettingsView);
}

/** Saves the business settings through the API, as the owner. */
export async function putSettings(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  settings: BusinessSettingsBody,
): Promise<void> {
  const saved = await request.put('/api/admin/settings', { headers: ownerHeaders, data: settings });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * Runs `book` while the owner allows shoots without notice and after sunset (put back at
 * once), with the days the single photo product has free in Aarhus meanwhile.
 */
export async function withoutNotice<T>(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  book: (days: Availability['days']) => Promise<T>,
): Promise<T> {
  const settings = await currentSettings(request, ownerHeaders);
  await putSettings(request, ownerHeaders, {
    ...settings,
    min_notice_hours: 0,
    allow_after_sunset: true,
  });
  try {
    const answer = await request.get('/api/availability', {
      params: { product_id: singlePhotoProductId, lat: 56.157, lon: 10.211 },
    });
    return await book(((await answer.json()) as Availability).days);
  } finally {
    await putSettings(request, ownerHeaders, settings);
  }
}

/** A photo product of 999 kr made through the API, as the owner. */
export async function addPhotoProduct(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  product: { name: string; description: string; images: string[] },
): Promise<Product> {
  const created = await request.post('/api/admin/products', {
    headers: ownerHeaders,
    data: { ...product, price: 999, category: 'photo' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as Product;
}

/** Marks a booking paid through the API, as the owner (cash is paid at the shoot). */
export async function markPaid(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  bookingId: string,
): Promise<void> {
  const paid = await request.post(`/api/admin/bookings/${bookingId}/mark-paid`, {
    headers: ownerHeaders,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/**
 * axe on admin tabs with their add forms open: each tab (its id in the address) once it has
 * loaded, with the form its add button opens (the form bears the button's name). The tabs
 * alone are scanned at both widths in admin-phone.e2e.ts.
 */
export async function expectAddFormsAccessible(
  owner: Page,
  tabs: readonly (readonly [tab: string, add: string])[],
): Promise<void> {
  for (const [tab, add] of tabs) {
    await openPage(owner, `/admin?tab=${tab}`);
    await expect(owner.getByRole('button', { name: add })).toBeVisible();
    await expect(owner.getByRole('status').filter({ hasText: 'Indlæser' })).toHaveCount(0);
    // One scan with the form open covers the tab around it too.
    await owner.getByRole('button', { name: add }).click();
    await expect(owner.getByRole('form', { name: add })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
  }
}

/** Opens `path` on the owner's page and switches on 'Rediger tekster direkte på siden'. */
export async function startEditingInPlace(owner: Page, path: string): Promise<void> {
  await openPage(owner, path);
  await owner.getByRole('button', { name: 'Rediger tekster direkte på siden' }).click();
}

/**
 * Changes a text in place on the owner's page (edit mode must be on), saved with 'Gem' or the
 * Enter key; `title` is the text's Danish title (shared/content/titles.ts), which names its
 * edit button. The edit is saved once the button is back and 'Indhold opdateret' shows.
 */
export async function editInPlace(
  owner: Page,
  title: string,
  value: string,
  save: 'enter' | 'button' = 'button',
): Promise<void> {
  const label = `Rediger ${title}`;
  await owner.getByRole('button', { name: label, exact: true }).click();
  const field = owner.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  if (save === 'enter') await field.press('Enter');
  else await owner.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(owner.getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(owner.getByText('Indhold opdateret').first()).toBeVisible();
}

/**
 * Chooses a picture in an uploader ('Vælg fil') of the owner's forms and waits until the
 * uploader says it is uploaded, converted and made smaller.
 */
export async function uploadImage(uploader: Locator, file: ImageFile): Promise<void> {
  await uploader.getByLabel('Vælg fil').setInputFiles(file);
  await expect(uploader.getByRole('status')).toHaveText(
    /^Billede uploadet og konverteret til (WEBP|JPEG) \(\d+% reduktion\)$/,
  );
}

/** Presses the 'Slet' button of an item, then 'Slet' in the dialog that asks to confirm. */
export async function deleteAfterConfirming(owner: Page, item: Locator): Promise<void> {
  await item.getByRole('button', { name: 'Slet' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Slet' }).click();
}

/** A card (an article) of the owner's lists, found by its heading. */
export const cardTitled = (page: Page, title: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
