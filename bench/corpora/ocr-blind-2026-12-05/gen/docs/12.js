// 12 GA - State Court of Fulton County complaint; "*" caption column, a/k/a, address in caption under name
const { money, up, sepCaption } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: "Terrence O'Neal", plaintiff_name: 'Peachtree Harbor Funding, LLC',
  law_firm_name: 'Abernathy Quinn, P.C.', lawyer_email: 'squinn@abernathyquinn.com',
  lawsuit_state: 'GA', lawsuit_amount: 2087.33, civil_number: '25EV004512',
  court_name: 'State Court of Fulton County',
  customer_street: '1420 Donald Lee Hollowell Pkwy NW Unit 7', customer_city: 'Atlanta', customer_state: 'GA', customer_zip_code: '30318',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '12', state: 'GA', kind: 'complaint', layout: 'star-caption-address-in-caption', font: 'FreeSerif', size: 11,
  features: ['"*" caption column', 'a/k/a name', 'address in the caption', 'undashed case number with EV letters', '"STATE OF GEORGIA" separate line'],
  distractors: ['prejudgment interest $146.11', 'court costs', 'Georgia Bar No.', 'plaintiff address', 'account ending 6120', 'firm fax'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.3, margin: [64, 76, 46, 76], css: `
.bd p{text-indent:40px;text-align:justify;margin:0 0 6px}
td.capl{width:56%}
`, body: `
<div class="c b" style="line-height:1.35">IN THE STATE COURT OF FULTON COUNTY<br>STATE OF GEORGIA</div>
<div style="height:12px"></div>
${sepCaption([`${up(t.plaintiff_name)},`, '<span style="margin-left:40px">Plaintiff,</span>', '', 'v.', '', `${up(t.customer_name)} a/k/a`, 'TERRENCE ONEAL,', t.customer_street, `${t.customer_city}, Georgia ${t.customer_zip_code},`, '<span style="margin-left:40px">Defendant.</span>'],
  ['', '', '', 'CIVIL ACTION', `FILE NO. ${t.civil_number}`, '', '', '', '', ''], '*')}
<div class="c b" style="margin:14px 0 8px">COMPLAINT ON ACCOUNT</div>
<div class="bd">
<p>COMES NOW Plaintiff, ${up(t.plaintiff_name)}, and files this Complaint against Defendant, showing the Court as follows:</p>
<p>1. Plaintiff is a Georgia limited liability company whose principal office is located at 3080 Windward Plaza, Suite 500, Alpharetta, GA 30005.</p>
<p>2. Defendant resides in Fulton County, Georgia, at the address shown in the caption above, and is subject to the jurisdiction and venue of this Court.</p>
<p>3. Defendant opened a consumer credit account ending in 6120 with Dogwood National Bank, which account was sold and assigned to Plaintiff. Defendant is indebted to Plaintiff in the principal amount of $${money(t.lawsuit_amount)}, as shown by the statement of account attached as Exhibit "A".</p>
<p>4. Plaintiff has demanded payment, and Defendant has failed and refused to pay. Prejudgment interest has accrued at the legal rate of 7% per annum in the amount of $146.11.</p>
<p>WHEREFORE, Plaintiff prays that summons issue; that judgment be entered against Defendant for the principal amount of $${money(t.lawsuit_amount)}, prejudgment interest of $146.11, and all costs of this action; and for such other relief as the Court deems just.</p>
</div>
<div style="margin:10px 0 0 320px;line-height:1.3">Respectfully submitted this 21st day of January, 2025.<br><br>${up(t.law_firm_name)}<br><i>/s/ Sandra M. Quinn</i><br>Sandra M. Quinn<br>Georgia Bar No. 409376<br>
2200 Century Pkwy NE, Suite 350<br>Atlanta, Georgia 30345<br>(404) 555-0163 (tel) | (404) 555-0164 (fax)<br>${t.lawyer_email}<br>Attorneys for Plaintiff</div>
<div class="ft c">— 1 —</div>
` });
module.exports = { meta, truth: t, html };
