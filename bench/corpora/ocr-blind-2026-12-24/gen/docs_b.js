// Documents 06-10: data + HTML layouts. All people, firms, addresses, phones, e-mails and case numbers invented.
const base = (font, size, extra) => `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;overflow:hidden;position:relative;font-family:${font};font-size:${size};color:#111;line-height:1.3}
p{margin:0 0 6px 0}
${extra}`;
const docs = [];

// ---------------------------------------------------------------- 06 South Carolina magistrate court (letterhead above ")" caption)
docs.push({
  id: '06', state: 'SC', kind: 'summons and complaint', layout: 'letterhead-paren-caption', font: 'P052',
  expected: {
    customer_name: 'Kimberly A. Roper', plaintiff_name: 'Palmetto Bridge Lending, LLC',
    law_firm_name: 'Carver, Moultrie & Huger, LLC', lawyer_email: 'wcarver@cmhlawsc.com',
    lawsuit_state: 'SC', lawsuit_amount: 5210.33, civil_number: '2026CV2310204518',
    court_name: 'Magistrate Court for Greenville County', customer_street: '19 Sulphur Springs Road, Lot 7',
    customer_city: 'Greenville', customer_state: 'SC', customer_zip_code: '29617', determine_if_lawsuit_exists: true },
  css: base("'P052'", '11pt', `
.page{padding:34px 70px}
.lh{text-align:center;border-bottom:2px solid #1d3557;padding-bottom:6px;margin-bottom:14px;color:#1d3557}
.lh .f{font-size:17pt;letter-spacing:2px;font-variant:small-caps}
.lh .s{font-size:9pt}
table.cap{width:100%;border-collapse:collapse}
table.cap td{vertical-align:top;padding:0 4px;line-height:1.35}
td.par{width:16px;text-align:center}
.ttl{text-align:center;font-weight:bold;margin:12px 0 6px;letter-spacing:1px}
.b p{text-align:justify;text-indent:30px;margin-bottom:5px}
table.d{margin:2px 0 6px 60px;border-collapse:collapse;font-size:10pt}
table.d td{padding:1px 10px}
.r{text-align:right}
`),
  html: `
<div class="lh"><div class="f">Carver, Moultrie &amp; Huger, LLC</div>
<div class="s">Attorneys at Law &middot; 205 Pendleton Ridge Boulevard, Suite 300 &middot; Greenville, South Carolina 29601<br>Tel. (864) 555-0163 &middot; Fax (864) 555-0164 &middot; intake@cmhlawsc.com</div></div>
<table class="cap">
<tr><td style="width:47%">STATE OF SOUTH CAROLINA</td><td class="par">)</td><td>IN THE MAGISTRATE COURT</td></tr>
<tr><td></td><td class="par">)</td><td>FOR GREENVILLE COUNTY</td></tr>
<tr><td>COUNTY OF GREENVILLE</td><td class="par">)</td><td></td></tr>
<tr><td>&nbsp;</td><td class="par">)</td><td>Civil Action No. 2026CV2310204518</td></tr>
<tr><td>Palmetto Bridge Lending, LLC,</td><td class="par">)</td><td></td></tr>
<tr><td style="padding-left:90px">Plaintiff,</td><td class="par">)</td><td></td></tr>
<tr><td>vs.</td><td class="par">)</td><td><b>SUMMONS AND COMPLAINT</b></td></tr>
<tr><td>Kimberly A. Roper and Travis W. Roper,</td><td class="par">)</td><td>(Suit on Account)</td></tr>
<tr><td style="padding-left:90px">Defendants.</td><td class="par">)</td><td>Account No. PBL-7720-3316</td></tr>
<tr><td>&nbsp;</td><td class="par">)</td><td></td></tr>
</table>
<div class="ttl">SUMMONS</div>
<div class="b">
<p>TO THE DEFENDANTS ABOVE NAMED: YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is served upon you, and to serve a copy of your Answer upon the Plaintiff's attorney at the address below, or at the Greenville County Magistrate Court, 4 Airline Court, Greenville, SC 29607, within thirty (30) days after service, exclusive of the day of service.</p>
</div>
<div class="ttl">COMPLAINT</div>
<div class="b">
<p>1. Defendant Kimberly A. Roper resides at 19 Sulphur Springs Road, Lot 7, Greenville, SC 29617, in Greenville County, South Carolina. Defendant Travis W. Roper is a co-obligor on the account.</p>
<p>2. Plaintiff made a personal installment loan to Defendants under Account No. PBL-7720-3316. Defendants defaulted, and after all just credits and offsets the following sums are due:</p>
<table class="d">
<tr><td>Principal balance</td><td class="r">$5,210.33</td></tr>
<tr><td>Accrued interest at 8.75% (stated separately)</td><td class="r">$640.18</td></tr>
<tr><td>Magistrate filing fee</td><td class="r">$80.00</td></tr>
<tr><td>Service by constable</td><td class="r">$10.00</td></tr>
<tr><td><b>Total including costs</b></td><td class="r"><b>$5,940.51</b></td></tr>
</table>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants for the principal sum of $5,210.33, together with interest, the costs of this action, and such other relief as the Court deems just.</p>
</div>
<div style="display:flex;justify-content:space-between;margin-top:10px;font-size:10pt">
<div>Greenville, South Carolina<br>December 2, 2026</div>
<div>CARVER, MOULTRIE &amp; HUGER, LLC<br><i>s/ William E. Carver</i><br>William E. Carver, SC Bar No. 101552<br>wcarver@cmhlawsc.com<br>Attorneys for Plaintiff</div>
</div>
`});

