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
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order; the panel is labelled by its tab.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
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
  return (
    <div className="tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
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
          id={`${idPrefix}-panel-${current.id}`}
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
