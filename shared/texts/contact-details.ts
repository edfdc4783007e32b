/**
 * The fixed texts of the customer's contact details on a booking (product §2 'Payment page',
 * §5 'Booking'): the payment page's 'Dine oplysninger' and the answers when they are wrong.
 */
export const contactDetailsTexts = {
  title: 'Dine oplysninger',
  intro: 'Så piloten kan ringe til dig på dagen.',
  nameLabel: 'Navn',
  phoneLabel: 'Mobilnummer',
  phonePlaceholder: '12 34 56 78',
  /** A name shorter than 2 or longer than 100 characters (trimmed). */
  nameRequired: 'Skriv dit navn',
  /** Neither 8 Danish digits (optionally after +45 or 0045) nor a foreign number with its country code. */
  phoneInvalid:
    'Skriv et dansk telefonnummer med 8 cifre, f.eks. 12 34 56 78, eller et udenlandsk med landekode, f.eks. +46 70 123 45 67',
} as const;
