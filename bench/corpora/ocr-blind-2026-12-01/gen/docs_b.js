// Documents 11-20 (court papers). All people, firms, addresses, numbers are invented.
'use strict';
const { m, sepCaption } = require('./common');
const docs = [];

// ---------------------------------------------------------------- 11 MT
{
  const x = {
    customer_name: 'Dustin L. Halvorsen', plaintiff_name: 'Synchrony Bank',
    law_firm_name: 'Rimrock Legal Services, PLLC', lawyer_email: 'cstavros@rimrocklegal.com',
    lawsuit_state: 'MT', lawsuit_amount: 3054.71, civil_number: 'CV-2026-1180',
    court_name: 'Justice Court of Yellowstone County, State of Montana',
    customer_street: '2406 Custer Ave Apt 9', customer_city: 'Billings', customer_state: 'MT',
    customer_zip_code: '59102', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '11', state: 'MT', kind: 'court', font: 'Liberation Serif 12pt (block 10.5pt)',
    layout: 'Attorney block top-left, court name two lines, ":" caption column, "Cause No." with CV- number, limit and filing-fee distractors, certificate footer',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:12pt;line-height:1.34;padding:54px 82px}`,
    html: `
<div style="font-size:10.5pt;line-height:1.2">Colleen R. Stavros<br>RIMROCK LEGAL SERVICES, PLLC<br>2822 3rd Avenue North, Suite 210<br>Billings, MT 59101<br>Telephone: (406) 555-0119<br>${x.lawyer_email}<br><i>Attorney for Plaintiff</i></div>
<div class="c b" style="margin:20px 0 14px">IN THE JUSTICE COURT OF YELLOWSTONE COUNTY,<br>STATE OF MONTANA</div>
${sepCaption(`SYNCHRONY BANK,<br><br><span style="margin-left:70px">Plaintiff,</span><br>&nbsp;&nbsp;&nbsp;&nbsp;vs.<br><br>DUSTIN L. HALVORSEN,<br><br><span style="margin-left:70px">Defendant.</span>`,
  `Cause No. ${x.civil_number}<br><br><b>COMPLAINT</b>`, 8, ':')}
<p style="margin-top:14px" class="j">Plaintiff, Synchrony Bank, through its attorney, states its Complaint against Defendant as follows:</p>
<p class="j">1.&nbsp;&nbsp;Defendant resides in Yellowstone County, Montana, at ${x.customer_street}, ${x.customer_city}, MT ${x.customer_zip_code}.</p>
<p class="j">2.&nbsp;&nbsp;Plaintiff issued to Defendant a Sam&rsquo;s Club Mastercard credit account ending in 0962. Defendant accepted and used the account.</p>
<p class="j">3.&nbsp;&nbsp;Defendant failed to make the minimum payments due. The last payment was received on February 18, 2025. Plaintiff is owed the balance of $${m(x.lawsuit_amount)}.</p>
<p class="j">4.&nbsp;&nbsp;The amount in controversy does not exceed $15,000.00, exclusive of costs, and is within the jurisdiction of this Court.</p>
<p class="j">WHEREFORE, Plaintiff requests judgment against Defendant for $${m(x.lawsuit_amount)}; for its costs, including the filing fee of $120.00 and service fees; and for such further relief as the Court deems proper.</p>
<p>DATED this 22nd day of January, 2026.</p>
<div style="margin-left:330px">RIMROCK LEGAL SERVICES, PLLC<br><br><span class="script">Colleen Stavros</span><br><span class="sig">Colleen R. Stavros</span><br>Attorney for Plaintiff</div>
<div class="foot" style="margin:0 82px;font-size:8.5pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between"><span>COMPLAINT</span><span>PAGE 1</span></div>`,
  });
}

// ---------------------------------------------------------------- 12 NE
{
  const x = {
    customer_name: 'Brianna K. Ostermann', plaintiff_name: 'Velocity Investments, LLC',
    law_firm_name: 'Platte River Law Group, L.L.O.', lawyer_email: 'dvrba@platteriverlaw.com',
    lawsuit_state: 'NE', lawsuit_amount: 12470.00, civil_number: 'CI 26-4417',
    court_name: 'County Court of Lancaster County, Nebraska',
    customer_street: '6021 Vine St Apt 14', customer_city: 'Lincoln', customer_state: 'NE',
    customer_zip_code: '68505', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '12', state: 'NE', kind: 'court', font: 'Nimbus Sans 10.5pt',
    layout: 'Complaint with two defendants (co-signer), boxed two-column caption, interest and jurisdiction distractors, attorney block at bottom',
    expected: x,
    css: `.page{font-family:'Nimbus Sans';font-size:10.5pt;line-height:1.4;padding:66px 82px}`,
    html: `
<div class="c b" style="font-size:12pt;letter-spacing:.03em">IN THE COUNTY COURT OF LANCASTER COUNTY, NEBRASKA</div>
<table style="width:100%;border-collapse:collapse;margin-top:18px;border:1px solid #000"><tr>
<td style="width:56%;border-right:1px solid #000;padding:8px 10px">VELOCITY INVESTMENTS, LLC,<br><span style="margin-left:90px">Plaintiff,</span><br>vs.<br>BRIANNA K. OSTERMANN and<br>CODY J. OSTERMANN,<br><span style="margin-left:90px">Defendants.</span></td>
<td style="padding:8px 12px;vertical-align:middle" class="c">Case No. ${x.civil_number}<br><br><b>COMPLAINT</b></td></tr></table>
<p style="margin-top:16px" class="j">Plaintiff, for its cause of action against Defendants, states and alleges:</p>
<p class="j">1.&nbsp;&nbsp;Plaintiff is a New Jersey limited liability company doing business in Nebraska.</p>
<p class="j">2.&nbsp;&nbsp;Defendant Brianna K. Ostermann resides at ${x.customer_street}, ${x.customer_city}, Nebraska ${x.customer_zip_code}. Defendant Cody J. Ostermann signed the loan agreement as co-borrower and resides at 1930 S 48th St, Lincoln, Nebraska 68506.</p>
<p class="j">3.&nbsp;&nbsp;On or about April 11, 2023, Defendants obtained a personal installment loan from Upgrade, Inc. / Cross River Bank in the original amount of $15,000.00. The loan was sold and assigned to Plaintiff on November 20, 2024.</p>
<p class="j">4.&nbsp;&nbsp;Defendants defaulted on the loan. After applying all payments and credits, Defendants owe Plaintiff the principal balance of $${m(x.lawsuit_amount)}.</p>
<p class="j">5.&nbsp;&nbsp;This amount is within the jurisdictional limit of the County Court ($57,000.00).</p>
<p class="j">WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, in the amount of $${m(x.lawsuit_amount)}, together with pre-judgment interest at 9.0% per annum from November 20, 2024 in the amount of $1,355.98, for the costs of this action, and for such other relief as the Court deems just and equitable.</p>
<div style="margin-top:16px;display:flex;justify-content:space-between">
<div>Dated: February 4, 2026</div>
<div style="width:320px;line-height:1.3">VELOCITY INVESTMENTS, LLC, Plaintiff<br>By: <span class="script">Derek Vrba</span><br><span class="sig">Derek M. Vrba, #25361</span><br>PLATTE RIVER LAW GROUP, L.L.O.<br>1248 O Street, Suite 700<br>Lincoln, NE 68508<br>(402) 555-0135<br>${x.lawyer_email}<br>ATTORNEY FOR PLAINTIFF</div></div>`,
  });
}

