/**
 * The bookkeeping queue for tests (decision 0036): a push that has failed (for 'Prøv igen'),
 * and the twin's e-conomic stand-in started with the function settings pointed at it.
 */
import { resetConfig } from '@functions/lib/config';
import { runTransaction } from '@functions/data/transactions';
import {
  claimPush,
  failPush,
  queueDocumentPush,
  toQueuedPush,
} from '@functions/stores/bookkeeping-pushes';
import { startFakeEconomic, type FakeEconomic } from '@infra/local/fake-economic';

/** A voucher number no document of the tests has (their series start at 1). */
let nextVoucher = 900_000_000 + Math.floor(Math.random() * 90_000_000);

/** A push of a (missing) receipt that failed as e-conomic rejected it; answers its voucher. */
export async function failedPushVoucher(): Promise<number> {
  const voucher = nextVoucher++;
  const queued = queueDocumentPush({ document: 'receipt', number: voucher, voucher });
  await runTransaction([queued]);
  const item = 'Put' in queued.item ? queued.item.Put.Item : undefined;
  const seen = item && toQueuedPush(item);
  if (!seen) throw new Error(`push ${voucher} was not queued`);
  const claimed = await claimPush(seen, new Date());
  if (!claimed) throw new Error(`push ${voucher} could not be claimed`);
  await failPush(claimed, { reason: 'rejected', detail: 'Testfejl' }, new Date());
  return voucher;
}

/** The stand-in, with ECONOMIC_API_URL, ECONOMIC_REST_URL and ECONOMIC_GRANT_URL pointing at it. */
export async function startEconomicStandIn(): Promise<FakeEconomic> {
  const fake = await startFakeEconomic();
  Object.assign(process.env, {
    ECONOMIC_API_URL: fake.url,
    ECONOMIC_REST_URL: fake.url,
    ECONOMIC_GRANT_URL: `${fake.url}/requestaccess.aspx`,
  });
  resetConfig();
  return fake;
}
