// Documents 01-05: data + HTML layouts. All people, firms, addresses, phones, e-mails and case numbers invented.
const base = (font, size, extra) => `
*{box-sizing:border-box}
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;overflow:hidden;position:relative;font-family:${font};font-size:${size};color:#111;line-height:1.3}
p{margin:0 0 6px 0}
${extra}`;

const docs = [];

// ---------------------------------------------------------------- 01 Arizona justice court (table of parties)
docs.push({
  id: '01', state: 'AZ', kind: 'complaint', layout: 'table-of-parties', font: 'Liberation Sans',
  expected: {
    customer_name: 'Marisol T. Quintero', plaintiff_name: 'Crestline Funding SPV I, LLC',
    law_firm_name: 'Saguaro Legal Group, PLLC', lawyer_email: 'dwhitcomb@saguarolegalgroup.com',
    lawsuit_state: 'AZ', lawsuit_amount: 3482.17, civil_number: 'CC2026-184233',
    court_name: 'Kyrene Justice Court', customer_street: '2231 W. Obispo Ave.', customer_city: 'Chandler',
    customer_state: 'AZ', customer_zip_code: '85224', determine_if_lawsuit_exists: true },
  css: base("'Liberation Sans'", '10pt', `
.page{padding:46px 58px}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #222;padding-bottom:8px}
.court{font-size:20pt;font-weight:bold;letter-spacing:1px}
.caddr{font-size:9pt;color:#333}
.cn{border:1.5px solid #222;padding:6px 10px;font-size:10pt;text-align:left;min-width:210px}
.cn b{font-size:12pt}
h2{text-align:center;font-size:13pt;margin:14px 0 4px;letter-spacing:2px}
.sub{text-align:center;font-size:9pt;margin-bottom:10px}
table.parties{width:100%;border-collapse:collapse;margin:6px 0 12px}
table.parties th{background:#ddd;font-size:9pt;text-align:left;padding:4px 6px;border:1px solid #555}
table.parties td{border:1px solid #555;padding:5px 6px;vertical-align:top}
table.amt{border-collapse:collapse;margin:6px 0 10px 30px;width:60%}
table.amt td{padding:2px 6px;border-bottom:1px dotted #999}
table.amt td.r{text-align:right}
.sig{margin-top:14px;display:flex;justify-content:space-between}
.foot{position:absolute;bottom:26px;left:58px;right:58px;font-size:8pt;color:#444;border-top:1px solid #888;padding-top:4px;display:flex;justify-content:space-between}
`),
  html: `
<div class="top">
  <div><div class="court">KYRENE JUSTICE COURT</div>
  <div class="caddr">8814 South Priest Drive, Tempe, Arizona 85284 &nbsp;|&nbsp; Civil Clerk (480) 555-0142 &nbsp;|&nbsp; kyrenecivil@jpcourts-clerk.org</div></div>
  <div class="cn">Case Number:<br><b>CC2026-184233</b><br>Filed: 11/17/2026<br>Acct. Ref. No. 5178-0521-7734</div>
</div>
<h2>CIVIL COMPLAINT</h2>
<div class="sub">(Contract &mdash; Amount in controversy under $10,000)</div>
<table class="parties">
<tr><th style="width:17%">Party</th><th style="width:40%">Name</th><th>Address</th></tr>
<tr><td><b>Plaintiff</b></td><td>Crestline Funding SPV I, LLC,<br>as assignee of Copper State Bank</td><td>1400 Larkspur Parkway, Suite 220<br>Wilmington, DE 19801</td></tr>
<tr><td><b>Defendant</b></td><td>Marisol T. Quintero</td><td>2231 W. Obispo Ave.<br>Chandler, AZ 85224</td></tr>
<tr><td><b>Co-Defendant</b></td><td>Ramon D. Quintero</td><td>2231 W. Obispo Ave.<br>Chandler, AZ 85224</td></tr>
<tr><td><b>Attorney for Plaintiff</b></td><td>Dana M. Whitcomb, State Bar No. 031457<br>Saguaro Legal Group, PLLC</td><td>4650 East Cotton Center Blvd., Suite 140, Phoenix, AZ 85040<br>(602) 555-0131 &middot; dwhitcomb@saguarolegalgroup.com<br>E-service: efile@saguarolegalgroup.com</td></tr>
</table>
<p><b>1.</b> Defendant(s) reside in the Kyrene Precinct of Maricopa County, Arizona, and this Court has jurisdiction under A.R.S. &sect; 22-201.</p>
<p><b>2.</b> Defendant Marisol T. Quintero opened a revolving credit account with Copper State Bank, account ending 7734, and used the account to obtain goods, services and cash advances.</p>
<p><b>3.</b> Defendant defaulted by failing to make the payments required. The account was charged off and later sold and assigned to Plaintiff, which now owns all rights to the balance.</p>
<p><b>4.</b> Plaintiff claims the following sums, stated separately:</p>
<table class="amt">
<tr><td>Principal balance due</td><td class="r">$3,482.17</td></tr>
<tr><td>Pre-judgment interest at 10% per annum (separately stated)</td><td class="r">$412.60</td></tr>
<tr><td>Court filing fee</td><td class="r">$101.00</td></tr>
<tr><td>Service of process</td><td class="r">$48.00</td></tr>
<tr><td><b>Total with costs</b></td><td class="r"><b>$4,043.77</b></td></tr>
</table>
<p><b>5.</b> Plaintiff requests judgment against Defendant(s) for the principal balance, interest as allowed by law, taxable costs, and post-judgment interest at the legal rate until paid.</p>
<p><b>6.</b> Co-Defendant Ramon D. Quintero is named solely for the purpose of binding the marital community under A.R.S. &sect; 25-215.</p>
<div class="sig">
 <div>DATED: November 14, 2026</div>
 <div>SAGUARO LEGAL GROUP, PLLC<br><br>By: <span style="font-style:italic">/s/ Dana M. Whitcomb</span><br>Dana M. Whitcomb<br>Paralegal contact: tbarela@saguarolegalgroup.com</div>
</div>
<div class="foot"><span>Kyrene Justice Court &middot; Civil Complaint</span><span>Case No. CC2026-184233</span><span>Page 1 of 1</span></div>
`});

