'use strict';
const { esc, usd, money, barcode, stamp, sig, parens, courtLines } = require('./lib');
const A1 = c => `${esc(c.street)}, ${esc(c.city)}, ${c.st} ${c.zip}`;
const docs = [];

// ---------------------------------------------------------------- 18 CT Meriden small claims writ and notice of suit
docs.push({
  id: '18', state: 'CT', kind: 'small claims writ and notice of suit',
  layout: 'small-claims writ with ruled label/value rows; defendant printed "LAST, First Middle"; angled blue RECEIVED stamp over the blank left part of the caption; answer-date box; docket number with spaces',
  font: 'Liberation Sans', size: 9.6,
  court: ['STATE OF CONNECTICUT', 'SUPERIOR COURT, SMALL CLAIMS SESSION', 'GEOGRAPHICAL AREA NUMBER 7 AT MERIDEN'],
  caseNo: 'MER SC 24 6003391',
  cust: { name: 'Ana Lucia Ferreira', printed: 'FERREIRA, Ana Lucia', street: '55 Crown St, 2nd Fl', city: 'Meriden', st: 'CT', zip: '06450' },
  plaintiff: 'Hubbard Park Lending, LLC', firm: 'Ostrowski Law Group, LLC', email: 'rostrowski@ostrowskilawgroup.com',
  amount: 2145.87,
  distractors: ['entry fee $95.00', 'small claims limit $5,000', 'total with costs $2,265.87', 'Juris number', 'Centralized Small Claims office address', 'RECEIVED stamp with a date', 'firm intake e-mail'],
  body(d) {
    const c = d.cust;
    const R = (l, v) => `<tr><td class="L">${l}</td><td class="V">${v}</td></tr>`;
    return `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div class="xs" style="width:2in">SMALL CLAIMS WRIT AND NOTICE OF SUIT<br>JD-CV-40 Rev. 9-23<br>C.G.S. §§ 51-15, 51-346, 51-348, 52-259</div>
<div class="c" style="line-height:1.3"><b style="font-size:12pt">${d.court[0]}</b><br><b style="font-size:11pt">${d.court[1]}</b><br><b style="font-size:10pt">${d.court[2]}</b></div>
<div style="width:2in;border:1.5px solid #000;padding:3px 6px"><div class="lbl">DOCKET NO.</div><b style="font-size:11.5pt">${d.caseNo}</b><div class="lbl" style="margin-top:3px">ANSWER DATE</div>November 26, 2024</div>
</div>
${stamp({ lines: ['RECEIVED', 'OCT 31 2024', 'CENTRALIZED SMALL CLAIMS'], rot: -9, top: 1.22, left: 0.85, width: 1.85, color: '#234a9c', size: 8.5, border: 'solid 2.5px', first: 1.5 })}
<table class="w" style="width:100%;margin-top:.5in">
${R('Plaintiff', `${esc(d.plaintiff)}<br><span class="sm">77 State Street Plaza, Suite 12, New Haven, CT 06510</span>`)}
${R('Defendant (last, first, middle)', `<b>${esc(c.printed)}</b>`)}
${R('Defendant\'s address', A1(c))}
${R('Amount claimed', `<b>${usd(d.amount)}</b> &nbsp; <span class="sm">(plus entry fee $95.00 and service $25.00; total with costs $2,265.87)</span>`)}
${R('Reason for claim', 'Unpaid balance of an installment loan (Loan No. HPL-20988) made on January 12, 2023. The last payment was received on March 15, 2024.')}
</table>
<div class="b" style="margin:.14in 0 .04in">TO ANY PROPER OFFICER / NOTICE TO DEFENDANT:</div>
<p style="text-align:justify">By authority of the State of Connecticut, you are commanded to summon the Defendant to answer the claim of the Plaintiff. <b>TO THE DEFENDANT:</b> The Plaintiff has started a small claims case against you. If you want to contest the claim, you must file an Answer on or before the <b>Answer Date</b> shown above with the Centralized Small Claims Office, 415 Capitol Row, Hartford, CT 06106. If you do not file an Answer, a default judgment may be entered against you. The Small Claims Session hears claims of $5,000 or less. If you file an Answer, you will be notified of the date, time and place of the hearing.</p>
<p style="text-align:justify">If you admit the claim but need time to pay, you may check the box on the Answer form and propose a payment schedule. The court may order installment payments.</p>
<table class="w" style="width:100%;margin-top:.06in">
${R('Plaintiff\'s attorney', `Rafal Ostrowski, Juris No. 441907<br>${esc(d.firm)}, 1 Colony Street Square, Suite 3, Meriden, CT 06451`)}
${R('Phone / e-mail', `(203) 555-0129 &nbsp; ${d.email} &nbsp; <span class="sm">(intake: newmatters@ostrowskilawgroup.com)</span>`)}
${R('Signed (Commissioner of the Superior Court)', `${sig('Rafal Ostrowski', 14)} &nbsp; Date signed: 10/24/2024`)}
</table>
<div class="box">
<div class="b">RETURN OF SERVICE</div>
<div class="sm">State of Connecticut, County of New Haven, ss. Meriden, ____________, 2024. Then and there I made service of the within writ by leaving a true and attested copy at the usual place of abode of the within-named Defendant at ${A1(c)}. Attest: ________________ State Marshal &nbsp; Fees: Service $30.00 · Travel $____ · Copies $____</div>
</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>JD-CV-40 Rev. 9-23</span><span>Page 1 of 2</span></div>`;
  },
  css: `.w td{border-bottom:1px solid #777;padding:4px 6px;vertical-align:top}.w{border-top:2px solid #000}
  .w .L{width:1.7in;font-size:7.6pt;font-weight:bold;text-transform:uppercase;color:#333}.lbl{font-size:7pt;font-weight:bold}
  .box{border:1.5px solid #000;margin-top:.14in;padding:5px 8px}`
});

