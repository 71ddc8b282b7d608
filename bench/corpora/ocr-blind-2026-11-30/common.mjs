// Shared helpers for the blind corpus generator. Everything here is invented.
export const F = {
  TIMES: "'Times New Roman', 'Liberation Serif', Times, serif",
  ARIAL: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  HELV: "Helvetica, 'Nimbus Sans', Arial, sans-serif",
  COURIER: "'Courier New', 'Liberation Mono', Courier, monospace",
  COURIER2: "'Nimbus Mono PS', 'Courier New', monospace",
  GEORGIA: "Georgia, 'C059', 'Century Schoolbook', serif",
  VERDANA: "Verdana, 'DejaVu Sans', sans-serif",
  PALATINO: "'Palatino Linotype', 'P052', Palatino, serif",
  BOOKMAN: "'Bookman Old Style', 'URW Bookman', serif",
  NARROW: "'Arial Narrow', 'Liberation Sans Narrow', 'Nimbus Sans Narrow', sans-serif",
};

export const money = (n) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// expected-field constructor, keeps the 13 keys in a fixed order
export function exp(o) {
  return {
    customer_name: o.name,
    plaintiff_name: o.plaintiff,
    law_firm_name: o.firm ?? null,
    lawyer_email: o.email ?? null,
    lawsuit_state: o.state,
    lawsuit_amount: o.amount,
    civil_number: o.civil ?? null,
    court_name: o.court ?? null,
    customer_street: o.street,
    customer_city: o.city,
    customer_state: o.cstate,
    customer_zip_code: o.zip,
    determine_if_lawsuit_exists: o.suit,
  };
}

export function doc(id, state, layout, font, size, css, body, expected) {
  return { id, state, layout, font, size, css, body, expected };
}

// pleading-paper line numbers (CA / WA / NV style)
export function lineNumbers(n, top, step, left = 58) {
  let s = '';
  for (let i = 1; i <= n; i++)
    s += `<div style="position:absolute;left:${left}px;top:${top + (i - 1) * step}px;width:22px;text-align:right;font-size:10.5pt;line-height:${step}px">${i}</div>`;
  return s;
}
