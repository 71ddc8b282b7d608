# One HTML template function per layout; run `python3 layouts.py` to write html/NN.html and ../truth.json.
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from data import DOCS

HERE = os.path.dirname(os.path.abspath(__file__))

def page(body, font, size, extra_css="", pad="64px 72px"):
    return f"""<!doctype html><html><head><meta charset="utf-8"><style>
html,body{{margin:0;padding:0;background:#fff}}
body{{width:816px;height:1056px;overflow:hidden;position:relative;box-sizing:border-box;padding:{pad};
font-family:'{font}';font-size:{size}pt;line-height:1.32;color:#111}}
p{{margin:0 0 7px 0}} .c{{text-align:center}} .b{{font-weight:bold}} .u{{text-decoration:underline}}
table{{border-collapse:collapse}} td{{vertical-align:top}}
{extra_css}
</style></head><body>{body}</body></html>"""

# ---------------------------------------------------------------- 11 Vermont, complaint
def vt_centred_heads_caption_box(d):
    css = """.heads div{text-align:center;letter-spacing:.5px} .cap{width:100%;border:1.5px solid #000;margin:14px 0 16px}
.cap td{border:1.5px solid #000;padding:8px 12px} .foot{position:absolute;bottom:34px;left:72px;right:72px;font-size:9pt;
border-top:1px solid #444;padding-top:4px;display:flex;justify-content:space-between}"""
    b = """
<div class="heads">
 <div class="b" style="font-size:13pt">VERMONT SUPERIOR COURT</div>
 <div class="b">CIVIL DIVISION</div>
 <div>Chittenden Unit</div>
 <div style="font-size:9.5pt">32 Courthouse Mews, Burlington, VT 05401 &middot; (802) 555-0110</div>
</div>
<table class="cap"><tr>
<td style="width:62%">RIDGELINE RECEIVABLES SPV I, LLC,<br>as assignee of Lakeshore Card Bank, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>
v.<br><br>MARGARET A. THIBODEAU and<br>PAUL R. THIBODEAU,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td><b>Docket No. 26-CV-00871</b><br><br>Account No. ending 3391<br>Firm Ref. LP-55820<br><br><br><span class="b">COMPLAINT ON ACCOUNT</span></td>
</tr></table>
<p>NOW COMES Plaintiff, Ridgeline Receivables SPV I, LLC, a Delaware limited liability company, by and through its attorneys, Lacasse &amp; Pruitt, PLLC, and complains against Defendants as follows:</p>
<p>1. Plaintiff is the owner and holder of a consumer credit account originally issued by Lakeshore Card Bank, N.A., account number ending 3391, which was sold and assigned to Plaintiff.</p>
<p>2. Defendant Margaret A. Thibodeau resides at 212 Larkspur Hollow Road, Apt. 4, Burlington, VT 05401. Defendant Paul R. Thibodeau is an authorized user of the account and resides at the same address.</p>
<p>3. Defendants used the account and failed to make the payments required by its terms. After all just credits and offsets, the principal balance due and owing is <b>$4,218.37</b>.</p>
<p>4. Accrued interest through the date of charge-off, stated separately, is $612.08. Plaintiff further seeks its court costs, including the filing fee of $295.00 and service fees of $60.00.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the principal amount of $4,218.37, interest of $612.08, and costs of $355.00, for a total of $5,185.45, and such further relief as is just.</p>
<p style="margin-top:14px">DATED at Burlington, Vermont, this 9th day of November, 2026.</p>
<table style="margin-left:330px;margin-top:8px"><tr><td>
RIDGELINE RECEIVABLES SPV I, LLC<br>By its attorneys,<br><br><span style="font-style:italic">/s/ Jonathan E. Whitcomb</span><br>
Jonathan E. Whitcomb, Esq., ERN 5517<br>Lacasse &amp; Pruitt, PLLC<br>30 Main Street, Suite 400<br>Burlington, VT 05401<br>
(802) 555-0131<br>jwhitcomb@lacassepruitt-law.com<br>Service copies: filings@lacassepruitt-law.com</td></tr></table>
<div class="foot"><span>Ridgeline Receivables SPV I, LLC v. Thibodeau</span><span>Docket No. 26-CV-00871</span><span>Page 1 of 1</span></div>
"""
    return page(b, "EB Garamond", 12, css, pad="54px 72px")

