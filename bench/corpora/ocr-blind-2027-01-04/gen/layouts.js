// HTML layouts, one per document id. Page = 816x1056 CSS px (US Letter at 96 dpi).
const base = (font, size, extra) => `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;box-sizing:border-box;overflow:hidden;position:relative;font-family:${font};font-size:${size};color:#111;line-height:1.3}
p{margin:0 0 6px 0} .c{text-align:center} .r{text-align:right} .b{font-weight:bold}
table{border-collapse:collapse}
${extra||''}</style></head><body><div class="page">`;
const end = `</div></body></html>`;
const L = {};

// 01 Oregon — ")" column caption, serif, footer repeats case number
L['01'] = () => base("'Liberation Serif'", '11pt', `
.page{padding:58px 78px 40px 96px}
.cap{display:grid;grid-template-columns:300px 22px 1fr;margin-top:14px}
.cap .pc{white-space:pre;line-height:1.3}
.foot{position:absolute;bottom:26px;left:96px;right:78px;border-top:1px solid #000;font-size:9pt;padding-top:3px;display:flex;justify-content:space-between}
.wm{position:absolute;top:430px;left:150px;font-size:110pt;color:rgba(0,0,0,0.06);transform:rotate(-28deg);font-weight:bold;letter-spacing:8px}
.ln{position:absolute;left:52px;top:58px;font-size:9pt;line-height:21.5px;color:#444;text-align:right}
`) + `
<div class="ln">1<br>2<br>3<br>4<br>5<br>6<br>7<br>8<br>9<br>10<br>11<br>12<br>13<br>14<br>15<br>16<br>17<br>18<br>19<br>20<br>21<br>22<br>23<br>24<br>25<br>26</div>
<div class="wm">COPY</div>
<div class="c b">IN THE CIRCUIT COURT OF THE STATE OF OREGON<br>FOR THE COUNTY OF LANE</div>
<div class="cap">
<div>CASCADE RECOVERY FUND III, LP, a<br>Delaware limited partnership,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>HOLLISTER, DANA MARIE; and<br>RYAN C. HOLLISTER,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
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
)</div>
<div><br>Case No. 26CV04187<br><br><b>SUMMONS</b><br><br>Account No. ending 6620<br>Our File No. BO-55812-L<br><br>(Contract — ORS 20.082)</div>
</div>
<p style="margin-top:14px">TO: &nbsp;Dana Marie Hollister<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;2290 Willamette St., Apt. 4<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Eugene, OR 97405</p>
<p>IN THE NAME OF THE STATE OF OREGON: You are hereby required to appear and defend the complaint filed against you in the above-entitled action within thirty (30) days from the date of service of this summons upon you, and in case of your failure to do so, for want thereof, plaintiff will apply to the court for the relief demanded in the complaint, to wit: the principal sum of $4,812.37, together with prejudgment interest stated separately in the complaint of $392.15, plus the filing fee of $281.00 and service costs.</p>
<p class="b c" style="margin:10px 0 4px">NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</p>
<p>You must "appear" in this case or the other side will win automatically. To "appear" you must file with the court a legal document called a "motion" or "answer." The "motion" or "answer" must be given to the court clerk or administrator within 30 days along with the required filing fee. It must be in proper form and have proof of service on the plaintiff's attorney or, if the plaintiff does not have an attorney, proof of service on the plaintiff.</p>
<p>If you have questions, you should see an attorney immediately. If you need help in finding an attorney, you may contact the Oregon State Bar's Lawyer Referral Service online at www.oregonstatebar.org or by calling (503) 555-0184.</p>
<p>Court: Lane County Circuit Court, 125 E. 8th Avenue, Eugene, OR 97401. Total demanded with interest and fees: $5,485.52.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:12px;font-size:10pt">
<div>BRANDVOLD &amp; OSTRANDER, P.C.<br><br>By: <i>/s/ Kelsey J. Brandvold</i><br>Kelsey J. Brandvold, OSB No. 104417<br>kbrandvold@brandvold-law.com<br>Of Attorneys for Plaintiff</div>
<div>Brandvold &amp; Ostrander, P.C.<br>1200 NW Naito Pkwy., Suite 310<br>Portland, OR 97209<br>Tel. (503) 555-0142 · Fax (503) 555-0143<br>E-service: filings@brandvold-law.com</div>
</div>
<div class="foot"><span>Page 1 – SUMMONS</span><span>Case No. 26CV04187</span><span>Brandvold &amp; Ostrander, P.C.</span></div>
` + end;

