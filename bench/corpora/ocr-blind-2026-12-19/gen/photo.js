// Simulated phone photos of the printed pages, made with ImageMagick `convert`, one at a time.
// Usage: node photo.js [n1 n2 ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, '.work'); // scratch files stay inside the corpus folder
fs.mkdirSync(TMP, { recursive: true });

function rng(seed) { let a = (seed * 0x9E3779B1 + 0x7F4A7C15) >>> 0; return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; } // mulberry32
const im = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'pipe'] });
const T = (f) => path.join(TMP, f);

// special effects per document (beyond the usual ones applied to every photo)
const SPECIAL = {
  tablecloth: [4, 12, 20, 28], fold: [8, 16, 27, 29, 30], glare: [1, 17, 20], tungsten: [6, 18, 30],
  edgeblur: [10, 22, 13], underpage: [5, 19, 26], finger: [7, 15, 24], shadow: [2, 11, 17, 23, 9, 25],
};
const has = (n, k) => SPECIAL[k].includes(n);

function photo(n) {
  const r = rng(n);
  const R = (a, b) => a + (b - a) * r();
  const NN = String(n).padStart(2, '0');
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  let fill, ph, pw, ang, key, keyTop, side, cx, cy, C, hFrac;
  for (let tries = 0; ; tries++) {
    fill = R(0.78, 0.89); // page height / frame height before rotation
    ph = fill * H; pw = ph * 1700 / 2200;
    ang = (r() > 0.5 ? 1 : -1) * R(0.5, 4.5) * Math.PI / 180;
    key = R(0.015, 0.06); keyTop = r() > 0.35; // keystone: one edge narrower
    side = R(-0.012, 0.012); // slight side keystone
    cx = W / 2 + R(-0.03, 0.03) * W; cy = H / 2 + R(-0.025, 0.025) * H;
    C = [[-pw / 2, -ph / 2], [pw / 2, -ph / 2], [pw / 2, ph / 2], [-pw / 2, ph / 2]];
    C = C.map(([x, y], i) => {
    const top = i < 2;
    const k = (top === keyTop) ? (1 - key) : 1;
    const s2 = (i === 1 || i === 2) ? 1 + side : 1 - side;
    return [x * k, y * s2];
  });
    C = C.map(([x, y]) => [cx + x * Math.cos(ang) - y * Math.sin(ang), cy + x * Math.sin(ang) + y * Math.cos(ang)]);
    const ys = C.map((c) => c[1]), xs = C.map((c) => c[0]);
    hFrac = (Math.max(...ys) - Math.min(...ys)) / H;
    if (Math.min(...xs) >= 8 && Math.max(...xs) <= W - 8 && Math.min(...ys) >= 8 && Math.max(...ys) <= H - 8 && hFrac >= 0.75 && hFrac <= 0.93) break;
    if (tries > 200) throw new Error(NN + ' no geometry');

  }
  // 1. page at working resolution
  const sw = Math.round(pw * 1.08), sh = Math.round(ph * 1.08);
  const args = [path.join(OUT, NN + '-clean.png'), '-resize', `${sw}x${sh}!`, '-alpha', 'off'];
  // paper is never pure white in a photo
  args.push('-level', '0%,100%,1.0', '+level', '2%,97%');
  if (has(n, 'fold')) {
    const p3 = Math.round(sh / 3);
    args.push('(', '-size', `${sw}x${p3}`, 'gradient:white-gray84', '-size', `${sw}x${p3}`, 'gradient:gray90-white', '-size', `${sw}x${sh - 2 * p3}`, 'gradient:white-gray86', '-append', ')', '-compose', 'Multiply', '-composite');
    for (const y of [p3, 2 * p3]) {
      args.push('-fill', 'rgba(0,0,0,0.22)', '-draw', `rectangle 0,${y - 1} ${sw},${y + 1}`, '-fill', 'rgba(255,255,255,0.45)', '-draw', `rectangle 0,${y + 2} ${sw},${y + 5}`);
    }
  }
  args.push(T('page.png'));
  im(args);

  // 2. perspective warp onto the frame
  const src = [[0, 0], [sw, 0], [sw, sh], [0, sh]];
  const pts = src.map((s, i) => `${s[0]},${s[1]} ${C[i][0].toFixed(1)},${C[i][1].toFixed(1)}`).join('  ');
  im([T('page.png'), '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', pts, T('warp.png')]);

  // 3. background
  let bg;
  if (has(n, 'tablecloth')) {
    const colors = [['#a3222a', '#f2e8dc'], ['#23508f', '#eef0f2'], ['#2f7a3a', '#f1efe6'], ['#b5651d', '#f4ecd8']][n % 4];
    const sq = Math.round(W / R(14, 20));
    im(['-size', `${sq}x${sq}`, `xc:${colors[0]}`, `xc:${colors[1]}`, '+append', '(', '-size', `${sq}x${sq}`, `xc:${colors[1]}`, `xc:${colors[0]}`, '+append', ')', '-append', T('tile.png')]);
    bg = ['-size', `${Math.round(W * 1.5)}x${Math.round(H * 1.5)}`, 'tile:' + T('tile.png'), '-background', colors[1], '-rotate', R(-12, 12).toFixed(1), '-gravity', 'center', '-extent', `${W}x${H}`, '+repage', '-attenuate', '0.4', '+noise', 'Gaussian', '-blur', '0x1.5'];
  } else if (n % 3 === 1) { // wood desk
    const base = ['#7b5131', '#5e3b22', '#9a6a3f', '#6d4a2f'][n % 4];
    bg = ['-size', `${Math.round(W / 4)}x${Math.round(H / 4)}`, `xc:${base}`, '-attenuate', '1.6', '+noise', 'Gaussian', '-motion-blur', `0x${Math.round(W / 48)}+${Math.round(R(-4, 4))}`, '-modulate', '100,80', '-resize', `${W}x${H}!`, '-attenuate', '0.3', '+noise', 'Gaussian'];
  } else if (n % 3 === 2) { // grey/white laminate table
    const base = ['#b9b6ae', '#d4d0c6', '#a7aaae', '#c9c2b4'][n % 4];
    bg = ['-size', `${W}x${H}`, `xc:${base}`, '-attenuate', '0.5', '+noise', 'Gaussian', '-blur', '0x2'];
  } else { // dark desk / mat
    const base = ['#3c4148', '#2f3a33', '#4a3f3a'][n % 3];
    bg = ['-size', `${W}x${H}`, `xc:${base}`, '-attenuate', '0.8', '+noise', 'Gaussian', '-blur', '0x3'];
  }
  im([...bg, T('bg.png')]);
  const comp = [T('bg.png')];
  if (has(n, 'underpage')) {
    // another page lying under this one, sticking out on one side
    const uw = Math.round(pw), uh = Math.round(ph);
    const lines = [];
    for (let y = 70; y < uh - 60; y += 26) lines.push('-draw', `rectangle 60,${y} ${Math.round(60 + (uw - 120) * R(0.55, 1))},${y + 7}`);
    im(['-size', `${uw}x${uh}`, 'xc:#f3f1ea', '-fill', '#8a8a8a', ...lines, '-blur', '0x1.2', '-background', 'none', '-rotate', R(6, 14).toFixed(1), T('under.png')]);
    const ox = Math.round(cx - pw / 2 + (n % 2 ? pw * 0.18 : -pw * 0.2)), oy = Math.round(cy - ph / 2 + ph * R(-0.06, 0.08));
    comp.push('(', T('under.png'), '-background', 'black', '-shadow', '50x10+6+8', ')', '-geometry', `+${ox}+${oy}`, '-compose', 'Over', '-composite', T('under.png'), '-geometry', `+${ox}+${oy}`, '-compose', 'Over', '-composite');
  }
  // page shadow + page
  comp.push('(', T('warp.png'), '-background', 'black', '-shadow', `55x${Math.round(W / 160)}+${Math.round(R(3, 12))}+${Math.round(R(4, 14))}`, ')', '-geometry', '+0+0', '-compose', 'Over', '-composite');
  comp.push(T('warp.png'), '-geometry', '+0+0', '-compose', 'Over', '-composite', '-flatten');
  comp.push(T('comp.png'));
  im(comp);

  // 4. lighting, shadow band, cast, finger, focus, noise
  const a = [T('comp.png')];
  // uneven light falloff: big radial gradient with an offset centre
  const gW = Math.round(W * 1.9), gH = Math.round(H * 1.9);
  const offX = Math.round(R(0.1, 0.8) * (gW - W)), offY = Math.round(R(0.1, 0.8) * (gH - H));
  const dark = Math.round(R(58, 78));
  a.push('(', '-size', `${gW}x${gH}`, `radial-gradient:white-gray${dark}`, '-crop', `${W}x${H}+${offX}+${offY}`, '+repage', ')', '-compose', 'Multiply', '-composite');
  if (has(n, 'glare')) {
    // flash glare in an empty lower-right area of the page (no values there on these pages)
    const mp = (u, v) => [0, 1].map((k) => (1 - u) * (1 - v) * C[0][k] + u * (1 - v) * C[1][k] + u * v * C[2][k] + (1 - u) * v * C[3][k]);
    const [gx, gy] = mp(0.74, 0.82); const gr = Math.round(pw * 0.26);
    a.push('(', '-size', `${gr}x${gr}`, 'radial-gradient:white-black', '-evaluate', 'pow', '1.3', '-level', '0%,70%', ')', '-geometry', `+${Math.round(gx - gr / 2)}+${Math.round(gy - gr / 2)}`, '-compose', 'Screen', '-composite');
  }
  if (has(n, 'shadow')) {
    // soft shadow band of a hand / phone crossing part of the page
    const x0 = Math.round(R(0.0, 0.5) * W), wBand = Math.round(R(0.18, 0.3) * W);
    const poly = `${x0},-10 ${x0 + wBand},-10 ${x0 + wBand + Math.round(W * R(0.2, 0.5))},${H + 10} ${x0 + Math.round(W * R(0.1, 0.4))},${H + 10}`;
    a.push('(', '-size', `${W}x${H}`, 'xc:white', '-fill', `gray${Math.round(R(62, 74))}`, '-draw', `polygon ${poly}`, '-blur', `0x${Math.round(W / 30)}`, ')', '-compose', 'Multiply', '-composite');
  }
  if (has(n, 'finger')) {
    // a fingertip over a page corner (corner margins hold no values)
    const corner = C[n % 2 ? 3 : 2];
    const fx = Math.round(corner[0] + (n % 2 ? -W * 0.05 : W * 0.05)), fy = Math.round(corner[1] + H * 0.03);
    const rx = Math.round(W * 0.055), ry = Math.round(W * 0.11);
    const rot = n % 2 ? 35 : -35;
    a.push('(', '-size', `${W}x${H}`, 'xc:none', '-fill', '#c98f6e', '-draw', `translate ${fx},${fy} rotate ${rot} ellipse 0,0 ${rx},${ry} 0,360`, '-fill', '#e3b396', '-draw', `translate ${fx},${fy} rotate ${rot} ellipse ${-Math.round(rx * 0.2)},${-Math.round(ry * 0.55)} ${Math.round(rx * 0.55)},${Math.round(ry * 0.3)} 0,360`, '-blur', '0x4', ')', '-compose', 'Over', '-composite');
  }
  if (has(n, 'tungsten')) a.push('-fill', '#ff9a3c', '-colorize', String(Math.round(R(20, 27))), '-modulate', '96,112');
  else {
    const cast = ['#7fa6ff', '#b6ff9e', '#ffe38a', '#ff9ec0', '#9ef0ff'][n % 5];
    a.push('-fill', cast, '-colorize', String(Math.round(R(4, 10))));
  }
  a.push(T('lit.png'));
  im(a);

  const b = [T('lit.png')];
  if (has(n, 'edgeblur')) {
    // out of focus toward one edge
    const dir = ['gradient:black-white', 'gradient:white-black'][n % 2];
    im([T('lit.png'), '-blur', '0x4.5', T('blur.png')]);
    im(['-size', `${H}x${W}`, dir, '-rotate', '90', '-level', '45%,100%', T('mask.png')]);
    b.push(T('blur.png'), T('mask.png'), '-compose', 'Over', '-composite');
  }
  b.push('-blur', `0x${R(0.5, 1.0).toFixed(2)}`, '-attenuate', R(0.25, 0.55).toFixed(2), '+noise', 'Gaussian', '-quality', String(Math.round(R(55, 85))), '-sampling-factor', '2x2', path.join(OUT, NN + '-photo.jpg'));
  im(b);
  const effects = ['perspective', 'rotation ' + (ang * 180 / Math.PI).toFixed(1) + '°', 'light falloff', 'colour cast', 'blur', 'noise'].concat(Object.keys(SPECIAL).filter((k) => has(n, k)));
  return { NN, W, H, fill: +hFrac.toFixed(3), angle: +(ang * 180 / Math.PI).toFixed(2), keystone: +key.toFixed(3), effects };
}

const only = process.argv.slice(2).map(Number);
const logf = path.join(__dirname, 'photo-params.json');
const log = fs.existsSync(logf) ? JSON.parse(fs.readFileSync(logf)) : {};
for (let n = 1; n <= 30; n++) {
  if (only.length && !only.includes(n)) continue;
  const t = Date.now();
  const p = photo(n);
  log[p.NN] = p;
  fs.writeFileSync(logf, JSON.stringify(log, null, 1));
  console.log(p.NN, p.W + 'x' + p.H, 'fill', p.fill, 'angle', p.angle, p.effects.slice(6).join(','), ((Date.now() - t) / 1000).toFixed(1) + 's');
}
fs.writeFileSync(logf, JSON.stringify(log, null, 1));
