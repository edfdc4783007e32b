/**
 * Shared steps of the browser journeys (not a test file itself): a fresh confirmed customer,
 * signing in, the local mailbox, a bookable day from the twin's availability, filling in the
 * booking page up to the payment page and paying there, and a booking made through the API
 * where the journey is not about the booking pages.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Availability } from '@shared/api/availability';
import type { CreatedBooking } from '@shared/api/booking';
import type { BusinessSettingsBody, BusinessSettingsView } from '@shared/api/business-settings';
import { cognitoTarget } from '@shared/api/client-limits';
import { formatDanishDate, mondayIndex } from '@shared/domain/danish-format';
import { sessionToken } from './support/owner-uploads';
import { openPage } from './support/open-page';

export const admin = { email: 'admin@dronefoto.dk', password: 'Admin123!' };
/** Seeded 'Dronefoto – Enkeltbillede', 249 kr, editing not included. */
export const singlePhotoProductId = 5;
export const aarhusAddress = 'Vestergade 1, 8000 Aarhus C';
export const esbjergAddress = 'Torvet 1, 6700 Esbjerg';

export interface Account {
  email: string;
  password: string;
}

export interface MailboxMessage {
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  /** Each with its bytes as base64 (the twin's mailbox, infra/local/mailbox.ts). */
  attachments?: Array<{ filename: string; contentType: string; content?: string }>;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.dk`;
}

function recipients(mail: MailboxMessage): string {
  return (Array.isArray(mail.to) ? mail.to.join(',') : mail.to).toLowerCase();
}

export async function mailsTo(
  request: APIRequestContext,
  email: string,
): Promise<MailboxMessage[]> {
  const response = await request.get('/_local/mail');
  const mails = (await response.json()) as MailboxMessage[];
  return mails.filter((mail) => recipients(mail).includes(email.toLowerCase()));
}

/** Polls the mailbox until a mail to `email` matches `predicate`; answers that mail. */
export async function awaitMail(
  request: APIRequestContext,
  email: string,
  predicate: (mail: MailboxMessage) => boolean,
  message: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, email)).find(predicate);
        return found !== undefined;
      },
      { message, timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

/** Polls the mailbox until a mail to `email` matches `predicate`. */
export async function expectMail(
  request: APIRequestContext,
  email: string,
  predicate: (mail: MailboxMessage) => boolean,
  message: string,
): Promise<void> {
  await awaitMail(request, email, predicate, message);
}

/** The site path (`/email-confirmed?…`) of the first link to `path` in a mail. */
function linkIn(mail: MailboxMessage, path: string): string | undefined {
  const body = `${mail.html ?? ''}\n${mail.text ?? ''}`.replace(/&amp;/g, '&');
  const match = new RegExp(`https?://[^\\s"'<>]+${path}\\?[^\\s"'<>]+`).exec(body);
  if (!match) return undefined;
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * The site path of the link to `path` (e.g. `/email-confirmed`, `/newsletter/confirm`) in the
 * newest mail to `email` that has one, once it has arrived.
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string> {
  const mail = await awaitMail(
    request,
    email,
    (candidate) => linkIn(candidate, path) !== undefined,
    `a mail to ${email} with a ${path} link`,
  );
  return linkIn(mail, path)!;
}

/** Types the account into the login page shown and presses 'Log ind'. */
async function submitLogin(page: Page, account: Account): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
}

export async function signIn(page: Page, account: Account): Promise<void> {
  await openPage(page, '/login');
  await submitLogin(page, account);
  await expect(page.getByText('Du er nu logget ind!')).toBeVisible();
}

