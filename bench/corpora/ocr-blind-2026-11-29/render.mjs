// Renders src/NN.html -> NN-clean.png (page 1, US Letter, 816x1056 CSS px x deviceScaleFactor).
import fs from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromium } = require('/work/main/node_modules/playwright-core');
const meta = JSON.parse(fs.readFileSync(new URL('./render-meta.json', import.meta.url)));
const only = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
for (const { id, dpr } of meta) {
  if (only.length && !only.includes(id)) continue;
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: dpr });
  const p = await ctx.newPage();
  await p.goto('file://' + new URL(`./src/${id}.html`, import.meta.url).pathname);
  await p.waitForTimeout(100);
  const over = await p.evaluate(() => { const b = document.body; return b.scrollHeight > b.clientHeight + 2 ? b.scrollHeight : 0; });
  await p.screenshot({ path: new URL(`./${id}-clean.png`, import.meta.url).pathname, clip: { x: 0, y: 0, width: 816, height: 1056 }, omitBackground: false });
  console.log(id, `dpr=${dpr}`, over ? `OVERFLOW scrollHeight=${over}` : 'fits');
  await ctx.close();
}
await browser.close();
