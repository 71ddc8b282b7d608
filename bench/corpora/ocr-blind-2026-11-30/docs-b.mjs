import { F, money, exp, doc, lineNumbers } from './common.mjs';

export const docsB = [];

// ---------------------------------------------------------------- 13 NJ Special Civil Part, Spanish summons page
docsB.push(doc('13', 'NJ', 'SPANISH: New Jersey Special Civil Part "DEMANDA Y CITACIÓN" page, English court header with Spanish translation, Spanish field labels (Demandante/Demandado/Número de expediente/Cantidad reclamada), two-column caption table; Times 11pt', F.TIMES, '11pt', `
.pg{padding:50px 66px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:6px 8px;line-height:1.4}
p{text-align:justify;margin-bottom:7px}
`, `
<div class="pg">
<p class="c b" style="font-size:12pt;margin-bottom:2px">SUPERIOR COURT OF NEW JERSEY, LAW DIVISION, SPECIAL CIVIL PART</p>
<p class="c" style="margin-bottom:2px"><i>Tribunal Superior de Nueva Jersey, División de Derecho, Parte Civil Especial</i></p>
<p class="c" style="margin-bottom:12px">Condado de Middlesex (Middlesex County) · 56 Paterson Street, New Brunswick, NJ 08903 · (732) 555-0109</p>
<table class="g"><tr>
<td style="width:56%"><b>Demandante (Plaintiff):</b><br>TD Bank USA, N.A.<br>3701 Wayzata Blvd<br>Minneapolis, MN 55416<br><br><b>contra (vs.)</b><br><br><b>Demandado (Defendant):</b><br>Yolanda Beatriz Ortiz<br>211 Hobart St Apt 2<br>Perth Amboy, NJ 08861</td>
<td><b>Número de expediente (Docket No.):</b><br><span style="font-size:13pt">DC-004512-26</span><br><br><b style="font-size:14pt">DEMANDA Y CITACIÓN</b><br>(Summons)<br><br><b>Cantidad reclamada:</b> $2,733.81<br>Costas judiciales: $58.00<br>Costo de entrega: $14.00<br>Honorarios de abogado: $0.00</td></tr></table>
<p style="margin-top:12px"><b>AL DEMANDADO ARRIBA MENCIONADO:</b> El demandante, nombrado arriba, le ha demandado en el Tribunal Superior de Nueva Jersey. La demanda adjunta expone la base de la demanda. <b>SI USTED NO CONTESTA LA DEMANDA, DENTRO DE 35 DÍAS CONTADOS A PARTIR DE LA FECHA EN QUE RECIBIÓ ESTA CITACIÓN, SE PODRÍA DICTAR UN FALLO POR INCUMPLIMIENTO CONTRA USTED</b> por la cantidad de $2,733.81 más las costas judiciales.</p>
<p>Para contestar la demanda, usted debe presentar una contestación por escrito ante la Secretaría de la Parte Civil Especial, en la dirección indicada arriba, y pagar el cargo de presentación de $35.00. Debe enviar una copia de su contestación al abogado del demandante.</p>
<p>Si usted no puede pagar un abogado, puede llamar a la Oficina de Servicios Legales de su condado. Si no habla inglés, el tribunal le proporcionará un intérprete sin costo.</p>
<table class="g" style="margin-top:10px"><tr><td style="width:56%"><b>Abogado del demandante (Plaintiff's attorney):</b><br>Halvorsen &amp; Quist, LLC<br>Erik J. Halvorsen, Esq. — Attorney ID 019832011<br>75 Livingston Ave, Suite 301<br>Roseland, NJ 07068<br>Tel. (973) 555-0124<br>Correo electrónico: njcollections@hqlawllc.com</td>
<td><b>Fecha de emisión (Date issued):</b> 03/04/2026<br><br>___________________________<br>Michelle M. Smith<br>Secretaria del Tribunal Superior (Clerk of the Superior Court)</td></tr></table>
<p style="font-size:9pt;margin-top:12px">Esta es una traducción de la citación en inglés. En caso de discrepancia, prevalecerá la versión en inglés. / This is a Spanish translation of the summons; the English version controls.</p>
<p style="font-size:8.5pt;position:absolute;bottom:34px;left:66px;right:66px;border-top:1px solid #000;padding-top:3px">Halvorsen &amp; Quist, LLC es un cobrador de deudas. Esta comunicación tiene el propósito de cobrar una deuda. &nbsp;&nbsp; Página 2 de 4 &nbsp;&nbsp; Revised 09/2025, CN 10153-Spanish</p>
</div>`,
exp({ name: 'Yolanda Beatriz Ortiz', plaintiff: 'TD Bank USA, N.A.', firm: 'Halvorsen & Quist, LLC', email: 'njcollections@hqlawllc.com', state: 'NJ', amount: 2733.81, civil: 'DC-004512-26', court: 'Superior Court of New Jersey, Law Division, Special Civil Part', street: '211 Hobart St Apt 2', city: 'Perth Amboy', cstate: 'NJ', zip: '08861', suit: true })));

