import { money, F, page, paren, addr, E } from './lib.mjs';
export const docs = [];
const add = d => docs.push(d);

// ---------- 07 NY Civil Court of the City of New York, County of Kings, consumer credit summons ----------
{
  const a = { street: '1187 Eastern Pkwy Apt 3F', city: 'Brooklyn', state: 'NY', zip: '11213' };
  const v = { customer_name: 'Shanice R. Campbell', plaintiff_name: 'Northstar Receivables Trust II', law_firm_name: 'Mercer Lindqvist & Hale, LLP',
    lawyer_email: 'nycivil@mlh-law.com', lawsuit_state: 'NY', lawsuit_amount: 2913.44, civil_number: 'CV-012345-26/KI', court_name: 'Civil Court of the City of New York, County of Kings', a, lawsuit: true };
  add({ id: '07', state: 'NY', layout: 'NY City Civil Court consumer credit summons, Times, defendant address in caption', dpr: 1.5625, e: E(v), html: page({ font: F.times, size: 13 }, `
<p class="r b">CONSUMER CREDIT TRANSACTION</p>
<p class="b">${v.court_name.toUpperCase().replace('CIVIL COURT', 'CIVIL COURT')}</p>
<table style="width:100%;border:1px solid #000"><tr><td style="width:60%;border-right:1px solid #000;padding:8px;vertical-align:top">
${v.plaintiff_name}<br>c/o Northstar Servicing, 400 Market Street, Suite 900, Philadelphia, PA 19106,<br><span style="padding-left:120px">Plaintiff,</span><br>&nbsp;&nbsp;-against-<br>
${v.customer_name}<br>${addr(a)},<br><span style="padding-left:120px">Defendant.</span></td>
<td style="padding:8px;vertical-align:top">Index No. <b>${v.civil_number}</b><br><br><b>SUMMONS</b><br><br>Plaintiff's residence address:<br>400 Market Street, Suite 900<br>Philadelphia, PA 19106<br><br>The basis of venue is Defendant's residence</td></tr></table>
<p style="margin-top:8px">To the above named Defendant:</p>
<p>YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings at the office of the Clerk of the said Court at 141 Livingston Street, Brooklyn, New York 11201 in the County of Kings, State of New York, within the time provided by law as noted below and to file your answer to the annexed complaint with the Clerk; upon your failure to answer, judgment will be taken against you for the sum of <b>${money(v.lawsuit_amount)}</b> with interest thereon from July 9, 2025 together with the costs of this action.</p>
<p><b>NOTE:</b> The law provides that (a) if this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) if this summons is served by delivery to any person other than you personally, or is served outside the City of New York, or by publication, or by any means other than personal delivery to you within the City of New York, you are allowed THIRTY days after proof of service thereof is filed with the Clerk of this Court within which to appear and answer.</p>
<p>Dated: October 30, 2026</p>
<table style="width:100%"><tr><td style="width:45%;vertical-align:top" class="small">Clerk of the Court<br>141 Livingston Street<br>Brooklyn, NY 11201</td><td>
${v.law_firm_name}<br>Attorneys for Plaintiff<br>By: Andrew K. Lindqvist, Esq.<br>1 Old Country Road, Suite 285<br>Carle Place, NY 11514<br>(516) 555-0134<br>${v.lawyer_email}</td></tr></table>
<p class="c b" style="margin-top:14px;border:2px solid #000;padding:6px">IMPORTANT! YOU ARE BEING SUED!<br><span style="font-weight:normal">THIS IS A COURT PAPER &ndash; A SUMMONS! DON'T THROW IT AWAY!! TALK TO A LAWYER RIGHT AWAY!! PART OF YOUR PAY CAN BE TAKEN FROM YOU (GARNISHEED). IF YOU DO NOT BRING THIS TO COURT, OR SEE A LAWYER, YOUR PROPERTY CAN BE TAKEN AND YOUR CREDIT RATING CAN BE HURT!!</span></p>
<p class="small">¡IMPORTANTE! ¡USTED ESTÁ SIENDO DEMANDADO! ¡ESTO ES UN PAPEL LEGAL &ndash; UNA CITACIÓN! ¡NO LO BOTE!! ¡HABLE CON UN ABOGADO INMEDIATAMENTE!!</p>`) });
}

