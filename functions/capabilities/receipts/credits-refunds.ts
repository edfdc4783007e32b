/**
 * A credit purchase refunded at the payment provider (the signed `charge.refunded` of its
 * payment, refund-events.ts): its credit note, with the credits it covers taken off the buyer's
 * balance as far as the balance holds them (shared/domain/credits-refund.ts says the rule).
 * Issuing credit note N is one transaction (document-numbers.ts): the purchase's element
 * (`creditsCreditNoted`, guarded on the credit notes it had when read), the counters, the note
 * with its bookkeeping push, its mail with the PDF, and the credits deducted from the profile
 * (only if the balance still covers them). A replay, or a second event for the same refund,
 * finds nothing more to credit.
 */
import type { CreditsCreditNote } from '@shared/api/receipt';
import { creditNoteTotals } from '@shared/domain/credit-note';
import { creditsRefundLines, creditsRefundToIssue } from '@shared/domain/credits-refund';
import { creditNoteCounterName } from '@functions/data/keys';
import { InsufficientCreditsError } from '@functions/data/errors';
import { creditsCreditNoted, getCreditPurchase } from '@functions/stores/credit-purchases';
import { creditNotePut } from '@functions/stores/credit-notes';
import { issueNextNumber } from '@functions/stores/document-numbers';
import { creditDeduction, getProfile } from '@functions/stores/profiles';
import { getCreditsReceipt } from '@functions/stores/receipts';
import { queueMail } from '@functions/stores/mail-outbox';
import { creditNoteMail } from '@functions/capabilities/mails/receipt';
import { saleDocumentPdfForMail } from '@functions/capabilities/mails/sale-document-pdfs';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

/** The purchase (or the balance) changed since it was read: read again. */
class PurchaseCreditGuardError extends Error {
  constructor(readonly purchaseId: string) {
    super(`credit purchase ${purchaseId} changed while its credit note was issued`);
    this.name = 'PurchaseCreditGuardError';
  }
}

export type CreditsRefundResult =
  | { status: 'issued'; creditNote: CreditsCreditNote }
  /** Nothing (more) to credit: not paid, no receipt, or credited already. */
  | { status: 'nothing' };

/** `refundedOre`: the provider's total refunded of the purchase's payment so far. */
export async function issueCreditsCreditNote(
  purchaseId: string,
  refundedOre: number,
): Promise<CreditsRefundResult> {
  for (let round = 0; round < 5; round++) {
    const purchase = await getCreditPurchase(purchaseId);
    const receipt = purchase?.receipt_number
      ? await getCreditsReceipt(purchase.receipt_number)
      : undefined;
    if (!purchase || !receipt) return { status: 'nothing' };
    const balance = (await getProfile(purchase.user_id))?.credits ?? 0;
    const refund = creditsRefundToIssue(
      { ...purchase, credits: receipt.credits, receipt_total_ore: receipt.total_ore },
      refundedOre,
      balance,
    );
    if (!refund) return { status: 'nothing' };
    try {
      const creditNote = await issueNextNumber<CreditsCreditNote>({
        counter: creditNoteCounterName,
        of: `credit purchase ${purchaseId}`,
        build: (creditNoteNumber, issuedAt, voucherNumber) => ({
          document: 'credit_note',
          kind: 'credits',
          credit_note_number: creditNoteNumber,
          voucher_number: voucherNumber,
          receipt_number: receipt.receipt_number,
          credit_purchase_id: purchase.id,
          reason: 'refunded',
          credits_removed: refund.credits_removed,
          credits_spent: refund.credits_spent,
          issued_at: issuedAt,
          business: receipt.business,
          customer_email: receipt.customer_email,
          ...(receipt.customer_name ? { customer_name: receipt.customer_name } : {}),
          payment_method: receipt.payment_method,
          lines: creditsRefundLines(refund),
          ...creditNoteTotals(purchase, refund),
        }),
        elementsOf: async (note) => {
          const pdf = await saleDocumentPdfForMail(note);
          const changed = () => new PurchaseCreditGuardError(purchase.id);
          return {
            guard: creditsCreditNoted(
              purchase,
              {
                credit_note_number: note.credit_note_number,
                money_ore: refund.money_ore,
                credits: refund.credits,
              },
              changed,
            ),
            writes: [
              ...creditNotePut(note, purchase.user_id),
              queueMail({
                id: `credit-note#${note.credit_note_number}`,
                mail: creditNoteMail(note, config().SITE_URL, pdf),
                to: [note.customer_email],
              }),
              ...(refund.credits_removed > 0
                ? [creditDeduction(purchase.user_id, refund.credits_removed)]
                : []),
            ],
          };
        },
      });
      logger.info('credits_credit_note_issued', {
        purchaseId,
        creditNoteNumber: creditNote.credit_note_number,
        creditsRemoved: refund.credits_removed,
        creditsSpent: refund.credits_spent,
      });
      return { status: 'issued', creditNote };
    } catch (error) {
      if (!(error instanceof PurchaseCreditGuardError || error instanceof InsufficientCreditsError))
        throw error;
    }
  }
  throw new Error(`credit purchase ${purchaseId} kept changing while its credit note was issued`);
}

/** issueCreditsCreditNote after the refund's event: a failure is logged, never thrown. */
export async function refundCreditPurchase(
  purchaseId: string,
  options: { refundedOre: number | undefined },
): Promise<void> {
  if (options.refundedOre === undefined) return;
  try {
    await issueCreditsCreditNote(purchaseId, options.refundedOre);
  } catch (error) {
    logger.error('credits_credit_note_failed', { purchaseId, error });
  }
}
