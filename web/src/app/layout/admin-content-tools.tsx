import { lazy, Suspense } from 'react';
import { useAuth } from '@web/lib/auth/auth-context';
import { editorSupport } from '@web/lib/content/editor-support';
import type { InlineEditor } from '@web/lib/content/inline-edit';

// Only admins ever load the editor's code.
const ContentEditor = lazy(() =>
  import('@web/features/content-editor/content-editor').then((m) => ({ default: m.ContentEditor })),
);

/** The content editor's tools, for admins only. */
export function AdminContentTools({
  onInlineEditor,
}: {
  onInlineEditor: (editor: InlineEditor | null) => void;
}) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <ContentEditor onInlineEditor={onInlineEditor} support={editorSupport} />
    </Suspense>
  );
}
