import { describe, expect, it } from 'vitest';
import { formatOre, invoiceLines, momsOf } from './moms';

describe('moms (25 % included in the price)', () => {
  it('is a fifth of the amount incl. moms', () => {
    expect(momsOf(149_900)).toBe(29_980);
    expect(momsOf(24_900)).toBe(4_980);
    expect(momsOf(1)).toBe(0);
    expect(formatOre(29_980)).toBe('299,80 kr');
    expect(formatOre(149_900)).toBe('1.499,00 kr');
  });

  it('lists product and editing, with discount and credits as negative lines summing to the price', () => {
    const lines = invoiceLines({
      productName: 'Dronefoto – Bolig',
      productPrice: 1499,
      editingPrice: 100,
      discount: 400,
      discountCode: 'SOMMER25',
      credits: 99,
    });
    expect(lines).toEqual([
      { description: 'Dronefoto – Bolig', amountOre: 149_900 },
      { description: 'Redigering', amountOre: 10_000 },
      { description: 'Rabat (SOMMER25)', amountOre: -40_000 },
      { description: 'Betalt med credits', amountOre: -9_900 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountOre, 0)).toBe(110_000);
  });
});
