/**
 * The one writer of a delivered gallery's terms (`BOOKING#{id}` / `DELIVERY`, decision 0034)
 * and of its property page's share link (`PROPERTY#{token}` / `PROPERTY`): whether the page
 * is branded, the link's token, and the delivery's lifetime (open until, the reminder sent,
 * closed and its files moved to colder storage, the files deleted). A change reads the item,
 * changes it and writes it back on `version`, with the link's item in the same transaction,
 * so a token always leads to the booking whose item names it.
 */
import {
  deliveriesList,
  deliveryKey,
  propertyLinkKey,
  stripKeys,
  type ItemKey,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { asReadAt, getItem } from '@functions/data/store';
import {
  putNew,
  runTransaction,
  TransactionConditionError,
  type GuardedItem,
} from '@functions/data/transactions';

export interface Delivery {
  booking_id: string;
  /**
   * The owner's choice: the property page shows the business's name and a link to the site, or
   * not. Absent: not chosen; the booking's firm's default, else branded (decision 0034). A
   * delivery written before firms had a default holds `true`, as the default was then.
   */
  branded?: boolean;
  /**
   * The choice of the booking's firm's administrator for this delivery (issue 45): over the
   * firm's default, under the owner's choice. Absent: not chosen.
   */
  firm_branded?: boolean;
  /** The property page's share link; none until the owner makes one, or after closing it. */
  property_token?: string;
  /** When the gallery was delivered (the mail sent). */
  delivered_at?: string;
  /** The moment the delivery closes (ISO); none for a gallery delivered before lifetimes. */
  open_until?: string;
  /** The customer's reminder three days before, sent for this `open_until`. */
  reminded_for?: string;
  /** The delivery closed and its files were tagged for colder storage, for this `open_until`. */
  closed_for?: string;
  /** The files were deleted, the owner's keeping period after closing having passed. */
  files_deleted_at?: string;
  version: number;
}

export const newDelivery = (bookingId: string): Delivery => ({
  booking_id: bookingId,
  version: 0,
});

export async function getDelivery(bookingId: string): Promise<Delivery> {
  const item = await getItem(deliveryKey(bookingId), true);
  return item ? stripKeys<Delivery>(item) : newDelivery(bookingId);
}

/** The booking a property page's token leads to, if the link is open. */
export async function bookingOfPropertyToken(token: string): Promise<string | undefined> {
  const item = await getItem(propertyLinkKey(token));
  return typeof item?.booking_id === 'string' ? item.booking_id : undefined;
}

/** Thrown when a change keeps losing to other writers. */
export class DeliveryChangedError extends Error {
  constructor() {
    super('delivery changed meanwhile');
    this.name = 'DeliveryChangedError';
  }
}

function deliveryPut(after: Delivery, before: Delivery): GuardedItem {
  const item = {
    ...deliveryKey(after.booking_id),
    entity: 'delivery',
    ...after,
    // On the list of deliveries with a lifetime, by the moment they close, until the files go.
    ...(after.open_until && !after.files_deleted_at
      ? { gsi1pk: deliveriesList, gsi1sk: after.open_until }
      : {}),
  };
  return {
    item: {
      Put: {
        Item: item,
        ...asReadAt(before.version),
      },
    },
  };
}

const linkDelete = (key: ItemKey): GuardedItem => ({ item: { Delete: { Key: key } } });

/**
 * Applies `change` to the delivery as stored and writes it if nobody wrote in between (a few
 * tries); a changed token's link item is replaced in the same transaction, and `also` (a
 * mail to queue) is written with it. Answers the delivery as written, or undefined when
 * `change` wants nothing written.
 */
export async function changeDelivery(
  bookingId: string,
  change: (delivery: Delivery) => Omit<Delivery, 'version'> | undefined,
  also: readonly GuardedItem[] = [],
): Promise<Delivery | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await getDelivery(bookingId);
    const changed = change(before);
    if (!changed) return undefined;
    const after: Delivery = { ...changed, version: before.version + 1 };
    const writes = [deliveryPut(after, before)];
    if (after.property_token !== before.property_token) {
      if (before.property_token) writes.push(linkDelete(propertyLinkKey(before.property_token)));
      if (after.property_token)
        writes.push(
          putNew({
            ...propertyLinkKey(after.property_token),
            entity: 'property_link',
            booking_id: bookingId,
          }),
        );
    }
    try {
      await runTransaction([...writes, ...also]);
      return after;
    } catch (error) {
      // Another writer changed the delivery meanwhile: read it again.
      if (!(error instanceof TransactionConditionError && error.index === 0)) throw error;
    }
  }
  throw new DeliveryChangedError();
}

/** Why the firm's administrator's choice for a delivery was not written. */
export type FirmBrandingRefusal = 'no_delivery' | 'owner_chose';

/**
 * The firm's administrator's choice for the delivery's property page (issue 45): written only
 * while the owner has not chosen (checked on the version written against), and only for a
 * delivery that exists. Answers the delivery as written, or why not.
 */
export async function chooseFirmBranding(
  bookingId: string,
  branded: boolean,
): Promise<Delivery | FirmBrandingRefusal> {
  let refusal: FirmBrandingRefusal | undefined;
  const written = await changeDelivery(bookingId, (delivery) => {
    const { version, ...rest } = delivery;
    refusal =
      version === 0 ? 'no_delivery' : rest.branded !== undefined ? 'owner_chose' : undefined;
    return refusal ? undefined : { ...rest, firm_branded: branded };
  });
  return written ?? refusal!;
}

/** The deliveries with a lifetime that closes before `until` (ISO), soonest first. */
export async function deliveriesClosingBefore(until: string): Promise<Delivery[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: deliveriesList,
    sortKey: { between: ['0', until] },
  });
  return items.map((item) => stripKeys<Delivery>(item));
}

/** Forgets a booking's delivery terms and its share link (account erasure). */
export async function deleteDelivery(bookingId: string): Promise<void> {
  const delivery = await getDelivery(bookingId);
  if (delivery.version === 0) return;
  await runTransaction([
    linkDelete(deliveryKey(bookingId)),
    ...(delivery.property_token ? [linkDelete(propertyLinkKey(delivery.property_token))] : []),
  ]);
}
