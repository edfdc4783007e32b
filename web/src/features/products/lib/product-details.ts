/** Product-dependent texts of the product detail page (product §2 Product detail) as content keys. */
import type { Product } from '@shared/api/entities';
import type { ContentKey } from '@shared/content/catalog';

const whatYouGetByCategory: Record<Product['category'], readonly ContentKey[]> = {
  video: [
    'product-benefit-video-1',
    'product-benefit-video-2',
    'product-benefit-video-3',
    'product-benefit-video-4',
  ],
  photo: [
    'product-benefit-photo-1',
    'product-benefit-photo-2',
    'product-benefit-photo-3',
    'product-benefit-photo-4',
  ],
};

/** The content keys of the 'what you get' list of a category. */
export function whatYouGet(category: Product['category']): readonly ContentKey[] {
  return whatYouGetByCategory[category];
}

/** The content key of the category badge (Video or Foto). */
export const categoryLabelKey = (category: Product['category']): ContentKey =>
  category === 'video' ? 'services-category-video' : 'services-category-photo';
