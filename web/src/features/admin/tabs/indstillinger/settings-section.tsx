import { useId, type ReactNode } from 'react';

/** A part of the settings form: its heading (which names it), a line on what it decides, its fields. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  /** The section's anchor, for a link into it. */
  id?: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="admin-form admin-settings__flying" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <p className="admin-field__hint">{intro}</p>
      {children}
    </section>
  );
}
