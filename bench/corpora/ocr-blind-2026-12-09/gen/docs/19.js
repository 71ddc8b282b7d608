// 19 — Missouri, St. Louis County Circuit Court (associate division): petition on account; vertical-rule caption with "Serve at:".
module.exports = {
  data: {
    state: 'MO', kind: 'Petition on account (associate division)',
    layout: 'court name in small capitals across the top over two lines of heading; caption split by a vertical rule (parties and "Serve at:" at left, case number, division and account at right); case number repeated in the footer; attorney signature with filing and secondary e-mails',
    fontFamily: 'Liberation Sans',
    court: { groups: [['In the Circuit Court of St. Louis County, Missouri'], ['Associate Division']] },
    caseNo: '26SL-AC14622', suit: true,
    plaintiff: { name: 'Fernbrook Capital Holdings, LLC' },
    firm: { name: 'Trueblood & Saenz, P.C.', atty: 'Elena M. Saenz', bar: 'MBE #59713', street: '7733 Forsyth Blvd, Suite 1100', city: 'Clayton, MO 63105',
      phone: '(314) 555-0166', email: 'esaenz@truebloodsaenz.com', email2: 'filings@truebloodsaenz.com' },
    def: { first: 'Corey', mi: 'V.', last: 'Mattingly', street: '8814 Glenmoor Terrace Dr, Apt D', city: 'St. Louis', st: 'MO', zip: '63136' },
    amt: { principal: 1877.42, interest: 141.08 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'Liberation Sans',sans-serif;font-size:10.5pt;line-height:1.38}
.page{padding:54px 70px 30px 70px}
.crt{text-align:center;font-variant:small-caps;font-size:13pt;letter-spacing:.5px;line-height:1.3}
.crt .d{font-size:11pt;letter-spacing:3px}
.cap{display:grid;grid-template-columns:1fr 2px 230px;gap:0 16px;margin:16px 0 10px}
.vr{background:#000}
.srv{margin:4px 0 4px 18px;font-size:9.5pt;line-height:1.3;border:1px solid #000;padding:3px 8px;display:inline-block}
.cap .r{align-self:center;line-height:1.6}
h1{text-align:center;font-size:12pt;margin:8px 0;letter-spacing:1px}
.p{margin:0 0 6px;text-align:justify}
.sig{margin-left:330px;margin-top:10px;font-size:10pt;line-height:1.3}
.foot{position:absolute;left:70px;right:70px;bottom:14px;font-size:7.5pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`;
    const body = `
<div class="crt">${esc(c.groups[0][0])}<br><span class="d">${esc(c.groups[1][0])}</span></div>
<div class="cap"><div>${esc(d.plaintiff.name.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${esc(capsName(df))},<br><div class="srv"><b>Serve at:</b><br>${esc(df.street)}<br>${esc(cityLine(df))}</div><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="vr"></div>
<div class="r">Cause No. <b>${esc(d.caseNo)}</b><br>Division: 41A<br>Acct. No. ****7105<br>Plaintiff's ref. TS-26-03321</div></div>
<h1>PETITION ON ACCOUNT</h1>
<p class="p">COMES NOW Plaintiff, ${esc(d.plaintiff.name)}, by and through its attorneys, and for its Petition on Account against Defendant ${esc(fullName(df))} states:</p>
<p class="p">1. Plaintiff is a limited liability company in good standing and is the assignee and owner of the account described herein, originally issued by Gateway Arch Financial, Inc.</p>
<p class="p">2. Defendant resides in St. Louis County, Missouri, and venue is proper in this Court pursuant to § 508.010 RSMo.</p>
<p class="p">3. Defendant requested and received credit on the account and agreed to repay all sums advanced. Defendant has failed to pay as agreed, and after all just credits and set-offs there is due and owing to Plaintiff the sum of <b>${money(a.principal)}</b>. A statement of the account is attached as Exhibit 1.</p>
<p class="p">4. Plaintiff has made demand upon Defendant for payment, but Defendant has failed and refused to pay. Plaintiff is entitled to statutory interest at 9% per annum from the date of demand, which amounts to ${money(a.interest)} as of the filing of this petition.</p>
<p class="p">WHEREFORE, Plaintiff prays for judgment against Defendant in the sum of ${money(a.principal)}, together with prejudgment interest at the statutory rate, post-judgment interest, the costs of this action, and such other relief as the Court deems just.</p>
<div class="sig">${esc(f.name.toUpperCase())}<br><br>/s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.street)}<br>${esc(f.city)}<br>Phone ${esc(f.phone)}<br>${nw(f.email)}<br>Secondary: ${nw(f.email2)}<br>Attorneys for Plaintiff</div>
<div class="foot"><span>${esc(d.caseNo)}</span><span>Petition on Account — Page 1 of 1</span><span>e-Filed 10/28/2026 03:51 PM</span></div>`;
    return L.page(d, css, body);
  },
};
