// Renders gen/html/NN.html to ../NN-clean.png (1700x2200, 8.5x11 in at 200 dpi), one page at a time,
// and checks: nothing outside the page, footer not overlapped, every truth value present in the page text,
// and which installed font Chromium actually used for the body text.
// usage: node render.js [id ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');

const OUT = path.resolve(__dirname, '..');
const checks = JSON.parse(fs.readFileSync(path.join(__dirname, 'html', 'checks.json'), 'utf8'));
const want = process.argv.slice(2);
const norm = (s) => s.normalize('NFC').toLowerCase().replace(/[\u00a0\s]+/g, ' ');

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const pageObj = await ctx.newPage();
  const cdp = await ctx.newCDPSession(pageObj);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  const report = [];
  let bad = 0;
  for (const m of checks) {
    if (want.length && !want.includes(m.id)) continue;
    await pageObj.goto('file://' + path.join(__dirname, 'html', m.id + '.html'));
    await pageObj.evaluate(() => document.fonts.ready);
    const res = await pageObj.evaluate(() => {
      const W = 816, H = 1056, out = [];
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.right > W + 0.5 || r.bottom > H + 0.5 || r.left < -0.5 || r.top < -0.5) out.push(`${el.tagName}.${el.className} [${r.left|0},${r.top|0},${r.right|0},${r.bottom|0}]`);
      }
      // footer/stub overlap with the main content
      const low = [...document.querySelectorAll('.foot,.stub,.ft')];
      const overl = [];
      for (const f of low) {
        const fr = f.getBoundingClientRect();
        for (const el of document.body.children) {
          if (el === f || low.includes(el)) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          if (r.left >= fr.right || fr.left >= r.right) continue;
          if (r.bottom > fr.top + 1 && r.top < fr.bottom) overl.push(`${el.className || el.tagName} bottom ${r.bottom|0} > ${f.className} top ${fr.top|0}`);
        }
      }
      // mark element with most direct text for the font probe
      let best = null, bestLen = 0;
      for (const el of document.body.querySelectorAll('*')) {
        let t = 0; for (const n of el.childNodes) if (n.nodeType === 3) t += n.textContent.trim().length;
        if (t > bestLen && getComputedStyle(el).fontFamily.indexOf('Z003') < 0) { best = el; bestLen = t; }
      }
      if (best) best.setAttribute('data-probe', '1');
      let maxBottom = 0;
      for (const el of document.body.querySelectorAll('*')) { const r = el.getBoundingClientRect(); if (r.height && !el.closest('.foot,.ft,.stub')) maxBottom = Math.max(maxBottom, r.bottom); }
      return { outside: out, overlap: overl, text: document.body.innerText, maxBottom: Math.round(maxBottom) };
    });
    const doc = await cdp.send('DOM.getDocument');
    const q = await cdp.send('DOM.querySelector', { nodeId: doc.root.nodeId, selector: '[data-probe]' });
    let fonts = [];
    if (q.nodeId) fonts = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: q.nodeId })).fonts.map((f) => `${f.familyName}(${f.glyphCount})`);
    const text = norm(res.text);
    const missing = m.mustSee.filter((s) => !text.includes(norm(s)));
    const top = fonts.slice().sort((x, y) => +y.match(/\((\d+)\)/)[1] - +x.match(/\((\d+)\)/)[1])[0] || '';
    const fontOk = top.startsWith(m.font + '(');
    const problems = [];
    if (res.outside.length) problems.push('outside page: ' + res.outside.slice(0, 4).join('; '));
    if (res.overlap.length) problems.push('overlap: ' + res.overlap.join('; '));
    if (missing.length) problems.push('not visible: ' + missing.join(' | '));
    if (!fontOk) problems.push('font: wanted ' + m.font + ' got ' + fonts.join(','));
    if (problems.length) bad++;
    await pageObj.screenshot({ path: path.join(OUT, m.id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const line = `${m.id} maxBottom=${res.maxBottom} font=${fonts.join(',')} ${problems.length ? 'PROBLEMS: ' + problems.join(' || ') : 'ok'}`;
    console.log(line);
    report.push({ id: m.id, maxBottom: res.maxBottom, fonts, problems });
  }
  // merge with the report of earlier runs (a run may render only some ids)
  const rp = path.join(__dirname, 'render-report.json');
  const old = fs.existsSync(rp) ? JSON.parse(fs.readFileSync(rp, 'utf8')) : [];
  const merged = Object.values(Object.fromEntries([...old, ...report].map((r) => [r.id, r]))).sort((x, y) => x.id.localeCompare(y.id));
  fs.writeFileSync(rp, JSON.stringify(merged, null, 2) + '\n');
  await browser.close();
  if (bad) { console.log(bad + ' page(s) with problems'); process.exitCode = 1; }
})();
