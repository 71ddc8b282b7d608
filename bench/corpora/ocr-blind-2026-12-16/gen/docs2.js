'use strict';
const { esc, usd, money, barcode, stamp, sig, parens, courtLines } = require('./lib');
const A1 = c => `${esc(c.street)}, ${esc(c.city)}, ${c.st} ${c.zip}`;
const docs = [];

// ---------------------------------------------------------------- 08 MS Hinds justice court, whole page typewriter, yellow
docs.push({
  id: '08', state: 'MS', kind: 'summons with affidavit of open account',
  layout: 'whole page typed in a typewriter-style monospaced font on yellow paper; caption with "VS." and case number typed to the right; affidavit of account and constable\'s return below; rural-route address',
  font: 'Nimbus Mono PS', size: 10.5, paper: '#f7efb9',
  court: ['IN THE JUSTICE COURT OF HINDS COUNTY, MISSISSIPPI'],
  caseNo: 'J1-CV-2024-01187',
  cust: { name: 'Otis Lee Bankston', printed: 'OTIS LEE BANKSTON', street: 'RR 2 Box 118', city: 'Raymond', st: 'MS', zip: '39154' },
  plaintiff: 'Delta Magnolia Finance Co., Inc.', firm: 'Greer & Hamm, PLLC', email: null,
  amount: 1286.45,
  distractors: ['attorney fee one-third $428.82', 'court costs $75.00', 'total $1,790.27', 'justice court limit $3,500', 'firm P.O. box in Jackson 39225', 'MSB number', 'loan number', 'no e-mail printed (lawyer_email null)'],
  body(d) {
    const c = d.cust, U = s => s.toUpperCase();
    return `<div class="tw">
<div class="c b">${d.court[0]}</div>
<div class="c">3112 BAILEY CROSSING ROAD, JACKSON, MISSISSIPPI 39213 · (601) 555-0107</div>
<br>
<table style="width:100%"><tr><td style="width:62%;vertical-align:top">
${esc(U(d.plaintiff))}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF<br><br>VS.<br><br>${esc(c.printed)}<br>${esc(U(c.street))}<br>${esc(U(c.city))}, ${c.st} ${c.zip}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT</td>
<td style="vertical-align:top"><br><br>CIVIL ACTION NO.<br><b>${d.caseNo}</b><br><br>LOAN NO. 40-22871-6</td></tr></table>
<br>
<div class="c b u">S U M M O N S</div>
<br>
<div>THE STATE OF MISSISSIPPI</div>
<div>TO: ${esc(c.printed)}, ${esc(U(c.street))}, ${esc(U(c.city))}, MS ${c.zip}</div>
<br>
<div style="text-align:justify">YOU ARE HEREBY SUMMONED TO APPEAR BEFORE THE JUSTICE COURT JUDGE, POST ONE, AT THE HINDS COUNTY JUSTICE COURT, 3112 BAILEY CROSSING ROAD, JACKSON, MISSISSIPPI, ON THE 12TH DAY OF NOVEMBER, 2024, AT 9:00 O'CLOCK A.M., TO DEFEND THE SUIT OF THE PLAINTIFF FOR THE SUM OF ${usd(d.amount)}, TOGETHER WITH ATTORNEY'S FEES OF ONE-THIRD ($428.82) AND COURT COSTS OF $75.00, TOTAL $1,790.27. IF YOU FAIL TO APPEAR, JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU.</div>
<br>
<div>ISSUED THIS THE 9TH DAY OF OCTOBER, 2024.&nbsp;&nbsp;&nbsp;&nbsp;_______________________ CLERK</div>
<br>
<div class="c b u">AFFIDAVIT OF OPEN ACCOUNT</div>
<div style="text-align:justify">PERSONALLY CAME AND APPEARED BEFORE ME, THE UNDERSIGNED AUTHORITY, MARCIA T. FOLSE, COLLECTIONS MANAGER OF ${esc(U(d.plaintiff))}, WHO, BEING DULY SWORN, STATES THAT THE DEFENDANT IS JUSTLY INDEBTED TO THE PLAINTIFF ON OPEN ACCOUNT IN THE SUM OF ${usd(d.amount)}, THAT THE ACCOUNT IS TRUE AND CORRECT, AND THAT ALL JUST CREDITS HAVE BEEN ALLOWED. THIS COURT'S JURISDICTION IS LIMITED TO CLAIMS OF $3,500.00 OR LESS.</div>
<br>
<table style="width:100%"><tr><td style="width:50%;vertical-align:top">SWORN TO AND SUBSCRIBED<br>BEFORE ME, 10/08/2024<br>______________________<br>NOTARY PUBLIC</td>
<td style="vertical-align:top">PREPARED BY:<br>TYLER B. GREER (MSB #104331)<br>${esc(U(d.firm))}<br>POST OFFICE BOX 2271<br>JACKSON, MS 39225<br>TEL. (601) 555-0133</td></tr></table>
<br>
<div style="border-top:2px dashed #444;padding-top:6px" class="c b">CONSTABLE'S RETURN</div>
<div style="text-align:justify">I HAVE THIS DAY SERVED THE WITHIN SUMMONS ON ${esc(c.printed)} BY &#9744; PERSONAL DELIVERY &#9744; LEAVING A TRUE COPY AT HIS USUAL PLACE OF ABODE, ${esc(U(c.street))}, ${esc(U(c.city))}, MS, WITH A MEMBER OF HIS FAMILY ABOVE SIXTEEN YEARS OF AGE.</div>
<div>THIS ___ DAY OF ____________, 2024. &nbsp; ____________________ CONSTABLE, POST ONE &nbsp; FEE $______</div>
</div>`;
  },
  css: `.tw{font-family:'Nimbus Mono PS';font-size:10.5pt;line-height:1.22;color:#222}`
});