// ---------------------------------------------------------------- 19 NE agency letter, settlement options
docs.push({
  id: '19', state: 'NE', kind: 'collection letter (agency, no suit)', letter: true,
  layout: 'agency letter with a return-address block for a window envelope, account summary box on the right, itemization, three settlement options in a table; original creditor vs current creditor',
  font: 'URW Bookman', size: 9.4,
  court: null, caseNo: null,
  cust: { name: 'Travis J. Kowalski', printed: 'Travis J. Kowalski', street: '4818 Cass St', city: 'Omaha', st: 'NE', zip: '68132' },
  plaintiff: 'Sandhill Portfolio Partners LLC', firm: null, email: null,
  amount: 1312.06,
  distractors: ['itemization-date balance $1,418.06', 'payments -$106.00', 'settlement options $787.24 / 6 x $175.00 / 12 x $105.00', 'original creditor Loup River Card Services', 'agency Lincoln address and phones', 'agency e-mail', 'reference number'],
  body(d) {
    const c = d.cust;
    return `
<table style="width:100%"><tr>
<td style="vertical-align:top"><div style="font-size:15pt;font-weight:bold;letter-spacing:.02em">GREAT PLAINS</div><div style="font-size:8.5pt;letter-spacing:.18em">ACCOUNT RESOLUTION, INC.</div>
<div class="sm" style="margin-top:4px">PO Box 80117 · Lincoln, NE 68501<br>Toll free (800) 555-0131 · Local (402) 555-0131<br>contact@gpar-inc.com</div></td>
<td style="width:2.7in;vertical-align:top"><table class="sum" style="width:100%">
<tr><td>Letter date</td><td class="r">October 21, 2024</td></tr>
<tr><td>Reference no.</td><td class="r">GPA-7740193</td></tr>
<tr><td>Current creditor</td><td class="r">${esc(d.plaintiff)}</td></tr>
<tr><td>Original creditor</td><td class="r">Loup River Card Services</td></tr>
<tr><td>Account ending</td><td class="r">8815</td></tr>
<tr class="b"><td>Balance due</td><td class="r">${usd(d.amount)}</td></tr></table></td></tr></table>
<div style="margin:.3in 0 .3in .3in;line-height:1.35">${esc(c.printed)}<br>${esc(c.street)}<br>${esc(c.city)} NE ${c.zip}</div>
<p>Dear ${esc(c.printed)}:</p>
<p style="text-align:justify">Great Plains Account Resolution, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>${esc(d.plaintiff)}</b>. We will use any information you give us to help collect the debt.</p>
<table class="it" style="width:100%;margin:.05in 0 .12in">
<tr><td>As of March 31, 2024 (itemization date), you owed:</td><td class="r">$1,418.06</td></tr>
<tr><td>Between March 31, 2024 and today, you were charged in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>Between March 31, 2024 and today, you were charged in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>Between March 31, 2024 and today, you paid or were credited:</td><td class="r">– $106.00</td></tr>
<tr class="b"><td>Total amount of the debt now:</td><td class="r">${usd(d.amount)}</td></tr></table>
<p style="text-align:justify">Our client has authorized us to offer you the following options to resolve this account. These offers are not required to be renewed. Choose the one that works for you and call us, or mail the coupon with your first payment.</p>
<table class="opt" style="width:100%;margin-bottom:.12in">
<tr><th>Option</th><th>Payment</th><th>You save</th><th>Respond by</th></tr>
<tr><td>1 — One-time settlement</td><td>$787.24</td><td>$524.82</td><td>11/29/2024</td></tr>
<tr><td>2 — Six monthly payments</td><td>6 × $175.00</td><td>$262.06</td><td>11/29/2024</td></tr>
<tr><td>3 — Twelve monthly payments</td><td>12 × $105.00</td><td>$52.06</td><td>11/29/2024</td></tr></table>
<p style="text-align:justify"><b>How can you dispute the debt?</b> Call or write to us by November 25, 2024 to dispute all or part of the debt. If you do not, we will assume that our information is correct. <b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.</p>
<p>Sincerely,<br>Account Resolution Department<br>Great Plains Account Resolution, Inc.</p>
<p class="xs" style="margin-top:.1in">Nebraska Collection Agency License No. 8812. Hours: Mon–Thu 8 a.m.–8 p.m., Fri 8 a.m.–5 p.m. CT. This collection agency is not a law firm, and no lawsuit has been filed against you.</p>`;
  },
  css: `.sum td{border:1px solid #555;padding:2px 5px;font-size:8.3pt}.it td{border-bottom:1px dotted #888;padding:2px 4px}
  .opt th,.opt td{border:1px solid #555;padding:3px 6px;text-align:left;font-size:9pt}.opt th{background:#e6e1d3}`
});

// ---------------------------------------------------------------- 20 MS Harrison county court complaint on open account
docs.push({
  id: '20', state: 'MS', kind: 'complaint on open account',
  layout: 'caption with the case number in a ruled box to the right of the parties (no ")" rule); numbered paragraphs with the address and amount inside sentences; attorney fee of one-third and interest stated separately; "OF COUNSEL" block',
  font: 'P052', size: 10.8,
  court: ['IN THE COUNTY COURT OF HARRISON COUNTY, MISSISSIPPI', 'FIRST JUDICIAL DISTRICT'],
  caseNo: 'CI24-00318',
  cust: { name: 'Denise R. Ladner', printed: 'DENISE R. LADNER', street: '15064 Dedeaux Rd', city: 'Gulfport', st: 'MS', zip: '39503' },
  plaintiff: 'Coastal Pines Home Furnishings, Inc.', firm: 'Fairley & Broussard, PLLC', email: 'abroussard@fairleybroussard.com',
  amount: 5882.19,
  distractors: ['attorney fee one-third $1,960.73', 'interest at 8% from charge-off', 'county court limit $200,000', 'plaintiff\'s Biloxi address', 'MSB number', 'secondary paralegal e-mail', 'store account number'],
  body(d) {
    const c = d.cust;
    return `
<div class="c b" style="font-size:12pt;line-height:1.35">${d.court[0]}<br>${d.court[1]}</div>
<table style="width:100%;margin-top:.2in;border-top:1.5px solid #000;border-bottom:1.5px solid #000"><tr>
<td style="width:65%;padding:.1in 0;line-height:1.5;border-right:1.5px solid #000">${esc(d.plaintiff.toUpperCase())}&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF<br><br>VERSUS<br><br>${esc(c.printed)}&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT</td>
<td style="padding:.1in .15in;vertical-align:middle" class="c">CIVIL ACTION NO.<br><b style="font-size:13pt">${d.caseNo}</b></td></tr></table>
<div class="c b" style="font-size:12.5pt;margin:.2in 0 .14in;letter-spacing:.06em">COMPLAINT ON OPEN ACCOUNT</div>
<p style="text-indent:.5in;text-align:justify">COMES NOW the Plaintiff, ${esc(d.plaintiff)}, by and through its counsel, and files this its Complaint on Open Account against the Defendant, and in support thereof would show unto the Court the following, to-wit:</p>
<p style="text-indent:.5in;text-align:justify">1. Plaintiff is a Mississippi corporation with its principal place of business at 1880 Beach Row Plaza, Biloxi, Mississippi 39531.</p>
<p style="text-indent:.5in;text-align:justify">2. Defendant, ${esc(c.name)}, is an adult resident citizen of Harrison County, Mississippi, who may be served with process at her residence, ${esc(c.street)}, ${esc(c.city)}, Mississippi ${c.zip}.</p>
<p style="text-indent:.5in;text-align:justify">3. Defendant purchased furniture and appliances from Plaintiff on open account (store account no. CP-66104) and has failed to pay for them. The account, a true and correct itemized statement of which is attached as Exhibit "A," shows a balance due and owing of ${usd(d.amount)}.</p>
<p style="text-indent:.5in;text-align:justify">4. Demand for payment was made more than thirty (30) days before the filing of this action. Pursuant to Miss. Code Ann. § 11-53-81, Plaintiff is entitled to a reasonable attorney's fee, which Plaintiff submits is one-third of the balance, or $1,960.73, together with pre-judgment interest at eight percent (8%) per annum from the date of default.</p>
<p style="text-indent:.5in;text-align:justify">5. The amount in controversy is within the jurisdictional limit of this Court ($200,000.00).</p>
<p style="text-indent:.5in;text-align:justify">WHEREFORE, PREMISES CONSIDERED, Plaintiff demands judgment against the Defendant for the principal sum stated in paragraph 3, reasonable attorney's fees, pre-judgment and post-judgment interest, and all costs of Court.</p>
<p style="margin:.15in 0 0 3.1in">RESPECTFULLY SUBMITTED, this the 2nd day of August, 2024.<br>${esc(d.plaintiff.toUpperCase())}<br>By: ${sig('Adrienne Broussard', 15)}<br>ADRIENNE BROUSSARD (MSB #105922)</p>
<div style="font-size:9pt;line-height:1.3;margin-top:.1in"><b>OF COUNSEL:</b><br>${esc(d.firm.toUpperCase())}<br>2300 Cowan Row, Suite 200<br>Gulfport, Mississippi 39501<br>Telephone: (228) 555-0181 · Facsimile: (228) 555-0182<br>${d.email}<br>Paralegal: filings@fairleybroussard.com</div>`;
  }
});

