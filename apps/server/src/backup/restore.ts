import { createWriteStream, existsSync, openAsBlob, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, type Gunzip } from 'node:zlib';
import { isInside, keyBesideData, lockDataDir, resolveEncryptionKey, storeKeyBesideData } from '../bootstrap.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { tableChecksumsWith } from '../db/table-checksums.js';
import { type BackupManifest, ENTRY, keyFingerprint } from './backup.js';
import { buildMigrations, postgresTool, runOnClient, runTool, s3Bucket, safeJoin, userTableCount, writeFileIn } from './engines.js';
import { BackupRefusedError, type BackupSecret, openArchive } from './sealed-archive.js';

const OWNER_FILE = 'owner.json';

/**
 * Reads the whole archive without writing anything: every frame authenticated, every entry
 * against its checksum and the manifest. Answers the manifest and the data key it carries.
 */
export async function verifyBackup(archive: string, secret: BackupSecret): Promise<{ manifest: BackupManifest; dataKey: string | null }> {
  const { events } = await openArchive(archive, secret);
  const seen: Record<string, { bytes: number; sha256: string }> = {};
  let manifestText = '';
  let dataKey = '';
  for await (const e of events()) {
    if (e.type === 'data' && e.name === ENTRY.manifest) manifestText += e.chunk.toString('utf8');
    if (e.type === 'data' && e.name === ENTRY.dataKey) dataKey += e.chunk.toString('utf8');
    if (e.type === 'end' && e.name !== ENTRY.manifest) seen[e.name] = { bytes: e.bytes, sha256: e.sha256 };
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    throw new BackupRefusedError('The archive has no readable manifest: not a complete Parley backup.');
  }
  if (manifest.format !== 'parley-backup' || manifest.format_version !== 1)
    throw new BackupRefusedError('The archive was written by an unknown backup format.');
  const names = new Set([...Object.keys(seen), ...Object.keys(manifest.entries)]);
  for (const name of names) {
    const a = seen[name];
    const b = manifest.entries[name];
    if (!a || !b || a.bytes !== b.bytes || a.sha256 !== b.sha256) throw new BackupRefusedError(`The archive does not match its manifest at ${name}.`);
  }
  if (dataKey && keyFingerprint(dataKey) !== manifest.data_key.fingerprint)
    throw new BackupRefusedError('The data key in the archive does not match its manifest.');
  return { manifest, dataKey: dataKey || null };
}

