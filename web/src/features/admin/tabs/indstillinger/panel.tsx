import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BusinessSettings } from '@shared/api/business-settings';
import { adminTabs } from '@shared/texts/admin';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { settingsQueryOptions, setupQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { refusalText } from '@web/features/admin/lib/refusal';
import { bookingRulesKey, bootstrapKey } from '@web/lib/query-keys';

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
      void queryClient.invalidateQueries({ queryKey: bookingRulesKey });
      void queryClient.invalidateQueries({ queryKey: setupQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: bootstrapKey });
      toast.success(t.saved);
    },
    onError: (failure) => {
      setError(refusalText(failure, t.saveFailed));
      toast.error(t.saveFailed);
    },
  });

  const submit = () => {
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

  return (
    <AdminForm error={error} saving={save.isPending} onSubmit={submit}>
      <div className="admin-form__row">
        <AdminInput label={t.name} value={name} onValue={setName} />
        <AdminInput label={t.address} value={address} onValue={setAddress} />
        <AdminInput label={t.cvr} value={cvr} inputMode="numeric" onValue={setCvr} />
        <AdminInput label={t.cutoff} value={cutoff} inputMode="numeric" onValue={setCutoff} />
      </div>
    </AdminForm>
  );
}
