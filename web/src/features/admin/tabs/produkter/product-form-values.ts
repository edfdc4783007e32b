/**
 * The product form's fields as typed, checked by product §5 'Product' before anything is sent
 * (the server checks the same again): the body to send, or the Danish problem.
 */
import type { ProductCreateBody } from '@shared/api/catalog-media-admin';
import type { Product } from '@shared/api/entities';
import { productAdminTexts as t } from '@shared/texts/admin-catalog';

export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: 'photo' | 'video';
  /** The shoot's length in minutes, one of `shootLengths`. */
  durationMinutes: number;
  isEditingIncluded: boolean;
  images: string[];
  links: { title: string; url: string }[];
}

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
  images: [],
  links: [],
};

export const productValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: String(product.price),
  category: product.category,
  durationMinutes: product.duration_minutes,
  isEditingIncluded: product.is_editing_included,
  images: [...product.images],
  links: product.links.map((link) => ({ ...link })),
});

export function productBody(
  values: ProductFormValues,
): { body: ProductCreateBody } | { problem: string } {
  const price = /^\s*\d+\s*$/.test(values.price) ? Number(values.price.trim()) : NaN;
  if (!values.name.trim() || !values.description.trim() || !(price > 0)) {
    return { problem: t.fieldsRequired };
  }
  if (!shootLengths.includes(values.durationMinutes)) return { problem: t.durationInvalid };
  if (values.images.length === 0) return { problem: t.imageRequired };
  if (values.links.length > maxLinks) return { problem: t.tooManyLinks };
  const links = values.links
    .map((link) => ({ title: link.title.trim(), url: link.url.trim() }))
    .filter((link) => link.title || link.url);
  if (links.some((link) => !link.title || !/^https:\/\/\S+$/i.test(link.url))) {
    return { problem: t.linkFormat };
  }
  return {
    body: {
      name: values.name.trim(),
      description: values.description.trim(),
      price,
      category: values.category,
      images: values.images,
      links,
      is_editing_included: values.isEditingIncluded,
      duration_minutes: values.durationMinutes,
    },
  };
}
