import { useEffect, useMemo, type ReactNode } from 'react';
import { useBootstrapData } from '../lib/bootstrap';
import { siteFactValues } from '@shared/content/site-facts';
import { ContentContext, SiteFactsContext } from '../lib/content/content-context';
import { contentValues, resolveContent } from '../lib/content/resolve-content';
import { themeVariables } from '../lib/content/theme';

/**
 * Makes the site content of the bootstrap response available to `useContent`, with the
 * business's facts its texts may name (shared/content/site-facts.ts), and applies the colour
 * entries as CSS variables on the document root.
 */
export function ContentProvider({ children }: { children: ReactNode }) {
  const { content, business, contact, delivery, zones } = useBootstrapData();
  const values = useMemo(() => contentValues(content), [content]);
  const facts = useMemo(
    () =>
      siteFactValues({ business, contact, delivery, zones }, resolveContent(values, 'site-name')),
    [business, contact, delivery, zones, values],
  );

  useEffect(() => {
    const style = document.documentElement.style;
    const vars = themeVariables(values);
    for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) style.removeProperty(name);
    };
  }, [values]);

  return (
    <ContentContext.Provider value={values}>
      <SiteFactsContext.Provider value={facts}>{children}</SiteFactsContext.Provider>
    </ContentContext.Provider>
  );
}
