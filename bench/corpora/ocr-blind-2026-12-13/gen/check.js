// Checks: every truth string appears in the rendered page text (Chromium innerText),
// truth/data consistency, conventions, font sizes, and that all 60 images exist with sane sizes.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const docs = require('./docs');
const { money, lastFirst } = require('./lib');
const ROOT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'fonts.json'), 'utf8'));
const photoParams = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8'));
const STATES = { IL: 'Illinois', MI: 'Michigan', AZ: 'Arizona', CO: 'Colorado', TN: 'Tennessee', KY: 'Kentucky', LA: 'Louisiana', OK: 'Oklahoma', NV: 'Nevada', UT: 'Utah', ID: 'Idaho', WV: 'West Virginia', NM: 'New Mexico', MT: 'Montana', DE: 'Delaware', RI: 'Rhode Island', AR: 'Arkansas', IN: 'Indiana' };
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];

const norm = s => s.normalize('NFC').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
const noComma = s => norm(s).replace(/[,\s]+/g, ' ');
let fails = 0, passes = 0;
const fail = (id, msg) => { fails++; console.log(`FAIL ${id}: ${msg}`); };
const ok = () => passes++;

// 1. truth.json structure
if (truth.length !== 60) fail('-', `truth has ${truth.length} entries`); else ok();
const byId = {};
for (const t of truth) {
  const keys = Object.keys(t).join(',');
  if (keys !== 'file,id,state,kind,layout,font,clean,expected') fail(t.id, 'entry keys ' + keys); else ok();
  if (Object.keys(t.expected).join(',') !== KEYS.join(',')) fail(t.id, 'expected keys'); else ok();
  (byId[t.id] = byId[t.id] || []).push(t);
}
for (const [id, arr] of Object.entries(byId)) {
  if (arr.length !== 2 || JSON.stringify(arr[0].expected) !== JSON.stringify(arr[1].expected) || arr[0].clean === arr[1].clean) fail(id, 'pair mismatch'); else ok();
}

// 2. per document: truth strings in the rendered text
const smallWords = new Set(['of', 'the', 'and', 'in', 'for', 'a', 'an', 'at', 'on', 'to']);
for (const d of docs) {
  const e = truth.find(t => t.id === d.id).expected;
  const raw = fs.readFileSync(path.join(__dirname, 'out', `${d.id}.txt`), 'utf8');
  const text = norm(raw);
  const has = (s, what) => { if (text.includes(norm(s))) ok(); else fail(d.id, `${what} "${s}" not in page text`); };
  // name
  if (d.printedName) {
    has(d.printedName, 'printed name');
    if (norm(d.printedName) !== norm(lastFirst(d.def))) fail(d.id, 'printedName does not match last-first form of truth'); else ok();
  } else has(e.customer_name, 'customer_name');
  if (/a\/k\/a|\baka\b/i.test(e.customer_name) || / and /.test(e.customer_name)) fail(d.id, 'customer_name contains a/k/a or co-defendant'); else ok();
  for (const k of ['plaintiff_name', 'law_firm_name', 'lawyer_email', 'customer_street', 'customer_city', 'customer_zip_code']) if (e[k] !== null) has(e[k], k);
  if (e.lawyer_email && !raw.includes(e.lawyer_email)) fail(d.id, 'lawyer_email not exact'); else ok();
  if (e.civil_number !== null) { if (raw.includes(e.civil_number)) ok(); else fail(d.id, `civil_number "${e.civil_number}" not printed exactly`); }
  has('$' + money(e.lawsuit_amount), 'lawsuit_amount');
  if (text.includes(norm(`${e.customer_state} ${e.customer_zip_code}`))) ok(); else fail(d.id, 'customer state+zip not printed together');
  if (!/^\d{5}$/.test(e.customer_zip_code)) fail(d.id, 'zip not 5 digits'); else ok();
  if (!/^[A-Z]{2}$/.test(e.customer_state) || !/^[A-Z]{2}$/.test(e.lawsuit_state)) fail(d.id, 'state codes'); else ok();
  if (typeof e.lawsuit_amount !== 'number') fail(d.id, 'amount not a number'); else ok();
  if (e.determine_if_lawsuit_exists !== (e.civil_number !== null) || e.determine_if_lawsuit_exists !== (e.court_name !== null)) fail(d.id, 'lawsuit flag inconsistent'); else ok();
  if (e.court_name !== null) {
    if (noComma(raw).includes(noComma(e.court_name))) ok(); else fail(d.id, `court_name "${e.court_name}" not in text (commas/line breaks ignored)`);
    const fromLines = noComma(d.court.lines.join(' ')).replace(/^in the /, '');
    if (fromLines !== noComma(e.court_name)) fail(d.id, `court_name differs from heading lines: ${fromLines}`); else ok();
    const bad = e.court_name.split(/[\s,]+/).filter(w => w && !smallWords.has(w) && !/^[A-Z0-9ÁÉÍÓÚÑ]/.test(w));
    const badSmall = e.court_name.split(/[\s,]+/).slice(1).filter(w => smallWords.has(w.toLowerCase()) && w !== w.toLowerCase());
    if (bad.length || badSmall.length || /^In the /.test(e.court_name)) fail(d.id, 'court_name casing ' + bad.concat(badSmall)); else ok();
    if (text.includes(norm(STATES[d.state]))) ok(); else fail(d.id, 'court state name not printed');
  } else if (d.state !== e.customer_state) fail(d.id, 'letter: lawsuit_state should be the consumer state'); else ok();
  // name casing: normal case
  if (e.customer_name === e.customer_name.toUpperCase()) fail(d.id, 'customer_name in capitals'); else ok();
  // font sizes
  const sizes = fonts[d.id].sizes;
  const tot = Object.values(sizes).reduce((a, b) => a + b, 0);
  const body = Object.entries(sizes).sort((a, b) => b[1] - a[1])[0];
  const min = Math.min(...Object.keys(sizes).map(Number));
  if (+body[0] < 9 || +body[0] > 12) fail(d.id, `dominant size ${body[0]}pt`); else ok();
  if (min < 6.5) fail(d.id, `smallest text ${min}pt`); else ok();
  const usedFonts = Object.keys(fonts[d.id].glyphs);
  console.log(`${d.id} ${d.state} text ok · body ${body[0]}pt (${Math.round(100 * body[1] / tot)}% of glyphs), min ${min}pt · fonts: ${usedFonts.join(', ')}`);
}

