import { chmodSync, existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { type Config, ENCRYPTION_KEY_FORMAT } from './config.js';
import { PRIVATE_FILE_MODE, secureDataDir } from './data-dir.js';
import { type DatabaseHandle, isDatabaseEmpty, migrateDatabase, openDatabase } from './db/client.js';
import { seedDemo } from './modules/demo/seed-demo.js';
import { createCrypto, generateMasterKey } from './platform/crypto.js';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`Another Parley process is using ${dir}. Stop it first (embedded mode allows one process per DATA_DIR), or set DATA_DIR to another folder.`);
  }
}

function invalidKeySetting(message: string): Error {
  return new Error(`Invalid settings:\n  ${message}`);
}

export function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function realPathOr(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/**
 * ENCRYPTION_KEY_FILE: a file holding the base64 key, kept away from the data (a copy of DATA_DIR,
 * a backup or a stolen disk, must not carry the key of what it holds). Refused when it resolves
 * into DATA_DIR (symbolic links followed), cannot be read, or does not hold a 32-byte key. The key
 * itself is never part of a message.
 */
function readKeyFile(file: string, dataDir: string): string {
  if (isInside(dataDir, file) || isInside(realPathOr(dataDir), realPathOr(file))) {
    throw invalidKeySetting(`ENCRYPTION_KEY_FILE: ${file} is inside DATA_DIR (${dataDir}); keep the key apart from the data it protects`);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw invalidKeySetting(`ENCRYPTION_KEY_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const key = text.trim();
  if (!ENCRYPTION_KEY_FORMAT.test(key))
    throw invalidKeySetting(`ENCRYPTION_KEY_FILE: ${file} must hold a 32-byte key, base64 encoded (openssl rand -base64 32)`);
  return key;
}

export type EncryptionKey = {
  key: string;
  /** Where the key lives, one line for the start banner. */
  location: string;
};

/**
 * The master key, by precedence: ENCRYPTION_KEY, then ENCRYPTION_KEY_FILE, then (outside
 * production only, for the zero-configuration `npm start`) DATA_DIR/secrets.json, created once with
 * mode 0600. That last one sits beside the data, which the banner says plainly.
 */
export function resolveEncryptionKey(config: Config): EncryptionKey {
  if (config.encryptionKey) return { key: config.encryptionKey, location: 'ENCRYPTION_KEY (environment)' };
  if (config.encryptionKeyFile)
    return { key: readKeyFile(config.encryptionKeyFile, config.dataDir), location: `${config.encryptionKeyFile} (ENCRYPTION_KEY_FILE)` };
  const file = keyBesideData(config.dataDir);
  if (config.env === 'production') {
    throw invalidKeySetting(
      `ENCRYPTION_KEY or ENCRYPTION_KEY_FILE: required in production, so that the key is not kept beside the data${
        existsSync(file) ? ` (the key in use is in ${file}: move it to a file outside DATA_DIR and set ENCRYPTION_KEY_FILE)` : ''
      }`,
    );
  }
  const location = 'DATA_DIR/secrets.json (beside the data; set ENCRYPTION_KEY_FILE to keep it elsewhere)';
  if (existsSync(file)) return { key: (JSON.parse(readFileSync(file, 'utf8')) as { encryptionKey: string }).encryptionKey, location };
  const encryptionKey = generateMasterKey();
  storeKeyBesideData(config.dataDir, encryptionKey);
  return { key: encryptionKey, location };
}

/** DATA_DIR/secrets.json: where the key lives when neither ENCRYPTION_KEY nor ENCRYPTION_KEY_FILE is set (not in production). */
export const keyBesideData = (dataDir: string) => path.join(dataDir, 'secrets.json');

/** Writes the key to DATA_DIR/secrets.json, mode 0600 (a restore puts a backup's key back there too). */
export function storeKeyBesideData(dataDir: string, encryptionKey: string): void {
  const file = keyBesideData(dataDir);
  writeFileSync(file, JSON.stringify({ encryptionKey }, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
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
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
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
  writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify({ pid: process.pid, host: os.hostname() }), { mode: PRIVATE_FILE_MODE });
  return async () => {
    rmSync(path.join(dataDir, OWNER_FILE), { force: true });
    await release();
  };
}

export type Opened = {
  database: DatabaseHandle;
  encryptionKey: string;
  /** Where the key lives, for the start banner. */
  encryptionKeyLocation: string;
  seeded: boolean;
  close(): Promise<void>;
};

/**
 * Makes DATA_DIR private (data-dir.ts), locks it (embedded), opens and migrates the database, seeds
 * demo data when asked, and makes private what PGlite created meanwhile (it creates files 0666).
 */
export async function openFromConfig(config: Config, options: { seed: boolean }): Promise<Opened> {
  secureDataDir(config.dataDir);
  const release = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : undefined;
  try {
    const { key: encryptionKey, location: encryptionKeyLocation } = resolveEncryptionKey(config);
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
    secureDataDir(config.dataDir);
    return {
      database,
      encryptionKey,
      encryptionKeyLocation,
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
