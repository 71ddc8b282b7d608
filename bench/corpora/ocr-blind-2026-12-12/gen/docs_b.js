'use strict';
// Documents 11-20.
const { m, $, UP, lastFirst } = require('./lib');
const L = (g) => g.join('<br>');

const docs = [];

// ---------------------------------------------------------------- 11 WA Pierce Superior Court
docs.push({
  id: '11', state: 'WA', kind: 'complaint for money owed (superior court)',
  layout: 'court name in small capitals across the top between rules; caption box split by a vertical rule with the number inside the box; defendant in ALL CAPITALS with suffix "III"; Roman-numbered sections; address inside a numbered paragraph; signature block bottom right; firm footer with docket e-mail beside the attorney e-mail',
  font: 'DejaVu Serif Condensed', fontCss: "'DejaVu Serif Condensed',serif", size: '10pt', lh: 1.35,
  court: [['Superior Court of Washington for Pierce County']],
  t: {
    customer_name: 'Desmond K. Abernathy III', plaintiff_name: 'Rainier Crest Credit Union', law_firm_name: 'Bellwether Collins PS',
    lawyer_email: 'ncollins@bellwethercollins.com', lawsuit_state: 'WA', lawsuit_amount: 14907.22, civil_number: '26-2-08814-1',
    customer_street: '1515 S Sheridan Ave', customer_city: 'Tacoma', customer_state: 'WA', customer_zip_code: '98405',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => UP(t.customer_name),
  css: `
  .wrap{padding:40px 64px}
  .ct{font-variant:small-caps;text-align:center;font-size:14pt;letter-spacing:.08em;border-top:2px solid #111;border-bottom:2px solid #111;padding:4px 0;margin-bottom:12px}
  .cap{display:flex;border:1.5px solid #111}
  .cap .l{width:52%;padding:8px 10px;border-right:1.5px solid #111}
  .cap .rr{padding:8px 12px}
  .cap .rr .no{font-size:12pt;font-weight:700;margin-bottom:8px}
  h2{font-size:10pt;text-align:center;margin:10px 0 4px;letter-spacing:.1em}
  p{margin:0 0 5px}
  .sig{margin:10px 0 0 360px}
  .ftr{position:absolute;bottom:22px;left:64px;right:64px;border-top:1px solid #111;padding-top:3px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="ct">${L(d.court[0])}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)}, a Washington state-chartered credit union,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${d.pn(t)}, an individual,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
   <div class="rr"><div class="no">NO. ${t.civil_number}</div>COMPLAINT FOR MONEY OWED<br>(Breach of Contract — Credit Card)</div></div>
  <p style="margin-top:10px">Plaintiff ${t.plaintiff_name} alleges as follows:</p>
  <h2>I. PARTIES</h2>
  <p class="j">1.1 Plaintiff ${t.plaintiff_name} is a credit union chartered under the laws of the State of Washington with its principal office at 4802 Tacoma Mall Crossing, Tacoma, WA 98409.</p>
  <p class="j">1.2 Defendant ${d.pn(t)} is an individual who resides at ${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}, in Pierce County, Washington.</p>
  <h2>II. JURISDICTION AND VENUE</h2>
  <p class="j">2.1 This Court has jurisdiction under RCW 2.08.010. Venue is proper in Pierce County under RCW 4.12.025 because Defendant resides here.</p>
  <h2>III. CLAIM</h2>
  <p class="j">3.1 Defendant opened a Visa credit card account with Plaintiff ending 6620 and agreed to repay all charges made on it under the cardholder agreement attached as Exhibit A.</p>
  <p class="j">3.2 Defendant defaulted by failing to make the payment due 12/15/2024. The principal balance owed is <b>${$(t.lawsuit_amount)}</b>.</p>
  <p class="j">3.3 Contract interest at 12% per annum has accrued on the principal in the amount of $2,031.55 through October 31, 2026, and continues to accrue at $4.90 per day.</p>
  <p class="j">3.4 The cardholder agreement provides for the recovery of reasonable attorney's fees and costs.</p>
  <h2>IV. RELIEF REQUESTED</h2>
  <p class="j">Plaintiff asks for judgment against Defendant for (a) principal of ${$(t.lawsuit_amount)}; (b) interest of $2,031.55 and further interest to judgment; (c) reasonable attorney's fees; and (d) costs, including the filing fee of $240.00 — a total of $17,178.77 before fees.</p>
  <div class="sig">DATED: November 9, 2026.<br><br>${t.law_firm_name}<br><br>________________________________<br>Nadia R. Collins, WSBA #44019<br>Attorneys for Plaintiff</div>
  </div>
  <div class="ftr"><span>COMPLAINT FOR MONEY OWED — 1<br>BC File 26-1188</span><span class="r">${t.law_firm_name} · 2302 Pacific Crest Ave, Suite 300 · Tacoma, WA 98402<br>(253) 555-0171 · ${t.lawyer_email} · docket@bellwethercollins.com</span></div>`; },
});

