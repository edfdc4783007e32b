/**
 * In-place editing of site texts: when an admin turns it on, the content editor (loaded only
 * for admins) supplies the control that `Editable` renders instead of the plain text. For
 * everyone else the context is null and `Editable` is just the text.
 */
import { createContext, type ComponentType } from 'react';
import type { ContentKey } from '@shared/content/catalog';

export interface InlineEditorProps {
  contentKey: ContentKey;
  text: string;
  /** A paragraph rather than a line (a textarea to edit it). */
  multiline?: boolean;
  /** An image (or video) entry: the control changes it through the uploader. */
  image?: boolean;
}

export type InlineEditor = ComponentType<InlineEditorProps>;

export const InlineEditContext = createContext<InlineEditor | null>(null);
