import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/api/entities';
import { formatDuration } from '@shared/domain/danish-format';
import { kronerForInput } from '@shared/domain/kroner-input';
import { adminTabs } from '@shared/texts/admin';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { countText } from '@shared/texts/plural';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminListTab } from '@web/features/admin/components/admin-list-tab';
import { safeUrl } from '@web/lib/safe-url';
import { MediaThumb } from './media-thumb';
import { useProductChanges, adminProductsQueryOptions } from './product-actions';
import { ProductForm } from './product-form';

const title = adminTabs.find((tab) => tab.id === 'produkter')!.label;

/** How the product sells editing: included, at its own price, or not at all. */
const editingShown = (product: Product): string =>
  product.is_editing_included
    ? t.editingIncluded
    : product.editing_price === null
      ? t.editingNotOffered
      : fillText(t.editingPriceShown, { price: kronerForInput(product.editing_price) });

function ProductCard({ product }: { product: Product }) {
  const { remove } = useProductChanges();
  const nameId = `product-${product.id}-name`;
  return (
    <AdminItemCard
      titleId={nameId}
      title={product.name}
      badges={[
        {
          label: fillText(t.priceShown, { price: product.price.toLocaleString('da-DK') }),
          tone: 'done',
        },
        { label: product.category === 'video' ? t.categoryVideo : t.categoryPhoto, tone: 'muted' },
        {
          label: fillText(t.durationShown, { duration: formatDuration(product.duration_minutes) }),
          tone: 'muted',
        },
        { label: editingShown(product), tone: 'muted' },
      ]}
      editForm={(done) => <ProductForm product={product} onDone={done} />}
      remove={{
        texts: { ...t, deleteConfirm: fillText(t.deleteConfirm, { name: product.name }) },
        run: () => remove.mutateAsync(product.id),
        serverReason: true,
      }}
    >
      {product.images.length > 0 ? (
        <ul
          className="inline-list admin-thumbs"
          aria-label={countText(t.imageCount, product.images.length)}
        >
          {product.images.slice(0, 3).map((ref, index) => (
            <li key={ref}>
              <MediaThumb mediaRef={ref} label={`${product.name} ${index + 1}`} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="admin-product__description">{product.description}</p>
      {product.links.length > 0 ? (
        <ul className="admin-product__links">
          {product.links.map((link) => (
            <li key={link.url}>
              <a href={safeUrl(link.url)} target="_blank" rel="noreferrer noopener">
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminItemCard>
  );
}

/** Produkter (product §2): cards in two columns with up to 3 pictures and the links; every change. */
export function Panel() {
  const products = useQuery(adminProductsQueryOptions);
  return (
    <AdminListTab
      title={title}
      texts={t}
      addForm={(done) => <ProductForm onDone={done} />}
      query={products}
      listClassName="admin-grid admin-grid--two"
    >
      {(product) => <ProductCard product={product} />}
    </AdminListTab>
  );
}
