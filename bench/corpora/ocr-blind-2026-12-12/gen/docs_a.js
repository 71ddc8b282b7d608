'use strict';
// Documents 01-10. Every value that ends up in truth.json lives in `t` (or `court`) and the
// template below reads it from there, so the page and the truth cannot drift apart.
const { m, $, UP, lastFirst } = require('./lib');
const L = (g) => g.join('<br>'); // lines of one heading group

const docs = [];

// ---------------------------------------------------------------- 01 FL Hillsborough County Court
docs.push({
  id: '01', state: 'FL', kind: 'summons (20-day, personal service on an individual)',
  layout: 'small-caps court title across top; case/division box top right; caption with vertical rule; e-portal filing stamp header; "Serve at:" block; bilingual English/Spanish IMPORTANT/IMPORTANTE notice; attorney block under signature line at bottom with primary+secondary e-mails',
  font: 'C059', fontCss: "'C059',serif", size: '10pt', lh: 1.28,
  court: [['In the County Court of the Thirteenth Judicial Circuit', 'in and for Hillsborough County, Florida']],
  t: {
    customer_name: 'Dolores A. Whitfield', plaintiff_name: 'Bayline Credit Recovery, LLC', law_firm_name: 'Ramsey Whitcombe, P.A.',
    lawyer_email: 'cortega@ramseywhitcombe.com', lawsuit_state: 'FL', lawsuit_amount: 3418.77, civil_number: '26-CC-041872',
    customer_street: '4410 Sandpiper Ridge Dr, Apt 208', customer_city: 'Tampa', customer_state: 'FL', customer_zip_code: '33610',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => UP(t.customer_name),
  css: `
  .stamp{font-size:7pt;color:#444;border-bottom:1px solid #999;padding:4px 0 3px;margin:0 0 10px}
  .wrap{padding:34px 62px 0 62px}
  .top{display:flex;justify-content:space-between;align-items:flex-start}
  .ct{font-variant:small-caps;font-size:13pt;letter-spacing:.04em;line-height:1.25;text-align:center;flex:1;padding-right:18px}
  .box{border:1.5px solid #111;padding:5px 9px;font-size:9pt;width:190px}
  .box .lbl{display:block;color:#333}
  .cap{display:flex;margin:14px 0 8px}
  .cap .l{width:56%;border-right:1.5px solid #111;padding-right:12px}
  .cap .rr{padding-left:16px;display:flex;align-items:center;font-weight:700;font-size:11pt}
  h1{font-size:12pt;text-align:center;margin:8px 0 6px;letter-spacing:.05em}
  p{margin:0 0 6px}
  .serve{border:1px dashed #333;padding:6px 10px;margin:4px 0 8px 40px;width:330px}
  .imp{display:flex;gap:10px;margin:6px 0;font-size:8.5pt}
  .imp div{border:1px solid #555;padding:5px 7px;flex:1}
  .sig{display:flex;justify-content:space-between;margin-top:10px}
  .sigl{width:260px;border-top:1px solid #111;margin-top:26px;padding-top:3px;font-size:9.5pt}
  .ftr{position:absolute;bottom:26px;left:62px;right:62px;border-top:1px solid #999;padding-top:3px;display:flex;justify-content:space-between;color:#333}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="stamp">Filing # 238114572 &nbsp; E-Filed 10/14/2026 09:41:22 AM</div>
  <div class="top"><div class="ct">${L(d.court[0])}</div>
   <div class="box"><span class="lbl">CASE NO.</span><b>${t.civil_number}</b><br><span class="lbl">DIVISION</span>L &nbsp;&nbsp;<span class="lbl">CIVIL DIVISION</span></div></div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)}, as assignee of Sunwave Bank,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.pn(t)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
   <div class="rr">SUMMONS<br>20-DAY PERSONAL SERVICE<br>ON AN INDIVIDUAL</div></div>
  <h1>THE STATE OF FLORIDA</h1>
  <p>To Each Sheriff of the State: YOU ARE COMMANDED to serve this summons and a copy of the complaint in this action on defendant:</p>
  <div class="serve"><span class="lbl">Serve at:</span><br><b>${t.customer_name}</b><br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div>
  <p class="j">Each defendant is required to serve written defenses to the complaint on Plaintiff's attorney, whose name and address appear below, within 20 days after service of this summons on that defendant, exclusive of the day of service, and to file the original of the defenses with the Clerk of this Court either before service on Plaintiff's attorney or immediately thereafter. If a defendant fails to do so, a default will be entered against that defendant for the relief demanded in the complaint.</p>
  <p class="j">Plaintiff, ${t.plaintiff_name}, sues on an account stated and demands <b>${$(t.lawsuit_amount)}</b> principal, together with pre-suit interest of $291.06 stated separately, and taxable costs (filing fee $300.00; service of process $40.00). This Court's county-court jurisdiction extends to $50,000.00.</p>
  <div class="imp"><div><b>IMPORTANT</b> — A lawsuit has been filed against you. You have 20 calendar days after this summons is served on you to file a written response to the attached complaint with the clerk of this court. A phone call will not protect you. If you want the court to hear your side of the case, you must file a written response, including the case number given above and the names of the parties.</div>
  <div lang="es"><b>IMPORTANTE</b> — Usted ha sido demandado legalmente. Tiene 20 días, contados a partir del recibo de esta notificación, para contestar la demanda adjunta, por escrito, y presentarla ante este tribunal. Una llamada telefónica no lo protegerá. Si usted desea que el tribunal considere su defensa, deberá presentar su respuesta por escrito, incluyendo el número del caso y los nombres de las partes interesadas.</div></div>
  <p style="font-size:9pt">DATED on October 14, 2026. &nbsp; Harold V. Espinoza, Clerk of the Circuit Court &amp; Comptroller, 419 N. Palmetto Ave, Tampa, FL 33602 · (813) 555-0100 · civil.intake@hcclerk13.org &nbsp; By: ________ Deputy Clerk</p>
  <div class="sig"><div class="sigl">/s/ Celeste M. Ortega<br>Celeste M. Ortega, Esq.<br>Florida Bar No. 0184472<br>${t.law_firm_name}<br>2200 N. Westshore Blvd, Suite 410<br>Tampa, FL 33607 · Tel. (813) 555-0142<br>Primary e-mail: ${t.lawyer_email}<br>Secondary e-mail: eservice@ramseywhitcombe.com<br>Attorney for Plaintiff</div>
   <div style="font-size:8pt;width:230px;margin-top:30px;color:#222">If you are a person with a disability who needs an accommodation, please contact the ADA Coordinator, (813) 555-0107, ada@hcclerk13.org, at least 7 days before your scheduled court appearance.<br><br>Our File No. RW-26-11873</div></div>
  </div>
  <div class="ftr"><span>Form 1.902(a) — Summons</span><span>Case ${t.civil_number} · Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 02 FL Palm Beach small claims
docs.push({
  id: '02', state: 'FL', kind: 'statement of claim (small claims)',
  layout: '"Plaintiff\'s attorney" box top left; uniform case number box top right with label below; caption inside a box of asterisks; second defendant at a different address; defendants in a name/street/city/state/ZIP table; amounts table with total',
  font: 'Liberation Serif', fontCss: "'Liberation Serif',serif", size: '11pt', lh: 1.3,
  court: [['In the County Court in and for Palm Beach County, Florida'], ['Small Claims Division']],
  t: {
    customer_name: 'Tremaine J. Okafor', plaintiff_name: 'Northmark Funding Group, LLC', law_firm_name: 'Halberd & Voss, PLLC',
    lawyer_email: 'jcastellanos@halberdvoss.com', lawsuit_state: 'FL', lawsuit_amount: 2186.40, civil_number: '502026SC018734XXXASB',
    customer_street: '2931 Lantana Palm Ct', customer_city: 'West Palm Beach', customer_state: 'FL', customer_zip_code: '33407',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:40px 60px}
  .top{display:flex;justify-content:space-between;font-size:9pt;line-height:1.25}
  .atty{border:1px solid #111;padding:5px 8px;width:300px}
  .atty .lbl{display:block;font-weight:700;border-bottom:1px solid #111;margin-bottom:3px}
  .ucn{width:250px;text-align:center;margin-top:14px}
  .ucn .v{border:2px solid #111;padding:6px 4px;font-weight:700;font-size:11pt;letter-spacing:.03em}
  .ct{text-align:center;font-weight:700;margin:18px 0 6px;line-height:1.3}
  .ast{font-family:'Liberation Mono',monospace;font-size:10pt;line-height:1.2;margin:6px auto;width:560px}
  .ast .row{white-space:pre}
  .ast .mid{display:flex}
  .ast .side{white-space:pre;width:22px}
  .ast .in{flex:1;font-family:'Liberation Serif',serif;font-size:11pt;padding:2px 10px}
  h1{text-align:center;font-size:13pt;letter-spacing:.08em;margin:12px 0 8px}
  p{margin:0 0 7px}
  table.d{width:100%;font-size:9.5pt;margin:4px 0 8px}
  table.d th{font-size:7.5pt;text-align:left;border-bottom:1.5px solid #111;padding:2px 4px}
  table.d td{border-bottom:1px solid #888;padding:3px 4px}
  table.amt{margin:4px 0 8px 40px;font-size:10.5pt}
  table.amt td{padding:1px 10px}
  .sig{margin-top:14px;font-size:10pt}
  .ftr{position:absolute;bottom:24px;left:60px;right:60px;display:flex;justify-content:space-between;color:#333}
  `,
  body: (d) => { const t = d.t; const star = '*'.repeat(62); return `
  <div class="wrap">
  <div class="top"><div class="atty"><span class="lbl">Plaintiff's attorney</span>Jonah P. Castellanos, Esq. (FBN 1029384)<br>${t.law_firm_name}<br>1901 S. Dixie Hwy, Suite 300<br>West Palm Beach, FL 33401<br>(561) 555-0167 · Fax (561) 555-0168<br>${t.lawyer_email}<br>Service only: pleadings@halberdvoss.com</div>
  <div class="ucn"><div class="v">${t.civil_number}</div><div class="lbl">UNIFORM CASE NUMBER</div><div class="lbl" style="margin-top:6px">Division RB · Filed 11/04/2026</div></div></div>
  <div class="ct">${L(d.court[0])}<br>${L(d.court[1])}</div>
  <div class="ast"><div class="row">${star}</div>
   <div class="mid"><div class="side">*<br>*<br>*<br>*<br>*<br>*</div><div class="in">${UP(t.plaintiff_name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${UP(t.customer_name)} and KEISHA L. OKAFOR,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div><div class="side">*<br>*<br>*<br>*<br>*<br>*</div></div>
   <div class="row">${star}</div></div>
  <h1>STATEMENT OF CLAIM</h1>
  <p class="j">Plaintiff, ${t.plaintiff_name}, sues Defendants, ${t.customer_name} and Keisha L. Okafor, and alleges:</p>
  <p class="j">1. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs and attorney's fees, within the small claims jurisdiction of this Court.</p>
  <p class="j">2. Defendants reside in Palm Beach County, Florida, at the addresses below:</p>
  <table class="d"><tr><th>Defendant</th><th>Street address</th><th>City</th><th>State</th><th>ZIP</th></tr>
   <tr><td>${t.customer_name}</td><td>${t.customer_street}</td><td>${t.customer_city}</td><td>${t.customer_state}</td><td>${t.customer_zip_code}</td></tr>
   <tr><td>Keisha L. Okafor</td><td>1187 Gateway Blvd, Apt 12</td><td>Boynton Beach</td><td>FL</td><td>33426</td></tr></table>
  <p class="j">3. Defendants owe Plaintiff the principal sum of ${$(t.lawsuit_amount)} on a retail installment account ending 4471, originated by Coral Isle Furnishings and assigned to Plaintiff on 02/18/2026, a copy of which is attached as Exhibit "A".</p>
  <p class="j">4. Interest on the account is claimed separately from principal, as follows:</p>
  <table class="amt"><tr><td>Principal</td><td class="r">${$(t.lawsuit_amount)}</td></tr><tr><td>Interest (18% through 10/31/2026)</td><td class="r">$214.12</td></tr><tr><td>Court costs (filing and service)</td><td class="r">$175.00</td></tr><tr><td><b>Total</b></td><td class="r"><b>$2,575.52</b></td></tr></table>
  <p class="j">WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for the principal sum stated above, interest, and court costs.</p>
  <div class="sig">/s/ Jonah P. Castellanos<br>Jonah P. Castellanos, Esq., Florida Bar No. 1029384, for ${t.law_firm_name}</div>
  </div>
  <div class="ftr"><span>Account No. xxxx-4471 · Our File 26-HV-0881</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 03 FL Miami-Dade, mostly Spanish
docs.push({
  id: '03', state: 'FL', kind: 'notice to appear for pretrial conference (small claims), mostly in Spanish',
  layout: 'mostly Spanish; official English court caption with Spanish translation under it; case number top right and again in the footer; defendant address as a label line split across two rows (labels below blanks); hearing table; attorney and ADA coordinator e-mails',
  lang: 'es',
  font: 'DejaVu Sans', fontCss: "'DejaVu Sans',sans-serif", size: '9.5pt', lh: 1.32,
  court: [['In the County Court in and for Miami-Dade County, Florida']],
  t: {
    customer_name: 'Héctor L. Valdés', plaintiff_name: 'Solmar Consumer Finance, Inc.', law_firm_name: 'Arango & Pell, P.A.',
    lawyer_email: 'larango@arangopell.com', lawsuit_state: 'FL', lawsuit_amount: 1942.65, civil_number: '2026-041187-SP-05',
    customer_street: '1275 W 42nd St, Apt 6', customer_city: 'Hialeah', customer_state: 'FL', customer_zip_code: '33012',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:38px 58px}
  .hd{display:flex;justify-content:space-between;align-items:flex-start}
  .ct{font-weight:700;font-size:10.5pt;text-transform:uppercase;width:420px}
  .ct .es{font-weight:400;font-style:italic;text-transform:none;font-size:8.5pt;margin-top:2px}
  .cn{border-left:3px solid #111;padding-left:8px;font-size:9pt}
  .cn b{font-size:10.5pt}
  .cap{margin:14px 0 8px;line-height:1.4}
  h1{font-size:12pt;text-align:center;margin:10px 0 8px;border-top:2px solid #111;border-bottom:2px solid #111;padding:4px 0}
  p{margin:0 0 7px}
  .blank{border-bottom:1px solid #111;padding:0 4px;font-size:10pt;min-height:15px}
  .lb{font-size:7pt;color:#333;margin-bottom:5px}
  .grid{display:grid;grid-template-columns:1fr 1fr;column-gap:24px;margin:6px 0 8px}
  table.h{width:100%;margin:6px 0 10px;font-size:9.5pt}
  table.h td{border:1px solid #333;padding:4px 6px;vertical-align:top}
  table.h td.k{width:150px;background:#eee;font-weight:700}
  .atty{font-size:9pt;margin-top:8px;border-top:1px solid #555;padding-top:5px}
  .ftr{position:absolute;bottom:22px;left:58px;right:58px;display:flex;justify-content:space-between;color:#333;border-top:1px solid #aaa;padding-top:3px}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="ct">${L(d.court[0])}<div class="es">(En el Tribunal del Condado en y para el Condado de Miami-Dade, Florida — División de Reclamos Menores)</div></div>
   <div class="cn">Caso Núm. / Case No.<br><b>${t.civil_number}</b><br>Sección CC 05</div></div>
  <div class="cap"><b>${t.plaintiff_name}</b>, Demandante (Plaintiff),<br>contra (vs.)<br><b>${t.customer_name}</b>, Demandado (Defendant).</div>
  <h1>AVISO PARA COMPARECER A LA CONFERENCIA PREVIA AL JUICIO</h1>
  <p><b>Dirección del demandado / Defendant's address:</b></p>
  <div class="grid"><div><div class="blank">${t.customer_street}</div><div class="lb">Calle, número y apartamento</div></div>
   <div><div class="blank">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">Ciudad, estado, código postal</div></div></div>
  <p class="j"><b>USTED HA SIDO DEMANDADO.</b> El demandante, ${t.plaintiff_name}, presentó una demanda de reclamo menor en su contra. El demandante reclama la suma de <b>${$(t.lawsuit_amount)}</b> por concepto de capital adeudado en la cuenta de préstamo personal que termina en 6093, más costas judiciales de $185.00 e intereses de $97.13 calculados por separado hasta el 30 de septiembre de 2026. Los reclamos menores en Florida no pueden exceder $8,000.00.</p>
  <p class="j">Se le ordena comparecer personalmente, o por medio de un abogado, a la conferencia previa al juicio indicada a continuación. Si no comparece, el tribunal podrá dictar una sentencia en rebeldía en su contra por la cantidad reclamada.</p>
  <table class="h"><tr><td class="k">Fecha</td><td>martes, 12 de enero de 2027</td></tr><tr><td class="k">Hora</td><td>9:00 a.m. (por favor llegue 15 minutos antes)</td></tr>
   <tr><td class="k">Lugar</td><td>Centro de Justicia del Condado, Sala 3-B, 2240 NW 14th Ave, Miami, FL 33125</td></tr>
   <tr><td class="k">Comparecencia remota</td><td>Zoom ID 555 0147 2026 — instrucciones en la Secretaría, teléfono (305) 555-0104</td></tr></table>
  <p class="j">En la conferencia podrá llegar a un acuerdo con el demandante, admitir la deuda o negar el reclamo y solicitar un juicio. Traiga todos los documentos relacionados con su caso.</p>
  <p class="j" style="font-size:8.5pt">Si usted es una persona con una discapacidad que necesita algún acomodo para participar en este procedimiento, comuníquese con la Coordinadora ADA, (305) 555-0106, correo electrónico ada.coordinadora@jud11mdc.org, por lo menos 7 días antes de la fecha de su comparecencia.</p>
  <div class="atty"><b>Abogada del demandante:</b> Luisa M. Arango, Esq., Florida Bar No. 0921587, ${t.law_firm_name}, 7900 NW 36th St, Suite 204, Doral, FL 33166 · Tel. (305) 555-0119 · Correo electrónico: ${t.lawyer_email} · Notificaciones: notificaciones@arangopell.com · Referencia AP-4410</div>
  <p style="font-size:8pt;margin-top:8px"><i>If you do not read Spanish, an English version of this notice is available from the Clerk of the Court.</i></p>
  </div>
  <div class="ftr"><span>Formulario 7.322 (Aviso para comparecer) · Expedido 11/16/2026</span><span>${t.civil_number}</span></div>`; },
});

// ---------------------------------------------------------------- 04 GA Fulton Magistrate
docs.push({
  id: '04', state: 'GA', kind: 'statement of claim and summons (magistrate court)',
  layout: 'boxed magistrate form; two columns of filled blanks with labels below; defendant street and city/state/ZIP on two separate label rows; "Plaintiff\'s attorney" box; file number box top right; amounts row principal/interest/costs/total; court e-mail and e-filing envelope number',
  font: 'Liberation Sans', fontCss: "'Liberation Sans',sans-serif", size: '10.5pt', lh: 1.28,
  court: [['In the Magistrate Court of Fulton County'], ['State of Georgia']],
  t: {
    customer_name: 'Andre L. Baptiste', plaintiff_name: 'Peachtree Lending Partners, LLC', law_firm_name: 'Stallworth Prewitt LLC',
    lawyer_email: 'rstallworth@stallworthprewitt.com', lawsuit_state: 'GA', lawsuit_amount: 4612.09, civil_number: '26MS148207',
    customer_street: '1846 Dorsey Ave, Apt 3', customer_city: 'East Point', customer_state: 'GA', customer_zip_code: '30344',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:36px 52px}
  .hd{display:flex;justify-content:space-between;align-items:center;border:2px solid #111;padding:8px 10px}
  .ct{font-weight:700;font-size:12pt;text-transform:uppercase;line-height:1.3}
  .fn{border:1.5px solid #111;padding:4px 8px;text-align:center;width:200px}
  .fn .v{font-size:12pt;font-weight:700}
  .two{display:grid;grid-template-columns:1fr 1fr;border:1.5px solid #111;border-top:none}
  .two > div{padding:6px 10px}
  .two > div:first-child{border-right:1.5px solid #111}
  .bl{border-bottom:1px solid #111;min-height:16px;padding:0 3px;font-size:10pt}
  .lb{font-size:6.5pt;letter-spacing:.03em;margin:1px 0 5px;color:#222}
  .hdr{font-weight:700;font-size:8pt;margin-bottom:3px}
  .ab{border:1.5px solid #111;border-top:none;padding:6px 10px;font-size:9pt}
  h2{font-size:11pt;text-align:center;margin:10px 0 4px;letter-spacing:.06em}
  p{margin:0 0 6px}
  table.a{width:100%;margin:4px 0 8px;text-align:center}
  table.a td{border:1px solid #111;padding:3px}
  table.a td.l{font-size:7pt;background:#eee}
  .sum{border:1.5px solid #111;padding:8px 10px;margin-top:8px}
  .ftr{position:absolute;bottom:22px;left:52px;right:52px;display:flex;justify-content:space-between;color:#222}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="ct">${L(d.court[0])}<br>${L(d.court[1])}</div>
   <div class="fn"><div class="lbl">CIVIL ACTION FILE NO.</div><div class="v">${t.civil_number}</div><div class="lbl">Date filed: 11/02/2026</div></div></div>
  <div class="two"><div><div class="hdr">PLAINTIFF</div>
    <div class="bl">${t.plaintiff_name}</div><div class="lb">NAME</div>
    <div class="bl">3350 Riverwood Pkwy SE, Suite 700</div><div class="lb">STREET ADDRESS</div>
    <div class="bl">Atlanta, GA 30339</div><div class="lb">CITY, STATE, ZIP</div>
    <div class="bl">(770) 555-0128</div><div class="lb">TELEPHONE</div></div>
   <div><div class="hdr">DEFENDANT</div>
    <div class="bl">${t.customer_name}</div><div class="lb">NAME</div>
    <div class="bl">${t.customer_street}</div><div class="lb">STREET ADDRESS</div>
    <div class="bl">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">CITY, STATE, ZIP</div>
    <div class="bl">&nbsp;</div><div class="lb">TELEPHONE</div></div></div>
  <div class="ab"><b>Plaintiff's attorney:</b> Ramona K. Stallworth, Georgia Bar No. 608114 · ${t.law_firm_name} · 230 Peachtree St NW, Suite 1800, Atlanta, GA 30303 · (404) 555-0133 · ${t.lawyer_email}</div>
  <h2>STATEMENT OF CLAIM</h2>
  <p class="j">Defendant is indebted to Plaintiff in the sum set out below, plus interest and court costs, for the following reasons: Defendant obtained a personal installment loan (Loan No. 77-40318) from Plaintiff on 06/12/2023, defaulted on 01/05/2025, and has failed to pay the balance despite demand.</p>
  <table class="a"><tr><td class="l">PRINCIPAL</td><td class="l">INTEREST</td><td class="l">COURT COSTS</td><td class="l">TOTAL</td></tr>
   <tr><td><b>${$(t.lawsuit_amount)}</b></td><td>$388.20</td><td>$113.00</td><td>$5,113.29</td></tr></table>
  <p style="font-size:8pt">Magistrate Court civil jurisdiction is limited to claims of $15,000.00 or less, exclusive of interest and costs.</p>
  <p style="font-size:9pt">Sworn to and subscribed before me this 30th day of October, 2026. &nbsp; ___________________ Plaintiff/Agent &nbsp;&nbsp; ___________________ Notary/Deputy Clerk</p>
  <div class="sum"><h2 style="margin-top:0">SUMMONS</h2>
  <p class="j">TO THE ABOVE-NAMED DEFENDANT: You are hereby required to file an answer to this claim, in writing or orally, with the Clerk of the Magistrate Court of Fulton County, 421 Pryor Crossing SW, Atlanta, GA 30303, within thirty (30) days after service of this summons upon you. If you fail to answer, judgment by default may be entered against you for the amount of the claim plus interest and costs. Answers may also be filed electronically; questions: magistrate.civil@fultonmag-court.org or (404) 555-0109.</p>
  <p>Witness the Honorable Chief Magistrate of said Court, this 2nd day of November, 2026. &nbsp; ______________________ Deputy Clerk</p></div>
  </div>
  <div class="ftr"><span>Envelope No. 2261847 · Form MC-CIV-1 (rev. 2025)</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 05 GA Cobb State Court
docs.push({
  id: '05', state: 'GA', kind: 'summons (state court)',
  layout: 'centered bold court heading; caption with a column of ")" marks and the file number beside it; first defendant with an a/k/a name plus "John Does 1-10"; attorney named inside the summons text; sheriff\'s entry of service section at the bottom carrying the service address',
  font: 'Nimbus Roman', fontCss: "'Nimbus Roman',serif", size: '11.5pt', lh: 1.3,
  court: [['In the State Court of Cobb County'], ['State of Georgia']],
  t: {
    customer_name: 'Shauna R. Pettigrew', plaintiff_name: 'Crescent Ridge Bank, N.A.', law_firm_name: 'Ashby Truett & Lang, LLP',
    lawyer_email: 'gtruett@ashbytruett.com', lawsuit_state: 'GA', lawsuit_amount: 9870.33, civil_number: '26-A-03318',
    customer_street: '2210 Powder Springs Rd SW, Unit 14', customer_city: 'Marietta', customer_state: 'GA', customer_zip_code: '30064',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:44px 70px}
  .ct{text-align:center;font-weight:700;font-size:13pt;letter-spacing:.03em;line-height:1.3}
  .cap{display:flex;margin:16px 0 10px}
  .cap .l{width:330px}
  .cap .par{width:26px;line-height:1.3}
  .cap .rr{padding-left:14px;display:flex;flex-direction:column;justify-content:center}
  h1{text-align:center;font-size:14pt;letter-spacing:.2em;margin:8px 0 10px}
  p{margin:0 0 8px}
  .ad{margin:4px 0 10px 60px;line-height:1.25}
  .ret{border-top:3px double #111;margin-top:14px;padding-top:6px;font-size:9.5pt}
  .ret h3{text-align:center;font-size:10pt;letter-spacing:.1em;margin-bottom:4px}
  .ret .row{display:flex;gap:14px;flex-wrap:wrap;margin:3px 0}
  .ftr{position:absolute;bottom:24px;left:70px;right:70px;display:flex;justify-content:space-between;color:#333}
  `,
  body: (d) => { const t = d.t; const par = Array(8).fill(')').join('<br>'); return `
  <div class="wrap">
  <div class="ct">${L(d.court[0])}<br>${L(d.court[1])}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${UP(t.customer_name)} a/k/a<br>SHAUNA R. MOSS, and<br>JOHN DOES 1-10,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.<br>&nbsp;</div>
   <div class="par">${par}</div>
   <div class="rr">CIVIL ACTION<br>FILE NO. <b>${t.civil_number}</b></div></div>
  <h1>SUMMONS</h1>
  <p>TO THE ABOVE NAMED DEFENDANT:</p>
  <p class="j">You are hereby summoned and required to file with the Clerk of said Court and serve upon the Plaintiff's attorney, whose name and address is:</p>
  <div class="ad">Gideon F. Truett, Georgia Bar No. 719305<br>${t.law_firm_name}<br>1100 Barrett Lakes Blvd NW, Suite 300<br>Kennesaw, GA 30144<br>Telephone (770) 555-0172 · ${t.lawyer_email}</div>
  <p class="j">an answer to the complaint of ${t.plaintiff_name}, which is herewith served upon you, within 30 days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint, namely principal of ${$(t.lawsuit_amount)}, accrued interest of $1,104.62 through 10/31/2026, and attorney's fees of $1,480.55 under O.C.G.A. § 13-1-11, plus court costs.</p>
  <p>This 3rd day of November, 2026.</p>
  <p style="margin-left:300px">Clerk of State Court<br>75 Lemon Grove Sq, Marietta, GA 30090<br>By: ______________________ Deputy Clerk</p>
  <div class="ret"><h3>SHERIFF'S ENTRY OF SERVICE</h3>
   <div>Defendant to be served: <b>${t.customer_name}</b> (a/k/a Shauna R. Moss)</div>
   <div>Address for service: ${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div>
   <div class="row"><span><span class="cb"></span>Personal</span><span><span class="cb"></span>Notorious</span><span><span class="cb"></span>Corporation</span><span><span class="cb"></span>Tack &amp; Mail</span><span><span class="cb"></span>Non Est Inventus</span></div>
   <div>Served this ____ day of __________, 20__. &nbsp; Deputy: ______________________ Badge No. ______ &nbsp; Service fee $50.00</div></div>
  </div>
  <div class="ftr"><span>SC-1 Summons · Rev. 2024</span><span>Civil Action File No. ${t.civil_number}</span></div>`; },
});

// ---------------------------------------------------------------- 06 GA Chatham Magistrate, pro se
docs.push({
  id: '06', state: 'GA', kind: 'notice of suit and hearing (magistrate court, unrepresented plaintiff)',
  layout: 'court name inside a round seal-like block at top left; title block to its right; parties in a table (street/city/state/ZIP columns) with the plaintiff\'s billing e-mail; case number only in the footer; plaintiff signs through its office manager (no attorney)',
  font: 'P052', fontCss: "'P052',serif", size: '11.5pt', lh: 1.3,
  court: [['Magistrate Court', 'of', 'Chatham County'], ['State of Georgia']],
  t: {
    customer_name: 'Ruthanne B. Calloway', plaintiff_name: 'Coastal Empire Orthopedic Associates, LLC', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'GA', lawsuit_amount: 1285.00, civil_number: 'MC26CV04412',
    customer_street: '118 Wheathill Dr', customer_city: 'Savannah', customer_state: 'GA', customer_zip_code: '31419',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:42px 60px}
  .top{display:flex;align-items:center;gap:26px}
  .seal{width:190px;height:190px;border-radius:50%;border:3px double #111;display:flex;align-items:center;justify-content:center;text-align:center;position:relative}
  .seal .in{width:150px;height:150px;border-radius:50%;border:1px solid #111;display:flex;flex-direction:column;align-items:center;justify-content:center;font-weight:700;font-size:10pt;line-height:1.15;letter-spacing:.05em;text-transform:uppercase}
  .seal .st{font-size:7pt;font-weight:400;margin-top:5px;letter-spacing:.12em}
  .ttl h1{font-size:15pt;letter-spacing:.04em;line-height:1.2}
  .ttl .sub{font-size:9pt;margin-top:6px;font-style:italic}
  table.p{width:100%;margin:16px 0 10px;font-size:9.5pt}
  table.p th{font-size:7pt;letter-spacing:.05em;text-align:left;border-bottom:2px solid #111;padding:3px 4px}
  table.p td{border-bottom:1px solid #777;padding:5px 4px;vertical-align:top}
  p{margin:0 0 8px}
  .hear{border:2px solid #111;padding:8px 12px;margin:10px 0}
  .ftr{position:absolute;bottom:22px;left:60px;right:60px;display:flex;justify-content:space-between;border-top:1px solid #333;padding-top:3px}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="top"><div class="seal"><div class="in">${L(d.court[0])}<div class="st">${L(d.court[1])}</div></div></div>
   <div class="ttl"><h1>NOTICE OF CIVIL SUIT<br>AND HEARING</h1><div class="sub">Statement of Claim — Plaintiff appearing without an attorney</div></div></div>
  <table class="p"><tr><th>PARTY</th><th>NAME</th><th>STREET</th><th>CITY</th><th>STATE</th><th>ZIP</th><th>PHONE / E-MAIL</th></tr>
   <tr><td>Plaintiff</td><td>${t.plaintiff_name}</td><td>4700 Waters Ave, Suite 3</td><td>Savannah</td><td>GA</td><td>31404</td><td>(912) 555-0155<br>billing@coastalempireortho.com</td></tr>
   <tr><td>Defendant</td><td><b>${t.customer_name}</b></td><td>${t.customer_street}</td><td>${t.customer_city}</td><td>${t.customer_state}</td><td>${t.customer_zip_code}</td><td>—</td></tr></table>
  <p class="j"><b>Claim.</b> Plaintiff says Defendant owes ${$(t.lawsuit_amount)} for orthopedic services provided between 03/11/2025 and 06/02/2025 (patient account 55-20931), after insurance payments and adjustments. Plaintiff separately claims interest at 1.5% per month of $96.38 and the filing and service fees of $98.00, for a total of $1,479.38 sought.</p>
  <p class="j">You are hereby notified that the above claim has been filed against you in this Court and that you must answer, in writing or in person, within thirty (30) days of service. The Court has set the claim for hearing as shown below. If you do not answer and appear, a default judgment may be entered against you.</p>
  <div class="hear"><b>Hearing:</b> Thursday, January 14, 2027, 1:30 p.m., Courtroom 2<br>Chatham County Courthouse Annex, 612 W. Bay Terrace, Savannah, GA 31401 · Clerk (912) 555-0103</div>
  <p style="font-size:9.5pt">I swear that the above claim is true and correct. This 9th day of November, 2026.</p>
  <p style="font-size:9.5pt;margin-top:18px">______________________________<br>Delia M. Fontaine, Office Manager, for Plaintiff (not an attorney)</p>
  <p style="font-size:8pt;margin-top:10px">Magistrate Court jurisdiction: civil claims up to $15,000.00. Parties may appear without attorneys. Interpreters are available on request.</p>
  </div>
  <div class="ftr"><span>Case No. ${t.civil_number}</span><span>Filed 11/09/2026 · Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 07 TX Harris JP debt claim
docs.push({
  id: '07', state: 'TX', kind: 'petition: debt claim case (justice court)',
  layout: 'cause number top; caption with a column of § signs and the court on the right; numbered boxed sections like the state form; defendant name in ALL CAPITALS with "Jr." suffix in caption and table; itemised principal/interest/attorney fees/costs/total; jurisdictional limit; attorney section with bar number, fax and court e-mail in footer',
  font: 'DejaVu Serif', fontCss: "'DejaVu Serif',serif", size: '10pt', lh: 1.3,
  court: [['In the Justice Court'], ['Precinct 1, Place 2'], ['Harris County, Texas']],
  t: {
    customer_name: 'Oscar M. Villarreal Jr.', plaintiff_name: 'Bluebonnet Consumer Funding, LLC', law_firm_name: 'Pruitt Kalani & Reyes, PLLC',
    lawyer_email: 'breyes@pkr-legal.com', lawsuit_state: 'TX', lawsuit_amount: 6204.18, civil_number: '261200457318',
    customer_street: '9120 Bellaire Blvd, Apt 1412', customer_city: 'Houston', customer_state: 'TX', customer_zip_code: '77036',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => UP(t.customer_name),
  css: `
  .wrap{padding:36px 54px}
  .cn{text-align:center;font-weight:700;font-size:11pt;margin-bottom:10px}
  .cap{display:flex;justify-content:center}
  .cap .l{width:290px}
  .cap .s{width:30px;text-align:center}
  .cap .rr{width:240px;padding-left:10px}
  h1{text-align:center;font-size:12pt;margin:12px 0 8px;letter-spacing:.06em}
  .sec{border:1px solid #111;margin:0 0 6px;padding:5px 8px}
  .sec .h{font-weight:700;font-size:8pt;background:#111;color:#fff;margin:-5px -8px 5px;padding:2px 8px;letter-spacing:.05em}
  table.t{width:100%;font-size:9pt}
  table.t th{font-size:7pt;text-align:left;border-bottom:1px solid #111;padding:1px 3px}
  table.t td{padding:2px 3px}
  table.m td{padding:1px 8px 1px 0}
  .ftr{position:absolute;bottom:20px;left:54px;right:54px;display:flex;justify-content:space-between;border-top:1px solid #555;padding-top:3px}
  `,
  body: (d) => { const t = d.t; const s = Array(5).fill('§').join('<br>'); return `
  <div class="wrap">
  <div class="cn">CAUSE NO. ${t.civil_number}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.pn(t)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div class="s">${s}</div>
   <div class="rr">${UP(L(d.court[0]))}<br><br>${UP(L(d.court[1]))}<br><br>${UP(L(d.court[2]))}</div></div>
  <h1>PETITION: DEBT CLAIM CASE</h1>
  <div class="sec"><div class="h">1. PLAINTIFF</div>${t.plaintiff_name}, 2727 Allen Pkwy, Suite 900, Houston, TX 77019 · (713) 555-0176. Plaintiff is the assignee of the account described in section 4.</div>
  <div class="sec"><div class="h">2. DEFENDANT</div><table class="t"><tr><th>NAME</th><th>ADDRESS</th><th>CITY</th><th>STATE</th><th>ZIP</th><th>LAST 3 DL</th><th>LAST 3 SSN</th></tr>
   <tr><td><b>${d.pn(t)}</b></td><td>${t.customer_street}</td><td>${t.customer_city}</td><td>${t.customer_state}</td><td>${t.customer_zip_code}</td><td>418</td><td>207</td></tr></table></div>
  <div class="sec"><div class="h">3. CLAIM</div>Plaintiff seeks judgment for the following amounts:
   <table class="m"><tr><td>Principal balance of the debt</td><td class="r"><b>${$(t.lawsuit_amount)}</b></td></tr><tr><td>Pre-judgment interest (5.00% simple)</td><td class="r">$412.60</td></tr><tr><td>Attorney fees (Tex. Civ. Prac. &amp; Rem. Code § 38.001)</td><td class="r">$1,200.00</td></tr><tr><td>Court costs (filing $54.00 + service $75.00)</td><td class="r">$129.00</td></tr><tr><td><b>Total requested</b></td><td class="r"><b>$7,945.78</b></td></tr></table>
   The amount in controversy, excluding statutory interest and court costs, does not exceed $20,000.00.</div>
  <div class="sec"><div class="h">4. DEBT INFORMATION (Rule 508.2)</div>Original creditor: Brazos Star Bank · Account ending 9982 · Charge-off date 02/17/2025 · Date of last payment 08/03/2024 · Assigned to Plaintiff 07/01/2025. Defendant has not paid the amount due despite demand.</div>
  <div class="sec"><div class="h">5. SERVICE</div><span class="cb x"></span>Constable, Precinct 1 &nbsp; <span class="cb"></span>Sheriff &nbsp; <span class="cb"></span>Certified mail &nbsp; <span class="cb"></span>Private process server. &nbsp; Defendant's phone: unknown.</div>
  <div class="sec"><div class="h">6. PLAINTIFF'S ATTORNEY</div><div style="display:flex;justify-content:space-between"><div>Benjamin T. Reyes, State Bar No. 24087713<br>${t.law_firm_name}<br>5005 Riverway Dr, Suite 250, Houston, TX 77056<br>Tel. (713) 555-0178 · Fax (713) 555-0179<br>${t.lawyer_email}</div>
   <div style="width:220px;padding-top:30px"><div style="border-top:1px solid #111;font-size:8pt">Signature of attorney · Date 10/27/2026</div></div></div></div>
  <p style="font-size:8pt">I consent to e-mail service of the answer and any other motions or pleadings: <span class="cb x"></span>Yes</p>
  </div>
  <div class="ftr"><span>Justice Court Pct. 1, Pl. 2 · 5410 Carraway Plaza, Houston, TX 77022 · jp12civil@hcjp12.org · (713) 555-0101</span><span>Envelope 91847725</span></div>`; },
});

// ---------------------------------------------------------------- 08 TX Travis JP citation, bilingual
docs.push({
  id: '08', state: 'TX', kind: 'citation (justice court), bilingual English/Spanish',
  layout: 'court title at top with case number in a box at right; "The State of Texas" command line; English and Spanish notice side by side in two columns; officer\'s return at the bottom with the service address in a street/city/state/ZIP table; constable fee',
  font: 'Nimbus Sans', fontCss: "'Nimbus Sans',sans-serif", size: '10.5pt', lh: 1.3,
  court: [['Justice Court, Precinct Five'], ['Travis County, Texas']],
  t: {
    customer_name: 'Lucia P. Zamarripa', plaintiff_name: 'Caprock Auto Finance, Inc.', law_firm_name: 'Harmon & Steele, P.C.',
    lawyer_email: 'pharmon@harmonsteele.com', lawsuit_state: 'TX', lawsuit_amount: 11350.00, civil_number: 'J5-CV-26-004218',
    customer_street: '11204 Cherisse Dr', customer_city: 'Austin', customer_state: 'TX', customer_zip_code: '78739',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:36px 50px}
  .hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #111;padding-bottom:8px}
  .ct{font-size:13pt;font-weight:700;text-transform:uppercase;line-height:1.25}
  .ct .sub{font-size:9pt;font-weight:400;text-transform:none}
  .box{border:2px solid #111;padding:6px 10px;text-align:center}
  .box b{font-size:12pt}
  h1{font-size:14pt;text-align:center;margin:10px 0 2px;letter-spacing:.12em}
  .cap{text-align:center;margin:4px 0 10px;font-size:10pt}
  .cols{display:flex;gap:18px}
  .cols > div{flex:1}
  .cols > div + div{border-left:1px solid #999;padding-left:16px}
  p{margin:0 0 6px}
  .at{border:1px solid #111;padding:5px 8px;margin:8px 0;font-size:9pt}
  .ret{border-top:2px dashed #111;margin-top:10px;padding-top:6px;font-size:8.5pt}
  .ret h3{font-size:10pt;letter-spacing:.1em;margin-bottom:4px}
  table.rt{width:100%;margin:4px 0}
  table.rt td{border:1px solid #555;padding:2px 5px}
  table.rt td.l{font-size:6.5pt;background:#eee;width:auto}
  .ftr{position:absolute;bottom:20px;left:50px;right:50px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="ct">${L(d.court[0])}<br>${L(d.court[1])}<div class="sub">1812 Guadalupe Sq, Austin, TX 78701 · (512) 555-0190 · jp5efile@tcjp5.org</div></div>
   <div class="box"><div class="lbl">CASE NO. / NÚM. DE CASO</div><b>${t.civil_number}</b></div></div>
  <h1>CITATION — CITACIÓN</h1>
  <div class="cap">${t.plaintiff_name} v. ${t.customer_name} &nbsp;·&nbsp; Debt Claim Case / Caso de cobro de deuda</div>
  <p><b>THE STATE OF TEXAS</b> — To: <b>${t.customer_name}</b>, Defendant / Demandada</p>
  <div class="cols"><div>
   <p class="j"><b>NOTICE TO DEFENDANT:</b> You have been sued. You may employ an attorney. If you or your attorney do not file a written answer with this court within 14 days after the date you were served this citation and petition, a default judgment may be taken against you.</p>
   <p class="j">The petition of ${t.plaintiff_name}, filed 11/05/2026, claims <b>${$(t.lawsuit_amount)}</b>, the deficiency balance owed after the sale of a repossessed 2019 vehicle (contract no. CAF-6610452), plus court costs of $129.00 and attorney's fees of $2,000.00. The justice court may hear debt claims of up to $20,000.00.</p>
   <p class="j">For further information, consult Part V of the Texas Rules of Civil Procedure.</p></div>
   <div lang="es">
   <p class="j"><b>AVISO A LA DEMANDADA:</b> Usted ha sido demandada. Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante este tribunal dentro de los 14 días siguientes a la fecha en que se le entregó esta citación y la demanda, se podrá dictar un fallo en rebeldía en su contra.</p>
   <p class="j">La demanda reclama ${$(t.lawsuit_amount)}, saldo de deficiencia después de la venta del vehículo recuperado, más costas judiciales de $129.00 y honorarios de abogado de $2,000.00.</p>
   <p class="j">Para más información, consulte la Parte V de las Reglas de Procedimiento Civil de Texas.</p></div></div>
  <div class="at"><b>Plaintiff's attorney / Abogada del demandante:</b> Priya N. Harmon, State Bar No. 24103388, ${t.law_firm_name}, 4407 Bee Caves Rd, Suite 210, Austin, TX 78746 · (512) 555-0137 · ${t.lawyer_email}</div>
  <p style="font-size:9pt">Issued and given under my hand and seal of said Court on November 6, 2026. &nbsp; ____________________ Justice of the Peace / Clerk, Precinct Five</p>
  <div class="ret"><h3>OFFICER'S RETURN</h3>
   <p>Came to hand on the ____ day of __________, 20__, at ____ o'clock __.M., and executed by delivering to the defendant a true copy of this citation with a copy of the petition attached, at the following address:</p>
   <table class="rt"><tr><td class="l">STREET</td><td class="l">CITY</td><td class="l">STATE</td><td class="l">ZIP</td></tr>
    <tr><td>${t.customer_street}</td><td>${t.customer_city}</td><td>${t.customer_state}</td><td>${t.customer_zip_code}</td></tr></table>
   <p>Fee for serving citation: $75.00 &nbsp; ______________________ Constable, Precinct 5, Travis County, Texas &nbsp; By: ____________ Deputy</p></div>
  </div>
  <div class="ftr"><span>JP5 Citation (Rule 510.4) · Rev. 09/2025</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 09 TX Dallas County Court at Law
docs.push({
  id: '09', state: 'TX', kind: "plaintiff's original petition (county court at law)",
  layout: 'cause number centered at top; § caption with the court on the right; defendant printed last-name-first in capitals in caption and body; Rule 47 monetary-relief statement; signature block at bottom right with e-mail and separate e-service address; firm file number in footer',
  font: 'URW Bookman', fontCss: "'URW Bookman',serif", size: '10.5pt', lh: 1.35,
  court: [['In the County Court', 'at Law No. 3'], ['Dallas County, Texas']],
  t: {
    customer_name: 'Thanh V. Nguyen', plaintiff_name: 'Trinity Bay Capital Group, LLC', law_firm_name: 'Lockridge Baum LLP',
    lawyer_email: 'elockridge@lockridgebaum.com', lawsuit_state: 'TX', lawsuit_amount: 17482.56, civil_number: 'CC-26-05521-B',
    customer_street: '3318 Highland Rd', customer_city: 'Dallas', customer_state: 'TX', customer_zip_code: '75228',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => UP(lastFirst(t.customer_name)),
  css: `
  .wrap{padding:46px 66px}
  .cn{text-align:center;font-weight:700;margin-bottom:12px}
  .cap{display:flex}
  .cap .l{width:300px}
  .cap .s{width:36px;text-align:center}
  .cap .rr{padding-left:14px}
  h1{text-align:center;font-size:11pt;margin:14px 0 10px;text-decoration:underline}
  p{margin:0 0 7px;text-indent:28px}
  .sig{margin:10px 0 0 330px;line-height:1.3}
  .sig p{text-indent:0;margin:0}
  .ftr{position:absolute;bottom:24px;left:66px;right:66px;display:flex;justify-content:space-between;border-top:1px solid #111;padding-top:3px}
  `,
  body: (d) => { const t = d.t; const s = Array(6).fill('§').join('<br>'); return `
  <div class="wrap">
  <div class="cn">CAUSE NO. ${t.civil_number}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${d.pn(t)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div class="s">${s}<br>§</div>
   <div class="rr">${L(d.court[0])}<br><br><br><br>${L(d.court[1])}</div></div>
  <h1>PLAINTIFF'S ORIGINAL PETITION</h1>
  <p class="j">TO THE HONORABLE JUDGE OF SAID COURT: Plaintiff ${t.plaintiff_name} files this Original Petition against Defendant ${d.pn(t)} and respectfully shows:</p>
  <p class="j">1. <b>Discovery.</b> Plaintiff intends to conduct discovery under Level 1 of Texas Rule of Civil Procedure 190.2.</p>
  <p class="j">2. <b>Parties.</b> Plaintiff is a Delaware limited liability company doing business in Texas. Defendant ${d.pn(t)}, an individual, may be served with process at ${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}, or wherever Defendant may be found.</p>
  <p class="j">3. <b>Relief.</b> As required by Rule 47(c), Plaintiff states that it seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney's fees and costs. The damages sought are within the jurisdictional limits of this Court.</p>
  <p class="j">4. <b>Facts.</b> Defendant applied for and received a revolving line of credit from Gulfline Savings Bank, account ending 3057, and used it to purchase goods and services. Defendant defaulted on 09/14/2024. The account was sold and assigned to Plaintiff, which is now the owner of all rights in it.</p>
  <p class="j">5. <b>Breach of contract.</b> After all just and lawful offsets, payments and credits have been allowed, the unpaid principal balance due and owing is <b>${$(t.lawsuit_amount)}</b>. Plaintiff has performed all conditions precedent.</p>
  <p class="j">6. <b>Attorney's fees and interest.</b> Plaintiff presented its claim more than 30 days ago and seeks reasonable attorney's fees of $3,500.00 under Chapter 38 of the Civil Practice and Remedies Code, pre-judgment interest at 6% per annum, post-judgment interest, and all costs of court.</p>
  <p class="j">WHEREFORE, Plaintiff asks that Defendant be cited to appear and answer, and that Plaintiff have judgment for the principal sum of ${$(t.lawsuit_amount)}, attorney's fees, interest as allowed by law, and costs of suit.</p>
  <div class="sig"><p>Respectfully submitted,</p><p><b>${t.law_firm_name}</b></p><p style="margin-top:8px">By: /s/ Everett S. Lockridge</p>
   <p>Everett S. Lockridge<br>State Bar No. 24061189<br>3890 McKinney Crossing, Suite 700<br>Dallas, Texas 75204<br>Tel. (214) 555-0126 · Fax (214) 555-0127<br>Email: ${t.lawyer_email}<br>E-service: efile@lockridgebaum.com<br>ATTORNEYS FOR PLAINTIFF</p></div>
  </div>
  <div class="ftr"><span>PLAINTIFF'S ORIGINAL PETITION — Page 1</span><span>LB File No. 26-04417</span></div>`; },
});

// ---------------------------------------------------------------- 10 WA King County District Court
docs.push({
  id: '10', state: 'WA', kind: 'summons (20 days, district court) on numbered pleading paper',
  layout: 'pleading paper with line numbers 1-28 in a ruled left margin; court heading centered; caption table with "No." at right; marital-community co-defendant "John Doe Harrow"; address of defendant in the TO: line; firm name, address, phones and intake e-mail in the footer; attorney e-mail under signature',
  font: 'Nimbus Mono PS', fontCss: "'Nimbus Mono PS',monospace", size: '10pt', lh: 1.0,
  court: [['In the District Court of the State of Washington', 'in and for the County of King']],
  t: {
    customer_name: 'Priscilla D. Harrow', plaintiff_name: 'Cascadia Bankcard Services, LLC', law_firm_name: 'Sorensen Pike, PLLC',
    lawyer_email: 'msorensen@sorensenpike.com', lawsuit_state: 'WA', lawsuit_amount: 5219.43, civil_number: '26CIV21847KCX',
    customer_street: '5512 S Holly St', customer_city: 'Seattle', customer_state: 'WA', customer_zip_code: '98118',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .nums{position:absolute;left:0;top:72px;width:62px;text-align:right;padding-right:8px;font-size:9pt;line-height:31.5px;color:#333}
  .rule1{position:absolute;left:70px;top:0;bottom:0;border-left:3px double #444}
  .rule2{position:absolute;right:52px;top:0;bottom:0;border-left:1px solid #444}
  .txt{position:absolute;left:86px;right:66px;top:76px;line-height:31.5px}
  .txt .ct{text-align:center;font-weight:700}
  .cap{display:flex;border-bottom:1px solid #111;margin-top:0}
  .cap .l{width:55%;border-right:1px solid #111;padding-right:8px;line-height:20px;padding-bottom:8px}
  .cap .rr{padding-left:12px;line-height:22px;padding-top:10px}
  .txt p{margin:0;line-height:21px;margin-bottom:10px;text-indent:36px}
  .sig{line-height:16px;margin-left:300px;font-size:9.5pt}
  .ftr{position:absolute;left:86px;right:66px;bottom:14px;border-top:1px solid #111;padding-top:3px;display:flex;justify-content:space-between;line-height:1.2}
  `,
  body: (d) => { const t = d.t; const n = Array.from({ length: 28 }, (_, i) => i + 1).join('<br>'); return `
  <div class="rule1"></div><div class="rule2"></div><div class="nums">${n}</div>
  <div class="txt">
  <div class="ct">${L(d.court[0])}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;v.<br>${UP(t.customer_name)} and JOHN DOE HARROW, wife and husband, and the marital community composed thereof,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
   <div class="rr">No. ${t.civil_number}<br><br>SUMMONS (20 DAYS)</div></div>
  <p style="text-indent:0;margin-top:10px">TO THE DEFENDANT(S): ${t.customer_name}, ${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</p>
  <p class="j">A lawsuit has been started against you in the above-entitled court by ${t.plaintiff_name}, plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. The complaint demands principal of ${$(t.lawsuit_amount)}, interest of $612.08 through 10/31/2026, and attorney's fees of $750.00 under RCW 4.84.250, plus costs.</p>
  <p class="j">In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and serve a copy upon the undersigned attorney for the plaintiff within 20 days after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice.</p>
  <p class="j">If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to CRLJ 4 of the Civil Rules for Courts of Limited Jurisdiction (claims up to $100,000).</p>
  <div class="sig">DATED November 2, 2026.<br>${UP(t.law_firm_name)}<br><br>By /s/ Mira J. Sorensen<br>Mira J. Sorensen, WSBA #51872<br>Attorneys for Plaintiff<br>${t.lawyer_email}</div>
  </div>
  <div class="ftr"><span>SUMMONS - 1<br>File SP-260918</span><span class="r">${t.law_firm_name}<br>811 Western Terrace, Suite 500, Seattle, WA 98104<br>(206) 555-0148 · Fax (206) 555-0149 · intake@sorensenpike.com</span></div>`; },
});

module.exports = docs;
