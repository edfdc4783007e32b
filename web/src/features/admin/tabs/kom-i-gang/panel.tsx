import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { SetupStatus, SetupStepId } from '@shared/api/setup-status';
import { setupTab, type AdminTabId } from '@shared/texts/admin';
import { cardPaymentTexts, setupStepTexts, setupTexts as t } from '@shared/texts/admin-setup';
import { pagePath } from '@shared/site/pages';
import { setupQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { BookkeepingNotice } from '@web/features/admin/components/bookkeeping-notice';

/** Where in its tab a step is done (Indstillinger's section 'Kontakt'). */
const stepSection: Partial<Record<SetupStepId, string>> = { contact: '#kontakt' };

/** The tab where each step is done. */
const stepTab: Partial<Record<SetupStepId, AdminTabId>> = {
  business: 'indstillinger',
  contact: 'indstillinger',
  product: 'produkter',
  zone: 'adressezoner',
  hours: 'booking-tider',
  card: 'indstillinger',
};

/**
 * Kom i gang: a new site's checklist (business details, contact details, a product, a zone,
 * open hours, card payment), each step with a link into its tab; the server ticks a step off as soon as what
 * it needs is stored.
 */
export function Panel() {
  const setup = useQuery(setupQueryOptions);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={setupTab.label} />
      <AdminQueryState query={setup}>{(status) => <Checklist status={status} />}</AdminQueryState>
    </section>
  );
}

function Checklist({ status }: { status: SetupStatus }) {
  return (
    <>
      <BookkeepingNotice status={status} />
      {status.can_take_bookings ? (
        <p role="status" className="admin-setup__ready">
          {t.ready}
        </p>
      ) : (
        <p>{t.intro}</p>
      )}
      <ol className="admin-setup" aria-label={t.listLabel}>
        {status.steps.map(({ id, done }) => {
          const text = setupStepTexts[id];
          const tab = stepTab[id];
          return (
            <li key={id} className={`admin-setup__step${done ? ' admin-setup__step--done' : ''}`}>
              <span className="admin-setup__mark" aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <div>
                <h3>
                  {text.title}{' '}
                  <span className={`admin-badge ${done ? 'admin-badge--ok' : 'admin-badge--wait'}`}>
                    {done ? t.done : t.open}
                  </span>
                </h3>
                <p>{text.hint}</p>
                {id === 'card' ? <p>{cardPaymentTexts[status.card_payment]}</p> : null}
                {!done && tab && text.action ? (
                  <Link to={`${pagePath('admin', {}, { tab })}${stepSection[id] ?? ''}`}>
                    {text.action}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
