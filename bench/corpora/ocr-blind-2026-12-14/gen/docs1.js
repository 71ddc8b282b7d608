// Documents 01-10. Each object holds the data; render(d) builds the page from the same object.
'use strict';
const L = require('./lib');
const { usd, money, nm, NM, lastFirst, cityLine, addrBlock, courtLines, courtFlat, stamp, faxHeader, sig, barcode } = L;

const docs = [];

// ---------------------------------------------------------------- 01 NY Kings Civil Court summons
docs.push({
  n: 1, state: 'NY', kind: 'summons',
  layout: 'NYC consumer-credit summons; "Index No." label with number on next line in a right box; purple FILED stamp over caption; English/Spanish two-column notice; plaintiff and defendant addresses in caption',
  font: "'Nimbus Roman'", size: 10.5,
  c: { first: 'Marisol', mi: 'T.', last: 'Quintero', street: '1184 Rogers Ave, Apt 4F', city: 'Brooklyn', st: 'NY', zip: '11226' },
  plaintiff: 'Harborline Funding LLC', plaintiffTail: ', as successor in interest to Tidewater Consumer Bank',
  firm: 'Kessler Marrow PLLC', atty: 'Daniel P. Ferrante', email: 'dferrante@kesslermarrowlaw.com',
  amount: 2846.19, caseNo: 'CV-018427-26/KI', court: ['Civil Court of the City of New York', 'County of Kings'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.cap{display:flex;border-top:1.5px solid #000;border-bottom:1.5px solid #000;margin-top:10px}
.cap .l{flex:1;padding:8px 12px 8px 0;border-right:1.5px solid #000}
.cap .rt{width:230px;padding:8px 0 8px 14px}
.two{display:flex;gap:18px;margin-top:10px}
.two>div{flex:1;font-size:9.5pt;text-align:justify}
.box{border:2px solid #000;padding:6px 8px;margin-top:10px}
`, body: `
<div style="padding:52px 70px 40px 70px">
 <div class="b" style="font-size:12pt">${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="sm" style="margin-top:2px">Court location: 212 Joralemon Plaza, Brooklyn, NY 11201 &nbsp;·&nbsp; Clerk's office (718) 555-0120 &nbsp;·&nbsp; Civil Part 24</div>
 <div class="cap">
  <div class="l">
   <div class="b">${d.plaintiff.toUpperCase()}${d.plaintiffTail.toUpperCase()},</div>
   <div style="margin:4px 0 8px 40px">Plaintiff,</div>
   <div class="sm">Plaintiff's address: 400 Commerce Pkwy, Suite 210, Wilmington, DE 19801</div>
   <div style="margin:8px 0 8px 20px">— against —</div>
   <div class="b">${NM(d.c)},</div>
   <div style="margin:4px 0 6px 40px">Defendant.</div>
   <div class="sm">Defendant's residence: ${d.c.street}, ${cityLine(d.c)}</div>
  </div>
  <div class="rt">
   <div>Index No.</div>
   <div class="b" style="font-size:12pt;margin-bottom:8px">${d.caseNo}</div>
   <div class="sm">Date index number purchased: 10/28/2026<br>Index fee paid: $45.00</div>
   <div class="b" style="font-size:14pt;margin-top:14px">SUMMONS</div>
   <div class="sm">CONSUMER CREDIT TRANSACTION</div>
   <div class="sm" style="margin-top:8px">Basis of venue: Defendant's residence<br>Our file: KM-2231874</div>
  </div>
 </div>
 ${stamp({ lines: ['FILED', 'NOV 02 2026', 'CIVIL COURT · KINGS CO.'], color: '#6b2fa0', rot: -9, top: 190, left: 318, size: 13 })}
 <p style="margin-top:12px"><b>To the above named Defendant:</b> YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings, at the office of the Clerk of said Court at 212 Joralemon Plaza, Brooklyn, NY 11201, within the time provided by law as noted below, and to file your answer to the annexed complaint with the Clerk. Upon your failure to answer, judgment will be taken against you for the sum of <b>${usd(d.amount)}</b> with interest thereon at 9% per annum from March 14, 2025, together with the costs of this action (estimated at $95.00). This Court's monetary jurisdiction is limited to $50,000.</p>
 <div class="two">
  <div><b>IMPORTANT! YOU ARE BEING SUED!</b> This is a court paper — a summons. Don't throw it away! Talk to a lawyer right away! Part of your pay can be taken from you (garnisheed). If you do not bring this to court, or see a lawyer, your property can be taken and your credit rating can be hurt! You may have to pay other costs as well. If you can't pay for your own lawyer, bring these papers to court right away. The clerk will help you.</div>
  <div lang="es"><b>¡IMPORTANTE! ¡USTED ESTÁ SIENDO DEMANDADO!</b> Este es un documento legal — una citación. ¡No lo bote! ¡Hable con un abogado inmediatamente! Le pueden quitar parte de su sueldo (embargarlo). Si usted no trae este documento a la corte o no ve a un abogado, le pueden quitar sus pertenencias y dañar su crédito. Si no puede pagar un abogado, traiga estos papeles a la corte inmediatamente. El secretario le ayudará.</div>
 </div>
 <div class="box sm">
  Note: The law provides that (a) if this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) if this summons is served by delivery to any person other than you personally, or is served outside the City of New York, or by publication, you are allowed THIRTY days after proof of service is filed with the Clerk of this Court within which to appear and answer.
 </div>
 <div style="display:flex;justify-content:space-between;margin-top:18px">
  <div>Dated: Brooklyn, New York<br>October 28, 2026</div>
  <div style="width:330px">
   <div style="border-bottom:1px solid #000;height:30px">${sig(d.atty)}</div>
   <div><b>${d.firm.toUpperCase()}</b><br>By: ${d.atty}, Esq.<br>Attorneys for Plaintiff<br>90 Merrick Ave, Suite 410, East Meadow, NY 11554<br>Tel. (516) 555-0163 · Fax (516) 555-0164<br>${d.email}</div>
   <div class="xs" style="margin-top:3px">NYSCEF notices: nyscef@kesslermarrowlaw.com</div>
  </div>
 </div>
 <div class="xs" style="position:absolute;bottom:34px;left:70px;right:70px;border-top:1px solid #000;padding-top:3px">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. Defendant's address above is the last address known to Plaintiff. CIV-GP-1 (Rev. 3/2026)</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 02 MO Jackson County petition
docs.push({
  n: 2, state: 'MO', kind: 'petition',
  layout: 'Missouri petition on account; caption as a ruled table (party cell, case-number/division/amount cells); numbered allegations; attorney block under signature with bar number and secondary docketing e-mail',
  font: "'Liberation Serif'", size: 11,
  c: { first: 'Dwayne', mi: 'R.', last: 'Pettaway', street: '4318 E 59th St', city: 'Kansas City', st: 'MO', zip: '64130' },
  plaintiff: 'Prairie Arch Capital, LLC', plaintiffTail: ', assignee of Meridian Lane Bank',
  firm: 'Stroud & Vantreese, P.C.', atty: 'Allison M. Vantreese', email: 'avantreese@stroudvantreese.com',
  amount: 3412.55, caseNo: '2616-CV18842', court: ['Circuit Court of Jackson County, Missouri', 'Associate Circuit Division'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.capt{width:100%;margin-top:14px}
.capt td{border:1px solid #000;padding:6px 8px;vertical-align:top}
ol{margin:6px 0 0 0;padding-left:22px} li{margin-bottom:5px;text-align:justify}
`, body: `
<div style="padding:60px 78px 40px 78px">
 <div class="c b" style="font-size:12pt">IN THE ${cl[0][0]}<br>${cl[1][0]}</div>
 <table class="capt">
  <tr><td rowspan="4" style="width:58%">
    <b>${d.plaintiff}</b>${d.plaintiffTail},<br><span class="sm">1650 Hamline Ave N, Suite 120, Saint Paul, MN 55113</span><br><span style="margin-left:60px">Plaintiff,</span><br><br>
    v.<br><br>
    <b>${nm(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}<br><span style="margin-left:60px">Defendant.</span>
  </td><td class="sm" style="width:42%">Case No.<br><span style="font-size:11pt" class="b">${d.caseNo}</span></td></tr>
  <tr><td class="sm">Division<br><span style="font-size:11pt">42</span></td></tr>
  <tr><td class="sm">Amount in controversy<br><span style="font-size:10pt">Less than $25,000 (Associate Circuit limit)</span></td></tr>
  <tr><td class="sm">Creditor account ending<br><span style="font-size:10pt">xxxx-xxxx-xxxx-6617</span></td></tr>
 </table>
 <div class="c b" style="font-size:13pt;margin:14px 0 4px">PETITION ON ACCOUNT</div>
 <p>COMES NOW Plaintiff, by and through its attorneys, and for its Petition against Defendant states:</p>
 <ol>
  <li>Plaintiff is a limited liability company in good standing and is the owner and holder of the account described herein by assignment from Meridian Lane Bank.</li>
  <li>Defendant is an individual who resides at the address above in Jackson County, Missouri, and venue is proper in this Court.</li>
  <li>Defendant opened a revolving credit account, used the account, and failed to pay the amounts due. The last payment was received on February 11, 2025.</li>
  <li>After all just credits and offsets, there is now due and owing from Defendant to Plaintiff the principal sum of <b>${usd(d.amount)}</b>.</li>
  <li>Plaintiff has computed statutory prejudgment interest at 9% per annum in the amount of $287.40 through October 15, 2026. With that interest the total claimed is $3,699.95.</li>
 </ol>
 <p style="margin-top:8px">WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of ${usd(d.amount)}, prejudgment interest of $287.40, post-judgment interest at the statutory rate, the filing fee of $97.50 and all other costs of this action, and such other relief as the Court deems just.</p>
 <div style="margin-left:330px;margin-top:16px">
  Respectfully submitted,<br>
  <div style="height:34px;border-bottom:1px solid #000;width:260px">${sig(d.atty, 18)}</div>
  <b>${d.firm.toUpperCase()}</b><br>
  ${d.atty}, MO Bar #58213<br>
  7700 College Blvd, Suite 300<br>Overland Park, KS 66210<br>
  (913) 555-0172 · Fax (913) 555-0173<br>
  ${d.email}<br>
  <span class="sm">Secondary: docketing@stroudvantreese.com</span><br>
  ATTORNEYS FOR PLAINTIFF
 </div>
 <div class="xs" style="position:absolute;bottom:30px;left:78px;right:78px">Our file no. SV-26-40917 · This communication is from a debt collector attempting to collect a debt. Any information obtained will be used for that purpose.</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 03 OH Franklin County Municipal Court complaint
docs.push({
  n: 3, state: 'OH', kind: 'complaint',
  layout: 'Ohio municipal complaint; court name stacked left with case number right and a barcode docket sticker (with e-filing envelope number) beside it; second defendant (spouse) at same address; interest stated separately',
  font: "'C059'", size: 10.5,
  c: { first: 'Kathleen', mi: 'M.', last: "O'Rourke", street: '5187 Cleveland Ave, Apt 12', city: 'Columbus', st: 'OH', zip: '43231' },
  co: { first: 'Brendan', mi: 'J.', last: "O'Rourke" },
  plaintiff: 'Cardinal Bay Funding, LLC', plaintiffTail: '',
  firm: 'Abernathy Quill LLP', atty: 'Marcus T. Ebright', email: 'mebright@abernathyquill.com',
  amount: 1978.42, caseNo: '2026 CVF 017734', court: ['Franklin County Municipal Court', 'Civil Division'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.hdr{display:flex;justify-content:space-between;align-items:flex-start}
.stk{border:1px solid #333;padding:4px 6px;background:#fff;box-shadow:1px 1px 0 #999;transform:rotate(1.2deg)}
.pc{display:flex;margin-top:12px}
.pc .l{width:56%;border-right:1px solid #000;border-bottom:1px solid #000;padding:0 10px 8px 0}
.pc .r{padding:20px 0 0 16px}
p{text-align:justify}
`, body: `
<div style="padding:56px 72px 40px 72px">
 <div class="hdr">
  <div class="b" style="font-size:12.5pt;line-height:1.25;white-space:nowrap">${cl[0][0]}<br><span style="font-size:11pt">${cl[1][0]}</span><br><span class="sm" style="font-weight:normal">418 Mound Commons, Columbus, Ohio 43215 · (614) 555-0108</span></div>
  <div style="display:flex;gap:10px;align-items:flex-start">
   <div class="r" style="white-space:nowrap">CASE NO.<br><b style="font-size:12pt">${d.caseNo}</b><br><span class="sm">JUDGE ________________</span></div>
   <div class="stk">${barcode(d.caseNo, 150, 30)}<div class="xs">E-FILED · ENV# 5518023<br>10/30/2026 11:42 AM</div></div>
  </div>
 </div>
 <div class="pc">
  <div class="l">
   <b>${d.plaintiff.toUpperCase()}</b><br>c/o 2200 Lakeside Pkwy, Suite 500<br>Flower Mound, TX 75022<br><span style="margin-left:80px">Plaintiff,</span><br>
   <div style="margin:8px 0">vs.</div>
   <b>${NM(d.c)}</b><br>and<br><b>${NM(d.co)}</b><br>${d.c.street}<br>${cityLine(d.c)}<br><span style="margin-left:80px">Defendants.</span>
  </div>
  <div class="r"><b style="font-size:13pt">COMPLAINT ON ACCOUNT</b><br><br><span class="sm">(Amount claimed does not exceed $15,000 jurisdictional limit of this Court)</span></div>
 </div>
 <p style="margin-top:14px">Now comes Plaintiff, ${d.plaintiff}, by counsel, and for its Complaint states as follows:</p>
 <p>1. Defendants jointly applied for and received a credit account ending in 4409, originally issued by Olentangy Retail Bank, which was sold and assigned to Plaintiff on April 30, 2025. A copy of the account statement is attached as Exhibit A.</p>
 <p>2. Defendants defaulted on the account, and there is due and owing to Plaintiff the sum of <b>${usd(d.amount)}</b>, for which demand has been made and which has not been paid.</p>
 <p>3. Plaintiff is also entitled to statutory interest at the rate of 3% per annum from July 2, 2025, which Plaintiff estimates at $79.60 through the date of filing.</p>
 <p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the amount of ${usd(d.amount)}, plus interest at 3% per annum from July 2, 2025, and the costs of this action (deposit paid: $110.00).</p>
 <div style="margin:18px 0 0 300px">
  <div style="border-bottom:1px solid #000;width:300px;height:30px">${sig(d.atty)}</div>
  ${d.atty} (0091457)<br>${d.firm}<br>
  250 E. Broad St, Suite 900, Columbus, OH 43215<br>
  Phone: (614) 555-0133 &nbsp; Fax: (614) 555-0134<br>
  Email: ${d.email}<br>
  <span class="sm">Payments only: pay@abernathyquill.com</span><br>
  Counsel for Plaintiff
 </div>
 <div class="sm" style="margin-top:16px;border-top:1px dashed #000;padding-top:4px"><b>INSTRUCTIONS FOR SERVICE:</b> To the Clerk: Please serve each Defendant by certified mail at the address shown in the caption above. Reference no. AQ-7731-0442.</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 04 CA Los Angeles complaint on pleading paper
docs.push({
  n: 4, state: 'CA', kind: 'complaint',
  layout: 'California pleading paper (28 numbered lines, double rule at left margin); attorney block in the top-left above the caption; fax transmission header across the top from an attorney-service firm; Does 1 through 20; defendant address only in the venue paragraph',
  font: "'Liberation Serif'", size: 11.5,
  c: { first: 'Andre', mi: 'L.', last: 'Whitfield', street: '1938 W 84th Pl', city: 'Los Angeles', st: 'CA', zip: '90047' },
  plaintiff: 'Sablewood Receivables Corp.', plaintiffTail: ', a Nevada corporation',
  firm: 'Hollister Reeve LLP', atty: 'Renata V. Szabo', email: 'rszabo@hollisterreeve.com',
  amount: 5611.08, caseNo: '26STLC04418', court: ['Superior Court of the State of California', 'County of Los Angeles'],
  render(d) {
    const cl = courtLines(d.court);
    const LH = 31.5; // px per pleading line
    let nums = '';
    for (let i = 1; i <= 28; i++) nums += `<div style="height:${LH}px;line-height:${LH}px">${i}</div>`;
    return { css: `
.nums{position:absolute;top:96px;left:40px;width:30px;text-align:right;font-size:10pt;color:#333}
.rule1{position:absolute;top:0;bottom:0;left:84px;border-left:1px solid #000}
.rule2{position:absolute;top:0;bottom:0;left:88px;border-left:1px solid #000}
.rule3{position:absolute;top:0;bottom:0;left:748px;border-left:1px solid #000}
.txt{position:absolute;top:96px;left:110px;right:86px;line-height:${LH}px}
.single{line-height:${LH / 2}px}
.capt{display:flex} .capt .l{width:52%;border-right:1px solid #000;border-bottom:1px solid #000;padding-right:8px} .capt .r{padding-left:14px}
`, body: `
${faxHeader('11/20/2026  09:14    FAX 818 555 0199        WESTBRIDGE ATTORNEY SERVICES  (213) 555-0158         P.003/011')}
<div class="rule1"></div><div class="rule2"></div><div class="rule3"></div>
<div class="nums">${nums}</div>
<div class="txt">
 <div class="single" style="height:${LH * 6}px;padding-top:4px">
  ${d.atty} (SBN 287415)<br>${d.email}<br>
  ${d.firm.toUpperCase()}<br>3300 W. Olive Ave, Suite 210<br>Burbank, CA 91505<br>
  Telephone: (818) 555-0131 · Facsimile: (818) 555-0132<br>
  <span style="font-size:9pt">Service inbox: calendar@hollisterreeve.com</span><br>
  Attorneys for Plaintiff<br>${d.plaintiff.toUpperCase()}
 </div>
 <div class="c b" style="height:${LH * 2}px;line-height:${LH * 0.8}px;padding-top:8px">${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="capt single" style="height:${LH * 7}px">
  <div class="l">${d.plaintiff.toUpperCase()}${d.plaintiffTail},<br><br><span style="margin-left:110px">Plaintiff,</span><br>vs.<br><br>${NM(d.c)}; and DOES 1 through 20, inclusive,<br><br><span style="margin-left:110px">Defendants.</span></div>
  <div class="r">Case No.: <b>${d.caseNo}</b><br><br><b>LIMITED CIVIL CASE</b><br>(Amount demanded does not exceed $35,000)<br><br><b>COMPLAINT FOR:</b><br>1. BREACH OF CONTRACT<br>2. COMMON COUNTS</div>
 </div>
 <div style="text-indent:48px;text-align:justify">1. Defendant ${NM(d.c)} is an individual residing at ${d.c.street}, ${cityLine(d.c)}, within the jurisdictional area of this Court.</div>
 <div style="text-indent:48px;text-align:justify">2. Plaintiff sues DOES 1 through 20 by fictitious names.</div>
 <div style="text-indent:48px;text-align:justify">3. Within the last four years Defendant entered into a written credit agreement with Redondo Shores Bank, which later assigned all rights under the agreement to Plaintiff. Defendant breached the agreement by failing to make the payments due.</div>
 <div style="text-indent:48px;text-align:justify">4. There is now due, owing and unpaid the sum of <b>${usd(d.amount)}</b>, no part of which has been paid, together with prejudgment interest at the legal rate of 10% per annum from June 30, 2025, stated separately as $647.51.</div>
 <div style="text-indent:48px;text-align:justify">WHEREFORE, Plaintiff prays for judgment for ${usd(d.amount)}; interest as allowed by law; costs of suit incurred herein, including the $225.00 filing fee; and such other relief as is proper.</div>
 <div style="margin-left:300px">Dated: November 18, 2026 &nbsp; ${sig(d.atty, 16)}<br>${d.atty}, Attorneys for Plaintiff</div>
</div>
<div style="position:absolute;bottom:14px;left:110px;right:86px;border-top:1px solid #000;text-align:center;font-size:8pt;padding-top:2px">COMPLAINT — ${d.caseNo}<br><span class="xs">HR File 11-40277 · Plaintiff's address: 5940 S Rainbow Blvd, Las Vegas, NV 89118</span></div>
` };
  },
});

// ---------------------------------------------------------------- 05 IN Marion County small claims notice (yellow)
docs.push({
  n: 5, state: 'IN', kind: 'small claims notice of claim',
  layout: 'Indiana township small-claims "Notice of Claim" form printed on yellow paper; labelled boxes; "Defendant\'s last known address" box; claim/costs/attorney-fee boxes; hearing date; jurisdictional limit',
  font: "'Liberation Sans'", size: 9.5, paper: '#f7eeaa',
  c: { first: 'Latrice', mi: 'D.', last: 'Odom', street: '4826 Rolling Ridge Way, Apt C', city: 'Indianapolis', st: 'IN', zip: '46254' },
  plaintiff: 'Northstar Portfolio Recovery LLC', plaintiffTail: '',
  firm: 'Greer Pell & Anand', atty: 'Colin R. Pell', email: 'cpell@greerpellanand.com',
  amount: 2317.66, caseNo: '49K06-2611-SC-004512', court: ['Marion County Small Claims Court', 'Pike Township Division'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.f td{border:1px solid #222;padding:3px 6px;vertical-align:top}
.lab{font-size:7pt;text-transform:uppercase;color:#222;display:block;margin-bottom:2px}
.f{width:100%;margin-top:6px}
`, body: `
<div style="padding:44px 56px 30px 56px">
 <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #000;padding-bottom:4px">
  <div><div class="b" style="font-size:13pt">${cl[0][0]}</div><div class="b" style="font-size:11pt">${cl[1][0]}</div><div class="sm">6120 Guion Commons, Indianapolis, IN 46254 · (317) 555-0104 · Mon–Fri 8:00–4:00</div></div>
  <div class="r"><span class="lab">Cause Number</span><b style="font-size:12pt">${d.caseNo}</b></div>
 </div>
 <div class="c b" style="font-size:15pt;letter-spacing:2px;margin:8px 0 2px">NOTICE OF CLAIM</div>
 <div class="c sm">(Small Claims — Ind. Small Claims Rule 2) &nbsp; Jurisdictional limit: $10,000</div>
 <table class="f">
  <tr><td style="width:50%"><span class="lab">Plaintiff</span><b>${d.plaintiff}</b><br>PO Box 3188, Norfolk, VA 23514<br>(757) 555-0189</td>
      <td><span class="lab">Attorney for plaintiff</span>${d.atty}, Atty. No. 34871-49<br><b>${d.firm}</b><br>8555 N River Rd, Suite 180, Indianapolis, IN 46240<br>(317) 555-0146 · ${d.email}</td></tr>
  <tr><td colspan="2" style="border:2.5px solid #000"><span class="lab">Defendant's last known address</span>
      <div style="font-size:11pt;line-height:1.35"><b>${nm(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}</div>
      <div class="xs" style="margin-top:3px">Employer (if known): unknown &nbsp;·&nbsp; Service by: ☒ certified mail ☐ sheriff ☐ private process server</div></td></tr>
 </table>
 <table class="f">
  <tr><td style="width:34%"><span class="lab">Amount of claim</span><b style="font-size:12pt">${usd(d.amount)}</b></td>
      <td style="width:22%"><span class="lab">Court costs</span>$97.00</td>
      <td style="width:22%"><span class="lab">Attorney fees requested</span>$450.00</td>
      <td><span class="lab">Total incl. costs &amp; fees</span>$2,864.66</td></tr>
  <tr><td colspan="4"><span class="lab">Nature of claim</span>Unpaid balance on consumer credit card account no. ending 2290, originally issued by Carmel Point Bank, purchased by Plaintiff on 03/18/2025. Plaintiff also seeks post-judgment interest at 8% per annum.</td></tr>
 </table>
 <div style="border:1px solid #222;margin-top:8px;padding:6px 8px">
  <div class="b">YOU ARE BEING SUED. NOTICE OF HEARING:</div>
  <p style="margin-top:4px">You must appear at <b>6120 Guion Commons, Courtroom B, Indianapolis, IN 46254</b> on <b>January 12, 2027 at 9:00 a.m.</b> If you fail to appear, a default judgment may be entered against you for the amount claimed plus costs. You have the right to be represented by an attorney and to have a trial. If you wish to settle, contact the plaintiff's attorney before the hearing date.</p>
  <p>Si usted no habla inglés, pida un intérprete al tribunal llamando al (317) 555-0104 antes de la audiencia.</p>
 </div>
 <div style="display:flex;gap:20px;margin-top:10px">
  <div style="flex:1;border:1px solid #222;padding:6px"><span class="lab">Plaintiff's affirmation</span>I affirm under the penalties for perjury that the foregoing claim is true. Date: 11/06/2026<br><div style="height:28px;border-bottom:1px solid #000">${sig(d.atty, 16)}</div><span class="sm">Signature of attorney for plaintiff</span></div>
  <div style="flex:1;border:1px solid #222;padding:6px"><span class="lab">For court use</span>Filed: 11/09/2026<br>Receipt no. 26-118047 · Fee paid $97.00<br>Judge: J. Whitcomb-Ray<br>Clerk e-mail: pikesmallclaims@indy-township-courts.org</div>
 </div>
 <div class="xs" style="position:absolute;bottom:20px;left:56px;right:56px;display:flex;justify-content:space-between"><span>Form SC-1 (Marion Co.) · Rev. 07/2025</span><span>DEFENDANT COPY — YELLOW</span></div>
</div>` };
  },
});

// ---------------------------------------------------------------- 06 WI Milwaukee summons (large claim)
docs.push({
  n: 6, state: 'WI', kind: 'summons',
  layout: 'Wisconsin circuit-court summons; one-line "State of Wisconsin | Circuit Court | Milwaukee County" banner with rules; case no. and case code in a right column; green RECEIVED stamp over the caption; electronically-signed attorney block at bottom',
  font: "'Nimbus Sans'", size: 10,
  c: { first: 'Tobias', mi: 'J.', last: 'Lindqvist', street: '2915 N 46th St', city: 'Milwaukee', st: 'WI', zip: '53210' },
  plaintiff: 'Granite Ridge Acceptance Corp.', plaintiffTail: '',
  firm: 'Brenner Oakes, S.C.', atty: 'Hannah K. Ostrowski', email: 'hostrowski@brenneroakes.com',
  amount: 11842.60, caseNo: '2026CV007351', court: ['Circuit Court', 'Milwaukee County'],
  render(d) {
    return { css: `
.ban{display:flex;justify-content:space-between;border-top:2px solid #000;border-bottom:2px solid #000;padding:4px 0;font-weight:bold;font-size:11pt}
.cap{display:flex;margin-top:10px}
.cap .l{flex:1} .cap .r{width:250px;border-left:1px solid #000;padding-left:12px}
p{text-align:justify}
`, body: `
<div style="padding:48px 64px 40px 64px">
 <div class="ban"><span>STATE OF WISCONSIN</span><span>${d.court[0].toUpperCase()}</span><span>${d.court[1].toUpperCase()}</span></div>
 <div class="cap">
  <div class="l">
   <b>${d.plaintiff}</b><br>1010 Mercantile Pl, Suite 400<br>Wayzata, MN 55391<br><span style="margin-left:70px">Plaintiff,</span><br><br>
   vs.<br><br>
   <b>${nm(d.c)}</b><br>${d.c.street}<br>${cityLine(d.c)}<br><span style="margin-left:70px">Defendant.</span>
  </div>
  <div class="r">Case No. <b>${d.caseNo}</b><br><br>Case Code: 30301<br>Money Judgment<br><br>Amount claimed is greater than $10,000<br><br><b style="font-size:14pt">SUMMONS</b></div>
 </div>
 ${stamp({ lines: ['RECEIVED', 'NOV 24 2026', 'CLERK OF CIRCUIT COURT', 'MILWAUKEE COUNTY'], color: '#1d7a3a', rot: 8, top: 118, left: 300, size: 11, border: '2.5px solid' })}
 <p style="margin-top:12px"><b>THE STATE OF WISCONSIN, To each person named above as a Defendant:</b></p>
 <p>You are hereby notified that the Plaintiff named above has filed a lawsuit or other legal action against you. The complaint, which is attached, states the nature and basis of the legal action. The complaint demands judgment for <b>${usd(d.amount)}</b>, together with interest, the statutory attorney fees of $100.00, and the costs and disbursements of this action.</p>
 <p>Within 20 days of receiving this summons, you must respond with a written answer, as that term is used in chapter 802 of the Wisconsin Statutes, to the complaint. The court may reject or disregard an answer that does not follow the requirements of the statutes. The answer must be sent or delivered to the court, whose address is Clerk of Circuit Court, 812 W. Kilbourn Ave, Room 104, Milwaukee, WI 53233, and to ${d.firm}, Plaintiff's attorneys, whose address is 330 E. Kilbourn Ave, Suite 1150, Milwaukee, WI 53202. You may have an attorney help or represent you.</p>
 <p>If you do not provide a proper answer within 20 days, the court may grant judgment against you for the award of money or other legal action requested in the complaint, and you may lose your right to object to anything that is or may be incorrect in the complaint. A judgment may be enforced as provided by law. A judgment awarding money may become a lien against any real estate you own now or in the future, and may also be enforced by garnishment or seizure of property.</p>
 <p class="sm">Balance reported by original creditor Lakeview Trust Bank as of charge-off (05/31/2025): $12,906.14. Plaintiff's file no. GRA-6620931.</p>
 <div style="display:flex;justify-content:space-between;margin-top:16px">
  <div>Dated: November 20, 2026</div>
  <div style="width:330px">Electronically signed by ${d.atty}<br><b>${d.firm}</b><br>${d.atty}, State Bar No. 1098734<br>330 E. Kilbourn Ave, Suite 1150<br>Milwaukee, WI 53202<br>(414) 555-0167<br>${d.email}<br><span class="sm">E-filing notices: efile@brenneroakes.com</span></div>
 </div>
 <div class="xs" style="position:absolute;bottom:24px;left:64px;right:64px;border-top:1px solid #000;padding-top:2px">This is an attempt to collect a debt by a debt collector. If you need help in this matter because of a disability, please call (414) 555-0111 (court ADA coordinator).</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 07 AL Jefferson small claims statement of claim
docs.push({
  n: 7, state: 'AL', kind: 'statement of claim',
  layout: 'Alabama small-claims "Statement of Claim"; small-capital labels on the left with long dotted leader lines to the values; defendant printed last-name-first in capitals; fee and total lines; attorney block under the signature',
  font: "'URW Bookman'", size: 9.5,
  c: { first: 'Denise', mi: 'A.', last: 'Pruitt', street: '1620 Pearson Ave SW, Apt 3', city: 'Birmingham', st: 'AL', zip: '35211' },
  plaintiff: 'Magnolia Summit Finance, Inc.', plaintiffTail: '',
  firm: 'Thackery & Boone, LLC', atty: 'J. Wesley Thackery', email: 'wthackery@thackeryboone.com',
  amount: 1456.30, caseNo: 'SM-2026-900418.00', court: ['Small Claims Court of Jefferson County, Alabama', 'Birmingham Division'],
  render(d) {
    const cl = courtLines(d.court);
    const row = (label, value) => `<div class="ld"><span class="sc lab">${label}</span><span class="dots"></span><span class="val">${value}</span></div>`;
    return { css: `
.ld{display:flex;align-items:baseline;margin:5px 0}
.ld .lab{white-space:nowrap;font-size:9.5pt;letter-spacing:.5px}
.ld .dots{flex:1;border-bottom:1.5px dotted #000;margin:0 6px;min-width:30px;transform:translateY(-3px)}
.ld .val{white-space:nowrap;font-weight:bold}
p{text-align:justify}
`, body: `
<div style="padding:50px 70px 34px 70px">
 <div style="display:flex;justify-content:space-between" class="sm"><span>State of Alabama<br>Unified Judicial System</span><span class="r">Form SM-1 &nbsp; Rev. 4/2025</span></div>
 <div class="c b" style="font-size:12pt;margin-top:6px">IN THE ${cl[0][0]}<br>${cl[1][0]}</div>
 <div class="c b" style="font-size:15pt;letter-spacing:3px;margin:8px 0 10px">STATEMENT OF CLAIM</div>
 ${row('Case number', d.caseNo)}
 ${row('Plaintiff', d.plaintiff)}
 ${row('Plaintiff\'s address', '2 Perimeter Park S, Suite 300, Birmingham, AL 35243')}
 ${row('Defendant', lastFirst(d.c, true))}
 ${row('Defendant\'s street address', d.c.street)}
 ${row('City, state, zip', cityLine(d.c))}
 ${row('Amount of claim', usd(d.amount))}
 ${row('Interest claimed (stated separately)', '$112.45')}
 ${row('Filing fee', '$226.00')}
 ${row('Service fee (certified mail)', '$35.00')}
 ${row('Total with costs', '$1,829.75')}
 <div class="b" style="margin-top:12px">PLAINTIFF'S CLAIM:</div>
 <p>The defendant owes the plaintiff ${usd(d.amount)} for the unpaid balance of an installment loan, account no. 88-104-2276, made on September 9, 2024. The defendant has failed to make the payments required by the note and the plaintiff has declared the entire balance due. Small claims jurisdiction is limited to $6,000.</p>
 <p>Plaintiff affirms that the defendant is not in the military service of the United States, and that the amount claimed is justly due.</p>
 <div style="display:flex;justify-content:space-between;margin-top:14px">
  <div>Date: November 3, 2026</div>
  <div style="width:320px"><div style="border-bottom:1px solid #000;height:30px">${sig(d.atty, 17)}</div>
   <span class="sm">Signature of plaintiff or attorney</span><br>
   ${d.atty} (ASB-4417-T62W)<br><b>${d.firm}</b><br>2100 First Ave N, Suite 600<br>Birmingham, AL 35203<br>(205) 555-0177<br>${d.email}</div>
 </div>
 <div style="border:1px solid #000;margin-top:12px;padding:6px 8px" class="sm"><b>NOTICE TO DEFENDANT:</b> You have 14 days from the date you received this statement of claim to file an answer with the Clerk of the Small Claims Court, 716 Richard Arrington Plaza, Birmingham, AL 35203 (clerk: smallclaims.jeffco@alacourt-clerk.net). If you do not file an answer, a default judgment may be entered against you.</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 08 MS Hinds County Justice Court complaint
docs.push({
  n: 8, state: 'MS', kind: 'complaint',
  layout: 'Mississippi justice-court complaint; court name split over three short lines at top-left; "Cause No." label with number on the next line at right; constable return of service at bottom with the constable\'s own address; costs, interest and 25% attorney fee itemized',
  font: "'P052'", size: 10.5,
  c: { first: 'Shaniqua', mi: 'R.', last: 'Tillman', street: '731 Raymond Rd, Apt 18', city: 'Jackson', st: 'MS', zip: '39212' },
  plaintiff: 'Delta Crest Loans, LLC', plaintiffTail: '',
  firm: 'Pettus & Lowery, PLLC', atty: 'Camille J. Lowery', email: 'clowery@pettuslowery.com',
  amount: 983.75, caseNo: 'J2-CV-26-01187', court: ['Justice Court|of Hinds County,|Mississippi'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.top{display:flex;justify-content:space-between;align-items:flex-start}
.itm td{padding:1px 8px}
p{text-align:justify}
`, body: `
<div style="padding:54px 74px 30px 74px">
 <div class="top">
  <div class="b" style="font-size:13pt;line-height:1.2;border-left:4px solid #000;padding-left:10px">IN THE<br>${cl[0].join('<br>')}</div>
  <div style="width:230px;border:1px solid #000;padding:6px 10px">CAUSE NO.<br><b style="font-size:12pt">${d.caseNo}</b><div class="sm" style="margin-top:4px">District 2 · Judge R. Ellzey<br>Filed 11/13/2026</div></div>
 </div>
 <div style="margin-top:14px">
  <b>${d.plaintiff.toUpperCase()}</b> &nbsp;.................................................................... PLAINTIFF<br>
  <div style="margin:4px 0 4px 140px">VERSUS</div>
  <b>${NM(d.c)}</b> &nbsp;.................................................................... DEFENDANT
 </div>
 <div class="c b" style="font-size:13pt;margin:14px 0 8px">COMPLAINT ON OPEN ACCOUNT</div>
 <p>Plaintiff, ${d.plaintiff}, files this Complaint against Defendant and would show unto the Court the following:</p>
 <p>1. Defendant is an adult resident citizen of Hinds County, Mississippi, who may be served with process at ${d.c.street}, ${cityLine(d.c)}.</p>
 <p>2. Defendant obtained a consumer installment loan from Plaintiff on January 22, 2025, and defaulted. The amount of this claim does not exceed the $3,500 jurisdictional limit of this Court.</p>
 <p>3. Defendant is indebted to Plaintiff in the principal amount of <b>${usd(d.amount)}</b>, as shown on the itemized statement attached as Exhibit "A".</p>
 <table class="itm" style="margin:4px 0 8px 40px">
  <tr><td>Principal balance</td><td class="r">${usd(d.amount)}</td></tr>
  <tr><td>Accrued interest at 8% (stated separately)</td><td class="r">$64.18</td></tr>
  <tr><td>Attorney's fee (25% of principal per contract)</td><td class="r">$245.94</td></tr>
  <tr><td>Court costs advanced</td><td class="r">$85.00</td></tr>
  <tr><td class="b">Total sought</td><td class="r b" style="border-top:1px solid #000">$1,378.87</td></tr>
 </table>
 <p>WHEREFORE, Plaintiff demands judgment against Defendant for the principal sum of ${usd(d.amount)}, together with interest, attorney's fees and all costs.</p>
 <div style="margin-left:330px">${d.plaintiff.toUpperCase()}<br>By: <span style="border-bottom:1px solid #000">${sig(d.atty, 16)}</span><br>${d.atty} (MSB #105893)<br><b>${d.firm.toUpperCase()}</b><br>1062 Highland Colony Pkwy, Suite 201<br>Ridgeland, MS 39157 · (601) 555-0152<br>${d.email}</div>
 <div style="border-top:2px solid #000;margin-top:12px;padding-top:4px" class="sm">
  <b>CONSTABLE'S RETURN</b> — I have this day executed the within process by delivering a true copy of the summons and complaint to the within named defendant at the address stated above. &nbsp; Date: ______________ &nbsp; Fee: $25.00<br>
  ____________________________, Constable, District 2, 4120 Robinson Crossing, Jackson, MS 39209 · (601) 555-0119 · constable2@hindsjc-process.org
 </div>
</div>` };
  },
});

// ---------------------------------------------------------------- 09 CT Hartford summons civil (form)
docs.push({
  n: 9, state: 'CT', kind: 'summons',
  layout: 'Connecticut "Summons – Civil" judicial form: dense ruled-cell grid with tiny capital labels; parties table with name-and-address cells (defendant last-name-first); return date; commissioner signature; amount-in-demand statement',
  font: "'DejaVu Sans Condensed'", size: 9,
  c: { first: 'Rafael', mi: 'E.', last: 'Santiago', street: '87 Wethersfield Ave, Apt 2', city: 'Hartford', st: 'CT', zip: '06114' },
  plaintiff: 'Bluewater Card Services, LLC', plaintiffTail: '',
  firm: 'Wexford Dunn LLC', atty: 'Paul S. Dunn', email: 'pdunn@wexforddunn.com',
  amount: 4120.37, caseNo: 'HHD-CV26-6214873-S', court: ['Superior Court', 'Judicial District of Hartford at Hartford'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.g{width:100%} .g td{border:1px solid #000;padding:2px 5px;vertical-align:top}
.lab{display:block;font-size:6.5pt;text-transform:uppercase;line-height:1.1;margin-bottom:1px}
.ins{font-size:7pt;line-height:1.2}
`, body: `
<div style="padding:36px 44px 26px 44px">
 <div style="display:flex;justify-content:space-between;align-items:flex-start">
  <div class="ins" style="width:220px">SUMMONS – CIVIL<br>JD-CV-1 Rev. 1-24<br>C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a, 52-48, 52-259; P.B. §§ 3-1 through 3-21, 8-1, 10-13</div>
  <div class="c"><div class="sm">STATE OF CONNECTICUT</div><div class="b" style="font-size:16pt">${cl[0][0]}</div><div class="b" style="font-size:9.5pt">${cl[1][0]}</div></div>
  <div class="ins r" style="width:200px">See other side for instructions<br>Docket No.<br><b style="font-size:10.5pt">${d.caseNo}</b></div>
 </div>
 <table class="g" style="margin-top:6px">
  <tr><td colspan="2"><span class="lab">Address of court clerk (Number, street, town and zip code)</span>118 Capitol Row, Hartford, CT 06106</td><td><span class="lab">Telephone number of clerk</span>(860) 555-0125</td><td><span class="lab">Return Date (Must be a Tuesday)</span><b>January 5, 2027</b></td></tr>
  <tr><td><span class="lab">☒ Judicial District &nbsp; ☐ Housing Session &nbsp; ☐ G.A. No.</span>Hartford</td><td><span class="lab">At (Town in which writ is returnable)</span>Hartford</td><td><span class="lab">Case type code</span>Major: C &nbsp; Minor: 90</td><td><span class="lab">Juris number of firm</span>441278</td></tr>
 </table>
 <table class="g" style="margin-top:4px">
  <tr><td style="width:110px"><span class="lab">Parties</span></td><td><span class="lab">Name (Last, First, Middle Initial) and address of each party (Number; street; town; zip code)</span></td><td style="width:40px"><span class="lab">Code</span></td></tr>
  <tr><td><span class="lab">First named plaintiff</span></td><td>${d.plaintiff.toUpperCase()}, 77 Harbor Point Dr, Stamford, CT 06902</td><td>01</td></tr>
  <tr><td><span class="lab">First named defendant</span></td><td><b>${lastFirst(d.c, true)}</b>, ${d.c.street}, ${cityLine(d.c)}</td><td>50</td></tr>
  <tr><td><span class="lab">Additional defendant</span></td><td>&nbsp;</td><td>51</td></tr>
 </table>
 <div style="border:1px solid #000;margin-top:4px;padding:4px 6px" class="ins">
  <b>Notice to each defendant</b><br>
  1. You are being sued. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is making against you in this lawsuit.<br>
  2. To be notified of further proceedings, you or your attorney must file a form called an "Appearance" with the clerk of the above-named court at the above court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court on the Return Date unless you receive a separate notice telling you to come to court.<br>
  3. If you or your attorney do not file a written "Appearance" form on time, a judgment may be entered against you by default. The "Appearance" form may be obtained at the court address above or at www.jud.ct.gov under "Court Forms."<br>
  4. If you believe that you have insurance that may cover the claim that is being made against you in this lawsuit, you should immediately contact your insurance representative.<br>
  5. If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal questions.
 </div>
 <table class="g" style="margin-top:4px">
  <tr><td style="width:50%"><span class="lab">Statement of amount in demand (exclusive of interest and costs)</span><b style="font-size:11pt">${usd(d.amount)}</b> &nbsp; <span class="ins">☒ less than $15,000</span></td><td><span class="lab">Interest (C.G.S. § 37-3a) and costs claimed separately</span>Interest $318.22 · Entry fee $175.00 · Marshal $68.40</td></tr>
  <tr><td><span class="lab">Signed (Sign and "X" proper box)</span><div style="height:26px">${sig(d.atty, 15)}</div>☒ Commissioner of the Superior Court ☐ Clerk</td><td><span class="lab">Name of person signing at left</span>${d.atty}<br><span class="lab">Date signed</span>11/23/2026</td></tr>
  <tr><td colspan="2"><span class="lab">Name and address of attorney, law firm or plaintiff if self-represented (Number, street, town and zip code)</span><b>${d.firm}</b>, 40 Elm Park Rd, Suite 12, Wethersfield, CT 06109 · Telephone (860) 555-0148 · E-mail address for delivery of papers: ${d.email}</td></tr>
  <tr><td><span class="lab">For the plaintiff(s) please enter the appearance of</span>${d.firm}, Juris No. 441278</td><td><span class="lab">Marshal / serving officer</span>State Marshal R. DeLuca, PO Box 2291, Hartford, CT 06146 · (860) 555-0161</td></tr>
 </table>
 <div class="ins" style="margin-top:4px">For Court Use Only — File Date: ___________ &nbsp;&nbsp; Firm file: WD-23-11807 &nbsp;&nbsp; Page 1 of 2</div>
</div>` };
  },
});

// ---------------------------------------------------------------- 10 MO St. Louis County summons form, ALL CAPS + Jr.
docs.push({
  n: 10, state: 'MO', kind: 'summons',
  layout: 'Missouri circuit-court summons form: boxed header grid (judge/division, case number, plaintiff attorney, court address, nature of suit); defendant in ALL CAPITALS with suffix "JR."; blue FILED stamp partly over the header grid; sheriff\'s return table',
  font: "'DejaVu Sans'", size: 9,
  c: { first: 'Tyrone', mi: 'L.', last: 'Battle', suffix: 'Jr.', street: '1143 Saint Catherine St', city: 'Florissant', st: 'MO', zip: '63031' },
  plaintiff: 'Riverbend Credit Acquisitions, LLC', plaintiffTail: '',
  firm: 'Kaplan Dorsey Wirtz LLC', atty: 'Steven A. Wirtz', email: 'swirtz@kaplandorsey.com',
  amount: 4213.90, caseNo: '26SL-AC04417', court: ['Circuit Court of St. Louis County, Missouri', 'Associate Circuit Division'],
  render(d) {
    const cl = courtLines(d.court);
    return { css: `
.g{width:100%} .g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.lab{display:block;font-size:6.5pt;line-height:1.15}
p{text-align:justify}
`, body: `
<div style="padding:40px 52px 30px 52px">
 <div class="c b" style="font-size:11pt">IN THE ${cl[0][0]}<br>${cl[1][0]}</div>
 <table class="g" style="margin-top:8px">
  <tr><td style="width:45%"><span class="lab">Judge or Division:</span>DIVISION 41A</td><td><span class="lab">Case Number:</span><b style="font-size:11pt">${d.caseNo}</b></td></tr>
  <tr><td><span class="lab">Plaintiff/Petitioner:</span>${d.plaintiff.toUpperCase()}</td><td><span class="lab">Plaintiff's/Petitioner's Attorney/Address:</span>${d.atty.toUpperCase()}, #61208<br>${d.firm.toUpperCase()}<br>120 S Central Ave, Suite 1500<br>Clayton, MO 63105 · (314) 555-0177<br>${d.email}</td></tr>
  <tr><td rowspan="2"><span class="lab">vs.</span><span class="lab">Defendant/Respondent:</span>${NM(d.c)}</td><td><span class="lab">Court Address:</span>ST. LOUIS COUNTY COURTS BUILDING<br>7925 Forsyth Commons<br>Clayton, MO 63105</td></tr>
  <tr><td><span class="lab">Nature of Suit:</span>AC Breach of Contract</td></tr>
 </table>
 ${stamp({ lines: ['FILED', 'NOV 16 2026', 'CIRCUIT CLERK', 'ST. LOUIS COUNTY'], color: '#1f4fa8', rot: -14, top: 208, left: 520, size: 12 })}
 <div class="c b" style="font-size:13pt;margin:10px 0 4px">Summons in Civil Case</div>
 <div style="border:1px solid #000;padding:6px 8px">
  <b>The State of Missouri to: ${NM(d.c)}</b><br>
  <span class="lab">Alias:</span>
  ${d.c.street.toUpperCase()}<br>${cityLine(d.c).toUpperCase()}
 </div>
 <p style="margin-top:8px">You are summoned to appear before this court and to file your pleading to the petition, a copy of which is attached, and to serve a copy of your pleading upon the attorney for plaintiff/petitioner at the above address all within 30 days after receiving this summons, exclusive of the day of service. If you fail to file your pleading, judgment by default may be taken against you for the relief demanded in the petition.</p>
 <table class="g" style="margin-top:4px">
  <tr><td style="width:50%"><span class="lab">Amount prayed for in petition (principal)</span><b style="font-size:11pt">${usd(d.amount)}</b></td><td><span class="lab">Court cost deposit</span>$120.50</td></tr>
  <tr><td><span class="lab">Prejudgment interest requested (9%)</span>$356.09</td><td><span class="lab">Associate circuit jurisdictional limit</span>$25,000.00</td></tr>
 </table>
 <p class="sm" style="margin-top:6px">11/16/2026 &nbsp; Date issued &nbsp; ____________________ Clerk &nbsp;&nbsp; Further information: civilprocess@stlco-sheriff-service.org</p>
 <div class="c b" style="margin-top:8px">SHERIFF'S OR SERVER'S RETURN</div>
 <table class="g sm">
  <tr><td style="width:60%">☐ delivering a copy of the summons and petition to the defendant/respondent.<br>☐ leaving a copy of the summons and petition at the dwelling place or usual abode of the defendant/respondent with ____________________, a person of the defendant's/respondent's family over the age of 15 years who permanently resides with the defendant/respondent.<br>☐ (for service on a corporation) delivering a copy to ____________________ (name) ____________ (title).</td>
  <td>Served at ______________________________<br>in ____________ (County/City of St. Louis), MO, on ____________ (date) at ______ (time).<br><br>Sheriff's Fees: Summons $ ____ Non Est $ ____ Mileage $ ____</td></tr>
 </table>
 <div class="xs" style="position:absolute;bottom:22px;left:52px;right:52px;display:flex;justify-content:space-between"><span>OSCA (07-25) SM30 (SMCC) For Court Use Only: Document ID# 26-SMCC-8841</span><span>Rule 54.01–54.05, 54.13, 54.20; 506.120–506.140, 506.150 RSMo</span></div>
</div>` };
  },
});

module.exports = docs;