# ---------------------------------------------------------------- 12 Vermont small claims, form grid, script fill-ins
def vt_small_claims_form_grid_script(d):
    css = """.g{width:100%;border:1.4px solid #000} .g td{border:1px solid #000;padding:3px 7px;height:30px}
.l{font-size:7.5pt;text-transform:uppercase;color:#222;display:block;letter-spacing:.3px}
.h{font-family:'Dancing Script';font-size:15.5pt;color:#1b2a7a;line-height:1.05}
.sec{background:#e6e6e6;font-weight:bold;font-size:9pt} .box{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:4px;vertical-align:middle}"""
    H = lambda s: f'<span class="h">{s}</span>'
    b = f"""
<table style="width:100%"><tr><td style="width:60%"><div class="b" style="font-size:12pt">VERMONT SUPERIOR COURT</div>
<div class="b">CIVIL DIVISION</div><div>Washington Unit</div><div style="font-size:8.5pt">19 Capitol Hollow Road, Montpelier, VT 05602 &middot; (802) 555-0118<br>Clerk: wash.civil.clerk@vtjudiciary-mail.org</div></td>
<td style="text-align:right"><div class="b" style="font-size:15pt">SMALL CLAIMS<br>COMPLAINT</div>
<div style="margin-top:6px;border:1.4px solid #000;padding:4px 8px;text-align:left">Docket No. <b style="font-size:12pt">26-SC-00142</b><br><span style="font-size:8pt">Filing fee paid: $105.00 &nbsp; Rcpt 77-40913</span></div></td></tr></table>
<table class="g" style="margin-top:10px">
<tr><td colspan="4" class="sec">1. PLAINTIFF (person or business filing the claim) &mdash; appearing without a lawyer</td></tr>
<tr><td colspan="2"><span class="l">Name</span>{H("Onion River Family Dental, P.C.")}</td><td colspan="2"><span class="l">Contact person / title</span>{H("Linnea Bouchard, office manager")}</td></tr>
<tr><td colspan="2"><span class="l">Mailing address</span>{H("14 Maplestone Street")}</td><td><span class="l">Town</span>{H("Montpelier")}</td><td><span class="l">State / ZIP</span>{H("VT 05602")}</td></tr>
<tr><td colspan="2"><span class="l">Phone</span>{H("(802) 555-0147")}</td><td colspan="2"><span class="l">E-mail</span>{H("billing@onionriverdental.com")}</td></tr>
<tr><td colspan="4" class="sec">2. DEFENDANT (person you are suing)</td></tr>
<tr><td colspan="2"><span class="l">Name</span>{H("Dylan J. Marchetti")}</td><td colspan="2"><span class="l">Date of birth (if known)</span>{H("unknown")}</td></tr>
<tr><td colspan="2"><span class="l">Street address (no P.O. boxes)</span>{H("58 Fernwood Lane, Unit 2")}</td><td><span class="l">Town</span>{H("Montpelier")}</td><td><span class="l">State / ZIP</span>{H("VT 05602")}</td></tr>
<tr><td colspan="4" class="sec">3. CLAIM</td></tr>
<tr><td colspan="4" style="height:92px"><span class="l">What does the defendant owe you and why?</span>
{H("Unpaid balance for dental treatment (crowns + fillings) provided Feb. 3 &ndash; Apr. 28, 2026. Patient acct. no. 20931. Bills sent monthly, no payment since April.")}</td></tr>
<tr><td style="width:28%"><span class="l">Amount claimed (principal)</span>{H("$1,385.00")}</td>
<td style="width:24%"><span class="l">Filing fee</span>{H("$105.00")}</td><td style="width:24%"><span class="l">Service (sheriff) fee</span>{H("$50.00")}</td>
<td><span class="l">Total with costs</span>{H("$1,540.00")}</td></tr>
<tr><td colspan="4"><span class="l">Service by</span><span class="box"></span>First-class mail &nbsp; <span class="box" style="background:#1b2a7a"></span>Sheriff &nbsp; <span class="box"></span>Certified mail</td></tr>
<tr><td colspan="4" class="sec">4. CERTIFICATION</td></tr>
<tr><td colspan="4" style="font-size:8.5pt;height:auto">I certify that the defendant is not on active military duty, that this claim does not exceed $5,000, and that the information above is true.</td></tr>
<tr><td colspan="2"><span class="l">Signature of plaintiff</span>{H("Linnea Bouchard")}</td><td colspan="2"><span class="l">Date</span>{H("October 19, 2026")}</td></tr>
</table>
<p style="font-size:8pt;margin-top:10px">HEARING NOTICE: The clerk will notify both parties of the hearing date. The defendant must file an answer within 20 days after service. Court use only &mdash; Judge assignment: ______ &nbsp; Mediation: ______</p>
<p style="font-size:7.5pt;color:#333">100-00210 Small Claims Complaint (rev. 03/2026) &nbsp;&nbsp; Page 1 of 1</p>"""
    return page(b, "Liberation Sans", 10, css, pad="48px 60px")

