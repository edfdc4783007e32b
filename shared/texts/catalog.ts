/** The fixed texts of the public catalogue: products, portfolio reactions (product §5 and 8). */
import { productTexts } from './product';

export const catalogTexts = {
  productNotFound: productTexts.notFound,
  portfolioItemNotFound: 'Billedet blev ikke fundet',
  loginToReact: 'Du skal være logget ind for at kunne like/dislike',
  reactionFailed: 'Kunne ikke opdatere reaktion',
  like: 'Synes godt om ({count})',
  dislike: 'Synes ikke om ({count})',
  galleryImage: 'Vis billede {n}',
} as const;
