// Simulated phone photos of the printed pages, made with ImageMagick 6 `convert` only.
// For NN-clean.png -> NN-photo.jpg: paper tint and ink lift, perspective/keystone + rotation
// (0.5-5 deg), desk/table background, soft drop shadow, uneven light falloff, optional hand/phone
// shadow band, colour cast, slight blur, noise, JPEG quality 55-85. Every third photo ~1200 px
// wide, the others ~1600 px. The page quad is computed here so that the page is fully inside the
// frame and its vertical extent is 75-93 % of the frame height; parameters -> out/photo-params.json.
// Usage: node photo.js [NN ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'out', 'tmp');
fs.mkdirSync(TMP, { recursive: true });

function rng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const PW = 1700, PH = 2200;
const BGS = ['oak', 'walnut', 'gray-laminate', 'white-desk', 'dark-desk', 'granite', 'blue-cloth', 'beige-formica', 'pine'];
const CASTS = {
  warm: [1.03, 1.0, 0.93], tungsten: [1.05, 0.99, 0.9], cool: [0.96, 0.99, 1.035], fluorescent: [0.975, 1.02, 0.975],
  magenta: [1.02, 0.975, 1.015], neutral: [1.0, 1.0, 0.99], daylight: [0.99, 1.0, 1.015],
};

function quad(p) { // page corners (TL, TR, BR, BL) in frame coordinates
  const hw = PW * p.s / 2, hh = PH * p.s / 2;
  const loc = [[-hw * p.kTop, -hh * p.kL], [hw * p.kTop, -hh * p.kR], [hw * p.kBot, hh * p.kR], [-hw * p.kBot, hh * p.kL]];
  const t = p.theta * Math.PI / 180, c = Math.cos(t), s = Math.sin(t);
  return loc.map(([x, y], i) => [p.cx + x * c - y * s + p.jit[i][0], p.cy + x * s + y * c + p.jit[i][1]]);
}
const bbox = q => { const xs = q.map(v => v[0]), ys = q.map(v => v[1]); return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }; };

function plan(n) {
  const r = rng(9091 + n * 7919);
  const U = (a, b) => a + (b - a) * r();
  const pick = arr => arr[Math.floor(r() * arr.length)];
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600;
  const aspect = (n % 7 === 2) ? 1.5 : 4 / 3;
  const H = Math.round(W * aspect);
  const margin = Math.round(W * 0.015);
  let theta = (r() < 0.5 ? -1 : 1) * U(0.5, 5);
  const topNarrow = r() < 0.75;
  const k = U(0.9, 0.99);
  const p = { W, H, theta, kTop: topNarrow ? k : 1, kBot: topNarrow ? 1 : k, kL: U(0.97, 1), kR: U(0.97, 1),
    jit: Array.from({ length: 4 }, () => [U(-1, 1) * W * 0.004, U(-1, 1) * W * 0.004]), cx: W / 2, cy: H / 2, s: 1 };
  let fill = U(0.77, 0.92);
  for (let iter = 0; iter < 400; iter++) {
    p.s = 1; let b = bbox(quad(p));
    p.s = fill * H / (b.y1 - b.y0); b = bbox(quad(p));
    if (b.x1 - b.x0 <= W - 2 * margin - 4) break;
    fill -= 0.005;
    if (fill < 0.765) { fill = U(0.8, 0.9); p.theta *= 0.85; if (Math.abs(p.theta) < 0.5) p.theta = Math.sign(p.theta) * 0.5; }
  }
  // position: random within the slack
  let b = bbox(quad(p));
  const lo = [margin + 3 - b.x0, margin + 3 - b.y0], hi = [W - margin - 3 - b.x1, H - margin - 3 - b.y1];
  const mix = (l, h) => { const m = (l + h) / 2, half = Math.max(0, (h - l) / 2); return m + U(-1, 1) * half * 0.85; };
  p.cx += mix(lo[0], hi[0]); p.cy += mix(lo[1], hi[1]);
  const q = quad(p); b = bbox(q);
  const vfill = (b.y1 - b.y0) / H;
  if (b.x0 < margin || b.y0 < margin || b.x1 > W - margin || b.y1 > H - margin || vfill < 0.75 || vfill > 0.93)
    throw new Error(`photo ${n}: bad geometry ${JSON.stringify({ b, vfill })}`);
  const castName = pick(Object.keys(CASTS));
  return {
    n, W, H, theta: +p.theta.toFixed(2), keystone: { top: +p.kTop.toFixed(3), bottom: +p.kBot.toFixed(3), left: +p.kL.toFixed(3), right: +p.kR.toFixed(3) },
    quad: q.map(([x, y]) => [+x.toFixed(1), +y.toFixed(1)]), pageHeightFill: +vfill.toFixed(3), pageWidthFill: +((b.x1 - b.x0) / W).toFixed(3),
    background: BGS[(n * 5 + Math.floor(r() * 3)) % BGS.length],
    paper: pick(['#f7f4ec', '#f4f1ea', '#f9f7f1', '#f2efe6', '#f6f3ef']),
    falloff: { cx: +U(0.15, 0.85).toFixed(2), cy: +U(0.1, 0.7).toFixed(2), edge: Math.round(U(58, 82)) },
    hand: (n % 3 === 1 || r() < 0.15) ? { side: pick(['left', 'right', 'bottom', 'top-right']), width: +U(0.16, 0.32).toFixed(2), dark: Math.round(U(58, 76)), tilt: +U(-0.25, 0.25).toFixed(2) } : null,
    cast: castName, castMul: CASTS[castName],
    blur: +(small ? U(0.35, 0.8) : U(0.5, 1.25)).toFixed(2),
    motion: r() < 0.2 ? { len: +U(1.5, 3).toFixed(1), angle: Math.round(U(0, 180)) } : null,
    noise: +U(0.25, 0.6).toFixed(2),
    quality: Math.round(U(55, 85)),
    seed: 1000 + n,
  };
}

