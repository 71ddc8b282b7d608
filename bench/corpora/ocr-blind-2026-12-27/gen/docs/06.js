// Mississippi - justice court sworn complaint on open account; typewriter monospace, separate centred heading lines, plaintiff without a lawyer
const { page } = require('../common');
exports.meta = { state: 'MS', kind: 'sworn complaint on open account', layout: 'typewritten monospace, centred heading lines, VS. between parties, itemized ledger and jurat', font: 'Nimbus Mono PS' };
exports.printedName = 'LATRICE N. PUGH';
exports.photo = { seed: 606, w: 1200, h: 1600, keystone: 0.05, rot: 1.8, frac: 0.84, bg: 'wood', hand: false, cast: '#ffc890', castPct: 14, blur: 1.0, noise: 0.6, q: 62, dim: true, falloff: 'gray35' };
exports.expected = {
  customer_name: 'Latrice N. Pugh', plaintiff_name: 'Magnolia Home Furnishings, Inc.', law_firm_name: null,
  lawyer_email: null, lawsuit_state: 'MS', lawsuit_amount: 1946.37, civil_number: 'JC-26-0731',
  court_name: 'Justice Court of Rankin County, Mississippi, Civil Division',
  customer_street: '115 Cedar Bluff Drive', customer_city: 'Pearl', customer_state: 'MS', customer_zip_code: '39208', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'Nimbus Mono PS';font-size:10pt;line-height:1.38}
.m{position:absolute;left:80px;right:80px;top:60px}
.c{text-align:center;margin:0}
.b{font-weight:bold}
pre{font-family:inherit;margin:8px 0}
p{margin:7px 0;text-align:justify}
table.l{margin:6px 0 6px 40px} table.l td{padding:0 14px 0 0}
`, `
<div class="m">
<p class="c b">IN THE JUSTICE COURT OF</p>
<p class="c b">RANKIN COUNTY, MISSISSIPPI</p>
<p class="c">CIVIL DIVISION</p>
<p class="c" style="font-size:9pt">Justice Court Clerk, 110 Paul Truitt Lane, Pearl, MS 39208 &middot; (601) 555-0177</p>
<br>
<p>MAGNOLIA HOME FURNISHINGS, INC.<br>2104 Lakeland Bend Road, Flowood, MS 39232 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF</p>
<p class="c">VS.&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;CIVIL ACTION NO. JC-26-0731</p>
<p>LATRICE N. PUGH<br>115 Cedar Bluff Drive, Pearl, MS 39208 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT</p>
<br>
<p class="c b">SWORN COMPLAINT ON OPEN ACCOUNT</p>
<p>COMES NOW the Plaintiff, Magnolia Home Furnishings, Inc., appearing by and through its Credit Manager and without counsel, and files this its Sworn Complaint on Open Account against the Defendant, and would show unto the Court the following:</p>
<p>1. Defendant purchased furniture and appliances from Plaintiff on open account, Store Account No. MHF-004-22817, and agreed to pay for the same.</p>
<p>2. The account is past due and unpaid. An itemized statement of the account follows:</p>
<table class="l">
<tr><td>03/11/2025</td><td>Sectional sofa &amp; delivery</td><td align="right">$1,689.00</td></tr>
<tr><td>05/02/2025</td><td>Washer, model WX-40</td><td align="right">$  724.37</td></tr>
<tr><td>various</td><td>Payments received</td><td align="right">($  467.00)</td></tr>
<tr><td></td><td><b>BALANCE DUE ON ACCOUNT</b></td><td align="right"><b>$1,946.37</b></td></tr>
</table>
<p>3. Plaintiff demands judgment for the balance due of $1,946.37, together with court costs of $81.00 (filing fee $75.00, service $6.00) and interest at the legal rate from date of judgment, which interest is not included in the balance.</p>
<p style="margin-left:300px;margin-top:16px">MAGNOLIA HOME FURNISHINGS, INC.<br><br>BY: ______________________________<br>&nbsp;&nbsp;&nbsp;&nbsp;Rhett D. Caldwell, Credit Manager<br>&nbsp;&nbsp;&nbsp;&nbsp;(601) 555-0138</p>
<p class="c b" style="margin-top:14px">AFFIDAVIT</p>
<p>STATE OF MISSISSIPPI<br>COUNTY OF RANKIN</p>
<p>Personally appeared before me, the undersigned authority, Rhett D. Caldwell, who being duly sworn states that he is the Credit Manager of Plaintiff, that the foregoing account is just, true and correct, and that the sum of $1,946.37 is due and unpaid, no part having been paid except as credited.</p>
<p>SWORN TO AND SUBSCRIBED before me this the 3rd day of December, 2026.</p>
<p style="margin-left:300px">______________________________<br>JUSTICE COURT CLERK / DEPUTY</p>
</div>
`);
