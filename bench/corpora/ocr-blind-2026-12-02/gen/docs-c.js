'use strict';
const { money, num, U, zipFull, cityLine, addr1, courtLineList, cb, page } = require('./lib');

const docs = [];

// ---------------------------------------------------------------- 21 NY Supreme Court, Erie County
docs.push({
  id: '21', state: 'NY', kind: 'court', font: 'Nimbus Roman', size: 10.5,
  layout: 'NY supreme court summons and verified complaint: two-line court heading, X-box caption with consumer address under name, index number and filing date at right, attorney block bottom beside process server e-mail',
  cust: { name: 'Michelle A. Kowalczyk', street: '87 Cleveland Dr Apt 4', city: 'Cheektowaga', st: 'NY', zip: '14225' },
  pl: { name: 'JPMorgan Chase Bank, N.A.' },
  firm: { name: 'Harrow & Petrakis, LLP', atty: 'Elena V. Petrakis, Esq.', street: '6320 Main Street, Suite 104', city: 'Williamsville, New York 14221',
          phone: '(716) 555-0174', email: 'epetrakis@harrowpetrakis.com' },
  court: { parts: [['Supreme Court of the State of New York'], ['County of Erie']] },
  caseNo: '804417/2026', amount: 16204.88, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:80px; top:60px; width:656px; }
      .xl { border-top:1px solid #000; position:relative; margin:4px 0; } .xl:after { content:'X'; position:absolute; right:-9px; top:-9px; }
      .cap { display:flex; } .cap .l { width:360px; line-height:1.42; padding:4px 0; } .cap .rr { flex:1; padding:8px 0 0 26px; line-height:1.5; }
      p { text-align:justify; line-height:1.48; margin-bottom:6px; }
      .foot { position:absolute; left:80px; right:80px; bottom:30px; font-size:7pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="abs xs" style="left:80px;top:28px">FILED: ERIE COUNTY CLERK 05/20/2026 11:52 AM &nbsp; &nbsp; NYSCEF DOC. NO. 1 &nbsp; &nbsp; RECEIVED NYSCEF: 05/20/2026</div>
    <div class="wrap">
      <div class="b">${L[0]}<br>${L[1]}</div>
      <div class="xl" style="margin-top:6px"></div>
      <div class="cap"><div class="l">${U(d.pl.name)},<br><span style="margin-left:200px">Plaintiff,</span><br><span style="margin-left:70px">-against-</span><br>${U(c.name)}<br>${c.street}<br>${cityLine(c)},<br><span style="margin-left:200px">Defendant.</span></div>
        <div class="rr">Index No.: <b>${d.caseNo}</b><br>Date Filed: 05/20/2026<br><br><b>SUMMONS AND<br>VERIFIED COMPLAINT</b><br><span class="sm">Plaintiff designates Erie County as the place of trial. The basis of venue is Defendant's residence.</span></div></div>
      <div class="xl"></div>
      <p style="margin-top:8px"><b>TO THE ABOVE-NAMED DEFENDANT:</b> YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer on the Plaintiff's attorneys within twenty (20) days after the service of this summons, exclusive of the day of service, or within thirty (30) days after service is complete if this summons is not personally delivered to you within the State of New York.
        In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint.</p>
      <p class="b c" style="margin:6px 0">CONSUMER CREDIT TRANSACTION</p>
      <p class="b u c">VERIFIED COMPLAINT</p>
      <p>1. Plaintiff is a national banking association with an office for the transaction of business at 2400 Polaris Commons Drive, Columbus, Ohio 43240.</p>
      <p>2. Upon information and belief, Defendant resides in the County of Erie, State of New York.</p>
      <p>3. Defendant opened a Chase Freedom Unlimited® credit card account ending 6631 and agreed to repay all charges. Defendant defaulted on May 1, 2025.</p>
      <p>4. There is now due and owing from Defendant to Plaintiff the principal sum of <b>${money(d.amount)}</b>, no part of which has been paid although duly demanded.</p>
      <p>WHEREFORE, Plaintiff demands judgment against Defendant in the sum of ${money(d.amount)}, with interest from May 1, 2025, together with the costs and disbursements of this action, including the index number fee of $210.00.</p>
      <div style="display:flex;justify-content:space-between;margin-top:10px">
        <div class="sm" style="width:250px;align-self:flex-end">Dated: Williamsville, New York<br>May 19, 2026<br><br>Service to be made by: Niagara Frontier Process<br>dispatch@niagara-process.com · (716) 555-0105</div>
        <div style="width:320px;line-height:1.35"><b>${U(f.name)}</b><br>Attorneys for Plaintiff<br>By: <span class="sig">Elena V. Petrakis</span><br>${f.atty}<br>${f.street}<br>${f.city}<br>Tel.: ${f.phone}<br>${f.email}</div></div>
    </div>
    <div class="foot"><span>This communication is from a debt collector.</span><span>H&amp;P Ref. 26-1187-JC</span></div>`);
  },
});

// ---------------------------------------------------------------- 22 CO county court complaint, boxed caption
docs.push({
  id: '22', state: 'CO', kind: 'court', font: 'Liberation Sans Narrow', size: 9.5,
  layout: 'CO county court boxed caption: court, parties and attorney in left cells, "COURT USE ONLY" and case number/division in right cells, numbered allegations with amount table',
  cust: { name: 'Amber L. Fontaine', street: '4215 Galley Rd Apt 208', city: 'Colorado Springs', st: 'CO', zip: '80915' },
  def2: 'TYLER J. FONTAINE',
  pl: { name: 'Spring Oaks Capital SPV, LLC', street: '1400 Crossways Center Dr, Suite 300', city: 'Chesapeake, VA 23320' },
  firm: { name: 'Kittredge Baum LLC', atty: 'Owen R. Kittredge', bar: 'Atty. Reg. #49218', street: '1600 Stout Street, Suite 1100', city: 'Denver, CO 80202',
          phone: '(303) 555-0147', email: 'okittredge@kittredgebaum.com' },
  court: { parts: [['County Court, El Paso County, Colorado']], addr: '1150 S. Cascade Plaza, Colorado Springs, CO 80903' },
  caseNo: '26C41172', amount: 5214.66, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:56px; top:52px; width:704px; }
      table.g { width:100%; } table.g td { border:1.5px solid #000; vertical-align:top; padding:5px 7px; line-height:1.4; }
      .amt td { border:1px solid #000; padding:2px 7px; }
      p { text-align:justify; line-height:1.45; margin-bottom:5px; }
      .foot { position:absolute; left:56px; right:56px; bottom:28px; font-size:6.8pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <table class="g">
        <tr><td style="width:64%">${d.court.parts[0][0]}<br>Court Address: ${d.court.addr}<br>Telephone: (719) 555-0192<br><br>
            <b>Plaintiff:</b> ${U(d.pl.name)}<br><br>v.<br><br><b>Defendants:</b> ${U(c.name)} and ${d.def2}</td>
          <td class="c" style="vertical-align:middle;font-size:9pt">&#9650; COURT USE ONLY &#9650;</td></tr>
        <tr><td><b>Attorney for Plaintiff:</b><br>${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}, ${f.city}<br>Phone: ${f.phone} &nbsp; Fax: (303) 555-0148<br>E-mail: ${f.email}</td>
          <td>Case Number: <b style="font-size:11pt">${d.caseNo}</b><br><br>Division: M &nbsp; &nbsp; Courtroom: S404</td></tr>
        <tr><td colspan="2" class="c b" style="font-size:11pt">COMPLAINT</td></tr>
      </table>
      <p style="margin-top:10px">Plaintiff, through its attorneys, states its Complaint against Defendants as follows:</p>
      <p>1. Plaintiff is a Virginia limited liability company and a licensed collection agency in Colorado (License No. 2025-0004471), with offices at ${d.pl.street}, ${d.pl.city}.</p>
      <p>2. Defendant ${c.name}'s last known address is <b>${c.street}, ${cityLine(c)}</b>, in El Paso County. Defendant ${d.def2.replace(/\b(\w)(\w*)/g, (m, a, b) => a + b.toLowerCase())} is an authorized user and co-obligor on the account and may be served at the same address.</p>
      <p>3. Defendants obtained a Celtic Bank (Indigo) credit card account ending 4471. The account was charged off on July 31, 2024 and sold to Plaintiff on November 14, 2024.</p>
      <p>4. Defendants owe Plaintiff the following amounts:</p>
      <table class="amt" style="width:78%;margin:2px 0 8px 30px">
        <tr><td>Principal balance at charge-off, less payments</td><td class="r b">${money(d.amount)}</td></tr>
        <tr><td>Interest at 8% per annum from August 1, 2024 (C.R.S. § 5-12-102)</td><td class="r">$771.83</td></tr>
        <tr><td>Filing fee and service costs</td><td class="r">$163.00</td></tr>
        <tr><td>Total claimed with interest and costs</td><td class="r">$6,149.49</td></tr></table>
      <p>5. The amount in controversy does not exceed $25,000.00, the jurisdictional limit of the county court under C.R.S. § 13-6-104.</p>
      <p>WHEREFORE, Plaintiff requests judgment against Defendants, jointly and severally, for the principal amount of ${money(d.amount)}, prejudgment interest, post-judgment interest, costs, and such other relief as the Court deems proper.</p>
      <div style="display:flex;justify-content:space-between;margin-top:14px">
        <div style="padding-top:28px">Dated: April 9, 2026</div>
        <div style="width:320px;line-height:1.35">${U(f.name)}<br><br><span class="sig">/s/ Owen R. Kittredge</span><br>${f.atty}, ${f.bar}<br>Attorney for Plaintiff<br><span class="sm">Original signature on file at the offices of ${f.name}</span></div></div>
      <div class="sm" style="margin-top:16px">Plaintiff's address: ${d.pl.street}, ${d.pl.city}</div>
    </div>
    <div class="foot"><span>CCP-C1 R01/26 COMPLAINT (County Court Civil)</span><span>Page 1 of 1</span></div>`);
  },
});

