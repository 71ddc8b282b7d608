import { F, money, exp, doc, lineNumbers } from './common.mjs';

export const docsA = [];

// ---------------------------------------------------------------- 01 TX Harris JP, § caption
docsA.push(doc('01', 'TX', 'Texas justice-court debt claim petition, § column caption, numbered form items, signature block at bottom; Times 11.5pt', F.TIMES, '11.5pt', `
.pg{padding:58px 78px}
.cap td{vertical-align:top;padding:0 6px;line-height:1.35}
.sec{width:30px;text-align:center}
ol{margin:4px 0 6px 18px;padding:0} li{margin-bottom:5px}
.ln{display:inline-block;border-bottom:1px solid #000;min-width:160px}
`, `
<div class="pg">
<p class="c b" style="font-size:13pt;margin-bottom:14px">CAUSE NO. 226100187342</p>
<table class="cap" style="width:100%;margin-bottom:14px"><tr>
<td style="width:46%">LVNV FUNDING LLC, as assignee of<br>CREDIT ONE BANK, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>JAMES ROBERT WHITFIELD,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td class="sec">§<br>§<br>§<br>§<br>§<br>§<br>§<br>§</td>
<td>IN THE JUSTICE COURT<br><br><br>PRECINCT 2, PLACE 1<br><br><br>HARRIS COUNTY, TEXAS</td></tr></table>
<p class="c b" style="font-size:13pt;text-decoration:underline;margin-bottom:10px">PETITION: DEBT CLAIM CASE</p>
<p>TO THE HONORABLE JUDGE OF SAID COURT:</p>
<p>COMES NOW Plaintiff and files this Petition in a Debt Claim Case pursuant to Rule 508 of the Texas Rules of Civil Procedure, and would respectfully show the Court as follows:</p>
<ol>
<li><b>Plaintiff:</b> LVNV Funding LLC, as assignee of Credit One Bank, N.A., 55 Beattie Place, Suite 110, Greenville, SC 29601. Plaintiff is represented by the attorney named below.</li>
<li><b>Defendant:</b> James Robert Whitfield, who may be served with citation at his residence, <b>8815 Bellfort Ave Apt 212, Houston, TX 77061</b>, or wherever he may be found. Last three digits of driver's license: 418.</li>
<li><b>Service:</b> Plaintiff requests service by Constable, Harris County Precinct 2, or by any person authorized under Rule 501.2.</li>
<li><b>Claim:</b> Plaintiff seeks judgment for the principal balance of <b>$2,847.19</b>, pre-judgment interest of $0.00, attorney's fees of $0.00, plus court costs (filing fee $54.00; service fee $75.00) and post-judgment interest at the legal rate.</li>
<li><b>Account information:</b> The debt arises from a Credit One Bank, N.A. credit card account ending in 4417. Date of last payment: 05/19/2025. Charge-off balance: $2,847.19. Plaintiff is not the original creditor; it acquired the account from Credit One Bank, N.A. on 10/02/2025.</li>
<li><b>Jurisdiction:</b> The amount in controversy does not exceed $20,000.00, exclusive of statutory interest and court costs, and is within the jurisdictional limits of this Court.</li>
</ol>
<p>WHEREFORE, Plaintiff prays that Defendant be cited to appear and answer, and that Plaintiff have judgment against Defendant for the amounts stated above, costs of suit, and such other relief to which Plaintiff may be entitled.</p>
<div style="margin-left:330px;margin-top:16px;line-height:1.3">
Respectfully submitted,<br><b>HAYES &amp; WHITCOMBE, PLLC</b><br><br>
<span class="ln" style="min-width:250px">&nbsp;</span><br>
Kendra L. Marsh<br>State Bar No. 24087731<br>2100 West Loop South, Suite 900<br>Houston, Texas 77027<br>Tel. (713) 555-0148 | Fax (713) 555-0149<br>kmarsh@hayeswhitcombe.com<br><b>ATTORNEYS FOR PLAINTIFF</b></div>
<p style="position:absolute;bottom:30px;left:78px;right:78px;font-size:9pt;text-align:center;border-top:1px solid #000;padding-top:4px">Petition: Debt Claim Case — Page 1 of 2 &nbsp;&nbsp;&nbsp; HW File No. 26-03318</p>
</div>`,
exp({ name: 'James Robert Whitfield', plaintiff: 'LVNV Funding LLC', firm: 'Hayes & Whitcombe, PLLC', email: 'kmarsh@hayeswhitcombe.com', state: 'TX', amount: 2847.19, civil: '226100187342', court: 'Justice Court, Precinct 2, Place 1, Harris County, Texas', street: '8815 Bellfort Ave Apt 212', city: 'Houston', cstate: 'TX', zip: '77061', suit: true })));

