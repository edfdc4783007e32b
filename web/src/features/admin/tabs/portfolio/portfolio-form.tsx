import { useState } from 'react';
import type { PortfolioItem } from '@shared/api/entities';
import { portfolioAdminTexts as t } from '@shared/texts/admin-catalog';
import { Uploader } from '@web/components/uploader/uploader';
import { AdminInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { saveTexts, useAdminSave } from '@web/features/admin/lib/use-admin-save';
import { usePortfolioChanges } from './portfolio-actions';

/** Adding (title and picture required) or editing (title required) a portfolio item. */
export function PortfolioForm({ item, onDone }: { item?: PortfolioItem; onDone: () => void }) {
  const { create, update } = usePortfolioChanges();
  const [title, setTitle] = useState(item?.title ?? '');
  const [image, setImage] = useState<string | null>(null);
  const { error, setError, handlers } = useAdminSave(saveTexts(t, Boolean(item)), onDone);

  const save = () => {
    if (item && !title.trim()) {
      setError(t.titleRequired);
      return;
    }
    if (!item && (!title.trim() || !image)) {
      setError(t.fieldsRequired);
      return;
    }
    setError(null);
    if (item) {
      const body = { title, ...(image ? { image_url: image } : {}) };
      update.mutate({ id: item.id, body }, handlers);
    } else {
      create.mutate({ title, image_url: image! }, handlers);
    }
  };

  return (
    <AdminForm
      title={item ? t.editTitle : t.addTitle}
      error={error}
      saving={create.isPending || update.isPending}
      onSubmit={save}
      onCancel={onDone}
    >
      <AdminInput label={t.title} value={title} onValue={setTitle} />
      <Uploader label={t.image} onUploaded={(ref) => setImage(ref)} />
    </AdminForm>
  );
}
