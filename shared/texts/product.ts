/** A leaf module: the one product text the always-loaded content catalogue needs too. */
export const productTexts = {
  notFound: 'Produktet blev ikke fundet',
} as const;
