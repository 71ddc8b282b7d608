// Render each layout to ../NN-clean.png (1700x2200) and dump innerText to out/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const L = require('./layouts.js');
const only = process.argv.slice(2);
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  fs.mkdirSync(path.join(__dirname, 'out'), { recursive: true });
  for (const id of Object.keys(L).sort()) {
    if (only.length && !only.includes(id)) continue;
    const html = L[id]();
    fs.writeFileSync(path.join(__dirname, 'out', id + '.html'), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const info = await page.evaluate(() => {
      const p = document.querySelector('.page');
      // content overflow check: lowest bottom of any element
      let maxB = 0; for (const e of p.querySelectorAll('*')) { const r = e.getBoundingClientRect(); if (r.height > 0) maxB = Math.max(maxB, r.bottom); }
      return { text: document.body.innerText, maxB, fonts: [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family) };
    });
    fs.writeFileSync(path.join(__dirname, 'out', id + '.txt'), info.text);
    await page.screenshot({ path: path.join(__dirname, '..', id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    console.log(id, 'maxBottom', Math.round(info.maxB), info.maxB > 1056 ? 'OVERFLOW' : 'ok');
  }
  await browser.close();
})();
