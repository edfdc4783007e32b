import { useContext } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { fillContent } from '@web/lib/content/fill-content';
import { InlineEditContext } from '@web/lib/content/inline-edit';
import { useContent, useRawContent } from '@web/lib/content/use-content';
import { paragraphsOf } from '../lib/paragraphs';

/**
 * A multi-paragraph content text: its paragraphs (a blank line starts one) with the
 * placeholders filled in; while an admin edits the page, the text as written (placeholders
 * and line breaks included) with the inline editor's control.
 */
export function TermsText({
  k,
  values = {},
}: {
  k: ContentKey;
  values?: Record<string, string | number>;
}) {
  const text = useContent(k);
  const written = useRawContent(k);
  const Control = useContext(InlineEditContext);
  if (Control) {
    return (
      <div className="terms__text terms__text--editing">
        <Control contentKey={k} text={written} multiline />
      </div>
    );
  }
  return (
    <div className="terms__text">
      {paragraphsOf(fillContent(text, values)).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
