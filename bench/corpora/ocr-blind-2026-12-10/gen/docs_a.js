const { m, nm, NM, lf, csz, CSZ, X, O } = require('./lib');
const D = [];

// 01 ─ Texas, Travis County JP 4: Petition: Debt Claim Case, labels under blanks, bilingual
D.push({
  n: 1, state: 'TX', kind: 'Petition: Debt Claim Case (justice court)', layout: 'jp-form-labels-below-bilingual',
  font: "'Liberation Sans'",
  court: { truth: 'Justice Court, Precinct Four, Travis County, Texas', addr: '4717 Pinewood Bend Rd, Austin, TX 78744', phone: '(512) 555-0114' },
  caseNo: 'J4-CV-25-004417',
  plaintiff: { name: 'Crescent Bay Funding LLC', tail: 'as assignee of Lumen Bank, N.A.', street: 'PO Box 40912', csz: 'Tempe, AZ 85284', phone: '(480) 555-0107' },
  firm: { name: 'Ridgeway & Abernathy, PLLC', atty: 'Colleen T. Marsh', bar: '24087731', street: '2201 Lakeline Plaza, Suite 300', csz: 'Austin, TX 78717', phone: '(512) 555-0139', email: 'cmarsh@ridgewayabernathy-law.com', eservice: 'efile@ridgewayabernathy-law.com' },
  def: { first: 'Alicia', mi: 'R.', last: 'Villanueva', street: '6312 Cherry Hollow Dr, Apt 1207', city: 'Austin', st: 'TX', zip: '78745' },
  amt: { principal: 3184.52, chargeoff: 3406.52, paid: 222.00, fees: 750.00, filing: 54.00, service: 75.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, p = d.plaintiff, c = d.def, a = d.amt;
    const blank = (v, l, w) => `<td style="width:${w}"><div class="v">${v}</div><div class="l">${l}</div></td>`;
    return { css: `
.page{padding:44px 58px;font-family:${d.font};font-size:10pt;line-height:1.34}
.top{font-variant:small-caps;letter-spacing:1.6px;font-size:10.5pt;text-align:center;border-bottom:2px solid #222;padding-bottom:5px}
.cn{position:absolute;right:58px;top:100px;border:1.5px solid #222;padding:4px 10px;font-size:9pt;width:210px}
.cn .l{font-size:6.5pt}
h1{font-size:14pt;margin:30px 0 8px 0;letter-spacing:.5px}h1 small{display:block;font-size:9pt;font-weight:normal;font-style:italic}
.sec{margin-top:14px;font-weight:bold;font-size:9.5pt;background:#e6e6e6;padding:2px 5px}
table.g{width:100%;margin-top:3px}table.g td{padding:3px 6px 1px 0;vertical-align:bottom}
.v{border-bottom:1px solid #333;min-height:15px;padding-left:2px}.l{font-size:6.8pt;color:#333;padding-top:1px}
.box{border:1px solid #333;padding:5px 7px;margin-top:6px}
table.amt td{padding:1px 6px;font-size:9pt}table.amt td.n{text-align:right;font-family:'Liberation Mono';font-size:8.8pt}
.fn{font-size:7pt;color:#222;margin-top:7px;border-top:1px solid #555;padding-top:4px;line-height:1.25}
.foot{position:absolute;bottom:22px;left:58px;right:58px;font-size:6.5pt;color:#444;display:flex;justify-content:space-between}
`, body: `
<div class="top">In the Justice Court, Precinct Four, Travis County, Texas</div>
<div style="font-size:7pt;text-align:center;margin-top:2px">${d.court.addr} &nbsp;·&nbsp; Tel. ${d.court.phone} &nbsp;·&nbsp; civil filings: jp4civil@traviscountyjp.org</div>
<div class="cn"><div class="l">CASE NUMBER / NÚMERO DE CASO (clerk use)</div><b style="font-size:10.5pt">${d.caseNo}</b></div>
<h1>PETITION: DEBT CLAIM CASE<small>Petición: caso de reclamo de deuda (Tex. R. Civ. P. 508)</small></h1>
<div class="sec">1. PLAINTIFF / DEMANDANTE</div>
<table class="g"><tr>${blank(p.name + ', ' + p.tail, 'Plaintiff’s full legal name / Nombre del demandante', '62%')}${blank(p.phone, 'Phone / Teléfono', '38%')}</tr>
<tr>${blank(p.street, 'Mailing address / Dirección postal', '62%')}${blank(p.csz, 'City, State, ZIP', '38%')}</tr></table>
<div class="box" style="display:flex;gap:16px">
 <div style="flex:1.25"><div class="l" style="font-weight:bold">PLAINTIFF’S ATTORNEY (if any) / ABOGADO DEL DEMANDANTE</div>
 <div class="v">${f.atty}</div><div class="l">Attorney name</div>
 <div class="v">${f.name}</div><div class="l">Firm</div>
 <div class="v">${f.street}, ${f.csz}</div><div class="l">Address</div></div>
 <div style="flex:1"><div class="l">&nbsp;</div>
 <div class="v">${f.bar}</div><div class="l">Texas State Bar No.</div>
 <div class="v">${f.phone}</div><div class="l">Phone</div>
 <div class="v">${f.email}</div><div class="l">Attorney email</div>
 <div class="v">${f.eservice}</div><div class="l">E-service address (Rule 21a)</div></div>
</div>
<div class="sec">2. DEFENDANT / DEMANDADO</div>
<table class="g"><tr>${blank(nm(c), 'Defendant’s name (first, middle, last) / Nombre', '50%')}${blank('DL ***804 &nbsp; SSN ***215', 'Last 3 digits of DL / SSN (if known)', '25%')}${blank('1984', 'Year of birth', '25%')}</tr></table>
<table class="g"><tr>${blank(c.street, 'Street address where defendant may be served / Dirección', '46%')}${blank(c.city, 'City', '24%')}${blank(c.st, 'State', '10%')}${blank(c.zip, 'ZIP', '20%')}</tr></table>
<div style="margin-top:4px">Service requested by: ${X} Constable, Precinct 4 &nbsp; ${O} Sheriff &nbsp; ${O} Certified mail &nbsp; ${O} Private process server &nbsp; (service fee paid: $${m(a.service)})</div>
<div class="sec">3. CLAIM / RECLAMO</div>
<p style="margin-top:4px">Plaintiff seeks a judgment against Defendant for a debt arising from a revolving credit card account. The amount in controversy is within the jurisdiction of this Court and does not exceed <b>$20,000.00</b>, excluding statutory interest and court costs.</p>
<table style="width:100%"><tr><td style="width:52%;vertical-align:top">
<table class="amt">
<tr><td>Original creditor</td><td>Lumen Bank, N.A.</td></tr>
<tr><td>Account number (last 4)</td><td>…4471</td></tr>
<tr><td>Date of charge-off</td><td>02/28/2024</td></tr>
<tr><td>Date of last payment</td><td>09/15/2023</td></tr>
<tr><td>Assignment to plaintiff</td><td>06/11/2024</td></tr></table></td>
<td style="vertical-align:top"><table class="amt">
<tr><td>Balance owed at charge-off</td><td class="n">$${m(a.chargeoff)}</td></tr>
<tr><td>Payments/credits since charge-off</td><td class="n">($${m(a.paid)})</td></tr>
<tr><td><b>Principal balance claimed</b></td><td class="n"><b>$${m(a.principal)}</b></td></tr>
<tr><td>Interest claimed (stated separately)</td><td class="n">$0.00</td></tr>
<tr><td>Attorney fees requested</td><td class="n">$${m(a.fees)}</td></tr>
<tr><td>Filing fee paid</td><td class="n">$${m(a.filing)}</td></tr></table></td></tr></table>
<p style="margin-top:5px">Plaintiff further asks for court costs, post-judgment interest at the legal rate, and all other relief to which it is entitled.</p>
<div style="display:flex;gap:24px;margin-top:14px"><div style="flex:1"><div class="v i">/s/ ${f.atty}</div><div class="l">Signature of plaintiff or attorney / Firma</div></div><div style="width:150px"><div class="v">10/02/2025</div><div class="l">Date / Fecha</div></div></div>
<div class="fn"><b>NOTICE TO DEFENDANT:</b> You have been sued. You may want to contact an attorney. You must file a written answer with the court within 14 days after you were served. Free legal forms and information: www.texaslawhelp.org.<br>
<b>AVISO AL DEMANDADO:</b> Usted ha sido demandado. Puede consultar con un abogado. Debe presentar una respuesta por escrito ante el juzgado dentro de los 14 días después de haber recibido la notificación. Formularios gratuitos: www.texaslawhelp.org.</div>
<div class="foot"><span>JP-DC-1 Petition: Debt Claim Case (rev. 01/2024)</span><span>Travis County Justice Court Pct. 4</span><span>Page 1 of 1</span></div>
` };
  }
});