// ---------------------------------------------------------------- 14 MA small claims statement
docsB.push(doc('14', 'MA', 'Massachusetts district court statement of small claim and notice of trial: numbered form boxes, docket number box, trial date box, "Law Offices of …, P.C." attorney, Arial 9.5pt', F.ARIAL, '9.5pt', `
.pg{padding:42px 50px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.38}
.n{font-size:7pt;font-weight:bold;display:block}
p{text-align:justify;margin-bottom:6px}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:26%;font-size:8.5pt;line-height:1.3"><b>STATEMENT OF SMALL CLAIM AND NOTICE OF TRIAL</b></td>
<td style="width:22%"><span class="n">DOCKET NUMBER</span><b style="font-size:11pt">2662SC001187</b></td>
<td class="c"><b style="font-size:10.5pt">Trial Court of Massachusetts<br>District Court Department</b></td></tr>
<tr><td colspan="2"><span class="n">1. PLAINTIFF'S NAME, ADDRESS, ZIP CODE AND PHONE</span>Credit Acceptance Corporation<br>25505 W Twelve Mile Rd<br>Southfield, MI 48034 &nbsp; (800) 555-0140</td>
<td><span class="n">COURT NAME &amp; ADDRESS</span>Worcester District Court<br>225 Main Street<br>Worcester, MA 01608</td></tr>
<tr><td colspan="2"><span class="n">2. PLAINTIFF'S ATTORNEY (if any), ADDRESS, ZIP CODE, PHONE AND B.B.O. #</span>Law Offices of Sheila M. Kearney, P.C.<br>Sheila M. Kearney, BBO# 671204<br>100 Front Street, Suite 1700, Worcester, MA 01608<br>(508) 555-0193 &nbsp; skearney@kearneylawpc.com</td>
<td rowspan="2"><span class="n">TRIAL DATE AND TIME</span><b>Thursday, April 23, 2026 at 9:00 AM</b><br>Courtroom 21, Small Claims Session<br><br><span class="n">DATE FILED</span>03/09/2026</td></tr>
<tr><td colspan="2"><span class="n">3. DEFENDANT'S NAME, ADDRESS, ZIP CODE AND PHONE</span>Kevin P. Szymanski<br>77 Grafton St Apt 3<br>Worcester, MA 01604</td></tr>
<tr><td colspan="3"><span class="n">4. PLAINTIFF'S CLAIM</span>The Defendant owes the Plaintiff <b>$4,460.00</b> plus court costs for the following reasons: Defendant entered into a Retail Installment Contract dated 06/11/2022 for the purchase of a 2016 Nissan Altima (VIN ending 4471), which was assigned to Plaintiff. Defendant defaulted; the vehicle was repossessed and sold at a commercially reasonable sale on 09/30/2025 for $5,100.00. After applying the sale proceeds, a deficiency balance of $4,460.00 remains due. Filing fee paid: $40.00. Certified-mail costs: $15.70.</td></tr>
<tr><td colspan="3"><span class="n">5. PLAINTIFF'S CERTIFICATION</span>I certify that the claim stated above is true and accurate, and that the Defendant is not in the military service. I have attached a copy of the contract, notice of sale and deficiency notice. Date: 03/06/2026 &nbsp;&nbsp; Signature: ____________________________ (attorney for plaintiff)</td></tr></table>
<p style="margin-top:10px;font-size:10pt" class="b">NOTICE TO DEFENDANT</p>
<p>You are being sued in Small Claims Court. You MUST appear at the trial date and time shown above or a default judgment may be entered against you. If you have a claim against the Plaintiff, you may file it before the trial date. You may settle this claim before trial by contacting the Plaintiff or the Plaintiff's attorney. If you settle, make sure the Plaintiff notifies the court in writing.</p>
<p>If you wish to request a copy of this form in another language, contact the clerk. <b>AVISO:</b> Si desea este formulario en español, pídalo al secretario.</p>
<p>You may be able to resolve this dispute through mediation on the day of trial at no cost. If judgment enters against you, you may be required to appear at a payment review hearing.</p>
<table class="g" style="margin-top:8px"><tr><td style="width:50%"><span class="n">CLERK-MAGISTRATE</span>Daniel F. Moriarty<br><br>_____________________________</td><td><span class="n">FOR COURT USE — SERVICE</span>☐ Certified mail &nbsp; ☐ First class mail &nbsp; ☐ Returned unclaimed</td></tr></table>
<p style="font-size:7pt;margin-top:14px">DC-CV 4 (Rev. 10/25) &nbsp;&nbsp; Page 1 of 2</p>
</div>`,
exp({ name: 'Kevin P. Szymanski', plaintiff: 'Credit Acceptance Corporation', firm: 'Law Offices of Sheila M. Kearney, P.C.', email: 'skearney@kearneylawpc.com', state: 'MA', amount: 4460.00, civil: '2662SC001187', court: 'Worcester District Court', street: '77 Grafton St Apt 3', city: 'Worcester', cstate: 'MA', zip: '01604', suit: true })));

// ---------------------------------------------------------------- 15 LA First Parish Court petition, stacked VERSUS caption, PLEASE SERVE
docsB.push(doc('15', 'LA', 'Louisiana parish court petition on open account: stacked caption (plaintiff / VERSUS / defendant) with NO. and DIVISION, FILED/DEPUTY CLERK line, "PLEASE SERVE" block at bottom; Times 11.5pt', F.TIMES, '11.5pt', `
.pg{padding:54px 78px}
p{text-align:justify;margin-bottom:8px;line-height:1.4}
`, `
<div class="pg">
<p class="c b" style="font-size:12.5pt;margin-bottom:2px">FIRST PARISH COURT FOR THE PARISH OF JEFFERSON</p>
<p class="c b" style="margin-bottom:14px">STATE OF LOUISIANA</p>
<p class="b" style="display:flex;justify-content:space-between"><span>NO. 214-587</span><span>DIVISION "B"</span></p>
<p class="c b" style="margin:12px 0 4px">BANK OF AMERICA, N.A.</p>
<p class="c" style="margin-bottom:4px">VERSUS</p>
<p class="c b" style="margin-bottom:14px">CHARLES J. THIBODEAUX</p>
<p style="display:flex;justify-content:space-between"><span>FILED: ______________________</span><span>DEPUTY CLERK: ______________________</span></p>
<p class="c b u" style="margin:14px 0 10px;font-size:12.5pt">PETITION ON OPEN ACCOUNT</p>
<p>The petition of BANK OF AMERICA, N.A., a national banking association authorized to do and doing business in the State of Louisiana, appearing through undersigned counsel, respectfully represents:</p>
<p style="text-indent:40px">1. Made defendant herein is <b>CHARLES J. THIBODEAUX</b>, a person of the full age of majority domiciled in the Parish of Jefferson, State of Louisiana.</p>
<p style="text-indent:40px">2. Defendant is justly and truly indebted unto petitioner in the full sum of <b>$5,870.36</b>, together with legal interest thereon from date of judicial demand until paid, and for all costs of these proceedings, on an open account (credit card account ending in 3092).</p>
<p style="text-indent:40px">3. Petitioner has made amicable demand upon defendant for payment, all to no avail. Petitioner is entitled to reasonable attorney's fees pursuant to La. R.S. 9:2781 in an amount not less than $750.00.</p>
<p>WHEREFORE, petitioner prays that defendant be duly cited and served, and after due proceedings there be judgment in favor of petitioner, BANK OF AMERICA, N.A., and against defendant, CHARLES J. THIBODEAUX, in the full sum of $5,870.36, together with legal interest from date of judicial demand until paid, reasonable attorney's fees, and all costs.</p>
<div style="display:flex;justify-content:space-between;margin-top:14px;line-height:1.35">
<div style="width:46%"><b>PLEASE SERVE:</b><br>Charles J. Thibodeaux<br>3309 Kingman St<br>Metairie, LA 70006</div>
<div style="width:50%">Respectfully submitted,<br><b>BOUDREAUX, LANDRY &amp; FONTENOT, L.L.C.</b><br><br>______________________________<br>Renee M. Fontenot (La. Bar Roll No. 31877)<br>3838 N. Causeway Blvd., Suite 2800<br>Metairie, Louisiana 70002<br>Telephone: (504) 555-0150<br>rfontenot@blf-law.com<br>Counsel for Plaintiff</div></div>
</div>`,
exp({ name: 'Charles J. Thibodeaux', plaintiff: 'Bank of America, N.A.', firm: 'Boudreaux, Landry & Fontenot, L.L.C.', email: 'rfontenot@blf-law.com', state: 'LA', amount: 5870.36, civil: '214-587', court: 'First Parish Court for the Parish of Jefferson', street: '3309 Kingman St', city: 'Metairie', cstate: 'LA', zip: '70006', suit: true })));

