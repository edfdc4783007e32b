/**
 * The owner's terms with a firm (decision 0035): approved for 'Faktura', pay at booking or one
 * invoice a month, a price agreement in percent and the payment term in days. The server checks
 * the values and names a wrong field in Danish.
 */
import { useState } from 'react';
import type { Firm, FirmBillingMode } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmAdminTexts as t } from '@shared/texts/firm-admin';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminNumberInput, AdminSelect } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useAdminSave } from '@web/features/admin/lib/use-admin-save';
import { useSaveFirmTerms } from './firm-actions';

const modes = [
  { value: 'at_booking', label: t.billingAtBooking },
  { value: 'monthly', label: t.billingMonthly },
] as const;

/** A typed number as the body sends it: an empty or unreadable field is sent as NaN (refused). */
const numberOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed));

export function FirmTermsForm({ firm, onDone }: { firm: Firm; onDone: () => void }) {
  const save = useSaveFirmTerms();
  const { error, setError, handlers } = useAdminSave(
    { done: t.saved, failed: t.saveFailed },
    onDone,
  );
  const [approved, setApproved] = useState(firm.invoice_approved);
  const [mode, setMode] = useState<FirmBillingMode>(firm.billing_mode);
  const [agreement, setAgreement] = useState(String(firm.price_agreement_percent));
  const [term, setTerm] = useState(String(firm.payment_term_days));
  const [lockDownloads, setLockDownloads] = useState(firm.payment_before_download);
  /** A field's change: its value, and the last refusal cleared. */
  const changing =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setError(null);
    };

  const submit = () =>
    save.mutate(
      {
        id: firm.id,
        body: {
          invoice_approved: approved,
          billing_mode: mode,
          price_agreement_percent: numberOf(agreement),
          payment_term_days: numberOf(term),
          payment_before_download: lockDownloads,
        },
      },
      handlers,
    );

  return (
    <AdminForm
      title={fillText(t.formTitle, { firm: firm.name })}
      error={error}
      saving={save.isPending}
      submitLabel={t.save}
      savingLabel={t.saving}
      onSubmit={submit}
      onCancel={onDone}
    >
      <AdminCheck label={t.approved} checked={approved} onChecked={changing(setApproved)} />
      <div className="admin-form__row">
        <AdminSelect
          label={t.billingMode}
          options={modes}
          value={mode}
          onValue={changing(setMode)}
        />
        <AdminNumberInput
          label={t.agreement}
          min={0}
          value={agreement}
          onValue={changing(setAgreement)}
        />
        <AdminNumberInput label={t.term} min={1} value={term} onValue={changing(setTerm)} />
      </div>
      <AdminCheck
        label={t.paymentBeforeDownload}
        checked={lockDownloads}
        onChecked={changing(setLockDownloads)}
      />
    </AdminForm>
  );
}
