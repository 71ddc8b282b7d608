// 11 GA - State Court of Cobb County summons: labelled name/address lines, claim summary box with fees and total
const { money, up } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Ashley N. Brooks', plaintiff_name: 'Ironwood Recovery Fund II, LLC',
  law_firm_name: 'Osei Lindgren LLC', lawyer_email: 'bosei@oseilindgren.com',
  lawsuit_state: 'GA', lawsuit_amount: 9384.12, civil_number: '25 A 01937',
  court_name: 'State Court of Cobb County',
  customer_street: '1180 Powder Springs St Apt 5', customer_city: 'Marietta', customer_state: 'GA', customer_zip_code: '30064',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '11', state: 'GA', kind: 'summons', layout: 'labelled-lines-summons-claim-box', font: 'URW Bookman', size: 10.5,
  features: ['"STATE OF GEORGIA" separate line (left out)', 'labelled defendant name/address lines', 'case number printed with spaces', 'attorney in a labelled line block', 'claim summary box'],
  distractors: ['interest $1,106.58', '15% attorney fees $1,573.61', 'total $12,064.31', 'cost deposit $218.00', 'sheriff service $50.00', 'e-filing envelope no.', 'clerk phone and e-mail', 'Georgia Bar No.'] };
const L = (label, val, w = 470) => `<div style="display:flex;align-items:flex-end;margin:3px 0"><span class="sm" style="white-space:nowrap;margin-right:6px">${label}</span><span style="flex:1;border-bottom:1px solid #000;padding-left:4px">${val}</span></div>`;
const html = () => page({ font: meta.font, size: meta.size, lh: 1.25, margin: [54, 62, 44, 62], css: `
.cl td{border:1px solid #000;padding:2px 6px}
`, body: `
<div class="c b" style="font-size:11pt;line-height:1.35">IN THE STATE COURT OF COBB COUNTY<br>STATE OF GEORGIA</div>
<table style="width:100%;margin-top:10px"><tr><td style="width:58%;vertical-align:top;padding-right:14px">
${L('Plaintiff:', up(t.plaintiff_name))}
<div class="c" style="margin:5px 0">vs.</div>
${L('Defendant:', up(t.customer_name))}
${L('Address:', up(t.customer_street))}
${L('City, State, Zip:', `${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}`)}</td>
<td style="vertical-align:top;border-left:1px solid #000;padding-left:14px">
<div class="sm">CIVIL ACTION FILE NO.</div><div class="b" style="font-size:12pt">${t.civil_number}</div>
<div class="sm" style="margin-top:8px">Envelope No. 20551873 — filed 03/03/2025 09:41</div>
<div class="sm">Cost deposit paid: $218.00</div><div class="sm">Sheriff service fee: $50.00</div></td></tr></table>
<div class="c b" style="font-size:14pt;letter-spacing:3px;margin:12px 0 6px">SUMMONS</div>
<p class="b">TO THE ABOVE NAMED DEFENDANT:</p>
<p class="j">You are hereby summoned and required to file with the Clerk of said court and serve upon the Plaintiff's attorney, whose name and address is:</p>
<div style="margin:4px 0 8px 60px;line-height:1.3">Brandon K. Osei, Georgia Bar No. 557219<br>${up(t.law_firm_name)}<br>1640 Powers Ferry Road, Building 12, Suite 200<br>Marietta, GA 30067<br>Tel. (770) 555-0151 &nbsp; Email: ${t.lawyer_email}</div>
<p class="j">an answer to the complaint which is herewith served upon you, within 30 days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint.</p>
<table class="cl" style="width:66%;margin:6px 0 8px"><tr><td colspan="2" class="b sm">CLAIM SUMMARY (from the complaint)</td></tr>
<tr><td>Principal balance</td><td class="r">$${money(t.lawsuit_amount)}</td></tr>
<tr><td>Contract interest to 02/28/2025</td><td class="r">$1,106.58</td></tr>
<tr><td>Attorney's fees, O.C.G.A. § 13-1-11 (15%)</td><td class="r">$1,573.61</td></tr>
<tr><td class="b">Total</td><td class="r b">$12,064.31</td></tr></table>
<table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:top" class="sm">Clerk of State Court, Cobb County<br>74 Haynes Street, Marietta, GA 30090<br>(770) 555-0128 &nbsp; statecourtclerk@cobbcourts-ga.org</td>
<td style="vertical-align:top">This 3rd day of March, 2025.<br><br>Clerk of State Court<br>By: <span class="line" style="min-width:150px;font-style:italic">R. Delacroix</span><br>&nbsp;&nbsp;&nbsp;&nbsp;Deputy Clerk</td></tr></table>
<p class="xs" style="margin-top:10px">INSTRUCTIONS: Attach addendum sheet for additional parties if needed, make notation on this sheet if addendum sheet is used. Persons with disabilities needing accommodation should call (770) 555-0128 at least 48 hours in advance.</p>
<div class="ft"><table style="width:100%"><tr><td class="xs">SC-1 Rev. 2023</td><td class="xs r">Ironwood acct. ref. IRF-7730142</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
