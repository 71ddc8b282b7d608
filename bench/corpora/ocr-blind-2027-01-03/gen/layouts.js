// HTML layouts, one function per document id. Each returns a full HTML page of 816x1056 CSS px.
const m = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
function page(d, css, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box} html,body{margin:0;padding:0}
body{width:816px;height:1056px;overflow:hidden;font-family:'${d.font}';font-size:${d.size};color:#111;background:#fff;position:relative;line-height:1.28}
p{margin:0 0 7px 0}
${css}</style></head><body>${body}</body></html>`;
}
const L = {};

// 01 Alabama: district court summons as a ruled form grid, condensed sans, case no. in its own box
L['01'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:44px;top:40px;width:728px}
table.g{border-collapse:collapse;width:100%} .g td{border:1.2px solid #000;padding:4px 6px;vertical-align:top}
.lab{font-size:7pt;text-transform:uppercase;letter-spacing:.3px;color:#222;display:block;margin-bottom:2px}
.big{font-size:15pt;font-weight:bold;text-align:center;letter-spacing:1px}
.val{font-weight:bold}
.notice{border:1.2px solid #000;border-top:0;padding:7px 8px;text-align:justify;font-size:9.3pt}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;margin:0 4px -1px 8px;text-align:center;line-height:9px;font-size:8pt}
.sm{font-size:8pt}
`, `<div class="wrap">
<table class="g">
<tr><td style="width:24%" class="sm">ALABAMA<br>UNIFIED JUDICIAL SYSTEM<br>Form SM-1 &nbsp;Rev. 3/2024</td>
<td style="width:48%"><div class="big">SUMMONS</div><div style="text-align:center">&ndash; SMALL CLAIMS &ndash;</div></td>
<td style="width:28%"><span class="lab">Case Number</span><span class="val" style="font-size:12pt">${e.civil_number}</span></td></tr>
<tr><td colspan="3"><span class="lab">Court</span><span class="val">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA</span>
 <span style="float:right" class="sm">Birmingham Division &middot; 801 Court Plaza Dr, Birmingham, AL 35203 &middot; (205) 555-0110</span></td></tr>
<tr><td colspan="2"><span class="lab">Plaintiff</span><span class="val">RIDGELINE RECEIVABLES FUND III, LP</span>, as assignee of Comenity Capital Bank<br>
<span class="sm">c/o 4400 Wolf Creek Trl Ste 300, Sioux Falls, SD 57106</span></td>
<td rowspan="2"><span class="lab">Plaintiff's Reference</span>RRF-22817-AL<br><span class="lab" style="margin-top:6px">Original Account No.</span>XXXX-XXXX-XXXX-6630<br><span class="lab" style="margin-top:6px">Date Filed</span>11/18/2026</td></tr>
<tr><td colspan="2"><span class="lab">Defendant(s)</span><span class="val">WHITFIELD, DARNELL LAMAR</span> &nbsp;and&nbsp; WHITFIELD, TONYA RENEE</td></tr>
<tr><td colspan="3"><span class="lab">Notice to</span><span class="val">WHITFIELD, DARNELL LAMAR</span><br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</td></tr>
</table>
<div class="notice">THE COMPLAINT OR STATEMENT OF CLAIM WHICH IS ATTACHED TO THIS SUMMONS IS IMPORTANT, AND YOU MUST TAKE IMMEDIATE ACTION
TO PROTECT YOUR RIGHTS. YOU OR YOUR ATTORNEY ARE REQUIRED TO FILE THE ORIGINAL OF YOUR WRITTEN ANSWER, EITHER ADMITTING OR DENYING
EACH ALLEGATION IN THE COMPLAINT, WITH THE CLERK OF THIS COURT <b>WITHIN FOURTEEN (14) DAYS</b> AFTER THIS SUMMONS AND COMPLAINT WERE
DELIVERED TO YOU, OR A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE MONEY OR OTHER THINGS DEMANDED IN THE COMPLAINT.
A COPY OF YOUR ANSWER MUST BE MAILED OR HAND DELIVERED TO THE PLAINTIFF OR THE PLAINTIFF'S ATTORNEY SHOWN BELOW.</div>
<table class="g" style="margin-top:10px">
<tr><td style="width:25%"><span class="lab">Principal Amount Claimed</span><span class="val">$${m(e.lawsuit_amount)}</span></td>
<td style="width:25%"><span class="lab">Court Costs (filing &amp; service)</span>$297.00</td>
<td style="width:25%"><span class="lab">Attorney Fee Requested</span>$0.00</td>
<td style="width:25%"><span class="lab">Total With Costs</span>$${m(e.lawsuit_amount + 297)}</td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td style="width:55%"><span class="lab">Plaintiff's Attorney</span><b>Marcus T. Oden</b> &nbsp;(ASB-4471-D22O)<br>${e.law_firm_name}<br>1900 Third Ave N, Suite 410<br>Birmingham, AL 35203<br>
Tel. (205) 555-0147 &nbsp; Fax (205) 555-0148<br>E-mail: ${e.lawyer_email}</td>
<td><span class="lab">Correspondence / Payment Inquiries</span>Paralegal: Kayla Brewer<br>kbrewer@haskellpruittvane.com<br>Service of process: service@haskellpruittvane.com<br>
<span class="lab" style="margin-top:6px">Clerk's Office</span>civil.jefferson@alacourt-clerk.example</td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td colspan="2"><span class="lab">To any sheriff or any person authorized by the Alabama Rules of Civil Procedure</span>
<span class="cb">X</span>You are hereby commanded to serve this Summons and a copy of the Complaint in this action upon the Defendant.
<br><span class="cb"></span>Service by certified mail of this Summons is initiated upon the written request of the Plaintiff.</td></tr>
<tr><td style="width:50%;height:54px"><span class="lab">Date</span>11/18/2026</td><td><span class="lab">Clerk / Register</span>/s/ A. Lindqvist, Deputy Clerk</td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td colspan="3"><span class="lab">Return on Service</span><span class="cb"></span>Certified mail return receipt received in this office on ____________
<br><span class="cb"></span>I certify that I personally delivered a copy of the Summons and Complaint to ______________________ in ____________ County, Alabama on ____________</td></tr>
<tr><td style="height:44px;width:34%"><span class="lab">Date</span></td><td style="width:33%"><span class="lab">Server's Signature</span></td><td><span class="lab">Type of Process Server</span></td></tr>
</table>
<div class="sm" style="margin-top:8px;display:flex;justify-content:space-between"><span>SM-1 (front)</span><span>Original &ndash; Court &nbsp; Copy &ndash; Defendant</span></div>
</div>`); };

