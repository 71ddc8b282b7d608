'use strict';
// Simulated phone photos of the printed pages, made with ImageMagick `convert` only.
// One convert process at a time. Deterministic: every random choice comes from a PRNG seeded
// by the document number. Usage: node gen/photo.js [01,02,...]
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });
const only = process.argv[2] ? process.argv[2].split(',') : null;

function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const IM = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, MAGICK_THREAD_LIMIT: '2' } });
const r2 = (x) => Math.round(x * 100) / 100;

// desk / table surfaces: grain noise stretched along one axis + smooth tonal blobs, mapped to two colours
const SURFACES = [
  { name: 'light oak desk', dark: '#7a5430', light: '#c79a62', grain: 'x' },
  { name: 'dark walnut table', dark: '#2e1c12', light: '#6e4a30', grain: 'x' },
  { name: 'grey laminate desk', dark: '#7d7f80', light: '#a9abab', grain: 'iso' },
  { name: 'white melamine table', dark: '#b9b6b0', light: '#dedbd5', grain: 'iso' },
  { name: 'charcoal slate counter', dark: '#26282b', light: '#4c4f54', grain: 'iso' },
  { name: 'beige linen tablecloth', dark: '#a8977c', light: '#d1c3a8', grain: 'weave' },
  { name: 'green desk blotter', dark: '#24473a', light: '#3f6b58', grain: 'iso' },
  { name: 'pine kitchen table', dark: '#9c6e3c', light: '#dcb17a', grain: 'y' },
];

function params(id) {
  const n = parseInt(id, 10);
  const R = mulberry32(n * 7919 + 17);
  const rnd = (a, b) => a + (b - a) * R();
  const small = n % 3 === 0; // every third photo small
  const W = small ? 1200 : 1600;
  const H = Math.round(W * 4 / 3);
  const surface = SURFACES[(n * 5 + Math.floor(R() * 3)) % SURFACES.length];
  const angle = (R() < 0.5 ? -1 : 1) * rnd(0.5, 5);
  const keyType = R() < 0.6 ? 'vertical' : 'horizontal';
  const key = rnd(0.035, 0.11) * (R() < 0.75 ? 1 : -1); // >0: top (or left) edge farther from the camera
  const shear = rnd(-0.025, 0.025);
  let fill = rnd(0.78, 0.92);
  const offX = rnd(-1, 1); const offY = rnd(-1, 1);
  let corners; let bbox;
  const margin = 0.018;
  for (;;) {
    // page rectangle with height ph (before keystone), centred on the origin
    const ph = 1; const pw = 1700 / 2200;
    let pts = [[-pw / 2, -ph / 2], [pw / 2, -ph / 2], [pw / 2, ph / 2], [-pw / 2, ph / 2]]; // TL TR BR BL
    pts = pts.map(([x, y]) => {
      if (keyType === 'vertical') { const k = 1 - key * (0.5 - (y + 0.5)); x *= k; y *= 1 - key * 0.25 * (y < 0 ? 1 : 0); }
      else { const k = 1 - key * (0.5 - (x / pw + 0.5)); y *= k; }
      return [x + shear * y, y];
    });
    const a = angle * Math.PI / 180;
    pts = pts.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)]);
    const ys = pts.map((p) => p[1]); const hUnit = Math.max(...ys) - Math.min(...ys);
    const s = fill * H / hUnit;
    pts = pts.map(([x, y]) => [x * s, y * s]);
    const xs = pts.map((p) => p[0]); const ys2 = pts.map((p) => p[1]);
    const bw = Math.max(...xs) - Math.min(...xs); const bh = Math.max(...ys2) - Math.min(...ys2);
    const slackX = (W * (1 - 2 * margin) - bw) / 2; const slackY = (H * (1 - 2 * margin) - bh) / 2;
    if (slackX < 0 || slackY < 0) { fill -= 0.005; if (fill < 0.755) throw new Error('cannot fit page ' + id); continue; }
    const cx = W / 2 + offX * slackX * 0.8 - (Math.max(...xs) + Math.min(...xs)) / 2;
    const cy = H / 2 + offY * slackY * 0.8 - (Math.max(...ys2) + Math.min(...ys2)) / 2;
    corners = pts.map(([x, y]) => [r2(x + cx), r2(y + cy)]);
    const X = corners.map((p) => p[0]); const Y = corners.map((p) => p[1]);
    bbox = { minX: Math.min(...X), maxX: Math.max(...X), minY: Math.min(...Y), maxY: Math.max(...Y) };
    break;
  }
  const realFill = (bbox.maxY - bbox.minY) / H;
  // lighting
  const light = {
    radialCentre: [r2(rnd(0.25, 0.75)), r2(rnd(0.2, 0.7))], // as fraction of the frame
    radialEdge: Math.round(rnd(55, 78)), // grey % reached at the far corners
    linearFrom: R() * 360, linearLow: Math.round(rnd(72, 92)),
  };
  const hand = (n % 3 === 1 || n % 7 === 0) ? {
    edge: ['left', 'right', 'bottom', 'top'][Math.floor(R() * 4)],
    pos: r2(rnd(0.2, 0.8)), width: r2(rnd(0.16, 0.32)), reach: r2(rnd(0.22, 0.5)), tilt: r2(rnd(-0.15, 0.15)),
    grey: Math.round(rnd(58, 76)), blur: Math.round(rnd(40, 80) * W / 1600),
  } : null;
  const casts = [
    { name: 'warm tungsten', m: [1.04, 0.99, 0.9] }, { name: 'cool daylight', m: [0.95, 0.99, 1.04] },
    { name: 'green fluorescent', m: [0.97, 1.02, 0.96] }, { name: 'neutral-warm', m: [1.02, 1.0, 0.96] },
    { name: 'magenta tint', m: [1.02, 0.97, 1.01] },
  ];
  const cast = casts[(n + Math.floor(R() * 2)) % casts.length];
  const castJitter = cast.m.map((v) => Math.round((v + rnd(-0.01, 0.01)) * 1000) / 1000);
  return {
    id, W, H, small, surface: surface.name, surfaceSpec: surface, angle: r2(angle), keystone: { type: keyType, amount: r2(key), shear: r2(shear) },
    fill: r2(realFill), corners, bbox, light, hand, cast: cast.name, castMultipliers: castJitter,
    blur: r2(rnd(0.45, 1.15) * (small ? 0.8 : 1)), noise: r2(rnd(0.25, 0.55)), quality: Math.round(rnd(55, 85)),
    exposure: r2(rnd(0.9, 1.04)), seed: n * 7919 + 17,
  };
}