// ---------------------------------------------------------------- 16 CO county court summons, Colorado caption grid
docsB.push(doc('16', 'CO', 'Colorado county court summons with the Colorado caption grid (court/parties/attorney cells left, "COURT USE ONLY" and case number right), hyphenated surname, Arial 10pt', F.ARIAL, '10pt', `
.pg{padding:44px 54px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:6px 8px;line-height:1.38}
p{text-align:justify;margin-bottom:7px}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:64%">County Court, Arapahoe County, Colorado<br>Court Address: 1790 W. Littleton Blvd.<br>Littleton, CO 80120</td>
<td rowspan="2" style="text-align:center;vertical-align:middle"><br><br><br>▲ COURT USE ONLY ▲</td></tr>
<tr><td>Plaintiff: MIDLAND CREDIT MANAGEMENT, INC.<br><br>v.<br><br>Defendant: ANGELA R. SCHMIDT-LOPEZ</td></tr>
<tr><td>Attorney for Plaintiff:<br>Rebecca J. Tran, #48812<br>PEAK SUMMIT LAW, LLC<br>7400 E. Orchard Rd., Suite 3100, Greenwood Village, CO 80111<br>Phone: (303) 555-0181 &nbsp; E-mail: rtran@peaksummitlaw.com</td>
<td>Case Number: 26C31187<br><br>Div.: A &nbsp;&nbsp;&nbsp; Ctrm.: 2</td></tr>
<tr><td colspan="2" class="c b" style="font-size:12pt">SUMMONS IN CIVIL ACTION</td></tr></table>
<p style="margin-top:12px"><b>To the Defendant named above:</b> Angela R. Schmidt-Lopez, 15411 E Louisiana Ave Apt 204, Aurora, CO 80017</p>
<p>You are hereby summoned and required to appear and defend against the claims of the Complaint filed with the court in this action, by filing with the clerk of this court an answer or other response. You are required to file your answer or other response on or before <b>April 20, 2026 at 8:00 a.m.</b> (the "answer date"), and your answer must be accompanied by the applicable filing fee.</p>
<p>If you fail to file your answer or other response to the complaint in writing on or before the answer date, judgment by default may be rendered against you by the court for the relief demanded in the complaint without any further notice.</p>
<p>The Plaintiff's claim, as stated in the complaint, is for the principal sum of <b>$2,055.18</b>, plus court costs (filing fee $97.00, service fee $55.00), interest as allowed by law, and reasonable attorney fees. The account was originally issued by Comenity Bank (Victoria's Secret), account ending 8840.</p>
<p>The following documents are also served with this Summons: Complaint; Disclosure statement required by C.R.S. § 5-16-111; Notice regarding exempt property.</p>
<p>Dated: March 12, 2026</p>
<div style="margin-left:380px;line-height:1.35">PEAK SUMMIT LAW, LLC<br><br>______________________________<br>Rebecca J. Tran, #48812<br>Attorney for Plaintiff</div>
<p style="font-size:8.5pt;margin-top:18px;border-top:1px solid #000;padding-top:4px">This Summons is issued pursuant to C.R.C.P. 304. A copy of the Complaint must be served with this Summons. This form should not be used where service by publication is desired. <b>WARNING:</b> A valid summons may be issued by a lawyer and it need not contain a court case number, the signature of the clerk, or the seal of the court.</p>
<p style="font-size:7.5pt">JDF 98 R11-25 SUMMONS IN CIVIL ACTION — COUNTY COURT &nbsp;&nbsp;&nbsp; Page 1 of 1</p>
</div>`,
exp({ name: 'Angela R. Schmidt-Lopez', plaintiff: 'Midland Credit Management, Inc.', firm: 'Peak Summit Law, LLC', email: 'rtran@peaksummitlaw.com', state: 'CO', amount: 2055.18, civil: '26C31187', court: 'County Court, Arapahoe County, Colorado', street: '15411 E Louisiana Ave Apt 204', city: 'Aurora', cstate: 'CO', zip: '80017', suit: true })));