// ---------------------------------------------------------------- 02 CA Riverside pleading paper
docsA.push(doc('02', 'CA', 'California pleading paper with line numbers 1-28, attorney block top-left (name, SBN, firm, address, phone, email), ")" caption; Times 12pt', F.TIMES, '12pt', `
.pg{padding:0}
.rule{position:absolute;top:0;bottom:0;width:0;border-left:1px solid #000}
.body{position:absolute;left:104px;right:70px;top:66px;line-height:33px}
.cap td{vertical-align:top;line-height:33px;padding:0}
`, `
<div class="pg">
<div class="rule" style="left:92px"></div><div class="rule" style="left:95px"></div><div class="rule" style="left:752px"></div>
${lineNumbers(28, 66, 33, 56)}
<div class="body">
<div>Michael T. Averill, Esq. (SBN 284117)</div>
<div>Gregory S. Lindqvist, Esq. (SBN 301552)</div>
<div>AVERILL LINDQVIST &amp; PARK, LLP</div>
<div>3880 Lemon Street, Suite 420, Riverside, CA 92501</div>
<div>Telephone: (951) 555-0172 &nbsp; Facsimile: (951) 555-0173</div>
<div>Email: collections@alp-law.com</div>
<div>Attorneys for Plaintiff</div>
<div class="c">SUPERIOR COURT OF THE STATE OF CALIFORNIA</div>
<div class="c">COUNTY OF RIVERSIDE</div>
<table class="cap" style="width:100%"><tr>
<td style="width:52%">MIDLAND CREDIT MANAGEMENT, INC.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br>ROSA ISELA MENDOZA; and DOES 1 through<br>10, inclusive,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="width:16px">)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:12px">Case No.: CVRI2601442<br><b>COMPLAINT FOR MONEY:</b><br>1. ACCOUNT STATED<br>2. OPEN BOOK ACCOUNT<br><span style="font-size:10.5pt;line-height:1.2;display:inline-block">LIMITED CIVIL CASE — amount demanded does not exceed $10,000</span></td></tr></table>
<div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff alleges:</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;1. Plaintiff is a Kansas corporation authorized to do business in California.</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;2. Defendant ROSA ISELA MENDOZA is an individual residing at 4127 Via Sereno</div>
<div>Apt 6, Moreno Valley, CA 92553, within the jurisdiction of this Court.</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;3. Within four years last past, Defendant became indebted to Comenity Capital</div>
<div>Bank, Plaintiff's assignor, on an open book account for money due, and there is now</div>
<div>due and owing the sum of $6,213.40, no part of which has been paid, with interest</div>
<div>thereon at the legal rate. Plaintiff also seeks costs of suit (filing fee $370.00).</div>
</div>
<div style="position:absolute;left:104px;right:70px;bottom:22px;border-top:1px solid #000;text-align:center;font-size:10pt;padding-top:3px">- 1 -<br>COMPLAINT FOR MONEY</div>
</div>`,
exp({ name: 'Rosa Isela Mendoza', plaintiff: 'Midland Credit Management, Inc.', firm: 'Averill Lindqvist & Park, LLP', email: 'collections@alp-law.com', state: 'CA', amount: 6213.40, civil: 'CVRI2601442', court: 'Superior Court of the State of California, County of Riverside', street: '4127 Via Sereno Apt 6', city: 'Moreno Valley', cstate: 'CA', zip: '92553', suit: true })));

// ---------------------------------------------------------------- 03 NY Civil Court Queens, X-line caption
docsA.push(doc('03', 'NY', 'New York City Civil Court consumer-credit summons, dashed X-line caption, "-against-", court at top-left, Index No. right, attorney block at bottom, no email; Times 11pt', F.TIMES, '11pt', `
.pg{padding:56px 72px}
.xl{font-family:${F.COURIER};font-size:10pt;letter-spacing:-0.5px;white-space:pre}
.cap td{vertical-align:top}
`, `
<div class="pg">
<div class="b">CIVIL COURT OF THE CITY OF NEW YORK<br>COUNTY OF QUEENS</div>
<div class="xl">------------------------------------------------------X</div>
<table class="cap" style="width:100%"><tr>
<td style="width:56%;line-height:1.45">PORTFOLIO RECOVERY ASSOCIATES, LLC,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;-against-<br><br>DEVON A. CAMPBELL,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="line-height:1.45">Index No. CV-014233-26/QU<br><br><b style="font-size:14pt">SUMMONS</b><br><br>Plaintiff's Address:<br>120 Corporate Blvd, Norfolk, VA 23502<br><br>Defendant's Address:<br>147-22 Jamaica Avenue, Apt 3C<br>Jamaica, NY 11435</td></tr></table>
<div class="xl">------------------------------------------------------X</div>
<p style="margin-top:10px"><b>To the named Defendant(s):</b></p>
<p style="text-align:justify">YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Queens, at the office of the Clerk of the said Court at 89-17 Sutphin Boulevard, Jamaica, New York 11435, in the County of Queens, State of New York, within the time provided by law as noted below and to file your answer to the annexed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of <b>$3,486.22</b> together with interest from November 14, 2024 and the costs of this action.</p>
<p style="text-align:justify">Nature of action: account stated / credit card debt originally owed to Synchrony Bank (Walmart), account ending 9082. Relief sought: $3,486.22. Index number fee paid: $45.00.</p>
<p style="font-size:10pt;text-align:justify"><b>Note:</b> The law provides that: (a) If this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) If this summons is served by delivery to any person other than you personally, or is served outside the City of New York, or by publication, or by any means other than personal delivery to you within the City of New York, you are allowed THIRTY days after proof of service thereof is filed with the Clerk of this Court within which to appear and answer.</p>
<p style="font-size:10pt;text-align:justify;border:1px solid #000;padding:6px"><b>IMPORTANT!</b> YOU ARE BEING SUED! This paper is a summons in a lawsuit. You must respond, either by yourself or through an attorney, in the Clerk's Office. If you do not respond, you may lose your right to defend yourself, and the court may take your money or property.  <b>¡IMPORTANTE!</b> ¡USTED ESTÁ SIENDO DEMANDADO! Debe responder en la oficina del secretario del tribunal.</p>
<p>Dated: Queens, New York<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;March 9, 2026</p>
<div style="margin-left:360px;line-height:1.35">RASKIN, PELL &amp; OSTROW, LLP<br>Attorneys for Plaintiff<br><br>By: ______________________________<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Andrea Koval, Esq.<br>40 Wall Street, 28th Floor<br>New York, New York 10005<br>(212) 555-0190<br>Our File No. PR-77413</div>
</div>`,
exp({ name: 'Devon A. Campbell', plaintiff: 'Portfolio Recovery Associates, LLC', firm: 'Raskin, Pell & Ostrow, LLP', email: null, state: 'NY', amount: 3486.22, civil: 'CV-014233-26/QU', court: 'Civil Court of the City of New York, County of Queens', street: '147-22 Jamaica Avenue, Apt 3C', city: 'Jamaica', cstate: 'NY', zip: '11435', suit: true })));

