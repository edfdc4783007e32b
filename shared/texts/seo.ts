/**
 * What search engines and link previews read about each page (issue 31 'Found and shared'):
 * the description under a search hit or a shared link. Page titles come from the page table
 * (`shared/site/pages.ts`); a product's description is its own.
 */
export const seoTexts = {
  homeDescription:
    'Professionelle dronebilleder og -videoer til boliger, erhverv og events {area}. Se priser, vores arbejde og book en optagelse online.',
  productsDescription:
    'Alle vores dronetjenester med priser: billeder og videoer fra luften til bolig, erhverv og events. Book direkte online.',
  portfolioDescription:
    'Se dronebilleder og -videoer, vi har optaget for vores kunder rundt om i Danmark.',
  ratingsDescription: 'Læs, hvad vores kunder siger om deres droneoptagelser.',
  contactDescription:
    'Kontakt os om dronefoto og -video: e-mail, telefon, åbningstider og svar på de oftest stillede spørgsmål.',
  coverageDescription: 'Se, hvor i Danmark vi flyver, og tjek om vi dækker din adresse.',
  searchDescription: 'Søg i vores tjenester, vores arbejde og siderne på sitet.',
  termsDescription:
    'Handelsbetingelser for booking af dronefoto og -video: priser, betaling, flytning, aflysning og levering.',
  /** The customer's gallery by its signed link (not indexed; a browser's tab and history). */
  galleryDescription: 'Billederne og videoerne fra din droneoptagelse.',
  /** A product without a description of its own. */
  productFallbackDescription: 'Book {name} online til {price}.',
  /** `areaServed` of the business: the country it flies in. */
  country: 'Danmark',
} as const;
