/**
 * Saving an entry of an admin list from its form: a new one by `create`, an edited one (it
 * has an id) by `update`, with the toasts of adding or of editing; once saved, `onSaved`
 * (e.g. the form closes). `form` is what the AdminForm shows: the title of adding or of
 * editing, the error, and whether the save runs.
 */
import { saveTexts, useAdminSave, type EntrySaveTexts } from './use-admin-save';

/** The form's titles and toasts of adding and of editing (the catalogue tabs' texts have these). */
export interface EntryFormTexts extends EntrySaveTexts {
  addTitle: string;
  editTitle: string;
}

type SaveHandlers<Answer> = {
  onSuccess: (answer: Answer) => void;
  onError: (failure: unknown) => void;
};

/** A mutation as the form uses it (React Query's result fits). */
interface Change<Variables, Answer> {
  mutate: (variables: Variables, handlers: SaveHandlers<Answer>) => void;
  isPending: boolean;
}

/**
 * @param id the edited entry's id; undefined for a new entry
 * @param changes the tab's `create` and `update` (e.g. `useZoneChanges()`)
 */
export function useEntrySave<Id, Body, Answer>(
  id: Id | undefined,
  {
    create,
    update,
  }: { create: Change<Body, Answer>; update: Change<{ id: Id; body: Body }, Answer> },
  texts: EntryFormTexts,
  onSaved: (answer: Answer) => void,
) {
  const { error, setError, handlers } = useAdminSave<Answer>(
    saveTexts(texts, id !== undefined),
    onSaved,
  );
  const save = (body: Body) => {
    setError(null);
    if (id === undefined) create.mutate(body, handlers);
    else update.mutate({ id, body }, handlers);
  };
  const form = {
    title: id === undefined ? texts.addTitle : texts.editTitle,
    error,
    saving: create.isPending || update.isPending,
  };
  return { setError, save, form };
}
