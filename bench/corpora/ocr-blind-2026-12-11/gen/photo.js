'use strict';
// Simulated phone photos of the printed pages, built with ImageMagick `convert` (run sequentially).
// For each NN-clean.png: paper tone (+ optional tri-fold crease), perspective/keystone + 0.5-5 deg rotation,
// desk/table background with a soft drop shadow, uneven light falloff (plane + off-centre vignette),
// optional hand/phone shadow band, colour cast, slight blur, Gaussian noise, JPEG q 55-85.
// Page bounding box fills 75-93 % of the frame height and stays fully inside the frame.
// Usage: node photo.js [id ...]
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const docs = require('./docs');

const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const im = args => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'inherit'] });
const f1 = x => x.toFixed(1), f3 = x => x.toFixed(3);

const BGS = {
  'light wood': ['#6e4a2c', '#c9976a', 'grain'],
  'dark wood': ['#2a1a10', '#6e4630', 'grain'],
  'grey laminate': ['#6f7276', '#a9acae', 'speckle'],
  'beige formica': ['#b9ad95', '#ddd3bf', 'plasma'],
  'slate desk mat': ['#27323a', '#4a5a64', 'speckle'],
  'white table': ['#b8b6b0', '#e6e4df', 'plasma'],
  'oak veneer': ['#8a5a2e', '#d6aa72', 'grain'],
};

function makeBackground(kind, W, H, seed, file) {
  const [c0, c1, tex] = BGS[kind];
  if (tex === 'grain') {
    const vertical = seed % 2 === 0;
    const small = vertical ? `${W}x${Math.ceil(H / 30)}` : `${Math.ceil(W / 30)}x${H}`;
    im(['-size', small, 'xc:', '-seed', String(seed), '+noise', 'Random', '-channel', 'G', '-separate', '+channel',
      '-resize', `${W}x${H}!`, '-blur', '0x1.2',
      '(', '-size', '24x32', 'xc:', '-seed', String(seed + 7), '+noise', 'Random', '-channel', 'G', '-separate', '+channel', '-resize', `${W}x${H}!`, '-blur', '0x40', ')',
      '-compose', 'overlay', '-composite', '-auto-level', '-level', '10%,90%', '+level-colors', `${c0},${c1}`, file]);
  } else if (tex === 'speckle') {
    im(['-size', `${W}x${H}`, `xc:${c1}`, '-seed', String(seed), '-attenuate', '0.6', '+noise', 'Gaussian', '-blur', '0x0.7',
      '(', '-size', '16x16', 'xc:', '-seed', String(seed + 3), '+noise', 'Random', '-channel', 'G', '-separate', '+channel', '-resize', `${W}x${H}!`, '-blur', '0x60', '-level', '0%,140%', ')',
      '-compose', 'multiply', '-composite', '+level-colors', `${c0},${c1}`, file]);
  } else {
    im(['-seed', String(seed), '-size', `${Math.ceil(W / 4)}x${Math.ceil(H / 4)}`, 'plasma:gray50-gray50', '-colorspace', 'gray', '-blur', '0x6', '-resize', `${W}x${H}!`,
      '-auto-level', '-level', '-30%,130%', '+level-colors', `${c0},${c1}`, '-attenuate', '0.3', '+noise', 'Gaussian', file]);
  }
}

