/** The fixed texts of the profile page (SPEC 2 'Profile', SPEC 8). */
export const profileTexts = {
  bookingsLoadFailed: 'Kunne ikke hente bookinger',
  loadingBookings: 'Henter bookinger...',
  downloadFiles: 'Hent dine filer',
  updatingPassword: 'Opdaterer...',
  paymentLabel: 'Betaling',
  editingLabel: 'Redigering',
  yes: 'Ja',
  statusLabel: 'Status',
  completed: 'Gennemført',
  creditsExtra: ' (+ {credits} credits)',
} as const;
