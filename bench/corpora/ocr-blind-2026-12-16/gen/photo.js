'use strict';
// Simulated phone photos of the printed pages, built with ImageMagick `convert` only, one at a time.
// Usage: node photo.js [NN ...]
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { rng } = require('./lib');
const OUT = path.resolve(__dirname, '..');
const TMP = '/tmp/ocr-2026-12-16-photo';
fs.mkdirSync(TMP, { recursive: true });
const IM = args => execFileSync('convert', args.map(String), { stdio: ['ignore', 'ignore', 'pipe'] });
const PW = 1700, PH = 2200;

// Per-document photo plan (effects beyond the defaults every photo gets:
// perspective/keystone, 0.5-5 deg rotation, background, uneven light falloff, colour cast, blur, noise, JPEG q55-85).
const PLAN = {
  '01': { bg: 'oak', fx: ['fold'] },
  '02': { bg: 'laminate', fx: ['staple'], cast: 'cool' },
  '03': { bg: 'walnut', fx: ['hand'] },
  '04': { bg: 'deskmat', fx: ['lowlight'] },
  '05': { bg: 'tablecloth', fx: ['fold'] },
  '06': { bg: 'granite', fx: ['object'], obj: { kind: 'mug', corner: 'BR' } },
  '07': { bg: 'oak', fx: ['sleeve'] },
  '08': { bg: 'laminate', fx: ['fold'], cast: 'green' },
  '09': { bg: 'butcher', fx: ['hand'] },
  '10': { bg: 'walnut', fx: [], cast: 'cool' },
  '11': { bg: 'oak', fx: ['lowlight'] },
  '12': { bg: 'deskmat', fx: ['fold'] },
  '13': { bg: 'laminate', fx: ['hand'] },
  '14': { bg: 'granite', fx: ['object'], obj: { kind: 'phone', corner: 'BL' } },
  '15': { bg: 'walnut', fx: ['sleeve'] },
  '16': { bg: 'oak', fx: ['staple'] },
  '17': { bg: 'tablecloth', fx: ['lowlight'] },
  '18': { bg: 'laminate', fx: ['hand'], cast: 'cool' },
  '19': { bg: 'oak', fx: ['fold', 'staple'] },
  '20': { bg: 'laminate', fx: [], cast: 'green' },
  '21': { bg: 'walnut', fx: ['staple'] },
  '22': { bg: 'deskmat', fx: ['fold'] },
  '23': { bg: 'oak', fx: ['sleeve'] },
  '24': { bg: 'butcher', fx: ['object'], obj: { kind: 'mug', corner: 'BR' } },
  '25': { bg: 'walnut', fx: ['lowlight'] },
  '26': { bg: 'tablecloth', fx: ['fold', 'hand'] },
  '27': { bg: 'granite', fx: ['object'], obj: { kind: 'orange', corner: 'BL' } },
  '28': { bg: 'laminate', fx: ['staple'] },
  '29': { bg: 'oak', fx: ['lowlight'] },
  '30': { bg: 'laminate', fx: ['sleeve'], cast: 'cool' },
};
const CASTS = { neutral: [1, 1, 1], warm: [1.04, 0.99, 0.9], cool: [0.93, 0.98, 1.05], green: [0.95, 1.02, 0.93], low: [1.0, 0.84, 0.62] };

