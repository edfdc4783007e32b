/**
 * 'Bogføring' (issue 30): the owner picks a month and sees its receipts and credit notes by
 * date with the moms total, and downloads the file for the bookkeeping program (UTF-8 with
 * a byte order mark, semicolons, a formula in a name made harmless). The documents are put
 * straight into the twin's table, as the receipt and credit-note writers store them, in a
 * month 14 months back (no other test issues documents there). Desktop, then 390 px.
 */
import { readFile } from 'node:fs/promises';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { recentLedgerMonths } from '@shared/domain/ledger';
import { creditNoteLedgerSk, ledgerMonthOf, receiptLedgerSk } from '@shared/domain/ledger-keys';
import { expect, test } from './support/visitor-test';
import { twinTable, withTwinDynamo } from './support/twin-dynamo';
import { expectNoSeriousA11yViolations } from './booking-helpers';
import { openPage } from './support/open-page';
import { ownerPage } from './support/owner';

const month = recentLedgerMonths(new Date(), 15)[14]!;
const base = 8_000_000_000 + Math.floor(Math.random() * 900_000_000);

async function putDocuments() {
  const ledger = (issuedAt: string) => `LEDGER#${ledgerMonthOf(issuedAt)}`;
  const sale = `${month}-03T10:00:00.000Z`;
  const refund = `${month}-04T10:00:00.000Z`;
  const items = [
    {
      pk: `RECEIPT#${base + 1}`,
      sk: 'RECEIPT',
      entity: 'receipt',
      document: 'receipt',
      kind: 'booking',
      receipt_number: base + 1,
      voucher_number: base + 1,
      booking_id: 'bogfoering-e2e-1',
      issued_at: sale,
      total_ore: 150_000,
      moms_ore: 30_000,
      net_ore: 120_000,
      payment_method: 'card',
      customer_email: 'formel@example.dk',
      customer_name: '=Formel Kunde',
      product_name: 'Dronefoto af bolig',
      gsi1pk: ledger(sale),
      gsi1sk: receiptLedgerSk(sale, base + 1),
    },
    {
      pk: `RECEIPT#${base + 2}`,
      sk: 'RECEIPT',
      entity: 'receipt',
      document: 'receipt',
      kind: 'booking',
      receipt_number: base + 2,
      voucher_number: base + 2,
      booking_id: 'bogfoering-e2e-2',
      issued_at: refund,
      total_ore: 99_900,
      moms_ore: 19_980,
      net_ore: 79_920,
      payment_method: 'invoice',
      customer_email: 'faktura@example.dk',
      customer_name: 'Fakturakunde ApS',
      product_name: 'Dronevideo',
      gsi1pk: ledger(refund),
      gsi1sk: receiptLedgerSk(refund, base + 2),
    },
    {
      pk: `CREDIT_NOTE#${base + 1}`,
      sk: 'CREDIT_NOTE',
      entity: 'credit_note',
      document: 'credit_note',
      credit_note_number: base + 1,
      voucher_number: base + 3,
      receipt_number: base + 1,
      booking_id: 'bogfoering-e2e-1',
      issued_at: refund,
      total_ore: -150_000,
      moms_ore: -30_000,
      net_ore: -120_000,
      payment_method: 'card',
      customer_email: 'formel@example.dk',
      customer_name: '=Formel Kunde',
      gsi1pk: ledger(refund),
      gsi1sk: creditNoteLedgerSk(refund, base + 1),
    },
  ];
  await withTwinDynamo(async (client) => {
    for (const item of items)
      await client.send(new PutItemCommand({ TableName: twinTable, Item: marshall(item) }));
  });
}

test('Bogføring: a month’s documents, totals and the CSV file, at 1366 and 390 px', async ({
  browser,
}) => {
  await putDocuments();
  const page = await ownerPage(browser, { viewport: { width: 1366, height: 900 } });
  await openPage(page, '/admin');
  await page.getByRole('tab', { name: 'Bogføring', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Bogføring', exact: true });
  await expect(panel.getByRole('heading', { name: 'Bogføring', level: 2 })).toBeVisible();

  await panel.getByLabel('Måned').selectOption(month);
  const documents = panel.getByRole('region', { name: 'Bilag' }).getByRole('table');
  const rows = documents.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('=Formel Kunde');
  await expect(rows.nth(1)).toContainText('1.500,00 kr');
  // The same instant: the receipt before the credit note (the index's order).
  await expect(rows.nth(2)).toContainText('Fakturakunde ApS');
  await expect(rows.nth(3)).toContainText('Kreditnota');
  await expect(rows.nth(3)).toContainText('-1.500,00 kr');
  const totals = panel.getByRole('list', { name: 'Totaler' });
  await expect(totals.getByRole('listitem').filter({ hasText: 'Moms i alt' })).toContainText(
    '199,80 kr',
  );
  await expect(totals.getByRole('listitem').filter({ hasText: 'Brutto i alt' })).toContainText(
    '999,00 kr',
  );
  await expect(
    panel.getByRole('region', { name: 'Pr. betalingsmåde' }).getByRole('table'),
  ).toContainText('Faktura');
  await expectNoSeriousA11yViolations(page);

  const downloaded = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Hent CSV-fil til bogføringsprogrammet' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`bogfoering-${month}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Dato;Bilagsnr.;Type;Dokumentnr.;Booking-nr.;Kunde;Firma;Firmaets CVR-nr.;Tekst;Netto;Moms;Brutto;Betalingsmåde',
  );
  const [year, monthNumber] = month.split('-');
  expect(lines.slice(1, 4)).toEqual([
    `03-${monthNumber}-${year};${base + 1};Kvittering;${base + 1};;'=Formel Kunde;;;Dronefoto af bolig;1200,00;300,00;1500,00;Kort`,
    `04-${monthNumber}-${year};${base + 2};Kvittering;${base + 2};;Fakturakunde ApS;;;Dronevideo;799,20;199,80;999,00;Faktura`,
    `04-${monthNumber}-${year};${base + 3};Kreditnota;${base + 1};;'=Formel Kunde;;;Krediterer kvittering ${base + 1};-1200,00;-300,00;-1500,00;Kort`,
  ]);

  // A phone: the page keeps its width (the table scrolls in its own frame), the file is at hand.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(documents).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const button = panel.getByRole('button', { name: 'Hent CSV-fil til bogføringsprogrammet' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});
