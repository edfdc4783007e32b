import { useQuery } from '@tanstack/react-query';
import type { Newsletter, Subscriber } from '@shared/api/entities';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { countText } from '@shared/texts/plural';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useReportedChange } from '@web/features/admin/lib/use-reported-change';
import {
  newslettersQueryOptions,
  subscribersQueryOptions,
  useNewsletterChanges,
} from './newsletter-actions';
import { SendForm } from './send-form';
import { SuppressionNote } from './suppression-note';

function statusText(newsletter: Newsletter): string {
  if (newsletter.sent_at) {
    return countText(t.statusSent, newsletter.sent_count ?? 0, {
      when: formatAdminDate(newsletter.sent_at),
    });
  }
  if (newsletter.scheduled_at && Date.parse(newsletter.scheduled_at) > Date.now()) {
    return fillText(t.statusScheduled, { when: formatAdminDate(newsletter.scheduled_at) });
  }
  return t.statusSending;
}

function History({ newsletters }: { newsletters: readonly Newsletter[] }) {
  const report = useReportedChange();
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
                    report(cancel.mutateAsync(newsletter.id), t.cancelled, (error) =>
                      refusalText(error, t.cancelFailed),
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
  const report = useReportedChange();
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
                <SuppressionNote suppressed={subscriber.suppressed} />
              </span>
              <DeleteButton
                label={t.removeSubscriber}
                question={t.removeSubscriberConfirm}
                describedBy={`subscriber-${subscriber.id}`}
                onDelete={() =>
                  report(
                    removeSubscriber.mutateAsync(subscriber.email),
                    t.subscriberRemoved,
                    t.subscriberRemoveFailed,
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
