// Shared helpers for the blind OCR corpus generator.
'use strict';

// money without the dollar sign: 2847.19 -> "2,847.19"
function m(n) {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

// Caption with a ")" (or "§") column between the parties and the case-number side.
// left / right are HTML; rows = number of separator marks.
function sepCaption(left, right, rows, mark = ')', opts = {}) {
  const marks = Array(rows).fill(mark).join('<br>');
  const lw = opts.leftWidth || '52%';
  return `<table class="cap" style="width:100%;border-collapse:collapse;${opts.style || ''}"><tr>
    <td style="width:${lw};vertical-align:top">${left}</td>
    <td style="width:4%;vertical-align:top;text-align:center">${marks}</td>
    <td style="vertical-align:${opts.rightAlign || 'middle'};padding-left:10px">${right}</td></tr></table>`;
}

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:816px;height:1056px;background:#fff;color:#111;-webkit-font-smoothing:antialiased}
.page{width:816px;height:1056px;overflow:hidden;position:relative}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.u{text-decoration:underline}.up{text-transform:uppercase}
.j{text-align:justify}
p{margin:0 0 .55em 0}
.cb{display:inline-block;width:9px;height:9px;border:1px solid #000;margin:0 4px 0 0;vertical-align:-1px;position:relative}
.cb.x::after{content:'X';position:absolute;left:0;top:-3px;font-size:9px;font-weight:bold;font-family:'Liberation Sans'}
table.grid{border-collapse:collapse;width:100%}
table.grid td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.lbl{font-size:7.5pt;text-transform:uppercase;letter-spacing:.02em;display:block;color:#222}
.sig{display:inline-block;border-top:1px solid #000;min-width:240px;padding-top:2px}
.script{font-family:'Z003',cursive;font-size:17pt;line-height:1}
.foot{position:absolute;left:0;right:0;bottom:28px;font-size:8pt}
`;

module.exports = { m, sepCaption, BASE_CSS };
