// HTML layouts, one function per document id. Each returns a full HTML page 816x1056 CSS px.
const page = (font, size, css, body) => `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
body{width:816px;height:1056px;overflow:hidden;position:relative;font-family:${font};font-size:${size};color:#111;line-height:1.25}
*{box-sizing:border-box}
p{margin:0 0 6px 0}
${css}</style></head><body>${body}</body></html>`;

const L = {};

// 01 Kentucky: AOC-style form grid, handwriting fill-ins in a script font
L['01'] = () => page("'Liberation Sans'", '9pt', `
.wrap{position:absolute;left:48px;top:40px;width:720px}
.top{display:flex;justify-content:space-between;font-size:8pt}
.hd{text-align:center;margin:4px 0}
.hd div{font-weight:bold}
.hd .t{font-size:14pt;letter-spacing:2px;margin-top:4px}
table.g{width:100%;border-collapse:collapse;margin-top:6px}
table.g td{border:1px solid #000;vertical-align:top;padding:3px 5px;height:34px}
.lab{font-size:7pt;text-transform:uppercase;display:block;color:#222}
.fill{font-family:'Dancing Script';font-size:15pt;color:#12236b;line-height:1.05}
.notice{border:2px solid #000;padding:6px 8px;margin-top:8px;font-size:9pt}
.small{font-size:8pt}
.sig{display:flex;justify-content:space-between;margin-top:10px}
.box{border:1px solid #000;padding:5px;margin-top:8px}
`, `<div class="wrap">
<div class="top"><span>AOC-E-105 &nbsp; Sum Code: CI<br>Rev. 9-25</span><span>Page 1 of 1</span><span>Case No. <span class="fill">26-C-004817</span></span></div>
<div class="hd"><div>Commonwealth of Kentucky</div><div>Court of Justice</div><div>Jefferson District Court</div>
<div style="font-weight:normal;font-size:8pt">CR 4.02; CR Official Form 1</div>
<div class="t">CIVIL SUMMONS</div></div>
<table class="g">
<tr><td colspan="2"><span class="lab">Plaintiff</span><span class="fill">Bluegrass Receivables Fund III, LP</span><br><span class="small">as assignee of Harrodsburg Pike Bank &amp; Trust — a Kentucky limited partnership, 1900 Bardstown Commons Blvd, Suite 410, Louisville, KY 40205</span></td>
<td style="width:170px"><span class="lab">County</span><span class="fill">Jefferson</span><br><span class="lab">Division</span><span class="fill">Civil — 3rd</span></td></tr>
<tr><td colspan="3"><span class="lab">VS.</span></td></tr>
<tr><td style="width:300px"><span class="lab">Defendant</span><span class="fill">Tamika R. Holloway</span></td>
<td><span class="lab">Address of defendant to be served</span><span class="fill">3127 Wendover Ridge Dr<br>Louisville, KY 40213</span></td>
<td><span class="lab">Account / Ref.</span><span class="fill">BRF-7730-19254</span></td></tr>
<tr><td><span class="lab">Co-Defendant</span><span class="fill">Marcus D. Holloway</span></td>
<td colspan="2"><span class="lab">Address</span><span class="fill">3127 Wendover Ridge Dr, Louisville, KY 40213</span></td></tr>
</table>
<div class="notice"><b>THE COMMONWEALTH OF KENTUCKY<br>TO THE ABOVE-NAMED DEFENDANT(S):</b><br>
You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. <b>Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</b><br>
The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown below.</div>
<table class="g">
<tr><td style="width:50%"><span class="lab">Principal amount claimed</span><span class="fill">$3,482.17</span></td>
<td><span class="lab">Pre-judgment interest (stated separately) at 8% from 03/14/2025</span><span class="fill">$371.45</span></td></tr>
<tr><td><span class="lab">Court costs / filing fee</span><span class="fill">$113.00</span></td>
<td><span class="lab">Total with costs</span><span class="fill">$3,966.62</span></td></tr>
<tr><td colspan="2"><span class="lab">Attorney for plaintiff</span>
<span class="fill">Gregory L. Saunders, KBA No. 91547</span><br>
Hartwell &amp; Prine, PLLC · 401 W. Main Street, Suite 1200, Louisville, KY 40202 · (502) 555-0147<br>
E-mail: <span class="fill">gsaunders@hartwellprine-law.com</span> &nbsp; Paralegal: dkemper@hartwellprine-law.com</td></tr>
</table>
<div class="sig"><div>Date: <span class="fill">December 18, 2026</span></div><div>David L. Nicholson-Rhee, Clerk<br>By: <span class="fill">J. Abernathy</span>, D.C.</div></div>
<div class="box small"><b>Proof of Service</b> — This Summons was served by delivering a true copy and the Complaint (or other initiating document) to: ______________________ this ____ day of ____________, 20___. &nbsp; Served by: ________________ Title: __________</div>
<div class="small" style="margin-top:8px">Clerk's office: Judicial Center, 700 W. Jefferson Street, Louisville, KY 40202 · e-filing help: efile-jefferson@kycourts-example.net</div>
</div>`);

