import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
function resolveEncryptionKey(config: Config): string {
  if (config.encryptionKey) return config.encryptionKey;
  const file = path.join(config.dataDir, 'secrets.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { encryptionKey: string }).encryptionKey;
  const encryptionKey = generateMasterKey();
  writeFileSync(file, JSON.stringify({ encryptionKey }, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return encryptionKey;
}

export type Opened = { database: DatabaseHandle; encryptionKey: string; seeded: boolean; close(): Promise<void> };

/** Locks DATA_DIR (embedded), opens and migrates the database, seeds demo data when asked. */
export async function openFromConfig(config: Config, options: { seed: boolean }): Promise<Opened> {
  mkdirSync(config.dataDir, { recursive: true });
  let release: (() => Promise<void>) | undefined;
  if (config.database.kind === 'pglite') {
    // PGlite has no lock between processes: two openers would silently lose writes.
    try {
      release = await lockfile.lock(config.dataDir, { stale: 15_000, update: 5_000, realpath: false });
    } catch {
      throw new DataDirLockedError(config.dataDir);
    }
  }
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