// ---------------------------------------------------------------- 09 IA Polk small claims, parties table, unrepresented
docs.push({
  id: '09', state: 'IA', kind: 'small claims original notice and petition',
  layout: 'e-filing header line across the top; parties in a table (Name | Address | Role); unrepresented business plaintiff signed by its office manager; unit written "#4B"',
  font: 'DejaVu Sans Condensed', size: 9.6,
  court: ['IN THE IOWA DISTRICT COURT FOR POLK COUNTY'],
  caseNo: 'SCSC712094',
  cust: { name: 'Priya N. Desai', printed: 'Priya N. Desai', street: '2815 Ingersoll Ave #4B', city: 'Des Moines', st: 'IA', zip: '50312' },
  plaintiff: 'Raccoon River Family Dentistry, P.C.', firm: null, email: null,
  amount: 842.00,
  distractors: ['plaintiff\'s billing e-mail (not an attorney)', 'filing fee $95.00', 'small claims limit $6,500', 'patient account number', 'e-filing header with a transaction id', 'plaintiff\'s West Des Moines address'],
  body(d) {
    const c = d.cust;
    return `
<div class="xs" style="display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:2px;margin-bottom:.16in;font-family:'Liberation Mono'"><span>E-FILED 2024 AUG 14 10:22 AM POLK - CLERK OF DISTRICT COURT</span><span>Trans. ID 0064-3318-2271</span></div>
<div class="c b" style="font-size:12pt">${d.court[0]}</div>
<div class="c sm">Small Claims · Polk County Courthouse Annex, 222 Fifth Court Ave, Des Moines, IA 50309</div>
<table style="width:100%;margin:.14in 0 .06in"><tr><td class="b" style="font-size:13pt">ORIGINAL NOTICE AND PETITION<br><span style="font-size:10pt">(Small Claims — Money Judgment)</span></td>
<td class="r" style="vertical-align:top"><div class="lbl">Small Claims No.</div><div style="font-size:13pt;font-weight:bold;border:1.5px solid #000;padding:2px 8px;display:inline-block">${d.caseNo}</div></td></tr></table>
<table class="pt" style="width:100%">
<tr><th style="width:34%">Name</th><th>Address</th><th style="width:14%">Role</th></tr>
<tr><td>${esc(d.plaintiff)}</td><td>1550 Valley West Row, Suite 110, West Des Moines, IA 50266<br><span class="sm">(515) 555-0188 · billing@raccoonriverdental.com</span></td><td>Plaintiff</td></tr>
<tr><td><b>${esc(c.printed)}</b></td><td>${A1(c)}</td><td>Defendant</td></tr>
</table>
<div class="b" style="margin:.14in 0 .04in;font-size:10.5pt">PETITION</div>
<p>1. Defendant owes Plaintiff <b>${usd(d.amount)}</b> for dental services provided to the Defendant between February 7 and April 18, 2024 (patient account no. 55-01934), which remains unpaid after statements were mailed on May 1, June 1 and July 1, 2024.</p>
<p>2. Plaintiff asks for judgment in that amount, plus court costs (filing fee $95.00) and interest as allowed by law. The claim is within the small claims limit of $6,500.</p>
<p>3. Plaintiff is not represented by an attorney. This petition is signed by the Plaintiff's authorized agent.</p>
<table style="width:100%;margin:.08in 0 .1in"><tr>
<td style="width:52%">${sig('Brenda K. Luthens', 15)}<br>Brenda K. Luthens, Office Manager, for Plaintiff<br><span class="sm">Date: August 13, 2024</span></td>
<td class="sm" style="vertical-align:top">Notices to Plaintiff will be sent to the address and e-mail shown above. Plaintiff is registered as a non-attorney filer (EDMS user 20417).</td></tr></table>
<div class="box">
<div class="b c" style="font-size:10.5pt;margin-bottom:4px">ORIGINAL NOTICE — TO THE DEFENDANT</div>
<p>You are notified that the Plaintiff has filed this petition in the office of the clerk of the Iowa District Court for Polk County asking for a judgment against you for the amount stated above plus costs. <b>You must appear and answer.</b> If you wish to defend, you must appear in person or by an attorney, or file an answer with the Clerk, on or before <b>9:00 a.m. on September 9, 2024</b> at the courthouse address shown above, or within 20 days after service, whichever is later.</p>
<p>If you do not appear or answer, judgment will be entered against you by default. If you need assistance to participate in court due to a disability, call the disability coordinator at (515) 555-0120 (Relay Iowa TTY (800) 555-0199).</p>
<p class="sm" style="margin:0">Clerk of Court, Polk County &nbsp; Date issued: 08/14/2024 &nbsp; Service by: &#9746; Certified mail, restricted delivery &#9744; Sheriff &#9744; Other</p>
</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>Iowa Court Rules Form 3.1 — Original Notice and Petition (Small Claims)</span><span>Page 1 of 1</span></div>`;
  },
  css: `.pt th,.pt td{border:1px solid #333;padding:4px 6px;text-align:left;vertical-align:top}.pt th{background:#e3e3e3;font-size:7.5pt;text-transform:uppercase;letter-spacing:.04em}
  .box{border:1.5px solid #000;padding:7px 10px}.lbl{font-size:7pt}`
});