// 02 Nevada: landscape-like two columns, party table with roles only ("v.")
L['02'] = () => page("'Liberation Sans Narrow'", '10pt', `
.wrap{position:absolute;left:36px;top:34px;width:744px}
.head{text-align:center;border-bottom:3px double #000;padding-bottom:6px}
.head .a{font-size:13pt;font-weight:bold;letter-spacing:1px}
.head .b{font-size:11pt;font-weight:bold}
.cols{display:flex;gap:22px;margin-top:10px}
.col{flex:1;text-align:justify}
table.p{width:100%;border-collapse:collapse;margin:6px 0}
table.p td,table.p th{border:1px solid #333;padding:3px 4px;vertical-align:top}
table.p th{background:#ddd;font-size:9pt;text-align:left}
.case{border:2px solid #000;padding:5px;text-align:center;margin:6px 0}
.case b{font-size:14pt;letter-spacing:1px}
h3{font-size:11pt;margin:8px 0 4px;text-transform:uppercase}
.sm{font-size:9pt}
`, `<div class="wrap">
<div class="head"><div class="a">JUSTICE COURT, LAS VEGAS TOWNSHIP</div><div class="b">CLARK COUNTY, NEVADA</div>
<div class="sm">Regional Justice Center · 1600 Lewis Center Plaza, Las Vegas, NV 89101 · Civil Window (702) 555-0110</div></div>
<div class="cols"><div class="col">
<table class="p"><tr><th>Name</th><th>Role</th></tr>
<tr><td><b>Silver Sage Consumer Trust, Series 2021-A</b>, a Delaware statutory trust<br>c/o 2901 Paseo Verde Pkwy, Henderson, NV 89074</td><td>Filing party</td></tr>
<tr><td colspan="2" style="text-align:center"><b>v.</b></td></tr>
<tr><td><b>Marisol Q. Echeverria</b><br>5871 Desert Primrose Ln<br>Las Vegas, NV 89118</td><td>Responding party 1</td></tr>
<tr><td>Ramon T. Echeverria<br>same address</td><td>Responding party 2</td></tr>
</table>
<div class="case">Case No.<br><b>26LV-C08317</b><br><span class="sm">Dept. No. 4 · Acct. Ref. SSCT-0042-88157</span></div>
<h3>Summons — Civil</h3>
<p><b>NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p>TO THE DEFENDANT(S) NAMED ABOVE: A civil Complaint has been filed by the plaintiff against you for the relief set forth in the Complaint, namely the principal sum of <b>$6,215.40</b> on a closed revolving credit account.</p>
<p class="sm">Interest claimed separately: $642.18 · Filing fee: $71.00 · Service fee: $45.00 · Total with costs: $6,973.58</p>
</div><div class="col">
<h3>What you must do</h3>
<p>1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must: (a) file with the Clerk of this Court, whose address is shown above, a formal written Answer to the Complaint, along with the appropriate filing fee; and (b) serve a copy of your Answer upon the attorney whose name and address is shown below.</p>
<p>2. Unless you respond, your default will be entered upon application of the plaintiff and this Court may enter a judgment against you for the relief demanded in the Complaint, which could result in the taking of money or property or other relief.</p>
<p>3. If you intend to seek the advice of an attorney in this matter, you should do so promptly so that your response may be filed on time.</p>
<p class="sm">Self-help: Civil Law Self-Help Center, (702) 555-0133. Court e-filing: efile-lvjc@clarkcountycourts-example.net</p>
<h3>Issued at the direction of</h3>
<p><b>Stratton Vale Law Group</b><br>Dana K. Whitcomb, Esq.<br>Nevada Bar No. 14392<br>7455 W. Washington Ave, Suite 310<br>Las Vegas, NV 89128<br>(702) 555-0162<br>dwhitcomb@strattonvale.com<br>service: eservice@strattonvale.com<br>Attorney for Plaintiff</p>
<p style="margin-top:16px">CLERK OF THE COURT<br><br>By: ___________________________ &nbsp; Deputy Clerk<br>Date: December 21, 2026</p>
<p class="sm">NOTE: When service is by publication, add a brief statement of the object of the action. See JCRCP 4(c).</p>
</div></div></div>`);

