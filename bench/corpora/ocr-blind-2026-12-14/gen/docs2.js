// Documents 11-20.
'use strict';
const L = require('./lib');
const { usd, money, nm, NM, lastFirst, cityLine, courtLines, stamp, faxHeader, sig, barcode } = L;

const docs = [];

// ---------------------------------------------------------------- 11 OH Cuyahoga Common Pleas complaint (pink)
docs.push({
  n: 11, state: 'OH', kind: 'complaint',
  layout: 'Ohio common-pleas complaint on pink paper; centered two-line court heading; judge line; exhibit-style account summary table (charge-off balance, interest, total); attorney block only in a ruled footer band',
  font: "'DejaVu Serif'", size: 10, paper: '#f9dbe3',
  c: { first: 'Viktor', mi: 'P.', last: 'Kowalczyk', street: '6604 Stumph Rd, Unit 210', city: 'Parma', st: 'OH', zip: '44130' },
  plaintiff: 'Keystone Meadow Credit, Inc.', plaintiffTail: '',
  firm: 'Rademacher Lutz Co., L.P.A.', atty: 'Erin C. Lutz', email: 'elutz@rademacherlutz.com',
  amount: 16205.33, caseNo: 'CV-26-118402', court: ['Court of Common Pleas', 'Cuyahoga County, Ohio'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.cap{display:flex;margin-top:14px}
.cap .l{width:55%;padding-right:10px;border-right:1px solid #000}
.cap .rr{padding-left:16px}
.tb td{padding:2px 10px;border-bottom:1px solid #999}
p{text-align:justify}
`, body: `
<div style="padding:58px 72px 40px 72px">
 <div class="c b" style="font-size:12pt;letter-spacing:.5px">IN THE ${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="cap">
  <div class="l">
   ${d.plaintiff.toUpperCase()}<br>4400 Easton Commons Way, Suite 125<br>Columbus, OH 43219<br><span style="margin-left:90px">Plaintiff,</span><br><br>
   -vs-<br><br>
   ${NM(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}<br><span style="margin-left:90px">Defendant.</span>
  </div>
  <div class="rr">CASE NO. <b>${d.caseNo}</b><br><br>JUDGE: ________________________<br><br><b>COMPLAINT FOR MONEY<br>DAMAGES (ACCOUNT)</b><br><br><span class="sm">Jury demand endorsed hereon — NO</span></div>
 </div>
 <p style="margin-top:16px">Plaintiff, for its complaint against Defendant, states:</p>
 <p>1. Defendant entered into a credit card agreement with Shaker Square National Bank for an account ending in 7315 (the "Account"). The Account was sold, together with all rights thereto, to Plaintiff on November 14, 2025.</p>
 <p>2. Defendant used the Account and failed to make the payments required. The Account was charged off on August 31, 2025.</p>
 <p>3. There is due Plaintiff on the Account the principal balance of <b>${usd(d.amount)}</b>, which exceeds the $15,000 monetary limit of the municipal courts. A summary of the Account is set forth below:</p>
 <table class="tb" style="margin:6px 0 10px 40px">
  <tr><td>Balance at charge-off (08/31/2025)</td><td class="r">${usd(d.amount)}</td></tr>
  <tr><td>Contract interest since charge-off (stated separately)</td><td class="r">$1,104.87</td></tr>
  <tr><td>Payments and credits since charge-off</td><td class="r">$0.00</td></tr>
  <tr><td class="b">Total as of 11/01/2026</td><td class="r b">$17,310.20</td></tr>
 </table>
 <p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${usd(d.amount)}, together with interest at the statutory rate from the date of judgment, and the costs of this action.</p>
 <p class="sm">Instructions to the Clerk: Please serve Defendant by certified mail, return receipt requested, at the address set forth in the caption. Filing deposit tendered: $250.00.</p>
 <div style="margin:22px 0 0 380px;border-bottom:1px solid #000;width:260px;height:30px">${sig(d.atty, 17)}</div>
 <div style="margin-left:380px" class="sm">Counsel for Plaintiff</div>
 <div style="position:absolute;bottom:36px;left:72px;right:72px;border-top:2px solid #000;border-bottom:1px solid #000;padding:4px 0;font-size:8pt;line-height:1.35;display:flex;justify-content:space-between">
  <div><b>${d.firm}</b><br>${d.atty} (0087342)<br>1375 E. 9th St, Suite 2100, Cleveland, OH 44114</div>
  <div class="r">Tel (216) 555-0138 · Fax (216) 555-0139<br>${d.email}<br>Service copies: eservice@rademacherlutz.com · Our file: RL-44187-OH</div>
 </div>
 <div class="xs c" style="position:absolute;bottom:20px;left:72px;right:72px">This communication is from a debt collector. — PLAINTIFF'S COPY: PINK</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 12 MN Hennepin summons (fax header, a/k/a)
docs.push({
  n: 12, state: 'MN', kind: 'summons',
  layout: 'Minnesota district-court summons typed in a monospace face; 2×2 venue/court caption grid; fax header line from a legal-support service at top; defendant with a/k/a; consumer-credit notice; charge-off "as of" balance distractor',
  font: "'Nimbus Mono PS'", size: 9.5,
  c: { first: 'Abdirahman', mi: 'H.', last: 'Warsame', street: '3109 Emerson Ave N, Apt 2', city: 'Minneapolis', st: 'MN', zip: '55411' },
  aka: 'Abdi Warsame',
  plaintiff: 'Cobalt Prairie Funding LLC', plaintiffTail: '',
  firm: 'Mahoney Ruiz, P.A.', atty: 'Theresa L. Mahoney', email: 'tmahoney@mahoneyruiz.com',
  amount: 7388.02, caseNo: '27-CV-26-20417', court: ['District Court', 'County of Hennepin', 'Fourth Judicial District'],
  render(d) {
    return { css: `
.grid{width:100%;margin-top:30px;font-weight:bold} .grid td{padding:1px 0;width:50%}
.cap{display:flex;margin-top:14px}
.cap .l{width:60%;border-bottom:1px solid #000;padding-bottom:8px}
.cap .rr{padding-left:20px;padding-top:30px}
p{text-align:justify}
`, body: `
${faxHeader('DEC-01-2026 16:47  FROM: NORTHLINE LEGAL SUPPORT 612 555 0186    TO: 16125550126        P.4/9', "'Liberation Mono'", 7.5)}
<div style="padding:40px 70px 30px 70px">
 <table class="grid">
  <tr><td>STATE OF MINNESOTA</td><td class="r">${d.court[0].toUpperCase()}</td></tr>
  <tr><td>${d.court[1].toUpperCase()}</td><td class="r">${d.court[2].toUpperCase()}</td></tr>
  <tr><td></td><td class="r" style="font-weight:normal">Case Type: Consumer Credit Contract</td></tr>
  <tr><td></td><td class="r" style="font-weight:normal">Court File No. ${d.caseNo}</td></tr>
 </table>
 <div class="cap">
  <div class="l">${d.plaintiff},<br><br><span style="margin-left:120px">Plaintiff,</span><br>v.<br><br>${nm(d.c)}<br>a/k/a ${d.aka},<br><br><span style="margin-left:120px">Defendant.</span></div>
  <div class="rr b" style="font-size:12pt">SUMMONS</div>
 </div>
 <p style="margin-top:12px">THIS SUMMONS IS DIRECTED TO ${NM(d.c)}, ${d.c.street.toUpperCase()}, ${cityLine(d.c).toUpperCase()}.</p>
 <p>1. YOU ARE BEING SUED. The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this summons.</p>
 <p>2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS. You must give or mail to the person who signed this summons a written response called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed this summons located at: ${d.firm}, 80 S 8th St, Suite 2900, Minneapolis, MN 55402.</p>
 <p>3. YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS. If you do not Answer within 21 days, you will lose this case. You will not get to tell your side of the story, and the Court may decide against you and award the Plaintiff everything asked for in the complaint.</p>
 <p>4. THE COMPLAINT DEMANDS JUDGMENT AGAINST YOU in the amount of <b>${usd(d.amount)}</b>, plus costs and disbursements (estimated $387.00) and pre-judgment interest as allowed by Minn. Stat. section 549.09.</p>
 <p>5. LEGAL ASSISTANCE. You may wish to get legal help from an attorney. If you do not have an attorney, the Court Administrator may have information about places where you can get legal assistance. Even if you cannot get legal help, you must still provide a written Answer to protect your rights.</p>
 <p style="font-size:8pt">Original creditor: Lake Harriet Savings Bank. Balance as of charge-off on 02/28/2025: $7,911.45. Plaintiff's account reference: CPF-0448193-MN.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px">
  <div>Dated: November 30, 2026</div>
  <div style="width:330px">${d.firm.toUpperCase()}<br><div style="border-bottom:1px solid #000;height:28px">${sig(d.atty, 15)}</div>${d.atty} (#0398124)<br>80 S 8th St, Suite 2900<br>Minneapolis, MN 55402<br>(612) 555-0126<br>${d.email}<br>ATTORNEYS FOR PLAINTIFF</div>
 </div>
</div>` };
  },
});

// ---------------------------------------------------------------- 13 NY Erie Supreme Court summons + affidavit of service
docs.push({
  n: 13, state: 'NY', kind: 'summons',
  layout: 'New York supreme-court summons with NYSCEF e-filing header line (repeating the index number), dashed "x" caption box, barcode county-clerk receipt sticker beside the index number, and an affidavit of service at the bottom giving the process server\'s own address',
  font: "'Nimbus Roman'", size: 10.5,
  c: { first: 'Kevin', mi: 'M.', last: 'Szymanski', street: '148 Doat St, Upper', city: 'Buffalo', st: 'NY', zip: '14211' },
  plaintiff: 'Empire Lakeshore Federal Credit Union', plaintiffTail: '',
  firm: 'Falkner Eagan & Roth, LLP', atty: 'Gregory T. Roth', email: 'groth@falknereagan.com',
  amount: 28914.77, caseNo: '812345/2026', court: ['Supreme Court of the State of New York', 'County of Erie'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.nyscef{position:absolute;top:18px;left:40px;right:40px;font-family:'Nimbus Sans';font-size:8pt;font-weight:bold;display:flex;justify-content:space-between}
.cap{display:flex;margin-top:8px}
.cap .l{width:60%;border-top:1.5px dashed #000;border-bottom:1.5px dashed #000;border-right:1.5px dashed #000;padding:6px 10px 6px 0;position:relative}
.cap .rr{padding-left:14px}
.stk{display:inline-block;border:1px solid #555;padding:3px 5px;margin-top:6px;background:#fff;transform:rotate(-1.5deg)}
p{text-align:justify}
.aff{border-top:2px solid #000;margin-top:10px;padding-top:4px;font-size:8pt;line-height:1.3}
`, body: `
<div class="nyscef"><span>FILED: ERIE COUNTY CLERK 11/16/2026 10:22 AM</span><span>INDEX NO. ${d.caseNo}</span></div>
<div class="nyscef" style="top:32px;font-weight:normal"><span>NYSCEF DOC. NO. 1</span><span>RECEIVED NYSCEF: 11/16/2026</span></div>
<div style="padding:62px 70px 30px 70px">
 <div class="b" style="font-size:11pt">${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="cap">
  <div class="l">${d.plaintiff.toUpperCase()},<br><span style="margin-left:200px">Plaintiff,</span><br><span style="margin-left:60px">-against-</span><br>${NM(d.c)},<br><span style="margin-left:200px">Defendant.</span><span style="position:absolute;right:-6px;top:-11px">x</span><span style="position:absolute;right:-6px;bottom:-12px">x</span></div>
  <div class="rr">Index No. ${d.caseNo}<br>Date Purchased: 11/16/2026<br><div class="stk">${barcode('ERIE' + d.caseNo, 140, 26)}<div class="xs">ERIE CO. CLERK · RECEIPT 2026-448812<br>FEE $210.00</div></div><br><b style="font-size:13pt">SUMMONS</b><br><span class="sm">Plaintiff designates Erie County as the place of trial. Basis of venue: Defendant's residence.</span></div>
 </div>
 <p style="margin-top:10px"><b>TO THE ABOVE NAMED DEFENDANT:</b> YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer on the Plaintiff's attorneys within twenty (20) days after the service of this summons, exclusive of the day of service, or within thirty (30) days after service is complete if this summons is not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint, namely the sum of <b>${usd(d.amount)}</b>, with interest from March 1, 2025 (computed separately at $3,114.22 to date), and the costs and disbursements of this action.</p>
 <div style="display:flex;justify-content:space-between;margin-top:8px">
  <div>Dated: Buffalo, New York<br>November 12, 2026<br><br><span class="sm">Defendant's address:<br>${d.c.street}, ${cityLine(d.c)}</span></div>
  <div style="width:310px"><b>${d.firm.toUpperCase()}</b><br>By: <span style="border-bottom:1px solid #000">${sig(d.atty, 15)}</span><br>${d.atty}, Esq.<br><i>Attorneys for Plaintiff</i><br>424 Main St, Suite 1700<br>Buffalo, New York 14202<br>(716) 555-0144<br>${d.email}</div>
 </div>
 <div class="aff">
  <b>AFFIDAVIT OF SERVICE</b> — STATE OF NEW YORK, COUNTY OF ERIE, ss.: Lawrence J. Keane, being duly sworn, deposes and says: deponent is not a party to this action, is over 18 years of age and resides at 455 Delaware Ave, Suite 3, Buffalo, NY 14202 (Niagara Frontier Process Service, Lic. No. 2031876, tel. (716) 555-0193, dispatch@nfprocess.com). On 11/21/2026 at 6:42 PM at ${d.c.street}, ${cityLine(d.c)}, deponent served the within summons and complaint upon ${NM(d.c)}, the defendant therein named, by delivering a true copy thereof to said defendant personally. Description: male, white, approx. 40 years, 5'10", 190 lbs, brown hair. Military service: none known.<br>
  Sworn to before me on 11/23/2026 ________________________ Notary Public &nbsp;&nbsp;&nbsp;&nbsp; ________________________ Lawrence J. Keane
 </div>
</div>` };
  },
});

// ---------------------------------------------------------------- 14 AL Mobile District Court complaint, two defendants
docs.push({
  n: 14, state: 'AL', kind: 'complaint',
  layout: 'Alabama district-court complaint; court name centred over three short lines between rules; case number labelled "Civil Action No." on the right of the party block; two defendants at different addresses; certified-mail service list; contractual 15% attorney fee and interest stated separately',
  font: "'C059'", size: 10.5,
  c: { first: 'Jamal', mi: 'K.', last: 'Seaberry', street: '2207 Hallett St', city: 'Mobile', st: 'AL', zip: '36605' },
  co: { first: 'Tasha', mi: 'N.', last: 'Seaberry', street: '904 Spring Hill Ave, Apt 6', city: 'Mobile', st: 'AL', zip: '36604' },
  plaintiff: 'Gulfstream Auto Finance, LLC', plaintiffTail: '',
  firm: 'Harlan, Tew & Oduya, LLC', atty: 'Michael D. Tew', email: 'mtew@harlantew.com',
  amount: 8642.19, caseNo: 'DV-2026-900233.00', court: ['District Court|of Mobile County,|Alabama'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.crt{text-align:center;font-weight:bold;font-size:12pt;line-height:1.25;border-top:3px double #000;border-bottom:3px double #000;padding:6px 0;margin:0 150px}
.pb{display:flex;margin-top:14px}
.pb .l{flex:1} .pb .m{width:20px;text-align:center;line-height:1.3} .pb .rr{width:220px;padding-left:10px;padding-top:40px}
p{text-align:justify}
`, body: `
<div style="padding:56px 74px 30px 74px">
 <div class="crt">IN THE ${cl[0][0]}<br>${cl[0][1]}<br>${cl[0][2]}</div>
 <div class="pb">
  <div class="l">${d.plaintiff.toUpperCase()},<br><span style="margin-left:100px">Plaintiff,</span><br><br>v.<br><br>${NM(d.c)} and<br>${NM(d.co)},<br><span style="margin-left:100px">Defendants.</span></div>
  <div class="m">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
  <div class="rr">Civil Action No.<br><b>${d.caseNo}</b></div>
 </div>
 <div class="c b u" style="font-size:12pt;margin:14px 0 8px">COMPLAINT</div>
 <p>1. Plaintiff is a limited liability company doing business in Mobile County, Alabama. Defendants are adult residents of Mobile County, Alabama.</p>
 <p>2. On or about May 3, 2023, Defendants executed a retail installment contract for the purchase of a 2019 Nissan Altima, VIN ending 40817. Defendants defaulted, the vehicle was repossessed and sold, and the sale proceeds were applied to the balance.</p>
 <p>3. After application of all credits, Defendants owe Plaintiff a deficiency balance of <b>${usd(d.amount)}</b>. The contract provides for a reasonable attorney's fee of 15% of the unpaid balance, which equals $1,296.33, and for interest, which Plaintiff states separately as $702.85 through November 1, 2026.</p>
 <p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for ${usd(d.amount)}, plus interest, attorney's fee and costs of court (filing fee $297.00). This claim is within the $20,000 jurisdictional limit of the District Court.</p>
 <div style="margin:14px 0 0 340px"><div style="border-bottom:1px solid #000;height:28px;width:260px">${sig(d.atty, 16)}</div>${d.atty} (TEW021)<br>Attorney for Plaintiff</div>
 <div style="margin-top:6px">OF COUNSEL:<br><b>${d.firm.toUpperCase()}</b><br>63 S. Royal St, Suite 900<br>Mobile, AL 36602<br>(251) 555-0139<br>${d.email}</div>
 <div style="margin-top:14px;border:1px solid #000;padding:6px 10px">
  <b>PLEASE SERVE DEFENDANTS BY CERTIFIED MAIL AT:</b>
  <div style="display:flex;gap:40px;margin-top:4px">
   <div>${NM(d.c)}<br>${d.c.street}<br>${cityLine(d.c)}</div>
   <div>${NM(d.co)}<br>${d.co.street}<br>${cityLine(d.co)}</div>
  </div>
 </div>
 <div class="xs" style="position:absolute;bottom:24px;left:74px;right:74px">HTO File No. 26-0771-GAF · Plaintiff's mailing address: 1400 Veterans Memorial Pkwy, Lafayette, LA 70503 · recovery@gulfstreamautofin.com</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 15 CA San Diego SUM-100-style bilingual summons
docs.push({
  n: 15, state: 'CA', kind: 'summons',
  layout: 'California Judicial-Council-style bilingual summons (English with Spanish in parentheses); "For court use only" box holding an electronic FILED stamp; case number box; court name and address in a fill-in line; Does 1 to 20; small-print English and Spanish notices; attorney name/address/phone/e-mail line',
  font: "'Nimbus Sans'", size: 8.5,
  c: { first: 'Gabriela', mi: 'N.', last: 'Fuentes', street: '3821 Menlo Ave, Apt 9', city: 'San Diego', st: 'CA', zip: '92105' },
  plaintiff: 'Pacific Verge Capital LLC', plaintiffTail: ', a Delaware limited liability company',
  firm: 'Ostrander Nakamura LLP', atty: 'Kevin J. Nakamura', email: 'knakamura@ostrandernakamura.com',
  amount: 3968.44, caseNo: '37-2026-00051294-CL-CL-CTL', court: ['Superior Court of California, County of San Diego'],
  render(d) {
    return { css: `
.top{display:flex;justify-content:space-between}
.fcu{width:250px;height:150px;border:1px solid #000;padding:4px;font-size:7pt;position:relative}
.fill{border-bottom:1px solid #000;padding:1px 4px;font-size:9.5pt}
.lab{font-size:7.5pt}
.notice{font-size:7pt;line-height:1.22;text-align:justify;margin-top:6px}
.ln{border-top:1px solid #000;margin-top:6px;padding-top:4px}
`, body: `
<div style="padding:40px 48px 30px 48px">
 <div class="top">
  <div style="width:420px">
   <div class="b" style="font-size:15pt;text-align:center">SUMMONS</div>
   <div class="b" style="font-size:11pt;text-align:center">(CITACION JUDICIAL)</div>
   <div class="lab b" style="margin-top:10px">NOTICE TO DEFENDANT:<br>(AVISO AL DEMANDADO):</div>
   <div class="fill">${NM(d.c)}, an individual; and DOES 1 to 20, inclusive</div>
   <div class="lab b" style="margin-top:8px">YOU ARE BEING SUED BY PLAINTIFF:<br>(LO ESTÁ DEMANDANDO EL DEMANDANTE):</div>
   <div class="fill">${d.plaintiff.toUpperCase()}${d.plaintiffTail}</div>
  </div>
  <div class="fcu"><div class="c b" style="font-size:7.5pt">FOR COURT USE ONLY<br>(SOLO PARA USO DE LA CORTE)</div>
   <div style="margin-top:10px;border:2px solid #1d3f8f;color:#1d3f8f;text-align:center;padding:4px;font-size:8.5pt;font-weight:bold;line-height:1.25;transform:rotate(-2deg)">ELECTRONICALLY FILED<br>Superior Court of California,<br>County of San Diego<br>11/09/2026 at 02:14:37 PM<br>Clerk of the Superior Court<br>By J. Reyes, Deputy Clerk</div></div>
 </div>
 <div class="notice"><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below. You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you. Your written response must be in proper legal form if you want the court to hear your case. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning from the court. There are other legal requirements. You may want to call an attorney right away. If you cannot afford an attorney, you may be eligible for free legal services from a nonprofit legal services program. NOTE: The court has a statutory lien for waived fees and costs on any settlement or arbitration award of $10,000 or more in a civil case.</div>
 <div class="notice" lang="es"><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación. Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen. Su respuesta por escrito tiene que estar en formato legal correcto si desea que procesen su caso en la corte. Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia. Hay otros requisitos legales. Es recomendable que llame a un abogado inmediatamente. AVISO: Por ley, la corte tiene derecho a reclamar las cuotas y los costos exentos por imponer un gravamen sobre cualquier recuperación de $10,000 ó más de valor recibida mediante un acuerdo o una concesión de arbitraje en un caso de derecho civil.</div>
 <div style="display:flex;gap:10px;margin-top:8px">
  <div style="flex:1"><span class="lab">The name and address of the court is:<br>(El nombre y dirección de la corte es):</span><div class="fill">${d.court[0].toUpperCase()}<br>1427 Broadway Commons, San Diego, CA 92101 — Central Division</div></div>
  <div style="width:250px;border:1px solid #000;padding:3px"><span class="lab">CASE NUMBER: (Número del Caso):</span><div class="b" style="font-size:10pt;margin-top:3px">${d.caseNo}</div></div>
 </div>
 <div style="margin-top:6px"><span class="lab">The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is:<br>(El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</span>
  <div class="fill">${d.atty} (SBN 301562) · ${d.firm.toUpperCase()} · 600 W. Broadway, Suite 700, San Diego, CA 92101 · (619) 555-0153 · ${d.email}</div></div>
 <div style="display:flex;gap:14px;margin-top:6px">
  <div style="flex:1"><span class="lab">DATE: (Fecha)</span> <span class="fill">11/09/2026</span> &nbsp; <span class="lab">Clerk, by (Secretario)</span> <span class="fill">J. Reyes</span> <span class="lab">, Deputy (Adjunto)</span></div>
 </div>
 <div style="display:flex;gap:10px;margin-top:6px">
  <div style="flex:1;border:1px solid #000;padding:4px"><span class="lab">Defendant's address for service (Dirección del demandado para notificación):</span><div style="font-size:9.5pt">${d.c.street}, ${cityLine(d.c)}</div></div>
  <div style="width:300px;border:1px solid #000;padding:4px"><span class="lab">Limited civil case — principal amount demanded in complaint (Cantidad principal demandada):</span><div class="b" style="font-size:10pt">${usd(d.amount)}</div><span class="lab">Amount demanded does not exceed $35,000. Interest ($412.10) and costs sought in addition. First-paper fee paid: $370.00.</span></div>
 </div>
 <div class="ln" style="font-size:7.5pt"><b>NOTICE TO THE PERSON SERVED:</b> You are served<br>1. ☐ as an individual defendant. &nbsp; 2. ☐ as the person sued under the fictitious name of (specify): ____________ &nbsp; 3. ☐ on behalf of (specify): ____________ &nbsp; 4. ☐ by personal delivery on (date): ____________</div>
 <div class="xs" style="position:absolute;bottom:22px;left:48px;right:48px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px"><span>Form Adopted for Mandatory Use<br>Judicial Council of California<br>SUM-100 [Rev. July 1, 2009]</span><span class="b" style="font-size:9pt">SUMMONS</span><span class="r">Code of Civil Procedure §§ 412.20, 465<br>Page 1 of 1</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 16 CT New Haven small claims writ and notice of suit
docs.push({
  n: 16, state: 'CT', kind: 'small claims writ and notice of suit',
  layout: 'Connecticut small-claims writ and notice of suit; "Docket No." label with the number on the next line in a shaded box; defendant printed last-name-first; answer date; fee lines; clerk\'s certification of mailing at the bottom repeating the defendant address',
  font: "'Liberation Sans'", size: 9,
  c: { first: 'Yesenia', mi: 'M.', last: 'Delgado-Rivera', street: '412 Howard Ave, 2nd Fl', city: 'New Haven', st: 'CT', zip: '06519' },
  plaintiff: 'Elmcrest Financial Services, Inc.', plaintiffTail: '',
  firm: 'Saybrook Tallis LLC', atty: 'Nora P. Tallis', email: 'ntallis@saybrooktallis.com',
  amount: 2104.88, caseNo: 'NNH-SC26-6009125-S', court: ['Superior Court', 'Small Claims Session at New Haven'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #000;padding-bottom:6px}
.dk{background:#e4e4e4;border:1px solid #000;padding:6px 10px;width:210px}
.row{display:flex;border:1px solid #000;border-top:none}
.row>div{padding:4px 6px;border-right:1px solid #000}
.row>div:last-child{border-right:none}
.lab{display:block;font-size:6.8pt;text-transform:uppercase}
p{text-align:justify}
`, body: `
<div style="padding:44px 54px 30px 54px">
 <div class="hd">
  <div><div class="sm">STATE OF CONNECTICUT</div><div class="b" style="font-size:14pt">${cl[0][0]}</div><div class="b" style="font-size:10.5pt">${cl[1][0]}</div><div class="sm">Centralized Small Claims, 80 Washington Commons, Hartford, CT 06106 · (860) 555-0102</div></div>
  <div class="dk"><span class="lab">Docket No.</span><b style="font-size:11pt">${d.caseNo}</b><span class="lab" style="margin-top:4px">Answer date</span><b>January 19, 2027</b></div>
 </div>
 <div class="c b" style="font-size:13pt;margin:8px 0">SMALL CLAIMS WRIT AND NOTICE OF SUIT</div>
 <div style="border-top:1px solid #000"></div>
 <div class="row"><div style="width:50%"><span class="lab">Plaintiff (name and address)</span>${d.plaintiff}<br>1 Corporate Dr, Suite 400, Shelton, CT 06484</div><div style="width:50%"><span class="lab">Defendant (last name, first name, middle initial and address)</span><b>${lastFirst(d.c, true)}</b><br>${d.c.street}<br>${cityLine(d.c)}</div></div>
 <div class="row"><div style="width:50%"><span class="lab">Plaintiff's attorney / juris no.</span>${d.atty}, ${d.firm} — Juris No. 438551<br>235 Church St, Suite 610, New Haven, CT 06510<br>(203) 555-0147 · ${d.email}</div><div style="width:50%"><span class="lab">Military service affidavit</span>Defendant is not in the military service (SCRA status report attached).</div></div>
 <div class="row"><div style="width:34%"><span class="lab">Amount claimed</span><b style="font-size:11pt">${usd(d.amount)}</b></div><div style="width:22%"><span class="lab">Entry fee</span>$95.00</div><div style="width:22%"><span class="lab">Service / mailing</span>$40.00</div><div style="width:22%"><span class="lab">Total claimed with costs</span>$2,239.88</div></div>
 <div class="row"><div style="width:100%"><span class="lab">Description of claim</span>Balance due on personal line of credit no. ending 0921 opened 06/2022; last payment 04/15/2025. Plaintiff also requests post-judgment interest under C.G.S. § 37-3a. Small claims limit: $5,000.</div></div>
 <p style="margin-top:10px"><b>TO THE DEFENDANT:</b> You are being sued. If you want to contest this claim you must file an Answer on or before the Answer Date shown above. You may file the Answer on line or mail it to the Centralized Small Claims Office at the address above. If you do not file an Answer by the Answer Date, a default judgment may be entered against you. If you admit the claim but want time to pay, check the box on the Answer form and propose a payment plan.</p>
 <p lang="es" style="font-size:8pt"><b>AL DEMANDADO:</b> Lo están demandando. Si desea disputar este reclamo, debe presentar una Contestación a más tardar en la fecha indicada arriba.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px">
  <div>Date signed: 11/30/2026</div>
  <div style="width:320px"><div style="border-bottom:1px solid #000;height:26px">${sig(d.atty, 15)}</div><span class="sm">${d.atty}, Commissioner of the Superior Court</span></div>
 </div>
 <div style="margin-top:14px;border:1.5px solid #000;padding:6px 8px">
  <div class="b">CERTIFICATION OF MAILING</div>
  <div>I certify that on 12/02/2026 a copy of this writ and notice of suit was mailed, first class, postage prepaid, to each defendant at the following address:</div>
  <div style="margin:5px 0 5px 40px;font-size:10pt">${lastFirst(d.c, true)}<br>${d.c.street}<br>${cityLine(d.c)}</div>
  <div class="sm">Assistant Clerk: ____________________ &nbsp; Centralized Small Claims e-mail: csc.clerk@ctsmallclaims-office.org</div>
 </div>
 <div class="xs" style="position:absolute;bottom:20px;left:54px;right:54px">JD-CV-40 style · Firm ref. ST-26-33019 · This is an attempt to collect a debt.</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 17 WI Waukesha small claims (blue, unrepresented)
docs.push({
  n: 17, state: 'WI', kind: 'small claims summons and complaint',
  layout: 'Wisconsin small-claims summons and complaint on blue paper, filed by a credit union through its non-attorney collections manager (no law firm); stacked court heading; return date box; fee and total lines; plaintiff representative e-mail and court e-mail as distractors',
  font: "'URW Gothic'", size: 9.5, paper: '#d6e6f6',
  c: { first: 'Brianna', mi: 'L.', last: 'Hoffmann', street: '2117 Kensington Dr, Unit 4', city: 'Waukesha', st: 'WI', zip: '53188' },
  plaintiff: 'Fox River Community Credit Union', plaintiffTail: '',
  firm: null, atty: null, email: null,
  amount: 2796.14, caseNo: '2026SC002618', court: ['Circuit Court', 'Waukesha County'],
  render(d) {
    return { css: `
.bx{border:1px solid #000;padding:5px 8px}
.lab{display:block;font-size:7pt;text-transform:uppercase;letter-spacing:.3px}
.two{display:flex;gap:0} .two>div{flex:1}
p{text-align:justify}
`, body: `
<div style="padding:42px 56px 30px 56px">
 <div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div><div class="sm">STATE OF WISCONSIN</div><div class="b" style="font-size:14pt;line-height:1.1">${d.court[0].toUpperCase()}</div><div class="b" style="font-size:12pt">${d.court[1].toUpperCase()}</div></div>
  <div class="bx" style="width:250px"><span class="lab">Case No.</span><b style="font-size:12pt">${d.caseNo}</b><span class="lab" style="margin-top:3px">Case code</span>31003 Small Claims — Contract</div>
 </div>
 <div class="c b" style="font-size:13pt;margin:10px 0 6px">SMALL CLAIMS SUMMONS AND COMPLAINT</div>
 <div class="two bx"><div style="padding-right:8px;border-right:1px solid #000"><span class="lab">Plaintiff</span><b>${d.plaintiff}</b><br>880 Sunset Dr<br>Waukesha, WI 53189<br>(262) 555-0109</div>
  <div style="padding-left:8px"><span class="lab">Defendant</span><b>${nm(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}<br>Date of birth: on file</div></div>
 <div class="bx" style="border-top:none;background:#c4d8ee"><span class="lab">Return date and time — you must appear</span><b style="font-size:11pt">January 8, 2027 at 8:30 a.m.</b> &nbsp; Waukesha County Courthouse, Room C-104, 1320 Pewaukee Commons, Waukesha, WI 53188</div>
 <p style="margin-top:8px"><b>TO THE DEFENDANT:</b> You are being sued by the person(s) named above as Plaintiff. A copy of the claim has been sent to you with this summons. You must appear on the return date shown above or file a written answer before that date. If you do not, the court may give the plaintiff a judgment against you for the amount demanded. The judgment may be enforced by garnishment of your wages or bank accounts or by seizure of property.</p>
 <div class="b" style="margin-top:6px">COMPLAINT</div>
 <p>Defendant owes Plaintiff <b>${usd(d.amount)}</b> on signature loan no. 55021-L3 dated March 4, 2024, after crediting all payments. Defendant's last payment was made on June 20, 2025. Plaintiff demands judgment for that amount plus the costs listed below.</p>
 <table style="margin:2px 0 6px 30px">
  <tr><td style="padding:1px 14px 1px 0">Amount claimed</td><td class="r">${usd(d.amount)}</td></tr>
  <tr><td style="padding:1px 14px 1px 0">Filing fee</td><td class="r">$94.50</td></tr>
  <tr><td style="padding:1px 14px 1px 0">Service fee (sheriff)</td><td class="r">$40.00</td></tr>
  <tr><td style="padding:1px 14px 1px 0">Attorney fees</td><td class="r">$0.00</td></tr>
  <tr><td style="padding:1px 14px 1px 0" class="b">Total</td><td class="r b" style="border-top:1px solid #000">$2,930.64</td></tr>
 </table>
 <p class="sm">Small claims limit for this type of action: $10,000. The plaintiff is not represented by an attorney; the complaint is signed by an authorized employee under Wis. Stat. § 799.06(2).</p>
 <div style="display:flex;justify-content:space-between;margin-top:8px">
  <div style="width:300px"><div style="border-bottom:1px solid #000;height:28px">${sig('Gail R. Sorensen', 15)}</div>Gail R. Sorensen, Collections Manager<br>for ${d.plaintiff}<br>collections@foxrivercu.org · (262) 555-0109</div>
  <div style="width:250px" class="bx sm"><span class="lab">Clerk of circuit court</span>Filed 11/19/2026<br>Small claims questions: smallclaims@waukeshacourts-help.org<br>Clerk phone: (262) 555-0103</div>
 </div>
 <div class="xs" style="position:absolute;bottom:20px;left:56px;right:56px;display:flex;justify-content:space-between"><span>SC-500 style, 08/25 · Small Claims Summons</span><span>COPY 2 — DEFENDANT (BLUE)</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 18 IN Allen Superior Court complaint + sheriff return
docs.push({
  n: 18, state: 'IN', kind: 'complaint',
  layout: 'Indiana complaint with the "State of Indiana ) SS: County of Allen )" venue caption built as a ruled table, court name and cause number in the right-hand cells; attorney-fee request stated separately; sheriff\'s return of service at the bottom with the sheriff civil division address',
  font: "'DejaVu Serif Condensed'", size: 10,
  c: { first: 'Jerome', mi: 'T.', last: 'Whitlock', street: '2716 Oxford St', city: 'Fort Wayne', st: 'IN', zip: '46806' },
  plaintiff: 'Beacon Hollow Lending, LLC', plaintiffTail: '',
  firm: 'Vandermolen Price LLP', atty: 'Sarah E. Price', email: 'sprice@vandermolenprice.com',
  amount: 6037.51, caseNo: '02D01-2610-CC-001942', court: ['Allen Superior Court'],
  render(d) {
    return { css: `
.ss{width:100%;margin-bottom:10px} .ss td{border:1px solid #000;padding:3px 8px}
.pc{display:flex} .pc .l{width:55%;border-right:1px solid #000;border-bottom:1px solid #000;padding-right:10px}
p{text-align:justify}
.ret{border:2px solid #000;margin-top:10px;padding:5px 8px;font-size:8pt;line-height:1.3}
`, body: `
<div style="padding:50px 66px 30px 66px">
 <table class="ss">
  <tr><td style="width:35%">STATE OF INDIANA</td><td style="width:10%" class="c">)</td><td class="b">IN THE ${d.court[0].toUpperCase()}</td></tr>
  <tr><td></td><td class="c">) SS:</td><td></td></tr>
  <tr><td>COUNTY OF ALLEN</td><td class="c">)</td><td>CAUSE NO. <b>${d.caseNo}</b></td></tr>
 </table>
 <div class="pc">
  <div class="l">${d.plaintiff.toUpperCase()},<br><span style="margin-left:120px">Plaintiff,</span><br><br>v.<br><br>${NM(d.c)},<br><span style="margin-left:120px">Defendant.</span></div>
  <div style="padding:30px 0 0 16px" class="b">COMPLAINT ON ACCOUNT<br><span class="sm" style="font-weight:normal">Civil collection (CC) docket</span></div>
 </div>
 <p style="margin-top:12px">Plaintiff, ${d.plaintiff}, by counsel, for its Complaint against Defendant, alleges and says:</p>
 <p>1. Defendant resides at ${d.c.street}, ${cityLine(d.c)}, in Allen County, Indiana.</p>
 <p>2. Defendant executed a promissory note in favor of Plaintiff on August 12, 2024 for a consumer loan (loan no. BHL-771204). A copy is attached as Exhibit A.</p>
 <p>3. Defendant failed to make the payments due, and the unpaid principal balance of <b>${usd(d.amount)}</b> is now due and owing.</p>
 <p>4. The note provides for the recovery of reasonable attorney fees, which Plaintiff requests separately in the amount of $1,200.00, together with prejudgment interest at 8% ($418.66 through filing).</p>
 <p>WHEREFORE, Plaintiff requests judgment against Defendant for ${usd(d.amount)}, attorney fees, prejudgment interest, the costs of this action ($157.00 filing fee), and all other just relief.</p>
 <div style="margin:8px 0 0 330px"><div style="border-bottom:1px solid #000;height:26px">${sig(d.atty, 15)}</div>${d.atty}, Atty. No. 36128-02<br><b>${d.firm.toUpperCase()}</b><br>110 W. Berry St, Suite 1800<br>Fort Wayne, IN 46802<br>(260) 555-0128 · ${d.email}<br>Attorney for Plaintiff</div>
 <div class="ret">
  <b>SHERIFF'S RETURN ON SERVICE OF SUMMONS AND COMPLAINT</b><br>
  I hereby certify that I have served the within summons and complaint: ☐ by delivering a copy to the defendant personally; ☐ by leaving a copy at the dwelling house or usual place of abode of the defendant, ${d.c.street}, ${cityLine(d.c)}, and mailing a copy by first class mail to the same address; ☐ defendant not found.<br>
  Date: ____________ &nbsp; Deputy: ____________________ &nbsp; Sheriff's costs: $28.00<br>
  Allen County Sheriff's Department, Civil Process Division, 715 Calhoun Commons, Fort Wayne, IN 46802 · (260) 555-0116 · civilprocess@allensheriff-civil.org
 </div>
</div>` };
  },
});

// ---------------------------------------------------------------- 19 MS Harrison County Court summons (CAPS + III, FILED stamp)
docs.push({
  n: 19, state: 'MS', kind: 'summons',
  layout: 'Mississippi county-court Rule 4 summons; case number labelled "Civil Action / File No." with number on next line; defendant in ALL CAPITALS with suffix "III" and an all-caps address block; red FILED stamp over the caption; attorney street and post-office addresses in the notice',
  font: "'Liberation Serif'", size: 10.5,
  c: { first: 'Robert', mi: 'E.', last: 'Landry', suffix: 'III', street: '2218 25th Ave, Apt B', city: 'Gulfport', st: 'MS', zip: '39501' },
  plaintiff: 'Pelican Shoals Capital, LLC', plaintiffTail: '',
  firm: 'Boudreaux Whitt, PLLC', atty: 'Anne-Marie Whitt', email: 'awhitt@boudreauxwhitt.com',
  amount: 12455.00, caseNo: '24CO1:26-CV-00412', court: ['County Court of Harrison County, Mississippi', 'First Judicial District'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.pb{display:flex;margin-top:16px}
.pb .l{flex:1;line-height:1.6} .pb .rr{width:200px;border-left:1px solid #000;padding-left:14px}
p{text-align:justify}
`, body: `
<div style="padding:58px 74px 30px 74px">
 <div class="c b" style="font-size:11.5pt">IN THE ${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="pb">
  <div class="l">${d.plaintiff.toUpperCase()} &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; PLAINTIFF<br>V.<br>${NM(d.c)} &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; DEFENDANT</div>
  <div class="rr">CIVIL ACTION<br>FILE NO.<br><b style="font-size:11.5pt">${d.caseNo}</b></div>
 </div>
 ${stamp({ lines: ['FILED', 'NOV 30 2026', 'SHEILA M. BROUSSARD', 'CIRCUIT CLERK'], color: '#c0262d', rot: -7, top: 116, left: 290, size: 11 })}
 <div class="c b" style="font-size:14pt;margin:16px 0 2px">SUMMONS</div>
 <div class="c b">THE STATE OF MISSISSIPPI</div>
 <div style="margin:10px 0 10px 0;font-weight:bold">TO: &nbsp;${NM(d.c)}<br><span style="margin-left:36px">${d.c.street.toUpperCase()}</span><br><span style="margin-left:36px">${cityLine(d.c).toUpperCase()}</span></div>
 <p class="b">NOTICE TO DEFENDANT</p>
 <p class="b">THE COMPLAINT WHICH IS ATTACHED TO THIS SUMMONS IS IMPORTANT AND YOU MUST TAKE IMMEDIATE ACTION TO PROTECT YOUR RIGHTS.</p>
 <p>You are required to mail or hand-deliver a copy of a written response to the Complaint to ${d.atty}, the attorney for the Plaintiff, whose post office address is Post Office Box 1847, Gulfport, Mississippi 39502, and whose street address is 2510 14th Street, Suite 300, Gulfport, Mississippi 39501. Your response must be mailed or delivered within thirty (30) days from the date of delivery of this summons and complaint or a judgment by default will be entered against you for the money or other things demanded in the complaint.</p>
 <p>The Complaint demands <b>${usd(d.amount)}</b> together with pre-judgment interest, attorney's fees of one-third, and all costs. You must also file the original of your response with the Clerk of this Court within a reasonable time afterward.</p>
 <p>Issued under my hand and the seal of said Court, this the 30th day of November, 2026.</p>
 <div style="margin-left:330px;margin-top:6px">SHEILA M. BROUSSARD, CIRCUIT CLERK<br>HARRISON COUNTY, MISSISSIPPI<br>P.O. Box 998, Gulfport, MS 39502<br>By: ______________________ D.C.</div>
 <div style="margin-top:14px;border-top:1px solid #000;padding-top:4px;font-size:9pt">Summons prepared by: ${d.atty} (MSB #104227), <b>${d.firm}</b>, P.O. Box 1847, Gulfport, MS 39502 · <span style="white-space:nowrap">(228) 555-0181</span> · ${d.email}<br><span class="sm">Clerk's filing fee paid: $145.00 · Sheriff's service fee: $25.00 · E-filing envelope no. 9920417</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 20 OH Hamilton County Municipal Court complaint (reverse band, a/k/a)
docs.push({
  n: 20, state: 'OH', kind: 'complaint',
  layout: 'Ohio municipal "Complaint – Money Only" fill-in form with black reverse-printed court banner, check boxes, defendant with a/k/a, a money grid (amount claimed, interest rate, cost deposit, total to date), attorney block inside a box at the bottom with a paralegal e-mail as distractor',
  font: "'P052'", size: 10,
  c: { first: 'Lorraine', mi: 'F.', last: 'Byrd', street: '3308 Glenmore Ave, Apt 2', city: 'Cincinnati', st: 'OH', zip: '45211' },
  aka: 'Lorraine Byrd-Hughes',
  plaintiff: 'Silverline Consumer Funding LLC', plaintiffTail: '',
  firm: 'Ruehl & Castellano Co., LPA', atty: 'Jason P. Ruehl', email: 'jruehl@ruehlcastellano.com',
  amount: 1287.46, caseNo: '26CV09137', court: ['Hamilton County Municipal Court', 'Hamilton County, Ohio'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.band{background:#111;color:#fff;padding:8px 14px;display:flex;justify-content:space-between;align-items:center}
.g{width:100%} .g td{border:1px solid #000;padding:4px 7px;vertical-align:top}
.lab{display:block;font-size:7pt;text-transform:uppercase}
p{text-align:justify}
`, body: `
<div style="padding:44px 58px 30px 58px">
 <div class="band"><div class="b" style="font-size:13pt;line-height:1.2">${cl[0][0]}<br><span style="font-size:9.5pt">${cl[1][0]}</span></div><div class="r"><span style="font-size:7pt">CASE NUMBER</span><br><b style="font-size:13pt">${d.caseNo}</b></div></div>
 <div class="sm" style="margin-top:2px">Civil Division · 1000 Sycamore Commons, Room 115, Cincinnati, OH 45202 · Clerk (513) 555-0121</div>
 <div class="c b" style="font-size:13pt;margin:10px 0 6px">COMPLAINT — MONEY ONLY</div>
 <div class="c sm">☐ Landlord/Tenant &nbsp; ☒ Consumer Debt &nbsp; ☐ Personal Injury &nbsp; ☐ Other &nbsp;&nbsp; Monetary jurisdiction of this court: $15,000</div>
 <table class="g" style="margin-top:8px">
  <tr><td style="width:50%"><span class="lab">Plaintiff</span><b>${d.plaintiff}</b><br>3 Centerpointe Dr, Suite 440<br>Lake Oswego, OR 97035</td>
      <td><span class="lab">Defendant</span><b>${NM(d.c)}</b><br>a/k/a ${d.aka.toUpperCase()}<br>${d.c.street}<br>${cityLine(d.c)}</td></tr>
 </table>
 <p style="margin-top:10px">1. Defendant owes Plaintiff on a retail installment account originally with Queen City Furniture Credit, account no. ending 5561, assigned to Plaintiff on 01/09/2026.</p>
 <p>2. Plaintiff has demanded payment, and Defendant has failed to pay the balance due.</p>
 <table class="g" style="margin-top:6px">
  <tr><td style="width:25%"><span class="lab">Amount claimed</span><b style="font-size:11pt">${usd(d.amount)}</b></td><td style="width:25%"><span class="lab">Interest rate / from</span>8% from 01/09/2026</td><td style="width:25%"><span class="lab">Court cost deposit</span>$125.00</td><td><span class="lab">Claim + interest to date</span>$1,361.20</td></tr>
 </table>
 <p style="margin-top:10px">WHEREFORE, Plaintiff demands judgment against Defendant for ${usd(d.amount)}, with interest at 8% per annum from 01/09/2026, and costs.</p>
 <table class="g" style="margin-top:10px">
  <tr><td style="width:55%"><span class="lab">Attorney for plaintiff (name, registration no., firm, address, phone, e-mail)</span>${d.atty} (0094318)<br><b>${d.firm}</b><br>36 E. 7th St, Suite 1520, Cincinnati, OH 45202<br>(513) 555-0135 · ${d.email}<br><span class="sm">Paralegal contact: mwarner@ruehlcastellano.com</span></td>
      <td><span class="lab">Signature</span><div style="height:34px">${sig(d.atty, 16)}</div><span class="lab">Date</span>11/24/2026</td></tr>
 </table>
 <div style="margin-top:12px" class="sm"><b>SERVICE:</b> ☒ Certified mail ☐ Bailiff ☐ Ordinary mail after failure. Serve at the address above. Clerk's e-filing inbox: civilfiling@hamco-muni-clerk.org</div>
 <div class="xs" style="position:absolute;bottom:20px;left:58px;right:58px">HCMC Form CV-1 (rev. 2024) · Firm ref. RC-120-98833</div>
</div>` };
  },
});

module.exports = docs;
