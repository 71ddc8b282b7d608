// Simulated phone photos of the printed pages, made with ImageMagick `convert`, one image at a time.
// Deterministic: every parameter comes from a seeded PRNG per document. Writes NN-photo.jpg and photo-params.json.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const TMP = fs.mkdtempSync('/tmp/ocrphoto-');
const only = process.argv.slice(2).map(Number);

function rng(seed) { let a = seed >>> 0; return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const im = args => execFileSync('convert', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MAGICK_THREAD_LIMIT: '1' } });
const BGS = [
  { name: 'walnut desk', lo: '#3b2414', hi: '#7a4e2c', wood: true },
  { name: 'light oak table', lo: '#9a7448', hi: '#d7b98c', wood: true },
  { name: 'grey laminate desk', lo: '#5d5f63', hi: '#8e9094', wood: false },
  { name: 'dark office desk', lo: '#1c1d20', hi: '#3c3e43', wood: false },
  { name: 'white kitchen table', lo: '#a9a59d', hi: '#d3cfc6', wood: false },
  { name: 'cherry desk', lo: '#4a1e12', hi: '#8f4a2e', wood: true },
];
const CASTS = [['warm tungsten', '#ffcf8a', 9], ['cool daylight', '#a9c4ff', 7], ['green fluorescent', '#c8ffb0', 6], ['neutral', '#ffffff', 0], ['yellowish', '#fff1a0', 8]];
const params = fs.existsSync(path.join(__dirname, 'photo-params.json')) ? JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json'))) : {};