// 03 Missouri: firm letterhead above caption, separate centred heading lines, "Last, First Middle" defendant
L['03'] = () => page("'URW Bookman'", '9.5pt', `
.wrap{position:absolute;left:60px;top:36px;width:696px}
.lh{border-bottom:1.5px solid #333;padding-bottom:6px;display:flex;justify-content:space-between;align-items:flex-end}
.lh .n{font-size:15pt;font-variant:small-caps;letter-spacing:1px}
.lh .r{font-size:8pt;text-align:right}
.ctr{text-align:center;font-weight:bold;margin-top:12px;line-height:1.35}
.cap{display:flex;margin-top:12px}
.cap .l{width:55%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 8px 8px 0}
.cap .r{padding:10px 0 0 18px}
.t{text-align:center;font-weight:bold;font-size:12pt;margin:12px 0 8px;letter-spacing:3px}
.sm{font-size:8pt}
table.m{border-collapse:collapse;margin:6px 0}
table.m td{padding:1px 10px 1px 0}
`, `<div class="wrap">
<div class="lh"><div><div class="n">Brandt, Lowe &amp; Kessler, LLC</div><div class="sm">Attorneys at Law · Consumer Credit Litigation</div></div>
<div class="r">3300 S. National Ave, Suite 205<br>Springfield, MO 65807<br>Tel. (417) 555-0128 · Fax (417) 555-0129<br>ncrowder@brandtlowe.com · filings@brandtlowe.com</div></div>
<div class="ctr">IN THE ASSOCIATE CIRCUIT COURT OF<br>GREENE COUNTY, MISSOURI</div>
<div class="cap"><div class="l">OZARK HOLLOW CREDIT UNION,<br>1560 E. Battlefield Rd, Springfield, MO 65804,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>PRUITT, Colleen Marie<br>2214 W Larkspur St<br>Springfield, MO 65807,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="r">Case No. 2631-AC04517<br><br>Division: 12<br><br>Member Acct. No. xxxx-xx-6608<br><br>Return Date: February 17, 2027<br>Time: 9:00 a.m.</div></div>
<div class="t">SUMMONS</div>
<p>The State of Missouri to: <b>Colleen Marie Pruitt</b>, 2214 W Larkspur St, Springfield, MO 65807.</p>
<p>You are summoned to appear before this court on the <b>17th day of February, 2027, at 9:00 a.m.</b>, in Courtroom 1A of the Greene County Judicial Courts Facility, 1010 N. Boonville Ave, Springfield, Missouri, to answer the petition filed against you, a copy of which is attached. If you fail to appear at the time and place stated, judgment by default may be taken against you for the relief demanded in the petition.</p>
<p>The petition seeks judgment for the principal balance of <b>$2,918.66</b> on a consumer installment loan, together with interest at the contract rate (interest accrued to filing: $204.31, stated separately), court costs ($62.50 deposit) and such other relief as the Court deems just.</p>
<table class="m"><tr><td>Principal</td><td>$2,918.66</td></tr><tr><td>Interest to filing</td><td>$204.31</td></tr><tr><td>Costs deposit</td><td>$62.50</td></tr><tr><td><b>Total with costs</b></td><td><b>$3,185.47</b></td></tr></table>
<p class="sm">ADA: If you have a disability requiring special assistance for your court appearance, please contact the court at least 48 hours in advance. Circuit Clerk e-mail: civil.greene@courts-mo-example.net</p>
<p style="margin-top:14px">December 22, 2026 &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; ____________________________, Clerk</p>
<p style="margin-top:12px">Attorney for Plaintiff: Nathan P. Crowder, MBE #61824<br>Brandt, Lowe &amp; Kessler, LLC, 3300 S. National Ave, Suite 205, Springfield, MO 65807<br>ncrowder@brandtlowe.com · paralegal: tbishop@brandtlowe.com</p>
<p class="sm" style="border-top:1px solid #999;padding-top:4px;margin-top:14px">Sheriff's Return: I certify that I served this summons by delivering a copy of the summons and petition to the defendant on ______________ at ______________ (address). Fee: summons $10.00, mileage $______.</p>
</div>`);

// 04 South Carolina: ")" column caption, pro se plaintiff, FILED stamp across the case number
L['04'] = () => page("'Liberation Serif'", '11pt', `
.wrap{position:absolute;left:70px;top:40px;width:676px}
.top{text-align:center;font-size:10pt}
.top b{font-size:12pt}
.cap{display:grid;grid-template-columns:300px 20px 1fr;margin-top:14px;line-height:1.3}
.cap .p{font-family:'Liberation Serif'}
.t{text-align:center;font-weight:bold;margin:12px 0 6px;text-decoration:underline}
.stamp{position:absolute;left:420px;top:72px;transform:rotate(-14deg);border:3px solid rgba(180,20,20,.75);color:rgba(180,20,20,.75);padding:2px 10px;font-family:'Liberation Sans';font-weight:bold;font-size:13pt;text-align:center;line-height:1.1}
.sm{font-size:9.5pt}
ol{margin:2px 0 6px 20px;padding:0}
`, `<div class="wrap">
<div class="top"><b>Richland County Magistrate Court</b><br>Civil Division · 2500 Shop Road Annex, Columbia, SC 29201 · (803) 555-0115</div>
<div class="cap">
<div>STATE OF SOUTH CAROLINA<br>COUNTY OF RICHLAND<br><br>Darnell W. Pickett,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff (pro se),<br><br>vs.<br><br>Keisha L. Brantley,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
<div>IN THE MAGISTRATE'S COURT<br><br>Case No. 2026CV4010204817<br><br><b>SUMMONS AND COMPLAINT</b><br>(Civil Action — Money Owed)<br><br>Ref.: Note dated 06/02/2024</div>
</div>
<div class="stamp">FILED<br><span style="font-size:9pt">DEC 28 2026</span><br><span style="font-size:8pt">RICHLAND CO. MAGISTRATE</span></div>
<div class="t">SUMMONS</div>
<p>TO THE DEFENDANT ABOVE NAMED: <b>Keisha L. Brantley, 1418 Sandpiper Trace Ct, Columbia, SC 29212</b></p>
<p>YOU ARE HEREBY SUMMONED and required to answer the Complaint set out below, a copy of which is herewith served upon you, and to serve a copy of your Answer on the Plaintiff at the address below, or file your Answer with this Court, <b>within thirty (30) days</b> after the service hereof, exclusive of the day of such service. If you fail to answer within that time, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
<div class="t">COMPLAINT</div>
<p>The Plaintiff, appearing on his own behalf, alleges:</p>
<ol>
<li>Plaintiff is a resident of Lexington County, South Carolina, residing at 77 Old Tamah Road, Irmo, SC 29063, telephone (803) 555-0186.</li>
<li>Defendant is a resident of Richland County and resides at the address stated above.</li>
<li>On June 2, 2024, Plaintiff lent Defendant money under a signed promissory note, repayable in monthly installments; Defendant stopped paying after March 2025.</li>
<li>There is now due and owing from Defendant to Plaintiff the principal sum of <b>Two Thousand One Hundred Fifty and 00/100 Dollars ($2,150.00)</b>.</li>
</ol>
<p>WHEREFORE, Plaintiff demands judgment against Defendant for $2,150.00, plus interest at the legal rate (stated separately, $163.40 through filing), the filing fee of $80.00 and service fee of $10.00, for a total with costs of $2,403.40.</p>
<p style="margin-top:12px">_______________________________<br>Darnell W. Pickett, Plaintiff, pro se<br>77 Old Tamah Road, Irmo, SC 29063 · dwpickett.home@mailbox-example.com</p>
<p class="sm" style="margin-top:10px">Sworn to and subscribed before me this 28th day of December, 2026. ____________________ Magistrate / Notary Public for S.C.</p>
<p class="sm" style="margin-top:6px;border-top:1px solid #000;padding-top:4px">Richland County Magistrate Court · Case No. 2026CV4010204817 · Page 1 of 1</p>
</div>`);

