import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BusinessSettings } from '@shared/api/business-settings';
import { adminTabs, adminTexts } from '@shared/texts/admin';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { settingsQueryOptions, setupQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { refusalText } from '@web/features/admin/lib/refusal';

const tab = adminTabs.find((entry) => entry.id === 'indstillinger')!;

/** Indstillinger: the business's details on receipts and the cut-off for moving/cancelling. */
export function Panel() {
  const settings = useQuery(settingsQueryOptions);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={tab.label} />
      <p>{t.intro}</p>
      <AdminQueryState query={settings}>
        {(data) => <SettingsForm settings={data} />}
      </AdminQueryState>
    </section>
  );
}

function SettingsForm({ settings }: { settings: BusinessSettings }) {
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(settings.business_name);
  const [address, setAddress] = useState(settings.business_address);
  const [cvr, setCvr] = useState(settings.cvr);
  const [cutoff, setCutoff] = useState(String(settings.cancellation_cutoff_hours));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: BusinessSettings) => apiRequest('PUT', '/api/admin/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['booking-rules'] });
      void queryClient.invalidateQueries({ queryKey: setupQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['bootstrap'] });
      toast.success(t.saved);
    },
    onError: (failure) => {
      setError(refusalText(failure, t.saveFailed));
      toast.error(t.saveFailed);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server checks every rule and answers in Danish; here only what needs no rules.
    if (!name.trim()) return setError(t.nameRequired);
    if (!address.trim()) return setError(t.addressRequired);
    const hours = Number(cutoff);
    if (cutoff.trim() === '' || !Number.isInteger(hours)) return setError(t.cutoffInvalid);
    setError(null);
    save.mutate({
      business_name: name,
      business_address: address,
      cvr: cvr.trim(),
      cancellation_cutoff_hours: hours,
    });
  };

  const field = (key: string, label: string, value: string, set: (v: string) => void) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={value}
        inputMode={key === 'cvr' || key === 'cutoff' ? 'numeric' : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <form className="admin-form admin-card-form" onSubmit={submit} noValidate>
      <div className="admin-form__row">
        {field('name', t.name, name, setName)}
        {field('address', t.address, address, setAddress)}
        {field('cvr', t.cvr, cvr, setCvr)}
        {field('cutoff', t.cutoff, cutoff, setCutoff)}
      </div>
      {error ? (
        <p role="alert" className="admin-field__error">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending}>
          {save.isPending ? adminTexts.saving : adminTexts.save}
        </button>
      </div>
    </form>
  );
}
