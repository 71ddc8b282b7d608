const {page} = require('./common');
const D = [];

// 06 Louisiana — City Court of Baton Rouge, citation 15 days, landscape-like two columns, roles-in-column party table, odd case no.
D.push({id:'06',state:'LA',kind:'citation',layout:'two-column-landscape+role-column-party-table',font:'P052',
expected:{customer_name:'Denise M. Fontenot',plaintiff_name:'Gulf South Recovery Partners, LLC',law_firm_name:'Thibodeaux & Lirette, L.L.C.',lawyer_email:'mlirette@thiblirette.com',
 lawsuit_state:'LA',lawsuit_amount:2388.64,civil_number:'C-04417-26-J',court_name:'City Court of Baton Rouge, Parish of East Baton Rouge, State of Louisiana',
 customer_street:'5425 Government Street',customer_city:'Baton Rouge',customer_state:'LA',customer_zip_code:'70806',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'P052';font-size:10pt;line-height:1.33}
.wrap{padding:34px 44px}
.hd{text-align:center;border-top:2px solid #000;border-bottom:2px solid #000;padding:5px 0;margin-bottom:10px}
.hd div{font-weight:bold;letter-spacing:1.5px}
.hd .a{font-size:14pt}
.cols{display:grid;grid-template-columns:1fr 1fr;column-gap:26px;position:relative}
.cols:before{content:'';position:absolute;left:50%;top:0;bottom:0;border-left:1px solid #666}
p{margin:6px 0;text-align:justify}
table.pt{width:100%;font-size:9.5pt;margin:6px 0}
table.pt td,table.pt th{border:1px solid #444;padding:4px 5px;vertical-align:top;text-align:left}
table.pt th{background:#eee;font-size:8.5pt}
.dk{border:2px solid #000;padding:6px;text-align:center;margin:6px 0}
.dk b{font-size:13pt;letter-spacing:1px}
.t{text-align:center;font-weight:bold;font-size:14pt;letter-spacing:4px;margin:4px 0}
.sm{font-size:8.5pt}
`,`<div class="wrap">
<div class="hd"><div class="a">CITY COURT OF BATON ROUGE</div><div>PARISH OF EAST BATON ROUGE</div><div>STATE OF LOUISIANA</div><div class="sm" style="font-weight:normal;letter-spacing:0">233 St. Louis Street, Baton Rouge, LA 70802 · Clerk (225) 555-0150</div></div>
<div class="cols"><div>
<div class="dk">DOCKET NUMBER<br><b>C-04417-26-J</b><br><span class="sm">Division “J” · Suit on open account</span></div>
<table class="pt"><tr><th>Party</th><th>Capacity</th></tr>
<tr><td><b>GULF SOUTH RECOVERY PARTNERS, LLC</b><br>as assignee of Magnolia State Bank<br>4700 Bluebonnet Blvd., Baton Rouge, LA 70809</td><td>Petitioner</td></tr>
<tr><td style="text-align:center" colspan="2">— v. —</td></tr>
<tr><td><b>DENISE M. FONTENOT</b><br>5425 Government Street<br>Baton Rouge, LA 70806</td><td>Respondent</td></tr>
<tr><td><b>PAUL J. FONTENOT</b><br>5425 Government Street<br>Baton Rouge, LA 70806</td><td>Co-respondent</td></tr></table>
<p class="sm">Account No. MSB-5521-0098-3314 · Firm Ref. TL-88214</p>
<p><b>Petitioner's attorney:</b><br>Marc A. Lirette (La. Bar Roll No. 33814)<br>THIBODEAUX &amp; LIRETTE, L.L.C.<br>8550 United Plaza Blvd., Suite 702<br>Baton Rouge, LA 70809<br>Tel. (225) 555-0133<br>mlirette@thiblirette.com<br>Paralegal: jboudreaux@thiblirette.com</p>
<p class="sm">Costs deposited by petitioner: filing $160.00; service $38.50. Clerk e-filing: efile@brcitycourt-clerk.com</p>
</div><div>
<div class="t">CITATION</div>
<p><b>THE STATE OF LOUISIANA</b></p>
<p><b>TO: DENISE M. FONTENOT</b>, 5425 Government Street, Baton Rouge, LA 70806</p>
<p>YOU ARE HEREBY CITED to comply with the demand contained in the petition, a certified copy of which accompanies this citation, or to make an appearance, either by filing a pleading or otherwise, in the City Court of Baton Rouge, within <b>fifteen (15) days</b> after the service hereof, under penalty of default.</p>
<p>The petition demands judgment for the principal sum of <b>$2,388.64</b>, together with legal interest from the date of judicial demand until paid, attorney fees of twenty-five percent (25%), being $597.16, and all costs of these proceedings.</p>
<p>This citation was issued by the Clerk of Court on the 30th day of December, 2026.</p>
<p style="margin-top:18px">______________________________<br>Deputy Clerk, City Court of Baton Rouge</p>
<p class="sm" style="margin-top:14px;border-top:1px dashed #555;padding-top:6px"><b>SHERIFF'S / CONSTABLE'S RETURN</b><br>Received on ____________, 20__ and on ____________ served a copy of the within citation and petition on the within named ______________________ □ personally □ domiciliary.<br><br>Mileage $______ &nbsp; Service $______ &nbsp; Total $______<br><br>Deputy Constable ____________________</p>
</div></div></div>`)});

// 07 Iowa — Iowa District Court for Polk County, small claims original notice, two-column caption (dim photo)
D.push({id:'07',state:'IA',kind:'original notice',layout:'two-column-caption',font:'URW Gothic',
expected:{customer_name:'Kyle Anthony Brandt',plaintiff_name:'Hawkeye Consumer Finance Co.',law_firm_name:'Rasmussen Byrne Law Group, PLC',lawyer_email:'tvanderhoek@rblawgroup-ia.com',
 lawsuit_state:'IA',lawsuit_amount:2140.00,civil_number:'SCSC702214',court_name:'Iowa District Court for Polk County',
 customer_street:'3316 SW 9th Street',customer_city:'Des Moines',customer_state:'IA',customer_zip_code:'50315',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'URW Gothic';font-size:10pt;line-height:1.4}
.wrap{padding:48px 66px}
.ct{text-align:center;font-size:12pt;font-weight:bold;border-bottom:2px solid #000;padding-bottom:6px}
.cap{display:grid;grid-template-columns:1fr 1fr;border-bottom:2px solid #000}
.cap>div{padding:12px 14px}
.cap>div:first-child{border-right:2px solid #000}
.big{font-size:15pt;font-weight:bold;margin-top:14px}
p{margin:8px 0;text-align:justify}
.k{display:grid;grid-template-columns:150px 1fr;row-gap:3px;margin:8px 0 8px 20px}
.sig{display:grid;grid-template-columns:1fr 1fr;column-gap:24px;margin-top:14px;font-size:9.5pt}
`,`<div class="wrap">
<div class="ct">IN THE IOWA DISTRICT COURT FOR POLK COUNTY</div>
<div class="cap"><div>HAWKEYE CONSUMER FINANCE CO.,<br>2105 SE Delaware Avenue<br>Ankeny, IA 50021,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>vs.<br><br>KYLE ANTHONY BRANDT,<br>3316 SW 9th Street<br>Des Moines, IA 50315,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div>SMALL CLAIMS NO. SCSC702214<br><br>Loan Ref. HCF-0047712<br><br><div class="big">ORIGINAL NOTICE</div><div>(Small Claims — Iowa Code ch. 631)</div></div></div>
<p><b>TO THE ABOVE-NAMED DEFENDANT:</b> You are notified that a Petition has been filed in the office of the clerk of this court naming you as the defendant in this action. A copy of the Petition is attached. The Plaintiff's claim is for <b>$2,140.00</b> on an unpaid consumer loan, plus interest at the contract rate and court costs.</p>
<p><b>A HEARING ON THIS CLAIM IS SET AS FOLLOWS:</b></p>
<div class="k"><span>Date:</span><b>Wednesday, March 3, 2027</b><span>Time:</span><b>9:00 a.m.</b><span>Place:</span><span>Polk County Courthouse, Room 3B<br>500 Mulberry Street, Des Moines, Iowa 50309</span></div>
<p>You must appear in person or through an attorney and file an appearance with the clerk, in writing or electronically, within 20 days after service of this notice. If you do not appear, judgment will be entered against you by default for the amount claimed, interest and costs.</p>
<p>This case has been filed in a county that uses electronic filing. Filing fee paid by plaintiff: $95.00. Service fee: $30.00. Questions: polk.smallclaims@iacourts-clerk.com</p>
<p style="font-size:9pt">If you require the assistance of auxiliary aids or services to participate in court because of a disability, immediately call your district ADA coordinator at (515) 555-0190.</p>
<div class="sig"><div>CLERK OF DISTRICT COURT<br>Polk County, Iowa<br>By <i>J. Nkemelu</i>, Deputy<br>Issued: January 6, 2027</div>
<div>Teresa L. Vanderhoek, AT0012876<br>RASMUSSEN BYRNE LAW GROUP, PLC<br>604 Locust Street, Suite 1100<br>Des Moines, IA 50309<br>(515) 555-0177<br>tvanderhoek@rblawgroup-ia.com<br>ATTORNEY FOR PLAINTIFF</div></div>
</div>`)});

// 08 Connecticut — Superior Court, JD of Ansonia-Milford at Milford, small claims writ and notice of suit; form grid, docket no. in two boxes, footer
D.push({id:'08',state:'CT',kind:'small claims writ',layout:'state-form-grid+two-box-docket+footer',font:'Liberation Sans Narrow',
expected:{customer_name:'Sofia B. Hernandez',plaintiff_name:'Nutmeg Valley Auto Credit, Inc.',law_firm_name:'Abernathy, Cole & Szymanski, LLC',lawyer_email:'pszymanski@acs-lawct.com',
 lawsuit_state:'CT',lawsuit_amount:3450.00,civil_number:'AAN-SC26-6019347-S',court_name:'Superior Court, Judicial District of Ansonia-Milford at Milford',
 customer_street:'87 Naugatuck Avenue',customer_city:'Milford',customer_state:'CT',customer_zip_code:'06460',determine_if_lawsuit_exists:true},
alt:{customer_name:'Hernandez, Sofia B.'},
html:()=>page(`
body{font-family:'Liberation Sans Narrow';font-size:9.5pt;line-height:1.28}
.wrap{padding:30px 42px}
.top{display:grid;grid-template-columns:1.3fr 1fr;border:2px solid #000}
.top>div{padding:5px 8px}
.top .tt{font-size:15pt;font-weight:bold;line-height:1.1}
table.f{width:100%;margin-top:-2px}
table.f td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.l{display:block;font-size:7.5pt;text-transform:uppercase;color:#222}
.v{font-size:10.5pt}
.dk{display:inline-block;border:2px solid #000;padding:2px 8px;font-size:12pt;font-weight:bold;margin-right:6px;font-family:'Liberation Mono'}
p{margin:5px 0;text-align:justify}
.sec{background:#000;color:#fff;font-weight:bold;font-size:9pt;padding:2px 6px}
.foot{position:absolute;bottom:22px;left:42px;right:42px;display:flex;justify-content:space-between;font-size:8pt;border-top:1px solid #000;padding-top:3px}
`,`<div class="wrap">
<div class="top"><div><div class="tt">SMALL CLAIMS<br>WRIT AND NOTICE OF SUIT</div>JD-CV-40 (local rev.) · C.G.S. §§ 51-15, 51-346, 52-259</div>
<div style="border-left:2px solid #000">STATE OF CONNECTICUT<br>SUPERIOR COURT<br><span class="l" style="margin-top:4px">Docket number</span><span class="dk">AAN-SC26-</span><span class="dk">6019347-S</span></div></div>
<table class="f">
<tr><td colspan="2"><span class="l">Name and address of court</span><span class="v"><b>Superior Court, Judicial District of Ansonia-Milford at Milford</b><br>14 West River Street, Milford, CT 06460 · Small Claims Session · (203) 555-0112</span></td><td><span class="l">Return date</span><span class="v">January 26, 2027</span><span class="l" style="margin-top:3px">Answer date</span><span class="v">February 23, 2027</span></td></tr>
<tr><td style="width:42%"><span class="l">Plaintiff (name and address)</span><span class="v">NUTMEG VALLEY AUTO CREDIT, INC.<br>410 Asylum Street, Hartford, CT 06103</span></td><td><span class="l">Defendant (last, first, middle initial, and address)</span><span class="v">HERNANDEZ, SOFIA B.<br>87 Naugatuck Avenue<br>Milford, CT 06460</span></td><td><span class="l">Other defendant</span><span class="v">none</span></td></tr>
<tr><td><span class="l">Amount of claim (exclusive of interest and costs)</span><span class="v"><b>$3,450.00</b></span><br><span class="l">In words</span><span class="v">Three thousand four hundred fifty and 00/100 dollars</span></td><td><span class="l">Interest claimed separately</span><span class="v">$281.70 (through 12/31/2026)</span><span class="l" style="margin-top:3px">Entry fee / marshal's fee</span><span class="v">$95.00 / $60.00</span></td><td><span class="l">Account / contract no.</span><span class="v">NVAC-77120-3</span></td></tr>
<tr><td colspan="3"><span class="l">Brief statement of claim</span><span class="v">Deficiency balance due on retail installment contract for a 2019 Honda Civic after repossession and sale on July 18, 2026. All credits applied.</span></td></tr>
<tr><td colspan="2"><span class="l">Name, address and juris number of attorney or firm for plaintiff</span><span class="v">Abernathy, Cole &amp; Szymanski, LLC — Juris No. 441872<br>Atty. Peter J. Szymanski · 2 Corporate Drive, Suite 450, Shelton, CT 06484<br>pszymanski@acs-lawct.com · (203) 555-0161 · intake: smallclaims@acs-lawct.com</span></td><td><span class="l">Signed (commissioner of the Superior Court)</span><span class="v"><i>Peter J. Szymanski</i><br>Date signed: 12/30/2026</span></td></tr>
</table>
<div class="sec" style="margin-top:8px">NOTICE TO DEFENDANT</div>
<p>1. You are being sued for the amount shown above. This paper is a Writ and Notice of Suit. 2. If you want to contest this claim, you must file an Answer (form JD-CV-124) with the clerk at the court address above on or before the answer date. 3. If you do not file an Answer by the answer date, a default judgment may be entered against you for the amount claimed plus costs. 4. If you have questions about the Small Claims procedure, contact the clerk; the clerk cannot give legal advice. 5. You may file a motion to transfer this case to the regular docket on or before the answer date.</p>
<div class="sec">FOR THE COURT / OFFICER'S RETURN</div>
<p>Served by State Marshal, New Haven County, on ____________ at 87 Naugatuck Avenue, Milford. Fees: service $40.00, travel $20.00. Total costs with claim: $3,926.70.</p>
</div><div class="foot"><span>JD-CV-40 · Small Claims Writ and Notice of Suit</span><span>Docket No. AAN-SC26-6019347-S</span><span>Page 1 of 1</span></div>`)});

// 09 Collection agency letter, medical, hospital original creditor, itemization, "Apt" on street line, dark band
D.push({id:'09',state:'OH',kind:'collection letter',layout:'agency-letter+itemization-table+dark-band',font:'Nimbus Sans',
expected:{customer_name:'Tamara J. Whitfield',plaintiff_name:'Buckeye Health Receivables II, LLC',law_firm_name:null,lawyer_email:null,
 lawsuit_state:'OH',lawsuit_amount:1787.40,civil_number:null,court_name:null,
 customer_street:'1840 Summit Street Apt 3B',customer_city:'Columbus',customer_state:'OH',customer_zip_code:'43201',determine_if_lawsuit_exists:false},
html:()=>page(`
body{font-family:'Nimbus Sans';font-size:10pt;line-height:1.35}
.wrap{padding:40px 60px}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #1d3557;padding-bottom:6px}
.lh .n{font-size:17pt;font-weight:bold;color:#1d3557}
.lh .a{font-size:8.5pt;text-align:right}
.addr{margin:22px 0 10px 0;font-size:10.5pt;line-height:1.3}
.ref{float:right;font-size:9pt;border:1px solid #999;padding:5px 8px;margin-top:-86px;line-height:1.4}
.band{background:#1a1a1a;color:#fff;font-weight:bold;font-size:13pt;padding:6px 10px;letter-spacing:1px;margin:12px 0 8px}
table.it{width:100%;font-size:10pt}
table.it td{padding:3px 6px;border-bottom:1px solid #bbb}
table.it td.r{text-align:right;width:110px}
p{margin:7px 0;text-align:justify}
.tear{border-top:1px dashed #000;margin-top:12px;padding-top:6px;display:grid;grid-template-columns:1fr 1fr;font-size:9pt}
`,`<div class="wrap">
<div class="lh"><div class="n">TRI-RIVER ACCOUNT SERVICES, INC.</div><div class="a">2750 Harrisburg Pike, Suite 210, Lancaster, PA 17601<br>(717) 555-0183 · Mon–Fri 8 a.m.–8 p.m. ET<br>help@triveraccts.com</div></div>
<div class="addr">January 4, 2027<br><br>Tamara J. Whitfield<br>1840 Summit Street Apt 3B<br>Columbus, OH 43201</div>
<div class="ref">Reference #: TRA-3390417<br>Creditor acct #: SVG-0412-77815<br>Patient: Tamara J. Whitfield</div>
<div class="band">NOTICE OF DEBT — MEDICAL ACCOUNT</div>
<p>Tri-River Account Services, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>Buckeye Health Receivables II, LLC</b>. We will use any information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You received services from <b>Scioto Valley General Hospital</b> (original creditor), 3535 Olentangy River Road, Columbus, OH 43214, on the date of service <b>April 12, 2026</b> (emergency department visit). The account was later sold to Buckeye Health Receivables II, LLC, the current creditor.</p>
<table class="it">
<tr><td>As of August 31, 2026 (itemization date), you owed:</td><td class="r">$1,912.40</td></tr>
<tr><td>Between August 31, 2026 and today:</td><td class="r"></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $25.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">– $150.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$1,787.40</b></td></tr></table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>February 15, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by February 15, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents. Disputes may be e-mailed to disputes@triveraccts.com.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
<p style="font-size:8.5pt">Medical debt may not be reported to a consumer reporting agency until at least one year after the date of service. This letter does not mean that a lawsuit has been filed.</p>
<div class="tear"><div><b>How do you want to respond?</b><br>□ I want to dispute the debt because I think: □ This is not my debt. □ The amount is wrong. □ Other<br>□ I enclosed this amount: $__________</div><div>Mail this form to:<br>Tri-River Account Services, Inc.<br>PO Box 7140, Lancaster, PA 17604<br><br>Reference #: TRA-3390417</div></div>
</div>`)});

// 10 Spanish law-firm letter, Maryland, suit filed, court + case no., attorney name, CPF number, e-mail; "#" on street line
D.push({id:'10',state:'MD',kind:'law firm letter (Spanish)',layout:'firm-letterhead-letter-es',font:'Nimbus Roman',
expected:{customer_name:'Rosa Elena Quintanilla',plaintiff_name:'Severn Point Funding, LLC',law_firm_name:'Whitford, Ansel & Carrow, LLC',lawyer_email:'dansel@whitfordansel.com',
 lawsuit_state:'MD',lawsuit_amount:4608.22,civil_number:'D-06-CV-26-018352',court_name:'District Court of Maryland for Montgomery County',
 customer_street:'8607 Flower Avenue #204',customer_city:'Takoma Park',customer_state:'MD',customer_zip_code:'20912',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'Nimbus Roman';font-size:11pt;line-height:1.36}
.wrap{padding:44px 72px}
.lh{text-align:center}
.lh .n{font-size:18pt;font-variant:small-caps;letter-spacing:1px}
.lh .s{font-size:9pt;border-top:1px solid #000;border-bottom:1px solid #000;margin-top:4px;padding:2px 0}
.addr{margin:20px 0 12px}
.re{margin-left:300px;font-size:10pt;margin-top:-70px;margin-bottom:18px}
p{margin:8px 0;text-align:justify}
.box{border:1px solid #000;padding:6px 10px;margin:8px 0;font-size:10.5pt}
.sig{margin-top:14px}
.ft{position:absolute;bottom:28px;left:72px;right:72px;font-size:8.5pt;text-align:center;border-top:1px solid #000;padding-top:4px}
`,`<div class="wrap">
<div class="lh"><div class="n">Whitford, Ansel &amp; Carrow, LLC</div><div class="s">ABOGADOS · 400 E. Pratt Street, Suite 900 · Baltimore, MD 21202 · Tel. (410) 555-0129 · pagos@whitfordansel.com</div></div>
<div class="addr">3 de enero de 2027<br><br>Sra. Rosa Elena Quintanilla<br>8607 Flower Avenue #204<br>Takoma Park, MD 20912</div>
<div class="re">Nuestro expediente: WAC-26-40718<br>Cuenta original n.º ****-****-****-5087<br>Acreedor original: Chesapeake Crown Bank, N.A.</div>
<p><b>Asunto: Aviso de demanda presentada — Severn Point Funding, LLC contra Rosa Elena Quintanilla</b></p>
<p>Estimada Sra. Quintanilla:</p>
<p>Este bufete representa a <b>Severn Point Funding, LLC</b>, cesionaria de Chesapeake Crown Bank, N.A., en el cobro de la cuenta indicada arriba. Le informamos que, en nombre de nuestra cliente, <b>se ha presentado una demanda civil en su contra</b> ante el siguiente tribunal:</p>
<div class="box">Tribunal: <b>District Court of Maryland for Montgomery County</b> (Tribunal de Distrito de Maryland para el Condado de Montgomery)<br>8552 Second Avenue, Silver Spring, MD 20910<br>Número de caso: <b>D-06-CV-26-018352</b><br>Fecha de juicio: 18 de febrero de 2027, 9:00 a.m.</div>
<p>La demanda reclama un saldo de <b>$4,608.22</b> (cuatro mil seiscientos ocho dólares con 22/100), que es la cantidad que se adeuda hoy. Además, el tribunal podría imponer las costas judiciales ($58.00 de presentación y $40.00 de notificación) e intereses posteriores a la sentencia. Estas costas no están incluidas en el saldo indicado.</p>
<p>Usted recibirá la citación oficial y la copia de la demanda por separado. Si no presenta un aviso de intención de defenderse (Notice of Intention to Defend) dentro del plazo indicado en la citación, el tribunal podría dictar sentencia en rebeldía en su contra.</p>
<p>Si desea hablar de un plan de pago o de un acuerdo antes de la fecha del juicio, comuníquese con el abogado a cargo o con nuestro departamento de pagos.</p>
<div class="sig">Atentamente,<br><br><i>Daniel K. Ansel</i><br>Lic. Daniel K. Ansel, Abogado<br>CPF n.º 0912170044 (Colegio de Abogados de Maryland)<br>Correo electrónico: dansel@whitfordansel.com<br>Asistente legal: mreyes@whitfordansel.com</div>
<p style="font-size:9pt;margin-top:12px">Esta comunicación proviene de un cobrador de deudas. Este es un intento de cobrar una deuda y cualquier información obtenida se utilizará para ese fin.</p>
</div><div class="ft">Whitford, Ansel &amp; Carrow, LLC · Caso D-06-CV-26-018352 · Página 1 de 1</div>`)});

module.exports = D;