// ---------------------------------------------------------------- 21 IA Linn original notice with return of service
docs.push({
  id: '21', state: 'IA', kind: 'original notice',
  layout: 'court title broken over two lines (one title); ")" caption with case number and "ORIGINAL NOTICE" right; Iowa-style notice paragraphs; Return of Service form at the foot repeating the consumer\'s address',
  font: 'Liberation Serif', size: 10.8,
  court: [['IN THE IOWA DISTRICT COURT IN AND FOR', 'LINN COUNTY']],
  caseNo: 'LACV104577',
  cust: { name: 'Cole A. Brandt', printed: 'COLE A. BRANDT', street: '1825 5th Ave SE, Apt 6', city: 'Cedar Rapids', st: 'IA', zip: '52403' },
  plaintiff: 'Cedar Valley Credit Partners, LLC', firm: 'Van Wyk & Osei, P.C.', email: 'dosei@vanwykosei.com',
  amount: 11406.52,
  distractors: ['interest at 10.9% from default', 'attorney fees per contract', 'AT number', 'firm fax', 'sheriff fee / mileage', 'Linn County courthouse address'],
  body(d) {
    const c = d.cust;
    return `
<div class="c b" style="font-size:12pt;line-height:1.35">${d.court[0][0]}<br>${d.court[0][1]}</div>
<table style="width:100%;margin-top:.2in;line-height:1.4"><tr>
<td style="width:3.5in;vertical-align:top">${esc(d.plaintiff.toUpperCase())},<br><span style="padding-left:1.4in">Plaintiff,</span><br><br>vs.<br><br>${esc(c.printed)},<br><span style="padding-left:1.4in">Defendant.</span></td>
<td style="width:.25in;vertical-align:top">${parens(7)}</td>
<td style="vertical-align:top;padding-left:.1in">Case No. ${d.caseNo}<br><br><br><b>ORIGINAL NOTICE</b></td></tr></table>
<p style="margin-top:.15in"><b>TO THE ABOVE-NAMED DEFENDANT: ${esc(c.printed)}</b></p>
<p style="text-align:justify">You are notified that a petition has been filed in the office of the clerk of this court naming you as the defendant in this action. A copy of the petition (and any documents filed with it) is attached to this notice. The petition demands judgment against you for ${usd(d.amount)}, the balance of a consumer credit account, together with interest at 10.9% per annum from the date of default, attorney fees as provided in the credit agreement, and the costs of this action.</p>
<p style="text-align:justify">The attorney for the plaintiff is Daniel Osei (AT0012345) of ${esc(d.firm)}, whose address is 1020 Greene Square Row, Suite 510, Cedar Rapids, Iowa 52401. That attorney's phone number is (319) 555-0189; facsimile number (319) 555-0190; e-mail ${d.email}.</p>
<p style="text-align:justify">You must serve a motion or answer within 20 days after service of this original notice upon you and, within a reasonable time thereafter, file your motion or answer with the Clerk of Court for Linn County, at the county courthouse in Cedar Rapids, Iowa. If you do not, judgment by default may be rendered against you for the relief demanded in the petition.</p>
<p style="text-align:justify">If you need assistance to participate in court due to a disability, call the disability coordinator at (319) 555-0115. Persons who are hearing or speech impaired may call Relay Iowa TTY (800) 555-0116.</p>
<p class="b">IMPORTANT: YOU ARE ADVISED TO SEEK LEGAL ADVICE AT ONCE TO PROTECT YOUR INTERESTS.</p>
<p>CLERK OF COURT &nbsp;·&nbsp; Linn County Courthouse, 820 Mays Island Court, Cedar Rapids, IA 52401 &nbsp;·&nbsp; Date: 09/12/2024</p>
<div style="border:1.5px solid #000;padding:6px 10px;margin-top:.1in;font-size:9pt">
<div class="b c" style="font-size:10pt">RETURN OF SERVICE</div>
<p style="margin:.3em 0">STATE OF IOWA, LINN COUNTY, ss. I certify that I served a copy of this Original Notice and the Petition on the Defendant named above, as follows: &#9744; personal service &#9744; by leaving a copy at the Defendant's dwelling house or usual place of abode, being <u>${A1(c)}</u>, with ______________, a person residing therein who is at least 18 years of age.</p>
<p style="margin:.3em 0">Date of service: ____________ &nbsp; Time: ______ &nbsp;&nbsp; Sheriff/Deputy: __________________ &nbsp; Fees: Service $____ · Mileage $____ · Total $____</p></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>Original Notice — Iowa R. Civ. P. 1.302</span><span>Van Wyk &amp; Osei File No. VWO-3391</span></div>`;
  }
});

// ---------------------------------------------------------------- 22 IN Allen superior court summons, SS: caption
docs.push({
  id: '22', state: 'IN', kind: 'summons (collections docket)',
  layout: 'Indiana venue caption: "STATE OF INDIANA ) IN THE ALLEN SUPERIOR COURT / ) SS: / COUNTY OF ALLEN ) CAUSE NO." ; defendant "LAST, First Middle"; clerk\'s certificate of mailing repeating the address',
  font: 'DejaVu Serif', size: 9.6,
  court: ['STATE OF INDIANA', 'IN THE ALLEN SUPERIOR COURT', 'COUNTY OF ALLEN'],
  caseNo: '02D03-2406-CC-000457',
  cust: { name: 'Ruben Alejandro Espinoza', printed: 'ESPINOZA, RUBEN ALEJANDRO', street: '3616 S Calhoun St', city: 'Fort Wayne', st: 'IN', zip: '46807' },
  plaintiff: 'Maumee Crossing Finance, LLC', firm: 'Laughlin Reyes, P.C.', email: 'hlaughlin@laughlinreyes.com',
  amount: 3918.06,
  distractors: ['"SS:" venue lines', 'interest $311.20 and attorney fees $650.00', 'total $4,879.26', 'attorney number', 'clerk\'s certified-mail article number', 'plaintiff\'s Toledo, OH address'],
  body(d) {
    const c = d.cust;
    return `
<table style="width:100%;font-size:10.5pt;line-height:1.45"><tr>
<td style="width:2.2in;vertical-align:top"><b>${d.court[0]}</b><br><br><b>${d.court[2]}</b></td>
<td style="width:.5in;vertical-align:top">)<br>) SS:<br>)</td>
<td style="vertical-align:top"><b>${d.court[1]}</b><br><br>CAUSE NO. <b>${d.caseNo}</b></td></tr></table>
<table style="width:100%;margin-top:.15in;line-height:1.45;font-size:10.5pt"><tr>
<td style="width:3.6in;vertical-align:top">${esc(d.plaintiff.toUpperCase())},<br><span style="padding-left:1.4in">Plaintiff,</span><br>v.<br>${esc(c.printed)},<br><span style="padding-left:1.4in">Defendant.</span></td>
<td style="width:.3in;vertical-align:top">${parens(5)}</td><td></td></tr></table>
<div class="c b" style="font-size:13pt;margin:.15in 0 .1in;letter-spacing:.08em">SUMMONS</div>
<table class="g" style="width:100%"><tr><td style="width:35%" class="lbl">To Defendant (name):</td><td><b>${esc(c.printed)}</b></td></tr>
<tr><td class="lbl">Address:</td><td>${esc(c.street)}, ${esc(c.city)}, IN ${c.zip}</td></tr>
<tr><td class="lbl">Plaintiff's address:</td><td>3300 Talmadge Row, Suite 4, Toledo, OH 43623</td></tr></table>
<p style="text-align:justify;margin-top:.1in">You are hereby notified that you have been sued by the person named as plaintiff and in the Court indicated above. The nature of the suit against you is stated in the complaint which is attached to this Summons. It also states the relief sought or the demand made against you by the plaintiff: <b>${usd(d.amount)}</b> principal on a consumer loan, plus accrued interest of $311.20 and attorney fees of $650.00 (total $4,879.26), and costs.</p>
<p style="text-align:justify">An answer or other appropriate response in writing to the complaint must be filed either by you or your attorney within twenty (20) days, commencing the day after you receive this Summons (or twenty-three (23) days if this Summons was received by mail), or a judgment by default may be rendered against you for the relief demanded by plaintiff. If you have a claim for relief against the plaintiff arising from the same transaction or occurrence, you must assert it in your written answer.</p>
<p>Dated: June 11, 2024 &nbsp;&nbsp;&nbsp; ${sig('C. Hostetler', 14)} &nbsp; Clerk, Allen Superior Court (Seal)</p>
<table class="g" style="width:100%;margin-top:.06in"><tr><td style="width:50%"><span class="lbl">Attorney for Plaintiff:</span><br>Hannah J. Laughlin, Atty. No. 35127-02<br>${esc(d.firm)}<br>111 E. Wayne Commons, Suite 900<br>Fort Wayne, IN 46802</td>
<td><span class="lbl">Telephone / E-mail:</span><br>(260) 555-0174<br>${d.email}<br><span class="xs">Service list: efile@laughlinreyes.com</span></td></tr></table>
<div style="border:1.5px solid #000;margin-top:.14in;padding:5px 9px;font-size:8.6pt">
<div class="b c">CLERK'S CERTIFICATE OF MAILING</div>
<p style="margin:.3em 0">I hereby certify that on the 12th day of June, 2024, I mailed a copy of this Summons and a copy of the complaint to the defendant, ${esc(c.printed)}, by certified mail, requesting a return receipt, at the address furnished by the plaintiff: ${esc(c.street)}, ${esc(c.city)}, Indiana ${c.zip}. Article No. 9407 1118 9876 5432 1011 22.</p>
<p style="margin:.3em 0">Clerk, Allen Superior Court &nbsp; By: __________________ Deputy</p></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>Trial Rule 4 Summons — Allen County Clerk</span><span>LR File 24-1187</span></div>`;
  },
  css: `.g td{border:1px solid #555;padding:3px 6px;vertical-align:top}.lbl{font-size:7.5pt;font-weight:bold}`
});

