// 19 IN - Marion County Small Claims Court (Lawrence Township) notice of claim; defendant printed last-name-first; court costs table
const { money, up, lastFirst, cb } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Maria L. Garcia', plaintiff_name: 'Circle City Lending, LLC',
  law_firm_name: 'Bowen Farris LLP', lawyer_email: 'efarris@bowenfarris.com',
  lawsuit_state: 'IN', lawsuit_amount: 3127.60, civil_number: '49K04-2503-SC-001877',
  court_name: 'Marion County Small Claims Court, Lawrence Township',
  customer_street: '5960 E 42nd St Apt 2B', customer_city: 'Indianapolis', customer_state: 'IN', customer_zip_code: '46226',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '19', state: 'IN', kind: 'small-claims-form', layout: 'notice-of-claim-last-name-first', font: 'Liberation Sans', size: 9.5,
  features: ['defendant printed LAST, FIRST M.', 'court name on 2 heading lines', 'cause number with K and SC letters', 'attorney block at bottom', 'labelled address lines'],
  distractors: ['attorney fees $450.00', 'court costs $97.00 + service $13.00', 'total $3,687.60', 'small claims limit $10,000', 'attorney no.', 'court address and phone', 'plaintiff phone'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.22, margin: [50, 58, 42, 58], css: `
.pb td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.k{font-size:6.5pt;text-transform:uppercase}
.v{font-size:10pt;padding-left:3px}
`, body: `
<table style="width:100%"><tr><td style="width:34%" class="sm">STATE OF INDIANA<br>COUNTY OF MARION</td>
<td class="c b" style="line-height:1.3">MARION COUNTY SMALL CLAIMS COURT<br>LAWRENCE TOWNSHIP</td><td style="width:34%" class="sm r">8920 Pendleton Commons Dr<br>Indianapolis, IN 46226<br>(317) 555-0185</td></tr></table>
<table class="pb" style="width:100%;margin-top:8px"><tr><td style="width:50%"><div class="k">Plaintiff</div><div class="v">${up(t.plaintiff_name)}<br>PO Box 40217, Indianapolis, IN 46240<br>(317) 555-0106</div></td>
<td><div class="k">Cause Number</div><div class="v b" style="font-size:11pt">${t.civil_number}</div><div class="k" style="margin-top:4px">Trial date / time</div><div class="v">April 29, 2025 — 9:00 AM</div></td></tr>
<tr><td colspan="2"><div class="k">Defendant (last name, first name, middle initial)</div><div class="v b">${up(lastFirst(t.customer_name))}</div>
<table style="width:100%"><tr><td style="border:none;padding:0;width:55%"><div class="k">Street address</div><div class="v">${up(t.customer_street)}</div></td>
<td style="border:none;padding:0"><div class="k">City / State / ZIP</div><div class="v">${up(t.customer_city)}, ${t.customer_state} ${t.customer_zip_code}</div></td></tr></table></td></tr></table>
<div class="c b" style="font-size:13pt;margin:10px 0 4px">NOTICE OF CLAIM</div>
<p class="j">TO THE ABOVE NAMED DEFENDANT: You have been sued by the plaintiff named above. The plaintiff claims that you owe the sum of <b>$${money(t.lawsuit_amount)}</b> for the following reason(s): balance due on a personal installment loan (loan no. CCL-0098213), defaulted 10/2024.</p>
<table class="pb" style="width:62%;margin:4px 0 8px"><tr><td>Amount of claim (principal)</td><td class="r">$${money(t.lawsuit_amount)}</td></tr><tr><td>Attorney fees requested</td><td class="r">$450.00</td></tr>
<tr><td>Court costs (filing $97.00, service $13.00)</td><td class="r">$110.00</td></tr><tr><td class="b">Total requested</td><td class="r b">$3,687.60</td></tr></table>
<p class="j">You are ordered to appear at the trial date and time shown above, at the court address shown above. If you do not appear, a judgment by default may be entered against you. If you wish to have a trial by jury, you must file a written request within ten (10) days after receiving this notice and pay the required fee; the case will then be transferred to the Marion Superior Court. The jurisdictional limit of this court is $10,000.00.</p>
<div class="sm" style="border:1px solid #000;padding:5px;margin:6px 0"><b>DEFENDANT'S RIGHTS.</b> You may appear with or without an attorney. You may bring witnesses, documents, and other evidence. If you admit the claim but want to arrange payments, you should still appear. ${cb(false)} I need an interpreter (language): ________ &nbsp; <i>Si necesita un intérprete, llame al (317) 555-0185.</i></div>
<table style="width:100%;margin-top:8px"><tr><td style="width:50%;vertical-align:top;line-height:1.3"><span class="k">Attorney for plaintiff</span><br>Evan D. Farris, Atty. No. 33107-49<br>${up(t.law_firm_name)}<br>9100 Keystone Crossing Blvd, Suite 640<br>Indianapolis, IN 46240<br>(317) 555-0145<br>${t.lawyer_email}</td>
<td style="vertical-align:top;line-height:1.3">Dated: 03/14/2025<br><br><span class="line" style="min-width:170px">&nbsp;</span><br>Clerk, Marion County Small Claims Court<br><span class="sm">Small Claims Clerk e-mail: lawrence.smallclaims@indy-twp-courts.org</span></td></tr></table>
<div class="ft"><table style="width:100%"><tr><td class="xs">SC Form 1 — Notice of Claim (Marion County Small Claims Courts)</td><td class="xs r">Original — Court · Copy — Defendant</td></tr></table></div>
` });
module.exports = { meta, truth: t, html };
