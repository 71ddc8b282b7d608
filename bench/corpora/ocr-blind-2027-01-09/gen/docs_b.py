from common import page
DOCS = []

# ---------------------------------------------------------------- 05 Utah
UT_CSS = """
.f td { border:1px solid #222; padding:3px 6px 5px; vertical-align:top; }
.lab { font-size:7.5pt; display:block; text-transform:uppercase; letter-spacing:0.4px; color:#222; }
.hw { font-family:'Z003', cursive; font-size:15pt; color:#1c2f8a; line-height:1.1; }
.box { display:inline-block; width:11px; height:11px; border:1px solid #000; vertical-align:middle; margin-right:4px; text-align:center; font-size:10pt; line-height:11px; }
"""
DOCS.append(dict(
 id="05", state="UT", kind="small claims affidavit and summons", layout="form with script-font handwritten fill-ins, blank case number",
 font="URW Gothic + Z003 (script fill-ins)",
 expected=dict(customer_name="Brynlee Ann Carver", plaintiff_name="Oquirrh Auto Finance, Inc.",
   law_firm_name="Lund & Okerlund, PC", lawyer_email="jlund@lundokerlund.com", lawsuit_state="UT",
   lawsuit_amount=2480.00, civil_number=None,
   court_name="West Valley City Justice Court",
   customer_street="4172 S Juniper Crest Dr", customer_city="West Valley City", customer_state="UT", customer_zip_code="84120",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=505, bg="fabric", keystone=0.04, rot=-0.6, fill=0.88, blur=0.8, noise=0.45, quality=74, cast="#e8ffd8", cast_pct=6, hand=False, dim=False),
 html=page("""
<table style="width:100%;margin-bottom:6px"><tr>
<td style="width:60%;vertical-align:top"><div class="b" style="font-size:13pt">WEST VALLEY CITY JUSTICE COURT</div>
<div style="font-size:9pt">3590 South 2700 West, West Valley City, Utah 84119 &middot; (801) 555-0131<br>Salt Lake County, State of Utah</div></td>
<td style="vertical-align:top"><table class="f" style="width:100%"><tr><td><span class="lab">Case Number (court use)</span>&nbsp;<br>&nbsp;</td></tr>
<tr><td><span class="lab">Judge</span>&nbsp;</td></tr></table></td></tr></table>
<div class="c b" style="font-size:14pt;margin:4px 0 6px">SMALL CLAIMS AFFIDAVIT AND SUMMONS</div>
<table class="f" style="width:100%;font-size:9.5pt">
<tr><td style="width:50%"><span class="lab">Plaintiff name</span><span class="hw">Oquirrh Auto Finance, Inc.</span></td>
<td><span class="lab">Defendant name</span><span class="hw">Brynlee Ann Carver</span></td></tr>
<tr><td><span class="lab">Plaintiff address</span><span class="hw">2275 W Bangerter Pkwy, Taylorsville, UT 84129</span></td>
<td><span class="lab">Defendant address</span><span class="hw">4172 S Juniper Crest Dr<br>West Valley City, UT 84120</span></td></tr>
<tr><td><span class="lab">Plaintiff phone / email</span><span class="hw">(801) 555-0158 &nbsp; collections@oquirrhauto.com</span></td>
<td><span class="lab">Defendant phone</span><span class="hw">(385) 555-0193</span></td></tr>
<tr><td colspan="2"><span class="lab">Attorney for plaintiff (if any) &mdash; name, Utah Bar No., firm, email</span>
<span class="hw">Jared T. Lund, Bar No. 14022, Lund &amp; Okerlund, PC, jlund@lundokerlund.com</span>
<span style="font-size:8.5pt">&nbsp;&nbsp; (firm e-filing: filings@lundokerlund.com)</span></td></tr>
</table>
<div style="font-size:9.5pt;margin-top:8px">
<p><b>AFFIDAVIT.</b> I state under criminal penalty under Utah Code Section 78B-18a-106 that the following is true:</p>
<table class="f" style="width:100%">
<tr><td style="width:62%"><span class="lab">1. The defendant owes me (amount, not counting fees)</span>
<span class="hw">$2,480.00 &nbsp; two thousand four hundred eighty dollars</span></td>
<td><span class="lab">Account no.</span><span class="hw">OAF-77120-4</span></td></tr>
<tr><td colspan="2"><span class="lab">2. The reason the defendant owes this amount</span>
<span class="hw">Deficiency balance after repossession and sale of 2017 Nissan Sentra, retail installment contract dated 05/14/2023</span></td></tr>
<tr><td><span class="lab">3. Filing fee (paid to court)</span><span class="hw">$100.00</span></td>
<td><span class="lab">Service fee</span><span class="hw">$35.00</span></td></tr>
<tr><td><span class="lab">Total with fees</span><span class="hw">$2,615.00</span></td>
<td><span class="lab">Date signed</span><span class="hw">01/05/2027</span></td></tr>
</table>
<p style="margin-top:6px"><span class="box">&#10003;</span>I have asked the defendant to pay this amount.
&nbsp; <span class="box">&#10003;</span>The claim is not more than $15,000 including attorney fees but excluding court costs and interest.</p>
<p>Signature of plaintiff or attorney: <span class="hw">Jared T. Lund</span></p>
</div>
<div style="border-top:2.5px solid #000;margin-top:8px;padding-top:6px;font-size:9.5pt">
<div class="b" style="font-size:12pt">SUMMONS &mdash; THE STATE OF UTAH TO THE DEFENDANT</div>
<p>You are summoned to appear at trial to answer the above claim. The trial will be held at the court address above:</p>
<table class="f" style="width:100%"><tr>
<td><span class="lab">Trial date</span><span class="hw">Wednesday, March 3, 2027</span></td>
<td><span class="lab">Time</span><span class="hw">1:30 p.m.</span></td>
<td><span class="lab">Courtroom</span><span class="hw">2</span></td></tr></table>
<p style="margin-top:6px">If you do not appear at trial, judgment may be entered against you for the amount claimed plus court costs.
If you have a claim against the plaintiff you may file a counter affidavit at least 15 days before trial.
Clerk: smallclaims@wvc-justicecourt.org</p>
<p>Clerk / Deputy: ______________________ &nbsp; Date issued: ___________</p>
</div>
""", "'URW Gothic', sans-serif", "9.5pt", UT_CSS, pad="44px 54px")))

