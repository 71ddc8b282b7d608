// HTML layouts, one per document id. Each returns a full HTML page of 816x1056 CSS px.
const fmt = n => n.toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2});
const base = (font, size, css, body) => `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:816px 1056px;margin:0}
html,body{margin:0;padding:0}
body{width:816px;height:1056px;overflow:hidden;position:relative;background:#fff;color:#111;font-family:${font};font-size:${size}pt;line-height:1.28}
.pg{position:absolute;left:0;top:0;width:816px;height:1056px;box-sizing:border-box}
p{margin:0 0 6px 0}
table{border-collapse:collapse}
${css}</style></head><body><div class="pg">${body}</div></body></html>`;

const L = {};

// 01 Washington: boxed caption with ")" column, footer repeating case number
L['01'] = e => base("'Liberation Serif'", 11, `
.pg{padding:46px 70px 40px 70px}
.hd{text-align:center;font-weight:bold;font-size:12pt;letter-spacing:.5px;margin:8px 0 14px}
.cap{border:1.5px solid #000;display:grid;grid-template-columns:1fr 22px 250px}
.cap .l{padding:10px 12px}.cap .m{padding:10px 0;text-align:center;line-height:1.28}.cap .r{padding:10px 12px;border-left:0}
.foot{position:absolute;left:70px;right:70px;bottom:26px;border-top:1px solid #000;font-size:9pt;display:flex;justify-content:space-between;padding-top:4px}
h2{text-align:center;font-size:12pt;margin:14px 0 8px;letter-spacing:3px}
.sig{margin-left:360px;margin-top:10px;line-height:1.3}
`, `
<div style="font-size:9pt;position:absolute;top:18px;right:70px">Clerk e-mail: kcdc.civil@kingcounty-courts.example.org</div>
<div class="hd">DISTRICT COURT OF WASHINGTON FOR KING COUNTY</div>
<div class="cap">
 <div class="l">CASCADE RECEIVABLES FUND III, LP, a Delaware limited partnership,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>OKAFOR, DANIEL REESE, and JOHN DOE OKAFOR, and the marital community composed thereof,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
 <div class="m">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
 <div class="r">NO. ${e.civil_number}<br><br>SUMMONS<br>(20 Days)<br><br>Account No. 5491-7720-0031-8846<br>Our File No. HP-88213</div>
</div>
<h2>THE STATE OF WASHINGTON TO THE SAID DEFENDANT:</h2>
<p>Daniel Reese Okafor<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</p>
<p>A lawsuit has been started against you in the above-entitled court by Cascade Receivables Fund III, LP, plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. The complaint seeks the principal sum of $${fmt(e.lawsuit_amount)}, together with prejudgment interest of $611.08 stated separately, court costs of $83.00 (filing fee) and $65.00 (service), and a statutory attorney fee of $200.00, for a total of $5,277.70.</p>
<p>In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and by serving a copy upon the person signing this summons within <b>20 days</b> after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice. A default judgment is one where plaintiff is entitled to what it asks for because you have not responded.</p>
<p>If you serve a notice of appearance on the undersigned person, you are entitled to notice before a default judgment may be entered. You may demand that the plaintiff file this lawsuit with the court. If you do so, the demand must be in writing and must be served upon the person signing this summons. Within 14 days after you serve the demand, the plaintiff must file this lawsuit with the court, or the service on you of this summons and complaint will be void.</p>
<p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to Rule 4 of the Civil Rules for Courts of Limited Jurisdiction of the State of Washington.</p>
<p>Court address: King County District Court, 516 Third Avenue, Seattle, WA 98104. Plaintiff's address: 1201 Pacific Ave Ste 900, Tacoma, WA 98402.</p>
<div class="sig">DATED: December 2, 2026<br><br>HARLOW &amp; PENN, PLLC<br>By: /s/ Miriam Harlow<br>Miriam Harlow, WSBA No. 41877<br>Attorneys for Plaintiff<br>4110 Roosevelt Way NE, Ste 210<br>Seattle, WA 98105 &middot; (206) 555-0142<br>${e.lawyer_email}<br>Paralegal: filings@harlowpenn-law.com</div>
<div class="foot"><span>SUMMONS (20 DAYS) &mdash; Page 1 of 1</span><span>Case No. ${e.civil_number}</span><span>HP-88213</span></div>
`);

