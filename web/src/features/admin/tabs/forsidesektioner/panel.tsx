import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HomeSection } from '@shared/api/entities';
import { adminTabs, adminTexts } from '@shared/texts/admin';
import { homeSectionAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
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
  const toast = useToast();
  const { move, remove } = useSectionChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `section-${section.id}-title`;
  if (editing) return <SectionForm section={section} onDone={() => setEditing(false)} />;
  const moveTo = (direction: 'up' | 'down') =>
    move.mutate(
      { id: section.id, direction },
      {
        onSuccess: () => toast.success(t.moved),
        onError: (error) => toast.error(refusalText(error, t.moveFailed)),
      },
    );
  return (
    <article className="admin-booking admin-section" aria-labelledby={nameId}>
      {section.image_url.startsWith('youtube:') ? null : (
        <img
          className="admin-section__image"
          src={safeUrl(section.image_url)}
          alt=""
          loading="lazy"
        />
      )}
      <div className="admin-section__text">
        <div className="admin-booking__head">
          <h3 id={nameId}>
            <span className="admin-section__position">{fillText(t.position, { n: position })}</span>{' '}
            {section.title}
          </h3>
          {section.is_active ? null : (
            <p className="admin-booking__badges">
              <span className="admin-badge admin-badge--muted">{t.hidden}</span>
            </p>
          )}
        </div>
        <p>{section.description}</p>
        <div className="admin-form__actions">
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-describedby={nameId}
            disabled={position === 1 || move.isPending}
            onClick={() => moveTo('up')}
          >
            {t.moveUp}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-describedby={nameId}
            disabled={last || move.isPending}
            onClick={() => moveTo('down')}
          >
            {t.moveDown}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-describedby={nameId}
            onClick={() => setEditing(true)}
          >
            {adminTexts.edit}
          </button>
          <DeleteButton
            question={t.deleteConfirm}
            describedBy={nameId}
            onDelete={() =>
              remove.mutateAsync(section.id).then(
                () => toast.success(t.deleted),
                () => toast.error(t.deleteFailed),
              )
            }
          />
        </div>
      </div>
    </article>
  );
}

/** Forsidesektioner (SPEC 2): the sections in their order, add, edit, move and delete. */
export function Panel() {
  const sections = useQuery(adminHomeSectionsQueryOptions);
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        {adding ? null : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.addTitle}
          </button>
        )}
      </AdminTabHeading>
      {adding ? <SectionForm onDone={() => setAdding(false)} /> : null}
      <AdminQueryState query={sections} failedText={t.loadFailed}>
        {(all) =>
          all.length === 0 ? (
            <p className="admin-empty">{t.empty}</p>
          ) : (
            <ol className="admin-bookings" aria-label={t.listLabel}>
              {all.map((section, index) => (
                <li key={section.id}>
                  <SectionCard
                    section={section}
                    position={index + 1}
                    last={index === all.length - 1}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </AdminQueryState>
    </section>
  );
}
