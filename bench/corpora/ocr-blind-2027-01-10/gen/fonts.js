// Lists the platform fonts Chromium actually used for each page (via CDP), for the README.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const pg = await b.newPage({ viewport: { width: 816, height: 1056 } });
  const cdp = await pg.context().newCDPSession(pg);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  for (const f of fs.readdirSync(path.join(__dirname, 'html')).sort()) {
    await pg.goto('file://' + path.join(__dirname, 'html', f));
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '*' });
    const used = {};
    for (const id of nodeIds) { try { const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
      for (const x of r.fonts) used[x.familyName] = (used[x.familyName] || 0) + x.glyphCount; } catch (e) {} }
    console.log(f, JSON.stringify(used));
  }
  await b.close();
})();
