import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateFirmBody } from '@shared/api/firm';
import { normaliseCvr, normaliseEan } from '@shared/domain/firm-numbers';
import { firmTexts as t } from '@shared/texts/firms';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';
import { createFirm } from '@web/features/profile/api/firm';

const formId = 'create-firm';
type Fields = Required<{ [K in keyof CreateFirmBody]: string }>;
const empty: Fields = {
  name: '',
  cvr: '',
  address: '',
  invoice_email: '',
  ean: '',
  standing_reference: '',
};

/** The fields' own checks, said by each field (the server checks the same again). */
function fieldErrors(values: Fields): Partial<Fields> {
  const errors: Partial<Fields> = {};
  if (!values.name.trim()) errors.name = t.nameRequired;
  if (!normaliseCvr(values.cvr)) errors.cvr = t.cvrInvalid;
  if (!values.address.trim()) errors.address = t.addressRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.invoice_email.trim()))
    errors.invoice_email = t.invoiceEmailInvalid;
  if (values.ean.trim() && !normaliseEan(values.ean)) errors.ean = t.eanInvalid;
  return errors;
}

/** 'Opret firma' (product §2 'Firma'): the caller becomes the new firm's administrator. */
export function CreateFirmForm() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const field = (name: keyof Fields) => ({
    name,
    formId,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(values);
    setErrors(found);
    setMessage('');
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await createFirm({
        ...values,
        ean: values.ean.trim() || null,
        standing_reference: values.standing_reference.trim() || null,
      });
      queryClient.setQueryData(myKeys.firm, answer);
      toast.success(t.created);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-settings" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t.createTitle}</h2>
      <p>{t.intro}</p>
      <form id={formId} className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField {...field('name')} label={t.name} autoComplete="organization" />
        <TextField {...field('cvr')} label={t.cvr} inputMode="numeric" />
        <TextField {...field('address')} label={t.address} autoComplete="street-address" />
        <TextField {...field('invoice_email')} label={t.invoiceEmail} type="email" />
        <TextField {...field('ean')} label={t.ean} hint={t.eanHint} inputMode="numeric" />
        <TextField {...field('standing_reference')} label={t.standingReference} />
        {message ? <FormAlert>{message}</FormAlert> : null}
        <SubmitButton busy={busy} busyLabel={t.creating}>
          {t.create}
        </SubmitButton>
      </form>
    </section>
  );
}
