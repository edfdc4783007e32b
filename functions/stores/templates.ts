/**
 * Newsletter templates (TEMPLATE#{id}), listed on gsi1 by created_at descending. Names are
 * unique (case-insensitive) through a guard item TEMPLATE_NAME#{lowercased name}.
 */
import { randomUUID } from 'node:crypto';
import type { NewsletterTemplate } from '@shared/api/entities';
import {
  ConcurrentChangeError,
  DuplicateTemplateNameError,
  NotFoundError,
} from '@functions/data/errors';
import { updateExpression, withCondition } from '@functions/data/expressions';
import {
  lists,
  normaliseTemplateName,
  stripKeys,
  templateGsi1,
  templateKey,
  templateNameGuardKey,
} from '@functions/data/keys';
import { queryNewestFirst } from '@functions/data/pagination';
import { getItem, updateExisting, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';

export type NewTemplate = Pick<NewsletterTemplate, 'name' | 'template_data'>;
export type TemplatePatch = Partial<NewTemplate>;

const toTemplate = (item: StoredItem): NewsletterTemplate => stripKeys<NewsletterTemplate>(item);

function guardPut(name: string, id: string): GuardedItem {
  return putNew(
    { ...templateNameGuardKey(name), entity: 'template_name_guard', template_id: id },
    () => new DuplicateTemplateNameError(name),
  );
}

function guardDelete(name: string, id: string): GuardedItem {
  return {
    item: {
      Delete: {
        Key: templateNameGuardKey(name),
        ConditionExpression: 'attribute_not_exists(pk) OR template_id = :id',
        ExpressionAttributeValues: { ':id': id },
      },
    },
    onConditionFailed: () => new ConcurrentChangeError('template'),
  };
}

/** All templates, newest first. */
export async function listTemplates(): Promise<NewsletterTemplate[]> {
  return (await queryNewestFirst(lists.templates)).map(toTemplate);
}

export async function getTemplate(id: string): Promise<NewsletterTemplate | undefined> {
  const item = await getItem(templateKey(id), true);
  return item && toTemplate(item);
}

/** Creates a template; a name in use throws DuplicateTemplateNameError and writes nothing. */
export async function createTemplate(input: NewTemplate): Promise<NewsletterTemplate> {
  const template: NewsletterTemplate = {
    id: randomUUID(),
    name: input.name.trim(),
    template_data: input.template_data,
    created_at: new Date().toISOString(),
  };
  await runTransaction([
    putNew({
      ...templateKey(template.id),
      ...templateGsi1(template.id, template.created_at),
      entity: 'template',
      ...template,
    }),
    guardPut(template.name, template.id),
  ]);
  return template;
}

/** Updates a template; renaming moves the name guard in the same transaction. */
export async function updateTemplate(
  id: string,
  patch: TemplatePatch,
): Promise<NewsletterTemplate> {
  const name = patch.name?.trim();
  const current = await getTemplate(id);
  if (!current) throw new NotFoundError('template');
  const set = { name, template_data: patch.template_data };
  if (name === undefined || normaliseTemplateName(name) === normaliseTemplateName(current.name)) {
    return toTemplate(await updateExisting(templateKey(id), { set }, 'template'));
  }
  await runTransaction([
    {
      item: {
        Update: {
          Key: templateKey(id),
          ...withCondition(updateExpression({ set }), {
            ConditionExpression: '#cName = :cName',
            ExpressionAttributeNames: { '#cName': 'name' },
            ExpressionAttributeValues: { ':cName': current.name },
          }),
        },
      },
      onConditionFailed: () => new ConcurrentChangeError('template'),
    },
    guardDelete(current.name, id),
    guardPut(name, id),
  ]);
  return { ...current, name, template_data: patch.template_data ?? current.template_data };
}

export async function deleteTemplate(id: string): Promise<NewsletterTemplate> {
  const current = await getTemplate(id);
  if (!current) throw new NotFoundError('template');
  await runTransaction([
    {
      item: { Delete: { Key: templateKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: () => new NotFoundError('template'),
    },
    guardDelete(current.name, id),
  ]);
  return current;
}
