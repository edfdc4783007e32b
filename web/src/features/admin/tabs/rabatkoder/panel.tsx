import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDiscountCode } from '@shared/api/catalog-admin';
import { discountStats, type DiscountStatus } from '@shared/domain/discount-status';
import { adminTabs, adminTexts } from '@shared/texts/admin';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
import { adminDiscountCodesQueryOptions, useDiscountChanges } from './discount-actions';
import { DiscountForm } from './discount-form';

const title = adminTabs.find((tab) => tab.id === 'rabatkoder')!.label;

const statusBadge: Record<DiscountStatus, { label: string; tone: string }> = {
  expired: { label: t.statusExpired, tone: 'error' },
  sold_out: { label: t.statusSoldOut, tone: 'wait' },
  active: { label: t.statusActive, tone: 'ok' },
  inactive: { label: t.statusInactive, tone: 'muted' },
};

const dateFormat = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'UTC' });

function valueText(code: AdminDiscountCode): string {
  return code.discount_type === 'percentage'
    ? `${code.discount_value} %`
    : `${code.discount_value.toLocaleString('da-DK')} kr`;
}

function DiscountCard({ code }: { code: AdminDiscountCode }) {
  const toast = useToast();
  const { toggle, remove } = useDiscountChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `discount-${code.id}-code`;
  if (editing) return <DiscountForm code={code} onDone={() => setEditing(false)} />;
  const badge = statusBadge[code.status];
  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <div className="admin-booking__head">
        <h3 id={nameId}>{code.code}</h3>
        <p className="admin-booking__badges">
          <span className="admin-badge admin-badge--done">{valueText(code)}</span>
          <span className={`admin-badge admin-badge--${badge.tone}`}>{badge.label}</span>
        </p>
      </div>
      <p>{code.description}</p>
      <dl className="admin-booking__facts">
        <div>
          <dt>{t.maxUses}</dt>
          <dd>
            {code.max_uses === null
              ? fillText(t.usesUnlimited, { uses: code.current_uses })
              : fillText(t.uses, { uses: code.current_uses, max: code.max_uses })}
          </dd>
        </div>
        <div>
          <dt>{t.minOrder}</dt>
          <dd>{fillText(t.minOrderShown, { amount: code.min_order_amount })}</dd>
        </div>
        <div>
          <dt>{t.validUntil}</dt>
          <dd>
            {code.valid_until
              ? dateFormat.format(new Date(`${code.valid_until.slice(0, 10)}T12:00:00Z`))
              : t.noExpiry}
          </dd>
        </div>
      </dl>
      <div className="admin-form__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          onClick={() => setEditing(true)}
        >
          {adminTexts.edit}
        </button>
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate(code.id, {
              onSuccess: () => toast.success(t.statusChanged),
              onError: (error) => toast.error(refusalText(error, t.toggleFailed)),
            })
          }
        >
          {code.is_active ? t.deactivate : t.activate}
        </button>
        <DeleteButton
          question={t.deleteConfirm}
          describedBy={nameId}
          onDelete={() =>
            remove.mutateAsync(code.id).then(
              () => toast.success(t.deleted),
              () => toast.error(t.deleteFailed),
            )
          }
        />
      </div>
    </article>
  );
}

/** Rabatkoder (SPEC 2 and 4): the stats, the codes with their status, and every change. */
export function Panel() {
  const codes = useQuery(adminDiscountCodesQueryOptions);
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        {adding ? null : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.addTitle}
          </button>
        )}
      </AdminTabHeading>
      {adding ? <DiscountForm onDone={() => setAdding(false)} /> : null}
      <AdminQueryState query={codes}>
        {(all) => {
          const stats = discountStats(all, new Date());
          return (
            <>
              <AdminStats
                label={title}
                stats={[
                  { label: t.statTotal, value: String(stats.total) },
                  { label: t.statActive, value: String(stats.active) },
                  { label: t.statUses, value: String(stats.uses) },
                  { label: t.statExpired, value: String(stats.expired) },
                ]}
              />
              {all.length === 0 ? (
                <p className="admin-empty">{t.empty}</p>
              ) : (
                <ul className="admin-bookings" aria-label={t.listLabel}>
                  {all.map((code) => (
                    <li key={code.id}>
                      <DiscountCard code={code} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </AdminQueryState>
    </section>
  );
}
