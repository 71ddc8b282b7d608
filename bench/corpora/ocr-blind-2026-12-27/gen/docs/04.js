// Missouri - associate circuit court petition on account; table of parties, e-filing side banner, FILED stamp over case number, footer case no.
const { page } = require('../common');
exports.meta = { state: 'MO', kind: 'petition on account', layout: 'table of parties with addresses, side e-filing banner', font: 'P052' };
exports.printedName = 'Cortez Jr., Anthony J.';
exports.photo = { seed: 404, w: 1600, h: 2133, keystone: 0.018, rot: 0.7, frac: 0.90, bg: 'desk', hand: false, cast: '#ffd9b0', castPct: 10, blur: 0.6, noise: 0.3, q: 84, dim: false, desk: '#7d7468,#b3ab9b' };
exports.expected = {
  customer_name: 'Anthony J. Cortez Jr.', plaintiff_name: 'Show-Me Consumer Funding, LLC', law_firm_name: 'Brauer Kessling LLC',
  lawyer_email: 'tbrauer@brauerkessling.com', lawsuit_state: 'MO', lawsuit_amount: 2655.08, civil_number: '2616-AC04417',
  court_name: 'Associate Circuit Court of Jackson County, Missouri, at Independence',
  customer_street: '3307 S. Lynn Ct.', customer_city: 'Independence', customer_state: 'MO', customer_zip_code: '64055', determine_if_lawsuit_exists: true };
exports.html = () => page(`
body{font-family:'P052';font-size:11pt;line-height:1.4}
.m{position:absolute;left:86px;right:70px;top:54px}
.side{position:absolute;left:14px;top:120px;width:20px;height:800px;writing-mode:vertical-rl;transform:rotate(180deg);font-size:8.5pt;color:#555;font-family:'Liberation Sans'}
.hd{text-align:center;font-weight:bold;font-size:12pt;line-height:1.3}
.cn{text-align:right;margin:10px 0 6px;font-weight:bold}
table.p{width:100%;font-size:10pt;margin-top:6px} table.p th,table.p td{border:1px solid #333;padding:4px 6px;text-align:left;vertical-align:top}
table.p th{background:#e8e8e8;font-size:9pt;text-transform:uppercase}
h2{text-align:center;font-size:12.5pt;margin:12px 0 4px;letter-spacing:2px}
p{margin:5px 0;text-align:justify;text-indent:30px}
table.a{margin:4px auto;font-size:10pt} table.a td{padding:1px 12px}
.stamp{position:absolute;left:470px;top:92px;transform:rotate(11deg);color:rgba(20,40,150,.7);border:2px solid rgba(20,40,150,.7);border-radius:10px;padding:2px 14px;font-family:'Liberation Sans';font-weight:bold;font-size:10pt;text-align:center;line-height:1.35;white-space:nowrap}
.stamp div{height:19px;line-height:19px}
.foot{position:absolute;left:86px;right:70px;bottom:28px;font-size:8.5pt;text-align:center;border-top:1px solid #999;padding-top:3px}
`, `
<div class="side">Electronically Filed - Jackson - Independence - December 14, 2026 - 03:12 PM</div>
<div class="m">
<div class="hd">IN THE ASSOCIATE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI<br>AT INDEPENDENCE</div>
<div class="cn">Case No.: 2616-AC04417<br><span style="font-weight:normal">Division: 41</span></div>
<table class="p"><tr><th style="width:19%">Party</th><th style="width:40%">Name</th><th>Address for service</th></tr>
<tr><td>Plaintiff</td><td>Show-Me Consumer Funding, LLC, as assignee of Compass Creek Bank</td><td>c/o Registered Agent, 120 S. Central Ave., Clayton, MO 63105</td></tr>
<tr><td>Defendant</td><td>Cortez Jr., Anthony J.</td><td>3307 S. Lynn Ct., Independence, MO 64055</td></tr>
<tr><td>Defendant</td><td>Cortez, Yolanda M.</td><td>3307 S. Lynn Ct., Independence, MO 64055</td></tr>
<tr><td>Plaintiff's Attorney</td><td>Theodore P. Brauer, MO Bar #61473<br>Brauer Kessling LLC</td><td>9200 Ward Pkwy., Suite 520, Kansas City, MO 64114<br>(816) 555-0129</td></tr></table>
<h2>PETITION ON ACCOUNT</h2>
<p>COMES NOW Plaintiff, by and through counsel, and for its Petition on Account against Defendants states:</p>
<p>1. Plaintiff is a limited liability company in good standing and is the assignee and owner of the account described herein, Account No. ending 90318.</p>
<p>2. Defendant Anthony J. Cortez Jr. resides in Jackson County, Missouri, and venue is proper in this Court under § 508.010 RSMo.</p>
<p>3. Defendants requested and received goods and services on open account; a true statement of the account is attached as Exhibit A and is just and true.</p>
<p>4. After allowing all just credits and offsets, there remains due and owing on the account the sum of <b>$2,655.08</b>, which Defendants have failed to pay despite demand.</p>
<p>5. Plaintiff is entitled to prejudgment interest at 9% per annum under § 408.020 RSMo, which through the filing date amounts to $201.33.</p>
<table class="a"><tr><td>Account balance</td><td align="right">$2,655.08</td></tr><tr><td>Interest (9% per annum)</td><td align="right">$201.33</td></tr><tr><td>Court costs (filing)</td><td align="right">$55.50</td></tr><tr><td><b>Total with interest and costs</b></td><td align="right"><b>$2,911.91</b></td></tr></table>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants in the amount of $2,655.08, interest as allowed by law, and its costs herein expended.</p>
<div style="margin-left:360px;line-height:1.3;margin-top:8px">BRAUER KESSLING LLC<br>/s/ Theodore P. Brauer<br>Theodore P. Brauer, MO Bar #61473<br>tbrauer@brauerkessling.com<br>Service: service@brauerkessling.com<br>ATTORNEYS FOR PLAINTIFF</div>
</div>
<div class="stamp"><div>FILED</div><div>DEC 14 2026</div><div>JACKSON CO. CIRCUIT COURT</div></div>
<div class="foot">Petition on Account — Case No. 2616-AC04417 — Our file BK-26-11963</div>
`);
