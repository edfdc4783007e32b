import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { useContentTexts } from '@web/lib/content/use-content';

interface LoadedListProps<Entry extends { id: string | number }> {
  query: UseQueryResult<Entry[]>;
  /** The notes while the list loads, when it could not be read, and when it is empty. */
  texts: { loading: ContentKey; error: ContentKey; empty: ContentKey };
  /** The list's layout (e.g. `review-grid`). */
  className: string;
  /** An entry, inside its list item. */
  children: (entry: Entry) => ReactNode;
}

/**
 * A public page's list read from the API: a note while it loads, when it failed with nothing
 * to show, or when it is empty; otherwise the entries as a list.
 */
export function LoadedList<Entry extends { id: string | number }>({
  query,
  texts,
  className,
  children,
}: LoadedListProps<Entry>) {
  const text = useContentTexts(texts);
  const entries = query.data ?? [];
  if (query.isPending) {
    return (
      <p className="placeholder-note" role="status">
        {text.loading}
      </p>
    );
  }
  if (query.isError && entries.length === 0) {
    return (
      <p className="placeholder-note" role="alert">
        {text.error}
      </p>
    );
  }
  if (entries.length === 0) return <p className="placeholder-note">{text.empty}</p>;
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>{children(entry)}</li>
      ))}
    </ul>
  );
}
