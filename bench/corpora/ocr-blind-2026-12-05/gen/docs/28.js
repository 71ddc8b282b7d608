// 28 OH letter - law firm demand letter, no lawsuit filed; mentions a court where suit "may" be filed (distractor)
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Gregory T. Ames', plaintiff_name: 'Buckeye Crest Funding LLC',
  law_firm_name: 'Kettering & Bloom Co., L.P.A.', lawyer_email: 'pkettering@ketteringbloom.com',
  lawsuit_state: 'OH', lawsuit_amount: 3881.05, civil_number: null, court_name: null,
  customer_street: '2130 Wayne Ave Apt 3', customer_city: 'Dayton', customer_state: 'OH', customer_zip_code: '45410',
  determine_if_lawsuit_exists: false,
};
const meta = { id: '28', state: 'OH', kind: 'collection-letter', layout: 'law-firm-letterhead-attorney-column-window', font: 'Caladea', size: 11.5,
  features: ['law firm demand letter, no suit filed', 'attorney list down the left margin', 'window address', '"Re:" block with balance', 'court named only as a possible future venue'],
  distractors: ['charge-off balance $3,612.90', 'settlement $2,716.74', 'possible suit in Dayton Municipal Court', 'estimated filing fee $125.00', 'payments e-mail and paralegal e-mail', 'Ohio Reg. No.', 'file and account numbers'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.3, margin: [44, 60, 40, 60], css: `
.side{position:absolute;left:0;top:108px;width:128px;font-size:7pt;line-height:1.35;color:#333}
.main{margin-left:148px}
.main p{text-align:left;margin:0 0 7px}
`, body: `
<div class="c" style="line-height:1.2"><span style="font-size:17pt;letter-spacing:1px">KETTERING &amp; BLOOM</span><br><span class="sm" style="letter-spacing:2px">CO., L.P.A. · ATTORNEYS AT LAW</span><br>
<span class="xs">40 N. Ludlow Commons, Suite 1200 · Dayton, Ohio 45402 · (937) 555-0138 · Fax (937) 555-0139</span></div>
<div class="hr" style="margin:6px 0 0"></div>
<div class="side"><b>Paul R. Kettering</b><br>Ohio Reg. No. 0081234<br><br>Denise L. Bloom<br><br>Arthur J. Nwosu<br><br>Rebecca S. Tam<br>Licensed in OH &amp; KY<br><br><i>Of Counsel</i><br>Harold W. Kettering<br><br><br>Direct dial<br>(937) 555-0140<br><br>Paralegal<br>collections@ketteringbloom.com</div>
<div class="main">
<div style="margin-top:14px">April 7, 2025</div>
<div style="margin:16px 0 16px 10px;line-height:1.3">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)} ${t.customer_state} ${t.customer_zip_code}</div>
<table class="sm" style="margin-bottom:10px"><tr><td style="vertical-align:top;padding-right:8px"><b>Re:</b></td><td style="line-height:1.3">Our client: ${t.plaintiff_name}<br>Original creditor: Miami Valley Card Bank — account ending 5063<br>Our file no.: KB-25-06612<br>Balance due: <b>$${money(t.lawsuit_amount)}</b></td></tr></table>
<p>Dear ${t.customer_name}:</p>
<p>This law firm represents ${t.plaintiff_name}, the current owner of the above account, which was charged off with a balance of $3,612.90. Interest and permitted charges since charge-off bring the balance due today to <b>$${money(t.lawsuit_amount)}</b>.</p>
<p><b>No lawsuit has been filed against you at this time.</b> At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. However, if this matter is not resolved, our client may authorize us to consider filing suit in the Dayton Municipal Court, where a filing deposit of approximately $125.00 would be required.</p>
<p>To resolve this matter, our client has authorized us to accept <b>$2,716.74</b> in full settlement if received on or before May 9, 2025. Payment plans are also available. Please call (937) 555-0140 or write to me directly at ${t.lawyer_email}. Payments may be made online or by e-mail remittance advice to payments@ketteringbloom.com.</p>
<p>Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this office. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail you a copy of such verification. Upon your written request within the thirty-day period, this office will provide you with the name and address of the original creditor, if different from the current creditor.</p>
<p>Very truly yours,</p>
<p style="line-height:1.25">${t.law_firm_name}<br><br><i>Paul R. Kettering</i><br>Paul R. Kettering, Esq.</p>
<p class="xs">This communication is from a debt collector and is an attempt to collect a debt. Any information obtained will be used for that purpose.</p>
</div>
` });
module.exports = { meta, truth: t, html };
