// Prints the README's document table from truth.json and photo-params.json.
'use strict';
const fs = require('fs');
const path = require('path');
const DIR = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(DIR, 'truth.json'), 'utf8')).filter((t) => t.clean);
const params = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'), 'utf8'));
const rows = ['| id | state | kind | layout | font | photo size | rotation | fill | keystone | background | JPEG q | blur σ | noise |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
for (const t of truth) {
  const q = params[t.id];
  rows.push(`| ${t.id} | ${t.state} | ${t.kind} | ${t.layout.replace(/\|/g, '/')} | ${t.font} | ${q.width}×${q.height} | ${q.rotation_deg > 0 ? '+' : ''}${q.rotation_deg}° | ${Math.round(q.fill * 100)} % | ${q.keystone.side} ${q.keystone.amount} | ${q.background}${q.lighting.band ? ' + shadow band (' + q.lighting.band.side + ')' : ''} | ${q.jpeg_quality} | ${q.blur_sigma} | ${q.noise_attenuate} |`);
}
console.log(rows.join('\n'));