// 02 Arizona: landscape-like two columns (summons | complaint), separate centred heading lines
L['02'] = e => base("'DejaVu Sans Condensed','DejaVu Sans'", 9, `
body{font-stretch:condensed}
.pg{padding:30px 36px}
.h{text-align:center;line-height:1.2}
.h .a{font-size:12pt;font-weight:bold;letter-spacing:1px}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:22px;margin-top:12px;border-top:2px solid #000;padding-top:10px}
.col{border-right:0}
.col h3{font-size:10.5pt;margin:0 0 6px;text-align:center;background:#eee;padding:3px}
.kv{display:grid;grid-template-columns:110px 1fr;row-gap:3px;margin-bottom:8px}
.kv div:nth-child(odd){font-weight:bold}
.vline{position:absolute;left:407px;top:150px;bottom:40px;border-left:1px dashed #666}
`, `
<div style="display:flex;justify-content:space-between;font-size:8.5pt"><span>Atty: Ana Velasco, SBN 031552</span><span>Case Number: ${e.civil_number}</span></div>
<div class="h"><div class="a">KYRENE JUSTICE COURT</div><div class="a">MARICOPA COUNTY, ARIZONA</div><div>201 E Chicago St, Ste 101, Chandler, AZ 85225 &middot; (480) 555-0117</div></div>
<div class="cols">
<div class="col">
<h3>SUMMONS</h3>
<div class="kv">
<div>Plaintiff</div><div>SAGUARO CREDIT PARTNERS SERIES 2021-A, by its servicer Desert Ledger Servicing LLC<br>8600 E Anderson Dr, Scottsdale, AZ 85255</div>
<div>Defendant</div><div>MARCUS T. BELLAMY JR. and JANE DOE BELLAMY, husband and wife<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</div>
<div>Case Number</div><div>${e.civil_number}</div>
</div>
<p><b>THE STATE OF ARIZONA TO THE DEFENDANT(S) NAMED ABOVE:</b> You are hereby summoned and required to appear and defend in this action within the time applicable, in this court. If served within Arizona, you shall appear and defend within 20 calendar days after service of the Summons and Complaint upon you, exclusive of the day of service. If served outside Arizona, you shall appear and defend within 30 calendar days.</p>
<p>A copy of the Complaint is attached. YOU ARE NOTIFIED that in case of your failure to answer, judgment by default may be rendered against you for the relief demanded in the Complaint.</p>
<p>Requests for reasonable accommodation for persons with disabilities must be made to the court at least 3 working days before a scheduled court proceeding.</p>
<p>Filing fee paid by Plaintiff: $91.00. Service fee: $48.00.</p>
<p>Date: 12/01/2026 &nbsp;&nbsp; Clerk: R. Maldonado (Deputy)<br>Clerk e-mail: kyrene.jc@justicecourts.example.gov</p>
<p style="margin-top:14px"><b>Attorney for Plaintiff:</b><br>ROURKE VELASCO PLLC<br>Ana Velasco, State Bar No. 031552<br>2390 E Camelback Rd, Ste 130, Phoenix, AZ 85016<br>(602) 555-0139 &middot; ${e.lawyer_email}<br>E-service: docket@rourkevelasco.com</p>
</div>
<div class="col">
<h3>COMPLAINT (Civil &mdash; Debt)</h3>
<p>Plaintiff, Saguaro Credit Partners Series 2021-A, a Delaware statutory trust, for its Complaint against Defendants alleges:</p>
<p>1. Defendant Marcus T. Bellamy Jr. resides in Maricopa County, Arizona, within the Kyrene precinct, and the obligation sued upon was incurred in this precinct.</p>
<p>2. Defendant opened a revolving credit account with Copperline Bank, N.A., Account ending 7716, and used the account for purchases.</p>
<p>3. The account was charged off and sold and assigned to Plaintiff on March 14, 2025. Plaintiff's reference number is SCP-2021A-0048831.</p>
<p>4. There is now due and owing from Defendants to Plaintiff the principal sum of <b>TWO THOUSAND NINE HUNDRED SEVENTY-FIVE AND 40/100 DOLLARS ($${fmt(e.lawsuit_amount)})</b>.</p>
<p>5. Jane Doe Bellamy is named solely to bind the marital community.</p>
<p>WHEREFORE Plaintiff requests judgment against Defendants, jointly and severally, as follows:</p>
<table style="width:100%;font-size:9pt;margin-bottom:8px">
<tr><td>A. Principal</td><td style="text-align:right">$${fmt(e.lawsuit_amount)}</td></tr>
<tr><td>B. Court costs</td><td style="text-align:right">$139.00</td></tr>
<tr><td>C. Attorney's fees (A.R.S. &sect; 12-341.01)</td><td style="text-align:right">$500.00</td></tr>
<tr><td>D. Interest at 10% per annum from judgment</td><td style="text-align:right">&mdash;</td></tr>
<tr style="border-top:1px solid #000"><td><b>Total with costs and fees</b></td><td style="text-align:right"><b>$3,614.40</b></td></tr>
</table>
<p>DATED December 1, 2026.</p>
<p>ROURKE VELASCO PLLC<br>By /s/ Ana Velasco<br>Attorneys for Plaintiff</p>
<p style="font-size:8pt;color:#333;margin-top:10px">This communication is from a debt collector. Summons and Complaint &mdash; ${e.civil_number} &mdash; Page 1 of 1</p>
</div>
</div>
<div class="vline"></div>
`);

