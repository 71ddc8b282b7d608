# Data and HTML layouts for the 10 documents. Run: python3 gen/docs.py  -> gen/html/NN.html, gen/meta.json
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;color:#111}
table{border-collapse:collapse}
%s</style></head><body><div class="page">%s</div></body></html>"""

DOCS = []

def doc(id, state, kind, layout, font, expected, css, body):
    DOCS.append(dict(id=id, state=state, kind=kind, layout=layout, font=font, expected=expected, css=css, body=body))

def exp(**k):
    keys = ["customer_name", "plaintiff_name", "law_firm_name", "lawyer_email", "lawsuit_state", "lawsuit_amount",
            "civil_number", "court_name", "customer_street", "customer_city", "customer_state", "customer_zip_code",
            "determine_if_lawsuit_exists"]
    assert set(k) == set(keys), set(keys) ^ set(k)
    return {x: k[x] for x in keys}

# ---------------------------------------------------------------- 01 Michigan, MC 01 style form grid, script fill-ins
doc("01", "MI", "summons", "MC 01-style form grid with handwritten fill-ins", "Liberation Sans + Dancing Script",
    exp(customer_name="Darnell T. Whitfield", plaintiff_name="Lakeshore Credit Partners SPV I, LLC",
        law_firm_name="Brandt & Okafor, P.C.", lawyer_email="lbrandt@brandtokafor.com", lawsuit_state="MI",
        lawsuit_amount=3412.58, civil_number="26-104518-GC", court_name="State of Michigan, 36th Judicial District",
        customer_street="18450 Greenlawn St.", customer_city="Detroit", customer_state="MI", customer_zip_code="48221",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'Liberation Sans';font-size:9pt;padding:38px 40px}
.hw{font-family:'Dancing Script';font-size:15pt;color:#1c2f8a;line-height:1.05}
.g{width:100%;border:1.5px solid #000}
.g td{border:1px solid #000;vertical-align:top;padding:3px 5px}
.lab{font-size:7pt;text-transform:uppercase;letter-spacing:.2px}
.top td{height:64px}
.big{font-size:13pt;font-weight:bold}
.sm{font-size:7.5pt}
.ck{display:inline-block;width:9px;height:9px;border:1px solid #000;margin-right:4px;vertical-align:middle;text-align:center;line-height:9px;font-size:8pt}
.sec{background:#e8e8e8;font-weight:bold;font-size:8pt;padding:2px 5px;border:1px solid #000;border-bottom:none}
.foot{position:absolute;bottom:26px;left:40px;right:40px;font-size:7pt;display:flex;justify-content:space-between}
""",
"""
<div style="display:flex;justify-content:space-between;font-size:7.5pt"><div>Approved, SCAO</div><div>Original - Court &nbsp; 1st copy - Defendant &nbsp; 2nd copy - Plaintiff &nbsp; 3rd copy - Return</div></div>
<table class="g top" style="margin-top:4px"><tr>
<td style="width:34%"><div style="font-weight:bold">STATE OF MICHIGAN</div><div style="margin-top:4px"><span class="hw" style="font-size:13pt">36th</span> <b>JUDICIAL DISTRICT</b></div><div class="sm" style="margin-top:3px">JUDICIAL CIRCUIT &nbsp;&nbsp; COUNTY PROBATE</div></td>
<td style="width:36%;text-align:center;vertical-align:middle"><div class="big">SUMMONS</div><div class="sm">GENERAL CIVIL &mdash; DEBT COLLECTION</div></td>
<td><div class="lab">Case No.</div><div style="font-family:'Liberation Mono';font-size:12pt;font-weight:bold;margin-top:6px">26-104518-GC</div><div class="lab" style="margin-top:6px">Hon. Maria T. Kessling (P40917)</div></td></tr></table>
<table class="g" style="border-top:none"><tr>
<td style="width:50%"><div class="lab">Court address</div>Detroit Court Building, 1400 Cadillac Square Annex, Detroit, MI 48226</td>
<td><div class="lab">Court telephone no.</div>(313) 555-0142 &nbsp; clerk e-mail: civilclerk36@courts-mi.example</td></tr></table>
<table class="g" style="border-top:none"><tr>
<td style="width:50%;height:150px"><div class="lab">Plaintiff's name(s), address(es), and telephone no(s).</div>
<div class="hw">Lakeshore Credit Partners SPV I, LLC</div><div class="hw" style="font-size:13pt">a Delaware limited liability company<br>2250 Town Center Dr., Ste. 410<br>Southfield, MI 48075</div></td>
<td style="text-align:center;width:6%;vertical-align:middle;font-weight:bold">v</td>
<td><div class="lab">Defendant's name(s), address(es), and telephone no(s).</div>
<div class="hw">Darnell T. Whitfield</div><div class="hw" style="font-size:13pt">18450 Greenlawn St.<br>Detroit, MI 48221</div></td></tr>
<tr><td colspan="3" style="height:70px"><div class="lab">Plaintiff's attorney, bar no., address, and telephone no.</div>
Lauren M. Brandt (P78214) &nbsp;&middot;&nbsp; Brandt &amp; Okafor, P.C.<br>31700 Telegraph Rd., Suite 220, Bingham Farms, MI 48025 &nbsp;&middot;&nbsp; (248) 555-0177<br>
Attorney e-mail: lbrandt@brandtokafor.com &nbsp;&nbsp; E-filing: efile@brandtokafor.com &nbsp;&nbsp; Firm file no. BO-55129-L</td></tr></table>
<div class="sec" style="margin-top:10px">Instructions: Check the items below that apply to you and provide any required information.</div>
<table class="g"><tr><td>
<div><span class="ck">&#10003;</span>This case involves a minor/consumer debt claim. &nbsp; <span class="ck"></span>There is no other pending or resolved civil action arising out of the same transaction or occurrence.</div>
<div style="margin-top:5px">Amount claimed (principal balance of account ending 9034): <span class="hw">$3,412.58</span></div>
<div style="margin-top:2px">Filing fee: <span class="hw" style="font-size:13pt">$55.00</span> &nbsp;&nbsp; Service fee: <span class="hw" style="font-size:13pt">$25.00</span> &nbsp;&nbsp; Total with costs: <span class="hw" style="font-size:13pt">$3,492.58</span></div>
</td></tr></table>
<div class="sec" style="margin-top:10px">NOTICE TO THE DEFENDANT: In the name of the people of the State of Michigan you are notified:</div>
<table class="g"><tr><td style="line-height:1.45">
1. You are being sued.<br>
2. <b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to <b>file a written answer with the court</b> and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state).<br>
3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.<br>
4. If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</td></tr></table>
<table class="g" style="border-top:none"><tr>
<td style="width:33%"><div class="lab">Issue date</div><span class="hw">12/14/2026</span></td>
<td style="width:33%"><div class="lab">Expiration date*</div><span class="hw">03/15/2027</span></td>
<td><div class="lab">Court clerk</div><span class="hw">R. Olszewski</span></td></tr></table>
<div class="sm" style="margin-top:4px">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.</div>
<div class="sec" style="margin-top:12px">PROOF OF SERVICE &nbsp;&nbsp;&nbsp; Case No. 26-104518-GC</div>
<table class="g"><tr><td style="height:120px">
<div><span class="ck"></span>OFFICER CERTIFICATE &nbsp;&nbsp; OR &nbsp;&nbsp; <span class="ck"></span>AFFIDAVIT OF PROCESS SERVER</div>
<div style="margin-top:6px">I served a copy of the summons and complaint, together with the attachments listed below, on:</div>
<table style="width:100%;margin-top:6px"><tr><td style="border:1px solid #000;width:40%"><div class="lab">Defendant's name</div>&nbsp;</td><td style="border:1px solid #000"><div class="lab">Complete address(es) of service</div>&nbsp;</td><td style="border:1px solid #000;width:20%"><div class="lab">Day, date, time</div>&nbsp;</td></tr></table>
</td></tr></table>
<div class="foot"><div>MC 01-style (12/26) SUMMONS</div><div>MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105</div></div>
""")

