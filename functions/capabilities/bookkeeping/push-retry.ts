/**
 * 'Prøv igen' in Bogføring (`POST /api/admin/ledger/pushes/{voucher}/retry`, decision 0036):
 * a failed push is pending again at once, its attempts from zero; the bookkeeping job takes it
 * at its next run (within a minute). Only a failed push: one waiting or sent is left alone.
 */
import type { DocumentPush } from '@shared/api/economic';
import { economicTexts as t } from '@shared/texts/economic';
import { bookkeepingPushKey } from '@functions/data/keys';
import { getItem } from '@functions/data/store';
import {
  documentPushOf,
  retryFailedPush,
  toQueuedPush,
} from '@functions/stores/bookkeeping-pushes';
import { badRequest, conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';

export async function retryDocumentPush({
  params,
}: InputOf<'retryDocumentPush'>): Promise<DocumentPush> {
  if (!/^[1-9]\d{0,9}$/.test(params.voucher)) throw badRequest(t.voucherInvalid, 'invalid_voucher');
  const voucher = Number(params.voucher);
  const retried = await retryFailedPush(voucher, new Date());
  if (retried) return documentPushOf(retried);
  const item = await getItem(bookkeepingPushKey(voucher), true);
  const push = item && toQueuedPush(item);
  if (!push) throw notFound(t.pushNotFound);
  throw conflict(t.pushNotFailed, 'push_not_failed');
}
