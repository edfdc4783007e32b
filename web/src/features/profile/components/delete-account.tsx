import { useState } from 'react';
import { accountDeletionTexts as t } from '@shared/texts/account-deletion';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { FormAlert } from '@web/components/form/form-alert';
import { ApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth/auth-context';
import { deleteMyAccount } from '../api/delete-account';
import './delete-account.css';

/**
 * 'Slet min konto' (GDPR article 17) on the profile's settings: a dialog says what happens
 * (future bookings cancelled and refunded, receipts kept without personal data for the 5
 * years bookkeeping requires) and asks before anything is deleted. On success the user is
 * signed out and sent to the front page with a toast; a refusal (a booking inside the
 * cut-off, a payment in progress) is shown in the dialog, which stays open.
 */
export function DeleteAccount() {
  const { signOut } = useAuth();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setAsking(false);
    setFailure(null);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    let message: string;
    try {
      message = (await deleteMyAccount()).message;
    } catch (error) {
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : t.failed);
      setBusy(false);
      return;
    }
    await signOut({ message });
  };

  return (
    <section
      className="card profile-settings profile-delete-account"
      aria-labelledby="delete-account-title"
    >
      <h2 id="delete-account-title">{t.title}</h2>
      <p>{t.intro}</p>
      <button type="button" className="btn btn--danger" onClick={() => setAsking(true)}>
        {t.title}
      </button>
      {asking ? (
        <ModalDialog title={t.dialogTitle} closeLabel={t.keep} onClose={close}>
          <p>{t.whatHappens}</p>
          <ul className="delete-account__consequences">
            {t.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="delete-account__actions">
            <button type="button" className="btn btn--outline" onClick={close} disabled={busy}>
              {t.keep}
            </button>
            <button
              type="button"
              className="btn btn--danger"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? t.deleting : t.confirm}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </section>
  );
}
