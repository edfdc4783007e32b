import { useState } from 'react';
import type { Firm } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { deleteMyFirm } from '@web/features/profile/api/firm';
import { useFirmChange } from './use-firm-change';

/**
 * 'Slet firmaet' (product §2 'Firma'): the administrator deletes the firm, asked first; the
 * server refuses it, in Danish, while colleagues, unpaid invoices or coming bookings remain.
 */
export function DeleteFirm({ firm }: { firm: Firm }) {
  const { busy, change } = useFirmChange();
  const [asking, setAsking] = useState(false);
  const onConfirm = async () => {
    await change(deleteMyFirm, t.firmDeleted);
    setAsking(false);
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
