/**
 * The paragraphs of a multi-paragraph content text: a blank line (whitespace allowed) starts
 * a new paragraph; single line breaks stay inside their paragraph; empty paragraphs go.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
