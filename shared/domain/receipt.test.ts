import { describe, expect, it } from 'vitest';
import { aCreditsReceipt, aReceipt, aSale } from '@tests/support/sales';
import { formatOre, oreOf } from './moms';
import {
  receiptFacts,
  receiptIssuedText,
  receiptLineRows,
  receiptLines,
  receiptTotalRows,
  receiptTotals,
  prepaidKronerOf,
  receiptLinesOfSold,
  soldPrices,
  creditsReceiptLines,
  creditsReceiptFacts,
} from './receipt';

describe('receipt totals (25 % moms included in the price)', () => {
  it('states the moms as price × 25 / 125, i.e. 20 % of the price incl. moms', () => {
    expect(receiptTotals(1499)).toEqual({ total_ore: 149_900, moms_ore: 29_980, net_ore: 119_920 });
    expect(receiptTotals(1599)).toEqual({ total_ore: 159_900, moms_ore: 31_980, net_ore: 127_920 });
    expect(receiptTotals(125)).toEqual({ total_ore: 12_500, moms_ore: 2_500, net_ore: 10_000 });
    expect(receiptTotals(1)).toEqual({ total_ore: 100, moms_ore: 20, net_ore: 80 });
    expect(receiptTotals(0)).toEqual({ total_ore: 0, moms_ore: 0, net_ore: 0 });
  });

  it('is exact for every whole-kroner price: moms is 25 % of the net amount, no rounding', () => {
    const inexact: number[] = [];
    for (let kroner = 0; kroner <= 20_000; kroner++) {
      const { total_ore, moms_ore, net_ore } = receiptTotals(kroner);
      const exact =
        total_ore === kroner * 100 &&
        moms_ore * 125 === total_ore * 25 &&
        net_ore * 25 === moms_ore * 100 &&
        net_ore + moms_ore === total_ore;
      if (!exact) inexact.push(kroner);
    }
    expect(inexact).toEqual([]);
  });

  it('shows kroner and øre the Danish way', () => {
    const { total_ore, moms_ore, net_ore } = receiptTotals(12_345);
    expect(formatOre(total_ore)).toBe('12.345,00 kr');
    expect(formatOre(moms_ore)).toBe('2.469,00 kr');
    expect(formatOre(net_ore)).toBe('9.876,00 kr');
    expect(formatOre(receiptTotals(1499).moms_ore)).toBe('299,80 kr');
  });
});

describe('receipt lines', () => {
  it('lists product, editing, discount and credits, summing to the amount paid', () => {
    const lines = receiptLines(
      aSale({
        productName: 'Dronefoto – Bolig',
        productPrice: 1499,
        editingPrice: 100,
        discount: 160,
        discountCode: 'SOMMER10',
        credits: 39,
      }),
    );
    expect(lines).toEqual([
      { description: 'Dronefoto – Bolig', amount_ore: 149_900 },
      { description: 'Redigering', amount_ore: 10_000 },
      { description: 'Rabat (SOMMER10)', amount_ore: -16_000 },
      {
        description: 'Forudbetalt med credits (moms betalt ved køb)',
        amount_ore: -3_900,
        prepaid: true,
      },
    ]);
    const paid = 1499 + 100 - 160 - 39;
    expect(lines.reduce((sum, line) => sum + line.amount_ore, 0)).toBe(
      receiptTotals(paid).total_ore,
    );
    // The credits are the receipt's prepaid part (their moms was on the credits' receipt).
    expect(prepaidKronerOf(lines)).toBe(39);
  });

  it('shows editing included in the product as a line of 0 kr', () => {
    expect(
      receiptLines(aSale({ productName: 'Dronevideo', productPrice: 2499, editingIncluded: true })),
    ).toEqual([
      { description: 'Dronevideo', amount_ore: 249_900 },
      { description: 'Redigering (inkluderet i produktet)', amount_ore: 0 },
    ]);
  });

  it('a booking paid fully with credits has a total and moms of 0 kr', () => {
    const lines = receiptLines(
      aSale({ productName: 'Dronefoto', productPrice: 1499, credits: 1499 }),
    );
    expect(lines.reduce((sum, line) => sum + line.amount_ore, 0)).toBe(0);
    expect(lines.at(-1)).toMatchObject({ amount_ore: -149_900, prepaid: true });
    expect(receiptTotals(0).moms_ore).toBe(0);
  });

  it('a mixed payment: the credits prepaid without moms, moms only on the money part', () => {
    const sold = soldPrices(
      aSale({ productName: 'Dronefoto', productPrice: 1499, editingPrice: 100, credits: 599 }),
    );
    const lines = receiptLinesOfSold('Dronefoto', sold);
    const paid = lines.reduce((sum, line) => sum + line.amount_ore, 0);
    expect(paid).toBe(oreOf(1000));
    expect(receiptTotals(1000)).toEqual({ total_ore: 100_000, moms_ore: 20_000, net_ore: 80_000 });
    expect(prepaidKronerOf(lines)).toBe(599);
  });

  it('rebuilds the lines from the prices as sold, whatever editing costs now', () => {
    const sold = soldPrices(
      aSale({
        productName: 'Dronefoto',
        productPrice: 1200,
        editingPrice: 150,
        discount: 135,
        discountCode: 'SOMMER10',
      }),
    );
    expect(receiptLinesOfSold('Dronefoto', sold)).toEqual([
      { description: 'Dronefoto', amount_ore: 120_000 },
      { description: 'Redigering', amount_ore: 15_000 },
      { description: 'Rabat (SOMMER10)', amount_ore: -13_500 },
    ]);
  });

  it('a credits receipt: the credits bought, with moms at the sale', () => {
    expect(creditsReceiptLines(5, 5)).toEqual([
      { description: '5 credits (1 credit = 1 kr)', amount_ore: 500 },
    ]);
    expect(receiptTotals(5)).toEqual({ total_ore: 500, moms_ore: 100, net_ore: 400 });
  });
});