// ---------------------------------------------------------------- 23 FL Duval County, ":" caption
docs.push({
  id: '23', state: 'FL', kind: 'court', font: 'DejaVu Serif Condensed', size: 10,
  layout: 'FL county court complaint: two-line court heading, caption with ":" column and case number at right, a/k/a name, designation of primary and secondary e-mails at bottom',
  cust: { name: 'Latoya S. Merriweather', aka: 'Latoya Merriweather-Hines', street: '8231 Arlington Expy Apt 412', city: 'Jacksonville', st: 'FL', zip: '32211' },
  pl: { name: 'TD Bank USA, N.A.' },
  firm: { name: 'Kaplan Ostrander, PLLC', atty: 'Meredith J. Kaplan', bar: 'Florida Bar No. 0998123', street: '1301 Riverplace Blvd, Suite 800', city: 'Jacksonville, FL 32207',
          phone: '(904) 555-0165', email: 'mkaplan@kaplanostrander.com', email2: 'docketing@kaplanostrander.com' },
  court: { prefix: 'In the', parts: [['County Court, in and for', 'Duval County, Florida']] },
  caseNo: '16-2026-CC-004519-XXXX-MA', amount: 2653.09, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:92px; top:72px; width:632px; }
      .cap td { vertical-align:top; line-height:1.45; }
      p { text-align:justify; line-height:1.6; margin-bottom:6px; text-indent:36px; }
      .foot { position:absolute; left:92px; right:92px; bottom:30px; font-size:7pt; text-align:center; }
    `;
    const col = Array(9).fill(':').join('<br>');
    return page(d, css, `
    <div class="wrap">
      <div class="c b">${L[0]}<br>${L[1]}</div>
      <table class="cap" style="width:100%;margin-top:16px"><tr>
        <td style="width:300px">${U(d.pl.name)},<br><br><span style="margin-left:60px">Plaintiff,</span><br>v.<br><br>${U(c.name)}<br>a/k/a ${U(c.aka)},<br><br><span style="margin-left:60px">Defendant.</span></td>
        <td style="width:20px">${col}</td>
        <td style="padding-left:14px"><br>CASE NO.: ${d.caseNo}</td></tr></table>
      <div class="c b" style="margin:14px 0 8px 0">COMPLAINT FOR ACCOUNT STATED</div>
      <p>Plaintiff, ${d.pl.name}, by and through its undersigned counsel, sues Defendant, ${c.name}, and alleges:</p>
      <p>1. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs, and attorney's fees.</p>
      <p>2. Defendant resides at ${c.street}, ${cityLine(c)}, in Duval County, Florida.</p>
      <p>3. Plaintiff and Defendant had business transactions between them on a Target Circle Card account ending 5087, and Plaintiff rendered statements of account to Defendant, who did not object to them. Copies are attached as Composite Exhibit "A".</p>
      <p>4. Defendant owes Plaintiff <b>${money(d.amount)}</b> that is due with interest since February 14, 2025, on the account.</p>
      <p>WHEREFORE, Plaintiff demands judgment for damages against Defendant in the amount of ${money(d.amount)}, plus taxable costs including the $300.00 filing fee and $40.00 service fee, and prejudgment interest at the statutory rate of 9.09% ($218.77 to date).</p>
      <div style="display:flex;justify-content:space-between;margin-top:14px">
        <div style="width:230px;padding-top:20px">Dated: March 12, 2026</div>
        <div style="width:360px;line-height:1.38">${U(f.name)}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>
          <b>Designation of e-mail addresses (Fla. R. Gen. Prac. &amp; Jud. Admin. 2.516):</b><br>Primary: ${f.email}<br>Secondary: ${f.email2}<br><br>By: /s/ ${f.atty}<br>${f.atty}, ${f.bar}<br>Counsel for Plaintiff</div></div>
    </div>
    <div class="foot">Clerk of the Circuit and County Courts, Duval County · civil-intake@duvalclerk-fl.org (courtesy copies not accepted)</div>`);
  },
});

// ---------------------------------------------------------------- 24 TX Hidalgo County justice court, mostly Spanish
docs.push({
  id: '24', state: 'TX', kind: 'court', font: 'Liberation Sans', size: 9.5,
  layout: 'TX justice court debt claim petition mostly in Spanish: cause number top left, three-line Spanish court heading top right, numbered shaded sections, amount table',
  cust: { name: 'María Guadalupe Treviño', aka: 'Lupe Treviño', street: '1407 E Jackson Ave Apt 5', city: 'McAllen', st: 'TX', zip: '78503' },
  pl: { name: 'Conn Appliances, Inc.', street: '4055 Woodlands Crossing Dr, Suite 300', city: 'The Woodlands, TX 77380' },
  firm: { name: 'Montemayor & Leal, PLLC', atty: 'Adriana C. Montemayor', bar: 'Barra Estatal de Texas No. 24098813', street: '4900 N. 10th Street, Suite 210', city: 'McAllen, TX 78504',
          phone: '(956) 555-0176', email: 'amontemayor@montemayorleal.com', email2: 'notificaciones@montemayorleal.com' },
  court: { prefix: 'En el', parts: [['Juzgado de Paz'], ['Precinto 3, Lugar 1'], ['Condado de Hidalgo, Texas']] },
  caseNo: 'DC-03-2026-000418', amount: 2914.60, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:56px; top:48px; width:704px; }
      .sh { background:#d9d9d9; border:1px solid #000; padding:2px 6px; font-weight:bold; margin-top:8px; }
      .sb { border:1px solid #000; border-top:none; padding:5px 7px; line-height:1.42; }
      .amt td { border:1px solid #000; padding:2px 6px; }
      .foot { position:absolute; left:56px; right:56px; bottom:28px; font-size:6.8pt; display:flex; justify-content:space-between; border-top:1px solid #000; padding-top:3px; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div style="display:flex;justify-content:space-between">
        <div>NÚMERO DE CAUSA:<br><b style="font-size:11pt">${d.caseNo}</b></div>
        <div class="r b" style="font-size:10.5pt">${L[0]}<br>${L[1]}<br>${L[2]}</div></div>
      <div class="c b" style="font-size:14pt;margin:12px 0 2px 0">PETICIÓN: CASO DE RECLAMO DE DEUDA</div>
      <div class="c sm">(Regla 508 de las Reglas de Procedimiento Civil de Texas)</div>
      <div class="sh">1. DEMANDANTE</div>
      <div class="sb">Nombre: <b>${d.pl.name}</b><br>Dirección: ${d.pl.street}, ${d.pl.city}<br>
        Abogado del demandante: ${f.atty}, ${f.bar}, ${U(f.name)}, ${f.street}, ${f.city}. Tel. ${f.phone}. Correo electrónico: ${f.email}</div>
      <div class="sh">2. DEMANDADO</div>
      <div class="sb">Nombre: <b>${U(c.name)}</b> (también conocida como ${U(c.aka)})<br>Domicilio: <b>${c.street}, ${cityLine(c)}</b><br>
        Teléfono: (956) 555-0112 &nbsp; Últimos 3 dígitos de la licencia de conducir: 208 &nbsp; Últimos 3 dígitos del Seguro Social: 451</div>
      <div class="sh">3. INFORMACIÓN DE LA DEUDA</div>
      <div class="sb">Acreedor original: ${d.pl.name} (contrato de venta a plazos, muebles y electrodomésticos) &nbsp; Cuenta terminada en: 7741<br>
        Fecha de incumplimiento: 02/15/2025 &nbsp; Fecha del último pago: 01/09/2025 &nbsp; ${cb(true)} El demandante es el acreedor original. ${cb(false)} El demandante es cesionario.</div>
      <div class="sh">4. EL DEMANDANTE SOLICITA</div>
      <table class="amt" style="width:100%">
        <tr><td style="width:72%">Monto principal adeudado (después de pagos y créditos)</td><td class="r b">${money(d.amount)}</td></tr>
        <tr><td>Intereses previos al fallo</td><td class="r">$0.00</td></tr>
        <tr><td>Honorarios de abogado</td><td class="r">$728.65</td></tr>
        <tr><td>Costos judiciales (presentación $54.00; entrega por el alguacil $75.00)</td><td class="r">$129.00</td></tr>
        <tr><td>Total con honorarios y costos</td><td class="r">$3,772.25</td></tr></table>
      <div class="sb" style="border-top:1px solid #000;margin-top:4px">La cantidad en controversia, sin incluir intereses legales ni costos judiciales, no excede $20,000.00, el límite de jurisdicción del Juzgado de Paz.</div>
      <div class="sh">5. ENTREGA DE LA CITACIÓN</div>
      <div class="sb">${cb(true)} Alguacil (Constable) del Precinto 3 &nbsp; ${cb(false)} Sheriff &nbsp; ${cb(false)} Correo certificado por la secretaría &nbsp; ${cb(false)} Entrega alternativa<br>
        ${cb(true)} Consiento en que la contestación y otros escritos me sean notificados por correo electrónico a: <b>${f.email2}</b></div>
      <div style="display:flex;justify-content:space-between;margin-top:14px">
        <div><span class="sig">Adriana C. Montemayor</span><br><span style="border-top:1px solid #000;display:inline-block;width:280px">Firma del demandante o de su abogado</span></div>
        <div>Fecha: <span class="fill">04/27/2026</span></div></div>
      <div class="sm" style="margin-top:12px;border:1px dashed #000;padding:4px 6px">Secretaría del Juzgado de Paz, Precinto 3: 1902 Joe Stephens Plaza, Weslaco, TX 78596 · (956) 555-0197 · juzgado3.civil@hidalgo-jp-cortes.org (solo información general).
        AVISO: Usted ha sido demandado. Puede contratar a un abogado. Debe presentar una contestación por escrito dentro de 14 días después de recibir la citación.</div>
    </div>
    <div class="foot"><span>Formulario del Juzgado de Paz de Texas — Petición: Caso de reclamo de deuda (versión en español)</span><span>Página 1 de 1</span></div>`);
  },
});

