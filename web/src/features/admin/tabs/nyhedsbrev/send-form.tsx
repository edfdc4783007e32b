/**
 * The send form (product §2 'Newsletter', §5 'Newsletter send'): title, content (with links and
 * pictures), template, now or at a time. A newsletter is sent on purpose: the preview shows the
 * mail as a subscriber gets it, 'Send test til mig' mails it to the admin alone, and sending
 * asks first, naming how many subscribers it goes to.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { NewsletterDraftBody, NewsletterPreview } from '@shared/api/newsletter-admin';
import { adminTexts } from '@shared/texts/admin';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { countText } from '@shared/texts/plural';
import { defaultTemplateData, templateSubject } from '@shared/domain/newsletter-template';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminSelect, AdminTextArea } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';
import { refusalText } from '@web/features/admin/lib/refusal';
import { MailPreview } from './mail-preview';
import { templatesQueryOptions, useNewsletterChanges } from './newsletter-actions';
import './nyhedsbrev.css';

/** A draft's identity, to tell whether the preview still shows it. */
const draftKey = (draft: NewsletterDraftBody) => JSON.stringify(draft);

export function SendForm({ subscriberCount }: { subscriberCount: number }) {
  const whenGroup = `${useId()}-when`;
  const toast = useToast();
  const { send, preview, sendTest } = useNewsletterChanges();
  const templates = useQuery(templatesQueryOptions);
  const [title, setTitle] = useState('');
  // The subject the owner typed; until then the template's, with the title filled in.
  const [ownSubject, setOwnSubject] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ key: string; mail: NewsletterPreview } | null>(null);
  /** Asking before the send: when it goes (null: now). */
  const [asking, setAsking] = useState<{ when: Date | null } | null>(null);

  const template = templates.data?.find((candidate) => candidate.id === templateId);
  const templateData = template?.template_data ?? defaultTemplateData;
  const subject = ownSubject ?? templateSubject(templateData, title);
  const draft: NewsletterDraftBody = {
    title,
    subject,
    content,
    template_id: templateId || null,
  };

  /**
   * Another template: its starting text goes into the content where nothing of the owner's is
   * yet (empty, or the previous template's text untouched), for the owner to edit.
   */
  const chooseTemplate = (id: string) => {
    const next = templates.data?.find((candidate) => candidate.id === id)?.template_data;
    if (!content.trim() || content === templateData.body) setContent(next?.body ?? '');
    setTemplateId(id);
  };

  /** The draft when title and content are there; else the message why not. */
  const checkedDraft = (): NewsletterDraftBody | null => {
    if (!title.trim() || !content.trim()) {
      setError(t.titleContentRequired);
      return null;
    }
    setError(null);
    return draft;
  };

  const showPreview = () => {
    const checked = checkedDraft();
    if (!checked) return;
    preview.mutate(checked, {
      onSuccess: (mail) => setShown({ key: draftKey(checked), mail }),
      onError: (failure) => setError(refusalText(failure, t.previewFailed)),
    });
  };

  const mailTest = () => {
    const checked = checkedDraft();
    if (!checked) return;
    sendTest.mutate(checked, {
      onSuccess: (answer) => toast.success(fillText(t.testSent, { email: answer.to })),
      onError: (failure) => {
        setError(refusalText(failure, t.testFailed));
        toast.error(t.testFailed);
      },
    });
  };

  const submit = () => {
    if (!checkedDraft()) return;
    const when = later && sendAt ? new Date(sendAt) : null;
    if (later && (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now())) {
      setError(t.sendAtInFuture);
      return;
    }
    setAsking({ when });
  };

  const confirmSend = (when: Date | null) => {
    send.mutate(
      { ...draft, send_at: when ? when.toISOString() : null },
      {
        onSuccess: (answer) => {
          toast.success(
            when
              ? fillText(t.scheduledToast, { when: formatAdminDate(when.toISOString()) })
              : countText(t.sentToast, answer.sent),
          );
          setTitle('');
          setOwnSubject(null);
          setContent('');
          setSendAt('');
          setShown(null);
        },
        onError: (failure) => {
          setError(refusalText(failure, t.sendRetry));
          toast.error(t.sendFailed);
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <>
      <AdminForm
        title={t.formTitle}
        error={error}
        saving={send.isPending}
        disabled={!later && subscriberCount === 0}
        submitLabel={later ? t.schedule : t.send}
        savingLabel={t.sending}
        onSubmit={submit}
      >
        <AdminInput label={t.title} value={title} onValue={setTitle} />
        <AdminInput
          label={t.mailSubject}
          hint={t.mailSubjectHint}
          value={subject}
          onValue={setOwnSubject}
        />
        <AdminTextArea
          label={t.content}
          hint={t.contentHint}
          rows={8}
          value={content}
          onValue={setContent}
        />
        <div className="admin-form__row">
          <AdminSelect
            label={t.template}
            options={[
              { value: '', label: t.noTemplate },
              ...(templates.data ?? []).map((template) => ({
                value: template.id,
                label: template.name,
              })),
            ]}
            value={templateId}
            onValue={chooseTemplate}
          />
          <fieldset className="admin-field">
            <legend>{t.when}</legend>
            <AdminCheck
              type="radio"
              name={whenGroup}
              label={t.sendNow}
              checked={!later}
              onChecked={() => setLater(false)}
            />
            <AdminCheck
              type="radio"
              name={whenGroup}
              label={t.sendLater}
              checked={later}
              onChecked={() => setLater(true)}
            />
          </fieldset>
          {later ? (
            <AdminInput label={t.sendAt} type="datetime-local" value={sendAt} onValue={setSendAt} />
          ) : null}
        </div>
        <div className="newsletter-draft-actions">
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={preview.isPending}
            onClick={showPreview}
          >
            {preview.isPending ? t.loadingPreview : shown ? t.refreshPreview : t.showPreview}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={sendTest.isPending}
            onClick={mailTest}
          >
            {sendTest.isPending ? t.sendingTest : t.sendTest}
          </button>
        </div>
        {shown ? <MailPreview preview={shown.mail} stale={shown.key !== draftKey(draft)} /> : null}
        {subscriberCount === 0 && !later ? (
          <p className="admin-field__hint">{t.noSubscribers}</p>
        ) : null}
      </AdminForm>
      {asking ? (
        <ConfirmDialog
          message={
            asking.when
              ? countText(t.confirmSchedule, subscriberCount, {
                  when: formatAdminDate(asking.when.toISOString()),
                })
              : countText(t.confirmSend, subscriberCount)
          }
          confirmLabel={asking.when ? t.confirmScheduleButton : t.confirmSendButton}
          cancelLabel={adminTexts.cancel}
          busy={send.isPending}
          onConfirm={() => confirmSend(asking.when)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