// ---------------------------------------------------------------- 13 NH (pro se)
{
  const x = {
    customer_name: 'Heather M. Lavoie', plaintiff_name: 'Granite State Heating & Oil, Inc.',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'NH', lawsuit_amount: 2118.46, civil_number: '456-2026-SC-00318',
    court_name: 'NH Circuit Court, 6th Circuit - District Division - Concord',
    customer_street: '14 Pleasant View Dr', customer_city: 'Bow', customer_state: 'NH',
    customer_zip_code: '03304', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '13', state: 'NH', kind: 'court', font: 'DejaVu Sans 9pt',
    layout: 'Small-claims complaint form, shaded headers, side-by-side party boxes, pro-se business plaintiff (no lawyer), itemized deliveries table, fee/limit distractors',
    expected: x,
    css: `.page{font-family:'DejaVu Sans';font-size:9pt;line-height:1.3;padding:44px 50px}
      table.grid td{padding:4px 6px} .sh{background:#d9d9d9;font-weight:bold}`,
    html: `
<table style="width:100%"><tr><td style="width:60%;font-size:10pt" class="b">THE STATE OF NEW HAMPSHIRE<br>JUDICIAL BRANCH<br><span style="font-size:12pt">NH CIRCUIT COURT</span></td>
<td class="r" style="font-size:8.5pt;vertical-align:top">http://www.courts.nh.gov</td></tr></table>
<table class="grid" style="margin-top:6px">
<tr><td style="width:22%"><span class="lbl">Court Name:</span></td><td colspan="3"><b>6th Circuit - District Division - Concord</b></td></tr>
<tr><td><span class="lbl">Case Name:</span></td><td colspan="3">Granite State Heating &amp; Oil, Inc. v. Heather M. Lavoie</td></tr>
<tr><td><span class="lbl">Case Number:</span></td><td colspan="3"><b style="font-size:10pt">${x.civil_number}</b> &nbsp; <span style="font-size:8pt">(if known)</span></td></tr>
</table>
<div class="c b" style="font-size:13pt;margin:10px 0 6px">SMALL CLAIM COMPLAINT</div>
<table class="grid">
<tr><td class="sh" style="width:50%">PLAINTIFF (PERSON/BUSINESS FILING THIS CLAIM)</td><td class="sh">DEFENDANT (PERSON/BUSINESS BEING SUED)</td></tr>
<tr><td style="height:104px">Granite State Heating &amp; Oil, Inc.<br>322 Hall Street<br>Concord, NH 03301<br>Phone: (603) 555-0147<br>E-mail: office@granitestateheating.com</td>
<td>Heather M. Lavoie<br>${x.customer_street}<br>${x.customer_city}, ${x.customer_state} ${x.customer_zip_code}<br>Phone: (603) 555-0191<br>Date of birth: unknown</td></tr>
</table>
<table class="grid" style="margin-top:8px">
<tr><td class="sh" colspan="4">STATEMENT OF CLAIM &mdash; The defendant owes me money because:</td></tr>
<tr><td colspan="4" class="j">Defendant is an automatic-delivery heating oil customer. We delivered heating oil to her home on the dates below and she did not pay the invoices. Late charges of 1.5% per month ($187.22) are NOT included in this claim. Letters were sent 10/15/2025 and 12/01/2025.</td></tr>
<tr><td style="width:25%" class="b">Delivery date</td><td style="width:25%" class="b">Invoice no.</td><td style="width:25%" class="b">Gallons</td><td class="b">Amount</td></tr>
<tr><td>01/08/2025</td><td>GS-55180</td><td>201.4</td><td class="r">$ 776.12</td></tr>
<tr><td>02/12/2025</td><td>GS-55977</td><td>188.0</td><td class="r">$ 716.32</td></tr>
<tr><td>03/20/2025</td><td>GS-56814</td><td>166.9</td><td class="r">$ 626.02</td></tr>
<tr><td colspan="3" class="r b">TOTAL AMOUNT CLAIMED</td><td class="r b">$ ${m(x.lawsuit_amount)}</td></tr>
</table>
<table class="grid" style="margin-top:8px">
<tr><td style="width:50%"><span class="lbl">Filing fee</span>$ 80.00 (paid) &nbsp;&nbsp; <span class="lbl" style="display:inline">Service fee</span> $ 10.00</td>
<td>Claims may not exceed $12,500.00, not including court costs.</td></tr>
<tr><td colspan="2"><span class="cb x"></span>I am filing on behalf of a business as its owner/officer (no attorney). &nbsp; <span class="cb"></span>Attorney appearance (Bar ID #): __________<br>
<span class="cb x"></span>The defendant is not on active military duty. &nbsp; <span class="cb"></span>I request a hearing with an interpreter.</td></tr>
<tr><td style="height:62px"><span class="lbl">Signature of plaintiff</span><span class="script">Roland P. Dufresne</span></td>
<td><span class="lbl">Printed name / title / date</span>Roland P. Dufresne, President &nbsp;&nbsp; 01/13/2026</td></tr>
</table>
<div style="margin-top:8px;font-size:8.5pt;border:1px solid #000;padding:5px 7px" class="j"><b>NOTICE TO DEFENDANT:</b> You must respond to this claim within 30 days of the date of the notice sent by the court, either by filing a response online or on paper. If you do not respond, a default judgment may be entered against you. Si necesita un int&eacute;rprete, comun&iacute;quese con el tribunal.</div>
<div style="margin-top:6px;font-size:7.5pt;display:flex;justify-content:space-between"><span>NHJB-2044-DSE (07/01/2025)</span><span>Page 1 of 1</span></div>`,
  });
}

