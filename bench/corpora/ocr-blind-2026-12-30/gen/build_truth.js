// Write ../truth.json (20 entries) and photo_params.json from the document data.
const fs = require('fs'), path = require('path');
const { docs } = require('./docs');
const truth = [], params = {};
for (const d of docs) {
  for (const clean of [true, false]) {
    truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state, kind: d.kind,
      layout: d.layout, font: d.font, clean, expected: d.expected });
  }
  params[d.id] = d.photo;
}
fs.writeFileSync(path.join(__dirname, '..', 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
fs.writeFileSync(path.join(__dirname, 'photo_params.json'), JSON.stringify(params, null, 2) + '\n');
console.log('truth entries', truth.length);