// ---------------------------------------------------------------- 12 WA Spokane small claims, pro se
docs.push({
  id: '12', state: 'WA', kind: 'notice of small claim (district court small claims department, unrepresented plaintiff)',
  layout: 'two-column form (plaintiff left, defendant right) with labels below the blanks; number box top right; claim box; hearing box; plaintiff business e-mail and phone; signed by the company president; no attorney',
  font: 'Nimbus Sans Narrow', fontCss: "'NSN',sans-serif", size: '11.5pt', lh: 1.3,
  court: [['District Court of Washington for Spokane County'], ['Small Claims Department']],
  t: {
    customer_name: 'Garrett W. Lindqvist', plaintiff_name: 'Inland Northwest Furniture Outlet, Inc.', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'WA', lawsuit_amount: 2460.00, civil_number: '26SC00612',
    customer_street: '2204 E 29th Ave', customer_city: 'Spokane', customer_state: 'WA', customer_zip_code: '99203',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:40px 56px}
  .hd{display:flex;justify-content:space-between;align-items:flex-start}
  .ct{font-weight:700;font-size:12.5pt;text-transform:uppercase;line-height:1.25}
  .nb{border:2px solid #111;padding:5px 12px;text-align:center;min-width:170px}
  .nb .v{font-weight:700;font-size:13pt}
  h1{font-size:15pt;margin:12px 0 10px;letter-spacing:.04em}
  .two{display:grid;grid-template-columns:1fr 1fr;column-gap:34px}
  .two h3{font-size:10pt;border-bottom:2px solid #111;margin-bottom:6px}
  .bl{border-bottom:1px solid #111;min-height:18px;padding:0 3px}
  .lb{font-size:7pt;color:#222;margin:1px 0 6px}
  .box{border:1.5px solid #111;padding:8px 10px;margin:10px 0}
  p{margin:0 0 6px}
  .ftr{position:absolute;bottom:22px;left:56px;right:56px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="ct">${L(d.court[0])}<br>${L(d.court[1])}</div>
   <div class="nb"><div class="lbl">NO.</div><div class="v">${t.civil_number}</div><div class="lbl">Filed 11/12/2026 · Fee paid $35.00</div></div></div>
  <h1>NOTICE OF SMALL CLAIM (NTSC)</h1>
  <div class="two"><div><h3>PLAINTIFF</h3>
    <div class="bl">${t.plaintiff_name}</div><div class="lb">Name</div>
    <div class="bl">7020 N Division St</div><div class="lb">Street address</div>
    <div class="bl">Spokane, WA 99208</div><div class="lb">City, State, ZIP</div>
    <div class="bl">(509) 555-0112</div><div class="lb">Telephone</div>
    <div class="bl">accounts@inwfurnitureoutlet.com</div><div class="lb">E-mail</div></div>
   <div><h3>DEFENDANT</h3>
    <div class="bl">${t.customer_name}</div><div class="lb">Name</div>
    <div class="bl">${t.customer_street}</div><div class="lb">Street address</div>
    <div class="bl">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">City, State, ZIP</div>
    <div class="bl">&nbsp;</div><div class="lb">Telephone</div>
    <div class="bl">&nbsp;</div><div class="lb">E-mail</div></div></div>
  <div class="box"><b>CLAIM.</b> The plaintiff claims that the defendant owes the plaintiff <b>${$(t.lawsuit_amount)}</b> for the following reasons: unpaid balance on in-store installment contract no. 30418 for a sofa and dining set delivered 04/22/2025; last payment received 10/01/2025; written demand mailed 08/18/2026. Filing fee ($35.00) and service costs ($42.50) will also be requested and are not included in the amount above.</div>
  <div class="box"><b>HEARING.</b> You are notified that a hearing on this claim will be held:<br>Date: <b>January 20, 2027</b> &nbsp; Time: <b>9:00 a.m.</b> &nbsp; Courtroom 4, Spokane County District Court, 1415 W. Carlisle Ct, Spokane, WA 99201 · (509) 555-0105<br>
   If you fail to appear, a default judgment may be entered against you for the amount claimed plus costs. You may settle the claim before the hearing.</div>
  <p class="j" style="font-size:9pt">The maximum claim in small claims court is $10,000 for an individual and $5,000 for other plaintiffs filing as a business. Attorneys and paralegals may not appear or participate with the parties at the hearing without the permission of the judge (RCW 12.40.080).</p>
  <p style="margin-top:14px">I certify under penalty of perjury under the laws of the State of Washington that the foregoing claim is true and correct. Signed at Spokane, Washington on November 12, 2026.</p>
  <p style="margin-top:20px">______________________________<br>Theodore Brandvik, President, for Plaintiff (filing without an attorney)</p>
  </div>
  <div class="ftr"><span>WA Small Claims Form NTSC · Spokane County District Court</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 13 VA Virginia Beach warrant in debt
docs.push({
  id: '13', state: 'VA', kind: 'warrant in debt (civil claim for money), general district court',
  layout: 'ruled grid form in the style of the state warrant; filled blanks with small labels below them; court name and court address as filled blanks; case number and hearing date boxes top right; defendant printed last-name-first in a name box with address boxes below; plaintiff\'s attorney box at the bottom; check boxes for the basis of claim',
  font: 'DejaVu Sans Condensed', fontCss: "'DejaVu Sans Condensed',sans-serif", size: '10pt', lh: 1.25,
  court: [['Virginia Beach General District Court']],
  t: {
    customer_name: 'Corinne E. Blakemore', plaintiff_name: 'Tidewater Installment Credit, LLC', law_firm_name: 'Whitlock Danvers, PLC',
    lawyer_email: 'sdanvers@whitlockdanvers.com', lawsuit_state: 'VA', lawsuit_amount: 3084.90, civil_number: 'GV26012847-00',
    customer_street: '1409 Lynnhaven Pkwy, Apt 3C', customer_city: 'Virginia Beach', customer_state: 'VA', customer_zip_code: '23452',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => lastFirst(t.customer_name),
  css: `
  .wrap{padding:34px 44px}
  .grid{border:2px solid #111}
  .row{display:flex;border-bottom:1px solid #111}
  .row:last-child{border-bottom:none}
  .cell{padding:4px 6px;border-right:1px solid #111}
  .cell:last-child{border-right:none}
  .bl{min-height:15px;font-size:10pt}
  .lb{font-size:6.5pt;border-top:1px solid #555;margin-top:2px;padding-top:1px;letter-spacing:.03em}
  .t1{font-weight:700;font-size:12pt}
  p{margin:2px 0 4px}
  .ftr{position:absolute;bottom:20px;left:44px;right:44px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap"><div class="grid">
  <div class="row"><div class="cell" style="flex:1"><div class="t1">WARRANT IN DEBT</div><div>(CIVIL CLAIM FOR MONEY)</div><div class="lbl">Commonwealth of Virginia &nbsp; Va. Code §§ 16.1-79, 16.1-81</div></div>
   <div class="cell" style="width:190px"><div class="bl"><b>${t.civil_number}</b></div><div class="lb">CASE NO.</div><div class="bl" style="margin-top:4px">01/08/2027 &nbsp; 10:00 AM</div><div class="lb">HEARING DATE AND TIME</div></div></div>
  <div class="row"><div class="cell" style="flex:1"><div class="bl"><b>${L(d.court[0])}</b></div><div class="lb">NAME OF COURT</div></div>
   <div class="cell" style="flex:1.3"><div class="bl">3120 Princess Landing Pkwy, Virginia Beach, VA 23456 · (757) 555-0100</div><div class="lb">STREET ADDRESS OF COURT · TELEPHONE</div></div></div>
  <div class="row"><div class="cell" style="flex:1"><p>TO ANY AUTHORIZED OFFICER: You are commanded to summon the DEFENDANT(S) named below to appear before this Court at the above address on the return date and time to answer the claim of the PLAINTIFF(S).</p></div></div>
  <div class="row"><div class="cell" style="flex:1"><div class="bl">${d.pn(t)}</div><div class="lb">DEFENDANT 1 — LAST NAME, FIRST NAME, MIDDLE INITIAL</div>
    <div class="bl">${t.customer_street}</div><div class="lb">STREET ADDRESS</div>
    <div class="bl">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">CITY, STATE, ZIP</div></div>
   <div class="cell" style="flex:1"><div class="bl">&nbsp;</div><div class="lb">DEFENDANT 2 — LAST NAME, FIRST NAME, MIDDLE INITIAL</div><div class="bl">&nbsp;</div><div class="lb">STREET ADDRESS</div><div class="bl">&nbsp;</div><div class="lb">CITY, STATE, ZIP</div></div></div>
  <div class="row"><div class="cell" style="flex:1"><div class="bl">${t.plaintiff_name}</div><div class="lb">PLAINTIFF — NAME</div>
    <div class="bl">4500 Harbour Point Dr, Suite 120, Norfolk, VA 23510</div><div class="lb">PLAINTIFF — ADDRESS</div></div>
   <div class="cell" style="width:240px"><div class="bl">November 9, 2026</div><div class="lb">DATE ISSUED</div><div class="bl">&nbsp;</div><div class="lb">[ ] CLERK &nbsp; [ ] DEPUTY CLERK &nbsp; [ ] MAGISTRATE</div></div></div>
  <div class="row"><div class="cell" style="flex:1"><p><b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of</p>
   <table style="width:100%;text-align:center;margin:4px 0"><tr><td style="border-bottom:1px solid #111"><b>${$(t.lawsuit_amount)}</b></td><td>net of any credits, with interest at</td><td style="border-bottom:1px solid #111">6.000 %</td><td>from</td><td style="border-bottom:1px solid #111">03/14/2025</td><td>until paid,</td></tr>
    <tr><td class="lb" style="border:none">PRINCIPAL</td><td></td><td class="lb" style="border:none">RATE</td><td></td><td class="lb" style="border:none">DATE</td><td></td></tr>
    <tr><td style="border-bottom:1px solid #111">$58.00</td><td>costs and</td><td style="border-bottom:1px solid #111">$462.74</td><td colspan="3" style="text-align:left">attorney's fees, with the basis of this claim being:</td></tr>
    <tr><td class="lb" style="border:none">COSTS</td><td></td><td class="lb" style="border:none">ATTORNEY'S FEES</td><td colspan="3"></td></tr></table>
   <p><span class="cb x"></span>Open Account &nbsp; <span class="cb"></span>Contract &nbsp; <span class="cb"></span>Note &nbsp; <span class="cb"></span>Other — retail installment account no. 55810-2231, charged off 06/30/2025.</p>
   <p style="font-size:8pt">Total of principal, costs and attorney's fees: $3,605.64, plus interest. The general district court hears civil claims for money up to the limit set by Va. Code § 16.1-77.</p></div></div>
  <div class="row"><div class="cell" style="flex:1"><div class="bl">Simone A. Danvers, VSB No. 90417 · ${t.law_firm_name} · 222 Granby Crossing, Suite 900, Norfolk, VA 23510</div><div class="lb">PLAINTIFF'S ATTORNEY — NAME, BAR NUMBER, FIRM, ADDRESS</div>
    <div class="bl">(757) 555-0183 · Fax (757) 555-0184 · ${t.lawyer_email}</div><div class="lb">TELEPHONE · E-MAIL</div></div>
   <div class="cell" style="width:200px"><div class="bl">&nbsp;</div><div class="lb">SIGNATURE OF PLAINTIFF / AGENT / ATTORNEY</div></div></div>
  <div class="row"><div class="cell" style="flex:1;font-size:8pt">HOW TO FILE A RESPONSE: If you do not appear on the return date, judgment may be entered against you. You may contact the clerk's office at civil.clerk@vbgdc-courts.org with questions about scheduling, but the clerk cannot give legal advice. Service fee $12.00 per defendant.</div></div>
  </div></div>
  <div class="ftr"><span>FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/25</span><span>${t.civil_number}</span></div>`; },
});

// ---------------------------------------------------------------- 14 VA Richmond Circuit Court
docs.push({
  id: '14', state: 'VA', kind: 'complaint (circuit court, law)',
  layout: '"VIRGINIA:" preamble line then the court title; caption with two defendants, each followed by its own indented "Serve:" address block (second defendant at another address); case number beside the caption; numbered paragraphs; signature "By Counsel" block with bar number, phone, fax and e-mail at the bottom',
  font: 'P052', fontCss: "'P052',serif", size: '10.5pt', lh: 1.3,
  court: [['In the Circuit Court of the City of Richmond']],
  t: {
    customer_name: 'Terrence O. Maddox', plaintiff_name: 'Old Harbor Consumer Lending, Inc.', law_firm_name: 'Pembroke Haile, P.C.',
    lawyer_email: 'mhaile@pembrokehaile.com', lawsuit_state: 'VA', lawsuit_amount: 21764.15, civil_number: 'CL26-3318',
    customer_street: '4402 Forest Hill Ave, Apt 12', customer_city: 'Richmond', customer_state: 'VA', customer_zip_code: '23225',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:44px 72px}
  .va{font-weight:700}
  .ct{text-align:center;font-weight:700;margin:2px 0 14px}
  .cap{display:flex}
  .cap .l{width:400px;line-height:1.25}
  .cap .rr{padding-top:70px}
  .sv{margin-left:40px;font-size:9.5pt}
  h1{text-align:center;font-size:12pt;margin:12px 0 8px;letter-spacing:.15em}
  p{margin:0 0 6px;text-indent:30px}
  .sig{margin:10px 0 0 340px;font-size:10pt;line-height:1.25}
  .ftr{position:absolute;bottom:22px;left:72px;right:72px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="va">VIRGINIA:</div>
  <div class="ct">${UP(L(d.court[0]))}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${UP(t.customer_name)}<br><div class="sv">Serve: ${t.customer_name}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${t.customer_street}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div>
   and<br>LORRAINE H. MADDOX<br><div class="sv">Serve: Lorraine H. Maddox<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;2708 Semmes Ave<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Richmond, VA 23225</div>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
   <div class="rr">Case No. <b>${t.civil_number}</b></div></div>
  <h1>COMPLAINT</h1>
  <p class="j">Plaintiff ${t.plaintiff_name} ("Old Harbor"), by counsel, states as follows for its Complaint against Defendants ${t.customer_name} and Lorraine H. Maddox:</p>
  <p class="j">1. Old Harbor is a Virginia corporation with its principal office at 901 Canal Walk Plaza, Richmond, Virginia 23219.</p>
  <p class="j">2. On or about May 3, 2022, Defendants executed a consumer installment note, loan no. 88-20417, in the original amount of $28,500.00, and promised to repay it in monthly installments.</p>
  <p class="j">3. Defendants defaulted by failing to pay the installment due April 1, 2025. Old Harbor accelerated the balance in accordance with the note.</p>
  <p class="j">4. The principal balance due and owing is ${$(t.lawsuit_amount)}, on which contract interest accrues at 9.9% per annum from April 1, 2025. Interest accrued through October 31, 2026 is $3,418.70.</p>
  <p class="j">5. The note provides for collection costs and attorney's fees of 25% of the unpaid balance, or $5,441.04.</p>
  <p class="j">WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the principal amount of ${$(t.lawsuit_amount)}, with interest at 9.9% from April 1, 2025 until paid, attorney's fees of $5,441.04, and its costs.</p>
  <div class="sig">${UP(t.plaintiff_name)}<br>By Counsel<br><br>______________________________<br>Marcus J. Haile (VSB No. 78214)<br>${t.law_firm_name}<br>700 Kanawha Sq, Suite 1400<br>Richmond, Virginia 23219<br>Telephone (804) 555-0164 · Facsimile (804) 555-0165<br>${t.lawyer_email}<br><i>Counsel for Plaintiff</i></div>
  </div>
  <div class="ftr"><span>Filed 11/10/2026 · Receipt 26-118402 · Civil filing fee $84.00</span><span>${t.civil_number}</span></div>`; },
});

// ---------------------------------------------------------------- 15 MD Montgomery District Court form
docs.push({
  id: '15', state: 'MD', kind: 'complaint/application and affidavit in support of judgment (district court)',
  layout: 'state-form look: court name built from a printed line plus a filled blank with its label below; court address blank; case number box top right; claim-size check boxes; plaintiff and defendant side-by-side boxes with labels under blanks and "Serve by" check boxes; particulars paragraph; amounts line (principal, interest, attorney\'s fees); attorney box with CPF number',
  font: 'Nimbus Sans', fontCss: "'Nimbus Sans',sans-serif", size: '10pt', lh: 1.28,
  court: [['District Court of Maryland for', 'Montgomery County']],
  t: {
    customer_name: 'Yvette S. Ogunleye', plaintiff_name: 'Chesapeake Meridian Funding, LLC', law_firm_name: 'Tolliver Raske, LLC',
    lawyer_email: 'oraske@tolliverraske.com', lawsuit_state: 'MD', lawsuit_amount: 4380.66, civil_number: 'D-06-CV-26-012847',
    customer_street: '13405 Bel Pre Rd, Apt 201', customer_city: 'Silver Spring', customer_state: 'MD', customer_zip_code: '20906',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:34px 46px}
  .hd{display:flex;justify-content:space-between;align-items:flex-start}
  .ct{width:470px}
  .ct .pr{font-weight:700;font-size:11pt}
  .bl{border-bottom:1px solid #111;min-height:15px;padding:0 3px;font-size:9.5pt}
  .lb{font-size:6.5pt;margin:1px 0 5px}
  .cb2{border:2px solid #111;padding:5px 8px;width:220px;text-align:center}
  .cb2 .v{font-weight:700;font-size:11pt}
  h1{font-size:11pt;text-align:center;margin:8px 0 4px}
  .sz{text-align:center;font-size:8.5pt;margin-bottom:6px}
  .pp{display:grid;grid-template-columns:1fr 1fr;border:1.5px solid #111}
  .pp > div{padding:5px 8px}
  .pp > div:first-child{border-right:1.5px solid #111}
  .pp h3{font-size:8pt;letter-spacing:.05em;margin-bottom:3px}
  .part{border:1.5px solid #111;border-top:none;padding:6px 8px}
  p{margin:0 0 5px}
  table.a{width:100%;margin:5px 0;text-align:center}
  table.a td{padding:1px 4px}
  .at{border:1.5px solid #111;border-top:none;padding:6px 8px;display:flex;justify-content:space-between}
  .aff{font-size:8pt;margin-top:6px}
  .ftr{position:absolute;bottom:20px;left:46px;right:46px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="ct"><span class="pr">${d.court[0][0].toUpperCase()}</span><div class="bl">${d.court[0][1]}</div><div class="lb">City/County</div>
    <div class="bl">27 Courthouse Commons, Rockville, MD 20850 · (301) 555-0111</div><div class="lb">Located at (court address) · Telephone</div></div>
   <div class="cb2"><div class="lbl">CASE NO.</div><div class="v">${t.civil_number}</div><div class="lbl">Clerk: please docket as a contract case</div></div></div>
  <h1>COMPLAINT/APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT</h1>
  <div class="sz"><span class="cb x"></span>$5,000 or under &nbsp; <span class="cb"></span>over $5,000 &nbsp; <span class="cb"></span>over $30,000 &nbsp; (amount in controversy, exclusive of interest, costs and attorney's fees)</div>
  <div class="pp"><div><h3>PARTIES — PLAINTIFF</h3><div class="bl">${t.plaintiff_name}</div><div class="lb">Name</div><div class="bl">1900 Aliceanna Wharf, Suite 400</div><div class="lb">Street Address</div><div class="bl">Baltimore, MD 21231</div><div class="lb">City, State, Zip</div><div class="bl">(410) 555-0150</div><div class="lb">Telephone</div></div>
   <div><h3>DEFENDANT 1</h3><div class="bl">${t.customer_name}</div><div class="lb">Name</div><div class="bl">${t.customer_street}</div><div class="lb">Street Address</div><div class="bl">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">City, State, Zip</div>
    <div style="font-size:8pt">Serve by: <span class="cb x"></span>Certified Mail <span class="cb"></span>Private Process <span class="cb"></span>Constable <span class="cb"></span>Sheriff</div></div></div>
  <div class="part"><p class="j"><b>CONTRACT.</b> The particulars of this case are: Defendant opened a revolving credit account (no. ending 1186) with Patapsco Retail Bank and made purchases on it. Defendant failed to make the payments required by the account agreement; the last payment was received 11/20/2024 and the account was charged off 05/31/2025. The account was sold to Plaintiff on 09/15/2025. Plaintiff has demanded payment and Defendant has not paid.</p>
   <p>The Plaintiff claims</p>
   <table class="a"><tr><td class="bl"><b>${$(t.lawsuit_amount)}</b></td><td>plus interest of</td><td class="bl">$318.40</td><td>and attorney's fees of</td><td class="bl">$657.10</td><td>plus court costs.</td></tr>
    <tr><td class="lb">principal</td><td></td><td class="lb">pre-judgment interest</td><td></td><td class="lb">attorney's fees (15%)</td><td></td></tr></table>
   <p style="font-size:8pt">Filing fee paid: $46.00 · Certified mail service: $5.00 per defendant · Total of principal, interest and fees: $5,356.16</p></div>
  <div class="at"><div><b>Attorney:</b> Owen B. Raske, CPF No. 1812110231<br>${t.law_firm_name}<br>6116 Executive Ridge, Suite 310, Rockville, MD 20852<br>(301) 555-0159 · Fax (301) 555-0158 · ${t.lawyer_email}</div>
   <div style="width:200px;padding-top:36px"><div style="border-top:1px solid #111;font-size:7pt">Signature of Attorney/Plaintiff · Date 11/05/2026</div></div></div>
  <div class="aff"><b>APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT.</b> Attached hereto are the following supporting documents: <span class="cb x"></span>Itemized statement of account <span class="cb x"></span>Bill of sale / chain of title <span class="cb"></span>Interest worksheet. I solemnly affirm under the penalties of perjury and upon personal knowledge that the contents of the above Complaint are true and I am competent to testify to these matters. The Defendant is not in the military service.</div>
  </div>
  <div class="ftr"><span>DC-CV-001 (Rev. 04/2024) · Notice: you may request a copy of this form in Spanish from the Clerk.</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 16 MD Baltimore City, asterisk caption
docs.push({
  id: '16', state: 'MD', kind: 'complaint for breach of contract (district court)',
  layout: 'typewriter-style page; Maryland caption with a column of asterisks dividing parties (with their addresses inside the caption) from the court title and case number; closing row of asterisks; numbered paragraphs; signature block with CPF number; plaintiff payment e-mail in a notice line',
  font: 'Liberation Mono', fontCss: "'Liberation Mono',monospace", size: '10.5pt', lh: 1.3,
  court: [['In the', 'District Court of Maryland', 'for Baltimore City']],
  t: {
    customer_name: 'Darnell T. Whitaker', plaintiff_name: 'Harborview Recovery Partners, LLC', law_firm_name: 'Kestrel & Amadi, LLC',
    lawyer_email: 'namadi@kestrelamadi.com', lawsuit_state: 'MD', lawsuit_amount: 2915.47, civil_number: '0101-0018452-2026',
    customer_street: '3711 Greenmount Ave, Apt 2F', customer_city: 'Baltimore', customer_state: 'MD', customer_zip_code: '21218',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => UP(t.customer_name),
  css: `
  .wrap{padding:50px 66px}
  .cap{display:flex}
  .cap .l{width:330px}
  .cap .s{width:40px;text-align:center}
  .cap .rr{padding-left:12px}
  .stars{letter-spacing:.6em;margin:4px 0 12px;white-space:nowrap;overflow:hidden}
  h1{text-align:center;font-size:10.5pt;margin:6px 0 10px;text-decoration:underline}
  p{margin:0 0 7px}
  .sig{margin:12px 0 0 300px}
  .ftr{position:absolute;bottom:24px;left:66px;right:66px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; const s = Array(11).fill('*').join('<br>'); return `
  <div class="wrap">
  <div class="cap"><div class="l">${UP(t.plaintiff_name)}<br>1 Light Harbor Way, Suite 600<br>Baltimore, MD 21202<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>${d.pn(t)}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant</div>
   <div class="s">${s}</div>
   <div class="rr">${UP(d.court[0][0])}<br><br>${UP(d.court[0][1])}<br><br>${UP(d.court[0][2])}<br><br><br>Case No. ${t.civil_number}</div></div>
  <div class="stars">* * * * * * * * * * * * * * * * * * * * * * * * * *</div>
  <h1>COMPLAINT FOR BREACH OF CONTRACT</h1>
  <p class="j">Plaintiff, ${t.plaintiff_name}, by its attorneys, sues Defendant, ${t.customer_name}, and says:</p>
  <p class="j">1. Defendant entered into a written credit agreement with Fells Point Card Services for account number ending 7740 and used the account for purchases.</p>
  <p class="j">2. Defendant breached the agreement by failing to make required payments. The account was charged off on 03/31/2025 and assigned to Plaintiff on 08/12/2025.</p>
  <p class="j">3. There is now due and owing the principal sum of ${$(t.lawsuit_amount)}, together with pre-judgment interest at 6% per annum of $201.33 and attorney's fees of 15%, or $437.32, as provided in the agreement.</p>
  <p class="j">4. This Court has jurisdiction because the amount in controversy does not exceed $30,000.00.</p>
  <p class="j">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${$(t.lawsuit_amount)}, plus interest of $201.33, attorney's fees of $437.32, and costs.</p>
  <div class="sig">Respectfully submitted,<br><br>/s/ Nkechi O. Amadi<br>Nkechi O. Amadi, CPF No. 0912150177<br>${t.law_firm_name}<br>201 N. Charles Crossing, Suite 1210<br>Baltimore, MD 21201<br>(410) 555-0187<br>${t.lawyer_email}<br>Attorneys for Plaintiff</div>
  <p style="margin-top:12px;font-size:8pt">NOTICE: Payments on this account may be made to the Plaintiff at payments@harborviewrp.com or (410) 555-0189; do not send payments to the Court. Attorney file no. KA-26-5512.</p>
  </div>
  <div class="ftr"><span>DCCV 1 (Complaint) · Filed 11/13/2026</span><span>1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 17 SC Greenville magistrate
docs.push({
  id: '17', state: 'SC', kind: 'summons and complaint (civil), magistrate court',
  layout: 'split caption: venue lines at left and court title at right separated by a column of ")" marks; parties below with the defendant\'s address printed under the name; case number under the title; complaint paragraphs; amounts and magistrate jurisdiction limit; attorney block at the bottom under a signature line',
  font: 'Liberation Serif', fontCss: "'Liberation Serif',serif", size: '11pt', lh: 1.3,
  court: [['In the Magistrate Court', 'for Greenville County']],
  t: {
    customer_name: 'Jolene R. Satterfield', plaintiff_name: 'Palmetto Crest Acceptance Corp.', law_firm_name: 'Cheek Brannon, LLC',
    lawyer_email: 'abrannon@cheekbrannon.com', lawsuit_state: 'SC', lawsuit_amount: 3650.12, civil_number: '2026CV2310104512',
    customer_street: '27 Woodvale Ave, Apt B', customer_city: 'Greenville', customer_state: 'SC', customer_zip_code: '29609',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:46px 70px}
  .cap{display:flex}
  .cap .l{width:330px}
  .cap .s{width:24px}
  .cap .rr{padding-left:16px}
  h1{text-align:center;font-size:12pt;margin:12px 0 8px;letter-spacing:.05em}
  p{margin:0 0 7px}
  .sig{display:flex;justify-content:space-between;margin-top:12px;font-size:10pt}
  .sig .b{width:300px;border-top:1px solid #111;padding-top:3px;margin-top:22px;line-height:1.25}
  .ftr{position:absolute;bottom:22px;left:70px;right:70px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; const s = Array(12).fill(')').join('<br>'); return `
  <div class="wrap">
  <div class="cap"><div class="l">STATE OF SOUTH CAROLINA<br>COUNTY OF GREENVILLE<br><br>${t.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${t.customer_name}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.<br>&nbsp;</div>
   <div class="s">${s}</div>
   <div class="rr"><b>${UP(L(d.court[0]))}</b><br><br>Case No. ${t.civil_number}<br><br><b>SUMMONS AND COMPLAINT<br>(CIVIL)</b></div></div>
  <h1>SUMMONS</h1>
  <p class="j">TO THE DEFENDANT ABOVE NAMED: YOU ARE HEREBY SUMMONED and required to answer the complaint set out below, a copy of which is herewith served upon you, within thirty (30) days after service, exclusive of the day of service, by filing your answer with this Court at 301 Laurens Crossing, Greenville, SC 29601, telephone (864) 555-0108. If you fail to answer, judgment by default will be rendered against you for the relief demanded in the complaint.</p>
  <h1>COMPLAINT</h1>
  <p class="j">1. Plaintiff ${t.plaintiff_name} is a South Carolina corporation; Defendant is a citizen and resident of Greenville County, South Carolina.</p>
  <p class="j">2. On or about 08/19/2023 Defendant signed a retail installment contract (no. PCA-203318) for the purchase of a used vehicle, which Plaintiff now holds. Defendant defaulted; the vehicle was repossessed and sold, and a deficiency remains.</p>
  <p class="j">3. Defendant is indebted to Plaintiff for the unpaid principal deficiency of <b>${$(t.lawsuit_amount)}</b>, plus contract interest of $264.90 to date.</p>
  <p class="j">4. The amount claimed is within this Court's civil jurisdiction of $7,500.00.</p>
  <p class="j">WHEREFORE, Plaintiff prays for judgment against Defendant for ${$(t.lawsuit_amount)}, interest of $264.90, the filing fee of $80.00 and the service fee of $10.00, a total of $4,005.02, and such other relief as is just.</p>
  <div class="sig"><div class="b">Alton J. Brannon, SC Bar #102447<br>${t.law_firm_name}<br>1508 Gervais Commons, Suite 2<br>Columbia, SC 29201<br>(803) 555-0193<br>${t.lawyer_email}<br>Attorney for Plaintiff</div>
   <div style="width:210px;font-size:9pt;margin-top:22px">Greenville, South Carolina<br>November 4, 2026<br><br>Plaintiff's mailing address: 88 Verdae Hill Dr, Greenville, SC 29607</div></div>
  </div>
  <div class="ftr"><span>SCCA 1B (Summons and Complaint, Magistrate Court)</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 18 SC Charleston Common Pleas
docs.push({
  id: '18', state: 'SC', kind: 'summons (court of common pleas, non-jury)',
  layout: 'split caption with venue at left, court title and "C/A No." at right, a column of ")" marks between; parties in mixed case; service-information table (name / full address / method) carrying the defendant\'s address; principal, interest and 15% attorney\'s fee distractors; attorney block right-aligned at the bottom',
  font: 'Nimbus Roman', fontCss: "'Nimbus Roman',serif", size: '11.5pt', lh: 1.32,
  court: [['In the Court of Common Pleas'], ['Ninth Judicial Circuit']],
  t: {
    customer_name: 'Calvin R. Pinckney', plaintiff_name: 'Lowcountry Premier Bank', law_firm_name: 'Moultrie & Gadsden, LLC',
    lawyer_email: 'tgadsden@moultriegadsden.com', lawsuit_state: 'SC', lawsuit_amount: 12440.39, civil_number: '2026-CP-10-05581',
    customer_street: '4417 Dorchester Rd, Apt 9', customer_city: 'North Charleston', customer_state: 'SC', customer_zip_code: '29405',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:48px 72px}
  .cap{display:flex}
  .cap .l{width:310px}
  .cap .s{width:24px}
  .cap .rr{padding-left:18px}
  h1{text-align:center;font-size:13pt;margin:14px 0 2px;letter-spacing:.12em}
  .sub{text-align:center;font-size:10pt;margin-bottom:10px}
  p{margin:0 0 8px}
  table.s{width:100%;font-size:9.5pt;margin:6px 0 10px}
  table.s th{font-size:7.5pt;text-align:left;border:1px solid #111;background:#eee;padding:2px 5px}
  table.s td{border:1px solid #111;padding:3px 5px}
  .sig{margin:10px 0 0 330px;line-height:1.25;font-size:10.5pt}
  .ftr{position:absolute;bottom:24px;left:72px;right:72px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; const s = Array(9).fill(')').join('<br>'); return `
  <div class="wrap">
  <div class="cap"><div class="l">STATE OF SOUTH CAROLINA<br>COUNTY OF CHARLESTON<br><br>${t.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${t.customer_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
   <div class="s">${s}</div>
   <div class="rr">${UP(L(d.court[0]))}<br>${UP(L(d.court[1]))}<br><br>C/A No.: ${t.civil_number}<br><br>(Non-Jury)</div></div>
  <h1>SUMMONS</h1><div class="sub">(Collection of Account)</div>
  <p>TO THE DEFENDANT ABOVE-NAMED:</p>
  <p class="j">YOU ARE HEREBY SUMMONED and required to answer the Complaint in this action, a copy of which is herewith served upon you, and to serve a copy of your Answer to the said Complaint on the subscriber at the address shown below within thirty (30) days after service hereof, exclusive of the day of such service. If you fail to answer the Complaint within the time aforesaid, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
  <p class="j">The Complaint seeks judgment on a consumer credit line for a principal balance of <b>${$(t.lawsuit_amount)}</b>, together with contractual interest of $1,318.27 accrued through October 31, 2026, reasonable attorney's fees not to exceed fifteen percent (15%) of the balance ($1,866.06), and the costs of this action, including the $150.00 filing fee.</p>
  <table class="s"><tr><th>Person to be served</th><th>Address for service</th><th>Method</th></tr>
   <tr><td>${t.customer_name}</td><td>${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</td><td>Charleston County Sheriff</td></tr></table>
  <div class="sig">${t.law_firm_name}<br><br>s/ Theodora L. Gadsden<br>Theodora L. Gadsden (SC Bar No. 101893)<br>146 East Bay Landing, Suite 3<br>Charleston, SC 29401<br>(843) 555-0122<br>${t.lawyer_email}<br>Attorneys for Plaintiff<br><br>Charleston, South Carolina<br>November 6, 2026</div>
  </div>
  <div class="ftr"><span>Our File: MG-2026-0714</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 19 KS Johnson County petition (consumer in MO)
docs.push({
  id: '19', state: 'KS', kind: 'petition (limited actions, K.S.A. Chapter 61)',
  layout: 'attorney block at the top right; court title in small capitals centered; caption split by a vertical rule with case and court numbers at right; numbered petition paragraphs with the defendant\'s out-of-state (Missouri) address; principal, accrued 18% interest and limited-actions ceiling as distractors; e-filing footer',
  font: 'DejaVu Serif', fontCss: "'DejaVu Serif',serif", size: '10.5pt', lh: 1.35,
  court: [['In the District Court of Johnson County, Kansas'], ['Civil Court Department']],
  t: {
    customer_name: 'Meredith A. Kowalczyk', plaintiff_name: 'Flint Hills Consumer Credit, LLC', law_firm_name: 'Whitford Cassel LLC',
    lawyer_email: 'acassel@whitfordcassel.com', lawsuit_state: 'KS', lawsuit_amount: 5980.27, civil_number: 'JO-2026-LM-004412',
    customer_street: '512 E 81st Ter, Apt 2', customer_city: 'Kansas City', customer_state: 'MO', customer_zip_code: '64131',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:40px 62px}
  .atty{margin-left:auto;width:300px;font-size:9pt;line-height:1.25}
  .ct{font-variant:small-caps;text-align:center;font-size:13pt;letter-spacing:.05em;margin:16px 0 10px;line-height:1.3}
  .cap{display:flex;border-top:1px solid #111;border-bottom:1px solid #111;padding:8px 0}
  .cap .l{width:55%;border-right:1.5px solid #111;padding-right:10px}
  .cap .rr{padding-left:16px;line-height:1.6}
  h1{text-align:center;font-size:11pt;margin:12px 0 8px;letter-spacing:.1em}
  p{margin:0 0 7px}
  .sig{margin:10px 0 0 0;font-size:9.5pt}
  .ftr{position:absolute;bottom:22px;left:62px;right:62px;display:flex;justify-content:space-between;border-top:1px solid #777;padding-top:3px}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="atty">Adrienne Cassel, KS #27418<br>${t.law_firm_name}<br>10955 Lowell Commons, Suite 600<br>Overland Park, KS 66210<br>(913) 555-0146 · Fax (913) 555-0147<br>${t.lawyer_email}<br>Attorney for Plaintiff</div>
  <div class="ct">${L(d.court[0])}<br>${L(d.court[1])}</div>
  <div class="cap"><div class="l">${t.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${t.customer_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
   <div class="rr">Case No. <b>${t.civil_number}</b><br>Court No. 12<br>Pursuant to K.S.A. Chapter 61</div></div>
  <h1>PETITION</h1>
  <p class="j">Plaintiff ${t.plaintiff_name}, for its cause of action against Defendant, states:</p>
  <p class="j">1. Plaintiff is a Kansas limited liability company with its principal office at 8700 Quivira Row, Lenexa, KS 66215.</p>
  <p class="j">2. Defendant ${t.customer_name} is an individual who may be served at ${t.customer_street}, ${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}. Defendant entered into the contract sued upon in Johnson County, Kansas, and this Court has jurisdiction over Defendant under K.S.A. 60-308(b).</p>
  <p class="j">3. On 02/09/2023 Defendant obtained a personal line of credit from Plaintiff, account ending 4419, and agreed to repay all advances with interest at 18% per annum.</p>
  <p class="j">4. Defendant defaulted on the payment due 05/01/2025. The unpaid principal balance is <b>${$(t.lawsuit_amount)}</b>. Accrued interest through 10/31/2026 is $1,166.15, and interest continues at $2.95 per day.</p>
  <p class="j">5. This is a limited action for less than $25,000.00, exclusive of interest and costs, under K.S.A. 61-2802.</p>
  <p class="j">WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of ${$(t.lawsuit_amount)}, accrued interest of $1,166.15, interest at 18% per annum from 11/01/2026 until judgment and at the statutory rate thereafter, reasonable attorney's fees as allowed by K.S.A. 16a-2-507 where applicable, and the costs of this action (docket fee $80.50).</p>
  <div class="sig">Respectfully submitted,<br><br>/s/ Adrienne Cassel<br>Adrienne Cassel, KS #27418, Attorney for Plaintiff</div>
  </div>
  <div class="ftr"><span>Electronically filed 11/03/2026 10:17 · Clerk of the District Court, Johnson County, Kansas · Envelope 4418201</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 20 KS Sedgwick summons
docs.push({
  id: '20', state: 'KS', kind: 'summons (limited actions, K.S.A. Chapter 61)',
  layout: 'court title in a shaded banner across the top; case number with spaces in a box at right under the banner; two defendants; appearance date; attorney paragraph; sheriff\'s return table at the bottom with street/city/state/ZIP columns per defendant',
  font: 'Liberation Sans', fontCss: "'Liberation Sans',sans-serif", size: '11pt', lh: 1.3,
  court: [['In the District Court of Sedgwick County, Kansas'], ['Civil Department']],
  t: {
    customer_name: 'Luis A. Echeverria', plaintiff_name: 'Wheatland Servicing Group, Inc.', law_firm_name: 'Harlan Voigt Mercer, LLC',
    lawyer_email: 'kmercer@hvm-law.com', lawsuit_state: 'KS', lawsuit_amount: 2876.55, civil_number: '26 LM 11807',
    customer_street: '2837 S Chautauqua Ave', customer_city: 'Wichita', customer_state: 'KS', customer_zip_code: '67216',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .ban{background:#ddd;border-bottom:3px solid #111;padding:16px 50px 12px;text-align:center;font-weight:700;font-size:13pt;text-transform:uppercase;line-height:1.3}
  .wrap{padding:14px 50px}
  .row1{display:flex;justify-content:space-between;align-items:flex-start}
  .par{line-height:1.35}
  .cbx{border:2px solid #111;padding:6px 12px;text-align:center}
  .cbx .v{font-size:13pt;font-weight:700}
  h1{text-align:center;font-size:14pt;margin:12px 0 2px;letter-spacing:.2em}
  .sub{text-align:center;font-size:9pt;margin-bottom:10px}
  p{margin:0 0 7px}
  .ap{border:1.5px solid #111;padding:6px 10px;margin:8px 0}
  .ret h3{font-size:10pt;letter-spacing:.1em;margin:10px 0 4px;border-top:2px solid #111;padding-top:6px}
  table.rt{width:100%;font-size:9pt}
  table.rt th{font-size:7pt;text-align:left;border:1px solid #111;background:#eee;padding:2px 4px}
  table.rt td{border:1px solid #111;padding:4px}
  .ftr{position:absolute;bottom:20px;left:50px;right:50px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="ban">${L(d.court[0])}<br>${L(d.court[1])}</div>
  <div class="wrap">
  <div class="row1"><div class="par">${t.plaintiff_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${t.customer_name} and Marisol Echeverria,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
   <div class="cbx"><div class="lbl">CASE NO.</div><div class="v">${t.civil_number}</div><div class="lbl">Division 22 · Chapter 61</div></div></div>
  <h1>SUMMONS</h1><div class="sub">(Limited Actions — Personal or Residence Service)</div>
  <p>TO THE ABOVE-NAMED DEFENDANTS:</p>
  <p class="j">You are hereby notified that an action has been commenced against you in this Court by ${t.plaintiff_name}. The petition seeks judgment for <b>${$(t.lawsuit_amount)}</b> in principal on a consumer installment account (no. ending 0592), plus interest at 12% per annum ($211.40 accrued through 10/31/2026), the costs of the action, and attorney's fees as allowed by law.</p>
  <div class="ap">You are required to appear on <b>December 21, 2026 at 9:00 a.m.</b> in Courtroom 3-4, Sedgwick County Courthouse, 611 N. Waco Crossing, Wichita, KS 67203, and to answer the petition on or before that date. If you fail to appear or answer, judgment by default will be entered against you for the relief demanded in the petition.</div>
  <p class="j">The plaintiff's attorney is Kendra L. Mercer, Kansas S. Ct. No. 25190, ${t.law_firm_name}, 1700 E Douglas Landing, Suite 220, Wichita, KS 67214, telephone (316) 555-0186, e-mail ${t.lawyer_email}. Court clerk: (316) 555-0102, civil.clerk@dc18sg.org.</p>
  <p>Date issued: November 16, 2026 &nbsp;&nbsp; ______________________ Clerk of the District Court &nbsp; By ____________ Deputy</p>
  <div class="ret"><h3>SHERIFF'S RETURN</h3>
   <table class="rt"><tr><th>DEFENDANT</th><th>STREET</th><th>CITY</th><th>STATE</th><th>ZIP</th><th>SERVICE (DATE / TYPE)</th></tr>
    <tr><td>${t.customer_name}</td><td>${t.customer_street}</td><td>${t.customer_city}</td><td>${t.customer_state}</td><td>${t.customer_zip_code}</td><td>&nbsp;</td></tr>
    <tr><td>Marisol Echeverria</td><td>1914 S Elpyco Ave</td><td>Wichita</td><td>KS</td><td>67218</td><td>&nbsp;</td></tr></table>
   <p style="margin-top:6px;font-size:9pt">Sheriff's fee: $15.00 per defendant. &nbsp; ______________________ Sheriff of Sedgwick County &nbsp; By ____________ Deputy</p></div>
  </div>
  <div class="ftr"><span>KSJC Form 61-SUM · 18th Judicial District</span><span>Page 1 of 1</span></div>`; },
});

module.exports = docs;
