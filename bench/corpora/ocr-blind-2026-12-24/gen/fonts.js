// Report the platform fonts Chromium actually used for each rendered document (gen/html/NN.html) -> gen/fonts_used.json
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 816, height: 1056 } });
  const cdp = await page.context().newCDPSession(page);
  const res = {};
  for (const f of fs.readdirSync(path.join(__dirname, 'html')).sort()) {
    await page.setContent(fs.readFileSync(path.join(__dirname, 'html', f), 'utf8'), { waitUntil: 'load' });
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const ids = []; (function walk(n) { if (n.nodeType === 1) ids.push(n.nodeId); (n.children || []).forEach(walk); })(root);
    const used = {};
    for (const id of ids) {
      try { const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
        for (const x of fonts) used[x.familyName] = (used[x.familyName] || 0) + x.glyphCount; } catch (e) {}
    }
    res[f.slice(0, 2)] = used; console.log(f, JSON.stringify(used));
  }
  fs.writeFileSync(path.join(__dirname, 'fonts_used.json'), JSON.stringify(res, null, 1));
  await browser.close();
})();
