// 20 WI - Milwaukee County small claims summons (state form style): one-line court heading, name/address boxes, Spanish help line
const { money, up, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Dwayne Jackson', plaintiff_name: 'Lakefront Shores Credit Union',
  law_firm_name: 'Halvorsen & Price, S.C.', lawyer_email: 'mprice@halvorsenprice.com',
  lawsuit_state: 'WI', lawsuit_amount: 2593.18, civil_number: '2025SC004512',
  court_name: 'Circuit Court, Milwaukee County',
  customer_street: '3418 W Burnham St', customer_city: 'Milwaukee', customer_state: 'WI', customer_zip_code: '53215',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '20', state: 'WI', kind: 'small-claims-form', layout: 'state-form-one-line-heading-boxes', font: 'Carlito', size: 10,
  features: ['heading "STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY" on one line (state left out)', 'undashed case number with SC', 'name/address boxes for both parties', 'Spanish help line', 'return date block'],
  distractors: ['filing fee $94.50', 'service $55.00', 'attorney fees $300.00 statutory', 'small claims limit $10,000', 'State Bar No.', 'court address/phone', 'plaintiff e-mail'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.22, margin: [46, 54, 40, 54], css: `
.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.k{font-size:7pt}
.v{font-size:10.5pt;padding-left:3px;line-height:1.25}
`, body: `
<table class="g" style="width:100%"><tr><td colspan="2" class="b" style="font-size:11pt">STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY <span style="float:right" class="sm">For Official Use</span></td></tr>
<tr><td style="width:55%"><div class="k">Plaintiff's name and address</div><div class="v">${up(t.plaintiff_name)}<br>7250 N Port Washington Rd<br>Glendale, WI 53217<br><span class="sm">collections@lakefrontshorescu.org</span></div>
<div class="c b" style="margin:3px 0">-vs-</div>
<div class="k">Defendant's name and address</div><div class="v">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div></td>
<td><div class="b c" style="font-size:13pt;margin-top:8px">Summons and Complaint</div><div class="c">Small Claims</div>
<div class="k" style="margin-top:10px">Case No.</div><div class="v b" style="font-size:12pt">${t.civil_number}</div>
<div class="sm" style="margin-top:6px">${cb(true)} Money judgment ${cb(false)} Eviction ${cb(false)} Replevin ${cb(false)} Other</div>
<div class="sm">Amount claimed: <b>$${money(t.lawsuit_amount)}</b></div></td></tr></table>
<div class="b" style="margin:8px 0 3px">THE STATE OF WISCONSIN, To the person(s) named above as Defendant(s):</div>
<p class="j">You are being sued by the person(s) named above as Plaintiff(s). A copy of the claim has been sent to you at your address as stated in the caption above. The lawsuit will be heard in the following small claims court:</p>
<table class="g" style="width:100%"><tr><td style="width:36%"><div class="k">Telephone number of clerk of court</div><div class="v">(414) 555-0118</div></td><td><div class="k">Courtroom / Room number</div><div class="v">Room 400</div></td></tr>
<tr><td colspan="2"><div class="k">Address</div><div class="v">Milwaukee County Courthouse, 950 N. Tenth Street Plaza, Milwaukee, WI 53233</div></td></tr>
<tr><td><div class="k">Date</div><div class="v">05/08/2025</div></td><td><div class="k">Time</div><div class="v">8:30 a.m. — Return date</div></td></tr></table>
<p class="j" style="margin-top:6px">If you do not appear or file a written answer on or before the date and time shown above, a judgment may be entered against you for the amount claimed plus costs. A judgment may be enforced by garnishment of wages and seizure of property. <i>Si usted necesita ayuda en español, llame al (414) 555-0118.</i></p>
<div class="b" style="margin:8px 0 3px">COMPLAINT</div>
<p class="j">Plaintiff's claim: Defendant owes the principal balance of $${money(t.lawsuit_amount)} on a credit union Visa account (acct. ending 3004), last payment 07/12/2024. Plaintiff also demands costs (filing fee $94.50, service $55.00) and statutory attorney fees of $300.00.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:52%;vertical-align:top;line-height:1.3" class="sm"><b>Plaintiff's attorney</b><br>Megan A. Price, State Bar No. 1098542<br>${up(t.law_firm_name)}<br>111 E Kilbourn Ave, Suite 1400<br>Milwaukee, WI 53202<br>(414) 555-0153 · ${t.lawyer_email}</td>
<td style="vertical-align:top;line-height:1.3" class="sm">I certify that this claim is true and accurate.<br><br><span class="line i" style="min-width:170px">Electronically signed by Megan A. Price</span><br>Signature &nbsp;&nbsp; Date 03/27/2025</td></tr></table>
<div class="sm j" style="margin-top:8px;border-top:1px solid #000;padding-top:4px">The Milwaukee County Circuit Court hears small claims for money judgments up to $10,000.00. If you require reasonable accommodations due to a disability to participate in the court process, please call (414) 555-0118 prior to the scheduled court date.</div>
<div class="ft"><table style="width:100%"><tr><td class="xs">SC-500, 07/24 Summons and Complaint (Small Claims)</td><td class="xs r">§§799.05, 799.06 and 799.12, Wisconsin Statutes &nbsp; Page 1 of 1</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