// ---------------------------------------------------------------- 07 Utah justice court (monospace typed form, plaintiff pro se)
docs.push({
  id: '07', state: 'UT', kind: 'small claims affidavit and summons', layout: 'typewriter-pro-se', font: 'Liberation Mono',
  expected: {
    customer_name: 'Kaitlyn M. Adair', plaintiff_name: 'Oquirrh Auto Credit, LLC',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'UT', lawsuit_amount: 2317.45, civil_number: '265400812',
    court_name: 'West Valley City Justice Court', customer_street: '3881 S. Crestridge Dr.',
    customer_city: 'West Valley City', customer_state: 'UT', customer_zip_code: '84119', determine_if_lawsuit_exists: true },
  css: base("'Liberation Mono'", '10pt', `
.page{padding:44px 64px;line-height:1.42}
pre{font-family:inherit;margin:0;white-space:pre-wrap}
.hd{text-align:center;font-weight:bold;font-size:12pt;margin:14px 0 0}
.ad{text-align:center;font-size:9pt;margin-bottom:10px}
.box{border:1px solid #000;padding:6px 8px;margin:6px 0}
.foot{position:absolute;bottom:22px;left:64px;right:64px;font-size:9pt;border-top:1px dashed #000;padding-top:3px}
`),
  html: `
<pre>Oquirrh Auto Credit, LLC (Plaintiff, without an attorney)
By: Shauna Pettersen, Manager
4680 West 3500 South, Suite C
West Valley City, UT 84120
Phone: (801) 555-0188   Email: billing@oquirrhautocredit.com</pre>
<div class="hd">WEST VALLEY CITY JUSTICE COURT</div>
<div class="ad">Salt Lake County, Utah &middot; 2855 West Lake Park Court, West Valley City, UT 84120 &middot; wvcjc.smallclaims@utcourts-clerk.org</div>
<div class="box"><pre>Plaintiff: Oquirrh Auto Credit, LLC
                                      SMALL CLAIMS AFFIDAVIT
     v.                               AND SUMMONS

Defendant: Kaitlyn M. Adair           Case No. 265400812
           3881 S. Crestridge Dr.     Judge: R. Halvorsen
           West Valley City, UT 84119
Co-defendant: Brody J. Adair          Trial date: 01/27/2027 9:00 a.m.</pre></div>
<pre><b>AFFIDAVIT</b>
I, Shauna Pettersen, am the manager of the plaintiff and am authorized
to file this claim. I state under criminal penalty under the law of Utah:

1. The defendant owes the plaintiff $2,317.45 (principal) for the
   unpaid balance of a vehicle repair financing contract, Contract
   No. OAC-19-4471, signed 04/09/2025.
2. The plaintiff also asks for (stated separately):
      Interest at 12% per year ...................  $184.30
      Court filing fee ............................   $60.00
      Service of process fee ......................   $25.00
      TOTAL with interest and costs ............... $2,586.75
3. The plaintiff has asked the defendant to pay. The defendant has
   not paid. Last payment received: 02/03/2026. Account ref. 70-2231.
4. The plaintiff is not represented by an attorney and appears
   through its manager as permitted by Utah R. Small Claims P. 13.

Signed: /s/ Shauna Pettersen             Date: 11/30/2026</pre>
<div class="box"><pre><b>SUMMONS</b>  THE STATE OF UTAH TO THE DEFENDANT: You are summoned to appear
at trial at the court address above to answer the plaintiff's claim.
If you do not appear, judgment may be entered against you for the
amount claimed plus costs. Clerk of Court: ______________________</pre></div>
<div class="foot">Case No. 265400812 &nbsp; | &nbsp; Small Claims Affidavit and Summons &nbsp; | &nbsp; Page 1 of 1</div>
`});