// 03 Indiana: form grid with handwriting fill-ins, ")" venue caption, self-represented plaintiff
L['03'] = e => base("'Nimbus Sans'", 10, `
.pg{padding:40px 52px}
.w{font-family:'Dancing Script';font-size:14pt;color:#1b2a6b;line-height:1}
.venue{display:grid;grid-template-columns:200px 20px 1fr;margin-bottom:10px}
.g{width:100%;border:1.5px solid #000}
.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.g .lb{font-size:7.5pt;text-transform:uppercase;display:block;color:#222;letter-spacing:.3px}
.t{text-align:center;font-weight:bold;font-size:13pt;margin:10px 0 6px;letter-spacing:2px}
.box{border:1.5px solid #000;padding:6px 8px;margin-top:8px}
`, `
<div class="venue">
 <div>STATE OF INDIANA<br><br>COUNTY OF MARION</div>
 <div>)<br>)&nbsp;SS:<br>)</div>
 <div style="text-align:center;font-weight:bold">MARION COUNTY SMALL CLAIMS COURT<br>PIKE TOWNSHIP DIVISION<br><span style="font-weight:normal">5665 Lafayette Road, Suite B, Indianapolis, IN 46254 &middot; (317) 555-0188</span></div>
</div>
<div class="t">NOTICE OF CLAIM</div>
<table class="g">
<tr><td colspan="2" style="width:60%"><span class="lb">Plaintiff (name, address, phone)</span><span class="w">Brightwater Home Rentals LLC</span><br>by Denise Albrecht, Manager (appearing without attorney)<br>7020 Zionsville Rd, Indianapolis, IN 46268 &middot; (317) 555-0163</td>
<td><span class="lb">Cause Number</span><span class="w">${e.civil_number}</span></td></tr>
<tr><td colspan="2"><span class="lb">Defendant (name, address)</span><span class="w">Tamika Joy Renfro</span><br><span class="w">${e.customer_street}</span><br><span class="w">${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</span></td>
<td><span class="lb">Second Defendant</span><span class="w">Curtis Renfro</span><br>same address</td></tr>
<tr><td><span class="lb">Amount of claim</span><span class="w">$${fmt(e.lawsuit_amount)}</span></td><td><span class="lb">Filing fee</span>$97.00<br><span class="lb">Service fee (sheriff)</span>$28.00</td>
<td><span class="lb">Hearing date &amp; time</span><span class="w">January 21, 2027 &nbsp;9:00 a.m.</span></td></tr>
<tr><td colspan="3"><span class="lb">Nature of claim</span><span class="w">Unpaid rent Aug&ndash;Oct 2026 and damage to unit beyond normal wear</span></td></tr>
</table>
<div class="box"><b>To the Defendant:</b> You have been sued by the Plaintiff named above. You are ordered to appear for a hearing at the court listed above on the date and time shown. If you do not appear, a judgment by default may be entered against you for the amount of the claim plus court costs. You may bring witnesses, documents and other evidence. If you admit the claim but need time to pay, you should still come to court on the hearing date. You have the right to a jury trial, but you must request one in writing within ten (10) days after receipt of this notice, and you must pay a jury fee of $70.00.</div>
<div class="box"><b>Statement of claim:</b> Defendant leased the premises at ${e.customer_street}, ${e.customer_city} under a written lease dated June 1, 2025 (Lease ref. BW-L-20417). Defendant failed to pay rent for August, September and October 2026 and left damage to the unit. Amount claimed: $${fmt(e.lawsuit_amount)}. Late charges of $150.00 and interest are not claimed here. Plaintiff requests judgment for that amount plus costs.</div>
<table class="g" style="margin-top:8px"><tr>
<td style="width:50%"><span class="lb">Plaintiff's signature / date</span><span class="w">Denise Albrecht &nbsp; 11/30/2026</span></td>
<td><span class="lb">Clerk / date issued</span>Myla Trent, Deputy Clerk &nbsp; 12/02/2026<br>pike.smallclaims@indy-courts.example.gov</td></tr></table>
<p style="font-size:8pt;margin-top:10px">Small claims rules: Ind. Small Claims Rule 2 and 3. Persons with a disability may request an accommodation by calling (317) 555-0188. Bring this notice with you to court.</p>
`);

// 04 Tennessee: monospace civil warrant, heading on dark band, table of parties with roles column
L['04'] = e => base("'Courier Prime'", 10, `
.pg{padding:36px 54px}
.band{background:#111;color:#fff;text-align:center;padding:8px 0;font-weight:bold;font-size:12pt;letter-spacing:2px}
.sub{text-align:center;margin:6px 0 10px}
.pt{width:100%;border:1.5px solid #000;margin-bottom:8px}
.pt td,.pt th{border:1px solid #000;padding:4px 6px;vertical-align:top;text-align:left}
.pt th{background:#ddd;font-size:9pt}
.line{border-bottom:1px solid #000;display:inline-block;min-width:120px}
`, `
<div class="band">CIVIL WARRANT</div>
<div class="band" style="background:#333;font-size:11pt;margin-top:2px">GENERAL SESSIONS COURT OF DAVIDSON COUNTY, TENNESSEE</div>
<div class="sub">Historic Courthouse, 1 Public Square, Nashville, TN 37201 &middot; Docket ${e.civil_number} &middot; Clerk: gscivil@nashville-courts.example.gov</div>
<table class="pt">
<tr><th style="width:24%">Role</th><th>Name / Address</th><th style="width:26%">Ref.</th></tr>
<tr><td>Suing party</td><td>VOLUNTEER AUTO FINANCE CORP., a Tennessee corporation<br>900 Division St, Nashville, TN 37203</td><td>Acct 40-77120-3</td></tr>
<tr><td>v.</td><td></td><td></td></tr>
<tr><td>Party sued (1)</td><td>WHITFIELD, LORETTA ANNE<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</td><td>Serve: Davidson Co. Sheriff</td></tr>
<tr><td>Party sued (2)</td><td>HARGROVE, DWAYNE (co-signer)<br>77 Lafayette St, Nashville, TN 37210</td><td>Serve: Davidson Co. Sheriff</td></tr>
</table>
<p>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN: You are hereby commanded to summon the party or parties sued to appear before the General Sessions Court of Davidson County, Tennessee, to answer in a civil action brought by the suing party.</p>
<p><b>Date and time of trial:</b> <span class="line">January 14, 2027 at 1:00 p.m.</span> &nbsp; Courtroom 1B</p>
<p>The suing party claims the sum of <b>$${fmt(e.lawsuit_amount)}</b> for the balance due under a retail installment contract for a 2019 vehicle (VIN ending 44821) after repossession and sale, plus court costs. Interest of $342.16 accrued through filing is sought separately. Attorney fees as provided in the contract (not to exceed 15%).</p>
<table class="pt" style="width:60%"><tr><td>Principal</td><td style="text-align:right">$${fmt(e.lawsuit_amount)}</td></tr><tr><td>Interest</td><td style="text-align:right">$342.16</td></tr><tr><td>Court costs (filing fee)</td><td style="text-align:right">$186.50</td></tr><tr><td>Total with costs</td><td style="text-align:right">$6,738.66</td></tr></table>
<p>Issued: December 3, 2026 &nbsp;&nbsp; Deputy Clerk: <span class="line">J. Okonkwo</span></p>
<p><b>Attorney for suing party:</b> Thomas R. Lyle (BPR #028841), GASKINS LYLE &amp; MOORE, 315 Deaderick St Ste 1550, Nashville, TN 37238, (615) 555-0121, ${e.lawyer_email} &nbsp; cc: efile@gaskinslyle.com</p>
<p style="font-size:9pt;border-top:1px dashed #000;padding-top:6px">RETURN ON SERVICE: I hereby certify that I have served this warrant by delivering a copy to the party sued on ______________ 20___. &nbsp; Deputy Sheriff ____________________</p>
<p style="font-size:8.5pt">If you have a disability and require assistance, please contact the clerk. NOTICE: Tennessee law provides a ten thousand dollar ($10,000) personal property exemption from execution or seizure to satisfy a judgment.</p>
`);

