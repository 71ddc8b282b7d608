// Documents 21-25 (court papers) and 26-30 (letters). All people, firms, addresses, numbers are invented.
'use strict';
const { m, sepCaption } = require('./common');
const docs = [];

// ---------------------------------------------------------------- 21 TX (mostly Spanish, § caption)
{
  const x = {
    customer_name: 'María Guadalupe Treviño', plaintiff_name: 'OneMain Financial Group, LLC',
    law_firm_name: 'Garza Villarreal & Ochoa, PLLC', lawyer_email: 'rochoa@gvolegal.com',
    lawsuit_state: 'TX', lawsuit_amount: 4318.27, civil_number: 'JP2-CV-26-001873',
    court_name: 'Juzgado de Paz, Precinto 2, Lugar 1, Condado de Hidalgo, Texas',
    customer_street: '2314 N 10th St Apt 6', customer_city: 'McAllen', customer_state: 'TX',
    customer_zip_code: '78501', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '21', state: 'TX', kind: 'court', font: 'Liberation Serif 11pt',
    layout: 'Mostly Spanish debt-claim petition; "§" caption column with court on the right; "Causa Núm."; attorney-fee, interest, cost and limit distractors',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:11pt;line-height:1.34;padding:58px 80px}`,
    html: `
<div class="c b" style="font-size:12pt">CAUSA N&Uacute;M. ${x.civil_number}</div>
<div style="margin-top:14px">${sepCaption(`ONEMAIN FINANCIAL GROUP, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;Demandante,<br><br>contra<br><br>MAR&Iacute;A GUADALUPE TREVI&Ntilde;O,<br>&nbsp;&nbsp;&nbsp;&nbsp;Demandada.`,
  `EN EL JUZGADO DE PAZ<br><br>PRECINTO 2, LUGAR 1<br><br><br>CONDADO DE HIDALGO, TEXAS`, 7, '&sect;', { leftWidth: '50%' })}</div>
<div class="c b" style="margin:16px 0 4px;font-size:12pt">PETICI&Oacute;N: CASO DE RECLAMO DE DEUDA</div>
<div class="c" style="font-size:9.5pt;margin-bottom:10px">(Regla 508 de las Reglas de Procedimiento Civil de Texas)</div>
<p class="j"><b>1. Demandante.</b> OneMain Financial Group, LLC, 601 N.W. Second Street, Evansville, IN 47708, representado por su abogado Rogelio Ochoa, Garza Villarreal &amp; Ochoa, PLLC, 1200 E. Nolana Ave., Suite 310, McAllen, TX 78504, tel. (956) 555-0149, correo electr&oacute;nico: ${x.lawyer_email}.</p>
<p class="j"><b>2. Demandada.</b> Mar&iacute;a Guadalupe Trevi&ntilde;o, quien puede ser notificada en ${x.customer_street}, ${x.customer_city}, TX ${x.customer_zip_code}.</p>
<p class="j"><b>3. Deuda.</b> La demandada obtuvo un pr&eacute;stamo personal a plazos (cuenta terminada en 5508) el 9 de agosto de 2023 por un monto original de $6,000.00. La &uacute;ltima fecha de pago fue el 28 de marzo de 2025. El saldo principal adeudado es de <b>$${m(x.lawsuit_amount)}</b>.</p>
<p class="j"><b>4. Cantidad reclamada.</b> El demandante solicita una sentencia por $${m(x.lawsuit_amount)}, m&aacute;s intereses previos al fallo al 18.00% anual ($612.40 a la fecha), honorarios de abogado razonables de $750.00 y las costas judiciales ($54.00 de presentaci&oacute;n y $75.00 de notificaci&oacute;n). El monto reclamado no excede el l&iacute;mite de $20,000.00 del Juzgado de Paz.</p>
<p class="j"><b>5. Notificaci&oacute;n.</b> Se solicita que la citaci&oacute;n sea entregada a la demandada por el alguacil o condestable del Condado de Hidalgo.</p>
<p class="j"><b>6. Servicio militar.</b> La demandada no se encuentra en servicio militar activo.</p>
<div style="margin-left:330px;margin-top:12px;line-height:1.25">Respetuosamente presentado,<br><br><span class="script">Rogelio Ochoa</span><br><span class="sig">Rogelio Ochoa, Colegio de Abogados de Texas N&uacute;m. 24077815</span><br>GARZA VILLARREAL &amp; OCHOA, PLLC<br>Abogado del Demandante</div>
<div style="border:1px solid #000;margin-top:14px;padding:5px 8px;font-size:9pt" class="j"><b>NOTICE / AVISO:</b> This petition is also available in English from the clerk. Usted ha sido demandado. Puede contratar a un abogado. Si no presenta una respuesta por escrito dentro de 14 d&iacute;as despu&eacute;s de haber sido notificado, se podr&aacute; dictar un fallo en rebeld&iacute;a en su contra.</div>`,
  });
}

// ---------------------------------------------------------------- 22 CA (pleading paper)
{
  const x = {
    customer_name: 'Jasmine K. Thao', plaintiff_name: 'Bank of America, N.A.',
    law_firm_name: 'Ambrose, Velasco & Teague, LLP', lawyer_email: 'rvelasco@avtlaw.com',
    lawsuit_state: 'CA', lawsuit_amount: 6092.44, civil_number: '26CECL01234',
    court_name: 'Superior Court of the State of California for the County of Fresno',
    customer_street: '4127 E Shields Ave Apt 118', customer_city: 'Fresno', customer_state: 'CA',
    customer_zip_code: '93726', determine_if_lawsuit_exists: true,
  };
  const nums = Array.from({ length: 28 }, (_, i) => `<div style="position:absolute;top:${96 + i * 32}px;left:0;width:70px;text-align:right;font-size:11pt;line-height:32px">${i + 1}</div>`).join('');
  docs.push({
    id: '22', state: 'CA', kind: 'court', font: 'Liberation Serif 12pt',
    layout: 'California pleading paper (line numbers 1-28, rules), attorney block lines 1-8 top-left, limited civil case heading with "does not exceed" distractor, footer title',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:12pt}
      .body{position:absolute;left:108px;right:84px;top:96px;line-height:32px}
      .ss{line-height:16px}`,
    html: `
${nums}
<div style="position:absolute;left:84px;top:0;bottom:0;border-left:1px solid #000"></div>
<div style="position:absolute;left:88px;top:0;bottom:0;border-left:1px solid #000"></div>
<div style="position:absolute;right:72px;top:0;bottom:0;border-left:1px solid #000"></div>
<div class="body">
<div class="ss" style="padding-top:8px">Rafael M. Velasco (SBN 281904)<br>AMBROSE, VELASCO &amp; TEAGUE, LLP<br>2300 Tulare Street, Suite 240<br>Fresno, California 93721<br>Telephone: (559) 555-0112<br>Email: ${x.lawyer_email}<br><br>Attorneys for Plaintiff BANK OF AMERICA, N.A.</div>
<div style="height:34px"></div>
<div class="c b" style="line-height:32px">SUPERIOR COURT OF THE STATE OF CALIFORNIA<br>FOR THE COUNTY OF FRESNO</div>
<div style="height:16px"></div>
<table style="width:100%;border-collapse:collapse;line-height:16px"><tr>
<td style="width:50%;border-right:1px solid #000;border-bottom:1px solid #000;padding:0 8px 10px 0">BANK OF AMERICA, N.A.,<br><br><span style="margin-left:70px">Plaintiff,</span><br><br>v.<br><br>JASMINE K. THAO; and DOES 1 through 10,<br>inclusive,<br><br><span style="margin-left:70px">Defendants.</span></td>
<td style="padding:0 0 0 14px;vertical-align:top">Case No. ${x.civil_number}<br><br><b>LIMITED CIVIL CASE</b><br>(Amount demanded does not exceed $35,000)<br><br><b>COMPLAINT FOR:</b><br>1. Breach of Contract<br>2. Common Count &ndash; Open Book Account</td></tr></table>
<div style="height:14px"></div>
<div class="j" style="text-indent:48px">Plaintiff alleges: 1. Defendant JASMINE K. THAO resides at ${x.customer_street}, ${x.customer_city}, CA ${x.customer_zip_code}, within the jurisdictional area of this Court.</div>
<div class="j" style="text-indent:48px">2. Within the last four years Defendant became indebted to Plaintiff on a Customized Cash Rewards credit card account ending 3361, and there is now due, owing and unpaid the sum of $${m(x.lawsuit_amount)}, no part of which has been paid.</div>
<div class="j" style="text-indent:48px">3. Plaintiff has demanded payment of said sum. Defendant has failed and refused to pay. Plaintiff does not seek post-charge-off interest of $412.87 in this action.</div>
<div class="j" style="text-indent:48px">4. Venue is proper in Fresno County because Defendant resides here and the obligation was entered into here.</div>
<div class="j" style="text-indent:48px">WHEREFORE, Plaintiff prays for judgment for $${m(x.lawsuit_amount)}; costs of suit (filing fee $370.00); and such other relief as the Court deems proper.</div>
<div style="margin-left:330px;line-height:16px;margin-top:6px">Dated: January 16, 2026 &nbsp;&nbsp; <span class="script">R. Velasco</span><br>Rafael M. Velasco, Attorneys for Plaintiff</div>
</div>
<div style="position:absolute;left:108px;right:84px;bottom:22px;border-top:1px solid #000;padding-top:3px;font-size:9pt" class="c">COMPLAINT FOR BREACH OF CONTRACT AND COMMON COUNTS<br><span style="font-size:8pt">-1-</span></div>`,
  });
}

