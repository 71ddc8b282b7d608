'use strict';
// Final checks on the delivered corpus: files, image sizes, JPEG quality, photo geometry,
// truth.json structure and consistency with the rendering report. Usage: node gen/verify.js
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
const params = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json'), 'utf8'));
const report = JSON.parse(fs.readFileSync(path.join(__dirname, 'render_report.json'), 'utf8'));
const errs = [];
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name',
  'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];

// truth.json structure
if (truth.length !== 60) errs.push(`truth.json has ${truth.length} entries`);
const files = new Set();
for (const e of truth) {
  const ks = Object.keys(e).join(',');
  if (ks !== 'file,id,state,kind,layout,font,clean,expected') errs.push(`${e.file}: keys ${ks}`);
  if (Object.keys(e.expected).join(',') !== KEYS.join(',')) errs.push(`${e.file}: expected keys`);
  if (files.has(e.file)) errs.push(`duplicate ${e.file}`); files.add(e.file);
  const x = e.expected;
  if (typeof x.lawsuit_amount !== 'number' || !(x.lawsuit_amount > 0)) errs.push(`${e.file}: amount`);
  if (typeof x.determine_if_lawsuit_exists !== 'boolean') errs.push(`${e.file}: flag type`);
  if (!/^[A-Z]{2}$/.test(x.lawsuit_state) || !/^[A-Z]{2}$/.test(x.customer_state)) errs.push(`${e.file}: state codes`);
  if (!/^\d{5}$/.test(x.customer_zip_code)) errs.push(`${e.file}: zip`);
  for (const k of KEYS) if (x[k] === undefined) errs.push(`${e.file}: ${k} undefined`);
}
for (let i = 1; i <= 30; i++) {
  const id = String(i).padStart(2, '0');
  const a = truth.find((e) => e.file === `${id}-clean.png`); const b = truth.find((e) => e.file === `${id}-photo.jpg`);
  if (!a || !b) { errs.push(`${id}: missing truth entry`); continue; }
  if (JSON.stringify(a.expected) !== JSON.stringify(b.expected)) errs.push(`${id}: clean/photo expected differ`);
  if (a.clean !== true || b.clean !== false) errs.push(`${id}: clean flags`);
  const rep = report.find((r) => r.id === id);
  if (!rep || rep.errors.length) errs.push(`${id}: render report has errors`);
  else if (rep.fonts[0][0] !== a.font) errs.push(`${id}: font in truth differs from rendered font`);
}
const kinds = { court: truth.filter((e) => e.clean && e.expected.determine_if_lawsuit_exists).length, noSuit: truth.filter((e) => e.clean && !e.expected.determine_if_lawsuit_exists).length };

// images
const rows = [];
for (let i = 1; i <= 30; i++) {
  const id = String(i).padStart(2, '0');
  for (const f of [`${id}-clean.png`, `${id}-photo.jpg`]) {
    const fp = path.join(ROOT, f);
    if (!fs.existsSync(fp)) { errs.push(`missing ${f}`); continue; }
    const size = fs.statSync(fp).size;
    const out = execFileSync('identify', ['-format', '%w %h %m %Q %[fx:mean] %[fx:standard_deviation]', fp]).toString().trim().split(' ');
    const [w, h, fmt, q, mean, sd] = [+out[0], +out[1], out[2], +out[3], +out[4], +out[5]];
    rows.push({ f, w, h, fmt, q, kb: Math.round(size / 1024), mean: +mean.toFixed(3), sd: +sd.toFixed(3) });
    if (size < 60 * 1024) errs.push(`${f}: only ${size} bytes`);
    if (sd < 0.05) errs.push(`${f}: nearly uniform image`);
    if (f.endsWith('.png')) {
      if (w !== 1700 || h !== 2200 || fmt !== 'PNG') errs.push(`${f}: ${w}x${h} ${fmt}`);
    } else {
      const small = i % 3 === 0;
      if (fmt !== 'JPEG') errs.push(`${f}: format ${fmt}`);
      if (small ? (w !== 1200 || h !== 1600) : (w !== 1600 || h !== 2133)) errs.push(`${f}: ${w}x${h}`);
      if (q < 55 || q > 85) errs.push(`${f}: quality ${q}`);
      const p = params.find((x) => x.id === id);
      if (!p) { errs.push(`${f}: no photo params`); continue; }
      if (p.fill < 0.75 || p.fill > 0.93) errs.push(`${f}: fill ${p.fill}`);
      const ang = Math.abs(p.angle); if (ang < 0.5 || ang > 5) errs.push(`${f}: angle ${p.angle}`);
      for (const [x, y] of p.corners) if (x < 0.01 * w || x > 0.99 * w || y < 0.01 * h || y > 0.99 * h) errs.push(`${f}: corner ${x},${y} near/outside frame`);
      if (Math.abs(q - p.quality) > 1) errs.push(`${f}: JPEG quality ${q} != planned ${p.quality}`);
    }
  }
}
fs.writeFileSync(path.join(__dirname, 'verify_report.json'), JSON.stringify({ errors: errs, images: rows, kinds }, null, 2) + '\n');
console.log(`images: ${rows.length} (png ${rows.filter((r) => r.fmt === 'PNG').length}, jpeg ${rows.filter((r) => r.fmt === 'JPEG').length}); truth entries: ${truth.length}; documents with suit: ${kinds.court}, without: ${kinds.noSuit}`);
console.log(`photo sizes: ${[...new Set(rows.filter((r) => r.fmt === 'JPEG').map((r) => r.w + 'x' + r.h))].join(', ')}; JPEG q ${Math.min(...rows.filter((r) => r.q && r.fmt === 'JPEG').map((r) => r.q))}-${Math.max(...rows.filter((r) => r.fmt === 'JPEG').map((r) => r.q))}; fill ${Math.min(...params.map((p) => p.fill))}-${Math.max(...params.map((p) => p.fill))}; |angle| ${Math.min(...params.map((p) => Math.abs(p.angle)))}-${Math.max(...params.map((p) => Math.abs(p.angle)))}`);
console.log(errs.length ? 'ERRORS:\n' + errs.join('\n') : 'all checks passed');
process.exitCode = errs.length ? 1 : 0;
