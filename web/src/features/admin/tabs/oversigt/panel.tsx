import { useQuery } from '@tanstack/react-query';
import { bookingStatus } from '@shared/domain/booking-lifecycle/status';
import { formatKroner } from '@shared/domain/danish-format';
import { adminTabs } from '@shared/texts/admin';
import { overviewTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import { overviewQueryOptions, setupQueryOptions } from '@web/features/admin/api/admin-queries';
import { BookkeepingNotice } from '@web/features/admin/components/bookkeeping-notice';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { AdminTableWrap } from '@web/features/admin/components/admin-table-wrap';
import { formatAdminDate } from '@web/features/admin/lib/admin-format';

const numberFormat = new Intl.NumberFormat('da-DK');
const ratingFormat = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const reviewsNote = (count: number) =>
  count === 0 ? t.noReviews : count === 1 ? t.oneReview : fillText(t.reviewCount, { count });

/**
 * Oversigt (product §2): the business at a glance, computed by the server; the revenue counts
 * only bookings that count as paid (not cancelled or refunded), and each of the latest
 * bookings shows the bookings tab's one status badge.
 */
export function Panel() {
  const overview = useQuery(overviewQueryOptions);
  // The books in e-conomic: said here when documents failed to go (decision 0036).
  const setup = useQuery(setupQueryOptions);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={adminTabs[0].label} />
      {setup.data ? <BookkeepingNotice status={setup.data} /> : null}
      <AdminQueryState query={overview}>
        {(data) => {
          const now = new Date();
          return (
            <>
              <AdminStats
                label={adminTabs[0].label}
                stats={[
                  { label: t.bookingsTotal, value: numberFormat.format(data.bookings.total) },
                  { label: t.completed, value: numberFormat.format(data.bookings.completed) },
                  { label: t.pending, value: numberFormat.format(data.bookings.pending) },
                  { label: t.cancelled, value: numberFormat.format(data.bookings.cancelled) },
                  {
                    label: t.revenue,
                    value: formatKroner(data.bookings.revenue),
                    note: t.revenueNote,
                  },
                  { label: t.products, value: numberFormat.format(data.products) },
                  { label: t.portfolioImages, value: numberFormat.format(data.portfolio_images) },
                  { label: t.subscribers, value: numberFormat.format(data.subscribers) },
                  {
                    label: t.averageRating,
                    value:
                      data.ratings.average === null
                        ? '–'
                        : ratingFormat.format(data.ratings.average),
                    note: reviewsNote(data.ratings.count),
                  },
                ]}
              />
              <h3>{t.latestTitle}</h3>
              {data.latest_bookings.length === 0 ? (
                <p className="admin-empty">{t.noBookings}</p>
              ) : (
                <AdminTableWrap label={t.latestTitle}>
                  <table className="admin-table">
                    <caption className="visually-hidden">{t.latestTitle}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.product}</th>
                        <th scope="col">{t.customer}</th>
                        <th scope="col">{t.price}</th>
                        <th scope="col">{t.status}</th>
                        <th scope="col">{t.created}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.latest_bookings.map((booking) => {
                        const status = bookingStatus(booking, now);
                        return (
                          <tr key={booking.id}>
                            <td>{booking.product_name}</td>
                            <td className="admin-table__break">{booking.user_email}</td>
                            <td>{formatKroner(booking.price)}</td>
                            <td>
                              <span className={`admin-badge admin-badge--${status.tone}`}>
                                {status.label}
                              </span>
                            </td>
                            <td>{formatAdminDate(booking.created_at)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </AdminTableWrap>
              )}
            </>
          );
        }}
      </AdminQueryState>
    </section>
  );
}
