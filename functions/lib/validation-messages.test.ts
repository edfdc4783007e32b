import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validationMessage } from './validation-messages';

z.config({ localeError: validationMessage });

const messageOf = (schema: z.ZodMiniType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('validation messages', () => {
  it.each([
    [z.object({ a: z.boolean() }), { a: 'ja' }, 'Et felt har en ugyldig værdi'],
    [z.object({ a: z.string() }), {}, 'Et påkrævet felt mangler'],
    [z.number().check(z.int()), 1.5, 'Tallet skal være et helt tal'],
    [z.string().check(z.minLength(1)), '', 'Feltet må ikke være tomt'],
    [z.string().check(z.maxLength(3)), 'abcd', 'Teksten er for lang (højst 3 tegn)'],
    [z.number().check(z.lte(100)), 101, 'Tallet er for stort (højst 100)'],
    [z.number().check(z.gte(1)), 0, 'Tallet er for lille (mindst 1)'],
    [
      z.array(z.string()).check(z.maxLength(4)),
      ['a', 'b', 'c', 'd', 'e'],
      'For mange elementer (højst 4)',
    ],
    [z.enum(['card', 'cash']), 'bitcoin', 'Ugyldigt valg'],
    [z.email(), 'ikke en mail', 'Ugyldig e-mailadresse'],
    [z.iso.date(), '2026-13-40', 'Ugyldig dato'],
    [z.string().check(z.regex(/^\d+$/)), 'x', 'Ugyldigt format'],
    [z.strictObject({}), { extra: 1 }, 'Forespørgslen indeholder ukendte felter'],
  ])('%#: %s', (schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messageOf(z.string().check(z.minLength(1, 'Indtast venligst en adresse')), '')).toBe(
      'Indtast venligst en adresse',
    );
  });
});
