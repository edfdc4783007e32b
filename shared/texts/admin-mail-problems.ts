/**
 * What the owner sees when mail did not reach someone (SES: a hard bounce or a spam complaint;
 * or a mail that could not be sent): on a newsletter subscriber and on a booking.
 */
export const mailProblemTexts = {
  /** The subscriber list, for an address the newsletter now skips. */
  subscriberSuppressed: {
    bounce: 'Afmeldt automatisk: mailen kunne ikke leveres',
    complaint: 'Afmeldt automatisk: markeret som spam',
  },
  /** A booking whose mail did not reach the customer. */
  bookingMail: {
    send_failed: 'Mailen kunne ikke sendes',
    bounce: 'Kunden kan ikke modtage mails – ring i stedet',
    complaint: 'Kunden kan ikke modtage mails – ring i stedet',
  },
} as const;