// ---------------------------------------------------------------- 04 OH Franklin municipal, boxed two-column caption
docsA.push(doc('04', 'OH', 'Ohio municipal court complaint on account, two-column caption in bordered table (parties with addresses left, case no./judge right), a/k/a defendant, firm block bottom; Arial 10.5pt', F.ARIAL, '10.5pt', `
.pg{padding:60px 70px}
.cap{width:100%;border:1.5px solid #000}
.cap td{border:1.5px solid #000;vertical-align:top;padding:8px 10px;line-height:1.4}
`, `
<div class="pg">
<p class="c b" style="font-size:12.5pt;margin-bottom:2px">IN THE FRANKLIN COUNTY MUNICIPAL COURT</p>
<p class="c b" style="margin-bottom:14px">COLUMBUS, OHIO &nbsp;&nbsp;·&nbsp;&nbsp; CIVIL DIVISION</p>
<table class="cap"><tr>
<td style="width:58%">CAVALRY SPV I, LLC, as assignee of<br>Citibank, N.A.<br>500 Summit Lake Drive, Suite 400<br>Valhalla, NY 10595<br><span style="padding-left:150px">Plaintiff,</span><br><br><span style="padding-left:60px">vs.</span><br><br>TAMARA LYNN BOSTIC<br>a/k/a Tamara L. Hughes<br>2290 Cleveland Ave Apt B<br>Columbus, OH 43211<br><span style="padding-left:150px">Defendant.</span></td>
<td>Case No. 2026 CVF 014233<br><br>Judge: ______________________<br><br><br><b style="font-size:12pt">COMPLAINT ON ACCOUNT</b><br><br>(Exhibit A — account statement attached)</td></tr></table>
<p style="margin-top:14px">Now comes Plaintiff, by and through counsel, and for its Complaint against Defendant states as follows:</p>
<p>1. Plaintiff is the assignee and current owner of a credit card account issued by Citibank, N.A. to Defendant, account number ending in 2206.</p>
<p>2. Defendant used the account and thereafter defaulted on the payments due. A copy of the account statement is attached as Exhibit A and incorporated herein.</p>
<p>3. There is now due and owing from Defendant to Plaintiff the sum of $1,964.08 on said account, which amount remains unpaid despite demand.</p>
<p>4. Venue is proper in this Court because Defendant resides in Franklin County, Ohio.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of <b>$1,964.08</b>, plus interest at the rate of 0.00% per annum from the date of judgment, and the costs of this action. (Filing deposit paid: $110.00.)</p>
<div style="margin-left:350px;margin-top:18px;line-height:1.35">
______________________________<br>Nathaniel R. Greer (0091547)<br>Colleen M. Hollis (0098803)<br><b>GREER HOLLIS CO., L.P.A.</b><br>6500 Emerald Parkway, Suite 100<br>Dublin, OH 43016<br>Phone: 614-555-0139<br>filings@greerhollislpa.com<br>Attorneys for Plaintiff</div>
<p style="font-size:8.5pt;margin-top:18px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
</div>`,
exp({ name: 'Tamara Lynn Bostic', plaintiff: 'Cavalry SPV I, LLC', firm: 'Greer Hollis Co., L.P.A.', email: 'filings@greerhollislpa.com', state: 'OH', amount: 1964.08, civil: '2026 CVF 014233', court: 'Franklin County Municipal Court', street: '2290 Cleveland Ave Apt B', city: 'Columbus', cstate: 'OH', zip: '43211', suit: true })));

// ---------------------------------------------------------------- 05 WA King County District Court, Courier, pleading footer with firm
docsA.push(doc('05', 'WA', 'Washington district court summons in Courier on numbered pleading lines, two defendants (husband and wife), "TO THE DEFENDANTS:" address block, firm info in footer at bottom; Courier 10.5pt', F.COURIER, '10.5pt', `
.pg{padding:0}
.rule{position:absolute;top:0;bottom:0;border-left:1px solid #000}
.body{position:absolute;left:100px;right:64px;top:60px;line-height:29px}
.cap td{vertical-align:top;line-height:29px;padding:0}
`, `
<div class="pg">
<div class="rule" style="left:90px"></div><div class="rule" style="left:93px"></div>
${lineNumbers(29, 60, 29, 52)}
<div class="body">
<div class="c">IN THE KING COUNTY DISTRICT COURT</div>
<div class="c">STATE OF WASHINGTON, EAST DIVISION</div>
<table class="cap" style="width:100%"><tr>
<td style="width:52%">JEFFERSON CAPITAL SYSTEMS, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>KYLE J. BRANDVOLD and AMBER N.<br>BRANDVOLD, husband and wife,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="width:14px">)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:10px">Case No. 26CIV01187KCX<br><br>SUMMONS<br>(20 days)</td></tr></table>
<div>TO THE DEFENDANTS: Kyle J. Brandvold and Amber N. Brandvold</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;16420 NE 40th Ct Unit B</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Redmond, WA 98052</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;A lawsuit has been started against you in the above</div>
<div>entitled court by Jefferson Capital Systems, LLC, Plaintiff.</div>
<div>Plaintiff's claim is stated in the written complaint, a copy of</div>
<div>which is served upon you with this summons. Plaintiff demands</div>
<div>the principal sum of $5,402.75, plus attorney's fees of $450.00</div>
<div>and costs of $93.00 as allowed by statute.</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;In order to defend against this lawsuit, you must respond</div>
<div>to the complaint by stating your defense in writing, and serve</div>
<div>a copy upon the undersigned attorney for the plaintiff within</div>
<div>20 days after the service of this summons, excluding the day of</div>
<div>service, or a default judgment may be entered against you.</div>
<div>&nbsp;&nbsp;&nbsp;&nbsp;DATED: February 17, 2026.</div>
<div style="padding-left:300px">SOUND MERIDIAN LAW GROUP, PLLC</div>
<div style="padding-left:300px">By: /s/ Meilin Zhou, WSBA #51207</div>
<div style="padding-left:300px">Attorneys for Plaintiff</div>
</div>
<div style="position:absolute;left:100px;right:64px;bottom:14px;border-top:1px solid #000;font-size:8.5pt;line-height:1.25;padding-top:3px;display:flex;justify-content:space-between">
<div>SUMMONS - 1<br>SMLG No. 2611870</div>
<div style="text-align:right">Sound Meridian Law Group, PLLC<br>1201 Third Avenue, Suite 2950, Seattle, WA 98101<br>(206) 555-0133 · mzhou@soundmeridianlaw.com</div></div>
</div>`,
exp({ name: 'Kyle J. Brandvold', plaintiff: 'Jefferson Capital Systems, LLC', firm: 'Sound Meridian Law Group, PLLC', email: 'mzhou@soundmeridianlaw.com', state: 'WA', amount: 5402.75, civil: '26CIV01187KCX', court: 'King County District Court', street: '16420 NE 40th Ct Unit B', city: 'Redmond', cstate: 'WA', zip: '98052', suit: true })));

