import { describe, expect, it } from 'vitest';
import { addToast, maxVisibleToasts, removeToast, toastDurationMs, type Toast } from './toast-list';

const toast = (id: number, message = `besked ${id}`): Toast => ({ id, kind: 'info', message });

describe('toast list', () => {
  it('adds newest last and keeps only the newest few', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= maxVisibleToasts + 2; id += 1) list = addToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual([3, 4, 5]);
  });

  it('replaces an identical message instead of stacking it', () => {
    const list = addToast(
      addToast([], toast(1, 'Indhold opdateret')),
      toast(2, 'Indhold opdateret'),
    );
    expect(list.map((t) => t.id)).toEqual([2]);
  });

  it('lets the newest outcome replace toasts of another kind, so none contradict', () => {
    const success: Toast = {
      id: 1,
      kind: 'success',
      message: 'Konto oprettet! Du kan nu logge ind.',
    };
    const error: Toast = { id: 2, kind: 'error', message: 'Din email er ikke bekræftet endnu' };
    expect(addToast([success], error)).toEqual([error]);
    const failed: Toast = { id: 3, kind: 'error', message: 'Kunne ikke opdatere adgangskode' };
    const updated: Toast = { id: 4, kind: 'success', message: 'Adgangskode opdateret!' };
    expect(addToast([failed], updated)).toEqual([updated]);
  });

  it('removes by id', () => {
    expect(removeToast([toast(1), toast(2)], 1).map((t) => t.id)).toEqual([2]);
  });

  it('keeps errors longer than other toasts', () => {
    expect(toastDurationMs('error')).toBeGreaterThan(toastDurationMs('success'));
  });
});
