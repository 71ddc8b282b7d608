// 23 SC - Richland County Court of Common Pleas summons and complaint on one page; ")" venue caption; address in TO: block
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Carla J. Washington', plaintiff_name: 'Palmetto Bay Funding, LLC',
  law_firm_name: 'McNair Ashby & Pruitt, LLC', lawyer_email: 'lpruitt@mcnairashby.com',
  lawsuit_state: 'SC', lawsuit_amount: 5872.64, civil_number: '2025-CP-40-01234',
  court_name: 'Court of Common Pleas, County of Richland',
  customer_street: '1016 Harden St Apt 4', customer_city: 'Columbia', customer_state: 'SC', customer_zip_code: '29205',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '23', state: 'SC', kind: 'summons', layout: 'sc-venue-paren-caption-summons-and-complaint', font: 'P052', size: 11,
  features: ['venue block "STATE OF SOUTH CAROLINA ) / COUNTY OF RICHLAND )" beside court title', 'summons and complaint on one page', 'TO: block with address', 'case number with CP letters', '"(Non-Jury)"'],
  distractors: ['interest 8.75% $611.40', 'total $6,484.04', 'SC Bar No.', 'firm phone/fax', 'plaintiff address', 'account ending 1187', 'filing fee $150.00'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [54, 66, 42, 66], css: `
.cp td{vertical-align:top;padding:0 4px;line-height:1.3}
.bd p{text-align:justify;margin:0 0 5px}
`, body: `
<table class="cp" style="width:100%"><tr><td style="width:46%">STATE OF SOUTH CAROLINA<br><br>COUNTY OF RICHLAND</td><td style="width:12px">)<br>)<br>)</td>
<td class="b">IN THE COURT OF COMMON PLEAS<br><span style="font-weight:normal">C/A No.: ${t.civil_number}</span></td></tr>
<tr><td colspan="3" style="height:8px"></td></tr>
<tr><td>${up(t.plaintiff_name)},<br><span style="margin-left:50px">Plaintiff,</span><br><span style="margin-left:25px">vs.</span><br>${up(t.customer_name)},<br><span style="margin-left:50px">Defendant.</span></td>
<td>)<br>)<br>)<br>)<br>)</td><td style="vertical-align:middle" class="b">SUMMONS<br>(Non-Jury)<br><br>COMPLAINT<br>(Suit on Account)</td></tr></table>
<div class="c b" style="margin:10px 0 4px">SUMMONS</div>
<div style="margin-left:40px;line-height:1.3;margin-bottom:6px">TO: &nbsp;${up(t.customer_name)}<br><span style="margin-left:33px">${t.customer_street}</span><br><span style="margin-left:33px">${t.customer_city}, SC ${t.customer_zip_code}</span></div>
<div class="bd">
<p>YOU ARE HEREBY SUMMONED and required to answer the Complaint in this action, a copy of which is herewith served upon you, and to serve a copy of your Answer to said Complaint upon the subscriber at the address below within thirty (30) days after service hereof, exclusive of the day of such service. If you fail to answer the Complaint within that time, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
</div>
<div class="c b" style="margin:8px 0 4px">COMPLAINT</div>
<div class="bd">
<p>1. Plaintiff is a limited liability company organized under the laws of Delaware, with offices at 1320 Lady Street Commons, Suite 900, Columbia, SC 29201, and is the assignee of the account at issue. Defendant is a citizen and resident of Richland County, South Carolina.</p>
<p>2. Defendant opened a credit card account ending in 1187 with Congaree Valley Bank and thereafter defaulted. The account was charged off and assigned to Plaintiff.</p>
<p>3. There is now due and owing by Defendant to Plaintiff the principal sum of $${money(t.lawsuit_amount)}, together with interest at the legal rate of 8.75% per annum ($611.40 through filing, for a total of $6,484.04).</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of $${money(t.lawsuit_amount)}, plus prejudgment interest, the costs of this action including the $150.00 filing fee, and such other relief as the Court deems just and proper.</p>
</div>
<table style="width:100%;margin-top:8px"><tr><td style="width:46%;vertical-align:top" class="sm">Columbia, South Carolina<br>February 18, 2025</td>
<td style="vertical-align:top;line-height:1.28">${up(t.law_firm_name)}<br><br><i>s/ Lydia M. Pruitt</i><br>Lydia M. Pruitt, SC Bar No. 102774<br>Post Office Box 11502<br>Columbia, SC 29211<br>(803) 555-0187 · Fax (803) 555-0188<br>${t.lawyer_email}<br>Attorneys for Plaintiff</td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">ELECTRONICALLY FILED - 2025 Feb 18 2:14 PM - RICHLAND - COMMON PLEAS - CASE#${t.civil_number}</td><td class="xs r">Page 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