/** Signs in (the demo admin by default) on the login page that leads on to `path`. */
export async function signInTo(page: Page, path: string, account: Account = admin): Promise<void> {
  await openPage(page, `/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A call to Cognito through the twin, as the SPA makes it (the visitor's own client). */
export async function cognitoCall(request: APIRequestContext, operation: string, body: object) {
  const config = (await (await request.get('/config.json')).json()) as {
    userPoolClientId: string;
  };
  const response = await request.post('/_local/cognito/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': cognitoTarget(operation),
    },
    data: JSON.stringify({ ClientId: config.userPoolClientId, ...body }),
  });
  expect(response.ok(), `${operation}: ${await response.text()}`).toBe(true);
}

/**
 * A new customer: signed up and confirmed with the code of the mailed link through Cognito's
 * API (as the sign-up and /email-confirmed pages call it; auth.e2e.ts walks those pages), then
 * signed in through the login page.
 */
export async function newCustomer(
  page: Page,
  request: APIRequestContext,
  label = 'kunde',
): Promise<Account> {
  const account = { email: uniqueEmail(label), password: 'Hemmelig1' };
  await cognitoCall(request, 'SignUp', {
    Username: account.email,
    Password: account.password,
    UserAttributes: [{ Name: 'email', Value: account.email }],
  });
  const link = await mailedLink(request, account.email, '/email-confirmed');
  const code = new URL(link, 'http://site').searchParams.get('code');
  await cognitoCall(request, 'ConfirmSignUp', { Username: account.email, ConfirmationCode: code });
  await signIn(page, account);
  return account;
}

interface AvailabilityAnswer {
  today: string;
  days: { date: string; slots: { time: string }[] }[];
}

/**
 * A Monday–Saturday at least `daysAhead` days from today on which `time` is free for a shoot
 * in Aarhus C (the journeys' default address), the drive from the day's other shoots and
 * daylight included. Times between 09:00 and 15:00 are in daylight all year.
 */
export async function bookableDate(
  request: APIRequestContext,
  daysAhead: number,
  time: string,
): Promise<string> {
  const response = await request.get('/api/availability?lat=56.157&lon=10.211');
  expect(response.ok()).toBe(true);
  const availability = (await response.json()) as AvailabilityAnswer;
  const day = availability.days
    .slice(daysAhead)
    .find((d) => mondayIndex(d.date) < 6 && d.slots.some((slot) => slot.time === time));
  if (!day) throw new Error(`No free ${time} slot ${daysAhead}+ days ahead`);
  return day.date;
}

export async function slotOffered(
  request: APIRequestContext,
  date: string,
  time: string,
): Promise<boolean> {
  const availability = (await (
    await request.get('/api/availability')
  ).json()) as AvailabilityAnswer;
  return (
    availability.days.find((d) => d.date === date)?.slots.some((slot) => slot.time === time) ??
    false
  );
}

/** The centre of Aarhus C, where the journeys' bookings are (the gazetteer's position). */
const aarhusCentre = { lat: 56.157, lon: 10.211 };

/**
 * The first free start of a product (the single photo by default) in Aarhus C on a
 * Monday–Saturday at least `daysAhead` days from today, at `from` or later that day.
 */
export async function freeStart(
  request: APIRequestContext,
  {
    productId = singlePhotoProductId,
    daysAhead,
    from = '00:00',
  }: { productId?: number; daysAhead: number; from?: string },
): Promise<{ date: string; time: string }> {
  const answer = await request.get('/api/availability', {
    params: { product_id: productId, ...aarhusCentre },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { days } = (await answer.json()) as Availability;
  const startsOf = (day: Availability['days'][number]) =>
    day.slots.filter((slot) => slot.time >= from);
  const day = days.slice(daysAhead).find((d) => mondayIndex(d.date) < 6 && startsOf(d).length > 0);
  if (!day) throw new Error(`No free start ${daysAhead}+ days ahead`);
  return { date: day.date, time: startsOf(day)[0]!.time };
}

/** The slot radio of a time on the booking page ('10:00', maybe with a golden-hour badge). */
export const slotRadio = (page: Page, time: string) =>
  page.getByRole('radio', { name: new RegExp(`^${time}`) });

/**
 * Types the address on the booking page and leaves the field: once it is found in a zone,
 * the times that can be flown there are offered (they wait for the address).
 */
export async function enterAddress(page: Page, address = aarhusAddress): Promise<void> {
  const field = page.getByLabel('Adresse for optagelsen');
  await field.fill(address);
  await field.blur();
  await expect(page.locator('#booking-address-status')).toContainText(/fra vores base/);
}

export async function chooseSlot(page: Page, date: string, time: string): Promise<void> {
  await page.getByRole('button', { name: formatDanishDate(date), exact: true }).click();
  await slotRadio(page, time).check();
}

export interface BookingChoice {
  productId?: number;
  date: string;
  time: string;
  address?: string;
  /** 'Adgangsforhold' typed beside the address (none by default). */
  accessNotes?: string;
  /** Tick 'Jeg har læst og accepterer handelsbetingelserne' on the payment page (default). */
  acceptTerms?: boolean;
  /** The name and mobile number typed on the payment page; null leaves them to the test. */
  contact?: ContactDetails | null;
}

/** The payment page's required checkbox for the terms of trade. */
export const termsCheckbox = (page: Page) =>
  page.getByRole('checkbox', { name: 'Jeg har læst og accepterer handelsbetingelserne' });

/** Ticks the terms of trade on the payment page, so the pay button can be used. */
export async function acceptTerms(page: Page): Promise<void> {
  await termsCheckbox(page).check();
  await expect(payButton(page)).not.toHaveAttribute('aria-disabled', 'true');
}

export interface ContactDetails {
  name: string;
  phone: string;
}

export const e2eContact: ContactDetails = { name: 'Test Kunde', phone: '12 34 56 78' };

/** Fills 'Dine oplysninger' on the payment page (name and mobile number). */
export async function fillContactDetails(page: Page, contact: ContactDetails): Promise<void> {
  await page.getByLabel('Navn', { exact: true }).fill(contact.name);
  await page.getByLabel('Mobilnummer', { exact: true }).fill(contact.phone);
}

/**
 * Fills the booking page (the address first: the times follow it) and continues to /payment,
 * waiting for its slot re-check, then fills
 * in the customer's name and mobile number there (unless `contact` is null) and ticks the
 * terms (unless `acceptTerms: false`).
 */
export async function bookUntilPayment(page: Page, choice: BookingChoice): Promise<void> {
  await openPage(page, `/booking/${choice.productId ?? singlePhotoProductId}`);
  await enterAddress(page, choice.address);
  if (choice.accessNotes) await page.getByLabel(/^Adgangsforhold/).fill(choice.accessNotes);
  await chooseSlot(page, choice.date, choice.time);
  await page.getByRole('button', { name: 'Fortsæt til betaling' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Ordreoversigt' })).toBeVisible();
  // The entry check succeeded: the distance note shows and the pay button is enabled.
  await expect(page.getByText(/Adressen er .* fra vores base/)).toBeVisible();
  if (choice.contact !== null) await fillContactDetails(page, choice.contact ?? e2eContact);
  if (choice.acceptTerms !== false) await acceptTerms(page);
}

/** The rest of a booking page's choices, beside the day and time. */
export type OtherChoices = Omit<BookingChoice, 'date' | 'time'>;

/**
 * `bookUntilPayment` at `time` on the first bookable day at least `daysAhead` days away
 * (`bookableDate`); answers the day and time booked.
 */
export async function bookFreeSlotUntilPayment(
  page: Page,
  request: APIRequestContext,
  daysAhead: number,
  time: string,
  choices: OtherChoices = {},
): Promise<{ date: string; time: string }> {
  const date = await bookableDate(request, daysAhead, time);
  await bookUntilPayment(page, { ...choices, date, time });
  return { date, time };
}

/**
 * A new customer (`newCustomer`, signed in) on the payment page of a booking at `time`, at
 * least `daysAhead` days away (`bookFreeSlotUntilPayment`).
 */
export async function newCustomerAtPayment(
  page: Page,
  request: APIRequestContext,
  label: string,
  daysAhead: number,
  time: string,
  choices: OtherChoices = {},
): Promise<{ customer: Account; date: string; time: string }> {
  const customer = await newCustomer(page, request, label);
  return {
    customer,
    ...(await bookFreeSlotUntilPayment(page, request, daysAhead, time, choices)),
  };
}

/** The pay button of the payment page (its label depends on method and amount). */
export const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Bekræft booking|Gå til betaling)/ });

/** The thank-you page's state of the payment (toasts are statuses too, outside main). */
export const thankYouStatus = (page: Page) => page.getByRole('main').getByRole('status');

/** The thank-you page's link to the profile's bookings. */
export const manageBookingsLink = (page: Page) =>
  page.getByRole('link', { name: 'Se og administrer dine bookinger' });

/** Presses the payment page's pay button for a card booking: on to the checkout page. */
export async function goToCheckout(page: Page): Promise<void> {
  await payButton(page).click();
  await expect(page).toHaveURL(/\/_local\/checkout\//);
}

/** Presses 'Betal' on the Stripe stand-in's checkout page: on to the thank-you page. */
export async function payOnCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Betal', exact: true }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\?booking=/);
}

/** The thank-you page's message for a card booking paid on the checkout page. */
export const cardPaidText = 'Betaling gennemført! Din booking er bekræftet.';

/**
 * Pays the payment page's card booking on the Stripe stand-in's checkout page ('Betal'): the
 * thank-you page says it is paid; then on to the profile through its link.
 */
export async function payByCardOnCheckout(page: Page): Promise<void> {
  await goToCheckout(page);
  await payOnCheckout(page);
  await expect(thankYouStatus(page)).toHaveText(cardPaidText);
  await manageBookingsLink(page).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export const paymentMethod = (page: Page, label: 'Kort' | 'Faktura' | 'Kontant' | 'Credits') =>
  page.getByRole('radio', { name: new RegExp(`^${label}`) });

/** The thank-you page's message for a booking paid cash at the shoot. */
export const cashBookedText = 'Booking bekræftet! Du betaler kontant ved optagelsen.';

/** Pays the payment page's booking cash ('Kontant'): the thank-you page confirms it. */
export async function payCash(page: Page): Promise<void> {
  await paymentMethod(page, 'Kontant').check();
  await payButton(page).click();
  await expect(page.getByText(cashBookedText).first()).toBeVisible();
}

/** The booking's card on the profile, found by its date and time. */
export const profileBooking = (page: Page, date: string, time: string) =>
  page
    .getByRole('article')
    .filter({ hasText: formatDanishDate(date) })
    .filter({ hasText: `kl. ${time}` });

/**
 * The profile's past bookings show the booking 'Refunderet' once the Stripe stand-in's signed
 * charge.refunded has arrived (it may come later: the page is opened again until it does).
 */
export async function expectRefundedOnProfile(page: Page, date: string, time: string) {
  await expect(async () => {
    await openPage(page, '/profile?tab=past');
    await expect(profileBooking(page, date, time)).toContainText('Refunderet', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** An Authorization header with a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The business settings as `PUT /api/admin/settings` takes them (its fields, nothing else),
 * without the version they were read at: the tests' own set-ups save over each other's.
 */
export const settingsBody = ({
  base_position: _position,
  details_saved: _saved,
  version: _version,
  ...body
}: BusinessSettingsView): BusinessSettingsBody => body;

/** The access token of a signed-in page (its stored session), for setting up by API. */
export const accessTokenOf = sessionToken;

export interface ApiBooking {
  date: string;
  time: string;
  /** The single photo by default. */
  productId?: number;
  /** Cash by default. */
  method?: 'cash' | 'card' | 'invoice';
  /** The name typed on the payment page (e2eContact's by default; its phone always). */
  name?: string;
  /** 'Redigering' added (no by default). */
  includeEditing?: boolean;
  /** Booked for the customer's firm (privately by default; 'Faktura' needs an approved firm). */
  forFirm?: boolean;
}

/**
 * A booking in Aarhus C by the customer signed in on `page`, made through the API as the
 * payment page sends it (terms accepted); answers the API's answer and the customer's
 * Authorization header.
 */
export async function bookByApi(page: Page, request: APIRequestContext, booking: ApiBooking) {
  const headers = bearer(await accessTokenOf(page));
  const made = await request.post('/api/bookings', {
    headers,
    data: {
      product_id: booking.productId ?? singlePhotoProductId,
      booking_date: booking.date,
      booking_time: booking.time,
      address: aarhusAddress,
      include_editing: booking.includeEditing ?? false,
      payment_method: booking.method ?? 'cash',
      terms_accepted: true,
      customer_name: booking.name ?? e2eContact.name,
      customer_phone: e2eContact.phone,
      ...(booking.forFirm ? { for_firm: true } : {}),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { ...((await made.json()) as CreatedBooking), headers };
}

/** axe-core: no serious or critical WCAG 2.1 AA violations on the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
