/**
 * The owner's 'Firmaer' (product §2 'Firma', decision 0035): `GET /api/admin/firms` lists every
 * firm with its colleagues, its open (and overdue) monthly invoices (what is still owed after
 * credited lines) and, for a firm billed
 * monthly, this month's bookings as next month's invoice will bill them; `PUT
 * /api/admin/firms/{id}` saves the owner's terms (approval for invoice, billing mode, price
 * agreement, payment term).
 */
import type { AdminFirm } from '@shared/api/firm-admin';
import type { Firm } from '@shared/api/firm';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { firmAdminTexts as t } from '@shared/texts/firm-admin';
import { NotFoundError } from '@functions/data/errors';
import { badRequest, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { listFirmMonths } from '@functions/stores/firm-invoices';
import { getFirm, listFirms, listMembers, setFirmBilling } from '@functions/stores/firms';
import { firmMonthPreview } from './firm-month';
import { openInvoicesOf } from './open-invoices';

async function adminFirmOf(firm: Firm, today: string): Promise<AdminFirm> {
  const [members, months] = await Promise.all([listMembers(firm.id), listFirmMonths(firm.id)]);
  const open_invoices = await openInvoicesOf(months, today);
  const next_invoice =
    firm.billing_mode === 'monthly' ? await firmMonthPreview(firm.id, today.slice(0, 7)) : null;
  return { firm, members, open_invoices, next_invoice };
}

export async function listAdminFirms(): Promise<AdminFirm[]> {
  const today = copenhagenToday();
  return Promise.all((await listFirms()).map((firm) => adminFirmOf(firm, today)));
}

export async function saveFirmBilling({
  params,
  body,
}: InputOf<'saveFirmBilling'>): Promise<AdminFirm> {
  if (body.billing_mode === 'monthly' && !body.invoice_approved)
    throw badRequest(t.monthlyNeedsApproval, 'monthly_needs_approval');
  if (!(await getFirm(params.id))) throw notFound(t.firmNotFound);
  try {
    return await adminFirmOf(await setFirmBilling(params.id, body), copenhagenToday());
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound(t.firmNotFound);
    throw error;
  }
}
