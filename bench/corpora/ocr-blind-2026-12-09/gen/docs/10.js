// 10 — Indiana, Marion County Small Claims Court (Pike Township): notice of claim; name last-name-first, cause number only in the footer.
module.exports = {
  data: {
    state: 'IN', kind: 'Notice of claim (small claims)',
    layout: 'heading block with township division; parties in a table (name printed LAST, FIRST M.; street / city / state / ZIP in separate cells); cause number only in the footer next to an account number; attorney box with attorney number',
    fontFamily: 'DejaVu Sans Condensed',
    court: { groups: [['MARION COUNTY SMALL CLAIMS COURT'], ['PIKE TOWNSHIP DIVISION']], addr: '5665 Lafayette Commons Rd, Indianapolis, IN 46254', phone: '(317) 555-0195' },
    caseNo: '49K06-2611-SC-004512', suit: true,
    plaintiff: { name: 'Orchard Valley Servicing, LLC', street: '2500 Enterprise Cir, Suite 100', city: 'Fishers', st: 'IN', zip: '46037' },
    firm: { name: 'Bramlett Oduya LLP', atty: 'Simone A. Bramlett', bar: 'Atty. No. 34418-49', street: '111 Monument Cir, Suite 3300', city: 'Indianapolis, IN 46204',
      phone: '(317) 555-0147', email: 'sbramlett@bramlettoduya.com' },
    def: { first: 'Jolene', mi: 'R.', last: 'Westbrook', street: '5527 Lafayette Meadows Dr, Apt C', city: 'Indianapolis', st: 'IN', zip: '46254' },
    amt: { principal: 1436.55, filing: 97.00, service: 13.00, limit: 10000 },
  },
  render(d, L) {
    const { esc, money, lastFirst, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def, p = d.plaintiff;
    const css = `
body{font-family:'DejaVu Sans Condensed',sans-serif;font-size:9.5pt;line-height:1.3}
.page{padding:50px 58px 34px 58px}
.hd{text-align:center;border:2px solid #000;padding:8px;margin:0 90px}
.hd .a{font-size:12pt;font-weight:bold;letter-spacing:1px}
.hd .b{font-size:10pt;font-weight:bold;letter-spacing:2px}
.hd .c{font-size:7.5pt;margin-top:3px}
h1{text-align:center;font-size:16pt;margin:14px 0 8px;letter-spacing:4px}
table.pt{width:100%;font-size:9pt;margin-bottom:8px}
table.pt th{font-size:7pt;text-align:left;border-bottom:1px solid #000;padding:2px 4px;font-weight:normal;text-transform:uppercase}
table.pt td{border-bottom:1px solid #999;padding:4px 4px}
table.pt td.r{font-weight:bold;font-size:7.5pt;width:74px}
.box{border:1px solid #000;padding:6px 9px;margin:8px 0}
.two{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.small{font-size:7.5pt;line-height:1.25}
.foot{position:absolute;left:58px;right:58px;bottom:16px;font-size:8pt;border-top:2px solid #000;padding-top:3px;display:flex;justify-content:space-between}
`;
    const body = `
<div class="hd"><div class="a">${esc(c.groups[0][0])}</div><div class="b">${esc(c.groups[1][0])}</div><div class="c">${esc(c.addr)} · ${esc(c.phone)}</div></div>
<h1>NOTICE OF CLAIM</h1>
<table class="pt"><tr><th></th><th>Name (last, first, M.I.)</th><th>Street</th><th>City</th><th>State</th><th>ZIP</th></tr>
<tr><td class="r">PLAINTIFF</td><td>${esc(p.name.toUpperCase())}</td><td>${esc(p.street)}</td><td>${esc(p.city)}</td><td>${p.st}</td><td>${p.zip}</td></tr>
<tr><td class="r">DEFENDANT</td><td><b>${esc(lastFirst(df).toUpperCase())}</b></td><td>${esc(df.street)}</td><td>${esc(df.city)}</td><td>${df.st}</td><td>${df.zip}</td></tr></table>
<p><b>TO THE DEFENDANT:</b> You have been sued by the plaintiff named above. The plaintiff claims you owe <b>${money(a.principal)}</b>, the unpaid balance of a consumer installment account, plus court costs. The claim is described in the attached statement.</p>
<div class="two">
<div class="box"><b>TRIAL DATE</b><br>Tuesday, January 19, 2027, at 8:30 a.m.<br>at the court address shown above.<br><span class="small">Arrive 15 minutes early and bring all papers, receipts and witnesses.</span></div>
<div class="box"><b>COSTS ADVANCED BY PLAINTIFF</b><br>Filing fee: ${money(a.filing)}<br>Service fee: ${money(a.service)}<br><span class="small">Costs are added to any judgment.</span></div></div>
<p>You must appear on the trial date. If you do not appear, a default judgment may be entered against you for the amount claimed plus costs. If you intend to file a counterclaim, you must do so before the trial date. You may try to settle this claim with the plaintiff before the trial date; if you settle, the plaintiff should notify the court.</p>
<p class="small">The jurisdictional limit of the small claims court is ${money(a.limit)}. You have the right to request a jury trial by filing a written request with the Clerk of the Marion Superior Court within ten (10) days after service of this notice; if you do, the case will be transferred to the plenary docket of the Superior Court and you must pay the required fees. Small claims proceedings are informal; the court may apply simplified rules of evidence.</p>
<div class="box"><b>ATTORNEY FOR PLAINTIFF</b><br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)} · ${esc(f.street)}, ${esc(f.city)}<br>Telephone ${esc(f.phone)} · E-mail ${nw(f.email)}</div>
<p class="small">NOTICE: This communication is from a debt collector. Issued under the seal of the court on 11/04/2026. &nbsp; Deputy Clerk: ____________________</p>
<p class="small">If you need an interpreter or an accommodation under the Americans with Disabilities Act, contact the court at ${esc(c.phone)} at least 72 hours before the trial date.</p>
<div class="foot"><span><b>Cause No. ${esc(d.caseNo)}</b></span><span>Acct. No. 88031-7442</span><span>Notice of Claim · Page 1 of 1</span></div>`;
    return L.page(d, css, body);
  },
};