// 02 Utah: law-firm letterhead above a ")" column caption, serif; footer repeats case number
L['02'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:72px;top:48px;width:672px}
.lh{font-size:10pt;line-height:1.2}
.court{text-align:center;font-weight:bold;margin:22px 0 16px 0;line-height:1.35}
table.cap{border-collapse:collapse;width:100%;border-top:1px solid #000;border-bottom:1px solid #000}
.cap td{vertical-align:top;padding:8px 6px}
.par{width:14px;text-align:center;line-height:1.28}
.foot{position:absolute;left:72px;right:72px;bottom:34px;border-top:1px solid #000;font-size:9pt;display:flex;justify-content:space-between;padding-top:4px}
`, `<div class="wrap">
<div class="lh">Jenna K. Ashby (#16402)<br>Owen R. Tolman (#09875)<br><b>${e.law_firm_name.toUpperCase()}</b><br>4885 South 900 East, Suite 210<br>Salt Lake City, Utah 84117<br>
Telephone: (801) 555-0162<br>Email: ${e.lawyer_email}<br>E-filing / service: efile@larkspurtolman.com<br><i>Attorneys for Plaintiff</i></div>
<div class="court">IN THE JUSTICE COURT OF WEST VALLEY CITY<br>SALT LAKE COUNTY, STATE OF UTAH<br><span style="font-weight:normal;font-size:9.5pt">3590 South Civic Center Way, West Valley City, Utah 84119 &middot; (801) 555-0120</span></div>
<table class="cap"><tr>
<td style="width:54%">BONNEVILLE CREDIT PARTNERS, LLC, a Utah limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>vs.<br><br>KENNETH RAY BOWLES, JR.,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td class="par">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td>
<td><b>SUMMONS</b><br>(21 Day &ndash; In State)<br><br>Case No. ${e.civil_number}<br><br>Judge: Hon. Marisa Quintero<br><br>Acct. Ref.: BCP-0058831</td>
</tr></table>
<p style="margin-top:14px"><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b></p>
<p style="margin-left:36px">KENNETH RAY BOWLES, JR.<br>${e.customer_street}<br>${e.customer_city}, Utah ${e.customer_zip_code}</p>
<p style="text-align:justify">A lawsuit has been filed against you. You must respond in writing by filing an Answer with the court and serving a copy on the
plaintiff's attorney <b>within 21 days</b> after the date you were served with this Summons. If you do not, the court may enter a default judgment
against you for the relief demanded in the Complaint, which is on file with the clerk of the above court and a copy of which is served upon you.</p>
<p style="text-align:justify">The Complaint seeks the principal balance of <b>$${m(e.lawsuit_amount)}</b> owing on a consumer credit account, together with
pre-judgment interest of $311.25 at the contract rate, court costs of $185.00, and post-judgment interest as allowed by law.</p>
<p style="text-align:justify;font-size:10pt"><i>Se ha presentado una demanda en su contra. Si desea leer estos documentos en espa&ntilde;ol, visite el sitio web del tribunal.
Debe responder por escrito dentro de 21 d&iacute;as despu&eacute;s de la fecha en que se le entreg&oacute; esta citaci&oacute;n.</i></p>
<p>DATED November 20, 2026.</p>
<div style="margin-left:340px;margin-top:8px">${e.law_firm_name.toUpperCase()}<br><br>/s/ Jenna K. Ashby<br>Jenna K. Ashby<br>Attorneys for Plaintiff</div>
<p style="margin-top:14px;font-size:10pt">Serve defendant at: ${e.customer_street}, ${e.customer_city}, UT ${e.customer_zip_code}</p>
</div>
<div class="foot"><span>SUMMONS</span><span>Bonneville Credit Partners v. Bowles &mdash; Case No. ${e.civil_number}</span><span>Page 1 of 1</span></div>`); };

// 03 Iowa: original notice on a landscape-like page of two columns, white-on-black band, amount in words
L['03'] = d => { const e = d.expected; return page(d, `
.band{position:absolute;left:36px;right:36px;top:34px;height:40px;background:#111;color:#fff;font-weight:bold;font-size:16pt;letter-spacing:4px;display:flex;align-items:center;justify-content:space-between;padding:0 14px}
.band small{font-size:8.5pt;letter-spacing:0;font-weight:normal}
.col{position:absolute;top:90px;width:352px;text-align:justify}
.c1{left:36px} .c2{left:428px}
.rule{position:absolute;left:407px;top:90px;width:1px;height:930px;background:#444}
h3{font-size:10pt;margin:10px 0 6px 0;border-bottom:1px solid #000}
table.k{border-collapse:collapse;width:100%} .k td{border:1px solid #777;padding:3px 4px}
.cap{border:1px solid #000;padding:6px 8px;margin-bottom:8px}
`, `<div class="band"><span>ORIGINAL NOTICE</span><small>Iowa Judicial Branch &middot; Polk County &middot; e-filed</small></div>
<div class="rule"></div>
<div class="col c1">
<div style="text-align:center;font-weight:bold;margin-bottom:6px">IN THE IOWA DISTRICT COURT FOR POLK COUNTY</div>
<div class="cap">PRAIRIE HEARTH LENDING SERIES 2021-A TRUST,<br>&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>MARIAH LYNN OYELARAN,<br>&nbsp;&nbsp;&nbsp;Defendant.
<div style="border-top:1px solid #000;margin-top:6px;padding-top:4px">CASE NO. <b>${e.civil_number}</b></div></div>
<p><b>TO THE ABOVE-NAMED DEFENDANT:</b><br>Mariah Lynn Oyelaran<br>${e.customer_street}<br>${e.customer_city}, IA ${e.customer_zip_code}</p>
<p>You are notified that a petition has been filed in the office of the clerk of this court naming you as the defendant in this action.
A copy of the petition (and any documents filed with it) is attached to this notice.</p>
<p>The attorney for the plaintiff is <b>Thomas A. Vierling</b> (AT0012345), of ${e.law_firm_name}, whose address is 700 Locust Street, Suite 1200,
Des Moines, Iowa 50309. That attorney's phone number is (515) 555-0139; e-mail ${e.lawyer_email}; facsimile (515) 555-0138.</p>
<p>You must serve a motion or answer <b>within 20 days</b> after service of this original notice upon you and, within a reasonable time thereafter,
file your motion or answer with the Clerk of Court for Polk County, at the county courthouse, 500 Mulberry Row, Des Moines, Iowa 50309.
If you do not, judgment by default may be rendered against you for the relief demanded in the petition.</p>
<p>If you require the assistance of auxiliary aids or services to participate in court because of a disability, immediately call your district
ADA coordinator at (515) 555-0100.</p>
<p style="font-weight:bold">IMPORTANT: YOU ARE ADVISED TO SEEK LEGAL ADVICE AT ONCE TO PROTECT YOUR INTERESTS.</p>
<p>This case has been filed in a county that uses electronic filing. Unless you obtain an exemption from the court, you must file your
Appearance and Answer electronically.</p>
<p style="margin-top:12px">CLERK OF COURT<br>Polk County Courthouse<br>Date issued: 11/23/2026</p>
</div>
<div class="col c2">
<h3>PETITION AT LAW &mdash; SUMMARY</h3>
<p>Plaintiff, as owner of a closed-end personal loan originated by Heartland Direct Bank (loan ending 0932), states the defendant defaulted on
03/02/2026 and that the following sum remains due and unpaid:</p>
<table class="k">
<tr><td>Principal balance claimed</td><td style="text-align:right"><b>$${m(e.lawsuit_amount)}</b></td></tr>
<tr><td>Interest from 03/02/2026 at 7.25% (stated separately)</td><td style="text-align:right">$184.06</td></tr>
<tr><td>Filing fee</td><td style="text-align:right">$185.00</td></tr>
<tr><td>Sheriff's service fee (est.)</td><td style="text-align:right">$42.50</td></tr>
</table>
<p style="margin-top:8px">Principal in words: <i>Six Thousand Nine Hundred Forty and 12/100 Dollars</i> ($${m(e.lawsuit_amount)}).</p>
<p>WHEREFORE, Plaintiff prays for judgment against the Defendant in the amount stated above, interest as provided by the contract and
Iowa Code chapter 535, and the costs of this action.</p>
<h3>OTHER PARTIES AND NOTICES</h3>
<p>Co-obligor (not served): none. &nbsp;Plaintiff's address: c/o Wilmington Trust Services, 1100 N Market St, Wilmington, DE 19890.</p>
<p style="text-align:left">Loan servicer contact: servicing@prairiehearth-lending.com &nbsp;|&nbsp; Firm e-filing inbox: efile@grelldunmore.com &nbsp;|&nbsp; Firm file no. GD-26-11873</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<h3>ATTORNEY SIGNATURE</h3>
<p>/s/ Thomas A. Vierling<br>Thomas A. Vierling, AT0012345<br>Kristen J. Ahlers, AT0019920<br>${e.law_firm_name.toUpperCase()}<br>700 Locust Street, Suite 1200<br>Des Moines, IA 50309<br>
${e.lawyer_email}<br>ATTORNEYS FOR PLAINTIFF</p>
<div style="margin-top:30px;border:1px dashed #555;padding:8px;font-size:8pt">Return of service &mdash; State of Iowa, Polk County: I certify that I served a copy of this
Original Notice and Petition on ______________________ on ______________, 20___, at __________________________.<br><br>Signature ______________________ &nbsp; Fees $________</div>
</div>`); };


// 04 Mississippi: boxed caption on a printed form, fill-ins in a handwriting (script) font; plaintiff without a lawyer
L['04'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:62px;top:52px;width:692px}
.h{font-family:'Dancing Script';font-size:17pt;color:#1a2f8a;line-height:1}
.box{border:2px solid #000;display:flex}
.box .l{flex:1;padding:10px 12px;border-right:2px solid #000}
.box .r{width:230px;padding:10px 12px}
.ln{border-bottom:1px solid #000;display:inline-block;min-width:200px;padding:0 4px}
.small{font-size:8.5pt}
.title{text-align:center;font-weight:bold;font-size:16pt;letter-spacing:3px;margin:18px 0 4px}
`, `<div class="wrap">
<div style="text-align:center;font-weight:bold;font-size:12.5pt;margin-bottom:4px">IN THE JUSTICE COURT OF HINDS COUNTY, MISSISSIPPI</div>
<div style="text-align:center" class="small">Court address: 3055 Sessions Ridge Rd, Jackson, MS 39213 &nbsp;&middot;&nbsp; Clerk: (601) 555-0115</div>
<div class="box" style="margin-top:12px">
<div class="l">
<div class="small">PLAINTIFF (name and address)</div>
<div class="h">Magnolia Home Furnishings, Inc.</div>
<div class="h" style="font-size:14pt">2290 Lakeland Dr, Flowood, MS 39232</div>
<div class="small" style="margin-top:2px">appearing by its store manager, Denise Hollowell &mdash; <b>no attorney</b></div>
<div style="margin:8px 0;font-weight:bold">VS.</div>
<div class="small">DEFENDANT (name and address)</div>
<div class="h">Cedric Allen Thornton III</div>
<div class="h" style="font-size:14pt">${e.customer_street}</div>
<div class="h" style="font-size:14pt">${e.customer_city}, MS ${e.customer_zip_code}</div>
</div>
<div class="r">
<div class="small">CIVIL ACTION NO.</div>
<div class="h" style="font-size:19pt;margin:4px 0 12px">${e.civil_number}</div>
<div class="small">Store account no.</div><div class="h" style="font-size:14pt">MHF 20417-88</div>
<div class="small" style="margin-top:10px">Date filed</div><div class="h" style="font-size:14pt">Nov. 24, 2026</div>
</div></div>
<div class="title">SUMMONS</div>
<div style="text-align:center;margin-bottom:14px">THE STATE OF MISSISSIPPI</div>
<p>TO: <span class="ln h">Cedric Allen Thornton III</span>, Defendant</p>
<p style="text-align:justify;line-height:1.9">You are hereby summoned to appear before the Justice Court Judge of Hinds County, Mississippi, at the courtroom located at
3055 Sessions Ridge Rd, Jackson, Mississippi, on the <span class="ln h" style="min-width:60px">12th</span> day of
<span class="ln h" style="min-width:120px">January</span>, 20<span class="ln h" style="min-width:30px">27</span>, at
<span class="ln h" style="min-width:60px">9:00</span> o'clock a.m., to answer the suit of the Plaintiff named above for the sum of
<span class="ln h" style="min-width:120px">$${m(e.lawsuit_amount)}</span> (principal), as shown by the statement of account attached, plus court costs.</p>
<p style="text-align:justify">If you fail to appear and defend on the hearing date, judgment may be entered against you by default for the amount
demanded. You may file a written answer with the clerk before the hearing date.</p>
<table style="border-collapse:collapse;margin:10px 0 14px;width:60%" class="small">
<tr><td style="border:1px solid #000;padding:3px 6px">Filing fee / court costs (paid by plaintiff)</td><td style="border:1px solid #000;padding:3px 6px;text-align:right">$75.00</td></tr>
<tr><td style="border:1px solid #000;padding:3px 6px">Constable service fee</td><td style="border:1px solid #000;padding:3px 6px;text-align:right">$25.00</td></tr>
</table>
<p>ISSUED under my hand and the seal of said court, this <span class="ln h" style="min-width:60px">24th</span> day of
<span class="ln h" style="min-width:110px">November</span>, 2026.</p>
<div style="display:flex;justify-content:space-between;margin-top:18px">
<div>Signed: <span class="ln h" style="min-width:210px">R. T. Purvis</span><br><span class="small">Justice Court Judge, Post 2</span></div>
<div>By: <span class="ln h" style="min-width:180px">L. Ewing</span><br><span class="small">Justice Court Clerk</span></div></div>
<div style="border-top:2px solid #000;margin-top:24px;padding-top:8px" class="small">
<b>RETURN OF SERVICE (CONSTABLE)</b><br>I have this day served the within summons on the defendant by: &#9744; personal delivery &nbsp; &#9744; leaving a copy at
the usual place of abode with a family member over 16 years of age &nbsp; &#9744; certified mail.<br><br>
Date: ________________ &nbsp;&nbsp; Constable, Post ____: ______________________________ &nbsp;&nbsp; Fee: $__________</div>
</div>`); };

// 05 Wisconsin: small claims summons as a form grid; "E-FILED" stamp crosses the amount; return date table
L['05'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:40px;top:36px;width:736px}
table.g{border-collapse:collapse;width:100%} .g td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lab{font-size:7pt;color:#333;display:block}
.t{font-size:14pt;font-weight:bold}
.stamp{position:absolute;left:14px;top:410px;width:230px;height:92px;border:4px double #b0161c;color:#b0161c;opacity:.72;transform:rotate(-11deg);
 text-align:center;font-weight:bold;font-size:11pt;line-height:1.25;padding-top:8px;font-family:'Liberation Sans'}
.sm{font-size:8pt}
`, `<div class="wrap">
<table class="g">
<tr><td style="width:62%"><b>STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY</b><br><span class="sm">Small Claims &middot; Courthouse, 915 N 9th Pl, Milwaukee, WI 53233 &middot; (414) 555-0130</span></td>
<td rowspan="3"><span class="lab">For Official Use</span><br><br><span class="sm">Electronically filed<br>11-30-2026<br>Clerk of Circuit Court<br>Milwaukee County</span></td></tr>
<tr><td><span class="lab">Plaintiff's name and address</span><b>Lakeshore Consumer Funding LLC</b>, a Delaware limited liability company<br>330 E Kilbourn Ave, Suite 800, Milwaukee, WI 53202</td></tr>
<tr><td><span class="lab">Defendant's name and address</span><b>Theresa J. Kowalczyk</b><br>${e.customer_street}<br>${e.customer_city}, WI ${e.customer_zip_code}
<br><span class="lab" style="margin-top:4px">Additional defendant</span>Marek A. Kowalczyk, same address</td></tr>
</table>
<table class="g" style="margin-top:-1px">
<tr><td style="width:62%"><span class="t">Small Claims Summons</span><br>&#9746; Money judgment &nbsp; &#9744; Eviction &nbsp; &#9744; Replevin &nbsp; &#9744; Other</td>
<td><span class="lab">Case No.</span><b style="font-size:12pt">${e.civil_number}</b><br><span class="lab">Case Code</span>31003 Small Claims &ndash; Money Judgment</td></tr>
</table>
<p style="margin-top:10px;text-align:justify">THE STATE OF WISCONSIN, To the person(s) named above as Defendant(s): You are being sued by the person(s) named above as Plaintiff(s).
A copy of the claim has been sent to you with this summons. If you do not appear on the return date, the court may enter a judgment against you.</p>
<table class="g">
<tr><td colspan="4" style="background:#ddd"><b>RETURN DATE &mdash; you must appear</b></td></tr>
<tr><td><span class="lab">Date</span><b>January 14, 2027</b></td><td><span class="lab">Time</span><b>8:30 a.m.</b></td><td colspan="2"><span class="lab">Location</span>Room 400, Courthouse, 915 N 9th Pl, Milwaukee, WI 53233</td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td colspan="4" style="background:#ddd"><b>Claim</b> &mdash; Plaintiff demands judgment against the Defendant(s) for:</td></tr>
<tr><td style="width:25%"><span class="lab">Amount claimed (principal)</span><b style="font-size:12pt">$${m(e.lawsuit_amount)}</b></td>
<td style="width:25%"><span class="lab">Filing fee</span>$94.50</td><td style="width:25%"><span class="lab">Service fee &amp; statutory attorney fee</span>$100.00</td>
<td><span class="lab">Total incl. costs</span>$${m(e.lawsuit_amount + 194.5)}</td></tr>
<tr><td colspan="4"><span class="lab">Brief statement of claim</span>Unpaid balance on a revolving credit card account originally issued by Webbank (acct. ending 2294), charged off 04/30/2026,
purchased by Plaintiff. Plaintiff's reference LCF-88-0912.</td></tr>
</table>
<div class="stamp">E-FILED<br>MILWAUKEE COUNTY<br>CLERK OF CIRCUIT COURT</div>
<p style="margin-top:10px;text-align:justify">You may file a written answer instead of appearing if the court allows it. If you need help because of a disability or need an interpreter,
call (414) 555-0131 at least 10 working days before the return date.</p>
<table class="g">
<tr><td style="width:50%"><span class="lab">Plaintiff's attorney</span><b>Alyssa M. Dorner</b><br>State Bar No. 1098765<br>${e.law_firm_name}<br>250 N Sunnyslope Rd, Suite 300<br>Brookfield, WI 53005<br>(262) 555-0184<br>${e.lawyer_email}</td>
<td><span class="lab">Firm contacts</span>Small claims desk: smallclaims@brandvoldkreutz.com<br>Payments: pay@brandvoldkreutz.com<br>Firm file no.: BK-7739-26
<br><br><span class="lab">Signature</span>Electronically signed by Alyssa M. Dorner<br><span class="lab">Date</span>11-30-2026</td></tr>
</table>
<p class="sm" style="margin-top:8px">This is an attempt to collect a debt by a debt collector and any information obtained will be used for that purpose.</p>
<p class="sm" style="display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px"><span>SC-500, 07/24 Small Claims Summons</span><span>&sect;&sect;799.05, 799.12, Wisconsin Statutes</span><span>Page 1 of 1</span></p>
</div>`); };

// 06 Massachusetts: heading as separate centred lines, docket number in two boxes, party table with roles only
L['06'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:56px;top:40px;width:704px}
.hd{text-align:center;line-height:1.4}
.dk{position:absolute;right:0;top:0;text-align:center;font-size:7.5pt}
.dk span{display:inline-block;border:1.5px solid #000;padding:4px 7px;font-size:11pt;font-weight:bold;margin-top:2px}
table.p{border-collapse:collapse;width:100%;margin-top:12px} .p td,.p th{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
.p th{background:#e8e8e8;font-size:8pt}
.sm{font-size:8pt}
`, `<div class="wrap">
<div class="dk">DOCKET NUMBER<br><span>2656SC</span>&nbsp;<span>000812</span></div>
<div class="hd">COMMONWEALTH OF MASSACHUSETTS</div>
<div class="hd"><b>DISTRICT COURT DEPARTMENT OF THE TRIAL COURT</b></div>
<div class="hd">QUINCY DIVISION</div>
<div class="hd sm">40 Hancock Sq, Quincy, MA 02169 &middot; Small Claims Session (617) 555-0125</div>
<div style="text-align:center;font-weight:bold;font-size:12pt;margin-top:12px;letter-spacing:1px">STATEMENT OF SMALL CLAIM AND NOTICE OF TRIAL</div>
<table class="p">
<tr><th style="width:17%">Role</th><th style="width:36%">Name</th><th>Address</th><th style="width:15%">Telephone</th></tr>
<tr><td>Claimant</td><td><b>Granite Shore Capital, LLC</b>, a Massachusetts limited liability company</td><td>75 Federal Way, Suite 900, Boston, MA 02110</td><td>(617) 555-0170</td></tr>
<tr><td colspan="4" style="text-align:center">v.</td></tr>
<tr><td>Responding party</td><td><b>Paul Anthony Ferreira</b></td><td>${e.customer_street}<br>${e.customer_city}, MA ${e.customer_zip_code}</td><td>&mdash;</td></tr>
<tr><td>Counsel for claimant</td><td>Daniel P. Morrissey, BBO# 684215<br>${e.law_firm_name}</td><td>160 Federal Way, 4th Floor, Boston, MA 02110<br>${e.lawyer_email}</td><td>(617) 555-0177</td></tr>
</table>
<p style="margin-top:12px"><b>PLAINTIFF'S CLAIM.</b> The plaintiff states that the defendant owes the plaintiff <b>$${m(e.lawsuit_amount)}</b>, plus court costs, for the following reasons:
unpaid balance of a consumer installment account originally opened with Bay Colony Bank, N.A. (account ending 5187), assigned to plaintiff on 06/15/2026.
Plaintiff's reference GSC-MA-30412.</p>
<table class="p" style="width:60%">
<tr><td>Amount of claim (principal)</td><td style="text-align:right">$${m(e.lawsuit_amount)}</td></tr>
<tr><td>Filing fee</td><td style="text-align:right">$50.00</td></tr>
<tr><td>Service by certified mail</td><td style="text-align:right">$15.00</td></tr>
<tr><td>Total with costs</td><td style="text-align:right">$${m(e.lawsuit_amount + 65)}</td></tr>
</table>
<div style="border:1.5px solid #000;margin-top:14px;padding:8px">
<b>NOTICE OF TRIAL.</b> The trial of this claim will take place at the court address above on <b>Thursday, January 21, 2027 at 9:00 A.M.</b>, Courtroom 2.
If you are the defendant and you do not appear for trial, a judgment may be entered against you by default. If you are the plaintiff and you do
not appear, your claim may be dismissed. Mediation may be available on the trial date. If you need an interpreter, call the clerk-magistrate's office.</div>
<p style="margin-top:10px" class="sm">Questions about this notice: Clerk-Magistrate's Office, quincy.smallclaims@jud-clerk.example &middot; Counsel's paralegal: mhealey@cabotlearyfinch.com
&middot; Billing: accounts@cabotlearyfinch.com</p>
<p class="sm">I certify under the penalties of perjury that the above claim is true and that, to the best of my knowledge, the defendant is not in the military.
Signature of plaintiff or attorney: /s/ Daniel P. Morrissey &nbsp;&nbsp; Date: 12/02/2026</p>
<p class="sm">WITNESS: Hon. Theresa M. Coughlin, First Justice &nbsp;&nbsp; Attest: /s/ Clerk-Magistrate</p>
<div style="position:absolute;left:0;right:0;top:980px;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between" class="sm">
<span>DC-SC-1 (12/23)</span><span>DEFENDANT'S COPY</span></div>
</div>`); };

// 07 Arkansas: typewriter monospace, ")" column caption, totals with costs, footer repeats case number
L['07'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:76px;top:54px;width:664px;line-height:1.32}
.c{text-align:center}
pre{font-family:inherit;font-size:inherit;margin:0}
.foot{position:absolute;left:76px;right:76px;bottom:36px;font-size:9pt;display:flex;justify-content:space-between}
`, `<div class="wrap">
<div class="c"><b>IN THE DISTRICT COURT OF PULASKI COUNTY, ARKANSAS</b></div>
<div class="c"><b>CIVIL DIVISION</b></div>
<div class="c" style="font-size:9pt;margin-bottom:14px">2800 W Roosevelt Plaza, Little Rock, AR 72204 &middot; (501) 555-0140</div>
<pre>NATURAL STATE AUTO CREDIT, INC.,        )
an Arkansas corporation                 )
                        PLAINTIFF       )
                                        )   CASE NO. <b>${e.civil_number}</b>
v.                                      )
                                        )