function listDir(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Where the data key goes, decided before anything is written; refuses a key that would not open the data. */
function planDataKey(config: Config, manifest: BackupManifest, dataKey: string | null): { write: (() => void) | null; undo: () => void } {
  const none = { write: null, undo: () => {} };
  const fingerprint = manifest.data_key.fingerprint;
  const mismatch = (where: string) =>
    new BackupRefusedError(
      `${where} holds a different data key than this backup was made with: the restored data could not be decrypted. Use the backup's key.`,
    );
  if (config.encryptionKey) {
    if (keyFingerprint(config.encryptionKey) !== fingerprint) throw mismatch('ENCRYPTION_KEY');
    return none;
  }
  if (config.encryptionKeyFile) {
    const file = config.encryptionKeyFile;
    if (existsSync(file)) {
      if (keyFingerprint(resolveEncryptionKey(config).key) !== fingerprint) throw mismatch(`ENCRYPTION_KEY_FILE (${file})`);
      return none;
    }
    if (!dataKey)
      throw new BackupRefusedError(`This backup was made without the data key, and ENCRYPTION_KEY_FILE (${file}) does not exist: put the key there first.`);
    if (isInside(config.dataDir, file))
      throw new BackupRefusedError(`ENCRYPTION_KEY_FILE: ${file} is inside DATA_DIR; keep the key apart from the data it protects.`);
    return {
      write: () => writeFileSync(file, `${dataKey}\n`, { mode: 0o600, flag: 'wx' }),
      undo: () => rmSync(file, { force: true }),
    };
  }
  if (config.env === 'production') {
    throw new BackupRefusedError(
      'Set ENCRYPTION_KEY_FILE to where the data key should live (a path outside DATA_DIR; the restore writes the backup’s key there if the file does not exist), as production requires.',
    );
  }
  const beside = keyBesideData(config.dataDir);
  if (existsSync(beside)) {
    if (keyFingerprint(resolveEncryptionKey(config).key) !== fingerprint) throw mismatch(beside);
    return none;
  }
  if (!dataKey)
    throw new BackupRefusedError('This backup was made without the data key: set ENCRYPTION_KEY or ENCRYPTION_KEY_FILE to the key it was made with.');
  return { write: () => storeKeyBesideData(config.dataDir, dataKey), undo: () => rmSync(beside, { force: true }) };
}

export type RestoreSummary = { manifest: BackupManifest; tables: number; rows: number; files: number; seconds: number };

/**
 * Restores an archive into an EMPTY target and refuses anything else: a DATA_DIR with anything in
 * it or locked by a running server, a PostgreSQL database with tables, a bucket prefix with
 * objects. The archive is read twice: first checked whole (a wrong secret or one altered byte is
 * refused before anything is written), then restored; should the second pass fail, what it wrote
 * is removed (pg_restore runs in one transaction). Last, the restored tables are checked against
 * the manifest's checksums. Migrations newer than the archive run when the server starts.
 */
export async function restoreBackup(opts: { config: Config; archive: string; secret: BackupSecret; log?: (line: string) => void }): Promise<RestoreSummary> {
  const { config } = opts;
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const embedded = config.database.kind === 'pglite';
  const fileDir = path.join(config.dataDir, 'files');

  // 1. The target must be empty, and stays locked (embedded) so no server starts on it meanwhile.
  if (!existsSync(opts.archive)) throw new BackupRefusedError(`No archive at ${opts.archive}.`);
  const created: (() => Promise<void> | void)[] = [];
  if (!existsSync(config.dataDir)) {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    created.push(() => rm(config.dataDir, { recursive: true, force: true }));
  }
  const release = embedded ? await lockDataDir(config.dataDir) : undefined;
  try {
    if (embedded) {
      const present = listDir(config.dataDir).filter((n) => n !== OWNER_FILE);
      if (present.length > 0)
        throw new BackupRefusedError(
          `DATA_DIR (${config.dataDir}) is not empty (${present.slice(0, 5).join(', ')}): a restore never overwrites live data. Restore into an empty folder, then point DATA_DIR at it.`,
        );
    }
    if (config.database.kind === 'postgres') {
      const handle = await openDatabase({ kind: 'postgres', url: config.database.url, max: 1 });
      try {
        if (handle.kind === 'postgres' && (await userTableCount(runOnClient(handle.pool))) > 0)
          throw new BackupRefusedError(
            'The database at DATABASE_URL has tables: a restore never overwrites a live database. Create an empty database (createdb) and point DATABASE_URL at it.',
          );
      } finally {
        await handle.close();
      }
    }
    if (!embedded && listDir(fileDir).length > 0) {
      throw new BackupRefusedError(`${fileDir} is not empty: a restore never overwrites live files. Use an empty DATA_DIR.`);
    }
    const bucket = config.files.kind === 's3' ? s3Bucket(config.files) : null;
    if (bucket && (await bucket.list(1)).length > 0)
      throw new BackupRefusedError('The S3 bucket prefix already holds objects: a restore never overwrites live files. Use an empty bucket or S3_PREFIX.');

    // 2. The archive, checked whole before anything is written.
    log('Checking the archive…');
    const { manifest, dataKey } = await verifyBackup(opts.archive, opts.secret);
    const known = buildMigrations().length;
    if (manifest.database.migrations_applied > known)
      throw new BackupRefusedError(
        `This backup comes from a newer Parley (migration ${manifest.database.latest_migration ?? manifest.database.migrations_applied}); this build knows ${known} migrations. Restore with that version or newer.`,
      );
    if (manifest.database.kind !== config.database.kind)
      throw new BackupRefusedError(
        `This backup holds a ${manifest.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} database and this installation uses ${
          embedded ? 'PGlite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'
        }: restore into the same kind.`,
      );
    const hasObjects = Object.keys(manifest.entries).some((n) => n.startsWith(ENTRY.object));
    if (hasObjects && !bucket) throw new BackupRefusedError('This backup holds S3 objects: set S3_BUCKET (and its settings) for the restore.');
    const key = planDataKey(config, manifest, dataKey);

    // 3. The restore itself.
    const { events } = await openArchive(opts.archive, opts.secret);
    if (key.write) {
      key.write();
      created.push(key.undo);
    }
    let pgRestore: ReturnType<typeof runTool> | null = null;
    let staged: Gunzip | null = null;
    let stagedDone: Promise<void> = Promise.resolve();
    const stagedPath = path.join(config.dataDir, '.restore-db.tar');
    let fileBuffer: Buffer[] = [];
    const writtenObjects: string[] = [];
    let files = 0;
    for await (const e of events()) {
      if (e.type === 'begin') {
        fileBuffer = [];
        if (e.name === ENTRY.postgres && config.database.kind === 'postgres') {
          log('Restoring the database (pg_restore, one transaction)…');
          pgRestore = runTool(
            postgresTool('pg_restore'),
            ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${config.database.url}`],
            'pipe',
          );
          pgRestore.done.catch(() => {});
          pgRestore.child.stdin?.on('error', () => {}); // its exit code tells
        } else if (e.name === ENTRY.pglite) {
          log('Restoring the embedded database (PGlite)…');
          // Unzipped here (zlib) rather than by PGlite (JavaScript), into the file PGlite loads.
          staged = createGunzip();
          stagedDone = pipeline(staged, createWriteStream(stagedPath, { mode: 0o600 }));
          stagedDone.catch(() => {});
          created.push(() => rm(stagedPath, { force: true }));
        }
      } else if (e.type === 'data') {
        if (e.name === ENTRY.postgres && pgRestore) {
          const stdin = pgRestore.child.stdin;
          if (stdin && !stdin.write(e.chunk)) await new Promise<void>((resolve) => stdin.once('drain', resolve).once('close', resolve));
        } else if (e.name === ENTRY.pglite && staged) {
          const gunzip = staged;
          if (!gunzip.write(e.chunk)) await new Promise<void>((resolve) => gunzip.once('drain', resolve));
        } else if (e.name.startsWith(ENTRY.file) || e.name.startsWith(ENTRY.object)) fileBuffer.push(e.chunk);
      } else if (e.type === 'end') {
        if (e.name === ENTRY.postgres && pgRestore && config.database.kind === 'postgres') {
          pgRestore.child.stdin?.end();
          await pgRestore.done;
          const { url } = config.database;
          created.push(() => emptyDatabase(url));
        } else if (e.name === ENTRY.pglite && staged) {
          staged.end();
          await stagedDone;
          staged = null;
        } else if (e.name.startsWith(ENTRY.file)) {
          if (files === 0) created.push(() => rm(fileDir, { recursive: true, force: true }));
          await writeFileIn(fileDir, e.name.slice(ENTRY.file.length), Buffer.concat(fileBuffer));
          files++;
        } else if (e.name.startsWith(ENTRY.object) && bucket) {
          const k = e.name.slice(ENTRY.object.length);
          safeJoin('/', k);
          if (writtenObjects.length === 0) created.push(() => bucket.remove(writtenObjects));
          await bucket.put(k, Buffer.concat(fileBuffer));
          writtenObjects.push(k);
          files++;
        }
      }
    }

    // 4. Load (embedded) and check the restored tables against the manifest.
    let restored: Awaited<ReturnType<typeof tableChecksumsWith>>;
    if (config.database.kind === 'pglite') {
      const { dir } = config.database;
      created.push(() => rm(dir, { recursive: true, force: true }));
      const handle = await openDatabase({ kind: 'pglite', dir: config.database.dir, loadDataDir: await openAsBlob(stagedPath) });
      try {
        if (handle.kind !== 'pglite') throw new Error('unreachable');
        restored = await tableChecksumsWith(async <T>(text: string) => (await handle.pglite.query<T>(text)).rows);
      } finally {
        await handle.close();
      }
      await rm(stagedPath, { force: true });
    } else {
      const handle = await openDatabase({ kind: 'postgres', url: config.database.url, max: 1 });
      try {
        if (handle.kind !== 'postgres') throw new Error('unreachable');
        restored = await tableChecksumsWith(runOnClient(handle.pool));
      } finally {
        await handle.close();
      }
    }
    const differing = [...new Set([...Object.keys(restored), ...Object.keys(manifest.tables)])].filter(
      (t) => restored[t]?.md5 !== manifest.tables[t]?.md5 || restored[t]?.rows !== manifest.tables[t]?.rows,
    );
    if (differing.length > 0) throw new Error(`The restored database differs from the backup in ${differing.join(', ')}; the restore was rolled back.`);
    const rows = Object.values(restored).reduce((n, t) => n + t.rows, 0);
    return { manifest, tables: Object.keys(restored).length, rows, files, seconds: (Date.now() - started) / 1000 };
  } catch (err) {
    for (const undo of created.reverse()) await Promise.resolve(undo()).catch(() => {});
    throw err;
  } finally {
    await release?.();
  }
}

/** After a restore into PostgreSQL that failed a later step: the database goes back to empty, as it was. */
async function emptyDatabase(url: string): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url, max: 1 });
  if (handle.kind !== 'postgres') return;
  try {
    await handle.pool.query(
      'BEGIN; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public AUTHORIZATION pg_database_owner; COMMIT',
    );
  } finally {
    await handle.close();
  }
}