# ---------------------------------------------------------------- 06 Idaho
ID_CSS = """
.foot { position:absolute; bottom:26px; left:70px; right:70px; border-top:1px solid #000; font-size:9pt; padding-top:3px; display:flex; justify-content:space-between; }
.lines { position:absolute; top:0; bottom:0; left:50px; border-left:1px solid #888; }
"""
DOCS.append(dict(
 id="06", state="ID", kind="summons", layout="attorney letterhead above caption, page footer repeating case number",
 font="P052",
 expected=dict(customer_name="Hollis Wade Brennan", plaintiff_name="Treasure Valley Credit Recovery, LLC",
   law_firm_name="Payette River Legal Group, PLLC", lawyer_email="nvoss@payetteriverlegal.com", lawsuit_state="ID",
   lawsuit_amount=4118.67, civil_number="CV01-26-00932",
   court_name="District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division",
   customer_street="9145 W Pebble Creek Dr", customer_city="Boise", customer_state="ID", customer_zip_code="83709",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=606, bg="desk", keystone=0.05, rot=1.7, fill=0.84, blur=0.7, noise=0.5, quality=72, cast="#ffe2a8", cast_pct=12, hand=False, dim=True),
 html=page("""
<div class="lines"></div>
<div style="font-size:10pt;line-height:1.25;margin-bottom:16px">
Nathaniel R. Voss, ISB No. 10482<br>
PAYETTE RIVER LEGAL GROUP, PLLC<br>
1200 W. Bannock Street, Suite 240<br>
Boise, Idaho 83702<br>
Telephone: (208) 555-0148<br>
Email: nvoss@payetteriverlegal.com<br>
iCourt service: docketing@payetteriverlegal.com<br>
<i>Attorneys for Plaintiff</i></div>
<div class="c b" style="font-size:11.5pt;line-height:1.3">IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE<br>STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA</div>
<div class="c b" style="font-size:11pt;margin:6px 0 12px">MAGISTRATE DIVISION</div>
<table style="width:100%;font-size:10.5pt;border-collapse:collapse"><tr>
<td style="width:56%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 10px 8px 0;vertical-align:top">
TREASURE VALLEY CREDIT RECOVERY, LLC, an Idaho limited liability company,<br>
<span style="padding-left:120px">Plaintiff,</span><br>vs.<br>
HOLLIS WADE BRENNAN, an individual,<br>
<span style="padding-left:120px">Defendant.</span></td>
<td style="padding:4px 0 8px 14px;vertical-align:top">Case No. <b>CV01-26-00932</b><br><br><b>SUMMONS</b><br><br>
Client ref. TVCR-20991<br>Fee category: A.A. ($0 &ndash; plaintiff)</td></tr></table>
<div style="font-size:10.5pt;margin-top:12px">
<p><b>NOTICE: YOU HAVE BEEN SUED BY THE ABOVE-NAMED PLAINTIFF. THE COURT MAY ENTER JUDGMENT AGAINST YOU WITHOUT
FURTHER NOTICE UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p>TO: HOLLIS WADE BRENNAN, 9145 W Pebble Creek Dr, Boise, ID 83709</p>
<p>You are hereby notified that in order to defend this lawsuit, an appropriate written response must be filed with
the above designated court within 21 days after service of this Summons on you. If you fail to so respond the court
may enter judgment against you as demanded by the Plaintiff in the Complaint, which seeks the principal sum of
<b>$4,118.67</b> on a consumer credit account, plus prejudgment interest of $389.12 (stated separately), court costs
and attorney fees under Idaho Code &sect; 12-120(1).</p>
<p>A copy of the Complaint is served with this Summons. If you wish to seek the advice or representation by an
attorney in this matter, you should do so promptly so that your written response, if any, may be filed in time and
other legal rights protected. An appropriate written response requires compliance with Rule 2.2(a) and other Idaho
Rules of Civil Procedure and shall also include: (1) the title and number of this case; (2) if your response is an
Answer to the Complaint, it must contain admissions or denials of the separate allegations of the Complaint and
other defenses you may claim; (3) your signature, mailing address and telephone number, or the signature, mailing
address and telephone number of your attorney; and (4) proof of mailing or delivery of a copy of your response to
Plaintiff's attorney, as designated above.</p>
<p>To determine whether you must pay a filing fee with your response, contact the Clerk of the above-named court at
Ada County Courthouse, 200 W. Front Street, Boise, Idaho 83702, (208) 555-0102.</p>
<p style="margin-top:14px">DATED: January 5, 2027 &nbsp;&nbsp;&nbsp;&nbsp; CLERK OF THE DISTRICT COURT<br>
<span style="padding-left:230px">By ___________________________ Deputy Clerk</span></p>
</div>
<div class="foot"><span>SUMMONS &ndash; 1</span><span>Case No. CV01-26-00932</span></div>
""", "'P052', serif", "10.5pt", ID_CSS, pad="48px 70px 48px 78px")))

