// Reports which platform fonts Chromium used for the whole page of each rendered HTML file.
const fs = require('fs'), path = require('path');
(async () => {
  const { chromium } = require('/work/main/node_modules/playwright-core');
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const p = await b.newPage({ viewport: { width: 850, height: 1100 } });
  const cdp = await p.context().newCDPSession(p);
  const res = {};
  for (const f of fs.readdirSync(path.join(__dirname, 'html')).filter(f => f.endsWith('.html')).sort()) {
    await p.setContent(fs.readFileSync(path.join(__dirname, 'html', f), 'utf8'), { waitUntil: 'load' });
    await p.evaluate(() => document.fonts.ready);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const doc = await cdp.send('DOM.getDocument', { depth: -1 });
    const q = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '#page *' });
    const fonts = {};
    for (const id of q.nodeIds) { try { const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id }); for (const x of r.fonts) fonts[x.familyName] = (fonts[x.familyName] || 0) + x.glyphCount; } catch (e) {} }
    res[f] = fonts; console.log(f, JSON.stringify(fonts));
  }
  fs.writeFileSync(path.join(__dirname, 'fonts_used.json'), JSON.stringify(res, null, 1));
  await b.close();
})();
