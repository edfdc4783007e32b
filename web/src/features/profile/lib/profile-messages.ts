/** Toasts of the profile page when returning from a checkout (SPEC 8). */
export const paymentCompletedMessage = 'Betaling gennemført! Din booking er bekræftet.';
export const creditsPurchasedMessage = 'Credits købt succesfuldt!';
export const checkoutCancelledMessage = 'Betalingen blev annulleret';
export const bookingsLoadFailedMessage = 'Kunne ikke hente bookinger';
