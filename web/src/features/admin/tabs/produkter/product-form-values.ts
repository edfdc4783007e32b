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
  isEditingIncluded: boolean;
  images: string[];
  links: { title: string; url: string }[];
}

export const maxLinks = 4;

export const newProductValues: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: 'photo',
  isEditingIncluded: false,
  images: [],
  links: [],
};

export const productValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: String(product.price),
  category: product.category,
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
    },
  };
}
