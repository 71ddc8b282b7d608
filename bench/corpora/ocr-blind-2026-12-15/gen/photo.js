// Simulated phone photos of the printed pages (ImageMagick 6 `convert`). Sequential. Usage: node photo.js [id ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, '_tmp');
fs.mkdirSync(TMP, { recursive: true });

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const im = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });

// Per-document scene plan (background, effects). Everything else is drawn from the seeded generator.
const PLAN = {
  '01': { bg: 'wood', shadow: true },
  '02': { bg: 'laminate', glare: true },
  '03': { bg: 'granite', thumb: 'left' },
  '04': { bg: 'carseat', angle: true, defocus: 'tr' },
  '05': { bg: 'wood-dark', shadow: true },
  '06': { bg: 'bedspread', angle: true },
  '07': { bg: 'carpet', thumb: 'right', defocus: 'bl' },
  '08': { bg: 'laminate', shadow: true, glare: true },
  '09': { bg: 'tablecloth' },
  '10': { bg: 'wood', defocus: 'br', thumb: 'left' },
  '11': { bg: 'carseat', angle: true, shadow: true },
  '12': { bg: 'granite', glare: true },
  '13': { bg: 'wood-dark', thumb: 'right' },
  '14': { bg: 'bedspread', angle: true, glare: true },
  '15': { bg: 'carpet', shadow: true, defocus: 'tl' },
  '16': { bg: 'laminate' },
  '17': { bg: 'wood', glare: true, defocus: 'tr' },
  '18': { bg: 'tablecloth', shadow: true, thumb: 'left' },
  '19': { bg: 'carseat', angle: true },
  '20': { bg: 'granite', shadow: true },
  '21': { bg: 'wood-dark', defocus: 'bl', glare: true },
  '22': { bg: 'bedspread', angle: true, shadow: true },
  '23': { bg: 'laminate', thumb: 'right' },
  '24': { bg: 'wood', shadow: true },
  '25': { bg: 'carpet', glare: true },
  '26': { bg: 'tablecloth', defocus: 'tr', thumb: 'left' },
  '27': { bg: 'granite', shadow: true },
  '28': { bg: 'bedspread', angle: true, defocus: 'br' },
  '29': { bg: 'wood-dark', glare: true, thumb: 'right' },
  '30': { bg: 'carseat', angle: true, shadow: true },
};
const CASTS = [['warm incandescent', '#fff0dc'], ['cool daylight', '#eef3ff'], ['greenish fluorescent', '#f3faea'], ['warm pink', '#fff0ec'], ['neutral-warm', '#fff7ee'], ['cool shade', '#ebf1f8']];

