"""Document data, truth and HTML layouts for the blind corpus ocr-2027-01-05.
Every person, firm, plaintiff, street address, phone, e-mail and case number is invented.
Court names are real courts; city/ZIP pairs are real."""

BASE_CSS = """
@page { size: 816px 1056px; margin: 0 }
html, body { margin: 0; padding: 0; width: 816px; height: 1056px; overflow: hidden; background: #fff; color: #111; }
* { box-sizing: border-box; }
.page { position: relative; width: 816px; height: 1056px; overflow: hidden; }
p { margin: 0 0 6px 0; }
"""


U = 'file:///usr/share/fonts/opentype/urw-base35/'
FACES = {'Nimbus Sans Narrow': ('NimbusSansNarrow-Regular', 'NimbusSansNarrow-Bold', 'NimbusSansNarrow-Oblique'),
         'P052': ('P052-Roman', 'P052-Bold', 'P052-Italic'), 'C059': ('C059-Roman', 'C059-Bold', 'C059-Italic'),
         'URW Bookman': ('URWBookman-Light', 'URWBookman-Demi', 'URWBookman-LightItalic')}
FONTFACE = ''.join(
    f"@font-face {{ font-family: '{fam}'; src: url('{U}{r}.otf'); font-weight: normal; font-style: normal; }}"
    f"@font-face {{ font-family: '{fam}'; src: url('{U}{b}.otf'); font-weight: bold; font-style: normal; }}"
    f"@font-face {{ font-family: '{fam}'; src: url('{U}{i}.otf'); font-weight: normal; font-style: italic; }}"
    for fam, (r, b, i) in FACES.items())

def page(css, body):
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>{FONTFACE}{BASE_CSS}{css}</style></head>
<body><div class="page">{body}</div></body></html>"""

DOCS = []

# ---------------------------------------------------------------- 01 Michigan: SCAO-like form grid, script fill-ins
def html01():
    css = """
