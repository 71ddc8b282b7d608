// Simulates a phone photo of each printed page with ImageMagick `convert`, one image at a time.
//   ../NN-clean.png  ->  ../NN-photo.jpg      parameters -> gen/photo-params.json
// Steps: desk/table background; paper tint; perspective (keystone) + 1-4 deg rotation placing the page so that
// its bounding box spans 80-92 % of the frame height; soft drop shadow; uneven lighting (off-centre radial
// falloff, optional hand/phone shadow band); colour cast; slight blur; sensor noise; JPEG quality 55-85.
// Every third photo (ids divisible by 3) is ~1200 px wide, the others 1600-1700 px; frames are 3:4 portrait.
// usage: node photo.js [id ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });
const want = process.argv.slice(2);

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const im = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'inherit'] });
const r2 = (x) => Math.round(x * 100) / 100;

const BACKGROUNDS = ['oak desk', 'dark walnut table', 'grey laminate desk', 'slate-blue desk mat', 'beige tablecloth', 'light grey table'];

function makeBackground(kind, W, H, file, R) {
  const s = String(Math.floor(R() * 1e6));
  switch (kind) {
    case 'oak desk':
    case 'dark walnut table': {
      const [dark, light] = kind === 'oak desk' ? ['#6b4423', '#c08a55'] : ['#2e1a0e', '#6e4526'];
      const vertical = R() < 0.5;
      const small = vertical ? `${W}x${Math.round(H / 10)}` : `${Math.round(W / 10)}x${H}`;
      // grain: random noise stretched along one axis; large-scale tone variation: a small blurred plasma scaled up
      im(['-seed', s, '-size', small, 'xc:', '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x0.7', '-resize', `${W}x${H}!`,
        '-auto-level', '-sigmoidal-contrast', '3x50%', '+level-colors', `${dark},${light}`,
        '(', '-size', `${Math.round(W / 8)}x${Math.round(H / 8)}`, 'plasma:grey50-grey60', '-colorspace', 'gray', '-blur', '0x4', '-auto-level', '+level', '35%,65%', '-resize', `${W}x${H}!`, ')',
        '-compose', 'overlay', '-composite', file]);
      break;
    }
    case 'grey laminate desk':
      im(['-seed', s, '-size', `${W}x${H}`, 'xc:#8d8b86', '-attenuate', '0.8', '+noise', 'Gaussian', '-blur', '0x1.2', file]);
      break;
    case 'slate-blue desk mat':
      im(['-seed', s, '-size', `${W}x${H}`, 'xc:#2f3a4a', '-attenuate', '0.6', '+noise', 'Gaussian', '-blur', '0x0.8', file]);
      break;
    case 'beige tablecloth':
      im(['-seed', s, '-size', `${W}x${H}`, 'pattern:crosshatch', '-negate', '-blur', '0x1', '+level-colors', '#b9ab8f,#d6caaf', '-attenuate', '0.5', '+noise', 'Gaussian', file]);
      break;
    default: // light grey table: low contrast against the paper
      im(['-seed', s, '-size', `${W}x${H}`, 'xc:#c4c3be', '-attenuate', '0.5', '+noise', 'Gaussian', '-blur', '0x1.5', file]);
  }
}

const ids = fs.readdirSync(OUT).filter((f) => /^\d\d-clean\.png$/.test(f)).map((f) => f.slice(0, 2)).sort();
const paramsFile = path.join(__dirname, 'photo-params.json');
const all = fs.existsSync(paramsFile) ? JSON.parse(fs.readFileSync(paramsFile, 'utf8')) : {};

