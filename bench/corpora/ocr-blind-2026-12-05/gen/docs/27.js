// 27 TX letter - collection agency validation notice (no suit): envelope window, itemization table, settlement offer, payment coupon
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Courtney L. Mason', plaintiff_name: 'Bexar Point Capital LLC',
  law_firm_name: null, lawyer_email: null,
  lawsuit_state: 'TX', lawsuit_amount: 2397.62, civil_number: null, court_name: null,
  customer_street: '6315 Culebra Rd Apt 1204', customer_city: 'San Antonio', customer_state: 'TX', customer_zip_code: '78238',
  determine_if_lawsuit_exists: false,
};
const meta = { id: '27', state: 'TX', kind: 'collection-letter', layout: 'agency-validation-notice-window-coupon', font: 'URW Gothic', size: 10.5,
  features: ['collection agency, no lawsuit', 'envelope window address', 'itemization table (as-of balance vs. amount now)', 'settlement offer', 'payment coupon repeating the address'],
  distractors: ['"as of" balance $2,410.18', 'interest +$37.44 / payments -$50.00', 'settlement offer $1,438.57', 'agency e-mail and payments e-mail', 'reference no. and original account no.', 'agency address/phone'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [40, 54, 36, 54], css: `
.it td{border:1px solid #555;padding:2px 6px}
.box{border:1.2px solid #000;padding:5px 7px}
.cut{border-top:1.5px dashed #000;padding-top:8px;position:absolute;left:0;right:0;bottom:10px}
`, body: `
<table style="width:100%"><tr><td style="vertical-align:top;line-height:1.25"><b style="font-size:12pt">Lone Star Revenue Solutions, Inc.</b><br>PO Box 780412 · San Antonio, TX 78278<br>(210) 555-0192 · Mon–Fri 8am–8pm CT<br>help@lonestarrevenue.com</td>
<td class="r sm" style="vertical-align:top;line-height:1.3">Notice date: March 4, 2025<br>Reference: LSR-4471-2290<br>Original acct: ****7318</td></tr></table>
<div style="margin:26px 0 18px 28px;line-height:1.3;font-size:10.5pt">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)} ${t.customer_state} ${t.customer_zip_code}</div>
<p><b>Lone Star Revenue Solutions, Inc. is a debt collector.</b> We are trying to collect a debt that you owe to <b>${up(t.plaintiff_name)}</b>. We will use any information you give us to help collect the debt.</p>
<div class="box"><b>Our information shows:</b><br>You had a Mesquite Card Services, N.A. credit card with account number ending 7318. As of January 31, 2025, you owed: <b>$2,410.18</b>
<table class="it" style="width:80%;margin:4px 0">
<tr><td>Between January 31, 2025 and today:</td><td></td></tr>
<tr><td>You were charged this amount in interest:</td><td class="r">+ $37.44</td></tr>
<tr><td>You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>You paid or were credited this amount toward the debt:</td><td class="r">– $50.00</td></tr>
<tr><td class="b">Total amount of the debt now:</td><td class="r b">$${money(t.lawsuit_amount)}</td></tr></table></div>
<p style="margin-top:6px"><b>How can you dispute the debt?</b> Call or write to us by <b>April 18, 2025</b>, to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by April 18, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
<div class="box" style="background:#f0f0f0"><b>SAVINGS OFFER:</b> Our client will accept <b>$1,438.57</b> (60% of the balance) as settlement in full if received by April 30, 2025, or 6 monthly payments of $259.00. We are not obligated to renew this offer. This offer does not affect your dispute rights.</div>
<p class="xs" style="margin-top:6px">This communication is from a debt collector. Texas residents: Lone Star Revenue Solutions, Inc. is bonded and registered with the Texas Secretary of State (Reg. No. 2019-0047). Because of the age of your debt, we will not sue you for it. Notice: see reverse side for important information.</p>
<div class="cut"><table style="width:100%"><tr><td style="width:55%;vertical-align:top;line-height:1.3" class="sm"><b>How do you want to respond?</b><br>${cb(false)} I want to dispute the debt because I think: ${cb(false)} this is not my debt ${cb(false)} the amount is wrong<br>${cb(false)} I want you to send me the name and address of the original creditor.<br>${cb(false)} I enclosed this amount: $__________<br>Make your check payable to Lone Star Revenue Solutions, Inc. Include reference number LSR-4471-2290.</td>
<td style="vertical-align:top;line-height:1.3" class="sm">Mail this form to:<br><b>Lone Star Revenue Solutions, Inc.</b><br>Payment Processing, PO Box 780415<br>San Antonio, TX 78278<br>Pay online: pay@lonestarrevenue.com<br><br>${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)} ${t.customer_state} ${t.customer_zip_code}</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