// 02 Kentucky — form grid, handwriting fill-ins, case number in two boxes
L['02'] = () => base("'Liberation Sans'", '10pt', `
.page{padding:44px 50px}
.g{width:100%;border:1.5px solid #000}
.g td{border:1px solid #000;vertical-align:top;padding:3px 6px;height:34px}
.lb{font-size:7.5pt;text-transform:uppercase;color:#222;display:block}
.h{font-family:'Dancing Script';font-size:15pt;color:#14307a;line-height:1.15}
.cb{display:inline-block;border:1.5px solid #000;padding:2px 10px;margin-left:4px;min-width:60px}
.hd{text-align:center;font-weight:bold;line-height:1.35}
`) + `
<div style="display:flex;justify-content:space-between;font-size:8pt"><span>AOC-E-105 &nbsp;Sum Code: CI<br>Rev. 9-14</span><span style="text-align:right">Case No. <span class="cb h">26-C-</span><span class="cb h">011873</span><br>Court &nbsp;☐ Circuit &nbsp;☒ District</span></div>
<div class="hd" style="margin-top:8px">COMMONWEALTH OF KENTUCKY</div>
<div class="hd">COURT OF JUSTICE</div>
<div class="hd">JEFFERSON DISTRICT COURT</div>
<div class="c b" style="font-size:13pt;margin:8px 0">CIVIL SUMMONS</div>
<div style="font-size:8pt;text-align:center;margin-bottom:6px">CR 4.02; CR Official Form 1 · 700 West Jefferson Street, Louisville, KY 40202</div>
<table class="g">
<tr><td colspan="2"><span class="lb">Plaintiff</span><span class="h">Rivergate Acquisitions, LLC, a Delaware limited liability company</span><br><span class="h" style="font-size:12pt">6400 Shelbyville Rd, Ste 210, Louisville, KY 40222</span></td></tr>
<tr><td style="width:55%"><span class="lb">Defendant</span><span class="h">Marcus T. Ellery Jr.</span></td><td><span class="lb">Co-Defendant</span><span class="h">Angela R. Ellery</span></td></tr>
<tr><td><span class="lb">Street address of defendant to be served</span><span class="h">4417 Poplar Level Rd, Apt 2</span></td><td><span class="lb">City, State, ZIP</span><span class="h">Louisville, KY 40213</span></td></tr>
</table>
<p style="margin-top:10px"><b>THE COMMONWEALTH OF KENTUCKY<br>TO THE ABOVE-NAMED DEFENDANT(S):</b></p>
<p>You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. <b>Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</b></p>
<p>The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown below.</p>
<table class="g" style="margin-top:6px">
<tr><td style="width:34%"><span class="lb">Principal demanded</span><span class="h">$3,266.80</span></td><td style="width:33%"><span class="lb">Court costs</span><span class="h">$163.00</span></td><td><span class="lb">Interest (stated separately)</span><span class="h">$0.00 pre-judgment; 6% post-judgment</span></td></tr>
<tr><td><span class="lb">Account no.</span><span class="h">xxxx-xxxx-xxxx-3310</span></td><td><span class="lb">Attorney file ref.</span><span class="h">TP-26-04471</span></td><td><span class="lb">Total with costs</span><span class="h">$3,429.80</span></td></tr>
<tr><td colspan="3"><span class="lb">Attorney for plaintiff · firm · KBA no.</span><span class="h">Evan R. Tilford, KBA No. 93815 — Tilford Pemberton PLLC</span><br><span class="h" style="font-size:12pt">9300 Shelbyville Rd, Ste 1100, Louisville, KY 40222 · (502) 555-0119</span></td></tr>
<tr><td colspan="2"><span class="lb">Attorney e-mail</span><span class="h">etilford@tilfordpemberton.com</span></td><td><span class="lb">Paralegal e-mail</span><span class="h">mgrant@tilfordpemberton.com</span></td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td style="width:50%"><span class="lb">Date</span><span class="h">January 4, 2027</span></td><td><span class="lb">Clerk</span><span class="h">D. Whitlow</span> &nbsp; By <span class="h">S. Mattingly</span>, D.C.</td></tr>
</table>
<p class="b" style="margin-top:12px">Proof of Service</p>
<p>This Summons was served by delivering a true copy and the Complaint (or other initiating document) to: ______________________________ this ____ day of ______________, 20___.</p>
<p>Served by: ______________________________ &nbsp;&nbsp; Title: ______________________</p>
<div style="position:absolute;bottom:24px;left:50px;font-size:8pt">Clerk e-mail for filings: jeffersondistrictclerk@kycourts-filing.net</div>
` + end;

