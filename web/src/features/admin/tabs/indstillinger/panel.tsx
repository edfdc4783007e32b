import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  BasePosition,
  BusinessSettingsBody,
  BusinessSettingsView,
} from '@shared/api/business-settings';
import { adminTabs } from '@shared/texts/admin';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { settingsQueryOptions, setupQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminNumberInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { refusalText } from '@web/features/admin/lib/refusal';
import { adminKeys, bookingRulesKey, bootstrapKey, slotKeys } from '@web/lib/query-keys';
import { CardPayments } from './card-payments';
import { Economic } from './economic';
import { CalendarFeed } from './calendar-feed';
import { PrivateCalendars } from './private-calendars';
import { SettingsSection } from './settings-section';
import { useWeatherLimits } from './weather-limits';
import { useDeliveryPromise } from './delivery-promise';
import { useBusinessContact } from './business-contact';

const tab = adminTabs.find((entry) => entry.id === 'indstillinger')!;

/**
 * Indstillinger: the business's details on receipts, how customers reach it (e-mail, phone,
 * social links), the cut-off for moving/cancelling, what
 * makes a time flyable (the notice, daylight, the base address and the time to get ready),
 * card payments (the Stripe key, a form of its own) and e-conomic (its grant and accounts).
 */
export function Panel() {
  const settings = useQuery(settingsQueryOptions);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={tab.label} />
      <p>{t.intro}</p>
      <AdminQueryState query={settings}>
        {(data) => <SettingsForm settings={data} />}
      </AdminQueryState>
      <CardPayments />
      <Economic />
      <CalendarFeed />
      <PrivateCalendars />
    </section>
  );
}

/** Where the saved base address was found on the map, or that there is none. */
const baseText = (position: BasePosition): string =>
  position
    ? fillText(t.baseFound, { lat: position.lat.toFixed(4), lon: position.lon.toFixed(4) })
    : t.baseMissing;

/** A whole number as typed, or null when the field holds none. */
const wholeNumber = (typed: string): number | null => {
  const value = Number(typed);
  return typed.trim() === '' || !Number.isInteger(value) ? null : value;
};

function SettingsForm({ settings }: { settings: BusinessSettingsView }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(settings.business_name);
  const [address, setAddress] = useState(settings.business_address);
  const [cvr, setCvr] = useState(settings.cvr);
  const [cutoff, setCutoff] = useState(String(settings.cancellation_cutoff_hours));
  const [notice, setNotice] = useState(String(settings.min_notice_hours));
  const [afterSunset, setAfterSunset] = useState(settings.allow_after_sunset);
  const [base, setBase] = useState(settings.base_address);
  const [buffer, setBuffer] = useState(String(settings.drive_buffer_minutes));
  const [leadDays, setLeadDays] = useState(String(settings.permit_lead_days));
  const [error, setError] = useState<string | null>(null);
  const weather = useWeatherLimits(settings);
  const delivery = useDeliveryPromise(settings);
  const contact = useBusinessContact(settings);
  const save = useMutation({
    mutationFn: (body: BusinessSettingsBody) => apiRequest('PUT', '/api/admin/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: bookingRulesKey });
      void queryClient.invalidateQueries({ queryKey: setupQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: bootstrapKey });
      // The notice, daylight, base and buffer decide the free times and the day's route.
      void queryClient.invalidateQueries({ queryKey: slotKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dayRoutes });
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
    const hours = wholeNumber(cutoff);
    if (hours === null) return setError(t.cutoffInvalid);
    const noticeHours = wholeNumber(notice);
    if (noticeHours === null) return setError(t.noticeInvalid);
    const bufferMinutes = wholeNumber(buffer);
    if (bufferMinutes === null) return setError(t.bufferInvalid);
    const weatherLimits = weather.read();
    if (typeof weatherLimits === 'string') return setError(weatherLimits);
    const permitLeadDays = wholeNumber(leadDays);
    if (permitLeadDays === null) return setError(droneZoneTexts.leadDaysInvalid);
    const deliveryDays = delivery.read();
    if (typeof deliveryDays === 'string') return setError(deliveryDays);
    const contactFields = contact.read();
    if (typeof contactFields === 'string') return setError(contactFields);
    setError(null);
    save.mutate({
      business_name: name,
      business_address: address,
      cvr: cvr.trim(),
      cancellation_cutoff_hours: hours,
      min_notice_hours: noticeHours,
      allow_after_sunset: afterSunset,
      base_address: base.trim(),
      drive_buffer_minutes: bufferMinutes,
      ...weatherLimits,
      permit_lead_days: permitLeadDays,
      ...deliveryDays,
      ...contactFields,
      // Saved only while nobody else saved since this form was loaded (else 409 in Danish).
      version: settings.version,
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
      {contact.fields}
      <SettingsSection title={t.flyingHeading} intro={t.flyingIntro}>
        <div className="admin-form__row">
          <AdminNumberInput
            label={t.notice}
            min={0}
            max={720}
            step={1}
            value={notice}
            onValue={setNotice}
          />
          <AdminNumberInput
            label={t.buffer}
            min={0}
            max={180}
            step={1}
            value={buffer}
            onValue={setBuffer}
          />
          <AdminNumberInput
            label={droneZoneTexts.leadDays}
            hint={droneZoneTexts.leadDaysHelp}
            min={0}
            max={180}
            step={1}
            value={leadDays}
            onValue={setLeadDays}
          />
        </div>
        <AdminCheck
          label={t.afterSunset}
          hint={t.afterSunsetHelp}
          checked={afterSunset}
          onChecked={setAfterSunset}
        />
        <AdminInput
          label={t.baseAddress}
          hint={baseText(settings.base_position)}
          autoComplete="street-address"
          value={base}
          onValue={setBase}
        />
      </SettingsSection>
      {weather.fields}
      {delivery.fields}
    </AdminForm>
  );
}