// ---------------------------------------------------------------- 25 PA Philadelphia Municipal Court statement of claim
docs.push({
  id: '25', state: 'PA', kind: 'court', font: 'Nimbus Sans Narrow', size: 9.5,
  layout: 'PA municipal court statement of claim form: two-line court heading left with claim-number box right, party boxes, amount grid, hearing notice, attorney inside form box, ZIP+4',
  cust: { name: 'Luis A. Figueroa', street: '3418 N 5th St', city: 'Philadelphia', st: 'PA', zip: '19140', zip4: '3306' },
  def2: 'CARMEN FIGUEROA',
  pl: { name: 'Unifund CCR, LLC', street: '8210 Governors Hill Pkwy, Suite 300', city: 'Cincinnati, OH 45249' },
  firm: { name: 'Dellaporta Quinn, P.C.', atty: 'Francesca M. Dellaporta', bar: 'Attorney I.D. No. 318204', street: '1650 Arch Plaza, Suite 2100', city: 'Philadelphia, PA 19103',
          phone: '(215) 555-0161', email: 'fdellaporta@dellaportaquinn.com' },
  court: { parts: [['Philadelphia Municipal Court'], ['Civil Division']], addr: '1420 Arch Plaza, Philadelphia, PA 19107' },
  caseNo: 'SC-26-05-14-1187', amount: 1478.92, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:52px; top:46px; width:712px; }
      table.g { width:100%; } table.g td { border:1.5px solid #000; vertical-align:top; padding:4px 6px; line-height:1.38; }
      .lb { font-size:7.2pt; font-weight:bold; }
      p { text-align:justify; line-height:1.42; margin-bottom:5px; }
      .foot { position:absolute; left:52px; right:52px; bottom:26px; font-size:6.8pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <table class="g"><tr><td style="width:62%;border:none"><div style="font-size:14pt;font-weight:bold">${L[0]}</div><div style="font-size:11pt;font-weight:bold">${L[1]}</div><div class="sm">${d.court.addr} · (215) 555-0189</div></td>
        <td><div class="lb">CLAIM NUMBER</div><div style="font-size:13pt;font-weight:bold">${d.caseNo}</div><div class="lb" style="margin-top:3px">FILING DATE</div>05/14/2026</td></tr></table>
      <div class="c b" style="font-size:13pt;margin:8px 0">STATEMENT OF CLAIM</div>
      <table class="g"><tr><td style="width:50%;height:108px"><div class="lb">PLAINTIFF'S NAME, ADDRESS AND PHONE</div>${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city}<br>(513) 555-0109</td>
        <td><div class="lb">DEFENDANT'S NAME AND ADDRESS</div>1. ${U(c.name)}<br>${c.street}<br>${cityLine(c)}<br>2. ${d.def2}<br>${c.street}, ${cityLine(c)}</td></tr>
        <tr><td colspan="2"><div class="lb">PLAINTIFF'S ATTORNEY (NAME, I.D. NO., ADDRESS, PHONE, E-MAIL)</div>${f.atty}, ${f.bar} · ${U(f.name)} · ${f.street}, ${f.city} · ${f.phone} · ${f.email}</td></tr></table>
      <table class="g" style="margin-top:8px"><tr><td><div class="lb">AMOUNT CLAIMED</div><b style="font-size:11pt">${money(d.amount)}</b></td><td><div class="lb">INTEREST</div>$0.00</td>
        <td><div class="lb">ATTORNEY FEES</div>$0.00</td><td><div class="lb">COURT COSTS</div>$150.95</td><td><div class="lb">TOTAL</div>$1,629.87</td></tr></table>
      <p style="margin-top:8px"><b>STATEMENT OF CLAIM:</b> Plaintiff, ${d.pl.name}, is the assignee of a Comenity Bank (Overstock) credit card account, account ending 2765, opened by Defendant ${c.name}. Defendant(s) defaulted on 10/21/2024.
        After all payments and credits, the principal balance of ${money(d.amount)} remains due and unpaid. Plaintiff does not seek interest or attorney fees. Account documents are attached.</p>
      <p class="sm">The jurisdictional limit of the Philadelphia Municipal Court for civil claims is $12,000.00. I verify that the facts set forth above are true and correct to the best of my knowledge, information and belief, subject to the penalties of 18 Pa.C.S. § 4904.</p>
      <div style="display:flex;justify-content:space-between;margin-top:6px"><div><span class="sig">F. M. Dellaporta</span><br><span style="border-top:1px solid #000;display:inline-block;width:250px">Signature of Plaintiff / Attorney</span></div>
        <div style="padding-top:18px">Date: 05/12/2026</div></div>
      <div style="border:2px solid #000;padding:6px 8px;margin-top:10px">
        <div class="b c" style="font-size:11pt">NOTICE TO DEFENDANT</div>
        <p>You have been sued. A hearing on this claim will be held on <b>July 9, 2026 at 9:00 A.M.</b> in Courtroom 3-B at ${d.court.addr}. If you do not appear, a judgment may be entered against you by default.
          If you intend to defend, bring all witnesses, books, receipts and documents with you. If you wish to appeal you must do so within 30 days after the entry of judgment.</p>
        <p class="sm">Court Administration: civil.mc@phila-mc-courts.org (scheduling and ADA only) · Lawyer Referral Service: (215) 555-0100</p>
        <p class="b c" style="margin-top:4px">AVISO AL DEMANDADO: Le han demandado en la corte. Si no comparece a la audiencia, se puede dictar una sentencia en su contra.</p>
      </div>
      <div class="sm" style="margin-top:8px;border:1px solid #000;padding:4px 6px">SERVICE: ${cb(true)} Certified mail by court &nbsp; ${cb(false)} Personal service by Landlord-Tenant Officer &nbsp; ${cb(false)} Private process server &nbsp; Fee paid: $27.50</div>
    </div>
    <div class="foot"><span>M.C.C.D. Form SC-1 (Rev. 2025)</span><span>Original — Court File</span></div>`);
  },
});

// ---------------------------------------------------------------- 26 OH Cuyahoga Court of Common Pleas
docs.push({
  id: '26', state: 'OH', kind: 'court', font: 'Liberation Serif', size: 11,
  layout: 'OH common pleas complaint: attorney block top left above two-line court heading, ")" caption with plaintiff and consumer addresses, judge line, service instructions at bottom',
  cust: { name: 'Terrell D. Abernathy', street: '1870 E 222nd St Apt 6', city: 'Euclid', st: 'OH', zip: '44123' },
  pl: { name: 'PNC Bank, National Association', street: '3300 Prospect Commons', city: 'Cleveland, Ohio 44115' },
  firm: { name: 'Marchetti Kessinger Co., LPA', atty: 'Laura B. Kessinger', bar: '(0087341)', street: '1375 Euclid Square, Suite 900', city: 'Cleveland, Ohio 44115',
          phone: '(216) 555-0166', email: 'lkessinger@marchettikessinger.com' },
  court: { prefix: 'In the', parts: [['Court of Common Pleas'], ['Cuyahoga County, Ohio']], addr: '1250 Lakeside Plaza, Cleveland, Ohio 44113' },
  caseNo: 'CV-26-118472', amount: 18432.10, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:90px; top:48px; width:636px; }
      .cap td { vertical-align:top; line-height:1.36; }
      p { text-align:justify; line-height:1.5; margin-bottom:6px; text-indent:34px; }
      .foot { position:absolute; left:90px; right:90px; bottom:30px; font-size:7pt; display:flex; justify-content:space-between; }
    `;
    const paren = Array(14).fill(')').join('<br>');
    return page(d, css, `
    <div class="wrap">
      <div style="font-size:9.5pt;line-height:1.28">${f.atty} ${f.bar}<br>${U(f.name)}<br>${f.street}, ${f.city}<br>Tel. ${f.phone} · ${f.email}<br>Counsel for Plaintiff</div>
      <div class="c b" style="margin-top:16px;font-size:12pt">${L[0]}<br>${L[1]}</div>
      <table class="cap" style="width:100%;margin-top:14px"><tr>
        <td style="width:320px">${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city},<br><span style="margin-left:140px">Plaintiff,</span><br><br>v.<br><br>${U(c.name)}<br>${c.street}<br>${cityLine(c)},<br><span style="margin-left:140px">Defendant.</span></td>
        <td style="width:16px">${paren}</td>
        <td style="padding-left:18px"><br>CASE NO. <b>${d.caseNo}</b><br><br>JUDGE ______________________<br><br><b>COMPLAINT FOR MONEY DUE<br>ON PROMISSORY NOTE</b></td></tr></table>
      <p style="margin-top:14px">1. On March 18, 2023, Defendant executed and delivered to Plaintiff a promissory note (PNC personal installment loan no. ending 0921) in the original principal amount of $24,000.00. A copy is attached as Exhibit A.</p>
      <p>2. Defendant defaulted by failing to make the payment due February 1, 2025, and Plaintiff has accelerated the balance.</p>
      <p>3. There is due and owing to Plaintiff on the note the unpaid principal balance of <b>${money(d.amount)}</b>, plus accrued interest of $1,326.58 through April 30, 2026, and interest thereafter at 7.49% per annum, plus late charges of $120.00.</p>
      <p>4. This Court has jurisdiction because the amount in controversy exceeds $15,000.00, the monetary limit of the municipal courts.</p>
      <p>WHEREFORE, Plaintiff demands judgment against Defendant for the principal sum of ${money(d.amount)}, interest at 7.49% per annum from February 1, 2025, late charges of $120.00, and the costs of this action.</p>
      <div style="margin:12px 0 0 320px;line-height:1.35"><span class="sig">Laura B. Kessinger</span><br>${f.atty} ${f.bar}<br>Counsel for Plaintiff</div>
      <div class="sm" style="margin-top:18px;border-top:1px solid #000;padding-top:4px"><b>INSTRUCTIONS FOR SERVICE:</b> To the Clerk of Courts, ${d.court.addr}: please serve Defendant by certified mail at the address in the caption. Deposit for costs: $325.00.</div>
    </div>
    <div class="foot"><span>Marchetti Kessinger Co., LPA is a debt collector.</span><span>MK 26-40519</span></div>`);
  },
});

