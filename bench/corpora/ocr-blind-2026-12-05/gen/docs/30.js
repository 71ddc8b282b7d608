// 30 NC letter - law firm letter announcing that a lawsuit has already been filed (court and file number in Re: block)
const { money, up, nw } = require('../lib/util');
const { page } = require('../lib/page');
const t = {
  customer_name: 'Tamika S. Green', plaintiff_name: 'Queen City Card Acquisitions, LLC',
  law_firm_name: 'Pemberton Hale & Crowder, PLLC', lawyer_email: 'acrowder@phclaw-nc.com',
  lawsuit_state: 'NC', lawsuit_amount: 4420.75, civil_number: '25CV012345-590',
  court_name: 'Mecklenburg County District Court',
  customer_street: '3401 Central Ave Apt 12', customer_city: 'Charlotte', customer_state: 'NC', customer_zip_code: '28205',
  determine_if_lawsuit_exists: true,
};
const meta = { id: '30', state: 'NC', kind: 'law-firm-suit-letter', layout: 'law-firm-letter-re-block-case-caption', font: 'DejaVu Serif', size: 10,
  features: ['letter announcing a filed suit', 'court and file number only in the Re: block and body', 'NC eCourts-style file number', 'window address'],
  distractors: ['court costs $150.00 and service $30.00', 'total with costs $4,600.75', 'settlement $3,315.56', 'firm file no. and account no.', 'paralegal and payments e-mails', 'NC State Bar No.', 'courthouse address'] };
const html = () => page({ font: meta.font, size: meta.size, lh: 1.3, margin: [46, 66, 40, 66], css: `
p{text-align:justify;margin:0 0 7px}
`, body: `
<table style="width:100%;border-bottom:2px solid #000"><tr><td style="vertical-align:bottom;padding-bottom:4px"><span style="font-size:15pt" class="b">Pemberton Hale &amp; Crowder</span><span class="sm">, PLLC</span><br><span class="xs">ATTORNEYS AT LAW</span></td>
<td class="r xs" style="vertical-align:bottom;padding-bottom:4px;line-height:1.35">6000 Fairview Commons Rd, Suite 1400<br>Charlotte, NC 28210<br>T (704) 555-0147 · F (704) 555-0148</td></tr></table>
<div style="margin-top:14px">May 2, 2025</div>
<div class="sm" style="margin-top:4px">VIA FIRST-CLASS MAIL</div>
<div style="margin:14px 0 14px 20px;line-height:1.3">${up(t.customer_name)}<br>${up(t.customer_street)}<br>${up(t.customer_city)} ${t.customer_state} ${t.customer_zip_code}</div>
<table style="margin-bottom:10px"><tr><td style="vertical-align:top;padding-right:10px" class="b">Re:</td><td style="line-height:1.32"><i>${t.plaintiff_name} v. ${t.customer_name}</i><br>${t.court_name}, File No. ${t.civil_number}<br>Original creditor: Piedmont Crescent Bank, N.A. (acct. ending 2741)<br>Our File No.: PHC-25-11937</td></tr></table>
<p>Dear ${t.customer_name}:</p>
<p>As you may know, this firm represents ${t.plaintiff_name} in connection with the above account. Please be advised that <b>a lawsuit has been filed against you</b> in the ${t.court_name} (Civil Division, 832 E. Fourth Commons, Charlotte, NC 28202), File No. ${t.civil_number}. A copy of the Complaint and Civil Summons will be served upon you separately by the Sheriff of Mecklenburg County.</p>
<p>The Complaint seeks the principal balance of <b>$${money(t.lawsuit_amount)}</b>. If judgment is entered, court costs of $150.00 and the service fee of $30.00 will be added, for a total of $4,600.75, plus interest at the legal rate from the date of judgment.</p>
<p>You should respond to the Complaint within the time stated in the Summons even if you contact us. Our client is willing to resolve this matter before trial for <b>$3,315.56</b> (75% of the principal), payable by June 6, 2025, and upon receipt of that payment we will file a voluntary dismissal with prejudice. Installment arrangements may also be possible.</p>
<p>If you have any questions, please contact the undersigned at (704) 555-0149 or ${nw(t.lawyer_email)}. Our paralegal, Ms. Renee Boyd, can be reached at rboyd@phclaw-nc.com, and payments may be arranged at payments@phclaw-nc.com.</p>
<p>Sincerely,</p>
<p style="line-height:1.25">${up(t.law_firm_name)}<br><br><i>Andrea L. Crowder</i><br>Andrea L. Crowder<br>N.C. State Bar No. 48816</p>
<p class="xs" style="margin-top:10px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. N.C. Collection Agency Permit not required for attorneys.</p>
<div class="ft c" style="border-top:1px solid #000;padding-top:2px">Charlotte · Raleigh · Greensboro &nbsp;&nbsp; www.phclaw-nc.com</div>
` });
module.exports = { meta, truth: t, html };
