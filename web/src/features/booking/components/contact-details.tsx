/**
 * 'Dine oplysninger' on the payment page (product §2 'Payment page', §5 'Booking'): the
 * customer's name and mobile number, filled in from the profile (the last booking's), checked
 * here with the server's own rules and words (shared/domain/danish-phone.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type InputHTMLAttributes, type RefObject } from 'react';
import type { CreateBookingBody } from '@shared/api/booking';
import { cleanCustomerName, normaliseCustomerPhone } from '@shared/domain/danish-phone';
import { contactDetailsTexts as t } from '@shared/texts/contact-details';
import { useAuth } from '@web/lib/auth/auth-context';
import { meQueryOptions } from '@web/lib/auth/get-me';
import '../contact-details.css';

type ContactBody = Pick<CreateBookingBody, 'customer_name' | 'customer_phone'>;

interface Fields {
  name: string;
  phone: string;
}

const nameError = (name: string) => (cleanCustomerName(name) === null ? t.nameRequired : null);
const phoneError = (phone: string) =>
  normaliseCustomerPhone(phone) === null ? t.phoneInvalid : null;

/**
 * The section's state for the payment form: `details()` answers the body's name and phone, or
 * null after showing what is wrong and moving the focus there.
 */
export function useContactDetails() {
  const { user } = useAuth();
  const me = useQuery({ ...meQueryOptions(user?.id ?? ''), enabled: user !== null });
  const [fields, setFields] = useState<Fields>({ name: '', phone: '' });
  // Messages show from the first attempt to pay on, and follow the typing after it (not on
  // leaving a field: a message appearing then would move the pay button under the pointer).
  const [checked, setChecked] = useState(false);
  const edited = useRef(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  // The profile keeps the last booking's details: fill them in until the customer types.
  const savedName = me.data?.customer_name ?? '';
  const savedPhone = me.data?.customer_phone ?? '';
  useEffect(() => {
    if (edited.current || (!savedName && !savedPhone)) return;
    setFields({ name: savedName, phone: savedPhone });
  }, [savedName, savedPhone]);

  const change = (field: keyof Fields, value: string) => {
    edited.current = true;
    setFields((previous) => ({ ...previous, [field]: value }));
  };

  const errors = {
    name: checked ? nameError(fields.name) : null,
    phone: checked ? phoneError(fields.phone) : null,
  };

  const details = (): ContactBody | null => {
    setChecked(true);
    const name = cleanCustomerName(fields.name);
    const phone = normaliseCustomerPhone(fields.phone);
    if (name === null) nameInput.current?.focus();
    else if (phone === null) phoneInput.current?.focus();
    if (name === null || phone === null) return null;
    return { customer_name: name, customer_phone: phone };
  };

  return { fields, errors, change, details, nameInput, phoneInput };
}

export type ContactDetailsState = ReturnType<typeof useContactDetails>;

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** A labelled field with its message under it, announced as it changes. */
function ContactField({ id, label, error, inputRef, ...input }: FieldProps) {
  return (
    <div className="contact-details__field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="text-input"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} role="status" aria-live="polite">
        {error ? <p className="payment-error">{error}</p> : null}
      </div>
    </div>
  );
}

/** The two labelled fields, each with its message under it. */
export function ContactDetails({
  contact,
  disabled,
}: {
  contact: ContactDetailsState;
  disabled: boolean;
}) {
  const { fields, errors, change, nameInput, phoneInput } = contact;
  return (
    <section className="card payment-section contact-details" aria-labelledby="contact-title">
      <h2 id="contact-title">{t.title}</h2>
      <p className="payment-note">{t.intro}</p>
      <ContactField
        id="contact-name"
        label={t.nameLabel}
        error={errors.name}
        inputRef={nameInput}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={100}
        disabled={disabled}
        value={fields.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <ContactField
        id="contact-phone"
        label={t.phoneLabel}
        error={errors.phone}
        inputRef={phoneInput}
        name="tel"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t.phonePlaceholder}
        maxLength={40}
        disabled={disabled}
        value={fields.phone}
        onChange={(event) => change('phone', event.target.value)}
      />
    </section>
  );
}
