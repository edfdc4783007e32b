/** The fixed texts of the profile page (product §2 'Profile', product §8). */
export const profileTexts = {
  bookingsLoadFailed: 'Kunne ikke hente bookinger',
  loadingBookings: 'Henter bookinger...',
  downloadFiles: 'Hent dine filer',
  openGallery: 'Se dit galleri',
  updatingPassword: 'Opdaterer...',
  paymentLabel: 'Betaling',
  editingLabel: 'Redigering',
  yes: 'Ja',
  statusLabel: 'Status',
  completed: 'Gennemført',
  creditsExtra: ' (+ {credits} credits)',
} as const;

/** 'Mine data' on the profile's settings (GDPR articles 15 and 20). */
export const myDataTexts = {
  title: 'Mine data',
  intro:
    'Hent en kopi af alt, vi har gemt om dig: din profil, dine bookinger, bedømmelser, reaktioner, køb af credits og din tilmelding til nyhedsbrevet.',
  download: 'Download mine data',
  downloading: 'Henter...',
  failed: 'Dine data kunne ikke hentes. Prøv venligst igen.',
} as const;