# ---------------------------------------------------------------- 13 South Dakota magistrate, ":SS" paren caption
def sd_ss_paren_column_caption(d):
    css = """.cap td{padding:0 4px} .par{width:18px;text-align:center} p{text-indent:36px;text-align:justify}"""
    b = """
<table class="cap" style="width:100%;margin-top:6px">
<tr><td style="width:44%">STATE OF SOUTH DAKOTA</td><td class="par">)</td><td rowspan="3" style="text-align:center">IN MAGISTRATE COURT<br><br>SECOND JUDICIAL CIRCUIT</td></tr>
<tr><td style="text-align:right">:SS</td><td class="par">)</td></tr>
<tr><td>COUNTY OF MINNEHAHA</td><td class="par">)</td></tr>
</table>
<div style="border-top:1px solid #000;margin:8px 0 6px"></div>
<table class="cap" style="width:100%">
<tr><td style="width:44%">NORTHGATE CONSUMER CREDIT TRUST 2019-B,<br>by and through its servicer,<br>Cobalt Loan Servicing, Inc.,</td><td class="par">)<br>)<br>)</td><td style="padding-left:30px">49CIV26-000873</td></tr>
<tr><td style="padding-left:60px">Plaintiff,</td><td class="par">)<br>)</td><td></td></tr>
<tr><td style="padding-left:30px">vs.</td><td class="par">)<br>)</td><td style="padding-left:30px" class="b">SUMMONS AND<br>COMPLAINT</td></tr>
<tr><td>TRAVIS L. HENDRICKS and<br>AMBER N. HENDRICKS,</td><td class="par">)<br>)</td><td style="padding-left:30px;font-size:9.5pt">Our File No. BOL-26-10442<br>Loan No. 000718823</td></tr>
<tr><td style="padding-left:60px">Defendants.</td><td class="par">)</td><td></td></tr>
</table>
<div style="border-top:1px solid #000;margin:6px 0 10px"></div>
<p style="text-indent:0"><b>TO THE ABOVE-NAMED DEFENDANTS:</b> Travis L. Hendricks, 4711 S. Windmere Bluff Ave., Apt. 210, Sioux Falls, SD 57106, and Amber N. Hendricks, same address.</p>
<p>YOU ARE HEREBY SUMMONED and required to serve upon Plaintiff's attorney, whose address is below, an Answer to the Complaint, a copy of which is served upon you, within thirty (30) days after service of this Summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the Complaint.</p>
<p style="text-indent:0;text-align:center" class="b u">COMPLAINT</p>
<p>1. Defendants entered into a consumer installment loan agreement with Plains Arrow Bank, which loan was later sold to Plaintiff. Defendants defaulted by failing to make the payments due.</p>
<p>2. There is now due and owing from Defendants to Plaintiff the principal sum of <b>$6,940.12</b>, no part of which has been paid.</p>
<p>3. Plaintiff is also entitled to prejudgment interest at the rate of 10% per annum under SDCL 21-1-13.1, which through the date of filing amounts to $1,204.55, and to its costs, including the filing fee of $70.00 and sheriff's service fee of $50.00.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, for the principal sum of $6,940.12, prejudgment interest of $1,204.55, and costs of $120.00, a total of $8,264.67.</p>
<p style="text-indent:0;margin-top:12px">Dated this 4th day of December, 2026.</p>
<table style="margin-left:360px"><tr><td>BRANDT OKAFOR LAW OFFICE, PROF. LLC<br><br>
<span style="font-style:italic">/s/ Kristin M. Vollmer</span><br>______________________________<br>Kristin M. Vollmer<br>
401 E. Quarry Rock Street, Suite 215<br>Sioux Falls, SD 57103<br>Telephone: (605) 555-0176<br>kvollmer@brandtokafor.com<br>
E-filing: efile@brandtokafor.com<br><i>Attorneys for Plaintiff</i></td></tr></table>
<p style="text-indent:0;font-size:9pt;margin-top:10px">Clerk of Courts, Minnehaha County Courthouse, 1189 N. Juniper Court Ave., Sioux Falls, SD 57104</p>"""
    return page(b, "Liberation Serif", 11, css, pad="50px 76px")

