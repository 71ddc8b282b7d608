// Final checks: truth.json vs. data objects, truth strings vs. rendered text, images, photo geometry.
// usage: node gen/check.js
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const L = require('./lib');
const { verifyDoc, norm } = require('./verify');

const ROOT = path.resolve(__dirname, '..');
const docs = require('./docs').all;
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
const photoMeta = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json'), 'utf8'));
const pad = n => String(n).padStart(2, '0');
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
let errors = 0;
const err = m => { errors++; console.log('  ERROR ' + m); };

// 1. truth.json structure and agreement with the data objects
console.log('1. truth.json');
if (truth.length !== 60) err(`truth.json has ${truth.length} entries, expected 60`);
const installed = new Set(execFileSync('fc-list', [':', 'family']).toString().split('\n').flatMap(l => l.split(',')).map(s => s.trim()).filter(Boolean));
for (const d of docs) {
  const NN = pad(d.n);
  const es = truth.filter(t => t.file.startsWith(NN + '-'));
  if (es.length !== 2) err(`${NN}: ${es.length} truth entries`);
  const files = es.map(e => e.file).sort();
  if (files.join() !== [`${NN}-clean.png`, `${NN}-photo.jpg`].join()) err(`${NN}: files ${files}`);
  if (JSON.stringify(es[0].expected) !== JSON.stringify(es[1].expected)) err(`${NN}: clean/photo expected differ`);
  const e = es[0].expected;
  if (Object.keys(e).join() !== KEYS.join()) err(`${NN}: keys ${Object.keys(e)}`);
  // recompute from the data object
  const fresh = {
    customer_name: L.nm(d.c), plaintiff_name: d.plaintiff, law_firm_name: d.firm || null, lawyer_email: d.email || null,
    lawsuit_state: d.state, lawsuit_amount: d.amount, civil_number: d.caseNo || null, court_name: d.court ? L.courtTruth(d.court) : null,
    customer_street: d.c.street, customer_city: d.c.city, customer_state: d.c.st, customer_zip_code: d.c.zip, determine_if_lawsuit_exists: !!d.caseNo,
  };
  if (JSON.stringify(fresh) !== JSON.stringify(e)) err(`${NN}: truth.json differs from data object`);
  if (typeof e.lawsuit_amount !== 'number' || typeof e.determine_if_lawsuit_exists !== 'boolean' || !/^\d{5}$/.test(e.customer_zip_code) || !/^[A-Z]{2}$/.test(e.lawsuit_state) || !/^[A-Z]{2}$/.test(e.customer_state)) err(`${NN}: field types`);
  for (const t of es) if (!installed.has(t.font)) err(`${NN}: font ${t.font} not installed`);
  for (const t of es) if (t.clean !== t.file.endsWith('.png')) err(`${NN}: clean flag`);
}
console.log(`   ${truth.length} entries checked against ${docs.length} data objects`);

