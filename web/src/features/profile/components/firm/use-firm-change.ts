import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MyFirm } from '@shared/api/firm';
import { firmTexts as t } from '@shared/texts/firms';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';

/**
 * A change of the caller's firm that answers the firm as it is after it (a setting saved, the
 * firm deleted): stored as the firm's query, said in a toast, the server's Danish refusal too.
 */
export function useFirmChange() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const change = async (run: () => Promise<MyFirm>, done: string): Promise<void> => {
    setBusy(true);
    try {
      queryClient.setQueryData(myKeys.firm, await run());
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, change };
}