// ---------------------------------------------------------------- 10 IN Pike Twp small claims notice of claim, barcode strip, PO box
docs.push({
  id: '10', state: 'IN', kind: 'notice of claim (small claims)',
  layout: 'docket barcode strip across the top with e-filing envelope number; boxed form; defendant with a street residence and a separate P.O. Box mailing address (different ZIP)',
  font: 'Liberation Sans', size: 9.8,
  court: ['MARION COUNTY SMALL CLAIMS COURT', 'PIKE TOWNSHIP DIVISION'],
  caseNo: '49K05-2405-SC-003318',
  cust: { name: 'Marcus D. Whitfield', printed: 'Marcus D. Whitfield', street: '5417 Lakeside Woods Dr', city: 'Indianapolis', st: 'IN', zip: '46278' },
  plaintiff: 'Keystone Ridge Funding, LLC', firm: 'Greenleaf Stroud & Petit, LLP', email: 'cpetit@gsp-law.com',
  amount: 2391.77,
  distractors: ['P.O. Box mailing address with ZIP 46268 beside the street address', 'court costs $97.00 and service fee $28.00', 'small claims limit $8,000', 'e-filing envelope number in the barcode strip', 'attorney number', 'firm file number', 'plaintiff\'s Ohio address'],
  body(d) {
    const c = d.cust;
    return `
<div style="position:absolute;left:.3in;right:.3in;top:.22in;height:.55in;background:#111;color:#fff;display:flex;align-items:center;justify-content:space-between;padding:0 .5in">
  <div style="background:#fff;padding:3px 6px">${barcode(4910, 2.6, 0.32)}</div>
  <div style="font-family:'Liberation Mono';font-size:8pt;text-align:right;line-height:1.3">ENVELOPE 31882047 · FILED 05/21/2024 11:03 AM<br>MARION CO. SMALL CLAIMS · PIKE TWP</div>
</div>
<div style="height:.3in"></div>
<table style="width:100%"><tr><td class="b" style="font-size:12pt;line-height:1.3">${d.court[0]}<br>${d.court[1]}</td>
<td class="r sm" style="vertical-align:top">4120 Guion Crossing Drive<br>Indianapolis, IN 46254<br>(317) 555-0111</td></tr></table>
<div class="c b" style="font-size:16pt;margin:.12in 0;letter-spacing:.1em">NOTICE OF CLAIM</div>
<table class="f" style="width:100%">
<tr><td style="width:50%"><span class="lbl">Cause Number</span><br><b style="font-size:11.5pt">${d.caseNo}</b></td><td><span class="lbl">Plaintiff's Attorney File No.</span><br>GSP-88314</td></tr>
<tr><td><span class="lbl">Plaintiff</span><br>${esc(d.plaintiff)}<br>2450 Euclid Commons, Suite 1300, Cleveland, OH 44114</td>
<td><span class="lbl">Defendant</span><br><b>${esc(c.printed)}</b><br>Residence: ${esc(c.street)}, ${esc(c.city)}, IN ${c.zip}<br>Mailing: P.O. Box 68415, Indianapolis, IN 46268</td></tr>
<tr><td><span class="lbl">Amount of claim (not including costs)</span><br><b style="font-size:11.5pt">${usd(d.amount)}</b></td>
<td><span class="lbl">Court costs / service</span><br>Filing $97.00 · Service fee $28.00</td></tr>
<tr><td colspan="2"><span class="lbl">Nature of claim</span><br>Unpaid balance of a consumer credit card account (account ending 3367) originally issued by Brightwater Bank, now owned by Plaintiff.</td></tr>
<tr><td colspan="2"><span class="lbl">Trial date and place</span><br><b>July 2, 2024, at 9:00 a.m.</b>, Pike Township Small Claims Court, 4120 Guion Crossing Drive, Indianapolis, Indiana</td></tr>
</table>
<div class="b" style="margin:.12in 0 .04in">TO THE DEFENDANT:</div>
<p>You have been sued by the Plaintiff named above. You must appear at the trial at the date, time and place shown above. If you do not appear, a default judgment may be entered against you for the amount of the claim plus court costs. If you intend to defend, you may bring witnesses, books, receipts and other evidence with you. This Court hears claims of $8,000 or less. You may contact the Plaintiff's attorney to discuss settlement before the trial date, but only the Court can continue or dismiss the case.</p>
<p>If you have a claim against the Plaintiff arising out of the same facts, you may file a counterclaim before the trial date.</p>
<table class="f" style="width:100%;margin-top:.08in">
<tr><td style="width:50%"><span class="lbl">Plaintiff's attorney (name, number, address)</span><br>Corinne A. Petit, Atty. No. 33871-49<br>${esc(d.firm)}<br>8900 Keystone Row, Suite 200, Indianapolis, IN 46240</td>
<td><span class="lbl">Attorney phone / e-mail</span><br>(317) 555-0193<br>${d.email}<br><span class="xs">Payments: pay.gsp-law.com · payments@gsp-law.com</span></td></tr>
</table>
<div style="margin-top:.14in;display:flex;justify-content:space-between;font-size:9pt"><span>Dated: May 21, 2024</span><span>${sig('M. Dunaway', 14)} &nbsp; Clerk, Marion County Small Claims Court</span></div>
<div style="border-top:1px solid #000;margin-top:.14in;padding-top:4px" class="sm"><b>CERTIFICATE OF MAILING / RETURN:</b> Notice mailed by certified mail to Defendant at the mailing address shown above on 05/22/2024; copy left at residence ${esc(c.street)} on ____/____/2024 by ____________, Constable, Pike Township.</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>SC-NOC (Rev. 1/2023) — Marion County Small Claims Courts</span><span>Defendant's copy</span></div>`;
  },
  css: `.f td{border:1px solid #444;padding:3px 6px;vertical-align:top}.lbl{font-size:7pt;text-transform:uppercase;color:#333;letter-spacing:.03em}`
});

// ---------------------------------------------------------------- 11 NH Manchester small claim, fax header
docs.push({
  id: '11', state: 'NH', kind: 'notice of small claim',
  layout: 'fax transmission header line at the very top with phone numbers and "P. 1/3"; circuit court heading; checkbox and labelled-line form',
  font: 'DejaVu Serif', size: 9.4,
  court: ['THE STATE OF NEW HAMPSHIRE', '9TH CIRCUIT COURT – DISTRICT DIVISION – MANCHESTER'],
  caseNo: '456-2024-SC-01182',
  cust: { name: 'Kevin M. Lachance', printed: 'Kevin M. Lachance', street: '237 Belmont St, Apt 3', city: 'Manchester', st: 'NH', zip: '03103' },
  plaintiff: 'Quarry Hill Federal Credit Union', firm: 'Ashworth & Dunleavy, P.C.', email: 'cdunleavy@ashworthdunleavy.com',
  amount: 3055.20,
  distractors: ['fax header phone numbers', 'filing fee $85.00, service $10.00', 'small claims limit $10,000', 'credit union member number', 'plaintiff\'s Bedford address', 'NH Bar ID'],
  body(d) {
    const c = d.cust;
    return `
<div style="position:absolute;top:.12in;left:.3in;right:.3in;font-family:'Liberation Mono';font-size:8.2pt;color:#333;display:flex;justify-content:space-between;border-bottom:1px dotted #777"><span>OCT-15-2024 14:22 FROM:ASHWORTH DUNLEAVY PC 603 555 0119</span><span>TO:16035550133</span><span>P. 1/3</span></div>
<div style="height:.15in"></div>
<div class="c" style="line-height:1.35"><b style="font-size:11.5pt">${d.court[0]}</b><br><span style="font-size:8pt">JUDICIAL BRANCH</span><br><b style="font-size:10.5pt">${d.court[1].replace(/–/g, '&ndash;')}</b><br><span class="sm">610 Elm Landing Road, Manchester, NH 03101 · Telephone (603) 555-0133 · TTY/TDD Relay (800) 555-0164</span></div>
<div class="c b" style="font-size:14pt;margin:.14in 0 .1in;letter-spacing:.06em">NOTICE OF SMALL CLAIM</div>
<table style="width:100%"><tr><td style="width:60%"><span class="lbl">Case Name:</span> <u>${esc(d.plaintiff)} v. ${esc(c.printed)}</u></td><td class="r"><span class="lbl">Case Number:</span> <b>${d.caseNo}</b></td></tr></table>
<div class="sec">PLAINTIFF</div>
<div class="line"><span class="lbl">Name:</span> ${esc(d.plaintiff)} &nbsp; <span class="lbl">Member/Loan No.:</span> 008812-L14</div>
<div class="line"><span class="lbl">Address:</span> 14 Kilton Row, Bedford, NH 03110</div>
<div class="sec">DEFENDANT</div>
<div class="line"><span class="lbl">Name:</span> <b>${esc(c.printed)}</b></div>
<div class="line"><span class="lbl">Residence address:</span> ${esc(c.street)}, ${esc(c.city)}, NH ${c.zip}</div>
<div class="line"><span class="lbl">Telephone:</span> (603) 555-0172 &nbsp; &#9744; Defendant is in the military &nbsp; &#9746; Defendant is not in the military</div>
<div class="sec">CLAIM</div>
<div class="line"><span class="lbl">Amount of claim (principal only):</span> <b>${usd(d.amount)}</b> &nbsp;&nbsp; <span class="lbl">Filing fee:</span> $85.00 &nbsp; <span class="lbl">Service (certified mail):</span> $10.00</div>
<div class="line" style="height:auto"><span class="lbl">Plaintiff states the claim as follows:</span> Defendant defaulted on a personal signature loan (Loan No. 008812-L14) made on March 3, 2022. After application of all payments and the sale of no collateral, the principal balance stated above remains due. Interest is not claimed in this action.</div>
<div class="sec">NOTICE TO DEFENDANT</div>
<p style="text-align:justify;margin-top:.05in">A small claim has been filed against you. You must file a <b>Defendant's Response</b> with this court within <b>30 days</b> of the date this notice was sent (October 17, 2024) stating whether you agree or disagree with the claim. If you do not respond, a default judgment may be entered against you for the full amount plus costs. The court hears small claims of $10,000 or less. If you file a response, you will receive a notice of hearing or mediation.</p>
<div class="sec">PLAINTIFF'S ATTORNEY</div>
<div class="line"><span class="lbl">Name / NH Bar ID:</span> Colleen F. Dunleavy, Esq., NH Bar #271908</div>
<div class="line"><span class="lbl">Firm / Address:</span> ${esc(d.firm)}, 1150 Canal Street Plaza, 14th Floor, Manchester, NH 03101</div>
<div class="line"><span class="lbl">Phone / E-mail:</span> (603) 555-0119 &nbsp; ${d.email}</div>
<div style="margin-top:.14in;display:flex;justify-content:space-between"><span>Date notice sent: October 17, 2024</span><span>${sig('J. Whitcher', 13)} &nbsp;Clerk of Court</span></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>NHJB-2037-DS (07/01/2023)</span><span>Page 1 of 2</span></div>`;
  },
  css: `.sec{background:#222;color:#fff;font-size:7.6pt;font-weight:bold;letter-spacing:.08em;padding:2px 6px;margin-top:.1in}
  .line{border-bottom:1px solid #888;padding:3px 2px 2px;min-height:18px}.lbl{font-size:7pt;color:#333}`
});

