/** A tab's own tabs (e.g. Nyhedsbrev's send and templates), the first one selected first. */
import { useState } from 'react';
import { Tabs, type Tab } from '@web/components/tabs/tabs';

export function AdminSubTabs<Id extends string>({
  idPrefix,
  label,
  tabs,
}: {
  idPrefix: string;
  label: string;
  tabs: readonly [Tab<Id>, ...Tab<Id>[]];
}) {
  const [selected, setSelected] = useState<Id>(tabs[0].id);
  return (
    <Tabs
      idPrefix={idPrefix}
      label={label}
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
    />
  );
}
