// Documents 11-20: New York, Pennsylvania, Georgia, Washington, Oregon, Nevada, Missouri.
const { money, $, esc, cb, custName, cityLine, courtLines } = require('./lib');

module.exports = [
// ---------------------------------------------------------------- 11 NY Nassau District Court, ":" caption, no attorney e-mail, two defendants, TO: block
{
  id: 11, state: 'NY', kind: 'summons and verified complaint', layout: '":" column caption, court on 2 heading lines, second defendant, "TO:" address block, no attorney e-mail (clerk e-mail only)',
  font: 'Liberation Serif', size: '11pt',
  court: [['DISTRICT COURT OF THE COUNTY OF NASSAU'], ['FIRST DISTRICT']],
  caseNo: 'CV-004512-26',
  plaintiff: { name: 'Harbor Light Assets LLC', printed: 'HARBOR LIGHT ASSETS LLC' },
  firm: { name: 'Lindqvist & Mayo, P.C.', printed: 'LINDQVIST & MAYO, P.C.' },
  atty: { name: 'Erik J. Lindqvist', bar: '', email: null },
  def: { first: 'Jennifer', mi: 'L.', last: "O'Malley", printed: "JENNIFER L. O'MALLEY", second: "PATRICK O'MALLEY" },
  addr: { street: '412 Front St.', city: 'Hempstead', st: 'NY', zip: '11550' },
  amount: 7845.00,
  css: `.page{padding:50px 66px;font-family:'Liberation Serif',serif;font-size:11pt;line-height:1.34}
   .cap{display:grid;grid-template-columns:56% 4% 40%;margin:8px 0}`,
  body: d => `<div class="b">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;-against-<br><br>${d.def.printed} and ${d.def.second},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
  <div>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:</div><div><br>Index No.: ${d.caseNo}<br><br><b>SUMMONS</b><br><br>Plaintiff designates Nassau County as the place of trial.</div></div>
  <p><b>TO THE ABOVE NAMED DEFENDANT(S):</b></p>
  <div style="margin:0 0 8px 60px" class="b">TO: ${d.def.printed}<br>${d.addr.street}<br>${cityLine(d.addr)}</div>
  <p>YOU ARE HEREBY SUMMONED to answer the complaint in this action, a copy of which is herewith served upon you, and to serve copies of your answer upon the undersigned attorneys for the Plaintiff within twenty (20) days after service, or within thirty (30) days after service is complete if not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint.</p>
  <p class="b c">VERIFIED COMPLAINT</p>
  <p>1. Defendants reside in Nassau County at the address above. 2. Defendant ${d.def.printed} entered into a retail installment credit agreement (account no. 60119-4471) with Long Island Sound Furniture Co., later assigned to Plaintiff. 3. Defendant ${d.def.second} signed as co-obligor. 4. There is now due and owing the principal sum of <b>${$(d.amount)}</b>, for which payment has been demanded.</p>
  <p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the sum of ${$(d.amount)}, together with interest from January 12, 2026 at 9% (computed to filing: $1,550.06), costs and disbursements (index fee $45.00), for a total of $9,440.06. This Court's jurisdictional limit is $15,000.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:10px;font-size:10.5pt"><div>Dated: Garden City, New York<br>October 2, 2026<br><br>Clerk of the Court: 99 Main Circle, Hempstead, NY 11550<br>(516) 555-0122 · nassaudist1@nycourts.example.gov</div>
   <div>${d.firm.printed}<br>By: <i>/s/ ${d.atty.name}</i><br>${d.atty.name}, Esq.<br>Attorneys for Plaintiff<br>600 Old Country Rd., Suite 330<br>Garden City, NY 11530<br>(516) 555-0129 · Fax (516) 555-0130<br>File No. LM-7714-26</div></div>
  <div class="foot" style="position:absolute;bottom:24px;left:66px;right:66px;border-top:1px solid #000">This communication is from a debt collector attempting to collect a debt. Any information obtained will be used for that purpose.</div>`,
},
// ---------------------------------------------------------------- 12 NY Supreme Court Monroe, X-box caption, summons + complaint
{
  id: 12, state: 'NY', kind: 'summons', layout: 'X-box caption with "v." centred, court on 2 heading lines, defendant address in "residence" block, bar-style footer',
  font: 'URW Bookman', size: '10.5pt',
  court: [['SUPREME COURT OF THE STATE OF NEW YORK'], ['COUNTY OF MONROE']],
  caseNo: 'E2026004518',
  plaintiff: { name: 'Keystone Ridge Capital, LLC', printed: 'KEYSTONE RIDGE CAPITAL, LLC' },
  firm: { name: 'Fairbanks Oduya LLP', printed: 'FAIRBANKS ODUYA LLP' },
  atty: { name: 'Naomi F. Oduya', bar: '', email: 'noduya@fairbanksoduya.com' },
  def: { first: 'Gregory', mi: 'T.', last: 'Walczak', printed: 'GREGORY T. WALCZAK' },
  addr: { street: '217 Parsells Ave.', city: 'Rochester', st: 'NY', zip: '14609' },
  amount: 18942.37,
  css: `.page{padding:48px 62px;font-family:'URW Bookman',serif;font-size:9.5pt;line-height:1.38}
   .xl{display:grid;grid-template-columns:60% 40%}`,
  body: d => `<div class="b" style="font-size:10.5pt">${courtLines(d)}</div>
  <div class="xl" style="margin-top:4px"><div>-------------------------------------------------X<br>${d.plaintiff.printed},<br><div class="c">Plaintiff,</div><div class="c">v.</div>${d.def.printed},<br><div class="c">Defendant.</div>-------------------------------------------------X</div>
  <div style="padding-left:14px"><br>Index No.: ${d.caseNo}<br>RJI No.: 2026-0417-3<br><br><b>SUMMONS</b><br><br>Venue: defendant's county of residence</div></div>
  <p style="margin-top:10px"><b>TO THE ABOVE-NAMED DEFENDANT:</b> YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer on the plaintiff's attorneys within 20 days after service of this summons, exclusive of the day of service, or within 30 days after service is complete if this summons is not personally delivered to you within the State of New York. In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint.</p>
  <table style="width:100%;margin:6px 0"><tr><td style="border:1px solid #000;padding:5px;width:50%;vertical-align:top"><span class="lbl">DEFENDANT'S RESIDENCE</span><br>${d.def.printed}<br>${d.addr.street}<br>${cityLine(d.addr)}</td>
  <td style="border:1px solid #000;padding:5px;vertical-align:top"><span class="lbl">PLAINTIFF'S PRINCIPAL OFFICE</span><br>${d.plaintiff.printed}<br>1500 Market Pointe Dr., Suite 600<br>Wilmington, DE 19801</td></tr></table>
  <p class="b">NATURE OF ACTION AND RELIEF SOUGHT</p>
  <p>This is an action on a defaulted personal installment loan (Loan No. 4471-90012-8) originated by Finger Lakes Consumer Bank and assigned to Plaintiff. Plaintiff seeks the unpaid principal balance of <b>${$(d.amount)}</b>, together with contractual interest at 12.9% from November 30, 2025 (accrued to filing: $2,145.23), costs and disbursements of this action (index number fee $210.00; RJI fee $95.00), and attorney's fees as provided in the agreement ($2,841.36).</p>
  <p class="tiny" style="border:1px solid #000;padding:4px 6px"><b>NOTICE:</b> You may be eligible for free legal help. Contact the Legal Aid Society of Rochester at (585) 555-0154. If you do not respond, the plaintiff may obtain a judgment, and your wages or bank account could be garnished. Court Clerk: Hall of Justice Annex, 88 Exchange Pointe, Rochester, NY 14614, (585) 555-0150.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:10px"><div>Dated: Rochester, New York<br>September 24, 2026</div>
  <div>${d.firm.printed}<br>By: <i>/s/ ${d.atty.name}</i><br>${d.atty.name}, Esq.<br>Attorneys for Plaintiff<br>One East Avenue Tower, Suite 1210<br>Rochester, NY 14604<br>Tel. (585) 555-0152<br>${d.atty.email}<br>Firm File No. FO-2026-3317</div></div>
  <div class="foot" style="position:absolute;bottom:24px;left:62px;right:62px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>Filed via NYSCEF — Doc. No. 1 — Received NYSCEF: 09/24/2026</span><span>1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 13 PA Allegheny MDJ civil complaint, boxed, last-name-first, attorney inside form
{
  id: 13, state: 'PA', kind: 'complaint (magisterial district court form)', layout: 'AOPC-style boxed civil complaint form, tiny labels, defendant box with name last-name-first, attorney inside form box, costs and totals',
  font: 'Liberation Sans', size: '10pt',
  court: [['MAGISTERIAL DISTRICT COURT 05-2-12'], ['ALLEGHENY COUNTY']],
  caseNo: 'MJ-05212-CV-0000318-2026',
  plaintiff: { name: 'Three Rivers Card Services, LLC', printed: 'THREE RIVERS CARD SERVICES, LLC' },
  firm: { name: 'Hollis & Tran, LLC', printed: 'HOLLIS & TRAN, LLC' },
  atty: { name: 'Brian C. Hollis', bar: 'PA ID 208817', email: 'bhollis@hollistran.com' },
  def: { first: 'Debra', mi: 'A.', last: 'Kowalski', printed: 'KOWALSKI, DEBRA A.', lastFirst: true },
  addr: { street: '1523 Brownsville Rd.', city: 'Pittsburgh', st: 'PA', zip: '15210' },
  amount: 3864.51,
  css: `.page{padding:40px 46px;font-family:'Liberation Sans',sans-serif;font-size:9pt;line-height:1.28}
   table.f{width:100%}table.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}`,
  body: d => `<div style="display:grid;grid-template-columns:40% 20% 40%;align-items:start"><div class="tiny">COMMONWEALTH OF PENNSYLVANIA<br>COUNTY OF ALLEGHENY</div><div class="c b" style="font-size:13pt">CIVIL<br>COMPLAINT</div><div class="c b" style="font-size:10pt">${courtLines(d)}</div></div>
  <table class="f" style="margin-top:6px"><tr><td style="width:50%"><span class="lbl">Mag. Dist. No.:</span> 05-2-12<br><span class="lbl">MDJ Name:</span> Hon. Lorraine T. Kaspar<br><span class="lbl">Address:</span> 2100 Saw Mill Run Pike, Suite 5<br>Pittsburgh, PA 15210<br><span class="lbl">Telephone:</span> (412) 555-0119</td>
   <td><span class="lbl">PLAINTIFF: NAME and ADDRESS</span><br><b>${d.plaintiff.printed}</b><br>600 Grant St., Floor 31<br>Pittsburgh, PA 15219<br><div style="border-top:1px solid #000;margin:3px -5px 0;padding:3px 5px"><span class="lbl">VS.</span></div>
   <span class="lbl">DEFENDANT: NAME and ADDRESS</span><br><b>${d.def.printed}</b><br>${d.addr.street.toUpperCase()}<br>${d.addr.city.toUpperCase()}, PA ${d.addr.zip}</td></tr>
   <tr><td><span class="lbl">Docket No.:</span> <b style="font-size:10pt">${d.caseNo}</b><br><span class="lbl">Case Filed:</span> 10/13/2026</td><td><span class="lbl">Amount</span> &nbsp;&nbsp; <span class="lbl">Date Paid</span><br>Filing Costs: $138.25 &nbsp; 10/13/2026<br>Service Costs: included</td></tr></table>
  <p style="margin-top:8px">YOU ARE HEREBY NOTIFIED THAT THE ABOVE NAMED PLAINTIFF CLAIMS OF YOU THE SUM OF: <b>${$(d.amount)}</b> (principal), together with attorney fees of $350.00 and costs as set forth below. The total amount of the judgment sought, including costs and fees, is $4,352.76. The jurisdictional limit of this Court is $12,000.00.</p>
  <p class="b">The Plaintiff's Claim is as follows:</p>
  <p>Defendant opened a consumer credit card account (ending 0418) and failed to pay as agreed. The account was charged off on 02/27/2026 with a principal balance of ${$(d.amount)} and was purchased by Plaintiff. Despite demand, Defendant has not paid. Interest is not claimed.</p>
  <table class="f" style="margin:6px 0"><tr><td>Principal</td><td class="r">${$(d.amount)}</td><td>Attorney fees</td><td class="r">$350.00</td></tr><tr><td>Filing costs</td><td class="r">$138.25</td><td><b>Total</b></td><td class="r"><b>$4,352.76</b></td></tr></table>
  <p class="tiny">I, BRIAN C. HOLLIS, verify that the facts set forth in this complaint are true and correct to the best of my knowledge, information and belief. This statement is made subject to the penalties of Section 4904 of the Crimes Code (18 PA C.S. § 4904) related to unsworn falsification to authorities. I certify that this filing complies with the provisions of the Case Records Public Access Policy of the Unified Judicial System of Pennsylvania.</p>
  <table class="f"><tr><td style="width:50%"><span class="lbl">(Signature of Plaintiff or Authorized Agent)</span><br><i>/s/ ${d.atty.name}</i><br><span class="lbl">Date:</span> 10/13/2026</td><td><span class="lbl">Plaintiff's Attorney:</span> ${d.atty.name}, Esq. &nbsp;<span class="lbl">Supreme Court ID:</span> 208817<br>${d.firm.printed}<br><span class="lbl">Address:</span> 436 Seventh Ave., Suite 1900, Pittsburgh, PA 15219<br><span class="lbl">Telephone:</span> (412) 555-0121 &nbsp;<span class="lbl">E-mail:</span> ${d.atty.email}</td></tr></table>
  <p style="margin-top:8px;border:1.5px solid #000;padding:5px">IF YOU INTEND TO ENTER A DEFENSE TO THIS COMPLAINT, YOU SHOULD NOTIFY THIS OFFICE IMMEDIATELY AT THE ABOVE TELEPHONE NUMBER. YOU MUST APPEAR AT THE HEARING AND PRESENT YOUR DEFENSE. UNLESS YOU DO, JUDGMENT MAY BE ENTERED AGAINST YOU BY DEFAULT. Hearing: 12/08/2026, 10:30 AM.</p>
  <p class="tiny">If you have a claim against the plaintiff which is within magisterial district judge jurisdiction and which you intend to assert at the hearing, you must file it on a complaint form at this office at least five days before the date set for the hearing. If you are disabled and require a reasonable accommodation, contact the office at (412) 555-0119.</p>
  <div class="foot" style="position:absolute;bottom:22px;left:46px;right:46px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>AOPC 308A-26</span><span>FREE INTERPRETER — www.pacourts.us/language-rights</span></div>`,
},
// ---------------------------------------------------------------- 14 PA Montgomery CCP, notice to defend, ":" caption, EN/ES
{
  id: 14, state: 'PA', kind: 'complaint (notice to defend)', layout: 'attorney block top left with I.D. No., ":" caption, court on one line, Notice to Defend + Aviso (EN/ES), lawyer referral distractor',
  font: 'C059', size: '10pt',
  court: [['IN THE COURT OF COMMON PLEAS OF MONTGOMERY COUNTY, PENNSYLVANIA']],
  caseNo: '2026-04417',
  plaintiff: { name: 'Liberty Bell Recovery Fund, LLC', printed: 'LIBERTY BELL RECOVERY FUND, LLC' },
  firm: { name: 'Carrow Weiss, LLC', printed: 'CARROW WEISS, LLC' },
  atty: { name: 'Allison P. Carrow', bar: 'Attorney I.D. No. 319442', email: 'acarrow@carrowweiss.com' },
  def: { first: 'Samuel', mi: 'K.', last: 'Osei', printed: 'SAMUEL K. OSEI' },
  addr: { street: '302 W. Marshall St., Apt 2', city: 'Norristown', st: 'PA', zip: '19401' },
  amount: 8126.30,
  css: `.page{padding:44px 60px;font-family:'C059',serif;font-size:9.5pt;line-height:1.3}
   .cap{display:grid;grid-template-columns:55% 4% 41%;margin:6px 0}`,
  body: d => `<div style="display:flex;justify-content:space-between"><div style="line-height:1.25">${d.firm.printed}<br>By: ${d.atty.name}<br>${d.atty.bar}<br>1650 Arch St., Suite 2200<br>Philadelphia, PA 19103<br>(215) 555-0181<br>${d.atty.email}</div><div class="r">Attorney for Plaintiff</div></div>
  <div class="c b" style="margin-top:10px">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed}<br>4000 Chemical Rd., Suite 500<br>Plymouth Meeting, PA 19462<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;&nbsp;v.<br>${d.def.printed}<br>${d.addr.street}<br>${cityLine(d.addr)}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <div>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:</div><div><br>CIVIL ACTION — LAW<br><br>No. ${d.caseNo}</div></div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:16px;font-size:8.6pt"><div><div class="c b">NOTICE TO DEFEND</div>
  <p>You have been sued in court. If you wish to defend against the claims set forth in the following pages, you must take action within twenty (20) days after this complaint and notice are served, by entering a written appearance personally or by attorney and filing in writing with the court your defenses or objections to the claims set forth against you. You are warned that if you fail to do so the case may proceed without you and a judgment may be entered against you by the court without further notice for any money claimed in the complaint or for any other claim or relief requested by the plaintiff. You may lose money or property or other rights important to you.</p>
  <p>YOU SHOULD TAKE THIS PAPER TO YOUR LAWYER AT ONCE. IF YOU DO NOT HAVE A LAWYER, GO TO OR TELEPHONE THE OFFICE SET FORTH BELOW TO FIND OUT WHERE YOU CAN GET LEGAL HELP.</p></div>
  <div><div class="c b">AVISO</div>
  <p>Le han demandado a usted en la corte. Si usted quiere defenderse de estas demandas expuestas en las páginas siguientes, usted tiene veinte (20) días de plazo al partir de la fecha de la demanda y la notificación. Hace falta asentar una comparecencia escrita o en persona o con un abogado y entregar a la corte en forma escrita sus defensas o sus objeciones a las demandas en contra de su persona. Sea avisado que si usted no se defiende, la corte tomará medidas y puede continuar la demanda en contra suya sin previo aviso o notificación.</p>
  <p>LLEVE ESTA DEMANDA A UN ABOGADO INMEDIATAMENTE. SI NO TIENE ABOGADO, VAYA EN PERSONA O LLAME POR TELÉFONO A LA OFICINA CUYA DIRECCIÓN SE ENCUENTRA ESCRITA ABAJO.</p></div></div>
  <div class="c b" style="font-size:9pt">LAWYER REFERRAL SERVICE<br>220 Courthouse Plaza, Norristown, PA 19401 · (610) 555-0163 · referral@montcobar.example.org</div>
  <div class="c b u" style="margin-top:8px">COMPLAINT</div>
  <p>1. Plaintiff is a limited liability company with the address stated above. 2. Defendant is an adult individual residing at the address stated above. 3. Defendant obtained a credit card account (ending 5561) from Delaware Valley Bank, which was charged off and sold to Plaintiff. 4. The principal balance due is <b>${$(d.amount)}</b>. 5. Plaintiff does not seek post-charge-off interest. The amount in controversy is below the $50,000 compulsory arbitration limit.</p>
  <p>WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${$(d.amount)}, plus court costs ($296.75) and such other relief as the Court deems just.</p>
  <div class="foot" style="position:absolute;bottom:22px;left:60px;right:60px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>CW File No. 26-LB-01184 · Prothonotary e-file ID 33918820</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 15 GA Gwinnett Magistrate, statement of claim, pro se business plaintiff, two defendants
{
  id: 15, state: 'GA', kind: 'statement of claim', layout: 'magistrate statement-of-claim form, plaintiff without attorney, two defendants with address lines, boxed summons section',
  font: 'DejaVu Sans', size: '10pt',
  court: [['MAGISTRATE COURT OF GWINNETT COUNTY'], ['STATE OF GEORGIA']],
  caseNo: '26-M-12345',
  plaintiff: { name: 'Peachtree Home Furnishings, Inc.', printed: 'Peachtree Home Furnishings, Inc.' },
  firm: null, atty: null,
  def: { first: 'Tamika', mi: 'L.', last: 'Brooks', printed: 'Tamika L. Brooks', second: 'Derrick J. Brooks' },
  addr: { street: '3875 Satellite Blvd., Apt 1216', city: 'Duluth', st: 'GA', zip: '30096' },
  amount: 2187.64,
  css: `.page{padding:42px 54px;font-family:'DejaVu Sans',sans-serif;font-size:9pt;line-height:1.32}
   table.f{width:100%}table.f td{border:1px solid #000;padding:4px 6px;vertical-align:top}.line{border-bottom:1px solid #000;display:inline-block;min-width:200px}`,
  body: d => `<div class="c b" style="font-size:11pt">${courtLines(d)}</div>
  <div class="c tiny">75 Langley Commons, Lawrenceville, GA 30046 · (770) 555-0104 · magistrate.filings@gwinnettcourts.example.gov</div>
  <div class="r" style="margin-top:6px">CIVIL ACTION NO. <b>${d.caseNo}</b></div>
  <table class="f" style="margin-top:6px"><tr><td style="width:50%"><span class="lbl">Plaintiff's name, address, phone</span><br><b>${d.plaintiff.printed}</b><br>2950 Buford Dr., Suite 110<br>Buford, GA 30519<br>(770) 555-0108 · accounts@peachtreehomefurn.com</td>
  <td><span class="lbl">Defendant 1 — name, address, phone</span><br><b>${d.def.printed}</b><br>${d.addr.street}<br>${cityLine(d.addr)}<br><span class="lbl">Defendant 2 —</span> <b>${d.def.second}</b>, same address</td></tr></table>
  <div class="c b" style="font-size:13pt;margin:8px 0 4px">STATEMENT OF CLAIM</div>
  <p>Plaintiff claims that Defendant(s) owe(s) the following: Principal <b>${$(d.amount)}</b>; Interest $0.00; Court costs (filing fee) $79.00. Total $2,266.64.</p>
  <p>Plaintiff's claim is based on: unpaid balance on a retail installment contract (Contract No. PHF-008871) for a sectional sofa and dining set delivered on 08/02/2025. Defendants made payments until 03/15/2026 and have not paid since, despite written demand on 07/01/2026.</p>
  <p>${cb(true)}Plaintiff appears without an attorney. &nbsp; ${cb(false)}Plaintiff is represented by counsel.</p>
  <p>Plaintiff's authorized agent: <span class="line">Carla V. Simmons, Credit Manager</span> &nbsp; Sworn to and subscribed before me on 10/05/2026. <span class="line">&nbsp;</span> Deputy Clerk</p>
  <div style="border:2px solid #000;padding:6px 8px;margin-top:8px"><div class="c b">SUMMONS</div>
  <p>TO THE ABOVE NAMED DEFENDANT(S): You are hereby commanded to answer this claim in writing or orally in the clerk's office within thirty (30) days after service of this summons on you. If you fail to answer, a default judgment may be entered against you. You may file your answer in person at the court address above or electronically. If you need an interpreter, call (770) 555-0105. The maximum claim in this court is $15,000.</p>
  <p>Usted ha sido demandado. Tiene 30 días para contestar. Para información en español, llame al (770) 555-0106.</p>
  <p>Issued: 10/05/2026 &nbsp;&nbsp; Clerk/Deputy Clerk: <i>K. Odum</i></p></div>
  <table class="f" style="margin-top:8px"><tr><td colspan="3" class="b">SHERIFF'S ENTRY OF SERVICE</td></tr><tr><td>${cb(false)} Personal</td><td>${cb(false)} Notorious (left at residence)</td><td>${cb(false)} Non est inventus</td></tr><tr><td colspan="3">Deputy: ________________ Date: ________ Service fee: $50.00 per defendant</td></tr></table>
  <div class="foot" style="position:absolute;bottom:22px;left:54px;right:54px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>GCMC Form SC-1 (rev. 2025)</span><span>Page 1 of 1</span></div>`,
},
// ---------------------------------------------------------------- 16 GA Cobb State Court, summons, ":" caption
{
  id: 16, state: 'GA', kind: 'summons', layout: '":" caption, court on 2 heading lines, defendant address under name in caption, attorney block mid-page with bar number',
  font: 'P052', size: '11.5pt',
  court: [['IN THE STATE COURT OF COBB COUNTY'], ['STATE OF GEORGIA']],
  caseNo: '26-A-01877',
  plaintiff: { name: 'Summit Peak Credit Corp.', printed: 'SUMMIT PEAK CREDIT CORP.' },
  firm: { name: 'Rowan Teague LLC', printed: 'ROWAN TEAGUE LLC' },
  atty: { name: 'Camille D. Rowan', bar: 'Georgia Bar No. 614409', email: 'crowan@rowanteague.com' },
  def: { first: 'Wesley', mi: 'J.', last: 'Harrington', printed: 'WESLEY J. HARRINGTON' },
  addr: { street: '1650 Powder Springs Rd. SW, Apt 308', city: 'Marietta', st: 'GA', zip: '30064' },
  amount: 14702.18,
  css: `.page{padding:54px 70px;font-family:'P052',serif;font-size:11pt;line-height:1.4}
   .cap{display:grid;grid-template-columns:56% 4% 40%;margin:10px 0}`,
  body: d => `<div class="c b">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.def.printed}<br>${d.addr.street}<br>${cityLine(d.addr)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <div>:<br>:<br>:<br>:<br>:<br>:<br>:</div><div><br>CIVIL ACTION<br>FILE NO. ${d.caseNo}</div></div>
  <div class="c b" style="font-size:14pt;letter-spacing:3px">SUMMONS</div>
  <p style="margin-top:8px">TO THE ABOVE NAMED DEFENDANT:</p>
  <p>You are hereby summoned and required to file with the Clerk of said court and serve upon the Plaintiff's attorney, whose name and address is:</p>
  <div style="margin:4px 0 10px 70px">${d.atty.name}, ${d.atty.bar}<br>${d.firm.printed}<br>3350 Riverwood Pkwy., Suite 1900, Atlanta, GA 30339<br>(770) 555-0137 · ${d.atty.email}</div>
  <p>an answer to the complaint which is herewith served upon you, within thirty (30) days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint.</p>
  <p>The complaint seeks the principal sum of <b>${$(d.amount)}</b> on a defaulted credit card account (ending 8830), plus interest at the legal rate from the date of judgment, attorney's fees under O.C.G.A. § 13-1-11 of $2,220.33, and court costs.</p>
  <p>This 28th day of September, 2026.</p>
  <div style="margin-left:330px;line-height:1.3">Clerk of State Court<br>Cobb County, Georgia<br>By: <i>T. Whitlow</i><br>Deputy Clerk<br>12 E. Park Sq. Annex, Marietta, GA 30090<br>(770) 555-0131</div>
  <p class="tiny" style="margin-top:10px">Instructions: Attach addendum sheet for additional parties if needed; make notation on this sheet if addendum sheet is used. E-filing envelope 20261133518. Court filing fee paid: $218.00. Case Initiation Form filed.</p>
  <div class="foot" style="position:absolute;bottom:22px;left:70px;right:70px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>SC-1 Rev. 2024</span><span>RT Ref. 26-SPC-0442</span></div>`,
},
// ---------------------------------------------------------------- 17 WA King County District Court, typewriter summons, attorney block bottom
{
  id: 17, state: 'WA', kind: 'summons', layout: 'typewriter-style summons, court one title on 2 lines, ")" caption with NO. right, attorney block at bottom with WSBA number, address in body',
  font: 'Nimbus Mono PS', size: '11pt',
  court: [['IN THE DISTRICT COURT OF THE STATE OF WASHINGTON', 'IN AND FOR THE COUNTY OF KING']],
  caseNo: '26CIV04417KCX',
  plaintiff: { name: 'Cascadia Receivables Group, LLC', printed: 'CASCADIA RECEIVABLES GROUP, LLC' },
  firm: { name: 'Ostrander Hale PLLC', printed: 'OSTRANDER HALE PLLC' },
  atty: { name: 'Jonah K. Ostrander', bar: 'WSBA #51877', email: 'jostrander@ostranderhale.com' },
  def: { first: 'Priya', mi: 'S.', last: 'Raman', printed: 'PRIYA S. RAMAN' },
  addr: { street: '14320 NE 20th St., Apt B-204', city: 'Bellevue', st: 'WA', zip: '98007' },
  amount: 5496.81,
  css: `.page{padding:56px 64px;font-family:'Nimbus Mono PS',monospace;font-size:10pt;line-height:1.42}
   .cap{display:grid;grid-template-columns:52% 4% 44%;margin:10px 0}`,
  body: d => `<div class="c">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;vs.<br>${d.def.printed} and JOHN DOE RAMAN, wife and husband and the marital community composed thereof,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
  <div>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div><div><br>NO. ${d.caseNo}<br><br>SUMMONS<br>(20 DAYS)</div></div>
  <p>TO THE DEFENDANT: ${d.def.printed}, ${d.addr.street.toUpperCase()}, ${d.addr.city.toUpperCase()}, WA ${d.addr.zip}</p>
  <p>A lawsuit has been started against you in the above-entitled court by the above-named plaintiff. Plaintiff's claim is stated in the written complaint, a copy of which is served upon you with this summons. Plaintiff claims the principal sum of ${$(d.amount)}, plus prejudgment interest of $704.12, costs of $236.00 and statutory attorney fees of $200.00.</p>
  <p>In order to defend against this lawsuit, you must respond to the complaint by stating your defense in writing, and by serving a copy upon the person signing this summons within 20 days after the service of this summons, excluding the day of service, or a default judgment may be entered against you without notice. A default judgment is one where plaintiff is entitled to what it asks for because you have not responded.</p>
  <p>If you wish to seek the advice of an attorney in this matter, you should do so promptly so that your written response, if any, may be served on time. This summons is issued pursuant to CRLJ 4. Civil jurisdictional limit of this court: $100,000.</p>
  <p>DATED: October 7, 2026.</p>
  <div style="margin-left:300px;line-height:1.35">${d.firm.printed}<br><br>By: /s/ ${d.atty.name}<br>${d.atty.name}, ${d.atty.bar}<br>Attorneys for Plaintiff</div>
  <div class="foot" style="position:absolute;bottom:30px;left:64px;right:64px;border-top:1px solid #000;padding-top:4px;display:grid;grid-template-columns:1fr 1fr;font-size:8pt;line-height:1.3"><div>SUMMONS - 1<br>Court: 585 112th Ave SE Annex, Bellevue, WA 98004</div>
  <div class="r">${d.firm.printed}<br>1201 Third Ave., Suite 3400, Seattle, WA 98101<br>Tel (206) 555-0148 · Fax (206) 555-0149<br>${d.atty.email}<br>OH File: CRG-5512</div></div>
`,
},
// ---------------------------------------------------------------- 18 OR Multnomah Circuit Court summons
{
  id: 18, state: 'OR', kind: 'summons', layout: 'court one title on 2 lines, ")" caption, boxed NOTICE TO DEFENDANT, attorney block bottom, address in service box',
  font: 'FreeSerif', size: '11.5pt',
  court: [['IN THE CIRCUIT COURT OF THE STATE OF OREGON', 'FOR THE COUNTY OF MULTNOMAH']],
  caseNo: '26CV18823',
  plaintiff: { name: 'Willamette Credit Services, Inc.', printed: 'WILLAMETTE CREDIT SERVICES, INC., an Oregon corporation' },
  firm: { name: 'Brauer & Quist, P.C.', printed: 'BRAUER & QUIST, P.C.' },
  atty: { name: 'Heidi L. Quist', bar: 'OSB #094418', email: 'hquist@brauerquist.com' },
  def: { first: 'Caleb', mi: 'R.', last: 'Lindstrom', printed: 'CALEB R. LINDSTROM' },
  addr: { street: '6912 SE Foster Rd.', city: 'Portland', st: 'OR', zip: '97206' },
  amount: 4105.00,
  css: `.page{padding:50px 66px;font-family:'FreeSerif',serif;font-size:10.5pt;line-height:1.36}
   .cap{display:grid;grid-template-columns:54% 4% 42%;margin:10px 0}.box{border:1.5px solid #000;padding:6px 8px}`,
  body: d => `<div class="c b">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>&nbsp;&nbsp;&nbsp;v.<br>${d.def.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <div>)<br>)<br>)<br>)<br>)</div><div>Case No. ${d.caseNo}<br><br><b>SUMMONS</b><br>Claim: ${$(d.amount)}<br>Not subject to mandatory arbitration</div></div>
  <p>TO: ${d.def.printed}, Defendant.</p>
  <p>You are hereby required to appear and defend the complaint filed against you in the above entitled action within thirty (30) days from the date of service of this summons upon you, and in case of your failure to do so, for want thereof, plaintiff will apply to the court for the relief demanded in the complaint: judgment for ${$(d.amount)} principal, prejudgment interest at 9% per annum from 01/05/2026, a prevailing party fee, costs and disbursements, and reasonable attorney fees (estimated $975.00).</p>
  <div class="box"><div class="c b">NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</div>
  <p>You must "appear" in this case or the other side will win automatically. To "appear" you must file with the court a legal document called a "motion" or "answer." The "motion" or "answer" must be given to the court clerk or administrator within 30 days along with the required filing fee ($169.00). It must be in proper form and have proof of service on the plaintiff's attorney or, if the plaintiff does not have an attorney, proof of service on the plaintiff.</p>
  <p>If you have any questions, you should see an attorney immediately. If you need help in finding an attorney, you may contact the Oregon State Bar's Lawyer Referral Service online at www.oregonstatebar.org or by calling (503) 555-0160 (in the Portland metropolitan area) or toll-free elsewhere in Oregon at (800) 555-0161.</p></div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-top:10px"><div class="box" style="font-size:9.5pt"><b>TO THE OFFICER OR OTHER PERSON SERVING THIS SUMMONS:</b> You are hereby directed to serve a true copy of this summons, together with a true copy of the complaint, upon the individual defendant at:<br><b>${d.addr.street}<br>${cityLine(d.addr)}</b></div>
  <div style="font-size:9.5pt"><i>/s/ ${d.atty.name}</i><br>${d.atty.name}, ${d.atty.bar}<br>${d.firm.printed}<br>Attorney for Plaintiff<br>1120 NW Couch Tower, Suite 600<br>Portland, OR 97209<br>Phone: (503) 555-0165<br>Email: ${d.atty.email}<br>Trial attorney: same</div></div>
  <div class="foot" style="position:absolute;bottom:22px;left:66px;right:66px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>Page 1 — SUMMONS · Multnomah County Courthouse, 1200 SW Fourth Plaza, Portland, OR 97204</span><span>BQ No. 26-0918</span></div>`,
},
// ---------------------------------------------------------------- 19 NV Las Vegas Justice Court, bilingual summons
{
  id: 19, state: 'NV', kind: 'summons', layout: 'bilingual EN/ES summons in two columns, court on 2 heading lines, attorney block top left with bar number, defendant labelled address line',
  font: 'FreeSans', size: '9.5pt',
  court: [['JUSTICE COURT, LAS VEGAS TOWNSHIP'], ['CLARK COUNTY, NEVADA']],
  caseNo: '26C012345',
  plaintiff: { name: 'Silver State Consumer Finance, LLC', printed: 'SILVER STATE CONSUMER FINANCE, LLC' },
  firm: { name: 'Delacroix Pham, Ltd.', printed: 'DELACROIX PHAM, LTD.' },
  atty: { name: 'Vivian T. Pham', bar: 'Nevada Bar No. 13388', email: 'vpham@delacroixpham.com' },
  def: { first: 'Rodrigo', mi: 'M.', last: 'Salcedo', printed: 'RODRIGO M. SALCEDO' },
  addr: { street: '5250 E. Bonanza Rd., Apt 2087', city: 'Las Vegas', st: 'NV', zip: '89110' },
  amount: 3088.45,
  css: `.page{padding:44px 56px;font-family:'FreeSans',sans-serif;font-size:9pt;line-height:1.32}
   .two{display:grid;grid-template-columns:1fr 1fr;gap:18px}`,
  body: d => `<div style="line-height:1.25;font-size:8.5pt">SUMM<br>${d.atty.name}, Esq.<br>${d.atty.bar}<br>${d.firm.printed}<br>7251 W. Lake Mead Blvd., Suite 300<br>Las Vegas, NV 89128<br>Tel: (702) 555-0173 &nbsp; Fax: (702) 555-0174<br>Email: ${d.atty.email}<br>Attorney for Plaintiff</div>
  <div class="c b" style="font-size:11pt;margin-top:8px">${courtLines(d)}</div>
  <div style="display:grid;grid-template-columns:55% 45%;margin-top:8px"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${d.def.printed}; DOES I through X, inclusive,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div><div>Case No.: ${d.caseNo}<br>Dept. No.: 7<br><br><b>SUMMONS — CIVIL</b></div></div>
  <p style="margin-top:8px"><b>Defendant's address:</b> ${d.addr.street}, ${cityLine(d.addr)}</p>
  <div class="two"><div><p class="b">NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</p>
  <p>TO THE DEFENDANT: A civil Complaint has been filed by the Plaintiff against you for the relief set forth in the Complaint: recovery of the principal sum of <b>${$(d.amount)}</b> owed on a consumer installment loan (Loan No. 0072-55810), plus interest, court costs and attorney's fees.</p>
  <p>1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must: (a) file with the Clerk of this Court a formal written response to the Complaint, along with the appropriate filing fee ($71.00); and (b) serve a copy of your response upon the attorney whose name and address is shown above.</p>
  <p>2. Unless you respond, a default will be entered upon application of the Plaintiff, and this Court may enter a judgment against you for the relief demanded in the Complaint, which could result in the taking of money or property.</p></div>
  <div><p class="b">¡AVISO! USTED HA SIDO DEMANDADO. EL TRIBUNAL PUEDE DECIDIR EN SU CONTRA SIN ESCUCHARLO A MENOS QUE RESPONDA EN UN PLAZO DE 21 DÍAS. LEA LA INFORMACIÓN A CONTINUACIÓN.</p>
  <p>AL DEMANDADO: El Demandante ha presentado una Demanda civil en su contra por la cantidad principal de ${$(d.amount)}, más intereses, costas y honorarios de abogado.</p>
  <p>1. Si desea defenderse, dentro de 21 días después de que se le entregue esta Citación, debe: (a) presentar ante el Secretario de este Tribunal una respuesta formal por escrito, junto con la cuota correspondiente; y (b) entregar una copia de su respuesta al abogado cuyo nombre y dirección aparecen arriba.</p>
  <p>2. Si no responde, se podrá dictar un fallo en su contra, lo que podría resultar en el embargo de dinero o bienes. Ayuda legal: Centro de Autoayuda, (702) 555-0176.</p></div></div>
  <div style="display:grid;grid-template-columns:1fr 1fr;margin-top:8px"><div>Submitted by:<br>${d.firm.printed}<br>/s/ ${d.atty.name}</div><div>CLERK OF COURT<br>By: <i>D. Kowal</i>, Deputy Clerk &nbsp; Date: 10/16/2026<br>Regional Justice Center, 200 Lewis Crossing, Las Vegas, NV 89101<br>Interest stated separately in Complaint: $389.70 · Jurisdictional limit $15,000</div></div>
  <div class="foot" style="position:absolute;bottom:22px;left:56px;right:56px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>LVJC Civil Summons (Rev. 3/25)</span><span>DP File 26-3344</span></div>`,
},
// ---------------------------------------------------------------- 20 MO Jackson County petition, ")" caption
{
  id: 20, state: 'MO', kind: 'petition', layout: '")" caption, court on 2 heading lines, defendant "Serve at:" block in caption, separately stated statutory interest',
  font: 'Liberation Serif', size: '12pt',
  court: [['IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI'], ['ASSOCIATE CIRCUIT DIVISION']],
  caseNo: '2616-CV04512',
  plaintiff: { name: 'Heartland Revolving Credit, LLC', printed: 'HEARTLAND REVOLVING CREDIT, LLC' },
  firm: { name: 'Mercer Kline, LLC', printed: 'MERCER KLINE, LLC' },
  atty: { name: 'Thomas A. Mercer', bar: 'MO Bar #58812', email: 'tmercer@mercerkline.com' },
  def: { first: 'Angela', mi: 'D.', last: 'Prewitt', printed: 'ANGELA D. PREWITT' },
  addr: { street: '3309 E. 63rd St.', city: 'Kansas City', st: 'MO', zip: '64130' },
  amount: 2764.19,
  css: `.page{padding:56px 72px;font-family:'Liberation Serif',serif;font-size:12pt;line-height:1.38}
   .cap{display:grid;grid-template-columns:54% 4% 42%;margin:12px 0}`,
  body: d => `<div class="c b">${courtLines(d)}</div>
  <div class="cap"><div>${d.plaintiff.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.def.printed},<br>Serve at:<br>${d.addr.street}<br>${cityLine(d.addr)}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
  <div>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</div><div><br>Case No. ${d.caseNo}<br><br>Division 31</div></div>
  <div class="c b u">PETITION ON ACCOUNT</div>
  <p style="margin-top:8px">COMES NOW Plaintiff, by and through counsel, and for its Petition states:</p>
  <p>1. Plaintiff is a Missouri limited liability company in good standing, 4600 Madison Ave., Suite 800, Kansas City, MO 64112.</p>
  <p>2. Defendant is an individual residing in Jackson County, Missouri.</p>
  <p>3. Defendant used a revolving credit account (ending 1177) and defaulted. After all payments and credits, Defendant owes a principal balance of <b>${$(d.amount)}</b>.</p>
  <p>4. Plaintiff also seeks statutory interest at 9% per annum under § 408.020 RSMo from May 1, 2026, which through October 1, 2026 equals $104.27.</p>
  <p>WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of ${$(d.amount)}, statutory interest as set forth above, and the costs of this action.</p>
  <div style="margin-left:310px;margin-top:10px;line-height:1.3;font-size:11pt">${d.firm.printed}<br><i>/s/ ${d.atty.name}</i><br>${d.atty.name}, ${d.atty.bar}<br>1100 Main St., Suite 2150<br>Kansas City, MO 64105<br>(816) 555-0189<br>${d.atty.email}<br>ATTORNEY FOR PLAINTIFF</div>
  <div class="foot" style="position:absolute;bottom:22px;left:72px;right:72px;border-top:1px solid #000;display:flex;justify-content:space-between"><span>MK Ref. HRC-26-6610 · Filing fee paid $76.50</span><span>Page 1 of 1</span></div>`,
},
];