// 03 Nebraska — two-column caption, small claims, pro se plaintiff
L['03'] = () => base("'DejaVu Serif'", '10pt', `
.page{padding:54px 64px;font-stretch:condensed}
.two{display:grid;grid-template-columns:1fr 1fr;border-top:2px solid #000;border-bottom:2px solid #000;margin:10px 0}
.two>div{padding:8px 10px}
.two>div:first-child{border-right:2px solid #000}
.amt{border:1px solid #000;padding:6px 8px;margin:6px 0}
`) + `
<div class="c b" style="font-size:12pt">IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA</div>
<div class="c" style="font-size:9pt">575 South 10th Street, Lincoln, NE 68508 · Clerk (402) 555-0131</div>
<div class="two">
<div>
<p>HAYMARKET APPLIANCE &amp; FURNITURE CO.<br>710 Q Street<br>Lincoln, NE 68508<br>(402) 555-0177</p>
<p style="padding-left:40px">Plaintiff, appearing for itself,</p>
<p style="padding-left:20px">vs.</p>
<p>TOBIAS E. LINDQVIST<br>3340 Holdrege St., Apt. 4B<br>Lincoln, NE 68503</p>
<p style="padding-left:40px">Defendant.</p>
</div>
<div>
<p class="b" style="font-size:11pt">SMALL CLAIMS</p>
<p>Case No. SC 26-0418</p>
<p class="b">PLAINTIFF'S COMPLAINT,<br>SUMMONS AND NOTICE<br>OF HEARING</p>
<p style="font-size:9pt">Neb. Rev. Stat. §§ 25-2801 to 25-2807<br>Invoice / Acct. No. HAF-20931<br>Filing fee paid: $46.00<br>Service fee paid: $20.00</p>
</div>
</div>
<p class="b">COMPLAINT</p>
<p>1. The defendant owes the plaintiff the sum of</p>
<div class="amt">$2,140.00 &nbsp;&nbsp;(Two Thousand One Hundred Forty and 00/100 Dollars)</div>
<p>for the unpaid balance on a retail installment account for a refrigerator and sofa delivered on June 12, 2025, after all credits. Plaintiff also asks for the filing fee and service costs stated above (court costs are not part of the claim).</p>
<p>2. No part of this claim has been assigned. Plaintiff is not a collection agency and does not appear through an attorney; attorneys may not represent parties in Small Claims Court.</p>
<p style="margin-top:8px">Signed: <i>Gerald Pruitt</i> &nbsp; Gerald Pruitt, owner, on behalf of Haymarket Appliance &amp; Furniture Co. &nbsp; Date: 12/28/2026</p>
<p class="b" style="margin-top:12px">SUMMONS AND NOTICE OF HEARING</p>
<p>THE STATE OF NEBRASKA, To the above-named defendant: You are hereby notified that the plaintiff has filed the above claim against you in the Small Claims Court of Lancaster County. A hearing on this claim will be held at the Lancaster County Courthouse, 575 South 10th Street, Lincoln, Nebraska, Courtroom 20, on <b>February 11, 2027, at 1:30 p.m.</b> You must appear at the hearing. If you do not appear, judgment may be entered against you for the amount claimed.</p>
<p>If you have a claim against the plaintiff arising out of the same transaction, you may file a counterclaim no later than five (5) days before the hearing. Either party may transfer this case to the regular docket of the County Court by filing a notice at least two (2) days before the hearing; the case will then proceed under the civil rules and attorneys may appear.</p>
<p>This summons must be served within thirty (30) days of its date of issue.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;margin-top:20px">
<div>Date issued: January 4, 2027</div><div>CLERK OF THE COUNTY COURT<br>By: <i>M. Okonkwo</i>, Deputy</div>
</div>
<p style="font-size:9pt;margin-top:18px">Language and disability assistance is available on request. Contact the clerk at least 48 hours before your hearing: lancastercountycourt@nebcourts-mail.org.</p>
` + end;

// 04 Tennessee — civil warrant, white-on-black heading band, monospace
L['04'] = () => base("'Courier Prime'", '10.5pt', `
.page{padding:40px 54px}
.band{background:#111;color:#fff;padding:10px 0;text-align:center;font-weight:bold;font-size:13pt;letter-spacing:3px;margin:0 -54px 0}
.box{border:1px dashed #000;padding:6px 8px;margin:8px 0}
pre{font-family:inherit;margin:0;white-space:pre-wrap}
`) + `
<div class="band">CIVIL WARRANT</div>
<div class="c b" style="margin-top:8px">GENERAL SESSIONS COURT OF SHELBY COUNTY, TENNESSEE</div>
<div class="c" style="font-size:9pt">201 Poplar Avenue, Memphis, TN 38103 &middot; Civil Division</div>
<div class="box"><pre>DOCKET NO. 26-GC-17731          ACCOUNT NO. 6011-XXXX-XXXX-2058
ATTY FILE NO. LCB-883104         DIVISION: 4</pre></div>
<pre>HARPETH FINANCIAL PARTNERS, LLC as assignee of
Synchrony Bank
7101 Executive Center Dr., Ste 300, Brentwood, TN 37027
                                        PLAINTIFF
VS.

COREY A. WHITFIELD III
3862 Knight Arnold Rd., Apt. 7
Memphis, TN 38118
                                        DEFENDANT

TAMEKA R. WHITFIELD
3862 Knight Arnold Rd., Apt. 7
Memphis, TN 38118
                                        CO-DEFENDANT</pre>
<p style="margin-top:8px">TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN: You are hereby commanded to summon the defendant(s) to appear before the General Sessions Court of Shelby County, Tennessee, at 201 Poplar Avenue, Room 111, Memphis, Tennessee, on</p>
<div class="box c b">HEARING: WEDNESDAY, FEBRUARY 17, 2027 AT 9:00 A.M.</div>
<p>then and there to answer in a civil action brought by the plaintiff to recover a debt due on a credit card account, the principal balance of:</p>
<pre class="box">Principal balance ......................... $ 6,305.90
Pre-judgment interest (stated separately)   $   418.22
Attorney fees ............................. $     0.00
Court costs (est.) ........................ $   195.50
TOTAL WITH INTEREST AND COSTS ............. $ 6,919.62</pre>
<p>Issued this 4th day of January, 2027. &nbsp; Clerk: ______________ Deputy Clerk</p>
<pre>ATTORNEY FOR PLAINTIFF:
Natalie G. Crane, BPR #031742
LASSITER CRANE &amp; BOYD, PLLC
5100 Poplar Ave., Ste 2700, Memphis, TN 38137
Tel. (901) 555-0126   ncrane@lcb-lawfirm.com
E-filing: efile@lcb-lawfirm.com</pre>
<p style="font-size:9pt;margin-top:8px">NOTICE: If you wish to dispute this claim you must appear on the date above. Tennessee law provides a $10,000 personal property exemption from execution or seizure to satisfy a judgment (T.C.A. § 26-2-103).</p>
<div style="position:absolute;bottom:20px;left:54px;right:54px;font-size:9pt;border-top:1px solid #000;padding-top:3px">Docket No. 26-GC-17731 &middot; Civil Warrant &middot; Page 1 of 1</div>
` + end;

