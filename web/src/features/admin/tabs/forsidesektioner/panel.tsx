import { useQuery } from '@tanstack/react-query';
import type { HomeSection } from '@shared/api/entities';
import { adminTabs } from '@shared/texts/admin';
import { homeSectionAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { AdminCardButton } from '@web/features/admin/components/admin-card-button';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminListTab } from '@web/features/admin/components/admin-list-tab';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useReportedChange } from '@web/features/admin/lib/use-reported-change';
import { safeUrl } from '@web/lib/safe-url';
import { adminHomeSectionsQueryOptions, useSectionChanges } from './section-actions';
import { SectionForm } from './section-form';

const title = adminTabs.find((tab) => tab.id === 'forsidesektioner')!.label;

function SectionCard({
  section,
  position,
  last,
}: {
  section: HomeSection;
  position: number;
  last: boolean;
}) {
  const report = useReportedChange();
  const { move, remove } = useSectionChanges();
  const nameId = `section-${section.id}-title`;
  const moveTo = (direction: 'up' | 'down') =>
    void report(move.mutateAsync({ id: section.id, direction }), t.moved, (error) =>
      refusalText(error, t.moveFailed),
    );
  return (
    <AdminItemCard
      titleId={nameId}
      title={
        <>
          <span className="admin-section__position">{fillText(t.position, { n: position })}</span>{' '}
          {section.title}
        </>
      }
      badges={[section.is_active ? null : { label: t.hidden, tone: 'muted' }]}
      className="admin-section"
      textClassName="admin-section__text"
      media={
        section.image_url.startsWith('youtube:') ? null : (
          <img
            className="admin-section__image"
            src={safeUrl(section.image_url)}
            alt=""
            loading="lazy"
          />
        )
      }
      actions={
        <>
          <AdminCardButton
            titleId={nameId}
            disabled={position === 1 || move.isPending}
            onClick={() => moveTo('up')}
          >
            {t.moveUp}
          </AdminCardButton>
          <AdminCardButton
            titleId={nameId}
            disabled={last || move.isPending}
            onClick={() => moveTo('down')}
          >
            {t.moveDown}
          </AdminCardButton>
        </>
      }
      editForm={(done) => <SectionForm section={section} onDone={done} />}
      remove={{ texts: t, run: () => remove.mutateAsync(section.id) }}
    >
      <p>{section.description}</p>
    </AdminItemCard>
  );
}

/** Forsidesektioner (product §2): the sections in their order, add, edit, move and delete. */
export function Panel() {
  const sections = useQuery(adminHomeSectionsQueryOptions);
  return (
    <AdminListTab
      title={title}
      texts={t}
      addForm={(done) => <SectionForm onDone={done} />}
      query={sections}
      failedText={t.loadFailed}
      listClassName="admin-bookings"
      ordered
    >
      {(section, index, all) => (
        <SectionCard section={section} position={index + 1} last={index === all.length - 1} />
      )}
    </AdminListTab>
  );
}
