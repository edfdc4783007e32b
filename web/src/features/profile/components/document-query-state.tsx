import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@web/lib/api';

/**
 * What a document view shows before its document is there: a status while it loads, the
 * server's Danish message (or `loadFailed`) when it could not be read; null once it is there.
 */
export function documentQueryState(
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>,
  texts: { loading: string; loadFailed: string },
): ReactNode | null {
  if (query.isPending) {
    return (
      <p role="status" className="placeholder-note">
        {texts.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="receipt__error">
        {query.error instanceof ApiError ? query.error.message : texts.loadFailed}
      </p>
    );
  }
  return null;
}
