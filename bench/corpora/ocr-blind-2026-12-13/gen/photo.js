// Simulated phone photos of the printed pages, made with ImageMagick 6 `convert` only.
// Deterministic: every random choice comes from a PRNG seeded by the document id.
// Usage: node photo.js [ids...]     (one image at a time, ImageMagick limited to 1 thread)
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const docs = require('./docs');

const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });
const env = Object.assign({}, process.env, { MAGICK_THREAD_LIMIT: '1' });
const only = process.argv.slice(2);

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a |= 0; a = a + 0x6D2B79F5 | 0; let t = Math.imul(a ^ a >>> 15, 1 | a); t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t; return ((t ^ t >>> 14) >>> 0) / 4294967296; };
}
const im = (args) => {
  const r = spawnSync('convert', args, { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error('convert failed: ' + args.join(' ') + '\n' + r.stderr);
};
const f2 = x => Math.round(x * 100) / 100;

const BACKGROUNDS = {
  'walnut wood': { c1: '#3b2616', c2: '#7a5133', grain: true },
  'light oak wood': { c1: '#9c7a52', c2: '#d2b48a', grain: true },
  'grey laminate': { c1: '#77787a', c2: '#a3a4a6', grain: false, speck: 0.6 },
  'dark desk mat': { c1: '#1e1f24', c2: '#3b3d45', grain: false, speck: 0.8 },
  'granite counter': { c1: '#4a4744', c2: '#b3aea6', grain: false, speck: 2.5 },
  'teal tablecloth': { c1: '#1f4f55', c2: '#3f7f86', grain: false, speck: 1.0, weave: true },
  'beige laminate': { c1: '#a99a80', c2: '#cfc2a8', grain: false, speck: 0.5 },
};
const CASTS = {
  'warm (tungsten)': [1.04, 1.0, 0.89],
  'cool (daylight/shade)': [0.92, 0.98, 1.06],
  'green (fluorescent)': [0.96, 1.03, 0.93],
  'slight magenta': [1.03, 0.95, 1.01],
  'yellowish': [1.03, 1.02, 0.92],
};

function params(d, idx) {
  const r = rng(parseInt(d.id, 10) * 7919 + 1234567);
  const pick = arr => arr[Math.floor(r() * arr.length)];
  const small = (idx + 1) % 3 === 0; // every third photo small
  const W = small ? 1200 : 1600;
  const H = Math.round(W * 4 / 3);
  const PW = 1700, PH = 2200;
  let best = null;
  for (let tries = 0; tries < 5000 && !best; tries++) {
    const fill = 0.76 + r() * 0.16; // target bbox height / frame height
    const rot = (0.5 + r() * 4.5) * (r() < 0.5 ? -1 : 1);
    const kTop = 0.01 + r() * 0.07; // keystone: far edge narrower
    const kSide = (r() - 0.5) * 0.04; // small left/right keystone
    // corners relative to page centre
    let c = [[-PW / 2, -PH / 2], [PW / 2, -PH / 2], [PW / 2, PH / 2], [-PW / 2, PH / 2]];
    c = c.map(([x, y], i) => {
      const top = i < 2;
      let nx = x * (top ? 1 - kTop : 1);
      let ny = y * (top ? 1 - kTop * 0.6 : 1);
      ny += (x > 0 ? 1 : -1) * kSide * PH / 2 * (y < 0 ? 1 : -1) * 0.5;
      nx += (r() - 0.5) * PW * 0.008; ny += (r() - 0.5) * PH * 0.008;
      return [nx, ny];
    });
    const th = rot * Math.PI / 180;
    c = c.map(([x, y]) => [x * Math.cos(th) - y * Math.sin(th), x * Math.sin(th) + y * Math.cos(th)]);
    const xs = c.map(p => p[0]), ys = c.map(p => p[1]);
    const bh = Math.max(...ys) - Math.min(...ys);
    const s = fill * H / bh;
    c = c.map(([x, y]) => [x * s, y * s]);
    const bw = (Math.max(...xs) - Math.min(...xs)) * s;
    const mx = W - bw, my = H - fill * H;
    if (mx < W * 0.03) continue; // need at least 1.5 % margin each side
    const dx = (r() - 0.5) * (mx - W * 0.03), dy = (r() - 0.5) * (my - H * 0.03);
    const cx = W / 2 + dx - (Math.max(...xs) + Math.min(...xs)) * s / 2;
    const cy = H / 2 + dy - (Math.max(...ys) + Math.min(...ys)) * s / 2;
    c = c.map(([x, y]) => [f2(x + cx), f2(y + cy)]);
    const X = c.map(p => p[0]), Y = c.map(p => p[1]);
    if (Math.min(...X) < 6 || Math.max(...X) > W - 6 || Math.min(...Y) < 6 || Math.max(...Y) > H - 6) continue;
    best = { W, H, small, fill: f2((Math.max(...Y) - Math.min(...Y)) / H), widthFrac: f2((Math.max(...X) - Math.min(...X)) / W), rotation: f2(rot), keystoneTop: f2(kTop), keystoneSide: f2(kSide), corners: c };
  }
  if (!best) throw new Error('no geometry for ' + d.id);
  const bgName = pick(Object.keys(BACKGROUNDS));
  const castName = pick(Object.keys(CASTS));
  const light = Array.from({ length: 4 }, () => f2(0.66 + r() * 0.34));
  light[Math.floor(r() * 4)] = 1.0; // one bright corner
  const band = r() < 0.42 ? { edge: pick(['left', 'right', 'bottom', 'top-right', 'bottom-left']), depth: f2(0.18 + r() * 0.2), darkness: f2(0.45 + r() * 0.25) } : null;
  return Object.assign(best, {
    background: bgName, cast: castName, castGains: CASTS[castName], light,
    vignette: f2(0.1 + r() * 0.15), band,
    blur: f2((0.45 + r() * 0.8) * (small ? 0.8 : 1)), motion: r() < 0.25 ? f2(1 + r() * 2) : 0, motionAngle: Math.round(r() * 180),
    noise: f2(0.22 + r() * 0.3), quality: 55 + Math.floor(r() * 31), seed: Math.floor(r() * 100000),
    paperTone: pick(['#fbf8f1', '#f7f5ef', '#fdfcf8', '#f4f0e6']), inkLevel: f2(3 + r() * 7), exposure: Math.round(86 + r() * 8),
  });
}

function make(d, p) {
  const { W, H } = p;
  const t = n => path.join(TMP, `${d.id}-${n}`);
  const bg = BACKGROUNDS[p.background];
  // 1. background
  const bgArgs = ['-size', `${Math.round(W / 4)}x${Math.round(H / 4)}`, 'xc:gray50', '-seed', String(p.seed)];
  if (bg.grain) bgArgs.push('-attenuate', '3', '+noise', 'Gaussian', '-colorspace', 'gray', '-motion-blur', `0x18+${p.seed % 2 ? 88 : 2}`, '-resize', `${W}x${H}!`, '-auto-level', '-sigmoidal-contrast', '3x50%');
  else if (bg.weave) bgArgs.push('-resize', `${W}x${H}!`, '-attenuate', '1', '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x1', '-auto-level', '-level', '20%,80%');
  else bgArgs.push('-resize', `${W}x${H}!`, '-attenuate', String(bg.speck), '+noise', 'Random', '-colorspace', 'gray', '-blur', '0x0.7', '-auto-level', '-level', '10%,90%');
  bgArgs.push('+level-colors', `${bg.c1},${bg.c2}`, t('bg.png'));
  im(bgArgs);
  // 2. page: ink/paper levels, paper tone, perspective distortion into the frame
  const src = '0,0 1700,0 1700,2200 0,2200'.split(' ');
  const pts = src.map((s, i) => `${s} ${p.corners[i][0]},${p.corners[i][1]}`).join('  ');
  im([path.join(OUT, `${d.id}-clean.png`), '-alpha', 'off', '+level', `${p.inkLevel}%,98%`,
    '(', '+clone', '-fill', p.paperTone, '-colorize', '100', ')', '-compose', 'multiply', '-composite', '-compose', 'over',
    '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`,
    '-filter', 'Lanczos', '-distort', 'Perspective', pts, '+repage', t('page.png')]);
  // 3. soft drop shadow of the sheet on the desk
  im([t('page.png'), '-alpha', 'extract', '-blur', '0x14', '-roll', '+7+11', '-negate', '+level', '55%,100%', t('shadow.png')]);
  // 4. uneven light (bilinear corner field + vignette)
  const [a, b, c, e] = p.light;
  im(['-size', `${W}x${H}`, 'xc:', '-sparse-color', 'Bilinear', `0,0 gray(${Math.round(a * 100)}%) ${W - 1},0 gray(${Math.round(b * 100)}%) ${W - 1},${H - 1} gray(${Math.round(c * 100)}%) 0,${H - 1} gray(${Math.round(e * 100)}%)`,
    '(', '-size', `${W}x${H}`, 'radial-gradient:white-black', '-level', `-${Math.round(p.vignette * 300)}%,100%`, '+level', `${Math.round((1 - p.vignette) * 100)}%,100%`, ')', '-compose', 'multiply', '-composite', t('light.png')]);
  // 5. optional hand/phone shadow band
  let bandFile = null;
  if (p.band) {
    const dpx = p.band.depth;
    const poly = {
      left: `0,0 ${W * dpx},0 ${W * dpx * 0.7},${H} 0,${H}`,
      right: `${W},0 ${W * (1 - dpx * 0.8)},0 ${W * (1 - dpx)},${H} ${W},${H}`,
      bottom: `0,${H} 0,${H * (1 - dpx)} ${W},${H * (1 - dpx * 0.6)} ${W},${H}`,
      'top-right': `${W * 0.45},0 ${W},0 ${W},${H * dpx * 1.6} ${W * 0.7},${H * dpx * 0.3}`,
      'bottom-left': `0,${H * 0.55} ${W * dpx * 1.4},${H} 0,${H}`,
    }[p.band.edge];
    bandFile = t('band.png');
    im(['-size', `${W}x${H}`, 'xc:white', '-fill', `gray(${Math.round((1 - p.band.darkness) * 100)}%)`, '-draw', `polygon ${poly}`, '-blur', `0x${Math.round(W / 28)}`, bandFile]);
  }
  // 6. compose, cast, blur, noise, JPEG
  const [gr, gg, gb] = p.castGains;
  const args = [t('bg.png'), t('shadow.png'), '-compose', 'multiply', '-composite',
    t('page.png'), '-compose', 'over', '-composite',
    t('light.png'), '-compose', 'multiply', '-composite'];
  if (bandFile) args.push(bandFile, '-compose', 'multiply', '-composite');
  args.push('-compose', 'over', '-level', `0%,${p.exposure}%`, '-color-matrix', `${gr} 0 0 0 ${gg} 0 0 0 ${gb}`, '-blur', `0x${p.blur}`);
  if (p.motion) args.push('-motion-blur', `0x${p.motion}+${p.motionAngle}`);
  args.push('-seed', String(p.seed), '-attenuate', String(p.noise), '+noise', 'Gaussian',
    '-unsharp', '0x1.2+0.4+0', '-sampling-factor', '2x2', '-strip', '-quality', String(p.quality), path.join(OUT, `${d.id}-photo.jpg`));
  im(args);
  for (const n of ['bg.png', 'page.png', 'shadow.png', 'light.png', 'band.png']) { try { fs.unlinkSync(t(n)); } catch (e) { /* */ } }
}

const allParams = {};
const pf = path.join(__dirname, 'photo-params.json');
if (fs.existsSync(pf)) Object.assign(allParams, JSON.parse(fs.readFileSync(pf, 'utf8')));
docs.forEach((d, idx) => {
  const p = params(d, idx);
  allParams[d.id] = p;
  if (only.length && !only.includes(d.id)) return;
  const t0 = Date.now();
  make(d, p);
  console.log(`${d.id} ${p.W}x${p.H} fill=${p.fill} rot=${p.rotation} bg=${p.background} cast=${p.cast} band=${p.band ? p.band.edge : '-'} q=${p.quality} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
});
fs.writeFileSync(pf, JSON.stringify(allParams, null, 1));
try { fs.rmdirSync(TMP); } catch (e) { /* */ }
