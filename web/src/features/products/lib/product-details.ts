/** Fixed texts of the product detail page that depend on the product (SPEC 2 Product detail). */
import type { Product } from '../../../../../shared/api/entities';

/** Price of the optional editing add-on in kr (SPEC 2: '+100 kr'). */
export const editingAddOnPrice = 100;

const whatYouGetByCategory: Record<Product['category'], readonly string[]> = {
  video: [
    'Luftoptagelser i 4K-kvalitet',
    'Certificeret og forsikret dronepilot',
    'Alle brugbare råoptagelser leveret digitalt',
    'Levering på 1-2 dage (2-6 dage med redigering)',
  ],
  photo: [
    'Billeder i høj opløsning',
    'Certificeret og forsikret dronepilot',
    'Fuld brugsret til billederne',
    'Levering på 1-2 dage (2-6 dage med redigering)',
  ],
};

export function whatYouGet(category: Product['category']): readonly string[] {
  return whatYouGetByCategory[category];
}

export const categoryLabel = (category: Product['category']) =>
  category === 'video' ? 'Video' : 'Foto';