// ---------------------------------------------------------------- 23 FL
{
  const x = {
    customer_name: 'Yesenia Morales-Rivera', plaintiff_name: 'Unifund CCR, LLC',
    law_firm_name: 'Dunleavy Forsythe, P.A.', lawyer_email: 'aforsythe@dunleavyforsythe.com',
    lawsuit_state: 'FL', lawsuit_amount: 3906.58, civil_number: '2026-CC-004417',
    court_name: 'County Court of the Ninth Judicial Circuit in and for Osceola County, Florida',
    customer_street: '2650 Michigan Ave Apt 1104', customer_city: 'Kissimmee', customer_state: 'FL',
    customer_zip_code: '34744', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '23', state: 'FL', kind: 'court', font: 'Nimbus Roman 11.5pt',
    layout: 'Three-line court name, small-claims statement of claim, plaintiff "as assignee of" tail, two defendants, primary/secondary e-mail designation, Spanish ADA notice box',
    expected: x,
    css: `.page{font-family:'Nimbus Roman';font-size:11.5pt;line-height:1.32;padding:56px 80px}`,
    html: `
<div class="c b" style="line-height:1.3">IN THE COUNTY COURT OF THE<br>NINTH JUDICIAL CIRCUIT IN AND FOR<br>OSCEOLA COUNTY, FLORIDA</div>
<div style="display:flex;justify-content:flex-end;margin-top:10px"><div>CASE NO.: ${x.civil_number}<br>DIVISION: SMALL CLAIMS</div></div>
<div style="margin-top:8px;line-height:1.3">UNIFUND CCR, LLC, as assignee of<br>CITIBANK, N.A. (SEARS),<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>YESENIA MORALES-RIVERA and<br>HECTOR L. RIVERA,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.<br>_______________________________________/</div>
<div class="c b u" style="margin:12px 0 8px">STATEMENT OF CLAIM</div>
<p class="j" style="text-indent:40px">Plaintiff, UNIFUND CCR, LLC, as assignee of Citibank, N.A., sues Defendants, YESENIA MORALES-RIVERA, whose address is ${x.customer_street}, ${x.customer_city}, FL ${x.customer_zip_code}, and HECTOR L. RIVERA, and alleges:</p>
<p class="j" style="text-indent:40px">1. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs and attorney&rsquo;s fees.</p>
<p class="j" style="text-indent:40px">2. Defendants owe Plaintiff $${m(x.lawsuit_amount)} that is due with interest since May 1, 2025, on the Sears Mastercard account (ending 6604) stated in Exhibit &ldquo;A.&rdquo; Court costs of $175.00 have been advanced.</p>
<p class="j" style="text-indent:40px">WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for $${m(x.lawsuit_amount)}, interest, and court costs.</p>
<div style="margin-left:310px;margin-top:8px;line-height:1.22;font-size:11pt">DUNLEAVY FORSYTHE, P.A.<br>1551 Sandspur Road, Suite 120<br>Maitland, FL 32751<br>Tel: (407) 555-0167<br>Primary Email: ${x.lawyer_email}<br>Secondary Email: filings@dunleavyforsythe.com<br><span class="script">Andrea C. Forsythe</span><br><span class="sig">Andrea C. Forsythe, Esq., Fla. Bar No. 118406</span></div>
<div style="border:1px solid #000;margin-top:12px;padding:5px 8px;font-size:8.5pt;line-height:1.25" class="j"><b>ADA NOTICE:</b> If you are a person with a disability who needs any accommodation in order to participate in this proceeding, you are entitled, at no cost to you, to the provision of certain assistance. Please contact the Court Administration office at (407) 555-0105 at least 7 days before your scheduled court appearance.<br><b>AVISO:</b> Si usted es una persona con discapacidad que necesita alguna adaptaci&oacute;n para poder participar en este procedimiento, usted tiene derecho, sin costo alguno, a que se le provea cierta ayuda. Comun&iacute;quese con la Oficina de Administraci&oacute;n del Tribunal al (407) 555-0105 por lo menos 7 d&iacute;as antes de su comparecencia.</div>`,
  });
}

