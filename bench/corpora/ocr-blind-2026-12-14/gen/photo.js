// Simulate a phone photo of each printed page with ImageMagick (one image at a time).
// usage: node gen/photo.js [NN ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { rng } = require('./lib');

const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });
const PW = 1700, PH = 2200;

const IM = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, MAGICK_THREAD_LIMIT: '2' } });
const f1 = x => x.toFixed(1);

// which documents get which extra effects (the rest is drawn from the seeded RNG)
const CREASE = { 5: 1, 13: 1, 19: 1, 22: 1, 27: 2, 28: 2, 29: 2, 30: 2, 9: 1 }; // value = number of folds
const CURL = [3, 8, 11, 16, 20, 24, 26, 29];
const PHONE = [2, 7, 14, 18, 23, 27];      // phone's shadow along one edge of the frame
const HAND = [1, 6, 10, 12, 17, 21, 25, 30]; // diagonal hand/arm shadow band
const BGS = ['oak', 'walnut', 'grey-laminate', 'white-desk', 'green-blotter', 'granite', 'tablecloth', 'pine'];
const CASTS = {
  warm: [1.04, 0.99, 0.86], tungsten: [1.08, 0.97, 0.78], cool: [0.93, 0.99, 1.06],
  green: [0.96, 1.03, 0.93], neutral: [1.0, 1.0, 0.98], magenta: [1.03, 0.95, 1.01],
};

function params(n) {
  const r = rng(9000 + n * 7919);
  const U = (a, b) => a + (b - a) * r();
  const W = n % 3 === 0 ? 1200 : 1600;
  const H = Math.round(W * 4 / 3);
  const p = {
    n, W, H,
    bg: BGS[(n * 5 + Math.floor(r() * 3)) % BGS.length],
    rot: (r() < 0.5 ? -1 : 1) * U(0.5, 5),
    keyTop: U(-0.025, 0.075),   // >0: top edge narrower (camera tilted toward the bottom)
    keySide: U(-0.03, 0.03),    // >0: right edge shorter
    targetFill: U(0.77, 0.91),
    jx: U(-0.03, 0.03), jy: U(-0.025, 0.025),
    light: { cx: U(-0.6, 0.6), cy: U(-0.7, 0.5), min: U(0.5, 0.8) },
    cast: Object.keys(CASTS)[Math.floor(r() * 6)],
    blur: U(0.45, 1.25), noise: U(0.18, 0.5), quality: Math.round(U(55, 85)),
    gamma: U(0.9, 1.08), sat: Math.round(U(85, 105)),
    crease: CREASE[n] || 0,
    creaseJit: U(-40, 40), creaseSlope: U(-14, 14),
    curl: CURL.includes(n) ? { corner: ['br', 'bl', 'tr', 'br', 'bl'][Math.floor(r() * 5)], s: U(150, 260), a: U(0.7, 1.3) } : null,
    phone: PHONE.includes(n) ? { edge: ['top', 'right', 'left', 'bottom'][Math.floor(r() * 4)], depth: U(0.05, 0.11), len: U(0.35, 0.6), pos: U(0.1, 0.5), dark: Math.round(U(30, 45)) } : null,
    hand: HAND.includes(n) ? { x0: U(-0.2, 0.6), ang: U(-35, 35), width: U(0.18, 0.35), dark: Math.round(U(55, 72)) } : null,
    shadowOff: [U(3, 10), U(5, 12)],
  };
  return p;
}

