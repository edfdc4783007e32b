import { useState } from 'react';
import { adminTabs } from '@shared/texts/admin';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { Tabs } from '@web/components/tabs/tabs';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { SendTab } from './send-tab';
import { TemplatesTab } from './templates-tab';

const title = adminTabs.find((tab) => tab.id === 'nyhedsbrev')!.label;

/** Nyhedsbrev (SPEC 2): a send tab and a templates tab. */
export function Panel() {
  const [tab, setTab] = useState<'send' | 'templates'>('send');
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <Tabs
        idPrefix="newsletter"
        label={t.tabsLabel}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'send', label: t.sendTab, panel: <SendTab /> },
          { id: 'templates', label: t.templatesTab, panel: <TemplatesTab /> },
        ]}
      />
    </section>
  );
}
