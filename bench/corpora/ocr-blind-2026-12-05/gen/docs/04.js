// 04 FL - Hillsborough County Court 20-day summons, slash-line caption, TO: block, English/Spanish/Creole notice
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Brian K. Whitfield', plaintiff_name: 'Suncoast Recovery Partners, LLC',
  law_firm_name: 'Greer Castellano, P.A.', lawyer_email: 'ngreer@greercastellano.com',
  lawsuit_state: 'FL', lawsuit_amount: 5106.33, civil_number: '25-CC-012784',
  court_name: 'County Court of the Thirteenth Judicial Circuit in and for Hillsborough County, Florida, Civil Division',
  customer_street: '7719 N Armenia Ave Apt 204', customer_city: 'Tampa', customer_state: 'FL', customer_zip_code: '33604',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '04', state: 'FL', kind: 'summons', layout: 'fl-slash-caption-to-block', font: 'Liberation Serif', size: 10,
  features: ['court title on 2 lines + separate division line', 'TO: block with address', 'English/Spanish/Haitian Creole notice', 'attorney block at bottom with primary/secondary e-mail'],
  distractors: ['jurisdictional statement $8,000 / $50,000', 'Division H', 'Florida Bar No.', 'secondary e-mail', 'ADA coordinator phone', 'court address'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.22, margin: [58, 72, 44, 72], css: `
.lang{font-size:8.5pt;text-align:justify;margin:0 0 5px}
.lang b{font-size:9pt}
`, body: `
<div class="c b" style="line-height:1.3">IN THE COUNTY COURT OF THE THIRTEENTH JUDICIAL CIRCUIT<br>IN AND FOR HILLSBOROUGH COUNTY, FLORIDA</div>
<div class="c b" style="margin-top:4px">CIVIL DIVISION</div>
<table style="width:100%;margin-top:10px"><tr><td style="width:58%;vertical-align:top">${up(t.plaintiff_name)},<br><span style="margin-left:40px">Plaintiff,</span><br>v.<br>${up(t.customer_name)},<br><span style="margin-left:40px">Defendant.</span><br>_______________________________________/</td>
<td style="vertical-align:top;padding-top:30px">CASE NO.: ${t.civil_number}<br>DIVISION: H</td></tr></table>
<div class="c b" style="margin:10px 0 2px;font-size:11pt">SUMMONS: PERSONAL SERVICE ON AN INDIVIDUAL</div>
<div class="c b" style="margin-bottom:8px">20 DAY SUMMONS</div>
<p>THE STATE OF FLORIDA:<br>To Each Sheriff of the State:</p>
<p>YOU ARE COMMANDED to serve this summons and a copy of the complaint in this lawsuit on defendant:</p>
<div style="margin:0 0 8px 60px;line-height:1.3">TO: &nbsp;${up(t.customer_name)}<br><span style="margin-left:34px">${up(t.customer_street)}</span><br><span style="margin-left:34px">${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</span></div>
<p class="j">The complaint demands $${money(t.lawsuit_amount)}, the unpaid balance of a credit card account, plus court costs and pre-judgment interest. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs and attorney's fees (court jurisdiction up to $50,000.00).</p>
<p class="lang"><b>IMPORTANT</b> — A lawsuit has been filed against you. You have 20 calendar days after this summons is served on you to file a written response to the attached complaint with the clerk of this circuit court, located at 1240 E. Scott Street, Room 114, Tampa, FL 33602. A phone call will not protect you. Your written response, including the case number given above and the names of the parties, must be filed if you want the court to hear your side of the case. If you do not file your response on time, you may lose the case, and your wages, money, and property may thereafter be taken without further warning from the court.</p>
<p class="lang i"><b>IMPORTANTE</b> — Usted ha sido demandado legalmente. Tiene 20 días, contados a partir del recibo de esta notificación, para contestar la demanda adjunta, por escrito, y presentarla ante este tribunal. Una llamada telefónica no lo protegerá. Si usted no contesta la demanda a tiempo, pudiese perder el caso y podría ser despojado de sus ingresos y propiedades, o privado de sus derechos, sin previo aviso del tribunal.</p>
<p class="lang"><b>IMPORTANT</b> — Yo fè yon pwosè kont ou. Ou gen 20 jou apre yo fin ba ou papye sa a pou ou depoze yon repons alekri bay grefye tribinal la. Yon apèl telefòn p ap pwoteje ou. Si ou pa depoze repons ou alè, ou ka pèdi ka a.</p>
<p class="sm" style="margin-top:6px">If you are a person with a disability who needs an accommodation, please contact the ADA Coordinator, Hillsborough County Courthouse, (813) 555-0127, at least 7 days before your scheduled court appearance.</p>
<table style="width:100%;margin-top:6px"><tr><td style="width:52%;vertical-align:top;line-height:1.25">
<span class="sm">Plaintiff's attorney:</span><br>Nathaniel P. Greer, Esq.<br>Florida Bar No. 1042217<br>${up(t.law_firm_name)}<br>100 N. Tampa Street, Suite 2150<br>Tampa, FL 33602<br>Tel: (813) 555-0193<br>Primary: ${t.lawyer_email}<br>Secondary: pleadings@greercastellano.com</td>
<td style="vertical-align:top;line-height:1.4">DATED ON: April 9, 2025<br><br>CLERK OF THE CIRCUIT COURT<br>AND COUNTY COMPTROLLER<br><br>By: <span class="line" style="min-width:140px;font-style:italic">T. Ramsey</span><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Deputy Clerk</td></tr></table>
<div class="ft c">Form 1.902(a) — Summons (modified for county court) &nbsp;&nbsp; Page 1 of 1</div>
` });
module.exports = { meta, truth: t, html };