// ---------------------------------------------------------------- 23 NH Concord small claim, unrepresented plaintiff
docs.push({
  id: '23', state: 'NH', kind: 'small claim complaint',
  layout: 'numbered boxes 1–9 in a two-column grid; unrepresented small-business plaintiff signing as "Member" with its office e-mail; "LAST, First" not used; handwritten-style signature',
  font: 'Nimbus Sans', size: 9.6,
  court: ['THE STATE OF NEW HAMPSHIRE', '6TH CIRCUIT COURT – DISTRICT DIVISION – CONCORD'],
  caseNo: '452-2024-SC-00407',
  cust: { name: 'Tammy L. Bouchard', printed: 'Tammy L. Bouchard', street: '14 Rumford St, Unit 5', city: 'Concord', st: 'NH', zip: '03301' },
  plaintiff: 'Merrimack Valley Appliance & Repair, LLC', firm: null, email: null,
  amount: 1460.00,
  distractors: ['plaintiff\'s office e-mail (no attorney → law firm and e-mail null)', 'filing fee $85.00', 'certified mail $10.00', 'limit $10,000', 'invoice numbers', 'plaintiff\'s Bow address'],
  body(d) {
    const c = d.cust;
    const B = (n, l, v, st = '') => `<td style="${st}"><div class="lbl"><span class="n">${n}</span> ${l}</div><div class="v">${v}</div></td>`;
    return `
<table style="width:100%"><tr><td style="vertical-align:top;line-height:1.35"><b style="font-size:11pt">${d.court[0]}</b><br><span class="sm">JUDICIAL BRANCH</span><br><b>${d.court[1].replace(/–/g, '&ndash;')}</b><br><span class="sm">18 Pleasant View Commons, Concord, NH 03301 · (603) 555-0137</span></td>
<td class="r" style="vertical-align:top;width:2.2in"><div style="border:2px solid #000;padding:4px 8px;text-align:left"><div class="lbl">Case Number</div><b style="font-size:11.5pt">${d.caseNo}</b></div></td></tr></table>
<div class="c b" style="font-size:14pt;margin:.14in 0 .1in;letter-spacing:.04em">SMALL CLAIM COMPLAINT</div>
<table class="g" style="width:100%">
<tr>${B('1', 'Plaintiff name', esc(d.plaintiff), 'width:50%')}${B('2', 'Plaintiff address / phone / e-mail', '410 Route 3A Commons, Bow, NH 03304<br>(603) 555-0153 · office@mvappliance-repair.com')}</tr>
<tr>${B('3', 'Defendant name', `<b>${esc(c.printed)}</b>`)}${B('4', 'Defendant address', `${esc(c.street)}<br>${esc(c.city)}, NH ${c.zip}`)}</tr>
<tr>${B('5', 'Amount claimed (without costs)', `<b style="font-size:11.5pt">${usd(d.amount)}</b>`)}${B('6', 'Costs', 'Filing fee $85.00 · Certified mail $10.00')}</tr>
<tr>${B('7', 'Is the plaintiff represented by an attorney?', '&#9744; Yes &nbsp; &#9746; No — self-represented business (by its member)')}${B('8', 'Defendant in military service?', '&#9744; Yes &nbsp; &#9746; No &nbsp; &#9744; Unknown')}</tr>
<tr><td colspan="2"><div class="lbl"><span class="n">9</span> Statement of claim (what happened and why the defendant owes the money)</div>
<div class="v" style="font-family:'Z003';font-size:14pt;line-height:1.35;color:#1b2a6b">We replaced the compressor and control board on the defendant's refrigerator and repaired her range (invoices 5521 and 5588, May 2024). She paid $200 at the time and agreed to pay the balance by July 1. She has not paid the remaining ${usd(d.amount)} despite three reminders.</div></td></tr>
</table>
<p style="margin-top:.1in;text-align:justify">I certify that the information above is true to the best of my knowledge and that the amount claimed does not exceed $10,000. I understand that the Court will mail a Notice of Small Claim to the defendant.</p>
<table style="width:100%;margin-top:.05in"><tr><td style="width:55%">${sig('Dennis Cote', 18)}<br>Dennis Cote, Member, for the Plaintiff</td><td style="vertical-align:bottom">Date: 07/29/2024</td></tr></table>
<div style="border:1.5px solid #000;margin-top:.14in;padding:6px 9px">
<div class="b">NOTICE TO DEFENDANT</div>
<div style="text-align:justify">A small claim has been filed against you. You must file a response with this court within 30 days of the date of the Notice of Small Claim. If you do not respond, a default judgment may be entered against you. If the Plaintiff is not represented by a lawyer, you may contact the Plaintiff directly to try to settle the claim. Court staff cannot give legal advice.</div></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>NHJB-2036-DS (Small Claim Complaint)</span><span>For court use: Fee rec'd $85.00 · Receipt 6C-11493</span></div>`;
  },
  css: `.g td{border:1.2px solid #000;padding:3px 6px 5px;vertical-align:top}.lbl{font-size:7.2pt;font-weight:bold;color:#222}
  .n{display:inline-block;background:#000;color:#fff;width:13px;text-align:center;margin-right:3px}.v{font-size:10pt;margin-top:2px}`
});