for (const id of ids) {
  if (want.length && !want.includes(id)) continue;
  const n = Number(id);
  const R = rng(20261202 + n * 7919);
  const small = n % 3 === 0;
  const W = small ? 1180 + Math.round(R() * 40) : 1600 + Math.round(R() * 100);
  const H = Math.round(W * 4 / 3);
  const background = BACKGROUNDS[(n * 5 + Math.floor(R() * 3)) % BACKGROUNDS.length];
  const angle = (1 + R() * 3) * (R() < 0.5 ? -1 : 1); // 1..4 degrees
  const keySide = ['top', 'top', 'bottom', 'left', 'right'][Math.floor(R() * 5)];
  const key = 0.02 + R() * 0.05; // keystone: the far edge this much narrower (fraction of width/height)
  let fill = 0.80 + R() * 0.12; // target: page bounding box height / frame height
  const quality = 55 + Math.round(R() * 30);
  const blur = r2(0.4 + R() * 0.8);
  const noise = r2(0.25 + R() * 0.45);
  const light = { dark: Math.round(58 + R() * 22), cx: r2(0.25 + R() * 0.5), cy: r2(0.2 + R() * 0.5) };
  const band = R() < 0.5 ? { side: ['left', 'right', 'bottom', 'top'][Math.floor(R() * 4)], depth: r2(0.12 + R() * 0.2), strength: Math.round(72 + R() * 14) } : null;
  const cast = ['warm', 'neutral', 'cool', 'warm'][Math.floor(R() * 4)];
  const paper = ['#f4efe3', '#f1f0ea', '#f6f3ea', '#eeebe3'][Math.floor(R() * 4)];

  // page corners before scaling, centred on the origin (source page 1700 x 2200)
  const w = 1700, h = 2200;
  let P = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
  const kx = key * w / 2, ky = key * h / 2;
  if (keySide === 'top') { P[0][0] += kx; P[1][0] -= kx; P[0][1] += ky * 0.25; P[1][1] += ky * 0.25; }
  if (keySide === 'bottom') { P[3][0] += kx; P[2][0] -= kx; P[3][1] -= ky * 0.25; P[2][1] -= ky * 0.25; }
  if (keySide === 'left') { P[0][1] += ky; P[3][1] -= ky; P[0][0] += kx * 0.25; P[3][0] += kx * 0.25; }
  if (keySide === 'right') { P[1][1] += ky; P[2][1] -= ky; P[1][0] -= kx * 0.25; P[2][0] -= kx * 0.25; }
  P = P.map(([x, y]) => [x + (R() - 0.5) * 0.012 * w, y + (R() - 0.5) * 0.012 * w]);
  const th = angle * Math.PI / 180;
  P = P.map(([x, y]) => [x * Math.cos(th) - y * Math.sin(th), x * Math.sin(th) + y * Math.cos(th)]);
  const bx = [Math.min(...P.map((p) => p[0])), Math.max(...P.map((p) => p[0]))];
  const by = [Math.min(...P.map((p) => p[1])), Math.max(...P.map((p) => p[1]))];
  let scale = fill * H / (by[1] - by[0]);
  if (scale * (bx[1] - bx[0]) > 0.96 * W) { scale = 0.96 * W / (bx[1] - bx[0]); }
  fill = r2(scale * (by[1] - by[0]) / H);
  const bw = scale * (bx[1] - bx[0]), bh = scale * (by[1] - by[0]);
  const mx = (W - bw) / 2, my = (H - bh) / 2;
  const cx = W / 2 - scale * (bx[0] + bx[1]) / 2 + (R() - 0.5) * 2 * mx * 0.7;
  const cy = H / 2 - scale * (by[0] + by[1]) / 2 + (R() - 0.5) * 2 * my * 0.7;
  const D = P.map(([x, y]) => [r2(cx + x * scale), r2(cy + y * scale)]);
  const S = [[0, 0], [w, 0], [w, h], [0, h]];
  const persp = S.map((s, i) => `${s[0]},${s[1]} ${D[i][0]},${D[i][1]}`).join('  ');

  const t = (name) => path.join(TMP, `${id}-${name}.png`);
  makeBackground(background, W, H, t('bg'), R);
  // printed page: toner not pure black, paper not pure white; then the perspective warp into the frame
  im([path.join(OUT, `${id}-clean.png`), '+level-colors', `#1d1d20,${paper}`, '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none',
    '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', persp, t('page')]);
  // soft shadow under the page, offset away from the light
  const sdx = Math.round((0.5 - light.cx) * 24), sdy = Math.round((0.5 - light.cy) * 24 + 6);
  im([t('page'), '-alpha', 'extract', '-blur', `0x${Math.round(W / 120)}`, '-roll', `${sdx >= 0 ? '+' : ''}${sdx}${sdy >= 0 ? '+' : ''}${sdy}`, '-evaluate', 'multiply', '0.55', t('smask')]);
  im([t('bg'), '(', '-size', `${W}x${H}`, 'xc:black', ')', t('smask'), '-composite', t('page'), '-compose', 'over', '-composite', t('comp')]);
  // uneven light: radial falloff centred off-page-centre
  const gx = Math.round(W * 2), gy = Math.round(H * 2);
  const ox = Math.round(gx / 2 - light.cx * W), oy = Math.round(gy / 2 - light.cy * H);
  const lightArgs = ['(', '-size', `${gx}x${gy}`, `radial-gradient:white-gray${light.dark}`, '-crop', `${W}x${H}+${ox}+${oy}`, '+repage', ')', '-compose', 'multiply', '-composite'];
  // optional shadow band (hand / phone) entering from one edge
  let bandArgs = [];
  if (band) {
    const dpx = band.side === 'left' || band.side === 'right' ? Math.round(band.depth * W) : Math.round(band.depth * H);
    const poly = {
      left: `0,${Math.round(H * 0.35)} ${dpx},${Math.round(H * 0.5)} ${Math.round(dpx * 0.8)},${H} 0,${H}`,
      right: `${W},${Math.round(H * 0.3)} ${W - dpx},${Math.round(H * 0.55)} ${W - Math.round(dpx * 0.7)},${H} ${W},${H}`,
      bottom: `${Math.round(W * 0.2)},${H} ${Math.round(W * 0.45)},${H - dpx} ${Math.round(W * 0.9)},${H - Math.round(dpx * 0.8)} ${W},${H}`,
      top: `${Math.round(W * 0.1)},0 ${Math.round(W * 0.35)},${dpx} ${Math.round(W * 0.75)},${Math.round(dpx * 0.7)} ${W},0`,
    }[band.side];
    // drawn at 1/8 scale and blurred there (cheap), then scaled up to the frame
    const p8 = poly.split(' ').map((xy) => xy.split(',').map((v) => Math.round(v / 8)).join(',')).join(' ');
    bandArgs = ['(', '-size', `${Math.round(W / 8)}x${Math.round(H / 8)}`, 'xc:white', '-fill', `gray${band.strength}`, '-draw', `polygon ${p8}`, '-blur', `0x${Math.round(W / 200)}`, '-resize', `${W}x${H}!`, ')', '-compose', 'multiply', '-composite'];
  }
  const castArgs = { warm: ['-channel', 'B', '-evaluate', 'multiply', '0.93', '-channel', 'R', '-evaluate', 'multiply', '1.02', '+channel'],
    cool: ['-channel', 'R', '-evaluate', 'multiply', '0.95', '-channel', 'B', '-evaluate', 'multiply', '1.03', '+channel'], neutral: [] }[cast];
  const seed = String(1000 + n);
  im([t('comp'), ...lightArgs, ...bandArgs, ...castArgs, '-blur', `0x${blur}`, '-seed', seed, '-attenuate', String(noise), '+noise', 'Gaussian',
    '-sampling-factor', '2x2', '-quality', String(quality), '-strip', path.join(OUT, `${id}-photo.jpg`)]);
  for (const f of ['bg', 'page', 'smask', 'comp']) fs.unlinkSync(t(f));

  all[id] = { width: W, height: H, fill, rotation_deg: r2(angle), keystone: { side: keySide, amount: r2(key) }, background, paper, shadow_offset: [sdx, sdy],
    lighting: { falloff_to_gray: light.dark, bright_at: [light.cx, light.cy], band }, cast, blur_sigma: blur, noise_attenuate: noise, jpeg_quality: quality, corners: D };
  console.log(`${id} ${W}x${H} fill=${fill} rot=${r2(angle)} key=${keySide}/${r2(key)} bg=${background} q=${quality} blur=${blur} noise=${noise}${band ? ' band=' + band.side : ''}`);
}
fs.writeFileSync(paramsFile, JSON.stringify(Object.fromEntries(Object.entries(all).sort()), null, 2) + '\n');
try { fs.rmdirSync(TMP); } catch (e) { /* not empty or already gone */ }