// ---------------------------------------------------------------- 24 NY
{
  const x = {
    customer_name: 'Kevin A. Oyelaran', plaintiff_name: 'Citibank, N.A.',
    law_firm_name: 'Rosenthal Abiodun LLP', lawyer_email: 'dabiodun@rosenthalabiodun.com',
    lawsuit_state: 'NY', lawsuit_amount: 2944.30, civil_number: 'CV-012345-26/QU',
    court_name: 'Civil Court of the City of New York, County of Queens',
    customer_street: '147-20 Jamaica Ave Apt 4F', customer_city: 'Jamaica', customer_state: 'NY',
    customer_zip_code: '11435', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '24', state: 'NY', kind: 'court', font: 'Liberation Sans 9.5pt',
    layout: 'Consumer-credit summons with endorsed complaint; "Index No."; a/k/a defendant; boxed caption; Spanish "IMPORTANTE" notice; interest/cost distractors; firm footer',
    expected: x,
    css: `.page{font-family:'Liberation Sans';font-size:9.5pt;line-height:1.32;padding:46px 56px}`,
    html: `
<table style="width:100%;border-collapse:collapse"><tr>
<td style="width:58%;border:1px solid #000;padding:8px" class="b">CIVIL COURT OF THE CITY OF NEW YORK<br>COUNTY OF QUEENS</td>
<td style="border:1px solid #000;border-left:none;padding:8px">Index No. <b style="font-size:11pt">${x.civil_number}</b><br>Date filed: 02/06/2026</td></tr>
<tr><td style="border:1px solid #000;border-top:none;padding:8px;line-height:1.45">CITIBANK, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;-against-<br>KEVIN A. OYELARAN a/k/a KEVIN OYELARAN,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="border:1px solid #000;border-top:none;border-left:none;padding:8px;vertical-align:top"><span class="b" style="font-size:12pt">SUMMONS</span><br>Plaintiff&rsquo;s address:<br>5800 S. Corporate Place<br>Sioux Falls, SD 57108<br><br>Defendant&rsquo;s address:<br>${x.customer_street}<br>${x.customer_city}, NY ${x.customer_zip_code}<br><br>The basis of venue is defendant&rsquo;s residence.</td></tr></table>
<div style="border:2px solid #000;margin-top:8px;padding:4px;text-align:center" class="b">CONSUMER CREDIT TRANSACTION</div>
<p class="j" style="margin-top:8px"><b>TO THE NAMED DEFENDANT(S):</b> YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Queens, at the office of the Clerk of said Court at 89-17 Sutphin Boulevard, Jamaica, NY 11435, within the time provided by law as noted below and to file your answer to the endorsed complaint with the Clerk. Upon your failure to answer, judgment will be taken against you for the sum of $${m(x.lawsuit_amount)} with interest thereon from March 14, 2025, together with the costs of this action.</p>
<div style="border:1px solid #000;padding:6px 8px;margin:8px 0" class="j"><b>IMPORTANTE: &iexcl;USTED EST&Aacute; SIENDO DEMANDADO!</b> AL DEMANDADO: Usted est&aacute; citado a comparecer en la Corte Civil de la Ciudad de Nueva York, Condado de Queens, en la oficina del Secretario. Si usted no contesta, se dictar&aacute; sentencia en su contra por la suma de $${m(x.lawsuit_amount)} m&aacute;s intereses y costas. &iexcl;No se olvide de llevar este papel con usted!</div>
<div class="b c" style="margin:10px 0 4px">ENDORSED COMPLAINT &mdash; ACTION ON ACCOUNT</div>
<p class="j">1. Plaintiff is a national banking association. Defendant resides in Queens County. 2. Defendant entered into a revolving credit agreement with Plaintiff, account ending 8873 (Costco Anywhere Visa), and failed to make the payments required. 3. The last payment was made on 03/14/2025 in the amount of $85.00. 4. There is now due and owing the principal balance of $${m(x.lawsuit_amount)}.</p>
<p class="j">WHEREFORE, Plaintiff demands judgment against Defendant in the sum of $${m(x.lawsuit_amount)}, with interest at 9% from 03/14/2025 (statutory interest to date: $238.85), plus costs and disbursements of $45.00 (index fee) and $20.00 (service).</p>
<table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:top;font-size:9pt">Time to answer: If this summons is personally delivered to you in the City of New York, you must appear and answer within TWENTY days after service. If served by any other means, you must appear within THIRTY days after proof of service is filed.</td>
<td style="padding-left:18px;line-height:1.3">Dated: Queens, New York, February 6, 2026<br><span class="script">David R. Abiodun</span><br><span class="sig">David R. Abiodun, Esq.</span><br>ROSENTHAL ABIODUN LLP<br>Attorneys for Plaintiff<br>110 E. 59th Street, 22nd Floor<br>New York, NY 10022 &middot; (212) 555-0171<br>${x.lawyer_email}</td></tr></table>
<div class="foot" style="margin:0 56px;font-size:7.5pt;border-top:1px solid #000;padding-top:3px">Rosenthal Abiodun LLP is a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. File No. RA-26-118402</div>`,
  });
}

