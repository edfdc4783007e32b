/**
 * The customer's path on a 390 px phone (issue 27): the points the desktop journeys check
 * (thank-you, terms, booking) walked again at a phone's size with touch, and axe on every page
 * they changed (booking-progress.e2e.ts runs its journeys at both sizes itself).
 */
import { expect, test } from './support/visitor-test';
import {
  admin,
  cardPaidText,
  esbjergAddress,
  expectMail,
  expectNoSeriousA11yViolations,
  newCustomerAtPayment,
  payButton,
  singlePhotoProductId,
  termsCheckbox,
  thankYouStatus,
  uniqueEmail,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.describe('the customer on a 390 px phone', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an address outside the zones offers to be told when it is covered', async ({
    page,
    browser,
  }) => {
    await openPage(page, `/booking/${singlePhotoProductId}`);
    const address = page.getByLabel('Adresse for optagelsen');
    await address.fill(esbjergAddress);
    await address.blur();
    await expect(page.locator('#booking-address-status')).toContainText(
      'Adressen er uden for vores dækningsområde',
    );
    await expect(page.getByRole('link', { name: 'Skriv til os om adressen' })).toBeVisible();
    const ask = page.getByRole('group', { name: 'Få besked, når vi flyver her' });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await ask.getByRole('button', { name: 'Giv mig besked' }).click();
    await expect(ask.getByText('Indtast venligst en gyldig e-mailadresse')).toBeVisible();
    const email = uniqueEmail('omraade');
    await ask.getByLabel('Din e-mail').fill(email);
    await ask.getByRole('button', { name: 'Giv mig besked' }).tap();
    await expect(ask.getByRole('status')).toContainText(`Tak! Vi skriver til ${email}`);
    await expect(ask.getByRole('status')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Fortsæt til betaling' })).toBeDisabled();

    // The owner is told by mail and finds the request under Adressezoner.
    await expectMail(
      page.request,
      admin.email,
      (mail) => mail.subject.startsWith('Ønske om dækning:') && (mail.text ?? '').includes(email),
      'the owner is mailed about the coverage request',
    );
    const owner = await ownerPage(browser, { viewport: { width: 390, height: 844 } });
    await openPage(owner, '/admin?tab=adressezoner');
    const requests = owner.getByRole('region', { name: 'Ønsker om dækning' });
    const mine = requests.getByRole('listitem').filter({ hasText: email });
    await expect(mine).toContainText('Esbjerg');
    await expect(mine).toContainText('Venter');
    await expect(mine).toContainText('Dronefoto – Enkeltbillede');
    await mine.getByRole('button', { name: 'Slet ønsket' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Slet ønsket' }).click();
    await expect(owner.getByText('Ønsket er slettet').first()).toBeVisible();
    await expect(requests.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
    await owner.context().close();
  });

  test('name, phone and terms on the payment page, a card payment, the thank-you page', async ({
    page,
    request,
  }) => {
    const { customer } = await newCustomerAtPayment(page, request, 'mobil', 6, '14:00', {
      contact: null,
      acceptTerms: false,
    });
    await expectNoSeriousA11yViolations(page);

    // The terms are linked and must be accepted before paying.
    await expect(
      page.getByRole('link', { name: 'handelsbetingelserne (åbner i et nyt vindue)' }),
    ).toBeVisible();
    await expect(payButton(page)).toBeDisabled();
    await termsCheckbox(page).tap();
    await expect(termsCheckbox(page)).toBeChecked();
    // A malformed mobile number is refused in Danish.
    await page.getByLabel('Navn', { exact: true }).fill('Mobil Kunde');
    await page.getByLabel('Mobilnummer', { exact: true }).fill('12 34');
    await payButton(page).tap();
    await expect(
      page.getByText('Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByLabel('Mobilnummer', { exact: true }).fill('+45 87 65 43 21');

    await payButton(page).tap();
    await expect(page).toHaveURL(/\/_local\/checkout\//);
    await page.getByRole('button', { name: 'Betal', exact: true }).tap();
    await expect(page).toHaveURL(/\/booking-confirmed\?booking=/);
    await expect(thankYouStatus(page)).toHaveText(cardPaidText);
    await expect(page.getByRole('link', { name: 'Tilføj til kalender' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectMail(
      request,
      admin.email,
      (mail) =>
        (mail.text ?? '').includes(customer.email) && (mail.text ?? '').includes('87 65 43 21'),
      "the owner's booking mail carries the customer's mobile number",
    );

    // The terms page itself, at the phone's size.
    await openPage(page, '/handelsbetingelser');
    await expect(page.getByRole('heading', { name: 'Handelsbetingelser', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
