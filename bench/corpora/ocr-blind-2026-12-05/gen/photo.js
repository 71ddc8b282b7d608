// Simulates a phone photo of NN-clean.png -> NN-photo.jpg with ImageMagick; writes out/NN-photo.json with the parameters.
// usage: node photo.js 01 02 ...
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { params } = require('./photo-params');
const ROOT = path.resolve(__dirname, '..');
const TMP = path.join(__dirname, 'tmp');
const im = args => execFileSync('/usr/bin/convert', args, { stdio: ['ignore', 'ignore', 'inherit'] });
const g = v => `gray(${v}%)`;

for (const id of process.argv.slice(2)) {
  const n = Number(id), p = params(n), { W, H } = p;
  const f = name => path.join(TMP, `${id}-${name}`);
  // 1 desk / table background, made at quarter size and enlarged
  const b = p.bgSpec, w4 = Math.round(W / 4), h4 = Math.round(H / 4);
  im(['-size', `${w4}x${h4}`, 'xc:', '-seed', String(n), '+noise', 'Random', '-virtual-pixel', 'tile',
    ...(b.grain ? ['-motion-blur', `0x${b.mb}+${p.grainAngle}`] : []), '-blur', `0x${b.blur}`, '-colorspace', 'gray', '-auto-level',
    ...(b.grain ? ['-sigmoidal-contrast', '3x50%'] : []), '-resize', `${W}x${H}!`, '+level-colors', `${b.c1},${b.c2}`, f('bg.png')]);
  // 2 the printed page: paper tone, then perspective onto the frame
  const src = path.join(ROOT, `${id}-clean.png`);
  const c = p.corners;
  const map = [[0, 0], [1700, 0], [1700, 2200], [0, 2200]].map((s, i) => `${s[0]},${s[1]} ${c[i][0]},${c[i][1]}`).join('  ');
  im([src, '+level', `3%,${p.paper}%`, '-alpha', 'set', '-virtual-pixel', 'transparent', '-background', 'none',
    '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', map, f('page.png')]);
  // 3 page with a soft drop shadow on the background
  const s = p.shadow;
  im([f('bg.png'), '(', f('page.png'), '-background', 'black', '-shadow', `${s.op}x${s.s}+${s.dx}+${s.dy}`, ')', f('page.png'),
    '-background', 'none', '-flatten', f('comp.png')]);
  // 4 light: off-centre falloff times a broad gradient, optional hand/phone shadow band
  const L = p.light;
  const ox = Math.round(W * (1 - L.cx)), oy = Math.round(H * (1 - L.cy));
  const dir = { lr: [0, H / 2, W, H / 2], rl: [W, H / 2, 0, H / 2], tb: [W / 2, 0, W / 2, H], bt: [W / 2, H, W / 2, 0], diag: [0, 0, W, H] }[L.gradDir];
  im(['-size', `${2 * W}x${2 * H}`, `radial-gradient:white-${g(L.edge)}`, '-crop', `${W}x${H}+${ox}+${oy}`, '+repage',
    '(', '-size', `${W}x${H}`, 'xc:', '-sparse-color', 'Barycentric', `${dir[0]},${dir[1]} white ${dir[2]},${dir[3]} ${g(L.grad)}`, ')',
    '-compose', 'Multiply', '-composite', f('light.png')]);
  const layers = [f('comp.png'), f('light.png'), '-compose', 'Multiply', '-composite'];
  if (p.band) {
    const B = p.band, bw = B.width;
    const poly = {
      right: [[W * (1 - bw), 0], [W, 0], [W, H], [W * (1 - bw * 1.6), H]],
      left: [[0, 0], [W * bw * 1.4, 0], [W * bw, H], [0, H]],
      bottom: [[0, H * (1 - bw * 0.9)], [W, H * (1 - bw * 1.3)], [W, H], [0, H]],
      'top-right': [[W * 0.45, 0], [W, 0], [W, H * bw * 1.8]],
    }[B.side].map(q => q.map(Math.round).join(',')).join(' ');
    im(['-size', `${W}x${H}`, 'xc:white', '-fill', g(B.dark), '-draw', `polygon ${poly}`, '-blur', '0x45', f('band.png')]);
    layers.push(f('band.png'), '-compose', 'Multiply', '-composite');
  }
  const [cr, cg, cb] = p.castMul;
  im([...layers, '-compose', 'Over', '-channel', 'R', '-evaluate', 'multiply', String(cr), '-channel', 'G', '-evaluate', 'multiply', String(cg),
    '-channel', 'B', '-evaluate', 'multiply', String(cb), '+channel', '-gaussian-blur', `0x${p.blur}`,
    '-attenuate', String(p.noise), '+noise', 'Gaussian', '-sampling-factor', '4:2:0', '-strip', '-quality', String(p.quality),
    path.join(ROOT, `${id}-photo.jpg`)]);
  for (const x of ['bg.png', 'page.png', 'comp.png', 'light.png', 'band.png']) fs.rmSync(f(x), { force: true });
  fs.writeFileSync(path.join(__dirname, 'out', `${id}-photo.json`), JSON.stringify(p, null, 1));
  console.log(id, `${W}x${H}`, 'fill', p.fill, 'angle', p.angle, p.keystone, p.bg, p.cast, p.band ? 'band ' + p.band.side : '', 'q', p.quality);
}