// 05 Oregon: pleading paper with line numbers, monospace, footer repeats case number
L['05'] = () => {
  let nums = ''; for (let i = 1; i <= 44; i++) nums += `<div>${i}</div>`;
  return page("'Courier Prime'", '9.5pt', `
.ln{position:absolute;left:40px;top:60px;width:30px;text-align:right;font-size:8pt;line-height:20.2px;color:#444}
.vr{position:absolute;left:80px;top:0;height:1056px;border-left:2px double #666}
.vr2{position:absolute;left:760px;top:0;height:1056px;border-left:1px solid #888}
.wrap{position:absolute;left:96px;top:60px;width:650px;line-height:20.2px}
.ctr{text-align:center}
.cap{display:grid;grid-template-columns:330px 16px 1fr}
.foot{position:absolute;left:96px;top:968px;width:650px;border-top:1px solid #000;font-size:8pt;line-height:12px;padding-top:3px;display:flex;justify-content:space-between}
p{margin:0}
`, `<div class="ln">${nums}</div><div class="vr"></div><div class="vr2"></div>
<div class="wrap">
<div class="ctr">IN THE CIRCUIT COURT OF THE STATE OF OREGON<br>FOR THE COUNTY OF LANE</div>
<div class="cap" style="margin-top:20px"><div>CASCADIA CAPITAL RECOVERY, LLC, an<br>Oregon limited liability company,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;v.<br>DWAYNE A. FENWICK JR., and<br>ALICIA M. FENWICK,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
<div>)<br>)<br>)<br>)<br>)<br>)<br>)</div>
<div>Case No. 26CV04821<br><br>SUMMONS<br><br>Claim: $4,731.09<br>ORS 21.160(1)(a)</div></div>
<p style="margin-top:20px">TO: Dwayne A. Fenwick Jr., 880 Filbert Meadow Ave, Eugene, OR 97402</p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;IN THE NAME OF THE STATE OF OREGON: You are hereby required to appear and defend the complaint filed against you in the above entitled action within thirty (30) days from the date of service of this summons upon you, and in case of your failure to do so, for want thereof, plaintiff will apply to the court for the relief demanded in the complaint: judgment for $4,731.09 principal, prejudgment interest of $388.20 (stated separately), filing fee $281.00, for a total with costs of $5,400.29.</p>
<p><b>NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</b></p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;You must "appear" in this case or the other side will win automatically. To "appear" you must file with the court a legal document called a "motion" or "answer." The "motion" or "answer" must be given to the court clerk or administrator within 30 days along with the required filing fee. It must be in proper form and have proof of service on the plaintiff's attorney or, if the plaintiff does not have an attorney, proof of service upon the plaintiff.</p>
<p>&nbsp;&nbsp;&nbsp;&nbsp;If you have any questions, you should see an attorney immediately. If you need help in finding an attorney, you may contact the Oregon State Bar's Lawyer Referral Service online at www.oregonstatebar.org or by calling (503) 555-0170.</p>
<p style="margin-top:20px">ALDRIDGE MOTT FENNER LLP<br>/s/ Sarah J. Lindqvist<br>Sarah J. Lindqvist, OSB No. 104417<br>slindqvist@amf-law.com<br>Of Attorneys for Plaintiff<br>Our File No. AMF-26-11873</p>
</div>
<div class="foot"><div>Page 1 - SUMMONS<br>Case No. 26CV04821</div><div style="text-align:right">Aldridge Mott Fenner LLP · 975 Oak St, Ste 600, Eugene, OR 97401<br>Tel (541) 555-0139 · service@amf-law.com</div></div>`);
};

