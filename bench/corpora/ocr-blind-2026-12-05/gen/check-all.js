// Corpus-level checks: truth.json shape and counts, the 60 image files (format, size, photo parameters).
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const ROOT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json')));
const errs = [];
const bad = m => errs.push(m);
if (truth.length !== 60) bad('truth entries ' + truth.length);
const byId = {};
for (const e of truth) (byId[e.id] = byId[e.id] || []).push(e);
for (const [id, es] of Object.entries(byId)) {
  if (es.length !== 2 || JSON.stringify(es[0].expected) !== JSON.stringify(es[1].expected)) bad(id + ' pair mismatch');
  if (es.filter(e => e.clean).length !== 1) bad(id + ' clean flags');
}
const docs = truth.filter(e => e.clean);
const count = f => docs.reduce((m, e) => (m[f(e)] = (m[f(e)] || 0) + 1, m), {});
const letters = docs.filter(e => /letter/.test(e.kind));
const courts = docs.filter(e => !/letter/.test(e.kind));
console.log('documents', docs.length, '| court papers', courts.length, '| letters', letters.length);
console.log('court-paper states', JSON.stringify(count.call(null, e => e.state)));
const want = { CA: 3, FL: 3, NY: 3, GA: 3, PA: 2, WA: 2, MO: 2, IN: 1, WI: 1, MN: 1, VA: 1, SC: 1, NV: 1, KS: 1, IA: 1 };
const cs = courts.reduce((m, e) => (m[e.state] = (m[e.state] || 0) + 1, m), {});
for (const [s, n] of Object.entries(want)) if (cs[s] !== n) bad(`state ${s}: ${cs[s]} != ${n}`);
if (Object.keys(cs).length !== Object.keys(want).length) bad('extra court states ' + Object.keys(cs));
const ls = letters.map(e => e.state);
if (ls.length !== 4 || new Set(ls).size !== 4 || ls.some(s => want[s])) bad('letter states ' + ls);
if (letters.filter(e => e.expected.determine_if_lawsuit_exists).length !== 1) bad('letters with suit != 1');
console.log('kinds', JSON.stringify(count(e => e.kind)));
console.log('layouts', new Set(docs.map(e => e.layout)).size, '| fonts', JSON.stringify(count(e => e.font)));
// images
for (const e of truth) {
  const f = path.join(ROOT, e.file);
  if (!fs.existsSync(f)) { bad('missing ' + e.file); continue; }
  const [fmt, w, h, q] = execFileSync('/usr/bin/identify', ['-format', '%m %w %h %Q', f]).toString().trim().split(' ');
  const kb = Math.round(fs.statSync(f).size / 1024);
  const n = Number(e.id);
  if (e.clean) { if (fmt !== 'PNG' || w !== '1700' || h !== '2200') bad(`${e.file} ${fmt} ${w}x${h}`); }
  else {
    const small = n % 3 === 0;
    if (fmt !== 'JPEG' || Number(w) !== (small ? 1200 : 1600) || Number(h) !== (small ? 1600 : 2133)) bad(`${e.file} ${fmt} ${w}x${h}`);
    if (Number(q) < 55 || Number(q) > 85) bad(`${e.file} quality ${q}`);
    const p = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', `${e.id}-photo.json`)));
    if (p.fill < 0.78 || p.fill > 0.92) bad(`${e.file} fill ${p.fill}`);
    if (Math.abs(p.angle) < 1 || Math.abs(p.angle) > 4) bad(`${e.file} angle ${p.angle}`);
    if (p.corners.some(([x, y]) => x < 0 || y < 0 || x > p.W || y > p.H)) bad(`${e.file} page corner outside frame`);
    const cleanT = fs.statSync(path.join(ROOT, `${e.id}-clean.png`)).mtimeMs, photoT = fs.statSync(f).mtimeMs;
    if (photoT < cleanT) bad(`${e.file} older than its clean render`);
  }
  if (kb < 60 || kb > 6000) bad(`${e.file} size ${kb} KB`);
}
console.log(errs.length ? 'PROBLEMS:\n  ' + errs.join('\n  ') : 'all corpus checks ok');
process.exit(errs.length ? 1 : 0);
