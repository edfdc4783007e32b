import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Firm } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';
import { deleteMyFirm } from '@web/features/profile/api/firm';

/**
 * 'Slet firmaet' (product §2 'Firma'): the administrator deletes the firm, asked first; the
 * server refuses it, in Danish, while colleagues, unpaid invoices or coming bookings remain.
 */
export function DeleteFirm({ firm }: { firm: Firm }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(myKeys.firm, await deleteMyFirm());
      toast.success(t.firmDeleted);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <p className="form-field__hint">{t.deleteFirmHint}</p>
      <button type="button" className="btn btn--danger" onClick={() => setAsking(true)}>
        {t.deleteFirm}
      </button>
      {asking ? (
        <ConfirmDialog
          message={fillText(t.deleteFirmConfirm, { firm: firm.name })}
          confirmLabel={t.deleteFirm}
          cancelLabel={t.deleteFirmKeep}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void onConfirm()}
        />
      ) : null}
    </>
  );
}
