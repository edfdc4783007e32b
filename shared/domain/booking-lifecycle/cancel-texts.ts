/**
 * What cancelling does to the money, in the customer's words: the same facts before the confirm
 * (the cancel dialog) and after it (the answer), from `cancelMoney`, for every way to pay.
 */
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import { formatKroner } from '../danish-format';
import type { CancelMoney } from './money';

/** The sentences of the cancel dialog, after its question: the money, then the credits. */
export function cancelConfirmLines(money: CancelMoney): string[] {
  const lines: string[] = [];
  if (money.way === 'card_refund') lines.push(t.cancelConfirmCard);
  if (money.way === 'owner_refunds')
    lines.push(fillText(t.cancelConfirmOwnerRefunds, { amount: formatKroner(money.amount) }));
  if (money.way === 'invoice_voided') lines.push(t.cancelConfirmInvoiceVoided);
  if (money.credits > 0) lines.push(fillText(t.cancelConfirmCredits, { credits: money.credits }));
  return lines;
}

/** The answer once cancelled; `refundStarted`: whether Stripe took a card refund. */
export function cancelledText(money: CancelMoney, refundStarted: boolean): string {
  switch (money.way) {
    case 'card_refund':
      return refundStarted ? t.cancelledRefund : t.refundStartFailed;
    case 'owner_refunds':
      return fillText(t.cancelledOwnerRefunds, { amount: formatKroner(money.amount) });
    case 'invoice_voided':
      return t.cancelledInvoiceVoided;
    case 'nothing':
      return t.cancelled;
  }
}
