import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EconomicMapping, EconomicSettings } from '@shared/api/economic';
import { economicTexts as t } from '@shared/texts/economic';
import { useToast } from '@web/components/toast/use-toast';
import { apiRequest } from '@web/lib/api';
import { ApiError } from '@web/lib/api-error';
import { economicQueryOptions } from '@web/features/admin/api/admin-queries';
import { AdminInput, AdminNumberInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';

type NumberField = Exclude<keyof EconomicMapping, 'sales_vat_code' | 'invoice_product'>;

const numberFields: [NumberField, string][] = [
  ['journal_number', t.journalLabel],
  ['sales_account', t.salesAccountLabel],
  ['credits_account', t.creditsAccountLabel],
  ['payment_account', t.paymentAccountLabel],
  ['customer_group', t.customerGroupLabel],
  ['invoice_layout', t.invoiceLayoutLabel],
];

/** The accounts and moms code the documents are booked with in e-conomic (decision 0036). */
export function EconomicMappingForm({ settings }: { settings: EconomicSettings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Record<NumberField, string>>(() => {
    const { sales_vat_code: _code, invoice_product: _product, ...numbers } = settings.mapping;
    return Object.fromEntries(
      Object.entries(numbers).map(([field, value]) => [field, String(value)]),
    ) as Record<NumberField, string>;
  });
  const [vatCode, setVatCode] = useState(settings.mapping.sales_vat_code);
  const [product, setProduct] = useState(settings.mapping.invoice_product);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: EconomicMapping) =>
      apiRequest('PUT', '/api/admin/economic/mapping', { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(economicQueryOptions.queryKey, answer);
      setError(null);
      toast.success(t.mappingSaved);
    },
    onError: (failure) => {
      setError(failure instanceof ApiError && failure.isClientError ? failure.message : null);
      toast.error(t.mappingSaveFailed);
    },
  });
  const submit = () => {
    const numbers = Object.fromEntries(
      numberFields.map(([field]) => [field, Number(typed[field])]),
    ) as Record<NumberField, number>;
    if (Object.values(numbers).some((n) => !Number.isInteger(n) || n < 1))
      return setError(t.accountInvalid);
    save.mutate({ ...numbers, sales_vat_code: vatCode.trim(), invoice_product: product.trim() });
  };
  return (
    <AdminForm
      title={t.mappingHeading}
      error={error}
      saving={save.isPending}
      submitLabel={t.saveMapping}
      onSubmit={submit}
    >
      <p className="admin-field__hint">{t.mappingIntro}</p>
      {numberFields.map(([field, label]) => (
        <AdminNumberInput
          key={field}
          label={label}
          value={typed[field]}
          onValue={(value) => setTyped((old) => ({ ...old, [field]: value }))}
        />
      ))}
      <AdminInput label={t.vatCodeLabel} value={vatCode} onValue={setVatCode} />
      <AdminInput label={t.invoiceProductLabel} value={product} onValue={setProduct} />
    </AdminForm>
  );
}
