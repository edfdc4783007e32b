/**
 * What each HTTP function group may touch beyond its configuration (least privilege).
 * A group of the route table without a profile here gets `defaultGroupAccess` and the synth
 * prints a warning, so a new group is noticed and given its own line.
 */
export interface GroupAccess {
  /** The single table. */
  table: 'read' | 'readWrite';
  /** Public images bucket: `readWrite` also signs presigned uploads. */
  media?: 'read' | 'readWrite';
  /** Private booking files (delivery zips): presigned downloads (`read`) and uploads. */
  bookingFiles?: 'read' | 'readWrite';
  /** Sends e-mail through SES. */
  mail?: boolean;
  /** Geocodes addresses with the Amazon Location place index. */
  geocoding?: boolean;
  /** Gets the STRIPE_* keys in its environment. */
  stripe?: boolean;
}

export const defaultGroupAccess: GroupAccess = { table: 'readWrite' };

export const groupAccess: Readonly<Record<string, GroupAccess>> = {
  /** Public catalogue reads. */
  catalog: { table: 'read' },
  /** Site texts and images, edited in place by admins. */
  content: { table: 'readWrite', media: 'readWrite' },
  /** Profile and credits; buying credits starts a Stripe checkout. */
  accounts: { table: 'readWrite', stripe: true },
  /** Booking, checkout, confirmation and admin notification e-mails, delivery downloads. */
  bookings: {
    table: 'readWrite',
    bookingFiles: 'read',
    mail: true,
    geocoding: true,
    stripe: true,
  },
  /** Admin panel: products, portfolio, zones, bookings with delivery uploads, newsletters. */
  admin: {
    table: 'readWrite',
    media: 'readWrite',
    bookingFiles: 'readWrite',
    mail: true,
    geocoding: true,
  },
  /** Likes and dislikes of portfolio items by signed-in users. */
  portfolio: { table: 'readWrite' },
  /** Stripe webhooks and checkout sessions, receipts. */
  payments: { table: 'readWrite', mail: true, stripe: true },
  /** Subscribe and unsubscribe. */
  newsletter: { table: 'readWrite', mail: true },
  /** Public address check: geocodes (Amazon Location) and caches results in the table. */
  coverage: { table: 'readWrite', geocoding: true },
  /** Ratings through e-mailed links, with images. */
  ratings: { table: 'readWrite', media: 'readWrite' },
};

export function accessOfGroup(group: string): { access: GroupAccess; known: boolean } {
  const access = groupAccess[group];
  return access ? { access, known: true } : { access: defaultGroupAccess, known: false };
}
