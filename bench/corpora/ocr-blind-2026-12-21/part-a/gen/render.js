// Render gen/html/NN.html -> NN-clean.png (1700x2200), dump innerText + fonts actually used.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const GEN = __dirname, OUT = path.dirname(__dirname);
(async () => {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const fontsFile = path.join(GEN, 'text', 'fonts.json');
  const fonts = fs.existsSync(fontsFile) ? JSON.parse(fs.readFileSync(fontsFile)) : {};
  const files = fs.readdirSync(path.join(GEN, 'html')).filter(f => f.endsWith('.html')).sort();
  for (const f of files) {
    const id = f.slice(0, 2);
    if (only.length && !only.includes(id)) continue;
    const page = await ctx.newPage();
    await page.goto('file://' + path.join(GEN, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    if (h > 1056) console.log(`WARN ${id}: content height ${h}px > 1056`);
    await page.screenshot({ path: path.join(OUT, `${id}-clean.png`), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.join(GEN, 'text', `${id}.txt`), await page.evaluate(() => document.body.innerText));
    // platform fonts actually used, via CDP
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
    const used = {};
    for (const n of nodeIds) {
      try {
        const { fonts: pf } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n });
        for (const x of pf) used[x.familyName] = (used[x.familyName] || 0) + x.glyphCount;
      } catch (e) {}
    }
    fonts[id] = used;
    console.log(id, 'rendered', JSON.stringify(used));
    await page.close();
  }
  fs.writeFileSync(fontsFile, JSON.stringify(fonts, null, 1));
  await browser.close();
})();