describe('receipt rows', () => {
  const receipt = aReceipt({ booking_number: 1042 });

  it('state the number, the issue time in Copenhagen, the seller with CVR and the shoot', () => {
    expect(receiptIssuedText(receipt.issued_at)).toBe('23. november 2026 kl. 14:05');
    expect(receiptFacts(receipt)).toEqual([
      ['Kvitteringsnr.', '42'],
      ['Udstedt', '23. november 2026 kl. 14:05'],
      ['Sælger', 'Dronefoto ApS, Nørregade 1, 1165 København K'],
      ['CVR-nr.', '12345678'],
      ['Kunde', 'kunde@example.dk'],
      ['Optagelse', 'mandag d. 30. november 2026 kl. 10:30'],
      ['Adresse', 'Vestergade 1, 8000 Aarhus C'],
      ['Betalingsmetode', 'Kort'],
      ['Booking-nr.', 'B-1042'],
    ]);
  });

  it('name the customer as given at booking, with the e-mail under the name', () => {
    const named = { ...receipt, customer_name: 'Jørgen Ærø' };
    expect(receiptFacts(named).slice(4, 6)).toEqual([
      ['Kunde', 'Jørgen Ærø'],
      ['E-mail', 'kunde@example.dk'],
    ]);
    // An older receipt without a name (or a blank one) names the customer by e-mail alone.
    expect(receiptFacts({ ...receipt, customer_name: ' ' })[4]).toEqual([
      'Kunde',
      'kunde@example.dk',
    ]);
    expect(
      creditsReceiptFacts(aCreditsReceipt({ customer_name: 'Jørgen Ærø' })).slice(4, 6),
    ).toEqual([
      ['Kunde', 'Jørgen Ærø'],
      ['E-mail', 'kunde@example.dk'],
    ]);
  });

  it("name a firm booking's firm, CVR, address, EAN and reference, and who booked", () => {
    const firm = {
      id: 'f-1',
      name: 'Mæglerhuset ApS',
      cvr: '25313763',
      address: 'Søndergade 1, 8000 Aarhus C',
      ean: '5798000416604',
      reference: 'Sag 117',
    };
    const rows = [
      ['Firma', 'Mæglerhuset ApS'],
      ['Firmaets CVR-nr.', '25313763'],
      ['Firmaets adresse', 'Søndergade 1, 8000 Aarhus C'],
      ['EAN-nr.', '5798000416604'],
      ['Reference', 'Sag 117'],
      ['Bestilt af', 'Jørgen Ærø, kunde@example.dk'],
    ];
    const named = { ...receipt, customer_name: 'Jørgen Ærø', customer_firm: firm };
    expect(receiptFacts(named).slice(4, 10)).toEqual(rows);
    // Without EAN or reference those rows are left out; without a name the e-mail says who.
    expect(
      receiptFacts({ ...receipt, customer_firm: { ...firm, ean: null, reference: null } }).slice(
        4,
        8,
      ),
    ).toEqual([rows[0], rows[1], rows[2], ['Bestilt af', 'kunde@example.dk']]);
  });

  it("name the booking by its number, never its id; an older booking's receipt by neither", () => {
    expect(receiptFacts(receipt).flat()).not.toContain('b-1');
    const { booking_number: _, ...older } = receipt;
    expect(receiptFacts(older).map(([label]) => label)).not.toContain('Booking-nr.');
  });

  it('state the lines and the totals with the moms in kroner and øre', () => {
    expect(receiptLineRows(receipt)).toEqual([['Dronefoto', '1.499,00 kr']]);
    expect(receiptTotalRows(receipt)).toEqual([
      ['I alt inkl. moms', '1.499,00 kr'],
      ['Heraf moms (25 %)', '299,80 kr'],
      ['Beløb ekskl. moms', '1.199,20 kr'],
    ]);
  });
});
