/** Payment before download (issue 45, decision 0041): the owner's setting and the locked gallery. */
import { resumePaymentTexts } from './booking';

export const downloadPaymentTexts = {
  // The watermark drawn into every preview of a locked gallery (server-made, decision 0041).
  watermark: 'PRØVE · IKKE BETALT',
  // The server's refusals.
  locked:
    'Filerne kan hentes, når bookingen er betalt. Betal med "Betal nu" i galleriet, så åbner de med det samme.',
  notLocked: 'Galleriet er ikke låst. Filerne kan hentes uden betaling.',
  nothingToPay: 'Der er intet at betale for denne booking.',
  choiceInvalid: 'Vælg, om bookingen skal betales før download.',
  // The owner's setting on a booking.
  legend: 'Betaling før download',
  choiceFirm: 'Som firmaets indstilling',
  choiceDefault: 'Nej (standard)',
  choiceRequired: 'Ja, kunden ser prøvebilleder med vandmærke, indtil bookingen er betalt',
  choiceNotRequired: 'Nej, filerne kan hentes med det samme',
  saved: 'Betaling før download er gemt',
  saveFailed: 'Indstillingen kunne ikke gemmes. Prøv igen.',
  lockedNow: 'Galleriet er låst for kunden, indtil bookingen er betalt.',
  openNow: 'Kunden kan hente filerne.',
  // The customer's locked gallery.
  lockedTitle: 'Betal for at hente dine filer',
  /** `{amount}` = the amount due, formatted. */
  lockedIntro:
    'Billederne vises som prøver med vandmærke. Når du har betalt {amount}, kan du hente originalerne, alle størrelser og videoerne.',
  /** `{count}` = how many videos wait. */
  videosWaiting: '{count} video(er) kan ses og hentes, når bookingen er betalt.',
  payNow: resumePaymentTexts.payNow,
  payStarting: resumePaymentTexts.opening,
  payFailed: 'Betalingen kunne ikke startes. Prøv igen om lidt.',
  paymentWaiting: 'Tak for din betaling. Vi venter på bekræftelsen, og så åbner filerne her...',
  productName: 'Levering af filer',
} as const;
