import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { isInside, lockDataDir, resolveEncryptionKey } from '../bootstrap.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { type TableChecksum, tableChecksumsWith } from '../db/table-checksums.js';
import { appliedMigrations, buildMigrations, listFiles, postgresTool, readFileStream, runOnClient, runTool, s3Bucket } from './engines.js';
import { ArchiveWriter, BackupRefusedError, type BackupSecret, parseBackupKeyFile } from './sealed-archive.js';

/** What `manifest.json`, the archive's last entry, says (docs/decisions/017-backups.md). */
export type BackupManifest = {
  format: 'parley-backup';
  format_version: 1;
  app_version: string;
  created_at: string;
  database: { kind: 'pglite' | 'postgres'; entry: string; migrations_applied: number; latest_migration: string | null };
  tables: Record<string, TableChecksum>;
  /** Every entry but the manifest itself: size and sha256 of the bytes as they were read. */
  entries: Record<string, { bytes: number; sha256: string }>;
  /** The data encryption key travels inside the sealed archive unless left out on purpose. */
  data_key: { included: boolean; fingerprint: string };
};

export const ENTRY = {
  pglite: 'database/pglite-datadir.tar.gz',
  postgres: 'database/postgres.dump',
  dataKey: 'keys/data-key',
  manifest: 'manifest.json',
  /** DATA_DIR/files/<path> */
  file: 'files/',
  /** S3 objects, under the deployment's prefix */
  object: 's3/',
} as const;

