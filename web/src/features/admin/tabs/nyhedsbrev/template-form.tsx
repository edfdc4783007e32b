/** Creating or editing a newsletter template: name, subject, texts and colours, previewed. */
import { useState } from 'react';
import type { NewsletterTemplate } from '@shared/api/entities';
import { defaultTemplateData, type TemplateData } from '@shared/domain/newsletter-template';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { AdminField, AdminInput, AdminTextArea } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { useNewsletterChanges } from './newsletter-actions';
import { colourNames, hexColour, TemplatePreview } from './template-preview';

/** The form's titles; a template is saved with one toast, new or edited. */
const formTexts = {
  addTitle: t.addTemplate,
  editTitle: t.editTemplate,
  added: t.templateSaved,
  updated: t.templateSaved,
  addFailed: t.templateSaveFailed,
  updateFailed: t.templateSaveFailed,
};

export function TemplateForm({
  template,
  onDone,
}: {
  template?: NewsletterTemplate;
  onDone: () => void;
}) {
  const { createTemplate, updateTemplate } = useNewsletterChanges();
  const [name, setName] = useState(template?.name ?? '');
  const [data, setData] = useState<TemplateData>(template?.template_data ?? defaultTemplateData);
  const { setError, save, form } = useEntrySave(
    template?.id,
    { create: createTemplate, update: updateTemplate },
    formTexts,
    onDone,
  );
  const set = (patch: Partial<TemplateData>) => setData((d) => ({ ...d, ...patch }));
  const setColour = (colour: (typeof colourNames)[number], value: string) =>
    set({ colors: { ...data.colors, [colour]: value } });

  const submit = () => {
    if (!name.trim()) {
      setError(t.templateNameRequired);
      return;
    }
    if (colourNames.some((colour) => !hexColour.test(data.colors[colour]))) {
      setError(t.colorFormat);
      return;
    }
    save({ name, template_data: data });
  };

  return (
    <AdminForm {...form} onSubmit={submit} onCancel={onDone}>
      <div className="admin-template-editor">
        <div className="admin-form">
          <AdminInput label={t.templateName} value={name} onValue={setName} />
          <AdminInput
            label={t.subject}
            hint={t.subjectHint}
            value={data.subject}
            onValue={(subject) => set({ subject })}
          />
          <AdminInput label={t.header} value={data.header} onValue={(header) => set({ header })} />
          <AdminTextArea
            label={t.body}
            hint={t.bodyHint}
            rows={3}
            value={data.body}
            onValue={(body) => set({ body })}
          />
          <AdminInput label={t.footer} value={data.footer} onValue={(footer) => set({ footer })} />
          <fieldset className="admin-links">
            <legend>{t.colors}</legend>
            <div className="admin-form__row">
              {colourNames.map((colour) => (
                <AdminField key={colour} label={t[colour]}>
                  {(control) => (
                    <div className="admin-colour">
                      <input
                        type="color"
                        aria-label={fillText(t.pickColour, { name: t[colour] })}
                        value={
                          /^#[0-9a-fA-F]{6}$/.test(data.colors[colour])
                            ? data.colors[colour]
                            : '#000000'
                        }
                        onChange={(e) => setColour(colour, e.target.value.toUpperCase())}
                      />
                      <input
                        {...control}
                        value={data.colors[colour]}
                        onChange={(e) => setColour(colour, e.target.value)}
                      />
                    </div>
                  )}
                </AdminField>
              ))}
            </div>
          </fieldset>
        </div>
        <TemplatePreview data={data} />
      </div>
    </AdminForm>
  );
}
