import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminTabs, adminTexts, type AdminTabId } from '@shared/texts/admin';
import { ErrorBoundary } from '@web/components/error-boundary';
import { Tabs, type Tab } from '@web/components/tabs/tabs';
import { isAdminTabId, panelOf } from '../admin-tabs';
import { AdminTabHeading } from '../components/admin-tab-heading';
import '../admin.css';

const defaultTab: AdminTabId = 'oversigt';

function TabPanel({ tab }: { tab: (typeof adminTabs)[number] }) {
  const Panel = panelOf(tab.id);
  if (!Panel) {
    return (
      <section className="admin-tab">
        <AdminTabHeading title={tab.label} />
        <p className="admin-empty">{adminTexts.emptyTab}</p>
      </section>
    );
  }
  return (
    <ErrorBoundary key={tab.id} inline>
      <Suspense
        fallback={
          <p role="status" className="admin-loading">
            <span className="spinner spinner--small" aria-hidden="true" /> {adminTexts.loadingTab}
          </p>
        }
      >
        <Panel />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * `/admin` (admins only): the eleven tabs of SPEC 2 as an accessible tab list. The selected
 * tab is kept in `?tab=`, so it survives a reload and can be linked; each panel loads only
 * when its tab is opened, so none of the admin code reaches a visitor.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const selected: AdminTabId = isAdminTabId(tabParam) ? tabParam : defaultTab;

  const select = (id: AdminTabId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === defaultTab) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const tabs: Tab<AdminTabId>[] = adminTabs.map((tab) => ({
    id: tab.id,
    label: tab.label,
    panel: <TabPanel tab={tab} />,
  }));

  return (
    <>
      <header className="page-hero on-dark">
        <div className="container">
          <h1>{adminTexts.title}</h1>
          <p>{adminTexts.intro}</p>
        </div>
      </header>
      <div className="page-body container admin">
        <Tabs
          idPrefix="admin"
          label={adminTexts.tabsLabel}
          tabs={tabs}
          selected={selected}
          onSelect={select}
        />
      </div>
    </>
  );
}
