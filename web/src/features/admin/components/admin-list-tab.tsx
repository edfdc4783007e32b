/**
 * A tab of entries the owner adds, edits and deletes (products, zones, codes...): the heading
 * with 'Tilføj …', the add form below it while adding, then, once the entries are read, the
 * tab's figures and the entries as a list of cards (or the loading and failure states).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminAddButton } from './admin-add';
import { AdminList } from './admin-list';
import { AdminQueryState } from './admin-query-state';
import { AdminStats, type AdminStat } from './admin-stats';
import { AdminTabHeading } from './admin-tab-heading';

interface AdminListTabProps<Entry extends { id: string | number }> {
  title: string;
  /** The add button's label, the list's name and its text for no entries. */
  texts: { addTitle: string; listLabel: string; empty: string };
  addForm: (done: () => void) => ReactNode;
  query: UseQueryResult<Entry[]>;
  failedText?: string;
  /** The tab's figures above the list. */
  stats?: (entries: readonly Entry[]) => AdminStat[];
  /** The list's layout (see AdminList). */
  listClassName: string;
  ordered?: boolean;
  /** An entry's card. */
  children: (entry: Entry, index: number, entries: readonly Entry[]) => ReactNode;
}

export function AdminListTab<Entry extends { id: string | number }>({
  title,
  texts,
  addForm,
  query,
  failedText,
  stats,
  listClassName,
  ordered,
  children,
}: AdminListTabProps<Entry>) {
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        {adding ? null : <AdminAddButton label={texts.addTitle} onAdd={() => setAdding(true)} />}
      </AdminTabHeading>
      {adding ? addForm(() => setAdding(false)) : null}
      <AdminQueryState query={query} failedText={failedText}>
        {(entries) => (
          <>
            {stats ? <AdminStats label={title} stats={stats(entries)} /> : null}
            <AdminList
              entries={entries}
              label={texts.listLabel}
              empty={texts.empty}
              className={listClassName}
              ordered={ordered}
            >
              {(entry, index) => children(entry, index, entries)}
            </AdminList>
          </>
        )}
      </AdminQueryState>
    </section>
  );
}
