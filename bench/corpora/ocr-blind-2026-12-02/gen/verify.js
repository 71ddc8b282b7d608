// Verifies the corpus: 60 images with sane sizes, truth.json with 60 well-formed entries.
// usage: node verify.js     (exit code 0 = all checks passed)
'use strict';
const fs = require('fs');
const path = require('path');

const DIR = path.resolve(__dirname, '..');
const errors = [];
const err = (m) => errors.push(m);

function pngSize(buf) {
  if (buf.readUInt32BE(0) !== 0x89504e47 || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { w: buf.readUInt32BE(16), h: buf.readUInt32BE(20) };
}
function jpegSize(buf) {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) return null;
    const m = buf[i + 1];
    const len = buf.readUInt16BE(i + 2);
    if ((m >= 0xc0 && m <= 0xcf) && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) return { h: buf.readUInt16BE(i + 5), w: buf.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  return null;
}

// images
const ids = Array.from({ length: 30 }, (_, k) => String(k + 1).padStart(2, '0'));
for (const id of ids) {
  const c = path.join(DIR, `${id}-clean.png`), p = path.join(DIR, `${id}-photo.jpg`);
  if (!fs.existsSync(c)) err(`missing ${id}-clean.png`);
  else {
    const b = fs.readFileSync(c), s = pngSize(b);
    if (!s) err(`${id}-clean.png is not a PNG`);
    else if (s.w !== 1700 || s.h !== 2200) err(`${id}-clean.png is ${s.w}x${s.h}, want 1700x2200`);
    if (b.length < 40000 || b.length > 8e6) err(`${id}-clean.png odd file size ${b.length}`);
  }
  if (!fs.existsSync(p)) err(`missing ${id}-photo.jpg`);
  else {
    const b = fs.readFileSync(p), s = jpegSize(b);
    if (!s) err(`${id}-photo.jpg is not a JPEG`);
    else {
      const small = Number(id) % 3 === 0;
      const okW = small ? s.w >= 1150 && s.w <= 1250 : s.w >= 1600 && s.w <= 1700;
      if (!okW) err(`${id}-photo.jpg width ${s.w} outside ${small ? '~1200' : '1600-1700'}`);
      if (Math.abs(s.h - s.w * 4 / 3) > 2) err(`${id}-photo.jpg is ${s.w}x${s.h}, not 3:4`);
    }
    if (b.length < 80000 || b.length > 6e6) err(`${id}-photo.jpg odd file size ${b.length}`);
  }
}
const extra = fs.readdirSync(DIR).filter((f) => /\.(png|jpe?g)$/i.test(f) && !/^\d\d-(clean\.png|photo\.jpg)$/.test(f));
if (extra.length) err('unexpected image files: ' + extra.join(', '));

// photo parameters: page fully inside the frame, ranges as specified
let params = {};
try { params = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8')); } catch (e) { err('photo-params.json unreadable: ' + e.message); }
for (const id of ids) {
  const q = params[id];
  if (!q) { err(`${id}: no photo parameters`); continue; }
  if (q.corners.some(([x, y]) => x < 2 || y < 2 || x > q.width - 2 || y > q.height - 2)) err(`${id}: page corner outside the photo frame`);
  const a = Math.abs(q.rotation_deg);
  if (a < 1 || a > 4) err(`${id}: rotation ${q.rotation_deg}`);
  if (q.fill < 0.795 || q.fill > 0.925) err(`${id}: fill ${q.fill}`);
  if (q.jpeg_quality < 55 || q.jpeg_quality > 85) err(`${id}: jpeg quality ${q.jpeg_quality}`);
}

// truth.json
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name',
  'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
let truth = [];
try { truth = JSON.parse(fs.readFileSync(path.join(DIR, 'truth.json'), 'utf8')); } catch (e) { err('truth.json unreadable: ' + e.message); }
if (!Array.isArray(truth) || truth.length !== 60) err(`truth.json has ${truth.length} entries, want 60`);
const byFile = new Map();
for (const t of truth) {
  const where = t.file || JSON.stringify(t).slice(0, 40);
  for (const k of ['file', 'id', 'state', 'kind', 'layout', 'font', 'clean', 'expected']) if (!(k in t)) err(`${where}: missing ${k}`);
  if (byFile.has(t.file)) err(`duplicate entry ${t.file}`);
  byFile.set(t.file, t);
  if (!fs.existsSync(path.join(DIR, t.file))) err(`${t.file}: image missing`);
  if (t.clean !== t.file.endsWith('-clean.png')) err(`${t.file}: clean flag wrong`);
  if (!t.file.startsWith(t.id + '-')) err(`${t.file}: id mismatch`);
  if (!['court', 'letter'].includes(t.kind)) err(`${t.file}: kind ${t.kind}`);
  const e = t.expected || {};
  const ks = Object.keys(e);
  if (ks.length !== 13 || KEYS.some((k) => !(k in e))) err(`${t.file}: expected keys ${ks.join(',')}`);
  const str = (k, nullable) => { const v = e[k]; if (!(typeof v === 'string' && v.trim()) && !(nullable && v === null)) err(`${t.file}: ${k} = ${JSON.stringify(v)}`); };
  ['customer_name', 'plaintiff_name', 'customer_street', 'customer_city'].forEach((k) => str(k, false));
  ['law_firm_name', 'lawyer_email', 'civil_number', 'court_name'].forEach((k) => str(k, true));
  if (!/^[A-Z]{2}$/.test(e.lawsuit_state) || e.lawsuit_state !== t.state) err(`${t.file}: lawsuit_state ${e.lawsuit_state}`);
  if (!/^[A-Z]{2}$/.test(e.customer_state)) err(`${t.file}: customer_state ${e.customer_state}`);
  if (!/^\d{5}$/.test(e.customer_zip_code)) err(`${t.file}: zip ${e.customer_zip_code}`);
  if (typeof e.lawsuit_amount !== 'number' || !(e.lawsuit_amount > 0)) err(`${t.file}: amount ${e.lawsuit_amount}`);
  if (typeof e.determine_if_lawsuit_exists !== 'boolean') err(`${t.file}: lawsuit flag`);
  if (e.lawyer_email !== null && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(e.lawyer_email)) err(`${t.file}: email ${e.lawyer_email}`);
  if (e.determine_if_lawsuit_exists && (!e.civil_number || !e.court_name)) err(`${t.file}: suit without case number/court`);
  if (!e.determine_if_lawsuit_exists && (e.civil_number || e.court_name)) err(`${t.file}: no suit but case number/court set`);
  if (t.kind === 'court' && !e.determine_if_lawsuit_exists) err(`${t.file}: court paper without suit`);
  if (/a\/k\/a|aka\b/i.test(e.customer_name) || /\bas assignee\b/i.test(e.plaintiff_name)) err(`${t.file}: a/k/a or assignee tail in names`);
  if (e.customer_name === e.customer_name.toUpperCase()) err(`${t.file}: customer_name not in normal case`);
}
for (const id of ids) {
  const a = byFile.get(`${id}-clean.png`), b = byFile.get(`${id}-photo.jpg`);
  if (!a || !b) { err(`${id}: missing truth entry`); continue; }
  if (JSON.stringify(a.expected) !== JSON.stringify(b.expected)) err(`${id}: expected differs between clean and photo`);
  for (const k of ['state', 'kind', 'layout', 'font']) if (a[k] !== b[k]) err(`${id}: ${k} differs between clean and photo`);
}

// composition
const docs = truth.filter((t) => t.clean);
const count = (f) => docs.filter(f).length;
const states = {};
for (const d of docs) states[d.state] = (states[d.state] || 0) + 1;
const courtStates = {};
for (const d of docs.filter((d) => d.kind === 'court')) courtStates[d.state] = (courtStates[d.state] || 0) + 1;
const letters = docs.filter((d) => d.kind === 'letter');
if (count((d) => d.kind === 'court') !== 26 || letters.length !== 4) err('want 26 court papers and 4 letters');
if (!letters.some((d) => d.expected.determine_if_lawsuit_exists && d.expected.civil_number && d.expected.court_name)) err('no letter announcing a filed suit');
if (letters.filter((d) => !d.expected.determine_if_lawsuit_exists).length < 2) err('fewer than two letters without a suit');
for (const [st, n] of Object.entries({ CA: 4, TX: 4, FL: 3, NY: 3, OH: 3 })) if (courtStates[st] !== n) err(`${st}: ${courtStates[st]} court papers, want ${n}`);
const others = Object.entries(courtStates).filter(([st]) => !['CA', 'TX', 'FL', 'NY', 'OH'].includes(st));
if (others.length !== 9 || others.some(([, n]) => n !== 1)) err('court papers from other states: want 9 states, one each: ' + JSON.stringify(others));

console.log(`images: ${ids.length * 2} expected, truth entries: ${truth.length}`);
console.log(`documents: ${docs.length} (${count((d) => d.kind === 'court')} court papers, ${letters.length} letters); lawsuits: ${count((d) => d.expected.determine_if_lawsuit_exists)}`);
console.log('documents by state: ' + Object.entries(states).sort().map(([s, n]) => `${s} ${n}`).join(', '));
console.log(`null law_firm_name: ${count((d) => d.expected.law_firm_name === null)}, null lawyer_email: ${count((d) => d.expected.lawyer_email === null)}, null civil_number: ${count((d) => d.expected.civil_number === null)}`);
if (errors.length) { console.log(`\n${errors.length} problem(s):\n` + errors.map((e) => ' - ' + e).join('\n')); process.exit(1); }
console.log('OK: all checks passed');
