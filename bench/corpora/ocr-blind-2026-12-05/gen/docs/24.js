// 24 NV - Las Vegas Justice Court complaint; attorney block top left; boxed caption with rule; DOES I-X / ROE CORPORATIONS I-X
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Ricardo Alvarez', plaintiff_name: 'Silver Mesa Credit Acquisitions, LLC',
  law_firm_name: 'Delgado Harlan Law Group', lawyer_email: 'rdelgado@delgadoharlan.com',
  lawsuit_state: 'NV', lawsuit_amount: 2764.09, civil_number: '25C004512',
  court_name: 'Justice Court, Las Vegas Township, Clark County, Nevada',
  customer_street: '4870 E Charleston Blvd Apt 2067', customer_city: 'Las Vegas', customer_state: 'NV', customer_zip_code: '89104',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '24', state: 'NV', kind: 'complaint', layout: 'nv-attorney-top-left-ruled-caption', font: 'URW Bookman', size: 10.5,
  features: ['attorney block top left with "COMP" code', 'court on 2 separate heading lines', 'ruled caption box', 'DOES I through X; ROE CORPORATIONS I through X', 'address in body'],
  distractors: ['interest $298.55', 'attorney fees $750.00', '"amount under $20,000" note', 'Nevada Bar No.', 'firm phone/fax', 'plaintiff address', 'account ending 0092', 'e-service e-mail'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.28, margin: [50, 64, 44, 64], css: `
.bd p{text-align:justify;margin:0 0 5px;text-indent:30px}
.cap td{vertical-align:top;padding:6px 8px}
`, body: `
<div class="b">COMP</div>
<div style="line-height:1.22">Ryan P. Delgado, Esq.<br>Nevada Bar No. 014226<br>${up(t.law_firm_name)}<br>3960 Howard Hughes Crossing, Suite 520<br>Las Vegas, Nevada 89169<br>Tel: (702) 555-0196 | Fax: (702) 555-0197<br>Email: ${t.lawyer_email}<br>E-service: filings@delgadoharlan.com<br>Attorneys for Plaintiff</div>
<div class="c b" style="margin:10px 0 4px;line-height:1.35">JUSTICE COURT, LAS VEGAS TOWNSHIP<br>CLARK COUNTY, NEVADA</div>
<table class="cap" style="width:100%;border-top:1px solid #000;border-bottom:1px solid #000"><tr>
<td style="width:56%;border-right:1px solid #000">${up(t.plaintiff_name)}, a Nevada limited liability company,<br><span style="margin-left:50px">Plaintiff,</span><br>vs.<br>
${up(t.customer_name)}, an individual; DOES I through X; and ROE CORPORATIONS I through X, inclusive,<br><span style="margin-left:50px">Defendants.</span></td>
<td>Case No.: ${t.civil_number}<br>Dept. No.: 5<br><br><b>COMPLAINT</b><br><span class="sm">(Breach of Contract; Account Stated; Unjust Enrichment)</span><br><br><span class="sm">Arbitration exempt: amount under $20,000</span></td></tr></table>
<p style="margin-top:8px">Plaintiff, by and through its counsel, complains and alleges as follows:</p>
<div class="bd">
<p>1. Plaintiff is a Nevada limited liability company with its principal office at 6385 S Rainbow Blvd, Suite 200, Las Vegas, NV 89118, and is the owner and assignee of the account described herein.</p>
<p>2. Upon information and belief, Defendant ${up(t.customer_name)} is a resident of Clark County, Nevada, residing at ${t.customer_street}, ${t.customer_city}, NV ${t.customer_zip_code}. The true names of DOES I through X and ROE CORPORATIONS I through X are unknown to Plaintiff.</p>
<p>3. Defendant obtained a credit account ending in 0092 from Red Rock Consumer Bank, used the account, and failed to pay the balance when due. The account was assigned to Plaintiff on September 30, 2024.</p>
<p>4. Defendant owes Plaintiff the unpaid principal balance of $${money(t.lawsuit_amount)}. Interest of $298.55 has accrued at the statutory rate. Plaintiff has been required to retain counsel and is entitled to reasonable attorney fees, presently estimated at $750.00.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant as follows: 1. For principal damages of $${money(t.lawsuit_amount)}; 2. For prejudgment interest at the statutory rate; 3. For attorney fees and costs of suit; 4. For such other relief as the Court deems proper.</p>
</div>
<div style="margin:6px 0 0 330px;line-height:1.25">DATED this 9th day of April, 2025.<br>${up(t.law_firm_name)}<br><i>/s/ Ryan P. Delgado</i><br>Ryan P. Delgado, Esq., Nevada Bar No. 014226</div>
<div class="ft c">- 1 -</div>
` });
module.exports = { meta, truth: t, html };
