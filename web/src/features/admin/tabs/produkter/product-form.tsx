import type { Product } from '@shared/api/entities';
import { formatDuration } from '@shared/domain/danish-format';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { Uploader } from '@web/components/uploader/uploader';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import {
  AdminInput,
  AdminKronerInput,
  AdminSelect,
  AdminTextArea,
} from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { useFieldErrors } from '@web/features/admin/lib/use-field-errors';
import { useFormValues } from '@web/features/admin/lib/use-form-values';
import { MediaThumb } from './media-thumb';
import { useProductChanges } from './product-actions';
import {
  maxLinks,
  newProductValues,
  productBody,
  productValues,
  shootLengths,
  type ProductFieldErrors,
  type ProductFormValues,
} from './product-form-values';

const categories = [
  { value: 'photo', label: t.categoryPhoto },
  { value: 'video', label: t.categoryVideo },
] as const;

const lengthOptions = shootLengths.map((minutes) => ({
  value: String(minutes),
  label: formatDuration(minutes),
}));

/**
 * Adding or editing a product (product §5 'Product'): images by upload or YouTube, ≤ 4 links,
 * the price and editing's price as the owner types them; each field's problem next to it.
 */
export function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const changes = useProductChanges();
  const { setError, saveChecked, form } = useEntrySave(product?.id, changes, t, onDone);
  const [values, set] = useFormValues<ProductFormValues>(
    product ? productValues(product) : newProductValues,
    () => setError(null),
  );
  const checked = productBody(values);
  const { errors, formRef, showErrors } = useFieldErrors<keyof ProductFieldErrors>(
    'errors' in checked ? checked.errors : {},
  );

  const submit = () => {
    if ('body' in checked) return saveChecked(checked);
    setError(checked.problem);
    showErrors();
  };

  const setLink = (index: number, patch: Partial<{ title: string; url: string }>) =>
    set({ links: values.links.map((link, i) => (i === index ? { ...link, ...patch } : link)) });

  return (
    <AdminForm {...form} formRef={formRef} onSubmit={submit} onCancel={onDone}>
      <div className="admin-form__row">
        <AdminInput
          label={t.name}
          error={errors.name}
          value={values.name}
          onValue={(name) => set({ name })}
        />
        <AdminKronerInput
          label={t.price}
          error={errors.price}
          value={values.price}
          onValue={(price) => set({ price })}
        />
        <AdminSelect
          label={t.category}
          options={categories}
          value={values.category}
          onValue={(category) => set({ category })}
        />
        <AdminSelect
          label={t.duration}
          hint={t.durationHelp}
          options={lengthOptions}
          value={String(values.durationMinutes)}
          onValue={(minutes) => set({ durationMinutes: Number(minutes) })}
        />
      </div>
      <AdminTextArea
        label={t.description}
        error={errors.description}
        rows={4}
        value={values.description}
        onValue={(description) => set({ description })}
      />
      <AdminCheck
        label={t.editingIncluded}
        checked={values.isEditingIncluded}
        onChecked={(isEditingIncluded) => set({ isEditingIncluded })}
      />
      {values.isEditingIncluded ? null : (
        <AdminKronerInput
          label={t.editingPrice}
          hint={t.editingPriceHint}
          error={errors.editingPrice}
          value={values.editingPrice}
          onValue={(editingPrice) => set({ editingPrice })}
        />
      )}
      {values.images.length > 0 ? (
        <ul className="inline-list admin-thumbs" aria-label={t.images}>
          {values.images.map((ref, index) => (
            <li key={ref}>
              <MediaThumb mediaRef={ref} label={`${t.images} ${index + 1}`} />
              <button
                type="button"
                className="btn btn--outline btn--small"
                aria-label={fillText(t.removeImageNumber, { n: index + 1 })}
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
        addsToList
        error={errors.images}
        onUploaded={(ref) => set((current) => ({ images: [...current.images, ref] }))}
      />
      <fieldset className="admin-links">
        <legend>{t.links}</legend>
        {values.links.map((link, index) => (
          <div className="admin-form__row" key={index}>
            <AdminInput
              label={t.linkTitle}
              value={link.title}
              onValue={(title) => setLink(index, { title })}
            />
            <AdminInput
              label={t.linkUrl}
              type="url"
              inputMode="url"
              value={link.url}
              onValue={(url) => setLink(index, { url })}
            />
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
    </AdminForm>
  );
}
