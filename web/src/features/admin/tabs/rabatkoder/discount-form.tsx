import { useId, useState, type FormEvent } from 'react';
import type { DiscountCode } from '@shared/api/entities';
import { adminTexts } from '@shared/texts/admin';
import { discountAdminTexts as t } from '@shared/texts/admin-catalog';
import { useToast } from '@web/components/toast/use-toast';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useDiscountChanges } from './discount-actions';
import {
  discountBody,
  newDiscountValues,
  valuesOf,
  type DiscountFormValues,
} from './discount-form-values';

/** Adding or editing a discount code (SPEC 5 'Discount code'). */
export function DiscountForm({ code, onDone }: { code?: DiscountCode; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { create, update } = useDiscountChanges();
  const [values, setValues] = useState<DiscountFormValues>(
    code ? valuesOf(code) : newDiscountValues,
  );
  const [error, setError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const set = (patch: Partial<DiscountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = discountBody(values);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    const failed = code ? t.updateFailed : t.addFailed;
    const onError = (failure: unknown) => {
      setError(refusalText(failure, failed));
      toast.error(failed);
    };
    const onSuccess = () => {
      toast.success(code ? t.updated : t.added);
      onDone();
    };
    if (code) update.mutate({ id: code.id, body: checked.body }, { onSuccess, onError });
    else create.mutate(checked.body, { onSuccess, onError });
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={field('title')}
    >
      <h3 id={field('title')}>{code ? t.editTitle : t.addTitle}</h3>
      <div className="admin-form__row">
        <div className="admin-field">
          <label htmlFor={field('code')}>{t.code}</label>
          <input
            id={field('code')}
            value={values.code}
            autoCapitalize="characters"
            onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('description')}>{t.description}</label>
          <input
            id={field('description')}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('type')}>{t.type}</label>
          <select
            id={field('type')}
            value={values.discount_type}
            onChange={(e) => set({ discount_type: e.target.value as 'percentage' | 'fixed' })}
          >
            <option value="percentage">{t.typePercentage}</option>
            <option value="fixed">{t.typeFixed}</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={field('value')}>{t.value}</label>
          <input
            id={field('value')}
            type="number"
            inputMode="numeric"
            min={1}
            max={values.discount_type === 'percentage' ? 100 : undefined}
            value={values.value}
            onChange={(e) => set({ value: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('min')}>{t.minOrder}</label>
          <input
            id={field('min')}
            type="number"
            inputMode="numeric"
            min={0}
            value={values.minOrder}
            onChange={(e) => set({ minOrder: e.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('max')}>{t.maxUses}</label>
          <input
            id={field('max')}
            type="number"
            inputMode="numeric"
            min={1}
            aria-describedby={field('max-hint')}
            value={values.maxUses}
            onChange={(e) => set({ maxUses: e.target.value })}
          />
          <p id={field('max-hint')} className="admin-field__hint">
            {t.maxUsesHint}
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor={field('until')}>{t.validUntil}</label>
          <input
            id={field('until')}
            type="date"
            aria-describedby={field('until-hint')}
            value={values.validUntil}
            onChange={(e) => set({ validUntil: e.target.value })}
          />
          <p id={field('until-hint')} className="admin-field__hint">
            {t.validUntilHint}
          </p>
        </div>
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(e) => set({ active: e.target.checked })}
        />
        {t.statusActive}
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
