import { useId, useState, type FormEvent } from 'react';
import type { ContentCreateBody } from '@shared/api/content';
import { contentTexts as t } from '@shared/texts/content';
import { useToast } from '@web/components/toast/use-toast';
import { ApiError } from '@web/lib/api';
import { useContentChanges } from './content-api';
import type { ContentItem } from './content-items';
import { ValueField } from './content-item-form';
import { ContentFormActions } from './save-buttons';

const types: ContentItem['type'][] = ['text', 'image', 'color'];
const typeLabels: Record<ContentItem['type'], string> = {
  text: t.typeText,
  image: t.typeImage,
  color: t.typeColor,
};

/** A new entry in a category: key, value and description are required (product §5). */
export function ContentAddForm({ category, onDone }: { category: string; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { add } = useContentChanges();
  const [entry, setEntry] = useState<Required<ContentCreateBody>>({
    key: '',
    value: '',
    description: '',
    type: 'text',
    category,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<ContentCreateBody>) =>
    setEntry((previous) => ({ ...previous, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!entry.key.trim() || !entry.value.trim() || !entry.description.trim()) {
      setError(t.fieldsRequired);
      return;
    }
    setError(null);
    add.mutate(
      { ...entry, key: entry.key.trim() },
      {
        onSuccess: () => {
          toast.success(t.added);
          onDone();
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError && failure.isClientError ? failure.message : t.addFailed;
          setError(message);
          toast.error(message === t.keyExists ? message : t.addFailed);
        },
      },
    );
  };

  return (
    <form className="content-editor__form" onSubmit={submit} noValidate aria-label={t.addTitle}>
      <h3>{t.addTitle}</h3>
      <div className="content-editor__field">
        <label htmlFor={`${id}-key`}>{t.key}</label>
        <input
          id={`${id}-key`}
          value={entry.key}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => set({ key: event.target.value })}
        />
      </div>
      <div className="content-editor__field">
        <label htmlFor={`${id}-type`}>{t.type}</label>
        <select
          id={`${id}-type`}
          value={entry.type}
          onChange={(event) => set({ type: event.target.value as ContentItem['type'], value: '' })}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="content-editor__field">
        <label htmlFor={`${id}-value`}>{t.value}</label>
        <ValueField
          id={`${id}-value`}
          item={{ type: entry.type, key: entry.key }}
          value={entry.value}
          onChange={(value) => set({ value })}
        />
      </div>
      <div className="content-editor__field">
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <input
          id={`${id}-description`}
          value={entry.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
      <ContentFormActions error={error} saving={add.isPending} label={t.add} onCancel={onDone} />
    </form>
  );
}
