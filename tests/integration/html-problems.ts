/** What the HTML standard's rules (html-validate's `standard` preset) find in a rendered page. */
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** Each problem as 'rule: message (selector)'; none for a valid page. */
export async function htmlProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  );
}
