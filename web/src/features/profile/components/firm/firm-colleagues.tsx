import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MyFirm } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts as t } from '@shared/texts/firms';
import { FormAlert } from '@web/components/form/form-alert';
import { SubmitButton } from '@web/components/form/submit-button';
import { TextField } from '@web/components/form/text-field';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { myKeys } from '@web/lib/query-keys';
import {
  inviteColleague,
  makeColleagueAdministrator,
  removeColleague,
} from '@web/features/profile/api/firm';

type Membership = NonNullable<MyFirm['firm']>;
const formId = 'invite-colleague';

/** The administrator's colleagues (product §2 'Firma'): invite, make administrator, remove. */
export function FirmColleagues({ membership, userId }: { membership: Membership; userId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: myKeys.firm });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.loadFailed);
    }
    await refresh();
  };

  const onInvite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      queryClient.setQueryData(myKeys.firm, await inviteColleague(email));
      toast.success(fillText(t.invited, { email: email.trim() }));
      setEmail('');
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="card profile-settings" aria-labelledby="firm-members-title">
        <h2 id="firm-members-title">{t.members}</h2>
        <ul className="firm-members">
          {membership.members.map((member) => (
            <li key={member.user_id} className="firm-members__item">
              <span>
                {member.email} {member.user_id === userId ? t.you : null}
                {' · '}
                {member.role === 'admin' ? t.administrator : t.colleague}
              </span>
              {member.user_id === userId ? null : (
                <span className="firm-members__actions">
                  {member.role === 'member' ? (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      aria-label={fillText(t.makeAdminLabel, { email: member.email })}
                      onClick={() =>
                        void act(
                          () => makeColleagueAdministrator(member.user_id),
                          fillText(t.madeAdmin, { email: member.email }),
                        )
                      }
                    >
                      {t.makeAdmin}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-label={fillText(t.removeLabel, { email: member.email })}
                    onClick={() =>
                      void act(
                        () => removeColleague(member.user_id),
                        fillText(t.removed, { email: member.email }),
                      )
                    }
                  >
                    {t.remove}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
        {membership.invitations.length > 0 ? (
          <>
            <h3>{t.pendingInvitations}</h3>
            <ul>
              {membership.invitations.map((invitation) => (
                <li key={invitation.email}>{invitation.email}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="card profile-settings" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`}>{t.inviteTitle}</h2>
        <form id={formId} className="auth-form" noValidate onSubmit={(e) => void onInvite(e)}>
          <TextField
            name="email"
            formId={formId}
            label={t.inviteEmail}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {message ? <FormAlert>{message}</FormAlert> : null}
          <SubmitButton busy={busy} busyLabel={t.inviting}>
            {t.invite}
          </SubmitButton>
        </form>
      </section>
    </>
  );
}