function run(args) { execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 26 }); }

function background(P, out) {
  const { W, H, seed } = P;
  const S = ['-seed', String(seed)];
  const lowfreq = ['(', '-size', `${Math.round(W / 8)}x${Math.round(H / 8)}`, 'xc:', ...S, '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x6', '-auto-level', '-resize', `${W}x${H}!`, ')',
    '-compose', 'SoftLight', '-composite'];
  const grain = (w, h, dark, light, blur) => ['-size', `${w}x${h}`, 'xc:', ...S, '+noise', 'Random', '-colorspace', 'Gray', '-blur', `0x${blur}`,
    '-resize', `${W}x${H}!`, '-auto-level', '-sigmoidal-contrast', '4x50%', '+level-colors', `${dark},${light}`];
  let a;
  switch (P.background) {
    case 'oak': a = [...grain(W, Math.round(H / 14), '#6e4a2a', '#b9895a', 0.7), ...lowfreq]; break;
    case 'walnut': a = [...grain(W, Math.round(H / 18), '#3b2417', '#7a5236', 0.7), ...lowfreq]; break;
    case 'pine': a = [...grain(Math.round(W / 16), H, '#a47a4a', '#dcb886', 0.7), ...lowfreq]; break;
    case 'gray-laminate': a = [...grain(W, Math.round(H / 40), '#8e8c87', '#a19f99', 0.9), ...lowfreq]; break;
    case 'beige-formica': a = ['-size', `${W}x${H}`, 'xc:#cbbf9f', ...S, '-attenuate', '0.7', '+noise', 'Gaussian', '-blur', '0x0.8', ...lowfreq]; break;
    case 'white-desk': a = ['-size', `${W}x${H}`, 'xc:#dcdad4', ...S, '-attenuate', '0.35', '+noise', 'Gaussian', '-blur', '0x1.2', ...lowfreq]; break;
    case 'dark-desk': a = ['-size', `${W}x${H}`, 'xc:#303236', ...S, '-attenuate', '0.6', '+noise', 'Gaussian', '-blur', '0x1', ...lowfreq]; break;
    case 'granite': a = ['-size', `${W}x${H}`, 'xc:#6f6a66', ...S, '-attenuate', '3', '+noise', 'Gaussian', '-blur', '0x0.6', '-colorspace', 'Gray', '-colorspace', 'sRGB',
      '-fill', '#6a5f58', '-tint', '60', ...lowfreq]; break;
    case 'blue-cloth': a = ['-size', `${W}x${H}`, 'pattern:crosshatch', '-negate', '-blur', '0x0.6', '+level-colors', '#2d4a6e,#4f6f96', ...S, '-attenuate', '0.5', '+noise', 'Gaussian', ...lowfreq]; break;
    default: throw new Error(P.background);
  }
  run([...a, '-alpha', 'off', out]);
}