// ---------------------------------------------------------------- 27 NV agency letter, no suit
docs.push({
  id: '27', state: 'NV', kind: 'letter', font: 'Liberation Mono', size: 9,
  layout: 'collection agency letter (no suit) in monospace: return address and window address, right-side account box, creditor lines, settlement offer, remittance stub',
  cust: { name: 'Celeste R. Navarro', street: '5235 E Owens Ave Apt 1097', city: 'Las Vegas', st: 'NV', zip: '89110' },
  agency: { name: 'Sierra Bay Financial Recovery, LLC', street: '2850 W. Horizon Ridge Pkwy, Suite 200', city: 'Henderson, NV 89052', phone: '(702) 555-0139', email: 'accounts@sierrabayrecovery.com', lic: 'Nevada Collection Agency License No. CA11742' },
  pl: { name: 'Credit One Bank, N.A.' },
  firm: null, court: null, caseNo: null, amount: 1187.36, suit: false,
  html(d) {
    const c = d.cust, a = d.agency;
    const css = `
      .body { position:absolute; left:72px; top:330px; width:672px; line-height:1.38; }
      .body p { margin-bottom:9px; }
      .box td { padding:1px 8px 1px 0; }
      .stub { position:absolute; left:60px; right:60px; top:868px; border-top:1.5px dashed #000; padding-top:10px; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="abs" style="left:72px;top:46px;line-height:1.3"><b>${U(a.name)}</b><br>${a.street}<br>${a.city}<br>Tel ${a.phone}<br>${a.lic}</div>
    <div class="abs" style="left:470px;top:46px;width:280px;border:1px solid #000;padding:6px 8px;line-height:1.4">
      <table class="box"><tr><td>Date:</td><td>08/14/2026</td></tr><tr><td>Account #:</td><td>SBF-2290815</td></tr><tr><td>Creditor:</td><td>${d.pl.name}</td></tr>
      <tr><td>Original acct:</td><td>xxxx-xxxx-xxxx-6027</td></tr><tr><td>AMOUNT DUE:</td><td><b>${money(d.amount)}</b></td></tr></table></div>
    <div class="abs" style="left:88px;top:190px;line-height:1.35;font-size:10pt">${U(c.name)}<br>${U(c.street)}<br>${U(c.city)} ${c.st} ${zipFull(c)}</div>
    <div class="body">
      <p>Dear ${c.name}:</p>
      <p>Your account with ${d.pl.name} has been placed with our office for collection. ${d.pl.name} remains the owner of this account. Our records show a balance due of <b>${money(d.amount)}</b>.</p>
      <p>Original creditor: ${d.pl.name}<br>Current creditor: ${d.pl.name}<br>Charge-off date: 03/31/2026<br>Balance at charge-off: $1,187.36 &nbsp; Interest since charge-off: $0.00 &nbsp; Fees since charge-off: $0.00 &nbsp; Payments: $0.00</p>
      <p>SETTLEMENT OPPORTUNITY: Our client will accept <b>$712.42</b> as payment in full if received in this office by 09/30/2026. If you cannot pay the settlement amount in one payment, call us to discuss a payment arrangement.</p>
      <p>No legal action has been taken on this account. Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.
        If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt and mail you a copy.</p>
      <p>Pay online at www.sierrabayrecovery.com, by phone at ${a.phone}, or e-mail ${a.email} with questions.</p>
      <p>Sincerely,<br>Collections Department<br>${a.name}</p>
      <p style="font-size:7.5pt">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.</p>
    </div>
    <div class="stub"><div style="line-height:1.4">PLEASE DETACH AND RETURN WITH YOUR PAYMENT<br><br>${U(c.name)}<br>Account #: SBF-2290815</div>
      <div style="line-height:1.4;width:300px">AMOUNT DUE: ${money(d.amount)}<br>AMOUNT ENCLOSED: $__________<br><br>Make payable to:<br>${a.name}<br>${a.street}<br>${a.city}</div></div>`);
  },
});

