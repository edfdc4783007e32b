import { describe, expect, it } from 'vitest';
import { defaultEconomicMapping } from '@shared/api/economic';
import type { CreditNote, CreditsCreditNote, CreditsReceipt, Receipt } from '@shared/api/receipt';
import {
  customerOfDocument,
  economicCustomer,
  economicEntries,
  economicEntryTypes,
} from './economic-entries';

const business = { name: 'Dronefoto ApS', address: 'Vestergade 1, 8000 Aarhus C', cvr: '12345678' };

const receipt: Receipt = {
  document: 'receipt',
  kind: 'booking',
  receipt_number: 12,
  voucher_number: 40,
  booking_id: 'b1',
  booking_number: 1042,
  issued_at: '2026-11-30T23:30:00.000Z',
  business,
  customer_email: 'kunde@example.dk',
  customer_name: 'Karen Kunde',
  product_name: 'Dronefoto – Bolig',
  booking_date: '2026-12-03',
  booking_time: '10:00',
  address: 'Torvet 1, 8000 Aarhus C',
  payment_method: 'card',
  lines: [{ description: 'Dronefoto – Bolig', amount_ore: 150_000 }],
  total_ore: 150_000,
  moms_ore: 30_000,
  net_ore: 120_000,
};

const mapping = { ...defaultEconomicMapping, sales_account: 1010, credits_account: 1020 };

describe('a document as e-conomic draft entries', () => {
  it('books only the payment of a receipt whose sale e-conomic booked as an EAN invoice', () => {
    const entries = economicEntries({ ...receipt, payment_method: 'invoice' }, mapping, 7, {
      saleInvoiced: true,
    });
    expect(entries).toEqual([
      expect.objectContaining({
        entryTypeNumber: economicEntryTypes.customerPayment,
        amount: 1500,
        contraAccountNumber: 5820,
      }),
    ]);
  });

  it('books a receipt as the customer invoice with 25 % moms and its payment, under its voucher', () => {
    const entries = economicEntries(receipt, mapping, 7);
    expect(entries).toEqual([
      expect.objectContaining({
        journalNumber: 1,
        voucherNumber: 40,
        entryTypeNumber: economicEntryTypes.manualCustomerInvoice,
        // The Copenhagen date: 00:30 on 1 December.
        date: '2026-12-01',
        amount: 1500,
        currency: 'DKK',
        customerNumber: 7,
        contraAccountNumber: 1010,
        contraVatCode: 'U25',
      }),
      expect.objectContaining({
        voucherNumber: 40,
        entryTypeNumber: economicEntryTypes.customerPayment,
        amount: 1500,
        customerNumber: 7,
        contraAccountNumber: 5820,
      }),
    ]);
    expect(entries[1]).not.toHaveProperty('contraVatCode');
    expect(entries[0]!.text).toBe('Kvittering 12: Dronefoto – Bolig B-1042');
  });

  it('books credits sold on the credits account with moms (a single-purpose voucher)', () => {
    const credits: CreditsReceipt = {
      document: 'receipt',
      kind: 'credits',
      receipt_number: 13,
      voucher_number: 41,
      credit_purchase_id: 'p1',
      credits: 500,
      issued_at: '2026-11-20T10:00:00.000Z',
      business,
      customer_email: 'kunde@example.dk',
      payment_method: 'card',
      lines: [{ description: '500 klip', amount_ore: 50_000 }],
      total_ore: 50_000,
      moms_ore: 10_000,
      net_ore: 40_000,
    };
    const [sale] = economicEntries(credits, mapping, 7);
    expect(sale).toMatchObject({ contraAccountNumber: 1020, contraVatCode: 'U25', amount: 500 });
  });

  it('books a credit note with negative amounts on the sales account', () => {
    const note: CreditNote = {
      ...receipt,
      document: 'credit_note',
      credit_note_number: 3,
      voucher_number: 44,
      reason: 'cancelled',
      lines: [{ description: 'Dronefoto – Bolig', amount_ore: -150_000 }],
      total_ore: -150_000,
      moms_ore: -30_000,
      net_ore: -120_000,
    } as CreditNote;
    const entries = economicEntries(note, mapping, 7);
    expect(entries.map((e) => [e.voucherNumber, e.amount, e.contraAccountNumber])).toEqual([
      [44, -1500, 1010],
      [44, -1500, 5820],
    ]);
    expect(entries[0]!.text).toMatch(/^Kreditnota 3: /);
  });

  it('books a refunded credit purchase’s credit note negative on the credits account, with moms', () => {
    const note: CreditsCreditNote = {
      document: 'credit_note',
      kind: 'credits',
      credit_note_number: 4,
      voucher_number: 43,
      receipt_number: 13,
      credit_purchase_id: 'p1',
      reason: 'refunded',
      credits_removed: 100,
      credits_spent: 0,
      issued_at: '2026-12-02T10:00:00.000Z',
      business,
      customer_email: 'kunde@example.dk',
      payment_method: 'card',
      lines: [{ description: 'Refunderet: 100 credits', amount_ore: -10_000 }],
      total_ore: -10_000,
      moms_ore: -2_000,
      net_ore: -8_000,
    };
    const [sale, payment] = economicEntries(note, mapping, 7);
    expect(sale).toMatchObject({ amount: -100, contraAccountNumber: 1020, contraVatCode: 'U25' });
    expect(payment).toMatchObject({ amount: -100, contraAccountNumber: 5820 });
    expect(sale!.text).toBe('Kreditnota 4: Krediterer kvittering 13');
  });

  it('books nothing for 0 kr (paid wholly with credits), and refuses a document without a voucher', () => {
    expect(
      economicEntries({ ...receipt, total_ore: 0, moms_ore: 0, net_ore: 0 }, mapping, 7),
    ).toEqual([]);
    const { voucher_number: _none, ...older } = receipt;
    expect(() => economicEntries(older, mapping, 7)).toThrow(/voucher/);
  });
});

