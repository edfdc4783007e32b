import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminTabs, adminTexts, setupTab, type AdminTabId } from '@shared/texts/admin';
import { ErrorBoundary } from '@web/components/error-boundary';
import { Tabs, type Tab } from '@web/components/tabs/tabs';
import { isAdminTabId, panelOf } from '../admin-tabs';
import { setupQueryOptions } from '../api/admin-queries';
import { AdminTabHeading } from '../components/admin-tab-heading';
import '../admin.css';
import { PageHero } from '@web/components/page-hero';

const defaultTab: AdminTabId = 'oversigt';

type AdminTab = { id: AdminTabId; label: string };

function TabPanel({ tab }: { tab: AdminTab }) {
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
 * `/admin` (admins only): the thirteen tabs of product §2 "Admin panel" as an accessible tab
 * list, a column beside the panel on a wide screen and one labelled list box on a phone. The selected tab is kept in `?tab=`, so it survives a reload and can be linked; each
 * panel loads only when its tab is opened, so none of the admin code reaches a visitor.
 * Until the site is set up, 'Kom i gang' comes first, and until it can take bookings the
 * panel opens on it.
 */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const setup = useQuery(setupQueryOptions);
  const mustSetUp = setup.data !== undefined && !setup.data.can_take_bookings;
  const opening = !isAdminTabId(tabParam) && setup.isPending;
  const selected: AdminTabId = isAdminTabId(tabParam)
    ? tabParam
    : mustSetUp
      ? setupTab.id
      : defaultTab;

  // Opened on the checklist: keep it in the address, so that finishing a step does not move
  // the owner to another tab.
  useEffect(() => {
    if (mustSetUp && !isAdminTabId(tabParam))
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('tab', setupTab.id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [mustSetUp, tabParam, setParams]);

  const select = (id: AdminTabId) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        // The booking a mail linked to belongs to the tab it opened.
        next.delete('booking');
        if (id === defaultTab) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const showSetup = (setup.data !== undefined && !setup.data.complete) || selected === setupTab.id;
  const shown: AdminTab[] = showSetup ? [setupTab, ...adminTabs] : [...adminTabs];
  const tabs: Tab<AdminTabId>[] = shown.map((tab) => ({
    id: tab.id,
    label: tab.label,
    panel: <TabPanel tab={tab} />,
  }));

  return (
    <>
      <PageHero title={adminTexts.title} intro={adminTexts.intro} className="admin-hero" />
      <div className="page-body container admin">
        {opening ? (
          <p role="status" className="admin-loading">
            <span className="spinner spinner--small" aria-hidden="true" /> {adminTexts.loadingTab}
          </p>
        ) : (
          <Tabs
            idPrefix="admin"
            label={adminTexts.tabsLabel}
            picker={adminTexts.tabPicker}
            orientation="vertical"
            className="admin-tabs"
            tabs={tabs}
            selected={selected}
            onSelect={select}
          />
        )}
      </div>
    </>
  );
}
