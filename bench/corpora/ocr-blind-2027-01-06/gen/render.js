// Render gen/html/NN.html to NN-clean.png (1700x2200) and dump innerText + platform fonts to gen/out/.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const root = path.resolve(__dirname, '..');
(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const files = fs.readdirSync(path.join(__dirname, 'html')).filter(f => f.endsWith('.html')).sort();
  for (const f of files) {
    const id = f.slice(0, 2);
    if (ids.length && !ids.includes(id)) continue;
    const page = await ctx.newPage();
    await page.goto('file://' + path.join(__dirname, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(root, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.join(__dirname, 'out', id + '.txt'), await page.evaluate(() => document.body.innerText));
    // fonts actually used
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root: r } = await cdp.send('DOM.getDocument', { depth: -1 });
    const used = {};
    const walk = async n => {
      if (n.nodeType === 1) {
        try { const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n.nodeId });
          for (const x of fonts) used[x.familyName] = (used[x.familyName] || 0) + x.glyphCount; } catch (e) {}
      }
      for (const c of n.children || []) await walk(c);
    };
    await walk(r);
    fs.writeFileSync(path.join(__dirname, 'out', id + '.fonts.json'), JSON.stringify(used));
    console.log(id, JSON.stringify(used));
    await page.close();
  }
  await browser.close();
})();
