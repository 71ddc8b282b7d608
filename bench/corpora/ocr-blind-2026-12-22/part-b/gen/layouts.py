# HTML layouts for documents 11..20. Each function returns a full HTML page (816x1056 CSS px).

BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff;color:#111}
body{width:816px;height:1056px;overflow:hidden;position:relative;box-sizing:border-box}
p{margin:0 0 6px 0}
table{border-collapse:collapse}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}.u{text-decoration:underline}
%s
</style></head><body>%s</body></html>"""


def page(css, body):
    return BASE % (css, body)


# ---------------------------------------------------------------- 11 WA King County District Court
def d11():
    css = """body{font-family:'Liberation Serif';font-size:11pt;padding:46px 64px}
.hd{font-weight:bold;text-align:center;font-size:12pt;line-height:1.3}
.cap{display:grid;grid-template-columns:1fr 1fr;border:1.5px solid #000;margin-top:14px}
.cap>div{padding:10px 12px}.cap .L{border-right:1.5px solid #000}
.small{font-size:9pt}.t{font-size:13pt;font-weight:bold;letter-spacing:1px;margin:6px 0}
.sig{margin-top:10px;display:grid;grid-template-columns:1fr 1fr;gap:18px;font-size:10pt}
.box{border:1px solid #000;padding:6px 10px;margin:8px 0;font-size:10pt}
td{padding:1px 6px;font-size:10pt}"""
    body = """
<div class="small" style="display:flex;justify-content:space-between"><span>KCDC Form CIV-SUM (rev. 07/2025)</span><span>Our File No. ML-26-118842</span></div>
<div class="hd" style="margin-top:10px">IN THE DISTRICT COURT OF THE STATE OF WASHINGTON<br>IN AND FOR KING COUNTY</div>
<div class="c small">Burien Courthouse &middot; 1720 SW 150th Pl &middot; Burien, WA 98166 &middot; Civil Clerk: clerk@kcdc-civil.org</div>
<div class="cap">
 <div class="L">CASCADE HARBOR RECEIVABLES SPV I, LLC,<br><span class="small">a Delaware limited liability company,</span><br><br>
 <span style="padding-left:60px">Plaintiff,</span><br><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>
 HOLLOWAY, BRENNAN J.,<br><br><span style="padding-left:60px">Defendant.</span></div>
 <div><br>NO. <b>26CIV04173KCX</b><br><br><div class="t">SUMMONS</div>(20 days &mdash; personal service)<br><br>
 <span class="small">Original account no. ending 8830<br>Assigned from: Lakeview Retail Card Services</span></div>
</div>
<p style="margin-top:14px">TO THE DEFENDANT: <b>Brennan J. Holloway</b>, 4417 S. Othello St., Apt. 3C, Seattle, WA 98118</p>
<p>A lawsuit has been started against you in the above-entitled court by the Plaintiff. Plaintiff's claim is stated in the
written Complaint, a copy of which is served upon you with this Summons. Plaintiff seeks judgment on a credit account for the principal sum of
<b>$3,847.21</b>, together with prejudgment interest stated separately below and the statutory costs of this action.</p>
<table style="margin:6px 0 8px 30px">
<tr><td>Principal balance claimed</td><td class="r">$3,847.21</td></tr>
<tr><td>Prejudgment interest (12% per annum, stated separately)</td><td class="r">$412.66</td></tr>
<tr><td>Filing fee</td><td class="r">$43.00</td></tr>
<tr><td>Service of process fee</td><td class="r">$65.00</td></tr>
<tr><td class="b">Total with interest and costs</td><td class="r b">$4,367.87</td></tr></table>
<p>In order to defend against this lawsuit, you must respond to the Complaint by stating your defense in writing and by serving a copy upon
the undersigned attorney for the Plaintiff within 20 days after the service of this Summons, excluding the day of service, or a default judgment
may be entered against you without notice. A default judgment is one where the Plaintiff is entitled to what it asks for because you have not responded.</p>
<p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time.
This Summons is issued pursuant to Rule 4 of the Civil Rules for Courts of Limited Jurisdiction of the State of Washington.</p>
<div class="box">Plaintiff's address: Cascade Harbor Receivables SPV I, LLC, 2200 Westlake Ave N, Suite 610, Seattle, WA 98109 &middot; Ref. CHR-7715-0392</div>
<p>DATED this 14th day of December, 2026.</p>
<div class="sig">
 <div>MARROWSTONE LEGAL GROUP, PLLC<br><br>By: ______________________________<br>Teodora V. Lindqvist, WSBA #51872<br>Attorney for Plaintiff</div>
 <div>1201 Third Ave, Suite 2900<br>Seattle, WA 98101<br>Tel. (206) 555-0117<br>tlindqvist@marrowstonelegal.com<br>
 <span class="small">E-service: efile@marrowstonelegal.com &middot; Paralegal: jkurtz@marrowstonelegal.com</span></div>
</div>"""
    return page(css, body)


# ---------------------------------------------------------------- 12 WA Superior Court, pleading paper
def d12():
    css = """body{font-family:'Courier Prime';font-size:10.5pt;line-height:25.5px}
.nums{position:absolute;left:40px;top:72px;width:28px;text-align:right;color:#333;font-size:9.5pt}
.rule1{position:absolute;left:84px;top:0;bottom:0;border-left:1.5px solid #000}
.rule2{position:absolute;left:88px;top:0;bottom:0;border-left:1px solid #000}
.rule3{position:absolute;right:56px;top:0;bottom:0;border-left:1px solid #000}
.main{position:absolute;left:104px;right:74px;top:72px}
.cap{display:grid;grid-template-columns:56% 4% 40%}
.foot{position:absolute;left:104px;right:74px;bottom:22px;font-size:8pt;line-height:11px;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:4px}
p{margin:0;text-indent:48px}"""
    nums = "<br>".join(str(i) for i in range(1, 29))
    parens = "<br>".join([")"] * 9)
    body = f"""<div class="nums">{nums}</div><div class="rule1"></div><div class="rule2"></div><div class="rule3"></div>
<div class="main">
<div class="c"><br><br>IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON<br>IN AND FOR THE COUNTY OF PIERCE</div><br>
<div class="cap"><div>NORTHGATE PORTFOLIO RECOVERY, LLC,<br>as assignee of Summit Peak Bank, N.A.,<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>DARIUS K. OYELARAN and PRISCILLA M.<br>OYELARAN, and the marital community<br>composed thereof,<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.<br></div>
<div>{parens}</div>
<div>NO. 26-2-08831-1<br><br>COMPLAINT FOR MONEY<br>DUE ON ACCOUNT<br><br>(Clerk's Action Required)</div></div>
<p>Plaintiff alleges as follows:</p>
<p>1. Plaintiff is a limited liability company whose principal office is 900 Pacific Ave, Suite 1410, Tacoma, WA 98402, and is the assignee of the account described below.</p>
<p>2. Defendant Darius K. Oyelaran resides at 2210 N Proctor St, Unit 5, Tacoma, WA 98406, within Pierce County.</p>
<p>3. Defendants opened credit account no. xxxx-xxxx-xxxx-5127 with Summit Peak Bank, N.A. and failed to make the payments due.</p>
<p>4. There is now due and owing a principal balance of $9,214.50. Prejudgment interest at 12% is claimed separately in the amount of $1,106.00.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants for the principal sum of $9,214.50, interest of $1,106.00, reasonable attorney fees of $750.00, and costs, including the $240.00 filing fee.</p>
<br><div style="padding-left:290px">DATED December 9, 2026.<br>BRIGHTWATER KESSEL, P.S.<br>
/s/ Owen R. Takahashi<br>Owen R. Takahashi, WSBA No. 44719<br>otakahashi@brightwaterkessel.com<br>Attorneys for Plaintiff</div>
</div>
<div class="foot"><span>COMPLAINT FOR MONEY DUE - 1<br>Firm ref. BK-40917 &middot; paralegal2@brightwaterkessel.com</span>
<span style="text-align:right">BRIGHTWATER KESSEL, P.S.<br>1145 Broadway, Suite 800, Tacoma, WA 98402 &middot; (253) 555-0129</span></div>"""
    return page(css, body)


# ---------------------------------------------------------------- 13 OR small claims, handwriting fill-ins
def d13():
    css = """body{font-family:'Open Sans';font-size:9pt;padding:36px 48px}
.h{font-family:'Dancing Script';font-size:15pt;color:#1d2f7a;line-height:1}
.g{display:grid;border:1px solid #000;border-bottom:none}
.g>div{border-bottom:1px solid #000;border-right:1px solid #000;padding:3px 6px;min-height:38px}
.g>div:last-child{border-right:none}
.lbl{font-size:7pt;text-transform:uppercase;color:#222;display:block}
.sec{background:#222;color:#fff;font-weight:bold;padding:2px 6px;margin-top:10px;font-size:8.5pt}
.cb{display:inline-block;width:9px;height:9px;border:1px solid #000;margin-right:4px;vertical-align:middle}"""
    H = lambda s: f'<span class="h">{s}</span>'
    body = f"""
<div style="display:grid;grid-template-columns:1fr 190px;gap:12px">
<div class="c"><div style="font-weight:bold;font-size:11pt">IN THE CIRCUIT COURT OF THE STATE OF OREGON<br>FOR THE COUNTY OF LANE</div>
<div style="margin-top:4px;font-size:10pt;letter-spacing:2px">SMALL CLAIMS DEPARTMENT</div>
<div style="font-size:7.5pt">125 E 8th Ave Annex, Eugene, OR 97401 &middot; smallclaims.lane@ojd-filing.org</div></div>
<div style="border:2px solid #000;padding:4px 8px;font-size:8pt">FOR COURT USE<br>Case No. <b style="font-size:11pt">26SC14452</b><br>Filed: 12/03/2026<br>Fee paid: $56.00</div></div>
<div class="c" style="font-size:13pt;font-weight:bold;margin:8px 0">SMALL CLAIM AND NOTICE OF SMALL CLAIM</div>
<div class="sec">PLAINTIFF (person or business filing the claim) &mdash; Plaintiff is not represented by an attorney</div>
<div class="g" style="grid-template-columns:2fr 1.4fr 1fr">
<div><span class="lbl">Name</span>{H("Coburg Road Family Dental, LLC")}</div>
<div><span class="lbl">By (member / agent)</span>{H("Dr. Ingrid Saelens")}</div>
<div><span class="lbl">Phone</span>{H("(541) 555-0134")}</div></div>
<div class="g" style="grid-template-columns:2fr 1fr 1.4fr">
<div><span class="lbl">Street address</span>{H("2740 Coburg Rd, Ste 3")}</div>
<div><span class="lbl">City / State / ZIP</span>{H("Eugene OR 97408")}</div>
<div><span class="lbl">E-mail</span>{H("billing@coburgroaddental.com")}</div></div>
<div class="sec">DEFENDANT (person or business being sued)</div>
<div class="g" style="grid-template-columns:2fr 1fr 1fr">
<div><span class="lbl">Name</span>{H("Tobias R. Fenwick")}</div>
<div><span class="lbl">Phone</span>{H("(541) 555-0176")}</div>
<div><span class="lbl">Patient / acct. no.</span>{H("CRD-20931")}</div></div>
<div class="g" style="grid-template-columns:1.2fr 0.7fr 0.35fr 0.5fr">
<div><span class="lbl">Street address (include apt. no.)</span>{H("1875 Polk St, Apt 12")}</div>
<div><span class="lbl">City</span>{H("Eugene")}</div>
<div><span class="lbl">State</span>{H("OR")}</div>
<div><span class="lbl">ZIP</span>{H("97402")}</div></div>
<div class="sec">CLAIM</div>
<div class="g" style="grid-template-columns:1fr">
<div style="min-height:64px"><span class="lbl">Defendant owes plaintiff the amount of (principal only)</span>{H("$1,962.40")}
<span style="margin-left:18px">for</span> {H("unpaid dental services, crowns &amp; root canal, Feb&ndash;May 2026")}</div></div>
<div class="g" style="grid-template-columns:1fr 1fr 1fr">
<div><span class="lbl">Filing fee</span>{H("$56.00")}</div>
<div><span class="lbl">Service fee</span>{H("$40.00")}</div>
<div><span class="lbl">Total incl. fees</span>{H("$2,058.40")}</div></div>
<p style="margin-top:6px"><span class="cb"></span>Plaintiff has made a demand for payment &nbsp; <span class="cb" style="background:#1d2f7a"></span>Demand was made on {H("Oct 14, 2026")}
&nbsp; <span class="cb"></span>Claim is for a wage claim</p>
<p>I certify that the above claim is true and that I have tried to collect this claim before filing. &nbsp; Signature: {H("Ingrid Saelens")} &nbsp; Date: {H("12/02/26")}</p>
<div class="sec">NOTICE TO DEFENDANT &mdash; READ THESE PAPERS CAREFULLY</div>
<p style="font-size:8.5pt">You must, within 14 days after the date of service on you (not counting the day of service), either: (1) pay the claim and
the fees stated above to the plaintiff; (2) file a written request for a hearing with the clerk at the address above and pay the defendant's fee; or
(3) demand a jury trial. If you do nothing, a judgment may be entered against you for the amount claimed plus fees, costs and prevailing-party fees.
The plaintiff named above is appearing for itself and has no lawyer in this case.</p>
<div style="position:absolute;bottom:26px;left:48px;right:48px;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px">
<span>OJD Small Claims (SC-1) &middot; Lane County</span><span>Case No. 26SC14452</span><span>Page 1 of 1</span></div>"""
    return page(css, body)


# ---------------------------------------------------------------- 14 TN General Sessions civil warrant
def d14():
    css = """body{font-family:'Liberation Sans Narrow';font-size:10pt;padding:34px 50px}
.hl{text-align:center;font-weight:bold;line-height:1.25}
.grid{display:grid;grid-template-columns:repeat(6,1fr);border:1.5px solid #000;margin-top:8px}
.grid>div{border:0.5px solid #000;padding:3px 5px;min-height:34px}
.lb{display:block;font-size:7.5pt;color:#333;text-transform:uppercase}
.ban{border:2px solid #000;font-size:15pt;font-weight:bold;letter-spacing:4px;padding:4px 12px;display:inline-block}"""
    body = """
<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div style="font-size:8pt;width:220px">Rutherford County Judicial Building<br>1208 W Lytle St, Murfreesboro, TN 37130<br>Civil Clerk (615) 555-0152<br>gsclerk@rutherford-gs.org</div>
<div style="width:260px"><div class="hl" style="font-size:13pt">GENERAL SESSIONS COURT</div>
<div class="hl" style="font-size:11pt">RUTHERFORD COUNTY, TENNESSEE</div></div>
<div style="text-align:right;width:220px"><div class="ban">CIVIL WARRANT</div><div style="margin-top:4px">Docket No. <b style="font-size:12pt">26GC-4471</b></div></div></div>
<div class="grid">
<div style="grid-column:span 4"><span class="lb">Plaintiff</span>VOLUNTEER BRIDGE FUNDING, LLC, a Delaware limited liability company</div>
<div style="grid-column:span 2"><span class="lb">Plaintiff's address</span>500 Church St, Suite 900, Nashville, TN 37219</div>
<div style="grid-column:span 3"><span class="lb">Defendant (last, first)</span><b>ESCOBAR-LYNDE, ROSALIND</b></div>
<div style="grid-column:span 3"><span class="lb">Defendant's address for service</span>3318 Shady Maple Ct<br>Smyrna, TN 37167</div>
<div style="grid-column:span 2"><span class="lb">Account no.</span>VBF-88420317</div>
<div style="grid-column:span 2"><span class="lb">Original creditor</span>Stones River Consumer Bank</div>
<div style="grid-column:span 2"><span class="lb">Date issued</span>December 1, 2026</div>
</div>
<p style="margin-top:10px"><b>TO ANY LAWFULLY AUTHORIZED OFFICER TO SERVE PROCESS:</b> You are hereby commanded to summon the Defendant named above to
appear before the General Sessions Court of Rutherford County, Tennessee, at the Judicial Building, Courtroom 2A, on <b>January 12, 2027 at 9:00 A.M.</b>,
then and there to answer in a civil action brought by the Plaintiff.</p>
<div class="grid" style="grid-template-columns:3fr 1fr">
<div><span class="lb">Nature of claim</span>Suit on sworn account for breach of a consumer credit agreement. Sworn affidavit of account attached.</div>
<div><span class="lb">Principal (debt)</span><b style="font-size:12pt">$5,608.93</b></div>
<div>Pre-judgment interest at 10% (claimed separately)</div><div>$538.46</div>
<div>Attorney fees per contract</div><div>$1,000.00</div>
<div>Court costs deposited (filing &amp; service)</div><div>$211.50</div>
<div><b>Total demanded, including costs</b></div><div><b>$7,358.89</b></div></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:10px">
<div style="border:1px solid #000;padding:6px"><span class="lb">Attorney for Plaintiff</span>Caleb W. Dunmore, BPR #031774<br>HARPETH RIDGE LAW GROUP, PLLC<br>
214 Overlook Cir, Suite 150, Brentwood, TN 37027<br>(615) 555-0187 &middot; cdunmore@harpethridgelaw.com<br><span style="font-size:8pt">Filings: efile@harpethridgelaw.com</span></div>
<div style="border:1px solid #000;padding:6px"><span class="lb">Issued by</span>Clerk, General Sessions Court<br><br>By: ________________________ Deputy Clerk<br><br>Cost bond filed by Plaintiff's attorney</div></div>
<div style="border:1.5px solid #000;margin-top:12px;padding:6px">
<div class="c b">OFFICER'S RETURN</div>
<p>I hereby certify that I have served this Civil Warrant: &#9744; by delivering a copy to the Defendant personally &#9744; by leaving a copy at the dwelling
with a person of suitable age &#9744; not found in my county after diligent search.</p>
<p>Date of service: ______________ &nbsp;&nbsp; Officer: __________________________ &nbsp;&nbsp; Badge No. ______</p></div>
<p style="font-size:8pt;margin-top:8px">NOTICE: Tennessee law provides a ten thousand dollar ($10,000) personal property exemption from execution or seizure to satisfy a judgment.
If a judgment should be entered against you in this action and you wish to claim property as exempt, you must file a written list, under oath, of the items
you wish to claim as exempt with the clerk of the court. ADA: For assistance call (615) 555-0152.</p>
<div style="position:absolute;bottom:24px;left:50px;right:50px;font-size:7.5pt;display:flex;justify-content:space-between"><span>GS-CW-1 (rev. 2024)</span><span>Original &mdash; Court &middot; Copy &mdash; Defendant</span></div>"""
    return page(css, body)


# ---------------------------------------------------------------- 15 TN Circuit Court, two-column caption, footer
def d15():
    css = """body{font-family:'URW Bookman';font-size:9.5pt;padding:50px 70px;line-height:1.45}
.title{text-align:center;font-weight:bold;font-size:11pt}
.cap{display:grid;grid-template-columns:1fr 1fr;margin:14px 0;border-top:1px solid #000;border-bottom:1px solid #000}
.cap>div{padding:10px}.cap .L{border-right:1px solid #000}
p{text-align:justify}
.foot{position:absolute;left:70px;right:70px;bottom:26px;border-top:2px double #000;font-size:8pt;padding-top:3px;display:flex;justify-content:space-between}"""
    body = """
<div class="title">IN THE CIRCUIT COURT FOR KNOX COUNTY, TENNESSEE</div>
<div class="c" style="font-size:8pt">City County Building, 400 Main St Annex, Knoxville, TN 37902 &middot; circuitclerk@knoxcircuit-tn.org</div>
<div class="cap"><div class="L">MERIDIAN CONSUMER LOAN TRUST 2019-B,<br>by and through its servicer, Halvorsen Loan Servicing, LLC,<br>
<div style="text-align:right">Plaintiff,</div>v.<br>WENDELL A. PRICHARD JR.<br>and LACEY D. PRICHARD,<br><div style="text-align:right">Defendants.</div></div>
<div><b>Civil Action No. 2-417-26</b><br>Division II<br><br>Loan No. 2019B-0048817<br>Servicer ref. HLS-339021<br><br><b>JURY DEMANDED</b></div></div>
<div class="title" style="font-size:10.5pt">VERIFIED COMPLAINT ON PROMISSORY NOTE</div>
<p>Comes now the Plaintiff, Meridian Consumer Loan Trust 2019-B, and for its cause of action against the Defendants would respectfully show unto the Court as follows:</p>
<p>1. Plaintiff is a Delaware statutory trust whose servicer maintains an office at 8600 Tower Point Dr, Suite 300, Charlotte, NC 28227.</p>
<p>2. Defendant Wendell A. Prichard Jr. is a citizen and resident of Knox County, Tennessee, who may be served with process at 7719 Chapman Hwy, Apt 208, Knoxville, TN 37920.
Defendant Lacey D. Prichard is a co-signer on the note and may be served at 1930 Maryville Pike, Knoxville, TN 37920.</p>
<p>3. On or about June 2, 2021, Defendants executed a consumer installment note, later transferred into the Plaintiff trust. Defendants defaulted on the note on or about August 1, 2025.</p>
<p>4. After all just credits and offsets, the unpaid principal balance due on the note is <b>$27,942.18</b>. Contract interest accrued through the date of filing is
$3,118.40 and is stated separately. The note provides for reasonable attorney fees of up to one-third of the balance.</p>
<p>WHEREFORE, Plaintiff demands judgment against the Defendants, jointly and severally, for the principal sum of $27,942.18; accrued interest of $3,118.40;
attorney fees; and all costs of this cause, for which a cost bond of $500.00 is posted; for a total demand of $31,560.58 plus attorney fees; and for such other relief to which it may be entitled.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:14px">
<div style="font-size:8.5pt">STATE OF TENNESSEE )<br>COUNTY OF KNOX &nbsp;&nbsp;&nbsp;&nbsp;)<br>Sworn to and subscribed before me this 8th day of December, 2026.<br>______________________ Notary Public</div>
<div>Respectfully submitted,<br><b>TILLERY BOONE &amp; ASHCRAFT, P.C.</b><br><br>______________________________<br>Miriam E. Ashcraft (BPR #027418)<br>
606 W Main St, Suite 1800<br>Knoxville, TN 37902<br>(865) 555-0143<br>mashcraft@tilleryboone.com<br><span style="font-size:8pt">cc: docketing@tilleryboone.com</span><br>Counsel for Plaintiff</div></div>
<div class="foot"><span>Meridian Consumer Loan Trust 2019-B v. Prichard</span><span>Case No. 2-417-26</span><span>Page 1 of 1</span></div>"""
    return page(css, body)


# ---------------------------------------------------------------- 16 CO County Court, court-use-only box, stamp
def d16():
    css = """body{font-family:'Nimbus Sans';font-size:9.5pt;padding:40px 52px}
.box{display:grid;grid-template-columns:62% 38%;border:1.5px solid #000}
.box>div{border:0.75px solid #000;padding:6px 8px}
.cu{text-align:center;font-weight:bold}
.stamp{position:absolute;border:4px solid rgba(190,20,30,.75);color:rgba(190,20,30,.75);font-weight:bold;font-size:20pt;padding:4px 12px;transform:rotate(-14deg);letter-spacing:2px;text-align:center;line-height:1.05;font-family:'DejaVu Sans'}
table td{border:1px solid #000;padding:3px 8px}"""
    body = """
<div class="box">
<div>COUNTY COURT, EL PASO COUNTY, COLORADO<br>Court Address: 2419 E Pikes Peak Ave<br>Colorado Springs, CO 80909<br>Phone: (719) 555-0121</div>
<div rowspan="2" style="grid-row:span 2;display:flex;align-items:center;justify-content:center" class="cu">&#9650; COURT USE ONLY &#9650;</div>
<div>Plaintiff: ASPEN RIDGE CONSUMER FUNDING, INC., a Colorado corporation<br><br>v.<br><br>
Defendant: KOWALCZYK, ANNELIESE M.<br>6244 Sunbird Cliffs Ln, Apt 204, Colorado Springs, CO 80919</div>
<div>Attorney for Plaintiff:<br>Leland P. Voss, Atty. Reg. #48813<br>Granite Peak Recovery Law, LLC<br>1550 Wynkoop St, Suite 400, Denver, CO 80202<br>
Phone: (303) 555-0148 &nbsp; Fax: (303) 555-0149<br>E-mail: lvoss@granitepeaklaw.com<br>E-service: filings@granitepeaklaw.com</div>
<div>Case Number: <b>2026C031207</b><br><br>Division: &nbsp; Courtroom: S-404</div>
<div style="grid-column:span 2" class="cu">COMPLAINT (County Court Civil &mdash; C.R.C.P. 304)</div></div>
<p style="margin-top:12px">Plaintiff, Aspen Ridge Consumer Funding, Inc., through counsel, states its Complaint against Defendant as follows:</p>
<p>1. Plaintiff is a Colorado corporation with its principal place of business at 3900 E Mexico Ave, Suite 700, Denver, CO 80210.</p>
<p>2. Defendant resides in El Paso County, Colorado. Venue is proper under C.R.C.P. 398.</p>
<p>3. Defendant obtained a personal line of credit, account no. ARCF-55-10238, and failed to pay as agreed. The last payment was received on April 18, 2025.</p>
<p>4. The following sums are due:</p>
<table style="margin:4px 0 10px 20px">
<tr><td>Principal balance due</td><td class="r" style="width:120px"><b>$6,731.55</b></td></tr>
<tr><td>Interest at 8% per annum to date of filing (separate)</td><td class="r">$702.14</td></tr>
<tr><td>Filing fee</td><td class="r">$97.00</td></tr>
<tr><td>Service fee (estimated)</td><td class="r">$55.00</td></tr>
<tr><td><b>Total, including interest and costs</b></td><td class="r"><b>$7,585.69</b></td></tr></table>
<p>WHEREFORE, Plaintiff requests judgment against Defendant for the principal amount of $6,731.55, pre-judgment interest, post-judgment interest at the statutory
rate, costs of suit, and reasonable attorney fees pursuant to the agreement.</p>
<p>Plaintiff's address: 3900 E Mexico Ave, Suite 700, Denver, CO 80210. Reference no. AR-2026-7731.</p>
<div style="margin-top:18px;margin-left:360px">Respectfully submitted this 11th day of December, 2026.<br><br>GRANITE PEAK RECOVERY LAW, LLC<br><br>
/s/ Leland P. Voss<br>Leland P. Voss, #48813<br>Attorney for Plaintiff</div>
<p style="margin-top:20px;font-size:8pt">Clerk e-filing notices: efiling.elpaso@cocourts-notice.org &middot; This is a communication from a debt collector.</p>
<div class="stamp" style="left:420px;top:488px">FILED<br><span style="font-size:11pt">EL PASO COUNTY COURT<br>DEC 11 2026</span></div>
<div style="position:absolute;bottom:24px;left:52px;font-size:7.5pt">JDF-style complaint &middot; County Court Civil</div>"""
    return page(css, body)


# ---------------------------------------------------------------- 17 IN Marion County Small Claims, table of parties
def d17():
    css = """body{font-family:'C059';font-size:9.5pt;padding:42px 56px;line-height:1.35}
.pt{width:100%;margin:10px 0}.pt th,.pt td{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
.pt th{background:#ddd;font-size:8.5pt}
.hl{text-align:center;font-weight:bold}"""
    body = """
<div style="display:grid;grid-template-columns:1fr 1fr">
<div style="font-size:9pt">STATE OF INDIANA &nbsp;&nbsp;)<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;) SS:<br>COUNTY OF MARION )</div>
<div style="text-align:right">Cause No. <b>49K04-2612-SC-004218</b></div></div>
<div class="hl" style="font-size:12pt;margin-top:6px">MARION COUNTY SMALL CLAIMS COURT</div>
<div class="hl" style="font-size:10.5pt">LAWRENCE TOWNSHIP DIVISION</div>
<div class="c" style="font-size:8pt">8907 E 46th St Annex, Indianapolis, IN 46226 &middot; (317) 555-0106 &middot; lawrencesc@marion-smallclaims.org</div>
<div class="hl" style="font-size:13pt;margin:10px 0 0 0;letter-spacing:1px">NOTICE OF CLAIM</div>
<table class="pt">
<tr><th style="width:14%">Party</th><th style="width:36%">Name</th><th style="width:34%">Address</th><th>Phone / ID</th></tr>
<tr><td>Plaintiff</td><td>CROSSROADS AUTO FINANCE CORP., as assignee of Beacon Motors of Indianapolis, Inc.</td><td>6120 W 79th St, Suite 100<br>Indianapolis, IN 46278</td><td>(317) 555-0181</td></tr>
<tr><td>Defendant 1</td><td><b>DELACROIX, MARCUS T.</b></td><td>10415 Pendleton Pike, Apt. 6B<br>Indianapolis, IN 46236</td><td>Acct. CAF-771204</td></tr>
<tr><td>Defendant 2</td><td>VOGT, NADIA L. (co-buyer)</td><td>2281 N Post Rd<br>Indianapolis, IN 46219</td><td>&mdash;</td></tr>
<tr><td>Attorney</td><td>Grant H. Whitcomb, Atty. No. 33418-49<br>WHITCOMB &amp; FARRELL, LLP</td><td>320 N Meridian St, Suite 1100<br>Indianapolis, IN 46204</td><td>(317) 555-0192<br>gwhitcomb@whitcombfarrell.com</td></tr>
</table>
<p><b>NATURE OF CLAIM:</b> Deficiency balance owed on a retail installment contract for a 2019 sedan (VIN ending 40218), after repossession and sale. The vehicle was sold on
August 20, 2026; the sale proceeds were credited to the account.</p>
<table class="pt" style="width:60%">
<tr><td>Amount of claim (principal deficiency)</td><td class="r"><b>$4,120.00</b></td></tr>
<tr><td>Interest to filing (stated separately)</td><td class="r">$286.34</td></tr>
<tr><td>Filing fee</td><td class="r">$87.00</td></tr>
<tr><td>Service by sheriff</td><td class="r">$28.00</td></tr>
<tr><td><b>Total claimed with costs</b></td><td class="r"><b>$4,521.34</b></td></tr></table>
<p><b>TO THE DEFENDANT:</b> You are hereby notified that you have been sued by the person(s) named as plaintiff and you must appear at the trial at the
Lawrence Township Small Claims Court, 8907 E 46th St Annex, Indianapolis, on <b>January 19, 2027 at 1:30 p.m.</b> If you fail to appear, judgment by default
may be entered against you. You have the right to a jury trial; you must file a written request within ten (10) days after receiving this notice.</p>
<p>If you admit the claim but need time to pay, you may appear and ask the court to arrange a payment schedule. You may file a counterclaim before trial.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:12px">
<div>Issued: December 4, 2026<br>______________________________<br>Clerk, Marion County</div>
<div>______________________________<br>Grant H. Whitcomb, Atty. No. 33418-49<br>Attorney for Plaintiff<br><span style="font-size:8pt">Paralegal: tbaird@whitcombfarrell.com</span></div></div>
<div style="position:absolute;bottom:24px;left:56px;right:56px;font-size:7.5pt;display:flex;justify-content:space-between"><span>Form SC-NOC</span><span>Distribution: Court / Plaintiff / Defendant</span></div>"""
    return page(css, body)


# ---------------------------------------------------------------- 18 NJ Special Civil Part, letterhead above caption, watermark
def d18():
    css = """body{font-family:'EB Garamond';font-size:11.5pt;padding:38px 66px;line-height:1.3}
.lh{text-align:center;border-bottom:2px solid #000;padding-bottom:4px}
.cap{display:grid;grid-template-columns:1fr 16px 1fr;margin-top:10px;border-top:1px solid #000;border-bottom:1px solid #000;padding:6px 0}
.wm{position:absolute;left:150px;top:430px;font-size:110pt;color:rgba(40,80,160,.16);transform:rotate(-30deg);font-weight:bold;letter-spacing:14px;font-family:'DejaVu Serif'}
p{text-align:justify}"""
    colon = "<br>".join([":"] * 10)
    body = f"""
<div class="lh"><div style="font-size:8.5pt;letter-spacing:3px">LAW OFFICES OF</div>
<div style="font-size:17pt;letter-spacing:1px">HADLEY, PRESCOTT &amp; NWOSU, LLC</div>
<div style="font-size:9pt">1000 Haddonfield-Berlin Rd, Suite 300 &middot; Voorhees, NJ 08043 &middot; (856) 555-0139 &middot; ecourts@hadleyprescott.com</div></div>
<div style="font-size:10pt;margin-top:8px">Evelyn R. Castellano, Esq. (Attorney ID No. 019842011)<br>ecastellano@hadleyprescott.com<br>Attorneys for Plaintiff &middot; Our File No. HPN-26-55103</div>
<div class="cap"><div>PINEBARREN CAPITAL FUNDING, LLC, as assignee of Delaware Valley Federal Credit Union,<br>
<span style="padding-left:120px">Plaintiff,</span><br>v.<br>OLUWASEUN A. BRATHWAITE,<br><span style="padding-left:120px">Defendant.</span></div>
<div>{colon}</div>
<div>SUPERIOR COURT OF NEW JERSEY<br>LAW DIVISION, SPECIAL CIVIL PART<br>CAMDEN COUNTY<br>DOCKET NO. CAM-DC-004512-26<br><br>Civil Action<br><b>SUMMONS AND COMPLAINT</b></div></div>
<p style="margin-top:8px">Plaintiff, Pinebarren Capital Funding, LLC, having its principal place of business at 2 Penn Center Blvd, Suite 410, Philadelphia, PA 19102, by way of Complaint against the Defendant, says:</p>
<p>1. Defendant Oluwaseun A. Brathwaite resides at 407 Haddon Ave, Apt 2F, Collingswood, NJ 08108.</p>
<p>2. Defendant entered into a credit agreement with Delaware Valley Federal Credit Union, account ending 3306, and defaulted. The account was sold and assigned to Plaintiff.</p>
<p>3. There is due and owing from Defendant to Plaintiff the sum of <b>$2,977.64</b>, no part of which has been paid although duly demanded.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for $2,977.64, together with costs of suit (filing fee $50.00; mileage and service $18.00), for a total of $3,045.64.</p>
<p style="font-size:10pt;margin-top:8px"><b>TO THE DEFENDANT:</b> The plaintiff has filed a lawsuit against you in the Superior Court of New Jersey. If you dispute this claim and wish to
present a defense, you must file an answer with the Clerk of the Special Civil Part, Hall of Justice, 101 S 5th St Annex, Camden, NJ 08103, within 35 days from the date of service,
not counting the date you received it. (The clerk's e-mail for inquiries is camdenscp@njcourts-scp.org.) If you do not file an answer, the court may enter a default against you.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:12px;font-size:10.5pt">
<div>Dated: December 7, 2026<br><br>_________________________<br>Clerk of the Special Civil Part</div>
<div>HADLEY, PRESCOTT &amp; NWOSU, LLC<br>By: /s/ Evelyn R. Castellano<br>Evelyn R. Castellano, Esq.</div></div>
<div class="wm">COPY</div>
<div style="position:absolute;bottom:22px;left:66px;right:66px;font-size:8pt;display:flex;justify-content:space-between"><span>CN 10153 (Summons &amp; Complaint)</span><span>CAM-DC-004512-26</span></div>"""
    return page(css, body)


# ---------------------------------------------------------------- 19 law-firm letter: suit filed
def d19():
    css = """body{font-family:'Liberation Sans';font-size:10pt;line-height:1.4}
.side{position:absolute;left:0;top:0;bottom:0;width:190px;background:#eef1f4;padding:48px 18px;box-sizing:border-box;font-size:8pt;color:#223}
.main{position:absolute;left:222px;right:56px;top:48px}
.re{border-left:3px solid #223;padding-left:10px;margin:12px 0}
table td{padding:2px 8px 2px 0}"""
    body = """
<div class="side"><div style="font-size:13pt;font-weight:bold;line-height:1.2">OSTRANDER<br>KLINE<br>BELL, LLC</div><div style="margin-top:4px">Attorneys at Law</div><br>
250 Civic Center Dr<br>Suite 500<br>Columbus, OH 43215<br><br>Tel (614) 555-0158<br>Fax (614) 555-0159<br><br>
<b>Renata S. Ostrander</b><br>Ohio Reg. No. 0091847<br>rostrander@okb-law.com<br><br>Paralegal:<br>Megan Foy<br>mfoy@okb-law.com<br><br>
Payments:<br>pay@okb-law.com<br><br><br>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</div>
<div class="main">
<p>December 10, 2026</p><br>
<p>Jerome T. Baptiste<br>1562 Oakland Park Ave, Apt B<br>Columbus, OH 43224</p>
<div class="re"><b>Re:</b> Lakeshore Recovery Fund III, LP v. Jerome T. Baptiste<br>
Court: Franklin County Municipal Court<br>Case No.: 2026 CVF 041187<br>
Original creditor: Buckeye Outdoor Supply Credit Card &middot; Account ending 4471<br>Our file no.: OKB-0918832</div>
<p>Dear Mr. Baptiste:</p>
<p>This firm represents Lakeshore Recovery Fund III, LP, the current owner of the above account, which it purchased from the original creditor. Please be advised that
a lawsuit has been filed against you in the Franklin County Municipal Court under the case number shown above. You will be served with the summons and complaint
separately; this letter does not replace the summons, and you should read the court papers carefully.</p>
<p>As of the date of this letter, the balance owed on the account is:</p>
<table style="margin:4px 0 10px 14px">
<tr><td>Current balance due</td><td class="r"><b>$3,308.75</b></td></tr>
<tr><td>Court costs advanced by our client (not included above)</td><td class="r">$158.00</td></tr></table>
<p>If judgment is entered, the court may add court costs and post-judgment interest to the amount owed. We are willing to discuss a resolution before the hearing date.
To make a payment arrangement, call (614) 555-0158 and refer to our file number, or write to the paralegal assigned to your file.</p>
<p>At this time, no attorney with this firm has personally reviewed the particular circumstances of your account beyond what was required to prepare the complaint.</p>
<br><p>Very truly yours,</p><p>OSTRANDER KLINE BELL, LLC</p><br>
<p>Renata S. Ostrander, Esq.</p>
</div>"""
    return page(css, body)


# ---------------------------------------------------------------- 20 agency validation notice, rural route + PO box
def d20():
    css = """body{font-family:'DejaVu Sans';font-size:9pt;padding:40px 56px;line-height:1.35}
.mono{font-family:'Nimbus Mono PS';font-size:11pt;line-height:1.25}
.it td{border:1px solid #555;padding:3px 8px}
.hd{display:flex;justify-content:space-between;border-bottom:3px solid #2a5d3c;padding-bottom:6px}"""
    body = """
<div class="hd"><div><div style="font-size:15pt;font-weight:bold;color:#2a5d3c">Tri-Valley Account Resolution, Inc.</div>
<div>PO Box 1186, Bowling Green, KY 42102 &middot; (800) 555-0163 &middot; help@tvaccountresolution.com</div>
<div>Hours: Mon&ndash;Fri 8:00 a.m.&ndash;6:00 p.m. CT</div></div>
<div style="text-align:right">Notice date: December 2, 2026<br>Reference #: TVR-5520931<br>Account: xxxx-6619</div></div>
<div style="display:grid;grid-template-columns:1fr 1fr;margin-top:22px">
<div class="mono" style="padding-left:30px">#BWNFTDK<br>#TVR5520931#<br>LORETTA J. CAUDILL<br>RR 2<br>PO BOX 418<br>PIKEVILLE KY 41501-0418</div>
<div style="font-size:8.5pt;border:1px solid #999;padding:6px">Tri-Valley Account Resolution, Inc. is a debt collector. We are trying to collect a debt that you owe to
<b>Appalachian Heritage Receivables, LLC</b>. We will use any information you give us to help collect the debt.</div></div>
<div style="margin-top:16px;font-weight:bold;font-size:10.5pt">Our information shows:</div>
<p>You had an account with <b>Mountain Laurel Furniture Co.</b> (original creditor) with account number ending 6619. The debt is now owned by
Appalachian Heritage Receivables, LLC, 410 W Main St, Suite 3, Lexington, KY 40507.</p>
<table class="it" style="margin:6px 0 10px 0;width:70%">
<tr><td>As of March 31, 2026, you owed:</td><td class="r">$1,842.10</td></tr>
<tr><td>Between March 31, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $96.40</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $25.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $150.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$1,813.50</b></td></tr></table>
<div style="font-weight:bold;font-size:10.5pt">How can you dispute the debt?</div>
<p><b>Call or write to us by January 12, 2027 to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct.
If you write to us by January 12, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<div style="font-weight:bold;font-size:10.5pt">What else can you do?</div>
<p>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.
Contact us about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p>No lawsuit has been filed regarding this account.</p>
<div style="border-top:1px dashed #000;margin-top:14px;padding-top:8px;display:grid;grid-template-columns:1fr 1fr;gap:14px;font-size:8.5pt">
<div><b>Mail this form to:</b><br>Tri-Valley Account Resolution, Inc.<br>PO Box 1186<br>Bowling Green, KY 42102</div>
<div>How do you want to respond?<br>&#9744; I want to dispute the debt because I think: ____________<br>&#9744; I enclosed this amount: $__________<br>
Reference #: TVR-5520931<br>Loretta J. Caudill &middot; RR 2, PO Box 418, Pikeville KY 41501</div></div>"""
    return page(css, body)


LAYOUTS = {"11": d11, "12": d12, "13": d13, "14": d14, "15": d15, "16": d16, "17": d17, "18": d18, "19": d19, "20": d20}