function background(kind, W, H, r, f) {
  const s = String(Math.floor(r() * 1e6));
  switch (kind) {
    case 'wood': case 'wood-dark': {
      const [c1, c2] = kind === 'wood' ? ['#6b4423', '#b98553'] : ['#2e1c10', '#6a4428'];
      const horiz = r() < 0.5;
      im(['-seed', s, '-size', `${Math.round(W / 14)}x${H}`, 'xc:', '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x1.2', '-resize', `${W}x${H}!`,
        '(', '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x12', ')', '-compose', 'Overlay', '-composite',
        '-auto-level', '-sigmoidal-contrast', '3x50%', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', `${c1},${c2}`, ...(horiz ? ['-rotate', '90', '-resize', `${W}x${H}!`] : []),
        '-attenuate', '0.3', '+noise', 'Gaussian', f]);
      break;
    }
    case 'laminate':
      im(['-seed', s, '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x20', '-auto-level', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', '#b9b3a8,#d9d4ca',
        '-attenuate', '0.5', '+noise', 'Gaussian', '-blur', '0x0.6', f]);
      break;
    case 'granite':
      im(['-seed', s, '-size', `${W}x${H}`, 'xc:gray50', '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x1.4', '-auto-level', '-sigmoidal-contrast', '8x55%',
        '(', '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x30', ')', '-compose', 'Multiply', '-composite', '-auto-level',
        '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', '#161514,#8c8377', f]);
      break;
    case 'carpet':
      im(['-seed', s, '-size', `${W}x${H}`, 'xc:gray50', '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x0.9', '-auto-level',
        '(', '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x25', ')', '-compose', 'Overlay', '-composite', '-auto-level',
        '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', '#3b4452,#8d96a3', f]);
      break;
    case 'tablecloth': {
      const tile = path.join(TMP, 'weave.png');
      im(['-size', '6x6', 'xc:#efe9dc', '-fill', '#dcd3c0', '-draw', 'line 0,0 5,0', '-draw', 'line 0,3 5,3', '-fill', '#e4dccb', '-draw', 'line 0,0 0,5', tile]);
      im(['-seed', s, '-size', `${W}x${H}`, `tile:${tile}`, '(', '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x30', '-auto-level', '-level', '-160%,100%', ')',
        '-compose', 'Multiply', '-composite', '-blur', '0x0.5', f]);
      break;
    }
    case 'carseat': {
      const tile = path.join(TMP, 'perf.png');
      im(['-size', '16x16', 'xc:#3a3c40', '-fill', '#101114', '-draw', 'circle 8,8 8,10.5', tile]);
      const seam = Math.round(W * (0.3 + 0.4 * r()));
      im(['-seed', s, '-size', `${W}x${H}`, `tile:${tile}`, '-blur', '0x0.7',
        '(', '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x40', '-auto-level', '-level', '-80%,130%', ')', '-compose', 'Multiply', '-composite',
        '-stroke', '#1a1b1e', '-strokewidth', '10', '-draw', `line ${seam},0 ${seam + Math.round(W * 0.05)},${H}`,
        '-stroke', '#55575c', '-strokewidth', '3', '-draw', `line ${seam + 9},0 ${seam + 9 + Math.round(W * 0.05)},${H}`,
        '-rotate', String((r() - 0.5) * 10), '+repage', '-gravity', 'center', '-crop', `${Math.round(W * 0.9)}x${Math.round(H * 0.9)}+0+0`, '+repage', '-resize', `${W}x${H}!`, '-attenuate', '0.4', '+noise', 'Gaussian', f]);
      break;
    }
    case 'bedspread': {
      const pal = [['#6d2f43', '#d8c4a0'], ['#2f4f6d', '#d9d2bf'], ['#4d6b3a', '#e0d6b8']][Math.floor(r() * 3)];
      const sq = Math.round(W / (9 + r() * 5) / 8);
      im(['-seed', s, '-size', `${Math.round(2.2 * W / sq)}x${Math.round(2.2 * H / sq)}`, 'pattern:checkerboard', '-scale', `${sq * 100}%`, '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', pal.join(','),
        '-rotate', String(20 + r() * 30), '+repage', '-gravity', 'center', '-crop', `${Math.round(1.4 * W)}x${Math.round(1.4 * H)}+0+0`, '+repage',
        '-background', pal[0], '-wave', `${Math.round(18 + r() * 14)}x${Math.round(W * 0.7)}`, '+repage', '-gravity', 'center', '-crop', `${W}x${H}+0+0`, '+repage',
        '(', '-size', `${W}x${H}`, 'plasma:fractal', '-colorspace', 'Gray', '-blur', '0x35', '-auto-level', '-level', '-70%,115%', ')', '-compose', 'Multiply', '-composite',
        '-attenuate', '0.6', '+noise', 'Gaussian', '-blur', '0x0.8', f]);
      break;
    }
  }
}

function quad(W, H, r, angle) {
  // returns destination corners TL, TR, BR, BL and parameters
  const sgn = r() < 0.5 ? -1 : 1;
  let rot = sgn * (0.5 + r() * 4.5);
  const kt = angle ? 0.80 + r() * 0.08 : 0.90 + r() * 0.09;     // top edge width relative to bottom
  const ks = angle ? 0.90 + r() * 0.06 : 0.97 + r() * 0.03;     // one side edge shorter (sideways tilt)
  const side = r() < 0.5 ? 'left' : 'right';
  let f = 0.75 + r() * 0.18;
  const build = (f, rot) => {
    const h = 1, w = 1700 / 2200;
    // trapezoid centred at the origin, unit height
    let pts = [[-w / 2 * kt, -h / 2], [w / 2 * kt, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
    pts = pts.map(([x, y], i) => {
      const onShort = (side === 'left' && (i === 0 || i === 3)) || (side === 'right' && (i === 1 || i === 2));
      return [x, onShort ? y * ks : y];
    });
    const a = rot * Math.PI / 180;
    pts = pts.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)]);
    const ys = pts.map(p => p[1]), xs = pts.map(p => p[0]);
    const bh = Math.max(...ys) - Math.min(...ys), bw = Math.max(...xs) - Math.min(...xs);
    const s = f * H / bh;
    return { pts: pts.map(([x, y]) => [x * s, y * s]), bw: bw * s, bh: bh * s };
  };
  let q = build(f, rot);
  while (q.bw > 0.965 * W && f > 0.75) { f -= 0.005; q = build(f, rot); }
  while (q.bw > 0.965 * W) { rot *= 0.85; q = build(f, rot); }
  const xs = q.pts.map(p => p[0]), ys = q.pts.map(p => p[1]);
  const minx = Math.min(...xs), maxx = Math.max(...xs), miny = Math.min(...ys), maxy = Math.max(...ys);
  const slackX = W - q.bw, slackY = H - q.bh;
  const cx = -minx + slackX * (0.3 + 0.4 * r()), cy = -miny + slackY * (0.3 + 0.4 * r());
  const pts = q.pts.map(([x, y]) => [x + cx, y + cy]);
  return { pts, rot, kt, ks, side, fill: q.bh / H, bboxW: q.bw / W };
}

