'use strict';
// Builds HTML from the data objects, renders NN-clean.png (1700x2200) with Chromium via playwright-core,
// records the page text and the fonts Chromium actually used, and writes truth.json.
// Usage: node gen/build.js [NN ...]   (no args = all documents)
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { pageHtml, expected } = require('./lib');

const OUT = path.resolve(__dirname, '..');
const HTML = path.join(__dirname, 'html');
const TEXT = path.join(__dirname, 'text');
fs.mkdirSync(HTML, { recursive: true });
fs.mkdirSync(TEXT, { recursive: true });

const docs = [];
for (const f of ['docs-a.js', 'docs-b.js', 'docs-c.js']) {
  if (fs.existsSync(path.join(__dirname, f))) docs.push(...require('./' + f));
}
docs.sort((a, b) => a.n - b.n);
const nn = d => String(d.n).padStart(2, '0');

async function fontsUsed(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
  const ids = [];
  (function walk(n) {
    if (n.nodeType === 1 && (n.children || []).some(c => c.nodeType === 3 && c.nodeValue.trim())) ids.push(n.nodeId);
    for (const c of n.children || []) walk(c);
  })(root);
  const tally = {};
  for (const id of ids) {
    try {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
      for (const f of fonts) tally[f.familyName] = (tally[f.familyName] || 0) + f.glyphCount;
    } catch (_) { /* node without layout */ }
  }
  await cdp.detach();
  return Object.entries(tally).sort((a, b) => b[1] - a[1]);
}

(async () => {
  const only = process.argv.slice(2).map(Number);
  const sel = only.length ? docs.filter(d => only.includes(d.n)) : docs;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const renderInfo = fs.existsSync(path.join(__dirname, 'render-info.json'))
    ? JSON.parse(fs.readFileSync(path.join(__dirname, 'render-info.json'))) : {};
  for (const d of sel) {
    const { css, body } = d.render(d);
    const file = path.join(HTML, nn(d) + '.html');
    fs.writeFileSync(file, pageHtml(d, body, css));
    await page.goto('file://' + file);
    await page.evaluate(() => document.fonts.ready);
    const ov = await page.evaluate(() => {
      const p = document.getElementById('page');
      const pr = p.getBoundingClientRect();
      let maxBottom = 0, maxRight = 0;
      for (const el of p.querySelectorAll('*')) {
        if (![...el.childNodes].some(c => c.nodeType === 3 && c.nodeValue.trim())) continue;  // text-bearing elements only
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        maxBottom = Math.max(maxBottom, r.bottom); maxRight = Math.max(maxRight, r.right);
      }
      let flowBottom = 0, ftTop = 1056;
      for (const f of p.querySelectorAll('.ft,.cut')) ftTop = Math.min(ftTop, f.getBoundingClientRect().top);
      for (const el of p.querySelectorAll('*')) {
        if (el.closest('.ft,.cut')) continue;
        if (![...el.childNodes].some(c => c.nodeType === 3 && c.nodeValue.trim())) continue;
        flowBottom = Math.max(flowBottom, el.getBoundingClientRect().bottom);
      }
      return { flowBottom: Math.round(flowBottom), ftTop: Math.round(ftTop), scrollH: p.scrollHeight, clientH: p.clientHeight, scrollW: p.scrollWidth, clientW: p.clientWidth,
        maxBottom: Math.round(maxBottom), maxRight: Math.round(maxRight), pageBottom: pr.bottom, pageRight: pr.right };
    });
    const text = await page.evaluate(() => document.getElementById('page').innerText);
    // warn when a key value is broken across two printed lines
    const x = expected(d);
    const keys = [x.civil_number, x.customer_street, x.customer_name, x.lawyer_email, require('./lib').money(x.lawsuit_amount)].filter(Boolean);
    const wraps = await page.evaluate(keys => {
      const out = [];
      const w = document.createTreeWalker(document.getElementById('page'), NodeFilter.SHOW_TEXT);
      for (let n = w.nextNode(); n; n = w.nextNode()) {
        for (const k of keys) {
          let i = n.nodeValue.indexOf(k);
          while (i >= 0) {
            const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + k.length);
            const tops = new Set([...r.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top)));
            if (tops.size > 1) out.push(k);
            i = n.nodeValue.indexOf(k, i + 1);
          }
        }
      }
      return out;
    }, keys);
    if (wraps.length) console.log(nn(d), 'WRAPPED:', wraps.join(' | '));
    fs.writeFileSync(path.join(TEXT, nn(d) + '.txt'), text);
    await page.screenshot({ path: path.join(OUT, nn(d) + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const fonts = await fontsUsed(page);
    renderInfo[nn(d)] = { fonts, overflow: ov };
    const bad = ov.flowBottom > ov.ftTop - 3 || ov.scrollH > ov.clientH + 1 || ov.scrollW > ov.clientW + 1 || ov.maxBottom > 1056 - 10 || ov.maxRight > 816 - 10;
    console.log(nn(d), d.font, '| used:', fonts.slice(0, 3).map(f => f.join(':')).join(', '), '| flow', ov.flowBottom, '/ footer', ov.ftTop, bad ? 'OVERFLOW/EDGE!' : '');
  }
  await browser.close();
  fs.writeFileSync(path.join(__dirname, 'render-info.json'), JSON.stringify(renderInfo, null, 1));

  // truth.json always from all documents
  const truth = [];
  for (const d of docs) {
    const info = renderInfo[nn(d)];
    const usedFont = info && info.fonts.length ? info.fonts[0][0] : d.font;
    for (const clean of [true, false]) {
      truth.push({ file: `${nn(d)}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, kind: d.kind, layout: d.layout,
        font: usedFont, clean, expected: expected(d) });
    }
  }
  fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2));
  console.log('truth entries:', truth.length);
})().catch(e => { console.error(e); process.exit(1); });
