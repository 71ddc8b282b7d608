'use strict';
// Render every document to NN-clean.png (1700x2200), save its HTML and visible text,
// record which fonts Chromium actually used, and fail on overflow.
// Usage: node render.js [id ...]
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { htmlDoc } = require('./lib');
const docs = require('./docs');

const OUT = path.resolve(__dirname, '..');
const GEN = __dirname;
for (const d of ['html', 'text']) fs.mkdirSync(path.join(GEN, d), { recursive: true });

(async () => {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const fontsReport = fs.existsSync(path.join(GEN, 'fonts.json')) ? JSON.parse(fs.readFileSync(path.join(GEN, 'fonts.json'))) : {};
  let bad = 0;
  for (const doc of docs) {
    if (only.length && !only.includes(doc.id)) continue;
    const html = htmlDoc({ font: doc.font, size: doc.size, stretch: doc.stretch, css: doc.css, body: doc.body(doc.d), lang: doc.lang });
    fs.writeFileSync(path.join(GEN, 'html', doc.id + '.html'), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // overflow check: content must fit inside the 8.5x11 page box
    const ov = await page.evaluate(() => {
      const pg = document.querySelector('.page');
      const r = pg.getBoundingClientRect();
      let worst = 0, what = '';
      for (const el of pg.querySelectorAll('*')) {
        const b = el.getBoundingClientRect();
        if (b.width === 0 && b.height === 0) continue;
        const o = Math.max(b.bottom - r.bottom, b.right - r.right, r.left - b.left, r.top - b.top);
        if (o > worst) { worst = o; what = el.tagName + '.' + el.className + ' ' + (el.textContent || '').slice(0, 40); }
      }
      // lowest content bottom (for info)
      let maxB = 0;
      for (const el of pg.querySelectorAll('*')) { const b = el.getBoundingClientRect(); if (b.height > 0 && getComputedStyle(el).position !== 'absolute') maxB = Math.max(maxB, b.bottom); }
      return { worst, what, maxB: Math.round(maxB), sh: pg.scrollHeight, ch: pg.clientHeight };
    });
    const text = await page.evaluate(() => document.querySelector('.page').innerText);
    fs.writeFileSync(path.join(GEN, 'text', doc.id + '.txt'), text);
    // fonts actually used (glyph counts per platform font over all text-bearing nodes)
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const root = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.root.nodeId, selector: '.page, .page *' });
    const glyphs = {};
    for (const nodeId of nodeIds) {
      try {
        const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const f of r.fonts) glyphs[f.familyName] = (glyphs[f.familyName] || 0) + f.glyphCount;
      } catch (e) { /* ignore */ }
    }
    const ranked = Object.entries(glyphs).sort((a, b) => b[1] - a[1]);
    fontsReport[doc.id] = { requested: doc.font, used: ranked };
    await page.screenshot({ path: path.join(OUT, doc.id + '-clean.png'), fullPage: false });
    const flag = ov.worst > 1 || ov.sh > ov.ch + 1 ? 'OVERFLOW ' + ov.worst.toFixed(1) + 'px ' + ov.what : 'ok';
    if (flag !== 'ok') bad++;
    console.log(doc.id, flag, 'contentBottom=' + ov.maxB + '/1056', ranked.slice(0, 3).map(x => x[0] + ':' + x[1]).join(', '));
  }
  fs.writeFileSync(path.join(GEN, 'fonts.json'), JSON.stringify(fontsReport, null, 1));
  await browser.close();
  if (bad) { console.log('overflowing documents:', bad); process.exitCode = 1; }
})();