// ---------------------------------------------------------------- 25 GA
{
  const x = {
    customer_name: 'Darnell T. Whitmore', plaintiff_name: 'Mariner Finance, LLC',
    law_firm_name: 'Odom Whitaker & Baptiste, LLC', lawyer_email: 'kbaptiste@owblaw.com',
    lawsuit_state: 'GA', lawsuit_amount: 5712.80, civil_number: '2026CM07321',
    court_name: 'Magistrate Court of Clayton County, State of Georgia',
    customer_street: '8420 Tara Blvd Apt 1207', customer_city: 'Jonesboro', customer_state: 'GA',
    customer_zip_code: '30236', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '25', state: 'GA', kind: 'court', font: 'Liberation Sans Narrow 10.5pt',
    layout: 'Magistrate statement-of-claim form with principal/interest/court-cost/attorney-fee/total grid (total is a distractor), side-by-side party boxes, attorney box bottom',
    expected: x,
    css: `.page{font-family:'Liberation Sans Narrow';font-size:10.5pt;line-height:1.3;padding:46px 56px}
      table.grid td{padding:4px 7px}`,
    html: `
<div class="c b" style="font-size:13pt;line-height:1.3">IN THE MAGISTRATE COURT OF CLAYTON COUNTY<br>STATE OF GEORGIA</div>
<div class="c" style="font-size:9pt">Harold R. Banke Justice Center &middot; 9151 Tara Boulevard, Jonesboro, GA 30236 &middot; (770) 555-0109</div>
<table class="grid" style="margin-top:10px">
<tr><td colspan="2" class="c b" style="font-size:12pt;background:#e8e8e8">STATEMENT OF CLAIM &mdash; CIVIL ACTION</td><td style="width:32%"><span class="lbl">Civil Action No.</span><b style="font-size:11.5pt">${x.civil_number}</b></td></tr>
<tr><td style="width:34%;height:112px"><span class="lbl">Plaintiff</span><b>MARINER FINANCE, LLC</b><br>8211 Town Center Drive<br>Nottingham, MD 21236</td>
<td style="width:34%"><span class="lbl">Defendant</span><b>DARNELL T. WHITMORE</b><br>${x.customer_street}<br>${x.customer_city}, GA ${x.customer_zip_code}</td>
<td><span class="lbl">Service</span><span class="cb x"></span>Marshal / Sheriff<br><span class="cb"></span>Private process server<br><span class="cb"></span>Second original</td></tr>
<tr><td colspan="3" style="height:128px"><span class="lbl">Plaintiff&rsquo;s claim and the facts on which it is based</span>
<p class="j" style="margin-top:3px">Defendant executed a promissory note and disclosure statement with Plaintiff on 10/04/2023 for a personal loan (Loan No. 3307-118406) in the amount of $8,250.00, payable in 48 monthly installments of $263.11. Defendant defaulted by failing to pay the installment due 04/04/2025 and all subsequent installments. The note provides for attorney fees of 15% of principal and interest upon default, and statutory notice under O.C.G.A. &sect; 13-1-11 was given on 11/19/2025. The unpaid principal balance is $${m(x.lawsuit_amount)}.</p></td></tr>
</table>
<table class="grid" style="margin-top:-1px">
<tr><td style="width:20%"><span class="lbl">Principal</span><b>$ ${m(x.lawsuit_amount)}</b></td><td style="width:20%"><span class="lbl">Interest</span>$ 0.00</td><td style="width:20%"><span class="lbl">Court costs</span>$ 84.00</td><td style="width:20%"><span class="lbl">Attorney fees</span>$ 856.92</td><td><span class="lbl">Total</span>$ 6,653.72</td></tr>
<tr><td colspan="5" style="font-size:9pt">The Magistrate Court has jurisdiction of civil claims not exceeding $15,000.00. Plaintiff certifies that Defendant is not on active military duty.</td></tr>
</table>
<table class="grid" style="margin-top:8px">
<tr><td style="width:50%;height:118px"><span class="lbl">Plaintiff&rsquo;s attorney (name, bar no., address, phone, e-mail)</span>Keisha M. Baptiste, Ga. Bar No. 617240<br>ODOM WHITAKER &amp; BAPTISTE, LLC<br>3343 Peachtree Road NE, Suite 1450<br>Atlanta, GA 30326<br>(404) 555-0132 &middot; ${x.lawyer_email}</td>
<td><span class="lbl">Verification</span>Personally appeared before me the undersigned, who on oath says that the facts stated above are true.<br><span class="script">Keisha M. Baptiste</span><br>Sworn and subscribed 02/10/2026 &nbsp;&nbsp; __________________ Notary/Clerk</td></tr>
</table>
<div style="margin-top:10px;border:1.5px solid #000;padding:6px 8px;font-size:9.5pt" class="j"><b>SUMMONS &mdash; TO THE DEFENDANT:</b> You are hereby required to file an answer to this Statement of Claim with the Clerk of the Magistrate Court within <b>thirty (30) days</b> after service upon you. Your answer may be oral or in writing. If you fail to answer, a default judgment may be entered against you. A hearing, if needed, will be scheduled by the Court.</div>
<div style="margin-top:6px;display:flex;justify-content:space-between;font-size:8pt"><span>Clerk / Deputy Clerk: ______________________ &nbsp; Date: ____/____/______</span><span>MC-SOC-01 (rev. 2025)</span></div>`,
  });
}

