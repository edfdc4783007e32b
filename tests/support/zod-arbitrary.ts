/**
 * fast-check arbitraries made from a route's zod schemas: values of the schema's shape whose
 * leaves are sometimes valid, sometimes just outside the rules (too long, negative, wrong
 * type) and sometimes hostile (control characters, huge numbers, markup), so fuzzing reaches
 * past the first validation into the handlers.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';

type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Texts a visitor, a script or an attacker might send. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '<img src=x onerror=alert(1)>',
    "'; DROP TABLE bookings; --",
    '../../etc/passwd',
    'a'.repeat(5000),
    '2026-02-30',
    '25:61',
    'javascript:alert(1)',
    'SOMMER25',
    'Rådhuspladsen 1, 1550 København V',
    'test@example.com',
    'youtube:dQw4w9WgXcQ',
    '/media/uploads/x.webp',
    '\u202Egnp.exe',
  ),
);

export const hostileNumber = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308),
);

/** Any JSON value, small. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

const leaf = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));

/** An arbitrary shaped like `schema`, with hostile leaves mixed in. */
export function arbitraryOf(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrongly = fc.oneof(leaf, anyJson);
  const shaped = (arb: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary: arb }, { weight: 1, arbitrary: wrongly });
  if (depth > 4) return wrongly;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field, depth + 1)]),
      );
      return shaped(fc.record(fields, { requiredKeys: [] }));
    }
    case 'string':
      return shaped(hostileText);
    case 'number':
    case 'int':
    case 'bigint':
      return shaped(hostileNumber);
    case 'boolean':
      return shaped(fc.boolean());
    case 'enum':
      return shaped(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)));
    case 'literal':
      return shaped(fc.constantFrom(...(def.values as unknown[])));
    case 'array':
      return shaped(
        fc.array(arbitraryOf(def.element as z.ZodMiniType, depth + 1), { maxLength: 6 }),
      );
    case 'record':
      return shaped(
        fc.dictionary(hostileText, arbitraryOf(def.valueType as z.ZodMiniType, depth + 1)),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(
        arbitraryOf(def.innerType as z.ZodMiniType, depth + 1),
        fc.constantFrom(undefined, null),
      );
    case 'pipe':
      return arbitraryOf(def.in as z.ZodMiniType, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as z.ZodMiniType[]).map((o) => arbitraryOf(o, depth + 1)));
    case 'intersection':
      return arbitraryOf(def.left as z.ZodMiniType, depth + 1);
    case 'lazy':
      return wrongly;
    default:
      return wrongly;
  }
}
