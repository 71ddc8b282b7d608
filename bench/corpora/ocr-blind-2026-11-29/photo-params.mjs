// Writes photo-params.tsv: one line of distortion parameters per document (seeded, reproducible).
import fs from 'node:fs';
let s = 20261129; const rnd = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
const r = (a, b) => a + (b - a) * rnd();
const hard = new Set(['03', '09', '17', '20', '29', '31']);
const bgs = ['#6b4a2b', '#8a8d91', '#3b3f45', '#a67c52', '#4a5d3a', '#b9b2a6', '#2c2c30', '#7a5c44'];
const ids = JSON.parse(fs.readFileSync(new URL('./render-meta.json', import.meta.url))).map(m => m.id);
const rows = ['#id\tangle\twidth\tpersp(8 corner offsets, fraction of W/H)\tblur\tbright\tlight(4 corner grays)\tvignette\tbg\tquality\tnoise\twarm'];
ids.forEach((id, i) => {
  const H = hard.has(id);
  const sign = i % 2 ? -1 : 1;
  const angle = (sign * r(1, H ? 6 : 4.5)).toFixed(2);
  const width = H ? Math.round(r(1250, 1350)) : Math.round(r(1250, 1450));
  const p = H ? 0.05 : 0.03;
  const persp = Array.from({ length: 8 }, () => r(0, p).toFixed(3)).join(',');
  const blur = (H ? r(0.8, 1.05) : r(0.3, 0.8)).toFixed(2);
  const bright = Math.round(H ? r(70, 80) : r(85, 102));
  const lo = H ? 55 : 68;
  const light = Array.from({ length: 4 }, () => Math.round(r(lo, 100))).join(',');
  const vig = Math.round(H ? r(55, 65) : r(70, 85));
  const bg = bgs[i % bgs.length];
  const q = Math.round(H ? r(60, 66) : r(66, 80));
  const noise = (H ? r(0.4, 0.55) : r(0.2, 0.45)).toFixed(2);
  const warm = Math.round(r(0, H ? 14 : 9));
  rows.push([id, angle, width, persp, blur, bright, light, vig, bg, q, noise, warm].join('\t'));
});
fs.writeFileSync(new URL('./photo-params.tsv', import.meta.url), rows.join('\n') + '\n');
console.log(rows.length - 1, 'rows');
