'use strict';
// Writes ../truth.json (60 entries) from the same document objects that produced the HTML.
const fs = require('fs');
const path = require('path');
const { docs, expected } = require('./all');
const OUT = path.resolve(__dirname, '..');
const report = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'report.json')));
const photos = JSON.parse(fs.readFileSync(path.join(__dirname, 'photos.json')));
const bad = docs.filter(d => !report[d.id] || !report[d.id].pass || report[d.id].overflow.length);
if (bad.length) { console.error('refusing: text check failed or overflow for', bad.map(d => d.id)); process.exit(1); }
function fontOf(d) {
  const f = report[d.id].fonts; const tot = Object.values(f).reduce((a, b) => a + b, 0);
  const main = Object.entries(f).sort((a, b) => b[1] - a[1]);
  const parts = main.filter(([n, c]) => n !== 'Z003' && c / tot >= 0.02).map(([n]) => n);
  return parts.join(' + ');
}
const entries = [];
for (const d of docs) {
  const e = expected(d);
  const base = { id: d.id, state: d.letter ? d.cust.st : d.state, kind: d.kind, layout: d.layout, font: fontOf(d) };
  entries.push({ file: `${d.id}-clean.png`, ...base, clean: true, expected: e });
  entries.push({ file: `${d.id}-photo.jpg`, ...base, clean: false, photo: { width: photos[d.id].width, height: photos[d.id].height, effects: photos[d.id].effects, background: photos[d.id].background, rotation_deg: photos[d.id].rotation_deg, page_height_fill: photos[d.id].page_height_fill, jpeg_quality: photos[d.id].jpeg_quality }, expected: e });
}
fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(entries, null, 1) + '\n');
console.log('wrote', entries.length, 'entries');
