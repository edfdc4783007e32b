import { useContext } from 'react';
import type { ContentKey } from '@shared/content/catalog';
import { InlineEditContext } from './inline-edit';
import { useContent, useRawContent } from './use-content';

/**
 * A site text that admins can edit where it appears (product §2 'Admin inline content editor'):
 * the plain text for everyone, the editor's inline control while an admin edits the page.
 * Use it for texts outside links and buttons (a control may not sit inside those).
 */
export function Editable({
  k,
  multiline,
  image,
}: {
  k: ContentKey;
  multiline?: boolean;
  /** An image entry: nothing for visitors (the page shows the image), a control for admins. */
  image?: boolean;
}) {
  const text = useContent(k);
  const written = useRawContent(k);
  const Control = useContext(InlineEditContext);
  if (!Control) return image ? null : <>{text}</>;
  // The owner edits the text as written: its placeholders stay placeholders.
  return <Control contentKey={k} text={written} multiline={multiline} image={image} />;
}
