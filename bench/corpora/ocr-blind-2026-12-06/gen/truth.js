// Step 5: write ../truth.json (60 entries) from the same data objects, and run the checks.
'use strict';
const fs = require('fs'), path = require('path');
const { execFileSync } = require('child_process');
const { docs, expected } = require('./data');
const { checkDoc } = require('./check');
const root = path.join(__dirname, '..');
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'fonts.json')));
const photos = JSON.parse(fs.readFileSync(path.join(__dirname, 'photos.json')));
const entries = [], problems = [];
for (const d of docs) {
  const id = String(d.n).padStart(2, '0');
  const f = fonts[id] || {};
  const main = Object.entries(f).sort((a, b) => b[1] - a[1])[0];
  if (!main || main[0] !== d.font) problems.push(`${id}: Chromium used ${main && main[0]} not ${d.font}`);
  const exp = expected(d);
  for (const clean of [true, false]) {
    const file = clean ? `${id}-clean.png` : `${id}-photo.jpg`;
    entries.push({ file, id, state: d.letter ? d.def.st : d.state, kind: d.kind, layout: d.layout, font: main ? main[0] : d.font, clean, expected: exp });
    // image checks
    const p = path.join(root, file);
    if (!fs.existsSync(p)) { problems.push(`${file}: missing`); continue; }
    const [w, h, q] = execFileSync('identify', ['-format', '%w %h %Q', p]).toString().trim().split(' ').map(Number);
    const kb = fs.statSync(p).size / 1024;
    if (clean) { if (w !== 1700 || h !== 2200) problems.push(`${file}: ${w}x${h}`); }
    else {
      const want = d.n % 3 === 0 ? 1200 : 1600;
      if (w !== want || Math.abs(h - Math.round(want * 4 / 3)) > 1) problems.push(`${file}: ${w}x${h}, expected ${want} wide`);
      if (q < 55 || q > 85) problems.push(`${file}: JPEG quality ${q}`);
      const ph = photos[id];
      if (!ph || ph.page_height_fraction < 0.78 || ph.page_height_fraction > 0.92) problems.push(`${file}: page height fraction ${ph && ph.page_height_fraction}`);
      const c = ph.corners.flat();
      if (Math.min(...c) < 0 || Math.max(...ph.corners.map(p => p[0])) > w || Math.max(...ph.corners.map(p => p[1])) > h) problems.push(`${file}: page corner outside frame`);
    }
    if (kb < 60) problems.push(`${file}: only ${kb.toFixed(0)} KB`);
  }
  const r = checkDoc(d);
  if (r.problems.length) problems.push(`${id}: truth not in page text: ${r.problems.join('; ')}`);
}
fs.writeFileSync(path.join(root, 'truth.json'), JSON.stringify(entries, null, 2) + '\n');
console.log(`truth.json: ${entries.length} entries`);
console.log(problems.length ? 'PROBLEMS:\n' + problems.join('\n') : 'all checks passed (60 images exist with expected sizes; fonts as intended; every truth string found in its page text)');
process.exit(problems.length ? 1 : 0);