// 05 Louisiana — citation, landscape-like two columns, separate centred header lines
L['05'] = () => base("'P052'", '10pt', `
.page{padding:46px 48px}
.hd{text-align:center;font-weight:bold;font-size:11pt;line-height:1.35}
.cols{column-count:2;column-gap:34px;column-rule:1px solid #000;margin-top:10px;text-align:justify}
.tp td{padding:1px 4px;vertical-align:top}
.rule{border-top:3px double #000;margin:8px 0}
`) + `
<div class="hd">CITY COURT OF BATON ROUGE</div>
<div class="hd">PARISH OF EAST BATON ROUGE</div>
<div class="hd">STATE OF LOUISIANA</div>
<div class="rule"></div>
<div style="display:flex;justify-content:space-between;font-weight:bold"><span>SUIT NO. CV-2026-01143</span><span>DIVISION "B"</span><span>CITATION</span></div>
<div class="rule"></div>
<div class="cols">
<p><b>PELICAN RECEIVABLES TRUST, SERIES 2021-A</b>, a Delaware statutory trust, as assignee of Gulf Coast Bank &amp; Trust credit card account no. ****8842</p>
<p class="c">VERSUS</p>
<p><b>BROUSSARD, LIONEL JOSEPH</b><br>8811 Florida Blvd., Apt. 12C<br>Baton Rouge, LA 70815</p>
<p>TO: <b>LIONEL JOSEPH BROUSSARD</b>, domiciled in the Parish of East Baton Rouge, State of Louisiana.</p>
<p>You are hereby summoned to comply with the demand contained in the petition, a certified copy of which accompanies this citation, or make an appearance either by filing a pleading or otherwise, in the City Court of Baton Rouge, 233 St. Louis Street, Baton Rouge, Louisiana 70802, within ten (10) days after the service hereof, under penalty of default.</p>
<p>The petition prays for judgment against you in the principal sum of <b>$1,874.55</b>, together with legal interest from date of judicial demand until paid (stated separately at the judicial rate), attorney's fees of twenty-five percent (25%) of principal and interest, and all costs of these proceedings. Costs advanced by petitioner: $212.50.</p>
<p>WITNESS the Honorable Judges of said Court, at Baton Rouge, Louisiana, on this 4th day of January, 2027.</p>
<p style="margin-top:10px">CLERK OF COURT<br>By: <i>R. Guidry</i>, Deputy Clerk</p>
<p style="font-size:9pt">Civil clerk e-filing: efile.civil@brcitycourt-clerk.org · (225) 555-0108</p>
<p style="margin-top:10px"><b>REQUESTED BY:</b><br>THIBODEAUX MARCHAND, L.L.C.<br>Claire M. Thibodeaux (La. Bar Roll No. 35127)<br>Paul A. Marchand (La. Bar Roll No. 29904)<br>4521 Jamestown Ave., Suite 8<br>Baton Rouge, LA 70808<br>Telephone: (225) 555-0161<br>cthibodeaux@tmlawla.com<br>Paralegal: jlandry@tmlawla.com<br>Counsel for Petitioner<br>Firm ref. TM-40-2217</p>
<p class="b c" style="margin-top:10px">SHERIFF'S RETURN</p>
<p>Received on the ____ day of ____________, 20___, and on the ____ day of ____________, 20___, served a copy of the within citation and petition on the above-named defendant:</p>
<p>☐ Personal &nbsp; ☐ Domiciliary, by leaving same with ______________________, a person of suitable age and discretion residing in the domicile.</p>
<p>Service fee $_______ &nbsp; Mileage $_______</p>
<p>Deputy Constable: ________________________</p>
<p class="c" style="font-size:9pt;margin-top:12px">SUIT NO. CV-2026-01143 · CITATION · ORIGINAL</p>
</div>
` + end;

