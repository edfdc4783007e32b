/**
 * Around an admin form's save: the message the form shows, and the handlers to give the
 * mutation. Either way a toast says how it went; a success then calls `onSaved` (e.g. closes
 * the form), a failure shows the server's reason (or the failure text) in the form.
 */
import { useState } from 'react';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from './refusal';

export interface SaveTexts {
  done: string;
  failed: string;
}

/** The toasts of adding and of editing (the catalogue tabs' texts have these). */
export interface EntrySaveTexts {
  added: string;
  updated: string;
  addFailed: string;
  updateFailed: string;
}

/** The toasts of adding or of editing. */
export const saveTexts = (texts: EntrySaveTexts, editing: boolean): SaveTexts =>
  editing
    ? { done: texts.updated, failed: texts.updateFailed }
    : { done: texts.added, failed: texts.addFailed };

export function useAdminSave<Answer = unknown>(
  texts: SaveTexts,
  onSaved: (answer: Answer) => void,
) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const handlers = {
    onSuccess: (answer: Answer) => {
      toast.success(texts.done);
      onSaved(answer);
    },
    onError: (failure: unknown) => {
      setError(refusalText(failure, texts.failed));
      toast.error(texts.failed);
    },
  };
  return { error, setError, handlers };
}
