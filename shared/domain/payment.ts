/** The payment states and ways to pay of a booking (product §3 and 4), without zod for the browser. */
export const paymentStatuses = ['pending', 'paid', 'failed', 'awaiting_payment'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ['card', 'invoice', 'cash', 'credits'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