// ---------------------------------------------------------------- 24 HI District Court complaint + summons
docs.push({
  id: '24', state: 'HI', kind: 'complaint and summons',
  layout: 'Hawaii-style attorney block at the top left (name, attorney number, firm LLLC, address, phone, e-mail, "Attorneys for Plaintiff"), court title centred below, caption with ")" rule and "CIVIL NO." at right; complaint paragraphs then a boxed summons',
  font: 'C059', size: 10.2,
  court: ['IN THE DISTRICT COURT OF THE FIRST CIRCUIT', 'HONOLULU DIVISION', 'STATE OF HAWAII'],
  caseNo: '1DRC-24-0004512',
  cust: { name: 'Leilani M. Kauhane', printed: 'LEILANI M. KAUHANE', street: '2355 Ala Wai Blvd, Apt 1207', city: 'Honolulu', st: 'HI', zip: '96815' },
  plaintiff: 'Kona Crest Financial, Inc.', firm: 'Kealoha Ng & Associates, LLLC', email: 'bng@kealohang.com',
  amount: 8214.33,
  distractors: ['district court limit $40,000', 'interest 10% stated separately', 'attorney fees 25% cap', 'attorney number', 'Kealoha Ng main phone and fax', 'court address'],
  body(d) {
    const c = d.cust;
    return `
<div style="font-size:9.5pt;line-height:1.3">${esc(d.firm.toUpperCase())}<br>Attorneys at Law, A Limited Liability Law Company<br><br>BRANDON K. NG &nbsp;&nbsp;&nbsp;&nbsp;10455<br>733 Nuuanu Row, Suite 2300<br>Honolulu, Hawaii 96813<br>Telephone: (808) 555-0166 · Facsimile: (808) 555-0167<br>E-mail: ${d.email}<br><br>Attorneys for Plaintiff<br>${esc(d.plaintiff.toUpperCase())}</div>
<div class="c b" style="margin-top:.2in;line-height:1.35;font-size:11pt">${courtLines(d.court).map(esc).join('<br>')}</div>
<table style="width:100%;margin-top:.15in;line-height:1.35"><tr>
<td style="width:3.4in;vertical-align:top">${esc(d.plaintiff.toUpperCase())}, a Hawaii corporation,<br><span style="padding-left:1.5in">Plaintiff,</span><br>vs.<br>${esc(c.printed)},<br><span style="padding-left:1.5in">Defendant.</span></td>
<td style="width:.25in;vertical-align:top">${parens(6)}</td>
<td style="vertical-align:top;padding-left:.1in">CIVIL NO. ${d.caseNo}<br>(Other Civil Action)<br><br>COMPLAINT; SUMMONS</td></tr></table>
<div class="c b" style="margin:.15in 0 .08in">COMPLAINT</div>
<p style="text-indent:.5in;text-align:justify">1. Defendant ${esc(c.name)} resides at ${esc(c.street)}, ${esc(c.city)}, Hawaii ${c.zip}, in the City and County of Honolulu, within the Honolulu Division of this Court.</p>
<p style="text-indent:.5in;text-align:justify">2. Defendant obtained a personal loan from Plaintiff and defaulted. The principal balance of ${usd(d.amount)} is due and owing, together with interest at the statutory rate of ten percent (10%) per annum and attorneys' fees not to exceed twenty-five percent (25%) of the judgment as provided in HRS § 607-14.</p>
<p style="text-indent:.5in;text-align:justify">3. The amount in controversy does not exceed $40,000.00, exclusive of interest and costs, and this Court has jurisdiction under HRS § 604-5.</p>
<p style="text-indent:.5in">WHEREFORE, Plaintiff prays for judgment against Defendant as stated above. &nbsp; DATED: Honolulu, Hawaii, October 14, 2024. &nbsp; ${sig('Brandon K. Ng', 14)}</p>
<div style="border:1.5px solid #000;padding:6px 10px;margin-top:.1in;font-size:9.2pt">
<div class="c b">SUMMONS</div>
<p style="margin:.3em 0;text-align:justify">STATE OF HAWAII — To the above-named Defendant: You are hereby summoned to appear before this Court at 1220 Keawe Court, Honolulu, Hawaii 96813, Courtroom 6D, on <b>December 2, 2024 at 8:30 a.m.</b>, to answer the above complaint. If you fail to appear, judgment by default will be taken against you for the relief demanded in the complaint.</p>
<p style="margin:.3em 0">This summons shall not be personally delivered between 10:00 p.m. and 6:00 a.m. on premises not open to the general public, unless a judge of the above-entitled court permits, in writing on this summons, personal delivery during those hours.</p>
<p style="margin:.3em 0">DATED: Honolulu, Hawaii, OCT 15 2024 &nbsp;&nbsp; ${sig('K. Nakasone', 12)} &nbsp; Clerk of the above-entitled Court</p></div>`;
  },
  margin: '0.55in 0.75in 0.5in 0.75in'
});

// ---------------------------------------------------------------- 25 WV Kanawha magistrate court civil complaint, typed fill-ins
docs.push({
  id: '25', state: 'WV', kind: 'magistrate court civil complaint and summons',
  layout: 'pre-printed magistrate form in narrow sans with typewriter fill-ins on ruled lines; statement of claim box; return of service at the foot with the address',
  font: 'Nimbus Sans Narrow', size: 10,
  court: ['IN THE MAGISTRATE COURT OF KANAWHA COUNTY, WEST VIRGINIA'],
  caseNo: '24-M20C-00317',
  cust: { name: 'Roxanne L. Shamblin', printed: 'ROXANNE L. SHAMBLIN', street: '5117 MacCorkle Ave SW', city: 'South Charleston', st: 'WV', zip: '25309' },
  plaintiff: 'Mountain Laurel Consumer Finance, Inc.', firm: 'Shumate & Bragg, PLLC', email: 'jbragg@shumatebragg.com',
  amount: 2633.71,
  distractors: ['filing fee $75.00 and service $25.00', 'interest $187.50 stated separately', 'total $2,921.21', 'magistrate court limit $10,000', 'WV Bar number', 'court address'],
  body(d) {
    const c = d.cust, T = s => `<span class="tw">${s}</span>`;
    const L = (l, v) => `<div class="ln"><span class="lbl">${l}</span> ${T(v)}</div>`;
    return `
<div class="c" style="line-height:1.3"><b style="font-size:11.5pt">${d.court[0]}</b><br><span class="sm">Kanawha County Magistrate Court · 2400 Kanawha Terrace Plaza, Charleston, WV 25301 · (304) 555-0112</span></div>
<table style="width:100%;margin-top:.12in"><tr><td style="font-size:15pt;font-weight:bold;letter-spacing:.05em">CIVIL COMPLAINT<br><span style="font-size:11pt">AND SUMMONS</span></td>
<td style="width:2.3in"><div style="border:1.5px solid #000;padding:3px 7px"><div class="lbl">CASE NUMBER</div>${T(d.caseNo)}</div></td></tr></table>
<div class="sec">PLAINTIFF</div>
${L('Name:', esc(d.plaintiff))}
${L('Address:', '900 Lee Street Plaza, Suite 300, Charleston, WV 25301')}
<div class="sec">DEFENDANT</div>
${L('Name:', esc(c.printed))}
${L('Address:', `${esc(c.street.toUpperCase())}, ${esc(c.city.toUpperCase())}, WV ${c.zip}`)}
<div class="sec">STATEMENT OF CLAIM</div>
<div class="box">${T(`DEFENDANT OWES PLAINTIFF ${usd(d.amount)} PRINCIPAL ON A CONSUMER INSTALLMENT LOAN (ACCT. 77-31820) PAST DUE SINCE FEBRUARY 2024, PLUS INTEREST OF $187.50 STATED SEPARATELY, FOR A TOTAL OF $2,921.21, PLUS COURT COSTS.`)}</div>
<table style="width:100%;margin-top:.06in"><tr>
<td style="width:50%">${L('Amount claimed:', usd(d.amount))}</td><td>${L('Costs:', 'FILING $75.00 / SERVICE $25.00')}</td></tr></table>
<div class="xs">Magistrate court jurisdiction in civil actions is limited to $10,000.00 (W. Va. Code § 50-2-1).</div>
<div class="sec">ATTORNEY FOR PLAINTIFF</div>
${L('Name / Bar No.:', 'JONATHAN E. BRAGG (WV BAR #13390)')}
${L('Firm / Address:', `${esc(d.firm.toUpperCase())}, 1450 QUARRIER ROW, SUITE 1200, CHARLESTON, WV 25301`)}
${L('Phone / E-mail:', `(304) 555-0179 &nbsp; ${d.email}`)}
<div class="sec">SUMMONS</div>
<div style="text-align:justify;margin-top:4px">To the above-named Defendant: You are hereby summoned and required to file an answer to this complaint with the Magistrate Court Clerk within twenty (20) days after service of this summons upon you. If you fail to do so, judgment by default may be entered against you for the relief demanded in the complaint. You may request a trial by jury by filing a written demand within twenty (20) days.</div>
<div style="margin-top:5px">Date issued: ${T('09/05/2024')} &nbsp;&nbsp; Magistrate Court Clerk: ${sig('P. Legg', 13)}</div>
<div class="box" style="margin-top:.1in"><b>RETURN OF SERVICE</b> — I served this summons and complaint on the defendant by &#9744; personal delivery &#9744; delivery to a family member over 16 at the defendant's dwelling, ${T(`${esc(c.street.toUpperCase())}, ${esc(c.city.toUpperCase())}`)}, on ________, 2024. &nbsp; Deputy Sheriff: ______________ &nbsp; Fee: $25.00</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>SCA-M601 Civil Complaint (Magistrate Court)</span><span>Plaintiff · Defendant · File</span></div>`;
  },
  css: `.tw{font-family:'Liberation Mono';font-size:10pt;color:#1f1f2e}.lbl{font-size:7.6pt;font-weight:bold;color:#222}
  .ln{border-bottom:1px solid #666;padding:3px 2px 1px}.sec{font-weight:bold;font-size:8pt;letter-spacing:.1em;margin-top:.1in;border-bottom:2px solid #000}
  .box{border:1px solid #444;padding:5px 8px;margin-top:4px}`
});

