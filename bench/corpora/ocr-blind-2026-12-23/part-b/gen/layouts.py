# HTML layouts, one function per document. Page = 816x1056 CSS px.
BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: 816px 1056px; margin: 0 }
html,body { margin:0; padding:0; background:#fff; }
.page { width:816px; height:1056px; box-sizing:border-box; position:relative; overflow:hidden; color:#111; }
%s
</style></head><body><div class="page">%s</div></body></html>"""

def page(css, body):
    return BASE % (css, body)

# ---------------------------------------------------------------- 11 NY Civil Court, Queens
def d11():
    css = """
.page{font-family:'Liberation Serif';font-size:11pt;padding:46px 64px 40px 64px;line-height:1.28}
.hdr{text-align:center;font-weight:bold;letter-spacing:.5px;margin:0}
.hdr.big{font-size:13pt}
.cap{display:grid;grid-template-columns:58% 42%;border:1.5px solid #000;margin-top:14px}
.cap>div{padding:10px 12px}
.cap .l{border-right:1.5px solid #000}
.cap .r div{margin-bottom:6px}
.title{font-size:15pt;font-weight:bold;letter-spacing:3px;text-align:center;margin:6px 0}
p{margin:7px 0;text-align:justify}
.sig{margin-left:52%;margin-top:12px}
.foot{position:absolute;bottom:22px;left:64px;right:64px;border-top:1px solid #000;font-size:9pt;display:flex;justify-content:space-between;padding-top:3px}
.small{font-size:9.5pt}
"""
    body = """
<p class="hdr big">CIVIL COURT OF THE CITY OF NEW YORK</p>
<p class="hdr">COUNTY OF QUEENS</p>
<p class="hdr small" style="font-weight:normal">Part 34 &mdash; Consumer Credit Transaction</p>
<div class="cap">
 <div class="l">
  HARBORVIEW FUNDING SPV I, LLC,<br>
  <span class="small">Plaintiff's Address: c/o Harborview Servicing, 400 Harbor Point Blvd., Suite 9, Wilmington, DE 19801</span>
  <div style="margin:8px 0 8px 140px">Plaintiff,</div>
  <div style="margin:4px 0 6px 60px">&ndash; against &ndash;</div>
  DELGADO, MARITZA<br>
  88-14 Elmhurst Avenue, Apt. 3C<br>
  Elmhurst, NY 11373<br>
  and RAFAEL DELGADO, 31-02 Junction Blvd., East Elmhurst, NY 11369
  <div style="margin:8px 0 0 140px">Defendants.</div>
 </div>
 <div class="r">
  <div><b>Index No.</b> CV-004821-26/QU</div>
  <div class="small">Date Index No. Purchased: 11/18/2026</div>
  <div class="small">Plaintiff's Acct. Ref.: HBF-0098-7731</div>
  <div class="small">Original Creditor Acct. ending: 7731</div>
  <div class="title" style="margin-top:22px">SUMMONS</div>
  <div class="small" style="text-align:center">Basis of venue: Defendant's residence</div>
 </div>
</div>
<p><b>TO THE ABOVE NAMED DEFENDANT(S):</b> YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York,
County of Queens, at the office of the Clerk of the said Court at 89-17 Sutphin Boulevard, Jamaica, New York 11435,
in the County of Queens, State of New York, within the time provided by law as noted below and to file your answer to
the annexed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of
<b>$2,847.19</b> with interest thereon from March 3, 2025, together with the costs of this action.</p>
<table class="small" style="border-collapse:collapse;margin:8px 0 8px 40px">
<tr><td style="padding:1px 14px 1px 0">Principal balance claimed</td><td style="text-align:right">$2,847.19</td></tr>
<tr><td style="padding:1px 14px 1px 0">Costs (index no. and service)</td><td style="text-align:right">$45.00</td></tr>
<tr><td style="padding:1px 14px 1px 0">Total with costs</td><td style="text-align:right;border-top:1px solid #000">$2,892.19</td></tr>
</table>
<p class="small"><b>NOTE:</b> The law provides that (a) if this summons is served by its delivery to you personally within the City of
New York, you must appear and answer within TWENTY days after such service; or (b) if this summons is served by
delivery to any person other than you personally, or is served outside the City of New York, you are allowed THIRTY
days after service is complete within which to appear and answer.</p>
<p class="small">Dated: Mineola, New York, November 18, 2026</p>
<div class="sig">
 HARLOW &amp; BRANDT, P.C.<br>
 By: Jonathan R. Mercer, Esq.<br>
 Attorneys for Plaintiff<br>
 210 Old Country Road, Suite 402<br>
 Mineola, NY 11501 &middot; (516) 555-0143<br>
 <span class="small">Attorney e-mail: jmercer@harlowbrandt-law.com</span><br>
 <span class="small">Paralegal / filings: filings@harlowbrandt-law.com</span><br>
 <span class="small">Our File No. HB-26-11873</span>
</div>
<p class="small" style="margin-top:14px">Defendant's Address: 88-14 Elmhurst Avenue, Apt. 3C, Elmhurst, NY 11373. THIS COMMUNICATION IS FROM A DEBT
COLLECTOR. Clerk's office inquiries: qnscivil-info@nycourts-clerk.example &middot; (718) 555-0190.</p>
<div class="foot"><span>Harborview Funding SPV I, LLC v. Delgado</span><span>Index No. CV-004821-26/QU</span><span>Page 1 of 2</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 12 NY District Court, Suffolk
def d12():
    css = """
.page{font-family:'Courier Prime';font-size:10pt;padding:50px 70px;line-height:1.35}
.c{text-align:center;margin:0}
pre{font-family:'Courier Prime';font-size:10pt;margin:12px 0;line-height:1.35}
p{margin:6px 0;text-align:justify}
ol{margin:4px 0;padding-left:26px} li{margin:3px 0;text-align:justify}
.foot{position:absolute;bottom:26px;left:70px;right:70px;text-align:center;font-size:9pt}
"""
    cap = ("BRIGHTLINE RECEIVABLES TRUST 2019-B,       )\n"
           "by its servicer Cobalt Loan Servicing,     )   Index No. CEC 26-01377\n"
           "LLC, a Delaware limited liability company, )\n"
           "                              Plaintiff,   )   VERIFIED COMPLAINT\n"
           "          -against-                        )   (Consumer Credit\n"
           "                                           )    Transaction)\n"
           "TERRENCE A. HOLLOWAY and                   )\n"
           "JANINE M. HOLLOWAY,                        )   Acct. No. XXXXXXXXXXXX4419\n"
           "                              Defendants.  )   Ref. CR-55120-T\n"
           "-------------------------------------------X")
    body = f"""
<p class="c"><b>DISTRICT COURT OF THE COUNTY OF SUFFOLK</b></p>
<p class="c"><b>FIRST DISTRICT</b></p>
<p class="c" style="font-size:9pt">Civil Term &middot; 400 Carleton Avenue, Central Islip, NY 11722</p>
<pre>{cap}</pre>
<p>Plaintiff, by its attorneys, CASTELLANO REISS LLP, complaining of the defendants, alleges upon information and belief:</p>
<ol>
<li>Plaintiff is a statutory trust with a place of business at 1100 N. Market Street, Wilmington, DE 19890.</li>
<li>Defendant TERRENCE A. HOLLOWAY resides at 61 Wicks Road, Brentwood, NY 11717, in the County of Suffolk.</li>
<li>Defendants opened a revolving credit account with Sandpiper National Bank, which was charged off on 04/30/2025
    and thereafter sold and assigned to plaintiff.</li>
<li>There is now due and owing from defendants to plaintiff the principal sum of $5,406.72, no part of which has been paid.</li>
<li>Plaintiff separately seeks statutory interest at 9% per annum from 04/30/2025, computed at $771.84 to date.</li>
</ol>
<p>WHEREFORE, plaintiff demands judgment against defendants, jointly and severally, in the sum of $5,406.72, together
with interest as stated, costs and disbursements of this action (filing fee $45.00; service $65.00).</p>
<p style="margin-top:14px">Dated: Hauppauge, New York<br>December 2, 2026</p>
<pre>                              CASTELLANO REISS LLP
                              By: Dana K. Whitlock, Esq.
                              Attorneys for Plaintiff
                              250 Motor Parkway, Suite 110
                              Hauppauge, NY 11788
                              Tel. (631) 555-0118
                              dwhitlock@castellanoreiss.com
                              e-filing: efile@castellanoreiss.com</pre>
<p style="font-size:9pt">TO: Terrence A. Holloway, 61 Wicks Road, Brentwood, NY 11717; Janine M. Holloway, same address.</p>
<div class="foot">Index No. CEC 26-01377 &nbsp;&nbsp;|&nbsp;&nbsp; Verified Complaint &nbsp;&nbsp;|&nbsp;&nbsp; 1</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 13 PA Magisterial District Court, handwritten
def d13():
    css = """
.page{font-family:'Liberation Sans Narrow';font-size:9pt;padding:36px 44px}
.hw{font-family:'Dancing Script';font-size:15pt;color:#1b2a7a;line-height:1.05}
.court{text-align:center;font-size:12pt;font-weight:bold;margin:0 0 6px 0}
table.g{border-collapse:collapse;width:100%}
table.g td{border:1px solid #000;vertical-align:top;padding:3px 6px}
.lab{font-size:8pt;text-transform:uppercase;display:block;color:#222}
.t{font-size:16pt;font-weight:bold;text-align:center;letter-spacing:2px}
p{margin:5px 0;text-align:justify}
.foot{position:absolute;bottom:20px;left:44px;right:44px;font-size:8pt;display:flex;justify-content:space-between}
"""
    body = """
<p class="court">MAGISTERIAL DISTRICT COURT 02-2-05</p>
<table class="g">
<tr><td style="width:50%"><span class="lab">Commonwealth of Pennsylvania</span>COUNTY OF LANCASTER</td>
    <td rowspan="2" style="vertical-align:middle"><div class="t">CIVIL COMPLAINT</div></td></tr>
<tr><td><span class="lab">Mag. Dist. No.</span>02-2-05<br><span class="lab">MDJ Name</span>Hon. Patricia L. Hartranft<br>
<span class="lab">Address</span>1050 Manor Ridge Road, Lancaster, PA 17603<br><span class="lab">Telephone</span>(717) 555-0126</td></tr>
<tr><td><span class="lab">Plaintiff: Name and Address</span>
 <div class="hw">Eshleman Family Dental LLC<br>2240 Marietta Ave<br>Lancaster, PA 17603</div>
 <span class="lab">Plaintiff e-mail (no attorney)</span><span class="hw" style="font-size:13pt">office@eshlemandental.com</span></td>
 <td><span class="lab">Docket No.</span><b>MJ-02205-CV-0000184-2026</b><br>
 <span class="lab">Date Filed</span>12/01/2026<br><span class="lab">OTN / Patient Acct.</span>ACCT 40-11827</td></tr>
<tr><td><span class="lab">Defendant: Name and Address</span>
 <div class="hw">Brian T. Kowalczyk<br>318 Columbia Ave Apt 2<br>Lancaster, PA 17603</div></td>
 <td><span class="lab">Defendant 2 (if any)</span><div class="hw">Alyssa M. Kowalczyk<br>318 Columbia Ave Apt 2</div></td></tr>
<tr><td colspan="2"><span class="lab">Amount</span>
 <table style="width:100%"><tr>
 <td style="border:none">Plaintiff's claim (principal)</td><td style="border:none" class="hw">$1,486.00</td>
 <td style="border:none">Filing costs</td><td style="border:none" class="hw">$96.25</td>
 <td style="border:none">Attorney fees</td><td style="border:none" class="hw">none</td>
 <td style="border:none">Total</td><td style="border:none" class="hw">$1,582.25</td></tr></table></td></tr>
<tr><td colspan="2"><span class="lab">The plaintiff's claim against you is as follows</span>
 <div class="hw" style="font-size:14pt;line-height:1.25">Unpaid balance for dental treatment (crowns and root canal) provided
 between 2/10/2025 and 6/2/2025. Statements were mailed monthly. Insurance paid its share. Patient promised to
 pay the remaining balance and made no payment since 7/2025.</div></td></tr>
</table>
<p style="margin-top:8px">I, <span class="hw">Judith A. Eshleman, managing member</span>, verify that the facts set forth in this complaint are true and
correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of
Section 4904 of the Crimes Code (18 Pa.C.S. &sect; 4904) relating to unsworn falsification to authorities.</p>
<table class="g" style="margin-top:6px"><tr><td style="width:50%"><span class="lab">Signature of Plaintiff</span><span class="hw">Judith A. Eshleman</span></td>
<td><span class="lab">Date</span><span class="hw">11/28/2026</span></td></tr></table>
<p style="margin-top:10px"><b>TO THE DEFENDANT:</b> The above complaint is set for hearing at the above address on
<b>January 21, 2027</b> at <b>10:30 AM</b>. If you intend to enter a defense, you must notify this office by filing a notice
of intent to defend. If you do not appear, judgment may be entered against you by default.</p>
<p>If you have a claim against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert
at the hearing, you must file it on a complaint form at this office at least five days before the date set for the hearing.</p>
<p style="margin-top:8px">Plaintiff is appearing on its own behalf without an attorney. No attorney of record.</p>
<div class="foot"><span>AOPC 310A-26</span><span>Docket MJ-02205-CV-0000184-2026</span><span>Free interpreter: (717) 555-0127</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 14 PA Court of Common Pleas, Allegheny
def d14():
    css = """
.page{font-family:'EB Garamond';font-size:11.5pt;padding:44px 72px;line-height:1.3}
.atty{font-size:10.5pt;line-height:1.22;width:60%}
.c{text-align:center;margin:0;font-weight:600}
.cap{display:grid;grid-template-columns:1fr 18px 1fr;margin-top:12px}
.cap .m{text-align:center}
p{margin:7px 0;text-align:justify}
.foot{position:absolute;bottom:22px;left:72px;right:72px;font-size:9.5pt;text-align:right;border-top:.5px solid #444;padding-top:3px}
"""
    colon = "<br>".join([":"]*11)
    body = f"""
<div class="atty">GREYSON LAW GROUP, LLC<br>
By: Michelle A. Baptiste, Esquire<br>
PA Attorney I.D. No. 318845<br>
1001 Liberty Avenue, Suite 700<br>
Pittsburgh, PA 15222 &middot; (412) 555-0177<br>
mbaptiste@greysonlawgroup.com<br>
<span style="font-size:9.5pt">Docketing: efiling@greysonlawgroup.com</span><br>
<i>Attorney for Plaintiff</i></div>
<p class="c" style="margin-top:14px">IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA</p>
<p class="c">CIVIL DIVISION</p>
<div class="cap">
 <div>ALLEGIANT PORTFOLIO RECOVERY, LLC,<br>as assignee of Three Rivers Card Bank, N.A.,<br>
 <span style="margin-left:90px">Plaintiff,</span><br><br>
 <span style="margin-left:60px">v.</span><br><br>
 GAIL P. SZYMANSKI<br>4127 Pioneer Avenue<br>Pittsburgh, PA 15226,<br>
 <span style="margin-left:90px">Defendant.</span></div>
 <div class="m">{colon}</div>
 <div>No. GD-26-004417<br><br>ARBITRATION<br><br><b>COMPLAINT IN CIVIL ACTION</b><br><br>
 <span style="font-size:10pt">Code: Contract &ndash; Debt Collection: Credit Card<br>Account No. ending 2286<br>Client Ref. APR-7719-0042</span></div>
</div>
<p class="c" style="margin-top:12px">COMPLAINT</p>
<p>1. Plaintiff, Allegiant Portfolio Recovery, LLC, is a Delaware limited liability company with an office at 6500 Corporate Drive, Suite 300, Wexford, PA 15090.</p>
<p>2. Defendant, Gail P. Szymanski, is an adult individual residing at 4127 Pioneer Avenue, Pittsburgh, PA 15226.</p>
<p>3. Defendant opened a credit card account with Three Rivers Card Bank, N.A., which account was charged off with an unpaid principal balance of $6,213.40 and thereafter assigned to Plaintiff.</p>
<p>4. Plaintiff separately claims contractual interest accrued through the date of filing in the amount of $412.07.</p>
<p>5. The amount in controversy does not exceed the jurisdictional limit for compulsory arbitration.</p>
<p>WHEREFORE, Plaintiff demands judgment in its favor and against Defendant in the principal amount of $6,213.40,
plus interest of $412.07, plus costs of suit (filing fee $189.65), for a total of $6,815.12.</p>
<div style="margin-left:52%;margin-top:14px">Respectfully submitted,<br>GREYSON LAW GROUP, LLC<br><br>
By: /s/ Michelle A. Baptiste<br>Michelle A. Baptiste, Esquire<br>Attorney for Plaintiff</div>
<div class="foot">Allegiant Portfolio Recovery, LLC v. Szymanski &nbsp;&middot;&nbsp; No. GD-26-004417 &nbsp;&middot;&nbsp; Page 1</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 15 NC Small Claims, Mecklenburg
def d15():
    css = """
.page{font-family:'Nimbus Sans';font-size:9.5pt;padding:34px 42px}
table.g{border-collapse:collapse;width:100%}
table.g td{border:1px solid #000;vertical-align:top;padding:4px 6px}
.lab{font-size:7.5pt;display:block;color:#222}
.big{font-size:14pt;font-weight:bold}
p{margin:5px 0;text-align:justify}
.stamp{position:absolute;top:392px;left:300px;width:210px;border:3px double #b0182a;color:#b0182a;opacity:.72;
 transform:rotate(-14deg);text-align:center;font-family:'Nimbus Sans';font-weight:bold;padding:4px;font-size:11pt;background:rgba(255,255,255,0)}
.foot{position:absolute;bottom:18px;left:42px;right:42px;font-size:7.5pt;display:flex;justify-content:space-between}
"""
    body = """
<table class="g">
<tr><td style="width:34%"><b>STATE OF NORTH CAROLINA</b><br><br><span class="lab">County</span>Mecklenburg County</td>
<td style="width:36%;text-align:center"><div class="big">COMPLAINT FOR<br>MONEY OWED</div><span class="lab" style="margin-top:4px">G.S. 7A-210, -216, -232</span></td>
<td><span class="lab">File No.</span><span style="font-size:12pt;font-weight:bold">26 CVM 1842</span><br><br>
<div style="text-align:center">In The General Court Of Justice</div><div style="text-align:center">District Court Division - Small Claims</div></td></tr>
<tr><td colspan="2"><span class="lab">Name And Address Of Plaintiff</span>
Queen City Auto Credit, LLC, a North Carolina limited liability company<br>6100 Fairview Road, Suite 210<br>Charlotte, NC 28210</td>
<td><span class="lab">Telephone No.</span>(704) 555-0131<br><span class="lab">Loan / Account No.</span>QCAC-88120-4</td></tr>
<tr><td colspan="2"><span class="lab">Name And Address Of Defendant 1</span>
Batts, Shaniqua Renee<br>2208 Kinsmore Lane Apt 5<br>Charlotte, NC 28205</td>
<td><span class="lab">County</span>Mecklenburg<br><span class="lab">Telephone No.</span>(980) 555-0166</td></tr>
<tr><td colspan="2"><span class="lab">Name And Address Of Defendant 2</span>
Batts, Marcus Dwayne<br>919 Eastway Drive<br>Charlotte, NC 28205</td><td><span class="lab">County</span>Mecklenburg</td></tr>
</table>
<p style="margin-top:8px"><b>COMPLAINT</b> &mdash; The defendant owes the plaintiff the sum of money shown below for:
<b>[X] money owed on a promissory note / retail installment contract</b> (copy attached) for the purchase of a 2017 Nissan Altima,
which defendant failed to pay as agreed after the vehicle was repossessed and sold.</p>
<table class="g" style="width:62%;margin:6px 0">
<tr><td>Principal Amount Owed</td><td style="text-align:right">$3,975.50</td></tr>
<tr><td>Interest (stated separately) at 8% from 05/19/2026</td><td style="text-align:right">$172.26</td></tr>
<tr><td>Court costs (filing $96.00 + service $30.00)</td><td style="text-align:right">$126.00</td></tr>
<tr><td><b>Total With Costs</b></td><td style="text-align:right"><b>$4,273.76</b></td></tr>
</table>
<p>The plaintiff demands to recover the principal amount of $3,975.50 from the defendant(s), plus interest and costs of court.</p>
<table class="g" style="margin-top:8px">
<tr><td style="width:50%"><span class="lab">Date</span>12/03/2026</td><td><span class="lab">Signature</span>/s/ Denise M. Pruitt</td></tr>
<tr><td><span class="lab">Name Of Plaintiff's Attorney / Firm</span>Denise M. Pruitt, NC State Bar No. 44102<br>Pruitt Okafor Law, PLLC<br>
301 S. McDowell Street, Suite 1400, Charlotte, NC 28204</td>
<td><span class="lab">Attorney E-mail</span>dpruitt@pruittokaforlaw.com<br><span class="lab">Paralegal</span>paralegal@pruittokaforlaw.com<br>
<span class="lab">Telephone No.</span>(704) 555-0152</td></tr>
</table>
<p style="margin-top:10px"><b>MAGISTRATE SUMMONS</b> &mdash; To each of the defendant(s) named above: A small claim action has been filed against you.
The trial will be at the date, time and place shown: <b>January 12, 2027, 9:00 AM</b>, Courtroom 1130, Mecklenburg County Courthouse,
832 East Fourth Street, Charlotte, NC 28202.</p>
<p>Clerk of Superior Court, Mecklenburg County &mdash; civil filing questions: (704) 555-0109.</p>
<div class="stamp">FILED<br>2026 DEC -8 A 9:14<br>MECKLENBURG CO., C.S.C.</div>
<div class="foot"><span>AOC-CVM-200, Rev. 6/26</span><span>File No. 26 CVM 1842</span><span>&copy; Administrative Office of the Courts</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 16 VA Warrant in Debt, Fairfax
def d16():
    css = """
.page{font-family:'DejaVu Sans Condensed';font-size:9pt;padding:32px 40px}
table.g{border-collapse:collapse;width:100%}
table.g td{border:1px solid #000;vertical-align:top;padding:3px 5px}
.lab{font-size:7pt;display:block;text-transform:uppercase;color:#222}
.t{font-size:13pt;font-weight:bold;text-align:center}
.fill{font-family:'DejaVu Sans Mono';font-size:9pt}
p{margin:4px 0;text-align:justify}
.foot{position:absolute;bottom:16px;left:40px;right:40px;font-size:7pt;display:flex;justify-content:space-between}
"""
    body = """
<table class="g">
<tr><td style="width:60%;border:none"><div class="t">WARRANT IN DEBT (CIVIL CLAIM FOR MONEY)</div>
<div style="text-align:center;font-size:8pt">COMMONWEALTH OF VIRGINIA &nbsp;&nbsp; VA. CODE &sect; 16.1-79</div></td>
<td><span class="lab">Case No.</span><span class="fill" style="font-size:11pt"><b>GV26-018305-00</b></span></td></tr>
<tr><td colspan="2"><span class="fill">Fairfax County General District Court</span><span class="lab">City or County &mdash; General District Court</span>
<span class="fill">4110 Chain Bridge Road, 1st Floor, Fairfax, Virginia 22030</span><span class="lab">Street Address of Court</span></td></tr>
</table>
<p style="margin-top:6px">TO ANY AUTHORIZED OFFICER: You are hereby commanded to summon the DEFENDANT(S) to appear before this Court at the
above address on <span class="fill">02/09/2027</span> at <span class="fill">10:00 AM</span> (RETURN DATE AND TIME) to answer the
PLAINTIFF(S)' civil claim (see CLAIM below).</p>
<table class="g" style="margin-top:4px">
<tr><td style="width:50%"><span class="lab">Plaintiff(s) (last name, first name, middle initial)</span>
<span class="fill">CHESAPEAKE INSTALLMENT FINANCE, INC.<br>a Virginia stock corporation<br>2900 Eisenhower Ave, Ste 300<br>Alexandria, VA 22314</span></td>
<td><span class="lab">Defendant(s) (last name, first name, middle initial)</span>
<span class="fill">TRAN, KEVIN<br>7406 Arlington Blvd Apt 210<br>Falls Church, VA 22042</span><br><br>
<span class="fill">NGUYEN, LINH T. (co-obligor)<br>5214 Leesburg Pike, Falls Church, VA 22041</span></td></tr>
</table>
<p style="margin-top:6px"><b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of</p>
<table class="g" style="width:100%"><tr>
<td><span class="lab">Principal (net of any credit)</span><span class="fill">$ 3,150.00</span></td>
<td><span class="lab">Interest at</span><span class="fill">6.0 % from 06/14/2025</span></td>
<td><span class="lab">Costs</span><span class="fill">$ 58.00</span></td>
<td><span class="lab">Attorney's fees</span><span class="fill">$ 525.00</span></td>
<td><span class="lab">Total with costs and fees</span><span class="fill">$ 3,733.00</span></td></tr></table>
<p>on the following claim: <span class="fill">balance due on installment loan agreement, Loan No. CIF-20419-66, dated 01/08/2024.</span></p>
<table class="g" style="margin-top:6px">
<tr><td style="width:34%"><span class="lab">Date</span><span class="fill">12/04/2026</span></td>
<td><span class="lab">[ ] Clerk [ ] Deputy Clerk [ ] Magistrate</span>&nbsp;</td>
<td><span class="lab">Plaintiff's Attorney</span><span class="fill">Sofia Achebe, VSB No. 87214</span></td></tr>
<tr><td colspan="2"><span class="lab">Attorney firm, address, telephone</span><span class="fill">Lindqvist &amp; Achebe, PLC<br>
10521 Judicial Drive, Suite 204, Fairfax, VA 22030 &middot; (703) 555-0184</span></td>
<td><span class="lab">Attorney e-mail</span><span class="fill">sachebe@lindqvistachebe.com</span>
<span class="lab" style="margin-top:3px">Court e-filing notices</span><span class="fill">notices@lindqvistachebe.com</span></td></tr>
</table>
<p style="margin-top:8px"><b>HOMESTEAD EXEMPTION WAIVED?</b> [ ] Yes [X] No &nbsp;&nbsp; Cannot be demanded for a claim for services rendered by a laborer or mechanic.</p>
<p><b>TO THE DEFENDANT:</b> You are not required to appear on the return date unless you wish to contest the claim. If you do not
appear, judgment may be entered against you. You may contact the clerk's office at (703) 555-0102 to confirm the return date.</p>
<table class="g" style="margin-top:8px"><tr><td style="width:50%;height:90px"><span class="lab">Judgment (for court use only)</span>
[ ] for Plaintiff(s) against [ ] Defendant(s) for $ ________ net of any credit, with interest at ____ % from ________,
$ ______ costs and $ ______ attorney's fees.</td>
<td><span class="lab">Return of service</span>Served by delivery to defendant in person [ ] &nbsp; posted [ ]<br><br>____________________ Sheriff</td></tr></table>
<div class="foot"><span>FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/26</span><span>Case No. GV26-018305-00</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 17 MA Small Claims, Worcester
def d17():
    css = """
.page{font-family:'P052';font-size:10pt;padding:44px 60px;line-height:1.3}
.c{text-align:center;margin:0}
table.p{border-collapse:collapse;width:100%;margin-top:10px}
table.p th,table.p td{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
table.p th{background:#e6e6e6;font-size:9pt}
p{margin:6px 0;text-align:justify}
.foot{position:absolute;bottom:20px;left:60px;right:60px;font-size:8.5pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}
"""
    body = """
<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div style="font-size:9pt">DOCKET NUMBER<br><b style="font-size:12pt">2662SC000913</b></div>
<div style="text-align:center;flex:1">
<p class="c"><b>TRIAL COURT OF MASSACHUSETTS</b></p>
<p class="c"><b>DISTRICT COURT DEPARTMENT</b></p>
<p class="c"><b>WORCESTER DIVISION</b></p></div>
<div style="font-size:9pt;text-align:right">225 Main Street<br>Worcester, MA 01608<br>(508) 555-0150</div></div>
<p class="c" style="font-size:13pt;margin-top:12px"><b>STATEMENT OF SMALL CLAIM AND NOTICE OF TRIAL</b></p>
<table class="p">
<tr><th style="width:17%">Party</th><th style="width:38%">Name</th><th>Address</th><th style="width:17%">Phone</th></tr>
<tr><td>Plaintiff</td><td>Bay State Recovery Partners II, LLC, as assignee of Pioneer Valley Credit Union</td><td>75 Federal Street, Floor 8, Boston, MA 02110</td><td>(617) 555-0124</td></tr>
<tr><td>Plaintiff's attorney</td><td>Andrea Ferreira, BBO# 689233<br>Ferreira &amp; Lindgren, LLP</td><td>100 Front Street, Suite 1500, Worcester, MA 01608<br>aferreira@ferreiralindgren.com</td><td>(508) 555-0138</td></tr>
<tr><td>Defendant</td><td>Nguyen, Thao</td><td>56 Grafton Street, Apt. 2, Worcester, MA 01604</td><td>(774) 555-0171</td></tr>
<tr><td>Co-defendant</td><td>Pham, Duc Minh</td><td>56 Grafton Street, Apt. 2, Worcester, MA 01604</td><td>&mdash;</td></tr>
</table>
<table class="p">
<tr><th>Amount of claim</th><th>Filing fee</th><th>Service fee (constable)</th><th>Interest (separate)</th><th>Total with costs</th></tr>
<tr><td><b>$2,260.00</b></td><td>$40.00</td><td>$35.00</td><td>$118.43</td><td>$2,453.43</td></tr>
</table>
<p style="margin-top:10px"><b>Plaintiff's statement of claim:</b> Defendant owes the plaintiff $2,260.00 as the unpaid balance of a personal line of credit
(Account No. PVCU-0451-3390) opened with Pioneer Valley Credit Union and assigned to plaintiff on 08/11/2026. The account
was charged off on 02/27/2026. Demand for payment was made by letter dated 09/02/2026. A Small Claims Rule 2(b)
affidavit and a copy of the last statement are attached.</p>
<p>Signed under the penalties of perjury: /s/ Andrea Ferreira, Attorney for Plaintiff &nbsp;&nbsp; Date: 11/30/2026</p>
<p style="margin-top:10px"><b>NOTICE TO DEFENDANT:</b> You have been sued in small claims court. The trial (or a mediation session) will be held at
<b>Worcester District Court, 225 Main Street, Worcester, MA 01608</b> on <b>January 19, 2027 at 9:00 A.M.</b> You must appear in
person. If you do not appear, a judgment may be entered against you. If you wish to settle, contact the plaintiff's
attorney. Clerk-Magistrate's office: worcester.smallclaims@mass-courts.example (general questions only).</p>
<p>Law firm general e-mail: intake@ferreiralindgren.com &middot; Client reference BSR-2026-4471.</p>
<p style="font-size:8.5pt">If you need an interpreter or an accommodation for a disability, please contact the clerk's office before your trial date.</p>
<div class="foot"><span>SC-1 (Rev. 2026)</span><span>Docket No. 2662SC000913</span><span>Copy 2 &mdash; Defendant</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 18 MS Justice Court, Hinds
def d18():
    css = """
.page{font-family:'C059';font-size:12pt;padding:50px 66px;line-height:1.32}
.c{text-align:center;margin:0;font-weight:bold}
.two{display:grid;grid-template-columns:1fr 1fr;border-top:2px solid #000;border-bottom:2px solid #000;margin:10px 0}
.two>div{padding:8px 10px}
.two .l{border-right:2px solid #000}
p{margin:6px 0;text-align:justify}
.wm{position:absolute;top:470px;left:150px;font-family:'Nimbus Sans';font-weight:bold;font-size:110pt;color:rgba(190,30,30,.20);transform:rotate(-28deg);letter-spacing:14px;pointer-events:none}
.foot{position:absolute;bottom:22px;left:66px;right:66px;font-size:9pt;text-align:center}
"""
    body = """
<p class="c">IN THE JUSTICE COURT OF HINDS COUNTY, MISSISSIPPI</p>
<p style="text-align:center;font-size:10pt;margin:0">District Two &middot; 407 East Pascagoula Street, Jackson, MS 39201</p>
<div class="two">
 <div class="l">MAGNOLIA STATE FINANCE CO.,<br>a Mississippi corporation<br><div style="text-align:right">PLAINTIFF</div>
 <div style="text-align:center;margin:4px 0">VS.</div>
 LAKEISHA D. FUNCHES<br>4315 Robinson Road, Apt. 12<br>Jackson, MS 39209<br>and DEMETRIUS FUNCHES<br><div style="text-align:right">DEFENDANTS</div></div>
 <div><div style="font-size:10.5pt">CIVIL ACTION NO.</div><div style="font-size:14pt"><b>26-JC2-00457</b></div>
 <div style="font-size:10.5pt;margin-top:10px">Loan No. MSF-301-77245<br>Branch: Jackson-Ellis Ave.</div>
 <div style="margin-top:14px;font-weight:bold">COMPLAINT ON<br>SWORN ACCOUNT</div></div>
</div>
<p>COMES NOW the Plaintiff, Magnolia State Finance Co., by and through counsel, and files this its Complaint on Sworn Account against the Defendants, and would show:</p>
<p>1. Defendant Lakeisha D. Funches is an adult resident citizen of Hinds County, Mississippi, who may be served at 4315 Robinson Road, Apt. 12, Jackson, MS 39209.</p>
<p>2. Defendants executed a consumer loan agreement with Plaintiff and defaulted. The unpaid principal balance of the account is <b>$1,874.33</b>, as shown by the sworn itemized statement attached as Exhibit A.</p>
<p>3. Plaintiff further claims pre-judgment interest of $206.18, court costs of $65.00 and attorney's fees of $624.78, for a total of $2,770.29.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for the principal sum of $1,874.33, together with interest, attorney's fees and all costs.</p>
<div style="margin-left:48%;margin-top:12px;font-size:11pt;line-height:1.25">MAGNOLIA STATE FINANCE CO.<br>BY: BEAUCHAMP TULLOS, PLLC<br><br>
/s/ R. Carter Beauchamp<br>R. Carter Beauchamp, MSB No. 104773<br>
1020 Highland Colony Parkway, Suite 600<br>Ridgeland, MS 39157 &middot; (601) 555-0161<br>
cbeauchamp@beauchamptullos.com<br><span style="font-size:9.5pt">Copy to: collections@beauchamptullos.com</span></div>
<div class="wm">COPY</div>
<div class="foot">Magnolia State Finance Co. v. Funches &mdash; Civil Action No. 26-JC2-00457 &mdash; Page 1 of 3</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 19 Spanish law-firm letter, TX
def d19():
    css = """
.page{font-family:'Open Sans';font-size:10pt;padding:40px 68px;line-height:1.4}
.lh{display:flex;justify-content:space-between;border-bottom:3px solid #14365e;padding-bottom:8px}
.lh .n{font-size:17pt;color:#14365e;font-weight:bold}
.ref{border:1px solid #14365e;background:#f1f4f9;padding:8px 12px;margin:12px 0}
.ref td{padding:1px 10px 1px 0;vertical-align:top}
p{margin:8px 0;text-align:justify}
.foot{position:absolute;bottom:20px;left:68px;right:68px;font-size:8pt;color:#333;border-top:1px solid #999;padding-top:4px}
"""
    body = """
<div class="lh"><div><div class="n">Ibarra Whitfield &amp; Asociados, PLLC</div><div style="font-size:9pt">Abogados &middot; Cobranza de deudas de consumo</div></div>
<div style="font-size:8.5pt;text-align:right">6901 Corporate Drive, Suite 250<br>Houston, TX 77036<br>Tel. (713) 555-0148 &middot; Fax (713) 555-0149<br>pagos@ibarrawhitfield.com</div></div>
<p style="margin-top:14px">3 de diciembre de 2026</p>
<p style="line-height:1.3">Sra. Rosa Elena Quintanilla<br>9320 Bellaire Blvd Apt 118<br>Houston, TX 77036</p>
<div class="ref"><table>
<tr><td><b>Demandante / acreedor actual:</b></td><td>Lone Star Consumer Receivables, LLC</td></tr>
<tr><td><b>Acreedor original:</b></td><td>Gulf Coast Card Bank, N.A.</td></tr>
<tr><td><b>Número de cuenta:</b></td><td>XXXX-XXXX-XXXX-6620</td></tr>
<tr><td><b>Nuestra referencia:</b></td><td>IW-44718</td></tr>
<tr><td><b>Tribunal:</b></td><td>County Civil Court at Law No. 3, Harris County, Texas</td></tr>
<tr><td><b>Número de causa:</b></td><td>1198456</td></tr>
<tr><td><b>Saldo adeudado hoy:</b></td><td><b>$4,612.88</b></td></tr>
</table></div>
<p><b>Asunto: Aviso de demanda presentada en su contra</b></p>
<p>Estimada Sra. Quintanilla:</p>
<p>Este despacho representa a Lone Star Consumer Receivables, LLC, actual titular de la cuenta arriba indicada. Le informamos que el
20 de noviembre de 2026 se presentó una demanda en su contra ante el tribunal indicado arriba, bajo el número de causa 1198456,
para cobrar el saldo de la cuenta.</p>
<p>El saldo que se le reclama hoy es de <b>$4,612.88</b>. Esta cantidad no incluye las costas judiciales de $304.00 (presentación y
notificación) que el tribunal podría imponer, ni intereses posteriores a la sentencia. Si usted desea resolver este asunto antes de la
audiencia, comuníquese con nuestra oficina. Podemos considerar un plan de pagos.</p>
<p>Usted recibirá por separado la citación oficial (citation) del tribunal. Si no presenta una respuesta por escrito dentro del plazo indicado
en la citación, se podría dictar una sentencia en rebeldía en su contra. Le recomendamos consultar con un abogado.</p>
<p>Atentamente,</p>
<p style="line-height:1.3">Lic. Lucía M. Garza<br>Abogada, Texas Bar No. 24091187<br>Ibarra Whitfield &amp; Asociados, PLLC<br>Correo electrónico: lgarza@ibarrawhitfield.com<br>
Asistente legal: mreyes.paralegal@ibarrawhitfield.com</p>
<div class="foot">Esta comunicación proviene de un cobrador de deudas. Cualquier información obtenida será utilizada para ese propósito.
Ref. IW-44718 &middot; Causa 1198456.</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 20 Debt buyer letter, IL
def d20():
    css = """
.page{font-family:'DejaVu Serif';font-size:9.5pt;padding:40px 60px;line-height:1.35}
.lh{font-family:'URW Gothic';font-size:18pt;letter-spacing:1px}
.win{position:absolute;top:170px;left:72px;width:330px;font-family:'DejaVu Sans Mono';font-size:10pt;line-height:1.3}
.box{position:absolute;top:128px;left:436px;width:304px;border:1px solid #000;padding:6px 8px;font-size:8.5pt}
.box td{padding:1px 4px;vertical-align:top} .box td:first-child{white-space:nowrap}
table.it{border-collapse:collapse;width:72%;margin:6px 0}
table.it td{border-bottom:1px dotted #666;padding:2px 6px}
p{margin:6px 0;text-align:justify}
.foot{position:absolute;bottom:18px;left:60px;right:60px;font-size:7.5pt;border-top:1px dashed #000;padding-top:4px}
"""
    body = """
<div class="lh">CRESTMARK PORTFOLIO HOLDINGS, LLC</div>
<div style="font-size:8.5pt">P.O. Box 64190 &middot; St. Paul, MN 55164 &middot; (651) 555-0193 &middot; Mon&ndash;Fri 8am&ndash;6pm CT &middot; support@crestmarkportfolio.com</div>
<div class="win">DARNELL A WEBB JR<br>1450 MAPLE AVE #4B<br>EVANSTON IL 60201-4417</div>
<div class="box"><table>
<tr><td>Letter date:</td><td>December 1, 2026</td></tr>
<tr><td>Our reference:</td><td>CPH-3308815</td></tr>
<tr><td>Original creditor:</td><td>Lakeshore Card Services Bank</td></tr>
<tr><td>Original account no.:</td><td>************5517</td></tr>
<tr><td>Current creditor:</td><td>Crestmark Portfolio Holdings, LLC</td></tr>
</table></div>
<div style="height:200px"></div>
<p><b>Crestmark Portfolio Holdings, LLC is a debt collector. We are trying to collect a debt that you owe to Crestmark Portfolio Holdings, LLC. We will use any information you give us to help collect the debt.</b></p>
<p>Dear Darnell A. Webb Jr.:</p>
<p>Our information shows you had a credit card account from Lakeshore Card Services Bank with account number ending 5517.
Crestmark Portfolio Holdings, LLC purchased this account and is now the owner of the debt.</p>
<table class="it">
<tr><td>As of June 30, 2026, you owed:</td><td style="text-align:right">$1,708.40</td></tr>
<tr><td>Between June 30, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td style="text-align:right">+ $224.16</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td style="text-align:right">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td style="text-align:right">&ndash; $0.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td style="text-align:right"><b>$1,932.56</b></td></tr>
</table>
<p><b>How can you dispute the debt?</b> Call or write to us by January 15, 2027, to dispute all or part of the debt. If you do not, we will
assume that our information is correct. If you write to us by January 15, 2027, we must stop collection on any amount you dispute
until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor.
Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. No lawsuit has been filed regarding this account.</p>
<p>Settlement offer: you may resolve this account for $1,159.54 if payment is received by January 29, 2027. This offer does not change your rights.</p>
<div class="foot">&#9986; - - - - - - - - - - - - - - Detach and return with payment - - - - - - - - - - - - - -<br>
Mail this form to: Crestmark Portfolio Holdings, LLC, P.O. Box 64190, St. Paul, MN 55164 &nbsp;&middot;&nbsp; Reference CPH-3308815 &nbsp;&middot;&nbsp;
DARNELL A WEBB JR, 1450 MAPLE AVE #4B, EVANSTON IL 60201-4417 &nbsp;&middot;&nbsp; Amount due: $1,932.56 &nbsp;&middot;&nbsp; Amount enclosed: $________</div>
"""
    return page(css, body)

LAYOUTS = {"11":d11,"12":d12,"13":d13,"14":d14,"15":d15,"16":d16,"17":d17,"18":d18,"19":d19,"20":d20}
