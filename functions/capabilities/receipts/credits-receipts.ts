/**
 * Receipts of credit purchases (issue 30). Credits only buy this business's own services: a
 * single-purpose voucher, whose moms is due when it is sold (decision 0020). So a paid credit
 * purchase gets a receipt with moms, numbered in the same gap-free series as the bookings'
 * receipts (receipt-numbers.ts), `kind: 'credits'`, mailed once through the outbox in the
 * transaction that gives the number; a booking later paid with the credits shows them as a
 * prepaid line without moms. Issued right after the webhook marks the purchase paid (also on
 * a replay, if an earlier delivery could not) and by the profile's list, for one that failed.
 */
import type { CreditsCreditNote, CreditsReceipt } from '@shared/api/receipt';
import { creditsReceiptLines, receiptTotals } from '@shared/domain/receipt';
import { getProfile } from '@functions/stores/profiles';
import {
  getCreditPurchase,
  listCreditPurchasesByUser,
  type CreditPurchase,
} from '@functions/stores/credit-purchases';
import { getAnyCreditNote } from '@functions/stores/credit-notes';
import { getBusinessDetails } from '@functions/stores/business-settings';
import { queueMail } from '@functions/stores/mail-outbox';
import { creditsReceiptMail } from '@functions/capabilities/mails/receipt';
import { saleDocumentPdfForMail } from '@functions/capabilities/mails/sale-document-pdfs';
import type { GuardedItem } from '@functions/data/transactions';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import {
  creditsReceiptOfNumber,
  issueCreditsReceiptNumber,
  PurchaseReceiptGuardError,
} from '@functions/stores/receipts';
import { sellerOf } from './receipts';

export type CreditsReceiptResult =
  | { status: 'issued' | 'existing'; receipt: CreditsReceipt }
  | { status: 'not_paid' | 'not_found' | 'no_business_details' };

async function creditsReceiptMailQueued(receipt: CreditsReceipt): Promise<GuardedItem[]> {
  const pdf = await saleDocumentPdfForMail(receipt);
  return [
    queueMail({
      id: `receipt#${receipt.receipt_number}`,
      mail: creditsReceiptMail(receipt, config().SITE_URL, pdf),
      to: [receipt.customer_email],
    }),
  ];
}

/** The purchase's receipt: issued (and mailed) now if it is paid and has none, else its own. */
export async function issueCreditsReceipt(purchaseId: string): Promise<CreditsReceiptResult> {
  for (let round = 0; round < 3; round++) {
    const purchase = await getCreditPurchase(purchaseId);
    if (!purchase) return { status: 'not_found' };
    if (purchase.receipt_number)
      return {
        status: 'existing',
        receipt: await creditsReceiptOfNumber(purchase.receipt_number),
      };
    if (purchase.status !== 'paid') return { status: 'not_paid' };
    const [seller, profile] = await Promise.all([
      getBusinessDetails(),
      getProfile(purchase.user_id),
    ]);
    if (!seller || !profile) {
      logger.warn('credits_receipt_not_possible', { purchaseId, seller: Boolean(seller) });
      return { status: seller ? 'not_found' : 'no_business_details' };
    }
    const totals = receiptTotals(purchase.price);
    try {
      const receipt = await issueCreditsReceiptNumber(
        purchase.id,
        {
          document: 'receipt',
          kind: 'credits',
          user_id: purchase.user_id,
          credit_purchase_id: purchase.id,
          credits: purchase.credits,
          business: sellerOf(seller),
          customer_email: profile.email,
          ...(profile.customer_name ? { customer_name: profile.customer_name } : {}),
          payment_method: 'card',
          lines: creditsReceiptLines(purchase.credits, purchase.price),
          ...totals,
        },
        creditsReceiptMailQueued,
      );
      logger.info('credits_receipt_issued', { purchaseId, receiptNumber: receipt.receipt_number });
      return { status: 'issued', receipt };
    } catch (error) {
      if (!(error instanceof PurchaseReceiptGuardError)) throw error;
    }
  }
  throw new Error(`credit purchase ${purchaseId} kept changing while its receipt was issued`);
}

/** issueCreditsReceipt after the payment: a failure is logged (the profile issues it later). */
export async function issueCreditsReceiptAfterPayment(purchaseId: string): Promise<void> {
  try {
    await issueCreditsReceipt(purchaseId);
  } catch (error) {
    logger.error('credits_receipt_issue_failed', { purchaseId, error });
  }
}

/**
 * `GET /api/me/credit-receipts`: the receipts of the caller's paid credit purchases, newest
 * first; one whose issuing failed when it was paid is issued now.
 */
export async function listMyCreditsReceipts(userId: string): Promise<CreditsReceipt[]> {
  const purchases = await listCreditPurchasesByUser(userId);
  const receipts: CreditsReceipt[] = [];
  for (const purchase of purchases.filter((p) => p.status === 'paid').reverse()) {
    try {
      const result = await issueCreditsReceipt(purchase.id);
      if (result.status === 'issued' || result.status === 'existing') receipts.push(result.receipt);
    } catch (error) {
      logger.error('credits_receipt_issue_failed', { purchaseId: purchase.id, error });
    }
  }
  return receipts;
}

/**
 * The credit notes of the user's credit purchases refunded (kind `credits`), newest first:
 * listed with their receipts in the profile and in 'Download mine data'.
 */
export async function listMyCreditsCreditNotes(
  userId: string,
  purchases?: readonly CreditPurchase[],
): Promise<CreditsCreditNote[]> {
  const numbers = (purchases ?? (await listCreditPurchasesByUser(userId))).flatMap(
    (purchase) => purchase.credit_note_numbers ?? [],
  );
  const notes = await Promise.all(numbers.map((number) => getAnyCreditNote(number)));
  return notes
    .filter((note): note is CreditsCreditNote => note !== undefined && 'kind' in note)
    .sort((a, b) => b.credit_note_number - a.credit_note_number);
}
