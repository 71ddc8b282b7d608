// 23 — Colorado, El Paso County Court small claims: notice, claim and summons to appear for trial; credit union files without a lawyer.
module.exports = {
  data: {
    state: 'CO', kind: 'Notice, claim and summons to appear for trial (small claims), unrepresented plaintiff',
    layout: 'box caption with two heading lines, parties cell listing the plaintiff\'s own phone and collections e-mail, "COURT USE ONLY" cell with case number, division and courtroom; trial notice band; claim statement with filing fee and small-claims limit; plaintiff signs through its collections manager (no law firm)',
    fontFamily: 'Carlito',
    court: { groups: [['County Court of El Paso County, Colorado'], ['Small Claims Division']], addr: '270 S. Tejon Justice Ctr, Colorado Springs, CO 80903', phone: '(719) 555-0174' },
    caseNo: '26S01873', suit: true,
    plaintiff: { name: 'Cheyenne Bluff Credit Union', addr: '1460 Garden of the Gods Commons, Colorado Springs, CO 80907', phone: '(719) 555-0181', email: 'collections@cheyennebluffcu.org', agent: 'Garrett L. Finch' },
    firm: null,
    def: { first: 'Joaquin', mi: 'P.', last: 'Esparza', street: '4215 Galley Ridge Pt, Apt 3', city: 'Colorado Springs', st: 'CO', zip: '80909' },
    amt: { principal: 3640.00, interest: 213.77, filing: 55.00, limit: 7500 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const c = d.court, a = d.amt, df = d.def, p = d.plaintiff;
    const css = `
body{font-family:'Carlito',sans-serif;font-size:10.5pt;line-height:1.3}
.page{padding:42px 56px 28px 56px}
table.cap{width:100%;border:2px solid #000}
table.cap td{border:1px solid #000;padding:5px 8px;vertical-align:top}
.lab{font-size:8pt}
.cu{text-align:center;font-size:9pt}
.ti{text-align:center;font-weight:bold;font-size:13pt;background:#000;color:#fff;padding:4px}
.band{border:2px solid #000;padding:6px 10px;margin:8px 0}
.sec{font-weight:bold;font-size:10pt;border-bottom:1px solid #000;margin:8px 0 4px}
.small{font-size:8pt;line-height:1.25}
.foot{position:absolute;left:56px;right:56px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<table class="cap"><tr><td style="width:64%"><b>${esc(c.groups[0][0])}</b><br><b>${esc(c.groups[1][0])}</b><br><span class="lab">Court Address:</span> ${esc(c.addr)}<br><span class="lab">Telephone:</span> ${esc(c.phone)}</td>
<td rowspan="2" class="cu"><br><br>▲ COURT USE ONLY ▲<br><br><div style="text-align:left;border-top:1px solid #000;padding-top:6px;margin-top:30px"><span class="lab">Case Number:</span><br><b style="font-size:13pt">${esc(d.caseNo)}</b><br><br><span class="lab">Division:</span> S &nbsp; <span class="lab">Courtroom:</span> S-2</div></td></tr>
<tr><td><span class="lab">Plaintiff(s):</span> ${esc(p.name)}<br>${esc(p.addr)}<br><span class="lab">Phone:</span> ${esc(p.phone)} &nbsp; <span class="lab">E-mail:</span> ${nw(p.email)}<br><br>v.<br><br><span class="lab">Defendant(s):</span> ${esc(capsName(df))}<br>${esc(df.street)}, ${esc(cityLine(df))}</td></tr>
<tr><td colspan="2" class="ti">NOTICE, CLAIM AND SUMMONS TO APPEAR FOR TRIAL</td></tr></table>
<div class="band"><b>THE PEOPLE OF THE STATE OF COLORADO, TO THE DEFENDANT(S) NAMED ABOVE:</b> You are ordered to appear for trial on <b>Thursday, January 21, 2027, at 8:30 a.m.</b> in Courtroom S-2 at the court address above. If you fail to appear, a default judgment may be entered against you.</div>
<div class="sec">CLAIM</div>
<p>The Defendant owes the Plaintiff <b>${money(a.principal)}</b> for the following reasons: unpaid balance of a signature loan (loan no. 55-20193-07) made on 02/15/2025; the Defendant stopped paying in March 2026 and the loan was charged off on 07/31/2026. Plaintiff also asks for contract interest of ${money(a.interest)} and its filing fee of ${money(a.filing)}.</p>
<p class="small">I declare under penalty of perjury under the law of Colorado that the foregoing is true and correct. Plaintiff is a credit union appearing through a full-time employee and is not represented by an attorney. No attorney may appear for either party in small claims court unless the rules permit it.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:8px">
<div style="border-top:1px solid #000;padding-top:2px"><span class="lab">Signature of Plaintiff / authorized employee</span><br>${esc(p.agent)}, Collections Manager, for ${esc(p.name)}</div>
<div style="border-top:1px solid #000;padding-top:2px"><span class="lab">Date</span><br>November 3, 2026</div></div>
<div class="sec">NOTICE TO DEFENDANT</div>
<p class="small">You may file a response and pay the required fee before the trial date. If you have a claim against the Plaintiff, you may file a counterclaim; the limit of the small claims court is ${money(a.limit)}. If your claim exceeds that amount, you may ask to move the case to county court. You may settle the claim before trial. If a judgment is entered against you, you will have 35 days to pay or to file a motion.</p>
<p class="small">Clerk of Court / Deputy Clerk: ____________________ &nbsp; Date issued: 11/04/2026</p>
<div class="foot"><span>JDF 250 (modified) NOTICE, CLAIM AND SUMMONS TO APPEAR FOR TRIAL</span><span>Page 1 of 1</span></div>`;
    return L.page(d, css, body);
  },
};
