from common import page

DOCS = []

# ---------------------------------------------------------------- 01 Kentucky
DOCS.append(dict(
 id="01", state="KY", kind="summons", layout="centred-heading-lines + caption box, pro se plaintiff",
 font="Liberation Serif",
 expected=dict(customer_name="Gregory Allen Mattingly III", plaintiff_name="Highview Family Dentistry, PLLC",
   law_firm_name=None, lawyer_email=None, lawsuit_state="KY", lawsuit_amount=1842.50, civil_number="26-S-004817",
   court_name="Commonwealth of Kentucky, Jefferson District Court, Small Claims Division",
   customer_street="2718 Cedar Brook Way", customer_city="Louisville", customer_state="KY", customer_zip_code="40220",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=101, bg="wood", keystone=0.03, rot=-1.2, fill=0.86, blur=0.7, noise=0.35, quality=78, cast="#ffdcb0", cast_pct=7, hand=False, dim=False),
 html=page("""
<div class="c b" style="font-size:13pt;letter-spacing:1px">COMMONWEALTH OF KENTUCKY</div>
<div class="c b" style="font-size:13pt">JEFFERSON DISTRICT COURT</div>
<div class="c b" style="font-size:12pt">SMALL CLAIMS DIVISION</div>
<div class="c" style="font-size:9.5pt;margin-bottom:10px">Hall of Justice, 600 West Jefferson Street, Louisville, Kentucky 40202 &nbsp;&middot;&nbsp; Clerk (502) 555-0110</div>
<table style="width:100%;border:1.6px solid #000;margin-bottom:10px">
<tr><td style="width:62%;border-right:1.6px solid #000;padding:8px 10px;vertical-align:top">
  <div style="font-size:9pt">CLAIMANT</div>
  <div class="b">HIGHVIEW FAMILY DENTISTRY, PLLC</div>
  <div>4120 Fern Valley Crossing, Suite 6<br>Louisville, KY 40219 &nbsp; (502) 555-0163</div>
  <div style="font-size:9pt;margin-top:3px">appearing without counsel, by Dr. Alana B. Whitcomb, Managing Member</div>
  <div class="c" style="margin:6px 0">&mdash; against &mdash;</div>
  <div style="font-size:9pt">RESPONDENT</div>
  <div class="b">GREGORY ALLEN MATTINGLY III</div>
  <div>2718 Cedar Brook Way<br>Louisville, KY 40220</div>
</td><td style="vertical-align:top;padding:8px 10px">
  <div style="font-size:9pt">CASE NUMBER</div>
  <div class="b" style="font-size:14pt;margin-bottom:8px">26-S-004817</div>
  <div style="font-size:9pt">PATIENT ACCOUNT</div>
  <div style="margin-bottom:8px">HFD-0093317</div>
  <div style="font-size:9pt">DATE FILED</div>
  <div style="margin-bottom:8px">January 4, 2027</div>
  <div style="font-size:9pt">DIVISION</div>
  <div>Small Claims &ndash; Room 202</div>
</td></tr></table>
<div class="c b" style="font-size:15pt;letter-spacing:3px;margin:4px 0 8px">SUMMONS</div>
<p><b>THE COMMONWEALTH OF KENTUCKY TO THE ABOVE-NAMED RESPONDENT:</b></p>
<p>You are hereby notified that a claim has been filed against you in the Small Claims Division of the Jefferson
District Court. The claimant states that you owe the sum of <b>$1,842.50</b> for dental services rendered between
March 11, 2026 and June 2, 2026 on the account shown above, which remains unpaid after written demand.</p>
<table style="margin:4px 0 10px 30px;font-size:10.5pt">
<tr><td style="padding:1px 14px 1px 0">Amount of claim</td><td class="r">$1,842.50</td></tr>
<tr><td style="padding:1px 14px 1px 0">Filing fee paid by claimant</td><td class="r">$56.00</td></tr>
<tr><td style="padding:1px 14px 1px 0">Sheriff / certified mail service</td><td class="r">$12.00</td></tr>
<tr><td style="padding:1px 14px 1px 0;border-top:1px solid #000">Total including costs</td><td class="r" style="border-top:1px solid #000">$1,910.50</td></tr>
</table>
<p><b>You have twenty (20) days</b> after this summons is served on you to file a written answer or counterclaim with
the Clerk of the Jefferson District Court at the address above. If you do not answer or appear at the hearing
set below, judgment may be entered against you for the amount claimed plus court costs.</p>
<p>HEARING: <b>Tuesday, February 23, 2027, at 1:00 p.m.</b>, Courtroom 202, Hall of Justice.</p>
<p>You may settle with the claimant before the hearing. Small claims cases are heard without a jury; either party
may bring witnesses, receipts, and other papers. The Clerk cannot give legal advice.</p>
<table style="width:100%;margin-top:16px;font-size:10.5pt"><tr>
<td style="width:50%;vertical-align:top">Date: January 4, 2027<br><br>
MARIAN T. ASHBY, CIRCUIT COURT CLERK<br>By: ______________________, D.C.</td>
<td style="vertical-align:top">RETURN OF SERVICE<br>
This summons was served by delivering a copy and the claim to the respondent on ______________, 20___.<br><br>
______________________ Sheriff / Officer</td></tr></table>
<div style="position:absolute;bottom:30px;left:62px;right:62px;font-size:8.5pt;border-top:1px solid #000;padding-top:3px">
AOC-S-105 (style) &nbsp;&nbsp; Small Claims Summons &nbsp;&nbsp; Claimant copy &middot; Respondent copy &middot; Court copy</div>
""", "'Liberation Serif', serif", "11pt")))