# ---------------------------------------------------------------- 14 DC small claims, two-column caption, stamp
def dc_two_column_caption_stamp(d):
    css = """.hd div{text-align:center} .two{width:100%;margin:12px 0} .two td{border:1.2px solid #000;padding:8px 10px;width:46%}
.two td.vs{border:none;width:8%;text-align:center;vertical-align:middle;font-weight:bold}
.stamp{position:absolute;left:440px;top:212px;transform:rotate(-14deg);border:3px double rgba(190,20,30,.65);color:rgba(190,20,30,.6);
padding:4px 14px;font-family:'Liberation Serif';font-weight:bold;font-size:13pt;text-align:center;line-height:1.15}
.lab{font-size:8pt;text-transform:uppercase;color:#333}"""
    b = """
<div class="hd"><div class="b" style="font-size:12.5pt">SUPERIOR COURT OF THE DISTRICT OF COLUMBIA</div>
<div class="b">CIVIL DIVISION</div><div class="b">SMALL CLAIMS AND CONCILIATION BRANCH</div>
<div style="font-size:8.5pt">Building B, 377 Judiciary Walk, N.W., Washington, D.C. 20001 &middot; Telephone (202) 555-0120 &middot; smallclaims.filings@dcsc-courts.org</div></div>
<table class="two"><tr>
<td><div class="lab">Plaintiff</div><b>Capitol Crest Lending, LLC</b><br>2200 Cobblestone Way, N.E., Suite 6<br>Washington, D.C. 20018<br>
<div class="lab" style="margin-top:6px">Plaintiff's attorney</div>Samuel T. Okonkwo, D.C. Bar No. 1048231<br>Okonkwo Reyes &amp; Lindqvist, LLP<br>1187 Kestrel Row, N.W., Suite 900, Washington, D.C. 20005<br>(202) 555-0189 &middot; sokonkwo@orl-law.com</td>
<td class="vs">v.</td>
<td><div class="lab">Defendant</div><b>Keisha M. Barnwell</b><br>1417 Quillen Street, N.W., Apt. 302<br>Washington, D.C. 20011<br><br>
<div class="lab">Case number</div><b id="cno" style="font-size:12pt">2026-SC3-004187</b><br><div class="lab" style="margin-top:6px">Account / reference</div>Acct. xxxx-7702 &middot; ORL File 26-3318</td>
</tr></table>
<div class="c b" style="font-size:12pt;margin:6px 0 8px">STATEMENT OF CLAIM</div>
<p>Plaintiff claims that Defendant owes Plaintiff the sum of <b>$2,316.90</b>, with interest thereon at the legal rate from July 14, 2026 until paid, and costs, for the following reasons:</p>
<p>Defendant obtained a personal installment loan from Plaintiff on May 2, 2024 (Loan Agreement No. CCL-7702). Defendant failed to make the payments required and the loan is in default. After all payments and credits, the unpaid principal balance is $2,316.90. Interest accrued through July 14, 2026 ($188.42) is not included in that sum. Court costs: filing fee $45.00; service by certified mail $10.00. Total with interest and costs: $2,560.32.</p>
<p>Defendant is not in the military service of the United States (see attached Servicemembers Civil Relief Act declaration).</p>
<p style="margin-top:10px">I do solemnly declare and affirm under the criminal penalties for the making of a false statement that I have read the foregoing Statement of Claim and that the factual statements made in it are true to the best of my personal knowledge, information, and belief.</p>
<table style="width:100%;margin-top:14px"><tr><td style="width:50%">______________________________<br>Renata Flores, Custodian of Records<br>Capitol Crest Lending, LLC</td>
<td>______________________________<br>Samuel T. Okonkwo, D.C. Bar No. 1048231<br>Attorney for Plaintiff<br>Docketing: docketing@orl-law.com</td></tr></table>
<div style="margin-top:18px;border:1.2px solid #000;padding:8px 10px;font-size:9pt"><b>NOTICE TO DEFENDANT:</b> You are summoned to appear in person at the Small Claims and Conciliation Branch, Courtroom 116, on January 12, 2027 at 9:00 a.m. If you do not appear, a judgment by default may be entered against you for the amount claimed plus interest and costs. Se habla espa&ntilde;ol &ndash; call (202) 555-0121.</div>
<div style="position:absolute;bottom:30px;left:64px;font-size:8pt">Form SC-1 (rev. 2026) &nbsp; Case No. 2026-SC3-004187</div>
<div class="stamp">FILED<br>CLERK SUPERIOR COURT<br>NOV 30 2026<br>SMALL CLAIMS BRANCH</div>"""
    return page(b, "Nimbus Sans", 10, css, pad="46px 64px")

# ---------------------------------------------------------------- 15 Texas justice court, debt claim, table of parties
def tx_jp_debt_claim_party_table(d):
    css = """.pt{width:100%;font-size:9pt} .pt td,.pt th{border:1px solid #000;padding:3px 5px;text-align:left} .pt th{background:#ddd}
.ln{border-bottom:1px solid #000;display:inline-block;min-width:120px}"""
    b = """
<div style="display:flex;justify-content:space-between"><div>CAUSE NO.: <b>245100412871</b></div><div style="font-size:9pt">Acct. last 4: 6620 &nbsp; Our ref: DW-88412</div></div>
<div class="c" style="margin-top:10px"><div class="b">JUSTICE COURT</div><div class="b">PRECINCT 5, PLACE 1</div><div class="b">HARRIS COUNTY, TEXAS</div>
<div style="font-size:8.5pt">8210 Westpark Loop, Houston, TX 77063 &middot; (713) 555-0115</div></div>
<div class="c b" style="font-size:12pt;margin:12px 0 10px;border:2px solid #000;padding:4px">PETITION: DEBT CLAIM CASE</div>
<p><b>1. PARTIES</b></p>
<table class="pt"><tr><th>Role</th><th>Name</th><th>Address</th><th>Phone / other</th></tr>
<tr><td>PLAINTIFF</td><td>LONESTAR RECOVERY PARTNERS, LP, as assignee of Bayou Federal Card Services</td><td>P.O. Box 4410, Dallas, TX 75201</td><td>(214) 555-0158</td></tr>
<tr><td>PLAINTIFF'S ATTORNEY</td><td>Maria C. Delgado<br>State Bar No. 24087123<br>DELGADO WHITAKER, P.C.</td><td>1588 Magnolia Bend St., Ste. 2100, Houston, TX 77002</td><td>(713) 555-0163<br>mdelgado@delgadowhitaker.com<br>cc: paralegal@delgadowhitaker.com</td></tr>
<tr><td>DEFENDANT</td><td>GARZA, ROBERTO M.</td><td>9218 Bellfort Ridge Drive, Apt. 1107, Houston, TX 77099</td><td>DOB: on file<br>DL: last 3 digits 412</td></tr>
</table>
<p style="margin-top:10px"><b>2. CLAIM.</b> Plaintiff seeks the following amount:</p>
<table class="pt" style="width:70%"><tr><td>Principal balance (amount sought)</td><td style="text-align:right"><b>$3,482.19</b></td></tr>
<tr><td>Pre-judgment interest (stated separately)</td><td style="text-align:right">$211.40</td></tr>
<tr><td>Court costs: filing fee $54.00 + service $75.00</td><td style="text-align:right">$129.00</td></tr>
<tr><td>Total with interest and costs</td><td style="text-align:right">$3,822.59</td></tr></table>
<p style="margin-top:8px">Original creditor: Bayou Federal Card Services. Date of default: 08/17/2025. Date of last payment: 07/02/2025. The debt was assigned to Plaintiff on 11/30/2025. Account last 4 digits: 6620.</p>
<p><b>3. SERVICE.</b> Plaintiff asks that Defendant be served by [X] Constable, Harris County Precinct 5 &nbsp; [ ] Sheriff &nbsp; [ ] certified mail.</p>
<p><b>4. SCRA.</b> Defendant is not a servicemember on active duty.</p>
<p><b>5. ALTERNATIVE SERVICE.</b> [X] I consent to e-mail service of the Answer and other documents at mdelgado@delgadowhitaker.com</p>
<p style="margin-top:14px">_______________________________ &nbsp;&nbsp; Date: 12/02/2026<br>Maria C. Delgado, Attorney for Plaintiff, SBN 24087123</p>
<p style="font-size:8pt;margin-top:10px">Petition &ndash; Debt Claim Case (Tex. R. Civ. P. 508) &middot; Page 1 of 1</p>"""
    return page(b, "Courier Prime", 10, css, pad="48px 62px")

