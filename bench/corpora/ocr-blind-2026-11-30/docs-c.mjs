import { F, money, exp, doc, lineNumbers } from './common.mjs';

export const docsC = [];

// ---------------------------------------------------------------- 26 TN general sessions civil warrant
docsC.push(doc('26', 'TN', 'Tennessee general sessions civil warrant form: bordered form, "To any lawful officer … Summon" text, defendant name/address lines, "not to exceed $X" amount, attorney box; Arial 9.5pt', F.ARIAL, '9.5pt', `
.pg{padding:40px 50px}
.frame{border:2px solid #000;padding:12px 14px;height:960px;box-sizing:border-box}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.38}
.n{font-size:7.5pt;display:block}
p{text-align:justify;margin-bottom:7px;line-height:1.4}
`, `
<div class="pg"><div class="frame">
<table class="g"><tr><td style="border:none;width:60%;padding-left:0"><b style="font-size:12pt">STATE OF TENNESSEE</b><br><b style="font-size:16pt;letter-spacing:1px">CIVIL WARRANT</b></td>
<td style="border:2px solid #000"><span class="n">DOCKET NO.</span><b style="font-size:12pt">26GC4512</b></td></tr></table>
<p class="c b" style="margin:10px 0">GENERAL SESSIONS COURT OF DAVIDSON COUNTY<br><span style="font-weight:normal">Justice A.A. Birch Building, 408 Second Avenue North, Nashville, TN 37201</span></p>
<p><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b></p>
<p>You are hereby commanded to summon:</p>
<table class="g"><tr><td style="width:50%"><span class="n">DEFENDANT</span>Bradley Scott Tidwell<br>2817 Nolensville Pike Apt 110<br>Nashville, TN 37211</td>
<td><span class="n">PLAINTIFF</span>Capital One, N.A.<br>c/o Harpeth Valley Legal, PLLC<br>P.O. Box 150481, Nashville, TN 37215</td></tr></table>
<p style="margin-top:8px">to appear before the General Sessions Court of Davidson County, Tennessee, Civil Division, Room 1A, on <b>April 22, 2026 at 9:00 A.M.</b>, then and there to answer in a civil action brought by the Plaintiff named above.</p>
<p>Plaintiff sues Defendant for: ☒ Sworn Account ☐ Note ☐ Contract ☐ Personal Property ☐ Damages<br>for an amount not to exceed <b>$6,904.21</b>, plus interest, attorney's fees as allowed by contract, and court costs. Account: credit card ending 3318. Sworn affidavit attached.</p>
<table class="g" style="margin-top:6px"><tr><td style="width:50%"><span class="n">ATTORNEY FOR PLAINTIFF (name, address, phone)</span>Harpeth Valley Legal, PLLC<br>Caroline J. Whitsett, BPR #032871<br>P.O. Box 150481<br>Nashville, TN 37215<br>(615) 555-0137<br>cwhitsett@harpethvalleylegal.com</td>
<td><span class="n">ISSUED</span>03/06/2026<br><br>______________________________<br>Clerk / Deputy Clerk<br><br><span class="n">COSTS</span>Filing fee $131.50 (paid) &nbsp; Service fee $40.00</td></tr></table>
<p style="margin-top:10px;font-size:8.5pt"><b>NOTICE TO DEFENDANT:</b> If you fail to appear on the date and time shown above, a judgment by default may be entered against you for the amount claimed. If a judgment is entered against you, Tennessee law provides a $10,000 personal property exemption from execution or seizure to satisfy a judgment. If you wish to claim property as exempt, you must file a written list, under oath, of the items you wish to claim as exempt with the clerk of the court.</p>
<p style="font-size:8.5pt"><b>ADA:</b> If you need assistance or accommodations because of a disability, please call the ADA coordinator at (615) 555-0102. <b>INTERPRETER:</b> Si necesita un intérprete, llame al (615) 555-0103.</p>
<table class="g" style="margin-top:8px"><tr><td colspan="2" class="c b">RETURN ON SERVICE OF WARRANT</td></tr>
<tr><td style="width:50%">I hereby certify and return that on the ____ day of ____________, 20___, I served this warrant and a copy of the affidavit by ☐ delivering to defendant ☐ leaving at dwelling with ____________________</td>
<td>______________________________<br>Deputy Sheriff / Process Server<br><br>☐ Not found ☐ Failed to serve because ____________</td></tr></table>
</div></div>`,
exp({ name: 'Bradley Scott Tidwell', plaintiff: 'Capital One, N.A.', firm: 'Harpeth Valley Legal, PLLC', email: 'cwhitsett@harpethvalleylegal.com', state: 'TN', amount: 6904.21, civil: '26GC4512', court: 'General Sessions Court of Davidson County', street: '2817 Nolensville Pike Apt 110', city: 'Nashville', cstate: 'TN', zip: '37211', suit: true })));

