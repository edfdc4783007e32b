/**
 * The discount form's fields as typed, checked by product §5 'Discount code' before anything is
 * sent (the server checks the same again): the body to send, or each field's Danish problem
 * (amounts read the Danish way, decision 0037).
 */
import type { DiscountCreateBody } from '@shared/api/catalog-admin';
import type { DiscountCode } from '@shared/api/entities';
import { kronerForInput, kronerInput, kronerRules } from '@shared/domain/kroner-input';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';

export interface DiscountFormValues {
  code: string;
  description: string;
  discount_type: 'percentage' | 'fixed';
  value: string;
  minOrder: string;
  maxUses: string;
  validUntil: string;
  active: boolean;
  firstBookingOnly: boolean;
}

/** New codes: percentage, 10, minimum 0, active, unlimited uses (product §9). */
export const newDiscountValues: DiscountFormValues = {
  code: '',
  description: '',
  discount_type: 'percentage',
  value: '10',
  minOrder: '0',
  maxUses: '',
  validUntil: '',
  active: true,
  firstBookingOnly: false,
};

export const valuesOf = (code: DiscountCode): DiscountFormValues => ({
  code: code.code,
  description: code.description,
  discount_type: code.discount_type,
  value:
    code.discount_type === 'fixed'
      ? kronerForInput(code.discount_value)
      : String(code.discount_value),
  minOrder: kronerForInput(code.min_order_amount),
  maxUses: code.max_uses === null ? '' : String(code.max_uses),
  validUntil: code.valid_until?.slice(0, 10) ?? '',
  active: code.is_active,
  firstBookingOnly: code.first_booking_only,
});

const wholeNumber = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null;

/** The fields that show their own problem next to them. */
export type DiscountField = 'code' | 'description' | 'value' | 'minOrder' | 'maxUses';
export type DiscountFieldErrors = Partial<Record<DiscountField, string>>;

/** The discount: a whole percentage 1–100, or kroner off read the Danish way ('1.000'). */
function valueOf(values: DiscountFormValues): { value: number } | { error: string } {
  if (values.discount_type === 'percentage') {
    const percent = wholeNumber(values.value);
    return percent !== null && percent >= 1 && percent <= 100
      ? { value: percent }
      : { error: t.percentageRange };
  }
  const kroner = kronerInput(values.value, kronerRules.discount);
  return 'error' in kroner ? kroner : { value: kroner.kroner };
}

/** The form's values checked: the body to send, or each field's problem. */
export function discountBody(
  values: DiscountFormValues,
): { body: DiscountCreateBody } | { errors: DiscountFieldErrors } {
  const errors: DiscountFieldErrors = {};
  if (!values.code.trim()) errors.code = t.codeRequired;
  if (!values.description.trim()) errors.description = t.descriptionRequired;
  const value = valueOf(values);
  if ('error' in value) errors.value = value.error;
  const minOrder = values.minOrder.trim()
    ? kronerInput(values.minOrder, kronerRules.minimumOrder)
    : { kroner: 0 };
  if ('error' in minOrder) errors.minOrder = minOrder.error;
  const maxUses = values.maxUses.trim() === '' ? null : wholeNumber(values.maxUses);
  if (values.maxUses.trim() !== '' && (maxUses === null || maxUses < 1))
    errors.maxUses = t.maxUsesRange;
  if ('error' in value || 'error' in minOrder || Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      code: values.code.trim().toUpperCase(),
      description: values.description.trim(),
      discount_type: values.discount_type,
      discount_value: value.value,
      min_order_amount: minOrder.kroner,
      max_uses: maxUses,
      valid_until: values.validUntil || null,
      is_active: values.active,
      first_booking_only: values.firstBookingOnly,
    },
  };
}