// ---------------------------------------------------------------- 02 Arizona superior court (caption box, attorney block, watermark)
docs.push({
  id: '02', state: 'AZ', kind: 'complaint', layout: 'attorney-block-caption-box', font: 'C059',
  expected: {
    customer_name: 'Brandon K. Ellison', plaintiff_name: 'Ridgeview Capital Partners, LLC',
    law_firm_name: 'Kessler Brandt & Ochoa, P.C.', lawyer_email: 'jkessler@kbolawaz.com',
    lawsuit_state: 'AZ', lawsuit_amount: 12806.45, civil_number: 'C20264417',
    court_name: 'Superior Court of the State of Arizona in and for the County of Pima',
    customer_street: '7741 E. Calle Arroyo, Unit 12', customer_city: 'Tucson',
    customer_state: 'AZ', customer_zip_code: '85710', determine_if_lawsuit_exists: true },
  css: base("'C059'", '11pt', `
.page{padding:40px 66px 40px 84px;line-height:1.45}
.lines{position:absolute;left:58px;top:0;bottom:0;border-left:2px double #777}
.num{position:absolute;left:30px;top:40px;font-size:9pt;color:#555;line-height:29.8px;text-align:right;width:20px}
.atty{font-size:10pt;line-height:1.35}
.title{text-align:center;font-weight:bold;margin:16px 0 10px;line-height:1.35}
table.cap{width:100%;border-collapse:collapse;margin-bottom:12px}
table.cap td{border:1.5px solid #222;vertical-align:top;padding:8px 10px}
.wm{position:absolute;top:420px;left:140px;font-size:120pt;color:rgba(160,0,0,0.13);transform:rotate(-32deg);font-weight:bold;letter-spacing:10px;pointer-events:none}
.foot{position:absolute;bottom:18px;left:84px;right:66px;border-top:1px solid #444;font-size:8.5pt;text-align:center;padding-top:3px}
.para{text-indent:36px;margin-bottom:5px}
`),
  html: `
<div class="lines"></div>
<div class="num">1<br>2<br>3<br>4<br>5<br>6<br>7<br>8<br>9<br>10<br>11<br>12<br>13<br>14<br>15<br>16<br>17<br>18<br>19<br>20<br>21<br>22<br>23<br>24<br>25<br>26<br>27<br>28<br>29<br>30<br>31<br>32<br>33</div>
<div class="atty">
KESSLER BRANDT &amp; OCHOA, P.C.<br>
3300 North Campbell Avenue, Suite 210<br>
Tucson, Arizona 85719<br>
Telephone: (520) 555-0117 &middot; Facsimile: (520) 555-0118<br>
Jonathan R. Kessler, State Bar No. 024918<br>
jkessler@kbolawaz.com<br>
Docketing: docket@kbolawaz.com<br>
Attorneys for Plaintiff
</div>
<div class="title">IN THE SUPERIOR COURT OF THE STATE OF ARIZONA<br>IN AND FOR THE COUNTY OF PIMA</div>
<table class="cap"><tr>
<td style="width:56%">RIDGEVIEW CAPITAL PARTNERS, LLC, a Delaware limited liability company,<br><br>
<span style="margin-left:120px">Plaintiff,</span><br><br>vs.<br><br>
BRANDON K. ELLISON and JANE DOE ELLISON, husband and wife,<br><br>
<span style="margin-left:120px">Defendants.</span></td>
<td>Case No. C20264417<br><br><b>COMPLAINT</b><br>(Breach of Contract; Account Stated)<br><br>(Assigned to the Hon. Miriam S. Carrasco)<br><br>Client File: RCP-88210-44</td>
</tr></table>
<p class="para">Plaintiff, for its Complaint against Defendants, alleges as follows:</p>
<p class="para">1. Plaintiff is a Delaware limited liability company authorized to do business in Arizona, with offices at 9 Bellweather Court, Suite 400, Dover, DE 19901.</p>
<p class="para">2. Defendant Brandon K. Ellison resides at 7741 E. Calle Arroyo, Unit 12, Tucson, AZ 85710, and caused events to occur in Pima County, Arizona. Defendant Jane Doe Ellison is named to bind the marital community.</p>
<p class="para">3. Defendant executed a retail installment agreement, account number 6011-44-902217, which was assigned to Plaintiff for value. Defendant failed to pay as agreed.</p>
<p class="para">4. There is now due and owing a principal balance of $12,806.45. Contractual interest of $1,734.90 has accrued and is stated separately. Plaintiff is entitled to attorney fees of $1,500.00 under A.R.S. &sect; 12-341.01 and taxable costs, including the filing fee of $349.00.</p>
<p class="para">WHEREFORE, Plaintiff requests judgment against Defendants for $12,806.45, with interest, costs and attorney fees as set out above (total with costs $16,390.35), and further relief as is just.</p>
<p class="para">RESPECTFULLY SUBMITTED November 20, 2026.</p>
<p style="margin-left:330px">KESSLER BRANDT &amp; OCHOA, P.C.<br>By <i>/s/ Jonathan R. Kessler</i><br>Jonathan R. Kessler<br>Attorneys for Plaintiff</p>
<div class="wm">COPY</div>
<div class="foot">Ridgeview Capital Partners v. Ellison &mdash; Case No. C20264417 &mdash; Complaint &mdash; Page 1</div>
`});