// 05 Alabama: UJS-style form grid, case number in two boxes, FILED stamp over a value
L['05'] = e => { const [c1, c2] = ['DV-2026-', '901237.00']; return base("'URW Bookman'", 9.5, `
.pg{padding:34px 46px}
.f{width:100%;border:1.5px solid #000}
.f td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.sm{font-size:7.5pt;display:block}
.cn{display:inline-block;border:1.5px solid #000;padding:2px 6px;margin-right:4px;font-size:11pt;font-weight:bold}
.stamp{position:absolute;left:470px;top:64px;transform:rotate(-14deg);border:3px double #b0171f;color:#b0171f;padding:4px 14px;font-family:'Liberation Sans';font-weight:bold;font-size:15pt;opacity:.75;text-align:center;line-height:1.1}
`, `
<table class="f"><tr>
<td style="width:28%">State of Alabama<br>Unified Judicial System<br><span class="sm">Form C-34 &nbsp; Rev. 9/2024</span></td>
<td style="text-align:center;font-weight:bold;font-size:12pt">SUMMONS<br><span style="font-size:9pt;font-weight:normal">- CIVIL -</span></td>
<td style="width:30%"><span class="sm">Case Number</span><span class="cn">${c1}</span><span class="cn">${c2}</span></td>
</tr></table>
<div class="stamp">FILED<br><span style="font-size:10pt">12/04/2026 10:41 AM</span><br><span style="font-size:8pt">${c1}${c2}</span></div>
<table class="f" style="border-top:0"><tr><td colspan="2" style="font-weight:bold">IN THE DISTRICT COURT OF JEFFERSON COUNTY, ALABAMA<br><span style="font-weight:normal" class="sm">716 Richard Arrington Jr Blvd N, Birmingham, AL 35203</span></td></tr>
<tr><td style="width:50%"><span class="sm">Plaintiff</span>MAGNOLIA PORTFOLIO RECOVERY II, LLC, as assignee of Southern Pines Bank<br>3000 Riverchase Galleria Ste 800, Hoover, AL 35244</td>
<td><span class="sm">v. Defendant</span>REGINALD HOWARD PRUITT III<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</td></tr></table>
<table class="f" style="border-top:0"><tr><td>
<p><b>NOTICE TO:</b> Reginald Howard Pruitt III, ${e.customer_street}, ${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</p>
<p>THE COMPLAINT OR OTHER DOCUMENT WHICH IS ATTACHED TO THIS SUMMONS IS IMPORTANT, AND YOU MUST TAKE IMMEDIATE ACTION TO PROTECT YOUR RIGHTS. YOU OR YOUR ATTORNEY ARE REQUIRED TO FILE THE ORIGINAL OF YOUR WRITTEN ANSWER, EITHER ADMITTING OR DENYING EACH ALLEGATION IN THE COMPLAINT OR OTHER DOCUMENT, WITH THE CLERK OF THIS COURT. A COPY OF YOUR ANSWER MUST BE MAILED OR HAND DELIVERED BY YOU OR YOUR ATTORNEY TO THE PLAINTIFF OR PLAINTIFF'S ATTORNEY <b>JORDAN E. CRENSHAW</b> WHOSE ADDRESS IS 2 20th Street North, Suite 1120, Birmingham, AL 35203.</p>
<p><b>THE ANSWER MUST BE MAILED OR DELIVERED WITHIN 14 DAYS AFTER THIS SUMMONS AND COMPLAINT OR OTHER DOCUMENT WERE SERVED ON YOU OR A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE MONEY OR OTHER THINGS DEMANDED IN THE COMPLAINT OR OTHER DOCUMENT.</b></p>
<p>TO ANY SHERIFF OR ANY PERSON AUTHORIZED by the Alabama Rules of Civil Procedure to serve process: You are hereby commanded to serve this Summons and a copy of the Complaint or other document in this action upon the Defendant.</p>
<p>&#9745; Service by certified mail of this Summons is initiated upon the written request of Plaintiff pursuant to Rule 4(i)(2)(B) of the Alabama Rules of Civil Procedure.</p>
</td></tr></table>
<table class="f" style="border-top:0">
<tr><td style="width:50%"><span class="sm">Amount claimed (principal)</span>$${fmt(e.lawsuit_amount)}</td><td><span class="sm">Docket fee paid</span>$297.00</td></tr>
<tr><td><span class="sm">Interest claimed separately</span>$402.55</td><td><span class="sm">Total with costs</span>$4,383.74</td></tr>
<tr><td><span class="sm">Clerk</span>12/04/2026 &nbsp; /s/ Lakisha Vann, Clerk<br>jeffcivil@alacourt-clerk.example.gov</td>
<td><span class="sm">Plaintiff's attorney</span>Jordan E. Crenshaw (CRE031) &middot; Bar No. ASB-4417-J62C<br>TILLMAN CRENSHAW LLC<br>(205) 555-0176 &middot; ${e.lawyer_email}<br>paralegal: mbrooks@tillmancrenshaw.com</td></tr>
<tr><td colspan="2"><span class="sm">Return on service</span>&#9744; Certified mail returned &nbsp;&#9744; Personally served on ____________ &nbsp; Server signature ______________________</td></tr>
</table>
<p style="font-size:8pt;margin-top:6px;text-align:right">Reference: MPR-II/AL/0093318 &middot; Original account ending 5520</p>
`); };

