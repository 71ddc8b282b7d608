// Wyoming - circuit court complaint; boxed caption, stamp crossing the amount, footer repeating case number
const { page } = require('../common');
exports.meta = { state: 'WY', kind: 'complaint', layout: 'boxed caption with case box, numbered counts', font: 'DejaVu Sans' };
exports.printedName = 'JOSEPH T. LINDQVIST';
exports.photo = { seed: 202, w: 1600, h: 2133, keystone: 0.06, rot: 2.3, frac: 0.80, bg: 'fabric', hand: [0.88, 0.93], cast: '#c8dcff', castPct: 7, blur: 1.0, noise: 0.5, q: 66, dim: false, dx: -20, dy: 30 };
exports.expected = {
  customer_name: 'Joseph T. Lindqvist', plaintiff_name: 'Prairie Ridge Receivables Trust 2019-B', law_firm_name: 'Bighorn & Teague, P.C.',
  lawyer_email: 'wteague@bighornteague.com', lawsuit_state: 'WY', lawsuit_amount: 7208.55, civil_number: 'CV-2026-0418',
  court_name: 'Circuit Court of Natrona County, Wyoming',
  customer_street: '1520 S. Poplar Crest Dr.', customer_city: 'Casper', customer_state: 'WY', customer_zip_code: '82601', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'DejaVu Sans';font-size:10pt;line-height:1.45}
.m{position:absolute;left:72px;right:72px;top:60px}
h1{font-size:12pt;text-align:center;margin:0 0 14px;letter-spacing:1px}
table.cap{width:100%;border:1.5px solid #000}
table.cap td{border:1.5px solid #000;padding:10px 12px;vertical-align:top}
.ttl{text-align:center;font-weight:bold;font-size:12pt;margin:14px 0 8px}
ol{padding-left:22px;margin:4px 0} li{margin:3px 0;text-align:justify}
.stamp{position:absolute;left:150px;top:628px;transform:rotate(-9deg);white-space:nowrap;background:rgba(255,255,255,0);border:3px solid rgba(180,20,30,.75);color:rgba(180,20,30,.75);
 font-weight:bold;font-size:11pt;padding:4px 12px;text-align:center;line-height:1.7;letter-spacing:1px}
.stamp div{height:21px;line-height:21px}
.sig{margin-left:380px;margin-top:10px;line-height:1.3}
.foot{position:absolute;left:72px;right:72px;bottom:30px;border-top:1px solid #000;font-size:8.5pt;padding-top:3px;display:flex;justify-content:space-between}
`, `
<div class="m">
<h1>IN THE CIRCUIT COURT OF NATRONA COUNTY, WYOMING</h1>
<table class="cap"><tr><td style="width:58%">PRAIRIE RIDGE RECEIVABLES TRUST 2019-B, by and through its servicer Wapiti Servicing Co., as assignee of Frontier Plains Bank,<br>
<div style="text-align:right">Plaintiff,</div>v.<br><br>JOSEPH T. LINDQVIST and AMBER K. LINDQVIST,<br><div style="text-align:right">Defendants.</div></td>
<td>Civil Action No. CV-2026-0418<br><br>Creditor Ref.: PRT-0083317<br>Orig. Acct. ending 4471<br><br>Judge: Hon. ____________</td></tr></table>
<div class="ttl">COMPLAINT FOR MONEY DUE ON ACCOUNT</div>
<p>Plaintiff, by its attorneys Bighorn &amp; Teague, P.C., states as follows:</p>
<ol>
<li>Plaintiff is a Delaware statutory trust whose servicer maintains offices at 300 Kessler Plaza, Wilmington, DE 19801.</li>
<li>Defendant Joseph T. Lindqvist is an individual residing at 1520 S. Poplar Crest Dr., Casper, WY 82601. Defendant Amber K. Lindqvist is his spouse and a co-obligor on the account.</li>
<li>This Court has jurisdiction under W.S. § 5-9-128, the amount in controversy not exceeding $50,000, and venue is proper in Natrona County.</li>
<li>Defendants opened a revolving credit account with Frontier Plains Bank, which account was later sold and assigned to Plaintiff with all rights to collect the balance.</li>
<li>Defendants defaulted in payment. After all just credits and offsets, there is now due the principal balance of <b>$7,208.55</b>.</li>
<li>Contractual interest accrued through the date of charge-off of $1,144.90 is claimed separately, together with post-filing interest at the statutory rate of 10% per annum.</li>
<li>Plaintiff has incurred a filing fee of $70.00 and a service fee of $50.00, which it seeks as costs.</li>
</ol>
<p><b>WHEREFORE,</b> Plaintiff prays for judgment against Defendants, jointly and severally, for the principal sum of $7,208.55, interest of $1,144.90, costs of $120.00, for a total of $8,473.45, and for such further relief as the Court deems just.</p>
<p>DATED this 16th day of December, 2026.</p>
<div class="sig">BIGHORN &amp; TEAGUE, P.C.<br><br>______________________________<br>Wesley N. Teague, WSB # 7-5521<br>415 E. Midwest Ave., Suite 210<br>Casper, WY 82601<br>(307) 555-0117<br>wteague@bighornteague.com<br>Paralegal: jmorrow@bighornteague.com<br>Attorneys for Plaintiff</div>
</div>
<div class="stamp"><div>RECEIVED</div><div>DEC 17 2026</div><div>CLERK OF CIRCUIT COURT</div></div>
<div class="foot"><span>Complaint – Prairie Ridge v. Lindqvist</span><span>Civil Action No. CV-2026-0418 · Page 1 of 1</span></div>
`);