// ---------------------------------------------------------------- 12 ND law-firm demand letter, no suit
docs.push({
  id: '12', state: 'ND', kind: 'law-firm collection letter (no suit filed)', letter: true,
  layout: 'law-firm letterhead with a left sidebar listing the attorneys and admissions; balance "as of" an earlier date and a later amount now due; threat of suit without a case; firm office across the state line in Minnesota',
  font: 'P052', size: 10.3,
  court: null, caseNo: null,
  cust: { name: 'Brianna K. Solberg', printed: 'Brianna K. Solberg', street: '1517 9th Ave S', city: 'Fargo', st: 'ND', zip: '58103' },
  plaintiff: 'Red River Capital Holdings, LLC', firm: 'Engstrom & Vold, PLLC', email: 'kvold@engstromvold.com',
  amount: 6138.42,
  distractors: ['balance as of June 30, 2024 $6,014.90', 'original creditor Prairie Rose Bank', 'firm office in Moorhead, MN', 'payments@ e-mail', 'settlement figure $4,300.00', 'our file number', '"may consider filing a lawsuit" (no suit exists)'],
  body(d) {
    const c = d.cust;
    return `
<div style="position:absolute;left:.45in;top:.6in;bottom:.6in;width:1.55in;border-right:1px solid #7a6a4f;padding-right:.12in;font-size:7.4pt;line-height:1.35;color:#4a3f2c">
<div style="font-size:8pt;font-weight:bold;margin-bottom:6px">ATTORNEYS</div>
Kari L. Vold<sup>*†</sup><br>Martin O. Engstrom<sup>*</sup><br>Tessa R. Lunde<sup>†</sup><br>Jacob P. Hermes<br><br>
<sup>*</sup>Licensed in North Dakota<br><sup>†</sup>Licensed in Minnesota<br><br>
<div style="font-size:8pt;font-weight:bold;margin-bottom:4px">OFFICE</div>
415 Red River Row<br>Suite 310<br>Moorhead, MN 56560<br><br>Phone (218) 555-0146<br>Fax (218) 555-0147<br><br>
<div style="font-size:8pt;font-weight:bold;margin-bottom:4px">PAYMENTS</div>payments@engstromvold.com<br>Mon–Thu 8–5, Fri 8–noon
</div>
<div style="margin-left:1.45in">
<div style="font-size:20pt;letter-spacing:.05em;color:#3d3322">ENGSTROM &amp; VOLD</div>
<div style="font-size:8.5pt;letter-spacing:.25em;color:#7a6a4f;margin-bottom:.3in">ATTORNEYS AT LAW · PLLC</div>
<div class="r" style="margin-bottom:.25in">November 4, 2024</div>
<div style="margin-bottom:.25in">${esc(c.printed)}<br>${esc(c.street)}<br>${esc(c.city)}, ND ${c.zip}</div>
<table style="margin-bottom:.18in;font-size:9.6pt"><tr><td style="vertical-align:top;padding-right:10px"><b>Re:</b></td><td>Creditor: ${esc(d.plaintiff)}<br>Original creditor: Prairie Rose Bank<br>Account ending: 6604 &nbsp;·&nbsp; Our File No.: EV-24-01559<br>Amount now due: <b>${usd(d.amount)}</b></td></tr></table>
<p>Dear ${esc(c.printed)}:</p>
<p style="text-align:justify">This firm represents ${esc(d.plaintiff)}, the current owner of the account referenced above. Our records show that the balance of the account was $6,014.90 as of June 30, 2024. With interest that has accrued since that date at the contract rate, the amount now due is <b>${usd(d.amount)}</b>. Because interest continues to accrue, the amount due on the day you pay may be greater.</p>
<p style="text-align:justify">No lawsuit has been filed against you. At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. However, if this matter is not resolved, our client may consider further action, which could include filing a lawsuit in the appropriate North Dakota court.</p>
<p style="text-align:justify">Our client has authorized us to accept <b>$4,300.00</b> in full settlement if the payment is received in our office on or before December 6, 2024. You may also call us to discuss a payment arrangement.</p>
<p style="text-align:justify">Unless you notify this office within 30 days after receiving this letter that you dispute the validity of this debt or any portion of it, this office will assume this debt is valid. If you notify this office in writing within that period that you dispute the debt, we will obtain verification of the debt and mail you a copy.</p>
<p style="margin-top:.2in">Sincerely,</p>
<p>${sig('Kari L. Vold', 18)}<br>Kari L. Vold<br>${esc(d.firm)}<br>${d.email}</p>
<p class="sm" style="margin-top:.15in"><b>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</b></p>
</div>`;
  },
  margin: '0.6in 0.75in 0.5in 0.75in'
});

