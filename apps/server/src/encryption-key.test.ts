import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFromConfig, resolveEncryptionKey } from './bootstrap.js';
import { loadConfig } from './config.js';
import { generateMasterKey } from './platform/crypto.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'parley-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A fresh DATA_DIR and, beside it (outside it), a key file. */
function setup(keyFileContent?: string) {
  const dir = path.join(root, `case-${++n}`);
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const keyFile = path.join(dir, 'parley.key');
  if (keyFileContent !== undefined) writeFileSync(keyFile, keyFileContent, { mode: 0o600 });
  return { dataDir, keyFile };
}

describe('where the encryption key comes from', () => {
  it('takes ENCRYPTION_KEY first, then ENCRYPTION_KEY_FILE, then DATA_DIR/secrets.json, and says which', () => {
    const fromEnv = generateMasterKey();
    const fromFile = generateMasterKey();
    // The way `openssl rand -base64 32 > parley.key` writes it: with a newline.
    const { dataDir, keyFile } = setup(`${fromFile}\n`);
    const both = resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: fromEnv, ENCRYPTION_KEY_FILE: keyFile }));
    expect(both).toEqual({ key: fromEnv, location: 'ENCRYPTION_KEY (environment)' });
    expect(resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: keyFile }))).toEqual({
      key: fromFile,
      location: `${keyFile} (ENCRYPTION_KEY_FILE)`,
    });
    // Neither: development makes one beside the data, and the banner line says so.
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    const generated = resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir }));
    expect(generated.location).toBe('DATA_DIR/secrets.json (beside the data; set ENCRYPTION_KEY_FILE to keep it elsewhere)');
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
    expect(generated.key).not.toBe(fromFile);
  });

  it('resolves a relative ENCRYPTION_KEY_FILE against the working folder, like DATA_DIR', () => {
    const { dataDir, keyFile } = setup(generateMasterKey());
    const config = loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: path.basename(keyFile) }, path.dirname(keyFile));
    expect(config.encryptionKeyFile).toBe(keyFile);
  });

  it('refuses a key file inside DATA_DIR, even through a symbolic link, without reading it', () => {
    const key = generateMasterKey();
    const { dataDir, keyFile } = setup();
    const inside = path.join(dataDir, 'keys', 'parley.key');
    mkdirSync(path.dirname(inside));
    writeFileSync(inside, key);
    expect(() => resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: inside }))).toThrow(
      /^Invalid settings:\n {2}ENCRYPTION_KEY_FILE: .* is inside DATA_DIR/,
    );
    // A path outside that leads into DATA_DIR.
    symlinkSync(inside, keyFile);
    expect(() => resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: keyFile }))).toThrow(/inside DATA_DIR/);
    // DATA_DIR itself reached through a link.
    const linkedDataDir = path.join(path.dirname(dataDir), 'data-link');
    symlinkSync(dataDir, linkedDataDir);
    expect(() => resolveEncryptionKey(loadConfig({ DATA_DIR: linkedDataDir, ENCRYPTION_KEY_FILE: inside }))).toThrow(/inside DATA_DIR/);
  });

  it('refuses a key file it cannot read or that holds no 32-byte key, and never prints what it holds', () => {
    const { dataDir, keyFile } = setup();
    expect(() => resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: keyFile }))).toThrow(
      /^Invalid settings:\n {2}ENCRYPTION_KEY_FILE: cannot read .*parley\.key \(ENOENT\)/,
    );
    const short = Buffer.alloc(16, 7).toString('base64');
    for (const content of [short, 'not base64 at all, a password', '', `{"encryptionKey":"${generateMasterKey()}"}`]) {
      writeFileSync(keyFile, content);
      let message = '';
      try {
        resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: keyFile }));
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/ENCRYPTION_KEY_FILE: .* must hold a 32-byte key, base64 encoded/);
      if (content) expect(message).not.toContain(content);
    }
  });

  it('in production, refuses to keep the key beside the data, and says where the old one is', () => {
    const { dataDir } = setup();
    const settings = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.parley.test:587' };
    const production = loadConfig({ ...settings, DATA_DIR: dataDir });
    expect(() => resolveEncryptionKey(production)).toThrow(/^Invalid settings:\n {2}ENCRYPTION_KEY or ENCRYPTION_KEY_FILE: required in production/);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    resolveEncryptionKey(loadConfig({ DATA_DIR: dataDir }));
    expect(() => resolveEncryptionKey(production)).toThrow(/move it to a file outside DATA_DIR and set ENCRYPTION_KEY_FILE/);
    // With DATABASE_URL, the settings alone already say so; a key file is enough.
    expect(() => loadConfig({ ...settings, DATABASE_URL: 'postgres://x/y' })).toThrow(/ENCRYPTION_KEY/);
    expect(loadConfig({ ...settings, DATABASE_URL: 'postgres://x/y', ENCRYPTION_KEY_FILE: '/etc/parley/key' }).encryptionKeyFile).toBe('/etc/parley/key');
  });

  it('starts with the key file, names it for the banner, and writes no secrets.json', async () => {
    const key = generateMasterKey();
    const { dataDir, keyFile } = setup(key);
    const opened = await openFromConfig(loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_FILE: keyFile }), { seed: false });
    try {
      expect(opened.encryptionKey).toBe(key);
      expect(opened.encryptionKeyLocation).toBe(`${keyFile} (ENCRYPTION_KEY_FILE)`);
      expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
    } finally {
      await opened.close();
    }
  });
});
