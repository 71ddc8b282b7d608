# HTML layouts, one function per document id.  Each returns (css, body_html).
BASE = """
*{box-sizing:border-box}
html,body{margin:0;padding:0;width:816px;height:1056px;background:#fff;color:#111;overflow:hidden}
.page{position:relative;width:816px;height:1056px;padding:44px 58px;overflow:hidden}
p{margin:0 0 7px 0} table{border-collapse:collapse}
.c{text-align:center} .r{text-align:right} .b{font-weight:bold} .u{text-decoration:underline}
.small{font-size:0.82em}
"""

def d01():
    css = """
body{font-family:'Liberation Serif';font-size:11pt;line-height:1.28}
.hd{text-align:center;font-weight:bold;letter-spacing:.3px}
.cap{display:grid;grid-template-columns:1fr 18px 1fr;margin-top:14px}
.cap .par{white-space:pre;line-height:1.28}
.cap .l{padding-right:6px}
.cap .rt{padding-left:10px}
.stamp{position:absolute;left:440px;top:150px;width:220px;border:3px double #b3262a;color:#b3262a;
 transform:rotate(-11deg);text-align:center;font-family:'Liberation Sans';font-weight:bold;opacity:.78;padding:4px 2px;font-size:10pt}
.stamp .big{font-size:17pt;letter-spacing:3px}
h2{font-size:12pt;text-align:center;margin:14px 0 8px;letter-spacing:1px}
.box{border:1px solid #222;padding:6px 9px;margin:8px 0}
.sig{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin-top:10px}
.line{border-top:1px solid #111;padding-top:2px;font-size:9pt}
"""
    body = """
<div class="hd">IN THE CIRCUIT COURT OF THE STATE OF OREGON<br>FOR THE COUNTY OF MULTNOMAH<br>SMALL CLAIMS DEPARTMENT</div>
<div class="cap">
 <div class="l">CASCADE RECOVERY FUND III, LP,<br>a Delaware limited partnership,<br>
  c/o 9050 SW Nimbus Ave, Suite 210<br>Beaverton, OR 97008<br><br>
  &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>
  HARLAN, Dwight Emery<br>4127 SE Division St<br>Portland, OR 97202<br><br>
  &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
 <div class="par">)
)
)
)
)
)
)
)
)
)
)
)
)</div>
 <div class="rt">Case No. <b>26SC41877</b><br><br>
  <b>NOTICE OF SMALL CLAIM</b><br>(Claim for Money)<br><br>
  Amount Claimed: $2,318.40<br>Filing Fee Paid: $55.00<br>Prevailing Party Fee: $0.00<br>
  Account No. xxxx-xxxx-7731<br>Plaintiff's Ref. CRF-0093317</div>
</div>
<div class="stamp"><div class="big">FILED</div>DEC 28 2026<br>Multnomah County Circuit Court</div>
<h2>NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</h2>
<p>You have been sued in small claims court by the plaintiff named above. The plaintiff claims you owe
<b>Two Thousand Three Hundred Eighteen and 40/100 Dollars ($2,318.40)</b> on a revolving credit account
originally opened with Columbia Ridge Bank and later sold to the plaintiff. The plaintiff also asks for the filing
fee of $55.00 and prejudgment interest at 9% per annum, stated separately, of $112.06.</p>
<div class="box"><b>YOU MUST ACT WITHIN 14 DAYS.</b> Within 14 days after the day you receive this notice you must do ONE of
the following: (1) pay the claim plus the filing fee to the plaintiff; (2) file a written Response and pay the
Defendant's fee with the Small Claims Department, 1200 SW First Ave, Portland, OR 97204, and demand a hearing or a jury trial;
or (3) settle the claim with the plaintiff. If you do not act within 14 days, the plaintiff may ask the court to enter a
judgment against you for the amount claimed plus fees and costs.</div>
<p>The plaintiff appears on its own behalf through its authorized employee and is not represented by an attorney.
Questions about the account may be directed to the plaintiff at (503) 555-0142 or accounts@cascaderecoveryfund.com.
Court clerk e-mail: smallclaims.clerk@ojd-example.org.</p>
<p class="small">Total shown on the plaintiff's ledger including the filing fee: $2,373.40. Court staff cannot give legal advice.
For help finding a lawyer, contact the Oregon State Bar Lawyer Referral Service at (503) 555-0117.</p>
<div class="sig">
 <div><br><div class="line">Nadia Brek, Authorized Agent for Plaintiff (not an attorney)<br>Date: December 22, 2026</div></div>
 <div><br><div class="line">Certificate of Service: Personal service on Defendant by Oregon Process, Inc.</div></div>
</div>
"""
    return css, body