// ---------------------------------------------------------------- 13 OK Oklahoma County petition, attorney block in left margin, FILED stamp
docs.push({
  id: '13', state: 'OK', kind: 'petition',
  layout: 'attorney block printed in the left margin beside the caption (narrow column, small type); angled FILED IN DISTRICT COURT stamp over the caption\'s upper right; numbered paragraphs with the amount and the defendant\'s address inside sentences',
  font: 'Nimbus Roman', size: 11,
  court: ['IN THE DISTRICT COURT OF OKLAHOMA COUNTY', 'STATE OF OKLAHOMA'],
  caseNo: 'CS-2024-2875',
  cust: { name: 'Harold W. Tsosie', printed: 'HAROLD W. TSOSIE', street: '6113 NW 29th St', city: 'Oklahoma City', st: 'OK', zip: '73127' },
  plaintiff: 'Cimarron Portfolio Holdings, LLC', firm: 'Hartsell Ovando, PLLC', email: 'lovando@hartsellovando.com',
  amount: 9618.33,
  distractors: ['contract interest 24.99% stated separately', 'attorney fee', 'accrued interest $1,204.77', 'filings@ e-mail', 'OBA number', 'court clerk stamp text', 'plaintiff address in Texas'],
  body(d) {
    const c = d.cust;
    return `
<div style="position:absolute;left:.3in;top:1.55in;width:1.35in;font-size:7.4pt;line-height:1.3;border-right:1px solid #444;padding-right:6px">
<b>Attorney for Plaintiff:</b><br>Lucas M. Ovando<br>OBA #31176<br>${esc(d.firm.toUpperCase())}<br>4455 NW Grand Blvd Commons, Suite 1100<br>Oklahoma City, OK 73112<br>(405) 555-0124<br>Fax (405) 555-0125<br>${d.email}<br><br>Filings: filings@hartsellovando.com<br>Our file: HO-24-2019</div>
<div style="margin-left:1.05in">
<div class="c b" style="font-size:12pt;line-height:1.35">${d.court[0]}<br>${d.court[1]}</div>
<table style="width:100%;margin-top:.25in"><tr>
<td style="width:3.3in;vertical-align:top;line-height:1.6">${esc(d.plaintiff.toUpperCase())},<br><span style="padding-left:1.3in">Plaintiff,</span><br><br>v.<br><br>${esc(c.printed)},<br><span style="padding-left:1.3in">Defendant.</span></td>
<td style="width:.2in;vertical-align:top;line-height:1.6">${parens(7)}</td>
<td style="vertical-align:top;padding-left:.12in;line-height:1.6">Case No. ${d.caseNo}<br><span style="font-size:9pt">Judge: ______________</span></td></tr></table>
${stamp({ lines: ['FILED IN DISTRICT COURT', 'OKLAHOMA COUNTY', 'SEP 24 2024', 'COURT CLERK', '____ DEPUTY'], rot: 7, top: 2.05, left: 5.75, width: 1.75, color: '#1f3d8a', font: 'Liberation Sans', size: 8, border: 'solid 2px', first: 1.15 })}
<div class="c b" style="font-size:13pt;margin:.25in 0 .15in;letter-spacing:.12em">PETITION</div>
<p style="text-indent:.5in;text-align:justify">COMES NOW the Plaintiff, ${esc(d.plaintiff)}, by and through its attorney of record, and for its cause of action against the Defendant alleges and states as follows:</p>
<p style="text-indent:.5in;text-align:justify">1. Plaintiff is a limited liability company whose principal office is located at 6110 Lemmon Row, Dallas, Texas 75204, and which is the assignee and owner of the account sued upon.</p>
<p style="text-indent:.5in;text-align:justify">2. Defendant ${esc(c.name)} is an individual who resides at ${esc(c.street)}, ${esc(c.city)}, Oklahoma ${c.zip}, in Oklahoma County, and this Court has jurisdiction over the parties and the subject matter.</p>
<p style="text-indent:.5in;text-align:justify">3. Defendant entered into a consumer credit agreement and thereafter defaulted. There is now due and owing from Defendant to Plaintiff the principal sum of ${usd(d.amount)}, together with accrued interest of $1,204.77 through the date of filing and continuing interest at the contract rate of 24.99% per annum.</p>
<p style="text-indent:.5in;text-align:justify">4. This is an action on an account, and Plaintiff is entitled to a reasonable attorney fee pursuant to 12 O.S. § 936.</p>
<p style="text-indent:.5in;text-align:justify">WHEREFORE, Plaintiff prays for judgment against Defendant for the principal sum set out in paragraph 3, accrued and continuing interest, a reasonable attorney fee, the costs of this action, and such other relief as the Court deems proper.</p>
<div style="margin:.25in 0 0 3in;line-height:1.4">Respectfully submitted,<br><br>${sig('Lucas M. Ovando')}<br>Lucas M. Ovando, OBA #31176<br>${esc(d.firm.toUpperCase())}<br><i>Attorney for Plaintiff</i></div>
<div class="sm" style="margin-top:.2in;border-top:1px solid #000;padding-top:3px">ATTORNEY LIEN CLAIMED. &nbsp; This is an attempt to collect a debt; any information obtained will be used for that purpose.</div>
</div>`;
  }
});

