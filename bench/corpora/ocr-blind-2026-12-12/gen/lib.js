'use strict';
// Shared helpers for the blind OCR corpus generator (HTML building, truth derivation).

const STATE_NAMES = {
  AK: 'Alaska', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', IA: 'Iowa', KS: 'Kansas', MD: 'Maryland',
  ME: 'Maine', MO: 'Missouri', ND: 'North Dakota', NH: 'New Hampshire', SC: 'South Carolina',
  SD: 'South Dakota', TX: 'Texas', VA: 'Virginia', VT: 'Vermont', WA: 'Washington', WY: 'Wyoming',
};

// money without the dollar sign: 3418.77 -> "3,418.77"
const m = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// money with the dollar sign
const $ = (n) => '$' + m(n);
const UP = (s) => s.toUpperCase();
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// "Thanh V. Nguyen" -> "Nguyen, Thanh V."  (suffix kept at the end)
function lastFirst(name) {
  const parts = name.split(' ');
  let suffix = '';
  if (/^(Jr\.|Sr\.|II|III|IV)$/.test(parts[parts.length - 1])) suffix = ' ' + parts.pop();
  const last = parts.pop();
  return `${last}, ${parts.join(' ')}${suffix}`;
}

const SMALL = new Set(['of', 'in', 'and', 'for', 'the', 'a', 'an', 'at', 'on', 'to', 'by', 'or']);
function capWord(w) {
  // capitalise the first letter of each hyphen-separated part ("miami-dade" -> "Miami-Dade")
  return w.split('-').map((p) => p.replace(/^([^a-z0-9]*)([a-z])/, (x, pre, c) => pre + c.toUpperCase())).join('-');
}
function titleCase(s) {
  const words = s.toLowerCase().replace(/\s+/g, ' ').trim().split(' ');
  return words.map((w, i) => (i > 0 && SMALL.has(w) ? w : capWord(w))).join(' ');
}
// court heading groups -> court_name truth: lines of one title joined by a space, separate heading
// lines (groups) joined with ", ", a leading "In the"/"In" dropped, title case with short words lower.
function courtName(groups) {
  if (!groups) return null;
  return groups
    .map((g) => g.join(' ').replace(/\s+/g, ' ').trim().replace(/^in (the )?/i, ''))
    .map(titleCase)
    .join(', ');
}

const CSS_BASE = `
@font-face{font-family:'NSN';src:local('NimbusSansNarrow-Regular');font-weight:400;font-style:normal}
@font-face{font-family:'NSN';src:local('NimbusSansNarrow-Bold');font-weight:700;font-style:normal}
@font-face{font-family:'NSN';src:local('NimbusSansNarrow-Oblique');font-weight:400;font-style:italic}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:816px;height:1056px;background:#fff}
body{color:#111;-webkit-font-smoothing:antialiased}
.page{position:relative;width:816px;height:1056px;overflow:hidden}
table{border-collapse:collapse}
b,strong{font-weight:700}
.cb{display:inline-block;width:8px;height:8px;border:1px solid #222;margin:0 3px -1px 0;position:relative}
.cb.x::after{content:'';position:absolute;left:1px;top:-2px;width:3px;height:7px;border:solid #111;border-width:0 1.6px 1.6px 0;transform:rotate(40deg)}
.c{text-align:center}.r{text-align:right}.j{text-align:justify}
.lbl{font-size:7pt;letter-spacing:.02em}
.ftr{font-size:7pt}
`;

function htmlDoc(d) {
  return `<!DOCTYPE html><html lang="${d.lang || 'en'}"><head><meta charset="utf-8"><title>${d.id}</title>
<style>${CSS_BASE}
.page{font-family:${d.fontCss};font-size:${d.size};line-height:${d.lh || 1.3}}
${d.css || ''}</style></head><body><div class="page">${d.body(d)}</div></body></html>`;
}

function truthOf(d) {
  const t = d.t;
  return {
    customer_name: t.customer_name,
    plaintiff_name: t.plaintiff_name,
    law_firm_name: t.law_firm_name,
    lawyer_email: t.lawyer_email,
    lawsuit_state: t.lawsuit_state,
    lawsuit_amount: t.lawsuit_amount,
    civil_number: t.civil_number,
    court_name: courtName(d.court),
    customer_street: t.customer_street,
    customer_city: t.customer_city,
    customer_state: t.customer_state,
    customer_zip_code: t.customer_zip_code,
    determine_if_lawsuit_exists: t.determine_if_lawsuit_exists,
  };
}

module.exports = { STATE_NAMES, m, $, UP, esc, lastFirst, titleCase, courtName, htmlDoc, truthOf };
