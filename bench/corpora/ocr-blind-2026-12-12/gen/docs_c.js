'use strict';
// Documents 21-30 (21-26 court papers, 27-30 letters).
const { m, $, UP, lastFirst } = require('./lib');
const L = (g) => g.join('<br>');

const docs = [];

// ---------------------------------------------------------------- 21 IA Polk small claims
docs.push({
  id: '21', state: 'IA', kind: 'original notice and petition (small claims)',
  layout: 'boxed court title with the small-claims number box beside it; plaintiff and defendant boxes side by side with labels under the blanks; check-box claim basis; "Plaintiff\'s attorney" box; appearance notice; English/Spanish bilingual notice strip; clerk e-mail',
  font: 'DejaVu Sans', fontCss: "'DejaVu Sans',sans-serif", size: '10pt', lh: 1.28,
  court: [['In the Iowa District Court for Polk County']],
  t: {
    customer_name: 'Brianna K. Vandeventer', plaintiff_name: 'Raccoon River Credit Services, LLC', law_firm_name: 'Ostrander & Kuhl, P.C.',
    lawyer_email: 'lkuhl@ostranderkuhl.com', lawsuit_state: 'IA', lawsuit_amount: 1865.30, civil_number: 'SCSC704512',
    customer_street: '1411 E Army Post Rd, Apt 22', customer_city: 'Des Moines', customer_state: 'IA', customer_zip_code: '50315',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:34px 46px}
  .hd{display:flex;border:2px solid #111}
  .hd .ct{flex:1;padding:8px 10px;font-weight:700;font-size:11.5pt;text-transform:uppercase;border-right:2px solid #111}
  .hd .ct .t2{font-size:13pt;margin-top:4px;text-transform:none}
  .hd .no{width:210px;padding:8px 10px;text-align:center}
  .hd .no .v{font-weight:700;font-size:12pt}
  .pp{display:grid;grid-template-columns:1fr 1fr;border:2px solid #111;border-top:none}
  .pp > div{padding:6px 8px}
  .pp > div:first-child{border-right:1.5px solid #111}
  .pp h3{font-size:8pt;margin-bottom:4px;letter-spacing:.05em}
  .bl{border-bottom:1px solid #111;min-height:15px;padding:0 3px;font-size:9.5pt}
  .lb{font-size:6.5pt;margin:1px 0 5px}
  .sec{border:2px solid #111;border-top:none;padding:6px 8px}
  p{margin:0 0 5px}
  .es{border:1.5px dashed #111;padding:5px 8px;margin-top:8px;font-size:8.5pt;display:flex;gap:12px}
  .es > div{flex:1}
  .ftr{position:absolute;bottom:20px;left:46px;right:46px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="ct">${L(d.court[0])}<div class="t2">Original Notice and Petition (Small Claims)</div></div>
   <div class="no"><div class="lbl">SMALL CLAIMS NO.</div><div class="v">${t.civil_number}</div><div class="lbl">Filed 11/17/2026 · Filing fee $95.00</div></div></div>
  <div class="pp"><div><h3>PLAINTIFF</h3><div class="bl">${t.plaintiff_name}</div><div class="lb">Name</div><div class="bl">4800 Westown Commons, Suite 180</div><div class="lb">Street address</div><div class="bl">West Des Moines, IA 50266</div><div class="lb">City, state, ZIP</div></div>
   <div><h3>DEFENDANT</h3><div class="bl">${t.customer_name}</div><div class="lb">Name</div><div class="bl">${t.customer_street}</div><div class="lb">Street address</div><div class="bl">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">City, state, ZIP</div></div></div>
  <div class="sec"><b>PETITION.</b> Plaintiff claims that Defendant owes <b>${$(t.lawsuit_amount)}</b>, plus interest at 8.25% per year ($96.12 to date) and court costs, for:<br>
   <span class="cb x"></span>Money owed on account &nbsp; <span class="cb"></span>Goods sold &nbsp; <span class="cb"></span>Services &nbsp; <span class="cb"></span>Rent &nbsp; <span class="cb"></span>Other — installment loan account ending 3019, last payment 01/14/2025.<br>
   <span style="font-size:8pt">Small claims are limited to $6,500.00, exclusive of interest and costs (Iowa Code § 631.1).</span></div>
  <div class="sec" style="display:flex;gap:12px"><div style="flex:1"><div style="font-weight:700;font-size:8pt">PLAINTIFF'S ATTORNEY</div>Leah M. Kuhl, AT0014472<br>${t.law_firm_name}<br>3100 Ingersoll Row, Suite 5, Des Moines, IA 50312<br>(515) 555-0131 · ${t.lawyer_email}</div>
   <div style="width:220px;padding-top:40px"><div style="border-top:1px solid #111;font-size:7pt">Signature of plaintiff or attorney · Date</div></div></div>
  <div class="sec"><b>ORIGINAL NOTICE TO DEFENDANT.</b> You are notified that the plaintiff has filed this petition against you in the Small Claims Division of the Iowa District Court. You must file an appearance with the Clerk of Court, Polk County Courthouse, 501 Walnut Commons, Des Moines, IA 50309, within twenty (20) days after service of this notice, or the court may enter judgment against you by default. The appearance may be filed electronically or on paper. Questions: smallclaims.polk@iadist5c.org · (515) 555-0104. If you require the assistance of auxiliary aids or services to participate in court because of a disability, immediately call your district ADA coordinator at (515) 555-0109.</div>
  <div class="es"><div><b>Important:</b> You are being sued. If you do not file an appearance within 20 days, a judgment may be entered against you.</div><div lang="es"><b>Importante:</b> Usted está siendo demandado. Si no presenta una comparecencia dentro de 20 días, se podrá dictar un fallo en su contra.</div></div>
  </div>
  <div class="ftr"><span>Iowa Judicial Branch Form 3.1 (style) · Return of service on reverse</span><span>${t.civil_number} · Page 1 of 2</span></div>`; },
});

// ---------------------------------------------------------------- 22 IA Linn petition at law
docs.push({
  id: '22', state: 'IA', kind: 'petition at law (district court)',
  layout: 'electronic-filing stamp in the top margin; court title centered; caption with a column of ")" marks and the document title at right; case number only in the footer; numbered paragraphs with the address in "Iowa" spelled out; small-claims limit as distractor; attorney block under the signature line with AT number',
  font: 'C059', fontCss: "'C059',serif", size: '11.5pt', lh: 1.32,
  court: [['In the Iowa District Court for Linn County']],
  t: {
    customer_name: 'Nathaniel J. Brandvold', plaintiff_name: 'Cedar Valley Card Services, N.A.', law_firm_name: 'Kettering Lindahl, P.L.C.',
    lawyer_email: 'tlindahl@ketteringlindahl.com', lawsuit_state: 'IA', lawsuit_amount: 8214.76, civil_number: 'LACV098841',
    customer_street: '2215 Bever Ave SE', customer_city: 'Cedar Rapids', customer_state: 'IA', customer_zip_code: '52403',
    determine_if_lawsuit_exists: true,
  },
  pn: (t) => UP(t.customer_name),
  css: `
  .stamp{position:absolute;top:14px;right:40px;font-size:7.5pt;color:#1a3c8c;font-weight:700;letter-spacing:.03em}
  .wrap{padding:50px 70px}
  .ct{text-align:center;font-weight:700;margin-bottom:14px;font-size:11pt}
  .cap{display:flex}
  .cap .l{width:320px}
  .cap .s{width:26px}
  .cap .rr{padding-left:16px;display:flex;align-items:center;font-weight:700}
  p{margin:0 0 7px;text-indent:32px}
  .sig{margin:12px 0 0 330px;line-height:1.25}
  .sig .ln{border-top:1px solid #111;margin-top:26px;padding-top:3px}
  .ftr{position:absolute;bottom:22px;left:70px;right:70px;display:flex;justify-content:space-between;border-top:1px solid #111;padding-top:3px}
  `,
  body: (d) => { const t = d.t; const s = Array(7).fill(')').join('<br>'); return `
  <div class="stamp">E-FILED &nbsp;2026 NOV 18 10:42 AM &nbsp;LINN - CLERK OF DISTRICT COURT</div>
  <div class="wrap">
  <div class="ct">${UP(L(d.court[0]))}</div>
  <div class="cap"><div class="l">${UP(t.plaintiff_name)},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>${d.pn(t)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div class="s">${s}</div>
   <div class="rr">PETITION AT LAW</div></div>
  <p class="j" style="margin-top:14px">COMES NOW the Plaintiff, ${t.plaintiff_name}, and for its cause of action against the Defendant states:</p>
  <p class="j">1. Plaintiff is a national banking association with offices at 1200 Collins Junction Rd NE, Cedar Rapids, Iowa 52402.</p>
  <p class="j">2. Defendant ${t.customer_name} is a resident of Linn County, Iowa, residing at ${t.customer_street}, ${t.customer_city}, Iowa ${t.customer_zip_code}.</p>
  <p class="j">3. Defendant applied for and was issued a credit card account ending 5521 and agreed to pay for all purchases and cash advances made on it according to the cardholder agreement.</p>
  <p class="j">4. Defendant is in default. After all payments and credits, the principal balance due is <b>${$(t.lawsuit_amount)}</b>. Interest at the contract rate of 21.9% per annum has accrued in the amount of $1,502.39 since the date of default.</p>
  <p class="j">5. Because the amount in controversy exceeds the $6,500.00 small-claims limit, this action is brought as a law action under Iowa Code chapter 631A and Rule 1.401.</p>
  <p class="j">6. Plaintiff has given Defendant notice of the right to cure as required by Iowa Code § 537.5110, and the default has not been cured.</p>
  <p class="j">WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of ${$(t.lawsuit_amount)}, together with interest as provided by law from the date of filing, and for the costs of this action.</p>
  <div class="sig"><div class="ln">/s/ Thomas E. Lindahl</div>Thomas E. Lindahl AT0009921<br>${t.law_firm_name}<br>425 Second Street SE, Suite 800<br>Cedar Rapids, IA 52401<br>Phone (319) 555-0157<br>Email: ${t.lawyer_email}<br>ATTORNEY FOR PLAINTIFF</div>
  </div>
  <div class="ftr"><span>Case No. ${t.civil_number}</span><span>Petition at Law — Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 23 ME Portland small claims
docs.push({
  id: '23', state: 'ME', kind: 'statement of claim (small claims)',
  layout: 'split caption with "STATE OF MAINE / CUMBERLAND, ss." at left and court and docket number at right; questionnaire layout with numbered questions and answers in ruled boxes; defendant street and town in separate numbered answers; hearing notice; attorney in a line at the bottom with bar number',
  font: 'Nimbus Sans Narrow', fontCss: "'NSN',sans-serif", size: '11pt', lh: 1.3,
  court: [['Maine District Court'], ['Portland']],
  t: {
    customer_name: 'Abigail T. Thibodeau', plaintiff_name: 'Downeast Consumer Funding, LLC', law_firm_name: 'Harraseeket Law Group, P.A.',
    lawyer_email: 'jmorrill@harraseeketlaw.com', lawsuit_state: 'ME', lawsuit_amount: 3204.80, civil_number: 'PORDC-SC-2026-00441',
    customer_street: '212 Forest Ave, Unit 4', customer_city: 'Portland', customer_state: 'ME', customer_zip_code: '04101',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:42px 60px}
  .cap{display:flex;justify-content:space-between;border-bottom:2px solid #111;padding-bottom:10px}
  .cap .rr{text-align:right;font-weight:700;line-height:1.35}
  h1{font-size:15pt;margin:12px 0 4px}
  .sub{font-size:9pt;margin-bottom:8px}
  .q{display:flex;border:1px solid #111;border-bottom:none}
  .qs{border-bottom:1px solid #111}
  .q .n{width:30px;text-align:center;font-weight:700;border-right:1px solid #111;padding:4px 0}
  .q .k{width:250px;padding:4px 6px;border-right:1px solid #111;font-size:9pt}
  .q .a{flex:1;padding:4px 8px}
  .note{border:2px solid #111;padding:8px 10px;margin-top:10px;font-size:10pt}
  p{margin:0 0 6px}
  .ftr{position:absolute;bottom:22px;left:60px;right:60px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="cap"><div>STATE OF MAINE<br>CUMBERLAND, ss.</div><div class="rr">${UP(L(d.court[0]))}<br>${UP(L(d.court[1]))}<br>DOCKET NO. ${t.civil_number}</div></div>
  <h1>STATEMENT OF CLAIM — SMALL CLAIMS</h1><div class="sub">(M.R.S.C.P. 3; 14 M.R.S. § 7481 et seq.)</div>
  <div class="qs"><div class="q"><div class="n">1</div><div class="k">Plaintiff (person or business suing)</div><div class="a">${t.plaintiff_name}, 90 Marginal Way Plaza, Portland, ME 04101 · (207) 555-0127</div></div>
  <div class="q"><div class="n">2</div><div class="k">Defendant (person being sued)</div><div class="a"><b>${t.customer_name}</b></div></div>
  <div class="q"><div class="n">3</div><div class="k">Defendant's street address</div><div class="a">${t.customer_street}</div></div>
  <div class="q"><div class="n">4</div><div class="k">Defendant's town, state and ZIP</div><div class="a">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div></div>
  <div class="q"><div class="n">5</div><div class="k">Amount claimed (principal owed)</div><div class="a"><b>${$(t.lawsuit_amount)}</b></div></div>
  <div class="q"><div class="n">6</div><div class="k">Other amounts requested</div><div class="a">Filing fee $75.00 · Sheriff service $35.00 · Interest at 8% claimed separately ($184.10)</div></div>
  <div class="q"><div class="n">7</div><div class="k">Reason the defendant owes the money</div><div class="a">Unpaid balance on a consumer credit card account ending 2274 issued by Penobscot Harbor Bank and sold to Plaintiff on 04/30/2025; last payment 10/17/2024.</div></div>
  <div class="q"><div class="n">8</div><div class="k">Plaintiff's attorney (if any)</div><div class="a">Julian R. Morrill, Esq., Bar No. 5521, ${t.law_firm_name}, 48 Fore River Wharf, Portland, ME 04101 · (207) 555-0124 · ${t.lawyer_email}</div></div></div>
  <p style="margin-top:8px;font-size:10pt">I state that the above information is true. &nbsp; Date: 11/19/2026 &nbsp; Signature: ______________________ (Julian R. Morrill, for Plaintiff)</p>
  <div class="note"><b>NOTICE TO DEFENDANT:</b> A hearing on this claim will be held at the Maine District Court, 205 Newbury Landing, Portland, ME 04101, on <b>January 26, 2027 at 8:30 a.m.</b> If you do not appear, a default judgment may be entered against you for the amount claimed plus costs. You may contact the clerk at (207) 555-0120 or smallclaims.portland@mecourts-d9.org. The small claims limit is $6,000.00. You may bring witnesses and documents. Mediation is available on the day of the hearing.</div>
  </div>
  <div class="ftr"><span>SC-001 Statement of Claim (rev. 2025)</span><span>Clerk's copy</span></div>`; },
});

// ---------------------------------------------------------------- 24 VT Chittenden Unit summons
docs.push({
  id: '24', state: 'VT', kind: 'summons (superior court, civil division)',
  layout: 'large "VERMONT SUPERIOR COURT" title at top left with division and unit lines under it, docket number in a box at top right, court address and e-mail under the title; parties centered; numbered plain-language sections; "Serve at:" box beside the first section; attorney block bottom left under signature line with licence number',
  font: 'DejaVu Sans', fontCss: "'DejaVu Sans',sans-serif", size: '10pt', lh: 1.32,
  court: [['Vermont Superior Court'], ['Civil Division'], ['Chittenden Unit']],
  t: {
    customer_name: 'Colby R. Ashworth', plaintiff_name: 'Winooski Valley Lending, Inc.', law_firm_name: 'Bascom & Leary, PLC',
    lawyer_email: 'mleary@bascomleary.com', lawsuit_state: 'VT', lawsuit_amount: 7118.00, civil_number: '26-CV-04418',
    customer_street: '19 North Champlain St, Apt 2', customer_city: 'Burlington', customer_state: 'VT', customer_zip_code: '05401',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:40px 56px}
  .hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #111;padding-bottom:8px}
  .hd .t{font-size:17pt;font-weight:700;letter-spacing:.02em}
  .hd .u{font-size:10.5pt;line-height:1.3}
  .hd .ad{font-size:7.5pt;margin-top:4px}
  .dk{border:2px solid #111;padding:6px 10px;text-align:center}
  .dk .v{font-weight:700;font-size:12pt}
  .pt{text-align:center;margin:12px 0 6px;font-size:10.5pt}
  h1{text-align:center;font-size:15pt;letter-spacing:.15em;margin:6px 0 10px}
  .s1{display:flex;gap:14px}
  .s1 > div:first-child{flex:1}
  .serve{border:1.5px solid #111;padding:6px 8px;width:230px;flex-shrink:0;font-size:9pt;align-self:flex-start}
  p{margin:0 0 7px}
  .sig{margin-top:12px;width:320px;line-height:1.3}
  .sig .ln{border-top:1px solid #111;margin-top:24px;padding-top:2px}
  .ftr{position:absolute;bottom:22px;left:56px;right:56px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div><div class="t">${UP(L(d.court[0]))}</div><div class="u">${L(d.court[1])}<br>${L(d.court[2])}</div><div class="ad">32 Cherry Landing, Burlington, VT 05401 · (802) 555-0102 · chittenden.civil@vtsc-courts.org</div></div>
   <div class="dk"><div class="lbl">Docket No.</div><div class="v">${t.civil_number}</div></div></div>
  <div class="pt">${t.plaintiff_name}, Plaintiff<br>v.<br>${t.customer_name}, Defendant</div>
  <h1>SUMMONS</h1>
  <div class="s1"><div><p><b>THIS SUMMONS IS DIRECTED TO:</b> ${t.customer_name}</p>
   <p class="j"><b>1. YOU ARE BEING SUED.</b> ${t.plaintiff_name} is suing you. A copy of the Plaintiff's Complaint against you is attached. The Complaint claims that you owe <b>${$(t.lawsuit_amount)}</b> in unpaid principal on a personal loan (loan no. WVL-50822), and also asks for interest at 10% per annum ($866.12 to date), collection costs, and the $295.00 filing fee.</p></div>
   <div class="serve"><b>Serve at:</b><br>${t.customer_name}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}<br><span class="lbl">Sheriff: Chittenden County · fee $50.00</span></div></div>
  <p class="j"><b>2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail the Plaintiff a written response called an Answer within 21 days after the date on which you received this Summons. You must send a copy of your answer to the Plaintiff's attorney at the address shown below, and you must also give or mail your Answer to the Court.</p>
  <p class="j"><b>3. YOU MUST RESPOND TO EACH CLAIM.</b> The Answer is your written response to the Plaintiff's Complaint. In your Answer you must state whether you agree or disagree with each paragraph of the Complaint.</p>
  <p class="j"><b>4. YOU WILL LOSE YOUR CASE IF YOU DO NOT GIVE YOUR WRITTEN ANSWER TO THE COURT.</b> If you do not send the Court your Answer within 21 days after being served with this Summons, the Court may rule against you and enter judgment by default for the amount claimed.</p>
  <p class="j"><b>5. YOU MAY WANT TO HIRE A LAWYER.</b> If you cannot afford a lawyer, you may be able to get free legal help. If you want to represent yourself, you can get help from the court's self-help resources.</p>
  <div class="sig"><div class="ln">Meghan C. Leary, Esq. (ERN 7714)</div>${t.law_firm_name}<br>110 College Wharf, Suite 3<br>Burlington, VT 05401<br>(802) 555-0144<br>${t.lawyer_email}<br>Attorney for Plaintiff · Dated 11/20/2026</div>
  </div>
  <div class="ftr"><span>Form 100-00271 (style) · V.R.C.P. 4</span><span>Docket ${t.civil_number}</span></div>`; },
});

// ---------------------------------------------------------------- 25 NH Circuit Court small claim
docs.push({
  id: '25', state: 'NH', kind: 'small claim complaint and notice of small claim',
  layout: 'round seal-like block at top left holding the state and court name; "Court Name:", "Case Name:" and "Case Number:" label lines at right; parties in a ruled table with name/street/city/state/ZIP/phone columns; amount paragraph with limit and fees; attorney line under signature; toll-free-style info line with court phone',
  font: 'Liberation Sans', fontCss: "'Liberation Sans',sans-serif", size: '10.5pt', lh: 1.3,
  court: [['New Hampshire', 'Circuit Court'], ['6th Circuit - District Division - Concord']],
  t: {
    customer_name: 'Everett J. Dufresne', plaintiff_name: 'Granite Ledge Recovery, LLC', law_firm_name: 'Kearsarge Legal Partners, PLLC',
    lawyer_email: 'sbouchard@kearsargelegal.com', lawsuit_state: 'NH', lawsuit_amount: 2645.19, civil_number: '456-2026-SC-00812',
    customer_street: '14 Thorndike St', customer_city: 'Concord', customer_state: 'NH', customer_zip_code: '03301',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:38px 50px}
  .hd{display:flex;gap:22px;align-items:center}
  .seal{width:150px;height:150px;border-radius:50%;border:4px double #111;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;font-weight:700;font-size:9.5pt;line-height:1.2;text-transform:uppercase}
  .seal .s1{font-size:6.5pt;font-weight:400;letter-spacing:.1em;margin-bottom:4px}
  .seal .s2{font-size:6.5pt;font-weight:400;margin-top:4px}
  .lines{flex:1}
  .lines div{border-bottom:1px solid #111;padding:3px 0;margin-bottom:4px}
  .lines span.k{font-size:8pt;display:inline-block;width:100px}
  h1{font-size:13pt;text-align:center;margin:12px 0 8px;letter-spacing:.05em}
  table.p{width:100%;font-size:9pt;margin-bottom:8px}
  table.p th{font-size:7pt;text-align:left;border:1px solid #111;background:#e6e6e6;padding:2px 4px}
  table.p td{border:1px solid #111;padding:4px}
  p{margin:0 0 6px}
  .ftr{position:absolute;bottom:20px;left:50px;right:50px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="hd"><div class="seal"><div class="s1">THE STATE OF</div>${L(d.court[0])}<div class="s2">JUDICIAL BRANCH</div></div>
   <div class="lines"><div><span class="k">Court Name:</span>${d.court[1][0]}</div><div><span class="k">Case Name:</span>${t.plaintiff_name} v. ${t.customer_name}</div><div><span class="k">Case Number:</span><b>${t.civil_number}</b></div><div style="font-size:8pt;border:none">32 Clinton Landing, Concord, NH 03301 · (603) 555-0100</div></div></div>
  <h1>SMALL CLAIM COMPLAINT AND NOTICE OF SMALL CLAIM</h1>
  <table class="p"><tr><th>PARTY</th><th>NAME</th><th>STREET ADDRESS</th><th>CITY</th><th>STATE</th><th>ZIP</th><th>PHONE</th></tr>
   <tr><td>Plaintiff</td><td>${t.plaintiff_name}</td><td>1 Granite Place Row, Suite 4</td><td>Manchester</td><td>NH</td><td>03101</td><td>(603) 555-0138</td></tr>
   <tr><td>Defendant</td><td>${t.customer_name}</td><td>${t.customer_street}</td><td>${t.customer_city}</td><td>${t.customer_state}</td><td>${t.customer_zip_code}</td><td>unknown</td></tr></table>
  <p class="j"><b>Claim:</b> The Plaintiff states that the Defendant owes <b>${$(t.lawsuit_amount)}</b>, not including court costs, because: Defendant failed to repay a consumer revolving credit account (ending 6038) originally issued by Merrimack Bay Bank and purchased by Plaintiff on 01/22/2026. Plaintiff also requests the filing fee ($75.00) and service costs ($30.00), and interest at the statutory rate. The total, with costs, is $2,750.19.</p>
  <p class="j" style="font-size:8.5pt">Small claims in the Circuit Court are limited to $10,000.00. A claim over $1,500.00 may be removed to the Superior Court at the Defendant's request if a jury trial is demanded.</p>
  <p class="j"><b>Notice to Defendant:</b> You must file a Notice of Intent to Defend within 30 days of the date this notice was issued (11/23/2026). You may file online through the e-filing system or on paper. If you fail to file, a default judgment may be entered against you. Questions: call the court at (603) 555-0100; the court cannot give legal advice.</p>
  <p style="margin-top:14px">I certify that the information above is true. &nbsp; Date: 11/20/2026</p>
  <p style="margin-top:18px">_______________________________<br>Sylvie A. Bouchard, Esq., NH Bar #271104, ${t.law_firm_name}<br>14 Eagle Square Row, Concord, NH 03301 · (603) 555-0139 · ${t.lawyer_email}<br>Attorney for Plaintiff</p>
  </div>
  <div class="ftr"><span>NHJB-2052-DFPSE (style) · Effective 01/01/2026</span><span>Page 1 of 1</span></div>`; },
});

// ---------------------------------------------------------------- 26 ND Cass County summons
docs.push({
  id: '26', state: 'ND', kind: 'summons (district court)',
  layout: 'case number in a box at the very top right; split caption with venue lines at left and "IN DISTRICT COURT / EAST CENTRAL JUDICIAL DISTRICT" at right divided by a vertical rule; plaintiff with a successor-in-interest tail; defendant\'s last known address as a label line split across two rows; attorney block under signature line with ND ID number',
  font: 'URW Bookman', fontCss: "'URW Bookman',serif", size: '11pt', lh: 1.35,
  court: [['In District Court'], ['East Central Judicial District']],
  t: {
    customer_name: 'Kristoffer A. Haugen', plaintiff_name: 'Sheyenne Valley Funding, LLC', law_firm_name: 'Tollefson Rask Law, P.C.',
    lawyer_email: 'erask@tollefsonrask.com', lawsuit_state: 'ND', lawsuit_amount: 4096.71, civil_number: '09-2026-CV-02218',
    customer_street: '2519 17th Ave S, Apt 104', customer_city: 'Fargo', customer_state: 'ND', customer_zip_code: '58103',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:36px 64px}
  .cn{margin-left:auto;width:250px;border:2px solid #111;padding:5px 10px;text-align:center}
  .cn .v{font-weight:700;font-size:11.5pt}
  .cap{display:flex;margin-top:14px}
  .cap .l{width:50%;border-right:1.5px solid #111;padding-right:10px}
  .cap .rr{padding-left:18px}
  .pt{margin:12px 0 8px;border-top:1px solid #111;border-bottom:1px solid #111;padding:6px 0}
  h1{text-align:center;font-size:13pt;letter-spacing:.2em;margin:8px 0 8px}
  p{margin:0 0 7px}
  .ad{display:grid;grid-template-columns:1fr;width:380px;margin:6px 0 10px 40px}
  .bl{border-bottom:1px solid #111;padding:0 3px}
  .lb{font-size:7pt;margin:1px 0 5px}
  .sig{margin:10px 0 0 300px;line-height:1.3}
  .sig .ln{border-top:1px solid #111;margin-top:22px;padding-top:2px}
  .ftr{position:absolute;bottom:22px;left:64px;right:64px;display:flex;justify-content:space-between}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="cn"><div class="lbl">Case No.</div><div class="v">${t.civil_number}</div></div>
  <div class="cap"><div class="l">STATE OF NORTH DAKOTA<br><br>COUNTY OF CASS</div><div class="rr">${UP(L(d.court[0]))}<br><br>${UP(L(d.court[1]))}</div></div>
  <div class="pt">${t.plaintiff_name}, as successor in interest to Northern Plains Bank,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${t.customer_name},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <h1>SUMMONS</h1>
  <p>THE STATE OF NORTH DAKOTA TO THE ABOVE-NAMED DEFENDANT:</p>
  <p class="j">You are hereby summoned and required to appear and defend against the Complaint in this action, which is herewith served upon you, by serving upon the undersigned an Answer or other proper response within twenty-one (21) days after the service of this Summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the Complaint.</p>
  <p class="j">This action is brought to recover the principal balance of <b>${$(t.lawsuit_amount)}</b> owed on a credit card account ending 8115, together with interest at the legal rate of $398.20 through 10/31/2026 and the costs and disbursements of this action (filing fee $80.00).</p>
  <p>Defendant's last known address:</p>
  <div class="ad"><div class="bl">${t.customer_street}</div><div class="lb">Street and apartment</div><div class="bl">${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div><div class="lb">City, State, ZIP</div></div>
  <p class="j" style="font-size:9pt">The Complaint has been filed with the Clerk of District Court, Cass County Courthouse, 211 Ninth Street Commons, Fargo, ND 58102. The Court's e-filing help desk can be reached at efile.help@ndcourts-ec.org; it cannot give legal advice.</p>
  <div class="sig">Dated November 24, 2026.<br>${t.law_firm_name}<div class="ln">By: /s/ Erik J. Rask</div>Erik J. Rask (ND ID #08817)<br>415 Broadway Commons, Suite 200<br>Fargo, ND 58102<br>(701) 555-0115<br>${t.lawyer_email}<br>ATTORNEYS FOR PLAINTIFF</div>
  </div>
  <div class="ftr"><span>TRL File No. 26-0931</span><span>Summons — Page 1 of 1</span></div>`; },
});

// ================================================================ LETTERS
// ---------------------------------------------------------------- 27 AK agency validation notice (envelope window)
docs.push({
  id: '27', state: 'AK', kind: 'collection letter (validation notice, no suit) from a collection agency',
  layout: 'agency letterhead; address in an envelope-window position in USPS capitals; reference box at right; itemization table (as-of balance, interest, fees, payments, total now); dispute section; settlement offer; tear-off payment coupon at the bottom',
  font: 'URW Gothic', fontCss: "'URW Gothic',sans-serif", size: '9.5pt', lh: 1.33,
  court: null,
  t: {
    customer_name: 'Tanya L. Okpik', plaintiff_name: 'Polaris Card Services, N.A.', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'AK', lawsuit_amount: 2296.17, civil_number: null,
    customer_street: '3420 WYOMING DR APT 5', customer_city: 'ANCHORAGE', customer_state: 'AK', customer_zip_code: '99517',
    determine_if_lawsuit_exists: false,
  },
  pn: (t) => UP(t.customer_name),
  css: `
  .wrap{padding:38px 56px}
  .lh{display:flex;justify-content:space-between;align-items:flex-start}
  .lh .n{font-size:15pt;font-weight:600;letter-spacing:.03em}
  .lh .a{font-size:8pt;text-align:right;line-height:1.3}
  .win{margin-top:30px;margin-left:20px;width:330px;height:96px;font-size:10pt;line-height:1.3;letter-spacing:.03em}
  .ref{position:absolute;top:120px;right:56px;width:240px;border:1.5px solid #111;padding:6px 8px;font-size:8.5pt}
  h2{font-size:11pt;margin:10px 0 6px}
  p{margin:0 0 6px}
  table.i{width:100%;margin:6px 0 8px;font-size:9.5pt}
  table.i td{padding:3px 6px;border-bottom:1px solid #bbb}
  table.i tr.tot td{border-top:2px solid #111;border-bottom:2px solid #111;font-weight:600}
  .off{border:1.5px dashed #111;padding:6px 8px;margin:8px 0}
  .cp{position:absolute;left:56px;right:56px;bottom:30px;border-top:2px dashed #444;padding-top:8px;display:flex;justify-content:space-between;font-size:8.5pt}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="lh"><div class="n">Aurora Ridge Collections, Inc.</div><div class="a">3301 Denali Crossing, Suite 210<br>Anchorage, AK 99503<br>(907) 555-0141 · Mon–Fri 8–6 AKT<br>help@auroraridgecollect.com</div></div>
  <div class="win">${d.pn(t)}<br>${t.customer_street}<br>${t.customer_city} ${t.customer_state} ${t.customer_zip_code}</div>
  <div class="ref">Date: November 28, 2026<br>Reference #: ARC-771204-3<br>Current creditor: ${t.plaintiff_name}<br>Account ending: 8841</div>
  <p class="j"><b>Aurora Ridge Collections, Inc. is a debt collector.</b> We are trying to collect a debt that you owe to ${t.plaintiff_name}, the current creditor. We will use any information you give us to help collect the debt.</p>
  <h2>Our information shows:</h2>
  <p>You had a credit card from ${t.plaintiff_name} with account number ending 8841.</p>
  <table class="i"><tr><td>As of January 31, 2026, you owed:</td><td class="r">$2,318.40</td></tr>
   <tr><td>Between January 31, 2026 and today, you were charged this amount in interest:</td><td class="r">+ $142.77</td></tr>
   <tr><td>You were charged this amount in fees:</td><td class="r">+ $35.00</td></tr>
   <tr><td>You paid or were credited this amount toward the debt:</td><td class="r">– $200.00</td></tr>
   <tr class="tot"><td>Total amount of the debt now:</td><td class="r">${$(t.lawsuit_amount)}</td></tr></table>
  <h2>How can you dispute the debt?</h2>
  <p class="j"><b>Call or write to us by January 5, 2027, to dispute all or part of the debt.</b> If you do not, we will assume that our information is correct. If you write to us by January 5, 2027, we must stop collection on any amount you dispute until we send you information that shows you owe the debt. You may use the form below or write to us without the form. You may also include supporting documents.</p>
  <h2>What else can you do?</h2>
  <p class="j">Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
  <div class="off"><b>Settlement opportunity:</b> We are authorized to accept <b>$1,377.70</b> (60% of the balance) as payment in full if received by January 15, 2027, or three monthly payments of $459.24. We are not obligated to renew this offer. No lawsuit has been filed on this account.</div>
  </div>
  <div class="cp"><div>Mail this form to:<br>Aurora Ridge Collections, Inc.<br>PO Box 240117<br>Anchorage, AK 99524</div>
   <div>Reference #: ARC-771204-3<br>How do you want to respond?<br><span class="cb"></span>I want to dispute the debt<br><span class="cb"></span>I enclosed this amount: $________</div>
   <div>Make your check payable to Aurora Ridge Collections, Inc.<br>Total due now: ${$(t.lawsuit_amount)}<br>Pay online: pay.auroraridgecollect.com</div></div>`; },
});

// ---------------------------------------------------------------- 28 WY agency letter (vertical letterhead band)
docs.push({
  id: '28', state: 'WY', kind: 'collection letter (no suit) from a collection agency',
  layout: 'letterhead in a dark vertical band down the left side; address block with street and city/state/ZIP on two lines; current vs original creditor; balance table with "as of" charge-off balance and current balance; boxed settlement offer; collector e-mail and payments e-mail',
  font: 'Nimbus Sans', fontCss: "'Nimbus Sans',sans-serif", size: '10pt', lh: 1.35,
  court: null,
  t: {
    customer_name: 'Dale R. Sorrell', plaintiff_name: 'Tall Pine Receivables, LLC', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'WY', lawsuit_amount: 1337.42, civil_number: null,
    customer_street: '1432 S Poplar St, Apt 7', customer_city: 'Casper', customer_state: 'WY', customer_zip_code: '82601',
    determine_if_lawsuit_exists: false,
  },
  css: `
  .band{position:absolute;left:0;top:0;bottom:0;width:200px;background:#23303d;color:#fff;padding:40px 16px;font-size:8pt;line-height:1.4}
  .band .n{font-size:14pt;font-weight:700;line-height:1.2;margin-bottom:14px}
  .main{position:absolute;left:236px;right:56px;top:50px}
  .to{margin:30px 0 18px;line-height:1.35}
  p{margin:0 0 8px}
  table.b{width:100%;margin:6px 0 10px}
  table.b td{padding:3px 6px;border-bottom:1px solid #aaa}
  table.b tr.t td{font-weight:700;border-top:2px solid #111;border-bottom:2px solid #111}
  .off{border:2px solid #23303d;padding:8px 10px;margin:10px 0;background:#eef1f4}
  .small{font-size:8pt}
  `,
  body: (d) => { const t = d.t; return `
  <div class="band"><div class="n">Bighorn<br>Recovery<br>Services, LLC</div>1820 Capitol Crossing, Suite 4<br>Cheyenne, WY 82001<br><br>Toll free (307) 555-0163<br>Fax (307) 555-0164<br><br>payments@bighornrecovery.com<br><br>Office hours:<br>Mon–Thu 8:00–7:00 MT<br>Fri 8:00–5:00 MT<br><br>WY Collection Agency License No. 1711</div>
  <div class="main">
  <div>December 1, 2026</div>
  <div class="to">${t.customer_name}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div>
  <p><b>Re:</b> Current creditor: ${t.plaintiff_name}<br>Original creditor: Sagebrush Auto Credit, Inc. · Account no. SAC-0093318<br>Our file no.: BRS-26-44810</p>
  <p>Dear ${t.customer_name}:</p>
  <p class="j">Your account has been placed with our office by ${t.plaintiff_name}, which purchased it from Sagebrush Auto Credit, Inc. on June 30, 2026. According to our records, the following balance is due:</p>
  <table class="b"><tr><td>Balance as of charge-off (03/31/2025)</td><td class="r">$1,212.00</td></tr><tr><td>Interest since charge-off</td><td class="r">$97.42</td></tr><tr><td>Fees since charge-off</td><td class="r">$28.00</td></tr><tr><td>Payments and credits since charge-off</td><td class="r">$0.00</td></tr><tr class="t"><td>Current balance due</td><td class="r">${$(t.lawsuit_amount)}</td></tr></table>
  <div class="off"><b>Limited-time offer:</b> ${t.plaintiff_name} will accept <b>$802.45</b> to settle this account in full if your payment is received by January 15, 2027. Monthly plans from $75.00 are also available.</div>
  <p class="j">To discuss this account, please call your account representative, Wes Corbett, at (307) 555-0163 ext. 212 or e-mail wcorbett@bighornrecovery.com. Payments may also be sent to payments@bighornrecovery.com for card authorisation forms. No lawsuit has been filed regarding this debt, and this letter is not a threat of suit.</p>
  <p class="j">Unless you notify this office within 30 days after receiving this notice that you dispute the validity of the debt or any portion of it, this office will assume the debt is valid. If you notify this office in writing within 30 days, this office will obtain verification of the debt and mail you a copy.</p>
  <p>Sincerely,<br><br>Wes Corbett<br>Account Representative</p>
  <p class="small j">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Because of interest and fees that may vary from day to day, the amount due on the day you pay may be greater.</p>
  </div>`; },
});

// ---------------------------------------------------------------- 29 SD agency letter (medical debt)
docs.push({
  id: '29', state: 'SD', kind: 'collection letter (no suit, medical debt) from a collection agency',
  layout: 'centered serif letterhead with rule; address block at left; reference line with the consumer\'s name printed last-name-first, account number and creditor; itemised charges with insurance adjustment; payment-plan minimum; short Spanish paragraph; two e-mail addresses',
  font: 'DejaVu Serif', fontCss: "'DejaVu Serif',serif", size: '10.5pt', lh: 1.38,
  court: null,
  t: {
    customer_name: 'Jolene M. Kleinsasser', plaintiff_name: 'Big Sioux Family Clinic, P.C.', law_firm_name: null,
    lawyer_email: null, lawsuit_state: 'SD', lawsuit_amount: 486.20, civil_number: null,
    customer_street: '1209 S Duluth Ave', customer_city: 'Sioux Falls', customer_state: 'SD', customer_zip_code: '57105',
    determine_if_lawsuit_exists: false,
  },
  css: `
  .wrap{padding:44px 66px}
  .lh{text-align:center;border-bottom:2px solid #111;padding-bottom:6px}
  .lh .n{font-size:16pt;font-variant:small-caps;letter-spacing:.05em}
  .lh .a{font-size:8pt}
  .dt{text-align:right;margin:14px 0 8px}
  .to{line-height:1.35;margin-bottom:14px}
  .re{border-left:3px solid #111;padding-left:10px;margin-bottom:12px;font-size:9pt}
  p{margin:0 0 8px}
  table.c{margin:4px 0 10px 30px}
  table.c td{padding:2px 14px 2px 0}
  table.c tr.t td{border-top:1.5px solid #111;font-weight:700}
  .es{font-size:8.5pt;font-style:italic;border-top:1px solid #999;padding-top:6px}
  .ftr{position:absolute;bottom:22px;left:66px;right:66px;text-align:center;color:#222}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="lh"><div class="n">Prairie Thistle Credit Bureau, Inc.</div><div class="a">5015 W 41st Crossing · Sioux Falls, SD 57106 · (605) 555-0181 · service@prairiethistlecb.com</div></div>
  <div class="dt">November 30, 2026</div>
  <div class="to">${t.customer_name}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div>
  <div class="re"><b>RE:</b> ${UP(lastFirst(t.customer_name))} &nbsp;·&nbsp; Our Acct 00418827 &nbsp;·&nbsp; Creditor: ${t.plaintiff_name} &nbsp;·&nbsp; Patient acct 7730-115</div>
  <p>Dear ${t.customer_name}:</p>
  <p class="j">The above account for medical services has been assigned to our office for collection by ${t.plaintiff_name}, the creditor to whom the debt is owed. Our records show the following:</p>
  <table class="c"><tr><td>Charges for services 02/03/2026 – 02/17/2026</td><td class="r">$612.00</td></tr><tr><td>Insurance adjustment (Dakota Prairie Health Plan)</td><td class="r">– $125.80</td></tr><tr><td>Payments received</td><td class="r">$0.00</td></tr><tr class="t"><td>Amount due now</td><td class="r">${$(t.lawsuit_amount)}</td></tr></table>
  <p class="j">Please remit the amount due, or call us to arrange a payment plan. Plans are available with a minimum monthly payment of $50.00. If you believe your insurance should have paid more, please send us a copy of your explanation of benefits at billingreview@prairiethistlecb.com.</p>
  <p class="j">Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days, we will obtain verification of the debt and mail you a copy, and upon your written request we will provide the name and address of the original creditor. No legal action has been taken on this account.</p>
  <p>Sincerely,<br><br>Collections Department<br>Prairie Thistle Credit Bureau, Inc.</p>
  <p class="es" lang="es">Si usted prefiere recibir esta información en español, llámenos al (605) 555-0181. Nuestro horario es de lunes a viernes, de 8:00 a.m. a 5:00 p.m.</p>
  </div>
  <div class="ftr">This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose. SD License No. 5518.</div>`; },
});

// ---------------------------------------------------------------- 30 HI law-firm letter announcing filed suit
docs.push({
  id: '30', state: 'HI', kind: 'law-firm letter announcing a suit already filed (with court and case number)',
  layout: 'centered law-firm letterhead in capitals with the full firm name in mixed case under it; envelope-window address block; "Re:" block listing parties, court, civil number, firm file number and original account; general firm e-mail in letterhead and the attorney\'s own e-mail under the signature; settlement figure and attorney\'s-fee and cost distractors',
  font: 'P052', fontCss: "'P052',serif", size: '11.5pt', lh: 1.33,
  court: [['District Court of the First Circuit, Honolulu Division']],
  t: {
    customer_name: 'Kaipo N. Akana', plaintiff_name: 'Makai Harbor Credit, LLC', law_firm_name: 'Kealoha Brandt & Ikeda, LLLC',
    lawyer_email: 'mikeda@kbi-law.com', lawsuit_state: 'HI', lawsuit_amount: 3966.08, civil_number: '1DRC-26-0017842',
    customer_street: '94-1050 Waipahu St, Apt 5', customer_city: 'Waipahu', customer_state: 'HI', customer_zip_code: '96797',
    determine_if_lawsuit_exists: true,
  },
  css: `
  .wrap{padding:40px 70px}
  .lh{text-align:center}
  .lh .n{font-size:16pt;letter-spacing:.14em}
  .lh .s{font-size:9pt;font-style:italic}
  .lh .a{font-size:8pt;border-top:1px solid #111;border-bottom:1px solid #111;margin-top:5px;padding:2px 0}
  .win{margin:24px 0 16px 10px;line-height:1.3}
  .dt{margin-bottom:10px}
  .re{margin:0 0 12px 40px;font-size:10pt;line-height:1.3}
  .re td{padding:0 10px 0 0;vertical-align:top}
  p{margin:0 0 8px}
  .sig{margin-top:8px}
  .ftr{position:absolute;bottom:22px;left:70px;right:70px;text-align:center}
  `,
  body: (d) => { const t = d.t; return `
  <div class="wrap">
  <div class="lh"><div class="n">KEALOHA BRANDT &amp; IKEDA</div><div class="s">${t.law_firm_name} · A Limited Liability Law Company</div>
   <div class="a">1100 Alakea Crossing, Suite 1800 · Honolulu, Hawaii 96813 · Tel. (808) 555-0161 · Fax (808) 555-0162 · general@kbi-law.com</div></div>
  <div class="win">${t.customer_name}<br>${t.customer_street}<br>${t.customer_city}, ${t.customer_state} ${t.customer_zip_code}</div>
  <div class="dt">December 2, 2026</div>
  <table class="re"><tr><td><b>Re:</b></td><td>${t.plaintiff_name} v. ${t.customer_name}<br>${L(d.court[0])}<br>Civil No. ${t.civil_number}<br>Our File No. KBI-26-3390 · Original account: Pali Coast Bank, ending 0726</td></tr></table>
  <p>Dear ${t.customer_name}:</p>
  <p class="j">This firm represents ${t.plaintiff_name} in connection with the account referenced above. Please be advised that on November 12, 2026, a Complaint was filed against you in the ${L(d.court[0])}, State of Hawaii, under the civil number shown above. You will be served with the Complaint and Summons, which state the date on which you must appear.</p>
  <p class="j">The Complaint seeks <b>${$(t.lawsuit_amount)}</b>, which is the balance due on the account, plus court costs of $145.00 and attorney's fees of up to 25% of the amount awarded (approximately $991.52), as permitted by Hawaii law. The balance due today is ${$(t.lawsuit_amount)}.</p>
  <p class="j">Our client has authorised us to resolve this matter before the return date for a lump-sum payment of $2,800.00, or by a stipulated payment plan. If you would like to discuss resolution, please contact me directly at (808) 555-0161, ext. 204, or by e-mail. Filing a response with the court remains your responsibility even if you contact us.</p>
  <p class="j">This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose. At this time no attorney with this firm has personally reviewed the particular circumstances of your account beyond the filing of the Complaint.</p>
  <div class="sig">Very truly yours,<br>${UP('Kealoha Brandt & Ikeda')}<br><br>Malia K. Ikeda<br>Attorney at Law<br>${t.lawyer_email}<br>Direct (808) 555-0161 ext. 204</div>
  </div>
  <div class="ftr">Hawaii collection agency exemption: attorneys at law (HRS § 443B-1). Payments: PO Box 4417, Honolulu, HI 96812 · payments@kbi-law.com</div>`; },
});

module.exports = docs;
