// Shared helpers for the document generator. Every printed value that is also a truth value
// comes from the document's data object, so the page and truth.json cannot drift apart.
'use strict';

const money = (n) => '$' + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const num = (n) => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const U = (s) => String(s).toUpperCase();
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// consumer address pieces
const zipFull = (c) => c.zip + (c.zip4 ? '-' + c.zip4 : '');
const cityLine = (c) => `${c.city}, ${c.st} ${zipFull(c)}`;
const addr1 = (c, sep = '<br>') => `${c.street}${sep}${cityLine(c)}`;

// court heading: d.court.prefix ("In the") + parts; each part is an array of lines of one title.
// truth = parts.map(lines joined with ' ').join(', ')
const courtTruth = (court) => court.parts.map((p) => p.join(' ')).join(', ');
const courtLineList = (court, { upper = true, prefix = true } = {}) => {
  const lines = court.parts.flat().slice();
  if (prefix && court.prefix) lines[0] = court.prefix + ' ' + lines[0];
  return upper ? lines.map(U) : lines;
};

// checkbox
const cb = (checked) => `<span class="cb">${checked ? 'X' : '&nbsp;'}</span>`;

// base CSS shared by all pages (8.5x11 in at 96 CSS px/in; rendered at 1700/816 device scale)
// Chromium does not pick up the fontconfig family "Nimbus Sans Narrow" by name, so load the installed files directly.
const narrowFace = (d) => d.font !== 'Nimbus Sans Narrow' ? '' : ['Regular:normal:normal', 'Bold:bold:normal', 'Oblique:normal:italic', 'BoldOblique:bold:italic']
  .map((v) => { const [f, w, st] = v.split(':'); return `@font-face { font-family: 'Nimbus Sans Narrow'; src: url('file:///usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-${f}.otf'); font-weight: ${w}; font-style: ${st}; }`; }).join('\n');

const baseCss = (d) => `${narrowFace(d)}
  @page { size: 8.5in 11in; margin: 0 }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body { width: 816px; height: 1056px; overflow: hidden; position: relative; background: #fff; color: #111;
         font-family: '${d.font}', serif; font-size: ${d.size}pt; line-height: 1.28; -webkit-font-smoothing: antialiased; }
  .abs { position: absolute; }
  .c { text-align: center; } .r { text-align: right; } .j { text-align: justify; }
  .b { font-weight: bold; } .i { font-style: italic; } .u { text-decoration: underline; }
  .up { text-transform: uppercase; }
  .sm { font-size: ${Math.max(6.5, d.size - 2)}pt; } .xs { font-size: 6.5pt; } .lg { font-size: ${d.size + 3}pt; }
  .cb { display: inline-block; width: 9pt; height: 9pt; border: 1px solid #000; font-size: 7.5pt; line-height: 8pt;
        text-align: center; font-weight: bold; vertical-align: -1px; margin-right: 3px; font-family: 'Liberation Sans', sans-serif; }
  table { border-collapse: collapse; }
  .sig { font-family: 'Z003', cursive; font-size: 17pt; line-height: 1; }
  p { margin: 0 0 6px 0; }
  .fill { border-bottom: 1px solid #000; display: inline-block; min-width: 80px; }
`;

const page = (d, css, body) => `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${d.id}</title>
<style>${baseCss(d)}
${css || ''}</style></head>
<body>${body}</body></html>`;

module.exports = { money, num, U, esc, zipFull, cityLine, addr1, courtTruth, courtLineList, cb, page };
