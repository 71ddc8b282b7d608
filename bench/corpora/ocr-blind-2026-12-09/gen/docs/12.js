// 12 — Florida, Hillsborough County Court: complaint for damages; two defendants; "Plaintiff's attorney" box at the bottom.
module.exports = {
  data: {
    state: 'FL', kind: 'Complaint (county civil)',
    layout: 'three heading lines (two-line court title plus division line); caption with case number and division at right; co-defendant; numbered allegations with jurisdictional bracket; ruled "Plaintiff\'s attorney" box with primary and secondary e-mails',
    fontFamily: 'P052',
    court: { groups: [['IN THE COUNTY COURT OF THE THIRTEENTH JUDICIAL CIRCUIT', 'IN AND FOR HILLSBOROUGH COUNTY, FLORIDA'], ['CIVIL DIVISION']] },
    caseNo: '26-CC-061287', suit: true,
    plaintiff: { name: 'Bellwether Consumer Lending, Inc.' },
    firm: { name: 'Kessling, Barr & Oyelaran, P.A.', atty: 'Thomas J. Kessling', bar: 'Florida Bar No. 0098713', street: '100 N. Tampa St, Suite 2050', city: 'Tampa, FL 33602',
      phone: '(813) 555-0104', email: 'tkessling@kbolaw-fl.com', email2: 'eserve@kbolaw-fl.com' },
    def: { first: 'Andre', mi: 'L.', last: 'Pettaway', street: '9014 N. Seminole Trace Dr', city: 'Tampa', st: 'FL', zip: '33612' },
    def2: { first: 'Simone', last: 'Pettaway', street: '2205 W. Arch St, Unit 5', city: 'Tampa', st: 'FL', zip: '33607' },
    amt: { principal: 9487.31, interest: 1022.16 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def, d2 = d.def2;
    const css = `
body{font-family:'P052',serif;font-size:11pt;line-height:1.36}
.page{padding:56px 72px 30px 72px}
.hd{text-align:center;line-height:1.35;margin-bottom:14px}
.cap{display:flex;justify-content:space-between}
.cap .r{text-align:left;padding-top:0;width:220px}
h1{text-align:center;font-size:12pt;text-decoration:underline;margin:14px 0 10px}
.p{text-indent:40px;margin:0 0 6px;text-align:justify}
.pab{border:1.5px solid #000;padding:6px 10px;margin-top:10px;display:grid;grid-template-columns:1fr 1fr;gap:0 16px;font-size:9.5pt;line-height:1.3}
.pab .t{grid-column:1/3;font-size:7.5pt;font-weight:bold;letter-spacing:1.5px;border-bottom:1px solid #000;margin-bottom:3px}
.foot{position:absolute;left:72px;right:72px;bottom:14px;font-size:7pt;text-align:center}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[0][1])}<br>${esc(c.groups[1][0])}</div>
<div class="cap"><div>${esc(d.plaintiff.name.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${esc(capsName(df))} and<br>${esc(capsName(d2))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.<br>_________________________________/</div>
<div class="r">CASE NO.: ${esc(d.caseNo)}<br>DIVISION: L</div></div>
<h1>COMPLAINT FOR DAMAGES</h1>
<p class="p">Plaintiff, ${esc(d.plaintiff.name)} ("Plaintiff"), sues Defendants, ${esc(fullName(df))} and ${esc(fullName(d2))}, and alleges:</p>
<p class="p">1. This is an action for damages that exceed $8,000.00 but do not exceed $50,000.00, exclusive of interest, costs and attorney's fees.</p>
<p class="p">2. Defendant ${esc(fullName(df))} resides at ${esc(df.street)}, ${esc(cityLine(df))}. Defendant ${esc(fullName(d2))}, co-buyer, resides at ${esc(d2.street)}, ${esc(cityLine(d2))}. Both are sui juris.</p>
<p class="p">3. On or about June 14, 2024, Defendants executed and delivered to Plaintiff a consumer installment contract (loan no. BCL-5561093), a copy of which is attached as Exhibit "A."</p>
<p class="p">4. Defendants defaulted by failing to pay the installment due on February 14, 2026, and all later installments. Plaintiff has accelerated the balance due.</p>
<p class="p">5. Defendants owe Plaintiff the principal sum of ${money(a.principal)}, plus accrued contract interest of ${money(a.interest)} through October 31, 2026, which is stated separately and continues to accrue.</p>
<p class="p">6. Plaintiff has retained the undersigned counsel and is obligated to pay a reasonable fee; the contract provides for recovery of attorney's fees.</p>
<p class="p">WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for the principal sum of ${money(a.principal)}, prejudgment interest, court costs, attorney's fees, and such further relief as the Court deems just.</p>
<p style="margin-left:300px;margin-top:8px">Dated: November 6, 2026<br>/s/ ${esc(f.atty)}</p>
<div class="pab"><div class="t">PLAINTIFF'S ATTORNEY</div>
<div>${esc(f.name)}<br>${esc(f.atty)}, Esq.<br>${esc(f.bar)}<br>${esc(f.street)}<br>${esc(f.city)}</div>
<div>Telephone: ${esc(f.phone)}<br>Designation of e-mail addresses (Fla. R. Gen. Prac. &amp; Jud. Admin. 2.516):<br>Primary: ${nw(f.email)}<br>Secondary: ${nw(f.email2)}</div></div>
<div class="foot">Complaint — ${esc(d.plaintiff.name)} v. ${esc(df.last)}, et al. — Page 1 of 1</div>`;
    return L.page(d, css, body);
  },
};
