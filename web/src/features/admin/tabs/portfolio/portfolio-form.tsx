import { useId, useState, type FormEvent } from 'react';
import type { PortfolioItem } from '@shared/api/entities';
import { adminTexts } from '@shared/texts/admin';
import { portfolioAdminTexts as t } from '@shared/texts/admin-catalog';
import { Uploader } from '@web/components/uploader/uploader';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from '@web/features/admin/lib/refusal';
import { usePortfolioChanges } from './portfolio-actions';

/** Adding (title and picture required) or editing (title required) a portfolio item. */
export function PortfolioForm({ item, onDone }: { item?: PortfolioItem; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { create, update } = usePortfolioChanges();
  const [title, setTitle] = useState(item?.title ?? '');
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (item && !title.trim()) {
      setError(t.titleRequired);
      return;
    }
    if (!item && (!title.trim() || !image)) {
      setError(t.fieldsRequired);
      return;
    }
    setError(null);
    const failed = item ? t.updateFailed : t.addFailed;
    const onError = (failure: unknown) => {
      setError(refusalText(failure, failed));
      toast.error(failed);
    };
    const onSuccess = () => {
      toast.success(item ? t.updated : t.added);
      onDone();
    };
    if (item) {
      const body = { title, ...(image ? { image_url: image } : {}) };
      update.mutate({ id: item.id, body }, { onSuccess, onError });
    } else {
      create.mutate({ title, image_url: image! }, { onSuccess, onError });
    }
  };

  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{item ? t.editTitle : t.addTitle}</h3>
      <div className="admin-field">
        <label htmlFor={`${id}-name`}>{t.title}</label>
        <input id={`${id}-name`} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <Uploader label={t.image} onUploaded={(ref) => setImage(ref)} />
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