// ---------------------------------------------------------------- 27 MN conciliation court, PRO SE
docsC.push(doc('27', 'MN', 'PRO SE: Minnesota conciliation court statement of claim and summons — company files via its officer, no attorney; header block right-aligned court file no., checkbox grid; Verdana/DejaVu Sans 9pt', F.VERDANA, '9pt', `
.pg{padding:40px 52px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.4}
.n{font-size:7pt;display:block;color:#222}
p{text-align:justify;margin-bottom:6px;line-height:1.4}
`, `
<div class="pg">
<table class="g"><tr><td style="border:none;padding-left:0;width:55%;line-height:1.35">STATE OF MINNESOTA<br>COUNTY OF HENNEPIN</td>
<td style="border:none;text-align:right;line-height:1.35"><b>HENNEPIN COUNTY DISTRICT COURT</b><br>FOURTH JUDICIAL DISTRICT<br>CONCILIATION COURT DIVISION<br>Court File No. 27-CO-26-1187</td></tr></table>
<p class="c b" style="font-size:12.5pt;margin:12px 0 10px">STATEMENT OF CLAIM AND SUMMONS</p>
<table class="g"><tr><td style="width:50%"><span class="n">PLAINTIFF (name, address, phone)</span>Twin Cities Auto Credit, LLC<br>2400 University Ave W, Suite 210<br>Saint Paul, MN 55114<br>(651) 555-0197</td>
<td><span class="n">DEFENDANT (name, address)</span>Nhia K. Xiong<br>3410 Girard Ave N<br>Minneapolis, MN 55412</td></tr>
<tr><td colspan="2"><span class="n">PLAINTIFF'S CLAIM</span>I claim that the Defendant owes me <b>$5,250.00</b> (not including the filing fee of $70.00 and service costs of $35.00) for the following reasons: Defendant signed a promissory note and security agreement on 02/14/2024 for the purchase of a 2013 Toyota Camry. Defendant stopped making the monthly payments of $289.00 after 07/01/2025. After the vehicle was voluntarily surrendered and sold, a balance of $5,250.00 remains unpaid. Copies of the note and payment history are attached.</td></tr>
<tr><td colspan="2"><span class="n">PLAINTIFF REPRESENTATION</span>☒ Plaintiff appears through its officer/authorized employee (Minn. Gen. R. Prac. 512(b)) &nbsp;&nbsp; ☐ Attorney</td></tr></table>
<p style="margin-top:8px">I declare under penalty of perjury that everything I have stated in this document is true and correct. Minn. Stat. § 358.116.</p>
<p>Signed: <u>&nbsp;/s/ Daniel P. Kowalski, Collections Manager&nbsp;</u> &nbsp;&nbsp; Date: 03/02/2026 &nbsp;&nbsp; County and State where signed: Ramsey, MN</p>
<p class="b" style="margin-top:10px;font-size:10pt">SUMMONS — TO THE DEFENDANT:</p>
<p>You are being sued in Conciliation Court. You must appear for the hearing on the date below. If you do not appear, a judgment may be entered against you for the amount claimed plus costs.</p>
<table class="g"><tr><td style="width:34%"><span class="n">HEARING DATE</span>April 14, 2026</td><td style="width:22%"><span class="n">TIME</span>1:30 PM</td><td><span class="n">LOCATION</span>Hennepin County Government Center, 300 South Sixth Street, Courtroom C-1459, Minneapolis, MN 55487</td></tr></table>
<p style="margin-top:8px">If you have a claim against the Plaintiff arising out of the same transaction, you may file a counterclaim. You may contact the court administrator to request an interpreter or accommodation. <b>Aviso:</b> Si necesita un intérprete, comuníquese con el tribunal.</p>
<p>Court Administrator: ______________________ &nbsp;&nbsp; Date mailed: 03/05/2026</p>
<p style="font-size:7pt;margin-top:14px">CON102 State ENG Rev 7/25 &nbsp;&nbsp; www.mncourts.gov/forms &nbsp;&nbsp; Page 1 of 2</p>
</div>`,
exp({ name: 'Nhia K. Xiong', plaintiff: 'Twin Cities Auto Credit, LLC', firm: null, email: null, state: 'MN', amount: 5250.00, civil: '27-CO-26-1187', court: 'Hennepin County District Court', street: '3410 Girard Ave N', city: 'Minneapolis', cstate: 'MN', zip: '55412', suit: true })));

// ---------------------------------------------------------------- 28 CA LA bilingual SUM-100 style
docsC.push(doc('28', 'CA', 'SPANISH: California bilingual summons (CITACIÓN JUDICIAL) — English/Spanish paired labels, "AVISO AL DEMANDADO", "FOR COURT USE ONLY" box, court name/address field, a/k/a defendant; Arial 8.5-9pt', F.ARIAL, '9pt', `
.pg{padding:36px 46px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.35}
p{text-align:justify;margin-bottom:5px;line-height:1.33}
.sp{font-style:italic}
`, `
<div class="pg">
<table class="g"><tr><td style="width:62%;border:none;padding-left:0">
<p class="c b" style="font-size:13pt;margin-bottom:2px">SUMMONS</p>
<p class="c b" style="font-size:10pt">(CITACIÓN JUDICIAL)</p>
<p><b>NOTICE TO DEFENDANT:</b><br><span class="sp"><b>(AVISO AL DEMANDADO):</b></span><br>ERIKA JAZMÍN HERRERA, also known as Erika J. Soto; and DOES 1 to 10</p>
<p><b>YOU ARE BEING SUED BY PLAINTIFF:</b><br><span class="sp"><b>(LO ESTÁ DEMANDANDO EL DEMANDANTE):</b></span><br>CITIBANK, N.A.</p></td>
<td style="text-align:center;font-size:8pt;width:38%"><b>FOR COURT USE ONLY</b><br>(SOLO PARA USO DE LA CORTE)<br><br><br>FILED<br>Superior Court of California<br>County of Los Angeles<br>03/06/2026<br>By: M. Delgado, Deputy</td></tr></table>
<p style="margin-top:6px;font-size:8.3pt"><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below. You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you.</p>
<p style="font-size:8.3pt" class="sp"><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación. Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen. Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia.</p>
<table class="g" style="margin-top:6px"><tr><td style="width:66%"><b>The name and address of the court is:</b> <span class="sp">(El nombre y dirección de la corte es):</span><br>Superior Court of California, County of Los Angeles<br>Norwalk Courthouse, 12720 Norwalk Blvd., Norwalk, CA 90650</td>
<td><b>CASE NUMBER:</b> <span class="sp">(Número del Caso):</span><br><b style="font-size:11pt">26NWLC04512</b></td></tr>
<tr><td colspan="2"><b>The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is:</b> <span class="sp">(El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</span><br>Naomi F. Wu (SBN 297744), KEANE OSTRANDER &amp; WU, LLP, 600 W. Broadway, Suite 700, San Diego, CA 92101 · (619) 555-0176 · nwu@kowlaw.com</td></tr>
<tr><td colspan="2"><b>Amount demanded:</b> <span class="sp">(Cantidad demandada):</span> $3,074.95 &nbsp;&nbsp; <span style="font-size:8pt">(Limited civil case — amount demanded does not exceed $35,000; first paper fee $225.00)</span><br>
<b>Defendant's address:</b> <span class="sp">(Dirección del demandado):</span> 11827 Firestone Blvd Apt 8, Norwalk, CA 90650</td></tr>
<tr><td>DATE: <span class="sp">(Fecha)</span> 03/06/2026 &nbsp;&nbsp;&nbsp; Clerk, by <span class="sp">(Secretario)</span> ______________________, Deputy <span class="sp">(Adjunto)</span></td><td style="font-size:8pt">[SEAL]</td></tr></table>
<div style="border:1.5px solid #000;margin-top:6px;padding:6px;font-size:8.5pt;line-height:1.4"><b>NOTICE TO THE PERSON SERVED:</b> You are served<br>1. ☒ as an individual defendant.<br>2. ☐ as the person sued under the fictitious name of (specify):<br>3. ☐ on behalf of (specify): &nbsp;&nbsp; under: ☐ CCP 416.10 (corporation) ☐ CCP 416.60 (minor) ☐ CCP 416.70 (conservatee)<br>4. ☐ by personal delivery on (date):</div>
<p style="font-size:7pt;margin-top:8px">Form Adopted for Mandatory Use — Judicial Council of California — SUM-100 [Rev. July 1, 2009] &nbsp;&nbsp; SUMMONS &nbsp;&nbsp; Code of Civil Procedure §§ 412.20, 465 &nbsp;&nbsp; Page 1 of 1</p>
</div>`,
exp({ name: 'Erika Jazmín Herrera', plaintiff: 'Citibank, N.A.', firm: 'Keane Ostrander & Wu, LLP', email: 'nwu@kowlaw.com', state: 'CA', amount: 3074.95, civil: '26NWLC04512', court: 'Superior Court of California, County of Los Angeles', street: '11827 Firestone Blvd Apt 8', city: 'Norwalk', cstate: 'CA', zip: '90650', suit: true })));