// ---------------------------------------------------------------- 28 NC Wake County small claims complaint for money owed
docs.push({
  id: '28', state: 'NC', kind: 'court', font: 'Liberation Sans', size: 9,
  layout: 'NC AOC-style small claims complaint form: state/county box left, file number and court division box right, checkbox claim types, party boxes, attorney box, ZIP+4',
  cust: { name: 'Crystal N. Haywood', street: '4520 Old Poole Rd Apt 3C', city: 'Raleigh', st: 'NC', zip: '27610', zip4: '2841' },
  pl: { name: 'Mariner Finance, LLC', street: '9800 Belvedere Plaza', city: 'Nottingham, MD 21236' },
  firm: { name: 'Ellsworth Tilley, PLLC', atty: 'Renata G. Ellsworth', bar: 'N.C. State Bar No. 51247', street: '4101 Lake Boone Trail, Suite 300', city: 'Raleigh, NC 27607',
          phone: '(919) 555-0141', email: 'rellsworth@ellsworthtilley.com' },
  court: { prefix: 'In the', parts: [['General Court of Justice'], ['District Court Division - Small Claims'], ['Wake County']], addr: '316 Fayetteville Plaza, Raleigh, NC 27601' },
  caseNo: '26 CVM 004417', amount: 3281.56, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:52px; top:44px; width:712px; }
      table.g { width:100%; } table.g td { border:1px solid #000; vertical-align:top; padding:4px 6px; line-height:1.35; }
      .lb { font-size:7pt; }
      .foot { position:absolute; left:52px; right:52px; bottom:26px; font-size:6.5pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <table class="g"><tr><td style="width:48%;border-right:none"><div style="font-size:13pt;font-weight:bold">STATE OF NORTH CAROLINA</div><br>
            <span style="border-bottom:1px solid #000;display:inline-block;min-width:180px;font-size:11pt"><b>${d.court.parts[2][0].replace(' County', '')}</b></span> County</td>
          <td class="r" style="border-left:none"><div class="r"><span class="lb">File No.</span> <b style="font-size:12pt">${d.caseNo}</b></div><br>
            <div class="b" style="font-size:10.5pt">In The ${d.court.parts[0][0].replace(/\b(\w)/g, (m) => m.toUpperCase())}</div><div class="b" style="font-size:10.5pt">${d.court.parts[1][0]}</div></td></tr></table>
      <div class="c b" style="font-size:14pt;margin:8px 0">COMPLAINT FOR MONEY OWED</div>
      <table class="g"><tr><td style="width:50%;height:100px"><div class="lb">Name And Address Of Plaintiff</div>${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city}<br><span class="lb">Telephone No.</span> (410) 555-0116</td>
        <td><div class="lb">Name And Address Of Defendant 1</div>${U(c.name)}<br>${c.street}<br>${cityLine(c)}<br><span class="lb">County</span> Wake &nbsp; <span class="lb">Telephone No.</span> (919) 555-0120</td></tr>
        <tr><td colspan="2"><div class="lb">Name And Address Of Defendant 2</div>(none)</td></tr></table>
      <div style="border:1px solid #000;border-top:none;padding:5px 7px;line-height:1.5">
        1. The defendant(s) named above reside(s) in the county named above.<br>
        2. The defendant(s) owe(s) the plaintiff <b>${money(d.amount)}</b> (principal) plus interest from 12/01/2024 at the legal or contract rate of 18% per annum, for:<br>
        &nbsp; &nbsp; ${cb(false)} Goods Sold And Delivered &nbsp; ${cb(false)} Rent &nbsp; ${cb(true)} Money Owed On Account / Loan &nbsp; ${cb(false)} Note &nbsp; ${cb(false)} Services Rendered &nbsp; ${cb(false)} Other<br>
        &nbsp; &nbsp; Description: personal installment loan no. ending 6412, originated 03/22/2023; last payment 11/01/2024; balance after all credits.<br>
        3. ${cb(true)} The plaintiff requests reasonable attorney's fees under G.S. 6-21.2 in the amount of $492.23 (15% of the outstanding balance).<br>
        4. Court costs: filing $96.00; service by sheriff $30.00. The amount in controversy does not exceed $10,000.00, the small claims limit.<br>
        <b>WHEREFORE,</b> the plaintiff asks to recover the amount set out above, with interest, costs and attorney's fees as allowed by law.</div>
      <table class="g" style="margin-top:8px"><tr><td style="width:50%"><div class="lb">Date</div>05/05/2026<div class="lb" style="margin-top:4px">Signature Of Plaintiff / Attorney</div><span class="sig">Renata G. Ellsworth</span></td>
        <td><div class="lb">Name And Address Of Plaintiff's Attorney</div>${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Tel. ${f.phone} · ${f.email}</td></tr></table>
      <div style="border:1px solid #000;margin-top:8px;padding:5px 7px" class="sm"><b>VERIFICATION</b> — The undersigned, being first duly sworn, says that the contents of the foregoing Complaint are true to the undersigned's own knowledge, except as to those matters stated on information and belief, and as to those the undersigned believes them to be true.<br>
        Sworn and subscribed before me: 05/05/2026 &nbsp; <span class="sig" style="font-size:12pt">J. Whitlow</span> Notary Public, Wake County. My commission expires 10/14/2029.</div>
      <div style="border:1px solid #000;margin-top:8px;padding:5px 7px" class="sm">Magistrate hearing: 06/16/2026 at 9:00 AM, Courtroom 404, Wake County Courthouse, ${d.court.addr}. Clerk of Superior Court, small claims: (919) 555-0194.</div>
    </div>
    <div class="foot"><span>AOC-CVM-200, Rev. 10/23<br>© 2023 Administrative Office of the Courts</span><span>(Over)</span></div>`);
  },
});

// ---------------------------------------------------------------- 29 TN Davidson County general sessions civil warrant
docs.push({
  id: '29', state: 'TN', kind: 'court', font: 'Nimbus Roman', size: 10,
  layout: 'TN civil warrant: centered one-line court title, docket box, "Serve at" service block with consumer address, attorney box without e-mail, clerk e-mail nearby, officer return section',
  cust: { name: 'Jerome K. Battle', aka: 'Jerome Battle Jr.', street: '2812 Dickerson Pike Apt 14', city: 'Nashville', st: 'TN', zip: '37207' },
  pl: { name: 'Republic Finance, LLC', street: '7031 Commerce Circle', city: 'Baton Rouge, LA 70809' },
  firm: { name: 'Crane & Oduya, PLLC', atty: 'Walker H. Crane', bar: 'BPR #029117', street: '211 Commerce Place, Suite 800', city: 'Nashville, TN 37201',
          phone: '(615) 555-0178', email: null },
  court: { parts: [['General Sessions Court of Davidson County, Tennessee']], addr: 'Courtroom 1A, 420 James Robertson Plaza, Nashville, TN 37201' },
  caseNo: '26GC13087', amount: 4612.77, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:64px; top:46px; width:688px; }
      .bx { border:1.5px solid #000; padding:6px 8px; }
      p { text-align:justify; line-height:1.45; margin-bottom:5px; }
      .foot { position:absolute; left:64px; right:64px; bottom:28px; font-size:6.8pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="c b" style="font-size:12.5pt">${U(d.court.parts[0][0])}</div>
      <div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:6px">
        <div style="font-size:18pt;font-weight:bold;letter-spacing:3px">CIVIL WARRANT</div>
        <div class="bx" style="width:220px">DOCKET NO.<br><b style="font-size:12pt">${d.caseNo}</b></div></div>
      <div style="display:flex;gap:12px;margin-top:8px">
        <div class="bx" style="flex:1;line-height:1.4"><span class="sm">PLAINTIFF</span><br><b>${U(d.pl.name)}</b><br>${d.pl.street}<br>${d.pl.city}<br><br><span class="sm">vs.</span><br><span class="sm">DEFENDANT</span><br><b>${U(c.name)}</b><br>a/k/a ${U(c.aka)}</div>
        <div class="bx" style="flex:1;line-height:1.4"><span class="sm">SERVE DEFENDANT AT:</span><br><b>${c.street}<br>${cityLine(c)}</b><br><span class="sm">Home phone: (615) 555-0115</span><br><br><span class="sm">Method of service:</span><br>${cb(true)} Davidson County Sheriff ${cb(false)} Private process ${cb(false)} Secretary of State</div></div>
      <p style="margin-top:10px"><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> You are hereby commanded to summon ${U(c.name)} to appear before the ${d.court.parts[0][0]}, at ${d.court.addr}, at 9:00 a.m. on <b>June 18, 2026</b>,
        then and there to answer in a civil action brought by ${d.pl.name}, Plaintiff, for: balance due on a consumer installment loan, account ending 2209, in the amount of <b>${money(d.amount)}</b>,
        plus interest at the contract rate of 24% per annum from January 6, 2025, attorney's fees of $1,153.19, and all costs of this cause. Plaintiff's claim does not exceed the $25,000.00 civil jurisdiction of this Court.</p>
      <div style="display:flex;justify-content:space-between;margin-top:8px"><div>Issued: 05/04/2026</div><div>By: <span class="sig" style="font-size:13pt">T. Albright</span> , Deputy Clerk</div></div>
      <div class="bx" style="margin-top:10px;line-height:1.4"><span class="sm">ATTORNEY FOR PLAINTIFF OR PLAINTIFF'S ADDRESS</span><br>${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Phone: ${f.phone}</div>
      <div class="sm" style="margin-top:4px">General Sessions Civil Clerk: (615) 555-0104 · gscivil@davidsonclerk-tn.org</div>
      <div class="bx sm" style="margin-top:10px"><b>NOTICE TO THE DEFENDANT:</b> Tennessee law provides a ten thousand dollar ($10,000.00) personal property exemption from execution or seizure to satisfy a judgment. If a judgment should be entered against you in this action and you wish to claim property as exempt, you must file a written list, under oath, of the items you wish to claim as exempt with the clerk of the court. The list may be filed at any time and may be changed by you thereafter as necessary.</div>
      <div class="bx sm" style="margin-top:10px;line-height:1.6"><b>RETURN ON PERSONAL SERVICE OF WARRANT:</b> I hereby certify and return that on ____________, 2026, I: ${cb(false)} served this warrant and complaint on the defendant ${cb(false)} failed to serve this warrant within 90 days after its issuance because ______________________<br>
        ____________________________ Deputy Sheriff &nbsp; &nbsp; ${cb(false)} Served by posting &nbsp; ${cb(false)} Not to be found in my county</div>
    </div>
    <div class="foot"><span>Davidson County General Sessions — Civil Warrant (Rev. 7/24)</span><span>ADA Coordinator: (615) 555-0103</span></div>`);
  },
});

