import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** Show a Danish toast at the top centre: `useToast().success('Indhold opdateret')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
