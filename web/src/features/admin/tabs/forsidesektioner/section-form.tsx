import { useState } from 'react';
import type { HomeSection } from '@shared/api/entities';
import { homeSectionAdminTexts as t } from '@shared/texts/admin-catalog';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminTextArea } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { useSectionChanges } from './section-actions';

/** Adding or editing a home section: title, description and image required (product §5). */
export function SectionForm({ section, onDone }: { section?: HomeSection; onDone: () => void }) {
  const [title, setTitle] = useState(section?.title ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const [image, setImage] = useState(section?.image_url ?? '');
  const [active, setActive] = useState(section?.is_active ?? true);
  const changes = useSectionChanges();
  const { setError, save, form } = useEntrySave(section?.id, changes, t, onDone);

  const submit = () => {
    if (!title.trim() || !description.trim() || !image.trim()) {
      setError(t.fieldsRequired);
      return;
    }
    save({ title, description, image_url: image.trim(), is_active: active });
  };

  return (
    <AdminForm {...form} onSubmit={submit} onCancel={onDone}>
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
