import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { DataDirLockedError, openFromConfig } from '../bootstrap.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { DEMO_PASSWORD } from '../modules/demo/seed-demo.js';
import { createTestClock } from '../platform/clock.js';
import { tableChecksums } from '../test/db-checksum.js';
import { withDatabase } from '../test/global-setup.js';
import { Agent } from '../test/test-app.js';
import { backupSecretFrom, createBackup } from './backup.js';
import { listFiles } from './engines.js';
import { restoreBackup } from './restore.js';
import { BackupRefusedError, type BackupSecret } from './sealed-archive.js';

// Issue 25, backups that restore: the demo data is used through the API (a case opened, a file
// sent in a chat), backed up, restored into a fresh target, and compared table by table and file by
// file; then the app runs on the restored data and answers as before. On PGlite in the PGlite phase
// of `npm test`, on PostgreSQL in its phase.
const url = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SECRET: BackupSecret = { kind: 'passphrase', passphrase: 'correct horse battery staple' };

const tmp = mkdtempSync(path.join(os.tmpdir(), 'parley-backup-test-'));
const databases: string[] = [];

async function admin<T>(run: (pool: Extract<DatabaseHandle, { kind: 'postgres' }>['pool']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'postgres', url: url as string, max: 1 });
  if (handle.kind !== 'postgres') throw new Error('unreachable');
  try {
    return await run(handle.pool);
  } finally {
    await handle.close();
  }
}

/** A target: an empty DATA_DIR, and on PostgreSQL an empty database of its own. */
async function target(name: string): Promise<Config> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmp, name),
    WEB_DIST: path.join(tmp, 'no-web'),
  };
  if (url) {
    const db = `parley_backup_${name}_${randomBytes(4).toString('hex')}`;
    await admin((pool) => pool.query(`CREATE DATABASE ${db}`));
    databases.push(db);
    env.DATABASE_URL = withDatabase(url, db);
  }
  return loadConfig(env, repoRoot);
}

/** The app as `npm start` builds it on a configuration; closing it releases DATA_DIR. */
async function boot(config: Config, seed = false) {
  const opened = await openFromConfig(config, { seed });
  const { app } = await buildApp({ config, database: opened.database, clock: createTestClock(), encryptionKey: opened.encryptionKey, logger: false });
  await app.ready();
  return {
    app,
    database: opened.database,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

async function checksums(config: Config): Promise<Record<string, string>> {
  const handle = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: config.database.dir } : { kind: 'postgres', url: config.database.url, max: 1 },
  );
  try {
    return await tableChecksums(handle.db, []);
  } finally {
    await handle.close();
  }
}

async function fileHashes(config: Config): Promise<Record<string, string>> {
  const dir = path.join(config.dataDir, 'files');
  const out: Record<string, string> = {};
  for (const rel of await listFiles(dir))
    out[rel] = createHash('sha256')
      .update(readFileSync(path.join(dir, rel)))
      .digest('hex');
  return out;
}

