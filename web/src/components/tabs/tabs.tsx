import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  /** Prefix of the tab and panel element ids (unique on the page). */
  idPrefix: string;
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /**
   * Many tabs: on screens narrower than 64rem (phones, tablets) a list box labelled with this
   * text stands in for the row of tabs, one line however many tabs there are.
   */
  picker?: string;
  /** 'vertical': the tabs stand in a column beside the panel (from 64rem; above it below). */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const nextKeys = { horizontal: ['ArrowRight'], vertical: ['ArrowDown', 'ArrowRight'] };
const previousKeys = { horizontal: ['ArrowLeft'], vertical: ['ArrowUp', 'ArrowLeft'] };

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order; the panel is labelled by its tab.
 * With a `picker`, a native select does the same on small screens (the current tab is its
 * value, announced as such; the phone's own picker lists every tab at once).
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  picker,
  orientation = 'horizontal',
  className,
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = nextKeys[orientation].includes(event.key)
      ? index === last
        ? 0
        : index + 1
      : previousKeys[orientation].includes(event.key)
        ? index === 0
          ? last
          : index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${target.id}`)?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const panelId = current ? `${idPrefix}-panel-${current.id}` : undefined;
  const classes = ['tabs', `tabs--${orientation}`, picker ? 'tabs--picker' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {picker ? (
        <div className="tabs__picker">
          <label className="tabs__picker-label" htmlFor={`${idPrefix}-picker`}>
            {picker}
          </label>
          <select
            id={`${idPrefix}-picker`}
            className="tabs__picker-select"
            value={current?.id}
            aria-controls={panelId}
            onChange={(event) => {
              const chosen = tabs.find((tab) => tab.id === event.target.value);
              if (chosen) onSelect(chosen.id);
            }}
          >
            {tabs.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {tab.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className="tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-tab-${current.id}`}
          className="tabs__panel"
          tabIndex={0}
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
