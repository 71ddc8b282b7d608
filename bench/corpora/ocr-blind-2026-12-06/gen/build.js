// Step 1+2: write data.json (data objects + expected) and html/NN.html from the same objects.
'use strict';
const fs = require('fs'), path = require('path');
const { docs, expected } = require('./data');
const { L } = require('./layouts');
const out = path.join(__dirname, 'html'); fs.mkdirSync(out, { recursive: true });
const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
const dump = docs.map(d => ({ ...d, expected: expected(d) }));
fs.writeFileSync(path.join(__dirname, 'data.json'), JSON.stringify(dump, null, 1));
for (const d of docs) {
  if (only && !only.includes(d.n)) continue;
  const fn = L[d.layout];
  if (!fn) throw new Error('no layout ' + d.layout);
  fs.writeFileSync(path.join(out, String(d.n).padStart(2, '0') + '.html'), fn(d));
}
console.log('ok', docs.length, 'docs; layouts', new Set(docs.map(d => d.layout)).size);
