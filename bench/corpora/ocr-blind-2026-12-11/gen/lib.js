'use strict';
// Shared helpers for the blind OCR corpus generator (2026-12-11).

const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// money(4812.66) -> "$4,812.66"; options: nocomma, nodollar
function money(n, o = {}) {
  const s = Number(n).toFixed(2);
  let [i, f] = s.split('.');
  if (!o.nocomma) i = i.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (o.nodollar ? '' : '$') + i + '.' + f;
}

const BASE_CSS = `
@page { size: 8.5in 11in; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0; background: #fff; color: #111 }
.page { width: 8.5in; height: 11in; position: relative; overflow: hidden }
p { margin: 0 0 .5em 0 }
table { border-collapse: collapse }
.c { text-align: center } .r { text-align: right } .j { text-align: justify }
.b { font-weight: bold } .i { font-style: italic } .u { text-decoration: underline }
.sc { font-variant: small-caps } .up { text-transform: uppercase }
.nw { white-space: nowrap }
.sig { font-family: 'Z003', cursive; font-size: 15pt; line-height: 1 }
`;

// Build a full HTML document. font: CSS family list; size: body size.
function htmlDoc({ font, size, stretch, css, body, lang }) {
  return `<!DOCTYPE html><html lang="${lang || 'en'}"><head><meta charset="utf-8">
<style>${BASE_CSS}
body { font-family: ${font}; font-size: ${size}; ${stretch ? 'font-stretch:' + stretch + ';' : ''} line-height: 1.25 }
${css || ''}
</style></head><body><div class="page">${body}</div></body></html>`;
}

// The expected-fields object for truth.json, straight from a doc's data object.
function expectedOf(d) {
  return {
    customer_name: d.name,
    plaintiff_name: d.plaintiff,
    law_firm_name: d.firm || null,
    lawyer_email: d.email || null,
    lawsuit_state: d.lst,
    lawsuit_amount: d.amount,
    civil_number: d.suit ? d.caseNo : null,
    court_name: d.suit ? d.court : null,
    customer_street: d.street,
    customer_city: d.city,
    customer_state: d.cst,
    customer_zip_code: d.zip,
    determine_if_lawsuit_exists: d.suit,
  };
}

module.exports = { esc, money, htmlDoc, expectedOf };