# ---------------------------------------------------------------- 02 Missouri
DOCS.append(dict(
 id="02", state="MO", kind="petition", layout="paren-column caption, petition on account with return date",
 font="Liberation Sans",
 expected=dict(customer_name="Daniel Pierce Okafor", plaintiff_name="Cobalt Ridge Receivables Fund III, LP",
   law_firm_name="Hartwell, Boone & Pruitt, LLC", lawyer_email="lstiles@hbplaw-mo.com", lawsuit_state="MO",
   lawsuit_amount=3276.41, civil_number="2631-AC04417",
   court_name="Associate Circuit Court of Greene County, Missouri",
   customer_street="3318 S Kimbrough Ave", customer_city="Springfield", customer_state="MO", customer_zip_code="65807",
   determine_if_lawsuit_exists=True),
 aliases=dict(customer_name="Okafor, Daniel Pierce"),
 photo=dict(seed=202, bg="fabric", keystone=0.055, rot=2.3, fill=0.82, blur=0.9, noise=0.5, quality=70, cast="#c8e0ff", cast_pct=8, hand=True, dim=False),
 html=page("""
<div class="c b" style="font-size:12pt">IN THE ASSOCIATE CIRCUIT COURT OF GREENE COUNTY, MISSOURI</div>
<div class="c" style="font-size:9pt;margin-bottom:14px">Judicial Courts Facility, 1010 North Boonville Avenue, Springfield, MO 65802</div>
<table style="width:100%;font-size:10.5pt;margin-bottom:12px"><tr>
<td style="width:58%;vertical-align:top;line-height:1.35">
COBALT RIDGE RECEIVABLES FUND III, LP,<br>
as assignee of Meridian Bank, N.A.,<br>
1800 Commerce Park Drive, Suite 300<br>
Wilmington, DE 19801,<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>
v.<br><br>
OKAFOR, DANIEL PIERCE<br>
3318 S Kimbrough Ave<br>
Springfield, MO 65807,<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:4%;vertical-align:top;line-height:1.35">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="vertical-align:top;line-height:1.35"><br><br>Case No. <b>2631-AC04417</b><br><br>Division No. 3<br><br>
Original creditor acct.<br>ending 7714<br><br>Firm file HB-26-30981</td></tr></table>
<div class="c b" style="font-size:12pt;margin-bottom:2px">PETITION ON ACCOUNT</div>
<div class="c b" style="font-size:10.5pt;margin-bottom:10px">RETURN DATE: February 17, 2027, at 9:00 a.m.</div>
<div style="font-size:10pt">
<p>COMES NOW Plaintiff, by and through its attorneys, and for its Petition on Account against Defendant states:</p>
<p>1. Plaintiff is a Delaware limited partnership and is the assignee and current owner of the credit card account
opened by Defendant with Meridian Bank, N.A. (the &ldquo;Account&rdquo;).</p>
<p>2. Defendant is a resident of Greene County, Missouri, and venue is proper in this Court under &sect; 508.010 RSMo.</p>
<p>3. Defendant used the Account, received monthly statements, and failed to pay. The Account was charged off on
April 30, 2025, and sold and assigned to Plaintiff on September 18, 2025. A statement of account is attached as Exhibit A.</p>
<p>4. After all just credits and offsets, there is due and owing on the Account the principal balance of
<b>$3,276.41</b> (Three Thousand Two Hundred Seventy-Six and 41/100 Dollars).</p>
<p>5. Plaintiff separately claims prejudgment interest at the statutory rate of nine percent (9%) per annum from
September 18, 2025, which through the date of filing amounts to $412.88, and which is not included in the principal
stated above.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of $3,276.41, prejudgment interest
of $412.88, court costs (filing fee $82.50; service $45.00), for a total of $3,816.79, and for such other relief as the
Court deems just.</p>
</div>
<table style="width:100%;margin-top:10px;font-size:10pt"><tr><td style="width:45%"></td><td style="line-height:1.3">
Respectfully submitted,<br><b>HARTWELL, BOONE &amp; PRUITT, LLC</b><br><br>
/s/ Lauren M. Stiles<br>
Lauren M. Stiles, MO Bar #61847<br>
Grant M. Pruitt, MO Bar #55902<br>
2150 E. Sunshine St., Suite 410, Springfield, MO 65804<br>
Tel. (417) 555-0127 &nbsp; Fax (417) 555-0128<br>
lstiles@hbplaw-mo.com<br>
Service: efile@hbplaw-mo.com<br>
ATTORNEYS FOR PLAINTIFF</td></tr></table>
<div style="position:absolute;bottom:26px;left:62px;right:62px;font-size:8pt;color:#333">This communication is from a debt collector. &nbsp; Greene County Circuit Clerk: civil filings (417) 555-0100.</div>
""", "'Liberation Sans', sans-serif", "10.5pt")))