// ---------------------------------------------------------------- 06 FL Hillsborough county court summons with Spanish/French paragraphs
docsA.push(doc('06', 'FL', 'Florida county court summons (personal service on an individual), centered court header, "TO:" defendant block, English + IMPORTANTE/IMPORTANT paragraphs, small 9.5pt text, designated e-mail; Arial', F.ARIAL, '9.5pt', `
.pg{padding:48px 64px}
p{text-align:justify;margin-bottom:7px}
.cap td{vertical-align:top}
`, `
<div class="pg">
<p class="c b" style="font-size:11pt;margin-bottom:12px">IN THE COUNTY COURT OF THE THIRTEENTH JUDICIAL CIRCUIT<br>IN AND FOR HILLSBOROUGH COUNTY, FLORIDA<br><span style="font-weight:normal">CIVIL DIVISION</span></p>
<table class="cap" style="width:100%;font-size:10.5pt;margin-bottom:10px"><tr>
<td style="width:55%;line-height:1.4">SYNCHRONY BANK,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>LAKEISHA M. PORTER,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.<br>_______________________________/</td>
<td style="line-height:1.6">CASE NO.: 26-CC-018874<br>DIVISION: L</td></tr></table>
<p class="c b" style="font-size:12pt">SUMMONS: PERSONAL SERVICE ON AN INDIVIDUAL</p>
<p class="b">TO: LAKEISHA M. PORTER<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;10218 Bloomingdale Ave Apt 1207<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Riverview, FL 33578</p>
<p class="c b">IMPORTANT</p>
<p>A lawsuit has been filed against you. You have 20 calendar days after this summons is served on you to file a written response to the attached complaint with the clerk of this circuit court, located at 800 E. Twiggs Street, Tampa, FL 33602. A phone call will not protect you. Your written response, including the case number given above and the names of the parties, must be filed if you want the Court to hear your side of the case. If you do not file your written response on time, you may lose the case, and your wages, money, and property may thereafter be taken without further warning from the Court. The complaint seeks <b>$2,198.45</b>, together with court costs (filing fee $185.00, service of process $40.00).</p>
<p>If you choose to file a written response yourself, at the same time you file your written response to the Court you must also serve a copy of your written response on the party serving this summons at: Brightwater Legal Group, P.A., 4830 W. Kennedy Blvd., Suite 600, Tampa, FL 33609; primary e-mail: service@brightwaterlegal.com.</p>
<p class="c b">IMPORTANTE</p>
<p>Usted ha sido demandado legalmente. Tiene 20 días, contados a partir del recibo de esta notificación, para contestar la demanda adjunta, por escrito, y presentarla ante este tribunal. Una llamada telefónica no lo protegerá. Si usted no contesta la demanda a tiempo, pudiese perder el caso y podría ser despojado de sus ingresos y propiedades, o privado de sus derechos, sin previo aviso del tribunal.</p>
<p class="c b">IMPORTANT</p>
<p>Des poursuites judiciaires ont été entreprises contre vous. Vous avez 20 jours consécutifs à partir de la date de l'assignation de cette citation pour déposer une réponse écrite à la plainte ci-jointe auprès de ce tribunal.</p>
<table style="width:100%;margin-top:14px"><tr><td style="width:50%;vertical-align:top">Dated: March 3, 2026</td>
<td style="line-height:1.4">CINDY STUART<br>As Clerk of the Court<br><br>By: ___________________________<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Deputy Clerk</td></tr></table>
<p style="font-size:8pt;margin-top:16px">In accordance with the Americans with Disabilities Act, persons needing a special accommodation to participate in this proceeding should contact the ADA Coordinator not later than seven days prior to the proceeding. Brightwater Legal Group, P.A. is a debt collector attempting to collect a debt.</p>
</div>`,
exp({ name: 'Lakeisha M. Porter', plaintiff: 'Synchrony Bank', firm: 'Brightwater Legal Group, P.A.', email: 'service@brightwaterlegal.com', state: 'FL', amount: 2198.45, civil: '26-CC-018874', court: 'County Court of the Thirteenth Judicial Circuit in and for Hillsborough County, Florida', street: '10218 Bloomingdale Ave Apt 1207', city: 'Riverview', cstate: 'FL', zip: '33578', suit: true })));

