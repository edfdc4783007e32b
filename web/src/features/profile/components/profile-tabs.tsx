import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ProfileTab<T extends string> {
  id: T;
  label: string;
  panel: ReactNode;
}

interface ProfileTabsProps<T extends string> {
  label: string;
  tabs: readonly ProfileTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order; the panel is labelled by its tab.
 */
export function ProfileTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: ProfileTabsProps<T>) {
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
    listRef.current?.querySelector<HTMLElement>(`#profile-tab-${target.id}`)?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div className="profile-tabs">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="profile-tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`profile-tab-${tab.id}`}
            type="button"
            role="tab"
            className="profile-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`profile-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          id={`profile-panel-${current.id}`}
          role="tabpanel"
          aria-labelledby={`profile-tab-${current.id}`}
          className="profile-tabs__panel"
          tabIndex={0}
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
