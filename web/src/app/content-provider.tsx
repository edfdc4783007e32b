import { useEffect, useMemo, type ReactNode } from 'react';
import { useBootstrapData } from '../lib/bootstrap';
import { ContentContext } from '../lib/content/content-context';
import { contentValues } from '../lib/content/resolve-content';
import { themeVariables } from '../lib/content/theme';

/**
 * Makes the site content of the bootstrap response available to `useContent` and applies
 * the colour entries as CSS variables on the document root.
 */
export function ContentProvider({ children }: { children: ReactNode }) {
  const { content } = useBootstrapData();
  const values = useMemo(() => contentValues(content), [content]);

  useEffect(() => {
    const style = document.documentElement.style;
    const vars = themeVariables(values);
    for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) style.removeProperty(name);
    };
  }, [values]);

  return <ContentContext.Provider value={values}>{children}</ContentContext.Provider>;
}