# ---------------------------------------------------------------- 16 Texas county court at law, section-sign caption, condensed
def tx_section_sign_caption_condensed(d):
    css = """.cap td{padding:0 6px;line-height:1.45} .ss{width:24px;text-align:center} p{text-align:justify}"""
    s = lambda n: "<br>".join(["&sect;"] * n)
    b = f"""
<div class="c b" style="font-size:12pt;margin-bottom:10px">CAUSE NO. C-1-CV-26-000914</div>
<table class="cap" style="width:100%"><tr>
<td style="width:48%">BRAZOS RIDGE CAPITAL FUNDING III, LLC,<br>a Delaware limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>DARNELL K. WHITFIELD JR.,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td class="ss">{s(8)}</td>
<td style="width:46%">IN THE COUNTY COURT<br><br>AT LAW NO. 2<br><br><br>TRAVIS COUNTY, TEXAS</td></tr></table>
<div class="c b u" style="margin:14px 0 10px;font-size:12pt">PLAINTIFF'S ORIGINAL PETITION</div>
<p>TO THE HONORABLE JUDGE OF SAID COURT:</p>
<p>COMES NOW Brazos Ridge Capital Funding III, LLC ("Plaintiff") and files this Original Petition against Darnell K. Whitfield Jr. ("Defendant"), and would respectfully show:</p>
<p><b>I. DISCOVERY.</b> Plaintiff intends to conduct discovery under Level 1 of Texas Rule of Civil Procedure 190.2.</p>
<p><b>II. PARTIES.</b> Plaintiff is a Delaware limited liability company with its principal office at 612 Bluebonnet Terrace, Floor 14, Austin, Texas 78701. Defendant is an individual who may be served at 3104 Pecan Hollow Drive, Apt. 118, Austin, Texas 78721, or wherever he may be found.</p>
<p><b>III. JURISDICTION.</b> The amount in controversy is within the jurisdictional limits of this Court. Pursuant to Rule 47, Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.</p>
<p><b>IV. FACTS.</b> Defendant obtained a retail installment contract (account no. 5514-0092-3317) from Hill Country Motors Credit, which was assigned to Plaintiff. Defendant defaulted, and after all offsets the principal balance of <b>$8,775.50</b> remains due. Contractual interest of $1,046.22 has accrued and is stated separately.</p>
<p><b>V. PRAYER.</b> Plaintiff prays for judgment against Defendant for the principal sum of $8,775.50; pre-judgment interest of $1,046.22; reasonable attorney's fees of $2,925.00 under Tex. Civ. Prac. &amp; Rem. Code &sect; 38.001; court costs of $307.00; post-judgment interest at the lawful rate; and all other relief to which Plaintiff is entitled.</p>
<table style="margin-left:380px;margin-top:10px"><tr><td>Respectfully submitted,<br><b>HAVERTY, SINGH &amp; MOREAU, L.L.P.</b><br>
<span style="font-style:italic">/s/ Preston J. Haverty</span><br>Preston J. Haverty<br>State Bar No. 24061557<br>Nadia R. Singh<br>State Bar No. 24079904<br>
9200 N. Caprock Parkway, Suite 310<br>Austin, Texas 78759<br>Tel. (512) 555-0142 &middot; Fax (512) 555-0143<br>phaverty@hsm-legal.com<br>E-service: eservice@hsm-legal.com<br>
ATTORNEYS FOR PLAINTIFF</td></tr></table>"""
    return page(b, "Liberation Sans Narrow", 11, css, pad="50px 80px")

