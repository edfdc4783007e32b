/**
 * The books in e-conomic (decision 0036): the owner connects e-conomic in Indstillinger by
 * pasting the grant e-conomic's page gave (the twin's e-conomic stand-in issues it); a
 * customer's booking paid by the owner then shows 'Sendt til e-conomic' in Bogføring once the
 * bookkeeping job (every 10 s in the browser tests) has pushed its receipt; a document
 * e-conomic refuses shows 'Fejlede: …' and 'Prøv igen' sends it once it is taken; a public
 * customer's invoice is listed under the EAN invoices as 'Sendt til e-conomic (EAN)'. The bookings,
 * the firm and the payment are set up by API; 'Afbryd forbindelsen' leaves the twin as it was.
 */
import { recentLedgerMonths } from '@shared/domain/ledger';
import { economicTexts as t } from '@shared/texts/economic';
import { ledgerTexts } from '@shared/texts/admin-ledger';
import {
  bookByApi,
  expectNoSeriousA11yViolations,
  freeStart,
  newCustomer,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { markPaid, ownerWithApi } from './support/owner';
import { approveFirmByApi, firmByApi } from './support/firm-api';
import { gs1CheckDigit } from '@shared/domain/firm-numbers';
import { expect, test } from './support/visitor-test';

test("the owner connects e-conomic with a pasted grant; a paid booking's receipt is sent there", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  await openPage(owner, '/admin?tab=indstillinger');
  const section = owner.getByRole('form', { name: t.heading });
  await expect(section.getByRole('status')).toHaveText(t.notConnected);

  // What e-conomic's page shows after the owner accepts: its grant, to paste here.
  const connectLink = section.getByRole('link', { name: t.connect });
  const connectHref = (await connectLink.getAttribute('href'))!;
  const granted = await request.get(connectHref, {
    maxRedirects: 0,
  });
  const grant = new URL(granted.headers().location!).searchParams.get('token')!;
  expect(grant).toBeTruthy();
  await section.getByLabel(t.grantLabel).fill(grant);
  await section.getByRole('button', { name: t.saveGrant }).click();
  await expect(section.getByRole('status')).toContainText('e-conomic er forbundet siden');
  await expect(owner.getByText(grant)).toHaveCount(0);
  await expectNoSeriousA11yViolations(owner);

  // A customer's booking, paid (the receipt is issued and queued for e-conomic).
  const name = `Bogføring ${Date.now() % 1_000_000}`;
  await newCustomer(page, request, 'economic');
  const start = await freeStart(request, { daysAhead: 9, from: '10:00' });
  const { booking } = await bookByApi(page, request, { ...start, name });
  await markPaid(request, ownerHeaders, booking.id);

  // Bogføring, this month: the receipt's row says it is in e-conomic.
  await openPage(owner, '/admin?tab=bogfoering');
  const month = recentLedgerMonths(new Date(), 1)[0]!;
  await owner.getByLabel(ledgerTexts.monthLabel).selectOption(month);
  const row = owner.getByRole('row').filter({ hasText: name });
  await expect(async () => {
    await owner.reload();
    await owner.getByLabel(ledgerTexts.monthLabel).selectOption(month);
    await expect(row).toContainText(t.stateSent, { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(owner.getByRole('columnheader', { name: t.stateHeading })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  // e-conomic refuses the next documents (a validation error): 'Fejlede: …' with its words,
  // then 'Prøv igen' sends it once e-conomic takes it again.
  const standIn = new URL(connectHref).origin;
  const refuse = (body: object) => request.post(`${standIn}/_failures`, { data: body });
  expect((await refuse({ kind: 'validation', times: 100 })).ok()).toBe(true);
  const refusedName = `Afvist ${Date.now() % 1_000_000}`;
  const later = await freeStart(request, { daysAhead: 10, from: '10:00' });
  const refused = await bookByApi(page, request, { ...later, name: refusedName });
  await markPaid(request, ownerHeaders, refused.booking.id);
  const refusedRow = owner.getByRole('row').filter({ hasText: refusedName });
  await expect(async () => {
    await owner.reload();
    await owner.getByLabel(ledgerTexts.monthLabel).selectOption(month);
    await expect(refusedRow).toContainText('Fejlede:', { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  expect((await refuse({})).ok()).toBe(true);
  await refusedRow
    .getByRole('button', { name: /^Prøv igen: send bilag \d+ til e-conomic igen$/ })
    .click();
  await expect(owner.getByText(t.retried)).toBeVisible();
  await expect(async () => {
    await owner.reload();
    await owner.getByLabel(ledgerTexts.monthLabel).selectOption(month);
    await expect(refusedRow).toContainText(t.stateSent, { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });

  // A public customer (a firm with an EAN) books by invoice: the invoice is handed to e-conomic,
  // which books it and sends it by EAN; Bogføring lists it as 'Sendt til e-conomic (EAN)'.
  const firmName = `Kommune ${Date.now() % 1_000_000}`;
  const firm = await firmByApi(page, request, firmName, {
    ean: `579800012345${gs1CheckDigit('579800012345')}`,
  });
  await approveFirmByApi(request, ownerHeaders, firm.id);
  const eanStart = await freeStart(request, { daysAhead: 11, from: '10:00' });
  await bookByApi(page, request, { ...eanStart, method: 'invoice', forFirm: true });
  const eanRow = owner
    .getByRole('region', { name: t.eanHeading })
    .getByRole('row')
    .filter({ hasText: firmName });
  await expect(async () => {
    await owner.reload();
    await owner.getByLabel(ledgerTexts.monthLabel).selectOption(month);
    await expect(eanRow).toContainText(t.stateSentEan, { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(owner.getByText(t.eanIntro)).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  // 'Afbryd forbindelsen': the twin as it was.
  const disconnected = await request.delete('/api/admin/economic', { headers: ownerHeaders });
  expect(disconnected.ok()).toBe(true);
});