// 06 Virginia: checkbox form grid in condensed sans, case number split over two lines, amount in words
L['06'] = e => base("'Liberation Sans Narrow'", 10, `
.pg{padding:32px 44px}
.g{width:100%;border:1.5px solid #000}
.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.sm{font-size:7.5pt;display:block;text-transform:uppercase}
.cb{font-family:'DejaVu Sans';font-size:9pt}
`, `
<table class="g"><tr>
<td style="width:26%;text-align:center"><b>WARRANT IN DEBT</b><br><span style="font-size:8pt">(CIVIL CLAIM FOR MONEY)</span><br><span style="font-size:8pt">Commonwealth of Virginia &nbsp; Va. Code &sect; 16.1-79</span></td>
<td style="text-align:center"><b style="font-size:12pt">RICHMOND CITY GENERAL DISTRICT COURT</b><br><b>CIVIL DIVISION</b><br><span style="font-size:8.5pt">400 North 9th Street, Richmond, VA 23219</span></td>
<td style="width:20%"><span class="sm">Case No.</span><b style="font-size:12pt">GV26014578-<br>00</b></td></tr></table>
<table class="g" style="border-top:0">
<tr><td style="width:50%"><span class="sm">Plaintiff(s)</span>TIDEWATER CAPITAL RECOVERY LLC, as assignee of Old Dominion Bank<br>4425 Corporation Ln Ste 300, Virginia Beach, VA 23462</td>
<td><span class="sm">Defendant(s)</span>Priya Nair Castellano<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}<br><span style="font-size:8.5pt">and Rohan Castellano, same address</span></td></tr>
<tr><td colspan="2"><span class="sm">To any authorized officer</span>You are commanded to summon the defendant(s) to appear at this court on the <b>RETURN DATE AND TIME: February 2, 2027 at 10:00 AM</b> to answer the plaintiff's civil claim.</td></tr>
<tr><td colspan="2"><span class="sm">Claim</span>The plaintiff claims that the defendant(s) owe the plaintiff a debt in the sum of <b>$${fmt(e.lawsuit_amount)}</b> (FIVE THOUSAND ONE HUNDRED FORTY-TWO DOLLARS AND 77/100), net of any credits, with interest at 6 % from 06/15/2025 until paid, $56.00 costs and $350.00 attorney's fees, on the following basis:
<span class="cb">&#9744;</span> Open Account &nbsp; <span class="cb">&#9745;</span> Note/Contract &nbsp; <span class="cb">&#9744;</span> Other. Acct. No. XXXX-XXXX-1093.</td></tr>
<tr><td><span class="sm">Principal</span>$${fmt(e.lawsuit_amount)}</td><td><span class="sm">Interest (stated separately)</span>$445.92</td></tr>
<tr><td><span class="sm">Costs (filing + service)</span>$58.00</td><td><span class="sm">Attorney's fees</span>$350.00</td></tr>
<tr><td colspan="2"><span class="sm">Homestead exemption</span><span class="cb">&#9744;</span> claimed &nbsp; <span class="cb">&#9744;</span> not claimed</td></tr>
<tr><td><span class="sm">Date issued / clerk</span>12/03/2026 &nbsp; T. Washington, Deputy Clerk<br>richgdcivil@vacourts-gdc.example.gov</td>
<td><span class="sm">Plaintiff's attorney</span>Lena M. Quarles, VSB No. 84130<br>ASHBY QUARLES, P.C.<br>1021 E Cary St Ste 1400, Richmond, VA 23219 &middot; (804) 555-0190<br>${e.lawyer_email}</td></tr>
</table>
<p style="margin-top:8px"><b>TO THE DEFENDANT:</b> You are not required to appear in court on the return date unless you intend to contest the claim. If you do not appear and the plaintiff proves the claim, judgment may be entered against you for the amount claimed. If you wish to contest the claim, you must appear on the return date; the judge may order you to file written grounds of defense. If you believe you are not liable for all or part of the claim you should appear. You may be able to exempt some property from creditor process.</p>
<p><b>RETURN OF SERVICE:</b> &nbsp; <span class="cb">&#9744;</span> Personal service &nbsp; <span class="cb">&#9744;</span> Substituted service on family member age 16 or older &nbsp; <span class="cb">&#9744;</span> Posted on front door &nbsp; <span class="cb">&#9744;</span> Not found</p>
<p>Serving officer: ______________________ for Sheriff, City of Richmond &nbsp;&nbsp; Date: ____________</p>
<p style="font-size:8pt;margin-top:16px">Form DC-412 (style) &middot; Plaintiff's ref. TCR-VA-661204 &middot; Case GV26014578-00 &middot; e-filing help: efile-help@vacourts-gdc.example.gov</p>
`);

