/**
 * An admin table's frame. On a phone a table may be wider than the screen and scroll
 * sideways: the frame is then a region named like the table that takes focus, so that it
 * scrolls by keyboard too (WCAG 2.1.1; axe 'scrollable-region-focusable').
 */
import type { ReactNode } from 'react';

export function AdminTableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
