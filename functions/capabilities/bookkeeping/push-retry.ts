/**
 * 'Prøv igen' in Bogføring (`POST /api/admin/ledger/pushes/{voucher}/retry`, decision 0036):
 * a failed push is pending again at once, its attempts from zero; the bookkeeping job takes it
 * at its next run (within a minute). Only a failed push: one waiting or sent is left alone.
 * `{voucher}` is a voucher number, or an EAN invoice's push id (`ean-…`).
 */
import type { DocumentPush } from '@shared/api/economic';
import { economicTexts as t } from '@shared/texts/economic';
import { documentPushOf, getPush, retryFailedPush } from '@functions/stores/bookkeeping-pushes';
import { badRequest, conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';

export async function retryDocumentPush({
  params,
}: InputOf<'retryDocumentPush'>): Promise<DocumentPush> {
  if (!/^(?:[1-9]\d{0,9}|ean-[A-Za-z0-9_-]{1,80})$/.test(params.voucher))
    throw badRequest(t.voucherInvalid, 'invalid_voucher');
  const retried = await retryFailedPush(params.voucher, new Date());
  if (retried) return documentPushOf(retried);
  const push = await getPush(params.voucher);
  if (!push) throw notFound(t.pushNotFound);
  throw conflict(t.pushNotFailed, 'push_not_failed');
}
