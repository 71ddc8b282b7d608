// Renders every document (gen/docs/NN.js) to NN-clean.png, checks the rendered text against
// the truth derived from the same data object, records the fonts Chromium really used, and
// writes ../truth.json (60 entries) plus gen/out/render-report.json.
// Usage: node build.js            (all documents)
//        node build.js 01 07      (only these, truth.json is not rewritten)
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const L = require('./lib');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(__dirname, 'out');
fs.mkdirSync(path.join(OUT, 'html'), { recursive: true });

const STATE_NAMES = { FL: 'Florida', GA: 'Georgia', PA: 'Pennsylvania', WA: 'Washington', VA: 'Virginia', MO: 'Missouri',
  TN: 'Tennessee', CO: 'Colorado', IN: 'Indiana', WI: 'Wisconsin', MN: 'Minnesota', SC: 'South Carolina', OK: 'Oklahoma',
  NV: 'Nevada', TX: 'Texas', OH: 'Ohio', AZ: 'Arizona', NC: 'North Carolina', KS: 'Kansas', OR: 'Oregon' };

function loadDocs() {
  const files = fs.readdirSync(path.join(__dirname, 'docs')).filter(f => /^\d\d\.js$/.test(f)).sort();
  return files.map(f => {
    const m = require(path.join(__dirname, 'docs', f));
    const id = f.slice(0, 2);
    const d = Object.assign({ id }, m.data);
    return { d, render: m.render };
  });
}

const norm = s => s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');

function checkTruth(d, exp, text) {
  const t = norm(text), raw = text.replace(/\s+/g, ' ');
  const errs = [];
  const has = (s, label) => { if (!t.includes(norm(s))) errs.push(`${label}: "${s}" not in page text`); };
  // customer name: every token, and one of the printed forms
  for (const tok of exp.customer_name.split(' ')) has(tok, 'customer_name token');
  const forms = [L.fullName(d.def), L.capsName(d.def), L.lastFirst(d.def)];
  if (!forms.some(f => t.includes(norm(f)))) errs.push(`customer_name: no printed form of "${exp.customer_name}"`);
  has(exp.plaintiff_name, 'plaintiff_name');
  if (exp.law_firm_name) has(exp.law_firm_name, 'law_firm_name');
  if (exp.lawyer_email && !raw.includes(exp.lawyer_email)) errs.push(`lawyer_email "${exp.lawyer_email}" not printed exactly`);
  if (!raw.includes(L.num(exp.lawsuit_amount))) errs.push(`lawsuit_amount ${L.num(exp.lawsuit_amount)} not printed`);
  if (exp.civil_number && !raw.includes(exp.civil_number)) errs.push(`civil_number "${exp.civil_number}" not printed exactly`);
  if (exp.court_name) {
    for (const g of d.court.groups) has(g.join(' '), 'court heading');
    if (L.courtName(d.court.groups) !== exp.court_name) errs.push('court_name derivation mismatch');
  }
  has(exp.customer_street, 'customer_street');
  has(exp.customer_city, 'customer_city');
  if (!new RegExp(`\\b${exp.customer_state}\\.?,?\\s+${exp.customer_zip_code}\\b`, 'i').test(raw))
    errs.push(`customer "${exp.customer_state} ${exp.customer_zip_code}" not printed`);
  const sn = STATE_NAMES[exp.lawsuit_state];
  if (!(t.includes(norm(sn)) || new RegExp(`\\b${exp.lawsuit_state}\\b`).test(raw))) errs.push('lawsuit_state not evident');
  if (!exp.determine_if_lawsuit_exists && (exp.civil_number || exp.court_name)) errs.push('no-suit doc with case data');
  if (/^[0-9]{5}$/.test(exp.customer_zip_code) === false) errs.push('zip not 5 digits');
  return errs;
}

(async () => {
  const only = process.argv.slice(2);
  const docs = loadDocs().filter(x => !only.length || only.includes(x.d.id));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const report = [];
  let bad = 0;
  for (const { d, render } of docs) {
    const html = render(d, L);
    fs.writeFileSync(path.join(OUT, 'html', `${d.id}.html`), html);
    const page = await ctx.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = path.join(ROOT, `${d.id}-clean.png`);
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const geo = await page.evaluate(() => {
      const pg = document.getElementById('page');
      let maxB = 0, maxR = 0, minL = 1e9, minT = 1e9;
      for (const el of pg.querySelectorAll('*')) {
        if (!el.childNodes.length) continue;
        const hasText = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
        if (!hasText) continue;
        const r = el.getBoundingClientRect();
        if (!r.width) continue;
        maxB = Math.max(maxB, r.bottom); maxR = Math.max(maxR, r.right); minL = Math.min(minL, r.left); minT = Math.min(minT, r.top);
      }
      return { scrollH: pg.scrollHeight, scrollW: pg.scrollWidth, maxB, maxR, minL, minT, text: pg.innerText };
    });
    // fonts actually used, aggregated over all element nodes
    const s = await ctx.newCDPSession(page);
    await s.send('DOM.enable'); await s.send('CSS.enable');
    const doc = await s.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await s.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '#page, #page *' });
    const fonts = {};
    for (const nodeId of nodeIds) {
      try {
        const r = await s.send('CSS.getPlatformFontsForNode', { nodeId });
        for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName] || 0) + f.glyphCount;
      } catch (e) { /* non-rendered node */ }
    }
    await s.detach();
    await page.close();
    const ranked = Object.entries(fonts).sort((a, b) => b[1] - a[1]);
    const exp = L.expected(d);
    const errs = checkTruth(d, exp, geo.text);
    if (ranked[0][0] !== d.fontFamily) errs.push(`dominant font ${ranked[0][0]} != intended ${d.fontFamily}`);
    if (geo.maxB > 1046 || geo.maxR > 812 || geo.minL < 4 || geo.minT < 4 || geo.scrollH > 1056 || geo.scrollW > 816)
      errs.push(`layout overflow: ${JSON.stringify({ maxB: geo.maxB, maxR: geo.maxR, minL: geo.minL, minT: geo.minT, sh: geo.scrollH, sw: geo.scrollW })}`);
    if (errs.length) bad++;
    fs.writeFileSync(path.join(OUT, 'html', `${d.id}.txt`), geo.text);
    report.push({ id: d.id, fonts: ranked, maxBottom: Math.round(geo.maxB), errors: errs });
    console.log(`${d.id} ${d.state} fonts=${ranked.map(r => r[0] + ':' + r[1]).join(',')} bottom=${Math.round(geo.maxB)} ${errs.length ? 'ERR ' + errs.join(' | ') : 'ok'}`);
  }
  await browser.close();
  fs.writeFileSync(path.join(OUT, only.length ? 'render-report-partial.json' : 'render-report.json'), JSON.stringify(report, null, 1));
  if (!only.length) {
    const truth = [];
    for (const { d } of docs) {
      const exp = L.expected(d);
      const rep = report.find(r => r.id === d.id);
      for (const clean of [true, false]) {
        truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: exp.lawsuit_state,
          kind: d.kind, layout: d.layout, font: rep.fonts[0][0], clean, expected: exp });
      }
    }
    fs.writeFileSync(path.join(ROOT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
    console.log(`truth.json: ${truth.length} entries`);
  }
  console.log(bad ? `${bad} document(s) with errors` : 'all documents pass');
  process.exit(bad ? 1 : 0);
})();
