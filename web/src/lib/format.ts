/** Danish number formatting for prices (1 credit = 1 kr). */
const krFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/** `1499` → `"1.499 kr"` (da-DK thousands separator, whole kroner). */
export function formatKr(amount: number): string {
  return `${krFormat.format(amount)} kr`;
}
