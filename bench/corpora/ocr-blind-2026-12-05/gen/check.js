// Checks docs/NN.js truth against out/NN.json (rendered page text, fonts, layout).
// usage: node check.js [ids...]   (default: all docs with output)
const fs = require('fs');
const path = require('path');
const { money, lastFirst, STATES } = require('./lib/util');
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
  'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
const norm = s => String(s).normalize('NFC').replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\u00a0/g, ' ')
  .replace(/\s+/g, ' ').toLowerCase();
let ids = process.argv.slice(2);
if (!ids.length) ids = fs.readdirSync(path.join(__dirname, 'out')).filter(f => /^\d\d\.json$/.test(f)).map(f => f.slice(0, 2)).sort();
let bad = 0;
for (const id of ids) {
  const doc = require(path.join(__dirname, 'docs', id + '.js'));
  const out = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', id + '.json')));
  const T = norm(out.text), t = doc.truth, errs = [];
  const has = s => T.includes(norm(s));
  const keys = Object.keys(t);
  if (keys.length !== 13 || KEYS.some(k => !(k in t))) errs.push('keys ' + keys.join(','));
  for (const k of ['customer_name', 'plaintiff_name', 'customer_street', 'customer_city'])
    if (typeof t[k] !== 'string' || !t[k]) errs.push(k + ' missing');
  if (t.customer_name && !has(t.customer_name) && !has(lastFirst(t.customer_name))) errs.push('customer_name not in text');
  for (const k of ['plaintiff_name', 'law_firm_name', 'lawyer_email', 'civil_number', 'customer_street', 'customer_city'])
    if (t[k] != null && !has(t[k])) errs.push(k + ' not in text: ' + t[k]);
  if (t.court_name != null) for (const part of t.court_name.split(', ')) if (!has(part)) errs.push('court part not in text: ' + part);
  if (typeof t.lawsuit_amount !== 'number') errs.push('amount not a number');
  else if (!has(money(t.lawsuit_amount))) errs.push('amount not in text: ' + money(t.lawsuit_amount));
  for (const k of ['lawsuit_state', 'customer_state']) {
    if (!STATES[t[k]]) errs.push(k + ' bad: ' + t[k]);
    else if (!new RegExp('\\b' + t[k].toLowerCase() + '\\b').test(T) && !has(STATES[t[k]])) errs.push(k + ' not in text');
  }
  if (!/^\d{5}$/.test(t.customer_zip_code) || !has(t.customer_zip_code)) errs.push('zip bad/not in text');
  if (!has(t.customer_state + ' ' + t.customer_zip_code) && !has(STATES[t.customer_state] + ' ' + t.customer_zip_code)) errs.push('"ST ZIP" not in text');
  if (typeof t.determine_if_lawsuit_exists !== 'boolean') errs.push('exists not boolean');
  if (!t.determine_if_lawsuit_exists && (t.civil_number != null || t.court_name != null)) errs.push('no suit but number/court');
  if (t.determine_if_lawsuit_exists && t.court_name == null) errs.push('suit without court');
  if (t.law_firm_name == null && t.lawyer_email != null) errs.push('email without firm');
  if (doc.meta.kind.indexOf('letter') < 0 && t.lawsuit_state !== doc.meta.state) errs.push('meta.state != lawsuit_state');
  if (out.mainFont !== doc.meta.font) errs.push('main font ' + out.mainFont + ' != ' + doc.meta.font);
  const other = Object.keys(out.fonts).filter(f => f !== doc.meta.font && !(doc.meta.fonts2 || []).includes(f));
  if (other.length) errs.push('other fonts used: ' + other.join(','));
  const L = out.layout;
  if (L.wrapped && L.wrapped.length) errs.push('wrapped over two lines: ' + L.wrapped.join(', '));
  if (L.overflow || L.outside.length || L.overlaps.length) errs.push('layout: overflow ' + L.overflow + ' outside ' + L.outside.length + ' overlaps ' + L.overlaps.length);
  // distractor amounts must differ from the truth
  for (const m of out.text.match(/\d{1,3}(,\d{3})*\.\d\d/g) || []) { /* listed only */ }
  if (errs.length) bad++;
  console.log(id, errs.length ? 'FAIL ' + errs.join(' | ') : 'ok', '|', doc.meta.state, doc.meta.kind, doc.meta.layout, out.mainFont);
}
console.log(bad ? bad + ' document(s) with problems' : 'all ok');
process.exit(bad ? 1 : 0);
