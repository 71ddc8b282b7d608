import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, openFromConfig } from './bootstrap.js';
import { loadConfig } from './config.js';
import { customerDocuments, users } from './db/schema/index.js';
import { DEMO_ACCOUNTS } from './modules/demo/seed-demo.js';

describe('embedded start-up', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-boot-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('seeds an empty data folder once, keeps its key private, and refuses a second opener', async () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = await openFromConfig(config, { seed: true });
    try {
      expect(first.seeded).toBe(true);
      // 8 demo people and firm entities, plus one consumer per account except the 3 the demo consumers own.
      const accounts = DEMO_ACCOUNTS['Demo Law Group'] + DEMO_ACCOUNTS['Other Collections LLC'];
      expect(await first.database.db.$count(customerDocuments)).toBe(accounts);
      expect(await first.database.db.$count(users)).toBe(8 + accounts - 3);
      expect(statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
      await expect(openFromConfig(config, { seed: true })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    const again = await openFromConfig(config, { seed: true });
    try {
      expect(again.seeded).toBe(false);
      expect(again.encryptionKey).toBe(first.encryptionKey);
      expect(await again.database.db.$count(customerDocuments)).toBe(DEMO_ACCOUNTS['Demo Law Group'] + DEMO_ACCOUNTS['Other Collections LLC']);
    } finally {
      await again.close();
    }
  });

  it('takes over at once the lock of a process that was killed, never the lock of a live one', async () => {
    const killedDir = mkdtempSync(path.join(os.tmpdir(), 'parley-boot-killed-'));
    try {
      // What a SIGKILLed server leaves: its lock (fresh, so not yet stale) and its owner record.
      const leaveLock = (pid: number) => {
        mkdirSync(`${killedDir}.lock`, { recursive: true });
        writeFileSync(path.join(killedDir, 'owner.json'), JSON.stringify({ pid, host: os.hostname() }));
      };
      leaveLock(process.pid);
      await expect(openFromConfig(loadConfig({ DATA_DIR: killedDir }), { seed: false })).rejects.toBeInstanceOf(DataDirLockedError);
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      leaveLock(gone);
      const opened = await openFromConfig(loadConfig({ DATA_DIR: killedDir }), { seed: false });
      await opened.close();
    } finally {
      rmSync(`${killedDir}.lock`, { recursive: true, force: true });
      rmSync(killedDir, { recursive: true, force: true });
    }
  });

  it('refuses bad settings with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y', NODE_ENV: 'production' })).toThrow(/ENCRYPTION_KEY/);
  });
});
