// 20 — South Carolina, Greenville County magistrate's court: summons and complaint with a ")" caption.
module.exports = {
  data: {
    state: 'SC', kind: 'Summons and complaint (magistrate\'s court)',
    layout: 'two heading lines; caption built with a column of ")" marks, case number with a leading county code at right; summons and complaint on one page separated by a rule; interest, 15% attorney fee and jurisdictional-limit distractors; attorney block at the bottom right',
    fontFamily: 'Nimbus Roman',
    court: { groups: [['IN THE MAGISTRATE\'S COURT'], ['GREENVILLE COUNTY, SOUTH CAROLINA']], addr: '301 University Ridge Commons, Suite 2200, Greenville, SC 29601', phone: '(864) 555-0112' },
    caseNo: '2026CV2310208837', suit: true,
    plaintiff: { name: 'Brightwater Federal Credit Union', addr: '880 Verdae Crossing Blvd, Greenville, SC 29607' },
    firm: { name: 'Sizemore & Quattlebaum, LLC', atty: 'Whitney R. Sizemore', bar: 'SC Bar No. 102844', street: '2 W. Washington St, Suite 600', city: 'Greenville, SC 29601',
      phone: '(864) 555-0178', email: 'wsizemore@sqlawsc.com' },
    def: { first: 'Latoya', mi: 'S.', last: 'Gaines', street: '22 Brushy Meadow Ct', city: 'Greenville', st: 'SC', zip: '29605' },
    amt: { principal: 4318.90, interest: 287.55, fees: 647.84, limit: 7500 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const paren = n => Array(n).fill(')').join('<br>');
    const css = `
body{font-family:'Nimbus Roman',serif;font-size:11pt;line-height:1.3}
.page{padding:54px 74px 30px 74px}
.hd{text-align:center;font-weight:bold;line-height:1.4;margin-bottom:14px}
.cap{display:grid;grid-template-columns:300px 26px 1fr}
.cap .r{padding-left:10px;align-self:center}
h2{text-align:center;font-size:12pt;margin:10px 0 6px;letter-spacing:2px}
.p{text-indent:36px;margin:0 0 5px;text-align:justify}
hr{border:none;border-top:1.5px solid #000;margin:8px 0}
.ab{margin-left:340px;margin-top:6px;font-size:10pt;line-height:1.28}
.foot{position:absolute;left:74px;right:74px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<div class="cap"><div>${esc(d.plaintiff.name.toUpperCase())},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>${esc(capsName(df))},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div>${paren(9)}</div><div class="r">Case No. ${esc(d.caseNo)}<br><br><b>SUMMONS AND COMPLAINT</b><br>(Claim and Delivery / Suit on Note)</div></div>
<h2>SUMMONS</h2>
<p>TO THE DEFENDANT ABOVE NAMED: ${esc(fullName(df))}, ${esc(df.street)}, ${esc(cityLine(df))}</p>
<p class="p">YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is herewith served upon you, and to serve a copy of your Answer upon the Plaintiff or its attorney, at the address shown below, within thirty (30) days after service hereof, exclusive of the day of such service. Your answer may be made orally or in writing at the Magistrate's Court, ${esc(c.addr)}, ${esc(c.phone)}. If you fail to answer the Complaint within the time aforesaid, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
<hr>
<h2>COMPLAINT</h2>
<p class="p">1. Plaintiff is a federally chartered credit union with its principal office at ${esc(d.plaintiff.addr)}. Defendant is a citizen and resident of Greenville County, South Carolina.</p>
<p class="p">2. Defendant executed a consumer loan agreement with Plaintiff (loan no. 0071-22954-L3) and has defaulted in the payments due thereunder. Plaintiff has given the notice of default and right to cure required by S.C. Code § 37-5-110.</p>
<p class="p">3. There is now due the principal balance of <b>${money(a.principal)}</b>, plus accrued interest of ${money(a.interest)} through November 1, 2026, and reasonable attorney's fees of fifteen percent (${money(a.fees)}) as provided in the agreement. The amount in controversy does not exceed the ${money(a.limit)} jurisdictional limit of this Court.</p>
<p class="p">WHEREFORE, Plaintiff prays for judgment against the Defendant for ${money(a.principal)}, interest, attorney's fees, and the costs of this action.</p>
<div class="ab">${esc(f.name.toUpperCase())}<br><br>s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.street)}<br>${esc(f.city)}<br>${esc(f.phone)}<br>${nw(f.email)}<br>Attorneys for Plaintiff</div>
<p style="font-size:9pt;margin-top:6px">Greenville, South Carolina<br>November 4, 2026</p>
<div class="foot"><span>SCCA 623 (modified)</span><span>Case No. ${esc(d.caseNo)}</span></div>`;
    return L.page(d, css, body);
  },
};