// ---------------------------------------------------------------- 08 New Mexico magistrate court (band header, two-column body)
docs.push({
  id: '08', state: 'NM', kind: 'complaint', layout: 'band-header-two-column-body', font: 'URW Gothic',
  expected: {
    customer_name: 'Gabriel A. Montoya', plaintiff_name: 'Arroyo Seco Financial, Inc.',
    law_firm_name: 'Baca Lindgren, P.A.', lawyer_email: 'lbaca@bacalindgren-law.com',
    lawsuit_state: 'NM', lawsuit_amount: 8940.12, civil_number: 'M-43-CV-2026-00512',
    court_name: 'Sandoval County Magistrate Court', customer_street: '1720 Camino del Rey NE',
    customer_city: 'Rio Rancho', customer_state: 'NM', customer_zip_code: '87144', determine_if_lawsuit_exists: true },
  css: base("'URW Gothic'", '9.5pt', `
.page{padding:0 0 0 0}
.band{background:#2b2b2b;color:#fff;padding:22px 56px 14px}
.band .c{font-size:19pt;letter-spacing:3px}
.band .a{font-size:8.5pt;color:#ddd;margin-top:4px}
.in{padding:14px 56px}
.cap{display:flex;gap:18px}
.cap .l{flex:1;line-height:1.45}
.cap .r{width:250px;border:2px solid #2b2b2b;padding:8px}
.cap .r .n{font-size:12pt;font-weight:bold;margin:3px 0 6px}
.two{column-count:2;column-gap:26px;text-align:justify;margin-top:12px}
.two p{margin-bottom:6px}
table.it{width:100%;border-collapse:collapse;margin:4px 0 8px;break-inside:avoid}
table.it td{border-bottom:1px solid #999;padding:2px 3px}
.r{text-align:right}
.atty{margin-top:10px;border-top:2px solid #2b2b2b;padding-top:6px;display:flex;justify-content:space-between;font-size:9pt}
`),
  html: `
<div class="band"><div class="c">SANDOVAL COUNTY MAGISTRATE COURT</div>
<div class="a">411 Camino Tecolote, Bernalillo, NM 87004 &middot; (505) 555-0127 &middot; Clerk e-mail: sandovalmag.civil@nmcourts-clerk.org</div></div>
<div class="in">
<div class="cap">
 <div class="l">ARROYO SECO FINANCIAL, INC., a New Mexico corporation,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>GABRIEL A. MONTOYA and TERESA L. MONTOYA,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
 <div class="r">No. <div class="n">M-43-CV-2026-00512</div>CIVIL COMPLAINT<br>(Debt and Money Due)<br><span style="font-size:8.5pt">Loan No. ASF-082215-3 &middot; Ref. 26-1187</span></div>
</div>
<div class="two">
<p>1. Plaintiff Arroyo Seco Financial, Inc. is a New Mexico corporation with its principal office at 6100 Jefferson Street NE, Suite 210, Albuquerque, NM 87109.</p>
<p>2. Defendant Gabriel A. Montoya resides at 1720 Camino del Rey NE, Rio Rancho, NM 87144, in Sandoval County. Defendant Teresa L. Montoya is a co-signer on the loan and resides at the same address.</p>
<p>3. On or about June 12, 2024, Defendants signed a promissory note in favor of Plaintiff for the purchase of household furnishings. Defendants failed to make the payments due under the note and are in default.</p>
<p>4. Plaintiff has demanded payment. After all credits, the amounts owed are itemized below; interest, costs and fees are stated separately from the principal.</p>
<table class="it">
<tr><td>Principal balance</td><td class="r">$8,940.12</td></tr>
<tr><td>Interest at 15% (separately stated)</td><td class="r">$1,102.37</td></tr>
<tr><td>Filing fee</td><td class="r">$77.00</td></tr>
<tr><td>Service fee</td><td class="r">$36.00</td></tr>
<tr><td><b>Total with costs</b></td><td class="r"><b>$10,155.49</b></td></tr>
</table>
<p>5. Jurisdiction and venue are proper in this Court under NMSA 1978, &sect; 35-3-3, the principal amount claimed not exceeding the jurisdictional limit.</p>
<p>WHEREFORE, Plaintiff asks for judgment against Defendants, jointly and severally, for the principal sum of $8,940.12, pre- and post-judgment interest, court costs and such further relief as is proper.</p>
</div>
<div class="atty">
<div>BACA LINDGREN, P.A.<br>By: <i>/s/ Lucia M. Baca</i><br>Lucia M. Baca, NM Bar No. 147205<br>2520 Venice Avenue NE, Suite 5<br>Albuquerque, NM 87113 &middot; (505) 555-0152</div>
<div style="text-align:right">lbaca@bacalindgren-law.com<br>Paralegal: rortiz@bacalindgren-law.com<br>Service list: service@bacalindgren-law.com<br>Attorneys for Plaintiff<br>Dated: November 24, 2026</div>
</div>
<p style="font-size:8pt;margin-top:10px;color:#333">This form is filed in the Sandoval County Magistrate Court. A Spanish-language copy of the summons is available from the clerk. M-43-CV-2026-00512</p>
</div>
`});

