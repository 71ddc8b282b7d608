// Shared helpers: formatting, names, court-name convention, truth derivation.
'use strict';

const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const num = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = n => '$' + num(n);

// person: {first, mi, last, suffix}
const fullName = p => [p.first, p.mi, p.last].filter(Boolean).join(' ') + (p.suffix ? ' ' + p.suffix : '');
const capsName = p => fullName(p).toUpperCase();
const lastFirst = p => `${p.last}, ${p.first}${p.mi ? ' ' + p.mi : ''}${p.suffix ? ' ' + p.suffix : ''}`;
const cityLine = p => `${p.city}, ${p.st} ${p.zip}`;

// Title case for court names: every word capitalised, short words lower case
// (except the first word), ordinals/numbers lower case ("16th", "05-2-13").
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);
function titleWord(w, first) {
  const lw = w.toLowerCase();
  const bare = lw.replace(/[^a-z']/g, '');
  if (!first && SMALL.has(bare) && bare === lw.replace(/[,.:;]$/, '')) return lw;
  return lw.split('-').map(part => {
    if (/^[0-9]/.test(part)) return part;
    const i = part.search(/[a-z]/);
    if (i < 0) return part;
    return part.slice(0, i) + part[i].toUpperCase() + part.slice(i + 1);
  }).join('-');
}
function titleCase(s) {
  return s.trim().split(/\s+/).map((w, i) => titleWord(w, i === 0)).join(' ');
}
// groups: array of headings; each heading is an array of printed lines of one title.
function courtName(groups) {
  let s = groups.map(g => titleCase(g.join(' '))).join(', ');
  s = s.replace(/^In the /, '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
const courtLines = groups => groups.flat();
const nw = s => `<span style="white-space:nowrap">${esc(s)}</span>`;

// Derive the 13 expected fields from a document's data object.
function expected(d) {
  const isLetter = d.kind.startsWith('Letter');
  return {
    customer_name: fullName(d.def),
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: isLetter ? d.def.st : d.state,
    lawsuit_amount: d.amt.principal,
    civil_number: d.suit && d.caseNo ? d.caseNo : null,
    court_name: d.suit ? courtName(d.court.groups) : null,
    customer_street: d.def.street,
    customer_city: d.def.city,
    customer_state: d.def.st,
    customer_zip_code: d.def.zip,
    determine_if_lawsuit_exists: !!d.suit,
  };
}

// Base CSS for a US-letter page at 96 CSS px per inch (816 x 1056), rendered at 1700 x 2200.
const BASE_CSS = `*{box-sizing:border-box}html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;color:#111;-webkit-font-smoothing:antialiased}
.page{position:relative;width:816px;height:1056px;overflow:hidden}
p{margin:0 0 6pt 0}table{border-collapse:collapse}`;

function page(d, css, body) {
  return `<!DOCTYPE html><html lang="${d.lang || 'en'}"><head><meta charset="utf-8"><title>${esc(d.id)}</title>
<style>${BASE_CSS}\n${css}</style></head><body><div class="page" id="page">${body}</div></body></html>`;
}

module.exports = { esc, num, money, fullName, capsName, lastFirst, cityLine, titleCase, courtName, courtLines, nw, expected, page };