// ---------- 08 NY District Court of Suffolk County, two-column, Arial narrow-ish, Index No. 712345/2026 ----------
{
  const a = { street: '45 Carleton Ave', city: 'Central Islip', state: 'NY', zip: '11722' };
  const v = { customer_name: 'Giovanni P. Russo', plaintiff_name: 'Absolute Resolutions Investments, LLC', law_firm_name: 'Tannenbaum Reyes PLLC',
    lawyer_email: 'collections@tannenbaumreyes.com', lawsuit_state: 'NY', lawsuit_amount: 5238.19, civil_number: 'Index No. 712345/2026', court_name: 'District Court of the County of Suffolk, Third District', a, lawsuit: true };
  add({ id: '08', state: 'NY', layout: 'NY District Court summons with endorsed complaint, two-column caption, Liberation Sans Narrow', dpr: 1.875, e: E(v), html: page({ font: F.narrow, size: 14 }, `
<table style="width:100%"><tr><td class="b">${v.court_name}</td><td class="r">${v.civil_number}</td></tr></table>
<p class="small">Court address: 1850 New York Avenue, Huntington Station, NY 11746</p>
<table style="width:100%;margin:8px 0;border-top:1px solid #000;border-bottom:1px solid #000"><tr>
<td style="width:50%;padding:8px;vertical-align:top">${v.plaintiff_name},<br><i>Plaintiff,</i><br><br>against<br><br>${v.customer_name},<br><i>Defendant.</i></td>
<td style="width:50%;padding:8px;vertical-align:top;border-left:1px dashed #000"><b>SUMMONS WITH ENDORSED COMPLAINT</b><br>Consumer Credit Transaction<br><br>Date Index No. purchased: 10/14/2026<br>Plaintiff designates Suffolk County as the place of trial.</td></tr></table>
<p><b>TO THE ABOVE NAMED DEFENDANT:</b> You are hereby summoned to answer the complaint in this action, and to serve a copy of your answer on the Plaintiff's attorney within twenty (20) days after service of this summons, exclusive of the day of service, or within thirty (30) days after service is complete if this summons is not personally delivered to you within the County of Suffolk. In case of your failure to answer, judgment will be taken against you by default for the relief demanded below.</p>
<p><b>ENDORSED COMPLAINT:</b> The nature of this action is breach of contract and account stated. Plaintiff is the assignee of Comenity Capital Bank. Defendant defaulted on the credit account ending 0937 on or about January 17, 2025. Charge-off balance: ${money(v.lawsuit_amount)}. Payments since charge-off: $0.00. The relief sought is the sum of ${money(v.lawsuit_amount)}, together with costs and disbursements.</p>
<p>Dated: Melville, New York, October 15, 2026</p>
<div style="margin-left:50%">${v.law_firm_name}<br>By: Sofia L. Reyes, Esq.<br>Attorneys for Plaintiff<br>58 South Service Road, Suite 250<br>Melville, NY 11747<br>Tel: (631) 555-0155<br>${v.lawyer_email}</div>
<p style="margin-top:12px"><b>Defendant's Address:</b><br>${v.customer_name}<br>${addr(a)}</p>
<p class="small">Date of Service: 10/24/2026 &nbsp;&nbsp;&nbsp; Manner: Substitute service upon Maria Russo, co-occupant</p>`) });
}

