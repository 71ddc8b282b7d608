'use strict';
const { money, num, U, zipFull, cityLine, addr1, courtLineList, cb, page } = require('./lib');

const docs = [];

// ---------------------------------------------------------------- 01 CA Los Angeles, summons form
docs.push({
  id: '01', state: 'CA', kind: 'court', font: 'Liberation Sans', size: 9,
  layout: 'CA limited civil summons form: boxes and checkboxes, bilingual labels, attorney inside form field, address in service box',
  cust: { name: 'Tamika R. Holloway', aka: 'Tamika Holloway-Grant', street: '2281 N Garey Ave Apt 14', city: 'Pomona', st: 'CA', zip: '91767' },
  def2: 'DOES 1 through 10, inclusive',
  pl: { name: 'Midland Credit Management, Inc.', street: '4410 Rosecrans Pointe, Suite 300', city: 'San Diego, CA 92110' },
  firm: { name: 'Brandt Okonjo LLP', atty: 'Renee T. Vasquez', bar: 'SBN 281446', street: '3580 Wilshire Blvd, Suite 1400', city: 'Los Angeles, CA 90010',
          phone: '(213) 555-0148', fax: '(213) 555-0149', email: 'rvasquez@brandtokonjo.com' },
  court: { parts: [['Superior Court of California, County of Los Angeles']], addr: '300 W. Temple Plaza, Los Angeles, CA 90012' },
  caseNo: '26STLC07214', amount: 5843.27, suit: true,
  html(d) {
    const css = `
      .wrap { position:absolute; left:48px; top:40px; width:720px; }
      .hdr { display:flex; } .hdr .t { flex:1; text-align:center; padding-top:14px; }
      .hdr .t .big { font-size:15pt; font-weight:bold; letter-spacing:1px; }
      .cu { width:250px; height:128px; border:1.5px solid #000; padding:4px 6px; font-size:7pt; text-align:center; }
      .stamp { margin:10px auto 0; border:1px solid #000; width:190px; padding:4px; font-size:7.5pt; text-align:center; line-height:1.3; }
      .lbl { font-size:8pt; font-weight:bold; }
      .val { font-size:10pt; font-weight:bold; margin:2px 0 6px 24px; }
      .notice { border:1.5px solid #000; padding:6px 8px; font-size:7.1pt; line-height:1.24; text-align:justify; margin-top:4px; }
      .notice p { margin:0 0 4px 0; }
      .grid { display:flex; border:1.5px solid #000; border-top:none; }
      .grid > div { padding:4px 6px; }
      .ff { font-size:8pt; }
      .svc { border:1.5px solid #000; margin-top:8px; padding:5px 8px; font-size:8.5pt; line-height:1.45; }
      .claim { border:1.5px solid #000; margin-top:8px; padding:5px 8px; font-size:8.5pt; }
      .claim td { padding:1px 6px 1px 0; }
      .foot { position:absolute; left:48px; right:48px; bottom:34px; font-size:6.5pt; border-top:1px solid #000; padding-top:3px; display:flex; justify-content:space-between; }
    `;
    const c = d.cust;
    return page(d, css, `
    <div class="wrap">
      <div class="hdr">
        <div class="t"><div class="big">SUMMONS</div><div class="b">(CITACION JUDICIAL)</div>
          <div style="margin-top:16px;font-weight:bold;font-size:10pt">LIMITED CIVIL CASE</div>
          <div class="xs">(Amount demanded does not exceed $35,000)</div></div>
        <div class="cu"><div class="b">FOR COURT USE ONLY</div><div>(SOLO PARA USO DE LA CORTE)</div>
          <div class="stamp">ELECTRONICALLY FILED<br>Superior Court of California,<br>County of Los Angeles<br>03/16/2026 09:41 AM<br>Executive Officer / Clerk of Court,<br>By: M. Ocampo, Deputy Clerk</div></div>
      </div>
      <div style="margin-top:8px"><span class="lbl">NOTICE TO DEFENDANT:</span> <span class="ff">(AVISO AL DEMANDADO):</span></div>
      <div class="val">${U(c.name)}, also known as ${U(c.aka)}; and ${d.def2}</div>
      <div><span class="lbl">YOU ARE BEING SUED BY PLAINTIFF:</span> <span class="ff">(LO ESTÁ DEMANDANDO EL DEMANDANTE):</span></div>
      <div class="val">${U(d.pl.name)}</div>
      <div class="notice">
        <p><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below.
        You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you.
        Your written response must be in proper legal form if you want the court to hear your case. There may be a court form that you can use for your response. You can find these court forms and more information at the California Courts Online Self-Help Center, your county law library, or the courthouse nearest you.
        If you cannot pay the filing fee, ask the court clerk for a fee waiver form. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning from the court.</p>
        <p>There are other legal requirements. You may want to call an attorney right away. If you cannot afford an attorney, you may be eligible for free legal services from a nonprofit legal services program.</p>
        <p><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación.
        Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen.
        Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia.</p>
      </div>
      <div class="grid">
        <div style="flex:1;border-right:1.5px solid #000">
          <div class="ff">The name and address of the court is: <i>(El nombre y dirección de la corte es):</i></div>
          <div style="font-size:9.5pt;margin:3px 0 0 10px">${d.court.parts[0][0]}<br>${d.court.addr}</div>
        </div>
        <div style="width:230px"><div class="ff b">CASE NUMBER:</div><div class="ff">(Número del Caso):</div>
          <div style="font-size:12pt;font-weight:bold;margin-top:4px">${d.caseNo}</div></div>
      </div>
      <div style="border:1.5px solid #000;border-top:none;padding:4px 6px">
        <div class="ff">The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is:
          <i>(El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</i></div>
        <div style="font-size:9.5pt;margin:3px 0 0 10px">${d.firm.atty} (${d.firm.bar}), ${U(d.firm.name)}, ${d.firm.street}, ${d.firm.city};
          Tel. ${d.firm.phone}; Fax ${d.firm.fax}; ${d.firm.email}</div>
      </div>
      <div style="display:flex;margin-top:8px;font-size:9pt">
        <div style="width:200px">DATE: <span class="fill" style="min-width:90px">03/16/2026</span><br><span class="xs">(Fecha)</span></div>
        <div style="flex:1">Clerk, by <span class="fill" style="min-width:230px">&nbsp;<span class="sig" style="font-size:14pt">M. Ocampo</span></span> , Deputy<br><span class="xs">(Secretario) &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; &nbsp; (Adjunto)</span></div>
      </div>
      <div class="svc">
        <b>NOTICE TO THE PERSON SERVED:</b> You are served<br>
        1. ${cb(true)} as an individual defendant.<br>
        2. ${cb(false)} as the person sued under the fictitious name of (specify):<br>
        3. ${cb(false)} on behalf of (specify): &nbsp; under: ${cb(false)} CCP 416.10 (corporation) ${cb(false)} CCP 416.60 (minor) ${cb(false)} other<br>
        4. ${cb(false)} by personal delivery on (date):<br>
        <div style="margin-top:3px">Address of defendant for service: <b>${c.street}, ${cityLine(c)}</b></div>
      </div>
      <div class="claim"><b>STATEMENT OF AMOUNT DEMANDED</b> (attached to complaint, Code Civ. Proc. § 425.11 form information)
        <table style="margin-top:3px">
          <tr><td>Principal balance on account ending 6610 (charged-off credit card, original creditor Comenity Bank)</td><td class="r b">${money(d.amount)}</td></tr>
          <tr><td>Prejudgment interest (not requested)</td><td class="r">$0.00</td></tr>
          <tr><td>Costs of suit: filing fee</td><td class="r">$370.00</td></tr>
          <tr><td>Costs of suit: service of process (est.)</td><td class="r">$65.00</td></tr>
          <tr><td>Total including costs</td><td class="r">${money(d.amount + 435)}</td></tr>
        </table></div>
    </div>
    <div class="foot"><div>Form Adopted for Mandatory Use<br>Judicial Council of California<br>SUM-100 [Rev. July 1, 2009]</div>
      <div class="b" style="font-size:9pt;align-self:center">SUMMONS</div>
      <div class="r">Code of Civil Procedure §§ 412.20, 465<br>www.courts.ca.gov<br>Page 1 of 1</div></div>`);
  },
});

