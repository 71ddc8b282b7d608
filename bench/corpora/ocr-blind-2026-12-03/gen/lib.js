// Shared helpers for the blind OCR corpus generator.
const SMALL = new Set(['a','an','the','and','or','of','in','for','at','to','by','on','nor']);
function titleCase(s) {
  return s.split(/\s+/).filter(Boolean).map((w, i) => {
    const lw = w.toLowerCase();
    if (i > 0 && SMALL.has(lw)) return lw;
    // capitalise first letter of each hyphen part, keep the rest lower
    return lw.split('-').map(p => p.replace(/^([^a-z]*)([a-z])/, (m, a, b) => a + b.toUpperCase())).join('-');
  }).join(' ');
}
function courtNameFrom(titles) {
  let s = titles.map(t => t.join(' ').trim()).join(', ').replace(/\s+/g, ' ').replace(/,\s*,/g, ',');
  s = s.replace(/^in the\s+/i, '');
  return titleCase(s);
}
const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = n => '$' + money(n);
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cb = (on) => `<span class="cb">${on ? 'X' : '&nbsp;'}</span>`;
const STATES = { CA:'California', TX:'Texas', FL:'Florida', NY:'New York', PA:'Pennsylvania', GA:'Georgia', WA:'Washington',
  OR:'Oregon', NV:'Nevada', MO:'Missouri', MN:'Minnesota', WI:'Wisconsin', IN:'Indiana', MD:'Maryland', VA:'Virginia',
  SC:'South Carolina', OH:'Ohio', IL:'Illinois', AZ:'Arizona', NC:'North Carolina' };
function custName(d) { return [d.def.first, d.def.mi, d.def.last].filter(Boolean).join(' '); }
function cityLine(a) { return `${a.city}, ${a.st} ${a.zip}`; }
function courtLines(d, sep = '<br>') { return d.court.map(t => t.join(sep)).join(sep); }
function expected(d) {
  const suit = d.lawsuit !== false;
  return {
    customer_name: custName(d),
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.atty && d.atty.email ? d.atty.email : null,
    lawsuit_state: d.lawsuitState || d.state,
    lawsuit_amount: d.amount,
    civil_number: suit ? (d.caseNo || null) : null,
    court_name: suit ? (d.courtName || courtNameFrom(d.court)) : null,
    customer_street: d.addr.street,
    customer_city: d.addr.city,
    customer_state: d.addr.st,
    customer_zip_code: d.addr.zip,
    determine_if_lawsuit_exists: suit,
  };
}
const BASE_CSS = `
html,body{margin:0;padding:0;background:#fff}
*{box-sizing:border-box}
.page{width:816px;height:1056px;position:relative;overflow:hidden;color:#111;background:#fff}
.cb{display:inline-block;width:1.05em;height:1.05em;border:1px solid #111;line-height:1em;text-align:center;font-size:0.9em;font-weight:bold;vertical-align:-0.15em;margin-right:0.3em;font-family:inherit}
.lbl{font-size:6.5pt;text-transform:none;color:#222}
.tiny{font-size:7pt}
.foot{font-size:7pt}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.u{text-decoration:underline}.i{font-style:italic}
table{border-collapse:collapse}
p{margin:0 0 0.55em 0}
.fill{font-family:'Nimbus Mono PS',monospace;font-weight:bold}
`;
module.exports = { titleCase, courtNameFrom, money, $, esc, cb, STATES, custName, cityLine, courtLines, expected, BASE_CSS };
