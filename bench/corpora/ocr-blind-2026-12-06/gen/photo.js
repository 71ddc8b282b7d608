// Step 4: simulate a phone photo of each printed page with ImageMagick, one image at a time.
'use strict';
const fs = require('fs'), path = require('path');
const { execFileSync } = require('child_process');
const root = path.join(__dirname, '..');
const tmp = '/tmp/ocrphoto-' + process.pid; fs.mkdirSync(tmp, { recursive: true });
const env = { ...process.env, MAGICK_THREAD_LIMIT: '1', OMP_NUM_THREADS: '1' };
const IM = args => execFileSync('convert', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;

function rng(seed) { return () => { seed |= 0; seed = seed + 0x6D2B79F5 | 0; let t = Math.imul(seed ^ seed >>> 15, 1 | seed); t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t; return ((t ^ t >>> 14) >>> 0) / 4294967296; }; }
const r2 = x => Math.round(x * 100) / 100;

const BGS = [
  { name: 'dark wood', kind: 'wood', c: ['#3e2616', '#8a5a35'] },
  { name: 'light oak', kind: 'wood', c: ['#a27447', '#dcb483'] },
  { name: 'grey laminate', kind: 'plasma', c: ['#7d8084', '#b4b7ba'] },
  { name: 'off-white desk', kind: 'plasma', c: ['#bdb7ad', '#dcd6cc'] },
  { name: 'dark blue blotter', kind: 'fabric', c: ['#1c2631', '#3b4957'] },
  { name: 'granite counter', kind: 'granite', c: ['#2f2f2f', '#a9a298'] },
  { name: 'walnut table', kind: 'wood', c: ['#2a1a10', '#6b4a31'] },
  { name: 'green cutting mat', kind: 'fabric', c: ['#23412f', '#3f6a4f'] },
];
const CASTS = [
  { name: 'warm tungsten', m: [1.04, 0.99, 0.86] }, { name: 'cool daylight', m: [0.93, 0.98, 1.04] },
  { name: 'greenish fluorescent', m: [0.95, 1.02, 0.93] }, { name: 'slight warm', m: [1.02, 1.0, 0.95] }, { name: 'slight magenta tint', m: [1.015, 0.97, 1.0] }];

function corners(R, W, H) {
  for (let tries = 0; tries < 500; tries++) {
    const f = 0.79 + R() * 0.12;                        // page height / frame height
    const rot = (R() < 0.5 ? -1 : 1) * (1 + R() * 3);    // degrees
    const kt = 0.90 + R() * 0.085;                      // keystone: far edge narrower
    const topFar = R() < 0.75;
    const ks = 0.965 + R() * 0.035, leftFar = R() < 0.5; // slight side tilt
    const w2 = 850, h2 = 1100;
    let P = [[-w2, -h2], [w2, -h2], [w2, h2], [-w2, h2]];
    P = P.map(([x, y], i) => {
      const top = i < 2, left = i === 0 || i === 3;
      const kx = (top && topFar) || (!top && !topFar) ? kt : 1;
      const ky = (left && leftFar) || (!left && !leftFar) ? ks : 1;
      return [x * kx, y * ky];
    });
    const a = rot * Math.PI / 180;
    P = P.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)]);
    const ys = P.map(p => p[1]), ext = Math.max(...ys) - Math.min(...ys);
    const s = f * H / ext;
    const dx = (R() - 0.5) * 0.06 * W, dy = (R() - 0.5) * 0.05 * H;
    P = P.map(([x, y]) => [W / 2 + dx + x * s, H / 2 + dy + y * s]);
    const m = 0.012 * W, xs = P.map(p => p[0]), yy = P.map(p => p[1]);
    if (Math.min(...xs) < m || Math.max(...xs) > W - m || Math.min(...yy) < m || Math.max(...yy) > H - m) continue;
    return { P, f, rot, kt, topFar, ks, leftFar };
  }
  throw new Error('no fit');
}

