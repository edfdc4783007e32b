/** CVR numbers for tests (product §2 'Firma'): pure, so the browser journeys use it too. */
const cvrWeights = [2, 7, 6, 5, 4, 3, 2, 1];

/** A fresh CVR number passing the modulus-11 check (random, so tests and runs never share one). */
export function validCvr(): string {
  for (;;) {
    const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10));
    const partial = digits.reduce((sum, digit, index) => sum + digit * cvrWeights[index]!, 0);
    const last = (11 - (partial % 11)) % 11;
    if (last < 10) return [...digits, last].join('');
  }
}