// ---------------------------------------------------------------- 14 ND
{
  const x = {
    customer_name: 'Kelsey A. Bjornson', plaintiff_name: 'Absolute Resolutions Investments, LLC',
    law_firm_name: 'Nygaard & Holm, P.C.', lawyer_email: 'aholm@nygaardholm.com',
    lawsuit_state: 'ND', lawsuit_amount: 6740.28, civil_number: '09-2026-CV-01544',
    court_name: 'State of North Dakota, County of Cass, District Court, East Central Judicial District',
    customer_street: '3315 17th Ave S Apt 306', customer_city: 'Fargo', customer_state: 'ND',
    customer_zip_code: '58103', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '14', state: 'ND', kind: 'court', font: 'Liberation Serif 11pt',
    layout: 'Two-column venue header (STATE OF / COUNTY OF vs IN DISTRICT COURT / JUDICIAL DISTRICT), ")" caption, Civil No., statement of account with interest distractor, attorney block bottom',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:11pt;line-height:1.38;padding:66px 86px}`,
    html: `
<table style="width:100%;font-weight:bold"><tr><td style="width:50%">STATE OF NORTH DAKOTA</td><td class="r">IN DISTRICT COURT</td></tr>
<tr><td>COUNTY OF CASS</td><td class="r">EAST CENTRAL JUDICIAL DISTRICT</td></tr></table>
<div style="border-top:1px solid #000;margin:8px 0 10px"></div>
${sepCaption(`Absolute Resolutions Investments, LLC,<br><br><span style="margin-left:80px">Plaintiff,</span><br>vs.<br><br>Kelsey A. Bjornson,<br><br><span style="margin-left:80px">Defendant.</span>`,
  `Civil No. ${x.civil_number}<br><br><b>COMPLAINT</b>`, 8)}
<div style="border-top:1px solid #000;margin:10px 0 14px"></div>
<p class="j" style="text-indent:40px">Plaintiff, for its Complaint against the Defendant, states and alleges as follows:</p>
<p class="j" style="text-indent:40px">I.&nbsp;&nbsp;Plaintiff is a Delaware limited liability company with its principal office in San Diego, California.</p>
<p class="j" style="text-indent:40px">II.&nbsp;&nbsp;Defendant resides at ${x.customer_street}, ${x.customer_city}, North Dakota ${x.customer_zip_code}.</p>
<p class="j" style="text-indent:40px">III.&nbsp;&nbsp;Defendant opened a credit card account with Bank of Missouri / Milestone (account ending 8032). The account was charged off with a balance of $6,740.28 and was sold and assigned to Plaintiff on June 6, 2025.</p>
<p class="j" style="text-indent:40px">IV.&nbsp;&nbsp;No payments have been received since the assignment. Defendant is indebted to Plaintiff in the principal amount of $${m(x.lawsuit_amount)}.</p>
<p class="j" style="text-indent:40px">WHEREFORE, Plaintiff demands judgment against Defendant for $${m(x.lawsuit_amount)}, plus interest at the legal rate of 6% per annum from June 6, 2025 (accrued interest to date: $274.78), plus Plaintiff&rsquo;s costs and disbursements herein, including the $80.00 filing fee.</p>
<div style="margin-top:14px">Dated this 9th day of February, 2026.</div>
<div style="margin-left:320px;margin-top:6px;line-height:1.25">NYGAARD &amp; HOLM, P.C.<br><br><span class="script">Anders J. Holm</span><br><span class="sig">Anders J. Holm (ND ID #07781)</span><br>118 Broadway N, Suite 505<br>Fargo, ND 58102<br>(701) 555-0163<br>${x.lawyer_email}<br>Attorneys for Plaintiff</div>`,
  });
}