# ---------------------------------------------------------------- 17 Ohio municipal, letterhead above caption, footer
def oh_letterhead_caption_footer(d):
    css = """.lh{text-align:center;border-bottom:3px double #000;padding-bottom:6px;margin-bottom:12px}
.cap{width:100%} .cap td.l{border-right:1px solid #000;border-bottom:1px solid #000;padding:6px 12px 6px 0;width:55%} .cap td.r{padding:6px 0 6px 18px;vertical-align:middle}
.foot{position:absolute;bottom:30px;left:72px;right:72px;border-top:1px solid #000;font-size:8.5pt;padding-top:3px;display:flex;justify-content:space-between}
p{text-align:justify}"""
    b = """
<div class="lh"><div style="font-size:15pt;letter-spacing:1px" class="b">MERCER, VANCE &amp; STOLARIK CO., L.P.A.</div>
<div style="font-size:9pt">Attorneys at Law &middot; 2286 Lakeview Commerce Way, Suite 1800 &middot; Cleveland, Ohio 44114<br>Tel. (216) 555-0177 &middot; Fax (216) 555-0178 &middot; intake@mvs-lpa.com</div></div>
<div class="c b">IN THE PARMA MUNICIPAL COURT</div><div class="c b">CUYAHOGA COUNTY, OHIO</div>
<div class="c" style="font-size:9pt;margin-bottom:10px">Court: 6240 Stonebridge Parkway, Parma, Ohio 44129</div>
<table class="cap"><tr><td class="l">WESTLAKE MERCANTILE FINANCE, INC.<br>27100 Heronwood Road, Westlake, Ohio 44145,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br>
DENISE R. KOWALSKI<br>6120 Birchmere Court, Apt. 5<br>Parma, Ohio 44129,<br>and<br>JOHN DOE, unknown spouse of Denise R. Kowalski,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td class="r">CASE NO. <b>26CVF01287</b><br><br>JUDGE ______________________<br><br><b>COMPLAINT FOR MONEY ON ACCOUNT</b><br><br><span style="font-size:9pt">Account No. 410077-0093<br>Our File No. MVS-2611-0415</span></td></tr></table>
<p style="margin-top:12px">Now comes Plaintiff, Westlake Mercantile Finance, Inc., by and through counsel, and for its Complaint states:</p>
<p>1. Defendant Denise R. Kowalski opened a revolving charge account with Plaintiff, account number 410077-0093, and made purchases and received cash advances on that account. A copy of the account statement is attached as Exhibit A.</p>
<p>2. Defendant has defaulted in payment, and there is due Plaintiff on the account the sum of <b>$2,847.16</b>, plus interest at the rate of 3% per annum from March 2, 2025, which interest is claimed separately and is not included in that sum.</p>
<p>3. Defendant John Doe is named only as to any marital interest and no money judgment is sought against him.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant Denise R. Kowalski in the sum of $2,847.16, plus interest at 3% per annum from March 2, 2025, and the costs of this action (deposit for costs $128.00).</p>
<table style="margin-left:330px;margin-top:12px"><tr><td>Respectfully submitted,<br><br><span style="font-style:italic">/s/ Allison B. Mercer</span><br>
Allison B. Mercer (0093412)<br>Thomas J. Stolarik (0071180)<br>Mercer, Vance &amp; Stolarik Co., L.P.A.<br>amercer@mvs-lpa.com<br>Counsel for Plaintiff</td></tr></table>
<p style="margin-top:14px;font-size:9.5pt"><b>INSTRUCTIONS FOR SERVICE:</b> To the Clerk: Please serve the Defendants at the addresses above by certified mail, return receipt requested.</p>
<div class="foot"><span>Westlake Mercantile Finance, Inc. v. Kowalski</span><span>Case No. 26CVF01287</span><span>Page 1 of 1</span></div>"""
    return page(b, "C059", 10.5, css, pad="46px 72px")

