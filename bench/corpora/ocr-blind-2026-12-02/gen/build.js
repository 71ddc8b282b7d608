// Builds gen/html/NN.html and ../truth.json from the same data objects.
'use strict';
const fs = require('fs');
const path = require('path');
const { money, courtTruth } = require('./lib');

const OUT = path.resolve(__dirname, '..');
const docs = [...require('./docs-a'), ...require('./docs-b'), ...require('./docs-c')].sort((a, b) => a.id.localeCompare(b.id));

function expected(d) {
  const c = d.cust;
  return {
    customer_name: c.name,
    plaintiff_name: d.pl.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.state,
    lawsuit_amount: Math.round(d.amount * 100) / 100,
    civil_number: d.caseNo || null,
    court_name: d.court ? courtTruth(d.court) : null,
    customer_street: c.street,
    customer_city: c.city,
    customer_state: c.st,
    customer_zip_code: c.zip,
    determine_if_lawsuit_exists: !!d.suit,
  };
}

// strings that must be visible (case-insensitive) in the rendered page text
function mustSee(d) {
  const e = expected(d);
  const v = [d.cust.printName || e.customer_name, e.plaintiff_name, e.customer_street, e.customer_city, e.customer_zip_code, money(e.lawsuit_amount)];
  if (d.cust.printName) v.push(e.customer_name);
  if (e.law_firm_name) v.push(e.law_firm_name);
  if (e.lawyer_email) v.push(e.lawyer_email);
  if (e.civil_number) v.push(e.civil_number);
  if (d.court) for (const line of d.court.parts.flat()) v.push(line);
  return v;
}

// sanity checks on the data
const seen = new Set();
if (docs.length !== 30) throw new Error('expected 30 docs, got ' + docs.length);
for (const d of docs) {
  if (seen.has(d.id)) throw new Error('dup id ' + d.id); seen.add(d.id);
  if (!/^\d{5}$/.test(d.cust.zip)) throw new Error(d.id + ' zip');
  if (d.suit && (!d.court || !d.caseNo)) throw new Error(d.id + ' suit without court/case');
  if (d.kind === 'court' && !d.suit) throw new Error(d.id + ' court paper without suit');
}

fs.mkdirSync(path.join(__dirname, 'html'), { recursive: true });
const truth = [];
const meta = [];
for (const d of docs) {
  fs.writeFileSync(path.join(__dirname, 'html', d.id + '.html'), d.html(d));
  const base = { id: d.id, state: d.state, kind: d.kind, layout: d.layout, font: `${d.font} ${d.size}pt` };
  for (const clean of [true, false]) {
    truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, ...base, clean, expected: expected(d) });
  }
  meta.push({ id: d.id, font: d.font, mustSee: mustSee(d) });
}
fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
fs.writeFileSync(path.join(__dirname, 'html', 'checks.json'), JSON.stringify(meta, null, 2) + '\n');
console.log(`wrote ${docs.length} html files and truth.json with ${truth.length} entries`);