// 02 ─ New York, Civil Court Bronx: consumer-credit summons, dashed X caption, bilingual header
D.push({
  n: 2, state: 'NY', kind: 'Summons (consumer credit transaction)', layout: 'ny-x-caption-summons-bottom-attorney',
  font: "'Nimbus Roman'",
  court: { truth: 'Civil Court of the City of New York, County of Bronx', addr: '1120 Concourse Plaza West, Bronx, NY 10451', phone: '(718) 555-0163' },
  caseNo: 'CV-014823-25/BX',
  plaintiff: { name: 'Harborline Credit Partners LLC', street: '500 Mamaroneck Ave', csz: 'Harrison, NY 10528' },
  firm: { name: 'Okafor, Lindqvist & Bram, P.C.', atty: 'Daniel P. Okafor', street: '90 Merrick Avenue, Suite 410', csz: 'East Meadow, NY 11554', phone: '(516) 555-0172', email: 'dokafor@olb-law.com', other: 'intake@olb-law.com' },
  def: { first: 'Yolanda', mi: 'M', last: 'Ferreira', street: '1590 Metropolitan Ave Apt 6G', city: 'Bronx', st: 'NY', zip: '10462' },
  amt: { principal: 4216.88, fee: 45.00, limit: 50000 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:60px 72px;font-family:${d.font};font-size:11.5pt;line-height:1.38}
.bil{border:2px solid #000;padding:5px 8px;text-align:center;font-weight:bold;font-size:10.5pt}
.bil span{display:block;font-size:9.5pt;font-weight:normal}
.cap{display:flex;margin-top:12px}.cap .l{flex:1.5;font-size:10.5pt}.cap .rt{flex:1;padding-left:18px;font-size:10.5pt}
.dash{white-space:pre;font-family:'Nimbus Mono PS';font-size:9pt;letter-spacing:-.3px}
.ttl{font-size:15pt;font-weight:bold;letter-spacing:3px;margin-top:14px}
.sig{margin-left:auto;width:44%;margin-top:8px;font-size:10.5pt;line-height:1.22}
.foot{position:absolute;bottom:30px;left:72px;right:72px;font-size:7pt;border-top:1px solid #000;padding-top:3px}
`, body: `
<div class="bil">IMPORTANT! YOU ARE BEING SUED! THIS IS A COURT PAPER — A SUMMONS!<span>¡IMPORTANTE! ¡USTED ESTÁ SIENDO DEMANDADO! ¡ESTE ES UN DOCUMENTO JUDICIAL — UNA CITACIÓN!</span></div>
<div style="margin-top:10px;font-weight:bold;font-size:10pt">CIVIL COURT OF THE CITY OF NEW YORK<br>COUNTY OF BRONX</div>
<div class="cap"><div class="l"><div class="dash">--------------------------------------------------------X</div>
${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:190px">Plaintiff,</span><br><span style="margin-left:60px">-against-</span><br>
${NM(c)},<br><span style="margin-left:190px">Defendant.</span>
<div class="dash">--------------------------------------------------------X</div></div>
<div class="rt">Index No. <b>${d.caseNo}</b><br><br><span style="font-size:9pt">Plaintiff’s Address:<br>${d.plaintiff.street}<br>${d.plaintiff.csz}</span><br><br><b>CONSUMER CREDIT<br>TRANSACTION</b></div></div>
<div class="ttl c">SUMMONS</div>
<p class="j" style="margin-top:8px">TO THE ABOVE NAMED DEFENDANT: YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Bronx, at the office of the Clerk of the said Court at ${d.court.addr}, in the County of Bronx, State of New York, within the time provided by law as noted below and to file your answer to the annexed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of <b>$${m(a.principal)}</b> with interest thereon from March 14, 2024, together with the costs of this action.</p>
<p class="j" style="font-size:9.5pt">Note: The law provides that (a) if this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) if this summons is served otherwise, you must appear and answer within THIRTY days after proof of service is filed with the Clerk. This Court’s jurisdiction is limited to claims of $${m(a.limit)} or less. Index fee paid by plaintiff: $${m(a.fee)}.</p>
<div style="display:flex;margin-top:6px"><div style="width:48%;font-size:10pt">Dated: Bronx, New York<br>September 22, 2025<br><br><b>Defendant’s Address:</b><br>${NM(c)}<br>${c.street.toUpperCase()}<br>${CSZ(c)}</div>
<div class="sig">${d.firm.name}<br>By: <span class="i">/s/ ${f.atty}</span><br>${f.atty}, Esq.<br>Attorneys for Plaintiff<br>${f.street}<br>${f.csz}<br>Tel. ${f.phone}<br>${f.email}<br><span style="font-size:8.5pt">New matters &amp; payment plans: ${f.other}</span></div></div>
<p style="margin-top:12px;font-size:9pt" class="j"><b>ATTENTION:</b> If you do not respond to this summons, the court may enter a default judgment against you, and your wages or bank account may be taken. Free legal help may be available. <b>ATENCIÓN:</b> Si usted no responde a esta citación, el tribunal puede dictar una sentencia en rebeldía en su contra y su salario o su cuenta bancaria pueden ser embargados. Es posible que haya ayuda legal gratuita.</p>
<div class="foot">CIV-GP-72 (Consumer Credit) &nbsp;|&nbsp; File ref. OLB-77310-HC &nbsp;|&nbsp; This communication is from a debt collector.</div>
` };
  }
});

// 03 ─ Michigan, 36th District Court: summons grid, case no in box top right, attorney box
D.push({
  n: 3, state: 'MI', kind: 'Summons with complaint summary (district court, general civil)', layout: 'mi-grid-form-caseno-box',
  font: "'DejaVu Sans Condensed'",
  court: { truth: 'State of Michigan, 36th Judicial District', addr: '1800 Lafayette Blvd W, Detroit, MI 48216', phone: '(313) 555-0126' },
  caseNo: '25-118432-GC',
  plaintiff: { name: 'Meridian Ridge Capital LLC', street: '2875 Northland Dr, Suite 140', csz: 'Mendota Heights, MN 55120', phone: '(651) 555-0142' },
  firm: { name: 'Ortolano Kerr PLLC', atty: 'Sabrina K. Ortolano', bar: 'P78214', street: '30500 Northwestern Hwy, Ste 220', csz: 'Farmington Hills, MI 48334', phone: '(248) 555-0183', email: 'sortolano@ortolanokerr.com', other: 'mifilings@ortolanokerr.com' },
  def: { first: 'Terrence', mi: 'L.', last: 'Gaddis', street: '18840 Greenlawn St', city: 'Detroit', st: 'MI', zip: '48221' },
  amt: { principal: 2960.40, filing: 150.00, service: 27.00, limit: 25000 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt, p = d.plaintiff;
    return { css: `
.page{padding:40px 44px;font-family:${d.font};font-size:9.8pt;line-height:1.36}
table.f{width:100%}table.f td{border:1px solid #000;vertical-align:top;padding:5px 6px}
.lab{font-size:6.8pt;display:block;margin-bottom:2px}
.big{font-size:11pt;font-weight:bold}
.ttl{font-size:16pt;font-weight:bold;text-align:center}
.noti{border:1px solid #000;border-top:none;padding:7px 8px;font-size:9pt}
.noti ol{margin:2px 0 0 16px;padding:0}
.foot{position:absolute;bottom:18px;left:44px;right:44px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div style="display:flex;justify-content:space-between;font-size:7pt"><span>Approved, SCAO</span><span>Original – Court &nbsp; 1st copy – Defendant &nbsp; 2nd copy – Plaintiff &nbsp; 3rd copy – Return</span></div>
<table class="f" style="margin-top:3px"><tr>
<td style="width:38%"><span class="big">STATE OF MICHIGAN</span><br><span class="big">36TH JUDICIAL DISTRICT</span><br><span style="font-size:7.5pt">${O}Judicial Circuit &nbsp; ${O}County Probate</span></td>
<td style="width:30%" class="ttl">SUMMONS<div style="font-size:8pt;font-weight:normal">and Complaint Summary</div></td>
<td><span class="lab">CASE NO.</span><div style="border:2px solid #000;padding:4px 6px;font-size:13pt;font-weight:bold;text-align:center">${d.caseNo}</div><span class="lab" style="margin-top:3px">Hon. Renée A. Castellan &nbsp; Bar no. P41920</span></td></tr>
<tr><td colspan="3" style="font-size:8.5pt">Court address: ${d.court.addr} &nbsp;&nbsp;&nbsp;&nbsp; Court telephone no.: ${d.court.phone}</td></tr></table>
<table class="f" style="border-top:none"><tr>
<td style="width:50%;border-top:none"><span class="lab">Plaintiff’s name(s), address(es), and telephone no(s).</span>${p.name}<br>${p.street}<br>${p.csz}<br>${p.phone}</td>
<td style="width:6%;border-top:none;text-align:center;vertical-align:middle;font-weight:bold">v</td>
<td style="border-top:none"><span class="lab">Defendant’s name(s), address(es), and telephone no(s).</span>${nm(c)}<br>${c.street}<br>${csz(c)}</td></tr>
<tr><td colspan="3"><span class="lab">Plaintiff’s attorney, bar no., address, and telephone no.</span>${f.atty} (${f.bar})<br>${f.name}<br>${f.street}, ${f.csz}<br>${f.phone} &nbsp;·&nbsp; ${f.email} &nbsp;·&nbsp; <span style="font-size:8pt">e-filing notices: ${f.other}</span></td></tr></table>
<div class="noti"><b>Instructions:</b> Check the items below that apply to you and provide any required information. Submit this form to the court clerk along with your complaint.<br>
<b>Domestic Relations Case</b> ${O} There are no pending or resolved cases within the jurisdiction of the family division of the circuit court involving the family or family members of the person(s) who are the subject of the complaint.<br>
<b>Civil Case</b> ${O} This is a business case in which all or part of the action includes a business or commercial dispute under MCL 600.8035. ${X} There is no other pending or resolved civil action arising out of the same transaction or occurrence as alleged in the complaint.</div>
<div class="noti" style="background:#f1f1f1"><b>COMPLAINT SUMMARY.</b> Plaintiff claims Defendant owes <b>$${m(a.principal)}</b> on account ending 9023 (original creditor: Dearborn Lakes Bank), plus statutory interest and costs. The amount in controversy does not exceed $${m(a.limit)}. Filing fee paid: $${m(a.filing)}. Service fee: $${m(a.service)}.</div>
<div class="noti"><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified:
<ol><li>You are being sued.</li><li><b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to <b>file a written answer with the court</b> and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state).</li>
<li>If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</li><li>If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</li></ol></div>
<table class="f" style="border-top:none"><tr><td style="width:33%;border-top:none"><span class="lab">Issue date</span>09/29/2025</td><td style="width:33%;border-top:none"><span class="lab">Expiration date*</span>12/29/2025</td><td style="border-top:none"><span class="lab">Court clerk</span><span class="i">L. Okonkwo</span></td></tr></table>
<div style="font-size:7pt;margin-top:2px">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.</div>
<div style="margin-top:10px;border:1px dashed #000;padding:5px 7px;font-size:8pt"><b>PROOF OF SERVICE</b> &nbsp; Case No. ${d.caseNo} &nbsp;&nbsp; ${O} I served personally ${O} by registered or certified mail a copy of the summons and complaint on: ______________________ at ______________________ on ____________ &nbsp; Service fee $______ Miles traveled ____ Mileage fee $______</div>
<div class="foot"><span>MC 01 (9/19) SUMMONS</span><span>MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105</span></div>
` };
  }
});

// 04 ─ Arizona, Encanto Justice Court (Maricopa): seal block, attorney top right, husband/wife defendants, bilingual
D.push({
  n: 4, state: 'AZ', kind: 'Summons (justice court, civil)', layout: 'az-seal-block-attorney-top-right',
  font: "'DejaVu Serif'",
  court: { truth: 'Encanto Justice Court, Maricopa County, Arizona', addr: '2604 W Roosevelt Way, Phoenix, AZ 85009', phone: '(602) 555-0177' },
  caseNo: 'CC2025-148823',
  plaintiff: { name: 'Sunward Consumer Finance Inc.' },
  firm: { name: 'Delgado Whitcomb, PLC', atty: 'Marisol Delgado-Reyes', bar: '031842', street: '4802 N. Central Avenue, Suite 1100', csz: 'Phoenix, Arizona 85012', phone: '(602) 555-0158', email: 'mdelgado@delgadowhitcomb.com', other: 'docketing@delgadowhitcomb.com' },
  def: { first: 'Kevin', mi: 'J.', last: 'Brandt', street: '3327 W Encanto Blvd Unit 14', city: 'Phoenix', st: 'AZ', zip: '85009' },
  amt: { principal: 1846.19, fees: 500.00, filing: 105.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:44px 60px;font-family:${d.font};font-size:9.5pt;line-height:1.3}
.hdr{display:flex;justify-content:space-between;align-items:flex-start}
.seal{width:186px;height:186px;border-radius:50%;border:3px double #222;display:flex;flex-direction:column;justify-content:center;align-items:center;text-align:center;font-size:8.5pt;font-weight:bold;line-height:1.25;padding:14px}
.seal .ring{font-size:6.5pt;font-weight:normal;letter-spacing:1px}
.atty{font-size:8.5pt;line-height:1.3;text-align:right;width:300px}
.cap{display:flex;border-top:1px solid #000;border-bottom:1px solid #000;margin-top:12px}
.cap>div{padding:7px 8px}.cap .l{flex:1.3;border-right:1px solid #000}
h2{font-size:14pt;margin:0;letter-spacing:2px}
.sp{font-size:8.3pt;color:#222;font-style:italic}
.foot{position:absolute;bottom:24px;left:60px;right:60px;font-size:6.8pt;display:flex;justify-content:space-between;border-top:1px solid #666;padding-top:3px}
`, body: `
<div class="hdr"><div class="seal"><span class="ring">★ JUSTICE COURTS ★</span>ENCANTO<br>JUSTICE COURT<br>MARICOPA COUNTY<br>ARIZONA<span class="ring" style="margin-top:3px">${d.court.addr.replace(', Phoenix, AZ 85009', '')}<br>Phoenix, AZ 85009<br>${d.court.phone}</span></div>
<div class="atty">${f.atty} (State Bar No. ${f.bar})<br>${f.name}<br>${f.street}<br>${f.csz}<br>Telephone: ${f.phone}<br>${f.email}<br><span style="font-size:7.5pt">Minute entries &amp; notices: ${f.other}</span><br><i>Attorneys for Plaintiff</i></div></div>
<div class="cap"><div class="l"><b>${d.plaintiff.name}</b>, an Arizona corporation,<br><span style="margin-left:130px">Plaintiff,</span><br>vs.<br><b>${nm(c)} and Jane Doe Brandt</b>, husband and wife,<br><span style="margin-left:130px">Defendants.</span></div>
<div style="flex:1"><span style="font-size:7.5pt">Case Number</span><br><b style="font-size:11.5pt">${d.caseNo}</b><br><br><h2>SUMMONS</h2><span class="sp">Citatorio</span></div></div>
<p style="margin-top:10px"><b>THE STATE OF ARIZONA TO THE DEFENDANT:</b> ${NM(c)}, ${c.street.toUpperCase()}, ${CSZ(c)}</p>
<p class="j">YOU ARE HEREBY SUMMONED and required to appear and defend, within the time applicable, in this action in this Court. If served within Arizona, you shall appear and defend within 20 calendar days after service of the Summons and Complaint upon you, exclusive of the day of service. If served out of the State of Arizona, you shall appear and defend within 30 calendar days. <span class="sp">Por medio de la presente se le cita a comparecer y defenderse dentro de 20 días calendario después de la notificación.</span></p>
<p class="j">The Complaint demands judgment for the principal sum of <b>$${m(a.principal)}</b> on a consumer installment loan, together with interest at the contract rate of 24.9% per annum, attorney’s fees of $${m(a.fees)} under A.R.S. § 12-341.01, and taxable costs including the filing fee of $${m(a.filing)}.</p>
<p class="j">YOU ARE HEREBY NOTIFIED that in case of your failure to appear and defend within the time applicable, judgment by default may be rendered against you for the relief demanded in the Complaint. <span class="sp">Si usted no comparece, se puede dictar un fallo en rebeldía en su contra por lo solicitado en la demanda.</span></p>
<p class="j">Requests for reasonable accommodation for persons with disabilities must be made to the court at least 3 working days before a scheduled court proceeding. Interpreters: call ${d.court.phone}. <span class="sp">Para solicitar un intérprete llame al tribunal.</span></p>
<div style="display:flex;justify-content:space-between;margin-top:22px"><div>SIGNED AND SEALED this date: <u>&nbsp;10/06/2025&nbsp;</u></div><div style="text-align:center">_____________________________<br>Justice of the Peace / Clerk</div></div>
<div style="margin-top:18px;border:1px solid #000;padding:6px 8px;font-size:8pt"><b>CERTIFICATE OF SERVICE BY PRIVATE PROCESS SERVER</b> — Received ____________, served on ${nm(c)} at the address above on ____________ at ______ m. by delivering a copy personally / leaving a copy with a person of suitable age at the dwelling. Process server: Copper State Legal Services, Reg. No. MC-7734, ops@copperstatelegal.com &nbsp; Fee: $____</div>
<div class="foot"><span>CV10-S (Summons – Justice Courts)</span><span>Our file: DW-25-6671</span><span>Page 1 of 1</span></div>
` };
  }
});

// 05 ─ North Carolina, Wake County District Court: complaint, vertical rule caption, attorney block bottom under signature
D.push({
  n: 5, state: 'NC', kind: 'Complaint (district court, money owed)', layout: 'nc-vertical-rule-caption-complaint',
  font: "'C059'",
  court: { truth: 'State of North Carolina, General Court of Justice, District Court Division, Wake County' },
  caseNo: '25 CVD 014822',
  plaintiff: { name: 'Piedmont Crest Bank, N.A.' },
  firm: { name: 'Hollowell Strand, PLLC', atty: 'Brent A. Hollowell', bar: '41877', street: '4030 Wake Forest Road, Suite 210', csz: 'Raleigh, North Carolina 27609', phone: '(919) 555-0131', email: 'bhollowell@hollowellstrand.com', other: 'collections@hollowellstrand.com' },
  def: { first: 'Latasha', mi: 'D.', last: 'Pruitt', street: '2215 Rock Quarry Rd, Apt 3B', city: 'Raleigh', st: 'NC', zip: '27610' },
  amt: { principal: 5608.74, fees: 841.31 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:50px 72px;font-family:${d.font};font-size:10.5pt;line-height:1.42}
.hd{text-align:center;font-weight:bold;font-size:10.5pt;line-height:1.3}
.cap{display:flex;margin-top:14px}.cap .l{width:55%;border-right:2px solid #000;padding-right:12px}.cap .rt{padding-left:16px;display:flex;flex-direction:column;justify-content:center}
ol{margin:8px 0 0 0;padding-left:22px}li{margin-bottom:4px;text-align:justify}
.sig{margin-left:50%;font-size:9.5pt;line-height:1.3;margin-top:8px}
.foot{position:absolute;bottom:24px;left:72px;right:72px;font-size:7pt;text-align:center}
`, body: `
<div class="hd">STATE OF NORTH CAROLINA<br>IN THE GENERAL COURT OF JUSTICE<br>DISTRICT COURT DIVISION<br>WAKE COUNTY</div>
<div class="r" style="font-weight:bold;margin-top:2px">FILE NO. ${d.caseNo}</div>
<div class="cap"><div class="l">${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:160px">Plaintiff,</span><br><br><span style="margin-left:70px">v.</span><br><br>${NM(c)},<br><span style="margin-left:160px">Defendant.</span></div>
<div class="rt"><b style="font-size:12pt">COMPLAINT</b><span style="font-size:9pt">(Money Owed – Credit Card Account)</span></div></div>
<p style="margin-top:12px">Plaintiff, complaining of the Defendant, alleges and says:</p>
<ol>
<li>Plaintiff is a national banking association with offices in Charlotte, North Carolina, and is the original creditor on the account described below.</li>
<li>Upon information and belief, Defendant is a citizen and resident of Wake County, North Carolina, residing at ${c.street}, ${csz(c)}.</li>
<li>Defendant opened a revolving credit card account with Plaintiff, account number ending 3309, and used the account to obtain goods, services, and cash advances.</li>
<li>Defendant defaulted by failing to make the minimum payments when due. The account was charged off on January 31, 2025, and Plaintiff has made demand for payment.</li>
<li>There is now due and owing from Defendant to Plaintiff the principal sum of <b>$${m(a.principal)}</b>, no part of which has been paid.</li>
<li>The account agreement provides for payment of reasonable attorneys’ fees. Pursuant to N.C. Gen. Stat. § 6-21.2, Plaintiff is entitled to attorneys’ fees of fifteen percent (15%) of the outstanding balance, or $${m(a.fees)}, and has given the notice required by that statute.</li>
<li>The amount in controversy is less than $25,000.00 and this action is properly brought in the District Court Division.</li></ol>
<p class="j">WHEREFORE, Plaintiff prays the Court that it have and recover of the Defendant the sum of $${m(a.principal)}, with interest at the legal rate of 8% per annum from the date of judgment until paid; reasonable attorneys’ fees as allowed by law; the costs of this action; and such other relief as the Court deems just.</p>
<div style="margin-top:10px">This the 3rd day of October, 2025.</div>
<div class="sig">${f.name}<br><br>By: ______________________________<br>${f.atty}<br>N.C. State Bar No. ${f.bar}<br>${f.street}<br>${f.csz}<br>Telephone: ${f.phone}<br>Email: ${f.email}<br><span style="font-size:8.5pt">Payments / payoff requests: ${f.other}</span><br><i>Attorneys for Plaintiff</i></div>
<div class="foot">Hollowell Strand file no. HS-88214 &nbsp;·&nbsp; THIS COMMUNICATION IS FROM A DEBT COLLECTOR.</div>
` };
  }
});

// 06 ─ LETTER, Wisconsin: agency validation notice (itemization table, envelope window, Spanish line)
D.push({
  n: 6, state: 'WI', letter: true, kind: 'Collection letter – validation notice (agency, no suit)', layout: 'letter-validation-notice-window',
  font: "'DejaVu Sans'",
  court: null, caseNo: null,
  plaintiff: { name: 'Northmark Receivables Fund II LLC' },
  firm: null,
  def: { first: 'Gregory', mi: 'T.', last: 'Lindahl', street: '2743 S 13th St', city: 'Milwaukee', st: 'WI', zip: '53215' },
  amt: { principal: 2399.62, asof: 2318.40, interest: 146.22, fees: 35.00, paid: 100.00 },
  lawsuit: false,
  html(d) {
    const c = d.def, a = d.amt;
    return { css: `
.page{padding:40px 52px;font-family:${d.font};font-size:9pt;line-height:1.3}
.lh{display:flex;justify-content:space-between}
.lh .n{font-size:13pt;font-weight:bold;color:#1d3a5f}
.win{margin-top:26px;margin-left:18px;width:330px;font-size:9.5pt;line-height:1.3}
.box{border:1px solid #333;padding:7px 9px}
table.it{width:100%}table.it td{padding:2px 4px;border-bottom:1px dotted #999}table.it td.n{text-align:right}
.cols{display:flex;gap:12px;margin-top:8px}.cols>div{flex:1}
h3{font-size:10pt;margin:0 0 3px 0}
.stub{position:absolute;left:52px;right:52px;bottom:36px;border-top:1.5px dashed #333;padding-top:8px;font-size:8.5pt;display:flex;gap:18px}
`, body: `
<div class="lh"><div><span class="n">Badger Point Recovery Services, Inc.</span><br>PO Box 1187 · Green Bay, WI 54305<br>(920) 555-0144 · Mon–Fri 8am–6pm CT<br>help@badgerpointrecovery.com</div>
<div style="text-align:right;font-size:8.5pt">October 7, 2025<br>Reference #: BPR-5521907<br>Account ending: 6618</div></div>
<div class="win">${NM(c)}<br>${c.street.toUpperCase()}<br>${CSZ(c)}</div>
<p style="margin-top:22px">Badger Point Recovery Services, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>${d.plaintiff.name}</b>. We will use any information you give us to help collect the debt.</p>
<div class="box"><h3>Our information shows:</h3>You had a Visa credit card from Lakefront Federal Credit Union with account number ending 6618.
<table class="it" style="margin-top:4px">
<tr><td>As of January 15, 2025, you owed:</td><td class="n">$${m(a.asof)}</td></tr>
<tr><td>Between January 15, 2025 and today:</td><td></td></tr>
<tr><td style="padding-left:16px">You were charged this amount in interest:</td><td class="n">+ $${m(a.interest)}</td></tr>
<tr><td style="padding-left:16px">You were charged this amount in fees:</td><td class="n">+ $${m(a.fees)}</td></tr>
<tr><td style="padding-left:16px">You paid or were credited this amount toward the debt:</td><td class="n">– $${m(a.paid)}</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="n"><b>$${m(a.principal)}</b></td></tr></table></div>
<div class="cols"><div class="box"><h3>How can you dispute the debt?</h3>
<b>Call or write to us by November 17, 2025, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct.<br>
If you write to us by November 17, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</div>
<div class="box"><h3>What else can you do?</h3>
<b>Write to ask for the name and address of the original creditor, if different from the current creditor.</b> If you write by November 17, 2025, we must stop collection until we send you that information.<br>
Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options.<br>
<i>Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</i></div></div>
<p style="margin-top:8px;font-size:8pt">Current creditor: ${d.plaintiff.name}, 1400 Corporate Center Curve, Eagan, MN 55121. Original creditor: Lakefront Federal Credit Union. This letter is not a lawsuit and no suit has been filed. Wisconsin residents: this collection agency is licensed by the Division of Banking in the Wisconsin Department of Financial Institutions, www.wdfi.org.</p>
<div class="stub"><div style="flex:1.2"><b>How do you want to respond?</b><br>${O} I want to dispute the debt because I think: ${O} This is not my debt. ${O} The amount is wrong. ${O} Other.<br>${O} I want you to send me the name and address of the original creditor.<br>${O} I enclosed this amount: $__________</div>
<div style="flex:1">Mail this form to:<br>Badger Point Recovery Services, Inc.<br>PO Box 1187<br>Green Bay, WI 54305<br><br>${NM(c)} &nbsp; Ref BPR-5521907</div></div>
` };
  }
});

// 07 ─ Kentucky, Jefferson District Court: complaint, caption split by a vertical rule, CAPS name with suffix III
D.push({
  n: 7, state: 'KY', kind: 'Complaint (district court, civil)', layout: 'ky-rule-caption-signature-block-bottom',
  font: "'P052'",
  court: { truth: 'Commonwealth of Kentucky, Jefferson District Court, Civil Division' },
  caseNo: '25-C-018734',
  plaintiff: { name: 'Caldera Point Credit LLC' },
  firm: { name: 'Ashby Mercer & Frost, PSC', atty: 'Jonathan W. Ashby', bar: '92815', street: '727 West Market Street, Suite 200', csz: 'Louisville, Kentucky 40202', phone: '(502) 555-0119', email: 'jashby@amf-law.com' },
  def: { first: 'Raymond', mi: 'E.', last: 'Pickett', suffix: 'III', street: '4508 Southern Pkwy', city: 'Louisville', st: 'KY', zip: '40214' },
  amt: { principal: 3927.05, interest: 412.66 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:56px 78px;font-family:${d.font};font-size:11pt;line-height:1.45}
.hd{text-align:center;font-size:11pt;line-height:1.35}
.cap{display:grid;grid-template-columns:1fr 2px 1fr;margin-top:10px}.rule{background:#000}
.cap .l{padding-right:14px}.cap .rt{padding-left:14px}
p{text-indent:36px;text-align:justify}
.sig{margin-top:10px;margin-left:46%;line-height:1.3;font-size:10.5pt}
.foot{position:absolute;bottom:26px;left:78px;right:78px;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="hd"><b>COMMONWEALTH OF KENTUCKY</b><br><b>JEFFERSON DISTRICT COURT</b><br>CIVIL DIVISION</div>
<div class="r" style="margin-top:4px">CASE NO. <b>${d.caseNo}</b> &nbsp;&nbsp; DIVISION ____</div>
<div class="cap"><div class="l">${d.plaintiff.name.toUpperCase()}<br><span style="margin-left:150px">PLAINTIFF</span><br><br>v.<br><br>${NM(c)}<br>${c.street.toUpperCase()}<br>${CSZ(c)}<br><span style="margin-left:150px">DEFENDANT</span></div><div class="rule"></div>
<div class="rt" style="display:flex;align-items:center;justify-content:center;text-align:center"><div><b>COMPLAINT</b><br><span style="font-size:9.5pt">— Electronically Filed —<br>Envelope No. 4492817</span></div></div></div>
<p style="margin-top:14px">Comes the Plaintiff, ${d.plaintiff.name}, by counsel, and for its Complaint against the Defendant, ${NM(c)}, states as follows:</p>
<p>1. Plaintiff is a limited liability company doing business in the Commonwealth of Kentucky. Defendant is a resident of Jefferson County, Kentucky.</p>
<p>2. Defendant entered into a consumer credit agreement with Falls City Savings Bank (account ending 7150), which account was sold and assigned to Plaintiff on April 9, 2025.</p>
<p>3. Defendant defaulted on the account, and there remains due and owing a principal balance of <b>$${m(a.principal)}</b>, together with accrued pre-judgment interest of $${m(a.interest)} through August 31, 2025, stated separately.</p>
<p>4. The amount in controversy does not exceed $5,000.00, exclusive of interest and costs, and is within the jurisdiction of this Court.</p>
<p>WHEREFORE, Plaintiff demands judgment against the Defendant in the principal amount of $${m(a.principal)}, plus pre-judgment interest as stated, post-judgment interest at the statutory rate, its court costs herein expended, and any and all other relief to which it may appear entitled.</p>
<div class="sig">Respectfully submitted,<br><br><span class="i">/s/ ${f.atty}</span><br>__________________________________<br>${f.atty} (KBA No. ${f.bar})<br>${f.name}<br>${f.street}<br>${f.csz}<br>(502) 555-0119 · Fax (502) 555-0120<br>${f.email}<br><i>Counsel for Plaintiff</i></div>
<div class="foot"><span>Clerk: civil.clerk@jeffersondistrictky.org</span><span>AMF File 25-30917</span></div>
` };
  }
});

// 08 ─ Louisiana, First City Court of New Orleans: petition on open account, "versus" caption, no attorney e-mail
D.push({
  n: 8, state: 'LA', kind: 'Petition on open account (city court)', layout: 'la-versus-caption-filed-line',
  font: "'Liberation Serif'",
  court: { truth: 'First City Court of the City of New Orleans, Parish of Orleans, State of Louisiana' },
  caseNo: '2025-04417',
  plaintiff: { name: 'Gulfway Acceptance Corporation' },
  firm: { name: 'Thibodeaux, Lemaire & Kwan, L.L.C.', atty: 'André P. Thibodeaux', bar: '33418', street: '3838 N. Causeway Blvd., Suite 1400', csz: 'Metairie, Louisiana 70002', phone: '(504) 555-0166', email: null },
  def: { first: 'Monique', mi: 'S.', last: 'Batiste', street: '3116 Pauger St', city: 'New Orleans', st: 'LA', zip: '70119' },
  amt: { principal: 6212.40, fees: 1553.10 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:58px 80px;font-family:${d.font};font-size:12pt;line-height:1.55}
.hd{text-align:center;font-weight:bold;line-height:1.3}
.row{display:flex;justify-content:space-between;margin-top:14px;font-weight:bold}
.vs{text-align:center;margin:8px 0;line-height:1.3}
.filed{display:flex;justify-content:space-between;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0;margin-top:6px;font-size:11pt}
p{text-indent:48px;text-align:justify;margin-bottom:.35em}
.sig{margin-left:48%;line-height:1.25;font-size:11pt;margin-top:4px}
.serve{font-size:10.5pt;line-height:1.25;margin-top:-70px;width:44%}
.foot{position:absolute;bottom:24px;left:80px;right:80px;font-size:7pt;text-align:right}
`, body: `
<div class="hd">FIRST CITY COURT OF THE CITY OF NEW ORLEANS<br>PARISH OF ORLEANS<br>STATE OF LOUISIANA</div>
<div class="row"><span>NO. ${d.caseNo}</span><span>SECTION “B”</span></div>
<div class="vs"><b>${d.plaintiff.name.toUpperCase()}</b><br>VERSUS<br><b>${NM(c)}</b></div>
<div class="filed"><span>FILED: ____________________</span><span>DEPUTY CLERK: ____________________</span></div>
<div class="c b u" style="margin-top:10px">PETITION ON OPEN ACCOUNT</div>
<p>The petition of ${d.plaintiff.name}, a corporation authorized to do business in the State of Louisiana, respectfully represents:</p>
<p>1. Made defendant herein is ${nm(c)}, a person of the full age of majority domiciled in the Parish of Orleans, State of Louisiana.</p>
<p>2. Defendant is indebted unto petitioner in the full sum of <b>$${m(a.principal)}</b>, together with legal interest thereon from date of judicial demand until paid, for the balance due on an open account, as shown by the statement of account annexed hereto.</p>
<p>3. Written demand for payment was made on defendant by certified mail more than thirty days prior to the filing of this suit; accordingly petitioner is entitled to reasonable attorney’s fees under La. R.S. 9:2781, which petitioner estimates at twenty-five percent of the principal, or $${m(a.fees)}.</p>
<p>WHEREFORE, petitioner prays that defendant be duly cited and that, after due proceedings, there be judgment in favor of petitioner and against defendant in the sum of $${m(a.principal)}, with legal interest from date of judicial demand, attorney’s fees, and all costs of these proceedings.</p>
<div class="sig">Respectfully submitted,<br><b>${f.name.toUpperCase()}</b><br><br>______________________________<br>${f.atty} (La. Bar Roll No. ${f.bar})<br>${f.street}<br>${f.csz}<br>Telephone: ${f.phone}<br>Facsimile: (504) 555-0167<br><i>Counsel for Petitioner</i></div>
<div class="serve"><b>PLEASE SERVE:</b><br>${lf(c)}<br>${c.street}<br>${csz(c)}</div>
<div class="foot">TLK No. 25-0918-G</div>
` };
  }
});

module.exports = D;
