// Shared helpers for the blind OCR corpus generator (2026-12-13).
'use strict';

const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = n => '$' + money(n);
const up = s => s.toUpperCase();
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// person: {first, mi, last, suffix}
const full = p => [p.first, p.mi, p.last].filter(Boolean).join(' ') + (p.suffix ? ' ' + p.suffix : '');
const lastFirst = p => `${p.last}${p.suffix ? ' ' + p.suffix : ''}, ${p.first}${p.mi ? ' ' + p.mi : ''}`;
const cityLine = a => `${a.city}, ${a.st} ${a.zip}`;

// base page wrapper: 8.5 x 11 in at 96 css px/in, rendered with DPR 1700/816 => 1700 x 2200
function page(css, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
@page{size:8.5in 11in;margin:0}
html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;position:relative;color:#161616}
*{box-sizing:border-box}
p{margin:0 0 .5em}
table{border-collapse:collapse}
.sig{font-family:'Z003';font-size:17pt;color:#1b2a6b;line-height:1}
.bar{display:inline-block;height:26px;width:180px;background:repeating-linear-gradient(90deg,#111 0 2px,#fff 2px 3px,#111 3px 4px,#fff 4px 7px,#111 7px 10px,#fff 10px 11px,#111 11px 12px,#fff 12px 15px)}
${css}
</style></head><body>${body}</body></html>`;
}

module.exports = { money, $, up, esc, full, lastFirst, cityLine, page };
