/**
 * Pushes the queued documents to the bookkeeping system (decision 0036), run by the
 * bookkeeping job every minute (functions/jobs/bookkeeping-job.ts):
 *
 * - nothing while e-conomic is not connected, or since it refused the grant (the documents
 *   wait, 'Venter' in Bogføring; connecting again lets them go);
 * - each due push is claimed first (still as read, pending), so two runs at once, or a run
 *   after one that died, push it once; the document is read and its PDF made from it, and
 *   e-conomic is asked first whether the voucher is there already (economic-adapter.ts);
 * - a refused grant (401/403) puts the push back without counting the attempt, marks the
 *   connection refused and stops the run; a validation error fails it at once with e-conomic's
 *   words; no answer, 429 or 5xx retries after 1, 2, 4, 8 minutes and fails the fifth time.
 *   Every failure counts `BookkeepingPushFailed` (its alarm: docs/operations.md). Nothing here
 *   throws for one document: the others still go.
 *
 * An EAN invoice in the queue is booked in e-conomic and sent by EAN (economic-adapter.ts), with
 * the same claim, back-off and failures. A receipt paying an invoice that went that way (a push
 * `ean-{invoice}` exists for the booking's invoice) books only the payment.
 */
import type { EanInvoice, EconomicMapping, PushReason } from '@shared/api/economic';
import { saleDocumentPdf } from '@functions/capabilities/mails/sale-document-pdfs';
import { maxSendAttempts, retryDelayMs } from '@functions/capabilities/mails/outbox-delivery';
import {
  getBookkeepingConnection,
  markGrantRefused,
} from '@functions/stores/bookkeeping-connection';
import {
  claimPush,
  duePushes,
  failPush,
  markPushDone,
  releasePush,
  type PushReceipt,
  getEanInvoice,
  queueEanInvoice,
  type QueuedDocumentPush,
  type QueuedPush,
} from '@functions/stores/bookkeeping-pushes';
import { getAnyCreditNote } from '@functions/stores/credit-notes';
import { getAnyReceipt } from '@functions/stores/receipts';
import { getBooking } from '@functions/stores/booking/booking-items';
import { logger } from '@functions/lib/logger';
import { countMetric } from '@functions/lib/metrics';
import type { BookkeepingSystem } from './economic-adapter';
import { economicSystem } from './economic-adapter';
import { economicClient, EconomicError } from './economic-client';
import type { BookedDocument } from './economic-entries';
import { readEconomicTokens } from './economic-grant';
import { eanCreditNoteOf } from './economic-invoices';

/** Attempts before a push that gets no answer fails, and its back-off: the mail outbox's. */
const maxPushAttempts = maxSendAttempts;

export interface PushSummary {
  sent: number;
  nothing: number;
  retry: number;
  failed: number;
  skipped: number;
  /** Why nothing was pushed at all: not connected, or the grant was refused. */
  waiting?: 'not_connected' | 'grant_refused';
}

type Outcome = 'sent' | 'nothing' | 'retry' | 'failed' | 'skipped' | 'grant_refused';

async function documentOf(push: QueuedDocumentPush): Promise<BookedDocument | undefined> {
  return push.document === 'receipt' ? getAnyReceipt(push.number) : getAnyCreditNote(push.number);
}

/** The EAN invoice a booking's document was invoiced by (the sale's entry in e-conomic). */
async function eanInvoiceOfDocument(document: BookedDocument): Promise<EanInvoice | undefined> {
  if (!('booking_id' in document) || !document.customer_firm) return undefined;
  if (document.payment_method !== 'invoice') return undefined;
  const invoiceId = (await getBooking(document.booking_id))?.invoice?.id;
  return invoiceId ? getEanInvoice(invoiceId) : undefined;
}

/**
 * Whether the document's sale went by an EAN invoice: its receipt then books only the payment,
 * and its credit note (a cancel or a refund after payment) goes to e-conomic as an EAN credit
 * note of that invoice, queued here once, and books only the money given back.
 */
async function saleInvoicedByEan(document: BookedDocument): Promise<boolean> {
  const invoice = await eanInvoiceOfDocument(document);
  if (!invoice) return false;
  if (document.document === 'credit_note' && !('kind' in document)) {
    const credit = eanCreditNoteOf(invoice, document);
    if (credit && (await queueEanInvoice(credit)))
      logger.info('ean_credit_note_queued', { creditNote: credit.reference });
  }
  return true;
}

