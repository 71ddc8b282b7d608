// 09 NY - Bronx Civil Court clerk's additional notice of lawsuit (mailed), envelope-window address, English/Spanish, no attorney e-mail
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Wilfredo Santiago', plaintiff_name: 'Bluestone Receivables Corp.',
  law_firm_name: 'Kessler Dunn PLLC', lawyer_email: null,
  lawsuit_state: 'NY', lawsuit_amount: 1986.74, civil_number: 'CV-021847-25/BX',
  court_name: 'Civil Court of the City of New York, County of Bronx',
  customer_street: '2385 Grand Concourse Apt 6D', customer_city: 'Bronx', customer_state: 'NY', customer_zip_code: '10468',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '09', state: 'NY', kind: 'notice-of-suit', layout: 'clerk-notice-envelope-window-bilingual', font: 'DejaVu Sans', size: 9.5,
  features: ['envelope window address block', 'return address of the clerk', 'two-column English/Spanish notice', 'law firm printed without an e-mail', 'court help-center e-mail'],
  distractors: ['court help e-mail', 'clerk return address', 'court phone', 'notice mailing no.', 'answer-in-person hours', 'fee waiver mention'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [40, 56, 40, 56], css: `
.win{position:absolute;left:32px;top:128px;width:330px;font-size:10pt;line-height:1.25;letter-spacing:.2px}
.ret{font-size:8pt;line-height:1.2}
.cols td{width:50%;vertical-align:top;padding:0 8px;text-align:justify}
.big{font-size:13pt;font-weight:bold}
.bar{font-family:"DejaVu Sans";letter-spacing:1px;font-size:8pt}
`, body: `
<div class="ret">CIVIL COURT OF THE CITY OF NEW YORK<br>COUNTY OF BRONX — CLERK'S OFFICE<br>905 Sheridan Plaza<br>Bronx, NY 10456</div>
<div style="position:absolute;right:0;top:0;width:250px" class="sm r">Notice No. BX-N-2025-0771452<br>Mailed: 04/22/2025</div>
<div class="win"><div class="bar">||·|·||·||·|||·|·|·||·||</div>${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)} ${t.customer_state} ${t.customer_zip_code}</div>
<div style="height:190px"></div>
<div class="hr"></div>
<table style="width:100%;margin:8px 0"><tr><td class="b" style="line-height:1.3">CIVIL COURT OF THE CITY OF NEW YORK<br>COUNTY OF BRONX</td>
<td class="r" style="vertical-align:top">Index Number:<br><span class="b" style="font-size:11pt">${t.civil_number}</span></td></tr></table>
<table style="width:100%;margin-bottom:8px" class="sm"><tr><td style="width:50%">Plaintiff: <b>${up(t.plaintiff_name)}</b></td><td>Defendant: <b>${up(t.customer_name)}</b></td></tr>
<tr><td>Attorney for Plaintiff: ${up(t.law_firm_name)}, 6 Corporate Park Dr., Suite 120, White Plains, NY 10604, (914) 555-0188</td><td>Amount claimed: $${money(t.lawsuit_amount)} plus interest and costs</td></tr></table>
<table class="cols" style="width:100%"><tr>
<td><div class="big">IMPORTANT!<br>YOU ARE BEING SUED!</div><p style="margin-top:6px"><b>${up(t.plaintiff_name)}</b> has started a lawsuit against you in the Civil Court of the City of New York, County of Bronx. The papers (summons and complaint) should have been delivered to you. The plaintiff says that you owe <b>$${money(t.lawsuit_amount)}</b> for a consumer debt.</p>
<p>To stop a default judgment, you must come to the Clerk's Office at the courthouse address above, between 9:00 a.m. and 5:00 p.m., within 20 days after the papers were delivered to you, or 30 days if they were left with another person or mailed. Bring this notice with you.</p>
<p>If you do not answer, a judgment may be entered against you, and your wages and bank account may be taken. You may be eligible to waive court fees. Help is available at the Help Center, Room 225, or by e-mail at bxcivilhelp@nycourts-help.org.</p></td>
<td><div class="big">¡IMPORTANTE!<br>¡LO ESTÁN DEMANDANDO!</div><p style="margin-top:6px"><b>${up(t.plaintiff_name)}</b> ha iniciado una demanda en su contra en la Corte Civil de la Ciudad de Nueva York, Condado del Bronx. Los documentos (citación y demanda) debieron habérsele entregado. El demandante dice que usted debe <b>$${money(t.lawsuit_amount)}</b> por una deuda de consumo.</p>
<p>Para evitar una sentencia en rebeldía, usted debe presentarse en la Oficina del Secretario, en la dirección indicada arriba, entre las 9:00 a.m. y las 5:00 p.m., dentro de los 20 días siguientes a la entrega, o 30 días si los documentos se dejaron con otra persona o se enviaron por correo. Traiga este aviso.</p>
<p>Si usted no contesta, se puede dictar una sentencia en su contra y le pueden embargar su sueldo y su cuenta bancaria. Puede pedir una exención de las cuotas judiciales.</p></td></tr></table>
<div class="sm c" style="margin-top:8px;border:1px solid #000;padding:5px">Clerk's Office telephone (718) 555-0114 — The court cannot give legal advice. This notice is sent by the Clerk under 22 NYCRR 208.6(h) and is in addition to the summons.</div>
<div class="ft c">CIV-ADD-NOT (Rev. 2024) — BRONX</div>
` });
module.exports = { meta, truth: t, html };