// 06 New Jersey: caption boxes, docket split over two boxes, footer repeats docket
L['06'] = () => page("'P052'", '10pt', `
.wrap{position:absolute;left:52px;top:36px;width:712px}
.atty{font-size:9pt;line-height:1.25}
.grid{display:grid;grid-template-columns:1fr 290px;border:1.5px solid #000;margin-top:10px}
.grid>div{padding:6px 8px}
.lft{border-right:1.5px solid #000}
.box{border:1px solid #000;padding:4px 6px;margin-bottom:5px}
.dk{display:flex;gap:6px;margin:4px 0}
.dk div{border:2px solid #000;padding:3px 8px;font-size:13pt;font-weight:bold;font-family:'Nimbus Mono PS'}
.t{text-align:center;font-size:14pt;font-weight:bold;letter-spacing:4px;margin:10px 0 6px}
.foot{position:absolute;left:52px;top:1010px;width:712px;border-top:1px solid #000;font-size:8.5pt;padding-top:3px;display:flex;justify-content:space-between}
.sm{font-size:8.5pt}
`, `<div class="wrap">
<div class="atty">Marchetti Dunleavy, P.C.<br>Joseph R. Dunleavy, Esq. — Attorney ID No. 028411998<br>1200 Route 70 West, Suite 3, Cherry Hill, NJ 08002<br>(856) 555-0151 · jdunleavy@marchettidunleavy.com · cc: docketing@marchettidunleavy.com<br>Attorneys for Plaintiff · Our File: MD-77412</div>
<div class="grid"><div class="lft">
<div class="box">PALISADE POINT RECEIVABLES II, LLC,<br><span class="sm">as assignee of Fictional Trust Bank USA, N.A.</span><br><i>Plaintiff,</i></div>
<div style="text-align:center">vs.</div>
<div class="box">PRIYA N. VENKATARAMAN,<br><i>Defendant.</i></div>
</div><div>
<div>SUPERIOR COURT OF NEW JERSEY<br>LAW DIVISION, SPECIAL CIVIL PART<br>CAMDEN COUNTY</div>
<div style="margin-top:6px" class="sm">DOCKET NO.</div>
<div class="dk"><div>CAM-DC-</div><div>004512-26</div></div>
<div class="sm">Civil Action<br>Amount in demand: $1,874.52<br>Acct. ending 4471</div>
</div></div>
<div class="t">SUMMONS</div>
<p>Plaintiff's Name &amp; Address: Palisade Point Receivables II, LLC, 600 Crossroads Blvd, Suite 140, Wilmington, DE 19803</p>
<p>Defendant's Name &amp; Address: Priya N. Venkataraman, 57 Kettle Run Ct, Cherry Hill, NJ 08034</p>
<p><b>FROM THE STATE OF NEW JERSEY TO THE DEFENDANT NAMED ABOVE:</b> The plaintiff, named above, has filed a lawsuit against you in the Superior Court of New Jersey. The complaint attached to this summons states the basis for this lawsuit. If you dispute this complaint, you or your attorney must file a written answer or motion and proof of service with the deputy clerk of the Special Civil Part in the county listed above <b>within 35 days</b> from the date you received this summons, not counting the date you received it. (The address of each deputy clerk of the Special Civil Part is provided.) If you do not file and serve a written answer or motion within 35 days, the court may enter a judgment against you for the relief plaintiff demands, plus interest and costs of suit.</p>
<p>Demand: principal $1,874.52; interest (separately stated) $96.14; filing fee $58.00; mileage/service $7.00; total with costs $2,035.66.</p>
<p class="sm">If you cannot afford an attorney, you may call the Legal Services office in the county where you live or the Legal Services of New Jersey Statewide Hotline at 1-888-LSNJ-LAW. If you can afford an attorney but do not know one, you may contact the Lawyer Referral Service in the county where you live.</p>
<p class="sm">Deputy Clerk, Special Civil Part: Camden County Hall of Justice, 410 Market Plaza, Camden, NJ 08103 · (856) 555-0104 · scp.camden@njcourts-example.net</p>
<p style="margin-top:14px">Dated: December 17, 2026 &nbsp;&nbsp;&nbsp;&nbsp; <i>/s/ Michelle M. Smith</i>, Clerk of the Superior Court</p>
<p class="sm" style="margin-top:10px">Name of Defendant to be served: Priya N. Venkataraman &nbsp; Address for service: 57 Kettle Run Ct, Cherry Hill, NJ 08034 &nbsp; Phone: (856) 555-0192</p>
</div>
<div class="foot"><span>Docket No. CAM-DC-004512-26</span><span>Revised 09/2026, CN 10153-English</span><span>page 1 of 1</span></div>`);