/** Pushes what the claimed push names; what e-conomic answered, or `nothing` for 0 kr. */
async function pushClaimed(
  push: QueuedPush,
  system: BookkeepingSystem,
  mapping: EconomicMapping,
): Promise<PushReceipt | 'nothing' | 'missing'> {
  if (push.document === 'ean_invoice') return system.pushEanInvoice(push.invoice, mapping);
  const document = await documentOf(push);
  if (!document) return 'missing';
  if (document.total_ore === 0) return 'nothing';
  const saleInvoiced = await saleInvoicedByEan(document);
  return system.push(document, await saleDocumentPdf(document), mapping, { saleInvoiced });
}

async function failed(
  push: QueuedPush,
  reason: PushReason,
  detail: string | undefined,
  now: Date,
): Promise<Outcome> {
  countMetric('BookkeepingPushFailed');
  await failPush(push, { reason, ...(detail ? { detail } : {}) }, now);
  logger.warn('bookkeeping_push_failed', { push: push.id, reason });
  return 'failed';
}

async function afterError(push: QueuedPush, error: unknown, now: Date): Promise<Outcome> {
  if (error instanceof EconomicError && error.kind === 'grant') {
    countMetric('BookkeepingPushFailed');
    await releasePush(push, now, { reason: 'grant_refused', counted: false });
    await markGrantRefused(now);
    logger.warn('bookkeeping_grant_refused', { push: push.id, status: error.status });
    return 'grant_refused';
  }
  if (error instanceof EconomicError && error.kind === 'rejected')
    return failed(push, 'rejected', error.detail || `HTTP ${error.status}`, now);
  const attempt = push.attempts + 1;
  logger.warn('bookkeeping_push_not_answered', {
    push: push.id,
    attempt,
    error: error instanceof EconomicError ? `${error.status} ${error.detail}` : error,
  });
  if (attempt >= maxPushAttempts) return failed(push, 'unreachable', undefined, now);
  countMetric('BookkeepingPushFailed');
  await releasePush(push, new Date(now.getTime() + retryDelayMs(attempt)), { counted: true });
  return 'retry';
}

/** One attempt at one due push: claim, read, push, mark. */
async function pushOne(
  seen: QueuedPush,
  system: BookkeepingSystem,
  mapping: EconomicMapping,
  now: Date,
): Promise<Outcome> {
  const push = await claimPush(seen, now);
  if (!push) return 'skipped';
  try {
    const receipt = await pushClaimed(push, system, mapping);
    if (receipt === 'missing') return await failed(push, 'document_missing', undefined, now);
    if (receipt === 'nothing') {
      await markPushDone(push, { status: 'nothing' }, now);
      return 'nothing';
    }
    if (!(await markPushDone(push, { status: 'sent', receipt }, now)))
      logger.warn('bookkeeping_claim_lost', { push: push.id });
    logger.info('bookkeeping_pushed', { push: push.id, entries: receipt.entries });
    return 'sent';
  } catch (error) {
    try {
      return await afterError(push, error, now);
    } catch (recordError) {
      // Left sending: the next run takes it again when its lease has run out.
      logger.error('bookkeeping_failure_not_recorded', { push: push.id, recordError });
      return 'retry';
    }
  }
}

/** Every due push, one at a time (e-conomic's rate limit is per agreement). */
export async function pushDueDocuments(now: Date = new Date()): Promise<PushSummary> {
  const summary: PushSummary = { sent: 0, nothing: 0, retry: 0, failed: 0, skipped: 0 };
  const connection = await getBookkeepingConnection();
  if (!connection.connectedAt) return { ...summary, waiting: 'not_connected' };
  if (connection.refusedAt) return { ...summary, waiting: 'grant_refused' };
  const tokens = await readEconomicTokens();
  if (!tokens.appSecretToken || !tokens.agreementGrantToken)
    return { ...summary, waiting: 'not_connected' };
  const system = economicSystem(
    economicClient({
      appSecretToken: tokens.appSecretToken,
      agreementGrantToken: tokens.agreementGrantToken,
    }),
  );
  for (const push of await duePushes(now)) {
    const outcome = await pushOne(push, system, connection.mapping, now);
    if (outcome === 'grant_refused') return { ...summary, waiting: 'grant_refused' };
    summary[outcome] += 1;
  }
  return summary;
}
