import type { ReactNode } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { Editable } from '@web/lib/content/editable';
import { TermsText } from './terms-text';

/** One section of the terms: its heading and its text, both editable in place. */
export function TermsSection({
  id,
  heading,
  text,
  values,
  children,
}: {
  id: string;
  heading: ContentKey;
  text: ContentKey;
  values?: Record<string, string | number>;
  children?: ReactNode;
}) {
  const headingId = `terms-${id}`;
  return (
    <section className="terms__section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Editable k={heading} />
      </h2>
      <TermsText k={text} values={values} />
      {children}
    </section>
  );
}
