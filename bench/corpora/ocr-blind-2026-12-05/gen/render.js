// Renders docs/NN.js -> ../NN-clean.png (1700x2200) and writes out/NN.json with page text, fonts and layout checks.
// usage: node render.js 01 02 ...   (one browser, documents one after another)
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const ROOT = path.resolve(__dirname, '..');
const DSF = 200 / 96; // 816 CSS px * 200/96 = 1700 device px

async function inspect(page, atoms) {
  return page.evaluate((atoms) => {
    const pg = document.querySelector('.page');
    const pr = pg.getBoundingClientRect();
    const res = { overflow: pg.scrollHeight > pg.clientHeight + 1 || pg.scrollWidth > pg.clientWidth + 1,
      scroll: [pg.scrollWidth, pg.scrollHeight, pg.clientWidth, pg.clientHeight], outside: [], overlaps: [] };
    const walker = document.createTreeWalker(pg, NodeFilter.SHOW_TEXT);
    const rects = [];
    let n, idx = 0;
    while ((n = walker.nextNode())) {
      if (!n.nodeValue.trim()) continue;
      if (n.parentElement.closest('.ovl')) continue; // stamps allowed to overlap
      const r = document.createRange(); r.selectNodeContents(n);
      for (const q of r.getClientRects()) {
        if (q.width < 0.5 || q.height < 0.5) continue;
        rects.push({ mg: !!n.parentElement.closest('.mg'), i: idx, x: q.left, y: q.top, r: q.right, b: q.bottom, t: n.nodeValue.trim().slice(0, 30) });
      }
      idx++;
    }
    for (const q of rects) {
      if (!q.mg && q.x < pr.left - 1 || q.r > pr.right + 1 || q.y < pr.top - 1 || q.b > pr.bottom + 1) res.outside.push(q.t);
    }
    for (let a = 0; a < rects.length; a++) for (let b = a + 1; b < rects.length; b++) {
      const p = rects[a], q = rects[b];
      if (p.i === q.i) continue;
      const w = Math.min(p.r, q.r) - Math.max(p.x, q.x), h = Math.min(p.b, q.b) - Math.max(p.y, q.y);
      if (w > 2 && h > 4) res.overlaps.push(p.t + ' <> ' + q.t);
    }
    // footers (boxes with rules) must not sit on other text
    for (const f of pg.querySelectorAll('.ft')) {
      const b = f.getBoundingClientRect();
      for (const q of rects) {
        const r = document.elementFromPoint((q.x + q.r) / 2, (q.y + q.b) / 2);
        if (f.contains(r)) continue;
        const w = Math.min(b.right, q.r) - Math.max(b.left, q.x), h = Math.min(b.bottom, q.b) - Math.max(b.top, q.y);
        if (w > 2 && h > 1) res.overlaps.push('footer <> ' + q.t);
      }
    }
    // atomic truth strings (e-mail, case number, street) must not be split over two lines
    res.wrapped = [];
    const w2 = document.createTreeWalker(pg, NodeFilter.SHOW_TEXT);
    let tn;
    while ((tn = w2.nextNode())) {
      const low = tn.nodeValue.toLowerCase();
      for (const a of atoms) {
        let at = low.indexOf(a.toLowerCase());
        while (at >= 0) {
          const r = document.createRange(); r.setStart(tn, at); r.setEnd(tn, at + a.length);
          const tops = [...r.getClientRects()].filter(q => q.width > 0.5).map(q => Math.round(q.top));
          if (new Set(tops).size > 1) res.wrapped.push(a);
          at = low.indexOf(a.toLowerCase(), at + 1);
        }
      }
    }
    // lowest text line, to see how full the page is
    res.textBottom = Math.max(...rects.map(q => q.b)) - pr.top;
    res.pageHeight = pr.height;
    return res;
  }, atoms);
}

async function fonts(page) {
  const c = await page.context().newCDPSession(page);
  await c.send('DOM.enable'); await c.send('CSS.enable');
  const d = await c.send('DOM.getDocument', { depth: -1 });
  const q = await c.send('DOM.querySelectorAll', { nodeId: d.root.nodeId, selector: '.page *' });
  const tally = {};
  for (const id of q.nodeIds) {
    const f = await c.send('CSS.getPlatformFontsForNode', { nodeId: id });
    for (const x of f.fonts) tally[x.familyName] = (tally[x.familyName] || 0) + x.glyphCount;
  }
  await c.detach();
  return tally;
}

(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: DSF });
  for (const id of ids) {
    const file = path.join(__dirname, 'docs', id + '.js');
    delete require.cache[require.resolve(file)];
    const doc = require(file);
    const html = doc.html();
    fs.writeFileSync(path.join(__dirname, 'html', id + '.html'), html);
    const page = await ctx.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const text = await page.evaluate(() => document.body.innerText);
    const atoms = ['lawyer_email', 'civil_number', 'customer_street'].map(k => doc.truth[k]).filter(Boolean);
    const lay = await inspect(page, atoms);
    const tally = await fonts(page);
    await page.screenshot({ path: path.join(ROOT, id + '-clean.png'), fullPage: false });
    await page.close();
    const main = Object.entries(tally).sort((a, b) => b[1] - a[1]);
    fs.writeFileSync(path.join(__dirname, 'out', id + '.json'), JSON.stringify({ id, text, fonts: tally, mainFont: main[0][0], layout: lay }, null, 1));
    console.log(id, 'font', main.map(x => x.join(':')).join(' '), '| overflow', lay.overflow, '| outside', lay.outside.length,
      '| overlaps', lay.overlaps.length, '| fill', Math.round(lay.textBottom) + '/' + Math.round(lay.pageHeight));
    if (lay.overlaps.length) console.log('   overlaps:', lay.overlaps.slice(0, 8).join(' || '));
    if (lay.wrapped.length) console.log('   WRAPPED:', lay.wrapped.join(' || '));
    if (lay.outside.length) console.log('   outside:', lay.outside.slice(0, 8).join(' || '));
  }
  await browser.close();
})();