// 06 Connecticut — caption box, marshal stamp across the amount, condensed sans
L['06'] = () => base("'Liberation Sans Narrow'", '10pt', `
.page{padding:40px 48px}
.capbox{border:2px solid #000;display:grid;grid-template-columns:1fr 1fr}
.capbox>div{padding:6px 8px;border:1px solid #000}
.lb{font-size:7.5pt;text-transform:uppercase;display:block;color:#222}
.v{font-size:11pt;font-weight:bold}
.stamp{position:absolute;border:3px solid rgba(150,20,40,.75);color:rgba(150,20,40,.75);padding:4px 10px;transform:rotate(-12deg);font-weight:bold;font-size:12pt;text-align:center;font-family:'Liberation Serif';line-height:1.15;background:transparent}
.ck{display:inline-block;width:9px;height:9px;border:1px solid #000;margin:0 3px;vertical-align:middle;text-align:center;font-size:8pt;line-height:9px}
`) + `
<div style="display:flex;justify-content:space-between;font-size:8pt"><span>SUMMONS - CIVIL<br>JD-CV-1 Rev. 6-25<br>C.G.S. §§ 51-346, 51-347, 51-349</span><span class="r">STATE OF CONNECTICUT<br>See other page for instructions</span></div>
<div class="c b" style="font-size:14pt;margin-top:6px">SUPERIOR COURT</div>
<div class="c b" style="font-size:11pt;margin-bottom:8px">JUDICIAL DISTRICT OF HARTFORD</div>
<div class="capbox">
<div><span class="lb">Address of court clerk</span>95 Washington Street, Hartford, CT 06106 · (860) 555-0150</div>
<div><span class="lb">Return date (Must be a Tuesday)</span><span class="v">February 9, 2027</span></div>
<div><span class="lb">Docket number</span><span class="v">HHD-CV27-6031145-S</span></div>
<div><span class="lb">Case type code</span>Major: C &nbsp; Minor: 10 (Contracts – collections)</div>
<div style="grid-column:1/3"><span class="lb">Parties — Plaintiff (Last name, first name, middle initial; firm name)</span><span class="v">NUTMEG CREDIT ACQUISITIONS LLC</span>, 300 Main Street, Suite 4, Middletown, CT 06457 &nbsp; P-01</div>
<div style="grid-column:1/3"><span class="lb">First named Defendant</span><span class="v">RAGHUNATHAN, PRIYA S.</span>, 77 Farmington Ave., Unit 3, Hartford, CT 06105 &nbsp; D-01</div>
<div style="grid-column:1/3"><span class="lb">Additional Defendant</span>KOWALCZYK, ADAM J., 19 Sisson Ave., Hartford, CT 06106 &nbsp; D-02</div>
</div>
<p style="margin-top:8px"><b>Amount, legal interest, or property in demand, exclusive of interest and costs is:</b><br>
<span class="ck">✕</span> less than $2,500 … no &nbsp; <span class="ck">✕</span> $2,500 through $14,999.99 &nbsp; <span class="ck"></span> $15,000 or more</p>
<div style="position:relative;border:1px solid #000;padding:6px 8px;margin:4px 0 8px;width:60%">
Principal amount in demand: <span class="v" style="font-size:12pt">$3,876.42</span><br>
Interest claimed separately under C.G.S. § 37-3a: $261.10 &nbsp; Entry fee: $175.00 &nbsp; Marshal: $65.00
<div class="stamp" style="top:-6px;left:150px">TRUE COPY ATTEST<br><span style="font-size:9pt">Karen L. Dube, State Marshal<br>Hartford County · JAN 06 2027</span></div>
</div>
<p><b>NOTICE TO EACH DEFENDANT</b></p>
<p>1. You are being sued. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is making against you in this lawsuit.</p>
<p>2. To be notified of further proceedings, you or your attorney must file a form called an "Appearance" with the clerk of the above-named Court at the above Court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court on the Return Date unless you receive a separate notice telling you to come to court.</p>
<p>3. If you or your attorney do not file a written "Appearance" form on time, a judgment may be entered against you by default. The "Appearance" form may be obtained at the Court address above or at www.jud.ct.gov under "Court Forms."</p>
<p>4. If you believe that you have insurance that may cover the claim that is being made against you in this lawsuit, you should immediately contact your insurance representative.</p>
<table style="width:100%;margin-top:8px;border:1px solid #000">
<tr><td style="border:1px solid #000;padding:4px 6px;width:50%"><span class="lb">Name and address of attorney, law firm or plaintiff if self-represented</span>Feldstein Marcotte LLC, 1 Corporate Center, 20 Church St., Suite 1720, Hartford, CT 06103</td>
<td style="border:1px solid #000;padding:4px 6px"><span class="lb">Juris number (if attorney or law firm)</span><span class="v">441872</span><br><span class="lb">Telephone</span>(860) 555-0172</td></tr>
<tr><td style="border:1px solid #000;padding:4px 6px"><span class="lb">Signed (Commissioner of the Superior Court)</span><i>Daniel P. Marcotte</i> — Daniel P. Marcotte, Esq.</td>
<td style="border:1px solid #000;padding:4px 6px"><span class="lb">E-mail address for delivery of papers</span>dmarcotte@feldsteinmarcotte.com<br>docketing@feldsteinmarcotte.com</td></tr>
<tr><td style="border:1px solid #000;padding:4px 6px"><span class="lb">Date signed</span>January 4, 2027</td><td style="border:1px solid #000;padding:4px 6px"><span class="lb">File / account no.</span>FM-77104 / acct. ****5529</td></tr>
</table>
<div style="position:absolute;bottom:18px;left:48px;right:48px;font-size:8pt;display:flex;justify-content:space-between"><span>JD-CV-1</span><span>HHD-CV27-6031145-S</span><span>Page 1 of 2</span></div>
` + end;