// ---------------------------------------------------------------- 17 IN Marion small claims notice of claim
docsB.push(doc('17', 'IN', 'Indiana small claims notice of claim: STATE OF/COUNTY OF ")" caption with court on right, Cause No. with long format, "LVNV … assignee of" tail, court date, firm "& Associates"; Bookman serif 10.5pt', F.BOOKMAN, '10.5pt', `
.pg{padding:50px 68px}
.cap td{vertical-align:top;line-height:1.4}
p{text-align:justify;margin-bottom:7px;line-height:1.38}
`, `
<div class="pg">
<table class="cap" style="width:100%"><tr>
<td style="width:44%">STATE OF INDIANA<br>COUNTY OF MARION</td><td style="width:20px">)<br>)<br>)</td>
<td>IN THE MARION COUNTY SMALL CLAIMS COURT<br>PIKE TOWNSHIP DIVISION<br>CAUSE NO. 49K06-2604-SC-001187</td></tr></table>
<table class="cap" style="width:100%;margin-top:10px"><tr>
<td style="width:44%">LVNV FUNDING LLC, assignee of<br>Sherman Originator III LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>JENNIFER ANNE McALLISTER,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:20px">)<br>)<br>)<br>)<br>)<br>)</td><td></td></tr></table>
<p class="c b" style="font-size:13pt;margin:14px 0 10px">NOTICE OF CLAIM</p>
<p><b>TO DEFENDANT:</b> Jennifer Anne McAllister<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;5730 W 71st St Apt C, Indianapolis, IN 46278</p>
<p>You have been sued by the person(s) named as plaintiff in the court stated above. The nature of this claim is: credit card account (original creditor Credit One Bank, N.A.), account ending in 2283, upon which a balance remains due and unpaid.</p>
<p style="margin-left:30px">Amount of claim: <b>$1,742.66</b><br>Filing fee: $97.00 &nbsp;&nbsp;&nbsp; Service fee: $13.00 (certified mail)<br>Prejudgment interest: $0.00 &nbsp;&nbsp;&nbsp; Attorney fees: $0.00</p>
<p><b>YOU MUST APPEAR</b> at the Pike Township Small Claims Court, 5665 Lafayette Road, Suite B, Indianapolis, IN 46254, on <b>May 6, 2026 at 1:30 PM</b>. If you fail to appear, a judgment by default may be entered against you for the amount of the claim plus costs.</p>
<p>If you admit the claim but desire additional time to pay, you must still appear in court to request it. If you have a claim against the plaintiff, you may file a counterclaim. You are entitled to be represented by an attorney, but you may also represent yourself.</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%;vertical-align:top;line-height:1.35">Date: 04/02/2026<br><br>______________________________<br>Clerk, Marion County Small Claims Court</td>
<td style="vertical-align:top;line-height:1.35">Submitted by:<br>HOLLISTER &amp; ASSOCIATES, LLC<br>Ethan M. Hollister, Atty. No. 33817-49<br>8900 Keystone Crossing, Suite 1040<br>Indianapolis, IN 46240<br>Phone (317) 555-0171<br>ehollister@hollister-associates.com<br>Attorney for Plaintiff</td></tr></table>
<p style="font-size:8.5pt;margin-top:16px">This is an attempt to collect a debt by a debt collector; any information obtained will be used for that purpose. Persons with disabilities needing accommodation should contact the court before the hearing.</p>
</div>`,
exp({ name: 'Jennifer Anne McAllister', plaintiff: 'LVNV Funding LLC', firm: 'Hollister & Associates, LLC', email: 'ehollister@hollister-associates.com', state: 'IN', amount: 1742.66, civil: '49K06-2604-SC-001187', court: 'Marion County Small Claims Court, Pike Township Division', street: '5730 W 71st St Apt C', city: 'Indianapolis', cstate: 'IN', zip: '46278', suit: true })));

// ---------------------------------------------------------------- 18 MO associate circuit petition, Serve at
docsB.push(doc('18', 'MO', 'Missouri associate circuit petition on account: caption with "Serve at:" address under defendant, boxed case number/division right, "principal balance of $X plus costs"; Georgia/Century 10.5pt', F.GEORGIA, '10.5pt', `
.pg{padding:50px 70px}
.cap td{vertical-align:top;line-height:1.4}
p{text-align:justify;margin-bottom:8px;line-height:1.4}
`, `
<div class="pg">
<p class="c b" style="margin-bottom:2px">IN THE CIRCUIT COURT OF ST. LOUIS COUNTY, MISSOURI</p>
<p class="c b" style="margin-bottom:14px">ASSOCIATE CIRCUIT DIVISION</p>
<table class="cap" style="width:100%"><tr>
<td style="width:58%">PORTFOLIO RECOVERY ASSOCIATES, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>GREGORY ALLEN FINCH,<br><br><span style="font-size:9.5pt">Serve at:<br>11482 Manchester Rd Apt 5<br>Kirkwood, MO 63122</span><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:18px">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:10px"><div style="border:1px solid #000;padding:8px">Case No. 26SL-AC11873<br><br>Division 41</div></td></tr></table>
<p class="c b" style="font-size:12.5pt;margin:14px 0 10px">PETITION ON ACCOUNT</p>
<p>COMES NOW Plaintiff, Portfolio Recovery Associates, LLC, by and through its attorneys, and for its Petition on Account against Defendant, Gregory Allen Finch, states:</p>
<p>1. Plaintiff is a Delaware limited liability company in good standing, and is the assignee of a credit account originally issued by Capital One Bank (USA), N.A. to Defendant.</p>
<p>2. Defendant is an individual residing in St. Louis County, Missouri.</p>
<p>3. Defendant used the account and failed to pay the balance due. Plaintiff acquired all rights in the account on 07/23/2025.</p>
<p>4. There is now due and owing from Defendant to Plaintiff a principal balance of $3,307.92 plus costs, after all just credits. Demand has been made and Defendant has failed to pay.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant for the principal balance of $3,307.92 plus costs, post-judgment interest at the statutory rate of 9%, and for such other relief as the Court deems just. (Filing fee deposited: $91.50; sheriff's fee: $40.00.)</p>
<div style="margin-left:330px;margin-top:14px;line-height:1.35">Respectfully submitted,<br><b>HARTWELL BENTON, P.C.</b><br><br>/s/ Olivia K. Benton<br>Olivia K. Benton, MO Bar #68104<br>7733 Forsyth Blvd., Suite 1100<br>Clayton, MO 63105<br>(314) 555-0145<br>mo@hartwellbenton.com<br>Attorneys for Plaintiff</div>
</div>`,
exp({ name: 'Gregory Allen Finch', plaintiff: 'Portfolio Recovery Associates, LLC', firm: 'Hartwell Benton, P.C.', email: 'mo@hartwellbenton.com', state: 'MO', amount: 3307.92, civil: '26SL-AC11873', court: 'Circuit Court of St. Louis County, Missouri', street: '11482 Manchester Rd Apt 5', city: 'Kirkwood', cstate: 'MO', zip: '63122', suit: true })));

