'use strict';
// Renders NN-clean.png (1700x2200) for every document with one Chromium, sequentially,
// records the page text and the fonts Chromium actually used, and checks the truth against the text.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs');
const path = require('path');
const { docs, expected, html, courtLines } = require('./all');
const { money } = require('./lib');
const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'out');
fs.mkdirSync(TMP, { recursive: true });
const only = process.argv.slice(2);

const norm = s => String(s).normalize('NFKC').replace(/[\u2018\u2019]/g, "'").replace(/[\u2010-\u2015]/g, '-').replace(/\s+/g, ' ').trim();
const low = s => norm(s).toLowerCase();
const toks = s => low(s).replace(/[.,]/g, ' ').split(' ').filter(Boolean).sort().join(' ');
const STATE = { MO: 'Missouri', TN: 'Tennessee', OK: 'Oklahoma', MN: 'Minnesota', NV: 'Nevada', CT: 'Connecticut', MS: 'Mississippi', IA: 'Iowa', IN: 'Indiana', NH: 'New Hampshire', HI: 'Hawaii', WV: 'West Virginia', WY: 'Wyoming', ND: 'North Dakota', NE: 'Nebraska', ME: 'Maine' };

function check(d, text) {
  const e = expected(d), T = norm(text), L = low(text), res = [];
  const ok = (k, cond, how) => res.push({ field: k, ok: !!cond, how });
  for (const [k, v] of Object.entries(e)) {
    if (v === null || typeof v === 'boolean') continue;
    if (k === 'customer_name') {
      if (T.includes(norm(v))) ok(k, true, 'exact');
      else ok(k, L.includes(low(d.cust.printed)) && toks(d.cust.printed) === toks(v), `printed "${d.cust.printed}" + same tokens`);
    } else if (k === 'lawsuit_amount') ok(k, T.includes(money(v)), 'money string ' + money(v));
    else if (k === 'civil_number' || k === 'customer_zip_code' || k === 'lawyer_email') ok(k, T.includes(norm(v)), 'exact');
    else if (k === 'court_name') {
      if (d.court) ok(k, courtLines(d.court).every(l => T.includes(norm(l))), 'every heading line exact');
      else ok(k, L.includes(low(v)), 'case-insensitive');
    } else if (k === 'lawsuit_state' || k === 'customer_state') ok(k, new RegExp('\\b' + v + '\\b').test(T) || T.includes(STATE[v]), 'code or state name');
    else if (T.includes(norm(v))) ok(k, true, 'exact');
    else ok(k, L.includes(low(v)), 'case-insensitive');
  }
  return { expected: e, results: res, pass: res.every(r => r.ok) };
}

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 200 / 96 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  const report = fs.existsSync(path.join(TMP, 'report.json')) ? JSON.parse(fs.readFileSync(path.join(TMP, 'report.json'))) : {};
  for (const d of docs) {
    if (only.length && !only.includes(d.id)) continue;
    const h = html(d);
    fs.writeFileSync(path.join(TMP, d.id + '.html'), h);
    await page.setContent(h, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = path.join(OUT, `${d.id}-clean.png`);
    await page.screenshot({ path: png, fullPage: false });
    const text = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(TMP, d.id + '.txt'), text);
    // overflow: any visible element beyond the sheet
    const over = await page.evaluate(() => {
      const bad = [];
      for (const el of document.querySelectorAll('#pg *')) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height || !el.textContent.trim()) continue;
        if (el.closest('.stamp')) continue;
        if (r.bottom > 1056 - 8 || r.right > 816 - 4 || r.left < 4 || r.top < 4) bad.push(el.tagName + ':' + el.textContent.trim().slice(0, 40) + ` [${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.right)},${Math.round(r.bottom)}]`);
      }
      return bad.slice(0, 6);
    });
    // fonts actually used
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const fonts = {};
    const walk = async n => {
      if (n.nodeType === 1 && (n.children || []).some(ch => ch.nodeType === 3 && ch.nodeValue.trim())) {
        try {
          const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: n.nodeId });
          for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName] || 0) + f.glyphCount;
        } catch (e) { }
      }
      for (const ch of n.children || []) await walk(ch);
    };
    await walk(root);
    const chk = check(d, text);
    report[d.id] = { fonts, overflow: over, pass: chk.pass, failed: chk.results.filter(r => !r.ok), checks: chk.results };
    console.log(d.id, chk.pass ? 'TRUTH-OK' : 'TRUTH-FAIL ' + JSON.stringify(report[d.id].failed), over.length ? 'OVERFLOW ' + JSON.stringify(over) : 'fits', JSON.stringify(fonts));
  }
  fs.writeFileSync(path.join(TMP, 'report.json'), JSON.stringify(report, null, 1));
  await browser.close();
})();
