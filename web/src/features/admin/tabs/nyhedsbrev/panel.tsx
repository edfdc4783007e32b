import { adminTabs } from '@shared/texts/admin';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { AdminSubTabs } from '@web/features/admin/components/admin-sub-tabs';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { SendTab } from './send-tab';
import { TemplatesTab } from './templates-tab';

const title = adminTabs.find((tab) => tab.id === 'nyhedsbrev')!.label;

/** Nyhedsbrev (product §2): a send tab and a templates tab. */
export function Panel() {
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <AdminSubTabs
        idPrefix="newsletter"
        label={t.tabsLabel}
        tabs={[
          { id: 'send', label: t.sendTab, panel: <SendTab /> },
          { id: 'templates', label: t.templatesTab, panel: <TemplatesTab /> },
        ]}
      />
    </section>
  );
}
