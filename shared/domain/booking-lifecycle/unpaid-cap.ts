/**
 * How many unpaid future cash or invoice bookings one customer may hold at once (a cap
 * against slots held by bookings nobody pays). A deployment setting: CDK's
 * `maxUnpaidBookings`, the handlers' MAX_UNPAID_BOOKINGS, the twin's environment.
 */
export const defaultMaxUnpaidBookings = 3;
export const maxUnpaidBookingsLimit = 100;
