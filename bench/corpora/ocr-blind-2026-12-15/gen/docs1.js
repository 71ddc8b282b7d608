// Documents 01-10 (data + layout). Truth values are read from the same objects by build.js.
'use strict';
const { esc, U, money, $, courtLine, courtLines, cityLine, cb, hand, seal, htmlDoc, lastFirst } = require('./lib');

const docs = [];

// ---------------------------------------------------------------- 01 TX Harris JP, numbered-blank debt-claim petition, EN/VI
docs.push({
  id: '01', state: 'TX', kind: 'petition (justice court debt claim case)',
  layout: 'numbered-blank justice court petition form, English/Vietnamese headings, clerk file stamp, e-filing envelope no.',
  css_font: "'Liberation Sans'",
  court: { lines: ['In the Justice Court, Precinct 5, Place 1', 'Harris County, Texas'], addr: '11318 Westbrae Commons Dr, Houston, TX 77099', phone: '(713) 555-0119', email: 'jp51.civil@hcjpcourts.org' },
  case: 'DC51-26-04217',
  def: { name: 'Thanh V. Nguyen', street: '8423 Boone Rd Apt 214', city: 'Houston', st: 'TX', zip: '77072' },
  pl: { name: 'Crestline Portfolio Recovery, LLC', tail: 'as assignee of First Lakeshore Bank, N.A.', addr: '2500 Citywest Blvd Ste 1400, Houston, TX 77042', phone: '(713) 555-0177' },
  firm: { name: 'Whitcomb & Daley, PLLC', atty: 'Rebecca L. Tran', bar: 'State Bar No. 24098813', addr: '1702 Main St Ste 400, Houston, TX 77002', phone: '(713) 555-0152', email: 'rtran@whitcombdaley.com', eservice: 'efile@whitcombdaley.com' },
  amt: { principal: 3412.87, chargeoff: 3612.87, payments: 200.00, fees: 500.00, filing: 54.00, service: 75.00 },
  html(d) {
    const total = d.amt.principal + d.amt.fees;
    const css = `
    .page{font-family:${d.css_font};font-size:9.5pt;padding:46px 58px}
    .vi{font-style:italic;color:#333;font-weight:normal;font-size:8pt}
    .hd{display:flex;justify-content:space-between;align-items:flex-start}
    .stamp{border:2px solid #b22;color:#b22;font-family:'Nimbus Mono PS';font-weight:bold;font-size:8pt;padding:4px 8px;transform:rotate(-3deg);text-align:center;line-height:1.25}
    h1{font-size:15pt;margin:8px 0 0 0;text-align:center;letter-spacing:1px}
    .sec{display:flex;margin-top:7px;border-top:1px solid #444;padding-top:5px}
    .num{width:26px;font-weight:bold;font-size:11pt}
    .body{flex:1}
    .lbl{font-size:7pt;color:#222;text-transform:uppercase;letter-spacing:.3px}
    .row{display:flex;gap:14px;margin:3px 0}
    .f{flex:1;border-bottom:1px solid #222;min-height:17px;padding:1px 2px}
    .amt td{padding:2px 6px;font-size:9pt}.amt td:last-child{text-align:right;border-bottom:1px solid #999;min-width:90px}
    .casebox{border:1.5px solid #000;padding:5px 10px;min-width:230px}
    .foot{position:absolute;bottom:26px;left:58px;right:58px;font-size:6.5pt;color:#333;display:flex;justify-content:space-between;border-top:1px solid #666;padding-top:3px}
    `;
    const b = `
    <div class="hd">
      <div class="casebox"><div class="lbl">Case Number / <span class="vi">Số vụ kiện</span></div><div style="font-size:12pt;font-weight:bold;margin-top:2px">${esc(d.case)}</div>
        <div class="lbl" style="margin-top:4px">E-filing envelope no. 91844217 &nbsp;·&nbsp; Filed 10/14/2026</div></div>
      <div class="c" style="flex:1;padding:0 10px"><div class="b" style="font-size:10.5pt">${courtLines(d, true)}</div>
        <div class="small">${esc(d.court.addr)} · ${esc(d.court.phone)}<br>${esc(d.court.email)}</div></div>
      <div class="stamp">FILED<br>2026 OCT 14 AM 10:22<br>JUSTICE COURT 5-1<br>HARRIS CO., TX</div>
    </div>
    <h1>PETITION: DEBT CLAIM CASE</h1>
    <div class="c vi" style="font-size:10pt">Đơn Kiện: Vụ Đòi Nợ</div>
    <div class="small c" style="margin-top:3px">The amount claimed cannot exceed $20,000.00, excluding statutory interest and court costs but including attorney fees, if any.</div>

    <div class="sec"><div class="num">1.</div><div class="body"><div class="b">PLAINTIFF <span class="vi">/ Nguyên đơn</span></div>
      <div class="row"><div class="f">${esc(d.pl.name)}, ${esc(d.pl.tail)}</div></div><div class="lbl">Name</div>
      <div class="row"><div class="f" style="flex:2.2">${esc(d.pl.addr)}</div><div class="f">${esc(d.pl.phone)}</div></div><div class="row lbl"><div style="flex:2.2">Address</div><div style="flex:1">Phone</div></div></div></div>

    <div class="sec"><div class="num">2.</div><div class="body"><div class="b">PLAINTIFF'S ATTORNEY <span class="vi">/ Luật sư của nguyên đơn</span></div>
      <div class="row"><div class="f">${esc(d.firm.atty)}, ${esc(d.firm.bar)}</div><div class="f">${esc(d.firm.name)}</div></div><div class="row lbl"><div style="flex:1">Name and bar number</div><div style="flex:1">Firm</div></div>
      <div class="row"><div class="f" style="flex:1.4">${esc(d.firm.addr)}</div><div class="f" style="flex:.7">${esc(d.firm.phone)}</div><div class="f">${esc(d.firm.email)}</div></div>
      <div class="row lbl"><div style="flex:1.4">Address</div><div style="flex:.7">Phone</div><div style="flex:1">E-mail</div></div>
      <div class="small">Designated e-service address (Tex. R. Civ. P. 21a): ${esc(d.firm.eservice)}</div></div></div>

    <div class="sec"><div class="num">3.</div><div class="body"><div class="b">DEFENDANT <span class="vi">/ Bị đơn</span></div>
      <div class="row"><div class="f">${esc(d.def.name)}</div><div class="f" style="flex:.5">XXX-XX-1187</div><div class="f" style="flex:.5">DL last 3: 604</div></div>
      <div class="row lbl"><div style="flex:1">Name</div><div style="flex:.5">Last 3 SSN</div><div style="flex:.5">Driver's license</div></div>
      <div class="row"><div class="f" style="flex:2">${esc(d.def.street)}</div><div class="f">${esc(d.def.city)}</div><div class="f" style="flex:.3">${esc(d.def.st)}</div><div class="f" style="flex:.5">${esc(d.def.zip)}</div></div>
      <div class="row lbl"><div style="flex:2">Address for service</div><div style="flex:1">City</div><div style="flex:.3">State</div><div style="flex:.5">ZIP</div></div></div></div>

    <div class="sec"><div class="num">4.</div><div class="body"><div class="b">SERVICE <span class="vi">/ Tống đạt</span></div>
      ${cb(true)}Constable, Precinct 5 &nbsp;&nbsp; ${cb(false)}Sheriff &nbsp;&nbsp; ${cb(false)}Certified mail, return receipt requested &nbsp;&nbsp; ${cb(false)}Private process server &nbsp;&nbsp; ${cb(false)}Alternative service</div></div>

    <div class="sec"><div class="num">5.</div><div class="body"><div class="b">ACCOUNT INFORMATION <span class="vi">/ Thông tin tài khoản</span></div>
      <div class="row"><div class="f">First Lakeshore Bank, N.A.</div><div class="f" style="flex:.6">xxxx-xxxx-xxxx-6628</div><div class="f" style="flex:.5">03/31/2026</div></div>
      <div class="row lbl"><div style="flex:1">Original creditor</div><div style="flex:.6">Account number (last 4)</div><div style="flex:.5">Date of charge-off</div></div></div></div>

    <div class="sec"><div class="num">6.</div><div class="body"><div class="b">AMOUNT OF CLAIM <span class="vi">/ Số tiền yêu cầu</span></div>
      <table class="amt">
      <tr><td>a. Balance as of charge-off date 03/31/2026</td><td>${$(d.amt.chargeoff)}</td></tr>
      <tr><td>b. Payments and credits received since charge-off</td><td>(${$(d.amt.payments)})</td></tr>
      <tr><td><b>c. Principal balance claimed</b></td><td><b>${$(d.amt.principal)}</b></td></tr>
      <tr><td>d. Interest claimed (waived)</td><td>$0.00</td></tr>
      <tr><td>e. Attorney fees (Tex. Civ. Prac. &amp; Rem. Code ch. 38)</td><td>${$(d.amt.fees)}</td></tr>
      <tr><td>f. Total sought, not including court costs (c + d + e)</td><td>${$(total)}</td></tr>
      </table>
      <div class="small">Court costs paid at filing: filing fee ${$(d.amt.filing)}; service fee ${$(d.amt.service)} per defendant. Plaintiff also requests post-judgment interest at the legal rate.</div></div></div>

    <div class="sec"><div class="num">7.</div><div class="body">${cb(true)}I consent to the defendant being served by e-mail at the address above &nbsp; ${cb(false)}I do not consent. &nbsp; ${cb(true)}Plaintiff does not know of any bankruptcy or military service of the defendant.</div></div>

    <div class="sec"><div class="num">8.</div><div class="body" style="display:flex;gap:24px;align-items:flex-end">
      <div style="flex:1"><div class="f" style="font-family:Z003;font-size:15pt;color:#1b2a6b">Rebecca L. Tran</div><div class="lbl">Signature of plaintiff or attorney / <span class="vi">Chữ ký</span></div></div>
      <div style="width:140px"><div class="f">10/13/2026</div><div class="lbl">Date</div></div></div></div>

    <div style="margin-top:10px;border:1px solid #333;padding:5px 8px;font-size:7.5pt;background:#f4f4f4">
      <b>NOTICE TO DEFENDANT / THÔNG BÁO CHO BỊ ĐƠN:</b> You have been sued. You may hire an attorney. If you or your attorney do not file a written answer with the
      Justice Court within 14 days after you were served, a default judgment may be entered against you. <i>Quý vị đã bị kiện. Quý vị có thể thuê luật sư. Nếu quý vị không nộp bản trả lời bằng văn bản trong vòng 14 ngày, tòa có thể ra phán quyết vắng mặt.</i>
      For help, contact the clerk at ${esc(d.court.phone)}.</div>
    <div class="foot"><span>JP-DC-1 (rev. 01/2026) · Petition: Debt Claim Case</span><span>Page 1 of 1</span></div>`;
    return htmlDoc(css, b, 'en');
  },
});

