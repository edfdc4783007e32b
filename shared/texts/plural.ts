/**
 * Danish number agreement: a text written in the singular and the plural ('1 abonnent',
 * '0 abonnenter', '2 abonnenter'). The singular is for exactly one; `{count}` is filled with
 * the number in Danish digits ('1.234'), and any other placeholder is checked at compile time
 * as in `fillText`.
 */
import { fillText, type Placeholders } from './fill';

export interface CountedText<One extends string = string, Other extends string = string> {
  readonly one: One;
  readonly other: Other;
}

type Others<T extends string> = Exclude<Placeholders<T>, 'count'>;

export function countText<One extends string, Other extends string>(
  text: CountedText<One, Other>,
  count: number,
  ...values: [Others<One | Other>] extends [never]
    ? []
    : [Record<Others<One | Other>, string | number>]
): string {
  const template: string = Math.abs(count) === 1 ? text.one : text.other;
  return fillText(template, { ...values[0], count: count.toLocaleString('da-DK') });
}
