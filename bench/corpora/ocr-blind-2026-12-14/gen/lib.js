// Shared helpers for the document templates.
'use strict';

const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = n => '$' + money(n);

// customer name helpers. c = {first, mi, last, suffix}
const nm = c => [c.first, c.mi, c.last, c.suffix].filter(Boolean).join(' ');
const NM = c => nm(c).toUpperCase();
const lastFirst = (c, upper) => {
  const s = `${c.last}, ${c.first}${c.mi ? ' ' + c.mi : ''}${c.suffix ? ' ' + c.suffix : ''}`;
  return upper ? s.toUpperCase() : s;
};
const cityLine = c => `${c.city}, ${c.st} ${c.zip}`;
const addrBlock = (c, sep = '<br>') => `${c.street}${sep}${cityLine(c)}`;

// court heading parts: array of strings; '|' marks a rendered line break inside one title
const courtLines = (parts, upper = true) =>
  parts.map(p => p.split('|').map(s => (upper ? s.toUpperCase() : s)));
const courtTruth = parts => parts.map(p => p.split('|').map(s => s.trim()).join(' ')).join(', ');
const courtFlat = (parts, upper) => courtLines(parts, upper).map(l => l.join(' ')).join(', ');

// deterministic pseudo-random from a string
function hash(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) { h ^= str.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// 1-D barcode-looking SVG (not a decodable symbology; a visual distractor)
function barcode(value, w = 180, h = 38, color = '#000') {
  const r = rng(hash(value));
  let x = 6, bars = '';
  while (x < w - 8) {
    const bw = 1 + Math.floor(r() * 3.2);
    if (r() > 0.42) bars += `<rect x="${x}" y="0" width="${bw}" height="${h}" fill="${color}"/>`;
    x += bw + (r() > 0.5 ? 1 : 2);
  }
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="display:block">${bars}</svg>`;
}
// 65-bar 4-state postal barcode look-alike
function imb(value, w = 300, h = 14) {
  const r = rng(hash('imb' + value));
  const step = w / 65;
  let s = '';
  for (let i = 0; i < 65; i++) {
    const t = Math.floor(r() * 4); // 0 full 1 asc 2 desc 3 tracker
    const y = t === 0 || t === 1 ? 0 : h * 0.33;
    const y2 = t === 0 || t === 2 ? h : h * 0.67;
    s += `<rect x="${(i * step).toFixed(1)}" y="${y.toFixed(1)}" width="${(step * 0.45).toFixed(1)}" height="${(y2 - y).toFixed(1)}" fill="#111"/>`;
  }
  return `<svg width="${w}" height="${h}" style="display:block">${s}</svg>`;
}

// rubber stamp
function stamp({ lines, color = '#6a2c91', rot = -10, top, left, right, size = 14, font = "'Nimbus Sans'", border = '3px double', pad = '4px 12px', opacity = 0.78, width }) {
  const pos = `top:${top}px;` + (left != null ? `left:${left}px;` : `right:${right}px;`);
  return `<div class="stamp" style="position:absolute;${pos}transform:rotate(${rot}deg);border:${border} ${color};color:${color};opacity:${opacity};mix-blend-mode:multiply;font-family:${font};font-size:${size}pt;font-weight:bold;text-align:center;line-height:1.15;padding:${pad};${width ? 'width:' + width + 'px;' : ''}z-index:5;">${lines.join('<br>')}</div>`;
}

function faxHeader(text, font = "'Liberation Mono'", size = 7.5) {
  return `<div style="position:absolute;top:6px;left:18px;right:18px;font-family:${font};font-size:${size}pt;white-space:pre;color:#222;letter-spacing:0.2px;z-index:6">${text}</div>`;
}

const sig = (name, size = 19, color = '#1b2a6b') =>
  `<span style="font-family:'Z003';font-size:${size}pt;color:${color};line-height:1">${name}</span>`;

const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

function pageHtml({ body, css = '', font, size = 11, paper = '#ffffff', color = '#111' }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:${paper}}
.page{width:816px;height:1056px;overflow:hidden;position:relative;background:${paper};color:${color};font-family:${font};font-size:${size}pt;line-height:1.3}
p{margin:0 0 6px 0}
table{border-collapse:collapse}
.sm{font-size:7pt}
.xs{font-size:6.5pt}
.b{font-weight:bold}
.c{text-align:center}
.r{text-align:right}
.u{text-decoration:underline}
.caps{text-transform:uppercase}
.sc{font-variant:small-caps}
${css}
</style></head><body><div class="page">${body}</div></body></html>`;
}

module.exports = { money, usd, nm, NM, lastFirst, cityLine, addrBlock, courtLines, courtTruth, courtFlat, hash, rng, barcode, imb, stamp, faxHeader, sig, esc, pageHtml };