def d02():
    css = """
body{font-family:'Nimbus Sans';font-size:10pt;line-height:1.25}
.fill{font-family:'Z003';font-size:15pt;color:#1b2a7a;line-height:1}
.g{width:100%;border:1.5px solid #000}
.g td{border:1px solid #000;vertical-align:top;padding:3px 6px}
.lab{font-size:7.5pt;text-transform:uppercase;color:#222;display:block}
.title{font-size:15pt;font-weight:bold;text-align:center;padding:6px}
.chk{display:inline-block;width:11px;height:11px;border:1px solid #000;margin-right:4px;vertical-align:-1px;text-align:center;font-size:9pt;line-height:10px}
.note{margin-top:8px;font-size:9.5pt}
"""
    body = """
<table class="g">
<tr><td colspan="3" class="c b" style="font-size:11.5pt">IN THE IOWA DISTRICT COURT FOR POLK COUNTY<br><span style="font-weight:normal;font-size:9pt">Small Claims Division &middot; Polk County Courthouse, 500 Mulberry St, Des Moines, IA 50309</span></td></tr>
<tr><td colspan="2" class="title">ORIGINAL NOTICE<br><span style="font-size:10pt;font-weight:normal">and Petition &mdash; Small Claims</span></td>
 <td style="width:32%"><span class="lab">Small Claims No.</span><span class="fill">SCSC718342</span></td></tr>
<tr><td style="width:36%"><span class="lab">Plaintiff(s)</span><span class="fill">Midland Prairie Credit, LLC</span><br><span class="small">as assignee of Hawkeye State Bank</span></td>
 <td style="width:32%"><span class="lab">Plaintiff's address</span>4400 Westown Pkwy, Ste 120<br>West Des Moines, IA 50266</td>
 <td><span class="lab">Plaintiff's attorney</span>Marcus Okafor, AT0011562<br><b>Brandt &amp; Okafor, P.C.</b></td></tr>
<tr><td><span class="lab">Defendant(s)</span><span class="fill">Tomas R. Vesely</span><br><span class="lab" style="margin-top:3px">and co-defendant</span><span class="fill" style="font-size:13pt">Jana Vesely</span></td>
 <td><span class="lab">Defendant's address</span><span class="fill">2210 Woodland Ave<br>Des Moines, IA 50312</span></td>
 <td><span class="lab">Attorney e-mail / phone</span>mokafor@brandtokafor-law.com<br>(515) 555-0163<br><span class="small">e-filing: efile@brandtokafor-law.com</span></td></tr>
<tr><td><span class="lab">Amount of claim (principal)</span><span class="fill">$1,946.27</span></td>
 <td><span class="lab">Interest claimed separately</span>$211.40 at 5.00% from 03/01/2025</td>
 <td><span class="lab">Court costs</span>Filing fee $95.00 &middot; Service $28.50</td></tr>
<tr><td colspan="3"><span class="lab">Nature of claim</span>
 <span class="chk">X</span>Money owed on account &nbsp; <span class="chk"></span>Small loan &nbsp; <span class="chk"></span>Forcible entry and detainer &nbsp; <span class="chk"></span>Replevin<br>
 Credit card account ending 4418, charged off 08/2024, assigned to plaintiff 02/2025. Last payment 05/2024.</td></tr>
<tr><td colspan="3" style="background:#eee"><span class="lab">Appearance date</span>
 <span class="fill" style="font-size:17pt">February 3, 2027 at 9:00 a.m.</span> &nbsp; Room 302, Polk County Courthouse</td></tr>
</table>
<div class="note"><b>TO THE ABOVE-NAMED DEFENDANT(S):</b> You are notified that the plaintiff has filed a small claims petition
against you, asking for judgment in the amount shown above, plus interest and court costs. <b>You must appear</b> on the
appearance date shown above, or file an appearance with the clerk before that date, using the form provided, and
mail a copy to the plaintiff. If you fail to appear or to file an appearance, <b>judgment will be entered against you
by default</b> for the relief demanded.</div>
<div class="note">Total demanded including interest and costs: $2,281.17. If you need assistance to participate in court due to a
disability, call the disability coordinator at (515) 555-0178. Clerk of Court e-mail: polk.smallclaims@iacourts-example.gov.</div>
<table class="g" style="margin-top:10px">
<tr><td style="width:50%"><span class="lab">Clerk of court / designee</span><span class="fill">R. Halloran</span><br>Date issued: 12/29/2026</td>
<td><span class="lab">Plaintiff's certification</span>I certify the above is true and correct.<br><span class="fill">Marcus Okafor</span></td></tr>
</table>
"""
    return css, body