// ---------------------------------------------------------------- 19 WI small claims summons form
docsB.push(doc('19', 'WI', 'Wisconsin small claims summons form: court line top-left ("STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY"), title box right, party boxes, appearance date/time/place grid, "Amount claimed" cell, S.C. firm; Arial Narrow-style 10pt', F.NARROW, '10pt', `
.pg{padding:42px 50px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.38}
.n{font-size:7.5pt;display:block;font-weight:bold}
p{text-align:justify;margin-bottom:6px}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:60%;border:none;padding-left:0"><b style="font-size:11.5pt">STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY</b></td>
<td style="border:2px solid #000" class="c"><b style="font-size:14pt">Summons</b><br>Small Claims</td></tr></table>
<table class="g" style="margin-top:6px"><tr>
<td style="width:60%"><span class="n">Plaintiff name and address</span>Jefferson Capital Systems, LLC<br>16 McLeland Road<br>Saint Cloud, MN 56303<br><br><span class="n">-vs-</span><br><span class="n">Defendant name and address</span>Rodney L. Vang<br>3245 S 27th St Apt 104<br>Milwaukee, WI 53215</td>
<td><span class="n">Case No.</span><b style="font-size:12pt">2026SC004512</b><br><br><span class="n">Case Classification</span>Small Claims — Money Judgment (31003)<br><br><span class="n">Amount claimed</span><b style="font-size:12pt">$2,376.04</b><br><span class="n">plus</span>Costs and fees as allowed by law</td></tr></table>
<p style="margin-top:10px"><b>THE STATE OF WISCONSIN, To the person(s) named above as Defendant(s):</b> You are being sued by the person(s) named above as Plaintiff(s). A copy of the claim has been sent to you at your address as stated in the caption above.</p>
<p>The lawsuit will be heard in the following small claims court:</p>
<table class="g"><tr><td style="width:20%"><span class="n">Telephone</span>(414) 555-0112</td><td style="width:40%"><span class="n">Court address</span>Milwaukee County Courthouse, Room 400<br>901 N. 9th Street, Milwaukee, WI 53233</td><td style="width:20%"><span class="n">Date</span>04/27/2026</td><td><span class="n">Time</span>8:30 a.m.</td></tr></table>
<p style="margin-top:8px">If you do not attend the hearing, the court may enter a judgment against you in favor of the person(s) suing you. A copy of the claim is attached. A judgment may be enforced through garnishment of wages or bank accounts, seizure of property or both. Plaintiff's claim: Defendant owes a balance on a credit card account originally issued by Merrick Bank, account ending 9021, charged off 02/28/2025 and assigned to Plaintiff; principal $2,376.04, interest $0.00. Filing fee $94.50, service fee $30.00.</p>
<p>You may have the option to Answer without appearing in court on the court date by filing a written Answer with the clerk of court before the court date. You must send a copy of your Answer to the plaintiff(s) named above at their address. You may contact the clerk of court at the telephone number above to determine if there are other methods to answer a Small Claims complaint in that county.</p>
<table class="g" style="margin-top:6px"><tr><td style="width:60%"><span class="n">Plaintiff's attorney / agent</span>Lakeshore Recovery Law, S.C.<br>Attorney Hannah R. Pfeiffer, State Bar No. 1098214<br>N14 W23777 Stone Ridge Dr, Suite 120, Waukesha, WI 53188<br>(262) 555-0186 · smallclaims@lakeshorerecoverylaw.com</td>
<td><span class="n">Signature</span><br>Electronically signed by Hannah R. Pfeiffer<br><span class="n">Date</span>03/18/2026</td></tr></table>
<p style="font-size:8pt;margin-top:10px">If you require reasonable accommodations due to a disability to participate in the court process, please call (414) 555-0112 prior to the scheduled court date. Please note that the court does not provide transportation.</p>
<p style="font-size:7pt;margin-top:12px">SC-500, 07/25 Summons (Small Claims) &nbsp;&nbsp;&nbsp; §§799.05, 799.12(2), and 799.16, Wisconsin Statutes</p>
</div>`,
exp({ name: 'Rodney L. Vang', plaintiff: 'Jefferson Capital Systems, LLC', firm: 'Lakeshore Recovery Law, S.C.', email: 'smallclaims@lakeshorerecoverylaw.com', state: 'WI', amount: 2376.04, civil: '2026SC004512', court: 'Circuit Court, Milwaukee County', street: '3245 S 27th St Apt 104', city: 'Milwaukee', cstate: 'WI', zip: '53215', suit: true })));

// ---------------------------------------------------------------- 20 UT Third District summons, attorney block top-left
docsB.push(doc('20', 'UT', 'Utah district court summons: attorney block top-left (name/bar no., firm, address, phone, email), caption in ruled two-cell table under full-width court line, "TO THE ABOVE-NAMED DEFENDANT" address; Times 11pt', F.TIMES, '11pt', `
.pg{padding:46px 72px}
.g{width:100%;border-collapse:collapse}
.g td{vertical-align:top;padding:8px 10px;line-height:1.38}
p{text-align:justify;margin-bottom:7px;line-height:1.36}
`, `
<div class="pg">
<div style="line-height:1.3;margin-bottom:14px">Bryce A. Holloway (#14822)<br>WASATCH CREDIT LAW GROUP, PLLC<br>175 South Main Street, Suite 1100<br>Salt Lake City, Utah 84111<br>Telephone: (801) 555-0163<br>bholloway@wasatchcreditlaw.com<br><i>Attorney for Plaintiff</i></div>
<table class="g" style="border-top:2px solid #000;border-bottom:2px solid #000"><tr><td colspan="2" class="c b" style="border-bottom:1px solid #000">IN THE THIRD JUDICIAL DISTRICT COURT OF SALT LAKE COUNTY, STATE OF UTAH</td></tr>
<tr><td style="width:55%;border-right:1px solid #000">CAVALRY SPV I, LLC,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>HEATHER JOY LINDQUIST,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td><b style="font-size:13pt">SUMMONS</b><br>(21-day — in state)<br><br>Case No. 269901187<br><br>Judge: Hon. Marcus T. Evanson<br>Tier 1</td></tr></table>
<p style="margin-top:12px"><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Heather Joy Lindquist<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;4680 S 2200 W Apt 12<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;West Valley City, UT 84120</p>
<p>A lawsuit has been filed against you. You must respond in writing by filing an Answer with the clerk of the court at 450 South State Street, Salt Lake City, Utah 84111, and by serving a copy of your Answer upon the plaintiff's attorney at the address shown above, within 21 days after service of this Summons upon you.</p>
<p>If you fail to do so, judgment by default may be taken against you for the relief demanded in the Complaint, which has been filed with the clerk of the court and a copy of which is hereto annexed and herewith served upon you. Plaintiff demands judgment in the amount of <b>$8,146.55</b>, together with court costs of $375.00, a service fee, and post-judgment interest at the statutory rate.</p>
<p>The Complaint alleges that you owe a balance on a Citibank, N.A. credit card account ending in 5507, which was assigned to Plaintiff on 11/19/2024.</p>
<p style="font-size:10pt;border:1px solid #000;padding:6px">Read this notice on how to respond to the lawsuit: <b>Finding help:</b> The court's Self-Help Center may be able to answer your questions. Call (801) 555-0100 or visit utcourts.gov/help. <b>¿Habla español?</b> Visite utcourts.gov/help-esp para obtener ayuda en español.</p>
<p>DATED this 13th day of March, 2026.</p>
<div style="margin-left:340px;line-height:1.35">WASATCH CREDIT LAW GROUP, PLLC<br><br>/s/ Bryce A. Holloway<br>Bryce A. Holloway<br>Attorney for Plaintiff</div>
</div>`,
exp({ name: 'Heather Joy Lindquist', plaintiff: 'Cavalry SPV I, LLC', firm: 'Wasatch Credit Law Group, PLLC', email: 'bholloway@wasatchcreditlaw.com', state: 'UT', amount: 8146.55, civil: '269901187', court: 'Third Judicial District Court of Salt Lake County', street: '4680 S 2200 W Apt 12', city: 'West Valley City', cstate: 'UT', zip: '84120', suit: true })));

