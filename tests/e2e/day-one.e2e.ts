/**
 * Day one on a fresh stack (`SEED=none npm start`: what a new `cdk deploy` has): visitors
 * see calm notices; the owner invited by `npm run invite-admin` (as CDK's adminEmail invites)
 * gets a Danish invitation with a temporary password, chooses a password of their own, lands
 * on 'Kom i gang' with every step open, and completes it in the browser (business details
 * with CVR, the business's e-mail, phone and Facebook link, a product, a zone, hours), and on
 * a phone sets up card payments by pasting the
 * Stripe key in Indstillinger (the twin's Stripe stand-in refuses another key), no command.
 * Until then no contact stands in on the visitor's pages; afterwards the footer, /contact, the
 * terms and the structured data name the owner's business and its contact details.
 * Then a customer books and pays by card, gets a receipt with the owner's CVR (its mail's
 * subject naming the business), cancels before
 * the cut-off, and the refund completes through the events the saved key subscribed, each
 * checked with the signing secret stored with the key.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import {
  awaitMail,
  expectMail,
  expectRefundedOnProfile,
  newCustomerAtPayment,
  payByCardOnCheckout,
  profileBooking,
  signIn,
} from './booking-helpers';
import { pngFile } from './support/images';
import { openPage } from './support/open-page';
import { uploadImage } from './support/owner';
import { freshDataDir, freshPort, freshStackUrl } from './support/twins';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const owner = { email: 'owner@example.test', password: 'ejerens-egen-kode' };
const business = {
  name: 'Luftfoto Nord ApS',
  address: 'Havnevej 3, 9990 Skagen',
  cvr: '31415926',
  email: 'kontakt@luftfoto-nord.dk',
  phone: '98 44 12 34',
  shownPhone: '+45 98 44 12 34',
  facebook: 'https://www.facebook.com/luftfotonord',
};
const productName = 'Dronefoto – Sommerhus';
const shootTime = '14:00';

test.use({ baseURL: freshStackUrl });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Runs one of the README's npm scripts against the fresh stack; answers its output. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '-s', script, '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PORT: String(freshPort), LOCAL_DATA_DIR: freshDataDir, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const checklist = (page: Page) =>
  page.getByRole('list', { name: 'Trin på vej til de første bookinger' });
const step = (page: Page, title: string) =>
  checklist(page).getByRole('listitem').filter({ hasText: title });

async function openChecklist(page: Page) {
  await openPage(page, '/admin?tab=kom-i-gang');
  await expect(page.getByRole('heading', { name: 'Kom i gang', level: 2 })).toBeVisible();
}

test('a visitor of a new site reads calm notices, no error', async ({ page }) => {
  await openPage(page, '/');
  await expect(
    page.getByText('Der er ingen tjenester at vise lige nu. Kig forbi igen snart.'),
  ).toBeVisible();
  // No contact stands in for the owner's: no address, number or social link in the footer.
  const footer = page.getByRole('contentinfo');
  await expect(footer).not.toContainText('@');
  await expect(footer).not.toContainText('+45');
  await expect(footer.getByRole('link', { name: /på (Facebook|Instagram|YouTube)$/ })).toHaveCount(
    0,
  );
  await openPage(page, '/products');
  await expect(page.getByText(/Vi er ved at gøre vores tjenester klar/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await openPage(page, '/handelsbetingelser');
  await expect(page.getByRole('region', { name: 'Reklamation' })).toContainText(
    'skriv til os på e-mail inden for rimelig tid',
  );
});

test('the invited owner chooses a password and opens on Kom i gang with every step open', async ({
  page,
  request,
}) => {
  const invited = npmRun('invite-admin', [owner.email]);
  expect(invited.output).toContain(`Invited ${owner.email} as an admin.`);
  expect(invited.status).toBe(0);

  const invitation = await awaitMail(
    request,
    owner.email,
    (mail) => mail.subject === 'Du er inviteret som administrator hos Dronefoto',
    'the Danish invitation',
  );
  const text = invitation.text ?? '';
  expect(text).toContain(freshStackUrl);
  const temporary = /midlertidige adgangskode: (\S+)/.exec(text)?.[1];
  expect(temporary).toBeDefined();
  const link = /(http\S+\/login\?redirect=%2Fadmin)/.exec(text)?.[1];
  expect(link).toBeDefined();

  await openPage(page, new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(temporary!);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vælg ny adgangskode' })).toBeVisible();
  await page.getByLabel('Ny adgangskode', { exact: true }).fill('kort');
  await page.getByLabel('Bekræft ny adgangskode').fill('kort');
  await page.getByRole('button', { name: 'Gem adgangskode' }).click();
  await expect(page.getByText('Adgangskoden skal være mindst 6 tegn lang')).toBeVisible();
  await page.getByLabel('Ny adgangskode', { exact: true }).fill(owner.password);
  await page.getByLabel('Bekræft ny adgangskode').fill(owner.password);
  await page.getByRole('button', { name: 'Gem adgangskode' }).click();

  await expect(page).toHaveURL(/\/admin\?tab=kom-i-gang$/);
  await expect(page.getByRole('tab', { name: 'Kom i gang', selected: true })).toBeVisible();
  await expect(checklist(page).getByRole('listitem')).toHaveCount(6);
  await expect(checklist(page).getByText('Mangler', { exact: true })).toHaveCount(6);
  await expect(checklist(page).getByText('Udført', { exact: true })).toHaveCount(0);
  await expect(step(page, 'Kortbetaling')).toContainText('Kortbetaling i Indstillinger');
  await expect(step(page, 'Kortbetaling')).not.toContainText('npm run');
});

test('the owner completes the checklist in the browser, each step ticking off', async ({
  page,
}) => {
  await signIn(page, owner);

  // The business's details, from the step's own link.
  await openChecklist(page);
  await step(page, 'CVR-nummer').getByRole('link', { name: 'Udfyld Indstillinger' }).click();
  await page.getByLabel('Virksomhedens navn').fill(business.name);
  await page.getByLabel('Virksomhedens adresse').fill(business.address);
  await page.getByLabel('CVR-nummer').fill(business.cvr);
  await page.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(page.getByText('Indstillinger gemt').first()).toBeVisible();
  await openChecklist(page);
  await expect(step(page, 'CVR-nummer')).toContainText('Udført');

  // The contact details, from the step's link into Indstillinger's section 'Kontakt'.
  const contactStep = step(page, 'Virksomhedens e-mail og telefon');
  await expect(contactStep).toContainText('Mangler');
  await contactStep.getByRole('link', { name: 'Udfyld kontaktoplysningerne' }).click();
  await expect(page).toHaveURL(/tab=indstillinger#kontakt$/);
  const contact = page.getByRole('region', { name: 'Kontakt' });
  await contact.getByLabel('Virksomhedens e-mail').fill('kontakt@luftfoto-nord');
  await contact.getByLabel('Virksomhedens telefon').fill(business.phone);
  await contact.getByLabel('Link til Facebook').fill('www.facebook.com/luftfotonord');
  await page.getByRole('button', { name: 'Gem', exact: true }).click();
  // Each field says what is wrong with it.
  await expect(
    contact.getByText('Skriv en gyldig e-mailadresse, f.eks. kontakt@firma.dk'),
  ).toBeVisible();
  await expect(
    contact.getByText('Linket til Facebook skal være en fuld adresse, der begynder med https://'),
  ).toBeVisible();
  await contact.getByLabel('Virksomhedens e-mail').fill(business.email);
  await contact.getByLabel('Link til Facebook').fill(business.facebook);
  await page.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(page.getByText('Indstillinger gemt').first()).toBeVisible();
  await openChecklist(page);
  await expect(contactStep).toContainText('Udført');

  // A product with one picture.
  await step(page, 'Mindst ét produkt').getByRole('link', { name: 'Opret et produkt' }).click();
  await page.getByRole('button', { name: 'Tilføj produkt' }).click();
  const form = page.getByRole('form', { name: 'Tilføj produkt' });
  await form.getByLabel('Navn').fill(productName);
  await form.getByLabel('Pris (kr)').fill('1200');
  await form.getByLabel('Beskrivelse').fill('Luftfotos af sommerhuset og grunden.');
  await uploadImage(
    form.getByRole('group', { name: 'Billeder og videoer' }),
    await pngFile('sommerhus.png', '#4a7c59'),
  );
  await form.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await openChecklist(page);
  await expect(step(page, 'Mindst ét produkt')).toContainText('Udført');

  // A zone around Aarhus.
  await step(page, 'Mindst ét dækningsområde')
    .getByRole('link', { name: 'Opret en adressezone' })
    .click();
  await page.getByRole('button', { name: 'Tilføj zone' }).click();
  const zone = page.getByRole('form', { name: 'Tilføj zone' });
  await zone.getByLabel('Navn').fill('Aarhus');
  await zone.getByLabel('Centeradresse').fill('Rådhuspladsen 2, 8000 Aarhus C');
  await zone.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Aarhus', exact: true })).toBeVisible();
  await openChecklist(page);
  await expect(step(page, 'Mindst ét dækningsområde')).toContainText('Udført');

  // Opening hours: Wednesdays 14:00–18:00.
  await step(page, 'Åbningstider').getByRole('link', { name: 'Sæt booking-tider' }).click();
  await page.getByRole('tab', { name: 'Ugeplan' }).click();
  const wednesday = page.getByRole('region', { name: 'Onsdag', exact: true });
  await wednesday.getByRole('button', { name: 'Tilføj tidsperiode' }).click();
  await wednesday
    .getByRole('form', { name: 'Tilføj tidsperiode: Onsdag' })
    .getByRole('button', { name: 'Gem', exact: true })
    .click();
  await expect(page.getByText('Tidsperiode tilføjet')).toBeVisible();
  await openChecklist(page);
  await expect(step(page, 'Åbningstider')).toContainText('Udført');
  await expect(page.getByText('Siden kan nu tage imod bookinger.')).toBeVisible();
});

test("the visitor's pages name the owner's business and its contact details", async ({
  page,
  request,
}) => {
  const phoneLink = 'tel:+4598441234';
  await openPage(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: business.email })).toHaveAttribute(
    'href',
    `mailto:${business.email}`,
  );
  await expect(footer.getByRole('link', { name: business.shownPhone })).toHaveAttribute(
    'href',
    phoneLink,
  );
  await expect(footer).toContainText(`${business.name} · CVR-nr. ${business.cvr}`);
  await expect(footer.getByRole('link', { name: /på Facebook$/ })).toHaveAttribute(
    'href',
    business.facebook,
  );
  // Only the links the owner set.
  await expect(footer.getByRole('link', { name: /på (Instagram|LinkedIn|YouTube)$/ })).toHaveCount(
    0,
  );

  await openPage(page, '/contact');
  const info = page.getByRole('region', { name: 'Kontaktoplysninger' });
  await expect(info.getByRole('link', { name: business.email })).toBeVisible();
  await expect(info.getByRole('link', { name: business.shownPhone })).toHaveAttribute(
    'href',
    phoneLink,
  );

  await openPage(page, '/handelsbetingelser');
  await expect(page.getByRole('region', { name: 'Reklamation' })).toContainText(
    `skriv til os på ${business.email}`,
  );
  await expect(page.getByRole('region', { name: 'Fortrydelsesret' })).toContainText(
    `skrive til os på ${business.email}`,
  );

  // The structured data of the prerendered page, as a search engine reads it.
  for (const path of ['/', '/contact']) {
    const html = await (await request.get(path)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((entry) => entry['@type'] === 'LocalBusiness');
    expect(data, path).toMatchObject({
      name: business.name,
      taxID: business.cvr,
      email: business.email,
      telephone: business.shownPhone,
      sameAs: [business.facebook],
      address: { streetAddress: 'Havnevej 3', postalCode: '9990', addressLocality: 'Skagen' },
    });
    // The page's own HTML already shows the contact (no script needed).
    expect(html, path).toContain(`href="mailto:${business.email}"`);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the owner sets up card payments by pasting the Stripe key in Indstillinger', async ({
    page,
  }) => {
    await signIn(page, owner);
    await openChecklist(page);
    await expect(step(page, 'Kortbetaling')).toContainText('Mangler');
    await step(page, 'Kortbetaling')
      .getByRole('link', { name: 'Indsæt Stripe-nøglen i Indstillinger' })
      .click();
    const form = page.getByRole('form', { name: 'Kortbetaling (Stripe)' });
    await expect(form.getByRole('status')).toHaveText('Kortbetaling er ikke sat op endnu.');
    const keyField = form.getByLabel('Hemmelig nøgle fra Stripe');

    // A key Stripe does not know: said in Danish, nothing set up.
    await keyField.fill('sk_test_en_anden_konto_1234');
    await form.getByRole('button', { name: 'Gem nøglen' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Stripe tog ikke imod nøglen, så intet er ændret. Tjek, at hele nøglen er kopieret.',
    );
    await expect(form.getByRole('status')).toHaveText('Kortbetaling er ikke sat op endnu.');

    // The account's test key (the twin's Stripe stand-in's).
    await keyField.fill('sk_test_local_twin');
    await form.getByRole('button', { name: 'Gem nøglen' }).click();
    await expect(
      page.getByText('Nøglen er gemt, og Stripe sender nu betalinger til siden.').first(),
    ).toBeVisible();
    await expect(form.getByRole('status')).toHaveText(
      'Kortbetaling er sat op med en testnøgle, der ender på twin: kun testbetalinger.',
    );
    await expect(keyField).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Skift nøglen' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Fjern nøglen' })).toBeVisible();

    await openChecklist(page);
    await expect(step(page, 'Kortbetaling')).toContainText('Udført');
    await expect(step(page, 'Kortbetaling')).toContainText('Stripe er sat op');
    await expect(checklist(page).getByText('Mangler', { exact: true })).toHaveCount(0);
  });
});

test("a customer books and pays by card, gets the owner's receipt, cancels and is refunded", async ({
  page,
  request,
}) => {
  const productId = await (async () => {
    const bootstrap = (await (await request.get('/api/bootstrap')).json()) as {
      products: { id: number; name: string }[];
    };
    return bootstrap.products.find((product) => product.name === productName)?.id;
  })();
  expect(productId).toBeDefined();
  const { customer, date } = await newCustomerAtPayment(
    page,
    request,
    'foerste-kunde',
    3,
    shootTime,
    { productId },
  );
  await payByCardOnCheckout(page);

  const card = profileBooking(page, date, shootTime);
  await expect(card).toContainText('Betalt');
  await card.getByRole('button', { name: /^Kvittering for / }).click();
  const receipt = page.getByRole('dialog', { name: 'Kvittering' });
  await expect(receipt).toContainText(business.name);
  await expect(receipt).toContainText(business.cvr);
  await expect(receipt).toContainText('1.200,00 kr');
  await receipt.getByRole('button', { name: 'Luk' }).first().click();

  await card.getByRole('button', { name: 'Aflys booking' }).click();
  await page.getByRole('button', { name: 'Ja, aflys' }).click();
  await expect(
    page.getByText('Din booking er aflyst. Beløbet bliver refunderet til dit kort.').first(),
  ).toBeVisible();
  // Only the signed charge.refunded, delivered to the endpoint setup:stripe made, marks it.
  await expectRefundedOnProfile(page, date, shootTime);
  await expectMail(
    request,
    customer.email,
    (mail) =>
      new RegExp(`^Kvittering nr\\. \\d+ – ${business.name}$`).test(mail.subject) &&
      (mail.text ?? '').includes(business.cvr) &&
      (mail.text ?? '').includes(`Venlig hilsen\n${business.name}`),
    "the receipt mail named and signed by the owner's business, with its CVR",
  );
});