# ---------------------------------------------------------------- 18 California limited civil, pleading paper with line numbers
def ca_pleading_paper_line_numbers(d):
    css = """body{line-height:1} .nums{position:absolute;left:38px;top:70px;width:28px;text-align:right;font-size:10.5pt;color:#222}
.nums div{height:32.5px;line-height:32.5px} .rule{position:absolute;top:0;bottom:0;width:0;border-left:1px solid #000}
.txt{position:absolute;left:110px;right:62px;top:70px;line-height:32.5px;font-size:11.5pt}
.txt .s{line-height:16.25px} .cap{width:100%;margin:0} .cap td{line-height:16.25px;padding:0}
.foot{position:absolute;bottom:18px;left:110px;right:62px;border-top:1px solid #000;text-align:center;font-size:9pt;padding-top:2px}"""
    nums = "".join(f"<div>{i}</div>" for i in range(1, 29))
    b = f"""
<div class="nums">{nums}</div><div class="rule" style="left:80px"></div><div class="rule" style="left:84px"></div><div class="rule" style="left:760px"></div>
<div class="txt">
<div class="s">Rebecca L. Tanaka, Esq. (SBN 298114)<br>rtanaka@tanakaholt.com<br>Owen P. Holt, Esq. (SBN 301577)<br>TANAKA HOLT LLP<br>1500 Capitol Mall Plaza, Suite 720<br>Sacramento, California 95814<br>Telephone: (916) 555-0153 &nbsp; Facsimile: (916) 555-0154<br>Service: docket@tanakaholt.com</div>
<div class="s" style="margin-top:10px">Attorneys for Plaintiff<br>GOLDEN POPPY RECEIVABLES, LLC</div>
<div class="c b s" style="margin-top:22px">SUPERIOR COURT OF CALIFORNIA</div>
<div class="c b s" style="margin-top:8px">COUNTY OF SACRAMENTO</div>
<table class="cap" style="margin-top:22px"><tr>
<td style="width:52%;border-right:1px solid #000;border-bottom:1px solid #000;padding:0 10px 8px 0">GOLDEN POPPY RECEIVABLES, LLC, a Delaware limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>ALEJANDRO RUIZ-MONTOYA; and DOES 1 through 10, inclusive,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="padding-left:14px;vertical-align:middle">Case No.: 26CV004512<br><br><b>LIMITED CIVIL CASE</b><br>(Amount demanded does not exceed $35,000)<br><br><b>COMPLAINT FOR COMMON COUNTS AND BREACH OF CONTRACT</b></td></tr></table>
<div style="margin-top:14px;text-indent:40px;line-height:32.5px">Plaintiff alleges: 1. Defendant Alejandro Ruiz-Montoya resides at 7741 Sutterfield Lane, Apt. 12, Sacramento, CA 95823, within this judicial district. 2. Plaintiff is the assignee of a credit card account (no. ending 0835) issued by Redwood Valley Bank. 3. Within four years last past, Defendant became indebted to Plaintiff on an open book account in the principal sum of <b>$5,604.33</b>, no part of which has been paid. 4. Plaintiff prays for damages of $5,604.33; prejudgment interest of $488.21 stated separately; costs of suit, including the filing fee of $225.00; and such other relief as the Court deems proper.</div>
<div style="line-height:16.25px;margin-top:8px">Dated: December 1, 2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; TANAKA HOLT LLP &nbsp; By: <i>/s/ Rebecca L. Tanaka</i></div>
</div>
<div class="foot">COMPLAINT &mdash; Case No. 26CV004512 &mdash; 1</div>"""
    return page(b, "Nimbus Roman", 11.5, css, pad="0")

# ---------------------------------------------------------------- 19 debt buyer validation letter with itemization and coupon
def letter_validation_itemization_coupon(d):
    css = """.it{width:100%;font-size:9.5pt;margin:6px 0} .it td{padding:3px 6px;border-bottom:1px solid #bbb} .it td.r{text-align:right}
.coupon{position:absolute;left:64px;right:64px;bottom:36px;border-top:2px dashed #555;padding-top:8px;font-size:9pt}
.side{background:#eef2f6;padding:8px 10px;font-size:8.5pt}"""
    b = """
<table style="width:100%"><tr><td><div style="font-size:17pt;font-weight:800;color:#0c3c60">Harborline</div><div style="font-size:9pt;color:#0c3c60">Harborline Asset Acquisitions, LLC</div>
<div style="font-size:8.5pt">P.O. Box 60318, Omaha, NE 68106 &middot; (888) 555-0162 &middot; help@harborlineassets.com<br>Mon&ndash;Fri 8 a.m.&ndash;6 p.m. CT</div></td>
<td style="text-align:right;font-size:9pt">November 23, 2026<br>Reference #: HAA-2291-0388<br>Original account ending: 4471</td></tr></table>
<div style="margin:18px 0 14px;font-size:10pt">Shawna R. Pettibone<br>915 W. Prairie Aster Street, Apt. 2C<br>Sioux Falls, SD 57105</div>
<div style="font-size:11pt;font-weight:700;margin-bottom:6px">Harborline Asset Acquisitions, LLC is a debt collector. We are trying to collect a debt that you owe to Harborline Asset Acquisitions, LLC. We will use any information you give us to help collect the debt.</div>
<table style="width:100%"><tr><td style="width:58%;padding-right:14px">
<p><b>Our information shows:</b></p><p>You had a Summit Ridge Rewards Visa credit card from <b>Summit Ridge Bank, N.A.</b> (the original creditor) with account number ending 4471. Harborline Asset Acquisitions, LLC bought this debt on June 30, 2025.</p>
<table class="it"><tr><td>As of January 14, 2025, you owed:</td><td class="r">$1,732.90</td></tr>
<tr><td>Between January 14, 2025 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $185.54</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $0.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$1,918.44</b></td></tr></table></td>
<td class="side"><b>How can you dispute the debt?</b><br>Call or write to us by January 6, 2027 to dispute all or part of the debt. If you do not, we will assume that our information is correct.<br><br>
<b>What else can you do?</b><br>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights.<br><br>
Settlement offer: pay $1,150.00 by December 31, 2026. This offer does not change the amount of the debt.</td></tr></table>
<p style="font-size:8.5pt;margin-top:8px">We are not a law firm and no attorney has reviewed this account. No lawsuit has been filed. Because of the age of your debt, we will not sue you for it.</p>
<div class="coupon"><b>How do you want to respond?</b> &nbsp; Detach and mail this form to: Harborline Asset Acquisitions, LLC, P.O. Box 60318, Omaha, NE 68106
<table style="width:100%;margin-top:6px"><tr><td style="width:55%">[ ] I want to dispute the debt because I think:<br>&nbsp;&nbsp;[ ] This is not my debt. &nbsp;[ ] The amount is wrong.<br>[ ] I want you to send me the name and address of the original creditor.<br>[ ] I enclosed this amount: $__________</td>
<td>Shawna R. Pettibone<br>915 W. Prairie Aster Street, Apt. 2C<br>Sioux Falls, SD 57105<br>Reference #: HAA-2291-0388<br>Amount due: $1,918.44</td></tr></table></div>"""
    return page(b, "Open Sans", 9.5, css, pad="46px 64px")

