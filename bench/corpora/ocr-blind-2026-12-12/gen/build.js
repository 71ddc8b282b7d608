'use strict';
// Renders the 30 clean pages with Chromium (one browser, pages rendered one after another),
// writes truth.json from the same data objects, and checks every truth string against the
// rendered page text. Usage: node gen/build.js   (run from the corpus folder or anywhere)
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { htmlDoc, courtName, truthOf } = require('./lib');

const ROOT = path.resolve(__dirname, '..');
const HTML_DIR = path.join(__dirname, 'html');
fs.mkdirSync(HTML_DIR, { recursive: true });

const docs = [...require('./docs_a'), ...require('./docs_b'), ...require('./docs_c')];
const only = process.argv[2] ? process.argv[2].split(',') : null;

const { norm, checkDoc } = require('./check');

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--font-render-hinting=none'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  const report = [];
  let failures = 0;
  for (const d of docs) {
    if (only && !only.includes(d.id)) continue;
    const html = htmlDoc(d);
    fs.writeFileSync(path.join(HTML_DIR, `${d.id}.html`), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = path.join(ROOT, `${d.id}-clean.png`);
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const info = await page.evaluate(() => {
      const pg = document.querySelector('.page');
      const out = { overflow: [], sizes: {} };
      if (pg.scrollHeight > pg.clientHeight + 1 || pg.scrollWidth > pg.clientWidth + 1) out.overflow.push(`page scroll ${pg.scrollWidth}x${pg.scrollHeight}`);
      for (const el of pg.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.bottom > 1056.5 || r.right > 816.5 || r.left < -0.5 || r.top < -0.5) out.overflow.push(`${el.tagName}.${el.className} ${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.right)},${Math.round(r.bottom)}`);
        if (el.scrollHeight > el.clientHeight + 2 && getComputedStyle(el).overflow === 'hidden') out.overflow.push(`clipped ${el.tagName}.${el.className}`);
        let n = 0; for (const c of el.childNodes) if (c.nodeType === 3) n += c.textContent.replace(/\s+/g, '').length;
        if (n) { const pt = (parseFloat(getComputedStyle(el).fontSize) * 0.75).toFixed(2); out.sizes[pt] = (out.sizes[pt] || 0) + n; }
      }
      // overlapping text: line boxes of different text nodes that intersect substantially
      const boxes = [];
      const walker = document.createTreeWalker(pg, NodeFilter.SHOW_TEXT);
      let tn; let idx = 0;
      while ((tn = walker.nextNode())) {
        if (!tn.textContent.trim()) continue;
        const rg = document.createRange(); rg.selectNodeContents(tn);
        for (const r of rg.getClientRects()) if (r.width > 1 && r.height > 1) boxes.push({ i: idx, r, s: tn.textContent.trim().slice(0, 24) });
        idx++;
      }
      out.overlaps = [];
      for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) {
        if (boxes[a].i === boxes[b].i) continue;
        const A = boxes[a].r; const B = boxes[b].r;
        const w = Math.min(A.right, B.right) - Math.max(A.left, B.left);
        const h = Math.min(A.bottom, B.bottom) - Math.max(A.top, B.top);
        if (w > 0 && h > 0 && w * h > 0.3 * Math.min(A.width * A.height, B.width * B.height)) out.overlaps.push(`"${boxes[a].s}" x "${boxes[b].s}"`);
      }
      out.text = document.body.innerText;
      return out;
    });
    // fonts actually used (Chromium platform fonts, glyph counts summed over elements)
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.page, .page *' });
    const fonts = {};
    for (const nodeId of nodeIds) {
      const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName] || 0) + f.glyphCount;
    }
    const fontRank = Object.entries(fonts).sort((a, b) => b[1] - a[1]);
    const text = norm(info.text);
    fs.writeFileSync(path.join(HTML_DIR, `${d.id}.txt`), info.text);
    const { errs, ok } = checkDoc(d, text);
    if (fontRank[0][0] !== d.font) errs.push(`dominant font ${fontRank[0][0]} != requested ${d.font}`);
    const sizes = Object.entries(info.sizes).map(([k, v]) => [parseFloat(k), v]).sort((a, b) => b[1] - a[1]);
    const minPt = Math.min(...sizes.map((s) => s[0]));
    if (minPt < 6.5 - 0.01) errs.push(`font size below 6.5pt: ${minPt}`);
    if (sizes[0][0] < 9 || sizes[0][0] > 12) errs.push(`dominant text size ${sizes[0][0]}pt outside 9-12`);
    if (info.overflow.length) errs.push('overflow: ' + info.overflow.slice(0, 5).join(' | '));
    if (info.overlaps.length) errs.push('text overlap: ' + info.overlaps.slice(0, 5).join(' | '));
    failures += errs.length ? 1 : 0;
    report.push({ id: d.id, fonts: fontRank, dominantPt: sizes[0][0], minPt, charsBySize: sizes, checked: ok, errors: errs, court_name: courtName(d.court) });
    console.log(`${d.id} ${errs.length ? 'FAIL' : 'ok  '} font=${fontRank.map(([f, n]) => f + ':' + n).join(',')} body=${sizes[0][0]}pt min=${minPt}pt ${errs.join(' ; ')}`);
  }
  await browser.close();
  if (!only) {
    const truth = [];
    const fontOf = Object.fromEntries(report.map((r) => [r.id, r.fonts[0][0]]));
    for (const d of docs) {
      const expected = truthOf(d);
      for (const clean of [true, false]) {
        truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, kind: d.kind, layout: d.layout, font: fontOf[d.id], clean, expected });
      }
    }
    fs.writeFileSync(path.join(ROOT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
    fs.writeFileSync(path.join(__dirname, 'render_report.json'), JSON.stringify(report, null, 2) + '\n');
    console.log(`truth.json: ${truth.length} entries; documents failing checks: ${failures}`);
  }
  process.exitCode = failures ? 1 : 0;
})();
