// Phone-photo simulator: NN-clean.png -> NN-photo.jpg with ImageMagick `convert`, one image at a time.
// Perspective/keystone, 1-4 deg rotation, desk/table background, drop shadow, uneven light falloff,
// sometimes a hand/phone shadow band, colour cast, slight blur, noise, JPEG quality 55-85.
// The page fills 78-92 % of the frame height; every third photo is 1200 px wide, the others 1600 px.
// usage: node photo.js [all | 1 2 3 ...]      (seeded: the same numbers give the same photos)
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { docs } = require('./data');

const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });
const nn = n => String(n).padStart(2, '0');
const LOGF = path.join(__dirname, 'photolog.json');
const plog = fs.existsSync(LOGF) ? JSON.parse(fs.readFileSync(LOGF)) : {};

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const IM = args => execFileSync('convert', ['-limit', 'thread', '1', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
const r2 = x => Math.round(x * 100) / 100;

const BACKGROUNDS = ['wood-dark', 'wood-light', 'laminate-grey', 'desk-black', 'tablecloth-blue', 'granite', 'white-table', 'wood-red'];

function background(kind, W, H, seed, file) {
  const w = Math.round(W / 4), h = Math.round(H / 4);
  const up = ['-resize', `${W}x${H}!`];
  const noise = a => ['-attenuate', String(a), '+noise', 'Gaussian'];
  const wood = (c1, c2) => ['-seed', String(seed), '-size', `${w}x${h}`, 'xc:gray50', '+noise', 'Random', '-colorspace', 'gray',
    '-blur', '0x0.8', '-motion-blur', `0x40+${seed % 2 ? 90 : 0}`, '-auto-level', '-sigmoidal-contrast', '4x50%', ...up, '+level-colors', `${c1},${c2}`, ...noise(0.25)];
  let args;
  switch (kind) {
    case 'wood-dark': args = wood('#3a2414', '#7a5232'); break;
    case 'wood-light': args = wood('#8a6642', '#c9a475'); break;
    case 'wood-red': args = wood('#4d2418', '#93553a'); break;
    case 'laminate-grey': args = ['-seed', String(seed), '-size', `${W}x${H}`, 'xc:#b4b0a8', ...noise(0.35), '-blur', '0x0.7']; break;
    case 'desk-black': args = ['-seed', String(seed), '-size', `${w}x${h}`, 'plasma:', '-colorspace', 'gray', '-blur', '0x6', '-auto-level', ...up, '+level-colors', '#242120,#3d3835', ...noise(0.4)]; break;
    case 'tablecloth-blue': args = ['-seed', String(seed), '-size', `${w}x${h}`, 'xc:gray50', '+noise', 'Random', '-colorspace', 'gray', '-motion-blur', '0x3+0',
      '-motion-blur', '0x3+90', '-auto-level', ...up, '+level-colors', '#2e4560,#4f6f8f']; break;
    case 'granite': args = ['-seed', String(seed), '-size', `${w}x${h}`, 'xc:gray50', '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x0.6', '-auto-level',
      ...up, '+level-colors', '#4f4a45,#a39b92', '-blur', '0x0.6']; break;
    case 'white-table': args = ['-seed', String(seed), '-size', `${w}x${h}`, 'plasma:', '-colorspace', 'gray', '-blur', '0x10', '-auto-level', ...up, '+level-colors', '#c4bfb5,#ddd9d1', ...noise(0.3)]; break;
  }
  IM([...args, '-colorspace', 'sRGB', '-type', 'TrueColor', file]);
}

function plan(d) {
  const R = rng(1000 + d.n * 7919);
  const U = (a, b) => a + (b - a) * R();
  const W = d.n % 3 === 0 ? 1200 : 1600, H = Math.round(W * 4 / 3);
  let theta = U(1, 4) * (R() < 0.5 ? -1 : 1);
  const keyKind = ['top', 'top', 'bottom', 'left', 'right'][Math.floor(R() * 5)];
  const k = U(0.02, 0.07);
  let fill = U(0.80, 0.90);
  const ph0 = 1000, pw0 = ph0 * 8.5 / 11;
  let c = [[-pw0 / 2, -ph0 / 2], [pw0 / 2, -ph0 / 2], [pw0 / 2, ph0 / 2], [-pw0 / 2, ph0 / 2]]; // TL TR BR BL
  if (keyKind === 'top') { c[0][0] *= 1 - k; c[1][0] *= 1 - k; c[0][1] *= 1 - k / 2; c[1][1] *= 1 - k / 2; }
  if (keyKind === 'bottom') { c[2][0] *= 1 - k; c[3][0] *= 1 - k; c[2][1] *= 1 - k / 2; c[3][1] *= 1 - k / 2; }
  if (keyKind === 'left') { c[0][1] *= 1 - k; c[3][1] *= 1 - k; c[0][0] *= 1 - k / 2; c[3][0] *= 1 - k / 2; }
  if (keyKind === 'right') { c[1][1] *= 1 - k; c[2][1] *= 1 - k; c[1][0] *= 1 - k / 2; c[2][0] *= 1 - k / 2; }
  const rot = (pts, deg) => { const t = deg * Math.PI / 180, co = Math.cos(t), si = Math.sin(t); return pts.map(([x, y]) => [x * co - y * si, x * si + y * co]); };
  let pts, s, ext;
  for (let tries = 0; ; tries++) {
    pts = rot(c, theta);
    const ys = pts.map(p => p[1]), xs = pts.map(p => p[0]);
    const eh = Math.max(...ys) - Math.min(...ys), ew = Math.max(...xs) - Math.min(...xs);
    s = fill * H / eh;
    if (ew * s <= 0.96 * W) { ext = { eh: eh * s, ew: ew * s }; break; }
    const maxFill = 0.96 * W / ew * eh / H;
    if (maxFill >= 0.785) { fill = maxFill - 0.002; continue; }
    theta = theta * 0.8; // too wide even at the minimum fill: straighten a little
    if (Math.abs(theta) < 1) theta = Math.sign(theta);
  }
  pts = pts.map(([x, y]) => [x * s, y * s]);
  const xs = pts.map(p => p[0]), ys = pts.map(p => p[1]);
  const slackX = W - ext.ew, slackY = H - ext.eh;
  const ox = -Math.min(...xs) + slackX * U(0.3, 0.7), oy = -Math.min(...ys) + slackY * U(0.3, 0.7);
  pts = pts.map(([x, y]) => [x + ox, y + oy]);
  const inside = pts.every(([x, y]) => x >= 0.005 * W && x <= 0.995 * W && y >= 0.005 * H && y <= 0.995 * H);
  const bg = BACKGROUNDS[(d.n * 5 + Math.floor(R() * 3)) % BACKGROUNDS.length];
  const levels = [U(0.62, 1), U(0.62, 1), U(0.62, 1), U(0.62, 1)];
  const mx = Math.max(...levels); for (let i = 0; i < 4; i++) levels[i] = levels[i] / mx * U(0.97, 1.0);
  const lightCentre = [U(0.25, 0.75), U(0.2, 0.6), U(0.95, 1.02)];
  const band = R() < 0.4 ? (() => {
    const side = Math.floor(R() * 4); const depth = U(0.18, 0.4); const dark = U(0.55, 0.75);
    return { side, depth: r2(depth), dark: r2(dark), blur: Math.round(U(25, 60) * W / 1600), skew: r2(U(-0.15, 0.15)) };
  })() : null;
  const casts = { warm: [1.03, 1.0, 0.9], cool: [0.92, 0.98, 1.06], green: [0.95, 1.02, 0.92], neutral: [1.0, 1.0, 0.98], yellow: [1.02, 1.01, 0.88] };
  const castName = Object.keys(casts)[Math.floor(R() * 5)];
  const blur = r2(U(0.45, 1.1) * (W === 1200 ? 0.8 : 1));
  const noise = r2(U(0.3, 0.75));
  const quality = Math.round(U(55, 85));
  const shadowOff = [Math.round(U(-10, 14) * W / 1600), Math.round(U(6, 18) * W / 1600)];
  return { W, H, theta: r2(theta), keyKind, k: r2(k), fillH: r2(ext.eh / H), fillW: r2(ext.ew / W), pts: pts.map(p => p.map(Math.round)), inside,
    bg, levels: levels.map(r2), lightCentre: lightCentre.map(r2), band, castName, cast: casts[castName], blur, noise, quality, shadowOff };
}

function make(d) {
  const p = plan(d);
  const src = path.join(OUT, nn(d.n) + '-clean.png');
  const bgF = path.join(TMP, nn(d.n) + '-bg.png'), pgF = path.join(TMP, nn(d.n) + '-page.png');
  const dst = path.join(OUT, nn(d.n) + '-photo.jpg');
  background(p.bg, p.W, p.H, d.n, bgF);
  const S = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]];
  const cp = S.map((s, i) => `${s[0]},${s[1]} ${p.pts[i][0]},${p.pts[i][1]}`).join('  ');
  IM([src, '-alpha', 'set', '+level-colors', '#202020,#f7f4ec', '-virtual-pixel', 'transparent', '-background', 'none',
    '-define', `distort:viewport=${p.W}x${p.H}+0+0`, '-distort', 'Perspective', cp, '+repage', pgF]);
  const { W, H } = p;
  const L = p.levels.map(v => `gray(${Math.round(v * 100)}%)`);
  const lc = `${Math.round(p.lightCentre[0] * W)},${Math.round(p.lightCentre[1] * H)} gray(${Math.round(Math.min(1, p.lightCentre[2]) * 100)}%)`;
  const args = [bgF,
    '(', pgF, '-alpha', 'extract', '-roll', `${p.shadowOff[0] >= 0 ? '+' : ''}${p.shadowOff[0]}+${p.shadowOff[1]}`, '-blur', `0x${Math.round(16 * W / 1600)}`,
    '-evaluate', 'multiply', '0.5', '-negate', ')', '-compose', 'multiply', '-composite',
    pgF, '-compose', 'over', '-composite',
    '(', '-size', `${W}x${H}`, 'xc:', '-sparse-color', 'Shepards', `0,0 ${L[0]} ${W - 1},0 ${L[1]} ${W - 1},${H - 1} ${L[2]} 0,${H - 1} ${L[3]} ${lc}`, ')',
    '-compose', 'multiply', '-composite'];
  if (p.band) {
    const b = p.band; let poly;
    const dW = b.depth * W, dH = b.depth * H, sk = b.skew;
    if (b.side === 0) poly = `0,0 ${dW},0 ${dW * (1 + sk)},${H} 0,${H}`;                 // left edge
    if (b.side === 1) poly = `${W},0 ${W - dW},0 ${W - dW * (1 - sk)},${H} ${W},${H}`;   // right edge
    if (b.side === 2) poly = `0,${H} ${W},${H} ${W},${H - dH} 0,${H - dH * (1 + sk)}`;   // bottom (hand / phone)
    if (b.side === 3) poly = `0,0 ${W},0 ${W},${dH * 0.6} 0,${dH * 0.6 * (1 + sk)}`;     // top
    args.push('(', '-size', `${W}x${H}`, 'xc:white', '-fill', `gray(${Math.round(b.dark * 100)}%)`, '-draw', `polygon ${poly}`, '-blur', `0x${b.blur}`, ')',
      '-compose', 'multiply', '-composite');
  }
  args.push('-channel', 'R', '-evaluate', 'multiply', String(p.cast[0]), '-channel', 'G', '-evaluate', 'multiply', String(p.cast[1]),
    '-channel', 'B', '-evaluate', 'multiply', String(p.cast[2]), '+channel',
    '-gaussian-blur', `0x${p.blur}`, '-seed', String(d.n), '-attenuate', String(p.noise), '+noise', 'Gaussian',
    '-alpha', 'off', '-strip', '-sampling-factor', '2x2', '-quality', String(p.quality), dst);
  IM(args);
  fs.unlinkSync(bgF); fs.unlinkSync(pgF);
  plog[nn(d.n)] = p;
  fs.writeFileSync(LOGF, JSON.stringify(plog, null, 1));
  return p;
}

const arg = process.argv.slice(2);
const list = !arg.length || arg[0] === 'all' ? docs : docs.filter(d => arg.includes(String(d.n)));
for (const d of list) {
  const t0 = Date.now();
  const p = make(d);
  console.log(nn(d.n), `${p.W}x${p.H}`, `rot=${p.theta}`, `key=${p.keyKind}:${p.k}`, `fillH=${p.fillH}`, `inside=${p.inside}`, p.bg, p.castName,
    p.band ? `band:${p.band.side}` : '-', `blur=${p.blur}`, `noise=${p.noise}`, `q=${p.quality}`, `${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