const paramsPath = path.join(__dirname, 'photos.json');
const all = fs.existsSync(paramsPath) ? JSON.parse(fs.readFileSync(paramsPath)) : {};
const files = fs.readdirSync(root).filter(f => /^\d\d-clean\.png$/.test(f)).sort();
for (const file of files) {
  const n = Number(file.slice(0, 2)), id = file.slice(0, 2);
  if (only && !only.includes(n)) continue;
  const R = rng(n * 7919 + 13);
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  const g = corners(R, W, H);
  const bg = BGS[Math.floor(R() * BGS.length)], cast = CASTS[Math.floor(R() * CASTS.length)];
  const band = R() < 0.4;
  const blur = 0.45 + R() * 0.7, noise = 0.18 + R() * 0.3, q = 55 + Math.floor(R() * 31);
  const seed = String(1000 + n);
  const t = p => path.join(tmp, p);
  // 1 background texture
  const hw = Math.round(W / 2) + 'x' + Math.round(H / 2);
  let bgArgs;
  if (bg.kind === 'wood') bgArgs = ['-seed', seed, '-size', hw, 'xc:', '+noise', 'Random', '-virtual-pixel', 'tile', '-blur', '0x1', '-motion-blur', `0x40+${Math.round(80 + R() * 20)}`, '-colorspace', 'Gray', '-auto-level', '-sigmoidal-contrast', '4x50%', '+level-colors', bg.c.join(','), '-resize', `${W}x${H}!`];
  else if (bg.kind === 'plasma') bgArgs = ['-seed', seed, '-size', hw, 'plasma:fractal', '-blur', '0x10', '-colorspace', 'Gray', '-auto-level', '+level-colors', bg.c.join(','), '-resize', `${W}x${H}!`, '-attenuate', '0.3', '+noise', 'Gaussian'];
  else if (bg.kind === 'fabric') bgArgs = ['-seed', seed, '-size', `${W}x${H}`, 'xc:', '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x0.8', '-auto-level', '+level-colors', bg.c.join(',')];
  else bgArgs = ['-seed', seed, '-size', `${W}x${H}`, 'xc:', '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x0.5', '-auto-level', '-sigmoidal-contrast', '6x45%', '+level-colors', bg.c.join(',')];
  IM([...bgArgs, t('bg.png')]);
  // 2 page: paper tint + perspective into the frame
  const src = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]];
  const cp = src.map((s, i) => `${s[0]},${s[1]} ${r2(g.P[i][0])},${r2(g.P[i][1])}`).join('  ');
  const paper = ['#f6f2ea', '#f3f1ec', '#f7f4ee', '#efece4'][n % 4];
  IM([path.join(root, file), '(', '+clone', '-fill', paper, '-colorize', '100', ')', '-compose', 'Multiply', '-composite',
    '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-filter', 'Lanczos', '-distort', 'Perspective', cp, t('page.png')]);
  // 3 soft drop shadow under the page
  const sx = Math.round(4 + R() * 8), sy = Math.round(6 + R() * 10);
  IM([t('page.png'), '-alpha', 'extract', '-blur', `0x${Math.round(10 + R() * 10)}`, '-roll', `+${sx}+${sy}`, '-evaluate', 'multiply', '0.55', t('shmask.png')]);
  // 4 lighting map (uneven falloff)
  const lx = Math.round(R() * 40), ly = Math.round(R() * 53);
  const cg = () => Math.round(58 + R() * 24);
  const light = `${lx},${ly} gray(100%) 0,0 gray(${cg()}%) 39,0 gray(${cg()}%) 39,52 gray(${cg()}%) 0,52 gray(${cg()}%)`;
  IM(['-size', '40x53', 'xc:', '-sparse-color', 'Shepards', light, '-resize', `${W}x${H}!`, '-blur', '0x8', t('light.png')]);
  // 5 optional hand/phone shadow band
  let bandDesc = null;
  if (band) {
    const side = Math.floor(R() * 4), wdt = (0.12 + R() * 0.16);
    let poly;
    if (side === 0) { const x = W * (0.55 + R() * 0.35); poly = `${x},-50 ${x + W * wdt},-50 ${x + W * wdt - W * 0.25},${H + 50} ${x - W * 0.25},${H + 50}`; }
    else if (side === 1) { const y = H * (0.6 + R() * 0.3); poly = `-50,${y} ${W + 50},${y - H * 0.12} ${W + 50},${y - H * 0.12 + H * wdt} -50,${y + H * wdt}`; }
    else if (side === 2) { const x = W * (0.0 + R() * 0.25); poly = `${x},-50 ${x + W * wdt},-50 ${x + W * wdt + W * 0.15},${H + 50} ${x + W * 0.15},${H + 50}`; }
    else { const y = H * (0.02 + R() * 0.2); poly = `-50,${y} ${W + 50},${y + H * 0.08} ${W + 50},${y + H * 0.08 + H * wdt * 0.7} -50,${y + H * wdt * 0.7}`; }
    const dark = Math.round(55 + R() * 18);
    IM(['-size', `${W}x${H}`, 'xc:white', '-fill', `gray(${dark}%)`, '-draw', `polygon ${poly}`, '-blur', `0x${Math.round(30 + R() * 30)}`, t('band.png')]);
    bandDesc = { side: ['right vertical', 'lower diagonal', 'left vertical', 'top diagonal'][side], darkness: dark + '%' };
  } else IM(['-size', `${W}x${H}`, 'xc:white', t('band.png')]);
  // 6 composite everything, colour cast, blur, noise, JPEG
  const m = cast.m;
  IM([t('bg.png'),
    '(', '-size', `${W}x${H}`, 'xc:black', t('shmask.png'), '-alpha', 'off', '-compose', 'CopyOpacity', '-composite', ')', '-compose', 'Over', '-composite',
    t('page.png'), '-compose', 'Over', '-composite',
    t('light.png'), '-compose', 'Multiply', '-composite',
    t('band.png'), '-compose', 'Multiply', '-composite',
    '-channel', 'R', '-evaluate', 'multiply', String(m[0]), '-channel', 'G', '-evaluate', 'multiply', String(m[1]), '-channel', 'B', '-evaluate', 'multiply', String(m[2]), '+channel',
    '-blur', `0x${r2(blur)}`, '-seed', seed, '-attenuate', String(r2(noise)), '+noise', 'Gaussian',
    '-alpha', 'off', '-sampling-factor', '4:2:0', '-strip', '-quality', String(q), path.join(root, `${id}-photo.jpg`)]);
  const ys = g.P.map(p => p[1]);
  all[id] = { width: W, height: H, page_height_fraction: r2((Math.max(...ys) - Math.min(...ys)) / H), rotation_deg: r2(g.rot),
    keystone: { far_edge_scale: r2(g.kt), far_edge: g.topFar ? 'top' : 'bottom', side_scale: r2(g.ks), short_side: g.leftFar ? 'left' : 'right' },
    corners: g.P.map(p => p.map(Math.round)), background: bg.name, colour_cast: cast.name, shadow_band: bandDesc, blur_sigma: r2(blur), noise: r2(noise), jpeg_quality: q, paper_tint: paper };
  console.log(id, JSON.stringify({ W, H, f: all[id].page_height_fraction, rot: all[id].rotation_deg, bg: bg.name, band: !!bandDesc, q }));
  fs.writeFileSync(paramsPath, JSON.stringify(all, null, 1));
}
fs.rmSync(tmp, { recursive: true, force: true });
