/**
 * The figures of issue 39's "one booking, one truth", measured from the source (production code
 * only), for the structure test and for `npm run figures:structure`:
 *
 * - the files that name a booking item's key (`bookingKey`), and of them those that write it:
 *   one writer, functions/stores/booking/booking-changes.ts;
 * - hand-written tests of a booking's payment state (`x.payment_status === …`) outside the
 *   lifecycle module (shared/domain/booking-lifecycle), which every feature asks instead;
 * - the capability folders' imports of one another: how many, the pairs that import each
 *   other, and the imports that close a circle (an arrow back up; none in a layered graph).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { productionSourceFiles, repoRoot } from './source-files';

export const lifecycleModule = 'shared/domain/booking-lifecycle/';
export const bookingWriter = 'functions/stores/booking/booking-changes.ts';

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** A write of a DynamoDB item, by command, transaction element or store helper. */
const writes =
  /\b(?:UpdateCommand|PutCommand|DeleteCommand|updateExisting|putItem|putIfAbsent|deleteItem|deleteExisting)\b|\b(?:Update|Put|Delete):/;

export interface BookingKeyUse {
  file: string;
  writes: boolean;
}

/** The production files that name `bookingKey(…)` (its definition aside), and whether they write. */
export function bookingKeyUses(root: string = repoRoot): BookingKeyUse[] {
  return productionSourceFiles(['functions', 'infra', 'shared'], root)
    .filter((file) => file !== 'functions/data/keys.ts')
    .map((file) => ({ file, source: read(root, file) }))
    .filter(({ source }) => /\bbookingKey\(/.test(source))
    .map(({ file, source }) => ({ file, writes: writes.test(source) }));
}

/** Hand-written tests of a booking's payment state outside the lifecycle module. */
export function paymentStateTests(root: string = repoRoot): string[] {
  const found: string[] = [];
  for (const file of productionSourceFiles(['functions', 'shared', 'web/src'], root)) {
    if (file.startsWith(lifecycleModule)) continue;
    read(root, file)
      .split('\n')
      .forEach((line, index) => {
        // A Stripe Checkout Session's own payment_status is Stripe's, not a booking's.
        if (/(?<!session)\.payment_status\s*[!=]==/.test(line))
          found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

export interface CapabilityGraph {
  /** Import statements from one capability folder into another. */
  imports: number;
  /** Ordered pairs (importer → imported folder). */
  arrows: Array<[string, string]>;
  /** Pairs of folders that import each other. */
  twoWayPairs: Array<[string, string]>;
  /** Arrows between folders of one circle (they cannot all point down). */
  arrowsInCircles: number;
}

const capabilityOf = (file: string) => /^functions\/capabilities\/([^/]+)\//.exec(file)?.[1];

export function capabilityGraph(root: string = repoRoot): CapabilityGraph {
  let imports = 0;
  const arrows = new Map<string, [string, string]>();
  for (const file of productionSourceFiles(['functions/capabilities'], root)) {
    const from = capabilityOf(file);
    const source = read(root, file);
    for (const match of source.matchAll(/['"]@functions\/capabilities\/([^/'"]+)\//g)) {
      const to = match[1];
      if (!from || !to || to === from) continue;
      imports += 1;
      arrows.set(`${from}>${to}`, [from, to]);
    }
  }
  const list = [...arrows.values()];
  const twoWayPairs = list.filter(([a, b]) => a < b && arrows.has(`${b}>${a}`));
  // Strongly connected folders: those that reach each other.
  const next = (a: string) => list.filter(([x]) => x === a).map(([, y]) => y);
  const reaches = (a: string, b: string) => {
    const seen = new Set<string>();
    const todo = [a];
    while (todo.length > 0) {
      const at = todo.pop()!;
      for (const n of next(at)) {
        if (n === b) return true;
        if (!seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    return false;
  };
  const arrowsInCircles = list.filter(([a, b]) => reaches(b, a)).length;
  return { imports, arrows: list, twoWayPairs, arrowsInCircles };
}

/** The capability folders (for the layer check). */
export const capabilityFolders = (root: string = repoRoot): string[] =>
  readdirSync(path.join(root, 'functions/capabilities'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
