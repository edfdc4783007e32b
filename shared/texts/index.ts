/**
 * The fixed user-facing texts of the site (messages, toasts, labels, page titles), in Danish
 * the product's exact wording (docs/product.md points here for it). One module per area, so a page downloads only the
 * texts of its own area and the browser never downloads zod for a text: these modules
 * import nothing but each other and `shared/domain` formatting.
 *
 * Editable texts live in the content catalogue (`shared/content/catalog.ts`), which takes its
 * fallback from here wherever a fixed text and an editable one say the same thing.
 *
 * Import the area module (`@shared/texts/booking`), not this index, from the browser.
 */
export { commonTexts } from './common';
export { fillText, type Placeholders, type TextValues } from './fill';