/** A short fingerprint of the data key: tells whether two keys are the same without showing either. */
export const keyFingerprint = (key: string) => createHash('sha256').update(`parley data key fingerprint\0${key}`).digest('hex').slice(0, 16);

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** BACKUP_KEY_FILE or BACKUP_PASSPHRASE (exactly one); the key file kept out of DATA_DIR like the data key's. */
export function backupSecretFrom(config: Config): BackupSecret {
  const { passphrase, keyFile } = config.backup;
  if (passphrase && keyFile) throw new BackupRefusedError('Set BACKUP_PASSPHRASE or BACKUP_KEY_FILE, not both.');
  if (keyFile) {
    if (isInside(config.dataDir, keyFile))
      throw new BackupRefusedError(`BACKUP_KEY_FILE: ${keyFile} is inside DATA_DIR; keep the backup key apart from the data.`);
    let text: string;
    try {
      text = readFileSync(keyFile, 'utf8');
    } catch (err) {
      throw new BackupRefusedError(`BACKUP_KEY_FILE: cannot read ${keyFile} (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
    }
    return { kind: 'key-file', key: parseBackupKeyFile(text, keyFile) };
  }
  if (passphrase) return { kind: 'passphrase', passphrase };
  throw new BackupRefusedError(
    'Set BACKUP_PASSPHRASE (at least 12 characters) or BACKUP_KEY_FILE (a file holding `openssl rand -base64 32`): the archive is always encrypted.',
  );
}

export type BackupSummary = { archive: string; manifest: BackupManifest; seconds: number };

/**
 * Writes one sealed archive of the database, the stored files and the data key. Embedded
 * (PGlite): takes DATA_DIR's lock, so the server must be stopped. PostgreSQL: pg_dump runs on a
 * snapshot that the table checksums are taken in too, while the servers keep running; the files
 * are copied after it (a file uploaded meanwhile is in the archive without its row, never the reverse
 * for rows older than the snapshot).
 */
export async function createBackup(opts: {
  config: Config;
  out: string;
  secret: BackupSecret;
  includeDataKey?: boolean;
  log?: (line: string) => void;
}): Promise<BackupSummary> {
  const { config } = opts;
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const includeDataKey = opts.includeDataKey ?? true;
  if (existsSync(opts.out)) throw new BackupRefusedError(`${opts.out} exists already; backups never overwrite one another.`);
  if (isInside(config.dataDir, path.resolve(opts.out)))
    throw new BackupRefusedError(`${opts.out} is inside DATA_DIR; write backups elsewhere (they would back each other up).`);
  const release = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : undefined;
  const writer = await ArchiveWriter.create(opts.out, opts.secret).catch(async (err) => {
    await release?.();
    throw err;
  });
  try {
    const { key } = resolveEncryptionKey(config);
    const entries: BackupManifest['entries'] = {};
    const record = (e: { name: string; bytes: number; sha256: string }) => {
      entries[e.name] = { bytes: e.bytes, sha256: e.sha256 };
    };
    const migrations = buildMigrations();
    let database: BackupManifest['database'];
    let tables: BackupManifest['tables'];

    if (config.database.kind === 'pglite') {
      if (!existsSync(path.join(config.database.dir, 'PG_VERSION'))) throw new BackupRefusedError(`There is no database in ${config.database.dir} to back up.`);
      const handle = await openDatabase({ kind: 'pglite', dir: config.database.dir });
      if (handle.kind !== 'pglite') throw new Error('unreachable');
      try {
        const run = async <T>(text: string) => (await handle.pglite.query<T>(text)).rows;
        const applied = await appliedMigrations(run);
        tables = await tableChecksumsWith(run);
        database = { kind: 'pglite', entry: ENTRY.pglite, migrations_applied: applied, latest_migration: migrations[applied - 1] ?? null };
        log('Dumping the embedded database (PGlite)…');
        // PGlite's own gzip runs in JavaScript (2.1 s for the demo data here); zlib level 1 takes 0.4 s.
        const dump = await handle.pglite.dumpDataDir('none');
        record(await writer.add(ENTRY.pglite, Readable.fromWeb(dump.stream() as never).pipe(createGzip({ level: 1 }))));
      } finally {
        await handle.close();
      }
    } else {
      const handle = await openDatabase({ kind: 'postgres', url: config.database.url, max: 1 });
      if (handle.kind !== 'postgres') throw new Error('unreachable');
      const client = await handle.pool.connect();
      try {
        // One snapshot for pg_dump and the checksums: the manifest describes exactly what was dumped.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
        const run = runOnClient(client);
        const applied = await appliedMigrations(run);
        database = { kind: 'postgres', entry: ENTRY.postgres, migrations_applied: applied, latest_migration: migrations[applied - 1] ?? null };
        log('Dumping the database (pg_dump, custom format)…');
        const dump = runTool(
          postgresTool('pg_dump'),
          ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]?.snapshot}`, `--dbname=${config.database.url}`],
          'ignore',
        );
        dump.done.catch(() => {}); // awaited below; the stream may fail first
        const [, sums] = await Promise.all([
          writer.add(ENTRY.postgres, dump.stdout).then(async (e) => {
            await dump.done;
            record(e);
          }),
          tableChecksumsWith(run),
        ]);
        tables = sums;
        await client.query('COMMIT');
      } finally {
        client.release();
        await handle.close();
      }
    }

    const fileDir = path.join(config.dataDir, 'files');
    const files = await listFiles(fileDir);
    log(`Copying ${files.length} stored files…`);
    for (const rel of files) record(await writer.add(`${ENTRY.file}${rel}`, readFileStream(path.join(fileDir, rel))));
    if (config.files.kind === 's3') {
      const bucket = s3Bucket(config.files);
      const keys = await bucket.list();
      log(`Copying ${keys.length} objects from s3://${config.files.bucket}/${config.files.prefix}…`);
      for (const k of keys) record(await writer.add(`${ENTRY.object}${k}`, await bucket.get(k)));
    }
    if (includeDataKey) record(await writer.add(ENTRY.dataKey, Buffer.from(key)));

    const manifest: BackupManifest = {
      format: 'parley-backup',
      format_version: 1,
      app_version: appVersion(),
      created_at: new Date().toISOString(),
      database,
      tables,
      entries,
      data_key: { included: includeDataKey, fingerprint: keyFingerprint(key) },
    };
    await writer.add(ENTRY.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.close();
    return { archive: opts.out, manifest, seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    await writer.abort();
    throw err;
  } finally {
    await release?.();
  }
}
