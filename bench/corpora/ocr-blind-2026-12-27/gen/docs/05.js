// Wisconsin - small claims summons; dense form grid with return date and court-room number
const { page } = require('../common');
exports.meta = { state: 'WI', kind: 'small claims summons', layout: 'ruled form grid with labelled cells, return-date box', font: 'Nimbus Sans' };
exports.printedName = 'Oyelaran, Tamika R.';
exports.photo = { seed: 505, w: 1600, h: 2133, keystone: 0.075, rot: 3.6, frac: 0.78, bg: 'wood', hand: false, cast: '#d8ffd8', castPct: 6, blur: 1.25, noise: 0.45, q: 60, dim: false, dx: 25 };
exports.expected = {
  customer_name: 'Tamika R. Oyelaran', plaintiff_name: 'Badger Point Acquisitions, LLC', law_firm_name: 'Kettle Moraine Collections Law, S.C.',
  lawyer_email: 'bvoss@kmclaw.com', lawsuit_state: 'WI', lawsuit_amount: 2375.00, civil_number: '2026SC018834',
  court_name: 'State of Wisconsin, Circuit Court, Milwaukee County',
  customer_street: '2716 N. Bremen Vista St.', customer_city: 'Milwaukee', customer_state: 'WI', customer_zip_code: '53212', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'Nimbus Sans';font-size:10.5pt;line-height:1.42}
.m{position:absolute;left:48px;right:48px;top:44px}
table.g{width:100%;border:2px solid #000} table.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.lb{font-size:7.5pt;text-transform:uppercase;color:#222;display:block;letter-spacing:.3px}
.v{font-size:11.5pt}
.top{font-weight:bold;font-size:11pt;text-align:center;background:#000;color:#fff;padding:4px}
.ttl{font-size:16pt;font-weight:bold;text-align:center;letter-spacing:1px}
.ret{border:3px solid #000;padding:8px 10px;margin:12px 0;font-size:11pt}
p{margin:4px 0;text-align:justify}
.formno{position:absolute;left:48px;right:48px;bottom:22px;font-size:7.5pt;display:flex;justify-content:space-between}
`, `
<div class="m">
<div class="top">STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY</div>
<table class="g">
<tr><td style="width:50%" rowspan="2"><span class="lb">Plaintiff's name and address</span><span class="v">Badger Point Acquisitions, LLC<br>a Wisconsin limited liability company<br>8800 W. Lisbon Fields Rd., Suite 12<br>Wauwatosa, WI 53222</span></td>
<td colspan="2"><div class="ttl">Summons and Complaint</div><div style="text-align:center">Small Claims</div></td></tr>
<tr><td colspan="2"><span class="lb">Amount claimed / type of claim</span><span class="v">☒ Money judgment &nbsp; Principal $2,375.00</span><br>Estimated costs: filing fee $94.50 · service $60.00 · attorney fee $50.00</td></tr>
<tr><td rowspan="2"><span class="lb">Defendant's name and address</span><span class="v">Oyelaran, Tamika R.<br>2716 N. Bremen Vista St.<br>Milwaukee, WI 53212</span></td>
<td><span class="lb">Case No.</span><span class="v"><b>2026SC018834</b></span></td><td><span class="lb">Account No.</span><span class="v">BPA-7730041</span></td></tr>
<tr><td colspan="2"><span class="lb">Second defendant (if any)</span><span class="v">Oyelaran, Samuel O., same address</span></td></tr>
</table>
<div class="ret"><b>RETURN DATE:</b> You must appear in person on <b>January 14, 2027</b> at <b>8:30 a.m.</b> in <b>Courtroom 400</b> (Room 400), Milwaukee County Courthouse, 901 North 9th Street, Milwaukee, WI 53233. If you do not appear, a judgment may be entered against you.</div>
<p><b>THE STATE OF WISCONSIN, To the person(s) named above as Defendant(s):</b> You are being sued by the person(s) named above as Plaintiff(s). A copy of the claim has been sent to you with this summons.</p>
<p>If you do not appear or file a written answer, the court may grant judgment against you in the amount claimed. A judgment may be enforced as provided by law, including garnishment of wages and seizure of property.</p>
<table class="g" style="margin-top:8px">
<tr><td colspan="3" style="background:#ddd"><b>COMPLAINT</b> — Plaintiff states the following claim against Defendant(s):</td></tr>
<tr><td colspan="3" class="v">On or about 03/18/2024 Defendant opened a retail installment account with Brew City Furniture Outlet, later assigned to Plaintiff. Defendant made the last payment 06/02/2025 and defaulted. Principal balance due: $2,375.00. Interest through 11/30/2026 stated separately: $318.44 (not claimed in this action). Plaintiff demands judgment for $2,375.00 plus statutory costs.</td></tr>
<tr><td style="width:40%"><span class="lb">Plaintiff's attorney</span><span class="v">Brian L. Voss<br>Kettle Moraine Collections Law, S.C.<br>225 E. Juneau Hollow Ave., Ste 300<br>Milwaukee, WI 53202</span></td>
<td><span class="lb">State Bar No. / Phone</span><span class="v">1098432<br>(414) 555-0153</span></td>
<td><span class="lb">E-mail</span><span class="v">bvoss@kmclaw.com<br>Collections: intake@kmclaw.com</span></td></tr>
<tr><td><span class="lb">Date</span><span class="v">12/09/2026</span></td><td colspan="2"><span class="lb">Signature</span><span class="v">Electronically signed by Brian L. Voss</span></td></tr>
</table>
<p style="margin-top:8px;font-size:8.5pt">Clerk of Circuit Court, Small Claims Division · Room 104 · (414) 555-0170 · smallclaims.clerk@milwaukeecounty.example. If you require reasonable accommodations due to a disability, call at least 10 working days before the return date.</p>
</div>
<div class="formno"><span>SC-500, 07/26 Summons and Complaint (Small Claims)</span><span>§§799.05, 799.06, Wisconsin Statutes</span></div>
`);
