/**
 * 'Dagens rute' (product §2 'Bookings'): a date (today in Copenhagen at first) and that day's
 * bookings as the route the pilot drives: from the base, each drive with the time to spare,
 * each stop, and home; a link opens the route in a map; 'Bed om ny tid for dagen' and the
 * customers' answers (decision 0039). It follows bookings made or moved anywhere (live
 * updates).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DayRoute, DayRouteStop } from '@shared/api/day-route';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { formatDanishDate, formatDuration, formatTime24 } from '@shared/domain/danish-format';
import { pagePath } from '@shared/site/pages';
import { dayRouteTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import { addressTexts } from '@shared/texts/address';
import { summaryTexts } from '@shared/texts/booking';
import {
  adminBookingsQueryOptions,
  dayRouteQueryOptions,
} from '@web/features/admin/api/admin-queries';
import { DayRescheduleRequests } from './reschedule-ask';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { safeUrl } from '@web/lib/safe-url';
import { PhoneLink } from '@web/features/admin/components/phone-link';
import { dayRouteItems, legLine, type DayRouteItem } from './day-route-items';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** @param today the first date shown (tests); otherwise today in Copenhagen */
export function DayRouteSection({ today }: { today?: string }) {
  const headingId = `${useId()}-day-route`;
  const [date, setDate] = useState(() => today ?? copenhagenToday());
  const chosen = isDate(date);
  const route = useQuery({
    ...dayRouteQueryOptions(date),
    enabled: chosen,
    // The last day's route stays while the next is read, so the page does not jump.
    placeholderData: keepPreviousData,
  });
  // The day's answers to 'Bed om ny tid' are read from the bookings the tab shows.
  const bookings = useQuery(adminBookingsQueryOptions);
  return (
    <section className="admin-day-route" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.title}</h3>
      <p className="admin-field__hint">{t.intro}</p>
      <div className="admin-form__row">
        <AdminInput
          label={t.date}
          type="date"
          value={date}
          error={chosen ? undefined : t.dateRequired}
          onValue={setDate}
        />
      </div>
      {chosen ? <DayRescheduleRequests date={date} bookings={bookings.data ?? []} /> : null}
      {chosen ? (
        <AdminQueryState query={route} failedText={t.loadFailed}>
          {(data) => <DayRouteView route={data} busy={route.isPlaceholderData} />}
        </AdminQueryState>
      ) : null}
    </section>
  );
}

/** A day's route; `busy` while it is the day before's, shown until the chosen day's arrives. */
function DayRouteView({ route, busy }: { route: DayRoute; busy: boolean }) {
  const items = dayRouteItems(route);
  return (
    <div className="admin-day-route__day" aria-busy={busy || undefined}>
      <p className="admin-day-route__facts">
        {route.opens && route.closes
          ? fillText(t.workingDay, { opens: route.opens, closes: route.closes })
          : t.noWorkingDay}
        {' · '}
        {fillText(t.buffer, { duration: formatDuration(route.buffer_minutes) })}
      </p>
      {items.length === 0 ? (
        <p className="admin-empty">{t.empty}</p>
      ) : (
        <>
          <ol
            className="admin-route"
            aria-label={fillText(t.listLabel, { date: formatDanishDate(route.date) })}
          >
            {items.map((item, index) => (
              <li key={index} className={`admin-route__item admin-route__item--${item.kind}`}>
                <RouteItem item={item} />
              </li>
            ))}
          </ol>
          {route.map_url ? (
            <p>
              <a href={safeUrl(route.map_url)} target="_blank" rel="noopener noreferrer">
                {t.mapLink}
                <span className="visually-hidden"> {t.newWindow}</span>
              </a>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

function RouteItem({ item }: { item: DayRouteItem }) {
  switch (item.kind) {
    case 'base':
      return <p>{fillText(t.base, { address: item.address })}</p>;
    case 'no-base':
      return (
        <p>
          {t.noBase}{' '}
          <Link to={pagePath('admin', {}, { tab: 'indstillinger' })}>{t.noBaseLink}</Link>
        </p>
      );
    case 'home':
      return <p>{t.home}</p>;
    case 'leg': {
      const line = legLine(item.leg);
      return (
        <p className={line.short ? 'admin-route__leg admin-route__leg--short' : 'admin-route__leg'}>
          {line.short ? (
            <span className="admin-route__warning-mark" aria-hidden="true">
              !
            </span>
          ) : null}
          {line.text}
        </p>
      );
    }
    case 'stop':
      return <RouteStop stop={item.stop} />;
  }
}

function RouteStop({ stop }: { stop: DayRouteStop }) {
  const titleId = `day-route-stop-${stop.booking_id}`;
  return (
    <article className="admin-booking admin-route__stop" aria-labelledby={titleId}>
      <h4 id={titleId}>
        {fillText(t.stopTitle, {
          time: formatTime24(stop.time),
          end: formatTime24(stop.end_time),
          product: stop.product_name,
        })}
      </h4>
      {stop.outside_hours ? (
        <p className="admin-booking__badges">
          <span className="admin-badge admin-badge--error">{t.outsideHours}</span>
        </p>
      ) : null}
      <AdminFacts
        facts={[
          stop.booking_number
            ? { label: summaryTexts.bookingNumber, value: stop.booking_number }
            : null,
          {
            label: t.address,
            value: (
              <>
                {stop.address}{' '}
                <a href={safeUrl(stop.address_map_url)} target="_blank" rel="noopener noreferrer">
                  {t.addressMap}
                  <span className="visually-hidden"> {t.newWindow}</span>
                </a>
              </>
            ),
          },
          stop.access_notes
            ? {
                label: addressTexts.accessNotes,
                value: <span className="multiline-text">{stop.access_notes}</span>,
              }
            : null,
          stop.customer_name ? { label: t.name, value: stop.customer_name } : null,
          stop.customer_phone
            ? { label: t.phone, value: <PhoneLink phone={stop.customer_phone} /> }
            : null,
          { label: t.customer, value: stop.customer_email },
        ]}
      />
    </article>
  );
}