// ---------------------------------------------------------------- 02 TX Harris County Justice Court debt claim petition
docs.push({
  id: '02', state: 'TX', kind: 'court', font: 'Liberation Serif', size: 10,
  layout: 'TX justice court debt claim petition form: ruled boxes, precinct/place on one heading line, attorney in plaintiff box, address in defendant box',
  cust: { name: 'Hector L. Villanueva', aka: 'Hector Villanueva Ruiz', street: '6200 Gulfton St Apt 1108', city: 'Houston', st: 'TX', zip: '77081' },
  pl: { name: 'Cavalry SPV I, LLC', tail: 'as assignee of Citibank, N.A.', street: '4050 Westchester Ave, Suite 210', city: 'Purchase, NY 10577' },
  firm: { name: 'Pelham Rudd, P.C.', atty: 'Marcus D. Whitfield', bar: 'State Bar No. 24081127', street: '1770 St. James Place, Suite 420', city: 'Houston, TX 77056',
          phone: '(713) 555-0136', fax: '(713) 555-0137', email: 'mwhitfield@pelhamrudd.com', email2: 'service@pelhamrudd.com' },
  court: { prefix: 'In the', parts: [['Justice Court'], ['Precinct 1, Place 2'], ['Harris County, Texas']], addr: '9120 Mesa Vista Dr., Houston, TX 77091 · (713) 555-0190' },
  caseNo: '262100104417', amount: 3412.58, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:54px; top:46px; width:708px; }
      .t1 { text-align:center; font-size:12pt; font-weight:bold; }
      .row { display:flex; border:1px solid #000; border-top:none; }
      .row > div { padding:4px 6px; }
      .box { border:1px solid #000; }
      .h { background:#e6e6e6; font-weight:bold; font-size:9pt; padding:2px 6px; border:1px solid #000; border-top:none; }
      .lb { font-size:7.5pt; color:#222; }
      td { vertical-align:top; }
      .amt td { padding:2px 6px; border:1px solid #000; font-size:9.5pt; }
      .foot { position:absolute; left:54px; right:54px; bottom:30px; font-size:6.5pt; display:flex; justify-content:space-between; border-top:1px solid #000; padding-top:3px }
    `;
    return page(d, css, `
    <div class="abs xs" style="left:54px;top:22px">Filed: 4/2/2026 11:06 AM &nbsp; JP Civil Envelope #: 88214573</div>
    <div class="wrap">
      <div class="t1">PETITION: DEBT CLAIM CASE</div>
      <div style="display:flex;justify-content:space-between;margin:8px 0 4px 0;font-size:10.5pt">
        <div>CAUSE NO. <b><span class="u">${d.caseNo}</span></b></div></div>
      <div class="c b" style="font-size:10.5pt;margin-bottom:6px">${courtLineList(d.court).join(', ')}</div>
      <div class="c sm" style="margin-bottom:6px">Court address: ${d.court.addr}</div>
      <div class="box" style="border-bottom:none"><div class="h" style="border:none;border-bottom:1px solid #000">PLAINTIFF</div></div>
      <div class="row"><div style="flex:1;border-right:1px solid #000"><div class="lb">Name</div><b>${d.pl.name}</b>, ${d.pl.tail}
          <div class="lb" style="margin-top:3px">Address</div>${d.pl.street}, ${d.pl.city}</div>
        <div style="width:250px"><div class="lb">Plaintiff's attorney (name, bar no., address, phone, e-mail)</div>
          ${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Tel. ${f.phone} · Fax ${f.fax}<br>${f.email}</div></div>
      <div class="h">DEFENDANT</div>
      <div class="row"><div style="flex:1;border-right:1px solid #000"><div class="lb">Name</div><b>${U(c.name)}</b> a/k/a ${U(c.aka)}
          <div class="lb" style="margin-top:3px">Address (home)</div>${c.street}<br>${cityLine(c)}</div>
        <div style="width:250px"><div class="lb">Phone</div>(832) 555-0114<div class="lb" style="margin-top:3px">Last 3 digits of DL / SSN</div>DL 412 &nbsp; SSN 077
          <div class="lb" style="margin-top:3px">Work address (if known)</div>Unknown</div></div>
      <div class="h">CLAIM INFORMATION</div>
      <div class="row"><div style="flex:1">
        <div>Original creditor: <b>Citibank, N.A.</b> (Home Depot Consumer Credit Card) &nbsp; Account no. ending: <b>3351</b></div>
        <div>Date of default / charge-off: 08/31/2024 &nbsp; Date of last payment: 06/14/2024</div>
        <div>${cb(true)} The plaintiff is an assignee of the debt. Date of assignment: 11/19/2024. The plaintiff has complied with Rule 508.2.</div>
        <div>${cb(false)} The plaintiff is a debt collector. &nbsp; ${cb(false)} The plaintiff is the original creditor.</div></div></div>
      <div class="h">THE PLAINTIFF SEEKS</div>
      <table class="amt" style="width:100%">
        <tr><td style="width:70%">Principal amount owed (after all payments and credits)</td><td class="r b">${money(d.amount)}</td></tr>
        <tr><td>Pre-judgment interest at 0.00% (not sought)</td><td class="r">$0.00</td></tr>
        <tr><td>Attorney fees (Tex. Civ. Prac. &amp; Rem. Code ch. 38)</td><td class="r">$853.15</td></tr>
        <tr><td>Court costs (filing $54.00; service by constable $75.00)</td><td class="r">$129.00</td></tr>
        <tr><td>Post-judgment interest at the rate allowed by law</td><td class="r">—</td></tr>
      </table>
      <div class="sm" style="margin-top:5px">The amount in controversy, excluding statutory interest and court costs but including attorney fees, does not exceed $20,000.00, the jurisdictional limit of the Justice Court.</div>
      <div style="margin-top:6px">${cb(true)} I consent to the answer and any other motions or pleadings being served to me by e-mail at: <b>${f.email2}</b></div>
      <div style="margin-top:10px;display:flex;justify-content:space-between">
        <div><span class="sig">M. D. Whitfield</span><br><span style="border-top:1px solid #000;display:inline-block;width:260px">Signature of plaintiff or attorney</span></div>
        <div>Date: <span class="fill">04/02/2026</span></div></div>
      <div class="sm" style="margin-top:8px;border:1px solid #000;padding:4px 6px">Service: ${cb(true)} Constable, Precinct 1 &nbsp; ${cb(false)} Sheriff &nbsp; ${cb(false)} Certified mail by clerk &nbsp; ${cb(false)} Alternative service.
        Clerk questions: jp12civil@harrisjp-courts.org · (713) 555-0191. Do not send pleadings to this address.</div>
    </div>
    <div class="foot"><span>Texas Justice Court Form — Petition: Debt Claim Case (Rule 508)</span><span>Page 1 of 1</span></div>`);
  },
});

// ---------------------------------------------------------------- 03 NY Kings civil court summons (consumer credit)
docs.push({
  id: '03', state: 'NY', kind: 'court', font: 'Nimbus Roman', size: 10,
  layout: 'NYC Civil Court summons with endorsed complaint: X-box caption with dashed rules, index number at right, addresses in labelled lines, bilingual notice, attorney at bottom right',
  cust: { name: 'Nadine E. Baptiste', street: '1430 Rutland Rd Apt 3F', city: 'Brooklyn', st: 'NY', zip: '11212' },
  def2: 'ANDRE BAPTISTE',
  pl: { name: 'Portfolio Recovery Associates, LLC', street: '120 Harbor Point Drive', city: 'Norfolk, VA 23510' },
  firm: { name: 'Kessler Ward & Amato, LLP', atty: 'Jonathan P. Reyes, Esq.', street: '225 Broadway, 32nd Floor', city: 'New York, NY 10007',
          phone: '(212) 555-0142', email: 'jreyes@kesslerwardamato.com' },
  court: { parts: [['Civil Court of the City of New York'], ['County of Kings']], addr: '150 Schermerhorn Plaza, Brooklyn, New York 11201' },
  caseNo: 'CV-014527-26/KI', amount: 2764.12, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:66px; top:54px; width:684px; }
      .dash { border-top:1.3px dashed #000; position:relative; height:0; margin:3px 0; }
      .dash:after { content:'X'; position:absolute; right:-10px; top:-9px; font-size:10pt; }
      .cap { display:flex; }
      .cap .l { width:390px; padding:6px 0 6px 4px; line-height:1.45; }
      .cap .rr { flex:1; padding:6px 0 0 20px; }
      .banner { text-align:center; font-weight:bold; font-size:11pt; margin:8px 0 4px 0; border:2px solid #000; padding:3px; }
      .foot { position:absolute; left:66px; right:66px; bottom:30px; font-size:6.8pt; line-height:1.25; }
    `;
    const [l1, l2] = courtLineList(d.court);
    return page(d, css, `
    <div class="wrap">
      <div class="b" style="font-size:10.5pt">${l1}<br>${l2}</div>
      <div class="dash" style="margin-top:6px"></div>
      <div class="cap"><div class="l">${U(d.pl.name)},<br><span style="margin-left:200px">Plaintiff,</span><br>
          <span style="margin-left:90px">-against-</span><br>${U(c.name)} and ${d.def2},<br><span style="margin-left:200px">Defendant(s).</span></div>
        <div class="rr">Index No. <b style="font-size:11pt">${d.caseNo}</b><br><br><b style="font-size:14pt;letter-spacing:2px">SUMMONS</b><br>
          <span class="sm">Plaintiff's Address: ${d.pl.street}, ${d.pl.city}</span></div></div>
      <div class="dash"></div>
      <div class="banner">CONSUMER CREDIT TRANSACTION</div>
      <div style="margin-top:4px">Defendant's Address: <b>${c.street}, ${cityLine(c)}</b></div>
      <div class="sm">The basis of the venue designated is: Defendant's residence in Kings County.</div>
      <p class="j" style="margin-top:8px"><b>To the above named defendant(s):</b> YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings,
        at the office of the Clerk of said Court at ${d.court.addr}, in the County of Kings, State of New York, within the time provided by law as noted below, and to file your answer
        to the endorsed complaint with the Clerk. Upon your failure to answer, judgment will be taken against you for the sum of <b>${money(d.amount)}</b> with interest thereon from
        March 3, 2025, together with the costs of this action.</p>
      <p class="b c" style="margin:8px 0">IMPORTANT! YOU ARE BEING SUED! &nbsp; ¡IMPORTANTE! ¡USTED ESTÁ SIENDO DEMANDADO!</p>
      <p class="j sm">This paper is a summons in a lawsuit. To protect your rights, you must respond to the Court. If you do not, a judgment may be entered against you and your wages or bank account may be taken.
        Este documento es una citación en una demanda. Para proteger sus derechos, usted debe responder a la Corte.</p>
      <p class="b" style="margin-top:8px">ENDORSED COMPLAINT</p>
      <p class="j">1. Plaintiff is the assignee and owner of a credit card account originally issued by Synchrony Bank (Walmart Credit Card), account ending 0715, opened by defendant ${c.name}.
        2. Defendant(s) defaulted on payment on or about March 3, 2025. 3. There is now due and owing from defendant(s) to plaintiff the principal sum of ${money(d.amount)}, no part of which has been paid.
        4. The last payment on the account was $40.00 on February 1, 2025. WHEREFORE plaintiff demands judgment against defendant(s) in the sum of ${money(d.amount)}, with interest at 9% from March 3, 2025
        (approx. $298.52 to date), plus costs and disbursements including the $45.00 index fee.</p>
      <p class="sm">Note: The law or rules of court provide that (a) if this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or
        (b) if this summons is served by any other method, you must appear and answer within THIRTY days after proof of service is filed with the Clerk.</p>
      <div style="display:flex;justify-content:space-between;margin-top:10px">
        <div class="sm" style="width:300px;padding-top:30px">Dated: Brooklyn, New York<br>April 8, 2026<br><br>Process server: Metro Serve Group · service@metroserve-ny.net · (718) 555-0106</div>
        <div style="width:330px;line-height:1.35">${U(f.name)}<br>Attorneys for Plaintiff<br>By: <span class="sig">J. Reyes</span><br>${f.atty}<br>${f.street}<br>${f.city}<br>Tel: ${f.phone}<br>${f.email}</div>
      </div>
    </div>
    <div class="foot">The Clerk's office is open 9:00 A.M. to 5:00 P.M. Monday through Friday. This communication is from a debt collector. CIV-GP-81 (Rev. 2024)</div>`);
  },
});

// ---------------------------------------------------------------- 04 FL Miami-Dade county court complaint
docs.push({
  id: '04', state: 'FL', kind: 'court', font: 'C059', size: 10.5,
  layout: 'FL county court complaint: four-line centered court heading, left party block with "/" close, case no. at right, attorney signature block at bottom with primary/secondary e-mail',
  cust: { name: 'Rosa M. Quintero', aka: 'Rosa Quintero Diaz', street: '1275 W 42nd St Apt 207', city: 'Hialeah', st: 'FL', zip: '33012' },
  pl: { name: 'LVNV Funding, LLC', tail: 'as assignee of Credit One Bank, N.A.' },
  firm: { name: 'Duarte Pennington, P.A.', atty: 'Alicia M. Duarte', bar: 'Florida Bar No. 0104417', street: '2121 Ponce de Leon Blvd, Suite 650', city: 'Coral Gables, FL 33134',
          phone: '(305) 555-0153', email: 'aduarte@duartepennington.com', email2: 'eservice@duartepennington.com' },
  court: { prefix: 'In the', parts: [['County Court of the', 'Eleventh Judicial Circuit in and for', 'Miami-Dade County, Florida'], ['Civil Division']] },
  caseNo: '2026-014872-CC-23', amount: 3187.45, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:96px; top:58px; width:624px; line-height:1.4; }
      .cap { display:flex; margin-top:18px; } .cap .l { width:330px; } .cap .rr { flex:1; padding-left:30px; }
      .body p { text-indent:40px; text-align:justify; margin:0 0 6px 0; line-height:1.45; }
      .foot { position:absolute; left:96px; right:96px; bottom:32px; font-size:7pt; text-align:center; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="c">${L[0]}<br>${L[1]}<br>${L[2]}<br><br>${L[3]}</div>
      <div class="cap"><div class="l">${U(d.pl.name)},<br><br><span style="margin-left:40px">Plaintiff,</span><br>v.<br><br>
         ${U(c.name)} a/k/a<br>${U(c.aka)},<br><span style="margin-left:40px">Defendant.</span><br>______________________________________/</div>
        <div class="rr"><br><br>CASE NO.: ${d.caseNo}</div></div>
      <div class="c b u" style="margin:16px 0 10px 0">COMPLAINT</div>
      <div class="body">
        <p>Plaintiff, ${d.pl.name}, ${d.pl.tail}, sues Defendant, ${U(c.name)}, and alleges:</p>
        <p>1. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs and attorney's fees.</p>
        <p>2. Defendant resides at ${c.street}, ${cityLine(c)}, in Miami-Dade County, Florida.</p>
        <p>3. Before the institution of this action, Credit One Bank, N.A. extended credit to Defendant on a credit card account ending in 8823, and the account was thereafter sold and assigned to Plaintiff. A copy of the bill of sale is attached as Exhibit "A".</p>
        <p>4. Defendant owes Plaintiff <b>${money(d.amount)}</b> that is due with interest since September 30, 2024, on the account stated.</p>
        <p>WHEREFORE, Plaintiff demands judgment against Defendant for ${money(d.amount)}, court costs including the filing fee of $300.00, and such other relief as this Court deems just. Plaintiff does not seek prejudgment interest.</p>
      </div>
      <div style="display:flex;justify-content:space-between;margin-top:10px;line-height:1.3"><div style="padding-top:16px">Dated: May 4, 2026.</div>
        <div style="width:380px">Respectfully submitted,<br>${U(f.name)}<br>Counsel for Plaintiff<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>
        Primary e-mail: ${f.email}<br>Secondary e-mail: ${f.email2}<br>By: /s/ ${f.atty}<br>${f.atty}, ${f.bar}</div></div>
    </div>
    <div class="foot">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. File No. 26-40831-LV</div>`);
  },
});

// ---------------------------------------------------------------- 05 WA agency validation letter (no suit)
docs.push({
  id: '05', state: 'WA', kind: 'letter', font: 'DejaVu Sans', size: 9.5,
  layout: 'collection agency validation notice: letterhead, window-envelope address block, itemization table, payment tear-off stub',
  cust: { name: 'Lourdes M. Ibarra', street: '1420 S 312th St Apt C-204', city: 'Federal Way', st: 'WA', zip: '98003', zip4: '5118' },
  agency: { name: 'Northgate Recovery Services, Inc.', street: 'PO Box 8831', city: 'Tacoma, WA 98418', phone: '(253) 555-0127', email: 'help@northgaterecovery.com', lic: 'WA Collection Agency License No. CA-60127' },
  pl: { name: 'Comenity Capital Bank' },
  firm: null, court: null, caseNo: null, amount: 2168.44, suit: false,
  html(d) {
    const c = d.cust, a = d.agency;
    const css = `
      .lh { position:absolute; left:60px; top:44px; right:60px; display:flex; justify-content:space-between; border-bottom:2px solid #1b3b6f; padding-bottom:6px; }
      .lh .n { font-size:15pt; font-weight:bold; color:#1b3b6f; }
      .win { position:absolute; left:76px; top:176px; width:330px; line-height:1.35; font-size:10pt; }
      .ref { position:absolute; left:470px; top:150px; width:290px; font-size:8.5pt; border:1px solid #555; padding:5px 7px; line-height:1.45; }
      .body { position:absolute; left:60px; top:300px; width:696px; line-height:1.38; }
      .it td { padding:2px 8px; border-bottom:1px solid #bbb; }
      .stub { position:absolute; left:60px; right:60px; top:872px; border-top:1.5px dashed #000; padding-top:10px; font-size:8.5pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="lh"><div><div class="n">${a.name}</div><div class="sm">${a.street} · ${a.city} · ${a.phone}</div></div>
      <div class="r sm">Office hours: Mon–Fri 8 am – 6 pm PT<br>${a.email}<br>${a.lic}</div></div>
    <div class="abs sm" style="left:76px;top:130px">${a.street}<br>${a.city}<br>ADDRESS SERVICE REQUESTED</div>
    <div class="win">${U(c.name)}<br>${U(c.street)}<br>${U(c.city)} ${c.st} ${zipFull(c)}</div>
    <div class="ref">Date of notice: <b>March 9, 2026</b><br>Reference #: <b>NRS-5520417</b><br>Current creditor: <b>${d.pl.name}</b><br>Account: Ulta Beauty Rewards Mastercard ending 2294<br>Amount due: <b>${money(d.amount)}</b></div>
    <div class="body">
      <p><b>${a.name} is a debt collector.</b> We are trying to collect a debt that you owe to <b>${d.pl.name}</b>. We will use any information you give us to help collect the debt.</p>
      <p class="b" style="margin-top:10px">Our information shows:</p>
      <p>You had a Ulta Beauty Rewards Mastercard from ${d.pl.name} with account number ending 2294.</p>
      <table class="it" style="width:560px;margin:4px 0 10px 0">
        <tr><td>As of January 31, 2026, you owed:</td><td class="r">$2,318.44</td></tr>
        <tr><td>Between January 31, 2026 and today:</td><td></td></tr>
        <tr><td style="padding-left:22px">You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
        <tr><td style="padding-left:22px">You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
        <tr><td style="padding-left:22px">You paid or were credited this amount toward the debt:</td><td class="r">– $150.00</td></tr>
        <tr><td class="b">Total amount of the debt now:</td><td class="r b">${money(d.amount)}</td></tr>
      </table>
      <p class="b">How can you dispute the debt?</p>
      <p>Call or write to us by <b>April 20, 2026</b>, to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by April 20, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
      <p class="b">What else can you do?</p>
      <p>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Washington residents: you may contact the Washington State Department of Licensing about collection agencies.</p>
      <p style="border:1px solid #000;padding:5px 8px;margin-top:8px"><b>Limited-time offer:</b> ${d.pl.name} will accept <b>$1,300.00</b> in full settlement if received by April 30, 2026. We are not obligated to renew this offer. This offer does not affect your dispute rights.</p>
      <p class="xs" style="margin-top:6px">We are not allowed to sue you for this debt until it is reviewed further; no lawsuit has been filed. Calls may be recorded. Payments by phone: ${a.phone}.</p>
    </div>
    <div class="stub"><div style="width:330px">Mail this form to:<br><b>${a.name}</b><br>${a.street}<br>${a.city}<br><br>${U(c.name)}<br>Ref # NRS-5520417</div>
      <div style="width:300px">How do you want to respond?<br>${cb(false)} I want to dispute the debt because I think: ${cb(false)} This is not my debt. ${cb(false)} The amount is wrong.<br>${cb(false)} I want you to send me the name and address of the original creditor.<br>${cb(false)} I enclosed this amount: $ ________<br><br>Amount due: ${money(d.amount)}</div></div>`);
  },
});

// ---------------------------------------------------------------- 06 OH Franklin County Municipal Court complaint
docs.push({
  id: '06', state: 'OH', kind: 'court', font: 'Nimbus Sans', size: 10,
  layout: 'OH municipal court complaint: one-line court heading, ")" caption with party addresses, attorney block at bottom, endorsement for costs',
  cust: { name: 'Brianna J. Collier', street: '3385 Refugee Rd Apt B', city: 'Columbus', st: 'OH', zip: '43232' },
  pl: { name: 'Jefferson Capital Systems, LLC', street: '1120 Granite Ridge Pkwy', city: 'Sartell, MN 56377' },
  firm: { name: 'Fitch & Lowry Co., L.P.A.', atty: 'Emily R. Sandoval', bar: '(0098214)', street: '65 E. State Street, Suite 1000', city: 'Columbus, OH 43215',
          phone: '(614) 555-0163', fax: '(614) 555-0164', email: 'esandoval@fitchlowry.com' },
  court: { prefix: 'In the', parts: [['Franklin County Municipal Court'], ['Columbus, Ohio']], addr: '410 S. Front Plaza, Columbus, Ohio 43215' },
  caseNo: '2026 CVF 014415', amount: 1926.80, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const css = `
      .wrap { position:absolute; left:84px; top:70px; width:648px; }
      .cap td { vertical-align:top; padding:0; line-height:1.38; }
      .par { width:16px; text-align:center; }
      .body p { text-align:justify; line-height:1.55; margin-bottom:8px; }
      .foot { position:absolute; left:84px; right:84px; bottom:30px; font-size:6.8pt; display:flex; justify-content:space-between; }
    `;
    const paren = Array(14).fill(')').join('<br>');
    return page(d, css, `
    <div class="wrap">
      <div class="c b" style="font-size:11pt">${courtLineList(d.court).join(', ')}</div>
      <div class="c sm">${d.court.addr}</div>
      <table class="cap" style="margin-top:16px;width:100%"><tr>
        <td style="width:330px">${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city}<br><br><span style="margin-left:120px">Plaintiff,</span><br><br>
          <span style="margin-left:40px">vs.</span><br><br>${U(c.name)}<br>${U(c.street)}<br>${U(cityLine(c))}<br><br><span style="margin-left:120px">Defendant.</span></td>
        <td class="par">${paren}</td>
        <td style="padding-left:18px"><br>Case No. <b>${d.caseNo}</b><br><br>Judge ____________________<br><br><b>COMPLAINT ON ACCOUNT</b><br><br>Amount claimed: ${money(d.amount)}<br>plus statutory interest and costs</td>
      </tr></table>
      <div class="body" style="margin-top:16px">
        <p>Now comes Plaintiff, ${d.pl.name}, by and through counsel, and for its Complaint against Defendant states as follows:</p>
        <p>1. Defendant opened a revolving credit account with Fingerhut / WebBank, account ending 5109, which was later sold and assigned to Plaintiff. A copy of the account statement is attached as Exhibit A.</p>
        <p>2. Defendant is in default and there is due and owing to Plaintiff on the account the principal sum of <b>${money(d.amount)}</b>, for which demand has been made and which remains unpaid.</p>
        <p>3. The amount sought does not exceed the monetary jurisdiction of this Court ($15,000.00). Venue is proper because Defendant resides in Franklin County, Ohio.</p>
        <p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${money(d.amount)}, plus interest at the statutory rate of 8.00% per annum from the date of judgment, and the costs of this action.</p>
      </div>
      <div style="display:flex;justify-content:space-between;margin-top:14px">
        <div class="sm" style="width:280px;border:1px solid #000;padding:6px;align-self:flex-start">INSTRUCTIONS TO CLERK<br>Please serve Defendant at the address listed in the caption by certified mail, return receipt requested.<br>Deposit for costs tendered: $129.00</div>
        <div style="width:300px;line-height:1.35">Respectfully submitted,<br><br><span class="sig">Emily R. Sandoval</span><br>${f.atty} ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Phone: ${f.phone} | Fax: ${f.fax}<br>${f.email}<br><i>Counsel for Plaintiff</i></div>
      </div>
    </div>
    <div class="foot"><span>This communication is from a debt collector and is an attempt to collect a debt.</span><span>FL-26-03317</span></div>`);
  },
});

// ---------------------------------------------------------------- 07 CA San Diego complaint on pleading paper
docs.push({
  id: '07', state: 'CA', kind: 'court', font: 'Liberation Serif', size: 12,
  layout: 'CA complaint on numbered pleading paper (lines 1-28, double rule at left): attorney block top left, two-line court title, boxed caption with case number at right, second defendant and Does',
  cust: { name: 'Jorge A. Mendiola', street: '867 Third Ave Unit 5', city: 'Chula Vista', st: 'CA', zip: '91911' },
  def2: 'MARISOL MENDIOLA',
  pl: { name: 'Capital One, N.A.' },
  firm: { name: 'Lindqvist & Ward, APC', atty: 'Daniel K. Ostrowski', bar: 'SBN 297732', street: '1010 Second Avenue, Suite 1800', city: 'San Diego, CA 92101',
          phone: '(619) 555-0172', email: 'dostrowski@lindqvistward.com' },
  court: { parts: [['Superior Court of the State of California', 'for the County of San Diego']] },
  caseNo: '37-2026-00018342-CL-CL-CTL', amount: 9318.64, suit: true,
  html(d) {
    const c = d.cust, f = d.firm;
    const top = 86, pitch = 32;
    let nums = '';
    for (let i = 1; i <= 28; i++) nums += `<div class="abs" style="left:58px;width:30px;text-align:right;top:${top + (i - 1) * pitch}px;font-size:10pt;line-height:${pitch}px">${i}</div>`;
    const L = courtLineList(d.court);
    const css = `
      body { line-height:${pitch}px; }
      .vr { position:absolute; top:0; bottom:0; width:0; border-left:1px solid #000; }
      .txt { position:absolute; left:118px; width:588px; top:${top}px; }
      .s1 { line-height:16px; }
      .cap { display:flex; }
      .cap .l { width:290px; border-right:1px solid #000; border-bottom:1px solid #000; padding-right:8px; }
      .cap .rr { flex:1; padding-left:10px; }
      .ft { position:absolute; left:118px; width:588px; top:1002px; border-top:1px solid #000; text-align:center; font-size:9pt; line-height:14px; padding-top:2px; }
    `;
    return page(d, css, `
    <div class="vr" style="left:100px"></div><div class="vr" style="left:104px"></div><div class="vr" style="left:722px"></div>
    ${nums}
    <div class="txt">
      <div class="s1" style="height:${pitch * 7}px;padding-top:8px;font-size:11pt;line-height:${pitch / 1.5}px">${f.atty}, Esq. (${f.bar})<br>${f.email}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>Facsimile: (619) 555-0173<br><br>Attorneys for Plaintiff ${U(d.pl.name)}</div>
      <div class="c" style="margin-top:${pitch}px">${L[0]}</div>
      <div class="c">${L[1]}</div>
      <div style="height:${pitch / 2}px"></div>
      <div class="cap"><div class="l">${U(d.pl.name)},<br><span style="margin-left:150px">Plaintiff,</span><br>v.<br>${U(c.name)}; ${d.def2}; and DOES 1 to 10, inclusive,<br><span style="margin-left:150px">Defendants.</span></div>
        <div class="rr"><span style="white-space:nowrap;font-size:11pt">Case No.: ${d.caseNo}</span><br><div style="line-height:18px;margin-top:10px"><b>COMPLAINT FOR:</b><br>1. BREACH OF CONTRACT;<br>2. COMMON COUNTS<br><br>LIMITED CIVIL CASE<br>Amount demanded does not exceed $35,000</div></div></div>
      <div style="margin-top:${pitch / 2}px">&nbsp; &nbsp; &nbsp; &nbsp; Plaintiff alleges:</div>
      <div class="j">&nbsp; &nbsp; &nbsp; &nbsp; 1. Defendant ${U(c.name)} is an individual residing at ${c.street}, ${cityLine(c)}, within the jurisdiction of this Court.</div>
      <div class="j">&nbsp; &nbsp; &nbsp; &nbsp; 2. Within four years last past, Defendants became indebted to Plaintiff on a Quicksilver credit card account ending 2047. There is now due, owing and unpaid the sum of <b>${money(d.amount)}</b>.</div>
      <div class="j">&nbsp; &nbsp; &nbsp; &nbsp; WHEREFORE, Plaintiff prays for damages of ${money(d.amount)}; prejudgment interest at 10% per annum from 07/15/2025; attorney fees per contract of $1,397.80; and costs of suit.</div>
    </div>
    <div class="ft">- 1 -<br>COMPLAINT</div>`);
  },
});

// ---------------------------------------------------------------- 08 GA Gwinnett magistrate court statement of claim
docs.push({
  id: '08', state: 'GA', kind: 'court', font: 'Liberation Sans Narrow', size: 10,
  layout: 'GA magistrate court statement of claim: side-by-side plaintiff/defendant boxes, summons text, claim table, attorney box at bottom with clerk e-mail',
  cust: { name: 'Kevin D. Ashworth', street: '1843 Brookfield Trace', city: 'Lawrenceville', st: 'GA', zip: '30043' },
  def2: 'LATASHA N. ASHWORTH',
  pl: { name: 'Velocity Investments, LLC', street: '2150 Highway 35, Suite 250', city: 'Sea Girt, NJ 08750' },
  firm: { name: 'Gaines Merritt & Boyd, LLC', atty: 'Sheila P. Gaines', bar: 'Ga. Bar No. 471129', street: '3650 Satellite Blvd, Suite 210', city: 'Duluth, GA 30096',
          phone: '(770) 555-0125', email: 'sgaines@gainesmerritt.com' },
  court: { prefix: 'In the', parts: [['Magistrate Court of Gwinnett County'], ['State of Georgia']], addr: '185 Clayton Court Way, Lawrenceville, GA 30046 · (770) 555-0199' },
  caseNo: '26-M-08841', amount: 4106.33, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:58px; top:48px; width:700px; }
      .two { display:flex; border:1.5px solid #000; } .two > div { flex:1; padding:5px 7px; min-height:118px; }
      .lb { font-size:8pt; font-weight:bold; border-bottom:1px solid #000; margin-bottom:3px; }
      .amt td { border:1px solid #000; padding:2px 6px; }
      .foot { position:absolute; left:58px; right:58px; bottom:28px; font-size:6.5pt; display:flex; justify-content:space-between; }
    `;
    return page(d, css, `
    <div class="wrap">
      <div class="c b" style="font-size:12pt">${L[0]}<br>${L[1]}</div>
      <div class="c sm">${d.court.addr}</div>
      <div style="display:flex;justify-content:space-between;margin:10px 0 6px 0"><div class="b" style="font-size:13pt">STATEMENT OF CLAIM</div>
        <div>CIVIL ACTION FILE NO. <span class="b u" style="font-size:11pt">${d.caseNo}</span></div></div>
      <div class="two"><div style="border-right:1.5px solid #000"><div class="lb">PLAINTIFF'S NAME, ADDRESS, PHONE</div>${U(d.pl.name)}<br>${d.pl.street}<br>${d.pl.city}<br>(732) 555-0108</div>
        <div><div class="lb">DEFENDANT'S NAME AND ADDRESS</div>1. ${U(c.name)}<br>${c.street}<br>${cityLine(c)}<br>2. ${d.def2}<br>same address</div></div>
      <div style="border:1.5px solid #000;border-top:none;padding:6px 8px" class="j">
        <b>SUMMONS TO THE ABOVE NAMED DEFENDANT(S):</b> You are hereby required to file with the Clerk of said court and to serve a copy upon the Plaintiff an answer to this claim, in writing or orally,
        within THIRTY (30) DAYS after service of this claim upon you. If you fail to answer, judgment by default will be rendered against you. You may appear in person or be represented by an attorney.
        Hearing assistance and forms are available at the clerk's office, first floor.</div>
      <div style="margin-top:8px" class="j"><b>PLAINTIFF'S CLAIM:</b> Defendant ${c.name} is indebted to Plaintiff on a consumer installment loan originally made by WebBank (Prosper marketplace), account ending 7718, which was sold and assigned to Plaintiff on 02/06/2025. Defendant defaulted on 10/03/2024. Plaintiff claims:</div>
      <table class="amt" style="width:100%;margin-top:5px">
        <tr><td style="width:72%">Principal</td><td class="r b">${money(d.amount)}</td></tr>
        <tr><td>Interest claimed</td><td class="r">$0.00</td></tr>
        <tr><td>Court costs (filing and service by sheriff)</td><td class="r">$126.00</td></tr>
        <tr><td>Attorney fees (O.C.G.A. § 13-1-11), 15% of principal</td><td class="r">$615.95</td></tr>
        <tr><td class="b">TOTAL</td><td class="r b">$4,848.28</td></tr>
      </table>
      <div class="sm" style="margin-top:4px">The jurisdiction of the Magistrate Court is limited to claims not exceeding $15,000.00, exclusive of interest and costs.</div>
      <div style="display:flex;margin-top:10px;gap:12px">
        <div style="flex:1;border:1.5px solid #000;padding:6px"><div class="lb">PLAINTIFF'S ATTORNEY</div>${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Phone ${f.phone}<br>E-mail: ${f.email}</div>
        <div style="flex:1;padding:6px;border:1.5px solid #000"><div class="lb">VERIFICATION</div>Personally appeared before me the undersigned, who on oath says the foregoing claim is true and correct.<br><br>
          <span class="sig">S. P. Gaines</span><br>Sworn and subscribed before me 04/21/2026<br>Deputy Clerk / Notary: K. Vinson<br><span class="sm">Clerk inquiries: magcourt.civil@gwinnett-mag-clerk.org</span></div>
      </div>
      <div class="sm" style="margin-top:8px;border:1px dashed #000;padding:5px">SHERIFF'S ENTRY OF SERVICE: ${cb(false)} Personal ${cb(false)} Notorious ${cb(false)} Tack &amp; Mail ${cb(false)} Non Est &nbsp; Date: ________ Deputy: ________________ Badge #: ______</div>
    </div>
    <div class="foot"><span>Magistrate Court of Gwinnett County — Statement of Claim (Rev. 01/2025)</span><span>Original — Clerk · Copy — Defendant</span></div>`);
  },
});

// ---------------------------------------------------------------- 09 TX Dallas County Court at Law, original petition with § caption
docs.push({
  id: '09', state: 'TX', kind: 'court', font: 'URW Bookman', size: 9.5,
  layout: 'TX original petition: cause number centered, "§" column caption with court on three lines at right, consumer address in service paragraph, e-filing stamp, attorney block at bottom',
  cust: { name: 'Terrence L. Oyelaran', street: '2415 Shiloh Rd Apt 1623', city: 'Garland', st: 'TX', zip: '75041' },
  pl: { name: 'Discover Bank' },
  firm: { name: 'Gregson Tate & Molina, PLLC', atty: 'Priya N. Raman', bar: 'State Bar No. 24110582', street: '5400 LBJ Freeway, Suite 900', city: 'Dallas, Texas 75240',
          phone: '(972) 555-0119', fax: '(972) 555-0120', email: 'praman@gregsontate.com' },
  court: { prefix: 'In the', parts: [['County Court', 'at Law No. 3'], ['Dallas County, Texas']] },
  caseNo: 'CC-26-01387-C', amount: 11742.06, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .stamp { position:absolute; right:60px; top:28px; font-size:7.5pt; text-align:right; line-height:1.3; }
      .wrap { position:absolute; left:86px; top:100px; width:644px; }
      .cap td { vertical-align:top; line-height:1.5; }
      .body p { text-align:justify; line-height:1.55; margin-bottom:6px; }
      h3 { text-align:center; font-size:${d.size}pt; margin:8px 0 4px 0; text-decoration:underline; }
      .foot { position:absolute; left:86px; right:86px; bottom:28px; font-size:7pt; display:flex; justify-content:space-between; }
    `;
    const ss = Array(7).fill('§').join('<br>');
    return page(d, css, `
    <div class="stamp">FILED<br>3/27/2026 3:12 PM<br>KAREN L. PRESTWOOD<br>COUNTY CLERK<br>DALLAS COUNTY</div>
    <div class="wrap">
      <div class="c b" style="font-size:11pt">CAUSE NO. ${d.caseNo}</div>
      <table class="cap" style="width:100%;margin-top:12px"><tr>
        <td style="width:300px">${U(d.pl.name)},<br><span style="margin-left:80px">Plaintiff,</span><br><br>v.<br><br>${U(c.name)},<br><span style="margin-left:80px">Defendant.</span></td>
        <td style="width:40px" class="c">${ss}</td>
        <td>${L[0]}<br><br>${L[1]}<br><br><br>${L[2]}</td></tr></table>
      <div class="c b" style="margin:14px 0 8px 0;font-size:11pt">PLAINTIFF'S ORIGINAL PETITION</div>
      <div class="body">
        <p>TO THE HONORABLE JUDGE OF SAID COURT:</p>
        <p>Plaintiff ${d.pl.name}, a Delaware state-chartered bank ("Plaintiff"), files this Original Petition against ${c.name} ("Defendant") and respectfully shows:</p>
        <h3>I. DISCOVERY CONTROL PLAN</h3>
        <p>1. Plaintiff intends to conduct discovery under Level 1 of Rule 190.2 of the Texas Rules of Civil Procedure.</p>
        <h3>II. PARTIES AND SERVICE</h3>
        <p>2. Defendant ${U(c.name)} is an individual residing in Dallas County, Texas, who may be served with process at his residence, <b>${c.street}, ${c.city}, Texas ${c.zip}</b>, or wherever he may be found.</p>
        <h3>III. CLAIM FOR RELIEF</h3>
        <p>3. Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs. Tex. R. Civ. P. 47(c)(1).</p>
        <p>4. Defendant applied for and was issued a Discover it® credit card account ending 9046. Defendant used the account and failed to make the payments required. After all just and lawful offsets, payments and credits, the principal balance due and owing is <b>${money(d.amount)}</b>.</p>
        <h3>IV. PRAYER</h3>
        <p>Plaintiff asks that Defendant be cited to appear and that Plaintiff have judgment for ${money(d.amount)}; reasonable attorney fees of $3,914.02; post-judgment interest at 7.50% per annum; and all costs of court.</p>
      </div>
      <div style="display:flex;justify-content:space-between;margin-top:8px">
        <div class="sm" style="width:230px;align-self:flex-end">Private process server for this matter:<br>Lone Star Civil Process<br>civilprocess@lonestar-serve.com</div>
        <div style="width:330px;line-height:1.32">Respectfully submitted,<br><b>${U(f.name)}</b><br>By: <span class="sig" style="font-size:14pt">/s/ Priya N. Raman</span><br>${f.atty}<br>${f.bar}<br>${f.street}<br>${f.city}<br>Tel: ${f.phone} · Fax: ${f.fax}<br>Email: ${f.email}<br>ATTORNEYS FOR PLAINTIFF</div>
      </div>
    </div>
    <div class="foot"><span>PLAINTIFF'S ORIGINAL PETITION</span><span>Page 1</span></div>`);
  },
});

// ---------------------------------------------------------------- 10 IL Cook County, centered "vs." caption
docs.push({
  id: '10', state: 'IL', kind: 'court', font: 'Nimbus Roman', size: 11,
  layout: 'IL circuit court complaint: two-line court heading (department/district), centered "vs." caption with case no. and amount claimed on the right margin, Cook County attorney number block',
  cust: { name: 'Lakeisha M. Porter', aka: 'Lakeisha Porter-Wells', street: '7934 S Kingston Ave Apt 2', city: 'Chicago', st: 'IL', zip: '60617' },
  pl: { name: 'Crown Asset Management, LLC', street: '5600 Abbotts Bridge Rd, Suite 410', city: 'Duluth, GA 30097' },
  firm: { name: 'Zielinski & Harrow, Ltd.', atty: 'Michael J. Brandt', bar: 'Firm No. 48812', street: '20 N. Clark Street, Suite 1700', city: 'Chicago, IL 60602',
          phone: '(312) 555-0137', email: 'mbrandt@zielinskiharrow.com' },
  court: { prefix: 'In the', parts: [['Circuit Court of Cook County, Illinois'], ['Municipal Department, First District']] },
  caseNo: '2026-M1-104712', amount: 2045.90, suit: true,
  html(d) {
    const c = d.cust, f = d.firm, L = courtLineList(d.court);
    const css = `
      .wrap { position:absolute; left:90px; top:66px; width:636px; }
      .body p { text-align:justify; line-height:1.6; text-indent:36px; margin-bottom:6px; }
      .foot { position:absolute; left:90px; right:90px; bottom:30px; font-size:7pt; text-align:center; }
    `;
    return page(d, css, `
    <div class="abs xs" style="left:90px;top:30px">2120 - Served &nbsp; 2121 - Served &nbsp; 2220 - Not Served &nbsp; 2221 - Not Served &nbsp; 2320 - Served By Mail &nbsp; 2420 - Served By Publication</div>
    <div class="wrap">
      <div class="c b">${L[0]}<br>${L[1]}</div>
      <div style="position:relative;margin-top:20px;line-height:1.5">
        <div class="c" style="width:420px">${U(d.pl.name)},<br>Plaintiff,<br><br>vs.<br><br>${U(c.name)}<br>a/k/a ${U(c.aka)},<br>Defendant.</div>
        <div class="abs" style="right:0;top:18px;width:190px;border-left:1px solid #000;padding-left:10px">Case No. ${d.caseNo}<br><br>Amount Claimed: ${money(d.amount)}<br>Return Date: __________</div>
      </div>
      <div class="c b u" style="margin:18px 0 10px 0">COMPLAINT</div>
      <div class="body">
        <p>Plaintiff, ${d.pl.name}, by its attorneys, ${f.name}, complains of Defendant, ${U(c.name)}, whose last known address is ${c.street}, ${cityLine(c)}, as follows:</p>
        <p>1. Defendant entered into a credit card agreement with Credit One Bank, N.A., account ending 4460. Plaintiff purchased the account and is the owner of all rights to collect the balance.</p>
        <p>2. Defendant failed to make the payments required and there is due and owing from Defendant the principal sum of <b>${money(d.amount)}</b>. Plaintiff does not seek interest that accrued after charge-off.</p>
        <p>WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of ${money(d.amount)}, plus court costs (filing fee $296.00 and sheriff's fee $60.00).</p>
        <p class="sm" style="text-indent:0;margin-top:8px"><b>Rule 222(b) Affidavit:</b> Under penalties as provided by law pursuant to 735 ILCS 5/1-109, the undersigned certifies that the total money damages sought do not exceed $50,000.00.</p>
      </div>
      <div style="margin:16px 0 0 330px;line-height:1.35"><span class="sig">Michael J. Brandt</span><br>One of Plaintiff's Attorneys</div>
      <div style="margin-top:18px;line-height:1.3;font-size:10pt">${U(f.name)}<br>Attorneys for Plaintiff &nbsp; · &nbsp; ${f.bar}<br>${f.atty}<br>${f.street}<br>${f.city}<br>${f.phone}<br>${f.email}</div>
    </div>
    <div class="foot">This is an attempt to collect a debt. Any information obtained will be used for that purpose. Our File No. ZH-2207715</div>`);
  },
});

module.exports = docs;
