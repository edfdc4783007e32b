import { describe, expect, it } from 'vitest';
import {
  createDiscountCode,
  deleteDiscountCode,
  getDiscountCode,
  getDiscountCodeByCode,
  listDiscountCodes,
  toggleDiscountCode,
  updateDiscountCode,
  type NewDiscountCode,
} from './discount-codes';
import { DuplicateCodeError, NotFoundError } from '@functions/data/errors';
import { discountCodeInput } from '@tests/support/booking-fixtures';
import { pause, uniqueId } from '@tests/support/table-data';

const code = (text: string): NewDiscountCode =>
  discountCodeInput({ code: text, description: 'Rabat' });
const randomCode = () => uniqueId('vinter').replace(/-/g, '').slice(0, 16);

describe('discount codes', () => {
  it('uppercases, finds by code, lists newest first, updates and toggles', async () => {
    const text = randomCode();
    const older = await createDiscountCode(code(`  ${text.toLowerCase()} `));
    await pause(3);
    const newer = await createDiscountCode({
      ...code(randomCode()),
      max_uses: 10,
      valid_until: '3000-12-31',
    });
    expect(older).toMatchObject({ code: text.toUpperCase(), current_uses: 0 });
    expect(await getDiscountCodeByCode(text.toLowerCase())).toEqual(older);
    expect(await getDiscountCodeByCode('NOSUCHCODE-' + text)).toBeUndefined();

    const ids = (await listDiscountCodes()).map((d) => d.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    expect(await updateDiscountCode(older.id, { description: 'Ny', max_uses: 3 })).toMatchObject({
      description: 'Ny',
      max_uses: 3,
      code: text.toUpperCase(),
    });
    expect((await toggleDiscountCode(older.id)).is_active).toBe(false);
    expect((await toggleDiscountCode(older.id)).is_active).toBe(true);
  });

  it('rejects a duplicate code and writes nothing', async () => {
    const text = randomCode();
    const first = await createDiscountCode(code(text));
    const before = (await listDiscountCodes()).length;
    await expect(createDiscountCode(code(text.toLowerCase()))).rejects.toBeInstanceOf(
      DuplicateCodeError,
    );
    expect((await listDiscountCodes()).length).toBe(before);
    expect(await getDiscountCodeByCode(text)).toEqual(first);
  });

  it('renaming moves the code guard; renaming onto a used code fails', async () => {
    const [a, b, c] = [randomCode(), randomCode(), randomCode()];
    const first = await createDiscountCode(code(a));
    await createDiscountCode(code(b));

    const renamed = await updateDiscountCode(first.id, { code: c.toLowerCase() });
    expect(renamed.code).toBe(c.toUpperCase());
    expect(await getDiscountCodeByCode(a)).toBeUndefined();
    expect((await getDiscountCodeByCode(c))?.id).toBe(first.id);
    // The old code is free again.
    await createDiscountCode(code(a));

    await expect(
      updateDiscountCode(first.id, { code: b, description: 'x' }),
    ).rejects.toBeInstanceOf(DuplicateCodeError);
    expect(await getDiscountCode(first.id)).toMatchObject({
      code: c.toUpperCase(),
      description: 'Rabat',
    });
  });

  it('deleting removes the code and frees it', async () => {
    const text = randomCode();
    const discount = await createDiscountCode(code(text));
    await deleteDiscountCode(discount.id);
    expect(await getDiscountCode(discount.id)).toBeUndefined();
    expect(await getDiscountCodeByCode(text)).toBeUndefined();
    await expect(deleteDiscountCode(discount.id)).rejects.toBeInstanceOf(NotFoundError);
    await createDiscountCode(code(text));
  });
});
