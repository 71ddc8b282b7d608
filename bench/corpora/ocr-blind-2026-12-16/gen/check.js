'use strict';
// Final checks: 60 images with sane sizes, truth.json shape and counts, truth strings in page text.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const report = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'report.json')));
let fails = 0; const fail = m => { fails++; console.log('FAIL', m); };
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
if (truth.length !== 60) fail('truth has ' + truth.length + ' entries');
const byId = {};
for (const t of truth) {
  (byId[t.id] = byId[t.id] || []).push(t);
  const f = path.join(OUT, t.file);
  if (!fs.existsSync(f)) { fail('missing ' + t.file); continue; }
  const [w, h, q] = execFileSync('identify', ['-format', '%w %h %Q', f]).toString().split(' ').map(Number);
  const kb = fs.statSync(f).size / 1024;
  if (t.clean) { if (w !== 1700 || h !== 2200) fail(`${t.file} is ${w}x${h}`); }
  else {
    const small = Number(t.id) % 3 === 0;
    if (small ? (w < 1100 || w > 1300) : (w < 1500 || w > 1700)) fail(`${t.file} width ${w}`);
    if (q < 55 || q > 85) fail(`${t.file} quality ${q}`);
    if (t.photo.page_height_fill < 0.75 || t.photo.page_height_fill > 0.93) fail(`${t.file} fill ${t.photo.page_height_fill}`);
  }
  if (kb < 60) fail(`${t.file} only ${kb.toFixed(0)} KB`);
  const e = t.expected;
  if (JSON.stringify(Object.keys(e)) !== JSON.stringify(KEYS)) fail(t.file + ' keys');
  if (!/^\d{5}$/.test(e.customer_zip_code)) fail(t.file + ' zip');
  if (!/^[A-Z]{2}$/.test(e.lawsuit_state) || !/^[A-Z]{2}$/.test(e.customer_state)) fail(t.file + ' state codes');
  if (typeof e.lawsuit_amount !== 'number' || !(e.lawsuit_amount > 0)) fail(t.file + ' amount');
  if (typeof e.determine_if_lawsuit_exists !== 'boolean') fail(t.file + ' bool');
  if (!e.determine_if_lawsuit_exists && (e.civil_number || e.court_name)) fail(t.file + ' court data without a suit');
  if (e.lawyer_email && !e.law_firm_name) fail(t.file + ' e-mail without firm');
  if (!report[t.id].pass) fail(t.file + ' text check');
}
for (const [id, a] of Object.entries(byId)) {
  if (a.length !== 2 || JSON.stringify(a[0].expected) !== JSON.stringify(a[1].expected)) fail('pair ' + id);
}
const docs = Object.values(byId).map(a => a[0]);
const count = {}; for (const d of docs) { const k = d.state + (d.kind.includes('letter') ? ' (letter)' : ''); count[k] = (count[k] || 0) + 1; }
console.log('documents', docs.length, 'images', truth.length);
console.log('court papers', docs.filter(d => !d.kind.includes('letter')).length, 'letters', docs.filter(d => d.kind.includes('letter')).length);
console.log('lawsuit true', docs.filter(d => d.expected.determine_if_lawsuit_exists).length, 'false', docs.filter(d => !d.expected.determine_if_lawsuit_exists).length);
console.log(JSON.stringify(count));
console.log(fails ? fails + ' FAILURES' : 'ALL CHECKS PASSED');
process.exit(fails ? 1 : 0);
