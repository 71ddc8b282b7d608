# HTML layouts, one per document. Page is 816x1056 CSS px.
BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff;color:#111}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;%s}
.c{text-align:center} .r{text-align:right} .b{font-weight:bold} .u{text-decoration:underline}
table{border-collapse:collapse} p{margin:0 0 7px 0}
%s
</style></head><body><div class="page">%s</div></body></html>"""


def page(font, size, css, body, pad="56px 64px"):
    return BASE % ("font-family:'%s';font-size:%s;padding:%s;line-height:1.3" % (font, size, pad), css, body)


def L01(d):  # Alabama: centred heading lines, ")" column caption, Liberation Serif
    css = """.cap td{vertical-align:top;padding:0 6px;line-height:1.35}.pc{width:14px}
    .fees td{padding:2px 8px;border-bottom:1px dotted #888}"""
    body = """
<div class="c b">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA</div>
<div class="c b">SMALL CLAIMS DOCKET</div>
<div class="c" style="font-size:9.5pt;margin-bottom:14px">Birmingham Division &middot; 620 Courthouse Sq N, Birmingham, AL 35203</div>
<table class="cap" style="width:100%">
<tr><td style="width:58%">CRESTLINE RECOVERY FUND III, LP,<br>as assignee of Lakemont Retail Bank,</td><td class="pc">)<br>)</td><td></td></tr>
<tr><td style="padding-left:60px">Plaintiff,</td><td class="pc">)<br>)</td><td>Case No.: <b>SM-2026-904417.00</b></td></tr>
<tr><td style="padding-left:30px">v.</td><td class="pc">)<br>)</td><td style="font-size:9.5pt">Acct. ending x4471<br>Our file: HP-26-118302</td></tr>
<tr><td>WHITFIELD, DARNELL JAMES<br>1418 Cedar Crest Dr<br>Birmingham, AL 35215,<br>and TONYA R. WHITFIELD,</td><td class="pc">)<br>)<br>)<br>)</td><td></td></tr>
<tr><td style="padding-left:60px">Defendants.</td><td class="pc">)</td><td></td></tr>
</table>
<div class="c b u" style="margin:16px 0 10px;font-size:12pt">STATEMENT OF CLAIM</div>
<p>1. The Defendant(s) owe the Plaintiff the sum of <b>$3,482.17</b> on a revolving credit card account opened with
Lakemont Retail Bank and assigned to the Plaintiff, together with court costs. Interest is not claimed in this principal sum and is
stated separately below.</p>
<p>2. The claim arises from purchases and cash advances charged to the account, last payment received March 9, 2025.
No part of the sum claimed has been paid, and all just credits have been allowed.</p>
<table class="fees" style="margin:6px 0 10px 30px">
<tr><td>Principal claimed</td><td class="r">$3,482.17</td></tr>
<tr><td>Pre-judgment interest (stated separately, 7.5% per annum)</td><td class="r">$212.40</td></tr>
<tr><td>Filing fee / docket fee</td><td class="r">$281.00</td></tr>
<tr><td>Service of process (Sheriff, two defendants)</td><td class="r">$40.00</td></tr>
<tr><td><b>Total with costs</b></td><td class="r"><b>$4,015.57</b></td></tr>
</table>
<div style="border:1.5px solid #000;padding:8px 12px;margin:10px 0">
<b>NOTICE TO DEFENDANT:</b> You have <b>14 days</b> from the date this statement of claim is served on you to file a written
answer with the Clerk of the District Court. If you do not answer within 14 days, judgment by default may be entered against
you for the amount claimed plus costs. Bring this paper to the Clerk at the address shown above.</div>
<table style="width:100%;margin-top:18px"><tr>
<td style="width:50%;vertical-align:top;font-size:10pt">Dated: November 30, 2026<br><br>Clerk: ______________________<br>
Clerk's e-mail: smallclaims.jefferson@alacourt.example.gov</td>
<td style="vertical-align:top">/s/ Meredith A. Coyle<br>Meredith A. Coyle (ASB-4419-C62M)<br>
<b>HARLOW &amp; PIKE, LLC</b><br>2100 Morris Ave, Suite 300<br>Birmingham, AL 35203<br>(205) 555-0142<br>
mcoyle@harlowpike-law.com<br><span style="font-size:9.5pt">Paralegal: jreese@harlowpike-law.com</span><br>Attorney for Plaintiff</td></tr></table>
<div style="position:absolute;bottom:40px;left:64px;right:64px;font-size:8.5pt;border-top:1px solid #000;padding-top:4px">
Serve defendants: Darnell James Whitfield and Tonya R. Whitfield, 1418 Cedar Crest Dr, Birmingham, AL 35215 &mdash; by certified mail.</div>"""
    return page("Liberation Serif", "11pt", css, body)


def L02(d):  # Indiana: STATE OF INDIANA ) SS caption in two columns, white-on-black band, pro se plaintiff
    css = """.band{background:#111;color:#fff;font-weight:bold;text-align:center;padding:7px;font-size:13pt;letter-spacing:2px;margin:14px 0}
    .two td{vertical-align:top}.g td{border:1px solid #444;padding:4px 6px;vertical-align:top}"""
    body = """
<table class="two" style="width:100%"><tr>
<td style="width:46%">STATE OF INDIANA&nbsp;&nbsp;&nbsp;&nbsp;)<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;) SS:<br>COUNTY OF MARION&nbsp;&nbsp;)</td>
<td><b>IN THE PIKE TOWNSHIP SMALL CLAIMS COURT<br>OF MARION COUNTY</b><br><span style="font-size:9pt">5640 Township Center Dr, Suite B, Indianapolis, IN 46254 &middot; (317) 555-0117</span><br><br>
CAUSE NO. <b>49K06-2611-SC-004127</b></td></tr></table>
<div class="band">NOTICE OF CLAIM</div>
<table class="g" style="width:100%">
<tr><td style="width:50%"><span style="font-size:8pt">CLAIMANT (name, address, phone)</span><br><b>BRIGHTWATER DENTAL GROUP, P.C.</b><br>
7902 N Michigan Rd, Indianapolis, IN 46268<br>(317) 555-0163 &middot; billing@brightwaterdental.com<br><i>appearing without counsel, by its office manager</i></td>
<td><span style="font-size:8pt">DEFENDANT (name, address)</span><br><b>REGINALD T. OKAFOR JR.</b><br>5719 Lafayette Commons Way Apt 2C<br>Indianapolis, IN 46254</td></tr>
<tr><td><span style="font-size:8pt">AMOUNT OF CLAIM (principal)</span><br><b>$1,846.50</b></td>
<td><span style="font-size:8pt">FILING FEE / SERVICE FEE (not part of claim)</span><br>$97.00 / $13.00</td></tr>
<tr><td colspan="2"><span style="font-size:8pt">NATURE OF CLAIM</span><br>Unpaid balance for dental treatment (crown and root canal) provided May&ndash;July 2025, patient ledger no. BDG-33817.
Interest of $58.20 at 8% is claimed separately and is not included in the amount above.</td></tr>
</table>
<div style="margin:14px 0;border-left:5px solid #111;padding:6px 12px">
<b>TRIAL DATE:</b> You are ordered to appear for trial on <b>Tuesday, January 26, 2027 at 9:00 a.m.</b> in the courtroom of the
Pike Township Small Claims Court, 5640 Township Center Dr, Suite B, Indianapolis, Indiana.</div>
<p><b>TO THE DEFENDANT:</b> You have been sued. If you do not appear at the trial, a default judgment may be entered against you for the
amount claimed plus court costs. If you agree that you owe the claim, you may contact the claimant before the trial date to make
arrangements. You may bring witnesses, receipts and any other evidence to trial. If you have a claim against the claimant you must
file it with the court before the trial date.</p>
<p>Small claims interpreters are available on request. Court e-mail for scheduling: piketwp.smallclaims@marioncourts.example.gov</p>
<table style="width:100%;margin-top:24px"><tr><td style="width:50%">Date issued: November 11, 2026<br><br>____________________________<br>Clerk, Pike Township Small Claims Court</td>
<td>I affirm under the penalties for perjury that the above claim is true.<br><br>____________________________<br>Denise L. Haverford, Office Manager<br>for Brightwater Dental Group, P.C.</td></tr></table>
<div style="position:absolute;bottom:34px;left:64px;right:64px;font-size:8pt;color:#333">Form SC-1 (Marion County Small Claims) &middot; Copy for Defendant</div>"""
    return page("DejaVu Sans", "10pt", css, body)


def L03(d):  # Wisconsin: form grid, condensed sans, script fill-ins
    css = """.g{width:100%}.g td{border:1px solid #000;padding:3px 5px;vertical-align:top}.lab{font-size:7.5pt;color:#222}
    .h{font-family:'Z003';font-size:15pt;color:#1a2a7a;line-height:1.1}.sm{font-size:8.5pt}"""
    body = """
<table class="g"><tr><td class="b" style="width:33%">STATE OF WISCONSIN</td><td class="b c" style="width:34%">CIRCUIT COURT</td><td class="b r">MILWAUKEE COUNTY</td></tr></table>
<table class="g" style="border-top:none"><tr>
<td style="width:55%"><div class="lab">Plaintiff's name, address</div><div class="h">Meridian Receivables Series 2021-A, LLC</div>
<div class="h" style="font-size:13pt">4400 W Brown Deer Rd, Milwaukee, WI 53223</div>
<div class="lab" style="margin-top:6px">-vs-</div>
<div class="lab">Defendant's name (last, first middle), address</div><div class="h">Kowalczyk, Anna Marie</div>
<div class="h" style="font-size:13pt">2846 S Delaware Ave</div><div class="h" style="font-size:13pt">Milwaukee, WI 53207</div></td>
<td><div class="b" style="font-size:13pt">Summons</div><div class="b">Small Claims</div><br>
<div class="lab">Case No.</div><div class="h">2026SC004512</div><br>
<div class="lab">Case classification / code</div><div>Money judgment &nbsp; 31003</div><br>
<div class="lab">Account no.</div><div class="h" style="font-size:12pt">MR-5520-0918</div></td></tr>
<tr><td colspan="2"><div class="b">THE STATE OF WISCONSIN, To the person(s) named above as Defendant(s):</div>
<div class="sm">You are being sued by the person(s) named above as Plaintiff(s). A copy of the claim has been sent to you with this summons.
If you do not appear or file a written answer on or before the return date below, judgment may be entered against you for the amount demanded.</div></td></tr>
<tr><td><div class="lab">RETURN DATE</div><div class="h">January 14, 2027</div></td><td><div class="lab">TIME</div><div class="h">8:30 a.m.</div></td></tr>
<tr><td colspan="2"><div class="lab">PLACE (court address)</div><div>Milwaukee County Courthouse, Room 400, 915 Civic Plaza Dr, Milwaukee, WI 53233</div></td></tr>
<tr><td><div class="lab">AMOUNT DEMANDED (principal)</div><div class="h">$2,913.44</div></td><td><div class="lab">Costs / attorney fees (est.)</div><div class="h">$94.50 / $50.00</div></td></tr>
<tr><td colspan="2"><div class="lab">Brief description of claim</div><div class="h" style="font-size:13pt">Unpaid balance on Brookfield Retail Bank credit card, charged off 6/30/2025, assigned to plaintiff</div></td></tr>
<tr><td><div class="lab">Plaintiff's attorney (name, State Bar No., address)</div>
<div>Kathryn E. Voss, State Bar No. 1098765</div><div>Brenner Voss Collections Law, S.C.</div><div>250 E Wisconsin Ave, Ste 1800, Milwaukee, WI 53202</div></td>
<td><div class="lab">Telephone / E-mail</div><div>(414) 555-0138</div><div>kvoss@brennervoss-sc.com</div><div class="sm">e-filing: efile@brennervoss-sc.com</div></td></tr>
<tr><td><div class="lab">Date summons issued</div><div class="h">12/2/2026</div></td><td><div class="lab">Signature</div><div class="h" style="font-size:18pt">K. E. Voss</div></td></tr>
</table>
<div class="sm" style="margin-top:10px">If you require reasonable accommodations due to a disability to participate in the court process, please call (414) 555-0191 prior to the scheduled court date.
You may file an answer electronically at the court's e-filing site. Please note: the return date is not necessarily a trial date.</div>
<div class="sm" style="position:absolute;bottom:34px;left:64px;right:64px;border-top:1px solid #000;padding-top:3px">SC-500, 07/26 Summons (Small Claims) &sect;&sect;799.05, 799.12, Wisconsin Statutes</div>"""
    return page("Liberation Sans Narrow", "9.5pt", css, body)


def L04(d):  # Oklahoma: firm letterhead above caption; table of parties with v. only; amount in words
    css = """.lh{border-bottom:3px double #333;padding-bottom:6px;margin-bottom:10px}.pt td{border:1px solid #555;padding:5px 8px;vertical-align:top}
    .pt th{background:#ddd;border:1px solid #555;padding:4px;font-size:9pt}"""
    body = """
<div class="lh"><table style="width:100%"><tr><td><span style="font-size:15pt;letter-spacing:1px" class="b">CALLOWAY BRANDT PLLC</span><br>
<span style="font-size:9pt">Attorneys and Counselors &middot; 1602 S Boulder Ave, Suite 410, Tulsa, OK 74119</span></td>
<td class="r" style="font-size:9pt">Tel. (918) 555-0129<br>Fax (918) 555-0130<br>intake@callowaybrandt.com</td></tr></table></div>
<div class="c b">IN THE DISTRICT COURT OF TULSA COUNTY<br>STATE OF OKLAHOMA</div>
<div class="c" style="font-size:9pt;margin-bottom:8px">Tulsa County Courthouse, 512 Courthouse Row, Tulsa, OK 74103</div>
<table class="pt" style="width:100%"><tr><th style="width:45%">Name</th><th>Address</th></tr>
<tr><td><b>RED RIVER CREDIT PARTNERS, LLC</b>, a Delaware limited liability company</td><td>3100 Oak Lawn Ave, Suite 600, Dallas, TX 75219</td></tr>
<tr><td colspan="2" class="c b">v.</td></tr>
<tr><td><b>DUSTIN LEE HARJO III</b></td><td>9021 E 31st Pl, Tulsa, OK 74145</td></tr>
</table>
<table style="width:100%;margin-top:6px"><tr><td>Case No. <b>SC-2026-7731</b></td><td class="r">Our Ref. CB-OK-40917 &nbsp; Orig. Acct. ****2208</td></tr></table>
<div class="c b" style="font-size:12pt;margin:10px 0 6px">SMALL CLAIMS AFFIDAVIT</div>
<p>The undersigned, being first duly sworn, states that the defendant is indebted to the plaintiff in the sum of
<b>Two Thousand One Hundred Fifty and 00/100 Dollars ($2,150.00)</b> on an open account (credit card originally issued by
First Prairie Bank and purchased by plaintiff), that no part of it has been paid, and that plaintiff has demanded payment.
Plaintiff also seeks court costs of $118.74 and a statutory attorney fee to be set by the Court; these are not part of the sum stated.</p>
<p>Affiant: __________________________ &nbsp; Jordan P. Brandt, OBA No. 23415, Attorney for Plaintiff &nbsp; jbrandt@callowaybrandt.com</p>
<p style="font-size:9pt">Subscribed and sworn to before me on November 19, 2026. ______________________ Notary / Deputy Court Clerk</p>
<div class="c b" style="font-size:12pt;margin:12px 0 6px;border-top:1px solid #000;padding-top:8px">ORDER</div>
<p>THE STATE OF OKLAHOMA TO THE DEFENDANT NAMED ABOVE: You are directed to appear and answer the foregoing claim at the
hearing set for <b>January 12, 2027, at 1:30 p.m.</b>, in Small Claims Courtroom 213 of the Tulsa County Courthouse. If you do not
appear, judgment may be entered against you for the amount claimed and costs. If you have a counterclaim against the plaintiff,
you must file it at least 72 hours before the hearing.</p>
<p>Issued: November 19, 2026 &nbsp;&nbsp;&nbsp; MARGARET T. OWENS, COURT CLERK &nbsp;&nbsp; By: ____________________ Deputy</p>
<div style="position:absolute;bottom:36px;left:64px;right:64px;font-size:8pt">Form approved under 12 O.S. &sect; 1751 et seq.</div>"""
    return page("URW Bookman", "10pt", css, body)


def L05(d):  # Oregon: pleading paper line numbers, caption box, RECEIVED stamp crossing case number, footer w/ case no.
    nums = "".join("<div>%d</div>" % i for i in range(1, 27))
    css = """.ln{position:absolute;left:30px;top:96px;width:24px;text-align:right;line-height:32.6px;font-size:9pt;color:#444}
    .rule{position:absolute;left:64px;top:0;bottom:0;border-left:2px double #999}.rule2{position:absolute;left:760px;top:0;bottom:0;border-left:1px solid #bbb}
    .stamp{position:absolute;left:470px;top:170px;transform:rotate(-12deg);border:3px solid rgba(190,20,30,.75);color:rgba(190,20,30,.75);
    font-family:'DejaVu Sans';font-weight:bold;padding:4px 12px;text-align:center;font-size:12pt;line-height:1.2}"""
    body = """<div class="ln">%s</div><div class="rule"></div><div class="rule2"></div>
<div style="padding-left:20px">
<div class="c">IN THE CIRCUIT COURT OF THE STATE OF OREGON</div>
<div class="c" style="margin-bottom:12px">FOR THE COUNTY OF LANE</div>
<table style="width:100%%"><tr><td style="width:52%%;border:1.5px solid #000;border-left:none;padding:8px 10px;vertical-align:top">
CASCADE BAY ACQUISITIONS, LLC,<br><span style="padding-left:120px">Plaintiff,</span><br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>
JASMINE N. FERREIRA and<br>JOHN DOE FERREIRA,<br><span style="padding-left:120px">Defendants.</span></td>
<td style="padding:8px 14px;vertical-align:top">Case No. <b style="font-size:12pt">26CV48213</b><br><br><b>SUMMONS</b><br><br>
<span style="font-size:9.5pt">Claim: $5,207.90 (ORS 21.160(1)(a))<br>Filing fee paid: $281.00</span></td></tr></table>
<p style="margin-top:12px">TO: JASMINE N. FERREIRA, 1360 Maple St Unit 7, Eugene, OR 97402</p>
<p>You are hereby required to appear and defend the complaint filed against you in the above-entitled cause within
<b>thirty (30) days</b> from the date of service of this summons upon you, and in case of your failure to do so, for want thereof,
plaintiff will apply to the court for the relief demanded in the complaint: judgment for <b>$5,207.90</b>, plus prevailing party fees,
costs and disbursements, and post-judgment interest at 9%% per annum.</p>
<div style="border:1px solid #000;padding:6px 10px;font-size:10pt"><b>NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</b><br>
You must &ldquo;appear&rdquo; in this case or the other side will win automatically. To &ldquo;appear&rdquo; you must file with the court a legal
document called a &ldquo;motion&rdquo; or &ldquo;answer.&rdquo; The &ldquo;motion&rdquo; or &ldquo;answer&rdquo; must be given to the court clerk or
administrator within 30 days along with the required filing fee. If you have questions, you should see an attorney immediately. If you need help
finding an attorney, you may contact the Oregon State Bar's Lawyer Referral Service online or by calling (503) 555-0160.</div>
<table style="width:100%%;margin-top:14px;font-size:10pt"><tr><td style="width:50%%;vertical-align:top">Lane County Circuit Court<br>170 Justice Way, Eugene, OR 97401<br>
e-filing questions: efile.lane@ojd.example.gov</td>
<td style="vertical-align:top">/s/ Lydia R. Whitlow<br>Lydia R. Whitlow, OSB No. 084512<br>GORSE &amp; WHITLOW, P.C.<br>
520 SW Yamhill St, Suite 900, Portland, OR 97204<br>(503) 555-0155 &middot; lwhitlow@gorsewhitlow.com<br>Of Attorneys for Plaintiff</td></tr></table>
</div>
<div class="stamp">RECEIVED<br>DEC 03 2026<br><span style="font-size:8pt">LANE CO. SHERIFF</span></div>
<div style="position:absolute;bottom:30px;left:84px;right:60px;border-top:1px solid #000;font-size:8.5pt;padding-top:3px">
<span>Page 1 &ndash; SUMMONS</span><span style="float:right">Case No. 26CV48213 &middot; GW File 26-0733</span></div>""" % nums
    return page("C059", "11pt", css, body, pad="60px 60px 56px 64px")


def L06(d):  # West Virginia: monospace typed form, ) caption, case number split over two lines
    css = """pre{font-family:inherit;margin:0;white-space:pre}"""
    body = """<pre>
           IN THE MAGISTRATE COURT OF KANAWHA COUNTY, WEST VIRGINIA
                    48 Judicial Row, Charleston, WV 25301
                  Clerk e-mail: kanawha.mag@courtswv.example.gov
================================================================================

ALLEGHENY CONSUMER FINANCE CO.,              )
  1200 Kanawha Blvd E, Charleston, WV 25301  )     CIVIL ACTION NO.
                         Plaintiff,          )     26-M20C-
                                             )     01187
v.                                           )
                                             )     Loan No. ACF-880214-7
PAULEY, TRAVIS WAYNE                         )
  811 Bigley Ave                             )
  Charleston, WV 25302                       )
                         Defendant.          )

--------------------------------------------------------------------------------
                              CIVIL SUMMONS
--------------------------------------------------------------------------------

TO THE ABOVE-NAMED DEFENDANT:

IN THE NAME OF THE STATE OF WEST VIRGINIA, you are hereby summoned and
required to serve upon the plaintiff's attorney, whose name and address
appear below, an answer to the complaint filed against you, a copy of
which is attached, within TWENTY (20) DAYS after service of this summons
upon you, exclusive of the day of service. If you fail to do so, judgment
by default will be taken against you for the relief demanded.

  Amount claimed (principal) ............................ $  1,375.00
  Interest to date (separately stated) .................. $    164.28
  Filing fee and service costs .......................... $    105.00
                                                          -----------
  Total with costs ...................................... $  1,644.28

Plaintiff's attorney:
  Aaron J. Stroud (WV Bar No. 12876)
  STROUD MERCER LEGAL GROUP, PLLC
  300 Summers St, Suite 1100, Charleston, WV 25301
  Tel. (304) 555-0171   astroud@stroudmercer.com
  Collections dept.: collect@stroudmercer.com

Dated: December 1, 2026            ______________________________
                                   Magistrate Clerk

SERVICE: [ ] Personal  [ ] Certified mail  [ ] Household member
</pre>
<div style="position:absolute;bottom:34px;left:64px;font-size:8pt">SCA-M201 Civil Summons (Magistrate Court)</div>"""
    return page("Liberation Mono", "10pt", css, body, pad="50px 58px")


def L07(d):  # Tennessee: landscape-like two columns, dark band heading, footer with case number
    css = """.band{background:#1d2a44;color:#fff;text-align:center;font-weight:bold;font-size:16pt;padding:8px;letter-spacing:4px}
    .cols{display:flex;gap:22px;margin-top:10px}.col{flex:1;border-top:2px solid #1d2a44;padding-top:6px}
    .box{border:1px solid #333;padding:5px 7px;margin-bottom:7px}.lab{font-size:7.5pt;color:#333;text-transform:uppercase}"""
    body = """
<div class="band">CIVIL WARRANT</div>
<div class="c b" style="margin-top:6px;font-size:11pt">GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE</div>
<div class="c" style="font-size:8.5pt">Sessions Building, 425 Public Square Ct, Nashville, TN 37201 &middot; Civil Division (615) 555-0104</div>
<div class="cols"><div class="col">
<div class="box"><div class="lab">Warrant No.</div><b style="font-size:12pt">26GC8841</b> &nbsp; <span style="font-size:8pt">Acct. No. 60114492318 &middot; Ref. AQR-26-5530</span></div>
<div class="box"><div class="lab">Filed by</div><b>Midsouth Asset Holdings, LLC</b>, as assignee of Harborview Capital Bank<br>
c/o 5300 Maryland Way, Brentwood, TN 37027</div>
<div class="c b">vs.</div>
<div class="box"><div class="lab">Served on</div><b>LATOYA DENISE BURNETT</b><br>3305 Dickerson Pike Apt 112<br>Nashville, TN 37207</div>
<p><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> Summon the defendant to appear before the General Sessions Court of
Davidson County, Tennessee, to answer in a civil action brought by the plaintiff for a debt due on a credit card account in the
amount of <b>$4,118.63</b>, plus court costs, under $25,000.</p>
<div class="box"><div class="lab">Court date</div><b>February 3, 2027 at 9:00 a.m.</b>, Courtroom 1B</div>
<table style="width:100%;font-size:8.5pt"><tr><td>Principal</td><td class="r">$4,118.63</td></tr><tr><td>Court costs (est.)</td><td class="r">$178.50</td></tr>
<tr><td>Interest at 10% from 8/1/2025 (separate)</td><td class="r">$514.83</td></tr><tr><td class="b">Total</td><td class="r b">$4,811.96</td></tr></table>
</div><div class="col">
<p><b>Attorney for Plaintiff</b><br>Preston L. Ruffin, BPR No. 031457<br>ASHBY, QUINN &amp; RUFFIN<br>2 International Plaza, Suite 240<br>
Nashville, TN 37217<br>(615) 555-0188<br>pruffin@aqrlaw.com</p>
<p style="font-size:8pt">Other contacts: paralegal mkeel@aqrlaw.com &middot; court clerk gsclerk@nashville.example.gov</p>
<div class="box"><div class="lab">Issued</div>December 4, 2026 &nbsp;&nbsp; Deputy Clerk ____________________</div>
<p style="font-size:8.5pt"><b>NOTICE TO DEFENDANT:</b> You must appear on the court date shown. If you do not appear, a judgment may be
entered against you. Tennessee law provides a personal property exemption from execution or seizure to satisfy a judgment.
If a judgment is entered you may file a written list of items you wish to claim as exempt with the clerk.</p>
<div class="box"><div class="lab">Officer's return</div>Came to hand ____________, 20__. Executed by serving a copy on the defendant ____________.<br><br>____________________ Deputy Sheriff</div>
<p style="font-size:8.5pt">For ADA assistance call (615) 555-0107. Bring this paper with you.</p>
</div></div>
<div style="position:absolute;bottom:32px;left:64px;right:64px;font-size:8pt;border-top:1px solid #1d2a44;padding-top:3px">
Warrant No. 26GC8841 &middot; Davidson County General Sessions &middot; page 1 of 1</div>"""
    return page("Nimbus Sans", "9pt", css, body)


def L08(d):  # Arkansas: centred heading lines, case number in two boxes, pro se plaintiff, amount in words
    css = """.bx{display:inline-block;border:1.5px solid #000;padding:3px 10px;font-weight:bold;margin:0 1px}"""
    body = """
<div class="c">IN THE DISTRICT COURT OF FAULKNER COUNTY, ARKANSAS</div>
<div class="c">CONWAY DEPARTMENT</div>
<div class="c b">SMALL CLAIMS DIVISION</div>
<div class="c" style="font-size:9pt;margin-bottom:12px">1140 Judicial Loop, Conway, AR 72034 &middot; (501) 555-0112</div>
<table style="width:100%"><tr><td style="width:60%;vertical-align:top">
NATURAL STATE FURNITURE &amp; APPLIANCE, INC.<br>2415 Dave Ward Dr, Conway, AR 72034<br><i>(appearing by its credit manager, not an attorney)</i><br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF<br><br>V.<br><br>Brandy K. Tackett<br>47 Robins Nest Cv, Conway, AR 72034<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT</td>
<td style="vertical-align:top;text-align:right">CASE NO.<br><span class="bx">CWY-SC-</span><span class="bx">26-318</span><br><br>
<span style="font-size:9pt">Store acct. 4007-1186<br>Invoice 22-9031</span></td></tr></table>
<div class="c b" style="font-size:13pt;margin:16px 0 8px;letter-spacing:3px">SUMMONS</div>
<p>THE STATE OF ARKANSAS TO THE DEFENDANT: Brandy K. Tackett</p>
<p>A small claims complaint has been filed against you by the plaintiff named above for the sum of
<b>One Thousand Six Hundred Twenty Dollars ($1,620.00)</b>, the unpaid balance of a retail installment contract for a sofa and
washer purchased on August 14, 2024. A copy of the complaint is attached.</p>
<p>You are hereby notified that you have <b>thirty (30) days</b> after service of this summons on you within which to file a written answer
with the clerk of this court, or to appear at the hearing set below. If you fail to respond, judgment by default may be entered against you for the relief
demanded in the complaint.</p>
<table style="margin:6px 0 10px 20px;font-size:10pt"><tr><td style="padding-right:20px">Amount claimed</td><td class="r">$1,620.00</td></tr>
<tr><td>Filing fee</td><td class="r">$65.00</td></tr><tr><td>Service fee (Sheriff)</td><td class="r">$50.00</td></tr>
<tr><td>Late charges (stated separately)</td><td class="r">$96.00</td></tr></table>
<p>Hearing: January 21, 2027, 9:00 a.m., Faulkner County District Court, Small Claims Courtroom.</p>
<p style="font-size:9.5pt">Attorneys may not represent parties in the small claims division. Plaintiff's representative: Gary W. Lindell,
Credit Manager, (501) 555-0149, credit@nsfaconway.com</p>
<table style="width:100%;margin-top:18px"><tr><td>Issued: November 23, 2026</td><td class="r">______________________________<br>Clerk of the District Court</td></tr></table>
<div style="position:absolute;bottom:34px;left:64px;right:64px;font-size:8pt;text-align:center">Ark. Dist. Ct. R. 10 &middot; Summons &ndash; Small Claims</div>"""
    return page("P052", "10.5pt", css, body)


def L09(d):  # Debt buyer letter, window-envelope layout, itemization table
    css = """.it td{padding:4px 10px;border-bottom:1px solid #999}.it th{background:#333;color:#fff;padding:5px 10px;text-align:left}
    .wm{position:absolute;left:170px;top:520px;transform:rotate(-30deg);font-size:90pt;color:rgba(0,0,0,.07);font-weight:bold}"""
    body = """<div class="wm">COPY</div>
<table style="width:100%"><tr><td><span style="font-size:17pt" class="b">KEYSTONE HARBOR CREDIT, LLC</span><br>
<span style="font-size:8.5pt">PO Box 40218, Wilmington, DE 19850 &middot; (302) 555-0125 &middot; help@keystoneharborcredit.com</span></td>
<td class="r" style="font-size:9pt">Date: December 2, 2026<br>Reference No.: KHC-7716-2093<br>Account No.: ****9055</td></tr></table>
<div style="margin:34px 0 24px 40px;line-height:1.35">GLORIA ANN MENDEZ<br>2207 Sandhill Rd Lot 14<br>PO Box 882<br>Las Cruces, NM 88005</div>
<p><b>Re: Your former Summit Peak Bank credit card account</b></p>
<p>Dear Gloria Ann Mendez:</p>
<p>Keystone Harbor Credit, LLC is a debt collector. We are trying to collect a debt that you owe to Keystone Harbor Credit, LLC.
We will use any information you give us to help collect the debt. Keystone Harbor Credit, LLC purchased this account and is now the
creditor to whom the debt is owed.</p>
<table style="font-size:9.5pt;margin-bottom:8px"><tr><td style="padding-right:20px">Original creditor:</td><td>Summit Peak Bank, N.A.</td></tr>
<tr><td>Original account number ending:</td><td>9055</td></tr><tr><td>Charge-off date:</td><td>April 30, 2025</td></tr>
<tr><td>Current creditor:</td><td>Keystone Harbor Credit, LLC</td></tr></table>
<table class="it" style="width:100%;margin-bottom:10px"><tr><th>Itemization</th><th style="text-align:right">Amount</th></tr>
<tr><td>As of April 30, 2025 (charge-off), you owed:</td><td class="r">$3,122.45</td></tr>
<tr><td>Between April 30, 2025 and today, you were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>Between April 30, 2025 and today, you were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>Between April 30, 2025 and today, you paid or were credited this amount toward the debt:</td><td class="r">&ndash; $150.00</td></tr>
<tr><td class="b">Total amount of the debt now:</td><td class="r b">$2,972.45</td></tr></table>
<p><b>How can you dispute the debt?</b> Call or write to us by January 13, 2027 to dispute all or part of the debt. If you do not, we will
assume that our information is correct. If you write to us by January 13, 2027, we must stop collection on any amount you dispute until we
send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor.
Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options.
P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p style="font-size:8.5pt">Because of the age of your debt, we will not sue you for it. We have not filed a lawsuit. Office hours Mon&ndash;Fri 8 a.m.&ndash;6 p.m. ET.</p>
<div style="position:absolute;bottom:30px;left:64px;right:64px;border-top:1px dashed #000;padding-top:5px;font-size:8.5pt">
Detach and return with payment &middot; Reference No. KHC-7716-2093 &middot; Amount enclosed: $__________ &middot; Mail to Keystone Harbor Credit, LLC, PO Box 40218, Wilmington, DE 19850</div>"""
    return page("URW Gothic", "10pt", css, body)


def L10(d):  # Spanish law-firm letter, NJ, sidebar letterhead
    css = """.side{position:absolute;left:0;top:0;bottom:0;width:170px;background:#e9e4d8;padding:40px 16px;box-sizing:border-box;font-size:8pt;line-height:1.4}
    .main{margin-left:150px}"""
    body = """<div class="side"><div class="b" style="font-size:11pt">DELACROIX, VARGA &amp; ASSOCIATES, LLC</div><br>
Abogados<br>90 Main St, Suite 502<br>Hackensack, NJ 07601<br>Tel. (201) 555-0133<br>Fax (201) 555-0134<br><br>
Lic. Andrea M. Sol&iacute;s, Esq.<br>NJ Attorney ID 018762009<br>asolis@dvalawnj.com<br><br>
Departamento de cobranzas:<br>cobranzas@dvalawnj.com<br><br>Asistente legal:<br>lmarin@dvalawnj.com</div>
<div class="main">
<div class="r">2 de diciembre de 2026</div>
<div style="margin:22px 0 18px">Sra. Rosa Elena Quintero<br>314 Market St Apt 3B<br>Paterson, NJ 07501</div>
<p class="b">Asunto: Hudson Ridge Capital, LLC contra Rosa Elena Quintero<br>
N&uacute;mero de expediente (Docket No.): PAS-DC-004518-26<br>Su n&uacute;mero de cuenta: HRC-2290-4471 &middot; Nuestro archivo: DVA-31877</p>
<p>Estimada Sra. Quintero:</p>
<p>Este despacho representa a <b>Hudson Ridge Capital, LLC</b>, cesionaria de la cuenta de tarjeta de cr&eacute;dito emitida originalmente por
Atlantic Shore Bank. Le informamos que se ha presentado una demanda en su contra ante el tribunal:</p>
<p style="margin-left:24px" class="b">SUPERIOR COURT OF NEW JERSEY<br>LAW DIVISION, SPECIAL CIVIL PART<br>PASSAIC COUNTY</p>
<p style="margin-left:24px;font-size:9pt">63 Courthouse Ln, Paterson, NJ 07505</p>
<p>La demanda reclama un saldo de <b>$2,645.18</b> (dos mil seiscientos cuarenta y cinco d&oacute;lares con 18/100). Adem&aacute;s, se reclaman por
separado las costas judiciales de $58.00 y el costo de notificaci&oacute;n de $7.00; el total con costas es $2,710.18.</p>
<p>Usted recibir&aacute; una citaci&oacute;n (summons) del tribunal. Si no presenta una contestaci&oacute;n por escrito dentro de los 35 d&iacute;as
siguientes a la fecha de la citaci&oacute;n, el tribunal puede dictar una sentencia en rebeld&iacute;a en su contra. Si desea resolver este
asunto antes de la audiencia, comun&iacute;quese con nuestra oficina.</p>
<p>Este despacho es un cobrador de deudas. Cualquier informaci&oacute;n obtenida ser&aacute; utilizada con ese fin.</p>
<p style="margin-top:20px">Atentamente,<br><br><span style="font-style:italic">Andrea M. Sol&iacute;s</span><br>Lic. Andrea M. Sol&iacute;s, Esq.<br>
NJ Attorney ID 018762009<br>Delacroix, Varga &amp; Associates, LLC<br>asolis@dvalawnj.com</p>
<p style="font-size:8pt;color:#333">c.c.: Hudson Ridge Capital, LLC &middot; Archivo DVA-31877 &middot; Clerk, Special Civil Part: pasccp.mail@njcourts.example.gov</p>
</div>"""
    return page("DejaVu Serif", "10pt", css, body, pad="48px 60px 48px 40px")


LAYOUTS = {"01": L01, "02": L02, "03": L03, "04": L04, "05": L05, "06": L06, "07": L07, "08": L08, "09": L09, "10": L10}