// ---------------------------------------------------------------- 21 NV Las Vegas Justice Court summons, Courier
docsB.push(doc('21', 'NV', 'Nevada justice court summons in Courier (Nimbus Mono): form code + attorney block top-left with Nevada Bar No., centered court, ")" caption, boxed NOTICE, UPPERCASE warning; 10pt', F.COURIER2, '10pt', `
.pg{padding:44px 64px}
.cap td{vertical-align:top;line-height:1.4}
p{margin-bottom:7px;line-height:1.38;text-align:justify}
`, `
<div class="pg">
<div style="line-height:1.3;margin-bottom:12px">SUMM<br>Trevor S. Okada, Esq.<br>Nevada Bar No. 13377<br>SILVER STATE RECOVERY ATTORNEYS, LTD.<br>3960 Howard Hughes Pkwy, Suite 500<br>Las Vegas, Nevada 89169<br>(702) 555-0129 / filing@ssra-law.com<br>Attorney for Plaintiff</div>
<p class="c b" style="margin-bottom:2px">JUSTICE COURT, LAS VEGAS TOWNSHIP</p>
<p class="c b" style="margin-bottom:12px">CLARK COUNTY, NEVADA</p>
<table class="cap" style="width:100%"><tr>
<td style="width:55%">VELOCITY INVESTMENTS, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>DOMINIC R. SALAZAR; DOES I through X,<br>inclusive,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="width:16px">)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:8px">Case No.: 26C004512<br>Dept. No.: 5<br><br>SUMMONS - CIVIL</td></tr></table>
<p style="border:2px solid #000;padding:6px;margin-top:10px" class="b">NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 CALENDAR DAYS. READ THE INFORMATION BELOW.</p>
<p><b>TO THE DEFENDANT(S):</b> DOMINIC R. SALAZAR, 7255 W Sunset Rd Apt 2087, Las Vegas, NV 89113</p>
<p>A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint, namely judgment in the sum of $2,965.40, plus court costs ($71.00 filing fee; $35.00 service), and attorney's fees as allowed by law.</p>
<p>1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must do the following: (a) file with the Clerk of this Court, whose address is shown below, a formal written Answer to the Complaint, along with the appropriate filing fee; and (b) serve a copy of your Answer upon the attorney whose name and address is shown above.</p>
<p>2. Unless you respond, your default will be entered upon application of the Plaintiff and this Court may enter a judgment against you for the relief demanded in the Complaint, which could result in the taking of money or property.</p>
<p>3. If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</p>
<p style="margin-top:10px">CLERK OF THE COURT<br>Regional Justice Center, 200 Lewis Avenue, Las Vegas, NV 89101</p>
<p>By: ____________________________ Deputy Clerk &nbsp;&nbsp;&nbsp; Date: 03/16/2026</p>
</div>`,
exp({ name: 'Dominic R. Salazar', plaintiff: 'Velocity Investments, LLC', firm: 'Silver State Recovery Attorneys, Ltd.', email: 'filing@ssra-law.com', state: 'NV', amount: 2965.40, civil: '26C004512', court: 'Justice Court, Las Vegas Township, Clark County, Nevada', street: '7255 W Sunset Rd Apt 2087', city: 'Las Vegas', cstate: 'NV', zip: '89113', suit: true })));

// ---------------------------------------------------------------- 22 OK small claims affidavit, PRO SE (no law firm)
docsB.push(doc('22', 'OK', 'PRO SE: Oklahoma small claims affidavit and order — creditor files through its authorized agent, no law firm; notary jurat, order-to-appear block; Times 11pt', F.TIMES, '11pt', `
.pg{padding:48px 70px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:6px 8px;line-height:1.38}
p{text-align:justify;margin-bottom:7px;line-height:1.38}
`, `
<div class="pg">
<p class="c b" style="margin-bottom:2px">IN THE DISTRICT COURT OF TULSA COUNTY</p>
<p class="c b" style="margin-bottom:2px">STATE OF OKLAHOMA</p>
<p class="c" style="margin-bottom:12px">SMALL CLAIMS DIVISION</p>
<table class="g"><tr>
<td style="width:60%">CREDIT ACCEPTANCE CORPORATION,<br>25505 W Twelve Mile Rd, Southfield, MI 48034,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>TRAVIS WAYNE HOLLOMAN,<br>1847 E 61st St Apt 9, Tulsa, OK 74136,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td>Case No. SC-2026-4512<br><br>Docket: Small Claims<br>Room 4B</td></tr></table>
<p class="c b" style="font-size:12.5pt;margin:12px 0 8px">AFFIDAVIT (SMALL CLAIMS)</p>
<p>STATE OF MICHIGAN, COUNTY OF OAKLAND, ss.</p>
<p>Lorraine Whitcomb, of lawful age, being first duly sworn, states that she is the authorized agent of the Plaintiff, Credit Acceptance Corporation, and has personal knowledge of its business records; that the Defendant, Travis Wayne Holloman, is indebted to the Plaintiff in the sum of <b>$4,218.77</b> for the deficiency balance due on a retail installment contract for a 2015 Chevrolet Malibu after repossession and sale; that Plaintiff has demanded payment and the Defendant has failed and refused to pay; and that the Defendant is not in the military service of the United States.</p>
<p>Plaintiff is not represented by an attorney and appears through its authorized agent.</p>
<div style="display:flex;justify-content:space-between;margin-top:10px;line-height:1.35"><div>Subscribed and sworn to before me this<br>9th day of March, 2026.<br><br>__________________________<br>Notary Public &nbsp; My commission expires: 08/14/2029</div>
<div>__________________________<br>Lorraine Whitcomb, Authorized Agent<br>Credit Acceptance Corporation<br>(248) 555-0111</div></div>
<p class="c b" style="font-size:12.5pt;margin:16px 0 8px">ORDER</p>
<p>THE STATE OF OKLAHOMA TO THE WITHIN NAMED DEFENDANT: You are hereby directed to appear and answer the foregoing claim and to have with you all books, papers and witnesses needed by you to establish your defense to said claim. This matter will be heard at the Tulsa County Courthouse, 500 South Denver Avenue, Tulsa, Oklahoma, on <b>April 16, 2026 at 9:00 AM</b>.</p>
<p>If you do not appear, judgment may be given against you as follows: the amount of the claim, $4,218.77, with interest and costs of the action (filing fee $76.14; service fee $50.00).</p>
<p style="margin-top:10px">Dated: 03/11/2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; DON NEWBERRY, Court Clerk &nbsp;&nbsp; By: __________________ Deputy</p>
<p style="font-size:8.5pt;margin-top:10px">NOTICE: If you are unable to attend on the date set, you may request a continuance from the court in writing before the hearing date.</p>
</div>`,
exp({ name: 'Travis Wayne Holloman', plaintiff: 'Credit Acceptance Corporation', firm: null, email: null, state: 'OK', amount: 4218.77, civil: 'SC-2026-4512', court: 'District Court of Tulsa County', street: '1847 E 61st St Apt 9', city: 'Tulsa', cstate: 'OK', zip: '74136', suit: true })));

