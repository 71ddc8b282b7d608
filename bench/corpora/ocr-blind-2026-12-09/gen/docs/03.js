// 03 — Pennsylvania, Allegheny County magisterial district court: civil complaint (labels below the blanks).
module.exports = {
  data: {
    state: 'PA', kind: 'Civil complaint (magisterial district court)',
    layout: 'two-column form with the labels printed below the blanks; address split across two rows (street / city-state-zip); costs grid; plaintiff\'s attorney row at the bottom',
    fontFamily: 'Liberation Sans',
    court: { groups: [['COMMONWEALTH OF PENNSYLVANIA'], ['COUNTY OF ALLEGHENY'], ['MAGISTERIAL DISTRICT COURT 05-2-13']],
      judge: 'Hon. Patricia E. Vukovich', addr: '2215 Saw Mill Run Ct, Pittsburgh, PA 15210', phone: '(412) 555-0131' },
    caseNo: 'MJ-05213-CV-0000418-2026', suit: true,
    plaintiff: { name: 'Ironwood Portfolio Services, LLC', addr: '900 Corporate Commons Dr', city: 'Wilmington, DE 19801' },
    firm: { name: 'Rendell Kostka, P.C.', atty: 'Gregory A. Palumbo', bar: 'PA I.D. No. 208814', street: 'Two Gateway Center, Suite 1120', city: 'Pittsburgh, PA 15222',
      phone: '(412) 555-0129', email: 'gpalumbo@rendellkostka.com' },
    def: { first: 'Darnell', mi: 'W.', last: 'Fisk', street: '318 Brownsville Rd, Fl 2', city: 'Pittsburgh', st: 'PA', zip: '15210' },
    amt: { principal: 3118.40, filing: 139.25, service: 48.00, limit: 12000 },
  },
  render(d, L) {
    const { esc, money, num, fullName, capsName } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const fld = (v, lab, w) => `<div class="fld" style="width:${w || '100%'}"><div class="v">${v}</div><div class="lb">${lab}</div></div>`;
    const css = `
body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt;line-height:1.25}
.page{padding:44px 54px 36px 54px}
.top{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:6px}
.top .c{font-weight:bold;font-size:10pt;line-height:1.35}
.top .t{text-align:right}
.top .t .big{font-size:17pt;font-weight:bold;letter-spacing:1px}
.meta{display:grid;grid-template-columns:1fr 1fr;gap:4px 26px;margin:8px 0 10px}
.fld{display:inline-block;margin:0 0 6px 0;vertical-align:top}
.fld .v{border-bottom:1px solid #000;min-height:15px;padding:0 2px;white-space:nowrap}
.fld .lb{font-size:6.5pt;text-transform:uppercase;letter-spacing:.3px;color:#222;padding-top:1px}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:0 30px;border:1px solid #000;padding:8px 10px 2px}
.cols h3{font-size:8pt;margin:0 0 5px;letter-spacing:1px}
.vs{text-align:center;font-weight:bold;margin:4px 0}
table.cost{width:100%;margin:10px 0;font-size:9pt}
table.cost td{border:1px solid #000;padding:3px 6px}
table.cost td.h{font-size:6.5pt;text-transform:uppercase;background:#eee}
.stmt{border:1px solid #000;padding:7px 10px;margin-top:6px}
.note{font-size:7.5pt;line-height:1.2}
.foot{position:absolute;left:54px;right:54px;bottom:18px;font-size:6.5pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="top"><div class="c">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}<br>${esc(c.groups[2][0])}</div>
<div class="t"><div class="big">CIVIL COMPLAINT</div><div class="note">Pa.R.Civ.P.M.D.J. No. 304</div></div></div>
<div class="meta">
 <div>${fld(esc(c.judge), 'Magisterial District Judge')}${fld(esc(c.addr), 'Court address')}${fld(esc(c.phone), 'Telephone', '48%')}</div>
 <div>${fld('<b>' + esc(d.caseNo) + '</b>', 'Docket No.')}${fld('10/22/2026', 'Date filed', '48%')} ${fld('Acct. 5520-118-4471', 'Plaintiff reference / account no.', '48%')}</div>
</div>
<div class="cols">
 <div><h3>PLAINTIFF</h3>${fld(esc(d.plaintiff.name), 'Name')}${fld(esc(d.plaintiff.addr), 'Street address')}${fld(esc(d.plaintiff.city), 'City, state, ZIP')}</div>
 <div><h3>DEFENDANT</h3>${fld(esc(capsName(df)), 'Name')}${fld(esc(df.street), 'Street address')}${fld(esc(`${df.city}, ${df.st} ${df.zip}`), 'City, state, ZIP')}</div>
</div>
<table class="cost"><tr><td class="h">Amount claimed</td><td class="h">Filing costs</td><td class="h">Service costs</td><td class="h">Constable ed.</td><td class="h">Total</td></tr>
<tr><td>${money(a.principal)}</td><td>${money(a.filing)}</td><td>${money(a.service)}</td><td>$0.00</td><td>${money(a.principal + a.filing + a.service)}</td></tr></table>
<div class="stmt">
<p>The above named plaintiff believes that the defendant, <b>${esc(fullName(df))}</b>, is indebted to the plaintiff in the amount of <b>${money(a.principal)}</b>, together with costs, upon the following cause of action:</p>
<p>Defendant opened a revolving credit account (account ending 4471) with the original creditor, which account was sold and assigned to plaintiff on 03/09/2026. Defendant used the account and failed to make the payments required. No payment has been received since 11/17/2025. The balance claimed is the principal balance as of charge-off; plaintiff does not seek interest after assignment. A copy of the assignment and the last periodic statement is attached.</p>
<p class="note">I verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 Pa.C.S. § 4904) related to unsworn falsification to authorities.</p>
<div style="display:flex;gap:20px">${fld('/s/ Gregory A. Palumbo', 'Signature of plaintiff or authorized agent', '55%')}${fld('10/22/2026', 'Date', '30%')}</div>
</div>
<p class="note" style="margin-top:8px">The jurisdiction of a magisterial district judge is limited to claims not exceeding ${money(a.limit)}, exclusive of interest and costs. If you intend to enter a defense, you must notify this office at least five days before the hearing. If you have a defense or a counterclaim, you must appear at the hearing.</p>
<div style="display:flex;gap:14px;flex-wrap:wrap;border-top:1px solid #000;padding-top:6px">
 ${fld(esc(f.atty), "Plaintiff's attorney", '28%')}${fld(esc(f.bar), 'Supreme Court I.D.', '20%')}${fld(esc(f.name), 'Firm', '26%')}${fld(esc(f.phone), 'Telephone', '18%')}
 ${fld(esc(f.street + ', ' + f.city), 'Attorney address', '56%')}${fld(esc(f.email), 'Attorney e-mail', '38%')}
</div>
<div class="foot"><span>AOPC 308A-26 (modified)</span><span>Docket No. ${esc(d.caseNo)}</span><span>Page 1 of 1</span></div>`;
    return L.page(d, css, body);
  },
};
