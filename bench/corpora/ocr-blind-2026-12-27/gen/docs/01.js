// Idaho - magistrate division summons; ")" column caption, attorney block above, pleading line numbers
const { page } = require('../common');
exports.meta = { state: 'ID', kind: 'summons', layout: 'paren-column caption on pleading paper', font: 'Liberation Serif' };
exports.printedName = 'DANA M. HALLWORTH';
exports.photo = { seed: 101, w: 1600, h: 2133, keystone: 0.03, rot: -1.2, frac: 0.86, bg: 'wood', hand: false, cast: '#ffe8c0', castPct: 8, blur: 0.7, noise: 0.35, q: 78, dim: false };
exports.expected = {
  customer_name: 'Dana M. Hallworth', plaintiff_name: 'Gem State Recovery SPV I, LLC', law_firm_name: 'Sawtooth Legal Group, PLLC',
  lawyer_email: 'cwestbrook@sawtoothlegal.com', lawsuit_state: 'ID', lawsuit_amount: 3914.62, civil_number: 'CV01-26-08817',
  court_name: 'District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division',
  customer_street: '4419 N. Quail Ridge Way', customer_city: 'Boise', customer_state: 'ID', customer_zip_code: '83704', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'Liberation Serif';font-size:12pt;line-height:1.38}
.m{position:absolute;left:96px;right:60px;top:52px}
.rule{position:absolute;top:0;bottom:0;left:84px;border-left:2px double #444}
.rule2{position:absolute;top:0;bottom:0;left:88px;border-left:1px solid #444}
.rr{position:absolute;top:0;bottom:0;right:48px;border-left:1px solid #444}
.nums{position:absolute;left:44px;top:52px;width:30px;text-align:right;font-size:10pt;line-height:22.05px;color:#333}
.atty{font-size:11pt;line-height:1.25}
.court{text-align:center;font-weight:bold;margin:20px 0 12px}
table.cap td{vertical-align:top;padding:0}
.paren{width:22px;text-align:center}
h2{text-align:center;font-size:14pt;margin:14px 0 8px;letter-spacing:3px}
.notice{border:1.5px solid #000;padding:6px 10px;font-weight:bold;font-size:11pt;margin:8px 0}
p{margin:6px 0;text-align:justify}
.foot{position:absolute;left:96px;right:60px;bottom:26px;font-size:9pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}
`, `
<div class="rule"></div><div class="rule2"></div><div class="rr"></div>
<div class="m">
<div class="atty">Corinne A. Westbrook, ISB No. 10452<br>SAWTOOTH LEGAL GROUP, PLLC<br>877 W. Larkspur Street, Suite 300<br>Boise, ID 83702<br>
Telephone: (208) 555-0142 &nbsp;|&nbsp; Fax: (208) 555-0143<br>Email: cwestbrook@sawtoothlegal.com<br>iCourt service: efile@sawtoothlegal.com<br>Attorneys for Plaintiff &nbsp;&nbsp; Our File No. 26-30977-ID</div>
<div class="court">IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE<br>STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA<br><br>MAGISTRATE DIVISION</div>
<table class="cap"><tr><td style="width:330px">GEM STATE RECOVERY SPV I, LLC, as assignee of Owyhee Federal Savings Bank,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>vs.<br><br>DANA M. HALLWORTH and KEVIN R. HALLWORTH,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td class="paren">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:14px">Case No. CV01-26-08817<br><br><b>SUMMONS</b><br><br>Account No. xxxx-xxxx-xxxx-6120<br>Fee Category: A.A. &nbsp;Filing Fee: $221.00</td></tr></table>
<div class="notice">NOTICE: YOU HAVE BEEN SUED BY THE ABOVE-NAMED PLAINTIFF. THE COURT MAY ENTER JUDGMENT AGAINST YOU WITHOUT FURTHER NOTICE UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</div>
<p><b>TO:</b> DANA M. HALLWORTH, 4419 N. Quail Ridge Way, Boise, ID 83704</p>
<p>You are hereby notified that in order to defend this lawsuit, an appropriate written response must be filed with the above designated court at the Ada County Courthouse, 200 W. Front Street, Boise, Idaho 83702, within 21 days after service of this Summons on you. The nature of the claim is the collection of a credit card account in the principal amount of $3,914.62, together with prejudgment interest of $287.10 stated separately, court costs and reasonable attorney fees under Idaho Code § 12-120(3).</p>
<p>If you fail to so respond the court may enter judgment against you as demanded by the plaintiff in the Complaint. A copy of the Complaint is served with this Summons. If you wish to seek the advice or representation by an attorney in this matter, you should do so promptly so that your written response, if any, may be filed in time and other legal rights protected.</p>
<p>DATED December 18, 2026.</p>
<p style="margin-left:330px">CLERK OF THE DISTRICT COURT<br><br>By ______________________<br>&nbsp;&nbsp;&nbsp;&nbsp;Deputy Clerk</p>
</div>
<div class="foot"><span>SUMMONS – Page 1</span><span>Clerk inquiries: (208) 555-0190</span></div>
<div class="nums">${Array.from({ length: 44 }, (_, i) => i + 1).join('<br>')}</div>
`);
