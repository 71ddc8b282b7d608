const { m, nm, NM, lf, csz, CSZ, X, O } = require('./lib');
const D = [];

// 17 ─ Arizona, Pima County Consolidated Justice Court: complaint with a left party panel, name last-name-first
D.push({
  n: 17, state: 'AZ', kind: 'Complaint (justice court, civil)', layout: 'az-left-party-panel-lastname-first',
  font: "'DejaVu Sans Condensed'",
  court: { truth: 'Pima County Consolidated Justice Court, State of Arizona', addr: '115 N. Meyer Avenue, Tucson, Arizona 85701', phone: '(520) 555-0117' },
  caseNo: 'CV25-041193',
  plaintiff: { name: 'Saguaro Summit Recovery LLC', street: '7000 E Shea Blvd, Suite 1510', csz: 'Scottsdale, AZ 85254' },
  firm: { name: 'Lindgren Abasi PLLC', atty: 'Omar Abasi', bar: '029577', street: '3430 E Sunrise Dr, Suite 200', csz: 'Tucson, AZ 85718', phone: '(520) 555-0162', email: 'oabasi@lindgrenabasi.com', other: 'intake@lindgrenabasi.com' },
  def: { first: 'Teresa', mi: 'J.', last: 'Kowalczyk', street: '1802 E Prince Rd, Apt 214', city: 'Tucson', st: 'AZ', zip: '85719' },
  amt: { principal: 2486.33, interest: 301.14, fees: 600.00, filing: 95.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt, p = d.plaintiff;
    return { css: `
.page{font-family:${d.font};font-size:9.6pt;line-height:1.38;display:flex}
.side{width:228px;background:#ececec;border-right:2px solid #333;padding:40px 14px 30px 24px;font-size:8.6pt;line-height:1.3}
.side h5{font-size:7pt;letter-spacing:1px;margin:12px 0 2px 0;border-bottom:1px solid #555;font-weight:bold}
.main{flex:1;padding:40px 46px 30px 26px;position:relative}
.ct{font-size:11.5pt;font-weight:bold;line-height:1.3}
.cn{margin-top:6px;border:1.5px solid #000;display:inline-block;padding:3px 10px}
h2{font-size:15pt;margin:16px 0 6px 0;letter-spacing:1px}
ol{padding-left:18px;margin:4px 0}li{margin-bottom:5px;text-align:justify}
.foot{position:absolute;bottom:18px;left:26px;right:46px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="side">
<h5>PLAINTIFF</h5>${p.name}<br>${p.street}<br>${p.csz}
<h5>ATTORNEY FOR PLAINTIFF</h5>${f.atty}<br>State Bar No. ${f.bar}<br>${f.name}<br>${f.street}<br>${f.csz}<br>${f.phone}<br>${f.email}
<h5>NEW CASES / PAYMENTS</h5>${f.other}<br>(520) 555-0163
<h5>DEFENDANT (LAST, FIRST, M.I.)</h5><b>${lf(c)}</b>
<h5>DEFENDANT’S ADDRESS</h5>${c.street}<br>${csz(c)}
<h5>COURT</h5>${d.court.addr}<br>${d.court.phone}
<h5>FEES</h5>Filing fee: $${m(a.filing)}<br>Jurisdictional limit: $10,000.00
</div>
<div class="main">
<div class="ct">PIMA COUNTY CONSOLIDATED JUSTICE COURT<br>STATE OF ARIZONA</div>
<div class="cn">Case No. <b>${d.caseNo}</b></div>
<h2>CIVIL COMPLAINT</h2>
<div style="font-size:9pt">${p.name.toUpperCase()}, Plaintiff, v. ${lf(c)}, Defendant.</div>
<p style="margin-top:8px">Plaintiff alleges:</p>
<ol>
<li>Defendant resides in Pima County, Arizona, and the obligation sued upon was incurred in Pima County.</li>
<li>Defendant opened a credit card account with Canyon State Bank (account ending 6605) and agreed to repay all charges. Plaintiff purchased the account and all rights to it on May 22, 2025.</li>
<li>Defendant failed to make the payments required. After all credits and offsets, the principal balance due is <b>$${m(a.principal)}</b>.</li>
<li>Plaintiff is entitled to prejudgment interest at 10% per annum under A.R.S. § 44-1201, which through the filing date totals $${m(a.interest)}, and to reasonable attorney fees of $${m(a.fees)} under A.R.S. § 12-341.01.</li>
<li>The amount in controversy, exclusive of interest, costs and attorney fees, does not exceed $10,000.00.</li></ol>
<p>WHEREFORE Plaintiff asks for judgment against Defendant for the principal balance of $${m(a.principal)}, prejudgment interest, attorney fees, taxable costs, and post-judgment interest at the legal rate until paid.</p>
<div style="margin-top:22px;display:flex;gap:18px"><div style="flex:1;border-top:1px solid #000;padding-top:2px;font-size:7.5pt">Signature — <span class="i" style="font-size:9.5pt">/s/ ${f.atty}</span></div><div style="width:120px;border-top:1px solid #000;padding-top:2px;font-size:7.5pt">Date — 10/10/2025</div></div>
<div style="margin-top:16px;border:1px solid #000;padding:6px 8px;font-size:8.3pt"><b>NOTICE:</b> A copy of this Complaint and a Summons must be served on the Defendant. The Defendant has 20 days after service (30 days if served outside Arizona) to file an Answer with this Court. <i>AVISO: El demandado tiene 20 días después de la notificación para presentar una contestación ante este tribunal.</i></div>
<div class="foot"><span>PCCJC-CV-01 Complaint (Rev. 3/2024)</span><span>LA File 7720-TK</span></div>
</div>
` };
  }
});

