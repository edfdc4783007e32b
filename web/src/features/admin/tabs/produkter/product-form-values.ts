/**
 * The product form's fields as typed, checked by product §5 'Product' before anything is sent
 * (the server checks the same again): the body to send, or what is wrong, each field's
 * problem to show next to it (amounts read the Danish way, decision 0037) and the form's own.
 */
import type { ProductCreateBody } from '@shared/api/catalog-media-admin';
import type { Product } from '@shared/api/entities';
import { kronerForInput, kronerInput, kronerRules } from '@shared/domain/kroner-input';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';

export interface ProductFormValues {
  name: string;
  description: string;
  /** The price as typed ('1.499'). */
  price: string;
  category: 'photo' | 'video';
  /** The shoot's length in minutes, one of `shootLengths`. */
  durationMinutes: number;
  isEditingIncluded: boolean;
  /** What editing costs as an add-on, as typed; empty: editing is not offered. */
  editingPrice: string;
  images: string[];
  links: { title: string; url: string }[];
}

/** The fields that show their own problem next to them. */
export type ProductField = 'name' | 'description' | 'price' | 'editingPrice' | 'images';
export type ProductFieldErrors = Partial<Record<ProductField, string>>;

export const maxLinks = 4;

/**
 * The lengths a shoot may have, as the server checks them (shared/api/catalog-media-admin.ts):
 * whole half hours from 30 minutes to eight hours; a new product takes one half hour.
 */
export const shootLengths: readonly number[] = Array.from({ length: 16 }, (_, i) => (i + 1) * 30);
export const defaultShootLength = 30;

export const newProductValues: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: 'photo',
  durationMinutes: defaultShootLength,
  isEditingIncluded: false,
  editingPrice: '',
  images: [],
  links: [],
};

export const productValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: kronerForInput(product.price),
  category: product.category,
  durationMinutes: product.duration_minutes,
  isEditingIncluded: product.is_editing_included,
  editingPrice: product.editing_price === null ? '' : kronerForInput(product.editing_price),
  images: [...product.images],
  links: product.links.map((link) => ({ ...link })),
});

/** The editing price to send: null when editing is included or not offered (left empty). */
function editingPriceOf(values: ProductFormValues): { kroner: number | null } | { error: string } {
  if (values.isEditingIncluded || values.editingPrice.trim() === '') return { kroner: null };
  return kronerInput(values.editingPrice, kronerRules.price);
}

export type ProductCheck =
  { body: ProductCreateBody } | { errors: ProductFieldErrors; problem: string | null };

/** The form's values checked: the body to send, or each field's problem and the form's. */
export function productBody(values: ProductFormValues): ProductCheck {
  const errors: ProductFieldErrors = {};
  if (!values.name.trim()) errors.name = t.nameRequired;
  if (!values.description.trim()) errors.description = t.descriptionRequired;
  const price = kronerInput(values.price, kronerRules.price);
  if ('error' in price) errors.price = price.error;
  const editing = editingPriceOf(values);
  if ('error' in editing) errors.editingPrice = editing.error;
  if (values.images.length === 0) errors.images = t.imageRequired;
  const links = values.links
    .map((link) => ({ title: link.title.trim(), url: link.url.trim() }))
    .filter((link) => link.title || link.url);
  const problem = !shootLengths.includes(values.durationMinutes)
    ? t.durationInvalid
    : values.links.length > maxLinks
      ? t.tooManyLinks
      : links.some((link) => !link.title || !/^https:\/\/\S+$/i.test(link.url))
        ? t.linkFormat
        : null;
  if ('error' in price || 'error' in editing || Object.keys(errors).length > 0 || problem) {
    return { errors, problem };
  }
  return {
    body: {
      name: values.name.trim(),
      description: values.description.trim(),
      price: price.kroner,
      category: values.category,
      images: values.images,
      links,
      is_editing_included: values.isEditingIncluded,
      editing_price: editing.kroner,
      duration_minutes: values.durationMinutes,
    },
  };
}
