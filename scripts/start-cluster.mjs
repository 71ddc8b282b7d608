// `npm run start:cluster`: install and build when needed, then run the cluster (two server
// processes, a job worker and a proxy; apps/server/src/cluster/main.ts). With DATABASE_URL it uses
// that PostgreSQL; without, it runs a PostgreSQL server of its own in DATA_DIR/postgres (Debian's
// package, installed when missing), seeds the demo data there once, and stops it on exit.
// `npm run cluster:roll` (scripts/cluster-roll.mjs) upgrades it in place: docs/operating/upgrades.md.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureDebianPackages, ensureDependencies, log, postgresBinDir, root, startPostgres } from './lib.mjs';

ensureDependencies();
ensureBuilt();

const env = { ...process.env };
let postgres = null;
if (!env.DATABASE_URL) {
  ensureDebianPackages([{ name: 'postgresql', present: () => postgresBinDir() !== null }]);
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data-cluster');
  const port = Number(env.CLUSTER_PG_PORT ?? 55432);
  log(`Starting PostgreSQL in ${path.join(dataDir, 'postgres')} on port ${port}…`);
  postgres = startPostgres(path.join(dataDir, 'postgres'), port);
  const psql = path.join(postgresBinDir(), 'psql');
  const exists = spawnSync(psql, [postgres.url, '-tAc', "SELECT 1 FROM pg_database WHERE datname = 'parley'"]).stdout.toString().trim() === '1';
  if (!exists) spawnSync(psql, [postgres.url, '-c', 'CREATE DATABASE parley'], { stdio: 'inherit' });
  env.DATA_DIR = dataDir;
  env.DATABASE_URL = postgres.url.replace(/\/postgres$/, '/parley');
  env.SEED_DEMO ??= 'true';
}

const cluster = spawn(process.execPath, [path.join(root, 'apps/server/dist/cluster/main.js')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster.kill(signal));
cluster.on('exit', (code, signal) => {
  if (postgres) {
    log('Stopping PostgreSQL…');
    try {
      postgres.stop();
    } catch {
      // already stopped (Ctrl-C reaches it too)
    }
  }
  process.exit(code ?? (signal ? 1 : 0));
});
