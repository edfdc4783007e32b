/**
 * Editing site content (product §2, §4 and 5): add an entry (its key unique by the database),
 * change a value (a catalogue key that so far showed its Danish fallback gets its row now),
 * delete an entry (a catalogue key then shows its fallback again). Values are stored as
 * text and rendered as text by the site, never as HTML; colours, images and links must have
 * their forms. Uploaded images are claimed when saved.
 */
import { contentValueProblem, contentKeyPattern } from '@shared/api/content';
import type { SiteContent } from '@shared/api/entities';
import { fileExtension } from '@shared/domain/uploads';
import { contentTexts as t } from '@shared/texts/content';
import { DuplicateContentKeyError } from '@functions/data/errors';
import {
  addContent as addStored,
  deleteContent as deleteStored,
  getContent,
  updateContent as updateStored,
  upsertContentValue,
} from '@functions/stores/site-content';
import { badRequest, conflict, notFound, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { claimUpload } from '@functions/capabilities/uploads/uploads';

/** The catalogue's defaults of a key (loaded by the first edit, not by the public read). */
const catalogEntry = async (key: string) =>
  (await import('@functions/capabilities/content/catalogue-defaults')).catalogueDefaults(key);

function checkedKey(key: string): string {
  if (!contentKeyPattern.test(key) || key.length > 100) throw notFound(t.contentNotFound);
  return key;
}

/** An image value that is a pending upload becomes lasting; other values stay as they are. */
function lastingValue(type: SiteContent['type'], value: string): Promise<string> {
  if (type !== 'image') return Promise.resolve(value);
  const kind = ['.mp4', '.mov'].includes(fileExtension(value)) ? 'video' : 'image';
  return claimUpload(value.trim(), 'content', kind);
}

export async function addContent({ body }: InputOf<'addContent'>): Promise<SiteContent> {
  try {
    return await addStored({
      key: body.key,
      type: body.type,
      category: body.category,
      description: body.description,
      value: await lastingValue(body.type, body.value),
    });
  } catch (error) {
    if (error instanceof DuplicateContentKeyError) throw conflict(t.keyExists, 'duplicate_key');
    throw error;
  }
}

export async function updateContent({
  params,
  body,
}: InputOf<'updateContent'>): Promise<SiteContent> {
  const key = checkedKey(params.key);
  const stored = await getContent(key);
  const fallback = await catalogEntry(key);
  const type = stored?.type ?? fallback?.type;
  if (!type) throw notFound(t.contentNotFound);
  const problem = contentValueProblem(key, type, body.value);
  if (problem) throw badRequest(problem, 'invalid_value');
  const value = await lastingValue(type, body.value);
  if (stored) return updateStored(key, { value, description: body.description });
  return upsertContentValue(key, value, {
    type,
    category: fallback!.category,
    description: body.description ?? fallback!.description,
  });
}

export async function deleteContent({ params }: InputOf<'deleteContent'>): Promise<SiteContent> {
  return orNotFound(t.contentNotFound, () => deleteStored(checkedKey(params.key)));
}
