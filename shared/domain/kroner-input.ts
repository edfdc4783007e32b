/**
 * Amounts as a Danish owner types them (decision 0037): '1.499', '1499', '1.499,50',
 * '1499,5', '1 499', '1.499 kr' and '1.499,-' are all read; the dot groups thousands, the
 * comma starts the øre. Prices are kept in whole kroner, so an amount with øre is read
 * exactly (in øre) and then refused with a message saying whole kroner. The browser's forms
 * read what was typed with `readKroner`; the server's schemas check the number they get with
 * `kronerValueProblem`, so both refuse the same amounts in the same words.
 */
import { moneyInputTexts as t } from '../texts/money-input';
import { fillText } from '../texts/fill';
import { formatKroner } from './danish-format';

/** Why an amount was refused. */
export type KronerProblem = 'empty' | 'format' | 'negative' | 'zero' | 'ore' | 'tooBig';

/** What an amount field takes: whole kroner from `min` (0, or 1 where 0 makes no sense) to `max`. */
export interface KronerRule {
  min: 0 | 1;
  max: number;
}

/** The amounts the admin sets: prices from 1 kr, a minimum order from 0 kr, a discount from 1 kr. */
export const kronerRules = {
  price: { min: 1, max: 10_000_000 },
  minimumOrder: { min: 0, max: 10_000_000 },
  discount: { min: 1, max: 1_000_000 },
} as const satisfies Record<string, KronerRule>;

/** The most digits of kroner read (beyond any rule's maximum, within exact numbers). */
const maxDigits = 12;

/** Kroner: plain digits, or groups of three after a dot or a space ('1.499', '1 499'). */
const kronerPart = /^(\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+)$/;

/** An amount as typed, read exactly in øre, or why it is not an amount. */
export function readOre(
  text: string,
): { ore: number } | { problem: 'empty' | 'format' | 'negative' | 'tooBig' } {
  // Spaces of any width (a pasted '1 499'), a trailing 'kr' or 'kr.' and a ',-'.
  const typed = text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(/\s*kr\.?$/i, '')
    .replace(/,-$/, '');
  if (typed === '') return { problem: text.trim() === '' ? 'empty' : 'format' };
  const negative = /^[-\u2212]\s*/.exec(typed);
  const unsigned = negative ? typed.slice(negative[0].length) : typed;
  const [kroner = '', ore, ...rest] = unsigned.split(',');
  if (rest.length > 0 || !kronerPart.test(kroner)) return { problem: 'format' };
  if (ore !== undefined && !/^\d{1,2}$/.test(ore)) return { problem: 'format' };
  const digits = kroner.replace(/[. ]/g, '');
  if (negative) return { problem: 'negative' };
  if (digits.replace(/^0+/, '').length > maxDigits) return { problem: 'tooBig' };
  return { ore: Number(digits) * 100 + Number((ore ?? '0').padEnd(2, '0')) };
}

/** Why a number of kroner (as the API gets it) does not fit the rule, or null when it does. */
export function kronerValueProblem(value: unknown, rule: KronerRule): KronerProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'format';
  if (value < 0) return 'negative';
  if (!Number.isInteger(value)) return 'ore';
  if (value < rule.min) return 'zero';
  if (value > rule.max) return 'tooBig';
  return null;
}

/** An amount as typed, in whole kroner by the rule, or why it is refused. */
export function readKroner(
  text: string,
  rule: KronerRule,
): { kroner: number } | { problem: KronerProblem } {
  const read = readOre(text);
  if ('problem' in read) return read;
  if (read.ore % 100 !== 0) return { problem: 'ore' };
  const kroner = read.ore / 100;
  const problem = kronerValueProblem(kroner, rule);
  return problem ? { problem } : { kroner };
}

/** The Danish message of a refused amount, the same in the form and in the server's answer. */
export function kronerProblemText(problem: KronerProblem, rule: KronerRule): string {
  return problem === 'tooBig' ? fillText(t.tooBig, { max: formatKroner(rule.max) }) : t[problem];
}

/** An amount typed into a form: its kroner, or the Danish message to show next to the field. */
export function kronerInput(
  text: string,
  rule: KronerRule,
): { kroner: number } | { error: string } {
  const read = readKroner(text, rule);
  return 'problem' in read ? { error: kronerProblemText(read.problem, rule) } : read;
}

/** An amount as the form shows it for editing: whole kroner with the thousands dot ('1.499'). */
export function kronerForInput(kroner: number): string {
  return formatKroner(kroner).replace(/ kr$/, '');
}