def d03():
    css = """
body{font-family:'DejaVu Sans Condensed';font-stretch:condensed;font-size:10pt;line-height:1.3}
.hl{text-align:center;font-weight:bold;margin:0}
.pt{margin:16px auto 8px;width:78%;border-top:2px solid #000;border-bottom:2px solid #000}
.pt td{padding:5px 8px;vertical-align:top}
.pt td.role{width:26%;text-align:right;font-style:italic;color:#333}
h2{text-align:center;font-size:13pt;letter-spacing:4px;margin:10px 0}
.cn{text-align:right;font-size:10.5pt;margin-top:6px}
.foot{position:absolute;bottom:30px;left:58px;right:58px;border-top:1px solid #777;font-size:8.5pt;display:flex;justify-content:space-between}
.att{margin-top:10px;display:grid;grid-template-columns:1fr 1fr;gap:20px;font-size:9.5pt}
"""
    body = """
<p class="hl">IN THE DISTRICT COURT OF PULASKI COUNTY, ARKANSAS</p>
<p class="hl">CIVIL DIVISION</p>
<p class="c small" style="margin-top:2px">3001 W. Roosevelt Rd, Little Rock, AR 72204 &middot; (501) 555-0120</p>
<div class="cn">No. <b>60CV-26-1183</b></div>
<table class="pt">
<tr><td>BLUEWATER RECEIVABLES SERIES 2021-A, LLC,<br>a Delaware limited liability company</td><td class="role">Claimant</td></tr>
<tr><td class="c" style="padding-left:60px">v.</td><td></td></tr>
<tr><td>KENDRICK L. BOYD III<br>1508 W 14th St, Little Rock, AR 72202</td><td class="role">Respondent</td></tr>
<tr><td>LATOYA M. BOYD<br>same address</td><td class="role">Co-Respondent</td></tr>
</table>
<h2>SUMMONS</h2>
<p><b>THE STATE OF ARKANSAS TO DEFENDANT:</b> Kendrick L. Boyd III, 1508 W 14th St, Little Rock, AR 72202.</p>
<p>A lawsuit has been filed against you. The relief demanded is stated in the attached complaint: judgment for the
principal balance of <b>$3,472.15</b> (Three Thousand Four Hundred Seventy-Two Dollars and Fifteen Cents) on a retail
installment account originally owed to Delta Home Furnishings, together with pre-judgment interest of $287.40 stated
separately, a filing fee of $65.00, and service costs of $50.00 (total with costs $3,874.55).</p>
<p>Within <b>30 days</b> after service of this summons on you (not counting the day you received it) &mdash; or 60 days if
you are incarcerated in any jail, penitentiary, or other correctional facility in Arkansas &mdash; you must file with the clerk
of this court a written answer to the complaint or a motion under Rule 12 of the Arkansas Rules of Civil Procedure.</p>
<p>The answer or motion must also be served on the plaintiff or the plaintiff's attorney, whose name and address are:</p>
<div class="att">
<div>Renata J. Whitcombe, Ark. Bar No. 2009187<br><b>Whitcombe Lacey PLLC</b><br>400 W Capitol Ave, Suite 1700<br>
Little Rock, AR 72201<br>(501) 555-0188<br>rwhitcombe@whitcombelacey.com<br><span class="small">paralegal: dfoster@whitcombelacey.com</span></div>
<div>If you fail to respond within the applicable time period, judgment by default may be entered against you for the
relief demanded in the complaint. Additional notices: plaintiff's file no. WL-26-04471; original account no. ****2290.</div>
</div>
<p style="margin-top:14px">WITNESS my hand and seal of the court this 5th day of January, 2027.</p>
<p>CLERK OF DISTRICT COURT &nbsp;&nbsp;&nbsp; By: ______________________ Deputy Clerk &nbsp;&nbsp;&nbsp; Clerk e-mail: civil.clerk@pulaskidistrict-example.org</p>
<div class="foot"><span>Summons &mdash; District Court Civil Division</span><span>Page 1 of 2</span></div>
"""
    return css, body

