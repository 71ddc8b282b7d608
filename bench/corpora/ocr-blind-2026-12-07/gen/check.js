'use strict';
// Checks: (1) every truth string appears in the rendered page text (gen/text/NN.txt, Chromium innerText);
// (2) truth.json structure; (3) all 60 images exist with sane sizes (ImageMagick identify).
// Usage: node gen/check.js   -> prints a report and writes gen/check-report.json; exit code 1 on any failure.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { STATE_NAMES, money } = require('./lib');

const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const norm = s => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const fails = [];
const modes = {};
const tally = (k, m) => { modes[k] = modes[k] || {}; modes[k][m] = (modes[k][m] || 0) + 1; };

function findStr(text, s) {
  if (text.includes(s)) return 'exact';
  const nt = ' ' + norm(text) + ' ';
  if (nt.includes(' ' + norm(s) + ' ')) return 'normalized';
  const toks = norm(s).split(' ');
  for (const line of text.split('\n')) {                       // same tokens in one printed line (e.g. LAST, FIRST M.)
    const lt = new Set(norm(line).split(' '));
    if (toks.every(t => lt.has(t))) return 'reordered-in-line';
  }
  return null;
}

// ---- (1) text checks
const docs = {};
for (const t of truth) if (t.clean) docs[t.file.slice(0, 2)] = t;
for (const [nn, t] of Object.entries(docs)) {
  const text = fs.readFileSync(path.join(__dirname, 'text', nn + '.txt'), 'utf8');
  const x = t.expected;
  for (const [k, v] of Object.entries(x)) {
    if (v === null || typeof v === 'boolean') { tally(k, v === null ? 'null' : 'boolean'); continue; }
    let m = null;
    if (k === 'lawsuit_amount') {
      const s = money(v).slice(1);
      m = text.includes(s) ? 'exact' : null;
    } else if (k === 'court_name') {
      const parts = v.split(', ');
      const ms = parts.map(p => findStr(text, p));
      m = ms.every(Boolean) ? (ms.every(q => q === 'exact') ? 'exact' : 'parts-normalized') : null;
    } else if (k === 'lawsuit_state' || k === 'customer_state') {
      const nt = ' ' + norm(text) + ' ';
      if (new RegExp(`\\b${v}\\b`).test(text)) m = 'abbreviation';
      else if (nt.includes(' ' + norm(STATE_NAMES[v]) + ' ')) m = 'state-name';
    } else {
      m = findStr(text, String(v));
    }
    tally(k, m || 'MISSING');
    if (!m) fails.push(`${nn} ${k}: "${v}" not found in page text`);
  }
  // letters without suit must have null court fields; suits must have both
  if (x.determine_if_lawsuit_exists !== (x.civil_number !== null) || (x.civil_number === null) !== (x.court_name === null))
    fails.push(`${nn}: inconsistent suit fields`);
  if (!/^\d{5}$/.test(x.customer_zip_code)) fails.push(`${nn}: bad zip ${x.customer_zip_code}`);
}

// ---- (2) structure
if (truth.length !== 60) fails.push(`truth.json has ${truth.length} entries, expected 60`);
const byId = {};
for (const t of truth) (byId[t.id] = byId[t.id] || []).push(t);
for (const [id, ts] of Object.entries(byId)) {
  if (ts.length !== 2 || JSON.stringify(ts[0].expected) !== JSON.stringify(ts[1].expected)) fails.push(`${id}: clean/photo entries differ`);
}
const states = {}; let letters = 0, suits = 0;
for (const t of Object.values(docs)) { states[t.state] = (states[t.state] || 0) + 1; if (/letter/.test(t.kind)) letters++; if (t.expected.determine_if_lawsuit_exists) suits++; }

// ---- (3) images
const imgs = [];
for (let i = 1; i <= 30; i++) {
  const nn = String(i).padStart(2, '0');
  for (const f of [`${nn}-clean.png`, `${nn}-photo.jpg`]) {
    const p = path.join(OUT, f);
    if (!fs.existsSync(p)) { fails.push(`${f} missing`); continue; }
    const [w, h, q] = execFileSync('identify', ['-format', '%w %h %Q', p]).toString().trim().split(' ').map(Number);
    const kb = Math.round(fs.statSync(p).size / 1024);
    imgs.push({ file: f, w, h, q: f.endsWith('.jpg') ? q : null, kb });
    if (f.endsWith('.png')) { if (w !== 1700 || h !== 2200) fails.push(`${f}: ${w}x${h}, expected 1700x2200`); }
    else {
      const small = i % 3 === 0;
      const want = small ? 1200 : 1600;
      if (Math.abs(w - want) > 40) fails.push(`${f}: width ${w}, expected about ${want}`);
      if (h < w) fails.push(`${f}: landscape ${w}x${h}`);
      if (q < 55 || q > 85) fails.push(`${f}: JPEG quality ${q} outside 55-85`);
    }
    if (kb < 60) fails.push(`${f}: suspiciously small file (${kb} KB)`);
  }
}
const meta = fs.existsSync(path.join(__dirname, 'photo-params.json')) ? JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'))) : {};
for (const [f, p] of Object.entries(meta)) {
  if (p.page_height_frac < 0.78 || p.page_height_frac > 0.92) fails.push(`${f}: page fills ${p.page_height_frac} of the height`);
  if (p.margin_px < 4) fails.push(`${f}: page touches the frame edge`);
  if (Math.abs(p.rotation_deg) < 1 || Math.abs(p.rotation_deg) > 4) fails.push(`${f}: rotation ${p.rotation_deg}`);
}

const report = { ok: fails.length === 0, fails, documents: Object.keys(docs).length, entries: truth.length, suits, letters, states, match_modes: modes, images: imgs };
fs.writeFileSync(path.join(__dirname, 'check-report.json'), JSON.stringify(report, null, 1));
console.log(`documents ${report.documents}, entries ${report.entries}, with suit ${suits}, letters ${letters}`);
console.log('states', JSON.stringify(states));
for (const [k, v] of Object.entries(modes)) console.log(k.padEnd(28), JSON.stringify(v));
const pngs = imgs.filter(i => i.file.endsWith('.png')), jpgs = imgs.filter(i => i.file.endsWith('.jpg'));
console.log(`images: ${pngs.length} png, ${jpgs.length} jpg; jpg widths ${[...new Set(jpgs.map(i => i.w))].sort().join(',')}; quality ${Math.min(...jpgs.map(i => i.q))}-${Math.max(...jpgs.map(i => i.q))}`);
console.log(fails.length ? 'FAILURES:\n  ' + fails.join('\n  ') : 'ALL CHECKS PASSED');
process.exit(fails.length ? 1 : 0);
