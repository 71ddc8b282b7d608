// 01 Arizona - justice court precinct, civil complaint on numbered pleading paper, ")" caption
const lines = Array.from({length: 28}, (_, k) => `<div>${k + 1}</div>`).join('');
module.exports = {
  meta: {
    id: "01", state: "AZ", kind: "complaint", layout: "numbered pleading paper, attorney block top-left, paren caption",
    font: "Liberation Serif",
    expected: {
      customer_name: "Marcus T. Holloway",
      plaintiff_name: "Desert Sky Receivables SPV I, LLC",
      law_firm_name: "Castellan & Rourke, P.L.L.C.",
      lawyer_email: "jrourke@castellanrourke-law.com",
      lawsuit_state: "AZ",
      lawsuit_amount: 3418.77,
      civil_number: "CC2026-184223",
      court_name: "Flagstaff Justice Court, Coconino County, Arizona",
      customer_street: "2417 N. Fremont Blvd, Apt 6",
      customer_city: "Flagstaff",
      customer_state: "AZ",
      customer_zip_code: "86001",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"Liberation Serif";font-size:12pt;line-height:1.62}
.nums{position:absolute;left:44px;top:72px;width:26px;text-align:right;font-size:10pt;line-height:33.3px;color:#333}
.rule{position:absolute;top:0;bottom:0;left:80px;border-left:3px double #555}
.rrule{position:absolute;top:0;bottom:0;right:60px;border-left:1px solid #777}
.main{position:absolute;left:100px;right:78px;top:72px}
.atty{line-height:1.35;font-size:11pt}
.court{text-align:center;font-weight:bold;margin:14px 0 8px;line-height:1.3}
table.cap{width:100%;border-collapse:collapse;line-height:1.3;font-size:11.5pt}
table.cap td{vertical-align:top;padding:0}
.paren{width:16px;text-align:center}
p{margin:0 0 4px;text-indent:40px;text-align:justify;line-height:1.45;font-size:11.5pt}
.foot{position:absolute;left:100px;right:78px;bottom:26px;font-size:9pt;border-top:1px solid #555;display:flex;justify-content:space-between;padding-top:3px}
.amt td{padding:0 8px;font-size:11.5pt;line-height:1.35}`,
  body: `<div class="nums">${lines}</div><div class="rule"></div><div class="rrule"></div>
<div class="main">
<div class="atty">Jillian M. Rourke, State Bar No. 031842<br>
Tomas E. Castellan, State Bar No. 024617<br>
<b>CASTELLAN &amp; ROURKE, P.L.L.C.</b><br>
4410 E. Camelback Rd., Suite 210<br>
Phoenix, Arizona 85018<br>
Tel. (602) 555-0147 &nbsp;|&nbsp; Fax (602) 555-0148<br>
jrourke@castellanrourke-law.com<br>
E-service: efile@castellanrourke-law.com<br>
Attorneys for Plaintiff &nbsp; (Firm File No. CR-77120-AZ)</div>
<div class="court">FLAGSTAFF JUSTICE COURT<br>COCONINO COUNTY, ARIZONA</div>
<div style="text-align:center;font-size:9.5pt;line-height:1.2;margin:-6px 0 8px">Court address: 1820 S. Kaibab Crossing, Flagstaff, AZ 86001 &nbsp;·&nbsp; Clerk: civil.flagstaffjp@coconinojc.example.gov</div>
<table class="cap"><tr>
<td style="width:52%">DESERT SKY RECEIVABLES SPV I, LLC, a Delaware limited liability company, as assignee of Canyon Ridge Bank, N.A.,<br><br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>
HOLLOWAY, MARCUS T., and JANE DOE HOLLOWAY, husband and wife,<br><br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td class="paren">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:14px">Case No. <b>CC2026-184223</b><br><br><b>COMPLAINT<br>(Breach of Contract &ndash; Credit Card Account)</b><br><br>Account ending x4471<br>Amount in controversy: under $10,000</td>
</tr></table>
<div style="margin-top:8px"></div>
<p>Plaintiff, for its Complaint against Defendants, alleges:</p>
<p>1. Defendant Marcus T. Holloway resides at 2417 N. Fremont Blvd, Apt 6, Flagstaff, AZ 86001, within the Flagstaff Precinct of Coconino County, and the obligation sued upon was incurred there.</p>
<p>2. Defendant opened a revolving credit account with Canyon Ridge Bank, N.A., which charged off the account and sold it, with all rights, to Plaintiff on March 3, 2025.</p>
<p>3. After all payments and credits, there is due and owing the principal balance stated below, which Plaintiff claims:</p>
<table class="amt" style="margin:2px 0 4px 60px"><tr><td>Principal balance due</td><td style="text-align:right">$3,418.77</td></tr>
<tr><td>Interest at 10% per annum from 03/03/2025 (claimed separately)</td><td style="text-align:right">$ 287.13</td></tr>
<tr><td>Court filing fee</td><td style="text-align:right">$ 91.00</td></tr>
<tr><td>Total with interest and costs</td><td style="text-align:right">$3,796.90</td></tr></table>
<p>WHEREFORE, Plaintiff requests judgment against Defendants for $3,418.77, interest as allowed by A.R.S. § 44-1201, taxable costs, and reasonable attorney fees under A.R.S. § 12-341.01.</p>
<p>DATED this 14th day of December, 2026. &nbsp;&nbsp;&nbsp;CASTELLAN &amp; ROURKE, P.L.L.C. &nbsp; By <i>/s/ Jillian M. Rourke</i></p>
</div>
<div class="foot"><span>COMPLAINT &ndash; Page 1 of 1</span><span>Case No. CC2026-184223</span><span>Paralegal: dnunez@castellanrourke-law.com</span></div>`
};