// 07 Pennsylvania: two-column caption (plaintiff | defendant boxes), footer repeating docket
L['07'] = e => base("C059", 10, `
.pg{padding:40px 56px 60px}
.top{display:grid;grid-template-columns:1fr 1fr;gap:0;border:1.5px solid #000}
.top>div{padding:6px 10px}
.top>div+div{border-left:1.5px solid #000}
.cap{display:grid;grid-template-columns:1fr 1fr;border:1.5px solid #000;border-top:0}
.cap>div{padding:8px 10px;min-height:110px}
.cap>div+div{border-left:1.5px solid #000}
.lb{font-size:8pt;font-weight:bold;display:block;letter-spacing:.5px}
h2{text-align:center;font-size:12pt;margin:12px 0 8px;letter-spacing:1px}
.foot{position:absolute;left:56px;right:56px;bottom:22px;font-size:8.5pt;text-align:center;border-top:1px solid #000;padding-top:4px}
`, `
<div class="top">
<div>COMMONWEALTH OF PENNSYLVANIA<br>COUNTY OF ALLEGHENY<br><br><b>Magisterial District Court 05-2-11</b><br>Mag. Dist. No.: 05-2-11<br>MDJ Name: Hon. Patricia L. Ventresca<br>Address: 1011 Brighton Rd, Pittsburgh, PA 15233<br>Telephone: (412) 555-0154</div>
<div style="text-align:center"><h2 style="margin:4px 0">CIVIL COMPLAINT</h2><span class="lb">Docket No.</span><b>${e.civil_number}</b><br><br><span class="lb">Date Filed</span>12/01/2026<br><span class="lb">OTN / LOTN</span>N/A</div>
</div>
<div class="cap">
<div><span class="lb">PLAINTIFF: NAME and ADDRESS</span>ALLEGHENY VALLEY LENDING LLC<br>a Pennsylvania limited liability company<br>600 Grant St Fl 22<br>Pittsburgh, PA 15219</div>
<div><span class="lb">DEFENDANT: NAME and ADDRESS</span>SZYMANSKI, GREGORY ALAN<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</div>
</div>
<div class="cap"><div style="min-height:0"><span class="lb">Amount</span>$${fmt(e.lawsuit_amount)}</div><div style="min-height:0"><span class="lb">Date Paid</span>Costs to be paid by Plaintiff at filing: $107.25</div></div>
<p style="margin-top:10px">You are hereby notified that the above named plaintiff seeks a judgment against you for <b>$${fmt(e.lawsuit_amount)}</b> together with costs upon the following claim (Civil fines must include citation of the statute or ordinance violated):</p>
<p>1. On or about April 9, 2024, Defendant Gregory Alan Szymanski entered into a consumer installment loan agreement with Plaintiff, Loan No. AVL-24-118302, in the original amount of $2,500.00.</p>
<p>2. Defendant defaulted by failing to make the payment due July 1, 2025, and all payments thereafter. Plaintiff accelerated the balance as permitted by the agreement.</p>
<p>3. The unpaid principal balance is $${fmt(e.lawsuit_amount)}. Contract interest of $214.60 accrued to the date of filing is claimed separately, and costs of suit of $107.25 have been paid by Plaintiff. Total with costs and interest: $2,278.15.</p>
<p>4. Plaintiff has made demand upon Defendant, who has failed and refused to pay.</p>
<p>I, Kathleen M. Holt, Esquire, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 Pa. C.S. &sect; 4904) related to unsworn falsification to authorities.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:10px">
<div><span class="lb">Plaintiff's Attorney</span>Kathleen M. Holt, Esquire<br>PA Attorney I.D. No. 209344<br>BRENNAN HOLT ASSOCIATES, LLC<br>436 Seventh Ave Ste 900, Pittsburgh, PA 15219<br>(412) 555-0107<br>${e.lawyer_email}</div>
<div><span class="lb">Court e-mail / filings</span>mdj-05211@pacourts-mdj.example.gov<br><br><span class="lb">Plaintiff's Account Ref.</span>AVL-24-118302<br><br>Signature: <i>/s/ Kathleen M. Holt</i></div>
</div>
<p style="margin-top:10px;font-size:9pt">If you intend to enter a defense to this complaint, you should so notify this office immediately at the above telephone number. You must appear at the hearing and present your defense. Unless you do, judgment may be entered against you by default. If you have a claim against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert at the hearing, you must file it on a complaint form at this office at least five days before the date of the hearing.</p>
<div class="foot">AOPC 308A style &middot; Docket No. ${e.civil_number} &middot; Page 1 of 1</div>
`);