// ---------------------------------------------------------------- 03 Alabama district court small claims (form grid, script fill-ins)
docs.push({
  id: '03', state: 'AL', kind: 'statement of claim', layout: 'form-grid-handwritten', font: 'Liberation Sans Narrow + Z003',
  expected: {
    customer_name: 'Terrence L. Boykin Jr.', plaintiff_name: 'Tennessee Valley Consumer Finance, Inc.',
    law_firm_name: 'Pruitt & Lyle, LLC', lawyer_email: 'cpruitt@pruittlyle-law.com',
    lawsuit_state: 'AL', lawsuit_amount: 2940.00, civil_number: 'SM-2026-900734.00',
    court_name: 'District Court of Madison County, Alabama', customer_street: '418 Oakwood Avenue NW',
    customer_city: 'Huntsville', customer_state: 'AL', customer_zip_code: '35811', determine_if_lawsuit_exists: true },
  css: base("'Liberation Sans Narrow'", '10pt', `
.page{padding:40px 46px}
.hw{font-family:'Z003';font-size:12pt;color:#13306b;line-height:1.15}
table.g{width:100%;border-collapse:collapse}
table.g td{border:1.2px solid #000;vertical-align:top;padding:3px 6px}
.lab{font-size:8pt;text-transform:uppercase;letter-spacing:.3px;color:#000;display:block}
.big{font-size:14pt;font-weight:bold;text-align:center}
.shade{background:#e6e6e6}
.note{font-size:8.5pt}
`),
  html: `
<table class="g">
<tr><td style="width:28%" class="note">State of Alabama<br>Unified Judicial System<br>Form SM-1 &nbsp; Rev. 2/26<br>Small Claims</td>
<td style="width:44%"><div class="big">STATEMENT OF CLAIM</div><div style="text-align:center;font-size:9pt">(Small Claims &mdash; Not to exceed $6,000.00)</div></td>
<td><span class="lab">Case Number</span><span class="hw">SM-2026-900734.00</span><br><span class="lab">Date filed</span><span class="hw">11/19/2026</span></td></tr>
<tr><td colspan="3" class="shade" style="text-align:center;font-weight:bold;font-size:11pt">IN THE DISTRICT COURT OF MADISON COUNTY, ALABAMA</td></tr>
<tr><td colspan="2"><span class="lab">Plaintiff (name)</span><span class="hw">Tennessee Valley Consumer Finance, Inc.</span></td><td><span class="lab">Plaintiff phone</span><span class="hw">(256) 555-0176</span></td></tr>
<tr><td colspan="3"><span class="lab">Plaintiff address</span><span class="hw">2901 Governors Row SW, Suite 5, Huntsville, AL 35805</span></td></tr>
<tr><td colspan="2"><span class="lab">Defendant (name)</span><span class="hw">Terrence L. Boykin Jr.</span></td><td><span class="lab">Defendant phone</span><span class="hw">(256) 555-0109</span></td></tr>
<tr><td colspan="2"><span class="lab">Defendant street address</span><span class="hw">418 Oakwood Avenue NW</span></td><td><span class="lab">City / State / Zip</span><span class="hw">Huntsville, AL 35811</span></td></tr>
<tr><td colspan="2"><span class="lab">Second defendant (name)</span><span class="hw">Keisha R. Boykin</span></td><td><span class="lab">Address</span><span class="hw">same as above</span></td></tr>
<tr><td colspan="3"><span class="lab">Statement of claim</span>
<span class="hw">Defendant owes plaintiff on a consumer installment loan, Loan No. TVCF-0331875, made 03/02/2024. Defendant stopped paying in January 2026. Plaintiff demands the unpaid principal balance below, plus interest and court costs.</span></td></tr>
<tr><td colspan="3" style="padding:0">
 <table class="g" style="border:none">
 <tr><td style="width:33%;border-left:none;border-top:none"><span class="lab">Principal amount claimed</span><span class="hw">$2,940.00</span></td>
 <td style="width:33%;border-top:none"><span class="lab">Interest (stated separately)</span><span class="hw">$311.52</span></td>
 <td style="border-top:none;border-right:none"><span class="lab">Attorney fee (if any)</span><span class="hw">$441.00</span></td></tr>
 <tr><td style="border-left:none;border-bottom:none"><span class="lab">Court costs / filing fee</span><span class="hw">$297.00</span></td>
 <td style="border-bottom:none"><span class="lab">Service fee</span><span class="hw">$20.00</span></td>
 <td style="border-bottom:none;border-right:none"><span class="lab">Total claimed with costs</span><span class="hw">$4,009.52</span></td></tr>
 </table></td></tr>
<tr><td colspan="3" class="note">The plaintiff(s) certifies that the defendant(s) named above is/are not in the military service of the United States and that this claim is just and true. The defendant(s) is/are notified that an Answer must be filed within fourteen (14) days after service of this Statement of Claim, or a default judgment may be entered.</td></tr>
<tr><td colspan="2"><span class="lab">Attorney for plaintiff / firm</span><span class="hw">Caroline B. Pruitt &mdash; Pruitt &amp; Lyle, LLC</span></td><td><span class="lab">Attorney code / ASB no.</span><span class="hw">PRU014 / ASB-4417-T62P</span></td></tr>
<tr><td colspan="2"><span class="lab">Attorney address</span><span class="hw">115 Clinton Avenue East, Suite 300, Huntsville, AL 35801</span></td><td><span class="lab">Attorney phone</span><span class="hw">(256) 555-0150</span></td></tr>
<tr><td colspan="2"><span class="lab">Attorney e-mail</span><span class="hw">cpruitt@pruittlyle-law.com</span></td><td><span class="lab">Paralegal e-mail</span><span class="hw">mfoster@pruittlyle-law.com</span></td></tr>
<tr><td colspan="2"><span class="lab">Signature of plaintiff or attorney</span><span class="hw" style="font-size:16pt">Caroline B. Pruitt</span></td><td><span class="lab">Date</span><span class="hw">11/18/2026</span></td></tr>
<tr><td colspan="3" class="shade note">CLERK'S USE: Filing fee received $297.00 &nbsp;&middot;&nbsp; Receipt No. 07-2026-118430 &nbsp;&middot;&nbsp; Madison County District Court, 100 North Side Square, Huntsville, AL 35801 &nbsp;&middot;&nbsp; madisonsmallclaims@alacourt-clerk.org</td></tr>
</table>
<div class="note" style="margin-top:8px">Case No. SM-2026-900734.00 &nbsp;&nbsp; Form SM-1 &nbsp;&nbsp; Original &mdash; Court File</div>
`});