// ---------------------------------------------------------------- 07 IL Cook County complaint, attorney block top-left
docsA.push(doc('07', 'IL', 'Cook County municipal-department complaint, firm/attorney-code block at top-left, ")" caption, "Amount Claimed" line with distractors, Times 11.5pt', F.TIMES, '11.5pt', `
.pg{padding:52px 76px}
.cap td{vertical-align:top;line-height:1.4}
`, `
<div class="pg">
<div style="font-size:10pt;line-height:1.3;margin-bottom:14px">Firm No. 44127<br>KOWALCZYK &amp; BRANDT, P.C.<br>180 N. LaSalle Street, Suite 3300<br>Chicago, Illinois 60601<br>(312) 555-0107<br>pleadings@kbpc-law.com</div>
<p class="c b" style="margin-bottom:12px">IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS<br>MUNICIPAL DEPARTMENT, FIRST DISTRICT</p>
<table class="cap" style="width:100%"><tr>
<td style="width:55%">DISCOVER BANK,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>MARCUS DWAYNE ELLISON,<br>5512 S. Damen Ave., Chicago, IL 60636<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:14px">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:12px">Case No. 2026-M1-104872<br><br>Amount Claimed: $7,390.14<br>plus costs<br><br>Return Date: April 21, 2026<br>Courtroom 1303</td></tr></table>
<p class="c b" style="margin:14px 0 10px;font-size:13pt">COMPLAINT</p>
<p>NOW COMES the Plaintiff, DISCOVER BANK, by and through its attorneys, KOWALCZYK &amp; BRANDT, P.C., and complaining of the Defendant, MARCUS DWAYNE ELLISON, states as follows:</p>
<p>1. Plaintiff is a Delaware state-chartered bank that issued a Discover credit card account, number ending in 6631, to Defendant.</p>
<p>2. Defendant accepted the terms of the cardmember agreement by using the account, and made purchases and/or cash advances thereon.</p>
<p>3. Defendant defaulted by failing to make the minimum monthly payments due. The last payment was received on June 2, 2025 in the amount of $150.00.</p>
<p>4. After all just credits and set-offs, there is due and owing from Defendant to Plaintiff the sum of $7,390.14.</p>
<p>5. Attached hereto as Exhibit A is the Affidavit required by Ill. S. Ct. Rule 280.2.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant, MARCUS DWAYNE ELLISON, in the amount of $7,390.14, plus costs of suit (filing fee $277.00, sheriff service $60.00), and such other relief as this Court deems just.</p>
<div style="margin-left:340px;margin-top:14px;line-height:1.35">DISCOVER BANK<br><br>By: ______________________________<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;One of its Attorneys<br>Joanna E. Brandt (ARDC 6312087)<br>Kowalczyk &amp; Brandt, P.C.</div>
</div>`,
exp({ name: 'Marcus Dwayne Ellison', plaintiff: 'Discover Bank', firm: 'Kowalczyk & Brandt, P.C.', email: 'pleadings@kbpc-law.com', state: 'IL', amount: 7390.14, civil: '2026-M1-104872', court: 'Circuit Court of Cook County, Illinois', street: '5512 S. Damen Ave.', city: 'Chicago', cstate: 'IL', zip: '60636', suit: true })));

// ---------------------------------------------------------------- 08 PA magisterial district civil complaint form
docsA.push(doc('08', 'PA', 'Pennsylvania magisterial district civil complaint form: grid of boxes (court box, plaintiff/defendant name-and-address boxes, docket no., amount/costs table), small Arial 9pt', F.ARIAL, '9pt', `
.pg{padding:40px 46px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.35}
.lab{font-size:7pt;font-weight:bold;display:block;margin-bottom:2px}
p{text-align:justify;margin-bottom:6px}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:50%;border:none;padding-left:0"><b style="font-size:11pt">COMMONWEALTH OF PENNSYLVANIA</b><br>COUNTY OF ALLEGHENY</td>
<td style="border:none;text-align:right"><b style="font-size:16pt">CIVIL COMPLAINT</b></td></tr></table>
<table class="g" style="margin-top:8px"><tr>
<td rowspan="2" style="width:44%"><span class="lab">MAGISTERIAL DISTRICT COURT</span><b>Magisterial District Court 05-2-17</b><br>MDJ Name: Hon. Patricia R. Vence<br>Address: 1500 Brownsville Road<br>Pittsburgh, PA 15210<br>Telephone: (412) 555-0166</td>
<td><span class="lab">PLAINTIFF: NAME and ADDRESS</span>CROWN ASSET MANAGEMENT, LLC<br>3100 Breckinridge Blvd, Suite 725<br>Duluth, GA 30096</td></tr>
<tr><td><span class="lab">DEFENDANT: NAME and ADDRESS</span>BRIAN K. O'DONNELL<br>418 Maple Ave Fl 2<br>Pittsburgh, PA 15210</td></tr>
<tr><td><span class="lab">Docket No.:</span>MJ-05217-CV-0000412-2026<br><span class="lab" style="margin-top:4px">Date Filed:</span>03/11/2026</td>
<td><table class="g"><tr><td style="border:none;padding:0"><span class="lab">AMOUNT</span>$3,120.55</td><td style="border:none;padding:0"><span class="lab">DATE PAID</span>03/11/2026</td></tr>
<tr><td style="border:none;padding:0"><span class="lab">FILING COSTS</span>$104.25</td><td style="border:none;padding:0"><span class="lab">POSTAGE</span>$12.90</td></tr>
<tr><td style="border:none;padding:0"><span class="lab">SERVICE COSTS</span>$41.75</td><td style="border:none;padding:0"><span class="lab">TOTAL</span>$3,279.45</td></tr></table></td></tr>
</table>
<p style="margin-top:10px;font-size:9.5pt">You are notified that the above named plaintiff(s) seeks a judgment against you for <b>$3,120.55</b> together with costs upon the following claim (Civil fines must include citation of the statute or ordinance violated):</p>
<div style="border:1px solid #000;padding:8px;min-height:150px;font-size:9.5pt;line-height:1.45">Plaintiff is the assignee of a credit card account originally issued by Synchrony Bank (Lowe's) to Defendant, account ending in 5519. Defendant made purchases on the account and failed to make payments as agreed. Plaintiff purchased the account on 08/14/2025. After all payments and credits, a balance of $3,120.55 remains due and owing. Plaintiff demands judgment in that amount plus costs of suit. A copy of the account statement and bill of sale is attached.</div>
<p style="margin-top:10px">I, <u>Alicia D. Marr, Esquire</u>, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information, and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 PA. C.S. § 4904) related to unsworn falsification to authorities.</p>
<table class="g" style="margin-top:8px"><tr><td style="width:50%;border:none;padding-left:0">______________________________<br>(Signature of Plaintiff or Authorized Agent)</td>
<td style="border:none">Plaintiff's Attorney: Alicia D. Marr, Esq. &nbsp; Supreme Court ID # 318842<br>Stellwagen, Marr &amp; Ruiz, LLC<br>Address: 2 Gateway Center, Suite 1400, Pittsburgh, PA 15222<br>Telephone: (412) 555-0158 &nbsp; Email: pa@smrlawfirm.com</td></tr></table>
<p style="margin-top:12px;font-size:8.5pt;border:1px solid #000;padding:6px">If you intend to enter a defense to this complaint, you should notify this office immediately at the above telephone number. You must appear at the hearing and present your defense. Unless you do, judgment may be entered against you by default. HEARING: April 14, 2026 at 10:30 AM. If you have a claim against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert at the hearing, you must file it on a complaint form at this office at least five days before the date set for the hearing.</p>
<p style="font-size:7.5pt;margin-top:14px">AOPC 308A-26 &nbsp;&nbsp; FREE INTERPRETER — www.pacourts.us/language-rights &nbsp;&nbsp; Si usted habla español, usted tiene derecho a un intérprete gratis.</p>
</div>`,
exp({ name: "Brian K. O'Donnell", plaintiff: 'Crown Asset Management, LLC', firm: 'Stellwagen, Marr & Ruiz, LLC', email: 'pa@smrlawfirm.com', state: 'PA', amount: 3120.55, civil: 'MJ-05217-CV-0000412-2026', court: 'Magisterial District Court 05-2-17', street: '418 Maple Ave Fl 2', city: 'Pittsburgh', cstate: 'PA', zip: '15210', suit: true })));