// ---------------------------------------------------------------- 29 TX Dallas justice court CITACIÓN (Spanish)
docsC.push(doc('29', 'TX', 'SPANISH: Texas justice-court citation in Spanish ("CITACIÓN", EL ESTADO DE TEXAS), court named in English and Spanish, Spanish labels (Demandante, Demandado, Causa Núm., Monto reclamado, Abogado del demandante); Georgia/Century 10.5pt', F.GEORGIA, '10.5pt', `
.pg{padding:48px 66px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #444;vertical-align:top;padding:6px 8px;line-height:1.4}
p{text-align:justify;margin-bottom:7px;line-height:1.4}
`, `
<div class="pg">
<p class="c b" style="font-size:14pt;margin-bottom:2px">CITACIÓN</p>
<p class="c" style="margin-bottom:2px">EL ESTADO DE TEXAS · THE STATE OF TEXAS</p>
<p class="c b" style="margin-bottom:2px">Justice Court, Precinct 1, Place 2, Dallas County, Texas</p>
<p class="c" style="margin-bottom:12px"><i>Corte de Juez de Paz, Precinto 1, Lugar 2, Condado de Dallas, Texas</i><br>1411 W. Mockingbird Lane, Dallas, TX 75247 · (214) 555-0115</p>
<table class="g"><tr><td style="width:30%"><b>Causa Núm.:</b></td><td><b>JPC-26-04512-12</b></td></tr>
<tr><td><b>Demandante:</b></td><td>Absolute Resolutions Investments, LLC</td></tr>
<tr><td><b>Demandado:</b></td><td>Guadalupe Irene Navarro</td></tr>
<tr><td><b>Dirección del demandado:</b></td><td>4521 Gaston Ave Apt 1908, Dallas, TX 75246</td></tr>
<tr><td><b>Monto reclamado:</b></td><td><b>$1,276.40</b> más costas judiciales (cuota de presentación $54.00; entrega $75.00)</td></tr>
<tr><td><b>Tipo de caso:</b></td><td>Reclamo de deuda (Debt Claim Case) — tarjeta de crédito, acreedor original Comenity Bank</td></tr></table>
<p style="margin-top:12px"><b>AL DEMANDADO:</b> Usted ha sido demandado. Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante el juez de paz dentro de catorce (14) días después de que se le haya entregado esta citación y la petición, se podría dictar un fallo en rebeldía en su contra. La respuesta debe presentarse ante la Corte de Juez de Paz indicada arriba. Además de presentar una respuesta por escrito, usted puede estar obligado a hacer divulgaciones a otras partes de esta demanda.</p>
<p>Se le ordena comparecer y responder a la Petición por Reclamo de Deuda del Demandante, cuya copia se adjunta. Si no contesta, el demandante podrá obtener un fallo por la cantidad de $1,276.40 más las costas.</p>
<p><b>Abogado del demandante:</b><br>Lockhart, Ibarra &amp; Sloane, P.C.<br>Marisol Ibarra, State Bar No. 24110582<br>5400 LBJ Freeway, Suite 1200, Dallas, TX 75240<br>Tel. (972) 555-0142 · mibarra@lockhartibarra.com</p>
<p>Expedida y firmada el 10 de marzo de 2026.</p>
<div style="margin-left:360px;line-height:1.35">______________________________<br>Hon. Roberta Céspedes<br>Juez de Paz, Precinto 1, Lugar 2</div>
<p style="font-size:8.5pt;margin-top:14px;border-top:1px solid #444;padding-top:4px">"You have been sued. You may employ an attorney. If you or your attorney do not file a written answer with the Justice Court within 14 days after you were served, a default judgment may be taken against you." — TRCP 510.4(a)(11). &nbsp; Página 1 de 1</p>
</div>`,
exp({ name: 'Guadalupe Irene Navarro', plaintiff: 'Absolute Resolutions Investments, LLC', firm: 'Lockhart, Ibarra & Sloane, P.C.', email: 'mibarra@lockhartibarra.com', state: 'TX', amount: 1276.40, civil: 'JPC-26-04512-12', court: 'Justice Court, Precinct 1, Place 2, Dallas County, Texas', street: '4521 Gaston Ave Apt 1908', city: 'Dallas', cstate: 'TX', zip: '75246', suit: true })));

