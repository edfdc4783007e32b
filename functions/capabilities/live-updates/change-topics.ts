/**
 * Turns DynamoDB stream records into live-update messages for open pages: which list
 * changed, and who may hear about it. Messages carry no data: pages re-fetch through the
 * API, which applies its own authorization.
 */
import type { LiveEntity } from '@shared/live/live-updates';
export type { LiveEntity };

export type Audience = { kind: 'everyone' } | { kind: 'admins' } | { kind: 'user'; userId: string };

export interface LiveChange {
  entity: LiveEntity;
  audience: Audience;
}

export interface ChangedItem {
  pk: string;
  sk: string;
  user_id?: string;
}

const everyone: Audience = { kind: 'everyone' };
const admins: Audience = { kind: 'admins' };

/** The changes one item implies (an item may concern its owner and the admins). */
export function changesOf(item: ChangedItem): LiveChange[] {
  const [prefix, id] = item.pk.split('#', 2);
  switch (prefix) {
    case 'PRODUCT':
      return [{ entity: 'products', audience: everyone }];
    case 'CONTENT':
      return [{ entity: 'content', audience: everyone }];
    case 'HOME_SECTION':
      return [{ entity: 'home_sections', audience: everyone }];
    case 'PORTFOLIO':
      return [{ entity: 'portfolio', audience: everyone }];
    case 'ZONE':
      return [{ entity: 'zones', audience: everyone }];
    case 'SCHEDULE':
      return [{ entity: 'schedules', audience: everyone }];
    case 'SLOT':
    case 'ROUTE':
      // A day's route decides which times can still be driven to.
      return [{ entity: 'slots', audience: everyone }];
    case 'BOOKING':
      if (item.sk === 'RATING') return [{ entity: 'ratings', audience: everyone }];
      return [
        ...(item.user_id
          ? [
              {
                entity: 'bookings' as const,
                audience: { kind: 'user' as const, userId: item.user_id },
              },
            ]
          : []),
        { entity: 'bookings', audience: admins },
      ];
    case 'USER':
      return item.sk === 'PROFILE' && id
        ? [{ entity: 'profile', audience: { kind: 'user', userId: id } }]
        : [];
    case 'DISCOUNT':
      return [{ entity: 'discount_codes', audience: admins }];
    case 'SUBSCRIBER':
      return [{ entity: 'subscribers', audience: admins }];
    case 'NEWSLETTER':
      return [{ entity: 'newsletters', audience: admins }];
    case 'TEMPLATE':
      return [{ entity: 'templates', audience: admins }];
    case 'EXTERNAL_IMAGE':
      return [{ entity: 'external_images', audience: admins }];
    default:
      return [];
  }
}

export function audienceKey(change: LiveChange): string {
  const a = change.audience;
  return `${change.entity}|${a.kind}|${a.kind === 'user' ? a.userId : ''}`;
}

/** Distinct changes of a batch of items, in first-seen order. */
export function distinctChanges(items: ChangedItem[]): LiveChange[] {
  const seen = new Map<string, LiveChange>();
  for (const item of items) {
    for (const change of changesOf(item)) {
      const key = audienceKey(change);
      if (!seen.has(key)) seen.set(key, change);
    }
  }
  return [...seen.values()];
}

export interface ConnectionInfo {
  userId: string | null;
  isAdmin: boolean;
}

export function hears(connection: ConnectionInfo, audience: Audience): boolean {
  if (audience.kind === 'everyone') return true;
  if (audience.kind === 'admins') return connection.isAdmin;
  return connection.userId === audience.userId;
}
