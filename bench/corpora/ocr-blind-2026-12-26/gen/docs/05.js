// 05 Maryland - District Court of Maryland for Montgomery County, affidavit judgment complaint, table of parties
module.exports = {
  meta: {
    id: "05", state: "MD", kind: "affidavit judgment complaint", layout: "table of parties with roles, itemised claim grid, affidavit block",
    font: "Liberation Sans Narrow",
    expected: {
      customer_name: "Adaeze N. Okonkwo",
      plaintiff_name: "Chesapeake Point Credit Opportunities Fund, LP",
      law_firm_name: "Harlow, Beck & Ostrowski, P.A.",
      lawyer_email: "nbeck@hbo-pa.com",
      lawsuit_state: "MD",
      lawsuit_amount: 4912.33,
      civil_number: "D-061-CV-26-004218",
      court_name: "District Court of Maryland for Montgomery County",
      customer_street: "2104 Arcola Terrace, Apt 305",
      customer_city: "Silver Spring",
      customer_state: "MD",
      customer_zip_code: "20906",
      determine_if_lawsuit_exists: true
    }
  },
  css: `body{font-family:"Liberation Sans Narrow";font-size:10.5pt;line-height:1.33}
.wrap{position:absolute;left:58px;right:58px;top:50px}
.top{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #000;padding-bottom:4px}
.t1{font-size:13pt;font-weight:bold}
table{border-collapse:collapse;width:100%}
table.p td,table.p th{border:1px solid #000;padding:3px 5px;vertical-align:top;text-align:left}
table.p th{background:#e4e4e4;font-size:9pt}
h3{margin:10px 0 4px;font-size:11pt;text-transform:uppercase;background:#000;color:#fff;padding:2px 6px}
p{margin:0 0 5px;text-align:justify}
table.c td{border-bottom:1px dotted #555;padding:2px 5px}
.foot{position:absolute;left:58px;right:58px;bottom:24px;font-size:8pt;display:flex;justify-content:space-between}`,
  body: `<div class="wrap">
<div class="top"><div><div class="t1">DISTRICT COURT OF MARYLAND FOR MONTGOMERY COUNTY</div>
<div style="font-size:9pt">Located at: 191 E. Jefferson Court, Rockville, MD 20850 &nbsp; Clerk (301) 555-0106</div></div>
<div style="text-align:right">Case No.<br><b style="font-size:12pt">D-061-CV-26-004218</b></div></div>
<div style="text-align:center;font-weight:bold;font-size:12pt;margin:8px 0">COMPLAINT / APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT</div>
<div style="text-align:center;font-size:9pt;margin-bottom:6px">&#9746; Contract &nbsp; &#9744; Tort &nbsp; &#9744; Replevin &nbsp; &#9744; Detinue &nbsp;&nbsp;&nbsp; Amount claimed: &#9746; over $5,000 &#9744; $5,000 or under &nbsp;&nbsp; (CL-Rule 3-306)</div>
<h3>Parties</h3>
<table class="p"><tr><th style="width:16%">Role</th><th style="width:42%">Name</th><th>Address for service</th></tr>
<tr><td>Plaintiff</td><td>Chesapeake Point Credit Opportunities Fund, LP, as successor in interest to Harbor State Bank</td><td>1 Pratt Wharf Plaza, Suite 900, Baltimore, MD 21202</td></tr>
<tr><td>Defendant 1</td><td><b>OKONKWO, ADAEZE N.</b></td><td>2104 Arcola Terrace, Apt 305<br>Silver Spring, MD 20906</td></tr>
<tr><td>Defendant 2</td><td>Okonkwo, Chidi E.</td><td>2104 Arcola Terrace, Apt 305<br>Silver Spring, MD 20906</td></tr>
<tr><td>Attorney for Plaintiff</td><td>Nathaniel P. Beck, CPF No. 1312170044<br>Harlow, Beck &amp; Ostrowski, P.A.</td><td>8601 Georgia Ave., Suite 610, Silver Spring, MD 20910<br>(301) 555-0152 &nbsp; nbeck@hbo-pa.com<br>MDEC service: mdec@hbo-pa.com</td></tr></table>
<h3>Complaint</h3>
<p>The particulars of this case are: Defendant opened consumer credit account no. ending 3308 with Harbor State Bank, made purchases, and defaulted. The account was charged off on 02/14/2025 and assigned to Plaintiff on 06/02/2025 (Assignment ref. CPC-ASG-118). Defendant has failed to pay the balance after demand.</p>
<table class="c" style="width:70%;margin:4px 0 6px 40px">
<tr><td>Principal amount claimed</td><td style="text-align:right"><b>$4,912.33</b></td></tr>
<tr><td>Pre-judgment interest at 6% (separately stated)</td><td style="text-align:right">$612.08</td></tr>
<tr><td>Attorney's fees (15%)</td><td style="text-align:right">$736.85</td></tr>
<tr><td>Court costs: filing fee $46.00, service $40.00</td><td style="text-align:right">$86.00</td></tr>
<tr><td>Total, including interest, fees and costs</td><td style="text-align:right">$6,347.26</td></tr></table>
<p>WHEREFORE, Plaintiff demands judgment for money in the amount of $4,912.33 plus interest, attorney's fees and court costs as itemised above.</p>
<h3>Affidavit in support of judgment</h3>
<p>I HEREBY CERTIFY: That I am the custodian of records for the Plaintiff and competent to testify; that the attached statement of account and assignment documents are true copies; that the Defendant owes the principal sum of $4,912.33 and no part has been paid; and that the Defendant is not in the military service. I solemnly affirm under the penalties of perjury and upon personal knowledge that the contents of the foregoing are true to the best of my knowledge, information and belief.</p>
<p style="display:flex;justify-content:space-between;margin-top:14px"><span>12/08/2026 &nbsp; <i>/s/ Renata Ofori</i>, Custodian of Records</span><span><i>/s/ Nathaniel P. Beck</i> &nbsp; Attorney</span></p>
<p style="font-size:8.5pt;margin-top:10px">Notice to Defendant: if you intend to contest this claim, file a Notice of Intention to Defend within 15 days after service. Questions: clerk.montgomerydc@mdcourts.example.gov. Plaintiff's account reference: CPF-MC-66120-R.</p>
</div>
<div class="foot"><span>DC-CV-001 style (Rev. 12/2026)</span><span>Case No. D-061-CV-26-004218</span><span>Page 1 of 1</span></div>`
};
