// Builds ../truth.json from the same data objects that produced the HTML (docs/NN.js) and the fonts Chromium reported (out/NN.json).
const fs = require('fs');
const path = require('path');
const ROOT = path.resolve(__dirname, '..');
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
  'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
const entries = [];
for (let n = 1; n <= 30; n++) {
  const id = String(n).padStart(2, '0');
  const doc = require(path.join(__dirname, 'docs', id + '.js'));
  const out = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', id + '.json')));
  const expected = {};
  for (const k of KEYS) expected[k] = doc.truth[k];
  const base = { id, state: doc.meta.state, kind: doc.meta.kind, layout: doc.meta.layout, font: out.mainFont };
  entries.push({ file: `${id}-clean.png`, ...base, clean: true, expected });
  entries.push({ file: `${id}-photo.jpg`, ...base, clean: false, expected });
}
fs.writeFileSync(path.join(ROOT, 'truth.json'), JSON.stringify(entries, null, 2) + '\n');
console.log('truth.json:', entries.length, 'entries');
