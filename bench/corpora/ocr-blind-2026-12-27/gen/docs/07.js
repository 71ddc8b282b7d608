// Pennsylvania - magisterial district court civil complaint form with boxes; handwriting-style (script) fill-ins
const { page } = require('../common');
exports.meta = { state: 'PA', kind: 'civil complaint', layout: 'boxed form with handwritten script fill-ins', font: 'Liberation Sans + Z003 (script fill-ins)' };
exports.printedName = 'Dmitri A. Sokolov';
exports.photo = { seed: 707, w: 1600, h: 2133, keystone: 0.035, rot: -2.6, frac: 0.83, bg: 'fabric', fabric: '#3a2a22,#7a6250', hand: false, cast: '#e0e8ff', castPct: 9, blur: 0.8, noise: 0.4, q: 74, dim: false, dy: -20 };
exports.expected = {
  customer_name: 'Dmitri A. Sokolov', plaintiff_name: 'Allegheny Ridge Lending, LLC', law_firm_name: 'Paulsen & Draxler, P.C.',
  lawyer_email: 'rpaulsen@paulsendraxler.com', lawsuit_state: 'PA', lawsuit_amount: 3218.90, civil_number: 'MJ-05217-CV-0000412-2026',
  court_name: 'Magisterial District Court 05-2-17',
  customer_street: '2250 Castlegate Ave', customer_city: 'Pittsburgh', customer_state: 'PA', customer_zip_code: '15226', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'Liberation Sans';font-size:9pt;line-height:1.3}
.m{position:absolute;left:44px;right:44px;top:40px}
table.f{width:100%;border:2px solid #000;table-layout:fixed} table.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.lb{font-size:7.5pt;font-weight:bold;text-transform:uppercase;display:block}
.h{font-family:'Z003';font-size:15pt;color:#1b2a7a;line-height:1.15}
.ttl{font-size:17pt;font-weight:bold;text-align:center;letter-spacing:2px}
.box{display:inline-block;width:10px;height:10px;border:1px solid #000;vertical-align:middle;margin-right:4px;font-size:9pt;line-height:10px;text-align:center}
p{margin:3px 0;text-align:justify}
.ft{position:absolute;left:44px;right:44px;bottom:18px;font-size:7pt;display:flex;justify-content:space-between}
`, `
<div class="m">
<table class="f">
<tr><td style="width:34%"><span class="lb">Commonwealth of Pennsylvania</span><span class="lb">County of Allegheny</span></td>
<td colspan="2" style="text-align:center"><div class="ttl">CIVIL COMPLAINT</div></td></tr>
<tr><td><span class="lb">Court</span>MAGISTERIAL DISTRICT COURT 05-2-17<br>Mag. Dist. No.: 05-2-17<br>MDJ Name: Hon. Carla J. Venturini<br>Address: 1819 Brownsville Rd., Pittsburgh, PA 15210<br>Telephone: (412) 555-0105</td>
<td colspan="2"><span class="lb">Plaintiff: name and address</span><span class="h">Allegheny Ridge Lending, LLC<br>4400 Penn Crossing Blvd, Suite 9, Pittsburgh, PA 15201</span><br><br>
<span class="lb">vs. Defendant: name and address</span><span class="h">Dmitri A. Sokolov<br>2250 Castlegate Ave, Pittsburgh, PA 15226</span><br>
<span class="lb" style="margin-top:4px">Co-defendant</span><span class="h">Irina Sokolova, same address</span></td></tr>
<tr><td><span class="lb">Docket No.</span><span class="h">MJ-05217-CV-0000412-2026</span></td>
<td><span class="lb">Amount</span>Filing costs: <span class="h">$ 137.25</span></td><td><span class="lb">Date filed</span><span class="h">12 / 10 / 2026</span></td></tr>
</table>
<p style="margin-top:8px"><b>YOU ARE HEREBY NOTIFIED THAT THE ABOVE NAMED PLAINTIFF(S) SEEKS A JUDGMENT AGAINST YOU</b> in the amount of</p>
<table class="f">
<tr><td style="width:50%"><span class="lb">Amount of claim (principal)</span><span class="h" style="font-size:18pt">$ 3,218.90</span></td>
<td><span class="lb">Interest (stated separately, not included)</span><span class="h">$ 244.16</span> &nbsp; <span class="lb" style="display:inline">+ costs</span> <span class="h">$ 137.25</span></td></tr>
<tr><td colspan="2"><span class="lb">Total, claim with interest and costs</span><span class="h">$ 3,600.31</span></td></tr>
<tr><td colspan="2" style="height:200px"><span class="lb">The plaintiff's claim against you is based on the following (details of claim):</span>
<span class="h">Defendant borrowed money under a personal installment loan, Loan No. ARL-61-20934, dated 8/14/2024, and stopped paying after 4/2025. After all credits the unpaid principal balance is $3,218.90. Plaintiff is the original lender. Notice of default mailed 7/1/2025.</span></td></tr>
</table>
<p style="margin-top:6px">I, <span class="h">Renata J. Paulsen</span>, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 PA. C.S. § 4904) related to unsworn falsification to authorities.</p>
<p><span class="box">✓</span>I certify that this filing complies with the provisions of the Case Records Public Access Policy of the Unified Judicial System of Pennsylvania.</p>
<table class="f" style="margin-top:6px">
<tr><td style="width:50%"><span class="lb">Plaintiff's attorney</span>Renata J. Paulsen, Esq. &nbsp; Attorney I.D. No. 318842<br>Paulsen &amp; Draxler, P.C.<br>600 Grant Meridian St., 14th Floor, Pittsburgh, PA 15219<br>Tel. (412) 555-0146 &nbsp; rpaulsen@paulsendraxler.com<br>Paralegal: records@paulsendraxler.com</td>
<td><span class="lb">Signature of plaintiff or authorized agent</span><span class="h" style="font-size:20pt">Renata J. Paulsen</span><br><span class="lb">Date</span><span class="h">12/10/2026</span></td></tr>
</table>
<p style="margin-top:8px;font-size:8.5pt">If you intend to enter a defense to this complaint, you should notify this office immediately at the above telephone number. You must appear at the hearing and present your defense. Unless you do, judgment may be entered against you by default. If you have a claim against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert at the hearing, you must file it on a complaint form at this office at least five days before the date set for the hearing.</p>
<p style="font-size:8.5pt">If you are disabled and require a reasonable accommodation to gain access to the Magisterial District Court and its services, please contact the Magisterial District Court at the above address or telephone number.</p>
</div>
<div class="ft"><span>AOPC 308A-22</span><span>FREE INTERPRETER · www.pacourts.us/language-rights</span></div>
`);
