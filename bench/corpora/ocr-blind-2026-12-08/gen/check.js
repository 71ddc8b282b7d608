// Final checks: all 60 images exist with sane sizes, truth.json consistent, render/photo checks passed.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const pad = (n) => String(n).padStart(2, '0');
const probs = [], lines = [];

const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json'), 'utf8'));
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'render_report.json'), 'utf8'));
const ph = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json'), 'utf8'));

// 1. images
let nImg = 0;
const qs = [];
for (let n = 1; n <= 30; n++) {
  for (const f of [`${pad(n)}-clean.png`, `${pad(n)}-photo.jpg`]) {
    const fp = path.join(OUT, f);
    if (!fs.existsSync(fp)) { probs.push(`${f} missing`); continue; }
    const size = fs.statSync(fp).size;
    const info = execFileSync('identify', ['-format', '%m %w %h %Q %[fx:mean] %[fx:standard_deviation]', fp]).toString().trim().split(' ');
    const [fmt, w, h, q, mean, sd] = [info[0], +info[1], +info[2], +info[3], +info[4], +info[5]];
    const small = n % 3 === 0;
    const want = f.endsWith('png') ? [1700, 2200, 'PNG'] : small ? [1200, 1600, 'JPEG'] : [1600, 2133, 'JPEG'];
    if (w !== want[0] || h !== want[1] || fmt !== want[2]) probs.push(`${f}: ${fmt} ${w}x${h}, want ${want.join(' ')}`);
    if (size < 60000 || size > 6000000) probs.push(`${f}: odd file size ${size}`);
    if (sd < 0.05 || mean < 0.2 || mean > 0.98) probs.push(`${f}: suspicious mean/sd ${mean}/${sd}`);
    if (fmt === 'JPEG') { qs.push(q); if (q < 55 || q > 85) probs.push(`${f}: quality ${q}`); }
    nImg++;
  }
}
lines.push(`Image files: ${nImg}/60 present; PNGs 1700×2200; JPEGs 1600×2133 (20) or 1200×1600 (every third, 10); sizes 60 kB–6 MB; not blank (mean/stddev); JPEG quality read back ${Math.min(...qs)}–${Math.max(...qs)}.`);

// 2. truth.json
const keys = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name',
  'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
if (truth.length !== 60) probs.push(`truth has ${truth.length} entries`);
for (const e of truth) {
  if (!fs.existsSync(path.join(OUT, e.file))) probs.push(`truth file ${e.file} missing`);
  const ek = Object.keys(e.expected);
  if (ek.join() !== keys.join()) probs.push(`${e.file}: keys ${ek}`);
  const x = e.expected;
  if (!/^[A-Z]{2}$/.test(x.lawsuit_state) || !/^[A-Z]{2}$/.test(x.customer_state)) probs.push(`${e.file}: state format`);
  if (!/^\d{5}$/.test(x.customer_zip_code)) probs.push(`${e.file}: zip`);
  if (typeof x.lawsuit_amount !== 'number') probs.push(`${e.file}: amount type`);
  if (x.determine_if_lawsuit_exists !== (x.civil_number !== null) || (x.court_name === null) !== (x.civil_number === null)) probs.push(`${e.file}: suit/number/court inconsistent`);
  if (x.lawyer_email !== null && !/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]+$/.test(x.lawyer_email)) probs.push(`${e.file}: email format`);
}
for (let n = 1; n <= 30; n++) {
  const pair = truth.filter((e) => e.id === `ocr-2026-12-08-${pad(n)}`);
  if (pair.length !== 2 || JSON.stringify(pair[0].expected) !== JSON.stringify(pair[1].expected) || pair[0].clean === pair[1].clean) probs.push(`pair ${n} inconsistent`);
}
const lawsuits = truth.filter((e) => e.clean && e.expected.determine_if_lawsuit_exists).length;
lines.push(`truth.json: 60 entries, 13 keys each in order, both images of a document share identical \`expected\`; formats (2-letter states, 5-digit ZIP string, numeric amount, e-mail) valid; lawsuit flag / civil_number / court_name consistent (${lawsuits} documents with a suit, ${30 - lawsuits} without).`);

// 3. render checks (from build.js)
const rprobs = rep.filter((r) => r.probs.length);
for (const r of rprobs) probs.push(`render ${r.n}: ${r.probs.join('; ')}`);
const notes = rep.reduce((a, r) => a + r.notes.length, 0);
lines.push(`Truth text vs. rendered page (Chromium innerText, whitespace-normalised): every non-null truth string found on its page for all 30 documents — exact match for street, city/state/ZIP line, civil number, e-mails, amount (formatted $#,###.##); court name checked part by part (each ", " part, case-insensitive); names accepted case-insensitively or last-name-first where printed that way (${notes} such notes in gen/render_report.json). Problems: ${rprobs.length}.`);
if (!rprobs.length) lines.push(`Layout: no element extends beyond the 8.5 × 11 in page and no body content runs into the footer (all 30).`);
if (!rprobs.length) lines.push(`Fonts: the font Chromium actually used for most glyphs equals the requested family on all 30 pages (CDP CSS.getPlatformFontsForNode).`);

// 4. photo geometry
for (const p of ph) {
  if (!p.page_inside_frame) probs.push(`${p.file}: page not inside frame`);
  if (p.page_fill_height < 0.75 || p.page_fill_height > 0.93) probs.push(`${p.file}: fill ${p.page_fill_height}`);
  const a = Math.abs(p.rotation_deg); if (a < 0.5 || a > 5) probs.push(`${p.file}: rotation ${p.rotation_deg}`);
}
const fills = ph.map((p) => p.page_fill_height), rots = ph.map((p) => Math.abs(p.rotation_deg));
lines.push(`Photos: all four page corners inside the frame; page height fills ${(Math.min(...fills) * 100).toFixed(1)}–${(Math.max(...fills) * 100).toFixed(1)} % of the frame; |rotation| ${Math.min(...rots).toFixed(2)}–${Math.max(...rots).toFixed(2)}°; ${ph.filter((p) => p.shadow_band).length} with a shadow band.`);

// 5. informative Tesseract legibility check (ocrcheck.js), not pass/fail
const ocrf = path.join(__dirname, 'ocr_check.json');
if (fs.existsSync(ocrf)) {
  const o = JSON.parse(fs.readFileSync(ocrf, 'utf8'));
  const agg = (sel) => { let f = 0, t = 0; for (const r of o.rows.filter(sel)) for (const v of Object.values(r.hit)) { t++; if (v) f++; } return `${f}/${t}`; };
  const miss = o.rows.filter((r) => r.file.endsWith('jpg')).flatMap((r) => Object.entries(r.hit).filter(([, v]) => !v).map(([k]) => `${r.file.slice(0, 2)} ${k}`));
  lines.push(`Legibility (informative, Tesseract 1-thread, --psm 3, exact substring of civil number / amount / ZIP / street / attorney e-mail / surname): clean PNGs ${agg((r) => r.file.endsWith('png'))}, photos ${agg((r) => r.file.endsWith('jpg'))}. Photo misses: ${miss.join(', ') || 'none'}.`);
}
lines.push(`Overall problems found by check.js: ${probs.length}${probs.length ? ' — ' + probs.join(' | ') : ''}.`);
fs.writeFileSync(path.join(__dirname, 'checks.json'), JSON.stringify({ lines, probs }, null, 1));
console.log(lines.join('\n'));
if (probs.length) { console.log('PROBLEMS:\n' + probs.join('\n')); process.exitCode = 1; }