// 07 Louisiana: CITATION on a dark band, parish/city court
L['07'] = () => page("'URW Gothic'", '10pt', `
.hdr{text-align:center;margin-top:34px;line-height:1.35;font-weight:bold;font-size:11pt}
.band{background:#151515;color:#fff;text-align:center;font-size:22pt;font-weight:bold;letter-spacing:10px;padding:8px 0;margin:12px 0}
.wrap{position:absolute;left:56px;top:0;width:704px}
table.pt{width:100%;border-collapse:collapse;margin:6px 0}
table.pt td{border:1px solid #000;padding:5px 7px;vertical-align:top}
.sm{font-size:8.5pt}
.r{text-align:right}
`, `<div class="wrap">
<div class="hdr">CITY COURT OF BATON ROUGE<br>PARISH OF EAST BATON ROUGE<br>STATE OF LOUISIANA</div>
<div class="sm" style="text-align:center">Civil Clerk · 233 St. Louis Mall, 2nd Floor, Baton Rouge, LA 70802 · (225) 555-0119 · civilclerk@brcitycourt-example.net</div>
<div class="band">CITATION</div>
<table class="pt"><tr><td style="width:58%"><b>MAGNOLIA BAYOU ASSET TRUST</b><br><span class="sm">a Louisiana business trust, acting through its trustee</span></td><td>Suit No. <b>26-CV-04817</b><br>Division "D"</td></tr>
<tr><td>versus<br><b>TERRELL B. GUIDRY</b> and <b>JANELLE S. GUIDRY</b></td><td>Date filed: December 15, 2026<br>Claim No. MBT-31-99024</td></tr></table>
<p>TO: <b>TERRELL B. GUIDRY</b><br>10452 Cypress Landing Dr<br>Baton Rouge, LA 70816</p>
<p>YOU ARE HEREBY CITED to comply with the demand contained in the petition, a certified copy of which accompanies this citation, or to make an appearance either by filing a pleading or otherwise, in the City Court of Baton Rouge, within <b>ten (10) days</b> after the service hereof, under penalty of default.</p>
<p>The petition prays for judgment in the principal sum of <b>$3,069.88</b>, together with legal interest from date of judicial demand (interest is stated separately and not included), attorney fees of 25% ($767.47), and all costs of these proceedings. Costs advanced by plaintiff: $185.00.</p>
<p>WITNESS the Honorable Judges of said Court, at Baton Rouge, Louisiana, this 16th day of December, 2026.</p>
<p class="r" style="margin-top:16px">Lonnie R. Fontenot, Clerk of Court<br>By: ______________________ Deputy Clerk</p>
<table class="pt sm" style="margin-top:14px"><tr><td style="width:50%"><b>Requested by:</b><br>Thibodeaux Carrington, L.L.C.<br>Rene M. Boudreaux (La. Bar Roll No. 35218)<br>4520 Jamestown Ave, Suite B, Baton Rouge, LA 70808<br>(225) 555-0157 · rboudreaux@thibcarr.com<br>Paralegal: kmouton@thibcarr.com</td>
<td><b>Service information</b><br>Received: ________ Served: ________<br>Personal ☐ Domiciliary ☐ on ____________________<br>Constable, City of Baton Rouge<br>Service fee: $25.00 · Mileage: $____</td></tr></table>
<p class="sm" style="margin-top:8px">Suit No. 26-CV-04817 · Magnolia Bayou Asset Trust v. Guidry · Original to be returned to the Clerk</p>
</div>`);

// 08 Connecticut: JD-CV-1 style form grid, docket number left blank, amount in words in attached complaint
L['08'] = () => page("'DejaVu Sans Condensed'", '9pt', `
.wrap{position:absolute;left:36px;top:30px;width:744px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.top .t{font-size:15pt;font-weight:bold}
table.g{width:100%;border-collapse:collapse;margin-top:4px}
table.g td{border:1px solid #000;vertical-align:top;padding:2px 4px}
.lab{display:block;font-size:6.5pt;color:#222}
.v{font-size:9.5pt}
.cb{font-family:'DejaVu Sans'}
.sec{background:#ccc;font-weight:bold;font-size:8pt;padding:2px 4px;border:1px solid #000;border-bottom:none;margin-top:6px}
.cmp{border:1px solid #000;padding:6px;margin-top:8px;font-size:9pt}
`, `<div class="wrap">
<div class="top"><div><b>SUMMONS - CIVIL</b><br>JD-CV-1 Rev. 4-26<br>C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a, 52-48, 52-259; P.B. §§ 3-1 through 3-21, 8-1, 10-13</div>
<div style="text-align:center"><div class="t">STATE OF CONNECTICUT</div><div style="font-size:12pt;font-weight:bold">SUPERIOR COURT</div><div style="font-size:10pt;font-weight:bold">JUDICIAL DISTRICT OF NEW HAVEN</div><div>www.jud.ct.gov</div></div></div>
<table class="g"><tr><td colspan="2"><span class="lab">Address of court clerk (Number, street, town and zip code)</span><span class="v">235 Church Street Annex, New Haven, CT 06510</span></td>
<td><span class="lab">Telephone number of clerk</span><span class="v">(203) 555-0112</span></td>
<td><span class="lab">Return Date (Must be a Tuesday)</span><span class="v">February 9, 2027</span></td></tr>
<tr><td colspan="2"><span class="lab">Judicial District / G.A. / Housing Session</span><span class="v"><span class="cb">☒</span> Judicial District &nbsp; <span class="cb">☐</span> Housing Session &nbsp; <span class="cb">☐</span> G.A. Number: ____ &nbsp; At (Town): New Haven</span></td>
<td colspan="2"><span class="lab">Case type code (See list on page 2)</span><span class="v">Major: C &nbsp; Minor: 10</span></td></tr></table>
<div class="sec">Parties</div>
<table class="g" style="margin-top:0"><tr><td style="width:110px"><span class="lab">Party</span></td><td><span class="lab">Name (Last, First, Middle Initial) and address of each party</span></td><td style="width:60px"><span class="lab">Code</span></td></tr>
<tr><td>First named plaintiff</td><td class="v">Nutmeg State Recovery Partners, LLC, a Connecticut limited liability company, 90 Research Pkwy, Suite 2, Wallingford, CT 06492</td><td>P-01</td></tr>
<tr><td>First named defendant</td><td class="v">FIGUEROA, Luis Alberto, 318 Quinnipiac Terrace Apt 3B, New Haven, CT 06513</td><td>D-01</td></tr>
<tr><td>Additional defendant</td><td class="v">FIGUEROA, Ana M., 318 Quinnipiac Terrace Apt 3B, New Haven, CT 06513</td><td>D-02</td></tr></table>
<table class="g"><tr><td style="width:60%"><span class="lab">Amount, legal interest or property in demand, exclusive of interest and costs is:</span><span class="v"><span class="cb">☒</span> $2,500 through $14,999.99 &nbsp; <span class="cb">☐</span> less than $2,500 &nbsp; <span class="cb">☐</span> $15,000 or more</span></td>
<td><span class="lab">For the plaintiff(s) please enter the appearance of:</span><span class="v">Pellegrino &amp; Stark, LLC<br>Kevin J. Stark, Juris No. 438821<br>55 Whitney Ave, 4th Fl, New Haven, CT 06510<br>(203) 555-0163 · kstark@pellegrinostark.com</span></td></tr>
<tr><td><span class="lab">Docket number</span><span class="v" style="display:inline-block;width:220px;height:16px;border-bottom:1px solid #000"></span></td>
<td><span class="lab">File / reference no.</span><span class="v">PS-2026-00931 · Acct. 6011-XXXX-XXXX-2208</span></td></tr></table>
<div class="sec">Notice to each defendant</div>
<div style="border:1px solid #000;padding:4px 6px">1. YOU ARE BEING SUED. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is making against you in this lawsuit. 2. To be notified of further proceedings, you or your attorney must file a form called an "Appearance" with the clerk of the above-named Court at the above Court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court on the Return Date unless you receive a separate notice telling you to come to court. 3. If you or your attorney do not file a written "Appearance" form on time, a judgment may be entered against you by default. 4. If you believe that you have insurance that may cover the claim, notify your insurance representative. 5. If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal matters.</div>
<table class="g"><tr><td><span class="lab">Signed (Commissioner of the Superior Court)</span><span class="v">/s/ Kevin J. Stark</span></td><td><span class="lab">Date signed</span><span class="v">12/29/2026</span></td><td><span class="lab">For the plaintiff</span><span class="v">Nutmeg State Recovery Partners, LLC</span></td><td><span class="lab">Clerk e-mail / e-filing</span><span class="v">efile.nnh@ctcourts-example.net</span></td></tr></table>
<div class="cmp"><b>COMPLAINT (attached) — Count One: Account Stated</b><br>
1. The plaintiff is the owner of a credit card account opened by the defendant Luis Alberto Figueroa with Shoreline Federal Savings, charged off on 04/30/2025 and assigned to plaintiff on 09/12/2025.<br>
2. The defendant owes the principal balance of <b>Five Thousand Four Hundred Six and 23/100 Dollars ($5,406.23)</b>, which remains unpaid despite demand.<br>
WHEREFORE the plaintiff claims: (a) money damages of $5,406.23; (b) statutory interest under C.G.S. § 37-3a, stated separately ($512.70 to date); (c) costs: entry fee $360.00, marshal's fee $68.40.</div>
</div>`);

