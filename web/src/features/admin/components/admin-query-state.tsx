import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminTexts } from '@shared/texts/admin';

/** Loading, or the failure with 'Genindlæs siden', or the data's view (product §8 'Admin'). */
export function AdminQueryState<T>({
  query,
  failedText = adminTexts.loadFailed,
  children,
}: {
  query: UseQueryResult<T>;
  failedText?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="admin-loading">
        <span className="spinner spinner--small" aria-hidden="true" /> {adminTexts.loadingTab}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="admin-empty" role="alert">
        <p>{failedText}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {adminTexts.reload}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
