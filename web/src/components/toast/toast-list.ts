/** The pure rules of the toast stack: newest last, at most a few visible, timed by kind. */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const maxVisibleToasts = 3;

/**
 * The newest outcome wins: a toast of another kind replaces the ones shown ('Kunne ikke
 * opdatere adgangskode' never stands beside 'Adgangskode opdateret!'), toasts of one kind
 * stack up to a few, and the same message twice in a row (a double click) shows once.
 */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  const kept = list.filter((t) => t.kind === toast.kind && t.message !== toast.message);
  return [...kept, toast].slice(-maxVisibleToasts);
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** How long a toast stays: errors a little longer, so they can be read. */
export function toastDurationMs(kind: ToastKind): number {
  return kind === 'error' ? 6000 : 4000;
}
