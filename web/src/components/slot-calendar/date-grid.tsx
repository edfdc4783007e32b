import { useMemo, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  danishWeekdaysShort,
  formatDanishDate,
  formatDanishMonth,
  mondayFirstWeeks,
} from '@shared/domain/danish-format';
import { danishWeekdays } from '@shared/domain/danish-words';
import type { AvailabilityDay } from '@shared/api/availability';
import './slot-calendar.css';

interface DateGridProps {
  today: string;
  days: readonly AvailabilityDay[];
  selected: string | null;
  onSelect: (date: string) => void;
}

const moves: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The 28-day window as a Monday-first calendar. Days without free slots are disabled. One
 * day button is in the Tab order (the selected or first bookable one); arrow keys move
 * between bookable days (left/right a day, up/down a week), Home/End to the first/last.
 */
export function DateGrid({ today, days, selected, onSelect }: DateGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => mondayFirstWeeks(today, days.length), [today, days.length]);
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const bookable = useMemo(
    () => days.filter((day) => day.slots.length > 0).map((day) => day.date),
    [days],
  );
  const focusTarget = selected && bookable.includes(selected) ? selected : bookable[0];
  const lastDate = days.at(-1)?.date ?? today;

  const focusDate = (date: string) => {
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    let target: string | undefined;
    if (event.key === 'Home') target = bookable[0];
    else if (event.key === 'End') target = bookable.at(-1);
    else if (moves[event.key] !== undefined) {
      const step = moves[event.key]!;
      // The nearest bookable day in the direction of the key (a week at a time for up/down).
      for (
        let next = addDays(date, step);
        next >= today && next <= lastDate;
        next = addDays(next, step)
      ) {
        if (bookable.includes(next)) {
          target = next;
          break;
        }
      }
    }
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    focusDate(target);
  };

  const caption =
    formatDanishMonth(today) === formatDanishMonth(lastDate)
      ? formatDanishMonth(today)
      : `${formatDanishMonth(today)} – ${formatDanishMonth(lastDate)}`;

  return (
    <table ref={tableRef} className="date-grid">
      <caption className="date-grid__caption">{caption}</caption>
      <thead>
        <tr>
          {danishWeekdaysShort.map((short, index) => (
            <th key={short} scope="col">
              <abbr title={danishWeekdays[index]}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const day = byDate.get(date);
              if (!day) {
                return <td key={date} className="date-grid__outside" aria-hidden="true" />;
              }
              const free = day.slots.length > 0;
              const isSelected = date === selected;
              return (
                <td key={date}>
                  <button
                    type="button"
                    className="date-grid__day"
                    data-date={date}
                    aria-label={formatDanishDate(date)}
                    aria-pressed={isSelected}
                    disabled={!free}
                    tabIndex={date === focusTarget ? 0 : -1}
                    onClick={() => onSelect(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    {Number(date.slice(8, 10))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
