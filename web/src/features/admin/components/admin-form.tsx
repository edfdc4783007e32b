/**
 * An admin form's card: its title (which names the form), the fields, the message of what
 * went wrong (announced at once) and 'Gem' ('Gemmer...' while saving) with 'Annuller'.
 */
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { adminTexts } from '@shared/texts/admin';

/** What stopped the save, announced at once (role alert); nothing while all is well. */
export function AdminFormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="admin-field__error">
      {error}
    </p>
  ) : null;
}

interface AdminFormProps {
  /** The heading; it names the form (e.g. 'Tilføj produkt'). Left out: no heading. */
  title?: string;
  error: string | null;
  saving: boolean;
  /** The submit button is disabled for another reason than saving. */
  disabled?: boolean;
  submitLabel?: string;
  savingLabel?: string;
  /** Called on submit (the page does not reload); the form checks nothing itself. */
  onSubmit: () => void;
  /** 'Annuller'; left out, the form has no cancel button. */
  onCancel?: () => void;
  /** The form element, e.g. to move focus to its first field in error. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

export function AdminForm({
  title,
  error,
  saving,
  disabled = false,
  submitLabel = adminTexts.save,
  savingLabel = adminTexts.saving,
  onSubmit,
  onCancel,
  formRef,
  children,
}: AdminFormProps) {
  const titleId = `${useId()}-title`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      ref={formRef}
      className="admin-form admin-card-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? <h3 id={titleId}>{title}</h3> : null}
      {children}
      <AdminFormError error={error} />
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving || disabled}>
          {saving ? savingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn--outline btn--small" onClick={onCancel}>
            {adminTexts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