for (let id = 1; id <= 30; id++) {
  if (only.length && !only.includes(id)) continue;
  const nn = String(id).padStart(2, '0');
  const R = rng(id * 7919 + 17);
  const small = id % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  const sgn = R() < 0.5 ? -1 : 1;
  const angle = sgn * (1 + 3 * R());               // 1-4 degrees
  const k = 0.02 + 0.05 * R();                      // keystone: top edge narrower
  const skew = (R() - 0.5) * 0.03;                  // slight lateral lean
  const target = 0.80 + 0.10 * R();                 // vertical fill of frame height
  const rad = angle * Math.PI / 180;
  const quad = (ph, cx, cy) => {
    const pw = ph * 1700 / 2200;
    const pts = [[-pw / 2 * (1 - k) + skew * ph, -ph / 2 * (1 - k * 0.4)], [pw / 2 * (1 - k) + skew * ph, -ph / 2 * (1 - k * 0.4)], [pw / 2 * (1 + k * 0.25), ph / 2], [-pw / 2 * (1 + k * 0.25), ph / 2]];
    return pts.map(([x, y]) => [cx + x * Math.cos(rad) - y * Math.sin(rad), cy + x * Math.sin(rad) + y * Math.cos(rad)]);
  };
  const ext = q => { const ys = q.map(p => p[1]), xs = q.map(p => p[0]); return { h: Math.max(...ys) - Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }; };
  let ph = target * H; for (let i = 0; i < 20; i++) { const e = ext(quad(ph, 0, 0)); ph *= target * H / e.h; }
  let e0 = ext(quad(ph, 0, 0));
  while (e0.w > W - 24) { ph *= 0.99; e0 = ext(quad(ph, 0, 0)); }
  // place the page with jitter, keeping the whole page inside the frame with a 12 px margin
  const lerp = (a, b, t) => a + (b - a) * t;
  const cx = lerp(12 - e0.x0, W - 12 - e0.x1, 0.15 + 0.7 * R()), cy = lerp(12 - e0.y0, H - 12 - e0.y1, 0.15 + 0.7 * R());
  const q = quad(ph, cx, cy), e = ext(q);
  if (e.x0 < 2 || e.y0 < 2 || e.x1 > W - 2 || e.y1 > H - 2) throw new Error(nn + ' page outside frame');
  const fill = e.h / H;
  if (fill < 0.78 || fill > 0.92) throw new Error(nn + ' fill ' + fill);
  const bg = BGS[Math.floor(R() * BGS.length)];
  const cast = CASTS[Math.floor(R() * CASTS.length)];
  const hand = R() < 0.4;
  const blur = 0.5 + 0.8 * R();
  const noise = 0.25 + 0.45 * R();
  const quality = Math.round(55 + 30 * R());
  const light = { dir: R() * 2 * Math.PI, depth: 0.5 + 0.25 * R() };   // darkest corner brightness
  const seed = String(id * 101);
  const f = n => path.join(TMP, n);
  // 1. background texture
  const w2 = Math.round(W / 2), h2 = Math.round(H / 2);
  if (bg.wood) im(['-size', `${w2}x${h2}`, 'xc:gray50', '-seed', seed, '+noise', 'Random', '-channel', 'G', '-separate', '+channel', '-virtual-pixel', 'tile', '-motion-blur', `0x${30 + Math.round(R() * 30)}+${Math.round((R() - 0.5) * 10)}`, '-auto-level', '-resize', `${W}x${H}!`, '-blur', '0x1', '+level-colors', `${bg.lo},${bg.hi}`, f('bg.png')]);
  else im(['-size', `${w2}x${h2}`, '-seed', seed, 'plasma:gray50-gray60', '-colorspace', 'Gray', '-blur', '0x3', '-auto-level', '-resize', `${W}x${H}!`, '(', '+clone', '-seed', seed, '+noise', 'Gaussian', '-blur', '0x0.8', ')', '-compose', 'Overlay', '-composite', '-colorspace', 'Gray', '-auto-level', '-level', '15%,85%', '+level-colors', `${bg.lo},${bg.hi}`, f('bg.png')]);
  // 2. page warped into the frame (slightly off-white paper)
  const src = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]];
  const map = src.map((s, i) => `${s[0]},${s[1]} ${q[i][0].toFixed(1)},${q[i][1].toFixed(1)}`).join('  ');
  im([path.join(OUT, nn + '-clean.png'), '-fill', '#fbf8f0', '-colorize', '0', '-level', '0%,103%', '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none', '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', map, '+repage', f('page.png')]);
  // 3. soft drop shadow under the page, page over background
  const sx = Math.round(6 + R() * 10), sy = Math.round(8 + R() * 12);
  im([f('bg.png'), '(', f('page.png'), '-alpha', 'extract', '-resize', '25%', '-blur', '0x4', '-resize', `${W}x${H}!`, '-roll', `+${sx}+${sy}`, '-evaluate', 'multiply', '0.55', '-negate', ')', '-compose', 'Multiply', '-composite', f('page.png'), '-compose', 'Over', '-composite', f('comp.png')]);
  // 4. uneven light falloff (Shepards interpolation between a bright and a dark side) + vignette
  const bx = W / 2 + Math.cos(light.dir) * W * 0.45, by = H / 2 + Math.sin(light.dir) * H * 0.45;
  const dx = W / 2 - Math.cos(light.dir) * W * 0.55, dy = H / 2 - Math.sin(light.dir) * H * 0.55;
  const g = v => `gray(${(v * 100).toFixed(1)}%)`;
  const s8 = v => (v / 8).toFixed(0);
  const lightArgs = ['-size', `${Math.round(W / 8)}x${Math.round(H / 8)}`, 'xc:', '-sparse-color', 'Shepards', `${s8(bx)},${s8(by)} ${g(1)} ${s8(dx)},${s8(dy)} ${g(light.depth)} ${s8(W / 2)},${s8(H / 2)} ${g(0.93)}`, '-blur', '0x4', '-resize', `${W}x${H}!`];
  im([...lightArgs, f('light.png')]);
  let handDesc = null;
  const layers = [f('comp.png'), f('light.png'), '-compose', 'Multiply', '-composite'];
  if (hand) {
    // a blurred dark band entering from one edge: the shadow of the phone and the hand holding it
    const side = Math.floor(R() * 4), wBand = 0.16 + 0.14 * R(), pos = 0.2 + 0.6 * R(), dark = 0.45 + 0.2 * R();
    let poly;
    if (side === 0) poly = [[pos * W - wBand * W, -50], [pos * W + wBand * W, -50], [pos * W + wBand * W * 0.6, H * (0.35 + 0.2 * R())], [pos * W - wBand * W * 0.9, H * (0.3 + 0.2 * R())]];
    else if (side === 1) poly = [[W + 50, pos * H - wBand * H], [W + 50, pos * H + wBand * H], [W * (0.55 + 0.15 * R()), pos * H + wBand * H * 0.6], [W * (0.6 + 0.15 * R()), pos * H - wBand * H * 0.8]];
    else if (side === 2) poly = [[pos * W - wBand * W, H + 50], [pos * W + wBand * W, H + 50], [pos * W + wBand * W * 0.7, H * (0.62 + 0.15 * R())], [pos * W - wBand * W * 0.8, H * (0.68 + 0.1 * R())]];
    else poly = [[-50, pos * H - wBand * H], [-50, pos * H + wBand * H], [W * (0.35 + 0.15 * R()), pos * H + wBand * H * 0.7], [W * (0.3 + 0.15 * R()), pos * H - wBand * H * 0.7]];
    im(['-size', `${Math.round(W / 8)}x${Math.round(H / 8)}`, 'xc:white', '-fill', g(dark), '-draw', 'polygon ' + poly.map(p => p.map(v => (v / 8).toFixed(1)).join(',')).join(' '), '-blur', '0x6', '-resize', `${W}x${H}!`, f('hand.png')]);
    layers.push(f('hand.png'), '-compose', 'Multiply', '-composite');
    handDesc = { edge: ['top', 'right', 'bottom', 'left'][side], darkness: +(1 - dark).toFixed(2) };
  }
  // 5. colour cast, blur, noise, JPEG
  im([...layers, '-fill', cast[1], '-colorize', `${cast[2]}%`, '-blur', `0x${blur.toFixed(2)}`, '-seed', seed, '-attenuate', noise.toFixed(2), '+noise', 'Gaussian', '-strip', '-quality', String(quality), path.join(OUT, nn + '-photo.jpg')]);
  params[nn] = { size: `${W}x${H}`, small, rotation_deg: +angle.toFixed(2), keystone: +k.toFixed(3), lean: +skew.toFixed(3), page_height_fill: +fill.toFixed(3), page_width_fill: +(e.w / W).toFixed(3),
    corners: q.map(p => p.map(v => Math.round(v))), background: bg.name, colour_cast: cast[0], light_falloff_min: +light.depth.toFixed(2), hand_shadow: handDesc, blur_sigma: +blur.toFixed(2), noise_attenuate: +noise.toFixed(2), jpeg_quality: quality };
  console.log(nn, JSON.stringify(params[nn]));
  fs.writeFileSync(path.join(__dirname, 'photo-params.json'), JSON.stringify(params, null, 1));
}
fs.rmSync(TMP, { recursive: true, force: true });
