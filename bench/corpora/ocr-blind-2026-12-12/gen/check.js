'use strict';
// Truth-vs-page-text checks used by build.js. `node gen/check.js` re-runs them on the stored page
// texts (gen/html/NN.txt, Chromium innerText) and also runs a self-test: every document must pass
// with its real truth and fail when a field is deliberately corrupted.
const fs = require('fs');
const path = require('path');
const { STATE_NAMES, m, truthOf } = require('./lib');

const norm = (s) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const reEsc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function checkDoc(d, text) {
  const t = d.t; const e = truthOf(d); const errs = []; const ok = [];
  const has = (s) => text.includes(s);
  const hasCI = (s) => text.toLowerCase().includes(s.toLowerCase());
  // customer name: printed form present, and every token of the truth name is in the printed form
  const printed = d.pn ? d.pn(t) : t.customer_name;
  if (!has(printed)) errs.push(`printed name "${printed}" not found`);
  const ptoks = printed.toLowerCase().replace(/,/g, '').split(/\s+/);
  for (const tok of e.customer_name.toLowerCase().split(/\s+/)) if (!ptoks.includes(tok)) errs.push(`name token ${tok} not in printed form`);
  ok.push('customer_name');
  for (const k of ['plaintiff_name', 'law_firm_name', 'lawyer_email', 'civil_number', 'customer_street']) {
    if (e[k] === null) { ok.push(k + '=null'); continue; }
    if (!has(e[k])) errs.push(`${k} "${e[k]}" not found verbatim`); else ok.push(k);
  }
  // amount, formatted with thousands separator and cents
  if (!has(m(e.lawsuit_amount))) errs.push(`amount ${m(e.lawsuit_amount)} not found`); else ok.push('lawsuit_amount');
  // court name: every heading group (its lines joined by spaces) present, case-insensitively
  if (d.court) {
    for (const g of d.court) { const s = norm(g.join(' ')); if (!hasCI(s)) errs.push(`court group "${s}" not found`); }
    ok.push('court_name');
  } else if (e.court_name !== null) errs.push('court_name should be null');
  // city + state + ZIP as one unit
  const st = e.customer_state;
  const re = new RegExp(`${reEsc(e.customer_city)}[,\\s]+(${st}|${STATE_NAMES[st]})[,\\s]+${e.customer_zip_code}\\b`);
  if (!re.test(text)) errs.push(`city/state/zip "${e.customer_city} ${st} ${e.customer_zip_code}" not found`); else ok.push('customer_city/state/zip');
  // lawsuit state: its name or code appears
  const ls = e.lawsuit_state;
  if (!new RegExp(`\\b(${ls}|${STATE_NAMES[ls]})\\b`, 'i').test(text)) errs.push(`lawsuit_state ${ls} not evidenced`); else ok.push('lawsuit_state');
  // consistency of the suit flag
  if (e.determine_if_lawsuit_exists !== (e.civil_number !== null)) errs.push('lawsuit flag inconsistent with civil_number');
  if (e.determine_if_lawsuit_exists !== (e.court_name !== null)) errs.push('lawsuit flag inconsistent with court_name');
  if (!/^\d{5}$/.test(e.customer_zip_code)) errs.push('zip not 5 digits');
  return { errs, ok };
}


module.exports = { norm, checkDoc };

if (require.main === module) {
  const docs = [...require('./docs_a'), ...require('./docs_b'), ...require('./docs_c')];
  let bad = 0; let caught = 0; let mutations = 0;
  for (const d of docs) {
    const text = norm(fs.readFileSync(path.join(__dirname, 'html', `${d.id}.txt`), 'utf8'));
    const r = checkDoc(d, text);
    if (r.errs.length) { bad++; console.log(d.id, r.errs); }
    // mutations: each must be detected
    const muts = [
      ['plaintiff_name', (t) => { t.plaintiff_name += ' Holdings'; }],
      ['civil_number', (t) => { if (t.civil_number) t.civil_number = t.civil_number.replace(/\d(?!.*\d)/, (c) => String((+c + 1) % 10)); else t.civil_number = 'X'; }],
      ['lawsuit_amount', (t) => { t.lawsuit_amount = Math.round((t.lawsuit_amount + 1) * 100) / 100; }],
      ['customer_street', (t) => { t.customer_street = '9' + t.customer_street; }],
      ['customer_zip_code', (t) => { t.customer_zip_code = t.customer_zip_code.slice(0, 4) + String((+t.customer_zip_code[4] + 3) % 10); }],
      ['customer_name', (t) => { t.customer_name = t.customer_name.replace(/^\S+/, 'Zebulon'); }],
    ];
    for (const [k, f] of muts) {
      const d2 = { ...d, t: { ...d.t } }; f(d2.t); mutations++;
      if (checkDoc(d2, text).errs.length) caught++; else console.log(`mutation of ${k} in ${d.id} NOT detected`);
    }
  }
  console.log(`documents passing: ${docs.length - bad}/${docs.length}; corrupted-field mutations detected: ${caught}/${mutations}`);
  process.exitCode = bad || caught !== mutations ? 1 : 0;
}