def d04():
    css = """
body{font-family:'Liberation Mono';font-size:9.5pt;line-height:1.32}
.cap{display:grid;grid-template-columns:1fr 14px 1fr;margin:8px 0 4px}
.par{white-space:pre}
.sec{text-align:center;font-weight:bold;margin:10px 0 6px;letter-spacing:2px}
.ul{border-bottom:1px solid #000}
.sig{margin-left:52%;margin-top:8px}
"""
    body = """
<div class="cap">
 <div>STATE OF SOUTH CAROLINA<br><br>COUNTY OF GREENVILLE<br><br><br>
  PALMETTO INSTALLMENT LOANS, INC.,<br>a South Carolina corporation,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>
  SHANICE D. PINCKNEY and<br>MARCUS A. GRAHAM,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
 <div class="par">)
)
)
)
)
)
)
)
)
)
)
)
)
)</div>
 <div>MAGISTRATE COURT OF<br>GREENVILLE COUNTY<br><br>Case No.: M23-0417-CV26<br><br>
  <b>SUMMONS AND COMPLAINT</b><br>(Civil Action &mdash; Magistrate)<br><br>Loan No. 0041-88213-07<br>Our File: RH-2026-1190</div>
</div>
<div class="sec">SUMMONS</div>
<p>TO THE DEFENDANT(S) ABOVE NAMED: SHANICE D. PINCKNEY, 19 Pendleton St, Apt 4, Greenville, SC 29601</p>
<p>YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is served upon you, and to
serve a copy of your Answer upon the subscriber at the address below, or upon the Magistrate at 4 McGee St,
Greenville, SC 29601, within <b>thirty (30) days</b> after service hereof, exclusive of the day of such service.
If you fail to answer within that time, judgment by default will be rendered against you for the relief demanded.</p>
<div class="sec">COMPLAINT</div>
<p>1. Plaintiff is a South Carolina corporation with its principal office at 1200 Woodruff Rd, Greenville, SC 29607.</p>
<p>2. Defendants executed a consumer loan agreement on or about June 14, 2024, and defaulted on or about March 2, 2026.</p>
<p>3. There is now due and owing the principal sum of <b>$1,760.00</b> (ONE THOUSAND SEVEN HUNDRED SIXTY AND 00/100 DOLLARS).</p>
<p>4. Accrued interest through the date of filing, claimed separately, is $244.18. Filing fee: $80.00.
Service fee: $10.00. Total with interest and costs: $2,094.18.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for the principal sum, interest,
and the costs of this action.</p>
<div class="sig">
RUTLEDGE HASKELL, LLC<br>
<span class="ul">s/ James T. Haskell&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;</span><br>
James T. Haskell, SC Bar No. 101744<br>
PO Box 10417, Greenville, SC 29603<br>
(864) 555-0139<br>
jhaskell@rutledgehaskell.com<br>
Filings: service@rutledgehaskell.com<br>
Attorney for Plaintiff<br>
Greenville, South Carolina, January 4, 2027
</div>
"""
    return css, body

def d05():
    css = """
body{font-family:'Liberation Sans Narrow';font-size:10pt;line-height:1.25}
.wm{position:absolute;left:60px;top:430px;font-family:'Liberation Sans';font-size:120pt;font-weight:bold;color:rgba(150,150,150,.28);transform:rotate(-28deg);letter-spacing:20px}
.g{width:100%;border:2px solid #000}
.g td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lab{display:block;font-size:8pt;font-weight:bold}
.cb{display:inline-block;border:1.5px solid #000;padding:2px 8px;font-size:12pt;font-weight:bold;margin-right:3px}
.top{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:6px}
"""
    body = """
<div class="top"><div style="font-size:8pt">SCA-M-300 (Rev. 2026) &nbsp; Form for illustration</div>
<div><span class="lab">Case Number</span><span class="cb">26-M20C-</span><span class="cb">00388</span></div></div>
<table class="g">
<tr><td colspan="2" class="c" style="font-size:12pt"><b>IN THE MAGISTRATE COURT OF KANAWHA COUNTY, WEST VIRGINIA</b><br>
<span style="font-size:9pt">Kanawha County Judicial Annex, 111 Court St, Charleston, WV 25301 &middot; (304) 555-0104</span></td></tr>
<tr><td colspan="2" class="c" style="font-size:16pt;font-weight:bold;letter-spacing:3px">CIVIL SUMMONS</td></tr>
<tr><td style="width:50%"><span class="lab">PLAINTIFF(S) NAME AND ADDRESS</span>Ridgeview Federal Credit Union<br>5218 MacCorkle Ave SE<br>Charleston, WV 25304</td>
<td><span class="lab">DEFENDANT(S) NAME AND ADDRESS</span>1. Brandy Lynn Mullins<br>311 Oakwood Rd<br>Charleston, WV 25314<br>2. Travis E. Mullins (same address)</td></tr>
<tr><td><span class="lab">PLAINTIFF'S ATTORNEY</span>Adriana Castellano, WV Bar No. 13052<br>Castellano Dray, PLLC<br>707 Virginia St E, Suite 900, Charleston, WV 25301<br>
acastellano@castellanodray.com &middot; (304) 555-0151<br>Legal assistant: mhoward@castellanodray.com</td>
<td><span class="lab">CLAIM</span>Principal balance: $4,105.62<br>Interest (separately stated): $318.77<br>Filing fee: $80.00 &nbsp; Service fee: $25.00<br>
Total with costs: $4,529.39<br>Member/Loan No.: 0077-3318-L02</td></tr>
<tr><td colspan="2"><span class="lab">NATURE OF CLAIM</span>Balance due on a consumer share-secured Visa credit card account and an unsecured signature loan,
defaulted September 2025, as stated in the attached complaint.</td></tr>
<tr><td colspan="2"><span class="lab">TO THE ABOVE-NAMED DEFENDANT(S)</span>
You are hereby summoned and required to file with the magistrate court clerk an answer to the complaint, a copy of which is attached,
within <b>twenty (20) days</b> after service of this summons upon you, exclusive of the day of service. If you fail to answer, judgment by
default may be taken against you for the relief demanded in the complaint. You may request a jury trial by filing a written demand.
The magistrate court clerk cannot give legal advice.</td></tr>
<tr><td><span class="lab">DATE ISSUED</span>January 6, 2027</td><td><span class="lab">MAGISTRATE COURT CLERK</span>______________________________ &nbsp;(seal)</td></tr>
<tr><td colspan="2"><span class="lab">RETURN OF SERVICE</span>Served on ____________________ at ____________ on ____/____/______ by ____________________ &nbsp;&nbsp; Fee $25.00</td></tr>
</table>
<div class="wm">COPY</div>
<p class="small" style="margin-top:8px">Distribution: Original &mdash; Court file; Copy &mdash; Defendant; Copy &mdash; Plaintiff. Clerk e-mail: kanawha.magclerk@wvcourts-example.gov</p>
"""
    return css, body

