// Simulated phone photos of the printed pages, made with ImageMagick `convert`, one at a time.
// Per document (seeded, reproducible): desk background, paper tint, perspective/keystone, rotation,
// drop shadow, uneven light falloff, optional hand/phone shadow band, colour cast, blur, noise, JPEG.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const OUT = path.resolve(__dirname, '..');
const TMP = '/tmp/ocr1208/work';
fs.mkdirSync(TMP, { recursive: true });
const pad = (n) => String(n).padStart(2, '0');
const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const IM = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'inherit'] });

const BACKGROUNDS = [
  { name: 'light oak desk', kind: 'wood', c: ['#9c7448', '#c9a477'], dir: 90 },
  { name: 'dark walnut table', kind: 'wood', c: ['#3e2819', '#6b4a31'], dir: 0 },
  { name: 'grey laminate desk', kind: 'plasma', c: 'gray50-gray70', c2: ['#77787a', '#9b9c9e'] },
  { name: 'green desk mat', kind: 'plasma', c: 'gray40-gray60', c2: ['#2b4f3d', '#3f6b54'] },
  { name: 'white kitchen table', kind: 'plasma', c: 'gray70-gray90', c2: ['#cfcac1', '#e4e0d8'] },
  { name: 'beige stone counter', kind: 'plasma', c: 'gray40-gray90', c2: ['#9b8d79', '#c9bca6'] },
  { name: 'cherry wood desk', kind: 'wood', c: ['#5e3020', '#8c5238'], dir: 90 },
];
const CASTS = [
  { name: 'warm (tungsten)', r: 1.03, g: 1.0, b: 0.91 },
  { name: 'cool (daylight/LED)', r: 0.95, g: 0.99, b: 1.04 },
  { name: 'slight green (fluorescent)', r: 0.97, g: 1.02, b: 0.95 },
  { name: 'yellowish', r: 1.02, g: 1.01, b: 0.93 },
  { name: 'magenta tint', r: 1.02, g: 0.965, b: 1.01 },
];

