/** Moving and cancelling a booking (issue 17): the customer's texts and the server's refusals. */
export const bookingChangeTexts = {
  /** Stated on the booking page before the customer confirms. */
  rule: 'Du kan flytte eller aflyse din booking gratis indtil {hours} timer før optagelsen.',
  /** Stated on the payment page instead of `rule` when the shoot is already inside the cut-off. */
  insideCutoff:
    'Denne booking kan ikke flyttes eller aflyses, da der er under {hours} timer til optagelsen',
  reschedule: 'Flyt booking',
  cancel: 'Aflys booking',
  rescheduleTitle: 'Flyt din booking',
  rescheduleIntro: 'Vælg en ny dato og et nyt tidspunkt. Prisen er den samme.',
  loadingSlots: 'Henter ledige tidspunkter …',
  noFreeSlots: 'Der er ingen ledige tidspunkter denne dag',
  confirmReschedule: 'Flyt til det valgte tidspunkt',
  cancelTitle: 'Aflys booking',
  cancelConfirm: 'Er du sikker på, at du vil aflyse denne booking? Tidspunktet bliver frigivet.',
  cancelConfirmCard: 'Beløbet bliver refunderet til dit kort.',
  /** What becomes of money paid in cash or by invoice, said before the confirm. */
  cancelConfirmOwnerRefunds:
    'Du har betalt {amount}. Vi betaler beløbet tilbage og kontakter dig om, hvortil det skal overføres.',
  cancelConfirmInvoiceVoided: 'Fakturaen bliver annulleret, så du skal ikke betale den.',
  cancelConfirmCredits: 'Dine {credits} credits bliver givet tilbage.',
  keepBooking: 'Behold booking',
  confirmCancel: 'Ja, aflys',
  rescheduled: 'Din booking er flyttet til {date} kl. {time}',
  cancelled: 'Din booking er aflyst',
  cancelledRefund: 'Din booking er aflyst. Beløbet bliver refunderet til dit kort.',
  cancelledOwnerRefunds:
    'Din booking er aflyst. Vi betaler de {amount} tilbage og kontakter dig om, hvortil de skal overføres.',
  cancelledInvoiceVoided: 'Din booking er aflyst, og fakturaen er annulleret.',
  cancelledBadge: 'Aflyst',
  movedFrom: 'Flyttet fra {date} kl. {time}',
  /** Beside a receipt issued before the booking was moved (the receipt itself is not changed). */
  movedTo: 'Flyttet til {date} kl. {time}',
  movedAfterReceipt:
    'Kvitteringen viser tidspunktet, da den blev udstedt. Optagelsen er siden flyttet til {date} kl. {time}.',
  refundLabel: 'Refundering',
  refundPending: 'Refundering undervejs',
  refunded: 'Refunderet',
  refundFailed: 'Refunderingen mislykkedes',
  deadline: 'Kan flyttes eller aflyses indtil {date} kl. {time}',
  pastCutoff:
    'Bookingen kan ikke længere flyttes eller aflyses: fristen er {hours} timer før optagelsen. Kontakt os, hvis noget er kommet i vejen.',
  checkoutOpen: 'Bookingen kan ikke flyttes eller aflyses, før betalingen er gennemført.',
  /** The owner's refusal while the customer is at the card checkout. */
  ownerCheckoutOpen:
    'Kunden er ved at betale med kort. Vent, til betalingen er gennemført eller udløbet (højst 30 minutter).',
  alreadyCancelled: 'Bookingen er allerede aflyst.',
  completed: 'Optagelsen er gennemført og kan ikke ændres.',
  sameSlot: 'Vælg et andet tidspunkt end det nuværende.',
  changeFailed: 'Bookingen kunne ikke ændres. Prøv venligst igen.',
  refundStartFailed:
    'Bookingen er aflyst, men refunderingen kunne ikke startes endnu. Vi prøver igen, og du får besked.',
  bookingChangedMeanwhile: 'Bookingen blev ændret imens. Genindlæs siden og prøv igen.',
  invalidLink: 'Linket til bookingen er ugyldigt',
  manageTitle: 'Din booking',
  manageIntro: 'Her kan du flytte eller aflyse din booking uden at logge ind.',
  loadingBooking: 'Henter din booking …',
  manageLoadFailed: 'Bookingen kunne ikke hentes. Prøv venligst igen.',
  mailManageLink: 'Flyt eller aflys din booking',
  ruleInMail: 'Du kan flytte eller aflyse bookingen indtil {hours} timer før optagelsen.',
} as const;
