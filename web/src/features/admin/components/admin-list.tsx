/**
 * A tab's entries as a list named for the screen reader (each entry an item), or the tab's
 * text for no entries.
 */
import type { ReactNode } from 'react';

interface AdminListProps<Entry extends { id: string | number }> {
  entries: readonly Entry[];
  /** The list's name (aria-label). */
  label?: string;
  /** Shown instead of the list when there are no entries. */
  empty: string;
  /** The list's layout: `admin-bookings` (one column), `admin-grid` (cards side by side). */
  className: string;
  /** Numbered (an order the owner chose), e.g. the home sections. */
  ordered?: boolean;
  children: (entry: Entry, index: number) => ReactNode;
}

export function AdminList<Entry extends { id: string | number }>({
  entries,
  label,
  empty,
  className,
  ordered = false,
  children,
}: AdminListProps<Entry>) {
  if (entries.length === 0) return <p className="admin-empty">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={entry.id}>{children(entry, index)}</li>
      ))}
    </List>
  );
}
