/**
 * Firms' monthly invoices (decision 0035): one item per firm and month (FIRM#{id} /
 * MONTH_INVOICE#{YYYY-MM}), put with `attribute_not_exists` in the monthly job's transaction
 * before Stripe is asked, so a rerun or a second run at once never bills a month twice; it then
 * records the Stripe invoice and, when paid, its state.
 */
import type { FirmMonthlyInvoice } from '@shared/api/firm-admin';
import {
  firmMonthInvoiceKey,
  firmMonthInvoicePrefix,
  firmPartition,
  stripKeys,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem, updateExisting } from '@functions/data/store';
import { runTransaction } from '@functions/data/transactions';

/** A month's invoice as stored: claimed by a run, then made at Stripe. */
export type StoredFirmInvoice = Omit<FirmMonthlyInvoice, 'stripe_invoice_id'> & {
  firm_id: string;
  /** Null while the run that claimed the month has not made the Stripe invoice yet. */
  stripe_invoice_id: string | null;
  claimed_at: string;
};

export class MonthAlreadyClaimed extends Error {
  constructor() {
    super('the firm month is claimed already');
    this.name = 'MonthAlreadyClaimed';
  }
}

/**
 * Claims the firm's month for the bookings it bills: MonthAlreadyClaimed when a run did
 * already (the caller then resumes that claim with the same Stripe idempotency keys).
 */
export async function claimFirmMonth(claim: StoredFirmInvoice): Promise<void> {
  await runTransaction([
    {
      item: {
        Put: {
          Item: {
            ...firmMonthInvoiceKey(claim.firm_id, claim.month),
            entity: 'firm_month_invoice',
            ...claim,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: () => new MonthAlreadyClaimed(),
    },
  ]);
}

export async function getFirmMonth(
  firmId: string,
  month: string,
): Promise<StoredFirmInvoice | undefined> {
  const item = await getItem(firmMonthInvoiceKey(firmId, month), true);
  return item && stripKeys<StoredFirmInvoice>(item);
}

/** The Stripe invoice made for the claimed month, or its later state. */
export async function recordFirmMonth(
  firmId: string,
  month: string,
  fields: Partial<
    Pick<StoredFirmInvoice, 'stripe_invoice_id' | 'number' | 'due_date' | 'status' | 'url'>
  >,
): Promise<StoredFirmInvoice> {
  return stripKeys<StoredFirmInvoice>(
    await updateExisting(
      firmMonthInvoiceKey(firmId, month),
      { set: { ...fields } },
      'firm_month_invoice',
    ),
  );
}

/** The firm's monthly invoices, newest month first. */
export async function listFirmMonths(firmId: string): Promise<StoredFirmInvoice[]> {
  const items = await queryPartition({
    partition: firmPartition(firmId),
    sortKey: { beginsWith: firmMonthInvoicePrefix },
    descending: true,
  });
  return items.map((item) => stripKeys<StoredFirmInvoice>(item));
}
