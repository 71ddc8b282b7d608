// Documents 21-30 (21-26 court papers, 27-30 letters).
'use strict';
const L = require('./lib');
const { usd, money, nm, NM, lastFirst, cityLine, courtLines, stamp, faxHeader, sig, barcode, imb } = L;

const docs = [];

// ---------------------------------------------------------------- 21 NY Syracuse City Court summons (fax header from a legal clinic)
docs.push({
  n: 21, state: 'NY', kind: 'summons',
  layout: 'New York city-court consumer-credit summons in a light Bookman face; big "SUMMONS" title top-left with the court heading right-aligned; fax header from a legal clinic (another organisation\'s name and phone) across the top; index number in a bordered box; separate plaintiff/defendant address panel; paralegal e-mail distractor',
  font: "'URW Bookman'", size: 9.5, weight: 300,
  c: { first: 'Shawn', mi: 'D.', last: 'McAllister', street: '1207 Park St, Apt 3', city: 'Syracuse', st: 'NY', zip: '13208' },
  plaintiff: 'Hudson Crest Recovery Group, LLC', plaintiffTail: '',
  firm: 'Tierney & Lomax, P.C.', atty: 'Brian F. Lomax', email: 'blomax@tierneylomax.com',
  amount: 1734.60, caseNo: 'CV-01733-26', court: ['City Court of the City of Syracuse', 'County of Onondaga'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.page{font-weight:300}
b,.b{font-weight:600}
.hd{display:flex;justify-content:space-between;align-items:flex-start;margin-top:8px}
.ix{border:2px solid #000;padding:4px 10px;display:inline-block;margin-top:6px}
.pan{display:flex;border:1px solid #000;margin-top:10px} .pan>div{flex:1;padding:6px 8px} .pan>div+div{border-left:1px solid #000}
.lab{display:block;font-size:7pt;text-transform:uppercase;letter-spacing:.4px}
p{text-align:justify}
`, body: `
${faxHeader('NOV-25-2026 15:08   SALT CITY LEGAL CLINIC   (315) 555-0174          #4417 P.002/005', "'Nimbus Mono PS'", 8)}
<div style="padding:44px 64px 30px 64px">
 <div class="hd">
  <div><div class="b" style="font-size:24pt;letter-spacing:3px">SUMMONS</div><div class="sm">CONSUMER CREDIT TRANSACTION</div></div>
  <div class="r"><div class="b" style="font-size:11pt">${cl[0][0]}</div><div class="b">${cl[1][0]}</div><div class="ix r"><span class="lab">Index No.</span><b style="font-size:11pt">${d.caseNo}</b></div></div>
 </div>
 <div class="pan">
  <div><span class="lab">Plaintiff</span><b>${d.plaintiff}</b><br>1 Vantage Commons, Suite 300<br>Getzville, NY 14068</div>
  <div><span class="lab">Defendant</span><b>${nm(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}</div>
 </div>
 <p style="margin-top:12px"><b>To the above-named Defendant:</b> You are hereby summoned to appear in the City Court of the City of Syracuse, County of Onondaga, State of New York, at the office of the Clerk of said Court at 505 State Commons, Room 130, Syracuse, NY 13202, within the time provided by law as noted below and to file your answer to the annexed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of <b>${usd(d.amount)}</b> with interest thereon from the 15th day of April, 2025, together with the costs of this action.</p>
 <p>The monetary jurisdiction of this Court is $15,000. Costs claimed: index fee $45.00, service $65.00.</p>
 <div style="border:1px solid #000;padding:6px 8px;margin-top:6px" class="sm"><b>NOTE:</b> The law or rules of court provide that: (a) If this summons is served by its delivery to you personally within the County of Onondaga, you must appear and answer within TWENTY days after such service; or (b) If this summons is served by delivery to any person other than you personally, or is served outside the County of Onondaga, or by publication, or by any means other than personal delivery to you within the County of Onondaga, you are allowed THIRTY days after service is complete within which to appear and answer.</div>
 <div style="border:2px solid #000;padding:6px 8px;margin-top:8px"><b>IMPORTANT! YOU ARE BEING SUED!</b> This is a court paper — a summons. Don't throw it away! Talk to a lawyer right away! Part of your pay can be taken from you (garnisheed). If you do not bring this to court, or see a lawyer, your property can be taken and your credit rating can be hurt! You may have to pay other costs as well.</div>
 <div style="display:flex;justify-content:space-between;margin-top:14px">
  <div>Dated: November 20, 2026</div>
  <div style="width:320px"><b>${d.firm.toUpperCase()}</b><br><div style="border-bottom:1px solid #000;height:26px">${sig(d.atty, 15)}</div>By: ${d.atty}, Esq.<br>Attorneys for Plaintiff<br>250 S. Clinton St, Suite 410<br>Syracuse, NY 13202<br>(315) 555-0156<br>${d.email}<br><span class="sm">Paralegal: kmoss@tierneylomax.com</span></div>
 </div>
 <div class="xs" style="position:absolute;bottom:22px;left:64px;right:64px">Our file: TL-55290 · Original creditor: Onondaga Lake Bank · This communication is from a debt collector.</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 22 MO Greene County certified-mail summons with envelope window
docs.push({
  n: 22, state: 'MO', kind: 'summons',
  layout: 'Missouri associate-circuit summons sent by certified mail: top third is a window-envelope mailer (clerk return address, certified-mail number with barcode, 4-state postal bar, addressee block in capitals with ZIP+4); fold line; caption with docket barcode sticker beside the case number; court cost deposit and interest stated separately',
  font: "'Liberation Sans'", size: 9.5,
  c: { first: 'Terrell', mi: 'J.', last: 'Hastings', street: '2840 W Catalpa St', city: 'Springfield', st: 'MO', zip: '65807' },
  plaintiff: 'Ozark Ledge Bank', plaintiffTail: '',
  firm: 'Millsap Cordova LLC', atty: 'Rachel N. Cordova', email: 'rcordova@millsapcordova.com',
  amount: 2589.93, caseNo: '2631-AC02219', court: ['Circuit Court of Greene County, Missouri', 'Associate Circuit Division'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.mail{height:330px;position:relative;border-bottom:1px dashed #777}
.win{position:absolute;top:170px;left:70px;width:380px;font-family:'Liberation Mono';font-size:10.5pt;line-height:1.3}
.cap{display:flex;margin-top:8px} .cap .l{flex:1;border-right:1px solid #000;padding-right:10px} .cap .rr{width:260px;padding-left:12px}
p{text-align:justify}
`, body: `
<div class="mail">
 <div style="position:absolute;top:40px;left:60px;font-size:8.5pt;line-height:1.3"><b>GREENE COUNTY CIRCUIT CLERK</b><br>1128 N. Boonville Commons<br>Springfield, MO 65802<br><span class="xs">OFFICIAL BUSINESS — RETURN SERVICE REQUESTED</span></div>
 <div style="position:absolute;top:36px;right:60px;text-align:right;font-size:7.5pt"><b style="font-size:9pt">CERTIFIED MAIL®</b><div style="display:inline-block;margin-top:2px">${barcode('9407111898765432109876', 220, 30)}</div><br>9407 1118 9876 5432 1098 76<br>RETURN RECEIPT REQUESTED</div>
 <div class="win">${imb(d.c.zip + d.c.street, 300, 13)}<div style="margin-top:4px">${NM(d.c).replace(/\./g, '')}<br>${d.c.street.toUpperCase()}<br>${d.c.city.toUpperCase()} ${d.c.st} ${d.c.zip}-4411</div></div>
 <div class="xs" style="position:absolute;bottom:4px;right:60px">— fold here —</div>
</div>
<div style="padding:12px 60px 24px 60px">
 <div class="c b" style="font-size:10.5pt">IN THE ${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="cap">
  <div class="l">${d.plaintiff}, Plaintiff,<br>vs.<br>${nm(d.c)}, Defendant.</div>
  <div class="rr" style="display:flex;gap:8px;align-items:flex-start"><div>Case Number:<br><b style="font-size:11pt">${d.caseNo}</b><br><span class="sm">Division 3 · Judge T. Marchetti</span></div><div style="border:1px solid #444;padding:2px 3px;transform:rotate(2deg)">${barcode('D' + d.caseNo, 90, 22)}<div class="xs">DOCKET 11/12/26</div></div></div>
 </div>
 <div class="c b" style="font-size:12pt;margin:10px 0 4px">SUMMONS — SERVICE BY CERTIFIED MAIL</div>
 <p><b>The State of Missouri to the Defendant named above:</b> You are summoned to appear before this court on <b>January 14, 2027 at 9:00 a.m.</b>, Courtroom 3, 1128 N. Boonville Commons, Springfield, Missouri, to answer the petition of Plaintiff, a copy of which is attached. If you fail to appear, judgment by default may be taken against you for the relief demanded in the petition.</p>
 <table style="margin:4px 0 8px 0;width:100%;border-collapse:collapse" class="sm">
  <tr><td style="border:1px solid #000;padding:3px 6px;width:33%">Principal sought in petition<br><b style="font-size:10.5pt">${usd(d.amount)}</b></td><td style="border:1px solid #000;padding:3px 6px;width:33%">Interest at 9% (stated separately)<br>$194.25</td><td style="border:1px solid #000;padding:3px 6px">Court cost deposit<br>$96.00</td></tr>
 </table>
 <p class="sm">Plaintiff's attorney: ${d.atty}, #66917, <b>${d.firm}</b>, 1949 E. Sunshine St, Suite 2-200, Springfield, MO 65804 · (417) 555-0165 · ${d.email}</p>
 <p class="sm">Court address and phone: Greene County Judicial Courts Facility, 1128 N. Boonville Commons, Springfield, MO 65802 · (417) 555-0106 · civilclerk@greenecocircuit-clerk.org. Plaintiff's address: 300 S. Jefferson Commons, Springfield, MO 65806.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px"><div>Date issued: 11/12/2026</div><div>______________________________ Clerk</div></div>
 <div class="xs" style="position:absolute;bottom:18px;left:60px;right:60px">Loan no. OLB-33018-27 · This summons was mailed by the clerk to the defendant at the address shown above.</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 23 CA Riverside summons mostly in Spanish
docs.push({
  n: 23, state: 'CA', kind: 'summons',
  layout: 'California summons printed mostly in Spanish ("Citación judicial") with short English glosses; court name over three short lines in a box at top right; Does 1 a 20; Spanish notices; amount and defendant address in labelled Spanish boxes',
  font: "'DejaVu Sans'", size: 8.5,
  c: { first: 'Héctor', mi: 'M.', last: 'Villaseñor', street: '13870 Frederick St, Apt 112', city: 'Moreno Valley', st: 'CA', zip: '92553' },
  plaintiff: 'Cresta Azul Financial, Inc.', plaintiffTail: ', una corporación de California',
  firm: 'Ibarra Whitcomb, APC', atty: 'Lucía R. Ibarra', email: 'libarra@ibarrawhitcomb.com',
  amount: 4730.26, caseNo: 'CVRI2605518', court: ['Superior Court|of California,|County of Riverside'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.ct{border:2px solid #000;padding:6px 12px;text-align:center;font-weight:bold;font-size:10.5pt;line-height:1.25;width:230px}
.fill{border-bottom:1px solid #000;padding:2px 4px;font-size:9.5pt}
.lab{font-size:7.5pt}
.nt{font-size:7.5pt;line-height:1.25;text-align:justify;margin-top:6px}
.bx{border:1px solid #000;padding:4px 6px}
`, body: `
<div style="padding:42px 50px 30px 50px" lang="es">
 <div class="hd">
  <div style="width:430px">
   <div class="b" style="font-size:18pt">CITACIÓN JUDICIAL</div>
   <div class="b" style="font-size:10pt">(SUMMONS)</div>
   <div class="lab b" style="margin-top:10px">AVISO AL DEMANDADO: (Notice to defendant):</div>
   <div class="fill">${NM(d.c)}; y DOES 1 a 20, inclusive</div>
   <div class="lab b" style="margin-top:8px">LO ESTÁ DEMANDANDO EL DEMANDANTE: (You are being sued by plaintiff):</div>
   <div class="fill">${d.plaintiff.toUpperCase()}${d.plaintiffTail}</div>
  </div>
  <div><div class="ct">${cl[0].join('<br>')}</div><div class="bx" style="margin-top:6px;width:230px"><span class="lab">NÚMERO DEL CASO (Case number):</span><div class="b" style="font-size:11pt">${d.caseNo}</div></div></div>
 </div>
 <div class="nt"><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación.</div>
 <div class="nt">Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen. Su respuesta por escrito tiene que estar en formato legal correcto si desea que procesen su caso en la corte. Es posible que haya un formulario que usted pueda usar para su respuesta. Puede encontrar estos formularios de la corte y más información en el Centro de Ayuda de las Cortes de California o en la biblioteca de leyes de su condado. Si no puede pagar la cuota de presentación, pida al secretario de la corte que le dé un formulario de exención de pago de cuotas. Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia.</div>
 <div class="nt">Hay otros requisitos legales. Es recomendable que llame a un abogado inmediatamente. Si no conoce a un abogado, puede llamar a un servicio de remisión a abogados. Si no puede pagar a un abogado, es posible que cumpla con los requisitos para obtener servicios legales gratuitos de un programa de servicios legales sin fines de lucro.</div>
 <div class="nt"><i>NOTICE! You have been sued. You have 30 calendar days after this summons is served on you to file a written response at this court. (English text on reverse.)</i></div>
 <div style="margin-top:8px"><span class="lab">El nombre y dirección de la corte es: (The name and address of the court is):</span><div class="fill">Riverside Historic Courthouse, 4210 Main Commons, Riverside, CA 92501</div></div>
 <div style="margin-top:6px"><span class="lab">El nombre, la dirección y el número de teléfono del abogado del demandante es: (Plaintiff's attorney):</span><div class="fill">${d.atty} (SBN 296840), ${d.firm.toUpperCase()}, 3750 University Ave, Suite 250, Riverside, CA 92501 · (951) 555-0142 · ${d.email}</div></div>
 <div style="display:flex;gap:10px;margin-top:8px">
  <div class="bx" style="flex:1"><span class="lab">Dirección del demandado (Defendant's address):</span><div style="font-size:9.5pt">${d.c.street}<br>${cityLine(d.c)}</div></div>
  <div class="bx" style="flex:1"><span class="lab">Cantidad principal reclamada (Principal claimed):</span><div class="b" style="font-size:10.5pt">${usd(d.amount)}</div><span class="lab">Intereses: $388.15 · Costas: $370.00 · Caso civil limitado (no excede $35,000)</span></div>
 </div>
 <div style="margin-top:8px"><span class="lab">Fecha (Date):</span> <span class="fill">12/01/2026</span> &nbsp; <span class="lab">Secretario, por (Clerk, by):</span> <span class="fill">M. Ochoa</span> <span class="lab">, Adjunto (Deputy)</span></div>
 <div class="bx" style="margin-top:8px;font-size:7.5pt"><b>AVISO A LA PERSONA QUE RECIBIÓ LA ENTREGA:</b> Esta citación se le entrega 1. ☐ como demandado individual. 2. ☐ como la persona demandada bajo el nombre ficticio de: __________ 3. ☐ en nombre de: __________ 4. ☐ por entrega personal en la fecha: __________</div>
 <div class="xs" style="position:absolute;bottom:22px;left:50px;right:50px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px"><span>Formulario SUM-100 S · Traducción</span><span>Correo del tribunal para presentación electrónica: efiling@riv-superiorcourt-filing.org</span><span>Página 1 de 1</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 24 MN Ramsey conciliation court (goldenrod, FILED stamp, mono fill-in)
docs.push({
  n: 24, state: 'MN', kind: 'conciliation court claim and summons',
  layout: 'Minnesota conciliation-court claim and summons on goldenrod paper; printed sans-serif form labels with typewriter (monospace) fill-ins; "Court File No." label with number on next line; red FILED stamp over the caption; hearing notice; fee and total lines',
  font: "'Liberation Mono'", size: 9.5, paper: '#f1dc9a',
  c: { first: 'Mai', mi: 'Y.', last: 'Thao', street: '1187 Arcade St, Apt 6', city: 'Saint Paul', st: 'MN', zip: '55106' },
  plaintiff: 'Northwind Card Funding LLC', plaintiffTail: '',
  firm: 'Gundersen Pyle Law Office, P.A.', atty: 'Leif A. Gundersen', email: 'lgundersen@gundersenpyle.com',
  amount: 3318.77, caseNo: '62-CO-26-1127', court: ['Conciliation Court', 'Ramsey County'],
  render(d) {
    return { css: `
.f{font-family:'Nimbus Sans';font-size:7.5pt;text-transform:uppercase;display:block}
.hd{display:flex;justify-content:space-between;align-items:flex-start;font-family:'Nimbus Sans'}
.g{width:100%} .g td{border:1px solid #333;padding:4px 7px;vertical-align:top}
.tx{font-family:'Nimbus Sans';font-size:8.5pt;text-align:justify;line-height:1.3}
`, body: `
<div style="padding:44px 56px 30px 56px">
 <div class="hd">
  <div><div style="font-size:8pt">STATE OF MINNESOTA</div><div class="b" style="font-size:15pt">${d.court[0].toUpperCase()}</div><div class="b" style="font-size:11pt">${d.court[1].toUpperCase()}</div></div>
  <div style="border:1px solid #000;padding:5px 10px;width:220px"><span class="f">Court File No.</span><div style="font-family:'Liberation Mono';font-size:11.5pt;font-weight:bold">${d.caseNo}</div><span class="f" style="margin-top:3px">Case type: Conciliation — Contract</span></div>
 </div>
 ${stamp({ lines: ['FILED', 'Ramsey County Court Admin.', 'NOV 17 2026'], color: '#b3261e', rot: 11, top: 70, left: 300, size: 10.5 })}
 <div class="c b" style="font-family:'Nimbus Sans';font-size:13pt;margin:14px 0 6px">STATEMENT OF CLAIM AND SUMMONS</div>
 <table class="g">
  <tr><td style="width:50%"><span class="f">Plaintiff (name, address, phone)</span>${d.plaintiff}<br>c/o ${d.firm}<br>2233 Hamline Ave N, Suite 320<br>Roseville, MN 55113</td>
      <td><span class="f">Defendant (name, address)</span><b>${NM(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}</td></tr>
  <tr><td><span class="f">Attorney for plaintiff (optional in conciliation court)</span>${d.atty} (#0402217)<br>${d.email}<br>(651) 555-0129</td>
      <td><span class="f">Amount of claim</span><b style="font-size:11.5pt">${usd(d.amount)}</b><span class="f" style="margin-top:4px">Filing fee paid</span>$75.00<span class="f" style="margin-top:4px">Total with fee</span>$3,393.77</td></tr>
  <tr><td colspan="2"><span class="f">Statement of claim (what happened)</span>Defendant owes the unpaid balance of a credit card account ending 5042 issued by Como Park Bank and sold to Plaintiff on 09/30/2025. Last payment 03/02/2025. Balance stated as of 10/31/2026. Conciliation court limit: $15,000.</td></tr>
 </table>
 <div style="border:2px solid #000;margin-top:10px;padding:6px 10px">
  <div class="b" style="font-family:'Nimbus Sans'">SUMMONS AND NOTICE OF HEARING</div>
  <div class="tx">You are hereby summoned to appear for a hearing in Conciliation Court on <b>January 21, 2027 at 1:30 p.m.</b>, Courtroom 130, Ramsey County Courthouse, 15 Kellogg Commons W, Saint Paul, MN 55102. If you do not appear, a judgment may be entered against you for the amount claimed plus costs. If you have a claim against the plaintiff, you may file a counterclaim at least five days before the hearing. Interpreter requests: (651) 555-0105. Court administration e-mail: conciliation.ramsey@mncourts-admin.org</div>
 </div>
 <div style="display:flex;justify-content:space-between;margin-top:12px">
  <div><span class="f">Date</span>11/14/2026</div>
  <div style="width:300px"><span class="f">Signature of plaintiff / attorney</span><div style="height:28px;border-bottom:1px solid #000">${sig(d.atty, 15)}</div>${d.atty}<br><b>${d.firm}</b></div>
 </div>
 <div class="xs" style="font-family:'Nimbus Sans';position:absolute;bottom:20px;left:56px;right:56px;display:flex;justify-content:space-between"><span>CON102 · Rev. 2025</span><span>DEFENDANT'S COPY (GOLDENROD)</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 25 HI District Court complaint (attorney block top-left)
docs.push({
  n: 25, state: 'HI', kind: 'complaint',
  layout: 'Hawaii district-court assumpsit complaint; attorney/firm block (LLLC, bar number, e-mail) top-left above the caption; three-line court heading; "Civil No." caption cell with document list; John Does 1-10; 25% attorney fee and interest stated separately',
  font: "'DejaVu Serif'", size: 10,
  c: { first: 'Leilani', mi: 'K.', last: 'Kahananui', street: '94-245 Leowahine St, Apt 1203', city: 'Waipahu', st: 'HI', zip: '96797' },
  plaintiff: 'Kona Ridge Funding, LLC', plaintiffTail: '',
  firm: 'Tanaka Kealoha LLLC', atty: 'Derek S. Tanaka', email: 'dtanaka@tanakakealoha.com',
  amount: 9876.40, caseNo: '1DRC-26-0004512', court: ['District Court of the First Circuit', 'Honolulu Division', 'State of Hawaii'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.cap{display:flex;margin-top:10px} .cap .l{width:52%;border-right:1px solid #000;border-bottom:1px solid #000;padding-right:8px} .cap .rr{padding-left:14px}
p{text-align:justify}
`, body: `
<div style="padding:52px 70px 30px 70px">
 <div style="line-height:1.25">${d.firm.toUpperCase()}<br>A Limited Liability Law Company<br><br>${d.atty.toUpperCase()} &nbsp; 10482<br>${d.email}<br>1099 Alakea Commons, Suite 1400<br>Honolulu, Hawaii 96813<br>Telephone: (808) 555-0127<br><br>Attorneys for Plaintiff<br>${d.plaintiff.toUpperCase()}</div>
 <div class="c b" style="margin-top:18px">IN THE ${cl[0][0]}<br>${cl[1][0]}<br>${cl[2][0]}</div>
 <div class="cap">
  <div class="l">${d.plaintiff.toUpperCase()},<br><span style="margin-left:110px">Plaintiff,</span><br>vs.<br>${NM(d.c)}; JOHN DOES 1-10,<br><span style="margin-left:110px">Defendants.</span><br><br></div>
  <div class="rr">CIVIL NO. ${d.caseNo}<br>(Assumpsit)<br><br>COMPLAINT; EXHIBIT "A"; SUMMONS</div>
 </div>
 <div class="c b" style="margin:12px 0 6px">COMPLAINT</div>
 <p>Plaintiff ${d.plaintiff}, by and through its attorneys, alleges as follows:</p>
 <p>1. Defendant ${NM(d.c)} ("Defendant") is, and at all relevant times was, a resident of the City and County of Honolulu, State of Hawaii, residing at ${d.c.street}, ${cityLine(d.c)}.</p>
 <p>2. Defendant obtained a revolving credit account from Aloha Tower Bank (account ending 7710). Plaintiff acquired all rights to the account by assignment dated July 31, 2025.</p>
 <p>3. Defendant defaulted. The principal balance of <b>${usd(d.amount)}</b> remains due and owing to Plaintiff.</p>
 <p>4. Pursuant to HRS § 607-14, Plaintiff is entitled to attorneys' fees not to exceed 25% of the judgment, computed separately at $2,469.10, and to prejudgment interest at 10% per annum ($823.03 to date).</p>
 <p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of ${usd(d.amount)}, together with attorneys' fees, interest and costs of court (filing fee $120.00), and the district court's jurisdictional limit of $40,000 is not exceeded.</p>
 <div style="display:flex;justify-content:space-between;margin-top:12px">
  <div>DATED: Honolulu, Hawaii, November 16, 2026.</div>
  <div style="width:280px"><div style="border-bottom:1px solid #000;height:26px">${sig(d.atty, 15)}</div>${d.atty.toUpperCase()}<br>Attorney for Plaintiff</div>
 </div>
 <div class="xs" style="position:absolute;bottom:20px;left:70px;right:70px;display:flex;justify-content:space-between"><span>TK File No. 26-3308 · Courthouse: 1111 Alakea Commons, Honolulu, HI 96813</span><span>Court e-filing: jefs-support@hawaiicourts-efile.org</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 26 SD Minnehaha small claims, unrepresented clinic
docs.push({
  n: 26, state: 'SD', kind: 'small claims claim and order to appear',
  layout: 'South Dakota small-claims form with the "State of South Dakota ) SS ) County of Minnehaha" venue caption as a ruled table and court heading in the right cell; case number with leading county code; unrepresented medical-clinic plaintiff signed by its office manager (no law firm or attorney e-mail); billing e-mail and clerk e-mail distractors',
  font: "'Nimbus Sans'", size: 9.5,
  c: { first: 'Dustin', mi: 'W.', last: 'Brandvold', street: '4709 W 41st St, Apt 204', city: 'Sioux Falls', st: 'SD', zip: '57106' },
  plaintiff: 'Prairie Sky Family Clinic, P.C.', plaintiffTail: '',
  firm: null, atty: null, email: null,
  amount: 1642.00, caseNo: '49SMC26-001873', court: ['Circuit Court', 'Second Judicial Circuit'],
  render(d) {
    return { css: `
.ss{width:100%} .ss td{border:1px solid #000;padding:4px 8px;vertical-align:middle}
.g{width:100%;margin-top:8px} .g td{border:1px solid #000;padding:4px 7px;vertical-align:top}
.lab{display:block;font-size:7pt;text-transform:uppercase}
p{text-align:justify}
`, body: `
<div style="padding:46px 58px 30px 58px">
 <table class="ss">
  <tr><td style="width:38%">STATE OF SOUTH DAKOTA</td><td style="width:8%" class="c">)</td><td rowspan="3" class="c b" style="font-size:11pt;line-height:1.5">IN ${d.court[0].toUpperCase()}<br><br>${d.court[1].toUpperCase()}</td></tr>
  <tr><td></td><td class="c">:SS</td></tr>
  <tr><td>COUNTY OF MINNEHAHA</td><td class="c">)</td></tr>
 </table>
 <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:10px">
  <div class="b" style="font-size:14pt">SMALL CLAIMS<br><span style="font-size:10.5pt">CLAIM AND ORDER TO APPEAR</span></div>
  <div style="border:1.5px solid #000;padding:4px 10px"><span class="lab">File / Case No.</span><b style="font-size:11.5pt">${d.caseNo}</b></div>
 </div>
 <table class="g">
  <tr><td style="width:50%"><span class="lab">Plaintiff</span><b>${d.plaintiff}</b><br>5200 S Louise Ave, Suite 110<br>Sioux Falls, SD 57108<br>(605) 555-0118 · billing@prairieskyclinic.com</td>
      <td><span class="lab">Defendant</span><b>${nm(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}</td></tr>
  <tr><td colspan="2"><span class="lab">Plaintiff's claim</span>Defendant owes <b>${usd(d.amount)}</b> for medical services provided to Defendant and dependents between 02/2025 and 07/2025 (patient acct. 00418832), after insurance payments and adjustments. Statements mailed monthly; no payment received since 08/14/2025.</td></tr>
  <tr><td><span class="lab">Amount claimed</span><b style="font-size:11pt">${usd(d.amount)}</b></td><td><span class="lab">Filing fee / service fee / total</span>$34.00 / $50.00 / $1,726.00</td></tr>
 </table>
 <p style="margin-top:10px"><b>ORDER TO APPEAR:</b> You are ordered to appear at the Minnehaha County Courthouse, 415 N Dakota Commons, Sioux Falls, SD 57104, Courtroom 3B, on <b>January 13, 2027 at 10:00 a.m.</b> to answer this claim. If you fail to appear, judgment may be entered against you for the amount claimed plus costs. Small claims jurisdiction is limited to $12,000. Neither party is represented by an attorney in this proceeding.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px">
  <div style="width:300px"><span class="lab">Plaintiff's signature (verified claim)</span><div style="height:28px;border-bottom:1px solid #000">${sig('Karen J. Ostby', 15)}</div>Karen J. Ostby, Office Manager<br>on behalf of ${d.plaintiff}</div>
  <div style="width:240px;border:1px solid #000;padding:4px 6px" class="sm"><span class="lab">Clerk of courts</span>Filed 11/20/2026 · Receipt 26-77104<br>Deputy clerk: ______________<br>smallclaims2@sdcourts-clerk.org · (605) 555-0107</div>
 </div>
 <div style="margin-top:12px;border-top:1px dashed #000;padding-top:4px" class="sm"><b>RETURN OF SERVICE</b> — Served by certified mail, return receipt requested, addressed to the defendant at the address above. Receipt signed: ____________ Date: ________</div>
 <div class="xs" style="position:absolute;bottom:20px;left:58px;right:58px">UJS-200 style small claims form · Page 1 of 2</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 27 OR collection letter (Reg F validation notice, window envelope)
docs.push({
  n: 27, state: 'OR', kind: 'collection letter',
  layout: 'Collection-agency validation notice in the Regulation F model style; return address and window-envelope addressee block with postal bar code top-left; reference box top-right; itemization table ("as of" balance, fees, payments, total now); settlement offer; dispute tear-off at bottom with agency PO box',
  font: "'Liberation Sans'", size: 9.5,
  c: { first: 'Nathaniel', mi: 'B.', last: 'Hargrove', street: '3520 SE 122nd Ave Apt 38', city: 'Portland', st: 'OR', zip: '97236' },
  plaintiff: 'Rosewood Bay Receivables, LLC', plaintiffTail: '',
  firm: null, atty: null, email: null,
  amount: 1797.07, caseNo: null, court: null,
  render(d) {
    return { css: `
.it td{padding:2px 8px} .it{margin:4px 0 6px 0}
.box{border:1px solid #000;padding:6px 8px}
p{margin-bottom:5px}
`, body: `
<div style="padding:40px 56px 24px 56px">
 <div style="display:flex;justify-content:space-between">
  <div style="font-size:8pt;line-height:1.3"><b style="font-size:11pt">Cascadia Recovery Associates, Inc.</b><br>PO Box 4417<br>Beaverton, OR 97076<br>(503) 555-0149 · Mon–Fri 8–6 PT</div>
  <div class="box" style="font-size:8.5pt;width:240px">Date: December 1, 2026<br>Reference #: CRA-5519207<br>Original account #: xxxx-xxxx-xxxx-3904<br>help@cascadiarecovery.com</div>
 </div>
 <div style="margin:26px 0 0 14px;width:330px;font-size:10pt;line-height:1.3">${imb('OR' + d.c.zip, 260, 12)}<div style="margin-top:3px">${nm(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}</div></div>
 <p style="margin-top:24px">Cascadia Recovery Associates, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>${d.plaintiff}</b>. We will use any information you give us to help collect the debt.</p>
 <div class="box"><b>Our information shows:</b><br>You had a credit card from Juniper Crest Bank with account number ending 3904.
  <table class="it">
   <tr><td>As of January 15, 2026, you owed:</td><td class="r">$1,912.07</td></tr>
   <tr><td>Between January 15, 2026 and today:</td><td></td></tr>
   <tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
   <tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $35.00</td></tr>
   <tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">– $150.00</td></tr>
   <tr><td class="b">Total amount of the debt now:</td><td class="r b" style="border-top:1px solid #000">${usd(d.amount)}</td></tr>
  </table>
 </div>
 <div style="display:flex;gap:12px;margin-top:8px">
  <div class="box" style="flex:1"><b>How can you dispute the debt?</b><br>Call or write to us by <b>January 20, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by January 20, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</div>
  <div class="box" style="flex:1"><b>What else can you do?</b><br>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options.<br><i>Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</i></div>
 </div>
 <p style="margin-top:8px"><b>Settlement opportunity:</b> We are authorized to accept <b>$1,078.24</b> (a 40% savings) as payment in full if received by January 15, 2027. We are not obligated to renew this offer.</p>
 <p class="sm">Oregon collection agency registration no. OR-CA-20931. Calls to or from this company may be monitored or recorded.</p>
 <div style="border-top:2px dashed #000;margin-top:10px;padding-top:6px;display:flex;gap:14px;font-size:8.5pt">
  <div style="flex:1"><b>How do you want to respond?</b><br>☐ I want to dispute the debt because I think: ☐ This is not my debt. ☐ The amount is wrong. ☐ Other.<br>☐ I want you to send me the name and address of the original creditor.<br>☐ I enclosed this amount: $ __________<br>Make your check payable to Cascadia Recovery Associates, Inc. Include reference number CRA-5519207.</div>
  <div style="width:240px">Mail this form to:<br><b>Cascadia Recovery Associates, Inc.</b><br>PO Box 4417<br>Beaverton, OR 97076<br><br>${nm(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}</div>
 </div>
</div>` };
  },
});

// ---------------------------------------------------------------- 28 MA collection letter (classic, MA notice, coupon)
docs.push({
  n: 28, state: 'MA', kind: 'collection letter',
  layout: 'Classic collection-agency letter: centred letterhead, window addressee block, account summary panel (current and original creditor, charge-off balance, balance due), settlement offer, Massachusetts "Notice of important rights" in capitals, detachable payment coupon with remit-to address',
  font: "'C059'", size: 10,
  c: { first: 'Colleen', mi: 'F.', last: 'Moriarty', street: '27 Chatham St, Apt 3R', city: 'Worcester', st: 'MA', zip: '01609' },
  plaintiff: 'Minuteman Card Funding, LLC', plaintiffTail: '',
  firm: null, atty: null, email: null,
  amount: 2463.80, caseNo: null, court: null,
  render(d) {
    return { css: `
.lh{text-align:center;border-bottom:2px solid #1d3557;padding-bottom:6px;color:#1d3557}
.sum td{padding:2px 8px;border-bottom:1px solid #bbb}
p{text-align:justify}
`, body: `
<div style="padding:40px 64px 24px 64px">
 <div class="lh"><div class="b" style="font-size:15pt;letter-spacing:1px">BAY COLONY ACCOUNT SERVICES, LLC</div><div class="sm">210 Forest Commons Park, Suite 5 · Marlborough, MA 01752 · (508) 555-0115 · Toll free (800) 555-0116<br>Massachusetts Debt Collector License No. DC-1187 · www.baycolonyas.com</div></div>
 <div style="display:flex;justify-content:space-between;margin-top:22px">
  <div style="margin-left:10px;line-height:1.35">${nm(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}</div>
  <div style="width:250px;font-size:9pt">December 2, 2026</div>
 </div>
 <table class="sum" style="margin-top:20px;width:100%;font-size:9.5pt">
  <tr><td>Current creditor:</td><td><b>${d.plaintiff}</b></td><td>Our file no.:</td><td>BCAS-2208813</td></tr>
  <tr><td>Original creditor:</td><td>Nantucket Bay Bank</td><td>Account ending:</td><td>6120</td></tr>
  <tr><td>Balance at charge-off (05/31/2025):</td><td>$2,611.25</td><td><b>Balance due:</b></td><td><b>${usd(d.amount)}</b></td></tr>
 </table>
 <p style="margin-top:14px">Dear ${d.c.first} ${d.c.last}:</p>
 <p>The above account has been placed with our office for collection by ${d.plaintiff}. Our records show payments and credits of $147.45 since charge-off, leaving a balance due of <b>${usd(d.amount)}</b>. No interest or fees are being added to this balance.</p>
 <p>To resolve this matter we are prepared to accept <b>$1,600.00</b> as a settlement if payment is received by January 15, 2027. You may also call us to arrange monthly payments. Please call (508) 555-0115 or write to us at the address below.</p>
 <p>Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days that you dispute the debt, this office will obtain verification of the debt and mail you a copy.</p>
 <p>Sincerely,<br>Account Representative, ext. 214</p>
 <div style="border:1px solid #000;padding:6px 8px;font-size:8pt;margin-top:6px"><b>NOTICE OF IMPORTANT RIGHTS:</b> YOU HAVE THE RIGHT TO MAKE A WRITTEN OR ORAL REQUEST THAT TELEPHONE CALLS REGARDING YOUR DEBT NOT BE MADE TO YOU AT YOUR PLACE OF EMPLOYMENT. ANY SUCH ORAL REQUEST WILL BE VALID FOR ONLY TEN DAYS UNLESS YOU PROVIDE WRITTEN CONFIRMATION OF THE REQUEST POSTMARKED OR DELIVERED WITHIN SEVEN DAYS OF SUCH REQUEST. YOU MAY TERMINATE THIS REQUEST BY WRITING TO THE DEBT COLLECTOR.</div>
 <p class="sm" style="margin-top:6px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
 <div style="border-top:2px dashed #000;margin-top:10px;padding-top:6px;display:flex;justify-content:space-between;font-size:8.5pt">
  <div>PLEASE DETACH AND RETURN WITH YOUR PAYMENT<br>File no.: BCAS-2208813<br>Balance due: ${usd(d.amount)}<br>Amount enclosed: $ __________<br>Pay online: pay.baycolonyas.com</div>
  <div>Remit to:<br><b>Bay Colony Account Services, LLC</b><br>PO Box 9120<br>Boston, MA 02114</div>
 </div>
</div>` };
  },
});

// ---------------------------------------------------------------- 29 NE law-firm demand letter, no suit
docs.push({
  n: 29, state: 'NE', kind: 'law-firm demand letter (no suit)',
  layout: 'Law-firm demand letter on letterhead with a left sidebar listing attorneys (with e-mails); "Re:" block with creditor, account and balance; per-diem interest note; settlement offer; mentions a court where suit "may" be filed but no suit exists; payments e-mail distractor',
  font: "'P052'", size: 10,
  c: { first: 'Deborah', mi: 'L.', last: 'Kincaid', street: '4315 Cuming St, Apt 7', city: 'Omaha', st: 'NE', zip: '68131' },
  plaintiff: 'Platte Valley Portfolio LLC', plaintiffTail: '',
  firm: 'Kettering Sloane, P.C., L.L.O.', atty: 'Matthew J. Sloane', email: 'msloane@ketteringsloane.com',
  amount: 5284.15, caseNo: null, court: null,
  render(d) {
    return { css: `
.side{position:absolute;top:150px;left:40px;width:150px;font-size:7.5pt;line-height:1.35;border-right:1px solid #7a1f1f;padding-right:8px;color:#333}
.main{position:absolute;top:150px;left:215px;right:60px}
p{text-align:justify}
`, body: `
<div style="position:absolute;top:44px;left:40px;right:60px;display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #7a1f1f;padding-bottom:8px">
 <div><div class="b" style="font-size:17pt;color:#7a1f1f;letter-spacing:1px">${d.firm.toUpperCase()}</div><div class="sm">ATTORNEYS AT LAW</div></div>
 <div class="r sm">11414 W Center Rd, Suite 240<br>Omaha, NE 68144<br>Tel (402) 555-0114 · Fax (402) 555-0115</div>
</div>
<div class="side"><b>${d.atty}</b><br>Licensed in Nebraska and Iowa<br>${d.email}<br><br><b>Karen O. Ettinger</b><br>kettinger@ketteringsloane.com<br><br><b>Paul R. Kettering</b> (1949–2021)<br><br>Payments:<br>payments@ketteringsloane.com<br><br>Office hours<br>M–F 8:00–5:00 CT</div>
<div class="main">
 <div style="display:flex;justify-content:space-between"><div>December 3, 2026</div><div class="sm">Our File No.: KS-26-01192</div></div>
 <div style="margin-top:14px">VIA FIRST-CLASS MAIL</div>
 <div style="margin-top:8px;line-height:1.35">${nm(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}</div>
 <div style="margin:14px 0 8px 30px;line-height:1.35"><b>Re:</b> Creditor: ${d.plaintiff}<br>Original creditor: Cornhusker Savings Bank<br>Account ending: 8830<br>Balance: <b>${usd(d.amount)}</b></div>
 <p>Dear ${d.c.first} ${d.c.last}:</p>
 <p>This firm represents ${d.plaintiff}, the current owner of the above account. As of the date of this letter, the balance owed is <b>${usd(d.amount)}</b>. Our client has not authorized interest to be added while this letter is pending; if interest resumes, it will accrue at $1.45 per day.</p>
 <p>We would like to resolve this account without litigation. If you pay <b>$3,700.00</b> by January 10, 2027, our client will accept that amount in full satisfaction of the account. Payment arrangements are also available.</p>
 <p>If this matter is not resolved, our client may consider its options, which may include filing a lawsuit against you in the County Court of Douglas County, Nebraska. <b>No lawsuit has been filed against you at this time.</b></p>
 <p>Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, we will assume the debt to be valid. If you notify us in writing within the thirty-day period that the debt or any portion of it is disputed, we will obtain verification of the debt and mail it to you. Upon your written request within the thirty-day period, we will provide you with the name and address of the original creditor, if different from the current creditor.</p>
 <p>Very truly yours,</p>
 <div>${sig(d.atty, 17)}</div>
 <div>${d.atty}<br>${d.firm}</div>
 <p class="sm" style="margin-top:10px">This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose.</p>
</div>` };
  },
});

// ---------------------------------------------------------------- 30 WY law-firm letter: suit already filed
docs.push({
  n: 30, state: 'WY', kind: 'law-firm letter (suit filed)',
  layout: 'Law-firm letter announcing a filed lawsuit: letterhead with firm name between rules; addressee block; indented "Re:" block with case style, court line and civil action number (plus firm file number); costs, interest and settlement offer in the body; courtesy-copy e-mail distractor',
  font: "'Liberation Serif'", size: 10.5,
  c: { first: 'Cody', mi: 'R.', last: 'Haskins', street: '811 E 19th St, Unit B', city: 'Cheyenne', st: 'WY', zip: '82001' },
  plaintiff: 'High Plains Credit Acquisitions, LLC', plaintiffTail: '',
  firm: 'Bridger Tolan Law Group, P.C.', atty: 'Elise M. Tolan', email: 'etolan@bridgertolan.com',
  amount: 3045.72, caseNo: 'CV-2026-0004127', court: ['Circuit Court', 'First Judicial District', 'Laramie County, Wyoming'],
  render(d) {
    return { css: `
.lh{text-align:center;border-top:1px solid #000;border-bottom:1px solid #000;padding:6px 0}
p{text-align:justify}
`, body: `
<div style="padding:46px 76px 24px 76px">
 <div class="lh"><div style="font-size:17pt;letter-spacing:2px">${d.firm.toUpperCase()}</div><div class="sm">1720 Carey Ave, Suite 405 · Cheyenne, Wyoming 82001 · (307) 555-0137 · Fax (307) 555-0138</div></div>
 <div class="r sm" style="margin-top:6px">${d.atty}, Attorney at Law<br>Direct: (307) 555-0140 · ${d.email}</div>
 <div style="margin-top:16px">December 7, 2026</div>
 <div style="margin-top:14px;line-height:1.35">${nm(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}</div>
 <div style="margin:16px 0 10px 50px;line-height:1.4">
  <b>Re:</b> <i>${d.plaintiff} v. ${nm(d.c)}</i><br>
  ${d.court.join(', ')}<br>
  Civil Action No. ${d.caseNo}<br>
  Our file: BT-88107 · Original creditor: Big Horn Outfitters Credit, account ending 2214
 </div>
 <p>Dear ${d.c.first} ${d.c.last}:</p>
 <p>Please be advised that on November 24, 2026, our client, ${d.plaintiff}, filed a lawsuit against you in the above court. The complaint seeks <b>${usd(d.amount)}</b>, the balance of the account referenced above. Copies of the Summons and Complaint are enclosed; a process server may also deliver them to you.</p>
 <p>You must file a written answer with the Clerk of the Circuit Court, 2020 Capitol Commons, Cheyenne, WY 82001, within twenty (20) days after you are served. If you do not, a default judgment may be entered against you. In addition to the amount claimed, the complaint asks for court costs (filing fee $70.00 and service fee $50.00) and prejudgment interest at 10% per annum, which we estimate at $214.66.</p>
 <p>Our client is willing to resolve the lawsuit before judgment. If we receive <b>$2,250.00</b> by January 8, 2027, our client will accept that sum in full settlement and dismiss the case with prejudice. Please contact our office if you would like to discuss a payment plan instead.</p>
 <p>This letter does not change your deadline to answer the lawsuit. You may wish to consult an attorney of your own choosing.</p>
 <p>Sincerely,</p>
 <div>${sig(d.atty, 17)}</div>
 <div>${d.atty}<br>${d.firm}</div>
 <p class="sm" style="margin-top:10px">Enclosures: Summons; Complaint. &nbsp; cc: client (via courtesy copy, filings@bridgertolan.com)<br>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
</div>` };
  },
});

module.exports = docs;
