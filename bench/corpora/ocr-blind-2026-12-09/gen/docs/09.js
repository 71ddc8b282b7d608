// 09 — Colorado, Denver County Court: complaint with a JDF-style box caption.
module.exports = {
  data: {
    state: 'CO', kind: 'Complaint (county court, civil)',
    layout: 'box caption: court and parties at left, "COURT USE ONLY" cell at right, attorney cell beside the case-number cell, title band; numbered paragraphs; jurisdictional-limit and attorney-fee distractors',
    fontFamily: 'Caladea',
    court: { groups: [['County Court, City and County of Denver, Colorado']], addr: '2140 W. Colfax Justice Ctr, Denver, CO 80204' },
    caseNo: '26C48113', suit: true,
    plaintiff: { name: 'Granite Bay Receivables, LLC', addr: '11800 Ridge Pkwy, Suite 400, Broomfield, CO 80021' },
    firm: { name: 'Ostrander Beale, LLC', atty: 'Lucas M. Ostrander', bar: '50218', street: '1700 Lincoln St, Suite 2400', city: 'Denver, CO 80203',
      phone: '(303) 555-0188', email: 'lostrander@ostranderbeale.com', email2: 'service@ostranderbeale.com' },
    def: { first: 'Alisha', mi: 'M.', last: 'Brandvold', street: '3870 W. Harlow Pl, Apt 7', city: 'Denver', st: 'CO', zip: '80219' },
    amt: { principal: 5108.22, interest: 611.40, fees: 750.00, limit: 25000 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'Caladea',serif;font-size:10.5pt;line-height:1.3}
.page{padding:44px 60px 30px 60px}
table.cap{width:100%;border:1.5px solid #000}
table.cap td{border:1px solid #000;padding:5px 8px;vertical-align:top}
.cu{text-align:center;vertical-align:middle!important;font-size:9pt;letter-spacing:1px}
.ti{text-align:center;font-weight:bold;font-size:12.5pt;letter-spacing:2px}
.lab{font-size:8pt}
ol{margin:10px 0 6px 0;padding-left:22px}
ol li{margin-bottom:5px;text-align:justify}
.sig{margin-left:340px;margin-top:10px;line-height:1.3}
.foot{position:absolute;left:60px;right:60px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`;
    const body = `
<table class="cap">
<tr><td style="width:62%">${esc(c.groups[0][0])}<br><span class="lab">Court Address:</span> ${esc(c.addr)}<br><br>
<span class="lab">Plaintiff:</span> ${esc(d.plaintiff.name.toUpperCase())}<br><br>v.<br><br><span class="lab">Defendant:</span> ${esc(capsName(df))}</td>
<td class="cu" rowspan="1">▲ COURT USE ONLY ▲</td></tr>
<tr><td><span class="lab">Attorney for Plaintiff:</span><br>${esc(f.atty)}, Atty. Reg. #${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}, ${esc(f.city)}<br>Phone: ${esc(f.phone)}<br>E-mail: ${nw(f.email)}</td>
<td><span class="lab">Case Number:</span><br><b style="font-size:12pt">${esc(d.caseNo)}</b><br><br><span class="lab">Div.:</span> ____ &nbsp; <span class="lab">Ctrm:</span> 104</td></tr>
<tr><td colspan="2" class="ti">COMPLAINT</td></tr></table>
<p style="margin-top:10px">Plaintiff, ${esc(d.plaintiff.name)}, through its attorneys, states its Complaint against Defendant as follows:</p>
<ol>
<li>Plaintiff is a Delaware limited liability company with its principal office at ${esc(d.plaintiff.addr)}. Plaintiff is a licensed collection agency (Colorado license no. 992-5031).</li>
<li>Defendant ${esc(fullName(df))} resides at ${esc(df.street)}, ${esc(cityLine(df))}. Venue is proper in this Court under C.R.C.P. 398.</li>
<li>Defendant applied for and received a credit card account from Ridgeway Outdoor Bank, account ending 5580. The account was charged off on 08/31/2025 and was thereafter sold and assigned to Plaintiff, which owns all rights to the account.</li>
<li>Defendant failed to make the payments required and is in default. After all payments and credits, the principal balance due is <b>${money(a.principal)}</b>.</li>
<li>Under C.R.S. § 5-12-102, Plaintiff is entitled to interest at 8% per annum; accrued interest through 10/31/2026 is ${money(a.interest)}.</li>
<li>The cardholder agreement provides for the recovery of reasonable attorney fees; Plaintiff has incurred ${money(a.fees)} in attorney fees to date.</li>
<li>The amount in controversy, exclusive of interest and costs, does not exceed the ${money(a.limit).replace('.00', '')} jurisdictional limit of this Court.</li>
</ol>
<p>WHEREFORE, Plaintiff requests judgment against Defendant for the principal amount of ${money(a.principal)}, prejudgment interest as allowed by law, reasonable attorney fees, court costs, and such other relief as the Court deems proper.</p>
<p>Respectfully submitted November 2, 2026.</p>
<div class="sig">${esc(f.name.toUpperCase())}<br><br><i>/s/ ${esc(f.atty)}</i><br>${esc(f.atty)}, #${esc(f.bar)}<br>Attorney for Plaintiff<br>Service e-mail: ${nw(f.email2)}</div>
<p style="margin-top:8px;font-size:8pt">Plaintiff's address: ${esc(d.plaintiff.addr)}</p>
<div class="foot"><span>JDF 98 (modified) — COMPLAINT</span><span>Ostrander Beale file 26-1187</span></div>`;
    return L.page(d, css, body);
  },
};
