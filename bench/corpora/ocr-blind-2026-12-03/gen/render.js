// Renders each document's HTML with Chromium (one at a time), saves NN-clean.png and NN.html,
// extracts the rendered text and the platform fonts Chromium used, and writes render-report.json.
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { BASE_CSS } = require('./lib');
const OUT = path.resolve(__dirname, '..');
const docs = require('./docs');
const only = process.argv.slice(2).map(Number);

function html(d) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}\n${d.css}\n.page{font-size:${d.size}}</style></head><body><div class="page">${d.body(d)}</div></body></html>`;
}
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await b.newPage({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 200 / 96 });
  const cdp = await page.context().newCDPSession(page);
  const reportPath = path.join(__dirname, 'render-report.json');
  const report = fs.existsSync(reportPath) ? JSON.parse(fs.readFileSync(reportPath)) : {};
  for (const d of docs) {
    if (only.length && !only.includes(d.id)) continue;
    const nn = String(d.id).padStart(2, '0');
    const h = html(d);
    fs.writeFileSync(path.join(__dirname, 'html', nn + '.html'), h);
    await page.setContent(h, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const geo = await page.evaluate(() => {
      const p = document.querySelector('.page');
      const abs = el => { for (let e = el; e && e !== p; e = e.parentElement) if (getComputedStyle(e).position === 'absolute') return e; return null; };
      let flowBottom = 0, footTop = 1056;
      for (const el of p.querySelectorAll('*')) {
        const r = el.getBoundingClientRect(); if (!r.height) continue;
        const a = abs(el);
        if (!a) flowBottom = Math.max(flowBottom, r.bottom);
        else if (a.classList.contains('foot')) footTop = Math.min(footTop, a.getBoundingClientRect().top);
      }
      return { sh: p.scrollHeight, sw: p.scrollWidth, flowBottom: Math.round(flowBottom), footTop: Math.round(footTop), ok: p.scrollHeight <= 1056 && p.scrollWidth <= 816 && flowBottom <= footTop - 3 && flowBottom <= 1036 };
    });
    const text = await page.evaluate(() => document.querySelector('.page').innerText);
    // fonts actually used, summed over all elements
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const doc = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '.page, .page *' });
    const fonts = {};
    for (const id of nodeIds) {
      try {
        const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
        for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName] || 0) + f.glyphCount;
      } catch (e) {}
    }
    await cdp.send('CSS.disable'); await cdp.send('DOM.disable');
    await page.screenshot({ path: path.join(OUT, nn + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    report[nn] = { geo, fonts, text };
    console.log(nn, JSON.stringify(geo), JSON.stringify(fonts));
  }
  fs.writeFileSync(reportPath, JSON.stringify(report, null, 1));
  await b.close();
})();
