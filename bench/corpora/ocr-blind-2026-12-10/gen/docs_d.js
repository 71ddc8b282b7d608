const { m, nm, NM, lf, csz, CSZ, X, O } = require('./lib');
const D = [];

// 25 ─ Utah, Third District Court Salt Lake County: summons, attorney block top-left, ruled caption box, Spanish notice
D.push({
  n: 25, state: 'UT', kind: 'Summons (district court, 21-day)', layout: 'ut-attorney-top-left-ruled-caption-bilingual',
  font: "'C059'",
  court: { truth: 'Third Judicial District Court, Salt Lake County, State of Utah' },
  caseNo: '250904118',
  plaintiff: { name: 'Bonneville Peak Credit Union' },
  firm: { name: 'Rasmussen Tolley, P.C.', atty: 'Jared K. Tolley', bar: '14822', street: '136 E South Temple, Suite 1400', csz: 'Salt Lake City, Utah 84111', phone: '(801) 555-0192', email: 'jtolley@rasmussentolley.com', other: 'filings@rasmussentolley.com' },
  def: { first: 'Emily', mi: 'J.', last: 'Nakamura', street: '3961 S 3200 W, Apt 12', city: 'West Valley City', st: 'UT', zip: '84119' },
  amt: { principal: 6918.40, fees: 1250.00, filing: 185.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:46px 66px;font-family:${d.font};font-size:10pt;line-height:1.38}
.atty{font-size:9.5pt;line-height:1.28}
.hd{text-align:center;font-weight:bold;margin-top:14px;line-height:1.3}
table.cap{width:100%;margin-top:8px;border-top:1.5px solid #000;border-bottom:1.5px solid #000}
table.cap td{padding:7px 9px;vertical-align:top}table.cap td.l{border-right:1.5px solid #000;width:55%}
p{text-align:justify;margin-bottom:.45em}
.es{font-size:8.8pt;border-left:3px solid #555;padding-left:8px;font-style:italic}
.foot{position:absolute;bottom:22px;left:66px;right:66px;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="atty">${f.atty} (${f.bar})<br>${f.name.toUpperCase()}<br>${f.street}<br>${f.csz}<br>Telephone: ${f.phone}<br>Email: ${f.email}<br><span style="font-size:8.3pt">Filings &amp; notices: ${f.other}</span><br><i>Attorneys for Plaintiff</i></div>
<div class="hd">IN THE THIRD JUDICIAL DISTRICT COURT<br>SALT LAKE COUNTY, STATE OF UTAH</div>
<table class="cap"><tr><td class="l">${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:140px">Plaintiff,</span><br>vs.<br>${NM(c)},<br><span style="margin-left:140px">Defendant.</span></td>
<td><b style="font-size:13pt">SUMMONS</b><br>(21-day — served in Utah)<br><br>Civil No. <b>${d.caseNo}</b><br>Judge Harlan P. Oakes<br>Tier 1 — damages of $50,000 or less</td></tr></table>
<p style="margin-top:10px"><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b> ${NM(c)}, ${c.street}, ${csz(c)}</p>
<p><b>A lawsuit has been filed against you.</b> You must respond in writing by the deadline for the court to consider your side. The written response is called an Answer. <b>Deadline!</b> Your Answer must be filed with the court and served on the other party within <b>21 days</b> of the date you were served with this Summons. If you do not file and serve your Answer by the deadline, the other party can ask the court for a default judgment. A default judgment means the other party can get what they asked for, and you do not get the chance to tell your side of the story.</p>
<p>The Complaint seeks a money judgment for the principal balance of <b>$${m(a.principal)}</b> owed on a consumer auto-secured loan deficiency, interest at the contract rate of 14.99% per annum until paid, attorney fees of $${m(a.fees)} under the loan agreement, and costs of court including the $${m(a.filing)} filing fee.</p>
<p><b>Read the Complaint.</b> The Complaint has been filed with the court and explains what the other party is asking for in their lawsuit. Read it carefully. <b>Answer the Complaint.</b> You must file your Answer electronically if you have a lawyer. If you do not have a lawyer, you may file your Answer by email, by mail, or in person at the clerk’s office: 450 S State St, Salt Lake City, UT 84111 — clerk e-mail: thirdcivil.clerk@utcourts-third.org.</p>
<div class="es"><b>¡Se ha presentado una demanda en su contra!</b> Si desea que el juez considere su lado, deberá presentar una respuesta por escrito dentro del plazo de 21 días a partir de la fecha en que usted recibió la notificación. Si usted no presenta su respuesta dentro del plazo, la otra parte podrá pedirle al juez que asiente un fallo por incumplimiento. Para buscar ayuda gratis, llame al Centro de Autoayuda: (888) 555-0106.</div>
<div style="display:flex;justify-content:space-between;margin-top:16px"><div>DATED October 10, 2025.</div><div style="width:46%">${f.name.toUpperCase()}<br><br><span class="i">/s/ ${f.atty}</span><br>______________________________<br>${f.atty}<br>Attorneys for Plaintiff</div></div>
<div class="foot"><span>Plaintiff’s address: 4520 S Highland Dr, Holladay, UT 84117</span><span>RT File No. 25-BPC-0912</span></div>
` };
  }
});

// 26 ─ Connecticut, Superior Court New Haven: JD-CV-1-style civil summons grid, juris number, amount-range boxes
D.push({
  n: 26, state: 'CT', kind: 'Summons – civil (superior court)', layout: 'ct-jdcv1-grid-range-boxes-juris-no',
  font: "'Liberation Sans'",
  court: { truth: 'Superior Court, Judicial District of New Haven at New Haven', addr: '235 Church Street, New Haven, CT 06510', phone: '(203) 555-0175' },
  caseNo: 'NNH-CV25-6148823-S',
  plaintiff: { name: 'Nutmeg Harbor Financial, LLC', street: '185 Asylum St', csz: 'Hartford, CT 06103' },
  firm: { name: 'Fairhaven Legal Group, LLC', atty: 'Owen T. Caruso', bar: '438812', street: '157 Church Street, 19th Floor', csz: 'New Haven, CT 06510', phone: '(203) 555-0165', email: 'ocaruso@fairhavenlegal.com' },
  def: { first: 'Anjali', mi: 'R.', last: 'Patel', street: '1170 Dixwell Ave, Apt 3C', city: 'Hamden', st: 'CT', zip: '06514' },
  amt: { principal: 3281.09, interest: 245.07, fees: 492.16 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt, p = d.plaintiff;
    return { css: `
.page{padding:36px 38px;font-family:${d.font};font-size:8.8pt;line-height:1.38}
table.g{width:100%}table.g td{border:1px solid #000;padding:2px 5px 3px;vertical-align:top}
.k{font-size:6.6pt;display:block;color:#111}
.v{font-size:9.4pt}
.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:3px}
.foot{position:absolute;bottom:14px;left:38px;right:38px;font-size:6.6pt;display:flex;justify-content:space-between}
`, body: `
<div class="hd"><div style="font-size:7pt;line-height:1.25;width:40%"><b style="font-size:12pt">SUMMONS – CIVIL</b><br>JD-CV-1 Rev. 2-24<br>C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a, 52-48, 52-259; P.B. §§ 3-1 through 3-21, 8-1, 10-13</div>
<div class="c" style="font-weight:bold;font-size:10pt;line-height:1.25;white-space:nowrap">SUPERIOR COURT<br>JUDICIAL DISTRICT OF NEW HAVEN<br>AT NEW HAVEN</div>
<div style="text-align:right;font-size:7pt;white-space:nowrap">STATE OF CONNECTICUT<br>www.jud.ct.gov<br><b style="font-size:8.5pt">Docket No. ${d.caseNo}</b></div></div>
<div style="font-size:7pt;margin:2px 0">See other side for instructions. &nbsp; “X” if amount, legal interest or property in demand, not including interest and costs, is: ${X} Less than $15,000 &nbsp; ${O} $15,000 through $49,999.99 &nbsp; ${O} $50,000 or more &nbsp;&nbsp; ${O} claiming other relief in addition to or in lieu of money or damages.</div>
<table class="g"><tr><td style="width:22%"><span class="k">${X} Judicial District &nbsp; ${O} Housing Session &nbsp; ${O} G.A. No.</span><span class="v">At (Town): New Haven</span></td>
<td style="width:48%"><span class="k">Address of court clerk (Number, street, town and zip code)</span><span class="v">${d.court.addr}</span></td><td style="width:15%"><span class="k">Telephone number of clerk</span><span class="v">${d.court.phone}</span></td><td><span class="k">Return Date (Must be a Tuesday)</span><span class="v">November 4, 2025</span></td></tr>
<tr><td colspan="2"><span class="k">Case type code (See list on page 2): Major: C &nbsp; Minor: 10 (Contracts – Collections)</span></td><td colspan="2"><span class="k">For the plaintiff(s) enter the appearance of:</span></td></tr></table>
<table class="g" style="margin-top:-1px"><tr><td style="width:18%"><span class="k">Parties</span></td><td><span class="k">Name (Last, First, Middle Initial) and address of each party (Number; street; P.O. Box; town; state; zip; country, if not USA)</span></td><td style="width:6%"><span class="k">Code</span></td></tr>
<tr><td>First named Plaintiff</td><td class="v">${p.name}, ${p.street}, ${p.csz}</td><td>P-01</td></tr>
<tr><td>Additional Plaintiff</td><td></td><td>P-02</td></tr>
<tr><td>First named Defendant</td><td class="v"><b>${lf(c)}</b><br>${c.street}, ${csz(c)}</td><td>D-01</td></tr>
<tr><td>Additional Defendant</td><td></td><td>D-02</td></tr></table>
<div style="border:1px solid #000;border-top:none;padding:4px 6px;font-size:8.1pt"><b>Notice to each defendant</b><br>1. You are being sued. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is making against you in this lawsuit.<br>
2. To receive further notices, you or your attorney must file an Appearance form with the clerk of the above-named court at the above court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court on the Return Date unless you receive a separate notice telling you to come to court.<br>
3. If you or your attorney do not file a written Appearance form on time, a judgment may be entered against you by default. The Appearance form may be obtained at the court address above or at www.jud.ct.gov under “Court Forms.”<br>
4. If you believe that you have insurance that may cover the claim that is being made against you in this lawsuit, you should immediately contact your insurance representative.<br>
5. If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal matters.</div>
<div style="border:1.5px solid #000;margin-top:5px;padding:5px 7px;font-size:8.6pt;background:#f0f0f0"><b>CLAIM (from attached complaint, Count One — Account Stated):</b> Plaintiff claims the principal balance of <b>$${m(a.principal)}</b> due on credit card account ending 2776 (original creditor: Shoreline Nutmeg Bank), together with interest at 12% per annum under C.G.S. § 37-3a ($${m(a.interest)} to date), attorney’s fees of 15% ($${m(a.fees)}) under C.G.S. § 42-150aa, and costs.</div>
<table class="g" style="margin-top:5px"><tr><td style="width:45%"><span class="k">Signed (Sign and “X” proper box) &nbsp; ${X} Commissioner of the Superior Court &nbsp; ${O} Clerk</span><span class="v i">/s/ ${f.atty}</span></td>
<td style="width:35%"><span class="k">Name of person signing at left</span><span class="v">${f.atty}</span></td><td><span class="k">Date signed</span><span class="v">10/06/2025</span></td></tr>
<tr><td colspan="2"><span class="k">Name and address of attorney, law firm or plaintiff if self-represented (Number, street, town and zip code)</span><span class="v">${f.name}, ${f.street}, ${f.csz}</span></td><td><span class="k">Juris number (if attorney or law firm)</span><span class="v">${f.bar}</span></td></tr>
<tr><td><span class="k">Telephone number (with area code)</span><span class="v">${f.phone}</span></td><td colspan="2"><span class="k">Signature of plaintiff (if self-represented) / Email address for delivery of papers under Section 10-13 (if agreed to)</span><span class="v">${f.email}</span></td></tr></table>
<table class="g" style="margin-top:5px"><tr><td style="width:33%"><span class="k">Number of plaintiffs: 1 &nbsp; Number of defendants: 1</span></td><td><span class="k">${O} Form JD-CV-2 attached for additional parties</span></td><td style="width:30%"><span class="k">For court use only — File Date</span></td></tr></table>
<div style="margin-top:5px;font-size:7.2pt">State Marshal: Patrick J. Donnelly, New Haven County · marshal.donnelly@ctmarshals-nh.org · (203) 555-0198</div>
<div class="foot"><span>JD-CV-1 Rev. 2-24 Page 1 of 2</span><span>FLG Ref. NHF-25-2210</span></div>
` };
  }
});

// 27 ─ Texas, Hidalgo County JP 2-1: citation mostly in Spanish (English court line and a short English notice)
D.push({
  n: 27, state: 'TX', kind: 'Citación / citation – debt claim case (justice court), mostly Spanish', layout: 'tx-jp-citation-spanish',
  font: "'P052'",
  court: { truth: 'Justice Court, Precinct 2, Place 1, Hidalgo County, Texas', addr: '3200 W Freddy Gonzalez Dr, Edinburg, TX 78539', phone: '(956) 555-0148' },
  caseNo: 'J21-DC-25-00712',
  plaintiff: { name: 'Palmview Installment Lending LLC' },
  firm: { name: 'Montemayor & Leal, PLLC', atty: 'Javier E. Montemayor', bar: '24100377', street: '1200 N 10th St, Suite 402', csz: 'McAllen, TX 78501', phone: '(956) 555-0115', email: 'jmontemayor@montemayorleal.com', other: 'avisos@montemayorleal.com' },
  def: { first: 'María', mi: 'G.', last: 'Salinas', street: '2708 N 29th St', city: 'McAllen', st: 'TX', zip: '78501' },
  amt: { principal: 1325.60, costs: 129.00, fees: 350.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:44px 64px;font-family:${d.font};font-size:10.4pt;line-height:1.42}
.en{font-size:8.5pt;letter-spacing:1.5px;text-align:center;text-transform:uppercase;border-bottom:1px solid #000;padding-bottom:3px}
.es{text-align:center;font-weight:bold;font-size:12pt;margin-top:8px;line-height:1.3}
.ttl{text-align:center;font-size:17pt;font-weight:bold;letter-spacing:2px;margin:10px 0 2px}
.caso{display:flex;justify-content:space-between;border:1.5px solid #000;padding:5px 10px;margin-top:8px}
p{text-align:justify;margin-bottom:.45em}
.dem{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:6px}
.dem>div{border:1px solid #555;padding:5px 8px;font-size:9.4pt;line-height:1.32}
.eng{font-size:8pt;border-top:1px solid #000;margin-top:10px;padding-top:4px}
.foot{position:absolute;bottom:20px;left:64px;right:64px;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="en">Justice Court, Precinct 2, Place 1, Hidalgo County, Texas</div>
<div class="es">JUZGADO DE PAZ, PRECINTO 2, LUGAR 1<br>CONDADO DE HIDALGO, TEXAS</div>
<div class="c" style="font-size:8.5pt">${d.court.addr} · Tel. ${d.court.phone}</div>
<div class="ttl">CITACIÓN</div><div class="c">Caso de reclamo de deuda · <i>Debt Claim Case</i></div>
<div class="caso"><span>Número de caso: <b>${d.caseNo}</b></span><span>Fecha de emisión: 7 de octubre de 2025</span></div>
<p style="margin-top:10px"><b>EL ESTADO DE TEXAS</b></p>
<p><b>A:</b> ${NM(c)}<br>Dirección para notificación: ${c.street}, ${csz(c)}</p>
<p>Usted ha sido demandado. Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante el juzgado dentro de los <b>14 días</b> siguientes a la fecha en que recibió esta citación y la petición, se podría dictar un fallo en rebeldía en su contra. La respuesta por escrito debe presentarse en el domicilio del juzgado indicado arriba.</p>
<p>El demandante, <b>${d.plaintiff.name}</b>, reclama la cantidad de <b>$${m(a.principal)}</b> de capital (principal) por un préstamo a plazos no pagado, más costas judiciales de $${m(a.costs)} y honorarios de abogado de $${m(a.fees)}. El monto reclamado no excede el límite de jurisdicción de este juzgado de $20,000.00.</p>
<div class="dem"><div><b>Demandante:</b><br>${d.plaintiff.name}<br>PO Box 3307, Mission, TX 78573<br>(956) 555-0116</div>
<div><b>Abogado del demandante:</b><br>Lic. ${f.atty} · Barra Estatal No. ${f.bar}<br>${f.name}<br>${f.street}, ${f.csz}<br>${f.phone} · ${f.email}<br><span style="font-size:8.3pt">Avisos electrónicos: ${f.other}</span></div></div>
<p style="margin-top:10px">Expedida y firmada bajo mi mano y el sello de este juzgado el día indicado arriba.</p>
<div style="margin-left:52%;line-height:1.3">_______________________________<br>Secretario(a) del Juzgado de Paz<br>Precinto 2, Lugar 1 · Condado de Hidalgo</div>
<div class="eng"><b>NOTICE (English):</b> You have been sued. You may employ an attorney. If you or your attorney do not file a written answer with the court within 14 days after you were served this citation and petition, a default judgment may be taken against you. Plaintiff’s claim (principal): $${m(a.principal)}. Free forms: www.texaslawhelp.org.</div>
<div class="eng" style="border-top:1px dashed #000"><b>CONSTANCIA DE NOTIFICACIÓN / OFFICER’S RETURN:</b> Recibida el ___ de ________ de 2025; entregada a ${nm(c)} en ${c.street}, ${csz(c)}, el ___ de ________ de 2025. Alguacil (Constable) Pct. 2 · Costo de notificación: $75.00</div>
<div class="foot"><span>Citación – Reclamo de Deuda (JP-CIT-DC-ES)</span><span>ML Ref. PIL-25-0712</span></div>
` };
  }
});

// 28 ─ LETTER, New Mexico: law-firm demand letter, no suit filed, attorneys sidebar, mentions a court only as a possibility
D.push({
  n: 28, state: 'NM', letter: true, kind: 'Law-firm demand letter (no suit filed)', layout: 'letter-lawfirm-attorney-sidebar-re-table',
  font: "'P052'",
  court: null, caseNo: null,
  plaintiff: { name: 'Sandia Vista Federal Credit Union' },
  firm: { name: 'Baca Lindholm, P.A.', atty: 'Teresa M. Baca', street: '6000 Uptown Blvd NE, Suite 310', csz: 'Albuquerque, New Mexico 87110', phone: '(505) 555-0127', email: 'tbaca@bacalindholm.com', other: 'disputes@bacalindholm.com' },
  def: { first: 'Rodney', mi: 'P.', last: 'Archuleta', street: '9012 Lomas Blvd NE, Apt 1204', city: 'Albuquerque', st: 'NM', zip: '87112' },
  amt: { principal: 5207.44, chargeoff: 4880.00, interest: 327.44 },
  lawsuit: false,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{font-family:${d.font};font-size:10.3pt;line-height:1.42;display:flex}
.sb{width:170px;padding:54px 12px 20px 34px;font-size:7.6pt;line-height:1.35;color:#333;border-right:1px solid #999}
.sb b{font-size:8pt;color:#000}
.mn{flex:1;padding:44px 60px 30px 30px;position:relative}
.lh{font-size:19pt;letter-spacing:2px;font-variant:small-caps}
.re td{padding:1px 8px 1px 0;font-size:9.5pt;vertical-align:top}
p{text-align:justify;margin-bottom:.5em}
.foot{position:absolute;bottom:22px;left:30px;right:60px;font-size:7.3pt;border-top:1px solid #999;padding-top:3px}
`, body: `
<div class="sb"><b>ATTORNEYS</b><br><br>Teresa M. Baca*<br>Anders J. Lindholm<br>Marisela Ortiz-Chávez<br>Paul D. Whitehorse<br><br><b>OF COUNSEL</b><br>Gerald K. Stroud<br><br>* Also admitted in Colorado<br><br><b>OFFICE</b><br>${f.street}<br>${f.csz}<br>Tel. ${f.phone}<br>Fax (505) 555-0129<br><br>Hours: M–F 8:00–5:00 MT</div>
<div class="mn"><div class="lh">Baca Lindholm, P.A.</div><div style="font-size:8pt;letter-spacing:1px">ATTORNEYS AT LAW · CREDITORS’ RIGHTS</div>
<div style="display:flex;justify-content:space-between;margin-top:26px"><div style="line-height:1.3">${nm(c)}<br>${c.street}<br>${csz(c)}</div><div style="font-size:9.5pt">October 15, 2025</div></div>
<table class="re" style="margin-top:18px"><tr><td><b>Re:</b></td><td>Our client: ${d.plaintiff.name}</td></tr><tr><td></td><td>Member account ending: 7031 (Visa Platinum)</td></tr><tr><td></td><td>Our file no.: BL-25-06614</td></tr><tr><td></td><td>Charge-off balance: $${m(a.chargeoff)}</td></tr><tr><td></td><td><b>Balance due now: $${m(a.principal)}</b></td></tr></table>
<p style="margin-top:12px">Dear ${nm(c)}:</p>
<p>This firm has been retained by ${d.plaintiff.name} to collect the balance of your account. As of today, you owe <b>$${m(a.principal)}</b>, which consists of the charge-off balance of $${m(a.chargeoff)} and interest of $${m(a.interest)} that has accrued since the charge-off date.</p>
<p>At this time, no attorney with this firm has personally reviewed the particular circumstances of your account, and <b>no lawsuit has been filed</b>. However, if this matter is not resolved, our client may authorize us to file a collection suit in the Bernalillo County Metropolitan Court. We would prefer to resolve it with you voluntarily.</p>
<p>Please call me at ${f.phone} or write to me at ${f.email} to discuss payment arrangements. If you dispute this debt, you may write to us at the address above or to ${f.other} within the validation period stated in the enclosed notice.</p>
<p style="margin-top:14px">Very truly yours,<br><br><span class="i">Teresa M. Baca</span><br>${f.atty}<br>${f.name}</p>
<p style="font-size:8.3pt;margin-top:8px">Enclosure: Validation Notice. This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<div class="foot">Baca Lindholm, P.A. · ${f.street} · ${f.csz} · www.bacalindholm.com</div></div>
` };
  }
});

// 29 ─ New York, City Court of Yonkers: court name in small caps across top, index no. in a box, two-column summons + endorsed complaint, John Does 1-10
D.push({
  n: 29, state: 'NY', kind: 'Summons with endorsed complaint (city court)', layout: 'ny-two-column-summons-endorsed-complaint-index-box',
  font: "'URW Bookman'",
  court: { truth: 'City Court of the City of Yonkers, County of Westchester', addr: '100 S Broadway, 2nd Floor, Yonkers, NY 10701', phone: '(914) 555-0181' },
  caseNo: 'CV 2291-25',
  plaintiff: { name: 'Hudson Palisade Funding, LLC' },
  firm: { name: 'Feld Ayodele LLP', atty: 'Rachel S. Feld', street: '14 Mamaroneck Ave, Suite 700', csz: 'White Plains, NY 10601', phone: '(914) 555-0161', email: 'rfeld@feldayodele.com' },
  def: { first: 'Andrea', mi: 'L.', last: 'Castellanos', street: '145 Palisade Ave, Apt 4F', city: 'Yonkers', st: 'NY', zip: '10701' },
  amt: { principal: 2977.35, interest: 385.71 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:40px 50px;font-family:${d.font};font-size:8.9pt;line-height:1.36}
.top{font-variant:small-caps;letter-spacing:2px;font-size:11pt;text-align:center;border-top:3px double #000;border-bottom:3px double #000;padding:4px 0}
.row{display:flex;justify-content:space-between;align-items:flex-start;margin-top:10px}
.ix{border:2px solid #000;padding:5px 12px;text-align:center}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:18px;margin-top:10px}
.cols>div{text-align:justify}
.col2{border-left:1px solid #000;padding-left:14px}
h3{font-size:11pt;margin:0 0 4px 0;letter-spacing:2px;text-align:center}
.foot{position:absolute;bottom:20px;left:50px;right:50px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="top">City Court of the City of Yonkers · County of Westchester</div>
<div class="c" style="font-size:7.5pt;margin-top:2px">${d.court.addr} · ${d.court.phone}</div>
<div class="row"><div style="font-size:9.5pt;line-height:1.32">${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:120px">Plaintiff,</span><br>— against —<br>${NM(c)} and JOHN DOES 1-10,<br><span style="margin-left:120px">Defendants.</span></div>
<div class="ix"><span style="font-size:7pt">INDEX NUMBER</span><br><b style="font-size:12.5pt">${d.caseNo}</b><br><span style="font-size:7pt">Consumer Credit Transaction</span></div></div>
<div class="cols"><div><h3>SUMMONS</h3>
<b>TO THE ABOVE-NAMED DEFENDANT(S):</b> YOU ARE HEREBY SUMMONED to answer the complaint endorsed hereon in this action and to serve a copy of your answer on the plaintiff’s attorney within twenty (20) days after the service of this summons, exclusive of the day of service, or within thirty (30) days after service is complete if this summons is not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint.<br><br>
This Court’s civil jurisdiction is limited to $15,000.00. Plaintiff designates Westchester County as the place of trial; basis of venue is defendant’s residence.<br><br>
<b>Defendant’s address:</b><br>${NM(c)}<br>${c.street}<br>${csz(c)}<br><br>
Dated: Yonkers, New York, October 1, 2025<br><br>
<span class="i">/s/ ${f.atty}</span><br>${f.atty}, Esq.<br>${f.name}<br>Attorneys for Plaintiff<br>${f.street}, ${f.csz}<br>${f.phone} · ${f.email}</div>
<div class="col2"><h3>ENDORSED COMPLAINT</h3>
1. Plaintiff is a foreign limited liability company and the assignee of a credit card account issued by Northgate Savings Bank to Defendant (account ending 5819).<br>
2. Defendant resides in the City of Yonkers, County of Westchester. John Does 1-10 are unknown persons, if any, who used the account.<br>
3. Defendant defaulted, and there is due and owing from Defendant the principal sum of <b>$${m(a.principal)}</b>, no part of which has been paid.<br>
4. Plaintiff claims interest at 9% from May 1, 2024, which to date amounts to $${m(a.interest)}, making a total of $${m(a.principal + a.interest)}.<br>
5. The last payment on the account was made on April 12, 2024.<br><br>
WHEREFORE, plaintiff demands judgment against defendant(s) for $${m(a.principal)}, with interest from May 1, 2024, and costs and disbursements.<br><br>
<div style="border:1px solid #000;padding:5px 7px;font-size:8pt"><b>ATTENTION:</b> If you do not respond, a default judgment may be entered against you and your wages or bank account may be garnished. <b>ATENCIÓN:</b> Si usted no responde, se puede dictar un fallo en rebeldía en su contra.</div><br>
<span style="font-size:8pt">Process server: Tri-County Process &amp; Courier, NYC DCWP Lic. 2091443 · ops@tricountyprocess.com · (914) 555-0196</span></div></div>
<div class="foot"><span>FA File 25-HPF-3371</span><span>THIS COMMUNICATION IS FROM A DEBT COLLECTOR</span><span>Index No. ${d.caseNo}</span></div>
` };
  }
});

// 30 ─ Michigan, 52nd District Court 1st Division (Oakland): complaint, attorney block inside caption, two defendants
D.push({
  n: 30, state: 'MI', kind: 'Complaint on account stated (district court, general civil)', layout: 'mi-caption-with-attorney-block-inside',
  font: "'DejaVu Serif'",
  court: { truth: 'State of Michigan, 52nd District Court, 1st Division, County of Oakland' },
  caseNo: '25-C04418-GC',
  plaintiff: { name: 'Lakeview Northern Credit Corp.' },
  firm: { name: 'Brightwater Kowalski PLC', atty: 'Anthony J. Kowalski', bar: 'P69052', street: '39500 Orchard Hill Pl, Suite 190', csz: 'Novi, MI 48375', phone: '(248) 555-0174', email: 'akowalski@brightwaterlaw.com', other: 'ecf@brightwaterlaw.com' },
  def: { first: 'Philip', mi: 'R.', last: 'Dunleavy', street: '2204 W Maple Rd, Apt 7', city: 'Walled Lake', st: 'MI', zip: '48390' },
  def2: { first: 'Karen', mi: 'M.', last: 'Dunleavy' },
  amt: { principal: 8455.92, interest: 611.80, filing: 150.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, c2 = d.def2, a = d.amt;
    return { css: `
.page{padding:48px 70px;font-family:${d.font};font-size:10.8pt;line-height:1.46}
.hd{text-align:center;font-weight:bold;line-height:1.32}
table.cap{width:100%;margin-top:10px}table.cap td{border:1px solid #000;padding:6px 9px;vertical-align:top;font-size:10pt;line-height:1.3}
p{text-align:justify;margin-bottom:.35em}
.foot{position:absolute;bottom:22px;left:70px;right:70px;font-size:7pt;display:flex;justify-content:space-between}
`, body: `
<div class="hd">STATE OF MICHIGAN<br>52ND DISTRICT COURT<br>1ST DIVISION<br>COUNTY OF OAKLAND</div>
<table class="cap"><tr><td style="width:58%">${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:150px">Plaintiff,</span><br>v.<br>${NM(c)} and<br>${NM(c2)}, jointly and severally,<br>${c.street}, ${csz(c)},<br><span style="margin-left:150px">Defendants.</span></td>
<td rowspan="2" style="vertical-align:middle;text-align:center">Case No. <b>${d.caseNo}</b><br><br>Hon. Brendan T. Marsh<br><br><b style="font-size:12pt">COMPLAINT</b><br>(Account Stated)</td></tr>
<tr><td><span style="font-size:7.5pt">PLAINTIFF’S ATTORNEY</span><br>${f.atty} (${f.bar})<br>${f.name}<br>${f.street}<br>${f.csz}<br>${f.phone}<br>${f.email}<br><span style="font-size:8.3pt">Electronic service: ${f.other}</span></td></tr></table>
<p style="margin-top:8px;font-size:9.5pt;border:1px solid #000;padding:4px 7px">There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in this complaint.</p>
<p>Plaintiff, by its attorneys, states:</p>
<p>1. Plaintiff is a Delaware corporation that regularly extends consumer credit in Oakland County. Defendants reside in the City of Walled Lake, Oakland County, Michigan.</p>
<p>2. Defendants jointly opened a revolving charge account (account ending 3362) and received monthly statements, none of which they disputed. An account was stated between the parties on the last statement dated March 31, 2025.</p>
<p>3. Defendants owe Plaintiff the stated balance of <b>$${m(a.principal)}</b>. Plaintiff also seeks contractual interest of $${m(a.interest)} accrued through September 30, 2025, which is not included in that balance.</p>
<p>4. The amount in controversy does not exceed $25,000.00, exclusive of costs, interest and attorney fees, and is within the jurisdiction of this Court.</p>
<p>WHEREFORE Plaintiff requests judgment against Defendants, jointly and severally, for $${m(a.principal)}, plus interest as allowed by law, costs (filing fee $${m(a.filing)}), and statutory attorney fees.</p>
<div style="display:flex;justify-content:space-between;margin-top:8px;font-size:10pt"><div style="line-height:1.3"><b>AFFIDAVIT OF ACCOUNT STATED</b><br>Attached as Exhibit A (MCR 2.113(C)(1)).<br>Dated: October 2, 2025</div><div style="line-height:1.3"><span class="i">/s/ ${f.atty}</span><br>${f.atty} (${f.bar})<br>Attorney for Plaintiff</div></div>
<div class="foot"><span>BK File 25-LNC-0448</span><span>MC 01a attached</span></div>
` };
  }
});

module.exports = D;
