/**
 * `npm run figures:structure [-- <checkout>]`: prints the figures of booking-ownership.ts for
 * this checkout, or for another one (a worktree of an earlier commit), to compare before and after.
 */
import path from 'node:path';
import { bookingKeyUses, capabilityGraph, paymentStateTests } from './booking-ownership';
import { repoRoot } from './source-files';

const root = process.argv[2] ? path.resolve(process.argv[2]) : repoRoot;
const uses = bookingKeyUses(root);
const writers = uses.filter((use) => use.writes);
const paid = paymentStateTests(root);
const graph = capabilityGraph(root);

console.log(`Checkout: ${root}`);
console.log(`Files that write a booking item: ${writers.length}`);
for (const use of writers) console.log(`  ${use.file}`);
console.log(`Files that read it by its key, without writing: ${uses.length - writers.length}`);
console.log(`Hand-written payment-state tests outside the lifecycle module: ${paid.length}`);
for (const line of paid) console.log(`  ${line}`);
console.log(
  `Capability imports of one another: ${graph.imports} (${graph.arrows.length} folder arrows)`,
);
console.log(`Two-way pairs: ${graph.twoWayPairs.length}`);
for (const [a, b] of graph.twoWayPairs) console.log(`  ${a} <-> ${b}`);
console.log(`Arrows inside circles (pointing back up): ${graph.arrowsInCircles}`);
