/**
 * The object tag of a closed delivery's files (decision 0034): the job that closes a delivery
 * sets it to `closed`, and the booking-files bucket's lifecycle rule moves the objects so
 * tagged to a colder storage class (infra/constructs/storage-buckets.ts). Extending the
 * delivery takes the tag off.
 */
export const deliveryStateTag = 'delivery-state';
export const closedDeliveryValue = 'closed';