// 07 New Mexico — law firm letterhead above caption, Bookman
L['07'] = () => base("'URW Bookman'", '9.5pt', `
.page{padding:40px 60px}
.lh{text-align:center;border-bottom:2px solid #333;padding-bottom:6px;margin-bottom:12px}
.cap{display:grid;grid-template-columns:1fr 1fr;margin:10px 0}
.cap>div:first-child{border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 10px 8px 0}
.cap>div:last-child{padding:4px 0 0 16px}
`) + `
<div class="lh"><div style="font-size:15pt;letter-spacing:2px;font-weight:bold">ORTEGA VALDEZ LAW GROUP, P.C.</div>
<div style="font-size:8.5pt">Attorneys and Counselors · 6100 Uptown Blvd. NE, Suite 500 · Albuquerque, New Mexico 87110<br>Tel. (505) 555-0133 · Fax (505) 555-0134 · efile@ovlawgroup.com</div></div>
<div class="c b" style="font-size:10.5pt">IN THE MAGISTRATE COURT OF SAN JUAN COUNTY,<br>STATE OF NEW MEXICO</div>
<div class="c" style="font-size:8.5pt">920 Municipal Drive, Farmington, NM 87401 · (505) 555-0112</div>
<div class="cap">
<div>FOUR CORNERS AUTO FINANCE, INC.,<br>a New Mexico corporation,<br><span style="padding-left:80px">Plaintiff,</span><br>v.<br>LETICIA ANN BENALLY<br>and ROBERT J. TSOSIE,<br><span style="padding-left:80px">Defendants.</span></div>
<div>No. M-47-CV-2026-00912<br><br><b>CIVIL SUMMONS</b><br><br>Loan/Account No. 4CAF-0071589<br>Our ref.: OV-26-1187</div>
</div>
<p><b>TO:</b> Leticia Ann Benally<br>4105 E. Main St., Apt. 9<br>Farmington, NM 87402</p>
<p><b>STATE OF NEW MEXICO TO THE ABOVE-NAMED DEFENDANT, GREETINGS:</b></p>
<p>You are hereby directed to serve a pleading or motion in response to the complaint within twenty (20) days after service of this summons, and file the same, all as provided by law. You are notified that, unless you so serve and file a responsive pleading or motion, the plaintiff will apply to the Court for the relief demanded in the complaint, namely judgment for the principal sum of</p>
<p class="c b" style="border:1px solid #000;padding:5px">$5,129.00 — FIVE THOUSAND ONE HUNDRED TWENTY-NINE AND NO/100 DOLLARS</p>
<p>together with interest at the contract rate of 21.9% per annum stated separately in the complaint ($644.37 through filing), court costs of $77.00, and service of process fees. Total with costs through filing: $5,850.37.</p>
<p>A copy of the complaint is attached. You may wish to consult an attorney. If you need an interpreter or an accommodation for a disability, notify the court clerk at least five (5) days before any hearing.</p>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:20px;margin-top:10px">
<div>WITNESS the Honorable Magistrate Judge of the Magistrate Court of San Juan County, New Mexico, and the seal of the Court this 4th day of January, 2027.<br><br>COURT CLERK<br>By: <i>T. Yazzie</i></div>
<div>Attorneys for Plaintiff:<br>ORTEGA VALDEZ LAW GROUP, P.C.<br><i>/s/ Rafael M. Ortega</i><br>Rafael M. Ortega, NM Bar No. 148893<br>rortega@ovlawgroup.com<br>Paralegal: mlucero@ovlawgroup.com</div>
</div>
<p class="b c" style="margin-top:12px">RETURN OF SERVICE</p>
<p>I certify that I served this summons in San Juan County on the ____ day of __________, 20__, by delivering a copy, with a copy of the complaint attached, to the defendant ☐ personally ☐ by leaving it at the defendant's usual place of abode with a person over fifteen (15) years of age residing there.</p>
<p>Fees: $________ &nbsp;&nbsp; Signature of person making service: ______________________</p>
<p style="font-size:8pt;margin-top:10px">Form 4-206 NMRA (adapted). Attorney communications: this firm is attempting to collect a debt.</p>
` + end;

