import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { adminTabs } from '@shared/texts/admin';
import { adminBookingTexts as t, bookingViewTexts as v } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import {
  adminBookingsQueryOptions,
  privateBusyQueryOptions,
} from '@web/features/admin/api/admin-queries';
import { AdminInput, AdminSelect } from '@web/features/admin/components/admin-field';
import { AdminList } from '@web/features/admin/components/admin-list';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { AdminBookingCard } from './admin-booking-card';
import { ChoiceGroup } from './choice-group';
import { DayRouteSection } from './day-route';
import {
  bookingPeriods,
  bookingStats,
  defaultPeriod,
  paymentFilterLabels,
  paymentFilters,
  periodEmpty,
  periodLabels,
  visibleBookings,
  type BookingPeriod,
  type PaymentFilter,
} from './booking-filters';
import { WeekView } from './week-view';
import './bookinger.css';

const title = adminTabs.find((tab) => tab.id === 'bookinger')!.label;
type View = 'list' | 'week';
const viewOptions = [
  { value: 'list' as const, label: v.viewList },
  { value: 'week' as const, label: v.viewWeek },
];
const periodOptions = bookingPeriods.map((value) => ({ value, label: periodLabels[value] }));
const paymentOptions = paymentFilters.map((value) => ({
  value,
  label: paymentFilterLabels[value],
}));

/**
 * Bookinger (product §2 and 4) as a day's work: the stats, then the bookings as a list (the
 * upcoming ones first, soonest first; 'I dag', 'Tidligere', 'Aflyste' and 'Alle' a choice
 * away, with search and a payment filter) or as a week calendar; each booking with its one
 * status badge and its actions. Then 'Dagens rute'. Everything re-reads itself when a
 * booking changes anywhere (live updates).
 */
export function Panel() {
  const bookings = useQuery(adminBookingsQueryOptions);
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>('list');
  // The owner's private calendars' busy times, read when the week is shown (decision 0038).
  const privateBusy = useQuery({ ...privateBusyQueryOptions, enabled: view === 'week' });
  // A link to one booking (the owner's mail of a new booking, the calendar feed:
  // `?booking=B-1042`) opens on it, whenever it is.
  const [linked] = useState(() => searchParams.get('booking')?.trim() || null);
  // A link to a day (the weather warning: `?day=2026-12-03`) opens 'Dagens rute' on it.
  const [linkedDay] = useState(() => searchParams.get('day')?.trim() || null);
  const [period, setPeriod] = useState<BookingPeriod>(linked ? 'all' : defaultPeriod);
  const [payment, setPayment] = useState<PaymentFilter>('all');
  const [search, setSearch] = useState(linked ?? '');

  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <AdminQueryState query={bookings} failedText={t.loadFailed}>
        {(all) => {
          const now = new Date();
          const stats = bookingStats(all);
          const shown = visibleBookings(all, { period, payment, search }, now);
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
              <ChoiceGroup
                name="admin-bookings-view"
                legend={v.viewLabel}
                options={viewOptions}
                value={view}
                onValue={setView}
              />
              {view === 'week' ? (
                <WeekView
                  bookings={all}
                  today={copenhagenToday(now)}
                  now={now}
                  privateBusy={privateBusy.data}
                />
              ) : (
                <>
                  <ChoiceGroup
                    name="admin-bookings-period"
                    legend={v.periodLabel}
                    options={periodOptions}
                    value={period}
                    onValue={setPeriod}
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
                      label={v.paymentLabel}
                      options={paymentOptions}
                      value={payment}
                      onValue={setPayment}
                    />
                  </div>
                  <p role="status" className="admin-field__hint">
                    {shown.length === 1 ? t.countOne : fillText(t.count, { count: shown.length })}
                  </p>
                  <AdminList
                    entries={shown}
                    empty={search || payment !== 'all' ? t.none : periodEmpty[period]}
                    className="admin-bookings"
                  >
                    {(booking) => <AdminBookingCard booking={booking} now={now} />}
                  </AdminList>
                </>
              )}
            </>
          );
        }}
      </AdminQueryState>
      <DayRouteSection today={linkedDay ?? undefined} />
    </section>
  );
}
