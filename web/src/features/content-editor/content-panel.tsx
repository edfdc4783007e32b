import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fillText } from '@shared/texts/fill';
import { contentTexts as t } from '@shared/texts/content';
import { ConfirmDialog } from '@web/components/dialog/confirm-dialog';
import { Tabs } from '@web/components/tabs/tabs';
import { useToast } from '@web/components/toast/use-toast';
import { safeUrl } from '@web/lib/safe-url';
import { contentQueryOptions, useContentChanges } from './content-api';
import { ContentAddForm } from './content-add-form';
import { ContentItemForm } from './content-item-form';
import { categoriesOf, categoryTitle, contentItems, type ContentItem } from './content-items';

function ValuePreview({ item }: { item: ContentItem }) {
  if (item.type === 'color') {
    return (
      <span className="content-editor__swatch-row">
        <span
          className="content-editor__swatch"
          style={{ background: item.value }}
          aria-hidden="true"
        />
        <code>{item.value}</code>
      </span>
    );
  }
  if (item.type === 'image' && item.value.startsWith('/media/')) {
    return (
      <img
        className="content-editor__thumb"
        src={safeUrl(item.value)}
        alt=""
        width={96}
        height={54}
      />
    );
  }
  return <span className="content-editor__value">{item.value || '–'}</span>;
}

function ItemRow({ item, onDelete }: { item: ContentItem; onDelete: (key: string) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="content-editor__item">
      <div className="content-editor__item-head">
        <h4 className="content-editor__title">{item.title}</h4>
        <div className="content-editor__actions">
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-label={fillText(t.editItem, { title: item.title })}
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            {t.edit}
          </button>
          {item.stored ? (
            <button
              type="button"
              className="btn btn--outline btn--small"
              aria-label={fillText(t.deleteItem, { title: item.title })}
              onClick={() => onDelete(item.key)}
            >
              {t.deleteLabel}
            </button>
          ) : null}
        </div>
      </div>
      {item.description !== item.title ? (
        <p className="content-editor__description">{item.description}</p>
      ) : null}
      {editing ? (
        <ContentItemForm item={item} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ValuePreview item={item} />
          {!item.stored ? <p className="content-editor__fallback">{t.fallbackNote}</p> : null}
        </>
      )}
    </li>
  );
}

/** The dialog's content: categories, their items with edit and delete, and adding an item. */
export function ContentPanel() {
  const toast = useToast();
  const content = useQuery(contentQueryOptions);
  const { remove } = useContentChanges();
  const items = useMemo(() => contentItems(content.data ?? []), [content.data]);
  const categories = useMemo(() => categoriesOf(items), [items]);
  const [category, setCategory] = useState(categories[0] ?? 'hero');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  if (content.isPending) return <p role="status">{t.loading}</p>;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => toast.success(t.deleted),
      onError: () => toast.error(t.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const panel = (name: string) => {
    const shown = items.filter((item) => item.category === name);
    return (
      <div className="content-editor__category">
        <h3 className="visually-hidden">
          {fillText(t.itemsOf, { category: categoryTitle(name) })}
        </h3>
        {shown.length === 0 ? <p>{t.noItems}</p> : null}
        <ul className="content-editor__items">
          {shown.map((item) => (
            <ItemRow key={item.key} item={item} onDelete={setDeleting} />
          ))}
        </ul>
        {adding ? (
          <ContentAddForm category={name} onDone={() => setAdding(false)} />
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.add}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <Tabs
        idPrefix="content-category"
        label={t.categories}
        tabs={categories.map((name) => ({
          id: name,
          label: categoryTitle(name),
          panel: panel(name),
        }))}
        selected={category}
        onSelect={(next) => {
          setCategory(next);
          setAdding(false);
        }}
      />
      {deleting ? (
        <ConfirmDialog
          message={t.deleteConfirm}
          confirmLabel={t.deleteLabel}
          cancelLabel={t.cancel}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
