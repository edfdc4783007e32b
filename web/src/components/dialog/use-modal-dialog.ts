import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

/**
 * A native `<dialog>` shown as a modal while its component is mounted: opened on mount (focus
 * then goes to `initialFocus`, if given), closed on unmount with focus given back to what
 * opened it. Escape calls `onClose` (the owner unmounts the dialog). Spread the answer on the
 * `<dialog>`.
 */
export function useModalDialog(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, [initialFocus]);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  return { ref, onCancel };
}