// ---------------------------------------------------------------- 02 TX Dallas CCL, section-sign caption petition
docs.push({
  id: '02', state: 'TX', kind: 'petition (original petition, county court at law)',
  layout: 'section-sign (§) caption, numbered articles, et al. co-defendant with own service address, signature block with e-service address',
  css_font: "'Nimbus Roman'",
  court: { lines: ['In the County Court|at Law No. 3', 'Dallas County, Texas'] },
  case: 'CC-26-01877-C',
  def: { name: 'Jerome L. Washington', street: '2714 Ferguson Rd Apt 1108', city: 'Dallas', st: 'TX', zip: '75228' },
  def2: { name: 'Latrice M. Washington', street: '4410 Gus Thomasson Rd', city: 'Mesquite', st: 'TX', zip: '75150' },
  pl: { name: 'Northgate Funding LLC', tail: 'a Delaware limited liability company', addr: '1600 Stemmons Fwy Ste 900, Dallas, Texas 75207' },
  firm: { name: 'Pruitt Sandoval Hale, P.C.', atty: 'Daniel R. Pruitt', bar: 'State Bar No. 24077318', addr: '8117 Preston Rd Ste 300, Dallas, Texas 75225', phone: '(214) 555-0163', fax: '(214) 555-0164', email: 'dpruitt@pshlawfirm.com', eservice: 'service@pshlawfirm.com' },
  amt: { principal: 11836.42, fees: 2500.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.8pt;padding:52px 78px;line-height:1.3}
    .cap td{vertical-align:top;padding:0}
    .sx{width:40px;text-align:center;line-height:1.34}
    h2{font-size:11pt;text-align:center;margin:10px 0 4px 0;text-decoration:underline}
    h3{font-size:10.5pt;text-align:center;margin:6px 0 2px 0}
    p{text-indent:40px;text-align:justify;margin:0 0 4px 0}
    .sig{margin-left:330px;margin-top:8px;line-height:1.25}
    `;
    const sx = Array(7).fill('§').join('<br>');
    const b = `
    <div class="c b" style="font-size:11.5pt;margin-bottom:10px">CAUSE NO. ${esc(d.case)}</div>
    <table class="cap" style="width:100%"><tr>
      <td style="width:46%">${U(d.pl.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${U(d.def.name)}, <i>et al.</i>,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
      <td class="sx">${sx}</td>
      <td style="padding-left:14px">${U(d.court.lines[0].split('|')[0])}<br><br>${U(d.court.lines[0].split('|')[1])}<br><br><br>${U(d.court.lines[1])}</td></tr></table>
    <h2>PLAINTIFF'S ORIGINAL PETITION</h2>
    <div>TO THE HONORABLE JUDGE OF SAID COURT:</div>
    <p>COMES NOW ${esc(d.pl.name)} ("Plaintiff") and files this Original Petition against ${esc(d.def.name)} and ${esc(d.def2.name)} ("Defendants"), and respectfully shows:</p>
    <h3>I. DISCOVERY CONTROL PLAN</h3>
    <p>Plaintiff intends to conduct discovery under Level 1 of Rule 190.2. Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.</p>
    <h3>II. PARTIES</h3>
    <p>Plaintiff is ${esc(d.pl.tail)} with its principal office at ${esc(d.pl.addr)}.</p>
    <p>Defendant ${esc(d.def.name)} is an individual residing in Dallas County, Texas, who may be served with process at ${esc(d.def.street)}, ${esc(d.def.city)}, Texas ${esc(d.def.zip)}, or wherever he may be found.</p>
    <p>Defendant ${esc(d.def2.name)} is an individual who may be served at ${esc(d.def2.street)}, ${esc(d.def2.city)}, Texas ${esc(d.def2.zip)}.</p>
    <h3>III. JURISDICTION AND VENUE</h3>
    <p>The amount in controversy is within the jurisdictional limits of this Court. Venue is proper in Dallas County because Defendants resided here when the claim accrued.</p>
    <h3>IV. FACTS AND CLAIM</h3>
    <p>Defendants obtained a revolving credit account from Lone Star Card Bank, account ending 4471, and used it. Defendants defaulted; the account was charged off on 01/22/2026 and was later sold and assigned to Plaintiff. After all just and lawful offsets, payments and credits, the principal balance of <b>${$(d.amt.principal)}</b> remains due and unpaid, and Defendants have failed to pay it despite demand.</p>
    <h3>V. ATTORNEY'S FEES</h3>
    <p>Plaintiff presented the claim more than thirty days before trial and is entitled to reasonable attorney's fees under Chapter 38 of the Civil Practice and Remedies Code, which are ${$(d.amt.fees)} through trial.</p>
    <h3>VI. PRAYER</h3>
    <p>Plaintiff asks that Defendants be cited to appear and that Plaintiff have judgment for (a) the principal sum of ${$(d.amt.principal)}; (b) pre-judgment interest at 5.5% per annum; (c) attorney's fees of ${$(d.amt.fees)}; (d) post-judgment interest at the legal rate; (e) all costs of court; and such other relief to which Plaintiff may be justly entitled.</p>
    <div class="sig">Respectfully submitted,<br><b>${U(d.firm.name)}</b><br>${esc(d.firm.addr)}<br>Tel. ${esc(d.firm.phone)} · Fax ${esc(d.firm.fax)}<br>
    By: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">/s/ Daniel R. Pruitt</span><br>${esc(d.firm.atty)}<br>${esc(d.firm.bar)}<br>${esc(d.firm.email)}<br>E-service: ${esc(d.firm.eservice)}<br><b>ATTORNEYS FOR PLAINTIFF</b></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 03 TX Hidalgo JP, mostly Spanish citation
docs.push({
  id: '03', state: 'TX', kind: 'citation (mostly Spanish)',
  layout: 'letterhead band with English court name over Spanish translation, citation text in Spanish, "Entréguese en / Serve at" instruction to constable, officer\'s return',
  css_font: "'DejaVu Serif'",
  court: { lines: ['Justice Court, Precinct 2, Place 1', 'Hidalgo County, Texas'], addr: '1140 E Juarez Ave, Pharr, TX 78577', phone: '(956) 555-0108' },
  case: 'J21-CV-26-00388',
  def: { name: 'Rosa E. Garza', street: '906 W Kelly Ave', city: 'Pharr', st: 'TX', zip: '78577' },
  pl: { name: 'Bluewater Credit Acquisitions, LLC', addr: '700 N Carancahua St Ste 500, Corpus Christi, TX 78401' },
  firm: { name: 'Leal & Ocampo, PLLC', atty: 'Miguel A. Leal', bar: 'Colegiatura (State Bar) No. 24110572', addr: '3900 N 10th St Ste 210, McAllen, TX 78501', phone: '(956) 555-0171', email: 'mleal@lealocampo.com', eservice: 'notificaciones@lealocampo.com' },
  amt: { principal: 2186.40, costs: 129.00, fees: 350.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10pt;padding:0 0 30px 0;line-height:1.4}
    .band{background:#1f3d5c;color:#fff;margin:34px 40px 0 40px;padding:14px 20px 12px 20px;display:flex;justify-content:space-between;align-items:center}
    .band .en{font-size:14pt;font-weight:bold;letter-spacing:.5px}
    .band .es{font-size:8.5pt;opacity:.9;font-style:italic}
    .inner{padding:14px 60px 0 60px}
    h1{font-size:17pt;margin:4px 0 0 0;text-align:center;letter-spacing:3px}
    .grid{display:grid;grid-template-columns:1fr 1fr;gap:0;border:1px solid #333;margin:10px 0}
    .grid div{padding:5px 8px;border-right:1px solid #333;border-bottom:1px solid #333}
    .grid div:nth-child(2n){border-right:none}
    .lbl{font-size:7pt;text-transform:uppercase;color:#333;display:block}
    .serve{border:2px solid #000;padding:8px 12px;margin:10px 0;background:#fafafa}
    .ret{border-top:2px dashed #555;margin-top:10px;padding-top:6px;font-size:8pt}
    .ln{display:inline-block;border-bottom:1px solid #000;min-width:150px}
    `;
    const b = `
    <div class="band"><div><div class="en">${U(d.court.lines[0])}</div><div class="en" style="font-size:11pt">${U(d.court.lines[1])}</div>
      <div class="es">Juzgado de Paz, Precinto 2, Lugar 1 · Condado de Hidalgo, Texas</div></div>
      <div style="text-align:right;font-size:8pt">${esc(d.court.addr)}<br>Tel. ${esc(d.court.phone)}<br>Horario: lunes a viernes, 8:00–17:00</div></div>
    <div class="inner">
    <div class="c b" style="font-size:10pt">EL ESTADO DE TEXAS · THE STATE OF TEXAS</div>
    <h1>CITACIÓN</h1><div class="c i small">(Citation — Caso de Reclamo de Deuda / Debt Claim Case)</div>
    <div class="grid">
      <div><span class="lbl">Número de causa / Cause No.</span><b style="font-size:11.5pt">${esc(d.case)}</b></div>
      <div><span class="lbl">Fecha de presentación / Date filed</span>27 de octubre de 2026</div>
      <div><span class="lbl">Demandante / Plaintiff</span>${esc(d.pl.name)}<br><span class="small">${esc(d.pl.addr)}</span></div>
      <div><span class="lbl">Demandado(a) / Defendant</span>${esc(d.def.name)}</div>
    </div>
    <div class="serve"><b>AL ALGUACIL (CONSTABLE) DEL PRECINTO 2 O A CUALQUIER PERSONA AUTORIZADA — ENTRÉGUESE EN / SERVE AT:</b><br>
      <span style="font-size:11pt">${esc(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</span></div>
    <p><b>USTED HA SIDO DEMANDADO.</b> Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante este Juzgado de Paz dentro de los 14 días siguientes a la fecha en que se le entregó esta citación, se podrá dictar un fallo en rebeldía en su contra. La respuesta por escrito debe presentarse en la dirección del juzgado indicada arriba o por medios electrónicos.</p>
    <p>La demanda (petición) adjunta reclama un <b>monto principal de ${$(d.amt.principal)}</b> por una cuenta de tarjeta de crédito originalmente abierta con Rio Grande Valley Savings Bank, cuenta terminada en 3390. El demandante también solicita honorarios de abogado de ${$(d.amt.fees)} y costas judiciales de ${$(d.amt.costs)}.</p>
    <p>Además de presentar su respuesta por escrito ante el juzgado, es posible que deba enviar una copia de su respuesta al demandante o a su abogado:</p>
    <div style="margin-left:30px">${esc(d.firm.atty)} · ${esc(d.firm.bar)}<br>${esc(d.firm.name)} · ${esc(d.firm.addr)}<br>Tel. ${esc(d.firm.phone)} · Correo electrónico: ${esc(d.firm.email)}<br>Notificaciones electrónicas: ${esc(d.firm.eservice)}</div>
    <p style="margin-top:6px">Información sobre recursos legales: Texas Law Help. Si necesita servicios de interpretación, llame al juzgado al ${esc(d.court.phone)}.</p>
    <p>Emitida y firmada el 28 de octubre de 2026.</p>
    <div style="display:flex;justify-content:space-between;margin-top:8px"><div>Juez de Paz / Justice of the Peace<br>Precinto 2, Lugar 1</div>
    <div style="text-align:center"><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">M. Cantú</span><br><span class="ln"></span><br>Secretario(a) del Juzgado / Clerk</div></div>
    <div class="ret"><b>CONSTANCIA DE ENTREGA DEL OFICIAL (OFFICER'S RETURN)</b><br>
    Recibida el día <span class="ln" style="min-width:80px"></span> a las <span class="ln" style="min-width:60px"></span> y entregada personalmente a <span class="ln" style="min-width:200px"></span> el día <span class="ln" style="min-width:80px"></span>.
    Honorarios por entrega: $75.00 &nbsp; Oficial: <span class="ln"></span> &nbsp; Placa No. <span class="ln" style="min-width:60px"></span></div>
    </div>`;
    return htmlDoc(css, b, 'es');
  },
});

// ---------------------------------------------------------------- 04 GA Gwinnett magistrate statement of claim, labels under lines, handwriting
docs.push({
  id: '04', state: 'GA', kind: 'statement of claim (magistrate court)',
  layout: 'form with labels printed under the blank lines, blanks filled in a handwriting-style font, summons paragraph, typed case number',
  css_font: "'Liberation Sans'",
  court: { lines: ['Magistrate Court of Gwinnett County', 'State of Georgia'], addr: '215 Crogan Commons Way, Lawrenceville, GA 30046', phone: '(770) 555-0124' },
  case: '26-M-12044',
  def: { name: 'DeShawn R. Mitchell', street: '482 Oak Ridge Trace', city: 'Lawrenceville', st: 'GA', zip: '30044' },
  pl: { name: 'Summit Ridge Asset Holdings II, LLC', addr: '3340 Peachtree Rd NE Ste 1800, Atlanta, GA 30326' },
  firm: { name: 'Callahan Pierce LLC', atty: 'Sarah J. Callahan', bar: 'Georgia Bar No. 641209', addr: '1100 Johnson Ferry Rd Ste 600, Atlanta, GA 30342', phone: '(404) 555-0139', email: 'sjcallahan@callahanpierce.com', other: 'payments@callahanpierce.com' },
  amt: { principal: 1958.12, interest: 212.40, costs: 75.00 },
  html(d) {
    const total = d.amt.principal + d.amt.interest + d.amt.costs;
    const css = `
    .page{font-family:${d.css_font};font-size:9.5pt;padding:50px 64px}
    .ln{border-bottom:1px solid #000;min-height:22px;padding:0 4px;display:flex;align-items:flex-end}
    .lab{font-size:6.8pt;text-transform:uppercase;letter-spacing:.3px;margin-bottom:6px;color:#111}
    .two{display:flex;gap:26px}.two>div{flex:1}
    h1{font-size:16pt;text-align:center;margin:6px 0 10px 0;letter-spacing:2px}
    .box{border:1px solid #000;padding:7px 10px;margin-top:8px}
    .hand{font-size:14pt}
    .amtl td{padding:1px 8px 1px 0}
    `;
    const H = s => hand(s);
    const b = `
    <div class="two" style="align-items:flex-end"><div><div class="b" style="font-size:12pt">${U(d.court.lines[0])}</div><div class="b">${U(d.court.lines[1])}</div>
      <div class="small">${esc(d.court.addr)} · ${esc(d.court.phone)}</div></div>
      <div style="max-width:210px"><div class="ln" style="font-size:12pt;font-weight:bold;font-family:'Nimbus Mono PS'">${esc(d.case)}</div><div class="lab">Civil action file no.</div></div></div>
    <h1>STATEMENT OF CLAIM</h1>
    <div class="two"><div>
      <div class="ln">${H(d.pl.name)}</div><div class="lab">Plaintiff's name</div>
      <div class="ln">${H(d.pl.addr)}</div><div class="lab">Plaintiff's address</div>
      <div class="ln">${H('c/o ' + d.firm.name + ', ' + d.firm.phone)}</div><div class="lab">Plaintiff's attorney / phone</div>
    </div><div>
      <div class="ln">${H(d.def.name)}</div><div class="lab">Defendant's name</div>
      <div class="ln">${H(d.def.street)}</div><div class="lab">Street address</div>
      <div style="display:flex;gap:8px"><div style="flex:2"><div class="ln">${H(d.def.city)}</div><div class="lab">City</div></div><div style="flex:.6"><div class="ln">${H(d.def.st)}</div><div class="lab">State</div></div><div style="flex:1"><div class="ln">${H(d.def.zip)}</div><div class="lab">ZIP</div></div></div>
    </div></div>
    <div class="box"><b>PLAINTIFF'S CLAIM:</b> The defendant owes the plaintiff the sums stated below for the following reasons:
      <div class="ln">${H('Unpaid balance on Peach State Bank & Trust credit card acct. ending 0935,')}</div>
      <div class="ln">${H('charged off 02/28/2026, purchased by plaintiff 06/2026. Statement attached.')}</div>
      <div class="lab">Reason for claim</div>
      <table class="amtl"><tr><td>Principal</td><td class="ln" style="display:table-cell;min-width:120px">${H($(d.amt.principal))}</td><td style="width:30px"></td><td>Interest</td><td class="ln" style="display:table-cell;min-width:110px">${H($(d.amt.interest))}</td></tr>
      <tr><td>Court costs</td><td class="ln" style="display:table-cell">${H($(d.amt.costs))}</td><td></td><td>Total</td><td class="ln" style="display:table-cell">${H($(total))}</td></tr></table>
    </div>
    <div class="box" style="font-size:8.8pt"><b>VERIFICATION.</b> Personally appeared before me the undersigned, who on oath says that the facts stated above are true and that the defendant is not in military service.
      <div class="two" style="margin-top:10px"><div><div class="ln">${hand('Sarah J. Callahan', 'font-size:16pt')}</div><div class="lab">Plaintiff / attorney for plaintiff</div>
        <div class="ln" style="font-size:8.5pt">${esc(d.firm.atty)}, ${esc(d.firm.bar)} · ${esc(d.firm.email)}</div><div class="lab">Printed name, bar no., e-mail</div></div>
      <div><div class="ln">${H('Nov. 3, 2026')}</div><div class="lab">Sworn and subscribed on (date)</div><div class="ln">${hand('K. Lowery', 'font-size:15pt')}</div><div class="lab">Deputy clerk / notary</div></div></div></div>
    <div class="box"><b>SUMMONS — TO THE DEFENDANT:</b> You are hereby commanded to answer this claim in writing or orally in person at the office of the Clerk of the
      Magistrate Court at the address above <b>within thirty (30) days</b> after service of this claim upon you. If you fail to answer, judgment by default will be entered against you.
      You may bring witnesses, books, receipts and other writings to the hearing. Payments are to be sent to plaintiff's attorney (${esc(d.firm.other)}), not to the court.
      <div class="two" style="margin-top:12px"><div><div class="ln">${H('11/04/2026')}</div><div class="lab">Date issued</div></div><div><div class="ln">${hand('T. Ruiz', 'font-size:15pt')}</div><div class="lab">Deputy clerk, Magistrate Court</div></div></div></div>
    <div class="box" style="font-size:8.8pt"><b>SHERIFF'S / MARSHAL'S ENTRY OF SERVICE</b>
      <div style="margin-top:4px">${cb(false)}Personal service &nbsp; ${cb(false)}Notorious (left at most notorious place of abode) &nbsp; ${cb(false)}Tack and mail &nbsp; ${cb(false)}Diligent search made and defendant not found</div>
      <div class="two" style="margin-top:8px"><div><div class="ln"></div><div class="lab">Person served / description</div></div><div><div class="ln"></div><div class="lab">Date and time of service</div></div></div>
      <div class="two"><div><div class="ln"></div><div class="lab">Deputy / marshal, badge no.</div></div><div><div class="ln"></div><div class="lab">Service fee ($50.00 per defendant, paid by plaintiff)</div></div></div></div>
    <div class="tiny" style="position:absolute;bottom:28px;left:64px;right:64px;display:flex;justify-content:space-between"><span>GMC-SOC-01 (07/2025)</span><span>Original — Clerk · Copy — Defendant · Copy — Plaintiff</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 05 GA Cobb state court summons, faint seal, Civil Action No. box
docs.push({
  id: '05', state: 'GA', kind: 'summons (state court)',
  layout: 'faint court seal behind the caption, "Civil Action No." box at top right, full middle name, account summary table below the summons',
  css_font: "'C059'",
  court: { lines: ['In the State Court of Cobb County', 'State of Georgia'], addr: '12 Haynes Mill Pl, Marietta, Georgia 30090', phone: '(770) 555-0187', email: 'civilclerk@cobbstatect.org' },
  case: '26-A-03318',
  def: { name: 'Patricia Ellen Whitford', street: '2260 Roswell Rd Apt 1412', city: 'Marietta', st: 'GA', zip: '30062' },
  pl: { name: 'Harbor Point Capital Funding, LLC', tail: 'as successor in interest to Peachtree Card Services', addr: 'P.O. Box 105522, Atlanta, GA 30348' },
  firm: { name: 'Greer, Vance & Holloway, LLP', atty: 'Elaine M. Greer', bar: 'Georgia Bar No. 302871', addr: '3355 Lenox Rd NE Ste 750, Atlanta, Georgia 30326', phone: '(404) 555-0191', email: 'egreer@gvhlaw.com' },
  amt: { principal: 7420.19, interest: 1114.52, fees: 767.02, costs: 218.00 },
  html(d) {
    const total = d.amt.principal + d.amt.interest + d.amt.fees + d.amt.costs;
    const css = `
    .page{font-family:${d.css_font};font-size:10.5pt;padding:54px 70px;line-height:1.35}
    .seal{position:absolute;left:298px;top:40px}
    .cap{display:flex;margin-top:18px;border-top:1px solid #000;border-bottom:1px solid #000}
    .cap .l{flex:1.3;padding:8px 10px 8px 0;border-right:1px solid #000}
    .cap .r{flex:1;padding:8px 0 8px 14px}
    .cabox{border:2px solid #000;padding:6px 10px;text-align:center}
    h1{text-align:center;font-size:16pt;letter-spacing:6px;margin:12px 0 6px 0}
    table.acct{width:70%;margin:6px auto 0 auto;font-size:9.5pt}
    table.acct td{padding:2px 6px;border-bottom:1px dotted #666}
    table.acct td:last-child{text-align:right}
    `;
    const b = `
    <div class="seal">${seal('STATE COURT OF COBB COUNTY', '★ GEORGIA ★', 220, '#1e2f66', 0.14)}</div>
    <div class="c b" style="font-size:13pt;position:relative">${U(d.court.lines[0])}</div>
    <div class="c b" style="position:relative">${U(d.court.lines[1])}</div>
    <div class="c small" style="position:relative">${esc(d.court.addr)} · ${esc(d.court.phone)} · ${esc(d.court.email)}</div>
    <div class="cap" style="position:relative"><div class="l">
      <span class="small">PLAINTIFF'S NAME AND ADDRESS</span><br><b>${U(d.pl.name)}</b>, ${esc(d.pl.tail)}<br>${esc(d.pl.addr)}<br><br>
      <span class="c" style="display:block">vs.</span>
      <span class="small">DEFENDANT'S NAME AND ADDRESS</span><br><b>${U(d.def.name)}</b><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div>
      <div class="r"><div class="cabox"><span class="small">CIVIL ACTION NO.</span><br><b style="font-size:14pt">${esc(d.case)}</b></div>
      <div class="small" style="margin-top:10px">Amount of suit (principal): ${$(d.amt.principal)}<br>Filing and service costs paid: ${$(d.amt.costs)}<br>Date filed: November 9, 2026</div>
      <div class="small" style="margin-top:8px">${cb(true)}Complaint attached ${cb(false)}Garnishment ${cb(false)}Dispossessory</div></div></div>
    <h1>SUMMONS</h1>
    <p><b>TO THE ABOVE-NAMED DEFENDANT:</b> You are hereby summoned and required to file with the Clerk of said Court and serve upon the Plaintiff's attorney, whose name and address is:</p>
    <div style="margin:4px 0 8px 70px">${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)} · ${esc(d.firm.email)}</div>
    <p>an answer to the complaint which is herewith served upon you, within thirty (30) days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint.</p>
    <p>This 9th day of November, 2026.</p>
    <div style="margin-left:330px">Clerk of State Court<br>By: <span style="font-family:Z003;font-size:15pt;color:#1b2a6b">D. Whitmore</span><br><span class="small">Deputy Clerk</span></div>
    <div style="margin-top:10px;font-weight:bold;text-align:center;font-size:10pt">STATEMENT OF ACCOUNT (EXHIBIT A SUMMARY)</div>
    <table class="acct"><tr><td>Original creditor: Peachtree Card Services, acct. ending 2208</td><td></td></tr>
    <tr><td>Principal balance claimed</td><td>${$(d.amt.principal)}</td></tr>
    <tr><td>Contractual interest through 10/31/2026</td><td>${$(d.amt.interest)}</td></tr>
    <tr><td>Attorney's fees (O.C.G.A. § 13-1-11)</td><td>${$(d.amt.fees)}</td></tr>
    <tr><td>Court costs</td><td>${$(d.amt.costs)}</td></tr>
    <tr><td><b>Total</b></td><td><b>${$(total)}</b></td></tr></table>
    <div class="tiny" style="position:absolute;bottom:28px;left:70px;right:70px;border-top:1px solid #000;padding-top:3px">Instructions: attach addendum sheet for additional parties if needed; make notation on this sheet if addendum sheet is used. SC-1 Rev. 2025</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 06 GA Fulton magistrate, Notice to Defendant stub with address, no e-mail
docs.push({
  id: '06', state: 'GA', kind: 'statement of claim with notice to defendant',
  layout: 'claim form on top, perforated detachable "Notice to Defendant" stub at the bottom that alone carries the consumer address; attorney block without e-mail',
  css_font: "'Nimbus Sans'",
  court: { lines: ['In the Magistrate Court of Fulton County', 'State of Georgia'], addr: '160 Pryor Commons SW, Atlanta, GA 30303', phone: '(404) 555-0145', email: 'magcivil@fultonmagct.org' },
  case: '26MS014417',
  def: { name: 'Anthony J. Pettaway', street: '3417 Campbellton Rd SW Apt 12', city: 'Atlanta', st: 'GA', zip: '30331' },
  pl: { name: 'Ironwood Receivables, LLC', addr: '5 Concourse Pkwy Ste 2100, Atlanta, GA 30328', phone: '(678) 555-0112' },
  firm: { name: 'Bramlett & Osei, P.C.', atty: 'Kwame A. Osei', bar: 'Ga. Bar No. 557190', addr: '235 Peachtree St NE Ste 1400, Atlanta, GA 30303', phone: '(404) 555-0166', fax: '(404) 555-0167', email: null },
  amt: { principal: 864.55, interest: 96.30, costs: 81.00 },
  html(d) {
    const total = d.amt.principal + d.amt.interest + d.amt.costs;
    const css = `
    .page{font-family:${d.css_font};font-size:9.8pt;padding:44px 60px;line-height:1.32}
    .hdr{border:2px solid #000;padding:8px 12px;display:flex;justify-content:space-between;align-items:center}
    h1{font-size:14pt;margin:10px 0 6px 0}
    .pp{display:grid;grid-template-columns:110px 1fr;row-gap:3px;margin:6px 0}
    .sum td{padding:2px 10px 2px 0}
    .stub{position:absolute;left:40px;right:40px;bottom:34px;border-top:2px dashed #444;padding:10px 20px 0 20px;font-size:9pt}
    .scissor{position:absolute;top:-12px;left:0;background:#fff;font-size:13pt;font-family:'DejaVu Sans'}
    `;
    const b = `
    <div class="hdr"><div><div class="b" style="font-size:12pt">${U(d.court.lines[0])}</div><div class="b">${U(d.court.lines[1])}</div></div>
      <div class="r"><span class="small">CASE NO.</span><br><b style="font-size:13pt">${esc(d.case)}</b></div></div>
    <div class="small" style="margin-top:3px">${esc(d.court.addr)} · Civil Division ${esc(d.court.phone)} · e-filing questions: ${esc(d.court.email)}</div>
    <h1>STATEMENT OF CLAIM AND SUMMONS</h1>
    <div class="pp"><b>Plaintiff:</b><span>${esc(d.pl.name)}, ${esc(d.pl.addr)}, ${esc(d.pl.phone)}</span>
      <b>Defendant:</b><span>${esc(d.def.name)} (address on Notice to Defendant below)</span></div>
    <p>Plaintiff states that the defendant is indebted to plaintiff on an open account for medical services assigned to plaintiff by Westside Urgent Care Associates, account no. WUC-88104, in the amounts below, and that demand for payment has been made and refused.</p>
    <table class="sum"><tr><td>Principal amount claimed</td><td class="b">${$(d.amt.principal)}</td></tr><tr><td>Interest at 7% through filing</td><td>${$(d.amt.interest)}</td></tr><tr><td>Court costs (filing and service)</td><td>${$(d.amt.costs)}</td></tr><tr><td>Total</td><td>${$(total)}</td></tr></table>
    <p style="margin-top:8px">The undersigned swears that the above is true and correct, and that the defendant is not a minor or in the military service.</p>
    <div style="display:flex;justify-content:space-between;margin-top:6px"><div><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">Kwame A. Osei</span><br>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>Tel ${esc(d.firm.phone)} · Fax ${esc(d.firm.fax)}<br>Attorney for Plaintiff</div>
    <div style="text-align:right">Sworn to and subscribed before me<br>this 19th day of November, 2026.<br><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">L. Harmon</span><br>Deputy Clerk / Notary Public</div></div>
    <p style="margin-top:10px"><b>SUMMONS.</b> You are required to answer this claim, in writing or in person, at the office of the Clerk of the Magistrate Court within thirty (30) days after service. If you do not answer, a default judgment may be entered against you. If you cannot afford a lawyer, you may contact Atlanta Legal Aid Society.</p>
    <div style="border:1px solid #000;padding:8px 12px;margin-top:8px"><b>DEFENDANT'S ANSWER</b> <span class="small">(optional — you may also answer in person or file your own written answer)</span>
      <div style="margin-top:5px;line-height:1.7">${cb(false)}I do not owe the plaintiff any money. &nbsp; ${cb(false)}I owe only part of the amount claimed: $__________<br>
      ${cb(false)}I owe the amount claimed but want to ask the court for a payment plan of $________ per month.<br>
      ${cb(false)}I have a counterclaim against the plaintiff (attach statement). &nbsp; ${cb(false)}I request a hearing and will bring witnesses.</div>
      <div style="display:flex;gap:30px;margin-top:14px"><div style="flex:1;border-top:1px solid #000;font-size:7pt">DEFENDANT'S SIGNATURE</div><div style="flex:.5;border-top:1px solid #000;font-size:7pt">DATE</div><div style="flex:.8;border-top:1px solid #000;font-size:7pt">TELEPHONE</div></div></div>
    <div class="stub"><span class="scissor">✂</span>
      <div style="display:flex;justify-content:space-between"><div class="b" style="font-size:11pt">NOTICE TO DEFENDANT — DETACH AND KEEP</div><div>Case No. ${esc(d.case)}</div></div>
      <div style="display:flex;gap:30px;margin-top:6px"><div style="flex:1;border:1px solid #000;padding:6px 10px;font-size:10.5pt">${U(d.def.name)}<br>${U(d.def.street)}<br>${U(d.def.city)} ${U(d.def.st)} ${esc(d.def.zip)}</div>
      <div style="flex:1.3">You have been sued by <b>${esc(d.pl.name)}</b> in the Magistrate Court of Fulton County. Your answer is due within 30 days of service. Bring this notice with you when you come to the clerk's office at ${esc(d.court.addr)}.</div></div>
      <div class="tiny" style="margin-top:6px">FMC Civil 2 (06/2025) · Sheriff's entry of service on reverse</div></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 07 VA Fairfax GDC warrant in debt, boxed form
docs.push({
  id: '07', state: 'VA', kind: 'civil warrant (warrant in debt)',
  layout: 'boxed "Warrant in Debt" form with plaintiff and defendant boxes side by side, basis-of-claim check boxes, judgment section for court use, apostrophe surname',
  css_font: "'DejaVu Sans Condensed'",
  court: { lines: ['Fairfax County General District Court'], addr: '4100 Chain Bridge Commons, Fairfax, Virginia 22030', phone: '(703) 555-0114' },
  case: 'GV26012345-00',
  def: { name: "Desmond K. O'Neal", street: '7815 Fordson Rd Apt 3', city: 'Alexandria', st: 'VA', zip: '22306' },
  pl: { name: 'Cardinal Peak Funding, LLC', addr: '1209 Orange St, Wilmington, DE 19801' },
  firm: { name: 'Ashby & Renner, P.C.', atty: 'Nathaniel P. Ashby', bar: 'VSB No. 84417', addr: '3975 University Dr Ste 210, Fairfax, VA 22030', phone: '(703) 555-0131', email: 'nashby@ashbyrenner.com' },
  amt: { principal: 4618.09, costs: 58.00, fees: 150.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10pt;padding:44px 50px;line-height:1.4}
    .frm{border:1.5px solid #000}
    .r1{display:flex;border-bottom:1.5px solid #000}
    .cell{padding:4px 7px;border-right:1px solid #000}
    .cell:last-child{border-right:none}
    .lbl{font-size:6.8pt;text-transform:uppercase;display:block;color:#111}
    .big{font-size:13pt;font-weight:bold;letter-spacing:.5px}
    .val{font-family:'DejaVu Sans Mono';font-size:9.5pt}
    .sec{border-bottom:1.5px solid #000;padding:5px 8px}
    .sec:last-child{border-bottom:none}
    .blank{display:inline-block;border-bottom:1px solid #000;min-width:80px}
    `;
    const b = `
    <div class="frm">
      <div class="r1"><div class="cell" style="flex:2.2"><span class="big">WARRANT IN DEBT</span><br><span class="b">(CIVIL CLAIM FOR MONEY)</span><br><span class="small">Commonwealth of Virginia · Va. Code § 16.1-79</span></div>
        <div class="cell" style="flex:1.3"><span class="lbl">Case No.</span><span class="val" style="font-size:12pt;font-weight:bold">${esc(d.case)}</span><br><span class="lbl" style="margin-top:4px">Return date and time</span><span class="val">01/21/2027 · 10:00 AM</span></div></div>
      <div class="sec"><span class="b" style="font-size:10.5pt">${U(d.court.lines[0])}</span> &nbsp;·&nbsp; ${esc(d.court.addr)} &nbsp;·&nbsp; ${esc(d.court.phone)}<br><span class="lbl">General District Court — street address of court</span></div>
      <div class="sec"><b>TO ANY AUTHORIZED OFFICER:</b> You are hereby commanded to summon the Defendant(s) to appear before this Court at the above address on the return date and time to answer the Plaintiff(s)' civil claim shown below.
        <div style="display:flex;justify-content:space-between;margin-top:4px"><span>11/16/2026 <span class="lbl" style="display:inline">date issued</span></span><span><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">A. Pham</span> &nbsp;<span class="lbl" style="display:inline">clerk / deputy clerk / magistrate</span></span></div></div>
      <div class="r1"><div class="cell" style="flex:1"><span class="lbl">Plaintiff(s) (last name, first name, middle initial) and address</span><b>${U(d.pl.name)}</b><br>${esc(d.pl.addr)}</div>
        <div class="cell" style="flex:1"><span class="lbl">Defendant(s) (last name, first name, middle initial) and address</span><b>${U(lastFirst(d.def.name))}</b><br>${esc(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div></div>
      <div class="sec"><b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of <span class="val b">${$(d.amt.principal)}</span> net of any credit, with interest at <span class="val">6</span>% from date of <span class="val">04/30/2026</span> until paid,
        <span class="val">${$(d.amt.costs)}</span> costs and <span class="val">${$(d.amt.fees)}</span> attorney's fees with the basis of this claim being:<br>
        ${cb(false)}Open Account &nbsp; ${cb(true)}Credit Card &nbsp; ${cb(false)}Note &nbsp; ${cb(false)}Contract &nbsp; ${cb(false)}Return of Rent/Security Deposit &nbsp; ${cb(false)}Other: <span class="blank"></span><br>
        <span class="small">Original creditor: Old Dominion Card Bank · account ending 5120 · charged off 04/30/2026</span></div>
      <div class="r1"><div class="cell" style="flex:1.3"><span class="lbl">Attorney for plaintiff(s)</span>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)} · ${esc(d.firm.email)}</div>
        <div class="cell" style="flex:1"><span class="lbl">Plaintiff's signature / date</span><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">N. P. Ashby</span> &nbsp; 11/12/2026<br><span class="small">${cb(true, 10)}Plaintiff's attorney ${cb(false, 10)}Plaintiff ${cb(false, 10)}Plaintiff's employee</span></div></div>
      <div class="sec" style="background:#eee"><b>HOMESTEAD EXEMPTION WAIVED?</b> ${cb(false)}Yes ${cb(true)}No ${cb(false)}Cannot be demanded &nbsp;&nbsp; <b>Defendant served by:</b> ${cb(false)}personal ${cb(false)}posted ${cb(false)}substituted</div>
      <div class="sec"><b>JUDGMENT</b> <span class="small">(for court use)</span> — Judgment for <span class="blank"></span> against <span class="blank" style="min-width:140px"></span> for $<span class="blank"></span> net of any credit, with interest at <span class="blank" style="min-width:30px"></span>% from <span class="blank"></span>, $<span class="blank" style="min-width:50px"></span> costs and $<span class="blank" style="min-width:50px"></span> attorney's fees.
        ${cb(false)}Dismissed ${cb(false)}Non-suit ${cb(false)}Default judgment<br>Date: <span class="blank"></span> &nbsp; Judge: <span class="blank" style="min-width:200px"></span></div>
      <div class="sec small"><b>NOTICE TO DEFENDANT:</b> You are not required to appear on the return date if you do not contest the claim; however, if you do not appear, judgment may be entered against you. If you need an interpreter, contact the clerk's office. Court filing fee paid by plaintiff: ${$(d.amt.costs)}. Jurisdictional limit of this court: $50,000.</div>
    </div>
    <div class="tiny" style="margin-top:4px;display:flex;justify-content:space-between"><span>FORM DC-412-F (MASTER, PAGE ONE OF TWO) 07/26</span><span>Fairfax GDC — Civil</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 08 VA Beach circuit court complaint, service list at bottom
docs.push({
  id: '08', state: 'VA', kind: 'complaint (circuit court, auto deficiency)',
  layout: 'traditional pleading caption with case number at right of the party block, numbered allegations, "By Counsel" signature, service list at the bottom with the consumer address',
  css_font: "'P052'",
  court: { lines: ['In the Circuit Court of the City of Virginia Beach'] },
  case: 'CL26-2417',
  def: { name: 'Brianna L. Castellanos', street: '1532 Laskin Rd Apt 104', city: 'Virginia Beach', st: 'VA', zip: '23451' },
  pl: { name: 'Tidewater Auto Credit Corp.', addr: '5500 Greenwich Rd Ste 120, Virginia Beach, VA 23462' },
  firm: { name: 'Kessler Duval PLC', atty: 'Harrison T. Kessler', bar: 'VSB No. 71902', addr: '4425 Corporation Ln Ste 300, Virginia Beach, VA 23462', phone: '(757) 555-0148', fax: '(757) 555-0149', email: 'hkessler@kesslerduval.com', other: 'litigation@kesslerduval.com' },
  amt: { principal: 18904.55, auction: 9100.00, fees: 4726.14 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.8pt;padding:62px 80px;line-height:1.42}
    .cap{display:flex;justify-content:space-between;margin-top:16px}
    h2{text-align:center;font-size:12pt;margin:14px 0 8px 0;letter-spacing:3px}
    ol{margin:0;padding-left:26px}ol li{margin-bottom:4px;text-align:justify}
    .svc{position:absolute;left:80px;right:80px;bottom:44px;border-top:1px solid #000;padding-top:6px;font-size:9pt;line-height:1.3}
    `;
    const b = `
    <div class="c b" style="font-size:12pt">${U(d.court.lines[0])}</div>
    <div class="cap"><div>${U(d.pl.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${U(d.def.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
      <div style="align-self:center;text-align:right">Case No. ${esc(d.case)}<br><span class="small">Amount sued for: ${$(d.amt.principal)} plus interest, fees and costs</span></div></div>
    <h2>COMPLAINT</h2>
    <p>Plaintiff ${esc(d.pl.name)}, by counsel, states as follows for its Complaint against Defendant ${esc(d.def.name)}:</p>
    <ol>
    <li>Plaintiff is a Virginia stock corporation with its principal office at ${esc(d.pl.addr)}.</li>
    <li>Defendant is a natural person who resides in the City of Virginia Beach, Virginia.</li>
    <li>On June 12, 2023, Defendant executed a Retail Installment Sales Contract (the "Contract") for the purchase of a 2019 Nissan Altima, VIN 1N4BL4BV5KC118842, which Contract was assigned to Plaintiff.</li>
    <li>Defendant defaulted by failing to make the installment payments due beginning October 2025. Plaintiff lawfully repossessed the vehicle and, after notice, sold it at a commercially reasonable auction for ${$(d.amt.auction)}.</li>
    <li>After application of the net sale proceeds and all credits, a deficiency balance of ${$(d.amt.principal)} remains due and owing from Defendant to Plaintiff.</li>
    <li>The Contract provides for interest at 8.9% per annum and for attorney's fees of twenty-five percent (25%) of the amount due, which is ${$(d.amt.fees)}.</li>
    </ol>
    <p style="margin-top:6px">WHEREFORE, Plaintiff demands judgment against Defendant in the principal amount of ${$(d.amt.principal)}, with interest at the contract rate of 8.9% from February 14, 2026 until paid, attorney's fees of ${$(d.amt.fees)}, and its costs in this behalf expended.</p>
    <div style="margin-left:320px;margin-top:10px">${U(d.pl.name)}<br>By Counsel<br><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">Harrison T. Kessler</span></div>
    <div style="margin-top:6px;font-size:9.6pt;line-height:1.3">${esc(d.firm.atty)} (${esc(d.firm.bar)})<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>Telephone ${esc(d.firm.phone)} · Facsimile ${esc(d.firm.fax)}<br>${esc(d.firm.email)} · cc: ${esc(d.firm.other)}<br><i>Counsel for Plaintiff</i></div>
    <div class="svc"><b>SERVICE LIST — PLEASE SERVE:</b><br>${esc(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}<br>
    <span class="small">Serve by: Sheriff of the City of Virginia Beach, 2425 Nimmo Pkwy, Virginia Beach, VA 23456 · Sheriff's fee $12.00 · Filing fee paid $97.00</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 09 VA Henrico GDC, clerk's computer printout (monospace), Jr. suffix
docs.push({
  id: '09', state: 'VA', kind: 'civil warrant (clerk-issued printout)',
  layout: 'clerk case-management printout in monospace with field codes, tractor-feed style header rule, name with Jr. suffix, account number beside case number',
  css_font: "'Liberation Mono'",
  court: { lines: ['Henrico County General District Court'], addr: '4301 E Parham Commons Rd, Henrico, VA 23228', phone: '(804) 555-0157' },
  case: 'GV26004471-00',
  def: { name: 'Curtis W. Abernathy Jr.', street: '8912 Quioccasin Rd Unit 6', city: 'Richmond', st: 'VA', zip: '23229' },
  pl: { name: 'Pinnacle Recovery Partners, LLC', addr: '600 E Main St Ste 2000, Richmond, VA 23219' },
  firm: { name: 'Lowell Mercer & Associates, PLLC', atty: 'Janet O. Mercer', bar: 'VSB 90215', addr: '7275 Glen Forest Dr Ste 310, Richmond, VA 23226', phone: '(804) 555-0183', email: 'jmercer@lowellmercer.com', other: 'gdcfilings@lowellmercer.com' },
  amt: { principal: 2057.33, asof: 2157.33, costs: 58.00, fees: 350.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.2pt;padding:40px 56px;line-height:1.42;white-space:pre;color:#1a1a1a}
    .rule{border-top:1px dashed #000;margin:3px 0}
    .hb{font-weight:bold}
    .grey{background:repeating-linear-gradient(#fff 0,#fff 17px,#eef3ee 17px,#eef3ee 34px)}
    `;
    const p = (k, v) => (k + ':').padEnd(22, ' ') + v;
    const b = `<div class="hb">COMMONWEALTH OF VIRGINIA                                    RUN DATE 11/18/2026  14:07
${U(d.court.lines[0])}                       PAGE 001
${esc(d.court.addr)}           ${esc(d.court.phone)}</div><div class="rule"></div><div class="hb" style="font-size:12pt">             WARRANT IN DEBT  -  CIVIL CLAIM FOR MONEY</div><div class="rule"></div><div class="grey">${esc(p('CASE NUMBER', d.case))}        ${esc(p('PLTF ACCT REF', 'PRP-7731904'))}
${esc(p('FILED', '11/17/2026'))}           ${esc(p('HEARING', '01/26/2027 09:00 AM'))}
${esc(p('CASE TYPE', 'CV-DEBT  (CREDIT CARD)'))}
</div><div class="rule"></div>PLAINTIFF 01
  ${U(d.pl.name)}
  ${U(d.pl.addr)}
ATTORNEY  01  ${U(d.firm.atty)}  ${esc(d.firm.bar)}
  ${U(d.firm.name)}
  ${U(d.firm.addr)}
  PH ${esc(d.firm.phone)}   EMAIL ${esc(d.firm.email)}
  ALT EMAIL (FILINGS) ${esc(d.firm.other)}
<div class="rule"></div>DEFENDANT 01
  ${U(d.def.name)}
  ${U(d.def.street)}
  ${U(d.def.city)} ${esc(d.def.st)} ${esc(d.def.zip)}
  SERVICE: SHERIFF HENRICO CO    DOB: **/**/****
<div class="rule"></div>CLAIM
${esc(p('  PRINCIPAL SUED FOR', '$' + money(d.amt.principal)))}
${esc(p('  BAL AS OF 09/30/26', '$' + money(d.amt.asof)))}    (BEFORE $100.00 PMT 10/15/26)
${esc(p('  INTEREST', '6.000% FROM 10/15/2026'))}
${esc(p('  COSTS', '$' + money(d.amt.costs)))}
${esc(p('  ATTORNEY FEES', '$' + money(d.amt.fees)))}
${esc(p('  BASIS', 'CREDIT CARD - ORIG CRED JAMES RIVER BANK'))}
<div class="rule"></div><span style="white-space:normal;display:block">TO ANY AUTHORIZED OFFICER: YOU ARE COMMANDED TO SUMMON THE DEFENDANT(S) NAMED ABOVE TO APPEAR BEFORE THIS COURT ON THE HEARING DATE SHOWN TO ANSWER THE PLAINTIFF'S CIVIL CLAIM. IF THE DEFENDANT FAILS TO APPEAR, JUDGMENT MAY BE ENTERED FOR THE PLAINTIFF.</span>
<span style="white-space:normal;display:block">NOTICE TO DEFENDANT: IF YOU WISH TO CONTEST THIS CLAIM YOU MUST APPEAR ON THE HEARING DATE. THE COURT MAY ORDER YOU TO FILE A WRITTEN RESPONSE. CALL THE CLERK'S OFFICE AT ${esc(d.court.phone)} WITH QUESTIONS. DO NOT SEND PAYMENTS TO THE COURT.</span>
<div class="rule"></div>ISSUED 11/18/2026        CLERK: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">R. Talley</span>     DEPUTY CLERK
<div class="rule"></div>SHERIFF'S RETURN
  EXECUTED ON ____/____/______  BY: PERSONAL ___  SUBSTITUTED ___  POSTED ___
  SERVING OFFICER ______________________________ FOR ______________ SHERIFF

<span style="font-size:7pt">DC-412 CMS PRINT  -  V4.11  -  GDC043  -  DEFENDANT COPY</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 10 MI 36th District summons, boxed grid, attorney in footer band
docs.push({
  id: '10', state: 'MI', kind: 'summons (district court)',
  layout: 'boxed grid summons with case-number box at top right, numbered notice paragraphs, plaintiff attorney block in a footer band, P-number bar distractor',
  css_font: "'Liberation Sans'",
  court: { lines: ['State of Michigan', '36th District Court'], addr: '1450 Griswold Commons, Detroit, MI 48226', phone: '(313) 555-0101' },
  case: '26-104417-GC',
  def: { name: 'LaToya M. Jefferson', street: '19340 Greenlawn St', city: 'Detroit', st: 'MI', zip: '48221' },
  pl: { name: 'Great Lakes Portfolio Funding, LLC', addr: '400 Renaissance Ctr Ste 2600, Detroit, MI 48243' },
  firm: { name: 'Brenner, Koval & Stahl, P.C.', atty: 'Aaron M. Koval', bar: 'P81234', addr: '30100 Telegraph Rd Ste 210, Bingham Farms, MI 48025', phone: '(248) 555-0126', email: 'akoval@bkslaw.net', other: 'efile@bkslaw.net' },
  amt: { principal: 6214.78, filing: 150.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9pt;padding:36px 46px;line-height:1.3}
    table.g{width:100%;border:1.5px solid #000}
    table.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
    .lbl{font-size:6.8pt;display:block;text-transform:uppercase}
    ol{margin:4px 0;padding-left:18px}ol li{margin-bottom:3px}
    .foot{position:absolute;left:46px;right:46px;bottom:30px;background:#e9e9e9;border:1.5px solid #000;padding:6px 10px;display:flex;gap:20px;font-size:8.6pt}
    `;
    const b = `
    <table class="g">
      <tr><td rowspan="2" style="width:28%"><span class="lbl">Approved, SCAO</span><span class="b" style="font-size:11pt">${U(d.court.lines[0])}</span><br><span class="lbl" style="margin-top:2px">Judicial district</span><b style="font-size:11pt">${U(d.court.lines[1])}</b></td>
        <td rowspan="2" style="text-align:center;vertical-align:middle"><span style="font-size:17pt;font-weight:bold;letter-spacing:3px">SUMMONS</span><br><span class="small">Original — Court · 1st copy — Defendant</span></td>
        <td style="width:27%"><span class="lbl">Case No.</span><b style="font-size:12.5pt">${esc(d.case)}</b></td></tr>
      <tr><td><span class="lbl">Judge</span>Hon. R. L. Abernethy &nbsp; <span class="lbl" style="display:inline">Bar no.</span> P40012</td></tr>
      <tr><td colspan="3"><span class="lbl">Court address and telephone</span>${esc(d.court.addr)} · ${esc(d.court.phone)}</td></tr>
      <tr><td colspan="2" style="width:50%"><span class="lbl">Plaintiff's name, address, and telephone no.</span><b>${esc(d.pl.name)}</b><br>${esc(d.pl.addr)}<br>(313) 555-0188</td>
        <td><span class="lbl">Defendant's name, address, and telephone no.</span><b>${esc(d.def.name)}</b><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</td></tr>
      <tr><td colspan="3" style="font-size:8.4pt"><b>Instructions:</b> Check the items below that apply to you and provide any required information. Submit this form to the court clerk along with your complaint.<br>
        ${cb(true)}There are no pending or resolved cases within the jurisdiction of the family division involving the family or family members of the person(s) who are the subject of the complaint.<br>
        ${cb(true)}This is a business case in which all or part of the action includes a business or commercial dispute. &nbsp; ${cb(false)}MDHHS and a contracted health plan may have a right to recover expenses.<br>
        ${cb(true)}There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint.<br>
        <b>Amount claimed (complaint attached):</b> ${$(d.amt.principal)} principal, plus costs and statutory interest. ${cb(true)}The amount in controversy does not exceed $25,000.</td></tr>
    </table>
    <div style="margin-top:8px;font-size:10pt"><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified:</div>
    <ol style="font-size:9.6pt">
      <li>You are being sued.</li>
      <li><b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to <b>file a written answer with the court</b> and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state).</li>
      <li>If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</li>
      <li>If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter, please contact the court immediately to make arrangements.</li>
    </ol>
    <table class="g" style="margin-top:6px"><tr><td><span class="lbl">Issue date</span>11/20/2026</td><td><span class="lbl">Expiration date*</span>02/19/2027</td><td><span class="lbl">Court clerk</span><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">J. Whitaker</span></td><td><span class="lbl">Filing fee paid</span>${$(d.amt.filing)}</td></tr></table>
    <div class="tiny" style="margin-top:2px">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.</div>
    <div style="margin-top:10px;border:1px solid #000;padding:6px 10px;font-size:8.5pt"><b>PROOF OF SERVICE</b> — TO PROCESS SERVER: You must serve the summons and complaint and file proof of service with the court clerk before the expiration date. ${cb(false)}Personal service ${cb(false)}Certified mail ${cb(false)}Registered mail, return receipt requested. Service fee: $______ Miles traveled: ______ Mileage fee: $______</div>
    <div style="display:flex;gap:20px;margin-top:14px;align-items:center"><div>${seal('36TH DISTRICT COURT', 'DETROIT · MICHIGAN', 170, '#333', 0.22, 13)}</div>
      <div style="flex:1;border:1px dashed #555;padding:8px 10px;font-size:8.6pt"><b>COMPLAINT SUMMARY (from attached complaint)</b><br>Account stated on credit card issued by Motor City Card Services, acct. ending 7719; charged off 05/29/2026.<br>
      Balance as of charge-off: $6,514.78 · Payments after charge-off: $300.00 · Principal claimed: ${$(d.amt.principal)}<br>Plaintiff reserves statutory interest under MCL 600.6013 and taxable costs.</div></div>
    <div class="foot"><div><span class="lbl">Plaintiff's attorney, bar no., address, and telephone no.</span><b>${esc(d.firm.atty)} (${esc(d.firm.bar)})</b><br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}</div>
      <div>${esc(d.firm.phone)}<br>${esc(d.firm.email)}<br><span class="small">Service copies: ${esc(d.firm.other)}</span></div>
      <div style="margin-left:auto;text-align:right" class="tiny">MC 01 (9/25) SUMMONS<br>MCR 1.109(D), MCR 2.102(B)</div></div>`;
    return htmlDoc(css, b);
  },
});

module.exports = docs;