# ---------------------------------------------------------------- 07 Nevada
NV_CSS = """
.pt td { border:1px solid #555; padding:5px 8px; vertical-align:top; }
.pt th { background:#ddd; border:1px solid #555; font-size:8pt; text-align:left; padding:3px 8px; }
.wm { position:absolute; left:300px; top:478px; transform-origin:0 50%; font-size:50pt; font-weight:bold; color:rgba(150,20,20,0.16);
  transform:rotate(-28deg); white-space:nowrap; letter-spacing:6px; }
"""
DOCS.append(dict(
 id="07", state="NV", kind="summons", layout="table of parties with role column, watermark across the amount",
 font="DejaVu Sans",
 expected=dict(customer_name="Marisol Espinoza-Reyes", plaintiff_name="Silver Sage Capital Trust, Series 2021-A",
   law_firm_name="Cardenas Whitlock Law Group, Ltd.", lawyer_email="scardenas@cwlawgroup.com", lawsuit_state="NV",
   lawsuit_amount=5932.18, civil_number="26C004417",
   court_name="Justice Court, Las Vegas Township, Clark County, Nevada",
   customer_street="5147 Desert Marigold Ct", customer_city="Las Vegas", customer_state="NV", customer_zip_code="89122",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=707, bg="wood", keystone=0.025, rot=-2.6, fill=0.9, blur=0.55, noise=0.3, quality=84, cast="#d8e8ff", cast_pct=5, hand=False, dim=False),
 html=page("""
<div class="c b" style="font-size:12pt">JUSTICE COURT, LAS VEGAS TOWNSHIP</div>
<div class="c b" style="font-size:11pt">CLARK COUNTY, NEVADA</div>
<div class="c" style="font-size:8.5pt;margin-bottom:8px">Regional Justice Center, 200 Lewis Avenue, Las Vegas, Nevada 89101 &middot; Civil/Small Claims (702) 555-0121</div>
<table style="width:100%;font-size:9.5pt;margin-bottom:6px"><tr><td>Case No.: <b style="font-size:12pt">26C004417</b> &nbsp;&nbsp; Dept. No.: 7</td>
<td class="r">Servicer loan no. RRP-5530-118 &nbsp; Ref. 0071-A</td></tr></table>
<table class="pt" style="width:100%;font-size:9.5pt">
<tr><th style="width:70%">Name and address</th><th>Role</th></tr>
<tr><td><b>SILVER SAGE CAPITAL TRUST, SERIES 2021-A</b>, by its servicer Red Rock Portfolio Services, LLC<br>
3960 Howard Hughes Pkwy, Suite 500, Las Vegas, NV 89169</td><td>Filing party</td></tr>
<tr><td class="c" colspan="2"><b>v.</b></td></tr>
<tr><td><b>MARISOL ESPINOZA-REYES</b><br>5147 Desert Marigold Ct, Las Vegas, NV 89122</td><td>Responding party 1</td></tr>
<tr><td><b>TREVOR LANE PAXTON</b><br>5147 Desert Marigold Ct, Las Vegas, NV 89122</td><td>Responding party 2</td></tr>
</table>
<div class="c b" style="font-size:15pt;margin:10px 0 4px;letter-spacing:2px">SUMMONS &ndash; CIVIL</div>
<div style="font-size:9.5pt">
<p><b>NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND
WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p>TO THE DEFENDANT(S): A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the
Complaint, which claims the principal balance of <b>$5,932.18</b> due on a personal installment loan, together with
contractual interest of $611.40 (stated separately), attorney fees of $750.00 and court costs of $141.00; total sought
$7,434.58.</p>
<p>1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day
of service, you must do the following: (a) file with the Clerk of this Court, whose address is shown above, a formal
written Answer to the Complaint in accordance with the rules of the Court, with the appropriate filing fee; and
(b) serve a copy of your Answer upon the attorney whose name and address is shown below.</p>
<p>2. Unless you respond, your default will be entered upon application of the Plaintiff, and this Court may enter a
judgment against you for the relief demanded in the Complaint, which could result in the taking of money or property
or other relief requested in the Complaint.</p>
<p>3. If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response
may be filed on time. Self-help: Civil Law Self-Help Center, (702) 555-0104.</p>
</div>
<table style="width:100%;margin-top:8px;font-size:9pt"><tr>
<td style="width:50%;vertical-align:top">Submitted by:<br><b>CARDENAS WHITLOCK LAW GROUP, LTD.</b><br>
Sofia L. Cardenas, Esq., Nevada Bar No. 13877<br>7455 W. Washington Ave., Suite 260<br>Las Vegas, NV 89128<br>
(702) 555-0167 &middot; scardenas@cwlawgroup.com<br>Paralegal: mtorres@cwlawgroup.com<br>Attorneys for Plaintiff</td>
<td style="vertical-align:top">CLERK OF THE COURT<br><br>By: ________________________<br>Deputy Clerk &nbsp;&nbsp; Date: 01/06/2027<br><br>
E-filing help: efilehelp@lvjc-civil.org</td></tr></table>
<div class="wm">ISSUED &middot; COPY</div>
""", "'DejaVu Sans', sans-serif", "9.5pt", NV_CSS)))

