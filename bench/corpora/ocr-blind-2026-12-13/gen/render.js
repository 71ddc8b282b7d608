// Renders each document's HTML to NN-clean.png (1700x2200) with Chromium via playwright-core,
// saves the HTML and the page's innerText, and records which platform fonts Chromium used.
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const docs = require('./docs');
const OUT = path.resolve(__dirname, '..');
const GO = path.join(__dirname, 'out');
fs.mkdirSync(GO, { recursive: true });
const only = process.argv.slice(2);

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--font-render-hinting=none'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const fontsPath = path.join(GO, 'fonts.json');
  const fontInfo = fs.existsSync(fontsPath) ? JSON.parse(fs.readFileSync(fontsPath, 'utf8')) : {};
  let bad = 0;
  for (const d of docs) {
    if (only.length && !only.includes(d.id)) continue;
    const html = d.html(d);
    fs.writeFileSync(path.join(GO, `${d.id}.html`), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // overflow check: any text outside the page box?
    const over = await page.evaluate(() => {
      const res = [];
      const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let n;
      while ((n = w.nextNode())) {
        if (!n.textContent.trim()) continue;
        const r = document.createRange(); r.selectNodeContents(n);
        for (const b of r.getClientRects()) {
          if (b.bottom > 1056.5 || b.right > 816.5 || b.left < -0.5 || b.top < -0.5) { res.push(n.textContent.trim().slice(0, 40) + ` [${Math.round(b.left)},${Math.round(b.top)},${Math.round(b.right)},${Math.round(b.bottom)}]`); break; }
        }
      }
      return res;
    });
    // overlap check between text lines of different elements is not done; visual review instead
    const text = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(GO, `${d.id}.txt`), text);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
    const agg = {};
    for (const nodeId of nodeIds) {
      try {
        const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const f of r.fonts) agg[f.familyName] = (agg[f.familyName] || 0) + f.glyphCount;
      } catch (e) { /* non-element nodes */ }
    }
    const sizes = await page.evaluate(() => {
      const s = {};
      const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let n;
      while ((n = w.nextNode())) {
        const t = n.textContent.replace(/\s+/g, '');
        if (!t) continue;
        const el = n.parentElement;
        const pt = Math.round(parseFloat(getComputedStyle(el).fontSize) * 0.75 * 10) / 10;
        s[pt] = (s[pt] || 0) + t.length;
      }
      return s;
    });
    fontInfo[d.id] = { glyphs: agg, sizes };
    const png = path.join(OUT, `${d.id}-clean.png`);
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const fl = Object.entries(agg).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(', ');
    console.log(`${d.id} ${over.length ? 'OVERFLOW ' + JSON.stringify(over) : 'ok'} | ${fl}`);
    if (over.length) bad++;
  }
  fs.writeFileSync(fontsPath, JSON.stringify(fontInfo, null, 1));
  await browser.close();
  if (bad) process.exitCode = 1;
})();