// Corner geometry: keystone + jitter + rotation + scale/translate so that the page bbox is
// 75-93 % of frame height and inside the frame with a margin.
function geometry(r, W, H) {
  const PW = 1700, PH = 2200;
  for (let attempt = 0; attempt < 500; attempt++) {
    const deg = (0.5 + r() * 4.5) * (r() < 0.5 ? -1 : 1);
    const kType = ['top', 'bottom', 'left', 'right'][Math.floor(r() * 4)];
    const k = 0.015 + r() * 0.06;
    let P = [[0, 0], [PW, 0], [PW, PH], [0, PH]];
    if (kType === 'top') { P[0][0] += k * PW / 2; P[1][0] -= k * PW / 2; P[0][1] += k * 60; P[1][1] += k * 60; }
    if (kType === 'bottom') { P[3][0] += k * PW / 2; P[2][0] -= k * PW / 2; }
    if (kType === 'left') { P[0][1] += k * PH / 2; P[3][1] -= k * PH / 2; }
    if (kType === 'right') { P[1][1] += k * PH / 2; P[2][1] -= k * PH / 2; }
    P = P.map(([x, y]) => [x + (r() - 0.5) * 0.012 * PW, y + (r() - 0.5) * 0.012 * PH]);
    const a = deg * Math.PI / 180, ca = Math.cos(a), sa = Math.sin(a);
    const R = P.map(([x, y]) => [(x - PW / 2) * ca - (y - PH / 2) * sa, (x - PW / 2) * sa + (y - PH / 2) * ca]);
    const xs = R.map(p => p[0]), ys = R.map(p => p[1]);
    const bw = Math.max(...xs) - Math.min(...xs), bh = Math.max(...ys) - Math.min(...ys);
    const fill = 0.76 + r() * 0.16; // target bbox height / frame height
    const s = fill * H / bh;
    const margin = 0.02;
    if (s * bw > W * (1 - 2 * margin)) continue;
    // position: bbox fully inside, random within the free room
    const minX = Math.min(...xs) * s, maxX = Math.max(...xs) * s, minY = Math.min(...ys) * s, maxY = Math.max(...ys) * s;
    const cxLo = W * margin - minX, cxHi = W * (1 - margin) - maxX;
    const cyLo = H * margin - minY, cyHi = H * (1 - margin) - maxY;
    if (cxHi < cxLo || cyHi < cyLo) continue;
    const cx = cxLo + r() * (cxHi - cxLo), cy = cyLo + r() * (cyHi - cyLo);
    const D = R.map(([x, y]) => [x * s + cx, y * s + cy]);
    const dys = D.map(p => p[1]), dxs = D.map(p => p[0]);
    return {
      deg, kType, k, corners: D,
      fill: (Math.max(...dys) - Math.min(...dys)) / H,
      bbox: [Math.min(...dxs), Math.min(...dys), Math.max(...dxs), Math.max(...dys)],
    };
  }
  throw new Error('no geometry found');
}

