import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { NewsletterTemplate } from '@shared/api/entities';
import {
  defaultTemplateData,
  newsletterSubject,
  type TemplateData,
} from '@shared/domain/newsletter-template';
import { adminTexts } from '@shared/texts/admin';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
import { templatesQueryOptions, useNewsletterChanges } from './newsletter-actions';

const colourNames = ['primary', 'secondary', 'background', 'text'] as const;
const hex = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** How a newsletter with this template looks (its colours, header, body and footer). */
function TemplatePreview({ data }: { data: TemplateData }) {
  const colour = (name: (typeof colourNames)[number]) =>
    hex.test(data.colors[name]) ? data.colors[name] : defaultTemplateData.colors[name];
  return (
    <figure className="admin-template-preview" style={{ background: colour('background') }}>
      <figcaption className="visually-hidden">{t.preview}</figcaption>
      <p className="admin-template-preview__subject">{newsletterSubject(data, t.previewTitle)}</p>
      {data.header ? (
        <div className="admin-template-preview__header" style={{ background: colour('primary') }}>
          {data.header}
        </div>
      ) : null}
      <div className="admin-template-preview__body" style={{ color: colour('text') }}>
        <strong>{t.previewTitle}</strong>
        {data.body ? <p>{data.body}</p> : null}
        <p>{t.previewContent}</p>
      </div>
      <p className="admin-template-preview__footer" style={{ color: colour('secondary') }}>
        {data.footer}
      </p>
    </figure>
  );
}

function TemplateForm({ template, onDone }: { template?: NewsletterTemplate; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { createTemplate, updateTemplate } = useNewsletterChanges();
  const [name, setName] = useState(template?.name ?? '');
  const [data, setData] = useState<TemplateData>(template?.template_data ?? defaultTemplateData);
  const [error, setError] = useState<string | null>(null);
  const saving = createTemplate.isPending || updateTemplate.isPending;
  const field = (part: string) => `${id}-${part}`;
  const set = (patch: Partial<TemplateData>) => setData((d) => ({ ...d, ...patch }));

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t.templateNameRequired);
      return;
    }
    if (colourNames.some((colour) => !hex.test(data.colors[colour]))) {
      setError(t.colorFormat);
      return;
    }
    setError(null);
    const handlers = {
      onSuccess: () => {
        toast.success(t.templateSaved);
        onDone();
      },
      onError: (failure: unknown) => {
        setError(refusalText(failure, t.templateSaveFailed));
        toast.error(t.templateSaveFailed);
      },
    };
    const body = { name, template_data: data };
    if (template) updateTemplate.mutate({ id: template.id, body }, handlers);
    else createTemplate.mutate(body, handlers);
  };

  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={field('title')}
    >
      <h3 id={field('title')}>{template ? t.editTemplate : t.addTemplate}</h3>
      <div className="admin-template-editor">
        <div className="admin-form">
          <div className="admin-field">
            <label htmlFor={field('name')}>{t.templateName}</label>
            <input id={field('name')} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="admin-field">
            <label htmlFor={field('subject')}>{t.subject}</label>
            <input
              id={field('subject')}
              aria-describedby={field('subject-hint')}
              value={data.subject}
              onChange={(e) => set({ subject: e.target.value })}
            />
            <p id={field('subject-hint')} className="admin-field__hint">
              {t.subjectHint}
            </p>
          </div>
          <div className="admin-field">
            <label htmlFor={field('header')}>{t.header}</label>
            <input
              id={field('header')}
              value={data.header}
              onChange={(e) => set({ header: e.target.value })}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={field('body')}>{t.body}</label>
            <textarea
              id={field('body')}
              rows={3}
              value={data.body}
              onChange={(e) => set({ body: e.target.value })}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={field('footer')}>{t.footer}</label>
            <input
              id={field('footer')}
              value={data.footer}
              onChange={(e) => set({ footer: e.target.value })}
            />
          </div>
          <fieldset className="admin-links">
            <legend>{t.colors}</legend>
            <div className="admin-form__row">
              {colourNames.map((colour) => (
                <div className="admin-field" key={colour}>
                  <label htmlFor={field(colour)}>{t[colour]}</label>
                  <div className="admin-colour">
                    <input
                      type="color"
                      aria-label={fillText(t.pickColour, { name: t[colour] })}
                      value={
                        /^#[0-9a-fA-F]{6}$/.test(data.colors[colour])
                          ? data.colors[colour]
                          : '#000000'
                      }
                      onChange={(e) =>
                        set({ colors: { ...data.colors, [colour]: e.target.value.toUpperCase() } })
                      }
                    />
                    <input
                      id={field(colour)}
                      value={data.colors[colour]}
                      onChange={(e) =>
                        set({ colors: { ...data.colors, [colour]: e.target.value } })
                      }
                    />
                  </div>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <TemplatePreview data={data} />
      </div>
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

function TemplateCard({ template }: { template: NewsletterTemplate }) {
  const toast = useToast();
  const { deleteTemplate } = useNewsletterChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `template-${template.id}`;
  if (editing) return <TemplateForm template={template} onDone={() => setEditing(false)} />;
  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <h3 id={nameId}>{template.name}</h3>
      <TemplatePreview data={template.template_data} />
      <div className="admin-form__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          onClick={() => setEditing(true)}
        >
          {adminTexts.edit}
        </button>
        <DeleteButton
          question={t.deleteTemplateConfirm}
          describedBy={nameId}
          onDelete={() =>
            deleteTemplate.mutateAsync(template.id).then(
              () => toast.success(t.templateDeleted),
              () => toast.error(t.templateDeleteFailed),
            )
          }
        />
      </div>
    </article>
  );
}

/** The templates tab: create, edit, delete, each with a colour preview (SPEC 2, 3). */
export function TemplatesTab() {
  const templates = useQuery(templatesQueryOptions);
  const [adding, setAdding] = useState(false);
  return (
    <div className="admin-form">
      {adding ? (
        <TemplateForm onDone={() => setAdding(false)} />
      ) : (
        <div>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.addTemplate}
          </button>
        </div>
      )}
      <AdminQueryState query={templates}>
        {(all) =>
          all.length === 0 ? (
            <p className="admin-empty">{t.noTemplates}</p>
          ) : (
            <ul className="admin-grid" aria-label={t.templatesTab}>
              {all.map((template) => (
                <li key={template.id}>
                  <TemplateCard template={template} />
                </li>
              ))}
            </ul>
          )
        }
      </AdminQueryState>
    </div>
  );
}