// ---------------------------------------------------------------- 04 Connecticut superior court small claims (separate centred headings, ruled form)
docs.push({
  id: '04', state: 'CT', kind: 'writ and notice of suit', layout: 'centred-headings-ruled-form', font: 'URW Bookman',
  expected: {
    customer_name: 'Chinedu A. Okafor', plaintiff_name: 'Constitution Bay Credit Partners, LLC',
    law_firm_name: 'Lindqvist & Moretti, LLC', lawyer_email: 'amoretti@lindqvistmoretti.com',
    lawsuit_state: 'CT', lawsuit_amount: 4125.88, civil_number: 'HHD-SC26-6031187-S',
    court_name: 'Superior Court, Small Claims Session', customer_street: '92 Linnmoore St, Fl 2',
    customer_city: 'Hartford', customer_state: 'CT', customer_zip_code: '06114', determine_if_lawsuit_exists: true },
  css: base("'URW Bookman'", '9.5pt', `
.page{padding:38px 60px}
.corner{position:absolute;left:60px;top:38px;font-size:7.5pt;line-height:1.25;color:#333}
.hd{text-align:center;font-weight:bold;font-size:12pt;line-height:1.45}
.hd2{text-align:center;font-size:10.5pt;margin-top:6px;letter-spacing:1px}
.row{display:flex;border-bottom:1px solid #000;padding:4px 0 3px}
.row .l{width:36%;font-size:8pt;text-transform:uppercase;color:#222}
.row .v{flex:1}
.box{border:1.5px solid #000;padding:6px 8px;margin:8px 0}
.small{font-size:8.2pt;line-height:1.3}
`),
  html: `
<div class="corner">Judicial Branch &middot; State of Connecticut<br>JD-CV-40 &nbsp;Rev. 1-26<br>C.G.S. &sect;&sect; 51-15, 51-346</div>
<div class="hd">SUPERIOR COURT<br>SMALL CLAIMS SESSION</div>
<div class="hd2">SMALL CLAIMS WRIT AND NOTICE OF SUIT</div>
<div class="box small" style="margin-top:10px">Court address: Centralized Small Claims, 14 Wethersfield Terrace, Hartford, CT 06106 &nbsp;&middot;&nbsp; Clerk: smallclaims.clerk@ctjud-sc.org &nbsp;&middot;&nbsp; Answer date: <b>12/29/2026</b></div>
<div class="row"><div class="l">Docket number</div><div class="v"><b>HHD-SC26-6031187-S</b></div></div>
<div class="row"><div class="l">Plaintiff</div><div class="v">Constitution Bay Credit Partners, LLC, as assignee of Nutmeg Federal Savings</div></div>
<div class="row"><div class="l">Plaintiff address</div><div class="v">500 Harbor Reach Road, Suite 12, New Haven, CT 06511</div></div>
<div class="row"><div class="l">Defendant (last, first)</div><div class="v">OKAFOR, CHINEDU A.</div></div>
<div class="row"><div class="l">Defendant address</div><div class="v">92 Linnmoore St, Fl 2, Hartford, CT 06114</div></div>
<div class="row"><div class="l">Defendant 2 (last, first)</div><div class="v">OKAFOR, ADAEZE N.</div></div>
<div class="row"><div class="l">Account / reference no.</div><div class="v">NFS-4418-220937 &nbsp;/&nbsp; Firm ref. LM-26-05512</div></div>
<div class="box">
<div class="small" style="text-transform:uppercase;margin-bottom:3px">Claim</div>
Defendant borrowed money from Nutmeg Federal Savings on a credit card account and has not repaid it. The account was assigned to plaintiff. Defendant owes the principal sum of <b>$4,125.88</b>.
<table style="width:100%;margin-top:6px;border-collapse:collapse" class="small">
<tr><td>Principal claimed</td><td style="text-align:right">$4,125.88</td><td style="width:8%"></td><td>Entry fee</td><td style="text-align:right">$95.00</td></tr>
<tr><td>Interest (C.G.S. &sect; 37-3a), separately</td><td style="text-align:right">$287.40</td><td></td><td>Marshal's fee</td><td style="text-align:right">$60.00</td></tr>
<tr><td><b>Total demand with costs</b></td><td style="text-align:right"><b>$4,568.28</b></td><td></td><td></td><td></td></tr>
</table></div>
<div class="small"><b>NOTICE TO DEFENDANT:</b> You are being sued. If you wish to contest this claim you must file an Answer on or before the answer date above. If you do not file an Answer, a default judgment may enter against you. You may file your Answer online through e-filing or on paper at the court address above.</div>
<div class="row" style="margin-top:10px"><div class="l">Attorney / firm for plaintiff</div><div class="v">Lindqvist &amp; Moretti, LLC &nbsp;&middot;&nbsp; Juris No. 437118</div></div>
<div class="row"><div class="l">Attorney</div><div class="v">Alessandra Moretti, Esq.</div></div>
<div class="row"><div class="l">Firm address / telephone</div><div class="v">77 Pratt Street, 6th Floor, Hartford, CT 06103 &nbsp;&middot;&nbsp; (860) 555-0124</div></div>
<div class="row"><div class="l">Attorney e-mail</div><div class="v">amoretti@lindqvistmoretti.com</div></div>
<div class="row"><div class="l">Firm e-filing address</div><div class="v">efiling@lindqvistmoretti.com</div></div>
<div class="row"><div class="l">Signed (commissioner of superior court)</div><div class="v"><i>/s/ Alessandra Moretti</i> &nbsp;&nbsp; Date signed: 11/23/2026</div></div>
<div class="small" style="margin-top:14px;text-align:center">TO ANY PROPER OFFICER: By authority of the State of Connecticut you are hereby commanded to make due and legal service of this Small Claims Writ and Notice of Suit.</div>
<div class="small" style="position:absolute;bottom:22px;left:60px;right:60px;text-align:right;border-top:1px solid #000;padding-top:2px">Docket No. HHD-SC26-6031187-S &nbsp;&middot;&nbsp; JD-CV-40 &nbsp;&middot;&nbsp; Page 1 of 2</div>
`});

