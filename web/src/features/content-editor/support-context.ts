/** The editor's support from the always-loaded code (see lib/content/editor-support). */
import { createContext, useContext } from 'react';
import type { EditorSupport } from '@web/lib/content/editor-support';

export const SupportContext = createContext<EditorSupport | null>(null);

export function useEditorSupport(): EditorSupport {
  const support = useContext(SupportContext);
  if (!support) throw new Error('useEditorSupport outside the content editor');
  return support;
}
