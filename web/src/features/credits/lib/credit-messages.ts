/** Toasts of the credit purchase (SPEC 5 and 8). */
export const loginToBuyMessage = 'Du skal være logget ind for at købe credits';
export const creditPurchaseFailedMessage = 'Der opstod en fejl ved køb af credits';