function background(p, out) {
  const { W, H, surfaceSpec: s, seed } = p;
  const g = path.join(TMP, `bg_g_${p.id}.png`); const t = path.join(TMP, `bg_t_${p.id}.png`);
  const gsize = s.grain === 'x' ? `48x${H}` : s.grain === 'y' ? `${W}x48` : s.grain === 'weave' ? `${Math.round(W / 3)}x${Math.round(H / 3)}` : `${Math.round(W / 2)}x${Math.round(H / 2)}`;
  IM(['-seed', String(seed), '-size', gsize, 'xc:gray50', '-attenuate', '2', '+noise', 'Gaussian', '-colorspace', 'Gray', '-resize', `${W}x${H}!`, '-blur', s.grain === 'iso' ? '0x1.2' : '0x1.5', g]);
  IM(['-seed', String(seed + 1), '-size', '7x9', 'xc:gray50', '-attenuate', '3', '+noise', 'Uniform', '-colorspace', 'Gray', '-resize', `${W}x${H}!`, '-blur', '0x40', t]);
  // linen weave: a fine horizontal + vertical thread texture added to the grain
  const extra = s.grain === 'weave' ? ['(',
    '(', '-seed', String(seed + 3), '-size', `${W}x6`, 'xc:gray50', '-attenuate', '2', '+noise', 'Gaussian', '-colorspace', 'Gray', '-resize', `${W}x${H}!`, ')',
    '(', '-seed', String(seed + 4), '-size', `6x${H}`, 'xc:gray50', '-attenuate', '2', '+noise', 'Gaussian', '-colorspace', 'Gray', '-resize', `${W}x${H}!`, ')',
    '-compose', 'blend', '-define', 'compose:args=50,50', '-composite', ')', '-compose', 'blend', '-define', 'compose:args=30,70', '-composite'] : [];
  IM([t, g, '-compose', 'blend', '-define', 'compose:args=55,45', '-composite', ...extra, '-auto-level', '+level-colors', `${s.dark},${s.light}`, out]);
  fs.unlinkSync(g); fs.unlinkSync(t);
}