// ---------------------------------------------------------------- 26 ME law-firm letter announcing suit already filed
docs.push({
  id: '26', state: 'ME', kind: 'law-firm letter announcing a suit already filed', letter: true, lawsuit: true,
  layout: 'law-firm letter with centred letterhead and rule; "Re:" block naming the court and the docket number; hearing date; settlement offer and court costs as distractors',
  font: 'DejaVu Serif Condensed', size: 10,
  courtNameText: 'Maine District Court, Portland',
  caseNo: 'PORDC-SC-2024-00581',
  cust: { name: 'Nathaniel P. Gagnon', printed: 'Nathaniel P. Gagnon', street: '82 Pine St, Apt 3', city: 'Portland', st: 'ME', zip: '04102' },
  plaintiff: 'Casco Point Funding LLC', firm: 'Thibodeau & Crane, P.A.', email: 'ecrane@thibodeaucrane.com',
  amount: 4406.18,
  distractors: ['court filing fee $100.00 and service $40.00', 'settlement offer $3,100.00', 'original creditor Pemaquid Savings card', 'firm main phone/fax', 'Maine Bar number', 'our file number'],
  body(d) {
    const c = d.cust;
    return `
<div class="c" style="border-bottom:2px solid #333;padding-bottom:6px"><div style="font-size:18pt;letter-spacing:.12em">THIBODEAU &amp; CRANE</div><div class="sm" style="letter-spacing:.2em">A PROFESSIONAL ASSOCIATION · ATTORNEYS AT LAW</div>
<div class="sm" style="margin-top:3px">60 Back Cove Row, Suite 4 · Portland, Maine 04101 · Tel. (207) 555-0144 · Fax (207) 555-0145</div></div>
<div style="margin-top:.25in">October 28, 2024</div>
<div style="margin-top:.08in" class="sm">VIA FIRST-CLASS MAIL</div>
<div style="margin:.18in 0 .2in">${esc(c.printed)}<br>${esc(c.street)}<br>${esc(c.city)}, ME ${c.zip}</div>
<table style="margin-bottom:.15in"><tr><td style="vertical-align:top;padding-right:12px"><b>Re:</b></td><td><b>${esc(d.plaintiff)} v. ${esc(c.printed)}</b><br>Court: ${esc(d.courtNameText)}<br>Docket No.: ${d.caseNo}<br>Original creditor: Pemaquid Savings Visa, account ending 2043<br>Our File No.: TC-24-7718</td></tr></table>
<p>Dear Mr. Gagnon:</p>
<p style="text-align:justify">As you know, this office represents ${esc(d.plaintiff)}, the current owner of the account referenced above. Please be advised that our client has <b>filed a small claims action against you</b> in the ${esc(d.courtNameText)}, under the docket number shown above. A copy of the Statement of Claim and Notice of Hearing is enclosed. The hearing is scheduled for <b>December 10, 2024 at 8:30 a.m.</b> at the courthouse, 77 Fore River Court, Portland, Maine.</p>
<p style="text-align:justify">The balance now due on the account is <b>${usd(d.amount)}</b>. If judgment is entered, our client will also ask the Court to award its costs, including the filing fee of $100.00 and service costs of $40.00.</p>
<p style="text-align:justify">Our client is willing to resolve this matter without a hearing. If we receive <b>$3,100.00</b> in certified funds on or before November 22, 2024, our client will accept that amount in full satisfaction and will dismiss the action with prejudice. If you would like to discuss a payment plan, please call our office. You may also appear at the hearing and present any defense you may have.</p>
<p style="text-align:justify">Nothing in this letter changes the date by which you must respond to the Court or appear at the hearing.</p>
<p style="margin-top:.2in">Very truly yours,</p>
<p>${sig('Erin M. Crane', 18)}<br>Erin M. Crane, Esq. (Maine Bar No. 5821)<br>${esc(d.firm)}<br>${d.email}</p>
<p class="sm">Enclosure: Statement of Claim; Notice of Hearing<br>cc: ${esc(d.plaintiff)} (client)</p>
<p class="xs" style="margin-top:.15in;border-top:1px solid #777;padding-top:4px">This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose. Payments may also be made online at pay.thibodeaucrane.com or by e-mail inquiry to payments@thibodeaucrane.com.</p>`;
  }
});

// ---------------------------------------------------------------- 27 MO Greene petition on account with exhibit table
docs.push({
  id: '27', state: 'MO', kind: 'petition on account',
  layout: 'caption split by a solid vertical rule (no parentheses); numbered allegations plus an "Exhibit A" account summary table listing charge-off balance, post-charge-off interest and balance claimed; verification; typed in DejaVu Sans Mono',
  font: 'DejaVu Sans Mono', size: 9.3,
  court: ['IN THE CIRCUIT COURT OF GREENE COUNTY, MISSOURI', 'ASSOCIATE DIVISION'],
  caseNo: '2431-AC04862',
  cust: { name: 'Loretta J. Bagby', printed: 'LORETTA J. BAGBY', street: '2214 W Catalpa St', city: 'Springfield', st: 'MO', zip: '65807' },
  plaintiff: 'Sac River Receivables, LLC', firm: 'Pettibone & Lusk, P.C.', email: 'jlusk@pettibonelusk.com',
  amount: 1733.50,
  distractors: ['charge-off balance $1,958.50', 'payments since charge-off -$225.00', 'statutory interest claimed separately', 'Missouri Bar number', 'firm secondary e-mail', 'original creditor account number'],
  body(d) {
    const c = d.cust;
    return `
<div class="c b" style="line-height:1.4">${d.court[0]}<br>${d.court[1]}</div>
<table style="width:100%;margin-top:.2in;border-top:1px solid #000;border-bottom:1px solid #000"><tr>
<td style="width:58%;padding:.08in .1in .08in 0;border-right:2px solid #000;line-height:1.45">${esc(d.plaintiff.toUpperCase())},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${esc(c.printed)},<br>${esc(c.street.toUpperCase())}<br>${esc(c.city.toUpperCase())}, MO ${c.zip},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="padding-left:.2in;vertical-align:top;line-height:1.45"><br>Case No. ${d.caseNo}<br><br>Division 4<br><br>Orig. Acct. ...5190</td></tr></table>
<div class="c b" style="margin:.16in 0 .1in;font-size:11pt">PETITION ON ACCOUNT</div>
<p>COMES NOW Plaintiff, by counsel, and for its Petition on Account states:</p>
<p style="text-align:justify">1. Plaintiff is a Missouri limited liability company and the assignee of a revolving credit account originally issued to Defendant by Ozark Trail Bank.</p>
<p style="text-align:justify">2. Defendant resides in Greene County, Missouri, at the address stated in the caption, and venue is proper in this Court.</p>
<p style="text-align:justify">3. Defendant is indebted to Plaintiff on said account in the sum of ${usd(d.amount)}, after allowing all just credits and offsets, as shown on Exhibit A.</p>
<p style="text-align:justify">4. Plaintiff also claims statutory interest at 9% per annum under § 408.020 RSMo from the date of demand, which is not included in the sum above.</p>
<table class="ex" style="width:80%;margin:.1in auto">
<tr><th colspan="2">EXHIBIT A — ACCOUNT SUMMARY</th></tr>
<tr><td>Charge-off date</td><td class="r">11/30/2023</td></tr>
<tr><td>Charge-off balance</td><td class="r">$1,958.50</td></tr>
<tr><td>Payments/credits since charge-off</td><td class="r">-$225.00</td></tr>
<tr><td>Post-charge-off interest added</td><td class="r">$0.00</td></tr>
<tr><td><b>Balance claimed</b></td><td class="r"><b>${usd(d.amount)}</b></td></tr></table>
<p style="text-align:justify">WHEREFORE, Plaintiff prays for judgment against Defendant in the sum of ${usd(d.amount)}, statutory interest, and costs.</p>
<table style="width:100%;margin-top:.1in"><tr><td style="width:45%;vertical-align:top" class="sm">VERIFICATION: The undersigned custodian of records states under penalty of perjury that the above account is just and true.<br><br>${sig('Gail Renner', 13)}<br>Gail Renner, Custodian</td>
<td style="vertical-align:top;line-height:1.35">${esc(d.firm.toUpperCase())}<br>/s/ James Lusk<br>James Lusk, MO Bar #48830<br>2150 Battlefield Row, Ste 12<br>Springfield, MO 65804<br>(417) 555-0148<br>${d.email}<br><span class="xs">cc: records@pettibonelusk.com</span><br>ATTORNEYS FOR PLAINTIFF</td></tr></table>`;
  },
  css: `.ex th,.ex td{border:1px solid #000;padding:2px 6px}.ex th{background:#eee}`
});

