// Documents 01-10: California, Texas, Florida, New York (first).
const { money, $, esc, cb, custName, cityLine, courtLines } = require('./lib');

module.exports = [
// ---------------------------------------------------------------- 01 CA Los Angeles, bilingual boxed summons
{
  id: 1, state: 'CA', kind: 'summons', layout: 'boxed Judicial-Council-style form, bilingual EN/ES, service block address, DOES 1 to 10',
  font: 'Liberation Sans', size: '9pt',
  court: [['SUPERIOR COURT OF CALIFORNIA, COUNTY OF LOS ANGELES']],
  caseNo: '26STLC04417',
  plaintiff: { name: 'Crestline Portfolio Funding, LLC', printed: 'CRESTLINE PORTFOLIO FUNDING, LLC' },
  firm: { name: 'Harlow, Brandt & Voss, LLP', printed: 'HARLOW, BRANDT & VOSS, LLP' },
  atty: { name: 'Dana R. Whitcomb', bar: 'SBN 287114', email: 'dwhitcomb@harlowbrandt.com' },
  def: { first: 'Marisol', mi: 'A.', last: 'Quintero', printed: 'MARISOL A. QUINTERO' },
  addr: { street: '1427 W. Gage Ave., Apt 3', city: 'Los Angeles', st: 'CA', zip: '90047' },
  amount: 6218.40,
  css: `.page{padding:44px 52px;font-family:'Liberation Sans',sans-serif;font-size:9pt;line-height:1.25}
   .hdr{display:flex;justify-content:space-between}.form{border:1.5px solid #000;padding:6px 8px;margin-top:6px}
   .bx{border:1px solid #000;padding:4px 6px}.title{font-size:14pt;font-weight:bold;text-align:center;line-height:1.1}
   .grid{display:grid;grid-template-columns:1fr 1fr;gap:0}.grid>div{border:1px solid #000;padding:4px 6px}`,
  body: d => `
  <div class="hdr"><div style="width:62%"><div class="title">SUMMONS<br><span style="font-size:10pt">(CITACION JUDICIAL)</span></div>
   <p class="b" style="margin-top:10px">NOTICE TO DEFENDANT:<br><span class="lbl">(AVISO AL DEMANDADO):</span></p>
   <p class="fill">${d.def.printed}; and DOES 1 to 10, inclusive</p>
   <p class="b">YOU ARE BEING SUED BY PLAINTIFF:<br><span class="lbl">(LO ESTÁ DEMANDANDO EL DEMANDANTE):</span></p>
   <p class="fill">${d.plaintiff.printed}, a Delaware limited liability company</p></div>
   <div class="bx" style="width:33%;height:120px"><div class="lbl b c">FOR COURT USE ONLY<br>(SOLO PARA USO DE LA CORTE)</div>
   <div class="c" style="margin-top:18px;font-size:8pt">ELECTRONICALLY FILED<br>Superior Court of California<br>County of Los Angeles<br>10/14/2026 9:12 AM<br>Envelope No. 24418830</div></div></div>
  <div class="form" style="font-size:8.2pt">
   <p><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below.</p>
   <p>You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you. Your written response must be in proper legal form if you want the court to hear your case. If you cannot pay the filing fee ($370.00 for a first paper in a limited civil case), ask the court clerk for a fee waiver form. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning from the court.</p>
   <p><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Si no puede pagar la cuota de presentación, pida al secretario de la corte un formulario de exención de pago de cuotas.</p>
  </div>
  <div class="grid" style="margin-top:6px">
   <div style="grid-column:1/3"><span class="lbl">The name and address of the court is: (El nombre y dirección de la corte es):</span>
     <div style="display:flex;justify-content:space-between"><div class="fill">${d.court[0][0]}<br>415 W. Temple Plaza, Los Angeles, CA 90012</div>
     <div><span class="lbl">CASE NUMBER: (Número del Caso):</span><div class="fill" style="font-size:11pt">${d.caseNo}</div></div></div></div>
   <div style="grid-column:1/3"><span class="lbl">The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is: (El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</span>
     <div class="fill">${d.atty.name}, Esq. (${d.atty.bar}) &nbsp; ${d.firm.printed}<br>2900 Wilshire Blvd., Suite 740, Los Angeles, CA 90010 &nbsp; Tel. (213) 555-0142 &nbsp; Fax (213) 555-0143<br>Email: ${d.atty.email} &nbsp; E-service: efile@harlowbrandt.com</div></div>
   <div><span class="lbl">DATE: (Fecha)</span> <span class="fill">OCT 14 2026</span></div>
   <div><span class="lbl">Clerk, by (Secretario)</span> <span class="fill">R. MEDINA</span>, Deputy <span class="lbl">(Adjunto)</span></div>
   <div style="grid-column:1/3"><span class="lbl">AMOUNT DEMANDED (Cantidad demandada):</span> <span class="fill">${$(d.amount)}</span> <span class="lbl">principal, plus interest at 10% from 03/02/2026 and costs of suit.</span>
    &nbsp; ${cb(true)}<span class="tiny">LIMITED CIVIL CASE (Amount demanded does not exceed $35,000)</span> ${cb(false)}<span class="tiny">UNLIMITED CIVIL CASE</span></div>
  </div>
  <div class="form" style="margin-top:8px"><b>NOTICE TO THE PERSON SERVED:</b> You are served<br>
   1. ${cb(true)} as an individual defendant. &nbsp; 2. ${cb(false)} as the person sued under the fictitious name of (specify):<br>
   3. ${cb(false)} on behalf of (specify): &nbsp; 4. ${cb(false)} by personal delivery on (date):
   <div style="margin-top:6px;border-top:1px solid #000;padding-top:4px"><span class="lbl">ADDRESS FOR SERVICE OF DEFENDANT (Dirección para la entrega):</span><br>
   <span class="fill">${d.def.printed}<br>${d.addr.street.toUpperCase()}<br>${cityLine(d.addr).toUpperCase()}</span></div>
  </div>
  <div style="margin-top:10px;font-size:8pt">Complaint filed: Breach of contract / common count (open book account), Account No. ending 7719. Plaintiff's file no. HBV-55120-CA.
   Court costs claimed in addition to principal: filing fee $370.00, service of process $65.00.</div>
  <div class="foot" style="position:absolute;bottom:30px;left:52px;right:52px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px">
   <span>Form Adopted for Mandatory Use<br>Judicial Council of California<br>SUM-100 [Rev. July 1, 2009]</span><span class="b" style="font-size:9pt">SUMMONS</span><span>Code of Civil Procedure §§ 412.20, 465<br>www.courts.ca.gov<br>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 02 CA San Diego, pleading-paper complaint
{
  id: 2, state: 'CA', kind: 'complaint', layout: 'line-numbered pleading paper, attorney block top left, court name centred on 2 lines, ")" caption, address in body',
  font: 'Liberation Serif', size: '11pt',
  court: [['SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'FOR THE COUNTY OF SAN DIEGO']],
  caseNo: '37-2026-00018844-CL-CL-CTL',
  plaintiff: { name: 'Meridian Credit Recovery, Inc.', printed: 'MERIDIAN CREDIT RECOVERY, INC.' },
  firm: { name: 'Solano & Pratt, APC', printed: 'SOLANO & PRATT, APC' },
  atty: { name: 'Gregory T. Pratt', bar: 'SBN 301552', email: 'gpratt@solanopratt.com' },
  def: { first: 'Kevin', mi: 'J.', last: 'Armstrong', printed: 'KEVIN J. ARMSTRONG' },
  addr: { street: '8840 Lake Murray Blvd., Unit 212', city: 'San Diego', st: 'CA', zip: '92119' },
  amount: 9874.12,
  css: `.page{padding:46px 60px 40px 96px;font-family:'Liberation Serif',serif;font-size:11pt;line-height:1.55}
   .ln{position:absolute;left:40px;top:46px;width:30px;text-align:right;font-size:9pt;line-height:1.76;color:#333}
   .rule{position:absolute;top:0;bottom:0;border-left:1px solid #000}.rule2{position:absolute;top:0;bottom:0;border-left:1px solid #000}
   .cap{display:grid;grid-template-columns:52% 6% 42%}`,
  body: d => `<div class="ln">${Array.from({length: 28}, (_, i) => i + 1).join('<br>')}</div>
  <div class="rule" style="left:80px"></div><div class="rule" style="left:83px"></div><div class="rule" style="left:770px"></div>
  <div style="line-height:1.3">${d.atty.name}, Esq. (${d.atty.bar})<br>${d.firm.printed}<br>1010 Second Avenue, Suite 1450<br>San Diego, CA 92101<br>Telephone: (619) 555-0127<br>Email: ${d.atty.email}<br>Docketing: docket@solanopratt.com<br>Attorneys for Plaintiff</div>
  <div class="c b" style="margin-top:14px;line-height:1.35">${courtLines(d)}</div>
  <div class="cap" style="margin-top:8px;line-height:1.3"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>${d.def.printed}, an individual; and DOES 1 through 10, inclusive,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
   <div>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
   <div>Case No. ${d.caseNo}<br><br><b>LIMITED CIVIL CASE</b><br>COMPLAINT FOR: (1) BREACH OF CONTRACT; (2) OPEN BOOK ACCOUNT<br>Amount demanded does not exceed $35,000</div></div>
  <p style="margin-top:10px">Plaintiff alleges:</p>
  <p>1. Plaintiff is a corporation authorized to do business in California, with its principal office at 4400 Executive Dr., Suite 200, San Diego, CA 92121.</p>
  <p>2. Defendant ${d.def.printed} is an individual who resides at ${d.addr.street}, ${cityLine(d.addr)}, within this judicial district.</p>
  <p>3. On or about June 3, 2021, defendant opened a revolving credit account, no. ending 4471, and thereafter used it. Defendant defaulted on March 2, 2026, and there is now due, owing and unpaid from defendant to plaintiff the principal sum of ${$(d.amount)}.</p>
  <p>4. Plaintiff additionally claims contractual interest at 10% per annum, which through the date of filing amounts to $1,122.60, and costs of suit, including the first-paper filing fee of $370.00.</p>
  <p>WHEREFORE, plaintiff prays for judgment against defendant for: (a) the principal sum of ${$(d.amount)}; (b) interest as stated above; (c) costs of suit; (d) such other relief as is just. Total sought exclusive of costs: $10,996.72.</p>
  <p style="margin-top:14px">Dated: September 29, 2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; ${d.firm.printed}</p>
  <p style="margin-left:300px">By: <span class="i">/s/ ${d.atty.name}</span><br>${d.atty.name}, Attorneys for Plaintiff</p>
  <div class="foot c" style="position:absolute;bottom:18px;left:96px;right:60px;border-top:1px solid #000">- 1 -<br>COMPLAINT — BREACH OF CONTRACT &nbsp; File No. SP-26-88213</div>`,
},
// ---------------------------------------------------------------- 03 CA Sacramento, small claims, mostly Spanish, unrepresented plaintiff
{
  id: 3, state: 'CA', kind: 'small-claims form', layout: 'boxed small-claims form mostly in Spanish, numbered boxes, defendant box with a/k/a, plaintiff without attorney',
  font: 'Nimbus Sans', size: '9.5pt',
  court: [['SUPERIOR COURT OF CALIFORNIA, COUNTY OF SACRAMENTO']],
  caseNo: '26SC01288',
  plaintiff: { name: 'Sunrise Family Dental, Inc.', printed: 'Sunrise Family Dental, Inc.' },
  firm: null, atty: null,
  def: { first: 'Rosa', mi: 'M.', last: 'Villanueva', printed: 'Rosa M. Villanueva', aka: 'Rosa Villanueva-Ortiz' },
  addr: { street: '6125 Stockton Blvd., Apt 14', city: 'Sacramento', st: 'CA', zip: '95824' },
  amount: 3460.00,
  css: `.page{padding:40px 48px;font-family:'Nimbus Sans',sans-serif;font-size:9.5pt;line-height:1.28}
   .bx{border:1px solid #000;padding:5px 7px;margin-top:-1px}.n{font-weight:bold;display:inline-block;width:18px}
   .top{display:grid;grid-template-columns:60% 40%}.top>div{border:1px solid #000;padding:6px}`,
  body: d => `<div class="top"><div><div style="font-size:15pt;font-weight:bold;line-height:1.1">Reclamo del Demandante y ORDEN<br>Para Ir a la Corte de Reclamos Judiciales Menores</div>
   <div class="tiny" style="margin-top:4px">(Plaintiff's Claim and ORDER to Go to Small Claims Court) — Versión en español, solo como referencia informativa.</div>
   <p style="margin-top:6px"><b>Aviso a la persona demandada:</b> Lo están demandando. Para proteger sus derechos, tiene que ir a la audiencia en la corte indicada abajo. Si no va a la corte, podría perder el caso. Si pierde, la corte podría ordenar que le quiten su salario, dinero u otros bienes sin aviso adicional.</p>
   <p class="tiny"><b>Notice to the person being sued:</b> You are being sued. To protect your rights, you must go to the trial.</p></div>
   <div><span class="lbl">Escriba el nombre y la dirección de la corte:</span><div class="fill" style="font-size:9pt">${d.court[0][0]}<br>SMALL CLAIMS DIVISION<br>3301 River Park Way, Sacramento, CA 95814<br>Secretario: smallclaims.clerk@sacsuperior.example.gov</div>
   <div style="border-top:1px solid #000;margin-top:6px;padding-top:4px"><span class="lbl">Número del caso (Case number):</span><div class="fill" style="font-size:12pt">${d.caseNo}</div></div>
   <div style="border-top:1px solid #000;margin-top:6px;padding-top:4px"><span class="lbl">Nombre del caso:</span><div class="fill" style="font-size:8.5pt">Sunrise Family Dental v. Villanueva</div></div></div></div>
  <div class="bx" style="margin-top:6px"><span class="n">1</span><b>Demandante</b> <span class="lbl">(la persona, negocio u organización pública que presenta el reclamo)</span><br>
   Nombre: <span class="fill">${d.plaintiff.printed}</span> &nbsp; Teléfono: <span class="fill">(916) 555-0178</span><br>
   Dirección: <span class="fill">7420 Florin Mall Dr., Suite 3, Sacramento, CA 95823</span><br>
   Correo electrónico: <span class="fill">billing@sunrisefamilydental.com</span> &nbsp; ${cb(true)}El demandante no tiene abogado (en la Corte de Reclamos Menores no se permiten abogados).</div>
  <div class="bx"><span class="n">2</span><b>Demandado</b> <span class="lbl">(la persona, negocio u organización pública que se demanda)</span><br>
   Nombre: <span class="fill">${d.def.printed}</span> &nbsp; también conocida como (a/k/a): <span class="fill">${d.def.aka}</span><br>
   Dirección: <span class="fill">${d.addr.street}</span> &nbsp; Ciudad: <span class="fill">${d.addr.city}</span> &nbsp; Estado: <span class="fill">${d.addr.st}</span> &nbsp; Código postal: <span class="fill">${d.addr.zip}</span><br>
   Teléfono: <span class="fill">(916) 555-0191</span></div>
  <div class="bx"><span class="n">3</span><b>El demandado me debe:</b> <span class="fill" style="font-size:11pt">${$(d.amount)}</span> <span class="lbl">(Explique abajo.)</span><br>
   a. ¿Por qué le debe dinero el demandado? <span class="fill">Tratamiento dental (coronas y endodoncia) prestado entre 02/2025 y 06/2025; saldo no pagado después del seguro.</span><br>
   b. ¿Cuándo pasó esto? <span class="fill">06/18/2025</span> &nbsp; c. ¿Cómo calculó la cantidad? <span class="fill">Factura no. 55-2190 menos pagos recibidos.</span></div>
  <div class="bx"><span class="n">4</span>${cb(true)}Le he pedido al demandado que me pague, pero no lo ha hecho. &nbsp; <span class="n">5</span>Cuota de presentación pagada: <span class="fill">$75.00</span> (no incluida en la cantidad reclamada).<br>
   <span class="n">6</span>Límite de la corte: un negocio no puede reclamar más de $6,250; una persona física, hasta $12,500.</div>
  <div class="bx" style="background:#f2f2f2"><b>ORDEN PARA IR A LA CORTE — La gente arriba mencionada tiene que ir a la corte en:</b><br>
   Fecha: <span class="fill">01/21/2027</span> &nbsp; Hora: <span class="fill">8:30 a.m.</span> &nbsp; Departamento: <span class="fill">92</span> &nbsp; Nombre y dirección de la corte si es distinta: <span class="fill">misma que arriba</span><br>
   Fecha: <span class="fill">10/30/2026</span> &nbsp; Secretario, por <span class="fill">L. TRAN</span>, Asistente</div>
  <div class="bx"><b>Instrucciones para el demandado:</b> Lleve a la audiencia a sus testigos, recibos y cualquier prueba que necesite. Si quiere un intérprete, pídalo en la secretaría lo antes posible. Para ayuda gratuita llame al Asesor de Reclamos Menores al (916) 555-0150. Tenga en cuenta que el demandante firmó bajo pena de perjurio que la información es verdadera.</div>
  <div class="bx"><span class="lbl">Firma del demandante:</span> <span class="i">M. Ochoa, Gerente de Oficina</span> &nbsp; <span class="lbl">Fecha:</span> <span class="fill">10/28/2026</span> &nbsp; <span class="lbl">Cuenta del paciente:</span> <span class="fill">PT-0048812</span></div>
  <div class="foot" style="position:absolute;bottom:26px;left:48px;right:48px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px"><span>Consejo Judicial de California<br>SC-100 S, Rev. 1 de enero de 2024</span><b style="font-size:8.5pt">Reclamo del Demandante y ORDEN Para Ir a la Corte de Reclamos Judiciales Menores</b><span>Página 1 de 1</span></div>`,
},
// ---------------------------------------------------------------- 04 TX Harris JP, debt claim petition form, two defendants
{
  id: 4, state: 'TX', kind: 'petition', layout: 'boxed justice-court debt-claim form with checkboxes, court on 2 heading lines, second defendant, defendant address box',
  font: 'Liberation Sans', size: '10.5pt',
  court: [['IN THE JUSTICE COURT, PRECINCT 1, PLACE 2'], ['HARRIS COUNTY, TEXAS']],
  caseNo: '261100458721',
  plaintiff: { name: 'Bayou City Auto Finance, Inc.', printed: 'Bayou City Auto Finance, Inc.' },
  firm: { name: 'Castell & Rourke, PLLC', printed: 'Castell & Rourke, PLLC' },
  atty: { name: 'Andrea M. Castell', bar: 'State Bar No. 24081133', email: 'acastell@castellrourke.com' },
  def: { first: 'Darnell', mi: 'W.', last: 'Hughes', printed: 'Darnell W. Hughes', second: 'Tanya R. Hughes' },
  addr: { street: '7314 Bellfort Ave.', city: 'Houston', st: 'TX', zip: '77087' },
  amount: 4783.26,
  css: `.page{padding:40px 50px;font-family:'Liberation Sans',sans-serif;font-size:9.5pt;line-height:1.3}
   table.f{width:100%}table.f td{border:1px solid #000;padding:4px 6px;vertical-align:top}.sec{background:#ddd;font-weight:bold;font-size:9pt}`,
  body: d => `<div style="display:flex;justify-content:space-between"><div>CAUSE NO.: <span class="fill" style="font-size:11pt">${d.caseNo}</span></div><div class="tiny r">Envelope No. 97021455<br>Filed 10/06/2026 2:41 PM</div></div>
   <div class="c b" style="font-size:11pt;margin:6px 0">${courtLines(d)}</div>
   <div class="c b" style="font-size:16pt">PETITION: DEBT CLAIM CASE</div>
   <div class="c tiny" style="margin-bottom:6px">(Texas Rule of Civil Procedure 508) &nbsp; Court address: 7300 N. Shepherd Crossing, Houston, TX 77091 &nbsp; (713) 555-0116</div>
   <table class="f"><tr><td colspan="2" class="sec">PLAINTIFF</td><td colspan="2" class="sec">DEFENDANT(S)</td></tr>
   <tr><td colspan="2"><span class="lbl">Name:</span><br><b>${d.plaintiff.printed}</b><br><span class="lbl">Address:</span> 9800 Westheimer Rd., Suite 410, Houston, TX 77042<br><span class="lbl">Phone:</span> (713) 555-0124</td>
   <td colspan="2"><span class="lbl">Defendant 1 name:</span> <b>${d.def.printed}</b><br><span class="lbl">Defendant 2 name:</span> <b>${d.def.second}</b><br><span class="lbl">Address (home/work):</span> ${d.addr.street}, ${cityLine(d.addr)}<br><span class="lbl">Last 3 digits DL:</span> 418 &nbsp; <span class="lbl">Last 3 SSN:</span> 207</td></tr>
   <tr><td colspan="4" class="sec">PLAINTIFF'S ATTORNEY (if any)</td></tr>
   <tr><td colspan="4"><span class="lbl">Name / Bar No.:</span> ${d.atty.name}, ${d.atty.bar} &nbsp; <span class="lbl">Firm:</span> ${d.firm.printed}<br><span class="lbl">Address:</span> 1200 Smith St., Suite 1600, Houston, TX 77002 &nbsp; <span class="lbl">Phone:</span> (713) 555-0139 &nbsp; <span class="lbl">Email:</span> ${d.atty.email} &nbsp; <span class="lbl">Fax:</span> (713) 555-0140</td></tr>
   <tr><td colspan="4" class="sec">CLAIM</td></tr>
   <tr><td colspan="4">The plaintiff is seeking: ${cb(true)}Principal balance owed: <b>${$(d.amount)}</b> &nbsp; ${cb(true)}Interest (separately stated, 18% contract rate): <b>$612.00</b><br>
   ${cb(true)}Attorney fees: <b>$750.00</b> &nbsp; ${cb(true)}Court costs (filing $54.00 + service $75.00): <b>$129.00</b> &nbsp; TOTAL: <b>$6,274.26</b><br>
   <span class="tiny">The amount in controversy, excluding interest and court costs but including attorney fees, may not exceed $20,000.</span></td></tr>
   <tr><td colspan="4">The plaintiff is: ${cb(true)}the original creditor ${cb(false)}the assignee or debt buyer ${cb(false)}a debt collector or collection agency<br>
   Date of default: <b>04/11/2026</b> &nbsp; Date of last payment: <b>03/09/2026</b> &nbsp; Account number (last 4): <b>7702</b> &nbsp; Vehicle: 2017 Nissan Altima<br>
   Was the debt assigned? ${cb(false)}Yes ${cb(true)}No</td></tr>
   <tr><td colspan="4">${cb(false)}I consent to service of the answer and other motions or pleadings by email to: <u>${d.atty.email}</u><br>${cb(true)}Plaintiff requests service of citation by: ${cb(true)}Constable ${cb(false)}Sheriff ${cb(false)}Private process server</td></tr>
   <tr><td colspan="2" style="height:70px"><span class="lbl">Signature of plaintiff or attorney:</span><br><span class="i" style="font-size:12pt">/s/ ${d.atty.name}</span><br><span class="lbl">Date:</span> 10/06/2026</td><td colspan="2"><span class="lbl">Clerk's use only — Filing fee received:</span> $54.00<br><span class="lbl">Service fee received:</span> $75.00<br><span class="lbl">Receipt no.:</span> JP12-0099341</td></tr></table>
   <p class="tiny" style="margin-top:8px">Notice: If the defendant fails to answer within 14 days after service, judgment may be rendered against the defendant. Defendant's information and the full case record are available at the clerk's office. Interpreter assistance available; call (713) 555-0117. Para información en español llame al (713) 555-0118.</p>
   <div class="foot" style="position:absolute;bottom:26px;left:50px;right:50px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>Justice Court Form — Debt Claim Petition (Rev. 08/2025)</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 05 TX Dallas County Court at Law, original petition, § caption
{
  id: 5, state: 'TX', kind: 'petition', layout: '§-column caption, court name on 2 lines to the right, address in body, attorney block bottom, a/k/a tail on plaintiff',
  font: 'Liberation Serif', size: '10.5pt',
  court: [['IN THE COUNTY COURT AT LAW NO. 2'], ['DALLAS COUNTY, TEXAS']],
  caseNo: 'CC-26-01873-B',
  plaintiff: { name: 'Northstar Capital Receivables, LLC', printed: 'NORTHSTAR CAPITAL RECEIVABLES, LLC, as assignee of Citibank, N.A.' },
  firm: { name: 'Whitfield Moreno, P.C.', printed: 'WHITFIELD MORENO, P.C.' },
  atty: { name: 'Sarah J. Whitfield', bar: 'State Bar No. 24099817', email: 'sjwhitfield@whitfieldmoreno.com' },
  def: { first: 'Luis', mi: 'E.', last: 'Cardenas', printed: 'LUIS E. CARDENAS' },
  addr: { street: '2211 S. Ervay St., Apt 5C', city: 'Dallas', st: 'TX', zip: '75215' },
  amount: 12406.55,
  css: `.page{padding:44px 64px;font-family:'Liberation Serif',serif;font-size:10.5pt;line-height:1.3}
   .cap{display:grid;grid-template-columns:46% 8% 46%;margin:8px 0 10px}.cap .s{text-align:center}`,
  body: d => `<div class="c b">CAUSE NO. ${d.caseNo}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${d.def.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <div class="s">§<br>§<br>§<br>§<br>§<br>§<br>§</div>
  <div>${d.court[0][0]}<br><br><br><br><br><br>${d.court[1][0]}</div></div>
  <div class="c b u">PLAINTIFF'S ORIGINAL PETITION</div>
  <p style="margin-top:8px">TO THE HONORABLE JUDGE OF SAID COURT:</p>
  <p>COMES NOW ${d.plaintiff.printed} ("Plaintiff"), and files this Original Petition against ${d.def.printed} ("Defendant"), and would respectfully show the Court as follows:</p>
  <p class="b">I. DISCOVERY CONTROL PLAN</p><p>Plaintiff intends to conduct discovery under Level 1 of Texas Rule of Civil Procedure 190.2. Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.</p>
  <p class="b">II. PARTIES</p><p>Plaintiff is a limited liability company doing business in Texas, with offices at 5221 N. O'Connor Blvd., Suite 900, Irving, TX 75039. Defendant is an individual residing in Dallas County, Texas, who may be served with process at ${d.addr.street}, ${d.addr.city}, Texas ${d.addr.zip}, or wherever Defendant may be found.</p>
  <p class="b">III. FACTS</p><p>Defendant applied for and received a credit card account ending in 3390 and used it to obtain goods and services. Defendant failed to make the payments required and the account charged off on January 31, 2026. After all just credits and offsets, the principal balance due and owing is <b>${$(d.amount)}</b>. The account was sold and assigned to Plaintiff on May 8, 2026.</p>
  <p class="b">IV. ATTORNEY'S FEES</p><p>Plaintiff presented its claim more than 30 days before filing and is entitled to reasonable attorney's fees under Tex. Civ. Prac. &amp; Rem. Code § 38.001, which Plaintiff estimates at $4,135.52 (one-third of the principal).</p>
  <p class="b">V. PRAYER</p><p>Plaintiff prays that Defendant be cited to appear and answer, and that Plaintiff have judgment for the principal sum of ${$(d.amount)}; pre- and post-judgment interest at the lawful rate (pre-judgment interest to date: $486.09); attorney's fees; all costs of court (filing fee $282.00); and such other relief to which Plaintiff may be justly entitled.</p>
  <div style="margin-left:330px;margin-top:10px;line-height:1.28">Respectfully submitted,<br><b>${d.firm.printed}</b><br><span class="i">/s/ ${d.atty.name}</span><br>${d.atty.name}<br>${d.atty.bar}<br>1700 Pacific Ave., Suite 2230<br>Dallas, Texas 75201<br>Tel: (214) 555-0158 &nbsp; Fax: (214) 555-0159<br>${d.atty.email}<br>E-Service: eservice@whitfieldmoreno.com<br>ATTORNEYS FOR PLAINTIFF</div>
  <div class="foot" style="position:absolute;bottom:26px;left:70px;right:70px;display:flex;justify-content:space-between"><span>PLAINTIFF'S ORIGINAL PETITION — Page 1</span><span>WM File No. 26-44710 / Acct ending 3390</span></div>`,
},
// ---------------------------------------------------------------- 06 TX Travis JP citation, TO: block last-name-first, bilingual
{
  id: 6, state: 'TX', kind: 'summons (citation)', layout: 'citation with "THE STATE OF TEXAS" header, TO: block with name printed last-name-first, bilingual EN/ES notice, typewriter fill-ins',
  font: 'Nimbus Roman', size: '10.5pt',
  court: [['JUSTICE COURT, PRECINCT FOUR'], ['TRAVIS COUNTY, TEXAS']],
  caseNo: 'J4-CV-26-004471',
  plaintiff: { name: 'Pecan Grove Federal Credit Union', printed: 'PECAN GROVE FEDERAL CREDIT UNION' },
  firm: { name: 'Ashby Lyle Law Group', printed: 'ASHBY LYLE LAW GROUP' },
  atty: { name: 'Marcus D. Lyle', bar: 'SBN 24110452', email: 'mlyle@ashbylyle.com' },
  def: { first: 'Thanh', mi: 'V.', last: 'Nguyen', printed: 'NGUYEN, THANH V.', lastFirst: true },
  addr: { street: '9100 Brodie Ln., Apt 1208', city: 'Austin', st: 'TX', zip: '78748' },
  amount: 2948.90,
  css: `.page{padding:50px 66px;font-family:'Nimbus Roman',serif;font-size:10.5pt;line-height:1.35}
   .two{display:grid;grid-template-columns:1fr 1fr;gap:18px}.box{border:1px solid #000;padding:6px 8px}`,
  body: d => `<div class="c b" style="font-size:13pt">THE STATE OF TEXAS</div>
  <div class="c b" style="font-size:18pt;letter-spacing:2px">CITATION</div>
  <div class="c b">${courtLines(d)}</div>
  <div class="c tiny">1000 Onion Creek Pkwy., Suite 110, Austin, TX 78744 &nbsp;·&nbsp; (512) 555-0133 &nbsp;·&nbsp; jp4.clerk@traviscountytx.example.gov</div>
  <div class="two" style="margin-top:10px"><div><span class="lbl">CASE NUMBER:</span> <span class="fill">${d.caseNo}</span><br><span class="lbl">CASE TYPE:</span> Debt Claim</div><div class="r"><span class="lbl">DATE ISSUED:</span> <span class="fill">10/19/2026</span></div></div>
  <div class="c" style="margin:8px 0"><span class="fill">${d.plaintiff.printed}</span> &nbsp; <i>Plaintiff</i><br>vs.<br><span class="fill">${d.def.printed}</span> &nbsp; <i>Defendant</i></div>
  <div class="box"><b>TO:</b> <span class="fill">${d.def.printed}</span><br>
   &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;<span class="fill">${d.addr.street.toUpperCase()}</span><br>
   &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;<span class="fill">${d.addr.city.toUpperCase()}, ${d.addr.st} ${d.addr.zip}</span></div>
  <div class="two" style="margin-top:10px"><div>
   <p><b>NOTICE TO DEFENDANT:</b> You have been sued. You may employ an attorney to help you in defending against this lawsuit. But you are not required to employ an attorney. You or your attorney must file an answer with the court. Your answer is due by the end of the 14th day after the day you were served with these papers. If the 14th day is a Saturday, Sunday, or legal holiday, your answer is due by the end of the first day following the 14th day that is not a Saturday, Sunday, or legal holiday. Do not ignore these papers. If you do not file an answer by the due date, a default judgment may be granted against you.</p>
   <p>The plaintiff's petition claims <b>${$(d.amount)}</b> as the principal amount owed on a consumer loan (acct. ending 0613), plus court costs.</p></div>
   <div><p><b>AVISO AL DEMANDADO:</b> Usted ha sido demandado. Puede contratar a un abogado para que le ayude a defenderse en esta demanda, pero no está obligado a hacerlo. Usted o su abogado deben presentar una respuesta ante la corte a más tardar al final del día 14 después del día en que se le entregaron estos documentos. Si no presenta una respuesta antes de la fecha límite, se podrá dictar un fallo en rebeldía en su contra. Para más información, visite la biblioteca jurídica del condado o llame al (512) 555-0134.</p>
   <p>Cantidad reclamada: ${$(d.amount)} más costas judiciales.</p></div></div>
  <div class="box" style="margin-top:6px;font-size:9.5pt"><b>Plaintiff's attorney:</b> ${d.atty.name}, ${d.atty.bar}, ${d.firm.printed}, 3801 N. Capital of Texas Hwy., Bldg. E, Suite 240, Austin, TX 78746 · (512) 555-0147 · ${d.atty.email}</div>
  <div class="two" style="margin-top:10px;font-size:9.5pt"><div>Issued and given under my hand and seal of said Court at Austin, Travis County, Texas.<br><br>Clerk of the Justice Court, Precinct Four<br>By: <i>J. Alvarado</i>, Deputy</div>
   <div class="box"><b>OFFICER'S RETURN</b><br>Came to hand on ____________ at ____ o'clock. Executed at ______________ by delivering to the within named defendant a true copy of this citation with the attached petition.<br>Service fee: $75.00 &nbsp; Constable, Precinct 4<br>By: ____________________ Deputy</div></div>
  <div class="foot" style="position:absolute;bottom:26px;left:66px;right:66px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>CITATION — DEBT CLAIM — JP4</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 07 FL Miami-Dade, 20-day summons, bilingual
{
  id: 7, state: 'FL', kind: 'summons', layout: '20-day summons, court name one title on 2 lines, "TO:" block with address, bilingual EN/ES, primary/secondary service e-mails',
  font: 'DejaVu Serif', size: '10pt',
  court: [['IN THE COUNTY COURT IN AND FOR', 'MIAMI-DADE COUNTY, FLORIDA']],
  caseNo: '2026-014522-CC-23',
  plaintiff: { name: 'Coral Gate Funding LLC', printed: 'CORAL GATE FUNDING LLC' },
  firm: { name: 'Brightwater & Kahn, P.A.', printed: 'BRIGHTWATER & KAHN, P.A.' },
  atty: { name: 'Joel S. Kahn', bar: 'Florida Bar No. 1049923', email: 'jkahn@brightwaterkahn.com' },
  def: { first: 'Yolanda', mi: 'P.', last: 'Ferrer', printed: 'YOLANDA P. FERRER' },
  addr: { street: '1550 NW 7th St., Apt 402', city: 'Miami', st: 'FL', zip: '33125' },
  amount: 5310.77,
  css: `.page{padding:46px 62px;font-family:'DejaVu Serif',serif;font-size:9.5pt;line-height:1.33}
   .cap{display:grid;grid-template-columns:55% 45%}`,
  body: d => `<div class="c b" style="font-size:11pt">${courtLines(d)}</div>
  <div class="cap" style="margin-top:12px"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.def.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.<br>_______________________________/</div>
   <div>CASE NO.: ${d.caseNo}<br>CIVIL DIVISION<br><span class="tiny">E-Filing Envelope #: 171155093</span></div></div>
  <div class="c b" style="font-size:12pt;margin:10px 0">SUMMONS 20 DAY — PERSONAL SERVICE ON AN INDIVIDUAL</div>
  <p>THE STATE OF FLORIDA:<br>To Each Sheriff of the State:<br>YOU ARE COMMANDED to serve this summons and a copy of the complaint in this action on defendant:</p>
  <div style="margin:4px 0 8px 120px" class="b">TO: ${d.def.printed}<br>${d.addr.street.toUpperCase()}<br>${d.addr.city.toUpperCase()}, FL ${d.addr.zip}</div>
  <p>Each defendant is required to serve written defenses to the complaint on plaintiff's attorney, ${d.atty.name}, ${d.firm.printed}, 801 Brickell Ave., Suite 1900, Miami, FL 33131, telephone (305) 555-0171, within 20 days after service of this summons on that defendant, exclusive of the day of service, and to file the original of the defenses with the clerk of this court either before service on plaintiff's attorney or immediately thereafter. If a defendant fails to do so, a default will be entered against that defendant for the relief demanded in the complaint. The complaint demands <b>${$(d.amount)}</b> in principal, together with interest, costs (filing fee $300.00) and attorney's fees.</p>
  <p class="b c">IMPORTANTE</p>
  <p>Usted ha sido demandado legalmente. Tiene 20 días, contados a partir del recibo de esta notificación, para contestar la demanda adjunta, por escrito, y presentarla ante este tribunal. Una llamada telefónica no lo protegerá. Si usted desea que el tribunal considere su defensa, deberá presentar su respuesta por escrito, incluyendo el número del caso y los nombres de las partes interesadas. Si usted no contesta la demanda a tiempo, pudiese perder el caso y podría ser despojado de sus ingresos y propiedades, o privado de sus derechos, sin previo aviso del tribunal.</p>
  <p>DATED on October 22, 2026. &nbsp;&nbsp; JUAN FERNANDEZ-BARQUIN, Clerk of the Court and Comptroller<br>73 W. Flagler Commons, Miami, FL 33130 &nbsp;&nbsp; By: <i>M. Suarez</i>, Deputy Clerk</p>
  <div style="border:1px solid #000;padding:5px 8px;font-size:8.5pt;margin-top:6px">Attorney for Plaintiff: ${d.atty.name}, ${d.atty.bar}, ${d.firm.printed}<br>Primary e-mail: ${d.atty.email} &nbsp; Secondary e-mail: service@brightwaterkahn.com &nbsp; Payments: payments@brightwaterkahn.com<br>Our file: BK-26-30418 &nbsp; Original creditor account ending 6627</div>
  <p class="foot" style="margin-top:8px">AMERICANS WITH DISABILITIES ACT: If you are a person with a disability who needs any accommodation in order to participate in this proceeding, you are entitled, at no cost to you, to the provision of certain assistance. Please contact the ADA Coordinator, (305) 555-0175, at least 7 days before your scheduled court appearance. Si usted es una persona minusválida que necesita algún acomodo para poder participar en este procedimiento, comuníquese con el coordinador.</p>
  <div class="foot" style="position:absolute;bottom:24px;left:62px;right:62px;display:flex;justify-content:space-between;border-top:1px solid #000"><span>Form 1.902(a) Summons — 20 Day</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 08 FL Orange, small claims complaint, ")" caption, John Does
{
  id: 8, state: 'FL', kind: 'complaint', layout: '")" column caption with address under defendant name, John Does 1-10, court one title on 2 lines, attorney block bottom',
  font: 'Caladea', size: '11pt',
  court: [['IN THE COUNTY COURT OF THE NINTH JUDICIAL CIRCUIT', 'IN AND FOR ORANGE COUNTY, FLORIDA']],
  caseNo: '2026-SC-008812-O',
  plaintiff: { name: 'Sunbelt Recovery Partners, LLC', printed: 'SUNBELT RECOVERY PARTNERS, LLC, a Delaware limited liability company' },
  firm: { name: 'Okafor Lindgren, PLLC', printed: 'OKAFOR LINDGREN, PLLC' },
  atty: { name: 'Chidi N. Okafor', bar: 'Florida Bar No. 0097331', email: 'cokafor@okaforlindgren.com' },
  def: { first: 'Brandon', mi: 'K.', last: 'Tillman', printed: 'BRANDON K. TILLMAN' },
  addr: { street: '4820 Curry Ford Rd., Apt 1107', city: 'Orlando', st: 'FL', zip: '32812' },
  amount: 3975.40,
  css: `.page{padding:56px 72px;font-family:'Caladea',serif;font-size:11pt;line-height:1.4}
   .cap{display:grid;grid-template-columns:54% 5% 41%;margin:12px 0}`,
  body: d => `<div class="c b">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>${d.def.printed}, and JOHN DOES 1-10,<br>${d.addr.street}<br>${cityLine(d.addr)}<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
   <div>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div><div><br>Case No.: ${d.caseNo}<br><br>Small Claims Division: 71</div></div>
  <div class="c b u">COMPLAINT</div>
  <p style="margin-top:8px">Plaintiff, SUNBELT RECOVERY PARTNERS, LLC, sues Defendant, ${d.def.printed}, and alleges:</p>
  <p>1. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs and attorney's fees, within the jurisdiction of this Court.</p>
  <p>2. Defendant resides in Orange County, Florida. Plaintiff's address is 2200 Lucien Way, Suite 350, Maitland, FL 32751.</p>
  <p>3. Defendant owes Plaintiff <b>${$(d.amount)}</b> that is due with interest since February 14, 2026, on an account stated for a retail installment account (no. ending 9042) originally issued by Seminole Home Outfitters, which was assigned to Plaintiff.</p>
  <p>4. Plaintiff has retained the undersigned counsel and is obligated to pay a reasonable fee. Plaintiff demands attorney's fees of $1,325.13 under the contract and § 57.105, Florida Statutes.</p>
  <p>WHEREFORE, Plaintiff demands judgment for damages of ${$(d.amount)} against Defendant, plus pre-judgment interest of $214.67, court costs of $185.00, and attorney's fees, for a total of $5,700.20, and such further relief as the Court deems proper.</p>
  <div style="margin-top:14px;margin-left:300px;line-height:1.3">${d.firm.printed}<br>Attorneys for Plaintiff<br>390 N. Orange Ave., Suite 1500<br>Orlando, FL 32801<br>Tel: (407) 555-0186<br>By: <i>/s/ ${d.atty.name}</i><br>${d.atty.name}, ${d.atty.bar}<br>Primary: ${d.atty.email}<br>Secondary: pleadings@okaforlindgren.com</div>
  <div class="foot" style="position:absolute;bottom:24px;left:72px;right:72px;display:flex;justify-content:space-between"><span>OL File No. 26-SRP-7719</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 09 FL Hillsborough, statement of claim form
{
  id: 9, state: 'FL', kind: 'statement of claim', layout: 'small-claims statement-of-claim form with defendant box, court name line + division heading, form labels',
  font: 'Carlito', size: '11pt',
  court: [['IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA'], ['SMALL CLAIMS DIVISION']],
  caseNo: '26-CC-031977',
  plaintiff: { name: 'Bayshore Community Federal Credit Union', printed: 'BAYSHORE COMMUNITY FEDERAL CREDIT UNION' },
  firm: { name: 'Pelham & Ruiz, P.A.', printed: 'Pelham & Ruiz, P.A.' },
  atty: { name: 'Veronica Ruiz', bar: 'Florida Bar No. 1180446', email: 'vruiz@pelhamruiz.com' },
  def: { first: 'Shanice', mi: 'R.', last: 'Whitaker', printed: 'SHANICE R. WHITAKER' },
  addr: { street: '3912 W. Cypress St.', city: 'Tampa', st: 'FL', zip: '33607' },
  amount: 2412.09,
  css: `.page{padding:48px 60px;font-family:'Carlito',sans-serif;font-size:10pt;line-height:1.35}
   table.f{width:100%}table.f td{border:1px solid #000;padding:5px 7px;vertical-align:top}`,
  body: d => `<div class="c b" style="font-size:11.5pt">${courtLines(d)}</div>
  <div style="display:flex;justify-content:space-between;margin:10px 0"><div>CASE NO.: <b>${d.caseNo}</b></div><div>DIVISION: <b>M</b></div></div>
  <table class="f"><tr><td style="width:50%"><span class="lbl">PLAINTIFF</span><br><b>${d.plaintiff.printed}</b><br>5001 W. Kennedy Blvd.<br>Tampa, FL 33609<br>(813) 555-0112</td>
   <td><span class="lbl">DEFENDANT (name, street, city, state, zip)</span><br><b>${d.def.printed}</b><br>${d.addr.street}<br>${cityLine(d.addr)}<br><span class="lbl">Phone:</span> (813) 555-0190</td></tr></table>
  <div class="c b" style="font-size:14pt;margin:12px 0 6px">STATEMENT OF CLAIM</div>
  <p>Plaintiff(s) claims as follows: Defendant owes Plaintiff <b>${$(d.amount)}</b>, that is due with interest since 05/20/2026, and costs, for money lent under a signature loan agreement (Loan No. 0088142-07), a copy of which is attached.</p>
  <table class="f" style="width:70%;margin:6px auto"><tr><td>Principal balance claimed</td><td class="r">${$(d.amount)}</td></tr><tr><td>Interest to 10/01/2026 (stated separately)</td><td class="r">$141.30</td></tr><tr><td>Filing fee</td><td class="r">$185.00</td></tr><tr><td>Service of process</td><td class="r">$40.00</td></tr><tr><td><b>Total including costs</b></td><td class="r"><b>$2,778.39</b></td></tr></table>
  <p class="tiny">Small claims rules apply to cases in which the amount in controversy does not exceed $8,000.00, exclusive of costs, interest, and attorney's fees.</p>
  <p>STATE OF FLORIDA, COUNTY OF HILLSBOROUGH. Sworn to (or affirmed) and subscribed before me by means of physical presence this 2nd day of October, 2026, by the authorized agent of Plaintiff, who is personally known to me.</p>
  <div style="display:flex;justify-content:space-between;margin-top:10px"><div>______________________________<br>Notary Public — State of Florida</div><div>______________________________<br>Plaintiff's Agent</div></div>
  <table class="f" style="margin-top:14px"><tr><td><span class="lbl">PLAINTIFF'S ATTORNEY (name, address, phone, Florida Bar No., e-mail)</span><br>${d.atty.name}, ${d.atty.bar} — ${d.firm.printed}<br>601 N. Ashley Dr., Suite 1100, Tampa, FL 33602 · (813) 555-0113<br>Attorney e-mail: ${d.atty.email} &nbsp;|&nbsp; Designated service: eservice@pelhamruiz.com</td></tr></table>
  <p class="foot" style="margin-top:8px">Clerk of the Circuit Court, Hillsborough County — 800 E. Twiggs Plaza, Tampa, FL 33602 — (813) 555-0114. If you are a person with a disability who needs an accommodation, please contact the ADA Coordinator at (813) 555-0115.</p>
  <div class="foot" style="position:absolute;bottom:24px;left:60px;right:60px;display:flex;justify-content:space-between;border-top:1px solid #000"><span>Form 7.330 Statement of Claim (Rev. 2025)</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 10 NY Kings, summons with endorsed complaint, X-box caption, a/k/a
{
  id: 10, state: 'NY', kind: 'summons with endorsed complaint', layout: 'NY X-box caption ("-----X"), court on 2 heading lines, address under defendant in caption, a/k/a name, EN/ES notice',
  font: 'Nimbus Roman', size: '11pt',
  court: [['CIVIL COURT OF THE CITY OF NEW YORK'], ['COUNTY OF KINGS']],
  caseNo: 'CV-014522-26/KI',
  plaintiff: { name: 'Empire Point Funding LLC', printed: 'EMPIRE POINT FUNDING LLC' },
  firm: { name: 'Greer, Adeyemi & Stoll, LLP', printed: 'GREER, ADEYEMI & STOLL, LLP' },
  atty: { name: 'Paula M. Greer', bar: '', email: 'pgreer@greeradeyemi.com' },
  def: { first: 'Anthony', mi: 'R.', last: 'Bellamy', printed: 'ANTHONY R. BELLAMY', aka: 'TONY BELLAMY' },
  addr: { street: '1185 Eastern Pkwy., Apt 4F', city: 'Brooklyn', st: 'NY', zip: '11213' },
  amount: 3215.62,
  css: `.page{padding:46px 62px;font-family:'Nimbus Roman',serif;font-size:10pt;line-height:1.32}
   .xcap{display:grid;grid-template-columns:58% 42%;font-family:'Nimbus Mono PS',monospace;font-size:9.5pt;line-height:1.3}`,
  body: d => `<div class="b">${courtLines(d)}</div>
  <div class="xcap" style="margin-top:6px"><div>----------------------------------------X<br>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;- against -<br>${d.def.printed} a/k/a ${d.def.aka},<br>${d.addr.street.toUpperCase()}<br>${d.addr.city.toUpperCase()}, NY ${d.addr.zip}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.<br>----------------------------------------X</div>
  <div style="font-family:'Nimbus Roman',serif;font-size:10pt;padding-left:10px">Index No. ${d.caseNo}<br>Date Filed: 10/09/2026<br><br><b>SUMMONS WITH ENDORSED COMPLAINT</b><br>(Consumer Credit Transaction)<br><br>Plaintiff's residence: 1 Penn Plaza Circle, Suite 2405, New York, NY 10119<br>Basis of venue: Defendant's residence</div></div>
  <p style="margin-top:8px"><b>To the named defendant:</b> YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings, at the office of the Clerk of the said Court at 141 Livingston Row, Brooklyn, NY 11201, in the County of Kings, State of New York, within the time provided by law as noted below and to file your answer to the endorsed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of ${$(d.amount)} with interest thereon from 04/30/2026 together with the costs of this action.</p>
  <p class="b">ENDORSED COMPLAINT</p>
  <p>1. Plaintiff is the assignee of a credit card account (no. ending 2290) issued by Metro Harbor Bank, N.A. to defendant. 2. Defendant defaulted and there remains due a principal balance of ${$(d.amount)}, no part of which has been paid. 3. Plaintiff demands judgment for ${$(d.amount)}, plus statutory interest of 9% from 04/30/2026 ($145.89 to date) and costs and disbursements ($45.00 index fee, $20.00 service).</p>
  <p class="foot" style="border:1px solid #000;padding:4px 6px">Note: The law provides that (a) if this summons is served by its delivery to you personally within the County of Kings, you must appear and answer within TWENTY days after such service; or (b) if this summons is served by delivery to any person other than you personally, or is served outside the County of Kings, you are allowed THIRTY days after proof of service is filed with the Clerk within which to appear and answer. <b>Aviso:</b> Usted está siendo demandado. Si no responde, se puede dictar un fallo en su contra y embargar su salario o cuenta bancaria. Para ayuda, llame al (718) 555-0161.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:6px;font-size:9.5pt"><div>Dated: October 9, 2026<br>Kings County, New York<br><br>Clerk's e-mail for filings: kingsciv@nycourts.example.gov</div>
   <div>${d.firm.printed}<br>Attorneys for Plaintiff<br>By: <i>/s/ ${d.atty.name}</i><br>${d.atty.name}, Esq.<br>45 Main St., Suite 808, Brooklyn, NY 11201<br>(718) 555-0166 · ${d.atty.email}<br>Our File No.: GAS-26-11873</div></div>
  <div class="foot" style="position:absolute;bottom:24px;left:62px;right:62px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>THIS COMMUNICATION IS FROM A DEBT COLLECTOR.</span><span>CIV-GP-4 (consumer credit)</span></div>`,
},
];