// ---------------------------------------------------------------- 30 CA Orange County complaint form (PLD-C-001 style)
docs.push({
  id: '30', state: 'CA', kind: 'court', font: 'DejaVu Sans', size: 9,
  layout: 'CA Judicial Council complaint form: attorney box top left with FOR COURT USE ONLY box, court name with labelled address fields, PLAINTIFF/DEFENDANT rows, jurisdiction checkboxes, case number cell, numbered items',
  cust: { name: 'Kristen M. Holland', street: '1219 S Euclid St Apt 32', city: 'Anaheim', st: 'CA', zip: '92802' },
  pl: { name: 'Goldman Sachs Bank USA' },
  firm: { name: 'Seaborne Lutz LLP', atty: 'Victor H. Nakamura', bar: 'SBN 301157', street: '4 Park Plaza, Suite 1200', city: 'Irvine, CA 92614',
          phone: '(949) 555-0162', fax: '(949) 555-0163', email: 'vnakamura@seabornelutz.com' },
  court: { parts: [['Superior Court of California, County of Orange']], addr: '750 W. Civic Plaza Dr.' },
  caseNo: '30-2026-01457832-CL-CL-CJC', amount: 12486.03, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:44px; top:38px; width:728px; }
      table.g { width:100%; } table.g td { border:1px solid #000; vertical-align:top; padding:3px 6px; line-height:1.35; }
      .lb { font-size:6.6pt; }
      .it { margin:4px 0; line-height:1.45; text-align:justify; }
      .foot { position:absolute; left:44px; right:44px; bottom:24px; font-size:6.6pt; display:flex; justify-content:space-between; border-top:2px solid #000; padding-top:3px; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="r b" style="font-size:9pt;margin-bottom:2px">PLD-C-001</div>
      <table class="g"><tr><td style="width:68%"><span class="lb">ATTORNEY OR PARTY WITHOUT ATTORNEY (Name, State Bar number, and address):</span><br>
          ${f.atty} (${f.bar})<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>
          <span class="lb">TELEPHONE NO.:</span> ${f.phone} &nbsp; <span class="lb">FAX NO. (Optional):</span> ${f.fax}<br>
          <span class="lb">E-MAIL ADDRESS (Optional):</span> ${f.email}<br><span class="lb">ATTORNEY FOR (Name):</span> Plaintiff ${U(d.pl.name)}</td>
          <td rowspan="2" class="c"><span class="lb">FOR COURT USE ONLY</span><div style="margin:24px 10px 0;border:1px solid #000;padding:4px;font-size:7.5pt">ELECTRONICALLY FILED<br>${d.court.parts[0][0]}<br>03/02/2026 02:18 PM<br>Clerk of the Superior Court<br>By K. Albarran, Deputy Clerk</div></td></tr>
        <tr><td><b>${U(d.court.parts[0][0])}</b><br><span class="lb">STREET ADDRESS:</span> ${d.court.addr}<br><span class="lb">MAILING ADDRESS:</span> ${d.court.addr}<br><span class="lb">CITY AND ZIP CODE:</span> Santa Ana, CA 92701<br><span class="lb">BRANCH NAME:</span></td></tr>
        <tr><td><span class="lb">PLAINTIFF:</span> ${U(d.pl.name)}<br><br><span class="lb">DEFENDANT:</span> ${U(c.name)}<br><br>${cb(true)} DOES 1 TO 10</td><td></td></tr>
        <tr><td><b>COMPLAINT—Contract</b><br>${cb(false)} AMENDED COMPLAINT (Number):<br><b>Jurisdiction (check all that apply):</b><br>
          ${cb(true)} ACTION IS A LIMITED CIVIL CASE<br>&nbsp; &nbsp; Amount demanded ${cb(false)} does not exceed $10,000<br>&nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; ${cb(true)} exceeds $10,000 but does not exceed $35,000<br>
          ${cb(false)} ACTION IS AN UNLIMITED CIVIL CASE (exceeds $35,000)<br>${cb(false)} ACTION IS RECLASSIFIED by this amended complaint</td>
          <td><span class="lb">CASE NUMBER:</span><br><b style="font-size:9.5pt">${d.caseNo}</b></td></tr></table>
      <div class="it">1. <b>PLAINTIFF</b> (name or names): ${d.pl.name}<br>&nbsp; &nbsp; alleges causes of action against <b>DEFENDANT</b> (name or names): ${c.name}</div>
      <div class="it">2. This pleading, including attachments and exhibits, consists of the following number of pages: 4</div>
      <div class="it">3. a. Each plaintiff named above is a competent adult &nbsp; ${cb(true)} except plaintiff (name): ${d.pl.name}, a New York state-chartered bank, qualified to do business in California.</div>
      <div class="it">4. ${cb(false)} Plaintiff (name): &nbsp; is doing business under the fictitious name (specify):</div>
      <div class="it">5. Each defendant named above is a natural person. Defendant ${c.name} resides at: <b>${c.street}, ${cityLine(c)}</b>.</div>
      <div class="it">6. ${cb(true)} The true names of defendants sued as Does are unknown to plaintiff. Does 1 to 10 were the agents or employees of other named defendants and acted within the scope of that agency or employment.</div>
      <div class="it">7. ${cb(false)} Defendants who are joined under Code of Civil Procedure section 382 are (names):</div>
      <div class="it">8. This court is the proper court because ${cb(true)} a defendant now lives in its jurisdictional area. ${cb(false)} the contract was made in its jurisdictional area.</div>
      <div class="it">9. The following causes of action are attached and the statements above apply to each: ${cb(true)} Breach of Contract (Apple Card Customer Agreement, account ending 7720) ${cb(true)} Common Counts</div>
      <div class="it">10. Plaintiff claims damages of <b>${money(d.amount)}</b> (principal balance due after all credits), ${cb(true)} interest at the rate of 10 percent per year from (date): 08/01/2025,
        ${cb(true)} attorney fees according to proof, estimated at $1,872.90, and ${cb(true)} costs of suit (filing fee $370.00).</div>
      <div style="display:flex;justify-content:space-between;margin-top:8px"><div>Date: March 2, 2026</div><div class="r">${f.atty}<br><span class="lb">(TYPE OR PRINT NAME)</span></div><div><span class="sig">V. H. Nakamura</span><br><span class="lb">(SIGNATURE OF PLAINTIFF OR ATTORNEY)</span></div></div>
    </div>
    <div class="foot"><span>Form Approved for Optional Use<br>Judicial Council of California<br>PLD-C-001 [Rev. January 1, 2007]</span><span class="b" style="font-size:9pt;align-self:center">COMPLAINT—Contract</span><span class="r">Code of Civil Procedure, § 425.12<br>www.courts.ca.gov<br>Page 1 of 2</span></div>`);
  },
});

module.exports = docs;
