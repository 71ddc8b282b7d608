// Reports the platform fonts Chromium actually used for each page (CDP CSS.getPlatformFontsForNode).
const { chromium } = require('/work/main/node_modules/playwright-core');
const path = require('path');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await b.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  for (const id of ['01','02','03','04','05','06','07','08','09','10']) {
    await page.goto('file://' + path.join(__dirname, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.page, .page *' });
    const used = {};
    for (const n of nodeIds) { const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n });
      for (const f of fonts) used[f.familyName] = (used[f.familyName] || 0) + f.glyphCount; }
    console.log(id, JSON.stringify(used));
  }
  await b.close();
})();
