// Shared helpers for the blind OCR corpus generator (2026-12-15).
'use strict';
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const U = s => esc(String(s).toUpperCase());
const money = n => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = n => '$' + money(n);
// court heading lines: '|' marks a line break inside one title
const courtLine = (l, up) => l.split('|').map(x => up ? U(x) : esc(x)).join('<br>');
const courtLines = (d, up, sep = '<br>') => d.court.lines.map(l => courtLine(l, up)).join(sep);
const dropInThe = l => l.replace(/^In the\s+/i, '').replace(/^In\s+/i, '');
const courtTruth = d => d.court ? d.court.lines.map(l => dropInThe(l.split('|').join(' '))).join(', ') : null;
const cityLine = a => `${a.city}, ${a.st} ${a.zip}`;
const cb = (on, size) => `<span class="cbx" style="${size ? `width:${size}px;height:${size}px;line-height:${size}px;font-size:${size - 1}px` : ''}">${on ? '&#x2715;' : '&nbsp;'}</span>`;
const hand = (s, extra = '') => `<span class="hand" style="${extra}">${esc(s)}</span>`;

// faint court seal: circular legend + star
function seal(top, bottom, size = 220, color = '#2a3f7a', opacity = 0.13, fs = 15) {
  const r = size / 2, tr = r - 24, br = r - 14;
  const id = 'p' + Math.random().toString(36).slice(2, 8);
  const pt = (rad, a) => `${(r + rad * Math.cos(a)).toFixed(1)},${(r - rad * Math.sin(a)).toFixed(1)}`;
  const a0 = 200 * Math.PI / 180, a1 = -20 * Math.PI / 180;
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" style="opacity:${opacity}">
  <defs><path id="${id}a" d="M ${pt(tr, a0)} A ${tr},${tr} 0 1 1 ${pt(tr, a1)}"/>
  <path id="${id}b" d="M ${pt(br, 238 * Math.PI / 180)} A ${br},${br} 0 0 0 ${pt(br, -58 * Math.PI / 180)}"/></defs>
  <circle cx="${r}" cy="${r}" r="${r - 3}" fill="none" stroke="${color}" stroke-width="4"/>
  <circle cx="${r}" cy="${r}" r="${r - 9}" fill="none" stroke="${color}" stroke-width="1.5"/>
  <circle cx="${r}" cy="${r}" r="${r - 44}" fill="none" stroke="${color}" stroke-width="1.5"/>
  <text font-family="Nimbus Roman" font-size="${fs}" font-weight="bold" fill="${color}" letter-spacing="1.5"><textPath href="#${id}a" startOffset="50%" text-anchor="middle">${esc(top)}</textPath></text>
  <text font-family="Nimbus Roman" font-size="${fs - 2}" font-weight="bold" fill="${color}" letter-spacing="2" dominant-baseline="hanging"><textPath href="#${id}b" startOffset="50%" text-anchor="middle">${esc(bottom)}</textPath></text>
  <polygon fill="${color}" points="${star(r, r, r - 60, (r - 60) * 0.4)}"/>
</svg>`;
}
function star(cx, cy, R, r) {
  const p = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + i * Math.PI / 5, rr = i % 2 ? r : R;
    p.push((cx + rr * Math.cos(a)).toFixed(1) + ',' + (cy + rr * Math.sin(a)).toFixed(1));
  }
  return p.join(' ');
}

const baseCss = `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff}
.page{position:relative;width:816px;height:1056px;overflow:hidden;background:#fff;color:#111}
.cbx{display:inline-block;width:11px;height:11px;border:1px solid #111;line-height:10px;font-size:10px;text-align:center;vertical-align:-1px;margin-right:4px;font-family:'DejaVu Sans';font-weight:bold}
.hand{font-family:Z003;font-size:1.32em;color:#1b2a6b;line-height:1}
.ul{border-bottom:1px solid #111;display:inline-block;min-width:60px;padding:0 4px}
.small{font-size:7.5pt}
.tiny{font-size:6.5pt}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.i{font-style:italic}
table{border-collapse:collapse}
p{margin:0 0 6px 0}
`;

function htmlDoc(css, body, lang = 'en') {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><style>${baseCss}${css}</style></head><body><div class="page" id="page">${body}</div></body></html>`;
}

// 'Desmond K. O\'Neal' -> 'O\'Neal, Desmond K.' (suffix Jr./Sr. kept with the surname; particles kept)
function lastFirst(n) {
  const p = n.split(' ');
  let i = p.length - 1;
  if (/^(Jr\.|Sr\.|II|III)$/.test(p[i])) i--;
  while (i > 1 && /^(de|la|del|van|von|der|Vander|St\.)$/i.test(p[i - 1])) i--;
  return p.slice(i).join(' ') + ', ' + p.slice(0, i).join(' ');
}

module.exports = { lastFirst, esc, U, money, $, courtLine, courtLines, courtTruth, cityLine, cb, hand, seal, htmlDoc };