// 08 Virginia — warrant in debt, parties table with only "v.", return date
L['08'] = () => base("'C059'", '9pt', `
.page{padding:40px 52px}
.f{width:100%;border:1.5px solid #000}
.f td{border:1px solid #000;padding:4px 6px;vertical-align:top}
.lb{font-size:7pt;text-transform:uppercase;display:block}
.big{font-size:11pt;font-weight:bold}
`) + `
<table style="width:100%"><tr><td style="vertical-align:top"><span class="big" style="font-size:14pt">WARRANT IN DEBT</span><br>(CIVIL CLAIM FOR MONEY)</td>
<td class="r" style="font-size:8pt;vertical-align:top">Case No. <span class="big">GV27000184-00</span><br>Commonwealth of Virginia · Va. Code § 16.1-79<br>Form DC-412 (adapted)</td></tr></table>
<div class="c big" style="margin:10px 0 2px">GENERAL DISTRICT COURT FOR THE CITY OF RICHMOND</div>
<div class="c" style="font-size:8.5pt;margin-bottom:8px">John Marshall Courts Building · 400 North Ninth Street, Richmond, VA 23219 · Civil Division (804) 555-0115</div>
<table class="f">
<tr><td style="width:8%" class="c big">1</td><td><b>OLD DOMINION CONSUMER FUNDING, LLC</b>, a Virginia limited liability company<br>1021 E. Cary St., Suite 1600, Richmond, VA 23219</td></tr>
<tr><td class="c big">v.</td><td></td></tr>
<tr><td class="c big">2</td><td><b>DARNELL KYLE PETTAWAY</b><br>2914 Chamberlayne Ave., Apt. 3D<br>Richmond, VA 23222</td></tr>
<tr><td class="c big">3</td><td>MONIQUE L. PETTAWAY<br>2914 Chamberlayne Ave., Apt. 3D<br>Richmond, VA 23222</td></tr>
</table>
<p style="margin-top:8px">TO ANY AUTHORIZED OFFICER: You are hereby commanded to summon the person(s) named at 2 and 3 above to appear before this court at the address shown above on:</p>
<table class="f"><tr><td style="width:50%"><span class="lb">Return date and time</span><span class="big">February 16, 2027 at 10:00 A.M.</span></td><td><span class="lb">Date issued</span>January 4, 2027 &nbsp; <i>L. Carrington</i>, Clerk</td></tr></table>
<p style="margin-top:8px">to answer the claim of the person named at 1 above that the persons named at 2 and 3 owe the following amounts, on an open-end credit account (account no. ending 7719):</p>
<table class="f">
<tr><td style="width:60%">PRINCIPAL — the amount of the debt</td><td class="r big">$2,788.19</td></tr>
<tr><td>Interest at 24.99% from 03/01/2026 (stated separately, not included above)</td><td class="r">$581.40</td></tr>
<tr><td>Costs (filing and service)</td><td class="r">$58.00</td></tr>
<tr><td>Attorney's fees</td><td class="r">$697.05</td></tr>
<tr><td><b>Total claimed including interest, costs and fees</b></td><td class="r">$4,124.64</td></tr>
</table>
<p style="margin-top:6px">The basis of this claim is: open account — consumer credit card, sold and assigned; affidavit attached. ☐ Homestead exemption waived? ☒ No</p>
<table class="f" style="margin-top:6px">
<tr><td style="width:50%"><span class="lb">Attorney for the person at 1</span>Meredith A. Lyle, VSB No. 87120<br>GRESHAM LYLE &amp; ASSOCIATES, P.C.<br>4951 Lake Brook Dr., Suite 250, Glen Allen, VA 23060</td>
<td><span class="lb">Attorney contact</span>(804) 555-0148<br>mlyle@greshamlyle.com<br>Courtesy copies: filings@greshamlyle.com<br>Firm ref. GLA-3318-26</td></tr>
</table>
<p style="margin-top:8px"><b>NOTICE:</b> If you do not come to court on the return date, a judgment may be entered against you by default. You may file a written Bill of Particulars request or Grounds of Defense as the court directs. If you believe you do not owe this debt, you must come to court to say so. Any judgment may be enforced by garnishment of wages or bank accounts, subject to exemptions under Va. Code § 34-4 et seq.</p>
<p>RETURN OF SERVICE: Served on ____________ by ☐ personal delivery ☐ substituted service on family member ☐ posting at usual place of abode. ____________________, Sheriff, by ______________, Deputy.</p>
<div style="position:absolute;bottom:18px;left:52px;right:52px;font-size:8pt;border-top:1px solid #000;padding-top:2px">FORM DC-412 (adapted) · Case No. GV27000184-00 · Page 1 of 2</div>
` + end;

// 09 Debt buyer letter (English), charged-off store card, itemization
L['09'] = () => base("'Nimbus Sans'", '10.5pt', `
.page{padding:48px 64px}
.it{width:100%;margin:6px 0}
.it td{padding:3px 6px;border-bottom:1px solid #aaa}
.it td:last-child{text-align:right}
.boxd{border:1.5px solid #000;padding:8px 10px;margin:8px 0}
`) + `
<div style="display:flex;justify-content:space-between;align-items:flex-start">
<div><div style="font-size:17pt;font-weight:bold;color:#1d3557">Sablewood Capital Recovery, LLC</div><div style="font-size:9pt">P.O. Box 40117 · Wilmington, DE 19899 · 1-800-555-0167 · help@sablewoodcapital.com<br>Hours: Mon–Fri 8 a.m.–8 p.m. ET</div></div>
<div class="r" style="font-size:9pt">Reference #: SCR-88120471<br>Letter date: January 4, 2027</div></div>
<div style="margin:26px 0 14px 28px;line-height:1.35">Gloria P. Vance<br>2250 W Broadway Rd Lot 114<br>Mesa, AZ 85202</div>
<div class="b" style="font-size:12pt">Sablewood Capital Recovery, LLC is a debt collector. We are trying to collect a debt that you owe to Sablewood Capital Recovery, LLC. We will use any information you give us to help collect the debt.</div>
<div class="boxd"><b>Our information shows:</b><br>
You had a Harlan &amp; Finch Home Store credit card from <b>Northbay Bank, N.A.</b> (original creditor) with account number ending in 4471.<br>
The account was charged off on <b>March 14, 2025</b>. It was sold to Sablewood Capital Recovery, LLC on September 2, 2025.
<table class="it">
<tr><td>As of March 14, 2025 (charge-off date), you owed:</td><td>$2,314.06</td></tr>
<tr><td>Between March 14, 2025 and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td>+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td>+ $0.00</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td>– $150.00</td></tr>
<tr><td><b>Total amount of the debt now:</b></td><td><b>$2,164.06</b></td></tr>
</table></div>
<div class="boxd"><b>How can you dispute the debt?</b><br>
Call or write to us by <b>February 13, 2027</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by February 13, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also dispute online at www.sablewoodcapital.com/dispute.</div>
<div class="boxd"><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</div>
<p style="font-size:9pt">This is not a settlement offer. Payments can be mailed to P.O. Box 40117, Wilmington, DE 19899, or made by phone at 1-800-555-0167.</p>
<div style="border-top:1px dashed #000;margin-top:12px;padding-top:8px;display:grid;grid-template-columns:1fr 1fr;gap:18px;font-size:9.5pt">
<div><b>How do you want to respond?</b><br>☐ I want to dispute the debt because I think: ☐ This is not my debt. ☐ The amount is wrong. ☐ Other.<br>☐ I enclosed this amount: $__________</div>
<div>Mail this form to:<br>Sablewood Capital Recovery, LLC<br>P.O. Box 40117<br>Wilmington, DE 19899<br><br>Gloria P. Vance · Ref. SCR-88120471</div>
</div>
` + end;