// ---------------------------------------------------------------- 09 Debt buyer letter (trust number, unit number, says a suit was filed)
docs.push({
  id: '09', state: 'IL', kind: 'collection letter', layout: 'letter-window-coupon', font: 'DejaVu Serif',
  expected: {
    customer_name: 'Lorraine P. Whitfield', plaintiff_name: 'Northgate Receivables Trust 2020-1',
    law_firm_name: 'Brennan Ostrowski LLC', lawyer_email: null,
    lawsuit_state: 'IL', lawsuit_amount: 1962.44, civil_number: '2026-M1-114772',
    court_name: 'Circuit Court of Cook County, Illinois', customer_street: '3318 N. Halsted St., Unit 4B',
    customer_city: 'Chicago', customer_state: 'IL', customer_zip_code: '60657', determine_if_lawsuit_exists: true },
  css: base("'DejaVu Serif'", '9.5pt', `
.page{padding:40px 60px}
.top{display:flex;justify-content:space-between}
.logo{font-size:14pt;font-weight:bold;color:#0b4f6c}
.logo small{display:block;font-size:8pt;font-weight:normal;color:#333;line-height:1.35}
.ref{font-size:8.5pt;border:1px solid #0b4f6c;padding:5px 8px;width:250px}
.ref td{padding:0 4px 0 0}
.win{margin:26px 0 18px 20px;line-height:1.35}
table.bal{border-collapse:collapse;margin:6px 0 8px 20px;font-size:9pt}
table.bal td{padding:1px 10px;border-bottom:1px solid #ccc}
.r{text-align:right}
.cut{position:absolute;left:0;right:0;bottom:150px;border-top:1.5px dashed #555;text-align:center;font-size:7.5pt;color:#555}
.coupon{position:absolute;left:60px;right:60px;bottom:34px;height:105px;display:flex;justify-content:space-between;font-size:8.5pt}
`),
  html: `
<div class="top">
<div class="logo">Northgate Receivables Trust 2020-1<small>by its servicer Granite Lane Servicing, LLC<br>P.O. Box 4471, Lisle, IL 60532<br>(630) 555-0193 &middot; Mon&ndash;Fri 8 a.m.&ndash;6 p.m. CT<br>correspondence@granitelaneservicing.com</small></div>
<div class="ref"><table>
<tr><td>Date:</td><td>December 8, 2026</td></tr>
<tr><td>Reference No.:</td><td>NRT-20-0087312</td></tr>
<tr><td>Original creditor:</td><td>Lakeview Mercantile Bank, N.A.</td></tr>
<tr><td>Original acct.:</td><td>XXXX-XXXX-XXXX-5521</td></tr>
<tr><td>Current creditor:</td><td>Northgate Receivables Trust 2020-1</td></tr>
</table></div>
</div>
<div class="win">Lorraine P. Whitfield<br>3318 N. Halsted St., Unit 4B<br>Chicago, IL 60657-2214</div>
<p>Dear Lorraine P. Whitfield:</p>
<p>Northgate Receivables Trust 2020-1 owns the Lakeview Mercantile Bank, N.A. credit card account referenced above. <b>A lawsuit has been filed against you</b> to collect this debt: <i>Northgate Receivables Trust 2020-1 v. Lorraine P. Whitfield</i>, Case No. 2026-M1-114772, in the Circuit Court of Cook County, Illinois, Municipal Department, First District, 50 West Washington Street, Chicago, IL 60602. The suit was filed by our attorneys, Brennan Ostrowski LLC, 180 North LaSalle Street, Suite 2700, Chicago, IL 60601, telephone (312) 555-0147.</p>
<p>As of the date of this letter, you owe:</p>
<table class="bal">
<tr><td>Balance at charge-off (04/30/2025)</td><td class="r">$2,106.90</td></tr>
<tr><td>Interest since charge-off</td><td class="r">$0.00</td></tr>
<tr><td>Fees since charge-off</td><td class="r">$0.00</td></tr>
<tr><td>Payments and credits since charge-off</td><td class="r">&minus;$144.46</td></tr>
<tr><td><b>Total balance due now</b></td><td class="r"><b>$1,962.44</b></td></tr>
</table>
<p>Court costs of $337.00 paid to file the lawsuit are not included above and may be added if a judgment is entered. If you would like to resolve this matter before your court date, we will accept $1,177.46 as payment in full if received by January 15, 2027. You may also call to set up a monthly payment plan; payments made will be reported to the court.</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose. Please do not ignore the court papers you receive; you must appear or respond as stated in the summons.</p>
<p style="margin-top:10px">Sincerely,<br>Account Resolution Department<br>Granite Lane Servicing, LLC, servicer for Northgate Receivables Trust 2020-1</p>
<div class="cut">&#9986; detach and return with your payment</div>
<div class="coupon">
<div>Make payable to: Northgate Receivables Trust 2020-1<br>P.O. Box 4471, Lisle, IL 60532<br><br>Lorraine P. Whitfield &middot; Ref. NRT-20-0087312</div>
<div style="border:1px solid #000;padding:5px 8px;width:240px">Total balance due now: $1,962.44<br>Settlement if paid by 01/15/2027: $1,177.46<br>Amount enclosed: $__________</div>
</div>
`});