// ---------------------------------------------------------------- 30 OH Hamilton municipal, Courier typewriter
docsC.push(doc('30', 'OH', 'Ohio municipal court complaint typed in Courier, left-aligned court line, classic ")" caption with defendant address lines, "Law Offices of …" firm, no email; Courier 10.5pt', F.COURIER, '10.5pt', `
.pg{padding:56px 72px}
.cap td{vertical-align:top;line-height:1.35}
p{margin-bottom:9px;line-height:1.4}
`, `
<div class="pg">
<p style="margin-bottom:16px">IN THE HAMILTON COUNTY MUNICIPAL COURT<br>HAMILTON COUNTY, OHIO</p>
<table class="cap" style="width:100%"><tr>
<td style="width:54%">BANK OF AMERICA, N.A.<br>100 North Tryon Street<br>Charlotte, NC 28255<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;vs.<br><br>RONALD F. KESSLER JR.<br>2914 Harrison Ave Apt 2<br>Cincinnati, OH 45211<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:18px">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:10px">CASE NO. 26CV04512<br><br>JUDGE ____________<br><br><br>COMPLAINT FOR<br>MONEY DUE ON<br>ACCOUNT</td></tr></table>
<p style="margin-top:14px">&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff, for its complaint against Defendant, states:</p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;1. Defendant opened a credit card account with Plaintiff, account no. XXXX-XXXX-XXXX-8126, and received and accepted credit thereon.</p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;2. Defendant defaulted in the payments required under the account agreement, and there is due Plaintiff from Defendant the sum of $9,417.63, as shown by the account statement attached as Exhibit 1.</p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;3. Plaintiff has performed all conditions precedent.</p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;WHEREFORE, Plaintiff demands judgment against Defendant in the sum of $9,417.63, with interest at 3% per annum from the date of judgment, and its costs herein (deposit $125.00).</p>
<div style="margin-left:320px;margin-top:18px;line-height:1.35">______________________________<br>Gerald P. Mancuso (0071839)<br>LAW OFFICES OF GERALD P. MANCUSO<br>700 Walnut Street, Suite 410<br>Cincinnati, OH 45202<br>(513) 555-0161<br>Attorney for Plaintiff</div>
<p style="margin-top:22px;font-size:9pt">INSTRUCTIONS FOR SERVICE: To the Clerk: Please serve the Defendant by certified mail, return receipt requested, at the address in the caption.</p>
</div>`,
exp({ name: 'Ronald F. Kessler Jr.', plaintiff: 'Bank of America, N.A.', firm: 'Law Offices of Gerald P. Mancuso', email: null, state: 'OH', amount: 9417.63, civil: '26CV04512', court: 'Hamilton County Municipal Court', street: '2914 Harrison Ave Apt 2', city: 'Cincinnati', cstate: 'OH', zip: '45211', suit: true })));

// ---------------------------------------------------------------- 31 IL DuPage small claims summons, two defendants
docsC.push(doc('31', 'IL', 'Illinois small claims summons (DuPage): court line left-aligned, two defendants, caption in bordered two-column table, "Amount Claimed", appearance date box, attorney number at bottom; Helvetica 10pt', F.HELV, '10pt', `
.pg{padding:46px 58px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:6px 8px;line-height:1.4}
p{text-align:justify;margin-bottom:7px;line-height:1.38}
`, `
<div class="pg">
<p class="b" style="font-size:11pt;margin-bottom:2px">IN THE CIRCUIT COURT OF THE EIGHTEENTH JUDICIAL CIRCUIT</p>
<p class="b" style="font-size:11pt;margin-bottom:14px">DUPAGE COUNTY, ILLINOIS</p>
<table class="g"><tr>
<td style="width:58%">CITIBANK, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>PATRICIA ANN NOVAK and<br>EDWARD J. NOVAK,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Case No. 2026SC001187<br><br>Amount Claimed: $2,140.00<br>Plus costs<br><br><b style="font-size:12pt">SMALL CLAIMS SUMMONS</b></td></tr></table>
<p style="margin-top:12px"><b>To each Defendant:</b></p>
<p style="margin-left:24px;line-height:1.3">Patricia Ann Novak<br>1456 Heritage Dr<br>Wheaton, IL 60189</p>
<p style="margin-left:24px;line-height:1.3">Edward J. Novak<br>1456 Heritage Dr<br>Wheaton, IL 60189</p>
<p>YOU ARE SUMMONED and required to appear in person or by attorney at the DuPage County Judicial Center, 505 N. County Farm Road, Wheaton, Illinois 60187, Courtroom 1001, at the time and date shown below, and to answer the complaint of the plaintiff, a copy of which is hereto attached.</p>
<table class="g" style="width:70%;margin:6px 0 10px"><tr><td><b>Appearance date:</b> April 29, 2026</td><td><b>Time:</b> 9:00 a.m.</td></tr></table>
<p><b>IF YOU FAIL TO DO SO, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE AMOUNT CLAIMED, $2,140.00, PLUS COSTS (filing $194.00; sheriff $60.00).</b></p>
<p>To the officer: This summons must be returned by the officer or other person to whom it was given for service, with endorsement of service and fees, if any, immediately after service. This summons may not be served later than 30 days after its date.</p>
<table style="width:100%;margin-top:10px"><tr><td style="width:52%;vertical-align:top;line-height:1.35">Attorney No. 61204<br>Name: Brandt &amp; Okonkwo, LLC<br>Attorney for: Plaintiff<br>Address: 1900 Spring Road, Suite 225<br>City/State/Zip: Oak Brook, IL 60523<br>Telephone: (630) 555-0184<br>Primary Email: dupage@brandtokonkwo.com</td>
<td style="vertical-align:top;line-height:1.35">WITNESS: March 17, 2026<br><br>______________________________<br>CANDICE ADAMS<br>Clerk of the Circuit Court<br><br>Date of service: ______________</td></tr></table>
</div>`,
exp({ name: 'Patricia Ann Novak', plaintiff: 'Citibank, N.A.', firm: 'Brandt & Okonkwo, LLC', email: 'dupage@brandtokonkwo.com', state: 'IL', amount: 2140.00, civil: '2026SC001187', court: 'Circuit Court of the Eighteenth Judicial Circuit, DuPage County, Illinois', street: '1456 Heritage Dr', city: 'Wheaton', cstate: 'IL', zip: '60189', suit: true })));

