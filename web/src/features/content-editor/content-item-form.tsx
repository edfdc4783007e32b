import { useId, useState, type FormEvent } from 'react';
import { fillText } from '@shared/texts/fill';
import { contentTexts as t } from '@shared/texts/content';
import { useToast } from '@web/components/toast/use-toast';
import { Uploader } from '@web/components/uploader/uploader';
import { ApiError } from '@web/lib/api';
import { useContentChanges } from './content-api';
import type { ContentItem } from './content-items';
import { colourContrast } from './contrast';
import { ContentFormActions } from './save-buttons';
import { useEditorSupport } from './support-context';

/** The contrast of a colour where the site uses it, with a warning below WCAG AA. */
export function ContrastNote({ colour }: { colour: string }) {
  const checks = colourContrast(colour, useEditorSupport());
  if (checks.length === 0) return null;
  const problems = checks.filter((check) => !check.ok);
  const number = (ratio: number) => ratio.toLocaleString('da-DK', { maximumFractionDigits: 1 });
  if (problems.length === 0) {
    return (
      <p className="content-editor__ok">
        {fillText(t.contrastOk, { ratio: number(Math.min(...checks.map((c) => c.ratio))) })}
      </p>
    );
  }
  return (
    <div role="alert" className="content-editor__warning">
      {problems.map((problem) => (
        <p key={problem.against}>
          {fillText(t.contrastWarning, {
            ratio: number(problem.ratio),
            against: problem.against === 'white' ? t.againstWhite : t.againstOwnText,
          })}
        </p>
      ))}
    </div>
  );
}

/** The value field of an item, by its type: text, colour (with contrast) or image address. */
export function ValueField({
  id,
  item,
  value,
  onChange,
}: {
  id: string;
  item: Pick<ContentItem, 'type' | 'key'>;
  value: string;
  onChange: (value: string) => void;
}) {
  if (item.type === 'color') {
    return (
      <>
        <div className="content-editor__colour">
          <input
            type="color"
            aria-label={t.pickColour}
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
          />
          <input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
        </div>
        <ContrastNote colour={value} />
      </>
    );
  }
  if (item.type === 'image') {
    return (
      <>
        <input
          id={id}
          value={value}
          inputMode="url"
          onChange={(event) => onChange(event.target.value)}
        />
        <Uploader label={t.imageUploader} onUploaded={(ref) => onChange(ref)} />
      </>
    );
  }
  if (item.key.endsWith('-url')) {
    return (
      <input
        id={id}
        value={value}
        inputMode="url"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <textarea id={id} rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
  );
}

/** Editing one entry in the dialog: its value (and description), saved or cancelled. */
export function ContentItemForm({ item, onDone }: { item: ContentItem; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { update } = useContentChanges();
  const [value, setValue] = useState(item.value);
  const [description, setDescription] = useState(item.description);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!description.trim() || (item.type === 'text' && !value.trim())) {
      setError(t.fieldsRequired);
      return;
    }
    update.mutate(
      { key: item.key, body: { value, description: description.trim() } },
      {
        onSuccess: () => {
          toast.success(t.updated);
          onDone();
        },
        onError: (failure) => {
          setError(failure instanceof ApiError && failure.isClientError ? failure.message : null);
          toast.error(t.updateFailed);
        },
      },
    );
  };

  return (
    <form className="content-editor__form" onSubmit={save} noValidate>
      <div className="content-editor__field">
        <label htmlFor={`${id}-value`}>{t.value}</label>
        <ValueField id={`${id}-value`} item={item} value={value} onChange={setValue} />
      </div>
      <div className="content-editor__field">
        <label htmlFor={`${id}-description`}>{t.description}</label>
        <input
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <ContentFormActions error={error} saving={update.isPending} onCancel={onDone} />
    </form>
  );
}