// ============================================================ LETTERS
const letterCSS = (font, size) => `.page{font-family:'${font}';font-size:${size};line-height:1.36;padding:54px 72px}`;

// ---------------------------------------------------------------- 26 OH validation notice
{
  const x = {
    customer_name: 'Stephanie R. Kowalski', plaintiff_name: 'Comenity Capital Bank',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'OH', lawsuit_amount: 1247.63, civil_number: null, court_name: null,
    customer_street: '3307 W 105th St Apt 2', customer_city: 'Cleveland', customer_state: 'OH',
    customer_zip_code: '44111', determine_if_lawsuit_exists: false,
  };
  docs.push({
    id: '26', state: 'OH', kind: 'letter', font: 'DejaVu Sans 9.5pt',
    layout: 'Validation notice (model-notice style): collector header, window address, itemization table (balance as of itemization date, interest, fees), dispute tear-off; Spanish line; no lawsuit',
    expected: x,
    css: letterCSS('DejaVu Sans', '9.5pt') + ` table.it td{padding:3px 8px;border-bottom:1px solid #999} .box{border:1px solid #000;padding:7px 10px}`,
    html: `
<table style="width:100%"><tr><td style="width:55%;vertical-align:top;line-height:1.3"><b style="font-size:12pt">Buckeye Portfolio Services, Inc.</b><br>P.O. Box 94017<br>Columbus, OH 43209<br>(614) 555-0140, 8 a.m.&ndash;8 p.m. ET, Mon&ndash;Fri<br>www.buckeyeps-pay.com</td>
<td style="vertical-align:top;line-height:1.3">Reference: <b>BPS-7730915</b><br>Date: February 3, 2026</td></tr></table>
<div style="margin-top:26px;line-height:1.3">STEPHANIE R. KOWALSKI<br>${x.customer_street.toUpperCase()}<br>${x.customer_city.toUpperCase()} OH ${x.customer_zip_code}</div>
<div class="box" style="margin-top:22px">
<p>Buckeye Portfolio Services, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>Comenity Capital Bank</b>. We will use any information you give us to help collect the debt.</p>
<p class="b" style="margin-top:6px">Our information shows:</p>
<p>You had a Wayfair credit card from Comenity Capital Bank with account number ending 4402.</p>
<table class="it" style="border-collapse:collapse;width:92%;margin:4px 0 6px">
<tr><td>As of September 30, 2025, you owed:</td><td class="r">$1,102.19</td></tr>
<tr><td>Between September 30, 2025 and today:</td><td></td></tr>
<tr><td style="padding-left:24px">You were charged this amount in interest:</td><td class="r">+ $118.44</td></tr>
<tr><td style="padding-left:24px">You were charged this amount in fees:</td><td class="r">+ $27.00</td></tr>
<tr><td style="padding-left:24px">You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $0.00</td></tr>
<tr><td class="b">Total amount of the debt now:</td><td class="r b">$${m(x.lawsuit_amount)}</td></tr></table>
</div>
<div class="box" style="margin-top:8px">
<p class="b">How can you dispute the debt?</p>
<p>&bull; <b>Call or write to us by March 16, 2026, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct.<br>&bull; If you write to us by March 16, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p class="b">What else can you do?</p>
<p>&bull; <b>Write to ask for the name and address of the original creditor, if different from the current creditor.</b><br>&bull; Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options.</p>
<p style="margin:0">&bull; P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
</div>
<div style="margin-top:10px;font-size:8.5pt" class="j">Notice: This account is not being reported to any credit bureau. We are not obligated to renew any offer. Payment of $250.00 by March 1, 2026 will place the account on a 6-month plan. Disputes may also be sent to disputes@buckeyeps-pay.com.</div>
<div style="border-top:1.5px dashed #000;margin-top:12px;padding-top:8px;font-size:9pt">
<table style="width:100%"><tr><td style="width:55%;vertical-align:top"><b>How do you want to respond?</b><br>Mail this form to: Buckeye Portfolio Services, Inc., P.O. Box 94017, Columbus, OH 43209<br><br>STEPHANIE R. KOWALSKI<br>Reference: BPS-7730915</td>
<td style="vertical-align:top;line-height:1.5"><b>I want to dispute the debt because I think:</b><br><span class="cb"></span>This is not my debt.<br><span class="cb"></span>The amount is wrong.<br><span class="cb"></span>Other (please describe on reverse)<br><span class="cb"></span>I enclosed this amount: $__________</td></tr></table></div>`,
  });
}

