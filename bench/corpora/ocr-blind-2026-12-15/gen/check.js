// Self-checks: 60 images present with sane sizes, truth.json consistent, every truth string found in the rendered text,
// photo parameters within the brief's ranges. Writes check-report.txt.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json'), 'utf8'));
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'render-report.json'), 'utf8'));
const pp = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8'));
const lines = [];
let bad = 0;
const fail = m => { bad++; lines.push('FAIL ' + m); };
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
if (truth.length !== 60) fail('truth.json has ' + truth.length + ' entries');
const ids = [...new Set(truth.map(t => t.id))];
if (ids.length !== 30) fail('ids: ' + ids.length);
for (const t of truth) {
  const f = path.join(OUT, t.file);
  if (!fs.existsSync(f)) { fail('missing ' + t.file); continue; }
  const [w, h, q, fmt] = execFileSync('identify', ['-format', '%w %h %Q %m', f]).toString().trim().split(' ');
  const size = fs.statSync(f).size;
  let ok = true;
  if (t.clean) ok = fmt === 'PNG' && +w === 1700 && +h === 2200;
  else {
    const small = parseInt(t.id, 10) % 3 === 0;
    ok = fmt === 'JPEG' && (small ? (+w >= 1150 && +w <= 1250) : (+w >= 1550 && +w <= 1650)) && +h > +w && +q >= 55 && +q <= 85;
  }
  if (size < 100000) ok = false;
  lines.push(`${t.file.padEnd(14)} ${fmt} ${w}x${h}${t.clean ? '' : ' q' + q} ${(size / 1024).toFixed(0)} KiB ${ok ? 'ok' : 'BAD'}`);
  if (!ok) fail('size/format ' + t.file);
  const ks = Object.keys(t.expected);
  if (KEYS.some(k => !ks.includes(k)) || ks.length !== 13) fail('keys ' + t.file);
  const e = t.expected;
  if (!/^\d{5}$/.test(e.customer_zip_code)) fail('zip ' + t.file);
  if (typeof e.lawsuit_amount !== 'number') fail('amount ' + t.file);
  if (e.determine_if_lawsuit_exists !== (e.civil_number !== null) || (e.court_name === null) !== (e.civil_number === null)) fail('suit consistency ' + t.file);
}
// same expected for both images of a document
for (const id of ids) {
  const [a, b] = truth.filter(t => t.id === id);
  if (JSON.stringify(a.expected) !== JSON.stringify(b.expected)) fail('expected differs for ' + id);
}
lines.push('');
lines.push('Truth strings found in rendered page text (from build.js render-report.json):');
for (const id of ids) {
  const c = rep[id].check;
  const miss = Object.entries(c).filter(([, v]) => v === 'MISSING').map(([k]) => k);
  const found = Object.values(c).filter(v => v === 'found').length;
  lines.push(`${id}: ${found} found, ${Object.values(c).filter(v => v === 'n/a').length} n/a (null/boolean)${miss.length ? ', MISSING ' + miss.join(',') : ''}${rep[id].overflow ? ', TEXT OFF PAGE' : ''}`);
  if (miss.length) fail('missing truth in ' + id);
  if (rep[id].overflow) fail('overflow ' + id);
}
lines.push('');
lines.push('Photo parameters vs brief (page height fill 0.75-0.93, |rotation| 0.5-5 deg, JPEG 55-85):');
for (const id of ids) {
  const p = pp[id];
  if (!p) { fail('no photo params ' + id); continue; }
  const okF = p.page_height_fill >= 0.75 && p.page_height_fill <= 0.93;
  const okR = Math.abs(p.rotation_deg) >= 0.5 && Math.abs(p.rotation_deg) <= 5;
  const okQ = p.jpeg_quality >= 55 && p.jpeg_quality <= 85;
  lines.push(`${id}: ${p.W}x${p.H} bg=${p.background} fill=${p.page_height_fill} rot=${p.rotation_deg} q=${p.jpeg_quality}${p.thumb ? ' thumb' : ''}${p.glare ? ' glare' : ''}${p.shadow_band ? ' shadow' : ''}${p.defocus_corner ? ' defocus-' + p.defocus_corner.corner : ''} ${okF && okR && okQ ? 'ok' : 'OUT OF RANGE'}`);
  if (!(okF && okR && okQ)) fail('photo params ' + id);
}
lines.unshift(`CHECK ${bad ? 'FAILED (' + bad + ')' : 'PASSED'} — ${truth.length} truth entries, ${ids.length} documents`);
fs.writeFileSync(path.join(__dirname, 'check-report.txt'), lines.join('\n') + '\n');
console.log(lines.slice(0, 1).join('\n'));
if (bad) console.log(lines.filter(l => l.startsWith('FAIL')).join('\n'));
