// 21 — Arizona: collection-agency letter (no suit), modern design with colour header bar, account summary sidebar, settlement offer.
module.exports = {
  data: {
    state: 'AZ', kind: 'Letter — collection agency (no suit), settlement offer',
    layout: 'dark header bar with agency name and licence number; address block at left and an account-summary sidebar at right (creditor, original creditor, account, reference, "as of" balance and current balance); discount offer box; payment methods; validation notice in small print',
    fontFamily: 'URW Gothic',
    suit: false,
    agency: { name: 'Kestrel Account Solutions, LLC', street: '2390 E. Camelback Rd, Suite 130', city: 'Phoenix, AZ 85016', phone: '(602) 555-0197', web: 'pay.kestrelaccounts.com', email: 'care@kestrelaccounts.com', lic: 'Arizona Collection Agency License No. 0951123' },
    plaintiff: { name: 'Redfern Consumer Finance, Inc.', original: 'Sunward Home & Garden Card' },
    firm: null,
    def: { first: 'Hector', mi: 'J.', last: 'Ybarra', street: '2931 N. Sunland Vista Dr, Unit 210', city: 'Tucson', st: 'AZ', zip: '85705' },
    amt: { principal: 2476.33, asOf: 2310.00, offer: 1238.17 },
    ref: 'KAS-5512-0087',
  },
  render(d, L) {
    const { esc, money, fullName, cityLine, nw } = L;
    const g = d.agency, a = d.amt, df = d.def;
    const css = `
body{font-family:'URW Gothic',sans-serif;font-size:10pt;line-height:1.36}
.bar{background:#1f3b4d;color:#fff;padding:18px 56px 12px;display:flex;justify-content:space-between;align-items:flex-end}
.bar .n{font-size:17pt;letter-spacing:.5px}
.bar .s{font-size:7.5pt;text-align:right;line-height:1.3}
.wrap{display:grid;grid-template-columns:1fr 230px;gap:26px;padding:22px 56px 0}
.side{background:#eef2f4;border-left:4px solid #1f3b4d;padding:10px 12px;font-size:9pt}
.side .k{font-size:7pt;text-transform:uppercase;letter-spacing:.8px;color:#333;margin-top:6px}
.side .v{font-size:10pt}
.side .big{font-size:15pt;font-weight:bold}
.offer{border:2px solid #1f3b4d;padding:8px 12px;margin:10px 0}
.offer .h{font-size:12pt;font-weight:bold;color:#1f3b4d}
.small{font-size:7.5pt;line-height:1.3}
.foot{position:absolute;left:56px;right:56px;bottom:16px;font-size:7pt;border-top:1px solid #1f3b4d;padding-top:3px;display:flex;justify-content:space-between}
`;
    const body = `
<div class="bar"><div class="n">${esc(g.name)}</div><div class="s">${esc(g.street)} · ${esc(g.city)}<br>${esc(g.phone)} · ${esc(g.web)}<br>${esc(g.lic)}</div></div>
<div class="wrap"><div>
<p style="font-size:9pt">November 20, 2026</p>
<p style="margin:12px 0 18px">${esc(fullName(df))}<br>${esc(df.street)}<br>${esc(cityLine(df))}</p>
<p>Dear ${esc(fullName(df))},</p>
<p>Your account with <b>${esc(d.plaintiff.name)}</b> has been placed with our office for collection. Our records show a current balance of <b>${money(a.principal)}</b>. We would like to help you resolve this account.</p>
<div class="offer"><div class="h">Save 50% — limited-time offer</div>Pay <b>${money(a.offer)}</b> by December 30, 2026, and ${esc(d.plaintiff.name)} will accept it as settlement in full. We are not obligated to renew this offer. Prefer smaller payments? Ask us about a monthly plan.</div>
<p><b>Ways to pay:</b> online at ${esc(g.web)}; by phone at ${esc(g.phone)}; or by mail to the address above (include your reference number). Questions: ${nw(g.email)}.</p>
<p class="small">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Unless you notify us within 30 days after receiving this notice that you dispute the validity of this debt or any portion of it, we will assume the debt is valid. If you notify us in writing within that period that you dispute the debt, we will obtain verification of the debt and mail you a copy. Upon your written request within 30 days, we will provide the name and address of the original creditor, if different from the current creditor. Because of interest, late charges and other charges that may vary from day to day, the amount due on the day you pay may be greater. No lawsuit has been filed regarding this account.</p>
<p style="margin-top:12px">Sincerely,<br>Client Services Team<br>${esc(g.name)}</p>
</div>
<div class="side"><b>ACCOUNT SUMMARY</b>
<div class="k">Current creditor</div><div class="v">${esc(d.plaintiff.name)}</div>
<div class="k">Original creditor</div><div class="v">${esc(d.plaintiff.original)}</div>
<div class="k">Account ending</div><div class="v">8352</div>
<div class="k">Our reference no.</div><div class="v">${esc(d.ref)}</div>
<div class="k">Balance at placement (as of 08/31/2026)</div><div class="v">${money(a.asOf)}</div>
<div class="k">Interest since placement</div><div class="v">${money(a.principal - a.asOf)}</div>
<div class="k">Current balance</div><div class="big">${money(a.principal)}</div>
<div class="k">Settlement amount</div><div class="v">${money(a.offer)}</div></div></div>
<div class="foot"><span>${esc(g.lic)}</span><span>Ref. ${esc(d.ref)}</span></div>`;
    return L.page(d, css, body);
  },
};
