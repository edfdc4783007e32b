import { useCallback, useContext, useEffect, useState } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  type GetScrollRestorationKeyFunction,
} from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { AuthProvider } from '../auth/auth-provider';
import { useContent } from '@web/lib/content/use-content';
import { SiteFactsContext } from '@web/lib/content/content-context';
import { fillContent } from '@web/lib/content/fill-content';
import { documentTitle, routeTitle } from '@web/lib/route-handle';
import { InlineEditContext, type InlineEditor } from '@web/lib/content/inline-edit';
import { AdminContentTools } from './admin-content-tools';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The page frame: skip link, navbar, main landmark, footer; titles and scroll per route.
 * The account state lives here, inside the router, so sign-out can navigate.
 */
/**
 * Where a page's scroll position is remembered: per history entry, as React Router does,
 * except for the entry a page load starts with. Every page load's first entry has the key
 * 'default', so typing /contact after scrolling /products would open /contact scrolled down;
 * keyed by its path instead, only a reload of the same page keeps its position.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `load:${location.pathname}` : location.key;

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const siteName = useContent('site-name');
  // A page title may name where we fly ({area}), as the site's texts do.
  const title = fillContent(routeTitle(useMatches()) ?? '', useContext(SiteFactsContext));

  // The inline editor's control while an admin edits texts in place (see Editable).
  const [inlineEditor, setInlineEditor] = useState<{ Control: InlineEditor } | null>(null);
  const onInlineEditor = useCallback(
    (Control: InlineEditor | null) => setInlineEditor(Control ? { Control } : null),
    [],
  );

  // Routes with a fixed title declare it in their handle; dynamic pages set their own.
  useEffect(() => {
    if (title) document.title = documentTitle(title, siteName);
  }, [title, siteName]);

  return (
    <AuthProvider>
      <InlineEditContext.Provider value={inlineEditor?.Control ?? null}>
        <a className="skip-link" href="#main">
          {useContent('nav-skip-link')}
        </a>
        <div
          className="route-progress"
          data-active={navigation.state !== 'idle' || undefined}
          aria-hidden="true"
        />
        <Navbar tools={<AdminContentTools onInlineEditor={onInlineEditor} />} />
        <main
          id="main"
          tabIndex={-1}
          className={pathname === pagePath('home') ? 'site-main site-main--home' : 'site-main'}
        >
          <Outlet />
        </main>
        <Footer />
        <ScrollRestoration getKey={scrollKey} />
      </InlineEditContext.Provider>
    </AuthProvider>
  );
}
