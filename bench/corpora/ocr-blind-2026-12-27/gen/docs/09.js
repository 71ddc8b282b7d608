// Collection agency validation notice (Reg F style) with itemization table; addressee street with "Apt 2R"
const { page } = require('../common');
exports.meta = { state: 'NJ', kind: 'validation notice', layout: 'agency letter, window address block, two-column itemization panel, tear-off coupon', font: 'URW Gothic' };
exports.printedName = 'MARISOL T. OKAFOR';
exports.photo = { seed: 909, w: 1200, h: 1600, keystone: 0.022, rot: 3.9, frac: 0.76, bg: 'fabric', fabric: '#5a1f2a,#9a5060', hand: false, cast: '#d0e0ff', castPct: 11, blur: 1.1, noise: 0.5, q: 57, dim: false };
exports.expected = {
  customer_name: 'Marisol T. Okafor', plaintiff_name: 'Halvorsen Bay Funding II, LLC', law_firm_name: null,
  lawyer_email: null, lawsuit_state: 'NJ', lawsuit_amount: 2226.64, civil_number: null, court_name: null,
  customer_street: '612 Summit Avenue Apt 2R', customer_city: 'Jersey City', customer_state: 'NJ', customer_zip_code: '07306', determine_if_lawsuit_exists: false };
exports.html = () => page(`
body{font-family:'URW Gothic';font-size:10pt;line-height:1.35}
.m{position:absolute;left:58px;right:58px;top:40px}
.lh{display:flex;justify-content:space-between;border-bottom:3px solid #0b4f6c;padding-bottom:6px}
.lh .n{font-size:16pt;font-weight:bold;color:#0b4f6c}
.addr{margin:16px 0 0 20px;font-size:10.5pt;line-height:1.3}
.grid{display:flex;gap:14px;margin-top:12px}
.grid>div{flex:1}
table.it{width:100%;font-size:10pt} table.it td{padding:3px 4px;border-bottom:1px solid #aaa}
table.it tr.tot td{border-top:2px solid #000;border-bottom:2px solid #000;font-weight:bold}
.pan{border:1.5px solid #0b4f6c;padding:6px 8px;margin-top:6px}
h3{margin:0 0 4px;font-size:10.5pt;color:#0b4f6c}
p{margin:4px 0}
.cut{border-top:1.5px dashed #000;margin-top:10px;padding-top:6px;font-size:9pt}
.wm{position:absolute;left:30px;top:500px;font-size:54pt;color:rgba(11,79,108,.13);transform:rotate(-24deg);font-weight:bold;white-space:nowrap}
`, `
<div class="m">
<div class="lh"><div><span class="n">Cardinal Point Collections, Inc.</span><br>PO Box 55019, Valley Forge, PA 19482<br>(888) 555-0102 · Mon–Fri 8 am–8 pm ET · help@cardinalpointcollect.example</div>
<div style="text-align:right;font-size:9pt">Date: December 21, 2026<br>Reference #: CPC-8842-1197<br>Client Acct #: xxxxxx4409</div></div>
<div class="addr">MARISOL T. OKAFOR<br>612 Summit Avenue Apt 2R<br>Jersey City, NJ 07306</div>
<p style="margin-top:14px">Cardinal Point Collections, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>Halvorsen Bay Funding II, LLC</b>. We will use any information you give us to help collect the debt.</p>
<div class="grid">
<div><h3>Our information shows:</h3>
<p>You had a credit card from <b>Tidewater Shore Bank, N.A.</b> (original creditor) with account number ending 4409.</p>
<table class="it">
<tr><td>As of March 2, 2026, you owed:</td><td align="right">$2,310.44</td></tr>
<tr><td colspan="2"><i>Between March 2, 2026 and today:</i></td></tr>
<tr><td>You were charged this amount in interest:</td><td align="right">+ $41.20</td></tr>
<tr><td>You were charged this amount in fees:</td><td align="right">+ $25.00</td></tr>
<tr><td>You paid or were credited this amount toward the debt:</td><td align="right">– $150.00</td></tr>
<tr class="tot"><td>Total amount of the debt now:</td><td align="right">$2,226.64</td></tr>
</table></div>
<div><h3>How can you dispute the debt?</h3>
<p>• <b>Call or write to us by February 1, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct.</p>
<p>• If you write to us by February 1, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<div class="pan"><h3>What else can you do?</h3>
<p>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p></div></div>
</div>
<p style="margin-top:10px;font-size:9pt">Current creditor: Halvorsen Bay Funding II, LLC, 1 Riverside Crossing, Suite 300, Wilmington, DE 19801. This communication is from a debt collector. We are not a law firm and no attorney has reviewed your account. No lawsuit has been filed against you.</p>
<div class="cut"><b>How do you want to respond?</b> Mail this form to: Cardinal Point Collections, Inc., PO Box 55019, Valley Forge, PA 19482<br>
Reference #: CPC-8842-1197 &nbsp;·&nbsp; Marisol T. Okafor, 612 Summit Avenue Apt 2R, Jersey City, NJ 07306<br>
☐ I want to dispute the debt because I think: ☐ This is not my debt. ☐ The amount is wrong. ☐ Other.<br>
☐ I want you to send me the name and address of the original creditor. &nbsp; ☐ I enclosed this amount: $ __________<br>
Make your check payable to Cardinal Point Collections, Inc. Include the reference number CPC-8842-1197.</div>
</div>
<div class="wm">VALIDATION NOTICE</div>
`);
