// Starts the cluster as `npm run start:cluster` runs it (a proxy, two server processes, a job
// worker) on a throwaway PostgreSQL with the demo data, for the end-to-end tests that must hold
// across processes (the `cluster` project in playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distinctFreePorts, postgresBinDir, startPostgres } from '../scripts/lib.mjs';

const port = Number(process.env.PORT);
/**
 * Free ports for PostgreSQL and the two nodes, each different and none of the end-to-end servers'
 * (E2E_PORTS): those start at the same moment and may not have bound theirs yet, and a port just
 * found free could be handed out twice (one run failed with EADDRINUSE).
 */
const taken = new Set([port, ...(process.env.E2E_PORTS ?? '').split(',').filter(Boolean).map(Number)]);
const [postgresPort, nodeA, nodeB] = await distinctFreePorts(3, taken);
const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-cluster-'));
const postgres = startPostgres(path.join(dir, 'postgres'), postgresPort, { throwaway: true });
spawnSync(path.join(postgresBinDir(), 'psql'), [postgres.url, '-qc', 'CREATE DATABASE parley'], { stdio: 'inherit' });

const cluster = spawn(process.execPath, ['apps/server/dist/cluster/main.js'], {
  env: {
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL: postgres.url.replace(/\/postgres$/, '/parley'),
    SEED_DEMO: 'true',
    CLUSTER_NODE_PORTS: `${nodeA},${nodeB}`,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The database is stopped at once with the cluster (a fast, immediate stop: the run is over), so no
// PostgreSQL outlives the end-to-end run even when the cluster is slow to exit.
let stopped = false;
function stopDatabase() {
  if (stopped) return;
  stopped = true;
  try {
    postgres.stop({ immediate: true });
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}
const stop = () => {
  cluster.kill('SIGTERM');
  stopDatabase();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
cluster.on('exit', (code) => {
  stopDatabase();
  process.exit(code ?? 0);
});
