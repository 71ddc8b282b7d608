# Data and HTML layouts for the 10 documents. All people, firms, streets, phones, e-mails, case numbers invented.
BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff;color:#111}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden}
table{border-collapse:collapse}
.c{text-align:center}.r{text-align:right}.b{font-weight:bold}
%s</style></head><body><div class="page">%s</div></body></html>"""

DOCS = []
def doc(**k): DOCS.append(k); return k

# ---------------- 01 Kansas: ")" column caption, Chapter 61 petition ----------------
doc(id="01", state="KS", kind="petition", layout="paren-column caption, serif pleading, footer case no.",
 font="Liberation Serif", css="""
.page{font-family:'Liberation Serif';font-size:10.5pt;padding:44px 74px;line-height:1.25}
.cap{display:grid;grid-template-columns:330px 18px 1fr;margin-top:14px}
.paren{white-space:pre;line-height:1.32}
.foot{position:absolute;bottom:30px;left:78px;right:78px;font-size:9pt;border-top:1px solid #444;padding-top:4px;display:flex;justify-content:space-between}
h3{text-align:center;font-size:12pt;margin:8px 0 2px}
.page p{margin:6px 0}
""", body="""
<div class="c b">IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS</div>
<div class="c b">EIGHTEENTH JUDICIAL DISTRICT</div>
<div class="c" style="font-size:9.5pt">Civil Department &middot; Limited Actions &middot; 741 N Courthouse Plaza, Wichita, KS 67203</div>
<div class="cap">
 <div>PRAIRIE HARVEST RECEIVABLES FUND III, LP,<br>a Delaware limited partnership,<br>4410 Tallgrass Exchange, Suite 300<br>Overland Park, KS 66211,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>vs.<br><br>OKAFOR, DANIEL JAMES<br>1418 S Glenn Ave<br>Wichita, KS 67213<br><br>and<br><br>OKAFOR, GRACE ELLEN<br>(same address),<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
 <div class="paren">)
)
)
)
)
)
)
)
)
)
)
)
)
)
)
)
)</div>
 <div style="padding-top:90px">Case No. <b>SG-2026-LM-004812</b><br><br>Account No. 60119-44873-2209<br>Our File No. HV-77310<br><br>Chapter 61 Petition<br>(K.S.A. 61-2301 et seq.)</div>
</div>
<h3>PETITION</h3>
<p>Plaintiff, by and through its attorneys, states:</p>
<p>1. Plaintiff is the owner and assignee of a consumer credit account originally issued to Defendant Daniel James Okafor by Bluestem Plains Bank, N.A.</p>
<p>2. Defendants reside in Sedgwick County, Kansas, and venue is proper in this Court under K.S.A. 61-3603.</p>
<p>3. There is now due and owing from Defendants to Plaintiff the principal sum of <b>$3,482.17</b>, no part of which has been paid.</p>
<p>4. Plaintiff further claims prejudgment interest at 12% per annum on the principal from March 3, 2025, in the amount of $713.84 through the date of filing, stated separately, together with the court costs of this action (filing fee $95.00, service fee $15.00).</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants for $3,482.17, interest as stated, costs, and such other relief as is just.</p>
<p style="border:1px solid #222;padding:6px 9px;margin:10px 0"><b>NOTICE TO DEFENDANT:</b> You are required to appear in person or by attorney on <b>February 9, 2027 at 9:00 a.m.</b>, in Courtroom 9-2 of the Sedgwick County Courthouse, or file a written answer on or before that appearance date. If you fail to appear, judgment by default may be entered against you for the relief demanded in the petition.</p>
<div style="margin-left:380px;line-height:1.18">HOLLISTER &amp; VANE, LLC<br><br>/s/ Marcus T. Reddell<br>Marcus T. Reddell, KS #27114<br>9150 W 135th St, Suite 210<br>Overland Park, KS 66221<br>Tel. (913) 555-0142<br>mreddell@hollistervane-law.com<br>Paralegal: jcutter@hollistervane-law.com<br>Attorneys for Plaintiff</div>
<div class="foot"><span>Petition &mdash; Chapter 61</span><span>Case No. SG-2026-LM-004812</span><span>Page 1 of 1</span></div>
""", expected=dict(customer_name="Daniel James Okafor", plaintiff_name="Prairie Harvest Receivables Fund III, LP",
 law_firm_name="Hollister & Vane, LLC", lawyer_email="mreddell@hollistervane-law.com", lawsuit_state="KS",
 lawsuit_amount=3482.17, civil_number="SG-2026-LM-004812",
 court_name="District Court of Sedgwick County, Kansas, Eighteenth Judicial District",
 customer_street="1418 S Glenn Ave", customer_city="Wichita", customer_state="KS", customer_zip_code="67213",
 determine_if_lawsuit_exists=True), printed_name="Okafor, Daniel James")

# ---------------- 02 Oklahoma: form grid, small claims affidavit & order, no lawyer, case no. in two boxes -------------
doc(id="02", state="OK", kind="small claims affidavit and order", layout="bordered form grid, case no. in two boxes",
 font="Liberation Sans", css="""