// ---------------------------------------------------------------- 23 KY Jefferson District Court complaint, dotted-leader caption
docsB.push(doc('23', 'KY', 'Kentucky district court complaint: COMMONWEALTH OF KENTUCKY header, dotted-leader caption (…… PLAINTIFF / …… DEFENDANT), "Serve:" block under defendant, Civil Action No.; Palatino 11pt', F.PALATINO, '11pt', `
.pg{padding:52px 74px}
p{text-align:justify;margin-bottom:8px;line-height:1.4}
.ld{display:flex}.ld .f{flex:1;border-bottom:1.5px dotted #000;margin:0 6px 5px}
`, `
<div class="pg">
<p class="c b" style="margin-bottom:2px">COMMONWEALTH OF KENTUCKY</p>
<p class="c b" style="margin-bottom:2px">JEFFERSON DISTRICT COURT</p>
<p class="c b" style="margin-bottom:2px">CIVIL DIVISION ______</p>
<p class="c b" style="margin-bottom:16px">CIVIL ACTION NO. 26-C-004512</p>
<div class="ld"><span>SYNCHRONY BANK</span><span class="f"></span><span>PLAINTIFF</span></div>
<p style="margin:10px 0 2px 40px">v.</p>
<p class="c b" style="margin:0 0 10px;font-size:12.5pt">COMPLAINT</p>
<div class="ld"><span>SARAH ELIZABETH COMBS</span><span class="f"></span><span>DEFENDANT</span></div>
<p style="margin:8px 0 16px 40px;line-height:1.3">Serve: &nbsp;Sarah Elizabeth Combs<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;4109 Bardstown Rd Apt 14<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Louisville, KY 40218</p>
<p style="border-top:1px solid #000;padding-top:10px">Comes the Plaintiff, Synchrony Bank, by counsel, and for its Complaint against the Defendant, Sarah Elizabeth Combs, states as follows:</p>
<p style="text-indent:36px">1. Plaintiff is a federal savings association with its principal office in Draper, Utah.</p>
<p style="text-indent:36px">2. Defendant is a resident of Jefferson County, Kentucky, and this Court has jurisdiction over the parties and the subject matter.</p>
<p style="text-indent:36px">3. Defendant opened a credit card account with Plaintiff (Amazon Store Card, account ending 6154) and used the account for purchases, but has failed to pay as agreed. The last payment was made on 03/02/2025.</p>
<p style="text-indent:36px">4. There is a balance due and owing on the account in the amount of $1,530.09, which Defendant has failed and refused to pay despite demand.</p>
<p>WHEREFORE, Plaintiff demands judgment against the Defendant in the amount of <b>$1,530.09</b>, plus post-judgment interest at the statutory rate, its court costs herein expended (filing fee $99.00), and any and all other relief to which it may appear entitled.</p>
<div style="margin-left:330px;margin-top:14px;line-height:1.35">Respectfully submitted,<br><br>______________________________<br>Adam C. Ridgeway (KBA #94310)<br><b>RIDGEWAY COLEMAN PLLC</b><br>9300 Shelbyville Rd, Suite 1010<br>Louisville, KY 40222<br>(502) 555-0165<br>kyfilings@ridgewaycoleman.com<br><i>Counsel for Plaintiff</i></div>
</div>`,
exp({ name: 'Sarah Elizabeth Combs', plaintiff: 'Synchrony Bank', firm: 'Ridgeway Coleman PLLC', email: 'kyfilings@ridgewaycoleman.com', state: 'KY', amount: 1530.09, civil: '26-C-004512', court: 'Jefferson District Court', street: '4109 Bardstown Rd Apt 14', city: 'Louisville', cstate: 'KY', zip: '40218', suit: true })));

