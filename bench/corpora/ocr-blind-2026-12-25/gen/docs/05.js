// Iowa - District Court for Polk County - small claims original notice with a table of parties, condensed sans
module.exports = {
  id: '05', state: 'IA', kind: 'original notice', layout: 'table-of-parties-notice', font: 'Liberation Sans Narrow',
  expected: {
    customer_name: 'Amina K. Bashir', plaintiff_name: 'Prairie Lane Federal Credit Union',
    law_firm_name: 'Lindqvist Law Office, P.L.C.', lawyer_email: 'klindqvist@lindqvistlaw.com',
    lawsuit_state: 'IA', lawsuit_amount: 3187.60, civil_number: 'SCSC412907',
    court_name: 'Iowa District Court for Polk County',
    customer_street: '3117 SE 14th St Unit 6', customer_city: 'Des Moines', customer_state: 'IA',
    customer_zip_code: '50320', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'Liberation Sans Narrow';font-size:10.5pt;padding:50px 60px;line-height:1.35}
  .band{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #000;padding-bottom:6px}
  .ct{font-size:15pt;font-weight:bold;line-height:1.15}
  .cn{font-size:11pt;text-align:right}
  h2{font-size:14pt;margin:12px 0 6px;letter-spacing:1px}
  table.pt{width:100%;border-collapse:collapse;font-size:10pt}
  table.pt th{background:#333;color:#fff;text-align:left;padding:4px 6px;font-weight:bold}
  table.pt td{border-bottom:1px solid #888;padding:5px 6px;vertical-align:top}
  table.pt tr:nth-child(even) td{background:#f2f2f2}
  .claim{display:grid;grid-template-columns:1fr 130px;border:1px solid #000;margin:10px 0;width:60%}
  .claim div{padding:3px 8px;border-bottom:1px solid #bbb}
  .claim div:nth-child(even){text-align:right}
  p{margin:6px 0;text-align:justify}
  .hear{border:2px solid #000;padding:6px 10px;margin:10px 0;font-size:11pt}
  .foot{position:absolute;left:60px;right:60px;bottom:26px;font-size:8.5pt;color:#333;display:flex;justify-content:space-between}
  `,
  html: `
  <div class="band"><div class="ct">IN THE IOWA DISTRICT COURT<br>FOR POLK COUNTY</div><div class="cn">SMALL CLAIMS NO. SCSC412907<br>Loan ref. PLFCU-0551872-03</div></div>
  <h2>ORIGINAL NOTICE FOR SMALL CLAIMS</h2>
  <table class="pt">
   <tr><th style="width:14%">Party</th><th style="width:36%">Name</th><th style="width:34%">Address</th><th>Phone / e-mail</th></tr>
   <tr><td>Plaintiff</td><td>PRAIRIE LANE FEDERAL CREDIT UNION</td><td>4800 Merle Hay Rd<br>Urbandale, IA 50322</td><td>(515) 555-0120</td></tr>
   <tr><td>Plaintiff&rsquo;s attorney</td><td>Karin E. Lindqvist, AT0009931<br>Lindqvist Law Office, P.L.C.</td><td>505 E Grand Ave Suite 202<br>Des Moines, IA 50309</td><td>(515) 555-0191<br>klindqvist@lindqvistlaw.com</td></tr>
   <tr><td>Defendant</td><td>AMINA K. BASHIR</td><td>3117 SE 14th St Unit 6<br>Des Moines, IA 50320</td><td>&mdash;</td></tr>
   <tr><td>Defendant</td><td>OMAR F. BASHIR</td><td>3117 SE 14th St Unit 6<br>Des Moines, IA 50320</td><td>&mdash;</td></tr>
  </table>
  <p style="margin-top:10px">TO THE ABOVE-NAMED DEFENDANT(S): You are notified that a petition has been filed in the office of the clerk of this court naming you as a defendant in this action. A copy of the petition is attached. The plaintiff claims:</p>
  <div class="claim"><div>Principal (unpaid loan balance)</div><div>$3,187.60</div><div>Interest at 5% from 06/01/2025</div><div>$204.11</div><div>Filing fee</div><div>$95.00</div><div>Service fee</div><div>$38.50</div><div><b>Total with interest and costs</b></div><div><b>$3,525.21</b></div></div>
  <div class="hear"><b>YOU MUST APPEAR</b> or file an appearance within 20 days after service of this notice upon you. If you do not, judgment by default may be entered against you for the relief demanded in the petition.</div>
  <p>Appearance may be filed electronically through the Iowa Judicial Branch electronic document management system. For e-filing support write to efile.support@iowacourts-help.org. Clerk of District Court, Polk County Courthouse, 500 Mulberry St, Des Moines, IA 50309. Paralegal contact at plaintiff&rsquo;s firm: sbaer@lindqvistlaw.com.</p>
  <p>If you require the assistance of auxiliary aids or services to participate in court because of a disability, immediately call your district ADA coordinator at (515) 555-0102.</p>
  <p style="margin-top:16px">Date issued: 12/04/2026 &nbsp;&nbsp;&nbsp;&nbsp; CLERK OF DISTRICT COURT &nbsp; By: <i>/s/ J. Whitaker, Deputy</i></p>
  <div class="foot"><span>Original Notice &ndash; Small Claims &middot; SCSC412907</span><span>Iowa Court Rules ch. 631</span></div>
  `,
};
