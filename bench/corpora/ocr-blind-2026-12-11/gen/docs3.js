'use strict';
const { esc, money } = require('./lib');

module.exports = [

// ---------------------------------------------------------------- 21 NM
{
  id: '21', state: 'NM', kind: 'summons (bilingual English/Spanish)',
  layout: 'three stacked heading lines at top left with the case number in a box at top right, a two-column English | Spanish field table (court address, phone, defendant name and address), bilingual instructions in numbered parallel rows, a shaded demand box, attorney signature block at the bottom right',
  font: "'DejaVu Serif', serif", size: '9pt',
  d: {
    name: 'Rosalinda P. Chávez', plaintiff: 'Sandia Peak Funding, LLC',
    firm: 'Ortega Lindholm, P.A.', email: 'fortega@ortegalindholm.com', lst: 'NM',
    amount: 7944.30, caseNo: 'D-202-CV-2026-03318', suit: true,
    court: 'Second Judicial District Court, County of Bernalillo, State of New Mexico',
    street: '2716 Arenal Rd SW', city: 'Albuquerque', cst: 'NM', zip: '87105',
  },
  css: `
.page { padding: 0.5in 0.6in }
.hd { display: flex; justify-content: space-between }
.hd .crt { font-weight: bold; line-height: 1.35; font-size: 10pt }
.cbx { border: 2px solid #000; padding: 4pt 8pt; height: fit-content; text-align: center }
.cap { margin: 8pt 0; line-height: 1.3 }
h2 { text-align: center; margin: 6pt 0; font-size: 12pt }
.ft { width: 100%; font-size: 8.5pt } .ft td { border: 1px solid #000; padding: 3pt 5pt; vertical-align: top; width: 50% }
.lab { font-size: 7pt; display: block; color: #222 }
.ins { width: 100%; font-size: 7.8pt; margin-top: 6pt; line-height: 1.25 } .ins td { vertical-align: top; padding: 2pt 5pt; border-bottom: 1px solid #bbb; text-align: justify; width: 50% }
.dem { background: #e8e8e8; border: 1px solid #000; padding: 5pt; margin-top: 6pt; font-size: 8.8pt }
.sg { margin-left: 3.4in; margin-top: 8pt; font-size: 8.5pt; line-height: 1.25 }
`,
  body: d => `
<div class="hd"><div class="crt">SECOND JUDICIAL DISTRICT COURT<br>COUNTY OF BERNALILLO<br>STATE OF NEW MEXICO</div>
<div class="cbx"><span class="lab">Case Number / Número de caso</span><b style="font-size:11pt">${d.caseNo}</b><span class="lab" style="margin-top:3pt">Judge: Hon. ____________</span></div></div>
<div class="cap">${d.plaintiff}, Plaintiff / Demandante,<br>v.<br>${d.name}, Defendant / Demandada.</div>
<h2>SUMMONS &nbsp;/&nbsp; CITATORIO</h2>
<table class="ft"><tr><td><span class="lab">District Court Clerk / Secretario del Tribunal</span>612 Tijeras Ave NW, Albuquerque, NM 87102</td><td><span class="lab">Court Telephone / Teléfono del Tribunal</span>(505) 555-0108 &nbsp;&middot;&nbsp; civclerk@nm2jdc-courts.org</td></tr>
<tr><td><span class="lab">Defendant Name / Nombre del Demandado</span><b>${d.name}</b></td><td><span class="lab">Address / Dirección</span>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</td></tr></table>
<table class="ins">
<tr><td><b>TO THE ABOVE NAMED DEFENDANT:</b> Take notice that</td><td><b>AL DEMANDADO ARRIBA MENCIONADO:</b> Sírvase tomar aviso que</td></tr>
<tr><td>1. A lawsuit has been filed against you. A copy of the lawsuit is attached. The Court issued this Summons.</td><td>1. Se ha presentado una demanda en su contra. Se adjunta una copia de la demanda. El Tribunal expidió este Citatorio.</td></tr>
<tr><td>2. You must respond to this lawsuit in writing. You must file your written response with the Court no later than thirty (30) days from the date you are served with this Summons.</td><td>2. Usted debe responder a esta demanda por escrito. Debe presentar su respuesta por escrito ante el Tribunal a más tardar treinta (30) días a partir de la fecha en que se le entregue este Citatorio.</td></tr>
<tr><td>3. If you do not respond in writing, the Court may enter judgment against you as requested in the lawsuit.</td><td>3. Si usted no responde por escrito, el Tribunal podrá dictar sentencia en su contra según lo solicitado en la demanda.</td></tr>
<tr><td>4. You are entitled to a jury trial in most types of lawsuits. To ask for a jury trial, you must request one in writing and pay a jury fee.</td><td>4. Usted tiene derecho a un juicio por jurado en la mayoría de las demandas. Para solicitarlo, debe pedirlo por escrito y pagar una cuota.</td></tr>
<tr><td>5. If you need an interpreter, you must ask for one in writing. You may wish to consult a lawyer; contact the State Bar Lawyer Referral at (505) 555-0141.</td><td>5. Si necesita un intérprete, debe pedirlo por escrito. Puede consultar a un abogado; comuníquese con el Servicio de Referencia al (505) 555-0141.</td></tr></table>
<div class="dem"><b>Amount sought in the complaint / Cantidad reclamada en la demanda:</b> principal ${money(d.amount)}; prejudgment interest $655.41 and costs (filing fee $132.00) claimed in addition. Account ref. SPF-7730-112.</div>
<div style="margin-top:6pt">Dated at Albuquerque, New Mexico, this 30th day of November, 2026. &nbsp;&nbsp; CLERK OF THE DISTRICT COURT &nbsp; By: ______________ Deputy</div>
<div class="sg">Submitted by / Presentado por:<br><span class="sig">Felipe J. Ortega</span><br>Felipe J. Ortega, Attorney for Plaintiff<br>${d.firm}<br>5300 Montgomery Blvd NE, Suite 110<br>Albuquerque, NM 87109 &middot; (505) 555-0152<br>${d.email}</div>
`,
},

// ---------------------------------------------------------------- 22 NM
{
  id: '22', state: 'NM', kind: 'notice of suit and civil complaint (magistrate court)',
  layout: 'dark left sidebar holding the court name, address, phone, clerk e-mail and hours; main column with title, party lines and a debt claim table; case number printed only in the footer; attorney without e-mail',
  font: "'Nimbus Sans Narrow', sans-serif", stretch: 'condensed', size: '10.5pt',
  d: {
    name: 'Tyler J. Yazzie', plaintiff: 'Animas Valley Consumer Finance, LLC',
    firm: 'Tafoya & Crane Law, LLC', email: null, lst: 'NM',
    amount: 4418.00, caseNo: 'M-47-CV-2026-00219', suit: true,
    court: 'San Juan County Magistrate Court',
    street: '1406 N Dustin Ave', city: 'Farmington', cst: 'NM', zip: '87401',
  },
  css: `
.page { padding: 0 }
.side { position: absolute; left: 0; top: 0; bottom: 0; width: 1.9in; background: #2b2b2b; color: #fff; padding: 0.6in 0.18in; font-size: 8pt; line-height: 1.35 }
.side .crt { font-size: 13pt; font-weight: bold; line-height: 1.2; margin-bottom: 10pt }
.main { position: absolute; left: 2.2in; right: 0.6in; top: 0.6in }
h1 { font-size: 18pt; margin: 0 } h1 + div { font-size: 11pt; margin-bottom: 10pt }
.pl { border-top: 2px solid #000; border-bottom: 2px solid #000; padding: 6pt 0; line-height: 1.3 }
.lab { font-size: 7.5pt; color: #333 }
.t { margin-top: 8pt; text-align: justify; line-height: 1.33 }
.ct { width: 100%; margin-top: 8pt } .ct td { border-bottom: 1px solid #888; padding: 3pt 4pt } .ct td.n { text-align: right }
.foot { position: absolute; left: 2.2in; right: 0.6in; bottom: 0.35in; border-top: 1px solid #000; font-size: 8pt; padding-top: 2pt; display: flex; justify-content: space-between }
`,
  body: d => `
<div class="side"><div class="crt">SAN JUAN COUNTY MAGISTRATE COURT</div>
920 Municipal Drive Annex<br>Farmington, NM 87401<br><br>Phone (505) 555-0104<br>Fax (505) 555-0124<br>sjmc-civil@nmmagistrate-clerk.org<br><br>Office hours:<br>Mon&ndash;Fri 8:00&ndash;4:00<br><br>Civil jurisdiction:<br>claims up to $10,000<br><br>Filing fee paid: $67.00<br>Service fee: $30.00</div>
<div class="main"><h1>NOTICE OF SUIT</h1><div>and Civil Complaint (Debt and Money Due)</div>
<div class="pl"><span class="lab">Plaintiff</span><br><b>${d.plaintiff}</b>, 3001 E Main St, Suite 5, Farmington, NM 87402<br><span class="lab">v. Defendant</span><br><b>${d.name}</b>, ${d.street}, ${d.city}, ${d.cst} ${d.zip}</div>
<div class="t"><b>To the Defendant:</b> You are being sued. You must file a written answer with this Court within twenty (20) days after you receive this notice. If you do not, the Court may enter a default judgment against you for the amount claimed. Bring this notice with you to any hearing.</div>
<div class="t"><b>Plaintiff states:</b> Defendant borrowed money under consumer installment loan No. AVCF-5512 dated February 20, 2025, and stopped paying in May 2026. Plaintiff has demanded payment. Defendant owes the following:</div>
<table class="ct"><tr><td>Principal balance owed</td><td class="n"><b>${money(d.amount)}</b></td></tr>
<tr><td>Interest at 15.5% to 11/30/2026 (claimed separately)</td><td class="n">$512.36</td></tr>
<tr><td>Late charges (claimed separately)</td><td class="n">$90.00</td></tr>
<tr><td>Court costs</td><td class="n">$97.00</td></tr>
<tr><td>Total if judgment is entered today</td><td class="n">$5,117.36</td></tr></table>
<div class="t">Plaintiff asks the Court for judgment for the principal balance of ${money(d.amount)}, interest, late charges and costs.</div>
<div class="t" style="margin-top:14pt"><span class="sig">Marcus Tafoya</span><br>Marcus Tafoya, Attorney for Plaintiff<br>${d.firm}<br>300 W Arrington St, Farmington, NM 87401<br>(505) 555-0193</div>
<div class="t" style="font-size:8.5pt;margin-top:12pt"><b>Return of service.</b> I served this notice and complaint on the Defendant on ____________ at ______________________. &nbsp; ____________________ Deputy / Process server</div></div>
<div class="foot"><span>Case No. <b>${d.caseNo}</b></span><span>Filed 11/19/2026</span><span>Page 1 of 1</span></div>
`,
},

// ---------------------------------------------------------------- 23 AR
{
  id: '23', state: 'AR', kind: 'complaint',
  layout: 'two-line court title letter-spaced in small capitals across the top between rules, caption enclosed in a double-bordered box with the case number in its right cell, defendant in ALL CAPS with address block, numbered paragraphs with prejudgment interest, statutory attorney fee and a federal-limit distractor',
  font: "'P052', serif", size: '11pt',
  d: {
    name: 'Darla J. Pruitt', plaintiff: 'Ozark Summit Receivables, LLC',
    firm: 'Carrow & Blount, PLLC', email: 'wcarrow@carrowblount.com', lst: 'AR',
    amount: 5227.19, caseNo: '04CV-26-512', suit: true,
    court: 'Circuit Court of Benton County, Arkansas, Civil Division',
    street: '2106 W Olive St', city: 'Rogers', cst: 'AR', zip: '72756',
  },
  css: `
.page { padding: 0.6in 0.85in }
.crt { text-align: center; font-variant: small-caps; letter-spacing: 2.5pt; font-size: 13pt; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 4pt 0; line-height: 1.35 }
.cap { width: 100%; border: 4px double #000; margin-top: 14pt } .cap td { padding: 6pt 8pt; vertical-align: top }
.cap td.l { border-right: 1px solid #000; width: 62% }
h2 { text-align: center; font-size: 12pt; letter-spacing: 4pt; margin: 12pt 0 6pt }
.t p { text-align: justify; line-height: 1.42; text-indent: .45in; margin-bottom: 4pt }
.sg { margin-left: 3.2in; margin-top: 10pt; font-size: 10pt; line-height: 1.25 }
`,
  body: d => `
<div class="crt">In the Circuit Court of Benton County, Arkansas<br>Civil Division</div>
<table class="cap"><tr><td class="l">${d.plaintiff.toUpperCase()}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF<br><br>v.<br><br>${d.name.toUpperCase()}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT</td>
<td>CASE NO. <b>${d.caseNo}</b><br><br>Division ___<br><br>Acct. No. ending 8864</td></tr></table>
<h2>COMPLAINT</h2>
<div class="t"><p>Comes now the Plaintiff, ${d.plaintiff}, by and through its attorneys, ${d.firm}, and for its Complaint against the Defendant states:</p>
<p>1. Defendant is a resident of Benton County, Arkansas. Venue is proper in this Court, and the amount in controversy is below the $75,000 threshold for federal diversity jurisdiction.</p>
<p>2. Defendant opened a consumer credit account with Boston Mountain Bank, which was later sold and assigned to Plaintiff. Defendant defaulted on the account, and after all payments and credits the principal balance due is ${money(d.amount)}.</p>
<p>3. Plaintiff is entitled to prejudgment interest at six percent (6%) per annum, being $470.45 to date, and to a reasonable attorney&rsquo;s fee under Ark. Code Ann. &sect; 16-22-308 of $784.08.</p>
<p>WHEREFORE, Plaintiff prays for judgment against the Defendant in the sum of ${money(d.amount)}, together with prejudgment interest, post-judgment interest at the legal rate, a reasonable attorney&rsquo;s fee, all costs, and all other proper relief.</p></div>
<div class="sg">Respectfully submitted,<br>${d.plaintiff.toUpperCase()}<br><br>By: <span class="sig">Whitney A. Carrow</span><br>Whitney A. Carrow (Ark. Bar No. 2011187)<br>${d.firm.toUpperCase()}<br>118 W. Walnut Street, Suite 200<br>Rogers, AR 72756 &middot; (479) 555-0127<br>${d.email}</div>
`,
},

// ---------------------------------------------------------------- 24 DE
{
  id: '24', state: 'DE', kind: 'complaint - debt action (justice of the peace court)',
  layout: 'typed-in form: small sans-serif labels with monospaced typed entries, long court title wrapping over two lines plus a separate court-number line, civil action number in a framed cell, "Serve at:" block for the defendant, ledger of principal / interest / costs / total with jurisdictional limit, attorney typed at the bottom',
  font: "'Liberation Mono', monospace", size: '10pt',
  d: {
    name: 'Shanice T. Oduya', plaintiff: 'Brandywine Credit Solutions, LLC',
    firm: 'Mastrangelo Pyle, LLC', email: 'vmastrangelo@mastrangelopyle.com', lst: 'DE',
    amount: 1877.40, caseNo: 'JP13-26-004512', suit: true,
    court: 'Justice of the Peace Court of the State of Delaware in and for New Castle County, Court No. 13',
    street: '2214 W 5th St, Apt 1', city: 'Wilmington', cst: 'DE', zip: '19805',
  },
  css: `
.page { padding: 0.5in 0.6in }
.L { font-family: 'Nimbus Sans', sans-serif; font-size: 7pt; letter-spacing: .2pt; display: block; color: #222 }
.crt { font-family: 'Nimbus Sans', sans-serif; font-weight: bold; font-size: 11pt; text-align: center; line-height: 1.3; padding: 0 0.6in }
.no { font-family: 'Nimbus Sans', sans-serif; text-align: center; font-weight: bold; font-size: 10pt; margin-top: 2pt }
.ttl { font-family: 'Nimbus Sans', sans-serif; text-align: center; font-size: 14pt; font-weight: bold; margin: 8pt 0; letter-spacing: 1pt }
.g { display: grid; grid-template-columns: 1fr 1fr; border: 1px solid #000 }
.g > div { border: 1px solid #000; padding: 4pt 6pt; min-height: 0.55in }
.led { width: 60%; margin-top: 8pt } .led td { border: 1px solid #000; padding: 2pt 6pt } .led td.n { text-align: right }
.t { margin-top: 8pt; line-height: 1.3; text-align: justify }
.foot { position: absolute; left: 0.6in; right: 0.6in; bottom: 0.33in; font-family: 'Nimbus Sans', sans-serif; font-size: 7pt; border-top: 1px solid #000; padding-top: 2pt; display: flex; justify-content: space-between }
`,
  body: d => `
<div class="crt">IN THE JUSTICE OF THE PEACE COURT OF THE STATE OF DELAWARE IN AND FOR NEW CASTLE COUNTY</div>
<div class="no">COURT NO. 13</div>
<div style="font-family:'Nimbus Sans',sans-serif;font-size:7.5pt;text-align:center">1010 Concord Avenue, Wilmington, DE 19802 &middot; (302) 555-0120</div>
<div class="ttl">COMPLAINT &ndash; DEBT ACTION</div>
<div class="g">
<div><span class="L">PLAINTIFF (name and address)</span>${d.plaintiff}<br>1 Righter Pkwy, Suite 150<br>Wilmington, DE 19803</div>
<div><span class="L">CIVIL ACTION NO.</span><b style="font-size:12pt">${d.caseNo}</b><span class="L" style="margin-top:4pt">DATE FILED</span>11/23/2026</div>
<div><span class="L">DEFENDANT &mdash; SERVE AT:</span>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<div><span class="L">PLAINTIFF&rsquo;S ATTORNEY</span>Vincent A. Mastrangelo<br>DE Bar ID 5521<br>${d.firm}<br>2 Mill Road, Suite 108<br>Wilmington, DE 19806<br>(302) 555-0131<br>${d.email}</div></div>
<table class="led"><tr><td>Principal</td><td class="n">${money(d.amount)}</td></tr>
<tr><td>Interest (6 Del. C. &sect; 2301)</td><td class="n">$142.18</td></tr>
<tr><td>Court costs</td><td class="n">$45.00</td></tr>
<tr><td>Constable service</td><td class="n">$30.00</td></tr>
<tr><td><b>Total</b></td><td class="n"><b>$2,094.58</b></td></tr></table>
<div class="t"><span class="L">STATEMENT OF CLAIM</span>Defendant owes Plaintiff ${money(d.amount)} on a retail installment account (Acct. BCS-20-77103) for a laptop computer and accessories purchased on 08/14/2024. Defendant made six payments and then defaulted. Plaintiff, as assignee, demands judgment for the principal, interest and costs. The amount claimed is within the $25,000 civil jurisdiction of the Justice of the Peace Court.</div>
<div class="t"><span class="L">AFFIDAVIT</span>I swear or affirm that the statements above are true and correct to the best of my knowledge and belief.</div>
<div style="display:flex;justify-content:space-between;margin-top:14pt"><div><span class="sig">V. A. Mastrangelo</span><br>________________________________<span class="L">Signature of Plaintiff or Attorney</span></div><div><br>________________________________<span class="L">Sworn before me (Clerk / Notary) &mdash; Date</span></div></div>
<div class="t" style="font-size:9pt"><span class="L">NOTICE TO DEFENDANT</span>A trial date will be scheduled if you file an answer within 15 days of service. Failure to answer may result in a default judgment. Call the court for interpreter services.</div>
<div class="foot"><span>J.P. Civ. Form No. 1 &middot; Debt Action</span><span>Ref. MP-26-0412</span></div>
`,
},

// ---------------------------------------------------------------- 25 WV
{
  id: '25', state: 'WV', kind: 'civil complaint and summons (magistrate court)',
  layout: 'two-part form: complaint half on top and summons half below a dashed cut line, parties in a five-cell row table (name / address / city / state / ZIP), unrepresented plaintiff practice styled "PLLC" filing through its office manager, amount table with late charges and costs',
  font: "'DejaVu Sans Condensed', sans-serif", size: '9.5pt',
  d: {
    name: 'Bobby R. Toler', plaintiff: 'Kanawha Valley Family Dental, PLLC',
    firm: null, email: null, lst: 'WV',
    amount: 3356.84, caseNo: '26-C-1184', suit: true,
    court: 'Magistrate Court of Kanawha County, West Virginia',
    street: '611 Bigley Ave, Apt 4', city: 'Charleston', cst: 'WV', zip: '25302',
  },
  css: `
.page { padding: 0.45in 0.55in }
.crt { text-align: center; font-weight: bold; font-size: 11pt }
.sub { text-align: center; font-size: 7.5pt }
.hdr { display: flex; justify-content: space-between; align-items: center; margin: 6pt 0 }
h2 { font-size: 13pt; margin: 0 }
.cn { border: 1.5px solid #000; padding: 3pt 8pt }
.pt { width: 100%; font-size: 9pt } .pt th { font-size: 7pt; text-align: left; border: 1px solid #000; background: #ddd; padding: 2pt 4pt } .pt td { border: 1px solid #000; padding: 3pt 4pt }
.am { width: 100%; margin-top: 6pt; font-size: 9pt } .am td { border: 1px solid #000; padding: 2pt 5pt } .am td.n { text-align: right; width: 1.1in }
.t { margin-top: 5pt; text-align: justify; line-height: 1.28 }
.cut { border-top: 2px dashed #000; margin: 10pt 0 6pt; position: relative }
.cut span { position: absolute; top: -7pt; left: 45%; background: #fff; font-size: 7pt; padding: 0 4pt }
.lab { font-size: 7pt }
`,
  body: d => `
<div class="crt">IN THE MAGISTRATE COURT OF KANAWHA COUNTY, WEST VIRGINIA</div>
<div class="sub">Kanawha County Judicial Annex, 111 Court Street Annex, Charleston, WV 25301 &middot; Civil Clerk (304) 555-0107</div>
<div class="hdr"><h2>CIVIL COMPLAINT</h2><div class="cn"><span class="lab">CASE NO.</span> <b>${d.caseNo}</b></div></div>
<table class="pt"><tr><th></th><th>Name</th><th>Street address</th><th>City</th><th>State</th><th>ZIP</th></tr>
<tr><td class="lab">PLAINTIFF</td><td>${d.plaintiff}</td><td>4200 MacCorkle Ave SE</td><td>Charleston</td><td>WV</td><td>25304</td></tr>
<tr><td class="lab">DEFENDANT</td><td><b>${d.name}</b></td><td>${d.street}</td><td>${d.city}</td><td>${d.cst}</td><td>${d.zip}</td></tr></table>
<div class="t"><b>Plaintiff states:</b> Defendant received dental services (root canal and crown, teeth #19 and #30) on 02/03/2026 and 03/10/2026 under patient account KVFD-10417 and agreed to pay for them. After insurance payments, Defendant owes the balance below and has not paid despite three billing statements and a final notice dated 08/15/2026.</div>
<table class="am"><tr><td>Amount owed for services (principal)</td><td class="n"><b>${money(d.amount)}</b></td><td>Late charges (claimed separately)</td><td class="n">$214.00</td></tr>
<tr><td>Filing fee and service</td><td class="n">$80.00</td><td>Magistrate court civil limit</td><td class="n">$10,000.00</td></tr></table>
<div class="t">Plaintiff is not represented by an attorney. Filed by: Tonya R. Caldwell, Office Manager, for ${d.plaintiff} &middot; (304) 555-0186 &middot; billing@kvfamilydental.com</div>
<div class="t" style="display:flex;justify-content:space-between"><span><span class="sig">Tonya R. Caldwell</span> &nbsp; Signature of Plaintiff / agent</span><span>Date: 11/17/2026</span></div>
<div class="cut"><span>&#9986; cut here / summons follows</span></div>
<div class="hdr"><h2>SUMMONS</h2><div class="lab">Magistrate Court of Kanawha County &middot; Case No. ${d.caseNo}</div></div>
<div class="t">TO THE ABOVE-NAMED DEFENDANT: You are hereby summoned and required to file an answer to the attached complaint with the magistrate court clerk within <b>twenty (20) days</b> after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default may be taken against you for the relief demanded in the complaint. If you have a claim against the plaintiff arising out of the same transaction, you must assert it as a counterclaim in your answer.</div>
<div class="t">If you wish to demand a jury trial, you must do so in writing within 20 days. Rules of Civil Procedure for Magistrate Courts apply.</div>
<div class="t" style="display:flex;justify-content:space-between;margin-top:10pt"><span>Date issued: 11/18/2026</span><span>____________________________ Magistrate / Magistrate Clerk</span></div>
<table class="pt" style="margin-top:10pt"><tr><th colspan="4">RETURN OF SERVICE</th></tr>
<tr><td>Served personally on: ________</td><td>Left at dwelling with: ________</td><td>Served by certified mail: ________</td><td>Fee: $25.00</td></tr>
<tr><td colspan="4">Deputy / process server: ____________________________ Date: __________</td></tr></table>
`,
},

// ---------------------------------------------------------------- 26 ID
{
  id: '26', state: 'ID', kind: 'summons',
  layout: 'Idaho pleading: attorney block at the very top left with ISB number, firm e-mail and a separate iCourt e-service address, long court title wrapping in capitals plus a separate MAGISTRATE DIVISION line, caption with a right-parenthesis rule, all-caps notice paragraph, "TO:" line with the consumer address, complaint summary with I.C. fee statute distractor',
  font: "'Liberation Serif', serif", size: '11pt',
  d: {
    name: 'Jared M. Lindqvist', plaintiff: 'Treasure Valley Recovery Partners, LLC',
    firm: 'Haskins Ueda, PLLC', email: 'ihaskins@haskinsueda.com', lst: 'ID',
    amount: 6742.57, caseNo: 'CV01-26-04512', suit: true,
    court: 'District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division',
    street: '7633 W Emerald St, Apt 118', city: 'Boise', cst: 'ID', zip: '83704',
  },
  css: `
.page { padding: 0.55in 0.9in }
.atty { font-size: 10pt; line-height: 1.2 }
.crt { text-align: center; font-weight: bold; margin: 14pt 0 8pt; line-height: 1.3 }
.cap { width: 100%; font-size: 10.5pt } .cap td { vertical-align: top } .cap .p { width: 14pt; text-align: center }
.t p { text-align: justify; line-height: 1.38; margin-bottom: 5pt }
.nt { font-weight: bold; text-align: justify; margin: 8pt 0; font-size: 10pt; line-height: 1.3 }
.sg { display: flex; justify-content: space-between; margin-top: 10pt }
.foot { position: absolute; left: 0.9in; right: 0.9in; bottom: 0.33in; border-top: 1px solid #000; font-size: 8pt; padding-top: 2pt; display: flex; justify-content: space-between }
`,
  body: d => {
    const L = [d.plaintiff.toUpperCase() + ',', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', 'vs.', d.name.toUpperCase() + ',', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.'];
    return `
<div class="atty">Ingrid L. Haskins, ISB No. 9021<br>${d.firm.toUpperCase()}<br>877 W. Main Street, Suite 410<br>Boise, Idaho 83702<br>Telephone: (208) 555-0145<br>Email: ${d.email}<br>iCourt e-service: eservice@haskinsueda.com<br><i>Attorneys for Plaintiff</i></div>
<div class="crt">IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA<br>MAGISTRATE DIVISION</div>
<table class="cap"><tr><td style="width:52%">${L.join('<br>')}</td><td class="p">${L.map(() => ')').join('<br>')}</td><td style="padding-left:12pt">Case No. ${d.caseNo}<br><br><b>SUMMONS</b></td></tr></table>
<div class="nt">NOTICE: YOU HAVE BEEN SUED BY THE ABOVE-NAMED PLAINTIFF. THE COURT MAY ENTER JUDGMENT AGAINST YOU WITHOUT FURTHER NOTICE UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</div>
<div class="t"><p>TO: ${d.name.toUpperCase()}, ${d.street}, ${d.city}, ${d.cst} ${d.zip}</p>
<p>You are hereby notified that in order to defend this lawsuit, an appropriate written response must be filed with the above-designated court within 21 days after service of this Summons on you. If you fail to so respond the court may enter judgment against you as demanded by the Plaintiff in the Complaint.</p>
<p>A copy of the Complaint is served with this Summons. The Complaint seeks a principal balance of ${money(d.amount)} on a consumer credit account (original creditor Payette Canyon Bank, account ending 4471), prejudgment interest at 12% in the amount of $906.10, and attorney fees under Idaho Code &sect; 12-120(1), which applies where the amount pleaded is $35,000 or less.</p>
<p>If you wish to seek the advice or representation by an attorney in this matter, you should do so promptly so that your written response, if any, may be filed in time and other legal rights protected. An appropriate written response requires compliance with Rule 2.2 and other Idaho Rules of Civil Procedure and shall also include the title and number of this case, your signed response, and proof of mailing or delivery of a copy of your response to Plaintiff&rsquo;s attorney. Court filing fee for an answer: $136.00.</p>
<p>To determine whether you must pay a filing fee with your response, contact the Clerk of the above-named court, 200 W. Front Street Annex, Boise, ID 83702, (208) 555-0109.</p></div>
<div class="sg"><div>DATED: November 27, 2026</div><div style="text-align:center">CLERK OF THE DISTRICT COURT<br><br>By _________________________<br>Deputy Clerk</div></div>
<div class="foot"><span>SUMMONS &ndash; Page 1</span><span>HU File No. 26-0931</span></div>`;
  },
},

// ---------------------------------------------------------------- 27 HI (agency letter)
{
  id: '27', state: 'HI', kind: 'collection letter (validation notice, no suit)',
  layout: 'agency letter with the consumer address placed in a #10 envelope window position under a small return address and barcode line, reference box top right, validation-notice itemization table (as-of balance, interest, fees, payments, total now), settlement offer, tear-off response form at the bottom',
  font: "'DejaVu Sans', sans-serif", size: '9.5pt',
  d: {
    name: 'Leilani M. Kahananui', plaintiff: 'Ohana Point Funding, LLC',
    firm: null, email: null, lst: 'HI', amount: 3076.62, caseNo: null, court: null, suit: false,
    street: '94-1011 Kaniko St, Apt 207', city: 'Waipahu', cst: 'HI', zip: '96797',
  },
  css: `
.page { padding: 0.45in 0.6in }
.ret { font-size: 7.5pt; line-height: 1.25; width: 3.2in }
.win { position: absolute; left: 0.95in; top: 1.75in; width: 3.6in; font-size: 10pt; line-height: 1.3 }
.bc { font-family: 'DejaVu Sans Mono', monospace; font-size: 7pt; letter-spacing: 1pt }
.ref { position: absolute; right: 0.6in; top: 0.45in; width: 2.7in; border: 1px solid #000; font-size: 8pt }
.ref div { padding: 2pt 5pt; border-bottom: 1px solid #ccc } .ref div:last-child { border: 0 }
.body { position: absolute; left: 0.6in; right: 0.6in; top: 3.0in }
.it { width: 4.6in; margin: 4pt 0 6pt 0.3in; font-size: 9.5pt } .it td { padding: 2pt 6pt; border-bottom: 1px dotted #888 } .it td.n { text-align: right }
.t { text-align: justify; line-height: 1.32; margin-bottom: 5pt }
.offer { border: 1.5px solid #000; padding: 5pt; background: #f2f2f2; margin: 6pt 0 }
.tear { position: absolute; left: 0.6in; right: 0.6in; bottom: 0.45in; border-top: 2px dashed #000; padding-top: 5pt; font-size: 8.5pt; display: flex; gap: 16pt }
.tear > div { flex: 1 }
.lab { font-size: 7pt }
`,
  body: d => `
<div class="ret"><b>LEEWARD COLLECTION BUREAU, INC.</b><br>2850 Paa Street, Suite 210<br>Honolulu, HI 96819<br>Hawaii collection agency license COL-4471</div>
<div class="ref"><div><span class="lab">Date</span> December 1, 2026</div><div><span class="lab">Reference #</span> LCB-7718204</div><div><span class="lab">Account #</span> XXXX-XXXX-XXXX-6613</div><div><span class="lab">Call</span> (808) 555-0107, Mon&ndash;Fri 8 a.m.&ndash;5 p.m. HST</div><div><span class="lab">Email</span> help@leewardcb.com</div></div>
<div class="win"><div class="bc">#BWNFTDP &nbsp;0471 2204 8113 9907#</div>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<div class="body">
<div class="t"><b>Leeward Collection Bureau, Inc. is a debt collector.</b> We are trying to collect a debt that you owe to <b>${d.plaintiff}</b>. We will use any information you give us to help collect the debt.</div>
<div class="t"><b>Our information shows:</b> You had a credit card from Island Pacific Bank with account number ending in 6613. The debt was sold to ${d.plaintiff} on April 30, 2026.</div>
<table class="it"><tr><td>As of March 31, 2026, you owed:</td><td class="n">$2,987.40</td></tr>
<tr><td>Between March 31, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="n">+ $154.22</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="n">+ $35.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="n">&ndash; $100.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="n"><b>${money(d.amount)}</b></td></tr></table>
<div class="t"><b>How can you dispute the debt?</b> Call or write to us by <b>January 12, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by January 12, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</div>
<div class="t"><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en español.</div>
<div class="offer"><b>Settlement opportunity:</b> ${d.plaintiff} will accept <b>$1,538.31</b> (50% of the balance) as settlement in full if received by January 30, 2027. Payments online at pay.leewardcb.com or by e-mail remittance to payments@leewardcb.com. We are not obligated to renew this offer.</div>
<div class="t" style="font-size:8pt">This communication is from a debt collector. No lawsuit has been filed regarding this account. Calls may be recorded.</div>
</div>
<div class="tear"><div><b>How do you want to respond?</b><br>Check all that apply:<br>&#9744; I want to dispute the debt because I think: &#9744; This is not my debt. &#9744; The amount is wrong. &#9744; Other.<br>&#9744; I want you to send me the name and address of the original creditor.<br>&#9744; I enclosed this amount: $__________</div>
<div><b>Mail this form to:</b><br>Leeward Collection Bureau, Inc.<br>2850 Paa Street, Suite 210, Honolulu, HI 96819<br><br>${d.name}<br>Reference # LCB-7718204</div></div>
`,
},

// ---------------------------------------------------------------- 28 RI (agency letter, bilingual)
{
  id: '28', state: 'RI', kind: 'collection letter (bilingual English/Spanish, no suit)',
  layout: 'agency letter with logo block and licence line, addressee block under the date on the left, account summary box on the right (original balance, insurance adjustment, payments, balance due), an English paragraph followed by a full Spanish paragraph, payment-plan offer, detachable payment coupon at the bottom repeating the consumer address',
  font: "'URW Gothic', sans-serif", size: '9.5pt',
  d: {
    name: 'Domingo A. Tavares', plaintiff: 'Pawtuxet Valley Medical Associates, Inc.',
    firm: null, email: null, lst: 'RI', amount: 1412.75, caseNo: null, court: null, suit: false,
    street: '63 Cottage St, 2nd Fl', city: 'Pawtucket', cst: 'RI', zip: '02860',
  },
  css: `
.page { padding: 0.5in 0.65in }
.lh { display: flex; align-items: center; gap: 10pt; border-bottom: 3px solid #1d3557; padding-bottom: 6pt }
.logo { width: 0.6in; height: 0.6in; background: #1d3557; color: #fff; font-size: 18pt; font-weight: bold; display: flex; align-items: center; justify-content: center; border-radius: 6pt }
.lh .n { font-size: 15pt; font-weight: bold; color: #1d3557 } .lh .s { font-size: 7.5pt }
.row { display: flex; justify-content: space-between; margin-top: 12pt }
.adr { line-height: 1.3; font-size: 10pt }
.sum { width: 2.9in; font-size: 9pt } .sum td { border: 1px solid #1d3557; padding: 2pt 5pt } .sum td.n { text-align: right }
.t { text-align: justify; line-height: 1.33; margin-top: 8pt }
.es { border-left: 3px solid #1d3557; padding-left: 8pt }
.cp { position: absolute; left: 0.65in; right: 0.65in; bottom: 0.4in; border-top: 2px dashed #000; padding-top: 4pt; font-size: 8.5pt }
.cp .g { display: flex; gap: 14pt; margin-top: 4pt } .cp .g > div { flex: 1; border: 1px solid #000; padding: 4pt }
.lab { font-size: 7pt }
`,
  body: d => `
<div class="lh"><div class="logo">OS</div><div><div class="n">Ocean State Account Resolution, LLC</div><div class="s">P.O. Box 6120, Providence, RI 02940 &middot; (401) 555-0118 &middot; info@osar-ri.com &middot; Licensed debt collector, R.I. Dept. of Business Regulation lic. DC-2291</div></div></div>
<div class="row"><div class="adr">November 30, 2026<br><br>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<table class="sum"><tr><td colspan="2"><b>ACCOUNT SUMMARY</b></td></tr>
<tr><td>Creditor</td><td>${d.plaintiff}</td></tr>
<tr><td>Patient account</td><td>40017-2291</td></tr><tr><td>Our file</td><td>OSAR-558130</td></tr>
<tr><td>Original balance</td><td class="n">$1,650.00</td></tr><tr><td>Insurance adjustment</td><td class="n">&ndash; $187.25</td></tr>
<tr><td>Payments</td><td class="n">&ndash; $50.00</td></tr><tr><td><b>Balance due now</b></td><td class="n"><b>${money(d.amount)}</b></td></tr></table></div>
<div class="t">Dear ${d.name}:</div>
<div class="t">Your account with <b>${d.plaintiff}</b> for medical services on February 12 and February 26, 2026 has been placed with our office for collection. The balance due now is <b>${money(d.amount)}</b>. This company is a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. No lawsuit has been filed.</div>
<div class="t">If you cannot pay the full balance, we can set up a payment plan of $118.00 per month for 12 months. You may also dispute this debt within 30 days of receiving this letter; if you do, we will stop collection until we mail you verification.</div>
<div class="t es"><b>Aviso en español:</b> Su cuenta con ${d.plaintiff} por servicios médicos ha sido asignada a nuestra oficina para su cobro. El saldo adeudado ahora es de <b>${money(d.amount)}</b>. Esta compañía es un cobrador de deudas. Esta es una gestión para cobrar una deuda y cualquier información obtenida será utilizada para ese propósito. Si desea hablar con un representante en español, llame al (401) 555-0118, de lunes a viernes de 9:00 a.m. a 5:00 p.m. Puede solicitar un plan de pagos de $118.00 mensuales.</div>
<div class="t">Sincerely,<br>Account Resolution Department<br>Ocean State Account Resolution, LLC</div>
<div class="cp"><div class="c lab">PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT &middot; DESPRENDA Y DEVUELVA ESTA PARTE CON SU PAGO</div>
<div class="g"><div><span class="lab">Remit to</span><br>Ocean State Account Resolution, LLC<br>P.O. Box 6120<br>Providence, RI 02940<br><span class="lab">Payments: payments@osar-ri.com</span></div>
<div><span class="lab">Account holder</span><br>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<div><span class="lab">Amount due</span><br><b>${money(d.amount)}</b><br><span class="lab">Amount enclosed</span><br>$ ____________<br><span class="lab">File OSAR-558130</span></div></div></div>
`,
},

// ---------------------------------------------------------------- 29 MT (law-firm demand letter, no suit)
{
  id: '29', state: 'MT', kind: 'law-firm demand letter (no suit filed)',
  layout: 'law-firm letterhead with partner list in a left margin column, inside address, RE: block with client, loan and file numbers, itemised balance (principal + interest = balance now), settlement offer, warning that a suit MAY be filed in a named justice court (no suit exists), attorney e-mail in the signature with a paralegal e-mail beside it',
  font: "'C059', serif", size: '10.5pt',
  d: {
    name: 'Colt W. Brannigan', plaintiff: 'Yellowstone Valley Lending, LLC',
    firm: 'Harlan, Voss & Pettibone, PLLC', email: 'gvoss@hvplaw-mt.com', lst: 'MT',
    amount: 6058.33, caseNo: null, court: null, suit: false,
    street: '2417 Minnesota Ave', city: 'Billings', cst: 'MT', zip: '59101',
  },
  css: `
.page { padding: 0.5in 0.7in }
.lh { text-align: center; border-bottom: 1px solid #000; padding-bottom: 5pt }
.lh .f { font-size: 16pt; letter-spacing: 1.5pt } .lh .s { font-size: 8pt }
.wrap { display: flex; margin-top: 10pt }
.names { width: 1.35in; font-size: 7.5pt; line-height: 1.35; border-right: 1px solid #999; padding-right: 6pt; color: #333 }
.main { flex: 1; padding-left: 14pt }
.t { text-align: justify; line-height: 1.35; margin-bottom: 6pt }
.re { margin: 8pt 0 8pt 0.4in; line-height: 1.25 }
.it { margin: 2pt 0 6pt 0.4in; font-size: 10pt } .it td { padding: 1pt 8pt } .it td.n { text-align: right }
`,
  body: d => `
<div class="lh"><div class="f">HARLAN, VOSS &amp; PETTIBONE, PLLC</div><div class="s">ATTORNEYS AT LAW &middot; 401 North 31st Street, Suite 900 &middot; Billings, Montana 59101 &middot; (406) 555-0148 &middot; Fax (406) 555-0149</div></div>
<div class="wrap"><div class="names">Samuel J. Harlan<br>Garrett L. Voss<br>Lydia M. Pettibone<br><br><i>Of Counsel</i><br>Ruth A. Ekberg<br><br>Paralegal<br>Dana Ruiz<br>druiz@hvplaw-mt.com<br><br>Licensed in Montana and Wyoming</div>
<div class="main">
<div class="t">December 3, 2026</div>
<div class="t">${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<div class="re"><b>RE:</b> Our client: ${d.plaintiff}<br>Loan No. 55-20914 &nbsp;&middot;&nbsp; Our file: HVP-26-3317</div>
<div class="t">Dear Mr. Brannigan:</div>
<div class="t">This firm represents ${d.plaintiff} in connection with the above personal loan. Our client advises that the loan is in default and that the following amount is now due:</div>
<table class="it"><tr><td>Unpaid principal</td><td class="n">$5,420.00</td></tr><tr><td>Accrued interest through November 30, 2026</td><td class="n">$638.33</td></tr><tr><td><b>Balance due now</b></td><td class="n"><b>${money(d.amount)}</b></td></tr></table>
<div class="t">No lawsuit has been filed at this time. However, if this matter is not resolved by <b>January 15, 2027</b>, our client may authorize us to file suit against you in the Yellowstone County Justice Court, which hears civil claims up to $15,000, and to seek court costs and attorney fees as allowed by the loan agreement.</div>
<div class="t">To resolve this matter now, our client will accept a lump-sum payment of <b>$4,240.00</b> received in our office by January 15, 2027. Alternatively, please call us to discuss a monthly payment arrangement.</div>
<div class="t">Unless you, within thirty days after receipt of this letter, dispute the validity of the debt or any portion of it, we will assume the debt is valid. If you notify us in writing within the thirty-day period that the debt or any portion of it is disputed, we will obtain verification of the debt and mail it to you. This communication is from a debt collector and is an attempt to collect a debt; any information obtained will be used for that purpose.</div>
<div class="t">Very truly yours,<br><span class="sig">Garrett L. Voss</span><br>Garrett L. Voss<br>${d.firm}<br>${d.email}<br>cc: ${d.plaintiff} (client ref. YVL-20914)</div>
</div></div>
`,
},

// ---------------------------------------------------------------- 30 NV (law-firm letter announcing suit)
{
  id: '30', state: 'NV', kind: 'law-firm letter announcing a filed suit',
  layout: 'law-firm letter with right-aligned letterhead, "VIA FIRST-CLASS MAIL" line, inside address, boxed RE: block holding the case caption, court name and case number beside a file number, body giving the amount sought with costs and fees separately, answer deadline and court address, pre-judgment settlement offer, signature with bar number and a separate payments e-mail',
  font: "'P052', serif", size: '10.5pt',
  d: {
    name: 'Priya S. Raman', plaintiff: 'Silver Mesa Capital Partners, LLC',
    firm: 'Castellanos Whitmore Law Group, P.C.', email: 'ecastellanos@cwlawgroup-nv.com', lst: 'NV',
    amount: 3190.25, caseNo: '26C014471', suit: true,
    court: 'Justice Court, Las Vegas Township, Clark County, Nevada',
    street: '4120 Sandhill Rd, Apt 2071', city: 'Las Vegas', cst: 'NV', zip: '89121',
  },
  css: `
.page { padding: 0.55in 0.8in }
.lh { text-align: right; line-height: 1.2 }
.lh .f { font-size: 15pt; font-weight: bold } .lh .s { font-size: 8pt }
.t { text-align: justify; line-height: 1.36; margin-bottom: 6pt }
.re { border: 1px solid #000; padding: 5pt 8pt; margin: 8pt 0; display: flex; gap: 12pt; font-size: 10pt; line-height: 1.3 }
.re .k { font-weight: bold; width: 0.4in }
.foot { position: absolute; left: 0.8in; right: 0.8in; bottom: 0.35in; font-size: 7.5pt; text-align: center; border-top: 1px solid #000; padding-top: 2pt }
`,
  body: d => `
<div class="lh"><div class="f">CASTELLANOS WHITMORE LAW GROUP, P.C.</div><div class="s">2300 West Sahara Avenue, Suite 800 &middot; Las Vegas, Nevada 89102<br>Tel. (702) 555-0196 &middot; Fax (702) 555-0197</div></div>
<div class="t" style="margin-top:14pt">December 4, 2026<br><span style="font-size:9pt">VIA FIRST-CLASS MAIL</span></div>
<div class="t">${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<div class="re"><div class="k">RE:</div><div><i>${d.plaintiff} v. ${d.name}</i><br>${d.court}<br>Case No. ${d.caseNo} &nbsp;&nbsp;&nbsp; Our File No. CWL-88120<br>Original creditor: Desert Bloom Bank, account ending 0457</div></div>
<div class="t">Dear Ms. Raman:</div>
<div class="t">Please be advised that this firm represents ${d.plaintiff}. On November 23, 2026, our client filed the above-referenced lawsuit against you. A copy of the summons and complaint will be served on you separately by a registered process server.</div>
<div class="t">The complaint seeks the principal balance now due of <b>${money(d.amount)}</b>, plus court costs of $71.00 and attorney&rsquo;s fees of $478.54 as permitted by the cardmember agreement. The Justice Court hears civil cases up to $15,000.</div>
<div class="t">You must file a written answer with the Justice Court within twenty-one (21) days after you are served, and pay the required filing fee, or a default judgment may be entered against you. The civil clerk is located at 401 East Clark Avenue, Las Vegas, NV 89101, telephone (702) 555-0112. You may wish to consult an attorney or the court&rsquo;s self-help center.</div>
<div class="t">Our client is willing to resolve this matter before judgment for a lump sum of <b>$2,392.69</b> if received by January 8, 2027, in which case it will dismiss the lawsuit. Payment may be made by calling our office or by e-mail arrangement with payments@cwlawgroup-nv.com.</div>
<div class="t">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</div>
<div class="t">Sincerely,<br><span class="sig">Elena M. Castellanos</span><br>Elena M. Castellanos, Esq.<br>Nevada Bar No. 14220<br>${d.firm}<br>${d.email}</div>
<div class="foot">Castellanos Whitmore Law Group, P.C. &middot; 2300 W. Sahara Ave., Suite 800, Las Vegas, NV 89102</div>
`,
},
];
