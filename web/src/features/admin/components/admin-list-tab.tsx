/**
 * A tab of things the owner adds, edits and deletes (products, zones, codes...): the heading
 * with 'Tilføj …', the add form below it while adding, then the tab's list once it is read
 * (or the loading and failure states).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AdminAddButton } from './admin-add';
import { AdminQueryState } from './admin-query-state';
import { AdminTabHeading } from './admin-tab-heading';

interface AdminListTabProps<T> {
  title: string;
  addLabel: string;
  addForm: (done: () => void) => ReactNode;
  query: UseQueryResult<T>;
  failedText?: string;
  children: (data: T) => ReactNode;
}

export function AdminListTab<T>({
  title,
  addLabel,
  addForm,
  query,
  failedText,
  children,
}: AdminListTabProps<T>) {
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        {adding ? null : <AdminAddButton label={addLabel} onAdd={() => setAdding(true)} />}
      </AdminTabHeading>
      {adding ? addForm(() => setAdding(false)) : null}
      <AdminQueryState query={query} failedText={failedText}>
        {children}
      </AdminQueryState>
    </section>
  );
}