function corners(p) {
  // page rectangle in frame coordinates, centred at origin, then keystone, rotation, placement
  const ar = PW / PH;
  const place = (h) => {
    const w = h * ar;
    let pts = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
    pts = pts.map(([x, y], i) => {
      const top = i < 2, right = i === 1 || i === 2;
      let X = x * (top ? 1 - p.keyTop : 1 + p.keyTop * 0.25);
      let Y = y * (right ? 1 - p.keySide : 1 + p.keySide);
      return [X, Y];
    });
    const t = p.rot * Math.PI / 180, c = Math.cos(t), s = Math.sin(t);
    const cx = p.W * (0.5 + p.jx), cy = p.H * (0.5 + p.jy);
    return pts.map(([x, y]) => [cx + x * c - y * s, cy + x * s + y * c]);
  };
  const ext = pts => { const ys = pts.map(q => q[1]), xs = pts.map(q => q[0]); return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) }; };
  // scale so that vertical extent = targetFill*H, then shrink until the page fits with a margin
  let h = p.H * p.targetFill;
  let pts = place(h), e = ext(pts);
  h *= (p.targetFill * p.H) / (e.y1 - e.y0);
  const m = 0.015 * p.W;
  for (let i = 0; i < 200; i++) {
    pts = place(h); e = ext(pts);
    const fits = e.x0 >= m && e.x1 <= p.W - m && e.y0 >= m && e.y1 <= p.H - m;
    if (fits) break;
    // try recentring first, then shrink
    const dx = (e.x0 < m ? m - e.x0 : 0) - (e.x1 > p.W - m ? e.x1 - (p.W - m) : 0);
    const dy = (e.y0 < m ? m - e.y0 : 0) - (e.y1 > p.H - m ? e.y1 - (p.H - m) : 0);
    if ((dx || dy) && (e.x1 - e.x0) <= p.W - 2 * m && (e.y1 - e.y0) <= p.H - 2 * m) {
      p.jx += dx / p.W; p.jy += dy / p.H; continue;
    }
    h *= 0.99;
  }
  return { pts, fill: (e.y1 - e.y0) / p.H, ext: e };
}

function background(p, out) {
  const { W, H } = p;
  const grain = (angle, dark, light, blur) => IM(['-size', `${Math.round(W / 4)}x${Math.round(H / 4)}`, 'xc:', '-seed', String(p.n), '+noise', 'Random', '-colorspace', 'Gray',
    '-motion-blur', `0x${blur / 2}+${angle}`, '-auto-level', '-resize', `${W}x${H}!`,
    '(', '-size', `${Math.round(W / 16)}x${Math.round(H / 16)}`, 'xc:', '-seed', String(p.n + 1), '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x3', '-auto-level', '-resize', `${W}x${H}!`, ')',
    '-compose', 'Blend', '-define', 'compose:args=35', '-composite', '+level-colors', `${dark},${light}`, out]);
  switch (p.bg) {
    case 'oak': return grain(90 + (p.n % 7) - 3, '#6b4526', '#b8895a', 40);
    case 'walnut': return grain(p.n % 2 ? 0 : 90, '#35210f', '#7a5232', 45);
    case 'pine': return grain(88, '#a77a48', '#dcb988', 35);
    case 'grey-laminate': return grain(0, '#77756f', '#a29f98', 60);
    case 'white-desk': return IM(['-size', `${W}x${H}`, 'xc:#d8d5cf', '-seed', String(p.n), '-attenuate', '0.25', '+noise', 'Gaussian', '-blur', '0x1.5', out]);
    case 'green-blotter': return IM(['-size', `${W}x${H}`, 'xc:#3c5a47', '-seed', String(p.n), '-attenuate', '0.6', '+noise', 'Gaussian', '-blur', '0x1', out]);
    case 'granite': return IM(['-size', `${Math.round(W / 2)}x${Math.round(H / 2)}`, 'xc:gray50', '-seed', String(p.n), '-attenuate', '2', '+noise', 'Gaussian', '-blur', '0x0.8', '-resize', `${W}x${H}!`, '+level-colors', '#2e2e30,#b9b7b2', out]);
    case 'tablecloth': return IM(['-size', `${Math.ceil(W / 12) + 4}x${Math.ceil(H / 12) + 4}`, 'pattern:checkerboard', '-scale', '1200%', '-crop', `${W}x${H}+0+0`, '+repage', '-blur', '0x6', '+level-colors', '#8c2f2f,#e9e2d6', '-rotate', String(8 + p.n % 10), '-gravity', 'center', '-crop', `${W}x${H}+0+0`, '+repage', out]);
  }
  throw new Error('bg ' + p.bg);
}

