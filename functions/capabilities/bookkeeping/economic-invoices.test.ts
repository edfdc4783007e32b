import { describe, expect, it } from 'vitest';
import { defaultEconomicMapping, type EanInvoice } from '@shared/api/economic';
import {
  customerOfEanInvoice,
  eanContactOf,
  eanCreditNote,
  economicDraftInvoice,
} from './economic-invoices';

const invoice: EanInvoice = {
  kind: 'firm_month',
  reference: 'in_123',
  stripe_invoice_id: 'in_123',
  number: 'ABC-0001',
  issued_at: '2026-11-30T23:30:00.000Z',
  due_date: '2026-12-31',
  firm: {
    name: 'Aarhus Kommune',
    cvr: '55133018',
    ean: '5798005770001',
    address: 'Rådhuspladsen 2, 8000 Aarhus C',
    email: 'faktura@aarhus.example.dk',
    reference: 'Sag 7',
  },
  lines: [
    { description: 'Dronefoto 03.12.2026', amount_ore: 160_000 },
    { description: 'Rabat', amount_ore: -10_000 },
  ],
  total_ore: 150_000,
  booking_ids: ['b1'],
};

describe('an EAN invoice as e-conomic’s draft invoice', () => {
  it('names the firm with its EAN, our reference, the layout, and the lines net of moms on the mapping’s product', () => {
    expect(economicDraftInvoice(invoice, defaultEconomicMapping, 7, 3)).toEqual({
      // The Copenhagen date: 00:30 on 1 December.
      date: '2026-12-01',
      dueDate: '2026-12-31',
      currency: 'DKK',
      paymentTerms: { paymentTermsNumber: 1 },
      customer: { customerNumber: 7 },
      recipient: {
        name: 'Aarhus Kommune',
        address: 'Rådhuspladsen 2, 8000 Aarhus C',
        ean: '5798005770001',
        vatZone: { vatZoneNumber: 1 },
      },
      layout: { layoutNumber: 19 },
      references: { other: 'in_123', customerContact: { customerContactNumber: 3 } },
      notes: { heading: 'Faktura ABC-0001', textLine1: 'Jeres reference: Sag 7' },
      lines: [
        expect.objectContaining({ lineNumber: 1, quantity: 1, unitNetPrice: 1280 }),
        expect.objectContaining({ lineNumber: 2, quantity: 1, unitNetPrice: -80 }),
      ],
    });
    expect(economicDraftInvoice(invoice, defaultEconomicMapping, 7, 3).lines[0]!.product).toEqual({
      productNumber: '1',
    });
  });

  it('heads a credit note with the invoice it credits', () => {
    const note: EanInvoice = {
      ...invoice,
      kind: 'credit_note',
      reference: 'kreditnota-5',
      number: '5',
      credited_invoice_number: 'ABC-0001',
      lines: [{ description: 'Aflyst', amount_ore: -150_000 }],
      total_ore: -150_000,
    };
    const draft = economicDraftInvoice(note, defaultEconomicMapping, 7, 3);
    expect(draft.notes.heading).toBe('Kreditnota 5 til faktura ABC-0001');
    expect(draft.lines[0]!.unitNetPrice).toBe(-1200);
  });

  it('the contact person is the firm’s reference (its e-invoice id), else the firm', () => {
    expect(eanContactOf(invoice)).toEqual({
      name: 'Sag 7',
      email: 'faktura@aarhus.example.dk',
      eInvoiceId: 'Sag 7',
    });
    expect(eanContactOf({ ...invoice, firm: { ...invoice.firm, reference: null } })).toEqual({
      name: 'Aarhus Kommune',
      email: 'faktura@aarhus.example.dk',
    });
  });

  it('the customer is the firm, found by CVR, with its EAN', () => {
    expect(customerOfEanInvoice(invoice)).toEqual({
      name: 'Aarhus Kommune',
      email: 'faktura@aarhus.example.dk',
      cvr: '55133018',
      ean: '5798005770001',
    });
  });

  it('credits an invoice to the same firm with the money lines only (credits given back are not money)', () => {
    const credit = eanCreditNote(invoice, {
      reference: 'kreditnota-9',
      number: '9',
      issued_at: '2026-12-05T09:00:00.000Z',
      lines: [
        { description: 'Aflyst: Dronefoto', amount_ore: -150_000 },
        { description: 'Credits tilbage', amount_ore: -20_000, prepaid: true },
      ],
      booking_ids: ['b1'],
    });
    expect(credit).toMatchObject({
      kind: 'credit_note',
      reference: 'kreditnota-9',
      stripe_invoice_id: 'in_123',
      credited_invoice_number: 'ABC-0001',
      firm: invoice.firm,
      lines: [{ description: 'Aflyst: Dronefoto', amount_ore: -150_000 }],
      total_ore: -150_000,
      due_date: null,
    });
    const nothing = eanCreditNote(invoice, {
      reference: 'kreditnota-10',
      number: '10',
      issued_at: '2026-12-05T09:00:00.000Z',
      lines: [{ description: 'Credits tilbage', amount_ore: -20_000, prepaid: true }],
      booking_ids: ['b1'],
    });
    expect(nothing).toBeUndefined();
  });
});