// ---------------------------------------------------------------- 14 TN Shelby civil warrant, English | Spanish
docs.push({
  id: '14', state: 'TN', kind: 'civil warrant (bilingual)',
  layout: 'parties box across the top, then the summons in English and Spanish side by side in two columns; defendant "Jr."; officer\'s return strip at the foot',
  font: 'Nimbus Sans Narrow', size: 10,
  court: ['IN THE GENERAL SESSIONS COURT OF SHELBY COUNTY, TENNESSEE'],
  caseNo: '24 GS 118734',
  cust: { name: 'Curtis L. Mabry Jr.', printed: 'CURTIS L. MABRY JR.', street: '4185 Hickory Hill Rd, Apt 7', city: 'Memphis', st: 'TN', zip: '38115' },
  plaintiff: 'Bluff City Consumer Finance, LLC', firm: 'Brannon & Tate, P.C.', email: 'rtate@brannontate.com',
  amount: 1674.30,
  distractors: ['attorney fees $251.15', 'total $1,925.45 plus costs', 'GS limit $25,000', 'clerk e-filing e-mail', 'BPR number', 'plaintiff\'s Germantown address', 'docket / receipt number'],
  body(d) {
    const c = d.cust;
    const en = `<div class="h">CIVIL WARRANT</div>
<p><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> Summon the Defendant named above to appear before the General Sessions Court of Shelby County, Tennessee, Civil Division, Room 115, 455 Riverside Crossing, Memphis, on <b>October 30, 2024 at 9:00 a.m.</b>, to answer the Plaintiff in a civil action.</p>
<p>The Plaintiff claims <b>${usd(d.amount)}</b>, the balance due on a consumer installment loan, plus attorney's fees of $251.15 (15%), for a total of $1,925.45, and the costs of this cause.</p>
<p><b>NOTICE:</b> If you do not appear, judgment by default may be entered against you. Tennessee law provides a $10,000 personal property exemption from execution. To claim it you must file a written list, under oath, with the Clerk.</p>`;
    const es = `<div class="h">ORDEN DE COMPARECENCIA CIVIL</div>
<p><b>A CUALQUIER OFICIAL AUTORIZADO PARA EJECUTAR Y DEVOLVER:</b> Cite al Demandado nombrado arriba a comparecer ante el Tribunal de Sesiones Generales del Condado de Shelby, Tennessee, División Civil, Sala 115, 455 Riverside Crossing, Memphis, el <b>30 de octubre de 2024 a las 9:00 a.m.</b>, para responder al Demandante en una acción civil.</p>
<p>El Demandante reclama <b>${usd(d.amount)}</b>, el saldo adeudado de un préstamo de consumo a plazos, más honorarios de abogado de $251.15 (15%), por un total de $1,925.45, y las costas de esta causa.</p>
<p><b>AVISO:</b> Si usted no comparece, se puede dictar un fallo en rebeldía en su contra. La ley de Tennessee provee una exención de $10,000 de bienes personales. Para reclamarla debe presentar una lista escrita, bajo juramento, al Secretario.</p>`;
    return `
<div class="c b" style="font-size:12.5pt">${d.court[0]}</div>
<div class="c sm">Tribunal de Sesiones Generales del Condado de Shelby · 455 Riverside Crossing, Memphis, TN 38103 · (901) 555-0140</div>
<table class="bx" style="width:100%;margin-top:.14in">
<tr><td style="width:60%"><div class="lbl">PLAINTIFF / DEMANDANTE</div><b>${esc(d.plaintiff)}</b><br>9100 Forest Hill Row, Suite 310, Germantown, TN 38138</td>
<td><div class="lbl">DOCKET NO. / NÚM. DE EXPEDIENTE</div><b style="font-size:13pt">${d.caseNo}</b><div class="lbl" style="margin-top:4px">RECEIPT NO.</div>R-2024-0913377</td></tr>
<tr><td><div class="lbl">DEFENDANT / DEMANDADO</div><b>${esc(c.printed)}</b><br>${esc(c.street)}<br>${esc(c.city)}, TN ${c.zip}</td>
<td><div class="lbl">ATTORNEY FOR PLAINTIFF / ABOGADO DEL DEMANDANTE</div>Rochelle D. Tate (BPR 031277)<br>${esc(d.firm)}<br>6230 Poplar Glen Row, Suite 215, Memphis, TN 38117<br>(901) 555-0177 · ${d.email}</td></tr>
</table>
<table style="width:100%;margin-top:.12in"><tr>
<td class="col" style="border-right:1px solid #444">${en}</td><td class="col">${es}</td></tr></table>
<div style="display:flex;justify-content:space-between;margin-top:.1in"><span>Issued / Expedido: 09/20/2024</span><span>${sig('T. Gooch', 13)} Deputy Clerk / Secretario Adjunto</span></div>
<div class="sm" style="margin-top:3px">E-filing questions: gscivil-efile@shelbygsclerk.org · Interpreter/Intérprete: (901) 555-0145</div>
<div class="bx2">
<div class="b c">OFFICER'S RETURN / DEVOLUCIÓN DEL OFICIAL</div>
<div>I certify that I served this warrant on the defendant on ____/____/2024 by: &#9744; delivering a copy personally &#9744; leaving a copy at the residence, ${esc(c.street)}, ${esc(c.city)}, TN, with ___________________ &#9744; not found.</div>
<div style="margin-top:4px">Deputy Sheriff ______________________ &nbsp; Badge No. _______ &nbsp; Fee $40.00</div>
</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>SCGS-CW-2 (bilingual) Rev. 2022</span><span>Original — Court · Copy — Defendant</span></div>`;
  },
  css: `.bx td{border:1.2px solid #222;padding:4px 7px;vertical-align:top}.lbl{font-size:6.8pt;letter-spacing:.04em;color:#333}
  .col{width:50%;vertical-align:top;padding:0 .13in;text-align:justify}.col p{margin:0 0 .5em}
  .h{font-weight:bold;font-size:12pt;text-align:center;margin-bottom:.08in;letter-spacing:.06em}
  .bx2{border:1.5px solid #222;margin-top:.14in;padding:5px 8px;font-size:8.8pt}`
});

// ---------------------------------------------------------------- 15 MN Ramsey conciliation, blue carbon form
docs.push({
  id: '15', state: 'MN', kind: 'conciliation court statement of claim and summons',
  layout: 'blue carbon-copy form with lettered sections (A–E) in shaded bars; plaintiff represented by a law office with no e-mail printed; plaintiff\'s own e-mail as distractor',
  font: 'Nimbus Sans', size: 9.5, paper: '#dce8f5',
  court: ['STATE OF MINNESOTA', 'RAMSEY COUNTY DISTRICT COURT', 'CONCILIATION COURT'],
  caseNo: '62-CO-24-1142',
  cust: { name: 'Abdi H. Warsame', printed: 'Abdi H. Warsame', street: '1021 Maryland Ave E', city: 'Saint Paul', st: 'MN', zip: '55106' },
  plaintiff: 'Twin Rivers Auto Lending, Inc.', firm: 'Kessler Ahn Law Office, Ltd.', email: null,
  amount: 3290.00,
  distractors: ['plaintiff\'s e-mail (no attorney e-mail printed → null)', 'filing fee $80.00', 'conciliation limit $15,000', 'total with fee $3,370.00', 'attorney license number', 'vehicle/contract numbers'],
  body(d) {
    const c = d.cust;
    const S = (l, t) => `<div class="sb"><span class="sl">${l}</span> ${t}</div>`;
    return `
<table style="width:100%"><tr><td style="vertical-align:top;line-height:1.35"><b style="font-size:10.5pt">${d.court[0]}</b><br><b style="font-size:11.5pt">${d.court[1]}</b><br><b style="font-size:10.5pt">${d.court[2]}</b><br><span class="sm">340 Wabasha Landing, Saint Paul, MN 55102 · (651) 555-0150</span></td>
<td style="width:2.3in;vertical-align:top"><table class="g" style="width:100%"><tr><td><span class="lbl">Court File Number</span><br><b style="font-size:11.5pt">${d.caseNo}</b></td></tr><tr><td><span class="lbl">Case Type</span><br>Conciliation — Contract</td></tr></table></td></tr></table>
<div class="c b" style="font-size:13.5pt;margin:.1in 0">STATEMENT OF CLAIM AND SUMMONS</div>
${S('A', 'PLAINTIFF')}
<table class="g" style="width:100%"><tr><td style="width:50%"><span class="lbl">Name</span><br>${esc(d.plaintiff)}</td><td><span class="lbl">Address</span><br>1730 County Road C Row, Roseville, MN 55113</td></tr>
<tr><td><span class="lbl">Phone</span><br>(651) 555-0159</td><td><span class="lbl">E-mail (plaintiff)</span><br>recovery@twinriversauto.com</td></tr></table>
${S('B', 'DEFENDANT')}
<table class="g" style="width:100%"><tr><td style="width:50%"><span class="lbl">Name</span><br><b>${esc(c.printed)}</b></td><td><span class="lbl">Address where defendant lives</span><br>${esc(c.street)}<br>${esc(c.city)}, MN ${c.zip}</td></tr></table>
${S('C', 'CLAIM')}
<table class="g" style="width:100%"><tr><td style="width:50%"><span class="lbl">Amount claimed</span><br><b style="font-size:11pt">${usd(d.amount)}</b></td><td><span class="lbl">Filing fee (paid) / total with fee</span><br>$80.00 / $3,370.00</td></tr>
<tr><td colspan="2"><span class="lbl">Reason for claim</span><br>Deficiency balance on retail installment contract no. TR-440812 after the repossession and sale of a 2015 Chevrolet Malibu. Defendant has not paid the deficiency despite written demand dated June 3, 2024.</td></tr></table>
<div class="xs" style="margin-top:2px">Conciliation Court may hear claims up to $15,000 (Minn. Stat. § 491A.01).</div>
${S('D', 'HEARING')}
<div style="padding:5px 2px"><b>TO THE DEFENDANT:</b> You are summoned to appear for a hearing on <b>November 19, 2024 at 1:30 p.m.</b>, Courtroom 130, Ramsey County Courthouse, 340 Wabasha Landing, Saint Paul. If you do not appear, judgment may be entered against you. If you have a claim against the plaintiff, you may file a counterclaim at least 5 days before the hearing.</div>
${S('E', 'ATTORNEY OR AGENT FOR PLAINTIFF')}
<table class="g" style="width:100%"><tr><td style="width:50%"><span class="lbl">Name / License No.</span><br>Yuna S. Ahn (#0392214)<br>${esc(d.firm)}</td><td><span class="lbl">Address / Phone</span><br>2088 Energy Park Row, Suite 402, Saint Paul, MN 55104<br>(651) 555-0168</td></tr></table>
<div style="display:flex;justify-content:space-between;margin-top:.12in"><span>Date filed: 09/27/2024</span><span>${sig('Yuna S. Ahn', 14)} &nbsp;Signature of plaintiff/attorney</span></div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>CON101 · State of Minnesota Conciliation Court</span><span>BLUE — DEFENDANT COPY</span></div>`;
  },
  css: `.g td{border:1px solid #35547a;padding:3px 6px;vertical-align:top}.lbl{font-size:6.9pt;color:#24405f}
  .sb{background:#35547a;color:#fff;font-weight:bold;font-size:8pt;letter-spacing:.08em;padding:2px 6px;margin-top:.1in}
  .sl{display:inline-block;background:#fff;color:#35547a;width:14px;text-align:center;margin-right:4px;border-radius:2px}`
});