def d06():
    css = """
body{font-family:'P052';font-size:10.5pt;line-height:1.3}
.lh{display:flex;justify-content:space-between;border-bottom:3px double #333;padding-bottom:6px;margin-bottom:10px}
.lh .n{font-size:17pt;font-variant:small-caps;letter-spacing:1px}
.band{background:#151515;color:#fff;text-align:center;font-weight:bold;font-size:13.5pt;padding:6px;letter-spacing:3px;margin:10px 0}
.hl{text-align:center;margin:0;font-weight:bold}
.cap{width:100%;border:1.5px solid #000;margin-top:8px}
.cap td{padding:6px 9px;vertical-align:top;border:1px solid #000}
.hear{border:2px solid #000;padding:6px 10px;margin:8px 0;font-size:11pt}
"""
    body = """
<div class="lh"><div><span class="n">Gallo, Tierney &amp; Ashworth, LLP</span><br><span class="small">Attorneys at Law &middot; Consumer Credit Litigation</span></div>
<div class="r small">One Financial Plaza, 14th Floor<br>Providence, RI 02903<br>(401) 555-0127 &middot; fax (401) 555-0128<br>www.gta-law.example</div></div>
<p class="hl">STATE OF RHODE ISLAND</p>
<p class="hl">DISTRICT COURT</p>
<p class="hl">SIXTH DIVISION</p>
<p class="c small">Garrahy Judicial Complex, One Dorrance Plaza, Providence, RI 02903</p>
<table class="cap"><tr>
<td style="width:62%">HARBOR POINT CAPITAL PARTNERS, LLC,<br>as assignee of Citizens Edge Bank, N.A.<br><i>v.</i><br>LUIS FERNANDO MEDEIROS JR.</td>
<td>C.A. No. 6SC-2026-04418<br><br>Acct. ref. HPC-88-310457<br>Firm file GTA/26/5513</td></tr></table>
<div class="band">SMALL CLAIMS NOTICE OF SUIT AND HEARING</div>
<p>TO: Luis Fernando Medeiros Jr., 88 Atwells Ave, Apt 3, Providence, RI 02903</p>
<p>You are hereby notified that the plaintiff named above has filed a small claim against you in this Court for the sum of
<b>$1,287.90</b> (one thousand two hundred eighty-seven dollars and ninety cents), being the unpaid balance of a consumer
credit card account, plus court costs of $36.50 and a service fee of $20.00.</p>
<div class="hear"><b>HEARING DATE: Tuesday, March 9, 2027 at 9:30 a.m.</b>, Courtroom 2C, Sixth Division District Court,
One Dorrance Plaza, Providence. You must appear in person at that date and time.</div>
<p>If you dispute the claim you may file a written answer before the hearing and must still appear. If you do not appear,
a judgment may be entered against you by default for the amount claimed plus costs (total $1,344.40). If you admit the claim
but need time to pay, you may ask the Court for an order to pay in installments.</p>
<p>Interpreters are available at no cost; ask the clerk. Clerk's office: (401) 555-0109, dc6.smallclaims@courts-example.ri.gov.</p>
<p style="margin-top:14px">Plaintiff, by its attorneys,<br><br>/s/ Kathleen Tierney<br>Kathleen Tierney (#7712)<br>
Gallo, Tierney &amp; Ashworth, LLP<br>ktierney@gta-law.com &middot; docketing@gta-law.com<br>Dated: January 7, 2027</p>
<p class="small">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
"""
    return css, body