// 18 ─ North Carolina, Mecklenburg small claims: magistrate summons, AOC-style grid, File No. box top right
D.push({
  n: 18, state: 'NC', kind: 'Magistrate summons with complaint for money owed (small claims)', layout: 'nc-aoc-magistrate-grid',
  font: "'Liberation Sans'",
  court: { truth: 'General Court of Justice, District Court Division, Small Claims, Mecklenburg County' },
  caseNo: '25 CVM 3316',
  plaintiff: { name: 'Queen City Consumer Lending, Inc.', street: '6000 Fairview Rd, Suite 1200', csz: 'Charlotte, NC 28210' },
  firm: { name: 'Fitch Alderman PLLC', atty: 'Grace H. Alderman', bar: '52106', street: '301 S McDowell St, Suite 900', csz: 'Charlotte, NC 28204', phone: '(704) 555-0124', email: 'galderman@fitchalderman.com', other: 'smallclaims@fitchalderman.com' },
  def: { first: 'Deshawn', mi: 'T.', last: 'Ingram', street: '5021 Central Ave, Apt 9', city: 'Charlotte', st: 'NC', zip: '28205' },
  amt: { principal: 1935.60, interest: 164.53, costs: 126.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt, p = d.plaintiff;
    return { css: `
.page{padding:34px 40px;font-family:${d.font};font-size:8.9pt;line-height:1.3}
table.g{width:100%}table.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.k{font-size:6.6pt;display:block;font-weight:bold}
.hd{text-align:center;font-weight:bold;font-size:9.5pt;line-height:1.28}
.ttl{font-size:15pt;font-weight:bold;text-align:center;letter-spacing:1px}
.foot{position:absolute;bottom:16px;left:40px;right:40px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<table class="g"><tr><td style="width:26%;border:none;font-size:7pt;vertical-align:bottom">AOC-CVM-100 and -200<br>G.S. 1A-1, Rule 4; 7A-217, -232</td>
<td style="border:none" class="hd">STATE OF NORTH CAROLINA<br>IN THE GENERAL COURT OF JUSTICE<br>DISTRICT COURT DIVISION<br>SMALL CLAIMS<br>MECKLENBURG COUNTY</td>
<td style="width:26%;border:2px solid #000"><span class="k">File No.</span><b style="font-size:12.5pt">${d.caseNo}</b><br><span class="k" style="margin-top:4px">Envelope / e-Courts ID</span>NC-EC-20251003-77142</td></tr></table>
<div class="ttl" style="margin:6px 0 4px">MAGISTRATE SUMMONS</div>
<div class="c" style="font-size:8pt">${O} ALIAS AND PLURIES SUMMONS (ASSESS FEE) &nbsp; ${X} &nbsp; Small Claims Action &nbsp;·&nbsp; Complaint For Money Owed attached below</div>
<table class="g" style="margin-top:5px"><tr><td style="width:50%"><span class="k">Name And Address Of Plaintiff</span>${p.name}<br>${p.street}<br>${p.csz}</td>
<td><span class="k">Name And Address Of Defendant 1 — SERVE AT</span><b>${NM(c)}</b><br>${c.street.toUpperCase()}<br>${CSZ(c)}<br><span style="font-size:7.5pt">Telephone No.: (704) 555-0188 &nbsp; County: Mecklenburg</span></td></tr>
<tr><td colspan="2"><span class="k">Name And Address Of Plaintiff’s Attorney</span>${f.atty}, N.C. Bar No. ${f.bar} &nbsp;·&nbsp; ${f.name} &nbsp;·&nbsp; ${f.street}, ${f.csz}<br>Tel. ${f.phone} &nbsp;·&nbsp; Email ${f.email} &nbsp;·&nbsp; <span style="font-size:7.8pt">Calendar &amp; scheduling: ${f.other}</span></td></tr></table>
<div style="border:1px solid #000;border-top:none;padding:5px 7px"><b>TO THE DEFENDANT NAMED ABOVE:</b> A small claim action has been filed against you. The trial will be held on <b>November 20, 2025 at 10:00 AM</b> before the magistrate at Mecklenburg County Courthouse, 819 E. Trade Street, Courtroom 1130, Charlotte, NC. If you fail to appear, the plaintiff may be given the relief requested. You may file a written answer and have the case heard in district court. <i>Usted ha sido demandado. Presente una respuesta o comparezca en la fecha del juicio.</i></div>
<table class="g" style="margin-top:5px"><tr><td colspan="3" class="b" style="background:#e4e4e4">COMPLAINT FOR MONEY OWED</td></tr>
<tr><td style="width:50%"><span class="k">Defendant owes plaintiff principal sum of</span><b style="font-size:11pt">$${m(a.principal)}</b></td><td style="width:25%"><span class="k">Plus interest at 16% from 04/01/2025</span>$${m(a.interest)}</td><td><span class="k">Court costs (filing + service)</span>$${m(a.costs)}</td></tr>
<tr><td colspan="3"><span class="k">Nature of claim</span>${X} on account &nbsp; ${O} on promissory note &nbsp; ${O} for goods sold and delivered &nbsp; ${O} for rent &nbsp; ${O} other — Personal installment loan no. QC-448120 dated 08/14/2023; default 03/2025; demand mailed 06/02/2025. Small claims limit: $10,000.00.</td></tr>
<tr><td colspan="2"><span class="k">Signature of Plaintiff/Attorney</span><span class="i">/s/ ${f.atty}</span> &nbsp;&nbsp; Date: 10/03/2025</td><td><span class="k">Magistrate / Clerk</span>Date Issued 10/06/2025 &nbsp; <span class="i">T. Mabry, ADC</span></td></tr></table>
<table class="g" style="margin-top:8px"><tr><td colspan="2" class="b" style="background:#e4e4e4">RETURN OF SERVICE — Defendant 1</td></tr>
<tr><td style="width:50%">${O} By delivering to the defendant named above a copy of the summons and complaint.<br>${O} By leaving a copy at the dwelling house or usual place of abode of the defendant with a person of suitable age and discretion then residing therein.</td><td>Date Served: __________ &nbsp; Time: ______<br>Name of Sheriff: Mecklenburg County Sheriff’s Office, civil@mecksheriff-process.org<br>Service Fee Paid: $30.00 &nbsp; Deputy: ____________</td></tr></table>
<div class="foot"><span>AOC-CVM-100, Rev. 6/24 © 2024 Administrative Office of the Courts</span><span>(Over)</span></div>
` };
  }
});

