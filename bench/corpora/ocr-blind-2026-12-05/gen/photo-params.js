// Chooses the simulated phone-photo parameters for document n (deterministic) and the page corner positions.
const { rng } = require('./lib/rng');
const BGS = {
  'oak desk':       { c1: '#7a5230', c2: '#c08e5a', mb: 40, blur: 0.6, grain: true },
  'walnut table':   { c1: '#3a2516', c2: '#6e4a2e', mb: 50, blur: 0.6, grain: true },
  'grey laminate':  { c1: '#8d8b86', c2: '#a9a7a1', mb: 0, blur: 1.2 },
  'white desk':     { c1: '#c9c6bf', c2: '#dcd9d2', mb: 0, blur: 2.0 },
  'blue tablecloth':{ c1: '#2e4a6b', c2: '#4d6d92', mb: 0, blur: 0.8 },
  'kitchen granite':{ c1: '#3b3733', c2: '#8a8178', mb: 0, blur: 0.4 },
  'pine table':     { c1: '#a8794a', c2: '#d9b27e', mb: 30, blur: 0.5, grain: true },
  'black desk mat': { c1: '#1c1d20', c2: '#2e3034', mb: 0, blur: 1.5 },
};
const CASTS = { warm: [1.03, 1.0, 0.925], cool: [0.955, 0.99, 1.035], green: [0.975, 1.015, 0.96], magenta: [1.01, 0.983, 1.005], neutral: [1, 1, 1] };
function params(n) {
  const r = rng(1000 + n * 7919);
  const small = n % 3 === 0;
  const W = small ? 1200 : 1600, H = small ? 1600 : 2133;
  let fill = r.uni(0.80, 0.905);
  let angle = r.uni(1, 4) * (r.chance(0.5) ? 1 : -1);
  const key = r.pick(['top-narrow', 'top-narrow', 'bottom-narrow', 'left-short', 'right-short']);
  const k = r.uni(0.02, 0.07);
  const a = 1700 / 2200;
  function quad(fill, angle) {
    const h = 1000, w = h * a;
    let c = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
    if (key === 'top-narrow') { c[0][0] += k * w / 2; c[1][0] -= k * w / 2; }
    if (key === 'bottom-narrow') { c[3][0] += k * w / 2; c[2][0] -= k * w / 2; }
    if (key === 'left-short') { c[0][1] += k * h / 2; c[3][1] -= k * h / 2; }
    if (key === 'right-short') { c[1][1] += k * h / 2; c[2][1] -= k * h / 2; }
    const th = angle * Math.PI / 180, cs = Math.cos(th), sn = Math.sin(th);
    c = c.map(([x, y]) => [x * cs - y * sn, x * sn + y * cs]);
    const ys = c.map(p => p[1]), xs = c.map(p => p[0]);
    const s = fill * H / (Math.max(...ys) - Math.min(...ys));
    c = c.map(([x, y]) => [x * s, y * s]);
    return { c, bw: (Math.max(...xs) - Math.min(...xs)) * s, bh: fill * H };
  }
  let q = quad(fill, angle);
  while (q.bw > W * 0.965 && fill > 0.785) { fill -= 0.005; q = quad(fill, angle); }
  while (q.bw > W * 0.965 && Math.abs(angle) > 1) { angle *= 0.9; q = quad(fill, angle); }
  // place with a random offset inside the free margins
  const fx = (W - q.bw) / 2, fy = (H - q.bh) / 2;
  const cx = W / 2 + r.uni(-0.7, 0.7) * fx, cy = H / 2 + r.uni(-0.7, 0.7) * fy;
  const corners = q.c.map(([x, y]) => [+(x + cx).toFixed(1), +(y + cy).toFixed(1)]);
  const bgName = Object.keys(BGS)[n % 8];
  const castName = r.pick(['warm', 'warm', 'cool', 'green', 'magenta', 'neutral']);
  return {
    n, W, H, small, fill: +(q.bh / H).toFixed(3), widthFrac: +(q.bw / W).toFixed(3), angle: +angle.toFixed(2), keystone: key, k: +k.toFixed(3), corners,
    bg: bgName, bgSpec: BGS[bgName], grainAngle: Math.round(r.uni(-8, 8)) + (r.chance(0.5) ? 0 : 90),
    light: { cx: r.uni(0.2, 0.8), cy: r.uni(0.15, 0.7), edge: Math.round(r.uni(58, 78)), grad: Math.round(r.uni(78, 95)), gradDir: r.pick(['lr', 'rl', 'tb', 'bt', 'diag']) },
    band: n % 5 === 1 || n % 7 === 3 ? { side: r.pick(['right', 'bottom', 'left', 'top-right']), dark: Math.round(r.uni(55, 72)), width: r.uni(0.16, 0.3) } : null,
    cast: castName, castMul: CASTS[castName].map(v => +(v * r.uni(0.99, 1.01)).toFixed(3)),
    paper: Math.round(r.uni(88, 96)),
    blur: +r.uni(0.55, 1.15).toFixed(2), noise: +r.uni(0.25, 0.6).toFixed(2), quality: Math.round(r.uni(55, 85)),
    shadow: { op: Math.round(r.uni(35, 60)), s: Math.round(r.uni(6, 14)), dx: Math.round(r.uni(-6, 10)), dy: Math.round(r.uni(4, 14)) },
  };
}
module.exports = { params };
