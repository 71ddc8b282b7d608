'use strict';
// Documents 11-20.
const { esc: e, money, N, A } = require('./lib');

module.exports = [
// ---------------------------------------------------------------------------------------------
{
  n: 11, id: '11-ok-tulsa-small-claims-affidavit', state: 'OK', kind: 'small claims affidavit and order',
  layout: 'party boxes side by side with case/account numbers; sworn affidavit; order to appear; filled return-of-service table repeating the address',
  font: 'FreeSans', size: '11pt', suit: true,
  court: { heads: [['IN THE DISTRICT COURT OF TULSA COUNTY'], ['STATE OF OKLAHOMA']], addr: '600 S Denver Ave, Room 308, Tulsa, OK 74103', phone: '(918) 555-0177' },
  caseNo: 'SC-2026-08842',
  plaintiff: { name: 'Red Fork Title & Installment Loans, LLC', addr: '1717 S Yale Ave, Tulsa, OK 74112', phone: '(918) 555-0114' },
  firm: { name: 'Calloway Dunn, PLLC', atty: 'Grant Calloway', bar: 'OBA #22815', email: 'gcalloway@callowaydunn.com',
    addr: '15 W 6th St, Suite 2400, Tulsa, OK 74119', phone: '(918) 555-0146' },
  def: { first: 'Wesley', mi: 'R.', last: 'Harjo' },
  addr: { street: '2244 S 129th East Ave, Apt 112', city: 'Tulsa', st: 'OK', zip: '74134' },
  amount: 1585.00, interest: 212.60, fees: 396.25, costs: 98.14,
  render(d) {
    return { css: `
.page{padding:.5in .65in .4in .65in}
.court{text-align:center;font-weight:bold;font-size:12.5pt;line-height:1.3}
.pp{display:flex;margin-top:12px;border:1.5px solid #000}
.pp>div{padding:6px 8px}.pp .l{flex:1.3;border-right:1.5px solid #000}.pp .rr{flex:1}
.lab{font-size:7pt;text-transform:uppercase;letter-spacing:.3px;color:#222}
h2{text-align:center;margin:10px 0 4px 0;font-size:14pt;letter-spacing:1px}
.txt{text-align:justify;line-height:1.35;margin-top:6px}
table.a{margin:4px 0 4px .6in}table.a td{padding:1px 10px}table.a td.n{text-align:right}
.ord{border-top:2px solid #000;margin-top:10px;padding-top:4px}
table.rs{width:100%;margin-top:4px}table.rs td,table.rs th{border:1px solid #000;padding:3px 5px;font-size:8.5pt;text-align:left;vertical-align:top}
table.rs th{background:#e6e6e6;font-size:7pt}
.ft{position:absolute;bottom:.3in;left:.65in;right:.65in;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}</div>
<div class="pp"><div class="l"><div class="lab">Plaintiff</div><b>${e(d.plaintiff.name)}</b><br>${d.plaintiff.addr} · ${d.plaintiff.phone}
<div style="margin:6px 0 2px 0" class="lab">vs. Defendant</div><b>${N.full(d.def)}</b><br>${d.addr.street}<br>${A.line2(d.addr)}</div>
<div class="rr"><div class="lab">Case No.</div><div style="font-size:13pt;font-weight:bold">${d.caseNo}</div>
<div class="lab" style="margin-top:6px">Plaintiff's account #</div>RF-20931-L<div class="lab" style="margin-top:6px">Small claims limit</div>$10,000.00 (12 O.S. § 1751)</div></div>
<h2>SMALL CLAIMS AFFIDAVIT</h2>
<div class="txt">STATE OF OKLAHOMA, COUNTY OF TULSA, ss.: The undersigned, being first duly sworn, states that he is the attorney and authorized agent
for the Plaintiff, ${e(d.plaintiff.name)}; that the Defendant, ${N.full(d.def)}, is indebted to the Plaintiff on a consumer
installment loan dated May 9, 2024, which is in default; and that the Plaintiff claims the following:</div>
<table class="a"><tr><td>Principal balance due</td><td class="n"><b>${money(d.amount)}</b></td></tr>
<tr><td>Accrued interest (stated separately)</td><td class="n">${money(d.interest)}</td></tr>
<tr><td>Attorney fee (25%, 12 O.S. § 936)</td><td class="n">${money(d.fees)}</td></tr>
<tr><td>Court costs advanced</td><td class="n">${money(d.costs)}</td></tr></table>
<div class="txt">Affiant further states that no part of the principal has been paid, that the Defendant is not in military service, and that
this claim does not exceed the jurisdictional limit of the small claims procedure.</div>
<div class="txt">______________________________ ${e(d.firm.atty)}, ${d.firm.bar}, ${e(d.firm.name)}, ${d.firm.addr}, ${d.firm.phone}, ${d.firm.email}
<br>Subscribed and sworn to before me on November 13, 2026. ________________ Deputy Court Clerk</div>
<div class="ord"><b>ORDER.</b> The State of Oklahoma to the within named Defendant: You are hereby directed to appear and answer the foregoing claim
at the Tulsa County Courthouse, ${d.court.addr}, on <b>December 29, 2026 at 9:00 a.m.</b> If you do not appear, judgment will be given against
you as follows: for the amount of the claim, together with costs. If you admit the claim, you may pay it into the court before that date.
Court Clerk: ${d.court.phone}.</div>
<div class="ord"><b>RETURN OF SERVICE</b>
<table class="rs"><tr><th>Person served</th><th>Address where served</th><th>Date / time</th><th>Method</th></tr>
<tr><td>${N.full(d.def)}</td><td>${d.addr.street}, ${A.line2(d.addr)}</td><td>11/21/2026 6:42 p.m.</td><td>Personal delivery</td></tr></table>
<div class="sm" style="margin-top:3px">Served by: Kyle D. Burkhart, licensed process server PSS-2024-0113, Tulsa County · burkhart.serves@frontierprocess.net
· Service fee $65.00 · Mileage $9.80</div></div>
<div class="ft"><span>Form SC-1 Small Claims Affidavit / Order / Return</span><span>Case ${d.caseNo}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 12, id: '12-tx-collection-letter-window-envelope', state: 'TX', kind: 'collection letter (no suit)',
  layout: 'window-envelope letter: return address, postal barcode and addressee in the window position; account summary box; payment-plan offers',
  font: 'Nimbus Sans', size: '10.5pt', suit: false,
  plaintiff: { name: 'Oakmont Installment Lending LLC' },
  firm: null,
  agency: { name: 'Brazos Meridian Collections, LLC', addr1: 'PO Box 840217', addr2: 'Houston, TX 77284', phone: '(713) 555-0139', pay: 'pay@brazosmeridian.com' },
  def: { first: 'Derrick', mi: 'J.', last: 'Owusu' },
  addr: { street: '7610 Cook Rd, Apt 417', city: 'Houston', st: 'TX', zip: '77072', zip4: '2215' },
  amount: 1294.88, asOf: 1361.02, paid: 66.14,
  render(d) {
    const g = d.agency;
    let bars = '';
    for (let i = 0; i < 65; i++) { const h = [6, 10, 10, 14][(i * 7 + 3) % 4]; const top = h === 14 || h === 10 && i % 2 ? 0 : 4; bars += `<span style="height:${h}px;margin-top:${top}px"></span>`; }
    const offer = Math.round(d.amount * 0.6 * 100) / 100;
    return { css: `
.page{padding:.45in .7in .4in .75in}
.ret{font-size:8.5pt;line-height:1.25}.ret b{font-size:9.5pt}
.asr{font-size:7.5pt;margin-top:4px;letter-spacing:.5px}
.win{position:absolute;left:.95in;top:1.95in;width:3.6in;line-height:1.3;font-size:10.5pt}
.imb{display:flex;gap:2px;height:14px;margin-bottom:4px}.imb span{display:block;width:2px;background:#000}
.sum{position:absolute;right:.7in;top:.5in;width:2.8in;border:1.5px solid #000;font-size:9pt}
.sum div{display:flex;justify-content:space-between;padding:3px 6px;border-bottom:1px solid #bbb}
.sum .h{background:#1d3b5e;color:#fff;font-weight:bold;justify-content:center}
.sum .big{font-weight:bold;font-size:11pt;border-bottom:none}
.main{position:absolute;left:.75in;right:.7in;top:3.45in}
.main p{text-align:justify;line-height:1.38}
.opt{display:flex;gap:10px;margin:8px 0}.opt div{flex:1;border:1px solid #1d3b5e;padding:6px;text-align:center;font-size:9.5pt}
.opt b{display:block;font-size:11pt;color:#1d3b5e}
.vn{border:1px solid #1d3b5e;padding:6px 8px;margin-top:10px;font-size:9.5pt;line-height:1.35}
.vn .h{font-weight:bold;color:#1d3b5e;font-size:8.5pt;letter-spacing:.5px}.vn table{margin:3px 0 4px .2in}.vn td{padding:1px 10px}.vn td.n{text-align:right}
.fine{font-size:7.5pt;line-height:1.25;text-align:justify;margin-top:8px;border-top:1px solid #999;padding-top:4px}
`, body: `
<div class="ret"><b>${e(g.name)}</b><br>${g.addr1}<br>${g.addr2}<div class="asr">ADDRESS SERVICE REQUESTED</div></div>
<div class="sum"><div class="h">ACCOUNT SUMMARY</div><div><span>Letter date</span><span>11/18/2026</span></div>
<div><span>Creditor</span><span>${e(d.plaintiff.name)}</span></div><div><span>Creditor acct #</span><span>****8830</span></div>
<div><span>Our reference</span><span>BMC-2240913</span></div><div><span>Balance as of 09/30/2026</span><span>${money(d.asOf)}</span></div>
<div><span>Payment rec'd 10/15/2026</span><span>-${money(d.paid)}</span></div><div class="big"><span>Current balance</span><span>${money(d.amount)}</span></div></div>
<div class="win"><div class="imb">${bars}</div>#BWNFTDT #0417 2215 7610#<br>${N.full(d.def).toUpperCase()}<br>${d.addr.street.toUpperCase()}<br>${A.line2(d.addr).toUpperCase()}</div>
<div class="main">
<p>Dear ${N.full(d.def)}:</p>
<p>Your account with <b>${e(d.plaintiff.name)}</b> has been placed with our office for collection. As of the date of this letter the balance
due is <b>${money(d.amount)}</b>. We have not been authorized to file suit, and no lawsuit has been filed against you. We would like to help
you resolve this account with one of the options below.</p>
<div class="opt"><div><b>Option 1</b>Pay ${money(offer)} in one payment by 12/31/2026 (40% savings)</div>
<div><b>Option 2</b>Three monthly payments of ${money(Math.round(d.amount * 0.25 * 100) / 100)} (75% of the balance)</div>
<div><b>Option 3</b>Call us to set up a plan that fits your budget</div></div>
<p>Call ${g.phone} Monday–Friday 8 a.m.–7 p.m. CT, pay online at www.brazosmeridianpay.com, or send e-mail to ${g.pay}. Please
include reference BMC-2240913 with any payment or correspondence.</p>
<p>Sincerely,<br>Account Resolution Department<br>${e(g.name)}</p>
<div class="vn"><div class="h">VALIDATION INFORMATION — 12 CFR 1006.34</div>
<table><tr><td>As of September 30, 2026, you owed:</td><td class="n">${money(d.asOf)}</td></tr>
<tr><td>Between September 30, 2026 and today: interest charged</td><td class="n">+ $0.00</td></tr>
<tr><td>Fees charged</td><td class="n">+ $0.00</td></tr>
<tr><td>You paid or were credited this amount toward the debt</td><td class="n">– ${money(d.paid)}</td></tr>
<tr><td><b>Total amount of the debt now</b></td><td class="n"><b>${money(d.amount)}</b></td></tr></table>
You may dispute all or part of the debt by calling or writing to us by January 4, 2027. If you write, send your dispute to ${g.addr1},
${g.addr2}, or by e-mail to disputes@brazosmeridian.com.</div>
<div class="fine">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used
for that purpose. ${e(g.name)} is registered with the Texas Secretary of State, third-party debt collector bond No. TX-20240817-0392.
We are not obligated to renew any offer. Settlement of a debt for less than the balance may have tax consequences. The law limits how long
you can be sued on a debt. Because of the age of your debt, ${e(d.plaintiff.name)} may not be able to sue you for it.</div></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 13, id: '13-mo-jackson-associate-circuit-summons', state: 'MO', kind: 'summons in associate circuit case',
  layout: 'state summons form: header grid (judge / case number / parties / attorney / court address), "The State of Missouri to:" address block, sheriff\'s return with fee table; defendant lives across the state line in Kansas',
  font: 'Carlito', size: '11pt', suit: true, suitState: 'MO',
  court: { heads: [['IN THE 16TH JUDICIAL CIRCUIT COURT, JACKSON COUNTY, MISSOURI']], addr: '1315 Locust St, Kansas City, MO 64106' },
  caseNo: '2616-AC08815',
  plaintiff: { name: 'Prairie Lantern Funding, LLC' },
  firm: { name: 'Lindqvist Rowe LLC', atty: 'Hannah E. Lindqvist', bar: '#70215', email: 'hlindqvist@lindqvistrowe.com',
    addr1: '4600 Madison Ave, Suite 900', addr2: 'Kansas City, MO 64112', phone: '(816) 555-0149' },
  def: { first: 'Shauna', mi: 'K.', last: 'Pettiford' },
  addr: { street: '1730 N 17th St', city: 'Kansas City', st: 'KS', zip: '66102' },
  amount: 2348.90, costs: 58.50,
  render(d) {
    return { css: `
.page{padding:.5in .6in .4in .6in}
.court{font-weight:bold;font-size:12pt;text-align:center;border:2px solid #000;border-bottom:none;padding:4px}
table.h{width:100%}table.h td{border:1.5px solid #000;vertical-align:top;padding:3px 6px;font-size:10pt}
.lab{font-size:7pt;display:block;color:#222}
h2{text-align:center;font-size:14pt;margin:8px 0 2px 0}
.to{margin:6px 0 6px 0;display:flex;gap:.4in}.to .lab{display:inline}
.txt{text-align:justify;line-height:1.35;margin-top:5px}
.ret{border:2px solid #000;margin-top:10px;padding:5px 8px;font-size:9pt}
.ret .h{font-weight:bold;text-align:center;font-size:10pt;margin-bottom:3px}
table.fee td{padding:1px 8px;font-size:8.5pt}
.ft{position:absolute;bottom:.3in;left:.6in;right:.6in;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="court">${d.court.heads[0][0]}</div>
<table class="h"><tr><td style="width:50%"><span class="lab">Judge or Division:</span>ASSOCIATE DIVISION 31<br>Hon. Patrice L. Gaines</td>
<td><span class="lab">Case Number:</span><b style="font-size:12pt">${d.caseNo}</b></td></tr>
<tr><td><span class="lab">Plaintiff/Petitioner:</span>${e(d.plaintiff.name).toUpperCase()}</td>
<td rowspan="2"><span class="lab">Plaintiff's/Petitioner's Attorney/Address:</span>${e(d.firm.atty).toUpperCase()}<br>${e(d.firm.name).toUpperCase()}<br>
${d.firm.addr1.toUpperCase()}<br>${d.firm.addr2.toUpperCase()}<br>${d.firm.phone} &nbsp; ${d.firm.email}</td></tr>
<tr><td><span class="lab">vs. Defendant/Respondent:</span>${N.caps(d.def)}</td></tr>
<tr><td><span class="lab">Nature of Suit:</span>AC Suit on Account</td><td><span class="lab">Court Address:</span>${d.court.addr.toUpperCase()}</td></tr></table>
<h2>Summons in Associate Circuit Case</h2><div class="c sm">(Date File Stamp) &nbsp; FILED 11/17/2026 — E-FILING ENVELOPE 26-1181-4470</div>
<div class="to"><div><b>The State of Missouri to:</b> ${N.caps(d.def)}<br><span class="lab">Alias:</span><br>${d.addr.street.toUpperCase()}<br>
${A.line2(d.addr).toUpperCase()}</div><div class="sm" style="align-self:flex-end">COURT SEAL OF<br>JACKSON COUNTY</div></div>
<div class="txt">You are summoned to appear before this court on <b>January 12, 2027, at 9:00 AM</b>, to answer the petition filed by
${e(d.plaintiff.name)}, a copy of which is attached. The petition asks for judgment against you for <b>${money(d.amount)}</b> on an account,
together with costs of this action. If you fail to appear on that date, judgment by default may be entered against you for the relief
demanded in the petition. You may be required to file a written answer before the return date if the judge so orders.</div>
<div class="txt"><b>Special needs:</b> If you have special needs addressed by the Americans With Disabilities Act, please notify the Circuit Clerk's
office at (816) 555-0171 at least three business days in advance of the court proceeding.</div>
<div class="txt">11/17/2026 &nbsp;&nbsp; ______________________________ Clerk</div>
<div class="ret"><div class="h">Sheriff's or Server's Return</div>
Note to serving officer: Summons should be returned to the court within 30 days after the date of issue.<br>
I certify that I have served the above summons by: (check one)<br>
[ ] delivering a copy of the summons and a copy of the petition to the defendant/respondent.<br>
[ ] leaving a copy at the dwelling place or usual abode of the defendant/respondent with a person at least 18 years of age residing therein.<br>
Served at: ${d.addr.street}, ${A.line2(d.addr)} (address) in Wyandotte County, Kansas (out-of-state service).<br>
<table class="fee" style="margin-top:4px"><tr><td><b>Sheriff's Fees, if applicable</b></td><td>Summons $10.00</td><td>Non Est $____</td>
<td>Mileage $9.40 (16 miles @ $.59)</td><td>Total $19.40</td></tr></table>
<div class="sm">Filing fee and costs deposited by plaintiff: ${money(d.costs)}</div></div>
<div class="ft"><span>OSCA (07-26) CV-AC-SUM · Summons in Associate Circuit Case</span><span>Case ${d.caseNo} · Page 1 of 1</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 14, id: '14-va-fairfax-circuit-complaint-aka', state: 'VA', kind: 'complaint',
  layout: 'caption in a ruled box; case number with account number beside it; defendant with a/k/a; attorney block under signature line at bottom',
  font: 'C059', size: '11.5pt', suit: true,
  court: { heads: [['IN THE CIRCUIT COURT OF FAIRFAX COUNTY']] },
  caseNo: 'CL-2026-0017734',
  plaintiff: { name: 'Tallgrass Credit Partners LP' },
  firm: { name: 'Brandt Kessler Liu LLP', atty: 'Naomi Liu', bar: 'VSB No. 88412', email: 'nliu@bkl-law.com',
    addr1: '8300 Boone Blvd, Suite 500', addr2: 'Tysons, VA 22182', phone: '(703) 555-0145', fax: '(703) 555-0146', other: 'docket@bkl-law.com' },
  def: { first: 'Priya', mi: 'N.', last: 'Raghunathan' },
  addr: { street: '4120 Pleasant Valley Ct, Unit 210', city: 'Fairfax', st: 'VA', zip: '22030' },
  amount: 12640.18, fees: 4213.39,
  render(d) {
    return { css: `
.page{padding:.9in .95in .45in .95in}
.court{text-align:center;font-weight:bold;font-size:12pt;letter-spacing:.5px}
.capt{border:1.5px solid #000;margin-top:12px;display:flex}
.capt .l{flex:1;padding:8px 10px;border-right:1.5px solid #000;line-height:1.3}
.capt .rr{width:2.3in;padding:8px 10px;line-height:1.4}
h2{text-align:center;font-size:12pt;margin:12px 0 6px 0;letter-spacing:2px}
.body p{text-align:justify;line-height:1.42;text-indent:.5in;margin-bottom:.25em}
.sig{margin-top:8px;display:flex;justify-content:flex-end}
.sig>div{width:3.4in;line-height:1.25;font-size:10pt}
.sig .ln{border-top:1px solid #000;margin-top:22px;padding-top:2px}
`, body: `
<div class="court">${d.court.heads[0][0]}</div>
<div class="capt"><div class="l">${e(d.plaintiff.name).toUpperCase()},<br>as successor in interest to Meridian Card Services, N.A.,<br>
<span style="margin-left:1.4in">Plaintiff,</span><br>v.<br>${N.caps(d.def)}<br>a/k/a PRIYA RAGHUNATHAN-COLE,<br>
<span style="margin-left:1.4in">Defendant.</span></div>
<div class="rr">Case No. ${d.caseNo}<br><span class="sm">Acct. ending 4471 · BKL Ref. 26-TCP-03318</span><br><br>JURY TRIAL NOT DEMANDED</div></div>
<h2>COMPLAINT</h2>
<div class="body">
<p>Plaintiff, ${e(d.plaintiff.name)}, by counsel, states as follows for its Complaint against Defendant ${N.full(d.def)}, also known as
Priya Raghunathan-Cole:</p>
<p>1. Plaintiff is a Delaware limited partnership and the assignee and current owner of the credit card account described below.</p>
<p>2. Defendant is a natural person residing at ${A.one(d.addr)}, in Fairfax County, Virginia. Venue is proper in this Court.</p>
<p>3. Defendant applied for and was issued a credit card account by Meridian Card Services, N.A., account ending 4471, and used the account
to make purchases and take cash advances.</p>
<p>4. Defendant defaulted in making the required payments. The account was charged off on March 1, 2025, and sold and assigned to Plaintiff,
together with all rights to collect the balance.</p>
<p>5. After all payments, credits and offsets, Defendant owes a principal balance of <b>${money(d.amount)}</b>.</p>
<p>6. The cardholder agreement provides for reasonable attorney's fees upon default, which Plaintiff calculates at one-third of the principal,
or ${money(d.fees)}.</p>
<p>WHEREFORE, Plaintiff requests judgment against Defendant in the principal amount of ${money(d.amount)}, interest at the judgment rate of
6% per annum from March 1, 2025, attorney's fees of ${money(d.fees)}, and the costs of this action.</p></div>
<div class="sig"><div>${e(d.plaintiff.name).toUpperCase()}<br>By Counsel<div class="ln">${e(d.firm.atty)} (${d.firm.bar})<br>
${e(d.firm.name).toUpperCase()}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>Tel. ${d.firm.phone} · Fax ${d.firm.fax}<br>${d.firm.email}<br>
<span class="sm">Docketing: ${d.firm.other}</span><br><i>Counsel for Plaintiff</i></div></div></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 15, id: '15-pa-allegheny-mdj-civil-complaint', state: 'PA', kind: 'civil complaint (magisterial district court)',
  layout: 'state court form: stacked court heading with judge and office block, docket number box, plaintiff/defendant name-and-address table, cost table, verification',
  font: 'Liberation Sans', size: '10.5pt', suit: true,
  court: { heads: [['MAGISTERIAL DISTRICT COURT 05-2-17'], ['COUNTY OF ALLEGHENY'], ['COMMONWEALTH OF PENNSYLVANIA']],
    addr: '2540 Saw Mill Run Blvd, Pittsburgh, PA 15227', phone: '(412) 555-0168' },
  caseNo: 'MJ-05217-CV-0000388-2026',
  plaintiff: { name: 'Monongah Valley Auto Credit, Inc.', addr1: '4100 Washington Rd', addr2: 'McMurray, PA 15317', phone: '(724) 555-0112' },
  firm: { name: 'Hartigan Sollers, P.C.', atty: 'Colleen B. Hartigan', bar: 'PA I.D. No. 309874', email: 'chartigan@hartigansollers.com',
    addr: '436 Seventh Ave, Suite 2200, Pittsburgh, PA 15219', phone: '(412) 555-0127' },
  def: { first: 'Shawn', mi: 'P.', last: 'McCaffrey' },
  addr: { street: '322 Brownsville Rd, Apt 2', city: 'Pittsburgh', st: 'PA', zip: '15210' },
  amount: 8115.40, costs: 142.75, fees: 1217.31,
  render(d) {
    return { css: `
.page{padding:.45in .55in .4in .55in}
.top{display:flex;gap:12px}
.hd{flex:1;border:1.5px solid #000;padding:6px 8px}
.hd .a{font-weight:bold;font-size:12pt}.hd .b{font-size:10pt;font-weight:bold}
.ttl{width:2.7in;text-align:center}
.ttl .t{font-size:18pt;font-weight:bold;letter-spacing:1px}
.dk{border:2px solid #000;margin-top:6px;padding:4px;font-size:8.5pt;text-align:left}
.dk b{font-size:10pt}
table.pt{width:100%;margin-top:8px}table.pt td,table.pt th{border:1px solid #000;padding:3px 6px;vertical-align:top}
table.pt th{background:#dcdcdc;font-size:7.5pt;text-align:left}
.txt{text-align:justify;line-height:1.35;margin-top:7px}
table.am{margin-top:6px;width:60%}table.am td{border:1px solid #000;padding:2px 6px}table.am td.n{text-align:right;width:1.3in}
.ver{border:1.5px solid #000;padding:5px 8px;margin-top:8px;font-size:8.5pt}
.ft{position:absolute;bottom:.3in;left:.55in;right:.55in;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="top"><div class="hd"><div class="a">${d.court.heads[0][0]}</div><div class="b">${d.court.heads[1][0]}</div><div class="b">${d.court.heads[2][0]}</div>
<div style="margin-top:5px">MDJ Name: Hon. Denise R. Kowal<br>Address: ${d.court.addr}<br>Telephone: ${d.court.phone}</div></div>
<div class="ttl"><div class="t">CIVIL<br>COMPLAINT</div>
<div class="dk">Docket No.:<br><b>${d.caseNo}</b><br>Date Filed: 11/10/2026<br>OTN/LOTN: N/A · Loan No. 88-301177</div></div></div>
<table class="pt"><tr><th style="width:50%">PLAINTIFF: NAME and ADDRESS</th><th>DEFENDANT: NAME and ADDRESS</th></tr>
<tr><td>${e(d.plaintiff.name)}<br>${d.plaintiff.addr1}<br>${d.plaintiff.addr2}<br>${d.plaintiff.phone}</td>
<td><table style="width:100%"><tr><td style="border:none;padding:0;width:.8in" class="sm">Name</td><td style="border:none;padding:0">${N.full(d.def)}</td></tr>
<tr><td style="border:none;padding:0" class="sm">Street</td><td style="border:none;padding:0">${d.addr.street}</td></tr>
<tr><td style="border:none;padding:0" class="sm">City/St/ZIP</td><td style="border:none;padding:0">${A.line2(d.addr)}</td></tr></table></td></tr></table>
<div class="txt">Amount Claimed (principal): <b>${money(d.amount)}</b> &nbsp; In Default &nbsp; Judgment: ☐ Yes ☒ No</div>
<table class="am"><tr><td>Amount Claimed</td><td class="n">${money(d.amount)}</td></tr><tr><td>Filing Costs</td><td class="n">${money(d.costs)}</td></tr>
<tr><td>Attorney Fees (15% per contract)</td><td class="n">${money(d.fees)}</td></tr>
<tr><td><b>Total</b></td><td class="n"><b>${money(d.amount + d.costs + d.fees)}</b></td></tr></table>
<div class="txt">The jurisdictional limit of the Magisterial District Court is $12,000.00, exclusive of interest and costs.</div>
<div class="txt"><b>The Plaintiff's claim against you is based on the following:</b> Defendant executed a retail installment sale contract on
June 2, 2023 for the purchase of a 2017 Chevrolet Malibu. Defendant defaulted; the vehicle was repossessed and sold at auction on
February 14, 2026, and the proceeds were applied to the balance. A deficiency principal balance of ${money(d.amount)} remains due from
Defendant to ${e(d.plaintiff.name)}.</div>
<div class="ver">I, Colleen B. Hartigan, verify that the facts set forth in this complaint are true and correct to the best of my knowledge,
information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 Pa.C.S. § 4904) related to
unsworn falsification to authorities. &nbsp; (Signature of Plaintiff or Authorized Agent) /s/ ${e(d.firm.atty)}</div>
<table class="pt"><tr><th style="width:50%">PLAINTIFF'S ATTORNEY</th><th>NOTICE</th></tr>
<tr><td>${e(d.firm.atty)}, Esquire · ${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr}<br>${d.firm.phone} · ${d.firm.email}</td>
<td class="sm">If you intend to enter a defense to this complaint, you should notify this office immediately at the above telephone number.
You must appear at the hearing and present your defense. Unless you do, judgment may be entered against you by default.
Hearing: January 7, 2027, 10:30 AM. If you have a claim against the plaintiff within magisterial district judge jurisdiction,
you may file a cross complaint.</td></tr></table>
<div class="ft"><span>AOPC 308A-26</span><span>Magisterial District Court 05-2-17 · ${d.court.addr}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 16, id: '16-nv-las-vegas-justice-court-summons', state: 'NV', kind: 'summons (civil)',
  layout: 'attorney block at top left on pleading page; case/department numbers at right of caption; Does I-X and Roe Corporations; side-by-side English/Spanish notice boxes',
  font: 'FreeSerif', size: '11.5pt', suit: true,
  court: { heads: [['JUSTICE COURT, LAS VEGAS TOWNSHIP'], ['CLARK COUNTY, NEVADA']], addr: '515 S Fourth St, Las Vegas, NV 89101', email: 'civilclerk@lvjusticecourt-nv.org' },
  caseNo: '26C021477',
  plaintiff: { name: 'Desert Mesa Capital Partners, LLC' },
  firm: { name: 'Szabo & Whitlow, Ltd.', atty: 'Marta Szabo', bar: 'Nevada Bar No. 14522', email: 'mszabo@szabowhitlow.com',
    addr1: '3960 Howard Hughes Pkwy, Suite 500', addr2: 'Las Vegas, NV 89169', phone: '(702) 555-0158', other: 'efile@szabowhitlow.com' },
  def: { first: 'Teresa', mi: 'M.', last: 'Villanueva' },
  addr: { street: '4201 S Pecos Rd, Apt 2094', city: 'Las Vegas', st: 'NV', zip: '89121' },
  amount: 3871.26, fees: 967.82, costs: 186.00,
  render(d) {
    return { css: `
.page{padding:.5in .8in .4in .9in}
.atty{font-size:9.5pt;line-height:1.25}
.court{text-align:center;font-weight:bold;font-size:12pt;margin-top:10px;line-height:1.3}
.cap{display:flex;margin-top:8px;font-size:10.5pt}
.cap .l{flex:1.2;line-height:1.25;border-right:1px solid #000;border-bottom:1px solid #000;padding:0 8px 6px 0}
.cap .rr{flex:1;padding:12px 0 0 14px;line-height:1.6}
.tt{text-align:center;font-size:14pt;font-weight:bold;margin:8px 0 4px 0;letter-spacing:2px}
.nt{display:flex;gap:10px}.nt div{flex:1;border:2px solid #000;padding:5px 7px;font-size:8.5pt;font-weight:bold;text-align:justify;font-family:'Liberation Sans'}
.txt{text-align:justify;line-height:1.35;margin-top:6px;font-size:11pt}
.txt ol{margin:2px 0 0 0;padding-left:22px}
.clk{display:flex;justify-content:space-between;margin-top:8px;font-size:10pt}
.ft{position:absolute;bottom:.3in;left:.9in;right:.8in;font-size:7.5pt;text-align:center;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="atty">SUMM<br>${e(d.firm.atty)}, Esq.<br>${d.firm.bar}<br>${e(d.firm.name).toUpperCase()}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>
Telephone: ${d.firm.phone}<br>Email: ${d.firm.email}<br><i>Attorneys for Plaintiff</i></div>
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}</div>
<div class="cap"><div class="l">${e(d.plaintiff.name).toUpperCase()}, a Nevada limited liability company,<br><span style="margin-left:1.5in">Plaintiff,</span><br>vs.<br>
${N.caps(d.def)}, an individual; DOES I through X, inclusive; and ROE CORPORATIONS I through X, inclusive,<br><span style="margin-left:1.5in">Defendants.</span></div>
<div class="rr">Case No.: ${d.caseNo}<br>Dept. No.: 7<br><span class="sm">Client Acct.: DMC-5581-0264</span></div></div>
<div class="tt">SUMMONS — CIVIL</div>
<div class="nt"><div>NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS.
READ THE INFORMATION BELOW.</div>
<div lang="es">¡AVISO! USTED HA SIDO DEMANDADO. EL TRIBUNAL PUEDE DECIDIR EN SU CONTRA SIN ESCUCHAR SU VERSIÓN A MENOS QUE RESPONDA DENTRO DE
21 DÍAS. LEA LA INFORMACIÓN A CONTINUACIÓN.</div></div>
<div class="txt"><b>TO THE DEFENDANT:</b> ${N.caps(d.def)}, ${d.addr.street}, ${A.line2(d.addr)}<br>
A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint: judgment for the principal sum of
<b>${money(d.amount)}</b> owed on a retail installment account, together with attorney's fees of ${money(d.fees)} and costs of suit of
${money(d.costs)}. (Justice Court civil jurisdiction: claims up to $15,000.)
<ol><li>If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must
file with this Court a formal written Answer to the Complaint, with the appropriate filing fee, and serve a copy on Plaintiff's attorney.</li>
<li>Unless you respond, your default will be entered upon application of the Plaintiff, and this Court may enter a judgment against you for
the relief demanded in the Complaint, which could result in the taking of money or property.</li>
<li>If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</li></ol></div>
<div class="clk"><div>Submitted by: /s/ ${e(d.firm.atty)}<br>Service copies: ${d.firm.other}</div>
<div>CLERK OF THE COURT<br>By: ______________ Deputy Clerk &nbsp; Date: 11/25/2026</div></div>
<div class="ft">Las Vegas Justice Court · ${d.court.addr} · Civil filing questions: ${d.court.email}</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 17, id: '17-fl-miami-dade-small-claims-spanish', state: 'FL', kind: 'summons / notice to appear for pretrial conference (mostly Spanish)',
  lang: 'es',
  layout: 'English caption, Spanish body; party table with labels in Spanish; amounts table with costs and fees; English ADA line in the footer',
  font: 'Nimbus Sans', size: '11pt', suit: true,
  court: { heads: [['IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA'], ['SMALL CLAIMS DIVISION']], addr: '2100 W 68th St, Hialeah, FL 33016' },
  caseNo: '2026-041187-SP-05',
  plaintiff: { name: 'Bayfront Appliance Credit Corp.', addr: '7800 NW 25th St, Doral, FL 33122' },
  firm: { name: 'Ibarra Castillo Law, PLLC', atty: 'Andrés F. Ibarra', bar: 'Florida Bar No. 0987123', email: 'aibarra@ibarracastillo.com',
    addr: '2525 Ponce de Leon Blvd, Suite 300, Coral Gables, FL 33134', phone: '(305) 555-0129', other: 'servicio@ibarracastillo.com' },
  def: { first: 'María', mi: 'J.', last: 'Ferrer' },
  addr: { street: '1255 W 46th St, Apt 307', city: 'Hialeah', st: 'FL', zip: '33012' },
  amount: 2615.34, interest: 231.06, costs: 300.00, fees: 500.00,
  render(d) {
    return { css: `
.page{padding:.5in .7in .4in .7in}
.court{text-align:center;font-weight:bold;font-size:11.5pt;line-height:1.3}
.no{display:flex;justify-content:space-between;font-size:9.5pt;margin-top:10px;border-top:1px solid #000;border-bottom:1px solid #000;padding:4px 0}
h1{text-align:center;font-size:14pt;margin:10px 0 0 0}h1+div{text-align:center;font-size:10pt;margin-bottom:6px}
table.p{width:100%}table.p td{border:1px solid #000;padding:4px 6px;vertical-align:top;width:50%}
.lab{font-size:7pt;font-weight:bold;display:block;letter-spacing:.3px}
.txt{text-align:justify;line-height:1.35;margin-top:6px}
.cita{border:2px solid #000;padding:6px 8px;margin-top:8px}
table.m{margin:4px 0 0 .4in}table.m td{padding:1px 10px}table.m td.n{text-align:right}
.ft{position:absolute;bottom:.3in;left:.7in;right:.7in;font-size:6.8pt;border-top:1px solid #000;padding-top:2px;text-align:justify}
`, body: `
<div class="court">${d.court.heads[0][0]}<br>${d.court.heads[1][0]}</div>
<div class="no"><span>CASE NO. / CASO NÚM.: <b style="white-space:nowrap">${d.caseNo}</b></span><span>SECTION / SECCIÓN: 05</span><span>Ref. del demandante: BAC-77140</span></div>
<h1>CITACIÓN / AVISO PARA COMPARECER A LA CONFERENCIA PREVIA AL JUICIO</h1><div>(Summons / Notice to Appear for Pretrial Conference)</div>
<table class="p"><tr><td><span class="lab">DEMANDANTE (Plaintiff)</span>${e(d.plaintiff.name)}<br>${d.plaintiff.addr}</td>
<td><span class="lab">DEMANDADO(A) (Defendant)</span>${N.full(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}</td></tr></table>
<div class="txt"><b>EL ESTADO DE FLORIDA:</b> A cada alguacil del Estado: Por la presente se le ordena emplazar con esta citación y una copia de la
demanda a la persona demandada arriba indicada.</div>
<div class="cita"><b>SE LE ORDENA COMPARECER</b> a una CONFERENCIA PREVIA AL JUICIO el día <b>12 de enero de 2027, a las 9:00 a.m.</b>, en
${d.court.addr}, Sala 2-3. Si usted no comparece, se podrá dictar una sentencia en rebeldía en su contra por el monto reclamado, más costas.
La conferencia puede realizarse por videoconferencia; consulte las instrucciones adjuntas.</div>
<div class="txt"><b>Reclamación:</b> El demandante alega que usted adeuda un saldo de una cuenta de crédito para la compra de electrodomésticos
(cuenta terminada en 4407). El monto reclamado es el siguiente:</div>
<table class="m"><tr><td>Monto reclamado (capital)</td><td class="n"><b>${money(d.amount)}</b></td></tr>
<tr><td>Intereses hasta la fecha de presentación</td><td class="n">${money(d.interest)}</td></tr>
<tr><td>Costas judiciales (tasa de presentación)</td><td class="n">${money(d.costs)}</td></tr>
<tr><td>Honorarios de abogado solicitados</td><td class="n">${money(d.fees)}</td></tr></table>
<div class="txt">Los reclamos de menor cuantía están limitados a $8,000.00, sin incluir costas, intereses y honorarios. Usted tiene derecho a
contratar a un abogado. Si admite la deuda, puede comunicarse con el abogado del demandante para llegar a un acuerdo antes de la conferencia.</div>
<div class="txt"><b>Abogado del demandante:</b> ${e(d.firm.atty)}, ${d.firm.bar}, ${e(d.firm.name)}, ${d.firm.addr}. Tel. ${d.firm.phone}.
Correo electrónico principal: ${d.firm.email}; correo electrónico secundario: ${d.firm.other}.</div>
<div class="txt">FECHADO el 24 de noviembre de 2026. &nbsp; SECRETARIO DEL TRIBUNAL Y CONTRALOR, Por: ______________ Secretario Adjunto</div>
<div class="ft">IF YOU ARE A PERSON WITH A DISABILITY WHO NEEDS ANY ACCOMMODATION IN ORDER TO PARTICIPATE IN THIS PROCEEDING, YOU ARE ENTITLED, AT NO COST
TO YOU, TO THE PROVISION OF CERTAIN ASSISTANCE. PLEASE CONTACT THE ADA COORDINATOR AT (305) 555-0178 AT LEAST 7 DAYS BEFORE YOUR SCHEDULED
APPEARANCE. · Form 7.322 (Spanish) · ${d.caseNo}</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 18, id: '18-ga-chatham-magistrate-notice-of-suit', state: 'GA', kind: 'notice of suit and summons (magistrate court)',
  layout: 'court name inside a round seal-like block at top left; case number inside a box at top right; party table; attorney printed without e-mail (plaintiff billing e-mail as distractor)',
  font: 'URW Bookman', size: '10.5pt', suit: true,
  court: { heads: [['MAGISTRATE COURT', 'OF', 'CHATHAM COUNTY'], ['STATE OF GEORGIA']], addr: '133 Montgomery St, Suite 300, Savannah, GA 31401', phone: '(912) 555-0175',
    email: 'magistrateclerk@chathamcourts-ga.org' },
  caseNo: 'MCV26-04518',
  plaintiff: { name: 'Coastal Empire Orthopedics, P.C.', addr: '5356 Reynolds St, Suite 200, Savannah, GA 31405', email: 'billing@coastalempireortho.com' },
  firm: { name: 'Bryce & Lanier, P.C.', atty: 'Harold W. Bryce', bar: 'Ga. Bar No. 091874', email: null,
    addr: '24 Drayton St, Suite 310, Savannah, GA 31401', phone: '(912) 555-0138', fax: '(912) 555-0139' },
  def: { first: 'Tomas', mi: 'R.', last: 'Kowalczyk' },
  addr: { street: '118 Tibet Ave, Unit 22', city: 'Savannah', st: 'GA', zip: '31406' },
  amount: 1862.00, interest: 148.96, costs: 62.00,
  render(d) {
    return { css: `
.page{padding:.55in .7in .4in .7in}
.top{display:flex;align-items:center;justify-content:space-between}
.seal{width:1.85in;height:1.85in;border-radius:50%;border:4px double #000;display:flex;flex-direction:column;align-items:center;justify-content:center;
  text-align:center;font-variant:small-caps;font-weight:bold;line-height:1.15;font-size:10.5pt}
.seal .s{font-size:7.5pt;font-weight:normal;margin-top:5px;letter-spacing:1px}
.mid{flex:1;text-align:center;padding:0 12px}.mid .t{font-size:16pt;font-weight:bold;letter-spacing:1px}
.cb{border:2.5px solid #000;padding:6px 10px;text-align:center;width:1.9in}.cb .l{font-size:7pt;letter-spacing:1px}.cb .v{font-size:13pt;font-weight:bold}
table.p{width:100%;margin-top:12px}table.p td,table.p th{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
table.p th{font-size:7pt;background:#eee;letter-spacing:.5px}
.txt{text-align:justify;line-height:1.4;margin-top:7px}
table.m{margin:4px 0 0 .5in}table.m td{padding:1px 12px}table.m td.n{text-align:right}
.hear{border:1.5px solid #000;padding:6px 8px;margin-top:8px}
.ft{position:absolute;bottom:.3in;left:.7in;right:.7in;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="top"><div class="seal"><div>${d.court.heads[0][0]}</div><div>${d.court.heads[0][1]}</div><div>${d.court.heads[0][2]}</div>
<div class="s">★ ${d.court.heads[1][0]} ★</div></div>
<div class="mid"><div class="t">NOTICE OF SUIT<br>AND SUMMONS</div><div class="sm" style="margin-top:4px">Civil claim — O.C.G.A. § 15-10-43</div></div>
<div class="cb"><div class="l">CIVIL ACTION NO.</div><div class="v">${d.caseNo}</div><div class="sm" style="margin-top:3px">Patient Acct. 300-58827</div></div></div>
<table class="p"><tr><th style="width:50%">PLAINTIFF</th><th>DEFENDANT — ADDRESS FOR SERVICE</th></tr>
<tr><td>${e(d.plaintiff.name)}<br>${d.plaintiff.addr}<br>Billing inquiries: ${d.plaintiff.email}</td>
<td>${N.full(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}<br>Chatham County</td></tr>
<tr><th>PLAINTIFF'S ATTORNEY</th><th>COURT</th></tr>
<tr><td>${e(d.firm.atty)}, ${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr}<br>Phone ${d.firm.phone} · Fax ${d.firm.fax}</td>
<td>Magistrate Court of Chatham County<br>${d.court.addr}<br>Clerk ${d.court.phone}<br>${d.court.email}</td></tr></table>
<div class="txt"><b>TO THE DEFENDANT:</b> You are hereby notified that ${e(d.plaintiff.name)} has filed suit against you in this Court claiming that you
owe a balance for orthopedic services rendered between September 2, 2025 and October 21, 2025, after insurance payments and adjustments.
The Plaintiff claims:</div>
<table class="m"><tr><td>Principal amount claimed</td><td class="n"><b>${money(d.amount)}</b></td></tr>
<tr><td>Interest (1.5% per month, stated separately)</td><td class="n">${money(d.interest)}</td></tr>
<tr><td>Court costs</td><td class="n">${money(d.costs)}</td></tr>
<tr><td><b>Total</b></td><td class="n"><b>${money(d.amount + d.interest + d.costs)}</b></td></tr></table>
<div class="txt">You are required to file an answer with the Clerk of the Magistrate Court, in writing or orally, within <b>thirty (30) days</b>
of the date this summons was served on you. If you fail to answer, judgment by default may be entered against you. The Magistrate Court may
hear claims of up to $15,000.00.</div>
<div class="hear"><b>HEARING:</b> If you answer, the case will be set for hearing and you will receive notice of the date by mail. Bring all witnesses,
receipts and documents to the hearing. For interpreter services call the Clerk at least five days ahead.</div>
<div class="txt">Issued November 20, 2026. &nbsp;&nbsp; ______________________________ Deputy Clerk, Magistrate Court of Chatham County</div>
<div class="txt sm"><b>SHERIFF'S ENTRY OF SERVICE:</b> I have this day served the defendant ${N.full(d.def)} personally with a copy of the within action and
summons / by leaving a copy at the most notorious place of abode in this County. ________ Deputy Sheriff &nbsp; Date ________</div>
<div class="ft"><span>MC-CHA-NOS 04/26</span><span>Magistrate Court of Chatham County · ${d.caseNo}</span></div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 19, id: '19-nc-medical-collection-letter-spanish-notice', state: 'NC', kind: 'collection letter (no suit, medical debt)',
  layout: 'agency letterhead with permit number; two-column header with addressee left and reference panel right; service-date itemization table; Spanish paragraph; settlement offer',
  font: 'DejaVu Sans', size: '10.5pt', suit: false,
  plaintiff: { name: 'Riverbend Medical Group, P.A.' },
  firm: null,
  agency: { name: 'Piedmont Ledger Solutions, LLC', addr1: '7101 Creedmoor Rd, Suite 140', addr2: 'Raleigh, NC 27613', phone: '(919) 555-0123',
    email: 'help@piedmontledger.com' },
  def: { first: 'Tamika', mi: 'S.', last: 'Rowland' },
  addr: { street: '3219 Eastway Dr, Apt 6', city: 'Charlotte', st: 'NC', zip: '28205' },
  amount: 842.16, charges: 1214.00, ins: 301.84, adj: 70.00,
  render(d) {
    const g = d.agency;
    return { css: `
.page{padding:.5in .75in .4in .75in}
.lh{text-align:center;font-family:'URW Gothic';border-bottom:2px solid #2e5a3a;padding-bottom:5px}
.lh .n{font-size:17pt;color:#2e5a3a;letter-spacing:1px}.lh .a{font-size:8pt}
.hd{display:flex;justify-content:space-between;margin-top:18px}
.to{line-height:1.35;font-size:10.5pt;margin-top:10px}
.ref{width:2.9in;border-left:3px solid #2e5a3a;padding-left:8px;font-size:9pt;line-height:1.45}
.body{margin-top:14px}.body p{text-align:justify;line-height:1.4}
table.s{width:100%;margin:4px 0 8px 0}table.s th{background:#2e5a3a;color:#fff;font-size:8pt;padding:3px 5px;text-align:left}
table.s td{border-bottom:1px solid #bbb;padding:3px 5px;font-size:9pt}table.s td.n,table.s th.n{text-align:right}
.es{background:#eef3ef;padding:6px 8px;margin:8px 0;font-size:9pt}
.of{border:1.5px solid #2e5a3a;padding:6px 8px}
.ft{position:absolute;bottom:.3in;left:.75in;right:.75in;font-size:7pt;text-align:center;color:#333}
`, body: `
<div class="lh"><div class="n">${e(g.name).toUpperCase()}</div><div class="a">${g.addr1} · ${g.addr2} · ${g.phone} · ${g.email} · NC Collection Agency Permit No. 4417</div></div>
<div class="hd"><div class="to">November 16, 2026<br><br>${N.full(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}</div>
<div class="ref"><b>Creditor:</b> ${e(d.plaintiff.name)}<br><b>Patient:</b> ${N.full(d.def)}<br><b>Creditor account #:</b> RMG-0092271<br>
<b>Our file #:</b> PLS-51840-26<br><b>Balance due now:</b> ${money(d.amount)}<br><b>Respond by:</b> December 28, 2026</div></div>
<div class="body"><p>Dear ${N.full(d.def)},</p>
<p>${e(g.name)} is a debt collector. We are trying to collect a debt that you owe to <b>${e(d.plaintiff.name)}</b>. We will use any
information you give us to help collect the debt. This account is for medical services; no lawsuit has been filed.</p>
<table class="s"><tr><th>Date of service</th><th>Description</th><th class="n">Charges</th><th class="n">Insurance paid</th><th class="n">Adjustments</th></tr>
<tr><td>02/11/2026</td><td>Office visit, level 4; imaging</td><td class="n">$688.00</td><td class="n">$191.20</td><td class="n">$40.00</td></tr>
<tr><td>03/04/2026</td><td>Follow-up visit; lab panel</td><td class="n">$526.00</td><td class="n">$110.64</td><td class="n">$30.00</td></tr>
<tr><td colspan="2"><b>Totals</b></td><td class="n">${money(d.charges)}</td><td class="n">${money(d.ins)}</td><td class="n">${money(d.adj)}</td></tr></table>
<p>As of July 1, 2026, you owed ${money(d.amount)}. Between July 1, 2026 and today you were charged $0.00 in interest and $0.00 in fees, and you
paid or were credited $0.00. <b>Total amount of the debt now: ${money(d.amount)}.</b></p>
<p>If you believe your insurer should have paid more, call us at ${g.phone} or write to ${g.email} and we will ask the creditor to review the
claim. You may dispute all or part of the debt by December 28, 2026.</p>
<div class="es" lang="es"><b>Aviso en español:</b> Póngase en contacto con nosotros para solicitar una copia de esta carta en español. Llame al
${g.phone}. Usted puede disputar la deuda a más tardar el 28 de diciembre de 2026.</div>
<div class="of"><b>Discount offer:</b> ${e(d.plaintiff.name)} will accept <b>$673.73</b> (80% of the balance) as payment in full if received by
December 31, 2026. You are not required to accept this offer.</div>
<p style="margin-top:10px">Sincerely,<br>Patient Balance Resolution Team</p></div>
<div class="ft">${e(g.name)} · NC Permit No. 4417 · This communication is from a debt collector. Office hours Mon–Fri 8:30 a.m.–5:30 p.m. ET</div>` };
  },
},
// ---------------------------------------------------------------------------------------------
{
  n: 20, id: '20-wi-dane-circuit-summons-large-claim', state: 'WI', kind: 'summons (large claim, money judgment)',
  layout: 'court line in small capitals across the top; attorney block at top right; parties with addresses in the caption; case number only in the footer; case-code box',
  font: 'Nimbus Roman', size: '11.5pt', suit: true,
  court: { heads: [['State of Wisconsin'], ['Circuit Court'], ['Dane County']], addr: 'Room 1000, 301 S Carroll St, Madison, WI 53703' },
  caseNo: '2026CV000911',
  plaintiff: { name: 'Silverleaf Card Services, Inc.', addr1: '9100 Ward Pkwy, Suite 400', addr2: 'Kansas City, MO 64114' },
  firm: { name: 'Vogel Brandt, S.C.', atty: 'Elise M. Vogel', bar: 'State Bar No. 1087716', email: 'evogel@vogelbrandt.com',
    addr1: '22 E Mifflin St, Suite 800', addr2: 'Madison, WI 53703', phone: '(608) 555-0161' },
  def: { first: 'Benjamin', mi: 'T.', last: 'Albrecht' },
  addr: { street: '1821 Northport Dr, Apt 2B', city: 'Madison', st: 'WI', zip: '53704' },
  amount: 14880.62, interest: 1296.40,
  render(d) {
    return { css: `
.page{padding:.45in .8in .45in .8in}
.band{font-variant:small-caps;font-size:14pt;letter-spacing:2px;display:flex;justify-content:space-between;border-bottom:3px solid #000;padding-bottom:2px}
.stamp{position:absolute;top:.75in;left:.8in;border:1.5px solid #555;color:#444;font-family:'Liberation Sans';font-size:7pt;padding:3px 6px;line-height:1.25}
.atty{margin-left:auto;width:2.9in;font-size:9pt;line-height:1.25;margin-top:10px}
.cap{display:flex;margin-top:10px;border-top:1px solid #000;border-bottom:1px solid #000;padding:8px 0}
.cap .l{flex:1;line-height:1.3}
.cap .rr{width:2.2in;border-left:1px solid #000;padding-left:10px}
.cc{border:1.5px solid #000;padding:4px 6px;font-size:9pt;margin-top:6px}
h2{font-size:15pt;letter-spacing:4px;margin:10px 0 6px 0;text-align:center;font-variant:small-caps}
.txt p{text-align:justify;line-height:1.42;margin-bottom:.45em}
.sig{margin-left:3.3in;line-height:1.3;margin-top:6px}
.ft{position:absolute;bottom:.3in;left:.8in;right:.8in;font-size:8pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}
`, body: `
<div class="band"><span>${d.court.heads[0][0]}</span><span>${d.court.heads[1][0]}</span><span>${d.court.heads[2][0]}</span></div>
<div class="stamp">FILED<br>11-17-2026<br>CIRCUIT COURT<br>DANE COUNTY, WI<br>Honorable Branch 11</div>
<div class="atty">${e(d.firm.atty)}, ${d.firm.bar}<br>${e(d.firm.name)}<br>${d.firm.addr1}<br>${d.firm.addr2}<br>Telephone ${d.firm.phone}<br>${d.firm.email}<br>Attorneys for Plaintiff</div>
<div class="cap"><div class="l">${e(d.plaintiff.name)}<br>${d.plaintiff.addr1}<br>${d.plaintiff.addr2}<br><span style="margin-left:1.3in">Plaintiff,</span><br>
v.<br>${N.full(d.def)}<br>${d.addr.street}<br>${A.line2(d.addr)}<br><span style="margin-left:1.3in">Defendant.</span></div>
<div class="rr"><b>SUMMONS</b><div class="cc">Case Code: 30301<br>Money Judgment<br>Amount claimed is greater than $10,000</div></div></div>
<h2>Summons</h2>
<div class="txt"><p>THE STATE OF WISCONSIN, To each person named above as a Defendant:</p>
<p>You are hereby notified that the Plaintiff named above has filed a lawsuit or other legal action against you. The complaint, which is
attached, states the nature and basis of the legal action. The complaint seeks a money judgment for the principal balance of
<b>${money(d.amount)}</b> due on a credit card account, plus pre-judgment interest of ${money(d.interest)}, and the costs and disbursements
of this action.</p>
<p>Within twenty (20) days of receiving this summons, you must respond with a written answer, as that term is used in chapter 802 of the
Wisconsin Statutes, to the complaint. The court may reject or disregard an answer that does not follow the requirements of the statutes.
The answer must be sent or delivered to the court, whose address is Clerk of Circuit Court, Dane County Courthouse, ${d.court.addr}, and to
${e(d.firm.name)}, Plaintiff's attorney, whose address is ${d.firm.addr1}, ${d.firm.addr2}. You may have an attorney help or represent you.</p>
<p>If you do not provide a proper answer within twenty (20) days, the court may grant judgment against you for the award of money or other
legal action requested in the complaint, and you may lose your right to object to anything that is or may be incorrect in the complaint.
A judgment may be enforced as provided by law. A judgment awarding money may become a lien against any real estate you own now or in the
future, and may also be enforced by garnishment or seizure of property.</p></div>
<div class="sig">Dated: November 17, 2026<br>Electronically signed by ${e(d.firm.atty)}<br>${d.firm.bar}</div>
<div class="ft"><span>Case No. ${d.caseNo} · Summons — Page 1 of 1</span><span>${e(d.firm.name)} · ${d.firm.phone}</span></div>` };
  },
},
];