// ---------------------------------------------------------------- 16 MO St Louis County summons, vertical e-file strip, return with other place served
docs.push({
  id: '16', state: 'MO', kind: 'summons (associate division)',
  layout: 'vertical "Electronically Filed" strip along the left edge; Missouri-style boxed grid caption (judge/case no./parties/attorney/court address/nature of suit); sheriff\'s return naming a different place served (workplace)',
  font: 'URW Bookman', size: 9.4,
  court: ['IN THE CIRCUIT COURT OF ST. LOUIS COUNTY, MISSOURI', 'TWENTY-FIRST JUDICIAL CIRCUIT', 'ASSOCIATE DIVISION'],
  caseNo: '24SL-AC11907',
  cust: { name: 'Janelle M Crockett', printed: 'JANELLE M CROCKETT', street: '1745 Saint Catherine St', city: 'Florissant', st: 'MO', zip: '63031' },
  plaintiff: 'Riverbend Capital Acquisitions, LLC', firm: 'Dorsey & Kwan, LLC', email: 'skwan@dorseykwan.com',
  amount: 2087.64,
  distractors: ['place served: 11100 New Halls Ferry Rd (work), 63033', 'e-filing strip date/time', 'cost deposit $86.00', 'sheriff fee', 'Missouri Bar number', 'secondary e-mail', 'court address'],
  body(d) {
    const c = d.cust;
    const cell = (l, v, st = '') => `<td style="${st}"><div class="lbl">${l}</div><div>${v}</div></td>`;
    return `
<div style="position:absolute;left:.22in;top:5.2in;transform-origin:left top;transform:rotate(-90deg);font-family:'Liberation Sans';font-size:8pt;color:#555;white-space:nowrap;letter-spacing:.04em">Electronically Filed - St Louis County - July 15, 2024 - 03:47 PM</div>
<div class="c b" style="font-size:11pt;line-height:1.35">${courtLines(d.court).map(esc).join('<br>')}</div>
<table class="g" style="width:100%;margin-top:.12in">
<tr>${cell('Judge or Division:', 'Division 41A — Associate Circuit Judge', 'width:55%')}${cell('Case Number:', `<b style="font-size:11pt">${d.caseNo}</b>`)}</tr>
<tr>${cell('Plaintiff/Petitioner:', esc(d.plaintiff.toUpperCase()))}${cell('Plaintiff\'s/Petitioner\'s Attorney/Address:', `Stephen Kwan, #57720<br>${esc(d.firm)}<br>7725 Forsyth Row, Suite 640, Clayton, MO 63105<br>(314) 555-0138 · ${d.email}<br><span class="xs">e-notices: docket@dorseykwan.com</span>`)}</tr>
<tr><td colspan="2" class="c" style="font-size:10pt">vs.</td></tr>
<tr>${cell('Defendant/Respondent:', `<b>${esc(c.printed)}</b>`)}${cell('Court Address:', 'St. Louis County Courts Building<br>105 Meramec Court Plaza<br>Clayton, MO 63105')}</tr>
<tr>${cell('Nature of Suit:', 'AC Breach of Contract (Account)')}${cell('Date, Time, Courtroom:', 'August 27, 2024 · 9:00 AM · Courtroom 41A')}</tr>
</table>
<div class="c b" style="font-size:12pt;margin:.12in 0 .06in;letter-spacing:.05em">SUMMONS FOR PERSONAL SERVICE OUTSIDE OF ASSOCIATE<br>CIRCUIT CIVIL CASE (ACCOUNT)</div>
<p><b>The State of Missouri to: ${esc(c.printed)}</b><br>Alias: ____________<br>${esc(c.street.toUpperCase())}<br>${esc(c.city.toUpperCase())}, MO ${c.zip}</p>
<p style="text-align:justify">You are summoned to appear before this court on the date and at the time and place stated above to answer the petition, a copy of which is attached, in which the Plaintiff seeks judgment for <b>${usd(d.amount)}</b> on an account, plus statutory interest, and costs (cost deposit $86.00). If you fail to appear, judgment by default will be taken against you for the relief demanded in the petition. <b>Special Needs:</b> if you have special needs addressed by the Americans With Disabilities Act, please notify the circuit clerk at (314) 555-0104 as soon as possible.</p>
<p>July 16, 2024 &nbsp;&nbsp; ${sig('D. Haskins', 13)} &nbsp; Clerk &nbsp;&nbsp;&nbsp; Further Information: ______</p>
<div class="box">
<div class="b c" style="font-size:10pt">SHERIFF'S OR SERVER'S RETURN</div>
<p style="margin:.3em 0">Note to serving officer: Summons should be returned to the court within 30 days after the date of issue.</p>
<p style="margin:.3em 0">I certify that I have served the above summons by: (check one) &#9744; delivering a copy of the summons and a copy of the petition to the Defendant/Respondent. &#9746; leaving a copy of the summons and a copy of the petition at the dwelling place or usual abode of the Defendant/Respondent with ______ a person of the Defendant's/Respondent's family over the age of 15 years. &#9744; other:</p>
<p style="margin:.3em 0">Served at <u>11100 New Halls Ferry Rd (employer), Florissant, MO 63033</u> in St. Louis County, Missouri, on 07/24/2024 at 10:20 a.m.</p>
<p style="margin:.3em 0">Printed Name of Sheriff or Server: <u>Deputy A. Brandt, #1190</u> &nbsp; Sheriff's Fees: Summons $10.00 · Mileage $9.80 · Total $19.80</p>
</div>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>OSCA (02-24) CV140 For Court Use Only: Document Id # 24-AC-SMCC-8832</span><span>1 of 1 (24SL-AC11907) Rules 54.01–54.05, 54.13, and 54.20; 506.500, 506.510 RSMo</span></div>`;
  },
  css: `.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}.lbl{font-size:7pt;font-weight:bold}
  .box{border:1.5px solid #000;padding:5px 9px;font-size:8.4pt;margin-top:.08in}`
});

