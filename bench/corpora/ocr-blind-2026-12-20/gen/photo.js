// Simulates a phone photo of each printed page with ImageMagick (convert). Deterministic (seeded).
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const D = require('./data');
const OUT = path.join(__dirname, '..');
const TMP = '/tmp/ocr-photo-2026-12-20';
fs.mkdirSync(TMP, { recursive: true });
const run = (args) => execFileSync('convert', args, { stdio: ['ignore', 'ignore', 'pipe'] });
function rng(seed) { let s = seed * 2654435761 % 4294967296; return () => { s = (s * 1664525 + 1013904223) % 4294967296; return s / 4294967296; }; }
const PW = 1700, PH = 2200;
const params = [];

const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
for (const d of D) {
  if (only && !only.includes(d.n)) continue;
  const NN = String(d.n).padStart(2, '0');
  const r = rng(d.n * 7919 + 17);
  const P = d.photo;
  const small = d.n % 3 === 0;
  const W = small ? 1200 : 1600, H = Math.round(W * 4 / 3);
  const t = (f) => path.join(TMP, `${NN}-${f}`);
  // ---------- 1. page-level effects ----------
  let page = path.join(OUT, `${NN}-clean.png`);
  const eff = [];
  if (P.crumple) {
    const dr = [];
    for (let i = 0; i < 7; i++) {
      const x1 = Math.round(r() * PW), y1 = Math.round(r() * PH * 0.2 - 100), x2 = Math.round(r() * PW), y2 = Math.round(PH * (0.8 + r() * 0.3));
      const horiz = i % 2 === 0;
      const [a, b, c, dd] = horiz ? [-50, Math.round(r() * PH), PW + 50, Math.round(r() * PH)] : [x1, y1, x2, y2];
      dr.push('-stroke', 'gray74', '-strokewidth', '6', '-draw', `line ${a},${b} ${c},${dd}`);
      dr.push('-stroke', 'white', '-strokewidth', '6', '-draw', `line ${a + 7},${b + 7} ${c + 7},${dd + 7}`);
    }
    run(['-size', `${PW}x${PH}`, 'xc:gray96', ...dr, '-blur', '0x6', '(', '-size', `${PW/20}x${PH/20}`, 'plasma:gray90-white', '-colorspace', 'gray', '-resize', `${PW}x${PH}!`, '-blur', '0x20', ')', '-compose', 'multiply', '-composite', t('crease.png')]);
    run([page, t('crease.png'), '-compose', 'multiply', '-composite', t('p1.png')]);
    page = t('p1.png'); eff.push('crumpled, 7 soft creases');
  }
  if (P.coffee) {
    const { x, y, r: rr } = P.coffee;
    run(['-size', `${PW}x${PH}`, 'xc:white', '-fill', 'rgb(238,226,205)', '-stroke', 'rgb(170,120,70)', '-strokewidth', '9',
      '-draw', `ellipse ${x},${y} ${rr},${Math.round(rr * 0.94)} 0,360`, '-stroke', 'rgb(200,160,110)', '-strokewidth', '4', '-fill', 'none',
      '-draw', `ellipse ${x + 6},${y - 4} ${rr - 14},${Math.round(rr * 0.94) - 12} 20,300`, '-blur', '0x2.5', t('coffee.png')]);
    run([page, t('coffee.png'), '-compose', 'multiply', '-composite', t('p2.png')]);
    page = t('p2.png'); eff.push(`coffee ring at page (${x},${y}) r=${rr}, in a blank margin`);
  }
  if (P.clip) {
    const cx = P.clip.x; const y2 = 105;
    run(['-size', `${PW}x${PH}`, 'xc:white', '-fill', 'none', '-stroke', 'gray35', '-strokewidth', '10', '-draw', `roundrectangle ${cx + 18},${-110} ${cx + 100},${y2 + 25} 40,40`,
      '-draw', `roundrectangle ${cx + 36},${-60} ${cx + 84},${y2 - 15} 24,24`, '-blur', '0x9', t('clipsh.png')]);
    run([page, t('clipsh.png'), '-compose', 'multiply', '-composite', '-fill', 'none', '-stroke', 'rgb(150,152,158)', '-strokewidth', '7',
      '-draw', `roundrectangle ${cx},${-130} ${cx + 80},${y2} 40,40`, '-draw', `roundrectangle ${cx + 18},${-80} ${cx + 66},${y2 - 30} 24,24`, t('p3.png')]);
    page = t('p3.png'); eff.push(`paperclip with shadow at top edge (page x≈${cx}–${cx + 100}, y<135)`);
  }
  // ---------- 2. geometry ----------
  const fill = P.fill; const rot = P.rot * Math.PI / 180;
  let k = (r() * 0.05 + 0.01) * (r() < 0.5 ? -1 : 1); // keystone: >0 top narrower
  let vs = 1;
  if (P.steep) { k = 0.17; vs = 0.9; eff.push('steep angle from bottom edge (top edge 17% narrower, foreshortened)'); }
  const j = () => (r() - 0.5) * 0.012;
  let pts = [[-0.5 * (1 - k) + j(), -0.5 * vs + j()], [0.5 * (1 - k) + j(), -0.5 * vs + j()], [0.5 + k * 0.2 + j(), 0.5 + j()], [-0.5 - k * 0.2 + j(), 0.5 + j()]];
  const asp = PW / PH;
  pts = pts.map(([x, y]) => [x * asp, y]).map(([x, y]) => [x * Math.cos(rot) - y * Math.sin(rot), x * Math.sin(rot) + y * Math.cos(rot)]);
  const ys = pts.map((p) => p[1]), xs = pts.map((p) => p[0]);
  const bh = Math.max(...ys) - Math.min(...ys), bw = Math.max(...xs) - Math.min(...xs);
  const s = fill * H / bh;
  if (bw * s > W - 24) throw new Error(`${NN}: page too wide for frame (${Math.round(bw * s)} > ${W})`);
  const cxo = W / 2 + (r() - 0.5) * (W - bw * s - 24) * 0.8, cyo = H / 2 + (r() - 0.5) * (H - bh * s - 10) * 0.8;
  const midy = (Math.max(...ys) + Math.min(...ys)) / 2, midx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const dst = pts.map(([x, y]) => [Math.round(cxo + (x - midx) * s), Math.round(cyo + (y - midy) * s)]);
  const src = [[0, 0], [PW, 0], [PW, PH], [0, PH]];
  const cp = src.map((p, i) => `${p[0]},${p[1]} ${dst[i][0]},${dst[i][1]}`).join('  ');
  run([page, '-alpha', 'set', '-virtual-pixel', 'transparent', '-define', `distort:viewport=${W}x${H}+0+0`, '-distort', 'Perspective', cp, '+repage', t('warp.png')]);
  // ---------- 3. background ----------
  const bg = P.bg;
  if (bg === 'wood') {
    run(['-size', `40x${H}`, 'plasma:fractal', '-colorspace', 'gray', '-blur', '0x1', '-resize', `${W}x${H}!`, '-function', 'Sinusoid', '9,0,0.5,0.5',
      '-motion-blur', '0x25+90', '-colorspace', 'sRGB', '+level-colors', '#4a2c14,#a8703e', '-attenuate', '0.2', '+noise', 'Gaussian', t('bg.png')]);
  } else if (bg === 'carseat') {
    run(['-size', `${W}x${H}`, 'pattern:checkerboard', '-blur', '0x1', '-colorspace', 'gray', '+level', '20%,32%', '-attenuate', '0.6', '+noise', 'Gaussian',
      '-fill', '#20232a', '-colorize', '55%', t('bg.png')]);
  } else {
    const col = { desk_grey: '#8f8c87', desk_white: '#d9d6d0', desk_beige: '#b9a37f' }[bg];
    run(['-size', `${W}x${H}`, `xc:${col}`, '-attenuate', '0.35', '+noise', 'Gaussian', '-blur', '0x1.2', t('bg.png')]);
  }
  // ---------- 4. compose, lighting, casts, blur, noise ----------
  run([t('bg.png'), '(', t('warp.png'), '-background', 'black', '-shadow', '55x14+10+14', ')', t('warp.png'), '-background', 'none', '-layers', 'flatten', t('comp.png')]);
  const lx = Math.round(r() * W), ly = Math.round(r() * H * 0.6);
  const dark = Math.round(55 + r() * 20);
  run(['-size', `${2 * W}x${2 * H}`, `radial-gradient:white-gray${dark}`, '-crop', `${W}x${H}+${W - lx}+${H - ly}`, '+repage', t('light.png')]);
  const args = [t('comp.png'), t('light.png'), '-compose', 'multiply', '-composite'];
  eff.push(`light falloff centred (${lx},${ly}) to gray${dark}`);
  if (P.shadowBand) {
    const x0 = Math.round(W * (0.55 + r() * 0.25));
    run(['-size', `${W}x${H}`, 'xc:white', '-fill', 'gray58', '-draw', `polygon ${x0},${-50} ${x0 + W * 0.5},${-50} ${x0 + W * 0.3},${H + 50} ${x0 - W * 0.22},${H + 50}`, '-blur', '0x45', t('band.png')]);
    args.push(t('band.png'), '-compose', 'multiply', '-composite'); eff.push('hand/phone shadow band on the right');
  }
  if (P.blue) { args.push('-fill', '#9fc3ff', '-colorize', '14%', '-modulate', '104,90,100'); eff.push('cool fluorescent blue cast'); }
  else { const casts = ['#ffd9a0', '#ffe8c0', '#fff0d0', '#e8ffd8']; const c = casts[Math.floor(r() * casts.length)]; const a = Math.round(5 + r() * 8); args.push('-fill', c, '-colorize', `${a}%`); eff.push(`colour cast ${c} ${a}%`); }
  const blur = +(0.5 + r() * 0.7).toFixed(2); const noise = +(0.25 + r() * 0.35).toFixed(2); const q = Math.round(55 + r() * 30);
  args.push('-blur', `0x${blur}`, '-attenuate', String(noise), '+noise', 'Gaussian', '-quality', String(q), '-sampling-factor', '2x2', path.join(OUT, `${NN}-photo.jpg`));
  run(args);
  const fillAct = (Math.max(...dst.map((p) => p[1])) - Math.min(...dst.map((p) => p[1]))) / H;
  const rec = { id: NN, size: `${W}x${H}`, background: bg, rotation_deg: P.rot, keystone: +k.toFixed(3), page_height_fill: +fillAct.toFixed(3), corners: dst, blur_sigma: blur, noise, jpeg_quality: q, effects: eff };
  params.push(rec);
  console.log(NN, rec.size, bg, 'fill', rec.page_height_fill, 'q', q, eff.join('; '));
}
if (!only) fs.writeFileSync(path.join(__dirname, 'photo-params.json'), JSON.stringify(params, null, 1));
