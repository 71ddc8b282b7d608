// 01 CA - Los Angeles Superior Court, Judicial-Council-style bilingual summons (boxed form)
const { esc, money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Rosa M. Delgado', plaintiff_name: 'Pacific Meridian Receivables, LLC',
  law_firm_name: 'Ostrander & Vail, LLP', lawyer_email: 'kvail@ostrandervail-law.com',
  lawsuit_state: 'CA', lawsuit_amount: 4862.19, civil_number: '25STLC03871',
  court_name: 'Superior Court of California, County of Los Angeles',
  customer_street: '1418 W 59th Pl Apt 2', customer_city: 'Los Angeles', customer_state: 'CA', customer_zip_code: '90044',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '01', state: 'CA', kind: 'summons', layout: 'judicial-council-boxed-bilingual', font: 'Liberation Sans', size: 9,
  features: ['English/Spanish form', 'DOES 1 through 10', 'address only in process-server block', 'e-filing stamp'],
  distractors: ['filing fee $225.00', 'jurisdictional limit $10,000 / $35,000', 'SBN 301144', 'e-service e-mail', 'envelope no. 18842107', 'court address and phone', 'account ending 4417', 'process-server e-mail'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.18, margin: [46, 50, 40, 50], css: `
.hdr td{border:1px solid #000;padding:4px 6px}
.t1{font-size:13pt;font-weight:bold;letter-spacing:.5px}
.stamp{border:1.5px solid #333;color:#333;padding:5px;font-size:7pt;line-height:1.25;text-align:center;margin:4px 10px}
.sp{font-style:italic}
.box2 td{border:1px solid #000;padding:3px 6px;vertical-align:top}
`, body: `
<table class="hdr" style="width:100%"><tr>
<td style="width:62%;text-align:center;border-right:none;vertical-align:middle">
<div class="t1">SUMMONS</div><div class="b">(CITACION JUDICIAL)</div></td>
<td style="width:38%"><div class="lbl c b">SUM-100</div><div class="lbl c">FOR COURT USE ONLY<br>(SOLO PARA USO DE LA CORTE)</div>
<div class="stamp">ELECTRONICALLY FILED<br>Superior Court of California,<br>County of Los Angeles<br>03/14/2025 10:22 AM<br>Clerk of Court, By: M. Ortega, Deputy<br>Envelope: 18842107</div></td></tr></table>
<div style="margin-top:6px"><span class="b">NOTICE TO DEFENDANT:</span> <span class="sp">(AVISO AL DEMANDADO):</span><br>
<span style="margin-left:24px">${up(t.customer_name)}, an individual; and DOES 1 through 10, inclusive,</span></div>
<div style="margin-top:5px"><span class="b">YOU ARE BEING SUED BY PLAINTIFF:</span> <span class="sp">(LO ESTÁ DEMANDANDO EL DEMANDANTE):</span><br>
<span style="margin-left:24px">${up(t.plaintiff_name)}, as assignee of Bayfront Card Services, N.A.,</span></div>
<div class="hr" style="margin:6px 0"></div>
<p class="j sm"><b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below.<br>
You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you. Your written response must be in proper legal form if you want the court to hear your case. There may be a court form that you can use for your response. You can find these court forms and more information at the California Courts Online Self-Help Center, your county law library, or the courthouse nearest you. If you cannot pay the filing fee, ask the court clerk for a fee waiver form. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning from the court.<br>
There are other legal requirements. You may want to call an attorney right away. If you cannot afford an attorney, you may be eligible for free legal services from a nonprofit legal services program.</p>
<p class="j sm sp"><b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Lea la información a continuación.<br>
Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen. Su respuesta por escrito tiene que estar en formato legal correcto si desea que procesen su caso en la corte. Si no puede pagar la cuota de presentación, pida al secretario de la corte que le dé un formulario de exención de pago de cuotas. Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia.</p>
<table class="box2" style="width:100%;margin-top:4px"><tr>
<td style="width:64%"><b>1.</b> The name and address of the court is: <span class="sp">(El nombre y dirección de la corte es):</span><br>
<span style="margin-left:14px">${t.court_name}</span><br>
<span style="margin-left:14px">Inglewood Courthouse, 4120 W. Manchester Pkwy, Inglewood, CA 90305</span><br>
<span style="margin-left:14px">Clerk's Office Tel. (310) 555-0119</span></td>
<td><div class="lbl">CASE NUMBER: <i>(Número del Caso):</i></div><div class="b" style="font-size:11pt;margin-top:2px">${t.civil_number}</div>
<div class="lbl" style="margin-top:4px">LIMITED CIVIL CASE — amount demanded does not exceed $10,000 ${cb(true)} / exceeds $10,000 but not $35,000 ${cb(false)}</div></td></tr>
<tr><td colspan="2"><b>2.</b> The name, address, and telephone number of plaintiff's attorney, or plaintiff without an attorney, is: <span class="sp">(El nombre, la dirección y el número de teléfono del abogado del demandante, o del demandante que no tiene abogado, es):</span><br>
<span style="margin-left:14px">Kendra J. Vail (SBN 301144)</span><br>
<span style="margin-left:14px">${t.law_firm_name}, 2200 Park Plaza Dr., Suite 410, Irvine, CA 92614</span><br>
<span style="margin-left:14px">Tel. (949) 555-0142 &nbsp; Fax (949) 555-0143 &nbsp; Email: ${t.lawyer_email}</span><br>
<span style="margin-left:14px" class="xs">E-service only: eservice@ostrandervail-law.com &nbsp; Our File No. OV-25-11873 &nbsp; Acct. ending 4417</span></td></tr>
<tr><td colspan="2"><b>3.</b> AMOUNT DEMANDED <span class="sp">(CANTIDAD RECLAMADA)</span>: principal <b>$${money(t.lawsuit_amount)}</b>, plus costs of suit (filing fee $225.00) and interest as allowed by law.</td></tr>
<tr><td colspan="2"><table style="width:100%"><tr><td style="border:none;padding:0;width:34%">DATE: <span class="sp">(Fecha)</span> 03/14/2025</td>
<td style="border:none;padding:0">Clerk, by <span class="sp">(Secretario)</span> <span class="line" style="min-width:150px">M. Ortega</span>, Deputy <span class="sp">(Adjunto)</span></td></tr></table>
<div class="xs" style="margin-top:3px">(For proof of service of this summons, use Proof of Service of Summons (form POS-010).) <span class="sp">(Para prueba de entrega de esta citación use el formulario Proof of Service of Summons, (POS-010)).</span></div></td></tr>
<tr><td colspan="2"><b>NOTICE TO THE PERSON SERVED:</b> You are served<br>
1. ${cb(true)} as an individual defendant. &nbsp; 2. ${cb(false)} as the person sued under the fictitious name of (specify): <span class="line" style="min-width:90px">&nbsp;</span><br>
3. ${cb(false)} on behalf of (specify): <span class="line" style="min-width:160px">&nbsp;</span> &nbsp; 4. ${cb(false)} by personal delivery on (date): <span class="line" style="min-width:80px">&nbsp;</span></td></tr>
<tr><td colspan="2" style="background:#f2f2f2"><div class="lbl b">PROCESS SERVER INFORMATION — SERVE DEFENDANT AT:</div>
${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}
<div class="lbl">Best time: evenings. Service fee $75.00 (not part of demand). Job #LA-558120 · Coastline Process: dispatch@coastlineprocess.com</div></td></tr>
</table>
<div class="ft"><table style="width:100%"><tr><td class="xs">Form Adopted for Mandatory Use<br>Judicial Council of California<br>SUM-100 [Rev. July 1, 2009]</td>
<td class="c b" style="font-size:9pt">SUMMONS</td><td class="xs r">Code of Civil Procedure §§ 412.20, 465<br>www.courts.ca.gov<br>Page 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
