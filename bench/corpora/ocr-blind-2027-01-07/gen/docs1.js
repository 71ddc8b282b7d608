const {page} = require('./common');
const D = [];

// 01 Kentucky — Jefferson District Court, small claims summons, pro se plaintiff, "v." party table, dark band
D.push({id:'01',state:'KY',kind:'summons',layout:'centred-lines+dark-band+v-party-table',font:'Liberation Serif',
expected:{customer_name:'Harlan T. Whitcomb',plaintiff_name:'Ohio Valley Furniture Outlet, Inc.',law_firm_name:null,lawyer_email:null,
 lawsuit_state:'KY',lawsuit_amount:1842.50,civil_number:'26-S-004417',court_name:'Jefferson District Court, Small Claims Division',
 customer_street:'4417 Poplar Level Road',customer_city:'Louisville',customer_state:'KY',customer_zip_code:'40213',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'Liberation Serif';font-size:11pt;line-height:1.32}
.wrap{padding:46px 62px}
.top{display:flex;justify-content:space-between;font-size:8.5pt;color:#333}
.c{text-align:center;margin:0}
.h1{font-size:14pt;font-weight:bold;letter-spacing:1px}
.h2{font-size:12pt;font-weight:bold}
.addr{font-size:9.5pt;color:#333}
.band{background:#151515;color:#fff;text-align:center;font-weight:bold;font-size:15pt;letter-spacing:3px;padding:7px 0;margin:14px 0 10px}
.cn{display:flex;justify-content:space-between;font-size:10.5pt;margin-bottom:8px}
.cn b{font-size:12pt}
table.p{width:100%;font-size:10.5pt}
table.p td{border:1px solid #555;padding:5px 7px;vertical-align:top}
table.p td.v{border:none;text-align:center;font-style:italic;padding:2px}
p{margin:8px 0;text-align:justify}
.hear{border:2px solid #000;padding:8px 12px;margin:10px 0}
.hear td{padding:2px 10px 2px 0}
.costs td{padding:1px 14px 1px 0;font-size:10pt}
.sig{display:flex;justify-content:space-between;margin-top:18px;font-size:10pt}
.foot{position:absolute;bottom:30px;left:62px;right:62px;font-size:8pt;color:#444;border-top:1px solid #999;padding-top:4px}
`,`<div class="wrap">
<div class="top"><span>AOC-SC-105 (local) &nbsp;Rev. 9-26</span><span>Court of Justice &nbsp;·&nbsp; www.kycourts.gov</span></div>
<p class="c h1" style="margin-top:10px">JEFFERSON DISTRICT COURT</p>
<p class="c h2">SMALL CLAIMS DIVISION</p>
<p class="c addr">Hall of Justice · 600 West Jefferson Street · Louisville, Kentucky 40202 · Clerk (502) 555-0100</p>
<div class="band">SUMMONS &nbsp;—&nbsp; SMALL CLAIMS</div>
<div class="cn"><span>Case No. <b>26-S-004417</b></span><span>Store Acct. No. 7730-118-2204</span><span>Filed: 12/29/2026</span></div>
<table class="p">
<tr><td style="width:46%"><b>OHIO VALLEY FURNITURE OUTLET, INC.</b><br>by Doreen Pasko, Store Manager<br>(appearing without an attorney)</td><td>3900 Dixie Highway<br>Louisville, KY 40216<br>(502) 555-0142</td></tr>
<tr><td class="v" colspan="2">v.</td></tr>
<tr><td><b>HARLAN T. WHITCOMB</b></td><td>4417 Poplar Level Road<br>Louisville, KY 40213</td></tr>
<tr><td><b>JOLENE R. WHITCOMB</b></td><td>4417 Poplar Level Road<br>Louisville, KY 40213</td></tr>
</table>
<p><b>THE COMMONWEALTH OF KENTUCKY TO THE PERSON(S) NAMED ABOVE:</b> You are notified that a small claims complaint has been filed against you in this Court. The plaintiff claims that you owe <b>$1,842.50</b> as the unpaid balance of a retail installment account for household furniture delivered on March 3, 2026, together with the court costs shown below.</p>
<div class="hear"><b>YOU MUST APPEAR FOR A HEARING:</b>
<table><tr><td>Date:</td><td><b>Thursday, February 18, 2027</b></td><td>Time:</td><td><b>9:00 a.m.</b></td></tr>
<tr><td>Place:</td><td colspan="3">Courtroom 201, Hall of Justice, 600 West Jefferson Street, Louisville</td></tr></table></div>
<p>If you do not appear at the time and place stated, a judgment may be entered against you for the amount claimed plus costs. You may bring witnesses, receipts, or any papers that support your side. If you wish to file a counterclaim, you must do so at least five (5) days before the hearing. You may, but are not required to, be represented by an attorney.</p>
<table class="costs"><tr><td>Filing fee paid by plaintiff</td><td>$55.00</td></tr><tr><td>Service fee (certified mail)</td><td>$12.00</td></tr><tr><td>Total costs advanced</td><td>$67.00</td></tr><tr><td>Claim plus costs</td><td>$1,909.50</td></tr></table>
<p style="font-size:10pt">Questions about this summons: Circuit Court Clerk, Small Claims Desk — smallclaims.jefferson@kyclerk-mail.com. The Clerk cannot give legal advice.</p>
<div class="sig"><span>Date issued: December 29, 2026</span><span>David L. Ferrante, Circuit Court Clerk<br>By: <i>M. Oyelaran</i>, D.C.</span></div>
</div><div class="foot">Served by certified mail, return receipt requested · Small Claims Summons · Page 1 of 1</div>`)});

// 02 Missouri — Associate Circuit Court of Greene County, petition on account, letterhead + ")" caption + FILED stamp
D.push({id:'02',state:'MO',kind:'petition',layout:'firm-letterhead+paren-caption+filed-stamp',font:'C059',
expected:{customer_name:'Marcus Allen Lindqvist',plaintiff_name:'Meridian Receivables Fund III, LP',law_firm_name:'Kessler Dunaway & Pratt, LLC',lawyer_email:'jpell@kessdunpratt.com',
 lawsuit_state:'MO',lawsuit_amount:3276.19,civil_number:'2631-AC04417',court_name:'Associate Circuit Court of Greene County, Missouri',
 customer_street:'2218 E. Cherokee Street',customer_city:'Springfield',customer_state:'MO',customer_zip_code:'65804',determine_if_lawsuit_exists:true},
alt:{customer_name:'Lindqvist, Marcus Allen'},
html:()=>page(`
body{font-family:'C059';font-size:10.5pt;line-height:1.34}
.wrap{padding:36px 70px}
.lh{text-align:center;border-bottom:3px double #000;padding-bottom:6px}
.lh .n{font-size:16pt;letter-spacing:2px;font-weight:bold}
.lh .s{font-size:8.5pt}
.ct{text-align:center;font-weight:bold;margin:14px 0 10px;font-size:11pt}
.cap{display:grid;grid-template-columns:300px 16px 1fr;font-size:10.5pt}
.cap .pc{white-space:pre;line-height:1.3}
.cap .r{padding-left:14px;line-height:1.3}
.title{text-align:center;font-weight:bold;text-decoration:underline;margin:14px 0 6px;font-size:12pt}
p{margin:6px 0;text-align:justify;text-indent:36px}
.stamp{position:absolute;left:470px;top:190px;width:190px;border:3px solid rgba(190,20,30,.75);color:rgba(190,20,30,.78);text-align:center;font-family:'Liberation Sans';font-weight:bold;transform:rotate(-9deg);padding:4px;font-size:12pt;line-height:1.2}
.sig{margin-left:360px;margin-top:10px;font-size:10pt;line-height:1.3}
`,`<div class="wrap">
<div class="lh"><div class="n">KESSLER DUNAWAY &amp; PRATT, LLC</div><div class="s">ATTORNEYS AT LAW · 1855 S. Ingram Mill Road, Suite 300 · Springfield, Missouri 65804<br>Tel (417) 555-0137 · Fax (417) 555-0138 · Our File No. KDP-26-118730</div></div>
<div class="ct">IN THE ASSOCIATE CIRCUIT COURT OF<br>GREENE COUNTY, MISSOURI</div>
<div class="cap"><div class="pc">MERIDIAN RECEIVABLES FUND III, LP,
as assignee of Ozark Federal Savings Bank,
8120 Ward Parkway, Kansas City, MO 64114,

                    Plaintiff,

v.

LINDQVIST, MARCUS ALLEN
2218 E. Cherokee Street
Springfield, MO 65804,

and

LINDQVIST, RENATA K.
same address,
                    Defendants.</div>
<div class="pc">)
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
<div class="r"><br><br>Case No. 2631-AC04417<br><br>Division: 32<br><br>Account ending: 6621<br><br><b>Return Date:</b><br>February 9, 2027, 9:00 a.m.<br>Greene County Judicial Courts Facility<br>1010 N. Boonville Avenue<br>Springfield, MO 65802</div></div>
<div class="stamp">FILED<br>DEC 28 2026<br><span style="font-size:9pt">CIRCUIT CLERK<br>GREENE COUNTY, MO</span></div>
<div class="title">PETITION ON ACCOUNT</div>
<p>COMES NOW Plaintiff, by and through counsel, and for its Petition on Account against Defendants states:</p>
<p>1. Plaintiff is the owner and holder of a consumer credit account originally opened by Defendants with Ozark Federal Savings Bank, which account was sold and assigned to Plaintiff on May 2, 2025.</p>
<p>2. Defendants used the account and agreed to pay for all charges made on it. A statement of the account is attached as Exhibit A and incorporated by reference.</p>
<p>3. Defendants defaulted, and after all just credits and offsets there remains due and owing a principal balance of <b>$3,276.19</b>, which amount is just, true and reasonable.</p>
<p>4. Plaintiff separately claims prejudgment interest at the statutory rate of 9% per annum from March 14, 2026, which through the date of filing totals $412.08.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, for the principal sum of $3,276.19, interest of $412.08 (total $3,688.27), post-judgment interest, and the costs of this action, including the filing fee of $87.50.</p>
<div class="sig">/s/ Jonathan R. Pell<br>Jonathan R. Pell, MO Bar #58812<br>Kessler Dunaway &amp; Pratt, LLC<br>jpell@kessdunpratt.com<br>Paralegal: Amber Hollis, ahollis@kessdunpratt.com<br>Service: eservice@kessdunpratt.com<br>ATTORNEYS FOR PLAINTIFF</div>
</div>`)});

// 03 Nebraska — County Court of Lancaster County, summons 30 days, caption box + case-number footer
D.push({id:'03',state:'NE',kind:'summons',layout:'boxed-caption+footer-case-no',font:'Liberation Sans',
expected:{customer_name:'Dwayne R. Kessinger Jr.',plaintiff_name:'Platte River Asset Trust, Series 2021-A',law_firm_name:'Harmon & Volk, P.C., L.L.O.',lawyer_email:'codenbach@harmonvolk.com',
 lawsuit_state:'NE',lawsuit_amount:2915.40,civil_number:'CI 26-8814',court_name:'County Court of Lancaster County, Nebraska',
 customer_street:'1620 S. 27th Street',customer_city:'Lincoln',customer_state:'NE',customer_zip_code:'68502',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'Liberation Sans';font-size:10pt;line-height:1.38}
.wrap{padding:50px 64px}
.ct{text-align:center;font-weight:bold;font-size:11.5pt;margin-bottom:14px}
table.cap{width:100%;border:1.5px solid #000}
table.cap td{border:1.5px solid #000;padding:10px 12px;vertical-align:top}
.title{font-size:16pt;font-weight:bold;letter-spacing:2px;margin-top:18px}
p{margin:9px 0;text-align:justify}
.grid{width:100%;margin:10px 0;font-size:9.5pt}
.grid td{border:1px solid #777;padding:4px 7px;vertical-align:top}
.grid th{background:#ddd;border:1px solid #777;padding:3px 7px;text-align:left;font-size:8.5pt}
.foot{position:absolute;bottom:26px;left:64px;right:64px;display:flex;justify-content:space-between;font-size:8.5pt;border-top:1px solid #000;padding-top:4px}
`,`<div class="wrap">
<div class="ct">IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA</div>
<table class="cap"><tr><td style="width:58%">PLATTE RIVER ASSET TRUST, SERIES 2021-A,<br>a Delaware statutory trust,<br>c/o 1440 Market Street, Wilmington, DE 19801,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>DWAYNE R. KESSINGER JR.,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
<td>Case No. CI 26-8814<br><br>Orig. Acct. No. ***-4093<br>Our Ref. HV-2026-55170<br><div class="title">SUMMONS</div></td></tr></table>
<p><b>TO THE ABOVE-NAMED DEFENDANT:</b> Dwayne R. Kessinger Jr., 1620 S. 27th Street, Lincoln, NE 68502</p>
<p>You have been sued by the above-named plaintiff. A copy of the Complaint is attached. The Complaint seeks judgment against you in the amount of <b>$2,915.40</b>, together with interest as allowed by law and the costs of this action.</p>
<p><b>You are required to file a written answer or other pleading with the Clerk of this Court within thirty (30) days after service of this summons upon you, excluding the day of service.</b> If you fail to do so, judgment by default may be entered against you for the relief demanded in the Complaint.</p>
<table class="grid"><tr><th>Court costs advanced</th><th>Amount</th><th>Clerk of the County Court</th></tr>
<tr><td>Filing fee</td><td>$46.00</td><td rowspan="3">Lancaster County Courthouse<br>575 S. 10th Street, Lincoln, NE 68508<br>(402) 555-0171</td></tr>
<tr><td>Sheriff service fee</td><td>$18.00</td></tr>
<tr><td>Total costs</td><td>$64.00</td></tr></table>
<p><b>Plaintiff's attorney:</b><br>Claire M. Odenbach, #24118<br>HARMON &amp; VOLK, P.C., L.L.O.<br>1248 O Street, Suite 610, Lincoln, NE 68508<br>(402) 555-0164 · codenbach@harmonvolk.com<br>Copy to: efile@harmonvolk.com</p>
<p>Date: January 5, 2027 &nbsp;&nbsp;&nbsp;&nbsp; BY THE COURT: <i>R. Vasquez-Hale</i>, Clerk Magistrate</p>
<p style="font-size:8.5pt">This communication is from a debt collector. Service by certified mail to: 1620 S. 27th Street, Lincoln, NE 68502.</p>
</div><div class="foot"><span>Summons — County Court</span><span>Case No. CI 26-8814</span><span>Page 1 of 1</span></div>`)});

// 04 Minnesota — Ramsey County District Court, conciliation claim + notice of hearing, form grid with script fill-ins, pro se
D.push({id:'04',state:'MN',kind:'conciliation claim',layout:'form-grid+script-fill-ins',font:'DejaVu Sans Condensed + Z003',
expected:{customer_name:'Gerald P. Ostrowski III',plaintiff_name:'Northstar Lakes Dental Group, P.A.',law_firm_name:null,lawyer_email:null,
 lawsuit_state:'MN',lawsuit_amount:1460.00,civil_number:'62-CO-26-1187',court_name:'Ramsey County District Court, Second Judicial District, Conciliation Court',
 customer_street:'1185 Payne Avenue',customer_city:'Saint Paul',customer_state:'MN',customer_zip_code:'55130',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'DejaVu Sans Condensed';font-size:9.5pt;line-height:1.3}
.wrap{padding:34px 48px}
.bar{display:flex;justify-content:space-between;font-size:8pt;border-bottom:1px solid #000;padding-bottom:3px}
.hd{text-align:center;margin:8px 0 2px;font-weight:bold}
.hd div{font-size:11pt}
.t{text-align:center;font-size:13pt;font-weight:bold;margin:6px 0 8px}
table.f{width:100%}
table.f td{border:1px solid #000;padding:3px 6px;vertical-align:top;height:34px}
.l{font-size:7.5pt;color:#222;display:block;text-transform:uppercase}
.h{font-family:'Z003';font-size:15pt;color:#13307a;line-height:1.1}
.sec{background:#e6e6e6;font-weight:bold;font-size:9pt;height:auto!important}
.box{display:inline-block;width:11px;height:11px;border:1px solid #000;margin-right:4px;vertical-align:-1px;text-align:center;font-size:9px;line-height:10px}
.note{font-size:8.5pt;margin:6px 0}
`,`<div class="wrap">
<div class="bar"><span>State of Minnesota · Conciliation Court</span><span>CON102 (local) · 11/26</span></div>
<div class="hd"><div>RAMSEY COUNTY DISTRICT COURT</div><div>SECOND JUDICIAL DISTRICT</div><div>CONCILIATION COURT</div></div>
<div style="text-align:center;font-size:8.5pt">Ramsey County Courthouse · 15 West Kellogg Boulevard, Room 1170 · St. Paul, MN 55102 · (651) 555-0108</div>
<div class="t">Conciliation Court Claim and Notice of Hearing</div>
<table class="f">
<tr><td colspan="2" style="width:60%"><span class="l">Court file number (assigned by court administration)</span><b style="font-size:12pt">62-CO-26-1187</b></td><td colspan="2"><span class="l">Date filed</span>December 22, 2026</td></tr>
<tr><td colspan="4" class="sec">1. Plaintiff (person or business making the claim)</td></tr>
<tr><td colspan="2"><span class="l">Full legal name</span><span class="h">Northstar Lakes Dental Group, P.A.</span></td><td colspan="2"><span class="l">Telephone</span><span class="h">651-555-0126</span></td></tr>
<tr><td colspan="2"><span class="l">Street address</span><span class="h">2290 Ford Parkway</span></td><td><span class="l">City / State</span><span class="h">Saint Paul, MN</span></td><td><span class="l">Zip</span><span class="h">55116</span></td></tr>
<tr><td colspan="4"><span class="box">X</span> Plaintiff will appear without an attorney (by office manager Kristin Aalgaard) &nbsp;&nbsp; <span class="box"></span> Plaintiff has an attorney</td></tr>
<tr><td colspan="4" class="sec">2. Defendant (person or business being sued)</td></tr>
<tr><td colspan="2"><span class="l">Full legal name</span><span class="h">Gerald P. Ostrowski III</span></td><td colspan="2"><span class="l">Date of birth (if known)</span><span class="h">—</span></td></tr>
<tr><td colspan="2"><span class="l">Street address</span><span class="h">1185 Payne Avenue</span></td><td><span class="l">City / State</span><span class="h">Saint Paul, MN</span></td><td><span class="l">Zip</span><span class="h">55130</span></td></tr>
<tr><td colspan="4" class="sec">3. Claim</td></tr>
<tr><td colspan="2"><span class="l">Amount claimed (not including filing fee)</span><span class="h">$1,460.00</span></td><td><span class="l">Filing fee paid</span>$75.00</td><td><span class="l">Patient acct. no.</span><span class="h">40-1187-22</span></td></tr>
<tr><td colspan="4" style="height:58px"><span class="l">Why the defendant owes the money</span><span class="h">Unpaid balance for crown and root canal treatment, June 10 – Sept 2, 2025. Insurance paid its share; patient balance never paid after 4 statements.</span></td></tr>
<tr><td colspan="4"><span class="l">Signature of plaintiff / date</span><span class="h">Kristin Aalgaard, office mgr — 12/22/2026</span></td></tr>
<tr><td colspan="4" class="sec">4. Notice of hearing (completed by court administration)</td></tr>
<tr><td colspan="2"><span class="l">Hearing date and time</span><b>Wednesday, February 24, 2027 at 1:30 p.m.</b></td><td colspan="2"><span class="l">Location</span>Courtroom 1130, Ramsey County Courthouse</td></tr>
</table>
<p class="note"><b>To the defendant:</b> You must appear at the hearing. If you do not appear, judgment may be entered against you for the amount claimed plus costs. If you want to make a counterclaim, you must file it at least 5 days before the hearing. Questions: conciliation.ramsey@mncourts-admin.com (court administration cannot give legal advice). Filing fees and costs are recoverable only if ordered by the court.</p>
<p class="note">Notice mailed by court administration to both parties on 12/23/2026. Interpreter requests: call (651) 555-0108 at least 5 days before the hearing.</p>
</div>`)});

// 05 South Carolina — Magistrate Court of Richland County, summons and complaint 30 days, monospace ")" caption, amount in words
D.push({id:'05',state:'SC',kind:'summons and complaint',layout:'typewriter-paren-caption',font:'Liberation Mono',
expected:{customer_name:'Latoya Denise Pringle',plaintiff_name:'Palmetto Crest Lending, LLC',law_firm_name:'Brantley, Ouzts & Gaillard, P.A.',lawyer_email:'wouzts@bogpa-law.com',
 lawsuit_state:'SC',lawsuit_amount:4112.37,civil_number:'2026CV4010200418',court_name:'Magistrate Court of Richland County',
 customer_street:'712 Harden Street',customer_city:'Columbia',customer_state:'SC',customer_zip_code:'29205',determine_if_lawsuit_exists:true},
html:()=>page(`
body{font-family:'Liberation Mono';font-size:9.3pt;line-height:1.3}
.wrap{padding:40px 56px}
pre{font-family:inherit;margin:0}
p{margin:7px 0;text-align:justify}
.t{text-align:center;font-weight:bold;margin:8px 0 4px}
`,`<div class="wrap"><pre>
STATE OF SOUTH CAROLINA          )     IN THE MAGISTRATE COURT OF
                                 )     RICHLAND COUNTY
COUNTY OF RICHLAND               )
                                 )     Civil Action No. 2026CV4010200418
PALMETTO CREST LENDING, LLC,     )
a Delaware limited liability     )     Loan No. PCL-00918823
company,                         )
                Plaintiff,       )
                                 )          SUMMONS AND COMPLAINT
         vs.                     )            (Civil - Debt)
                                 )
LATOYA DENISE PRINGLE and        )
JAMAL T. PRINGLE,                )
                Defendants.      )
