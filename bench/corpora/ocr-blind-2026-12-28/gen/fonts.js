// Report the platform fonts Chromium actually used on each page (CDP CSS.getPlatformFontsForNode over all elements).
const { chromium } = require('/work/main/node_modules/playwright-core');
const path = require('path');
const ROOT = path.resolve(__dirname, '..');
(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await (await browser.newContext({ viewport: { width: 816, height: 1056 } })).newPage();
  const cdp = await page.context().newCDPSession(page);
  for (const id of ids) {
    await page.goto('file://' + path.join(ROOT, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '*' });
    const used = {};
    for (const n of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n });
      for (const f of fonts) used[f.familyName] = (used[f.familyName] || 0) + f.glyphCount;
    }
    console.log(id, JSON.stringify(used));
  }
  await browser.close();
})();