# ---------------------------------------------------------------- 03 Mississippi
MS_CSS = """
.grid td { border:1px solid #000; padding:4px 6px; vertical-align:top; }
.lab { font-size:8pt; display:block; letter-spacing:0.5px; }
"""
DOCS.append(dict(
 id="03", state="MS", kind="summons", layout="monospace form grid, split case number, trial date",
 font="Nimbus Mono PS",
 expected=dict(customer_name="Tamika R. Hollins", plaintiff_name="Delta Crest Funding, LLC",
   law_firm_name="Sumrall Keys & Odom, PLLC", lawyer_email="bkeys@sumrallkeys.com", lawsuit_state="MS",
   lawsuit_amount=2145.90, civil_number="J2-CV-26-00418",
   court_name="Justice Court of Hinds County, Mississippi",
   customer_street="1846 Wiggins Rd", customer_city="Jackson", customer_state="MS", customer_zip_code="39209",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=303, bg="desk", keystone=0.02, rot=-3.1, fill=0.9, blur=1.1, noise=0.6, quality=62, cast="#fff0c0", cast_pct=10, hand=False, dim=False),
 html=page("""
<div class="c b" style="font-size:12pt">IN THE JUSTICE COURT OF HINDS COUNTY, MISSISSIPPI</div>
<div class="c" style="font-size:9pt">407 East Pascagoula Street, Jackson, MS 39201 &middot; Telephone (601) 555-0114</div>
<div class="c b" style="font-size:14pt;margin:8px 0 8px;letter-spacing:4px">SUMMONS</div>
<table class="grid" style="width:100%;font-size:10pt">
<tr><td colspan="2" style="width:72%"><span class="lab">PLAINTIFF (NAME / ADDRESS)</span>
DELTA CREST FUNDING, LLC, a Delaware limited liability company<br>PO Box 55019, Ridgeland, MS 39157</td>
<td rowspan="2"><span class="lab">CASE NO.</span><b style="font-size:13pt">J2-CV-26-<br>00418</b><br><br>
<span class="lab">DISTRICT</span>Two (2)</td></tr>
<tr><td><span class="lab">DEFENDANT 1</span>TAMIKA R. HOLLINS<br>1846 Wiggins Rd<br>Jackson, MS 39209</td>
<td><span class="lab">DEFENDANT 2</span>MARCUS D. HOLLINS<br>1846 Wiggins Rd<br>Jackson, MS 39209</td></tr>
<tr><td><span class="lab">ACCOUNT / REFERENCE</span>DCF-4471-0092 / Ref 88213</td>
<td><span class="lab">ORIGINAL CREDITOR</span>Pinebelt Furniture Credit</td>
<td><span class="lab">DATE ISSUED</span>01/05/2027</td></tr>
<tr><td><span class="lab">PRINCIPAL CLAIMED</span><b>$2,145.90</b></td>
<td><span class="lab">COURT COSTS ADVANCED</span>$95.00 (filing) + $25.00 (service)</td>
<td><span class="lab">TOTAL W/ COSTS</span>$2,265.90</td></tr>
</table>
<div style="font-size:10pt;margin-top:10px">
<p><b>THE STATE OF MISSISSIPPI</b><br>TO ANY CONSTABLE OF HINDS COUNTY, GREETINGS:</p>
<p>You are commanded to summon the Defendant(s) named above to appear before the Justice Court of Hinds County,
Mississippi, District Two, at the courtroom located at 407 East Pascagoula Street, Jackson, Mississippi, on</p>
<table class="grid" style="width:100%;margin:6px 0 10px"><tr>
<td><span class="lab">TRIAL DATE</span><b>WEDNESDAY, FEBRUARY 24, 2027</b></td>
<td><span class="lab">TIME</span><b>9:00 A.M.</b></td>
<td><span class="lab">COURTROOM</span>B</td></tr></table>
<p>then and there to answer the complaint of the Plaintiff for an open account in the principal sum of $2,145.90,
together with court costs. Interest claimed separately at the legal rate: $118.40.</p>
<p>NOTICE TO DEFENDANT: IF YOU FAIL TO APPEAR AT THE TIME AND PLACE STATED ABOVE, A JUDGMENT BY DEFAULT MAY BE
ENTERED AGAINST YOU FOR THE RELIEF DEMANDED IN THE COMPLAINT.</p>
</div>
<table class="grid" style="width:100%;font-size:9.5pt;margin-top:6px">
<tr><td style="width:55%"><span class="lab">ATTORNEY FOR PLAINTIFF</span>
Brandon T. Keys, MSB No. 104223<br>SUMRALL KEYS &amp; ODOM, PLLC<br>
200 S. Lamar St., Suite 800, Jackson, MS 39201<br>(601) 555-0172<br>bkeys@sumrallkeys.com</td>
<td><span class="lab">CLERK</span>Issued under my hand and seal<br><br>______________________<br>Deputy Clerk<br>
justicecourt.civil@hinds-jc.org</td></tr>
<tr><td colspan="2"><span class="lab">OFFICER'S RETURN</span>Personally served ____ / Left with family member over 16 ____ /
Not found ____ &nbsp; Date: ________ &nbsp; Constable: ______________</td></tr>
</table>
""", "'Nimbus Mono PS', monospace", "10pt", MS_CSS)))

