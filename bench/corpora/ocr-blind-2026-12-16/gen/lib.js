// Shared helpers for the blind OCR corpus generator (2026-12-16).
'use strict';
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = n => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = n => '$' + money(n);

// deterministic RNG (mulberry32)
function rng(seed) {
  let a = seed >>> 0;
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SMALL = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);
function titleCase(s, capFirst = true) {
  return s.toLowerCase().split(/\s+/).filter(Boolean).map((w, i) => {
    if ((i > 0 || !capFirst) && SMALL.has(w)) return w;
    return w.split('-').map(p => p.replace(/^([^a-z0-9]*)([a-z])/, (m, a, b) => a + b.toUpperCase())).join('-');
  }).join(' ');
}
// court heading lines -> court_name per the brief's convention.
// items: string (one heading line) or array of strings (one title broken over lines -> joined with spaces)
function courtName(items) {
  // short words stay lower case everywhere except as the very first word of the whole name
  return items.map((it, k) => {
    let s = Array.isArray(it) ? it.join(' ') : it;
    s = s.replace(/^\s*in the\s+/i, '');
    return titleCase(s, k === 0);
  }).join(', ');
}
function courtLines(items) { return items.flatMap(it => Array.isArray(it) ? it : [it]); }

// pseudo barcode (Code-39-ish look) as inline SVG
function barcode(seed, wIn, hIn, opts = {}) {
  const r = rng(seed);
  const W = 1000, H = 100; let x = 6, bars = '';
  while (x < W - 8) {
    const bw = [1.6, 1.6, 3.8, 5.2][Math.floor(r() * 4)];
    if (r() > 0.42) bars += `<rect x="${x.toFixed(1)}" y="0" width="${bw}" height="${H}"/>`;
    x += bw + [1.6, 2.4, 4][Math.floor(r() * 3)];
  }
  return `<svg viewBox="0 0 ${W} ${H}" preserveAspectRatio="none" style="width:${wIn}in;height:${hIn}in;display:block;${opts.style || ''}" fill="#111">${bars}</svg>`;
}

// an angled rubber stamp, absolutely positioned (inches)
function stamp({ lines, color = '#b0232a', rot = -12, top, left, width = 2.3, font = 'Nimbus Sans', size = 12, opacity = 0.78, border = 'double 4px', first = 1.45 }) {
  return `<div class="stamp" style="position:absolute;top:${top}in;left:${left}in;width:${width}in;transform:rotate(${rot}deg);
    border:${border} ${color};color:${color};opacity:${opacity};font-family:'${font}';font-weight:bold;text-align:center;
    padding:4px 6px;line-height:1.25;font-size:${size}pt;mix-blend-mode:multiply;border-radius:4px;z-index:5">
    ${lines.map((l, i) => `<div style="${i === 0 ? `font-size:${first}em;letter-spacing:.12em` : 'font-size:.78em'}">${l}</div>`).join('')}</div>`;
}

// a signature in the chancery script font
const sig = (name, size = 17) => `<span style="font-family:'Z003';font-size:${size}pt;color:#1b2a6b">${esc(name)}</span>`;

function page({ font, size = 10.5, paper = '#fff', css = '', body, margin = '0.6in 0.75in 0.55in 0.75in' }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:8.5in 11in;margin:0}
@font-face{font-family:'Nimbus Sans Narrow';src:local('NimbusSansNarrow-Regular');font-weight:normal;font-style:normal}
@font-face{font-family:'Nimbus Sans Narrow';src:local('NimbusSansNarrow-Bold');font-weight:bold;font-style:normal}
@font-face{font-family:'Nimbus Sans Narrow';src:local('NimbusSansNarrow-Oblique');font-weight:normal;font-style:italic}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{width:8.5in;height:11in;overflow:hidden;position:relative;background:${paper};color:#141414;
  font-family:'${font}';font-size:${size}pt;line-height:1.28;-webkit-font-smoothing:antialiased}
#pg{position:absolute;left:0;top:0;width:8.5in;height:11in;padding:${margin}}
p{margin:0 0 .55em 0}
table{border-collapse:collapse}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}
.sm{font-size:7.5pt}.xs{font-size:6.8pt}.lbl{font-size:7pt;text-transform:none;color:#222}
.ul{border-bottom:1px solid #222;display:inline-block;min-width:1in}
${css}
</style></head><body><div id="pg">${body}</div></body></html>`;
}

// ")" rule column for a caption
const parens = n => Array.from({ length: n }, () => ')').join('<br>');

module.exports = { esc, money, usd, rng, titleCase, courtName, courtLines, barcode, stamp, sig, page, parens };
