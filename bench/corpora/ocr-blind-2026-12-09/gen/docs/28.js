// 28 — North Carolina: collection-agency letter (no suit) with permit number, window address and tear-off payment coupon.
module.exports = {
  data: {
    state: 'NC', kind: 'Letter — collection agency (no suit), payment coupon',
    layout: 'agency logo line with permit number at top right; consumer address in envelope-window position; boxed balance table ("as of" balance, payment, current balance); settlement offer; validation language; perforated payment coupon at the bottom repeating the address in capitals',
    fontFamily: 'Liberation Sans',
    suit: false,
    agency: { name: 'Piedmont Crest Collections, LLC', street: '5200 Park Crescent Rd, Suite 240', city: 'Charlotte, NC 28217', remit: 'P.O. Box 470215, Charlotte, NC 28247', phone: '(704) 555-0145', permit: 'NC Collection Agency Permit No. 104512', email: 'resolve@piedmontcrest.com' },
    plaintiff: { name: 'Ashgrove Asset Acquisition, LLC', original: 'Blue Heron Bank' },
    firm: null,
    def: { first: 'Darius', mi: 'K.', last: 'Whitmore', street: '3320 Eastway Hollow Dr, Apt 4C', city: 'Charlotte', st: 'NC', zip: '28205' },
    amt: { principal: 967.45, asOf: 1012.45, paid: 45.00, offer: 580.47 },
    ref: 'PCC-0083317',
  },
  render(d, L) {
    const { esc, money, capsName, fullName, nw } = L;
    const g = d.agency, a = d.amt, df = d.def;
    const css = `
body{font-family:'Liberation Sans',sans-serif;font-size:10pt;line-height:1.32}
.page{padding:40px 58px 20px 58px}
.top{display:flex;justify-content:space-between}
.logo{font-size:15pt;font-weight:bold;letter-spacing:.5px}
.logo small{display:block;font-size:8pt;font-weight:normal;letter-spacing:0}
.tr{text-align:right;font-size:8.5pt;line-height:1.35}
.win{margin:42px 0 26px 22px;font-size:10pt;line-height:1.3}
table.bal{border:1.5px solid #000;margin:6px 0 10px}
table.bal td{padding:3px 12px;border-bottom:1px solid #bbb}
table.bal tr:last-child td{font-weight:bold;border-bottom:none;border-top:1.5px solid #000}
.small{font-size:7.8pt;line-height:1.28}
.cp{position:absolute;left:40px;right:40px;top:820px;border-top:2px dashed #000;padding-top:6px;font-size:8.5pt}
.cp .t{font-size:7pt;text-align:center;margin-bottom:4px}
.cpg{display:grid;grid-template-columns:1fr 1fr;gap:20px;border:1px solid #000;padding:8px 10px}
table.ct td{padding:2px 8px 2px 0}
`;
    const body = `
<div class="top"><div class="logo">${esc(g.name)}<small>${esc(g.street)} · ${esc(g.city)} · ${esc(g.phone)}</small></div>
<div class="tr">${esc(g.permit)}<br>Date: November 16, 2026<br>Our account no.: ${esc(d.ref)}</div></div>
<div class="win">${esc(fullName(df))}<br>${esc(df.street)}<br>${esc(df.city)}, ${df.st} ${df.zip}</div>
<p>Re: &nbsp;Current creditor: <b>${esc(d.plaintiff.name)}</b> &nbsp;|&nbsp; Original creditor: ${esc(d.plaintiff.original)} &nbsp;|&nbsp; Account ending 2248</p>
<p>Dear ${esc(fullName(df))}:</p>
<p>The above account has been assigned to this agency for collection. According to our records, the balance below remains unpaid:</p>
<table class="bal"><tr><td>Balance as of June 30, 2026</td><td style="text-align:right">${money(a.asOf)}</td></tr><tr><td>Payments received since then</td><td style="text-align:right">– ${money(a.paid)}</td></tr><tr><td>Interest and fees added</td><td style="text-align:right">$0.00</td></tr><tr><td>Balance due now</td><td style="text-align:right">${money(a.principal)}</td></tr></table>
<p>Our client has authorized a one-time reduced payoff of <b>${money(a.offer)}</b> if received in this office on or before December 28, 2026. Payment arrangements are also available. Call us at ${esc(g.phone)}, or e-mail ${nw(g.email)}.</p>
<p class="small">Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification. If you request this office in writing within 30 days after receiving this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor. This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p>Sincerely,<br>Account Representative, ext. 214<br>${esc(g.name)}</p>
<div class="cp"><div class="t">▼ DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT ▼</div>
<div class="cpg"><div>${esc(capsName(df))}<br>${esc(df.street.toUpperCase())}<br>${esc(df.city.toUpperCase())} ${df.st} ${df.zip}<br><br>Remit to:<br>${esc(g.name.toUpperCase())}<br>${esc(g.remit.toUpperCase())}</div>
<div><table class="ct"><tr><td>Account no.</td><td>${esc(d.ref)}</td></tr><tr><td>Balance due</td><td>${money(a.principal)}</td></tr><tr><td>Settlement amount</td><td>${money(a.offer)}</td></tr><tr><td>Amount enclosed</td><td>$ ____________</td></tr></table>
<div style="font-size:7.5pt;margin-top:4px">☐ VISA ☐ MasterCard &nbsp; Card no. ______________________ Exp. ____</div></div></div></div>`;
    return L.page(d, css, body);
  },
};
