/**
 * The content catalogue's defaults for a key the owner edits for the first time: its type,
 * category and description. A module loaded with `await import(...)` by the edit operations
 * only (a lazy module beside the bundle, docs/decisions/0022): the public `GET /api/content`
 * of the same Lambda never parses the catalogue's Danish texts.
 */
import { contentCatalog } from '@shared/content/catalog';
import { contentDescriptions } from '@shared/content/descriptions';

/** The catalogue's entry of `key`, with its description; undefined for a key of the owner's own. */
export function catalogueDefaults(key: string) {
  const entry = contentCatalog.find((candidate) => candidate.key === key);
  return entry && { ...entry, description: contentDescriptions[entry.key] };
}