function photo(id) {
  const r = rng(0x5eed + parseInt(id, 10) * 7919);
  const plan = PLAN[id];
  const small = parseInt(id, 10) % 3 === 0;
  const W = small ? 1180 + Math.round(r() * 40) : 1560 + Math.round(r() * 80);
  const H = Math.round(W * 4 / 3);
  const d = path.join(TMP, id); fs.mkdirSync(d, { recursive: true });
  const P = n => path.join(d, n);
  const src = path.join(OUT, `${id}-clean.png`);
  const q = quad(W, H, r, !!plan.angle);
  const params = { W, H, background: plan.bg, rotation_deg: +q.rot.toFixed(2), keystone_top: +q.kt.toFixed(3), keystone_side: +q.ks.toFixed(3), short_side: q.side, page_height_fill: +q.fill.toFixed(3) };

  background(plan.bg, W, H, r, P('bg.png'));

  // printed paper: toner not pure black, paper off-white; optional gentle curl for soft surfaces
  const paper = ['#1d1d24', ['#f6f3ea', '#f3f3f0', '#f7f1e6', '#eef0ee'][Math.floor(r() * 4)]];
  const curl = plan.angle ? Math.round(6 + r() * 10) : (r() < 0.3 ? Math.round(2 + r() * 4) : 0);
  params.paper_curl_px = curl;
  const cp = ['0,0', `${q.pts[0][0].toFixed(1)},${q.pts[0][1].toFixed(1)}`, '1700,0', `${q.pts[1][0].toFixed(1)},${q.pts[1][1].toFixed(1)}`,
    '1700,2200', `${q.pts[2][0].toFixed(1)},${q.pts[2][1].toFixed(1)}`, '0,2200', `${q.pts[3][0].toFixed(1)},${q.pts[3][1].toFixed(1)}`].join(' ');
  const cpFix = cp.replace(/^0,0 /, '0,0 ');
  im([src, '-alpha', 'set', '-colorspace', 'sRGB', '-type', 'TrueColor', '+level-colors', paper.join(','), '-background', 'none',
    ...(curl ? ['-wave', `${curl}x${Math.round(4000 + r() * 2500)}`, '-crop', '1700x2200+0+' + curl, '+repage'] : []),
    '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-filter', 'Lanczos', '-distort', 'Perspective', cpFix, P('page.png')]);

  // shadow of the sheet on the surface, then composite the sheet
  const sx = Math.round(4 + r() * 10), sy = Math.round(6 + r() * 12);
  im([P('bg.png'), '(', P('page.png'), '-alpha', 'extract', '-blur', '0x14', '-roll', `+${sx}+${sy}`, '-evaluate', 'multiply', '0.55', '-negate', ')',
    '-compose', 'Multiply', '-composite', P('page.png'), '-compose', 'Over', '-composite', P('s1.png')]);

  // uneven light: off-centre radial falloff plus a linear ramp
  const lo = Math.round(52 + r() * 26);
  const gx = Math.round(W * (0.2 + 0.6 * r())), gy = Math.round(H * (0.15 + 0.5 * r()));
  const R = Math.round(Math.max(W, H) * (1.3 + r() * 0.6));
  const ramp = ['north', 'south', 'east', 'west'][Math.floor(r() * 4)];
  params.light = { falloff_min_pct: lo, center: [gx, gy], ramp };
  im([P('s1.png'), '(', '-size', `${2 * R}x${2 * R}`, `radial-gradient:white-gray${lo}`, '-crop', `${W}x${H}+${R - gx}+${R - gy}`, '+repage', ')', '-compose', 'Multiply', '-composite',
    '(', '-size', `${H}x${H}`, `gradient:white-gray${Math.round(80 + r() * 15)}`, '-rotate', { north: '0', south: '180', east: '90', west: '270' }[ramp], '-resize', `${W}x${H}!`, ')', '-compose', 'Multiply', '-composite', P('s2.png')]);
  let cur = P('s2.png');

  if (plan.shadow) { // hand / phone shadow band
    const dark = Math.round(55 + r() * 20);
    const edge = Math.floor(r() * 4);
    const t = r();
    let poly;
    if (edge === 0) poly = `${W * t},0 ${W * t + W * 0.45},0 ${W * t + W * 0.25},${H * 0.45} ${W * t - W * 0.15},${H * 0.38}`;
    else if (edge === 1) poly = `${W},${H * t} ${W},${H * t + H * 0.3} ${W * 0.55},${H * t + H * 0.22} ${W * 0.6},${H * t - H * 0.02}`;
    else if (edge === 2) poly = `${W * t},${H} ${W * t + W * 0.5},${H} ${W * t + W * 0.3},${H * 0.62} ${W * t - W * 0.1},${H * 0.7}`;
    else poly = `0,${H * t} 0,${H * t + H * 0.35} ${W * 0.42},${H * t + H * 0.25} ${W * 0.38},${H * t}`;
    params.shadow_band = { darkness_pct: dark, from_edge: ['top', 'right', 'bottom', 'left'][edge] };
    im([cur, '(', '-size', `${W}x${H}`, 'xc:white', '-fill', `gray${dark}`, '-draw', `polygon ${poly}`, '-blur', `0x${Math.round(W * 0.035)}`, ')', '-compose', 'Multiply', '-composite', P('s3.png')]);
    cur = P('s3.png');
  }
  if (plan.glare) {
    const gcx = Math.round(W * (0.25 + 0.5 * r())), gcy = Math.round(H * (0.2 + 0.6 * r()));
    const rx = Math.round(W * (0.06 + 0.06 * r())), ry = Math.round(rx * (0.6 + 0.5 * r()));
    const k = (0.55 + r() * 0.3).toFixed(2);
    params.glare = { center: [gcx, gcy], rx, ry, strength: +k };
    im([cur, '(', '-size', `${W}x${H}`, 'xc:black', '-fill', 'white', '-draw', `ellipse ${gcx},${gcy} ${rx},${ry} 0,360`, '-blur', `0x${Math.round(rx * 0.55)}`, '-evaluate', 'multiply', k, ')', '-compose', 'Screen', '-composite', P('s4.png')]);
    cur = P('s4.png');
  }
  if (plan.thumb) {
    // a thumb resting on the left/right page margin, the hand coming in from outside the frame
    const [a, b] = plan.thumb === 'left' ? [q.pts[3], q.pts[0]] : [q.pts[1], q.pts[2]];
    const t = 0.35 + r() * 0.35;
    const ex = a[0] + (b[0] - a[0]) * t, ey = a[1] + (b[1] - a[1]) * t;
    let nx = -(b[1] - a[1]), ny = b[0] - a[0]; const nl = Math.hypot(nx, ny); nx /= nl; ny /= nl; // inward normal
    const pageW = Math.hypot(q.pts[1][0] - q.pts[0][0], q.pts[1][1] - q.pts[0][1]);
    const hw = pageW * 0.046;                               // half width of the thumb
    const intr = Math.round(pageW * (0.035 + r() * 0.018)); // how far the tip reaches into the sheet
    const ang = Math.atan2(ny, nx) + (r() - 0.5) * 0.5;     // thumb axis, pointing inward
    const dx = Math.cos(ang), dy = Math.sin(ang);
    const tipX = ex + nx * intr, tipY = ey + ny * intr;
    const L = pageW * 0.55;
    const p1 = [tipX - dx * hw, tipY - dy * hw], p2 = [tipX - dx * L, tipY - dy * L];
    const palm = [tipX - dx * (L + hw * 2.5), tipY - dy * (L + hw * 2.5)];
    const skin = [['#c68e72', '#dcab91'], ['#a8704f', '#c18a68'], ['#e0b39a', '#efcab5'], ['#7d4f36', '#96654a']][Math.floor(r() * 4)];
    params.thumb = { side: plan.thumb, intrusion_px: intr, skin: skin[0] };
    const f = n => n.toFixed(0);
    const nail = [tipX - dx * hw * 0.9, tipY - dy * hw * 0.9];
    const deg = (ang * 180 / Math.PI).toFixed(1);
    im([cur,
      '(', '-size', `${W}x${H}`, 'xc:white', '-stroke', 'gray40', '-strokewidth', f(hw * 2.2), '-draw', `stroke-linecap round line ${f(p1[0] + 8)},${f(p1[1] + 12)} ${f(p2[0] + 8)},${f(p2[1] + 12)}`, '-blur', '0x16', ')', '-compose', 'Multiply', '-composite',
      '(', '-size', `${W}x${H}`, 'xc:none', '-stroke', skin[0], '-strokewidth', f(hw * 2), '-draw', `stroke-linecap round line ${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])}`,
      '-stroke', 'none', '-fill', skin[0], '-draw', `translate ${f(palm[0])},${f(palm[1])} rotate ${deg} ellipse 0,0 ${f(hw * 3.2)},${f(hw * 3.8)} 0,360`,
      '-stroke', skin[1], '-strokewidth', f(hw * 0.8), '-draw', `stroke-linecap round line ${f(p1[0] - dx * hw * 0.6 - dy * hw * 0.25)},${f(p1[1] - dy * hw * 0.6 + dx * hw * 0.25)} ${f(p2[0])},${f(p2[1])}`,
      '-stroke', 'none', '-fill', 'rgba(246,222,210,0.75)', '-draw', `translate ${f(nail[0])},${f(nail[1])} rotate ${deg} roundrectangle ${f(-hw * 0.55)},${f(-hw * 0.5)} ${f(hw * 0.55)},${f(hw * 0.5)} ${f(hw * 0.35)},${f(hw * 0.35)}`,
      '-blur', '0x2.5', ')', '-compose', 'Over', '-composite', P('s5.png')]);
    cur = P('s5.png');
  }
  if (plan.defocus) {
    const Rr = Math.round(Math.min(W, H) * (0.55 + r() * 0.25));
    const flips = { tl: [], tr: ['-flop'], bl: ['-flip'], br: ['-flip', '-flop'] }[plan.defocus];
    const sig = (2.2 + r() * 1.8).toFixed(1);
    params.defocus_corner = { corner: plan.defocus, radius_px: Rr, sigma: +sig };
    im([cur, '(', '+clone', '-blur', `0x${sig}`, ')',
      '(', '-size', `${2 * Rr}x${2 * Rr}`, 'radial-gradient:white-black', '-crop', `${Rr}x${Rr}+${Rr}+${Rr}`, '+repage', '-background', 'black', '-gravity', 'northwest', '-extent', `${W}x${H}`, ...flips, '-level', '0%,60%', ')',
      '-compose', 'Over', '-composite', P('s6.png')]);
    cur = P('s6.png');
  }
  // camera: slight blur (sometimes a little shake), colour cast, sensor noise, JPEG
  const blur = (0.45 + r() * 0.65).toFixed(2);
  const shake = r() < 0.3 ? `0x${(1 + r() * 1.2).toFixed(1)}+${Math.round(r() * 180)}` : null;
  const cast = CASTS[Math.floor(r() * CASTS.length)];
  const noise = (0.25 + r() * 0.35).toFixed(2);
  const quality = 55 + Math.round(r() * 30);
  Object.assign(params, { blur_sigma: +blur, motion_blur: shake, colour_cast: cast[0] + ' ' + cast[1], noise_attenuate: +noise, jpeg_quality: quality });
  im([cur, '-blur', `0x${blur}`, ...(shake ? ['-motion-blur', shake] : []),
    '(', '+clone', '-fill', cast[1], '-colorize', '100', ')', '-compose', 'Multiply', '-composite',
    '-modulate', `${(98 + r() * 8).toFixed(0)},${(88 + r() * 18).toFixed(0)}`,
    '-attenuate', noise, '+noise', 'Gaussian',
    '-sampling-factor', '2x2', '-quality', String(quality), '-strip', '-interlace', 'none', path.join(OUT, `${id}-photo.jpg`)]);
  fs.rmSync(d, { recursive: true, force: true });
  return params;
}

if (process.env.BGTEST) { const r = rng(7); for (const k of ['wood','wood-dark','laminate','granite','carpet','tablecloth','carseat','bedspread']) background(k, 400, 533, r, path.join(TMP, 'bg-' + k + '.png')); process.exit(0); }
const ids = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PLAN);
const pp = path.join(__dirname, 'photo-params.json');
const all = fs.existsSync(pp) ? JSON.parse(fs.readFileSync(pp, 'utf8')) : {};
for (const id of ids) {
  const t0 = Date.now();
  all[id] = photo(id);
  console.log(id, JSON.stringify(all[id]), ((Date.now() - t0) / 1000).toFixed(1) + 's');
  fs.writeFileSync(pp, JSON.stringify(all, null, 1));
}
