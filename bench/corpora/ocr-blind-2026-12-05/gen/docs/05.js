// 05 FL - Orange County small claims statement of claim; boxed X-box caption, a/k/a, John Does 1-10
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Yolanda Perez-Ruiz', plaintiff_name: 'Lakeview Funding Group, Inc.',
  law_firm_name: 'Trent & Kovac, PLLC', lawyer_email: 'atrent@trentkovac.com',
  lawsuit_state: 'FL', lawsuit_amount: 2214.67, civil_number: '2025-SC-031877-O',
  court_name: 'County Court, in and for Orange County, Florida, Small Claims Division',
  customer_street: '2408 Conway Gardens Rd Apt 6', customer_city: 'Orlando', customer_state: 'FL', customer_zip_code: '32806',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '05', state: 'FL', kind: 'statement-of-claim', layout: 'boxed-caption-checkboxes', font: 'DejaVu Serif', size: 10.5,
  features: ['caption drawn as boxes with check boxes', 'a/k/a name', 'JOHN DOES 1-10', 'defendant address in caption box', 'successor-in-interest tail'],
  distractors: ['interest $186.40 since default', 'costs: filing fee $175.00 + service $40.00', 'total $2,616.07', 'small claims limit $8,000', 'FBN', 'service e-mail', 'pre-trial conference address/phone'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [50, 60, 44, 60], css: `
.cp td{border:1.2px solid #000;padding:5px 7px;vertical-align:top}
.k{font-size:7pt;text-transform:uppercase;letter-spacing:.3px}
ol{margin:4px 0 6px 0;padding-left:20px} li{margin-bottom:4px;text-align:justify}
`, body: `
<div class="c b" style="font-size:11pt">IN THE COUNTY COURT, IN AND FOR ORANGE COUNTY, FLORIDA</div>
<div class="c sm" style="margin-bottom:8px">SMALL CLAIMS DIVISION</div>
<table class="cp" style="width:100%"><tr>
<td style="width:60%"><div class="k">Plaintiff</div>${up(t.plaintiff_name)}, successor in interest to Orchid Savings Bank<br>
<span class="sm">${cb(false)} individual &nbsp; ${cb(true)} corporation &nbsp; ${cb(false)} LLC &nbsp; ${cb(true)} represented by counsel</span></td>
<td rowspan="2" style="vertical-align:middle"><div class="k">Case No.</div><div class="b" style="font-size:11.5pt">${t.civil_number}</div>
<div class="k" style="margin-top:8px">Division</div>Civil — Small Claims (73)<div class="k" style="margin-top:8px">Clerk's e-filing no.</div>228461095</div></td></tr>
<tr><td><div class="k">Defendant(s)</div>${up(t.customer_name)} a/k/a YOLANDA RUIZ, and JOHN DOES 1-10<br>
<div class="k" style="margin-top:3px">Defendant's address</div>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}<br>
<span class="sm">${cb(true)} individual &nbsp; ${cb(false)} business &nbsp; ${cb(false)} served on registered agent</span></td></tr></table>
<div class="c b" style="font-size:12pt;margin:10px 0 4px;letter-spacing:1px">STATEMENT OF CLAIM</div>
<p>Plaintiff, ${up(t.plaintiff_name)}, sues Defendant, ${up(t.customer_name)}, and alleges:</p>
<ol>
<li>This is an action for damages which do not exceed $8,000.00, exclusive of costs, interest and attorney's fees.</li>
<li>Defendant owes Plaintiff $${money(t.lawsuit_amount)} that is due with interest since May 10, 2024, for money lent by Plaintiff's predecessor, Orchid Savings Bank, to Defendant under installment loan account no. xxxx-xx-6605, a copy of which is attached as Exhibit "A".</li>
<li>Interest accrued since default through the date of filing is $186.40 and is claimed separately. Costs to date: filing fee $175.00; service of process $40.00. Total with interest and costs: $2,616.07.</li>
<li>All conditions precedent to this action have occurred, been performed, or been waived.</li>
</ol>
<p>WHEREFORE, Plaintiff demands judgment for $${money(t.lawsuit_amount)}, interest, court costs, and such further relief as the Court deems proper.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:50%;vertical-align:top;line-height:1.3" class="sm">
<b>PRE-TRIAL CONFERENCE:</b> You are required to appear on June 24, 2025 at 1:30 p.m., Courtroom 3-B, Orange County Courthouse, 2275 N. Orange Blossom Trail, Orlando, FL 32804. Clerk (407) 555-0104.<br>
<span class="i">AVISO: Si usted no comparece a la conferencia previa al juicio, se puede dictar una sentencia en su contra.</span></td>
<td style="vertical-align:top;padding-left:16px;line-height:1.3">${up(t.law_firm_name)}<br><span class="i">/s/ Alicia M. Trent</span><br>Alicia M. Trent, Esq.<br>Florida Bar No. 0098812<br>
4700 Millenia Blvd., Suite 175<br>Orlando, FL 32839<br>Telephone: (407) 555-0161<br>Email: ${t.lawyer_email}<br>Service: service@trentkovac.com<br>Attorneys for Plaintiff</td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">Fla. Sm. Cl. R. Form 7.330 (modified) — File ref. TK-44103</td><td class="xs r">Page 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
