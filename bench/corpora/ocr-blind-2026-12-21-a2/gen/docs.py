#!/usr/bin/env python3
"""Data for the 10 documents + one HTML layout function per document. Writes html/NN.html and ../truth.json."""
import json, os, html as H
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

def money(x): return f"${x:,.2f}"

BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:816px 1056px;margin:0}
html,body{margin:0;padding:0;width:816px;height:1056px;overflow:hidden;background:#fff;color:#111}
body{position:relative;font-family:%(font)s;font-size:%(size)s}
.pg{position:absolute;left:%(ml)s;right:%(ml)s;top:%(mt)s;bottom:40px}
p{margin:0 0 6px 0} .c{text-align:center} .r{text-align:right} .b{font-weight:bold} .u{text-decoration:underline}
table{border-collapse:collapse}
%(css)s
</style></head><body>%(body)s</body></html>"""

def page(font, size, body, css="", ml="72px", mt="56px"):
    return BASE % dict(font=font, size=size, body=body, css=css, ml=ml, mt=mt)

DOCS = []
def doc(**kw):
    DOCS.append(kw); return kw

# ---------------------------------------------------------------- 01 Alaska small claims, caption box, pro se plaintiff
D01 = doc(id="01", state="AK", kind="small claims complaint", layout="caption box, pro se plaintiff",
  font="Liberation Serif", css_font="'Liberation Serif', serif", size="11pt",
  expected=dict(customer_name="Janelle R. Kowalski", plaintiff_name="Chugach Appliance & Furniture, Inc.",
    law_firm_name=None, lawyer_email=None, lawsuit_state="AK", lawsuit_amount=3418.62,
    civil_number="3AN-26-05127SC", court_name="District Court for the State of Alaska at Anchorage",
    customer_street="2718 Lore Road, Apt. 4B", customer_city="Anchorage", customer_state="AK",
    customer_zip_code="99507", determine_if_lawsuit_exists=True))

def L01(d):
    e = d["expected"]
    css = """.cap{width:100%;border:1.5px solid #000;margin:10px 0 12px 0}.cap td{border:1.5px solid #000;vertical-align:top;padding:8px 10px}
    .ln{display:inline-block;border-bottom:1px solid #000;min-width:120px}.amt td{padding:2px 8px}.sm{font-size:9pt}"""
    b = f"""<div class="pg">
<p class="c b" style="font-size:12.5pt;margin-bottom:0">IN THE DISTRICT COURT FOR THE STATE OF ALASKA</p>
<p class="c b" style="font-size:12.5pt">AT ANCHORAGE</p>
<p class="c sm">Nesbett Courthouse &middot; 825 W. 4th Avenue, Anchorage, AK 99501 &middot; Small Claims Clerk: anchsc.clerk@courts-ak.example</p>
<table class="cap"><tr><td style="width:62%">
<b>CHUGACH APPLIANCE &amp; FURNITURE, INC.</b><br>5600 Old Seward Highway, Anchorage, AK 99518<br>Phone (907) 555-0142<br><i>Plaintiff (appearing without an attorney),</i><br><br>vs.<br><br>
<b>JANELLE R. KOWALSKI</b><br>2718 Lore Road, Apt. 4B<br>Anchorage, AK 99507<br>and<br><b>TOMAS KOWALSKI</b><br>same address<br><i>Defendants.</i></td>
<td><span class="sm">CASE NO.</span><br><b style="font-size:13pt">3AN-26-05127SC</b><br><br><span class="sm">Store Account No.</span><br>CAF-0088-41723<br><br><span class="sm">Filing fee paid</span><br>$60.00<br><br><span class="sm">Service method</span><br>Certified mail, restricted</td></tr></table>
<p class="c b" style="font-size:13pt;letter-spacing:1px">SMALL CLAIMS COMPLAINT</p>
<p>1. Plaintiff is an Alaska corporation doing business at the address above and is represented in this case by its office manager under Small Claims Rule 7, not by a lawyer.</p>
<p>2. On March 14, 2025 defendant Janelle R. Kowalski bought a refrigerator, range and dining set on the store's revolving installment account and agreed to pay for them in monthly installments.</p>
<p>3. Defendant stopped paying after the payment of September 2, 2025. Tomas Kowalski signed the account as a co-buyer.</p>
<p>4. Plaintiff asks the court for judgment against the defendants as follows:</p>
<table class="amt" style="margin:0 0 8px 30px">
<tr><td>Principal balance owed on the account</td><td class="r">$3,418.62</td></tr>
<tr><td>Contract interest at 18% (stated separately)</td><td class="r">$211.40</td></tr>
<tr><td>Court filing fee</td><td class="r">$60.00</td></tr>
<tr><td>Service costs</td><td class="r">$22.50</td></tr>
<tr><td class="b">Total with interest and costs</td><td class="r b">$3,712.52</td></tr></table>
<p>5. The amount claimed does not exceed the $10,000 small claims limit. Plaintiff has not received any payment since the last payment stated above.</p>
<p style="margin-top:14px">I declare under penalty of perjury that the information in this complaint is true.</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%">Dated: January 9, 2026</td>
<td><div class="ln" style="width:260px;font-family:'Dancing Script';font-size:16pt">Darlene M. Foss</div><br>Darlene M. Foss, Office Manager<br>for Plaintiff Chugach Appliance &amp; Furniture, Inc.<br>dfoss@chugachappliance.example</td></tr></table>
<p class="sm" style="margin-top:22px;border-top:1px solid #000;padding-top:4px">SC-2 (Rev. 4/25) &nbsp; Small Claims Complaint &nbsp;&nbsp; Alaska Court System &nbsp;&nbsp; Civil Rule 5 &nbsp;&nbsp; Page 1 of 1</p>
</div>"""
    return page(d["css_font"], d["size"], b, css)

# ---------------------------------------------------------------- 02 Alaska district court civil, ")" column caption, attorney block top-left
D02 = doc(id="02", state="AK", kind="complaint", layout="paren-column caption under attorney block",
  font="Nimbus Sans", css_font="'Nimbus Sans', sans-serif", size="10.5pt",
  expected=dict(customer_name="Gideon P. Renault, Jr.", plaintiff_name="Midnight Sun Receivables Trust 2019-B",
    law_firm_name="Brannock & Tealy, P.C.", lawyer_email="mtealy@brannocktealy.com", lawsuit_state="AK",
    lawsuit_amount=7904.15, civil_number="4FA-26-01188CI",
    court_name="District Court for the State of Alaska Fourth Judicial District at Fairbanks",
    customer_street="1543 Hilton Avenue", customer_city="Fairbanks", customer_state="AK",
    customer_zip_code="99701", determine_if_lawsuit_exists=True))

def L02(d):
    css = """.pc td{vertical-align:top;padding:0}.pc .p{width:14px;text-align:center}.lines{background:repeating-linear-gradient(#fff 0 21px,#fff 21px)}
    .num{position:absolute;left:-40px;width:24px;text-align:right;color:#555;font-size:8.5pt}"""
    rows = "".join(f"<tr><td class='p'>)</td></tr>" for _ in range(13))
    b = f"""<div class="pg" style="border-left:2px double #000;padding-left:14px">
<p style="line-height:1.25">Marcus J. Tealy, ABA No. 1409032<br>BRANNOCK &amp; TEALY, P.C.<br>3003 Minnesota Drive, Suite 410<br>Anchorage, Alaska 99503<br>Tel. (907) 555-0117 &middot; Fax (907) 555-0118<br>mtealy@brannocktealy.com<br>Service copies: filings@brannocktealy.com<br>Attorneys for Plaintiff</p>
<p class="c b" style="margin-top:14px;margin-bottom:0">IN THE DISTRICT COURT FOR THE STATE OF ALASKA</p>
<p class="c b">FOURTH JUDICIAL DISTRICT AT FAIRBANKS</p>
<table class="pc" style="width:100%;margin-top:8px"><tr>
<td style="width:58%;line-height:1.3">MIDNIGHT SUN RECEIVABLES TRUST 2019-B, by Polar Trust Services, N.A., not in its individual capacity but solely as owner trustee,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>GIDEON P. RENAULT, JR.,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td class="p" style="width:14px;line-height:1.3">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td style="padding-left:14px;vertical-align:middle;line-height:1.5">Case No. 4FA-26-01188CI<br><br>Account ending 7731<br>Trust ref. MSR-19B-004417</td></tr></table>
<p class="c b u" style="margin-top:12px">COMPLAINT FOR MONEY DUE ON ACCOUNT</p>
<p>Plaintiff, through counsel, alleges:</p>
<p>1. Defendant Gideon P. Renault, Jr. resides at 1543 Hilton Avenue, Fairbanks, AK 99701, within the Fourth Judicial District. Venue is proper under Civil Rule 3.</p>
<p>2. Defendant opened a consumer credit card account with Aurora Borealis Bank, which charged off the account on June 30, 2025 and sold it, with all rights, to Plaintiff on August 12, 2025.</p>
<p>3. Defendant used the account and failed to pay as agreed. After all payments and credits, the unpaid principal balance is $7,904.15.</p>
<p>4. Plaintiff separately claims prejudgment interest at the statutory rate of 10.5%, computed to the filing date at $1,126.40, and will seek costs and Civil Rule 82 attorney's fees after judgment.</p>
<p><b>WHEREFORE</b>, Plaintiff asks for judgment against Defendant for the principal sum of $7,904.15; prejudgment interest; court costs, including the $150.00 filing fee; Rule 82 attorney's fees; and other just relief.</p>
<p style="margin-top:10px">DATED at Anchorage, Alaska, January 15, 2026.</p>
<p style="margin-left:330px;line-height:1.3">BRANNOCK &amp; TEALY, P.C.<br>Attorneys for Plaintiff<br><br>By: <span style="font-family:'Dancing Script';font-size:15pt">M. Tealy</span><br>Marcus J. Tealy, ABA No. 1409032<br>Paralegal: Ina Whitfield, iwhitfield@brannocktealy.com</p>
<p style="position:absolute;bottom:0;left:14px;right:0;font-size:8.5pt;border-top:1px solid #000;padding-top:3px">Complaint &mdash; <i>Midnight Sun Receivables Trust 2019-B v. Renault</i>, Case No. 4FA-26-01188CI &nbsp;&nbsp;&nbsp; Page 1 of 1</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="86px", mt="48px")

# ---------------------------------------------------------------- 03 Montana justice court, form grid, handwriting fill-ins
D03 = doc(id="03", state="MT", kind="complaint (justice court form)", layout="form grid with handwritten fill-ins",
  font="Liberation Sans + Dancing Script", css_font="'Liberation Sans', sans-serif", size="9.5pt",
  expected=dict(customer_name="Dakota L. Whitehorse", plaintiff_name="Big Sky Recovery Partners, LLC",
    law_firm_name="Halvorsen Lund PLLC", lawyer_email="kbrekke@halvorsenlund.com", lawsuit_state="MT",
    lawsuit_amount=2276.90, civil_number="CV-2026-00618",
    court_name="Justice Court of Yellowstone County, State of Montana",
    customer_street="2209 Custer Avenue", customer_city="Billings", customer_state="MT",
    customer_zip_code="59102", determine_if_lawsuit_exists=True))

def L03(d):
    css = """.g{width:100%;border:1.6px solid #000}.g td{border:1px solid #000;vertical-align:top;padding:3px 6px;height:34px}
    .lb{font-size:7.5pt;text-transform:uppercase;color:#222;display:block;letter-spacing:.3px}
    .hw{font-family:'Dancing Script',cursive;font-size:15pt;color:#1b2a8a;line-height:1.1}
    .box{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:4px;vertical-align:-1px;text-align:center;line-height:10px;font-size:9pt}"""
    hw = lambda s: f"<span class='hw'>{s}</span>"
    b = f"""<div class="pg">
<table style="width:100%"><tr><td style="width:70%"><div class="b" style="font-size:12pt">JUSTICE COURT OF YELLOWSTONE COUNTY, STATE OF MONTANA</div>
<div style="font-size:8.5pt">217 N. 27th Street, Room 603 &middot; Billings, MT 59101 &middot; (406) 555-0163 &middot; justicecourt.civil@yellowstone-mt.example</div></td>
<td style="border:1.6px solid #000;padding:4px 6px"><span class="lb">Case number</span>{hw("CV-2026-00618")}</td></tr></table>
<div class="c b" style="font-size:13pt;margin:10px 0 6px 0;letter-spacing:2px">COMPLAINT &mdash; CIVIL (DEBT)</div>
<table class="g">
<tr><td colspan="2" style="background:#eee" class="b">1. PLAINTIFF</td></tr>
<tr><td style="width:55%"><span class="lb">Name</span>{hw("Big Sky Recovery Partners, LLC, a Montana limited liability company")}</td>
<td><span class="lb">Address</span>{hw("1120 Grand Ave., Billings, MT 59102")}</td></tr>
<tr><td colspan="2" style="background:#eee" class="b">2. DEFENDANT(S)</td></tr>
<tr><td><span class="lb">Name (last, first, middle)</span>{hw("Whitehorse, Dakota L.")}</td>
<td><span class="lb">Street address / apt.</span>{hw("2209 Custer Avenue")}</td></tr>
<tr><td><span class="lb">City</span>{hw("Billings")}</td><td><table style="width:100%"><tr><td style="border:0;padding:0;height:auto"><span class="lb">State</span>{hw("MT")}</td><td style="border:0;padding:0;height:auto"><span class="lb">ZIP</span>{hw("59102")}</td><td style="border:0;padding:0;height:auto"><span class="lb">Date of birth</span>{hw("on file")}</td></tr></table></td></tr>
<tr><td><span class="lb">Second defendant (if any)</span>{hw("Renee Whitehorse")}</td><td><span class="lb">Address</span>{hw("same as above")}</td></tr>
<tr><td colspan="2" style="background:#eee" class="b">3. CLAIM</td></tr>
<tr><td><span class="lb">Principal amount owed</span>{hw("$2,276.90")}</td><td><span class="lb">Interest claimed separately</span>{hw("$184.37")}</td></tr>
<tr><td><span class="lb">Filing fee</span>{hw("$120.00")}</td><td><span class="lb">Total demanded (principal + interest + fees)</span>{hw("$2,581.27")}</td></tr>
<tr><td colspan="2" style="height:60px"><span class="lb">Basis of claim</span>{hw("Unpaid balance on a medical services account assigned by Beartooth Family Clinic. Account 55-20931-B. Last payment 04/18/2025.")}</td></tr>
<tr><td colspan="2" style="background:#eee" class="b">4. ATTORNEY FOR PLAINTIFF</td></tr>
<tr><td><span class="lb">Attorney / firm</span>{hw("Kari Brekke, Halvorsen Lund PLLC")}</td><td><span class="lb">Attorney ID / bar no.</span>{hw("MT Bar 38817")}</td></tr>
<tr><td><span class="lb">Firm address</span>{hw("490 N. 31st St., Ste. 200, Billings, MT 59101")}</td><td><span class="lb">Attorney e-mail</span>{hw("kbrekke@halvorsenlund.com")}</td></tr>
<tr><td><span class="lb">Phone</span>{hw("(406) 555-0128")}</td><td><span class="lb">Office e-mail for notices</span>{hw("docket@halvorsenlund.com")}</td></tr>
</table>
<p style="margin-top:8px"><span class="box">&#10003;</span>Plaintiff demands judgment for the amount above, with costs. <span class="box"></span>Jury demanded.</p>
<p>I certify the information above is true and correct to the best of my knowledge.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:45%;border-bottom:1px solid #000">{hw("01/20/2026")}</td><td style="width:10%"></td><td style="border-bottom:1px solid #000">{hw("Kari Brekke")}</td></tr>
<tr><td class="lb">Date</td><td></td><td class="lb">Signature of plaintiff or attorney</td></tr></table>
<div style="margin-top:14px;border:1px dashed #000;padding:5px;font-size:8.5pt"><b>FOR COURT USE ONLY</b> &nbsp; Fee received: $120.00 &nbsp; Receipt #JC-44871 &nbsp; Clerk: ____ &nbsp; Set for answer: 21 days after service</div>
<div style="position:absolute;bottom:0;font-size:7.5pt">JC-CV-1 (rev. 07/2024) Justice Court Civil Complaint</div>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="60px", mt="44px")

# ---------------------------------------------------------------- 04 Montana district court, letterhead above two-column caption
D04 = doc(id="04", state="MT", kind="summons and complaint", layout="letterhead above two-column caption",
  font="EB Garamond", css_font="'EB Garamond', serif", size="12pt",
  expected=dict(customer_name="Harriet Anne Bjornstad", plaintiff_name="Glacier Point Funding SPV I, LLC",
    law_firm_name="Ostrander Kale & Wick, P.L.L.P.", lawyer_email="jwick@okwlaw.com", lawsuit_state="MT",
    lawsuit_amount=12480.33, civil_number="DV-32-2026-0000417-CK",
    court_name="Montana Fourth Judicial District Court, Missoula County",
    customer_street="615 South 5th Street West", customer_city="Missoula", customer_state="MT",
    customer_zip_code="59801", determine_if_lawsuit_exists=True))

def L04(d):
    css = """body{font-variant-numeric:lining-nums}.lh{text-align:center;border-bottom:3px double #333;padding-bottom:6px;margin-bottom:10px}
    .cap2{width:100%;margin:6px 0 10px 0}.cap2 td{vertical-align:top;padding:6px 10px}"""
    b = f"""<div class="pg">
<div class="lh"><div style="font-size:19pt;letter-spacing:3px">OSTRANDER KALE &amp; WICK, P.L.L.P.</div>
<div style="font-size:10pt">Attorneys at Law &middot; 301 West Spruce Street, Missoula, Montana 59802 &middot; (406) 555-0190</div>
<div style="font-size:10pt">Jonah R. Wick (MT Bar No. 40562) &middot; jwick@okwlaw.com &middot; e-service: efile@okwlaw.com</div></div>
<p class="c" style="font-size:13pt;margin-bottom:0">MONTANA FOURTH JUDICIAL DISTRICT COURT,</p>
<p class="c" style="font-size:13pt">MISSOULA COUNTY</p>
<table class="cap2"><tr>
<td style="width:55%;border-right:1px solid #000;border-bottom:1px solid #000">GLACIER POINT FUNDING SPV I, LLC, as assignee of Treasure State Bank,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;v.<br>HARRIET ANNE BJORNSTAD and<br>LEIF BJORNSTAD,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Cause No. DV-32-2026-0000417-CK<br><br>Hon. Judge Dept. 3<br><br><b>SUMMONS AND<br>COMPLAINT ON ACCOUNT</b><br><br><span style="font-size:10pt">Original acct. no. xxxx-xxxx-xxxx-2290</span></td></tr></table>
<p><b>THE STATE OF MONTANA SENDS GREETINGS TO THE ABOVE-NAMED DEFENDANT</b> Harriet Anne Bjornstad, 615 South 5th Street West, Missoula, MT 59801: You are summoned to answer the complaint in this action within 21 days after service, and to file your answer with the Clerk of District Court, 200 West Broadway, Missoula, MT 59802.</p>
<p class="c b" style="margin-top:8px">COMPLAINT</p>
<p>1. Plaintiff is a Delaware limited liability company that purchased the defendants' revolving credit account from Treasure State Bank on May 1, 2025.</p>
<p>2. Defendants used the account and defaulted. The principal balance due is <b>$12,480.33</b>.</p>
<p>3. Interest accrued after charge-off is claimed separately in the amount of $986.12. Plaintiff also seeks its costs of suit, including the $120.00 filing fee and $35.00 service fee, for a total with costs of $13,621.45.</p>
<p>WHEREFORE Plaintiff prays for judgment against Defendants, jointly and severally, for $12,480.33, separately stated interest, and costs.</p>
<p style="margin-top:8px">DATED this 22nd day of January, 2026.</p>
<p style="margin-left:340px">OSTRANDER KALE &amp; WICK, P.L.L.P.<br><br>/s/ Jonah R. Wick<br>Jonah R. Wick<br>Attorney for Plaintiff</p>
<p style="position:absolute;bottom:0;left:0;right:0;font-size:9.5pt;text-align:center;border-top:1px solid #000">Clerk of Court: clerk.dc4@missoula-mt.example &middot; Summons issued under seal of the Court</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="76px", mt="44px")

# ---------------------------------------------------------------- 05 Rhode Island district court small claims, separate centred heading lines, table of parties
D05 = doc(id="05", state="RI", kind="small claims notice of suit", layout="separate centred headings + table of parties",
  font="Liberation Sans Narrow", css_font="'Liberation Sans Narrow', sans-serif", size="11pt",
  expected=dict(customer_name="Luis A. Soto", plaintiff_name="Narragansett Bay Credit Union",
    law_firm_name="Pell & Carrow, LLP", lawyer_email="tcarrow@pellcarrow.com", lawsuit_state="RI",
    lawsuit_amount=1985.00, civil_number="6SC-2026-03391",
    court_name="State of Rhode Island, District Court, Sixth Division",
    customer_street="48 Pleasant Valley Parkway, Apt. 3", customer_city="Providence", customer_state="RI",
    customer_zip_code="02908", determine_if_lawsuit_exists=True))

def L05(d):
    css = """.tp{width:100%;border:1px solid #000;margin:8px 0}.tp th,.tp td{border:1px solid #000;padding:4px 6px;text-align:left;vertical-align:top}
    .tp th{background:#ddd;font-size:10pt}"""
    b = f"""<div class="pg">
<p class="c b" style="margin:0;font-size:13pt">STATE OF RHODE ISLAND</p>
<p class="c b" style="margin:0;font-size:13pt">DISTRICT COURT</p>
<p class="c b" style="margin:0 0 4px 0;font-size:13pt">SIXTH DIVISION</p>
<p class="c" style="font-size:9.5pt">Garrahy Judicial Complex, One Dorrance Plaza, Providence, RI 02903 &middot; Small Claims Clerk (401) 555-0175</p>
<table style="width:100%;margin-top:6px"><tr><td style="font-size:14pt" class="b">SMALL CLAIMS &mdash; NOTICE OF SUIT</td>
<td class="r">Small Claim No. <b>6SC-2026-03391</b><br><span style="font-size:9.5pt">Creditor ref. NBCU-LN-880412</span></td></tr></table>
<table class="tp">
<tr><th style="width:16%">Role</th><th style="width:42%">Name</th><th>Address</th></tr>
<tr><td>Plaintiff</td><td>Narragansett Bay Credit Union, a Rhode Island state-chartered credit union</td><td>1 Atwells Avenue, Providence, RI 02903</td></tr>
<tr><td>Attorney for Plaintiff</td><td>Theresa Carrow, Esq. (RI Bar #9146)<br>Pell &amp; Carrow, LLP</td><td>10 Weybosset Street, Suite 800, Providence, RI 02903<br>tcarrow@pellcarrow.com<br>paralegal: mdesousa@pellcarrow.com</td></tr>
<tr><td>Defendant</td><td>SOTO, LUIS A.</td><td>48 Pleasant Valley Parkway, Apt. 3<br>Providence, RI 02908</td></tr>
<tr><td>Co-Defendant</td><td>SOTO, MARIBEL</td><td>22 Hope Street, Warwick, RI 02888</td></tr>
</table>
<p><b>TO THE DEFENDANT:</b> The plaintiff claims that you owe the amount shown below for an unpaid personal loan (Loan No. 880412). A hearing will be held at the Sixth Division District Court, One Dorrance Plaza, Providence, Courtroom 2B, on <b>March 3, 2026 at 9:30 a.m.</b> If you do not appear, judgment may be entered against you by default.</p>
<table class="tp" style="width:60%">
<tr><th>Item</th><th class="r">Amount</th></tr>
<tr><td>Amount of claim (principal)</td><td class="r">$1,985.00</td></tr>
<tr><td>Interest (separately stated)</td><td class="r">$143.22</td></tr>
<tr><td>Filing fee / court costs</td><td class="r">$71.00</td></tr>
<tr><td class="b">Total with costs</td><td class="r b">$2,199.22</td></tr></table>
<p>If you want to settle this claim before the hearing, contact the plaintiff's attorney. You may also file a counterclaim. Interpreters are available free of charge; ask the clerk at least 5 days before the hearing.</p>
<p>Clerk e-filing help desk: efilehelp.district@courts-ri.example</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%">Issued: February 2, 2026</td><td>/s/ Clerk, District Court Sixth Division</td></tr></table>
<p style="position:absolute;bottom:0;font-size:9pt">DC-SC-1 &middot; Small Claim No. 6SC-2026-03391 &middot; Narragansett Bay Credit Union v. Soto</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="70px", mt="50px")

# ---------------------------------------------------------------- 06 Rhode Island superior court, stamp crosses the amount, footer repeats case number
D06 = doc(id="06", state="RI", kind="complaint", layout="RI venue caption with FILED stamp over amount, case-number footer",
  font="C059", css_font="'C059', serif", size="10.5pt",
  expected=dict(customer_name="Ngozi E. Adeyemi", plaintiff_name="Ocean State Portfolio Recovery, LLC",
    law_firm_name="Quimby Marchetti LLC", lawyer_email="amarchetti@quimbymarchetti.com", lawsuit_state="RI",
    lawsuit_amount=18762.09, civil_number="PC-2026-05512",
    court_name="State of Rhode Island, Superior Court",
    customer_street="77 Park Avenue, Unit 2", customer_city="Cranston", customer_state="RI",
    customer_zip_code="02910", determine_if_lawsuit_exists=True))

def L06(d):
    css = """.stamp{position:absolute;border:3px solid rgba(170,20,30,.72);color:rgba(170,20,30,.72);font-family:'Liberation Sans';font-weight:bold;
      padding:4px 10px;transform:rotate(-14deg);text-align:center;font-size:12pt;line-height:1.15;background:rgba(255,255,255,0)}"""
    b = f"""<div class="pg">
<table style="width:100%;font-size:12pt"><tr><td class="b">STATE OF RHODE ISLAND</td><td class="r b">SUPERIOR COURT</td></tr>
<tr><td class="b" style="padding-top:4px">PROVIDENCE, SC.</td><td></td></tr></table>
<table style="width:100%;margin:12px 0"><tr><td style="width:60%;border-right:1px solid #000;border-bottom:1px solid #000;padding:6px 10px 10px 0;line-height:1.35">
OCEAN STATE PORTFOLIO RECOVERY, LLC,<br>a Delaware limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>NGOZI E. ADEYEMI and<br>FEMI ADEYEMI,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="padding-left:16px;vertical-align:middle">C.A. No. PC-2026-05512<br><br><span style="font-size:9.5pt">Seller acct. 6011-XXXX-XXXX-4478<br>Our file: QM-25-11873</span></td></tr></table>
<p class="c b u">COMPLAINT</p>
<p><b>Parties.</b> 1. Plaintiff Ocean State Portfolio Recovery, LLC is a Delaware limited liability company with a place of business at 40 Westminster Street, Providence, RI 02903.</p>
<p>2. Defendant Ngozi E. Adeyemi is an individual residing at 77 Park Avenue, Unit 2, Cranston, RI 02910. Defendant Femi Adeyemi is a co-obligor on the account.</p>
<p><b>Facts.</b> 3. Defendants obtained an installment loan from Coastline Consumer Finance, Inc., which assigned the loan to Plaintiff on July 9, 2025.</p>
<p>4. Defendants defaulted in January 2025. The unpaid principal balance is <span id="amt" style="font-size:11.5pt;font-weight:bold">$18,762.09</span>, exceeding the jurisdictional minimum of this Court.</p>
<p>5. Plaintiff separately seeks interest at 12% per annum under R.I. Gen. Laws &sect; 9-21-10 in the amount of $2,251.45, together with costs ($160.00 filing fee).</p>
<p><b>Count I &mdash; Breach of Contract.</b> 6. Defendants breached the loan agreement by failing to pay. Plaintiff has been damaged in the principal amount stated above.</p>
<p><b>WHEREFORE</b>, Plaintiff demands judgment against Defendants, jointly and severally, in the amount of $18,762.09, plus statutory interest and costs, for a total with costs of $21,173.54.</p>
<p style="margin-top:8px">Plaintiff,<br>By its attorneys,</p>
<p style="line-height:1.3">/s/ Anthony Marchetti<br>Anthony Marchetti, Esq. (#8027)<br>QUIMBY MARCHETTI LLC<br>155 South Main Street, Providence, RI 02903<br>(401) 555-0106<br>amarchetti@quimbymarchetti.com<br>cc: docketing@quimbymarchetti.com</p>
<p>Dated: February 5, 2026</p>
<div class="stamp" id="stamp" style="left:262px;top:525px">FILED<br>SUPERIOR COURT &middot; PROVIDENCE<br>FEB 05 2026 &middot; 10:42 AM</div>
<p style="position:absolute;bottom:0;left:0;right:0;font-size:9pt;border-top:1px solid #000;padding-top:3px">Case Number: PC-2026-05512 &nbsp;|&nbsp; Filed in Providence/Bristol County Superior Court &nbsp;|&nbsp; Envelope: 5120447 &nbsp;|&nbsp; Reviewer: K. D.</p>
</div>
<script>/* place the FILED stamp so that it crosses the principal amount */
(function(){{var a=document.getElementById('amt').getBoundingClientRect(),s=document.getElementById('stamp'),p=s.offsetParent.getBoundingClientRect();
s.style.left=(a.left-p.left-60)+'px';s.style.top=(a.top-p.top-22)+'px';}})();</script>"""
    return page(d["css_font"], d["size"], b, css, ml="80px", mt="52px")

# ---------------------------------------------------------------- 07 Delaware JP court, monospace form grid
D07 = doc(id="07", state="DE", kind="complaint (JP civil form)", layout="monospace form grid",
  font="Courier Prime", css_font="'Courier Prime', monospace", size="10pt",
  expected=dict(customer_name="Chidi Okafor", plaintiff_name="Brandywine Auto Credit Corp.",
    law_firm_name="Saxe Dunleavy, LLC", lawyer_email="rdunleavy@saxedunleavy.com", lawsuit_state="DE",
    lawsuit_amount=4650.00, civil_number="JP13-26-008412",
    court_name="Justice of the Peace Court of the State of Delaware in and for New Castle County Court No. 13",
    customer_street="1204 West 7th Street, Apt. 2R", customer_city="Wilmington", customer_state="DE",
    customer_zip_code="19805", determine_if_lawsuit_exists=True))

def L07(d):
    css = """.f{width:100%;border:2px solid #000}.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}
    .k{font-size:8pt;display:block}"""
    b = f"""<div class="pg">
<p class="c b" style="margin:0">IN THE JUSTICE OF THE PEACE COURT OF THE STATE OF DELAWARE</p>
<p class="c b" style="margin:0">IN AND FOR NEW CASTLE COUNTY</p>
<p class="c b">COURT NO. 13</p>
<p class="c" style="font-size:8.5pt">1010 Concord Avenue, Wilmington, DE 19802 &middot; (302) 555-0152 &middot; jp13civil@courts-de.example</p>
<table class="f">
<tr><td colspan="2"><span class="k">CIVIL ACTION NO.</span><b>JP13-26-008412</b></td><td colspan="2"><span class="k">FORM</span>CIVIL COMPLAINT (DEBT) - JP Civ. Form 1</td></tr>
<tr><td colspan="2" style="width:50%"><span class="k">PLAINTIFF</span>BRANDYWINE AUTO CREDIT CORP.<br>a Delaware corporation<br>2800 Concord Pike<br>Wilmington, DE 19803</td>
<td colspan="2"><span class="k">DEFENDANT 1</span>OKAFOR, CHIDI<br>1204 West 7th Street, Apt. 2R<br>Wilmington, DE 19805</td></tr>
<tr><td colspan="2"><span class="k">ATTORNEY FOR PLAINTIFF / DE BAR ID</span>Rhiannon Dunleavy, Esq. (#6031)<br>SAXE DUNLEAVY, LLC<br>1201 N. Orange Street, Suite 700<br>Wilmington, DE 19801<br>rdunleavy@saxedunleavy.com</td>
<td colspan="2"><span class="k">DEFENDANT 2</span>OKAFOR, ADAEZE<br>1204 West 7th Street, Apt. 2R<br>Wilmington, DE 19805</td></tr>
<tr><td style="width:25%"><span class="k">PRINCIPAL</span>$4,650.00</td><td style="width:25%"><span class="k">INTEREST (SEPARATE)</span>$388.15</td>
<td style="width:25%"><span class="k">COURT COSTS</span>$45.00</td><td><span class="k">TOTAL W/ COSTS</span>$5,083.15</td></tr>
<tr><td colspan="2"><span class="k">ACCOUNT / CONTRACT NO.</span>BAC-RIC-2022-17706</td><td colspan="2"><span class="k">NATURE OF CLAIM</span>Deficiency after repossession</td></tr>
</table>
<p style="margin-top:10px">1. Defendants signed a retail installment contract on 06/11/2022 for a 2017 Honda Civic. Plaintiff holds the contract.</p>
<p>2. Defendants defaulted. The vehicle was repossessed and sold at a commercially reasonable sale on 08/29/2025. After crediting the sale proceeds, a deficiency principal balance of $4,650.00 remains due.</p>
<p>3. Plaintiff claims interest at the contract rate, stated separately above, and court costs.</p>
<p>4. The amount in controversy is within the jurisdiction of this Court (10 Del. C. &sect; 9301).</p>
<p>WHEREFORE, Plaintiff requests judgment against Defendants, jointly and severally, for the principal sum stated, interest, and costs.</p>
<p style="margin-top:12px">Date: 01/28/2026&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; /s/ Rhiannon Dunleavy<br>
Other notices: filings@saxedunleavy.com &nbsp; Phone: (302) 555-0139</p>
<div style="border:1px dashed #000;padding:4px;margin-top:10px;font-size:9pt">FOR COURT USE: Filing fee $45.00 paid &nbsp; Receipt 13-0099812 &nbsp; Service by constable: [ ] &nbsp; Certified mail: [X]</div>
<p style="position:absolute;bottom:0;font-size:8.5pt">JP Civ. Form 1 (Rev. 2024) &nbsp;&nbsp; C.A. No. JP13-26-008412 &nbsp;&nbsp; Page 1 of 1</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="64px", mt="48px")

# ---------------------------------------------------------------- 08 Delaware Court of Common Pleas, split caption with vertical rule, condensed serif
D08 = doc(id="08", state="DE", kind="complaint", layout="split caption with vertical rule, numbered paragraphs",
  font="DejaVu Serif Condensed", css_font="'DejaVu Serif Condensed','DejaVu Serif', serif", size="9.5pt",
  expected=dict(customer_name="Marisol Vega-Truitt", plaintiff_name="First Diamond State Bank, N.A.",
    law_firm_name="Ramsey Tull & Okoro, P.A.", lawyer_email="ntull@rtolaw.com", lawsuit_state="DE",
    lawsuit_amount=9315.47, civil_number="CPU5-26-000794",
    court_name="Court of Common Pleas for the State of Delaware in and for Kent County",
    customer_street="88 Carver Road", customer_city="Dover", customer_state="DE",
    customer_zip_code="19904", determine_if_lawsuit_exists=True))

def L08(d):
    css = """body{font-stretch:condensed} .vs td{vertical-align:top}"""
    b = f"""<div class="pg">
<p class="c b" style="margin:0;font-size:11pt">IN THE COURT OF COMMON PLEAS FOR THE STATE OF DELAWARE</p>
<p class="c b" style="font-size:11pt">IN AND FOR KENT COUNTY</p>
<table class="vs" style="width:100%;margin:10px 0 12px 0"><tr>
<td style="width:50%;padding-right:14px;line-height:1.4">FIRST DIAMOND STATE BANK, N.A.,<br>as successor by merger to Kent Savings &amp; Loan Association,<br>
<span style="padding-left:90px">Plaintiff,</span><br><span style="padding-left:40px">v.</span><br>MARISOL VEGA-TRUITT,<br>88 Carver Road, Dover, DE 19904,<br><span style="padding-left:90px">Defendant.</span></td>
<td style="border-left:2px solid #000;padding-left:16px;line-height:1.6">C.A. No. CPU5-26-000794<br>Loan No. 0042-77105-3<br>Branch: 300 S. Governors Ave., Dover, DE 19901<br><br><b>COMPLAINT &mdash; DEBT ACTION</b><br>(Arbitration requested under CCP Civ. R. 16.1)</td></tr></table>
<p>Plaintiff, by its undersigned attorneys, states:</p>
<p>1. Plaintiff is a national banking association with offices at 300 S. Governors Avenue, Dover, Delaware 19901.</p>
<p>2. Defendant Marisol Vega-Truitt resides at 88 Carver Road, Dover, Kent County, Delaware 19904.</p>
<p>3. This Court has jurisdiction under 10 Del. C. &sect; 1322 because the amount in controversy, exclusive of interest and costs, does not exceed $75,000.</p>
<p>4. On November 3, 2023 Defendant executed a consumer installment note (Loan No. 0042-77105-3) payable to Plaintiff's predecessor.</p>
<p>5. Defendant failed to make the payments due beginning April 2025, and Plaintiff accelerated the balance on July 15, 2025.</p>
<p>6. The principal balance due and owing is $9,315.47.</p>
<p>7. Plaintiff is also entitled to contract interest at 9.25% per annum, stated separately and computed to January 31, 2026 at $497.60, late charges of $75.00, and the costs of this action (filing fee $125.00).</p>
<p>8. Demand for payment has been made, and Defendant has not paid.</p>
<p><b>WHEREFORE</b>, Plaintiff requests judgment against Defendant in the principal amount of $9,315.47, plus interest, late charges and costs, being a total with costs of $10,013.07, and post-judgment interest at the legal rate.</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:46%;vertical-align:top">Dated: February 2, 2026<br><br>Court e-filing: File &amp; ServeXpress<br>Clerk: ccp.kent.civil@courts-de.example</td>
<td style="line-height:1.4">RAMSEY TULL &amp; OKORO, P.A.<br><br>/s/ Naomi Tull<br>Naomi Tull, Esquire (Del. Bar ID No. 5521)<br>Emeka Okoro, Esquire (Del. Bar ID No. 6204)<br>22 The Green, Dover, DE 19901<br>(302) 555-0181<br>ntull@rtolaw.com<br>eokoro@rtolaw.com<br><i>Attorneys for Plaintiff</i></td></tr></table>
<p style="position:absolute;bottom:0;left:0;right:0;text-align:center;font-size:8.5pt">&mdash; 1 &mdash;</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="88px", mt="60px")

# ---------------------------------------------------------------- 09 Spanish agency validation notice (Reg F model style)
D09 = doc(id="09", state="NM", kind="validation notice (Spanish)", layout="agency validation notice, Spanish with English headings",
  font="Open Sans", css_font="'Open Sans', sans-serif", size="9.5pt",
  expected=dict(customer_name="Rosa Elena Quintanilla", plaintiff_name="Sierra Oro Capital II, LLC",
    law_firm_name=None, lawyer_email=None, lawsuit_state="NM",
    lawsuit_amount=1837.56, civil_number=None, court_name=None,
    customer_street="3121 Montano Road NW, Apt. 208", customer_city="Albuquerque", customer_state="NM",
    customer_zip_code="87107", determine_if_lawsuit_exists=False))

def L09(d):
    css = """.bx{border:1.5px solid #000;padding:8px 10px;margin-bottom:8px}.h{font-size:14pt;font-weight:800}
    .t td{padding:2px 6px}.t .r{text-align:right}.grey{background:#e8e8e8}"""
    b = f"""<div class="pg">
<table style="width:100%"><tr><td style="width:55%;vertical-align:top;line-height:1.35"><b style="font-size:12pt">Mesa Verde Collection Services, Inc.</b><br>PO Box 25519<br>Albuquerque, NM 87125<br>(505) 555-0134, lunes a viernes 8 a.m. &ndash; 6 p.m.<br>servicio@mesaverdecs.example &middot; www.mesaverdecs.example<br><br>
<span style="font-size:8.5pt">Referencia: MVC-3307218 &nbsp; Fecha: 5 de enero de 2026</span><br><br>
ROSA ELENA QUINTANILLA<br>3121 Montano Road NW, Apt. 208<br>Albuquerque, NM 87107</td>
<td style="vertical-align:top"><div class="bx"><div class="h">NOTICE OF DEBT</div><div class="h" style="font-size:12pt">AVISO DE DEUDA</div>
<div style="font-size:8.5pt">Mesa Verde Collection Services, Inc. es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a <b>Sierra Oro Capital II, LLC</b>. Usaremos cualquier informaci&oacute;n que usted nos proporcione para ayudarnos a cobrar la deuda.</div></div></td></tr></table>
<div class="bx"><b>Our information shows: / Nuestra informaci&oacute;n indica:</b><br>
Usted tuvo un pr&eacute;stamo personal de <b>Turquoise Trail Lending</b> con el n&uacute;mero de cuenta 44-901-2275.<br>
El acreedor actual es Sierra Oro Capital II, LLC, que compr&oacute; la cuenta el 14 de octubre de 2025.<br>
<table class="t" style="margin-top:6px;width:80%">
<tr><td>Al 30 de junio de 2025, usted deb&iacute;a:</td><td class="r">$1,702.90</td></tr>
<tr><td>Entre el 30 de junio de 2025 y hoy:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;Se le cobr&oacute; esta cantidad en intereses:</td><td class="r">+ $166.66</td></tr>
<tr><td>&nbsp;&nbsp;Se le cobr&oacute; esta cantidad en cargos:</td><td class="r">+ $18.00</td></tr>
<tr><td>&nbsp;&nbsp;Pag&oacute; o se le acredit&oacute; esta cantidad:</td><td class="r">&ndash; $50.00</td></tr>
<tr class="grey"><td><b>Total amount of the debt now / Cantidad total de la deuda ahora:</b></td><td class="r"><b>$1,837.56</b></td></tr></table></div>
<div class="bx"><b>How can you dispute the debt? / &iquest;C&oacute;mo puede disputar la deuda?</b><br>
&bull; Llame o escriba antes del <b>13 de febrero de 2026</b> para disputar la deuda en su totalidad o en parte. Si lo hace por escrito, dejaremos de cobrar la deuda hasta que le enviemos informaci&oacute;n que demuestre que usted la debe.<br>
&bull; Puede usar el formulario adjunto o escribir a disputas@mesaverdecs.example.</div>
<div class="bx"><b>What else can you do? / &iquest;Qu&eacute; m&aacute;s puede hacer?</b><br>
&bull; Escriba para pedir el nombre y la direcci&oacute;n del acreedor original, si es diferente del acreedor actual.<br>
&bull; Visite www.cfpb.gov/debt-collection para obtener m&aacute;s informaci&oacute;n sobre sus derechos bajo la ley federal.<br>
&bull; Comun&iacute;quese con el Oficial de Quejas del Consumidor del New Mexico Attorney General si tiene preguntas.</div>
<div style="border-top:2px dashed #000;margin-top:10px;padding-top:6px">
<b>How do you want to respond? / &iquest;C&oacute;mo desea responder?</b> &nbsp; Env&iacute;e este formulario a: Mesa Verde Collection Services, Inc., PO Box 25519, Albuquerque, NM 87125<br>
<table style="width:100%;margin-top:4px"><tr><td style="width:55%;vertical-align:top">
[ ] Quiero disputar la deuda porque creo que no la debo.<br>[ ] Quiero disputar la deuda porque creo que la cantidad es incorrecta.<br>[ ] Quiero que me env&iacute;en el nombre y la direcci&oacute;n del acreedor original.<br>[ ] Adjunto un pago de $ ________ .</td>
<td style="vertical-align:top;font-size:9pt">Referencia: MVC-3307218<br>Rosa Elena Quintanilla<br>3121 Montano Road NW, Apt. 208<br>Albuquerque, NM 87107<br>Pago en l&iacute;nea: pagos.mesaverdecs.example</td></tr></table></div>
<p style="position:absolute;bottom:0;font-size:7.5pt">Esta comunicaci&oacute;n proviene de un cobrador de deudas. This communication is from a debt collector. MV-VN-ES 11/2025</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="58px", mt="44px")

# ---------------------------------------------------------------- 10 Law-firm demand letter with settlement offer, says suit was filed
D10 = doc(id="10", state="DE", kind="demand letter (suit filed)", layout="law-firm letterhead letter with settlement offer box",
  font="URW Bookman", css_font="'URW Bookman', serif", size="10pt",
  expected=dict(customer_name="Brian K. O'Neill, Sr.", plaintiff_name="Tidewater Consumer Assets, LLC",
    law_firm_name="Whitcombe Aldana LLP", lawyer_email="s.aldana@whitcombealdana.com", lawsuit_state="DE",
    lawsuit_amount=6208.44, civil_number="CPU4-26-002277",
    court_name="Court of Common Pleas for the State of Delaware in and for New Castle County",
    customer_street="19 Wheatfield Drive", customer_city="Newark", customer_state="DE",
    customer_zip_code="19711", determine_if_lawsuit_exists=True))

def L10(d):
    css = """.offer{border:2px solid #000;padding:8px 12px;margin:10px 0;background:#f3f3f3}"""
    b = f"""<div class="pg">
<table style="width:100%;border-bottom:1px solid #000;margin-bottom:12px"><tr><td style="vertical-align:bottom"><span style="font-size:20pt;font-style:italic">Whitcombe Aldana LLP</span><br><span style="font-size:8.5pt">COUNSELORS AT LAW</span></td>
<td class="r" style="font-size:8pt;line-height:1.35">1000 N. West Street, Suite 1200<br>Wilmington, Delaware 19801<br>Tel (302) 555-0125 &middot; Fax (302) 555-0126<br>info@whitcombealdana.com</td></tr></table>
<p>February 9, 2026</p>
<p style="font-size:8.5pt">VIA FIRST-CLASS MAIL</p>
<p style="line-height:1.3">Brian K. O'Neill, Sr.<br>19 Wheatfield Drive<br>Newark, DE 19711</p>
<p style="margin-left:60px;line-height:1.3"><b>Re:</b> Tidewater Consumer Assets, LLC v. Brian K. O'Neill, Sr., et al.<br>Court of Common Pleas for the State of Delaware in and for New Castle County<br>C.A. No. CPU4-26-002277<br>Original creditor: Blue Hen Card Services &middot; Account ending 9054 &middot; Our file: WA-88214</p>
<p>Dear Mr. O'Neill:</p>
<p>This firm represents Tidewater Consumer Assets, LLC, the current owner of the account referenced above. As you were advised when served, our client <b>has filed suit</b> against you and your co-obligor, Kathleen O'Neill, in the Court of Common Pleas for New Castle County. The balance now due on the account is <b>$6,208.44</b>. This balance does not include court costs of $125.00 already advanced by our client, which will be added to any judgment.</p>
<div class="offer"><b>SETTLEMENT OFFER.</b> Our client has authorized us to resolve this matter for <b>$3,725.06</b> (60% of the balance), if payment is received in our office by <b>March 13, 2026</b>. Alternatively, our client will accept three monthly payments of $1,300.00 beginning March 13, 2026. On timely payment, we will file a stipulation of dismissal with prejudice. You are not required to accept this offer.</div>
<p>If you dispute the debt or believe you have a defense, please contact the undersigned or file your answer with the Court as directed in the summons. Settlement discussions do not extend your deadline to respond to the complaint.</p>
<p>Payments may be made by check payable to "Whitcombe Aldana LLP Attorney Trust Account," or by phone at (302) 555-0127. For payment questions contact our paralegal, Denise Farrow, at dfarrow@whitcombealdana.com.</p>
<p style="margin-top:10px">Very truly yours,</p>
<p style="line-height:1.3"><span style="font-family:'Dancing Script';font-size:16pt">Sofia Aldana</span><br>Sofia Aldana, Esquire (Del. Bar ID No. 6677)<br>s.aldana@whitcombealdana.com<br>Direct (302) 555-0129</p>
<p style="font-size:8pt;margin-top:10px">cc: Tidewater Consumer Assets, LLC (client ref. TCA-0071-55312)</p>
<p style="font-size:7.5pt;position:absolute;bottom:0;line-height:1.25">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Whitcombe Aldana LLP is a law firm; at this time no attorney has made any determination other than as stated above regarding a settlement.</p>
</div>"""
    return page(d["css_font"], d["size"], b, css, ml="80px", mt="52px")

LAYOUTS = {f"{i:02d}": globals()[f"L{i:02d}"] for i in range(1, 11)}

def build(ids=None):
    os.makedirs(os.path.join(HERE, "html"), exist_ok=True)
    truth = []
    for d in DOCS:
        if d["id"] not in LAYOUTS: continue
        with open(os.path.join(HERE, "html", d["id"] + ".html"), "w") as f:
            f.write(LAYOUTS[d["id"]](d))
        for clean in (True, False):
            truth.append(dict(file=f'{d["id"]}-{"clean.png" if clean else "photo.jpg"}', id=d["id"], state=d["state"],
                kind=d["kind"], layout=d["layout"], font=d["font"], clean=clean, expected=d["expected"]))
    with open(os.path.join(OUT, "truth.json"), "w") as f:
        json.dump(truth, f, indent=1, ensure_ascii=False)
    print("wrote", len(truth), "truth entries")

if __name__ == "__main__":
    build()
