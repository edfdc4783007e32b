import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Newsletter, Subscriber } from '@shared/api/entities';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';
import { refusalText } from '@web/features/admin/lib/refusal';
import {
  newslettersQueryOptions,
  subscribersQueryOptions,
  templatesQueryOptions,
  useNewsletterChanges,
} from './newsletter-actions';

/** The send form: title, content, template, now or at a time (SPEC 5 'Newsletter send'). */
function SendForm({ subscriberCount }: { subscriberCount: number }) {
  const id = useId();
  const toast = useToast();
  const { send } = useNewsletterChanges();
  const templates = useQuery(templatesQueryOptions);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = (name: string) => `${id}-${name}`;
  const disabled = send.isPending || (!later && subscriberCount === 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <form
      className="admin-form admin-card-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={field('title')}
    >
      <h3 id={field('title')}>{t.formTitle}</h3>
      <div className="admin-field">
        <label htmlFor={field('name')}>{t.title}</label>
        <input id={field('name')} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor={field('content')}>{t.content}</label>
        <textarea
          id={field('content')}
          rows={6}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <div className="admin-form__row">
        <div className="admin-field">
          <label htmlFor={field('template')}>{t.template}</label>
          <select
            id={field('template')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
          >
            <option value="">{t.noTemplate}</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="admin-field">
          <legend>{t.when}</legend>
          <label className="admin-check">
            <input
              type="radio"
              name={field('when')}
              checked={!later}
              onChange={() => setLater(false)}
            />
            {t.sendNow}
          </label>
          <label className="admin-check">
            <input
              type="radio"
              name={field('when')}
              checked={later}
              onChange={() => setLater(true)}
            />
            {t.sendLater}
          </label>
        </fieldset>
        {later ? (
          <div className="admin-field">
            <label htmlFor={field('at')}>{t.sendAt}</label>
            <input
              id={field('at')}
              type="datetime-local"
              value={sendAt}
              onChange={(e) => setSendAt(e.target.value)}
            />
          </div>
        ) : null}
      </div>
      {subscriberCount === 0 && !later ? (
        <p className="admin-field__hint">{t.noSubscribers}</p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-field__error">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={disabled}>
          {send.isPending ? t.sending : later ? t.schedule : t.send}
        </button>
      </div>
    </form>
  );
}

function statusText(newsletter: Newsletter): string {
  if (newsletter.sent_at) {
    return fillText(t.statusSent, {
      when: formatAdminDate(newsletter.sent_at),
      count: newsletter.sent_count ?? 0,
    });
  }
  if (newsletter.scheduled_at && Date.parse(newsletter.scheduled_at) > Date.now()) {
    return fillText(t.statusScheduled, { when: formatAdminDate(newsletter.scheduled_at) });
  }
  return t.statusSending;
}

function History({ newsletters }: { newsletters: readonly Newsletter[] }) {
  const toast = useToast();
  const { cancel } = useNewsletterChanges();
  return (
    <section className="admin-card-form" aria-labelledby="newsletter-history">
      <h3 id="newsletter-history">{t.historyTitle}</h3>
      {newsletters.length === 0 ? (
        <p className="admin-field__hint">{t.noHistory}</p>
      ) : (
        <ul className="admin-plain-list">
          {newsletters.map((newsletter) => (
            <li key={newsletter.id} className="admin-plain-list__row">
              <span>
                <strong id={`newsletter-${newsletter.id}`}>{newsletter.title}</strong>
                <br />
                <span className="admin-field__hint">{statusText(newsletter)}</span>
              </span>
              {newsletter.sent_at === null ? (
                <DeleteButton
                  label={t.cancelScheduled}
                  question={t.cancelConfirm}
                  describedBy={`newsletter-${newsletter.id}`}
                  onDelete={() =>
                    cancel.mutateAsync(newsletter.id).then(
                      () => toast.success(t.cancelled),
                      (error: unknown) => toast.error(refusalText(error, t.cancelFailed)),
                    )
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Subscribers({ subscribers }: { subscribers: readonly Subscriber[] }) {
  const toast = useToast();
  const { removeSubscriber } = useNewsletterChanges();
  return (
    <section className="admin-card-form" aria-labelledby="newsletter-subscribers">
      <h3 id="newsletter-subscribers">{t.subscribersTitle}</h3>
      {subscribers.length === 0 ? (
        <p className="admin-field__hint">{t.noSubscribersList}</p>
      ) : (
        <ul className="admin-plain-list" aria-label={t.subscribersTitle}>
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="admin-plain-list__row">
              <span>
                <span id={`subscriber-${subscriber.id}`}>{subscriber.email}</span>
                <br />
                <span className="admin-field__hint">
                  {fillText(t.subscribedOn, { date: formatAdminDate(subscriber.created_at) })}
                </span>
              </span>
              <DeleteButton
                label={t.removeSubscriber}
                question={t.removeSubscriberConfirm}
                describedBy={`subscriber-${subscriber.id}`}
                onDelete={() =>
                  removeSubscriber.mutateAsync(subscriber.email).then(
                    () => toast.success(t.subscriberRemoved),
                    () => toast.error(t.subscriberRemoveFailed),
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The send tab: stats, the form, the history and the subscribers. */
export function SendTab() {
  const subscribers = useQuery(subscribersQueryOptions);
  const newsletters = useQuery(newslettersQueryOptions);
  return (
    <AdminQueryState query={subscribers}>
      {(people) => (
        <AdminQueryState query={newsletters} failedText={t.loadFailed}>
          {(letters) => {
            const sent = letters.filter((n) => n.sent_at);
            const last = sent
              .map((n) => n.sent_at!)
              .sort()
              .at(-1);
            return (
              <div className="admin-form">
                <AdminStats
                  label={t.tabsLabel}
                  stats={[
                    { label: t.statSubscribers, value: String(people.length) },
                    { label: t.statSent, value: String(sent.length) },
                    { label: t.statScheduled, value: String(letters.length - sent.length) },
                    { label: t.statLastSent, value: last ? formatAdminDate(last) : t.never },
                  ]}
                />
                <SendForm subscriberCount={people.length} />
                <History newsletters={letters} />
                <Subscribers subscribers={people} />
              </div>
            );
          }}
        </AdminQueryState>
      )}
    </AdminQueryState>
  );
}
