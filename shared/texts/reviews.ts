/** The labels of the reviews (ratings page, home testimonials): their own small module. */
export const reviewTexts = {
  showImage: 'Vis billede {n} i fuld skærm',
  reviewImages: 'Billeder fra {product}',
} as const;
