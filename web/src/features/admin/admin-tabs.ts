/**
 * The panels of the admin tabs. Each tab's panel lives in `tabs/<tab id>/panel.tsx` and
 * exports `Panel`; it is loaded only when its tab is opened. A tab whose panel does not exist
 * yet shows its heading and an empty state.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { adminTabs, setupTab, type AdminTabId } from '@shared/texts/admin';

type PanelModule = { Panel: ComponentType };

const panelModules = import.meta.glob<PanelModule>('./tabs/*/panel.tsx');

const panels = new Map<AdminTabId, LazyExoticComponent<ComponentType>>();

/** The lazily loaded panel of a tab, or undefined when the tab has none yet. */
export function panelOf(tab: AdminTabId): LazyExoticComponent<ComponentType> | undefined {
  const load = panelModules[`./tabs/${tab}/panel.tsx`];
  if (!load) return undefined;
  let panel = panels.get(tab);
  if (!panel) {
    panel = lazy(() => load().then((module) => ({ default: module.Panel })));
    panels.set(tab, panel);
  }
  return panel;
}

export const isAdminTabId = (value: string | null): value is AdminTabId =>
  value === setupTab.id || adminTabs.some((tab) => tab.id === value);
