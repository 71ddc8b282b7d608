"""HTML layouts, one per document. Each page is a CSS page of 816x1056 px."""

BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;color:#111}
#content{position:relative}
p{margin:0 0 6px 0}
table{border-collapse:collapse}
%s
</style></head><body><div class="page"><div id="content">%s</div></div></body></html>"""


def page(css, body):
    return BASE % (css, body)


# ---------------------------------------------------------------- 01 FL small claims, caption box
def doc01():
    css = """
.page{font-family:'Liberation Sans';font-size:10pt;padding:54px 70px 40px 70px;line-height:1.32}
.box{border:1.6px solid #000}
.box .court{text-align:center;font-weight:bold;font-size:11pt;padding:7px;border-bottom:1.2px solid #000;letter-spacing:.3px}
.box table{width:100%}
.box td{vertical-align:top;padding:7px 9px}
.box td.l{border-right:1.2px solid #000;width:60%}
.box td.r div{margin-bottom:5px}
.small{font-size:8.5pt;color:#333}
h2{text-align:center;font-size:11.5pt;margin:14px 0 8px 0;letter-spacing:1px}
ol{margin:0 0 6px 0;padding-left:22px} li{margin-bottom:5px}
.sig{margin-left:360px;margin-top:8px}
.notice{border:1px dashed #555;padding:6px 9px;font-size:8.5pt;margin-top:10px}
"""
    body = """
<div class="box">
 <div class="court">IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA</div>
 <table><tr><td class="l">
  <b>PALMETTO HARBOR FUNDING, LLC,</b><br>as assignee of Brightwater Bank, N.A.<br>
  <span class="small">c/o 4400 Biscayne Crossing Blvd, Ste 210, Miami, FL 33137</span><br>
  &nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>
  <b>PEREZ, YOLANDA M.</b><br>1185 W 44th Pl, Apt 207<br>Hialeah, FL 33012<br>
  &nbsp;&nbsp;&nbsp;&nbsp;Defendant.
 </td><td class="r">
  <div>CASE NO.: <b>2026-018342-SP-23</b></div>
  <div>SECTION: ND 03</div>
  <div>SMALL CLAIMS DIVISION</div>
  <div>Orig. Acct. No.: XXXX-XXXX-XXXX-4417</div>
  <div>Our File No.: AK-26-55091</div>
  <div class="small">Filing fee paid: $300.00<br>Summons issuance: $10.00</div>
 </td></tr></table>
</div>
<h2>STATEMENT OF CLAIM</h2>
<p>Plaintiff, PALMETTO HARBOR FUNDING, LLC, as assignee of Brightwater Bank, N.A., sues Defendant,
YOLANDA M. PEREZ, and alleges:</p>
<ol>
<li>This is an action for damages which do not exceed $8,000.00, exclusive of interest, costs and attorney's fees.</li>
<li>Defendant owes Plaintiff <b>$3,846.21</b> that is due with interest since June 14, 2026, on a revolving
credit account opened with Brightwater Bank, N.A., a copy of the final account statement being attached as Exhibit &ldquo;A.&rdquo;</li>
<li>The account was sold and assigned to Plaintiff on August 2, 2026, and Plaintiff is the owner of the account.
A copy of the bill of sale is attached as Exhibit &ldquo;B.&rdquo;</li>
<li>Plaintiff does not seek prejudgment interest in the principal sum; accrued interest of $214.60 is stated
separately and is not included in the amount above.</li>
</ol>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for $3,846.21, together with court costs of $310.00 and
service of process fee of $40.00 (total with costs $4,196.21), and such further relief as the Court deems just.</p>
<div class="sig">
ALVARADO &amp; KEENE, P.A.<br>Attorneys for Plaintiff<br>2600 Mangrove Lantern Rd, Suite 910<br>Coral Gables, FL 33134<br>
Telephone: (305) 555-0142<br>
<br>By: <i>/s/ Julian Keene</i><br>Julian Keene, Esq.<br>Florida Bar No. 0712458<br>
Primary E-mail: jkeene@alvaradokeenelaw.com<br>Secondary E-mail: eservice@alvaradokeenelaw.com
</div>
<div class="notice"><b>PRETRIAL CONFERENCE:</b> Defendant must appear at the pretrial conference on January 21, 2027 at 9:00 a.m.,
Miami-Dade County Court, 1460 Flagler Courthouse Way, Room 6-3, Miami, FL 33130. Questions regarding scheduling:
smallclaims-section3@mdcc-clerk.com. If you are a person with a disability who needs an accommodation, contact the
ADA Coordinator at (305) 555-0187 at least 7 days before your scheduled appearance.</div>
"""
    return page(css, body)


# ---------------------------------------------------------------- 02 FL circuit complaint, ")" column caption
def doc02():
    css = """
.page{font-family:'EB Garamond';font-size:12pt;padding:30px 84px 40px 84px;line-height:1.28}
.efile{font-size:8pt;font-family:'Liberation Sans';color:#333;margin-bottom:16px}
.hd{text-align:center;font-weight:bold;margin-bottom:12px}
table.cap td{vertical-align:top;padding:0}
td.p{width:330px} td.par{width:24px;text-align:center} td.c{padding-left:18px!important}
h2{text-align:center;font-size:12.5pt;margin:12px 0 8px;text-decoration:underline}
p.b{text-indent:36px;margin-bottom:5px;text-align:justify}
.sig{margin-left:330px;font-size:11pt;margin-top:6px;line-height:1.22}
"""
    paren = "<br>".join([")"] * 11)
    body = f"""
<div class="efile">Filing # 238471156 E-Filed 12/04/2026 10:41:07 AM</div>
<div class="hd">IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT,<br>IN AND FOR ORANGE COUNTY, FLORIDA</div>
<table class="cap"><tr>
<td class="p">KEYSTONE PRIVATE STUDENT LOAN TRUST 2019-B,<br>a Delaware statutory trust,<br><br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br><br>
DWAYNE T. HOLCOMBE, JR., and<br>LORETTA A. HOLCOMBE,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td class="par">{paren}</td>
<td class="c"><br>CASE NO.: 2026-CA-004518-O<br><br>DIVISION: 39<br><br>Loan Ref. No. KPS-19B-0083317<br></td>
</tr></table>
<h2>COMPLAINT FOR BREACH OF PROMISSORY NOTE</h2>
<p class="b">Plaintiff, KEYSTONE PRIVATE STUDENT LOAN TRUST 2019-B (&ldquo;Plaintiff&rdquo;), sues Defendants,
DWAYNE T. HOLCOMBE, JR., residing at 3117 Conway Willow Ct, Apt 4C, Orlando, FL 32812, and LORETTA A. HOLCOMBE,
co-signer, residing at 902 Bumby Reach Ln, Winter Park, FL 32789, and alleges:</p>
<p class="b">1. This is an action for damages that exceed $50,000.00, exclusive of interest, costs, and attorney&rsquo;s fees.</p>
<p class="b">2. On or about August 19, 2019, Defendants executed a private education loan note, which was
transferred to Plaintiff. Defendants defaulted on March 1, 2026.</p>
<p class="b">3. There is now due and owing unpaid principal of <b>$54,318.62</b>. Accrued interest of $6,102.40 through
November 30, 2026 is claimed separately (principal and interest together: $60,421.02).</p>
<p class="b">WHEREFORE, Plaintiff demands judgment for $54,318.62 in principal, plus interest, the filing fee of $400.00,
costs of service, and such other relief as is just.</p>
<div class="sig">WHITCOMBE LYLE, PLLC<br>1815 Orange Harbor Pkwy, Suite 600<br>Orlando, FL 32801<br>
Tel. (407) 555-0163<br>/s/ Marisa D. Lyle<br>Marisa D. Lyle, Esq., Fla. Bar No. 1048831<br>
mlyle@whitcombelyle.com<br>pleadings@whitcombelyle.com (service)<br>paralegal: tgrant@whitcombelyle.com</div>
"""
    return page(css, body)


# ---------------------------------------------------------------- 03 GA magistrate, handwritten form grid
def doc03():
    css = """
.page{font-family:'Nimbus Sans';font-size:9.5pt;padding:40px 56px;line-height:1.25}
.hd{text-align:center;font-weight:bold;font-size:11pt}
.hd2{text-align:center;font-size:10pt;margin-bottom:10px}
table.g{width:100%;border:1.5px solid #000}
table.g td{border:1px solid #000;vertical-align:top;padding:4px 6px;height:20px}
.lab{font-size:7.5pt;color:#222;text-transform:uppercase;display:block}
.hw{font-family:'Dancing Script';font-size:14.5pt;color:#1a2a7a;line-height:1.15}
.ttl{text-align:center;font-weight:bold;font-size:12pt;margin:8px 0;letter-spacing:2px}
.fine{font-size:8pt;text-align:justify}
.clerk{font-size:8pt;border-top:1px solid #000;margin-top:8px;padding-top:4px}
"""
    H = lambda s: f'<span class="hw">{s}</span>'
    body = f"""
<div class="hd">IN THE MAGISTRATE COURT OF GWINNETT COUNTY</div>
<div class="hd">STATE OF GEORGIA</div>
<div class="hd2">Civil Division &middot; 75 Langley Courthouse Walk, Lawrenceville, GA 30046 &middot; (770) 555-0121</div>
<table class="g">
<tr><td colspan="2" style="width:62%"><span class="lab">Plaintiff (name, address, phone)</span>
{H("Peachtree Corners Family Dental, LLC")}<br>{H("5190 Technology Glen Pkwy, Ste 140")}<br>
{H("Peachtree Corners, GA 30092 &nbsp; 770-555-0133")}</td>
<td><span class="lab">Civil Action No.</span><b style="font-size:12pt">26-M-04417</b><br>
<span class="lab">Date filed</span>{H("Dec. 8, 2026")}</td></tr>
<tr><td colspan="2"><span class="lab">Defendant (name, address)</span>
{H("Keisha R. Bramlett")}<br>{H("850 Sugarloaf Hollow Dr, Apt 1312")}<br>{H("Lawrenceville, GA 30043")}</td>
<td><span class="lab">Patient acct. no.</span>{H("PCFD-20931")}<br>
<span class="lab">Plaintiff e-mail</span>{H("billing@pcfamilydental.com")}</td></tr>
</table>
<div class="ttl">STATEMENT OF CLAIM</div>
<table class="g">
<tr><td style="width:50%"><span class="lab">Principal amount claimed</span>{H("$2,480.00")}</td>
<td><span class="lab">Interest (stated separately)</span>{H("$148.80")}</td></tr>
<tr><td><span class="lab">Court costs / filing fee</span>{H("$84.00")}</td>
<td><span class="lab">Sheriff service fee</span>{H("$50.00")}</td></tr>
<tr><td colspan="2"><span class="lab">Total with costs</span>{H("$2,762.80")}</td></tr>
<tr><td colspan="2" style="height:74px"><span class="lab">Reason for claim (plaintiff's own words)</span>
{H("Dental crowns + root canal done 3/11/2026 and 4/02/2026. Patient's insurance denied.")}<br>
{H("Payment plan signed, patient stopped paying after 1 payment. Statements mailed 5 times.")}</td></tr>
<tr><td><span class="lab">Plaintiff is represented by an attorney?</span>{H("No - appearing on its own")}</td>
<td><span class="lab">Signed by / title</span>{H("Dr. Anjali Rao, Managing Member")}</td></tr>
</table>
<p class="fine" style="margin-top:8px">Personally appeared the above Plaintiff who, being duly sworn, says that the Defendant named above is
indebted to Plaintiff in the sum shown as principal, plus interest and court costs, and that the claim is just and true.
Sworn to and subscribed before me.</p>
<div class="ttl" style="font-size:10.5pt">SUMMONS</div>
<p class="fine">TO THE ABOVE NAMED DEFENDANT: You are hereby required to file an answer to this claim with the Clerk of the
Magistrate Court, either in writing or orally, within thirty (30) days after service. If you do not answer, judgment by
default may be entered against you. You may contact the clerk at magistrate.civil@gwinnett-courts-mail.com or e-file
through the state e-filing portal (support: efilehelp@ga-efile-mail.com).</p>
<div class="clerk">Deputy Clerk: {H("R. Whitlow")} &nbsp;&nbsp;&nbsp; Served: ____________ &nbsp;&nbsp;&nbsp; Return of service attached &nbsp; &#9744;</div>
"""
    return page(css, body)


# ---------------------------------------------------------------- 04 GA state court, letterhead + two-column caption
def doc04():
    css = """
.page{font-family:'P052';font-size:10.5pt;padding:36px 72px;line-height:1.3}
.lh{text-align:center;border-bottom:2.5px double #222;padding-bottom:6px;margin-bottom:14px}
.lh .f{font-size:17pt;letter-spacing:2px;font-variant:small-caps}
.lh .a{font-size:8.5pt;color:#333}
.hd{text-align:center;font-weight:bold;line-height:1.35}
table.cap{width:100%;margin:12px 0}
table.cap td{vertical-align:middle;width:50%;padding:6px 10px}
table.cap td.l{border-right:1.5px solid #000;border-bottom:1.5px solid #000}
h2{text-align:center;font-size:11pt;margin:8px 0}
p.b{text-align:justify;text-indent:30px}
.sig{margin-left:340px;font-size:10pt}
"""
    body = """
<div class="lh"><div class="f">Brannigan, Oyelaran &amp; Tate, LLC</div>
<div class="a">Attorneys at Law &middot; 1190 Windward Crest Pkwy, Suite 300 &middot; Alpharetta, GA 30005 &middot;
Tel (678) 555-0158 &middot; Fax (678) 555-0159 &middot; intake@botlawga.com</div></div>
<div class="hd">IN THE STATE COURT OF DEKALB COUNTY</div>
<div class="hd">STATE OF GEORGIA</div>
<table class="cap"><tr>
<td class="l">REDLINE AUTO CREDIT, LLC,<br>a Delaware limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>
v.<br><br>ANTHONY C. OKAFOR and<br>GRACE N. OKAFOR,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>CIVIL ACTION<br>FILE NO. <b>26A01873</b><br><br>Contract No. RAC-7730-19452<br>Our File: BOT-26-1187</td>
</tr></table>
<h2>COMPLAINT ON ACCOUNT (DEFICIENCY BALANCE)</h2>
<p class="b">COMES NOW Plaintiff and files this Complaint against Defendants, showing the Court as follows:</p>
<p class="b">1. Defendant Anthony C. Okafor resides at 2291 Glenwood Terrace Cir, Decatur, GA 30032, DeKalb County,
and is subject to the jurisdiction and venue of this Court. Defendant Grace N. Okafor, co-buyer, resides at the same address.</p>
<p class="b">2. Defendants executed a retail installment contract for a 2021 motor vehicle. After default, the vehicle was
repossessed and sold, and notice was given as required by O.C.G.A. &sect; 10-1-36.</p>
<p class="b">3. After application of the sale proceeds, Defendants owe a deficiency principal balance of <b>$12,906.44</b>.</p>
<p class="b">4. Plaintiff further seeks pre-judgment interest of $1,012.37, stated separately, and attorney&rsquo;s fees of
$1,935.97 pursuant to O.C.G.A. &sect; 13-1-11, notice having been given.</p>
<p class="b">WHEREFORE, Plaintiff prays for judgment of $12,906.44 principal, interest, attorney&rsquo;s fees, and
all costs of this action (filing fee $218.00; total claimed with fees and costs $16,072.78).</p>
<div class="sig">Respectfully submitted,<br>/s/ Darnell K. Tate<br>Darnell K. Tate<br>Georgia Bar No. 418277<br>
dtate@botlawga.com<br>Paralegal: paralegal@botlawga.com<br>Attorney for Plaintiff</div>
<p style="font-size:8pt;margin-top:10px">Clerk of State Court, DeKalb County &middot; 612 Ponce Commons Dr, Decatur, GA 30030 &middot; efiling questions: statecourtclerk@dekalb-sc-mail.com</p>
"""
    return page(css, body)


# ---------------------------------------------------------------- 05 MI district court, SCAO-like form grid
def doc05():
    css = """
.page{font-family:'Liberation Sans Narrow';font-size:9pt;padding:34px 40px;line-height:1.22}
.top{font-size:7.5pt;display:flex;justify-content:space-between;margin-bottom:3px}
table.f{width:100%;border:1.6px solid #000}
table.f td{border:1px solid #000;vertical-align:top;padding:3px 5px}
.lab{font-size:7pt;display:block;color:#222}
.big{font-size:14pt;font-weight:bold;text-align:center;vertical-align:middle!important}
.sec{background:#e6e6e6;font-weight:bold;font-size:8.5pt}
.cb{font-family:'DejaVu Sans';font-size:9pt}
.ft{font-size:7pt;margin-top:4px;display:flex;justify-content:space-between}
"""
    body = """
<div class="top"><span>Approved, SCAO</span><span>Original - Court &nbsp; 1st copy - Defendant &nbsp; 2nd copy - Plaintiff &nbsp; 3rd copy - Return</span></div>
<table class="f">
<tr><td style="width:38%"><b>STATE OF MICHIGAN</b><br><b>52nd DISTRICT COURT, 1st DIVISION</b><br><span class="lab">Oakland County</span></td>
<td class="big" style="width:30%">SUMMONS</td>
<td><span class="lab">CASE NO.</span><b style="font-size:11pt">26-C01542-GC</b><br><span class="lab">Hon.</span>Patricia L. Venn (P40117)</td></tr>
<tr><td colspan="3"><span class="lab">Court address / telephone</span>48200 Grand Meridian Blvd, Novi, MI 48374 &nbsp;&middot;&nbsp; (248) 555-0171 &nbsp;&middot;&nbsp; clerk e-mail: civil52-1@oakgov-courts-mail.com</td></tr>
<tr><td colspan="2"><span class="lab">Plaintiff's name(s), address(es), and telephone no(s).</span>
NORTHPOINT CAPITAL RECOVERY, LLC<br>assignee of Huron Shore Bank<br>700 Lafayette Dock St, Suite 12, Detroit, MI 48226</td>
<td rowspan="2"><span class="lab">Defendant's name(s), address(es), and telephone no(s).</span>
WOJCIK, BRIAN K.<br>41877 Tamarack Ridge Dr, Unit 6<br>Novi, MI 48375<br><br>
<span class="lab">Co-defendant</span>WOJCIK, ALYSSA D.<br>same address</td></tr>
<tr><td colspan="2"><span class="lab">Plaintiff's attorney, bar no., address, and telephone no.</span>
Adam J. Szymanski (P71942)<br>SZYMANSKI FERRELL PLC<br>31500 Northwestern Crest Hwy, Suite 205, Farmington Hills, MI 48334<br>
(248) 555-0146 &middot; aszymanski@szferrell.com &middot; e-service: efile@szferrell.com</td></tr>
<tr><td colspan="3" class="sec">NOTICE TO THE DEFENDANT: In the name of the people of the State of Michigan you are notified:</td></tr>
<tr><td colspan="3">1. You are being sued. &nbsp;2. YOU HAVE 21 DAYS after receiving this summons and a copy of the complaint to file a written
answer with the court and serve a copy on the other party or take other lawful action (28 days if you were served by mail or outside this
state). &nbsp;3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief
demanded in the complaint.</td></tr>
<tr><td><span class="lab">Issue date</span>12/10/2026</td><td><span class="lab">Expiration date</span>03/11/2027</td><td><span class="lab">Court clerk</span>M. Osterhout</td></tr>
<tr><td colspan="3" class="sec">COMPLAINT INFORMATION &mdash; STATEMENT OF CLAIM</td></tr>
<tr><td colspan="3"><span class="cb">&#9746;</span> This is a business case in which all or part of the action includes a business or commercial dispute. &nbsp;
<span class="cb">&#9744;</span> Family division case &nbsp; <span class="cb">&#9746;</span> There is no other pending or resolved civil action arising out of the same transaction.</td></tr>
<tr><td colspan="3" style="padding:0">
<table style="width:100%"><tr style="font-weight:bold"><td style="border:0;border-bottom:1px solid #000">Item</td><td style="border:0;border-bottom:1px solid #000;text-align:right">Amount</td><td style="border:0;border-bottom:1px solid #000">Reference</td></tr>
<tr><td style="border:0">Principal balance on account (amount claimed)</td><td style="border:0;text-align:right"><b>$4,762.19</b></td><td style="border:0">Acct. ending 8830</td></tr>
<tr><td style="border:0">Filing fee</td><td style="border:0;text-align:right">$85.00</td><td style="border:0">MCL 600.8371</td></tr>
<tr><td style="border:0">Service fee (mileage incl.)</td><td style="border:0;text-align:right">$26.00</td><td style="border:0">&nbsp;</td></tr>
<tr><td style="border:0">Statutory interest (separately stated)</td><td style="border:0;text-align:right">$203.55</td><td style="border:0">MCL 600.6013</td></tr>
<tr><td style="border:0;border-top:1px solid #000">Total with costs</td><td style="border:0;border-top:1px solid #000;text-align:right">$5,076.74</td><td style="border:0;border-top:1px solid #000">&nbsp;</td></tr>
</table></td></tr>
<tr><td colspan="3">Plaintiff, by its attorneys, states that Defendant Brian K. Wojcik opened a credit card account with Huron Shore Bank,
defaulted in payment, and that the account was assigned to Plaintiff. Plaintiff demands judgment in the amount of $4,762.19 plus costs,
interest, and statutory attorney fees. An affidavit of account and the assignment are attached.</td></tr>
<tr><td colspan="2"><span class="lab">Signature of attorney/plaintiff</span><i>/s/ Adam J. Szymanski</i></td><td><span class="lab">Date</span>12/09/2026</td></tr>
</table>
<div class="ft"><span>MC 01 (SCAO style form)</span><span>SUMMONS &middot; Case No. 26-C01542-GC</span><span>MCR 2.102(B)(11), MCR 2.104, MCR 2.105</span></div>
<p style="font-size:8pt;margin-top:6px">If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter,
please contact the court immediately to make arrangements.</p>
"""
    return page(css, body)


# ---------------------------------------------------------------- 06 MI circuit, centred stacked header, monospace, footer w/ case no.
def doc06():
    css = """
.page{font-family:'Courier Prime';font-size:10.5pt;padding:40px 80px 0 80px;line-height:1.32}
.c{text-align:center}
.r{text-align:right}
.hr{border-top:1px solid #000;margin:8px 0}
p.b{text-indent:40px;text-align:left}
.foot{position:absolute;left:80px;right:80px;top:1000px;border-top:1px solid #000;padding-top:4px;font-size:9pt;display:flex;justify-content:space-between}
"""
    body = """
<div class="c">STATE OF MICHIGAN</div>
<div class="c">IN THE CIRCUIT COURT FOR THE COUNTY OF KENT</div>
<div class="c" style="font-size:9pt">(17th Judicial Circuit &middot; 180 Ottawa Crest Ave NW, Grand Rapids, MI 49503)</div>
<div class="hr"></div>
<div class="c">THORNAPPLE COMMUNITY CREDIT UNION,<br>a Michigan credit union,<br>Plaintiff,</div>
<div class="c">v</div>
<div class="c">MARIBEL ORTEGA-SANCHEZ,<br>Defendant.</div>
<div class="r">Case No. 26-03127-CK<br>Hon. Gerald P. Vos</div>
<div class="hr"></div>
<div style="font-size:9.5pt">Kristen L. Pratt (P68304)<br>VANDERMOLEN &amp; PRATT, P.C.<br>Attorneys for Plaintiff<br>
2450 Breton Mill Rd SE, Suite 110, Kentwood, MI 49512<br>(616) 555-0135 | kpratt@vandermolenpratt.com<br>
docketing@vandermolenpratt.com</div>
<div class="hr"></div>
<div class="c" style="font-size:9pt">There is no other pending or resolved civil action arising out of the transaction or
occurrence alleged in the complaint.</div>
<div class="c" style="margin:8px 0"><b>COMPLAINT</b></div>
<p class="b">1. Plaintiff is a state-chartered credit union with its principal office at 900 Cascade Hollow Dr SE,
Grand Rapids, MI 49546.</p>
<p class="b">2. Defendant resides at 1634 Oakwood Bend Ave SE, Grand Rapids, MI 49506, in Kent County.</p>
<p class="b">3. Defendant executed a consumer loan and security agreement, Loan No. 0044-81137-02, and
defaulted. Plaintiff accelerated the balance on July 15, 2026.</p>
<p class="b">4. The principal balance owed is $31,455.08. Contract interest of $2,117.63 has
accrued and is stated separately; late fees of $145.00 are not claimed herein.</p>
<p class="b">5. The amount in controversy exceeds $25,000.00, and jurisdiction is proper in this Court.</p>
<p class="b">WHEREFORE, Plaintiff requests judgment of $31,455.08, plus interest, costs
(filing fee $175.00), and attorney fees (total with costs $33,747.71).</p>
<div style="margin-left:300px">/s/ Kristen L. Pratt<br>Kristen L. Pratt (P68304)<br>Dated: December 7, 2026</div>
<div class="foot"><span>Thornapple CCU v Ortega-Sanchez</span><span>Case No. 26-03127-CK</span><span>Page 1 of 1</span></div>
"""
    return page(css, body)


# ---------------------------------------------------------------- 07 Cook County, stamp crossing the case number
def doc07():
    css = """
.page{font-family:'DejaVu Serif Condensed';font-size:11pt;padding:48px 66px;line-height:1.34}
.hd{text-align:center;font-weight:bold;font-size:11pt}
table.cap{width:100%;margin-top:14px}
table.cap td{vertical-align:top}
.info{border:1.5px solid #000;padding:8px 10px;width:250px}
.info div{margin-bottom:4px}
.stamp{position:absolute;left:470px;top:58px;width:250px;border:3px solid rgba(190,20,30,.75);color:rgba(190,20,30,.78);
 transform:rotate(-9deg);text-align:center;font-family:'DejaVu Sans';font-weight:bold;padding:4px;line-height:1.2;font-size:9pt}
.stamp .big{font-size:19pt;letter-spacing:4px}
h2{text-align:center;font-size:11pt;margin:14px 0 8px;letter-spacing:1px}
p.b{text-align:justify}
.atty{font-size:9pt;border-top:1px solid #000;margin-top:10px;padding-top:6px;columns:2}
"""
    body = """
<div class="hd">IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS</div>
<div class="hd">MUNICIPAL DEPARTMENT, FIRST DISTRICT</div>
<table class="cap"><tr>
<td>LAKESHORE RECEIVABLES SPV I, LLC,<br>as assignee of Midwest Consumer Bank,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>
&nbsp;&nbsp;&nbsp;vs.<br>LUIS A. MENDOZA III,<br>5807 S Kildare Grove Ave, Apt 2R<br>Chicago, IL 60629<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:270px"><div class="info">
<div>Case No. <b>2026-M1-104582</b></div>
<div>Amount Claimed: <b>$7,318.50</b></div>
<div>Return Date: 01/19/2027</div>
<div>Courtroom 1104, 9:30 a.m.</div>
<div>Account No. ****-5926</div>
<div>Plaintiff Ref: LRS1-0290474</div>
</div></td></tr></table>
<div class="stamp">FILED<div class="big">DEC 09 2026</div>CLERK OF THE CIRCUIT COURT<br>COOK COUNTY, IL &middot; 2026-M1-104582</div>
<h2>COMPLAINT (CONTRACT &mdash; CREDIT ACCOUNT)</h2>
<p class="b">Plaintiff, LAKESHORE RECEIVABLES SPV I, LLC, as assignee of Midwest Consumer Bank, by its attorneys,
Kowalczyk Brandt LLC, complains of Defendant, LUIS A. MENDOZA III, as follows:</p>
<p class="b">1. Defendant applied for and used a credit account issued by Midwest Consumer Bank and failed to make the
payments due. The account was charged off on February 28, 2026, and sold to Plaintiff on May 6, 2026.</p>
<p class="b">2. After all just credits, the principal balance due and owing is <b>$7,318.50</b>. Plaintiff separately
claims statutory interest of $412.88 at 5% per annum under 815 ILCS 205/2.</p>
<p class="b">3. Pursuant to Supreme Court Rule 222(b), counsel states that the total money damages sought do not exceed
$50,000.00. An affidavit and the account documents required by 735 ILCS 5/2-606 are attached.</p>
<p class="b">WHEREFORE, Plaintiff requests judgment against Defendant for $7,318.50, plus interest and the costs of this
action, including the filing fee of $348.00 and sheriff's fee of $60.00 (total with costs $8,139.38).</p>
<div class="atty"><b>Kowalczyk Brandt LLC</b><br>Cook County Firm No. 48215<br>Attorney: Marek Kowalczyk, ARDC 6309144<br>
221 Wacker Lantern Dr, Suite 1700<br>Chicago, IL 60606<br>(312) 555-0119<br>mkowalczyk@kbrandtlaw.com<br>
Service: service@kbrandtlaw.com<br>This communication is from a debt collector.</div>
<p style="font-size:8pt;margin-top:8px">Clerk of the Circuit Court of Cook County, Richard J. Daley Center, Chicago &middot; e-filing support: efileIL-help@cookclerk-mail.com</p>
"""
    return page(css, body)


# ---------------------------------------------------------------- 08 Sangamon small claims, table of parties, monospace
def doc08():
    css = """
.page{font-family:'Nimbus Mono PS';font-size:9.5pt;padding:40px 58px;line-height:1.3}
.hd{text-align:center;font-weight:bold}
table.pt{width:100%;margin:10px 0;border:1.5px solid #000}
table.pt th,table.pt td{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
table.pt th{background:#eee;font-size:8.5pt}
.cn{display:flex;justify-content:space-between;border:1px solid #000;padding:5px 8px;margin-top:8px}
h2{text-align:center;font-size:11pt;margin:10px 0 6px}
p.b{text-align:justify}
.sig{margin-top:6px;display:flex;justify-content:space-between;font-size:9pt}
"""
    body = """
<div class="hd">IN THE CIRCUIT COURT FOR THE SEVENTH JUDICIAL CIRCUIT</div>
<div class="hd">SANGAMON COUNTY, ILLINOIS</div>
<div class="cn"><span>Case Number: <b>2026SC000731</b></span><span>Amount Claimed: $3,189.27</span><span>Acct: LLCF-55-201936</span></div>
<h2>SMALL CLAIMS COMPLAINT</h2>
<table class="pt">
<tr><th style="width:18%">Party</th><th style="width:38%">Name</th><th>Address</th></tr>
<tr><td>Plaintiff</td><td>LINCOLN LAND CONSUMER FINANCE, INC., an Illinois corporation</td><td>1400 Capitol Mews Blvd, Springfield, IL 62701</td></tr>
<tr><td>Defendant 1</td><td>HADDIX, CHERYL L.</td><td>2219 Wabash Bend Ct<br>Springfield, IL 62704</td></tr>
<tr><td>Defendant 2</td><td>HADDIX, RONALD E.</td><td>418 Leland Orchard Rd<br>Chatham, IL 62629</td></tr>
<tr><td>Plaintiff's attorney</td><td>HOLLISTER &amp; DUNNE, P.C.<br>Lauren M. Dunne, ARDC No. 6312874</td><td>3 Old Statehouse Row, Suite 4B, Springfield, IL 62701<br>(217) 555-0128<br>ldunne@hollisterdunne.com</td></tr>
</table>
<p class="b">1. The Defendants, and each of them, are indebted to the Plaintiff in the sum of <b>$3,189.27</b> for the unpaid
balance of a personal installment loan, Loan No. 55-201936, made on October 3, 2024, on which Defendant Ronald E. Haddix
signed as co-obligor.</p>
<p class="b">2. Plaintiff has demanded payment and Defendants have failed to pay. The claim does not exceed $10,000.00.</p>
<p class="b">3. In addition to the sum above, Plaintiff claims interest of $96.40 (stated separately), and costs:
filing fee $147.00 and sheriff service fee $60.00. Total with interest and costs: $3,492.67.</p>
<p class="b">I certify under 735 ILCS 5/1-109 that everything in this Complaint is true and correct.</p>
<div class="sig"><span>/s/ Lauren M. Dunne<br>Attorney for Plaintiff</span><span>Dated: 12/02/2026</span></div>
<h2>SUMMONS</h2>
<p class="b">To each Defendant: You are summoned to appear at the Sangamon County Complex, Courtroom 5A, 200 Monroe Hill Sq,
Springfield, IL 62701, on January 13, 2027 at 9:00 a.m. If you fail to appear, a judgment by default may be entered against you.</p>
<p style="font-size:8pt">Clerk of the Circuit Court &middot; e-filing notices: circuitclerk-sc@sangamon-courts-mail.com &middot;
paralegal contact: mbeck@hollisterdunne.com &middot; Page 1 of 1 &middot; 2026SC000731</p>
"""
    return page(css, body)


# ---------------------------------------------------------------- 09 CFPB model validation notice
def doc09():
    css = """
.page{font-family:'Open Sans';font-size:9.5pt;padding:40px 56px;line-height:1.32}
.top{display:flex;justify-content:space-between}
.ag{font-size:9pt}
.ref{font-size:8.5pt;text-align:right}
.to{margin:18px 0 12px 0}
h3{font-size:10.5pt;margin:10px 0 4px}
table.it{width:100%;margin:6px 0}
table.it td{padding:3px 6px;border-bottom:1px solid #bbb}
table.it td.a{text-align:right;width:120px}
table.it tr.t td{font-weight:bold;border-top:2px solid #000;border-bottom:2px solid #000}
.cols{display:flex;gap:20px}
.cols>div{flex:1}
.tear{border-top:1.5px dashed #000;margin-top:10px;padding-top:6px;font-size:8.5pt}
.cb{font-family:'DejaVu Sans'}
"""
    body = """
<div class="top"><div class="ag"><b>Cardinal Ridge Recovery, LLC</b><br>8800 Bluestem Crossing Pkwy, Suite 300<br>Irving, TX 75063<br>(972) 555-0116, 8am&ndash;6pm CT, Mon&ndash;Fri<br>disputes@cardinalridgerecovery.com<br>www.cardinalridgerecovery.com/respond</div>
<div class="ref">Reference: CRR-7702214<br>Notice date: December 18, 2026</div></div>
<div class="to">Samuel J. Pruitt<br>6612 Camp Bowie Terrace, Apt 118<br>Fort Worth, TX 76116</div>
<p><b>Cardinal Ridge Recovery, LLC is a debt collector.</b> We are trying to collect a debt that you owe to
<b>Bluebonnet Asset Acquisitions, LLC</b>. We will use any information you give us to help collect the debt.</p>
<h3>Our information shows:</h3>
<p>You had a Brazos National Bank Visa credit card from Brazos National Bank with account number ending 6041.</p>
<table class="it">
<tr><td>As of January 2, 2026, you owed:</td><td class="a">$2,905.10</td></tr>
<tr><td>Between January 2, 2026 and today:</td><td class="a"></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="a">+ $312.44</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="a">+ $35.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="a">&ndash; $150.00</td></tr>
<tr class="t"><td>Total amount of the debt now:</td><td class="a">$3,102.54</td></tr>
</table>
<div class="cols"><div>
<h3>How can you dispute the debt?</h3>
<p><b>Call or write to us by February 1, 2027, to dispute all or part of the debt.</b> If you do not, we will assume that
our information is correct. If you write to us by February 1, 2027, we must stop collection on any amount you dispute
until we send you information that shows you owe the debt. You may use the form below or write to us without the form.</p>
</div><div>
<h3>What else can you do?</h3>
<p><b>Write to ask for the name and address of the original creditor, if different from the current creditor.</b>
Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment
options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
</div></div>
<div class="tear"><b>Mail this form to:</b> Cardinal Ridge Recovery, LLC, PO Box 140217, Irving, TX 75014 &nbsp;&nbsp; Reference: CRR-7702214<br>
Samuel J. Pruitt, 6612 Camp Bowie Terrace, Apt 118, Fort Worth, TX 76116<br><br>
<b>How do you want to respond?</b><br>
<span class="cb">&#9744;</span> I want to dispute the debt because I think: &nbsp;<span class="cb">&#9744;</span> This is not my debt. &nbsp;
<span class="cb">&#9744;</span> The amount is wrong. &nbsp;<span class="cb">&#9744;</span> Other.<br>
<span class="cb">&#9744;</span> I want you to send me the name and address of the original creditor.<br>
<span class="cb">&#9744;</span> I enclosed this amount: $__________ &nbsp; Make your check payable to Cardinal Ridge Recovery, LLC. Include reference number CRR-7702214.</div>
"""
    return page(css, body)


# ---------------------------------------------------------------- 10 utility final-bill letter from agency (suit filed)
def doc10():
    css = """
.page{font-family:'URW Gothic';font-size:9.5pt;padding:44px 60px;line-height:1.36}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #2b4f7a;padding-bottom:6px}
.lh .n{font-size:15pt;font-weight:bold;color:#2b4f7a}
.lh .s{font-size:8pt;text-align:right}
.addr{margin:22px 0 14px 0}
.box{border:1.5px solid #2b4f7a;margin:10px 0;background:#f3f6fa}
.box table{width:100%}
.box td{padding:3px 10px}
.box td.a{text-align:right}
.box .hd{background:#2b4f7a;color:#fff;font-weight:bold;padding:4px 10px}
.box tr.t td{font-weight:bold;border-top:1.5px solid #2b4f7a}
.warn{border-left:4px solid #a33;padding-left:8px;margin:8px 0}
.small{font-size:7.8pt;color:#333;text-align:justify}
"""
    body = """
<div class="lh"><div><div class="n">SCIOTO COLLECTION SERVICES, INC.</div><div style="font-size:8pt">Accounts Receivable Management for Utilities</div></div>
<div class="s">2750 Olentangy Mill Rd, Suite 5<br>Columbus, OH 43202<br>Toll free (800) 555-0139<br>help@sciotocollect.com</div></div>
<div style="display:flex;justify-content:space-between">
<div class="addr">December 16, 2026<br><br>TANISHA M. WHITFIELD<br>3390 Lockbourne Commons Dr, Apt B<br>Columbus, OH 43207</div>
<div class="addr" style="text-align:right;font-size:8.5pt">Our Account #: SCS-4418207<br>Client: Buckeye Valley Gas &amp; Electric Company<br>Client Account #: 0912-337-4410-5</div></div>
<p><b>RE: Final bill &mdash; closed residential utility account</b></p>
<p>Dear Tanisha M. Whitfield:</p>
<p>Your account with our client, Buckeye Valley Gas &amp; Electric Company, was closed when service ended at the address
below. The final bill remains unpaid and has been placed with our office for collection.</p>
<div class="box"><div class="hd">FINAL BILL SUMMARY</div><table>
<tr><td>Service address (closed)</td><td class="a">1147 Parsons Glen Ave, Columbus, OH 43206</td></tr>
<tr><td>Service period</td><td class="a">08/14/2026 &ndash; 09/30/2026</td></tr>
<tr><td>Final bill amount (gas and electric)</td><td class="a">$762.87</td></tr>
<tr><td>Security deposit applied</td><td class="a">&ndash; $150.00</td></tr>
<tr><td>Late payment charges</td><td class="a">+ $38.45</td></tr>
<tr class="t"><td>BALANCE DUE NOW</td><td class="a">$651.32</td></tr>
</table></div>
<div class="warn"><b>Lawsuit filed.</b> Our client has filed suit on this balance in the <b>Franklin County Municipal Court</b>,
Case No. <b>2026 CVF 018274</b>. If the balance is paid in full, our client will dismiss the case. Court costs of $117.00
already advanced by our client are not included in the balance above.</div>
<p>To pay, call us toll free at (800) 555-0139, pay online at www.sciotocollect.com/pay, or mail a check with the
coupon below. Please write account number SCS-4418207 on your check. Payment arrangements may be available.</p>
<p>Sincerely,<br>Collections Department<br>Scioto Collection Services, Inc.</p>
<p class="small">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained
will be used for that purpose. Calls may be monitored or recorded. Office hours: Monday&ndash;Friday 8:00 a.m. to 7:00 p.m. ET.</p>
<div style="border-top:1.5px dashed #000;margin-top:12px;padding-top:6px;font-size:8.5pt;display:flex;justify-content:space-between">
<span>RETURN THIS PORTION WITH PAYMENT<br>Tanisha M. Whitfield &middot; SCS-4418207</span><span>Amount due: $651.32<br>Amount enclosed: $________</span></div>
"""
    return page(css, body)


LAYOUTS = {f"{i:02d}": globals()[f"doc{i:02d}"] for i in range(1, 11)}