function photo(doc) {
  const n = Number(doc.id);
  const r = rng(20261211 + n * 7919);
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  const g = geometry(r, W, H);
  const bgKinds = Object.keys(BGS);
  const bg = bgKinds[Math.floor(r() * bgKinds.length)];
  const paper = ['#f7f4ec', '#f2efe6', '#faf8f2', '#eeebe3', '#f5f2e8'][Math.floor(r() * 5)];
  const ink = ['#1c1c1c', '#242424', '#1a1d22'][Math.floor(r() * 3)];
  const isLetter = doc.d.suit === false || doc.kind.startsWith('law-firm');
  const crease = isLetter || r() < 0.25;
  const shadowBlur = 6 + r() * 14, shadowDx = Math.round((r() - 0.3) * 18), shadowDy = Math.round(4 + r() * 14), shadowA = 0.35 + r() * 0.3;
  const light = [0, 1, 2, 3].map(() => Math.round(62 + r() * 38));
  const vig = Math.round(60 + r() * 25);
  const vigOff = [Math.round(r() * 0.6 * W), Math.round(r() * 0.6 * H)];
  const hand = r() < 0.45 ? { edge: ['left', 'right', 'bottom', 'top-right', 'bottom-left'][Math.floor(r() * 5)], dark: Math.round(55 + r() * 20), blur: Math.round(30 + r() * 35), depth: 0.12 + r() * 0.22 } : null;
  const casts = { warm: [1.04, 1.0, 0.86], 'warm-strong': [1.07, 0.99, 0.8], cool: [0.93, 0.98, 1.06], green: [0.97, 1.02, 0.95], neutral: [1, 1, 1], magenta: [1.02, 0.97, 1.01] };
  const castName = Object.keys(casts)[Math.floor(r() * 6)];
  const cast = casts[castName];
  const blur = 0.45 + r() * 0.7;
  const motion = r() < 0.2 ? { len: 1.5 + r() * 2, ang: Math.round(r() * 180) } : null;
  const noise = 0.25 + r() * 0.35;
  const quality = Math.round(55 + r() * 30);
  const seed = 1000 + n;

  const t = name => path.join(TMP, `${doc.id}-${name}`);
  // 1. background
  makeBackground(bg, W, H, seed, t('bg.png'));
  // 2. paper tone, optional crease, perspective warp
  const pre = [path.join(OUT, `${doc.id}-clean.png`), '+level-colors', `${ink},${paper}`];
  if (crease) {
    const ys = isLetter ? [733, 1466] : [1100];
    for (const y of ys) pre.push('-fill', 'rgba(0,0,0,0.06)', '-draw', `rectangle 0,${y} 1700,${y + 2}`, '-fill', 'rgba(255,255,255,0.12)', '-draw', `rectangle 0,${y + 3} 1700,${y + 5}`);
  }
  const src = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]];
  const pts = src.map((s, i) => `${s[0]},${s[1]} ${f1(g.corners[i][0])},${f1(g.corners[i][1])}`).join('  ');
  im([...pre, '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none', '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', pts, t('page.png')]);
  // 3. drop shadow of the sheet on the desk, then composite the sheet
  im([t('page.png'), '-alpha', 'extract', '-blur', `0x${f1(shadowBlur)}`, '-roll', `${shadowDx >= 0 ? '+' : ''}${shadowDx}+${shadowDy}`, '-evaluate', 'multiply', f3(shadowA), '-negate', t('shadow.png')]);
  im([t('bg.png'), t('shadow.png'), '-compose', 'multiply', '-composite', t('page.png'), '-compose', 'over', '-composite', t('comp.png')]);
  // 4. light: bilinear corner gradient x off-centre vignette
  // bilinear over the four frame corners: stays within the corner values everywhere in the frame
  const lp = [[0, 0], [W - 1, 0], [W - 1, H - 1], [0, H - 1]];
  im(['-size', `${W}x${H}`, 'xc:', '-sparse-color', 'Bilinear', lp.map((p, i) => `${p[0]},${p[1]} gray(${light[i]}%)`).join(' '),
    '(', '-size', `${Math.round(W * 1.6)}x${Math.round(H * 1.6)}`, `radial-gradient:white-gray(${vig}%)`, '-crop', `${W}x${H}+${vigOff[0]}+${vigOff[1]}`, '+repage', ')',
    '-compose', 'multiply', '-composite', '-level', '0%,94%', t('light.png')]);
  const final = [t('comp.png'), t('light.png'), '-compose', 'multiply', '-composite'];
  // 5. hand / phone shadow band
  if (hand) {
    let poly;
    const d = hand.depth;
    if (hand.edge === 'left') poly = `0,${Math.round(H * 0.15)} ${Math.round(W * d)},${Math.round(H * 0.3)} ${Math.round(W * d * 1.4)},${H} 0,${H}`;
    if (hand.edge === 'right') poly = `${W},${Math.round(H * 0.35)} ${Math.round(W * (1 - d))},${Math.round(H * 0.55)} ${Math.round(W * (1 - d * 0.8))},${H} ${W},${H}`;
    if (hand.edge === 'bottom') poly = `0,${H} ${Math.round(W * 0.2)},${Math.round(H * (1 - d))} ${Math.round(W * 0.75)},${Math.round(H * (1 - d * 0.7))} ${W},${H}`;
    if (hand.edge === 'top-right') poly = `${Math.round(W * 0.45)},0 ${W},0 ${W},${Math.round(H * d * 1.5)}`;
    if (hand.edge === 'bottom-left') poly = `0,${Math.round(H * (1 - d * 1.8))} ${Math.round(W * d * 1.6)},${H} 0,${H}`;
    im(['-size', `${W}x${H}`, 'xc:white', '-fill', `gray(${hand.dark}%)`, '-draw', `polygon ${poly}`, '-blur', `0x${hand.blur}`, t('hand.png')]);
    final.push(t('hand.png'), '-compose', 'multiply', '-composite');
  }
  // 6. colour cast, blur, noise, JPEG
  final.push('-channel', 'R', '-evaluate', 'multiply', String(cast[0]), '-channel', 'G', '-evaluate', 'multiply', String(cast[1]), '-channel', 'B', '-evaluate', 'multiply', String(cast[2]), '+channel');
  if (motion) final.push('-motion-blur', `0x${f1(motion.len)}+${motion.ang}`);
  final.push('-blur', `0x${f3(blur)}`, '-seed', String(seed), '-attenuate', f3(noise), '+noise', 'Gaussian',
    '-alpha', 'off', '-sampling-factor', '2x2', '-quality', String(quality), '-strip', path.join(OUT, `${doc.id}-photo.jpg`));
  im(final);
  for (const f of fs.readdirSync(TMP)) if (f.startsWith(doc.id + '-')) fs.unlinkSync(path.join(TMP, f));
  return {
    size: `${W}x${H}`, background: bg, rotation_deg: +g.deg.toFixed(2), keystone: `${g.kType} ${(g.k * 100).toFixed(1)}%`,
    page_height_fill: +g.fill.toFixed(3), page_bbox: g.bbox.map(v => Math.round(v)), paper, tri_fold_crease: crease,
    light_plane_pct: light, vignette_edge_pct: vig, hand_shadow: hand, colour_cast: castName, blur_sigma: +blur.toFixed(2),
    motion_blur: motion, noise_attenuate: +noise.toFixed(2), jpeg_quality: quality,
  };
}

const only = process.argv.slice(2);
const pfile = path.join(__dirname, 'photo_params.json');
const params = fs.existsSync(pfile) ? JSON.parse(fs.readFileSync(pfile)) : {};
for (const doc of docs) {
  if (only.length && !only.includes(doc.id)) continue;
  const t0 = Date.now();
  params[doc.id] = photo(doc);
  console.log(doc.id, JSON.stringify(params[doc.id]), ((Date.now() - t0) / 1000).toFixed(1) + 's');
}
fs.writeFileSync(pfile, JSON.stringify(params, null, 1));
