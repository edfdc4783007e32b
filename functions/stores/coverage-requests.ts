/**
 * Asking to be told when an address is covered (product §4 'Coverage requests'). A visitor
 * whose address lies outside the zones leaves an e-mail; the owner is mailed and sees the
 * request in Adressezoner; when a zone that covers the address is saved active, the requester
 * gets one mail (claimed first, so two saves at once mail once) and the request expires 30 days
 * later. A request nobody covers expires after a year. One request per e-mail and found address:
 * asking again refreshes it.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoverageRequest } from '@shared/api/coverage-requests';
import type { Zone } from '@shared/api/entities';
import {
  coverageRequestGsi1,
  coverageRequestKey,
  lists,
  normaliseEmail,
  stripKeys,
} from '@functions/data/keys';
import { queryNewestFirst } from '@functions/data/pagination';
import { deleteItem, putItem, type StoredItem, writtenIf } from '@functions/data/store';
import { days, isExpired, ttlAfter } from '@functions/data/ttl';
import { db, tableName } from '@functions/lib/db';
import { coverageOfPoint } from '@functions/geo/zone-coverage';

/** How long a request nobody has covered is kept, and a fulfilled one after its mail. */
export const waitingRequestDays = 365;
export const fulfilledRequestDays = 30;

const toRequest = (item: StoredItem): CoverageRequest => stripKeys<CoverageRequest>(item);

/** The same e-mail asking about the same found address is one request. */
export const coverageRequestId = (email: string, address: string): string =>
  createHash('sha256')
    .update(`${normaliseEmail(email)}\n${address.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 32);

export interface NewCoverageRequest {
  email: string;
  address: string;
  lat: number;
  lon: number;
  product_name: string | null;
}

/** Saves (or refreshes) a waiting request. */
export async function saveCoverageRequest(
  input: NewCoverageRequest,
  now = new Date(),
): Promise<CoverageRequest> {
  const id = coverageRequestId(input.email, input.address);
  const request: CoverageRequest = {
    id,
    ...input,
    email: normaliseEmail(input.email),
    created_at: now.toISOString(),
    notified_at: null,
    notified_zone: null,
  };
  await putItem({
    ...coverageRequestKey(id),
    ...coverageRequestGsi1(id, request.created_at),
    entity: 'coverage_request',
    ...request,
    ttl: ttlAfter(days(waitingRequestDays), now),
  });
  return request;
}

/** Every request that has not expired, newest first. */
export async function listCoverageRequests(now = new Date()): Promise<CoverageRequest[]> {
  const items = await queryNewestFirst(lists.coverageRequests);
  return items.filter((item) => !isExpired(item.ttl, now)).map(toRequest);
}

/** The requests made with one e-mail address (for 'Download mine data' and erasure). */
export async function coverageRequestsOf(email: string): Promise<CoverageRequest[]> {
  const address = normaliseEmail(email);
  return (await listCoverageRequests()).filter((request) => request.email === address);
}

export async function deleteCoverageRequest(id: string): Promise<CoverageRequest | undefined> {
  const old = await deleteItem(coverageRequestKey(id));
  return old && toRequest(old);
}

/** The waiting requests whose address lies inside `zone` (an active zone with a centre). */
export function requestsCoveredBy(
  zone: Zone,
  requests: readonly CoverageRequest[],
): CoverageRequest[] {
  if (!zone.is_active || zone.center_lat === null || zone.center_lon === null) return [];
  const placed = [{ zone, centre: { lat: zone.center_lat, lon: zone.center_lon } }];
  return requests.filter(
    (request) =>
      request.notified_at === null &&
      coverageOfPoint({ lat: request.lat, lon: request.lon }, placed).covered,
  );
}

/**
 * Marks a request as told about `zone`; false when it was told before (another save got it
 * first). The request then lives `fulfilledRequestDays` more.
 */
export async function claimCoverageNotice(
  id: string,
  zoneName: string,
  now = new Date(),
): Promise<boolean> {
  return writtenIf(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: coverageRequestKey(id),
        UpdateExpression: 'SET notified_at = :now, notified_zone = :zone, #ttl = :ttl',
        ConditionExpression: 'attribute_exists(pk) AND notified_at = :null',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':zone': zoneName,
          ':ttl': ttlAfter(days(fulfilledRequestDays), now),
          ':null': null,
        },
      }),
    ),
  );
}

/** Gives a claim back after its mail failed, so the next save of a covering zone tries again. */
export async function releaseCoverageNotice(id: string, now = new Date()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: coverageRequestKey(id),
      UpdateExpression: 'SET notified_at = :null, notified_zone = :null, #ttl = :ttl',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':null': null,
        ':ttl': ttlAfter(days(waitingRequestDays), now),
      },
    }),
  );
}
