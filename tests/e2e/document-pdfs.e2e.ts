/**
 * A receipt and a credit note to keep (issue 40): a customer's paid booking has a receipt that
 * names them as they gave their name; 'Hent PDF' in its dialog downloads a PDF whose text says
 * what the dialog says (the seller's CVR, the customer's name, the number, the lines and the
 * moms); 'Udskriv' prints the receipt, not a blank page; the receipt's mail carries the same
 * PDF. Cancelled, the booking's credit note downloads and mails the same way, and the owner
 * downloads both from the booking's card. Set up by API where the journey is not about it.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { demoBusinessSettings } from '@infra/local/seed/demo-data';
import { pdfText } from '@tests/support/pdf-text';
import {
  awaitMail,
  bookByApi,
  expectNoSeriousA11yViolations,
  freeStart,
  newCustomer,
  profileBooking,
} from './booking-helpers';
import { openPage } from './support/open-page';
import { markPaid, ownerBookingCard, ownerWithApi } from './support/owner';
import { expect, test } from './support/visitor-test';

const customerName = 'Jørgen Ærø Ågård';

/** Clicks a 'Hent PDF' button and answers the downloaded file's name and text. */
async function downloadPdf(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { fileName: download.suggestedFilename(), text: await textOf(download) };
}

async function textOf(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
}

/** The text of the PDF the document's mail (its subject starts with `heading`) carries. */
async function mailedPdfText(
  request: APIRequestContext,
  email: string,
  heading: string,
  { fileName }: { fileName: string },
): Promise<string> {
  const mail = await awaitMail(
    request,
    email,
    (m) => m.subject.startsWith(`${heading} `),
    `the mail of ${heading}`,
  );
  const attachment = mail.attachments?.find((a) => a.filename === fileName);
  expect(attachment?.contentType).toBe('application/pdf');
  return (await pdfText(attachment!.content!)).replace(/\s+/g, ' ');
}

/** What every document of this booking says, in its PDF as on the page. */
function expectSaleFacts(text: string, email: string) {
  expect(text).toContain(`CVR-nr. ${demoBusinessSettings.cvr}`);
  expect(text).toContain(demoBusinessSettings.business_name);
  expect(text).toContain(`Kunde ${customerName}`);
  expect(text).toContain(`E-mail ${email}`);
  expect(text).toContain('Heraf moms (25 %)');
}

test('a receipt and a credit note as PDF: downloaded, printed and mailed, by the customer and the owner', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const customer = await newCustomer(page, request, 'pdf');
  const start = await freeStart(request, { daysAhead: 8, from: '10:00' });
  const { booking } = await bookByApi(page, request, { ...start, name: customerName });
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  await markPaid(request, ownerHeaders, booking.id);

  // The receipt names the customer as they gave their name, with the e-mail.
  await openPage(page, '/profile');
  const card = profileBooking(page, start.date, start.time);
  await card.getByRole('button', { name: /^Kvittering for / }).click();
  const dialog = page.getByRole('dialog', { name: 'Kvittering' });
  const heading = dialog.getByRole('heading', { name: /^Kvittering nr\. \d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())!.replace(/\D/g, ''));
  await expect(dialog.getByRole('definition').filter({ hasText: customerName })).toBeVisible();
  await expect(dialog).toContainText(customer.email);
  const lines = await dialog.getByRole('table').getByRole('row').allInnerTexts();
  await expectNoSeriousA11yViolations(page);

  // 'Hent PDF': the same receipt as a file.
  const receipt = await downloadPdf(
    page,
    dialog.getByRole('button', { name: `Hent PDF: kvittering nr. ${number}` }),
  );
  expect(receipt.fileName).toBe(`kvittering-${number}.pdf`);
  expect(receipt.text).toContain(`Kvittering nr. ${number}`);
  expectSaleFacts(receipt.text, customer.email);
  for (const line of lines) expect(receipt.text).toContain(line.replace(/\s+/g, ' ').trim());

  // 'Udskriv': in print, the receipt shows and the page behind it does not.
  await page.emulateMedia({ media: 'print' });
  await expect(heading).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Udskriv' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Min profil', level: 1 })).toBeHidden();
  const screenshot = testInfo.outputPath('receipt-print.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('receipt-print', { path: screenshot, contentType: 'image/png' });
  // What 'Gem som PDF' saves: the receipt, on one sheet.
  const printed = (await pdfText(new Uint8Array(await page.pdf({ format: 'A4' })))).replace(
    /\s+/g,
    ' ',
  );
  expect(printed).toContain(`Kvittering nr. ${number}`);
  expect(printed).toContain(customerName);
  expect(printed).toContain('Heraf moms (25 %)');
  expect(printed).not.toContain('Min profil');
  await page.emulateMedia({ media: 'screen' });
  await dialog.getByRole('button', { name: 'Luk' }).first().click();

  // The receipt's mail carries the same PDF.
  expect(await mailedPdfText(request, customer.email, `Kvittering nr. ${number}`, receipt)).toBe(
    receipt.text,
  );

  // Cancelled by the owner: the credit note, downloaded and mailed.
  const cancelled = await request.post(`/api/admin/bookings/${booking.id}/cancel`, {
    headers: ownerHeaders,
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await openPage(page, '/profile?tab=past');
  await profileBooking(page, start.date, start.time)
    .getByRole('button', { name: /^Kreditnota for / })
    .click();
  const noteDialog = page.getByRole('dialog', { name: 'Kreditnota' });
  const noteHeading = noteDialog.getByRole('heading', { name: /^Kreditnota nr\. \d+$/ });
  await expect(noteHeading).toBeVisible();
  const noteNumber = Number((await noteHeading.textContent())!.replace(/\D/g, ''));
  const note = await downloadPdf(
    page,
    noteDialog.getByRole('button', { name: `Hent PDF: kreditnota nr. ${noteNumber}` }),
  );
  expect(note.fileName).toBe(`kreditnota-${noteNumber}.pdf`);
  expect(note.text).toContain(`Kreditnota nr. ${noteNumber}`);
  expect(note.text).toContain(`Vedrører kvittering nr. ${number}`);
  expectSaleFacts(note.text, customer.email);
  expect(note.text).toMatch(/Krediteret i alt inkl\. moms -\d/);
  expect(await mailedPdfText(request, customer.email, `Kreditnota nr. ${noteNumber}`, note)).toBe(
    note.text,
  );

  // The owner downloads both from the booking's card.
  const ownerCard = await ownerBookingCard(owner, customer.email, { period: 'Aflyste' });
  const ownersReceipt = await downloadPdf(
    owner,
    ownerCard.getByRole('button', { name: `Hent PDF: kvittering nr. ${number}` }),
  );
  expect(ownersReceipt).toEqual(receipt);
  const ownersNote = await downloadPdf(
    owner,
    ownerCard.getByRole('button', { name: `Hent PDF: kreditnota nr. ${noteNumber}` }),
  );
  expect(ownersNote).toEqual(note);
  await expectNoSeriousA11yViolations(owner);
});
