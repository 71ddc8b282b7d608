'use strict';
// 1) every truth string must occur in the rendered page text (gen/text/NN.txt, innerText of the page);
// 2) all 60 images must exist with sane dimensions and byte sizes;
// 3) writes ../truth.json from the same data objects that produced the HTML.
// Usage: node check.js [--no-images]
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { money, expectedOf } = require('./lib');
const docs = require('./docs');

const OUT = path.resolve(__dirname, '..');
const GEN = __dirname;
const STATE_NAMES = { CA: 'California', OH: 'Ohio', IL: 'Illinois', NJ: 'New Jersey', PA: 'Pennsylvania', MA: 'Massachusetts', NE: 'Nebraska', MS: 'Mississippi', NM: 'New Mexico', AR: 'Arkansas', DE: 'Delaware', WV: 'West Virginia', ID: 'Idaho', HI: 'Hawaii', RI: 'Rhode Island', MT: 'Montana', NV: 'Nevada' };

const norm = s => String(s).toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[\u2013\u2014]/g, '-').replace(/[,\s]+/g, ' ').trim();

let failures = 0, checks = 0;
const fail = (id, msg) => { failures++; console.log(`FAIL ${id}: ${msg}`); };

const fonts = JSON.parse(fs.readFileSync(path.join(GEN, 'fonts.json')));
const photoParams = fs.existsSync(path.join(GEN, 'photo_params.json')) ? JSON.parse(fs.readFileSync(path.join(GEN, 'photo_params.json'))) : {};
const truth = [];
const found = {};

for (const doc of docs) {
  const raw = fs.readFileSync(path.join(GEN, 'text', doc.id + '.txt'), 'utf8');
  const T = norm(raw);
  const e = expectedOf(doc.d);
  const hits = [];
  const has = (field, val, ok) => { checks++; if (ok) hits.push(field); else fail(doc.id, `${field} not found in text: ${JSON.stringify(val)}`); };

  for (const f of ['plaintiff_name', 'law_firm_name', 'lawyer_email', 'court_name', 'customer_street', 'customer_city']) {
    if (e[f] == null) continue;
    has(f, e[f], T.includes(norm(e[f])));
  }
  if (doc.nameCheck === 'tokens') {
    const toks = e.customer_name.replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
    has('customer_name (all tokens, reordered print)', e.customer_name, toks.every(t => new RegExp('\\b' + t + '\\b', 'i').test(raw)));
  } else {
    has('customer_name', e.customer_name, T.includes(norm(e.customer_name)));
  }
  if (e.civil_number != null) has('civil_number (exact, case-sensitive)', e.civil_number, raw.includes(e.civil_number));
  has('lawsuit_amount', e.lawsuit_amount, raw.includes(money(e.lawsuit_amount, { nodollar: true })) || raw.includes(money(e.lawsuit_amount, { nodollar: true, nocomma: true })));
  has('customer_state+zip', `${e.customer_state} ${e.customer_zip_code}`, new RegExp(`\\b${e.customer_state}\\b[\\s,]*${e.customer_zip_code}\\b`).test(raw));
  has('lawsuit_state', e.lawsuit_state, new RegExp(`\\b${e.lawsuit_state}\\b`).test(raw) || T.includes(norm(STATE_NAMES[e.lawsuit_state])));
  // consistency of the data itself
  checks++;
  if (!/^\d{5}$/.test(e.customer_zip_code)) fail(doc.id, 'zip not 5 digits');
  if (e.determine_if_lawsuit_exists !== (e.civil_number != null && e.court_name != null)) fail(doc.id, 'lawsuit flag inconsistent with case number/court');
  found[doc.id] = hits;

  const used = (fonts[doc.id] && fonts[doc.id].used) || [];
  const main = used[0] ? used[0][0] : '?';
  const others = used.slice(1).filter(([n, c]) => c >= 20).map(([n]) => n === 'Z003' ? 'Z003 (signatures)' : n);
  const fontDesc = `${main} ${doc.size}` + (others.length ? `; also ${others.join(', ')}` : '');
  for (const clean of [true, false]) {
    truth.push({
      file: `${doc.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: doc.id, state: doc.state, kind: doc.kind,
      layout: doc.layout, font: fontDesc, clean, expected: e,
    });
  }
}

// images
const images = [];
if (!process.argv.includes('--no-images')) {
  for (const doc of docs) {
    for (const [f, wantW] of [[`${doc.id}-clean.png`, 1700], [`${doc.id}-photo.jpg`, Number(doc.id) % 3 === 0 ? 1200 : 1600]]) {
      checks++;
      const p = path.join(OUT, f);
      if (!fs.existsSync(p)) { fail(doc.id, `missing ${f}`); continue; }
      const bytes = fs.statSync(p).size;
      const [w, h] = execFileSync('identify', ['-format', '%w %h', p]).toString().trim().split(' ').map(Number);
      const ok = f.endsWith('.png') ? (w === 1700 && h === 2200 && bytes > 60000) : (w === wantW && Math.abs(h - Math.round(wantW * 4 / 3)) <= 1 && bytes > 80000 && bytes < 3000000);
      images.push({ f, w, h, bytes, ok });
      if (!ok) fail(doc.id, `bad image ${f}: ${w}x${h}, ${bytes} bytes`);
    }
  }
  fs.writeFileSync(path.join(GEN, 'image_check.json'), JSON.stringify(images, null, 1));
}

fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
fs.writeFileSync(path.join(GEN, 'text_check.json'), JSON.stringify(found, null, 1));
console.log(`documents: ${docs.length}, truth entries: ${truth.length}, checks: ${checks}, failures: ${failures}, images checked: ${images.length}`);
process.exitCode = failures ? 1 : 0;