function preparePage(p, src, out) {
  const args = [src, '-alpha', 'set'];
  if (p.crease) {
    const ys = p.crease === 2 ? [PH / 3, 2 * PH / 3] : [PH / 2];
    const mul = ['(', '-size', `${PW}x${PH}`, 'xc:white'];
    const scr = ['(', '-size', `${PW}x${PH}`, 'xc:black'];
    ys.forEach((y0, i) => {
      const y1 = y0 + p.creaseJit, y2 = y1 + p.creaseSlope;
      // faint shading of the panel below the fold, dark hairline, light ridge
      mul.push('-fill', 'gray95', '-stroke', 'none', '-draw', `polygon 0,${f1(y1)} ${PW},${f1(y2)} ${PW},${f1(y2 + 260)} 0,${f1(y1 + 260)}`);
      mul.push('-fill', 'none', '-stroke', 'gray62', '-strokewidth', '3', '-draw', `line 0,${f1(y1)} ${PW},${f1(y2)}`);
      scr.push('-fill', 'none', '-stroke', 'gray30', '-strokewidth', '5', '-draw', `line 0,${f1(y1 - 7)} ${PW},${f1(y2 - 7)}`);
    });
    mul.push('-blur', '0x3', ')', '-compose', 'Multiply', '-composite');
    scr.push('-blur', '0x4', ')', '-compose', 'Screen', '-composite');
    args.push(...mul, ...scr);
  }
  if (p.curl) {
    const { corner, s, a } = p.curl;
    const C = { br: [PW, PH], bl: [0, PH], tr: [PW, 0] }[corner];
    const ux = corner.endsWith('r') ? -1 : 1, uy = corner.startsWith('b') ? -1 : 1;
    const P1 = [C[0] + ux * s, C[1]], P2 = [C[0], C[1] + uy * s * a];
    // reflect C across the line P1-P2
    const dx = P2[0] - P1[0], dy = P2[1] - P1[1], L2 = dx * dx + dy * dy;
    const t = ((C[0] - P1[0]) * dx + (C[1] - P1[1]) * dy) / L2;
    const F = [P1[0] + t * dx, P1[1] + t * dy];
    const R = [2 * F[0] - C[0], 2 * F[1] - C[1]];
    const pt = q => `${f1(q[0])},${f1(q[1])}`;
    const Rs = [R[0] + ux * 10, R[1] + uy * 12];
    args.push('(', '+clone', '-alpha', 'extract', '-fill', 'black', '-draw', `polygon ${pt(C)} ${pt(P1)} ${pt(P2)}`, ')', '-alpha', 'off', '-compose', 'CopyOpacity', '-composite',
      '(', '-size', `${PW}x${PH}`, 'xc:none', '-fill', 'rgba(0,0,0,0.45)', '-draw', `polygon ${pt(P1)} ${pt(P2)} ${pt(Rs)}`, '-blur', '0x9', ')', '-compose', 'Over', '-composite',
      '-fill', '#e2ded5', '-stroke', '#b9b4aa', '-strokewidth', '2', '-draw', `polygon ${pt(P1)} ${pt(P2)} ${pt(R)}`,
      '-stroke', '#cdc8be', '-strokewidth', '5', '-draw', `line ${pt(P1)} ${pt(P2)}`);
  }
  args.push(out);
  IM(args);
}

