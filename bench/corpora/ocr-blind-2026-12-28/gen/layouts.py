# HTML layouts, one per document. Page = 816x1056 CSS px.
BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:816px 1056px;margin:0}
html,body{margin:0;padding:0;background:#fff;color:#111}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden}
table{border-collapse:collapse}
%s
</style></head><body><div class="page">%s</div></body></html>"""

def page(css, body):
    return BASE % (css, body)

# ---------------------------------------------------------------- 01 CT
def ct(d):
    css = """.page{font-family:'Liberation Sans';font-size:9.5pt;padding:34px 40px}
.g td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.lab{font-size:7pt;text-transform:none;display:block;color:#222}
.v{font-size:10pt;font-weight:bold}
.hdr td{border:none;padding:0 4px}
.box{display:inline-block;width:9px;height:9px;border:1px solid #000;font-size:8px;line-height:9px;text-align:center;margin-right:3px}
.small{font-size:7.5pt}
"""
    b = """
<table class="hdr" style="width:100%"><tr>
<td style="width:36%"><div style="font-size:13pt;font-weight:bold">SUMMONS - CIVIL</div>
<div class="small">JD-CV-1 Rev. 9-25<br>C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a,<br>52-48, 52-259; P.B. §§ 3-1 through 3-21, 8-1, 10-13</div></td>
<td style="width:28%;text-align:center;font-size:8pt">See other side for instructions<br><span class="box">X</span>"X" if amount, legal interest or property in demand, not including interest and costs, is $2,500 or more.</td>
<td style="text-align:right"><div style="font-size:9pt;font-weight:bold">STATE OF CONNECTICUT</div>
<div style="font-size:14pt;font-weight:bold">SUPERIOR COURT</div>
<div style="font-size:10pt;font-weight:bold">JUDICIAL DISTRICT OF HARTFORD</div>
<div class="small">www.jud.ct.gov</div></td></tr></table>
<div style="margin:6px 0 4px;font-size:8pt">TO: Any proper officer; BY AUTHORITY OF THE STATE OF CONNECTICUT, you are hereby commanded to make due and legal service of this Summons and attached Complaint.</div>
<table class="g" style="width:100%">
<tr><td colspan="3"><span class="lab">Address of court clerk (Number, street, town and zip code)</span><span class="v">95 Washington Street, Hartford, CT 06106</span></td>
<td><span class="lab">Telephone number of clerk</span>(860) 555-0142</td>
<td><span class="lab">Return Date (Must be a Tuesday)</span><span class="v">January 26, 2027</span></td></tr>
<tr><td colspan="3"><span class="box">X</span>Judicial District &nbsp; <span class="box"></span>Housing Session &nbsp; <span class="box"></span>G.A. Number:
 &nbsp;&nbsp; <span class="lab" style="display:inline">At (Town in which writ is returnable):</span> <b>Hartford</b></td>
<td><span class="lab">Case type code</span>Major: C &nbsp; Minor: 90</td>
<td><span class="lab">Docket No. (entered by clerk)</span><span class="v" style="font-family:'Liberation Mono';font-size:9pt;white-space:nowrap">HHD-CV26-6234517-S</span></td></tr>
<tr><td colspan="5" style="background:#e8e8e8;font-weight:bold;font-size:8pt">Parties &nbsp;&nbsp; Name (Last, First, Middle Initial) and address of each party (Number; street; town; zip code)</td></tr>
<tr><td style="width:13%"><b>First named Plaintiff</b></td><td colspan="3">CRESTLINE RECOVERY SPV I, LLC, a Delaware limited liability company, as assignee of Synchrony Bank<br>1200 Summer Street, Suite 410, Stamford, CT 06905</td><td class="small">P-01</td></tr>
<tr><td><b>Additional Plaintiff</b></td><td colspan="3">&nbsp;</td><td class="small">P-02</td></tr>
<tr><td><b>First named Defendant</b></td><td colspan="3"><span class="v">OKAFOR, MARISOL T.</span><br>88 Wethersfield Avenue, Apt 3, Hartford, CT 06114</td><td class="small">D-01</td></tr>
<tr><td><b>Additional Defendant</b></td><td colspan="3">OKAFOR, DENNIS<br>88 Wethersfield Avenue, Apt 3, Hartford, CT 06114</td><td class="small">D-02</td></tr>
<tr><td><b>Additional Defendant</b></td><td colspan="3">&nbsp;</td><td class="small">D-03</td></tr>
<tr><td colspan="5" style="background:#e8e8e8;font-weight:bold;font-size:8pt">Claim summary (from the attached complaint)</td></tr>
<tr><td colspan="2"><span class="lab">Amount in demand, exclusive of interest and costs</span><span class="v">$6,418.22</span></td>
<td><span class="lab">Attorney's fees claimed (15%)</span>$962.73</td>
<td><span class="lab">Entry fee</span>$360.00</td>
<td><span class="lab">Account no. (original creditor)</span>xxxx-xxxx-xxxx-2094</td></tr>
</table>
<div style="margin-top:8px;font-weight:bold;font-size:9pt">Notice to Each Defendant</div>
<ol style="margin:2px 0 0 16px;padding:0;font-size:8.3pt;line-height:1.28">
<li>YOU ARE BEING SUED. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is making against you in this lawsuit.</li>
<li>To be notified of further proceedings, you or your attorney must file a form called an "Appearance" with the clerk of the above-named Court at the above Court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court on the Return Date unless you receive a separate notice telling you to come to court.</li>
<li>If you or your attorney do not file a written "Appearance" form on time, a judgment may be entered against you by default. The "Appearance" form may be obtained at the Court address above or at www.jud.ct.gov under "Court Forms."</li>
<li>If you believe that you have insurance that may cover the claim that is being made against you in this lawsuit, you should immediately contact your insurance representative.</li>
<li>If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal questions. Court e-filing help: efilehelp@jud-ct-clerk.org.</li>
</ol>
<table class="g" style="width:100%;margin-top:8px">
<tr><td style="width:40%"><span class="lab">Signed (Sign and "X" proper box)</span><i style="font-size:12pt">Gregory A. Pike</i><br><span class="box">X</span>Commissioner of the Superior Court <span class="box"></span>Assistant Clerk</td>
<td><span class="lab">Name of person signing at left</span>Gregory A. Pike</td>
<td><span class="lab">Date signed</span>December 18, 2026</td></tr>
<tr><td colspan="2"><span class="lab">For the Plaintiff please enter the appearance of: Name and address of firm or attorney</span><b>Halvorsen &amp; Pike, LLC</b>, 41 Crown Street, New Haven, CT 06510<br>
E-mail: gpike@halvorsenpike-law.com &nbsp;&nbsp; Service copies: efile@halvorsenpike-law.com</td>
<td><span class="lab">Juris number (if attorney or law firm)</span>438126<br><span class="lab">Telephone number</span>(203) 555-0167</td></tr>
<tr><td colspan="3" class="small">For Court Use Only &nbsp;&nbsp; File Date: ____________ &nbsp;&nbsp; Our file no. HP-26-07713 &nbsp;&nbsp; Clerk: hartford.civil@jud-ct-clerk.org</td></tr>
</table>
<div style="position:absolute;bottom:22px;left:40px;right:40px;font-size:7pt;display:flex;justify-content:space-between"><span>JD-CV-1 Rev. 9-25 (Page 1 of 2)</span><span>ADA NOTICE: The Judicial Branch complies with the Americans with Disabilities Act.</span></div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 02 OR
def orr(d):
    css = """.page{font-family:'DejaVu Serif';font-size:10.5pt;padding:56px 70px 40px 80px;line-height:1.35}
.ln{position:absolute;left:40px;top:56px;font-size:8pt;color:#666;line-height:22.4px;text-align:right;width:22px}
.c{text-align:center;font-weight:bold}
.cap td{vertical-align:top;padding:0}
.p{margin:6px 0;text-align:justify}
"""
    nums = "<br>".join(str(i) for i in range(1, 43))
    b = f"""<div class="ln">{nums}</div>
<div class="c">IN THE CIRCUIT COURT OF THE STATE OF OREGON</div>
<div class="c">FOR THE COUNTY OF MULTNOMAH</div>
<div style="height:14px"></div>
<table class="cap" style="width:100%"><tr>
<td style="width:52%">WILLAMETTE VALLEY CREDIT UNION,<br>an Oregon credit union,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>BAO Q. TRAN,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:4%">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td>Case No. 26SC41873<br><br>Small Claims Department<br><br><b>SMALL CLAIMS NOTICE</b><br><br>Amount claimed: $2,875.40<br>(ORS 46.445, 46.455)</td></tr></table>
<div style="margin-top:14px"><b>TO DEFENDANT:</b> TRAN, BAO Q.<br>4417 SE Division St, Portland, OR 97206</div>
<p class="p">You are being sued in the small claims department of the Circuit Court by the plaintiff named above. The plaintiff claims you owe <b>$2,875.40</b> for the unpaid balance of consumer loan no. 0045-88213. The plaintiff also claims the filing fee of $56.00, a prevailing party fee of $37.00, and pre-judgment interest at 9% per annum stated separately as $214.66. Total with costs and interest: $3,183.06.</p>
<p class="p"><b>YOU MUST DO ONE OF THE FOLLOWING WITHIN 14 DAYS AFTER THE DATE OF SERVICE</b> (not counting the day of service):</p>
<p class="p">1. Pay the claim, filing fee and service fee directly to the plaintiff; or<br>2. Demand a hearing by filing the attached Response form with the court clerk and paying the defendant's fee; or<br>3. If the claim is more than $750, demand a jury trial by filing the Response form and paying the required fee.</p>
<p class="p">If you do not do one of these things within 14 days, the plaintiff may ask the court to enter a judgment against you for the amount claimed plus costs. The judgment may be collected by garnishing your wages or bank accounts.</p>
<p class="p"><b>Plaintiff is appearing without an attorney.</b> Send any payment or correspondence to the plaintiff's representative below, not to the court.</p>
<table style="width:100%;font-size:9.5pt;margin-top:6px"><tr>
<td style="width:50%;vertical-align:top;border-top:1px solid #000;padding-top:4px"><b>Plaintiff</b><br>Willamette Valley Credit Union<br>by Renee Alvarado, Collections Manager<br>2900 NE Broadway, Portland, OR 97232<br>(503) 555-0119 &nbsp; ralvarado@wvcu-members.org</td>
<td style="vertical-align:top;border-top:1px solid #000;padding-top:4px;padding-left:12px"><b>Court</b><br>Multnomah County Circuit Court<br>1200 SW First Avenue, Portland, OR 97204<br>(503) 555-0133<br>mult.smallclaims@ojd-clerk-mail.org</td></tr></table>
<p class="p" style="font-size:9pt">Dated: December 16, 2026 &nbsp;&nbsp;&nbsp; Plaintiff's signature: <i>Renee Alvarado</i></p>
<div style="position:absolute;bottom:26px;left:80px;right:70px;border-top:1px solid #000;font-size:8pt;display:flex;justify-content:space-between;padding-top:3px"><span>Page 1 - SMALL CLAIMS NOTICE</span><span>Case No. 26SC41873</span></div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 03 KY
def ky(d):
    css = """.page{font-family:'Courier Prime';font-size:10pt;padding:40px 52px;line-height:1.3}
.bx{border:1.5px solid #000;padding:6px 8px}
.stamp{position:absolute;top:72px;left:470px;transform:rotate(-14deg);border:3px double #b0151a;color:#b0151a;opacity:.72;
 font-family:'DejaVu Sans';font-weight:bold;text-align:center;padding:4px 10px;font-size:11pt;line-height:1.15;background:transparent}
.wm{position:absolute;top:430px;left:60px;transform:rotate(-32deg);font-family:'DejaVu Sans';font-size:78pt;color:rgba(0,0,0,.06);font-weight:bold;letter-spacing:6px}
"""
    b = """<div class="wm">SERVICE COPY</div>
<table style="width:100%"><tr><td style="vertical-align:top;width:50%">AOC-E-105 &nbsp; Doc. Code: CI<br>Rev. 1-26<br>Page 1 of 1<br><br><b>COMMONWEALTH OF KENTUCKY<br>COURT OF JUSTICE</b><br>courts.ky.gov</td>
<td style="vertical-align:top"><div class="bx">Case No. <b style="font-size:12pt">26-C-04512</b><br><br>Court &nbsp;[ ] Circuit &nbsp;[X] District<br><br>County &nbsp;<b>Fayette</b></div></td></tr></table>
<div class="stamp">FILED<br>FAYETTE DISTRICT COURT<br>DEC 14 2026<br>CIRCUIT CLERK</div>
<div style="text-align:center;font-size:13pt;font-weight:bold;margin:14px 0 2px">FAYETTE DISTRICT COURT</div>
<div style="text-align:center;font-weight:bold;letter-spacing:3px">CIVIL SUMMONS</div>
<div style="text-align:center;font-size:8.5pt">CR 4.02; CR Official Form 1</div>
<div style="margin-top:10px" class="bx"><b>PLAINTIFF</b><br>BLUEGRASS PORTFOLIO TRUST 2019-B, by its servicer Keeneland Servicing Corp.,<br>as assignee of Comenity Capital Bank<br>c/o 300 West Vine Street, Suite 900, Lexington, KY 40507</div>
<div style="margin-top:6px" class="bx"><b>DEFENDANT</b><br>WHITFIELD, JAMES R., JR.<br>532 Lane Allen Rd, Apt 7<br>Lexington, KY 40504</div>
<p><b>THE COMMONWEALTH OF KENTUCKY<br>TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p style="text-align:justify">You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</p>
<p style="text-align:justify">The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown below.</p>
<table style="width:100%;font-size:9.5pt;border:1px solid #000"><tr><td style="padding:4px;border-right:1px solid #000;width:55%">Principal balance demanded: $3,912.66<br>Interest at 8% from 03/02/2025 (stated separately): $1,006.41<br>Court costs: $178.00</td>
<td style="padding:4px">Acct. ending 6638<br>Servicer ref. KSC-1188204<br>Our file: MKA-26-3391</td></tr></table>
<p>Date: December 14, 2026 &nbsp;&nbsp;&nbsp; <i>T. Haddix</i>, Clerk &nbsp; By: _____________ D.C.</p>
<div class="bx" style="font-size:9.5pt"><b>Counsel for Plaintiff:</b> Laura B. Astley, KBA No. 94117<br>Morrow, Keene &amp; Astley, PLLC<br>2333 Alexandria Drive, Lexington, KY 40504 &nbsp; (859) 555-0186<br>lastley@mkalegal.com &nbsp;|&nbsp; paralegal: dockets@mkalegal.com</div>
<p style="font-size:9pt">PROOF OF SERVICE: This Summons was served by delivering a true copy and the Complaint (or other initiating document) to: ______________________ this ____ day of __________, 2___. Served by: ______________ Title ______</p>
<div style="position:absolute;bottom:20px;left:52px;right:52px;border-top:1px dashed #000;padding-top:3px;font-size:8.5pt;display:flex;justify-content:space-between"><span>Case No. 26-C-04512</span><span>Civil Summons</span><span>AOC-E-105</span></div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 04 AL
def al(d):
    css = """.page{font-family:'Nimbus Sans';font-size:9.5pt;padding:36px 44px;line-height:1.3}
.h{font-family:'Dancing Script';font-size:15pt;color:#1b2f8a;line-height:1}
.f{border-bottom:1px solid #000;display:inline-block;min-width:60px;padding:0 4px}
.g td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.lab{font-size:7pt;display:block}
"""
    b = """<table class="g" style="width:100%"><tr>
<td style="width:30%;font-size:8pt">State of Alabama<br>Unified Judicial System<br><br>Form SM-1 &nbsp; Rev. 8/25</td>
<td style="text-align:center"><b style="font-size:12pt">STATEMENT OF CLAIM</b><br><b>(SMALL CLAIMS)</b></td>
<td style="width:30%"><span class="lab">Case Number</span><span style="font-size:11pt;font-weight:bold">SM-2026-901734.00</span></td></tr></table>
<div style="margin:10px 0;font-size:10.5pt">IN THE DISTRICT COURT OF <span class="f h">Mobile</span> COUNTY, ALABAMA</div>
<table class="g" style="width:100%">
<tr><td style="width:50%"><span class="lab">PLAINTIFF (name, address, phone)</span>
<span class="h">Gulf Coast Auto Finance, LLC</span><br><span style="font-size:8pt">a Delaware limited liability company</span><br><span class="h" style="font-size:13pt">4400 Airport Blvd, Suite 200, Mobile, AL 36608</span><br>(251) 555-0128</td>
<td><span class="lab">DEFENDANT (name, address, phone)</span>
<span class="h">Latoya M. Givens</span><br><span class="h" style="font-size:13pt">2250 Dauphin Island Pkwy, Lot 14</span><br><span class="h" style="font-size:13pt">Mobile</span>, <span class="h" style="font-size:13pt">AL</span> <span class="h" style="font-size:13pt">36605</span><br>(251) 555-0174</td></tr>
</table>
<p style="margin:10px 0 4px">The plaintiff claims of the defendant the sum of <span class="f h">$4,150.00</span> plus interest of <span class="f h">$312.18</span> and court costs for the following reason(s):</p>
<div style="border:1px solid #000;min-height:70px;padding:4px 8px"><span class="h" style="font-size:13pt">Deficiency balance owed under retail installment contract no. GC-77310 after sale of repossessed 2019 Nissan Altima. Demand made 09/30/2026; no payment received.</span></div>
<table class="g" style="width:100%;margin-top:8px">
<tr><td><span class="lab">Principal claimed</span><span class="h">$4,150.00</span></td><td><span class="lab">Interest (separately)</span><span class="h">$312.18</span></td>
<td><span class="lab">Filing fee paid</span>$192.00</td><td><span class="lab">Service fee</span>$35.00</td><td><span class="lab">Total with costs</span>$4,689.18</td></tr></table>
<p style="margin:8px 0 2px;font-size:8.5pt">AFFIDAVIT: I swear or affirm that the above claim is just and true, that the defendant is not in the military service of the United States, and that the amount claimed does not exceed $6,000.00 exclusive of interest and costs.</p>
<table class="g" style="width:100%;margin-top:6px">
<tr><td style="width:50%"><span class="lab">Signature of Plaintiff or Attorney</span><span class="h">Monica J. Baptiste</span></td><td><span class="lab">Date</span><span class="h">12/11/2026</span></td></tr>
<tr><td><span class="lab">Attorney for plaintiff (name, firm, address)</span>Monica J. Baptiste (ASB-4417-T62M)<br>Treadwell &amp; Baptiste, P.C.<br>61 St. Joseph Street, Mobile, AL 36602</td>
<td><span class="lab">Phone / e-mail</span>(251) 555-0193<br>mbaptiste@treadwellbaptiste.com<br>filings@treadwellbaptiste.com</td></tr></table>
<div style="margin-top:12px;border:2px solid #000;padding:6px 8px">
<b>NOTICE TO DEFENDANT:</b> You must file an Answer (Form SM-3) within 14 days from the date this Statement of Claim was served on you or a default judgment may be entered against you. Clerk of the District Court, Mobile County, 205 Government Street, Mobile, AL 36644 &nbsp;·&nbsp; smallclaims.mobile@alacourt-clerk.org</div>
<div style="margin-top:10px;font-size:8pt">Sworn to and subscribed before me on <span class="f h" style="font-size:12pt">December 11, 2026</span> &nbsp; Clerk/Notary: <span class="f h" style="font-size:12pt">K. Dubose</span></div>
<div style="position:absolute;bottom:20px;left:44px;font-size:7.5pt">Form SM-1 &nbsp; Rev. 8/25 &nbsp;&nbsp;&nbsp; Original to Court &nbsp;·&nbsp; Copy to Defendant &nbsp;·&nbsp; Copy to Plaintiff</div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 05 LA
def la(d):
    css = """.page{font-family:'Liberation Serif';font-size:9.5pt;padding:30px 34px;line-height:1.28}
.cols{display:flex;gap:22px}
.col{flex:1;text-align:justify}
.mid{border-left:1px solid #000}
.c{text-align:center;font-weight:bold;margin:0}
p{margin:4px 0}
"""
    b = """<div class="c" style="font-size:12pt">CITY COURT OF SHREVEPORT</div>
<div class="c">PARISH OF CADDO</div>
<div class="c">STATE OF LOUISIANA</div>
<div style="display:flex;justify-content:space-between;border-top:2px solid #000;border-bottom:2px solid #000;margin:6px 0 8px;padding:3px 0;font-weight:bold">
<span>PELICAN STATE RECEIVABLES, L.L.C.</span><span>VERSUS</span><span>ANDRE J. THIBODEAUX</span><span>DOCKET NO. 2026-004418-C</span></div>
<div class="cols">
<div class="col">
<div class="c" style="font-size:11pt;margin-bottom:4px">PETITION ON OPEN ACCOUNT</div>
<p>The petition of <b>PELICAN STATE RECEIVABLES, L.L.C.</b>, a Louisiana limited liability company authorized to do and doing business in the Parish of Caddo, assignee of Capital One, N.A., with respect to the account described herein, respectfully represents:</p>
<p><b>1.</b> Made defendant herein is <b>ANDRE J. THIBODEAUX</b>, a person of the full age of majority domiciled in the Parish of Caddo, State of Louisiana, who resides at 3104 Jewella Ave, Shreveport, LA 71109.</p>
<p><b>2.</b> Defendant is justly and truly indebted unto petitioner in the full sum of <b>$5,267.91</b>, being the balance due on an open account (original creditor account ending 5520), together with legal interest from date of judicial demand until paid, and for all costs of these proceedings.</p>
<p><b>3.</b> Petitioner made amicable demand upon defendant by correspondence sent more than thirty days prior to the filing of this suit, in accordance with La. R.S. 9:2781, without success.</p>
<p><b>4.</b> Petitioner is entitled to reasonable attorney's fees under La. R.S. 9:2781, which petitioner estimates at twenty-five percent (25%) of the principal, or $1,316.98.</p>
<p><b>5.</b> An itemized statement of account and the affidavit of correctness are annexed hereto.</p>
<p><b>WHEREFORE</b>, petitioner prays that defendant be cited to appear and answer this petition, and that after due proceedings there be judgment in favor of petitioner and against defendant in the principal sum of $5,267.91, together with legal interest from date of judicial demand, attorney's fees of $1,316.98, and all costs of these proceedings.</p>
<p style="margin-top:8px">Respectfully submitted,<br><b>BROUSSARD THERIOT, APLC</b><br><i>Claire M. Theriot</i><br>Claire M. Theriot (La. Bar Roll No. 35821)<br>Broussard Theriot, APLC<br>333 Texas Street, Suite 1450<br>Shreveport, LA 71101<br>Telephone: (318) 555-0152<br>Email: ctheriot@btlawla.com<br>Copies: intake@btlawla.com<br>Counsel for Pelican State Receivables, L.L.C.</p>
<p style="font-size:8.5pt">PLEASE SERVE: Andre J. Thibodeaux, 3104 Jewella Ave, Shreveport, LA 71109</p>
</div>
<div class="mid"></div>
<div class="col">
<div style="background:#222;color:#fff;text-align:center;font-weight:bold;font-size:11pt;padding:3px 0;margin-bottom:4px">CITATION</div>
<p>THE STATE OF LOUISIANA</p>
<p>TO: <b>THIBODEAUX, ANDRE J.</b><br>3104 Jewella Ave, Shreveport, LA 71109</p>
<p>You are hereby summoned to comply with the demand contained in the petition, of which a true and correct copy accompanies this citation, or make an appearance either by filing a pleading or otherwise in the City Court of Shreveport, Parish of Caddo, State of Louisiana, within <b>ten (10) days</b> after the service hereof, under penalty of default.</p>
<p>This service was requested by attorney Claire M. Theriot and was issued by the Clerk of Court on the 17th day of December, 2026.</p>
<table style="width:100%;font-size:8.8pt;border:1px solid #000;margin:6px 0">
<tr><td style="padding:3px;border-bottom:1px solid #000">Docket No.</td><td style="border-bottom:1px solid #000">2026-004418-C</td></tr>
<tr><td style="padding:3px;border-bottom:1px solid #000">Division</td><td style="border-bottom:1px solid #000">"B"</td></tr>
<tr><td style="padding:3px;border-bottom:1px solid #000">Filing fee / advance costs</td><td style="border-bottom:1px solid #000">$215.50</td></tr>
<tr><td style="padding:3px">Marshal's service fee</td><td>$40.00</td></tr></table>
<p><i>D. Fontenot</i><br>Deputy Clerk, Shreveport City Court<br>1244 Texas Avenue, Shreveport, LA 71101<br>(318) 555-0106 &nbsp; civil@shreveport-citycourt-clerk.org</p>
<div style="border:1px dashed #000;padding:6px;margin-top:10px;font-size:8.5pt"><b>MARSHAL'S RETURN</b><br>Received on the ____ day of ________, 20__ and on the ____ day of ________, 20__ served a copy of the within citation and petition on the defendant:<br>[ ] personally &nbsp; [ ] domiciliary<br><br>Deputy Marshal ____________________</div>
<p style="font-size:8.5pt;margin-top:10px">If you do not respond, judgment by default may be rendered against you for the amount demanded in the petition together with interest, attorney's fees and costs. This office does not give legal advice. Ref. PSR-40027781.</p>
</div></div>
<div style="position:absolute;bottom:14px;left:34px;right:34px;font-size:8pt;text-align:center;border-top:1px solid #000;padding-top:2px">Pelican State Receivables, L.L.C. v. Thibodeaux &nbsp;—&nbsp; No. 2026-004418-C &nbsp;—&nbsp; Page 1</div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 06 NV
def nv(d):
    css = """.page{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-stretch:condensed;font-size:9.5pt;padding:40px 56px;line-height:1.35}
.band{background:#111;color:#fff;text-align:center;font-weight:bold;padding:6px 0;margin:10px -56px 10px;letter-spacing:1px}
.cap td{vertical-align:top}
p{margin:5px 0;text-align:justify}
"""
    b = """<div style="font-size:9pt;line-height:1.3">Peter J. Castellano, Esq.<br>Nevada Bar No. 11482<br>CASTELLANO WHITNEY, LTD.<br>7251 W. Lake Mead Blvd., Suite 300<br>Las Vegas, Nevada 89128<br>Tel: (702) 555-0145<br>pcastellano@cwlaw-nv.com<br>eservice@cwlaw-nv.com<br>Attorneys for Plaintiff</div>
<div class="band"><div style="font-size:13pt">JUSTICE COURT, HENDERSON TOWNSHIP</div><div style="font-size:11pt">CLARK COUNTY, NEVADA</div></div>
<table class="cap" style="width:100%"><tr>
<td style="width:55%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 10px 8px 0">DESERT PINES FEDERAL CREDIT UNION,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>ROSA E. VILLANUEVA; and DOES I through X, inclusive,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="padding:4px 0 0 14px">Case No.: <b>26C004215</b><br>Dept. No.: 2<br><br>Loan/Acct. Ref.: DP-5531-0087<br>Our File No.: CW-261470<br><br><b style="font-size:12pt">SUMMONS - CIVIL</b></td></tr></table>
<p style="margin-top:10px;font-weight:bold">NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 CALENDAR DAYS. READ THE INFORMATION BELOW CAREFULLY.</p>
<p>TO THE DEFENDANT: <b>ROSA E. VILLANUEVA</b>, 2871 Sunridge Heights Pkwy, Unit 1122, Henderson, NV 89052</p>
<p>A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint: breach of a consumer credit agreement, principal balance of <b>$7,804.15</b>; contractual interest through filing of $641.20 (stated separately); attorney's fees and costs of suit.</p>
<p>1. If you intend to defend this lawsuit, within 21 calendar days after this Summons is served on you, exclusive of the day of service, you must do the following:</p>
<p style="padding-left:18px">(a) File with the Clerk of this Court, whose address is shown below, a formal written response to the Complaint in accordance with the rules of the Court, with the appropriate filing fee ($71.00 answer fee).<br>(b) Serve a copy of your response upon the attorney whose name and address is shown above.</p>
<p>2. Unless you respond, your default will be entered upon application of the Plaintiff and failure to respond will result in a judgment of default against you for the relief demanded in the Complaint, which could result in the taking of money or property or other relief requested in the Complaint.</p>
<p>3. If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</p>
<table style="width:100%;margin-top:12px"><tr><td style="width:50%;vertical-align:top;font-size:9pt">HENDERSON JUSTICE COURT<br>243 S. Water Street<br>Henderson, NV 89015<br>(702) 555-0111<br>hjc.civil@clarkcounty-courts-mail.org</td>
<td style="vertical-align:top">CLERK OF THE COURT<br><br>By: <i>M. Okonkwo</i> ______________<br>Deputy Clerk &nbsp;&nbsp; Date: 12/15/2026</td></tr></table>
<p style="margin-top:10px;font-size:8.5pt">Submitted by: CASTELLANO WHITNEY, LTD., /s/ Peter J. Castellano, Esq., Nevada Bar No. 11482.</p>
<div style="position:absolute;bottom:18px;left:56px;right:56px;font-size:8pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px"><span>SUMMONS - 1</span><span>26C004215</span></div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 07 NM
def nm(d):
    css = """.page{font-family:'C059';font-size:10pt;padding:36px 54px;line-height:1.32}
.lh{border-bottom:3px double #000;padding-bottom:4px;display:flex;justify-content:space-between;align-items:flex-end}
.c{text-align:center;font-weight:bold;margin:0}
.pt td,.pt th{border:1px solid #000;padding:3px 6px;vertical-align:top;font-size:9.3pt}
.pt th{background:#ddd;text-align:left}
p{margin:5px 0;text-align:justify}
"""
    b = """<div class="lh"><div><div style="font-size:15pt;font-weight:bold;letter-spacing:1px">SEDILLO MARQUEZ LAW, LLC</div><div style="font-size:8.5pt">Creditors' Rights &amp; Collections</div></div>
<div style="font-size:8.5pt;text-align:right">505 Cerrillos Road, Suite B-4, Santa Fe, NM 87501<br>(505) 555-0177 &nbsp;·&nbsp; dmarquez@sedillomarquez.com<br>office@sedillomarquez.com</div></div>
<div style="height:12px"></div>
<div class="c">MAGISTRATE COURT</div>
<div class="c">SANTA FE COUNTY</div>
<div class="c">STATE OF NEW MEXICO</div>
<div style="text-align:center;margin:6px 0 8px">Case No. <b>M-49-CV-2026-00612</b></div>
<table class="pt" style="width:100%">
<tr><th style="width:16%">Party</th><th style="width:42%">Name</th><th>Address</th></tr>
<tr><td>Plaintiff</td><td>SANDIA CONSUMER FUNDING, LLC, as assignee of Conn Appliances, Inc.</td><td>8201 Montgomery Blvd NE, Albuquerque, NM 87109</td></tr>
<tr><td>Defendant 1</td><td>GALLEGOS, TERESA A.</td><td>1719 Camino Carlos Rey, Apt 208, Santa Fe, NM 87507</td></tr>
<tr><td>Defendant 2</td><td>GALLEGOS, RUBEN</td><td>1719 Camino Carlos Rey, Apt 208, Santa Fe, NM 87507</td></tr>
<tr><td>Attorney for Plaintiff</td><td>Daniel R. Marquez, NM Bar No. 148093<br>Sedillo Marquez Law, LLC</td><td>505 Cerrillos Road, Suite B-4, Santa Fe, NM 87501</td></tr>
</table>
<div class="c" style="margin:12px 0 6px;font-size:11.5pt">CIVIL COMPLAINT (DEBT AND MONEY DUE)</div>
<p>Plaintiff states:</p>
<p>1. Defendants reside in Santa Fe County, New Mexico, and the obligation sued upon was incurred in Santa Fe County. This Court has jurisdiction because the amount in controversy does not exceed $15,000.00 exclusive of interest and costs.</p>
<p>2. Defendant Teresa A. Gallegos entered into a retail installment account with Conn Appliances, Inc. (account ending 4471), which was later assigned to Plaintiff. Defendant Ruben Gallegos signed as co-obligor.</p>
<p>3. Defendants defaulted. After all just credits and offsets, Defendants owe Plaintiff the principal sum of <b>$2,963.37</b>.</p>
<p>4. Plaintiff also claims pre-judgment interest of $188.40 (stated separately) and costs of $77.00 (filing fee $67.00; service $10.00). Total with interest and costs: $3,228.77.</p>
<p>WHEREFORE, Plaintiff asks for judgment against Defendants, jointly and severally, in the principal amount of $2,963.37, plus interest, costs, and post-judgment interest as allowed by law.</p>
<table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:top">Respectfully submitted,<br>SEDILLO MARQUEZ LAW, LLC<br><br>By: <i>Daniel R. Marquez</i><br>Daniel R. Marquez<br>Attorney for Plaintiff</td>
<td style="vertical-align:top;font-size:9pt;border-left:1px solid #000;padding-left:10px"><b>Court address</b><br>Santa Fe County Magistrate Court<br>2052 S. Galisteo Street, Santa Fe, NM 87505<br>(505) 555-0124<br>sfemagcivil@nmcourts-clerk-mail.org</td></tr></table>
<div style="position:absolute;bottom:20px;left:54px;right:54px;font-size:8pt;display:flex;justify-content:space-between"><span>Form 4-201 (adapted) · SM File 26-0419</span><span>M-49-CV-2026-00612 · Page 1 of 2</span></div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 08 RI
def ri(d):
    css = """.page{font-family:'P052';font-size:10pt;padding:44px 60px;line-height:1.34}
.c{text-align:center;font-weight:bold;margin:0}
.cb{border:2px solid #000;margin:10px 0}
.cb td{padding:6px 10px;vertical-align:top}
p{margin:5px 0;text-align:justify}
"""
    b = """<div class="c" style="font-size:12.5pt">RHODE ISLAND DISTRICT COURT</div>
<div class="c">SIXTH DIVISION</div>
<div style="text-align:center;font-size:8.5pt">Garrahy Judicial Complex · One Dorrance Plaza, Providence, RI 02903 · (401) 555-0139</div>
<table class="cb" style="width:100%"><tr>
<td style="width:60%;border-right:2px solid #000">PAWTUCKET ANESTHESIA ASSOCIATES, INC.<br><span style="font-size:9pt">(Plaintiff)</span><br><br>v.<br><br>SOPHIA NGUYEN-ALVES<br><span style="font-size:9pt">(Defendant)</span></td>
<td><span style="font-size:8.5pt">Small Claims No.</span><br><b style="font-size:12pt">6SC-2026-04417</b><br><br><span style="font-size:8.5pt">Patient acct. no.</span> PAA-0091-3376<br><span style="font-size:8.5pt">Statement date</span> 07/19/2026</td></tr></table>
<div class="c" style="font-size:13pt;letter-spacing:2px;margin-top:6px">NOTICE OF SUIT</div>
<div class="c" style="font-size:9pt;margin-bottom:8px">(Small Claims — R.I. Gen. Laws § 10-16-1 et seq.)</div>
<p><b>TO:</b> Sophia Nguyen-Alves, 77 Ivy Street, 2nd Floor, Providence, RI 02906</p>
<p>The plaintiff has filed a small claim against you in this Court for <b>$1,842.50</b>, the unpaid balance for anesthesia services rendered on 03/11/2026. The plaintiff also seeks the filing fee of $41.50 and the constable's service fee of $25.00 (total with costs $1,909.00).</p>
<p>A hearing on this claim will be held on <b>February 9, 2027 at 9:00 A.M.</b> in Courtroom 2D at the address above. If you do not appear, a default judgment may enter against you for the amount claimed plus costs.</p>
<p>If you dispute this claim you must appear at the hearing and bring any witnesses, documents or records supporting your defense. If you have a claim against the plaintiff you may file a counterclaim with the clerk at least five days before the hearing. You may settle this claim with the plaintiff at any time before the hearing.</p>
<table style="width:100%;margin-top:10px;border-top:1px solid #000"><tr>
<td style="width:55%;vertical-align:top;padding-top:6px;font-size:9.5pt"><b>Plaintiff's attorney</b><br>Kevin M. Doyle, Esq. (#8841)<br>Ferreira &amp; Doyle, Ltd.<br>1 Park Row, Suite 5, Providence, RI 02903<br>(401) 555-0158<br>kdoyle@ferreiradoyle.com<br>Paralegal: mcosta@ferreiradoyle.com</td>
<td style="vertical-align:top;padding-top:6px;font-size:9.5pt"><b>Clerk</b><br><i>A. Medeiros</i>, Deputy Clerk<br>Date issued: December 21, 2026<br>Clerk's e-mail: dc6.smallclaims@ricourts-clerk.org<br>Interpreter requests: (401) 555-0197</td></tr></table>
<div style="margin-top:16px;border:1px solid #000;padding:6px 8px;font-size:8.5pt"><b>CERTIFICATE OF SERVICE</b> — I certified that I served this notice by certified mail, return receipt requested, on __________, 20__. Article No. 9589 0710 5270 0412 3356 18.</div>
<div style="position:absolute;bottom:22px;left:60px;right:60px;font-size:8pt;display:flex;justify-content:space-between"><span>DC-SC-2 (rev. 11/25)</span><span>6SC-2026-04417</span></div>
"""
    return page(css, b)

# ---------------------------------------------------------------- 09 NY letter
def ny(d):
    css = """.page{font-family:'DejaVu Sans';font-size:9.5pt;padding:44px 64px;line-height:1.38}
.lh{display:flex;justify-content:space-between;border-bottom:4px solid #0c3b5e;padding-bottom:6px}
.box{border:1px solid #0c3b5e;background:#eef4f9;padding:8px 12px;margin:10px 0}
p{margin:6px 0;text-align:justify}
"""
    b = """<div class="lh"><div><div style="font-size:17pt;font-weight:bold;color:#0c3b5e">HARBORVIEW</div><div style="font-size:8.5pt;letter-spacing:2px;color:#0c3b5e">ASSET ACQUISITIONS, LLC</div></div>
<div style="font-size:8pt;text-align:right">Harborview Asset Acquisitions, LLC<br>300 Pearl Street, Suite 610, Buffalo, NY 14202<br>Toll-free (716) 555-0121 · Mon–Fri 8am–6pm ET<br>resolutions@harborview-aa.com</div></div>
<div style="display:flex;justify-content:space-between;margin-top:26px">
<div>Keisha D. Morrison<br>410 W 49th St #4B<br>New York, NY 10019</div>
<div style="font-size:9pt">December 22, 2026<br><br>Reference No.: HVA-2291847</div></div>
<div class="box"><b>Re: Settlement offer — account in litigation</b><br>
Current creditor: Harborview Asset Acquisitions, LLC<br>Original creditor: Citibank, N.A.<br>Original account number: XXXX XXXX XXXX 7731<br>
Current balance due: <b>$3,640.88</b><br>Settlement amount offered: $1,456.35 (40% of balance) if received by January 29, 2027</div>
<p>Dear Keisha D. Morrison:</p>
<p>As you know, a lawsuit has been filed against you on this account, captioned <i>Harborview Asset Acquisitions, LLC v. Keisha D. Morrison</i>, in the Civil Court of the City of New York, County of New York, Index No. CV-011862-26/NY. Our attorneys in that action are Adler Quist LLP.</p>
<p>The current balance due is $3,640.88. To resolve the account and the lawsuit, we are willing to accept <b>$1,456.35</b> as payment in full if it is received on or before January 29, 2027. If we receive the settlement payment by that date, we will instruct our attorneys to file a stipulation of discontinuance and will report the account as settled. Court costs of $45.00 and statutory interest are waived under this offer only.</p>
<p>We are not obligated to renew this offer. You may also propose a payment plan: three monthly payments of $505.00 are acceptable.</p>
<p>Questions about the lawsuit should be directed to our attorneys: Jonathan Adler, Esq., Adler Quist LLP, 90 Broad Street, 14th Floor, New York, NY 10004, (212) 555-0163, jadler@adlerquist-law.com. Court filings: efile@adlerquist-law.com.</p>
<table style="width:100%;border:1px dashed #555;margin-top:12px;font-size:8.5pt"><tr><td style="padding:6px">
<b>PAYMENT COUPON</b> — detach and return<br>Reference No. HVA-2291847 &nbsp;·&nbsp; Acct. ending 7731<br>Amount enclosed: $__________ &nbsp; [ ] Settlement $1,456.35 &nbsp; [ ] Plan $505.00</td>
<td style="padding:6px">Make payable to:<br>Harborview Asset Acquisitions, LLC<br>P.O. Box 9140, Buffalo, NY 14202</td></tr></table>
<p style="font-size:7.8pt;margin-top:12px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. New York City Department of Consumer and Worker Protection License No. 2099187-DCA. Harborview Asset Acquisitions, LLC is not obligated to renew this offer. If you are represented by an attorney, please refer this letter to your attorney.</p>
"""
    return page(css, b)

# ---------------------------------------------------------------- 10 TX Spanish
def tx(d):
    css = """.page{font-family:'Liberation Sans Narrow','Nimbus Sans Narrow','Liberation Sans';font-stretch:condensed;font-size:11pt;padding:40px 58px;line-height:1.3}
.it td{padding:2px 6px;border-bottom:1px solid #bbb}
.sec{background:#e9e9e9;font-weight:bold;padding:2px 6px;margin-top:10px}
p{margin:5px 0}
"""
    b = """<table style="width:100%"><tr><td style="vertical-align:top">
<b style="font-size:14pt">Alamo Collection Services, Inc.</b><br>8918 Tesoro Dr, Suite 400<br>San Antonio, TX 78217<br>(210) 555-0181 · lunes a viernes, 8 a.m. a 5 p.m.<br>atencion@alamocollect-svc.com</td>
<td style="vertical-align:top;text-align:right">19 de diciembre de 2026<br>Número de referencia: ACS-55018-TX</td></tr></table>
<div style="margin-top:22px">Inés Ramírez Villarreal<br>5026 Vance Jackson Rd Apt 12<br>San Antonio, TX 78230</div>
<div style="text-align:center;font-size:15pt;font-weight:bold;margin:16px 0 4px">AVISO DE VALIDACIÓN DE DEUDA</div>
<p><b>Alamo Collection Services, Inc.</b> es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted debe a <b>Meridian Card Services, LLC</b>. Usaremos cualquier información que usted nos dé para ayudar a cobrar la deuda.</p>
<div class="sec">Nuestra información muestra:</div>
<p>Usted tuvo una tarjeta de crédito de <b>Synchrony Bank</b> (acreedor original) con el número de cuenta terminado en 3309.</p>
<table class="it" style="width:70%;margin:4px 0 4px 10px">
<tr><td>A partir del 31 de julio de 2026, usted debía:</td><td style="text-align:right">$1,190.00</td></tr>
<tr><td>Entre el 31 de julio de 2026 y hoy:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;Se le cobró esta cantidad en intereses:</td><td style="text-align:right">+ $94.57</td></tr>
<tr><td>&nbsp;&nbsp;Se le cobró esta cantidad en cargos:</td><td style="text-align:right">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;Usted pagó o se le acreditó esta cantidad:</td><td style="text-align:right">– $0.00</td></tr>
<tr><td><b>Total de lo que usted debe ahora:</b></td><td style="text-align:right"><b>$1,284.57</b></td></tr></table>
<div class="sec">¿Cómo puede usted disputar la deuda?</div>
<p>Llame o escriba a nosotros antes del <b>2 de febrero de 2027</b> para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta. Si nos escribe antes del 2 de febrero de 2027, debemos dejar de cobrar cualquier cantidad que usted dispute hasta que le enviemos información que muestre que usted debe la deuda.</p>
<div class="sec">¿Qué más puede hacer usted?</div>
<p>Escriba para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual. Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos según la ley federal. Comuníquese con la Oficina del Procurador General de Texas o la Comisión Bancaria en caso de quejas.</p>
<p style="font-size:9.5pt">No se ha presentado ninguna demanda en relación con esta cuenta. Esta empresa no es un bufete de abogados. Licencia/bono de Texas: Secretaría de Estado No. 20261187. Número de cuenta del cliente: MCS-7714-0932.</p>
<div style="border-top:2px dashed #000;margin-top:14px;padding-top:6px;font-size:10pt">
<b>Formulario para disputar la deuda</b> — Envíe este formulario a: Alamo Collection Services, Inc., 8918 Tesoro Dr, Suite 400, San Antonio, TX 78217<br>
Inés Ramírez Villarreal · 5026 Vance Jackson Rd Apt 12 · San Antonio, TX 78230 · Ref. ACS-55018-TX<br>
[ ] Quiero disputar la deuda porque creo que no la debo. &nbsp; [ ] Quiero saber el nombre y la dirección del acreedor original. &nbsp; [ ] Adjunto un pago de $________.</div>
"""
    return page(css, b)

LAYOUTS = {"01": ct, "02": orr, "03": ky, "04": al, "05": la, "06": nv, "07": nm, "08": ri, "09": ny, "10": tx}
