// Documents 01-10 (Illinois, Michigan, Arizona, Colorado part 1)
'use strict';
const { $, up, full, lastFirst, cityLine, page } = require('./lib');

module.exports = [

// ───────────────────────────────────────────── 01 IL Cook
{
  id: '01', state: 'IL', kind: 'complaint',
  layout: 'court name in letter-spaced small capitals across the top; parties/case caption split by a vertical rule; e-filing stamp top right; cost table; attorney block at the bottom under the signature line',
  lawsuit: true,
  court: { lines: ['In the Circuit Court of Cook County, Illinois', 'Municipal Department, First District'],
    name: 'Circuit Court of Cook County, Illinois, Municipal Department, First District' },
  caseNo: '2026-M1-104377',
  plaintiff: { name: 'Crestline Portfolio Recovery, LLC', tail: 'as assignee of Lakeshore Card Services, Inc.' },
  firm: { name: 'Hollister & Vane, P.C.', atty: 'Daniel R. Okafor', email: 'dokafor@hollistervane.com' },
  def: { first: 'Latisha', mi: 'M.', last: 'Greene' },
  addr: { street: '6148 S. Karlov Ave., Apt. 2', city: 'Chicago', st: 'IL', zip: '60629' },
  amount: 3482.19,
  distractors: ['filing fee $298.00', 'sheriff fee $60.00', 'total with costs $3,840.19', 'envelope number 31447092', 'ARDC and firm numbers', 'secondary filing e-mail', 'account ending 4417', 'plaintiff address in Wilmington DE', 'file number'],
  html(d) {
    const css = `
body{font-family:'Nimbus Roman';font-size:11pt;line-height:1.32}
.pg{position:absolute;inset:0;padding:58px 80px 40px 84px}
.hd{text-align:center;font-variant:small-caps;letter-spacing:.14em;font-size:13pt;border-bottom:3px double #222;padding-bottom:6px;margin-right:110px;margin-left:10px}
.hd div+div{font-size:11.5pt;letter-spacing:.2em}
.stamp{position:absolute;top:40px;right:44px;width:150px;border:1.5px solid #2d4fa0;color:#2d4fa0;font-family:'Nimbus Sans';font-size:7pt;line-height:1.25;padding:4px 6px;transform:rotate(-2deg)}
.stamp b{font-size:9pt;letter-spacing:.12em}
.cap{width:100%;margin:18px 0 10px}
.cap td{vertical-align:top;padding:2px 12px}
.cap td.l{width:58%;border-right:1.5px solid #222}
.role{padding-left:150px}
h1{text-align:center;font-size:13pt;letter-spacing:.25em;margin:10px 0 10px}
.n{text-indent:34px;text-align:justify}
.tb{margin:6px 0 8px 60px;font-size:10pt}
.tb td{padding:1px 10px}
.tb td.a{text-align:right;font-family:'Nimbus Mono PS'}
.tb tr.t td{border-top:1px solid #333;font-weight:bold}
.sg{margin-left:330px;margin-top:8px;font-size:10pt;line-height:1.25}
.sg .line{border-bottom:1px solid #222;height:26px;width:300px}
.ft{position:absolute;left:84px;right:80px;bottom:26px;font-family:'Nimbus Sans';font-size:7pt;border-top:.5px solid #777;padding-top:3px;color:#333;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="hd"><div>${d.court.lines[0]}</div><div>${d.court.lines[1]}</div></div>
<div class="stamp"><b>E-FILED</b><br>2/17/2026 9:42 AM<br>Envelope 31447092<br>Clerk of the Circuit Court<br>Cook County, IL</div>
<table class="cap"><tr><td class="l">${up(d.plaintiff.name)},<br>${d.plaintiff.tail},<br><span class="role">Plaintiff,</span><br><br>v.<br><br>${up(full(d.def))},<br><span class="role">Defendant.</span></td>
<td>Case No. ${d.caseNo}<br><br>Amount Claimed: ${$(d.amount)}<br>Return Date: April 6, 2026<br>Courtroom 1303, 9:00 a.m.</td></tr></table>
<h1>COMPLAINT</h1>
<p class="n">Plaintiff, ${d.plaintiff.name}, ${d.plaintiff.tail} (“Plaintiff”), by its attorneys, ${d.firm.name}, complains of Defendant ${full(d.def)} (“Defendant”) as follows:</p>
<p class="n">1. Plaintiff is a Delaware limited liability company with its principal office at 1400 Corporate Pkwy., Suite 300, Wilmington, DE 19801, telephone (302) 555-0131.</p>
<p class="n">2. Defendant resides at ${d.addr.street}, ${cityLine(d.addr)}, within Cook County, Illinois, and venue is proper in this District.</p>
<p class="n">3. Defendant opened a revolving credit account ending in 4417 with Lakeshore Card Services, Inc. (the “Account”) and used the Account to obtain goods and services.</p>
<p class="n">4. Defendant defaulted by failing to make the payments required. The Account was charged off and thereafter sold and assigned to Plaintiff, together with all rights to collect the balance due.</p>
<p class="n">5. After all just credits and payments, there is due and owing from Defendant to Plaintiff the principal sum of ${$(d.amount)}. Plaintiff does not seek interest accrued after charge-off.</p>
<p class="n">WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of ${$(d.amount)}, plus the costs of this action, and for such other relief as the Court deems just.</p>
<table class="tb"><tr><td>Principal balance claimed</td><td class="a">${$(d.amount)}</td></tr>
<tr><td>Filing fee (Clerk of the Circuit Court)</td><td class="a">$298.00</td></tr>
<tr><td>Sheriff’s service fee</td><td class="a">$60.00</td></tr>
<tr class="t"><td>Total with costs</td><td class="a">$3,840.19</td></tr></table>
<div class="sg"><div class="line"><span class="sig">/s/ ${d.firm.atty}</span></div>
One of Plaintiff’s Attorneys<br>
${d.firm.atty} &nbsp;·&nbsp; ARDC No. 6321147<br>
${d.firm.name} &nbsp;·&nbsp; Cook County Firm No. 61842<br>
220 N. Wells St., Suite 1450, Chicago, IL 60606<br>
Tel. (312) 555-0147 &nbsp; Fax (312) 555-0148<br>
${d.firm.email}<br>
Secondary e-mail for service: filings@hollistervane.com</div>
<div class="ft"><span>Hollister &amp; Vane, P.C. is a debt collector. Any information obtained will be used for that purpose. Our file no. HV-26-0088172</span><span>Page 1 of 1</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 02 IL DuPage small claims
{
  id: '02', state: 'IL', kind: 'small claims complaint',
  layout: 'seal-like bordered court block top left with emblem; case number in a box top right with label below; two-column form with labels printed under the blanks; defendants in a two-column table; second defendant at another address',
  lawsuit: true,
  court: { lines: ['In the Circuit Court of the Eighteenth Judicial Circuit', 'DuPage County, Illinois'],
    name: 'Circuit Court of the Eighteenth Judicial Circuit, DuPage County, Illinois' },
  caseNo: '2026SC002871',
  plaintiff: { name: 'Bluewater Bank, N.A.' },
  firm: { name: 'Kessler Brandt LLC', atty: 'Monica J. Feld', email: 'mfeld@kesslerbrandt.com' },
  def: { first: 'Priya', mi: 'N.', last: 'Raman' },
  def2: { first: 'Vikram', mi: 'S.', last: 'Raman' },
  addr: { street: '1127 Bainbridge Dr., Unit 3B', city: 'Naperville', st: 'IL', zip: '60563' },
  amount: 6215.80,
  distractors: ['second defendant address in Wheaton', 'small claims limit $10,000', 'filing fee $216.00', 'total $6,431.80', 'payments e-mail', 'DuPage attorney no.', 'plaintiff address in Sioux Falls'],
  html(d) {
    const css = `
body{font-family:'Liberation Sans';font-size:9.5pt;line-height:1.3}
.pg{position:absolute;inset:0;padding:46px 56px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.seal{display:flex;align-items:center;border:3px double #222;border-radius:14px;padding:8px 14px;width:470px}
.em{width:62px;height:62px;border-radius:50%;border:2px solid #222;display:flex;align-items:center;justify-content:center;font-size:22pt;margin-right:12px;flex:none;box-shadow:inset 0 0 0 4px #fff,inset 0 0 0 5px #222}
.seal .t{text-align:center;font-weight:bold;font-size:10.5pt;line-height:1.25;text-transform:uppercase}
.cbox{width:190px}
.cbox .v{border:2px solid #111;padding:8px;font-size:13pt;font-weight:bold;text-align:center;font-family:'Liberation Mono'}
.lb{font-family:'DejaVu Sans Condensed';font-size:6.5pt;color:#333;text-transform:uppercase;letter-spacing:.03em}
.cbox .lb{text-align:center;margin-top:2px}
h1{font-size:15pt;text-align:center;margin:16px 0 2px;letter-spacing:.08em}
.sub{text-align:center;font-size:8pt;margin-bottom:12px}
.row{display:flex;gap:20px;margin-bottom:9px}
.f{flex:1}
.f .v{border-bottom:1px solid #222;min-height:17px;padding:0 3px 1px;font-family:'Liberation Mono';font-size:9.5pt}
.f .lb{padding-left:3px}
.dt{width:100%;margin:4px 0 10px}
.dt th{font-family:'DejaVu Sans Condensed';font-size:7pt;background:#e4e4e4;border:1px solid #222;padding:2px 5px;text-align:left}
.dt td{border:1px solid #222;padding:4px 6px;vertical-align:top;font-family:'Liberation Mono';font-size:9.5pt;width:44%}
.dt td.k{font-family:'DejaVu Sans Condensed';font-size:7pt;width:12%;background:#f4f4f4}
.txt{text-align:justify;margin:6px 0}
.amt{border:1.5px solid #111;padding:6px 10px;margin:8px 0}
.amt table td{padding:1px 8px}
.amt td.r{text-align:right;font-family:'Liberation Mono'}
.ft{position:absolute;left:56px;right:56px;bottom:22px;font-family:'DejaVu Sans Condensed';font-size:6.5pt;color:#333;display:flex;justify-content:space-between;border-top:1px solid #333;padding-top:3px}
`;
    const F = (v, l, s = '') => `<div class="f" style="${s}"><div class="v">${v}</div><div class="lb">${l}</div></div>`;
    const body = `<div class="pg">
<div class="top"><div class="seal"><div class="em">&#9733;</div><div class="t">${d.court.lines[0]}<br>${d.court.lines[1]}</div></div>
<div class="cbox"><div class="v">${d.caseNo}</div><div class="lb">Case Number</div><div style="margin-top:8px" class="v">$216.00</div><div class="lb">Filing fee paid</div></div></div>
<h1>SMALL CLAIMS COMPLAINT</h1><div class="sub">(Claims not exceeding $10,000.00 — Ill. S. Ct. Rule 281)</div>
<div class="row">${F(d.plaintiff.name, 'Plaintiff (name)')}${F('4500 W. 41st St., Sioux Falls, SD 57106', 'Plaintiff’s address')}</div>
<div class="lb" style="font-size:7.5pt;margin:6px 0 2px">Defendant(s) — name and service address</div>
<table class="dt"><tr><th></th><th>Defendant 1</th><th>Defendant 2</th></tr>
<tr><td class="k">Name</td><td>${full(d.def)}</td><td>${full(d.def2)}</td></tr>
<tr><td class="k">Street / Unit</td><td>${d.addr.street}</td><td>409 E. Roosevelt Rd., Apt. 12</td></tr>
<tr><td class="k">City, State, ZIP</td><td>${cityLine(d.addr)}</td><td>Wheaton, IL 60187</td></tr></table>
<p class="txt">The Defendant(s) owe the Plaintiff the sum of <b>${$(d.amount)}</b> for the unpaid balance of a consumer credit card account ending in 9082, issued by the Plaintiff, which Defendant 1 opened and Defendant 2 guaranteed as an authorized co-obligor. Demand for payment has been made and refused.</p>
<div class="amt"><table><tr><td>Amount of claim (principal)</td><td class="r">${$(d.amount)}</td></tr><tr><td>Interest claimed</td><td class="r">$0.00</td></tr><tr><td>Court costs (filing fee + service)</td><td class="r">$216.00</td></tr><tr><td><b>Total if judgment entered with costs</b></td><td class="r"><b>$6,431.80</b></td></tr></table></div>
<p class="txt">Plaintiff asks for judgment against the Defendant(s) in the amount of the claim plus court costs. The Defendant(s) must appear at the DuPage County Judicial Center, 421 N. County Farm Rd., Room 1004, Wheaton, IL 60187, on the return date set by the Clerk.</p>
<div class="row" style="margin-top:14px">${F('<span class="sig">Monica J. Feld</span>', 'Signature of attorney for plaintiff')}${F('March 3, 2026', 'Date', 'flex:.45')}</div>
<div class="row">${F(d.firm.atty + ', ' + d.firm.name, 'Attorney name and firm')}${F('223417', 'DuPage Attorney No.', 'flex:.45')}</div>
<div class="row">${F('1901 Butterfield Rd., Suite 650, Downers Grove, IL 60515', 'Attorney address')}${F('(630) 555-0174', 'Telephone', 'flex:.45')}</div>
<div class="row">${F(d.firm.email, 'Attorney e-mail')}${F('payments@kesslerbrandt.com', 'Payment inquiries e-mail', 'flex:.8')}</div>
<div class="ft"><span>SC-C 07 (rev. 01/26) · Small Claims Complaint</span><span>Clerk of the 18th Judicial Circuit Court · (630) 555-0100</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 03 IL Will summons
{
  id: '03', state: 'IL', kind: 'summons',
  layout: 'typeset summons: court title in a shaded full-width band; caption with case number inside a bordered panel on the right listing amount claimed and return data; appearance-fee distractor; attorney block bottom left in a labelled grid without e-mail; sheriff return strip at the foot',
  lawsuit: true,
  court: { lines: ['In the Circuit Court of the Twelfth Judicial Circuit', 'Will County, Illinois'],
    name: 'Circuit Court of the Twelfth Judicial Circuit, Will County, Illinois' },
  caseNo: '2026 LM 000914',
  plaintiff: { name: 'Tallgrass Capital Receivables LLC' },
  firm: { name: 'Marchetti & Doyle, Ltd.', atty: 'Gregory P. Marchetti', email: null },
  def: { first: 'Terrence', mi: 'J.', last: 'Whitfield' },
  addr: { street: '2931 Cass Ave.', city: 'Joliet', st: 'IL', zip: '60435' },
  amount: 12640.55,
  distractors: ['appearance fee $219.00', 'jury demand fee', 'sheriff fee $48.00', 'clerk e-mail only (no attorney e-mail)', 'attorney code 40217', 'court address/phone'],
  html(d) {
    const css = `
body{font-family:'C059';font-size:10.5pt;line-height:1.33}
.pg{position:absolute;inset:0;padding:50px 66px}
.band{background:#e8e8e8;border-top:2px solid #111;border-bottom:2px solid #111;text-align:center;padding:7px 0;font-weight:bold;letter-spacing:.04em;text-transform:uppercase;font-size:11pt}
.cap{display:flex;margin:14px 0}
.cap .p{flex:1.35;padding-right:16px}
.cap .c{flex:1;border:1.5px solid #111;padding:8px 12px;font-size:10pt}
.cap .c .no{font-size:13pt;font-weight:bold;margin:2px 0 6px}
.lab{font-family:'Nimbus Sans';font-size:7pt;text-transform:uppercase;color:#333;letter-spacing:.04em}
h1{text-align:center;font-size:18pt;margin:6px 0 8px;letter-spacing:.3em}
.txt{text-align:justify}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:3px 26px;margin-top:12px;font-size:9.5pt}
.grid div span{display:block;font-family:'Nimbus Sans';font-size:6.8pt;color:#333;border-top:1px solid #111;text-transform:uppercase}
.ret{position:absolute;left:66px;right:66px;bottom:52px;border:1px dashed #444;padding:5px 10px;font-family:'Nimbus Sans';font-size:7.5pt;line-height:1.4}
.ft{position:absolute;left:66px;right:66px;bottom:24px;font-family:'Nimbus Sans';font-size:6.8pt;color:#444;text-align:center}
`;
    const body = `<div class="pg">
<div class="band">${d.court.lines[0]}<br>${d.court.lines[1]}</div>
<div class="cap"><div class="p"><span class="lab">Plaintiff</span><br><b>${d.plaintiff.name}</b><br><br>vs.<br><br><span class="lab">Defendant</span><br><b>${full(d.def)}</b><br>${d.addr.street}<br>${cityLine(d.addr)}</div>
<div class="c"><span class="lab">Case No.</span><div class="no">${d.caseNo}</div>
<span class="lab">Amount claimed</span><br>${$(d.amount)}<br>
<span class="lab">Return date / time</span><br>April 14, 2026 at 9:00 a.m., Courtroom 403<br>
<span class="lab">Appearance fee (defendant)</span><br>$219.00</div></div>
<h1>SUMMONS</h1>
<p class="txt">To each Defendant: YOU ARE SUMMONED and required to file an appearance in this case, in the office of the Clerk of this Court, Will County Courthouse, 212 N. Chicago St., Joliet, IL 60432, on or before the return date shown above. If you fail to do so, a judgment by default may be entered against you for the relief asked in the complaint, a copy of which is attached.</p>
<p class="txt">The Plaintiff claims ${$(d.amount)} as the unpaid principal balance of a consumer installment loan. Court costs, the $48.00 sheriff’s fee, and any statutory interest will be added only if awarded by the Court. An appearance fee of $219.00 (or $499.00 with a jury demand) is payable when you file your appearance unless a fee waiver is granted.</p>
<p class="txt">E-filing is mandatory for attorneys. Self-represented litigants may request help at the Self-Help Center, (815) 555-0139, or by e-mail at selfhelp.civil@willclerk-courts.org. This summons may not be served later than 30 days after its date.</p>
<div class="grid">
<div>${d.firm.atty}<span>Attorney name</span></div><div>40217<span>Will County attorney code</span></div>
<div>${d.firm.name}<span>Firm</span></div><div>${d.plaintiff.name}<span>Attorney for</span></div>
<div>15 Salt Creek Ln., Suite 210, Hinsdale, IL 60521<span>Address</span></div><div>(630) 555-0192<span>Telephone</span></div>
</div>
<div class="ret"><b>SHERIFF’S RETURN.</b> I certify that I served this summons on defendant ______________________ on ____/____/2026 at ______ : ____ m. &nbsp; Sheriff’s fee: $48.00 &nbsp; Deputy ______________ &nbsp; Star No. ______</div>
<div class="ft">Witness: Clerk of the Circuit Court, Will County, Illinois · Dated: March 9, 2026 · Form CS-LM-2 (01/26)</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 04 MI 36th District summons
{
  id: '04', state: 'MI', kind: 'summons',
  layout: 'ruled form grid; court title left with case number in heavy box top right; "Plaintiff’s attorney" box with bar number; defendant name printed last-name-first in a name/address box; numbered notice items; court-costs row',
  lawsuit: true,
  court: { lines: ['State of Michigan', '36th District Court'], name: 'State of Michigan, 36th District Court' },
  caseNo: '26-104271-GC',
  plaintiff: { name: 'Halvorsen Credit Acquisitions, Inc.' },
  firm: { name: 'Costello Whitcomb PLC', atty: 'Renee A. Costello', email: 'rcostello@costellowhitcomb.com' },
  def: { first: 'Derrick', mi: 'L.', last: 'Washington' },
  addr: { street: '19340 Greenlawn St.', city: 'Detroit', st: 'MI', zip: '48221' },
  amount: 4906.33,
  distractors: ['bar no. P71423', 'filing fee $175.00', 'service fee $26.00', 'total $5,107.33', 'court address/phone', 'plaintiff address in Edina MN'],
  printedName: 'WASHINGTON, DERRICK L.',
  html(d) {
    const css = `
body{font-family:'DejaVu Sans';font-size:9pt;line-height:1.3}
.pg{position:absolute;inset:0;padding:44px 48px}
table.g{width:100%;border:1.5px solid #111}
table.g td{border:1px solid #111;vertical-align:top;padding:4px 6px}
.lb{font-family:'DejaVu Sans Condensed';font-size:6.5pt;color:#222;display:block;margin-bottom:2px}
.ct{font-size:8pt;letter-spacing:.06em}
.ct b{font-size:12pt;display:block;letter-spacing:.02em}
.cn{border:3px solid #111!important;text-align:center}
.cn .v{font-size:14pt;font-weight:bold;font-family:'DejaVu Sans Mono';padding:6px 0}
h1{font-size:14pt;text-align:center;margin:0;letter-spacing:.12em}
ol{margin:6px 0 0 0;padding-left:20px}
ol li{margin-bottom:4px;text-align:justify}
.cost td{border:none!important;padding:1px 6px!important}
.ft{position:absolute;left:48px;right:48px;bottom:22px;font-family:'DejaVu Sans Condensed';font-size:6.5pt;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<table class="g">
<tr><td style="width:36%" class="ct">${up(d.court.lines[0])}<b>${up(d.court.lines[1])}</b></td>
<td style="width:40%"><h1>SUMMONS</h1><div style="text-align:center;font-size:7.5pt">Civil action — money judgment (general civil)</div></td>
<td class="cn"><span class="lb">CASE NO.</span><div class="v">${d.caseNo}</div></td></tr>
<tr><td colspan="3"><span class="lb">Court address and telephone no.</span>Civil Division, 1100 Randolph St., Detroit, MI 48226 &nbsp;·&nbsp; (313) 555-0160 &nbsp;·&nbsp; civil.clerk@36thdistrictcourt-mi.org</td></tr>
<tr><td colspan="2"><span class="lb">Plaintiff’s name, address, and telephone no.</span>${d.plaintiff.name}<br>7700 France Ave. S., Suite 210<br>Edina, MN 55435 &nbsp; (952) 555-0129</td>
<td rowspan="2"><span class="lb">Defendant’s name, address, and telephone no.</span><b style="white-space:nowrap">${d.printedName}</b><br>${d.addr.street}<br>${cityLine(d.addr)}<br>(313) 555-0185</td></tr>
<tr><td colspan="2"><span class="lb">Plaintiff’s attorney, bar no., address, and telephone no.</span>${d.firm.atty} (P71423)<br>${d.firm.name}<br>31000 Northwestern Hwy., Suite 220, Farmington Hills, MI 48334<br>(248) 555-0112 &nbsp; ${d.firm.email}</td></tr>
<tr><td colspan="3"><span class="lb">Claim</span>Plaintiff claims ${$(d.amount)}, the balance remaining due on a retail installment contract assigned to plaintiff, as stated in the attached complaint. There is no other pending or resolved civil action arising out of the same transaction.
<table class="cost" style="margin-top:4px"><tr><td>Filing fee</td><td>$175.00</td><td>Service fee</td><td>$26.00</td><td>Claim plus costs</td><td><b>$5,107.33</b></td></tr></table></td></tr>
<tr><td colspan="3"><span class="lb">Notice to the defendant</span>In the name of the people of the State of Michigan you are notified:
<ol><li>You are being sued by the plaintiff named above.</li>
<li>YOU HAVE 21 DAYS after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or outside this state).</li>
<li>If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</li>
<li>If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter, please contact the court immediately to make arrangements.</li></ol></td></tr>
<tr><td><span class="lb">Issue date</span>03/04/2026</td><td><span class="lb">Expiration date</span>06/03/2026</td><td><span class="lb">Court clerk</span><span class="sig" style="font-size:13pt">T. Reyes</span></td></tr>
</table>
<p style="margin-top:10px;font-size:8pt;text-align:justify">This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court. Costello Whitcomb PLC is a debt collector; any information obtained will be used for that purpose. Our reference: CW-558210.</p>
<div class="ft"><span>Form DC-SUM-GC (2/26)</span><span>SUMMONS</span><span>Original – Court · 1st copy – Defendant · 2nd copy – Plaintiff</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 05 MI 52-1 complaint with return of service
{
  id: '05', state: 'MI', kind: 'complaint (with proof of service)',
  layout: '"Plaintiff’s attorney" box at the very top; case number in box top right with spaced digits; body complaint; consumer’s address appears only in the proof-of-service section at the bottom; process-server e-mail distractor',
  lawsuit: true,
  court: { lines: ['52-1 District Court', 'Oakland County, Michigan'], name: '52-1 District Court, Oakland County, Michigan' },
  caseNo: '2026 03318 GC',
  plaintiff: { name: 'Ironwood Lending Group, LLC' },
  firm: { name: 'Drummond Sato, P.C.', atty: 'Alan K. Sato', email: 'asato@drummondsato.com' },
  def: { first: 'Allison', mi: 'K.', last: 'Brandt-Moreno' },
  addr: { street: '28710 Brookside Dr., Apt. 114', city: 'Novi', st: 'MI', zip: '48375' },
  amount: 7412.06,
  distractors: ['interest stated separately $1,038.77', 'total $8,450.83', 'process server e-mail and mileage fee', 'bar no. P68841', 'loan number', 'court address'],
  html(d) {
    const css = `
body{font-family:'Liberation Serif';font-size:10.5pt;line-height:1.3}
.pg{position:absolute;inset:0;padding:40px 60px}
.top{display:flex;gap:14px}
.ab{flex:1.4;border:1.5px solid #111;padding:5px 8px;font-size:9pt}
.lb{font-family:'Liberation Sans';font-size:6.8pt;text-transform:uppercase;display:block;letter-spacing:.03em;color:#222}
.cb{flex:1;border:3px solid #111;padding:6px 10px;text-align:center}
.cb .v{font-size:15pt;font-weight:bold;letter-spacing:.06em;margin-top:6px}
.court{text-align:center;margin:12px 0 6px;font-weight:bold;font-size:12pt}
.cap{width:100%;margin-bottom:6px}
.cap td{vertical-align:top;padding:2px 8px}
h1{text-align:center;font-size:12.5pt;margin:6px 0;text-decoration:underline}
.txt{text-align:justify}
.pos{border:1.5px solid #111;margin-top:10px;padding:6px 10px;font-size:9pt}
.pos h2{font-family:'Liberation Sans';font-size:9pt;margin:0 0 4px;text-align:center;letter-spacing:.1em}
.pos .ln{display:flex;gap:16px;margin-top:4px}
.pos .ln div{flex:1;border-bottom:1px solid #111;padding:0 3px;font-family:'Liberation Mono';font-size:9pt}
.ft{position:absolute;left:60px;right:60px;bottom:20px;font-family:'Liberation Sans';font-size:6.8pt;color:#333}
`;
    const body = `<div class="pg">
<div class="top"><div class="ab"><span class="lb">Plaintiff’s attorney</span>${d.firm.atty} (P68841)<br>${d.firm.name}<br>3290 W. Big Beaver Rd., Suite 400, Troy, MI 48084<br>(248) 555-0153 &nbsp;·&nbsp; ${d.firm.email}</div>
<div class="cb"><span class="lb">Case No.</span><div class="v">${d.caseNo}</div><span class="lb" style="margin-top:6px">Hon. ______________</span></div></div>
<div class="court">${up(d.court.lines[0])}<br>${up(d.court.lines[1])}</div>
<div style="text-align:center;font-size:8pt;margin-bottom:8px">41800 Grand River Ave., Novi, MI 48375 · (248) 555-0107</div>
<table class="cap"><tr><td style="width:50%">${up(d.plaintiff.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,</td><td>v. &nbsp; ${up(full(d.def))},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td></tr></table>
<h1>COMPLAINT ON ACCOUNT STATED</h1>
<p class="txt">1. Plaintiff ${d.plaintiff.name} is a Michigan limited liability company that made a personal installment loan, Loan No. 40-118-2297, to Defendant ${full(d.def)}, who resides in Oakland County, Michigan.</p>
<p class="txt">2. Defendant defaulted on the loan. Plaintiff sent Defendant a statement of account, to which Defendant did not object within a reasonable time, and the account is therefore stated.</p>
<p class="txt">3. The unpaid principal balance is ${$(d.amount)}. Contract interest of $1,038.77 accrued through February 28, 2026, is stated separately and will be sought only as the Court allows (principal plus that interest: $8,450.83).</p>
<p class="txt">4. This Court has jurisdiction because the amount in controversy does not exceed $25,000.00.</p>
<p class="txt">WHEREFORE, Plaintiff requests judgment against Defendant for ${$(d.amount)}, together with statutory costs and attorney fees as allowed by law.</p>
<p style="margin:10px 0 0 330px">Dated: 03/02/2026 &nbsp;&nbsp; <span class="sig">Alan K. Sato</span><br><span style="font-size:8.5pt">${d.firm.atty} (P68841), Attorney for Plaintiff</span></p>
<div class="pos"><h2>PROOF OF SERVICE</h2>
I served a copy of the summons and complaint by personal delivery on the defendant at the address below:
<div class="ln"><div>${full(d.def)}</div><div>March 11, 2026 · 6:40 p.m.</div></div>
<div class="ln"><span class="lb" style="flex:1">Defendant name</span><span class="lb" style="flex:1">Date and time of service</span></div>
<div class="ln"><div>${d.addr.street}</div><div>${cityLine(d.addr)}</div></div>
<div class="ln"><span class="lb" style="flex:1">Street address of service</span><span class="lb" style="flex:1">City, state, ZIP</span></div>
<div style="margin-top:6px">Fee $26.00 &nbsp; Mileage $14.50 &nbsp; Total fee $40.50 &nbsp;·&nbsp; Process server: Lakeshore Process Service, dispatch@lakeshoreprocess.com, (586) 555-0119</div></div>
<div class="ft">Original: Court &nbsp;·&nbsp; Copies: Defendant, Plaintiff &nbsp;·&nbsp; MCR 2.104, 2.105 &nbsp;·&nbsp; DS-P-2026-0311</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 06 MI 61st small claims (unrepresented)
{
  id: '06', state: 'MI', kind: 'small claims affidavit and claim',
  layout: 'small-claims form with heading in geometric sans; two-column blanks with labels underneath; plaintiff (credit union) appears through an employee, no lawyer; small-claims limit and fee lines; case number top right without box',
  lawsuit: true,
  court: { lines: ['61st District Court', 'Small Claims Division'], name: '61st District Court, Small Claims Division' },
  caseNo: '26SC00912',
  plaintiff: { name: 'Maple Grove Community Credit Union' },
  firm: null,
  def: { first: 'Kevin', mi: 'D.', last: "O'Neal" },
  addr: { street: '1182 Madison Ave. SE', city: 'Grand Rapids', st: 'MI', zip: '49507' },
  amount: 2140.00,
  distractors: ['small claims limit $7,000', 'filing fee $55.00', 'service fee $25.00', 'total $2,220.00', 'credit-union employee e-mail (not a lawyer)', 'member number', 'court address/phone'],
  html(d) {
    const css = `
body{font-family:'Nimbus Sans';font-size:9.5pt;line-height:1.32}
.pg{position:absolute;inset:0;padding:48px 58px}
.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #111;padding-bottom:6px}
.hd .c{font-family:'URW Gothic';font-size:15pt;font-weight:bold;line-height:1.15}
.hd .c small{display:block;font-size:10pt;font-weight:normal;letter-spacing:.12em}
.hd .n{text-align:right;font-size:8pt}
.hd .n b{font-size:13pt;font-family:'Nimbus Mono PS'}
h1{font-family:'URW Gothic';font-size:13pt;margin:10px 0 2px;letter-spacing:.05em}
.lim{font-size:8pt;margin-bottom:10px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:10px 26px}
.v{border-bottom:1px solid #111;font-family:'Nimbus Mono PS';font-size:10pt;min-height:16px;padding-left:3px}
.l{font-size:6.8pt;text-transform:uppercase;color:#333;padding-left:3px}
.sec{font-family:'URW Gothic';font-weight:bold;font-size:9pt;background:#111;color:#fff;padding:2px 6px;margin:12px 0 6px}
.txt{text-align:justify}
.ft{position:absolute;left:58px;right:58px;bottom:22px;font-size:6.8pt;color:#333;display:flex;justify-content:space-between}
`;
    const B = (v, l) => `<div><div class="v">${v}</div><div class="l">${l}</div></div>`;
    const body = `<div class="pg">
<div class="hd"><div class="c">${up(d.court.lines[0])}<small>${up(d.court.lines[1])}</small></div>
<div class="n">250 Monroe Ave. NW, Grand Rapids, MI 49503 · (616) 555-0144<br>Case no. <b>${d.caseNo}</b></div></div>
<h1>AFFIDAVIT AND CLAIM — SMALL CLAIMS</h1>
<div class="lim">Under Michigan law, claims in the small claims division may not exceed $7,000. Attorneys may not represent parties in this division.</div>
<div class="sec">PLAINTIFF</div>
<div class="two">${B(d.plaintiff.name, 'Plaintiff name')}${B('(616) 555-0172', 'Telephone')}${B('2410 Plainfield Ave. NE', 'Street address')}${B('Grand Rapids, MI 49505', 'City, state, ZIP')}${B('Sandra Vuong, Collections Supervisor', 'Filed by (employee/agent of plaintiff)')}${B('svuong@maplegrovecu.org', 'E-mail of person filing')}</div>
<div class="sec">DEFENDANT</div>
<div class="two">${B(full(d.def), 'Defendant name')}${B('Member no. 0048817-02', 'Account / member number')}${B(d.addr.street, 'Street address')}${B(cityLine(d.addr), 'City, state, ZIP')}</div>
<div class="sec">CLAIM</div>
<p class="txt">The defendant owes the plaintiff <b>${$(d.amount)}</b>, not including costs, for the unpaid balance of a share-secured Visa account closed for non-payment on November 30, 2025. The claim arose in Kent County. Payment has been requested and has not been made.</p>
<div class="two">${B('$55.00', 'Filing fee')}${B('$25.00', 'Service fee (certified mail)')}${B('$2,220.00', 'Total of claim, filing and service fees')}${B('03/06/2026', 'Date')}</div>
<p class="txt" style="margin-top:10px">I declare that the statements above are true to the best of my information, knowledge, and belief. I understand that I give up any right to a jury trial and to appeal by filing in small claims.</p>
<div class="two" style="margin-top:6px">${B('<span class="sig">Sandra Vuong</span>', 'Signature of plaintiff or agent')}${B('March 30, 2026, 1:30 p.m., Courtroom 3C', 'Hearing date, time and place')}</div>
<div class="ft"><span>Form SCL-1 (1/26) Affidavit and Claim, Small Claims</span><span>Defendant copy</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 07 AZ Maricopa Superior (pleading paper)
{
  id: '07', state: 'AZ', kind: 'complaint',
  layout: 'numbered pleading paper (lines 1-28, double left rule, single right rule); attorney block top left with bar number and two e-mails; caption with ")" column; "John Does 1-10" and spouse "Jane Doe"; arbitration-limit certificate; footer with case number',
  lawsuit: true,
  court: { lines: ['In the Superior Court of the State of Arizona', 'in and for the County of Maricopa'],
    name: 'Superior Court of the State of Arizona, in and for the County of Maricopa' },
  caseNo: 'CV2026-014488',
  plaintiff: { name: 'Sunfield Recovery Partners, LLC', tail: 'a Delaware limited liability company' },
  firm: { name: 'Lindqvist Ortega, P.L.L.C.', atty: 'Hannah E. Lindqvist', email: 'hlindqvist@lindqvistortega.com' },
  def: { first: 'Jonathan', mi: 'P.', last: 'Alcott' },
  addr: { street: '1846 W. Isabella Ave.', city: 'Mesa', st: 'AZ', zip: '85202' },
  amount: 11905.62,
  distractors: ['attorney fees $1,500.00', 'arbitration limit $50,000', 'interest at 10%', 'minute-entry e-mail', 'State Bar No. 031877', 'John Does 1-10 and Jane Doe Alcott'],
  html(d) {
    const lines = Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('');
    const css = `
body{font-family:'Liberation Serif';font-size:11.5pt}
.nums{position:absolute;left:58px;top:64px;width:28px;text-align:right;font-size:10pt;line-height:32.4px;color:#333}
.rule1{position:absolute;left:96px;top:0;bottom:0;border-left:1px solid #111}
.rule2{position:absolute;left:100px;top:0;bottom:0;border-left:1px solid #111}
.rule3{position:absolute;right:58px;top:0;bottom:0;border-left:1px solid #111}
.c{position:absolute;left:112px;right:72px;top:64px;line-height:32.4px}
.c p{margin:0;text-indent:40px;text-align:justify}
.ab{line-height:16.2px;font-size:10.5pt}
.court{text-align:center;font-weight:bold;line-height:16.2px;margin:16px 0}
.cap{display:flex;line-height:16.2px}
.cap .l{width:52%}
.cap .m{width:14px}
.cap .r{flex:1;padding-left:14px}
.ft{position:absolute;left:112px;right:72px;bottom:18px;font-size:7.5pt;font-family:'Liberation Sans';text-align:center;line-height:1.3;border-top:1px solid #111;padding-top:2px}
`;
    const paren = Array(11).fill(')').join('<br>');
    const body = `<div class="nums">${lines}</div><div class="rule1"></div><div class="rule2"></div><div class="rule3"></div>
<div class="c">
<div class="ab">${d.firm.atty} (State Bar No. 031877)<br>${up(d.firm.name)}<br>4040 E. Camelback Rd., Suite 275<br>Phoenix, Arizona 85018<br>Telephone: (602) 555-0166<br>${d.firm.email}<br>minuteentries@lindqvistortega.com<br>Attorneys for Plaintiff</div>
<div class="court">${up(d.court.lines[0])}<br>${up(d.court.lines[1])}</div>
<div class="cap"><div class="l">${up(d.plaintiff.name)}, ${d.plaintiff.tail},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>${up(full(d.def))} and JANE DOE ALCOTT, husband and wife; JOHN DOES 1-10,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div><div class="m">${paren}</div>
<div class="r">Case No. ${d.caseNo}<br><br><b>COMPLAINT</b><br>(Breach of Contract — Credit Card Debt)<br><br>(Tier 1 — Expedited)</div></div>
<p>Plaintiff alleges as follows:</p>
<p>1. Defendant ${full(d.def)} resides at ${d.addr.street}, ${cityLine(d.addr)}, Maricopa County. Jane Doe Alcott is named to bind the marital community; John Does 1-10 are unknown persons who may be liable for the debt.</p>
<p>2. Defendant opened a credit card account with Desert Willow Bank, account ending 6610, which was later sold and assigned to Plaintiff.</p>
<p>3. Defendant failed to pay as agreed. The unpaid principal balance of ${$(d.amount)} is due and owing. Contract interest at 10% per annum is not included in that amount.</p>
<p>4. This matter is not subject to compulsory arbitration because the amount in controversy does not exceed $50,000.00 and Plaintiff elects Tier 1 (Local Rule 3.10).</p>
<p>WHEREFORE, Plaintiff requests judgment for ${$(d.amount)}, attorney fees of $1,500.00 if uncontested under A.R.S. § 12-341.01, and taxable costs.</p>
<p>DATED: February 24, 2026. &nbsp;&nbsp;&nbsp; <span class="sig">Hannah E. Lindqvist</span></p>
</div>
<div class="ft">COMPLAINT — ${d.caseNo} — Page 1 of 1</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 08 AZ Maryvale Justice Court (mostly Spanish)
{
  id: '08', state: 'AZ', kind: 'summons (mostly Spanish)',
  layout: 'Spanish-language summons ("Citatorio") with English court heading and small English glosses; two-tone header bar; case number in a right-aligned tab; amount and cost boxes side by side; defendant address in a window-like bordered block',
  lawsuit: true,
  court: { lines: ['Maryvale Justice Court', 'Maricopa County, Arizona'], name: 'Maryvale Justice Court, Maricopa County, Arizona' },
  caseNo: 'CC2026-187342',
  plaintiff: { name: 'Desert Mesa Auto Finance, Inc.' },
  firm: { name: 'Barragán & Feld, P.C.', atty: 'Luis A. Barragán', email: 'lbarragan@barraganfeld.com' },
  def: { first: 'María', mi: 'G.', last: 'Ríos Herrera' },
  addr: { street: '5217 N. 67th Ave., Apt. 208', city: 'Phoenix', st: 'AZ', zip: '85033' },
  amount: 3268.45,
  distractors: ['costo de presentación $97.00', 'intereses $412.30', 'honorarios $650.00', 'total $4,427.75', 'justice court limit $10,000', 'court address/phone', 'bar no.'],
  html(d) {
    const css = `
body{font-family:'P052';font-size:10.5pt;line-height:1.32}
.pg{position:absolute;inset:0;padding:44px 60px}
.bar1{display:flex;align-items:stretch;border:1.5px solid #111}
.bar1 .a{flex:1;padding:8px 12px;text-align:center;font-weight:bold;font-size:12pt;text-transform:uppercase;letter-spacing:.05em}
.bar1 .a small{display:block;font-size:8pt;font-weight:normal;text-transform:none;letter-spacing:0}
.bar1 .b{background:#222;color:#fff;width:210px;padding:8px 10px;font-family:'Nimbus Sans';font-size:7pt}
.bar1 .b span{font-family:'Nimbus Mono PS';font-size:13pt;font-weight:bold;display:block;margin-top:3px}
h1{text-align:center;font-size:17pt;margin:12px 0 0;letter-spacing:.12em}
.en{font-family:'Nimbus Sans';font-size:7pt;color:#444}
.parts{display:flex;gap:18px;margin:10px 0}
.parts>div{flex:1}
.win{border:1px solid #111;padding:6px 10px;margin-top:4px}
.txt{text-align:justify}
.boxes{display:flex;gap:10px;margin:8px 0}
.boxes div{flex:1;border:1.5px solid #111;padding:4px 8px;font-size:9.5pt}
.boxes b{display:block;font-size:11.5pt;font-family:'Nimbus Mono PS'}
.ab{border-top:1px solid #111;margin-top:10px;padding-top:6px;font-size:9.5pt}
.ft{position:absolute;left:60px;right:60px;bottom:22px;font-family:'Nimbus Sans';font-size:6.8pt;color:#333;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="bar1"><div class="a">${d.court.lines[0]}<br>${d.court.lines[1]}<small>5218 W. Thomas Rd., Phoenix, AZ 85031 · (602) 555-0182</small></div>
<div class="b">NÚMERO DE CASO / CASE NO.<span>${d.caseNo}</span></div></div>
<h1>CITATORIO</h1><div class="en" style="text-align:center">(Summons — Civil)</div>
<div class="parts"><div><span class="en">DEMANDANTE / PLAINTIFF</span><br><b>${d.plaintiff.name}</b><br>1750 E. Northern Ave., Phoenix, AZ 85020</div>
<div><span class="en">DEMANDADO(A) / DEFENDANT</span><div class="win"><b>${full(d.def)}</b><br>${d.addr.street}<br>${cityLine(d.addr)}</div></div></div>
<p class="txt"><b>AVISO AL DEMANDADO:</b> Usted ha sido demandado. El demandante reclama que usted le debe dinero por el saldo de un contrato de compraventa de vehículo a plazos. Para defenderse, debe presentar una respuesta por escrito en este tribunal y pagar la tarifa correspondiente dentro de <b>20 días</b> calendario después de recibir este citatorio (30 días si fue notificado fuera de Arizona).</p>
<p class="txt">Si no presenta una respuesta a tiempo, el tribunal puede dictar un fallo en rebeldía en su contra por la cantidad reclamada más los costos. Los tribunales de paz conocen de demandas civiles de hasta $10,000.00.</p>
<div class="boxes"><div>Cantidad reclamada (capital)<b>${$(d.amount)}</b><span class="en">Amount claimed</span></div><div>Intereses hasta 02/28/2026<b>$412.30</b><span class="en">Interest</span></div><div>Honorarios de abogado<b>$650.00</b><span class="en">Attorney fees</span></div><div>Costo de presentación<b>$97.00</b><span class="en">Filing fee</span></div></div>
<p class="txt">Total solicitado con intereses, honorarios y costos: $4,427.75. Si usted paga la deuda antes de la fecha de respuesta, comuníquese con el abogado del demandante. Puede solicitar un intérprete sin costo llamando al tribunal al menos 5 días antes de cualquier audiencia.</p>
<p class="en">If you need this summons in English, ask the clerk. The English-language complaint is attached.</p>
<div class="ab"><span class="en">ABOGADO DEL DEMANDANTE / PLAINTIFF’S ATTORNEY</span><br>${d.firm.atty}, Colegio de Abogados No. 029114 · ${d.firm.name}<br>2800 N. Central Ave., Suite 1100, Phoenix, AZ 85004 · Tel. (602) 555-0109 · Correo electrónico: ${d.firm.email}</div>
<p style="margin-top:12px">Fecha de emisión: 3 de marzo de 2026 &nbsp;&nbsp;&nbsp; Secretario(a) del Tribunal: <span class="sig" style="font-size:14pt">E. Montaño</span></p>
<div class="ft"><span>JC-CIT-ESP (01/26)</span><span>Copia para el demandado</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 09 AZ Pima County Consolidated Justice Court
{
  id: '09', state: 'AZ', kind: 'complaint / statement of claim',
  layout: 'parties in a three-column table (role / name / address); defendant printed in ALL CAPITALS with "JR." suffix; claim itemization with attorney fees and jurisdictional limit; case number with prefix at top left in reversed-out label',
  lawsuit: true,
  court: { lines: ['Pima County Consolidated Justice Court'], name: 'Pima County Consolidated Justice Court' },
  caseNo: 'CV26-041187',
  plaintiff: { name: 'Coronado Ridge Financial, LLC' },
  firm: { name: 'Stellmach & Quon, PLC', atty: 'Beverly Quon', email: 'bquon@stellmachquon.com' },
  def: { first: 'Raymond', mi: 'T.', last: 'Espinoza', suffix: 'Jr.' },
  addr: { street: '2206 N. Castro Ave.', city: 'Tucson', st: 'AZ', zip: '85705' },
  amount: 5874.10,
  distractors: ['attorney fees $750.00', 'filing fee $87.00', 'total $6,711.10', 'jurisdictional limit $10,000', 'court-notices e-mail', 'account number', 'plaintiff address in Scottsdale'],
  html(d) {
    const css = `
body{font-family:'DejaVu Serif';font-size:9.5pt;line-height:1.35}
.pg{position:absolute;inset:0;padding:52px 62px}
.tag{display:inline-block;background:#111;color:#fff;font-family:'DejaVu Sans Condensed';font-size:7pt;padding:2px 6px;letter-spacing:.08em}
.no{font-family:'DejaVu Sans Mono';font-size:12pt;font-weight:bold;margin-left:8px}
.court{text-align:right;margin-top:-22px;font-family:'DejaVu Sans Condensed';font-weight:bold;font-size:12.5pt;text-transform:uppercase}
.court small{display:block;font-weight:normal;font-size:8pt;text-transform:none}
h1{font-size:13pt;margin:18px 0 4px;border-bottom:2px solid #111;padding-bottom:3px}
.pt{width:100%;margin:8px 0 12px;font-size:9pt}
.pt th{font-family:'DejaVu Sans Condensed';font-size:7pt;text-align:left;border-bottom:1.5px solid #111;padding:2px 6px}
.pt td{border-bottom:.5px solid #777;padding:5px 6px;vertical-align:top}
.txt{text-align:justify}
.it{margin:6px 0 6px 30px}
.it td{padding:1px 12px 1px 0}
.it td.r{text-align:right;font-family:'DejaVu Sans Mono';font-size:9pt}
.sg{display:flex;justify-content:space-between;margin-top:16px;font-size:8.8pt}
.ft{position:absolute;left:62px;right:62px;bottom:22px;font-family:'DejaVu Sans Condensed';font-size:6.8pt;color:#444;border-top:1px solid #999;padding-top:2px}
`;
    const body = `<div class="pg">
<div><span class="tag">CASE</span><span class="no">${d.caseNo}</span></div>
<div class="court">${d.court.lines[0]}<small>155 W. Alameda St., Tucson, AZ 85701 · (520) 555-0126 · Civil Unit, Window 4</small></div>
<h1>CIVIL COMPLAINT — STATEMENT OF CLAIM</h1>
<table class="pt"><tr><th style="width:16%">ROLE</th><th style="width:40%">NAME</th><th>ADDRESS</th></tr>
<tr><td>Plaintiff</td><td>${d.plaintiff.name}</td><td>8700 E. Via de Ventura, Suite 140, Scottsdale, AZ 85258</td></tr>
<tr><td>Defendant</td><td><b>${up(full(d.def))}</b></td><td>${d.addr.street}<br>${cityLine(d.addr)}</td></tr>
<tr><td>Attorney for Plaintiff</td><td>${d.firm.atty}, Bar No. 027640<br>${d.firm.name}</td><td>1 S. Church Ave., Suite 900, Tucson, AZ 85701<br>(520) 555-0151 · ${d.firm.email}</td></tr></table>
<p class="txt">1. Defendant entered into a written revolving credit agreement with Saguaro Home Furnishings (account ending 3318), which was assigned to Plaintiff. Defendant resides in Pima County, Arizona.</p>
<p class="txt">2. Defendant failed to make the payments due under the agreement, and Plaintiff has declared the entire balance due.</p>
<p class="txt">3. The amount of Plaintiff’s claim, exclusive of fees and costs, is <b>${$(d.amount)}</b>. The claim does not exceed the $10,000.00 jurisdictional limit of this Court.</p>
<table class="it"><tr><td>Principal claimed</td><td class="r">${$(d.amount)}</td></tr><tr><td>Attorney fees (A.R.S. § 12-341.01)</td><td class="r">$750.00</td></tr><tr><td>Filing fee</td><td class="r">$87.00</td></tr><tr><td><b>Total requested</b></td><td class="r"><b>$6,711.10</b></td></tr></table>
<p class="txt">WHEREFORE Plaintiff requests judgment against Defendant for the principal claimed, reasonable attorney fees, and costs. Notices from the Court may also be sent to courtnotices@stellmachquon.com.</p>
<div class="sg"><div>Dated March 5, 2026</div><div><span class="sig">Beverly Quon</span><br>${d.firm.atty}, Attorney for Plaintiff</div></div>
<div class="ft">PCCJC Civil Form 2A · Rev. 12/2025 · The defendant must file an answer within 20 days after service. Interpreter services: (520) 555-0127.</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 10 CO El Paso County Court summons
{
  id: '10', state: 'CO', kind: 'summons',
  layout: 'Colorado-style caption grid with "COURT USE ONLY" column holding the case number, division and courtroom; consumer address on a label line split across two rows (street / city-state-zip) with labels underneath; attorney registration number; instructions in two columns',
  lawsuit: true,
  court: { lines: ['County Court, El Paso County, Colorado'], name: 'County Court, El Paso County, Colorado' },
  caseNo: '26C041187',
  plaintiff: { name: 'Front Range Funding Co.' },
  firm: { name: 'Kiefer & Lamb, LLC', atty: 'Kristin M. Lamb', email: 'klamb@kieferlamb.com' },
  def: { first: 'Shauna', mi: 'R.', last: 'Pettibone' },
  addr: { street: '4127 Constitution Ave., Unit 12', city: 'Colorado Springs', st: 'CO', zip: '80909' },
  amount: 2988.71,
  distractors: ['county court limit $25,000', 'answer fee $85.00 / $125.00', 'total with costs $3,221.71', 'Atty. Reg. # 48812', 'court address', 'e-filing support e-mail'],
  html(d) {
    const css = `
body{font-family:'Nimbus Sans';font-size:9.5pt;line-height:1.32}
.pg{position:absolute;inset:0;padding:40px 50px}
table.cp{width:100%;border:1.5px solid #111}
table.cp td{border:1px solid #111;vertical-align:top;padding:5px 7px}
.cu{width:32%;text-align:center}
.cu .cul{font-weight:bold;font-size:8pt;border-bottom:1px solid #111;margin:-5px -7px 6px;padding:5px}
.cu .cn{font-family:'Nimbus Mono PS';font-weight:bold;font-size:13pt}
.lb{font-size:6.8pt;color:#222;text-transform:uppercase}
.sp{display:flex;gap:12px;margin-top:3px}
.sp div{border-bottom:1px solid #111;font-family:'Nimbus Mono PS';font-size:9.5pt;padding:0 2px}
h1{text-align:center;font-size:13pt;margin:10px 0 6px;letter-spacing:.1em}
.cols{column-count:2;column-gap:26px;text-align:justify;font-size:10pt}
.cols p{margin-bottom:6px}
.ft{position:absolute;left:50px;right:50px;bottom:20px;font-size:6.8pt;color:#333;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<table class="cp">
<tr><td><b>${up(d.court.lines[0])}</b><br>Court Address: 270 S. Cascade Ave., Colorado Springs, CO 80903<br>Court Phone: (719) 555-0114</td><td class="cu" rowspan="3"><div class="cul">▲ COURT USE ONLY ▲</div><span class="lb">Case Number</span><div class="cn">${d.caseNo}</div><br><span class="lb">Division</span> W &nbsp;&nbsp; <span class="lb">Courtroom</span> S401<br><br><span class="lb">Jurisdictional limit</span><br>$25,000.00</td></tr>
<tr><td><span class="lb">Plaintiff:</span> ${d.plaintiff.name}<br><br><span class="lb">v.</span><br><br><span class="lb">Defendant:</span> <b>${full(d.def)}</b>
<div class="sp"><div style="flex:1.1;white-space:nowrap">${d.addr.street}</div><div style="flex:1;white-space:nowrap">${cityLine(d.addr)}</div></div>
<div class="sp" style="margin-top:0"><span class="lb" style="flex:1.1">Street address (include unit)</span><span class="lb" style="flex:1">City, State, ZIP</span></div></td></tr>
<tr><td><span class="lb">Attorney for Plaintiff:</span> ${d.firm.atty}, Atty. Reg. # 48812<br>${d.firm.name}, 1670 Broadway, Suite 900, Denver, CO 80202<br>Phone: (303) 555-0179 &nbsp; E-mail: ${d.firm.email}</td></tr>
</table>
<h1>SUMMONS</h1>
<div class="cols">
<p>TO THE ABOVE-NAMED DEFENDANT: You are hereby summoned to appear before this Court at the address above on <b>April 8, 2026, at 8:30 a.m.</b> in Courtroom S401 to answer the complaint of the Plaintiff, a copy of which is attached.</p>
<p>The Plaintiff’s complaint demands judgment against you for <b>${$(d.amount)}</b>, the principal balance of a consumer loan, plus costs and such interest as the law allows.</p>
<p>If you wish to contest the claim, you may file a written Answer on or before the appearance date and pay the answer fee ($85.00 for claims up to $1,000; $125.00 for claims over $1,000).</p>
<p>If you fail to appear or file an Answer, judgment by default may be entered against you for the amount demanded, together with court costs. The total including filing and service costs would be $3,221.71.</p>
<p>You may contact the Plaintiff’s attorney to discuss payment. The Court cannot give legal advice. Self-help: (719) 555-0116. E-filing help: efiling.support@cocourtsefile-help.com.</p>
<p>Date: March 2, 2026 &nbsp;&nbsp; <span class="sig" style="font-size:14pt">K. Lamb</span><br>Signature of Attorney for Plaintiff</p>
</div>
<div class="ft"><span>Form CC-SUM-4 (R1/26) · SUMMONS — County Court Civil</span><span>Page 1 of 1</span></div>
</div>`;
    return page(css, body);
  }
},
];
