import { useState } from 'react';
import type { HomeSection } from '@shared/api/entities';
import { homeSectionAdminTexts as t } from '@shared/texts/admin-catalog';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminTextArea } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { saveTexts, useAdminSave } from '@web/features/admin/lib/use-admin-save';
import { useSectionChanges } from './section-actions';

/** Adding or editing a home section: title, description and image required (SPEC 5). */
export function SectionForm({ section, onDone }: { section?: HomeSection; onDone: () => void }) {
  const { create, update } = useSectionChanges();
  const [title, setTitle] = useState(section?.title ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const [image, setImage] = useState(section?.image_url ?? '');
  const [active, setActive] = useState(section?.is_active ?? true);
  const { error, setError, handlers } = useAdminSave(saveTexts(t, Boolean(section)), onDone);

  const save = () => {
    if (!title.trim() || !description.trim() || !image.trim()) {
      setError(t.fieldsRequired);
      return;
    }
    setError(null);
    const body = { title, description, image_url: image.trim(), is_active: active };
    if (section) update.mutate({ id: section.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <AdminForm
      title={section ? t.editTitle : t.addTitle}
      error={error}
      saving={create.isPending || update.isPending}
      onSubmit={save}
      onCancel={onDone}
    >
      <AdminInput label={t.title} value={title} onValue={setTitle} />
      <AdminTextArea label={t.description} rows={3} value={description} onValue={setDescription} />
      <AdminInput
        label={t.image}
        hint={t.imageHint}
        inputMode="url"
        value={image}
        onValue={setImage}
      />
      <AdminCheck label={t.active} checked={active} onChecked={setActive} />
    </AdminForm>
  );
}
