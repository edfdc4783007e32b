/** The pure rules of the toast stack: newest last, at most a few visible, timed by kind. */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const maxVisibleToasts = 3;

export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  // The same message twice in a row (a double click) shows once.
  const withoutDuplicate = list.filter(
    (t) => !(t.kind === toast.kind && t.message === toast.message),
  );
  return [...withoutDuplicate, toast].slice(-maxVisibleToasts);
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** How long a toast stays: errors a little longer, so they can be read. */
export function toastDurationMs(kind: ToastKind): number {
  return kind === 'error' ? 6000 : 4000;
}