# ---------------------------------------------------------------- 04 Louisiana
LA_CSS = """
.band { background:#111; color:#fff; text-align:center; font-weight:bold; font-size:17pt; letter-spacing:6px; padding:5px 0; margin:8px 0 10px; }
.stamp { position:absolute; border:3px solid #b0122a; color:#b0122a; font-weight:bold; font-family:'Liberation Sans',sans-serif;
  padding:4px 10px; transform:rotate(-11deg); opacity:0.78; text-align:center; font-size:12pt; line-height:1.15; }
"""
DOCS.append(dict(
 id="04", state="LA", kind="citation", layout="two-column Louisiana caption, white-on-black band, stamp over amount",
 font="Liberation Sans Narrow",
 expected=dict(customer_name="Remy Joseph Thibodeaux, Jr.", plaintiff_name="Capitol Bayou Credit, LLC",
   law_firm_name="Guidry Landry & Broussard, L.L.C.", lawyer_email="cbroussard@glb-law.com", lawsuit_state="LA",
   lawsuit_amount=1604.22, civil_number="2026-C-01187",
   court_name="City Court of Lafayette, Parish of Lafayette, State of Louisiana",
   customer_street="208 Bonaventure Lane", customer_city="Lafayette", customer_state="LA", customer_zip_code="70506",
   determine_if_lawsuit_exists=True),
 photo=dict(seed=404, bg="wood", keystone=0.07, rot=0.8, fill=0.8, blur=0.6, noise=0.4, quality=82, cast="#ffd0d0", cast_pct=6, hand=False, dim=False),
 html=page("""
<div class="c b" style="font-size:14pt">CITY COURT OF LAFAYETTE</div>
<div class="c b" style="font-size:12pt">PARISH OF LAFAYETTE</div>
<div class="c b" style="font-size:12pt">STATE OF LOUISIANA</div>
<div class="c" style="font-size:9.5pt">105 East Convent Street, Lafayette, Louisiana 70501 &middot; (337) 555-0119 &middot; civil@lafayettecitycourt.org</div>
<div class="band">CITATION</div>
<table style="width:100%;font-size:11.5pt;margin-bottom:10px;border-top:1.5px solid #000;border-bottom:1.5px solid #000"><tr>
<td style="width:60%;padding:8px 0;vertical-align:top;border-right:1px solid #000">
<b>CAPITOL BAYOU CREDIT, LLC</b><br>as assignee of Acadiana Appliance &amp; Electronics<br><br>
<span style="padding-left:90px">VERSUS</span><br><br>
<b>REMY JOSEPH THIBODEAUX, JR.</b><br>and TESSA M. THIBODEAUX</td>
<td style="padding:8px 0 8px 16px;vertical-align:top">
SUIT NO. <b style="font-size:13pt">2026-C-01187</b><br><br>DIVISION &ldquo;B&rdquo;<br><br>
FILED: January 6, 2027<br>Acct. Ref. CBC-118-40276</td></tr></table>
<p><b>TO: REMY JOSEPH THIBODEAUX, JR.</b><br>208 Bonaventure Lane<br>Lafayette, LA 70506</p>
<p style="position:relative">You are hereby cited to comply with the demand contained in the Petition on Open Account, a certified copy of
which accompanies this citation, in which Plaintiff seeks judgment in the principal sum of
<b>$1,604.22</b> (ONE THOUSAND SIX HUNDRED FOUR AND 22/100 DOLLARS), together with legal interest from date of judicial
demand, attorney fees of twenty-five percent (25%) of principal and interest, and all costs of these proceedings,
or to make an appearance, either by filing a pleading or otherwise, in the City Court of Lafayette, within
<b>fifteen (15) days</b> after service hereof, under penalty of default.</p>
<p>Court costs deposited by Plaintiff: $148.50. Attorney fees claimed: $401.06. These amounts are not part of the principal.</p>
<p>WITNESS the Honorable Judge of said Court, at Lafayette, Louisiana, this 6th day of January, 2027.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:50%;vertical-align:top">
_____________________________<br>Deputy Clerk of Court<br>City Court of Lafayette</td>
<td style="vertical-align:top">Requested by:<br><b>GUIDRY LANDRY &amp; BROUSSARD, L.L.C.</b><br>
Claire M. Broussard (La. Bar Roll No. 35561)<br>600 Jefferson Street, Suite 1200<br>Lafayette, LA 70501<br>
Tel. (337) 555-0146<br>cbroussard@glb-law.com<br>Paralegal: jhebert@glb-law.com</td></tr></table>
<div style="margin-top:10px;border:1px solid #000;padding:6px;font-size:10pt">SERVICE INFORMATION &mdash; Received on ______ and on ______
served a copy of the above described papers on the within named by ( ) personal ( ) domiciliary service.
Marshal, City of Lafayette: __________________</div>
<div class="stamp" style="left:478px;top:440px">RECEIVED<br>JAN 12 2027<br>MARSHAL'S OFFICE</div>
""", "'Liberation Sans Narrow', sans-serif", "11.5pt", LA_CSS)))
