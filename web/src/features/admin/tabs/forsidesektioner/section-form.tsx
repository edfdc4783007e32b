import { useId, useState, type FormEvent } from 'react';
import type { HomeSection } from '@shared/api/entities';
import { adminTexts } from '@shared/texts/admin';
import { homeSectionAdminTexts as t } from '@shared/texts/admin-catalog';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useSectionChanges } from './section-actions';

/** Adding or editing a home section: title, description and image required (SPEC 5). */
export function SectionForm({ section, onDone }: { section?: HomeSection; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { create, update } = useSectionChanges();
  const [title, setTitle] = useState(section?.title ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const [image, setImage] = useState(section?.image_url ?? '');
  const [active, setActive] = useState(section?.is_active ?? true);
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !description.trim() || !image.trim()) {
      setError(t.fieldsRequired);
      return;
    }
    setError(null);
    const body = { title, description, image_url: image.trim(), is_active: active };
    const failed = section ? t.updateFailed : t.addFailed;
    const onError = (failure: unknown) => {
      setError(refusalText(failure, failed));
      toast.error(failed);
    };
    const onSuccess = () => {
      toast.success(section ? t.updated : t.added);
      onDone();
    };
    if (section) update.mutate({ id: section.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={field('title')}
    >
      <h3 id={field('title')}>{section ? t.editTitle : t.addTitle}</h3>
      <div className="admin-field">
        <label htmlFor={field('name')}>{t.title}</label>
        <input id={field('name')} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor={field('description')}>{t.description}</label>
        <textarea
          id={field('description')}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={field('image')}>{t.image}</label>
        <input
          id={field('image')}
          inputMode="url"
          aria-describedby={field('image-hint')}
          value={image}
          onChange={(e) => setImage(e.target.value)}
        />
        <p id={field('image-hint')} className="admin-field__hint">
          {t.imageHint}
        </p>
      </div>
      <label className="admin-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        {t.active}
      </label>
      {error ? (
        <p role="alert" className="admin-field__error">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? adminTexts.saving : adminTexts.save}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onDone}>
          {adminTexts.cancel}
        </button>
      </div>
    </form>
  );
}