# ---------------------------------------------------------------- 08 Connecticut
CT_CSS = """
.cols { display:flex; gap:22px; }
.col { flex:1; }
.bx td { border:1px solid #000; padding:3px 6px; vertical-align:top; }
.lab { font-size:7pt; display:block; letter-spacing:0.3px; }
"""
DOCS.append(dict(
 id="08", state="CT", kind="notice of suit", layout="landscape-like two columns, notice of suit with answer date",
 font="DejaVu Serif Condensed",
 expected=dict(customer_name="Keisha Marie Donnelly", plaintiff_name="Riverbend Consumer Lending, Inc.",
   law_firm_name="Pellegrino & Shaw, LLC", lawyer_email="dpellegrino@pellegrinoshaw.com", lawsuit_state="CT",
   lawsuit_amount=3450.00, civil_number="HHD-SC26-6031874-S",
   court_name="State of Connecticut, Superior Court, Small Claims",
   customer_street="77 Maple Hollow Rd, Unit 4", customer_city="Wethersfield", customer_state="CT", customer_zip_code="06109",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=808, bg="fabric", keystone=0.065, rot=3.4, fill=0.78, blur=1.2, noise=0.5, quality=58, cast="#ffe8c8", cast_pct=9, hand=True, dim=False),
 html=page("""
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:8px">
<div><div class="b" style="font-size:11pt">STATE OF CONNECTICUT</div><div class="b" style="font-size:13pt">SUPERIOR COURT</div>
<div class="b" style="font-size:11pt">SMALL CLAIMS</div></div>
<div class="c b" style="font-size:14pt">SMALL CLAIMS WRIT<br>AND NOTICE OF SUIT</div>
<div style="font-size:8pt;text-align:right">JD-CV-40 (style)<br>C.G.S. &sect; 51-15, 51-348<br>P.B. &sect; 24-8</div></div>
<div class="cols">
<div class="col">
<table class="bx" style="width:100%">
<tr><td colspan="2"><span class="lab">SMALL CLAIMS AREA AT (Court address)</span>Centralized Small Claims, 80 Washington Street, Hartford, CT 06106</td></tr>
<tr><td style="width:55%"><span class="lab">DOCKET NUMBER</span><b style="font-size:11pt">HHD-SC26-6031874-S</b></td>
<td><span class="lab">ANSWER DATE</span><b>February 16, 2027</b></td></tr>
<tr><td colspan="2"><span class="lab">NAME AND ADDRESS OF PLAINTIFF</span>RIVERBEND CONSUMER LENDING, INC., a Connecticut corporation<br>
410 Asylum Street, Hartford, CT 06103</td></tr>
<tr><td colspan="2"><span class="lab">NAME AND ADDRESS OF DEFENDANT 1</span><b>KEISHA MARIE DONNELLY</b><br>77 Maple Hollow Rd, Unit 4<br>Wethersfield, CT 06109</td></tr>
<tr><td colspan="2"><span class="lab">NAME AND ADDRESS OF DEFENDANT 2</span>(none)</td></tr>
<tr><td colspan="2"><span class="lab">ATTORNEY / JURIS NUMBER / FIRM / E-MAIL</span>Dominic A. Pellegrino, Juris No. 438215<br>
PELLEGRINO &amp; SHAW, LLC<br>One Financial Plaza, 12th Floor, Hartford, CT 06103<br>(860) 555-0139<br>dpellegrino@pellegrinoshaw.com<br>
Intake: smallclaims@pellegrinoshaw.com</td></tr>
<tr><td><span class="lab">AMOUNT CLAIMED (exclusive of costs)</span><b>$3,450.00</b></td><td><span class="lab">LOAN / ACCOUNT NO.</span>RCL-0047-33190</td></tr>
<tr><td><span class="lab">ENTRY FEE</span>$95.00</td><td><span class="lab">MARSHAL / SERVICE FEE</span>$55.00</td></tr>
<tr><td colspan="2"><span class="lab">TOTAL INCLUDING COSTS</span>$3,600.00</td></tr>
</table>
<p style="margin-top:8px"><b>DESCRIPTION OF CLAIM.</b> Unpaid balance of a personal installment loan, note dated August 2, 2024,
in default since March 2026. Interest claimed at the contract rate from default is stated separately: $286.55.</p>
</div>
<div class="col">
<div class="b" style="font-size:10pt;margin-bottom:4px">NOTICE TO EACH DEFENDANT</div>
<p>1. You are being sued by the plaintiff named on this form for the amount and reason described.</p>
<p>2. To respond, you must file an Answer with the court on or before the <b>Answer Date</b> shown on this form,
February 16, 2027. You may file the Answer on paper at the Small Claims Area or electronically.</p>
<p>3. If you do not file an Answer by the Answer Date, the court may enter a default judgment against you for the
amount claimed plus costs, without a hearing.</p>
<p>4. If you admit the claim but want time to pay, say so on the Answer form and the court may order payments.</p>
<p>5. If you believe the plaintiff owes you money, you may file a counterclaim with your Answer.</p>
<p>6. The court will notify you of any hearing date by mail. Bring witnesses and papers to the hearing.</p>
<p>7. If you have questions, contact the clerk: (860) 555-0107 or centralsmallclaims@ctjud-sc.org. Court staff
cannot give legal advice.</p>
<table class="bx" style="width:100%;margin-top:10px">
<tr><td><span class="lab">SIGNED (Attorney / Clerk)</span><i>/s/ Dominic A. Pellegrino</i></td><td><span class="lab">DATE SIGNED</span>01/04/2027</td></tr>
<tr><td colspan="2"><span class="lab">RETURN OF SERVICE</span>Then and there I made due service of the within writ and notice by leaving
a true and attested copy with / at the usual place of abode of each defendant. &nbsp; State Marshal ____________</td></tr>
</table>
</div></div>
<div style="position:absolute;bottom:24px;left:50px;right:50px;font-size:8pt;border-top:1px solid #000;padding-top:2px">
Docket No. HHD-SC26-6031874-S &nbsp;&middot;&nbsp; Page 1 of 1 &nbsp;&middot;&nbsp; Original to court, copies to each defendant</div>
""", "'DejaVu Serif', serif; font-stretch:condensed", "9pt", CT_CSS, pad="40px 50px")))
