// Virginia - general district court warrant in debt; two-column form with return-date box, condensed serif
const { page } = require('../common');
exports.meta = { state: 'VA', kind: 'warrant in debt', layout: 'two-column warrant form with return-date box and claim lines', font: 'DejaVu Serif Condensed' };
exports.printedName = 'WHITCOMB, HARLAN B., III';
exports.photo = { seed: 808, w: 1600, h: 2133, keystone: 0.08, rot: -0.6, frac: 0.92, bg: 'desk', desk: '#6f7780,#aab2ba', hand: [0.12, 0.95], cast: '#fff4c8', castPct: 10, blur: 0.55, noise: 0.35, q: 80, dim: false };
exports.expected = {
  customer_name: 'Harlan B. Whitcomb III', plaintiff_name: 'Potomac Crest Funding, LLC', law_firm_name: 'Anand Holt Collections Counsel, PLLC',
  lawyer_email: 'panand@ahccounsel.com', lawsuit_state: 'VA', lawsuit_amount: 5742.18, civil_number: 'GV26018822-00',
  court_name: 'Fairfax County General District Court',
  customer_street: '6024 Larch Hollow Ct', customer_city: 'Springfield', customer_state: 'VA', customer_zip_code: '22152', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'DejaVu Serif Condensed';font-size:10pt;line-height:1.32}
.m{position:absolute;left:46px;right:46px;top:40px}
.hdr{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:4px}
.t{font-size:15pt;font-weight:bold;letter-spacing:1px}
.cols{display:flex;gap:0;border:1.5px solid #000;border-top:none}
.col{flex:1;padding:6px 8px} .col+.col{border-left:1.5px solid #000}
.u{border-bottom:1px solid #000;display:block;padding:1px 2px;min-height:14px;font-size:10.5pt}
.lb{font-size:7.5pt;text-transform:uppercase;display:block;margin-top:5px}
.ret{border:2px solid #000;padding:5px;margin:6px 0;text-align:center}
.ret b{font-size:11pt}
p{margin:4px 0;text-align:justify}
.claim td{padding:2px 4px}
.ft{position:absolute;left:46px;right:46px;bottom:20px;font-size:7.5pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, `
<div class="m">
<div class="hdr"><div><span class="t">WARRANT IN DEBT</span><br>(CIVIL CLAIM FOR MONEY)</div><div style="text-align:right">Case No. <b style="font-size:11pt">GV26018822-00</b><br>Commonwealth of Virginia &nbsp; VA. CODE § 16.1-79</div></div>
<div class="cols">
<div class="col">
<span class="u" style="text-align:center;font-weight:bold">Fairfax County General District Court</span><span class="lb" style="text-align:center">City or County</span>
<span class="u">4110 Chain Bridge Road, Fairfax, Virginia 22030</span><span class="lb">Street address of court</span>
<p style="margin-top:8px">TO ANY AUTHORIZED OFFICER: You are hereby commanded to summon the Defendant(s) to appear before this Court at the above address on</p>
<div class="ret"><span class="lb" style="margin:0">Return date and time</span><b>02/10/2027 &nbsp; 10:00 AM</b></div>
<p>to answer the Plaintiff's civil claim (see CLAIM below).</p>
<span class="u">12/08/2026 &nbsp;&nbsp; ______ Clerk</span><span class="lb">Date issued</span>
<span class="lb" style="margin-top:10px">Plaintiff(s) (Last name, first name, middle initial)</span>
<span class="u">Potomac Crest Funding, LLC</span><span class="u">successor in interest to Chesapeake Landing Bank</span>
<span class="u">1750 Tysons Arbor Blvd., Suite 800</span><span class="u">McLean, VA 22102</span>
<span class="lb" style="margin-top:10px">Defendant(s) (Last name, first name, middle initial)</span>
<span class="u">WHITCOMB, HARLAN B., III</span><span class="u">6024 Larch Hollow Ct</span><span class="u">Springfield, VA 22152</span>
<span class="u" style="margin-top:6px">WHITCOMB, ROSALIND E.</span><span class="u">6024 Larch Hollow Ct, Springfield, VA 22152</span>
</div>
<div class="col">
<p><b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of</p>
<table class="claim"><tr><td>$</td><td class="u" style="width:110px;text-align:right"><b>5,742.18</b></td><td>net of any credits, with interest at</td></tr>
<tr><td></td><td class="u" style="text-align:right">6</td><td>% from 09/01/2026 until paid,</td></tr>
<tr><td>$</td><td class="u" style="text-align:right">58.00</td><td>costs and</td></tr>
<tr><td>$</td><td class="u" style="text-align:right">861.33</td><td>attorney's fees</td></tr></table>
<p>with the basis of this claim being <span style="text-decoration:underline">unpaid balance on a credit card account, Acct. ending 3302, per attached affidavit</span>.</p>
<p>Total sought with costs and fees: $6,661.51 plus interest.</p>
<span class="u" style="margin-top:8px">/s/ Priya Anand-Holt</span><span class="lb">☐ Plaintiff &nbsp; ☐ Plaintiff's Agent &nbsp; ☒ Plaintiff's Attorney</span>
<span class="lb" style="margin-top:10px">Plaintiff's attorney</span>
<span class="u">Priya Anand-Holt, VSB No. 88412</span><span class="u">Anand Holt Collections Counsel, PLLC</span><span class="u">3920 University Terrace Dr., Suite 210</span><span class="u">Fairfax, VA 22030 &nbsp; (703) 555-0121</span><span class="u">panand@ahccounsel.com</span>
<span class="lb">E-filing / service: filings@ahccounsel.com</span>
<p style="margin-top:10px;font-size:8.5pt"><b>HOMESTEAD EXEMPTION WAIVED?</b> ☐ Yes ☒ No ☐ Cannot be demanded</p>
<p style="font-size:8.5pt">TO DEFENDANT: You are not required to appear on the return date if you do not contest the claim. If you fail to appear, judgment may be entered against you. Clerk's office: (703) 555-0188; Civil Division, Room 205.</p>
<span class="lb" style="margin-top:10px">Judgment (for court use)</span>
<span class="u">&nbsp;</span><span class="u">&nbsp;</span><span class="u">&nbsp;</span>
</div></div>
<div style="border:1.5px solid #000;margin-top:10px;padding:6px 8px"><b>RETURN OF SERVICE</b> — Defendant: WHITCOMB, HARLAN B., III &nbsp;&nbsp; Address: 6024 Larch Hollow Ct, Springfield, VA 22152<br>
☐ PERSONAL SERVICE &nbsp; ☐ Being unable to make personal service, a copy was delivered to a family member (not a temporary sojourner or guest) age 16 or older at usual place of abode &nbsp; ☐ Posted on front door &nbsp; ☐ NOT FOUND<br>
<span class="u" style="width:45%;display:inline-block">&nbsp;</span> SHERIFF, by <span class="u" style="width:30%;display:inline-block">&nbsp;</span> DEPUTY &nbsp; Date <span class="u" style="width:12%;display:inline-block">&nbsp;</span><br>
<span style="font-size:8.5pt">Fairfax County Sheriff's Office, Civil Enforcement · (703) 555-0196 · Serving fee $12.00 included in costs above.</span></div>
</div>
<div class="ft"><span>FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/26</span><span>GV26018822-00</span></div>
`);
