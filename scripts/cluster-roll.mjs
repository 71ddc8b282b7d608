// `npm run cluster:roll`: a rolling restart of the cluster `npm run start:cluster` runs, onto what is
// built now (run `npm run build` first): migrations once, then each server and the job worker
// replaced one at a time without a failed request (apps/server/src/cluster/main.ts). It talks to the
// cluster's supervisor through the control socket in its DATA_DIR, found as start:cluster finds it.
import path from 'node:path';
import { log, root } from './lib.mjs';

const env = process.env;
const dataDir = path.resolve(root, env.DATA_DIR ?? (env.DATABASE_URL ? '.data' : '.data-cluster'));
const { requestRoll } = await import(path.join(root, 'apps/server/dist/cluster/control.js'));
log(`Rolling the cluster in ${dataDir}…`);
try {
  await requestRoll(dataDir, (line) => log(line));
} catch (err) {
  process.stderr.write(`Roll failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
