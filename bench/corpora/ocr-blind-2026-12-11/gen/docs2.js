'use strict';
const { esc, money } = require('./lib');

module.exports = [

// ---------------------------------------------------------------- 11 NJ
{
  id: '11', state: 'NJ', kind: 'complaint (Law Division)',
  layout: 'firm letterhead centred at the top with a rule, NJ caption with a column of colons and the court name, county and docket number at right, John Does 1-10 and ABC Corps., address inside a numbered paragraph, designation of trial counsel and R. 4:5-1 certification',
  font: "'Liberation Serif', serif", size: '10.5pt',
  d: {
    name: 'Gregory S. Pietrowski', plaintiff: 'Hudson Ridge Bank, N.A.',
    firm: 'Ridgeway Falco LLP', email: 'efalco@ridgewayfalco.com', lst: 'NJ',
    amount: 23650.00, caseNo: 'CAM-L-001234-26', suit: true,
    court: 'Superior Court of New Jersey, Law Division, Camden County',
    street: '6120 Westfield Ave, Unit 3', city: 'Pennsauken', cst: 'NJ', zip: '08110',
  },
  css: `
.page { padding: 0.5in 0.8in }
.lh { text-align: center; border-bottom: 2px solid #000; padding-bottom: 4pt }
.lh .f { font-size: 17pt; letter-spacing: 2pt; font-weight: bold } .lh .s { font-size: 8pt }
.atty { font-size: 9.5pt; line-height: 1.2; margin: 8pt 0 }
.cap { width: 100%; font-size: 10pt; border-top: 1px solid #000; border-bottom: 1px solid #000 }
.cap td { vertical-align: top; padding: 4pt 0 } .cap .col { width: 14pt; text-align: center }
.t p { text-align: justify; line-height: 1.33; margin-bottom: 4pt }
h3 { text-align: center; margin: 6pt 0 3pt; font-size: 10.5pt }
.small { font-size: 9pt }
`,
  body: d => {
    const L = [d.plaintiff.toUpperCase() + ',', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', '&nbsp;&nbsp;&nbsp;&nbsp;v.', d.name.toUpperCase() + '; JOHN DOES 1-10;', 'and ABC CORPS. 1-10 (fictitious names),', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.'];
    const R = ['SUPERIOR COURT OF NEW JERSEY', 'LAW DIVISION, CAMDEN COUNTY', '', 'DOCKET NO. ' + d.caseNo, '', 'Civil Action &mdash; <b>COMPLAINT</b>'];
    return `
<div class="lh"><div class="f">RIDGEWAY FALCO LLP</div><div class="s">COUNSELLORS AT LAW &nbsp;&middot;&nbsp; 1930 Marlton Pike East, Suite B-12, Cherry Hill, New Jersey 08003 &nbsp;&middot;&nbsp; (856) 555-0173 &nbsp;&middot;&nbsp; Fax (856) 555-0174</div></div>
<div class="atty">Evan P. Falco, Esq. (NJ Attorney ID 034112009)<br>${d.email}<br>Attorneys for Plaintiff, ${d.plaintiff} &nbsp;&nbsp; Our File No. RF-26-1183</div>
<table class="cap"><tr><td style="width:50%">${L.join('<br>')}</td><td class="col">${L.map(() => ':').join('<br>')}</td><td style="padding-left:8pt">${R.join('<br>')}</td></tr></table>
<div class="t" style="margin-top:8pt"><p>Plaintiff, ${d.plaintiff}, by way of Complaint against Defendants, says:</p>
<p>1. Plaintiff is a national banking association with offices at 400 Route 38, Moorestown, New Jersey 08057.</p>
<p>2. Defendant ${d.name} resides at ${d.street}, ${d.city}, ${d.cst} ${d.zip}.</p>
<p>3. On April 7, 2023, Defendant executed a promissory note for personal loan No. 7720-1183. Defendant defaulted on the note, last paying on January 15, 2026. The unpaid principal balance due is ${money(d.amount)}.</p>
<p>4. Interest accrued at the contract rate of 11.99% through November 30, 2026 totals $3,912.44. Because the amount in controversy exceeds $20,000, the monetary limit of the Special Civil Part, this action is brought in the Law Division.</p>
<p>5. John Does 1-10 and ABC Corps. 1-10 are fictitious names for persons or entities who may be liable on the note and whose identities are presently unknown.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant ${d.name} for the principal sum of ${money(d.amount)}, contractual interest, attorney&rsquo;s fees as permitted by the note, and costs of suit.</p></div>
<h3>DESIGNATION OF TRIAL COUNSEL</h3><p class="small">Pursuant to R. 4:25-4, Evan P. Falco, Esq. is hereby designated as trial counsel for Plaintiff.</p>
<h3>CERTIFICATION PURSUANT TO R. 4:5-1</h3><p class="small">I certify that the matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, and that no other action or arbitration proceeding is contemplated. I certify that confidential personal identifiers have been redacted from documents now submitted to the court in accordance with R. 1:38-7(b).</p>
<div style="margin-left:3.4in;margin-top:6pt">RIDGEWAY FALCO LLP<br><span class="sig">Evan P. Falco</span><br>By: Evan P. Falco, Esq.<br>Dated: November 30, 2026</div>`;
  },
},

// ---------------------------------------------------------------- 12 NJ
{
  id: '12', state: 'NJ', kind: 'small claims complaint and summons',
  layout: 'four stacked heading lines at top left, title bar, defendant name in ALL CAPS with suffix III, address on two ruled lines with the labels (street / city-state-zip) printed under them, attorney on a signature line, claim amount table, docket number only in the footer next to an account reference',
  font: "'URW Gothic', sans-serif", size: '9.5pt',
  d: {
    name: 'Gerald T. Holloway III', plaintiff: 'Coastal Imaging Associates, P.A.',
    firm: 'Mancuso Lisowski LLC', email: 'dlisowski@mancusolisowski.com', lst: 'NJ',
    amount: 1946.30, caseNo: 'OCN-SC-000418-26', suit: true,
    court: 'Superior Court of New Jersey, Law Division, Special Civil Part, Small Claims Section, Ocean County',
    street: '918 Hooper Ave, Apt 2', city: 'Toms River', cst: 'NJ', zip: '08753',
  },
  css: `
.page { padding: 0.55in 0.7in }
.hd { font-weight: bold; font-size: 10pt; line-height: 1.3 }
.hd2 { font-size: 7.5pt; margin-top: 2pt }
.bar { background: #111; color: #fff; text-align: center; font-size: 13pt; font-weight: bold; padding: 5pt; margin: 10pt 0; letter-spacing: 1pt }
.two { display: flex; gap: 24pt }
.two > div { flex: 1 }
.blk .h { font-weight: bold; font-size: 8pt; letter-spacing: 1pt; margin-bottom: 2pt }
.ln { border-bottom: 1px solid #000; font-size: 10.5pt; min-height: 15pt; padding-left: 2pt; margin-top: 5pt }
.lab { font-size: 7pt; color: #222 }
.claim { width: 100%; margin-top: 12pt; font-size: 9.5pt } .claim td { border: 1px solid #000; padding: 4pt 6pt }
.t { margin-top: 10pt; text-align: justify; line-height: 1.35 }
.foot { position: absolute; left: 0.7in; right: 0.7in; bottom: 0.35in; font-size: 7.5pt; border-top: 2px solid #000; padding-top: 3pt; display: flex; justify-content: space-between }
`,
  body: d => `
<div class="hd">SUPERIOR COURT OF NEW JERSEY<br>LAW DIVISION, SPECIAL CIVIL PART<br>SMALL CLAIMS SECTION<br>OCEAN COUNTY</div>
<div class="hd2">Ocean County Justice Complex Annex &middot; 213 Washington Street, Toms River, NJ 08753 &middot; (732) 555-0116 &middot; Hours 8:30 a.m.&ndash;4:30 p.m.</div>
<div class="bar">SMALL CLAIMS COMPLAINT AND SUMMONS</div>
<div class="two"><div class="blk"><div class="h">PLAINTIFF</div>
<div class="ln">${d.plaintiff}</div><div class="lab">Name</div>
<div class="ln">1301 Route 37 West, Suite 4</div><div class="lab">Street</div>
<div class="ln">Toms River, NJ 08755</div><div class="lab">City, State, Zip</div>
<div class="ln">(732) 555-0184 &nbsp; billing@coastalimagingnj.com</div><div class="lab">Telephone / e-mail</div></div>
<div class="blk"><div class="h">DEFENDANT</div>
<div class="ln">${d.name.toUpperCase()}</div><div class="lab">Name</div>
<div class="ln">${d.street}</div><div class="lab">Street</div>
<div class="ln">${d.city}, ${d.cst} ${d.zip}</div><div class="lab">City, State, Zip</div>
<div class="ln">&nbsp;</div><div class="lab">Telephone</div></div></div>
<div class="t"><b>Plaintiff&rsquo;s claim:</b> Defendant owes Plaintiff for diagnostic imaging services (MRI, lumbar spine) rendered on March 3, 2026, patient account CIA-3390182, after insurance adjustments. Payment was demanded by letters dated June 1 and August 3, 2026. The small claims section hears claims up to $5,000 (security deposit claims up to $5,000).</div>
<table class="claim"><tr><td>Amount of claim</td><td class="r"><b>${money(d.amount)}</b></td><td>Filing fee</td><td class="r">$35.00</td></tr>
<tr><td>Mileage / service</td><td class="r">$9.00</td><td>Total (claim plus costs)</td><td class="r">$1,990.30</td></tr></table>
<div class="t"><b>SUMMONS.</b> TO THE DEFENDANT: You are being sued. The trial of this case will be held on <b>January 22, 2027 at 9:00 a.m.</b> in Courtroom 5, at the address above. You must appear with any witnesses and documents. If you do not appear, a judgment may be entered against you. If you need an interpreter or an accommodation, call (732) 555-0116. <i>Si necesita un intérprete, llame al (732) 555-0116.</i></div>
<div class="two" style="margin-top:18pt"><div><span class="sig">Dana M. Lisowski</span><div class="ln" style="margin-top:0">Dana M. Lisowski, Esq. (Attorney ID 027711994)</div><div class="lab">Attorney for Plaintiff</div>
<div style="font-size:8.5pt;margin-top:3pt">${d.firm}<br>733 Lacey Road, Suite 3, Forked River, NJ 08731<br>(609) 555-0119 &middot; ${d.email}</div></div>
<div><div class="ln" style="margin-top:22pt">November 26, 2026</div><div class="lab">Date</div><div class="ln">&nbsp;</div><div class="lab">Clerk of the Special Civil Part</div></div></div>
<div class="foot"><span>DOCKET NO. <b>${d.caseNo}</b> &nbsp;&nbsp; Acct. ref. CIA-3390182</span><span>CN 10285 &middot; Small Claims Complaint/Summons &middot; page 1 of 1</span></div>
`,
},

// ---------------------------------------------------------------- 13 PA
{
  id: '13', state: 'PA', kind: 'civil complaint (magisterial district court)',
  layout: 'AOPC-style grid form: court block top-left with MDJ name/address, docket box top-right, side-by-side PLAINTIFF / DEFENDANT "name and address" boxes, amount and cost ledger table, statement of claim, plaintiff\'s attorney box at bottom with Supreme Court ID and no e-mail, court e-mail in header',
  font: "'Nimbus Sans', sans-serif", size: '9pt',
  d: {
    name: 'Renee C. Dombrowski', plaintiff: 'Three Rivers Receivables, LLC',
    firm: 'Hartwell & Dunmore, P.C.', email: null, lst: 'PA',
    amount: 4109.55, caseNo: 'MJ-05214-CV-0000187-2026', suit: true,
    court: 'Magisterial District Court 05-2-14, Allegheny County, Pennsylvania',
    street: '411 Arlington Ave, Apt 2R', city: 'Pittsburgh', cst: 'PA', zip: '15210',
  },
  css: `
.page { padding: 0.5in 0.55in }
.g { display: grid; grid-template-columns: 1.3fr 1fr; border: 1.5px solid #000 }
.g > div { border: 1px solid #000; padding: 4pt 5pt }
.lab { font-size: 6.8pt; font-weight: bold; display: block; letter-spacing: .3pt }
.v { font-size: 10pt }
h1 { font-size: 16pt; margin: 0; letter-spacing: 2pt }
.led { width: 100%; font-size: 9pt } .led td { border: 1px solid #000; padding: 2pt 5pt } .led td.r { width: 1.1in }
.claim { border: 1.5px solid #000; border-top: 0; padding: 5pt; min-height: 2.2in; line-height: 1.35; text-align: justify }
.att { border: 1.5px solid #000; border-top: 0; display: grid; grid-template-columns: 1.3fr 1fr }
.att > div { padding: 4pt 5pt; border-right: 1px solid #000 }
.foot { position: absolute; left: 0.55in; right: 0.55in; bottom: 0.32in; font-size: 6.8pt; display: flex; justify-content: space-between }
`,
  body: d => `
<div class="g">
<div><b style="font-size:11pt">MAGISTERIAL DISTRICT COURT 05-2-14<br>ALLEGHENY COUNTY, PENNSYLVANIA</b>
<span class="lab" style="margin-top:4pt">MDJ NAME:</span>Hon. Paula R. Sokolinski
<span class="lab">ADDRESS:</span>2307 Brownsville Road, Pittsburgh, PA 15210
<span class="lab">TELEPHONE / E-MAIL:</span>(412) 555-0106 &middot; mdj0514@alleghenymdj-courts.org</div>
<div style="text-align:center"><h1>CIVIL<br>COMPLAINT</h1><span class="lab" style="margin-top:6pt">DOCKET NO.:</span><span class="v"><b>${d.caseNo}</b></span>
<span class="lab">DATE FILED:</span>11/24/2026</div>
<div><span class="lab">PLAINTIFF: NAME and ADDRESS</span><span class="v">${d.plaintiff}<br>1425 Smallman Street, Suite 3<br>Pittsburgh, PA 15222</span></div>
<div><span class="lab">DEFENDANT: NAME and ADDRESS</span><span class="v">${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</span></div>
<div style="padding:0"><table class="led">
<tr><td class="b">AMOUNT</td><td class="r b">${money(d.amount)}</td></tr>
<tr><td>Filing Costs</td><td class="r">$129.25</td></tr><tr><td>Postage</td><td class="r">$14.10</td></tr>
<tr><td>Service Costs</td><td class="r">$45.00</td></tr><tr><td>Constable Ed.</td><td class="r">$5.00</td></tr>
<tr><td class="b">TOTAL</td><td class="r b">$4,302.90</td></tr></table></div>
<div style="font-size:8pt"><span class="lab">DATE PAID</span>11/24/2026<span class="lab" style="margin-top:6pt">PA.R.C.P.M.D.J. No. 206</span>Costs and fees are recoverable only as provided by rule. Jurisdictional limit of a magisterial district court in civil actions: $12,000.</div>
</div>
<div class="claim"><span class="lab">THE PLAINTIFF CLAIMS:</span>
Defendant ${d.name} opened a revolving credit account with Allegheny Shore Bank (account ending 9021) and used the account to make purchases. Defendant failed to make the payments required, and the account was charged off on February 28, 2026 with a balance of ${money(d.amount)}. The account was sold and assigned to Plaintiff, ${d.plaintiff}, on May 12, 2026; a bill of sale is attached. Plaintiff demands judgment in the amount of ${money(d.amount)} together with the costs listed above. Post-charge-off interest of $318.40 is waived and is not claimed.<br><br>
I, Jonathan P. Hartwell, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 Pa.C.S. &sect; 4904) relating to unsworn falsification to authorities.</div>
<div class="att"><div><span class="lab">PLAINTIFF&rsquo;S ATTORNEY:</span>Jonathan P. Hartwell, Esq. &middot; Supreme Court ID No. 208377<br>${d.firm}<br>235 Fort Pitt Boulevard, 4th Floor, Pittsburgh, PA 15222<br>Phone: (412) 555-0183 &nbsp; Fax: (412) 555-0184</div>
<div style="border-right:0"><span class="lab">SIGNATURE OF PLAINTIFF OR AUTHORIZED AGENT</span><span class="sig">Jonathan P. Hartwell</span><span class="lab" style="margin-top:4pt">DATE</span>11/20/2026</div></div>
<p style="font-size:8.5pt;margin-top:8pt;text-align:justify">If you intend to enter a defense to this complaint, you should so notify this office immediately at the above telephone number. You must appear at the hearing and present your defense. Unless you do, judgment may be entered against you by default. If you have a claim against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert at the hearing, you must file it on a complaint form at this office at least five (5) days before the date set for the hearing. <b>Hearing: January 12, 2027, 10:30 AM.</b></p>
<div class="foot"><span>AOPC 308A-26</span><span>Plaintiff&rsquo;s ref. TRR-771-40917</span><span>FREE INTERPRETER &middot; INT&Eacute;RPRETE GRATIS</span></div>
`,
},

// ---------------------------------------------------------------- 14 PA
{
  id: '14', state: 'PA', kind: 'notice to defend and complaint (bilingual notice)',
  layout: 'attorney block top-left with "Attorney for Plaintiff" at top right, one-line common pleas heading, caption with "CIVIL ACTION - LAW" and number at right, NOTICE TO DEFEND and AVISO side by side in two ruled columns, lawyer referral box, short complaint summary with separately claimed interest and fees',
  font: "'DejaVu Serif Condensed', serif", size: '9.5pt',
  d: {
    name: 'Wendell O. Haverstick', plaintiff: 'Keystone Lending Partners, Inc.',
    firm: 'Brubaker Sheaffer Collections Law, LLC', email: 'asheaffer@bscollectlaw.com', lst: 'PA',
    amount: 9216.08, caseNo: 'CI-26-01234', suit: true,
    court: 'Court of Common Pleas of Lancaster County, Pennsylvania',
    street: '318 Manor St', city: 'Lancaster', cst: 'PA', zip: '17603',
  },
  css: `
.page { padding: 0.5in 0.7in }
.top { display: flex; justify-content: space-between; font-size: 8.5pt; line-height: 1.22 }
.crt { text-align: center; font-weight: bold; font-size: 10.5pt; margin: 10pt 0 6pt }
.cap { width: 100%; border-collapse: collapse } .cap td { vertical-align: top; padding: 3pt 6pt }
.cap td.l { border-right: 1px solid #000; border-bottom: 1px solid #000; width: 55% }
.cols { display: flex; gap: 0; margin-top: 8pt; border: 1px solid #000 }
.cols > div { flex: 1; padding: 5pt 7pt; font-size: 8.5pt; text-align: justify; line-height: 1.3 }
.cols > div + div { border-left: 1px solid #000 }
.cols h3 { text-align: center; margin: 0 0 4pt; font-size: 10pt }
.ref { border: 1.5px solid #000; margin: 6pt auto; width: 3.6in; text-align: center; padding: 4pt; font-size: 8.5pt }
.cmp { border-top: 2px solid #000; margin-top: 6pt; padding-top: 4pt; text-align: justify; line-height: 1.33 }
`,
  body: d => `
<div class="top"><div>${d.firm.toUpperCase()}<br>By: Allison M. Sheaffer, Esquire<br>Attorney I.D. No. 318842<br>127 East Orange Street, Lancaster, PA 17602<br>(717) 555-0158 &middot; ${d.email}</div><div style="align-self:flex-start;font-weight:bold">Attorney for Plaintiff</div></div>
<div class="crt">IN THE COURT OF COMMON PLEAS OF LANCASTER COUNTY, PENNSYLVANIA</div>
<table class="cap"><tr><td class="l">${d.plaintiff.toUpperCase()}<br>9 Hollinger Drive, Suite 200<br>Ephrata, PA 17522,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>${d.name.toUpperCase()}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant</td>
<td><b>CIVIL ACTION &ndash; LAW</b><br><br>No. ${d.caseNo}<br><br>Loan No. KLP-0099-4418</td></tr></table>
<div class="cols"><div><h3>NOTICE TO DEFEND</h3>You have been sued in court. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you. You are warned that if you fail to do so the case may proceed without you and a judgment may be entered against you by the court without further notice for any money claimed in the complaint or for any other claim or relief requested by the plaintiff. You may lose money or property or other rights important to you.<br>YOU SHOULD TAKE THIS PAPER TO YOUR LAWYER AT ONCE. IF YOU DO NOT HAVE A LAWYER, GO TO OR TELEPHONE THE OFFICE SET FORTH BELOW.</div>
<div><h3>AVISO</h3>Le han demandado a usted en la corte. Si usted quiere defenderse de estas demandas expuestas en las páginas siguientes, usted tiene veinte (20) días de plazo al partir de la fecha de la demanda y la notificación. Hace falta asentar una comparecencia escrita o en persona o con un abogado y entregar a la corte en forma escrita sus defensas o sus objeciones a las demandas en contra de su persona. Sea avisado que si usted no se defiende, la corte tomará medidas y puede continuar la demanda en contra suya sin previo aviso o notificación. Además, la corte puede decidir a favor del demandante y requiere que usted cumpla con todas las provisiones de esta demanda. Usted puede perder dinero o sus propiedades u otros derechos importantes para usted.<br>LLEVE ESTA DEMANDA A UN ABOGADO INMEDIATAMENTE.</div></div>
<div class="ref"><b>Lawyer Referral Service &middot; Servicio de Referencia de Abogados</b><br>Lancaster Bar Association, 41 Prince Street Annex, Lancaster, PA 17603<br>Telephone (717) 555-0140 &middot; referral@lancbar-lrs.org</div>
<div class="cmp"><b>COMPLAINT &mdash; SUMMARY OF CLAIM.</b> Plaintiff ${d.plaintiff} loaned Defendant ${d.name} the sum of $12,500.00 under a consumer installment note dated July 1, 2024. Defendant defaulted in March 2026. Count I: unpaid principal balance of ${money(d.amount)}. Count II: contract interest at 6% per annum through November 30, 2026, $1,104.32. Count III: attorney&rsquo;s commission of 15% under the note, $1,382.41. WHEREFORE, Plaintiff demands judgment in its favor and against Defendant in the amount of ${money(d.amount)} on Count I, together with the sums claimed in Counts II and III and costs of suit. The amount in controversy does not exceed the $50,000 compulsory arbitration limit of this Court.</div>
`,
},

// ---------------------------------------------------------------- 15 MA
{
  id: '15', state: 'MA', kind: 'statement of small claim and notice of trial',
  layout: 'trial-court form: three stacked heading lines at left, docket number box at top right, numbered rectangular fields (1-7) in a grid, attorney field with BBO number, claim amount field beside a costs field, notice of trial strip and clerk-magistrate signature line',
  font: "'DejaVu Sans', sans-serif", size: '9pt',
  d: {
    name: 'Hoang V. Tran', plaintiff: 'Wachusett Home Heating Oil Co.',
    firm: "O'Halloran & Quist, P.C.", email: 'mohalloran@ohqlaw.com', lst: 'MA',
    amount: 2764.91, caseNo: '2662SC000412', suit: true,
    court: 'Trial Court of Massachusetts, District Court Department, Worcester Division',
    street: '27 Vernon St, Apt 3', city: 'Worcester', cst: 'MA', zip: '01610',
  },
  css: `
.page { padding: 0.45in 0.5in }
.hd { display: flex; justify-content: space-between; align-items: flex-start }
.hd .t1 { font-size: 13pt; font-weight: bold; line-height: 1.15 }
.hd .crt { font-size: 9.5pt; font-weight: bold; line-height: 1.3; margin-top: 4pt }
.dk { border: 2px solid #000; padding: 3pt 8pt; width: 2.2in }
.g { display: grid; grid-template-columns: 1fr 1fr; border: 1.5px solid #000; margin-top: 8pt }
.g > div { border: 1px solid #000; padding: 3pt 5pt; min-height: 0.72in }
.lab { font-size: 6.8pt; font-weight: bold; display: block; margin-bottom: 2pt }
.v { font-size: 9.5pt }
.full { grid-column: 1 / 3 }
.trial { border: 2px solid #000; margin-top: 8pt; padding: 5pt; background: #efefef }
.foot { position: absolute; left: 0.5in; right: 0.5in; bottom: 0.32in; font-size: 6.8pt; display: flex; justify-content: space-between; border-top: 1px solid #000; padding-top: 2pt }
`,
  body: d => `
<div class="hd"><div><div class="t1">STATEMENT OF SMALL CLAIM<br>AND NOTICE OF TRIAL</div>
<div class="crt">TRIAL COURT OF MASSACHUSETTS<br>DISTRICT COURT DEPARTMENT<br>WORCESTER DIVISION</div><div style="font-size:7.5pt">312 Belmont Street Annex, Worcester, MA 01604 &middot; Small Claims Session (508) 555-0121</div></div>
<div class="dk"><span class="lab">DOCKET NUMBER</span><b style="font-size:12pt">${d.caseNo}</b><span class="lab" style="margin-top:4pt">DATE FILED</span>11/18/2026</div></div>
<div class="g">
<div><span class="lab">1. PLAINTIFF&rsquo;S NAME, ADDRESS, ZIP CODE AND PHONE</span><span class="v">${d.plaintiff}<br>88 Shrewsbury Street, Worcester, MA 01604<br>(508) 555-0125</span></div>
<div><span class="lab">2. PLAINTIFF&rsquo;S ATTORNEY (if any): NAME, ADDRESS, PHONE, BBO#</span><span class="v">Maeve T. O&rsquo;Halloran, BBO# 688120<br>${d.firm}<br>370 Main Street, Suite 1150, Worcester, MA 01608<br>(508) 555-0166 &middot; ${d.email}</span></div>
<div><span class="lab">3. DEFENDANT&rsquo;S NAME, ADDRESS, AND ZIP CODE</span><span class="v">${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</span></div>
<div><span class="lab">4. DEFENDANT&rsquo;S EMPLOYER (if known)</span><span class="v">&nbsp;</span><span class="lab" style="margin-top:6pt">5. IS DEFENDANT ON ACTIVE MILITARY DUTY?</span>&#x2610; Yes &nbsp; &#x2612; No &nbsp; &#x2610; Unknown</div>
<div><span class="lab">6. PLAINTIFF&rsquo;S CLAIM (amount)</span><b style="font-size:13pt">${money(d.amount)}</b><br><span style="font-size:7.5pt">Small claims limit: $7,000 (no limit for property-damage claims from motor-vehicle accidents)</span></div>
<div><span class="lab">COURT COSTS (filing fee and service)</span><span class="v">$40.00 filing &nbsp;&middot;&nbsp; $5.00 service by mail</span></div>
<div class="full"><span class="lab">7. PLAINTIFF&rsquo;S STATEMENT OF CLAIM (concise statement of facts)</span><span class="v" style="line-height:1.35">Plaintiff delivered home heating oil to the Defendant&rsquo;s residence at the address above on credit between November 2025 and March 2026 (invoices 51140, 51377, 51902 and 52210; customer account 30-7718). Defendant has paid $600.00 and owes the remaining balance of ${money(d.amount)}. Finance charges of $198.40 have accrued and are not included in this claim. A demand letter was sent on September 9, 2026 under G.L. c. 93A.</span></div>
<div class="full"><span class="lab">SIGNATURE OF PLAINTIFF OR ATTORNEY &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; DATE</span><span class="sig">Maeve T. O'Halloran</span> &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; 11/16/2026</div></div>
<div class="trial"><b>NOTICE OF TRIAL TO THE DEFENDANT.</b> A small claim has been filed against you. The trial will be held at the court listed above on <b>January 20, 2027 at 9:00 A.M.</b> You must appear in person. If you do not appear, a default judgment may be entered against you for the amount claimed plus costs. Bring all documents, photographs and witnesses that support your side. If you wish to resolve the claim before trial, contact the plaintiff&rsquo;s attorney. A mediator may be available on the trial date. <i>Aviso: si necesita un intérprete, comuníquese con la oficina del secretario.</i></div>
<div style="display:flex;justify-content:space-between;margin-top:16pt"><div>Witness: Hon. ____________________, First Justice</div><div>______________________________<br><span class="lab">CLERK-MAGISTRATE</span></div></div>
<div class="foot"><span>Uniform Small Claims Rule 2 &middot; DC-SC 1 (rev. 2026)</span><span>A TRUE COPY ATTEST &middot; Clerk-Magistrate</span></div>
`,
},

// ---------------------------------------------------------------- 16 MA
{
  id: '16', state: 'MA', kind: 'summons with constable\'s return',
  layout: 'round seal-like block at top left with the court name beside it, civil action number at top right, summons text addressed to the defendant with the plaintiff\'s attorney embedded in the sentence, claim amount sentence with interest and costs, constable\'s return of service at the bottom carrying the abode address and fees, process-server e-mail',
  font: "'URW Bookman', serif", size: '9.5pt',
  d: {
    name: 'Marcus D. Whitfield', plaintiff: 'Beacon Hill Capital Recovery, LLC',
    firm: 'Lattimore Feeney LLP', email: 'cfeeney@lattimorefeeney.com', lst: 'MA',
    amount: 8455.70, caseNo: '2607CV000981', suit: true,
    court: 'Boston Municipal Court Department, Dorchester Division',
    street: '64 Bowdoin St, Apt 1', city: 'Dorchester', cst: 'MA', zip: '02124',
  },
  css: `
.page { padding: 0.5in 0.7in }
.hd { display: flex; align-items: center; gap: 14pt }
.seal { width: 1.05in; height: 1.05in; border-radius: 50%; border: 3px double #000; display: flex; align-items: center; justify-content: center; text-align: center; font-size: 6.5pt; line-height: 1.2; letter-spacing: .5pt }
.hd .crt { flex: 1; font-size: 11.5pt; font-weight: bold; line-height: 1.35 }
.hd .no { border-left: 2px solid #000; padding-left: 10pt; font-size: 9pt }
h2 { text-align: center; letter-spacing: 4pt; margin: 12pt 0 6pt; font-size: 14pt }
.cap { display: flex; justify-content: space-between; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 5pt 0 }
.t p { text-align: justify; line-height: 1.35 }
.ret { border: 2px solid #000; padding: 6pt 8pt; margin-top: 8pt; font-size: 8.5pt; line-height: 1.35 }
.ret h4 { margin: 0 0 4pt; text-align: center; letter-spacing: 1pt }
.fees { display: flex; gap: 18pt; margin-top: 4pt }
`,
  body: d => `
<div class="hd"><div class="seal">COMMON&shy;WEALTH<br>OF<br>MASSACHUSETTS<br>&#9733;<br>TRIAL COURT</div>
<div class="crt">BOSTON MUNICIPAL COURT DEPARTMENT<br>DORCHESTER DIVISION<div style="font-size:7.5pt;font-weight:normal">Civil Clerk&rsquo;s Office &middot; 510 Washington Street Annex, Dorchester, MA 02124 &middot; (617) 555-0117</div></div>
<div class="no">CIVIL ACTION NO.<br><b style="font-size:11pt">${d.caseNo}</b></div></div>
<h2>SUMMONS</h2>
<div class="cap"><div>${d.plaintiff}, Plaintiff</div><div>v.</div><div>${d.name}, Defendant</div></div>
<div class="t" style="margin-top:6pt"><p>To the above-named Defendant:</p>
<p>You are hereby summoned and required to serve upon Caroline J. Feeney, Esq. (BBO# 671032), of ${d.firm}, plaintiff&rsquo;s attorney, whose address is 411 Atlantic Avenue, 6th Floor, Boston, MA 02110, telephone (617) 555-0138, e-mail ${d.email}, an answer to the complaint which is herewith served upon you, within 20 days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint. You are also required to file your answer to the complaint in the office of the Clerk-Magistrate of this court either before service upon plaintiff&rsquo;s attorney or within a reasonable time thereafter.</p>
<p>The complaint seeks damages for breach of a credit agreement (original creditor: Commonwealth Harbor Bank, account ending 2290) in the principal amount of <b>${money(d.amount)}</b>, plus pre-judgment interest of $1,264.55 computed through November 30, 2026 and costs. The civil jurisdiction of this Court is not limited as to amount, but cases seeking more than $50,000 may be removed.</p>
<p>Unless otherwise provided by Rule 13(a), your answer must state as a counterclaim any claim which you may have against the plaintiff which arises out of the transaction or occurrence that is the subject matter of the plaintiff&rsquo;s claim.</p>
<p>Witness: Hon. ____________________, First Justice, at Dorchester, on December 1, 2026. &nbsp;&nbsp;&nbsp;&nbsp; _________________________ Clerk-Magistrate</p></div>
<div class="ret"><h4>RETURN OF SERVICE</h4>
Suffolk, ss. &nbsp;&nbsp; I hereby certify and return that on ____________, 2026, I served a true and attested copy of the within summons, together with a copy of the complaint, upon the within-named defendant ${d.name}, by leaving it at the last and usual place of abode of the defendant, <b>${d.street}, ${d.city}, ${d.cst} ${d.zip}</b>, and by mailing first-class a copy to the same address.
<div class="fees"><span>Service $30.00</span><span>Travel $12.00</span><span>Copies $5.00</span><span>Postage $1.00</span><span>Total $48.00</span></div>
<div style="margin-top:6pt">_________________________ Constable &nbsp;&middot;&nbsp; Bay State Constables, LLC &nbsp;&middot;&nbsp; dispatch@baystateconstables.com &nbsp;&middot;&nbsp; (617) 555-0199</div></div>
`,
},

// ---------------------------------------------------------------- 17 NE
{
  id: '17', state: 'NE', kind: 'complaint',
  layout: 'court title inside a rounded seal-like double-bordered block at top centre, caption with a solid vertical rule between parties and case number, "Serve at:" block under the defendant, numbered allegations with separately stated interest and statutory attorney fee, attorney block at bottom with Nebraska bar number and L.L.O. firm',
  font: "'Liberation Serif', serif", size: '11pt',
  d: {
    name: 'Kayla J. Strickland', plaintiff: 'Heartland Plains Acquisitions, LLC',
    firm: 'Stenberg & Kaufmann, L.L.O.', email: 'rstenberg@stenbergkaufmann.com', lst: 'NE',
    amount: 3882.15, caseNo: 'CI 26-4417', suit: true,
    court: 'County Court of Douglas County, Nebraska',
    street: '5120 Cass St, Apt 210', city: 'Omaha', cst: 'NE', zip: '68132',
  },
  css: `
.page { padding: 0.55in 0.85in }
.seal { margin: 0 auto; width: 4.6in; border: 4px double #000; border-radius: 28pt; text-align: center; padding: 8pt 10pt; font-weight: bold; font-size: 12pt; letter-spacing: 1pt }
.cap { display: flex; margin-top: 14pt }
.cap .l { flex: 1; border-right: 2px solid #000; padding-right: 10pt; line-height: 1.28 }
.cap .r { width: 2.3in; padding-left: 14pt; padding-top: 20pt }
.srv { margin-top: 6pt; border: 1px solid #000; padding: 4pt; width: 2.6in; font-size: 10pt }
.t { margin-top: 12pt } .t p { text-indent: .5in; text-align: justify; line-height: 1.42; margin-bottom: 4pt }
.sg { margin-left: 3.1in; margin-top: 10pt; line-height: 1.22; font-size: 10pt }
`,
  body: d => `
<div class="seal">IN THE COUNTY COURT OF DOUGLAS COUNTY, NEBRASKA</div>
<div class="cap"><div class="l">${d.plaintiff.toUpperCase()},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;vs.<br>${d.name.toUpperCase()},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.
<div class="srv"><b>Serve at:</b><br>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div></div>
<div class="r">Case No. ${d.caseNo}<br><br><b>COMPLAINT</b><br><br><span style="font-size:9pt">Original creditor acct. ending 5150<br>Plaintiff ref. HPA-2611-0458</span></div></div>
<div class="t">
<p>COMES NOW the Plaintiff, ${d.plaintiff}, and for its cause of action against the Defendant states:</p>
<p>1. Plaintiff is a limited liability company doing business in Nebraska and is the assignee of a credit account originally opened by Defendant with Platte River Card Services.</p>
<p>2. Defendant is a resident of Douglas County, Nebraska, and this Court has jurisdiction, the amount claimed being within the $57,000 civil jurisdiction of the county court.</p>
<p>3. There is now due and owing from Defendant to Plaintiff the principal sum of ${money(d.amount)}, no part of which has been paid despite demand.</p>
<p>4. Plaintiff claims prejudgment interest of $402.76 through the date of filing and, pursuant to Neb. Rev. Stat. &sect; 25-1801, a reasonable attorney fee of $388.00, each stated separately.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of ${money(d.amount)}, together with interest, attorney fees as allowed by statute, and the costs of this action.</p></div>
<div class="sg">${d.plaintiff.toUpperCase()}, Plaintiff,<br><br>By: <span class="sig">Rolf A. Stenberg</span><br>_________________________________<br>Rolf A. Stenberg, #24417<br>${d.firm.toUpperCase()}<br>11020 Davenport Street, Suite 200<br>Omaha, NE 68154 &middot; (402) 555-0171<br>${d.email}<br>ATTORNEYS FOR PLAINTIFF</div>
`,
},

// ---------------------------------------------------------------- 18 NE
{
  id: '18', state: 'NE', kind: 'summons',
  layout: 'court title and SUMMONS at top with a "Case ID" box, two-column form of ruled blanks with labels BELOW each blank (plaintiff, two defendants, street, city/state/ZIP), notice text, claim summary box (principal, interest, costs), attorney with bar number and clerk e-mail in the footer',
  font: "'Nimbus Sans', sans-serif", size: '9.5pt',
  d: {
    name: 'Emily R. Roebuck', plaintiff: 'Salt Creek Finance Company',
    firm: 'Pruss Wendt Law, P.C., L.L.O.', email: 'hwendt@prusswendt.com', lst: 'NE',
    amount: 1604.48, caseNo: 'CI26-812', suit: true,
    court: 'County Court of Lancaster County, Nebraska',
    street: '2148 S 17th St', city: 'Lincoln', cst: 'NE', zip: '68502',
  },
  css: `
.page { padding: 0.55in 0.7in }
.hd { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 1.5px solid #000; padding-bottom: 6pt }
.hd .crt { font-size: 12pt; font-weight: bold } .hd h1 { margin: 2pt 0 0; font-size: 20pt; letter-spacing: 3pt }
.cid { border: 1.5px solid #000; padding: 4pt 10pt; text-align: center }
.grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 22pt; margin-top: 10pt }
.f { border-bottom: 1px solid #000; font-size: 10.5pt; min-height: 15pt; padding-left: 2pt; margin-top: 6pt }
.lab { font-size: 7pt; color: #222 }
.t { margin-top: 12pt; text-align: justify; line-height: 1.38 }
.box { border: 1.5px solid #000; margin-top: 10pt; display: flex } .box div { flex: 1; padding: 4pt 6pt; border-right: 1px solid #000 } .box div:last-child { border: 0 }
.foot { position: absolute; left: 0.7in; right: 0.7in; bottom: 0.33in; font-size: 7pt; border-top: 1px solid #000; padding-top: 2pt; display: flex; justify-content: space-between }
`,
  body: d => `
<div class="hd"><div><div class="crt">IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA</div><h1>SUMMONS</h1></div>
<div class="cid"><span class="lab">Case ID</span><br><b style="font-size:13pt">${d.caseNo}</b></div></div>
<div class="grid">
<div><div class="f">${d.plaintiff}</div><div class="lab">Plaintiff</div></div><div><div class="f">Civil &mdash; Debt / Contract</div><div class="lab">Type of case</div></div>
<div><div class="f">${d.name}</div><div class="lab">Defendant 1</div></div><div><div class="f">Justin A. Roebuck</div><div class="lab">Defendant 2</div></div>
<div><div class="f">${d.street}</div><div class="lab">Street address (Defendants 1 and 2)</div></div><div><div class="f">${d.city}, ${d.cst} ${d.zip}</div><div class="lab">City, State, ZIP</div></div>
<div><div class="f">Hannah E. Wendt, #26190</div><div class="lab">Plaintiff&rsquo;s attorney</div></div><div><div class="f">${d.firm}</div><div class="lab">Firm</div></div>
<div><div class="f">1248 O Street, Suite 700, Lincoln, NE 68508</div><div class="lab">Attorney address</div></div><div><div class="f">(402) 555-0176 &nbsp;&middot;&nbsp; ${d.email}</div><div class="lab">Attorney phone / e-mail</div></div>
</div>
<div class="t"><b>TO THE ABOVE-NAMED DEFENDANT(S):</b> You have been sued by the above-named plaintiff. A copy of the complaint is attached. You are required to file an answer or other response with the Clerk of this Court within 30 days after service of this summons upon you. If you fail to do so, judgment by default may be entered against you for the relief demanded in the complaint. The Clerk cannot give legal advice. Self-help information is available at the Court&rsquo;s public counter.</div>
<div class="box"><div><span class="lab">Principal claimed in complaint</span><br><b>${money(d.amount)}</b></div><div><span class="lab">Interest to date of filing</span><br>$96.27</div><div><span class="lab">Filing fee and service</span><br>$61.00</div><div><span class="lab">Account No.</span><br>SCF-44018-2</div></div>
<div class="t">Method of service: &#9744; Certified mail &nbsp; &#9746; Sheriff &nbsp; &#9744; Publication. &nbsp; Sheriff service fee advanced: $24.00. This summons must be served within 180 days of filing.</div>
<div style="display:flex;justify-content:space-between;margin-top:20pt"><div>Date: December 2, 2026</div><div>BY THE COURT: __________________________<br><span class="lab">Clerk / Deputy Clerk</span></div></div>
<div class="foot"><span>County Court Clerk, 575 S 10th Street Annex, Lincoln, NE 68508 &middot; (402) 555-0112 &middot; lancaster.civil@necountycourt-clerk.org</span><span>CC 1:1 Summons</span></div>
`,
},

// ---------------------------------------------------------------- 19 MS
{
  id: '19', state: 'MS', kind: 'summons and sworn account (justice court)',
  layout: 'typewriter-style justice-court form: monospaced text throughout with underscored blanks filled in, court heading with district line, case number on a blank at top right, summons on top and an affidavit of open account with notary block below, attorney without e-mail, clerk e-mail',
  font: "'Nimbus Mono PS', monospace", size: '10pt',
  d: {
    name: 'Cedric L. Womack', plaintiff: 'Magnolia Installment Loans, Inc.',
    firm: 'Tillman & Greer, PLLC', email: null, lst: 'MS',
    amount: 2314.62, caseNo: 'J2-26-GC-0417', suit: true,
    court: 'Justice Court of Hinds County, Mississippi, District 2',
    street: '3518 Carver Oaks Dr', city: 'Jackson', cst: 'MS', zip: '39209',
  },
  css: `
.page { padding: 0.55in 0.75in }
.crt { text-align: center; font-weight: bold; line-height: 1.3 }
.u { text-decoration: underline }
.row { display: flex; justify-content: space-between; margin-top: 8pt }
h2 { text-align: center; font-size: 12pt; margin: 10pt 0 4pt; text-decoration: underline }
.t { text-align: justify; line-height: 1.35; margin-bottom: 6pt }
.cut { border-top: 1px dashed #000; margin: 10pt 0 4pt }
.fill { border-bottom: 1px solid #000; padding: 0 4pt }
.sm { font-size: 8pt }
`,
  body: d => `
<div class="crt">IN THE JUSTICE COURT OF HINDS COUNTY, MISSISSIPPI<br>DISTRICT 2</div>
<div class="sm" style="text-align:center">Justice Court Building, 407 E. Pascagoula St. Annex, Jackson, MS 39201 - (601) 555-0105 - jcclerk.hinds@msjustice-clerk.org</div>
<div class="row"><div>${d.plaintiff.toUpperCase()}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF</div><div>CASE NO. <span class="fill">${d.caseNo}</span></div></div>
<div class="row"><div>VS.</div></div>
<div class="row"><div>${d.name.toUpperCase()}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT</div></div>
<h2>SUMMONS</h2>
<div class="t">THE STATE OF MISSISSIPPI<br>TO ANY LAWFUL OFFICER OF HINDS COUNTY: You are commanded to summon <span class="fill">${d.name}</span>, whose address is <span class="fill">${d.street}, ${d.city}, ${d.cst} ${d.zip}</span>, to appear before the Justice Court of Hinds County, District 2, on the <span class="fill">13th</span> day of <span class="fill">January</span>, 20<span class="fill">27</span>, at <span class="fill">9:00</span> o'clock A.M., to defend the claim of the plaintiff for the sum of $<span class="fill">${money(d.amount, { nodollar: true })}</span>, plus court costs of $<span class="fill">110.00</span>.</div>
<div class="t">Issued this <span class="fill">1st</span> day of <span class="fill">December</span>, 2026. &nbsp;&nbsp;&nbsp; ________________________ Clerk of Justice Court</div>
<div class="cut"></div>
<h2>AFFIDAVIT OF OPEN ACCOUNT</h2>
<div class="t">Personally appeared before me, the undersigned authority, Lorraine B. Keys, custodian of records for ${d.plaintiff}, who, being duly sworn, states that the defendant ${d.name} is justly indebted to the plaintiff on open account (loan no. MIL-90-33817) in the principal sum of ${money(d.amount)}, after allowing all just credits and offsets; that accrued interest of $187.55 is not included; and that the amount is within the $3,500.00 jurisdictional limit of the justice court.</div>
<div class="t">__________________________ Affiant &nbsp;&nbsp;&nbsp; Sworn to and subscribed before me this 25th day of November, 2026.</div>
<div class="t">__________________________ Notary Public &nbsp;&nbsp; My commission expires: 06/30/2028</div>
<div class="t" style="margin-top:10pt">ATTORNEY FOR PLAINTIFF:<br>R. Grady Tillman, MSB No. 10473<br>${d.firm.toUpperCase()}<br>217 W. Pearl Street, Suite 2<br>Jackson, MS 39201<br>(601) 555-0187</div>
<div class="sm">OFFICER'S RETURN: Personally served ______ / Left at residence with ______ on ______, 20__. Fee $25.00. ____________ Constable</div>
`,
},

// ---------------------------------------------------------------- 20 MS
{
  id: '20', state: 'MS', kind: 'complaint on open account with itemized statement',
  layout: 'two-line county-court heading, caption with "Plaintiff/Defendant" right-aligned labels and civil action number under the heading, an itemized statement-of-account table whose balance column ends with the principal, separate rows for interest and one-third attorney fee, attorney block with a payment e-mail',
  font: "'C059', serif", size: '10pt',
  d: {
    name: 'Lakeisha M. Dubose', plaintiff: 'Pelican Coast Credit, LLC',
    firm: 'Broussard Hollis Law Firm, PLLC', email: 'shollis@broussardhollis.com', lst: 'MS',
    amount: 12640.00, caseNo: 'CC-2026-00183', suit: true,
    court: 'County Court of Harrison County, Mississippi, First Judicial District',
    street: '1219 30th Ave', city: 'Gulfport', cst: 'MS', zip: '39501',
  },
  css: `
.page { padding: 0.55in 0.8in }
.crt { text-align: center; font-weight: bold; line-height: 1.3 }
.cn { text-align: center; margin: 4pt 0 10pt }
.cap td { padding: 1pt 0 } .cap .lb { text-align: right; padding-left: 40pt }
h2 { text-align: center; font-size: 12pt; margin: 10pt 0 6pt }
.t p { text-align: justify; line-height: 1.38; text-indent: .4in; margin-bottom: 4pt }
.st { width: 100%; font-size: 9pt; margin: 6pt 0 } .st th, .st td { border: 1px solid #000; padding: 2pt 5pt } .st th { background: #e6e6e6 }
.st td.n { text-align: right }
.sg { display: flex; justify-content: space-between; margin-top: 10pt; font-size: 9.5pt; line-height: 1.25 }
`,
  body: d => `
<div class="crt">IN THE COUNTY COURT OF HARRISON COUNTY, MISSISSIPPI<br>FIRST JUDICIAL DISTRICT</div>
<div class="cn">CIVIL ACTION NO. <b>${d.caseNo}</b></div>
<table class="cap"><tr><td>${d.plaintiff.toUpperCase()}</td><td class="lb">PLAINTIFF</td></tr><tr><td>V.</td><td></td></tr>
<tr><td>${d.name.toUpperCase()}<br><span style="font-size:9pt">${d.street}, ${d.city}, ${d.cst} ${d.zip}</span></td><td class="lb">DEFENDANT</td></tr></table>
<h2>COMPLAINT ON OPEN ACCOUNT</h2>
<div class="t"><p>COMES NOW Plaintiff, ${d.plaintiff}, by and through counsel, and files this Complaint on Open Account against Defendant, ${d.name}, an adult resident citizen of Harrison County, Mississippi, and would show:</p>
<p>1. Defendant purchased goods on credit under revolving account no. PCC-66-20418. The itemized statement below reflects all charges, payments and credits. The principal balance now due is ${money(d.amount)}.</p>
<p>2. Demand was made more than thirty days before suit. Pursuant to Miss. Code Ann. &sect; 11-53-81, Plaintiff is entitled to reasonable attorney&rsquo;s fees. Interest at 8% per annum is claimed separately.</p></div>
<table class="st"><tr><th>Date</th><th>Description</th><th>Charges</th><th>Payments / credits</th><th>Balance</th></tr>
<tr><td>03/14/2024</td><td>Purchase &mdash; bedroom suite, inv. 20418-A</td><td class="n">$9,870.00</td><td class="n"></td><td class="n">$9,870.00</td></tr>
<tr><td>07/02/2024</td><td>Purchase &mdash; appliances, inv. 20418-B</td><td class="n">$4,270.00</td><td class="n"></td><td class="n">$14,140.00</td></tr>
<tr><td>2024&ndash;2025</td><td>Payments received (15)</td><td class="n"></td><td class="n">($1,500.00)</td><td class="n">$12,640.00</td></tr>
<tr><td colspan="4"><b>Principal balance due</b></td><td class="n"><b>${money(d.amount)}</b></td></tr>
<tr><td colspan="4">Interest at 8% from 10/01/2025 through 11/30/2026 (not included above)</td><td class="n">$1,011.20</td></tr>
<tr><td colspan="4">Attorney&rsquo;s fees (one-third of principal)</td><td class="n">$4,213.33</td></tr>
<tr><td colspan="4">Total demanded with interest and fees</td><td class="n">$17,864.53</td></tr></table>
<div class="t"><p>WHEREFORE, Plaintiff demands judgment against Defendant for the principal sum of ${money(d.amount)}, together with interest, reasonable attorney&rsquo;s fees, and all costs of court. The amount in controversy is within the $200,000 jurisdictional limit of this Court.</p></div>
<div class="sg"><div>RESPECTFULLY SUBMITTED,<br>${d.plaintiff.toUpperCase()}<br><br>BY: <span class="sig">Simone R. Hollis</span></div>
<div>Simone R. Hollis (MSB #105588)<br>${d.firm.toUpperCase()}<br>1415 25th Avenue, Suite 3<br>Gulfport, Mississippi 39501<br>Tel. (228) 555-0164<br>${d.email}<br>Payments: pay@broussardhollis.com</div></div>
`,
},
];