// ---------------------------------------------------------------- 10 Medical collection agency letter in Spanish (sidebar layout)
docs.push({
  id: '10', state: 'FL', kind: 'collection letter (Spanish)', layout: 'sidebar-letter-es', font: 'Nimbus Sans', lang: 'es',
  expected: {
    customer_name: 'Yolanda Ferrer Castillo', plaintiff_name: 'Biscayne Emergency Physicians, LLC',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'FL', lawsuit_amount: 1284.60, civil_number: null,
    court_name: null, customer_street: '1045 W. 29th St., Apt. 6',
    customer_city: 'Hialeah', customer_state: 'FL', customer_zip_code: '33012', determine_if_lawsuit_exists: false },
  css: base("'Nimbus Sans'", '9.5pt', `
.page{display:flex}
.side{width:210px;background:#e8f0ec;padding:40px 16px;font-size:8.5pt;line-height:1.4;border-right:3px solid #2e7d5b}
.side .n{font-size:12pt;font-weight:bold;color:#2e7d5b;margin-bottom:6px}
.side hr{border:none;border-top:1px solid #2e7d5b;margin:10px 0}
.main{flex:1;padding:40px 44px 30px 30px}
.addr{margin:20px 0 18px;line-height:1.35}
h1{font-size:13pt;margin:4px 0 10px;color:#2e7d5b}
table.t{border-collapse:collapse;width:100%;margin:4px 0 10px}
table.t td{border:1px solid #9bb;padding:3px 6px}
.r{text-align:right}
.box{border:1.5px solid #2e7d5b;padding:6px 8px;margin:8px 0;font-size:9pt}
`),
  html: `
<div class="side">
<div class="n">Sunbelt Medical Recovery, Inc.</div>
Agencia de cobranza de cuentas m&eacute;dicas<br>8200 NW 41st Street, Suite 310<br>Doral, FL 33166<br>Tel. (305) 555-0178<br>servicio@sunbeltmedrecovery.com<br>Lunes a viernes, 8:30 a.m. &ndash; 5:30 p.m.
<hr>
<b>N&uacute;mero de referencia</b><br>SMR-4471902<hr>
<b>Cuenta del paciente</b><br>88-2026-04117<hr>
<b>Fecha de servicio</b><br>03/14/2026<hr>
<b>Licencia de agencia de cobranza (FL)</b><br>CCA9904213<hr>
<span style="font-size:7.5pt">Esta comunicaci&oacute;n proviene de un cobrador de deudas. Es un intento de cobrar una deuda y cualquier informaci&oacute;n obtenida se utilizar&aacute; con ese fin.</span>
</div>
<div class="main">
<div style="text-align:right">9 de diciembre de 2026</div>
<div class="addr">Yolanda Ferrer Castillo<br>1045 W. 29th St., Apt. 6<br>Hialeah, FL 33012</div>
<h1>Aviso de validaci&oacute;n de deuda m&eacute;dica</h1>
<p>Estimada Sra. Yolanda Ferrer Castillo:</p>
<p>Sunbelt Medical Recovery, Inc. es una agencia de cobranza. Estamos tratando de cobrar una deuda que usted tiene con <b>Biscayne Emergency Physicians, LLC</b> por servicios de sala de emergencia recibidos en Westchester General Hospital. Usaremos cualquier informaci&oacute;n que usted nos d&eacute; para ayudar a cobrar la deuda.</p>
<table class="t">
<tr><td>Acreedor actual</td><td>Biscayne Emergency Physicians, LLC</td></tr>
<tr><td>Cargos totales del servicio</td><td class="r">$2,480.00</td></tr>
<tr><td>Pagos del seguro m&eacute;dico</td><td class="r">&minus;$1,015.40</td></tr>
<tr><td>Ajustes y descuentos</td><td class="r">&minus;$180.00</td></tr>
<tr><td><b>Saldo total adeudado hoy</b></td><td class="r"><b>$1,284.60</b></td></tr>
</table>
<p>No se ha presentado ninguna demanda por esta cuenta. No se agregan intereses ni cargos a este saldo.</p>
<div class="box"><b>&iquest;C&oacute;mo puede disputar la deuda?</b> Llame o escriba a Sunbelt Medical Recovery, Inc. antes del <b>20 de enero de 2027</b> para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra informaci&oacute;n es correcta. Si nos escribe antes de esa fecha, debemos dejar de cobrar cualquier cantidad que usted dispute hasta que le enviemos informaci&oacute;n que demuestre que usted debe la deuda.</div>
<p>Puede pagar en l&iacute;nea, por tel&eacute;fono o por correo. Si su seguro m&eacute;dico a&uacute;n no ha procesado esta reclamaci&oacute;n, env&iacute;enos una copia de su tarjeta de seguro. Tambi&eacute;n puede solicitar asistencia financiera al hospital.</p>
<p>Atentamente,<br>Departamento de Cuentas M&eacute;dicas<br>Sunbelt Medical Recovery, Inc.</p>
<div style="border-top:1.5px dashed #555;margin-top:18px;padding-top:8px;font-size:8.5pt;display:flex;justify-content:space-between">
<div>Env&iacute;e su pago a:<br>Sunbelt Medical Recovery, Inc.<br>P.O. Box 66190, Miami, FL 33166<br>Ref. SMR-4471902</div>
<div style="border:1px solid #000;padding:5px 8px">Saldo adeudado: $1,284.60<br>Cantidad incluida: $________</div>
</div>
</div>
`});

module.exports = docs;
