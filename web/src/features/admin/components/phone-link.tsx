import { phoneHref } from '@shared/domain/danish-phone';

/** The customer's phone, a `tel:` link to call on the day (the card and the day's route). */
export function PhoneLink({ phone }: { phone: string }) {
  const href = phoneHref(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}
