import { useQuery } from '@tanstack/react-query';
import type { AdminDiscountCode } from '@shared/api/catalog-admin';
import { discountStats, type DiscountStatus } from '@shared/domain/discount-status';
import { adminTabs } from '@shared/texts/admin';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import type { AdminBadge } from '@web/features/admin/components/admin-badges';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminListTab } from '@web/features/admin/components/admin-list-tab';
import { adminDiscountCodesQueryOptions, useDiscountChanges } from './discount-actions';
import { DiscountForm } from './discount-form';

const title = adminTabs.find((tab) => tab.id === 'rabatkoder')!.label;

const statusBadge: Record<DiscountStatus, AdminBadge> = {
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
  const { toggle, remove } = useDiscountChanges();
  return (
    <AdminItemCard
      titleId={`discount-${code.id}-code`}
      title={code.code}
      badges={[{ label: valueText(code), tone: 'done' }, statusBadge[code.status]]}
      editForm={(done) => <DiscountForm code={code} onDone={done} />}
      toggle={{
        texts: t,
        active: code.is_active,
        pending: toggle.isPending,
        run: () => toggle.mutateAsync(code.id),
      }}
      remove={{ texts: t, run: () => remove.mutateAsync(code.id) }}
    >
      <p>{code.description}</p>
      <AdminFacts
        facts={[
          {
            label: t.maxUses,
            value:
              code.max_uses === null
                ? fillText(t.usesUnlimited, { uses: code.current_uses })
                : fillText(t.uses, { uses: code.current_uses, max: code.max_uses }),
          },
          {
            label: t.minOrder,
            value: fillText(t.minOrderShown, { amount: code.min_order_amount }),
          },
          code.first_booking_only
            ? { label: t.firstBookingOnlyFact, value: t.firstBookingOnlyShown }
            : null,
          {
            label: t.validUntil,
            value: code.valid_until
              ? dateFormat.format(new Date(`${code.valid_until.slice(0, 10)}T12:00:00Z`))
              : t.noExpiry,
          },
        ]}
      />
    </AdminItemCard>
  );
}

/** Rabatkoder (product §2 and 4): the stats, the codes with their status, and every change. */
export function Panel() {
  const codes = useQuery(adminDiscountCodesQueryOptions);
  return (
    <AdminListTab
      title={title}
      texts={t}
      addForm={(done) => <DiscountForm onDone={done} />}
      query={codes}
      stats={(all) => {
        const stats = discountStats(all, new Date());
        return [
          { label: t.statTotal, value: String(stats.total) },
          { label: t.statActive, value: String(stats.active) },
          { label: t.statUses, value: String(stats.uses) },
          { label: t.statExpired, value: String(stats.expired) },
        ];
      }}
      listClassName="admin-bookings"
    >
      {(code) => <DiscountCard code={code} />}
    </AdminListTab>
  );
}