def d07():
    css = """
body{font-family:'C059';font-size:9.5pt;line-height:1.3}
.cols{column-count:2;column-gap:30px;column-rule:1px solid #999;height:880px}
.hd{text-align:center;font-weight:bold;font-size:10.5pt;border-bottom:1px solid #000;padding-bottom:5px;margin-bottom:8px}
.pty{border:1px solid #000;padding:5px 7px;margin:6px 0;break-inside:avoid}
h3{text-align:center;font-size:12pt;margin:8px 0;letter-spacing:2px}
.foot{position:absolute;bottom:26px;left:58px;right:58px;border-top:1px solid #000;font-size:8.5pt;display:flex;justify-content:space-between;padding-top:3px}
"""
    body = """
<div class="hd">IN THE JUSTICE COURT OF YELLOWSTONE COUNTY, STATE OF MONTANA</div>
<div class="cols">
<p style="font-size:8.5pt">Yellowstone County Courthouse, 217 N 27th St, Billings, MT 59101 &middot; (406) 555-0172</p>
<div class="pty">ABSAROKA AUTO FINANCE, LLC,<br>a Montana limited liability company,<br>3101 King Ave W, Billings, MT 59102<br>
<i>Plaintiff,</i><br>&nbsp;&nbsp;vs.<br>DALE ARTHUR PRITCHARD<br>2417 Broadwater Ave<br>Billings, MT 59102<br>and CHERYL ANN PRITCHARD,<br><i>Defendants.</i></div>
<p><b>Cause No. JC-CV-26-00931</b><br>Contract No. AAF-7718-2231 &middot; VIN (last 6) 441987</p>
<h3>SUMMONS</h3>
<p><b>THE STATE OF MONTANA SENDS GREETINGS TO THE ABOVE-NAMED DEFENDANTS:</b></p>
<p>You are hereby summoned to answer the complaint in this action, which is filed in the office of the Clerk of this Court,
a copy of which is herewith served upon you, and to file your answer and serve a copy upon the plaintiff's attorney within
<b>twenty (20) days</b> after the service of this summons, exclusive of the day of service.</p>
<p>In case of your failure to appear or answer, judgment will be taken against you by default for the relief demanded in the complaint.</p>
<p>The complaint demands the deficiency balance remaining after the sale of repossessed collateral under a retail
installment contract, in the principal sum of <b>$5,640.00</b> (Five Thousand Six Hundred Forty Dollars), together with
contract interest of $402.55 stated separately, a filing fee of $120.00, and costs of service of $45.00.
Total with costs: $6,207.55.</p>
<p>WITNESS my hand and the seal of said Court this 4th day of January, 2027.</p>
<p>________________________________<br>Justice of the Peace / Clerk of Justice Court<br>Clerk e-mail: jcourt.clerk@yellowstone-example.mt.gov</p>
<p><b>Attorney for Plaintiff:</b><br>Erik Halvorsen, MT Bar No. 55120<br>Halvorsen &amp; Two Bulls, P.C.<br>
2815 Montana Ave, Suite 3, Billings, MT 59101<br>(406) 555-0193<br>ehalvorsen@h2b-law.com<br>
Paralegal: tjacobs@h2b-law.com</p>
<p style="font-size:8.5pt"><b>NOTICE:</b> You may wish to consult an attorney. Montana Legal Services Association: (406) 555-0111.
If you have a disability and need an accommodation, contact the court at least three days before any hearing.</p>
</div>
<div class="foot"><span>SUMMONS &mdash; Justice Court, Yellowstone County</span><span>Cause No. JC-CV-26-00931</span><span>Page 1 of 1</span></div>
"""
    return css, body

