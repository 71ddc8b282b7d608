// Builds ../truth.json from the same data objects that produce the HTML (docs-*.js),
// plus the fonts Chromium actually used (out/fonts.json, written by render.js).
'use strict';
const fs = require('fs');
const path = require('path');
const docs = require('./docs');
const { full } = require('./lib');
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'fonts.json'), 'utf8'));

function expected(d) {
  return {
    customer_name: full(d.def),
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.state,
    lawsuit_amount: d.amount,
    civil_number: d.lawsuit ? d.caseNo : null,
    court_name: d.lawsuit ? d.court.name : null,
    customer_street: d.addr.street,
    customer_city: d.addr.city,
    customer_state: d.addr.st,
    customer_zip_code: d.addr.zip,
    determine_if_lawsuit_exists: d.lawsuit,
  };
}

function fontString(id) {
  const g = fonts[id].glyphs;
  const tot = Object.values(g).reduce((a, b) => a + b, 0);
  return Object.entries(g).sort((a, b) => b[1] - a[1]).map(([k, v]) => {
    const pct = Math.round(100 * v / tot);
    const role = k === 'Z003' ? ' (signature)' : (pct < 1 ? ' (symbol fallback)' : '');
    return `${k} ${pct < 1 ? '<1' : pct}%${role}`;
  }).join('; ');
}

const truth = [];
for (const d of docs) {
  const e = expected(d);
  const base = { id: d.id, state: d.state, kind: d.kind, layout: d.layout, font: fontString(d.id) };
  truth.push(Object.assign({ file: `${d.id}-clean.png` }, base, { clean: true, expected: e }));
  truth.push(Object.assign({ file: `${d.id}-photo.jpg` }, base, { clean: false, expected: e }));
}
fs.writeFileSync(path.join(__dirname, '..', 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
console.log(`truth.json: ${truth.length} entries`);
module.exports = { expected };
