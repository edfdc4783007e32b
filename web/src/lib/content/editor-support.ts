/**
 * What the (lazily loaded, admins-only) content editor takes from the always-loaded code
 * instead of importing it: the catalogue and the theme's contrast math. Rolldown emits a
 * module shared by the entry and a lazy chunk as a chunk of its own even though the entry has
 * loaded it (rolldown issue #10731), which would add requests and bytes to every visitor's
 * first load; handing these over keeps them in the entry.
 */
import { contentCatalog, contentCategories, type ContentEntry } from '@shared/content/catalog';
import { contrastRatio, lightText, readableTextColor } from './theme';

export interface EditorSupport {
  catalog: readonly ContentEntry[];
  categories: readonly string[];
  contrastRatio: (a: string, b: string) => number;
  readableTextColor: (background: string) => string;
  lightText: string;
}

export const editorSupport: EditorSupport = {
  catalog: contentCatalog,
  categories: contentCategories,
  contrastRatio,
  readableTextColor,
  lightText,
};
