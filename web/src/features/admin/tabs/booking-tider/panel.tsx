import { useQuery } from '@tanstack/react-query';
import { adminTabs } from '@shared/texts/admin';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminSubTabs } from '@web/features/admin/components/admin-sub-tabs';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { schedulesQueryOptions } from './schedule-actions';
import { SpecificDates } from './specific-dates';
import { WeeklyPlan } from './weekly-plan';

const title = adminTabs.find((tab) => tab.id === 'booking-tider')!.label;

/** Booking-tider (product §2): the weekly plan and the specific-date overrides, in two tabs. */
export function Panel() {
  const schedules = useQuery(schedulesQueryOptions);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <AdminQueryState query={schedules} failedText={t.loadFailed}>
        {(all) => (
          <AdminSubTabs
            idPrefix="schedules"
            label={t.tabsLabel}
            tabs={[
              { id: 'weekly', label: t.weeklyTab, panel: <WeeklyPlan schedules={all} /> },
              { id: 'specific', label: t.specificTab, panel: <SpecificDates schedules={all} /> },
            ]}
          />
        )}
      </AdminQueryState>
    </section>
  );
}
