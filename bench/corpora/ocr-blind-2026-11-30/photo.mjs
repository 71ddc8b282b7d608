// Simulates a phone photo of each NN-clean.png with ImageMagick 6 (`convert`).
// Deterministic: seeded PRNG (mulberry32, SEED below). Writes NN-photo.jpg and photo-params.tsv.
// Usage: node photo.mjs [NN ...]     (no args = all documents listed in truth.json)
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const SEED = 20261130;
const CONVERT = process.env.CONVERT || 'convert';

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(SEED);
const U = (a, b) => a + (b - a) * rnd();
const I = (a, b) => Math.floor(U(a, b + 1));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const r2 = (x) => Math.round(x * 100) / 100;

const ids = [...new Set(JSON.parse(fs.readFileSync('truth.json', 'utf8')).map((t) => t.id))].sort();
// choose ~1/5 hard documents deterministically
const order = ids.map((id) => [rnd(), id]).sort((a, b) => a[0] - b[0]).map((x) => x[1]);
const hardSet = new Set(order.slice(0, Math.round(ids.length / 5)));

const TABLES = ['#6b4a2f', '#8a6442', '#a47b52', '#3d2b1f', '#5c5c5c', '#7d7f82', '#2e2e30', '#b89b74', '#4a3a2c', '#9c8f7d'];
const only = process.argv.slice(2);
const rows = [['id', 'hard', 'page_width_px', 'border_px', 'table_color', 'corner_inset_pct(TLx,TLy,TRx,TRy,BRx,BRy,BLx,BLy)', 'rotate_deg', 'light_gradient', 'tint', 'shadow', 'blur_sigma', 'brightness_pct', 'noise_attenuate', 'jpeg_quality'].join('\t')];

ids.forEach((id, idx) => {
  const hard = hardSet.has(id);
  // draw every parameter for every doc (so the sequence is stable even when rendering a subset)
  const W = I(1200, 1500);
  const H = Math.round(W * 1056 / 816);
  const B = Math.round(W * U(0.04, 0.09));
  const table = pick(TABLES);
  const ins = Array.from({ length: 8 }, () => r2(U(0, 4)));
  const sign = idx % 2 === 0 ? 1 : -1;
  const rot = r2(sign * (hard ? U(3.5, 5) : U(0.5, 3.2)));
  const lightLo = hard ? I(55, 68) : I(72, 90);
  const lightHi = I(96, 100);
  const lightAngle = U(0, 2 * Math.PI);
  const tintKind = pick(['warm', 'neutral', 'cool', 'warm']);
  const shadowOn = hard || rnd() < 0.3;
  const shadow = { cx: r2(U(0, 1)), cy: r2(U(0.5, 1)), rx: r2(U(0.25, 0.5)), ry: r2(U(0.2, 0.4)), g: hard ? I(55, 70) : I(80, 90) };
  const blur = r2(hard ? U(0.8, 1.0) : U(0.3, 0.7));
  const bright = hard ? I(75, 82) : I(85, 102);
  const noise = r2(hard ? U(0.4, 0.6) : U(0.15, 0.4));
  const q = hard ? I(60, 68) : I(66, 80);
  if (only.length && !only.includes(id)) return;

  const Wb = W + 2 * B, Hb = H + 2 * B;
  const px = (p, dim) => (p / 100) * dim;
  const TL = [B + px(ins[0], W), B + px(ins[1], H)], TR = [B + W - px(ins[2], W), B + px(ins[3], H)];
  const BR = [B + W - px(ins[4], W), B + H - px(ins[5], H)], BL = [B + px(ins[6], W), B + H - px(ins[7], H)];
  const persp = [[B, B, ...TL], [B + W, B, ...TR], [B + W, B + H, ...BR], [B, B + H, ...BL]].map((a) => a.map((v) => v.toFixed(1)).join(',')).join(' ');
  // rotated canvas size (approx) for the light gradient
  const th = Math.abs(rot) * Math.PI / 180;
  const Wr = Math.ceil(Wb * Math.cos(th) + Hb * Math.sin(th)), Hr = Math.ceil(Wb * Math.sin(th) + Hb * Math.cos(th));
  const cx = Wr / 2, cy = Hr / 2, R = Math.max(Wr, Hr) / 2;
  const p1 = [cx + R * Math.cos(lightAngle), cy + R * Math.sin(lightAngle)], p2 = [cx - R * Math.cos(lightAngle), cy - R * Math.sin(lightAngle)];
  const tintHi = { warm: [255, 250, 238], neutral: [255, 255, 255], cool: [246, 250, 255] }[tintKind];
  const col = (g, t) => `rgb(${t.map((c) => Math.round(c * g / 100)).join(',')})`;
  const grad = `${p1[0].toFixed(0)},${p1[1].toFixed(0)} ${col(lightHi, tintHi)} ${p2[0].toFixed(0)},${p2[1].toFixed(0)} ${col(lightLo, tintHi)}`;

  const args = ['-seed', String(SEED % 100000 + idx), `${id}-clean.png`, '-alpha', 'off', '-resize', `${W}x${H}!`,
    '-bordercolor', table, '-border', String(B),
    '-virtual-pixel', 'background', '-background', table,
    '-distort', 'Perspective', persp,
    '-rotate', String(rot), '+repage',
    '(', '+clone', '-sparse-color', 'Barycentric', grad, ')', '-compose', 'Multiply', '-composite'];
  if (shadowOn) {
    const sw = 200, sh = Math.round(200 * Hr / Wr);
    args.push('(', '-size', `${sw}x${sh}`, 'xc:white', '-fill', `gray(${shadow.g}%)`, '-draw',
      `ellipse ${Math.round(shadow.cx * sw)},${Math.round(shadow.cy * sh)} ${Math.round(shadow.rx * sw)},${Math.round(shadow.ry * sh)} 0,360`,
      '-blur', '0x14', '-resize', `${Wr}x${Hr}!`, ')', '-gravity', 'NorthWest', '-compose', 'Multiply', '-composite');
  }
  args.push('-blur', `0x${blur}`, '-modulate', `${bright},100`, '-attenuate', String(noise), '+noise', 'Gaussian',
    '-quality', String(q), '-sampling-factor', '2x2', `${id}-photo.jpg`);
  execFileSync(CONVERT, args, { stdio: 'inherit' });
  rows.push([id, hard ? 'hard' : 'normal', W, B, table, ins.join(','), rot, `${lightHi}%->${lightLo}% @${Math.round(lightAngle * 180 / Math.PI)}deg`, tintKind,
    shadowOn ? `ellipse c=(${shadow.cx},${shadow.cy}) r=(${shadow.rx},${shadow.ry}) gray${shadow.g}%` : 'none', blur, bright, noise, q].join('\t'));
  console.log(`${id} ${hard ? 'HARD' : 'normal'} rot=${rot} blur=${blur} bright=${bright} q=${q}`);
});
if (!only.length) fs.writeFileSync('photo-params.tsv', rows.join('\n') + '\n');
