// 24 — Indiana, Allen Superior Court: complaint on account (CC cause number) with a return-of-service section holding the address.
module.exports = {
  data: {
    state: 'IN', kind: 'Complaint on account (superior court, civil collection)',
    layout: 'two heading lines centred; caption as a two-cell bordered table (parties left, cause number right); numbered allegations; attorney block after the signature; return-of-service section at the bottom that is the only place the full address appears with the ZIP',
    fontFamily: 'P052',
    court: { groups: [['IN THE ALLEN SUPERIOR COURT'], ['ALLEN COUNTY, INDIANA']] },
    caseNo: '02D03-2610-CC-001968', suit: true,
    plaintiff: { name: 'Northlake Installment Finance, LLC' },
    firm: { name: 'Feeney Crossland, P.C.', atty: 'Bradley T. Feeney', bar: 'Atty. No. 29915-02', street: '200 E. Main St, Suite 900', city: 'Fort Wayne, IN 46802',
      phone: '(260) 555-0139', email: 'bfeeney@feeneycrossland.com', email2: 'docketing@feeneycrossland.com' },
    def: { first: 'Tamika', mi: 'D.', last: 'Ferrell', street: '3310 Oxford Glen Ct', city: 'Fort Wayne', st: 'IN', zip: '46806' },
    amt: { principal: 6250.18, interest: 402.33, fees: 937.53 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'P052',serif;font-size:10.5pt;line-height:1.35}
.page{padding:50px 70px 28px 70px}
.hd{text-align:center;font-weight:bold;line-height:1.35}
table.cap{width:100%;margin:12px 0 8px;border:1px solid #000}
table.cap td{border:1px solid #000;padding:6px 10px;vertical-align:middle}
h1{text-align:center;font-size:12pt;margin:6px 0;letter-spacing:1px}
.p{text-indent:32px;margin:0 0 5px;text-align:justify}
.sig{display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:6px;font-size:9.5pt;line-height:1.3}
.ret{border:2px solid #000;margin-top:10px;padding:6px 10px;font-size:9pt;line-height:1.35}
.ret .h{text-align:center;font-weight:bold;letter-spacing:2px}
.ln{display:inline-block;border-bottom:1px solid #000;width:130px}
.foot{position:absolute;left:70px;right:70px;bottom:12px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<table class="cap"><tr><td style="width:60%">${esc(d.plaintiff.name.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${esc(capsName(df))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td>CAUSE NO.<br><b>${esc(d.caseNo)}</b></td></tr></table>
<h1>COMPLAINT ON ACCOUNT</h1>
<p class="p">Plaintiff, ${esc(d.plaintiff.name)}, by counsel, for its Complaint against Defendant, ${esc(fullName(df))}, alleges and says:</p>
<p class="p">1. Defendant is a resident of Allen County, Indiana. Preferred venue lies in this county under Trial Rule 75(A).</p>
<p class="p">2. On or about September 12, 2024, Defendant entered into a consumer installment loan agreement with Plaintiff (account no. NIF-4470291), a copy of which is attached as Exhibit A.</p>
<p class="p">3. Defendant is in default, having made no payment since May 2026. After application of all just credits, there is due from Defendant to Plaintiff the principal sum of <b>${money(a.principal)}</b>.</p>
<p class="p">4. The agreement provides for interest at 21% per annum after default, which through the date of filing totals ${money(a.interest)}, and for reasonable attorney fees, which Plaintiff requests in the amount of ${money(a.fees)}.</p>
<p class="p">WHEREFORE, Plaintiff demands judgment against Defendant in the sum of ${money(a.principal)}, plus interest, reasonable attorney fees, the costs of this action, and all other proper relief.</p>
<div class="sig"><div></div><div>Respectfully submitted,<br>${esc(f.name.toUpperCase())}<br><br>/s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.street)}, ${esc(f.city)}<br>Telephone: ${esc(f.phone)}<br>E-mail: ${nw(f.email)}<br>Docketing: ${nw(f.email2)}<br>Attorney for Plaintiff</div></div>
<div class="ret"><div class="h">RETURN OF SERVICE OF SUMMONS BY SHERIFF</div>
I hereby certify that I have served the within summons: ☐ by delivering a copy of the summons and complaint to the defendant personally; ☐ by leaving a copy at the dwelling house or usual place of abode of the defendant and mailing a copy by first-class mail; ☐ other: ____________.<br>
Defendant: ${esc(capsName(df))} &nbsp;&nbsp; Address: ${esc(df.street)}, ${esc(cityLine(df))}<br>
Date: <span class="ln"></span> &nbsp; Sheriff of Allen County, by Deputy <span class="ln" style="width:180px"></span> &nbsp; Fee: $______</div>
<div class="foot"><span>Filed: 10/16/2026 11:02 AM · Clerk, Allen County, Indiana</span><span>Page 1 of 1</span></div>`;
    return L.page(d, css, body);
  },
};