// ---------------------------------------------------------------- 15 RI
{
  const x = {
    customer_name: 'Maria Helena Amaral', plaintiff_name: 'Navy Federal Credit Union',
    law_firm_name: 'Ferreira & Quinlan, Ltd.', lawyer_email: 'dquinlan@ferreiraquinlan.com',
    lawsuit_state: 'RI', lawsuit_amount: 4377.19, civil_number: '6CA-2026-03391',
    court_name: 'State of Rhode Island, District Court, Sixth Division',
    customer_street: '212 Chalkstone Ave Apt 3', customer_city: 'Providence', customer_state: 'RI',
    customer_zip_code: '02908', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '15', state: 'RI', kind: 'court', font: 'Nimbus Roman 12pt',
    layout: 'Centered three-line court header, "C.A. No." at right, boxed party block, counts I/II (account stated / breach), 12% interest and jurisdiction distractors, signature block with bar no.',
    expected: x,
    css: `.page{font-family:'Nimbus Roman';font-size:12pt;line-height:1.33;padding:64px 86px}`,
    html: `
<div class="c b" style="line-height:1.3">STATE OF RHODE ISLAND<br>DISTRICT COURT<br>SIXTH DIVISION</div>
<div style="display:flex;justify-content:space-between;margin-top:16px"><div>PROVIDENCE, SC.</div><div>C.A. No. ${x.civil_number}</div></div>
<div style="margin:10px 0;padding:8px 12px;border-top:1px solid #000;border-bottom:1px solid #000">NAVY FEDERAL CREDIT UNION<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff<br>v.<br>MARIA HELENA AMARAL<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant</div>
<div class="c b" style="margin:10px 0 8px">COMPLAINT</div>
<p class="j">1.&nbsp;&nbsp;Plaintiff is a federally chartered credit union with a usual place of business in Vienna, Virginia.</p>
<p class="j">2.&nbsp;&nbsp;Defendant, Maria Helena Amaral, resides at ${x.customer_street}, ${x.customer_city}, RI ${x.customer_zip_code}.</p>
<p class="b" style="margin-top:6px">COUNT I &mdash; Breach of Contract</p>
<p class="j">3.&nbsp;&nbsp;Defendant entered into a credit card agreement with Plaintiff (account ending 1158) and failed to make payments as agreed. Defendant owes Plaintiff $${m(x.lawsuit_amount)}.</p>
<p class="b">COUNT II &mdash; Account Stated</p>
<p class="j">4.&nbsp;&nbsp;Plaintiff rendered monthly statements to Defendant, which Defendant retained without objection. An account was stated between the parties in the amount of $${m(x.lawsuit_amount)}.</p>
<p class="j">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of $${m(x.lawsuit_amount)}, plus interest at 12% per annum pursuant to R.I. Gen. Laws &sect; 9-21-10, and costs. The amount claimed does not exceed the $10,000.00 jurisdictional limit of this Court.</p>
<div style="margin-left:320px;margin-top:12px;line-height:1.25">Plaintiff,<br>By its attorney,<br><span class="script">Daniel J. Quinlan</span><br><span class="sig">Daniel J. Quinlan, Esq. (#8842)</span><br>FERREIRA &amp; QUINLAN, LTD.<br>1 Citizens Plaza, 8th Floor<br>Providence, RI 02903<br>(401) 555-0158<br>${x.lawyer_email}</div>
<div style="margin-top:8px">Dated: February 12, 2026</div>`,
  });
}

