import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminTabs } from '@shared/texts/admin';
import { adminBookingTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import { adminBookingsQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminInput, AdminSelect } from '@web/features/admin/components/admin-field';
import { AdminList } from '@web/features/admin/components/admin-list';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { AdminBookingCard } from './admin-booking-card';
import { DayRouteSection } from './day-route';
import {
  bookingFilters,
  bookingStats,
  filterLabels,
  visibleBookings,
  type BookingFilter,
} from './booking-filters';

const title = adminTabs.find((tab) => tab.id === 'bookinger')!.label;
const filterOptions = bookingFilters.map((value) => ({ value, label: filterLabels[value] }));

/**
 * Bookinger (product §2 and 4): 'Dagens rute' (a day's bookings as the pilot drives them),
 * then search, the five filters, the stats, and each booking with its actions. Both re-read
 * themselves when a booking changes anywhere (live updates).
 */
export function Panel() {
  const bookings = useQuery(adminBookingsQueryOptions);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<BookingFilter>('all');

  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <DayRouteSection />
      <AdminQueryState query={bookings} failedText={t.loadFailed}>
        {(all) => {
          const stats = bookingStats(all);
          const shown = visibleBookings(all, filter, search);
          return (
            <>
              <AdminStats
                label={title}
                stats={[
                  { label: t.statTotal, value: String(stats.total) },
                  { label: t.statPending, value: String(stats.pending) },
                  { label: t.statPaid, value: String(stats.paid) },
                  { label: t.statCompleted, value: String(stats.completed) },
                ]}
              />
              <div className="admin-form__row admin-bookings__tools">
                <AdminInput
                  label={t.searchLabel}
                  type="search"
                  placeholder={t.searchPlaceholder}
                  value={search}
                  onValue={setSearch}
                />
                <AdminSelect
                  label={t.filterLabel}
                  options={filterOptions}
                  value={filter}
                  onValue={setFilter}
                />
              </div>
              <p role="status" className="admin-field__hint">
                {fillText(t.count, { count: shown.length })}
              </p>
              <AdminList entries={shown} empty={t.none} className="admin-bookings">
                {(booking) => <AdminBookingCard booking={booking} />}
              </AdminList>
            </>
          );
        }}
      </AdminQueryState>
    </section>
  );
}
