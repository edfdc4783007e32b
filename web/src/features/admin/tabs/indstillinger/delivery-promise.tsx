/**
 * Indstillinger's delivery promise (issue 40): the working days after the shoot within which
 * the customer gets the material, without and with editing; and how long a delivered gallery
 * stays open and its files are kept after it closed (issue 45). Its own section and state, so
 * the settings form only asks it for its fields.
 */
import { useState, type ReactNode } from 'react';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { deliveryLifetimeTexts as lt } from '@shared/texts/delivery-lifetime';
import { AdminNumberInput } from '@web/features/admin/components/admin-field';
import { SettingsSection } from './settings-section';

export interface DeliveryFields {
  delivery_days: number;
  editing_delivery_days: number;
  gallery_open_days: number;
  gallery_keep_days: number;
}

const wholeDays = (typed: string): number | null => {
  const value = Number(typed.trim());
  return typed.trim() === '' || !Number.isInteger(value) ? null : value;
};

/** The section's fields and `read()`: the two numbers, or the Danish reason one is not one. */
export function useDeliveryPromise(settings: BusinessSettingsView): {
  fields: ReactNode;
  read: () => DeliveryFields | string;
} {
  const [days, setDays] = useState(String(settings.delivery_days));
  const [editingDays, setEditingDays] = useState(String(settings.editing_delivery_days));
  const [openDays, setOpenDays] = useState(String(settings.gallery_open_days));
  const [keepDays, setKeepDays] = useState(String(settings.gallery_keep_days));
  const read = (): DeliveryFields | string => {
    const delivery = wholeDays(days);
    const editing = wholeDays(editingDays);
    if (delivery === null || editing === null) return t.deliveryInvalid;
    const open = wholeDays(openDays);
    if (open === null) return lt.openDaysInvalid;
    const keep = wholeDays(keepDays);
    if (keep === null) return lt.keepDaysInvalid;
    return {
      delivery_days: delivery,
      editing_delivery_days: editing,
      gallery_open_days: open,
      gallery_keep_days: keep,
    };
  };
  const fields = (
    <SettingsSection title={t.deliveryHeading} intro={t.deliveryIntro}>
      <div className="admin-form__row">
        <AdminNumberInput
          label={t.deliveryDays}
          min={1}
          max={60}
          step={1}
          value={days}
          onValue={setDays}
        />
        <AdminNumberInput
          label={t.editingDeliveryDays}
          min={1}
          max={60}
          step={1}
          value={editingDays}
          onValue={setEditingDays}
        />
      </div>
      <div className="admin-form__row">
        <AdminNumberInput
          label={lt.openDaysLabel}
          hint={lt.openDaysHint}
          min={1}
          max={365}
          step={1}
          value={openDays}
          onValue={setOpenDays}
        />
        <AdminNumberInput
          label={lt.keepDaysLabel}
          min={1}
          max={3650}
          step={1}
          value={keepDays}
          onValue={setKeepDays}
        />
      </div>
    </SettingsSection>
  );
  return { fields, read };
}
