import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Analytics } from '@shared/api/analytics';
import { isoWeekOf, type AnalyticsPeriod, type ChartUnit } from '@shared/domain/analytics';
import { adminTabs } from '@shared/texts/admin';
import { analyticsTexts as t } from '@shared/texts/admin-analytics';
import { paymentMethodTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import { countText } from '@shared/texts/plural';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { AdminTableWrap } from '@web/features/admin/components/admin-table-wrap';
import { apiGet } from '@web/lib/api';
import { formatKr } from '@web/lib/format';
import { adminKeys } from '@web/lib/query-keys';
import './analyse.css';

const title = adminTabs.find((tab) => tab.id === 'analyse')!.label;

const periods: readonly { id: AnalyticsPeriod; label: string }[] = [
  { id: '7', label: t.period7 },
  { id: '30', label: t.period30 },
  { id: '90', label: t.period90 },
  { id: 'all', label: t.periodAll },
];

const number = (value: number) => value.toLocaleString('da-DK', { maximumFractionDigits: 1 });
const format = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('da-DK', { ...options, timeZone: 'UTC' });
  return (date: string) => formatter.format(new Date(`${date}T12:00:00Z`));
};
const weekdayDate = format({ weekday: 'short', day: 'numeric', month: 'short' });
const numericDate = format({ day: 'numeric', month: 'numeric' });
const monthYear = format({ month: 'long', year: 'numeric' });
const shortMonth = format({ month: 'short' });
const longDate = format({ dateStyle: 'long' });

type Bucket = Analytics['chart']['buckets'][number];

const chartTitles: Record<ChartUnit, string> = {
  day: t.chartDay,
  week: t.chartWeek,
  month: t.chartMonth,
};
const unitColumns: Record<ChartUnit, string> = { day: t.day, week: t.week, month: t.month };

/** A bucket named in full, for the table: 'man. 15. jun.', 'Uge 25 (15.6.–21.6.)', 'juni 2026'. */
function bucketName(bucket: Bucket, unit: ChartUnit): string {
  if (unit === 'day') return weekdayDate(bucket.from);
  if (unit === 'month') return monthYear(bucket.from);
  return fillText(t.weekRange, {
    week: isoWeekOf(bucket.from),
    from: numericDate(bucket.from),
    to: numericDate(bucket.to),
  });
}

/** A bucket's short label under its bar. */
function barLabel(bucket: Bucket, unit: ChartUnit, buckets: number): string {
  if (unit === 'week') return fillText(t.weekLabel, { week: isoWeekOf(bucket.from) });
  if (unit === 'month') return shortMonth(bucket.from);
  return buckets <= 7 ? weekdayDate(bucket.from) : numericDate(bucket.from);
}

/**
 * At most about six labels under the bars (they fit a phone), evenly spread, each with the
 * room of the bars it spans; the table has every bucket.
 */
const labelEvery = (buckets: number) => (buckets <= 7 ? 1 : Math.ceil(buckets / 6));

/** A row of figures: what it counts (a day, a product...), the bookings, the paid ones, the amount. */
interface FiguresRow {
  name: string;
  bookings: number;
  paid: number;
  revenue: number;
}

/** The figures as a table, a row each, in the frame of the admin's tables. */
function FiguresTable({
  label,
  caption,
  firstColumn,
  rows,
}: {
  label: string;
  /** The table's caption, for screen readers only; left out, the heading above names it. */
  caption?: string;
  firstColumn: string;
  rows: readonly FiguresRow[];
}) {
  return (
    <AdminTableWrap label={label}>
      <table className="admin-table analytics-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col">{t.count}</th>
            <th scope="col">{t.paidCount}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.bookings}</td>
              <td>{row.paid}</td>
              <td>{formatKr(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableWrap>
  );
}

/** The revenue of the period as bars (for the eye) and a table (the numbers). */
function RevenueChart({ chart }: { chart: Analytics['chart'] }) {
  const { unit, buckets } = chart;
  const highest = Math.max(1, ...buckets.map((bucket) => bucket.revenue));
  const every = labelEvery(buckets.length);
  return (
    <section className="admin-card-form" aria-labelledby="analytics-chart">
      <h3 id="analytics-chart">{chartTitles[unit]}</h3>
      <p className="admin-field__hint">{t.chartNote}</p>
      <div
        className="analytics-chart"
        style={{ gridTemplateColumns: `repeat(${buckets.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
        data-unit={unit}
        data-buckets={buckets.length}
      >
        {buckets.map((bucket, index) => (
          <div key={bucket.from} className="analytics-chart__bucket">
            <div
              className="analytics-chart__bar"
              title={`${bucketName(bucket, unit)}: ${formatKr(bucket.revenue)}`}
              style={{ height: `${(bucket.revenue / highest) * 100}%` }}
            />
            <span className="analytics-chart__label">
              {index % every === 0 && index + every <= buckets.length
                ? barLabel(bucket, unit, buckets.length)
                : ''}
            </span>
          </div>
        ))}
      </div>
      <details className="analytics-chart__numbers">
        <summary>{t.chartNumbers}</summary>
        <FiguresTable
          label={chartTitles[unit]}
          caption={chartTitles[unit]}
          firstColumn={unitColumns[unit]}
          rows={buckets.map((bucket) => ({ name: bucketName(bucket, unit), ...bucket }))}
        />
      </details>
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
  rows: readonly FiguresRow[];
}) {
  return (
    <section className="admin-card-form" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {rows.length === 0 ? (
        <p className="admin-field__hint">{t.none}</p>
      ) : (
        <FiguresTable label={heading} firstColumn={firstColumn} rows={rows} />
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
          { label: t.bookings, value: String(figures.bookings), note: t.bookingsNote },
          {
            label: t.conversion,
            value: `${number(figures.conversion_rate)} %`,
            note: t.conversionNote,
          },
          {
            label: t.averageOrder,
            value: formatKr(figures.average_order_value),
            note: t.averageOrderNote,
          },
          {
            label: t.averageRating,
            value: figures.average_rating === null ? '–' : number(figures.average_rating),
            note: figures.ratings === 0 ? t.noRatings : countText(t.ratingCount, figures.ratings),
          },
        ]}
      />
      <RevenueChart chart={figures.chart} />
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
          {countText(t.summaryMade, figures.bookings)}{' '}
          {fillText(t.summaryStates, {
            paid: figures.paid,
            completed: figures.completed,
            cancelled: figures.cancelled,
          })}{' '}
          {fillText(t.summaryRevenue, { revenue: formatKr(figures.revenue) })}{' '}
          {figures.refunds > 0 && (
            <>{fillText(t.summaryRefunds, { refunds: formatKr(figures.refunds) })} </>
          )}
          {figures.from
            ? fillText(t.summaryPeriod, { from: longDate(figures.from) })
            : t.summaryAll}
        </p>
      </section>
    </>
  );
}

/** Analyse (product §2): the period's figures and chart, computed by the server (default 30 days). */
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
        {(data) => (
          <div aria-busy={figures.isPlaceholderData || undefined}>
            <AnalyticsView figures={data} />
          </div>
        )}
      </AdminQueryState>
    </section>
  );
}
