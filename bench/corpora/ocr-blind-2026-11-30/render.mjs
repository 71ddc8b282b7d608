// Renders src/NN.html -> NN-clean.png with headless Chromium (playwright-core),
// and verifies every non-null expected string is present in the rendered page text.
import fs from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('/work/main/node_modules/playwright-core');
const truth = JSON.parse(fs.readFileSync('truth.json', 'utf8')).filter((t) => t.clean);
const only = process.argv.slice(2);
const DSF = [1.5625, 1.875, 2.0833];
const norm = (s) => s.replace(/[\u00a0\s]+/g, ' ').trim().toLowerCase();
const noComma = (s) => norm(s).replace(/[,.]/g, '').replace(/ +/g, ' ');
const money = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--font-render-hinting=none'] });
let bad = 0;
for (const t of truth) {
  if (only.length && !only.includes(t.id)) continue;
  const n = parseInt(t.id, 10);
  const dsf = DSF[n % 3];
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: dsf });
  const page = await ctx.newPage();
  await page.goto('file://' + process.cwd() + `/src/${t.id}.html`);
  await page.evaluate(() => document.fonts.ready);
  const { text, sh, sw } = await page.evaluate(() => ({ text: document.body.innerText, sh: document.body.scrollHeight, sw: document.body.scrollWidth }));
  const problems = [];
  if (sh > 1056 || sw > 816) problems.push(`overflow ${sw}x${sh}`);
  const T = norm(text), TC = noComma(text);
  for (const [k, v] of Object.entries(t.expected)) {
    if (v === null || typeof v === 'boolean') continue;
    if (k === 'lawsuit_amount') { if (!T.includes(money(v))) problems.push(`amount ${money(v)} missing`); continue; }
    if (k === 'lawsuit_state') continue;
    const ok = T.includes(norm(v)) || (k === 'court_name' && TC.includes(noComma(v)));
    if (!ok) problems.push(`${k} "${v}" missing`);
  }
  await page.screenshot({ path: `${t.id}-clean.png`, omitBackground: false });
  await ctx.close();
  console.log(`${t.id} dsf=${dsf} ${problems.length ? 'PROBLEM: ' + problems.join('; ') : 'ok'}`);
  if (problems.length) bad++;
}
await browser.close();
if (bad) { console.error(`${bad} documents with problems`); process.exit(1); }
