// Shared helpers for the blind OCR corpus (written 2026-11-29 by a helper with no view of the system).
export const money = n => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const F = {
  times: "'Times New Roman', 'Liberation Serif', Times, serif",
  arial: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  courier: "'Courier New', 'Liberation Mono', Courier, monospace",
  dejavu: "'DejaVu Sans', Verdana, sans-serif",
  dserif: "'DejaVu Serif', Georgia, serif",
  narrow: "'Liberation Sans Narrow', 'Arial Narrow', sans-serif",
};
export function page({ font, size = 13, pad = '60px 72px', css = '' }, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;box-sizing:border-box;padding:${pad};font-family:${font};font-size:${size}px;color:#111;line-height:1.35}
p{margin:0 0 8px 0}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.u{text-decoration:underline}.caps{text-transform:none}
table{border-collapse:collapse}
.box{border:1px solid #000}
.small{font-size:0.82em}.tiny{font-size:0.7em}
.sig{margin-top:18px}
${css}</style></head><body>${body}</body></html>`;
}
// classic caption with a ")" column
export function paren(left, right, rows = 8, opts = {}) {
  const parens = Array.from({ length: rows }, () => ')').join('<br>');
  return `<table style="width:100%;margin:${opts.margin || '14px 0'}"><tr>
<td style="width:${opts.lw || '52%'};vertical-align:top;line-height:1.4">${left}</td>
<td style="width:4%;vertical-align:top;line-height:1.4">${parens}</td>
<td style="vertical-align:middle;padding-left:10px;line-height:1.5">${right}</td></tr></table>`;
}
export const addr = (a, sep = '<br>') => `${a.street}${sep}${a.city}, ${a.state} ${a.zip}`;
export function E(o) {
  return {
    customer_name: o.customer_name, plaintiff_name: o.plaintiff_name, law_firm_name: o.law_firm_name ?? null,
    lawyer_email: o.lawyer_email ?? null, lawsuit_state: o.lawsuit_state, lawsuit_amount: o.lawsuit_amount ?? null,
    civil_number: o.civil_number ?? null, court_name: o.court_name ?? null,
    customer_street: o.a.street, customer_city: o.a.city, customer_state: o.a.state, customer_zip_code: o.a.zip,
    determine_if_lawsuit_exists: o.lawsuit,
  };
}
