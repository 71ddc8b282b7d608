// 01 — Florida, Orange County small claims: summons / notice to appear for pretrial conference.
module.exports = {
  data: {
    state: 'FL', kind: 'Small claims summons / notice to appear for pretrial conference',
    layout: 'court name in small capitals across the top; case number in a ruled box at top right; "Serve at:" block; attorney block under a signature line at the bottom',
    fontFamily: 'C059',
    court: {
      groups: [['In the County Court in and for Orange County, Florida'], ['Small Claims Division']],
      addr: 'Orange County Courthouse, 2740 Lakeshore Justice Blvd., Orlando, FL 32801', phone: '(407) 555-0142',
      email: 'smallclaims@ninthcircuit-clerk.org', room: 'Courtroom 4-D', ada: '(407) 555-0143', clerk: 'Tiffany R. Okamura',
    },
    caseNo: '2026-SC-014377-O', suit: true,
    plaintiff: { name: 'Lakemont Acceptance Corporation', tail: 'a Florida corporation', addr: '1200 Commerce Park Dr., Suite 300, Tampa, FL 33610' },
    firm: { name: 'Dunmore & Pratt, P.A.', atty: 'Rebecca L. Stanhope', bar: 'Florida Bar No. 0712894', street: '501 E. Jackson St., Suite 1410', city: 'Tampa, FL 33602',
      phone: '(813) 555-0167', fax: '(813) 555-0168', email: 'rstanhope@dunmorepratt-law.com', email2: 'pleadings@dunmorepratt-law.com', fileNo: 'DP-26-118402' },
    def: { first: 'Marisol', mi: 'T.', last: 'Quintero', street: '4418 Maple Hollow Ln, Apt 12B', city: 'Orlando', st: 'FL', zip: '32812' },
    amt: { principal: 2846.19, filing: 300.00, service: 40.00, limit: 8000 },
    acct: 'ending in 6023',
  },
  render(d, L) {
    const { esc, money, fullName, capsName, cityLine } = L;
    const f = d.firm, c = d.court;
    const css = `
body{font-family:'C059',serif;font-size:10.5pt;line-height:1.32}
.page{padding:58px 70px 40px 70px}
.crt{text-align:center;font-variant:small-caps;letter-spacing:1.5px;font-size:12.5pt;line-height:1.35}
.crt .l2{font-size:11pt;letter-spacing:3px}
.rule{border-top:2px solid #000;border-bottom:1px solid #000;height:4px;margin:8px 0 14px}
.cap{display:flex;justify-content:space-between;align-items:flex-start}
.cap .parties{width:58%}
.cbox{border:1.5px solid #000;padding:6px 10px;width:235px;text-align:center}
.cbox .lab{font-size:7.5pt;letter-spacing:1px}
.cbox .no{font-size:13pt;font-weight:bold;margin:2px 0}
.cbox .sub{font-size:7pt}
h1{font-size:13pt;text-align:center;margin:16px 0 10px;letter-spacing:.5px}
.serve{border-left:4px solid #000;padding:4px 12px;margin:8px 0 12px;width:60%}
.serve .lab{font-size:7.5pt;font-weight:bold;letter-spacing:1px}
.claim{border:1px dashed #444;padding:6px 10px;margin:8px 0}
.small{font-size:7.5pt;line-height:1.25}
.sig{display:flex;justify-content:space-between;margin-top:14px}
.sig .b{width:47%}.sig .b:last-child{width:50%;font-size:9.5pt}
.line{border-top:1px solid #000;margin-top:26px;padding-top:3px}
.foot{position:absolute;left:70px;right:70px;bottom:22px;font-size:7pt;border-top:1px solid #777;padding-top:3px;display:flex;justify-content:space-between}
`;
    const body = `
<div class="crt">${esc(c.groups[0][0])}<br><span class="l2">${esc(c.groups[1][0])}</span></div>
<div class="rule"></div>
<div class="cap">
 <div class="parties">${esc(d.plaintiff.name.toUpperCase())}, ${esc(d.plaintiff.tail)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${esc(capsName(d.def))},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
 <div class="cbox"><div class="lab">CASE NO.</div><div class="no">${esc(d.caseNo)}</div><div class="sub">Division 72 &nbsp;·&nbsp; Filed 10/27/2026</div></div>
</div>
<h1>SUMMONS / NOTICE TO APPEAR FOR PRETRIAL CONFERENCE</h1>
<p><b>STATE OF FLORIDA — NOTICE TO DEFENDANT:</b></p>
<div class="serve"><div class="lab">SERVE AT:</div>${esc(fullName(d.def))}<br>${esc(d.def.street)}<br>${esc(cityLine(d.def))}</div>
<p>YOU ARE HEREBY NOTIFIED that you are required to appear in person or by attorney at the ${esc(c.addr)}, ${esc(c.room)}, on <b>Tuesday, December 15, 2026, at 9:00 a.m.</b>, for a PRETRIAL CONFERENCE before a judge of this court.</p>
<div class="claim">${esc(d.plaintiff.name)} claims that you owe <b>${money(d.amt.principal)}</b> on a credit account ${esc(d.acct)}, as set out in the attached Statement of Claim, together with court costs (filing fee ${money(d.amt.filing)}; service of process ${money(d.amt.service)}).</div>
<p>IMPORTANT — READ CAREFULLY. THE CASE WILL NOT BE RESCHEDULED. If you fail to appear at the pretrial conference, the plaintiff may be awarded a judgment by default. A written motion or answer filed with the Clerk does not excuse your personal appearance. If you admit the claim but want more time to pay, you must come to the pretrial conference and state your reasons to the court.</p>
<p>The small claims rules apply to claims that do not exceed ${money(d.amt.limit)}, exclusive of costs, interest and attorney fees. You may obtain the Statement of Claim and any document filed in this case from the Clerk, Civil Division, ${esc(c.phone)}, or by e-mail to ${L.nw(c.email)}.</p>
<p class="small">If you are a person with a disability who needs any accommodation in order to participate in this proceeding, you are entitled, at no cost to you, to the provision of certain assistance. Please contact the ADA Coordinator, Human Resources, Orange County Courthouse, ${esc(c.ada)}, at least 7 days before your scheduled court appearance. If you are hearing or voice impaired, call 711.</p>
<div class="sig">
 <div class="b"><div class="line">${esc(c.clerk)}, Clerk of the Court<br>By: Deputy Clerk &nbsp;&nbsp; Date: 10/27/2026</div></div>
 <div class="b"><div class="line">/s/ ${esc(f.atty)}<br>${esc(f.atty)}, ${esc(f.bar)}<br>${esc(f.name)}<br>${esc(f.street)}, ${esc(f.city)}<br>Tel. ${esc(f.phone)} &nbsp; Fax ${esc(f.fax)}<br>Primary e-mail: ${L.nw(f.email)}<br>Secondary e-mail: ${L.nw(f.email2)}<br><i>Attorneys for Plaintiff</i></div></div>
</div>
<div class="foot"><span>Form 7.322 (modified) — Summons/Notice to Appear for Pretrial Conference</span><span>Our file no. ${esc(f.fileNo)}</span></div>`;
    return L.page(d, css, body);
  },
};
