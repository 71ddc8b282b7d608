// Documents 21-30: Minnesota, Wisconsin, Indiana, Maryland, Virginia, South Carolina, and 4 letters (OH, IL, AZ, NC).
const { money, $, esc, cb, custName, cityLine, courtLines } = require('./lib');

const letterCss = (font, size) => `.page{padding:54px 72px;font-family:'${font}',sans-serif;font-size:${size};line-height:1.36}
 .win{position:absolute;left:72px;top:178px;width:330px;height:108px;padding:8px 10px;font-size:10.5pt;line-height:1.3}
 table.it{border-collapse:collapse;width:100%}table.it td{border:1px solid #444;padding:3px 6px}`;

module.exports = [
// ---------------------------------------------------------------- 21 MN Hennepin, summons with blank court file number
{
  id: 21, state: 'MN', kind: 'summons', layout: 'two-column MN caption (state/county left, court/district right), court file number left blank (served before filing), address in body',
  font: 'Liberation Sans', size: '10.5pt',
  court: [['STATE OF MINNESOTA'], ['COUNTY OF HENNEPIN'], ['DISTRICT COURT'], ['FOURTH JUDICIAL DISTRICT']],
  caseNo: null,
  plaintiff: { name: 'Lakeland Portfolio Services, LLC', printed: 'Lakeland Portfolio Services, LLC' },
  firm: { name: 'Engstrom Ruud, P.A.', printed: 'ENGSTROM RUUD, P.A.' },
  atty: { name: 'Kari M. Engstrom', bar: 'Atty. Reg. #0398812', email: 'kengstrom@engstromruud.com' },
  def: { first: 'Mai', mi: 'N.', last: 'Xiong', printed: 'Mai N. Xiong' },
  addr: { street: '1820 Penn Ave. N, Apt 5', city: 'Minneapolis', st: 'MN', zip: '55411' },
  amount: 6640.00,
  css: `.page{padding:54px 68px;font-family:'Liberation Sans',sans-serif;font-size:10.5pt;line-height:1.38}
   .hd{display:grid;grid-template-columns:50% 50%}.cap{display:grid;grid-template-columns:60% 40%;margin:12px 0}`,
  body: d => `<div class="hd b"><div>${d.court[0][0]}<br>${d.court[1][0]}</div><div class="r">${d.court[2][0]}<br>${d.court[3][0]}<br><span style="font-weight:normal">Case Type: Consumer Credit Contract</span><br><span style="font-weight:normal">Court File No.: ______________</span></div></div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${d.def.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div class="b" style="font-size:14pt;align-self:center">SUMMONS</div></div>
  <p><b>THIS SUMMONS IS DIRECTED TO ${d.def.printed.toUpperCase()}, ${d.addr.street.toUpperCase()}, ${d.addr.city.toUpperCase()}, MN ${d.addr.zip}.</b></p>
  <p>1. <b>YOU ARE BEING SUED.</b> The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this Summons. Do not throw these papers away. They are official papers that affect your rights. You must respond to this lawsuit even though it may not yet be filed with the Court and there may be no court file number on this Summons.</p>
  <p>2. <b>YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS.</b> You must give or mail to the person who signed this summons a written response called an Answer within 21 days of the date on which you received this Summons. You must send a copy of your Answer to the person who signed this summons located at: ${d.firm.printed}, 80 S. Eighth St., Suite 2700, Minneapolis, MN 55402.</p>
  <p>3. <b>YOU MUST RESPOND TO EACH CLAIM.</b> The Complaint seeks the principal balance of <b>${$(d.amount)}</b> on a consumer credit card account (ending 2259), plus costs and disbursements (estimated $385.00) and pre-judgment interest of $298.80.</p>
  <p>4. <b>YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</b> If you do not Answer within 21 days, you will lose this case. You will not get to tell your side of the story, and the Court may decide against you and award the Plaintiff everything asked for in the complaint.</p>
  <p>5. <b>LEGAL ASSISTANCE.</b> You may wish to get legal help from a lawyer. If you do not have a lawyer, the Court Administrator may have information about places where you can get legal assistance: Hennepin County Government Center Annex, 300 S. Sixth Crossing, Minneapolis, MN 55487, (612) 555-0197. Even if you cannot get legal help, you must still provide a written Answer to protect your rights.</p>
  <p>6. <b>ALTERNATIVE DISPUTE RESOLUTION.</b> The parties may agree to or be ordered to participate in an alternative dispute resolution process under Rule 114 of the Minnesota General Rules of Practice.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:8px;font-size:10pt"><div>Dated: October 20, 2026</div><div>${d.firm.printed}<br><i>/s/ ${d.atty.name}</i><br>${d.atty.name} (${d.atty.bar})<br>80 S. Eighth St., Suite 2700<br>Minneapolis, MN 55402<br>(612) 555-0192 · ${d.atty.email}<br>Attorneys for Plaintiff · ER File 26-77120</div></div>
  <div class="foot" style="position:absolute;bottom:22px;left:68px;right:68px;border-top:1px solid #000">This communication is from a debt collector. Minnesota Collection Agency License not required for attorneys.</div>`,
},
// ---------------------------------------------------------------- 22 WI Milwaukee small claims summons, boxed form
{
  id: 22, state: 'WI', kind: 'small-claims form', layout: 'boxed small-claims summons with return date/time/room, court name on one line with commas, X-box party boxes, tiny labels',
  font: 'Nimbus Sans', size: '10pt',
  court: [['STATE OF WISCONSIN, CIRCUIT COURT, MILWAUKEE COUNTY']],
  caseNo: '2026SC004512',
  plaintiff: { name: 'Lakefront Consumer Credit, LLC', printed: 'Lakefront Consumer Credit, LLC' },
  firm: { name: 'Halvorsen & Dietz, S.C.', printed: 'Halvorsen & Dietz, S.C.' },
  atty: { name: 'Greta A. Halvorsen', bar: 'State Bar No. 1098812', email: 'ghalvorsen@halvorsendietz.com' },
  def: { first: 'Terrence', mi: 'L.', last: 'Boyd', printed: 'Terrence L. Boyd' },
  addr: { street: '2918 N. 35th St.', city: 'Milwaukee', st: 'WI', zip: '53210' },
  amount: 1932.70,
  css: `.page{padding:40px 46px;font-family:'Nimbus Sans',sans-serif;font-size:9pt;line-height:1.28}
   table.f{width:100%}table.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}`,
  body: d => `<table class="f"><tr><td colspan="2" class="b" style="font-size:10.5pt;border:none;border-bottom:2px solid #000">${d.court[0][0]}</td><td class="lbl" style="border:none;border-bottom:2px solid #000;text-align:right">For Official Use</td></tr>
  <tr><td style="width:42%"><span class="lbl">Plaintiff's Name (Last, First, Middle Initial) or business</span><br><b>${d.plaintiff.printed}</b><br><span class="lbl">Address</span><br>250 E. Wisconsin Ave., Suite 1800<br>Milwaukee, WI 53202</td>
  <td rowspan="2" style="width:30%"><div class="c b" style="font-size:12pt;margin-top:14px">Summons<br>Small Claims</div><div class="c tiny">${cb(true)}Money Judgment<br>Amount claimed: <b>${$(d.amount)}</b></div></td><td rowspan="2"><span class="lbl">Case No.</span><br><b style="font-size:11pt">${d.caseNo}</b><br><br><span class="lbl">Filed</span><br>10/08/2026<br>Clerk of Circuit Court</td></tr>
  <tr><td><span class="lbl">Defendant's Name (Last, First, Middle Initial)</span><br><b>${d.def.printed}</b><br><span class="lbl">Address</span><br>${d.addr.street}<br>${cityLine(d.addr)}</td></tr></table>
  <p style="margin-top:8px"><b>To the person(s) named above as Defendant(s):</b> You are being sued by the person(s) named above as Plaintiff(s). A copy of the claim has been sent to you at your address as stated in the caption above.</p>
  <p>The lawsuit will be heard in the following small claims court:</p>
  <table class="f"><tr><td><span class="lbl">Telephone Number of Clerk of Court</span><br>(414) 555-0123</td><td><span class="lbl">Courtroom/Room Number</span><br>400</td><td><span class="lbl">Address</span><br>901 N. Ninth Square, Milwaukee, WI 53233</td></tr><tr><td><span class="lbl">Date</span><br>11/17/2026</td><td><span class="lbl">Time</span><br>8:30 a.m.</td><td><span class="lbl">If you require reasonable accommodations due to a disability, please call (414) 555-0124</span></td></tr></table>
  <p style="margin-top:6px">If you do not attend the hearing, the court may give the plaintiff what the plaintiff is asking for. If the court gives the plaintiff what is asked for, you may be required to pay the amount of the claim plus costs and attorney fees, and a judgment may be entered against you.</p>
  <div style="border:1.5px solid #000;padding:5px 7px;margin-top:6px"><b>COMPLAINT</b> — Plaintiff(s) demand(s) judgment against defendant(s) for: principal <b>${$(d.amount)}</b>; interest (stated separately) $57.98; costs of this action: filing fee $94.50, service fee $40.00; statutory attorney fees $50.00. Total $2,175.18. Brief statement of dates and facts: Defendant defaulted on a consumer credit account (Acct. ending 6614) on 03/27/2026. Small claims limit for this action: $10,000.</div>
  <table class="f" style="margin-top:8px"><tr><td style="width:50%"><span class="lbl">Plaintiff's attorney — Name, Address, Telephone, State Bar No., Email</span><br>${d.atty.name}, ${d.atty.bar}<br>${d.firm.printed}<br>411 E. Mason Pl., Suite 600, Milwaukee, WI 53202<br>(414) 555-0127 · ${d.atty.email}</td><td><span class="lbl">Signature</span><br><i>/s/ ${d.atty.name}</i><br><span class="lbl">Date</span><br>10/08/2026<br><span class="lbl">HD Ref.</span> LCC-26-2210</td></tr></table>
  <p class="tiny" style="margin-top:6px">Se habla español: para información llame al (414) 555-0125. Yog koj xav tau kev pab, hu rau (414) 555-0126.</p>
  <div class="foot" style="position:absolute;bottom:20px;left:46px;right:46px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>SC-500, 07/25 Summons (Small Claims)</span><span>§§799.05 and 799.12, Wisconsin Statutes</span><span>This form shall not be modified.</span></div>`,
},
// ---------------------------------------------------------------- 23 IN Marion County Small Claims, Wayne Township, notice of claim
{
  id: 23, state: 'IN', kind: 'notice of suit (notice of claim)', layout: 'small-claims notice of claim, court on 2 heading lines, ")" caption, labelled defendant address line, hearing box',
  font: 'Carlito', size: '11.5pt',
  court: [['MARION COUNTY SMALL CLAIMS COURT'], ['WAYNE TOWNSHIP DIVISION']],
  caseNo: '49K07-2603-SC-001877',
  plaintiff: { name: 'Crossroads Auto Credit, Inc.', printed: 'CROSSROADS AUTO CREDIT, INC.' },
  firm: { name: 'Pruitt Nakamura LLP', printed: 'PRUITT NAKAMURA LLP' },
  atty: { name: 'Alan R. Pruitt', bar: 'Atty. No. 31877-49', email: 'apruitt@pruittnakamura.com' },
  def: { first: 'Kimberly', mi: 'S.', last: 'Dunaway', printed: 'KIMBERLY S. DUNAWAY' },
  addr: { street: '5012 W. 10th St., Apt 3', city: 'Indianapolis', st: 'IN', zip: '46224' },
  amount: 2355.00,
  css: `.page{padding:50px 64px;font-family:'Carlito',sans-serif;font-size:10.5pt;line-height:1.36}
   .cap{display:grid;grid-template-columns:50% 4% 46%;margin:10px 0}.box{border:1.5px solid #000;padding:6px 8px}`,
  body: d => `<div class="c b" style="font-size:12pt">${courtLines(d)}</div><div class="c tiny">5401 W. Washington Commons, Indianapolis, IN 46241 · (317) 555-0135</div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.def.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div>)<br>)<br>)<br>)<br>)</div><div>CAUSE NO. ${d.caseNo}</div></div>
  <div class="c b" style="font-size:14pt">NOTICE OF CLAIM</div>
  <p style="margin-top:6px"><b>Defendant's address:</b> ${d.addr.street}, ${cityLine(d.addr)} &nbsp;&nbsp; <b>Phone:</b> (317) 555-0136</p>
  <p><b>Plaintiff's address:</b> 8210 Allison Pointe Trl., Suite 150, Indianapolis, IN 46250 &nbsp; (317) 555-0138</p>
  <p>You are hereby notified that you have been sued by the person(s) named as plaintiff(s) and in the court indicated above. The nature and amount of the claim against you is: <b>${$(d.amount)}</b>, the unpaid deficiency balance after repossession and sale of a 2015 Chevrolet Malibu under Retail Installment Contract No. CAC-118842. Plaintiff also seeks court costs ($97.00), service fee ($13.00) and attorney fees of $500.00. Small claims jurisdictional limit: $10,000.</p>
  <div class="box"><b>TRIAL / HEARING:</b> You must appear on <b>December 3, 2026 at 9:00 a.m.</b> in Courtroom B at the court address above. If you fail to appear, judgment by default may be entered against you for the amount claimed plus costs. The plaintiff must appear or the case may be dismissed.</div>
  <p style="margin-top:8px">If you have a claim against the plaintiff arising from the same transaction, you may file a counterclaim. You may be represented by an attorney. If you need an interpreter, notify the court at least 10 days before trial. Para servicios de intérprete, llame al (317) 555-0139.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:8px"><div>Date: 10/02/2026<br>Clerk, Marion County Circuit Court<br>By: <i>S. Whitaker-Long</i></div><div>${d.atty.name}, ${d.atty.bar}<br>${d.firm.printed}<br>101 W. Ohio St., Suite 1700<br>Indianapolis, IN 46204<br>(317) 555-0141<br>${d.atty.email}<br>Attorney for Plaintiff</div></div>
  <div class="foot" style="position:absolute;bottom:22px;left:64px;right:64px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>MCSC Form NOC-1</span><span>PN Ref. 55-1877</span></div>`,
},
// ---------------------------------------------------------------- 24 MD District Court, boxed complaint form with checkboxes
{
  id: 24, state: 'MD', kind: 'complaint (district court form)', layout: 'dense boxed complaint/summons form, court name one title across label + box, checkboxes, attorney inside form box with CPF number, itemised amounts',
  font: 'Liberation Sans', size: '10pt',
  court: [['DISTRICT COURT OF MARYLAND FOR', 'BALTIMORE COUNTY']],
  caseNo: 'D-08-CV-26-004512',
  plaintiff: { name: 'Chesapeake Point Funding, LLC', printed: 'Chesapeake Point Funding, LLC' },
  firm: { name: 'Mbeki & Shore, LLC', printed: 'Mbeki & Shore, LLC' },
  atty: { name: 'Leah S. Mbeki', bar: 'CPF# 1712150011', email: 'lmbeki@mbekishore.com' },
  def: { first: 'Harold', mi: 'B.', last: 'Fenwick', printed: 'Harold B. Fenwick' },
  addr: { street: '7812 Harford Rd.', city: 'Parkville', st: 'MD', zip: '21234' },
  amount: 4920.66,
  css: `.page{padding:38px 44px;font-family:'Liberation Sans',sans-serif;font-size:9pt;line-height:1.28}
   table.f{width:100%}table.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}`,
  body: d => `<table class="f"><tr><td style="width:62%;border:none"><b style="font-size:11pt">${d.court[0][0]}</b> <span style="display:inline-block;border:1px solid #000;padding:1px 8px;font-weight:bold;font-size:11pt">${d.court[0][1]}</span><br><span class="lbl">Located at (Court Address):</span> 8840 Courthouse Sq., Towson, MD 21204 · (410) 555-0109</td>
  <td style="border:none" class="r"><b style="font-size:13pt">COMPLAINT/SUMMONS</b><br><span class="lbl">Case No.</span> <b style="font-size:10pt">${d.caseNo}</b></td></tr></table>
  <table class="f" style="margin-top:4px"><tr><td style="width:50%"><span class="lbl">PLAINTIFF</span><br><b>${d.plaintiff.printed}</b><br>1 South St., Suite 2500<br>Baltimore, MD 21202</td><td><span class="lbl">DEFENDANT — Serve by: ${cb(true)}Certified Mail ${cb(false)}Private Process ${cb(false)}Sheriff</span><br><b>${d.def.printed}</b><br>${d.addr.street}<br>${cityLine(d.addr)}</td></tr>
  <tr><td colspan="2" class="c b" style="background:#ddd">COMPLAINT</td></tr>
  <tr><td colspan="2">${cb(true)} Contract ${cb(false)} Tort ${cb(false)} Replevin ${cb(false)} Detinue ${cb(false)} Bad Faith Insurance ${cb(false)} Other &nbsp;&nbsp; Amount sought: ${cb(true)}$5,000 or under ${cb(false)}over $5,000 but not over $30,000 ${cb(false)}over $30,000</td></tr>
  <tr><td colspan="2">The particulars of this case are: Defendant opened a revolving credit account with Patapsco National Bank (account ending 3318). Defendant failed to make payments as agreed; the account was charged off on 01/15/2026 and sold to Plaintiff, which is licensed as a collection agency (license no. 9911-08). Itemization of account attached (Affidavit Judgment Request, Form DC-CV-040).</td></tr>
  <tr><td colspan="2"><span class="b">WHEREFORE, Plaintiff demands judgment for money in the amount of</span> <b>${$(d.amount)}</b> plus interest in the amount of $318.00 and attorney's fees of $738.10 plus court costs ($46.00). &nbsp; Total: $6,022.76</td></tr>
  <tr><td>${cb(false)} Return of the property and damages of $___ for its detention ${cb(false)} Other:</td><td><span class="lbl">Signature of Plaintiff/Attorney/Attorney Code</span><br><i>/s/ ${d.atty.name}</i> &nbsp; ${d.atty.bar}</td></tr>
  <tr><td colspan="2"><span class="lbl">Printed Name, Address, Telephone, Fax, E-mail</span><br>${d.atty.name}, ${d.firm.printed}, 250 W. Pratt St., Suite 1300, Baltimore, MD 21201 · Tel (410) 555-0155 · Fax (410) 555-0156 · ${d.atty.email}</td></tr>
  <tr><td colspan="2" class="c b" style="background:#ddd">SUMMONS</td></tr>
  <tr><td colspan="2">To the above-named Defendant: You are summoned to file a written notice of intention to defend in this action if you have a defense. Please read the attached Notice. The notice of intention to defend must be filed within 15 days after service for Maryland residents. If you do not, a judgment may be entered against you. Trial date: 01/12/2027, 9:00 AM, Courtroom 3.<br>Date issued: 10/15/2026 &nbsp;&nbsp; Clerk: <i>P. Greenfield</i></td></tr>
  <tr><td colspan="2"><b>NOTICE TO DEFENDANT / AVISO AL DEMANDADO:</b> If you need an interpreter, call (410) 555-0110. Si necesita un intérprete, llame al (410) 555-0110. Servicios gratuitos de ayuda legal: Centro de Autoayuda de los Tribunales de Maryland, (410) 555-0111.</td></tr>
  <tr><td colspan="2"><span class="lbl">TO THE PERSON SERVING</span> — Return of service: ${cb(false)} Served ${cb(false)} Unable to serve &nbsp; Date: ________ &nbsp; Cost of service: $40.00</td></tr></table>
  <p class="tiny" style="margin-top:6px">Plaintiff's file no. CPF-26-08812 · Original account ending 3318 · The jurisdictional limit of the District Court is $30,000 (exclusive of interest, costs and attorney's fees).</p>
  <div class="foot" style="position:absolute;bottom:20px;left:44px;right:44px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>DC-CV-001 (Rev. 04/2025)</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 25 VA Fairfax General District Court, warrant in debt
{
  id: 25, state: 'VA', kind: 'civil warrant (warrant in debt)', layout: 'warrant-in-debt boxed form, court name written in a field, defendant box with name last-name-first, X-box checkboxes, itemised principal/interest/fees',
  font: 'DejaVu Sans Condensed', size: '10pt',
  court: [['FAIRFAX COUNTY GENERAL DISTRICT COURT']],
  caseNo: 'GV26004512-00',
  plaintiff: { name: 'Old Dominion Card Acquisitions, LLC', printed: 'OLD DOMINION CARD ACQUISITIONS, LLC' },
  firm: { name: 'Banner & Okoye, PLC', printed: 'BANNER & OKOYE, PLC' },
  atty: { name: 'Russell T. Banner', bar: 'VSB No. 87712', email: 'rbanner@bannerokoye.com' },
  def: { first: 'Carmen', mi: 'E.', last: 'Espinoza', printed: 'ESPINOZA, CARMEN E.', lastFirst: true },
  addr: { street: '6120 Leesburg Pike, Apt 601', city: 'Falls Church', st: 'VA', zip: '22041' },
  amount: 3612.44,
  css: `.page{padding:40px 46px;font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-stretch:condensed;font-size:9pt;line-height:1.3}
   table.f{width:100%}table.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}`,
  body: d => `<div style="display:grid;grid-template-columns:60% 40%"><div><b style="font-size:12pt">WARRANT IN DEBT (CIVIL CLAIM FOR MONEY)</b><br>COMMONWEALTH OF VIRGINIA &nbsp; <span class="lbl">VA. CODE § 16.1-79</span></div><div class="r"><span class="lbl">CASE NO.</span> <b style="font-size:11pt">${d.caseNo}</b><br><span class="lbl">HEARING DATE AND TIME</span> 12/14/2026 10:00 AM</div></div>
  <table class="f" style="margin-top:6px"><tr><td colspan="2"><span class="fill" style="font-size:10pt">FAIRFAX COUNTY</span> <b>GENERAL DISTRICT COURT</b> <span class="lbl">(CITY OR COUNTY)</span><br>4110 Chain Bridge Crossing, Fairfax, VA 22030 &nbsp; <span class="lbl">STREET ADDRESS OF COURT</span> &nbsp; (703) 555-0102</td></tr>
  <tr><td colspan="2">TO ANY AUTHORIZED OFFICER: Summon the Defendant(s) to appear before this Court at the above address on the return date and time to answer the Plaintiff(s)' civil claim described below.<br><span class="lbl">DATE ISSUED</span> 10/21/2026 &nbsp; ${cb(true)}CLERK ${cb(false)}MAGISTRATE &nbsp; <i>V. Ashworth</i></td></tr>
  <tr><td style="width:50%"><span class="lbl">PLAINTIFF(S) (LAST NAME, FIRST NAME, MIDDLE NAME)</span><br><b>${d.plaintiff.printed}</b><br>2800 Clarendon Blvd., Suite 500<br>Arlington, VA 22201</td><td><span class="lbl">DEFENDANT(S) (LAST NAME, FIRST NAME, MIDDLE NAME)</span><br><b>${d.def.printed}</b><br>${d.addr.street.toUpperCase()}<br>${d.addr.city.toUpperCase()}, VA ${d.addr.zip}</td></tr>
  <tr><td colspan="2"><b>CLAIM:</b> Plaintiff(s) claim that Defendant(s) owe Plaintiff(s) a debt in the sum of <b>${$(d.amount)}</b> net of any credit, with interest at 6.0 % from 05/05/2026 until paid, $58.00 costs and $541.87 attorney's fees, with the basis of this claim being ${cb(true)}Open Account ${cb(false)}Contract ${cb(false)}Note ${cb(false)}Other: credit card account ending 0936.<br>Interest accrued to filing: $98.47. Total claimed (principal, interest, costs, fees): $4,310.78.</td></tr>
  <tr><td><span class="lbl">PLAINTIFF'S ATTORNEY</span><br>${d.atty.name}, ${d.atty.bar}<br>${d.firm.printed}<br>10560 Main Gate Dr., Suite 210, Fairfax, VA 22030<br>(703) 555-0106 · ${d.atty.email}</td><td><span class="lbl">SIGNATURE</span> <i>/s/ ${d.atty.name}</i><br>${cb(false)}PLAINTIFF ${cb(true)}PLAINTIFF'S ATTORNEY ${cb(false)}PLAINTIFF'S EMPLOYEE/AGENT<br><span class="lbl">DATE</span> 10/20/2026</td></tr>
  <tr><td colspan="2"><b>HOMESTEAD EXEMPTION WAIVED?</b> ${cb(false)}YES ${cb(true)}NO ${cb(false)}CANNOT BE DEMANDED &nbsp; <span class="lbl">Claim limit of this court: $25,000</span></td></tr>
  <tr><td colspan="2" style="background:#e6e6e6"><b>TO DEFENDANT:</b> You are not required to appear; however, if you fail to appear, judgment may be entered against you. If you wish to file a bill of particulars or grounds of defense, contact the clerk's office. If you need an interpreter, call (703) 555-0103. <i>Si necesita un intérprete, llame al (703) 555-0103.</i></td></tr>
  <tr><td colspan="2"><b>JUDGMENT:</b> ${cb(false)}for Plaintiff(s) against ${cb(false)}the named Defendant(s) for $__________ net of any credit, with interest at ____% from ______ until paid, $______ costs and $______ attorney's fees. ${cb(false)}for Defendant(s) ${cb(false)}NON-SUITED ${cb(false)}DISMISSED</td></tr>
  <tr><td colspan="2"><span class="lbl">RETURN OF SERVICE</span> — ${cb(false)}Personal ${cb(false)}Being unable to make personal service, a copy was delivered to family member ${cb(false)}Posted on front door &nbsp; SERVING OFFICER: ____________ for Sheriff &nbsp; Service fee $12.00</td></tr></table>
  <p class="tiny" style="margin-top:6px">Attorney file no. BO-26-4402 · Account no. 4418-XXXX-XXXX-0936 · Court e-mail for general questions: fairfaxgdc@vacourts.example.gov</p>
  <div class="foot" style="position:absolute;bottom:20px;left:46px;right:46px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>FORM DC-412 (MASTER, PAGE ONE OF TWO) 07/25</span><span>WARRANT IN DEBT</span></div>`,
},
// ---------------------------------------------------------------- 26 SC Richland Magistrate, summons and complaint
{
  id: 26, state: 'SC', kind: 'summons and complaint', layout: '")" caption with STATE/COUNTY left, court on 2 centred heading lines above, labelled defendant address line, magistrate jurisdictional limit',
  font: 'Caladea', size: '11pt',
  court: [['IN THE MAGISTRATE COURT'], ['RICHLAND COUNTY, SOUTH CAROLINA']],
  caseNo: '2026CV4010204512',
  plaintiff: { name: 'Palmetto Crest Financial, LLC', printed: 'PALMETTO CREST FINANCIAL, LLC' },
  firm: { name: 'Sumter Ravenel, LLC', printed: 'SUMTER RAVENEL, LLC' },
  atty: { name: 'Dana L. Ravenel', bar: 'SC Bar No. 102775', email: 'dravenel@sumterravenel.com' },
  def: { first: 'Jerome', mi: 'A.', last: 'Pickens', printed: 'JEROME A. PICKENS' },
  addr: { street: '2741 Two Notch Rd., Apt 12', city: 'Columbia', st: 'SC', zip: '29204' },
  amount: 6318.02,
  css: `.page{padding:52px 68px;font-family:'Caladea',serif;font-size:10.5pt;line-height:1.38}
   .cap{display:grid;grid-template-columns:46% 4% 50%;margin:10px 0}`,
  body: d => `<div class="c b" style="font-size:11.5pt">${courtLines(d)}</div>
  <div class="cap"><div>STATE OF SOUTH CAROLINA<br><br>COUNTY OF RICHLAND<br><br>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${d.def.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <div>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div><div><br>Civil Action No. ${d.caseNo}<br><br><b>SUMMONS AND COMPLAINT</b><br>(Claim and Delivery / Money Due)<br><br>Magistrate District: 4 — Dentsville</div></div>
  <p><b>Defendant's Address:</b> ${d.addr.street}, ${cityLine(d.addr)}</p>
  <p><b>TO THE DEFENDANT ABOVE NAMED:</b> YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy of which is herewith served upon you, and to serve a copy of your Answer upon the Magistrate at the address below within thirty (30) days after service, exclusive of the day of service. If you fail to answer within that time, judgment by default will be rendered against you for the relief demanded in the Complaint.</p>
  <p class="b c">COMPLAINT</p>
  <p>1. Plaintiff is a limited liability company with offices at 1330 Lady St. Tower, Suite 900, Columbia, SC 29201. 2. Defendant is a resident of Richland County. 3. Defendant entered into a consumer installment loan agreement (Loan No. 7718-2204) and defaulted on 04/02/2026. 4. There is due and owing the principal sum of <b>${$(d.amount)}</b>.</p>
  <p>WHEREFORE, Plaintiff prays for judgment against Defendant for ${$(d.amount)}, together with accrued interest of $412.55, attorney's fees of $947.70, and the costs of this action ($80.00 filing, $10.00 service), and for such other relief as is just. The civil jurisdiction of the magistrate court is limited to $7,500.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:10px;font-size:10pt"><div>Magistrate's Office:<br>4919 Rhett Commons, Columbia, SC 29203<br>(803) 555-0144<br>Date issued: 10/12/2026</div><div>${d.firm.printed}<br><i>/s/ ${d.atty.name}</i><br>${d.atty.name}, ${d.atty.bar}<br>1201 Main St. Plaza, Suite 1450<br>Columbia, SC 29201 · (803) 555-0145<br>${d.atty.email}<br>Attorney for Plaintiff</div></div>
  <div class="foot" style="position:absolute;bottom:22px;left:68px;right:68px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>SCCA/MC-201 · SR File 26-PCF-1188</span><span>This is an attempt to collect a debt.</span></div>`,
},
// ---------------------------------------------------------------- 27 OH collection letter (validation notice), window envelope
{
  id: 27, state: 'OH', kind: 'collection letter (no suit)', layout: 'agency validation notice, address in envelope window, itemisation table, settlement offer, current vs original creditor',
  font: 'Liberation Sans', size: '10pt', lawsuit: false,
  court: null, caseNo: null,
  plaintiff: { name: 'Harmon Ridge Funding, LLC', printed: 'Harmon Ridge Funding, LLC' },
  firm: null, atty: null,
  def: { first: 'Melissa', mi: 'J', last: 'Kurtz', printed: 'MELISSA J KURTZ' },
  addr: { street: '3307 Clark Ave., Apt 2', city: 'Cleveland', st: 'OH', zip: '44109' },
  amount: 1745.20,
  css: letterCss('Liberation Sans', '10pt'),
  body: d => `<div style="display:flex;justify-content:space-between"><div><b style="font-size:14pt">Northcoast Recovery Services, Inc.</b><br>PO Box 5570 · Columbus, OH 43216<br>Toll-free (800) 555-0107 · Mon–Fri 8am–8pm ET<br>help@northcoastrecovery.com</div><div class="r tiny">Letter date: 10/26/2026<br>Reference #: NRS-4471-0926<br>Account #: ****8120</div></div>
  <div class="win">${d.def.printed}<br>${d.addr.street.toUpperCase()}<br>${d.addr.city.toUpperCase()} ${d.addr.st} ${d.addr.zip}-1432</div>
  <div style="margin-top:158px"><p>Northcoast Recovery Services, Inc. is a debt collector. We are trying to collect a debt that you owe to <b>${d.plaintiff.printed}</b>. We will use any information you give us to help collect the debt.</p>
  <p><b>Our information shows:</b> You had a credit card from Lakeshore Card Bank, N.A. with account number ending in 8120. Current creditor: ${d.plaintiff.printed}. Original creditor: Lakeshore Card Bank, N.A., 900 Euclid Tower, Cleveland, OH 44115.</p>
  <table class="it"><tr><td>As of 03/31/2026, you owed:</td><td class="r">$1,845.20</td></tr><tr><td>Between 03/31/2026 and today:</td><td></td></tr><tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ $0.00</td></tr><tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr><tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">– $100.00</td></tr><tr><td><b>Total amount of the debt now:</b></td><td class="r"><b>${$(d.amount)}</b></td></tr></table>
  <p style="margin-top:8px"><b>How can you dispute the debt?</b> Call or write to us by <b>12/07/2026</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by 12/07/2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
  <p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
  <p style="border:1px dashed #333;padding:6px 8px"><b>Special offer:</b> We are authorized to accept <b>$873.00</b> as payment in full if received by 11/30/2026, or 6 monthly payments of $290.87. We are not obligated to renew this offer.</p>
  <p class="tiny">We have not filed a lawsuit and this letter is not a summons. Because of the age of this debt, the creditor cannot sue you for it. Office hours and address: 1 Cascade Plaza North, Akron, OH 44308, (330) 555-0108.</p></div>
  <div class="foot" style="position:absolute;bottom:24px;left:72px;right:72px;border-top:1px dashed #000;padding-top:4px;display:flex;justify-content:space-between"><span>Detach and return with payment · Reference # NRS-4471-0926 · Amount enclosed: $________</span><span>Mail to: Northcoast Recovery Services, PO Box 5570, Columbus, OH 43216</span></div>`,
},
// ---------------------------------------------------------------- 28 IL collection letter, bilingual
{
  id: 28, state: 'IL', kind: 'collection letter (no suit)', layout: 'agency letter, address block top left (window), "as of" balance vs balance now, settlement offer, English/Spanish paragraphs',
  font: 'DejaVu Sans', size: '9.5pt', lawsuit: false,
  court: null, caseNo: null,
  plaintiff: { name: 'Sangamon Portfolio Trust', printed: 'Sangamon Portfolio Trust' },
  firm: null, atty: null,
  def: { first: 'Oscar', mi: 'T.', last: 'Delgado', printed: 'Oscar T. Delgado' },
  addr: { street: '4418 W. 26th St., Apt 1R', city: 'Chicago', st: 'IL', zip: '60623' },
  amount: 2930.58,
  css: letterCss('DejaVu Sans', '9.5pt'),
  body: d => `<div style="display:flex;justify-content:space-between;align-items:flex-start"><div><b style="font-size:15pt;letter-spacing:1px">PRAIRIE WIND COLLECTIONS, LLC</b><br><span class="tiny">Illinois Collection Agency License No. 017.022118</span></div><div class="r tiny">3100 N. Sheridan Pl., Suite 410<br>Chicago, IL 60657<br>(312) 555-0151 · (877) 555-0152<br>payments@prairiewindcoll.com</div></div>
  <div class="win">${d.def.printed}<br>${d.addr.street}<br>${cityLine(d.addr)}</div>
  <div style="margin-top:150px"><div style="display:flex;justify-content:space-between"><div>October 28, 2026</div><div class="r">Creditor: ${d.plaintiff.printed}<br>Creditor account #: 7790-2218-004<br>Our file #: PW-60623-8841</div></div>
  <p style="margin-top:8px">Dear ${d.def.printed}:</p>
  <p>Your account has been placed with our office for collection by the current owner, ${d.plaintiff.printed}. The original creditor was Windy City Electronics Credit Plan. As of the itemization date (03/14/2026) the balance was $2,684.00. Since that date, interest of $246.58 has been added and no fees have been added or payments received.</p>
  <p style="font-size:11pt;border:1px solid #000;padding:6px 8px"><b>Amount due as of the date of this letter: ${$(d.amount)}</b></p>
  <p>Because interest continues to accrue, the amount due on the day you pay may be greater. If you pay the amount shown above, an adjustment may be necessary after we receive your payment, in which event we will inform you.</p>
  <p><b>Settlement opportunity:</b> Our client will accept <b>$1,758.35</b> (60% of the balance) in full settlement if received within 45 days. This is not a requirement to pay the full amount.</p>
  <p><b>Resumen en español:</b> Su cuenta con ${d.plaintiff.printed} fue asignada a nuestra agencia para su cobro. La cantidad adeudada a la fecha de esta carta es ${$(d.amount)}. Podemos aceptar $1,758.35 como pago total si lo recibimos dentro de 45 días. Llame al (312) 555-0153 para hablar con un representante en español.</p>
  <p class="tiny">Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion of it, this office will assume this debt is valid. If you notify this office in writing within 30 days, this office will obtain verification of the debt or a copy of a judgment and mail you a copy. No lawsuit has been filed. This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
  <p>Sincerely,<br>Collections Department<br>Prairie Wind Collections, LLC</p></div>
  <div class="foot" style="position:absolute;bottom:24px;left:72px;right:72px;border-top:1px dashed #000;padding-top:4px">PLEASE RETURN THIS PORTION · File # PW-60623-8841 · Balance ${$(d.amount)} · Pay online at pay.prairiewindcoll.com</div>`,
},
// ---------------------------------------------------------------- 29 AZ collection letter
{
  id: 29, state: 'AZ', kind: 'collection letter (no suit)', layout: 'agency letter with window address, account summary box to the right, pay-in-full discount',
  font: 'Carlito', size: '11pt', lawsuit: false,
  court: null, caseNo: null,
  plaintiff: { name: 'Desert Bloom Consumer Lending, Inc.', printed: 'Desert Bloom Consumer Lending, Inc.' },
  firm: null, atty: null,
  def: { first: 'Renee', mi: 'A', last: 'Castillo', printed: 'RENEE A CASTILLO' },
  addr: { street: '2150 W. Broadway Rd., Apt 244', city: 'Mesa', st: 'AZ', zip: '85202' },
  amount: 1218.77,
  css: letterCss('Carlito', '11pt') + `.sum{position:absolute;right:72px;top:178px;width:260px;border:1.5px solid #000;padding:6px 8px;font-size:9.5pt;line-height:1.35}`,
  body: d => `<div><b style="font-size:16pt">Saguaro Point Recovery Services</b><br>4800 N. Scottsdale Pointe, Suite 1100 · Scottsdale, AZ 85251 · (480) 555-0168 · info@saguaropointrs.com</div>
  <div class="win">${d.def.printed}<br>${d.addr.street.toUpperCase()}<br>${d.addr.city.toUpperCase()} AZ ${d.addr.zip}</div>
  <div class="sum"><b>ACCOUNT SUMMARY</b><br>Creditor: ${d.plaintiff.printed}<br>Creditor acct: XXXX-5507<br>SPRS ref: 85202-11907<br>Balance at charge-off (02/02/2026): $1,302.77<br>Payments since: $84.00<br><b>Current balance: ${$(d.amount)}</b><br>Date: November 2, 2026</div>
  <div style="margin-top:170px"><p>Dear Renee Castillo,</p>
  <p>${d.plaintiff.printed} has referred your personal loan account to Saguaro Point Recovery Services for collection. Our records show a current balance due of <b>${$(d.amount)}</b>.</p>
  <p>We would like to help you resolve this account. If you pay in full by December 15, 2026, our client has authorized a discount, and you may pay <b>$850.00</b> to close the account. You may also call us to set up a monthly payment plan starting at $75.00 per month.</p>
  <p>This collection agency is licensed by the Arizona Department of Financial Institutions, license no. CA-0948812. Our office is open Monday through Friday, 7:00 a.m. to 6:00 p.m. Arizona time.</p>
  <p>Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice, this office will obtain verification of the debt and mail you a copy of such verification. Upon your written request within the 30-day period, this office will provide you with the name and address of the original creditor, if different from the current creditor.</p>
  <p>This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. No lawsuit has been filed against you regarding this account.</p>
  <p>Sincerely,<br><br>Account Representative, ext. 214<br>Saguaro Point Recovery Services</p></div>
  <div class="foot" style="position:absolute;bottom:24px;left:72px;right:72px;border-top:1px dashed #000;padding-top:4px;display:flex;justify-content:space-between"><span>Remit to: Saguaro Point Recovery Services, PO Box 31877, Phoenix, AZ 85046</span><span>Ref 85202-11907 · Amount enclosed $______</span></div>`,
},
// ---------------------------------------------------------------- 30 NC law-firm letter announcing a suit already filed
{
  id: 30, state: 'NC', kind: 'law-firm letter (suit filed)', layout: 'law-firm letterhead, window address, RE: block with court and file number beside firm file number, settlement offer, costs distractors',
  font: 'Liberation Serif', size: '11pt',
  court: null, courtName: 'Mecklenburg County District Court',
  caseNo: '26CVD012345',
  plaintiff: { name: 'Tar Heel Consumer Receivables, LLC', printed: 'Tar Heel Consumer Receivables, LLC' },
  firm: { name: 'Kessler Bynum, PLLC', printed: 'KESSLER BYNUM, PLLC' },
  atty: { name: 'Jordan P. Bynum', bar: 'N.C. State Bar No. 48817', email: 'jbynum@kesslerbynum.com' },
  def: { first: 'Latoya', mi: 'M.', last: 'Barnes', printed: 'Latoya M. Barnes' },
  addr: { street: '5120 Beatties Ford Rd., Apt 7', city: 'Charlotte', st: 'NC', zip: '28216' },
  amount: 7412.90,
  css: letterCss('Liberation Serif', '11pt').replace("'Liberation Serif',sans-serif", "'Liberation Serif',serif"),
  body: d => `<div class="c"><b style="font-size:17pt;letter-spacing:2px">${d.firm.printed}</b><br><span style="font-size:9pt">ATTORNEYS AT LAW<br>301 S. Tryon Commons, Suite 1800 · Charlotte, North Carolina 28202<br>Telephone (704) 555-0177 · Facsimile (704) 555-0178 · www.kesslerbynum.com</span></div>
  <div class="win">${d.def.printed}<br>${d.addr.street}<br>${cityLine(d.addr)}</div>
  <div style="margin-top:170px"><p>November 3, 2026</p>
  <table style="margin:6px 0 10px"><tr><td style="vertical-align:top;padding-right:10px"><b>RE:</b></td><td><i>${d.plaintiff.printed} v. ${d.def.printed}</i><br>${d.courtName}, File No. ${d.caseNo}<br>Our File No.: KB-26-30417 · Original creditor: Piedmont Card Services, acct. ending 7741</td></tr></table>
  <p>Dear Ms. Barnes:</p>
  <p>This firm represents ${d.plaintiff.printed}, the current owner of the above account. Please be advised that we have filed a civil action against you in the ${d.courtName} (General Court of Justice, District Court Division), File No. ${d.caseNo}. The complaint seeks the principal balance of <b>${$(d.amount)}</b>, plus interest at the legal rate and court costs of $180.00. You will be served with the summons and complaint separately; this letter is not a substitute for the summons.</p>
  <p>The balance presently owed on this account is <b>${$(d.amount)}</b>. If you would like to resolve this matter before a judgment is entered, our client has authorized us to accept <b>$4,450.00</b> in full settlement if received on or before December 4, 2026, or payments of $310.00 per month. Any settlement would include dismissal of the lawsuit.</p>
  <p>If you have questions, please contact me directly at (704) 555-0179 or ${d.atty.email}. Payments can be made at payments@kesslerbynum.com or by check payable to ${d.firm.printed} Trust Account. The Clerk of Superior Court, Mecklenburg County, is located at 832 E. Fourth Commons, Charlotte, NC 28202.</p>
  <p class="tiny">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. At this time, no attorney with this firm has personally reviewed the particular circumstances of your account beyond the filing of the complaint.</p>
  <p>Very truly yours,<br>${d.firm.printed}<br><br><i>/s/ ${d.atty.name}</i><br>${d.atty.name}<br>${d.atty.bar}</p></div>
  <div class="foot" style="position:absolute;bottom:24px;left:72px;right:72px;border-top:1px solid #000;padding-top:3px;text-align:center">Member, N.C. Creditors' Bar Association · Reply to Charlotte office</div>`,
},
];