// ---------------------------------------------------------------- 09 MI 36th District Court summons form
docsA.push(doc('09', 'MI', 'Michigan district court summons form (SCAO style): boxed grid, court name/address box, plaintiff & defendant name/address boxes side by side, attorney box with P-number, no email; Helvetica 9pt', F.HELV, '9pt', `
.pg{padding:40px 44px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:4px 6px;line-height:1.35}
.lab{font-size:7pt;display:block}
p{text-align:justify;margin-bottom:5px}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:24%;font-size:7.5pt">Approved, SCAO<br><br><b style="font-size:9pt">STATE OF MICHIGAN<br>36TH JUDICIAL DISTRICT</b></td>
<td style="text-align:center"><b style="font-size:15pt">SUMMONS</b><br>Original - Court &nbsp;1st copy - Defendant</td>
<td style="width:28%"><span class="lab">CASE NO.</span><b style="font-size:11pt">26-104512-GC</b><br><span class="lab">Judge</span>Hon. L. Whitcomb-Grant</td></tr>
<tr><td colspan="3"><span class="lab">Court address</span>36th District Court, 421 Madison St, Detroit, MI 48226 &nbsp;&nbsp;&nbsp;&nbsp; Court telephone no. (313) 555-0100</td></tr></table>
<table class="g" style="border-top:none"><tr>
<td style="width:50%;border-top:none"><span class="lab">Plaintiff's name(s), address(es), and telephone no(s).</span>CAPITAL ONE, N.A.<br>4851 Cox Road<br>Glen Allen, VA 23060</td>
<td style="border-top:none"><span class="lab">Defendant's name(s), address(es), and telephone no(s).</span>SHANICE T. ROWLAND<br>19335 Greenfield Rd Apt 7<br>Detroit, MI 48235</td></tr>
<tr><td><span class="lab">Plaintiff's attorney, bar no., address, and telephone no.</span>Jonathan P. Reyes (P71844)<br>KESSLER DRUMMOND PLC<br>30500 Northwestern Hwy, Ste 210<br>Farmington Hills, MI 48334<br>(248) 555-0119</td>
<td><span class="lab">Demand / Amount of claim</span><b style="font-size:12pt">$4,011.73</b><br>Plus statutory costs (filing fee $175.00) and statutory attorney fees ($75.00)<br><span class="lab" style="margin-top:3px">Case type</span>Civil — General Civil (GC), account stated</td></tr></table>
<p style="margin-top:8px"><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified:</p>
<p>1. You are being sued.</p>
<p>2. <b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state).</p>
<p>3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</p>
<p>4. If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</p>
<table class="g" style="margin-top:6px"><tr><td style="width:34%"><span class="lab">Issue date</span>03/05/2026</td><td style="width:33%"><span class="lab">Expiration date*</span>06/04/2026</td><td><span class="lab">Court clerk</span>D. Okonjo</td></tr></table>
<p style="font-size:7.5pt">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.</p>
<table class="g" style="margin-top:8px"><tr><td colspan="2" style="background:#e8e8e8"><b>COMPLAINT INFORMATION</b> — The following is information that is required to be in the caption of every complaint and is to be completed by the plaintiff.</td></tr>
<tr><td style="width:50%"><b>Family Division Cases</b><br>☐ There is no other pending or resolved action within the jurisdiction of the family division of the circuit court involving the family or family members of the person(s) who are the subject of the complaint.</td>
<td><b>General Civil Cases</b><br>☒ There is no other pending or resolved civil action arising out of the same transaction or occurrence as alleged in the complaint.<br><br><span class="lab">Venue</span>Plaintiff(s) residence: Glen Allen, VA &nbsp; Defendant(s) residence: Detroit, MI<br>Place where action arose or business conducted: Detroit, MI</td></tr></table>
<p style="margin-top:10px">03/05/2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; ______________________________________<br>Date &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; Signature of attorney/plaintiff</p>
<p style="font-size:7pt;margin-top:20px">MC 01 (3/26) SUMMONS &nbsp;&nbsp;&nbsp;&nbsp; MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105</p>
</div>`,
exp({ name: 'Shanice T. Rowland', plaintiff: 'Capital One, N.A.', firm: 'Kessler Drummond PLC', email: null, state: 'MI', amount: 4011.73, civil: '26-104512-GC', court: '36th District Court', street: '19335 Greenfield Rd Apt 7', city: 'Detroit', cstate: 'MI', zip: '48235', suit: true })));

