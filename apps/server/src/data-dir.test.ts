import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openFromConfig } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DataDirUnsafeError, secureDataDir } from './data-dir.js';
import { createCrypto } from './platform/crypto.js';
import { createDiskStorage } from './platform/storage.js';

// Issue 33, point 5: PGlite created the database's files 0666 in a DATA_DIR of 0755.
const made: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-data-dir-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Every entry under `dir` (itself included) that group or others may read, write or enter, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const stats = statSync(target);
    if (stats.mode & 0o077) found.push(`${path.relative(dir, target) || '.'} 0${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(dir);
  return found;
}

describe('DATA_DIR is its owner’s alone', () => {
  it('leaves nothing under DATA_DIR readable or writable by group or others after start-up, stored files and the key included', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const opened = await openFromConfig(loadConfig({ DATA_DIR: dataDir }), { seed: false });
    try {
      const storage = createDiskStorage(path.join(dataDir, 'files'), createCrypto(opened.encryptionKey));
      await storage.put(Buffer.from('a consumer’s papers'));
      expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(0);
      expect(statSync(path.join(dataDir, 'secrets.json')).isFile()).toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('makes a DATA_DIR left 0777, and what is in it, private before the database opens', async () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o777);
    writeFileSync(path.join(dataDir, 'left-behind.json'), '{}', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'left-behind.json'), 0o666);
    const opened = await openFromConfig(loadConfig({ DATA_DIR: dataDir }), { seed: false });
    await opened.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'left-behind.json')).mode & 0o777).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  // Root may change any folder's mode: the refusal is seen from an unprivileged account ("nobody").
  it.runIf(process.getuid?.() === 0)('refuses to start, in one line, on a DATA_DIR open to others that it cannot make private', () => {
    const parent = tempDir();
    chmodSync(parent, 0o755);
    const dataDir = path.join(parent, 'data');
    secureDataDir(dataDir);
    chmodSync(dataDir, 0o777);
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const module = fileURLToPath(new URL('./data-dir.ts', import.meta.url));
    const script = `import(${JSON.stringify(module)}).then((m) => { try { m.secureDataDir(${JSON.stringify(dataDir)}); console.log('started'); } catch (err) { console.log(err.constructor.name + ': ' + err.message); } })`;
    const child = spawnSync(process.execPath, ['--import', tsx, '-e', script], {
      uid: 65534,
      gid: 65534,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: os.tmpdir() },
    });
    const lines = child.stdout.trim().split('\n');
    expect(lines, child.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${DataDirUnsafeError.name}: DATA_DIR ${dataDir} is open to other users \\(mode 0777, owner uid 0\\) and Parley \\(uid 65534\\) cannot make it private: chown it to the user that runs Parley or chmod 700 it, then start again\\.$`,
      ),
    );
    expect(statSync(dataDir).mode & 0o777).toBe(0o777);
  });
});
