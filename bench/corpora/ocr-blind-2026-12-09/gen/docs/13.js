// 13 — Georgia, Magistrate Court of Fulton County: statement of claim and summons; two defendants with "Serve at:" blocks.
module.exports = {
  data: {
    state: 'GA', kind: 'Statement of claim and summons (magistrate court)',
    layout: 'heading with the form title in a shaded band; file number inside a box at top right; two side-by-side "Defendant 1 / Defendant 2 — Serve at:" boxes; itemised claim table with a total that includes interest and costs; attorney block after the plaintiff\'s verification; sheriff\'s entry of service',
    fontFamily: 'DejaVu Serif',
    court: { groups: [['IN THE MAGISTRATE COURT OF FULTON COUNTY'], ['STATE OF GEORGIA']], addr: '185 Central Ave SW, Suite T-1700, Atlanta, GA 30303', phone: '(404) 555-0127' },
    caseNo: '26MS114872', suit: true,
    plaintiff: { name: 'Sable Creek Funding Corp.', addr: '6 Concourse Crest Pkwy, Suite 300, Atlanta, GA 30328' },
    firm: { name: 'Pemberton Law Group, P.C.', atty: 'Aaron D. Pemberton', bar: 'Georgia Bar No. 570113', street: '1201 Peachtree St NE, Suite 2100', city: 'Atlanta, GA 30361',
      phone: '(404) 555-0189', email: 'apemberton@pembertonlawgroup.com', email2: 'filings@pembertonlawgroup.com' },
    def: { first: 'Yolanda', mi: 'C.', last: 'Briscoe', street: '1190 Cascade Hollow Dr SW, Apt 3308', city: 'Atlanta', st: 'GA', zip: '30311' },
    def2: { first: 'Marcus', mi: 'D.', last: 'Briscoe', street: '455 Flat Shoals Ridge Rd', city: 'Decatur', st: 'GA', zip: '30032' },
    amt: { principal: 2731.06, interest: 318.44, costs: 173.00 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def, d2 = d.def2;
    const css = `
body{font-family:'DejaVu Serif',serif;font-size:9pt;line-height:1.3}
.page{padding:44px 52px 28px 52px}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .c{font-weight:bold;font-size:11pt;line-height:1.4}
.fb{border:2px solid #000;padding:5px 10px;text-align:center}
.fb .l{font-size:6.5pt;letter-spacing:1px}
.band{background:#d9d9d9;text-align:center;font-weight:bold;font-size:12pt;letter-spacing:2px;padding:4px;margin:10px 0 8px;border-top:1px solid #000;border-bottom:1px solid #000}
.pl{border:1px solid #000;padding:5px 8px}
.dd{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:8px}
.dd>div{border:1px solid #000;padding:5px 8px}
.l{font-size:6.5pt;font-weight:bold;letter-spacing:.6px;display:block}
table.cl{margin:6px 0;font-size:9pt}
table.cl td{padding:1px 14px 1px 0}
table.cl tr.t td{border-top:1px solid #000;font-weight:bold}
.sum{border:1px solid #000;padding:6px 8px;margin-top:8px;font-size:8.5pt}
.ent{border-top:3px double #000;margin-top:8px;padding-top:4px;font-size:7.5pt;line-height:1.3}
`;
    const body = `
<div class="hd"><div class="c">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}<div style="font-weight:normal;font-size:8pt">${esc(c.addr)} · ${esc(c.phone)}</div></div>
<div class="fb"><div class="l">CIVIL ACTION FILE NO.</div><b style="font-size:12pt">${esc(d.caseNo)}</b><div class="l" style="margin-top:2px">FILED 10/26/2026</div></div></div>
<div class="band">STATEMENT OF CLAIM</div>
<div class="pl"><span class="l">PLAINTIFF</span>${esc(d.plaintiff.name)}, ${esc(d.plaintiff.addr)}</div>
<div class="dd">
<div><span class="l">DEFENDANT 1</span><b>${esc(capsName(df))}</b><br><span class="l" style="margin-top:3px">SERVE AT:</span>${esc(df.street)}<br>${esc(cityLine(df))}</div>
<div><span class="l">DEFENDANT 2</span><b>${esc(capsName(d2))}</b><br><span class="l" style="margin-top:3px">SERVE AT:</span>${esc(d2.street)}<br>${esc(cityLine(d2))}</div></div>
<p style="margin-top:8px">Plaintiff claims that Defendants are indebted to Plaintiff as follows: balance due on a revolving credit account (account ending 2086, original creditor Peachline Retail Card) purchased by Plaintiff on 02/11/2026.</p>
<table class="cl"><tr><td>Principal</td><td>${money(a.principal)}</td></tr><tr><td>Interest (7% legal rate)</td><td>${money(a.interest)}</td></tr><tr><td>Court costs</td><td>${money(a.costs)}</td></tr>
<tr class="t"><td>TOTAL</td><td>${money(a.principal + a.interest + a.costs)}</td></tr></table>
<p style="font-size:8pt">Personally appeared before me the undersigned agent for Plaintiff who on oath says that the foregoing claim is true and correct. Sworn and subscribed 10/23/2026.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:14px;font-size:8.5pt">
<div>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}<br>${esc(f.city)}<br>${esc(f.phone)}<br>${nw(f.email)}<br>Attorney for Plaintiff</div>
<div>E-filed documents: ${nw(f.email2)}<br><br>Clerk/Deputy Clerk: ________________<br>Notary: ________________</div></div>
<div class="band" style="font-size:11pt">SUMMONS</div>
<div class="sum">TO THE ABOVE NAMED DEFENDANT(S): You are hereby notified that the above named Plaintiff has made a claim and is requesting judgment against you in the sum shown above. YOU ARE REQUIRED TO FILE AN ANSWER TO THIS CLAIM WITHIN THIRTY (30) DAYS AFTER SERVICE OF THIS CLAIM UPON YOU, in writing or orally, at the office of the Magistrate Court at the address above. IF YOU DO NOT ANSWER, JUDGMENT BY DEFAULT WILL BE ENTERED AGAINST YOU. The jurisdictional limit of the Magistrate Court is $15,000.00. Date: 10/26/2026 &nbsp; Chief Magistrate / Clerk ________________</div>
<div class="ent"><b>SHERIFF'S ENTRY OF SERVICE</b> — ☐ Personal ☐ Notorious (left at residence with a person of suitable age) ☐ Tack &amp; mail ☐ Non est inventus &nbsp; Defendant served: ____________________ &nbsp; Date: __________ &nbsp; Deputy: ____________________ &nbsp; Badge No. ______</div>`;
    return L.page(d, css, body);
  },
};