def d08():
    css = """
body{font-family:'URW Gothic';font-size:9pt;line-height:1.28}
.g{width:100%;border:2px solid #000}
.g td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lab{display:block;font-size:7pt;text-transform:uppercase;letter-spacing:.5px}
.st{background:#e6e6e6}
.big{font-size:14pt;font-weight:bold;letter-spacing:2px}
"""
    body = """
<table class="g">
<tr><td style="width:22%" class="small">State of Alabama<br>Unified Judicial System<br><br>Form SM-1 &nbsp; Rev. 2/26</td>
<td class="c"><span class="big">STATEMENT OF CLAIM</span><br>(Small Claims)</td>
<td style="width:24%"><span class="lab">Case Number</span><b>SM-2026-<br>900412.00</b></td></tr>
<tr><td colspan="3" class="st"><b>IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA</b> &nbsp;&nbsp; Birmingham Division &middot; 716 Richard Arrington Jr Blvd N, Birmingham, AL 35203</td></tr>
<tr><td colspan="2"><span class="lab">Plaintiff</span>Southern Pines Finance Company, Inc.<br>2100 Lakeshore Dr, Suite 210, Homewood, AL 35209</td>
<td><span class="lab">Plaintiff's phone</span>(205) 555-0145</td></tr>
<tr><td colspan="2"><span class="lab">Defendant (Last, First Middle)</span>ODOM, CHARLES WESLEY JR.<br>1933 Avenue F<br>Birmingham, AL 35218</td>
<td><span class="lab">Defendant 2</span>ODOM, PATRICIA ANN<br>same address</td></tr>
<tr><td colspan="3"><span class="lab">Claim</span>
The defendant(s) owe the plaintiff <b>$2,894.33</b> (Two thousand eight hundred ninety-four and 33/100 dollars) as principal,
plus interest of $196.12 (claimed separately) and court costs, for: a personal installment loan, Note No. SPF-20931-B, dated
April 9, 2024, on which the last payment was made August 15, 2025. Filing fee paid: $203.00 (docket fee, service). Total with
costs and interest: $3,293.45.</td></tr>
<tr><td colspan="3"><span class="lab">Plaintiff's attorney</span>Lydia Marchetti (MAR041) &nbsp; <b>Tubbs Marchetti LLC</b> &nbsp; 505 20th St N, Suite 1100, Birmingham, AL 35203<br>
Phone (205) 555-0166 &nbsp; E-mail: lmarchetti@tubbsmarchetti.com &nbsp; Courtesy copies: filings@tubbsmarchetti.com</td></tr>
<tr><td colspan="3"><span class="lab">Sworn statement</span>I swear or affirm that the above claim is just and true and is due, and that the defendant(s) is/are not in the military service.
<br><br>________________________ Affiant &nbsp;&nbsp; Sworn and subscribed before me on January 5, 2027 &nbsp; ________________________ Clerk / Notary</td></tr>
</table>
<h3 style="text-align:center;margin:12px 0 6px;font-size:11pt">NOTICE TO DEFENDANT</h3>
<p>This claim has been filed against you in the Small Claims Court. You must file an <b>answer within 14 days</b> after the date this
statement of claim was served on you. You may file the answer form attached or a written answer with the Clerk of Court at the address
shown above. If you do not file an answer within 14 days, a default judgment may be entered against you for the amount claimed plus
costs. If you admit that you owe the claim you may contact the plaintiff or the plaintiff's attorney to arrange payment.</p>
<table class="g" style="margin-top:8px"><tr>
<td style="width:50%"><span class="lab">Date filed</span>01/05/2027</td><td><span class="lab">Clerk</span>____________________ &nbsp; E-mail: jeffdc.clerk@alacourt-example.gov</td></tr>
<tr><td><span class="lab">Return on service</span>____ Served by certified mail &nbsp; ____ Personal service</td><td><span class="lab">Date</span>____/____/______</td></tr>
</table>
"""
    return css, body

def d09():
    css = """
body{font-family:'DejaVu Serif';font-size:10pt;line-height:1.3}
.top{display:flex;justify-content:space-between}
.from{font-size:9pt}
.logo{font-size:15pt;font-weight:bold;letter-spacing:1px}
.win{margin:22px 0 14px 30px;font-size:10.5pt}
.two{display:grid;grid-template-columns:1.1fr 1fr;gap:18px}
.it{width:100%;border:1px solid #000}
.it td{border-bottom:1px solid #aaa;padding:3px 6px}
.it td.r{text-align:right}
.bx{border:1.5px solid #000;padding:6px 8px;margin-bottom:8px}
.tear{border-top:1px dashed #000;margin-top:10px;padding-top:6px;font-size:9pt;display:flex;justify-content:space-between}
"""
    body = """
<div class="top"><div><div class="logo">CRESTLINE ASSET ACQUISITIONS, LLC</div>
<div class="from">PO Box 40715, Milwaukee, WI 53240 &middot; (414) 555-0130 &middot; Mon&ndash;Fri 8am&ndash;6pm CT<br>help@crestline-asset.example</div></div>
<div class="r from">Date: January 8, 2027<br>Reference #: CAA-5529180<br>Creditor Acct #: ****6604</div></div>
<div class="win">Marisol T. Okonkwo<br>1420 N Kedzie Ave #3B<br>Chicago, IL 60651-2203</div>
<p><b>Crestline Asset Acquisitions, LLC is a debt collector.</b> We are trying to collect a debt that you owe to
<b>Crestline Asset Acquisitions, LLC</b>. We will use any information you give us to help collect the debt.</p>
<div class="two">
<div>
<div class="bx"><b>Our information shows:</b><br>
You had a wireless phone account with <b>Pacific Mobile Wireless, Inc.</b> (original creditor) with account number ending 6604.<br>
Charge-off date: <b>March 14, 2022</b><br>
Pacific Mobile Wireless, Inc. sold this account to Crestline Asset Acquisitions, LLC on October 3, 2022.</div>
<table class="it">
<tr><td>Balance at purchase (Oct 3, 2022)</td><td class="r">$612.48</td></tr>
<tr><td>Between Oct 3, 2022 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount:</td><td class="r">&ndash; $50.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$562.48</b></td></tr>
</table>
<p class="small" style="margin-top:6px">Original carrier billing statement total on the final bill was $688.10, including a $75.62 equipment charge later credited.</p>
</div>
<div>
<div class="bx"><b>How can you dispute the debt?</b><br>Call or write to us by <b>February 22, 2027</b> to dispute all or part of the debt.
If you do not, we will assume that our information is correct.</div>
<div class="bx"><b>What else can you do?</b><br>Write to ask for the name and address of the original creditor, if different from the current creditor.
Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.</div>
<p class="small">The law limits how long you can be sued on a debt. Because of the age of your debt, Crestline Asset Acquisitions, LLC
will not sue you for it. No lawsuit has been filed.</p>
</div></div>
<div class="tear"><div>How do you want to respond? &#9744; I want to dispute the debt &#9744; I enclosed this amount: $______<br>
Mail this form to: Crestline Asset Acquisitions, LLC, PO Box 40715, Milwaukee, WI 53240</div>
<div class="r">Marisol T. Okonkwo<br>Reference #: CAA-5529180<br>Amount due: $562.48</div></div>
"""
    return css, body

