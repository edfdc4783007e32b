/**
 * The discount form's fields as typed, checked by product §5 'Discount code' before anything is
 * sent (the server checks the same again): the body to send, or the Danish problem.
 */
import type { DiscountCreateBody } from '@shared/api/catalog-admin';
import type { DiscountCode } from '@shared/api/entities';
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
  value: String(code.discount_value),
  minOrder: String(code.min_order_amount),
  maxUses: code.max_uses === null ? '' : String(code.max_uses),
  validUntil: code.valid_until?.slice(0, 10) ?? '',
  active: code.is_active,
  firstBookingOnly: code.first_booking_only,
});

const wholeNumber = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null;

export function discountBody(
  values: DiscountFormValues,
): { body: DiscountCreateBody } | { problem: string } {
  const value = wholeNumber(values.value);
  if (!values.code.trim() || !values.description.trim() || value === null || value <= 0) {
    return { problem: t.fieldsRequired };
  }
  if (values.discount_type === 'percentage' && value > 100) return { problem: t.percentageRange };
  const minOrder = wholeNumber(values.minOrder || '0');
  if (minOrder === null) return { problem: t.minOrderRange };
  const maxUses = values.maxUses.trim() === '' ? null : wholeNumber(values.maxUses);
  if (maxUses !== null && maxUses < 1) return { problem: t.maxUsesRange };
  if (values.maxUses.trim() !== '' && maxUses === null) return { problem: t.maxUsesRange };
  return {
    body: {
      code: values.code.trim().toUpperCase(),
      description: values.description.trim(),
      discount_type: values.discount_type,
      discount_value: value,
      min_order_amount: minOrder,
      max_uses: maxUses,
      valid_until: values.validUntil || null,
      is_active: values.active,
      first_booking_only: values.firstBookingOnly,
    },
  };
}
