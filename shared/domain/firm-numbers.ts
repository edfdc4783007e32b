/**
 * A firm's registration numbers (product §2 'Firma'): the CVR number (8 digits whose
 * weighted sum with the weights 2,7,6,5,4,3,2,1 is divisible by 11, the modulus-11 check of
 * the CVR register) and the EAN location number public customers are invoiced at (13 digits
 * ending in the GS1 check digit of a GLN). Both accept spaces between the digits and answer
 * the digits alone, or undefined when the number is not one.
 */

/** The most characters of a reference (a firm's standing one, or a booking's). */
export const firmReferenceMaxLength = 80;

const cvrWeights = [2, 7, 6, 5, 4, 3, 2, 1] as const;

const digitsOf = (input: string): string => input.replace(/[\s\u00a0]/g, '');

/** The modulus-11 check of 8 digits. */
export function cvrCheckPasses(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  const sum = cvrWeights.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  return sum % 11 === 0;
}

/** The CVR number's 8 digits, or undefined when it is not a valid CVR number. */
export function normaliseCvr(input: string): string | undefined {
  const digits = digitsOf(input);
  return cvrCheckPasses(digits) ? digits : undefined;
}

/**
 * The GS1 check digit of the digits before it: from the right, weights 3,1,3,1,…; the check
 * digit brings the weighted sum up to a multiple of 10.
 */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const fromRight = body.length - 1 - index;
    sum += Number(body[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The EAN (GLN) number's 13 digits, or undefined when it is not a valid one. */
export function normaliseEan(input: string): string | undefined {
  const digits = digitsOf(input);
  if (!/^\d{13}$/.test(digits)) return undefined;
  return gs1CheckDigit(digits.slice(0, 12)) === Number(digits[12]) ? digits : undefined;
}
