// Renders every document to NN-clean.png (1700x2200), extracts the rendered text and the fonts Chromium used,
// writes truth.json and render-report.json. Sequential rendering. Usage: node build.js [id ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { courtTruth, money } = require('./lib');

const OUT = path.resolve(__dirname, '..');
const HTML = path.join(__dirname, 'html');
fs.mkdirSync(HTML, { recursive: true });
const docs = [...require('./docs1'), ...require('./docs2'), ...require('./docs3')];

function expected(d) {
  const suit = !!d.case;
  return {
    customer_name: d.def.name,
    plaintiff_name: d.pl.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.letter ? d.def.st : d.state,
    lawsuit_amount: d.amt.principal,
    civil_number: suit ? d.case : null,
    court_name: suit ? courtTruth(d) : null,
    customer_street: d.def.street,
    customer_city: d.def.city,
    customer_state: d.def.st,
    customer_zip_code: d.def.zip,
    determine_if_lawsuit_exists: suit,
  };
}
const STATES = { AK: 'Alaska', AZ: 'Arizona', CO: 'Colorado', DE: 'Delaware', GA: 'Georgia', ID: 'Idaho', KS: 'Kansas', LA: 'Louisiana', MD: 'Maryland', MI: 'Michigan', MO: 'Missouri', MT: 'Montana', RI: 'Rhode Island', TX: 'Texas', UT: 'Utah', VA: 'Virginia', VT: 'Vermont' };
const norm = s => s.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

function checkTruth(exp, text) {
  const t = norm(text), raw = text.replace(/\s+/g, ' ');
  const res = {};
  for (const [k, v] of Object.entries(exp)) {
    if (v === null || typeof v === 'boolean') { res[k] = 'n/a'; continue; }
    let ok;
    if (k === 'lawsuit_amount') ok = raw.includes(money(v));
    else if (k === 'civil_number') ok = raw.includes(v);
    else if (k === 'lawsuit_state' || k === 'customer_state') ok = new RegExp('\\b' + v + '\\b').test(raw) || t.includes(STATES[v].toLowerCase());
    else if (k === 'court_name') ok = v.split(', ').every(part => t.includes(norm(part)));
    else ok = t.includes(norm(String(v)));
    res[k] = ok ? 'found' : 'MISSING';
  }
  return res;
}

(async () => {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const reportPath = path.join(__dirname, 'render-report.json');
  const report = fs.existsSync(reportPath) ? JSON.parse(fs.readFileSync(reportPath, 'utf8')) : {};
  for (const d of docs) {
    if (only.length && !only.includes(d.id)) continue;
    const html = d.html(d);
    const hp = path.join(HTML, d.id + '.html');
    fs.writeFileSync(hp, html);
    await page.goto('file://' + hp);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    const png = path.join(OUT, `${d.id}-clean.png`);
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const info = await page.evaluate(() => {
      const pg = document.getElementById('page');
      // extent of the rendered text (text nodes only), to catch text running off the page
      let maxB = 0, maxR = 0;
      const tw = document.createTreeWalker(pg, NodeFilter.SHOW_TEXT);
      const rg = document.createRange();
      for (let n = tw.nextNode(); n; n = tw.nextNode()) {
        if (!n.textContent.trim()) continue;
        rg.selectNodeContents(n);
        for (const r of rg.getClientRects()) { if (r.width && r.height) { maxB = Math.max(maxB, r.bottom); maxR = Math.max(maxR, r.right); } }
      }
      return { text: pg.innerText, maxB, maxR, scrollH: pg.scrollHeight };
    });
    // fonts actually used (glyph counts per platform font over all text-bearing elements)
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const root = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.root.nodeId, selector: '#page, #page *' });
    const fonts = {};
    for (const nid of nodeIds) {
      try {
        const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: nid });
        for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName] || 0) + f.glyphCount;
      } catch (e) { /* non-element */ }
    }
    const fontList = Object.entries(fonts).sort((a, b) => b[1] - a[1]);
    const exp = expected(d);
    const chk = checkTruth(exp, info.text);
    fs.writeFileSync(path.join(HTML, d.id + '.txt'), info.text);
    report[d.id] = { overflow: info.maxB > 1040 || info.maxR > 796, maxBottom: Math.round(info.maxB), maxRight: Math.round(info.maxR), fonts: fontList, check: chk };
    const miss = Object.entries(chk).filter(([, v]) => v === 'MISSING').map(([k]) => k);
    console.log(d.id, report[d.id].overflow ? 'OVERFLOW' : 'fits', 'maxB', Math.round(info.maxB), 'fonts', fontList.slice(0, 3).map(f => f.join(':')).join(' '), miss.length ? 'MISSING ' + miss.join(',') : 'all truth found');
  }
  await browser.close();
  fs.writeFileSync(reportPath, JSON.stringify(report, null, 1));
  // truth.json for all docs (needs fonts from report)
  const truth = [];
  for (const d of docs) {
    const r = report[d.id];
    const font = r ? r.fonts.filter(f => f[1] >= 40).map(f => f[0]).join(' + ') : null;
    for (const clean of [true, false]) {
      truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, kind: d.kind, layout: d.layout, font, clean, expected: expected(d) });
    }
  }
  fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
  console.log('truth entries', truth.length);
})();