describe('the customer in e-conomic', () => {
  it("is named as on the document, found by its e-mail, in the mapping's group", () => {
    const customer = customerOfDocument(receipt);
    expect(customer).toEqual({ name: 'Karen Kunde', email: 'kunde@example.dk' });
    expect(economicCustomer(customer, mapping)).toEqual({
      name: 'Karen Kunde',
      email: 'kunde@example.dk',
      currency: 'DKK',
      customerGroupNumber: 1,
      zone: 1,
      paymentTermId: 1,
    });
  });

  it("falls back to the e-mail without a name, and carries a firm's CVR and EAN when given", () => {
    const { customer_name: _name, ...anonymous } = receipt;
    expect(customerOfDocument(anonymous).name).toBe('kunde@example.dk');
    expect(
      economicCustomer(
        { name: 'Kommunen', email: 'a@kommune.dk', cvr: '29189404', ean: '5798000000001' },
        mapping,
      ),
    ).toMatchObject({
      cvrNo: '29189404',
      eanLocationNumber: '5798000000001',
      nemHandelReceiverType: 1,
      defaultDisableEInvoicing: false,
    });
  });

  it('is the firm a firm booking was made for, with its CVR and a public customer’s EAN', () => {
    const firm = {
      id: 'f1',
      name: 'Aarhus Kommune',
      cvr: '55133018',
      address: 'Rådhuspladsen 2, 8000 Aarhus C',
      ean: '5798005770001',
      reference: 'Sag 7',
    };
    expect(customerOfDocument({ ...receipt, customer_firm: firm })).toEqual({
      name: 'Aarhus Kommune',
      email: 'kunde@example.dk',
      cvr: '55133018',
      ean: '5798005770001',
    });
    expect(customerOfDocument({ ...receipt, customer_firm: { ...firm, ean: null } })).toEqual({
      name: 'Aarhus Kommune',
      email: 'kunde@example.dk',
      cvr: '55133018',
    });
  });
});
