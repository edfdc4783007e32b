/**
 * One cold start, run by `npm run bench:cold` (cold-start.ts) in a fresh `node` process:
 * imports a Lambda bundle as the runtime does, then invokes its handler once with an event,
 * and writes the process's CPU time (user + system, all threads) at each point to a file.
 * Plain JavaScript, so nothing but Node itself runs before the bundle.
 *
 * Arguments: <result file> [<bundle file> [<event file>]]. Without a bundle it measures an
 * empty Node process, the floor every figure is compared with.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [resultFile, bundleFile, eventFile] = process.argv.slice(2);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const result = { started: cpuMs() };
if (bundleFile) {
  const { handler } = await import(pathToFileURL(bundleFile).href);
  result.imported = cpuMs();
  if (eventFile) {
    const { event, context } = JSON.parse(readFileSync(eventFile, 'utf8'));
    context.getRemainingTimeInMillis = () => 15_000;
    const before = cpuMs();
    try {
      const answer = await handler(event, context);
      result.status = answer?.statusCode ?? 'ok';
    } catch (error) {
      result.status = `error: ${error instanceof Error ? error.message : String(error)}`;
    }
    result.request = cpuMs() - before;
  }
}
result.ended = cpuMs();
writeFileSync(resultFile, JSON.stringify(result));
// As Lambda freezes the process after the answer: open sockets must not keep it alive.
process.exit(0);