// ---------------------------------------------------------------- 27 PA law-firm collection letter, no suit
{
  const x = {
    customer_name: 'Joseph M. Yanoshik', plaintiff_name: 'Citibank, N.A.',
    law_firm_name: 'Halloran Stetz, LLC', lawyer_email: 'pstetz@halloranstetz.com',
    lawsuit_state: 'PA', lawsuit_amount: 6318.25, civil_number: null, court_name: null,
    customer_street: '512 Chestnut St Apt 3', customer_city: 'Johnstown', customer_state: 'PA',
    customer_zip_code: '15906', determine_if_lawsuit_exists: false,
  };
  docs.push({
    id: '27', state: 'PA', kind: 'letter', font: 'Liberation Serif 11pt',
    layout: 'Law-firm collection letter, centered letterhead, RE block with balance, settlement offer and installment distractors, "no attorney has reviewed" disclaimer; no lawsuit',
    expected: x,
    css: letterCSS('Liberation Serif', '11pt') + `.page{padding:50px 80px}`,
    html: `
<div class="c" style="border-bottom:2px solid #000;padding-bottom:6px"><span class="b" style="font-size:17pt;letter-spacing:.12em">HALLORAN STETZ, LLC</span><br><span style="font-size:9.5pt">ATTORNEYS AT LAW &middot; 600 Grant Street, Suite 2910 &middot; Pittsburgh, PA 15219<br>Tel. (412) 555-0185 &middot; Toll Free (888) 555-0186 &middot; www.halloranstetz.com</span></div>
<div style="margin-top:18px">February 9, 2026</div>
<div style="margin-top:18px;line-height:1.25">Joseph M. Yanoshik<br>${x.customer_street}<br>${x.customer_city}, PA ${x.customer_zip_code}</div>
<table style="margin:18px 0 12px 40px;line-height:1.3"><tr><td class="b" style="padding-right:14px">RE:</td><td>Creditor: Citibank, N.A.<br>Account: Home Depot Consumer Credit Card ending 7129<br>Our File No.: HS-2026-40877<br>Balance Due: <b>$${m(x.lawsuit_amount)}</b></td></tr></table>
<p>Dear Mr. Yanoshik:</p>
<p class="j">This firm represents Citibank, N.A. with respect to the above-referenced account, which has a balance due of $${m(x.lawsuit_amount)}. Our client has asked us to contact you in an effort to resolve this matter without litigation. <b>No lawsuit has been filed against you.</b></p>
<p class="j">To assist you, our client has authorized us to offer the following options: (1) a one-time lump-sum settlement of <b>$3,475.04</b> (55% of the balance), if received in our office on or before March 13, 2026; or (2) twelve (12) monthly payments of $395.00, beginning March 1, 2026. We are not obligated to renew these offers. Any settlement may have tax consequences.</p>
<p class="j">Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail you a copy of such verification.</p>
<p class="j">At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. Please call our office or write to me directly at ${x.lawyer_email}.</p>
<div style="margin-top:14px;line-height:1.25">Very truly yours,<br><span class="script">Patricia A. Stetz</span><br>Patricia A. Stetz, Esquire<br>For the Firm</div>
<div class="foot c" style="margin:0 80px;font-size:8pt;border-top:1px solid #000;padding-top:4px">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE. Office hours: Mon&ndash;Fri 8:30&ndash;5:00 ET.</div>`,
  });
}