// ---------- 09 FL County Court Hillsborough, statement of claim, primary/secondary emails ----------
{
  const a = { street: '7702 N Armenia Ave', city: 'Tampa', state: 'FL', zip: '33604' };
  const v = { customer_name: 'Yesenia Morales-Cruz', plaintiff_name: 'Midland Credit Management, Inc.', law_firm_name: 'Gulfside Creditors Law Group, P.A.',
    lawyer_email: 'service@gulfsidelaw.com', lawsuit_state: 'FL', lawsuit_amount: 1298.65, civil_number: '26-CC-004812', court_name: 'County Court in and for Hillsborough County, Florida', a, lawsuit: true };
  add({ id: '09', state: 'FL', layout: 'Florida small claims statement of claim, caption with ) column, Times, primary+secondary email', dpr: 1.5625, e: E(v), html: page({ font: F.times, size: 13.5 }, `
<p class="c b">IN THE ${v.court_name}<br>CIVIL DIVISION</p>
${paren(`${v.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${v.customer_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.`, `CASE NO.: ${v.civil_number}<br>DIVISION: L`, 6)}
<p class="c b u">STATEMENT OF CLAIM</p>
<p>Plaintiff, ${v.plaintiff_name}, by and through its undersigned counsel, sues Defendant, ${v.customer_name}, and alleges:</p>
<p>1. This is an action for damages that do not exceed $8,000.00, exclusive of interest, costs and attorney's fees.</p>
<p>2. Defendant resides in Hillsborough County, Florida, at ${a.street}, ${a.city}, ${a.state} ${a.zip}.</p>
<p>3. Plaintiff is the owner of the account originally issued by Comenity Bank (Victoria's Secret), account number ending 6615, by virtue of assignment.</p>
<p>4. Defendant owes Plaintiff ${money(v.lawsuit_amount)} that is due with interest since March 3, 2025, on the account. A copy of the last statement is attached as Exhibit "A".</p>
<p>WHEREFORE, Plaintiff demands judgment for damages against Defendant in the amount of ${money(v.lawsuit_amount)}, plus court costs, and such other relief as this Court deems proper.</p>
<p class="c b" style="margin-top:14px">DESIGNATION OF E-MAIL ADDRESSES</p>
<p>Pursuant to Fla. R. Gen. Prac. &amp; Jud. Admin. 2.516, undersigned counsel designates the following e-mail addresses for service:</p>
<p style="padding-left:30px">Primary: ${v.lawyer_email}<br>Secondary: ttorres@gulfsidelaw.com</p>
<div style="margin-left:45%;margin-top:14px">${v.law_firm_name}<br>5401 W Kennedy Blvd, Suite 100<br>Tampa, FL 33609<br>Telephone: (813) 555-0102<br><br>By: <u>/s/ Teresa M. Torres</u><br>Teresa M. Torres, Esq.<br>Florida Bar No. 1012345<br>Attorney for Plaintiff</div>
<p class="tiny" style="margin-top:16px">Hillsborough County Courthouse, 800 E. Twiggs Street, Tampa, FL 33602</p>`) });
}

// ---------- 10 FL County Court Orange, summons/notice to appear (pretrial), plaintiff c/o address, ALL CAPS caption ----------
{
  const a = { street: '2215 Pine Hills Rd', city: 'Orlando', state: 'FL', zip: '32808' };
  const v = { customer_name: 'TYRONE L. JEFFERSON', plaintiff_name: 'CAVALRY SPV I, LLC', law_firm_name: 'Sandoval Whitaker, P.A.',
    lawyer_email: 'eservice@sandovalwhitaker.com', lawsuit_state: 'FL', lawsuit_amount: 3507.19, civil_number: '2026-SC-018345-O', court_name: 'COUNTY COURT IN AND FOR ORANGE COUNTY, FLORIDA', a, lawsuit: true };
  add({ id: '10', state: 'FL', layout: 'Florida summons/notice to appear for pretrial conference, ALL CAPS caption, Arial, service block', dpr: 1.875, e: E(v), html: page({ font: F.arial, size: 12 }, `
<p class="c b" style="font-size:14px">IN THE ${v.court_name}<br>SMALL CLAIMS DIVISION</p>
${paren(`${v.plaintiff_name},<br>C/O CAVALRY PORTFOLIO SERVICES, LLC<br>1 AMERICAN LANE, SUITE 220<br>GREENWICH, CT 06831<br>&nbsp;&nbsp;&nbsp;&nbsp;PLAINTIFF,<br>VS.<br>${v.customer_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;DEFENDANT.`, `CASE NO.: ${v.civil_number}`, 9)}
<p class="c b" style="font-size:14px">SUMMONS/NOTICE TO APPEAR FOR PRETRIAL CONFERENCE</p>
<p class="b">STATE OF FLORIDA:<br>NOTICE TO PLAINTIFF(S) AND DEFENDANT(S)</p>
<p>YOU ARE HEREBY NOTIFIED that you are required to appear in person or by attorney at the Orange County Courthouse, 425 N. Orange Avenue, Courtroom 16-A, Orlando, Florida 32801, on <b>December 8, 2026 at 9:00 A.M.</b> for a PRETRIAL CONFERENCE before a judge of this court.</p>
<p><b>IMPORTANT &ndash; READ CAREFULLY.</b> THE CASE IS ON A CLAIM OF ${money(v.lawsuit_amount)} AS STATED IN THE ATTACHED STATEMENT OF CLAIM. THE CASE WILL NOT BE TRIED AT THAT TIME. DO NOT BRING WITNESSES &ndash; APPEAR IN PERSON OR BY ATTORNEY. If you fail to appear at the pretrial conference, the plaintiff may be granted a judgment by default, and your wages, money, and property may thereafter be taken without further warning.</p>
<p>The defendant(s) must appear in court on the date specified in order to avoid a default judgment. Written pleadings or motions may be filed but do not excuse your appearance.</p>
<p class="small"><b>AVISO:</b> Se le notifica que usted debe comparecer en persona o por abogado a la conferencia preliminar en la fecha indicada arriba.</p>
<table style="width:100%;margin-top:8px"><tr><td style="width:50%;vertical-align:top" class="small">Tiffany Moore Russell<br>Clerk of the Court<br>By: ______________ Deputy Clerk<br>Date: 10/28/2026</td>
<td class="small" style="vertical-align:top">Attorney for Plaintiff:<br>${v.law_firm_name}<br>Gregory A. Sandoval, Esq., FBN 0098231<br>1000 Legion Place, Suite 1200<br>Orlando, FL 32801<br>(407) 555-0191<br>${v.lawyer_email}</td></tr></table>
<div class="box small" style="margin-top:10px;padding:6px"><b>DEFENDANT TO BE SERVED:</b> ${v.customer_name}, ${a.street.toUpperCase()}, ${a.city.toUpperCase()}, ${a.state} ${a.zip}</div>`) });
}
// expected street/city for 10 as printed (caps)
docs[docs.length - 1].e.customer_street = '2215 PINE HILLS RD'; docs[docs.length - 1].e.customer_city = 'ORLANDO';

// ---------- 11 GA Magistrate Court of Fulton County, statement of claim fill-in boxes ----------
{
  const a = { street: '3140 Campbellton Rd SW Apt 7', city: 'Atlanta', state: 'GA', zip: '30311' };
  const v = { customer_name: 'Keisha D. Hollins', plaintiff_name: 'Jefferson Capital Systems, LLC', law_firm_name: 'Peachtree Collection Counsel, LLC',
    lawyer_email: 'dockets@peachtreecc.com', lawsuit_state: 'GA', lawsuit_amount: 2744.30, civil_number: '26MS048123', court_name: 'Magistrate Court of Fulton County', a, lawsuit: true };
  add({ id: '11', state: 'GA', layout: 'Georgia magistrate statement of claim, fill-in form with labelled boxes, Arial', dpr: 2.0833, e: E(v), html: page({ font: F.arial, size: 12, css: `.cell{border:1px solid #000;padding:6px 8px;vertical-align:top}.lab{font-size:10px;color:#222}` }, `
<p class="c b" style="font-size:15px">IN THE ${v.court_name.toUpperCase()}<br>STATE OF GEORGIA</p>
<p class="c small" style="margin-top:-4px">${v.court_name} &middot; 185 Central Ave SW, Suite TG-100, Atlanta, GA 30303</p>
<table style="width:100%;margin-top:6px">
<tr><td class="cell" style="width:50%"><span class="lab">PLAINTIFF (Name &amp; Address)</span><br><b>${v.plaintiff_name}</b><br>16 McLeland Road<br>Saint Cloud, MN 56303</td>
<td class="cell"><span class="lab">CIVIL ACTION FILE NO.</span><br><b style="font-size:15px">${v.civil_number}</b><br><br><span class="lab">STATEMENT OF CLAIM</span><br>[X] Suit on Account &nbsp; [ ] Dispossessory</td></tr>
<tr><td class="cell"><span class="lab">DEFENDANT (Name &amp; Address)</span><br><b>${v.customer_name}</b><br>${addr(a)}</td>
<td class="cell"><span class="lab">PLAINTIFF'S ATTORNEY (Name, Bar No., Address, Phone, Email)</span><br>${v.law_firm_name}<br>Warren T. Gaines, GA Bar No. 556812<br>3400 Peachtree Rd NE, Suite 925<br>Atlanta, GA 30326<br>(404) 555-0187<br>${v.lawyer_email}</td></tr>
<tr><td class="cell" colspan="2"><span class="lab">AMOUNT CLAIMED</span><br>Principal ${money(v.lawsuit_amount)} plus court costs of $____ and interest as allowed by law.</td></tr></table>
<p style="margin-top:10px"><b>CLAIM:</b> Plaintiff shows that Defendant is indebted to Plaintiff for an unpaid balance on a consumer credit account opened with Fingerhut / WebBank, account ending 3321, which was assigned to Plaintiff. Demand for payment has been made and refused.</p>
<p class="c b" style="margin-top:12px">SUMMONS</p>
<p>TO THE ABOVE NAMED DEFENDANT: You are hereby required to file an answer to the foregoing claim in writing or orally with the Clerk of this Court within thirty (30) days after service of this summons upon you. If you fail to answer, judgment by default will be entered against you. Your answer may be filed at the Clerk's office at the address shown above. If you need the assistance of an interpreter, please contact the Clerk.</p>
<p>Sworn to and subscribed before me this 21st day of October, 2026.</p>
<table style="width:100%;margin-top:16px"><tr><td style="width:50%">______________________________<br>Deputy Clerk / Magistrate</td><td>______________________________<br>Affiant for Plaintiff</td></tr></table>
<div class="box small" style="margin-top:14px;padding:6px">SHERIFF'S ENTRY OF SERVICE: I have this day served the defendant ${v.customer_name} personally with a copy of the within action and summons. &nbsp; Date: 11/03/2026 &nbsp; Deputy: _____________</div>`) });
}

// ---------- 12 GA Magistrate Court of Gwinnett County, pro se plaintiff "by its agent", DejaVu small ----------
{
  const a = { street: '1875 Pleasant Hill Rd Apt 1204', city: 'Duluth', state: 'GA', zip: '30096' };
  const v = { customer_name: 'Min-jun Park', plaintiff_name: 'Northstar Receivables Trust II', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'GA', lawsuit_amount: 1162.08, civil_number: '26-M-12345', court_name: 'Magistrate Court of Gwinnett County', a, lawsuit: true };
  add({ id: '12', state: 'GA', layout: 'Georgia magistrate statement of claim, pro se plaintiff by its agent (no law firm), small DejaVu sans', dpr: 1.5625, e: E(v), html: page({ font: F.dejavu, size: 11, css: `.cell{border:1px solid #444;padding:5px 7px;vertical-align:top}` }, `
<p class="c b" style="font-size:14px">${v.court_name}<br><span style="font-weight:normal;font-size:11px">State of Georgia &middot; Gwinnett Justice and Administration Center, 75 Langley Drive, Lawrenceville, GA 30046</span></p>
<table style="width:100%;margin-top:8px">
<tr><td class="cell" style="width:58%">${v.plaintiff_name}<br>by its agent, Dana Whitfield, Custodian of Records<br>2500 Northwinds Pkwy, Suite 175<br>Alpharetta, GA 30009<br>Plaintiff</td><td class="cell">Civil Action No. <b>${v.civil_number}</b><br><br>STATEMENT OF CLAIM<br>(Suit on Account)</td></tr>
<tr><td class="cell">vs.<br>${v.customer_name}<br>${addr(a)}<br>Defendant</td><td class="cell">Plaintiff appears <b>pro se</b> through its authorized agent pursuant to O.C.G.A. § 15-10-43.<br>Phone: (770) 555-0139</td></tr></table>
<p style="margin-top:10px">Plaintiff's claim is based on the following: Defendant is indebted to Plaintiff on an open account originally with Comenity Capital Bank (account ending 5108), purchased by Plaintiff. The unpaid balance is <b>${money(v.lawsuit_amount)}</b>. Plaintiff demands judgment for the sum of ${money(v.lawsuit_amount)} principal, plus court costs.</p>
<p>I, the undersigned agent, being duly sworn, state that I am authorized to make this affidavit on behalf of Plaintiff and that the facts stated above are true to the best of my knowledge and belief.</p>
<p>______________________________ Dana Whitfield, Agent for Plaintiff</p>
<p class="b" style="margin-top:12px">SUMMONS TO THE DEFENDANT:</p>
<p>You are hereby commanded to file with the Clerk of said Court, within 30 days after service of this summons upon you, an answer to this claim, either in writing or orally. If you fail to do so, judgment by default may be rendered against you for the sum claimed. If you have a counterclaim, you must file it with your answer. You may be represented by an attorney, but you are not required to be.</p>
<p>Witness the Honorable Judge of said Court, this 14th day of October, 2026.</p>
<p>______________________________ Deputy Clerk</p>
<div style="border-top:1px dashed #000;margin-top:14px;padding-top:6px" class="small">ENTRY OF SERVICE &mdash; Served: [ ] Personally [X] Notorious (left at residence) &nbsp;&nbsp; Date: 10/22/2026 &nbsp;&nbsp; Gwinnett County Marshal's Office</div>`) });
}

// ---------- 13 IL Circuit Court of Cook County, summons form with boxes, Firm No. ----------
{
  const a = { street: '5417 W Fullerton Ave', city: 'Chicago', state: 'IL', zip: '60639' };
  const v = { customer_name: 'Rosa I. Villanueva', plaintiff_name: 'LVNV Funding LLC', law_firm_name: 'Kinsella Oduya & Marsh, LLC',
    lawyer_email: 'courtnotices@kom-law.com', lawsuit_state: 'IL', lawsuit_amount: 5087.33, civil_number: '2026-M1-104812', court_name: 'Circuit Court of Cook County, Illinois', a, lawsuit: true };
  add({ id: '13', state: 'IL', layout: 'Cook County municipal department summons form with boxes, Arial small, attorney code', dpr: 1.875, e: E(v), html: page({ font: F.arial, size: 11.5, css: `.cell{border:1px solid #000;padding:5px 8px;vertical-align:top}.lab{font-size:9.5px;text-transform:uppercase}` }, `
<table style="width:100%"><tr><td class="tiny">2120 - Served &nbsp; 2121 - Served<br>2220 - Not Served 2221 - Not Served<br>(Rev. 12/01/24) CCM 0001</td><td class="r tiny">Hearing Date: 12/14/2026 9:30 AM<br>Courtroom 1104</td></tr></table>
<p class="c b" style="font-size:14px">IN THE ${v.court_name.toUpperCase()}<br>MUNICIPAL DEPARTMENT, FIRST DISTRICT</p>
<table style="width:100%"><tr><td class="cell" style="width:60%"><span class="lab">Plaintiff</span><br><b>${v.plaintiff_name}</b><br><br><span class="lab">v. Defendant</span><br><b>${v.customer_name}</b><br>${addr(a)}</td>
<td class="cell"><span class="lab">Case No.</span><br><b style="font-size:15px">${v.civil_number}</b><br><br><span class="lab">Amount Claimed</span><br><b>${money(v.lawsuit_amount)}</b><br><br><span class="lab">Return Date</span><br>12/14/2026</td></tr></table>
<p class="c b" style="font-size:15px;margin-top:8px">SUMMONS</p>
<p>To each Defendant: YOU ARE SUMMONED and required to file an appearance and answer in this case at the Richard J. Daley Center, 50 W. Washington, Room 602, Chicago, IL 60602, before the Return Date shown above. IF YOU FAIL TO DO SO, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE RELIEF ASKED IN THE COMPLAINT, A COPY OF WHICH IS HERETO ATTACHED.</p>
<p><b>E-filing is now mandatory</b> for documents in civil cases with limited exemptions. To e-file, you must first create an account with an e-filing service provider. If you need additional help or have trouble e-filing, visit www.illinoiscourts.gov/faq/gethelp.asp or talk with your local circuit clerk's office.</p>
<p>To the officer: This Summons must be returned by the officer or other person to whom it was given for service, with endorsement of service and fees, if any, immediately after service. If service cannot be made, this Summons shall be returned so endorsed.</p>
<table style="width:100%;margin-top:8px"><tr><td class="cell" style="width:55%">
<span class="lab">Atty. No.:</span> 44512<br><span class="lab">Atty Name:</span> Olumide A. Oduya<br><span class="lab">Atty. for:</span> Plaintiff<br><span class="lab">Firm:</span> ${v.law_firm_name}<br><span class="lab">Address:</span> 222 N. LaSalle St., Suite 1400<br><span class="lab">City/State/Zip:</span> Chicago, IL 60601<br><span class="lab">Telephone:</span> (312) 555-0144<br><span class="lab">Primary Email:</span> ${v.lawyer_email}</td>
<td class="cell">Witness: 10/29/2026<br><br>MARIYANA T. SPYROPOULOS<br>Clerk of Court<br><br>Date of Service: __________<br>(To be inserted by officer on copy left with defendant or other person)</td></tr></table>
<p class="tiny" style="margin-top:10px">Mariyana T. Spyropoulos, Clerk of the Circuit Court of Cook County, Illinois &middot; cookcountyclerkofcourt.org &middot; Page 1 of 1</p>`) });
}
