/**
 * Firms set up by API for journeys where the firm is not the point (decision 0035): the customer
 * signed in on `page` creates a firm (with an EAN when given: a public customer) and the owner
 * approves it for 'Faktura' (and, when asked, one invoice a month and a price agreement).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminFirm } from '@shared/api/firm-admin';
import type { MyFirm } from '@shared/api/firm';
import { validCvr } from '@tests/support/cvr';
import { accessTokenOf, bearer } from '../booking-helpers';

export interface FirmTerms {
  billing_mode?: 'at_booking' | 'monthly';
  price_agreement_percent?: number;
  payment_term_days?: number;
}

/**
 * The customer on `page` creates a firm (its administrator); answers the firm's id, CVR and its
 * invoice e-mail (its own per firm: the firm's invoices are mailed there).
 */
export async function firmByApi(
  page: Page,
  request: APIRequestContext,
  name = 'Mæglerhuset E2E ApS',
  extra: { ean?: string } = {},
): Promise<{ id: string; cvr: string; invoiceEmail: string }> {
  const cvr = validCvr();
  const invoiceEmail = `bogholderi.${cvr}@example.dk`;
  const made = await request.post('/api/me/firm', {
    headers: bearer(await accessTokenOf(page)),
    data: {
      name,
      cvr,
      address: 'Søndergade 1, 8000 Aarhus C',
      invoice_email: invoiceEmail,
      ...extra,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return { id: ((await made.json()) as MyFirm).firm!.firm.id, cvr, invoiceEmail };
}

/** The owner approves the firm for 'Faktura' with `terms` (pay at booking by default). */
export async function approveFirmByApi(
  request: APIRequestContext,
  ownerHeaders: { authorization: string },
  firmId: string,
  terms: FirmTerms = {},
): Promise<AdminFirm> {
  const saved = await request.put(`/api/admin/firms/${firmId}`, {
    headers: ownerHeaders,
    data: {
      invoice_approved: true,
      billing_mode: 'at_booking',
      price_agreement_percent: 0,
      payment_term_days: 14,
      ...terms,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return (await saved.json()) as AdminFirm;
}