// 09 Spanish debt-buyer validation letter with itemization
L['09'] = () => page("'C059'", '10pt', `
.wrap{position:absolute;left:64px;top:44px;width:688px}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #2b4a6f;padding-bottom:6px}
.lh .n{font-size:14pt;font-weight:bold;color:#2b4a6f}
.addr{margin-top:26px;line-height:1.3}
table.it{border-collapse:collapse;width:100%;margin:6px 0}
table.it td{border-bottom:1px solid #999;padding:3px 6px}
table.it td.r{text-align:right;width:150px}
.bx{border:1.5px solid #2b4a6f;padding:6px 8px;margin:8px 0}
.sm{font-size:8.5pt}
`, `<div class="wrap">
<div class="lh"><div><div class="n">Meridian Portfolio Acquisitions II, LLC</div><div class="sm">PO Box 0147, Austin, TX 78701 · Lun–Vie 8:00–18:00 (CT) · (512) 555-0134</div></div>
<div class="sm" style="text-align:right">Fecha: 2 de diciembre de 2026<br>Referencia: MPA-2-5519083<br>Cuenta original: ****-****-****-7316</div></div>
<div class="addr">Rosa Elena Castañeda<br>8815 Bissonnet St Apt 214<br>Houston, TX 77074</div>
<p style="margin-top:20px"><b>Meridian Portfolio Acquisitions II, LLC es un cobrador de deudas.</b> Estamos tratando de cobrar una deuda que usted le debe a <b>Meridian Portfolio Acquisitions II, LLC</b>. Utilizaremos cualquier información que usted nos brinde para ayudarnos a cobrar la deuda.</p>
<div class="bx"><b>Nuestra información indica:</b><br>
Usted tenía una tarjeta de crédito de <b>Lone Star Horizon Bank, N.A.</b> (acreedor original), con número de cuenta terminado en 7316. La cuenta fue cerrada y declarada como pérdida (<i>charge-off</i>) el <b>31 de marzo de 2025</b>. La deuda fue vendida a Meridian Portfolio Acquisitions II, LLC el 18 de julio de 2025.</div>
<p><b>Al 31 de marzo de 2025, usted debía:</b></p>
<table class="it">
<tr><td>Saldo a la fecha de la pérdida (charge-off)</td><td class="r">$2,412.09</td></tr>
<tr><td>Entre el 31 de marzo de 2025 y hoy:</td><td class="r"></td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;Usted fue cobrado esta cantidad en intereses:</td><td class="r">+ $236.75</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;Usted fue cobrado esta cantidad en cargos:</td><td class="r">+ $88.50</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;Usted pagó o se le acreditó esta cantidad a la deuda:</td><td class="r">– $50.00</td></tr>
<tr><td><b>Total de la cantidad que debe ahora:</b></td><td class="r"><b>$2,687.34</b></td></tr>
</table>
<div class="bx"><b>¿Cómo puede usted disputar la deuda?</b><br>
Llámenos o escríbanos antes del <b>11 de enero de 2027</b> para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta. Si nos escribe antes del 11 de enero de 2027, debemos dejar de cobrar cualquier cantidad que usted dispute hasta que le enviemos información que demuestre que usted debe la deuda. Puede usar el formulario adjunto o escribirnos sin el formulario. También puede incluir documentos de respaldo.</div>
<p><b>¿Qué más puede hacer?</b> Escríbanos antes del 11 de enero de 2027 para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual. Visite www.cfpb.gov/debt-collection para más información sobre sus derechos. Contacto: disputas@meridianpa-example.com · atención al cliente: servicio@meridianpa-example.com</p>
<p class="sm">Esta cuenta no ha sido objeto de una demanda. Debido a la antigüedad de su deuda, no lo demandaremos por ella. Este aviso no afecta su derecho a disputar.</p>
<div style="border-top:1px dashed #000;margin-top:10px;padding-top:6px" class="sm"><b>Cómo responder</b> — Envíe este formulario a: Meridian Portfolio Acquisitions II, LLC, PO Box 0147, Austin, TX 78701. &nbsp; Rosa Elena Castañeda · Referencia MPA-2-5519083 · Saldo actual $2,687.34<br>
☐ Quiero disputar la deuda porque creo que: ☐ Esta no es mi deuda. ☐ La cantidad es incorrecta. ☐ Otro. &nbsp; ☐ Quiero que me envíen el nombre y la dirección del acreedor original.</div>
</div>`);

