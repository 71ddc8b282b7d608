// Starts the built server on a fresh embedded data folder for one end-to-end run, and writes the
// demo firms' authentication codes it prints at start-up to .tmp/e2e-auth-codes-<port>.json for the
// tests (each worker has a server, and each server its own codes).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
const codesFile = path.resolve(`.tmp/e2e-auth-codes-${process.env.PORT}.json`);
mkdirSync(path.dirname(codesFile), { recursive: true });
const codes = {};

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (chunk) => {
  for (const match of String(chunk).matchAll(/Authentication code of (.+): ([A-Z0-9-]+)/g)) {
    codes[match[1]] = match[2];
    writeFileSync(codesFile, JSON.stringify(codes));
  }
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