# ---------------------------------------------------------------- 20 law-firm letter: suit filed, diagonal watermark
def letter_firm_suit_filed_watermark(d):
    css = """.wm{position:absolute;left:90px;top:430px;font-size:110pt;font-weight:bold;color:rgba(120,120,120,.17);transform:rotate(-32deg);
font-family:'Liberation Sans';letter-spacing:18px} p{text-align:justify}"""
    b = """
<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1.5px solid #333;padding-bottom:6px">
<div><div style="font-size:16pt">CASTELLANOS &amp; GREER</div><div style="font-size:8.5pt;letter-spacing:1px">A PROFESSIONAL CORPORATION &middot; ATTORNEYS AT LAW</div></div>
<div style="text-align:right;font-size:8.5pt">2150 W. Almond Grove Ave., Suite 105<br>Fresno, California 93711<br>(559) 555-0124 &middot; collections@castgreer-law.com</div></div>
<p style="margin-top:16px">December 7, 2026</p>
<p style="margin-top:10px">Brian T. Lindgren<br>4620 N. Quailridge Avenue, Apt. 207<br>Fresno, CA 93726</p>
<table style="margin:14px 0 10px;font-size:9.5pt"><tr><td style="padding-right:10px">Re:</td><td>
Our client: Sequoia Crest Funding, LLC<br>Original creditor: Valley Oak Bank<br>Account ending: 2208 &nbsp;&nbsp; Our file no.: CG-26-07715<br>
<b>Lawsuit: Sequoia Crest Funding, LLC v. Brian T. Lindgren<br>Superior Court of California, County of Fresno<br>Case No. 26CECL01934</b></td></tr></table>
<p>Dear Mr. Lindgren:</p>
<p>This office represents Sequoia Crest Funding, LLC, the current owner of the above account. Please be advised that on December 2, 2026 our client filed a lawsuit against you in the Superior Court of California, County of Fresno, Case No. 26CECL01934, to collect the unpaid balance. A copy of the summons and complaint will be served on you separately.</p>
<p>The current balance of the account is <b>$3,215.60</b>. If a judgment is entered, the court may also award costs, including the filing fee of $370.00 and a service of process fee of $65.00, and interest at the legal rate of 10% per annum.</p>
<p>You may resolve this matter before the case proceeds by paying the balance or by contacting our office to discuss a payment arrangement. Payments may be made to "Castellanos &amp; Greer, APC Trust Account," referencing file no. CG-26-07715.</p>
<p>If you have questions about the lawsuit, you may contact the undersigned directly at (559) 555-0125 or vcastellanos@castgreer-law.com. Our paralegal, Dana Whitlow, may be reached at dwhitlow@castgreer-law.com.</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p style="margin-top:16px">Very truly yours,<br><br><i>Victor M. Castellanos</i><br>Victor M. Castellanos, Esq. (SBN 287640)<br>CASTELLANOS &amp; GREER, APC</p>
<p style="font-size:8pt;margin-top:18px">The state Rosenthal Fair Debt Collection Practices Act and the federal Fair Debt Collection Practices Act require that, except under unusual circumstances, collectors may not contact you before 8 a.m. or after 9 p.m. They may not harass you by using threats of violence or arrest or by using obscene language.</p>
<div class="wm">COPY</div>"""
    return page(b, "URW Bookman", 9.5, css, pad="52px 76px")

LAYOUTS = {
 "vt-centred-heads-caption-box": vt_centred_heads_caption_box,
 "vt-small-claims-form-grid-script": vt_small_claims_form_grid_script,
 "sd-ss-paren-column-caption": sd_ss_paren_column_caption,
 "dc-two-column-caption-stamp": dc_two_column_caption_stamp,
 "tx-jp-debt-claim-party-table": tx_jp_debt_claim_party_table,
 "tx-section-sign-caption-condensed": tx_section_sign_caption_condensed,
 "oh-letterhead-caption-footer": oh_letterhead_caption_footer,
 "ca-pleading-paper-line-numbers": ca_pleading_paper_line_numbers,
 "letter-validation-itemization-coupon": letter_validation_itemization_coupon,
 "letter-firm-suit-filed-watermark": letter_firm_suit_filed_watermark,
}

def main():
    truth = []
    for d in DOCS:
        fn = LAYOUTS.get(d["layout"])
        if not fn:
            print("no layout yet for", d["id"]); continue
        with open(os.path.join(HERE, "html", d["id"] + ".html"), "w") as f:
            f.write(fn(d))
        for clean in (True, False):
            truth.append(dict(file=f"{d['id']}-{'clean.png' if clean else 'photo.jpg'}", id=d["id"], state=d["state"],
                kind=d["kind"], layout=d["layout"], font=d["font"], clean=clean, expected=d["truth"]))
    with open(os.path.join(HERE, "..", "truth.json"), "w") as f:
        json.dump(truth, f, indent=1)
    print("wrote", len(truth), "truth entries")

if __name__ == "__main__":
    main()
