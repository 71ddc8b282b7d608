# -*- coding: utf-8 -*-
"""One HTML template function per layout. `python3 gen/layouts.py` writes gen/html/NN.html and truth.json."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from data import DOCS, money

BASE = """<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;color:#111}
p{margin:0 0 .6em 0}
table{border-collapse:collapse}
%s</style></head><body><div class="page">%s</div></body></html>"""

def page(css, body):
    return BASE % (css, body)

# ---------------------------------------------------------------- 01 AK district court, pleading paper
def pleading_paren(d):
    e = d["expected"]
    nums = "".join(f"<div>{i}</div>" for i in range(1, 29))
    css = """
.page{font-family:'EB Garamond';font-size:12pt;padding:58px 70px 40px 118px;line-height:1.32}
.nums{position:absolute;left:44px;top:58px;width:40px;text-align:right;font-size:10pt;color:#444;line-height:33.6px}
.rule{position:absolute;top:0;bottom:0;left:100px;border-left:3px double #777}
.rrule{position:absolute;top:0;bottom:0;right:52px;border-left:1px solid #999}
.atty{font-size:11pt;line-height:1.25;margin-bottom:18px}
.court{text-align:center;font-weight:600;letter-spacing:.3px;margin:10px 0 14px}
.cap{display:grid;grid-template-columns:300px 22px 1fr;line-height:1.25}
.cap .p{white-space:pre-wrap}
.cap .r{padding-left:22px;display:flex;flex-direction:column;justify-content:center}
.body{margin-top:14px;text-align:justify;line-height:1.5}
.body p{text-indent:36px;margin:0 0 .3em}
.amt{margin:6px 0 8px 60px;line-height:1.3}
.amt td{padding:0 10px 0 0}
.foot{position:absolute;left:118px;right:70px;bottom:22px;font-size:9pt;border-top:1px solid #555;padding-top:3px;display:flex;justify-content:space-between}
"""
    paren = "<br>".join([")"] * 11)
    body = f"""
<div class="rule"></div><div class="rrule"></div><div class="nums">{nums}</div>
<div class="atty">Erik J. Halvorsen, Alaska Bar No. 1109057<br>HALVORSEN &amp; TATE, P.C.<br>
701 West 8th Avenue, Suite 900<br>Anchorage, Alaska 99501<br>Telephone: (907) 555-0143 &nbsp; Fax: (907) 555-0144<br>
Email: {e['lawyer_email']}<br>Service copies: efile@halvorsentate-law.com<br>
Attorneys for Plaintiff &nbsp;&nbsp;|&nbsp;&nbsp; Our File No. HT-26-11873</div>
<div class="court">IN THE DISTRICT COURT FOR THE STATE OF ALASKA AT ANCHORAGE</div>
<div class="cap"><div class="p">NORTHSTAR PORTFOLIO RECOVERY, LLC,
as assignee of Coastal Federal Bank,

                    Plaintiff,
          v.

KATHERINE L. MORROW and
DESMOND J. MORROW,

                    Defendants.</div>
<div>{paren}</div>
<div class="r">Case No. {e['civil_number']}<br><br><b>COMPLAINT FOR<br>MONEY DUE ON ACCOUNT</b><br><br>
<span style="font-size:10.5pt">Orig. Acct. No. xxxx-xxxx-xxxx-4471</span></div></div>
<div class="body">
<p>Plaintiff, by and through counsel, for its complaint against Defendants alleges:</p>
<p>1. Defendant Katherine L. Morrow resides at {e['customer_street']}, Anchorage, Alaska 99508, within the
Third Judicial District. Co-defendant Desmond J. Morrow is named as a joint obligor on the account.</p>
<p>2. Plaintiff is the assignee of a consumer credit card account opened with Coastal Federal Bank, which was
charged off and sold, with all rights, to Plaintiff. Plaintiff's address is 1200 Harbor Point Drive, Suite 310, Tacoma, WA 98402.</p>
<p>3. Defendants failed to make the payments required and there is now due the following:</p>
<table class="amt">
<tr><td>Principal balance due on the account</td><td align="right">{money(e['lawsuit_amount'])}</td></tr>
<tr><td>Pre-judgment interest at 10.5%, stated separately</td><td align="right">$412.55</td></tr>
<tr><td>Court costs (filing fee)</td><td align="right">$150.00</td></tr>
<tr><td><b>Total with costs</b></td><td align="right"><b>$6,846.74</b></td></tr></table>
<p>WHEREFORE Plaintiff asks for judgment against Defendants for the principal sum of {money(e['lawsuit_amount'])},
interest as allowed by law, costs, and attorney's fees under Civil Rule 82.</p>
<p style="text-indent:0;margin-top:6px">DATED at Anchorage, Alaska, December 2, 2026. &nbsp;&nbsp; HALVORSEN &amp; TATE, P.C. &nbsp; /s/ Erik J. Halvorsen</p>
<p style="text-indent:0;font-size:10pt">Filed copies: Clerk of Court, 825 West 4th Avenue, Anchorage, AK 99501 &middot; anc.civilclerk@akcourts-mail.org</p>
</div>
<div class="foot"><span>COMPLAINT &mdash; Northstar Portfolio Recovery v. Morrow</span><span>Case No. {e['civil_number']}</span><span>Page 1 of 2</span></div>
"""
    return page(css, body)


# ---------------------------------------------------------------- 02 AK small claims, printed form + handwriting
def form_grid_script(d):
    e = d["expected"]
    css = """
.page{font-family:'Liberation Sans';font-size:9pt;padding:40px 48px}
.h{font-family:'Dancing Script';font-size:15pt;color:#1d2f7a;font-weight:600}
.top{display:flex;justify-content:space-between;font-size:8pt}
.ttl{text-align:center;font-weight:bold;font-size:11pt;margin:8px 0 2px}
.sub{text-align:center;font-size:13pt;font-weight:bold;letter-spacing:2px;border:2px solid #000;padding:4px;margin:8px 150px}
.g{width:100%;border:1.5px solid #000;margin-top:8px}
.g td{border:1px solid #000;vertical-align:top;padding:3px 6px;height:36px}
.l{font-size:7.5pt;text-transform:uppercase;color:#222;display:block}
.box{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:4px;vertical-align:middle;text-align:center;line-height:10px;font-size:11pt}
.n{font-size:8.5pt;line-height:1.35;margin-top:8px}
.foot{position:absolute;bottom:24px;left:48px;right:48px;font-size:7.5pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px}
"""
    body = f"""
<div class="top"><span>SC-2 (12/26)</span><span>Alaska Court System &middot; Small Claims</span></div>
<div class="ttl">IN THE DISTRICT COURT FOR THE STATE OF ALASKA AT <span class="h" style="border-bottom:1px solid #000;padding:0 30px">Fairbanks</span></div>
<div class="sub">SMALL CLAIM COMPLAINT</div>
<table class="g">
<tr><td style="width:55%"><span class="l">Plaintiff (person or business filing claim)</span><span class="h">Chena Ridge Home Supply, Inc.</span></td>
<td><span class="l">Case Number (clerk fills in)</span><span style="font-family:'Liberation Mono';font-size:12pt;font-weight:bold">{e['civil_number']}</span></td></tr>
<tr><td><span class="l">Plaintiff's mailing address</span><span class="h">3390 College Road, Fairbanks, AK 99709</span></td>
<td><span class="l">Plaintiff's phone / e-mail</span><span class="h">(907) 555-0162 &nbsp; office@chenaridgesupply.com</span></td></tr>
<tr><td><span class="l">Defendant 1 (full name)</span><span class="h">{e['customer_name']}</span></td>
<td><span class="l">Defendant 2 (if any)</span><span class="h">&mdash; none &mdash;</span></td></tr>
<tr><td colspan="2"><span class="l">Defendant 1 street address (where defendant can be served)</span>
<span class="h">{e['customer_street']}, {e['customer_city']}, {e['customer_state']} {e['customer_zip_code']}</span></td></tr>
<tr><td colspan="2" style="height:70px"><span class="l">1. The defendant owes me money because (describe):</span>
<span class="h">Unpaid balance on store charge account No. 20-7731 for a washer, dryer &amp; installation bought 3/14/2025. Last payment 9/2/2025.</span></td></tr>
</table>
<table class="g">
<tr><td style="width:62%"><span class="l">2. Amount of claim (principal only)</span></td><td align="right"><span class="h">$ {e['lawsuit_amount']:,.2f}</span></td></tr>
<tr><td><span class="l">3. Interest claimed, stated separately (AS 45.45.010)</span></td><td align="right"><span class="h">$ 186.40</span></td></tr>
<tr><td><span class="l">4. Filing fee paid</span></td><td align="right"><span class="h">$ 65.00</span></td></tr>
<tr><td><span class="l">5. Service fee (process server)</span></td><td align="right"><span class="h">$ 40.00</span></td></tr>
<tr><td><span class="l"><b>Total of 2 through 5</b></span></td><td align="right"><span class="h">$ 3,704.00</span></td></tr>
</table>
<div class="n"><span class="box">&#10003;</span> I am representing myself / my business (no attorney). &nbsp;&nbsp;
<span class="box"></span> I have an attorney: __________________________________</div>
<div class="n"><span class="box">&#10003;</span> I asked the defendant to pay before filing this claim. &nbsp;&nbsp; <span class="box"></span> The claim is for more than $10,000 (not allowed in small claims).</div>
<div class="n">I certify that the information above is true. The amount claimed does not include any amount that has already been paid.</div>
<table class="g"><tr><td style="width:50%"><span class="l">Signature of plaintiff / authorized officer</span><span class="h" style="font-size:19pt">Marlene Kowalczyk</span></td>
<td><span class="l">Printed name and title &middot; Date</span><span class="h">Marlene Kowalczyk, President &nbsp; 12/01/2026</span></td></tr></table>
<div class="n" style="border:1px dashed #000;padding:6px 8px;margin-top:12px"><b>CLERK USE ONLY.</b> Filed in the Trial Courts, Fourth Judicial District. Clerk's office: 417 Lacey Street, Fairbanks, AK 99701 &middot; (907) 555-0170 &middot; fbk.smallclaims@akcourts-mail.org &nbsp; Hearing/trial date: ____________ &nbsp; Deputy clerk: ______</div>
<div class="n" style="font-size:8pt">NOTICE TO DEFENDANT: You have 20 days after service to file an answer (form SC-5). If you do not, judgment may be entered against you for the amount claimed plus costs and interest.</div>
<div class="foot"><span>SC-2 (12/26) Small Claim Complaint</span><span>Case No. {e['civil_number']}</span><span>Civil Rules 7, 8; Small Claims Rules</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 03 MT justice court, monospace, two-column caption
def mono_two_column(d):
    e = d["expected"]
    css = """
.page{font-family:'Courier Prime';font-size:10.5pt;padding:46px 64px;line-height:1.33}
.c{text-align:center;margin:14px 0 10px;font-weight:bold}
.cap{display:grid;grid-template-columns:1fr 1fr;border-top:1px solid #000;border-bottom:1px solid #000}
.cap>div{padding:8px 10px}
.cap>div:first-child{border-right:1px solid #000}
.b p{margin:0 0 .45em}
.foot{position:absolute;bottom:26px;left:64px;right:64px;font-size:9pt;text-align:center}
"""
    body = f"""
<div>Rachel D. Fenwick (Atty. ID 51734)<br>FENWICK LUND, PLLC<br>2815 Second Avenue North, Suite 410<br>Billings, MT 59101<br>
Tel. (406) 555-0127<br>{e['lawyer_email']}<br>docketing@fenwicklund-law.com<br>Attorneys for Plaintiff</div>
<div class="c">IN THE JUSTICE COURT OF YELLOWSTONE COUNTY, STATE OF MONTANA</div>
<div class="cap"><div>BRIDGER CREDIT ACQUISITIONS, LLC,<br>a Delaware limited liability<br>company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>LUIS ALBERTO OCHOA,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div>Cause No. {e['civil_number']}<br><br><b>COMPLAINT</b><br>(Account Stated;<br>Breach of Contract)<br><br>Acct. ref. BCA-0093318<br>Orig. creditor: Yellowtail Bank</div></div>
<div class="b" style="margin-top:12px">
<p>COMES NOW Plaintiff, by counsel, and for its Complaint states:</p>
<p>1. Plaintiff is a Delaware limited liability company whose address is 9 Gateway Plaza, Suite 1800, Wilmington, DE 19801.</p>
<p>2. Defendant Luis Alberto Ochoa resides at {e['customer_street']}, {e['customer_city']}, Montana {e['customer_zip_code']}, in Yellowstone County.</p>
<p>3. Defendant opened a revolving credit account with Yellowtail Bank, later sold and assigned to Plaintiff. Defendant defaulted.</p>
<p>4. The principal balance now due and owing is {money(e['lawsuit_amount'])}.</p>
<p>5. Plaintiff separately claims interest at 10% per annum (Mont. Code Ann. 31-1-106) from charge-off, $603.27.</p>
<p>WHEREFORE, Plaintiff prays for judgment:</p>
<p>&nbsp;&nbsp;a. Principal ..................... {money(e['lawsuit_amount'])}<br>
&nbsp;&nbsp;b. Interest (stated separately) .... $603.27<br>
&nbsp;&nbsp;c. Filing fee ....................  $120.00<br>
&nbsp;&nbsp;d. Service of process ............  $35.00<br>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;TOTAL WITH COSTS ................ $5,674.65</p>
<p>DATED this 3rd day of December, 2026.</p>
<p style="margin-left:300px">FENWICK LUND, PLLC<br><br>By: /s/ Rachel D. Fenwick<br>Rachel D. Fenwick</p>
<p style="font-size:9pt">Court: Yellowstone County Justice Court, 217 North 27th Street, Room 105, Billings, MT 59101.</p>
</div>
<div class="foot">COMPLAINT - Cause No. {e['civil_number']} - Page 1</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 04 MT district court summons, letterhead above caption
def letterhead_summons(d):
    e = d["expected"]
    css = """
.page{font-family:'Nimbus Roman';font-size:11.5pt;padding:40px 72px;line-height:1.3}
.lh{text-align:center;border-bottom:3px double #000;padding-bottom:6px;margin-bottom:10px}
.lh .n{font-size:22pt;font-variant:small-caps;letter-spacing:2px}
.lh .t{font-size:9.5pt;letter-spacing:1px}
.atty{font-size:10.5pt;line-height:1.2}
.c{text-align:center;font-weight:bold;margin:12px 0 8px}
.cap{width:100%;border:1px solid #000}
.cap td{vertical-align:top;padding:8px 10px}
.b p{text-align:justify;margin:0 0 .55em}
.seal{position:absolute;right:96px;bottom:110px;width:118px;height:118px;border:2px solid #555;border-radius:50%;font-size:7.5pt;text-align:center;display:flex;align-items:center;justify-content:center;color:#444}
"""
    body = f"""
<div class="lh"><div class="n">Sweetgrass Law Group, P.C.</div>
<div class="t">ATTORNEYS AT LAW &middot; 600 CENTRAL AVENUE, SUITE 220 &middot; GREAT FALLS, MONTANA 59401 &middot; (406) 555-0188 &middot; info@sweetgrasslaw.net</div></div>
<div class="atty">Megan A. Kerrigan, Montana Bar No. 60219<br>{e['lawyer_email']}<br>Attorney for Plaintiff</div>
<div class="c">MONTANA EIGHTH JUDICIAL DISTRICT COURT, CASCADE COUNTY</div>
<table class="cap"><tr><td style="width:58%;border-right:1px solid #000">GLACIER FUNDING SPV I, LLC, a Delaware<br>limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>HOLLIS R. BRANDT, JR., and<br>DOES 1-5,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Cause No. {e['civil_number']}<br><br>Hon. ______________<br><br><b style="font-size:14pt">SUMMONS</b><br><br><span style="font-size:10pt">Client ref. GF-2208-4410<br>Filing fee paid: $120.00</span></td></tr></table>
<div class="b" style="margin-top:10px">
<p><b>THE STATE OF MONTANA SENDS GREETINGS TO THE ABOVE-NAMED DEFENDANT:</b><br>
HOLLIS R. BRANDT, JR., {e['customer_street']}, {e['customer_city']}, MT {e['customer_zip_code']}</p>
<p>YOU ARE HEREBY SUMMONED to answer the Complaint in this action, which is filed in the office of the Clerk of this Court, a copy of which is served upon you, and to file your answer and serve a copy thereof upon Plaintiff's attorney within twenty-one (21) days after service of this Summons, exclusive of the day of service.</p>
<p>The Complaint demands a principal sum of {money(e['lawsuit_amount'])}, together with contractual interest of $1,122.90 accrued through filing, costs of suit, and such further relief as the Court deems proper. The total with interest and costs is $9,946.35.</p>
<p>If you fail to appear, judgment will be taken against you by default for the relief demanded in the Complaint.</p>
<p>A filing fee may be required with your answer. The Clerk of District Court is located at the Cascade County Courthouse, 325 Second Avenue North, Room 200, Great Falls, MT 59401, telephone (406) 555-0199.</p>
<p style="margin-top:18px">WITNESS my hand and the seal of said Court this 7th day of December, 2026.</p>
<p style="margin-left:0">CLERK OF DISTRICT COURT<br><br>By: ____________________________<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Deputy Clerk</p>
</div>
<div class="seal">SEAL<br>CLERK OF DISTRICT COURT<br>CASCADE COUNTY</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 05 RI district court small claims, condensed grid
def condensed_form_grid(d):
    e = d["expected"]
    css = """
.page{font-family:'Liberation Sans Narrow';font-size:10pt;padding:38px 54px}
.hd div{text-align:center}
.hd .a{font-size:12pt;font-weight:bold;letter-spacing:1px}
.hd .b{font-size:12pt;font-weight:bold;margin-top:4px}
.hd .c{font-size:8.5pt;margin-top:2px}
.t{margin:10px 0 6px;text-align:center;background:#000;color:#fff;font-weight:bold;font-size:12pt;padding:4px}
.g{width:100%;border:2px solid #000}
.g td{border:1px solid #000;padding:2px 6px 4px;vertical-align:top}
.l{display:block;font-size:7pt;font-weight:bold;color:#333;letter-spacing:.3px}
.v{font-size:11pt}
.s{font-size:8.5pt;line-height:1.3;margin-top:8px;column-count:2;column-gap:22px;text-align:justify}
.foot{position:absolute;bottom:22px;left:54px;right:54px;font-size:8pt;display:flex;justify-content:space-between}
"""
    body = f"""
<div class="hd"><div class="a">STATE OF RHODE ISLAND</div><div class="b">SIXTH DIVISION DISTRICT COURT</div>
<div class="c">Court address: 1 Justice Way, Providence, RI 02903 &middot; Clerk's Office (401) 555-0109 &middot; smallclaims6@ricourts-mail.org</div></div>
<div class="t">SMALL CLAIMS &mdash; NOTICE OF SUIT AND CLAIM</div>
<table class="g">
<tr><td style="width:34%"><span class="l">CASE NUMBER</span><span class="v"><b>{e['civil_number']}</b></span></td>
<td style="width:33%"><span class="l">DATE FILED</span><span class="v">11/24/2026</span></td>
<td><span class="l">HEARING DATE / TIME</span><span class="v">01/13/2027 &nbsp; 9:00 A.M., Courtroom 2B</span></td></tr>
<tr><td colspan="2"><span class="l">PLAINTIFF(S) &mdash; NAME AND ADDRESS</span><span class="v">Ocean State Retail Credit, LLC, as assignee of Pawtuxet Furniture Co.<br>1300 Bald Hill Road, Suite 5, Warwick, RI 02886</span></td>
<td><span class="l">PLAINTIFF'S ACCOUNT / REFERENCE NO.</span><span class="v">OSR-55-210947<br>Store acct. ending 3320</span></td></tr>
<tr><td colspan="2"><span class="l">PLAINTIFF'S ATTORNEY (NAME, FIRM, BAR NO., ADDRESS, E-MAIL)</span><span class="v">Joseph R. Quinlan, Esq. (#7712)<br>Marchetti &amp; Quinlan, Ltd.<br>127 Dorrance Street, Fourth Floor, Providence, RI 02903<br>{e['lawyer_email']}</span></td>
<td><span class="l">ATTORNEY PHONE / OFFICE E-MAIL</span><span class="v">(401) 555-0131<br>paralegal@marchettiquinlan.com</span></td></tr>
<tr><td colspan="2"><span class="l">DEFENDANT(S) &mdash; NAME AND ADDRESS</span><span class="v">Angela M. DeSousa<br>{e['customer_street']}<br>{e['customer_city']}, {e['customer_state']} {e['customer_zip_code']}</span></td>
<td><span class="l">DEFENDANT 2 (IF ANY)</span><span class="v">&mdash;</span></td></tr>
</table>
<table class="g" style="margin-top:8px">
<tr><td style="width:67%"><span class="l">NATURE OF CLAIM</span><span class="v">Balance due on retail installment account for furniture purchased 06/2024; no payment since 02/2026.</span></td>
<td><span class="l">AMOUNT OF CLAIM (PRINCIPAL)</span><span class="v"><b>{money(e['lawsuit_amount'])}</b></span></td></tr>
<tr><td><span class="l">FILING FEE</span><span class="v">$57.50</span></td><td><span class="l">SERVICE FEE (CERTIFIED MAIL)</span><span class="v">$22.00</span></td></tr>
<tr><td><span class="l">INTEREST (NOT INCLUDED ABOVE &mdash; REQUESTED SEPARATELY AT 12% R.I.G.L. 9-21-10)</span><span class="v">$131.07</span></td>
<td><span class="l">TOTAL CLAIM WITH COSTS</span><span class="v">$2,395.07</span></td></tr>
</table>
<div class="s"><b>TO THE DEFENDANT:</b> The plaintiff has filed this small claim against you. You must appear in court on the hearing date shown above. If you do not appear, a default judgment may be entered against you for the amount claimed plus costs. If you dispute the claim, bring all documents, receipts and witnesses. You may file a counterclaim at least five days before the hearing date. If you need an interpreter, contact the clerk's office at least ten days before the hearing. If you have paid the claim in full, you may bring proof of payment. Settlement may be discussed with the plaintiff's attorney before the hearing. <b>AL DEMANDADO:</b> Se ha presentado una demanda de menor cuant&iacute;a en su contra. Debe comparecer en la fecha indicada. Si no comparece, se puede dictar sentencia en rebeld&iacute;a.</div>
<table class="g" style="margin-top:10px"><tr><td style="width:50%;height:44px"><span class="l">CLERK</span><span class="v">/s/ T. Ramos, Deputy Clerk</span></td><td><span class="l">CERTIFICATE OF SERVICE</span><span class="v">Mailed by certified mail, return receipt requested, on 11/25/2026.</span></td></tr></table>
<div class="foot"><span>DC-SC-1 (rev. 08/26)</span><span>{e['civil_number']}</span><span>Ocean State Retail Credit, LLC v. DeSousa</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 06 RI superior court, centred heads, stamp over amount
def centered_heads_stamp(d):
    e = d["expected"]
    css = """
.page{font-family:'DejaVu Sans';font-size:9.5pt;padding:56px 70px;line-height:1.45}
.h{text-align:center;font-weight:bold;font-size:11pt;letter-spacing:1px}
.cap{width:100%;margin-top:14px;border-top:1.5px solid #000;border-bottom:1.5px solid #000}
.cap td{vertical-align:top;padding:8px 6px}
.t{text-align:center;font-weight:bold;margin:12px 0 8px;font-size:11pt;text-decoration:underline}
.b p{text-align:justify;margin:0 0 .55em}
.sw{position:relative;display:inline-block}
.stamp{position:absolute;left:-60px;top:-40px;width:190px;border:3px solid rgba(190,20,30,.62);color:rgba(190,20,30,.62);
 transform:rotate(-14deg);text-align:center;font-family:'DejaVu Sans Condensed','DejaVu Sans';font-weight:bold;font-size:10pt;line-height:1.2;padding:3px;border-radius:4px}
.foot{position:absolute;bottom:24px;left:70px;right:70px;font-size:8.5pt;border-top:1px solid #000;padding-top:3px;text-align:right}
"""
    body = f"""
<div class="h">STATE OF RHODE ISLAND</div>
<div class="h" style="margin-top:6px">SUPERIOR COURT</div>
<div style="margin-top:14px">PROVIDENCE, SC.</div>
<table class="cap"><tr><td style="width:60%">HARBORVIEW ACCEPTANCE CORPORATION,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>PRIYA N. CASTELLANO and<br>MARCO CASTELLANO,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td style="vertical-align:middle">:<br>:<br>:&nbsp;&nbsp;&nbsp;C.A. No. {e['civil_number']}<br>:<br>:<br>:</td></tr></table>
<div class="t">COMPLAINT</div>
<div class="b">
<p><b>Parties.</b> 1. Plaintiff Harborview Acceptance Corporation is a Rhode Island corporation with a principal place of business at 900 Jefferson Boulevard, Warwick, RI 02886.</p>
<p>2. Defendant Priya N. Castellano is an individual residing at {e['customer_street']}, {e['customer_city']}, RI {e['customer_zip_code']}. Defendant Marco Castellano, co-signer, resides at the same address.</p>
<p><b>Jurisdiction.</b> 3. This Court has jurisdiction under R.I. Gen. Laws &sect; 8-2-14, the amount in controversy exceeding $10,000.</p>
<p><b>Count I &mdash; Breach of Contract.</b> 4. On or about April 9, 2022, Defendants executed a retail installment contract (Contract No. HAC-40-771902) to finance a 2021 Subaru Outback. 5. Defendants defaulted; the vehicle was repossessed and sold, and the proceeds were applied to the account. 6. There remains a deficiency principal balance of
<span class="sw"><b>{money(e['lawsuit_amount'])}</b><span class="stamp">FILED<br>DEC 04 2026<br>PROV. SUPERIOR CT. CLERK</span></span>, no part of which has been paid.</p>
<p><b>Count II &mdash; Account Annexed.</b> 7. Defendants are indebted to Plaintiff on an account annexed hereto as Exhibit A. Interest at the contract rate of 8.9%, stated separately, is $1,204.11 through November 30, 2026.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the principal amount stated above, plus interest of $1,204.11, statutory interest under &sect; 9-21-10, costs ($160.00 filing fee) and such other relief as is just. Total with interest and costs: $15,986.91.</p>
<p style="margin-top:14px;margin-left:330px">Plaintiff,<br>By its attorneys,<br>PELL, OSTROWSKI &amp; CAINE, LLP<br>/s/ Mara J. Ostrowski<br>Mara J. Ostrowski, Esq. (#8841)<br>250 Weybosset Street, Suite 700<br>Providence, RI 02903<br>(401) 555-0152<br>{e['lawyer_email']}<br>filings@pellostrowski.com</p>
</div>
<div class="foot">C.A. No. {e['civil_number']} &nbsp;&middot;&nbsp; Complaint &nbsp;&middot;&nbsp; Page 1 of 3</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 07 DE justice of the peace court, table of parties
def parties_table(d):
    e = d["expected"]
    css = """
.page{font-family:'Open Sans';font-size:9.5pt;padding:44px 56px;line-height:1.4}
.hd{display:flex;align-items:center;gap:18px;border-bottom:2px solid #1b365d;padding-bottom:8px}
.seal{width:64px;height:64px;border-radius:50%;border:3px double #1b365d;font-size:6.5pt;display:flex;align-items:center;justify-content:center;text-align:center;color:#1b365d}
.ct{font-weight:700;font-size:11.5pt;color:#1b365d;line-height:1.3}
.no{margin-left:auto;white-space:nowrap;border:1.5px solid #1b365d;padding:6px 10px;font-size:9pt;text-align:center}
.t{font-weight:700;font-size:13pt;margin:12px 0 6px;letter-spacing:1px}
.pt{width:100%;font-size:9pt}
.pt th{background:#1b365d;color:#fff;text-align:left;padding:4px 6px;font-weight:600}
.pt td{border-bottom:1px solid #9aa7b8;padding:5px 6px;vertical-align:top}
.am{width:60%;margin-top:6px}
.am td{padding:2px 6px;border-bottom:1px dotted #888}
.b p{margin:8px 0}
.foot{position:absolute;bottom:20px;left:56px;right:56px;font-size:8pt;color:#333;display:flex;justify-content:space-between;border-top:1px solid #1b365d;padding-top:3px}
"""
    body = f"""
<div class="hd"><div class="seal">JUSTICE OF<br>THE PEACE<br>COURT</div>
<div class="ct">IN THE JUSTICE OF THE PEACE COURT OF THE STATE OF DELAWARE<br>IN AND FOR KENT COUNTY</div>
<div class="no">Civil Action No.<br><b style="font-size:11pt">{e['civil_number']}</b></div></div>
<div class="t">COMPLAINT &mdash; DEBT ACTION</div>
<table class="pt"><tr><th style="width:16%">Party</th><th style="width:38%">Name</th><th>Address</th><th style="width:22%">Contact</th></tr>
<tr><td>Plaintiff</td><td><b>Brandywine Consumer Receivables Trust 2019-B</b>, by its servicer Keystone Asset Servicing, LLC</td><td>3900 Foulk Road, Suite 12<br>Wilmington, DE 19803</td><td>(302) 555-0114</td></tr>
<tr><td>Plaintiff's attorney</td><td>Dana K. Whitmore, Esq. (DE Bar ID 5521)<br>Laurel &amp; Finch, LLC</td><td>1201 North Orange Street, Suite 600<br>Wilmington, DE 19801</td><td>{e['lawyer_email']}<br>civil-efile@laurelfinch-law.com</td></tr>
<tr><td>Defendant 1</td><td><b>Shanice D. Holloway</b></td><td>{e['customer_street']}<br>{e['customer_city']}, {e['customer_state']} {e['customer_zip_code']}</td><td>&mdash;</td></tr>
<tr><td>Defendant 2</td><td>Terrence L. Holloway</td><td>77 Fulton Street<br>Dover, DE 19904</td><td>&mdash;</td></tr>
</table>
<div class="b">
<p><b>Statement of claim.</b> Defendants opened a personal loan account (Account No. ending 6605) with Tidewater Consumer Finance, Inc. The account was sold and assigned to Plaintiff on May 19, 2025 (Bill of Sale Ref. KAS-19-0502). Defendants failed to pay as agreed, and the account was charged off. Plaintiff has made demand and the following remains due:</p>
<table class="am">
<tr><td>Principal</td><td align="right"><b>{money(e['lawsuit_amount'])}</b></td></tr>
<tr><td>Pre-judgment interest at the legal rate (stated separately)</td><td align="right">$288.19</td></tr>
<tr><td>Court costs &mdash; filing fee</td><td align="right">$45.00</td></tr>
<tr><td>Constable service fee</td><td align="right">$30.00</td></tr>
<tr><td><b>Total including costs</b></td><td align="right"><b>$3,638.59</b></td></tr></table>
<p>Plaintiff requests judgment for the principal amount, pre- and post-judgment interest at the legal rate, and court costs.</p>
<p><b>Affirmation.</b> I affirm that the statements in this complaint are true and correct to the best of my knowledge, information and belief.</p>
<p style="margin-left:380px">/s/ Dana K. Whitmore<br>Dana K. Whitmore, Esq.<br>Attorney for Plaintiff<br>Dated: 12/08/2026</p>
<p style="font-size:8.5pt;border:1px solid #9aa7b8;padding:6px">Court location: Justice of the Peace Court 16 (civil), 1 Civic Row, Dover, DE 19901 &middot; (302) 555-0117 &middot; jp16civil@decourts-mail.org. Defendants must file an answer within 15 days after service or a default judgment may be entered.</p>
</div>
<div class="foot"><span>J.P. Civ. Form No. 1 (Debt)</span><span>{e['civil_number']}</span><span>Page 1 of 1</span></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 08 DE court of common pleas, double-ruled caption box
def double_box_caption(d):
    e = d["expected"]
    css = """
.page{font-family:'URW Bookman';font-size:10pt;padding:50px 66px;line-height:1.42}
.c{text-align:center;font-weight:bold;font-size:11pt;margin-bottom:12px}
.cap{display:flex;border:4px double #000}
.cap>div{padding:10px 12px}
.cap .l{width:58%;border-right:4px double #000}
.cap .r{display:flex;flex-direction:column;justify-content:center}
.t{text-align:center;font-weight:bold;margin:12px 0;letter-spacing:3px}
.b p{text-align:justify;margin:0 0 .5em}
.sa{margin:4px auto 8px;width:78%}
.sa td{padding:1px 8px;border-bottom:1px solid #bbb}
.foot{position:absolute;bottom:22px;left:66px;right:66px;font-size:8pt;text-align:center}
"""
    body = f"""
<div class="c">IN THE COURT OF COMMON PLEAS FOR THE STATE OF DELAWARE</div>
<div class="cap"><div class="l">QUARRY LANE CREDIT FUND, LP,<br>as successor-in-interest to<br>Elk Creek National Bank,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>REYES, MARCUS T., JR.<br><span style="font-size:9pt">{e['customer_street']}<br>{e['customer_city']}, {e['customer_state']} {e['customer_zip_code']}</span><br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="r">C.A. No. {e['civil_number']}<br><br><span style="font-size:9pt">Loan No. 0041-558209<br>Firm ref. BC/QLC-8814</span></div></div>
<div class="t">COMPLAINT</div>
<div class="b">
<p>1. Plaintiff Quarry Lane Credit Fund, LP is a Delaware limited partnership with offices at 2 Righter Parkway, Suite 150, Wilmington, DE 19803.</p>
<p>2. Defendant Reyes resides in New Castle County at the address stated in the caption.</p>
<p>3. Defendant obtained an unsecured consumer installment loan from Elk Creek National Bank, which was assigned to Plaintiff. Defendant defaulted on the loan in March 2026.</p>
<p>4. Plaintiff's statement of account:</p>
<table class="sa"><tr><td>Unpaid principal</td><td align="right">{money(e['lawsuit_amount'])}</td></tr>
<tr><td>Accrued contract interest (claimed separately)</td><td align="right">$716.02</td></tr>
<tr><td>Late charges</td><td align="right">$75.00</td></tr>
<tr><td>Costs of this action (est.)</td><td align="right">$210.00</td></tr>
<tr><td><b>Total with costs</b></td><td align="right"><b>$10,419.68</b></td></tr></table>
<p>5. Despite demand, Defendant has failed to pay the sum due.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendant in the principal amount of {money(e['lawsuit_amount'])}, together with interest, late charges, costs, and attorney's fees as permitted by 10 <i>Del. C.</i> &sect; 3912.</p>
<table style="width:100%;margin-top:14px"><tr><td style="vertical-align:top;font-size:9pt">Dated: December 9, 2026<br><br>Copies via File &amp; ServeXpress;<br>e-filing notices: notices@brightwatercole.com<br>Paralegal: K. Dunleavy, kdunleavy@brightwatercole.com</td>
<td style="vertical-align:top">BRIGHTWATER COLE, P.A.<br><br>/s/ Simone R. Brightwater<br>Simone R. Brightwater (DE Bar No. 4417)<br>1000 N. West Street, Suite 1210<br>Wilmington, DE 19801<br>(302) 555-0156<br>{e['lawyer_email']}<br><i>Attorneys for Plaintiff</i></td></tr></table>
</div>
<div class="foot">Quarry Lane Credit Fund, LP v. Reyes &mdash; C.A. No. {e['civil_number']} &mdash; Complaint</div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 09 Spanish validation notice with English heading lines
def bilingual_validation(d):
    e = d["expected"]
    css = """
.page{font-family:'Nimbus Sans';font-size:9.5pt;padding:40px 54px;line-height:1.36}
.top{display:flex;justify-content:space-between;font-size:8.5pt}
.ag{font-weight:bold;font-size:12pt}
.win{margin:16px 0 10px 10px;font-size:10pt;line-height:1.3}
.tt{font-size:16pt;font-weight:bold;margin-top:6px}
.en{font-size:8.5pt;color:#444;font-style:italic;letter-spacing:.3px}
.sec{display:grid;grid-template-columns:1.35fr 1fr;gap:16px;margin-top:8px}
.bx{border:1.5px solid #000;padding:8px 10px}
.it td{padding:1px 4px}
.cut{border-top:2px dashed #000;margin-top:12px;padding-top:6px;font-size:9pt}
h3{font-size:10.5pt;margin:8px 0 1px}
"""
    body = f"""
<div class="top"><div><span class="ag">Sonoran Recovery Associates, Inc.</span><br>4410 N. Central Avenue, Suite 900, Phoenix, AZ 85012<br>(602) 555-0175 &middot; lunes a viernes 8 a.m.&ndash;6 p.m. &middot; ayuda@sonoranrecovery.com</div>
<div style="text-align:right">Fecha / Date: 8 de diciembre de 2026<br>Referencia / Reference: SRA-7736120<br>Cuenta / Account: ****2957</div></div>
<div class="win">{e['customer_name']}<br>{e['customer_street']}<br>{e['customer_city']}, {e['customer_state']} {e['customer_zip_code']}</div>
<div class="tt">Aviso de validación de deuda</div><div class="en">Debt Validation Notice &mdash; this is a Spanish-language notice</div>
<p style="margin-top:8px">Sonoran Recovery Associates, Inc. es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a <b>Saguaro Lending Partners II, LLC</b>. Usaremos cualquier información que usted nos dé para ayudarnos a cobrar la deuda.</p>
<div class="sec"><div>
<h3>Nuestra información indica: <span class="en">Our information shows:</span></h3>
Usted tuvo una tarjeta de crédito de <b>Desert Sun Bank, N.A.</b> (acreedor original) con el número de cuenta ****2957.
<table class="it" style="margin-top:6px">
<tr><td>El 1 de marzo de 2026, usted debía:</td><td align="right">$1,802.10</td></tr>
<tr><td>Entre el 1 de marzo de 2026 y hoy:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;Usted fue cobrado este monto en intereses:</td><td align="right">+ $120.16</td></tr>
<tr><td>&nbsp;&nbsp;Usted fue cobrado este monto en cargos:</td><td align="right">+ $25.00</td></tr>
<tr><td>&nbsp;&nbsp;Usted pagó o recibió créditos por:</td><td align="right">&ndash; $0.00</td></tr>
<tr><td><b>Total que usted debe ahora:</b></td><td align="right"><b>{money(e['lawsuit_amount'])}</b></td></tr></table>
</div><div class="bx">
<h3 style="margin-top:0">¿Cómo puede disputar la deuda? <span class="en">How can you dispute the debt?</span></h3>
Llame o escriba a Sonoran Recovery Associates antes del <b>20 de enero de 2027</b> para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.
<h3>¿Qué más puede hacer? <span class="en">What else can you do?</span></h3>
Escriba para pedir el nombre y la dirección del acreedor original. Visite www.cfpb.gov/debt-collection para conocer sus derechos.</div></div>
<p style="margin-top:8px">Este aviso no es una demanda. No se ha presentado ninguna demanda judicial sobre esta cuenta. Si paga o acepta pagar, puede reiniciar ciertos plazos. Contact us about your payment options / Comuníquese con nosotros sobre opciones de pago. Poner en contacto: Sr. Adrián Molina, molina.a@sonoranrecovery.com.</p>
<div class="cut"><b>Formulario de respuesta</b> <span class="en">How do you want to respond?</span> &mdash; Envíe este formulario a: Sonoran Recovery Associates, Inc., P.O. Box 33018, Phoenix, AZ 85067
<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:6px">
<div>&#9744; Quiero disputar la deuda porque creo que: <span class="en">I want to dispute the debt because I think:</span><br>&#9744; Esta no es mi deuda. &nbsp; &#9744; El monto es incorrecto.<br>&#9744; Otro (describa): ______________________</div>
<div>&#9744; Adjunto un pago de: $ ____________ <span class="en">I enclosed this amount</span><br>Haga su cheque pagadero a Sonoran Recovery Associates, Inc. Incluya la referencia SRA-7736120.<br>{e['customer_name']} &middot; {e['customer_zip_code']}</div></div></div>
"""
    return page(css, body)

# ---------------------------------------------------------------- 10 law-firm demand letter with settlement offer
def letterhead_demand(d):
    e = d["expected"]
    css = """
.page{font-family:'P052';font-size:11pt;padding:48px 78px;line-height:1.38}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #000;padding-bottom:8px}
.lh .n{font-size:24pt;letter-spacing:4px}
.lh .a{font-size:8.5pt;text-align:right;line-height:1.3}
.sub{font-size:8.5pt;letter-spacing:3px;margin-top:3px;color:#333}
.re td{padding:0 8px 0 0;vertical-align:top}
p{text-align:justify;margin:0 0 .6em}
.off{border-left:4px solid #000;padding:4px 12px;margin:8px 0 10px;background:#f3f3f3}
"""
    body = f"""
<div class="lh"><div><div class="n">KEANE ABERNATHY LLP</div><div class="sub">ATTORNEYS AT LAW &middot; CREDITORS' RIGHTS</div></div>
<div class="a">400 Westminster Street, Suite 1100<br>Providence, Rhode Island 02903<br>Tel (401) 555-0166 &middot; Fax (401) 555-0167<br>www.keaneabernathy.com</div></div>
<p style="margin-top:14px">December 10, 2026</p>
<p>VIA FIRST-CLASS MAIL</p>
<p style="line-height:1.25">{e['customer_name']}<br>{e['customer_street']}<br>{e['customer_city']}, {e['customer_state']} {e['customer_zip_code']}</p>
<table class="re" style="margin:6px 0 10px"><tr><td><b>Re:</b></td><td><b>Pinebrook Financial Holdings, LLC v. James P. O'Rourke</b><br>Civil Action No. {e['civil_number']}<br>
Original creditor: Alder Bank &middot; Account ending 9031 &middot; Our file: KA-55102</td></tr></table>
<p>Dear Mr. O'Rourke:</p>
<p>As you know, this firm represents our client, Pinebrook Financial Holdings, LLC, successor in interest to Alder Bank, the current owner of the above account. Our client has filed suit against you in the Rhode Island District Court, Third Division, under the civil action number above, and the matter is scheduled for a pretrial conference on February 3, 2027.</p>
<p>The balance now due is <b>{money(e['lawsuit_amount'])}</b>. This figure does not include court costs of $80.00 taxed in the action, or post-judgment interest at 12% should judgment enter.</p>
<div class="off"><b>Settlement offer.</b> To resolve this matter without further litigation, our client will accept <b>$3,228.26</b> (60% of the balance) if the payment is <i>received</i> in our office on or before January 15, 2027. Alternatively, our client will accept six monthly payments of $600.00 beginning January 15, 2027, with a stipulation of dismissal filed after the final payment. Our client is not obligated to renew this offer.</div>
<p>If you have questions, please contact me directly at {e['lawyer_email']} or my paralegal, Paula Diaz, at pdiaz@keaneabernathy.com or (401) 555-0168. Payments may be made payable to &ldquo;Keane Abernathy LLP Client Trust Account.&rdquo;</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p style="margin-top:14px">Very truly yours,<br><br>KEANE ABERNATHY LLP<br><span style="font-family:'Z003';font-size:20pt">Colleen M. Keane</span><br>Colleen M. Keane, Esq.</p>
<p style="font-size:8.5pt;margin-top:10px">cc: Pinebrook Financial Holdings, LLC (client ref. PFH-303-118)</p>
"""
    return page(css, body)

LAYOUTS = {"pleading-paren": pleading_paren, "form-grid-script": form_grid_script, "mono-two-column": mono_two_column,
           "letterhead-summons": letterhead_summons, "condensed-form-grid": condensed_form_grid,
           "centered-heads-stamp": centered_heads_stamp, "parties-table": parties_table,
           "double-box-caption": double_box_caption, "bilingual-validation": bilingual_validation,
           "letterhead-demand": letterhead_demand}

def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    truth = []
    for d in DOCS:
        fn = LAYOUTS.get(d["layout"])
        if fn:
            open(os.path.join(root, "gen", "html", f"{d['id']}.html"), "w").write(fn(d))
        for clean in (True, False):
            truth.append({"file": f"{d['id']}-{'clean.png' if clean else 'photo.jpg'}", "id": d["id"], "state": d["state"],
                          "kind": d["kind"], "layout": d["layout"], "font": d["font"], "clean": clean,
                          "expected": d["expected"]})
    json.dump(truth, open(os.path.join(root, "truth.json"), "w"), indent=1, ensure_ascii=False)

if __name__ == "__main__":
    main()