// ---------------------------------------------------------------- 28 TN Knox civil warrant, goldenrod, inline underlined fill-ins
docs.push({
  id: '28', state: 'TN', kind: 'civil warrant',
  layout: 'goldenrod carbon copy; narrative warrant with typed fill-ins underlined inside the printed sentences (no boxes); officer\'s return with the consumer address at the foot',
  font: 'Liberation Serif', size: 10.8, paper: '#f3dc9a',
  court: ['IN THE GENERAL SESSIONS COURT FOR KNOX COUNTY, TENNESSEE', 'CIVIL DIVISION'],
  caseNo: 'GS-24-003817',
  cust: { name: 'Wendell R. Tipton', printed: 'WENDELL R. TIPTON', street: '4415 Tazewell Pike', city: 'Knoxville', st: 'TN', zip: '37918' },
  plaintiff: 'Smoky Ridge Auto Finance, LLC', firm: 'Rountree Blevins, PLLC', email: 'ablevins@rountreeblevins.com',
  amount: 3377.25,
  distractors: ['attorney fees $506.59', 'total $3,883.84', 'court costs deposit $183.50', 'GS limit $25,000', 'BPR number', 'firm fax', 'account number'],
  body(d) {
    const c = d.cust, F = s => `<span class="f">${s}</span>`;
    return `
<div style="display:flex;justify-content:space-between"><span class="xs">STATE OF TENNESSEE · KNOX COUNTY</span><span class="xs">GOLDENROD — DEFENDANT</span></div>
<div class="c b" style="font-size:12pt;line-height:1.35;margin-top:.08in">${d.court[0]}<br>${d.court[1]}</div>
<div class="c sm">Civil Sessions Annex, 1280 Summit Hill Commons, Knoxville, TN 37902 · (865) 555-0109</div>
<table style="width:100%;margin-top:.12in"><tr><td class="b" style="font-size:20pt;letter-spacing:.2em">CIVIL WARRANT</td><td class="r">No. ${F(d.caseNo)}</td></tr></table>
<p style="line-height:2">To any lawful officer to execute and return: Summon ${F(esc(c.printed))} of ${F(`${esc(c.street)}, ${esc(c.city)}, TN ${c.zip}`)} to appear before the General Sessions Court of Knox County, Tennessee, Civil Division, at ${F('9:00 a.m.')} on ${F('the 13th day of November, 2024')}, Courtroom ${F('3')}, to answer the complaint of ${F(esc(d.plaintiff))} of ${F('9420 Westland Row, Suite 140, Knoxville, TN 37923')} in a civil action for a debt due by ${F('retail installment contract, Acct. 0440-7719, deficiency after repossession of 2017 Ford Escape')} in the amount of ${F(usd(d.amount))} plus attorney's fees of ${F('$506.59')} (total ${F('$3,883.84')}), interest and the costs of this cause, under $25,000.</p>
<p style="line-height:1.8">Issued ${F('September 30, 2024')} &nbsp; ${sig('R. Cantrell', 13)} Deputy Clerk &nbsp; &nbsp; Costs deposited: ${F('$183.50')}</p>
<table style="width:100%;margin-top:.06in;line-height:1.5"><tr><td style="width:55%;vertical-align:top"><b>Attorney for Plaintiff:</b><br>Amanda K. Blevins (BPR #030455)<br>${esc(d.firm)}<br>612 Market Square Row, Suite 1500<br>Knoxville, TN 37929</td>
<td style="vertical-align:top"><br>Tel. (865) 555-0185<br>Fax (865) 555-0186<br>${d.email}</td></tr></table>
<div style="border:1px solid #6b5310;padding:5px 8px;margin-top:.12in;font-size:9pt">
<b>NOTICE:</b> If a judgment is entered against you in this action, you may be entitled to a $10,000 personal property exemption. To claim it, file a written list, under oath, of the items you wish to claim as exempt with the Clerk of this Court. <b>For ADA assistance, call (865) 555-0110.</b></div>
<div style="border-top:2px solid #6b5310;margin-top:.16in;padding-top:.06in">
<div class="c b">OFFICER'S RETURN</div>
<p style="line-height:1.9">I hereby certify and return that on ${F('&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;')}, 2024, I &#9744; served this warrant on the defendant personally &#9744; left a copy at the defendant's residence, ${F(`${esc(c.street)}, ${esc(c.city)}`)}, with a person of suitable age &#9744; failed to find the defendant. &nbsp; ______________________ Deputy Sheriff &nbsp; Fee $40.00</p></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>KGS-CIV-1 (Rev. 2021)</span><span>Warrant No. ${d.caseNo}</span></div>`;
  },
  css: `.f{font-family:'Liberation Mono';font-size:10pt;border-bottom:1px solid #222;padding:0 4px}`
});

