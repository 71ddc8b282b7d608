// 22 — Tennessee, Hamilton County General Sessions: civil summons; attorney block at top right.
module.exports = {
  data: {
    state: 'TN', kind: 'Civil summons (general sessions), vehicle deficiency',
    layout: 'attorney block at the top right, docket number at the top left under a short rule; two heading lines centred; parties in a two-row table; "Defendant\'s address for service" line; itemised demand with interest, contract attorney fee and costs; hearing box; clerk e-mail distractor',
    fontFamily: 'C059',
    court: { groups: [['IN THE GENERAL SESSIONS COURT OF HAMILTON COUNTY, TENNESSEE'], ['CIVIL DIVISION']], addr: '600 Market Justice Bldg, Room 111, Chattanooga, TN 37402', phone: '(423) 555-0161', email: 'gsciv@hamiltoncountycourts-tn.org' },
    caseNo: '26-GS-11309', suit: true,
    plaintiff: { name: 'Halvorsen Auto Credit, Inc.', addr: '5800 Lee Commerce Hwy, Chattanooga, TN 37421' },
    firm: { name: 'Ledbetter Quaid & Moss, PLLC', atty: 'Franklin D. Quaid', bar: 'BPR 024867', street: '736 Market St, Suite 1400', city: 'Chattanooga, TN 37402',
      phone: '(423) 555-0125', email: 'fquaid@lqmlaw.com' },
    def: { first: 'Amber', mi: 'N.', last: 'Rutledge', street: '4107 Brainerd Woods Dr, Apt 12', city: 'Chattanooga', st: 'TN', zip: '37411' },
    amt: { principal: 8104.55, interest: 526.80, fees: 1215.68, costs: 186.50, limit: 25000 },
  },
  render(d, L) {
    const { esc, money, capsName, fullName, cityLine, nw } = L;
    const f = d.firm, c = d.court, a = d.amt, df = d.def;
    const css = `
body{font-family:'C059',serif;font-size:10pt;line-height:1.32}
.page{padding:44px 60px 30px 60px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.dk{font-size:11pt;border-bottom:1.5px solid #000;padding-bottom:2px}
.att{font-size:8.5pt;line-height:1.3;text-align:left;border-left:2px solid #000;padding-left:8px}
.hd{text-align:center;font-weight:bold;margin:16px 0 4px;line-height:1.35;font-size:11pt}
.ti{text-align:center;font-size:16pt;letter-spacing:4px;margin:4px 0 10px}
table.pt{width:100%;border:1.5px solid #000}
table.pt td{border:1px solid #000;padding:5px 8px}
table.dm{margin:6px 0 8px 30px;font-size:10pt}
table.dm td{padding:1px 18px 1px 0}
.hb{border:2px solid #000;padding:6px 10px;margin:8px 0}
.small{font-size:8pt;line-height:1.25}
.foot{position:absolute;left:60px;right:60px;bottom:14px;font-size:7pt;display:flex;justify-content:space-between}
`;
    const body = `
<div class="top"><div class="dk">DOCKET NO. <b>${esc(d.caseNo)}</b></div>
<div class="att">${esc(f.atty)} (${esc(f.bar)})<br>${esc(f.name)}<br>${esc(f.street)}<br>${esc(f.city)}<br>${esc(f.phone)}<br>${nw(f.email)}<br><i>Attorney for Plaintiff</i></div></div>
<div class="hd">${esc(c.groups[0][0])}<br>${esc(c.groups[1][0])}</div>
<div class="ti">CIVIL SUMMONS</div>
<table class="pt"><tr><td style="width:18%">Plaintiff</td><td>${esc(d.plaintiff.name.toUpperCase())}, ${esc(d.plaintiff.addr)}</td></tr>
<tr><td>Defendant</td><td><b>${esc(capsName(df))}</b></td></tr></table>
<p style="margin-top:6px"><b>Defendant's address for service:</b> ${esc(df.street)}, ${esc(cityLine(df))}</p>
<p>TO THE SHERIFF OR ANY LAWFUL OFFICER: You are commanded to summon the defendant to appear and answer a civil action brought against the defendant by the plaintiff for a deficiency balance due after the repossession and sale of a 2019 passenger vehicle (contract no. HAC-77014, VIN ending 4471). The plaintiff demands:</p>
<table class="dm"><tr><td>Deficiency balance (principal)</td><td>${money(a.principal)}</td></tr><tr><td>Interest at 10% to date of filing</td><td>${money(a.interest)}</td></tr><tr><td>Attorney's fee (15% per contract)</td><td>${money(a.fees)}</td></tr><tr><td>Court costs</td><td>${money(a.costs)}</td></tr></table>
<div class="hb"><b>HEARING:</b> Wednesday, January 20, 2027, at 9:00 a.m., ${esc(c.addr)}. Judgment may be entered against you if you fail to appear.</div>
<p class="small">The jurisdiction of the General Sessions Court in civil matters is limited to ${money(a.limit)}, exclusive of costs and attorney fees in contract actions. Tennessee law provides a personal property exemption from execution; see the notice attached to this summons. Questions about this docket may be directed to the Civil Clerk at ${esc(c.phone)} or ${nw(c.email)}. The clerk cannot give legal advice.</p>
<p class="small">If you need assistance or an accommodation because of a disability, or an interpreter, please call the ADA Coordinator at ${esc(c.phone)} at least five business days before the hearing.</p>
<div style="display:flex;justify-content:space-between;margin-top:14px"><div>Issued: November 9, 2026</div><div style="text-align:center">______________________________<br>Clerk / Deputy Clerk</div></div>
<div style="border-top:2px solid #000;margin-top:12px;padding-top:4px;font-size:8.5pt"><b>RETURN ON SERVICE:</b> I served this summons on the defendant on ____________, 20___ by ☐ delivering a copy personally ☐ leaving a copy at the defendant's residence with ____________________. ☐ Not found. &nbsp; Officer/Server: ____________________</div>
<div class="foot"><span>Civil Summons — Hamilton County General Sessions</span><span>${esc(d.caseNo)}</span></div>`;
    return L.page(d, css, body);
  },
};