function shoot(n) {
  const NN = String(n).padStart(2, '0');
  const p = params(n);
  const geo = corners(p);
  const t = f => path.join(TMP, `ph${NN}-${f}.png`);
  background(p, t('bg'));
  preparePage(p, path.join(ROOT, `${NN}-clean.png`), t('page'));
  // pre-shrink the page to ~1.15x its size in the frame (faster, same look), then warp
  const sc = Math.min(1, 1.15 * (geo.ext.y1 - geo.ext.y0) / PH);
  const sw = Math.round(PW * sc), sh = Math.round(PH * sc);
  const src = [[0, 0], [sw, 0], [sw, sh], [0, sh]];
  const map = src.map((s, i) => `${s[0]},${s[1]} ${f1(geo.pts[i][0])},${f1(geo.pts[i][1])}`).join('  ');
  IM([t('page'), '-resize', `${sw}x${sh}!`, '-virtual-pixel', 'transparent', '-define', `distort:viewport=${p.W}x${p.H}+0+0`, '-distort', 'Perspective', map, t('warp')]);
  const { W, H } = p;
  const k = W / 1600;
  // light falloff: off-centre radial gradient
  const lx = Math.round(W / 2 + p.light.cx * W / 2), ly = Math.round(H / 2 + p.light.cy * H / 2);
  const lightArgs = ['(', '-size', `${W}x${H}`, `radial-gradient:white-gray${Math.round(p.light.min * 100)}`, '-crop', `${Math.round(W / 2)}x${Math.round(H / 2)}+${Math.round((W - lx) / 2)}+${Math.round((H - ly) / 2)}`, '+repage', '-resize', `${W}x${H}!`, ')', '-compose', 'Multiply', '-composite'];
  const extra = [];
  if (p.hand) {
    const x0 = p.hand.x0 * W, w = p.hand.width * W, dx = Math.tan(p.hand.ang * Math.PI / 180) * H;
    extra.push('(', '-size', `${W}x${H}`, 'xc:white', '-fill', `gray${p.hand.dark}`, '-draw', `polygon ${f1(x0)},-50 ${f1(x0 + w)},-50 ${f1(x0 + w + dx)},${H + 50} ${f1(x0 + dx)},${H + 50}`, '-blur', `0x${Math.round(45 * k)}`, ')', '-compose', 'Multiply', '-composite');
  }
  if (p.phone) {
    const d = p.phone.depth, len = p.phone.len, pos = p.phone.pos;
    let r;
    if (p.phone.edge === 'top') r = [pos * W, -0.1 * H, (pos + len) * W, d * H];
    if (p.phone.edge === 'bottom') r = [pos * W, (1 - d) * H, (pos + len) * W, 1.1 * H];
    if (p.phone.edge === 'left') r = [-0.1 * W, pos * H, d * W, (pos + len) * H];
    if (p.phone.edge === 'right') r = [(1 - d) * W, pos * H, 1.1 * W, (pos + len) * H];
    extra.push('(', '-size', `${W}x${H}`, 'xc:white', '-fill', `gray${p.phone.dark}`, '-draw', `roundrectangle ${r.map(f1).join(',')} ${Math.round(60 * k)},${Math.round(60 * k)}`, '-blur', `0x${Math.round(22 * k)}`, ')', '-compose', 'Multiply', '-composite');
  }
  const [cr, cg, cb] = CASTS[p.cast];
  IM([t('bg'),
    '(', t('warp'), '-alpha', 'extract', '-blur', `0x${Math.round(10 * k)}`, '-negate', '+level', '50%,100%', ')', '-geometry', `+${Math.round(p.shadowOff[0] * k)}+${Math.round(p.shadowOff[1] * k)}`, '-compose', 'Multiply', '-composite',
    t('warp'), '-compose', 'Over', '-composite',
    ...lightArgs, ...extra,
    '-alpha', 'off',
    '-channel', 'R', '-evaluate', 'multiply', String(cr), '-channel', 'G', '-evaluate', 'multiply', String(cg), '-channel', 'B', '-evaluate', 'multiply', String(cb), '+channel',
    '-gamma', p.gamma.toFixed(3), '-modulate', `100,${p.sat},100`,
    '-blur', `0x${p.blur.toFixed(2)}`,
    '-seed', String(n), '-attenuate', p.noise.toFixed(2), '+noise', 'Gaussian',
    '-sampling-factor', '2x2', '-quality', String(p.quality), '-strip', path.join(ROOT, `${NN}-photo.jpg`)]);
  for (const f of ['bg', 'page', 'warp']) fs.unlinkSync(t(f));
  return { ...p, corners: geo.pts.map(q => q.map(v => Math.round(v))), pageFillHeight: +geo.fill.toFixed(3) };
}

const want = process.argv.slice(2).map(Number);
const list = want.length ? want : Array.from({ length: 30 }, (_, i) => i + 1);
const metaPath = path.join(__dirname, 'photo_params.json');
const meta = fs.existsSync(metaPath) ? JSON.parse(fs.readFileSync(metaPath, 'utf8')) : {};
for (const n of list) {
  const t0 = Date.now();
  const m = shoot(n);
  meta[String(n).padStart(2, '0')] = m;
  fs.writeFileSync(metaPath, JSON.stringify(meta, null, 1));
  console.log(`${String(n).padStart(2, '0')} ${m.W}x${m.H} bg=${m.bg} rot=${m.rot.toFixed(2)} fill=${m.pageFillHeight} q=${m.quality} cast=${m.cast}${m.crease ? ' crease' + m.crease : ''}${m.curl ? ' curl-' + m.curl.corner : ''}${m.phone ? ' phone-' + m.phone.edge : ''}${m.hand ? ' hand' : ''} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
fs.writeFileSync(metaPath, JSON.stringify(meta, null, 1));
