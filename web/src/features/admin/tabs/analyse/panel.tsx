import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Analytics } from '@shared/api/analytics';
import type { AnalyticsPeriod } from '@shared/domain/analytics';
import { adminTabs } from '@shared/texts/admin';
import { analyticsTexts as t } from '@shared/texts/admin-schedules';
import { paymentMethodTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { apiGet } from '@web/lib/api';
import { formatKr } from '@web/lib/format';
import { adminKeys } from '@web/lib/query-keys';

const title = adminTabs.find((tab) => tab.id === 'analyse')!.label;

const periods: readonly { id: AnalyticsPeriod; label: string }[] = [
  { id: '7', label: t.period7 },
  { id: '30', label: t.period30 },
  { id: '90', label: t.period90 },
  { id: 'all', label: t.periodAll },
];

const number = (value: number) => value.toLocaleString('da-DK', { maximumFractionDigits: 1 });
const dayFormat = new Intl.DateTimeFormat('da-DK', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayText = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));
const longDate = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'UTC' });

/** The daily revenue as small bars (for the eye) and a table (the numbers). */
function DailyRevenue({ days }: { days: Analytics['daily_revenue'] }) {
  const highest = Math.max(1, ...days.map((day) => day.revenue));
  return (
    <section className="admin-card-form" aria-labelledby="analytics-daily">
      <h3 id="analytics-daily">{t.dailyTitle}</h3>
      <div className="admin-chart" aria-hidden="true">
        {days.map((day) => (
          <div key={day.date} className="admin-chart__day">
            <div
              className="admin-chart__bar"
              style={{ height: `${(day.revenue / highest) * 100}%` }}
            />
            <span className="admin-chart__label">{dayText(day.date)}</span>
          </div>
        ))}
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.count}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayText(day.date)}</th>
                <td>{day.bookings}</td>
                <td>{formatKr(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FigureTable({
  id,
  heading,
  firstColumn,
  rows,
}: {
  id: string;
  heading: string;
  firstColumn: string;
  rows: readonly { name: string; bookings: number; revenue: number }[];
}) {
  return (
    <section className="admin-card-form" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {rows.length === 0 ? (
        <p className="admin-field__hint">{t.none}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{firstColumn}</th>
                <th scope="col">{t.count}</th>
                <th scope="col">{t.amount}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td>{row.bookings}</td>
                  <td>{formatKr(row.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AnalyticsView({ figures }: { figures: Analytics }) {
  return (
    <>
      <AdminStats
        label={title}
        stats={[
          { label: t.revenue, value: formatKr(figures.revenue), note: t.revenueNote },
          { label: t.bookings, value: String(figures.bookings) },
          {
            label: t.conversion,
            value: `${number(figures.conversion_rate)} %`,
            note: t.conversionNote,
          },
          {
            label: t.averageRating,
            value: figures.average_rating === null ? '–' : number(figures.average_rating),
            note:
              figures.ratings === 0
                ? t.noRatings
                : fillText(t.ratingCount, { count: figures.ratings }),
          },
          { label: t.averageOrder, value: formatKr(figures.average_order_value) },
        ]}
      />
      <DailyRevenue days={figures.daily_revenue} />
      <FigureTable
        id="analytics-products"
        heading={t.productsTitle}
        firstColumn={t.product}
        rows={figures.products.map((p) => ({ name: p.product_name, ...p }))}
      />
      <FigureTable
        id="analytics-methods"
        heading={t.methodsTitle}
        firstColumn={t.method}
        rows={figures.payment_methods.map((m) => ({
          name: m.method === 'unknown' ? t.unknownMethod : paymentMethodTexts[m.method],
          ...m,
        }))}
      />
      <section className="admin-card-form" aria-labelledby="analytics-summary">
        <h3 id="analytics-summary">{t.summaryTitle}</h3>
        <p>
          {fillText(t.summary, {
            bookings: figures.bookings,
            paid: figures.paid,
            completed: figures.completed,
            revenue: formatKr(figures.revenue),
          })}{' '}
          {figures.from
            ? fillText(t.summaryPeriod, {
                from: longDate.format(new Date(`${figures.from}T12:00:00Z`)),
              })
            : t.summaryAll}
        </p>
      </section>
    </>
  );
}

/** Analyse (product §2): the period's figures, computed by the server (default 30 days). */
export function Panel() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30');
  const figures = useQuery({
    queryKey: adminKeys.analytics(period),
    queryFn: ({ signal }) => apiGet('/api/admin/analytics', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        <div className="admin-periods-choice" role="group" aria-label={t.periodLabel}>
          {periods.map((option) => (
            <button
              key={option.id}
              type="button"
              className={`btn btn--small ${period === option.id ? 'btn--primary' : 'btn--outline'}`}
              aria-pressed={period === option.id}
              onClick={() => setPeriod(option.id)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </AdminTabHeading>
      <AdminQueryState query={figures} failedText={t.loadFailed}>
        {(data) => <AnalyticsView figures={data} />}
      </AdminQueryState>
    </section>
  );
}
