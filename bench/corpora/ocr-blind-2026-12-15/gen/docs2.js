// Documents 11-20 (data + layout).
'use strict';
const { esc, U, money, $, courtLine, courtLines, cityLine, cb, hand, seal, htmlDoc, lastFirst } = require('./lib');
const docs = [];

// ---------------------------------------------------------------- 11 MI 46th District complaint + affidavit, John Doe
docs.push({
  id: '11', state: 'MI', kind: 'complaint with affidavit of account',
  layout: 'Michigan pleading caption: court heading, parties left / case number right, attorney block top-left under a rule beside the defendant block, "John Doe" co-defendant, affidavit of account below',
  css_font: "'URW Bookman'",
  court: { lines: ['State of Michigan', 'In the 46th District Court for the County of Oakland'] },
  case: '26C02961GC',
  def: { name: 'Samuel R. Kowalczyk', street: '17200 W Ten Mile Rd Apt 308', city: 'Southfield', st: 'MI', zip: '48075' },
  pl: { name: 'Meridian Asset Recovery Group, LLC', addr: '2000 Town Center Ste 1900, Southfield, MI 48075' },
  firm: { name: 'Hadley & Voss, PLC', atty: 'Christine Hadley', bar: 'P70551', addr: '28411 Northwestern Hwy Ste 500, Southfield, MI 48034', phone: '(248) 555-0135', email: 'chadley@hadleyvoss.com', other: 'collections@hadleyvoss.com' },
  amt: { principal: 2731.90, interest: 184.06, costs: 115.00 },
  html(d) {
    const total = d.amt.principal + d.amt.interest + d.amt.costs;
    const css = `
    .page{font-family:${d.css_font};font-size:10pt;padding:50px 62px;line-height:1.4}
    .cap{display:grid;grid-template-columns:1fr 1fr;border-top:1.5px solid #000;border-bottom:1.5px solid #000;margin-top:8px}
    .cap>div{padding:6px 8px}
    .cap>div:nth-child(odd){border-right:1.5px solid #000}
    .cap>div:nth-child(1),.cap>div:nth-child(2){border-bottom:1px solid #000}
    h2{text-align:center;font-size:11pt;margin:10px 0 4px 0}
    ol{margin:0;padding-left:22px} li{margin-bottom:2px}
    .aff{border:1px solid #000;padding:6px 10px;margin-top:8px;font-size:8.8pt}
    `;
    const b = `
    <div class="c b" style="font-size:11pt">${U(d.court.lines[0])}</div>
    <div class="c b" style="font-size:10.5pt">${U(d.court.lines[1])}</div>
    <div class="cap">
      <div>${U(d.pl.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v<br>${U(d.def.name)}<br>and JOHN DOE, a fictitious name for any<br>unknown co-obligor on the account,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
      <div style="display:flex;flex-direction:column;justify-content:center;align-items:center">Case No. <b style="font-size:12.5pt">${esc(d.case)}</b><br>Hon. Shelia A. Brantley<br><span class="small">Plaintiff's file no. HV-26-08815</span></div>
      <div style="font-size:8.6pt"><b>${U(d.firm.name)}</b><br>By: ${esc(d.firm.atty)} (${esc(d.firm.bar)})<br>Attorneys for Plaintiff<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)}<br>${esc(d.firm.email)}</div>
      <div style="font-size:8.6pt">${U(d.def.name)}<br>${U(d.def.street)}<br>${U(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}<br>Defendant</div>
    </div>
    <div class="c small" style="margin-top:3px">There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in this complaint.</div>
    <h2>COMPLAINT ON ACCOUNT STATED</h2>
    <p>Plaintiff, by its attorneys, states:</p>
    <ol>
      <li>Plaintiff is a limited liability company doing business in Oakland County, Michigan.</li>
      <li>Defendant ${esc(d.def.name)} resides in the City of Southfield, Oakland County, Michigan, and the amount in controversy does not exceed $25,000.00, exclusive of costs, interest and attorney fees; jurisdiction and venue are proper in this Court.</li>
      <li>Defendant opened a revolving credit account with Huron Valley Credit Union, account ending 5806, which was later sold and assigned to Plaintiff together with all rights to collect the balance.</li>
      <li>An account was stated between the parties and Defendant did not object to the statements within a reasonable time. The balance due is <b>${$(d.amt.principal)}</b>.</li>
      <li>Plaintiff also claims accrued statutory interest of ${$(d.amt.interest)} and taxable costs, including the filing fee of ${$(d.amt.costs)}.</li>
    </ol>
    <p style="margin-top:4px">WHEREFORE, Plaintiff requests judgment against Defendant in the amount of ${$(d.amt.principal)}, plus interest of ${$(d.amt.interest)}, costs and statutory attorney fees, for a total of ${$(total)}.</p>
    <div style="display:flex;justify-content:space-between;margin-top:6px"><span>Dated: November 24, 2026</span><span><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">Christine Hadley</span><br>${esc(d.firm.atty)} (${esc(d.firm.bar)})</span></div>
    <div class="aff"><b>AFFIDAVIT OF ACCOUNT (MCL 600.2145)</b><br>
    I, Dana M. Lucero, being first duly sworn, state that I am an authorized agent of Plaintiff with access to its business records; that the account above is true and correct; that the balance due and owing from ${esc(d.def.name)} after allowing all just credits and set-offs is ${$(d.amt.principal)}; and that if sworn as a witness I can testify competently to these facts.
    <div style="display:flex;justify-content:space-between;margin-top:8px"><span><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">Dana M. Lucero</span><br>Affiant · records custodian, ${esc(d.pl.name)}</span>
    <span>Subscribed and sworn before me on 11/23/2026<br><span style="font-family:Z003;font-size:13pt;color:#1b2a6b">Ruth Okafor</span>, Notary Public, Oakland County<br>My commission expires 08/14/2029</span></div></div>
    <div class="small" style="margin-top:8px">Payments may be directed to ${esc(d.firm.other)} or mailed to the firm. Please reference file no. HV-26-08815 and account ending 5806.</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 12 MI 54-A small claims affidavit and claim, unrepresented
docs.push({
  id: '12', state: 'MI', kind: 'small-claims form (affidavit and claim)',
  layout: 'small-claims form with check boxes for kind of claim, handwriting-style fills, "Case No. (for clerk\'s use)" box, unrepresented business plaintiff with its billing e-mail, fee schedule and $7,000 limit',
  css_font: "'DejaVu Sans'",
  court: { lines: ['State of Michigan', '54-A District Court', 'Small Claims Division'], addr: '124 W Michigan Commons, Lansing, MI 48933', phone: '(517) 555-0175' },
  case: '26-1182-SC',
  def: { name: 'Ryan P. Vander Molen', street: '1414 W Mount Hope Ave Apt 2', city: 'Lansing', st: 'MI', zip: '48910' },
  pl: { name: 'Lansing Family Dentistry, PLLC', addr: '3320 S Cedar St Ste 4, Lansing, MI 48910', phone: '(517) 555-0143', email: 'billing@lansingfamilydental.com' },
  firm: null,
  amt: { principal: 1486.00, filing: 55.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.6pt;padding:40px 46px;line-height:1.36}
    .top{display:grid;grid-template-columns:1.1fr 1.3fr 1fr;border:1.5px solid #000}
    .top>div{padding:5px 7px;border-right:1px solid #000}.top>div:last-child{border-right:none}
    .lbl{font-size:6.6pt;text-transform:uppercase;display:block}
    .sec{border:1.5px solid #000;border-top:none;padding:5px 7px}
    .num{display:inline-block;width:16px;font-weight:bold}
    .ln{border-bottom:1px solid #000;display:inline-block;min-width:120px;padding:0 3px}
    .hand{font-size:13.5pt}
    .grid2{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}
    `;
    const H = s => hand(s);
    const b = `
    <div class="top"><div><b>${U(d.court.lines[0])}</b><br><b style="font-size:11pt">${U(d.court.lines[1])}</b><br><b>${U(d.court.lines[2])}</b></div>
      <div class="c" style="display:flex;flex-direction:column;justify-content:center"><span style="font-size:13pt;font-weight:bold">AFFIDAVIT AND CLAIM</span><span class="b">SMALL CLAIMS</span><span class="small">Original — Court · 1st copy — Defendant · 2nd copy — Plaintiff</span></div>
      <div style="background:#eee"><span class="lbl">Case No. (for clerk's use)</span><span style="font-family:'Nimbus Mono PS';font-weight:bold;font-size:13pt">${esc(d.case)}</span><span class="lbl" style="margin-top:6px">Filing fee / Jury demand fee</span>${$(d.amt.filing)} / —</div></div>
    <div class="sec"><span class="lbl">Court address and telephone no.</span>${esc(d.court.addr)} · ${esc(d.court.phone)}</div>
    <div class="sec grid2"><div><span class="num">1</span><span class="lbl" style="display:inline">Plaintiff's name, address, telephone</span><br>${H(d.pl.name)}<br>${H(d.pl.addr)}<br>${H(d.pl.phone)}<br><span class="small">E-mail: ${esc(d.pl.email)}</span></div>
      <div><span class="num">2</span><span class="lbl" style="display:inline">Defendant's name, address, telephone</span><br>${H(d.def.name)}<br>${H(d.def.street)}<br>${H(cityLine(d.def))}</div></div>
    <div class="sec"><span class="num">3</span><b>Plaintiff is:</b> ${cb(false)}an individual &nbsp; ${cb(true)}a business (name and title of person filing): ${H('Karen Ostrowski, office manager')} &nbsp; ${cb(false)}a landlord</div>
    <div class="sec"><span class="num">4</span><b>Kind of claim:</b> ${cb(false)}Property damage &nbsp; ${cb(true)}Unpaid bill for goods or services &nbsp; ${cb(false)}Loan &nbsp; ${cb(false)}Rent / security deposit &nbsp; ${cb(false)}Bad check &nbsp; ${cb(false)}Other</div>
    <div class="sec"><span class="num">5</span>I am the plaintiff and I know that the defendant owes me <span class="ln" style="min-width:130px">${H($(d.amt.principal))}</span> for the following reason:<br>
      <div style="border-bottom:1px solid #000;margin-top:3px">${H('Dental crowns + root canal, 01/2026 - 03/2026. Insurance paid its part,')}</div>
      <div style="border-bottom:1px solid #000">${H('patient balance never paid. Statements sent 4/1, 5/1, 6/1, 8/15. Acct #LFD-20931')}</div>
      <span class="small">The amount claimed does not include the filing fee or service costs, which I ask the court to add to any judgment.</span></div>
    <div class="sec"><span class="num">6</span>The claim arose in the City of ${H('Lansing')} , County of ${H('Ingham')} . &nbsp; ${cb(true)}The defendant lives or does business in this district.<br>
      <span class="num">7</span>${cb(true)}I have asked the defendant to pay this claim. &nbsp; ${cb(false)}I am a licensed collection agency. &nbsp; ${cb(true)}No other case involving this claim is pending.<br>
      <span class="num">8</span>The defendant ${cb(false)}is ${cb(true)}is not ${cb(false)}I do not know whether the defendant is in the military service.</div>
    <div class="sec grid2"><div>I declare under the penalties of perjury that this affidavit and claim has been examined by me and that its contents are true to the best of my information, knowledge, and belief.<br><br>
      ${H('11/05/2026')} &nbsp;&nbsp;&nbsp; ${hand('Karen Ostrowski', 'font-size:16pt')}<div style="border-top:1px solid #000;font-size:6.6pt">DATE &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; PLAINTIFF'S SIGNATURE</div></div>
      <div style="font-size:8pt;background:#f3f3f3;padding:4px 6px"><b>NOTICE TO DEFENDANT:</b> The hearing will be held at the court address above on <b>12/17/2026 at 1:30 p.m.</b> You may: (a) appear and dispute the claim; (b) pay the claim before the hearing; (c) have the case removed to the general civil division. Attorneys may not represent parties in the small claims division. Small claims limit: $7,000. Fee schedule: $30 (up to $600), $55 ($600.01–$1,750), $75 (over $1,750).</div></div>
    <div class="sec"><b>PROOF OF MAILING / SERVICE</b> — ${cb(true)}Mailed by the clerk by first-class mail on ${H('11/06/2026')} to the defendant at the address in item 2. &nbsp; ${cb(false)}Personal service by court officer.
      <div style="margin-top:6px">Clerk: ${hand('M. Grady', 'font-size:14pt')}</div></div>
    <div class="tiny" style="margin-top:4px;display:flex;justify-content:space-between"><span>DC 84 (revised for 54-A) · MCL 600.8401 et seq.</span><span>DO NOT WRITE BELOW THIS LINE — FOR COURT USE ONLY</span></div>
    <div style="border:1px dashed #777;height:90px;margin-top:2px;padding:5px;font-size:7pt;color:#444">JUDGMENT: ${cb(false)}Plaintiff ${cb(false)}Defendant ${cb(false)}Dismissed &nbsp; Amount $______ Costs $______ Date ______ Magistrate ____________</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 13 CO Arapahoe County Court complaint, two-box caption
docs.push({
  id: '13', state: 'CO', kind: 'complaint (county court civil)',
  layout: 'caption in two boxes side by side (court/parties left, "court use only" right) with the case number in a box of its own at the top right, attorney box under the parties, hyphenated surname without middle initial',
  css_font: "'Liberation Serif'",
  court: { lines: ['County Court, Arapahoe County, Colorado'], addr: '6150 S Potomac Commons, Centennial, CO 80112' },
  case: '2026C031288',
  def: { name: 'Sofia Ramirez-Klein', street: '15550 E Iliff Ave Apt 1210', city: 'Aurora', st: 'CO', zip: '80013' },
  pl: { name: 'Alpine Crest Funding, LLC', addr: '1800 Larimer St Ste 1700, Denver, CO 80202' },
  firm: { name: 'Ostrander Beale, LLC', atty: 'Megan K. Ostrander', bar: 'Atty. Reg. #: 51234', addr: '7400 E Orchard Rd Ste 3000N, Greenwood Village, CO 80111', phone: '(303) 555-0122', fax: '(303) 555-0123', email: 'mostrander@ostranderbeale.com', other: 'filings@ostranderbeale.com' },
  amt: { principal: 5309.64, filing: 97.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.2pt;padding:48px 56px;line-height:1.35}
    table.cap{width:100%;border:1.5px solid #000}
    table.cap td{border:1px solid #000;padding:5px 7px;vertical-align:top}
    h2{text-align:center;font-size:12pt;margin:10px 0 6px 0}
    ol{margin:0;padding-left:24px} li{margin-bottom:3px;text-align:justify}
    `;
    const b = `
    <table class="cap">
      <tr><td rowspan="2" style="width:64%">${esc(d.court.lines[0])}<br>Court Address: ${esc(d.court.addr)}<br><br>
        <b>Plaintiff:</b> ${U(d.pl.name)}<br><br><b>v.</b><br><br><b>Defendant:</b> ${U(d.def.name)}</td>
        <td style="height:62px"><span class="small">Case Number:</span><br><b style="font-size:13pt">${esc(d.case)}</b><br><span class="small">Div.: C &nbsp;&nbsp; Courtroom: 11</span></td></tr>
      <tr><td style="text-align:center;vertical-align:middle;font-size:9pt">▲ COURT USE ONLY ▲</td></tr>
      <tr><td><span class="small">Attorney for Plaintiff:</span><br>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>Phone: ${esc(d.firm.phone)} &nbsp; Fax: ${esc(d.firm.fax)}<br>E-mail: ${esc(d.firm.email)}</td>
        <td class="small">E-filing ID 7F3A2C91B004<br>Filed: 11/10/2026 9:41 AM<br>Filing fee: ${$(d.amt.filing)}<br>Courtesy copies: ${esc(d.firm.other)}</td></tr>
      <tr><td colspan="2" style="text-align:center;font-weight:bold;font-size:11.5pt">COMPLAINT ON ACCOUNT (COUNTY COURT CIVIL)</td></tr>
    </table>
    <p style="margin-top:8px">Plaintiff, through counsel, states its Complaint against Defendant as follows:</p>
    <ol>
      <li>Plaintiff is a Delaware limited liability company authorized to do business in Colorado, with offices at ${esc(d.pl.addr)}.</li>
      <li>Defendant ${esc(d.def.name)} resides at ${esc(d.def.street)}, ${esc(d.def.city)}, Colorado ${esc(d.def.zip)}, in Arapahoe County; venue is proper under C.R.C.P. 398.</li>
      <li>Defendant entered into a credit agreement with Front Range Card Services, N.A. (account ending 1157). Defendant used the account and failed to make the required payments.</li>
      <li>The account was charged off on 04/18/2026 and was sold and assigned to Plaintiff on 07/09/2026. Plaintiff is the owner of the account and all rights under it.</li>
      <li>After all payments, credits and offsets, Defendant owes Plaintiff the principal sum of <b>${$(d.amt.principal)}</b>. No part of the amount claimed is for interest or fees accrued after charge-off.</li>
      <li>The amount in controversy does not exceed $25,000.00, the jurisdictional limit of the county court, exclusive of interest and costs.</li>
    </ol>
    <p>WHEREFORE, Plaintiff requests judgment against Defendant for ${$(d.amt.principal)}, post-judgment interest at the statutory rate of 8% per annum, court costs including the ${$(d.amt.filing)} filing fee and service fees, and such further relief as the Court deems proper.</p>
    <p>Plaintiff's address: ${esc(d.pl.addr)}.</p>
    <div style="margin-left:360px;margin-top:8px">Respectfully submitted,<br>${esc(d.firm.name)}<br><span style="font-family:Z003;font-size:14pt;color:#1b2a6b">/s/ Megan K. Ostrander</span><br>${esc(d.firm.atty)}, #51234<br>Attorney for Plaintiff</div>
    <div class="tiny" style="position:absolute;bottom:30px;left:56px;right:56px;border-top:1px solid #000;padding-top:3px">This document was e-filed pursuant to C.R.C.P. 121 § 1-26. A duly signed original is on file with the filing party. · Arapahoe County Court, Division C</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 14 CO Denver County Court summons, letterhead band
docs.push({
  id: '14', state: 'CO', kind: 'summons (county court)',
  layout: 'court name in a dark letterhead band with the case number in an inset box, answer-date instructions, attorney block in a two-column table at the bottom',
  css_font: "'Nimbus Sans'",
  court: { lines: ['County Court', 'City and County of Denver, Colorado'], addr: '1437 Bannock Commons, Room 135, Denver, CO 80202', phone: '(720) 555-0156' },
  case: '26C52417',
  def: { name: 'Tyrell D. Okonkwo', street: '3301 W Mississippi Ave Apt 6', city: 'Denver', st: 'CO', zip: '80219' },
  pl: { name: 'Keystone Lending Solutions, Inc.', addr: '999 18th St Ste 3000, Denver, CO 80202' },
  firm: { name: 'Whitfield & Marr, P.C.', atty: 'Jonah R. Marr', bar: 'Reg. No. 48817', addr: '1660 Lincoln St Ste 2800, Denver, CO 80264', phone: '(303) 555-0109', email: 'jmarr@whitfieldmarr.com', other: 'payments@whitfieldmarr.com' },
  amt: { principal: 9745.00, interest: 1322.45, fees: 1461.75 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.8pt;padding:36px 46px;line-height:1.42}
    .band{background:#2b2b2b;color:#fff;padding:14px 18px;display:flex;justify-content:space-between;align-items:center;font-family:'URW Gothic'}
    .band .t1{font-size:22pt;letter-spacing:3px;font-weight:bold}
    .band .t2{font-size:11pt;letter-spacing:1px}
    .cn{background:#fff;color:#000;padding:6px 12px;text-align:center;min-width:170px;font-family:${d.css_font}}
    h1{font-family:'URW Gothic';font-size:16pt;margin:14px 0 4px 0;letter-spacing:2px}
    .parties{display:grid;grid-template-columns:1fr 1fr;gap:18px;margin:8px 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:8px 0}
    .lbl{font-size:7pt;letter-spacing:.5px;text-transform:uppercase;color:#333;display:block}
    .ad{display:grid;grid-template-columns:1fr 1fr;border:1px solid #000;margin-top:10px}
    .ad>div{padding:6px 10px}.ad>div:first-child{border-right:1px solid #000}
    `;
    const b = `
    <div class="band"><div><div class="t1">${U(d.court.lines[0])}</div><div class="t2">${U(d.court.lines[1])}</div><div style="font-size:8pt;margin-top:3px">${esc(d.court.addr)} · ${esc(d.court.phone)}</div></div>
      <div class="cn"><span class="lbl">Case Number</span><b style="font-size:14pt">${esc(d.case)}</b><br><span class="lbl">Courtroom 135 · Civil</span></div></div>
    <h1>SUMMONS IN A CIVIL ACTION</h1>
    <div class="small">(Claim for money — more than $7,500, not more than $25,000 exclusive of interest and costs)</div>
    <div class="parties"><div><span class="lbl">Plaintiff</span><b>${esc(d.pl.name)}</b><br>${esc(d.pl.addr)}</div>
      <div><span class="lbl">Defendant</span><b>${esc(d.def.name)}</b><br>${esc(d.def.street)}<br>${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</div></div>
    <p><b>TO THE ABOVE-NAMED DEFENDANT:</b> You are summoned to appear and defend against the claim in the attached complaint. You must file your answer or other response with the clerk of this court on or before the <b>answer date</b>, which is <b>December 21, 2026 at 8:30 a.m.</b>, and pay the required answer filing fee ($85.00 for claims over $7,500). If you fail to file an answer, judgment by default may be entered against you for the relief demanded in the complaint, without further notice.</p>
    <p>The plaintiff claims that you owe the principal amount of <b>${$(d.amt.principal)}</b> on a personal installment loan (loan no. KLS-0088213), together with contractual interest of ${$(d.amt.interest)} through the date of filing, reasonable attorney fees estimated at ${$(d.amt.fees)}, and costs.</p>
    <p>If you wish to dispute the claim, you may appear in person on the answer date in Courtroom 135, or file a written answer beforehand. Self-help resources are available at the Denver County Court Self-Help Center. If you need an interpreter, call the clerk at ${esc(d.court.phone)} at least 7 days before the answer date.</p>
    <p class="i" style="font-size:9pt">Aviso: Usted ha sido demandado. Si no presenta su respuesta antes de la fecha indicada, se puede dictar un fallo en su contra. Hay intérpretes disponibles sin costo.</p>
    <div style="display:flex;justify-content:space-between;margin-top:10px"><span>Dated: November 13, 2026</span><span>Clerk of Court / Deputy Clerk: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">P. Montoya</span></span></div>
    <div class="ad"><div><span class="lbl">Attorney for plaintiff</span>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>${esc(d.firm.phone)}<br>${esc(d.firm.email)}</div>
      <div><span class="lbl">Payments / settlement inquiries</span>${esc(d.firm.other)}<br>Reference no. WM-4417-3092<br><br><span class="lbl">Return of service</span>Served on ______________ by ______________<br>Fee $______ Mileage $______</div></div>
    <div class="tiny" style="position:absolute;bottom:26px;left:44px;right:44px;display:flex;justify-content:space-between"><span>JDF 98 (adapted) · Denver County Court Civil Division</span><span>Page 1 of 1</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 15 KS Sedgwick petition, attorney block top right, county-code case number
docs.push({
  id: '15', state: 'KS', kind: 'petition (Chapter 61 limited action)',
  layout: 'attorney block at the top right, centred court caption, case number with a leading county code, "Pursuant to K.S.A. Chapter 61" banner, verification',
  css_font: "'DejaVu Serif Condensed'",
  court: { lines: ['In the District Court of Sedgwick County, Kansas', 'Civil Department'] },
  case: 'SG-2026-LM-008817',
  def: { name: 'Jennifer L. Haskins', street: '1820 S Seneca St', city: 'Wichita', st: 'KS', zip: '67213' },
  pl: { name: 'Prairie Wind Funding LLC', addr: '301 N Main St Ste 1200, Wichita, KS 67202' },
  firm: { name: 'Dalton Ferris Law, LLC', atty: 'Kyle B. Ferris', bar: 'KS S. Ct. No. 27714', addr: '8100 E 22nd St N Bldg 1200, Wichita, KS 67226', phone: '(316) 555-0161', email: 'kferris@daltonferris.com', other: 'intake@daltonferris.com' },
  amt: { principal: 2904.33, interest: 311.20, costs: 118.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.8pt;padding:48px 64px;line-height:1.45}
    .atty{margin-left:auto;width:300px;font-size:8.2pt;line-height:1.3;border-left:3px solid #000;padding-left:8px}
    .cap{display:flex;margin-top:14px}
    .cap .l{flex:1;border-right:1px solid #000;border-bottom:1px solid #000;padding:6px 10px 6px 0}
    .cap .r{flex:.8;padding:6px 0 6px 14px;align-self:center}
    h2{text-align:center;font-size:12pt;margin:12px 0 6px 0;letter-spacing:2px}
    p{text-align:justify}
    `;
    const b = `
    <div class="atty"><b>${esc(d.firm.name)}</b><br>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>${esc(d.firm.addr)}<br>Tel. ${esc(d.firm.phone)}<br>${esc(d.firm.email)}<br>Attorney for Plaintiff · our file DFL-61-2290</div>
    <div class="c b" style="margin-top:14px;font-size:11pt">${U(d.court.lines[0])}</div>
    <div class="c b">${U(d.court.lines[1])}</div>
    <div class="cap"><div class="l">${U(d.pl.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>vs.<br><br>${U(d.def.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
      <div class="r">Case No. <b>${esc(d.case)}</b><br>Division: 23<br>Amount: ${$(d.amt.principal)}</div></div>
    <div class="c b" style="margin-top:10px;border:1px solid #000;padding:2px">Pursuant to K.S.A. Chapter 61</div>
    <h2>PETITION</h2>
    <p>COMES NOW the plaintiff, ${esc(d.pl.name)}, and for its cause of action against the defendant states:</p>
    <p>1. Plaintiff is a limited liability company with its principal office at ${esc(d.pl.addr)}.</p>
    <p>2. Defendant ${esc(d.def.name)} is a resident of Sedgwick County, Kansas, and may be served with summons at ${esc(d.def.street)}, ${esc(d.def.city)}, Kansas ${esc(d.def.zip)}.</p>
    <p>3. Defendant applied for and received a credit card account from Flint Hills Card Services (account ending 0472). Defendant used the account and agreed to repay all charges.</p>
    <p>4. Defendant defaulted. The account was charged off and assigned to plaintiff, which now owns it. There is due and owing from defendant to plaintiff the principal sum of ${$(d.amt.principal)}, together with accrued interest of ${$(d.amt.interest)} at 12% per annum from 05/01/2026, and interest continues to accrue.</p>
    <p>5. Plaintiff has made demand upon defendant for payment, but defendant has failed and refused to pay.</p>
    <p>WHEREFORE, plaintiff prays for judgment against defendant in the principal sum of ${$(d.amt.principal)}, plus accrued interest of ${$(d.amt.interest)}, post-judgment interest at the statutory rate, the costs of this action (docket fee ${$(d.amt.costs)}), and such other relief as the Court deems just.</p>
    <div style="margin-left:360px;margin-top:10px"><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">Kyle B. Ferris</span><br>${esc(d.firm.atty)}, ${esc(d.firm.bar)}<br>Attorney for Plaintiff</div>
    <div style="margin-top:12px;font-size:8.8pt;border-top:1px solid #000;padding-top:6px"><b>VERIFICATION.</b> STATE OF KANSAS, COUNTY OF SEDGWICK, ss: Kyle B. Ferris, of lawful age, being first duly sworn, states that he is the attorney for plaintiff and that the statements in the foregoing petition are true and correct to the best of his knowledge and belief. New matters: direct inquiries to ${esc(d.firm.other)}.</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 16 KS Johnson County summons, single-line parties, consumer in Missouri
docs.push({
  id: '16', state: 'KS', kind: 'summons (Chapter 61)',
  layout: 'parties written as "Plaintiff(s): … Defendant(s): …" on a single line, case number in a tab at the top right, out-of-state (Missouri) defendant served by certified mail, return of service grid',
  css_font: "'Nimbus Sans'",
  court: { lines: ['In the District Court of Johnson County, Kansas'], addr: '150 W Santa Fe Commons, Olathe, KS 66061', phone: '(913) 555-0132' },
  case: '26LA04421',
  def: { name: 'Derek A. Lindqvist', street: '9120 Wornall Rd Apt 3C', city: 'Kansas City', st: 'MO', zip: '64114' },
  pl: { name: 'Heartland Consumer Receivables, LLC', addr: '10801 Mastin Blvd Ste 600, Overland Park, KS 66210' },
  firm: { name: 'Ruckert, Sims & Albrecht, P.A.', atty: 'Laura E. Sims', bar: 'KS #25109 / MO #61877', addr: '7300 W 110th St Ste 700, Overland Park, KS 66210', phone: '(913) 555-0170', email: 'lsims@rsalaw.com', other: 'docket@rsalaw.com' },
  amt: { principal: 1379.85, costs: 94.50 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:11pt;padding:44px 60px;line-height:1.48}
    .tab{position:absolute;right:60px;top:40px;border:2px solid #000;border-top:8px solid #000;padding:4px 12px;text-align:center}
    .pl{border-top:2px solid #000;border-bottom:2px solid #000;padding:7px 0;margin:12px 0 10px 0;font-size:10.5pt}
    h1{font-size:20pt;letter-spacing:4px;margin:8px 0 0 0}
    table.ret{width:100%;margin-top:6px} table.ret td{border:1px solid #000;padding:4px 6px;font-size:8.4pt;height:24px;vertical-align:top}
    `;
    const b = `
    <div class="tab"><span class="small">CASE NO.</span><br><b style="font-size:13pt">${esc(d.case)}</b><br><span class="tiny">Limited Actions · Div. 4</span></div>
    <div class="b" style="font-size:12pt;width:440px">${U(d.court.lines[0])}</div>
    <div class="small">${esc(d.court.addr)} · Limited Actions Clerk ${esc(d.court.phone)}</div>
    <h1>SUMMONS</h1><div class="small">(Chapter 61 — Service by certified mail, out of state)</div>
    <div class="pl"><b>Plaintiff(s):</b> ${esc(d.pl.name)} &nbsp;&nbsp;&nbsp; <b>Defendant(s):</b> ${esc(d.def.name)}</div>
    <p><b>TO THE ABOVE-NAMED DEFENDANT</b> at: <b>${esc(d.def.street)}, ${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</b></p>
    <p>You are hereby notified that an action has been commenced against you in this Court. You are required to file your answer to the petition with the Court and serve a copy upon plaintiff's attorney, or appear in person, on or before <b>January 7, 2027 at 9:00 a.m.</b> (the appearance date), at the courthouse address above. If you fail to do so, judgment by default will be taken against you for the relief demanded in the petition, which is the principal sum of <b>${$(d.amt.principal)}</b>, plus interest at the rate allowed by law and the costs of the action.</p>
    <p>Plaintiff's attorney: ${esc(d.firm.atty)}, ${esc(d.firm.bar)}, ${esc(d.firm.name)}, ${esc(d.firm.addr)}, ${esc(d.firm.phone)}, ${esc(d.firm.email)} (filings: ${esc(d.firm.other)}).</p>
    <p>Court costs advanced by plaintiff: ${$(d.amt.costs)}. The limit for Chapter 61 actions is $25,000. If you need an interpreter or accommodation, contact the court at least five days before the appearance date.</p>
    <div style="display:flex;justify-content:space-between;margin-top:10px"><span>Date issued: 11/30/2026</span><span>Clerk of the District Court &nbsp; By: <span style="font-family:Z003;font-size:14pt;color:#1b2a6b">E. Lindholm</span>, Deputy</span></div>
    <div style="margin-top:12px;font-size:9pt"><b>RETURN OF SERVICE (certified mail, K.S.A. 60-303(c))</b></div>
    <table class="ret"><tr><td style="width:33%">Mailed on: 12/01/2026</td><td>Certified no.: 9589 0710 5270 1144 2206 38</td><td>Return receipt signed by:</td></tr>
    <tr><td>Date delivered:</td><td>${cb(false)}Refused ${cb(false)}Unclaimed ${cb(false)}Moved</td><td>Deputy clerk:</td></tr></table>
    <div style="margin-top:14px;border:1px solid #000;padding:8px 10px;font-size:8.6pt;background:#f5f5f5"><b>NOTICE:</b> This court is located in Kansas. You are being sued here because plaintiff alleges the claim arose in Johnson County, Kansas. You may wish to consult an attorney licensed in Kansas. Kansas Legal Services: 1-800-555-0190.</div>
    <div class="tiny" style="position:absolute;bottom:28px;left:60px">10th Judicial District · Form LA-SUM-3 (Rev. 2024)</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 17 LA Jefferson first parish court petition on open account, Suit No.
docs.push({
  id: '17', state: 'LA', kind: 'petition (open account)',
  layout: 'Louisiana caption with "Suit No." and Division on one line, "Versus", filed/deputy-clerk line, 25% attorney-fee claim, "Please serve" instruction at the end',
  css_font: "'Liberation Serif'",
  court: { lines: ['First Parish Court for the Parish of Jefferson', 'State of Louisiana'] },
  case: '172-448',
  def: { name: 'Monique R. Broussard', street: '3805 Houma Blvd Apt 212', city: 'Metairie', st: 'LA', zip: '70006' },
  pl: { name: 'Bayou State Recovery, L.L.C.', addr: '1100 Poydras St Ste 2900, New Orleans, LA 70163' },
  firm: { name: 'Landry, Pitre & Fontenot, L.L.C.', atty: 'Andre J. Pitre', bar: 'La. Bar Roll No. 33814', addr: '3850 N Causeway Blvd Ste 1100, Metairie, LA 70002', phone: '(504) 555-0117', email: 'apitre@lpflaw.com' },
  amt: { principal: 5117.62, fees: 1279.41 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.8pt;padding:56px 76px;line-height:1.42}
    .row{display:flex;justify-content:space-between}
    h2{text-align:center;font-size:12pt;margin:12px 0 6px 0;text-decoration:underline}
    p{text-align:justify;text-indent:36px;margin:0 0 5px 0}
    `;
    const b = `
    <div class="c b">${U(d.court.lines[0])}</div>
    <div class="c b">${U(d.court.lines[1])}</div>
    <div class="row b" style="margin-top:14px"><span>SUIT NO.: ${esc(d.case)}</span><span>DIVISION: "B"</span></div>
    <div class="c" style="margin-top:12px;line-height:1.6"><b>${U(d.pl.name)}</b><br>VERSUS<br><b>${U(d.def.name)}</b></div>
    <div class="row" style="margin-top:12px"><span>FILED: ______________________</span><span>______________________<br>DEPUTY CLERK</span></div>
    <h2>PETITION ON OPEN ACCOUNT</h2>
    <p>The petition of ${esc(d.pl.name)}, a Louisiana limited liability company domiciled in the Parish of Orleans, with its office at ${esc(d.pl.addr)}, through undersigned counsel, respectfully represents:</p>
    <p>1. Made defendant herein is ${U(d.def.name)}, a person of the full age of majority domiciled in the Parish of Jefferson, State of Louisiana.</p>
    <p>2. Defendant is justly and truly indebted unto petitioner in the full sum of <b>${$(d.amt.principal)}</b>, together with legal interest from date of judicial demand until paid, for goods and services furnished on open account by Crescent City Home Furnishings, Inc., account no. CCH-558201, which account was assigned to petitioner.</p>
    <p>3. Amicable demand has been made upon defendant more than thirty days prior to filing suit, by certified letter dated 08/04/2026, without avail. Petitioner is therefore entitled to reasonable attorney's fees under La. R.S. 9:2781, which petitioner avers to be 25% of the principal, or ${$(d.amt.fees)}.</p>
    <p>WHEREFORE, petitioner prays that defendant be duly cited and served, and that after due proceedings there be judgment in favor of petitioner, ${esc(d.pl.name)}, and against defendant, ${esc(d.def.name)}, in the full sum of ${$(d.amt.principal)}, together with legal interest from date of judicial demand until paid, attorney's fees of ${$(d.amt.fees)}, and all costs of these proceedings.</p>
    <div style="margin-left:330px;margin-top:8px;line-height:1.3">Respectfully submitted,<br><b>${U(d.firm.name)}</b><br><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">Andre J. Pitre</span><br>${U(d.firm.atty)} (${esc(d.firm.bar)})<br>${esc(d.firm.addr)}<br>Telephone: ${esc(d.firm.phone)}<br>E-mail: ${esc(d.firm.email)}<br><i>Counsel for Petitioner</i></div>
    <div style="margin-top:12px;line-height:1.3"><b>PLEASE SERVE:</b><br>${U(d.def.name)}<br>${esc(d.def.street)}<br>${esc(d.def.city)}, Louisiana ${esc(d.def.zip)}</div>
    <div class="tiny" style="position:absolute;bottom:28px;left:76px;right:76px;border-top:1px solid #000;padding-top:3px">Affidavit of correctness of account and itemized statement attached as Exhibits "A" and "B". Advance cost deposit: $200.00.</div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 18 LA EBR citation, Docket No., no e-mail
docs.push({
  id: '18', state: 'LA', kind: 'citation',
  layout: 'clerk-issued citation with "Docket No." and Section in separate cells, "TO:" block with domiciliary-service address, sheriff\'s return with mileage and fee, attorney without e-mail',
  css_font: "'Nimbus Roman'",
  court: { lines: ['19th Judicial District Court', 'Parish of East Baton Rouge', 'State of Louisiana'], addr: '300 North Blvd Commons, Baton Rouge, LA 70801', phone: '(225) 555-0128' },
  case: 'C-751288',
  def: { name: 'Darnell K. Batiste', street: '9870 Florida Blvd Apt 114', city: 'Baton Rouge', st: 'LA', zip: '70815' },
  pl: { name: 'Magnolia Credit Partners, LLC', addr: '4521 Jamestown Ave Ste 8, Baton Rouge, LA 70808' },
  firm: { name: 'Guidry & Mouton, APLC', atty: 'Claire B. Mouton', bar: 'Bar Roll No. 36102', addr: '8550 United Plaza Blvd Ste 702, Baton Rouge, LA 70809', phone: '(225) 555-0193', fax: '(225) 555-0194', email: null },
  amt: { principal: 3366.09, deposit: 250.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:10.6pt;padding:50px 66px;line-height:1.4}
    table.h{width:100%;border:1.5px solid #000;margin-top:10px} table.h td{border:1px solid #000;padding:5px 8px;vertical-align:top}
    .lbl{font-size:7pt;text-transform:uppercase;display:block}
    h1{text-align:center;font-size:20pt;letter-spacing:8px;margin:12px 0 4px 0}
    .ret{border:1.5px solid #000;margin-top:12px;padding:6px 10px;font-size:8.8pt;line-height:1.45}
    .ln{display:inline-block;border-bottom:1px solid #000;min-width:110px}
    `;
    const b = `
    <div class="c b" style="font-size:12pt">${esc(d.court.lines[0]).toUpperCase()}</div>
    <div class="c b">${U(d.court.lines[1])}</div>
    <div class="c b">${U(d.court.lines[2])}</div>
    <table class="h"><tr><td style="width:45%"><span class="lbl">Plaintiff</span>${U(d.pl.name)}</td><td><span class="lbl">Docket No.</span><b style="font-size:12pt">${esc(d.case)}</b></td><td><span class="lbl">Section</span><b style="font-size:12pt">26</b></td></tr>
      <tr><td><span class="lbl">Defendant</span>${U(d.def.name)}</td><td colspan="2"><span class="lbl">Nature of suit</span>Suit on open account — ${$(d.amt.principal)} plus interest, attorney fees and costs</td></tr></table>
    <h1>CITATION</h1>
    <div style="margin:8px 0 8px 0;border-left:4px solid #000;padding-left:10px"><b>TO:</b> ${U(d.def.name)}<br>${U(d.def.street)}<br>${U(d.def.city)}, LA ${esc(d.def.zip)}<br><span class="small">(DOMICILIARY SERVICE — EAST BATON ROUGE PARISH SHERIFF)</span></div>
    <p>You are hereby summoned to comply with the demand contained in the petition, a certified copy of which accompanies this citation, or make an appearance either by filing a pleading or otherwise in the 19th Judicial District Court in and for the Parish of East Baton Rouge, State of Louisiana, within <b>twenty-one (21) days</b> after the service hereof, under penalty of default.</p>
    <p>This service was requested by attorney <b>${esc(d.firm.atty)}</b> (${esc(d.firm.bar)}), ${esc(d.firm.name)}, ${esc(d.firm.addr)}, telephone ${esc(d.firm.phone)}, fax ${esc(d.firm.fax)}, and was issued by the Clerk of Court on <b>November 17, 2026</b>.</p>
    <p class="small">Advance deposit for costs received: ${$(d.amt.deposit)}. Court address: ${esc(d.court.addr)} · Civil Suits ${esc(d.court.phone)}. Persons with disabilities needing accommodation should contact the clerk.</p>
    <div style="display:flex;justify-content:flex-end;margin-top:6px"><div class="c"><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">T. Hebert</span><br>Deputy Clerk of Court for<br>Clerk of Court, East Baton Rouge Parish</div></div>
    <div class="ret"><b>SHERIFF'S RETURN</b><br>
      Received on the ____ day of __________, 20__, and on the ____ day of __________, 20__, served a copy of the within citation and petition on the above-named party as follows:<br>
      ${cb(false)}PERSONAL SERVICE on the party herein named &nbsp; ${cb(false)}DOMICILIARY SERVICE on the party named by leaving same at dwelling house in the hands of <span class="ln"></span>, a person of suitable age and discretion residing therein.<br>
      ${cb(false)}DUE AND DILIGENT search and inquiry, was unable to find the defendant or any information as to whereabouts.<br>
      Service $<span class="ln" style="min-width:60px"></span> Mileage $<span class="ln" style="min-width:60px"></span> Total $<span class="ln" style="min-width:60px"></span> &nbsp; Deputy Sheriff <span class="ln" style="min-width:160px"></span></div>
    <div class="tiny" style="position:absolute;bottom:28px;left:66px;right:66px;display:flex;justify-content:space-between"><span>CIT-GEN 19JDC (2025)</span><span>Original — Sheriff · Service copy</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 19 UT Third District summons, attorney top-left, multilingual notice
docs.push({
  id: '19', state: 'UT', kind: 'summons (district court)',
  layout: 'attorney block at the top left above the court name, parties left / "Civil No." right, Utah grid address, multilingual (English/Spanish/Vietnamese) notice box',
  css_font: "'C059'",
  court: { lines: ['In the Third Judicial District Court', 'Salt Lake County, State of Utah'], addr: '450 S State Commons, Salt Lake City, UT 84111' },
  case: '260904417',
  def: { name: 'Kaden J. Sorensen', street: '4521 S 2700 W Apt 12', city: 'Taylorsville', st: 'UT', zip: '84129' },
  pl: { name: 'Wasatch Capital Recovery, LLC', addr: '136 E South Temple Ste 1400, Salt Lake City, UT 84111' },
  firm: { name: 'Lundgren & Pace, P.C.', atty: 'Trevor M. Pace', bar: 'Utah Bar No. 14420', addr: '2825 E Cottonwood Pkwy Ste 500, Salt Lake City, UT 84121', phone: '(801) 555-0150', email: 'tpace@lundgrenpace.com', other: 'docketing@lundgrenpace.com' },
  amt: { principal: 7388.10, interest: 742.81, costs: 375.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.8pt;padding:46px 64px;line-height:1.36}
    .cap{display:flex;border-top:1px solid #000;border-bottom:1px solid #000;margin-top:10px}
    .cap .l{flex:1;border-right:1px solid #000;padding:8px 10px 8px 0}
    .cap .r{flex:1;padding:8px 0 8px 14px}
    .ml{border:1.5px solid #000;padding:6px 10px;margin-top:8px;font-size:8.5pt;display:grid;grid-template-columns:1fr 1fr;gap:4px 14px}
    .ml div b{display:block}
    `;
    const b = `
    <div style="font-size:9pt;line-height:1.3">${esc(d.firm.atty)} (${esc(d.firm.bar).replace('Utah Bar No. ', '')})<br>${U(d.firm.name)}<br>Attorneys for Plaintiff<br>${esc(d.firm.addr)}<br>Telephone: ${esc(d.firm.phone)}<br>Email: ${esc(d.firm.email)}<br>Secondary: ${esc(d.firm.other)}</div>
    <div class="c b" style="margin-top:14px;font-size:11pt">${U(d.court.lines[0])}</div>
    <div class="c b">${U(d.court.lines[1])}</div>
    <div class="cap"><div class="l">${U(d.pl.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${U(d.def.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
      <div class="r"><b style="font-size:13pt">SUMMONS</b><br>(21-day, in-state)<br><br>Civil No. ${esc(d.case)}<br>Judge Andrea K. Whitlock<br>Tier 1 (amount claimed under $50,000)</div></div>
    <p style="margin-top:10px"><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b></p>
    <p>A lawsuit has been filed against you. You must respond in writing by filing an Answer with the clerk of the court at ${esc(d.court.addr)}, and serve a copy upon plaintiff's attorney at the address above, <b>within 21 days</b> after service of this Summons upon you. If you do not, the court may enter a default judgment against you for the relief demanded in the Complaint, which has been filed with the clerk of the court and a copy of which is served upon you.</p>
    <p>The Complaint demands the principal sum of <b>${$(d.amt.principal)}</b> on a deficiency balance following repossession of a vehicle financed through Beehive Auto Finance (contract no. BAF-2207719), plus prejudgment interest of ${$(d.amt.interest)}, court costs of ${$(d.amt.costs)}, and attorney fees as allowed by contract.</p>
    <p>Serve defendant at: <b>${esc(d.def.name)}, ${esc(d.def.street)}, ${esc(d.def.city)}, ${esc(d.def.st)} ${esc(d.def.zip)}</b></p>
    <div class="ml">
      <div><b>Read these papers carefully.</b>These papers mean that you have been sued. You have 21 days to respond. Find forms and help at utcourts.gov/help or call the Self-Help Center.</div>
      <div><b>Lea estos papeles con cuidado.</b>Estos papeles significan que lo han demandado. Tiene 21 días para responder. Para obtener ayuda gratis, llame al Centro de Autoayuda.</div>
      <div><b>Hãy đọc kỹ những giấy tờ này.</b>Những giấy tờ này có nghĩa là quý vị đã bị kiện. Quý vị có 21 ngày để trả lời. Hãy gọi Trung Tâm Tự Lực để được giúp đỡ miễn phí.</div>
      <div><b>Mediation / Mediación.</b>You may ask the court to refer this case to mediation. Puede pedir que el caso se envíe a mediación.</div>
    </div>
    <p style="margin-top:8px">DATED November 20, 2026.</p>
    <div style="margin-left:340px">${U(d.firm.name)}<br><span style="font-family:Z003;font-size:15pt;color:#1b2a6b">/s/ Trevor M. Pace</span><br>${esc(d.firm.atty)}<br>Attorneys for Plaintiff</div>
    <div class="tiny" style="position:absolute;bottom:28px;left:64px;right:64px;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between"><span>Plaintiff's address: ${esc(d.pl.addr)}</span><span>Our file no. LP-2611-0877</span></div>`;
    return htmlDoc(css, b);
  },
});

