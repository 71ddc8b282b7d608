# HTML layouts, one function per document. Writes html/NN.html.
import os
BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;color:#111}
p{margin:0 0 7px 0} table{border-collapse:collapse}
%s</style></head><body><div class="page">%s</div></body></html>"""

def d01():
    css = """.page{font-family:'Liberation Serif';font-size:12pt;padding:40px 64px 40px 108px;line-height:1.32}
.ln{position:absolute;left:40px;top:150px;width:40px;text-align:right;font-size:9pt;color:#444;line-height:26.6px}
.rule{position:absolute;left:92px;top:0;bottom:0;border-left:2px double #777}
.lh{text-align:center;font-size:10pt;border-bottom:1px solid #000;padding-bottom:6px;margin-bottom:10px}
.ct{text-align:center;font-weight:bold;margin:6px 0 10px}
.cap{display:grid;grid-template-columns:290px 18px 1fr;margin-bottom:10px}
.paren{line-height:1.32}
.foot{position:absolute;bottom:22px;left:108px;right:64px;border-top:1px solid #000;font-size:9pt;display:flex;justify-content:space-between;padding-top:3px}"""
    ln = "<br>".join(str(i) for i in range(1, 29))
    body = f"""<div class="rule"></div><div class="ln">{ln}</div>
<div class="lh"><b>HARLOW &amp; PIKE, P.C.</b> &middot; Attorneys at Law<br>1420 SW Alder Street, Suite 610, Portland, OR 97205 &middot; (503) 555-0142<br>
Ref. No. HP-77120-OR &middot; Filing Fee Paid: $281.00</div>
<div class="ct">IN THE CIRCUIT COURT OF THE STATE OF OREGON<br>FOR THE COUNTY OF MULTNOMAH</div>
<div class="cap"><div>CASCADE RECOVERY FUND III, LLC, a Delaware limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>DALE R. WHITCOMB,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="paren">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
<div>Case No. 26CV41873<br><br><b>SUMMONS</b><br><br>(Money Claim: $3,482.17)<br>Account No. ending 4410</div></div>
<p>TO THE DEFENDANT: DALE R. WHITCOMB, 6318 SE Ramona Way Apt 12, Portland, OR 97206</p>
<p><b>NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</b> You must &ldquo;appear&rdquo; in this case or the other side will win automatically. To &ldquo;appear&rdquo; you must file with the court a legal document called a &ldquo;motion&rdquo; or &ldquo;answer.&rdquo; The &ldquo;motion&rdquo; or &ldquo;answer&rdquo; must be given to the court clerk or administrator within <b>30 days</b> of the date of first service shown on this summons, along with the required filing fee. It must be in proper form and have proof of service on the plaintiff&rsquo;s attorney or, if the plaintiff does not have an attorney, proof of service on the plaintiff.</p>
<p>The complaint seeks principal of $3,482.17, plus prejudgment interest of $406.22 stated separately, the filing fee of $281.00 and a prevailing party fee, for a total of $4,169.39.</p>
<p>If you have questions, you should see an attorney immediately. If you need help in finding an attorney, you may contact the Oregon State Bar&rsquo;s Lawyer Referral Service online at www.oregonstatebar.org or by calling (503) 555-0103.</p>
<p>Court: Multnomah County Courthouse, 1155 SW Fourth Avenue, Portland, OR 97204 (clerk: civil.clerk@example-courts.org)</p>
<p>DATED: December 14, 2026</p>
<p style="margin-left:300px">HARLOW &amp; PIKE, P.C.<br><br>/s/ Maren Harlow<br>Maren Harlow, OSB No. 084417<br>mharlow@harlowpike-law.com<br>Paralegal: tkeene@harlowpike-law.com<br>Of Attorneys for Plaintiff</p>
<div class="foot"><span>Page 1 &ndash; SUMMONS</span><span>Case No. 26CV41873</span></div>"""
    return css, body

def d02():
    css = """.page{font-family:'Liberation Sans';font-size:10pt;padding:44px 60px;line-height:1.35}
.atty{font-size:9pt;margin-bottom:16px}
.h{text-align:center;font-weight:bold;font-size:12pt;line-height:1.25}
.box{border:1.5px solid #000;display:grid;grid-template-columns:1fr 230px;margin:14px 0}
.box>div{padding:8px 10px}.box>div+div{border-left:1.5px solid #000}
.band{background:#111;color:#fff;text-align:center;font-weight:bold;font-size:13pt;letter-spacing:3px;padding:7px 0;margin:10px 0 12px}
.sm{font-size:8.5pt}"""
    body = """<div class="atty">BRANDT OKOYE COLLECTIONS LAW, LLP<br>Jonah Brandt, Esq., Nevada Bar No. 13872<br>3915 Sandhill Trace, Suite 500, Las Vegas, NV 89169<br>Tel. (702) 555-0167 &middot; jbrandt@bocl-law.com &middot; e-service: efile@bocl-law.com<br>Attorneys for Plaintiff</div>
<div class="h">JUSTICE COURT</div><div class="h">LAS VEGAS TOWNSHIP</div><div class="h">CLARK COUNTY, NEVADA</div>
<div class="box"><div>SILVER MESA RECEIVABLES TRUST 2019-B, by its servicer Desert Palm Servicing, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>TERESA OKAFOR, and DOES I through X,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
<div>Case No.: 26C018364<br>Dept. No.: 7<br><br>Acct. Ref.: SMR-0092-5518<br>Orig. Acct.: xxxx-xxxx-xxxx-3307</div></div>
<div class="band">SUMMONS &ndash; CIVIL</div>
<p><b>NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p>TO THE DEFENDANT(S): <b>TERESA OKAFOR</b>, 4871 Quail Hollow Dr Unit 2B, Las Vegas, NV 89121; also DERRICK OKAFOR, co-obligor, same address.</p>
<p>A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint: an unpaid account balance of <b>$2,716.40</b>, together with court costs ($74.00 filing fee, $55.00 service fee) and attorney&rsquo;s fees as allowed by law.</p>
<p>1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must do the following: (a) File with the Clerk of this Court, whose address is shown below, a formal written Answer to the Complaint in accordance with the rules of the Court, with the appropriate filing fee. (b) Serve a copy of your Answer upon the attorney whose name and address is shown above.</p>
<p>2. Unless you respond, your default will be entered upon application of the Plaintiff and this Court may enter a judgment against you for the relief demanded in the Complaint, which could result in the taking of money or property or other relief requested in the Complaint.</p>
<p>3. If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</p>
<p>Clerk of the Court: Regional Justice Center, 318 Lewis Commons Ave, Las Vegas, NV 89101 &middot; Clerk e-mail: civilclerk@example-ljc.org</p>
<div style="display:flex;justify-content:space-between;margin-top:20px"><div>Submitted by:<br>BRANDT OKOYE COLLECTIONS LAW, LLP<br><br>/s/ Jonah Brandt<br>Jonah Brandt, Esq.</div><div>CLERK OF THE COURT<br><br>By: ____________________<br>Deputy Clerk &nbsp;&nbsp; Date: 12/09/2026</div></div>
<p class="sm" style="margin-top:30px">SMR-0092-5518 / BOCL File 26-11472 &middot; This communication is from a debt collector.</p>"""
    return css, body

def d03():
    css = """.page{font-family:'DejaVu Sans Condensed';font-size:9.5pt;padding:40px 48px;line-height:1.3}
.g{display:grid;grid-template-columns:1fr 250px;border:1.4px solid #000}
.g>div{border-bottom:1px solid #000;padding:6px 8px}.g .r{border-left:1.4px solid #000}
.cuo{text-align:center;font-size:8.5pt;font-weight:bold;padding-top:30px!important}
.t{text-align:center;font-weight:bold;font-size:12pt;border:1.4px solid #000;border-top:0;padding:6px}
.small{font-size:7.5pt;color:#333}"""
    body = """<div class="g">
<div>County Court, Arapahoe County, Colorado<br>Court Address: 6200 S. Marlowe Ct., Centennial, CO 80112</div><div class="r cuo" style="grid-row:span 2">&#9650; COURT USE ONLY &#9650;</div>
<div>Plaintiff: FRONT RANGE CREDIT UNION, a Colorado credit union<br><br>v.<br><br>Defendant(s): BRIAN T. VASQUEZ-LUND and SHAWNA VASQUEZ-LUND</div>
<div>Attorney for Plaintiff:<br>Alicia Kessler, Atty. Reg. #41207<br>Kessler Maddox LLC<br>8101 E. Prentice Ave., Suite 300, Greenwood Village, CO 80111<br>Phone: (303) 555-0129 &nbsp; Fax: (303) 555-0130<br>E-mail: akessler@kesslermaddox.com &nbsp; Service: filings@kesslermaddox.com</div>
<div class="r">Case Number: 2026C031942<br><br>Division: &nbsp; Courtroom: 22<br><br>Our File: KM-26-5517</div>
</div>
<div class="t">SUMMONS IN CIVIL ACTION (COUNTY COURT)</div>
<p style="margin-top:12px">To the Defendant(s) named above: BRIAN T. VASQUEZ-LUND, 15622 E Crestridge Cir, Centennial, CO 80015</p>
<p>You are summoned to appear before this Court at the address above, in Courtroom 22, on the <b>return date of January 21, 2027 at 8:30 a.m.</b>, to answer the Complaint of the Plaintiff. You may file a written Answer on or before the return date instead of appearing.</p>
<p>The Plaintiff claims that you owe a principal balance of <b>$5,911.08</b> on Account No. 000-77-2183, plus accrued interest of $643.19 at the contract rate, court costs (filing fee $97.00; service $45.00) and reasonable attorney fees.</p>
<p>If you fail to appear or to file an Answer on or before the return date, judgment by default may be entered against you for the relief demanded in the Complaint. If you file an Answer you must pay the answer fee required by law at the time of filing.</p>
<p>If you plan to file an Answer, you may contact the Clerk of the Court at (303) 555-0177 or county.clerk@example-judicial.org for information on fees. This Summons is issued pursuant to C.R.C.P. 304.</p>
<table style="width:100%;margin-top:14px;border:1px solid #000"><tr><td style="border:1px solid #000;padding:6px;width:50%">Dated: December 11, 2026<br>Kessler Maddox LLC<br><br>/s/ Alicia Kessler<br>Alicia Kessler, #41207</td><td style="border:1px solid #000;padding:6px">Clerk of Court / Deputy Clerk<br><br>______________________________<br><span class="small">(Seal)</span></td></tr></table>
<p class="small" style="margin-top:16px">NOTE: Return date is the date and time to appear in court. Total demanded with costs and interest as of filing: $6,696.27.</p>
<p class="small" style="position:absolute;bottom:28px;left:48px">JDF 4(C) SUMMONS IN CIVIL ACTION (COUNTY COURT) &nbsp;&middot;&nbsp; Case 2026C031942 &nbsp;&middot;&nbsp; Page 1 of 1</p>"""
    return css, body

def d04():
    css = """@font-face{}
.page{font-family:'Courier Prime';font-size:10pt;padding:38px 46px;line-height:1.3}
.s{font-family:'Dancing Script';font-size:15pt;color:#1a2a7a;line-height:1}
table.f{width:100%}table.f td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lab{font-size:7.5pt;display:block}
.hd{display:flex;justify-content:space-between;align-items:flex-start}"""
    body = """<div class="hd"><div style="font-size:8pt">AOC-105 &nbsp; Doc. Code: CI<br>Rev. 1-26<br>Page 1 of 1</div>
<div style="text-align:center;font-weight:bold">COMMONWEALTH OF KENTUCKY<br>KENTON DISTRICT COURT<br><br>CIVIL SUMMONS</div>
<div style="font-size:8pt;text-align:right">KRS 23A.010<br>CR 4.02; CR Official Form 1</div></div>
<table class="f" style="margin-top:10px"><tr><td style="width:50%"><span class="lab">Case No.</span><span class="s">26-C-02291</span></td><td><span class="lab">Court</span>&#9746; District &nbsp; &#9744; Circuit</td></tr>
<tr><td><span class="lab">County</span><span class="s">Kenton</span></td><td><span class="lab">Division</span><span class="s">Civil / Small Claims: No</span></td></tr>
<tr><td colspan="2"><span class="lab">PLAINTIFF</span><span class="s">Bluegrass Lending Group, Inc.</span><br><span class="s" style="font-size:12pt">3300 Regency Park Dr., Lexington, KY 40517</span></td></tr>
<tr><td colspan="2" style="text-align:center">VS.</td></tr>
<tr><td colspan="2"><span class="lab">DEFENDANT</span><span class="s">HOLLINS, KEVIN JR.</span><br><span class="s" style="font-size:13pt">219 W 34th St</span><br><span class="s" style="font-size:13pt">Covington, KY 41015</span></td></tr></table>
<p style="margin-top:12px"><b>THE COMMONWEALTH OF KENTUCKY<br>TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p>You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</p>
<p>The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown below.</p>
<table class="f"><tr><td style="width:50%"><span class="lab">Amount claimed (principal)</span><span class="s">$1,873.55</span></td><td><span class="lab">Court costs advanced</span><span class="s">$163.00</span></td></tr>
<tr><td><span class="lab">Interest at 8% from 03/02/2026</span><span class="s">$118.40</span></td><td><span class="lab">Account / Loan No.</span><span class="s">BLG-440917</span></td></tr></table>
<table class="f" style="margin-top:10px"><tr><td style="width:50%"><span class="lab">Attorney for Plaintiff</span><span class="s">Stoddard &amp; Wren, PLLC</span><br>Lucinda Wren, KBA No. 92714<br>117 E. Garfield Row, Suite 900<br>Cincinnati, OH 45202<br>(513) 555-0188<br>lwren@stoddardwren.com<br>cc: docketing@stoddardwren.com</td>
<td><span class="lab">Date</span><span class="s">December 3, 2026</span><br><br><span class="lab">Clerk</span><span class="s">R. Thaler</span>, Clerk<br><br><span class="lab">By</span>_____________________ D.C.<br><br>Clerk's Office: 415 Scott Blvd., Covington, KY 41011</td></tr></table>
<table class="f" style="margin-top:10px"><tr><td><span class="lab">PROOF OF SERVICE</span>This Summons was served by delivering a true copy and the Complaint (or other initiating document) to: ______________________ this ____ day of __________, 2 ___ &nbsp; Served by: __________________ Title: ______</td></tr></table>"""
    return css, body

def d05():
    css = """.page{font-family:'URW Bookman';font-size:10pt;padding:42px 54px;line-height:1.33}
.h{text-align:center;font-weight:bold;font-size:11.5pt}
table.p{width:100%;margin:12px 0}table.p td{border:1px solid #000;padding:6px 8px;vertical-align:top}
.role{width:120px;font-size:8.5pt;text-transform:uppercase;letter-spacing:1px}
.v{text-align:center;font-weight:bold;border:0!important}
.amt td{padding:3px 8px}"""
    body = """<div class="h">IN THE MAGISTRATE COURT OF GWINNETT COUNTY</div><div class="h">STATE OF GEORGIA</div>
<div style="text-align:right;margin-top:8px">CIVIL ACTION FILE NO. <b>26-M-18342</b></div>
<table class="p"><tr><td class="role">Filed by (self-represented)</td><td><b>SWEETWATER FAMILY DENTAL, LLC</b><br>by Renee Castellanos, Office Manager, authorized agent<br>1460 Sugarloaf Pkwy, Suite 210, Lawrenceville, GA 30045<br>(770) 555-0114 &middot; billing@sweetwaterfamilydental.com</td></tr>
<tr><td class="v" colspan="2">v.</td></tr>
<tr><td class="role">Served on</td><td><b>LAKISHA M. DURANT</b><br>872 Harbins Crossing Ct<br>Lawrenceville, GA 30044<br>Home phone: (678) 555-0191</td></tr></table>
<div class="h" style="margin-top:6px">STATEMENT OF CLAIM</div>
<p>Plaintiff states that Defendant is indebted to Plaintiff for dental services rendered between February 10, 2025 and June 3, 2025 under patient account No. P-20117, which Defendant agreed to pay and has failed to pay after demand, as follows:</p>
<table class="amt" style="margin-left:40px"><tr><td>Principal due</td><td style="text-align:right">$1,940.00</td></tr><tr><td>Interest (separately stated)</td><td style="text-align:right">$212.40</td></tr><tr><td>Court costs</td><td style="text-align:right">$74.00</td></tr><tr><td><b>Total with costs</b></td><td style="text-align:right"><b>$2,226.40</b></td></tr></table>
<p style="margin-top:8px">Sworn to and subscribed before me this 8th day of December, 2026. &nbsp;&nbsp; <i>Renee Castellanos</i>, Plaintiff&rsquo;s agent &nbsp;&nbsp; _______________ Deputy Clerk / Notary</p>
<div class="h" style="margin-top:10px">SUMMONS</div>
<p>TO THE ABOVE-NAMED DEFENDANT: You are hereby required to file with the Clerk of the Magistrate Court, either in writing or orally, an answer to the above Statement of Claim <b>within thirty (30) days</b> after service of this Summons upon you. If you fail to answer, judgment by default will be entered against you. You may appear at the Court to answer at 92 Courthouse Loop, Lawrenceville, GA 30046 (clerk e-mail: magistrate.civil@example-gwinnett.org).</p>
<p>Your answer may be filed in writing or may be given orally to the Clerk. If you give an oral answer, the Clerk will reduce it to writing. You may bring any counterclaim you have against the Plaintiff.</p>
<p>This 8th day of December, 2026. &nbsp;&nbsp;&nbsp; ______________________________ Clerk / Deputy Clerk, Magistrate Court</p>
<p style="font-size:8pt;margin-top:18px;border-top:1px solid #000;padding-top:4px">Defendant&rsquo;s copy &middot; 26-M-18342 &middot; Filing fee paid $74.00 &middot; Sheriff service: Entry No. ______</p>"""
    return css, body

def d06():
    css = """.page{font-family:'Liberation Sans Narrow';font-size:9pt;padding:30px 34px;line-height:1.3}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:26px}
.col{border-top:3px solid #000;padding-top:6px}
.cap{display:grid;grid-template-columns:1fr 10px 1fr;font-size:9.5pt;margin-bottom:8px}
.t{text-align:center;font-weight:bold;font-size:11pt;margin:6px 0}
.foot{position:absolute;bottom:18px;left:34px;right:34px;font-size:8pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}"""
    cap = """<div class="cap"><div>STATE OF SOUTH CAROLINA<br><br>COUNTY OF RICHLAND</div><div>)<br>)<br>)</div><div>IN THE MAGISTRATE COURT<br>FOR RICHLAND COUNTY<br>Civil Action No. 2026CV4010200388</div></div>
<div class="cap"><div>Palmetto Installment Finance, LLC,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>Marcus L. Pettigrew,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div>)<br>)<br>)<br>)<br>)</div><div style="padding-top:14px"></div></div>"""
    body = f"""<div style="text-align:center;font-size:8pt;margin-bottom:8px">RUTLEDGE BARNWELL ATTORNEYS AT LAW, P.A. &middot; 1736 Senate Row, Suite 400, Columbia, SC 29201 &middot; (803) 555-0133</div>
<div class="cols"><div class="col">{cap}<div class="t">SUMMONS</div>
<p>TO THE DEFENDANT ABOVE NAMED: Marcus L. Pettigrew, 1147 Shadowood Rd Apt C, Columbia, SC 29223</p>
<p>YOU ARE HEREBY SUMMONED and required to answer the Complaint in this action, a copy of which is herewith served upon you, and to serve a copy of your Answer to the Complaint on the subscriber at the address shown below <b>within thirty (30) days</b> after service hereof, exclusive of the day of such service. Your Answer may be made in writing or orally before the Magistrate.</p>
<p>If you fail to answer the Complaint within the time aforesaid, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
<p>Magistrate&rsquo;s Office: Richland County Magistrate, 2288 Lorick Ave., Columbia, SC 29203 &middot; Tel. (803) 555-0151</p>
<p>Dated: December 10, 2026</p>
<p>RUTLEDGE BARNWELL ATTORNEYS AT LAW, P.A.<br>s/ Claire Barnwell<br>Claire Barnwell, SC Bar No. 102288<br>Post Office Box 11890, Columbia, SC 29211<br>cbarnwell@rutledgebarnwell.com<br>Intake: collections@rutledgebarnwell.com<br>Attorneys for Plaintiff</p>
<p>Our File No. RB-61904 &middot; Loan No. PIF-0038815</p></div>
<div class="col">{cap}<div class="t">COMPLAINT</div>
<p>Plaintiff, complaining of the Defendant, would respectfully show:</p>
<p>1. Plaintiff is a limited liability company organized under the laws of South Carolina and doing business in Richland County.</p>
<p>2. Defendant is a citizen and resident of the County of Richland, State of South Carolina; co-maker Tanya Pettigrew has been discharged in bankruptcy and is not named.</p>
<p>3. On or about April 19, 2024, Defendant executed a consumer installment note (Loan No. PIF-0038815) in favor of Plaintiff.</p>
<p>4. Defendant defaulted in payment, and after all just credits there remains a principal balance due of <b>$2,264.90</b>.</p>
<p>5. The note provides for interest, which as of the date of this Complaint totals $318.75, and for reasonable attorney&rsquo;s fees of $339.73 (15% of principal).</p>
<p>6. Plaintiff has paid the magistrate filing fee of $80.00 and service costs of $10.00.</p>
<p>WHEREFORE, Plaintiff prays for judgment against the Defendant for the principal sum of $2,264.90, interest, attorney&rsquo;s fees and the costs of this action, in the total amount of $3,013.38, and for such other relief as the Court deems just.</p>
<p>s/ Claire Barnwell, Attorney for Plaintiff</p></div></div>
<div class="foot"><span>Summons and Complaint &ndash; Magistrate Court</span><span>2026CV4010200388</span></div>"""
    return css, body

def d07():
    css = """.page{font-family:'C059';font-size:10.5pt;padding:40px 58px;line-height:1.32}
.atty{font-size:9.5pt;margin-bottom:12px}
.cap{display:grid;grid-template-columns:1fr 1fr;border-top:1px solid #000;border-bottom:1px solid #000;margin:8px 0 10px}
.cap>div{padding:8px}.cap>div+div{border-left:1px solid #000}
.stamp{position:absolute;left:262px;top:436px;transform:rotate(-14deg);border:3px solid rgba(170,20,20,.75);color:rgba(170,20,20,.75);font-family:'Liberation Sans';font-weight:bold;font-size:15pt;padding:4px 12px;text-align:center;line-height:1.1}"""
    body = """<div class="atty">FELDMAN OSTROW &amp; KATZ, LLC<br>Rachel Ostrow, Esq. &ndash; Attorney ID No. 041872009<br>27 Essex Crossing, Suite 318, Hackensack, NJ 07601<br>(201) 555-0176 &middot; rostrow@fok-law.com &middot; efiling@fok-law.com<br>Attorneys for Plaintiff &middot; Our File: FOK-26-3391</div>
<div class="cap"><div>MERIDIAN RECEIVABLES SPV I, LLC as assignee of Garden State Bank, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff(s),<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>ANTHONY J. MARESCA,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant(s).</div>
<div style="text-align:center">SUPERIOR COURT OF NEW JERSEY<br>LAW DIVISION, SPECIAL CIVIL PART<br>BERGEN COUNTY<br><br>Docket No. DC-004518-26<br><br>CIVIL ACTION<br><b>SUMMONS</b></div></div>
<p>From The State of New Jersey, To The Above Named Defendant: ANTHONY J. MARESCA, 58 Lakeview Ter Apt 3, Hackensack, NJ 07601</p>
<p>The plaintiff, named above, has filed a lawsuit against you in the Superior Court of New Jersey. The complaint attached to this summons states the basis for this lawsuit. If you dispute this complaint, you or your attorney must file a written answer or motion and proof of service with the deputy clerk of the Special Civil Part in the county listed above <b>within 35 days</b> from the date you received this summons, not counting the date you received it.</p>
<table style="margin:8px 0 10px 30px"><tr><td style="padding:2px 14px 2px 0">Demand for principal amount</td><td style="text-align:right">$4,127.63</td></tr><tr><td style="padding:2px 14px 2px 0">Filing fee</td><td style="text-align:right">$58.00</td></tr><tr><td style="padding:2px 14px 2px 0">Service fee</td><td style="text-align:right">$14.00</td></tr><tr><td style="padding:2px 14px 2px 0">Attorney&rsquo;s fees</td><td style="text-align:right">$0.00</td></tr><tr><td style="padding:2px 14px 2px 0"><b>Total</b></td><td style="text-align:right"><b>$4,199.63</b></td></tr></table>
<div class="stamp">RECEIVED<br>DEC 15 2026<br>SCP BERGEN</div>
<p>If you do not file and serve an answer or motion within 35 days, the court may enter a judgment against you for the relief plaintiff demands plus interest and costs of suit. If judgment is entered against you, a Special Civil Part Officer may seize your money, wages or personal property to pay all or part of the judgment.</p>
<p>If you cannot afford an attorney, you may call the Legal Services office in the county where you live or the Legal Services of New Jersey Statewide Toll-Free Hotline at (888) 555-0199. If you do not have an attorney and are not eligible for free legal assistance you may obtain a referral to an attorney by calling one of the Lawyer Referral Services.</p>
<p>Special Civil Part, Bergen County Justice Center, 44 Court Plaza North, Room 430, Hackensack, NJ 07601 &middot; (201) 555-0109</p>
<p>Dated: December 15, 2026 &nbsp;&nbsp;&nbsp;&nbsp; <i>/s/ Dolores K. Whitfield</i>, Clerk of the Superior Court</p>
<p>Also named: LORRAINE MARESCA (co-defendant). Original account no. GSB-5512-0088.</p>
<p style="position:absolute;bottom:24px;left:58px;right:58px;font-size:8pt;text-align:center;border-top:1px solid #000;padding-top:3px">DC-004518-26 &middot; Revised 11/2026, CN 10153-English</p>"""
    return css, body

def d08():
    css = """.page{font-family:'DejaVu Serif';font-size:10pt;padding:44px 60px;line-height:1.36}
.cap{display:grid;grid-template-columns:1fr 1fr;font-weight:bold;margin-bottom:14px}
.r{text-align:right}
.parties{display:grid;grid-template-columns:1fr 1fr;border-top:2px solid #000;border-bottom:2px solid #000;padding:8px 0;margin-bottom:12px}
ol{margin:0 0 6px 0;padding-left:22px}li{margin-bottom:5px}"""
    body = """<div class="cap"><div>STATE OF MINNESOTA<br><br>COUNTY OF DAKOTA</div><div class="r">DISTRICT COURT<br>FIRST JUDICIAL DISTRICT<br>Case Type: Consumer Credit Contract<br>Court File No.: ____________________</div></div>
<div class="parties"><div>North Star Servicing Corp., as successor in interest to Lakeland Bank Card Services,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>Gretchen A. Lindqvist and Paul E. Lindqvist,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div><div style="text-align:center;padding-top:34px;font-weight:bold;font-size:13pt">SUMMONS</div></div>
<p><b>THIS SUMMONS IS DIRECTED TO</b> Gretchen A. Lindqvist, 3904 Kenwood Ln, Eagan, MN 55123.</p>
<ol><li><b>YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff&rsquo;s Complaint against you is attached to this Summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this Summons.</li>
<li><b>YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this Summons a written response called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed this Summons located at: Halvorsen Dahl, P.A., 812 Nicollet Landing, Suite 1650, Minneapolis, MN 55402.</li>
<li><b>YOU MUST RESPOND TO EACH CLAIM.</b> The Answer is your written response to the Plaintiff&rsquo;s Complaint. The Complaint seeks a principal balance of $6,308.44 on account ending 7719, plus contractual interest of $512.06 and statutory costs and disbursements of $385.00 (total $7,205.50).</li>
<li><b>YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</b> If you do not Answer within 21 days, you will lose this case. You will not get to tell your side of the story, and the Court may decide against you and award the Plaintiff everything asked for in the Complaint.</li>
<li><b>LEGAL ASSISTANCE.</b> You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information about places where you can get legal assistance. Dakota County Judicial Center, 1740 Vermillion Court Rd, Hastings, MN 55033.</li>
<li><b>ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an alternative dispute resolution process under Rule 114 of the Minnesota General Rules of Practice.</li></ol>
<div style="display:flex;justify-content:space-between;margin-top:10px"><div>Dated: December 7, 2026</div><div>HALVORSEN DAHL, P.A.<br><br>By: <i>/s/ Karin Halvorsen</i><br>Karin Halvorsen (#0398214)<br>khalvorsen@halvorsendahl.com<br>Service: eservice@halvorsendahl.com<br>(612) 555-0158<br>ATTORNEYS FOR PLAINTIFF</div></div>
<p style="font-size:8pt;margin-top:12px">HD File No. 26-40877 &middot; This communication is from a debt collector attempting to collect a debt.</p>"""
    return css, body

def d09():
    css = """.page{font-family:'Nimbus Sans';font-size:9.5pt;padding:40px 50px;line-height:1.3}
.top{display:grid;grid-template-columns:1fr 1fr;gap:20px}
.box{border:1.5px solid #000;padding:7px 9px;margin-top:8px}
.it td{padding:2px 6px}.it td:last-child{text-align:right}
.it tr.tot td{border-top:1.5px solid #000;font-weight:bold}
h3{font-size:11pt;margin:0 0 4px 0}
.two{display:grid;grid-template-columns:1.15fr 1fr;gap:14px}
.tear{border-top:1.5px dashed #000;margin-top:12px;padding-top:6px}"""
    body = """<div class="top"><div><b>Ridgeline Asset Acquisitions II, LLC</b><br>PO Box 4410, Dept. 22<br>Wilmington, DE 19803<br>(302) 555-0121, Mon&ndash;Fri 8&ndash;6 ET<br>www.example-ridgeline.com<br><br>
Roberta J. Skaggs<br>RR 1 Box 47B<br>Philippi, WV 26416</div>
<div style="font-size:9pt">Reference: RAA-3318-207<br>Notice date: December 4, 2026<br><br><b>Ridgeline Asset Acquisitions II, LLC is a debt collector.</b> We are trying to collect a debt that you owe to <b>Ridgeline Asset Acquisitions II, LLC</b>. We will use any information you give us to help collect the debt.</div></div>
<div class="box"><h3>Our information shows:</h3>You had a Mountain Outdoor Visa credit card from Allegheny Savings Bank with account number ending in 6642.<br>
<table class="it" style="width:100%;margin-top:4px"><tr><td>As of August 31, 2025, you owed:</td><td>$1,211.48</td></tr>
<tr><td>Between August 31, 2025 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td>+ $170.24</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td>+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td>&ndash; $25.00</td></tr>
<tr class="tot"><td>Total amount of the debt now:</td><td>$1,356.72</td></tr></table></div>
<div class="two"><div class="box"><h3>How can you dispute the debt?</h3>
&bull; <b>Call or write to us by January 13, 2027, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct.<br>
&bull; <b>If you write to us by January 13, 2027</b>, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents. We accept disputes electronically at disputes@example-ridgeline.com.</div>
<div class="box"><h3>What else can you do?</h3>
&bull; <b>Write to ask for the name and address of the original creditor, if different from the current creditor.</b> If you write by January 13, 2027, we must stop collection until we send you that information.<br>
&bull; <b>Go to www.cfpb.gov/debt-collection</b> to learn more about your rights under federal law.<br>
&bull; <b>Contact us about your payment options.</b><br>&bull; P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</div></div>
<div class="tear"><b>Mail this form to:</b> Ridgeline Asset Acquisitions II, LLC, PO Box 4410, Dept. 22, Wilmington, DE 19803<br>
<div class="two" style="margin-top:6px"><div><b>How do you want to respond?</b><br>Check all that apply:<br>I want to dispute the debt because I think:<br>&#9744; This is not my debt.<br>&#9744; The amount is wrong.<br>&#9744; Other (please describe on reverse or attach additional information).<br>&#9744; I want you to send me the name and address of the original creditor.<br>&#9744; I enclosed this amount: $ ________</div>
<div>Roberta J. Skaggs<br>RR 1 Box 47B<br>Philippi, WV 26416<br><br>Reference: RAA-3318-207<br><br>Make your check payable to Ridgeline Asset Acquisitions II, LLC. Include the reference number RAA-3318-207.<br><br>&#9744; Quiero este formulario en espa&ntilde;ol.</div></div></div>"""
    return css, body

def d10():
    css = """.page{font-family:'P052';font-size:11pt;padding:46px 70px;line-height:1.38}
.lh{text-align:center;border-bottom:2px solid #333;padding-bottom:8px;margin-bottom:16px}
.lh b{font-size:16pt;letter-spacing:1px}
.ref{margin:14px 0;border-left:3px solid #555;padding-left:10px;font-size:10.5pt}"""
    body = """<div class="lh"><b>QUINTERO LOWELL &amp; ASOCIADOS, P.A.</b><br><span style="font-size:9.5pt">Abogados &middot; 9145 Bayshore Terrace, Suite 1500, Miami, FL 33156 &middot; Tel. (305) 555-0183 &middot; recepcion@qlalegal.com</span></div>
<p>Miami, 16 de diciembre de 2026</p>
<p>Sr. José Luis Ortega y Varela<br>2750 SW 87th Ave Apt 304<br>Miami, FL 33165</p>
<div class="ref">Ref.: Demanda presentada &ndash; Bayfront Credit Recovery, LLC, como cesionaria de Banco Cítrico de Florida, contra José Luis Ortega y Varela y María Ortega<br>
Tribunal: County Court in and for Miami-Dade County, Florida<br>
Número de caso: 2026-041873-CC-23<br>
Nuestro expediente: QLA-88120 &middot; Cuenta original terminada en 9051</div>
<p>Estimado Sr. Ortega y Varela:</p>
<p>Este despacho representa a <b>Bayfront Credit Recovery, LLC</b>, actual acreedora de la cuenta arriba indicada. Le informamos que el 9 de diciembre de 2026 se presentó una demanda en su contra ante el Tribunal del Condado de Miami-Dade (County Court in and for Miami-Dade County, Florida), bajo el número de caso indicado arriba. Próximamente recibirá la citación oficial (summons) por medio de un notificador.</p>
<p>Según nuestros registros, el saldo que se le reclama actualmente es de <b>$3,095.26</b>. Este importe no incluye las costas judiciales de $300.00 ni los honorarios de notificación de $40.00, que el tribunal podrá añadir si se dicta sentencia.</p>
<p>Usted tiene derecho a contestar la demanda dentro del plazo que indique la citación. Si desea llegar a un acuerdo de pago antes de la audiencia, comuníquese con nuestra oficina. Puede llamar a nuestra asistente legal, Sra. Lucía Benítez (lbenitez@qlalegal.com), de lunes a viernes de 9:00 a.m. a 5:00 p.m.</p>
<p>Este despacho es un cobrador de deudas. Esta comunicación es un intento de cobrar una deuda y cualquier información obtenida será utilizada con ese fin.</p>
<p style="margin-top:18px">Atentamente,</p>
<p><i>Alejandra Quintero</i><br>Alejandra Quintero, Esq.<br>Florida Bar No. 1048273<br>aquintero@qlalegal.com<br>QUINTERO LOWELL &amp; ASOCIADOS, P.A.</p>
<p style="position:absolute;bottom:26px;left:70px;right:70px;font-size:8.5pt;text-align:center;border-top:1px solid #999;padding-top:4px">Caso 2026-041873-CC-23 &middot; Secretaría del tribunal: 61 W. Riverside Plaza, Miami, FL 33130 &middot; Presentación electrónica: efile@qlalegal.com</p>"""
    return css, body

FUNCS = {f"{i:02d}": globals()[f"d{i:02d}"] for i in range(1, 11)}
if __name__ == "__main__":
    os.makedirs("html", exist_ok=True)
    for k, f in FUNCS.items():
        css, body = f()
        open(f"html/{k}.html", "w").write(BASE % (css, body))
    print("wrote", len(FUNCS))
