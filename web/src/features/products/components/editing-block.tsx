import type { Product } from '@shared/api/entities';
import { formatKr } from '@web/lib/format';
import { useContent } from '@web/lib/content/use-content';

function EditingIncluded() {
  return (
    <div className="editing-block editing-block--included">
      <h2>{useContent('product-editing-included-title')}</h2>
      <p>{useContent('product-editing-included-text')}</p>
    </div>
  );
}

function EditingAddOn({ price }: { price: number }) {
  return (
    <div className="editing-block">
      <h2>{useContent('product-editing-addon-title')}</h2>
      <p>
        {useContent('product-editing-addon-text')} <strong>+{formatKr(price)}</strong>
      </p>
    </div>
  );
}

/**
 * Whether editing is part of the price, or an add-on at the product's own price; nothing
 * when the product does not offer editing (its editing price is null: product §9).
 */
export function EditingBlock({ product }: { product: Product }) {
  if (product.is_editing_included) return <EditingIncluded />;
  return product.editing_price === null ? null : <EditingAddOn price={product.editing_price} />;
}