function make(p) {
  const { id, W, H } = p;
  const f = (n) => path.join(TMP, `ph_${id}_${n}.png`);
  background(p, f('bg'));
  // printed paper: ink is not pure black, paper is not pure white
  const c = p.corners;
  const dist = `0,0 ${c[0][0]},${c[0][1]}  1700,0 ${c[1][0]},${c[1][1]}  1700,2200 ${c[2][0]},${c[2][1]}  0,2200 ${c[3][0]},${c[3][1]}`;
  IM([path.join(ROOT, `${id}-clean.png`), '-alpha', 'off', '+level-colors', 'rgb(30,30,36),rgb(250,247,240)', '-alpha', 'set', '-virtual-pixel', 'transparent',
    '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', dist, '+repage', f('page')]);
  // soft drop shadow of the sheet on the desk
  const sb = Math.round(W / 110); const so = Math.round(W / 200);
  IM([f('page'), '-alpha', 'extract', '-blur', `0x${sb}`, '-roll', `+${so}+${Math.round(so * 1.4)}`, '-evaluate', 'multiply', '0.55', '-negate', f('shadow')]);
  IM([f('bg'), f('shadow'), '-compose', 'multiply', '-composite', f('page'), '-compose', 'over', '-composite', f('comp')]);
  // uneven light: off-centre radial falloff times a linear gradient
  const L = p.light;
  const ox = Math.round(W * (1 - L.radialCentre[0])); const oy = Math.round(H * (1 - L.radialCentre[1]));
  const a = L.linearFrom * Math.PI / 180; const cx = W / 2; const cy = H / 2; const rr = Math.hypot(W, H) / 2;
  const lin = `${Math.round(cx + rr * Math.cos(a))},${Math.round(cy + rr * Math.sin(a))} white ${Math.round(cx - rr * Math.cos(a))},${Math.round(cy - rr * Math.sin(a))} gray${L.linearLow}`;
  IM(['(', '-size', `${2 * W}x${2 * H}`, `radial-gradient:white-gray${L.radialEdge}`, '-crop', `${W}x${H}+${ox}+${oy}`, '+repage', ')',
    '(', '-size', `${W}x${H}`, 'xc:', '-sparse-color', 'Barycentric', lin, ')', '-compose', 'multiply', '-composite', f('light')]);
  const layers = [f('comp'), f('light'), '-compose', 'multiply', '-composite'];
  if (p.hand) {
    const h = p.hand; const wpx = h.width * W; const reach = h.reach * (h.edge === 'left' || h.edge === 'right' ? W : H);
    let poly;
    if (h.edge === 'bottom' || h.edge === 'top') {
      const x0 = h.pos * W - wpx / 2; const sgn = h.edge === 'bottom' ? -1 : 1; const base = h.edge === 'bottom' ? H + 80 : -80;
      const tip = base + sgn * (reach + 80); const dx = h.tilt * reach;
      poly = [[x0, base], [x0 + wpx, base], [x0 + wpx * 0.86 + dx, tip], [x0 + wpx * 0.5 + dx, tip + sgn * -0.06 * wpx], [x0 + wpx * 0.14 + dx, tip]];
    } else {
      const y0 = h.pos * H - wpx / 2; const sgn = h.edge === 'right' ? -1 : 1; const base = h.edge === 'right' ? W + 80 : -80;
      const tip = base + sgn * (reach + 80); const dy = h.tilt * reach;
      poly = [[base, y0], [base, y0 + wpx], [tip, y0 + wpx * 0.86 + dy], [tip + sgn * -0.06 * wpx, y0 + wpx * 0.5 + dy], [tip, y0 + wpx * 0.14 + dy]];
    }
    h.polygon = poly.map(([x, y]) => [Math.round(x), Math.round(y)]);
    IM(['-size', `${W}x${H}`, 'xc:white', '-fill', `gray${h.grey}`, '-draw', 'polygon ' + h.polygon.map((q) => q.join(',')).join(' '), '-blur', `0x${h.blur}`, f('hand')]);
    layers.push(f('hand'), '-compose', 'multiply', '-composite');
  }
  const [mr, mg, mb] = p.castMultipliers.map((v) => String(Math.round(v * p.exposure * 1000) / 1000));
  IM([...layers, '-channel', 'R', '-evaluate', 'multiply', mr, '-channel', 'G', '-evaluate', 'multiply', mg, '-channel', 'B', '-evaluate', 'multiply', mb, '+channel',
    '-blur', `0x${p.blur}`, '-seed', String(p.seed + 2), '-attenuate', String(p.noise), '+noise', 'Gaussian',
    '-sampling-factor', '2x2', '-strip', '-quality', String(p.quality), path.join(ROOT, `${id}-photo.jpg`)]);
  for (const n of ['bg', 'page', 'shadow', 'comp', 'light', 'hand']) if (fs.existsSync(f(n))) fs.unlinkSync(f(n));
}

const ids = Array.from({ length: 30 }, (_, i) => String(i + 1).padStart(2, '0')).filter((id) => !only || only.includes(id));
const all = [];
for (const id of ids) {
  const t0 = Date.now();
  const p = params(id);
  make(p);
  delete p.surfaceSpec;
  all.push(p);
  console.log(`${id} ${p.W}x${p.H} fill=${p.fill} angle=${p.angle} key=${p.keystone.type}:${p.keystone.amount} bg=${p.surface} hand=${p.hand ? p.hand.edge : '-'} cast=${p.cast} blur=${p.blur} noise=${p.noise} q=${p.quality} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
}
if (!only) fs.writeFileSync(path.join(__dirname, 'photo_params.json'), JSON.stringify(all, null, 2) + '\n');
