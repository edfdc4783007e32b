/** The send form: title, content, template, now or at a time (product §5 'Newsletter send'). */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminSelect, AdminTextArea } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';
import { refusalText } from '@web/features/admin/lib/refusal';
import { templatesQueryOptions, useNewsletterChanges } from './newsletter-actions';

export function SendForm({ subscriberCount }: { subscriberCount: number }) {
  const whenGroup = `${useId()}-when`;
  const toast = useToast();
  const { send } = useNewsletterChanges();
  const templates = useQuery(templatesQueryOptions);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!title.trim() || !content.trim()) {
      setError(t.titleContentRequired);
      return;
    }
    const when = later && sendAt ? new Date(sendAt) : null;
    if (later && (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now())) {
      setError(t.sendAtInFuture);
      return;
    }
    setError(null);
    send.mutate(
      {
        title,
        content,
        template_id: templateId || null,
        send_at: when ? when.toISOString() : null,
      },
      {
        onSuccess: (answer) => {
          toast.success(
            when
              ? fillText(t.scheduledToast, { when: formatAdminDate(when.toISOString()) })
              : fillText(t.sentToast, { count: answer.sent }),
          );
          setTitle('');
          setContent('');
          setSendAt('');
        },
        onError: (failure) => {
          setError(refusalText(failure, t.sendRetry));
          toast.error(t.sendFailed);
        },
      },
    );
  };

  return (
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
      <AdminTextArea label={t.content} rows={6} value={content} onValue={setContent} />
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
          onValue={setTemplateId}
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
      {subscriberCount === 0 && !later ? (
        <p className="admin-field__hint">{t.noSubscribers}</p>
      ) : null}
    </AdminForm>
  );
}
