# HTML layouts, one function per document id. Each returns a full HTML page 816x1056 CSS px.

def page(css, body):
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
html,body{{margin:0;padding:0;background:#fff}}
.page{{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;background:#fff;color:#111}}
p{{margin:0 0 7px 0}}
{css}
</style></head><body><div class="page">{body}</div></body></html>"""


def d01():
    css = """
.page{font-family:'Liberation Sans Narrow';font-size:11pt;padding:44px 58px}
h1{font-size:17pt;text-align:center;margin:0;letter-spacing:1px}
.sub{text-align:center;font-size:9.5pt;margin-bottom:12px}
.cap{border:2px solid #000;display:grid;grid-template-columns:1.35fr 1fr}
.cap>div{padding:8px 10px}
.cap .l{border-right:2px solid #000}
.lab{font-size:8.5pt;text-transform:uppercase;color:#333}
.val{font-size:11.5pt;font-weight:bold}
.title{background:#eee;border:2px solid #000;border-top:0;text-align:center;font-weight:bold;font-size:14pt;padding:5px}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;border:1px solid #000;margin-top:12px}
.grid>div{border:1px solid #000;padding:5px 7px;min-height:34px}
.stamp{position:absolute;left:110px;top:392px;transform:rotate(-11deg);border:4px double #b01818;color:#b01818;
 font-family:'DejaVu Sans';font-weight:bold;font-size:15pt;padding:4px 14px;opacity:.62;text-align:center;line-height:1.1}
.small{font-size:9pt}
"""
    body = """
<h1>CONCILIATION COURT OF DAKOTA COUNTY</h1>
<div class="sub">First Judicial District &middot; Court Administration, 1560 Hwy 55, Hastings, MN 55033 &middot; (651) 555-0118 &middot; conciliation.dakota@mn-courtadmin.us</div>
<div class="cap">
 <div class="l">
  <div class="lab">Claimant</div>
  <div class="val">Northstar Receivables Fund III, LP</div>
  <div>2170 Energy Park Dr Ste 300, St. Paul, MN 55108</div>
  <div class="small">Appearing through authorized employee Karen L. Veit (not an attorney) &middot; (651) 555-0163</div>
  <div style="margin:8px 0 4px 0">vs.</div>
  <div class="lab">Defendant</div>
  <div class="val">Theresa M. Okonkwo</div>
  <div>1450 Cliff Rd Apt 208</div>
  <div>Eagan, MN 55123</div>
 </div>
 <div>
  <div class="lab">Court File No.</div>
  <div class="val" style="font-size:14pt">19AV-CO-26-0417</div>
  <div class="lab" style="margin-top:8px">Claimant account ref.</div>
  <div>NRF-88120-4471</div>
  <div class="lab" style="margin-top:8px">Case type</div>
  <div>Conciliation &ndash; Consumer Credit Contract</div>
  <div class="lab" style="margin-top:8px">Filed</div>
  <div>December 14, 2026</div>
 </div>
</div>
<div class="title">SUMMONS AND NOTICE OF HEARING</div>
<div class="grid">
 <div><div class="lab">Hearing date</div><b>January 27, 2027</b></div>
 <div><div class="lab">Time</div><b>9:00 a.m.</b></div>
 <div><div class="lab">Location</div>Western Service Center, Courtroom 2, 14955 Galaxie Ave, Apple Valley, MN 55124</div>
 <div><div class="lab">Amount of claim</div><b>$2,846.19</b></div>
 <div><div class="lab">Filing fee</div>$75.00</div>
 <div><div class="lab">Service fee</div>$30.00</div>
 <div style="grid-column:span 2"><div class="lab">Nature of claim</div>Unpaid balance of a retail installment account (orig. Lakeshore Home Furnishings card) purchased by claimant.</div>
 <div><div class="lab">Total with costs</div>$2,951.19</div>
</div>
<div class="stamp">RECEIVED<br>DEC 14 2026<br>DAKOTA CO. CONCILIATION</div>
<p style="margin-top:14px"><b>TO THE DEFENDANT:</b> A claim has been filed against you in Conciliation Court. You are summoned to appear at the hearing listed above.
If you do not appear, the court may enter judgment against you for the amount claimed plus costs. If you have a counterclaim against the claimant, you must
file it and pay the filing fee at least 15 days before the hearing date.</p>
<p>Bring all papers, receipts, photographs and witnesses you need. An interpreter is available if requested at least 5 days before the hearing.
You may contact Court Administration at the address above. Do not call the judge.</p>
<p>Conciliation Court limits: claims up to $20,000, or $4,000 for a claim arising from a consumer credit transaction.
Either party may remove the case to district court within 20 days after the notice of judgment is mailed.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:30px;margin-top:26px" class="small">
 <div>Dated: December 15, 2026<br><br>______________________________<br>Deputy Court Administrator</div>
 <div>Clerk e-mail: conciliation.dakota@mn-courtadmin.us<br>E-filing support: efs-support@mn-courtadmin.us<br>Form CON102 (rev. 2026)</div>
</div>
"""
    return page(css, body)


def d02():
    css = """
.page{font-family:'Liberation Serif';font-size:12pt;padding:40px 70px 30px 80px;line-height:1.28}
.lh{text-align:center;border-bottom:3px double #000;padding-bottom:6px;margin-bottom:14px}
.lh .n{font-size:20pt;font-variant:small-caps;letter-spacing:2px}
.lh .a{font-size:9.5pt}
.ct{text-align:center;font-weight:bold}
table.cap{width:100%;border-collapse:collapse;margin:14px 0 10px 0}
table.cap td{vertical-align:top;padding:0}
.par{width:14px;text-align:left}
.foot{position:absolute;bottom:22px;left:80px;right:70px;border-top:1px solid #000;font-size:9pt;display:flex;justify-content:space-between;padding-top:3px}
h2{text-align:center;font-size:13pt;margin:8px 0;text-decoration:underline}
"""
    paren = "<br>".join([")"] * 11)
    body = f"""
<div class="lh"><div class="n">Haldane &amp; Voss, P.C.</div>
<div class="a">Attorneys at Law &middot; 900 E Battlefield St, Suite 410 &middot; Springfield, MO 65807 &middot; (417) 555-0142<br>
Jonathan R. Voss, MO Bar #58213 &middot; jvoss@haldanevoss.com &middot; e-filing: efile@haldanevoss.com &middot; paralegal: mkeene@haldanevoss.com</div></div>
<div class="ct">IN THE CIRCUIT COURT OF GREENE COUNTY, MISSOURI</div>
<div class="ct">ASSOCIATE DIVISION</div>
<table class="cap"><tr>
<td style="width:54%">BLUESTEM CREDIT ACQUISITIONS SERIES 2021-A,<br>as assignee of First Prairie Bank, N.A.,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>HOLLOWAY, DENISE MARIE<br>3318 S Kentwood Ave<br>Springfield, MO 65804<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td class="par">{paren}</td>
<td style="padding-left:16px"><br><br>Case No. 2631-AC04417<br><br>Division 34<br><br>Acct. ending x4417-09<br>Our File 26-11873</td>
</tr></table>
<h2>SUMMONS FOR PERSONAL SERVICE OUTSIDE THE STATE OF MISSOURI OR WITHIN (ASSOCIATE CIRCUIT)</h2>
<p>The State of Missouri to the above-named Defendant:</p>
<p>You are hereby summoned to appear before this court on the <b>return date of February 3, 2027, at 9:00 a.m.</b>, in Division 34,
Greene County Judicial Courts Facility, 1010 N Boonville Ave, Springfield, MO 65802, to answer the Petition of the Plaintiff, a copy of which is attached.</p>
<p>Plaintiff's Petition seeks the principal sum of <b>$4,112.56</b> on an open account, together with pre-judgment interest at 9% per annum stated separately
in the amount of $312.40 through the date of filing, court costs of $58.50, and post-judgment interest as allowed by law (total claimed with costs and interest: $4,483.46).</p>
<p>If you fail to appear on the return date, judgment by default may be taken against you for the relief demanded in the Petition. You may wish to consult an attorney.</p>
<p>Clerk of the Circuit Court: clerk.greene@mo-circuitclerk.net &middot; (417) 555-0107</p>
<div style="display:flex;justify-content:space-between;margin-top:22px;font-size:11pt">
<div>Date issued: December 16, 2026</div><div>_________________________<br>Clerk / Deputy Clerk</div></div>
<div class="foot"><span>SUMMONS &ndash; Case No. 2631-AC04417</span><span>Bluestem Credit v. Holloway</span><span>Page 1 of 1</span></div>
"""
    return page(css, body)


def d03():
    css = """
.page{font-family:'DejaVu Sans';font-size:9pt;padding:36px 46px}
.hd{text-align:center;font-weight:bold;font-size:11pt}
table{border-collapse:collapse;width:100%}
td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.lab{font-size:7.5pt;color:#222;display:block}
.h{font-family:'Z003';font-size:17pt;color:#1a2a7a;line-height:1.05}
.sec{background:#ddd;font-weight:bold;text-align:center;font-size:10pt}
.words{font-family:'Z003';font-size:15pt;color:#1a2a7a}
"""
    body = """
<div class="hd">IN THE DISTRICT COURT OF TULSA COUNTY, STATE OF OKLAHOMA</div>
<div class="hd" style="font-size:10pt">SMALL CLAIMS DIVISION</div>
<div style="text-align:center;font-size:8.5pt;margin-bottom:8px">Tulsa County Courthouse, 500 S Denver Ave, Tulsa, OK 74103 &middot; Court Clerk (918) 555-0121</div>
<table>
<tr><td style="width:58%"><span class="lab">Plaintiff (name and address)</span><span class="h">Crossroads Installment Lending, Inc.</span><br>6400 S Lewis Ave Ste 120, Tulsa, OK 74136</td>
<td><span class="lab">Case No.</span><b style="font-size:13pt">SC-2026-8812</b><span class="lab" style="margin-top:4px">Loan / account no.</span>CIL-5530917</td></tr>
<tr><td><span class="lab">Defendant(s) (name and address)</span><span class="h">Latisha R. Benally</span><br>7720 E 31st St Apt 112, Tulsa, OK 74145<br>
<span class="lab" style="margin-top:3px">and</span><span class="h" style="font-size:14pt">Kevin J. Benally</span><br>1903 N Yale Ave, Tulsa, OK 74115</td>
<td><span class="lab">Filing fee</span>$ 68.14<span class="lab">Service / mailing cost</span>$ 12.00<span class="lab">Attorney fee requested (12 O.S. &sect; 936)</span>$ 350.00</td></tr>
<tr><td colspan="2" class="sec">AFFIDAVIT</td></tr>
<tr><td colspan="2">The undersigned, being first duly sworn, states: The defendant(s) is/are indebted to the plaintiff in the sum of
<span class="h">$3,480.00</span> <span class="words">(Three thousand four hundred eighty and 00/100 dollars)</span> for
<span class="h" style="font-size:14pt">balance due on installment loan no. CIL-5530917</span>, and the plaintiff has demanded payment, which has been refused.
Interest claimed separately: $214.37. The defendant is not in the military service of the United States. Total of claim, interest and costs: $3,774.51.</td></tr>
<tr><td><span class="lab">Signature of plaintiff or agent</span><span class="h">Renee Castillo</span><br>Collections Manager</td>
<td><span class="lab">Subscribed and sworn before me on</span><span class="h" style="font-size:14pt">December 9, 2026</span><br>Notary / Deputy Court Clerk</td></tr>
<tr><td colspan="2"><span class="lab">Attorney for plaintiff</span>Celia Moreno, OBA #30417 &middot; Redbud Legal Group, PLLC &middot; 2 W 2nd St Ste 1100, Tulsa, OK 74103 &middot; (918) 555-0149<br>
cmoreno@redbudlegal.com &nbsp;|&nbsp; docketing: filings@redbudlegal.com</td></tr>
<tr><td colspan="2" class="sec">ORDER</td></tr>
<tr><td colspan="2">The State of Oklahoma to the within-named defendant(s): You are directed to appear and answer the foregoing claim at the hearing set for
<span class="h">January 29, 2027</span> at <span class="h">9:00 a.m.</span> in Room 114, Tulsa County Courthouse. If you do not appear, judgment may be rendered against you
for the amount claimed plus costs. You need not file a written answer, but if you have a counterclaim against the plaintiff you must file it at least 72 hours before the hearing.</td></tr>
<tr><td><span class="lab">Date</span>December 10, 2026</td><td><span class="lab">Judge / Special Judge</span>______________________</td></tr>
<tr><td colspan="2" style="font-size:8pt">NOTICE: Persons with disabilities who need accommodation should notify the Court Clerk. Form SC-1 (Affidavit and Order) &middot; Small Claims Procedure Act, 12 O.S. &sect; 1751 et seq.</td></tr>
</table>
"""
    return page(css, body)


def d04():
    css = """
.page{font-family:'Nimbus Sans';font-size:9.5pt;padding:34px 44px}
.hl{text-align:center;font-weight:bold;font-size:11.5pt;line-height:1.35}
.band{background:#111;color:#fff;font-weight:bold;font-size:14pt;text-align:center;padding:7px;margin:8px 0;letter-spacing:1px}
table{border-collapse:collapse;width:100%}
td,th{border:1px solid #000;padding:3px 6px;vertical-align:top;text-align:left}
th{background:#e4e4e4;font-size:8.5pt}
.lab{font-size:7.5pt;display:block;color:#333}
.box{border:1px solid #000;padding:5px 8px;margin-top:7px}
"""
    body = """
<div style="display:flex;justify-content:space-between;font-size:8pt"><span>JD-CV-40-style (rev. 2026) &middot; C.G.S. &sect; 51-15, 51-346</span><span>STATE OF CONNECTICUT</span></div>
<div class="hl">SUPERIOR COURT</div>
<div class="hl">JUDICIAL DISTRICT OF NEW HAVEN</div>
<div class="hl">SMALL CLAIMS</div>
<div class="band">SMALL CLAIMS WRIT AND NOTICE OF SUIT</div>
<table>
<tr><td style="width:50%"><span class="lab">Address of court</span>Small Claims Clerk, 121 Elm St, New Haven, CT 06510 &middot; (203) 555-0131</td>
<td><span class="lab">Docket number</span><b style="font-size:13pt">NNH-CV26-6044817-S</b></td></tr>
<tr><td><span class="lab">Answer date</span><b>January 26, 2027</b></td><td><span class="lab">Return date (entry)</span>January 19, 2027 &middot; <span style="font-size:8pt">Creditor acct. 7741-0098-3350</span></td></tr>
</table>
<table style="margin-top:7px">
<tr><th style="width:8%">Code</th><th style="width:42%">Name (last, first, middle initial) / entity</th><th>Address</th></tr>
<tr><td>P-01</td><td>Harborlight Funding Trust 2020-C, by its servicer Keystone Loan Servicing, Inc.</td><td>500 Summer St Ste 900, Stamford, CT 06901</td></tr>
<tr><td style="text-align:center">v.</td><td></td><td></td></tr>
<tr><td>D-01</td><td>Ramos, Hector L.</td><td>88 Ferry St Unit 2, New Haven, CT 06513</td></tr>
<tr><td>D-02</td><td>Ramos, Lydia M.</td><td>88 Ferry St Unit 2, New Haven, CT 06513</td></tr>
</table>
<table style="margin-top:7px">
<tr><td style="width:34%"><span class="lab">Amount claimed (exclusive of costs)</span><b style="font-size:12pt">$1,975.40</b></td>
<td style="width:33%"><span class="lab">Entry fee</span>$95.00 &nbsp; <span class="lab">Marshal&rsquo;s fee</span>$48.20</td>
<td><span class="lab">Total with costs</span>$2,118.60</td></tr>
<tr><td colspan="3"><span class="lab">Claim</span>Balance due on a revolving credit account originally issued by Shoreline Outlet Visa, charged off 03/2025 and
assigned to the trust. Interest is not claimed.</td></tr>
</table>
<div class="box"><b>NOTICE TO EACH DEFENDANT:</b> You are being sued. If you want to deny the claim or want the court to hear your side, you must file an Answer
on or before the answer date above. If you do not file an Answer, a default judgment may enter against you. You may file the Answer on paper at the clerk&rsquo;s
office or electronically. If you admit the claim but need time to pay, you may ask for an installment payment order on the Answer form.</div>
<table style="margin-top:7px">
<tr><td style="width:60%"><span class="lab">Name and address of attorney for the first-named party</span>Brandt, Iacono &amp; Sheehan, LLC &middot; Juris No. 441276<br>
75 Church St Fl 4, New Haven, CT 06510 &middot; (203) 555-0176<br>Patrick J. Sheehan &middot; psheehan@bis-law.com</td>
<td><span class="lab">Other contacts</span>E-service: service@bis-law.com<br>Paralegal: dkowal@bis-law.com<br>Clerk: nnh.smallclaims@ct-jud-mail.gov</td></tr>
<tr><td><span class="lab">Signed (Commissioner of Superior Court)</span>/s/ Patrick J. Sheehan</td><td><span class="lab">Date signed</span>December 11, 2026</td></tr>
</table>
<p style="font-size:8pt;margin-top:8px">The Judicial Branch complies with the Americans with Disabilities Act. If you need an accommodation, contact a court clerk or an ADA contact person.</p>
"""
    return page(css, body)


def d05():
    css = """
.page{font-family:'Liberation Mono';font-size:10pt;padding:48px 62px;line-height:1.35}
table.cap{width:100%;border-collapse:collapse;margin-bottom:8px}
table.cap td{vertical-align:top;padding:4px 8px}
.mid{border-left:1px solid #000}
.rule{border-top:1px solid #000;border-bottom:1px solid #000;padding:6px 0;margin:8px 0}
h2{font-size:13pt;text-align:center;letter-spacing:6px;margin:10px 0}
"""
    body = """
<table class="cap"><tr>
<td style="width:50%">STATE OF NORTH DAKOTA<br><br>COUNTY OF CASS</td>
<td class="mid">IN DISTRICT COURT<br>EAST CENTRAL JUDICIAL DISTRICT<br><br>Case No. 09-2026-CV-<br>00913</td></tr></table>
<div class="rule">
Prairie Gate Capital Partners II, LLC,<br>a Delaware limited liability company,<br>
<span style="padding-left:220px">Plaintiff,</span><br>
<span style="padding-left:60px">vs.</span><br>
Dale R. Kowalski Jr.,<br>
<span style="padding-left:220px">Defendant.</span>
</div>
<h2>SUMMONS</h2>
<p>THE STATE OF NORTH DAKOTA TO THE ABOVE-NAMED DEFENDANT:</p>
<p>You are hereby summoned and required to appear and defend against the Complaint in this action, which is herewith served upon you, by serving upon
the undersigned an Answer or other proper response within twenty-one (21) days after the service of this Summons upon you, exclusive of the day of service.</p>
<p>If you fail to do so, judgment by default will be taken against you for the relief demanded in the Complaint, being the principal sum of $6,208.33,
plus accrued interest of $441.07 stated separately, costs and disbursements of $80.00, for a total of $6,729.40.</p>
<p>This action is/will be filed with the Cass County Clerk of District Court, 211 9th St S, Fargo, ND 58103.</p>
<p>Defendant's last known address:<br>Dale R. Kowalski Jr.<br>1624 9th Ave S<br>Fargo, ND 58103</p>
<p>Dated: December 8, 2026.</p>
<div style="margin-left:300px">BJORNSON TVEDT LAW OFFICE, P.C.<br>
By: /s/ Kristin A. Tvedt<br>Kristin A. Tvedt (ND ID #07312)<br>3100 13th Ave S Ste 205<br>Fargo, ND 58103<br>(701) 555-0154<br>
ktvedt@bjornsontvedt.com<br>cc: paralegal lmoe@bjornsontvedt.com<br>ATTORNEYS FOR PLAINTIFF</div>
<p style="font-size:8.5pt;margin-top:14px">Our file: PGC-20931 / Orig. acct. ending 6621. This communication is from a debt collector.</p>
"""
    return page(css, body)


def d06():
    css = """
.page{font-family:'C059';font-size:10.5pt;padding:36px 64px 30px 78px;line-height:1.32}
.ab{font-size:10pt;margin-bottom:18px}
.ct{text-align:center;font-weight:bold;font-size:11pt}
table.cap{width:100%;border-collapse:collapse;margin:14px 0 10px 0}
table.cap td{vertical-align:top;padding:0}
h2{text-align:center;font-size:14pt;letter-spacing:3px;margin:10px 0}
.foot{position:absolute;bottom:20px;left:78px;right:64px;font-size:8.5pt;border-top:1px solid #444;padding-top:3px;text-align:center}
.lines{position:absolute;left:60px;top:0;bottom:0;border-left:1px solid #999}
.lines2{position:absolute;left:56px;top:0;bottom:0;border-left:1px solid #999}
"""
    paren = "<br>".join([")"] * 10)
    body = f"""
<div class="lines"></div><div class="lines2"></div>
<div class="ab">Alana K. Marsh, ISB No. 10231<br>TETON RIDGE LAW GROUP, PLLC<br>1199 W Main St Ste 300<br>Boise, ID 83702<br>
Telephone: (208) 555-0168<br>Email: amarsh@tetonridgelaw.com<br>iCourt e-service: service@tetonridgelaw.com<br>Attorneys for Plaintiff</div>
<div class="ct">IN THE DISTRICT COURT OF THE FOURTH JUDICIAL DISTRICT OF THE</div>
<div class="ct">STATE OF IDAHO, IN AND FOR THE COUNTY OF ADA</div>
<div class="ct" style="margin-top:4px">MAGISTRATE DIVISION</div>
<table class="cap"><tr>
<td style="width:52%">COLUMBINE CONSUMER CREDIT TRUST 2019-B,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>MARCUS T. WHITFIELD III,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td style="width:14px">{paren}</td>
<td style="padding-left:14px"><br>Case No. CV01-26-04471<br><br>SUMMONS<br><br>Fee category: A &nbsp; Fee: $221.00</td></tr></table>
<p><b>NOTICE: YOU HAVE BEEN SUED BY THE ABOVE-NAMED PLAINTIFF. THE COURT MAY ENTER JUDGMENT AGAINST YOU WITHOUT FURTHER NOTICE UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p>TO: MARCUS T. WHITFIELD III, 2211 N Cole Rd Apt 14, Boise, ID 83704</p>
<p>You are hereby notified that in order to defend this lawsuit, an appropriate written response must be filed with the above designated court within 21 days
after service of this Summons on you. If you fail to so respond the court may enter judgment against you as demanded by the Plaintiff in the Complaint,
namely the principal balance of $2,317.88, contractual interest of $187.52, and costs and attorney fees of $571.00 (total $3,076.40).</p>
<p>A copy of the Complaint is served with this Summons. If you wish to seek the advice or representation by an attorney in this matter, you should do so
promptly so that your written response, if any, may be filed in time and other legal rights protected.</p>
<p>An appropriate written response requires compliance with Rule 10(a)(1) and other Idaho Rules of Civil Procedure and shall also include: the title and number
of this case; your signature, mailing address and telephone number; and proof of delivery of a copy of your response to Plaintiff&rsquo;s attorney.</p>
<p>To determine whether you must pay a filing fee with your response, contact the Clerk of the above-named court: Ada County Courthouse, 200 W Front St, Boise, ID 83702, (208) 555-0110.</p>
<div style="display:flex;justify-content:space-between;margin-top:14px"><div>DATED December 17, 2026.</div><div>CLERK OF THE DISTRICT COURT<br>By ____________________ Deputy Clerk</div></div>
<div class="foot">SUMMONS &ndash; 1 &nbsp;&nbsp;|&nbsp;&nbsp; Case No. CV01-26-04471 &nbsp;&nbsp;|&nbsp;&nbsp; TRLG File 24-7731</div>
"""
    return page(css, body)


def d07():
    css = """
.page{font-family:'URW Bookman';font-size:9.5pt;padding:34px 40px}
table{border-collapse:collapse;width:100%}
td{border:1.5px solid #000;padding:4px 7px;vertical-align:top}
.lab{font-size:7.5pt;display:block}
.hc{text-align:center;font-weight:bold;font-size:13pt;line-height:1.3}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;text-align:center;line-height:10px;font-size:9px;margin-right:3px}
.numbox{display:inline-block;border:2px solid #000;padding:2px 8px;font-size:13pt;font-weight:bold;margin-right:6px}
"""
    body = """
<table>
<tr><td style="width:32%;font-size:8pt">AOC-105-style &nbsp;Doc. Code: CI<br>Rev. 1-26<br>Commonwealth of Kentucky<br>Court of Justice &nbsp;kycourts-info.example<br>CR 4.02; CR Official Form 1</td>
<td style="text-align:center;vertical-align:middle"><div class="hc">FAYETTE DISTRICT COURT</div><div class="hc" style="font-size:11pt">CIVIL DIVISION</div><div style="font-size:12pt;letter-spacing:3px;margin-top:3px">CIVIL SUMMONS</div></td>
<td style="width:28%"><span class="lab">Case No.</span><span class="numbox">26-C-</span><span class="numbox">004417</span>
<span class="lab" style="margin-top:6px">Court</span><span class="cb">X</span>District <span class="cb"></span>Circuit<span class="lab" style="margin-top:4px">County</span>Fayette</td></tr>
</table>
<table style="margin-top:8px">
<tr><td style="width:50%"><span class="lab">PLAINTIFF</span>Commonwealth Card Receivables I, LLC<br>c/o 3500 Lakeview Pkwy Ste 210<br>Louisville, KY 40241</td>
<td rowspan="2"><span class="lab">Account / reference</span>CCR-I-0091-3385<br><span class="lab" style="margin-top:5px">Amount demanded in complaint</span>$1,642.75 principal<br>
<span class="lab" style="margin-top:5px">Costs (filing $118.00; service $25.00)</span>$143.00<br><span class="lab" style="margin-top:5px">Prejudgment interest claimed separately</span>$96.30 at 6% per annum</td></tr>
<tr><td><span class="lab">DEFENDANT</span>Tyrone D. Whitaker<br>455 Southland Dr Apt 9C<br>Lexington, KY 40503</td></tr>
</table>
<div style="border:1.5px solid #000;padding:8px 10px;margin-top:8px">
<p><b>THE COMMONWEALTH OF KENTUCKY<br>TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p>You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons.
Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you,
judgment by default may be taken against you for the relief demanded in the attached Complaint.</p>
<p>The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown below.</p>
<p>Date: December 18, 2026 &nbsp;&nbsp;&nbsp;&nbsp; ______________________, Clerk &nbsp;&nbsp; By: ______________ D.C.</p>
</div>
<table style="margin-top:8px">
<tr><td style="width:55%"><span class="lab">Attorney for plaintiff</span>Ashby, Pruitt &amp; Lowe, PSC<br>Meredith S. Lowe, KBA No. 96142<br>
250 W Main St Ste 1600, Lexington, KY 40507<br>(859) 555-0183<br>mlowe@ashbypruitt.com</td>
<td><span class="lab">Also copy</span>Docketing: docket@ashbypruitt.com<br>Fayette District Civil Clerk: fayette.civil@kycourts-info.example<br>120 N Limestone, Lexington, KY 40507</td></tr>
</table>
<table style="margin-top:8px">
<tr><td colspan="2" style="background:#e8e8e8;font-weight:bold;text-align:center">PROOF OF SERVICE</td></tr>
<tr><td style="width:50%">This Summons was served by delivering a true copy and the Complaint (or other initiating document) to:<br><br>______________________________</td>
<td>this ____ day of ____________, 20___.<br><br>Served by: ______________________ Title: ____________</td></tr>
</table>
"""
    return page(css, body)


def d08():
    css = """
.page{font-family:'P052';font-size:9.5pt;padding:30px 34px;line-height:1.3}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:26px;height:980px}
.col{border:1px solid #000;padding:12px 14px}
.hc{text-align:center;font-weight:bold;font-size:11pt}
table.parties{border-collapse:collapse;width:100%;margin:10px 0}
table.parties td{border:1px solid #000;padding:4px 6px;vertical-align:top}
h2{text-align:center;font-size:15pt;letter-spacing:4px;margin:8px 0}
.rot{position:absolute;left:404px;top:30px;width:8px;height:980px}
"""
    body = """
<div class="cols">
<div class="col">
<div class="hc">IN THE COUNTY COURT OF DOUGLAS COUNTY, NEBRASKA</div>
<div style="text-align:center;font-size:8.5pt">Hall of Justice, 1701 Farnam St, Omaha, NE 68183 &middot; Civil/Small Claims (402) 555-0114</div>
<table class="parties">
<tr><td style="width:72%">Sandhill Accounts Acquisition Corp., as assignee of Heartland Outfitters Credit Card<br>1400 Dodge St Ste 700, Omaha, NE 68102</td><td rowspan="3" style="vertical-align:middle;text-align:center;white-space:nowrap">CI 26-11482</td></tr>
<tr><td style="text-align:center">v.</td></tr>
<tr><td>Brianna L. Novak<br>5108 S 48th St Apt 3<br>Omaha, NE 68117</td></tr>
</table>
<h2>SUMMONS</h2>
<p><b>TO THE ABOVE-NAMED DEFENDANT:</b></p>
<p>You have been sued by the party named above. A copy of the complaint is attached. You are required to file your answer or other response with the
Clerk of the County Court within thirty (30) days after service of this summons upon you. If you fail to respond, the court may enter judgment against you
for the relief demanded in the complaint.</p>
<p>The complaint seeks judgment for $3,906.14 on an account stated, plus prejudgment interest stated separately ($268.90), and court costs
(filing fee $46.00, service $18.00).</p>
<p>Date: December 21, 2026<br><br>CLERK OF THE COUNTY COURT<br>By: __________________ Deputy</p>
<p style="font-size:8.5pt">Method of service requested: Certified mail, return receipt requested, restricted delivery, to the defendant at the address above.</p>
</div>
<div class="col">
<div class="hc">PLAINTIFF&rsquo;S ATTORNEY</div>
<p style="text-align:center">Loup &amp; Whitcomb, L.L.O.<br>Gregory A. Whitcomb, #24819<br>11330 Q St Ste 200<br>Omaha, NE 68137<br>(402) 555-0190<br>gwhitcomb@loupwhitcomb.com</p>
<p style="text-align:center;font-size:8.5pt">Pleadings &amp; e-filing: efile@loupwhitcomb.com &middot; Paralegal: tsanders@loupwhitcomb.com</p>
<div class="hc" style="margin-top:14px">NOTICE TO DEFENDANT</div>
<p>If you do not file an answer or other response within 30 days, a default judgment may be entered. You may file your answer at the clerk&rsquo;s office.
Self-help resources are available at the Douglas County Self-Help Center.</p>
<p>This firm is attempting to collect a debt, and any information obtained will be used for that purpose.</p>
<table class="parties" style="font-size:8.5pt">
<tr><td>Creditor&rsquo;s acct. no.</td><td>HOC-6011-2287-03</td></tr>
<tr><td>Firm file no.</td><td>LW-26-0417</td></tr>
<tr><td>Charge-off date</td><td>August 31, 2025</td></tr>
<tr><td>Principal claimed</td><td>$3,906.14</td></tr>
<tr><td>Interest (separate)</td><td>$268.90</td></tr>
<tr><td>Total incl. costs</td><td>$4,239.04</td></tr>
</table>
<div class="hc" style="margin-top:10px">RETURN OF SERVICE</div>
<p>Returned certified mail receipt attached: &#9744; &nbsp; Signed by: ____________________ on ________________.</p>
<p style="font-size:8pt;margin-top:20px">Nebraska Supreme Court form CC 3:2-style &middot; Neb. Rev. Stat. &sect; 25-505.01</p>
</div>
</div>
"""
    return page(css, body)


def d09():
    css = """
.page{font-family:'DejaVu Serif';font-size:10pt;padding:44px 64px;line-height:1.35}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.logo{font-size:15pt;font-weight:bold;color:#2b4a6a}
.win{margin-top:30px;margin-left:20px;font-size:10.5pt}
table.it{border-collapse:collapse;width:74%;margin:8px 0 10px 0}
table.it td{border-bottom:1px solid #999;padding:3px 6px}
table.it td.r{text-align:right}
.box{border:1px solid #2b4a6a;padding:8px 10px;margin-top:8px}
"""
    body = """
<div class="top"><div><div class="logo">Caldera Medical Receivables Fund II, LLC</div>
<div style="font-size:8.5pt">PO Box 4480, Denver, CO 80217 &middot; (303) 555-0127 &middot; Mon&ndash;Fri 8&ndash;5 MT<br>help@calderamedrec.com</div></div>
<div style="font-size:9pt;text-align:right">Date of letter: January 4, 2027<br>Reference: CMR-2207-5514</div></div>
<div class="win">Ruth A. Engstrom<br>c/o Linda Engstrom<br>PO Box 317<br>Wray, CO 80758-0317</div>
<p style="margin-top:26px"><b>Caldera Medical Receivables Fund II, LLC is a debt collector. We are trying to collect a debt that you owe to Caldera Medical Receivables Fund II, LLC.
We will use any information you give us to help collect the debt.</b></p>
<div class="box">
<b>Our information shows:</b><br>
You received ambulance transport services from <b>High Plains Ambulance District</b> (original creditor).<br>
Date of service: <b>March 9, 2025</b> &nbsp;&middot;&nbsp; Patient: Ruth A. Engstrom &nbsp;&middot;&nbsp; Original account no.: HPAD-0309-77215<br>
The account was sold to Caldera Medical Receivables Fund II, LLC on June 30, 2026. Balance at purchase: <b>$1,284.00</b>.
</div>
<p style="margin-top:8px">As of June 30, 2026 (the itemization date), you owed: <b>$1,284.00</b><br>Between June 30, 2026 and today:</p>
<table class="it">
<tr><td>You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr>
<tr><td>You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>You paid or were credited this amount toward the debt:</td><td class="r">&ndash; $150.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>$1,134.00</b></td></tr>
</table>
<p><b>How can you dispute the debt?</b> Call or write to us by <b>February 12, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct.
If you write to us by February 12, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection
to learn more about your rights under federal law. Contact us about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p>Medical debt notice: this debt will not be reported to a consumer reporting agency. If you qualified for financial assistance from the provider at the time of service,
or if an insurance claim is still pending, please tell us. Colorado residents: a copy of this notice is available at no charge.</p>
<div style="border-top:1px dashed #000;margin-top:14px;padding-top:8px;font-size:9pt;display:grid;grid-template-columns:1fr 1fr;gap:20px">
<div>Mail this form to: Caldera Medical Receivables Fund II, LLC, PO Box 4480, Denver, CO 80217<br>Reference: CMR-2207-5514</div>
<div>How do you want to respond? &#9744; I want to dispute the debt &#9744; I want you to send me the name and address of the original creditor &#9744; I enclosed this amount: $________</div>
</div>
"""
    return page(css, body)


def d10():
    css = """
.page{font-family:'Liberation Sans';font-size:10.5pt;padding:0 0 30px 0;line-height:1.35}
.band{background:#0d3b5c;color:#fff;padding:18px 56px;display:flex;justify-content:space-between;align-items:center}
.logo{font-family:'URW Gothic';font-size:22pt;font-weight:bold;letter-spacing:1px}
.logo small{display:block;font-size:9pt;font-weight:normal;letter-spacing:3px}
.inner{padding:18px 56px}
.refs{display:flex;gap:0;margin:14px 0}
.refs div{border:1px solid #0d3b5c;padding:5px 10px;flex:1}
.lab{font-size:8pt;color:#0d3b5c;display:block}
table.it{border-collapse:collapse;width:72%;margin:6px 0}
table.it td{border-bottom:1px solid #aaa;padding:3px 6px}
table.it td.r{text-align:right}
"""
    body = """
<div class="band"><div class="logo">RECUPERA<small>SOLUCIONES DE COBRO, INC.</small></div>
<div style="font-size:9pt;text-align:right">2500 N 10th St Ste 400, McAllen, TX 78501<br>(956) 555-0193 &middot; servicio@recupera-cobro.com</div></div>
<div class="inner">
<div style="text-align:right">McAllen, Texas, 8 de enero de 2027</div>
<div style="margin-top:16px">Alejandro Ruiz Castañeda<br>1207 W Vineyard Dr Apt 3B<br>Pharr, TX 78577</div>
<div class="refs"><div><span class="lab">Número de referencia</span>RSC-7741902</div><div><span class="lab">Número de cuenta</span>IPF-0038821-04</div><div><span class="lab">Acreedor actual</span>IronPeak Fitness Clubs, LLC</div></div>
<p><b>Recupera Soluciones de Cobro, Inc. es una agencia de cobranza de deudas.</b> Estamos tratando de cobrar una deuda que usted le debe a
<b>IronPeak Fitness Clubs, LLC</b> por su membresía de gimnasio (club IronPeak Pharr, contrato de membresía mensual). Usaremos cualquier información que nos proporcione para ayudar a cobrar la deuda.</p>
<p><b>Nuestra información muestra:</b> El 31 de julio de 2026 (fecha de desglose) usted debía: $412.60.</p>
<table class="it">
<tr><td>Intereses cobrados desde esa fecha:</td><td class="r">+ $0.00</td></tr>
<tr><td>Cargos cobrados (cuota de cancelación anticipada):</td><td class="r">+ $75.00</td></tr>
<tr><td>Pagos o créditos:</td><td class="r">&ndash; $0.00</td></tr>
<tr><td><b>Monto total de la deuda ahora:</b></td><td class="r"><b>$487.60</b></td></tr>
</table>
<p><b>¿Cómo puede usted disputar la deuda?</b> Llámenos o escríbanos antes del <b>dieciséis de febrero de dos mil veintisiete (16 de febrero de 2027)</b> para disputar la deuda en su totalidad o en parte.
Si no lo hace, supondremos que nuestra información es correcta. Si nos escribe antes de esa fecha, debemos suspender el cobro de cualquier cantidad que usted dispute hasta que le enviemos información que demuestre que usted debe la deuda.</p>
<p><b>¿Qué más puede hacer?</b> Escríbanos para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual. Visite www.cfpb.gov/debt-collection para obtener más información sobre sus derechos.
Comuníquese con nosotros acerca de sus opciones de pago. Contact us to request a copy of this form in English.</p>
<p style="font-size:9pt">Horario: lunes a viernes de 8:00 a.m. a 6:00 p.m. (hora central). Correo electrónico de disputas: disputas@recupera-cobro.com. Licencia de agencia de cobros de Texas (fianza) núm. TX-CA-20931.</p>
<div style="border-top:1px dashed #000;margin-top:14px;padding-top:8px;font-size:9pt">Envíe este formulario a: Recupera Soluciones de Cobro, Inc., PO Box 9921, McAllen, TX 78502 &middot; Referencia RSC-7741902 &middot; Cuenta IPF-0038821-04<br>
&#9744; Quiero disputar la deuda &nbsp; &#9744; Quiero el nombre y la dirección del acreedor original &nbsp; &#9744; Adjunto la cantidad de: $________</div>
</div>
"""
    return page(css, body)


LAYOUTS = {"01": d01, "02": d02, "03": d03, "04": d04, "05": d05, "06": d06, "07": d07, "08": d08, "09": d09, "10": d10}