// 2. truth strings in the rendered text; phones and e-mails
console.log('2. truth strings in rendered page text');
let found = 0;
for (const d of docs) {
  const NN = pad(d.n);
  const raw = fs.readFileSync(path.join(__dirname, 'text', NN + '.txt'), 'utf8');
  const e = truth.find(t => t.file === `${NN}-clean.png`).expected;
  const miss = verifyDoc(d, e, raw);
  miss.forEach(m => err(`${NN}: not found: ${m}`));
  if (!miss.length) found++;
  const text = norm(raw);
  // phones must be 555-01xx
  const phones = [...text.matchAll(/(?:\(\d{3}\)\s?|\b\d{3}[\s.-]|\b1?\d{3})(\d{3})[\s.-]?(\d{4})\b/g)];
  for (const m of phones) if (m[1] !== '555' || !/^01\d\d$/.test(m[2])) err(`${NN}: phone ${m[0]}`);
  for (const m of text.matchAll(/\b(\d{3})[\s.-](\d{4})\b/g)) if (m[1] === '555' && !/^01\d\d$/.test(m[2])) err(`${NN}: phone ${m[0]}`);
  // money distractors: at least two other dollar amounts besides the truth amount
  const amounts = new Set([...text.matchAll(/\$\s?([\d,]+\.\d\d)/g)].map(m => m[1]));
  amounts.delete(L.money(e.lawsuit_amount));
  if (amounts.size < 2) err(`${NN}: only ${amounts.size} distractor amounts`);
  const emails = new Set([...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map(m => m[0].toLowerCase()));
  if (e.lawyer_email && !emails.has(e.lawyer_email)) err(`${NN}: lawyer e-mail not found as a token`);
  d._distractorEmails = [...emails].filter(x => x !== e.lawyer_email).length;
  d._distractorAmounts = amounts.size;
}
console.log(`   ${found}/${docs.length} documents: every truth value found in the page text`);
console.log(`   distractor e-mails per document: ${docs.map(d => d._distractorEmails).join(' ')}`);
console.log(`   distractor dollar amounts per document: ${docs.map(d => d._distractorAmounts).join(' ')}`);

// 3. images
console.log('3. images');
let ok = 0;
for (const d of docs) {
  const NN = pad(d.n);
  for (const f of [`${NN}-clean.png`, `${NN}-photo.jpg`]) {
    const p = path.join(ROOT, f);
    if (!fs.existsSync(p)) { err(`${f} missing`); continue; }
    const size = fs.statSync(p).size;
    const [w, h, fmt, q] = execFileSync('identify', ['-format', '%w %h %m %Q', p]).toString().trim().split(' ');
    if (f.endsWith('.png')) {
      if (w !== '1700' || h !== '2200' || fmt !== 'PNG' || size < 80000) err(`${f}: ${w}x${h} ${fmt} ${size} bytes`); else ok++;
    } else {
      const W = d.n % 3 === 0 ? 1200 : 1600;
      const pm = photoMeta[NN];
      const good = fmt === 'JPEG' && +w === W && +h === Math.round(W * 4 / 3) && +q >= 55 && +q <= 85 && size > 60000 &&
        pm && pm.pageFillHeight >= 0.75 && pm.pageFillHeight <= 0.93 && Math.abs(pm.rot) >= 0.5 && Math.abs(pm.rot) <= 5 &&
        pm.corners.every(([x, y]) => x >= 0 && y >= 0 && x <= pm.W && y <= pm.H);
      if (fs.statSync(p).mtimeMs < fs.statSync(path.join(ROOT, `${NN}-clean.png`)).mtimeMs) err(`${f} older than its clean render`);
      if (!good) err(`${f}: ${w}x${h} ${fmt} q${q} ${size} bytes fill=${pm && pm.pageFillHeight} rot=${pm && pm.rot}`); else ok++;
    }
  }
}
console.log(`   ${ok}/60 images exist with expected format, size, quality and page geometry`);

// 4. counts
console.log('4. counts');
const byState = {}, byKind = {};
for (const d of docs) { byState[d.state] = (byState[d.state] || 0) + 1; byKind[d.kind] = (byKind[d.kind] || 0) + 1; }
const suits = docs.filter(d => d.caseNo).length;
console.log(`   documents: ${docs.length} (court papers ${docs.filter(d => !/letter/.test(d.kind)).length}, letters ${docs.filter(d => /letter/.test(d.kind)).length}; with a suit ${suits}, without ${docs.length - suits})`);
console.log(`   images: ${truth.length} (clean ${truth.filter(t => t.clean).length}, photo ${truth.filter(t => !t.clean).length}; small photos ${docs.filter(d => d.n % 3 === 0).length})`);
console.log(`   states (${Object.keys(byState).length}): ${Object.entries(byState).map(([k, v]) => k + ' ' + v).join(', ')}`);
console.log(`   kinds (${Object.keys(byKind).length}): ${Object.entries(byKind).map(([k, v]) => k + ' ' + v).join(', ')}`);
const fonts = {}; truth.filter(t => t.clean).forEach(t => fonts[t.font] = (fonts[t.font] || 0) + 1);
console.log(`   main fonts (${Object.keys(fonts).length}): ${Object.entries(fonts).map(([k, v]) => k + ' ' + v).join(', ')}`);
console.log(errors ? `FAILED with ${errors} error(s)` : 'ALL CHECKS PASSED');
process.exit(errors ? 1 : 0);
