import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Config } from './config.js';
import { type DatabaseHandle, isDatabaseEmpty, migrateDatabase, openDatabase } from './db/client.js';
import { seedDemo } from './modules/demo/seed-demo.js';
import { createCrypto, generateMasterKey } from './platform/crypto.js';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`Another Parley process is using ${dir}. Stop it first (embedded mode allows one process per DATA_DIR), or set DATA_DIR to another folder.`);
  }
}

/**
 * Embedded mode keeps its key in DATA_DIR/secrets.json (created once, mode 0600). With
 * DATABASE_URL in production the key must come from ENCRYPTION_KEY (config enforces it).
 */
export function resolveEncryptionKey(config: Config): string {
  if (config.encryptionKey) return config.encryptionKey;
  const file = path.join(config.dataDir, 'secrets.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { encryptionKey: string }).encryptionKey;
  const encryptionKey = generateMasterKey();
  writeFileSync(file, JSON.stringify({ encryptionKey }, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return encryptionKey;
}

const LOCK_OPTIONS = { stale: 15_000, update: 5_000, realpath: false };
const OWNER_FILE = 'owner.json';

/** The process that holds DATA_DIR's lock is gone: it ran on this machine and its pid is free. */
function ownerIsGone(dataDir: string): boolean {
  try {
    const { pid, host } = JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as { pid: number; host: string };
    if (host !== os.hostname()) return false;
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * PGlite has no lock between processes (two openers would silently lose writes), so DATA_DIR is
 * locked. A lock left by a process that was killed is taken over at once when its owner's pid is
 * gone from this machine, and otherwise once it is 15 s stale.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, LOCK_OPTIONS);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED' || !ownerIsGone(dataDir)) throw new DataDirLockedError(dataDir);
    // proper-lockfile's lock is the directory `${dataDir}.lock`; unlock() only frees this process's own.
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    release = await lockfile.lock(dataDir, LOCK_OPTIONS).catch(() => {
      throw new DataDirLockedError(dataDir);
    });
  }
  writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify({ pid: process.pid, host: os.hostname() }));
  return async () => {
    rmSync(path.join(dataDir, OWNER_FILE), { force: true });
    await release();
  };
}

export type Opened = { database: DatabaseHandle; encryptionKey: string; seeded: boolean; close(): Promise<void> };

/** Locks DATA_DIR (embedded), opens and migrates the database, seeds demo data when asked. */
export async function openFromConfig(config: Config, options: { seed: boolean }): Promise<Opened> {
  mkdirSync(config.dataDir, { recursive: true });
  const release = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : undefined;
  try {
    const encryptionKey = resolveEncryptionKey(config);
    const database = await openDatabase(
      config.database.kind === 'pglite'
        ? { kind: 'pglite', dir: config.database.dir }
        : { kind: 'postgres', url: config.database.url, max: config.database.poolMax },
    );
    await migrateDatabase(database);
    let seeded = false;
    if (options.seed && (await isDatabaseEmpty(database.db))) {
      await seedDemo(database, createCrypto(encryptionKey), { withAccounts: true });
      seeded = true;
    }
    return {
      database,
      encryptionKey,
      seeded,
      async close() {
        await database.close();
        await release?.();
      },
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}
