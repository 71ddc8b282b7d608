# One HTML layout per document. Page = 816x1056 CSS px.
BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:816px 1056px;margin:0} html,body{margin:0;padding:0}
body{width:816px;height:1056px;overflow:hidden;position:relative;background:#fff;color:#111}
.pg{position:absolute;inset:0;padding:%s}
p{margin:0 0 6px 0} table{border-collapse:collapse}
%s</style></head><body><div class="pg">%s</div></body></html>"""

def page(pad, css, body):
    return BASE % (pad, css, body)

def d01(d):
    css = """body{font-family:'Liberation Sans';font-size:9pt}
.h{text-align:center;font-weight:bold;font-size:11pt;line-height:1.25}
.g{width:100%;border:1.5px solid #000;margin-top:8px} .g td{border:1px solid #000;padding:2px 5px;vertical-align:top;height:30px}
.l{font-size:7pt;text-transform:uppercase;color:#222;display:block}
.f{font-family:'Dancing Script';font-size:15pt;color:#1a2a7a;line-height:1.05}
.sec{background:#ddd;font-weight:bold;font-size:8.5pt;height:auto!important}
.small{font-size:8pt}"""
    F = lambda s: '<span class="f">%s</span>' % s
    b = f"""
<table style="width:100%"><tr><td style="width:22%" class="small">AOC-S-01 (local)<br>Rev. 7-25<br>Page 1 of 1</td>
<td><div class="h">COMMONWEALTH OF KENTUCKY</div><div class="h">FAYETTE DISTRICT COURT</div><div class="h">SMALL CLAIMS DIVISION</div></td>
<td style="width:26%;border:1.5px solid #000;padding:4px"><span class="l">Case No.</span>{F('26-S-00487')}<br><span class="l">Court / County</span>Fayette</td></tr></table>
<div style="text-align:center;font-weight:bold;font-size:12pt;margin:6px 0 2px">SMALL CLAIMS COMPLAINT AND SUMMONS</div>
<div class="small" style="text-align:center">KRS 24A.200 to 24A.360 &middot; Plaintiff appearing without an attorney</div>
<table class="g">
<tr><td colspan="4" class="sec">PLAINTIFF (person filing the claim)</td></tr>
<tr><td colspan="2"><span class="l">Name</span>{F('Marla J. Pennington')}</td><td colspan="2"><span class="l">Doing business as (if any)</span>{F('d/b/a Pennington Custom Drapery')}</td></tr>
<tr><td colspan="2"><span class="l">Street address</span>{F('2290 Quarry Bend Rd.')}</td><td><span class="l">City, State, ZIP</span>{F('Lexington, KY 40502')}</td><td><span class="l">Phone</span>{F('859-555-0143')}</td></tr>
<tr><td colspan="4"><span class="l">E-mail (for notices)</span>{F('marla.pennington.drapery@example.com')}</td></tr>
<tr><td colspan="4" class="sec">DEFENDANT (person being sued)</td></tr>
<tr><td style="width:34%"><span class="l">Last name</span>{F('Tucker')}</td><td style="width:30%"><span class="l">First name</span>{F('Wendell')}</td><td style="width:16%"><span class="l">M.I.</span>{F('R.')}</td><td><span class="l">Suffix</span>{F('Jr.')}</td></tr>
<tr><td colspan="2"><span class="l">Street address (include apt./unit)</span>{F('3315 Larkspur Hollow Dr., Apt. 12')}</td><td><span class="l">City</span>{F('Lexington')}</td><td><span class="l">State &nbsp; ZIP</span>{F('KY &nbsp;40517')}</td></tr>
<tr><td colspan="2"><span class="l">Employer / place of service (optional)</span>{F('Blue Ash Warehouse, 900 Mercer Rd.')}</td><td colspan="2"><span class="l">Defendant phone</span>{F('859-555-0188')}</td></tr>
<tr><td colspan="4" class="sec">CLAIM</td></tr>
<tr><td colspan="4" style="height:70px"><span class="l">Statement of claim (why the defendant owes you money)</span>{F('Custom drapery and installation ordered 9/3/2025, invoice #1187. Paid $400 deposit, balance never paid after 3 written requests.')}</td></tr>
<tr><td colspan="2"><span class="l">Amount claimed (principal)</span>{F('$1,850.00')}</td><td><span class="l">Filing fee paid</span>{F('$54.00')}</td><td><span class="l">Service fee</span>{F('$12.00')}</td></tr>
<tr><td colspan="2"><span class="l">Invoice / account ref.</span>{F('INV-1187')}</td><td colspan="2"><span class="l">Total incl. court costs</span>{F('$1,916.00')}</td></tr>
<tr><td colspan="4"><span class="l">Plaintiff signature / date</span>{F('Marla J. Pennington &nbsp;&nbsp; 2/9/2026')}</td></tr>
</table>
<table class="g"><tr><td colspan="2" class="sec">SUMMONS &mdash; TO THE ABOVE-NAMED DEFENDANT</td></tr>
<tr><td colspan="2" style="height:auto"><span class="l">To (defendant)</span>{F('Wendell R. Tucker Jr.')}<br>You are being sued in the Small Claims Division of the Fayette District Court. Your hearing is set for
<b>{F('March 18, 2026 at 1:30 p.m.')}</b>, Courtroom 3B, Fayette District Court, 150 N. Limestone, Lexington, KY 40507.
If you do not appear, a judgment may be entered against you for the amount claimed plus court costs. You may file a written
answer or counterclaim with the clerk before the hearing. The court does not give legal advice.</td></tr>
<tr><td style="width:50%"><span class="l">Circuit Court Clerk</span>{F('R. Abernathy, D.C.')}</td><td><span class="l">Clerk e-mail (questions about filing)</span>fayette.smallclaims@kycourts.example.gov</td></tr>
</table>
<div class="small" style="margin-top:6px">Small claims are limited to $2,500. Businesses that lend money at interest or act as collection agencies may not file in this division.
Service by certified mail, return receipt requested. Distribution: Court file / Plaintiff / Defendant.</div>"""
    return page("34px 44px", css, b)

def d02(d):
    css = """body{font-family:'EB Garamond';font-size:11pt;line-height:1.24}
.h{text-align:center;font-weight:600;letter-spacing:1.5px;font-size:12.5pt}
.cap td{vertical-align:top;padding:0}
.par{width:14px;text-align:center}
.foot{position:absolute;left:60px;right:60px;bottom:22px;border-top:1px solid #000;font-size:9.5pt;display:flex;justify-content:space-between;padding-top:3px}
ol{margin:4px 0 6px 18px;padding:0} li{margin-bottom:3px}"""
    par = "<br>".join([")"]*13)
    b = f"""
<div class="h">COMMONWEALTH OF KENTUCKY</div><div class="h">JEFFERSON CIRCUIT COURT</div>
<table class="cap" style="width:100%;margin-top:10px"><tr>
<td style="width:56%">HARBORLINE RECEIVABLES SPV I, LLC,<br>as assignee of Kestrel Bank, N.A.<br>4400 Commerce Loop, Suite 210<br>Columbus, OH 43219
<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF<br><br>v.<br><br>LATONYA D. REEVES<br>and<br>MARCUS A. REEVES<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANTS</td>
<td class="par">{par}</td>
<td style="padding-left:22px">CIVIL ACTION NO. 26-CI-004512<br><br>DIVISION 11<br><br>Judge: ______________<br><br>Acct. ending x4471<br>Our file RO-26-11873</td></tr></table>
<div style="text-align:center;font-weight:700;margin:12px 0 8px;letter-spacing:3px">COMPLAINT</div>
<div style="font-size:10pt;margin-bottom:8px"><b>SERVE:</b> Latonya D. Reeves, 6208 Fernvale Way, Unit 3B, Louisville, KY 40291 &nbsp;(by Certified Mail &ndash; Secretary of State not applicable)<br>
<b>SERVE:</b> Marcus A. Reeves, 6208 Fernvale Way, Unit 3B, Louisville, KY 40291</div>
<p>Plaintiff, Harborline Receivables SPV I, LLC, as assignee of Kestrel Bank, N.A., by counsel, for its Complaint against the Defendants, states as follows:</p>
<ol>
<li>Plaintiff is a Delaware limited liability company authorized to transact business in the Commonwealth of Kentucky.</li>
<li>Defendants reside in Jefferson County, Kentucky, and this Court has jurisdiction because the amount in controversy exceeds the jurisdictional minimum of this Court.</li>
<li>Defendant Latonya D. Reeves opened a revolving credit account with Kestrel Bank, N.A., account ending 4471, and Defendant Marcus A. Reeves was an authorized joint obligor on the account.</li>
<li>The account was charged off and all rights thereto were sold and assigned to Plaintiff. Defendants have failed to pay the balance due.</li>
<li>There is now due and owing from Defendants, jointly and severally, the principal sum of <b>$7,912.44</b>.</li>
<li>Plaintiff separately claims pre-judgment interest of $611.08 at the rate of 8% per annum from the date of assignment, which is not included in the principal sum above.</li>
</ol>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, for the principal sum of $7,912.44; pre-judgment interest of $611.08; post-judgment interest at the statutory rate; its court costs herein expended, including the filing fee of $178.00 (total with costs and interest $8,701.52); and all other relief to which it may appear entitled.</p>
<div style="margin-left:330px;margin-top:10px;font-size:10.5pt;line-height:1.25">Respectfully submitted,<br><br><i>/s/ Colin P. Marsh</i><br>Colin P. Marsh (KBA No. 98412)<br>RIDGEWAY &amp; OAKES, PLLC<br>500 W. Jefferson St., Suite 1730<br>Louisville, KY 40202<br>Tel. (502) 555-0119<br>cmarsh@ridgewayoakes-law.com<br>Paralegal: filings@ridgewayoakes-law.com<br><i>Counsel for Plaintiff</i></div>
<div style="font-size:9pt;margin-top:8px">Notices of electronic filing are sent by the KCOJ e-filing system to efile.notices@kycourts.example.gov. This communication is from a debt collector.</div>
<div class="foot"><span>Harborline Receivables SPV I, LLC v. Reeves</span><span>Case No. 26-CI-004512</span><span>Page 1 of 1</span></div>"""
    return page("34px 60px", css, b)

def d03(d):
    css = """body{font-family:'Courier Prime';font-size:10.5pt;line-height:1.35}
.h{text-align:center;font-weight:bold}
.two{display:flex;margin-top:14px} .two>div{flex:1}
.num{text-align:right}"""
    b = """
<div class="h">CITY COURT OF LAFAYETTE</div><div class="h">PARISH OF LAFAYETTE</div><div class="h">STATE OF LOUISIANA</div>
<div class="two"><div>TECHE BAYOU FEDERAL CREDIT UNION</div><div class="num">NUMBER: 26-CV-01873<br>DIVISION "B"</div></div>
<div style="text-align:center;margin:6px 0">VERSUS</div>
<div class="two" style="margin-top:0"><div>DESHAWN T. BOUDREAUX</div><div class="num">Member Acct. No. 0078-22914</div></div>
<div class="two" style="margin-top:10px;border-top:1px dashed #000;border-bottom:1px dashed #000;padding:3px 0"><div>FILED:_________________</div><div class="num">DEPUTY CLERK:_____________</div></div>
<div style="text-align:center;font-weight:bold;margin:12px 0;text-decoration:underline">PETITION ON OPEN ACCOUNT AND PROMISSORY NOTE</div>
<p>The petition of TECHE BAYOU FEDERAL CREDIT UNION, a federally chartered credit union domiciled in the Parish of Lafayette, State of Louisiana, with respect represents:</p>
<p>1. Made defendant herein is DESHAWN T. BOUDREAUX, a person of the full age of majority domiciled in the Parish of Lafayette, who is justly and truly indebted unto petitioner for the reasons set forth below.</p>
<p>2. On or about June 2, 2023, defendant executed a consumer promissory note and open-end credit agreement in favor of petitioner. Defendant has failed to make the payments due, and the full balance has been accelerated.</p>
<p>3. Defendant is indebted unto petitioner in the principal sum of $3,418.20, plus contractual interest stated separately at 11.9% per annum from December 1, 2025 until paid, and attorney fees of 25% of the principal and interest due as provided in the note.</p>
<p>4. Amicable demand has been made without avail.</p>
<p>WHEREFORE, petitioner prays that after due proceedings there be judgment herein in favor of TECHE BAYOU FEDERAL CREDIT UNION and against DESHAWN T. BOUDREAUX in the full sum of $3,418.20, together with interest as stated, attorney fees, and all costs of these proceedings (advance deposit for costs: $250.00).</p>
<div style="margin-left:360px;margin-top:8px;line-height:1.25">Respectfully submitted,<br>BROUSSARD, THIBODEAUX &amp; GUIDRY, L.L.C.<br>600 Jefferson St., Suite 410<br>Lafayette, LA 70501<br>Tel: (337) 555-0132<br><br>By: /s/ Renee M. Guidry<br>RENEE M. GUIDRY (La. Bar Roll No. 34117)<br>rguidry@btg-lawfirm.com<br>Paralegal: collections@btg-lawfirm.com<br>Attorneys for Teche Bayou Federal Credit Union</div>
<div style="margin-top:12px;border:1px solid #000;padding:5px;width:380px">PLEASE SERVE:<br>DESHAWN T. BOUDREAUX<br>118 Coulee Ridge Dr., Apt. 7<br>Lafayette, LA 70506</div>"""
    return page("46px 66px", css, b)

def d04(d):
    css = """body{font-family:'P052';font-size:10.5pt;line-height:1.33}
.box{border:2px solid #000;width:100%} .box td{border:1px solid #000;padding:6px 9px;vertical-align:top}
.stamp{position:absolute;left:548px;top:452px;transform:rotate(-14deg);border:3px double #b3122a;color:#b3122a;opacity:.78;
 font-family:'Liberation Sans';font-weight:bold;text-align:center;padding:4px 14px;font-size:11pt;line-height:1.2;background:rgba(255,255,255,0)}"""
    b = """
<table class="box"><tr><td colspan="2" style="text-align:center;font-weight:bold;font-size:12pt;line-height:1.3">NINETEENTH JUDICIAL DISTRICT COURT<br>FOR THE PARISH OF EAST BATON ROUGE<br><span style="font-size:10.5pt">STATE OF LOUISIANA</span></td></tr>
<tr><td style="width:60%">PELICAN POINT FUNDING TRUST 2019-B,<br><span style="font-size:9.5pt">by and through its servicer, Gulfmark Loan Servicing, LLC</span></td><td>NO. C-748213<br>SECTION 26</td></tr>
<tr><td>VERSUS<br>ANGELA M. ROBICHAUX</td><td>Loan No. PPT-19B-0445127<br>Servicer Ref. GLS-88310</td></tr>
<tr><td>FILED: ____________________</td><td>DEPUTY CLERK: ______________</td></tr></table>
<div style="text-align:center;font-weight:bold;margin:14px 0 10px;font-size:11.5pt">PETITION FOR SUIT ON PROMISSORY NOTE</div>
<p>NOW INTO COURT, through undersigned counsel, comes PELICAN POINT FUNDING TRUST 2019-B, a Delaware statutory trust, by and through its servicer, Gulfmark Loan Servicing, LLC, which respectfully represents:</p>
<p><b>1.</b> Made defendant herein is ANGELA M. ROBICHAUX, a person of the age of majority domiciled in the Parish of East Baton Rouge, State of Louisiana.</p>
<p><b>2.</b> Defendant executed a private education loan note, which was later transferred to and is now owned by petitioner.</p>
<p><b>3.</b> Defendant defaulted on the note, and petitioner has declared the entire balance due.</p>
<p><b>4.</b> Defendant is indebted unto petitioner for the unpaid principal balance of <b>$12,604.87</b>.</p>
<p><b>5.</b> In addition, accrued interest through January 31, 2026 of $1,932.40 is stated separately, together with late charges of $150.00, and continuing interest at 6.25% per annum thereafter.</p>
<p><b>6.</b> Despite amicable demand, defendant has failed to pay.</p>
<p>WHEREFORE, petitioner prays that defendant be served and cited to appear and answer, and that there be judgment in favor of PELICAN POINT FUNDING TRUST 2019-B and against ANGELA M. ROBICHAUX for the principal sum of $12,604.87, accrued interest of $1,932.40, late charges of $150.00, for a total of $14,687.27, plus legal interest from date of judicial demand, reasonable attorney fees, and all costs of these proceedings.</p>
<div style="display:flex;margin-top:14px;font-size:10pt;line-height:1.25"><div style="flex:1">PLEASE SERVE:<br>ANGELA M. ROBICHAUX<br>14455 Old Hammond Hwy, Apt 204<br>Baton Rouge, LA 70816</div>
<div style="flex:1.2">Respectfully submitted,<br>LANDRY MOREAU LAW GROUP, APLC<br>/s/ Jules A. Moreau<br>Jules A. Moreau (Bar Roll #29876)<br>8550 United Plaza Blvd., Suite 300<br>Baton Rouge, LA 70809<br>(225) 555-0108 &middot; jmoreau@landrymoreau.com<br>Service copies: service@landrymoreau.com<br>Counsel for Petitioner</div></div>
<div style="font-size:8.5pt;margin-top:14px;border-top:1px solid #000;padding-top:3px">E-filed through the Clerk of Court e-filing portal (efile.civil@ebrclerk.example.gov). Clerk of Court, 222 St. Louis St., Baton Rouge, LA 70802.</div>
<div class="stamp">FILED<br>EAST BATON ROUGE PARISH<br>FEB 03 2026<br>DEPUTY CLERK OF COURT</div>"""
    return page("48px 62px", css, b)

def d05(d):
    css = """body{font-family:'Liberation Sans Narrow';font-size:10pt;line-height:1.3}
.h{text-align:center;font-weight:bold;font-size:12pt}
.pt{width:100%;margin:10px 0} .pt th,.pt td{border:1px solid #000;padding:4px 6px;text-align:left;vertical-align:top}
.pt th{background:#e6e6e6;font-size:9pt}"""
    b = """
<div class="h">IN THE DISTRICT COURT OF SEDGWICK COUNTY, KANSAS</div>
<div class="h" style="font-size:10.5pt">CIVIL DEPARTMENT - LIMITED ACTIONS</div>
<div style="display:flex;justify-content:space-between;margin-top:10px;font-weight:bold"><span>Case No. SG-2026-LM-004217</span><span>Court No. 12</span><span>Filed pursuant to K.S.A. Chapter 61</span></div>
<table class="pt"><tr><th style="width:14%">Party</th><th style="width:46%">Name</th><th>Address</th></tr>
<tr><td>Plaintiff</td><td>SUNFLOWER CONSUMER LENDING, INC.,<br>a Kansas corporation</td><td>301 N. Main St., Suite 900<br>Wichita, KS 67202</td></tr>
<tr><td>Defendant</td><td>NGUYEN, THANH V.</td><td>1847 S Glenn Ave, Apt 5<br>Wichita, KS 67213</td></tr>
<tr><td>Attorney for Plaintiff</td><td>Dana R. Kessler, KS #24518<br>KESSLER VANCE LLC</td><td>125 N. Market St., Suite 1100, Wichita, KS 67202<br>316-555-0150 &middot; dkessler@kesslervance.com</td></tr></table>
<div style="text-align:center;font-weight:bold;font-size:12pt;margin:8px 0">PETITION</div>
<p>Plaintiff, Sunflower Consumer Lending, Inc., for its claim against Defendant, Thanh V. Nguyen, alleges:</p>
<p>1. Plaintiff is a Kansas corporation with its principal office in Wichita, Sedgwick County, Kansas.</p>
<p>2. Defendant resides in Sedgwick County, Kansas, and venue is proper in this Court.</p>
<p>3. On April 11, 2024, Defendant entered into installment loan agreement no. SCL-7720418 with Plaintiff. A copy is attached as Exhibit A.</p>
<p>4. Defendant defaulted by failing to make the payment due March 14, 2026, and all subsequent payments.</p>
<p>5. After all just credits and offsets, Defendant owes Plaintiff a principal balance of $2,870.55.</p>
<p>6. Interest is claimed separately at the contract rate of 18% per annum from March 14, 2026 (accrued to filing: $198.24).</p>
<p>7. This is an action under the Kansas Code of Civil Procedure for Limited Actions, K.S.A. 61-2801 et seq., and the amount claimed does not exceed $100,000.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of $2,870.55, interest as stated, the docket fee of $70.50 and service costs of $15.00 (total with costs $3,154.29), and such other relief as the Court deems just.</p>
<div style="margin-left:420px;margin-top:10px;line-height:1.25">KESSLER VANCE LLC<br><br>/s/ Dana R. Kessler<br>Dana R. Kessler, KS #24518<br>125 N. Market St., Suite 1100<br>Wichita, KS 67202<br>Tel. 316-555-0150<br>dkessler@kesslervance.com<br>e-service: efile@kesslervance.com<br>Attorney for Plaintiff<br>Our file no. KV-55102</div>
<div style="font-size:8.5pt;margin-top:16px;border-top:1px solid #000;padding-top:3px">Clerk of the District Court, 525 N. Main St., Wichita, KS 67203. Questions about e-filing: efiling.help@kscourts.example.gov. Defendant must file a written answer or appear on the date stated in the summons.</div>"""
    return page("40px 58px", css, b)

def d06(d):
    css = """body{font-family:'URW Bookman';font-size:9.5pt;line-height:1.35}
.lh{text-align:center;border-bottom:3px double #223;padding-bottom:6px;margin-bottom:12px;color:#223}
.lh .n{font-size:17pt;letter-spacing:2px} .lh .s{font-size:8.5pt}
.h{text-align:center;font-weight:bold;font-size:10.5pt}"""
    b = """
<div class="lh"><div class="n">HOLLOWAY BRANT &amp; CHEN, P.A.</div><div class="s">ATTORNEYS AT LAW &middot; 7300 College Blvd., Suite 500 &middot; Overland Park, Kansas 66210<br>Telephone (913) 555-0161 &middot; Facsimile (913) 555-0162 &middot; intake@hbclaw-ks.com</div></div>
<div class="h">IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS</div>
<div class="h">CIVIL COURT DEPARTMENT</div>
<div style="display:flex;margin-top:12px"><div style="flex:1.4;border-right:1px solid #000;border-bottom:1px solid #000;padding:0 10px 8px 0">MERIDIAN HEARTLAND BANK,<br>a Kansas state-chartered bank,<br>4100 W. 95th St., Overland Park, KS 66207,<br><span style="margin-left:120px">Plaintiff,</span><br>vs.<br>JESSICA L. RAMSEY-WHITAKER,<br><span style="margin-left:120px">Defendant.</span></div>
<div style="flex:1;padding:18px 0 0 18px">Case No. 26CV01452<br>Division No. 7<br><br>Loan Acct. No. 40-118-20933<br>(Pursuant to K.S.A. Chapter 60)</div></div>
<div style="text-align:center;font-weight:bold;margin:14px 0 10px">PETITION FOR DEFICIENCY JUDGMENT</div>
<p>Plaintiff Meridian Heartland Bank states the following for its Petition against Defendant Jessica L. Ramsey-Whitaker:</p>
<p>1. Plaintiff is a Kansas state-chartered bank with its main office in Johnson County, Kansas.</p>
<p>2. Defendant is an individual who may be served at 15520 W 129th Terrace, Unit 210, Olathe, KS 66062.</p>
<p>3. On August 19, 2022, Defendant executed a Retail Installment Contract and Security Agreement for the purchase of a 2021 sport utility vehicle, which contract was assigned to Plaintiff.</p>
<p>4. Defendant defaulted. Plaintiff repossessed the vehicle and sold it in a commercially reasonable manner after notice to Defendant, and applied the proceeds of $14,600.00 to the balance.</p>
<p>5. After application of the sale proceeds, a deficiency principal balance of $18,250.00 remains due and owing.</p>
<p>6. Plaintiff separately claims contract interest of $1,046.35 accrued through the date of filing, plus repossession and sale expenses of $1,185.00.</p>
<p>WHEREFORE, Plaintiff requests judgment against Defendant for the principal sum of $18,250.00; interest of $1,046.35; repossession and sale expenses of $1,185.00; the filing fee of $195.00; for a total with costs of $20,676.35; post-judgment interest at the statutory rate; and for such further relief as is just.</p>
<div style="display:flex;margin-top:14px"><div style="flex:1;font-size:8.5pt">Plaintiff demands trial by the Court.<br><br>A copy of this petition was submitted via the Kansas Courts e-filing portal, notices to efilingnotice@kscourts.example.gov.</div>
<div style="flex:1;line-height:1.28">Respectfully submitted,<br>HOLLOWAY BRANT &amp; CHEN, P.A.<br><br>/s/ Gregory T. Holloway<br>Gregory T. Holloway, #19033<br>gholloway@hbclaw-ks.com<br>Paralegal: mstone@hbclaw-ks.com<br>ATTORNEYS FOR PLAINTIFF</div></div>"""
    return page("38px 56px", css, b)

def d07(d):
    css = """body{font-family:'Open Sans';font-size:9pt;line-height:1.35}
.h{text-align:center;font-weight:bold;font-size:11pt}
.sec{border:1.5px solid #000;margin-top:8px} .st{background:#000;color:#fff;font-weight:bold;padding:2px 6px;font-size:8.5pt}
.row{display:flex;border-top:1px solid #999} .row>div{flex:1;padding:3px 6px;border-left:1px solid #999} .row>div:first-child{border-left:none}
.k{font-size:7pt;color:#333;display:block}
.wm{position:absolute;left:110px;top:430px;font-size:96pt;color:rgba(120,120,120,.22);transform:rotate(-32deg);font-weight:bold;letter-spacing:8px}"""
    b = """
<div class="h">THE STATE OF NEW HAMPSHIRE</div><div class="h">NH CIRCUIT COURT</div><div class="h" style="font-size:10pt">9TH CIRCUIT - DISTRICT DIVISION - MANCHESTER</div>
<div style="text-align:center;font-size:8pt">35 Amherst Street, Manchester NH 03101 &middot; Telephone 1-855-555-0121 &middot; TTY/TDD Relay (800) 735-2964</div>
<div style="display:flex;justify-content:space-between;margin-top:8px;font-weight:bold;font-size:10pt"><span>SMALL CLAIM COMPLAINT</span><span>Case Number: 456-2026-SC-00312</span></div>
<div class="sec"><div class="st">1. PLAINTIFF</div>
<div class="row"><div><span class="k">Name</span>Granite Ledge Dental Associates, P.C.</div><div><span class="k">Address</span>1010 Elm Street, Suite 4, Manchester, NH 03101</div></div>
<div class="row"><div><span class="k">Attorney / Firm</span>Pelletier &amp; Drouin, PLLC &mdash; Anne C. Pelletier, Esq. (NH Bar #20771)</div><div><span class="k">Attorney e-mail / phone</span>apelletier@pelletierdrouin.com &middot; 603-555-0176</div></div>
<div class="row"><div><span class="k">Firm address</span>88 Hanover St., Suite 3, Manchester, NH 03101</div><div><span class="k">Firm file no. / paralegal</span>PD-2611-04 &middot; jlabrie@pelletierdrouin.com</div></div></div>
<div class="sec"><div class="st">2. DEFENDANT</div>
<div class="row"><div><span class="k">Name (Last, First M.)</span>Ouellette, Brian M.</div><div><span class="k">Date of birth (year only)</span>1987</div></div>
<div class="row"><div><span class="k">Street address (incl. apt.)</span>412 Kelley St, Apt 2R</div><div><span class="k">City / State / ZIP</span>Manchester, NH 03102</div></div>
<div class="row"><div><span class="k">Mailing address (if different)</span>Same</div><div><span class="k">Patient account no.</span>GLD-0049921</div></div></div>
<div class="sec"><div class="st">3. CLAIM</div>
<div class="row"><div style="flex:3">Defendant received dental services (crown, root canal therapy) between May 6, 2025 and July 22, 2025 and agreed to pay any balance not paid by insurance. Statements were mailed monthly; no payment has been received since August 2025.</div></div>
<div class="row"><div><span class="k">Amount of claim (principal)</span><b>$4,260.00</b></div><div><span class="k">Filing fee</span>$95.00</div><div><span class="k">Service fee</span>$12.00</div><div><span class="k">Total with costs</span>$4,367.00</div></div>
<div class="row"><div style="flex:3"><span class="k">Interest</span>Plaintiff does not claim interest in this complaint. Maximum for small claim: $10,000.</div></div></div>
<div class="sec"><div class="st">4. NOTICE TO DEFENDANT</div>
<div class="row"><div style="flex:3">You must respond within 30 days of receiving this notice by filing a Small Claim Response electronically or by mail. If you do not respond, a default judgment may be entered against you. Court e-mail for electronic filing questions: efile.support@courts.example.gov. The plaintiff's attorney may be a debt collector.</div></div></div>
<div class="sec"><div class="st">5. SIGNATURE</div>
<div class="row"><div>/s/ Anne C. Pelletier<br>Anne C. Pelletier, Esq., for the Plaintiff</div><div>Date: 01/27/2026</div></div></div>
<div style="font-size:7.5pt;margin-top:6px">NHJB-SC-01 (local test form) &middot; Page 1 of 1</div>
<div class="wm">COPY</div>"""
    return page("38px 52px", css, b)

def d08(d):
    css = """body{font-family:'C059';font-size:10.5pt;line-height:24px}
.ln{position:absolute;left:34px;top:40px;width:28px;text-align:right;color:#555;font-size:9pt;line-height:24px}
.rule{position:absolute;left:72px;top:0;bottom:0;border-left:2px solid #000}
.rule2{position:absolute;left:76px;top:0;bottom:0;border-left:1px solid #000}
.rr{position:absolute;right:52px;top:0;bottom:0;border-left:1px solid #000}
.h{text-align:center;font-weight:bold}
.wm{position:absolute;left:110px;top:470px;font-size:46pt;color:rgba(30,60,160,.20);transform:rotate(-28deg);font-weight:bold;letter-spacing:4px;white-space:nowrap}
.ft{position:absolute;bottom:10px;left:96px;right:70px;font-size:8.5pt;text-align:center;line-height:12px}"""
    nums = "<br>".join(str(i) for i in range(1, 42))
    b = f"""<div class="ln">{nums}</div><div class="rule"></div><div class="rule2"></div><div class="rr"></div>
<div style="margin-left:62px">
<div class="h">THE STATE OF NEW HAMPSHIRE</div><div class="h">SUPERIOR COURT</div><div class="h">HILLSBOROUGH COUNTY - NORTHERN DISTRICT</div>
<div style="display:flex;justify-content:space-between"><span>HILLSBOROUGH, SS.</span><span>Docket No. 216-2026-CV-00418</span></div>
<div>North Notch Funding III, L.P., as successor in interest to Quarry Hill Bank</div>
<div style="padding-left:160px">v.</div>
<div>Kimberly A. Fortin, 58 Amherst Crossing, Unit 14, Nashua, NH 03063</div>
<div class="h" style="margin-top:0">COMPLAINT (Breach of Contract &ndash; Account Stated)</div>
<div>1. Plaintiff North Notch Funding III, L.P. is a Delaware limited partnership with a place of business at 2 International Dr., Portsmouth, NH 03801.</div>
<div>2. Defendant Kimberly A. Fortin resides at 58 Amherst Crossing, Unit 14, Nashua, NH 03063.</div>
<div>3. Defendant obtained a personal line of credit, account no. QHB-5561-0087, from Quarry Hill Bank, whose rights were assigned to Plaintiff on October 2, 2025 (Reference NNF3-2025-7731).</div>
<div>4. Defendant defaulted, and the unpaid principal balance due is <b>$26,340.18</b>.</div>
<div>5. Interest of $2,214.77 is stated separately, and Plaintiff also seeks its costs, including the $280.00 entry fee.</div>
<div>6. The amount in controversy exceeds $1,500 and this Court has jurisdiction under RSA 491:7.</div>
<div>WHEREFORE, Plaintiff requests judgment for the principal of $26,340.18, interest of $2,214.77, and costs, a total with costs of $28,834.95, and such other relief as is just.</div>
<div style="display:flex;margin-top:12px"><div style="flex:1">Dated: February 11, 2026</div><div style="flex:1.3;line-height:19px">Respectfully submitted,<br>NORTH NOTCH FUNDING III, L.P., by its attorneys,<br>WHITCOMB FAIRBANKS LAW OFFICES, P.C.<br>/s/ Samuel J. Whitcomb<br>Samuel J. Whitcomb, NH Bar #271455<br>15 Main St., Suite 6, Concord, NH 03301<br>(603) 555-0193 &middot; sjw@whitcombfairbanks.com<br>Filing clerk: efiling@whitcombfairbanks.com</div></div>
</div>
<div class="wm">CONFORMED COPY</div>
<div class="ft">North Notch Funding III, L.P. v. Fortin &mdash; 216-2026-CV-00418 &mdash; Superior Court, 300 Chestnut St., Manchester, NH 03101</div>"""
    return page("40px 70px 40px 40px", css, b)

def d09(d):
    css = """body{font-family:'URW Gothic';font-size:9.5pt;line-height:1.35}
.it td{padding:2px 8px;border-bottom:1px dotted #777} .it{width:100%;margin:6px 0}
.cut{border-top:2px dashed #000;margin-top:12px;padding-top:8px;font-size:9pt}"""
    b = """
<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div><div style="font-size:15pt;font-weight:bold;letter-spacing:1px">TRI-COUNTY MEDICAL ACCOUNTS BUREAU, INC.</div>
<div style="font-size:8.5pt">PO Box 2290 &middot; Bowling Green, KY 42102 &middot; (270) 555-0127 &middot; Mon&ndash;Fri 8am&ndash;5pm CT<br>help@tcmab-collect.com &middot; payments: pay.tcmab-collect.com</div></div>
<div style="text-align:right;font-size:8.5pt">Date: February 2, 2026<br>Our Reference #: TCM-2026-118842<br>Patient Acct #: SCR-55019274<br>Date of service: 09/14/2025</div></div>
<div style="margin-top:26px;line-height:1.25">KEISHA N. FORD<br>1342 Cedar Ridge Ct, Apt 6<br>Bowling Green, KY 42104</div>
<div style="margin:18px 0 8px;font-weight:bold;font-size:11pt">Tri-County Medical Accounts Bureau, Inc. is a debt collector. We are trying to collect a debt that you owe to St. Columba Regional Medical Center. We will use any information you give us to help collect the debt.</div>
<p><b>Our information shows:</b> You received emergency department services at St. Columba Regional Medical Center (original creditor), 2100 Campbell Ln., Bowling Green, KY 42104, on 09/14/2025. St. Columba Regional Medical Center still owns this account and has placed it with us for collection.</p>
<table class="it"><tr><td>As of January 15, 2026, you owed:</td><td style="text-align:right">$2,114.60</td></tr>
<tr><td>Between January 15, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td style="text-align:right">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td style="text-align:right">+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt (insurance adjustment):</td><td style="text-align:right">&ndash; $300.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td style="text-align:right"><b>$1,814.60</b></td></tr></table>
<p><b>How can you dispute the debt?</b> Call or write to us by March 16, 2026 to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by March 16, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Ask about financial assistance: you may qualify for the hospital's charity care program; call St. Columba Patient Financial Services at (270) 555-0109 or billing@stcolumba-rmc.org.</p>
<p>Medical debt under $500 will not appear on your credit report. We have not reported this account to any credit bureau. No lawsuit has been filed on this account.</p>
<div class="cut"><div style="display:flex;justify-content:space-between"><div><b>PAYMENT COUPON</b> &mdash; detach and return with payment<br>Reference #: TCM-2026-118842<br>Make checks payable to: Tri-County Medical Accounts Bureau, Inc.<br>Mail to: PO Box 2290, Bowling Green, KY 42102</div>
<div style="border:1px solid #000;padding:6px 10px;min-width:210px">Amount due: $1,814.60<br>Amount enclosed: $__________<br>[ ] Visa [ ] MC &nbsp;Card #________________</div></div></div>"""
    return page("46px 58px", css, b)

def d10(d):
    css = """body{font-family:'Nimbus Sans';font-size:9.5pt;line-height:1.36}
.wrap{display:flex;gap:18px} .main{flex:2.1} .side{flex:1;background:#eef3ea;border-left:4px solid #3d6b2a;padding:10px;font-size:9pt}
.big{font-size:20pt;font-weight:bold;color:#3d6b2a}"""
    b = """
<div style="display:flex;justify-content:space-between;border-bottom:2px solid #3d6b2a;padding-bottom:6px">
<div><div style="font-size:16pt;font-weight:bold;color:#3d6b2a">TALLGRASS PORTFOLIO HOLDINGS, LLC</div><div style="font-size:8.5pt">8800 Ward Pkwy., Suite 240 &middot; Kansas City, MO 64114 &middot; (816) 555-0145<br>servicio@tallgrassph.com &middot; pagos@tallgrassph.com</div></div>
<div style="text-align:right;font-size:8.5pt">Fecha: 9 de febrero de 2026<br>N.º de cuenta: TPH-30917762<br>Referencia: ES-2026-4418</div></div>
<div style="margin:22px 0 16px;line-height:1.25">MARÍA ELENA CARRASCO<br>1519 S 34th St, Apt B<br>Kansas City, KS 66106</div>
<div class="wrap"><div class="main">
<p><b>Asunto: Oferta de liquidación de su cuenta</b></p>
<p>Estimada Sra. María Elena Carrasco:</p>
<p>Tallgrass Portfolio Holdings, LLC es el propietario actual de su cuenta de tarjeta de crédito abierta originalmente con Prairieview Bank, N.A. (acreedor original, cuenta terminada en 6620). Esta carta proviene de un cobrador de deudas.</p>
<p>Le recordamos que nuestros abogados, Castellano &amp; Pryor, LLC, presentaron una demanda en su contra en el Tribunal de Distrito del Condado de Wyandotte, Kansas (District Court of Wyandotte County, Kansas), caso No. WY-2026-LM-000913. Las costas judiciales ya pagadas ($193.00) no forman parte del saldo indicado abajo.</p>
<p><b>Saldo actual adeudado: $4,386.12</b></p>
<p>Para resolver esta cuenta antes de la audiencia, le ofrecemos liquidarla pagando solamente el <b>55 % del saldo actual</b> en un solo pago, o en hasta tres pagos mensuales. Si acepta y cumple con los pagos, pediremos que la demanda sea desestimada.</p>
<p>Esta oferta vence el 13 de marzo de 2026. No estamos obligados a renovarla. Para aceptar, llame al (816) 555-0145 o escriba a pagos@tallgrassph.com. Si tiene un abogado, comuníquele esta carta.</p>
<p>Atentamente,<br>Departamento de Cuentas Legales<br>Tallgrass Portfolio Holdings, LLC</p></div>
<div class="side"><div style="font-weight:bold">SU OFERTA</div><div class="big">55 %</div>del saldo actual<br><br><b>Descuento:</b> 45 %<br><b>Vence:</b> 13/03/2026<br><br><b>Cuenta:</b> TPH-30917762<br><b>Acreedor original:</b> Prairieview Bank, N.A.<br><b>Acreedor actual:</b> Tallgrass Portfolio Holdings, LLC<br><br><b>Caso:</b> WY-2026-LM-000913<br>
<span style="font-size:8pt">Secretaría del tribunal: 710 N. 7th St., Kansas City, KS 66101</span></div></div>
<div style="font-size:8pt;margin-top:18px;border-top:1px solid #999;padding-top:4px">Aviso: Esta comunicación proviene de un cobrador de deudas y es un intento de cobrar una deuda. Cualquier información obtenida será utilizada para ese fin. Para una copia en inglés, llame al (816) 555-0145.</div>"""
    return page("44px 56px", css, b)

LAYOUTS = {"01": d01, "02": d02, "03": d03, "04": d04, "05": d05, "06": d06, "07": d07, "08": d08, "09": d09, "10": d10}
