// Shared helpers for the blind OCR corpus generator (2026-12-04).
'use strict';

const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fmt = n => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = n => '$' + fmt(n);
const up = s => String(s).toUpperCase();

const STATE_NAMES = {
  AL: 'Alabama', AZ: 'Arizona', CO: 'Colorado', CT: 'Connecticut', FL: 'Florida', GA: 'Georgia',
  IL: 'Illinois', KY: 'Kentucky', LA: 'Louisiana', MI: 'Michigan', NC: 'North Carolina',
  NJ: 'New Jersey', OH: 'Ohio', OK: 'Oklahoma', PA: 'Pennsylvania', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', WA: 'Washington',
};

const SMALL = new Set(['a', 'an', 'the', 'of', 'in', 'for', 'and', 'at', 'on', 'to', 'by', 'or']);
// Title case with short words lower case; words with an inner capital (McDowell, DuPage) and
// ordinals (116th, 52nd) are kept as written.
function titleCase(s) {
  return s.split(' ').map((w, i) => {
    if (!w) return w;
    const bare = w.replace(/[^A-Za-z]/g, '').toLowerCase();
    if (i > 0 && SMALL.has(bare) && /^[A-Za-z]+$/.test(w)) return w.toLowerCase();
    if (/^[0-9]/.test(w)) return w.toLowerCase();
    if (/[a-z][A-Z]/.test(w)) return w;
    return w.split('-').map(p => (p ? p[0].toUpperCase() + p.slice(1).toLowerCase() : p)).join('-');
  }).join(' ');
}

// headings: array of headings, each an array of printed lines of one title.
function courtName(headings) {
  const parts = headings.map(h => h.join(' ').replace(/\s+/g, ' ').trim().replace(/,$/, ''));
  let s = parts.join(', ');
  s = s.replace(/^In the\s+/i, '');
  return titleCase(s);
}

const person = p => [p.first, p.mi, p.last].filter(Boolean).join(' ');
const lastFirst = p => `${p.last}, ${[p.first, p.mi].filter(Boolean).join(' ')}`;
const cityLine = a => `${a.city}, ${a.st} ${a.zip}`;
const cityLineLong = a => `${a.city}, ${STATE_NAMES[a.st]} ${a.zip}`;

// checkbox rendered as a bordered box holding an X (text stays "X" for the text check)
const cb = on => `<span class="cb">${on ? 'X' : '&nbsp;'}</span>`;

// a form cell: tiny label above a value
const cell = (label, value, attrs = '') =>
  `<td ${attrs}><div class="lbl">${label}</div><div class="val">${value}</div></td>`;

function page(d, inner, foot = '', extraCss = '') {
  const css = `
  @page { size: 8.5in 11in; margin: 0 }
  html, body { margin: 0; padding: 0; background: #fff; }
  * { box-sizing: border-box; }
  .page { width: 816px; height: 1056px; position: relative; overflow: hidden; padding: ${d.pad || '0.6in 0.75in'};
          font-family: '${d.font}'; font-size: ${d.bodyPt}pt; line-height: ${d.lh || 1.3}; color: #141414; }
  .content { position: relative; }
  .lbl { font-size: ${d.labelPt}pt; line-height: 1.1; }
  .foot { position: absolute; left: 0.6in; right: 0.6in; bottom: 0.3in; font-size: ${d.labelPt}pt; line-height: 1.2; display: flex; justify-content: space-between; }
  .c { text-align: center; } .r { text-align: right; } .b { font-weight: bold; } .i { font-style: italic; } .u { text-decoration: underline; }
  .up { text-transform: uppercase; }
  p { margin: 0 0 0.55em 0; text-align: justify; }
  table { border-collapse: collapse; }
  table.form { width: 100%; }
  table.form td { border: 1px solid #000; vertical-align: top; padding: 2px 4px 3px 4px; }
  table.form .val { font-size: ${d.bodyPt}pt; min-height: 1.1em; }
  .cb { display: inline-block; width: 1.05em; height: 1.05em; border: 1px solid #000; text-align: center; line-height: 1em;
        font-size: 0.85em; font-weight: bold; margin-right: 0.35em; vertical-align: -0.12em; font-family: '${d.font}'; }
  .title { font-weight: bold; text-align: center; font-size: ${d.titlePt || d.bodyPt + 2}pt; letter-spacing: 0.02em; }
  .sig { border-top: 1px solid #000; display: inline-block; min-width: 2.6in; padding-top: 1px; }
  .box { border: 1px solid #000; padding: 4px 6px; }
  .fill { font-family: '${d.fillFont || d.font}'; }
  ${extraCss}`;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${css}</style></head><body>` +
    `<div class="page" id="page"><div class="content" id="content">${inner}</div>${foot}</div></body></html>`;
}

module.exports = { esc, fmt, usd, up, STATE_NAMES, titleCase, courtName, person, lastFirst, cityLine, cityLineLong, cb, cell, page };
