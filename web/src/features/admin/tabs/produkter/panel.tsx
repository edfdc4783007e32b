import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '@shared/api/entities';
import { adminTabs, adminTexts } from '@shared/texts/admin';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
import { safeUrl } from '@web/lib/safe-url';
import { MediaThumb } from './media-thumb';
import { useProductChanges, adminProductsQueryOptions } from './product-actions';
import { ProductForm } from './product-form';

const title = adminTabs.find((tab) => tab.id === 'produkter')!.label;

function ProductCard({ product }: { product: Product }) {
  const toast = useToast();
  const { remove } = useProductChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `product-${product.id}-name`;
  if (editing) return <ProductForm product={product} onDone={() => setEditing(false)} />;
  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <div className="admin-booking__head">
        <h3 id={nameId}>{product.name}</h3>
        <p className="admin-booking__badges">
          <span className="admin-badge admin-badge--done">
            {fillText(t.priceShown, { price: product.price.toLocaleString('da-DK') })}
          </span>
          <span className="admin-badge admin-badge--muted">
            {product.category === 'video' ? t.categoryVideo : t.categoryPhoto}
          </span>
        </p>
      </div>
      {product.images.length > 0 ? (
        <ul
          className="admin-thumbs"
          aria-label={fillText(t.imageCount, { count: product.images.length })}
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
          question={t.deleteConfirm}
          describedBy={nameId}
          onDelete={() =>
            remove.mutateAsync(product.id).then(
              () => toast.success(t.deleted),
              (error: unknown) => toast.error(refusalText(error, t.deleteFailed)),
            )
          }
        />
      </div>
    </article>
  );
}

/** Produkter (SPEC 2): cards in two columns with up to 3 pictures and the links; every change. */
export function Panel() {
  const products = useQuery(adminProductsQueryOptions);
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
      {adding ? <ProductForm onDone={() => setAdding(false)} /> : null}
      <AdminQueryState query={products}>
        {(all) =>
          all.length === 0 ? (
            <p className="admin-empty">{t.empty}</p>
          ) : (
            <ul className="admin-grid admin-grid--two" aria-label={t.listLabel}>
              {all.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          )
        }
      </AdminQueryState>
    </section>
  );
}