// ---------------------------------------------------------------- 16 SD
{
  const x = {
    customer_name: 'Tyler J. Van Dyke', plaintiff_name: 'Credit Corp Solutions Inc.',
    law_firm_name: 'Oberg Tschetter, Prof. LLC', lawyer_email: 'mtschetter@obergtschetter.com',
    lawsuit_state: 'SD', lawsuit_amount: 1973.34, civil_number: '49SMC26-000612',
    court_name: 'State of South Dakota, County of Minnehaha, Circuit Court, Second Judicial Circuit',
    customer_street: '5709 W 41st St', customer_city: 'Sioux Falls', customer_state: 'SD',
    customer_zip_code: '57106', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '16', state: 'SD', kind: 'court', font: 'DejaVu Serif 10pt',
    layout: 'STATE OF / :SS / COUNTY OF venue block with ")" marks, "Civ." number, small-claims summons+complaint on one page, limit/fee distractors, attorney block bottom',
    expected: x,
    css: `.page{font-family:'DejaVu Serif';font-size:10pt;line-height:1.4;padding:60px 78px}`,
    html: `
<table style="width:100%;border-collapse:collapse"><tr>
<td style="width:44%">STATE OF SOUTH DAKOTA<br><br>COUNTY OF MINNEHAHA</td>
<td style="width:8%" class="c">)<br>:SS<br>)</td>
<td class="r" style="vertical-align:top">IN CIRCUIT COURT<br><br>SECOND JUDICIAL CIRCUIT</td></tr></table>
<div style="border-top:1px solid #000;margin:12px 0 10px"></div>
${sepCaption(`CREDIT CORP SOLUTIONS INC.,<br><span style="margin-left:80px">Plaintiff,</span><br>vs.<br>TYLER J. VAN DYKE,<br><span style="margin-left:80px">Defendant.</span>`,
  `Civ. ${x.civil_number}<br><br><b>SMALL CLAIMS<br>SUMMONS AND COMPLAINT</b>`, 5)}
<div style="border-top:1px solid #000;margin:10px 0 12px"></div>
<p class="b">THE STATE OF SOUTH DAKOTA TO THE ABOVE-NAMED DEFENDANT:</p>
<p class="j">You are hereby summoned to appear before the Small Claims Court at the Minnehaha County Courthouse, 425 N. Dakota Avenue, Sioux Falls, South Dakota, on <b>March 24, 2026 at 9:00 a.m.</b>, to answer the claim of the Plaintiff set forth below. If you fail to appear, judgment may be entered against you by default.</p>
<p class="b" style="margin-top:8px">COMPLAINT</p>
<p class="j">1.&nbsp;&nbsp;Defendant resides at ${x.customer_street}, ${x.customer_city}, SD ${x.customer_zip_code}.</p>
<p class="j">2.&nbsp;&nbsp;Defendant owes Plaintiff <b>$${m(x.lawsuit_amount)}</b> on a credit account originally issued by Celtic Bank (Indigo Mastercard), account ending 6317, which was sold and assigned to Plaintiff on April 2, 2025.</p>
<p class="j">3.&nbsp;&nbsp;Plaintiff has demanded payment, and the Defendant has failed and refused to pay. The claim does not exceed the small claims jurisdictional limit of $12,000.00.</p>
<p class="j">WHEREFORE, Plaintiff requests judgment for $${m(x.lawsuit_amount)}, plus the filing fee of $28.00, the sheriff&rsquo;s service fee of $50.00, and prejudgment interest as allowed by law.</p>
<div style="display:flex;justify-content:space-between;margin-top:14px">
<div style="line-height:1.3">Dated: February 3, 2026<br><br><span style="font-size:8.5pt">Clerk of Courts, Minnehaha County<br>By: ____________________ Deputy</span></div>
<div style="width:330px;line-height:1.3">OBERG TSCHETTER, PROF. LLC<br><span class="script">Megan Tschetter</span><br><span class="sig">Megan L. Tschetter</span><br>101 S. Main Avenue, Suite 400<br>Sioux Falls, SD 57104<br>Tel. (605) 555-0124<br>${x.lawyer_email}<br><i>Attorneys for Plaintiff</i></div></div>
<div class="foot c" style="font-size:8pt;margin:0 78px">UJS-060 Small Claims Summons &amp; Complaint &middot; This is an attempt to collect a debt by a debt collector.</div>`,
  });
}

// ---------------------------------------------------------------- 17 VT
{
  const x = {
    customer_name: 'Owen T. Pelkey', plaintiff_name: 'TD Bank, N.A.',
    law_firm_name: 'Ashworth Bellerose PLC', lawyer_email: 'jashworth@ashworthbellerose.com',
    lawsuit_state: 'VT', lawsuit_amount: 8156.92, civil_number: '26-CV-02217',
    court_name: 'Vermont Superior Court, Civil Division, Chittenden Unit',
    customer_street: '61 N Winooski Ave Apt 2R', customer_city: 'Burlington', customer_state: 'VT',
    customer_zip_code: '05401', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '17', state: 'VT', kind: 'court', font: 'Liberation Sans 10.5pt',
    layout: 'Header with court/division/unit at left and Docket No. box at right, one-line caption, complaint with account summary table (charge-off, interest shown separately), attorney block bottom',
    expected: x,
    css: `.page{font-family:'Liberation Sans';font-size:10.5pt;line-height:1.4;padding:60px 80px}
      table.t td{padding:2px 10px;border:1px solid #444}`,
    html: `
<table style="width:100%;border-collapse:collapse"><tr>
<td style="width:60%;line-height:1.35"><span class="b" style="font-size:12.5pt">VERMONT SUPERIOR COURT</span><br><span class="b">CIVIL DIVISION</span><br>Chittenden Unit</td>
<td style="border:1.5px solid #000;padding:6px 10px;vertical-align:middle">Docket No. <b>${x.civil_number}</b></td></tr></table>
<div style="margin-top:22px;font-size:11pt" class="b">TD Bank, N.A., Plaintiff &nbsp;&nbsp; v. &nbsp;&nbsp; Owen T. Pelkey, Defendant</div>
<div class="c b" style="margin:18px 0 10px;font-size:12pt;letter-spacing:.05em">COMPLAINT</div>
<p class="j">NOW COMES Plaintiff, TD Bank, N.A., by and through its attorneys, Ashworth Bellerose PLC, and complains against Defendant as follows:</p>
<p class="j">1.&nbsp;&nbsp;Plaintiff is a national banking association with a place of business in Cherry Hill, New Jersey.</p>
<p class="j">2.&nbsp;&nbsp;Defendant, Owen T. Pelkey, is an individual residing at ${x.customer_street}, ${x.customer_city}, Vermont ${x.customer_zip_code}.</p>
<p class="j">3.&nbsp;&nbsp;Defendant opened a TD Cash Visa credit card account (ending 4490) and agreed to repay all charges and finance charges. Defendant defaulted; the account was closed on October 31, 2025.</p>
<table class="t" style="border-collapse:collapse;margin:6px 0 12px 40px">
<tr><td>Principal balance at charge-off</td><td class="r">$${m(x.lawsuit_amount)}</td></tr>
<tr><td>Contract interest not claimed herein</td><td class="r">$1,204.60</td></tr>
<tr><td>Credit limit on account</td><td class="r">$8,500.00</td></tr></table>
<p class="j">4.&nbsp;&nbsp;Defendant owes Plaintiff the principal sum of $${m(x.lawsuit_amount)}, no part of which has been paid despite demand.</p>
<p class="j">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of $${m(x.lawsuit_amount)}, together with post-judgment interest at 12% per annum under 9 V.S.A. &sect; 41a, its costs of suit (filing fee $295.00), and such other relief as is just.</p>
<div style="margin-top:14px;display:flex;justify-content:space-between"><div>DATED at Burlington, Vermont,<br>this 6th day of February, 2026.</div>
<div style="width:310px;line-height:1.3">TD BANK, N.A.<br>By its attorneys,<br><span class="script">Jillian Ashworth</span><br><span class="sig">Jillian K. Ashworth, Esq. (ERN 5519)</span><br>Ashworth Bellerose PLC<br>150 Dorset Street, Suite 245<br>South Burlington, VT 05403<br>(802) 555-0131 &middot; ${x.lawyer_email}</div></div>`,
  });
}

