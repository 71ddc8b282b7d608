// Oregon - Circuit Court, Multnomah County - complaint on pleading paper with ")" column caption
const parens = n => Array(n).fill(')').join('<br>');
const nums = Array.from({length: 28}, (_, i) => `<div>${i + 1}</div>`).join('');
module.exports = {
  id: '01', state: 'OR', kind: 'complaint', layout: 'pleading-paper-paren-caption', font: 'Liberation Serif',
  expected: {
    customer_name: 'Marisol T. Echeverria', plaintiff_name: 'Halvorsen Credit SPV I, LLC',
    law_firm_name: 'Brandt & Okafor, P.C.', lawyer_email: 'dbrandt@brandtokafor-law.com',
    lawsuit_state: 'OR', lawsuit_amount: 4812.37, civil_number: '26CV41873',
    court_name: 'Circuit Court of the State of Oregon for the County of Multnomah',
    customer_street: '6734 SE Foster Rd Apt 12', customer_city: 'Portland', customer_state: 'OR',
    customer_zip_code: '97206', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'Liberation Serif';font-size:12pt;}
  .nums{position:absolute;left:40px;top:96px;width:34px;text-align:right;font-size:10.5pt;line-height:31.2px;color:#333}
  .rule1{position:absolute;left:86px;top:0;bottom:0;border-left:1px solid #000}
  .rule2{position:absolute;left:90px;top:0;bottom:0;border-left:1px solid #000}
  .rule3{position:absolute;left:746px;top:0;bottom:0;border-left:1px solid #000}
  .body{position:absolute;left:108px;right:84px;top:96px;line-height:31.2px}
  .atty{position:absolute;left:108px;top:24px;font-size:10pt;line-height:13px}
  h1{font-size:12pt;text-align:center;margin:0;font-weight:bold;line-height:20px}
  table.cap{width:100%;border-collapse:collapse;line-height:17px;margin-top:10px;font-size:11pt}
  table.cap td:first-child{white-space:nowrap}
  table.cap td{vertical-align:top;padding:0}
  .p{line-height:26px;text-indent:40px;margin:0 0 4px 0;text-align:justify}
  .foot{position:absolute;left:108px;right:84px;bottom:22px;border-top:1px solid #000;font-size:9pt;line-height:12px;display:flex;justify-content:space-between;padding-top:4px}
  `,
  html: `
  <div class="rule1"></div><div class="rule2"></div><div class="rule3"></div>
  <div class="nums">${nums}</div>
  <div class="atty">Daniel K. Brandt, OSB No. 104421 &nbsp; dbrandt@brandtokafor-law.com<br>
  Brandt &amp; Okafor, P.C., 1515 SW Fifth Ave Suite 800, Portland, OR 97201 &nbsp; Tel. (503) 555-0142<br>
  E-service: efile@brandtokafor-law.com &nbsp; Of Attorneys for Plaintiff</div>
  <div class="body">
   <h1>IN THE CIRCUIT COURT OF THE STATE OF OREGON</h1>
   <h1>FOR THE COUNTY OF MULTNOMAH</h1>
   <table class="cap"><tr>
    <td style="width:52%">HALVORSEN CREDIT SPV I, LLC, a Delaware<br>limited liability company, as assignee of<br>Northbank Card Services, N.A.,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>MARISOL T. ECHEVERRIA, an individual; and<br>DOES 1 through 5,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
    <td style="width:4%">${parens(13)}</td>
    <td style="width:44%">Case No. 26CV41873<br><br><b>COMPLAINT</b><br>(Breach of Contract &ndash; Money Owed)<br><br>Claim Amount: $4,812.37<br>Filing fee: $281.00 per ORS 21.160(1)(b)<br><br>NOT SUBJECT TO MANDATORY<br>ARBITRATION</td>
   </tr></table>
   <p class="p" style="margin-top:10px">Plaintiff alleges:</p>
   <p class="p">1. Plaintiff is a Delaware limited liability company with its principal office at 400 Harbor Point Pkwy, Wilmington, DE 19801, and is the assignee of all rights in the account described below.</p>
   <p class="p">2. Defendant Marisol T. Echeverria resides at 6734 SE Foster Rd Apt 12, Portland, Oregon 97206, in Multnomah County. Venue is proper in this Court under ORS 14.080.</p>
   <p class="p">3. Defendant opened a revolving credit account with Northbank Card Services, N.A., account no. ending 7714 (Plaintiff reference HC-2290-7714), and used the account. Defendant failed to make the payments due, and the account was charged off on March 3, 2025.</p>
   <p class="p">4. There is now due and owing from Defendant to Plaintiff the principal sum of $4,812.37, no part of which has been paid.</p>
   <p class="p">5. Plaintiff is entitled to prejudgment interest at the statutory rate of 9% per annum from August 14, 2025, which through the date of filing amounts to $288.10, stated separately and not included in the principal.</p>
   <p class="p">WHEREFORE, Plaintiff prays for judgment against Defendant for $4,812.37, interest as stated above, and its costs and disbursements incurred herein.</p>
   <p style="margin:6px 0 0 300px;line-height:17px">DATED: December 4, 2026.<br>BRANDT &amp; OKAFOR, P.C.<br><br>/s/ Daniel K. Brandt<br>Daniel K. Brandt, OSB No. 104421<br>Paralegal contact: jlinn@brandtokafor-law.com</p>
  </div>
  <div class="foot"><span>Page 1 &ndash; COMPLAINT (Money Owed) &nbsp;&nbsp; Case No. 26CV41873</span><span>Brandt &amp; Okafor, P.C. &middot; (503) 555-0142</span></div>
  `,
};
