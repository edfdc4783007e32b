/** Nyhedsbrev's templates tab: create, edit, delete, each with a colour preview (product §2, §3). */
import { useQuery } from '@tanstack/react-query';
import type { NewsletterTemplate } from '@shared/api/entities';
import { newsletterAdminTexts as t } from '@shared/texts/admin-newsletter';
import { AdminAddSlot } from '@web/features/admin/components/admin-add';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminList } from '@web/features/admin/components/admin-list';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { templatesQueryOptions, useNewsletterChanges } from './newsletter-actions';
import { TemplateForm } from './template-form';
import { TemplatePreview } from './template-preview';

const removalTexts = {
  deleteConfirm: t.deleteTemplateConfirm,
  deleted: t.templateDeleted,
  deleteFailed: t.templateDeleteFailed,
};

function TemplateCard({ template }: { template: NewsletterTemplate }) {
  const { deleteTemplate } = useNewsletterChanges();
  return (
    <AdminItemCard
      titleId={`template-${template.id}`}
      title={template.name}
      editForm={(done) => <TemplateForm template={template} onDone={done} />}
      remove={{ texts: removalTexts, run: () => deleteTemplate.mutateAsync(template.id) }}
    >
      <TemplatePreview data={template.template_data} />
    </AdminItemCard>
  );
}

export function TemplatesTab() {
  const templates = useQuery(templatesQueryOptions);
  return (
    <div className="admin-form">
      <AdminAddSlot label={t.addTemplate} form={(done) => <TemplateForm onDone={done} />} />
      <AdminQueryState query={templates}>
        {(all) => (
          <AdminList
            entries={all}
            label={t.templatesTab}
            empty={t.noTemplates}
            className="admin-grid"
          >
            {(template) => <TemplateCard template={template} />}
          </AdminList>
        )}
      </AdminQueryState>
    </div>
  );
}