// ---------------------------------------------------------------- 05 Maryland district court affidavit judgment complaint (two-column caption, stamp)
docs.push({
  id: '05', state: 'MD', kind: 'complaint (affidavit judgment)', layout: 'two-column-caption-stamp', font: 'DejaVu Sans Condensed',
  expected: {
    customer_name: 'Darnell Whitaker', plaintiff_name: 'Patapsco Receivables Group, LLC',
    law_firm_name: 'Hargrove, Tse & Albrecht, LLP', lawyer_email: 'ntse@htalawmd.com',
    lawsuit_state: 'MD', lawsuit_amount: 6718.40, civil_number: 'D-08-CV-26-014523',
    court_name: 'District Court of Maryland for Baltimore County', customer_street: '7716 Oakleigh Ridge Road, Apt 3C',
    customer_city: 'Parkville', customer_state: 'MD', customer_zip_code: '21234', determine_if_lawsuit_exists: true },
  css: base("'DejaVu Sans Condensed'", '9.5pt', `
.page{padding:36px 50px}
.t{font-weight:bold;font-size:12pt;text-align:center}
.loc{text-align:center;font-size:8.5pt;margin-bottom:6px}
.cols{display:flex;gap:0;border:1.5px solid #000}
.cols>div{flex:1;padding:6px 8px}
.cols>div+div{border-left:1.5px solid #000}
.lab{font-size:7.5pt;text-transform:uppercase;color:#333}
.cn{display:flex;justify-content:space-between;border:1.5px solid #000;border-top:none;padding:4px 8px}
h3{font-size:10.5pt;text-align:center;margin:10px 0 4px}
table.m{border-collapse:collapse;width:62%;margin:4px auto 8px}
table.m td{border:1px solid #000;padding:3px 6px}
table.m td.r{text-align:right;width:30%}
.stamp{position:absolute;left:440px;top:338px;width:230px;border:3px solid rgba(190,20,30,.75);color:rgba(190,20,30,.78);text-align:center;font-weight:bold;padding:5px;transform:rotate(-14deg);font-size:12pt;line-height:1.25;font-family:'DejaVu Sans'}
.sm{font-size:8.3pt}
`),
  html: `
<div class="t">DISTRICT COURT OF MARYLAND FOR BALTIMORE COUNTY</div>
<div class="loc">Located at: 108 Bosley Lane, Towson, MD 21286 &nbsp;&middot;&nbsp; Clerk: (410) 555-0161 &nbsp;&middot;&nbsp; Case Filing Fee Receipt #BC-26-77319</div>
<div class="cols">
<div><div class="lab">Plaintiff</div>Patapsco Receivables Group, LLC,<br>as assignee of Northwind Bank, N.A.<br>2100 Aliceanna Harbor Way, Suite 900<br>Baltimore, MD 21231</div>
<div><div class="lab">vs. &nbsp;Defendant(s)</div>Darnell Whitaker<br>7716 Oakleigh Ridge Road, Apt 3C<br>Parkville, MD 21234<br><br>Co-defendant: Simone L. Whitaker<br>same address</div>
</div>
<div class="cn"><span><b>Case No. D-08-CV-26-014523</b></span><span>Orig. acct. no. ending 0048 &nbsp;&middot;&nbsp; Firm file HTA-9917-B</span></div>
<h3>COMPLAINT / APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT</h3>
<p class="sm" style="text-align:center">&#9745; Contract &nbsp; &#9744; Tort &nbsp; &#9744; Replevin &nbsp; &#9744; Detinue &nbsp;&nbsp;|&nbsp;&nbsp; Amount claimed: $6,718.40 plus interest, attorney's fees and costs</p>
<p>The particulars of this case are: Defendant opened a credit card account with Northwind Bank, N.A. and agreed to repay all charges. Defendant defaulted; the last payment was made on 02/11/2025 and the account was charged off on 08/31/2025. The account was sold and assigned to Plaintiff on 01/14/2026 (Bill of Sale attached as Exhibit B). Plaintiff demands judgment as follows:</p>
<table class="m">
<tr><td>Principal</td><td class="r">$6,718.40</td></tr>
<tr><td>Interest at 6% from 08/31/2025 (stated separately)</td><td class="r">$510.60</td></tr>
<tr><td>Attorney's fees</td><td class="r">$1,007.76</td></tr>
<tr><td>Court costs (filing and service)</td><td class="r">$61.00</td></tr>
<tr><td><b>Total</b></td><td class="r"><b>$8,297.76</b></td></tr>
</table>
<h3 style="font-size:9.5pt">APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT</h3>
<p class="sm">Plaintiff hereby moves for judgment by affidavit against Defendant(s) for the amount claimed. The attached affidavit of Plaintiff's custodian of records, the assignment documents (Md. Rule 3-306(d)), and an itemization of the debt are incorporated herein. I solemnly affirm under the penalties of perjury and upon personal knowledge that the contents of this document are true and that the Defendant(s) are not in the military service.</p>
<div style="display:flex;justify-content:space-between;margin-top:10px" class="sm">
<div>Hargrove, Tse &amp; Albrecht, LLP<br>Nadia R. Tse, CPF ID No. 1412170033<br>301 West Pratt Street, Suite 1500<br>Baltimore, MD 21201 &nbsp;&middot; (410) 555-0139<br>ntse@htalawmd.com<br>Paralegal: collections@htalawmd.com</div>
<div style="text-align:right">Signature of Attorney<br><i>/s/ Nadia R. Tse</i><br>Date: 12/10/2026<br>Attorney for Plaintiff</div>
</div>
<p class="sm" style="margin-top:12px;border-top:1px solid #000;padding-top:4px">NOTICE TO DEFENDANT: You are being sued. If you contest this claim, file the attached Notice of Intention to Defend within 15 days after service. If you fail to do so, judgment by affidavit may be entered against you. Courthouse e-mail for questions: baltcocivil@mdcourts-clerk.org</p>
<div class="stamp">FILED<br>DEC 14 2026<br>DISTRICT COURT &middot; BALTO. CO.</div>
<div class="sm" style="position:absolute;bottom:20px;left:50px;right:50px;display:flex;justify-content:space-between"><span>DC-CV-001 (Rev. 01/2026)</span><span>D-08-CV-26-014523</span></div>
`});

module.exports = docs;
