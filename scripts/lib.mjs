// Set-up steps shared by `npm start`, `npm test`, `npm run start:cluster`, `npm run seed`, `npm run worker` and the benches.
// Only Node built-ins here: these run before any dependency is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function log(message) {
  process.stdout.write(`\u001b[36m[parley]\u001b[0m ${message}\n`);
}

/** Runs a command in the repository, inheriting the terminal; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  return result;
}

/** npm ci when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
}

const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/src',
  'packages/shared/tsconfig.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/tsconfig.json',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
];

function fingerprint() {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(`${path.relative(root, p)}:${s.size}:${s.mtimeMs}\n`);
    }
  };
  for (const input of BUILD_INPUTS) visit(path.join(root, input));
  return hash.digest('hex');
}

/** Builds shared, server and web when any of their sources changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stampFile = path.join(root, 'node_modules', '.cache', 'parley-build-stamp');
  const current = fingerprint();
  const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];
  const built = outputs.every((o) => existsSync(path.join(root, o)));
  if (!force && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return false;
  log('Building shared, server and web…');
  run('npm', ['run', 'build', '--silent']);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, current);
  return true;
}

/** Installs Debian packages that are missing (the machine is Debian and we are root). */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !p.present());
  if (missing.length === 0) return;
  const names = missing.map((p) => p.name);
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages: ${names.join(', ')}. Install them with: sudo apt-get install -y ${names.join(' ')}`);
  }
  log(`Installing ${names.join(', ')} from Debian's packages…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function idOf(flag, user) {
  return Number(spawnSync('id', [flag, user]).stdout.toString().trim());
}

/**
 * A PostgreSQL server of our own in `dir` (created once with initdb), on 127.0.0.1:`port`, run by
 * Debian's binaries as the postgres user when we are root; left as it is when already running.
 * `throwaway` turns durability off (tests only); `settings` are more server settings
 * (`{ shared_buffers: '1GB' }`); `nice` runs it at that lower priority (its backends inherit it). Returns the URL of its
 * `postgres` database and a function that stops it.
 */
export function startPostgres(dir, port, { throwaway = false, settings = {}, nice = 0 } = {}) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed: sudo apt-get install -y postgresql');
  mkdirSync(dir, { recursive: true });
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) {
    // The postgres user needs its directory, and a way through the parent (a private temporary
    // directory has none; a shared one such as /tmp is left alone).
    const parent = path.dirname(dir);
    const dirs = (statSync(parent).mode & 0o001) === 0 ? [parent, dir] : [dir];
    for (const d of dirs) chownSync(d, idOf('-u', 'postgres'), idOf('-g', 'postgres'));
  }
  const asOwner = (cmd) => (asPostgres ? ['su', ['postgres', '-s', '/bin/sh', '-c', cmd]] : ['sh', ['-c', cmd]]);
  const sh = (cmd) => run(...asOwner(cmd));
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    sh(`${binDir}/initdb -D ${dir} -U postgres --auth=trust ${throwaway ? '--no-sync ' : ''}-E UTF8 >/dev/null`);
  }
  const extra = Object.entries({ ...(throwaway ? { fsync: 'off' } : {}), ...settings }).map(([k, v]) => ` -c ${k}=${v}`);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200${extra.join('')}`;
  const running = spawnSync(...asOwner(`${binDir}/pg_ctl -D ${dir} status >/dev/null 2>&1`)).status === 0;
  if (!running) sh(`${nice ? `nice -n ${nice} ` : ''}${binDir}/pg_ctl -D ${dir} -l ${dir}/server.log -w -o "${options}" start >/dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: ({ immediate = false } = {}) => sh(`${binDir}/pg_ctl -D ${dir} -m ${immediate ? 'immediate' : 'fast'} stop >/dev/null`),
  };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * `n` free loopback ports, all different and none in `taken` (which gains them): ports found free one
 * by one can be handed out twice before anything binds them.
 */
export async function distinctFreePorts(n, taken = new Set()) {
  const ports = [];
  while (ports.length < n) {
    const port = await freePort();
    if (taken.has(port)) continue;
    taken.add(port);
    ports.push(port);
  }
  return ports;
}