// 10 Spanish law-firm letter to Florida consumer: suit filed
L['10'] = () => base("'Nimbus Roman'", '11pt', `
.page{padding:50px 70px}
.case{border:2px solid #000;padding:8px 12px;margin:10px 0;background:#f1f1f1}
.case td{padding:2px 8px 2px 0;vertical-align:top}
`) + `
<div style="text-align:right;font-size:9.5pt;line-height:1.35"><span style="font-size:16pt;font-weight:bold;letter-spacing:1px">KESSLER MORALES, P.A.</span><br>Abogados · Attorneys at Law<br>2100 Ponce de Leon Blvd., Suite 640, Coral Gables, FL 33134<br>Tel. (305) 555-0155 · Fax (305) 555-0156<br>cobranzas@kesslermorales.com</div>
<div style="margin:20px 0 10px">3 de enero de 2027</div>
<div style="line-height:1.35">Sra. Yesenia M. Carrasquillo<br>8120 NW 8th St Apt 305<br>Miami, FL 33126</div>
<div class="case"><table>
<tr><td><b>Demandante:</b></td><td>Biscayne Portfolio Holdings, LLC, como cesionario de Citibank, N.A.</td></tr>
<tr><td><b>Tribunal:</b></td><td>County Court in and for Miami-Dade County, Florida</td></tr>
<tr><td><b>Caso núm.:</b></td><td><b>2026-041187-CC-23</b></td></tr>
<tr><td><b>Cuenta núm.:</b></td><td>****-****-****-6604 &nbsp; · &nbsp; Nuestro expediente: KM-26-55013</td></tr>
</table></div>
<p><b>Asunto: Aviso de demanda presentada</b></p>
<p>Estimada Sra. Carrasquillo:</p>
<p>Este despacho representa a Biscayne Portfolio Holdings, LLC, actual acreedor de la cuenta de tarjeta de crédito abierta originalmente con Citibank, N.A. Le informamos que el 22 de diciembre de 2026 se presentó una demanda en su contra ante el Tribunal del Condado de Miami-Dade, Florida (County Court in and for Miami-Dade County, Florida), caso número 2026-041187-CC-23, ubicado en 73 West Flagler Street, Miami, FL 33130.</p>
<p>El saldo que se le reclama actualmente es de <b>$3,412.68</b> (tres mil cuatrocientos doce dólares con 68/100). Este importe no incluye las costas judiciales de $300.00 por presentación de la demanda ni los $40.00 de emplazamiento, que el tribunal podrá añadir en caso de sentencia.</p>
<p>Recibirá o ya ha recibido la citación (summons) entregada por un notificador. Si no presenta una contestación por escrito ante el tribunal dentro de los veinte (20) días siguientes a la entrega, el tribunal podría dictar sentencia en rebeldía en su contra. Aún es posible llegar a un acuerdo de pago; comuníquese con nosotros para hablar sobre sus opciones.</p>
<p>Este despacho es un cobrador de deudas. Este es un intento de cobrar una deuda y cualquier información obtenida se utilizará con ese fin.</p>
<p style="margin-top:14px">Atentamente,</p>
<p><i style="font-size:14pt">Andrea C. Villanueva</i><br>Andrea C. Villanueva, Esq.<br>Florida Bar No. 1047723<br>avillanueva@kesslermorales.com<br>Asistente legal: Jorge Pineda, jpineda@kesslermorales.com</p>
<div style="position:absolute;bottom:22px;left:70px;right:70px;font-size:8.5pt;border-top:1px solid #555;padding-top:3px">Kessler Morales, P.A. · Caso 2026-041187-CC-23 · Servicio en inglés disponible / English service available: (305) 555-0155</div>
` + end;
module.exports = L;