// ---------------------------------------------------------------- 28 MA medical collection letter
{
  const x = {
    customer_name: 'Brian P. Callahan', plaintiff_name: 'Pioneer Valley Orthopedic Associates, P.C.',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'MA', lawsuit_amount: 684.50, civil_number: null, court_name: null,
    customer_street: '77 Maple St Unit 3', customer_city: 'Springfield', customer_state: 'MA',
    customer_zip_code: '01105', determine_if_lawsuit_exists: false,
  };
  docs.push({
    id: '28', state: 'MA', kind: 'letter', font: 'Nimbus Sans 10pt',
    layout: 'Collection-agency letter for medical debt; left-aligned logo header with account box at right; charges/insurance/adjustment table (distractors); Massachusetts rights notice; Spanish line; payment coupon',
    expected: x,
    css: letterCSS('Nimbus Sans', '10pt') + ` table.t{border-collapse:collapse} table.t td{border:1px solid #000;padding:3px 8px}`,
    html: `
<table style="width:100%"><tr><td style="vertical-align:top"><div style="display:inline-block;background:#1d3557;color:#fff;font-weight:bold;padding:6px 10px;font-size:13pt">CRG</div> <span class="b" style="font-size:13pt">Commonwealth Revenue Group, Inc.</span><br><span style="font-size:9pt">1 Monarch Place, Suite 1200 &middot; Springfield, MA 01144 &middot; (413) 555-0153</span></td>
<td style="width:34%"><table class="t" style="width:100%;font-size:9pt"><tr><td>Date</td><td>01/26/2026</td></tr><tr><td>Account #</td><td>CRG-55091736</td></tr><tr><td>Balance Due</td><td class="b">$${m(x.lawsuit_amount)}</td></tr></table></td></tr></table>
<div style="margin-top:24px;line-height:1.3">BRIAN P CALLAHAN<br>${x.customer_street.toUpperCase()}<br>${x.customer_city.toUpperCase()} MA ${x.customer_zip_code}</div>
<p style="margin-top:20px">Dear Brian P. Callahan:</p>
<p class="j">Your account with <b>Pioneer Valley Orthopedic Associates, P.C.</b> has been placed with our office for collection. Our records show the following for services on 07/22/2025 (patient: Brian P. Callahan):</p>
<table class="t" style="margin:6px 0 10px 30px;width:70%">
<tr><td>Total charges</td><td class="r">$1,920.00</td></tr>
<tr><td>Insurance payments (Health New England)</td><td class="r">&ndash; $1,235.50</td></tr>
<tr><td>Patient payments</td><td class="r">&ndash; $0.00</td></tr>
<tr><td class="b">Balance now due</td><td class="r b">$${m(x.lawsuit_amount)}</td></tr></table>
<p class="j">This is a communication from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you would like to resolve this balance, we can accept monthly payments as low as $57.05. No interest or fees are being added to this account.</p>
<div style="border:1px solid #000;padding:6px 9px;font-size:9pt;margin-top:6px" class="j"><b>NOTICE OF IMPORTANT RIGHTS:</b> YOU HAVE THE RIGHT TO MAKE A WRITTEN OR ORAL REQUEST THAT TELEPHONE CALLS REGARDING YOUR DEBT NOT BE MADE TO YOU AT YOUR PLACE OF EMPLOYMENT. ANY SUCH ORAL REQUEST WILL BE VALID FOR ONLY TEN DAYS UNLESS YOU PROVIDE WRITTEN CONFIRMATION OF THE REQUEST POSTMARKED OR DELIVERED WITHIN SEVEN DAYS OF SUCH REQUEST. YOU MAY TERMINATE THIS REQUEST BY WRITING TO THE DEBT COLLECTOR.</div>
<p style="margin-top:8px;font-size:9.5pt">Si desea hablar con un representante en espa&ntilde;ol, llame al (413) 555-0154.</p>
<p>Sincerely,<br>Patient Accounts Department<br>Commonwealth Revenue Group, Inc.</p>
<div style="border-top:1.5px dashed #000;margin-top:14px;padding-top:8px"><div style="font-size:8pt">&#9986; DETACH AND RETURN WITH YOUR PAYMENT</div>
<table class="t" style="width:100%;margin-top:5px;font-size:9pt"><tr><td>Account #: CRG-55091736</td><td>Creditor: Pioneer Valley Orthopedic Associates, P.C.</td><td>Amount due: $${m(x.lawsuit_amount)}</td></tr>
<tr><td colspan="2">Pay by card: <span class="cb"></span>VISA <span class="cb"></span>MC <span class="cb"></span>DISCOVER &nbsp; Card # ______________________ Exp ____/____</td><td>Amount enclosed: $________</td></tr></table></div>`,
  });
}

// ---------------------------------------------------------------- 29 VA pre-suit threat
{
  const x = {
    customer_name: 'Courtney L. Spivey', plaintiff_name: 'Truist Bank',
    law_firm_name: 'Carrington Blaylock, PLLC', lawyer_email: 'eblaylock@carringtonblaylock.com',
    lawsuit_state: 'VA', lawsuit_amount: 9844.10, civil_number: null, court_name: null,
    customer_street: '2109 Hungary Rd Apt H', customer_city: 'Henrico', customer_state: 'VA',
    customer_zip_code: '23228', determine_if_lawsuit_exists: false,
  };
  docs.push({
    id: '29', state: 'VA', kind: 'letter', font: 'C059 10.5pt',
    layout: 'Pre-suit "final notice before legal action" from law firm; letterhead at left with attorney list; names the court where suit WOULD be filed (no case no.); court-cost and 25% attorney-fee distractors',
    expected: x,
    css: letterCSS('C059', '10.5pt') + `.page{padding:50px 72px}`,
    html: `
<table style="width:100%;border-bottom:1px solid #000;padding-bottom:6px"><tr>
<td style="vertical-align:bottom"><span class="b" style="font-size:16pt">Carrington Blaylock, PLLC</span><br><span style="font-size:9pt;letter-spacing:.05em">ATTORNEYS &amp; COUNSELORS AT LAW</span></td>
<td class="r" style="font-size:8.5pt;line-height:1.3">9200 Arboretum Parkway, Suite 330<br>Richmond, Virginia 23236<br>Phone (804) 555-0128 &middot; Fax (804) 555-0129<br>Elliott M. Blaylock &middot; Renee S. Carrington</td></tr></table>
<div style="margin-top:18px">February 17, 2026</div>
<div style="margin-top:6px;font-size:9.5pt" class="b">VIA FIRST-CLASS MAIL</div>
<div style="margin-top:14px;line-height:1.25">Ms. Courtney L. Spivey<br>${x.customer_street}<br>${x.customer_city}, VA ${x.customer_zip_code}</div>
<div class="c b u" style="margin:16px 0 10px;font-size:12pt">FINAL NOTICE BEFORE LEGAL ACTION</div>
<table style="margin:0 0 10px 30px;line-height:1.3"><tr><td class="b" style="padding-right:12px;vertical-align:top">Re:</td><td>Our Client: Truist Bank<br>Account: Personal Line of Credit ending 0714<br>Amount Due: <b>$${m(x.lawsuit_amount)}</b><br>Our File: CB-88215</td></tr></table>
<p>Dear Ms. Spivey:</p>
<p class="j">This firm has been retained by Truist Bank to collect the balance of $${m(x.lawsuit_amount)} due on the above account. Despite prior requests from our client, the account remains unpaid.</p>
<p class="j">Please be advised that our client has authorized this firm to file a Warrant in Debt against you in the Henrico County General District Court <b>if this matter is not resolved within thirty (30) days</b> of the date of this letter. If suit is filed and judgment is entered, our client may seek court costs (currently approximately $58.00 for filing and service), attorney&rsquo;s fees of up to 25% as provided in your agreement ($2,461.03), and interest at the judgment rate of 6% per annum. No lawsuit has been filed at this time.</p>
<p class="j">We would prefer to resolve this matter without litigation. Please contact our office to discuss payment in full or a payment arrangement acceptable to our client. You may reach the undersigned at (804) 555-0128 or ${x.lawyer_email}.</p>
<p class="j">Unless you notify this office within thirty days after receiving this notice that you dispute the validity of the debt or any portion of it, this office will assume the debt is valid.</p>
<div style="margin-top:12px;line-height:1.25">Sincerely,<br><span class="script">Elliott M. Blaylock</span><br>Elliott M. Blaylock, Esq.</div>
<div class="foot c" style="margin:0 72px;font-size:8pt">This communication is from a debt collector and is an attempt to collect a debt. Any information obtained will be used for that purpose.</div>`,
  });
}