// ---------------------------------------------------------------- 29 OK Cleveland small claims, parties table with co-defendant
docs.push({
  id: '29', state: 'OK', kind: 'small claims affidavit',
  layout: 'parties table (Name | Address | Role) with a co-defendant spouse in the second defendant row; affidavit text; order-to-appear box; court seal line',
  font: 'DejaVu Sans', size: 9.3,
  court: ['IN THE DISTRICT COURT IN AND FOR CLEVELAND COUNTY', 'STATE OF OKLAHOMA'],
  caseNo: 'SC-24-1406',
  cust: { name: 'Ashlyn N. Pham', printed: 'Ashlyn N. Pham', street: '1208 Rambling Oaks Dr', city: 'Norman', st: 'OK', zip: '73072' },
  plaintiff: 'Little River Installment Loans, Inc.', firm: 'Mayfield & Okonkwo, PLLC', email: 'mokonkwo@mayfieldokonkwo.com',
  amount: 2462.90,
  distractors: ['co-defendant Daniel T. Pham at the same address', 'court costs $88.00', 'small claims limit $10,000', 'OBA number', 'plaintiff Moore address', 'firm reception e-mail'],
  body(d) {
    const c = d.cust;
    return `
<div class="c b" style="font-size:11.5pt;line-height:1.35">${d.court[0]}<br>${d.court[1]}</div>
<div class="c sm">Small Claims Docket · Cleveland County Courthouse, 615 Lindsey Court Plaza, Norman, OK 73069</div>
<table style="width:100%;margin:.15in 0 .08in"><tr><td class="b" style="font-size:13pt">SMALL CLAIMS AFFIDAVIT</td><td class="r">Case No. <b style="font-size:11.5pt">${d.caseNo}</b></td></tr></table>
<table class="pt" style="width:100%">
<tr><th style="width:33%">Name</th><th>Address</th><th style="width:16%">Role</th></tr>
<tr><td>${esc(d.plaintiff)}</td><td>2200 S. I-35 Service Rd, Suite 8, Moore, OK 73160</td><td>Plaintiff</td></tr>
<tr><td><b>${esc(c.printed)}</b></td><td>${A1(c)}</td><td>Defendant</td></tr>
<tr><td>Daniel T. Pham</td><td>${A1(c)}</td><td>Defendant (co-signer)</td></tr>
</table>
<p style="margin-top:.12in;text-align:justify">The undersigned, being first duly sworn, states: that the Defendants are indebted to the Plaintiff in the sum of <b>${usd(d.amount)}</b> for the unpaid balance of a consumer installment loan (Note No. LR-30918) dated August 2, 2023, on which the last payment was made May 10, 2024; that the Plaintiff has demanded payment and the Defendants have refused to pay; that the claim does not exceed $10,000.00; and that the Plaintiff has not filed more than the allowed number of small claims in this county this year.</p>
<table style="width:100%;margin-top:.08in"><tr><td style="width:50%;vertical-align:top">${sig('Michael Okonkwo', 15)}<br>Michael Okonkwo, OBA #33519<br>${esc(d.firm)}<br>125 W. Gray Street Commons, Norman, OK 73069<br>(405) 555-0191 · ${d.email}<br><span class="xs">Reception: frontdesk@mayfieldokonkwo.com</span></td>
<td style="vertical-align:top">Subscribed and sworn to before me this 18th day of October, 2024.<br><br>__________________________<br>Notary Public / Deputy Court Clerk<br>My commission expires: 03/2027</td></tr></table>
<div style="border:2px solid #000;margin-top:.15in;padding:7px 10px">
<div class="c b" style="font-size:11pt">ORDER</div>
<p style="text-align:justify;margin:.3em 0">THE STATE OF OKLAHOMA, to the within-named Defendant(s): You are hereby directed to appear and answer the foregoing claim and to have with you all books, papers and witnesses needed by you to establish your defense to said claim. This matter will be heard in Room 205 of the Cleveland County Courthouse on <b>November 20, 2024 at 9:00 a.m.</b></p>
<p style="text-align:justify;margin:.3em 0">If you do not appear and defend, judgment may be given against you for the amount of the claim and court costs of $88.00. If your claim against the plaintiff arises from the same transaction, you may file a counterclaim at least 72 hours before the hearing.</p>
<p style="margin:.3em 0">Dated: 10/18/2024 &nbsp;&nbsp; Court Clerk: ${sig('J. Kirby', 12)} Deputy &nbsp;&nbsp; (SEAL)</p></div>
<div class="sm" style="margin-top:.12in"><b>Service:</b> &#9746; Certified mail, restricted delivery to each Defendant &#9744; Sheriff &#9744; Licensed process server</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>SC-1 (12 O.S. § 1753) Cleveland County</span><span>Page 1 of 1</span></div>`;
  },
  css: `.pt th,.pt td{border:1px solid #333;padding:4px 6px;text-align:left;vertical-align:top}.pt th{background:#ddd;font-size:7.4pt;text-transform:uppercase}`
});

// ---------------------------------------------------------------- 30 MN Dakota summons + complaint, e-filing stamp corner, barcode
docs.push({
  id: '30', state: 'MN', kind: 'summons and complaint',
  layout: 'Minnesota e-filing stamp block in the top-left corner with a barcode; stacked centred venue/court heading; case number on its own line; summons paragraphs then complaint paragraphs side by side in two columns',
  font: 'Nimbus Roman', size: 10,
  court: ['STATE OF MINNESOTA', 'DISTRICT COURT', 'COUNTY OF DAKOTA', 'FIRST JUDICIAL DISTRICT'],
  caseNo: '19HA-CV-24-2281',
  cust: { name: 'Gregory S. Lindahl', printed: 'Gregory S. Lindahl', street: '14620 Garrett Ave', city: 'Apple Valley', st: 'MN', zip: '55124' },
  plaintiff: 'Cannon River Card Services, LLC', firm: 'Rask Lindgren, PLLP', email: 'trask@rasklindgren.com',
  amount: 7780.14,
  distractors: ['e-filing stamp repeating the case number with a date/time', 'costs and disbursements $380.00', 'interest claimed separately', 'attorney license number', 'service@ e-mail', 'firm file number', 'Hastings courthouse address'],
  body(d) {
    const c = d.cust;
    return `
<div style="position:absolute;left:.35in;top:.3in;font-family:'Liberation Sans';font-size:7.4pt;line-height:1.25;color:#333;border:1px solid #999;padding:3px 6px">${d.caseNo}<br>Filed in District Court<br>State of Minnesota<br>11/4/2024 9:12 AM<br>${barcode(3022, 1.3, 0.18, { style: 'margin-top:2px' })}</div>
<div style="height:.78in"></div>
<table style="width:100%;font-weight:bold;font-size:10.5pt;line-height:1.35"><tr><td>${d.court[0]}</td><td class="r">${d.court[1]}</td></tr><tr><td>${d.court[2]}</td><td class="r">${d.court[3]}</td></tr></table>
<div class="r" style="font-size:9.5pt;margin-top:3px">Case Type: Consumer Credit Contract<br>Court File No. ${d.caseNo}</div>
<div style="margin:.1in 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:.06in 0;line-height:1.45">${esc(d.plaintiff)},<span style="padding-left:2in">Plaintiff,</span><br><span style="padding-left:1in">vs.</span><br>${esc(c.printed)},<span style="padding-left:2.7in">Defendant.</span></div>
<table style="width:100%"><tr>
<td class="col" style="border-right:1px solid #000">
<div class="c b" style="font-size:11pt;margin-bottom:4px">SUMMONS</div>
<p><b>THIS SUMMONS IS DIRECTED TO ${esc(c.printed.toUpperCase())}.</b></p>
<p><b>1. YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this Summons. Do not throw these papers away. They are official papers that affect your rights.</p>
<p><b>2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this Summons a written response called an Answer within 21 days of the date on which you received this Summons, at: ${esc(d.firm)}, 1650 Highway 100 Commons, Suite 310, Saint Louis Park, MN 55416.</p>
<p><b>3. YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE.</b> If you do not Answer within 21 days, the Court may decide against you and award the Plaintiff everything asked for in the Complaint.</p>
<p><b>4. LEGAL ASSISTANCE.</b> You may get legal help from a lawyer. The Court Administrator, Dakota County Judicial Center, 2900 Vermillion River Pkwy, Hastings, MN 55033, may have information about places where you can get legal assistance.</p>
<p><b>5. ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an ADR process under Rule 114.</p></td>
<td class="col">
<div class="c b" style="font-size:11pt;margin-bottom:4px">COMPLAINT</div>
<p>Plaintiff, for its Complaint against Defendant, states:</p>
<p>1. Plaintiff is a limited liability company doing business in Minnesota and the owner of the credit card account described below.</p>
<p>2. Defendant ${esc(c.name)} resides at ${esc(c.street)}, ${esc(c.city)}, Minnesota ${c.zip}, in Dakota County.</p>
<p>3. Defendant used the credit card account ending 4012 and failed to make the required payments. After all payments and credits, Defendant owes Plaintiff the principal balance of ${usd(d.amount)}.</p>
<p>4. Plaintiff is also entitled to pre-judgment interest under Minn. Stat. § 549.09 and its costs and disbursements, estimated at $380.00, which are not included above.</p>
<p>WHEREFORE, Plaintiff requests judgment against Defendant for the principal balance, interest, costs and disbursements.</p>
<p style="margin-top:.08in">Dated: October 22, 2024<br>${esc(d.firm.toUpperCase())}<br>By: ${sig('Theodore J. Rask', 14)}<br>Theodore J. Rask (#0401177)<br>(952) 555-0128 · ${d.email}<br><span class="xs">Service: service@rasklindgren.com · File RL-24-05530</span><br><i>Attorneys for Plaintiff</i></p></td></tr></table>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in">Minn. Gen. R. Prac. 4 — This communication is from a debt collector.</div>`;
  },
  css: `.col{width:50%;vertical-align:top;padding:0 .12in;text-align:justify;font-size:9.3pt}.col p{margin:0 0 .45em}`
});

module.exports = docs;