# ---------------------------------------------------------------- 02 Illinois, Cook County, ")" caption, Zoom
doc("02", "IL", "summons", "paren-column caption, centred heading lines, Zoom box", "Nimbus Roman",
    exp(customer_name="Rosa Delgado", plaintiff_name="Meridian Portfolio Trust 2019-B", law_firm_name="Hallett Kowalczyk LLC",
        lawyer_email="jreyes@hallettkowalczyk.com", lawsuit_state="IL", lawsuit_amount=6218.40, civil_number="2026-M1-013377",
        court_name="Circuit Court of Cook County, Illinois, Municipal Department, First District",
        customer_street="9147 S. Commercial Ave., Unit 2", customer_city="Chicago", customer_state="IL", customer_zip_code="60617",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'Nimbus Roman';font-size:12pt;padding:56px 72px;line-height:1.3}
.c{text-align:center;font-weight:bold}
.cap td{vertical-align:top;padding:0}
.par{font-family:'Nimbus Roman';width:18px}
.zoom{border:2px solid #000;padding:6px 10px;margin:10px 0;font-size:11pt}
.foot{position:absolute;bottom:30px;left:72px;right:72px;font-size:9pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}
""",
"""
<div style="font-size:9pt;display:flex;justify-content:space-between"><div>Firm No. 61742</div><div>2120 - Served &nbsp; 2121 - Not Served &nbsp; 2220 - Alias</div></div>
<div class="c" style="margin-top:14px">IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS</div>
<div class="c">MUNICIPAL DEPARTMENT, FIRST DISTRICT</div>
<table class="cap" style="width:100%;margin-top:18px"><tr>
<td style="width:56%">MERIDIAN PORTFOLIO TRUST 2019-B,<br>as assignee of Northbrook Consumer<br>Bank &amp; Trust,<br>
<span style="padding-left:150px">Plaintiff,</span><br><br>
<span style="padding-left:60px">v.</span><br><br>
ROSA DELGADO and<br>MIGUEL A. DELGADO,<br><span style="padding-left:150px">Defendants.</span></td>
<td class="par">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td><br><br><br>Case No. 2026-M1-013377<br><br>Amount Claimed: $6,218.40<br>Return Date: January 27, 2027<br>Courtroom 1302</td></tr></table>
<div class="c" style="margin-top:14px;font-size:14pt;letter-spacing:1px">SUMMONS</div>
<p style="margin:6px 0">To each Defendant: ROSA DELGADO, 9147 S. Commercial Ave., Unit 2, Chicago, IL 60617.</p>
<p style="margin:6px 0">YOU ARE SUMMONED and required to appear before this court on the return date stated above, at 9:30 a.m., in person at the Richard J. Daley Center, 50 W. Washington St., Room 1302, Chicago, IL 60602, or remotely as shown below, and answer the complaint, a copy of which is attached. IF YOU FAIL TO DO SO, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE RELIEF ASKED IN THE COMPLAINT.</p>
<div class="zoom"><b>REMOTE APPEARANCE BY ZOOM</b><br>Meeting ID: 955 0142 7731 &nbsp;&nbsp; Passcode: 602013 &nbsp;&nbsp; Call-in: (312) 555-0119<br>
Questions about remote court: Clerk's Office, civilmuni@cookcountyclerk.example</div>
<p style="margin:6px 0;font-size:11pt">The Amount Claimed above is principal only. Court costs of $298.00 (filing fee $289.00 and service fee $9.00) and statutory interest of $412.75 are stated separately; total with costs $6,928.15.</p>
<table style="width:100%;margin-top:10px;font-size:11pt"><tr><td style="width:52%;vertical-align:top">
Atty. No. 61742<br>Name: Jonah P. Reyes<br>Atty. for: Plaintiff<br>Firm: Hallett Kowalczyk LLC<br>Address: 222 N. LaSalle St., Suite 1800<br>City/State/Zip: Chicago, IL 60601<br>Telephone: (312) 555-0163<br>
Primary Email: jreyes@hallettkowalczyk.com<br>Secondary Email: paralegal@hallettkowalczyk.com</td>
<td style="vertical-align:top">Witness: December 11, 2026<br><br>__________________________________<br>Clerk of Court<br><br>Date of Service: ______________<br>(To be inserted by officer on copy left with defendant or other person)</td></tr></table>
<div class="foot"><div>Our File: HK-0477312 &middot; Acct. ref. NB-22817-04</div><div>Case No. 2026-M1-013377</div></div>
""")

# ---------------------------------------------------------------- 03 Massachusetts small claims, dark band, pro se plaintiff
doc("03", "MA", "small claims notice", "white-on-dark band heading, two-column caption, pro se plaintiff", "DejaVu Sans",
    exp(customer_name="Colleen Fitzgerald", plaintiff_name="Seaport Family Dental, P.C.", law_firm_name=None, lawyer_email=None,
        lawsuit_state="MA", lawsuit_amount=1875.00, civil_number="2656SC000842",
        court_name="Commonwealth of Massachusetts, District Court Department of the Trial Court, Quincy Division",
        customer_street="58 Hollis Ave.", customer_city="Braintree", customer_state="MA", customer_zip_code="02184",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'DejaVu Sans';font-size:9.5pt;padding:44px 50px;line-height:1.35}
.hd{text-align:center;font-weight:bold;line-height:1.25}
.band{background:#1d2330;color:#fff;font-weight:bold;font-size:15pt;padding:9px 14px;margin:12px -50px 10px;text-align:center;letter-spacing:2px}
.two{display:flex;gap:18px}
.two>div{flex:1;border:1px solid #555;padding:8px}
.lab{font-size:7.5pt;color:#333;text-transform:uppercase;font-weight:bold}
.box{border:1px solid #555;padding:8px;margin-top:10px}
""",
"""
<div class="hd">COMMONWEALTH OF MASSACHUSETTS</div>
<div class="hd">DISTRICT COURT DEPARTMENT OF THE TRIAL COURT</div>
<div class="hd">QUINCY DIVISION</div>
<div style="text-align:center;font-size:8.5pt">Small Claims Session &middot; 1 Fenno Plaza Court Annex, Quincy, MA 02169 &middot; (617) 555-0128</div>
<div class="band">NOTICE OF SMALL CLAIM AND TRIAL</div>
<div style="display:flex;justify-content:space-between;font-size:10.5pt"><div><span class="lab">Docket number</span><br><b style="font-size:13pt">2656SC000842</b></div><div style="text-align:right"><span class="lab">Trial date and time</span><br><b>February 9, 2027 &middot; 9:00 AM</b></div></div>
<div class="two" style="margin-top:10px">
<div><div class="lab">Plaintiff (appearing without an attorney)</div>Seaport Family Dental, P.C.<br>by Janine Ricci, office manager<br>410 Hancock St., Suite 3<br>Quincy, MA 02171<br>Tel. (617) 555-0134<br>billing@seaportfamilydental.example</div>
<div><div class="lab">Defendant</div>FITZGERALD, COLLEEN<br>58 Hollis Ave.<br>Braintree, MA 02184<br>Tel. (781) 555-0187</div></div>
<div class="box"><div class="lab">Plaintiff's statement of claim</div>
The defendant owes the plaintiff for dental services (crowns, patient account no. 00-73519) provided March through June 2026 that were not paid by insurance. Statements were mailed monthly and the account was not paid.
<table style="width:100%;margin-top:8px"><tr><td>Amount of claim</td><td style="text-align:right"><b>$1,875.00</b></td></tr>
<tr><td>Filing fee (paid by plaintiff)</td><td style="text-align:right">$50.00</td></tr>
<tr><td>Certified mail fee</td><td style="text-align:right">$15.00</td></tr>
<tr><td>Total including court costs</td><td style="text-align:right">$1,940.00</td></tr></table></div>
<div class="box"><div class="lab">Notice to the defendant</div>
YOU ARE BEING SUED in the small claims session of this court. You must appear in person on the trial date shown above. If you do not appear, you may be defaulted and a judgment entered against you for the amount of the claim plus court costs. If you have a claim against the plaintiff arising out of this matter, you may file a counterclaim. Mediation may be available on the day of trial. If you need an interpreter or an accommodation, contact the clerk-magistrate's office before the trial date.</div>
<div class="box" style="font-size:8.5pt"><div class="lab">Plaintiff's certification</div>
I certify that the above claim is true and that the defendant is not in the military service. Signed under the penalties of perjury.<br><br>
Signature: <i>Janine Ricci</i> &nbsp;&nbsp;&nbsp; Date: 11/30/2026 &nbsp;&nbsp;&nbsp; For the plaintiff, pro se</div>
<div style="position:absolute;bottom:30px;left:50px;right:50px;font-size:8pt;display:flex;justify-content:space-between;border-top:1px solid #999;padding-top:3px"><div>Clerk-Magistrate: Paul D. Keane &middot; quincysmallclaims@jud.example</div><div>Docket 2656SC000842</div></div>
""")

# ---------------------------------------------------------------- 04 North Carolina magistrate summons, condensed, two-column caption
doc("04", "NC", "magistrate summons", "two-column caption with AOC-style header grid", "Liberation Sans Narrow",
    exp(customer_name="Kendra L. Baptiste", plaintiff_name="Piedmont Recovery Holdings, LLC", law_firm_name="Sutter, Vance & Lyle, PLLC",
        lawyer_email="mvance@suttervance.com", lawsuit_state="NC", lawsuit_amount=4960.25, civil_number="26CVM004512-910",
        court_name="General Court of Justice, District Court Division, Small Claims",
        customer_street="2714 Brentwood Rd., Apt. 3B", customer_city="Raleigh", customer_state="NC", customer_zip_code="27604",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'Liberation Sans Narrow';font-size:10.5pt;padding:40px 46px;line-height:1.3}
.g{width:100%;border:1.5px solid #000}
.g td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lab{font-size:8pt;font-weight:bold}
.t{font-size:17pt;font-weight:bold;letter-spacing:1px}
""",
"""
<table class="g"><tr>
<td style="width:50%;border-right:2px solid #000"><b style="font-size:12pt">STATE OF NORTH CAROLINA</b><br><br><span style="font-size:12pt">WAKE</span> County</td>
<td><div style="text-align:right">File No. <b style="font-size:13pt">26CVM004512-910</b></div>
<div style="text-align:center;margin-top:4px">In The General Court Of Justice<br>District Court Division<br>Small Claims</div></td></tr>
<tr><td><div class="lab">Name And Address Of Plaintiff</div>Piedmont Recovery Holdings, LLC,<br>a Delaware limited liability company<br>1640 Pinnacle Center Blvd., Suite 300<br>Charlotte, NC 28262</td>
<td rowspan="2" style="text-align:center;vertical-align:middle"><div class="t">MAGISTRATE SUMMONS</div><div>&#9744; ALIAS AND PLURIES SUMMONS (ASSESS FEE)</div><div style="margin-top:8px;font-size:9pt">G.S. 1A-1, Rule 4; 7A-217, -232</div></td></tr>
<tr><td><div class="lab">VERSUS</div><div class="lab" style="margin-top:4px">Name And Address Of Defendant 1</div>BAPTISTE, KENDRA L.<br>2714 Brentwood Rd., Apt. 3B<br>Raleigh, NC 27604<br>
<div class="lab" style="margin-top:4px">Name And Address Of Defendant 2</div>&mdash;</td></tr></table>
<table class="g" style="border-top:none"><tr><td style="width:50%"><div class="lab">Date, Time And Place Of Trial</div>January 19, 2027 &middot; 9:00 AM<br>Courtroom 1B, Wake County Justice Center Annex<br>316 E. Cabarrus Ln., Raleigh, NC 27601</td>
<td><div class="lab">Nature Of Claim</div>Money owed &mdash; credit card account no. ****6618 (original creditor: Tarheel Bankcard, N.A.)<br>Principal: $4,960.25 &nbsp; Interest at 8% from 04/02/2026 (stated separately): $219.40</td></tr></table>
<div style="border:1.5px solid #000;border-top:none;padding:8px 10px">
<b>TO THE DEFENDANT(S) NAMED ABOVE:</b> A small claim action has been filed against you. You are required to appear at the date, time and place shown above for the trial of this action. You may file a written answer, making a defense to the claim, in the office of the Clerk of Superior Court. If you fail to appear, judgment may be entered against you.<br><br>
<b>TO THE SHERIFF:</b> Serve this summons with a copy of the complaint on each defendant named above and return it to the clerk.
</div>
<table class="g" style="border-top:none"><tr>
<td style="width:50%"><div class="lab">Name And Address Of Plaintiff's Attorney (or Plaintiff if none)</div>
Marcus O. Vance, NC State Bar No. 48213<br>Sutter, Vance &amp; Lyle, PLLC<br>5 W. Hargett St., Suite 900, Raleigh, NC 27601<br>(919) 555-0155 &middot; mvance@suttervance.com<br>Docketing: docket@suttervance.com &middot; Our ref. SVL-26-03318</td>
<td><div class="lab">Date Issued</div>12/08/2026 &nbsp;&nbsp; 3:14 PM<br><div class="lab" style="margin-top:6px">Signature</div><br>______________________________<br>&#9744; Deputy CSC &nbsp; &#9744; Assistant CSC &nbsp; &#9744; Clerk Of Superior Court</td></tr>
<tr><td colspan="2"><div class="lab">Costs</div>Court costs $96.00 &middot; Service fee $30.00 &middot; Total claimed with interest and costs $5,305.65</td></tr></table>
<div style="margin-top:10px;border:1px solid #000;padding:6px 8px;font-size:9.5pt"><b>NOTE TO PARTIES:</b> Parties may appear without an attorney. Hearings in small claims are before a magistrate. Appeal for a new trial in district court must be taken within 10 days of judgment. Clerk of Superior Court, Wake County, Civil Division &middot; wakecivil@nccourts.example</div>
<div style="position:absolute;bottom:30px;left:46px;right:46px;font-size:8.5pt;display:flex;justify-content:space-between"><div>AOC-CVM-100-style, Rev. 12/26</div><div>(Over)</div></div>
""")

# ---------------------------------------------------------------- 05 South Carolina magistrate, letterhead above caption box
doc("05", "SC", "summons and complaint", "law-firm letterhead above a boxed caption", "C059",
    exp(customer_name="Howard Eugene Mims Jr.", plaintiff_name="Palmetto Installment Lending, Inc.", law_firm_name="Greer Ashford Law Group, LLC",
        lawyer_email="tashford@greerashford.com", lawsuit_state="SC", lawsuit_amount=2740.00, civil_number="2026CV4010200317",
        court_name="State of South Carolina, County of Richland, Magistrate Court",
        customer_street="1207 Farrow Rd., Lot 14", customer_city="Columbia", customer_state="SC", customer_zip_code="29203",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'C059';font-size:10.5pt;padding:40px 60px;line-height:1.35}
.lh{text-align:center;border-bottom:3px double #333;padding-bottom:6px}
.lh .n{font-size:17pt;letter-spacing:2px;font-weight:bold;color:#2a3a5a}
.hl{text-align:center;font-weight:bold;line-height:1.3}
.capbox{border:1.5px solid #000;display:flex;margin-top:10px}
.capbox>div{padding:8px 10px}
""",
"""
<div class="lh"><div class="n">GREER ASHFORD LAW GROUP, LLC</div>
<div style="font-size:9pt">Attorneys at Law &middot; 1530 Lady Street, Suite 700 &middot; Columbia, South Carolina 29201<br>Tel. (803) 555-0148 &middot; Fax (803) 555-0149 &middot; info@greerashford.com</div></div>
<div class="hl" style="margin-top:12px">STATE OF SOUTH CAROLINA</div>
<div class="hl">COUNTY OF RICHLAND</div>
<div class="hl">IN THE MAGISTRATE COURT</div>
<div class="capbox"><div style="width:58%;border-right:1.5px solid #000">
Palmetto Installment Lending, Inc.,<br>a South Carolina corporation,<br><span style="padding-left:170px">Plaintiff,</span><br>
<span style="padding-left:80px">vs.</span><br>HOWARD EUGENE MIMS, JR.,<br>1207 Farrow Rd., Lot 14<br>Columbia, SC 29203,<br><span style="padding-left:170px">Defendant.</span></div>
<div style="flex:1"><b>SUMMONS AND COMPLAINT</b><br>(Civil Action &mdash; Claim and Delivery Not Sought)<br><br>Case No.<br><b style="font-size:12.5pt">2026CV4010200317</b><br><br>Loan No. PIL-0091-5528</div></div>
<p style="margin:10px 0 4px"><b>TO THE DEFENDANT ABOVE NAMED:</b> YOU ARE HEREBY SUMMONED and required to answer the complaint herein, a copy of which is served upon you, and to serve a copy of your answer upon the subscriber at the address shown below within thirty (30) days after service hereof, exclusive of the day of such service. If you fail to answer, judgment by default will be rendered against you for the relief demanded in the complaint. Your answer may be filed with the Richland County Magistrate, Civil Division, 4919 Rhett St., Columbia, SC 29203.</p>
<div style="text-align:center;font-weight:bold;margin-top:10px">COMPLAINT</div>
<p style="margin:4px 0">1. Plaintiff is a corporation doing business in Richland County. Defendant is a citizen and resident of Richland County, South Carolina.</p>
<p style="margin:4px 0">2. On or about August 3, 2024, Defendant executed a consumer installment note in favor of Plaintiff, Loan No. PIL-0091-5528, and thereafter defaulted in payment.</p>
<p style="margin:4px 0">3. There is now due and owing by Defendant to Plaintiff the principal sum of <b>$2,740.00</b>, together with accrued interest of $318.22 stated separately, plus the costs of this action ($80.00 filing fee and $10.00 service), for a total of $3,148.22.</p>
<p style="margin:4px 0">WHEREFORE, Plaintiff prays for judgment against Defendant for the principal sum above, interest, costs, and such other relief as the Court deems just.</p>
<table style="width:100%;margin-top:14px"><tr><td style="vertical-align:top;width:48%;font-size:9.5pt">Columbia, South Carolina<br>December 2, 2026</td>
<td style="font-size:10pt">GREER ASHFORD LAW GROUP, LLC<br><br>By: ____________________________<br>Tobias R. Ashford, SC Bar No. 102877<br>tashford@greerashford.com<br>Paralegal: mhutto@greerashford.com<br>Attorneys for Plaintiff</td></tr></table>
<div style="position:absolute;bottom:28px;left:60px;right:60px;font-size:8pt;color:#333;text-align:center">Richland County Magistrate Court &middot; Civil Division &middot; 4919 Rhett St., Columbia, SC 29203 &middot; (803) 555-0126</div>
""")

# ---------------------------------------------------------------- 06 Kansas Chapter 61 petition, stamp across case number
doc("06", "KS", "limited actions petition", "centred heading lines, ruled caption, FILED stamp across case number", "URW Bookman",
    exp(customer_name="Bethany Nguyen", plaintiff_name="Sunflower Auto Receivables, LLC", law_firm_name="Harlan Pruitt Meyer, LLC",
        lawyer_email="kpruitt@hpmlaw.com", lawsuit_state="KS", lawsuit_amount=7105.66, civil_number="SG-2026-LM-004417",
        court_name="District Court of Sedgwick County, Kansas, Civil Department",
        customer_street="3340 S. Osage St.", customer_city="Wichita", customer_state="KS", customer_zip_code="67217",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'URW Bookman';font-size:10pt;padding:48px 64px;line-height:1.4}
.hl{text-align:center;font-weight:bold}
.stamp{position:absolute;top:224px;left:438px;transform:rotate(-9deg);border:3px solid rgba(190,20,30,.62);color:rgba(190,20,30,.62);
 padding:4px 10px;font-family:'Liberation Sans';font-weight:bold;text-align:center;font-size:10pt;line-height:1.2;border-radius:4px}
""",
"""
<div style="font-size:8.5pt">Karen J. Pruitt, #27814<br>Harlan Pruitt Meyer, LLC<br>8700 E. 21st St. N., Suite 120<br>Wichita, KS 67206<br>(316) 555-0171 &middot; kpruitt@hpmlaw.com &middot; filings@hpmlaw.com<br>Attorneys for Plaintiff</div>
<div class="hl" style="margin-top:14px">IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS</div>
<div class="hl">CIVIL DEPARTMENT</div>
<table style="width:100%;margin-top:14px;border-top:1px solid #000;border-bottom:1px solid #000"><tr>
<td style="width:58%;padding:8px 0;border-right:1px solid #000;vertical-align:top">SUNFLOWER AUTO RECEIVABLES, LLC,<br>as assignee of Heartland Motor Credit Corp.,<br><span style="padding-left:160px">Plaintiff,</span><br>v.<br>BETHANY NGUYEN,<br><span style="padding-left:160px">Defendant.</span></td>
<td style="padding:8px 12px;vertical-align:top">Case No. SG-2026-LM-004417<br><br>Division 11<br><br>Chapter 61 &mdash; Limited Actions</td></tr></table>
<div class="stamp">ELECTRONICALLY FILED<br>2026 Dec 04 PM 2:41<br>CLERK OF THE SEDGWICK COUNTY<br>DISTRICT COURT</div>
<div class="hl" style="margin-top:14px;text-decoration:underline">PETITION</div>
<div style="text-align:center;font-size:9pt">(Pursuant to K.S.A. Chapter 61)</div>
<p>Plaintiff, by and through its attorneys, states:</p>
<p>1. Plaintiff is a limited liability company organized under the laws of the State of Delaware with an office at 600 N. Broadway, Suite 500, Wichita, KS 67214.</p>
<p>2. Defendant Bethany Nguyen resides at 3340 S. Osage St., Wichita, KS 67217, and may be served there.</p>
<p>3. On or about May 18, 2023, Defendant entered into a retail installment contract with Heartland Motor Credit Corp. (contract no. HMC-58-220914) for the purchase of a motor vehicle. The contract was assigned to Plaintiff.</p>
<p>4. Defendant defaulted. After application of all payments and credits and the proceeds of sale of the collateral, the principal balance due is <b>$7,105.66</b>.</p>
<p>5. Plaintiff also claims contract interest of $642.10 through the date of filing, stated separately, and the docket fee of $95.50.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant for $7,105.66, interest as stated, the costs of this action, and such further relief as the Court deems just.</p>
<div style="margin-left:330px;margin-top:12px">Respectfully submitted,<br>HARLAN PRUITT MEYER, LLC<br><br>/s/ Karen J. Pruitt<br>Karen J. Pruitt, #27814<br>Attorneys for Plaintiff</div>
<div style="position:absolute;bottom:28px;left:64px;right:64px;font-size:8pt;display:flex;justify-content:space-between"><div>Sedgwick County Courthouse &middot; 525 N. Main Annex, Wichita, KS 67203</div><div>HPM file 26-4417-N</div></div>
""")

# ---------------------------------------------------------------- 07 Iowa small claims original notice, monospace, parties table, footer
doc("07", "IA", "small claims original notice", "monospace form with role-column table of parties and repeating footer", "Liberation Mono",
    exp(customer_name="Tyler J. Oberg", plaintiff_name="Raccoon River Credit Union", law_firm_name="Ridder Lindqvist Law, P.L.C.",
        lawyer_email="eridder@ridderlindqvist.com", lawsuit_state="IA", lawsuit_amount=1932.17, civil_number="SCSC718204",
        court_name="Iowa District Court for Polk County",
        customer_street="4521 SE 14th St., Apt. 6", customer_city="Des Moines", customer_state="IA", customer_zip_code="50320",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'Liberation Mono';font-size:10pt;padding:44px 56px;line-height:1.35}
.hl{text-align:center;font-weight:bold}
.pt{width:100%;margin-top:10px;border:1px solid #000}
.pt td,.pt th{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
.pt th{background:#eee;font-size:9.5pt}
.foot{position:absolute;bottom:26px;left:56px;right:56px;border-top:1px dashed #000;padding-top:3px;font-size:9pt;display:flex;justify-content:space-between}
""",
"""
<div class="hl">IN THE IOWA DISTRICT COURT FOR POLK COUNTY</div>
<div style="text-align:center;font-size:9.5pt">Polk County Courthouse Annex, 515 Court Ave. Rear, Des Moines, IA 50309</div>
<div style="display:flex;justify-content:space-between;margin-top:12px;border-top:2px solid #000;border-bottom:2px solid #000;padding:4px 0"><div>SMALL CLAIMS NO. SCSC718204</div><div>ORIGINAL NOTICE</div></div>
<table class="pt"><tr><th style="width:38%">Name</th><th>Address</th><th style="width:17%">Role</th></tr>
<tr><td>RACCOON RIVER CREDIT UNION</td><td>2100 Grand Ave., West Des Moines, IA 50265</td><td>Claimant</td></tr>
<tr><td colspan="3" style="text-align:center">v.</td></tr>
<tr><td>OBERG, TYLER J.</td><td>4521 SE 14th St., Apt. 6, Des Moines, IA 50320</td><td>Respondent 1</td></tr>
<tr><td>OBERG, ASHLEY M.</td><td>4521 SE 14th St., Apt. 6, Des Moines, IA 50320</td><td>Respondent 2</td></tr></table>
<p><b>TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p>You are notified that the Plaintiff has filed a petition in this office claiming that you owe the Plaintiff $1,932.17 (principal, member loan no. 0044-81773) plus interest of $147.30 stated separately and court costs of $95.00, for the reasons stated in the petition, a copy of which is attached.</p>
<p>THIS CASE HAS BEEN FILED IN A COUNTY THAT USES ELECTRONIC FILING. You must appear by filing an appearance on the Iowa Judicial Branch e-filing system or with the Clerk of Court within 20 days after service of this notice. If you do not appear, judgment by default will be entered against you.</p>
<p>If you appear, the hearing will be held at the Polk County Courthouse Annex, Courtroom 2C, on a date the clerk will mail to you.</p>
<table style="width:100%;margin-top:8px;font-size:9.5pt"><tr><td style="vertical-align:top;width:55%">
ATTORNEY FOR CLAIMANT:<br>Erik S. Ridder, AT0031458<br>Ridder Lindqvist Law, P.L.C.<br>6750 Westown Pkwy., Ste. 200<br>West Des Moines, IA 50266<br>(515) 555-0131<br>eridder@ridderlindqvist.com<br>cc: service@ridderlindqvist.com</td>
<td style="vertical-align:top">CLERK OF DISTRICT COURT<br>Polk County<br>(515) 555-0108<br>polkclerk@iowacourts.example<br><br>Dated: 12/09/2026<br><br>By ______________________<br>Deputy</td></tr></table>
<p style="font-size:9pt">If you need assistance to participate in court due to a disability, call the disability coordinator at (515) 555-0110. Persons who are hearing or speech impaired may call Relay Iowa TTY.</p>
<div class="foot"><div>SMALL CLAIMS NO. SCSC718204</div><div>Original Notice &middot; Page 1 of 1</div></div>
""")

# ---------------------------------------------------------------- 08 Maine small claims statement, landscape-like two columns
doc("08", "ME", "small claims statement", "landscape-like two-column page, serif condensed", "DejaVu Serif Condensed",
    exp(customer_name="Ryan P. Theriault", plaintiff_name="Casco Bay Federal Credit Union", law_firm_name="Pelletier & Moody, P.A.",
        lawyer_email="npelletier@pelletiermoody.com", lawsuit_state="ME", lawsuit_amount=4310.00, civil_number="PORDC-SC-26-0417",
        court_name="State of Maine, District Court, Portland",
        customer_street="77 Cottage Rd.", customer_city="South Portland", customer_state="ME", customer_zip_code="04106",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'DejaVu Serif';font-stretch:condensed;font-size:9.5pt;padding:36px 40px;line-height:1.7}
.cols{display:flex;gap:26px;margin-top:10px}
.col{flex:1}
.col+.col{border-left:1px solid #777;padding-left:24px}
.hl{text-align:center;font-weight:bold;font-size:11pt}
.lab{font-size:7.5pt;font-weight:bold;text-transform:uppercase;margin-top:16px}
.f{border-bottom:1px solid #000;padding:3px 2px;min-height:16px}
""",
"""
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #000;padding-bottom:6px">
<div style="font-size:8pt">SC-001-style<br>Rev. 12/26</div>
<div><div class="hl">STATE OF MAINE</div><div class="hl">DISTRICT COURT</div><div class="hl">PORTLAND</div></div>
<div style="text-align:right">Docket No.<br><b style="font-size:12pt">PORDC-SC-26-0417</b></div></div>
<div style="text-align:center;font-size:14pt;font-weight:bold;margin-top:8px;letter-spacing:1px">SMALL CLAIM STATEMENT</div>
<div class="cols"><div class="col">
<div class="lab">Plaintiff</div><div class="f">Casco Bay Federal Credit Union</div>
<div class="f">340 Forest Ave. Rear, Portland, ME 04101</div>
<div class="lab">Plaintiff's attorney</div><div class="f">Nadine R. Pelletier, Esq., Maine Bar No. 6142</div><div class="f">Pelletier &amp; Moody, P.A.</div>
<div class="f">95 Exchange St., 4th Floor, Portland, ME 04101</div><div class="f">(207) 555-0152 &middot; npelletier@pelletiermoody.com</div>
<div class="f">Staff: intake@pelletiermoody.com</div>
<div class="lab">Defendant</div><div class="f">THERIAULT, RYAN P.</div><div class="f">77 Cottage Rd., South Portland, ME 04106</div>
<div class="lab">Second defendant (if any)</div><div class="f">&mdash;</div>
<div class="lab">Court</div><div class="f">Portland District Court, 205 Newbury St. Annex, Portland, ME 04101</div>
<div class="f">Clerk: (207) 555-0123 &middot; portlanddc@courts.maine.example</div>
<div class="lab">Hearing</div><div class="f">The clerk will notify the parties of the hearing date.</div>
</div><div class="col">
<div class="lab">Statement of claim</div>
<p style="margin:4px 0">The defendant owes the plaintiff money on a consumer share-secured loan, account ending 2290, that went into default on July 11, 2026. Demand for payment was made and no payment has been received.</p>
<table style="width:100%;margin-top:6px"><tr><td>Amount of claim (principal)</td><td style="text-align:right"><b>$4,310.00</b></td></tr>
<tr><td>Interest (stated separately)</td><td style="text-align:right">$186.44</td></tr>
<tr><td>Filing fee</td><td style="text-align:right">$100.00</td></tr>
<tr><td>Service costs</td><td style="text-align:right">$40.00</td></tr>
<tr><td style="border-top:1px solid #000">Total with costs</td><td style="text-align:right;border-top:1px solid #000">$4,636.44</td></tr></table>
<div class="lab">Notice to defendant</div>
<p style="margin:4px 0">You have been sued in small claims court. You must come to court on the hearing date. If you do not, a default judgment may be entered against you. You may bring witnesses and papers. Mediation is available at the courthouse before the hearing.</p>
<div class="lab">Plaintiff's oath</div>
<p style="margin:4px 0">I swear that this statement is true to the best of my knowledge and that the defendant is not in military service.</p>
<div class="f" style="margin-top:14px">/s/ Nadine R. Pelletier &nbsp;&nbsp;&nbsp; Date: 12/01/2026</div>
<div class="lab">Reference</div><div class="f">P&amp;M file CB-26-1187 &middot; Loan 77-0042290</div>
</div></div>
<div style="position:absolute;bottom:26px;left:40px;right:40px;font-size:7.5pt;text-align:center;border-top:1px solid #999;padding-top:3px">Small Claims Rules 2&ndash;4 &middot; Docket No. PORDC-SC-26-0417</div>
""")

# ---------------------------------------------------------------- 09 debt buyer settlement letter
doc("09", "NJ", "collection letter", "debt-buyer letter with window address block and payment-plan table", "P052",
    exp(customer_name="Tamika R. Oyelaran", plaintiff_name="Bramblewood Capital Acquisitions, LLC", law_firm_name=None, lawyer_email=None,
        lawsuit_state="NJ", lawsuit_amount=2864.90, civil_number=None, court_name=None,
        customer_street="3100 Kennedy Blvd., Apt. 12-C", customer_city="Jersey City", customer_state="NJ", customer_zip_code="07306",
        determine_if_lawsuit_exists=False),
"""
.page{font-family:'P052';font-size:11pt;padding:50px 70px;line-height:1.4}
.lh{display:flex;justify-content:space-between;border-bottom:1px solid #444;padding-bottom:8px}
.tb{width:100%;margin:8px 0;border:1px solid #444}
.tb td,.tb th{border:1px solid #444;padding:3px 8px;text-align:left}
.tb th{background:#eee}
""",
"""
<div class="lh"><div><b style="font-size:15pt">Bramblewood Capital Acquisitions, LLC</b><br><span style="font-size:9pt">PO Box 4470 &middot; 88 Pine Hollow Rd. &middot; Getzville, NY 14068</span></div>
<div style="text-align:right;font-size:9pt">Toll-free (800) 555-0146<br>Mon&ndash;Fri 8 a.m.&ndash;8 p.m. ET<br>help@bramblewoodcap.example</div></div>
<div style="display:flex;justify-content:space-between;margin-top:22px">
<div style="margin-top:20px;line-height:1.3">Tamika R. Oyelaran<br>3100 Kennedy Blvd., Apt. 12-C<br>Jersey City, NJ 07306</div>
<div style="font-size:10pt;border:1px solid #444;padding:6px 10px">Date: December 10, 2026<br>Reference No.: BCA-20418873<br>Original creditor: Harborline Bank, N.A.<br>Account number ending in: 4482<br>Current creditor: Bramblewood Capital Acquisitions, LLC<br><b>Balance due: $2,864.90</b></div></div>
<p style="margin-top:26px">Dear Tamika R. Oyelaran:</p>
<p>Bramblewood Capital Acquisitions, LLC purchased your Harborline Bank, N.A. credit card account ending in 4482 and is now the owner of this debt. As of the date of this letter, you owe <b>$2,864.90</b>.</p>
<p>We are willing to settle this account for <b>$1,575.00</b>, payable in three payments as follows:</p>
<table class="tb"><tr><th>Payment</th><th>Due date</th><th>Amount</th></tr>
<tr><td>1</td><td>January 15, 2027</td><td>$525.00</td></tr><tr><td>2</td><td>February 15, 2027</td><td>$525.00</td></tr>
<tr><td>3</td><td>March 15, 2027</td><td>$525.00</td></tr></table>
<p>If we receive all three payments on time, we will report the account as settled in full. We are not obligated to renew this offer. This settlement offer does not change your right to dispute the debt.</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p style="margin-top:18px">Sincerely,<br>Account Resolution Department<br>Bramblewood Capital Acquisitions, LLC</p>
<div style="position:absolute;bottom:40px;left:70px;right:70px;border-top:1px dashed #444;padding-top:6px;font-size:9pt;display:flex;justify-content:space-between">
<div>Detach and return with payment<br>Tamika R. Oyelaran &middot; Ref. BCA-20418873</div><div style="text-align:right">Amount enclosed: $__________<br>Pay online: pay.bramblewoodcap.example</div></div>
""")

# ---------------------------------------------------------------- 10 Spanish law firm letter, Florida
doc("10", "FL", "collection letter", "Spanish law-firm letter with right-aligned reference block", "Nimbus Sans",
    exp(customer_name="Lucía Ordóñez", plaintiff_name="Coral Ridge Funding, LLC", law_firm_name="Castellanos Whitmore, P.A.",
        lawyer_email="dcastellanos@castellanoswhitmore.com", lawsuit_state="FL", lawsuit_amount=3118.45, civil_number="2026-014523-CC-05",
        court_name="County Court in and for Miami-Dade County, Florida",
        customer_street="1450 W. 49th St., Apt. 207", customer_city="Hialeah", customer_state="FL", customer_zip_code="33012",
        determine_if_lawsuit_exists=True),
"""
.page{font-family:'Nimbus Sans';font-size:10.5pt;padding:48px 66px;line-height:1.42}
.lh{text-align:right;border-bottom:4px solid #7a1f2b;padding-bottom:6px}
.ref{margin-left:auto;width:330px;border-left:3px solid #7a1f2b;padding:4px 10px;font-size:9.5pt;margin-top:14px}
""",
"""
<div class="lh"><div style="font-size:18pt;font-weight:bold;color:#7a1f2b">Castellanos Whitmore, P.A.</div>
<div style="font-size:9pt">Abogados &middot; 2600 Ponce de León Blvd., Suite 1100 &middot; Coral Gables, FL 33134<br>Tel. (305) 555-0172 &middot; recepcion@castellanoswhitmore.com</div></div>
<div class="ref">Fecha: 14 de diciembre de 2026<br>Nuestro expediente: CW-88213-LO<br>Acreedor actual: Coral Ridge Funding, LLC<br>Acreedor original: Banco Atlántico del Sur, N.A.<br>Cuenta terminada en: 5071</div>
<div style="margin-top:10px;line-height:1.3">Sra. Lucía Ordóñez<br>1450 W. 49th St., Apt. 207<br>Hialeah, FL 33012</div>
<p style="margin-top:18px"><b>Asunto: Demanda presentada &mdash; Coral Ridge Funding, LLC c. Lucía Ordóñez</b></p>
<p>Estimada Sra. Ordóñez:</p>
<p>Este despacho representa a Coral Ridge Funding, LLC, actual titular de su cuenta con Banco Atlántico del Sur, N.A. Le informamos que se ha presentado una demanda en su contra ante el County Court in and for Miami-Dade County, Florida, número de caso <b>2026-014523-CC-05</b>.</p>
<p>El saldo que se reclama es de <b>$3.118,45</b> (US$ 3,118.45). Los intereses de $204.10 y las costas judiciales de $300.00 (tasa de presentación) se indican por separado y no están incluidos en dicho saldo.</p>
<p>Usted recibirá una citación (summons) entregada por un oficial judicial. Es importante que no ignore la citación: si no responde dentro del plazo indicado, el tribunal podría dictar una sentencia en rebeldía en su contra.</p>
<p>Si desea hablar sobre un acuerdo de pago, comuníquese con nuestra oficina de lunes a viernes, de 9:00 a. m. a 5:00 p. m. Puede escribir directamente al abogado a cargo o a nuestra asistente legal.</p>
<p>Atentamente,</p>
<p style="line-height:1.3">Daniela Castellanos, Esq.<br>Florida Bar No. 1049562<br>Castellanos Whitmore, P.A.<br>dcastellanos@castellanoswhitmore.com<br>Asistente legal: mperez@castellanoswhitmore.com</p>
<p style="font-size:9pt;border-top:1px solid #999;padding-top:6px">Esta comunicación proviene de un cobrador de deudas. Se trata de un intento de cobrar una deuda y cualquier información obtenida será utilizada con ese fin.</p>
""")

if __name__ == "__main__":
    os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
    for d in DOCS:
        with open(os.path.join(HERE, "html", d["id"] + ".html"), "w") as f:
            f.write(BASE % (d["css"], d["body"]))
    meta = [{k: d[k] for k in ("id", "state", "kind", "layout", "font", "expected")} for d in DOCS]
    json.dump(meta, open(os.path.join(HERE, "meta.json"), "w"), indent=1, ensure_ascii=False)
    print(len(DOCS), "documents written")
