// Render the 30 documents to NN-clean.png, dump their text, record fonts, write truth.json.
// usage: node gen/build.js [NN ...]   (no args = all)
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const pw = require('/work/main/node_modules/playwright-core');
const L = require('./lib');
const { verifyDoc } = require('./verify');

const ROOT = path.resolve(__dirname, '..');
const GEN = __dirname;
const docs = require('./docs').all;

function pad(n) { return String(n).padStart(2, '0'); }

function truthOf(d) {
  return {
    customer_name: L.nm(d.c),
    plaintiff_name: d.plaintiff,
    law_firm_name: d.firm || null,
    lawyer_email: d.email || null,
    lawsuit_state: d.lawsuitState || d.state,
    lawsuit_amount: d.amount,
    civil_number: d.caseNo || null,
    court_name: d.court ? L.courtTruth(d.court) : null,
    customer_street: d.c.street,
    customer_city: d.c.city,
    customer_state: d.c.st,
    customer_zip_code: d.c.zip,
    determine_if_lawsuit_exists: !!d.caseNo,
  };
}

async function fontsUsed(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.page, .page *' });
  const tally = {};
  for (const id of nodeIds) {
    try {
      const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
      for (const f of r.fonts) tally[f.familyName] = (tally[f.familyName] || 0) + f.glyphCount;
    } catch (e) { /* no text */ }
  }
  await cdp.detach();
  return Object.entries(tally).sort((a, b) => b[1] - a[1]);
}

(async () => {
  const want = process.argv.slice(2).map(a => (a === 'truth' ? 0 : Number(a)));
  const sel = want.length ? docs.filter(d => want.includes(d.n)) : docs;
  for (const dir of ['html', 'text']) fs.mkdirSync(path.join(GEN, dir), { recursive: true });
  const browser = await pw.chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--font-render-hinting=none'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const metaPath = path.join(GEN, 'render_meta.json');
  const meta = fs.existsSync(metaPath) ? JSON.parse(fs.readFileSync(metaPath, 'utf8')) : {};
  let problems = 0;
  for (const d of sel) {
    const NN = pad(d.n);
    const r = d.render(d);
    const html = L.pageHtml({ body: r.body, css: r.css, font: d.font + ", 'DejaVu Sans'", size: d.size, paper: d.paper || '#ffffff' });
    fs.writeFileSync(path.join(GEN, 'html', NN + '.html'), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // overflow check: any text-bearing element outside the page box
    const over = await page.evaluate(() => {
      const pg = document.querySelector('.page');
      const out = [];
      if (pg.scrollHeight > 1057 || pg.scrollWidth > 817) out.push(`page scroll ${pg.scrollWidth}x${pg.scrollHeight}`);
      for (const el of pg.querySelectorAll('*')) {
        if (el.closest('.stamp')) continue;
        const hasText = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
        if (!hasText) continue;
        const b = el.getBoundingClientRect();
        if (b.bottom > 1050 || b.right > 812 || b.left < 4 || b.top < 2) out.push(`${el.tagName} ${Math.round(b.left)},${Math.round(b.top)}-${Math.round(b.right)},${Math.round(b.bottom)} "${el.textContent.trim().slice(0, 40)}"`);
      }
      return out;
    });
    const text = await page.evaluate(() => document.querySelector('.page').innerText);
    fs.writeFileSync(path.join(GEN, 'text', NN + '.txt'), text);
    const png = path.join(ROOT, NN + '-clean.png');
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const dims = execFileSync('identify', ['-format', '%wx%h', png]).toString().trim();
    if (dims !== '1700x2200') {
      execFileSync('convert', [png, '-resize', '1700x2200!', png]);
    }
    const fonts = await fontsUsed(page);
    meta[NN] = { fonts, dims, overflow: over };
    const t = truthOf(d);
    const v = verifyDoc(d, t, text);
    if (over.length || v.length) problems++;
    console.log(`${NN} ${d.state} ${d.kind} dims=${dims} font=${fonts.map(f => f[0] + ':' + f[1]).join(', ')}`);
    for (const o of over) console.log('   OVERFLOW', o);
    for (const o of v) console.log('   MISSING', o);
  }
  await browser.close();
  fs.writeFileSync(metaPath, JSON.stringify(meta, null, 1));

  // truth.json for all docs (uses render_meta fonts when available)
  const truth = [];
  for (const d of docs) {
    const NN = pad(d.n);
    const fonts = meta[NN] ? meta[NN].fonts : [];
    const main = fonts.filter(f => f[0] !== 'Z003' && f[0] !== 'D050000L')[0];
    const t = truthOf(d);
    for (const kind of ['clean', 'photo']) {
      truth.push({
        file: kind === 'clean' ? `${NN}-clean.png` : `${NN}-photo.jpg`,
        id: d.id || `${NN}-${d.state.toLowerCase()}-${d.kind.replace(/[^a-z]+/gi, '-').toLowerCase()}`,
        state: d.state,
        kind: d.kind,
        layout: d.layout,
        font: main ? main[0] : null,
        clean: kind === 'clean',
        expected: t,
      });
    }
  }
  fs.writeFileSync(path.join(ROOT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
  console.log(`truth.json: ${truth.length} entries; documents with problems in this run: ${problems}`);
})();