</pre>
<p class="t">SUMMONS</p>
<p>TO THE DEFENDANT(S) ABOVE NAMED: YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is herewith served upon you, and to serve a copy of your Answer upon the subscriber at the address below, or upon the Magistrate at Richland County Magistrate Court, 1701 Main Street, Columbia, SC 29201, within thirty (30) days after service hereof, exclusive of the day of such service. If you fail to answer within that time, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
<p class="t">COMPLAINT</p>
<p>1. Defendant Latoya Denise Pringle is a citizen and resident of Richland County, South Carolina, residing at 712 Harden Street, Columbia, SC 29205.</p>
<p>2. Plaintiff, whose principal office is at 200 Bellevue Parkway, Wilmington, DE 19809, made a consumer installment loan to Defendants, who defaulted on payments due after April 1, 2026.</p>
<p>3. There is now due and owing the principal sum of FOUR THOUSAND ONE HUNDRED TWELVE AND 37/100 DOLLARS ($4,112.37), plus contract interest at 18% accrued to date of $298.44, which is stated separately.</p>
<p>WHEREFORE Plaintiff demands judgment against Defendants for $4,112.37, interest of $298.44, the filing fee of $80.00 and service costs of $10.00 (total $4,500.81), and such other relief as is just.</p>
<pre>
                                 BRANTLEY, OUZTS &amp; GAILLARD, P.A.

                                 s/ S. Whitaker Ouzts
                                 S. Whitaker Ouzts, SC Bar No. 101884
                                 1310 Gadsden Street
                                 Columbia, SC 29201
                                 (803) 555-0119
                                 wouzts@bogpa-law.com
                                 e-filing: filings@bogpa-law.com
                                 Attorneys for Plaintiff
Columbia, South Carolina
January 4, 2027
</pre>
<p style="font-size:8pt">THIS IS AN ATTEMPT TO COLLECT A DEBT. ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.</p>
</div>`)});

module.exports = D;
