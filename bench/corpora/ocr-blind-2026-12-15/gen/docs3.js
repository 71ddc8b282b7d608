// Documents 21-30 (data + layout). 27-30 are letters.
'use strict';
const { esc, U, money, $, courtLine, courtLines, cityLine, cb, hand, seal, htmlDoc, lastFirst } = require('./lib');
const docs = [];

// ---------------------------------------------------------------- 21 MD District Court Montgomery, complaint form with check boxes
docs.push({
  id: '21', state: 'MD', kind: 'complaint (district court form)',
  layout: 'district-court complaint form: claim-size and service check boxes, particulars box, amount grid, attorney CPF ID, detachable "Notice of Intention to Defend" at the bottom',
  css_font: "'Nimbus Sans'",
  court: { lines: ['District Court of Maryland for Montgomery County'], addr: '27 Courthouse Commons, Rockville, MD 20850', phone: '(240) 555-0105' },
  case: 'D-061-CV-26-014417',
  def: { name: 'Adaeze N. Eze', street: '11301 Georgia Ave Apt 512', city: 'Silver Spring', st: 'MD', zip: '20902' },
  pl: { name: 'Chesapeake Bay Receivables, LLC', addr: '100 Light St Ste 1300, Baltimore, MD 21202' },
  firm: { name: 'Trimble Haskett, LLC', atty: 'Owen D. Haskett', bar: 'CPF ID No. 1012140017', addr: '6400 Goldsboro Rd Ste 210, Bethesda, MD 20817', phone: '(301) 555-0146', email: 'ohaskett@trimblehaskett.com', other: 'mdfilings@trimblehaskett.com' },
  amt: { principal: 4022.16, interest: 361.99, fees: 603.32 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.2pt;padding:36px 46px;line-height:1.32}
    .hd{display:flex;border:2px solid #000}
    .hd>div{padding:5px 8px}
    .lbl{font-size:6.8pt;text-transform:uppercase;display:block;letter-spacing:.2px}
    .blk{border:1.5px solid #000;border-top:none;padding:5px 8px}
    .two{display:grid;grid-template-columns:1fr 1fr}
    .two>div{padding:5px 8px}.two>div:first-child{border-right:1px solid #000}
    table.amt td{padding:2px 8px 2px 0}
    .itd{margin-top:12px;border-top:2px dashed #000;padding-top:8px}
    .ln{display:inline-block;border-bottom:1px solid #000;min-width:150px}
    `;
    const b = `
    <div class="hd"><div style="flex:2.3;border-right:1.5px solid #000"><span class="b" style="font-size:12pt">${U(d.court.lines[0])}</span><br>
      <span class="lbl" style="display:inline">Located at</span> ${esc(d.court.addr)} &nbsp; <span class="lbl" style="display:inline">Court telephone</span> ${esc(d.court.phone)}</div>
      <div style="flex:1.1;background:#eaeaea"><span class="lbl">Case No.</span><b style="font-size:11.5pt">${esc(d.case)}</b></div></div>
    <div class="blk c"><b style="font-size:13pt">COMPLAINT / SUMMONS AGAINST INDIVIDUAL</b><br>
      ${cb(true)}Small Claim ($5,000 or under) &nbsp; ${cb(false)}Large Claim (over $5,000) &nbsp; ${cb(false)}Contract ${cb(false)}Tort ${cb(false)}Replevin ${cb(false)}Detinue</div>
    <div class="blk two" style="padding:0"><div><span class="lbl">Plaintiff</span><b>${esc(d.pl.name)}</b><br>${esc(d.pl.addr)}</div>
      <div><span class="lbl">Defendant</span><b>${esc(d.def.name)}</b><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}<br>
      <span class="lbl" style="margin-top:3px">Serve by</span>${cb(true)}Certified mail ${cb(false)}Private process ${cb(false)}Constable ${cb(false)}Sheriff</div></div>
    <div class="blk"><b>COMPLAINT.</b> The particulars of this case are: Defendant obtained a consumer credit card account from Harborview Bank (account ending 8854) and failed to pay as agreed. The account was charged off on 03/31/2026 and sold to Plaintiff on 06/15/2026 (bill of sale attached). Plaintiff is licensed as a collection agency in Maryland (license no. 4417-CA).
      <table class="amt" style="margin-top:4px"><tr><td>The plaintiff claims</td><td class="b">${$(d.amt.principal)}</td><td style="padding-left:20px">plus interest of</td><td>${$(d.amt.interest)}</td></tr>
      <tr><td>and attorney's fees of</td><td>${$(d.amt.fees)}</td><td style="padding-left:20px">plus court costs.</td><td></td></tr></table>
      ${cb(false)}Return of the property and damages for its detention &nbsp; ${cb(true)}Affidavit judgment requested (affidavit and supporting documents attached) &nbsp; ${cb(false)}Other</div>
    <div class="blk two" style="padding:0"><div><span class="lbl">Signature of attorney / date</span><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">Owen D. Haskett</span> &nbsp; 11/06/2026<br>
      <span class="lbl">Attorney's name, CPF ID, address, phone, e-mail</span>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)} · ${esc(d.firm.email)}</div>
      <div style="font-size:8.4pt"><span class="lbl">Military service affidavit</span>${cb(true)}Defendant is not in the military service (SCRA status report attached). ${cb(false)}Defendant is in the military service. ${cb(false)}I am unable to determine.<br>
      <span class="lbl" style="margin-top:4px">E-filing</span>Envelope 26-7719-0042 · service copies to ${esc(d.firm.other)}</div></div>
    <div class="blk" style="font-size:8.8pt"><b>SUMMONS — TO THE DEFENDANT:</b> You are summoned to appear for trial at the court location shown above on <b>01/14/2027 at 8:45 a.m.</b> If you intend to be present at trial and defend, you must file a Notice of Intention to Defend (below) within 15 days after service. If you fail to file it, a judgment by affidavit may be entered against you without trial. Bring all documents and witnesses on the trial date. Filing fee paid: $46.00. Service fee: $40.00.
      <div class="r" style="margin-top:4px">Clerk: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">B. Nwosu</span> &nbsp; Date issued: 11/09/2026</div></div>
    <div class="itd"><div style="display:flex;justify-content:space-between"><b style="font-size:10.5pt">NOTICE OF INTENTION TO DEFEND</b><span>Case No. ${esc(d.case)}</span></div>
      <div style="margin-top:4px">I intend to be present at the trial of this case and defend on the following grounds: <span class="ln" style="min-width:340px"></span></div>
      <div style="margin-top:8px"><span class="ln" style="min-width:700px"></span></div>
      <div style="display:flex;gap:24px;margin-top:16px"><div style="flex:1;border-top:1px solid #000;font-size:7pt">DEFENDANT'S SIGNATURE</div><div style="flex:1;border-top:1px solid #000;font-size:7pt">ADDRESS / TELEPHONE / E-MAIL</div><div style="flex:.4;border-top:1px solid #000;font-size:7pt">DATE</div></div></div>
    <div class="tiny" style="position:absolute;bottom:24px;left:46px;right:46px;display:flex;justify-content:space-between"><span>DC-CV-001 (front) (Rev. 07/2025)</span><span>Copy — Defendant</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 22 MD Circuit Court PG County complaint, Submitted by
docs.push({
  id: '22', state: 'MD', kind: 'complaint (circuit court)',
  layout: 'Maryland asterisk caption with the court name stacked over five short lines in the right column, addresses in the caption, "Submitted by" attorney block after the signature, original-creditor plaintiff, surname with "St."',
  css_font: "'Nimbus Roman'",
  court: { lines: ['In the|Circuit Court|for|Prince George\'s County,|Maryland'] },
  case: 'C-16-CV-26-002417',
  def: { name: 'Gregory P. St. Laurent', street: '4210 Oglethorpe St', city: 'Hyattsville', st: 'MD', zip: '20781' },
  pl: { name: 'Anacostia Valley Federal Credit Union', addr: '8100 Annapolis Rd, Lanham, MD 20706' },
  firm: { name: 'Bowers, Kline & Adeyemi, LLC', atty: 'Folasade T. Adeyemi', bar: 'AIS/CPF No. 0812170045', addr: '14601 Main St Ste 400, Upper Marlboro, MD 20772', phone: '(301) 555-0172', email: 'fadeyemi@bkalaw.com', other: 'courtnotices@bkalaw.com' },
  amt: { principal: 32418.77, interest: 2904.11, fees: 4862.82 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:11pt;padding:56px 76px;line-height:1.38}
    .cap{display:grid;grid-template-columns:1fr 30px 1fr}
    .st{text-align:center;line-height:1.38}
    .stars{letter-spacing:9px;text-align:center;margin:4px 0 8px 0}
    h2{text-align:center;font-size:11.5pt;margin:6px 0;text-decoration:underline}
    p{text-align:justify;text-indent:36px;margin:0 0 5px 0}
    `;
    const cl = d.court.lines[0].split('|');
    const b = `
    <div class="cap"><div>${U(d.pl.name)}<br>${esc(d.pl.addr)}<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${U(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
      <div class="st">${Array(14).fill('*').join('<br>')}</div>
      <div style="padding-left:10px;line-height:1.38">${cl.map(x => U(x)).join('<br>')}<br><br><br>Case No.: ${esc(d.case)}</div></div>
    <div class="stars">* * * * * * * * * * * * * * * * * * * * * * * *</div>
    <h2>COMPLAINT</h2>
    <p>Plaintiff, ${esc(d.pl.name)}, by its undersigned counsel, sues Defendant, ${esc(d.def.name)}, and states:</p>
    <p>1. Plaintiff is a federally chartered credit union with its principal office in Prince George's County, Maryland. Defendant resides in Prince George's County, Maryland.</p>
    <p>2. On or about August 2, 2024, Defendant executed a Consumer Loan Note and Security Agreement (loan no. 0077-418-26) in favor of Plaintiff in the original principal amount of $38,500.00.</p>
    <p>3. Defendant defaulted under the Note by failing to make the payment due February 2, 2026 and each payment thereafter. Plaintiff has accelerated the balance.</p>
    <p>4. The unpaid principal balance due under the Note is <b>${$(d.amt.principal)}</b>, plus accrued interest of ${$(d.amt.interest)} through October 31, 2026 at the contract rate of 9.49% per annum. The Note provides for attorney's fees of 15% of the amount due, or ${$(d.amt.fees)}.</p>
    <p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${$(d.amt.principal)}, plus interest of ${$(d.amt.interest)} and continuing interest at the contract rate, attorney's fees of ${$(d.amt.fees)}, and the costs of this action.</p>
    <div style="margin-left:360px;margin-top:10px;line-height:1.3"><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">Folasade T. Adeyemi</span><br>_____________________________<br>Signature</div>
    <div style="margin-top:8px;line-height:1.3;font-size:10pt"><b>Submitted by:</b><br>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>Tel. ${esc(d.firm.phone)}<br>${esc(d.firm.email)}<br>Court notices: ${esc(d.firm.other)}<br><i>Attorneys for Plaintiff</i></div>
    <div class="tiny" style="position:absolute;bottom:28px;left:76px;right:76px;border-top:1px solid #000;padding-top:3px">Civil – Non-Domestic Case Information Report filed herewith. Demand for jury trial: none. Plaintiff's member account no. ****6630.</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 23 AZ Kyrene Justice Court, bilingual EN/ES, landlord, "and all other occupants"
docs.push({
  id: '23', state: 'AZ', kind: 'summons (justice court, rent claim, bilingual)',
  layout: 'bilingual English/Spanish summons in two parallel columns with bilingual headings, "and all other occupants" co-defendant, particle surname, itemised rent/late-fee/attorney-fee/cost table',
  css_font: "'Liberation Sans'",
  court: { lines: ['Kyrene Justice Court', 'Maricopa County, State of Arizona'], addr: '201 E Chicago Commons, Chandler, AZ 85225', phone: '(602) 555-0130' },
  case: 'CC2026-118843',
  def: { name: 'Lucia M. de la Cruz', street: '2150 W Elliot Rd Apt 1047', city: 'Chandler', st: 'AZ', zip: '85224' },
  pl: { name: 'Sonoran Vista Apartments, LLC', tail: 'by its agent Cactus Wren Property Management', addr: '2150 W Elliot Rd (Leasing Office), Chandler, AZ 85224' },
  firm: { name: 'Desert Ledger Law Group, PLLC', atty: 'Vanessa R. Estrada', bar: 'State Bar No. 031145', addr: '2 N Central Ave Ste 1800, Phoenix, AZ 85004', phone: '(602) 555-0181', email: 'vestrada@desertledgerlaw.com', other: 'evictions@desertledgerlaw.com' },
  amt: { principal: 2845.00, late: 150.00, fees: 450.00, costs: 113.00 },
  html(d) {
    const total = d.amt.principal + d.amt.late + d.amt.fees + d.amt.costs;
    const css = `
    .page{font-family:${d.css_font};font-size:9.2pt;padding:36px 46px;line-height:1.3}
    .hd{text-align:center;border-bottom:2px solid #000;padding-bottom:6px}
    .es{font-style:italic;color:#222}
    .cols{display:grid;grid-template-columns:1fr 1fr;gap:0 18px}
    .cols>div{text-align:justify}
    .sec{border:1px solid #000;margin-top:7px;padding:5px 8px}
    .lbl{font-size:7pt;text-transform:uppercase;display:block}
    table.m{width:100%} table.m td{padding:2px 4px;border-bottom:1px dotted #777} table.m td:last-child{text-align:right}
    `;
    const b = `
    <div class="hd"><div class="b" style="font-size:13pt">${U(d.court.lines[0])} <span class="es" style="font-weight:normal;font-size:10pt">/ Juzgado de Paz Kyrene</span></div>
      <div class="b">${U(d.court.lines[1])}</div>
      <div class="small">${esc(d.court.addr)} · ${esc(d.court.phone)}</div></div>
    <div style="display:flex;justify-content:space-between;align-items:center;margin-top:6px">
      <div><b style="font-size:14pt">SUMMONS</b> <span class="es">/ CITATORIO</span><br><b>Eviction Action and Claim for Rent</b> <span class="es">/ Acción de Desalojo y Reclamo de Renta</span></div>
      <div style="border:2px solid #000;padding:4px 10px;text-align:center"><span class="lbl">Case Number / Número de caso</span><b style="font-size:12.5pt">${esc(d.case)}</b></div></div>
    <div class="sec cols"><div><span class="lbl">Plaintiff(s) / Demandante(s)</span><b>${esc(d.pl.name)}</b>, ${esc(d.pl.tail)}<br>${esc(d.pl.addr)}</div>
      <div><span class="lbl">Defendant(s) / Demandado(s)</span><b>${esc(d.def.name)}</b> and all other occupants / <span class="es">y todos los demás ocupantes</span><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div></div>
    <div class="sec cols"><div><b>THE STATE OF ARIZONA TO THE DEFENDANT(S):</b> You are summoned to appear for trial at the court address above on <b>December 22, 2026 at 10:30 a.m.</b> The plaintiff asks the court for possession of the premises and for a money judgment. If you do not appear, judgment will be entered against you for possession, the rent owed, and the other amounts listed below.</div>
      <div class="es"><b>EL ESTADO DE ARIZONA A LOS DEMANDADOS:</b> Se le cita a comparecer al juicio en la dirección del juzgado indicada arriba el <b>22 de diciembre de 2026 a las 10:30 a.m.</b> El demandante pide la posesión de la vivienda y un fallo monetario. Si usted no comparece, se dictará un fallo en su contra.</div></div>
    <div class="sec"><b>Amounts claimed / Cantidades reclamadas</b>
      <table class="m"><tr><td>Rent owed through 11/30/2026 (principal) / Renta adeudada (capital)</td><td><b>${$(d.amt.principal)}</b></td></tr>
      <tr><td>Late fees / Cargos por mora</td><td>${$(d.amt.late)}</td></tr>
      <tr><td>Attorney fees / Honorarios de abogado</td><td>${$(d.amt.fees)}</td></tr>
      <tr><td>Court costs (filing and service) / Costas judiciales</td><td>${$(d.amt.costs)}</td></tr>
      <tr><td><b>Total / Total</b></td><td><b>${$(total)}</b></td></tr></table>
      <span class="small">Monthly rent: $1,465.00. Residential lease dated 04/01/2025, unit 1047.</span></div>
    <div class="sec cols"><div><b>NOTICE:</b> You have the right to be represented by a lawyer. If you cannot afford one, contact Community Legal Services. You may be able to stop the eviction by paying all past-due rent, late fees, attorney fees and costs before judgment. Requests for reasonable accommodation for persons with disabilities must be made to the court at least 3 working days before the trial.</div>
      <div class="es"><b>AVISO:</b> Usted tiene derecho a ser representado por un abogado. Si no puede pagarlo, comuníquese con Community Legal Services. Es posible que pueda detener el desalojo pagando toda la renta atrasada, cargos, honorarios y costas antes del fallo. Hay intérpretes disponibles sin costo.</div></div>
    <div class="sec cols"><div><span class="lbl">Plaintiff's attorney / Abogado del demandante</span>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)} · ${esc(d.firm.email)}</div>
      <div><span class="lbl">Issued / Expedido</span>12/08/2026 &nbsp; Justice of the Peace: Hon. M. Villaseñor<br>Clerk / Secretario: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">A. Quintero</span><br><span class="small">Payment questions: ${esc(d.firm.other)}</span></div></div>
    <div class="sec" style="font-size:8pt"><b>CERTIFICATE OF SERVICE / CONSTANCIA DE ENTREGA</b> — Served by: ${cb(false)}personal delivery ${cb(false)}posting and certified mail ${cb(false)}suitable person at residence. Date: ________ Constable / process server: ________________ Fee: $______</div>
    <div class="tiny" style="position:absolute;bottom:24px;left:46px;right:46px;display:flex;justify-content:space-between"><span>Maricopa County Justice Courts · EV10-S (bilingual) 2026</span><span>Defendant copy / Copia del demandado</span></div>`;
    return htmlDoc(css, b, 'en');
  },
});

// ---------------------------------------------------------------- 24 AZ Pima Superior Court complaint on numbered pleading paper
docs.push({
  id: '24', state: 'AZ', kind: 'complaint (superior court)',
  layout: 'numbered pleading paper (line numbers 1-28 and double rule in the left margin), attorney block at the top left, caption box with case number right, e-mail and secondary docketing e-mail',
  css_font: "'Liberation Serif'",
  court: { lines: ['In the Superior Court of the State of Arizona|in and for the County of Pima'] },
  case: 'C20262417',
  def: { name: 'Hector A. Villanueva', street: '6201 E 22nd St Apt 2104', city: 'Tucson', st: 'AZ', zip: '85711' },
  pl: { name: 'Saguaro Consumer Funding, LLC', addr: '3200 N Central Ave Ste 2500, Phoenix, AZ 85012' },
  firm: { name: 'Marchetti & Hull, PLC', atty: 'Paul F. Marchetti', bar: 'State Bar No. 027718', addr: '1 S Church Ave Ste 1500, Tucson, Arizona 85701', phone: '(520) 555-0169', email: 'pmarchetti@marchettihull.com', other: 'docket@marchettihull.com' },
  amt: { principal: 14207.66, interest: 1288.40 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.8pt;padding:40px 64px 40px 112px;line-height:1.5}
    .nums{position:absolute;left:52px;top:40px;width:36px;text-align:right;font-size:10pt;line-height:34.1px;color:#222}
    .rule{position:absolute;top:0;bottom:0;width:1px;background:#000}
    .rr{position:absolute;top:0;bottom:0;right:56px;width:1px;background:#000}
    .cap{display:grid;grid-template-columns:1.2fr 1fr;border-top:1px solid #000;border-bottom:1px solid #000;margin-top:6px}
    .cap>div{padding:6px 10px}.cap>div:first-child{border-right:1px solid #000;padding-left:0}
    p{text-indent:40px;text-align:justify;margin:0 0 3px 0}
    `;
    const nums = Array.from({ length: 28 }, (_, i) => i + 1).join('<br>');
    const b = `
    <div class="nums">${nums}</div><div class="rule" style="left:96px"></div><div class="rule" style="left:99px"></div><div class="rr"></div>
    <div style="line-height:1.25;font-size:10pt">${esc(d.firm.atty)} (${esc(d.firm.bar)})<br>${U(d.firm.name)}<br>${esc(d.firm.addr)}<br>Telephone: ${esc(d.firm.phone)}<br>${esc(d.firm.email)} · ${esc(d.firm.other)}<br>Attorneys for Plaintiff</div>
    <div class="c b" style="margin-top:12px;line-height:1.3">${courtLines(d, true)}</div>
    <div class="cap"><div>${U(d.pl.name)}, an Arizona limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${U(d.def.name)} and JANE DOE VILLANUEVA, husband and wife,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
      <div style="align-self:center">Case No. ${esc(d.case)}<br><br><b>COMPLAINT</b><br>(Breach of Contract; Account Stated)<br><span class="small">Assigned to Hon. Leticia O. Barraza</span></div></div>
    <p style="margin-top:6px">Plaintiff, for its Complaint against Defendants, alleges:</p>
    <p>1. Plaintiff is an Arizona limited liability company. Defendant ${esc(d.def.name)} resides at ${esc(d.def.street)}, ${esc(d.def.city)}, Arizona ${esc(d.def.zip)}, Pima County. Jane Doe Villanueva is named to bind any marital community.</p>
    <p>2. Defendant entered into a credit card agreement with Sun Corridor Bank (account ending 9036), used the account, and failed to pay. The account was charged off and later assigned to Plaintiff.</p>
    <p>3. The principal balance due is <b>${$(d.amt.principal)}</b>. Plaintiff also claims prejudgment interest of ${$(d.amt.interest)} at 10% per annum from charge-off, attorney fees under A.R.S. § 12-341.01, and costs.</p>
    <p>4. This matter is subject to compulsory arbitration because the amount in controversy does not exceed the $50,000 limit set by Local Rule.</p>
    <p>WHEREFORE, Plaintiff requests judgment against Defendants for ${$(d.amt.principal)}, interest as stated, reasonable attorney fees, taxable costs, and post-judgment interest at the legal rate.</p>
    <p>DATED November 16, 2026.</p>
    <div style="margin-left:300px;line-height:1.3">${U(d.firm.name)}<br>By <span style="font-family:Z003;font-size:15pt;color:#1b2a6b">/s/ Paul F. Marchetti</span><br>${esc(d.firm.atty)}<br>Attorneys for Plaintiff</div>
    <div class="tiny" style="position:absolute;bottom:20px;left:112px;right:64px;text-align:center">- 1 -</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 25 AK Anchorage District Court summons and notice of judicial assignment
docs.push({
  id: '25', state: 'AK', kind: 'summons and notice of judicial assignment',
  layout: 'summons with a shaded side panel for the judicial-assignment notice, "To Defendant" block with mailing address, case number with court-location prefix and CI suffix, attorney with phone/fax only, ABA bar number',
  css_font: "'URW Bookman'",
  court: { lines: ['In the District Court for the State of Alaska|at Anchorage'], addr: '825 W 4th Commons, Anchorage, AK 99501', phone: '(907) 555-0116' },
  case: '3AN-26-04417CI',
  def: { name: 'Shawna R. Pederson', street: '3820 Lake Otis Pkwy Apt 7', city: 'Anchorage', st: 'AK', zip: '99508' },
  pl: { name: 'Northern Lights Credit Acquisitions, LLC', addr: '188 W Northern Lights Blvd Ste 1100, Anchorage, AK 99503' },
  firm: { name: 'Harlow & Quist, LLC', atty: 'Erik N. Quist', bar: 'ABA No. 1211042', addr: '310 K St Ste 200, Anchorage, AK 99501', phone: '(907) 555-0127', fax: '(907) 555-0128', email: null },
  amt: { principal: 6032.50, fees: 905.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.4pt;padding:44px 52px;line-height:1.38}
    .cap{display:flex;border-bottom:1.5px solid #000;margin-top:10px;padding-bottom:8px}
    .wrap{display:flex;gap:14px;margin-top:10px}
    .main{flex:1.7}
    .side{flex:1;background:#e8e8e8;padding:8px 10px;font-size:8.6pt;border:1px solid #999}
    .to{border:1.5px solid #000;padding:6px 10px;margin:6px 0}
    h1{font-size:12.5pt;margin:8px 0 4px 0;text-align:center}
    .lbl{font-size:7pt;text-transform:uppercase;display:block}
    `;
    const b = `
    <div class="c b" style="font-size:11pt">${courtLines(d, true)}</div>
    <div class="cap"><div style="flex:1.2">${esc(d.pl.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${esc(d.def.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
      <div style="flex:1;align-self:flex-end;text-align:right">Case No. <b style="font-size:12pt">${esc(d.case)}</b></div></div>
    <h1>SUMMONS AND NOTICE TO BOTH PARTIES<br>OF JUDICIAL ASSIGNMENT</h1>
    <div class="wrap"><div class="main">
      <div class="to"><span class="lbl">To Defendant</span><b>${esc(d.def.name)}</b><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div>
      <p><b>You are being sued.</b> Within <b>20 days</b> after the day you receive this summons, you must file an answer with the court. The court is located at ${esc(d.court.addr)}. You must also send a copy of your answer to the plaintiff's attorney or plaintiff (if unrepresented):</p>
      <div style="margin:4px 0 6px 20px">${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>Phone ${esc(d.firm.phone)} · Fax ${esc(d.firm.fax)}</div>
      <p>If you fail to file your answer within the required time, a default judgment may be entered against you for the relief demanded in the complaint. The complaint asks for <b>${$(d.amt.principal)}</b> owed on a credit account, plus prejudgment interest, Civil Rule 82 attorney's fees (scheduled amount ${$(d.amt.fees)}) and costs.</p>
      <p>If you are not represented by an attorney, you must inform the court and all other parties in this case, in writing, of your current mailing address and any future changes to your mailing address and telephone number. You may use court form <i>Notice of Change of Address / Telephone Number</i> (TF-955).</p>
      <div style="display:flex;justify-content:space-between;margin-top:8px"><span>Date: 11/23/2026</span><span>CLERK OF COURT<br>By: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">K. Nakamura</span>, Deputy Clerk</span></div>
    </div>
    <div class="side"><b>NOTICE OF JUDICIAL ASSIGNMENT</b><br>TO: Plaintiff and Defendant<br>You are hereby given notice that this case has been assigned to District Court Judge <b>M. Ahgeak</b>.<br><br>
      <b>Service.</b> ${cb(true)}Process server ${cb(false)}Certified mail ${cb(false)}Alaska State Troopers.<br><br>
      <b>Court contact.</b> ${esc(d.court.phone)}. TTY users call 711. Ask for an interpreter if you need one.<br><br>
      <b>Self-help.</b> The Family and Civil Self-Help Center can answer questions about forms and procedures but cannot give legal advice.<br><br>
      <b>Distribution.</b> I certify that on 11/23/2026 a copy of this summons was ${cb(true)}given to plaintiff's counsel for service with a copy of the complaint.<br>Clerk: ______</div></div>
    <div class="tiny" style="position:absolute;bottom:26px;left:52px;right:52px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px"><span>CIV-100 ANCH (adapted) · Civil Rules 4, 5, 55, 82</span><span>Plaintiff's account reference NLC-330-2291</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 26 RI District Court Sixth Division, vertical court-name strip, Docket No.
docs.push({
  id: '26', state: 'RI', kind: 'summons and complaint (district court)',
  layout: 'court name printed in a vertical strip down the left margin, "Docket No." box, parties and addresses in stacked rows, attorney block in a right-hand column, Portuguese-language help line',
  css_font: "'DejaVu Sans'",
  court: { lines: ['State of Rhode Island', 'District Court, Sixth Division'], addr: '40 Garrahy Commons, Providence, RI 02903', phone: '(401) 555-0121' },
  case: '6CA-2026-04417',
  def: { name: 'Domingos F. Medeiros', street: '57 Brook St Apt 2', city: 'Pawtucket', st: 'RI', zip: '02860' },
  pl: { name: 'Narragansett Recovery Group, LLC', addr: '10 Dorrance St Ste 700, Providence, RI 02903' },
  firm: { name: 'Carvalho & Brennan, Ltd.', atty: 'Teresa M. Carvalho', bar: 'RI Bar #9124', addr: '1 Citizens Plaza Ste 610, Providence, RI 02903', phone: '(401) 555-0153', email: 'tcarvalho@carvalhobrennan.com', other: 'ecf@carvalhobrennan.com' },
  amt: { principal: 3087.45, costs: 80.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.2pt;padding:40px 48px 40px 128px;line-height:1.36}
    .strip{position:absolute;left:34px;top:40px;bottom:40px;width:70px;background:#1d1d1d;color:#fff;display:flex;align-items:center;justify-content:center}
    .strip div{transform:rotate(-90deg);white-space:nowrap;text-align:center;font-family:'DejaVu Serif';letter-spacing:2px}
    .top{display:flex;justify-content:space-between;align-items:flex-start}
    .dk{border:2px solid #000;padding:5px 12px;text-align:center}
    .lbl{font-size:6.8pt;text-transform:uppercase;display:block;color:#222}
    .row{border-top:1px solid #000;padding:5px 0}
    .grid{display:grid;grid-template-columns:1.5fr 1fr;gap:14px}
    `;
    const b = `
    <div class="strip"><div><span style="font-size:14pt">${U(d.court.lines[0])}</span><br><span style="font-size:11pt">${U(d.court.lines[1])}</span></div></div>
    <div class="top"><div><b style="font-size:17pt;letter-spacing:2px">SUMMONS</b><br><b>Civil Action — Complaint on Account</b><br><span class="small">${esc(d.court.addr)} · Clerk's office ${esc(d.court.phone)}</span></div>
      <div class="dk"><span class="lbl">Docket No.</span><b style="font-size:13pt">${esc(d.case)}</b></div></div>
    <div class="grid" style="margin-top:10px"><div>
      <div class="row"><span class="lbl">Plaintiff</span><b>${esc(d.pl.name)}</b><br>${esc(d.pl.addr)}</div>
      <div class="row"><span class="lbl">Defendant</span><b>${esc(d.def.name)}</b><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div>
      <div class="row"><span class="lbl">Amount of claim</span>Principal ${$(d.amt.principal)} · interest at 12% per annum from date of filing (R.I. Gen. Laws § 9-21-10) · costs ${$(d.amt.costs)}</div></div>
      <div style="border-left:1px solid #000;padding-left:12px"><span class="lbl">Plaintiff's attorney</span>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)}<br>${esc(d.firm.email)}<br><span class="small">Electronic service: ${esc(d.firm.other)}</span></div></div>
    <div class="row" style="margin-top:6px"><b>TO THE DEFENDANT:</b> The above-named plaintiff has brought an action against you in this Court. You are hereby summoned and required to serve upon the plaintiff's attorney, whose address is shown above, an answer to the complaint which is served upon you with this summons, within <b>twenty (20) days</b> after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint. Your answer must also be filed with the Court.</div>
    <div class="row"><b>COMPLAINT.</b> 1. Plaintiff is the assignee of a consumer credit account originally issued by Ocean State Card Bank to the defendant (account ending 2264). 2. Defendant failed to make payments as agreed, and the account was charged off on 02/27/2026. 3. After all credits, there is due from the defendant to the plaintiff the principal sum of ${$(d.amt.principal)}. WHEREFORE plaintiff demands judgment in that amount, with interest and costs.</div>
    <div class="row" style="display:flex;justify-content:space-between"><span>Dated: 11/12/2026</span><span>Plaintiff, by its attorney, <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">Teresa M. Carvalho</span></span></div>
    <div class="row" style="display:flex;justify-content:space-between"><span>Issued: 11/13/2026</span><span>Clerk: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">J. Ferreira</span></span></div>
    <div class="row" style="font-size:8.6pt;background:#f1f1f1;padding:5px 8px"><b>Interpreter services:</b> Free interpreters are available. <i>Serviços de intérprete gratuitos estão disponíveis — ligue para a secretaria.</i> <i>Servicios de intérprete gratuitos disponibles.</i></div>
    <div class="row" style="font-size:8.4pt"><b>RETURN OF SERVICE</b> — I certify that on ____________ I served a copy of this summons and complaint on the defendant ${cb(false)}in hand ${cb(false)}at dwelling with a person of suitable age ${cb(false)}by certified mail. Constable: ____________________ Fee: $______</div>
    <div class="tiny" style="position:absolute;bottom:26px;left:128px;right:48px;display:flex;justify-content:space-between"><span>DC-1 Summons (Rev. 2025)</span><span>Sixth Division — Providence County</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 27 VT collection agency validation notice (letter, no suit)
docs.push({
  id: '27', state: 'VT', letter: true, kind: 'collection letter (agency validation notice)',
  layout: 'agency letter: letterhead, window-envelope address block, reference box, itemisation table (as-of balance, interest, payments, total now), dispute section, settlement offer, Spanish line, tear-off payment coupon',
  css_font: "'Nimbus Sans'",
  court: null, case: null,
  def: { name: 'Abigail R. Thornquist', street: '88 N Winooski Ave Apt 3', city: 'Burlington', st: 'VT', zip: '05401' },
  pl: { name: 'Ridgeview Bank, N.A.' },
  agency: { name: 'Juniper Valley Collections, Inc.', addr: 'PO Box 4417, Montpelier, VT 05601', phone: '(802) 555-0111', email: 'help@junipervalleycollections.com' },
  firm: null,
  amt: { principal: 2499.28, asof: 2431.06, interest: 118.22, paid: 50.00, offer: 1499.57 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.4pt;padding:40px 60px;line-height:1.34}
    .lh{display:flex;justify-content:space-between;border-bottom:3px solid #2e6b3a;padding-bottom:6px}
    .win{margin-top:26px;margin-left:20px;font-size:10pt;line-height:1.3}
    .ref{border:1px solid #000;padding:6px 10px;font-size:8.6pt}
    table.it{width:100%;border:1px solid #000;margin:6px 0} table.it td{padding:3px 8px;border-bottom:1px solid #ccc} table.it td:last-child{text-align:right;width:120px}
    h3{font-size:10pt;margin:8px 0 2px 0;color:#2e6b3a}
    .cp{position:absolute;left:40px;right:40px;bottom:30px;border-top:2px dashed #444;padding:10px 20px 0 20px;display:flex;gap:20px;font-size:8.8pt}
    `;
    const it = d.amt;
    const b = `
    <div class="lh"><div><b style="font-size:15pt;color:#2e6b3a">${esc(d.agency.name)}</b><br>${esc(d.agency.addr)}<br>${esc(d.agency.phone)} · Mon–Fri 8 a.m.–6 p.m. ET · ${esc(d.agency.email)}</div>
      <div class="r small">November 30, 2026<br>Vermont collection agency lic. no. CA-1188</div></div>
    <div style="display:flex;justify-content:space-between;align-items:flex-start">
      <div class="win">${U(d.def.name)}<br>${U(d.def.street)}<br>${U(d.def.city)} ${esc(d.def.st)} ${esc(d.def.zip)}</div>
      <div class="ref" style="margin-top:20px">Reference #: JVC-4417092<br>Creditor: ${esc(d.pl.name)}<br>Account ending: 3381<br>Balance: ${$(it.principal)}</div></div>
    <p style="margin-top:16px"><b>${esc(d.agency.name)} is a debt collector.</b> We are trying to collect a debt that you owe to <b>${esc(d.pl.name)}</b>. We will use any information you give us to help collect the debt.</p>
    <h3>Our information shows:</h3>
    <p>You had a Ridgeview Bank Platinum credit card with account number ending in 3381.</p>
    <table class="it"><tr><td>As of March 14, 2026, you owed:</td><td>${$(it.asof)}</td></tr>
    <tr><td>Between March 14, 2026 and today:</td><td></td></tr>
    <tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td>+ ${$(it.interest)}</td></tr>
    <tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td>+ $0.00</td></tr>
    <tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td>– ${$(it.paid)}</td></tr>
    <tr><td><b>Total amount of the debt now:</b></td><td><b>${$(it.principal)}</b></td></tr></table>
    <h3>How can you dispute the debt?</h3>
    <p><b>Call or write to us by January 11, 2027, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct. If you write to us by January 11, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</p>
    <h3>What else can you do?</h3>
    <p>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options.</p>
    <p><b>Settlement option:</b> ${esc(d.pl.name)} has authorized us to accept <b>${$(it.offer)}</b> as payment in full if received by December 31, 2026. We are not obligated to renew this offer.</p>
    <p class="i">Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
    <p class="small">This communication is from a debt collector. No lawsuit has been filed. Vermont residents: our local office is open weekdays at 52 State St, Montpelier.</p>
    <div class="cp"><div style="flex:1"><b>How do you want to respond?</b><br>${cb(false)}I want to dispute the debt because I think: ${cb(false)}this is not my debt ${cb(false)}the amount is wrong<br>${cb(false)}I want you to send me the name and address of the original creditor.<br>${cb(false)}I enclosed this amount: $__________</div>
      <div style="flex:.9;border-left:1px solid #000;padding-left:12px">Mail this form to:<br><b>${esc(d.agency.name)}</b><br>${esc(d.agency.addr)}<br><br>${esc(d.def.name)} · Ref. JVC-4417092<br>Total due now: ${$(it.principal)}</div></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 28 ID collection agency letter, dot-matrix monospace, medical debt
docs.push({
  id: '28', state: 'ID', letter: true, kind: 'collection letter (agency, medical)',
  layout: 'monospace (printer-style) agency letter with boxed account summary, as-of balance and itemisation, settlement offer, state permit number, payment stub with "amount enclosed" blanks',
  css_font: "'DejaVu Sans Mono'",
  court: null, case: null,
  def: { name: 'Colton J. Harrington', street: '10543 W Fairview Ave Apt 218', city: 'Boise', st: 'ID', zip: '83704' },
  pl: { name: 'Gem State Orthopedics, PLLC' },
  agency: { name: 'Snake River Recovery Services, Inc.', addr: 'PO Box 7740, Boise, ID 83707', phone: '(208) 555-0165', email: 'accounts@snakeriverrecovery.com' },
  firm: null,
  amt: { principal: 842.50, asof: 795.00, interest: 47.50, offer: 505.50 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9pt;padding:44px 60px;line-height:1.42;color:#222}
    .bx{border:1px solid #333;padding:6px 10px;margin:8px 0;white-space:pre;font-size:8.8pt}
    p{margin:0 0 7px 0}
    .stub{position:absolute;left:48px;right:48px;bottom:32px;border-top:1px dashed #333;padding-top:8px;white-space:pre;font-size:8.6pt}
    `;
    const it = d.amt;
    const L = (k, v) => (k).padEnd(40, '.') + ' ' + v.padStart(10, ' ');
    const b = `
    <div style="white-space:pre"><b style="font-size:11pt">${U(d.agency.name)}</b>
${esc(d.agency.addr)}
PHONE ${esc(d.agency.phone)}   ${esc(d.agency.email)}
IDAHO COLLECTION AGENCY PERMIT CCA-8841

DECEMBER 2, 2026


${U(d.def.name)}
${U(d.def.street)}
${U(d.def.city)} ${esc(d.def.st)} ${esc(d.def.zip)}</div>
    <div class="bx">CREDITOR ........... ${esc(U(d.pl.name))}
PATIENT ............ ${esc(U(d.def.name))}
DATE(S) OF SERVICE . 01/06/2026 - 02/17/2026
OUR ACCOUNT # ...... SRR-2291-0647
CLIENT ACCOUNT # ... GSO-445120
BALANCE DUE ........ ${$(it.principal)}</div>
    <p>${esc(d.agency.name)} is a debt collector. We are trying to collect a debt that you owe to ${esc(d.pl.name)}. We will use any information you give us to help collect the debt.</p>
    <div class="bx">${esc(L('AS OF 06/30/2026 YOU OWED', $(it.asof)))}
${esc(L('INTEREST SINCE 06/30/2026', '+ ' + $(it.interest)))}
${esc(L('FEES SINCE 06/30/2026', '+ $0.00'))}
${esc(L('PAYMENTS/CREDITS SINCE 06/30/2026', '- $0.00'))}
${esc(L('TOTAL AMOUNT OF THE DEBT NOW', $(it.principal)))}</div>
    <p>YOUR INSURANCE CARRIER PROCESSED THE CLAIM AND THE REMAINING BALANCE IS YOUR RESPONSIBILITY. IF YOU BELIEVE ADDITIONAL INSURANCE SHOULD APPLY, CALL US WITH THE POLICY INFORMATION.</p>
    <p><b>HOW CAN YOU DISPUTE THE DEBT?</b> CALL OR WRITE TO US BY JANUARY 13, 2027 TO DISPUTE ALL OR PART OF THE DEBT. IF YOU DO NOT, WE WILL ASSUME THAT OUR INFORMATION IS CORRECT. IF YOU WRITE TO US BY THAT DATE, WE MUST STOP COLLECTION ON ANY AMOUNT YOU DISPUTE UNTIL WE SEND YOU INFORMATION THAT SHOWS YOU OWE THE DEBT.</p>
    <p><b>SETTLEMENT OFFER:</b> OUR CLIENT WILL ACCEPT ${$(it.offer)} (60% OF THE BALANCE) IF PAID IN ONE PAYMENT BY 12/31/2026, OR 3 MONTHLY PAYMENTS OF $280.84. PAY ONLINE AT PAY.SNAKERIVERRECOVERY.COM.</p>
    <p>THIS COMMUNICATION IS FROM A DEBT COLLECTOR. NO LAWSUIT HAS BEEN FILED. WE WILL NOT REPORT THIS MEDICAL DEBT TO A CREDIT BUREAU WHILE IT IS UNDER $500 OR WITHIN ONE YEAR OF THE DATE OF SERVICE.</p>
    <p><i>Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</i></p>
    <div class="stub">------------------------------ DETACH AND RETURN WITH PAYMENT ------------------------------
${esc(U(d.def.name))}                          ACCOUNT # SRR-2291-0647
BALANCE DUE: ${$(it.principal)}                     AMOUNT ENCLOSED: $______________
MAKE CHECK PAYABLE TO: ${esc(U(d.agency.name))}
[ ] CHECK HERE IF YOUR ADDRESS HAS CHANGED (ENTER NEW ADDRESS ON REVERSE)</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 29 DE law-firm demand letter, no suit
docs.push({
  id: '29', state: 'DE', letter: true, kind: 'collection letter (law firm, no suit)',
  layout: 'law-firm letterhead with attorney roster in a left column, Re: block with creditor/account/file numbers, itemisation, meaningful-involvement disclaimer, settlement offer, separate payments and disputes e-mails',
  css_font: "'P052'",
  court: null, case: null,
  def: { name: 'Marisol Y. Ocasio', street: '2304 Kirkwood Hwy Apt B', city: 'Wilmington', st: 'DE', zip: '19805' },
  pl: { name: 'Brandywine Card Services, LLC' },
  firm: { name: 'Pemberton Rusk LLP', atty: 'Joanna M. Rusk', addr: '1201 N Orange St Ste 1500, Wilmington, DE 19801', phone: '(302) 555-0141', email: 'jrusk@pembertonrusk.com', other: 'payments@pembertonrusk.com', disputes: 'disputes@pembertonrusk.com' },
  amt: { principal: 5613.29, asof: 5402.10, interest: 211.19, offer: 3367.97 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10pt;padding:46px 56px;line-height:1.4}
    .lh{text-align:center;border-bottom:1px solid #000;padding-bottom:6px}
    .lh .n{font-size:20pt;letter-spacing:4px;font-variant:small-caps}
    .body{display:flex;gap:20px;margin-top:14px}
    .roster{width:158px;font-size:7.4pt;line-height:1.35;color:#333;border-right:1px solid #aaa;padding-right:8px}
    .main{flex:1}
    table.it td{padding:1px 10px 1px 0} table.it td:last-child{text-align:right}
    `;
    const it = d.amt;
    const b = `
    <div class="lh"><div class="n">${esc(d.firm.name)}</div><div class="small">ATTORNEYS AT LAW · ${esc(d.firm.addr)} · ${esc(d.firm.phone)}</div></div>
    <div class="body"><div class="roster"><b>${esc(d.firm.atty)}</b><br>Managing Partner<br>${esc(d.firm.email)}<br><br>Thomas K. Pemberton<br>(1951–2019)<br><br>Rachel S. Okonjo<br>Daniel F. Vreeland<br><i>Of Counsel</i><br><br>Admitted in Delaware, Pennsylvania and New Jersey<br><br>Payments:<br>${esc(d.firm.other)}<br><br>Disputes:<br>${esc(d.firm.disputes)}</div>
    <div class="main">
      <div>December 4, 2026</div>
      <div style="margin-top:14px">${esc(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div>
      <div style="margin-top:12px"><b>Re:</b> Creditor: ${esc(d.pl.name)}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Original creditor: First State Card Bank<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Account ending: 6402 · Our file no.: PR-26-51877<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Amount due: ${$(it.principal)}</div>
      <p style="margin-top:12px">Dear Ms. Ocasio:</p>
      <p>This firm has been retained by ${esc(d.pl.name)} to collect the balance of the above account. ${esc(d.firm.name)} is a debt collector. We are trying to collect a debt that you owe to ${esc(d.pl.name)}. We will use any information you give us to help collect the debt.</p>
      <table class="it"><tr><td>As of the charge-off date, 05/29/2026, you owed:</td><td>${$(it.asof)}</td></tr>
      <tr><td>Interest charged since then:</td><td>+ ${$(it.interest)}</td></tr><tr><td>Fees charged since then:</td><td>+ $0.00</td></tr><tr><td>Payments and credits since then:</td><td>– $0.00</td></tr>
      <tr><td><b>Total amount of the debt now:</b></td><td><b>${$(it.principal)}</b></td></tr></table>
      <p style="margin-top:8px">At this time, no attorney with this firm has personally reviewed the particular circumstances of your account, and <b>no lawsuit has been filed against you</b>. Our client may consider legal action in the Justice of the Peace Court or the Court of Common Pleas if the account is not resolved, but no decision has been made.</p>
      <p>You may dispute all or part of this debt by calling or writing to us by January 13, 2027. If you do not, we will assume our information is correct. If you write to us by that date, we must stop collection on any amount you dispute until we send you verification.</p>
      <p>Our client has authorized a settlement of <b>${$(it.offer)}</b> if paid by January 29, 2027. Payments may be made by phone at ${esc(d.firm.phone)} or by e-mailing ${esc(d.firm.other)} for a secure link.</p>
      <p>Very truly yours,</p>
      <p><span style="font-family:Z003;font-size:16pt;color:#1b2a6b">Pemberton Rusk LLP</span><br>${esc(d.firm.name).toUpperCase()}</p>
      <p class="small">This communication is from a debt collector. Delaware residents: you may contact the Delaware Department of Justice, Consumer Protection Unit.</p>
    </div></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 30 MT law-firm letter announcing a filed suit
docs.push({
  id: '30', state: 'MT', letter: true, kind: 'law-firm letter (suit already filed)',
  layout: 'law-firm letter with a bold Re: block naming the case, court and case number beside account and file numbers, amounts claimed vs. costs vs. total, enclosure list and cc',
  css_font: "'Liberation Serif'",
  court: { lines: ['Montana Thirteenth Judicial District Court, Yellowstone County'] },
  case: 'DV-56-2026-0000412',
  def: { name: 'Wyatt E. Lindgren', street: '1427 Grand Ave #5', city: 'Billings', st: 'MT', zip: '59102' },
  pl: { name: 'Big Sky Portfolio Partners, LLC' },
  firm: { name: 'Halvorsen & Teague, PLLC', atty: 'Brett A. Teague', addr: '490 N 31st St Ste 500, Billings, MT 59101', phone: '(406) 555-0186', fax: '(406) 555-0187', email: 'bteague@halvorsenteague.com', other: 'info@halvorsenteague.com' },
  amt: { principal: 4880.14, costs: 120.00 },
  html(d) {
    const total = d.amt.principal + d.amt.costs;
    const css = `
    .page{font-family:${d.css_font};font-size:10.6pt;padding:50px 70px;line-height:1.42}
    .lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #5a3e1b;padding-bottom:6px}
    .re{margin:14px 0 10px 40px}
    table.it td{padding:1px 16px 1px 0} table.it td:last-child{text-align:right}
    `;
    const b = `
    <div class="lh"><div><span style="font-size:19pt;font-weight:bold;color:#5a3e1b">${esc(d.firm.name.split(',')[0])}</span><span style="font-size:12pt;color:#5a3e1b">, PLLC</span><br><span class="small">ATTORNEYS · ${esc(d.firm.addr)}</span></div>
      <div class="r small">Tel. ${esc(d.firm.phone)}<br>Fax ${esc(d.firm.fax)}<br>${esc(d.firm.other)}</div></div>
    <div style="margin-top:14px">December 7, 2026</div>
    <div style="margin-top:12px"><i>Via first-class mail</i><br>${esc(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div>
    <div class="re"><b>Re: ${esc(d.pl.name)} v. ${esc(d.def.name)}<br>${esc(d.court.lines[0])}<br>Case No. ${esc(d.case)}</b><br>Original creditor: Yellowstone Valley Bank · Account ending 7730 · Our file: HT-26-1184</div>
    <p>Dear Mr. Lindgren:</p>
    <p>As you may know, this firm represents ${esc(d.pl.name)}, the current owner of the account referenced above. Please be advised that on November 30, 2026, our client filed a lawsuit against you in the ${esc(d.court.lines[0])}, Case No. ${esc(d.case)}. A copy of the Summons and Complaint is enclosed, and a process server may also deliver copies to you.</p>
    <p>The Complaint seeks the following amounts:</p>
    <table class="it" style="margin-left:40px"><tr><td>Balance due on the account</td><td>${$(d.amt.principal)}</td></tr><tr><td>Court costs (filing fee)</td><td>${$(d.amt.costs)}</td></tr><tr><td>Total, including costs</td><td>${$(total)}</td></tr></table>
    <p style="margin-top:8px">The balance currently due is <b>${$(d.amt.principal)}</b>. Under the Montana Rules of Civil Procedure you have <b>21 days</b> after you are served to file a written answer with the Clerk of the District Court, Yellowstone County Courthouse, Billings. If you do not, our client may ask the court to enter a default judgment against you.</p>
    <p>If you would like to resolve this matter without further litigation, please contact me directly at ${esc(d.firm.phone)} or ${esc(d.firm.email)}. We are willing to discuss a stipulated payment plan, and any agreement will be filed with the Court.</p>
    <p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
    <p>Sincerely,</p>
    <p><span style="font-family:Z003;font-size:16pt;color:#1b2a6b">Brett A. Teague</span><br>${esc(d.firm.atty)}<br>${esc(d.firm.name)}</p>
    <div class="small" style="margin-top:10px">Enclosures: Summons; Complaint; Exhibit A (account statement)<br>cc: ${esc(d.pl.name)} (client ref. BSPP-88140)</div>`;
    return htmlDoc(css, b);
  },
});

module.exports = docs;