const params = [];
for (let n = 1; n <= 30; n++) {
  if (only && !only.includes(n)) continue;
  const R = rng(1208 * 1000 + n * 7919);
  const U = (a, b) => a + (b - a) * R();
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600, H = small ? 1600 : 2133;
  const sign = R() < 0.5 ? -1 : 1;
  const ang = sign * U(0.5, 5.0);
  const kType = ['top', 'bottom', 'left', 'right'][Math.floor(R() * 4)];
  const k = U(0.015, 0.065);
  // unit page (height 1), then keystone, rotation
  const aspect = 1700 / 2200;
  let pts = [[-aspect / 2, -0.5], [aspect / 2, -0.5], [aspect / 2, 0.5], [-aspect / 2, 0.5]];
  const kx = k * aspect / 2, ky = k / 2;
  if (kType === 'top') { pts[0][0] += kx; pts[1][0] -= kx; pts[0][1] += k * 0.25; pts[1][1] += k * 0.25; }
  if (kType === 'bottom') { pts[3][0] += kx; pts[2][0] -= kx; pts[3][1] -= k * 0.25; pts[2][1] -= k * 0.25; }
  if (kType === 'left') { pts[0][1] += ky; pts[3][1] -= ky; pts[0][0] += k * 0.2; pts[3][0] += k * 0.2; }
  if (kType === 'right') { pts[1][1] += ky; pts[2][1] -= ky; pts[1][0] -= k * 0.2; pts[2][0] -= k * 0.2; }
  const t = (ang * Math.PI) / 180;
  pts = pts.map(([x, y]) => [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)]);
  const bb = (P) => { const xs = P.map((p) => p[0]), ys = P.map((p) => p[1]); return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys), x0: Math.min(...xs), y0: Math.min(...ys) }; };
  let f = U(0.78, 0.92);
  let b = bb(pts);
  let s = (f * H) / b.h;
  if (b.w * s > 0.96 * W) { s = (0.96 * W) / b.w; f = (b.h * s) / H; }
  const slackX = W - b.w * s, slackY = H - b.h * s;
  const ox = slackX * U(0.3, 0.7) - b.x0 * s, oy = slackY * U(0.3, 0.7) - b.y0 * s;
  const dst = pts.map(([x, y]) => [x * s + ox, y * s + oy]);
  const src = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]];
  const fb = bb(dst);
  const fill = fb.h / H;
  const inside = dst.every(([x, y]) => x > 2 && y > 2 && x < W - 2 && y < H - 2);

  const bg = BACKGROUNDS[(n * 3 + Math.floor(R() * 7)) % BACKGROUNDS.length];
  const cast = CASTS[Math.floor(R() * CASTS.length)];
  const band = R() < 0.4;
  const lightMin = Math.round(U(52, 78));
  const blur = small ? U(0.35, 0.8) : U(0.5, 1.15);
  const noise = U(0.25, 0.6);
  const q = Math.round(U(55, 85));
  const paper = ['#f7f3ea', '#f2efe8', '#f8f6f0', '#efece3', '#f5f1e4'][n % 5];
  const w4 = Math.round(W / 4), h4 = Math.round(H / 4);
  const id = pad(n);

  // 1. background
  const bgf = `${TMP}/${id}-bg.png`;
  if (bg.kind === 'wood') {
    IM(['-size', `${w4 + 80}x${h4 + 80}`, 'xc:gray50', '-seed', String(n), '-attenuate', '2', '+noise', 'Gaussian', '-colorspace', 'Gray',
      '-motion-blur', `0x${Math.round(h4 / 5)}+${bg.dir}`, '-auto-level', '-colorspace', 'sRGB', '-type', 'TrueColor', '-gravity', 'center', '-crop', `${w4}x${h4}+0+0`, '+repage',
      '+level-colors', `${bg.c[0]},${bg.c[1]}`, '-resize', `${W}x${H}!`, '-attenuate', '0.2', '+noise', 'Gaussian', bgf]);
  } else {
    IM(['-size', `${w4}x${h4}`, '-seed', String(n), `plasma:${bg.c}`, '-blur', '0x2', '-colorspace', 'Gray', '-auto-level', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', `${bg.c2[0]},${bg.c2[1]}`,
      '-resize', `${W}x${H}!`, '-attenuate', '0.2', '+noise', 'Gaussian', bgf]);
  }
  // 2. paper tint + perspective warp
  const warped = `${TMP}/${id}-warp.png`;
  const cp = src.map((p, i) => `${p[0]},${p[1]} ${dst[i][0].toFixed(1)},${dst[i][1].toFixed(1)}`).join('  ');
  IM([path.join(OUT, `${id}-clean.png`), '(', '+clone', '-fill', paper, '-colorize', '100', ')', '-compose', 'Multiply', '-composite',
    '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none', '-define', `distort:viewport=${W}x${H}+0+0`,
    '-distort', 'Perspective', cp, '+repage', warped]);
  // 3. light falloff map (quarter size, off-centre radial gradient)
  const light = `${TMP}/${id}-light.png`;
  const gx = Math.round(U(0.15, 0.85) * w4), gy = Math.round(U(0.15, 0.85) * h4);
  const lightArgs = ['-size', `${w4 * 2}x${h4 * 2}`, 'radial-gradient:white-black', '-crop', `${w4}x${h4}+${gx}+${gy}`, '+repage', '+level', `${lightMin}%,100%`];
  let bandDesc = null;
  if (band) {
    const e = Math.floor(R() * 4); const bw = U(0.18, 0.32); const dark = Math.round(U(55, 75));
    let poly;
    if (e === 0) { const x = U(0.55, 0.8) * w4; poly = [[x, 0], [x + bw * w4, 0], [x + bw * w4 * 1.4, h4], [x + bw * w4 * 0.3, h4]]; bandDesc = 'vertical band on the right'; }
    else if (e === 1) { const y = U(0.6, 0.8) * h4; poly = [[0, y], [w4, y - 0.15 * h4], [w4, y - 0.15 * h4 + bw * h4], [0, y + bw * h4]]; bandDesc = 'diagonal band across the lower page'; }
    else if (e === 2) { poly = [[0, 0], [bw * w4 * 1.6, 0], [bw * w4 * 0.4, h4 * 0.7], [0, h4 * 0.8]]; bandDesc = 'wedge from the top-left corner'; }
    else { const y = U(0.0, 0.15) * h4; poly = [[0, y], [w4, y], [w4, y + bw * h4 * 0.8], [0, y + bw * h4]]; bandDesc = 'band across the top'; }
    lightArgs.push('(', '-size', `${w4}x${h4}`, 'xc:white', '-fill', `gray${dark}`, '-draw', 'polygon ' + poly.map((p) => `${p[0].toFixed(0)},${p[1].toFixed(0)}`).join(' '),
      '-blur', `0x${Math.round(w4 * 0.03)}`, ')', '-compose', 'Multiply', '-composite');
  }
  lightArgs.push('-resize', `${W}x${H}!`, light);
  IM(lightArgs);
  // 4. compose, cast, blur, noise, JPEG
  const outf = path.join(OUT, `${id}-photo.jpg`);
  IM([bgf, '(', warped, '-background', 'black', '-shadow', `55x${Math.round(W / 120)}+${Math.round(U(4, 14))}+${Math.round(U(6, 16))}`, ')', '-background', 'none', '-layers', 'merge', '+repage',
    warped, '-compose', 'Over', '-composite', '-crop', `${W}x${H}+0+0`, '+repage',
    light, '-compose', 'Multiply', '-composite',
    '-channel', 'R', '-evaluate', 'multiply', String(cast.r), '-channel', 'G', '-evaluate', 'multiply', String(cast.g), '-channel', 'B', '-evaluate', 'multiply', String(cast.b), '+channel',
    '-blur', `0x${blur.toFixed(2)}`, '-attenuate', noise.toFixed(2), '+noise', 'Gaussian', '-alpha', 'off', '-quality', String(q), '-sampling-factor', '4:2:0', outf]);
  for (const fnm of [bgf, warped, light]) fs.unlinkSync(fnm);
  const p = { file: `${id}-photo.jpg`, width: W, height: H, rotation_deg: +ang.toFixed(2), keystone: `${kType} ${(k * 100).toFixed(1)}%`, page_fill_height: +fill.toFixed(3),
    page_inside_frame: inside, corners: dst.map((q2) => q2.map((v) => Math.round(v))), background: bg.name, colour_cast: cast.name, shadow_band: bandDesc,
    light_falloff_min_pct: lightMin, blur_sigma: +blur.toFixed(2), noise_attenuate: +noise.toFixed(2), jpeg_quality: q };
  params.push(p);
  console.log(JSON.stringify(p));
}
if (!only) fs.writeFileSync(path.join(__dirname, 'photo_params.json'), JSON.stringify(params, null, 1));