SHAWNA MARIE PETTIGREW                  )
                        DEFENDANT       )</pre>
<div class="c" style="margin:16px 0 10px"><b><u>S U M M O N S</u></b></div>
<p>THE STATE OF ARKANSAS TO DEFENDANT:</p>
<pre style="margin:0 0 10px 40px">SHAWNA MARIE PETTIGREW
${e.customer_street}
${e.customer_city}, AR ${e.customer_zip_code}</pre>
<p style="text-align:justify">A lawsuit has been filed against you. The relief demanded is stated in the attached complaint. Within
thirty (30) days after service of this summons on you (not counting the day you received it) you must file with the clerk of this court a
written answer to the complaint or a motion under Rule 12 of the Arkansas Rules of Civil Procedure.</p>
<p style="text-align:justify">The answer or motion must also be served on the plaintiff or plaintiff's attorney, whose name and address are:</p>
<pre style="margin:0 0 10px 40px">Grant W. Haley, Ark. Bar No. 2011187
${e.law_firm_name.toUpperCase()}
1501 N University Ave, Suite 740
Little Rock, AR 72207
(501) 555-0191
${e.lawyer_email}
docketing: filings@penningtonsowell.com</pre>
<p style="text-align:justify">If you fail to respond within the applicable time period, judgment by default may be entered against you
for the relief demanded in the complaint.</p>
<pre style="margin:4px 0 12px 0">${[['Balance due on retail installment contract', e.lawsuit_amount], ['Filing fee', 65], ['Service of process', 50], ['Total with costs', e.lawsuit_amount + 115]].map(([a, b]) => '  ' + a.padEnd(44) + ('$' + m(b)).padStart(11)).join('\n')}
  (Contract No. NSAC-770214; vehicle repossessed and sold 05/09/2026)</pre>