// 3. images
for (const d of docs) {
  const idx = docs.indexOf(d);
  const clean = path.join(ROOT, `${d.id}-clean.png`), photo = path.join(ROOT, `${d.id}-photo.jpg`);
  for (const f of [clean, photo]) if (!fs.existsSync(f)) { fail(d.id, `missing ${path.basename(f)}`); continue; }
  if (!fs.existsSync(clean) || !fs.existsSync(photo)) continue;
  const [cw, ch] = execFileSync('identify', ['-format', '%w %h', clean]).toString().split(' ').map(Number);
  if (cw !== 1700 || ch !== 2200) fail(d.id, `clean size ${cw}x${ch}`); else ok();
  const [pw, ph, q] = execFileSync('identify', ['-format', '%w %h %Q', photo]).toString().split(' ').map(Number);
  const wantW = (idx + 1) % 3 === 0 ? 1200 : 1600;
  if (pw !== wantW || Math.abs(ph - Math.round(wantW * 4 / 3)) > 1) fail(d.id, `photo size ${pw}x${ph}`); else ok();
  if (q < 55 || q > 85) fail(d.id, `jpeg quality ${q}`); else ok();
  const kb = Math.round(fs.statSync(photo).size / 1024), kc = Math.round(fs.statSync(clean).size / 1024);
  if (kb < 80 || kc < 80) fail(d.id, `file too small ${kb}/${kc} KB`); else ok();
  const p = photoParams[d.id];
  if (p.fill < 0.75 || p.fill > 0.93) fail(d.id, `page fills ${p.fill} of height`); else ok();
  const rot = Math.abs(p.rotation);
  if (rot < 0.5 || rot > 5) fail(d.id, `rotation ${p.rotation}`); else ok();
  console.log(`${d.id} images: clean ${cw}x${ch} ${kc} KB · photo ${pw}x${ph} q${q} ${kb} KB fill ${p.fill} rot ${p.rotation}° ${p.background}, ${p.cast}${p.band ? ', shadow band ' + p.band.edge : ''}`);
}

// 4. counts
const states = {};
docs.forEach(d => { states[d.state] = (states[d.state] || 0) + 1; });
const letters = docs.filter(d => /letter/.test(d.kind)).length, court = docs.length - letters;
const suitLetters = docs.filter(d => /letter/.test(d.kind) && d.lawsuit).length;
console.log(`\ndocuments ${docs.length} (court papers ${court}, letters ${letters} of which ${suitLetters} announce a filed suit); truth entries ${truth.length}`);
console.log('states: ' + Object.entries(states).map(([k, v]) => `${k} ${v}`).join(', '));
console.log(`checks passed ${passes}, failed ${fails}`);
process.exitCode = fails ? 1 : 0;
