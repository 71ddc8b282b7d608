// Checks: 60 truth entries, every image exists with sane dimensions/size, photo fill within 75-93 %.
const fs = require('fs'); const path = require('path'); const { execFileSync } = require('child_process');
const OUT = path.join(__dirname, '..'); const t = require('../truth.json'); const pp = require('./photo-params.json');
const bad = [];
if (t.length !== 60) bad.push('truth entries ' + t.length);
for (const r of t) {
  const f = path.join(OUT, r.file);
  if (!fs.existsSync(f)) { bad.push('missing ' + r.file); continue; }
  const [w, h] = execFileSync('identify', ['-format', '%w %h', f]).toString().split(' ').map(Number);
  const kb = fs.statSync(f).size / 1024;
  if (r.clean ? (w !== 1700 || h !== 2200) : !((w === 1600 || w === 1200) && Math.abs(h - w * 4 / 3) < 2)) bad.push(`${r.file} size ${w}x${h}`);
  if (kb < 60 || kb > 6000) bad.push(`${r.file} ${kb.toFixed(0)} KB`);
  if (!r.clean && (+r.id % 3 === 0) !== (w === 1200)) bad.push(`${r.file} small/large rule`);
  console.log(r.file, `${w}x${h}`, kb.toFixed(0) + 'KB');
}
for (const p of pp) {
  if (p.page_height_fill < 0.75 || p.page_height_fill > 0.93) bad.push(`${p.id} fill ${p.page_height_fill}`);
  const [W, H] = p.size.split('x').map(Number);
  for (const [x, y] of p.corners) if (x < 0 || y < 0 || x > W || y > H) bad.push(`${p.id} corner outside frame`);
  if (Math.abs(p.rotation_deg) < 0.5 || Math.abs(p.rotation_deg) > 5) bad.push(`${p.id} rotation ${p.rotation_deg}`);
  if (p.jpeg_quality < 55 || p.jpeg_quality > 85) bad.push(`${p.id} q ${p.jpeg_quality}`);
}
console.log('CHECK PROBLEMS:', bad.length ? '\n' + bad.join('\n') : 'none');
