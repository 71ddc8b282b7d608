// render gen/html/NN.html -> NN-clean.png (1700x2200), record innerText and platform fonts
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const ROOT = path.resolve(__dirname, '..');
(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of ids) {
    await page.goto('file://' + path.join(__dirname, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ROOT, id + '-clean.png') });
    const text = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(__dirname, 'html', id + '.txt'), text);
    // fonts actually used (CDP platform fonts over all elements)
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
    const used = {};
    for (const n of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n });
      for (const f of fonts) used[f.familyName] = (used[f.familyName] || 0) + f.glyphCount;
    }
    fs.writeFileSync(path.join(__dirname, 'html', id + '.fonts.json'), JSON.stringify(used));
    await cdp.detach();
    console.log(id, 'rendered', JSON.stringify(used));
  }
  await browser.close();
})();