// ---------------------------------------------------------------- 32 PA Philadelphia Municipal Court statement of claim
docsC.push(doc('32', 'PA', 'Philadelphia Municipal Court statement of claim: banded grey section headers, grid of labeled fields, "Claim No.", itemized total table with distractors, "& Associates, P.C." firm; Verdana/DejaVu Sans 8.5-9pt', F.VERDANA, '9pt', `
.pg{padding:40px 48px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.38}
.h{background:#d9d9d9;font-weight:bold}
.n{font-size:7pt;display:block}
p{text-align:justify;margin-bottom:6px;line-height:1.38}
`, `
<div class="pg">
<table class="g"><tr><td style="border:none;padding-left:0;width:62%"><b style="font-size:12pt">PHILADELPHIA MUNICIPAL COURT</b><br>CIVIL DIVISION<br>1339 Chestnut Street, 10th Floor, Philadelphia, PA 19107</td>
<td style="border:2px solid #000"><span class="n">CLAIM NO.</span><b style="font-size:11pt">SC-26-04-15-1187</b><br><span class="n">HEARING</span>Courtroom 4 — 05/20/2026, 1:00 PM</td></tr></table>
<p class="c b" style="font-size:13pt;margin:10px 0">STATEMENT OF CLAIM</p>
<table class="g"><tr><td colspan="2" class="h">PLAINTIFF</td><td colspan="2" class="h">DEFENDANT</td></tr>
<tr><td colspan="2"><span class="n">Name</span>TD Bank USA, N.A.<br><span class="n">Address</span>3701 Wayzata Blvd, Minneapolis, MN 55416</td>
<td colspan="2"><span class="n">Name</span>Andre L. Baptiste<br><span class="n">Address</span>5621 Chestnut St Apt 2F<br>Philadelphia, PA 19139</td></tr>
<tr><td colspan="4" class="h">PLAINTIFF'S ATTORNEY</td></tr>
<tr><td colspan="2"><span class="n">Firm</span>Mercer Whitlock &amp; Associates, P.C.<br><span class="n">Attorney / I.D. No.</span>Colin R. Mercer, Esq. — 207715</td>
<td colspan="2"><span class="n">Address / Phone / Email</span>1500 Market St, 12th Fl East, Philadelphia, PA 19102<br>(215) 555-0127 · phl@mercerwhitlock.com</td></tr>
<tr><td colspan="4" class="h">AMOUNT CLAIMED</td></tr>
<tr><td style="width:25%"><span class="n">Principal</span>$7,805.61</td><td style="width:25%"><span class="n">Interest</span>$0.00</td><td style="width:25%"><span class="n">Court costs</span>$145.20</td><td><span class="n">Total Amount Claimed</span><b>$7,805.61</b> plus costs</td></tr>
<tr><td colspan="4" class="h">NATURE OF CLAIM</td></tr>
<tr><td colspan="4">Plaintiff issued a Target Circle Card (credit) account ending in 0917 to Defendant. Defendant made purchases and failed to pay as agreed; the account was charged off on 06/30/2025 with a balance of $7,805.61. No payments have been received since charge-off. Copies of account statements are attached hereto as Exhibit "A".</td></tr></table>
<p style="margin-top:8px">I verify that the facts set forth in this Statement of Claim are true and correct to the best of my knowledge, information and belief. I understand that false statements herein are made subject to the penalties of 18 Pa.C.S. § 4904, relating to unsworn falsification to authorities.</p>
<p>Date: 04/15/2026 &nbsp;&nbsp;&nbsp; Signature: ______________________________ (Attorney for Plaintiff)</p>
<div style="border:2px solid #000;padding:8px;margin-top:8px;font-size:8.5pt;line-height:1.4"><b>NOTICE TO DEFENDANT:</b> You have been sued in the Philadelphia Municipal Court. You must appear at the hearing shown above. If you fail to appear, a judgment may be entered against you by default. If you wish to defend, you should appear with your witnesses and any papers. If you have a claim against the plaintiff, you may file a counterclaim at least 10 days before the hearing.<br><b>AVISO:</b> Usted ha sido demandado en la Corte Municipal de Filadelfia. Si usted no comparece a la audiencia, se podrá dictar un fallo en su contra.</div>
<p style="font-size:7pt;margin-top:12px">MC-SC-1 (Rev. 2/25) &nbsp;&nbsp; Mercer Whitlock &amp; Associates, P.C. is a debt collector.</p>
</div>`,
exp({ name: 'Andre L. Baptiste', plaintiff: 'TD Bank USA, N.A.', firm: 'Mercer Whitlock & Associates, P.C.', email: 'phl@mercerwhitlock.com', state: 'PA', amount: 7805.61, civil: 'SC-26-04-15-1187', court: 'Philadelphia Municipal Court', street: '5621 Chestnut St Apt 2F', city: 'Philadelphia', cstate: 'PA', zip: '19139', suit: true })));

// ================================================================= LETTERS
// ---------------------------------------------------------------- 33 GA law-firm validation notice (Reg F)
docsC.push(doc('33', 'GA', 'LETTER (no lawsuit): law-firm FDCPA validation notice, centered letterhead, window address block, Reg F itemization table, tear-off dispute section; Arial 9.5pt', F.ARIAL, '9.5pt', `
.pg{padding:40px 56px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #777;padding:4px 7px;line-height:1.35;vertical-align:top}
p{margin-bottom:6px;line-height:1.38;text-align:justify}
`, `
<div class="pg">
<div class="c" style="border-bottom:2px solid #000;padding-bottom:6px;margin-bottom:12px"><b style="font-size:15pt;letter-spacing:1px">PEMBERTON, HALE &amp; RUSK, P.C.</b><br>Attorneys at Law<br>3455 Peachtree Road NE, Suite 900 · Atlanta, Georgia 30326<br>Tel (404) 555-0135 · resolve@pembertonhale.com · Mon–Fri 8 AM–6 PM ET</div>
<table style="width:100%"><tr><td style="width:55%;vertical-align:top;line-height:1.35;padding-top:14px">Cynthia Marie Doyle<br>982 Ponce De Leon Ave NE Apt 5<br>Atlanta, GA 30306</td>
<td style="vertical-align:top;line-height:1.5">January 9, 2026<br>Reference: PHR-2611-4470<br>Current creditor: LVNV Funding LLC<br>Original creditor: Credit One Bank, N.A.<br>Account ending: 9914</td></tr></table>
<p style="margin-top:14px">Pemberton, Hale &amp; Rusk, P.C. is a debt collector. We are trying to collect a debt that you owe to <b>LVNV Funding LLC</b>. We will use any information you give us to help collect the debt.</p>
<p class="b">Our information shows:</p>
<p>You had a Credit One Bank, N.A. credit card with account number ending in 9914.</p>
<table class="g" style="width:78%;margin:4px 0 10px 30px"><tr><td>As of May 31, 2025, you owed:</td><td class="r">$1,204.37</td></tr>
<tr><td>Between May 31, 2025 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">– $0.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$1,204.37</b></td></tr></table>
<p class="b">How can you dispute the debt?</p>
<p>Call or write to us by <b>February 23, 2026</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by February 23, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents. We accept disputes electronically at resolve@pembertonhale.com.</p>
<p class="b">What else can you do?</p>
<p>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
<p style="font-size:8.5pt">At this time no attorney with this firm has personally reviewed the particular circumstances of your account. No lawsuit has been filed against you.</p>
<div style="border-top:2px dashed #000;margin-top:10px;padding-top:8px;font-size:8.5pt;line-height:1.35">
<b>How do you want to respond?</b> Mail this form to: Pemberton, Hale &amp; Rusk, P.C., 3455 Peachtree Road NE, Suite 900, Atlanta, GA 30326<br>
<table style="width:100%;margin-top:4px"><tr><td style="width:55%;vertical-align:top">Cynthia Marie Doyle<br>982 Ponce De Leon Ave NE Apt 5<br>Atlanta, GA 30306<br>Reference: PHR-2611-4470</td>
<td style="vertical-align:top">☐ I want to dispute the debt because I think:<br>&nbsp;&nbsp;☐ This is not my debt. &nbsp;☐ The amount is wrong.<br>☐ I want you to send me the name and address of the original creditor.<br>☐ I enclosed this amount: $__________</td></tr></table></div>
</div>`,
exp({ name: 'Cynthia Marie Doyle', plaintiff: 'LVNV Funding LLC', firm: 'Pemberton, Hale & Rusk, P.C.', email: 'resolve@pembertonhale.com', state: 'GA', amount: 1204.37, civil: null, court: null, street: '982 Ponce De Leon Ave NE Apt 5', city: 'Atlanta', cstate: 'GA', zip: '30306', suit: false })));

