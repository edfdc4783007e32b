import { useState } from 'react';
import type { DiscountCode } from '@shared/api/entities';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import {
  AdminInput,
  AdminNumberInput,
  AdminSelect,
} from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { useDiscountChanges } from './discount-actions';
import {
  discountBody,
  newDiscountValues,
  valuesOf,
  type DiscountFormValues,
} from './discount-form-values';

const discountTypes = [
  { value: 'percentage', label: t.typePercentage },
  { value: 'fixed', label: t.typeFixed },
] as const;

/** Adding or editing a discount code (product §5 'Discount code'). */
export function DiscountForm({ code, onDone }: { code?: DiscountCode; onDone: () => void }) {
  const [values, setValues] = useState<DiscountFormValues>(
    code ? valuesOf(code) : newDiscountValues,
  );
  const changes = useDiscountChanges();
  const { saveChecked, form } = useEntrySave(code?.id, changes, t, onDone);
  const set = (patch: Partial<DiscountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => saveChecked(discountBody(values));

  return (
    <AdminForm {...form} onSubmit={submit} onCancel={onDone}>
      <div className="admin-form__row">
        <AdminInput
          label={t.code}
          value={values.code}
          autoCapitalize="characters"
          onValue={(typed) => set({ code: typed.toUpperCase() })}
        />
        <AdminInput
          label={t.description}
          value={values.description}
          onValue={(description) => set({ description })}
        />
        <AdminSelect
          label={t.type}
          options={discountTypes}
          value={values.discount_type}
          onValue={(type) => set({ discount_type: type })}
        />
        <AdminNumberInput
          label={t.value}
          min={1}
          max={values.discount_type === 'percentage' ? 100 : undefined}
          value={values.value}
          onValue={(value) => set({ value })}
        />
        <AdminNumberInput
          label={t.minOrder}
          min={0}
          value={values.minOrder}
          onValue={(minOrder) => set({ minOrder })}
        />
        <AdminNumberInput
          label={t.maxUses}
          hint={t.maxUsesHint}
          min={1}
          value={values.maxUses}
          onValue={(maxUses) => set({ maxUses })}
        />
        <AdminInput
          label={t.validUntil}
          hint={t.validUntilHint}
          type="date"
          value={values.validUntil}
          onValue={(validUntil) => set({ validUntil })}
        />
      </div>
      <AdminCheck
        label={t.statusActive}
        checked={values.active}
        onChecked={(active) => set({ active })}
      />
      <AdminCheck
        label={t.firstBookingOnly}
        checked={values.firstBookingOnly}
        onChecked={(firstBookingOnly) => set({ firstBookingOnly })}
      />
    </AdminForm>
  );
}
