/**
 * What the (lazily loaded, admins-only) content editor takes from the always-loaded code
 * instead of importing it: the theme's contrast math. Rolldown emits a module shared by the
 * entry and a lazy chunk as a chunk of its own even though the entry has loaded it (rolldown
 * issue #10731), which would add a request to every visitor's first load; handing these over
 * keeps them in the entry. (The content catalogue is not in the entry: the editor imports it.)
 */
import { contrastRatio, lightText, readableTextColor } from './theme';

export interface EditorSupport {
  contrastRatio: (a: string, b: string) => number;
  readableTextColor: (background: string) => string;
  lightText: string;
}

export const editorSupport: EditorSupport = {
  contrastRatio,
  readableTextColor,
  lightText,
};