// ---------------------------------------------------------------- 34 NC collection agency letter with settlement offer
docsC.push(doc('34', 'NC', 'LETTER (no lawsuit): collection-agency demand letter, logo-style letterhead left + account summary box right, balance due vs. settlement-offer distractor, payment coupon; Georgia/Century 10pt', F.GEORGIA, '10pt', `
.pg{padding:44px 60px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #333;padding:4px 8px;line-height:1.35}
p{margin-bottom:8px;line-height:1.42;text-align:justify}
`, `
<div class="pg">
<table style="width:100%"><tr><td style="vertical-align:top;width:58%"><div style="font-size:19pt;font-weight:bold;letter-spacing:1px;color:#1b2f5a">SUMMIT RIDGE</div><div style="font-size:10.5pt;letter-spacing:3px;color:#1b2f5a">RECOVERY GROUP, INC.</div><div style="font-size:8.5pt;margin-top:4px;line-height:1.3">PO Box 31077 · Charlotte, NC 28231<br>Toll free (888) 555-0193 · help@summitridgerecovery.com</div></td>
<td style="vertical-align:top"><table class="g" style="font-size:9pt"><tr><td>Date</td><td>February 2, 2026</td></tr><tr><td>Creditor</td><td>Capital One, N.A.</td></tr><tr><td>Account #</td><td>XXXXXXXX4482</td></tr><tr><td>SRRG Ref #</td><td>77120458</td></tr><tr><td><b>Balance Due</b></td><td><b>$2,936.18</b></td></tr></table></td></tr></table>
<div style="margin:22px 0 18px;line-height:1.35">Harold W. Simmons<br>4410 Six Forks Rd Apt 207<br>Raleigh, NC 27609</div>
<p>Dear Harold W. Simmons:</p>
<p>Your Capital One, N.A. account referenced above has been placed with our office for collection. As of the date of this letter, the balance due is <b>$2,936.18</b>. Our client has authorized us to offer you the following options to resolve this account:</p>
<table class="g" style="width:86%;margin:4px auto 10px;font-size:9.5pt"><tr><td><b>Option 1</b> — Lump-sum settlement</td><td>$1,468.09 if received by March 4, 2026</td></tr>
<tr><td><b>Option 2</b> — Three-payment settlement</td><td>3 payments of $587.24</td></tr>
<tr><td><b>Option 3</b> — Monthly payment plan</td><td>$122.34 per month until the balance is paid</td></tr></table>
<p>We are not obligated to renew these offers. Settling the account for less than the full balance may have tax consequences. To accept, call us toll free or return the coupon below with your payment. You may also pay online at www.summitridgerecovery.com.</p>
<p>Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.</p>
<p>Sincerely,<br><br>Collections Department<br>Summit Ridge Recovery Group, Inc. — NC Collection Agency Permit No. 104417</p>
<p style="font-size:8pt;line-height:1.3">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Because of interest, late charges and other charges that may vary from day to day, the amount due on the day you pay may be greater.</p>
<div style="border-top:2px dashed #000;margin-top:12px;padding-top:8px;font-size:9pt">
<table style="width:100%"><tr><td style="vertical-align:top;width:55%;line-height:1.35"><b>PAYMENT COUPON</b> — detach and return<br>Harold W. Simmons<br>4410 Six Forks Rd Apt 207<br>Raleigh, NC 27609</td>
<td style="vertical-align:top"><table class="g"><tr><td>Ref #</td><td>77120458</td></tr><tr><td>Balance Due</td><td>$2,936.18</td></tr><tr><td>Amount Enclosed</td><td>$__________</td></tr></table>
<div style="margin-top:6px;line-height:1.3">Remit to: Summit Ridge Recovery Group, Inc.<br>PO Box 31077, Charlotte, NC 28231</div></td></tr></table></div>
</div>`,
exp({ name: 'Harold W. Simmons', plaintiff: 'Capital One, N.A.', firm: 'Summit Ridge Recovery Group, Inc.', email: 'help@summitridgerecovery.com', state: 'NC', amount: 2936.18, civil: null, court: null, street: '4410 Six Forks Rd Apt 207', city: 'Raleigh', cstate: 'NC', zip: '27609', suit: false })));

