// Simulated phone photos of NN-clean.png -> NN-photo.jpg with ImageMagick 6 (`convert`), one image at a time.
// usage: node photo.js [n1,n2,...]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { D } = require('./data.js');
const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });

function rng(seed) { let a = seed >>> 0; return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const IM = args => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const f1 = x => x.toFixed(1);

const BGS = [
  { name: 'oak desk', plasma: '#9a6a3f-#6e4a2a', grain: true },
  { name: 'dark walnut table', plasma: '#5a3b25-#3d281a', grain: true },
  { name: 'grey laminate desk', plasma: '#8d9096-#6f7278', grain: false },
  { name: 'white kitchen counter', plasma: '#d9d5cc-#b9b3a8', grain: false },
  { name: 'green felt / blotter', plasma: '#4f6b52-#3a5240', grain: false },
  { name: 'pine table', plasma: '#c49a62-#a37a48', grain: true },
];

function params(d) {
  const r = rng(d.n * 7777 + 13);
  const small = d.n % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  const ph0 = d.photo || {};
  for (let tries = 0; tries < 200; tries++) {
    const frac = 0.76 + r() * 0.16;                  // nominal page height share
    const ang = (0.5 + r() * 4.5) * (r() < 0.5 ? -1 : 1);
    const key = 0.02 + r() * 0.06;                    // keystone: top edge narrower
    const side = (r() - 0.5) * 0.04;                  // slight left/right skew
    const ph = frac * H, pw = ph * 1700 / 2200;
    const cx = W / 2 + (r() - 0.5) * 0.06 * W, cy = H / 2 + (r() - 0.5) * 0.05 * H;
    const base = [[-pw / 2 * (1 - key), -ph / 2], [pw / 2 * (1 - key), -ph / 2 * (1 + side)], [pw / 2 * (1 + key * 0.3), ph / 2], [-pw / 2 * (1 + key * 0.3), ph / 2 * (1 - side)]];
    const a = ang * Math.PI / 180;
    const pts = base.map(([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
    const ys = pts.map(p => p[1]), xs = pts.map(p => p[0]);
    const hfrac = (Math.max(...ys) - Math.min(...ys)) / H;
    const margin = ph0.staple || ph0.counter ? 40 : 12;
    if (hfrac < 0.75 || hfrac > 0.93) continue;
    if (Math.min(...xs) < margin || Math.max(...xs) > W - margin || Math.min(...ys) < margin || Math.max(...ys) > H - margin) continue;
    return { W, H, pts, ang, key, hfrac, bg: BGS[(d.n * 5) % BGS.length], quality: 55 + Math.floor(r() * 31), blur: 0.5 + r() * 0.8, noise: 0.25 + r() * 0.35, light: { ox: r(), oy: r(), dark: 55 + Math.floor(r() * 25) }, cast: ['warm', 'cool', 'green', 'magenta', 'neutral'][Math.floor(r() * 5)], r };
  }
  throw new Error('no geometry for ' + d.n);
}

function photo(d) {
  const NN = String(d.n).padStart(2, '0');
  const p = params(d);
  const fx = d.photo || {};
  const { W, H, pts, r } = p;
  const t = n => path.join(TMP, `${NN}-${n}`);
  const src = path.join(OUT, `${NN}-clean.png`);
  // 1. page surface effects (crease lines for a page folded in thirds)
  let page = src;
  if (fx.fold) {
    const y1 = 733, y2 = 1467;
    IM(['-size', '1700x2200', 'xc:white',
      '-fill', 'gray94', '-draw', `rectangle 0,${y1} 1700,${y2}`,
      '-fill', 'gray55', '-draw', `rectangle 0,${y1 - 2} 1700,${y1 + 2}`, '-fill', 'gray86', '-draw', `rectangle 0,${y1 - 16} 1700,${y1 - 3}`,
      '-fill', 'gray58', '-draw', `rectangle 0,${y2 - 2} 1700,${y2 + 2}`, '-fill', 'gray88', '-draw', `rectangle 0,${y2 + 3} 1700,${y2 + 16}`,
      '-blur', '0x3', t('crease.png')]);
    IM([src, t('crease.png'), '-compose', 'Multiply', '-composite', t('page.png')]);
    page = t('page.png');
  }
  const persp = pts.map((q, i) => { const s = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]][i]; return `${s[0]},${s[1]} ${f1(q[0])},${f1(q[1])}`; }).join('  ');
  // 2. background
  const [c1, c2] = p.bg.plasma.split('-');
  const bgArgs = ['-size', `${W / 4}x${Math.round(H / 4)}`, '-seed', String(d.n), 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x1', '-auto-level', '-colorspace', 'sRGB', '+level-colors', `${c2},${c1}`];
  if (p.bg.grain) bgArgs.push('-motion-blur', '0x12+' + (r() < 0.5 ? 0 : 90));
  bgArgs.push('-resize', `${W}x${H}!`);
  bgArgs.push('-attenuate', '0.6', '+noise', 'Gaussian', t('bg.png'));
  IM(bgArgs);
  const layers = [];
  // 3. optional second page beneath (stapled set)
  if (fx.staple) {
    const off = pts.map(q => [q[0] + 14 + r() * 6, q[1] + 18 + r() * 8]);
    const persp2 = off.map((q, i) => { const s = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]][i]; return `${s[0]},${s[1]} ${f1(q[0])},${f1(q[1])}`; }).join('  ');
    IM(['-size', '1700x2200', 'xc:#ecebe6', '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '+distort', 'Perspective', persp2, t('page2.png')]);
    layers.push(t('page2.png'));
  }
  IM([page, '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '+distort', 'Perspective', persp, t('warp.png')]);
  layers.push(t('warp.png'));
  // 4. compose with soft shadows
  const args = [t('bg.png')];
  for (const L of layers) args.push('(', L, '-channel', 'A', '-blur', '0x10', '-evaluate', 'multiply', '0.55', '+channel', '-fill', 'black', '-colorize', '100', ')', '-geometry', '+7+9', '-compose', 'Over', '-composite', L, '-composite');
  // staple at the top-left corner of the page
  if (fx.staple) {
    const c = pts[0], c1 = pts[1], c3 = pts[3];
    const ux = (c1[0] - c[0]) / 1700, uy = (c1[1] - c[1]) / 1700, vx = (c3[0] - c[0]) / 2200, vy = (c3[1] - c[1]) / 2200;
    const P = (x, y) => [c[0] + ux * x + vx * y, c[1] + uy * x + vy * y];
    const a = P(38, 90), b = P(90, 38);
    args.push('-stroke', '#5d5f63', '-strokewidth', String(W / 400), '-draw', `line ${f1(a[0])},${f1(a[1])} ${f1(b[0])},${f1(b[1])}`,
      '-stroke', '#c9ccd1', '-strokewidth', String(W / 1200), '-draw', `line ${f1(a[0] + 1)},${f1(a[1] - 1)} ${f1(b[0] + 1)},${f1(b[1] - 1)}`, '-stroke', 'none');
  }
  // object on the counter covering the bottom-right page corner (margin only)
  if (fx.counter) {
    const C = pts[2], cx = (pts[0][0] + C[0]) / 2, cy = (pts[0][1] + C[1]) / 2;
    const dx = C[0] - cx, dy = C[1] - cy, len = Math.hypot(dx, dy);
    const pw = Math.hypot(pts[1][0] - pts[0][0], pts[1][1] - pts[0][1]);
    const rad = 0.09 * pw, ox = C[0] + dx / len * rad * 0.6, oy = C[1] + dy / len * rad * 0.6;
    const mugCol = ['#8b1e2d', '#1f4e79', '#2f2f2f', '#d9a441'][d.n % 4];
    args.push('(', '-size', `${W}x${H}`, 'xc:none', '-fill', 'rgba(0,0,0,0.45)', '-draw', `circle ${f1(ox + 10)},${f1(oy + 14)} ${f1(ox + 10 + rad)},${f1(oy + 14)}`, '-blur', '0x12', ')', '-compose', 'Over', '-composite',
      '-fill', mugCol, '-draw', `circle ${f1(ox)},${f1(oy)} ${f1(ox + rad)},${f1(oy)}`,
      '-fill', 'rgba(255,255,255,0.35)', '-draw', `circle ${f1(ox - rad * 0.35)},${f1(oy - rad * 0.35)} ${f1(ox - rad * 0.2)},${f1(oy - rad * 0.35)}`,
      '-fill', 'rgba(0,0,0,0.35)', '-draw', `circle ${f1(ox)},${f1(oy)} ${f1(ox + rad * 0.78)},${f1(oy)}`);
  }
  args.push(t('comp.png'));
  IM(args);
  // 5. lighting: uneven falloff (+ warm low light), hand/phone shadow band, sleeve reflection, colour cast, blur, noise
  const warm = !!fx.warm;
  const dark = warm ? 28 + Math.floor(r() * 10) : p.light.dark;
  const ox = Math.round(p.light.ox * W), oy = Math.round(p.light.oy * H);
  IM(['-size', `${W * 2}x${H * 2}`, `radial-gradient:white-gray${dark}`, '-crop', `${W}x${H}+${ox}+${oy}`, '+repage', t('light.png')]);
  const fin = [t('comp.png'), t('light.png'), '-compose', 'Multiply', '-composite'];
  if (fx.hand) {
    const x0 = r() < 0.5 ? -0.1 * W : 0.55 * W, w = 0.45 * W;
    fin.push('(', '-size', `${W}x${H}`, 'xc:white', '-fill', 'gray58', '-draw', `polygon ${f1(x0)},${H} ${f1(x0 + w)},${H} ${f1(x0 + w + 0.25 * W)},${f1(0.45 * H)} ${f1(x0 + 0.3 * W)},${f1(0.35 * H)}`, '-blur', '0x45', ')', '-compose', 'Multiply', '-composite');
  }
  if (fx.sleeve) {
    const sx = (0.15 + r() * 0.5) * W;
    fin.push('(', '-size', `${W}x${H}`, 'xc:black', '-fill', 'gray52', '-draw', `polygon ${f1(sx)},0 ${f1(sx + 0.07 * W)},0 ${f1(sx + 0.07 * W - 0.35 * W)},${H} ${f1(sx - 0.35 * W)},${H}`, '-blur', '0x28', ')', '-compose', 'Screen', '-composite',
      '-level', '4%,100%,0.95', '+level', '6%,97%');
  }
  if (warm) fin.push('-modulate', '82,88,100', '-channel', 'R', '-evaluate', 'multiply', '1.10', '-channel', 'G', '-evaluate', 'multiply', '0.98', '-channel', 'B', '-evaluate', 'multiply', '0.72', '+channel');
  else {
    const cast = { warm: [1.05, 1.0, 0.88], cool: [0.92, 0.98, 1.06], green: [0.95, 1.04, 0.93], magenta: [1.04, 0.94, 1.03], neutral: [1, 1, 0.97] }[p.cast];
    fin.push('-channel', 'R', '-evaluate', 'multiply', String(cast[0]), '-channel', 'G', '-evaluate', 'multiply', String(cast[1]), '-channel', 'B', '-evaluate', 'multiply', String(cast[2]), '+channel');
  }
  fin.push('-blur', `0x${p.blur.toFixed(2)}`, '-attenuate', p.noise.toFixed(2), '+noise', 'Gaussian', '-sampling-factor', '2x2', '-quality', String(p.quality), '-strip', path.join(OUT, `${NN}-photo.jpg`));
  IM(fin);
  for (const f of fs.readdirSync(TMP)) if (f.startsWith(NN + '-')) fs.unlinkSync(path.join(TMP, f));
  const effects = ['perspective', 'rotation', p.bg.name, 'light falloff', 'colour cast ' + (warm ? 'warm low light' : p.cast), 'blur', 'noise'];
  for (const k of ['fold', 'hand', 'sleeve', 'staple', 'counter']) if (fx[k]) effects.push({ fold: 'folded in thirds', hand: 'hand/phone shadow band', sleeve: 'plastic sleeve reflection', staple: 'staple + second page', counter: 'object over bottom-right corner' }[k]);
  return { file: `${NN}-photo.jpg`, width: W, height: H, rotation_deg: +p.ang.toFixed(2), keystone: +p.key.toFixed(3), page_height_share: +p.hfrac.toFixed(3), jpeg_quality: p.quality, blur_sigma: +p.blur.toFixed(2), effects };
}

const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
const logf = path.join(__dirname, 'photo-params.json');
const log = fs.existsSync(logf) ? JSON.parse(fs.readFileSync(logf, 'utf8')) : {};
for (const d of D) {
  if (only && !only.includes(d.n)) continue;
  const t0 = Date.now();
  const info = photo(d);
  log[String(d.n).padStart(2, '0')] = info;
  fs.writeFileSync(logf, JSON.stringify(log, null, 1));
  console.log(info.file, info.width + 'x' + info.height, 'rot', info.rotation_deg, 'h', info.page_height_share, 'q', info.jpeg_quality, info.effects.slice(5).join(', '), ((Date.now() - t0) / 1000).toFixed(1) + 's');
}
