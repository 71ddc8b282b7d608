// Renders NN-clean.png for every document (one at a time), writes truth.json from the same data,
// and checks: every truth string appears in the rendered page text; nothing overflows the page;
// the font Chromium actually used is the one requested.
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const D = require('./data');
const { LAYOUTS, m } = require('./templates');

const OUT = path.resolve(__dirname, '..');
const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
const pad = (n) => String(n).padStart(2, '0');

function expected(d) {
  const letter = !!d.letter;
  const suit = !letter || !!d.suit;
  return {
    customer_name: d.def.name,
    plaintiff_name: d.pl.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: letter ? d.def.st : d.state,
    lawsuit_amount: d.amt.principal,
    civil_number: suit ? d.caseNo : null,
    court_name: suit ? d.court.name : null,
    customer_street: d.def.street,
    customer_city: d.def.city,
    customer_state: d.def.st,
    customer_zip_code: d.def.zip,
    determine_if_lawsuit_exists: suit,
  };
}

const norm = (s) => s.replace(/\s+/g, ' ').trim();
function checkTruth(d, e, text) {
  const T = norm(text), TL = T.toLowerCase(), probs = [], notes = [];
  const has = (s) => T.includes(s);
  const hasCI = (s) => TL.includes(s.toLowerCase());
  for (const [k, v] of Object.entries(e)) {
    if (v === null || typeof v === 'boolean') continue;
    if (k === 'lawsuit_amount') { if (!has(m(v))) probs.push(`${k} ${m(v)} not printed`); continue; }
    if (k === 'lawsuit_state') continue; // checked below via state name/abbr
    if (k === 'court_name') {
      const parts = v.split(', ');
      for (const p of parts) if (!hasCI(p)) probs.push(`court part "${p}" not printed`);
      if (!hasCI(v)) notes.push('court_name printed across separate lines (joined with ", ")');
      continue;
    }
    if (k === 'customer_name') {
      if (has(v)) continue;
      if (hasCI(v)) { notes.push('customer name printed in capitals'); continue; }
      const toks = v.split(' ');
      const lf = `${toks[toks.length - 1]}, ${toks.slice(0, -1).join(' ')}`;
      if (hasCI(lf)) { notes.push(`customer name printed last-name-first: ${lf.toUpperCase()}`); continue; }
      probs.push(`customer_name "${v}" not printed`); continue;
    }
    if (k === 'law_firm_name') { if (has(v)) continue; if (hasCI(v)) { notes.push('law firm printed in capitals'); continue; } probs.push(`law firm "${v}" not printed`); continue; }
    if (k === 'plaintiff_name') { if (has(v)) continue; if (hasCI(v)) { notes.push('plaintiff printed in capitals'); continue; } probs.push(`plaintiff "${v}" not printed`); continue; }
    if (!has(String(v))) probs.push(`${k} "${v}" not printed exactly`);
  }
  if (!T.includes(`${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}`)) probs.push('city/state/zip line missing');
  // law firm / email must not be null-but-printed mistakes: email null only when the attorney has none
  if (e.lawyer_email === null && d.firm && d.firm.email) probs.push('lawyer email mismatch');
  return { probs, notes };
}

(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  fs.mkdirSync(path.join(__dirname, 'html'), { recursive: true });
  const report = [];
  for (const d of D) {
    if (only && !only.includes(d.n)) continue;
    const html = LAYOUTS[d.layout](d);
    fs.writeFileSync(path.join(__dirname, 'html', `${pad(d.n)}.html`), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = path.join(OUT, `${pad(d.n)}-clean.png`);
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const text = await page.evaluate(() => document.getElementById('page').innerText);
    fs.writeFileSync(path.join(__dirname, 'html', `${pad(d.n)}.txt`), text);
    const overflow = await page.evaluate(() => {
      let maxB = 0, maxR = 0; const pg = document.getElementById('page');
      for (const el of pg.querySelectorAll('*')) { const r = el.getBoundingClientRect(); if (r.width && r.height) { maxB = Math.max(maxB, r.bottom); maxR = Math.max(maxR, r.right); } }
      const foot = pg.querySelector('.foot'); let flowB = 0;
      if (foot) for (const el of pg.querySelectorAll('*')) { if (foot.contains(el)) continue; const r = el.getBoundingClientRect(); if (r.width && r.height && r.height < 1000) flowB = Math.max(flowB, r.bottom); }
      return { maxB: Math.round(maxB), maxR: Math.round(maxR), scrollH: pg.scrollHeight, flowB: Math.round(flowB), footTop: foot ? Math.round(foot.getBoundingClientRect().top) : null };
    });
    // fonts actually used by Chromium
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '#page, #page *' });
    const used = {};
    for (const id of nodeIds) {
      try { const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id }); for (const f of r.fonts) used[f.familyName] = (used[f.familyName] || 0) + f.glyphCount; } catch (e) { /* ignore */ }
    }
    const e = expected(d);
    const { probs, notes } = checkTruth(d, e, text);
    if (overflow.footTop && overflow.flowB > overflow.footTop - 2) probs.push(`content runs into footer ${JSON.stringify(overflow)}`);
    if (overflow.maxB > 1056 || overflow.maxR > 816 || overflow.scrollH > 1056) probs.push(`overflow ${JSON.stringify(overflow)}`);
    const main = Object.entries(used).sort((a, b) => b[1] - a[1]);
    if (!main.length || main[0][0] !== d.font) probs.push(`font used ${JSON.stringify(main)} != ${d.font}`);
    report.push({ n: d.n, probs, notes, fonts: main, overflow });
    console.log(pad(d.n), d.layout, probs.length ? 'PROBLEMS: ' + probs.join(' | ') : 'ok', '| fonts', JSON.stringify(main), '| flowB/footTop', overflow.flowB, overflow.footTop);
  }
  await browser.close();
  fs.writeFileSync(path.join(__dirname, 'render_report.json'), JSON.stringify(report, null, 1));
  if (!only) {
    const truth = [];
    for (const d of D) {
      const e = expected(d);
      const fontUsed = (report.find((r) => r.n === d.n).fonts[0] || [''])[0];
      for (const clean of [true, false]) {
        truth.push({ file: `${pad(d.n)}-${clean ? 'clean.png' : 'photo.jpg'}`, id: `ocr-2026-12-08-${pad(d.n)}`, state: d.state, kind: d.kind,
          layout: d.layout, font: `${fontUsed} ${d.size}pt`, clean, expected: e });
      }
    }
    fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2));
    console.log('truth entries', truth.length);
  }
})();
