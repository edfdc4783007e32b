import { phoneHref, readablePhone } from '@shared/domain/danish-phone';

/** The customer's phone, a `tel:` link to call on the day (the card and the day's route). */
export function PhoneLink({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  const text = readablePhone(phone);
  return href ? <a href={href}>{text}</a> : <>{text}</>;
}