// ---------------------------------------------------------------- 35 MD law-firm letter: lawsuit has been filed
docsC.push(doc('35', 'MD', 'LETTER (lawsuit exists): law-firm letter advising that suit was filed, right-aligned letterhead, "Re:" block naming court and case number, amount sued; Times 11pt', F.TIMES, '11pt', `
.pg{padding:52px 76px}
p{margin-bottom:9px;line-height:1.42;text-align:justify}
`, `
<div class="pg">
<div style="text-align:right;line-height:1.3;border-bottom:1px solid #000;padding-bottom:8px;margin-bottom:20px"><b style="font-size:15pt">Chesapeake Legal Partners, LLP</b><br><span style="font-size:9.5pt">Creditors' Rights Practice Group<br>6011 University Blvd, Suite 350, Ellicott City, MD 21043<br>Phone (410) 555-0117 · Fax (410) 555-0118 · mdlit@chesapeakelegal.com</span></div>
<p>March 20, 2026</p>
<p style="line-height:1.3;margin:16px 0">VIA FIRST-CLASS MAIL<br>Terrence L. Boyd<br>8104 Greenbelt Rd Apt T2<br>Greenbelt, MD 20770</p>
<table style="margin-bottom:12px;line-height:1.35"><tr><td style="vertical-align:top;width:44px"><b>Re:</b></td><td><b>Midland Credit Management, Inc. v. Terrence L. Boyd</b><br>District Court of Maryland for Prince George's County<br>Case No. D-052-CV-26-004512<br>Original creditor: Comenity Capital Bank (account ending 2375)<br>Amount of claim: $3,771.06</td></tr></table>
<p>Dear Mr. Boyd:</p>
<p>As you may know, this firm represents Midland Credit Management, Inc. in connection with the above-referenced account. Please be advised that a complaint has been filed against you in the District Court of Maryland for Prince George's County seeking judgment in the amount of <b>$3,771.06</b>, plus court costs of $66.00 and post-judgment interest at the legal rate. You should receive, or may already have received, a summons and copy of the complaint from the court.</p>
<p>The trial date set by the court is May 7, 2026 at 8:45 a.m. at 14735 Main Street, Upper Marlboro, MD 20772. If you intend to contest the claim, you must file a Notice of Intention to Defend with the court within 15 days after service. Please read the court papers carefully; this letter does not change any deadline set by the court.</p>
<p>Our client remains willing to discuss a resolution of this matter, including a payment arrangement, before the trial date. If you would like to discuss this account, please contact our office at (410) 555-0117 or by email at mdlit@chesapeakelegal.com, and refer to our file number CLP-55812.</p>
<p>Very truly yours,</p>
<p style="line-height:1.3;margin-top:20px">CHESAPEAKE LEGAL PARTNERS, LLP<br><br>____________________________<br>Priya N. Raman, Esq.</p>
<p style="font-size:8.5pt;margin-top:20px;border-top:1px solid #000;padding-top:6px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Maryland Collection Agency License not required for attorneys at law. Federal law gives you certain rights; see www.cfpb.gov/debt-collection.</p>
</div>`,
exp({ name: 'Terrence L. Boyd', plaintiff: 'Midland Credit Management, Inc.', firm: 'Chesapeake Legal Partners, LLP', email: 'mdlit@chesapeakelegal.com', state: 'MD', amount: 3771.06, civil: 'D-052-CV-26-004512', court: "District Court of Maryland for Prince George's County", street: '8104 Greenbelt Rd Apt T2', city: 'Greenbelt', cstate: 'MD', zip: '20770', suit: true })));

// ---------------------------------------------------------------- 36 OR pre-suit demand, "Law Offices of ..., PLLC"
docsC.push(doc('36', 'OR', 'LETTER (no lawsuit): pre-suit "final demand" from "Law Offices of …, PLLC", left letterhead with rule, bold RE line, threat of suit (none filed), Verdana/DejaVu Sans 9.5pt', F.VERDANA, '9.5pt', `
.pg{padding:50px 66px}
p{margin-bottom:9px;line-height:1.45;text-align:justify}
`, `
<div class="pg">
<div style="border-left:5px solid #333;padding-left:12px;line-height:1.3;margin-bottom:24px"><b style="font-size:13pt">Law Offices of Daniel R. Okafor, PLLC</b><br><span style="font-size:8.5pt">1120 NW Couch Street, Suite 600 · Portland, Oregon 97209<br>(503) 555-0198 · dokafor@okaforlaw.com</span></div>
<p>February 24, 2026</p>
<p style="line-height:1.3;margin:16px 0">Megan Q. Albright<br>2275 NE Glisan St Apt 310<br>Portland, OR 97232</p>
<p><b>RE: FINAL DEMAND BEFORE LITIGATION<br>Creditor: Synchrony Bank (Care Credit) — Account ending 5561<br>Balance: $2,409.53 &nbsp;&nbsp;·&nbsp;&nbsp; Our File: DRO-24-3391</b></p>
<p>Dear Ms. Albright:</p>
<p>This office represents Synchrony Bank regarding the account referenced above. Our client's records show an unpaid balance of <b>$2,409.53</b>. Previous requests for payment have not been answered.</p>
<p>Unless payment of $2,409.53 is received, or satisfactory payment arrangements are made, within thirty (30) days of the date of this letter, our client may authorize this office to file a lawsuit against you in the Circuit Court of the State of Oregon for Multnomah County. No lawsuit has been filed at this time, and no decision to file suit has been made. If a suit is filed and judgment is obtained, the court may also award costs (filing fees currently $281.00) and prevailing-party attorney fees as allowed by law.</p>
<p>We would prefer to resolve this matter without litigation. You may call us at (503) 555-0198 to discuss a payment plan, or mail payment payable to "Synchrony Bank" to our office address above, including your file number.</p>
<p>If you dispute this debt, or believe you have already paid it, please notify us in writing so that we can review your account. If you have retained an attorney, please give us his or her name and contact information.</p>
<p style="margin-top:18px">Sincerely,</p>
<p style="line-height:1.3;margin-top:22px">Daniel R. Okafor<br>Attorney at Law, OSB #114927</p>
<p style="font-size:8pt;margin-top:30px;line-height:1.35">This communication is from a debt collector attempting to collect a debt. Any information obtained will be used for that purpose. Oregon residents: collection agencies are regulated by the Oregon Division of Financial Regulation.</p>
</div>`,
exp({ name: 'Megan Q. Albright', plaintiff: 'Synchrony Bank', firm: 'Law Offices of Daniel R. Okafor, PLLC', email: 'dokafor@okaforlaw.com', state: 'OR', amount: 2409.53, civil: null, court: null, street: '2275 NE Glisan St Apt 310', city: 'Portland', cstate: 'OR', zip: '97232', suit: false })));

