// Step 3: render html/NN.html -> ../NN-clean.png (1700x2200), save text/NN.txt and fonts used.
'use strict';
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const root = path.join(__dirname, '..');
const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  fs.mkdirSync(path.join(__dirname, 'text'), { recursive: true });
  const fontsPath = path.join(__dirname, 'fonts.json');
  const fontsAll = fs.existsSync(fontsPath) ? JSON.parse(fs.readFileSync(fontsPath)) : {};
  const files = fs.readdirSync(path.join(__dirname, 'html')).filter(f => f.endsWith('.html')).sort();
  for (const f of files) {
    const id = f.slice(0, 2);
    if (only && !only.includes(Number(id))) continue;
    const page = await ctx.newPage();
    await page.goto('file://' + path.join(__dirname, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    // overflow check: any element extending beyond the page box
    const over = await page.evaluate(() => {
      const pg = document.querySelector('.page').getBoundingClientRect();
      const bad = [];
      for (const el of document.querySelectorAll('.page *')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.bottom > pg.bottom - 4 || r.right > pg.right - 2 || r.left < pg.left || r.top < pg.top)
          bad.push(el.tagName + '.' + el.className + ' ' + Math.round(r.bottom) + '/' + Math.round(r.right) + ' ' + (el.innerText || '').slice(0, 40).replace(/\n/g, ' '));
      }
      return bad;
    });
    // collision check of absolutely positioned footers with flowing content is visual; report overflow only
    const text = await page.evaluate(() => document.querySelector('.page').innerText);
    fs.writeFileSync(path.join(__dirname, 'text', id + '.txt'), text);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const doc = await cdp.send('DOM.getDocument', { depth: -1 });
    const q = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '.page, .page *' });
    const fonts = {};
    for (const nodeId of q.nodeIds) {
      try {
        const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const ff of r.fonts) fonts[ff.familyName] = (fonts[ff.familyName] || 0) + ff.glyphCount;
      } catch (e) { }
    }
    fontsAll[id] = fonts;
    await page.screenshot({ path: path.join(root, id + '-clean.png'), fullPage: false });
    await page.close();
    console.log(id, 'fonts', JSON.stringify(fonts), over.length ? 'OVERFLOW ' + JSON.stringify(over.slice(0, 4)) : 'fits');
  }
  fs.writeFileSync(fontsPath, JSON.stringify(fontsAll, null, 1));
  await browser.close();
})();
