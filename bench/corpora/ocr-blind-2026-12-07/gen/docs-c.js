'use strict';
// Documents 21-30.
const { esc: e, money, N, A } = require('./lib');

module.exports = [
// ---------------------------------------------------------------------------------------------
{
  n: 21, id: '21-in-lake-superior-complaint-aka', state: 'IN', kind: 'complaint on account',
  layout: 'split caption with ")" column and "SS:" (state/county at left, court at right); cause number under the court; a/k/a defendant; attorney block under signature with attorney number',
  font: 'Liberation Serif', size: '11.5pt', suit: true,
  // split caption: court_name uses the right-hand court lines (the county is already named in "Lake Superior Court")
  court: { heads: [['IN THE LAKE SUPERIOR COURT'], ['CIVIL DIVISION']] },
  caseNo: '45D04-2610-CC-001288',
  plaintiff: { name: 'Meadowlark Servicing LLC' },
  firm: { name: 'Nakamura Rhodes LLC', atty: 'Jessica A. Rhodes', bar: 'Atty. No. 33481-45', email: 'jrhodes@nakamurarhodes.com',
    addr1: '9245 Calumet Ave, Suite 201', addr2: 'Munster, IN 46321', phone: '(219) 555-0157', other: 'service@nakamurarhodes.com' },
  def: { first: 'Yolanda', mi: 'S.', last: 'Bridgewater' },
  addr: { street: '6017 Madison St, Apt 8', city: 'Merrillville', st: 'IN', zip: '46410' },
  amount: 6744.30, interest: 889.12,
  render(d) {
    return { css: `
.page{padding:.8in .95in .45in 1in}
.sc{display:flex;line-height:1.3}
.sc .l{width:2.6in}.sc .m{width:.75in}.sc .rr{flex:1}
.cap{display:flex;margin-top:14px;line-height:1.3}
.cap .l{width:3.3in}.cap .m{width:.3in}.cap .rr{flex:1;padding-top:30px}
h2{text-align:center;font-size:12pt;margin:14px 0 8px 0;text-decoration:underline}
.body p{text-align:justify;line-height:1.45;text-indent:.5in;margin-bottom:.25em}
.sig{margin-left:3.2in;margin-top:8px;line-height:1.25;font-size:10.5pt}
.sig .ln{border-top:1px solid #000;margin-top:24px;padding-top:2px}
.fd{margin-top:8px;font-size:8pt;font-style:italic}
`, body: `
<div class="sc"><div class="l">STATE OF INDIANA<br><br>COUNTY OF LAKE</div><div class="m">)<br>) SS:<br>)</div>
<div class="rr">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}<br>CAUSE NO. ${d.caseNo}</div></div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()}, as assignee of Harbor Point Credit Union,<br>
<span style="margin-left:1.4in">Plaintiff,</span><br><br>vs.<br><br>${N.caps(d.def)}<br>a/k/a YOLANDA SIMMS,<br>
<span style="margin-left:1.4in">Defendant.</span></div><div class="m">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
<div class="rr">Our File No. NR-45-20918<br>Acct. ending 0627</div></div>
<h2>COMPLAINT ON ACCOUNT</h2>
<div class="body">
<p>Plaintiff, ${e(d.plaintiff.name)}, by counsel, for its Complaint against Defendant, ${N.full(d.def)}, also known as Yolanda Simms,
alleges and says:</p>
<p>1. Defendant resides at ${A.one(d.addr)}, in Lake County, Indiana.</p>
<p>2. Defendant became indebted to Harbor Point Credit Union on a consumer line of credit, account ending 0627. The account was assigned to
Plaintiff, a copy of the assignment and the account statement being attached as Exhibits "A" and "B".</p>
<p>3. Defendant defaulted, and there is now due Plaintiff the principal sum of <b>${money(d.amount)}</b>, after all just credits.</p>
<p>4. Plaintiff claims pre-judgment interest at eight percent (8%) per annum, stated separately, of ${money(d.interest)} through
October 31, 2026.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the sum of ${money(d.amount)}, pre-judgment interest of ${money(d.interest)},
post-judgment interest, the costs of this action, and all other just and proper relief.</p></div>
<div class="sig">Respectfully submitted,<br>${e(d.firm.name).toUpperCase()}<div class="ln">/s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}, ${d.firm.bar}<br>
${d.firm.addr1}<br>${d.firm.addr2}<br>Telephone: ${d.firm.phone}<br>${d.firm.email}<br>E-service: ${d.firm.other}<br>Attorney for Plaintiff</div></div>
<div class="fd">This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for
that purpose.</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 22, id: '22-ct-hartford-summons-civil-form', state: 'CT', kind: 'summons – civil (state form)',
  layout: 'dense state form grid: court/return-date row, parties table printed last-name-first with address in the same cell, amount-range checkboxes, attorney box with juris number and e-mail-for-papers field, numbered notice',
  font: 'Liberation Sans Narrow', size: '11pt', suit: true,
  court: { heads: [['STATE OF CONNECTICUT'], ['SUPERIOR COURT'], ['JUDICIAL DISTRICT OF HARTFORD']], addr: '80 Lafayette St, Hartford, CT 06106', phone: '(860) 555-0179' },
  caseNo: 'HHD-CV26-6041187-S',
  plaintiff: { name: 'Nutmeg Ridge Acquisitions, LLC', addr: '75 State St, Suite 1400, Boston, MA 02109' },
  firm: { name: 'Dowling Farrand LLC', atty: 'Kevin J. Farrand', bar: 'Juris No. 441287', email: 'kfarrand@dowlingfarrand.com',
    addr: '100 Pearl St, 14th Floor, Hartford, CT 06103', phone: '(860) 555-0134', other: 'pleadings@dowlingfarrand.com' },
  def: { first: 'Colleen', mi: 'A.', last: 'Fitzgerald' },
  addr: { street: '88 Branford St, 2nd Floor', city: 'Hartford', st: 'CT', zip: '06112' },
  amount: 5402.18,
  render(d) {
    const cb = x => `<span class="cb">${x ? 'X' : '&nbsp;'}</span>`;
    return { css: `
.page{padding:.45in .5in .4in .5in}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .t{font-size:17pt;font-weight:bold}.hd .st{text-align:right;font-weight:bold;line-height:1.25;font-size:11pt}
table.g{width:100%;margin-top:5px}table.g td{border:1px solid #000;padding:2px 5px;vertical-align:top}
.lab{font-size:6.8pt;display:block;color:#111}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;font-size:8pt;line-height:9px;text-align:center;margin-right:3px;font-weight:bold}
.ins{font-size:7.5pt;border:1px solid #000;padding:4px 6px;margin-top:5px;line-height:1.25}
.nt{border:2px solid #000;margin-top:6px;padding:4px 8px;font-size:9pt;line-height:1.3}
.nt ol{margin:2px 0;padding-left:18px}
.ft{position:absolute;bottom:.3in;left:.5in;right:.5in;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="hd"><div><div class="t">SUMMONS – CIVIL</div><div class="sm">JD-CV-1 Rev. 8-25 · C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a</div></div>
<div class="st">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}<br>${d.court.heads[2][0]}</div></div>
<div class="ins"><b>Instructions:</b> Prepare or photocopy this summons and attach it to the original complaint. Do not use this form for actions in
which an attachment, garnishment or replevy is being sought. The amount, legal interest or property in demand refers to the complaint.</div>
<table class="g"><tr><td style="width:40%">${cb(true)}Judicial District &nbsp; ${cb(false)}Housing Session &nbsp; ${cb(false)}G.A. Number: ___
<span class="lab" style="margin-top:2px">At (City/Town)</span>HARTFORD</td>
<td><span class="lab">Address of court clerk (Number, street, town and zip code)</span>${d.court.addr}</td>
<td style="width:14%"><span class="lab">Telephone number of clerk</span>${d.court.phone}</td>
<td style="width:15%"><span class="lab">Return Date (Must be a Tuesday)</span><b>January 12, 2027</b></td></tr>
<tr><td colspan="2"><span class="lab">Amount, legal interest, or property in demand, exclusive of interest and costs, is:</span>
${cb(false)}Less than $2,500 &nbsp; ${cb(true)}$2,500 through $14,999.99 &nbsp; ${cb(false)}$15,000 or more</td>
<td colspan="2"><span class="lab">Case type code (see list on page 2)</span>Major: C &nbsp; Minor: 90<span class="lab" style="margin-top:2px">Docket No.</span><b style="white-space:nowrap">${d.caseNo}</b></td></tr></table>
<table class="g"><tr><td style="width:20%"><span class="lab">Parties</span></td><td><span class="lab">Name (Last, First, Middle Initial) and address of each party (Number; street; P.O. Box; town; state; zip; country, if not USA)</span></td></tr>
<tr><td>First named Plaintiff</td><td>${e(d.plaintiff.name).toUpperCase()}, ${d.plaintiff.addr}</td></tr>
<tr><td>First named Defendant</td><td><b>${N.lastFirstCaps(d.def)}</b>, ${d.addr.street}, ${A.line2(d.addr)}</td></tr>
<tr><td>Additional Defendant</td><td>&nbsp;</td></tr></table>
<table class="g"><tr><td colspan="2"><span class="lab">Name and address of attorney, law firm or plaintiff if self-represented (Number, street, town and zip code)</span>
${e(d.firm.name)}, ${d.firm.addr}</td><td style="width:17%"><span class="lab">Juris number (if attorney or law firm)</span>441287</td></tr>
<tr><td style="width:30%"><span class="lab">Telephone number</span>${d.firm.phone}</td><td><span class="lab">Email address for delivery of papers under Section 10-13 (if agreed to)</span>${d.firm.email}</td>
<td><span class="lab">Signed (Commissioner of the Superior Court)</span>/s/ ${e(d.firm.atty)}</td></tr>
<tr><td><span class="lab">Name of person signing</span>${e(d.firm.atty)}</td><td><span class="lab">Date signed</span>November 18, 2026</td><td><span class="lab">For the Plaintiff(s)</span>Firm general e-mail: ${d.firm.other}</td></tr></table>
<div class="nt"><b>NOTICE TO EACH DEFENDANT</b><ol>
<li>You are being sued. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is
making against you in this lawsuit. The complaint demands the principal sum of <b>${money(d.amount)}</b> on a credit card account, plus interest
under C.G.S. § 37-3a and costs.</li>
<li>To be notified of further proceedings, you or your attorney must file a form called an Appearance with the clerk of the above-named court at
the above court address on or before the second day after the above Return Date.</li>
<li>If you or your attorney do not file a written Appearance form on time, a judgment may be entered against you by default.</li>
<li>If you believe that you have insurance that may cover the claim, you should immediately contact your insurance representative.</li>
<li>If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal matters.</li></ol></div>
<table class="g"><tr><td style="width:50%"><span class="lab">For Court Use Only — File Date</span>&nbsp;</td><td><span class="lab">Plaintiff's reference</span>DF-26-0418 · Acct. ending 9142</td></tr></table>
<div class="ft"><span>JD-CV-1 Rev. 8-25 Page 1 of 2</span><span>Superior Court · Judicial District of Hartford</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 23, id: '23-wa-snohomish-district-complaint', state: 'WA', kind: 'complaint for collection of debt',
  layout: 'firm letterhead strip as attorney block at top right; three-line court heading; caption with case number inside a box; defendant printed last-name-first with full middle name; jurisdictional-limit sentence',
  font: 'Nimbus Sans', size: '10.5pt', suit: true,
  court: { heads: [['SNOHOMISH COUNTY DISTRICT COURT'], ['EVERGREEN DIVISION'], ['STATE OF WASHINGTON']], addr: '14414 179th Ave SE, Monroe, WA 98272' },
  caseNo: 'EV26-01933',
  plaintiff: { name: 'Vantage Hollow Capital LLC' },
  firm: { name: 'Abara & Lund PLLC', atty: 'Chinedu Abara', bar: 'WSBA #55102', email: 'cabara@abaralund.com',
    addr1: '2707 Colby Ave, Suite 1101', addr2: 'Everett, WA 98201', phone: '(425) 555-0141', other: 'paralegal@abaralund.com' },
  def: { first: 'Minh', mi: 'Quang', last: 'Tran' },
  addr: { street: '5820 64th St NE, Unit 12', city: 'Marysville', st: 'WA', zip: '98270' },
  amount: 1744.25, interest: 262.70, fees: 250.00,
  render(d) {
    return { css: `
.page{padding:.5in .75in .45in .85in}
.lh{margin-left:auto;width:3.3in;border:1.5px solid #000;padding:5px 8px;font-size:8.5pt;line-height:1.3}
.lh .n{font-size:11pt;font-weight:bold;letter-spacing:1px}
.court{text-align:center;font-weight:bold;margin-top:14px;line-height:1.3;font-size:11.5pt}
.cap{display:flex;margin-top:12px;align-items:stretch}
.cap .l{flex:1;border-top:1px solid #000;border-bottom:1px solid #000;border-right:1px solid #000;padding:6px 10px 6px 0;line-height:1.3}
.cap .rr{width:2.5in;padding:6px 0 0 12px}
.nb{border:2px solid #000;padding:4px 8px;text-align:center}.nb .l{font-size:7pt}.nb .v{font-size:13pt;font-weight:bold}
.body p{text-align:justify;line-height:1.45;margin-bottom:.35em}
.sig{margin-left:3.2in;margin-top:10px;line-height:1.3}
.ft{position:absolute;bottom:.3in;left:.85in;right:.75in;font-size:7.5pt;border-top:1px solid #000;padding-top:2px;display:flex;justify-content:space-between}
`, body: `
<div class="lh"><div class="n">${e(d.firm.name).toUpperCase()}</div>Attorneys at Law<br>${d.firm.addr1} · ${d.firm.addr2}<br>Tel. ${d.firm.phone}
<br>${e(d.firm.atty)}, ${d.firm.bar} · ${d.firm.email}</div>
<div class="court">${d.court.heads.map(h => h[0]).join('<br>')}</div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()}, a Delaware limited liability company,<br><span style="margin-left:1.5in">Plaintiff,</span><br>vs.<br>
${N.lastFirstCaps(d.def)}, an individual,<br><span style="margin-left:1.5in">Defendant.</span></div>
<div class="rr"><div class="nb"><div class="l">CASE NO.</div><div class="v">${d.caseNo}</div></div>
<div style="margin-top:8px;font-weight:bold">COMPLAINT FOR COLLECTION OF DEBT</div><div class="sm">Plaintiff's file: VHC-88203-WA</div></div></div>
<div class="body" style="margin-top:12px">
<p>Plaintiff alleges:</p>
<p>1. <b>Parties.</b> Plaintiff ${e(d.plaintiff.name)} is the assignee and owner of the account described below and is licensed as a collection
agency in Washington to the extent required. Defendant ${N.full(d.def)} resides at ${A.one(d.addr)}.</p>
<p>2. <b>Jurisdiction and venue.</b> The amount in controversy is within the $100,000.00 civil jurisdictional limit of this Court. Venue is proper
because Defendant resides in Snohomish County.</p>
<p>3. <b>The account.</b> Defendant obtained a personal loan from Cascadia Pines Finance, Inc., loan number ending 5106, and defaulted on
August 20, 2025. The account was sold to Plaintiff on December 3, 2025.</p>
<p>4. <b>Amount owed.</b> The principal balance due is <b>${money(d.amount)}</b>. Interest at 12% per annum accrued since charge-off totals
${money(d.interest)} and is claimed separately.</p>
<p>5. <b>Fees.</b> Plaintiff requests statutory attorney fees of ${money(d.fees)} under RCW 12.20.060 and taxable costs.</p>
<p>WHEREFORE Plaintiff asks for judgment against Defendant for the principal of ${money(d.amount)}, interest of ${money(d.interest)}, attorney
fees, and costs.</p></div>
<div class="sig">DATED: November 21, 2026<br>${e(d.firm.name).toUpperCase()}<br>/s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}, ${d.firm.bar}<br>
Attorney for Plaintiff<br><span class="sm">Copies to ${d.firm.other}</span></div>
<div class="ft"><span>COMPLAINT — Page 1</span><span>Snohomish County District Court, Evergreen Division · ${d.court.addr}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 24, id: '24-mo-greene-small-claims-petition', state: 'MO', kind: 'small claims petition (form)',
  layout: 'numbered-question form with answers typed on ruled lines; small-claims limit and 12-claims rule; notary/clerk jurat box',
  font: 'FreeSans', size: '11pt', suit: true,
  court: { heads: [['IN THE CIRCUIT COURT OF GREENE COUNTY, MISSOURI'], ['SMALL CLAIMS DIVISION']], addr: '1010 N Boonville Ave, Springfield, MO 65802', phone: '(417) 555-0173' },
  caseNo: '2631-SC00412',
  plaintiff: { name: 'Ozark Hills Auto Credit, Inc.', addr: '2830 E Sunshine St, Springfield, MO 65804', phone: '(417) 555-0115' },
  firm: { name: 'Dunmore Law Office, LLC', atty: 'Rachel S. Dunmore', bar: 'MO Bar #68820', email: 'rdunmore@dunmorelaw.com',
    addr: '901 E St Louis St, Suite 1400, Springfield, MO 65806', phone: '(417) 555-0148' },
  def: { first: 'Cody', mi: 'W.', last: 'Brandenburg' },
  addr: { street: '1219 W Atlantic St', city: 'Springfield', st: 'MO', zip: '65803' },
  amount: 3950.00, interest: 286.44, costs: 36.50,
  render(d) {
    const q = (n, label, ans) => `<div class="q"><div class="qn">${n}.</div><div class="qb"><div class="ql">${label}</div><div class="qa">${ans}</div></div></div>`;
    return { css: `
.page{padding:.55in .7in .4in .7in}
.court{text-align:center;font-weight:bold;font-size:12pt;line-height:1.3}
.row1{display:flex;justify-content:space-between;margin-top:10px;border-top:2px solid #000;border-bottom:2px solid #000;padding:5px 0}
h2{text-align:center;margin:8px 0 4px 0;font-size:15pt;letter-spacing:2px}
.q{display:flex;margin-top:7px}.qn{width:.3in;font-weight:bold}.qb{flex:1}
.ql{font-size:8pt;text-transform:uppercase;letter-spacing:.2px}
.qa{border-bottom:1px solid #000;padding:1px 4px;line-height:1.45;font-family:'Liberation Mono';font-size:10pt}
.jur{display:flex;gap:12px;margin-top:12px}.jur div{flex:1;border:1.5px solid #000;padding:5px 7px;font-size:8.5pt;min-height:1in}
.ft{position:absolute;bottom:.3in;left:.7in;right:.7in;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}</div>
<div class="row1"><span>Case Number: <b>${d.caseNo}</b></span><span>Filing fee paid: ${money(d.costs)}</span><span>Receipt No. 0418-77321</span></div>
<h2>PETITION — SMALL CLAIMS COURT</h2>
<div class="c sm">(Claims may not exceed $5,000.00 exclusive of interest and costs — § 482.305 RSMo)</div>
${q(1, 'Plaintiff — name, address and telephone', `${e(d.plaintiff.name)}, ${d.plaintiff.addr}, ${d.plaintiff.phone}`)}
${q(2, 'Defendant — name and address where defendant may be served', `${N.full(d.def)}<br>${d.addr.street}, ${A.line2(d.addr)}`)}
${q(3, 'The defendant owes plaintiff the sum of (principal only)', `${money(d.amount)}`)}
${q(4, 'For the following reason (state facts briefly)', 'Unpaid balance after repossession and sale of a 2015 Ford Escape financed under<br>retail installment contract no. OHA-40719 dated 01/06/2023; default 05/2025.')}
${q(5, 'Interest claimed, if any (stated separately, not included above)', `${money(d.interest)} at 10% per annum from 06/01/2025`)}
${q(6, 'Attorney for plaintiff (if any) — name, bar number, address, telephone, e-mail', `${e(d.firm.atty)}, ${d.firm.bar}, ${e(d.firm.name)}<br>${d.firm.addr}, ${d.firm.phone}, ${d.firm.email}`)}
${q(7, 'Number of small claims filed by plaintiff in this court during the current calendar year', '4 (four) — fewer than the twelve permitted')}
<div style="margin-top:10px;text-align:justify;line-height:1.35">I state that the above information is true and that the defendant is not in the military service. I understand that if
the defendant fails to appear on the hearing date, judgment may be entered by default, and if I fail to appear my case may be dismissed.
The hearing will be held at ${d.court.addr}, Division 34, on <b>January 19, 2027 at 1:30 p.m.</b></div>
<div class="jur"><div><b>Signature of plaintiff or agent</b><br><br>/s/ ${e(d.firm.atty)}, attorney for plaintiff<br>Date: 11/19/2026</div>
<div><b>Subscribed and sworn to before me</b><br><br>__________________________<br>Clerk / Notary Public · Greene County Circuit Clerk ${d.court.phone}</div></div>
<div class="ft"><span>CV-SC-100 Petition — Small Claims Court (rev. 2026)</span><span>Greene County Circuit Court, ${d.court.addr}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 25, id: '25-ut-utah-county-district-summons', state: 'UT', kind: 'summons (with Spanish notice)',
  layout: 'attorney block at top left (Utah style); court heading below it; caption with case number, judge and discovery tier at right; English summons with a boxed Spanish translation',
  font: 'P052', size: '10.5pt', suit: true,
  court: { heads: [['IN THE FOURTH JUDICIAL DISTRICT COURT'], ['UTAH COUNTY, STATE OF UTAH']], addr: '137 N Freedom Blvd, Provo, UT 84601' },
  caseNo: '260401833',
  plaintiff: { name: 'Wasatch Benchmark Credit Union' },
  firm: { name: 'Lindgren Tew, P.C.', atty: 'Spencer D. Lindgren', bar: '(#13927)', email: 'slindgren@lindgrentew.com',
    addr1: '2150 N University Pkwy, Suite 210', addr2: 'Provo, UT 84604', phone: '(801) 555-0153' },
  def: { first: 'Jaxon', mi: 'B.', last: 'Christiansen' },
  addr: { street: '421 W 800 N, #7', city: 'Orem', st: 'UT', zip: '84057' },
  amount: 2947.63, interest: 418.09, fees: 736.91,
  render(d) {
    return { css: `
.page{padding:.5in .85in .4in .9in}
.atty{font-size:9.5pt;line-height:1.25}
.court{text-align:center;font-weight:bold;margin-top:12px;line-height:1.3;font-size:11.5pt}
.cap{display:flex;margin-top:8px;border:1px solid #000}
.cap .l{flex:1.2;padding:6px 8px;border-right:1px solid #000;line-height:1.3}
.cap .rr{flex:1;padding:6px 10px;line-height:1.5}
.txt p{text-align:justify;line-height:1.38;margin-bottom:.35em}
.es{border:1.5px solid #000;padding:5px 8px;margin-top:6px;font-size:9.5pt;line-height:1.3}
.sig{margin-left:3.2in;margin-top:8px;line-height:1.3}
.ft{position:absolute;bottom:.3in;left:.9in;right:.85in;font-size:7.5pt;border-top:1px solid #000;padding-top:2px;display:flex;justify-content:space-between}
`, body: `
<div class="atty">${e(d.firm.atty)} ${d.firm.bar}<br>${e(d.firm.name).toUpperCase()}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>Telephone: ${d.firm.phone}<br>
${d.firm.email}<br><i>Attorneys for Plaintiff</i></div>
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}</div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()},<br><span style="margin-left:1.2in">Plaintiff,</span><br>v.<br>${N.caps(d.def)},<br>
<span style="margin-left:1.2in">Defendant.</span></div>
<div class="rr"><b>SUMMONS</b><br>Case No. ${d.caseNo}<br>Judge: Hon. Marcy T. Ellsworth<br>Tier 1 · Loan No. 7004-31187</div></div>
<div class="txt" style="margin-top:8px">
<p><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b> ${N.full(d.def)}, <span style="white-space:nowrap">${d.addr.street}</span>, ${A.line2(d.addr)}.</p>
<p><b>A lawsuit has been filed against you.</b> You must respond in writing by the deadline for the court to consider your side. The written
response is called an Answer. The Complaint asks for the principal sum of <b>${money(d.amount)}</b> due on a consumer loan, plus accrued
interest of ${money(d.interest)} at 10% per annum, attorney fees of ${money(d.fees)}, and court costs.</p>
<p><b>Deadline!</b> Your Answer must be filed with the court and served on the other party within <b>21 days</b> of the date you were served
with this Summons. If you do not file and serve your Answer by the deadline, the other party can ask the court for a default judgment.
A default judgment means the other party can get what they asked for, and you do not get the chance to tell your side of the story.</p>
<p><b>Read the complaint.</b> The complaint has been filed with the court and explains what the other party is asking for. File your Answer
at the Fourth District Courthouse, ${d.court.addr}, and mail or deliver a copy to the attorney listed above.</p></div>
<div class="es" lang="es"><b>¡Se ha presentado una demanda en su contra!</b> Si desea que el juez considere su lado, deberá presentar una
respuesta por escrito dentro del plazo de 21 días a partir de la fecha en que se le entregó esta citación. Si no lo hace, la otra parte
puede pedir al tribunal un fallo por incumplimiento. Lea la demanda y busque asesoría legal.</div>
<div class="sig">DATED November 20, 2026.<br>${e(d.firm.name).toUpperCase()}<br>/s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}<br>Attorneys for Plaintiff</div>
<div class="ft"><span>Summons — Case No. ${d.caseNo}</span><span>Plaintiff address: 1060 S 500 W, Orem, UT 84058 · (801) 555-0116</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 26, id: '26-oh-law-firm-letter-suit-filed', state: 'OH', kind: 'law-firm letter announcing a filed lawsuit',
  layout: 'law-firm stationery with attorney roster in a left margin column; Re: block with court, case number and file number; settlement offer; payments e-mail beside attorney direct e-mail',
  font: 'Caladea', size: '11pt', suit: true,
  court: { heads: [['Franklin County Municipal Court'], ['Civil Division']] },
  caseNo: '2026 CVF 041233',
  plaintiff: { name: 'Harrowgate Consumer Capital, LLC' },
  firm: { name: 'Harwell & Adeyemi Co., L.P.A.', atty: 'Nathaniel R. Adeyemi', email: 'nadeyemi@harwelladeyemi.com',
    addr1: '65 E State St, Suite 1800', addr2: 'Columbus, Ohio 43215', phone: '(614) 555-0144', other: 'payments@harwelladeyemi.com' },
  def: { first: 'Ashley', mi: 'M.', last: 'Vukovich' },
  addr: { street: '1487 Parsons Ave, Apt C', city: 'Columbus', st: 'OH', zip: '43207' },
  amount: 5318.44, costs: 129.00, offer: 4250.00,
  render(d) {
    return { css: `
.page{padding:.55in .75in .4in .5in}
.lh{text-align:center;border-bottom:1px solid #000;padding-bottom:4px;margin-left:1.55in}
.lh .n{font-size:19pt;letter-spacing:2px;font-variant:small-caps}.lh .a{font-size:8pt;letter-spacing:.5px}
.wrap{display:flex;margin-top:10px}
.roster{width:1.4in;font-size:7.5pt;line-height:1.35;border-right:1px solid #999;padding-right:8px;margin-right:14px;color:#222}
.roster b{font-size:7pt;letter-spacing:1px}
.main{flex:1}
.main p{text-align:justify;line-height:1.38;margin-bottom:.55em}
.re{margin:10px 0 10px .4in;line-height:1.3}
.re td{padding:0 6px 0 0;vertical-align:top}
`, body: `
<div class="lh"><div class="n">${e(d.firm.name)}</div><div class="a">ATTORNEYS AT LAW · ${d.firm.addr1.toUpperCase()} · ${d.firm.addr2.toUpperCase()} · TEL ${d.firm.phone} · FAX (614) 555-0145</div></div>
<div class="wrap"><div class="roster"><b>ATTORNEYS</b><br>Eleanor M. Harwell<br>Nathaniel R. Adeyemi<br>Curtis J. Bellamy<br>Sofia Pruneda*<br>Gavin T. Oduya<br><br>
<b>OF COUNSEL</b><br>Richard L. Manske<br><br>*Also admitted in Kentucky<br><br><b>PAYMENTS</b><br>${d.firm.other}<br>(614) 555-0147<br><br>
<b>OFFICE HOURS</b><br>Mon–Thu 8:30–6:00<br>Fri 8:30–4:00</div>
<div class="main">
<div>November 23, 2026</div>
<div style="margin-top:10px;line-height:1.3">${N.full(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}</div>
<table class="re"><tr><td><b>Re:</b></td><td>${e(d.plaintiff.name)} v. ${N.full(d.def)}<br>${d.court.heads[0][0]}, ${d.court.heads[1][0]}<br>
Case No. ${d.caseNo}<br>Our File No. HA-26-77192 · Original creditor: Meridian Card Services, N.A., acct. ending 8851</td></tr></table>
<p>Dear ${N.full(d.def)}:</p>
<p>This firm represents ${e(d.plaintiff.name)}, the current owner of the account referenced above. Please be advised that on November 12, 2026,
our client filed a lawsuit against you in the ${d.court.heads[0][0]}, ${d.court.heads[1][0]}, <span style="white-space:nowrap">Case No. ${d.caseNo}</span>. You should receive the
summons and complaint from the Clerk by certified mail. The complaint seeks <b>${money(d.amount)}</b>, plus interest at the statutory rate from
the date of judgment and court costs (${money(d.costs)} advanced to date).</p>
<p>The balance currently owed on the account is <b>${money(d.amount)}</b>. Filing this lawsuit does not prevent you from resolving the account.
Our client has authorized us to accept <b>${money(d.offer)}</b> in full settlement if the payment is received on or before December 21, 2026.
If you need a payment plan, call our office. Any settlement will include dismissal of the case.</p>
<p>You must still respond to the summons within the time stated in it. The Clerk will notify you of any hearing dates. If you dispute the debt
or believe you have already paid it, please write to us immediately.</p>
<p>Payments may be made by check payable to "${e(d.firm.name)} Trust Account", by phone, or by e-mail request to ${d.firm.other}. Please contact
me directly with any questions.</p>
<p>Very truly yours,<br><br>/s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}<br>Direct: (614) 555-0151 · ${d.firm.email}</p>
<p class="sm">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for
that purpose.</p></div></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 27, id: '27-va-virginia-beach-small-claims-asterisk-caption', state: 'VA', kind: 'small claims warrant in debt / statement of claim',
  layout: 'typewriter style; caption drawn as a box of asterisks; plaintiff appears without a lawyer (owner signs); small-claims limit and no-lawyers rule',
  font: 'Nimbus Mono PS', size: '10.5pt', suit: true,
  court: { heads: [['VIRGINIA BEACH GENERAL DISTRICT COURT'], ['SMALL CLAIMS DIVISION']], addr: '2425 Nimmo Pkwy, Building 10, Virginia Beach, VA 23456', phone: '(757) 555-0166' },
  caseNo: 'GV26004471-00',
  plaintiff: { name: 'Whitlock Furniture & Appliance Co.', addr: '4720 Virginia Beach Blvd, Virginia Beach, VA 23462', phone: '(757) 555-0118',
    email: 'office@whitlockfurniture.com' },
  firm: null,
  def: { first: 'Marcus', mi: 'O.', last: 'Delgado' },
  addr: { street: '3309 Holland Rd, Apt 2F', city: 'Virginia Beach', st: 'VA', zip: '23452' },
  amount: 2760.00, interest: 124.20, costs: 58.00,
  render(d) {
    const W = 70;
    const ln = (s = '') => '*  ' + e(s.padEnd(W - 6)) + '  *';
    const star = '*'.repeat(W);
    const lines = [star, ln(), ln(d.plaintiff.name.toUpperCase()), ln(d.plaintiff.addr.toUpperCase()), ln('                              Plaintiff,'), ln(),
      ln('v.                                 Case No. ' + d.caseNo), ln(), ln(N.caps(d.def)), ln(d.addr.street.toUpperCase()),
      ln(A.line2(d.addr).toUpperCase()), ln('                              Defendant.'), ln(), star];
    return { css: `
.page{padding:.6in .8in .4in .8in}
.court{text-align:center;font-weight:bold;line-height:1.35;font-size:11pt}
pre{font-family:'Nimbus Mono PS';font-size:9.5pt;line-height:1.2;margin:12px 0 10px 0;font-variant-ligatures:none}
.page{font-variant-ligatures:none}
h2{text-align:center;font-size:12pt;margin:6px 0}
.txt{text-align:justify;line-height:1.35;margin-top:6px}
table.m{margin:4px 0 0 .5in}table.m td{padding:1px 12px}table.m td.n{text-align:right}
.ft{position:absolute;bottom:.3in;left:.8in;right:.8in;font-size:7.5pt;border-top:1px dashed #000;padding-top:2px}
`, body: `
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}<br><span style="font-weight:normal;font-size:9pt">${d.court.addr} - ${d.court.phone}</span></div>
<pre>${lines.join('\n')}</pre>
<h2>SMALL CLAIMS STATEMENT OF CLAIM AND WARRANT IN DEBT</h2>
<div class="txt">TO ANY AUTHORIZED OFFICER: You are commanded to summon the Defendant to appear before the Small Claims Division of this Court on
JANUARY 13, 2027 at 1:30 P.M. to answer the claim of ${e(d.plaintiff.name)} that the Defendant owes the Plaintiff:</div>
<table class="m"><tr><td>Principal (balance of account)</td><td class="n">${money(d.amount)}</td></tr>
<tr><td>Interest 6% from 03/01/2026 (separate)</td><td class="n">${money(d.interest)}</td></tr>
<tr><td>Costs (filing and service)</td><td class="n">${money(d.costs)}</td></tr></table>
<div class="txt">BASIS OF CLAIM: Unpaid balance on store credit account no. WFA-10772 for a sectional sofa and washer/dryer set delivered
08/14/2025. Last payment 02/03/2026.</div>
<div class="txt">NOTICE: The Small Claims Division hears civil claims of $5,000.00 or less. Attorneys may not appear for either party in the
Small Claims Division (Va. Code 16.1-122.4). If the Defendant does not appear, judgment may be entered by default.</div>
<div class="txt">I certify that the Defendant is not in military service and that this claim is just and true.<br><br>
/s/ Gloria P. Whitlock &nbsp; Owner and President, for the Plaintiff (not an attorney)<br>${d.plaintiff.phone} - ${d.plaintiff.email}</div>
<div class="txt">Issued 11/24/2026 ______________________ Clerk</div>
<div class="ft">SMALL CLAIMS DIVISION - Virginia Beach General District Court - Case ${d.caseNo} - Return: 01/13/2027</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 28, id: '28-pa-philadelphia-municipal-statement-of-claim', state: 'PA', kind: 'statement of claim (municipal court)',
  layout: 'case number at top right; party boxes with defendant printed last-name-first; hearing box; amount box with costs; English notice with Spanish AVISO',
  font: 'DejaVu Serif Condensed', size: '11pt', suit: true,
  court: { heads: [['PHILADELPHIA MUNICIPAL COURT'], ['CIVIL DIVISION']], addr: '1420 Arch St, 10th Floor, Philadelphia, PA 19102', phone: '(215) 555-0169' },
  caseNo: 'SC-26-11-03-4418',
  plaintiff: { name: 'Schuylkill Point Credit LLC', addr: '1800 JFK Blvd, Suite 600, Philadelphia, PA 19103' },
  firm: { name: 'Abernathy Kline LLC', atty: 'Vincent T. Abernathy', bar: 'Attorney I.D. No. 204417', email: 'vabernathy@abernathykline.com',
    addr: '1601 Market St, Suite 2300, Philadelphia, PA 19103', phone: '(215) 555-0121' },
  def: { first: 'Angela', mi: 'R.', last: 'Morales' },
  addr: { street: '4512 Oakland St', city: 'Philadelphia', st: 'PA', zip: '19124' },
  amount: 4037.50, costs: 121.50, fees: 605.63,
  render(d) {
    return { css: `
.page{padding:.5in .6in .4in .6in}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.court{font-weight:bold;font-size:13pt;line-height:1.3}
.no{border:1.5px solid #000;padding:4px 8px;text-align:right;font-size:9pt}.no b{font-size:12pt}
h1{font-size:16pt;text-align:center;margin:10px 0 6px 0;letter-spacing:2px}
table.p{width:100%}table.p td{border:1.5px solid #000;padding:5px 7px;vertical-align:top;width:50%}
.lab{font-size:7pt;font-weight:bold;display:block;letter-spacing:.5px}
.hb{display:flex;gap:10px;margin-top:8px}.hb>div{border:1.5px solid #000;padding:5px 7px}
.txt{text-align:justify;line-height:1.35;margin-top:7px}
.av{display:flex;gap:10px;margin-top:8px;font-size:8.5pt}.av div{flex:1;border:1px solid #000;padding:4px 6px;text-align:justify}
.ft{position:absolute;bottom:.3in;left:.6in;right:.6in;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="top"><div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}<div class="sm" style="font-weight:normal">${d.court.addr} · ${d.court.phone}</div></div>
<div class="no">CLAIM NUMBER<br><b>${d.caseNo}</b><br>Filed 11/03/2026 · Client Acct. SPC-330972</div></div>
<h1>STATEMENT OF CLAIM</h1>
<table class="p"><tr><td><span class="lab">PLAINTIFF'S NAME AND ADDRESS</span>${e(d.plaintiff.name)}<br>${d.plaintiff.addr}</td>
<td><span class="lab">DEFENDANT'S NAME AND ADDRESS (LAST, FIRST, M.I.)</span><b>${N.lastFirstCaps(d.def)}</b><br>${d.addr.street}<br>${A.line2(d.addr)}</td></tr>
<tr><td><span class="lab">PLAINTIFF'S ATTORNEY</span>${e(d.firm.atty)}, Esquire<br>${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr}<br>${d.firm.phone} · ${d.firm.email}</td>
<td><span class="lab">AMOUNT OF CLAIM</span>Principal: <b>${money(d.amount)}</b><br>Court costs: ${money(d.costs)}<br>Attorney fees (15%): ${money(d.fees)}<br>
Total: ${money(d.amount + d.costs + d.fees)}<br><span class="sm">Jurisdictional limit: $12,000.00</span></td></tr></table>
<div class="txt"><b>STATEMENT OF CLAIM:</b> Defendant owes Plaintiff ${money(d.amount)} on a consumer installment loan, account ending 2750, originated by
Delval Lending Co. and assigned to Plaintiff. Defendant failed to make payments due since April 2025. Plaintiff demands judgment in the amount of
${money(d.amount)}, plus costs and attorney fees as provided in the loan agreement.</div>
<div class="hb"><div style="flex:1"><span class="lab">HEARING</span>January 20, 2027 at 9:00 A.M., Courtroom 3-C, ${d.court.addr}</div>
<div style="width:2.3in"><span class="lab">SERVICE</span>☒ Certified mail &nbsp; ☐ Personal</div></div>
<div class="txt">You are being sued. If you wish to defend, you must appear at the hearing. If you do not appear, a judgment may be entered against
you for the amount claimed plus costs. If you have a claim against the plaintiff, you may file it as a counter-claim before the hearing.</div>
<div class="av"><div><b>NOTICE.</b> If you need an interpreter or an accommodation, contact the Court at ${d.court.phone} at least 5 days before the hearing.
You should take this paper to your lawyer at once.</div>
<div lang="es"><b>AVISO.</b> Le han demandado a usted en la corte. Si usted quiere defenderse, debe comparecer a la audiencia. Si no comparece, la corte
puede dictar un fallo en su contra. Lleve este documento a un abogado inmediatamente.</div></div>
<div class="txt">VERIFICATION: I verify that the facts set forth above are true and correct to the best of my knowledge, subject to the penalties of
18 Pa.C.S. § 4904. &nbsp; /s/ ${e(d.firm.atty)}</div>
<div class="ft"><span>MC-CIV-SOC (rev. 2026)</span><span>Philadelphia Municipal Court · Civil Division · ${d.caseNo}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 29, id: '29-sc-greenville-common-pleas-summons', state: 'SC', kind: 'summons (non-jury)',
  layout: 'two-part caption: "STATE OF SOUTH CAROLINA / COUNTY OF GREENVILLE" left of a ")" column, court at right; name in ALL CAPITALS with suffix SR.; attorney block at bottom under signature; affidavit of service with address',
  font: 'Liberation Serif', size: '11.5pt', suit: true,
  // split caption: court_name = court line at right + county line at left (state line omitted)
  court: { heads: [['IN THE COURT OF COMMON PLEAS'], ['COUNTY OF GREENVILLE']] },
  caseNo: '2026-CP-23-04418',
  plaintiff: { name: 'Palmetto Crest Receivables, LLC' },
  firm: { name: 'Ravenel Pryce, LLC', atty: 'Catherine Ravenel', bar: 'SC Bar No. 103377', email: 'cravenel@ravenelpryce.com',
    addr1: '104 S Main St, Suite 900', addr2: 'Greenville, SC 29601', phone: '(864) 555-0135' },
  def: { first: 'Clarence', mi: 'E.', last: 'Moultrie', suffix: 'Sr.' },
  addr: { street: '17 Rockvale Dr', city: 'Greenville', st: 'SC', zip: '29611' },
  amount: 7218.50, fees: 1082.78,
  render(d) {
    return { css: `
.page{padding:.7in .9in .4in .9in}
.cap{display:flex;line-height:1.3}
.cap .l{width:3.2in}.cap .m{width:.35in}.cap .rr{flex:1}
h2{text-align:center;font-size:13pt;letter-spacing:3px;margin:12px 0 6px 0}
.body p{text-align:justify;line-height:1.42;text-indent:.5in;margin-bottom:.35em}
.sig{display:flex;justify-content:space-between;margin-top:6px;line-height:1.25;font-size:10.5pt}
.sig .ln{border-top:1px solid #000;margin-top:20px;padding-top:2px;width:3.1in}
.aff{border-top:2px solid #000;margin-top:10px;padding-top:4px;font-size:9pt;line-height:1.3}
`, body: `
<div class="cap"><div class="l">STATE OF SOUTH CAROLINA<br><br>${d.court.heads[1][0]}</div><div class="m">)<br>)<br>)</div>
<div class="rr">${d.court.heads[0][0]}<br><br>C/A No.: ${d.caseNo}</div></div>
<div class="cap" style="margin-top:12px"><div class="l">${e(d.plaintiff.name)},<br><span style="margin-left:1.3in">Plaintiff,</span><br><br>vs.<br><br>
${N.caps(d.def)},<br><span style="margin-left:1.3in">Defendant.</span></div>
<div class="m">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div><div class="rr" style="padding-top:40px"><b>SUMMONS</b><br>(Non-Jury)<br><span class="sm">(Collection — Account)</span></div></div>
<h2>TO THE DEFENDANT ABOVE-NAMED:</h2>
<div class="body">
<p>YOU ARE HEREBY SUMMONED and required to answer the Complaint in this action, a copy of which is herewith served upon you, and to serve a copy
of your Answer to the said Complaint on the subscriber at the address shown below within thirty (30) days after the service hereof, exclusive
of the day of such service. If you fail to answer the Complaint within the time aforesaid, the Plaintiff will apply to the Court for the relief
demanded in the Complaint, and judgment by default will be rendered against you.</p>
<p>The Complaint seeks judgment for the principal balance of <b>${money(d.amount)}</b> owed on a credit card account originally issued by
Silverleaf Card Services, Inc., together with attorney's fees not to exceed fifteen percent (15%) of the unpaid balance (${money(d.fees)}),
interest, and the costs of this action.</p></div>
<div class="sig"><div>Greenville, South Carolina<br>November 19, 2026</div>
<div>${e(d.firm.name).toUpperCase()}<div class="ln">s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)}, ${d.firm.bar}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>
(864) 555-0135<br>${d.firm.email}<br>Attorneys for Plaintiff</div></div></div>
<div class="aff"><b>AFFIDAVIT OF SERVICE.</b> I served the Summons and Complaint on ${N.full(d.def)} on ____________, 2026, at
<span style="white-space:nowrap">${d.addr.street}</span>, ${A.line2(d.addr)}, by delivering a copy to him personally / leaving a copy with a person of suitable age residing therein.
Service fee $45.00. ______________________ Process Server (SC PS Reg. 22-1187)</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 30, id: '30-mn-ramsey-district-summons', state: 'MN', kind: 'summons',
  layout: 'two-part caption: "STATE OF MINNESOTA / COUNTY OF RAMSEY" at left, "DISTRICT COURT / SECOND JUDICIAL DISTRICT" and case type at right; numbered summons paragraphs; attorney block at bottom under signature; affidavit-of-service table with address',
  font: 'Carlito', size: '10.5pt', suit: true,
  // split caption: court_name = court lines at right + county line at left (state line omitted)
  court: { heads: [['DISTRICT COURT'], ['SECOND JUDICIAL DISTRICT'], ['COUNTY OF RAMSEY']] },
  caseNo: '62-CV-26-4412',
  plaintiff: { name: 'Bluestem Valley Bank' },
  firm: { name: 'Gunderson Vail, P.A.', atty: 'Kirsten Gunderson', bar: '(#0398125)', email: 'kgunderson@gundersonvail.com',
    addr1: '445 Wabasha St N, Suite 1200', addr2: 'St. Paul, MN 55102', phone: '(651) 555-0132' },
  def: { first: 'Abdirahman', mi: 'H.', last: 'Warsame' },
  addr: { street: '1020 E Maryland Ave, Apt 305', city: 'St. Paul', st: 'MN', zip: '55106' },
  amount: 4406.92, interest: 377.15,
  render(d) {
    return { css: `
.page{padding:.55in .8in .4in .8in}
.cap{display:flex;justify-content:space-between;font-weight:bold;line-height:1.3}
.cap .rr{text-align:right}
.par{display:flex;margin-top:10px;border-top:1px solid #000;border-bottom:1px solid #000;padding:6px 0}
.par .l{flex:1;line-height:1.3}.par .rr{width:2.2in;text-align:center;align-self:center;font-size:15pt;font-weight:bold;letter-spacing:3px}
.body ol{margin:6px 0 0 0;padding-left:20px}.body li{text-align:justify;line-height:1.33;margin-bottom:.3em}
.sig{display:flex;justify-content:space-between;margin-top:6px;line-height:1.25}
.sig .ln{border-top:1px solid #000;margin-top:18px;padding-top:2px;width:3.1in}
table.s{width:100%;margin-top:8px}table.s td,table.s th{border:1px solid #000;padding:2px 5px;font-size:8.5pt;text-align:left}
table.s th{background:#e5e5e5;font-size:7pt}
`, body: `
<div class="cap"><div>STATE OF MINNESOTA<br><br>${d.court.heads[2][0]}</div><div class="rr">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}<br>
<span style="font-weight:normal">Case Type: Consumer Credit Contract</span><br><span style="font-weight:normal">Court File No. ${d.caseNo}</span></div></div>
<div class="par"><div class="l">${e(d.plaintiff.name)},<br><span style="margin-left:1.2in">Plaintiff,</span><br>v.<br>${N.full(d.def)},<br>
<span style="margin-left:1.2in">Defendant.</span></div><div class="rr">SUMMONS</div></div>
<div class="body"><b>THIS SUMMONS IS DIRECTED TO ${N.caps(d.def)}.</b><ol>
<li><b>YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this Summons.
The Complaint asks for the principal balance of <b>${money(d.amount)}</b> on a consumer credit card account ending 6618, plus contract
interest of ${money(d.interest)} and costs and disbursements. Do not throw these papers away. They are official papers that affect your rights.</li>
<li><b>YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this Summons a written response
called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed
this Summons located at ${d.firm.addr1}, ${d.firm.addr2}.</li>
<li><b>YOU MUST RESPOND TO EACH CLAIM.</b> The Answer is your written response to the Plaintiff's Complaint. In your Answer you must state whether
you agree or disagree with each paragraph of the Complaint.</li>
<li><b>YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</b> If you do not
answer within 21 days, you will lose this case, and the court may decide against you and award the Plaintiff everything asked for in the Complaint.</li>
<li><b>LEGAL ASSISTANCE.</b> You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information
about places where you can get legal assistance.</li>
<li><b>ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an alternative dispute resolution process under
Rule 114 of the Minnesota General Rules of Practice.</li></ol></div>
<div class="sig"><div>Dated: November 16, 2026</div><div>${e(d.firm.name).toUpperCase()}<div class="ln">By: /s/ ${e(d.firm.atty)}<br>${e(d.firm.atty)} ${d.firm.bar}<br>
${d.firm.addr1}<br>${d.firm.addr2}<br>${d.firm.phone} · ${d.firm.email}<br>Attorneys for Plaintiff</div></div></div>
<table class="s"><tr><th colspan="4">AFFIDAVIT OF SERVICE (Ramsey County Sheriff / private process server)</th></tr>
<tr><th>Person served</th><th>Address</th><th>Date</th><th>Fee</th></tr>
<tr><td>${N.full(d.def)}</td><td>${d.addr.street}, ${A.line2(d.addr)}</td><td>____ / ____ / 2026</td><td>$75.00</td></tr></table>` };
  },
},
];