def d10():
    css = """
body{font-family:'Liberation Sans';font-size:10.5pt;line-height:1.3}
.band{margin:-44px -58px 14px;background:#0f3b5c;color:#fff;padding:16px 58px;display:flex;justify-content:space-between;align-items:center}
.band .n{font-size:21pt;font-weight:bold;letter-spacing:1px}
.band .t{font-size:8.5pt;text-align:right}
.addr{margin:10px 0 12px 20px}
.tbl{width:100%;border:1px solid #0f3b5c;margin:6px 0}
.tbl td{padding:3px 7px;border-bottom:1px solid #cdd}
.pay{display:grid;grid-template-columns:1fr 1fr;gap:14px;margin-top:6px}
.pay div{border:1px solid #0f3b5c;padding:6px 8px}
"""
    body = """
<div class="band"><div class="n">MERIDIAN COBRANZAS, INC.<div style="font-size:9pt;font-weight:normal;letter-spacing:0">Agencia de cobros &middot; Licencia CCA9904187</div></div>
<div class="t">Oficina: 3350 SW 27th Ave, Suite 600<br>Miami, FL 33133<br>Tel. (305) 555-0154<br>servicio@meridiancobranzas.example</div></div>
<div style="display:flex;justify-content:space-between"><div class="addr">Rosa Elena Quintero<br>7421 NW 5th St<br>Miami, FL 33126</div>
<div class="r small" style="margin-top:10px">Fecha: 9 de enero de 2027<br>Nuestra referencia: MC-77180342<br>No. de paciente: BFD-22917</div></div>
<p><b>Aviso de validación de deuda.</b> Meridian Cobranzas, Inc. es un cobrador de deudas. Estamos tratando de cobrar una deuda
que usted le debe a <b>Bayside Family Dentistry, P.A.</b> Usaremos cualquier información que nos proporcione para ayudar a cobrar la deuda.</p>
<table class="tbl">
<tr><td>Acreedor</td><td>Bayside Family Dentistry, P.A., 1150 NW 72nd Ave, Miami, FL 33126</td></tr>
<tr><td>Servicios</td><td>Tratamiento dental (corona y endodoncia), fechas de servicio 14/03/2025 &ndash; 02/05/2025</td></tr>
<tr><td>Cargos totales del tratamiento</td><td>$2,460.00</td></tr>
<tr><td>Pagado por su seguro dental</td><td>&ndash; $1,036.00</td></tr>
<tr><td>Sus pagos</td><td>&ndash; $240.00</td></tr>
<tr><td><b>Saldo adeudado hoy</b></td><td><b>$1,184.00</b></td></tr>
</table>
<p><b>¿Cómo puede disputar la deuda?</b> Llámenos o escríbanos a más tardar el <b>dieciséis de febrero de dos mil veintisiete</b>
(16 de febrero de 2027) para disputar la totalidad o parte de la deuda. Si no lo hace, supondremos que nuestra información es correcta.
Si nos escribe a más tardar en esa fecha, debemos dejar de cobrar hasta que le enviemos información que demuestre que usted debe la deuda.</p>
<p>No se ha presentado ninguna demanda. Esta agencia no es un bufete de abogados.</p>
<div class="pay">
<div><b>Pagos por correo:</b><br>Meridian Cobranzas, Inc.<br>PO Box 931257<br>Atlanta, GA 31193-1257</div>
<div><b>Pagos en persona:</b><br>Meridian Cobranzas, Inc.<br>3350 SW 27th Ave, Suite 600<br>Miami, FL 33133</div>
</div>
<p class="small" style="margin-top:10px">Pague en línea en pagos.meridiancobranzas.example con su referencia MC-77180342. Visite www.cfpb.gov/debt-collection
para conocer sus derechos según la ley federal. Para recibir este aviso en inglés, llame al (305) 555-0155.
Ley de Florida: cobro de deudas de consumo, Capítulo 559, Estatutos de Florida.</p>
"""
    return css, body

LAYOUTS = {"01": d01, "02": d02, "03": d03, "04": d04, "05": d05,
           "06": d06, "07": d07, "08": d08, "09": d09, "10": d10}

def page(i):
    css, body = LAYOUTS[i]()
    return ("<!doctype html><html><head><meta charset='utf-8'><style>" + BASE + css +
            "</style></head><body><div class='page'>" + body + "</div></body></html>")