// 08 Wisconsin: firm letterhead above caption, separate centred heading lines, COPY watermark over the amount
L['08'] = e => base("'URW Gothic'", 9.5, `
.pg{padding:30px 52px}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #2a3f5f;padding-bottom:6px;margin-bottom:12px}
.lh .n{font-size:16pt;color:#2a3f5f;letter-spacing:1px}
.hl{text-align:center;font-weight:bold;line-height:1.35;font-size:11pt}
.cap{display:grid;grid-template-columns:1fr 200px;margin-top:10px;border-top:1px solid #000;border-bottom:1px solid #000;padding:8px 0}
.wm{position:absolute;left:140px;top:520px;transform:rotate(-28deg);font-size:110pt;color:rgba(200,30,30,.18);font-weight:bold;letter-spacing:20px;pointer-events:none}
h2{text-align:center;font-size:12pt;margin:10px 0 6px}
`, `
<div class="lh"><div><div class="n">MARCHETTI &amp; LUND S.C.</div><div style="font-size:8.5pt">Attorneys at Law &middot; Debt Collectors</div></div>
<div style="text-align:right;font-size:8.5pt">735 N Water St, Ste 1600<br>Milwaukee, WI 53202<br>(414) 555-0131 &middot; info@marchettilund.com</div></div>
<div class="hl">STATE OF WISCONSIN</div>
<div class="hl">CIRCUIT COURT</div>
<div class="hl">MILWAUKEE COUNTY</div>
<div class="hl" style="font-weight:normal;font-size:8.5pt">Milwaukee County Courthouse, 901 N 9th St, Milwaukee, WI 53233</div>
<div class="cap"><div>LAKESHORE CONSUMER FUNDING TRUST 2019-B,<br>by U.S. Fiduciary Services as owner trustee<br>2200 W Good Hope Rd, Milwaukee, WI 53209<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;v.<br>BETHANY LOU KOWALCZYK<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div style="border-left:1px solid #000;padding-left:12px"><b>SMALL CLAIMS SUMMONS</b><br>Case No.<br><b style="font-size:12pt">${e.civil_number}</b><br><br>Case Code: 31003<br>Money Judgment<br><br>Creditor ref.: LCF19B-772104</div></div>
<h2>THE STATE OF WISCONSIN, To each person named above as a Defendant:</h2>
<p>You are being sued by the person(s) named above as Plaintiff. A copy of the claim has been sent to you at your address as stated in the caption above.</p>
<p>The lawsuit will be heard in the following small claims court: Milwaukee County Circuit Court, Room 400, 901 N 9th St, Milwaukee, WI 53233. <b>RETURN DATE: January 19, 2027, at 8:30 a.m.</b></p>
<p>If you do not attend the hearing on the return date, the court may give the Plaintiff what he or she is asking for. A judgment may be entered against you for the amount demanded and a judgment could affect your property and credit rating.</p>
<p>You may have the option to answer without appearing in court on the return date by filing a written answer with the clerk of court before the return date. You must still send a copy of your answer to the Plaintiff or Plaintiff's attorney.</p>
<table style="width:70%;margin:8px 0;border:1px solid #000">
<tr><td style="padding:3px 8px;border:1px solid #000">Amount demanded (principal)</td><td style="padding:3px 8px;border:1px solid #000;text-align:right">$${fmt(e.lawsuit_amount)}</td></tr>
<tr><td style="padding:3px 8px;border:1px solid #000">Filing fee</td><td style="padding:3px 8px;border:1px solid #000;text-align:right">$94.50</td></tr>
<tr><td style="padding:3px 8px;border:1px solid #000">Service fee</td><td style="padding:3px 8px;border:1px solid #000;text-align:right">$75.00</td></tr>
<tr><td style="padding:3px 8px;border:1px solid #000">Attorney fee (statutory)</td><td style="padding:3px 8px;border:1px solid #000;text-align:right">$50.00</td></tr>
<tr><td style="padding:3px 8px;border:1px solid #000"><b>Total with costs</b></td><td style="padding:3px 8px;border:1px solid #000;text-align:right"><b>$3,609.50</b></td></tr></table>
<p>Dated: December 2, 2026</p>
<p>Electronically signed by Rebecca A. Lund<br>State Bar No. 1098842<br>MARCHETTI &amp; LUND S.C., Attorneys for Plaintiff<br>${e.lawyer_email} &middot; e-filing: wicourts.efile@marchettilund.com</p>
<p style="font-size:8pt">This is a communication from a debt collector. If you require reasonable accommodations due to a disability to participate in the court process, please call (414) 555-0109 prior to the scheduled court date.</p>
<div class="wm">COPY</div>
`);

