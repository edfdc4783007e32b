/**
 * Fills the `{name}` placeholders of a Danish text ("{count} resultater for "{query}"").
 * For a fixed text the placeholders are checked at compile time: `fillText(text, {})` for a
 * text with `{amount}` does not compile. Unknown placeholders stay as written, so a typo in
 * an edited content text shows up on the page instead of vanishing.
 */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type TextValues<T extends string> = string extends T
  ? Record<string, string | number>
  : Record<Placeholders<T>, string | number>;

export function fillText<T extends string>(template: T, values: TextValues<T>): string {
  const known = values as Record<string, string | number>;
  return template.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    name in known ? String(known[name]) : whole,
  );
}