// ---------------------------------------------------------------- 20 UT West Valley City justice court small claims, labels under lines, typewriter fill, unrepresented agency
docs.push({
  id: '20', state: 'UT', kind: 'small-claims form (affidavit and summons)',
  layout: 'small-claims affidavit with typewriter-style fills on lines and labels printed under the lines, case number with spaces, collection-agency plaintiff filing through its own employee (no law firm), agent e-mail',
  css_font: "'Liberation Sans'",
  court: { lines: ['West Valley City Justice Court', 'Salt Lake County, State of Utah'], addr: '3590 S Constitution Commons, West Valley City, UT 84119', phone: '(801) 555-0179' },
  case: '26 SC 0417',
  def: { name: 'Maleko T. Fonua', street: '3650 S Redwood Rd Apt B-7', city: 'West Valley City', st: 'UT', zip: '84119' },
  pl: { name: 'Granite Peak Collections, Inc.', tail: 'as assignee of Jordan Valley Medical Group', addr: '5252 S Commerce Dr Ste 200, Murray, UT 84107', phone: '(801) 555-0138', agent: 'Melissa D. Tuttle', agentEmail: 'mtuttle@granitepeakcollect.com' },
  firm: null,
  amt: { principal: 1245.00, filing: 60.00 },
  html(d) {
    const css = `
    .page{font-family:${d.css_font};font-size:9.4pt;padding:44px 60px;line-height:1.3}
    .tw{font-family:'Nimbus Mono PS';font-size:10.5pt}
    .ln{border-bottom:1px solid #000;min-height:19px;padding:0 3px}
    .lab{font-size:6.8pt;margin-bottom:6px}
    .row{display:flex;gap:14px}.row>div{flex:1}
    h1{font-size:15pt;margin:6px 0;text-align:center}
    .box{border:1px solid #000;padding:6px 9px;margin-top:6px}
    .cn{border:2px solid #000;padding:4px 10px;text-align:center}
    `;
    const T = s => `<span class="tw">${esc(s)}</span>`;
    const b = `
    <div class="row" style="align-items:flex-start"><div style="flex:2"><b style="font-size:11.5pt">${U(d.court.lines[0])}</b><br><b>${U(d.court.lines[1])}</b><br><span class="small">${esc(d.court.addr)} · ${esc(d.court.phone)}</span></div>
      <div class="cn" style="flex:1"><span class="small">SMALL CLAIMS CASE NUMBER</span><br><b style="font-size:13pt" class="tw">${esc(d.case)}</b></div></div>
    <h1>SMALL CLAIMS AFFIDAVIT AND SUMMONS</h1>
    <div class="row"><div><div class="ln">${T(d.pl.name + ', ' + d.pl.tail)}</div><div class="lab">Plaintiff (name)</div>
      <div class="ln">${T(d.pl.addr)}</div><div class="lab">Plaintiff's mailing address</div>
      <div class="ln">${T(d.pl.phone)} &nbsp; ${T(d.pl.agentEmail)}</div><div class="lab">Phone and email (for court notices)</div></div>
    <div><div class="ln">${T(d.def.name)}</div><div class="lab">Defendant (name)</div>
      <div class="ln">${T(d.def.street)}</div><div class="lab">Defendant's street address</div>
      <div class="row"><div style="flex:1.6"><div class="ln">${T(d.def.city)}</div><div class="lab">City</div></div><div style="flex:.5"><div class="ln">${T(d.def.st)}</div><div class="lab">State</div></div><div><div class="ln">${T(d.def.zip)}</div><div class="lab">Zip</div></div></div></div></div>
    <div class="box"><b>AFFIDAVIT.</b> I declare under criminal penalty under the law of Utah that: (1) the defendant owes me <span class="ln tw" style="display:inline-block;min-width:110px">${$(d.amt.principal)}</span> (not including court costs); (2) the claim arose from:
      <div class="ln">${T('Unpaid medical services, Jordan Valley Medical Group, DOS 02/11/2025-05/02/2025,')}</div>
      <div class="ln">${T('patient acct JVMG-660193, assigned to plaintiff 01/2026. No payments since.')}</div><div class="lab">Basis of claim</div>
      (3) I have asked the defendant to pay and the defendant has not paid; (4) the defendant lives or the claim arose in West Valley City; (5) the amount claimed does not exceed the small claims limit of $15,000.
      <div class="row" style="margin-top:8px"><div><div class="ln">${hand(d.pl.agent, 'font-size:15pt')}</div><div class="lab">Signature of plaintiff or plaintiff's authorized employee (not an attorney)</div></div>
      <div><div class="ln">${T(d.pl.agent + ', litigation specialist')}</div><div class="lab">Printed name and title</div></div><div style="flex:.5"><div class="ln">${T('11/09/2026')}</div><div class="lab">Date</div></div></div></div>
    <div class="box"><b>SUMMONS — THE STATE OF UTAH TO THE DEFENDANT:</b> You are summoned to appear at the trial of this claim at the court address above on
      <div class="row" style="margin-top:4px"><div><div class="ln">${T('January 12, 2027')}</div><div class="lab">Trial date</div></div><div><div class="ln">${T('9:00 a.m.')}</div><div class="lab">Time</div></div><div><div class="ln">${T('Courtroom 2')}</div><div class="lab">Room</div></div></div>
      If you do not appear, a default judgment may be entered against you. If you have a claim against the plaintiff, you may file a counter affidavit at least 15 days before trial. Filing fee paid by plaintiff: ${$(d.amt.filing)}. You may settle the case before trial by contacting the plaintiff at ${esc(d.pl.phone)}.
      <div class="row" style="margin-top:8px"><div><div class="ln">${T('11/10/2026')}</div><div class="lab">Date issued</div></div><div><div class="ln">${hand('S. Tuilagi', 'font-size:14pt')}</div><div class="lab">Court clerk</div></div></div></div>
    <div class="box" style="font-size:8.4pt"><b>Aviso en español:</b> Usted ha sido demandado en la corte de reclamos menores. Debe presentarse en la fecha del juicio indicada arriba. Si no se presenta, se puede dictar un fallo en su contra.</div>
    <div class="box"><b>RETURN OF SERVICE</b> ${cb(false)}Personal ${cb(false)}Left at residence with person 14+ ${cb(false)}Certified mail
      <div class="row" style="margin-top:6px"><div><div class="ln"></div><div class="lab">Date / time served</div></div><div><div class="ln"></div><div class="lab">Server signature</div></div><div style="flex:.5"><div class="ln"></div><div class="lab">Fee</div></div></div></div>
    <div class="tiny" style="position:absolute;bottom:26px;left:60px">Small Claims Affidavit and Summons · Utah R. Small Claims P. 3, 4 · Approved form (adapted)</div>`;
    return htmlDoc(css, b);
  },
});

module.exports = docs;
