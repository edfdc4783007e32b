import type { DiscountCode } from '@shared/api/entities';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import {
  AdminInput,
  AdminKronerInput,
  AdminNumberInput,
  AdminSelect,
} from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { useFieldErrors } from '@web/features/admin/lib/use-field-errors';
import { useFormValues } from '@web/features/admin/lib/use-form-values';
import { useDiscountChanges } from './discount-actions';
import {
  discountBody,
  newDiscountValues,
  valuesOf,
  type DiscountField,
  type DiscountFormValues,
} from './discount-form-values';

const discountTypes = [
  { value: 'percentage', label: t.typePercentage },
  { value: 'fixed', label: t.typeFixed },
] as const;

/** Adding or editing a discount code (product §5 'Discount code'). */
export function DiscountForm({ code, onDone }: { code?: DiscountCode; onDone: () => void }) {
  const changes = useDiscountChanges();
  const { setError, save, form } = useEntrySave(code?.id, changes, t, onDone);
  const [values, set] = useFormValues<DiscountFormValues>(
    code ? valuesOf(code) : newDiscountValues,
    () => setError(null),
  );
  const checked = discountBody(values);
  const { errors, formRef, showErrors } = useFieldErrors<DiscountField>(
    'errors' in checked ? checked.errors : {},
  );

  const submit = () => ('body' in checked ? save(checked.body) : showErrors());
  const ValueInput = values.discount_type === 'fixed' ? AdminKronerInput : AdminNumberInput;

  return (
    <AdminForm {...form} formRef={formRef} onSubmit={submit} onCancel={onDone}>
      <div className="admin-form__row">
        <AdminInput
          label={t.code}
          error={errors.code}
          value={values.code}
          autoCapitalize="characters"
          onValue={(typed) => set({ code: typed.toUpperCase() })}
        />
        <AdminInput
          label={t.description}
          error={errors.description}
          value={values.description}
          onValue={(description) => set({ description })}
        />
        <AdminSelect
          label={t.type}
          options={discountTypes}
          value={values.discount_type}
          onValue={(type) => set({ discount_type: type })}
        />
        <ValueInput
          label={t.value}
          error={errors.value}
          value={values.value}
          onValue={(value) => set({ value })}
        />
        <AdminKronerInput
          label={t.minOrder}
          error={errors.minOrder}
          value={values.minOrder}
          onValue={(minOrder) => set({ minOrder })}
        />
        <AdminNumberInput
          label={t.maxUses}
          hint={t.maxUsesHint}
          error={errors.maxUses}
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