.page{font-family:'Liberation Sans';font-size:10pt;padding:46px 54px;line-height:1.25}
.g{width:100%;border:2px solid #000}
.g td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lbl{font-size:7.5pt;text-transform:uppercase;color:#333;display:block}
.val{font-size:10.5pt}
.box{display:inline-block;border:2px solid #000;padding:2px 8px;font-size:12pt;font-weight:bold;margin-right:4px}
""", body="""
<table class="g">
<tr><td colspan="3" class="c" style="font-size:11.5pt"><b>IN THE DISTRICT COURT OF TULSA COUNTY, STATE OF OKLAHOMA</b><br><span style="font-size:8.5pt">Small Claims Division &middot; 500 S Denver Civic Way, Room 406, Tulsa, OK 74103 &middot; (918) 555-0118</span></td></tr>
<tr><td colspan="2" style="width:64%"><span class="lbl">Plaintiff (name, address)</span><span class="val">Cimarron Prairie Federal Credit Union<br>6125 E Skelly Commons Dr, Tulsa, OK 74135</span></td>
<td rowspan="2"><span class="lbl">Case number</span><span class="box">SC-2026-</span><span class="box">03318</span><br><br><span class="lbl">Member / loan ref.</span>CPFCU-8841-0072<br><span class="lbl">Filed</span>December 18, 2026</td></tr>
<tr><td colspan="2"><span class="lbl">Defendant (name, address)</span><span class="val">Ray Dwayne Whitaker Jr.<br>2207 E 41st Pl<br>Tulsa, OK 74105</span></td></tr>
<tr><td colspan="3" class="c" style="background:#e6e6e6"><b>SMALL CLAIMS AFFIDAVIT</b> (12 O.S. &sect; 1751 et seq.)</td></tr>
<tr><td colspan="3">The undersigned, being first duly sworn, states that Defendant is indebted to Plaintiff in the sum of <b>Two Thousand Nine Hundred Fifteen and 40/100 Dollars ($2,915.40)</b> for an unpaid signature loan, that Plaintiff has demanded payment and that the sum is now past due and unpaid. Plaintiff appears without an attorney through its authorized collection manager.</td></tr>
<tr><td style="width:34%"><span class="lbl">Claim amount</span>$2,915.40</td><td><span class="lbl">Filing fee and costs</span>$89.16</td><td><span class="lbl">Total with costs</span>$3,004.56</td></tr>
<tr><td colspan="2"><span class="lbl">Signature of affiant</span><i>Renee K. Holloway</i>, Collections Manager<br><span style="font-size:8.5pt">rholloway@cimarronprairiefcu.org &middot; (918) 555-0163</span></td><td><span class="lbl">Subscribed and sworn</span>Deputy Court Clerk<br>Tulsa County</td></tr>
<tr><td colspan="3" class="c" style="background:#e6e6e6"><b>ORDER</b></td></tr>
<tr><td colspan="3">THE STATE OF OKLAHOMA TO THE ABOVE-NAMED DEFENDANT: You are hereby directed to appear and answer the foregoing claim at a hearing on <b>January 27, 2027 at 1:30 p.m.</b> in Courtroom 406 of the Tulsa County Courthouse. If you do not appear, judgment may be given against you. If you have a counterclaim, you must file it at least 72 hours before the hearing.</td></tr>
<tr><td><span class="lbl">Hearing date</span>01/27/2027</td><td><span class="lbl">Time</span>1:30 p.m.</td><td><span class="lbl">Court clerk</span>Don Newberry, by M. Ahn, Deputy</td></tr>
</table>
<div style="margin-top:12px;font-size:8.5pt;color:#333">Clerk: smallclaims.clerk@tulsacountydc.example &middot; Form SC-1 (rev.) &middot; Retain this copy.</div>
""", expected=dict(customer_name="Ray Dwayne Whitaker Jr.", plaintiff_name="Cimarron Prairie Federal Credit Union",
 law_firm_name=None, lawyer_email=None, lawsuit_state="OK", lawsuit_amount=2915.40, civil_number="SC-2026-03318",
 court_name="District Court of Tulsa County, State of Oklahoma",
 customer_street="2207 E 41st Pl", customer_city="Tulsa", customer_state="OK", customer_zip_code="74105",
 determine_if_lawsuit_exists=True))

# ---------------- 03 Alabama: two-column caption, condensed ----------------
doc(id="03", state="AL", kind="small claims complaint and summons", layout="two-column caption with right info panel",
 font="Nimbus Sans Narrow", css="""
.page{font-family:'Nimbus Sans Narrow','Nimbus Sans';font-stretch:condensed;font-size:10pt;padding:50px 64px;line-height:1.3}
.top{display:flex;justify-content:space-between;font-size:8.5pt;border-bottom:2px solid #000;padding-bottom:4px}
.two{display:grid;grid-template-columns:1fr 1fr;border:1.5px solid #000;margin-top:10px}
.two>div{padding:8px 10px}.two>div+div{border-left:1.5px solid #000}
h2{font-size:12pt;text-align:center;margin:10px 0 4px;letter-spacing:1px}
.it td{padding:2px 8px}
""", body="""
<div class="top"><span>STATE OF ALABAMA<br>UNIFIED JUDICIAL SYSTEM</span><span class="r">Form SM-1<br>Rev. 2026</span></div>
<h2>IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA</h2>
<div class="c" style="font-size:9pt">Birmingham Division &middot; Small Claims &middot; 716 Richard Arrington Pl N, Birmingham, AL 35203</div>
<div class="two">
 <div><b>SABLE POINT FUNDING, LLC SERIES 2021-A</b><br>as assignee of Ironwood Bank, N.A.<br>1900 Ledgeview Pkwy, Suite 40, Wilmington, DE 19801<br><i>Plaintiff</i><br><br>v.<br><br><b>KEISHA MONIQUE BARROW</b><br>2914 Pinecrest Hollow Rd<br>Birmingham, AL 35205<br><i>Defendant</i></div>
 <div>Case Number:<br><b style="font-size:12pt">SM-2026-901447.00</b><br><br>Account ending: 7730<br>Firm ref.: TCM-24-118806<br><br>Amount claimed (principal): $4,106.88<br>Court costs: $297.00<br>Interest (separately stated): $402.15</div>
</div>
<h2>COMPLAINT</h2>
<p>Plaintiff claims from Defendant the sum of <b>Four Thousand One Hundred Six and 88/100 Dollars ($4,106.88)</b>, due on an open account (credit card) originally owed to Ironwood Bank, N.A. and sold and assigned to Plaintiff, together with interest and the costs of this action.</p>
<table class="it"><tr><td>Principal balance</td><td class="r">$4,106.88</td></tr><tr><td>Interest to date (8% per annum)</td><td class="r">$402.15</td></tr><tr><td>Court costs</td><td class="r">$297.00</td></tr><tr><td><b>Total with costs</b></td><td class="r"><b>$4,806.03</b></td></tr></table>
<p>Attorney for Plaintiff: <b>Anne P. Delacroix</b> (ASB-4471-N63D), TILLERY CRANE &amp; MOSS, P.C., 2201 Morris Ave, Suite 500, Birmingham, AL 35203 &middot; (205) 555-0127 &middot; adelacroix@tcmlegal.net &middot; E-filing: efile@tcmlegal.net</p>
<h2>SUMMONS</h2>
<p>TO ANY SHERIFF OR ANY PERSON AUTHORIZED TO SERVE PROCESS: You are hereby commanded to serve this summons and a copy of the complaint on the Defendant.</p>
<p style="border:1px dashed #000;padding:6px 8px">NOTICE TO THE DEFENDANT: The complaint attached is important and you must take immediate action. You or your attorney are required to file an answer with the Clerk of this Court within <b>14 days</b> after this summons and complaint were delivered to you or a judgment by default may be entered against you for the money or other things demanded in the complaint.</p>
<p>Date: December 21, 2026 &nbsp;&nbsp;&nbsp; Clerk/Register: <i>L. Oyelaran</i> &nbsp;&nbsp; clerk.smallclaims@jeffco-dc.example</p>
""", expected=dict(customer_name="Keisha Monique Barrow", plaintiff_name="Sable Point Funding, LLC Series 2021-A",
 law_firm_name="Tillery Crane & Moss, P.C.", lawyer_email="adelacroix@tcmlegal.net", lawsuit_state="AL",
 lawsuit_amount=4106.88, civil_number="SM-2026-901447.00", court_name="District Court of Jefferson County, Alabama",
 customer_street="2914 Pinecrest Hollow Rd", customer_city="Birmingham", customer_state="AL", customer_zip_code="35205",
 determine_if_lawsuit_exists=True))

# ---------------- 04 Tennessee: civil warrant, dark band, script fill-ins, FILED stamp crossing amount ----------------
doc(id="04", state="TN", kind="civil warrant", layout="dark band heading, blank-line form with script fill-ins, stamp",
 font="URW Bookman + Z003 (script fill-ins)", css="""
.page{font-family:'URW Bookman';font-size:9.5pt;padding:44px 58px;line-height:1.5}
.band{background:#111;color:#fff;text-align:center;padding:8px 0;font-size:12pt;letter-spacing:3px;font-weight:bold}
.hw{font-family:'Z003';font-size:12pt;color:#1a2a7a;border-bottom:1px solid #000;padding:0 6px}
.ln{display:flex;gap:8px;align-items:baseline;margin:5px 0}
.stamp{position:absolute;left:130px;top:372px;transform:rotate(-14deg);border:3px solid rgba(190,20,20,.75);color:rgba(190,20,20,.75);padding:4px 12px;font-family:'Liberation Sans';font-weight:bold;font-size:11pt;text-align:center;line-height:1.2}
""", body="""
<div class="c" style="font-size:11pt"><b>GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE</b></div>
<div class="c" style="font-size:8.5pt">Civil Division &middot; 1 Public Square Annex, Suite 110, Nashville, TN 37201 &middot; (615) 555-0109</div>
<div class="band" style="margin-top:8px">CIVIL WARRANT</div>
<div class="ln" style="justify-content:space-between"><span>Docket No. <span class="hw">26GC08817</span></span><span>Ref./Acct. <span class="hw">BW-51920 / xxxx-6604</span></span></div>
<div class="ln"><span>Plaintiff:</span><span class="hw" style="flex:1">Harpeth Lane Acquisitions, LLC</span></div>
<div class="ln"><span>Plaintiff's address:</span><span class="hw" style="flex:1">300 Cool Springs Terrace, Franklin, TN 37067</span></div>
<div class="ln"><span>vs. Defendant:</span><span class="hw" style="flex:1">Lucinda Mae Pettigrew</span></div>
<div class="ln"><span>Defendant's address:</span><span class="hw" style="flex:1">812 Rosebank Trace Apt 14B</span></div>
<div class="ln"><span>City, State, ZIP:</span><span class="hw" style="flex:1">Nashville, TN 37206</span></div>
<p>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN: You are commanded to summon the Defendant to appear before the General Sessions Court of Davidson County, Tennessee, to answer a civil action brought by the Plaintiff for a debt on a consumer credit account in the principal amount of</p>
<div class="ln"><span>Principal $</span><span class="hw" style="width:150px">1,874.29</span><span>plus court costs $</span><span class="hw">131.50</span><span>and attorney fees $</span><span class="hw">0.00</span></div>
<div class="ln"><span>Total with costs $</span><span class="hw">2,005.79</span></div>
<div class="ln"><span>Court date:</span><span class="hw">February 2, 2027</span><span>at</span><span class="hw">9:00 a.m.</span><span>Courtroom</span><span class="hw">1A</span></div>
<p style="font-size:8.5pt">If you fail to appear on the court date, judgment by default may be entered against you. You may have the right to a jury trial and to file a counter-complaint. The Clerk cannot give legal advice.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:8px">
 <div>Attorney for Plaintiff:<br><span class="hw">Colin R. Aster</span><br>BPR #031876<br>BRANNOCK WELLER PLLC<br>214 Second Ave N, Suite 3<br>Nashville, TN 37201<br>(615) 555-0155<br>caster@brannockweller.com</div>
 <div>Issued: <span class="hw">December 16, 2026</span><br>Clerk: <span class="hw">T. Mabry</span>, Deputy Clerk<br>gsclerk@nashville-gs.example<br><br>RETURN ON SERVICE: served by ________________ on ____________</div>
</div>
<div class="stamp">FILED<br>DEC 16 2026<br>GEN. SESSIONS CIVIL</div>
""", expected=dict(customer_name="Lucinda Mae Pettigrew", plaintiff_name="Harpeth Lane Acquisitions, LLC",
 law_firm_name="Brannock Weller PLLC", lawyer_email="caster@brannockweller.com", lawsuit_state="TN",
 lawsuit_amount=1874.29, civil_number="26GC08817", court_name="General Sessions Court of Davidson County, Tennessee",
 customer_street="812 Rosebank Trace Apt 14B", customer_city="Nashville", customer_state="TN", customer_zip_code="37206",
 determine_if_lawsuit_exists=True))

# ---------------- 05 Wisconsin: caption boxes, monospace, separate centred header lines ----------------
doc(id="05", state="WI", kind="small claims summons", layout="separate centred header lines, boxed caption cells, monospace",
 font="DejaVu Sans Mono", css="""
.page{font-family:'DejaVu Sans Mono';font-size:9.5pt;padding:48px 56px;line-height:1.35}
.bx{border:1.5px solid #000;padding:6px 8px;margin:0}
.grid{display:grid;grid-template-columns:1.25fr 1fr;gap:0;margin-top:10px}
.grid>div{border:1.5px solid #000;padding:6px 8px;margin:-0.75px}
h2{font-size:11pt;text-align:center;margin:12px 0 6px}
""", body="""
<div style="font-size:8pt">STATE OF WISCONSIN</div>
<div class="c b" style="font-size:11.5pt">CIRCUIT COURT</div>
<div class="c b" style="font-size:11.5pt">MILWAUKEE COUNTY</div>
<div class="c" style="font-size:8pt">Small Claims &middot; Room 400 &middot; 919 N Ninth Court Walk, Milwaukee, WI 53233</div>
<div class="grid">
 <div>Plaintiff:<br>Lakeshore Pointe Credit Solutions, LLC,<br>a Delaware limited liability company<br>2600 Harbor Ridge Dr<br>Wilmington, DE 19803</div>
 <div>Case No. <b>2026SC014903</b><br>Case Code: 31003<br>Amount claimed: $5,260.13<br>Filing fee + service: $129.50</div>
 <div>Defendant(s):<br>Jerome Anthony Kowalczyk<br>2741 S 13th St<br>Milwaukee, WI 53215<br><br>Teresa L. Kowalczyk<br>2741 S 13th St<br>Milwaukee, WI 53215</div>
 <div>Original creditor: Northwoods Mercantile Bank<br>Account ending: 3307<br>Last payment: 05/14/2024<br>Our ref: GMR-61-4471</div>
</div>
<h2>SUMMONS AND COMPLAINT &mdash; SMALL CLAIMS</h2>
<div class="bx">RETURN DATE: <b>January 26, 2027</b>  TIME: <b>8:30 a.m.</b>  PLACE: Room 400, Milwaukee County Courthouse</div>
<p>TO THE PERSON(S) NAMED ABOVE AS DEFENDANT(S): You are being sued by the person(s) named above as Plaintiff. A copy of the claim is attached. If you do not appear on the return date, or file a written answer before that date, the court may grant judgment against you for the amount demanded.</p>
<p>COMPLAINT: Defendant Jerome Anthony Kowalczyk owes Plaintiff the principal sum of $5,260.13 on a charged-off credit card account, plus statutory costs. Interest is not claimed.</p>
<table style="width:100%;margin-top:6px"><tr><td style="vertical-align:top;width:55%">Electronically signed by:<br>Hanna L. Brandvold<br>State Bar No. 1098432<br>GESSLER MOTT RUIZ S.C.<br>411 E Wisconsin Ave, Ste 1900<br>Milwaukee, WI 53202<br>(414) 555-0131<br>hbrandvold@gmr-sc.com</td>
<td style="vertical-align:top">Clerk of Circuit Court<br>by: A. Wierzbicki, Deputy<br>smallclaims@milwcocourt.example<br>Date issued: 12/22/2026</td></tr></table>
<div style="position:absolute;bottom:28px;left:56px;font-size:8pt">SC-500 (rev.) Summons and Complaint &middot; 2026SC014903 &middot; page 1</div>
""", expected=dict(customer_name="Jerome Anthony Kowalczyk", plaintiff_name="Lakeshore Pointe Credit Solutions, LLC",
 law_firm_name="Gessler Mott Ruiz S.C.", lawyer_email="hbrandvold@gmr-sc.com", lawsuit_state="WI",
 lawsuit_amount=5260.13, civil_number="2026SC014903", court_name="Circuit Court, Milwaukee County",
 customer_street="2741 S 13th St", customer_city="Milwaukee", customer_state="WI", customer_zip_code="53215",
 determine_if_lawsuit_exists=True))

# ---------------- 06 New Mexico: table of parties without plaintiff/defendant words ----------------
doc(id="06", state="NM", kind="summons", layout="table of parties with role column (no plaintiff/defendant words)",
 font="C059", css="""
.page{font-family:'C059';font-size:10.5pt;padding:56px 70px;line-height:1.36}
.pt{width:100%;margin:12px 0}
.pt th,.pt td{border:1px solid #333;padding:5px 7px;text-align:left;vertical-align:top}
.pt th{background:#ddd;font-size:9pt}
h2{text-align:center;font-size:12pt;margin:14px 0 6px;text-decoration:underline}
""", body="""
<div class="c b">IN THE MAGISTRATE COURT OF SAN JUAN COUNTY, STATE OF NEW MEXICO</div>
<div class="c" style="font-size:9pt">Farmington Magistrate &middot; 1020 W Animas Bluff Ln, Farmington, NM 87401 &middot; (505) 555-0176</div>
<div style="display:flex;justify-content:space-between;margin-top:10px"><span>No. <b>M-47-CV-2026-00512</b></span><span>Account: 4CAC-0099-1273 &nbsp; Ref: OLL-2026-3390</span></div>
<table class="pt">
<tr><th style="width:18%">Role</th><th>Name</th><th>Address</th></tr>
<tr><td>Filed by</td><td>Four Corners Auto Credit, Inc.</td><td>5601 E Main Corridor, Farmington, NM 87402</td></tr>
<tr><td class="c">v.</td><td></td><td></td></tr>
<tr><td>Sued party</td><td>Marisol Anaya Tsosie</td><td>2215 Pinon Mesa Dr<br>Farmington, NM 87401</td></tr>
<tr><td>Counsel for filer</td><td>Ortega Lindqvist Law LLC<br>Rafael D. Lindqvist, NM Bar #148206</td><td>PO Box 3310, Albuquerque, NM 87190<br>rlindqvist@olllaw.example<br>filings@olllaw.example</td></tr>
</table>
<h2>SUMMONS</h2>
<p>STATE OF NEW MEXICO to Marisol Anaya Tsosie, Greetings:</p>
<p>You are hereby directed to serve a pleading or motion in response to the complaint within <b>20 days</b> after service of this summons, and file the same, all as provided by law. You are notified that unless you so serve and file a responsive pleading or motion, judgment by default will be rendered against you for the relief demanded in the complaint, being a deficiency on a retail installment contract in the principal amount of <b>$6,742.55</b>, together with court costs of $77.00 and interest at the contract rate, which is stated separately in the complaint.</p>
<p>Attorney or party without attorney: Rafael D. Lindqvist, Ortega Lindqvist Law LLC, (505) 555-0190.</p>
<p>WITNESS the Honorable Elena V. Castellano, Magistrate Judge, and the seal of the Court, this 17th day of December, 2026.</p>
<div style="margin-left:400px;margin-top:18px">______________________________<br>Clerk of the Magistrate Court</div>
<div style="margin-top:30px;font-size:8.5pt;border-top:1px solid #555;padding-top:5px">RETURN: I, being duly sworn, state that I served this summons in San Juan County on the ____ day of __________, 2027, by delivering a copy to the person named above. Fees: service $30.00; mileage $4.20.</div>
""", expected=dict(customer_name="Marisol Anaya Tsosie", plaintiff_name="Four Corners Auto Credit, Inc.",
 law_firm_name="Ortega Lindqvist Law LLC", lawyer_email="rlindqvist@olllaw.example", lawsuit_state="NM",
 lawsuit_amount=6742.55, civil_number="M-47-CV-2026-00512", court_name="Magistrate Court of San Juan County, State of New Mexico",
 customer_street="2215 Pinon Mesa Dr", customer_city="Farmington", customer_state="NM", customer_zip_code="87401",
 determine_if_lawsuit_exists=True))

# ---------------- 07 Maine: landscape-like two columns, case no. split over two lines ----------------
doc(id="07", state="ME", kind="small claims notice of hearing", layout="two-column (landscape-like) page, case no. split over two lines",
 font="P052", css="""
.page{font-family:'P052';font-size:9.5pt;padding:44px 48px;line-height:1.34}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:10px}
.cols>div{border-top:2px solid #000;padding-top:6px}
h2{font-size:11.5pt;margin:6px 0;letter-spacing:1px}
""", body="""
<div style="display:flex;justify-content:space-between;align-items:flex-start">
 <div style="font-size:8.5pt">STATE OF MAINE<br>Cumberland, ss.</div>
 <div class="c b" style="font-size:11.5pt">DISTRICT COURT<br>DISTRICT NINE<br>PORTLAND</div>
 <div class="r" style="font-size:10pt">Docket No.<br><b>PORDC-SC-<br>2026-00417</b></div>
</div>
<div class="cols">
<div>
<h2>NOTICE OF HEARING</h2>
<p><b>Penobscot Shore Funding, LLC</b><br>12 Fore River Landing, Suite 5<br>South Portland, ME 04106</p>
<p>v.</p>
<p><b>Bridget Anne Thibodeau</b><br>71 Brackett Hill Rd Apt 2<br>Portland, ME 04102</p>
<p>A small claims statement of claim has been filed against you in this Court. The hearing on this claim will be held on:</p>
<p style="border:1px solid #000;padding:6px;text-align:center"><b>Wednesday, February 10, 2027, 1:00 p.m.</b><br>Portland District Court, 205 Newbury Landing St, Portland, ME 04101</p>
<p>Amount claimed: <b>$2,388.00</b> (principal). Filing fee: $80.00. Service fee: $25.00. Costs are not part of the claim and will be decided by the Court.</p>
</div>
<div>
<h2>WHAT YOU SHOULD DO</h2>
<p>You must come to the hearing. If you do not come, the Court may enter a default judgment against you for the amount claimed plus costs. Bring any papers, witnesses or other evidence you want the Court to consider.</p>
<p>You may be asked to take part in mediation on the day of the hearing.</p>
<p>Plaintiff's attorney:<br>Eliza F. Marchetti, Esq., Bar No. 5127<br>DUNMORE &amp; KEYES, P.A.<br>88 Exchange Row, Portland, ME 04101<br>(207) 555-0148<br>emarchetti@dunmorekeyes.example<br>Paralegal: tgagnon@dunmorekeyes.example</p>
<p>Account no.: PSF-55120-09 &middot; Original creditor: Casco Outfitters Card / Harborline Bank</p>
<p>Clerk, District Court<br>Date: December 23, 2026<br>portland.dc.clerk@mecourts.example</p>
</div>
</div>
""", expected=dict(customer_name="Bridget Anne Thibodeau", plaintiff_name="Penobscot Shore Funding, LLC",
 law_firm_name="Dunmore & Keyes, P.A.", lawyer_email="emarchetti@dunmorekeyes.example", lawsuit_state="ME",
 lawsuit_amount=2388.00, civil_number="PORDC-SC-2026-00417", court_name="District Court, District Nine, Portland",
 customer_street="71 Brackett Hill Rd Apt 2", customer_city="Portland", customer_state="ME", customer_zip_code="04102",
 determine_if_lawsuit_exists=True))

# ---------------- 08 Utah: letterhead above caption, watermark crossing value, footer case no. ----------------
doc(id="08", state="UT", kind="summons", layout="attorney letterhead above caption, diagonal watermark, footer case no.",
 font="URW Gothic", css="""
.page{font-family:'URW Gothic';font-size:9.5pt;padding:40px 64px;line-height:1.36}
.lh{border-bottom:3px double #000;padding-bottom:6px;display:flex;justify-content:space-between}
.cap{display:grid;grid-template-columns:1fr 230px;border:1px solid #000;margin-top:10px}
.cap>div{padding:8px}.cap>div+div{border-left:1px solid #000}
.wm{position:absolute;left:120px;top:470px;transform:rotate(-28deg);font-size:88pt;color:rgba(120,120,120,.22);font-family:'Liberation Sans';font-weight:bold;letter-spacing:8px}
.foot{position:absolute;bottom:26px;left:64px;right:64px;border-top:1px solid #000;font-size:8pt;padding-top:3px;display:flex;justify-content:space-between}
""", body="""
<div class="lh"><div><b style="font-size:12pt">BARLOW SORENSEN PETTY, LLC</b><br>Devin K. Marchbanks (#14452)<br>Whitney A. Lund (#16890)<br>1475 N Riverwoods Crest, Suite 200, Provo, UT 84604</div>
<div class="r">Tel. (801) 555-0122<br>dmarchbanks@bsp-law.example<br>paralegal@bsp-law.example<br><i>Attorneys for Plaintiff</i></div></div>
<div class="c b" style="margin-top:12px">IN THE JUSTICE COURT OF WEST VALLEY CITY</div>
<div class="c b">SALT LAKE COUNTY, STATE OF UTAH</div>
<div class="c" style="font-size:8.5pt">3600 S Constitution Way, West Valley City, UT 84119</div>
<div class="cap"><div>WASATCH BENCH RECOVERY, INC.,<br>Plaintiff,<br>v.<br>KENDALL BROOKE ASHWORTH,<br>Defendant.</div>
<div><b>SUMMONS</b><br>(21 days)<br><br>Case No. <b>CV-261-4044-17</b><br>Judge: H. Nakamura<br>Our file: 2290-0817</div></div>
<p>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:<br>Kendall Brooke Ashworth<br>4417 S Redwood Crest Dr<br>West Valley City, UT 84120</p>
<p>A lawsuit has been filed against you. You must respond in writing by filing an Answer with the clerk of the court at the address above and mailing or delivering a copy to the Plaintiff's attorney within <b>21 days</b> after the date you were served with this Summons. If you do not, the court may enter a default judgment against you for the relief demanded in the complaint.</p>
<p>The complaint seeks <b>$3,095.62</b> owed on a consumer installment account (account ending 5513), plus prejudgment interest of $281.40 stated separately, court costs ($115.00 filing fee), and post-judgment interest. Total with costs and interest: $3,492.02.</p>
<p>Court e-mail for filings: wvcjustice@utcourts.example. Do not send your Answer to the Plaintiff's attorney only; you must also file it with the court.</p>
<p>Se ha presentado una demanda en su contra. Si desea leer estos documentos en espa&ntilde;ol, comun&iacute;quese con la corte.</p>
<p>DATED December 19, 2026.<br><br>BARLOW SORENSEN PETTY, LLC<br>/s/ Devin K. Marchbanks<br>Attorney for Plaintiff</p>
<div class="wm">COPY</div>
<div class="foot"><span>Summons &mdash; Wasatch Bench Recovery v. Ashworth</span><span>CV-261-4044-17</span></div>
""", expected=dict(customer_name="Kendall Brooke Ashworth", plaintiff_name="Wasatch Bench Recovery, Inc.",
 law_firm_name="Barlow Sorensen Petty, LLC", lawyer_email="dmarchbanks@bsp-law.example", lawsuit_state="UT",
 lawsuit_amount=3095.62, civil_number="CV-261-4044-17", court_name="Justice Court of West Valley City, Salt Lake County, State of Utah",
 customer_street="4417 S Redwood Crest Dr", customer_city="West Valley City", customer_state="UT", customer_zip_code="84120",
 determine_if_lawsuit_exists=True))

# ---------------- 09 Debt buyer letter (English), store card, itemization, Lot ----------------
doc(id="09", state="FL", kind="collection letter (debt buyer)", layout="letter with dark band title and itemization table",
 font="DejaVu Serif", css="""
.page{font-family:'DejaVu Serif';font-size:9.5pt;padding:46px 60px;line-height:1.38}
.band{background:#1d2b3a;color:#fff;padding:6px 10px;font-weight:bold;font-size:11pt;letter-spacing:2px;margin:12px 0 8px}
.it{width:100%}.it td{border-bottom:1px solid #999;padding:3px 6px}
.hdr{display:flex;justify-content:space-between}
""", body="""
<div class="hdr"><div><b style="font-size:12pt">Northgate Portfolio Holdings, LLC</b><br>PO Box 40177, Tempe, AZ 85284<br>(800) 555-0193 &middot; Mon&ndash;Fri 8am&ndash;8pm ET<br>service@northgateph.example</div>
<div class="r">Date: December 28, 2026<br>Reference No.: NPH-3309-7781<br>Account No.: ****-****-****-2046</div></div>
<div style="margin-top:26px">Yolanda Beatriz Ferreira<br>2200 Oak Meadow Ln Lot 47<br>Ocala, FL 34482</div>
<div class="band">VALIDATION NOTICE</div>
<p>Northgate Portfolio Holdings, LLC is a debt collector. We are trying to collect a debt that you owe to <b>Northgate Portfolio Holdings, LLC</b>. We will use any information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You had a Haverly's Home Store credit card from <b>Crestmark Retail Bank, N.A.</b> with account number ending in 2046. The account was charged off on <b>March 17, 2021</b>. Northgate Portfolio Holdings, LLC purchased the account on August 9, 2022.</p>
<table class="it">
<tr><td>As of March 17, 2021 (charge-off), you owed:</td><td class="r">$1,642.80</td></tr>
<tr><td>Between March 17, 2021 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $150.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$1,492.80</b></td></tr>
</table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>February 8, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by February 8, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.</p>
<p>Because of the age of your debt, we will not sue you for it. This is not a court filing; no lawsuit has been filed.</p>
<div style="border-top:1px dashed #000;margin-top:16px;padding-top:8px;font-size:8.5pt">Detach and return with payment &middot; Reference No. NPH-3309-7781 &middot; Amount due: $1,492.80 &middot; Pay online at pay.northgateph.example</div>
""", expected=dict(customer_name="Yolanda Beatriz Ferreira", plaintiff_name="Northgate Portfolio Holdings, LLC",
 law_firm_name=None, lawyer_email=None, lawsuit_state="FL", lawsuit_amount=1492.80, civil_number=None, court_name=None,
 customer_street="2200 Oak Meadow Ln Lot 47", customer_city="Ocala", customer_state="FL", customer_zip_code="34482",
 determine_if_lawsuit_exists=False))

# ---------------- 10 Spanish law firm letter, New Jersey, suit filed ----------------
doc(id="10", state="NJ", kind="collection letter (law firm, Spanish, suit filed)", layout="law-firm letterhead letter in Spanish, sidebar of references",
 font="Liberation Sans / DejaVu Sans Condensed", css="""
.page{font-family:'Liberation Sans';font-size:10pt;padding:50px 64px;line-height:1.4}
.lh{text-align:center;border-bottom:1px solid #000;padding-bottom:6px}
.side{float:right;width:220px;margin:0 0 10px 16px;border-left:3px solid #555;padding-left:10px;font-family:'DejaVu Sans';font-stretch:condensed;font-size:9pt}
""", body="""
<div class="lh"><b style="font-size:12pt;letter-spacing:1px">KESSLER ALMONTE &amp; ROTH, LLC</b><br>Abogados &middot; 600 Route 23 Corporate Row, Suite 12, Wayne, NJ 07470 &middot; (973) 555-0184<br>info@karlaw-nj.example</div>
<div class="side">Fecha: 29 de diciembre de 2026<br>Nuestro expediente: KAR-26-04419<br>Cuenta n.º: terminada en 8852<br>Acreedor actual: Meridian Arch Receivables Fund II, LLC<br>Acreedor original: Tidewater Card Services, N.A.<br>N.º de expediente judicial:<br><b>PAS-DC-004417-26</b></div>
<p style="margin-top:18px">Carmen Julia Rosado<br>1123 Marlowe Ter Apt 3R<br>Paterson, NJ 07501</p>
<p><b>Asunto: Aviso de demanda presentada</b></p>
<p>Estimada Sra. Rosado:</p>
<p>Este bufete representa a <b>Meridian Arch Receivables Fund II, LLC</b>, cesionario de Tidewater Card Services, N.A. Le informamos que se ha presentado una demanda en su contra ante el <b>Superior Court of New Jersey, Law Division, Special Civil Part, Passaic County</b>, con n&uacute;mero de expediente <b>PAS-DC-004417-26</b>.</p>
<p>El saldo que se reclama actualmente es de <b>$3,917.44</b>. Las costas judiciales ($58.00 de presentaci&oacute;n y $14.00 de notificaci&oacute;n) se indican por separado y podr&aacute;n a&ntilde;adirse si se dicta sentencia. El total con costas ser&iacute;a $3,989.44.</p>
<p>Usted recibir&aacute; del tribunal una citaci&oacute;n (Summons) con la fecha en que debe presentar su respuesta. Si no responde, el tribunal puede dictar una sentencia en rebeld&iacute;a en su contra. Si desea hablar de un plan de pagos, comun&iacute;quese con nuestra oficina.</p>
<p>Esta comunicaci&oacute;n proviene de un cobrador de deudas. Cualquier informaci&oacute;n obtenida ser&aacute; utilizada con ese fin.</p>
<p>Atentamente,<br><br>Ana Sof&iacute;a Quintero, Esq.<br>NJ Attorney ID No. 031472019<br>aquintero@karlaw-nj.example<br>Asistente legal: mlopez@karlaw-nj.example</p>
<div style="position:absolute;bottom:30px;left:64px;right:64px;font-size:8pt;color:#333;border-top:1px solid #999;padding-top:4px">Kessler Almonte &amp; Roth, LLC &middot; Docket PAS-DC-004417-26 &middot; Este bufete es un cobrador de deudas.</div>
""", expected=dict(customer_name="Carmen Julia Rosado", plaintiff_name="Meridian Arch Receivables Fund II, LLC",
 law_firm_name="Kessler Almonte & Roth, LLC", lawyer_email="aquintero@karlaw-nj.example", lawsuit_state="NJ",
 lawsuit_amount=3917.44, civil_number="PAS-DC-004417-26",
 court_name="Superior Court of New Jersey, Law Division, Special Civil Part, Passaic County",
 customer_street="1123 Marlowe Ter Apt 3R", customer_city="Paterson", customer_state="NJ", customer_zip_code="07501",
 determine_if_lawsuit_exists=True))

def write_html(outdir):
    import os
    for d in DOCS:
        open(os.path.join(outdir, d["id"] + ".html"), "w").write(BASE % (d["css"], d["body"]))
if __name__ == "__main__":
    import os; write_html(os.path.join(os.path.dirname(os.path.abspath(__file__)), "html")); print(len(DOCS), "html written")