function geometry(r, W, H) {
  const rot = (0.5 + r() * 4.5) * (r() < 0.5 ? -1 : 1);
  const kType = ['top', 'top', 'side', 'bottom'][Math.floor(r() * 4)];
  const k = 0.9 + r() * 0.085;
  let f = 0.8 + r() * 0.11;
  const jx = (r() - 0.5) * 0.04 * W, jy = (r() - 0.5) * 0.03 * H;
  const jit = Array.from({ length: 8 }, () => (r() - 0.5) * 0.012);
  const m = 0.015 * W;
  for (let tries = 0; tries < 60; tries++) {
    const h = f * H, w = h * PW / PH;
    let pts = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
    if (kType === 'top') { pts[0][0] *= k; pts[1][0] *= k; }
    if (kType === 'bottom') { pts[2][0] *= k; pts[3][0] *= k; }
    if (kType === 'side') { pts[0][1] *= k; pts[3][1] *= k; }
    pts = pts.map((p, i) => [p[0] + jit[2 * i] * w, p[1] + jit[2 * i + 1] * h]);
    const a = rot * Math.PI / 180, ca = Math.cos(a), sa = Math.sin(a);
    pts = pts.map(([x, y]) => [x * ca - y * sa, x * sa + y * ca]);
    const xs = pts.map(p => p[0]), ys = pts.map(p => p[1]);
    // centre, then nudge by jitter if there is room
    let cx = W / 2 - (Math.min(...xs) + Math.max(...xs)) / 2, cy = H / 2 - (Math.min(...ys) + Math.max(...ys)) / 2;
    const roomX = (W - 2 * m - (Math.max(...xs) - Math.min(...xs))) / 2, roomY = (H - 2 * m - (Math.max(...ys) - Math.min(...ys))) / 2;
    if (roomX < 0 || roomY < 0) { f -= 0.01; continue; }
    cx += Math.max(-roomX, Math.min(roomX, jx)); cy += Math.max(-roomY, Math.min(roomY, jy));
    pts = pts.map(([x, y]) => [x + cx, y + cy]);
    const fill = (Math.max(...ys) - Math.min(...ys)) / H;
    if (fill > 0.93) { f -= 0.01; continue; }
    return { pts, rot, kType, k, fill };
  }
  throw new Error('no geometry');
}

function background(kind, W, H, seed, file) {
  const s = String(seed);
  const wood = (dark, light, wave) => IM(['-size', `48x${H}`, 'xc:', '-seed', s, '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x1.4',
    '-resize', `${W}x${H}!`, '-background', 'gray50', '-wave', wave, '-gravity', 'center', '-crop', `${W}x${H}+0+0`, '+repage',
    '-auto-level', '-sigmoidal-contrast', '3x50%', '-colorspace', 'sRGB', '+level-colors', `${dark},${light}`,
    '-attenuate', '0.25', '+noise', 'Gaussian', '-blur', '0x0.6', file]);
  if (kind === 'oak') wood('#86592f', '#caa06a', `7x${Math.round(H / 3)}`);
  else if (kind === 'walnut') wood('#2e1b10', '#6b4429', `5x${Math.round(H / 2.5)}`);
  else if (kind === 'butcher') {
    wood('#9a6a3c', '#d6ac78', `4x${Math.round(H / 4)}`);
    // glued strips: alternate brightness in vertical bands (grain runs across)
    const r = rng(seed); const bands = [];
    let x = 0; while (x < W) { const bw = 90 + Math.floor(r() * 90); bands.push('-fill', `gray(${85 + Math.floor(r() * 20)}%)`, '-draw', `rectangle ${x},0 ${x + bw},${H}`); x += bw; }
    IM([file, '(', '-size', `${W}x${H}`, 'xc:white', ...bands, '-blur', '0x1', ')', '-compose', 'multiply', '-composite', '-rotate', '0', file]);
  } else if (kind === 'laminate') IM(['-size', `${Math.round(W / 4)}x${Math.round(H / 4)}`, 'xc:#bdb6aa', '-seed', s, '-attenuate', '0.6', '+noise', 'Gaussian', '-blur', '0x2', '-resize', `${W}x${H}!`, '-attenuate', '0.2', '+noise', 'Gaussian', file]);
  else if (kind === 'granite') IM(['-size', `${W}x${H}`, 'xc:', '-seed', s, '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x1.6', '-auto-level', '-level', '25%,75%', '-colorspace', 'sRGB', '+level-colors', '#262322,#cfc6ba', '-attenuate', '0.3', '+noise', 'Gaussian', file]);
  else if (kind === 'deskmat') IM(['-size', `${Math.round(W / 6)}x${Math.round(H / 6)}`, 'xc:#33403a', '-seed', s, '-attenuate', '0.5', '+noise', 'Gaussian', '-blur', '0x1.5', '-resize', `${W}x${H}!`, '-attenuate', '0.25', '+noise', 'Gaussian', file]);
  else if (kind === 'tablecloth') {
    const cell = Math.round(W / 18);
    IM(['-size', '2x2', 'xc:#f3efe6', '-fill', '#5f7fb0', '-draw', 'point 0,0', '-fill', '#a9b9d3', '-draw', 'point 1,0', '-draw', 'point 0,1', '-scale', `${cell * 2}x${cell * 2}!`,
      '-write', 'mpr:t', '+delete', '-size', `${W + 200}x${H + 200}`, 'tile:mpr:t', '-rotate', '4', '-gravity', 'center', '-crop', `${W}x${H}+0+0`, '+repage',
      '-blur', '0x1.2', '-seed', s, '-attenuate', '0.35', '+noise', 'Gaussian', file]);
  }
}

