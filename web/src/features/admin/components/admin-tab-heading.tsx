import type { ReactNode } from 'react';

/** The heading of an admin tab, with the tab's actions (e.g. 'Tilføj') beside it. */
export function AdminTabHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-tab-heading">
      <h2>{title}</h2>
      {children ? <div className="admin-tab-heading__actions">{children}</div> : null}
    </div>
  );
}