// 10 Ohio: collection law firm letter announcing a filed suit
L['10'] = () => page("'Nimbus Sans'", '10pt', `
.wrap{position:absolute;left:72px;top:48px;width:672px}
.lh{text-align:center;border-bottom:1px solid #000;padding-bottom:8px}
.lh .n{font-size:17pt;letter-spacing:2px}
.side{font-size:8.5pt}
.re{margin:14px 0;padding-left:40px}
.re td{padding:0 8px 1px 0;vertical-align:top}
.sm{font-size:8.5pt}
`, `<div class="wrap">
<div class="lh"><div class="n">KELLER VANCE &amp; OSEI CO., LPA</div><div class="side">Attorneys and Counselors at Law · 250 E. Broad Street, Suite 900, Columbus, Ohio 43215 · (614) 555-0145 · www.kvolaw-example.com</div></div>
<p style="margin-top:18px">December 23, 2026</p>
<p style="margin-top:14px">Brandon E. Whitaker<br>2250 Maplewood Crossing Dr<br>Columbus, OH 43229</p>
<table class="re"><tr><td><b>Re:</b></td><td>Northpoint Credit Recovery, LLC, as assignee of Buckeye Crest Financial v. Brandon E. Whitaker</td></tr>
<tr><td></td><td>Franklin County Municipal Court, Case No. 2026 CVF 041827</td></tr>
<tr><td></td><td>Our File No. KVO-44192 · Creditor Acct. No. ending 0381</td></tr></table>
<p>Dear Mr. Whitaker:</p>
<p>This firm represents Northpoint Credit Recovery, LLC, the current owner of the above account. Please be advised that on December 14, 2026, a lawsuit was filed on behalf of our client against you in the Franklin County Municipal Court, 375 S. High Street Annex, Columbus, Ohio 43215, under Case No. 2026 CVF 041827. You will receive the summons and complaint separately from the Clerk of Court. The complaint must be answered within twenty-eight (28) days after service, as stated in the summons.</p>
<p>The balance our client demands at this time is <b>$3,911.45</b>. This amount does not include court costs deposited with the filing ($138.00), which may be assessed against you if judgment is entered, nor post-judgment interest at the statutory rate.</p>
<p>Filing of the suit does not prevent a resolution. If you wish to discuss a payment arrangement, please contact the undersigned or our office at (614) 555-0145. A resolution agreed before the hearing date may avoid further costs.</p>
<p>Unless you, within thirty days after receipt of this notice, dispute the validity of the debt, or any portion thereof, the debt will be assumed to be valid by this office. If you notify this office in writing within the thirty-day period that the debt, or any portion thereof, is disputed, this office will obtain verification of the debt and mail you a copy.</p>
<p>Very truly yours,</p>
<p style="margin-top:18px">Miriam T. Kowalczyk<br>Attorney at Law, Ohio Sup. Ct. Reg. No. 0091234<br>Keller Vance &amp; Osei Co., LPA<br>Direct: (614) 555-0146 · mkowalczyk@kvolaw.com</p>
<p class="sm">Paralegal: Tonya Reyes, treyes@kvolaw.com · General inquiries: info@kvolaw.com · Clerk of Court (civil): civil.clerk@fcmcclerk-example.net</p>
<p class="sm" style="margin-top:10px;border-top:1px solid #888;padding-top:4px"><b>THIS COMMUNICATION IS FROM A DEBT COLLECTOR. THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.</b></p>
</div>`);

module.exports = L;
