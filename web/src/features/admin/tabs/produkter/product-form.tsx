import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@shared/api/entities';
import { adminTexts } from '@shared/texts/admin';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';
import { Uploader } from '@web/components/uploader/uploader';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from '@web/features/admin/lib/refusal';
import { MediaThumb } from './media-thumb';
import { useProductChanges } from './product-actions';
import {
  maxLinks,
  newProductValues,
  productBody,
  productValues,
  type ProductFormValues,
} from './product-form-values';

/** Adding or editing a product (SPEC 5 'Product'): images by upload or YouTube, ≤ 4 links. */
export function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { create, update } = useProductChanges();
  const [values, setValues] = useState<ProductFormValues>(
    product ? productValues(product) : newProductValues,
  );
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const set = (patch: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const field = (name: string) => `${id}-${name}`;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = productBody(values);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    const failed = product ? t.updateFailed : t.addFailed;
    const onError = (failure: unknown) => {
      setError(refusalText(failure, failed));
      toast.error(failed);
    };
    const onSuccess = () => {
      toast.success(product ? t.updated : t.added);
      onDone();
    };
    if (product) update.mutate({ id: product.id, body: checked.body }, { onSuccess, onError });
    else create.mutate(checked.body, { onSuccess, onError });
  };

  const setLink = (index: number, patch: Partial<{ title: string; url: string }>) =>
    set({ links: values.links.map((link, i) => (i === index ? { ...link, ...patch } : link)) });

  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={field('title')}
    >
      <h3 id={field('title')}>{product ? t.editTitle : t.addTitle}</h3>
      <div className="admin-form__row">
        <div className="admin-field">
          <label htmlFor={field('name')}>{t.name}</label>
          <input
            id={field('name')}
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('price')}>{t.price}</label>
          <input
            id={field('price')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.price}
            onChange={(e) => set({ price: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('category')}>{t.category}</label>
          <select
            id={field('category')}
            value={values.category}
            onChange={(e) => set({ category: e.target.value as 'photo' | 'video' })}
          >
            <option value="photo">{t.categoryPhoto}</option>
            <option value="video">{t.categoryVideo}</option>
          </select>
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={field('description')}>{t.description}</label>
        <textarea
          id={field('description')}
          rows={4}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.isEditingIncluded}
          onChange={(e) => set({ isEditingIncluded: e.target.checked })}
        />
        {t.editingIncluded}
      </label>
      {values.images.length > 0 ? (
        <ul className="admin-thumbs" aria-label={t.images}>
          {values.images.map((ref, index) => (
            <li key={ref}>
              <MediaThumb mediaRef={ref} label={`${t.images} ${index + 1}`} />
              <button
                type="button"
                className="btn btn--outline btn--small"
                aria-label={`${t.removeImage} ${index + 1}`}
                onClick={() => set({ images: values.images.filter((_, i) => i !== index) })}
              >
                {t.removeImage}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Uploader
        label={t.images}
        onUploaded={(ref) => setValues((v) => ({ ...v, images: [...v.images, ref] }))}
      />
      <fieldset className="admin-links">
        <legend>{t.links}</legend>
        {values.links.map((link, index) => (
          <div className="admin-form__row" key={index}>
            <div className="admin-field">
              <label htmlFor={field(`link-title-${index}`)}>{t.linkTitle}</label>
              <input
                id={field(`link-title-${index}`)}
                value={link.title}
                onChange={(e) => setLink(index, { title: e.target.value })}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={field(`link-url-${index}`)}>{t.linkUrl}</label>
              <input
                id={field(`link-url-${index}`)}
                type="url"
                inputMode="url"
                value={link.url}
                onChange={(e) => setLink(index, { url: e.target.value })}
              />
            </div>
            <button
              type="button"
              className="btn btn--outline btn--small admin-links__remove"
              onClick={() => set({ links: values.links.filter((_, i) => i !== index) })}
            >
              {t.removeLink}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn--outline btn--small"
          onClick={() =>
            values.links.length >= maxLinks
              ? setError(t.tooManyLinks)
              : set({ links: [...values.links, { title: '', url: '' }] })
          }
        >
          {t.addLink}
        </button>
      </fieldset>
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
