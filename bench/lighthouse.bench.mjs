// Lighthouse on a blog post page of the built server (embedded PGlite in a temporary DATA_DIR),
// in Debian's Chromium. Prints the four category scores; the issue asks for at least 95 each.
//   npm run bench:lighthouse
//   LIGHTHOUSE_PATH=/blog/debt-validation-letters LIGHTHOUSE_FORM=desktop npm run bench:lighthouse
// Not part of npm test: it takes ~30 s and needs /usr/bin/chromium (apt-get install chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3901);
const base = `http://127.0.0.1:${port}`;
const pagePath = process.env.LIGHTHOUSE_PATH ?? '/blog/how-to-answer-a-debt-collection-lawsuit';
const formFactor = process.env.LIGHTHOUSE_FORM === 'desktop' ? 'desktop' : 'mobile';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-lighthouse-'));
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: 'false', PUBLIC_URL: base };
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });

async function waitUp() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

let chrome;
try {
  await waitUp();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  const config =
    formFactor === 'desktop'
      ? {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'desktop',
            screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
            throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
          },
        }
      : undefined;
  const result = await lighthouse(
    `${base}${pagePath}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    config,
  );
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const scores = { performance: score('performance'), accessibility: score('accessibility'), best_practices: score('best-practices'), seo: score('seo') };
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, ${formFactor}, ${pagePath}`);
  console.log(`| ${formFactor} | ${scores.performance} | ${scores.accessibility} | ${scores.best_practices} | ${scores.seo} |`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    console.log(`  ${audits[id]?.title}: ${audits[id]?.displayValue}`);
  }
  // Anything that cost points, so a regression says where to look.
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  [${id}] ${audit.id}: ${audit.score}`);
    }
  }
  const below = Object.entries(scores).filter(([, v]) => v < 95);
  if (below.length > 0) {
    console.error(`Below 95: ${below.map(([k, v]) => `${k} ${v}`).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
