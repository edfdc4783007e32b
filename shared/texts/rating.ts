/** Rating a finished shoot: the e-mailed link's page and the profile's modal (product §2, §5, 8). */
import { pages } from '../site/pages';
import { bookingTexts } from './booking';

export const ratingTexts = {
  // The link (product §8 'Rating'), verbatim
  missingParams: 'Manglende booking ID eller token',
  invalidLink: 'Ugyldig eller udløbet link',
  expiredLink: 'Dette link er udløbet',
  validateFailed: 'Der opstod en fejl ved validering af linket',
  bookingUnavailable: 'Booking data ikke tilgængelig',
  submitFailed: 'Der opstod en fejl ved indsendelse af bedømmelsen',
  thanks: 'Tak for din bedømmelse!',
  // Validation (product §5 'Rating'), verbatim
  ratingRequired: 'Vælg venligst en bedømmelse',
  maxImages: 'Du kan maksimalt uploade 4 billeder',
  invalidFormats: 'Nogle filer er ikke gyldige billedformater (JPG, PNG, WebP)',
  tooLarge: 'Nogle filer er større end 30MB',
  // Image upload statuses (product §8 'Upload')
  uploadFailed: 'Fejl ved upload af billeder',
  someFailed: '{n} billede(r) kunne ikke uploades',
  uploaded: '{n} billede(r) uploadet og konverteret til WebP',
  compressing: 'Komprimerer...',
  uploading: 'Uploader...',
  done: 'Færdig',
  failed: 'Fejl',
  // The form
  title: pages.rateBooking.title,
  intro:
    'Fortæl os, hvordan din droneoptagelse gik. Din bedømmelse vises på siden med anmeldelser.',
  checking: 'Tjekker linket...',
  detailsTitle: 'Din booking',
  service: 'Tjeneste',
  when: 'Dato og tid',
  where: 'Sted',
  atTime: '{date} kl. {time}',
  starsLegend: 'Din bedømmelse',
  star1: 'Meget utilfreds',
  star2: 'Utilfreds',
  star3: 'Neutral',
  star4: 'Tilfreds',
  star5: 'Meget tilfreds',
  commentLabel: 'Kommentar (valgfri)',
  commentPlaceholder: 'Hvad var godt, og hvad kan vi gøre bedre?',
  imagesLabel: 'Billeder (valgfri, højst 4)',
  imagesHint: 'JPG, PNG eller WebP. Billederne gøres mindre, før de sendes.',
  removeImage: 'Fjern billede {n}',
  submit: 'Send bedømmelse',
  submitting: 'Sender...',
  thanksText: 'Vi sætter stor pris på, at du tog dig tid. Din bedømmelse er nu synlig for andre.',
  toFrontPage: 'Til forsiden',
  toReviews: 'Se alle anmeldelser',
  rateButton: 'Bedøm',
  close: 'Luk',
  // The server's refusals
  imageNotUploaded: 'Et af billederne blev ikke uploadet. Prøv venligst igen.',
  notCompleted: 'Du kan bedømme optagelsen, når den er gennemført.',
  notYourBooking: bookingTexts.bookingNotFound,
} as const;

/** The star labels, 1 to 5 (product §2). */
export const starLabels = [
  ratingTexts.star1,
  ratingTexts.star2,
  ratingTexts.star3,
  ratingTexts.star4,
  ratingTexts.star5,
] as const;
