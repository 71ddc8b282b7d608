// 29 — Oklahoma, Tulsa County District Court: small claims affidavit and order to appear; typed in monospace; firm prints no e-mail.
module.exports = {
  data: {
    state: 'OK', kind: 'Small claims affidavit and order for defendant to appear',
    layout: 'monospaced typed form; heading as two lines; "SC-" case number at right of the caption; sworn affidavit paragraph with principal, attorney fee and costs; notary block; order-to-appear section with date and courthouse; attorney block without any e-mail while the court clerk\'s e-mail is printed',
    fontFamily: 'Liberation Mono',
    court: { groups: [['IN THE DISTRICT COURT OF TULSA COUNTY'], ['STATE OF OKLAHOMA']], addr: 'Tulsa County Courthouse, 1210 S. Courthouse Sq, Room 106, Tulsa, OK 74103', phone: '(918) 555-0131', email: 'smallclaims@tulsacountydistrictcourt.org' },
    caseNo: 'SC-2026-6082', suit: true,
    plaintiff: { name: 'Red Prairie Lending, LLC', addr: '6100 S. Yale Commons, Suite 300, Tulsa, OK 74136' },
    firm: { name: 'Tallis Redbird Law, PLLC', atty: 'Jared W. Tallis', bar: 'OBA #22871', street: '320 S. Boston Ave, Suite 1020', city: 'Tulsa, OK 74103',
      phone: '(918) 555-0156', fax: '(918) 555-0157', email: null },
    def: { first: 'Kimberly', mi: 'A.', last: 'Lasley', street: '6118 E. Admiral Crest Pl, Apt 208', city: 'Tulsa', st: 'OK', zip: '74112' },
    amt: { principal: 2114.86, fees: 350.00, costs: 98.14, limit: 10000 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'Liberation Mono',monospace;font-size:9.5pt;line-height:1.36}
.page{padding:46px 60px 28px 60px}
.hd{text-align:center;font-weight:bold;margin-bottom:12px}
.cap{display:grid;grid-template-columns:1fr 240px;border-bottom:1px solid #000;padding-bottom:6px}
.ti{text-align:center;font-weight:bold;margin:10px 0 6px;font-size:10.5pt}
.p{margin:0 0 6px;text-align:justify}
.nb{display:grid;grid-template-columns:1fr 1fr;gap:20px;margin:6px 0;font-size:8.5pt}
.nb div{border-top:1px solid #000;padding-top:2px}
.or{border:1.5px solid #000;padding:6px 9px;margin-top:8px}
.ab{font-size:8.5pt;margin-top:8px;line-height:1.3}
.foot{position:absolute;left:60px;right:60px;bottom:12px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<div class="cap"><div>${esc(d.plaintiff.name.toUpperCase())},<br>${esc(d.plaintiff.addr)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${esc(capsName(df))},<br>${esc(df.street)},<br>${esc(cityLine(df))},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div style="align-self:center">Case No. ${esc(d.caseNo)}<br><br>(Small Claims Procedure<br>12 O.S. § 1751 et seq.)</div></div>
<div class="ti">AFFIDAVIT</div>
<p class="p">STATE OF OKLAHOMA, COUNTY OF TULSA, ss.: I, ${esc(f.atty)}, being first duly sworn, state that I am the attorney for the plaintiff; that the defendant, ${esc(fullName(df))}, is indebted to the plaintiff in the sum of <b>${money(a.principal)}</b> for money loaned under installment loan no. RPL-0551842, no part of which has been paid; that the plaintiff also claims a reasonable attorney fee of ${money(a.fees)} and the costs of this action (${money(a.costs)} advanced); that the plaintiff has demanded payment, and that the defendant has refused to pay; and that the claim does not exceed ${money(a.limit)}.</p>
<div class="nb"><div>Affiant: /s/ ${esc(f.atty)}</div><div>Subscribed and sworn before me 11/05/2026.<br>Notary Public, commission no. 21004871</div></div>
<div class="ti">ORDER FOR DEFENDANT TO APPEAR</div>
<div class="or">THE STATE OF OKLAHOMA TO THE DEFENDANT NAMED ABOVE: You are hereby directed to appear and answer the foregoing claim at the ${esc(c.addr)}, on the 12th day of January, 2027, at 9:00 a.m., and to have with you all books, papers and witnesses needed by you to establish your defense. If you do not appear, judgment will be given against you as follows: for the amount of the claim, attorney fee and costs. Dated 11/06/2026. Court Clerk, by ____________ Deputy.</div>
<p class="p" style="font-size:8.5pt;margin-top:6px">Filings and questions for the Court Clerk: ${esc(c.phone)}, ${nw(c.email)}. The clerk cannot give legal advice. If you need an accommodation, contact the ADA coordinator.</p>
<div class="ab">${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name.toUpperCase())}<br>${esc(f.street)}<br>${esc(f.city)}<br>Telephone ${esc(f.phone)} · Facsimile ${esc(f.fax)}<br>ATTORNEY FOR PLAINTIFF</div>
<div class="foot"><span>SC-1 Affidavit and Order (modified)</span><span>${esc(d.caseNo)}</span></div>`;
    return L.page(d, css, body);
  },
};
