// Build ../truth.json from gen/docs/*.js (two entries per document: clean PNG and phone photo JPG)
const fs = require('fs'), path = require('path');
const ids = fs.readdirSync(path.join(__dirname, 'docs')).filter(f => /^\d\d\.js$/.test(f)).map(f => f.slice(0, 2)).sort();
const out = [];
for (const id of ids) {
  const d = require(`./docs/${id}.js`);
  for (const clean of [true, false]) out.push({ file: `${id}-${clean ? 'clean.png' : 'photo.jpg'}`, id, state: d.state, kind: d.kind,
    layout: d.layout, font: d.font, clean, expected: d.expected });
}
fs.writeFileSync(path.join(__dirname, '..', 'truth.json'), JSON.stringify(out, null, 1) + '\n');
console.log('truth.json:', out.length, 'entries');