/** What the consumer sees, read twice so that a read's own effect (unread counts) has settled. */
async function consumerView(agent: Agent, conversationId: number, attachmentUrl: string) {
  const read = async () => ({
    cases: (await agent.get('/api/v1/settlement_cases')).json(),
    conversations: (await agent.get('/api/v1/conversations')).json(),
    messages: (await agent.get(`/api/v1/conversations/${conversationId}/messages`)).json(),
    attachment: createHash('sha256')
      .update((await agent.get(attachmentUrl)).rawPayload)
      .digest('hex'),
  });
  await read();
  return read();
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

describe(`backup and restore drill on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  let source: Config;
  let archive: string;
  let before: { view: Awaited<ReturnType<typeof consumerView>>; conversationId: number; attachmentUrl: string };

  beforeAll(async () => {
    source = await target('source');
    if (source.database.kind === 'pglite') {
      // From the suite's migrated dump: migrating a new PGlite takes seconds longer.
      mkdirSync(source.dataDir, { recursive: true });
      const migrated = await openDatabase({ kind: 'pglite', dir: source.database.dir, loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
      await migrated.close();
    }
    const running = await boot(source, true);
    try {
      const consumer = new Agent(running.app);
      expect((await consumer.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } })).statusCode).toBe(200);
      const firms = (await consumer.get('/api/v1/law_firms?query=Demo')).json() as { law_firms: { id: number; name: string }[] };
      const firmId = firms.law_firms.find((f) => f.name === 'Demo Law Group')?.id as number;
      const opened = await consumer.post('/api/v1/settlement_cases', {
        law_firm_id: firmId,
        plaintiff_name: 'Backup Drill Funding LLC',
        amount_owed_cents: 412_345,
        state: 'TX',
        reference_number: 'DRILL-1',
      });
      expect(opened.statusCode, opened.body).toBeLessThan(300);
      const conversation = await consumer.post('/api/v1/conversations', { law_firm_id: firmId });
      expect(conversation.statusCode, conversation.body).toBe(200);
      const conversationId = conversation.json().data.id as number;
      const pdf = Buffer.from(`%PDF-1.4\n% backup drill ${randomBytes(8).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
      const sent = await consumer.multipart(`/api/v1/conversations/${conversationId}/messages`, { 'message[body]': 'My letter, attached.' }, [
        { field: 'message[attachments][]', filename: 'letter.pdf', contentType: 'application/pdf', bytes: pdf },
      ]);
      expect(sent.statusCode, sent.body).toBe(200);
      const attachmentUrl = (sent.json() as { data: { attributes: { attachments: { url: string }[] } } }).data.attributes.attachments[0]?.url as string;
      expect(attachmentUrl).toMatch(/attachments/);
      before = { view: await consumerView(consumer, conversationId, attachmentUrl), conversationId, attachmentUrl };
    } finally {
      await running.close();
    }
    archive = path.join(tmp, 'drill.parley-backup');
    await createBackup({ config: source, out: archive, secret: SECRET });
  }, 90_000);

  afterAll(async () => {
    if (url) await admin(async (pool) => Promise.all(databases.map((db) => pool.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`))));
    rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it('restores every table and every file exactly, and the app answers the same on the restored data', async () => {
    expect(Object.keys(await fileHashes(source)).length).toBeGreaterThan(0);
    const restored = await target('restored');
    const summary = await restoreBackup({ config: restored, archive, secret: SECRET });
    expect(summary.tables).toBeGreaterThan(40);

    expect(await checksums(restored)).toEqual(await checksums(source));
    expect(await fileHashes(restored)).toEqual(await fileHashes(source));
    // The data key came back with the archive (beside the data, as the source kept it in development).
    expect(readFileSync(path.join(restored.dataDir, 'secrets.json'), 'utf8')).toBe(readFileSync(path.join(source.dataDir, 'secrets.json'), 'utf8'));

    const running = await boot(restored);
    try {
      const consumer = new Agent(running.app);
      const signIn = await consumer.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
      expect(signIn.statusCode).toBe(200);
      expect(await consumerView(consumer, before.conversationId, before.attachmentUrl)).toEqual(before.view);
      // A live target is never overwritten: the running server holds it (embedded) or its database has tables.
      const live = restoreBackup({ config: restored, archive, secret: SECRET });
      if (url) await expect(live).rejects.toThrow(/DATABASE_URL has tables: a restore never overwrites a live database/);
      else await expect(live).rejects.toThrow(DataDirLockedError);
    } finally {
      await running.close();
    }
  });

  it('refuses to restore over live data, and leaves it as it was', async () => {
    const sums = await checksums(source);
    await expect(restoreBackup({ config: source, archive, secret: SECRET })).rejects.toThrow(
      url ? /DATABASE_URL has tables/ : /DATA_DIR \(.*\) is not empty .*never overwrites live data/,
    );
    expect(await checksums(source)).toEqual(sums);
  });

  it('refuses a wrong passphrase, a tampered byte and a cut-off archive before writing anything', async () => {
    const empty = await target('refused');
    const wrong = restoreBackup({ config: empty, archive, secret: { kind: 'passphrase', passphrase: 'incorrect horse battery staple' } });
    await expect(wrong).rejects.toThrow(/Wrong passphrase: BACKUP_PASSPHRASE does not open this archive/);

    const tampered = path.join(tmp, 'tampered.parley-backup');
    copyFileSync(archive, tampered);
    const bytes = readFileSync(tampered);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    writeFileSync(tampered, bytes);
    await expect(restoreBackup({ config: empty, archive: tampered, secret: SECRET })).rejects.toThrow(
      /The archive is damaged or was altered: frame \d+ fails authentication/,
    );

    const cut = path.join(tmp, 'cut.parley-backup');
    copyFileSync(archive, cut);
    truncateSync(cut, bytes.length - 10);
    await expect(restoreBackup({ config: empty, archive: cut, secret: SECRET })).rejects.toThrow(/damaged or was altered: it ends inside frame/);

    // Nothing was written: no folder, and on PostgreSQL a database still without tables.
    expect(isEmpty(empty.dataDir)).toBe(true);
    if (empty.database.kind === 'postgres') {
      const { pool } = (await openDatabase({ kind: 'postgres', url: empty.database.url, max: 1 })) as Extract<DatabaseHandle, { kind: 'postgres' }>;
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      await pool.end();
      expect(rows[0].n).toBe(0);
    }
  });

  it('seals with a key file as well, and refuses a passphrase for such an archive', async () => {
    const keyFile = path.join(tmp, 'backup.key');
    writeFileSync(keyFile, `${randomBytes(32).toString('base64')}\n`);
    const secret = backupSecretFrom(loadConfig({ NODE_ENV: 'test', DATA_DIR: source.dataDir, BACKUP_KEY_FILE: keyFile }, repoRoot));
    const sealed = path.join(tmp, 'key-file.parley-backup');
    await createBackup({ config: source, out: sealed, secret, includeDataKey: false });
    const empty = await target('keyfile');
    await expect(restoreBackup({ config: empty, archive: sealed, secret: SECRET })).rejects.toThrow(/sealed with a key file: set BACKUP_KEY_FILE/);
    // Without the data key inside, the restore needs it configured, and refuses before writing.
    await expect(restoreBackup({ config: empty, archive: sealed, secret })).rejects.toThrow(/made without the data key/);
    expect(isEmpty(empty.dataDir)).toBe(true);
    expect(() => backupSecretFrom(loadConfig({ NODE_ENV: 'test', DATA_DIR: source.dataDir }, repoRoot))).toThrow(BackupRefusedError);
  });
});