// ---------------------------------------------------------------- 17 NV Reno justice court summons, seal + banner
docs.push({
  id: '17', state: 'NV', kind: 'summons — civil',
  layout: 'drawn court seal at top left beside the title; "NOTICE! YOU HAVE BEEN SUED" banner; caption inside a double-ruled box with case number in a separate box; interest stated separately',
  font: 'URW Gothic', size: 9.5,
  court: ['IN THE JUSTICE COURT OF RENO TOWNSHIP', 'COUNTY OF WASHOE, STATE OF NEVADA'],
  caseNo: 'RJC24CV01933',
  cust: { name: 'Samuel R. Ocampo', printed: 'SAMUEL R. OCAMPO', street: '2960 Oddie Blvd, Apt 12', city: 'Sparks', st: 'NV', zip: '89431' },
  plaintiff: 'Sierra Meadow Funding Corp.', firm: 'Castellano Hughes, Ltd.', email: 'mcastellano@castellanohughes.com',
  amount: 4925.00,
  distractors: ['accrued interest $612.44 stated separately', 'total $5,537.44', 'filing fee $71.00', 'Nevada Bar No.', 'court address', 'paralegal e-mail'],
  body(d) {
    const c = d.cust;
    return `
<div style="display:flex;align-items:center;gap:.2in">
<svg width="1.05in" height="1.05in" viewBox="0 0 100 100"><circle cx="50" cy="50" r="47" fill="none" stroke="#222" stroke-width="2.2"/><circle cx="50" cy="50" r="36" fill="none" stroke="#222" stroke-width="1"/>
<path id="arc" d="M 14 50 A 36 36 0 0 1 86 50" fill="none"/><text font-size="8" font-family="Liberation Serif" letter-spacing="1"><textPath href="#arc" startOffset="4">RENO JUSTICE COURT</textPath></text>
<text x="50" y="56" text-anchor="middle" font-size="11" font-family="Liberation Serif" font-weight="bold">NV</text><text x="50" y="72" text-anchor="middle" font-size="6" font-family="Liberation Serif">WASHOE</text></svg>
<div class="c" style="flex:1"><div class="b" style="font-size:12pt;line-height:1.35">${d.court[0]}<br>${d.court[1]}</div><div class="sm">270 Truckee Bend Way, Reno, NV 89501 · Civil (775) 555-0126</div></div>
<div style="width:1.05in"></div></div>
<div style="border:4px double #000;margin-top:.14in;padding:.08in .12in;display:flex">
<div style="flex:1;line-height:1.45">${esc(d.plaintiff)},<br><span style="padding-left:1.2in">Plaintiff,</span><br>v.<br><b>${esc(c.printed)}</b>,<br><span style="padding-left:1.2in">Defendant.</span></div>
<div style="width:2.2in;border-left:1px solid #000;padding-left:.14in"><div class="lbl">CASE NO.</div><div style="border:1.5px solid #000;padding:3px 6px;font-size:12pt;font-weight:bold;margin-bottom:6px">${d.caseNo}</div><div class="lbl">DEPT. NO.</div><div>2</div></div>
</div>
<div style="background:#000;color:#fff;text-align:center;font-weight:bold;font-size:12.5pt;letter-spacing:.06em;padding:4px;margin-top:.14in">NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU<br>WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS.</div>
<div class="c b" style="font-size:13pt;margin:.1in 0 .06in">SUMMONS — CIVIL</div>
<p><b>TO THE DEFENDANT: ${esc(c.printed)}, ${esc(c.street.toUpperCase())}, ${esc(c.city.toUpperCase())}, NV ${c.zip}</b></p>
<p style="text-align:justify">A civil complaint has been filed by the Plaintiff against you for the relief set forth in the complaint: the principal sum of <b>${usd(d.amount)}</b> due on a consumer loan, accrued interest of $612.44 (stated separately), for a total of $5,537.44, plus costs of suit including the filing fee of $71.00.</p>
<ol style="margin:0 0 .5em;padding-left:18px;text-align:justify">
<li>If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must file with this Court a formal written answer to the complaint, along with the appropriate filing fee.</li>
<li>Serve a copy of your answer upon the attorney whose name and address is shown below.</li>
<li>Unless you respond, your default will be entered upon application of the Plaintiff, and this Court may enter a judgment against you for the relief demanded in the complaint, which could result in the taking of money or property.</li>
<li>If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time. <i>Aviso: Si desea una copia en español, pida una en la oficina del secretario.</i></li></ol>
<table style="width:100%;margin-top:.08in"><tr>
<td style="width:52%;vertical-align:top"><div class="lbl">ISSUED AT THE DIRECTION OF:</div>Mariah Castellano, Esq. (NV Bar 15022)<br>${esc(d.firm)}<br>415 Riverside Court, Suite 880, Reno, NV 89501<br>(775) 555-0161 · ${d.email}<br><span class="xs">Paralegal: docs@castellanohughes.com</span></td>
<td style="vertical-align:top"><div class="lbl">CLERK OF THE COURT</div>By: ${sig('A. Lekumberry', 13)} Deputy Clerk<br>Date: 10/01/2024<br><br><div class="lbl">RETURN OF SERVICE ON REVERSE</div></td></tr></table>
<div class="xs" style="position:absolute;bottom:.3in;left:.75in;right:.75in;display:flex;justify-content:space-between"><span>RJC Civil Form 2 — Summons (Rev. 03/2023)</span><span>Page 1 of 2</span></div>`;
  },
  css: `.lbl{font-size:7pt;letter-spacing:.05em;font-weight:bold}`
});
module.exports = docs;
