// builds ../truth.json (20 entries) from docs1.js + docs2.js
const fs = require('fs'), path = require('path');
const docs = [...require('./docs1'), ...require('./docs2')];
const out = [];
for (const d of docs) for (const clean of [true, false])
  out.push({file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, kind: d.kind, layout: d.layout, font: d.font, clean, expected: d.expected});
fs.writeFileSync(path.join(__dirname, '..', 'truth.json'), JSON.stringify(out, null, 1) + '\n');
console.log('truth entries', out.length);