// ---------------------------------------------------------------- 10 VA warrant in debt
docsA.push(doc('10', 'VA', 'Virginia warrant in debt (DC-412 style) form: court line at top, "SERVE:" box, checkbox hearing block, "CLAIM" sentence with interest/costs/attorney fee distractors, attorney line with VSB no., no email; Arial 9pt', F.ARIAL, '9pt', `
.pg{padding:38px 46px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:5px 7px;line-height:1.4}
.lab{font-size:7pt;display:block;font-weight:bold}
p{margin-bottom:5px;text-align:justify}
`, `
<div class="pg">
<table class="g"><tr>
<td style="width:62%;border:none;padding-left:0"><b style="font-size:13pt">WARRANT IN DEBT (CIVIL CLAIM FOR MONEY)</b><br>Commonwealth of Virginia &nbsp;&nbsp; VA. CODE § 16.1-79</td>
<td style="border:2px solid #000"><span class="lab">Case No.</span><b style="font-size:12pt">GV26004512-00</b></td></tr></table>
<p style="margin-top:8px;font-size:10pt">Fairfax County General District Court<br>4110 Chain Bridge Road, Fairfax, Virginia 22030 &nbsp;&nbsp;&nbsp;&nbsp; (703) 555-0120<br><span style="font-size:7.5pt">CITY OR COUNTY &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; STREET ADDRESS OF COURT</span></p>
<p>TO ANY AUTHORIZED OFFICER: You are hereby commanded to summon the Defendant(s) named below:</p>
<table class="g"><tr>
<td style="width:50%"><span class="lab">PLAINTIFF(S) (LAST NAME, FIRST NAME, MIDDLE INITIAL)</span>VELOCITY INVESTMENTS, LLC<br>1800 Route 34 North, Building 4, Suite 404A<br>Wall, NJ 07719</td>
<td><span class="lab">DEFENDANT(S) (LAST NAME, FIRST NAME, MIDDLE INITIAL)</span>PRUITT, THOMAS EDWARD<br><br><span class="lab">SERVE:</span>Thomas Edward Pruitt<br>6024 Leesburg Pike Apt 301<br>Falls Church, VA 22041</td></tr></table>
<p style="margin-top:8px">TO THE DEFENDANT(S): You are summoned to appear before this Court at the above address on:</p>
<p style="margin-left:20px"><b>RETURN DATE AND TIME: April 28, 2026 at 9:00 AM</b> &nbsp;&nbsp; Courtroom 2C</p>
<p>to answer the Plaintiff's civil claim described below. &nbsp; ☒ Trial ☐ Return date for motions/pleadings only.</p>
<p style="text-align:right">March 2, 2026 &nbsp;&nbsp;&nbsp;&nbsp; ______________________________ ☐ CLERK ☒ DEPUTY CLERK ☐ MAGISTRATE</p>
<div style="border:2px solid #000;padding:7px;margin:6px 0;line-height:1.5">
<b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of <b>$ 3,912.66</b> net of any credit, with interest at <u>6</u>% from <u>01/15/2026</u> until paid, $ <u>58.00</u> costs and $ <u>0.00</u> attorney's fees with the basis of this claim being ☐ Open Account ☐ Contract ☐ Note ☒ Other (EXPLAIN): credit card account, originally Synchrony Bank / PayPal Credit, acct. ending 7730, assigned to Plaintiff.</div>
<table class="g"><tr><td style="width:50%"><span class="lab">PLAINTIFF'S ATTORNEY</span>Colvin, Tate &amp; Braddock, PLLC<br>Raymond L. Braddock, VSB No. 84127<br>11350 Random Hills Road, Suite 800<br>Fairfax, VA 22030 &nbsp;&nbsp; (703) 555-0177</td>
<td><span class="lab">HOMESTEAD EXEMPTION WAIVED?</span>☐ Yes ☒ No ☐ Cannot be demanded<br><span class="lab" style="margin-top:4px">CASE DISPOSITION</span>JUDGMENT against ☐ named Defendant(s) for $ ________ net of any credit<br>☐ Judgment for Defendant(s) ☐ Non-suit ☐ Dismissed</td></tr></table>
<p style="margin-top:8px;font-size:8pt"><b>NOTICE TO DEFENDANT:</b> If you have any defense to this claim, you should appear in court on the return date to defend yourself. If you do not appear, judgment may be entered against you in the amount claimed. You may request, in writing, a Bill of Particulars from the Plaintiff. Failure to appear may result in a judgment by default. If you need an interpreter, contact the clerk's office before the return date.</p>
<p style="font-size:8pt"><b>CERTIFICATE OF NON-MILITARY SERVICE:</b> Upon information and belief, Defendant is not in military service, not an infant and not incapacitated. ______________________ (Plaintiff/Agent)</p>
<p style="font-size:7pt;margin-top:14px">FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/25</p>
</div>`,
exp({ name: 'Thomas Edward Pruitt', plaintiff: 'Velocity Investments, LLC', firm: 'Colvin, Tate & Braddock, PLLC', email: null, state: 'VA', amount: 3912.66, civil: 'GV26004512-00', court: 'Fairfax County General District Court', street: '6024 Leesburg Pike Apt 301', city: 'Falls Church', cstate: 'VA', zip: '22041', suit: true })));

