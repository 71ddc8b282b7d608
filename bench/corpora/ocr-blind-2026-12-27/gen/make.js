// build gen/html/NN.html from gen/docs/NN.js and write ../truth.json for all docs present
const fs = require('fs'), path = require('path');
const ROOT = path.resolve(__dirname, '..');
const ids = fs.readdirSync(path.join(__dirname, 'docs')).filter(f => /^\d\d\.js$/.test(f)).map(f => f.slice(0, 2)).sort();
const truth = [];
for (const id of ids) {
  const d = require('./docs/' + id + '.js');
  fs.writeFileSync(path.join(__dirname, 'html', id + '.html'), d.html());
  for (const clean of [true, false]) truth.push({ file: `${id}-${clean ? 'clean.png' : 'photo.jpg'}`, id, state: d.meta.state, kind: d.meta.kind,
    layout: d.meta.layout, font: d.meta.font, clean, expected: d.expected });
}
fs.writeFileSync(path.join(ROOT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
console.log('built', ids.join(' '));
