import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatKroner } from './danish-format';
import {
  kronerForInput,
  kronerInput,
  kronerProblemText,
  kronerValueProblem,
  readKroner,
  readOre,
  type KronerRule,
} from './kroner-input';

const price: KronerRule = { min: 1, max: 10_000_000 };
const minimum: KronerRule = { min: 0, max: 10_000_000 };

describe('readOre: an amount as a Danish owner types it', () => {
  it.each([
    ['1.499', 149_900],
    ['1499', 149_900],
    ['1.499,50', 149_950],
    ['1499,5', 149_950],
    ['1 499', 149_900],
    ['1\u00a0499', 149_900],
    ['  249  ', 24_900],
    ['1.499 kr', 149_900],
    ['1.499 kr.', 149_900],
    ['1.499,-', 149_900],
    ['1.000.000', 100_000_000],
    ['0', 0],
    ['0,05', 5],
  ])('reads %j as %d øre', (typed, ore) => {
    expect(readOre(typed)).toEqual({ ore });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['1,2,3', 'format'],
    ['1.5', 'format'],
    ['1499.50', 'format'],
    ['1.49', 'format'],
    ['12.34.567', 'format'],
    ['1,505', 'format'],
    [',50', 'format'],
    ['kr', 'format'],
    ['1e3', 'format'],
    ['-5', 'negative'],
    ['−1.499', 'negative'],
    ['-abc', 'format'],
    ['9999999999999', 'tooBig'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(readOre(typed)).toEqual({ problem });
  });
});

describe('readKroner: whole kroner by the field’s rule', () => {
  it('accepts a price the Danish way', () => {
    expect(readKroner('1.499', price)).toEqual({ kroner: 1499 });
    expect(readKroner('1.499,00', price)).toEqual({ kroner: 1499 });
  });

  it('refuses øre, zero where it makes no sense, and too much', () => {
    expect(readKroner('1.499,50', price)).toEqual({ problem: 'ore' });
    expect(readKroner('1499,5', price)).toEqual({ problem: 'ore' });
    expect(readKroner('0', price)).toEqual({ problem: 'zero' });
    expect(readKroner('0', minimum)).toEqual({ kroner: 0 });
    expect(readKroner('10.000.001', price)).toEqual({ problem: 'tooBig' });
  });

  it('says in Danish what is wrong', () => {
    expect(kronerInput('-5', price)).toEqual({ error: 'Beløbet kan ikke være negativt' });
    expect(kronerInput('abc', price)).toEqual({
      error: 'Skriv beløbet med tal, fx 1.499 eller 1499',
    });
    expect(kronerInput('1.499,50', price)).toEqual({
      error: 'Skriv beløbet i hele kroner uden øre, fx 1.499',
    });
    expect(kronerInput('0', price)).toEqual({ error: 'Beløbet skal være mindst 1 kr' });
    expect(kronerProblemText('tooBig', price)).toBe('Beløbet må højst være 10.000.000 kr');
  });

  it('reads back every amount as the site shows it (format → read)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: price.max }), (kroner) => {
        expect(readKroner(kronerForInput(kroner), price)).toEqual({ kroner });
        expect(readKroner(formatKroner(kroner), price)).toEqual({ kroner });
        expect(readKroner(String(kroner), price)).toEqual({ kroner });
      }),
    );
  });

  it('reads any kroner and øre typed with a comma exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (kr, ore) => {
          const typed = `${kronerForInput(kr)},${String(ore).padStart(2, '0')}`;
          expect(readOre(typed)).toEqual({ ore: kr * 100 + ore });
        },
      ),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const read = readKroner(typed, price);
        if ('kroner' in read) {
          expect(Number.isInteger(read.kroner)).toBe(true);
          expect(read.kroner).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe('kronerValueProblem: the server’s check of the number it gets', () => {
  it.each([
    [1499, null],
    [0, 'zero'],
    [-5, 'negative'],
    [1499.5, 'ore'],
    ['1499', 'format'],
    [null, 'format'],
    [10_000_001, 'tooBig'],
  ])('%j → %s', (value, problem) => {
    expect(kronerValueProblem(value, price)).toBe(problem);
  });

  it('agrees with the form on every whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 20_000_000 }), (kroner) => {
        const typed = kroner < 0 ? `-${kronerForInput(-kroner)}` : kronerForInput(kroner);
        const read = readKroner(typed, price);
        expect('problem' in read ? read.problem : null).toBe(kronerValueProblem(kroner, price));
      }),
    );
  });
});
