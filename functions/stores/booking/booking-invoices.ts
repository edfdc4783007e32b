/**
 * A booking's Stripe invoice (the `invoice` attribute of BOOKING#{id}): stored when it is
 * sent, and its state changed only by signed webhook events, each applied once.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingInvoice } from '@shared/api/entities';
import { db, tableName } from '@functions/lib/db';
import { AlreadyProcessedError, NotFoundError } from '@functions/data/errors';
import { bookingKey } from '@functions/data/keys';
import { applyEventOnce } from '@functions/stores/payment-records';
import { isConditionFailed } from '@functions/data/store';
import type { GuardedItem } from '@functions/data/transactions';

/** Stores the sent invoice on the booking (its id also as the payment reference). */
export async function attachInvoice(bookingId: string, invoice: BookingInvoice): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET invoice = :invoice, payment_intent_id = :id',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':invoice': invoice, ':id': invoice.id },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError('booking');
    throw error;
  }
}

/**
 * Applies an invoice event once: the event's idempotency item, the invoice's new state and
 * (when given) the booking's payment status, in one transaction with `alsoWrite` (the
 * confirmation's mails). With `onlyIfUnpaid`, the
 * payment status changes only from another status than paid. Returns false when the event
 * was seen before, or the change it guards had happened already.
 */
export function applyInvoiceEventOnce(
  bookingId: string,
  invoiceId: string,
  change: { invoiceStatus: BookingInvoice['status']; paymentStatus?: 'paid' | 'failed' },
  event: { id: string; type: string },
  alsoWrite: readonly GuardedItem[] = [],
): Promise<boolean> {
  const setPayment = change.paymentStatus ? ', payment_status = :payment' : '';
  const paidGuard = change.paymentStatus === 'paid' ? ' AND payment_status <> :payment' : '';
  return applyEventOnce(event.id, event.type, [
    {
      item: {
        Update: {
          Key: bookingKey(bookingId),
          UpdateExpression: `SET invoice.#status = :status${setPayment}`,
          ConditionExpression: `attribute_exists(pk) AND invoice.id = :invoiceId${paidGuard}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': change.invoiceStatus,
            ':invoiceId': invoiceId,
            ...(change.paymentStatus ? { ':payment': change.paymentStatus } : {}),
          },
        },
      },
      onConditionFailed: () => new AlreadyProcessedError(`invoice ${invoiceId} of ${bookingId}`),
    },
    ...alsoWrite,
  ]);
}

/** Sets the invoice's state without an event (paid out of band by the admin). */
export async function setInvoiceStatus(
  bookingId: string,
  status: BookingInvoice['status'],
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET invoice.#status = :status',
        ConditionExpression: 'attribute_exists(invoice)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