// ---------------------------------------------------------------- 24 AL district court summons form
docsB.push(doc('24', 'AL', 'Alabama district court civil summons form (C-34 style): three-cell header (Unified Judicial System / SUMMONS / case number), court row, "NOTICE TO:" defendant block, plaintiff attorney address, amount line, no email; Arial 9.5pt', F.ARIAL, '9.5pt', `
.pg{padding:40px 48px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 8px;line-height:1.4}
.n{font-size:7.5pt;display:block}
p{text-align:justify;margin-bottom:7px;line-height:1.38}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:28%;font-size:8.5pt">State of Alabama<br>Unified Judicial System<br><br>Form C-34 Rev. 4/2017</td>
<td class="c"><b style="font-size:14pt">SUMMONS</b><br>- CIVIL -</td>
<td style="width:30%"><span class="n">Case Number:</span><b style="font-size:11pt">DV-2026-901187.00</b></td></tr>
<tr><td colspan="3" class="b">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA</td></tr>
<tr><td colspan="3"><span class="n">Plaintiff:</span>DISCOVER BANK &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; <span style="font-size:8pt">v.</span> &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; <span class="n" style="display:inline">Defendant:</span> LATOYA D. FRANKLIN</td></tr></table>
<div style="border:1px solid #000;border-top:none;padding:8px">
<p><b>NOTICE TO:</b> Latoya D. Franklin, 716 Center St N Apt 5, Birmingham, AL 35204<br><span class="n">(Name and Address of Defendant)</span></p>
<p>THE COMPLAINT OR OTHER DOCUMENT WHICH IS ATTACHED TO THIS SUMMONS IS IMPORTANT, AND YOU MUST TAKE IMMEDIATE ACTION TO PROTECT YOUR RIGHTS. YOU OR YOUR ATTORNEY ARE REQUIRED TO FILE THE ORIGINAL OF YOUR WRITTEN ANSWER, EITHER ADMITTING OR DENYING EACH ALLEGATION IN THE COMPLAINT OR OTHER DOCUMENT, WITH THE CLERK OF THIS COURT. A COPY OF YOUR ANSWER MUST BE MAILED OR HAND DELIVERED BY YOU OR YOUR ATTORNEY TO THE PLAINTIFF OR PLAINTIFF'S ATTORNEY <b>Ashford, Lyle &amp; Pruett, LLP</b> WHOSE ADDRESS IS <b>2100 First Avenue North, Suite 600, Birmingham, AL 35203</b>.</p>
<p>THE ANSWER MUST BE MAILED OR DELIVERED WITHIN <b>14</b> DAYS AFTER THIS SUMMONS AND COMPLAINT OR OTHER DOCUMENT WERE SERVED ON YOU OR A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE MONEY OR OTHER THINGS DEMANDED IN THE COMPLAINT OR OTHER DOCUMENT.</p>
<p><b>Amount of claim: $3,648.50</b> &nbsp; plus court costs ($297.00) and interest as allowed by law. Nature of claim: account stated — Discover credit card ending 1179.</p>
<p><b>TO ANY SHERIFF OR ANY PERSON AUTHORIZED</b> by the Alabama Rules of the Civil Procedure to serve process:<br>☒ You are hereby commanded to serve this Summons and a copy of the Complaint or other document in this action upon the Defendant.<br>☐ Service by certified mail of this Summons is initiated upon the written request of ____________ pursuant to the Alabama Rules of the Civil Procedure.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:50%">03/04/2026<br><span class="n">(Date)</span></td><td>______________________________<br><span class="n">(Signature of Clerk) &nbsp;&nbsp; By: Clerk, Jefferson County District Court</span></td></tr></table>
<p style="margin-top:8px">☐ Certified Mail is hereby requested. &nbsp;&nbsp; Plaintiff's/Attorney's Signature: ________________________ &nbsp; Kendall B. Pruett (ASB-4417-K62P)</p>
</div>
<table class="g" style="margin-top:10px"><tr><td colspan="2" class="b c">RETURN ON SERVICE</td></tr>
<tr><td style="width:50%">☐ Return receipt of certified mail received in this office on ______________<br>☐ I certify that I personally delivered a copy of this Summons and Complaint to __________________________ in __________________ County, Alabama on ______________</td>
<td>______________________________<br><span class="n">Type of Process Server</span><br>______________________________<br><span class="n">Server's Signature &nbsp;&nbsp;&nbsp; Date</span></td></tr></table>
</div>`,
exp({ name: 'Latoya D. Franklin', plaintiff: 'Discover Bank', firm: 'Ashford, Lyle & Pruett, LLP', email: null, state: 'AL', amount: 3648.50, civil: 'DV-2026-901187.00', court: 'District Court of Jefferson County, Alabama', street: '716 Center St N Apt 5', city: 'Birmingham', cstate: 'AL', zip: '35204', suit: true })));

// ---------------------------------------------------------------- 25 SC magistrate summons and complaint
docsB.push(doc('25', 'SC', 'South Carolina magistrate summons and complaint: STATE OF/COUNTY OF ")" caption with court at right, long case number, SUMMONS then COMPLAINT on one page, signature with "Attorney for Plaintiff" and email; Times 10.5pt', F.TIMES, '10.5pt', `
.pg{padding:48px 70px}
.cap td{vertical-align:top;line-height:1.35}
p{text-align:justify;margin-bottom:6px;line-height:1.36}
`, `
<div class="pg">
<table class="cap" style="width:100%"><tr>
<td style="width:46%">STATE OF SOUTH CAROLINA<br><br>COUNTY OF GREENVILLE</td><td style="width:20px">)<br>)<br>)</td>
<td>IN THE MAGISTRATE'S COURT<br>GREENVILLE COUNTY, CIVIL DIVISION<br>Case No. 2026CV2310104512</td></tr>
<tr><td style="padding-top:10px">Crown Asset Management, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>Kimberly Renee Outlaw,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="padding-top:10px">)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-top:40px;font-weight:bold;font-size:12pt">SUMMONS AND COMPLAINT<br><span style="font-size:10pt;font-weight:normal">(Suit on Account)</span></td></tr></table>
<p class="b" style="margin-top:10px">TO THE DEFENDANT ABOVE NAMED: Kimberly Renee Outlaw, 22 Pelham Rd Apt 308, Greenville, SC 29615</p>
<p>YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is herewith served upon you, and to serve a copy of your Answer to said Complaint on the Magistrate at the address below, within thirty (30) days after service hereof, exclusive of the day of such service. Your Answer may be written or oral. If you fail to answer the Complaint within the time aforesaid, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
<p>Magistrate Court address: 4 McGee Street, Greenville, SC 29601 · (864) 555-0174</p>
<p class="c b" style="margin:10px 0 6px">COMPLAINT</p>
<p>The Plaintiff, complaining of the Defendant, alleges:</p>
<p>1. Plaintiff is a limited liability company organized under the laws of Georgia, and is the assignee of an account originally issued by Synchrony Bank (Belk) to Defendant, account ending 4460.</p>
<p>2. Defendant is a citizen and resident of Greenville County, South Carolina.</p>
<p>3. Defendant defaulted on the account, and there remains due and owing to Plaintiff the sum of $1,118.27, no part of which has been paid, although duly demanded.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the sum of <b>$1,118.27</b>, together with the costs of this action (filing fee $80.00, service $10.00), and for such other relief as the Court deems just and proper.</p>
<table style="width:100%;margin-top:10px"><tr><td style="width:45%;vertical-align:top">Greenville, South Carolina<br>March 5, 2026</td>
<td style="line-height:1.35">PALMETTO CROSSING LAW FIRM, LLC<br><br>s/ Jordan T. McCrae<br>Jordan T. McCrae, SC Bar No. 103378<br>Post Office Box 10874<br>Greenville, SC 29603<br>(864) 555-0188<br>jmccrae@palmettocrossinglaw.com<br>Attorney for Plaintiff</td></tr></table>
<p style="font-size:8.5pt;margin-top:10px">This communication is from a debt collector and is an attempt to collect a debt.</p>
</div>`,
exp({ name: 'Kimberly Renee Outlaw', plaintiff: 'Crown Asset Management, LLC', firm: 'Palmetto Crossing Law Firm, LLC', email: 'jmccrae@palmettocrossinglaw.com', state: 'SC', amount: 1118.27, civil: '2026CV2310104512', court: "Magistrate's Court, Greenville County", street: '22 Pelham Rd Apt 308', city: 'Greenville', cstate: 'SC', zip: '29615', suit: true })));