// ---------------------------------------------------------------- 11 GA Gwinnett magistrate statement of claim
docsA.push(doc('11', 'GA', 'Georgia magistrate court statement of claim, centered header, side-by-side plaintiff/defendant address table, itemized principal/interest/costs table, Georgia/Century serif 10.5pt', F.GEORGIA, '10.5pt', `
.pg{padding:50px 64px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #333;vertical-align:top;padding:6px 8px;line-height:1.4}
p{text-align:justify;margin-bottom:7px}
`, `
<div class="pg">
<p class="c b" style="font-size:12.5pt;margin-bottom:2px">IN THE MAGISTRATE COURT OF GWINNETT COUNTY</p>
<p class="c b" style="margin-bottom:4px">STATE OF GEORGIA</p>
<p class="c" style="font-size:9pt">75 Langley Drive, Lawrenceville, Georgia 30046 · (770) 555-0188</p>
<p style="text-align:right;font-size:11pt"><b>Civil Action No. 26-M-08815</b></p>
<p class="c b" style="font-size:13pt;letter-spacing:1px;margin:6px 0 10px">STATEMENT OF CLAIM</p>
<table class="g"><tr>
<td style="width:50%"><b>PLAINTIFF</b> (name and address)<br>Unifund CCR, LLC<br>10625 Techwoods Circle<br>Cincinnati, OH 45242</td>
<td><b>DEFENDANT</b> (name and address)<br>Darnell Q. Whitaker<br>3875 Satellite Blvd Apt 1416<br>Duluth, GA 30096</td></tr></table>
<p style="margin-top:10px">Plaintiff claims that Defendant is indebted to Plaintiff in the sum shown below, for the following reasons: Defendant opened a revolving credit account with Citibank, N.A. (account ending 0348), which was charged off on 04/30/2025 and sold and assigned to Plaintiff. Defendant has failed to pay the balance despite demand.</p>
<table class="g" style="width:60%;margin:6px 0 10px 120px"><tr><td>Principal</td><td class="r">$2,611.90</td></tr><tr><td>Interest</td><td class="r">$0.00</td></tr><tr><td>Court costs (filing &amp; service)</td><td class="r">$78.00</td></tr><tr><td><b>Total (principal plus costs)</b></td><td class="r"><b>$2,689.90</b></td></tr></table>
<p>Plaintiff seeks judgment for the principal balance of $2,611.90 plus court costs.</p>
<p class="b">TO THE ABOVE-NAMED DEFENDANT:</p>
<p>You are hereby required to answer this claim within thirty (30) days after service of this notice upon you, either in writing or in person, at the office of the Clerk of the Magistrate Court at the address above. If you fail to answer, a judgment by default may be entered against you. An answer may be filed by mail, but it must be received within thirty days.</p>
<table style="width:100%;margin-top:14px"><tr><td style="width:50%;vertical-align:top;line-height:1.4">Sworn to and subscribed before me<br>this 6th day of March, 2026.<br><br>_____________________________<br>Deputy Clerk / Notary Public</td>
<td style="vertical-align:top;line-height:1.4">_____________________________<br>Attorney for Plaintiff<br>Whitney S. Vance, Ga. Bar No. 402118<br>OAKHURST &amp; VANCE, LLC<br>1050 Crown Pointe Pkwy, Suite 500<br>Atlanta, GA 30338<br>(678) 555-0126<br>gwinnett@oakhurstvance.com</td></tr></table>
<p style="font-size:8.5pt;margin-top:14px;border-top:1px solid #333;padding-top:4px">Service fee: $50.00 per defendant served by the Marshal. This communication is from a debt collector.</p>
</div>`,
exp({ name: 'Darnell Q. Whitaker', plaintiff: 'Unifund CCR, LLC', firm: 'Oakhurst & Vance, LLC', email: 'gwinnett@oakhurstvance.com', state: 'GA', amount: 2611.90, civil: '26-M-08815', court: 'Magistrate Court of Gwinnett County', street: '3875 Satellite Blvd Apt 1416', city: 'Duluth', cstate: 'GA', zip: '30096', suit: true })));

// ---------------------------------------------------------------- 12 AZ San Tan Justice Court summons, attorney top-left
docsA.push(doc('12', 'AZ', 'Arizona justice court summons, attorney block top-left, boxed caption table with court heading spanning, "Amount claimed:" line, Verdana/DejaVu Sans 9.5pt', F.VERDANA, '9.5pt', `
.pg{padding:46px 60px}
.g{width:100%;border-collapse:collapse}
.g td{border:1px solid #000;vertical-align:top;padding:6px 8px;line-height:1.4}
p{text-align:justify;margin-bottom:6px}
`, `
<div class="pg">
<div style="line-height:1.3;margin-bottom:12px">Lauren K. Beltrán, SBN 031907<br>DESERT RIDGE LEGAL, P.L.L.C.<br>2800 N. Central Ave., Suite 1550<br>Phoenix, Arizona 85004<br>Tel: (602) 555-0154<br>efile@desertridgelegal.com<br>Attorney for Plaintiff</div>
<table class="g"><tr><td colspan="2" class="c b" style="font-size:11pt">SAN TAN JUSTICE COURT<br><span style="font-weight:normal;font-size:9pt">COUNTY OF MARICOPA, STATE OF ARIZONA · 201 E. Chicago St., Suite 101, Chandler, AZ 85225</span></td></tr>
<tr><td style="width:58%">ABSOLUTE RESOLUTIONS INVESTMENTS, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>ALEJANDRO M. FUENTES and JANE DOE<br>FUENTES, husband and wife,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Case No. CC2026-114502<br><br><b style="font-size:12pt">SUMMONS</b><br><br>Amount claimed: $1,489.30</td></tr></table>
<p style="margin-top:10px"><b>THE STATE OF ARIZONA TO THE DEFENDANT:</b><br>Alejandro M. Fuentes<br>2450 W Pecos Rd Unit 1092<br>Chandler, AZ 85224</p>
<p><b>YOU ARE HEREBY SUMMONED</b> and required to appear and defend, within the time applicable, in this action in this Court. If served within Arizona, you shall appear and defend within 20 calendar days after the service of the Summons and Complaint upon you, exclusive of the day of service. If served out of the State of Arizona, you shall appear and defend within 30 calendar days.</p>
<p>YOU ARE HEREBY NOTIFIED that in case of your failure to appear and defend within the time applicable, judgment by default may be rendered against you for the relief demanded in the Complaint: the sum of $1,489.30, together with court costs of $91.00 and service fees, and post-judgment interest at the rate of 9.75% per annum.</p>
<p>To answer, you must file an Answer and pay the required filing fee ($73.00) at the Justice Court address above. You must also mail a copy of your Answer to the Plaintiff's attorney listed at the top of this page.</p>
<p>Requests for reasonable accommodation for persons with disabilities must be made to the court by parties at least 3 working days in advance of a scheduled court proceeding.</p>
<p>SIGNED AND SEALED this date: <u>&nbsp;March 10, 2026&nbsp;</u></p>
<p style="margin-left:360px;line-height:1.4">______________________________<br>Justice of the Peace / Clerk</p>
<p style="font-size:8pt;margin-top:18px;border:1px solid #000;padding:6px"><b>Aviso:</b> Usted ha sido demandado. Si desea una copia de este documento en español, pídala a la secretaría del tribunal. / Plaintiff's counsel is a debt collector; any information obtained will be used for that purpose.</p>
</div>`,
exp({ name: 'Alejandro M. Fuentes', plaintiff: 'Absolute Resolutions Investments, LLC', firm: 'Desert Ridge Legal, P.L.L.C.', email: 'efile@desertridgelegal.com', state: 'AZ', amount: 1489.30, civil: 'CC2026-114502', court: 'San Tan Justice Court', street: '2450 W Pecos Rd Unit 1092', city: 'Chandler', cstate: 'AZ', zip: '85224', suit: true })));