// 09 Collection agency letter: hospital ER bill, itemization table, apartment on second address line
L['09'] = e => base("'Liberation Sans'", 10, `
.pg{padding:44px 64px}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #0b5e55;padding-bottom:8px}
.lh .n{font-size:15pt;font-weight:bold;color:#0b5e55}
.it{width:100%;border:1px solid #555;margin:8px 0}
.it td{border:1px solid #999;padding:3px 8px}
.it td+td{text-align:right}
.rf{display:grid;grid-template-columns:150px 1fr;row-gap:2px;margin:10px 0;font-size:9.5pt}
`, `
<div class="lh"><div><div class="n">Meridian Bay Collection Services, Inc.</div><div style="font-size:8.5pt">PO Box 3318 &middot; Dublin, OH 43016 &middot; (614) 555-0172 &middot; help@meridianbaycs.com</div></div>
<div style="text-align:right;font-size:8.5pt">Office hours M&ndash;F 8am&ndash;6pm ET<br>Ohio license no. CA-40217</div></div>
<div style="margin-top:26px;display:flex;justify-content:space-between">
<div>Alicia Marie Duarte<br>1840 Parsons Ave<br>Apt 4B<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</div>
<div style="text-align:right">December 1, 2026<br><br>Reference #: MBC-5527104<br>Client #: 0788</div></div>
<div class="rf">
<div>Original creditor:</div><div>Mercy Valley Regional Medical Center (Emergency Department)</div>
<div>Current creditor:</div><div>Redbud Healthcare Receivables LLC</div>
<div>Patient:</div><div>Alicia Marie Duarte</div>
<div>Patient account no.:</div><div>MV-00931-4471-E</div>
<div>Date of service:</div><div>03/18/2026 (emergency room visit)</div>
</div>
<p>Meridian Bay Collection Services, Inc. is a debt collector. We are trying to collect a debt that you owe to Redbud Healthcare Receivables LLC. We will use any information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You had an emergency-room visit at Mercy Valley Regional Medical Center on 03/18/2026, patient account number MV-00931-4471-E. After insurance adjustments, the balance was assigned to Redbud Healthcare Receivables LLC.</p>
<table class="it">
<tr><td>As of April 30, 2026, you owed:</td><td>$1,412.45</td></tr>
<tr><td>Between April 30, 2026 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td>+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td>+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td>&ndash; $125.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td><b>$${fmt(e.lawsuit_amount)}</b></td></tr>
</table>
<p><b>How can you dispute the debt?</b> Call or write to us by January 12, 2027, to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by January 12, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. P&oacute;ngase en contacto con nosotros para solicitar una copia de este formulario en espa&ntilde;ol.</p>
<p>Medical bills: you may be eligible for financial assistance from the hospital. No lawsuit has been filed on this account.</p>
<div style="border-top:2px dashed #444;margin-top:12px;padding-top:8px;display:grid;grid-template-columns:1fr 1fr;gap:16px;font-size:9pt">
<div><b>How do you want to respond?</b><br>&#9744; I want to dispute the debt because I think: this is not my debt / the amount is wrong / other<br>&#9744; I enclosed this amount: $__________</div>
<div>Mail this form to:<br>Meridian Bay Collection Services, Inc.<br>PO Box 3318, Dublin, OH 43016<br><br>Alicia Marie Duarte &middot; Ref MBC-5527104</div></div>
`);

// 10 Law firm letter (Illinois): dark band heading, suit filed, court and case number
L['10'] = e => base("P052", 11, `
.pg{padding:0 0 40px}
.band{background:#1d2433;color:#fff;padding:22px 64px 14px}
.band .n{font-size:18pt;letter-spacing:1px}
.band .s{font-size:9pt;color:#e8e8e8}
.in{padding:18px 64px}
.re{margin:14px 0;padding-left:40px}
`, `
<div class="band"><div class="n">WHITCOMB FERRIS &amp; DAHL, LLC</div><div class="s">Attorneys at Law &middot; 222 N LaSalle St, Ste 2400, Chicago, IL 60601 &middot; (312) 555-0158 &middot; Firm ID 58821</div></div>
<div class="in">
<div style="display:flex;justify-content:space-between"><div>December 4, 2026<br><br>VIA FIRST-CLASS MAIL<br><br>Kevin Oduya Ramsey<br>${e.customer_street}<br>${e.customer_city}, ${e.customer_state} ${e.customer_zip_code}</div>
<div style="text-align:right;font-size:9.5pt">Our file: WFD-26-33190<br>Creditor acct. ending 6604</div></div>
<div class="re"><b>Re:</b> Prairie Harbor Credit Fund IV, LP v. Kevin O. Ramsey<br>
Circuit Court of Cook County, Illinois, Municipal Department, First District<br>
Case No. ${e.civil_number}<br>
Original creditor: Lakefront National Bank</div>
<p>Dear Mr. Ramsey:</p>
<p>This firm represents Prairie Harbor Credit Fund IV, LP, a Delaware limited partnership, the current owner of the above account. Please be advised that a lawsuit has been filed against you in the Circuit Court of Cook County, Illinois, Municipal Department, First District, Richard J. Daley Center, 50 W Washington St, Chicago, IL 60602, under case number ${e.civil_number}. A copy of the complaint and summons will be served on you separately.</p>
<p>The complaint seeks the balance of <b>$${fmt(e.lawsuit_amount)}</b>, plus court costs (filing fee of $358.00 and service fee of $60.00). Statutory interest is not claimed in this letter. The return date on the summons is January 25, 2027, at 9:30 a.m., Courtroom 1305.</p>
<p>You may wish to contact us to discuss resolving this matter before the return date. If you have already paid, or if you believe you do not owe this debt, please contact the undersigned. You may also wish to consult an attorney of your choosing.</p>
<p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p style="margin-top:18px">Very truly yours,<br><br><i>Nathaniel J. Dahl</i><br>Nathaniel J. Dahl<br>ARDC No. 6321458<br>${e.lawyer_email}<br><br>Paralegal contact: Sonia Whitaker, swhitaker@whitcombferris.com<br>Clerk of Court e-filing: cookcounty.efile@clerk-cook.example.gov</p>
</div>
<div style="position:absolute;bottom:16px;left:64px;right:64px;font-size:8.5pt;border-top:1px solid #999;padding-top:4px;text-align:center">Whitcomb Ferris &amp; Dahl, LLC is a debt collector. &middot; Case No. ${e.civil_number}</div>
`);

module.exports = L;