// 19 ─ Kentucky, Fayette Circuit Court: civil summons, defendant a/k/a, plaintiff's attorney box, return of service with address
D.push({
  n: 19, state: 'KY', kind: 'Civil summons (circuit court)', layout: 'ky-aoc-summons-attorney-box-return-of-service',
  font: "'URW Gothic'",
  court: { truth: 'Commonwealth of Kentucky, Fayette Circuit Court, Division Seven' },
  caseNo: '25-CI-02871',
  plaintiff: { name: 'Kestrel Financial Holdings, LLC' },
  firm: { name: 'Whitlock & Saylor, PLLC', atty: 'Megan R. Saylor', bar: '96104', street: '250 W Main St, Suite 1600', csz: 'Lexington, KY 40507', phone: '(859) 555-0157', email: 'msaylor@whitlocksaylor.com', other: 'service@whitlocksaylor.com' },
  def: { first: 'Brandon', mi: 'C.', last: 'Mullins', aka: 'Brad Mullins', street: '1845 Alexandria Dr, Apt 31', city: 'Lexington', st: 'KY', zip: '40504' },
  amt: { principal: 9316.44, interest: 1102.17 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:36px 50px;font-family:${d.font};font-size:9.4pt;line-height:1.36}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.hd{font-weight:bold;font-size:10.5pt;line-height:1.3}
.cn{border:1.5px solid #000;padding:4px 10px;font-size:8.5pt;line-height:1.35}
.ttl{text-align:center;font-size:15pt;font-weight:bold;letter-spacing:2px;margin:10px 0 6px}
table.p{width:100%}table.p td{border:1px solid #000;padding:4px 7px;vertical-align:top}
.k{font-size:6.8pt;display:block;letter-spacing:.5px}
.ret{border:2px solid #000;margin-top:10px;padding:6px 8px;font-size:8.8pt}
.foot{position:absolute;bottom:18px;left:50px;right:50px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="top"><div style="font-size:7pt">AOC-E-105 &nbsp; Sum Code: CI<br>Rev. 9-14<br>CR 4.02; CR Official Form 1</div>
<div class="hd c">COMMONWEALTH OF KENTUCKY<br>FAYETTE CIRCUIT COURT<br>DIVISION SEVEN</div>
<div class="cn">Case No. <b style="font-size:11pt">${d.caseNo}</b><br>Court: ${X} Circuit ${O} District<br>County: Fayette</div></div>
<div class="ttl">CIVIL SUMMONS</div>
<table class="p"><tr><td style="width:50%"><span class="k">PLAINTIFF</span>${d.plaintiff.name}<br>c/o its counsel</td><td><span class="k">DEFENDANT</span><b>${NM(c)}</b><br>a/k/a ${c.aka.toUpperCase()}</td></tr></table>
<p style="margin-top:8px"><b>THE COMMONWEALTH OF KENTUCKY — TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p class="j">You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. <b>Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</b></p>
<p class="j">The Complaint demands judgment for the principal sum of <b>$${m(a.principal)}</b> on a defaulted personal line of credit, plus accrued interest at 8% per annum of $${m(a.interest)}, post-judgment interest, and court costs. (Circuit Court jurisdiction: amount in controversy exceeds $5,000.00, exclusive of interest and costs.)</p>
<p class="j">The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown below.</p>
<div style="display:flex;gap:16px;margin-top:6px"><div style="flex:1;border:1.5px solid #000;padding:5px 8px"><span class="k">PLAINTIFF’S ATTORNEY</span>${f.atty} (KBA #${f.bar})<br>${f.name}<br>${f.street}<br>${f.csz}<br>${f.phone}<br>${f.email}<br><span style="font-size:7.8pt">Service of pleadings: ${f.other}</span></div>
<div style="width:230px;font-size:8.5pt">Date: 10/07/2025<br><br>Fayette Circuit Clerk<br>By: <span class="i">K. Adebayo</span>, D.C.<br>120 N. Limestone, Lexington, KY 40507<br>circuitclerk.fayette@kycourtsclerk.org</div></div>
<div class="ret"><b>PROOF OF SERVICE</b> — This Summons was served by delivering a true copy and the Complaint (or other initiating document) to:<br>
<table style="width:100%;margin-top:3px;font-size:8.8pt"><tr><td style="width:18%">Name:</td><td style="border-bottom:1px solid #000">${NM(c)}</td></tr>
<tr><td>Serve at:</td><td style="border-bottom:1px solid #000">${c.street}</td></tr><tr><td></td><td style="border-bottom:1px solid #000">${csz(c)}</td></tr></table>
this _____ day of ______________, 2025. &nbsp;&nbsp; Served by: __________________________ &nbsp; Title: __________________<br>
${O} Sheriff of Fayette County &nbsp; ${O} Certified Mail &nbsp; ${O} Private process: Bluegrass Civil Process LLC, dispatch@bgcivilprocess.com</div>
<div class="foot"><span>Summons issued electronically · KY eFiling</span><span>W&amp;S Matter No. 25-KFH-0193</span><span>Page 1 of 1</span></div>
` };
  }
});

// 20 ─ Alabama, Jefferson County district court small claims: statement of claim, case number in per-character boxes, CAPS name
D.push({
  n: 20, state: 'AL', kind: 'Statement of claim (small claims)', layout: 'al-sm1-char-box-caseno',
  font: "'Nimbus Sans'",
  court: { truth: 'District Court of Jefferson County, Alabama, Small Claims Docket, Birmingham Division' },
  caseNo: 'SM-2025-900418.00',
  plaintiff: { name: 'Vulcan Hills Finance, Inc.', street: '2100 Southbridge Pkwy, Suite 650', csz: 'Birmingham, AL 35209' },
  firm: { name: 'Ragland Oduya LLC', atty: 'Peyton L. Ragland', bar: 'RAG014', street: '505 20th Street North, Suite 1800', csz: 'Birmingham, AL 35203', phone: '(205) 555-0178', email: 'pragland@raglandoduya.com', other: 'docket@raglandoduya.com' },
  def: { first: 'Cedric', mi: 'M.', last: 'Holloway', street: '712 41st St N, Apt B', city: 'Birmingham', st: 'AL', zip: '35212' },
  amt: { principal: 2612.48, interest: 188.10, costs: 248.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt, p = d.plaintiff;
    const boxes = [...d.caseNo].map(ch => `<span class="cb2">${ch}</span>`).join('');
    return { css: `
.page{padding:36px 46px;font-family:${d.font};font-size:9.4pt;line-height:1.35}
.top{display:grid;grid-template-columns:0.9fr 1.35fr 1.55fr;border:1.5px solid #000}
.top>div{padding:5px 7px;border-right:1px solid #000}.top>div:last-child{border-right:none}
.cb2{display:inline-block;border:1px solid #000;border-right:none;width:13px;text-align:center;font-weight:bold;font-size:9.5pt;line-height:17px}
.cb2:last-child{border-right:1px solid #000}
.ct{border:1.5px solid #000;border-top:none;padding:5px 8px;text-align:center;font-weight:bold;line-height:1.3}
table.g{width:100%}table.g td{border:1px solid #000;padding:4px 7px;vertical-align:top}
.k{font-size:6.8pt;display:block}
.foot{position:absolute;bottom:18px;left:46px;right:46px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="top"><div style="font-size:7.5pt;line-height:1.25">State of Alabama<br>Unified Judicial System<br><b>Form SM-1</b> &nbsp; Rev. 2/2020</div>
<div class="c"><b style="font-size:14pt">STATEMENT OF CLAIM</b><br><span style="font-size:8pt">(Small Claims — $6,000 limit)</span></div>
<div><span class="k">Case Number</span><span style="white-space:nowrap">${boxes}</span></div></div>
<div class="ct">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA<br>SMALL CLAIMS DOCKET<br>BIRMINGHAM DIVISION</div>
<table class="g" style="margin-top:6px"><tr><td style="width:50%"><span class="k">PLAINTIFF — Name, Address, Phone</span>${p.name}<br>${p.street}<br>${p.csz}<br>(205) 555-0179</td>
<td><span class="k">DEFENDANT — Name, Address, Phone</span><b>${NM(c)}</b><br>${c.street.toUpperCase()}<br>${CSZ(c)}</td></tr></table>
<div style="border:1px solid #000;border-top:none;padding:7px 9px">
<p class="j">The Defendant owes Plaintiff <b>$${m(a.principal)}</b>, plus interest of $${m(a.interest)}, and court costs, for the following reasons: Defendant borrowed money from Plaintiff under a consumer installment note dated 07/19/2023 (loan no. VH-30917), agreed to repay it in monthly installments, and has failed to pay the installments due since 02/2025. Plaintiff has demanded payment and the balance stated is the unpaid principal after all credits.</p>
<p class="j">Plaintiff requests service by ${X} certified mail ${O} sheriff ${O} process server. Filing fee and service costs advanced by Plaintiff: $${m(a.costs)}.</p></div>
<div style="border:1px solid #000;border-top:none;padding:7px 9px"><b>AFFIDAVIT.</b> Before me, the undersigned authority, personally appeared the affiant who, being known to me and being duly sworn, deposes and says that the facts stated in the foregoing Statement of Claim are true and correct, that the amount claimed is justly due, and that the Defendant is not in the military service of the United States.<br>
<div style="display:flex;gap:20px;margin-top:10px"><div style="flex:1;border-top:1px solid #000;font-size:7pt">Signature of Plaintiff / Agent &nbsp; <span class="i" style="font-size:9pt">Yvette R. Coley, Collections Supervisor</span></div><div style="flex:1;border-top:1px solid #000;font-size:7pt">Notary Public — My commission expires 04/11/2027</div></div></div>
<table class="g" style="margin-top:6px"><tr><td style="width:55%"><span class="k">ATTORNEY FOR PLAINTIFF — Name, Address, Phone, E-mail</span>${f.atty} (Attorney Code ${f.bar})<br>${f.name}<br>${f.street}, ${f.csz}<br>${f.phone} &nbsp;·&nbsp; ${f.email}</td>
<td><span class="k">Docketing only (do not send correspondence)</span>${f.other}<br><span class="k" style="margin-top:4px">Date filed</span>10/09/2025</td></tr></table>
<div style="margin-top:8px;border:2px solid #000;padding:6px 9px;font-size:8.7pt"><b>NOTICE TO DEFENDANT:</b> YOU HAVE FOURTEEN (14) DAYS FROM THE DATE YOU RECEIVE THIS STATEMENT OF CLAIM TO FILE AN ANSWER (FORM SM-3) WITH THE CLERK OF THE DISTRICT COURT, 716 Richard Arrington Jr. Blvd N, Birmingham, AL 35203 — (205) 555-0105. IF YOU DO NOT FILE AN ANSWER, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE AMOUNT CLAIMED PLUS COSTS.</div>
<div class="foot"><span>SM-1 (front)</span><span>RO File 25-0418-VH</span></div>
` };
  }
});

// 21 ─ LETTER, Nevada: agency settlement offer with payment coupon (no suit)
D.push({
  n: 21, state: 'NV', letter: true, kind: 'Collection letter – settlement offer (agency, no suit)', layout: 'letter-agency-settlement-coupon',
  font: "'URW Gothic'",
  court: null, caseNo: null,
  plaintiff: { name: 'Redrock Valley Anesthesia Associates' },
  firm: null,
  def: { first: 'Luis', mi: 'F.', last: 'Echeverria', street: '4580 Spencer St, Apt 2093', city: 'Las Vegas', st: 'NV', zip: '89119' },
  amt: { principal: 1962.75, placed: 1875.10, interest: 87.65, offer: 1177.65, inst: 327.13 },
  lawsuit: false,
  html(d) {
    const c = d.def, a = d.amt;
    return { css: `
.page{padding:42px 56px;font-family:${d.font};font-size:9.8pt;line-height:1.42}
.lh{display:flex;align-items:center;gap:14px;border-bottom:3px solid #8a1c1c;padding-bottom:8px}
.logo{width:54px;height:54px;background:#8a1c1c;color:#fff;font-weight:bold;font-size:18pt;display:flex;align-items:center;justify-content:center;border-radius:6px}
.acct{border:1px solid #555;margin-top:12px}.acct td{padding:3px 8px;border-bottom:1px solid #bbb}
.offer{border:2px solid #8a1c1c;padding:8px 12px;margin:12px 0;background:#fbf3f3}
.coupon{position:absolute;left:56px;right:56px;bottom:30px;border-top:2px dashed #555;padding-top:10px;display:flex;gap:20px;font-size:8.8pt}
.coupon table td{padding:2px 6px;border:1px solid #777}
`, body: `
<div class="lh"><div class="logo">SB</div><div><b style="font-size:14pt">Silver Basin Collection Bureau, LLC</b><br><span style="font-size:8.5pt">5940 S Rainbow Blvd, Suite 400 · Las Vegas, NV 89118 · (702) 555-0132 · Nevada Collection Agency License CA-11904</span></div></div>
<div style="display:flex;justify-content:space-between;margin-top:16px"><div style="font-size:10pt;line-height:1.3">${nm(c)}<br>${c.street}<br>${csz(c)}</div>
<table class="acct" style="font-size:8.8pt"><tr><td>Letter date</td><td>October 14, 2025</td></tr><tr><td>Our account no.</td><td>SBC-2207-4416</td></tr><tr><td>Creditor</td><td>${d.plaintiff.name}</td></tr><tr><td>Patient / service date</td><td>L. Echeverria · 01/23/2025</td></tr>
<tr><td>Balance placed 06/30/2025</td><td>$${m(a.placed)}</td></tr><tr><td>Interest since placement</td><td>$${m(a.interest)}</td></tr><tr><td><b>Current balance due</b></td><td><b>$${m(a.principal)}</b></td></tr></table></div>
<p style="margin-top:14px">Dear ${c.first} ${c.last}:</p>
<p class="j">Your account with ${d.plaintiff.name} remains unpaid and has been placed with our office for collection. The current balance due is <b>$${m(a.principal)}</b>. We would like to help you resolve this account.</p>
<div class="offer"><b>SPECIAL SETTLEMENT OPPORTUNITY</b><br>Our client will accept <b>$${m(a.offer)}</b> as payment in full if we receive it by <b>November 14, 2025</b>. Or choose a payment plan: six (6) monthly payments of $${m(a.inst)}. We are not obligated to renew this offer.</div>
<p class="j">Pay online at www.silverbasinpay.com, by phone at (702) 555-0132, or mail the coupon below. Questions about the services billed may be sent to our patient-accounts desk at resolve@silverbasincb.com.</p>
<p class="j" style="font-size:8.6pt">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. No lawsuit has been filed regarding this account. Because of interest that may vary from day to day, the amount due on the day you pay may be greater. Nevada residents: you may contact the Nevada Financial Institutions Division for information about collection agencies. <i>Hablamos español: llame al (702) 555-0133.</i></p>
<p style="margin-top:10px">Sincerely,<br>Account Resolution Department</p>
<div class="coupon"><div style="flex:1"><b>PAYMENT COUPON — detach and return</b><br>Silver Basin Collection Bureau, LLC<br>PO Box 95512<br>Las Vegas, NV 89193-5512<br><br>${NM(c)}<br>${c.street.toUpperCase()}<br>${CSZ(c)}</div>
<table><tr><td>Account no.</td><td>SBC-2207-4416</td></tr><tr><td>Current balance</td><td>$${m(a.principal)}</td></tr><tr><td>Settlement amount</td><td>$${m(a.offer)}</td></tr><tr><td>Amount enclosed</td><td>$__________</td></tr></table></div>
` };
  }
});

// 22 ─ Louisiana, 19th JDC East Baton Rouge: citation with sheriff's return, domiciliary service address
D.push({
  n: 22, state: 'LA', kind: 'Citation (district court)', layout: 'la-citation-sheriff-return',
  font: "'Nimbus Roman'",
  court: { truth: 'Nineteenth Judicial District Court, Parish of East Baton Rouge, State of Louisiana' },
  caseNo: 'C-748211',
  plaintiff: { name: 'Magnolia Trace Financial Services, Inc.' },
  firm: { name: 'Fontenot Ashe LLC', atty: 'Claire B. Fontenot', bar: '36021', street: '8555 United Plaza Blvd, Suite 300', csz: 'Baton Rouge, LA 70809', phone: '(225) 555-0138', email: 'cfontenot@fontenotashe.com' },
  def: { first: 'Jamal', mi: 'T.', last: 'Broussard', street: '5631 Greenwell Springs Rd, Apt 118', city: 'Baton Rouge', st: 'LA', zip: '70806' },
  amt: { principal: 14206.55, interest: 1994.18 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:40px 62px;font-family:${d.font};font-size:10.8pt;line-height:1.4}
.ttl{text-align:center;font-size:22pt;font-weight:bold;letter-spacing:6px}
.row{display:flex;justify-content:space-between;font-weight:bold;margin-top:6px}
.hd{text-align:center;font-weight:bold;line-height:1.3;margin-top:8px}
.cap{text-align:center;margin:8px 0;line-height:1.3}
.ret{border:1.5px solid #000;padding:6px 9px;margin-top:12px;font-size:9pt;line-height:1.35}
.ret .g{display:grid;grid-template-columns:1fr 1fr;gap:4px 18px;margin-top:4px}
.foot{position:absolute;bottom:20px;left:62px;right:62px;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="ttl">CITATION</div>
<div class="row"><span>NUMBER ${d.caseNo} &nbsp; SEC. 24</span><span>E-filed · Envelope 2025-EBR-118306</span></div>
<div class="hd">NINETEENTH JUDICIAL DISTRICT COURT<br>PARISH OF EAST BATON ROUGE<br>STATE OF LOUISIANA</div>
<div class="cap"><b>${d.plaintiff.name.toUpperCase()}</b><br>versus<br><b>${NM(c)}</b></div>
<p><b>TO:</b> ${NM(c)}<br><span style="margin-left:34px">${c.street}</span><br><span style="margin-left:34px">${csz(c)}</span></p>
<p class="j">You are hereby summoned to comply with the demand contained in the petition, a certified copy of which accompanies this citation, or make an appearance either by filing a pleading or otherwise in the Nineteenth Judicial District Court in and for the Parish of East Baton Rouge, State of Louisiana, within twenty-one (21) days after the service hereof, under penalty of default.</p>
<p class="j">The petition demands judgment for the principal sum of <b>$${m(a.principal)}</b> on a retail installment account, together with contractual interest at 21% per annum (accrued to filing: $${m(a.interest)}), attorney’s fees of twenty-five percent (25%) of the principal and interest, and all costs.</p>
<p class="j">This service was requested by attorney <b>${f.atty}</b> (Bar Roll No. ${f.bar}), ${f.name}, ${f.street}, ${f.csz}, ${f.phone}, ${f.email}, on October 3, 2025.</p>
<p>Witness the Honorable Judges of said Court, at Baton Rouge, Louisiana, October 6, 2025.</p>
<div style="margin-left:50%;line-height:1.3;font-size:10pt">Lionel P. Arceneaux, Clerk of Court<br>Parish of East Baton Rouge<br>By: <span class="i">M. Thibault</span>, Deputy Clerk<br><span style="font-size:8.5pt">Clerk e-filing help: efile.help@ebrclerkofcourt.org</span></div>
<div class="ret"><b>SHERIFF’S RETURN — SERVICE INFORMATION</b>
<div class="g"><div>Received on the ____ day of __________, 20__, and on the ____ day of __________, 20__, served on the above named party as follows:</div>
<div><b>PERSONAL SERVICE</b> on the party herein named ______________<br><b>DOMICILIARY SERVICE</b> on the within named ${NM(c)}, by leaving the same at his domicile in this parish in the hands of ______________, a person of suitable age and discretion residing in the said domicile at ${c.street}, ${csz(c)}.</div></div>
Service: $______ &nbsp; Mileage: $______ &nbsp; Total: $______ &nbsp;&nbsp; Deputy Sheriff: ____________________ &nbsp; (Sheriff’s civil desk: civil.process@ebrso-civil.org)</div>
<div class="foot"><span>CITATION — ${d.caseNo} Sec. 24</span><span>FA Ref. MT-25-1180</span></div>
` };
  }
});

// 23 ─ Oregon, Lane County small claims: court name in small caps across top, boxed card fields, unrepresented plaintiff
D.push({
  n: 23, state: 'OR', kind: 'Small claim and notice of small claim', layout: 'or-small-claims-smallcaps-top-card-fields',
  font: "'DejaVu Sans'",
  court: { truth: 'Circuit Court of the State of Oregon for the County of Lane, Small Claims Department', addr: '125 E 8th Ave, Room 1700, Eugene, OR 97401', phone: '(541) 555-0109' },
  caseNo: '25SC11872',
  plaintiff: { name: 'Willamette Heights Orthodontics LLC', street: '1710 Coburg Rd, Suite 5', csz: 'Eugene, OR 97401', phone: '(541) 555-0121' },
  firm: null,
  def: { first: 'Hannah', mi: 'E.', last: 'Marchbanks', street: '2150 Laura St, Unit 41', city: 'Springfield', st: 'OR', zip: '97477' },
  amt: { principal: 1640.00, filing: 55.00, service: 40.00 },
  lawsuit: true,
  html(d) {
    const p = d.plaintiff, c = d.def, a = d.amt;
    return { css: `
.page{padding:38px 54px;font-family:${d.font};font-size:9pt;line-height:1.36;font-weight:300}
.top{font-variant:small-caps;text-align:center;font-size:10.5pt;letter-spacing:1.2px;line-height:1.35;font-weight:bold}
.bar{display:flex;justify-content:space-between;align-items:center;border-top:1px solid #000;border-bottom:1px solid #000;margin-top:6px;padding:4px 0}
.card{border:1px solid #444;border-radius:5px;padding:6px 9px;margin-top:8px}
.card h4{margin:0 0 3px 0;font-size:8pt;letter-spacing:1px;color:#222}
.grid{display:grid;grid-template-columns:110px 1fr;row-gap:1px}.grid span:nth-child(odd){font-size:7.6pt;color:#333}
.foot{position:absolute;bottom:18px;left:54px;right:54px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="top">In the Circuit Court of the State of Oregon<br>for the County of Lane<br>Small Claims Department</div>
<div class="bar"><b style="font-size:12.5pt">SMALL CLAIM AND NOTICE OF SMALL CLAIM</b><span>Case No. <b style="font-size:11pt">${d.caseNo}</b></span></div>
<div style="display:flex;gap:10px"><div class="card" style="flex:1"><h4>PLAINTIFF</h4><div class="grid"><span>Name</span><span>${p.name}</span><span>Mailing address</span><span>${p.street}, ${p.csz}</span><span>Phone</span><span>${p.phone}</span><span>Filed by (agent)</span><span>Corinne Tallis, office administrator</span></div></div>
<div class="card" style="flex:1"><h4>DEFENDANT</h4><div class="grid"><span>Name</span><span><b>${nm(c)}</b></span><span>Street (residence)</span><span>${c.street}</span><span>City / State / ZIP</span><span>${c.city} / ${c.st} / ${c.zip}</span><span>Phone (if known)</span><span>(541) 555-0193</span></div></div></div>
<div class="card"><h4>CLAIM</h4>Plaintiff claims that defendant owes <b>$${m(a.principal)}</b> for: unpaid balance of an orthodontic treatment contract (patient account 88-2041, treatment started 04/2023, contract balance after insurance). Plaintiff has made a bona fide effort to collect the claim from defendant before filing (statements 05/2025, 06/2025; letter 07/15/2025).<br>
Plaintiff also asks for costs: filing fee $${m(a.filing)}, service fee $${m(a.service)}, and the prevailing party fee. The claim does not exceed $10,000.00. Plaintiff is not an attorney and no attorney represents plaintiff in this matter.</div>
<div class="card"><h4>DECLARATION</h4>I hereby declare that the above statement is true to the best of my knowledge and belief, and that I understand it is made for use as evidence in court and is subject to penalty for perjury. &nbsp; <span class="i" style="font-weight:400">/s/ Corinne Tallis</span> &nbsp; Date: 09/30/2025</div>
<div class="card" style="border-width:2px;font-weight:400"><h4>NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</h4>Within 14 DAYS after receiving this notice you MUST do ONE of the following things in writing: (1) Pay the claim plus fees and service expenses paid by plaintiff; (2) Demand a hearing and pay the required fee; or (3) Demand a jury trial (only if the claim is more than $750). If you do not do one of these things, a judgment will be entered against you for the amount of the claim plus costs, fees, and the prevailing party fee. Court: ${d.court.addr} · ${d.court.phone} · <span style="font-size:8pt">lane.smallclaims@ojd-lane.org</span><br><i>AVISO: Si no responde dentro de 14 días, se dictará una sentencia en su contra.</i></div>
<div class="foot"><span>Small Claim and Notice of Small Claim (ORS 46.445) — Rev. 2024</span><span>Page 1 of 2</span></div>
` };
  }
});

// 24 ─ Maryland, Circuit Court for Baltimore County: complaint with asterisk-column caption and in-caption SERVE ON block
D.push({
  n: 24, state: 'MD', kind: 'Complaint (circuit court)', layout: 'md-asterisk-column-caption-serve-on',
  font: "'C059'",
  court: { truth: 'Circuit Court for Baltimore County' },
  caseNo: 'C-03-CV-25-004119',
  plaintiff: { name: 'Chesapeake Landing Bank' },
  firm: { name: 'Kessler Obi & Marrow LLP', atty: 'Gideon F. Kessler', bar: '0712170119', street: '502 Washington Avenue, Suite 610', csz: 'Towson, Maryland 21204', phone: '(410) 555-0184', email: 'gkessler@kessobimarrow.com', other: 'docketing@kessobimarrow.com' },
  def: { first: 'Shanice', mi: 'L.', last: 'Whitaker', street: '8906 Satyr Hill Rd', city: 'Parkville', st: 'MD', zip: '21234' },
  amt: { principal: 18402.11, interest: 2104.77, fees: 2760.32, costs: 165.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    const st = Array.from({ length: 13 }, () => '*').join('<br>');
    return { css: `
.page{padding:50px 72px;font-family:${d.font};font-size:10.5pt;line-height:1.45}
.cap{display:grid;grid-template-columns:1.25fr 34px 1fr;line-height:1.25;font-size:10.3pt}
.cap .s{text-align:center}
.stars{text-align:center;letter-spacing:14px;margin:2px 0 8px}
p{text-align:justify;text-indent:36px;margin-bottom:.35em}
.sig{margin-left:50%;line-height:1.28;font-size:10pt;margin-top:4px}
.foot{position:absolute;bottom:22px;left:72px;right:72px;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="cap"><div>${d.plaintiff.name.toUpperCase()}<br>1 South Street, Suite 2800<br>Baltimore, Maryland 21202<br><span style="margin-left:110px">Plaintiff,</span><br><br>v.<br><br>${NM(c)}<br><b>SERVE ON:</b><br>${c.street}<br>${csz(c)}<br><span style="margin-left:110px">Defendant.</span></div>
<div class="s">${st}</div>
<div><br>IN THE<br><br>CIRCUIT COURT<br><br>FOR<br><br>BALTIMORE COUNTY<br><br>Case No. <b>${d.caseNo}</b></div></div>
<div class="stars">* * * * * * * * * * * * * * * * *</div>
<div class="c b">COMPLAINT FOR BREACH OF CONTRACT</div>
<p style="margin-top:6px">Plaintiff ${d.plaintiff.name}, by its attorneys, sues Defendant ${nm(c)} and states:</p>
<p>1. Plaintiff is a Maryland-chartered commercial bank. Defendant resides in Baltimore County, Maryland. Venue is proper in this Court under Md. Code, Cts. &amp; Jud. Proc. § 6-202.</p>
<p>2. On March 3, 2021, Defendant executed a consumer loan agreement with Plaintiff (loan no. ending 0067) in the original amount of $24,000.00, promising to repay it in 60 monthly installments.</p>
<p>3. Defendant defaulted by failing to pay the installment due May 3, 2025, and all later installments. Plaintiff accelerated the balance. The unpaid principal balance is <b>$${m(a.principal)}</b>.</p>
<p>4. The agreement provides for interest at 8.49% per annum, which through September 30, 2025 amounts to $${m(a.interest)}, and for attorney’s fees of 15% of the amount due, $${m(a.fees)}.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of $${m(a.principal)}, plus contractual interest, attorney’s fees, and the costs of this action (filing fee $${m(a.costs)}), and such other relief as is just.</p>
<div class="sig"><span class="i">/s/ ${f.atty}</span><br>${f.atty} (AIS No. ${f.bar})<br>${f.name}<br>${f.street}<br>${f.csz}<br>(410) 555-0184<br>${f.email}<br><span style="font-size:8.5pt">MDEC service: ${f.other}</span><br><i>Attorneys for Plaintiff</i></div>
<div class="foot"><span>KOM File 2025-3317</span><span>RULE 1-313 CERTIFICATION on reverse</span></div>
` };
  }
});

module.exports = D;
