// 16 — Minnesota, Hennepin County District Court: complaint; "John Does 1-10"; attorney block under the signature line.
module.exports = {
  data: {
    state: 'MN', kind: 'Complaint (district court, consumer credit contract)',
    layout: 'Minnesota two-column heading read row by row (state / court, county / district) with case type and court file number on the right; "John Does 1-10" co-defendants; numbered paragraphs; signature line with the attorney block below it and the rule 549.211 acknowledgment',
    fontFamily: 'Liberation Serif',
    court: { groups: [['STATE OF MINNESOTA'], ['DISTRICT COURT'], ['COUNTY OF HENNEPIN'], ['FOURTH JUDICIAL DISTRICT']] },
    caseNo: '27-CV-26-18734', suit: true,
    plaintiff: { name: 'Eastmark Recovery Fund IV, LLC' },
    firm: { name: 'Halloran Mott, P.A.', atty: 'Peter J. Halloran', bar: '#0398127', street: '80 S. 8th St, Suite 1450', city: 'Minneapolis, MN 55402',
      phone: '(612) 555-0117', email: 'phalloran@halloranmott.com', fileNo: 'HM-26-7791' },
    def: { first: 'Brianna', mi: 'L.', last: 'Sorensen', street: '3312 Elmhurst Ave S, Apt 5', city: 'Minneapolis', st: 'MN', zip: '55407' },
    amt: { principal: 7215.90, interest: 906.12 },
  },
  render(d, L) {
    const { esc, money, fullName, cityLine, nw } = L;
    const f = d.firm, g = d.court.groups, a = d.amt, df = d.def;
    const css = `
body{font-family:'Liberation Serif',serif;font-size:11.5pt;line-height:1.4}
.page{padding:60px 80px 30px 80px}
.row{display:flex;justify-content:space-between;font-weight:bold}
.cap{display:flex;justify-content:space-between;border-top:1px solid #000;border-bottom:1px solid #000;margin:10px 0 12px;padding:8px 0}
.cap .l{width:55%}
.cap .r{width:40%;text-align:center;align-self:center}
.cap .r b{font-size:13pt;letter-spacing:2px}
.p{text-indent:36px;margin:0 0 5px;text-align:justify}
.sig{margin-left:330px;margin-top:12px}
.sig .ln{border-top:1px solid #000;margin-top:24px;padding-top:2px}
.ack{font-size:9pt;margin-top:12px}
.foot{position:absolute;left:80px;right:80px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="row"><div>${esc(g[0][0])}</div><div>${esc(g[1][0])}</div></div>
<div class="row"><div>${esc(g[2][0])}</div><div>${esc(g[3][0])}</div></div>
<div class="row" style="font-weight:normal"><div></div><div>Case Type: Consumer Credit Contract</div></div>
<div class="row" style="font-weight:normal"><div></div><div>Court File No. ${esc(d.caseNo)}</div></div>
<div class="cap"><div class="l">${esc(d.plaintiff.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${esc(fullName(df))} and John Does 1-10,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
<div class="r"><b>COMPLAINT</b></div></div>
<p class="p">Plaintiff, for its Complaint against Defendants, states and alleges as follows:</p>
<p class="p">1. Plaintiff is a Delaware limited liability company that purchases and collects consumer receivables. Defendant ${esc(fullName(df))} is an individual whose last known address is ${esc(df.street)}, ${esc(cityLine(df))}. John Does 1-10 are persons, presently unknown, who may be jointly liable on the account.</p>
<p class="p">2. Defendant entered into a consumer credit card agreement with North Star Mercantile Bank, account number ending 3397, and used the account to make purchases.</p>
<p class="p">3. On or about April 29, 2026, the account and all rights under it were sold and assigned to Plaintiff. Defendant defaulted, and after all payments and credits the principal balance due is ${money(a.principal)}.</p>
<p class="p">4. Plaintiff is entitled to prejudgment interest under Minn. Stat. § 549.09, which through October 30, 2026 totals ${money(a.interest)}.</p>
<p class="p">WHEREFORE, Plaintiff prays for judgment against Defendants for the principal sum of ${money(a.principal)}, prejudgment interest, and its costs and disbursements herein.</p>
<div class="sig">Dated: November 5, 2026<div class="ln">${esc(f.name.toUpperCase())}<br>By: /s/ ${esc(f.atty)}<br>${esc(f.atty)} (${esc(f.bar)})<br>${esc(f.street)}<br>${esc(f.city)}<br>Tel. ${esc(f.phone)}<br>${nw(f.email)}<br>ATTORNEYS FOR PLAINTIFF</div></div>
<p class="ack"><b>ACKNOWLEDGMENT:</b> The undersigned hereby acknowledges that sanctions may be imposed under Minn. Stat. § 549.211.</p>
<div class="foot"><span>Our File No. ${esc(f.fileNo)}</span><span>Page 1</span></div>`;
    return L.page(d, css, body);
  },
};
