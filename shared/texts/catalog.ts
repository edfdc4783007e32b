/** The fixed texts of the public catalogue: products, portfolio reactions (SPEC 5 and 8). */
export const catalogTexts = {
  productNotFound: 'Produktet blev ikke fundet',
  portfolioItemNotFound: 'Billedet blev ikke fundet',
  loginToReact: 'Du skal være logget ind for at kunne like/dislike',
  reactionFailed: 'Kunne ikke opdatere reaktion',
  like: 'Synes godt om ({count})',
  dislike: 'Synes ikke om ({count})',
  showImage: 'Vis billede {n} i fuld skærm',
  reviewImages: 'Billeder fra {product}',
  galleryImage: 'Vis billede {n}',
} as const;
