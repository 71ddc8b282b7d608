import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSecretFrom, createBackup } from './backup/backup.js';
import { restoreBackup, verifyBackup } from './backup/restore.js';
import { BackupRefusedError } from './backup/sealed-archive.js';
import { DataDirLockedError } from './bootstrap.js';
import { loadConfig } from './config.js';

const USAGE = `npm run backup [-- --out FILE] [--without-data-key]   one encrypted archive of the database, the files and the data key
npm run restore -- ARCHIVE                               into an empty DATA_DIR / empty database only
npm run restore -- --check ARCHIVE                       reads and verifies the archive, restores nothing
The archive is sealed with BACKUP_PASSPHRASE or BACKUP_KEY_FILE (see docs/operating/backups.md).`;

const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** `npm run backup` and `npm run restore` (backup/backup.ts, backup/restore.ts). */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, 'without-data-key': { type: 'boolean' }, check: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    say(USAGE);
    return;
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const secret = backupSecretFrom(config);
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const out = path.resolve(values.out ?? path.join('backups', `parley-${stamp}.parley-backup`));
    mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
    const { manifest, seconds } = await createBackup({ config, out, secret, includeDataKey: !values['without-data-key'], log: say });
    const tables = Object.values(manifest.tables);
    const bytes = Object.values(manifest.entries).reduce((n, e) => n + e.bytes, 0);
    const files = Object.keys(manifest.entries).filter((n) => n.startsWith('files/') || n.startsWith('s3/')).length;
    say(
      `Backed up ${tables.length} tables (${tables.reduce((n, t) => n + t.rows, 0).toLocaleString('en-US')} rows), ${files} files, ${mb(bytes)} in ${seconds.toFixed(1)} s:\n  ${out}`,
    );
    say(
      manifest.data_key.included
        ? 'The data key is inside the archive (encrypted). Keep the passphrase or key file somewhere else than the archive.'
        : `The data key is NOT in the archive (fingerprint ${manifest.data_key.fingerprint}): keep it safe, the restore needs it.`,
    );
    return;
  }
  const archive = positionals[0];
  if (!archive || positionals.length > 1) throw new BackupRefusedError(`Name one archive.\n${USAGE}`);
  if (values.check) {
    const { manifest } = await verifyBackup(path.resolve(archive), secret);
    say(
      `The archive is whole: ${Object.keys(manifest.entries).length} entries match the manifest of ${manifest.created_at} (${manifest.database.kind}, migration ${manifest.database.latest_migration}).`,
    );
    return;
  }
  const summary = await restoreBackup({ config, archive: path.resolve(archive), secret, log: say });
  say(
    `Restored the backup of ${summary.manifest.created_at}: ${summary.tables} tables (${summary.rows.toLocaleString('en-US')} rows, every table's checksum matches), ${summary.files} files, in ${summary.seconds.toFixed(1)} s. Start Parley on it as usual.`,
  );
}

main().catch((err) => {
  const known = err instanceof BackupRefusedError || err instanceof DataDirLockedError || (err instanceof Error && err.message.startsWith('Invalid settings'));
  process.stderr.write(`${known ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  process.exit(1);
});
