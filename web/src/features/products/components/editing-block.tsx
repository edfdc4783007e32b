import { formatKr } from '../../../lib/format';
import { editingAddOnPrice } from '../lib/product-details';

/** Whether editing is part of the price, or an optional add-on. */
export function EditingBlock({ included }: { included: boolean }) {
  if (included) {
    return (
      <div className="editing-block editing-block--included">
        <h2>Redigering inkluderet</h2>
        <p>Professionel redigering er inkluderet i prisen.</p>
      </div>
    );
  }
  return (
    <div className="editing-block">
      <h2>Redigering som tilvalg</h2>
      <p>
        Tilvælg professionel redigering, når du booker:{' '}
        <strong>+{formatKr(editingAddOnPrice)}</strong>
      </p>
    </div>
  );
}
