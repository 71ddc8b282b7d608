// Usage: node gen/render.js 01 [02 ...]  -> NN-clean.png, gen/out/NN.html, NN.txt (innerText), NN.meta.json
const path = require('path'), fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
const ROOT = path.resolve(__dirname, '..');
const BASE_CSS = `@page{size:816px 1056px;margin:0}
html,body{margin:0;padding:0;background:#fff;color:#111}
body{width:816px;height:1056px;overflow:hidden;position:relative;-webkit-font-smoothing:antialiased}`;
(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of ids) {
    delete require.cache[require.resolve(`./docs/${id}.js`)];
    const doc = require(`./docs/${id}.js`);
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}\n${doc.css}</style></head><body>${doc.body}</body></html>`;
    fs.writeFileSync(path.join(__dirname, 'out', `${id}.html`), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const text = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(__dirname, 'out', `${id}.txt`), text);
    const over = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
    await page.screenshot({ path: path.join(ROOT, `${id}-clean.png`), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    // fonts actually used (Chromium platform fonts for every element)
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
    const used = {};
    for (const nid of nodeIds) {
      try { const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: nid });
        for (const f of fonts) used[f.familyName] = (used[f.familyName] || 0) + f.glyphCount; } catch (e) {}
    }
    await cdp.detach();
    fs.writeFileSync(path.join(__dirname, 'out', `${id}.fonts.json`), JSON.stringify(used));
    console.log(id, 'fonts', JSON.stringify(used));
    fs.writeFileSync(path.join(__dirname, 'out', `${id}.meta.json`), JSON.stringify(doc.meta, null, 1));
    console.log(id, 'rendered', JSON.stringify(over));
  }
  await browser.close();
})();
