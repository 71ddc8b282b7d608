// Backup and restore times (`npm run backup` / `npm run restore`, the built CLI) for the demo data
// on PGlite and on PostgreSQL, and for 1,000,000 generated accounts on PostgreSQL (ACCOUNTS=0
// skips that). Each restore goes into a fresh, empty target and checks every table against the
// manifest, as an operator's restore does.
//
//   node bench/backup.bench.mjs          (or npm run bench:backup)
// It starts a PostgreSQL cluster of its own in $BENCH_PG_DIR (default /tmp/parley-bench-backup-pg,
// port $BENCH_PG_PORT or 55498) and removes its databases and archives at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir, root, startPostgres } from '../scripts/lib.mjs';

const cli = (name) => path.join(root, 'apps/server/dist', name);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 1_000_000);
const pgDir = process.env.BENCH_PG_DIR ?? '/tmp/parley-bench-backup-pg';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-backup-'));
const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
const base = { ...process.env, NODE_ENV: 'development', ENCRYPTION_KEY: key, BACKUP_PASSPHRASE: 'bench passphrase, long enough', LOG_LEVEL: 'warn' };

function node(args, env) {
  const t0 = process.hrtime.bigint();
  const res = spawnSync(process.execPath, ['--max-semi-space-size=64', ...args], { env: { ...base, ...env }, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (res.status !== 0) throw new Error(`${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  return { seconds, out: res.stdout };
}

const psql = (url, sql) => spawnSync(path.join(postgresBinDir(), 'psql'), [url, '-qc', sql], { stdio: 'ignore' });

function drill(label, sourceEnv, targetEnv, seedArgs) {
  const seeded = node([cli('seed-cli.js'), ...seedArgs], sourceEnv);
  const archive = path.join(tmp, `${label.replace(/\W+/g, '-')}.parley-backup`);
  const backup = node([cli('backup-cli.js'), 'backup', '--out', archive], sourceEnv);
  const restore = node([cli('backup-cli.js'), 'restore', archive], targetEnv);
  const rows = /\(([\d,]+) rows/.exec(restore.out)?.[1];
  const row = { label, rows, archiveMB: (statSync(archive).size / 1e6).toFixed(1), seed: seeded.seconds, backup: backup.seconds, restore: restore.seconds };
  console.log(
    `${label}: ${rows} rows, archive ${row.archiveMB} MB; seed ${seeded.seconds.toFixed(1)} s, backup ${backup.seconds.toFixed(1)} s, restore (with its checks) ${restore.seconds.toFixed(1)} s`,
  );
  rmSync(archive, { force: true });
  return row;
}

// ONLY=demo or ONLY=big runs one part (each under five minutes here).
const only = process.env.ONLY;
const results = [];
try {
  if (only !== 'big') results.push(drill('demo data, PGlite', { DATA_DIR: path.join(tmp, 'pglite-src') }, { DATA_DIR: path.join(tmp, 'pglite-dst') }, []));

  const port = Number(process.env.BENCH_PG_PORT ?? 55498);
  const pg = startPostgres(pgDir, port, { settings: { shared_buffers: '1GB', work_mem: '32MB', maintenance_work_mem: '256MB' } });
  const db = (name) => {
    psql(pg.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    psql(pg.url, `CREATE DATABASE ${name}`);
    return pg.url.replace(/\/postgres$/, `/${name}`);
  };
  if (only !== 'big')
    results.push(
      drill(
        'demo data, PostgreSQL',
        { DATA_DIR: path.join(tmp, 'pg-demo-src'), DATABASE_URL: db('bk_demo_src') },
        { DATA_DIR: path.join(tmp, 'pg-demo-dst'), DATABASE_URL: db('bk_demo_dst') },
        [],
      ),
    );
  if (ACCOUNTS > 0 && only !== 'demo') {
    results.push(
      drill(
        `${ACCOUNTS.toLocaleString('en-US')} accounts, PostgreSQL`,
        { DATA_DIR: path.join(tmp, 'pg-big-src'), DATABASE_URL: db('bk_big_src') },
        { DATA_DIR: path.join(tmp, 'pg-big-dst'), DATABASE_URL: db('bk_big_dst') },
        ['--firms', '100', '--accounts', String(ACCOUNTS)],
      ),
    );
  }
  for (const name of ['bk_demo_src', 'bk_demo_dst', 'bk_big_src', 'bk_big_dst']) psql(pg.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  pg.stop();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log('\n| data | rows | archive | backup | restore (incl. checks) |\n|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.label} | ${r.rows} | ${r.archiveMB} MB | ${r.backup.toFixed(1)} s | ${r.restore.toFixed(1)} s |`);