// ---------------------------------------------------------------- 18 WV (pro se, a/k/a)
{
  const x = {
    customer_name: 'Brandon Lee Stollings', plaintiff_name: 'Kanawha Valley Furniture Co.',
    law_firm_name: null, lawyer_email: null,
    lawsuit_state: 'WV', lawsuit_amount: 2460.75, civil_number: '26-C-1843',
    court_name: 'Magistrate Court of Kanawha County, West Virginia',
    customer_street: '417 Ohio Ave, Apt B', customer_city: 'St. Albans', customer_state: 'WV',
    customer_zip_code: '25177', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '18', state: 'WV', kind: 'court', font: 'Liberation Sans Narrow 10pt',
    layout: 'Magistrate civil complaint form grid; a/k/a defendant; pro-se store plaintiff (credit manager signs), amount box with costs/interest/limit distractor boxes',
    expected: x,
    css: `.page{font-family:'Liberation Sans Narrow';font-size:10pt;line-height:1.3;padding:46px 54px}
      table.grid td{padding:4px 6px}`,
    html: `
<table style="width:100%"><tr><td style="font-size:8.5pt;width:30%">SCA-M201<br>Rev. 01/2025</td>
<td class="c b" style="font-size:12pt">IN THE MAGISTRATE COURT OF<br>KANAWHA COUNTY, WEST VIRGINIA</td><td style="width:30%"></td></tr></table>
<div class="c b" style="font-size:13pt;margin:6px 0;letter-spacing:.08em">CIVIL COMPLAINT</div>
<table class="grid">
<tr><td style="width:50%"><span class="lbl">Case No.</span><b style="font-size:11pt">${x.civil_number}</b></td><td><span class="lbl">Date filed</span>01/28/2026</td></tr>
<tr><td style="height:120px"><span class="lbl">Plaintiff(s) (name and address)</span><b>KANAWHA VALLEY FURNITURE CO.</b><br>5200 MacCorkle Ave SW<br>South Charleston, WV 25309<br>Phone (304) 555-0177</td>
<td><span class="lbl">Defendant(s) (name and address)</span><b>BRANDON LEE STOLLINGS</b><br>a/k/a BRANDON L. STOLLINGS<br>${x.customer_street}<br>${x.customer_city}, WV ${x.customer_zip_code}</td></tr>
<tr><td colspan="2" style="height:150px"><span class="lbl">Plaintiff states the following facts in support of its claim</span>
<p class="j" style="margin-top:3px">On 03/02/2024 the defendant bought a sectional sofa, recliner and mattress set on the store&rsquo;s in-house revolving charge plan (Account No. 10-48827). Total purchase price was $4,380.75 with a down payment of $420.00. Defendant made monthly payments of $125.00 until 03/2025 and has made no payment since. After all payments and credits the unpaid balance is $${m(x.lawsuit_amount)}. The merchandise was not returned. Our store has mailed three past-due notices.</p></td></tr>
</table>
<table class="grid" style="margin-top:-1px">
<tr><td style="width:25%"><span class="lbl">Amount claimed</span><b style="font-size:12pt">$ ${m(x.lawsuit_amount)}</b></td>
<td style="width:25%"><span class="lbl">Interest (not claimed)</span>$ 0.00</td>
<td style="width:25%"><span class="lbl">Court costs</span>$ 65.00</td>
<td><span class="lbl">Service (sheriff)</span>$ 25.00</td></tr>
<tr><td colspan="4" style="font-size:8.5pt">The amount claimed, exclusive of interest and costs, does not exceed the magistrate court jurisdictional limit of $10,000.00.</td></tr>
</table>
<table class="grid" style="margin-top:8px">
<tr><td style="width:50%;height:62px"><span class="lbl">Signature of plaintiff or agent</span><span class="script">Carla J. Hensley</span></td>
<td><span class="lbl">Printed name / capacity</span>Carla J. Hensley, Credit Manager<br>Appearing without counsel on behalf of Plaintiff</td></tr>
<tr><td><span class="lbl">Attorney for plaintiff (if any)</span>None</td><td><span class="lbl">Phone / e-mail of plaintiff</span>(304) 555-0177 &middot; credit@kvfurniture.com</td></tr>
</table>
<div style="margin-top:10px;border:1px solid #000;padding:6px 8px;font-size:9pt" class="j"><b>NOTICE TO DEFENDANT:</b> You have twenty (20) days after service of this complaint to file a written answer with the magistrate court clerk. If you do not file an answer, judgment by default may be entered against you for the amount claimed plus costs. You may have the right to request a jury trial. You may have the case transferred to circuit court by paying the required fee.</div>
<table class="grid" style="margin-top:8px;font-size:9pt"><tr><td colspan="2" style="background:#e5e5e5" class="b">RETURN OF SERVICE</td></tr>
<tr><td style="width:50%;height:46px"><span class="lbl">Served on (name / date / manner)</span></td><td><span class="lbl">Officer / badge no.</span></td></tr></table>
<div style="margin-top:6px;font-size:7.5pt" class="c">Distribution: Original &ndash; File &nbsp; Copy &ndash; Defendant &nbsp; Copy &ndash; Plaintiff</div>`,
  });
}

