// A firm administrator's 100,000-row portfolio import through the real server: upload (multipart),
// the import job (pg-boss), progress polled as the page polls it. Timed from the upload's first byte
// to the status "imported", on PGlite (embedded, `npm start`) and on PostgreSQL 15 (a throwaway
// cluster of its own); CSV, and XLSX written by exceljs. Then the same file again (every row
// unchanged: the idempotent path). Peak server memory from /proc (VmHWM). Loopback only.
//
//   node bench/import.bench.mjs                 ROWS=100000 by default; ONLY=pglite|postgres; KINDS=csv,xlsx
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { postgresBinDir, root, startPostgres } from '../scripts/lib.mjs';

const server = (p) => path.join(root, 'apps/server/dist', p);
const ROWS = Number(process.env.ROWS ?? 100_000);
const KINDS = (process.env.KINDS ?? 'csv,xlsx').split(',');
const PORT = Number(process.env.PORT ?? 3471);
const base = `http://127.0.0.1:${PORT}`;
const STATES = ['TX', 'CA', 'NY', 'FL', 'OH', 'WA', 'GA', 'IL'];
const HEADER = ['Account Number', 'Debtor Name', 'Balance', 'State', 'Original Creditor', 'Email', 'File Number'];
const row = (i, prefix = 'B') => [
  `${prefix}-${i}`,
  `Consumer ${i}`,
  (100 + (i % 9000) + (i % 100) / 100).toFixed(2),
  STATES[i % STATES.length],
  `Creditor ${i % 40}`,
  `c${i}@example.test`,
  `F${i}`,
];

function csvFile() {
  const lines = [HEADER.join(',')];
  for (let i = 1; i <= ROWS; i++) lines.push(row(i).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}
async function xlsxFile() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Accounts');
  sheet.addRow(HEADER);
  for (let i = 1; i <= ROWS; i++) sheet.addRow(row(i, 'X'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

class Browser {
  cookies = new Map();
  async fetch(url, init = {}) {
    // The token first: asking for it sets the cookie it is checked against.
    const token = init.method && init.method !== 'GET' ? await this.csrf() : null;
    const headers = { ...init.headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (token) headers['x-csrf-token'] = token;
    const res = await fetch(base + url, { ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }
  async csrf() {
    const res = await fetch(`${base}/api/csrf`, { headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return (await res.json()).csrf_token;
  }
}

async function waitForServer(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const peakMb = (pid) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function importOnce(browser, name, bytes, contentType) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: contentType }), name);
  const up = await browser.fetch('/collectors/api/portfolio/imports', { method: 'POST', body: form });
  if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
  const uploaded = await up.json();
  const uploadMs = performance.now() - started;
  const run = await browser.fetch(`/collectors/api/portfolio/imports/${uploaded.id}/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mapping: uploaded.mapping, dry_run: false }),
  });
  if (!run.ok) throw new Error(`run: ${run.status} ${await run.text()}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const state = await (await browser.fetch(`/collectors/api/portfolio/imports/${uploaded.id}`)).json();
    if (state.status === 'failed') throw new Error(`import failed: ${state.error}`);
    if (state.status === 'imported') return { uploadMs, totalMs: performance.now() - started, state };
  }
}

async function measure(backend, files) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-import-bench-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  let pg;
  if (backend === 'postgres') {
    pg = startPostgres(path.join(dataDir, 'pg'), 55471, { throwaway: true });
    spawnSync(path.join(postgresBinDir(), 'psql'), [pg.url, '-qc', 'CREATE DATABASE parley_import'], { stdio: 'ignore' });
    env.DATABASE_URL = pg.url.replace(/\/postgres$/, '/parley_import');
    env.ENCRYPTION_KEY = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
    const seed = spawnSync(process.execPath, [server('seed-cli.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (seed.status !== 0) throw new Error('seed failed');
  }
  const child = spawn(process.execPath, [server('main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const results = [];
  try {
    await waitForServer(child);
    const admin = new Browser();
    const login = await admin.fetch('/collectors/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo-law.test', password: 'Parley-demo-2026!' }),
    });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    for (const [kind, bytes] of files) {
      const type = kind === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      // The XLSX's references differ from the CSV's (X-… and B-…), so it creates its rows too.
      const first = await importOnce(admin, `portfolio.${kind}`, bytes, type);
      const again = await importOnce(admin, `portfolio.${kind}`, bytes, type);
      results.push({ backend, kind, bytes: bytes.length, first, again, peak: peakMb(child.pid) });
      console.log(
        `${backend} ${kind}: ${(first.totalMs / 1000).toFixed(1)} s (upload ${(first.uploadMs / 1000).toFixed(1)} s), created ${first.state.created_count}; again ${(again.totalMs / 1000).toFixed(1)} s, unchanged ${again.state.unchanged_count}; peak RSS ${peakMb(child.pid)} MB`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    pg?.stop({ immediate: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const files = [];
if (KINDS.includes('csv')) files.push(['csv', csvFile()]);
if (KINDS.includes('xlsx')) {
  files.push(['xlsx', await xlsxFile()]);
}
console.log(`${ROWS.toLocaleString()} rows: ${files.map(([kind, bytes]) => `${kind.toUpperCase()} ${(bytes.length / 1e6).toFixed(1)} MB`).join(', ')}`);
const all = [];
for (const backend of ['pglite', 'postgres']) {
  if (process.env.ONLY && process.env.ONLY !== backend) continue;
  all.push(...(await measure(backend, files)));
}
console.log('\n| database | file | size | import (upload → imported) | of which upload | same file again (all unchanged) | server peak RSS |');
console.log('|---|---|---|---|---|---|---|');
for (const r of all) {
  console.log(
    `| ${r.backend === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${r.kind.toUpperCase()} | ${(r.bytes / 1e6).toFixed(1)} MB | ${(r.first.totalMs / 1000).toFixed(1)} s (${Math.round(ROWS / (r.first.totalMs / 1000)).toLocaleString()} rows/s) | ${(r.first.uploadMs / 1000).toFixed(1)} s | ${(r.again.totalMs / 1000).toFixed(1)} s | ${r.peak} MB |`,
  );
}