<pre>CLERK OF COURT                    Address of Clerk's Office:
                                  2800 W Roosevelt Plaza
By: /s/ T. Marchbanks, D.C.       Little Rock, AR 72204
Date: 12/01/2026                  districtclerk.civil@pulaski-dc.example</pre>
<p style="margin-top:12px;font-size:9pt;text-align:justify">ADDITIONAL NOTICES: You are hereby notified that you must appear and defend by filing your answer or other responsive pleading with the clerk
within 30 days. This communication is from a debt collector.</p>
</div>
<div class="foot"><span>SUMMONS</span><span>${e.civil_number}</span><span>Page 1 of 1</span></div>`); };


// 08 North Dakota: two-column caption, case number split over two lines, diagonal "SERVICE COPY" watermark, Palatino-like serif
L['08'] = d => { const e = d.expected; return page(d, `
.wrap{position:absolute;left:80px;top:60px;width:656px}
table.t{width:100%;border-collapse:collapse} .t td{padding:2px 0;vertical-align:top}
table.cap{width:100%;border-collapse:collapse;margin-top:14px} .cap td{vertical-align:top;padding:8px 10px}
.wm{position:absolute;left:40px;top:470px;font-size:82pt;font-weight:bold;color:rgba(120,120,120,.22);transform:rotate(-28deg);letter-spacing:8px;white-space:nowrap;font-family:'Liberation Sans'}
p{text-align:justify;line-height:1.45}
`, `<div class="wrap">
<table class="t"><tr><td>STATE OF NORTH DAKOTA</td><td style="text-align:right">DISTRICT COURT</td></tr>
<tr><td>COUNTY OF CASS</td><td style="text-align:right">EAST CENTRAL JUDICIAL DISTRICT</td></tr></table>
<table class="cap"><tr>
<td style="width:60%;border-top:1px solid #000;border-bottom:1px solid #000;border-right:1px solid #000">Dakota Plains Recovery, LLC, as assignee of First Western Bank &amp; Trust,<br><br>
<span style="margin-left:120px">Plaintiff,</span><br><br>vs.<br><br>Lukas Edward Haugen,<br><br><span style="margin-left:120px">Defendant.</span></td>
<td style="border-top:1px solid #000;border-bottom:1px solid #000">Civil No. ${e.civil_number.slice(0, 8)}<br>${e.civil_number.slice(8)}<br><br><b>SUMMONS</b><br><br><span style="font-size:9.5pt">Firm file 26-0417-SH<br>Orig. acct. ****3390</span></td>
</tr></table>
<p style="margin-top:16px"><b>THE STATE OF NORTH DAKOTA TO THE ABOVE-NAMED DEFENDANT:</b></p>
<p style="margin-left:40px;text-align:left">Lukas Edward Haugen<br>${e.customer_street}<br>${e.customer_city}, ND ${e.customer_zip_code}</p>
<p>[&para;1] You are hereby summoned and required to appear and defend against the Complaint in this action, which is herewith served upon you,
by serving upon the undersigned an Answer or other proper response within <b>twenty-one (21) days</b> after the service of this Summons upon you,
exclusive of the day of service.</p>
<p>[&para;2] If you fail to do so, judgment by default will be taken against you for the relief demanded in the Complaint, namely the principal sum of
<b>$${m(e.lawsuit_amount)}</b>, together with accrued interest of $402.77 computed separately, plus costs and disbursements including the $80.00 filing fee.</p>
<p>[&para;3] The Complaint has been filed with the Clerk of District Court, Cass County. You may obtain forms and information from the North Dakota Legal Self Help Center.</p>
<p style="margin-top:18px">Dated this 3rd day of December, 2026.</p>
<div style="margin-left:300px;margin-top:10px;line-height:1.4">${e.law_firm_name.toUpperCase()}<br><br>By: /s/ Ingrid L. Sorlie<br>Ingrid L. Sorlie (ND ID #07123)<br>3100 13th Ave S, Suite 205<br>Fargo, ND 58103<br>
Telephone: (701) 555-0158<br>${e.lawyer_email}<br>E-service: eservice@sorliehagen.com<br><i>Attorneys for Plaintiff</i></div>
<p style="margin-top:22px;font-size:9pt;text-align:left">Clerk of District Court, Cass County Courthouse, 211 Ninth Row S, Fargo, ND 58103 &middot; (701) 555-0111<br>
THIS COMMUNICATION IS FROM A DEBT COLLECTOR.</p>
</div>
<div class="wm">SERVICE COPY</div>`); };

// 09 Kentucky: medical debt collector letter, Reg F style itemization, dark letterhead band, rural-route addressee
L['09'] = d => { const e = d.expected; return page(d, `
.band{background:#1d2b3a;color:#fff;padding:12px 48px;display:flex;justify-content:space-between;align-items:center}
.band b{font-size:15pt;letter-spacing:1px}
.wrap{position:absolute;left:48px;top:92px;width:720px}
.box{border:1.5px solid #1d2b3a;padding:8px 10px;margin:8px 0}
table.it{border-collapse:collapse;width:100%} .it td{padding:3px 6px;border-bottom:1px solid #bbb}
.it td:last-child{text-align:right;white-space:nowrap}
.tear{border-top:2px dashed #555;margin-top:10px;padding-top:6px}
.sm{font-size:8pt}
`, `<div class="band"><b>CUMBERLAND REVENUE SERVICES, INC.</b><span class="sm">PO Box 4410 &middot; Lexington, KY 40512 &middot; (859) 555-0152<br>Mon&ndash;Fri 8 a.m.&ndash;6 p.m. ET &middot; help@cumberlandrevenue.com</span></div>
<div class="wrap">
<div style="display:flex;justify-content:space-between">
<div style="margin-top:14px;line-height:1.35">${e.customer_name}<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</div>
<div style="text-align:right;line-height:1.35;margin-top:6px">December 1, 2026<br>Reference #: CRS-4418207<br>Hospital acct. #: HAR-7730-1185</div></div>
<div class="box"><b>Cumberland Revenue Services, Inc. is a debt collector.</b> We are trying to collect a debt that you owe to
<b>Meridian Healthcare Receivables, LLC</b>. We will use any information you give us to help collect the debt.</div>
<p><b>Our information shows:</b> You received medical services from <b>Appalachian Highlands Regional Hospital</b> (original creditor), 
520 Medical Pkwy, Hazard, KY 41701. Date of service: <b>03/14/2026</b>. Patient: Wanda S. Eversole. The account was sold to Meridian Healthcare Receivables, LLC
(current creditor) on 07/01/2026.</p>
<table class="it">
<tr><td>As of May 15, 2026 (itemization date), after insurance, you owed:</td><td>$1,592.00</td></tr>
<tr><td>Between May 15, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;You were charged this amount in interest:</td><td>+ $92.20</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;You were charged this amount in fees:</td><td>+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td>&ndash; $0.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td><b>$${m(e.lawsuit_amount)}</b></td></tr>
</table>
<p style="margin-top:10px"><b>How can you dispute the debt?</b> Call or write to us by <b>January 12, 2027</b> to dispute all or part of the debt. If you do not, we will
assume that our information is correct. If you write to us by January 12, 2027, we must stop collection on any amount you dispute until we send you
information that shows you owe the debt. Write to: disputes@cumberlandrevenue.com or PO Box 4410, Lexington, KY 40512.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to
www.cfpb.gov/debt-collection to learn more about your rights under federal law. You may be eligible for financial assistance under the
hospital's charity care policy; contact the hospital's patient financial services office.</p>
<p class="sm">Notice: This letter is not a lawsuit and no lawsuit has been filed on this account. Medical debt under $500 is not reported to credit bureaus.</p>
<div class="tear"><b>How do you want to respond?</b> <span class="sm">(detach and mail to Cumberland Revenue Services, Inc., PO Box 4410, Lexington, KY 40512)</span>
<div style="display:flex;gap:24px;margin-top:6px"><div style="flex:1" class="sm">&#9744; I want to dispute the debt because I think: this is not my debt / the amount is wrong / other.<br>&#9744; I want you to send me the name and address of the original creditor.<br>&#9744; I enclosed this amount: $__________</div>
<div class="sm" style="width:240px;line-height:1.35">${e.customer_name}<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}<br>Reference #: CRS-4418207<br>Balance: $${m(e.lawsuit_amount)}</div></div></div>
</div>`); };

// 10 Texas: Spanish law-firm letter, letterhead with a left sidebar of attorneys and offices, suit filed
L['10'] = d => { const e = d.expected; return page(d, `
.side{position:absolute;left:0;top:0;bottom:0;width:190px;background:#ece7dc;padding:120px 16px 20px 24px;font-size:8pt;line-height:1.4;color:#333}
.head{position:absolute;left:214px;top:36px;right:48px;border-bottom:2px solid #6b1d1d;padding-bottom:6px}
.head b{font-size:19pt;color:#6b1d1d;letter-spacing:1px}
.main{position:absolute;left:214px;top:120px;right:52px;text-align:justify;line-height:1.33}
.re td{padding:1px 8px 1px 0;vertical-align:top}
`, `<div class="side"><b>ABOGADOS</b><br>Rebeca Ochoa Salinas<br>Texas Bar No. 24098713<br><br>Martin J. Brandt<br>Texas Bar No. 02941120<br><br>Hector A. Leal<br>Texas Bar No. 24061178<br><br>
<b>OFICINAS</b><br>Houston &middot; San Antonio<br><br><b>CONTACTO</b><br>Tel. (713) 555-0126<br>Fax (713) 555-0127<br>pagos@ochoabrandtleal.com<br>Asistente legal:<br>mgarza@ochoabrandtleal.com<br><br>
Horario: lunes a viernes, 8:00&ndash;17:00</div>
<div class="head"><b>OCHOA, BRANDT &amp; LEAL, PLLC</b><br><span style="font-size:9pt">5615 Kirby Dr, Suite 900 &middot; Houston, Texas 77005 &middot; www.ochoabrandtleal.example</span></div>
<div class="main">
<p>2 de diciembre de 2026</p>
<p style="line-height:1.3">Sr. ${e.customer_name}<br>${e.customer_street}<br>${e.customer_city}, TX ${e.customer_zip_code}</p>
<table class="re"><tr><td><b>Ref.:</b></td><td>Gulf Coast Auto Finance, LLC v. ${e.customer_name}</td></tr>
<tr><td><b>Tribunal:</b></td><td>${e.court_name}</td></tr>
<tr><td><b>N&uacute;m. de causa:</b></td><td><b>${e.civil_number}</b></td></tr>
<tr><td><b>Cuenta:</b></td><td>GCAF-0093317 &nbsp;&nbsp; <b>Nuestro archivo:</b> OBL-26-5531</td></tr></table>
<p style="margin-top:10px">Estimado Sr. C&aacute;rdenas Villarreal:</p>
<p>Este despacho representa a <b>Gulf Coast Auto Finance, LLC</b>, una sociedad de responsabilidad limitada de Texas. Le informamos que el 24 de noviembre de 2026
nuestro cliente <b>present&oacute; una demanda en su contra</b> ante el ${e.court_name}, bajo el n&uacute;mero de causa ${e.civil_number}, para cobrar
el saldo de su contrato de financiamiento de veh&iacute;culo.</p>
<p>El saldo que se reclama es de <b>$${m(e.lawsuit_amount)}</b> (tres mil novecientos dieciocho d&oacute;lares con 45/100). Este saldo no incluye las costas judiciales
de $54.00 ni el costo de entrega de la citaci&oacute;n de $75.00, que el tribunal podr&aacute; a&ntilde;adir si dicta sentencia.</p>
<p>Usted recibir&aacute; o ya recibi&oacute; la citaci&oacute;n (<i>citation</i>) del tribunal. Si no presenta una respuesta por escrito ante el tribunal a m&aacute;s tardar
al final del d&iacute;a 14 despu&eacute;s de haber recibido la citaci&oacute;n, el tribunal podr&iacute;a dictar un fallo en rebeld&iacute;a en su contra. Le recomendamos consultar
con un abogado.</p>
<p>Si desea hablar sobre un plan de pagos o un acuerdo antes de la audiencia, comun&iacute;quese con la abogada a cargo. Los pagos no suspenden el plazo para contestar la demanda.</p>
<p>Esta comunicaci&oacute;n proviene de un cobrador de deudas. Es un intento de cobrar una deuda y cualquier informaci&oacute;n obtenida ser&aacute; utilizada para ese fin.</p>
<p style="margin-top:14px;line-height:1.35">Atentamente,<br><br><span style="font-family:'Dancing Script';font-size:16pt;color:#223">Rebeca Ochoa S.</span><br>
Lcda. Rebeca Ochoa Salinas, Abogada<br>Texas Bar No. 24098713<br>Correo: ${e.lawyer_email}<br>Tel. directo (713) 555-0128<br>${e.law_firm_name}</p>
<p style="font-size:8pt;margin-top:10px">Tribunal: 8300 Mykawa Ct, Houston, TX 77048 &middot; Secretar&iacute;a: jp51.civil@harris-jp.example</p>
</div>`); };

module.exports = L;
