/**
 * Firms (product §2 'Firma'): a customer creates a firm from the profile (a wrong CVR check digit is
 * said by the field first), invites a colleague; the colleague signs up with the invited
 * address, joins through the mailed link, books for the firm with a reference; the firm's
 * administrator sees that booking, and turns the photographer's name off the firm's property
 * pages; once the owner delivered its gallery, the administrator copies its property page's
 * link from the booking's card and turns the name back on for that page alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillText } from '@shared/texts/fill';
import { firmTexts } from '@shared/texts/firms';
import { propertyPageTexts } from '@shared/texts/property-page';
import {
  bookFreeSlotUntilPayment,
  cognitoCall,
  mailedLink,
  newCustomer,
  signIn,
  uniqueEmail,
} from './booking-helpers';
import { deliverGallery } from './support/gallery-delivery';
import { galleryFilesOnDisk, photosByApi } from './support/gallery-files';
import { openPage } from './support/open-page';
import { markPaid, ownerWithApi } from './support/owner';
import { validCvr } from '@tests/support/cvr';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a firm: created with a checked CVR, a colleague invited, joins and books for it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await newCustomer(page, request, 'firmaadmin');
  await openPage(page, '/profile?tab=firma');
  await field(page, firmTexts.name).fill('Mæglerhuset Aarhus ApS');
  await field(page, firmTexts.cvr).fill('12345678');
  await field(page, firmTexts.address).fill('Søndergade 1, 8000 Aarhus C');
  await field(page, firmTexts.invoiceEmail).fill('bogholderi@example.dk');
  await page.getByRole('button', { name: firmTexts.create }).click();
  // The wrong check digit is said by the field, which gets the focus.
  await expect(field(page, firmTexts.cvr)).toBeFocused();
  await expect(field(page, firmTexts.cvr)).toHaveAccessibleDescription(firmTexts.cvrInvalid);
  await field(page, firmTexts.cvr).fill(validCvr());
  await page.getByRole('button', { name: firmTexts.create }).click();
  await expect(page.getByRole('heading', { name: 'Mæglerhuset Aarhus ApS' })).toBeVisible();

  // The administrator's default for the property pages of the firm's bookings (decision 0034).
  const branded = () => page.getByRole('checkbox', { name: firmTexts.propertyBranded });
  await expect(branded()).toBeChecked();
  await expect(branded()).toHaveAccessibleDescription(firmTexts.propertyBrandedHint);
  await branded().click();
  await expect(page.getByText(firmTexts.settingsSaved)).toBeVisible();
  await openPage(page, '/profile?tab=firma');
  await expect(branded()).not.toBeChecked();

  const colleagueEmail = uniqueEmail('kollega');
  await field(page, firmTexts.inviteEmail).fill(colleagueEmail);
  await page.getByRole('button', { name: firmTexts.invite }).click();
  await expect(
    page.getByText(fillText(firmTexts.invited, { email: colleagueEmail })),
  ).toBeVisible();

  // The colleague signs up with the invited address and opens the mailed link.
  const link = await mailedLink(request, colleagueEmail, '/profile');
  const colleague = { email: colleagueEmail, password: 'Hemmelig1' };
  await cognitoCall(request, 'SignUp', {
    Username: colleague.email,
    Password: colleague.password,
    UserAttributes: [{ Name: 'email', Value: colleague.email }],
  });
  const confirm = await mailedLink(request, colleague.email, '/email-confirmed');
  await cognitoCall(request, 'ConfirmSignUp', {
    Username: colleague.email,
    ConfirmationCode: new URL(confirm, 'http://site').searchParams.get('code'),
  });
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await signIn(colleaguePage, colleague);
  await openPage(
    colleaguePage,
    new URL(link, 'http://site').pathname + new URL(link, 'http://site').search,
  );
  await colleaguePage.getByRole('button', { name: firmTexts.join }).click();
  await expect(
    colleaguePage.getByText(fillText(firmTexts.joined, { firm: 'Mæglerhuset Aarhus ApS' })),
  ).toBeVisible();

  // The colleague books for the firm with a reference (for the firm is the default).
  await bookFreeSlotUntilPayment(colleaguePage, request, 12, '11:00');
  await expect(
    colleaguePage.getByRole('radio', {
      name: fillText(firmTexts.bookForFirm, { firm: 'Mæglerhuset Aarhus ApS' }),
    }),
  ).toBeChecked();
  await colleaguePage.getByLabel(firmTexts.reference).fill('Sag 2026-117');
  await colleaguePage.getByRole('radio', { name: 'Kontant' }).check();
  const booked = colleaguePage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  );
  await colleaguePage.getByRole('button', { name: 'Bekræft booking' }).click();
  expect((await booked).status()).toBe(201);
  const bookingId = ((await (await booked).json()) as { booking: { id: string } }).booking.id;
  await context.close();

  // The administrator sees the colleague's firm booking with its reference.
  await openPage(page, '/profile?tab=firma');
  await expect(
    page.getByText(`${fillText(firmTexts.bookedBy, { email: colleagueEmail })} · Sag 2026-117`),
  ).toBeVisible();

  // The owner delivers its gallery and makes the property page's link (another journey's: API).
  const { ownerHeaders } = await ownerWithApi(browser);
  await markPaid(request, ownerHeaders, bookingId);
  const { photos } = await galleryFilesOnDisk(1024);
  await photosByApi(request, ownerHeaders, bookingId, photos.slice(0, 1));
  await deliverGallery(request, ownerHeaders, bookingId, colleagueEmail);
  const terms = await request.put(`/api/admin/bookings/${bookingId}/delivery-terms`, {
    headers: ownerHeaders,
    data: { link: 'new' },
  });
  const { url } = (await terms.json()) as { url: string };

  // The administrator's card: the link to copy, and this page's choice (the firm's default: off).
  await openPage(page, '/profile?tab=firma');
  const property = page.getByRole('region', { name: firmTexts.propertyPage });
  await expect(property.getByLabel(propertyPageTexts.linkLabel)).toHaveValue(url);
  await expect(property.getByRole('button', { name: firmTexts.copyLink })).toBeVisible();
  const thisPage = property.getByRole('checkbox', { name: firmTexts.propertyBrandedOne });
  await expect(thisPage).not.toBeChecked();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole('img')).toHaveCount(1);
  await expect(visitor.getByRole('link')).toHaveCount(0);
  await thisPage.click();
  await expect(thisPage).toBeChecked();
  await visitor.reload();
  await expect(visitor.getByRole('contentinfo').getByRole('link')).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
});
