import { formatKr } from '@web/lib/format';
import { useContent } from '@web/lib/content/use-content';
import { editingAddOnPrice } from '../lib/product-details';

function EditingIncluded() {
  return (
    <div className="editing-block editing-block--included">
      <h2>{useContent('product-editing-included-title')}</h2>
      <p>{useContent('product-editing-included-text')}</p>
    </div>
  );
}

function EditingAddOn() {
  return (
    <div className="editing-block">
      <h2>{useContent('product-editing-addon-title')}</h2>
      <p>
        {useContent('product-editing-addon-text')} <strong>+{formatKr(editingAddOnPrice)}</strong>
      </p>
    </div>
  );
}

/** Whether editing is part of the price, or an optional add-on. */
export function EditingBlock({ included }: { included: boolean }) {
  return included ? <EditingIncluded /> : <EditingAddOn />;
}
