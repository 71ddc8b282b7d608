// 22 VA - Fairfax County General District Court warrant in debt (civil warrant): state form grid, names LAST, FIRST M.
const { money, up, lastFirst, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Patricia E. Hughes', plaintiff_name: 'Old Dominion Card Recovery, LLC',
  law_firm_name: 'Brandt & Sorensen, PLLC', lawyer_email: 'cbrandt@brandtsorensen.com',
  lawsuit_state: 'VA', lawsuit_amount: 4975.33, civil_number: 'GV25012345-00',
  court_name: 'Fairfax County General District Court',
  customer_street: '7205 Richmond Hwy Apt 1118', customer_city: 'Alexandria', customer_state: 'VA', customer_zip_code: '22306',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '22', state: 'VA', kind: 'civil-warrant', layout: 'warrant-in-debt-state-form', font: 'Nimbus Sans', size: 9.5,
  features: ['Virginia warrant in debt grid', 'defendant printed LAST, FIRST M.', 'case number GV…-00', 'attorney in a form box', 'return-of-service boxes'],
  distractors: ['attorney fees $746.30', 'costs $58.00', 'interest 6% from 01/15/2025', 'jurisdiction $25,000 / $4,500', 'VSB number', 'court address and phone', 'hearing date'] };
const K = s => `<div class="k">${s}</div>`;
const html = () => page({ font: meta.font, size: meta.size, lh: 1.2, margin: [40, 44, 38, 44], css: `
.g td{border:1px solid #000;padding:2px 5px;vertical-align:top}
.k{font-size:6.5pt;text-transform:uppercase}
.v{font-size:11pt;padding:2px 0 2px 3px;line-height:1.3}
`, body: `
<table class="g" style="width:100%"><tr><td style="width:42%;border:none"><div class="b" style="font-size:12pt">WARRANT IN DEBT</div><div class="b">(CIVIL CLAIM FOR MONEY)</div>
<div class="sm">Commonwealth of Virginia &nbsp; Va. Code § 16.1-79</div></td>
<td style="border:none" class="r">${K('Case No.')}<div class="v b" style="font-size:12pt">${t.civil_number}</div></td></tr></table>
<table class="g" style="width:100%;margin-top:4px"><tr><td colspan="2"><div class="v b">Fairfax County General District Court</div>${K('City or County — General District Court')}
<div class="v">10420 Court Plaza Drive, 2nd Floor, Fairfax, VA 22030 &nbsp; · &nbsp; (703) 555-0133</div>${K('Street address of court')}</td></tr>
<tr><td colspan="2" class="j">TO ANY AUTHORIZED OFFICER: You are hereby commanded to summon the Defendant(s) to appear before this Court at the above address on <b>05/27/2025</b> at <b>10:00 AM</b> (RETURN DATE AND TIME) to answer the Plaintiff's civil claim (see CLAIM below).
<div style="margin-top:3px">04/01/2025 &nbsp;&nbsp;&nbsp; <span class="line" style="min-width:150px">&nbsp;</span> ${cb(true)} CLERK ${cb(false)} MAGISTRATE</div>${K('Date issued')}</td></tr>
<tr><td style="width:50%">${K('Plaintiff(s) (last name, first name, middle initial)')}<div class="v">${up(t.plaintiff_name)}<br>c/o 2300 Wilson Commons Blvd, Suite 700<br>ARLINGTON, VA 22201</div></td>
<td>${K('Defendant(s) (last name, first name, middle initial)')}<div class="v b">${up(lastFirst(t.customer_name))}</div><div class="v">${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div></td></tr>
<tr><td colspan="2" class="j"><b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of <b>$ ${money(t.lawsuit_amount)}</b> net of any credits, with interest at <b>6</b> % from date of <b>01/15/2025</b> until paid, <b>$ 58.00</b> costs and <b>$ 746.30</b> attorney's fees with the basis of this claim being
${cb(true)} Open Account ${cb(false)} Contract ${cb(false)} Note ${cb(false)} Other (EXPLAIN) &nbsp; — credit card account ending 6650, assigned by Potomac Ridge Bank.</td></tr>
<tr><td colspan="2"><table style="width:100%"><tr><td style="border:none;width:50%" class="sm">${cb(false)} HOMESTEAD EXEMPTION WAIVED? ${cb(false)} Yes ${cb(true)} No<br>${cb(true)} Plaintiff's attorney ${cb(false)} Plaintiff<br>Date: 03/28/2025</td>
<td style="border:none">${K("Plaintiff's attorney (name, VSB no., address, phone, e-mail)")}<div class="v" style="font-size:9pt">Cole A. Brandt, VSB No. 85521<br>${up(t.law_firm_name)}<br>4000 Legato Commons Rd, Suite 310, Fairfax, VA 22033<br>(703) 555-0179 · ${t.lawyer_email}</div></td></tr></table></td></tr>
<tr><td colspan="2" class="sm j"><b>TO THE DEFENDANT(S):</b> You are not required to appear on the return date if you do not contest the claim; judgment may be entered against you. If you wish to contest, you must appear, or the judge may order a written Bill of Particulars and Grounds of Defense. The amount claimed must not exceed $25,000.00 (small claims division: $5,000.00). <i>Si necesita un intérprete, avise a la secretaría.</i></td></tr>
<tr><td colspan="2" class="b c" style="background:#e8e8e8">RETURN OF SERVICE</td></tr>
<tr><td>${K('Name')}<div class="v">${up(lastFirst(t.customer_name))}</div>${K('Address')}<div class="v">${up(t.customer_street)}, ${up(t.customer_city)}</div></td>
<td class="sm">${cb(false)} PERSONAL SERVICE &nbsp; Tel. <span class="line" style="min-width:70px">&nbsp;</span><br>${cb(false)} Being unable to make personal service, a copy was delivered in the following manner:<br>${cb(false)} Delivered to family member (not temporary sojourner or guest) age 16 or older at usual place of abode of party named above after giving information of its purport.<br>${cb(false)} Posted on front door or such other door as appears to be the main entrance of usual place of abode.<br>${cb(false)} NOT FOUND
<div style="margin-top:3px"><span class="line" style="min-width:120px">&nbsp;</span>, SHERIFF &nbsp; by <span class="line" style="min-width:80px">&nbsp;</span> DATE</div></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/23</td><td class="xs r">B&S ref. 25-VA-0871</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
