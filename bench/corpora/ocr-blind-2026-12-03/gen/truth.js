// Builds truth.json from the same data objects that produced the HTML, and checks every truth value
// against the text Chromium rendered (gen/render-report.json).
const fs = require('fs');
const path = require('path');
const { expected, money, STATES, courtNameFrom } = require('./lib');
const docs = require('./docs');
const OUT = path.resolve(__dirname, '..');
const report = JSON.parse(fs.readFileSync(path.join(__dirname, 'render-report.json')));
const norm = s => s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^a-z0-9'@.\-#&\/]+/g, ' ').replace(/\s+/g, ' ').trim();
const ws = s => s.replace(/\s+/g, ' ');
let errors = [];
const truth = [];
for (const d of docs) {
  const nn = String(d.id).padStart(2, '0');
  const e = expected(d);
  const rep = report[nn];
  if (!rep) { errors.push(`${nn}: not rendered`); continue; }
  const text = rep.text, T = ws(text), N = norm(text);
  const has = (s, exact) => exact ? T.includes(s) : N.includes(norm(s));
  const fail = (k, why) => errors.push(`${nn} ${k}: ${why}`);
  // layout / font checks
  if (!rep.geo.ok) fail('layout', JSON.stringify(rep.geo));
  const fonts = Object.entries(rep.fonts).sort((a, b) => b[1] - a[1]);
  if (fonts[0][0] !== d.font) fail('font', `declared ${d.font}, Chromium used mostly ${fonts[0][0]}`);
  // customer name: as printed (may be upper case, last-name-first)
  const nameForms = d.def.lastFirst ? [`${d.def.last}, ${d.def.first} ${d.def.mi || ''}`.trim()] : [e.customer_name];
  if (!nameForms.some(f => has(f))) fail('customer_name', e.customer_name);
  if (!/^[A-Z][a-z'A-Z]+( [A-Z]\.?)? [A-Z][A-Za-z'\-]+$/.test(e.customer_name)) fail('customer_name', 'not normal case: ' + e.customer_name);
  if (!has(e.plaintiff_name)) fail('plaintiff_name', e.plaintiff_name);
  if (e.plaintiff_name === e.plaintiff_name.toUpperCase()) fail('plaintiff_name', 'not mixed case');
  if (e.law_firm_name && !has(e.law_firm_name)) fail('law_firm_name', e.law_firm_name);
  if (e.law_firm_name && e.law_firm_name === e.law_firm_name.toUpperCase()) fail('law_firm_name', 'not mixed case');
  if (e.lawyer_email && !has(e.lawyer_email, true)) fail('lawyer_email', e.lawyer_email);
  if (!(STATES[e.lawsuit_state] && (has(STATES[e.lawsuit_state]) || new RegExp(`\\b${e.lawsuit_state}\\b`).test(T)))) fail('lawsuit_state', e.lawsuit_state);
  if (typeof e.lawsuit_amount !== 'number' || !T.includes('$' + money(e.lawsuit_amount))) fail('lawsuit_amount', e.lawsuit_amount);
  if (e.civil_number && !T.includes(e.civil_number)) fail('civil_number', e.civil_number);
  if (e.court_name) {
    const c = norm(e.court_name);
    if (!(N.includes(c) || N.includes('in the ' + c) || N.includes(norm(d.court ? d.court.flat().join(' ') : d.courtName)))) fail('court_name', e.court_name);
    if (d.court && courtNameFrom(d.court) !== e.court_name) fail('court_name', 'drift');
  }
  for (const k of ['customer_street', 'customer_city']) if (!has(e[k])) fail(k, e[k]);
  if (!new RegExp(`\\b${e.customer_state}\\b`).test(T)) fail('customer_state', e.customer_state);
  if (!/^\d{5}$/.test(e.customer_zip_code) || !T.includes(e.customer_zip_code)) fail('customer_zip_code', e.customer_zip_code);
  if (e.determine_if_lawsuit_exists !== (d.lawsuit !== false)) fail('determine_if_lawsuit_exists', 'mismatch');
  if (!e.determine_if_lawsuit_exists && (e.civil_number || e.court_name)) fail('nosuit', 'case/court set');
  // no forbidden phone numbers: every NNN-NNNN phone must be 555-01xx
  for (const m of T.matchAll(/\(\d{3}\) (\d{3})-(\d{4})/g)) if (m[1] !== '555' || !/^01\d\d$/.test(m[2])) fail('phone', m[0]);
  const fontLabel = fonts.map(f => f[0]).join(' + ');
  for (const [suffix, clean] of [['clean.png', true], ['photo.jpg', false]]) {
    truth.push({ file: `${nn}-${suffix}`, id: nn, state: d.state, kind: d.kind, layout: d.layout, font: `${fontLabel}, body ${d.size}`, clean, expected: e });
  }
}
// distribution checks
const cnt = {}; for (const d of docs) cnt[d.state] = (cnt[d.state] || 0) + 1;
const want = { CA: 3, TX: 3, FL: 3, NY: 3, PA: 2, GA: 2, WA: 1, OR: 1, NV: 1, MO: 1, MN: 1, WI: 1, IN: 1, MD: 1, VA: 1, SC: 1, OH: 1, IL: 1, AZ: 1, NC: 1 };
for (const k of Object.keys(want)) if (cnt[k] !== want[k]) errors.push(`state count ${k}: ${cnt[k]} != ${want[k]}`);
if (docs.length !== 30) errors.push('doc count ' + docs.length);
const letters = docs.filter(d => /letter/.test(d.kind));
if (letters.length !== 4 || letters.filter(d => d.lawsuit === false).length !== 3) errors.push('letter mix');
const ids = docs.map(d => d.id); if (new Set(ids).size !== 30 || Math.max(...ids) !== 30) errors.push('ids');
fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 1) + '\n');
console.log(`truth.json: ${truth.length} entries; errors: ${errors.length}`);
errors.forEach(x => console.log('  ' + x));
process.exit(errors.length ? 1 : 0);
