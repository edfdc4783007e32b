import { describe, expect, it } from 'vitest';
import { DuplicateTemplateNameError, NotFoundError } from '@functions/data/errors';
import {
  createNewsletter,
  getNewsletter,
  listNewsletters,
  listQueuedNewsletters,
  markNewsletterSent,
} from './newsletters';
import { addSubscriber, getSubscriber, listSubscribers, removeSubscriber } from './subscribers';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './templates';
import { pause, uniqueId } from '@tests/support/table-data';

const templateData = {
  subject: 'Nyt fra os',
  header: 'Hej',
  body: 'Tekst',
  footer: 'Hilsen',
  colors: { primary: '#3B82F6', secondary: '#1F2937', background: '#F9FAFB', text: '#111827' },
};

describe('subscribers', () => {
  it('subscribes idempotently (case-insensitive), lists newest first and unsubscribes', async () => {
    const email = `${uniqueId('Kunde')}@Example.DK`;
    const first = await addSubscriber(email);
    expect(first.created).toBe(true);
    expect(first.subscriber.email).toBe(email.toLowerCase());
    const again = await addSubscriber(`  ${email.toUpperCase()} `);
    expect(again).toEqual({ created: false, subscriber: first.subscriber });

    await pause(3);
    const other = await addSubscriber(`${uniqueId('anden')}@example.dk`);
    const emails = (await listSubscribers()).map((s) => s.email);
    expect(emails.indexOf(other.subscriber.email)).toBeLessThan(
      emails.indexOf(first.subscriber.email),
    );

    expect(await removeSubscriber(email)).toBe(true);
    expect(await removeSubscriber(email)).toBe(false);
    expect(await getSubscriber(email)).toBeUndefined();
  });
});

describe('newsletters', () => {
  it('queues new newsletters and takes them off the queue once when sent', async () => {
    const letter = await createNewsletter({ title: uniqueId('Forår'), content: 'Indhold' });
    expect(letter.sent_at).toBeNull();
    expect((await listQueuedNewsletters()).map((n) => n.id)).toContain(letter.id);
    expect((await listNewsletters()).map((n) => n.id)).toContain(letter.id);

    const [first, second] = await Promise.all([
      markNewsletterSent(letter.id),
      markNewsletterSent(letter.id),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect((await listQueuedNewsletters()).map((n) => n.id)).not.toContain(letter.id);
    expect((await getNewsletter(letter.id))?.sent_at).toEqual(expect.any(String));
    expect(await markNewsletterSent(uniqueId('missing'))).toBe(false);
  });
});

describe('templates', () => {
  it('creates, lists newest first, updates, renames and deletes', async () => {
    const older = await createTemplate({ name: uniqueId('Sommer'), template_data: templateData });
    await pause(3);
    const newer = await createTemplate({ name: uniqueId('Vinter'), template_data: templateData });
    const ids = (await listTemplates()).map((t) => t.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const recoloured = await updateTemplate(older.id, {
      template_data: { ...templateData, subject: 'Ny emnelinje' },
    });
    expect(recoloured.template_data.subject).toBe('Ny emnelinje');

    const newName = uniqueId('Efterår');
    expect((await updateTemplate(older.id, { name: newName })).name).toBe(newName);
    // The old name is free again; the new one is taken.
    await createTemplate({ name: older.name, template_data: templateData });
    await expect(
      createTemplate({ name: newName.toUpperCase(), template_data: templateData }),
    ).rejects.toBeInstanceOf(DuplicateTemplateNameError);

    await deleteTemplate(older.id);
    expect(await getTemplate(older.id)).toBeUndefined();
    await createTemplate({ name: newName, template_data: templateData });
    await expect(deleteTemplate(older.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rejects a duplicate name and writes nothing', async () => {
    const name = uniqueId('Jul');
    await createTemplate({ name, template_data: templateData });
    const before = (await listTemplates()).length;
    await expect(
      createTemplate({ name: ` ${name.toLowerCase()} `, template_data: templateData }),
    ).rejects.toBeInstanceOf(DuplicateTemplateNameError);
    expect((await listTemplates()).length).toBe(before);

    const other = await createTemplate({ name: uniqueId('Påske'), template_data: templateData });
    await expect(updateTemplate(other.id, { name })).rejects.toBeInstanceOf(
      DuplicateTemplateNameError,
    );
    expect((await getTemplate(other.id))?.name).toBe(other.name);
  });
});
