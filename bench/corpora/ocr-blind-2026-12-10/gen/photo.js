// Simulated phone photos of the printed pages, with ImageMagick 6 (/usr/bin/convert), one page at a time,
// one thread. Parameters are drawn from a PRNG seeded by the document number and saved in photo_params.json.
// Usage: node photo.js [NN ...]
const fs = require('fs'), path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..'), TMP = path.join(__dirname, 'tmp');
fs.mkdirSync(TMP, { recursive: true });
const CONVERT = '/usr/bin/convert';
const env = { ...process.env, MAGICK_THREAD_LIMIT: '1', OMP_NUM_THREADS: '1', MAGICK_TEMPORARY_PATH: TMP };
const run = (args) => execFileSync('nice', ['-n', '10', CONVERT, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
function rng(seed) { let a = seed >>> 0; return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const BG = {
  oak: ['#5b3a21', '#b07f4e', 'x'], walnut: ['#2e1c12', '#6e4a30', 'x'], laminate: ['#8d8a83', '#c4c0b6', 'x'],
  pine: ['#8a6238', '#d9b382', 'y'], slate: ['#26292c', '#4a4f55', 'n'], whitetable: ['#b9b8b3', '#e6e5e0', 'n'],
  blotter: ['#1f3b2b', '#3f6a50', 'n'], kraft: ['#7d6346', '#b3967a', 'n'],
};
const PW = 1700, PH = 2200;
const params = fs.existsSync(path.join(__dirname, 'photo_params.json')) ? JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json'))) : {};
let ids = process.argv.slice(2);
if (!ids.length) ids = Array.from({ length: 30 }, (_, i) => String(i + 1).padStart(2, '0'));
for (const id of ids) {
  const n = +id, R = rng(n * 7919 + 13), U = (a, b) => a + (b - a) * R(), pick = (arr) => arr[Math.floor(R() * arr.length)];
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  // page geometry: keystone, rotation, placement, then fit the bounding box to the target height fraction
  let rot = U(0.5, 5) * (R() < 0.5 ? -1 : 1);
  const kType = pick(['top', 'bottom', 'left', 'right']), k = U(0.015, 0.075);
  let fill = U(0.77, 0.91);
  const cxJ = U(-0.025, 0.025), cyJ = U(-0.015, 0.015);
  let quad, bb;
  for (let tries = 0; tries < 200; tries++) {
    const h = 1000, w = h * PW / PH;
    let q = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
    q = q.map(([x, y], i) => {
      if (kType === 'top' && i < 2) x *= 1 - k; if (kType === 'bottom' && i >= 2) x *= 1 - k;
      if (kType === 'left' && (i === 0 || i === 3)) y *= 1 - k; if (kType === 'right' && (i === 1 || i === 2)) y *= 1 - k;
      return [x, y];
    });
    const t = rot * Math.PI / 180;
    q = q.map(([x, y]) => [x * Math.cos(t) - y * Math.sin(t), x * Math.sin(t) + y * Math.cos(t)]);
    const ys = q.map(p => p[1]), xs = q.map(p => p[0]);
    const s = fill * H / (Math.max(...ys) - Math.min(...ys));
    q = q.map(([x, y]) => [x * s, y * s]);
    const bw = (Math.max(...xs) - Math.min(...xs)) * s;
    if (bw <= 0.965 * W) { quad = q; break; }
    if (fill > 0.78) fill -= 0.01; else rot *= 0.9;
  }
  let cx = W / 2 + cxJ * W, cy = H / 2 + cyJ * H;
  const xs = quad.map(p => p[0] + cx), ys = quad.map(p => p[1] + cy);
  if (Math.min(...xs) < 0.012 * W) cx += 0.012 * W - Math.min(...xs); if (Math.max(...xs) > 0.988 * W) cx -= Math.max(...xs) - 0.988 * W;
  if (Math.min(...ys) < 0.02 * H) cy += 0.02 * H - Math.min(...ys); if (Math.max(...ys) > 0.98 * H) cy -= Math.max(...ys) - 0.98 * H;
  quad = quad.map(([x, y]) => [+(x + cx).toFixed(1), +(y + cy).toFixed(1)]);
  const qy = quad.map(p => p[1]), qx = quad.map(p => p[0]);
  const fillReal = (Math.max(...qy) - Math.min(...qy)) / H;
  const bgName = pick(Object.keys(BG)), [c1, c2, grain] = BG[bgName];
  const light = { x: U(0.15, 0.85), y: U(0.1, 0.7), edge: Math.round(U(48, 72)) };
  const band = R() < 0.45 ? { kind: pick(['hand-corner', 'phone-band', 'side-band']), depth: Math.round(U(52, 72)), pos: U(0.15, 0.8) } : null;
  const cast = pick([['warm', 1.05, 1.0, 0.86], ['warm-tungsten', 1.08, 0.98, 0.8], ['cool', 0.93, 0.99, 1.06], ['fluorescent-green', 0.95, 1.03, 0.93], ['neutral', 1.0, 1.0, 0.97], ['magenta', 1.03, 0.95, 1.01]]);
  const expo = U(0.88, 1.02), blur = +U(0.45, 1.25).toFixed(2), noise = +U(0.18, 0.45).toFixed(2), q = Math.round(U(55, 85));
  const P = { W, H, rot: +rot.toFixed(2), keystone: `${kType} ${(k * 100).toFixed(1)}%`, fill: +fillReal.toFixed(3), quad, bg: bgName, light, band, cast: cast[0], expo: +expo.toFixed(3), blur, noise, quality: q };
  params[id] = P;
  const T = (f) => path.join(TMP, id + '-' + f);
  // 1 background (desk / table surface)
  if (grain === 'x') run(['-size', `${Math.round(W / 14)}x${H}`, 'xc:', '-seed', String(n), '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x0.6', '-resize', `${W}x${H}!`, '-blur', '0x1.2', '+level-colors', `${c1},${c2}`, T('bg.png')]);
  else if (grain === 'y') run(['-size', `${W}x${Math.round(H / 14)}`, 'xc:', '-seed', String(n), '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x0.6', '-resize', `${W}x${H}!`, '-blur', '0x1.2', '+level-colors', `${c1},${c2}`, T('bg.png')]);
  else run(['-size', `${Math.round(W / 3)}x${Math.round(H / 3)}`, 'xc:', '-seed', String(n), '+noise', 'Random', '-colorspace', 'Gray', '-blur', '0x1.5', '-resize', `${W}x${H}!`, '-level', '30%,70%', '+level-colors', `${c1},${c2}`, T('bg.png')]);
  // 2 page warped into the frame (perspective), slightly off-white paper
  const src = [[0, 0], [PW, 0], [PW, PH], [0, PH]];
  const cps = src.map((s, i) => `${s[0]},${s[1]} ${quad[i][0]},${quad[i][1]}`).join('  ');
  run([path.join(OUT, id + '-clean.png'), '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-filter', 'Triangle', '-distort', 'Perspective', cps, '+repage', '-channel', 'RGB', '+level', '3%,97%', '+channel', T('page.png')]);
  // 3 soft shadow under the page
  const sdx = Math.round(U(-10, 14)), sdy = Math.round(U(4, 16));
  run([T('page.png'), '-alpha', 'extract', '-blur', `0x${Math.round(W / 90)}`, '-roll', `${sdx >= 0 ? '+' : ''}${sdx}${sdy >= 0 ? '+' : ''}${sdy}`, '-negate', '+level', '45%,100%', T('shadow.png')]);
  // 4 lighting falloff (radial, off-centre hot spot)
  const ox = Math.round(W - light.x * W), oy = Math.round(H - light.y * H);
  run(['-size', `${2 * W}x${2 * H}`, `radial-gradient:white-gray${light.edge}`, '-crop', `${W}x${H}+${ox}+${oy}`, '+repage', T('light.png')]);
  // 5 optional hand / phone shadow band
  let bandArgs = [];
  if (band) {
    let poly;
    if (band.kind === 'hand-corner') { const y = band.pos * H; poly = `0,${y} ${W * 0.45},${H} 0,${H}`; }
    else if (band.kind === 'phone-band') { const x = band.pos * W; poly = `${x},0 ${x + W * 0.22},0 ${x + W * 0.05},${H} ${x - W * 0.17},${H}`; }
    else { const y = band.pos * H; poly = `${W},${y - H * 0.12} ${W},${y + H * 0.25} ${W * 0.72},${y + H * 0.2} ${W * 0.8},${y - H * 0.1}`; }
    run(['-size', `${W}x${H}`, 'xc:white', '-fill', `gray${band.depth}`, '-draw', `polygon ${poly}`, '-blur', `0x${Math.round(W / 28)}`, T('band.png')]);
    bandArgs = [T('band.png'), '-compose', 'Multiply', '-composite'];
  }
  // 6 compose, colour cast, exposure, blur, sensor noise, JPEG
  run([T('bg.png'), T('shadow.png'), '-compose', 'Multiply', '-composite', T('page.png'), '-compose', 'Over', '-composite',
    T('light.png'), '-compose', 'Multiply', '-composite', ...bandArgs,
    '-color-matrix', `${(cast[1] * expo).toFixed(3)} 0 0 0 ${(cast[2] * expo).toFixed(3)} 0 0 0 ${(cast[3] * expo).toFixed(3)}`,
    '-blur', `0x${blur}`, '-seed', String(n + 100), '-attenuate', String(noise), '+noise', 'Gaussian',
    '-strip', '-sampling-factor', '2x2', '-quality', String(q), path.join(OUT, id + '-photo.jpg')]);
  for (const f of ['bg.png', 'page.png', 'shadow.png', 'light.png', 'band.png']) try { fs.unlinkSync(T(f)); } catch (e) {}
  console.log(id, JSON.stringify({ W, H, rot: P.rot, keystone: P.keystone, fill: P.fill, bg: bgName, band: band && band.kind, cast: cast[0], q }));
}
fs.writeFileSync(path.join(__dirname, 'photo_params.json'), JSON.stringify(params, null, 1));
