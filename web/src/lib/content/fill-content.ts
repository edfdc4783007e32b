/**
 * Fills the `{name}` placeholders of a content text ("{count} resultater for "{query}"")
 * with values; unknown placeholders stay as written so a typo in an edited text shows up.
 */
export function fillContent(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