// ---------------------------------------------------------------- 19 WY
{
  const x = {
    customer_name: 'Amber L. Sorensen', plaintiff_name: 'Wells Fargo Bank, N.A.',
    law_firm_name: 'Brandvold & Pryce, LLC', lawyer_email: 'hpryce@brandvoldpryce.com',
    lawsuit_state: 'WY', lawsuit_amount: 14881.03, civil_number: '26-CV-0429',
    court_name: 'Circuit Court of the Seventh Judicial District in and for Natrona County, State of Wyoming',
    customer_street: '1432 S Poplar St', customer_city: 'Casper', customer_state: 'WY',
    customer_zip_code: '82601', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '19', state: 'WY', kind: 'court', font: 'Liberation Serif 11pt',
    layout: 'Attorney block top-left with WSB no., two-line court name, bare "No." case label, ")" caption, demand letter and attorney-fee percentage distractors',
    expected: x,
    css: `.page{font-family:'Liberation Serif';font-size:11pt;line-height:1.36;padding:58px 84px}`,
    html: `
<div style="line-height:1.2">Heath R. Pryce, WSB #7-5521<br>BRANDVOLD &amp; PRYCE, LLC<br>111 West 2nd Street, Suite 500<br>Casper, WY 82601<br>(307) 555-0156<br>${x.lawyer_email}<br>Attorney for Plaintiff</div>
<div class="c b" style="margin:20px 0 14px">IN THE CIRCUIT COURT OF THE SEVENTH JUDICIAL DISTRICT<br>IN AND FOR NATRONA COUNTY, STATE OF WYOMING</div>
${sepCaption(`WELLS FARGO BANK, N.A.,<br><br><span style="margin-left:80px">Plaintiff,</span><br>v.<br><br>AMBER L. SORENSEN,<br><br><span style="margin-left:80px">Defendant.</span>`,
  `No. ${x.civil_number}`, 8)}
<div class="c b" style="margin:14px 0 10px">COMPLAINT FOR MONEY DUE</div>
<p class="j" style="text-indent:40px">Plaintiff Wells Fargo Bank, N.A., through undersigned counsel, for its Complaint against Defendant Amber L. Sorensen, states:</p>
<p class="j" style="text-indent:40px">1.&nbsp;&nbsp;Defendant is a resident of Natrona County, Wyoming, residing at ${x.customer_street}, ${x.customer_city}, Wyoming ${x.customer_zip_code}.</p>
<p class="j" style="text-indent:40px">2.&nbsp;&nbsp;Defendant opened a Wells Fargo Active Cash&reg; credit card account ending 2205 with a credit limit of $15,000.00.</p>
<p class="j" style="text-indent:40px">3.&nbsp;&nbsp;Defendant defaulted by failing to pay the minimum payments due. On December 1, 2025, Plaintiff sent a demand letter. The balance now due is $${m(x.lawsuit_amount)}.</p>
<p class="j" style="text-indent:40px">4.&nbsp;&nbsp;This action is within the jurisdiction of the Circuit Court, the amount claimed being less than $50,000.00.</p>
<p class="j" style="text-indent:40px">WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of $${m(x.lawsuit_amount)}; for reasonable attorney&rsquo;s fees as provided in the cardholder agreement (requested at 15%, or $2,232.15); for costs of suit; and for such further relief as the Court deems just.</p>
<p style="margin-top:8px">DATED: January 30, 2026.</p>
<div style="margin-left:330px;line-height:1.25"><span class="script">Heath Pryce</span><br><span class="sig">Heath R. Pryce, WSB #7-5521</span><br>Brandvold &amp; Pryce, LLC<br>Attorney for Plaintiff</div>
<div class="foot" style="margin:0 84px;font-size:8pt;display:flex;justify-content:space-between"><span>Wells Fargo Bank, N.A. v. Sorensen</span><span>Complaint &ndash; Page 1 of 1</span></div>`,
  });
}

