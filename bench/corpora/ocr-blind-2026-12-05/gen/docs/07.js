// 07 NY - Civil Court of the City of New York, Kings County summons, consumer credit transaction, typewriter font, English/Spanish
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Shanice R. Howard', plaintiff_name: 'Hudson Crest Capital LLC',
  law_firm_name: 'Levinson & Oyelaran, P.C.', lawyer_email: 'rlevinson@lo-pc-law.com',
  lawsuit_state: 'NY', lawsuit_amount: 3842.55, civil_number: 'CV-014522-25/KI',
  court_name: 'Civil Court of the City of New York, County of Kings',
  customer_street: '2114 Bedford Ave Apt 3F', customer_city: 'Brooklyn', customer_state: 'NY', customer_zip_code: '11226',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '07', state: 'NY', kind: 'summons', layout: 'ny-index-box-typewriter', font: 'Nimbus Mono PS', size: 10.5,
  features: ['typewriter font', 'court name on 2 heading lines', 'defendant address under caption name', 'Spanish translation of summons', 'index number with /KI suffix'],
  distractors: ['plaintiff address', 'court address', 'jurisdiction up to $50,000', 'index fee $45.00', 'original creditor account no.', 'firm file no.', 'clerk phone'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [52, 58, 42, 58], css: `
.ix{border:1px solid #000;padding:4px 6px}
.es{border-top:1px dashed #000;margin-top:8px;padding-top:5px;font-size:8.5pt}
`, body: `
<table style="width:100%"><tr><td style="width:60%;vertical-align:top" class="b">CIVIL COURT OF THE CITY OF NEW YORK<br>COUNTY OF KINGS</td>
<td style="vertical-align:top"><div class="ix">Index No. ${t.civil_number}<br><span class="sm">Date Index No. Purchased: 04/07/2025</span></div></td></tr></table>
<div class="hr" style="margin:6px 0"></div>
<table style="width:100%"><tr><td style="width:58%;vertical-align:top;border-right:1px solid #000;padding-right:8px">
${up(t.plaintiff_name)},<br><span style="margin-left:90px">Plaintiff,</span><br><br><span style="margin-left:40px">-against-</span><br><br>
${up(t.customer_name)},<br><span style="margin-left:90px">Defendant(s).</span><br><br>
<span class="sm">Defendant's Address:<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</span></td>
<td style="vertical-align:top;padding-left:10px"><div class="b c" style="font-size:12pt">SUMMONS</div><br>
<span class="b">CONSUMER CREDIT TRANSACTION</span><br><br>Plaintiff's Address:<br>3900 Ridgeline Ct, Suite 210<br>Vernon Hills, IL 60061<br><br>
The basis of venue designated is: Defendant's residence</td></tr></table>
<div class="hr" style="margin:6px 0 8px"></div>
<p class="j">To the named Defendant(s): YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings at the office of the Clerk of the said Court at 160 Boerum Street, Brooklyn, New York 11201, in the County of Kings, State of New York, within the time provided by law as noted below and to file your answer to the annexed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of $${money(t.lawsuit_amount)} together with interest thereon from 06/18/2024 and the costs of this action.</p>
<p class="sm">Note: The law provides that (a) If this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) if this summons is served by delivery to any person other than you personally, or is served outside the City of New York, you are allowed THIRTY days after service is complete within which to appear and answer. Jurisdiction of this Court is limited to $50,000.00. Index fee paid: $45.00.</p>
<table style="width:100%;margin-top:4px"><tr><td style="width:50%;vertical-align:top" class="sm">Dated: April 7, 2025<br><br>Clerk's Office Tel. (718) 555-0131<br>Original Creditor: Empire Gate Bank<br>Acct. No. xxxxxxxxxxxx7052<br>Our File No. LO-2025-30918</td>
<td style="vertical-align:top">${up(t.law_firm_name)}<br>Attorneys for Plaintiff<br>By: Rachel Levinson, Esq.<br>118 Maiden Lane, 9th Floor<br>New York, NY 10004<br>(212) 555-0155<br>${t.lawyer_email}</td></tr></table>
<div class="es"><b>CITACIÓN — TRANSACCIÓN DE CRÉDITO DEL CONSUMIDOR.</b> Al demandado nombrado: USTED ESTÁ CITADO a comparecer en la Corte Civil de la Ciudad de Nueva York, Condado de Kings, en la oficina del Secretario de dicha Corte, dentro del plazo dispuesto por la ley según se indica arriba, y a presentar su contestación a la demanda adjunta; si usted no contesta, se dictará sentencia en su contra por la suma de $${money(t.lawsuit_amount)} más intereses desde el 06/18/2024 y las costas de esta acción. Si usted recibe esta citación personalmente dentro de la Ciudad de Nueva York, tiene VEINTE días para contestar.</div>
<div class="ft"><table style="width:100%"><tr><td class="xs">CIV-GP-24 (consumer credit) — served with complaint</td><td class="xs r">KINGS — 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
