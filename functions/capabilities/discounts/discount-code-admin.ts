/**
 * Discount codes (product §4, §5 'Discount code'): codes are uppercased, unique by a guard item
 * written in the same transaction as the code (never a read before the write), and shown
 * with their status by product §4's precedence.
 */
import type { AdminDiscountCode } from '@shared/api/catalog-admin';
import type { DiscountCode } from '@shared/api/entities';
import { discountStatus } from '@shared/domain/discount-status';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';
import * as codes from '@functions/stores/discount-codes';
import { DuplicateCodeError, NotFoundError } from '@functions/data/errors';
import { badRequest, conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';

const withStatus = (code: DiscountCode): AdminDiscountCode => ({
  ...code,
  status: discountStatus(code, new Date()),
});

async function answered(write: () => Promise<DiscountCode>): Promise<AdminDiscountCode> {
  try {
    return withStatus(await write());
  } catch (error) {
    if (error instanceof DuplicateCodeError) throw conflict(t.duplicate, 'duplicate_code');
    if (error instanceof NotFoundError) throw notFound(t.codeNotFound);
    throw error;
  }
}

export const discountCodeOperations = {
  listDiscountCodes: async (): Promise<AdminDiscountCode[]> =>
    (await codes.listDiscountCodes()).map(withStatus),

  createDiscountCode: ({ body }: InputOf<'createDiscountCode'>) =>
    answered(() => codes.createDiscountCode(body)),

  async updateDiscountCode({ params, body }: InputOf<'updateDiscountCode'>) {
    const current = await codes.getDiscountCode(params.id);
    if (!current) throw notFound(t.codeNotFound);
    const type = body.discount_type ?? current.discount_type;
    const value = body.discount_value ?? current.discount_value;
    if (type === 'percentage' && value > 100) throw badRequest(t.percentageRange);
    return answered(() => codes.updateDiscountCode(params.id, body));
  },

  toggleDiscountCode: ({ params }: InputOf<'toggleDiscountCode'>) =>
    answered(() => codes.toggleDiscountCode(params.id)),

  deleteDiscountCode: ({ params }: InputOf<'deleteDiscountCode'>) =>
    answered(() => codes.deleteDiscountCode(params.id)),
};