body { font-family: 'Liberation Sans'; font-size: 9pt; }
.page { padding: 40px 46px; }
table.g { width: 100%; border-collapse: collapse; }
table.g td { border: 1.2px solid #000; vertical-align: top; padding: 3px 5px; }
.lab { font-size: 7.5pt; text-transform: uppercase; color: #222; display: block; }
.f { font-family: 'Dancing Script'; font-size: 12pt; font-weight: bold; color: #1b2a6b; line-height: 1.1; }
.f2 { font-family: 'Dancing Script'; font-size: 11pt; color: #1b2a6b; }
.hd { font-weight: bold; font-size: 10pt; }
.big { font-size: 15pt; font-weight: bold; text-align: center; letter-spacing: 1px; }
.small { font-size: 7pt; }
ol { margin: 4px 0 4px 18px; padding: 0; } li { margin-bottom: 3px; }
.sig { border-bottom: 1px solid #000; display: inline-block; min-width: 180px; }
"""
    b = """
<table class="g">
<tr><td style="width:22%" class="small">Approved, SCAO<br><br>Original - Court<br>1st copy - Defendant<br>2nd copy - Plaintiff<br>3rd copy - Return</td>
<td style="width:36%"><div class="hd">STATE OF MICHIGAN</div><div class="hd">54-A DISTRICT COURT</div>
<span class="small">Judicial district &middot; City of Lansing &middot; Ingham County</span></td>
<td style="width:18%" class="big">SUMMONS</td>
<td><span class="lab">Case No.</span><span class="f">26-004187-GC</span><br><span class="lab">Account / Ref.</span><span class="f2">CRF-88213-0457</span></td></tr>
<tr><td colspan="4"><span class="lab">Court address &amp; telephone</span>350 Grand Meridian Ave., Lansing, MI 48933 &nbsp;&middot;&nbsp; (517) 555-0142 &nbsp;&middot;&nbsp; Clerk e-mail: civilclerk54a@lansing-courts.org</td></tr>
<tr><td colspan="2" style="height:118px"><span class="lab">Plaintiff's name, address, and telephone no.</span>
<span class="f">Crestline Recovery Fund III, LP</span><br><span class="f2">9020 Corporate Ridge Dr., Suite 400<br>Dallas, TX 75240 &nbsp; (214) 555-0188</span></td>
<td colspan="2"><span class="lab">Defendant's name, address, and telephone no.</span>
<span class="f">Kowalczyk, Daniel Thomas</span><br><span class="f2">1418 Maple Hill Ave.<br>Lansing, MI 48912</span></td></tr>
<tr><td colspan="2" style="height:112px"><span class="lab">Plaintiff's attorney, bar no., address, and telephone no.</span>
<span class="f2">Renee A. Castellano (P71834)<br>Harwick &amp; Lusk, P.C.<br>27700 Northline Pkwy., Ste. 210, Southfield, MI 48034<br>(248) 555-0117 &middot; rcastellano@harwicklusk.com</span></td>
<td colspan="2"><span class="lab">E-filing / service contact</span><span class="f2">efile@harwicklusk.com</span><br>
<span class="lab" style="margin-top:6px">Paralegal</span><span class="f2">j.moreno@harwicklusk.com</span></td></tr>
<tr><td><span class="lab">Amount claimed (principal)</span><span class="f">$3,412.77</span></td>
<td><span class="lab">Filing fee</span><span class="f2">$55.00</span> &nbsp; <span class="lab" style="display:inline">Service fee</span> <span class="f2">$26.00</span></td>
<td><span class="lab">Attorney fee</span><span class="f2">$75.00</span></td>
<td><span class="lab">Total with costs</span><span class="f2">$3,568.77</span></td></tr>
<tr><td colspan="4"><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified:
<ol><li><b>You are being sued.</b></li>
<li><b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state).</li>
<li>If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</li>
<li>If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</li></ol></td></tr>
<tr><td><span class="lab">Issue date</span><span class="f2">12/14/2026</span></td><td><span class="lab">Expiration date*</span><span class="f2">03/15/2027</span></td>
<td colspan="2"><span class="lab">Court clerk</span><span class="f2">M. Hollister</span></td></tr>
<tr><td colspan="4" class="small">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.
There is no other pending or resolved civil action arising out of the same transaction or occurrence as alleged in the complaint.</td></tr>
<tr><td colspan="4"><span class="lab">Family division cases / other civil cases</span>&#9744; This is a business case in which all or part of the action includes a business or commercial dispute under MCL 600.8035. &nbsp; &#9746; General civil (GC) &mdash; collection of a debt on an open account.</td></tr>
</table>
<div class="small" style="margin-top:10px">MC 01-style summons &nbsp;&middot;&nbsp; Crestline Recovery Fund III, LP v Kowalczyk &nbsp;&middot;&nbsp; Do not write below this line &mdash; for court use only</div>
<table class="g" style="margin-top:4px"><tr><td style="height:120px"><span class="lab">Proof of service</span>I certify that I served a copy of the summons and complaint, together with any attachments, on the defendant on ______________ at ______________________________.</td></tr></table>
"""
    return page(css, b)

DOCS.append(dict(id="01", state="MI", kind="summons", layout="form-grid-script", font="Liberation Sans + Dancing Script (fill-ins)",
    html=html01, expected=dict(
    customer_name="Daniel Thomas Kowalczyk", plaintiff_name="Crestline Recovery Fund III, LP", law_firm_name="Harwick & Lusk, P.C.",
    lawyer_email="rcastellano@harwicklusk.com", lawsuit_state="MI", lawsuit_amount=3412.77, civil_number="26-004187-GC",
    court_name="State of Michigan, 54-A District Court", customer_street="1418 Maple Hill Ave.", customer_city="Lansing",
    customer_state="MI", customer_zip_code="48912", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 02 Missouri: ")" column caption, serif 12pt, footer repeats case no.
def html02():
    css = """
body { font-family: 'Liberation Serif'; font-size: 12pt; line-height: 1.32; }
.page { padding: 56px 72px 40px 72px; }
.title { text-align: center; font-weight: bold; }
table.cap { border-collapse: collapse; margin: 18px 0 10px 0; width: 100%; }
table.cap td { vertical-align: top; padding: 0; }
.paren { width: 22px; text-align: center; }
h2 { text-align: center; font-size: 13pt; margin: 10px 0; text-decoration: underline; }
.foot { position: absolute; bottom: 26px; left: 72px; right: 72px; border-top: 1px solid #000; font-size: 10pt; display: flex; justify-content: space-between; padding-top: 3px; }
.box { border: 1px solid #000; padding: 6px 10px; margin: 8px 0; }
"""
    paren = "<br>".join([")"] * 9)
    b = f"""
<div class="title">IN THE ASSOCIATE CIRCUIT COURT OF<br>GREENE COUNTY, MISSOURI</div>
<table class="cap"><tr>
<td style="width:52%">OZARK RIDGE RECEIVABLES, LLC,<br>a Delaware limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>TRAVIS LEE HAMMOND JR.<br>and<br>KAYLA M. HAMMOND,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.<br>&nbsp;</td>
<td class="paren">{paren}</td>
<td style="padding-left:14px"><br>Case No. 2631-AC04127<br><br>Division 5<br><br>Creditor Acct. No. 7731-0094-5502<br>Our File No. BC-26-11890</td></tr></table>
<h2>SUMMONS IN CIVIL CASE</h2>
<p>The State of Missouri to: <b>Travis Lee Hammond Jr.</b>, 3318 S. Kickapoo Ridge Dr., Springfield, MO 65804</p>
<p>You are summoned to appear before this court on <b>Tuesday, February 9, 2027, at 9:00 a.m.</b>, in Division 5, 1180 N. Jefferson Ridge Ave., Springfield, MO 65802, to answer the petition of the plaintiff, a copy of which is attached. If you fail to appear, judgment by default may be taken against you for the relief demanded in the petition.</p>
<div class="box">Plaintiff claims the principal sum of <b>$2,864.19</b> (Two Thousand Eight Hundred Sixty-Four and 19/100 Dollars) on account, plus court costs of $64.50, for a total of $2,928.69, together with post-judgment interest at the statutory rate.</div>
<p>Plaintiff's attorney: Jonathan P. Reese, Mo. Bar #58213, BRENNER CASTLE LLC, 2250 E. Sunbridge St., Suite 140, Springfield, MO 65804, (417) 555-0139, jreese@brennercastle.com</p>
<p style="font-size:10.5pt">Court clerk: Circuit Clerk, Greene County &middot; (417) 555-0107 &middot; associate.clerk@greenecountycourts-mo.org. Plaintiff's address: 8400 Stonecrest Pkwy, Overland Park, KS 66210.</p>
<p>Date issued: December 10, 2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; ______________________________ Clerk</p>
<p style="font-size:10.5pt"><i>Co-defendant Kayla M. Hammond is served separately. If you have a disability requiring special assistance, please contact the court at least three business days in advance.</i></p>
<div class="foot"><span>Case No. 2631-AC04127</span><span>Summons &mdash; Associate Circuit</span><span>Page 1 of 1</span></div>
"""
    return page(css, b)

DOCS.append(dict(id="02", state="MO", kind="summons", layout="paren-caption-footer", font="Liberation Serif",
    html=html02, expected=dict(
    customer_name="Travis Lee Hammond Jr.", plaintiff_name="Ozark Ridge Receivables, LLC", law_firm_name="Brenner Castle LLC",
    lawyer_email="jreese@brennercastle.com", lawsuit_state="MO", lawsuit_amount=2864.19, civil_number="2631-AC04127",
    court_name="Associate Circuit Court of Greene County, Missouri", customer_street="3318 S. Kickapoo Ridge Dr.", customer_city="Springfield",
    customer_state="MO", customer_zip_code="65804", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 03 Montana: white-on-black band, monospace, pro se plaintiff
def html03():
    css = """
body { font-family: 'Courier Prime'; font-size: 10pt; line-height: 1.35; }
.page { padding: 44px 60px; }
.band { background: #111; color: #fff; text-align: center; font-weight: bold; font-size: 12pt; padding: 10px 6px; letter-spacing: 0.5px; }
.sub { text-align: center; font-size: 9pt; margin: 4px 0 14px 0; }
.row { display: flex; gap: 18px; }
.col { flex: 1; border: 1px dashed #444; padding: 8px; }
.cno { font-size: 12pt; font-weight: bold; border: 2px solid #000; padding: 6px 10px; display: inline-block; }
h3 { text-align: center; font-size: 13pt; margin: 16px 0 8px 0; letter-spacing: 4px; }
.band2 { background: #222; color: #fff; padding: 3px 8px; font-weight: bold; margin-top: 10px; }
"""
    b = """
<div class="band">IN THE JUSTICE COURT OF YELLOWSTONE COUNTY, STATE OF MONTANA</div>
<div class="sub">2140 Rimview Ave., Billings, MT 59101 &middot; Civil Window (406) 555-0121 &middot; jc.civil@ycjusticecourt-mt.org</div>
<div style="text-align:right"><span class="cno">0918-CV-26-J</span><br><span style="font-size:8.5pt">Cause number &middot; Dept. 2 &middot; Receipt R-55120</span></div>
<div class="row" style="margin-top:10px">
<div class="col"><b>RIMROCK APPLIANCE &amp; RENTAL, LLC</b><br>1775 Sandstone Ct.<br>Billings, MT 59102<br>(406) 555-0176<br><i>appearing on its own behalf by its manager, Dale R. Ostby (no attorney)</i><br>&mdash; Plaintiff</div>
<div style="align-self:center;font-weight:bold">vs.</div>
<div class="col"><b>REBECCA JOAN LINDQVIST</b><br>915 Lewis Ave., Apt. 6<br>Billings, MT 59102<br><br><br>&mdash; Defendant</div></div>
<h3>SUMMONS</h3>
<p>THE STATE OF MONTANA SENDS GREETINGS TO THE ABOVE-NAMED DEFENDANT:</p>
<p>YOU ARE HEREBY SUMMONED to answer the complaint in this action, which is filed in the office of this court, a copy of which is herewith served upon you, and to file your answer and serve a copy thereof upon the plaintiff within <b>20 days</b> after the service of this summons, exclusive of the day of service. If you fail to appear or answer, judgment will be taken against you by default for the relief demanded in the complaint.</p>
<div class="band2">CLAIM</div>
<p style="margin-top:6px">Unpaid rental-purchase balance on refrigerator and washer (Agreement No. RA-40772): <b>$1,276.00</b><br>
Filing fee paid by plaintiff: $50.00 &nbsp;&nbsp; Sheriff service: $25.00<br>
Plaintiff also asks for costs of suit as allowed by law.</p>
<div class="band2">NOTICE</div>
<p style="margin-top:6px">You may file your answer in person at the Justice Court window or by mail. The court does not accept answers by e-mail. Interpreter and disability accommodations are available on request.</p>
<p style="margin-top:18px">Dated: December 21, 2026</p>
<p>__________________________________<br>Justice of the Peace / Clerk of Justice Court</p>
<p style="font-size:8.5pt;margin-top:24px">Cause No. 0918-CV-26-J &middot; Rimrock Appliance &amp; Rental, LLC vs. Lindqvist &middot; SUMMONS (Justice Court)</p>
"""
    return page(css, b)

DOCS.append(dict(id="03", state="MT", kind="summons", layout="black-band-mono-pro-se", font="Courier Prime",
    html=html03, expected=dict(
    customer_name="Rebecca Joan Lindqvist", plaintiff_name="Rimrock Appliance & Rental, LLC", law_firm_name=None,
    lawyer_email=None, lawsuit_state="MT", lawsuit_amount=1276.00, civil_number="0918-CV-26-J",
    court_name="Justice Court of Yellowstone County, State of Montana", customer_street="915 Lewis Ave., Apt. 6", customer_city="Billings",
    customer_state="MT", customer_zip_code="59102", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 04 South Carolina: caption box, case no. split on 2 lines, FILED stamp
def html04():
    css = """
body { font-family: 'Carlito'; font-size: 11pt; line-height: 1.3; }
.page { padding: 48px 64px; }
table.cb { width: 100%; border-collapse: collapse; border: 2px solid #000; }
table.cb td { border: 1px solid #000; padding: 8px 10px; vertical-align: top; }
.stamp { position: absolute; top: 66px; left: 480px; transform: rotate(-14deg); border: 3px double rgba(190,20,20,0.75); color: rgba(190,20,20,0.72);
  font-weight: bold; font-size: 13pt; padding: 4px 12px; text-align: center; font-family: 'DejaVu Sans'; }
h2 { text-align: center; font-size: 14pt; margin: 14px 0 6px; }
ol { margin: 4px 0 6px 20px; padding: 0; } li { margin-bottom: 3px; }
.amt td { padding: 1px 12px 1px 0; }
"""
    b = """
<table class="cb"><tr>
<td style="width:50%"><b>STATE OF SOUTH CAROLINA</b><br><br><b>COUNTY OF RICHLAND</b></td>
<td><b>IN THE MAGISTRATE COURT</b><br>Civil Action No.:<br><span style="font-size:12.5pt;font-weight:bold">2026CV40103<br>00871</span></td></tr>
<tr><td>HARBOR POINT CONSUMER TRUST, SERIES 2021-A,<br>by its servicer, Tidewater Account Solutions, LLC,<br><i>Plaintiff,</i><br>vs.<br>MARCUS DWAYNE PETTIGREW III,<br><i>Defendant.</i></td>
<td><b>SUMMONS AND COMPLAINT</b><br>(Civil &mdash; Magistrate)<br><br>Plaintiff acct. ending 6621<br>Ref. GP-2026-3394</td></tr></table>
<div class="stamp">FILED<br>DEC 03 2026<br>RICHLAND CO. MAGISTRATE</div>
<h2>SUMMONS</h2>
<p>TO THE DEFENDANT: <b>Marcus Dwayne Pettigrew III</b>, 2719 Brookhollow Ter., Columbia, SC 29203</p>
<p>YOU ARE HEREBY SUMMONED and required to answer the complaint herein, a copy of which is herewith served upon you, and to serve a copy of your answer upon the subscriber at the address shown below <b>within thirty (30) days</b> after service hereof, exclusive of the day of such service. If you fail to answer within that time, judgment by default will be rendered against you for the relief demanded in the complaint.</p>
<h2>COMPLAINT</h2>
<ol><li>Plaintiff is the owner of a consumer credit account originally opened by Defendant with Lowcountry Card Services and assigned to Plaintiff.</li>
<li>Defendant defaulted on the account and, after all credits and payments, owes the principal balance stated below.</li>
<li>Plaintiff has made demand for payment, and Defendant has failed to pay.</li></ol>
<table class="amt"><tr><td>Principal balance due</td><td><b>$4,105.33</b></td></tr>
<tr><td>Interest (stated separately, 8.75% per annum)</td><td>$388.12</td></tr>
<tr><td>Magistrate filing fee</td><td>$80.00</td></tr>
<tr><td>Total demanded with interest and costs</td><td>$4,573.45</td></tr></table>
<p style="margin-top:8px">WHEREFORE, Plaintiff prays for judgment against Defendant for the principal sum, interest, and the costs of this action.</p>
<p style="margin-top:10px">GALLOWAY PRUITT, LLC<br>By: Whitney S. Fairbanks, SC Bar No. 102938<br>1600 Congaree Point Blvd., Suite 220, Columbia, SC 29201<br>(803) 555-0154 &middot; wfairbanks@gallowaypruitt.com &middot; Filing clerk: filings@gallowaypruitt.com<br>Attorneys for Plaintiff</p>
<p style="font-size:9pt">Court: Richland County Magistrate Court, Civil Division, 4910 Old Garners Ferry Rd., Columbia, SC 29209 &middot; (803) 555-0126</p>
"""
    return page(css, b)

DOCS.append(dict(id="04", state="SC", kind="summons and complaint", layout="caption-box-split-number-stamp", font="Carlito",
    html=html04, expected=dict(
    customer_name="Marcus Dwayne Pettigrew III", plaintiff_name="Harbor Point Consumer Trust, Series 2021-A", law_firm_name="Galloway Pruitt, LLC",
    lawyer_email="wfairbanks@gallowaypruitt.com", lawsuit_state="SC", lawsuit_amount=4105.33, civil_number="2026CV4010300871",
    court_name="State of South Carolina, County of Richland, Magistrate Court", customer_street="2719 Brookhollow Ter.", customer_city="Columbia",
    customer_state="SC", customer_zip_code="29203", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 05 Idaho: letterhead above caption, Palatino-like serif
def html05():
    css = """
body { font-family: 'P052'; font-size: 10.5pt; line-height: 1.3; }
.page { padding: 36px 66px; }
.lh { text-align: center; border-bottom: 3px double #2a3b5c; padding-bottom: 4px; margin-bottom: 10px; color: #2a3b5c; }
.lh .n { font-size: 20pt; letter-spacing: 3px; font-variant: small-caps; }
.lh .s { font-size: 8.5pt; letter-spacing: 1px; }
.atty { font-size: 10pt; line-height: 1.25; margin-bottom: 12px; }
.ct { text-align: center; font-weight: bold; margin: 8px 0 10px; }
table.cap { width: 100%; border-collapse: collapse; }
table.cap td { vertical-align: top; padding: 6px 10px; }
table.cap td.l { border-right: 1px solid #000; border-bottom: 1px solid #000; width: 55%; }
.notice { border: 1.5px solid #000; padding: 6px 10px; font-weight: bold; text-align: center; margin: 10px 0; }
"""
    b = """
<div class="lh"><div class="n">Talbot Ferris PLLC</div><div class="s">ATTORNEYS AT LAW &middot; CREDITORS' RIGHTS &middot; MERIDIAN &middot; TWIN FALLS</div></div>
<div class="atty">Nathaniel C. Ordway, ISB No. 10472<br>TALBOT FERRIS PLLC<br>1450 W. Idlewood Dr., Ste. 300<br>Meridian, ID 83642<br>Telephone: (208) 555-0163<br>
Email: nordway@talbotferris.com<br>E-service: eservice@talbotferris.com &nbsp;|&nbsp; Paralegal: kbeck@talbotferris.com<br>Attorneys for Plaintiff</div>
<div class="ct">IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE<br>STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA<br><br>MAGISTRATE DIVISION</div>
<table class="cap"><tr><td class="l">GEM VALLEY LENDING CO., an Idaho corporation,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>ALYSSA MARIE DUARTE, an individual,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td>Case No. CV01-26-21904<br><br><b>SUMMONS</b><br><br>Loan No. GV-0088123<br>Fee Category: A.A. &mdash; $166.00</td></tr></table>
<div class="notice">NOTICE: YOU HAVE BEEN SUED BY THE ABOVE-NAMED PLAINTIFF. THE COURT MAY ENTER JUDGMENT AGAINST YOU WITHOUT FURTHER NOTICE UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</div>
<p>TO: <b>ALYSSA MARIE DUARTE</b>, 6120 W. Sagebrush Ln., Boise, ID 83704</p>
<p>You are hereby notified that in order to defend this lawsuit, an appropriate written response must be filed with the above-designated court within 21 days after service of this Summons on you. If you fail to so respond, the court may enter judgment against you as demanded by the Plaintiff in the Complaint.</p>
<p>The Complaint seeks judgment for the unpaid principal of <b>$6,240.50</b> on the loan, accrued contractual interest of $912.44 through November 30, 2026 (stated separately), attorney fees under Idaho Code &sect; 12-120(1) and (3), and costs.</p>
<p>A copy of the Complaint is served with this Summons. If you wish to seek the advice or representation by an attorney in this matter, you should do so promptly so that your written response, if any, may be filed in time and other legal rights protected. An appropriate written response requires compliance with Rule 10(a)(1) and other Idaho Rules of Civil Procedure.</p>
<p>Court: Ada County Courthouse, 200 Lakeview Bench St., Boise, ID 83702 &middot; Clerk e-mail: adaclerk.civil@ada-court-id.net</p>
<p style="margin-top:10px">DATED December 18, 2026. &nbsp;&nbsp; CLERK OF THE DISTRICT COURT &nbsp; By ______________________ Deputy Clerk</p>
"""
    return page(css, b)

DOCS.append(dict(id="05", state="ID", kind="summons", layout="letterhead-over-caption", font="P052",
    html=html05, expected=dict(
    customer_name="Alyssa Marie Duarte", plaintiff_name="Gem Valley Lending Co.", law_firm_name="Talbot Ferris PLLC",
    lawyer_email="nordway@talbotferris.com", lawsuit_state="ID", lawsuit_amount=6240.50, civil_number="CV01-26-21904",
    court_name="District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division",
    customer_street="6120 W. Sagebrush Ln.", customer_city="Boise", customer_state="ID", customer_zip_code="83704", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 06 Delaware: separate centred heading lines, table of parties with only "v."
def html06():
    css = """
body { font-family: 'Nimbus Sans Narrow'; font-size: 10.5pt; line-height: 1.3; }
.page { padding: 44px 64px; }
.h { text-align: center; font-weight: bold; font-size: 12pt; margin: 0; }
.h2 { text-align: center; font-size: 9.5pt; margin: 2px 0 12px; }
table.p { width: 100%; border-collapse: collapse; margin: 8px 0; }
table.p th, table.p td { border: 1px solid #333; padding: 5px 7px; text-align: left; vertical-align: top; }
table.p th { background: #ddd; font-size: 9pt; }
.v { text-align: center !important; font-weight: bold; background: #f3f3f3; }
.kv { display: grid; grid-template-columns: 170px 1fr; row-gap: 3px; margin: 8px 0; }
.t { font-weight: bold; font-size: 13pt; text-align: center; margin: 8px 0; letter-spacing: 1px; }
"""
    b = """
<p class="h">STATE OF DELAWARE</p>
<p class="h" style="margin-top:4px">JUSTICE OF THE PEACE COURT NO. 13</p>
<p class="h" style="margin-top:4px">NEW CASTLE COUNTY</p>
<p class="h2">820 Brandywine Terrace Rd., Wilmington, DE 19803 &middot; (302) 555-0131 &middot; civil13.clerk@jpcourt-de.org</p>
<div class="t">SUMMONS &mdash; CIVIL ACTION &mdash; NOTICE OF TRIAL</div>
<div class="kv"><div>Civil Action No.</div><div><b>JP13-26-011473</b></div><div>Plaintiff's reference</div><div>FSAF Contract 44-90817-2</div><div>Nature of claim</div><div>Debt &mdash; retail installment contract deficiency</div></div>
<table class="p"><tr><th style="width:32%">Name</th><th style="width:38%">Address</th><th>Counsel</th></tr>
<tr><td>First State Auto Finance, LLC</td><td>300 Christiana Crossing Blvd., Newark, DE 19711</td><td>Delcourt &amp; Mayhew, LLC</td></tr>
<tr><td class="v" colspan="3">v.</td></tr>
<tr><td>Sandra K. Whitfield</td><td>14 Orchard Glen Ct., Wilmington, DE 19805</td><td>&mdash;</td></tr></table>
<p>TO THE PERSON NAMED SECOND ABOVE: You are hereby summoned to appear for <b>TRIAL</b> in the above-captioned action on <b>Tuesday, February 16, 2027, at 10:00 a.m.</b> at the court address above. You must bring all witnesses, documents and other evidence you intend to use. If you fail to appear, a default judgment may be entered against you.</p>
<table class="p" style="width:78%"><tr><th>Item</th><th>Amount</th></tr>
<tr><td>Amount claimed</td><td><b>$5,920.00</b> (Five Thousand Nine Hundred Twenty Dollars and 00/100)</td></tr>
<tr><td>Court costs (filing and constable service)</td><td>$45.00</td></tr>
<tr><td>Total claimed with costs</td><td>$5,965.00</td></tr></table>
<p>The party named first also seeks post-judgment interest at the legal rate. You may file a written answer before the trial date; an answer is not required to appear at trial.</p>
<p>Counsel for the party named first: Meredith L. Ashcombe, Esquire (Del. Bar ID No. 6134), Delcourt &amp; Mayhew, LLC, 1200 N. Harbor View St., Suite 5, Wilmington, DE 19801 &middot; (302) 555-0148 &middot; mashcombe@delcourtmayhew.com &middot; Docketing: docket@delcourtmayhew.com</p>
<p style="margin-top:14px">Date issued: December 21, 2026 &nbsp;&nbsp;&nbsp;&nbsp; ____________________________ Clerk of Court / Deputy</p>
<p style="font-size:9pt;margin-top:14px">If you need an interpreter or an accommodation for a disability, contact the court at least 5 days before the trial. Payments on this claim are made to counsel, not to the court.</p>
"""
    return page(css, b)

DOCS.append(dict(id="06", state="DE", kind="summons", layout="centred-lines-parties-table", font="Nimbus Sans Narrow",
    html=html06, expected=dict(
    customer_name="Sandra K. Whitfield", plaintiff_name="First State Auto Finance, LLC", law_firm_name="Delcourt & Mayhew, LLC",
    lawyer_email="mashcombe@delcourtmayhew.com", lawsuit_state="DE", lawsuit_amount=5920.00, civil_number="JP13-26-011473",
    court_name="State of Delaware, Justice of the Peace Court No. 13, New Castle County", customer_street="14 Orchard Glen Ct.",
    customer_city="Wilmington", customer_state="DE", customer_zip_code="19805", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 07 Indiana: landscape-like two columns, watermark over amount
def html07():
    css = """
body { font-family: 'DejaVu Sans Condensed', 'DejaVu Sans'; font-stretch: condensed; font-size: 9pt; line-height: 1.3; }
.page { padding: 40px 40px; display: flex; gap: 22px; }
.c { flex: 1; border-top: 4px solid #000; padding-top: 8px; }
.c + .c { border-left: 1px solid #777; padding-left: 18px; }
.hh { font-weight: bold; font-size: 11.5pt; text-align: center; }
.lbl { font-size: 7.5pt; text-transform: uppercase; color: #333; margin-top: 8px; }
.bx { border: 1px solid #000; padding: 5px 7px; }
.wm { position: absolute; top: 300px; left: 20px; transform: rotate(-32deg); font-size: 58pt; color: rgba(120,120,120,0.22); font-weight: bold; white-space: nowrap; pointer-events: none; }
h3 { font-size: 11pt; margin: 10px 0 6px; text-align: center; }
"""
    b = """
<div class="c">
<div class="hh">MARION COUNTY SMALL CLAIMS COURT</div>
<div class="hh" style="margin-top:3px">PIKE TOWNSHIP DIVISION</div>
<div style="text-align:center;font-size:8pt;margin-top:3px">5665 Lafayette Crest Rd., Indianapolis, IN 46254 &middot; (317) 555-0114</div>
<div class="lbl">Cause number</div><div class="bx" style="font-size:11pt;font-weight:bold">49K06-2612-SC-004318</div>
<div class="lbl">Claimant</div>
<div class="bx">Hoosier Heritage Credit Union<br>7200 Eagle Trace Pkwy., Indianapolis, IN 46278</div>
<div class="lbl">Attorney for claimant</div>
<div class="bx">Lindell Crane &amp; Oakes, P.C.<br>Garrett W. Pelfrey, Atty. No. 31245-49<br>8888 Keystone Vista Dr., Ste. 600, Indianapolis, IN 46240<br>(317) 555-0190<br>gpelfrey@lindellcrane.com<br>Paralegal: tvance@lindellcrane.com</div>
<div class="lbl">Defendant(s)</div>
<div class="bx"><b>1. Chinedu Samuel Okafor</b><br>5302 Pike Creek Pl.<br>Indianapolis, IN 46254<br><br>2. Amara N. Okafor (co-defendant)<br>same address</div>
<div class="lbl">Claim</div>
<div class="bx">Balance due on consumer loan (Member No. 0041-77265): <b>$1,987.45</b><br>Interest claimed separately: $143.20<br>Court costs (filing $87.00 + service $10.00): $97.00<br>Total with interest and costs: $2,227.65</div>
</div>
<div class="c">
<h3>NOTICE OF CLAIM</h3>
<p><b>TO THE DEFENDANT(S):</b> You are hereby notified that you have been sued in the Small Claims Court listed at left.</p>
<p><b>TRIAL DATE:</b> This case has been set for trial on <b>Thursday, February 11, 2027, at 1:30 p.m.</b> in the courtroom at the address above.</p>
<p>You must appear at that time. If you do not appear, a default judgment may be entered against you for the amount claimed plus costs. Judgments may be collected by garnishment of wages and other lawful means.</p>
<p>If you agree with the claim, you may contact the claimant's attorney before the trial date to arrange payment. A payment arrangement does not cancel the trial unless the claimant dismisses the case or the court orders otherwise.</p>
<p>If you have a claim against the claimant arising from the same transaction, you may file a counterclaim before trial.</p>
<p>The parties may be represented by an attorney. If you need an interpreter or an accommodation because of a disability, contact the court at least 10 days before trial.</p>
<p><b>Do not ignore this notice.</b> Bring all documents, receipts and witnesses to trial.</p>
<div class="lbl" style="margin-top:14px">Date issued</div><div>December 30, 2026</div>
<div class="lbl">Clerk</div><div>______________________________<br>Clerk, Marion County Small Claims Court</div>
<div class="lbl" style="margin-top:14px">Return of service</div><div class="bx" style="height:110px">Served on ____________ by &#9744; certified mail &#9744; personal &#9744; copy left at dwelling</div>
<div style="font-size:7.5pt;margin-top:8px">Cause 49K06-2612-SC-004318 &middot; Notice of Claim &middot; Form SC-1</div>
</div>
<div class="wm">DEFENDANT'S COPY</div>
"""
    return page(css, b)

DOCS.append(dict(id="07", state="IN", kind="notice of claim", layout="two-column-landscape-like-watermark", font="DejaVu Sans Condensed",
    html=html07, expected=dict(
    customer_name="Chinedu Samuel Okafor", plaintiff_name="Hoosier Heritage Credit Union", law_firm_name="Lindell Crane & Oakes, P.C.",
    lawyer_email="gpelfrey@lindellcrane.com", lawsuit_state="IN", lawsuit_amount=1987.45, civil_number="49K06-2612-SC-004318",
    court_name="Marion County Small Claims Court, Pike Township Division", customer_street="5302 Pike Creek Pl.", customer_city="Indianapolis",
    customer_state="IN", customer_zip_code="46254", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 08 Minnesota: two-column caption, blank court file number
def html08():
    css = """
body { font-family: 'C059'; font-size: 10.5pt; line-height: 1.32; }
.page { padding: 50px 70px; }
.two { display: flex; justify-content: space-between; font-weight: bold; }
.two div:last-child { text-align: right; }
.ctype { text-align: right; margin: 4px 0 12px; font-size: 10pt; }
.cap { border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 8px 0; margin-bottom: 10px; display: flex; }
.cap .l { flex: 1.3; } .cap .r { flex: 1; text-align: center; align-self: center; font-size: 14pt; font-weight: bold; }
ol { margin: 0 0 0 18px; padding: 0; } li { margin-bottom: 4px; }
"""
    b = """
<div class="two"><div>STATE OF MINNESOTA<br>COUNTY OF HENNEPIN</div><div>DISTRICT COURT<br>FOURTH JUDICIAL DISTRICT</div></div>
<div class="ctype">Case Type: Consumer Credit Contract<br>Court File No.: ______________________</div>
<div class="cap"><div class="l">Lakewood Bancard Services, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>Abdirahman Yusuf Hassan,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div class="r">SUMMONS</div></div>
<p>THIS SUMMONS IS DIRECTED TO: <b>Abdirahman Yusuf Hassan</b>, 3109 Bryant Ave. S., Unit 204, Minneapolis, MN 55408</p>
<ol>
<li><b>YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this summons.</li>
<li><b>YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this summons a written response called an Answer within 21 days of the date on which you received this Summons.</li>
<li><b>YOU MUST RESPOND TO EACH CLAIM.</b> The Answer is your written response to the Plaintiff's Complaint. The Complaint seeks the balance of a credit card account ending 4410 in the amount of <b>$7,812.06</b>, plus costs and disbursements allowed by law (filing fee $285.00 if filed).</li>
<li><b>YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</b> If you do not Answer within 21 days, you will lose this case.</li>
<li><b>LEGAL ASSISTANCE.</b> You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information about places where you can get legal assistance.</li>
<li><b>ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an alternative dispute resolution process under Rule 114 of the Minnesota General Rules of Practice.</li>
</ol>
<p style="margin-top:10px">Dated: December 18, 2026</p>
<p style="margin-left:330px">SORENSEN VAIL, P.A.<br>By: Kirsten M. Hallberg (#0398125)<br>7700 France Harbor Ave. S., Suite 410<br>Edina, MN 55435<br>(952) 555-0172<br>khallberg@sorensenvail.com<br>Support: collections@sorensenvail.com<br>ATTORNEYS FOR PLAINTIFF</p>
<p style="font-size:8.5pt">Our file 26-MN-07718 &middot; Plaintiff: 1100 Lakewood Centre Dr., Sioux Falls, SD 57108 &middot; Court Administration: Hennepin County Government Center, Minneapolis, MN 55487</p>
"""
    return page(css, b)

DOCS.append(dict(id="08", state="MN", kind="summons", layout="two-column-caption-unfiled", font="C059",
    html=html08, expected=dict(
    customer_name="Abdirahman Yusuf Hassan", plaintiff_name="Lakewood Bancard Services, N.A.", law_firm_name="Sorensen Vail, P.A.",
    lawyer_email="khallberg@sorensenvail.com", lawsuit_state="MN", lawsuit_amount=7812.06, civil_number=None,
    court_name="State of Minnesota, County of Hennepin, District Court, Fourth Judicial District", customer_street="3109 Bryant Ave. S., Unit 204",
    customer_city="Minneapolis", customer_state="MN", customer_zip_code="55408", determine_if_lawsuit_exists=True)))

# ---------------------------------------------------------------- 09 Collection agency letter, utility final bill, "#" apartment
def html09():
    css = """
body { font-family: 'DejaVu Sans'; font-size: 9.5pt; line-height: 1.35; }
.page { padding: 40px 60px; }
.lh { display: flex; justify-content: space-between; border-bottom: 2px solid #0b5d4b; padding-bottom: 6px; }
.lh .n { font-size: 16pt; font-weight: bold; color: #0b5d4b; }
.addr { margin: 26px 0 16px 40px; font-size: 10.5pt; line-height: 1.3; }
.refs { position: absolute; top: 118px; right: 60px; border: 1px solid #999; padding: 6px 10px; font-size: 8.5pt; }
table.it { border-collapse: collapse; width: 72%; margin: 8px 0; }
table.it td { border-bottom: 1px solid #bbb; padding: 3px 6px; }
table.it td:last-child { text-align: right; }
.tot td { font-weight: bold; border-top: 2px solid #000; }
.small { font-size: 8pt; color: #333; }
"""
    b = """
<div class="lh"><div><div class="n">Cascade Revenue Services, Inc.</div>
<div class="small">A debt collection agency &middot; PO Box 14820, Salem, OR 97309 &middot; (503) 555-0161 &middot; help@cascaderevenue.com</div></div>
<div class="small" style="text-align:right">Mon&ndash;Fri 8 a.m.&ndash;6 p.m. PT<br>Pay online: pay.cascaderevenue.com</div></div>
<div class="refs">Reference #: CRS-5520-1187<br>Utility account: 004-338-7712<br>Letter date: January 4, 2027</div>
<div class="addr">Dana R. Kessler<br>2207 SE Belmont St #4B<br>Portland, OR 97214</div>
<p>Cascade Revenue Services, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>Willamette Valley Power &amp; Light</b>. We will use any information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You had an electric and gas service account with Willamette Valley Power &amp; Light at 880 NE Fremont St, Portland, OR 97212. Service was closed when you moved out on February 12, 2026, and a final bill was issued. The final bill was not paid.</p>
<table class="it"><tr><td>Original creditor</td><td>Willamette Valley Power &amp; Light</td></tr>
<tr><td>Account number with original creditor</td><td>004-338-7712</td></tr>
<tr><td>As of <b>March 3, 2026</b> (itemization date: final bill due date), you owed:</td><td>$412.86</td></tr>
<tr><td>Between March 3, 2026 and today: you were charged this amount in interest:</td><td>+ $0.00</td></tr>
<tr><td>you were charged this amount in fees (late fee on final bill):</td><td>+ $25.00</td></tr>
<tr><td>and you paid or were credited this amount toward the debt:</td><td>&ndash; $50.00</td></tr>
<tr class="tot"><td>Total amount of the debt now:</td><td>$387.86</td></tr></table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>February 18, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by that date, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p>No lawsuit has been filed about this debt. Willamette Valley Power &amp; Light remains the owner of the account; Cascade Revenue Services is collecting on its behalf.</p>
<div style="border-top:1px dashed #000;margin-top:14px;padding-top:8px;display:flex;justify-content:space-between" class="small">
<div>Mail this form to: Cascade Revenue Services, Inc., PO Box 14820, Salem, OR 97309<br><br>Dana R. Kessler<br>2207 SE Belmont St #4B, Portland, OR 97214</div>
<div>How do you want to respond?<br>&#9744; I want to dispute the debt because I think: &#9744; This is not my debt. &#9744; The amount is wrong.<br>&#9744; I enclosed this amount: $________<br>Reference #: CRS-5520-1187</div></div>
"""
    return page(css, b)

DOCS.append(dict(id="09", state="OR", kind="collection letter", layout="agency-validation-letter-itemization", font="DejaVu Sans",
    html=html09, expected=dict(
    customer_name="Dana R. Kessler", plaintiff_name="Willamette Valley Power & Light", law_firm_name=None,
    lawyer_email=None, lawsuit_state="OR", lawsuit_amount=387.86, civil_number=None, court_name=None,
    customer_street="2207 SE Belmont St #4B", customer_city="Portland", customer_state="OR", customer_zip_code="97214",
    determine_if_lawsuit_exists=False)))

# ---------------------------------------------------------------- 10 Spanish law-firm letter, suit filed, Arizona
def html10():
    css = """
body { font-family: 'URW Bookman'; font-size: 9.5pt; line-height: 1.35; }
.page { padding: 0 0 30px 0; }
.top { background: #5a1f1f; color: #fff; padding: 16px 64px 12px; }
.top .n { font-size: 17pt; letter-spacing: 1px; }
.top .s { font-size: 8pt; }
.body { padding: 18px 64px; }
.addr { margin: 12px 0 14px; font-size: 10pt; }
.re { background: #f2eee6; border-left: 4px solid #5a1f1f; padding: 6px 10px; margin-bottom: 10px; }
table.m td { padding: 1px 14px 1px 0; }
"""
    b = """
<div class="top"><div class="n">QUINTANA &amp; HOLT, PLLC</div>
<div class="s">Abogados &middot; 3300 N. Central Mesa Ave., Suite 1150, Phoenix, AZ 85012 &middot; (602) 555-0183 &middot; pagos@quintanaholt.com</div></div>
<div class="body">
<p style="text-align:right">Phoenix, Arizona, 4 de enero de 2027</p>
<div class="addr">Sr. José Luis Ortega Ramírez<br>4127 N. 39th Ave., Apt. 208<br>Phoenix, AZ 85019</div>
<div class="re"><b>Asunto:</b> Demanda presentada en su contra<br>
Nuestro expediente: QH-26-40391 &nbsp;&middot;&nbsp; Cuenta: terminación 9057</div>
<p>Estimado Sr. Ortega Ramírez:</p>
<p>Este despacho representa a <b>Saguaro Point Funding, LLC</b>, como cesionario de Desert Bloom Bank, acreedor original de su cuenta de tarjeta de crédito. Por medio de la presente le informamos que el 14 de diciembre de 2026 nuestro cliente presentó una demanda en su contra ante el <b>Superior Court of Arizona in and for the County of Maricopa</b>, número de caso <b>CV2026-051873</b>.</p>
<table class="m"><tr><td>Saldo adeudado que se reclama:</td><td><b>$2,318.40</b></td></tr>
<tr><td>Costas judiciales (si el tribunal las concede):</td><td>$349.00</td></tr>
<tr><td>Honorarios de abogado solicitados:</td><td>$500.00</td></tr></table>
<p style="margin-top:8px">Usted será notificado formalmente de la demanda (Summons y Complaint). Si no presenta una respuesta por escrito ante el tribunal dentro del plazo legal (20 días a partir de la notificación en Arizona), el tribunal podría dictar una sentencia en rebeldía en su contra.</p>
<p>Si desea resolver este asunto antes de la audiencia, puede comunicarse con la abogada a cargo. Aceptamos planes de pago. El pago del saldo de $2,318.40 antes de que se dicte sentencia evitará costas adicionales.</p>
<p>Este despacho es un cobrador de deudas. Esta comunicación es un intento de cobrar una deuda y cualquier información obtenida será utilizada para ese fin.</p>
<p style="margin-top:12px">Atentamente,</p>
<p style="margin-top:22px">Lcda. Mariana Villaseñor Ruiz<br>Abogada, State Bar of Arizona No. 031847<br>QUINTANA &amp; HOLT, PLLC<br>Correo electrónico: mvillasenor@quintanaholt.com<br>Asistente legal: asistente.legal@quintanaholt.com</p>
<p style="font-size:8pt;margin-top:14px">Tribunal: Maricopa County Superior Court, Northwest Regional Center, 14264 W. Tierra Buena Ln., Surprise, AZ 85374 &middot; Expediente judicial CV2026-051873</p>
</div>
"""
    return page(css, b)

DOCS.append(dict(id="10", state="AZ", kind="collection letter (suit filed, Spanish)", layout="dark-letterhead-spanish-firm-letter", font="URW Bookman",
    html=html10, expected=dict(
    customer_name="José Luis Ortega Ramírez", plaintiff_name="Saguaro Point Funding, LLC", law_firm_name="Quintana & Holt, PLLC",
    lawyer_email="mvillasenor@quintanaholt.com", lawsuit_state="AZ", lawsuit_amount=2318.40, civil_number="CV2026-051873",
    court_name="Superior Court of Arizona in and for the County of Maricopa", customer_street="4127 N. 39th Ave., Apt. 208",
    customer_city="Phoenix", customer_state="AZ", customer_zip_code="85019", determine_if_lawsuit_exists=True)))