function handBand(P) {
  const { W, H, hand } = P;
  const bw = hand.width * W;
  let pts;
  if (hand.side === 'left') pts = [[-50, H * (0.35 + hand.tilt)], [bw * 1.4, H * 0.45], [bw * 1.1, H + 50], [-50, H + 50]];
  else if (hand.side === 'right') pts = [[W + 50, H * (0.3 + hand.tilt)], [W - bw * 1.3, H * 0.42], [W - bw, H + 50], [W + 50, H + 50]];
  else if (hand.side === 'bottom') pts = [[W * (0.2 + hand.tilt), H + 50], [W * 0.3, H - bw * 1.2], [W * 0.75, H - bw], [W * (0.85 + hand.tilt), H + 50]];
  else pts = [[W + 50, -50], [W - bw * 1.6, -50], [W - bw * 0.4, H * 0.45], [W + 50, H * 0.55]];
  const poly = pts.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
  return ['(', '-size', `${W}x${H}`, 'xc:white', '-fill', `gray(${hand.dark}%)`, '-draw', `polygon ${poly}`, '-blur', `0x${Math.round(W / 30)}`, ')', '-compose', 'Multiply', '-composite'];
}

function make(n) {
  const id = String(n).padStart(2, '0');
  const P = plan(n);
  const { W, H } = P;
  const clean = path.join(ROOT, `${id}-clean.png`);
  const bg = path.join(TMP, `${id}-bg.png`);
  const pg = path.join(TMP, `${id}-page.png`);
  background(P, bg);
  const src = [[0, 0], [PW - 1, 0], [PW - 1, PH - 1], [0, PH - 1]];
  const pairs = src.map((s, i) => `${s[0]},${s[1]} ${P.quad[i][0]},${P.quad[i][1]}`).join('  ');
  // printed page: paper tint, ink not fully black, then perspective into the frame
  run([clean, '-alpha', 'off', '+level', '9%,100%', '(', '+clone', '-fill', P.paper, '-colorize', '100', ')', '-compose', 'Multiply', '-composite',
    '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', pairs, '+repage', pg]);
  const ox = Math.round((1 - P.falloff.cx) * W), oy = Math.round((1 - P.falloff.cy) * H);
  const args = [bg,
    '(', pg, '-alpha', 'extract', '-blur', '0x14', '-roll', `+${Math.round(W * 0.004)}+${Math.round(W * 0.007)}`, '-evaluate', 'multiply', '0.5', '-negate', ')', '-compose', 'Multiply', '-composite',
    pg, '-compose', 'Over', '-composite',
    '(', '-size', `${2 * W}x${2 * H}`, `radial-gradient:white-gray(${P.falloff.edge}%)`, '-crop', `${W}x${H}+${ox}+${oy}`, '+repage', ')', '-compose', 'Multiply', '-composite'];
  if (P.hand) args.push(...handBand(P));
  const [cr, cg, cb] = P.castMul;
  args.push('-channel', 'R', '-evaluate', 'multiply', String(cr), '-channel', 'G', '-evaluate', 'multiply', String(cg), '-channel', 'B', '-evaluate', 'multiply', String(cb), '+channel');
  if (P.motion) args.push('-motion-blur', `0x${P.motion.len}+${P.motion.angle}`);
  args.push('-blur', `0x${P.blur}`, '-seed', String(P.seed), '-attenuate', String(P.noise), '+noise', 'Gaussian',
    '-alpha', 'off', '-strip', '-sampling-factor', '2x2', '-quality', String(P.quality), path.join(ROOT, `${id}-photo.jpg`));
  run(args);
  fs.unlinkSync(bg); fs.unlinkSync(pg);
  return P;
}

const only = process.argv.slice(2).map(Number);
const ns = only.length ? only : Array.from({ length: 30 }, (_, i) => i + 1);
const paramsFile = path.join(__dirname, 'out', 'photo-params.json');
const all = fs.existsSync(paramsFile) ? JSON.parse(fs.readFileSync(paramsFile, 'utf8')) : {};
for (const n of ns) {
  const P = make(n);
  all[String(n).padStart(2, '0')] = P;
  console.log(`${String(n).padStart(2, '0')} ${P.W}x${P.H} rot=${P.theta} fill=${P.pageHeightFill} bg=${P.background} hand=${P.hand ? P.hand.side : '-'} cast=${P.cast} blur=${P.blur} q=${P.quality}`);
}
fs.writeFileSync(paramsFile, JSON.stringify(all, null, 1));