// ---------------------------------------------------------------- 30 NC letter announcing filed suit
{
  const x = {
    customer_name: 'Tamika R. Ellerbe', plaintiff_name: 'Capital One, N.A.',
    law_firm_name: 'Haywood Pendleton & Sharpe, PLLC', lawyer_email: 'lsharpe@hpslaw.com',
    lawsuit_state: 'NC', lawsuit_amount: 7421.66, civil_number: '26 CVD 12345',
    court_name: 'General Court of Justice, District Court Division, Mecklenburg County, North Carolina',
    customer_street: '6012 Old Pineville Rd Apt 214', customer_city: 'Charlotte', customer_state: 'NC',
    customer_zip_code: '28217', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '30', state: 'NC', kind: 'letter', font: 'URW Bookman 10pt',
    layout: 'Law-firm letter announcing a filed lawsuit: RE block with court name (two lines) and File No., enclosure of summons/complaint, settlement-offer and court-cost distractors',
    expected: x,
    css: letterCSS('URW Bookman', '10pt') + `.page{padding:52px 76px}`,
    html: `
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px double #000;padding-bottom:6px">
<div><span class="b" style="font-size:15pt">HAYWOOD PENDLETON &amp; SHARPE, PLLC</span><br><span style="font-size:9pt">Attorneys at Law</span></div>
<div class="r" style="font-size:8.5pt;line-height:1.3">4201 Congress Street, Suite 470<br>Charlotte, NC 28209<br>(704) 555-0176</div></div>
<div style="margin-top:18px">February 20, 2026</div>
<div style="margin-top:14px;line-height:1.25">Tamika R. Ellerbe<br>${x.customer_street}<br>${x.customer_city}, NC ${x.customer_zip_code}</div>
<table style="margin:16px 0 10px 0;line-height:1.3"><tr><td class="b" style="padding-right:12px;vertical-align:top">RE:</td><td><b>Capital One, N.A. v. Tamika R. Ellerbe</b><br>General Court of Justice, District Court Division,<br>Mecklenburg County, North Carolina<br>File No. ${x.civil_number}<br>Amount claimed: $${m(x.lawsuit_amount)}</td></tr></table>
<p>Dear Ms. Ellerbe:</p>
<p class="j">As you may know, this firm represents Capital One, N.A. regarding your credit card account ending 9035. Please be advised that <b>a lawsuit has been filed against you</b> in the above court seeking $${m(x.lawsuit_amount)}, together with interest and the costs of the action. A copy of the Civil Summons and Complaint is enclosed for your reference; you will also be formally served by the Sheriff.</p>
<p class="j">You must respond to the Complaint within thirty (30) days after service, as explained in the Summons. If you do not respond, our client may obtain a judgment against you. Court costs of $150.00 (filing) and $30.00 (service) have been advanced and may be added to any judgment.</p>
<p class="j">Our client remains willing to resolve this matter. If we receive $5,200.00 in certified funds on or before March 20, 2026, our client will accept that amount in full settlement and will dismiss the lawsuit. Alternatively, we may be able to agree to a consent judgment with a payment plan. Please call me at (704) 555-0176 or e-mail me at ${x.lawyer_email}.</p>
<div style="margin-top:12px;line-height:1.25">Sincerely,<br><span class="script">Lauren B. Sharpe</span><br>Lauren B. Sharpe<br>Attorney at Law</div>
<div style="margin-top:10px;font-size:9pt">Enclosures: Civil Summons (AOC-CV-100); Complaint<br>cc: Capital One, N.A. (client)</div>
<div class="foot c" style="margin:0 76px;font-size:7.5pt">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</div>`,
  });
}

module.exports = docs;
