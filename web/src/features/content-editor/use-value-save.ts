import { contentTexts as t } from '@shared/texts/content';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { useContentChanges } from './content-api';

/**
 * Saving an entry's new value where it appears on the page (a text or an image): a toast says
 * how it went (the server's reason when it refused the value); once saved, `onSaved`.
 */
export function useValueSave(contentKey: string, onSaved: () => void) {
  const toast = useToast();
  const { update } = useContentChanges();
  const save = (value: string) =>
    update.mutate(
      { key: contentKey, body: { value } },
      {
        onSuccess: () => {
          toast.success(t.updated);
          onSaved();
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.isClientError ? error.message : t.updateFailed,
          ),
      },
    );
  return { save, saving: update.isPending };
}
