/**
 * The customer's answers of the delivery link (GET /api/deliveries/...), in a module of their
 * own: the public booking function does not carry the admin's texts (docs/decisions/0022).
 */
export const deliveryLinkTexts = {
  expired: 'Linket til filerne er udløbet. Kontakt os, så sender vi et nyt.',
  invalid: 'Linket til filerne er ugyldigt',
} as const;
