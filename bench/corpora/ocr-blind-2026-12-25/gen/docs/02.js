// Nevada - Justice Court, Las Vegas Township - civil summons with boxed caption and info grid
module.exports = {
  id: '02', state: 'NV', kind: 'summons', layout: 'boxed-caption-summons', font: 'DejaVu Sans',
  expected: {
    customer_name: 'Thanh V. Duong', plaintiff_name: 'Meridian Receivables Trust 2019-B',
    law_firm_name: 'Kessler Whitcombe, Ltd.', lawyer_email: 'rsolis@kesslerwhitcombe.com',
    lawsuit_state: 'NV', lawsuit_amount: 3276.50, civil_number: '26C014523',
    court_name: 'Justice Court, Las Vegas Township, Clark County, Nevada',
    customer_street: '3850 S Pecos Rd Unit 1107', customer_city: 'Las Vegas', customer_state: 'NV',
    customer_zip_code: '89121', determine_if_lawsuit_exists: true,
  },
  css: `
  .page{font-family:'DejaVu Sans';font-size:10pt;padding:48px 64px;line-height:1.38}
  .atty{font-size:9pt;line-height:1.3}
  .hd{text-align:center;font-weight:bold;font-size:11pt;margin:0}
  .cap{display:grid;grid-template-columns:58% 42%;border:1.5px solid #000;margin-top:12px}
  .cap>div{padding:8px 10px}
  .cap>div+div{border-left:1.5px solid #000}
  .title{font-size:16pt;font-weight:bold;letter-spacing:3px;margin:6px 0}
  .grid{display:grid;grid-template-columns:170px 1fr 170px 1fr;border:1px solid #555;margin:12px 0;font-size:9pt}
  .grid div{border:0.5px solid #999;padding:3px 5px}
  .grid .l{background:#eee;font-weight:bold}
  ol{margin:6px 0 6px 0;padding-left:22px} li{margin-bottom:4px;text-align:justify}
  .sig{display:flex;justify-content:space-between;margin-top:12px;font-size:9.5pt}
  .foot{position:absolute;left:64px;right:64px;bottom:26px;font-size:8pt;border-top:0.5px solid #000;padding-top:3px;display:flex;justify-content:space-between}
  `,
  html: `
  <div class="atty">RENATA M. SOLIS, ESQ.<br>Nevada Bar No. 13307<br>KESSLER WHITCOMBE, LTD.<br>6420 W Sahara Ave Suite 210, Las Vegas, NV 89146<br>Tel. (702) 555-0187 &nbsp;|&nbsp; Fax (702) 555-0188<br>rsolis@kesslerwhitcombe.com<br>Attorneys for Plaintiff</div>
  <p class="hd" style="margin-top:14px">JUSTICE COURT, LAS VEGAS TOWNSHIP</p>
  <p class="hd">CLARK COUNTY, NEVADA</p>
  <div class="cap">
    <div>MERIDIAN RECEIVABLES TRUST 2019-B, a Delaware statutory trust,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>DUONG, THANH V., an individual; DOES I through X, inclusive,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
    <div>Case No.: 26C014523<br>Dept. No.: 7<br><br><div class="title">SUMMONS</div>CIVIL<br><br>Account No.: MRT-0093318426</div>
  </div>
  <p style="margin:12px 0 4px;font-weight:bold">NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</p>
  <p style="margin:0">TO THE DEFENDANT(S): A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint.</p>
  <div class="grid">
    <div class="l">Defendant</div><div>DUONG, THANH V.</div><div class="l">Service address</div><div>3850 S Pecos Rd Unit 1107<br>Las Vegas, NV 89121</div>
    <div class="l">Principal claimed</div><div>$3,276.50</div><div class="l">Filing fee</div><div>$71.00</div>
    <div class="l">Interest (separate)</div><div>$412.06</div><div class="l">Service fee (est.)</div><div>$45.00</div>
    <div class="l">Original creditor</div><div>Silverline Bank, N.A.</div><div class="l">Total with costs</div><div>$3,804.56</div>
  </div>
  <ol>
   <li>If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must file with this Court a written answer to the Complaint, pay the required filing fee, and serve a copy of your answer upon the attorney whose name and address is shown above.</li>
   <li>Unless you respond, your default will be entered upon application of the Plaintiff and this Court may enter a judgment against you for the relief demanded in the Complaint, which could result in the taking of money or property or other relief requested in the Complaint.</li>
   <li>If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</li>
  </ol>
  <p style="margin:4px 0">Las Vegas Justice Court, Regional Justice Center, 200 Lewis Ave, Las Vegas, NV 89101. Clerk e-mail: civilclerk@lvjc-courts.net &nbsp; E-filing help: efilehelp@lvjc-courts.net</p>
  <div class="sig"><div>Submitted by:<br>KESSLER WHITCOMBE, LTD.<br><br>/s/ Renata M. Solis<br>Renata M. Solis, Esq., Bar No. 13307</div>
   <div>CLERK OF THE COURT<br><br><br>By: ______________________<br>Deputy Clerk &nbsp;&nbsp; Date: 12/03/2026</div></div>
  <div class="foot"><span>SUMMONS &ndash; CIVIL</span><span>Case No. 26C014523</span><span>Page 1 of 1</span></div>
  `,
};