// ---------------------------------------------------------------- 37 NM settlement letter in Courier
docsC.push(doc('37', 'NM', 'LETTER (no lawsuit): typewriter-style settlement offer from a debt-buyer law firm in Courier, all-caps address block, balance vs. settlement/payment distractors; Courier 10pt', F.COURIER, '10pt', `
.pg{padding:54px 72px}
p{margin-bottom:10px;line-height:1.42}
`, `
<div class="pg">
<p class="c" style="line-height:1.3;margin-bottom:20px"><b>SANDIA PEAK COLLECTIONS LAW, P.C.</b><br>500 MARQUETTE AVE NW, SUITE 1200<br>ALBUQUERQUE, NM 87102<br>TEL 505-555-0156   EMAIL: accounts@sandiapeaklaw.com</p>
<p>March 3, 2026</p>
<p style="line-height:1.3">RAMON ESTEBAN CHAVEZ<br>1508 COORS BLVD NW APT 44<br>ALBUQUERQUE NM 87121</p>
<p>RE:  Current Creditor:   Jefferson Capital Systems, LLC<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Original Creditor:  Fingerhut / WebBank<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Account No.:        ****7108<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Balance Due:        $5,118.90</p>
<p>Dear Ramon Esteban Chavez:</p>
<p>Our client, Jefferson Capital Systems, LLC, has authorized us to offer you a reduced payoff of the balance due of $5,118.90 on the above account. You may resolve the account by choosing one of the options below:</p>
<p style="margin-left:30px">A. One payment of $2,559.45, due by April 2, 2026.<br>B. Six monthly payments of $511.89, the first due by April 2, 2026.<br>C. Call us to discuss another arrangement.</p>
<p>If you choose option A or B and make all payments on time, the account will be reported as settled in full. If you do not accept one of these offers, the full balance of $5,118.90 remains due. We are not obligated to renew this offer.</p>
<p>No lawsuit has been filed on this account. This letter is not a threat of suit.</p>
<p>Very truly yours,<br><br>SANDIA PEAK COLLECTIONS LAW, P.C.</p>
<p style="font-size:8.5pt;line-height:1.3;margin-top:24px">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE. New Mexico Collection Agency License #CA-0921.</p>
</div>`,
exp({ name: 'Ramon Esteban Chavez', plaintiff: 'Jefferson Capital Systems, LLC', firm: 'Sandia Peak Collections Law, P.C.', email: 'accounts@sandiapeaklaw.com', state: 'NM', amount: 5118.90, civil: null, court: null, street: '1508 Coors Blvd NW Apt 44', city: 'Albuquerque', cstate: 'NM', zip: '87121', suit: false })));

// ---------------------------------------------------------------- 38 IA agency letter with tear-off coupon, no email
docsC.push(doc('38', 'IA', 'LETTER (no lawsuit): collection-agency notice with top remittance stub above a perforation, account table, no email; Arial 9pt', F.ARIAL, '9pt', `
.pg{padding:36px 54px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #555;padding:4px 8px;line-height:1.35}
p{margin-bottom:8px;line-height:1.42;text-align:justify}
`, `
<div class="pg">
<table style="width:100%"><tr><td style="vertical-align:top;width:55%;line-height:1.3"><b style="font-size:12pt">Great Plains Receivables, LLC</b><br>PO Box 4210<br>Des Moines, IA 50306-4210<br><br><span style="font-size:8pt">ADDRESS SERVICE REQUESTED</span><br><br>#BWNFTDN #GPR-1188402-3#<br>Lisa K. Vanderploeg<br>915 Grand Ave Apt 3<br>Des Moines, IA 50309</td>
<td style="vertical-align:top"><table class="g"><tr><td>Account No.</td><td>GPR-1188402</td></tr><tr><td>Amount Due</td><td><b>$887.42</b></td></tr><tr><td>Amount Enclosed</td><td>$__________</td></tr></table>
<p style="font-size:8pt;margin-top:8px">Make check payable to Great Plains Receivables, LLC and return this portion with your payment.</p></td></tr></table>
<div style="border-top:1px dashed #000;margin:16px 0 14px;text-align:center;font-size:7pt">▲ DETACH AND RETURN UPPER PORTION WITH YOUR PAYMENT ▲</div>
<table style="width:100%"><tr><td style="width:50%;vertical-align:top"><b style="font-size:11pt">Great Plains Receivables, LLC</b><br><span style="font-size:8.5pt">1301 Locust St, Suite 400, Des Moines, IA 50309<br>Toll-free (877) 555-0131 · Mon–Thu 8–8, Fri 8–5 CT</span></td>
<td style="vertical-align:top;text-align:right">Notice date: 01/27/2026</td></tr></table>
<table class="g" style="margin:12px 0"><tr><td style="background:#eee"><b>Creditor</b></td><td>TD Bank USA, N.A. (Target Credit Card)</td><td style="background:#eee"><b>Account ending</b></td><td>6620</td></tr>
<tr><td style="background:#eee"><b>Balance</b></td><td>$887.42</td><td style="background:#eee"><b>Our account</b></td><td>GPR-1188402</td></tr></table>
<p>Dear Lisa K. Vanderploeg:</p>
<p>The above account has been referred to our agency for collection by TD Bank USA, N.A. The amount due is <b>$887.42</b>. Please remit payment in full, or contact our office to discuss a payment arrangement. Payments can be made by phone, by mail using the stub above, or online at www.gpreceivables.com with your account number.</p>
<p>If you have already paid this balance, please disregard this notice and call us so we can update our records. If you believe this balance is not correct, you may dispute it by writing to us at the address above. Minimum payment plans start at $50.00 per month.</p>
<p>This notice does not mean a lawsuit has been or will be filed.</p>
<p>Sincerely,<br>Account Representative, ext. 4471</p>
<p style="font-size:8pt;line-height:1.35;margin-top:16px;border-top:1px solid #000;padding-top:6px">This is a communication from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose. Iowa Debt Collection Practices Act applies. Hours and payment address are listed above. See reverse side for important information.</p>
</div>`,
exp({ name: 'Lisa K. Vanderploeg', plaintiff: 'TD Bank USA, N.A.', firm: 'Great Plains Receivables, LLC', email: null, state: 'IA', amount: 887.42, civil: null, court: null, street: '915 Grand Ave Apt 3', city: 'Des Moines', cstate: 'IA', zip: '50309', suit: false })));
