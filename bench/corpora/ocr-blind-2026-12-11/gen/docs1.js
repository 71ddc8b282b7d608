'use strict';
const { esc, money } = require('./lib');

module.exports = [

// ---------------------------------------------------------------- 01 CA
{
  id: '01', state: 'CA', kind: 'complaint (limited civil)',
  layout: 'California pleading paper: line numbers 1-28 in a left gutter with a double vertical rule, attorney block top-left, caption table with case number and limited-civil legend at right, consumer address only inside a numbered paragraph, footer title bar',
  font: "'Nimbus Roman', serif", size: '11pt',
  d: {
    name: 'Marisol Echeverria-Luna', plaintiff: 'Crestline Receivables Group, LLC',
    firm: 'Weintraub & Kessler, LLP', email: 'hweintraub@wk-collectlaw.com', lst: 'CA',
    amount: 4812.66, caseNo: 'CVRI2604417', suit: true,
    court: 'Superior Court of the State of California for the County of Riverside',
    street: '4471 Cottonwood Ave, Apt 12', city: 'Riverside', cst: 'CA', zip: '92503',
  },
  css: `
.page { padding: 0.55in 0.6in 0.5in 1.35in }
.gutter { position: absolute; left: 0.55in; top: 0.55in; width: 0.5in; text-align: right; font-size: 10pt; line-height: 0.3525in; color: #222 }
.rule1 { position: absolute; left: 1.15in; top: 0; bottom: 0; border-left: 1px solid #000 }
.rule2 { position: absolute; left: 1.19in; top: 0; bottom: 0; border-left: 1px solid #000 }
.rule3 { position: absolute; right: 0.45in; top: 0; bottom: 0; border-left: 1px solid #000 }
.atty { line-height: 1.17; font-size: 10.5pt; margin-bottom: 8pt }
.court { text-align: center; font-weight: bold; line-height: 1.3; margin: 8pt 0 8pt }
.cap { width: 100%; margin-bottom: 8pt; font-size: 10.5pt }
.cap td { vertical-align: top; padding: 3pt 6pt }
.cap td.l { width: 52%; border-right: 1px solid #000; border-bottom: 1px solid #000 }
.body p { line-height: 1.62; text-indent: 0.5in; margin: 0; text-align: justify }
.pray { margin: 2pt 0 0 0.5in; line-height: 1.5 }
.foot { position: absolute; left: 1.2in; right: 0.45in; bottom: 0.3in; border-top: 1px solid #000; text-align: center; font-size: 7.5pt; padding-top: 2pt }
.pn { position: absolute; left: 1.2in; right: 0.45in; bottom: 0.52in; text-align: center; font-size: 9pt }
`,
  body: d => `
<div class="gutter">${Array.from({ length: 28 }, (_, i) => i + 1).join('<br>')}</div>
<div class="rule1"></div><div class="rule2"></div><div class="rule3"></div>
<div class="atty">Harold J. Weintraub, Esq. (SBN 287731)<br>
Nadia R. Castellano, Esq. (SBN 301452)<br>
WEINTRAUB &amp; KESSLER, LLP<br>
3850 Vine Street, Suite 210<br>
Riverside, California 92507<br>
Telephone: (951) 555-0134 &nbsp;|&nbsp; Facsimile: (951) 555-0135<br>
Email: ${d.email}<br>
E-Service: eservice@wk-collectlaw.com<br>
Attorneys for Plaintiff ${d.plaintiff.toUpperCase()}</div>
<div class="court">SUPERIOR COURT OF THE STATE OF CALIFORNIA<br>FOR THE COUNTY OF RIVERSIDE</div>
<table class="cap"><tr><td class="l">${d.plaintiff.toUpperCase()}, a Delaware limited liability company,<br><br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>
${d.name.toUpperCase()}; and DOES 1 through 10, inclusive,<br><br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Case No.: ${d.caseNo}<br><br><b>LIMITED CIVIL CASE</b><br>(Amount demanded does not exceed $35,000)<br><br>
<b>COMPLAINT FOR:</b><br>1. BREACH OF CONTRACT;<br>2. COMMON COUNTS &ndash; OPEN BOOK ACCOUNT<br><br>Our File No.: WK-26-08813</td></tr></table>
<div class="body">
<p>Plaintiff ${d.plaintiff} (&ldquo;Plaintiff&rdquo;) alleges as follows:</p>
<p>1. Plaintiff is the assignee and current owner of the Solstice Bank, N.A. credit card account ending in 3381 (the &ldquo;Account&rdquo;), and has standing to bring this action.</p>
<p>2. Defendant ${d.name} (&ldquo;Defendant&rdquo;) is an individual who resides at ${d.street}, ${d.city}, ${d.cst} ${d.zip}, within the jurisdictional area of this Court.</p>
<p>3. Within four years last past, Defendant became indebted to Plaintiff&rsquo;s assignor on the Account for goods, services and cash advances, and there is now due and unpaid the principal sum of ${money(d.amount)}, no part of which has been paid.</p>
<p>4. Plaintiff is further entitled to prejudgment interest at ten percent (10%) per annum from March 14, 2025, which through November 30, 2026 totals $832.19, stated separately below.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant as follows:</p>
<div class="pray">1. For the principal sum of ${money(d.amount)};<br>
2. For prejudgment interest in the sum of $832.19;<br>
3. For costs of suit incurred herein (filing fee $225.00);<br>
4. For such other and further relief as the Court deems proper.</div>
<p style="text-indent:0;margin-top:10pt">Dated: December 2, 2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;WEINTRAUB &amp; KESSLER, LLP</p>
<p style="text-indent:0;margin-left:2.9in">By: <span class="sig">H. J. Weintraub</span><br>Harold J. Weintraub, Attorneys for Plaintiff</p>
</div>
<div class="pn">&ndash; 1 &ndash;</div>
<div class="foot">COMPLAINT &ndash; BREACH OF CONTRACT; COMMON COUNTS</div>
`,
},

// ---------------------------------------------------------------- 02 CA (mostly Spanish)
{
  id: '02', state: 'CA', kind: 'small-claims form (mostly Spanish)',
  layout: 'Judicial-Council-style small claims form translated to Spanish: court box and case-number box top right, numbered sections, two-column grids with labels BELOW the blanks, unrepresented business plaintiff with its own credit-office e-mail',
  font: "'Liberation Sans', sans-serif", size: '9pt', lang: 'es',
  d: {
    name: 'Jesús A. Villalobos', plaintiff: 'Sierra Vista Furniture & Appliance, Inc.',
    firm: null, email: null, lst: 'CA', amount: 3275.40, caseNo: '26CESC00412', suit: true,
    court: 'Superior Court of California, County of Fresno',
    street: '1187 N Maple Ave', city: 'Fresno', cst: 'CA', zip: '93703',
  },
  css: `
.page { padding: 0.45in 0.5in }
.top { display: flex; gap: 8pt }
.top .ttl { flex: 1; border: 1.5px solid #000; padding: 6pt }
.top .ttl h1 { font-size: 15pt; margin: 0 0 3pt } .top .ttl h2 { font-size: 10pt; margin: 0; font-weight: normal }
.top .side { width: 2.6in }
.cbox { border: 1px solid #000; padding: 4pt; font-size: 8pt; margin-bottom: 4pt }
.cbox .v { font-size: 9.5pt; font-weight: bold }
.lab { font-size: 6.8pt; color: #222 }
.notice { border: 1px solid #000; background: #eee; padding: 5pt; margin: 6pt 0; font-size: 8.5pt }
.sec { border-top: 1.5px solid #000; padding-top: 4pt; margin-top: 6pt }
.sec .n { display: inline-block; width: 14pt; height: 14pt; border-radius: 7pt; background: #000; color: #fff; text-align: center; font-weight: bold; line-height: 14pt; margin-right: 4pt }
.grid { display: grid; grid-template-columns: 1.5fr 1fr; column-gap: 14pt; row-gap: 2pt; margin: 4pt 0 2pt 18pt }
.grid .f { border-bottom: 1px solid #000; min-height: 13pt; font-size: 10pt; padding-left: 2pt }
.grid .lab { margin-bottom: 4pt }
.ind { margin-left: 18pt }
.foot { position: absolute; left: 0.5in; right: 0.5in; bottom: 0.35in; font-size: 6.8pt; display: flex; justify-content: space-between; border-top: 1px solid #000; padding-top: 2pt }
.ck { font-family: 'DejaVu Sans'; }
`,
  body: d => `
<div class="top"><div class="ttl"><div class="lab">SC-100 S &nbsp; Traducción de cortesía &mdash; Courtesy translation</div>
<h1>Reclamo del Demandante y ORDEN al Demandado</h1><h2>(Reclamos menores)</h2>
<p style="margin-top:6pt;font-size:8.5pt">Aviso al demandado: <b>Lo están demandando.</b> El demandante le reclama dinero. Para protegerse, debe ir a la corte en la fecha del juicio indicada abajo. Si no va, puede perder el caso y la corte puede ordenar que le quiten su sueldo, dinero u otros bienes.</p></div>
<div class="side"><div class="cbox"><div class="lab">Nombre y dirección de la corte: (Court name and street address)</div>
<div class="v">SUPERIOR COURT OF CALIFORNIA, COUNTY OF FRESNO</div>2240 Kern Street, Fresno, CA 93721<br>Tel. (559) 555-0103</div>
<div class="cbox"><div class="lab">Número del caso (Case number):</div><div class="v" style="font-size:12pt">${d.caseNo}</div></div>
<div class="cbox"><div class="lab">Nombre del caso:</div>${d.plaintiff.replace(/&/g, '&amp;')} v. ${d.name}</div></div></div>

<div class="notice"><b>Orden al demandado:</b> Usted tiene que ir a la corte en la fecha indicada. Lleve testigos, recibos y cualquier prueba que necesite para probar su caso. &nbsp;
<b>Fecha del juicio:</b> 26/01/2027 &nbsp; <b>Hora:</b> 8:30 a.m. &nbsp; <b>Depto.:</b> 94 &nbsp; <b>Sala:</b> 3 &nbsp; Secretario, por: ____________ , Asistente</div>

<div class="sec"><span class="n">1</span><b>El demandante</b> (la persona, negocio o entidad pública que demanda) es:
<div class="grid">
<div class="f">${d.plaintiff.replace(/&/g, '&amp;')}</div><div class="f">(559) 555-0177</div>
<div class="lab">Nombre</div><div class="lab">Teléfono</div>
<div class="f">4630 W Shaw Ave</div><div class="f">Fresno, CA 93722</div>
<div class="lab">Dirección (calle)</div><div class="lab">Ciudad, Estado, Código postal</div>
<div class="f">creditos@sierravistafurniture.com</div><div class="f">Teresa Ruelas, gerente de crédito</div>
<div class="lab">Correo electrónico del demandante</div><div class="lab">Representante del negocio (no es abogado)</div>
</div></div>

<div class="sec"><span class="n">2</span><b>El demandado</b> (la persona, negocio o entidad pública que se demanda) es:
<div class="grid">
<div class="f">${d.name}</div><div class="f">(559) 555-0190</div>
<div class="lab">Nombre</div><div class="lab">Teléfono</div>
<div class="f">${d.street}</div><div class="f">${d.city}, ${d.cst} ${d.zip}</div>
<div class="lab">Dirección (calle)</div><div class="lab">Ciudad, Estado, Código postal</div>
</div></div>

<div class="sec"><span class="n">3</span><b>El demandante reclama que el demandado le debe:</b> <span style="font-size:11pt;font-weight:bold">${money(d.amount)}</span> <span class="lab">(Explique a continuación)</span>
<div class="ind"><p>a. ¿Por qué le debe dinero el demandado? <u>Saldo impago de la cuenta de crédito de la tienda No. 40-77812 por muebles (sofá seccional y comedor) entregados el 18/02/2025.</u></p>
<p>b. ¿Cuándo pasó esto? Fecha: <u>18/02/2025; último pago recibido el 05/09/2025</u></p>
<p>c. ¿Cómo calculó el dinero que le deben? <u>Precio de venta $4,190.00 menos pagos de $914.60 = ${money(d.amount)}. Esta cantidad no incluye intereses de $412.88 ni costos de la corte ($75.00 de presentación).</u></p></div></div>

<div class="sec"><span class="n">4</span>Tiene que pedirle al demandado que le pague antes de demandarlo. <span class="ck">☒</span> Sí, se lo pedí por carta el 03/10/2026. &nbsp; <span class="ck">☐</span> No.</div>
<div class="sec"><span class="n">5</span>¿Por qué presenta su reclamo en esta corte? <span class="ck">☒</span> a. Porque aquí vive el demandado o el negocio del demandado; o donde se firmó el contrato.</div>
<div class="sec"><span class="n">6</span>Límite del reclamo: Entiendo que un negocio no puede reclamar más de $6,250 en reclamos menores, y que no he presentado más de 12 reclamos en los últimos 12 meses. <span class="ck">☒</span> Entiendo que al presentar este reclamo renuncio a mi derecho de apelar.</div>
<div class="sec"><span class="n">7</span>Declaro bajo pena de perjurio, conforme a las leyes del Estado de California, que la información anterior es verdadera y correcta.
<div style="display:flex;gap:30pt;margin-top:8pt;margin-left:18pt"><div>Fecha: 12/11/2026</div><div>Teresa Ruelas, por el demandante</div><div><span class="sig">Teresa Ruelas</span></div></div></div>
<div class="foot"><span>Consejo Judicial de California &middot; Revisado el 1 de enero de 2026 &middot; Código de Procedimiento Civil, §§ 116.110 y siguientes</span><span>Reclamo del Demandante y ORDEN al Demandado &middot; Página 1 de 6</span></div>
`,
},

// ---------------------------------------------------------------- 03 CA
{
  id: '03', state: 'CA', kind: 'summons (bilingual English/Spanish)',
  layout: 'SUM-100-like summons: title block left with FOR COURT USE ONLY box and e-filing stamp right, bilingual NOTICE/AVISO paragraphs, court name/address and case number side by side, attorney paragraph, notice-to-person-served with service address, demand summary strip',
  font: "'DejaVu Sans Condensed', sans-serif", size: '9pt',
  d: {
    name: 'Dwayne L. Pritchett, Jr.', plaintiff: 'Meridian Bay Funding, LLC',
    firm: 'Moreno, Patel & Associates, APC', email: 'jmoreno@morenopatel-law.com', lst: 'CA',
    amount: 2941.18, caseNo: '26CV009182', suit: true,
    court: 'Superior Court of California, County of Sacramento',
    street: '7319 Amherst St', city: 'Sacramento', cst: 'CA', zip: '95823',
  },
  css: `
.page { padding: 0.45in 0.55in }
.hd { display: flex; gap: 10pt }
.hd .l { flex: 1 } .hd .r { width: 2.55in; border: 1px solid #000; padding: 4pt; font-size: 7.5pt; text-align: center; height: 1.55in }
.stamp { border: 2px solid #345; color: #234; margin-top: 6pt; padding: 4pt; font-size: 8pt; font-weight: bold; transform: rotate(-2deg) }
h1 { font-size: 15pt; margin: 0 } h1 small { font-size: 10pt; font-weight: normal }
.fl { font-size: 7.5pt; font-weight: bold; margin-top: 6pt }
.pv { font-size: 10pt; font-weight: bold; margin: 1pt 0 4pt }
.note { border-top: 1px solid #000; margin-top: 5pt; padding-top: 4pt; font-size: 8pt; text-align: justify }
.row2 { display: flex; border-top: 1px solid #000; margin-top: 4pt }
.row2 > div { padding: 4pt } .row2 .cn { width: 2.3in; border-left: 1px solid #000 }
.lab { font-size: 7pt }
.dem { border: 1px solid #000; display: flex; margin-top: 6pt; font-size: 8.5pt }
.dem div { flex: 1; padding: 3pt 5pt; border-right: 1px solid #000 } .dem div:last-child { border-right: 0 }
.served { border: 1.5px solid #000; margin-top: 6pt; padding: 5pt; font-size: 8.5pt }
.foot { position: absolute; left: 0.55in; right: 0.55in; bottom: 0.35in; font-size: 6.8pt; display: flex; justify-content: space-between; border-top: 1px solid #000; padding-top: 2pt }
`,
  body: d => `
<div class="hd"><div class="l"><h1>SUMMONS <small>(CITACION JUDICIAL)</small></h1>
<div class="fl">NOTICE TO DEFENDANT: (AVISO AL DEMANDADO):</div>
<div class="pv">${d.name.toUpperCase()}, an individual; and DOES 1 to 10, inclusive</div>
<div class="fl">YOU ARE BEING SUED BY PLAINTIFF: (LO ESTÁ DEMANDANDO EL DEMANDANTE):</div>
<div class="pv">${d.plaintiff}, as assignee of Solstice Bank, N.A.</div></div>
<div class="r"><b>FOR COURT USE ONLY</b><br>(SOLO PARA USO DE LA CORTE)
<div class="stamp">ELECTRONICALLY FILED<br>Superior Court of California,<br>County of Sacramento<br>12/01/2026 &nbsp;By: K. Lindahl, Deputy<br>Envelope: 20844719</div></div></div>
<div class="note"><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below.<br>
You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you. Your written response must be in proper legal form if you want the court to hear your case. There may be a court form that you can use for your response. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning from the court. There are other legal requirements. You may want to call an attorney right away. If you cannot afford an attorney, you may be eligible for free legal services from a nonprofit legal services program.</div>
<div class="note"><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación.<br>
Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen. Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia. Es recomendable que llame a un abogado inmediatamente.</div>
<div class="row2"><div style="flex:1"><span class="lab">The name and address of the court is: (El nombre y dirección de la corte es):</span><br>
<b>Superior Court of California, County of Sacramento</b><br>1190 Riverfront Plaza, Sacramento, CA 95814 &nbsp; &middot; &nbsp; Civil Division, (916) 555-0102</div>
<div class="cn"><span class="lab">CASE NUMBER: (Número del Caso):</span><br><span style="font-size:12pt;font-weight:bold">${d.caseNo}</span></div></div>
<div class="row2"><div><span class="lab">The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is: (El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</span><br>
Jorge A. Moreno (SBN 276540), ${d.firm}, 2710 Gateway Oaks Dr, Ste 150, Sacramento, CA 95833 &nbsp;&middot;&nbsp; (916) 555-0162 &nbsp;&middot;&nbsp; ${d.email} &nbsp;&middot;&nbsp; filings: efile@morenopatel-law.com</div></div>
<div class="row2"><div>DATE: (Fecha) 12/01/2026 &nbsp;&nbsp;&nbsp; Clerk, by (Secretario) <span class="sig" style="font-size:12pt">K. Lindahl</span> , Deputy (Adjunto)</div></div>
<div class="dem"><div><span class="lab">Principal balance demanded</span><br><b>${money(d.amount)}</b></div><div><span class="lab">Attorney fees (contract)</span><br>$450.00</div><div><span class="lab">Costs (filing fee)</span><br>$370.00</div><div><span class="lab">Total demanded</span><br>$3,761.18</div><div><span class="lab">Limited civil case</span><br>does not exceed $35,000</div></div>
<div class="served"><b>NOTICE TO THE PERSON SERVED:</b> You are served<br>
1. <span style="font-family:'DejaVu Sans'">☒</span> as an individual defendant. &nbsp; 2. <span style="font-family:'DejaVu Sans'">☐</span> as the person sued under the fictitious name of (specify): ______________<br>
Address for service (Dirección para la entrega): <b>${d.street}, ${d.city}, ${d.cst} ${d.zip}</b><br>
4. <span style="font-family:'DejaVu Sans'">☐</span> by personal delivery on (date): ______________ &nbsp;&nbsp; Registered process server: Capitol Legal Support, dispatch@capitollegalsupport.com</div>
<div class="foot"><span>Form Adopted for Mandatory Use<br>Judicial Council of California<br>SUM-100 [Rev. July 1, 2009]</span><span style="font-size:9pt;font-weight:bold;align-self:center">SUMMONS</span><span style="text-align:right">Code of Civil Procedure §§ 412.20, 465<br>Page 1 of 1</span></div>
`,
},

// ---------------------------------------------------------------- 04 OH
{
  id: '04', state: 'OH', kind: 'summons on complaint',
  layout: 'court name in letter-spaced small capitals across the top over a thin double rule, case number in a box top right, caption with a column of asterisks and a closing row of asterisks, consumer address inside the caption under the name, attorney paragraph with Ohio registration number',
  font: "'C059', serif", size: '10pt',
  d: {
    name: 'Tamika R. Blanchard', plaintiff: 'Lakeshore Consumer Funding, LLC',
    firm: 'Renner, Ostrowski & Hale Co., L.P.A.', email: 'mostrowski@rohlpa.com', lst: 'OH',
    amount: 6130.22, caseNo: '2026 CVF 018842', suit: true,
    court: 'Franklin County Municipal Court',
    street: '2250 Briggsdale Ave', city: 'Columbus', cst: 'OH', zip: '43223',
  },
  css: `
.page { padding: 0.5in 0.75in }
.crt { text-align: center; font-variant: small-caps; letter-spacing: 3.5pt; font-size: 17pt; font-weight: bold }
.sub { text-align: center; font-size: 7pt; letter-spacing: 0; border-bottom: 3px double #000; padding-bottom: 4pt }
.cbox { position: absolute; right: 0.75in; top: 1.22in; border: 2px solid #000; padding: 4pt 8pt; font-size: 10pt; text-align: center }
h2 { text-align: center; font-size: 12.5pt; margin: 16pt 0 2pt; letter-spacing: 1pt }
.rul { text-align: center; font-size: 8pt; margin-bottom: 10pt }
.cap { width: 100%; font-size: 10pt; margin-bottom: 4pt }
.cap td { vertical-align: top; padding: 0 } .cap .ast { width: 22pt; text-align: center; line-height: 1.25 }
.astrow { letter-spacing: 6pt; margin: 2pt 0 10pt; font-size: 10pt; white-space: nowrap; overflow: hidden }
.t p { text-align: justify; line-height: 1.38 }
.blk { margin-left: 0.5in; line-height: 1.3; margin-bottom: 8pt }
.sigs { display: flex; justify-content: space-between; margin-top: 14pt }
.foot { position: absolute; left: 0.75in; right: 0.75in; bottom: 0.35in; font-size: 7pt; border-top: 1px solid #000; padding-top: 2pt; display: flex; justify-content: space-between }
`,
  body: d => {
    const L = [d.plaintiff.toUpperCase(), 'c/o 8800 Crossroads Pkwy, Suite 400', 'Westerville, OH 43081', '', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', '', '&nbsp;&nbsp;&nbsp;vs.', '', d.name.toUpperCase(), d.street, `${d.city}, ${d.cst} ${d.zip}`, '', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.'];
    return `
<div class="crt">Franklin County Municipal Court</div>
<div class="sub">418 MOUND STREET ANNEX, COLUMBUS, OHIO 43215 &nbsp;&middot;&nbsp; (614) 555-0110 &nbsp;&middot;&nbsp; civil.clerk@fcmc-clerk-oh.org</div>
<div class="cbox"><span style="font-size:7pt">CASE NO.</span><br><b>${d.caseNo}</b></div>
<h2>SUMMONS ON COMPLAINT</h2><div class="rul">Rules 4 through 4.6, Ohio Rules of Civil Procedure</div>
<table class="cap"><tr><td style="width:55%">${L.join('<br>')}</td><td class="ast">${L.map(() => '*').join('<br>')}</td>
<td style="padding-left:10pt">Case No. ${d.caseNo}<br><br>Judge: ____________________<br><br>Plaintiff&rsquo;s Account No. xxxxxx5527<br>Attorney File No. 24-55271</td></tr></table>
<div class="astrow">* * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * * *</div>
<div class="t"><p>To the above-named Defendant:</p>
<p>You have been named Defendant in a Complaint filed in the Franklin County Municipal Court by ${d.plaintiff}, Plaintiff, a copy of which is attached hereto. The Complaint demands judgment against you in the principal amount of ${money(d.amount)}, together with interest at the statutory rate of 7.00% per annum from May 19, 2025, and the costs of this action. A deposit for costs of $129.00 has been paid by Plaintiff. The monetary jurisdiction of this Court is limited to $15,000.</p>
<p>You are hereby summoned and required to serve upon the Plaintiff&rsquo;s attorney, whose name and address are:</p>
<div class="blk">Miriam K. Ostrowski (0091734)<br>${d.firm}<br>6150 Frantz Road, Suite 220, Dublin, Ohio 43017<br>Tel. (614) 555-0147 &nbsp; Fax (614) 555-0148<br>${d.email}</div>
<p>an Answer to the Complaint within twenty-eight (28) days after service of this Summons upon you, exclusive of the day of service. Your Answer must also be filed with the Clerk of this Court within three (3) days after you serve a copy of it on Plaintiff&rsquo;s attorney.</p>
<p>If you fail to appear and defend, judgment by default will be rendered against you for the relief demanded in the Complaint.</p></div>
<div class="sigs"><div>Date: November 24, 2026</div><div style="text-align:center">Clerk of Court, Franklin County Municipal Court<br><br>By ______________________________ Deputy Clerk</div></div>
<div class="foot"><span>FCMC Form CV-4 (Summons) &middot; Rev. 03/2025</span><span>Service: Certified Mail No. 9407 1118 9956 2214 0087 31</span></div>`;
  },
},

// ---------------------------------------------------------------- 05 OH
{
  id: '05', state: 'OH', kind: 'complaint',
  layout: 'common-pleas complaint: centred two-line court heading, caption with a vertical rule of right parentheses, co-defendant and a "Serve at:" block inside the caption, case number and judge at right, numbered paragraphs, attorney block at the bottom under the signature line',
  font: "'Nimbus Roman', serif", size: '11pt',
  d: {
    name: 'Angela M. Szabo', plaintiff: 'Tallgrass Asset Holdings, LLC',
    firm: 'Delacroix Brennan LLC', email: 'kbrennan@delacroixbrennan.com', lst: 'OH',
    amount: 18406.50, caseNo: 'CV-2026-02-0734', suit: true,
    court: 'Court of Common Pleas, Summit County, Ohio',
    street: '1732 Goodyear Blvd', city: 'Akron', cst: 'OH', zip: '44305',
  },
  css: `
.page { padding: 0.6in 0.85in }
.crt { text-align: center; font-weight: bold; line-height: 1.35; margin-bottom: 12pt }
.cap { width: 100%; font-size: 10.5pt; line-height: 1.22 }
.cap td { vertical-align: top } .cap .par { width: 14pt; text-align: center }
.t p { text-align: justify; line-height: 1.45; text-indent: .5in; margin: 0 0 4pt }
h3 { text-align: center; font-size: 11pt; margin: 8pt 0 4pt; text-decoration: underline }
.sigl { margin-left: 3.1in; margin-top: 12pt; line-height: 1.22; font-size: 10.5pt }
.sigl .ln { border-top: 1px solid #000; width: 2.9in; padding-top: 2pt }
.instr { font-size: 8pt; margin-top: 8pt; border-top: 1px solid #000; padding-top: 3pt }
`,
  body: d => {
    const L = [d.plaintiff.toUpperCase(), '1200 Lakeside Ave, Suite 900', 'Cleveland, OH 44114', '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', '&nbsp;&nbsp;&nbsp;&nbsp;v.', d.name.toUpperCase(), 'and', 'BRANDON K. SZABO', '<b>Serve at:</b>', d.street, `${d.city}, ${d.cst} ${d.zip}`, '&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.'];
    return `
<div class="crt">IN THE COURT OF COMMON PLEAS<br>SUMMIT COUNTY, OHIO</div>
<table class="cap"><tr><td style="width:52%">${L.join('<br>')}</td><td class="par">${L.map(() => ')').join('<br>')}</td>
<td style="padding-left:12pt">CASE NO. ${d.caseNo}<br><br>JUDGE ______________________<br><br><b>COMPLAINT ON ACCOUNT AND FOR MONEY DAMAGES</b><br><br>(Jury demand endorsed hereon: No)</td></tr></table>
<div class="t" style="margin-top:10pt">
<p>Now comes Plaintiff, ${d.plaintiff}, by and through counsel, and for its Complaint against Defendants states as follows:</p>
<p>1. Defendants ${d.name} and Brandon K. Szabo executed a Retail Installment Sales Contract for the purchase of a 2021 Kia Sorento, which contract was assigned to Plaintiff. A copy is attached as Exhibit A.</p>
<p>2. Defendants defaulted. The vehicle was repossessed and sold at a commercially reasonable sale on June 3, 2025, and after application of the net sale proceeds of $9,150.00, a deficiency balance of ${money(d.amount)} remains due.</p>
<p>3. Interest accrues under the contract at 6.90% per annum; accrued interest through November 30, 2026 is $1,733.08. The amount in controversy exceeds $15,000.00, the monetary jurisdiction of the municipal and county courts.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the amount of ${money(d.amount)}, plus interest at 6.90% per annum from June 3, 2025, and the costs of this action.</p></div>
<div class="sigl">Respectfully submitted,<br><br><span class="sig">Kendra L. Brennan</span><div class="ln">Kendra L. Brennan (0087120)<br>${d.firm}<br>411 W. Market Street, Suite 300<br>Akron, Ohio 44303<br>T: (330) 555-0177 &nbsp; F: (330) 555-0178<br>${d.email}<br><i>Counsel for Plaintiff</i></div></div>
<div class="instr"><b>INSTRUCTIONS FOR SERVICE:</b> Clerk, please serve each Defendant by certified mail, return receipt requested, at the address listed above. Deposit for costs tendered herewith: $300.00.</div>`;
  },
},

// ---------------------------------------------------------------- 06 OH
{
  id: '06', state: 'OH', kind: 'small-claims complaint and notice of hearing',
  layout: 'two-line court heading with case number box, parties in a PLAINTIFF | DEFENDANT table with labelled rows, defendant printed last-name-first, unrepresented credit-union plaintiff filed by an officer, claim box, notice of hearing panel',
  font: "'Nimbus Sans Narrow', sans-serif", stretch: 'condensed', size: '10pt',
  nameCheck: 'tokens',
  d: {
    name: 'Daniel P. Kovach', plaintiff: 'Northcoast Teachers Federal Credit Union',
    firm: null, email: null, lst: 'OH', amount: 2418.77, caseNo: '26CVI00412', suit: true,
    court: 'Parma Municipal Court, Small Claims Division',
    street: '5419 Broadview Rd, Apt 6', city: 'Parma', cst: 'OH', zip: '44134',
  },
  css: `
.page { padding: 0.55in 0.7in }
.hd { display: flex; align-items: flex-start; border-bottom: 2px solid #000; padding-bottom: 6pt }
.hd .crt { flex: 1; font-size: 16pt; font-weight: bold; line-height: 1.15 }
.hd .crt span { font-size: 8pt; font-weight: normal }
.hd .cn { border: 1.5px solid #000; padding: 4pt 10pt; text-align: center }
h2 { font-size: 13pt; margin: 10pt 0 6pt; text-align: center }
.pt { width: 100%; font-size: 10.5pt }
.pt th { background: #222; color: #fff; font-size: 9pt; padding: 3pt; border: 1px solid #000 }
.pt td { border: 1px solid #000; padding: 4pt 5pt; height: 22pt } .pt td.k { width: 1.35in; font-size: 7.5pt; background: #f0f0f0 }
.claim { border: 2px solid #000; margin-top: 10pt; padding: 6pt }
.claim .amt { font-size: 14pt; font-weight: bold }
.hear { margin-top: 10pt; border: 1px dashed #000; padding: 6pt; background: #f6f6f6 }
.lab { font-size: 7.5pt }
.foot { position: absolute; left: 0.7in; right: 0.7in; bottom: 0.35in; font-size: 7pt; border-top: 1px solid #000; padding-top: 2pt }
`,
  body: d => `
<div class="hd"><div class="crt">PARMA MUNICIPAL COURT<br>SMALL CLAIMS DIVISION<br><span>5810 Ridgewood Center Drive, Parma, Ohio 44129 &middot; Clerk (440) 555-0109 &middot; smallclaims@parmamunicourt-oh.org</span></div>
<div class="cn"><span class="lab">CASE NUMBER</span><br><b style="font-size:13pt">${d.caseNo}</b></div></div>
<h2>SMALL CLAIMS COMPLAINT AND NOTICE OF HEARING</h2>
<table class="pt"><tr><th></th><th>PLAINTIFF</th><th>DEFENDANT</th></tr>
<tr><td class="k">Name (last, first, middle)</td><td>${d.plaintiff}</td><td><b>KOVACH, DANIEL P.</b></td></tr>
<tr><td class="k">Street address</td><td>6900 Rockside Rd</td><td>${d.street}</td></tr>
<tr><td class="k">City, State, ZIP</td><td>Independence, OH 44131</td><td>${d.city}, ${d.cst} ${d.zip}</td></tr>
<tr><td class="k">Telephone</td><td>(216) 555-0161</td><td>(440) 555-0192</td></tr>
<tr><td class="k">E-mail</td><td>collections@northcoasttfcu.org</td><td></td></tr></table>
<div class="claim"><div>The Defendant owes the Plaintiff the sum of <span class="amt">${money(d.amount)}</span></div>
<p style="margin-top:4pt">for the following reason: <u>Unpaid balance of signature loan No. 88-0413, opened 02/11/2023, charged off 06/30/2026. Member account No. 0041137.</u></p>
<p>Plaintiff also asks for interest at the statutory rate from the date of judgment and court costs. Filing deposit paid: $98.00; certified-mail service: $12.00. (Small claims jurisdiction is limited to $6,000.00.)</p>
<p style="margin-top:8pt">I certify that the above statement is true to the best of my knowledge.</p>
<div style="display:flex;justify-content:space-between;margin-top:4pt"><div><span class="sig">Renata Hollis</span><br>Renata Hollis, Collections Supervisor, for Plaintiff<br><span class="lab">(non-attorney officer of a corporate plaintiff, R.C. 1925.17)</span></div><div>Date filed: 11/30/2026</div></div></div>
<div class="hear"><b>NOTICE OF HEARING TO DEFENDANT</b><br>You are being sued. A hearing will be held before a Magistrate on <b>January 14, 2027 at 9:00 a.m.</b>, Courtroom 2, Parma Municipal Court. Bring all witnesses, documents, receipts and other evidence. If you do not appear, judgment may be entered against you for the amount claimed plus costs. You may file a counterclaim at least seven days before the hearing. If you need an interpreter, call (440) 555-0109.</div>
<div class="foot">Parma Municipal Court &middot; Small Claims Form SC-1 &middot; Original to Court, copy to each Defendant</div>
`,
},

// ---------------------------------------------------------------- 07 IL
{
  id: '07', state: 'IL', kind: 'summons',
  layout: 'Cook-style clerk summons: return codes at top left, two-line court heading, case number with Amount Claimed and return date at right, a/k/a defendant, boxed "Please serve" address block, attorney code box at the bottom with primary and secondary e-mail lines',
  font: "'Liberation Sans', sans-serif", size: '9.5pt',
  d: {
    name: 'Luis F. Carrasquillo', plaintiff: 'Bluewater Card Services, N.A.',
    firm: 'Szymanski & Holt, P.C.', email: 'aholt@szymanskiholt.com', lst: 'IL',
    amount: 7362.09, caseNo: '2026-M1-104837', suit: true,
    court: 'Circuit Court of Cook County, Illinois, Municipal Department, First District',
    street: '2814 S Drake Ave, 1st Fl', city: 'Chicago', cst: 'IL', zip: '60623',
  },
  css: `
.page { padding: 0.45in 0.6in }
.codes { font-size: 7pt; line-height: 1.2 }
.crt { text-align: center; font-weight: bold; font-size: 11pt; margin: 6pt 0 8pt }
.cap { display: flex; border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 6pt 0 }
.cap .l { flex: 1 } .cap .r { width: 2.7in; border-left: 1px solid #000; padding-left: 8pt }
h2 { text-align: center; margin: 8pt 0 4pt; font-size: 13pt }
.t p { text-align: justify; font-size: 9pt; line-height: 1.3 }
.serve { border: 2px solid #000; width: 3.4in; padding: 5pt; margin: 6pt 0 }
.atty { display: grid; grid-template-columns: 1fr 1fr; border: 1px solid #000; font-size: 8.5pt; margin-top: 8pt }
.atty div { border-bottom: 1px solid #999; padding: 2pt 4pt } .atty .lab { font-size: 7pt; color: #333 }
.foot { position: absolute; left: 0.6in; right: 0.6in; bottom: 0.32in; font-size: 7pt; text-align: center; border-top: 1px solid #000; padding-top: 2pt }
.lab { font-size: 7pt }
`,
  body: d => `
<div class="codes">2120 - Served &nbsp;&nbsp; 2121 - Served &nbsp;&nbsp; 2620 - Sec. of State<br>2220 - Not Served &nbsp; 2221 - Not Served &nbsp; 2621 - Alias Summons<br>2320 - Served By Mail &nbsp; 2321 - Served By Mail</div>
<div class="crt">IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS<br>MUNICIPAL DEPARTMENT, FIRST DISTRICT</div>
<div class="cap"><div class="l">${d.plaintiff}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.<br>${d.name} a/k/a Luis Carrasquillo Rivera<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="r">No. <b>${d.caseNo}</b><br>Amount Claimed: <b>${money(d.amount)}</b><br>(exclusive of interest and costs)<br>Return Date: 01/19/2027 &nbsp; Room: 1303<br>Envelope No.: 38211907</div></div>
<h2>SUMMONS</h2>
<div class="t"><p>To each Defendant: YOU ARE SUMMONED and required to file an appearance, and pay the required fee, in the Office of the Clerk of this Court at the following location: <b>Civil Municipal Division, 1180 W. Harrison Street Annex, Room 602, Chicago, Illinois 60607</b>, on or before the return date shown above. IF YOU FAIL TO DO SO, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE RELIEF ASKED IN THE COMPLAINT, A COPY OF WHICH IS HERETO ATTACHED.</p>
<p>E-filing is mandatory for documents in civil cases with limited exemptions. To e-file, you must first create an account with an e-filing service provider. If you need additional help or have trouble e-filing, contact the Clerk&rsquo;s office at (312) 555-0114 or civilclerk-help@cookclerk-il.org. Filing fee paid by Plaintiff: $289.00; sheriff&rsquo;s fee: $60.00.</p></div>
<div class="serve"><b>PLEASE SERVE:</b><br>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div>
<div class="atty">
<div><span class="lab">Atty. No.:</span> 61784</div><div><span class="lab">Witness:</span> 12/02/2026</div>
<div><span class="lab">Atty Name:</span> Andrea M. Holt</div><div><span class="lab">Clerk of Court</span> ____________________</div>
<div><span class="lab">Atty. for:</span> Plaintiff</div><div><span class="lab">Date of Service:</span> ____________</div>
<div><span class="lab">Firm:</span> ${d.firm}</div><div><span class="lab">(To be inserted by officer on copy left with Defendant)</span></div>
<div><span class="lab">Address:</span> 455 W. Adams St., Suite 1210</div><div><span class="lab">Plaintiff&rsquo;s Acct.:</span> xxxx-xxxx-xxxx-7730</div>
<div><span class="lab">City/State/Zip:</span> Chicago, IL 60661</div><div><span class="lab">Our File:</span> SH-2611207</div>
<div><span class="lab">Telephone:</span> (312) 555-0129</div><div></div>
<div><span class="lab">Primary Email:</span> ${d.email}</div><div><span class="lab">Secondary Email:</span> collections-efile@szymanskiholt.com</div></div>
<div class="foot">Clerk of the Circuit Court of Cook County, Illinois &middot; Summons &ndash; Municipal Department (Form CCM 0005) &middot; Page 1 of 1</div>
`,
},

// ---------------------------------------------------------------- 08 IL
{
  id: '08', state: 'IL', kind: 'small claims complaint',
  layout: 'two-line circuit heading, case number inside a heavy box at top right, parties block with defendant address lines, numbered allegations, "Plaintiff\'s attorney" box with ARDC number and firm service e-mail, Rule 1-109 certification line',
  font: "'URW Bookman', serif", size: '9.5pt',
  d: {
    name: 'Kristen E. Vanderhoof', plaintiff: 'Prairie Gate Recovery Fund I, LLC',
    firm: 'Kettering Blaine Law Offices, Ltd.', email: 'tblaine@ketteringblaine.com', lst: 'IL',
    amount: 3118.40, caseNo: '2026SC001877', suit: true,
    court: 'Circuit Court of the Twelfth Judicial Circuit, Will County, Illinois',
    street: '907 Bluff St', city: 'Joliet', cst: 'IL', zip: '60435',
  },
  css: `
.page { padding: 0.55in 0.7in }
.crt { text-align: center; font-weight: bold; font-size: 10.5pt; line-height: 1.35; margin-right: 1.8in }
.cbx { position: absolute; right: 0.7in; top: 0.5in; border: 3px solid #000; padding: 6pt 8pt; text-align: center; width: 1.7in }
.cbx .lab { font-size: 7pt }
.par { margin-top: 18pt; line-height: 1.3 }
h2 { text-align: center; font-size: 13pt; letter-spacing: 2pt; margin: 12pt 0 8pt }
ol { padding-left: 16pt; margin: 0 } ol li { margin-bottom: 5pt; text-align: justify; line-height: 1.35 }
.pa { border: 1.5px solid #000; margin-top: 10pt; padding: 6pt 8pt; width: 4.1in }
.pa .h { font-size: 7.5pt; font-weight: bold; letter-spacing: 1pt; border-bottom: 1px solid #000; margin-bottom: 3pt }
.cert { font-size: 8pt; margin-top: 10pt; text-align: justify }
.foot { position: absolute; left: 0.7in; right: 0.7in; bottom: 0.35in; font-size: 7pt; display: flex; justify-content: space-between }
`,
  body: d => `
<div class="crt">IN THE CIRCUIT COURT OF THE TWELFTH JUDICIAL CIRCUIT<br>WILL COUNTY, ILLINOIS</div>
<div class="cbx"><div class="lab">CASE NUMBER</div><b style="font-size:11pt">${d.caseNo}</b><div class="lab" style="margin-top:3pt">Return date: 01/21/2027 9:00 a.m.<br>Courtroom 112</div></div>
<div class="par">${d.plaintiff},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<h2>SMALL CLAIMS COMPLAINT</h2>
<ol><li>Plaintiff, ${d.plaintiff}, is the assignee of a consumer credit account originally issued by Harbor Plains Bank under account number ending 0921.</li>
<li>Defendant, ${d.name}, resides in Will County, Illinois.</li>
<li>Defendant owes Plaintiff the sum of ${money(d.amount)} on the account, after all just credits, offsets and payments. Plaintiff has made demand for payment and Defendant has failed to pay.</li>
<li>Plaintiff additionally seeks its court costs (filing fee $194.00; sheriff service $60.00). This claim does not exceed $10,000.00, the limit for small claims in Illinois.</li></ol>
<p style="margin-top:6pt">WHEREFORE, Plaintiff requests judgment against Defendant in the amount of ${money(d.amount)} plus costs of suit.</p>
<div class="pa"><div class="h">PLAINTIFF&rsquo;S ATTORNEY</div>Thomas R. Blaine &nbsp;(ARDC No. 6321984)<br>${d.firm}<br>58 N. Chicago Street, Suite 402, Joliet, IL 60432<br>Phone: (815) 555-0188 &nbsp; Cook/Will Firm No. 40917<br>Email: ${d.email}<br>Service email: service@ketteringblaine.com</div>
<div class="cert">Under penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that the statements set forth in this instrument are true and correct.<br><br><span class="sig">Thomas R. Blaine</span> &nbsp;&nbsp; Dated: 12/03/2026</div>
<div class="foot"><span>Will County Circuit Clerk &middot; 57 N. Ottawa St. Annex, Joliet, IL 60432 &middot; (815) 555-0111</span><span>SC-COMP (rev. 2025)</span></div>
`,
},

// ---------------------------------------------------------------- 09 IL
{
  id: '09', state: 'IL', kind: 'complaint with Rule 222 affidavit and sheriff\'s return',
  layout: 'circuit heading, bordered caption table with co-defendant and Amount Claimed / envelope number at right, short complaint, Rule 222(b) affidavit, attorney block with firm ID, and a sheriff\'s return section at the bottom that carries the consumer address',
  font: "'P052', serif", size: '10pt',
  d: {
    name: 'Chidi E. Okonkwo', plaintiff: 'Ashbury Auto Finance, Inc.',
    firm: 'Ferraro & Lindgren, P.C.', email: 'lferraro@ferrarolindgren.com', lst: 'IL',
    amount: 11204.93, caseNo: '2026LM000812', suit: true,
    court: 'Circuit Court of the Eighteenth Judicial Circuit, DuPage County, Illinois',
    street: '1876 Bloomingdale Rd, Unit 2B', city: 'Glendale Heights', cst: 'IL', zip: '60139',
  },
  css: `
.page { padding: 0.5in 0.7in }
.crt { text-align: center; font-weight: bold; line-height: 1.3; margin-bottom: 6pt }
.cap { width: 100%; border: 1px solid #000 } .cap td { border: 1px solid #000; padding: 5pt; vertical-align: top }
h3 { text-align: center; margin: 8pt 0 4pt; font-size: 11pt }
.t p { text-align: justify; line-height: 1.3; margin-bottom: 4pt }
.aff { border: 1px solid #000; padding: 5pt; font-size: 9pt; margin: 6pt 0 }
.atty { display: flex; justify-content: space-between; font-size: 9pt; line-height: 1.25 }
.ret { border-top: 3px double #000; margin-top: 8pt; padding-top: 4pt; font-size: 9pt }
.ret table { width: 100% } .ret td { border: 1px solid #000; padding: 3pt 4pt; vertical-align: top }
.lab { font-size: 7pt; display: block }
`,
  body: d => `
<div class="crt">IN THE CIRCUIT COURT OF THE EIGHTEENTH JUDICIAL CIRCUIT<br>DUPAGE COUNTY, ILLINOIS</div>
<table class="cap"><tr><td style="width:60%">${d.plaintiff.toUpperCase()},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.name.toUpperCase()} and<br>PRECIOUS A. OKONKWO,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Case No. <b>${d.caseNo}</b><br><br>Amount claimed: ${money(d.amount)}<br>Return date: 01/25/2027<br>Courtroom 1002<br>Envelope No. 27734519</td></tr></table>
<h3>COMPLAINT</h3>
<div class="t"><p>Plaintiff, ${d.plaintiff}, by its attorneys, ${d.firm}, complains of Defendants as follows:</p>
<p>1. On August 9, 2023, Defendants entered into a retail installment contract for a 2020 Nissan Rogue, which was assigned to Plaintiff. Defendants defaulted, and the vehicle was repossessed and sold at a public sale on April 22, 2026.</p>
<p>2. After crediting the sale proceeds, there remains due a deficiency of ${money(d.amount)}. The contract further provides for reasonable attorney fees, which Plaintiff estimates at $1,500.00, and late charges of $145.00, which are claimed separately.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, for ${money(d.amount)}, plus attorney fees, late charges, and costs.</p></div>
<div class="aff"><b>AFFIDAVIT PURSUANT TO SUPREME COURT RULE 222(b):</b> Under penalties of perjury as provided by 735 ILCS 5/1-109, the undersigned certifies that the total of money damages sought in this action does not exceed $50,000.00, exclusive of interest and costs.</div>
<div class="atty"><div>${d.firm} &middot; DuPage Firm ID 48210<br>Lucia M. Ferraro, ARDC 6298817<br>2001 Butterfield Road, Suite 1020<br>Downers Grove, IL 60515 &middot; (630) 555-0191<br>${d.email}<br>Docketing: docketing@ferrarolindgren.com</div>
<div style="text-align:center;padding-top:12pt"><span class="sig">Lucia M. Ferraro</span><br>_______________________________<br>Attorney for Plaintiff</div></div>
<div class="ret"><b>SHERIFF&rsquo;S RETURN OF SERVICE &mdash; DUPAGE COUNTY SHERIFF, CIVIL PROCESS UNIT, (630) 555-0113</b>
<table><tr><td style="width:40%"><span class="lab">Defendant to be served</span>${d.name}</td><td colspan="2"><span class="lab">Address</span>${d.street}, ${d.city}, ${d.cst} ${d.zip}</td></tr>
<tr><td><span class="lab">Served on / manner</span>&nbsp;</td><td><span class="lab">Date / time</span>&nbsp;</td><td><span class="lab">Fee / mileage</span>$60.00 / $</td></tr>
<tr><td colspan="3"><span class="lab">Deputy (signature and star no.)</span>&nbsp;</td></tr></table></div>
`,
},

// ---------------------------------------------------------------- 10 NJ
{
  id: '10', state: 'NJ', kind: 'summons (bilingual English/Spanish)',
  layout: 'attorney block top-left, court heading and docket number top-right, caption with a "Defendant\'s name and address" box, the notice printed in two parallel columns English | Spanish, demand / fee table, footer with clerk of the Special Civil Part',
  font: "'DejaVu Serif', serif", size: '9pt',
  d: {
    name: 'Yesenia Marte', plaintiff: 'Palisade Credit Acquisitions LLC',
    firm: 'Pressman, Achebe & Costa, LLC', email: 'dachebe@pacfirm-nj.com', lst: 'NJ',
    amount: 5873.14, caseNo: 'BER-DC-004512-26', suit: true,
    court: 'Superior Court of New Jersey, Law Division, Special Civil Part, Bergen County',
    street: '155 Prospect Ave, Apt 4C', city: 'Hackensack', cst: 'NJ', zip: '07601',
  },
  css: `
.page { padding: 0.45in 0.55in }
.top { display: flex; justify-content: space-between; font-size: 8.5pt; line-height: 1.25 }
.top .r { text-align: right }
.cap { display: flex; margin-top: 8pt; border-top: 1px solid #000; border-bottom: 1px solid #000 }
.cap > div { padding: 5pt } .cap .l { flex: 1; border-right: 1px solid #000 }
.dbox { border: 1.5px solid #000; padding: 4pt; margin-top: 4pt }
h2 { text-align: center; font-size: 12pt; margin: 6pt 0 } 
.cols { display: flex; gap: 12pt; font-size: 8.2pt; text-align: justify; line-height: 1.28 }
.cols > div { flex: 1 }
.fee { margin-top: 6pt; border: 1px solid #000; width: 100%; font-size: 8.5pt }
.fee td { border: 1px solid #000; padding: 2pt 5pt }
.foot { position: absolute; left: 0.55in; right: 0.55in; bottom: 0.3in; font-size: 7pt; display: flex; justify-content: space-between; border-top: 1px solid #000; padding-top: 2pt }
.lab { font-size: 7pt }
`,
  body: d => `
<div class="top"><div>Daniel K. Achebe, Esq. &mdash; Attorney ID No. 019382011<br>${d.firm.toUpperCase()}<br>2050 Center Avenue, Suite 300<br>Fort Lee, New Jersey 07024<br>Tel. (201) 555-0150<br>${d.email}<br>Attorneys for Plaintiff</div>
<div class="r"><b>SUPERIOR COURT OF NEW JERSEY<br>LAW DIVISION, SPECIAL CIVIL PART<br>BERGEN COUNTY</b><br><br>DOCKET NO. <b>${d.caseNo}</b><br><br>CIVIL ACTION<br><b>SUMMONS</b></div></div>
<div class="cap"><div class="l">${d.plaintiff}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff(s)<br>vs.<br>${d.name}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant(s)</div>
<div style="width:3.2in"><span class="lab">Defendant&rsquo;s Name and Address / Nombre y dirección del demandado:</span><div class="dbox">${d.name}<br>${d.street}<br>${d.city}, ${d.cst} ${d.zip}</div></div></div>
<h2>SUMMONS / CITACIÓN</h2>
<div class="cols"><div><b>FROM THE STATE OF NEW JERSEY TO THE DEFENDANT NAMED ABOVE:</b> The plaintiff, named above, has filed a lawsuit against you in the Superior Court of New Jersey. The complaint attached to this summons states the basis for this lawsuit. If you dispute this complaint, you or your attorney must file a written answer with the Clerk of the Special Civil Part within 35 days from the date you received this summons. The address of the Special Civil Part is 27 Court Plaza South, Room 430, Hackensack, NJ 07601; telephone (201) 555-0115.<br>
If you do not file and serve an answer within 35 days, the Court may enter a judgment against you for the relief the plaintiff demands plus interest and costs of suit. If judgment is entered against you, a Special Civil Part Officer may seize your money, wages or property. If you cannot afford an attorney, call Legal Services at (201) 555-0145. If you can afford an attorney but do not know one, call the Bergen County Bar Lawyer Referral Service at (201) 555-0144.</div>
<div><b>DE PARTE DEL ESTADO DE NUEVA JERSEY AL DEMANDADO CUYO NOMBRE APARECE ARRIBA:</b> El demandante, cuyo nombre aparece arriba, le ha iniciado un juicio en el Tribunal Superior de Nueva Jersey. La demanda adjunta a esta citación expone la base del juicio. Si usted disputa la demanda, usted o su abogado debe presentar una contestación por escrito ante el Secretario de la Parte Civil Especial dentro de los 35 días a partir de la fecha en que recibió esta citación.<br>
Si usted no presenta y entrega una contestación dentro de los 35 días, el Tribunal puede dictar un fallo en su contra por la reparación que pide el demandante, más los intereses y las costas del juicio. Si se dicta un fallo en su contra, un Oficial de la Parte Civil Especial puede embargar su dinero, su sueldo o sus bienes. Si no puede pagar un abogado, llame a Servicios Legales al (201) 555-0145.</div></div>
<table class="fee"><tr><td>Demand Amount</td><td class="r"><b>${money(d.amount)}</b></td><td>Filing Fee</td><td class="r">$58.00</td><td>Service Fee</td><td class="r">$14.00</td></tr>
<tr><td>Attorney&rsquo;s Fees</td><td class="r">$0.00</td><td>TOTAL</td><td class="r">$5,945.14</td><td>SCP limit</td><td class="r">$20,000.00</td></tr></table>
<p style="margin-top:6pt;font-size:8.5pt">Dated: December 1, 2026 &nbsp;&nbsp;&nbsp;&nbsp; <i>Clerk of the Special Civil Part</i> &nbsp; ______________________ &nbsp;&nbsp; Plaintiff&rsquo;s account ref. PCA-88127-04</p>
<div class="foot"><span>Revised 09/01/2025, CN 10153-English/Spanish</span><span>page 1 of 2</span></div>
`,
},
];
