// 16 WA - Pierce County Superior Court complaint on numbered pleading paper; "§" caption; firm footer on every page
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Crystal D. Hammond', plaintiff_name: 'Evergreen Sound Auto Finance, Inc.',
  law_firm_name: 'Thornbury Vance Ostrowski PLLC', lawyer_email: 'gostrowski@tvo-law.com',
  lawsuit_state: 'WA', lawsuit_amount: 14208.77, civil_number: '25-2-07731-4',
  court_name: 'Superior Court of the State of Washington in and for the County of Pierce',
  customer_street: '3811 E Roosevelt Ave', customer_city: 'Tacoma', customer_state: 'WA', customer_zip_code: '98404',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '16', state: 'WA', kind: 'complaint', layout: 'pleading-paper-section-caption-firm-footer', font: 'Liberation Serif', size: 12,
  features: ['numbered pleading paper', '"§" caption column', 'deficiency after repossession', 'firm address/phone in footer', 'address in body'],
  distractors: ['sale proceeds $9,450.00', 'interest $623.11 stated separately', 'attorney fees', 'original contract amount $24,995.00', 'WSBA number', 'footer firm phone', 'VIN'] };
const nums = Array.from({ length: 26 }, (_, i) => `<div>${i + 1}</div>`).join('');
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [64, 56, 58, 110], css: `
.ln{position:fixed;left:56px;top:64px;width:34px;text-align:right;font-size:10pt;line-height:35.2px;color:#222}
.rule1{position:fixed;left:98px;top:0;bottom:0;border-left:1px solid #000}
.bd p{line-height:1.85;text-indent:40px;text-align:justify;margin:0}
td.capl{width:54%}
`, body: `
<div class="ln mg">${nums}</div><div class="rule1"></div>
<div class="c b" style="margin:6px 0 12px;line-height:1.4">IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON<br>IN AND FOR THE COUNTY OF PIERCE</div>
${sepCaption([`${up(t.plaintiff_name)}, a Washington corporation,`, '<span style="margin-left:40px">Plaintiff,</span>', '<span style="margin-left:20px">v.</span>', `${up(t.customer_name)}, an individual,`, '<span style="margin-left:40px">Defendant.</span>'],
  [`NO. ${t.civil_number}`, '', 'COMPLAINT FOR', 'DEFICIENCY BALANCE ON', 'RETAIL INSTALLMENT CONTRACT'], '§')}
<div class="bd" style="margin-top:12px">
<p>Plaintiff alleges:</p>
<p>1. Plaintiff is a Washington corporation with its principal place of business at 1901 Commerce Ridge Dr, Suite 300, Fife, Washington.</p>
<p>2. Defendant ${up(t.customer_name)} resides at ${t.customer_street}, ${t.customer_city}, WA ${t.customer_zip_code}, Pierce County, Washington.</p>
<p>3. On March 9, 2022, Defendant signed a retail installment contract for a 2019 Kia Sorento, VIN 5XYPG4A37KG000000, with an amount financed of $24,995.00, which was assigned to Plaintiff.</p>
<p>4. Defendant defaulted. The vehicle was repossessed and sold at a commercially reasonable sale for $9,450.00, which was credited to the account, leaving a deficiency balance of $${money(t.lawsuit_amount)}.</p>
<p>5. Interest at the contract rate of 12% has accrued since November 4, 2024, in the amount of $623.11, and continues to accrue. The contract provides for reasonable attorney fees.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant for the deficiency of $${money(t.lawsuit_amount)}, prejudgment interest, reasonable attorney fees and costs.</p>
</div>
<div style="margin:6px 0 0 300px;line-height:1.3">DATED April 15, 2025.<br>${up(t.law_firm_name)}<br><i>/s/ Gregory S. Ostrowski</i><br>Gregory S. Ostrowski, WSBA #40219<br>${t.lawyer_email}<br>Attorneys for Plaintiff</div>
<div class="ft" style="border-top:1px solid #000;padding-top:3px"><table style="width:100%"><tr><td class="xs" style="vertical-align:top">COMPLAINT - 1<br>TVO No. 5513-0422</td>
<td class="xs r"><b>THORNBURY VANCE OSTROWSKI PLLC</b><br>1145 Broadway Plaza, Suite 1600<br>Tacoma, Washington 98402<br>(253) 555-0135 · Fax (253) 555-0136</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
