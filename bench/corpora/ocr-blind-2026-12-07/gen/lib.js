'use strict';
// Shared helpers: name/address/money formatting, court-name truth rule, truth builder.
// Every template prints from the same data object from which truth.json is built.

const SMALL = new Set(['of', 'the', 'and', 'for', 'in', 'at', 'on', 'a', 'an', 'to', 'by', 'de', 'del', 'y', 'el', 'la', 'para']);

function titleWord(w, first) {
  if (!w) return w;
  const lw = w.toLowerCase();
  if (!first && SMALL.has(lw)) return lw;
  if (/^\d/.test(w)) return lw;                       // 16TH -> 16th, 05-2-17
  return lw.split('-').map(p => p ? p[0].toUpperCase() + p.slice(1) : p).join('-');
}
function titleCase(s) {
  return s.trim().split(/\s+/).map((w, i) => titleWord(w, i === 0)).join(' ');
}
// heads: array of heading items; each item is an array of printed lines of ONE title.
// Lines of one title are joined with spaces, separate heading items with ", ".
function courtName(heads) {
  let s = heads.map(item => titleCase(item.join(' ').replace(/,\s*$/, ''))).join(', ');
  s = s.replace(/^In the\s+/i, '');
  return s[0].toUpperCase() + s.slice(1);
}

const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = n => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const num = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// name helpers (d.def = {first, mi, last, suffix})
const N = {
  full: p => [p.first, p.mi, p.last].filter(Boolean).join(' ') + (p.suffix ? ' ' + p.suffix : ''),
  caps: p => ([p.first, p.mi, p.last].filter(Boolean).join(' ') + (p.suffix ? ', ' + p.suffix : '')).toUpperCase(),
  lastFirst: p => `${p.last}, ${[p.first, p.mi].filter(Boolean).join(' ')}${p.suffix ? ', ' + p.suffix : ''}`,
  lastFirstCaps: p => N.lastFirst(p).toUpperCase(),
};
// address helpers (d.addr = {street, city, st, zip, zip4})
const A = {
  line2: a => `${a.city}, ${a.st} ${a.zip}${a.zip4 ? '-' + a.zip4 : ''}`,
  one: a => `${a.street}, ${A.line2(a)}`,
};

const STATE_NAMES = {
  AL: 'Alabama', AZ: 'Arizona', CT: 'Connecticut', FL: 'Florida', GA: 'Georgia', IN: 'Indiana', KS: 'Kansas',
  MN: 'Minnesota', MO: 'Missouri', NC: 'North Carolina', NV: 'Nevada', OH: 'Ohio', OK: 'Oklahoma',
  PA: 'Pennsylvania', SC: 'South Carolina', TX: 'Texas', UT: 'Utah', VA: 'Virginia', WA: 'Washington', WI: 'Wisconsin',
};

function expected(d) {
  return {
    customer_name: N.full(d.def),
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.suitState || d.state,
    lawsuit_amount: d.amount,
    civil_number: d.suit ? d.caseNo : null,
    court_name: d.suit ? courtName(d.court.heads) : null,
    customer_street: d.addr.street,
    customer_city: d.addr.city,
    customer_state: d.addr.st,
    customer_zip_code: d.addr.zip,
    determine_if_lawsuit_exists: !!d.suit,
  };
}

// Page wrapper: 8.5 x 11 in, rendered at 816x1056 CSS px with deviceScaleFactor 1700/816 -> 1700x2200.
function pageHtml(d, body, css) {
  return `<!DOCTYPE html><html lang="${d.lang || 'en'}"><head><meta charset="utf-8"><title>${esc(d.id)}</title>
<style>
html,body{margin:0;padding:0;background:#fff;}
body{width:8.5in;height:11in;overflow:hidden;}
.page{box-sizing:border-box;width:8.5in;height:11in;overflow:hidden;position:relative;color:#111;
  font-family:'${d.font}';font-size:${d.size || '11pt'};line-height:1.25;}
.page *{box-sizing:border-box;}
p{margin:0 0 .5em 0;}
.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}.c{text-align:center}.r{text-align:right}
.sm{font-size:7.5pt}.xs{font-size:6.5pt}
table{border-collapse:collapse;}
${css || ''}
</style></head><body><div class="page" id="page">${body}</div></body></html>`;
}

module.exports = { titleCase, courtName, esc, money, num, N, A, STATE_NAMES, expected, pageHtml };
