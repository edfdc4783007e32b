/** How the admin sees a booking's invoice: its state's label and tone, and whether overdue. */
import type { BookingInvoice } from '@shared/api/entities';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { adminBookingTexts as t } from '@shared/texts/admin-bookings';

export function invoiceLabel(invoice: BookingInvoice, today = copenhagenToday()) {
  if (invoice.status === 'open' && invoice.due_date !== null && invoice.due_date < today) {
    return { label: t.invoiceOverdue, tone: 'error' as const, overdue: true };
  }
  const labels = {
    open: { label: t.invoiceOpen, tone: 'wait' as const },
    paid: { label: t.invoicePaid, tone: 'ok' as const },
    payment_failed: { label: t.invoiceFailed, tone: 'error' as const },
    void: { label: t.invoiceVoid, tone: 'muted' as const },
    uncollectible: { label: t.invoiceUncollectible, tone: 'error' as const },
  };
  return { ...labels[invoice.status], overdue: false };
}
