/**
 * Saving an entry of an admin list from its form: a new one by `create`, an edited one (it
 * has an id) by `update`, with the toasts of adding or of editing; once saved, `onSaved`
 * (e.g. the form closes). `form` is what the AdminForm shows: the title of adding or of
 * editing, the error, and whether the save runs. `saveChecked` takes the body as the form's
 * own check made it, or shows the problem the check found.
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

/** The form's check of its values: the body to send, or the Danish problem that stops it. */
export type CheckedBody<Body> = { body: Body } | { problem: string };

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
  const saveChecked = (checked: CheckedBody<Body>) =>
    'problem' in checked ? setError(checked.problem) : save(checked.body);
  const form = {
    title: id === undefined ? texts.addTitle : texts.editTitle,
    error,
    saving: create.isPending || update.isPending,
  };
  return { setError, save, saveChecked, form };
}
