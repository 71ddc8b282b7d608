// Writes ../truth.json (60 entries: a clean render and a photo per document) from data.js + render logs.
'use strict';
const fs = require('fs');
const path = require('path');
const { docs } = require('./data');
const { expected } = require('./truth');
const nn = n => String(n).padStart(2, '0');
const out = [];
for (const d of docs) {
  const log = JSON.parse(fs.readFileSync(path.join(__dirname, 'renderlog', nn(d.n) + '.json')));
  const fam = {};
  for (const [k, v] of Object.entries(log.fonts)) { const f = k.replace(/ \[.*$/, ''); fam[f] = (fam[f] || 0) + v; }
  const tot = Object.values(fam).reduce((a, b) => a + b, 0);
  const used = Object.entries(fam).filter(([, v]) => v / tot >= 0.05).sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const font = used.join(' + ') + ` (body ${d.bodyPt} pt, labels ${d.labelPt} pt)`;
  const exp = expected(d);
  for (const clean of [true, false]) {
    out.push({ file: `${nn(d.n)}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, kind: d.kind,
      layout: d.layout, font, clean, expected: exp });
  }
}
fs.writeFileSync(path.join(__dirname, '..', 'truth.json'), JSON.stringify(out, null, 2) + '\n');
console.log('truth.json entries:', out.length);
