/**
 * The SES message tag that names the booking a customer's mail is about: the mailer sets it
 * (functions/lib/mailer.ts), SES's bounce and complaint events carry it back
 * (functions/capabilities/mail-problems). Its own module, so the event handler does not
 * bundle the SES client.
 */
export const bookingMailTag = 'booking';

/** SES tag values: letters, digits, `_` and `-` (a booking id is a UUID). */
export const isTagValue = (value: string): boolean => /^[A-Za-z0-9_-]{1,256}$/.test(value);