function makePhoto(id) {
  const plan = PLAN[id];
  const seed = 90210 + Number(id) * 7919;
  const r = rng(seed);
  const small = Number(id) % 3 === 0;
  const W = small ? 1200 : 1600, H = small ? 1600 : 2133;
  const sc = W / 1600;
  const g = geometry(r, W, H);
  const fx = new Set(plan.fx);
  const low = fx.has('lowlight');
  const T = n => path.join(TMP, `${id}-${n}`);
  const clean = path.join(OUT, `${id}-clean.png`);

  // ---- page-space preparation
  const pageOps = [clean];
  if (fx.has('fold')) {
    const y1 = Math.round(PH / 3), y2 = Math.round(2 * PH / 3), mid = r() < 0.5;
    IM(['-size', `${PW}x${PH}`, 'xc:white',
      '-fill', `gray(${mid ? 94 : 100}%)`, '-draw', `rectangle 0,${y1} ${PW},${y2}`,
      '-fill', 'gray(90%)', '-draw', `rectangle 0,${y1 - 22} ${PW},${y1 + 4}`, '-draw', `rectangle 0,${y2 - 4} ${PW},${y2 + 22}`,
      '-blur', '0x14',
      '-fill', 'gray(64%)', '-draw', `rectangle 0,${y1 - 1} ${PW},${y1 + 2}`, '-draw', `rectangle 0,${y2 - 1} ${PW},${y2 + 2}`,
      '-blur', '0x2.2', T('fold.png')]);
    pageOps.push(T('fold.png'), '-compose', 'multiply', '-composite');
    // a faint highlight just beside each crease
    pageOps.push('(', '-size', `${PW}x${PH}`, 'xc:black', '-fill', 'gray(16%)', '-draw', `rectangle 0,${y1 + 5} ${PW},${y1 + 9}`, '-draw', `rectangle 0,${y2 - 9} ${PW},${y2 - 5}`, '-blur', '0x3', ')', '-compose', 'screen', '-composite');
  }
  if (fx.has('staple')) {
    pageOps.push('-stroke', '#4a4a4a', '-strokewidth', '9', '-draw', 'line 30,104 104,30',
      '-stroke', '#9c9c9c', '-strokewidth', '5', '-draw', 'line 31,101 101,31',
      '-stroke', '#e2e2e2', '-strokewidth', '1.5', '-draw', 'line 33,98 98,33', '-stroke', 'none');
  }
  pageOps.push('-alpha', 'set', T('page.png'));
  IM(pageOps);

  // ---- background
  background(plan.bg, W, H, seed, T('bg.png'));

  const src = [[0, 0], [PW, 0], [PW, PH], [0, PH]];
  const persp = pts => src.map((s, i) => `${s[0]},${s[1]} ${pts[i][0].toFixed(1)},${pts[i][1].toFixed(1)}`).join('  ');
  const distort = (input, pts, out) => IM([input, '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', persp(pts), '+repage', out]);
  distort(T('page.png'), g.pts, T('paged.png'));

  const layers = [T('bg.png')];
  let second = null;
  if (fx.has('staple')) {
    // second sheet under the first, pivoting on the stapled corner, showing along the right and bottom edges
    const d = (1.3 + r() * 1.2) * Math.PI / 180, [ox, oy] = g.pts[0];
    second = g.pts.map(([x, y]) => [ox + (x - ox) * Math.cos(d) - (y - oy) * Math.sin(d) + 6 * sc, oy + (x - ox) * Math.sin(d) + (y - oy) * Math.cos(d) + 4 * sc]);
    IM(['-size', `${PW}x${PH}`, 'xc:#e8e4da', '-alpha', 'set', T('sheet2.png')]);
    distort(T('sheet2.png'), second, T('sheet2d.png'));
    layers.push('(', T('sheet2d.png'), '-background', 'black', '-shadow', `45x${Math.round(8 * sc)}+${Math.round(5 * sc)}+${Math.round(6 * sc)}`, ')', T('sheet2d.png'));
  }
  layers.push('(', T('paged.png'), '-background', 'black', '-shadow', `${low ? 40 : 55}x${Math.round(10 * sc)}+${Math.round(7 * sc)}+${Math.round(9 * sc)}`, ')', T('paged.png'));
  layers.push('-background', 'none', '-layers', 'flatten', T('comp.png'));
  IM(layers);

  const ops = [T('comp.png')];
  const w8 = Math.round(W / 8), h8 = Math.round(H / 8);

  // ---- clear plastic sleeve: slight haze, a sleeve edge a little beyond the page, one reflection streak
  if (fx.has('sleeve')) {
    const c = g.pts, cx = c.reduce((a, p) => a + p[0], 0) / 4, cy = c.reduce((a, p) => a + p[1], 0) / 4;
    const grow = c.map(([x, y]) => [cx + (x - cx) * 1.025, cy + (y - cy) * 1.018]);
    const poly = grow.map(([x, y]) => `${(x / 8).toFixed(1)},${(y / 8).toFixed(1)}`).join(' ');
    IM(['-size', `${w8}x${h8}`, 'xc:black', '-fill', 'white', '-draw', `polygon ${poly}`, '-resize', `${W}x${H}!`, '-blur', '0x1', T('sleevemask.png')]);
    // streak: a diagonal band
    const t = 0.2 + r() * 0.45, shift = (r() < 0.5 ? 1 : -1) * (0.15 + r() * 0.35) * w8;
    const x0 = t * w8, bw = w8 * (0.07 + r() * 0.05);
    const band = `${x0},0 ${x0 + bw},0 ${x0 + bw + shift},${h8} ${x0 + shift},${h8}`;
    const core = `${x0 + bw * 0.3},0 ${x0 + bw * 0.5},0 ${x0 + bw * 0.5 + shift},${h8} ${x0 + bw * 0.3 + shift},${h8}`;
    IM(['-size', `${w8}x${h8}`, 'xc:black', '-fill', 'gray(46%)', '-draw', `polygon ${band}`, '-fill', 'gray(66%)', '-draw', `polygon ${core}`,
      '-blur', '0x2.2', '-resize', `${W}x${H}!`, T('sleevemask.png'), '-compose', 'multiply', '-composite', T('streak.png')]);
    IM([T('sleevemask.png'), '-evaluate', 'multiply', '0.12', '-negate', T('tint.png')]);
    IM(['-size', `${W}x${H}`, 'xc:gray(7%)', T('sleevemask.png'), '-compose', 'multiply', '-composite', T('haze.png')]);
    // sleeve edge line
    const edge = grow.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
    IM(['-size', `${W}x${H}`, 'xc:black', '-fill', 'none', '-stroke', 'gray(35%)', '-strokewidth', String(Math.max(2, Math.round(3 * sc))), '-draw', `polygon ${edge}`, '-blur', '0x1.5', T('edge.png')]);
    ops.push(T('tint.png'), '-compose', 'multiply', '-composite', T('haze.png'), '-compose', 'screen', '-composite', T('streak.png'), '-compose', 'screen', '-composite', T('edge.png'), '-compose', 'screen', '-composite');
  }

  // ---- object covering a corner of the page (kitchen counter)
  if (fx.has('object')) {
    const o = plan.obj; const idx = { TL: 0, TR: 1, BR: 2, BL: 3 }[o.corner];
    const P = g.pts[idx], cx = g.pts.reduce((a, p) => a + p[0], 0) / 4, cy = g.pts.reduce((a, p) => a + p[1], 0) / 4;
    const dl = Math.hypot(P[0] - cx, P[1] - cy), ux = (P[0] - cx) / dl, uy = (P[1] - cy) / dl;
    const R = Math.round((o.kind === 'phone' ? 0.11 : 0.085) * W);
    const mx = P[0] + ux * R * 0.12, my = P[1] + uy * R * 0.12;
    let draw;
    if (o.kind === 'mug') draw = ['-fill', '#f2efe8', '-draw', `circle ${mx},${my} ${mx + R},${my}`, '-fill', '#d9d4ca', '-draw', `circle ${mx},${my} ${mx + R * 0.86},${my}`,
      '-fill', '#3b2416', '-draw', `circle ${mx},${my} ${mx + R * 0.8},${my}`, '-fill', '#5a3a24', '-draw', `circle ${mx - R * 0.15},${my - R * 0.15} ${mx + R * 0.35},${my}`,
      '-fill', '#f2efe8', '-draw', `roundrectangle ${mx + R * 0.9},${my - R * 0.18} ${mx + R * 1.45},${my + R * 0.18} ${R * 0.12},${R * 0.12}`];
    else if (o.kind === 'orange') draw = ['-fill', '#e0791c', '-draw', `circle ${mx},${my} ${mx + R},${my}`, '-fill', '#f0a04a', '-draw', `circle ${mx - R * 0.3},${my - R * 0.3} ${mx - R * 0.3 + R * 0.35},${my - R * 0.3}`, '-fill', '#5d6b2a', '-draw', `circle ${mx + R * 0.1},${my - R * 0.05} ${mx + R * 0.18},${my - R * 0.05}`];
    else draw = ['-fill', '#1b1c1f', '-draw', `roundrectangle ${mx - R * 0.55},${my - R} ${mx + R * 0.55},${my + R} ${R * 0.12},${R * 0.12}`, '-fill', '#2c3440', '-draw', `roundrectangle ${mx - R * 0.48},${my - R * 0.9} ${mx + R * 0.48},${my + R * 0.9} ${R * 0.06},${R * 0.06}`];
    const rotObj = o.kind === 'phone' ? ['-distort', 'SRT', `${mx},${my} 1 ${(r() - 0.5) * 50}`] : [];
    IM(['-size', `${W}x${H}`, 'xc:none', ...draw, ...rotObj, T('obj.png')]);
    ops.push('(', T('obj.png'), '-background', 'black', '-shadow', `65x${Math.round(14 * sc)}+${Math.round(12 * sc)}+${Math.round(16 * sc)}`, ')', '-compose', 'over', '-geometry', `+${-Math.round(28 * sc) + Math.round(12 * sc)}+${-Math.round(28 * sc) + Math.round(16 * sc)}`, '-composite', '+geometry');
    ops.push(T('obj.png'), '-compose', 'over', '-composite');
  }

  // ---- uneven light falloff (radial, off-centre) times a linear falloff
  const lx = Math.round(w8 * (0.3 + r() * 0.8)), ly = Math.round(h8 * (0.3 + r() * 0.8));
  const dark = low ? 42 + Math.floor(r() * 10) : 62 + Math.floor(r() * 16);
  IM(['-size', `${w8 * 2}x${h8 * 2}`, `radial-gradient:gray(100%)-gray(${dark}%)`, '-crop', `${w8}x${h8}+${lx}+${ly}`, '+repage',
    '(', '-size', `${h8}x${w8}`, `gradient:gray(100%)-gray(${low ? 80 : 88 + Math.floor(r() * 8)}%)`, '-rotate', String([90, 270, 0, 180][Math.floor(r() * 4)]), '-resize', `${w8}x${h8}!`, ')',
    '-compose', 'multiply', '-composite', '-resize', `${W}x${H}!`, '-blur', '0x6', T('light.png')]);
  ops.push(T('light.png'), '-compose', 'multiply', '-composite');

  // ---- hand / phone shadow band
  if (fx.has('hand')) {
    const side = Math.floor(r() * 4), d = 0.5 + r() * 0.12;
    let poly;
    if (side === 0) poly = `0,${h8 * 0.62} ${w8 * 0.55},${h8} 0,${h8}`;
    else if (side === 1) poly = `${w8},${h8 * 0.58} ${w8},${h8} ${w8 * 0.4},${h8}`;
    else if (side === 2) poly = `0,0 ${w8 * 0.42},0 0,${h8 * 0.3}`;
    else poly = `${w8 * 0.62},${h8} ${w8 * 0.8},${h8 * 0.7} ${w8},${h8 * 0.66} ${w8},${h8}`;
    IM(['-size', `${w8}x${h8}`, 'xc:white', '-fill', 'black', '-draw', `polygon ${poly}`, '-blur', '0x5', '+level', `${Math.round(d * 100)}%,100%`, '-resize', `${W}x${H}!`, T('hand.png')]);
    ops.push(T('hand.png'), '-compose', 'multiply', '-composite');
  }

  // ---- colour cast / exposure, blur, sensor noise, JPEG
  const castName = low ? 'low' : (plan.cast || ['neutral', 'warm', 'warm', 'cool'][Math.floor(r() * 4)]);
  const cast = CASTS[castName];
  const expo = low ? 0.8 + r() * 0.06 : 0.93 + r() * 0.06;
  const blur = (low ? 1.0 : 0.55) + r() * 0.5;
  const noise = (low ? 0.9 : 0.35) + r() * 0.35;
  const q = 55 + Math.floor(r() * 31);
  ops.push('-channel', 'R', '-evaluate', 'multiply', (cast[0] * expo).toFixed(3), '-channel', 'G', '-evaluate', 'multiply', (cast[1] * expo).toFixed(3),
    '-channel', 'B', '-evaluate', 'multiply', (cast[2] * expo).toFixed(3), '+channel',
    '-blur', `0x${(blur * sc).toFixed(2)}`, '-seed', String(seed), '-attenuate', noise.toFixed(2), '+noise', 'Gaussian',
    '-alpha', 'off', '-sampling-factor', '2x2', '-quality', String(q), path.join(OUT, `${id}-photo.jpg`));
  IM(ops);
  for (const f of fs.readdirSync(TMP)) if (f.startsWith(id + '-')) fs.unlinkSync(path.join(TMP, f));
  return { file: `${id}-photo.jpg`, width: W, height: H, small, background: plan.bg, effects: plan.fx, object: plan.obj || null,
    rotation_deg: +g.rot.toFixed(2), keystone: g.kType, keystone_factor: +g.k.toFixed(3), page_height_fill: +g.fill.toFixed(3),
    corners: g.pts.map(p => p.map(v => Math.round(v))), cast: castName === 'low' ? 'warm low light' : castName, exposure: +expo.toFixed(3), blur_sigma: +(blur * sc).toFixed(2), noise: +noise.toFixed(2), jpeg_quality: q };
}

const only = process.argv.slice(2);
const metaFile = path.join(__dirname, 'photos.json');
const meta = fs.existsSync(metaFile) ? JSON.parse(fs.readFileSync(metaFile)) : {};
for (const id of Object.keys(PLAN)) {
  if (only.length && !only.includes(id)) continue;
  const t = Date.now();
  meta[id] = makePhoto(id);
  console.log(id, JSON.stringify({ fill: meta[id].page_height_fill, rot: meta[id].rotation_deg, q: meta[id].jpeg_quality, fx: meta[id].effects }), ((Date.now() - t) / 1000).toFixed(1) + 's');
}
fs.writeFileSync(metaFile, JSON.stringify(meta, null, 1));