// ---------------------------------------------------------------- 20 DC (mostly Spanish)
{
  const x = {
    customer_name: 'Luis Alberto Henríquez', plaintiff_name: 'JPMorgan Chase Bank, N.A.',
    law_firm_name: 'Rowe Abernathy & Sloane, LLP', lawyer_email: 'csloane@roweabernathy.com',
    lawsuit_state: 'DC', lawsuit_amount: 3725.60, civil_number: '2026-SC3-001873',
    court_name: 'Tribunal Superior del Distrito de Columbia, División Civil, Subdivisión de Reclamos Menores y Conciliación',
    customer_street: '1419 Columbia Rd NW Apt 402', customer_city: 'Washington', customer_state: 'DC',
    customer_zip_code: '20009', determine_if_lawsuit_exists: true,
  };
  docs.push({
    id: '20', state: 'DC', kind: 'court', font: 'Nimbus Sans 10pt',
    layout: 'Mostly Spanish small-claims summons/statement of claim (Spanish court name, "Número de caso"), party boxes, costs and limit distractors, English form footer',
    expected: x,
    css: `.page{font-family:'Nimbus Sans';font-size:10pt;line-height:1.36;padding:50px 62px}
      table.grid td{padding:5px 7px}`,
    html: `
<div class="c b" style="font-size:12.5pt;line-height:1.3">TRIBUNAL SUPERIOR DEL DISTRITO DE COLUMBIA<br>DIVISI&Oacute;N CIVIL</div>
<div class="c" style="font-size:11pt">Subdivisi&oacute;n de Reclamos Menores y Conciliaci&oacute;n</div>
<div class="c" style="font-size:9pt;margin-top:2px">510 4th Street, N.W., Edificio B, Washington, D.C. 20001 &nbsp;&middot;&nbsp; Tel&eacute;fono: (202) 555-0114</div>
<table class="grid" style="margin-top:12px">
<tr><td style="width:50%;height:110px"><span class="lbl">Demandante</span><b>JPMORGAN CHASE BANK, N.A.</b><br>1111 Polaris Parkway<br>Columbus, OH 43240</td>
<td><span class="lbl">N&uacute;mero de caso</span><b style="font-size:12pt">${x.civil_number}</b><br><br><span class="lbl">Fecha de audiencia</span>14 de abril de 2026, 9:00 a.m., Sala JM-15</td></tr>
<tr><td style="height:100px"><span class="lbl">Demandado</span><b>LUIS ALBERTO HENR&Iacute;QUEZ</b><br>${x.customer_street}<br>${x.customer_city}, DC ${x.customer_zip_code}</td>
<td><span class="lbl">Abogado del demandante</span>Camille D. Sloane (D.C. Bar No. 1048872)<br>ROWE ABERNATHY &amp; SLOANE, LLP<br>1717 K Street, N.W., Suite 900<br>Washington, D.C. 20006<br>(202) 555-0187 &middot; ${x.lawyer_email}</td></tr>
</table>
<div class="c b" style="font-size:12pt;margin:14px 0 6px">CITATORIO Y DECLARACI&Oacute;N DE RECLAMO</div>
<p class="j"><b>AL DEMANDADO ARRIBA MENCIONADO:</b> Por la presente se le cita y se le exige comparecer ante la Subdivisi&oacute;n de Reclamos Menores en la fecha y hora indicadas arriba. Si usted no comparece, se podr&aacute; dictar un fallo en rebeld&iacute;a en su contra por la cantidad reclamada m&aacute;s las costas.</p>
<p class="b" style="margin-top:8px">DECLARACI&Oacute;N DEL RECLAMO</p>
<p class="j">El demandado adeuda al demandante la suma de <b>$${m(x.lawsuit_amount)}</b>, m&aacute;s intereses a la tasa legal y costas judiciales, por concepto del saldo impago de la cuenta de tarjeta de cr&eacute;dito Chase Freedom terminada en 7726. El demandado utiliz&oacute; la cuenta, recibi&oacute; estados de cuenta mensuales y dej&oacute; de pagar a partir del 15 de julio de 2025. A pesar de los requerimientos de pago, la suma no ha sido pagada.</p>
<table class="grid" style="width:70%;margin:8px auto">
<tr><td>Cantidad reclamada (principal)</td><td class="r b">$${m(x.lawsuit_amount)}</td></tr>
<tr><td>Costas de presentaci&oacute;n</td><td class="r">$45.00</td></tr>
<tr><td>L&iacute;mite de la Subdivisi&oacute;n de Reclamos Menores</td><td class="r">$10,000.00</td></tr></table>
<p class="j" style="font-size:9pt">Si usted desea hablar con un abogado y no puede pagarlo, llame a uno de los servicios legales gratuitos que se indican en el reverso. Puede solicitar un int&eacute;rprete sin costo alguno. NO DEJE DE COMPARECER.</p>
<div style="display:flex;justify-content:space-between;margin-top:12px"><div style="line-height:1.3"><span class="script">Camille D. Sloane</span><br><span class="sig">Firma del abogado del demandante</span><br>Fecha: 2 de febrero de 2026</div>
<div style="line-height:1.3;text-align:right">SECRETARIO DEL TRIBUNAL<br><br>Por: ______________________<br>Secretario Adjunto</div></div>
<div class="foot" style="margin:0 62px;font-size:7.5pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:3px"><span>Form SC-1 (Spanish) &middot; Small Claims Statement of Claim and Summons</span><span>P&aacute;gina 1 de 1</span></div>`,
  });
}

module.exports = docs;
