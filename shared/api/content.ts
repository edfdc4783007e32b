/** Schemas of editing site content (group `content`). */
import * as z from 'zod/mini';
import { contentTexts as t } from '../texts/content';
import { contentTypes } from './entities';

export const contentKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** An image value: a site file, a YouTube video, or nothing (the page's own illustration). */
const imageValue = /^(?:|\/media\/[\w./-]+|youtube:[A-Za-z0-9_-]{11}|https:\/\/[^\s"'<>]+)$/;
/** A link value (a key ending in -url): http(s) only, never `javascript:`. */
const urlValue = /^(?:|https?:\/\/[^\s"'<>]+)$/i;

const required = z
  .string({ error: t.fieldsRequired })
  .check(z.trim(), z.minLength(1, t.fieldsRequired));

/** Checks a value against its type and key (colours, images and links have their forms). */
export function contentValueProblem(key: string, type: string, value: string): string | undefined {
  if (type === 'color' && !hexColor.test(value.trim())) return t.colorFormat;
  if (type === 'image' && !imageValue.test(value.trim())) return t.imageFormat;
  if (type === 'text' && key.endsWith('-url') && !urlValue.test(value.trim())) return t.urlFormat;
  return undefined;
}

/** `PUT /api/content/{key}`: a new value (and optionally description) for a key. */
export const contentUpdateBodySchema = z.object({
  value: z.string({ error: t.fieldsRequired }).check(z.maxLength(5000)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(300))),
});
export type ContentUpdateBody = z.infer<typeof contentUpdateBodySchema>;

/** `POST /api/content`: a new entry; key, value and description are required (product §5). */
export const contentCreateBodySchema = z
  .object({
    key: required.check(
      z.maxLength(100),
      z.refine((key) => contentKeyPattern.test(key), t.keyFormat),
    ),
    value: required.check(z.maxLength(5000)),
    description: required.check(z.maxLength(300)),
    type: z._default(z.enum(contentTypes), 'text'),
    category: z
      .pipe(
        z._default(z.string().check(z.trim(), z.maxLength(40)), 'other'),
        z.transform((category) => category || 'other'),
      )
      .check(z.refine((category) => contentKeyPattern.test(category), t.keyFormat)),
  })
  .check(
    z.superRefine((body, context) => {
      const problem = contentValueProblem(body.key, body.type, body.value);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['value'] });
    }),
  );
export type ContentCreateBody = z.input<typeof contentCreateBodySchema>;
