// Documents 11-20 (Colorado part 2, Tennessee, Kentucky, Louisiana, Oklahoma)
'use strict';
const { $, up, full, lastFirst, cityLine, page } = require('./lib');

module.exports = [

// ───────────────────────────────────────────── 11 CO Adams District Court complaint
{
  id: '11', state: 'CO', kind: 'complaint',
  layout: 'caption with a heavy vertical rule between parties and a case-number column; defendant with a/k/a; plaintiff is a trust acting by its servicer; interest and attorney fees stated separately; attorney block at the bottom under the signature line with registration number',
  lawsuit: true,
  court: { lines: ['District Court, Adams County, State of Colorado'], name: 'District Court, Adams County, State of Colorado' },
  caseNo: '2026CV030412',
  plaintiff: { name: 'Larkspur Consumer Assets Trust 2024-B', tail: 'by and through its servicer, Oakmont Servicing, LLC' },
  firm: { name: 'Whitlock Ibarra LLC', atty: 'Sean T. Whitlock', email: 'swhitlock@whitlockibarra.com' },
  def: { first: 'Michelle', mi: 'A.', last: 'Taggart', aka: 'Michelle Ann Kowalski' },
  addr: { street: '8924 Grant St., Apt. 306', city: 'Thornton', st: 'CO', zip: '80229' },
  amount: 27318.40,
  distractors: ['interest $4,102.55 stated separately', 'attorney fees $2,750.00', 'total $34,170.95', 'Atty. Reg. No. 52109', 'servicer address', 'a/k/a name', 'trust series number 2024-B', 'courtroom'],
  html(d) {
    const css = `
body{font-family:'URW Bookman';font-size:10pt;line-height:1.36}
.pg{position:absolute;inset:0;padding:54px 70px}
.court{font-weight:bold;font-size:10.5pt;margin-bottom:4px}
.addr{font-size:8pt;margin-bottom:10px}
.cap{display:flex;border-top:2px solid #111;border-bottom:2px solid #111;padding:8px 0}
.cap .l{flex:1.5;border-right:5px solid #111;padding-right:12px}
.cap .r{flex:1;padding-left:14px}
.lb{font-family:'URW Gothic';font-size:7pt;letter-spacing:.06em;text-transform:uppercase;color:#222}
.cn{font-size:12.5pt;font-weight:bold;margin:2px 0 8px}
h1{text-align:center;font-size:12pt;margin:12px 0 8px;letter-spacing:.08em}
.txt{text-align:justify;text-indent:30px}
.sb{margin:10px 0 0 310px;font-size:9pt;line-height:1.3}
.sb .ln{border-bottom:1px solid #111;width:290px;height:28px}
.ft{position:absolute;left:70px;right:70px;bottom:22px;font-family:'URW Gothic';font-size:6.8pt;display:flex;justify-content:space-between;color:#333}
`;
    const body = `<div class="pg">
<div class="court">${up(d.court.lines[0])}</div>
<div class="addr">Court address: 1250 Bridge St., Brighton, CO 80601 · Telephone (303) 555-0121</div>
<div class="cap"><div class="l"><span class="lb">Plaintiff</span><br>${up(d.plaintiff.name)}, ${d.plaintiff.tail}<br><br><span class="lb">v.</span><br><br><span class="lb">Defendant</span><br>${up(full(d.def))} a/k/a ${up(d.def.aka)}</div>
<div class="r"><span class="lb">Case number</span><div class="cn">${d.caseNo}</div><span class="lb">Division / Courtroom</span><br>Div. 4 · Ctrm. 506<br><br><span class="lb">▲ Court use only ▲</span></div></div>
<h1>COMPLAINT FOR MONEY DUE ON ACCOUNT</h1>
<p class="txt">Plaintiff, by its attorneys, states its Complaint against Defendant ${full(d.def)}, also known as ${d.def.aka}, as follows:</p>
<p class="txt">1. Plaintiff is a Delaware statutory trust. Its servicer, Oakmont Servicing, LLC, maintains offices at 600 17th St., Suite 2800, Denver, CO 80202.</p>
<p class="txt">2. Defendant resides at ${d.addr.street}, ${cityLine(d.addr)}, in Adams County, Colorado.</p>
<p class="txt">3. Defendant obtained a personal line of credit from Front Porch Bank, account ending 0751, which was sold and assigned, with all rights, to Plaintiff in Trust Series 2024-B.</p>
<p class="txt">4. Defendant defaulted, and the principal amount due is <b>${$(d.amount)}</b>. Contractual interest accrued to the filing date is $4,102.55 and is claimed separately; reasonable attorney fees under the agreement are estimated at $2,750.00 (total of all three: $34,170.95).</p>
<p class="txt">WHEREFORE, Plaintiff requests judgment against Defendant for the principal amount of ${$(d.amount)}, interest as allowed by contract and law, costs, and reasonable attorney fees.</p>
<p class="txt">Plaintiff’s address: c/o Oakmont Servicing, LLC, 600 17th St., Suite 2800, Denver, CO 80202.</p>
<div class="sb">Respectfully submitted March 10, 2026.<div class="ln"><span class="sig">Sean T. Whitlock</span></div>
${d.firm.atty}, Atty. Reg. No. 52109<br>${d.firm.name}<br>7800 E. Union Ave., Suite 1100, Denver, CO 80237<br>Tel. (720) 555-0133 · ${d.firm.email}<br>Attorneys for Plaintiff</div>
<div class="ft"><span>Complaint — Adams County District Court</span><span>This pleading was filed electronically under C.R.C.P. 121 § 1-26.</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 12 CO Denver County Court bilingual, "Serve at"
{
  id: '12', state: 'CO', kind: 'summons (bilingual)',
  layout: 'bilingual English/Spanish summons in two parallel columns; court name in a narrow vertical sidebar band at the left edge; case number under a "Serve at:" block at top right; attorney in a shaded strip at the bottom',
  lawsuit: true,
  court: { lines: ['County Court, City and County of Denver, Colorado'], name: 'County Court, City and County of Denver, Colorado' },
  caseNo: '26C12994',
  plaintiff: { name: 'Pinecrest Bank & Trust' },
  firm: { name: 'Aldana Reyes Law Firm, P.C.', atty: 'Gabriela Aldana Reyes', email: 'gaby@aldanareyeslaw.com' },
  def: { first: 'Tomás', mi: 'E.', last: 'Villalobos' },
  addr: { street: '1520 S. Federal Blvd., Apt. 7', city: 'Denver', st: 'CO', zip: '80219' },
  amount: 1574.36,
  distractors: ['county court limit $25,000', 'answer fee $85.00', 'costs $138.00', 'court address/phone', 'reg. no.', 'paralegal e-mail'],
  html(d) {
    const css = `
body{font-family:'DejaVu Sans Condensed';font-size:10pt;line-height:1.34}
.ch{font-family:'Nimbus Sans';font-weight:bold;font-size:12pt;letter-spacing:.04em;border-bottom:2px solid #111;padding-bottom:5px;margin-bottom:10px}
.side{position:absolute;left:0;top:0;bottom:0;width:64px;background:#dcdcdc;border-right:2px solid #111}
.side div{position:absolute;left:20px;top:70px;transform-origin:0 0;transform:rotate(90deg) translate(0,-28px);white-space:nowrap;font-family:'Nimbus Sans';font-size:8pt;letter-spacing:.12em;width:900px}
.pg{position:absolute;left:90px;right:52px;top:44px;bottom:30px}
.top{display:flex;justify-content:space-between;gap:16px}
.parties{flex:1;font-size:9.5pt}
.serve{width:260px;border:2px solid #111;padding:6px 10px}
.lb{font-size:7pt;text-transform:uppercase;letter-spacing:.05em;color:#222}
.cn{margin-top:8px;border-top:1px solid #111;padding-top:4px;font-size:11pt}
h1{font-size:14pt;margin:14px 0 8px;text-align:center}
.two{display:flex;gap:22px}
.two>div{flex:1;text-align:justify}
.two>div.es{font-style:italic;color:#222}
.att{position:absolute;left:0;right:0;bottom:26px;background:#ececec;border-top:1px solid #111;padding:6px 10px;font-size:8.5pt}
.ft{position:absolute;left:0;right:0;bottom:0;font-size:6.8pt;color:#333}
`;
    const body = `<div class="side"><div>FORM CCD-SUM-B · SUMMONS / CITATORIO · ORIGINAL – COURT · COPY – DEFENDANT</div></div>
<div class="pg">
<div class="ch">${up(d.court.lines[0])}</div>
<div class="top"><div class="parties"><span class="lb">Court address</span><br>1501 Elati St., Room 140, Denver, CO 80202 · (720) 555-0190<br><br>
<span class="lb">Plaintiff / Demandante</span><br><b>${d.plaintiff.name}</b>, 3300 E. 1st Ave., Denver, CO 80206<br><br>
<span class="lb">Defendant / Demandado</span><br><b>${full(d.def)}</b></div>
<div class="serve"><span class="lb">Serve at: / Entregar en:</span><br><b>${full(d.def)}</b><br>${d.addr.street}<br>${cityLine(d.addr)}
<div class="cn"><span class="lb">Case No. / Caso No.</span><br><b>${d.caseNo}</b> &nbsp; Div. 3A</div></div></div>
<h1>SUMMONS / CITATORIO</h1>
<div class="two"><div>
<p><b>To the Defendant:</b> You are summoned to appear in this Court, in Courtroom 3A, on <b>April 13, 2026 at 8:30 a.m.</b>, to answer the plaintiff’s claim that you owe <b>${$(d.amount)}</b> on an unpaid consumer credit account, plus costs.</p>
<p>If you do not appear or file an Answer with the $85.00 answer fee, judgment may be entered against you by default. Costs already incurred by the plaintiff total $138.00. This court hears civil cases up to $25,000.</p>
<p>Interpreters are provided free of charge. For help, call (720) 555-0191.</p></div>
<div class="es">
<p><b>Al Demandado:</b> Se le cita a comparecer ante este Tribunal, en la Sala 3A, el <b>13 de abril de 2026 a las 8:30 a.m.</b>, para responder a la demanda en la que el demandante afirma que usted debe <b>${$(d.amount)}</b> por una cuenta de crédito de consumo no pagada, más los costos.</p>
<p>Si no comparece ni presenta una Respuesta con la tarifa de $85.00, se podrá dictar un fallo en rebeldía en su contra. Los costos ya pagados por el demandante suman $138.00.</p>
<p>Se proporcionan intérpretes sin costo. Para ayuda, llame al (720) 555-0191.</p></div></div>
<p style="margin-top:10px">Date / Fecha: March 6, 2026 &nbsp;&nbsp; Clerk of Court / Secretario: <span class="sig" style="font-size:14pt">R. Lucero</span>, Deputy</p>
<div class="att"><span class="lb">Attorney for Plaintiff / Abogada del Demandante</span><br>${d.firm.atty}, Reg. No. 50374 · ${d.firm.name} · 1225 17th St., Suite 1600, Denver, CO 80202 · (303) 555-0187 · ${d.firm.email} · Paralegal: filings@aldanareyeslaw.com</div>
<div class="ft">CCD-SUM-B (rev. 1/26) — English/Español</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 13 TN Davidson civil warrant
{
  id: '13', state: 'TN', kind: 'civil warrant',
  layout: 'civil warrant with typewriter-style fill-ins on printed rules; state/county command line; defendant service address in a right-side box with apartment number; officer return at the foot; BPR number and costs advanced',
  lawsuit: true,
  court: { lines: ['General Sessions Court of Davidson County, Tennessee'], name: 'General Sessions Court of Davidson County, Tennessee' },
  caseNo: '26GC12881',
  plaintiff: { name: 'Cumberland Valley Finance, Inc.' },
  firm: { name: 'Pruitt, Hale & Agarwal, PLLC', atty: 'Neil Agarwal', email: 'nagarwal@pruitthale.com' },
  def: { first: 'Brandon', mi: 'K.', last: 'Fields' },
  addr: { street: '2831 Nolensville Pike, Apt. C-12', city: 'Nashville', st: 'TN', zip: '37211' },
  amount: 4275.00,
  distractors: ['jurisdiction up to $25,000', 'costs advanced $189.50', 'attorney fee $1,425.00', 'BPR No. 031554', 'court address', 'docket time/room'],
  html(d) {
    const css = `
body{font-family:'Nimbus Roman';font-size:10.5pt;line-height:1.4}
.pg{position:absolute;inset:0;padding:46px 62px}
.hd{display:flex;justify-content:space-between;align-items:flex-start}
.hd .c{font-weight:bold;font-size:12.5pt;text-transform:uppercase;line-height:1.25}
.hd .w{font-size:22pt;font-weight:bold;letter-spacing:.06em;text-align:right}
.hd .w small{display:block;font-size:8pt;font-weight:normal;letter-spacing:0}
.tw{font-family:'Nimbus Mono PS';font-size:10.5pt;font-weight:bold;color:#111}
.u{border-bottom:1px solid #111;display:inline-block;min-width:120px;padding:0 4px}
.mid{display:flex;gap:18px;margin-top:12px}
.mid .l{flex:1.4}
.mid .r{flex:1;border:1.5px solid #111;padding:6px 8px}
.lb{font-family:'Nimbus Sans';font-size:6.8pt;text-transform:uppercase;color:#222}
.txt{text-align:justify}
.ret{border-top:2px solid #111;margin-top:12px;padding-top:6px;font-size:9pt}
.ft{position:absolute;left:62px;right:62px;bottom:22px;font-family:'Nimbus Sans';font-size:6.8pt;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="hd"><div class="c">${d.court.lines[0].replace(' of Davidson', '<br>of Davidson')}</div><div class="w">CIVIL WARRANT<small>Docket No. <span class="tw">${d.caseNo}</span></small></div></div>
<div style="font-size:8pt;margin-top:2px">Civil Division, 512 Deaderick St., Nashville, TN 37219 · (615) 555-0115</div>
<div class="mid"><div class="l">
<p><span class="lb">Plaintiff</span><br><span class="tw">${up(d.plaintiff.name)}</span><br>c/o 1900 Church St., Suite 300, Nashville, TN 37203</p>
<p><span class="lb">vs. Defendant</span><br><span class="tw">${up(full(d.def))}</span></p></div>
<div class="r"><span class="lb">Defendant’s address for service (incl. apt. no.)</span><br><span class="tw">${d.addr.street}<br>${cityLine(d.addr)}</span><br><span class="lb">Phone</span> <span class="tw">(615) 555-0142</span></div></div>
<p style="margin-top:10px"><b>STATE OF TENNESSEE, COUNTY OF DAVIDSON — TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b></p>
<p class="txt">You are commanded to summon the Defendant named above to appear before the General Sessions Court at Courtroom 1A on <span class="u tw">April 21, 2026</span> at <span class="u tw">1:00 p.m.</span> to answer the Plaintiff in a civil action for a debt on account in the sum of <span class="u tw">${$(d.amount)}</span> (principal), under the Court’s civil jurisdiction of up to $25,000.00, plus interest, attorney fees of <span class="tw">$1,425.00</span> as provided in the contract, and court costs.</p>
<p class="txt">Costs advanced by plaintiff: <span class="tw">$189.50</span>. Issued <span class="tw">March 12, 2026</span>. &nbsp; Deputy Clerk <span class="sig" style="font-size:13pt">J. Hobbs</span></p>
<p class="txt"><span class="lb">Attorney for Plaintiff</span><br>${d.firm.atty} (BPR No. 031554), ${d.firm.name}, 1900 Church St., Suite 300, Nashville, TN 37203 · (615) 555-0158 · ${d.firm.email}</p>
<p class="txt" style="font-size:9pt">NOTICE: If a judgment is entered against you, Tennessee law provides a $10,000 personal property exemption from execution or seizure. To claim it you must file a written list, under oath, of the items you wish to claim as exempt with the clerk of the court.</p>
<div class="ret"><b>OFFICER’S RETURN:</b> I certify that I have served this Civil Warrant on ______________________ by delivering a copy at the address above on ____________, 2026. &nbsp; Deputy Sheriff/Process Server _______________ &nbsp; Not found ☐</div>
<div class="ft"><span>GS-CW-1 (rev. 12/25)</span><span>Copy for defendant</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 14 TN Rutherford civil summons, asterisk box, 2 defendants
{
  id: '14', state: 'TN', kind: 'civil summons',
  layout: 'caption framed by a box of asterisks with an asterisk column between the parties and the case number; two defendants listed in a service table with separate addresses; attorney-fee percentage distractor',
  lawsuit: true,
  court: { lines: ['In the General Sessions Court for Rutherford County, Tennessee'], name: 'General Sessions Court for Rutherford County, Tennessee' },
  caseNo: '26-CV-2318',
  plaintiff: { name: 'Stonebridge Acceptance Corp.' },
  firm: { name: 'Garrity & Lowe, P.C.', atty: 'Mark J. Garrity', email: 'mgarrity@garritylowe.com' },
  def: { first: 'Ashley', mi: 'N.', last: 'Conroy' },
  def2: { first: 'Dylan', mi: 'M.', last: 'Conroy' },
  addr: { street: '1406 Memorial Blvd., Apt. 3', city: 'Murfreesboro', st: 'TN', zip: '37129' },
  amount: 1963.08,
  distractors: ['second defendant at Smyrna address', 'attorney fee 33 1/3% $654.36', 'total $2,617.44', 'costs $171.00', 'court address', 'BPR No.'],
  html(d) {
    const star = n => '*'.repeat(n);
    const css = `
body{font-family:'Liberation Serif';font-size:11pt;line-height:1.35}
.pg{position:absolute;inset:0;padding:54px 72px}
.court{text-align:center;font-weight:bold;text-transform:uppercase;margin-bottom:12px}
.ast{font-family:'Liberation Mono';font-size:10pt;line-height:1.2;white-space:pre;overflow:hidden}
.cap{display:flex;font-size:10.5pt}
.cap .l{flex:1.3}
.cap .m{font-family:'Liberation Mono';font-size:10pt;line-height:1.2;width:20px;white-space:pre}
.cap .r{flex:1;padding-left:12px;padding-top:26px}
.ed{font-family:'Liberation Mono';font-size:10pt;line-height:1.2;width:20px;white-space:pre}
h1{text-align:center;font-size:13pt;margin:12px 0 8px;letter-spacing:.15em}
.txt{text-align:justify}
.st{width:100%;margin:8px 0;font-size:9.5pt}
.st th{font-family:'Liberation Sans';font-size:7pt;border:1px solid #111;background:#eee;padding:2px 4px;text-align:left}
.st td{border:1px solid #111;padding:4px 6px;vertical-align:top}
.ft{position:absolute;left:72px;right:72px;bottom:22px;font-family:'Liberation Sans';font-size:6.8pt;display:flex;justify-content:space-between}
`;
    const col = Array(9).fill('*').join('\n');
    const body = `<div class="pg">
<div class="court">${d.court.lines[0]}</div>
<div class="ast">${star(92)}</div>
<div class="cap"><div class="ed">${col}</div><div class="l">${up(d.plaintiff.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${up(full(d.def))} and<br>${up(full(d.def2))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div><div class="m">${col}</div>
<div class="r">Case No. ${d.caseNo}<br><br>Hearing: April 28, 2026, 9:00 a.m.</div><div class="ed">${col}</div></div>
<div class="ast">${star(92)}</div>
<h1>CIVIL SUMMONS</h1>
<p class="txt">TO THE DEFENDANTS NAMED BELOW: You are hereby summoned to appear and defend a civil action filed against you in the General Sessions Court, Judicial Building, 225 N. Church St., Room 201, Murfreesboro, TN 37130, telephone (615) 555-0124, at the date and time stated above.</p>
<table class="st"><tr><th style="width:30%">Defendant</th><th>Address for service</th><th style="width:18%">Served (date)</th></tr>
<tr><td>${full(d.def)}</td><td>${d.addr.street}, ${cityLine(d.addr)}</td><td></td></tr>
<tr><td>${full(d.def2)}</td><td>207 Enon Springs Rd. E., Smyrna, TN 37167</td><td></td></tr></table>
<p class="txt">The Plaintiff seeks a judgment for the unpaid balance of a retail installment account in the amount of <b>${$(d.amount)}</b>, together with contractual attorney fees of 33 1/3% ($654.36), for a total of $2,617.44, plus court costs of $171.00. You must appear to contest the claim; if you fail to appear, judgment by default may be rendered against you.</p>
<p class="txt">Attorney for Plaintiff: ${d.firm.atty} (BPR No. 027719), ${d.firm.name}, 2525 Medical Center Pkwy., Suite 120, Murfreesboro, TN 37129 · (615) 555-0168 · ${d.firm.email}</p>
<p style="margin-top:10px">Issued: March 13, 2026 &nbsp;&nbsp; Clerk: <span class="sig" style="font-size:14pt">L. Pace</span>, Deputy Clerk</p>
<p class="txt" style="font-size:9pt">ADA: If you need assistance or accommodations because of a disability, please call the ADA Coordinator at (615) 555-0125.</p>
<div class="ft"><span>RCGS Civil Summons · rev. 2026</span><span>Plaintiff’s reference no. GL-44107</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 15 KY Jefferson District Court complaint (consumer in Indiana)
{
  id: '15', state: 'KY', kind: 'complaint',
  layout: 'shaded left sidebar column holding the court heading, case number and division; main column with caption and numbered paragraphs; only clerk and process-server e-mails printed (no attorney e-mail); consumer lives across the river in Indiana',
  lawsuit: true,
  court: { lines: ['Commonwealth of Kentucky', 'Jefferson District Court', 'Civil Division'], name: 'Commonwealth of Kentucky, Jefferson District Court, Civil Division' },
  caseNo: '26-C-004872',
  plaintiff: { name: 'Ohio Falls Recovery, LLC' },
  firm: { name: 'Brennan Cole Martinez PLLC', atty: 'Keith A. Brennan', email: null },
  def: { first: 'Jasmine', mi: 'R.', last: 'Whitaker' },
  addr: { street: '1408 Spring St.', city: 'Jeffersonville', st: 'IN', zip: '47130' },
  amount: 3917.40,
  distractors: ['district court limit $5,000', 'interest 8% stated separately', 'court costs $168.00', 'Division 12', 'clerk e-mail and process-server e-mail only', 'KBA no.', 'consumer state differs from court state'],
  html(d) {
    const css = `
body{font-family:'DejaVu Serif';font-size:10pt;line-height:1.38}
.sb{position:absolute;left:0;top:0;bottom:0;width:200px;background:#eaeaea;border-right:1px solid #999;padding:56px 16px 20px 26px;font-size:8.5pt}
.sb .c{font-weight:bold;font-size:10pt;line-height:1.3;text-transform:uppercase;margin-bottom:18px}
.lb{font-family:'DejaVu Sans Condensed';font-size:6.8pt;text-transform:uppercase;color:#333;letter-spacing:.05em}
.sb .v{font-size:11pt;font-weight:bold;margin-bottom:12px}
.mn{position:absolute;left:226px;right:58px;top:56px}
.cap{margin-bottom:8px}
h1{font-size:12.5pt;margin:10px 0 8px;letter-spacing:.1em}
.txt{text-align:justify}
.sg{margin-top:10px;font-size:9pt}
.ft{position:absolute;left:226px;right:58px;bottom:22px;font-family:'DejaVu Sans Condensed';font-size:6.8pt;color:#333}
`;
    const body = `<div class="sb"><div class="c">${d.court.lines.join('<br>')}</div>
<span class="lb">Case No.</span><div class="v">${d.caseNo}</div>
<span class="lb">Division</span><div class="v">12</div>
<span class="lb">Court</span><div style="margin-bottom:12px">District Civil Clerk<br>725 W. Liberty St., Louisville, KY 40202<br>(502) 555-0145<br>dcivil@jeffclerk-ky.org</div>
<span class="lb">Jurisdiction</span><div style="margin-bottom:12px">Civil claims up to $5,000.00</div>
<span class="lb">Filed</span><div>03/03/2026 10:27 AM</div></div>
<div class="mn">
<div class="cap"><b>${up(d.plaintiff.name)}</b><br>2100 Gardiner Ln., Suite 205, Louisville, KY 40205<br><span style="padding-left:200px">PLAINTIFF</span><br>v.<br><b>${up(full(d.def))}</b><br>${d.addr.street}<br>${cityLine(d.addr)}<br><span style="padding-left:200px">DEFENDANT</span></div>
<h1>COMPLAINT</h1>
<p class="txt">Comes the Plaintiff, ${d.plaintiff.name}, by counsel, and for its Complaint against the Defendant, ${full(d.def)}, states:</p>
<p class="txt">1. Defendant opened a consumer credit account (account ending 2203) with River City Furniture Co. in Louisville, Jefferson County, Kentucky, where the agreement was signed. Defendant now resides in Jeffersonville, Indiana.</p>
<p class="txt">2. The account was assigned to Plaintiff, which is the owner of the account and all amounts owed on it.</p>
<p class="txt">3. Defendant has defaulted, and there is a principal balance owing of <b>${$(d.amount)}</b>. Plaintiff additionally seeks prejudgment interest at the statutory rate of 8% per annum from the date of charge-off, which is not included in this sum.</p>
<p class="txt">WHEREFORE, Plaintiff demands judgment against Defendant for ${$(d.amount)}, prejudgment and post-judgment interest as allowed by KRS 360.010 and 360.040, its court costs herein expended (presently $168.00), and all other proper relief.</p>
<div class="sg"><span class="sig">Keith A. Brennan</span><br>${d.firm.atty} (KBA No. 93017)<br>${d.firm.name}<br>9200 Shelbyville Rd., Suite 500, Louisville, KY 40222<br>Telephone (502) 555-0176 · Fax (502) 555-0177<br>Counsel for Plaintiff</div>
<p class="txt" style="margin-top:10px;font-size:8.5pt">Service by certified mail requested. Return receipts to: Derby City Process, returns@derbycityprocess.com.</p>
</div>
<div class="ft">This is an attempt to collect a debt by a debt collector. Brennan Cole Martinez PLLC File No. 26-11482.</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 16 KY Fayette Circuit Court summons (last-name-first, attorney top right)
{
  id: '16', state: 'KY', kind: 'summons',
  layout: 'attorney block at the top right above the heading; court name in wide small capitals with rules; defendant printed last-name-first in a "To:" block; case number right-aligned under the rule with a division number beside it; notice in a single bordered panel',
  lawsuit: true,
  court: { lines: ['Fayette Circuit Court', 'Civil Branch'], name: 'Fayette Circuit Court, Civil Branch' },
  caseNo: '26-CI-01987',
  plaintiff: { name: 'Bluegrass Commerce Bank' },
  firm: { name: 'Atherton & Kase, PSC', atty: 'Jennifer L. Kase', email: 'jkase@athertonkase.com' },
  def: { first: 'Lamont', mi: 'E.', last: 'Hargrove' },
  addr: { street: '2240 Liberty Rd., Apt. 5', city: 'Lexington', st: 'KY', zip: '40505' },
  amount: 8630.15,
  printedName: 'HARGROVE, LAMONT E.',
  distractors: ['interest 12% separately', 'Division 7', 'KBA No.', 'clerk address/phone', 'loan number', 'firm fax'],
  html(d) {
    const css = `
body{font-family:'DejaVu Serif Condensed';font-size:10.5pt;line-height:1.38}
.pg{position:absolute;inset:0;padding:44px 64px}
.at{margin-left:auto;width:300px;font-size:8.5pt;line-height:1.3;border-left:3px solid #111;padding-left:8px}
.court{margin-top:16px;border-top:1px solid #111;border-bottom:1px solid #111;padding:6px 0;text-align:center;font-variant:small-caps;letter-spacing:.3em;font-size:13pt}
.court div+div{font-size:10pt;letter-spacing:.4em}
.cn{text-align:right;margin-top:4px;font-size:10.5pt}
.cn b{font-size:12pt}
.cap{margin:10px 0}
h1{text-align:center;font-size:16pt;letter-spacing:.4em;margin:10px 0}
.to{border:1px solid #111;padding:6px 10px;width:330px;margin-bottom:10px}
.lb{font-family:'DejaVu Sans Condensed';font-size:6.8pt;text-transform:uppercase;color:#333}
.txt{text-align:justify}
.pn{border:1.5px solid #111;padding:8px 12px;margin-top:8px}
.ft{position:absolute;left:64px;right:64px;bottom:22px;font-family:'DejaVu Sans Condensed';font-size:6.8pt;display:flex;justify-content:space-between;color:#333}
`;
    const body = `<div class="pg">
<div class="at"><span class="lb">Attorney for plaintiff</span><br>${d.firm.atty}, KBA No. 91442<br>${d.firm.name}<br>250 W. Main St., Suite 1800<br>Lexington, KY 40507<br>Tel. (859) 555-0163 · Fax (859) 555-0164<br>${d.firm.email}</div>
<div class="court"><div>${d.court.lines[0]}</div><div>${d.court.lines[1]}</div></div>
<div class="cn">Case No. <b>${d.caseNo}</b> &nbsp;&nbsp; Division 7</div>
<div class="cap">${up(d.plaintiff.name)} &nbsp;·&nbsp; PLAINTIFF<br>v.<br>${d.printedName} &nbsp;·&nbsp; DEFENDANT</div>
<h1>SUMMONS</h1>
<div class="to"><span class="lb">To (name and address of defendant):</span><br><b>${d.printedName}</b><br>${d.addr.street}<br>${cityLine(d.addr)}</div>
<p class="txt">THE COMMONWEALTH OF KENTUCKY TO THE ABOVE-NAMED DEFENDANT: You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons.</p>
<div class="pn"><p class="txt">Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded in the attached Complaint.</p>
<p class="txt" style="margin:0">The Complaint demands judgment for <b>${$(d.amount)}</b>, the unpaid principal of personal loan no. 7733-0918, together with contractual interest at 12% per annum from January 15, 2026, which is stated separately, and costs.</p></div>
<p class="txt" style="margin-top:10px">The name(s) and address(es) of the party or parties demanding relief against you or his/her (their) attorney(s) are shown on the document delivered to you with this Summons.</p>
<p>Date: March 4, 2026 &nbsp;&nbsp; Fayette Circuit Clerk, 215 E. Short St., Lexington, KY 40507 · (859) 555-0102 &nbsp; By: <span class="sig" style="font-size:13pt">A. Combs</span>, D.C.</p>
<div class="ft"><span>Summons — Circuit Court · rev. 01/26</span><span>Proof of service on reverse</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 17 LA First Parish Court Jefferson petition (a/k/a)
{
  id: '17', state: 'LA', kind: 'petition',
  layout: 'Louisiana style: centred court heading, docket number and division on one line, parties centred with "VERSUS", FILED/DEPUTY CLERK line; numbered petition; attorney block at the bottom under signature; "Please serve" block with the consumer address at the very end',
  lawsuit: true,
  court: { lines: ['First Parish Court for the Parish of Jefferson', 'State of Louisiana'], name: 'First Parish Court for the Parish of Jefferson, State of Louisiana' },
  caseNo: '26-04127',
  plaintiff: { name: 'Pelican Bay Receivables, LLC' },
  firm: { name: 'Fontenot Lacaze, L.L.C.', atty: 'Paul A. Fontenot', email: 'pfontenot@fontenotlacaze.com' },
  def: { first: 'Renée', mi: 'M.', last: 'Thibodeaux', aka: 'Renee Guidry' },
  addr: { street: '3612 Haring Rd.', city: 'Metairie', st: 'LA', zip: '70006' },
  amount: 4487.92,
  distractors: ['attorney fees 25% ($1,121.98)', 'court limit $20,000', 'legal interest', 'Bar Roll No. 31884', 'docket division "B"', 'a/k/a name'],
  html(d) {
    const css = `
body{font-family:'Nimbus Roman';font-size:11.5pt;line-height:1.42}
.pg{position:absolute;inset:0;padding:52px 76px}
.c{text-align:center;font-weight:bold;text-transform:uppercase}
.dk{display:flex;justify-content:space-between;margin:12px 0;font-weight:bold}
.pt{text-align:center;margin:4px 0}
.fl{display:flex;justify-content:space-between;border-top:1px solid #111;border-bottom:1px solid #111;padding:3px 0;margin:10px 0 10px;font-size:10pt}
h1{text-align:center;font-size:12pt;margin:8px 0;text-decoration:underline}
.txt{text-align:justify;text-indent:36px;margin-bottom:.4em}
.sg{margin-left:330px;font-size:10pt;line-height:1.3}
.sv{margin-top:10px;font-size:10pt;border-top:1px dashed #555;padding-top:4px}
.ft{position:absolute;left:76px;right:76px;bottom:22px;font-size:7pt;text-align:center;color:#333;font-family:'Nimbus Sans'}
`;
    const body = `<div class="pg">
<div class="c">${d.court.lines[0]}<br>${d.court.lines[1]}</div>
<div class="dk"><span>NO. ${d.caseNo}</span><span>DIVISION “B”</span></div>
<div class="pt">${up(d.plaintiff.name)}</div><div class="pt">VERSUS</div><div class="pt">${up(full(d.def))} A/K/A ${up(d.def.aka)}</div>
<div class="fl"><span>FILED: ____________________</span><span>DEPUTY CLERK: ____________________</span></div>
<h1>PETITION ON OPEN ACCOUNT</h1>
<p class="txt">The petition of ${d.plaintiff.name}, a foreign limited liability company authorized to do and doing business in Louisiana, with respect represents:</p>
<p class="txt">1. Made defendant herein is ${full(d.def)}, also known as ${d.def.aka}, a person of the full age of majority domiciled in the Parish of Jefferson, State of Louisiana.</p>
<p class="txt">2. Defendant is indebted unto petitioner in the full sum of <b>${$(d.amount)}</b>, together with legal interest from date of judicial demand until paid, and reasonable attorney fees of 25% of the principal ($1,121.98) pursuant to La. R.S. 9:2781, for the balance of an open account originally with Crescent Home Goods, account no. ending 5582.</p>
<p class="txt">3. Amicable demand has been made more than thirty days before suit without avail. The amount in dispute is within the $20,000 jurisdictional limit of this Court.</p>
<p class="txt">WHEREFORE, petitioner prays for judgment against defendant in the full sum of ${$(d.amount)}, with legal interest from date of judicial demand, attorney fees, and all costs of these proceedings.</p>
<div class="sg">Respectfully submitted,<br><span class="sig">Paul A. Fontenot</span><br>____________________________________<br>${d.firm.atty} (La. Bar Roll No. 31884)<br>${up(d.firm.name)}<br>3838 N. Causeway Blvd., Suite 2900<br>Metairie, LA 70002 · (504) 555-0136<br>${d.firm.email}<br>Counsel for Petitioner</div>
<div class="sv"><b>PLEASE SERVE:</b> ${full(d.def)}, ${d.addr.street}, ${cityLine(d.addr)}</div>
<div class="ft">First Parish Court, 1880 Clearview Pkwy., Metairie, LA 70001 · Clerk (504) 555-0103</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 18 LA Baton Rouge City Court citation (asterisks, seal)
{
  id: '18', state: 'LA', kind: 'citation',
  layout: 'seal-like circular emblem beside the court name; caption with an asterisk column; "Serve at:" block with the consumer address; attorney given only with phone and a payment e-mail (no attorney e-mail); docket number undashed',
  lawsuit: true,
  court: { lines: ['Baton Rouge City Court', 'Parish of East Baton Rouge', 'State of Louisiana'], name: 'Baton Rouge City Court, Parish of East Baton Rouge, State of Louisiana' },
  caseNo: '2600318',
  plaintiff: { name: 'Magnolia Servicing Group, Inc.' },
  firm: { name: 'Landry & Cormier, APLC', atty: 'Marguerite S. Landry', email: null },
  def: { first: 'Keisha', mi: 'L.', last: 'Batiste' },
  addr: { street: '5780 Airline Hwy., Apt. 221', city: 'Baton Rouge', st: 'LA', zip: '70805' },
  amount: 2316.50,
  distractors: ['costs deposit $150.00', 'court limit $35,000', 'payment e-mail only', 'division C', 'court address/phone', 'Bar Roll No.'],
  html(d) {
    const col = Array(8).fill('*').join('\n');
    const css = `
body{font-family:'Liberation Sans';font-size:10pt;line-height:1.38}
.pg{position:absolute;inset:0;padding:48px 66px}
.hd{display:flex;align-items:center;gap:18px;justify-content:center}
.seal{width:86px;height:86px;border-radius:50%;border:3px double #111;display:flex;align-items:center;justify-content:center;text-align:center;font-size:6.5pt;line-height:1.1;font-family:'Liberation Serif';letter-spacing:.08em}
.ct{text-align:center;font-family:'Liberation Serif';font-weight:bold;font-size:12.5pt;line-height:1.3}
.ct div+div{font-size:10pt;font-weight:normal;letter-spacing:.1em}
.cap{display:flex;margin-top:14px;font-size:10pt}
.cap .l{flex:1.3}
.cap .m{font-family:'Liberation Mono';white-space:pre;line-height:1.38;width:24px}
.cap .r{flex:1;padding-left:10px}
h1{text-align:center;font-size:15pt;letter-spacing:.3em;margin:14px 0 8px}
.sv{float:right;width:250px;border:1.5px solid #111;padding:6px 10px;margin:0 0 8px 14px}
.lb{font-size:6.8pt;text-transform:uppercase;color:#333;letter-spacing:.05em}
.txt{text-align:justify}
.ft{position:absolute;left:66px;right:66px;bottom:22px;font-size:6.8pt;color:#333;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="hd"><div class="seal">CITY COURT<br>★<br>BATON ROUGE</div><div class="ct">${d.court.lines.map(l => `<div>${up(l)}</div>`).join('')}</div></div>
<div class="cap"><div class="l">${up(d.plaintiff.name)}<br><br>VERSUS<br><br>${up(full(d.def))}</div><div class="m">${col}</div><div class="r">DOCKET NO. ${d.caseNo}<br><br>DIVISION “C”<br><br>Filed: 03/09/2026</div></div>
<h1>CITATION</h1>
<div class="sv"><span class="lb">Serve at:</span><br><b>${full(d.def)}</b><br>${d.addr.street}<br>${cityLine(d.addr)}</div>
<p class="txt"><b>TO: ${up(full(d.def))}</b></p>
<p class="txt">You are hereby cited to comply with the demand contained in the petition of which a certified copy accompanies this citation, or make an appearance either by filing a pleading or otherwise in the Baton Rouge City Court, 460 North Blvd., Room 112, Baton Rouge, LA 70802, within fifteen (15) days after the service hereof, under penalty of default.</p>
<p class="txt">The petition demands judgment for <b>${$(d.amount)}</b> on an unpaid installment account, with legal interest from date of judicial demand and all costs. Plaintiff has deposited $150.00 toward costs. This Court hears civil matters where the amount in dispute does not exceed $35,000.</p>
<p class="txt">Witness the Honorable Judges of said Court, this 10th day of March, 2026.</p>
<p style="margin-left:360px;margin-top:8px"><span class="sig" style="font-size:14pt">D. Guidry</span><br>Deputy Clerk, Baton Rouge City Court<br>(225) 555-0117</p>
<p class="txt" style="margin-top:10px;clear:both"><span class="lb">Requested by / Attorney for plaintiff</span><br>${d.firm.atty} (Bar Roll No. 30226), ${d.firm.name}, 8550 United Plaza Blvd., Suite 702, Baton Rouge, LA 70809 · (225) 555-0138. To arrange payment, e-mail payments@landrycormier.com.</p>
<div style="margin-top:12px;border-top:2px solid #111;padding-top:6px;font-size:9pt"><b>SHERIFF’S RETURN</b> — Received ____/____/2026. Served ☐ personal ☐ domiciliary on ______________________. Not served ☐ &nbsp; Deputy __________________ &nbsp; Fee $__________</div>
<div class="ft"><span>BRCC Citation (Civil) · 01/26</span><span>Service copy</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 19 OK Oklahoma County small claims affidavit (unrepresented, case no. in footer)
{
  id: '19', state: 'OK', kind: 'small claims affidavit',
  layout: 'small-claims affidavit form; case number only in the footer strip; plaintiff company appears through its credit manager (no lawyer, no law firm); numbered statements with check boxes; defendant address on label lines with captions underneath',
  lawsuit: true,
  court: { lines: ['In the District Court of Oklahoma County', 'State of Oklahoma'], name: 'District Court of Oklahoma County, State of Oklahoma' },
  caseNo: 'SC-2026-4481',
  plaintiff: { name: 'Red Earth Furniture & Appliance, Inc.' },
  firm: null,
  def: { first: 'Tamika', mi: 'S.', last: 'Rowe' },
  addr: { street: '2411 SW 59th St.', city: 'Oklahoma City', st: 'OK', zip: '73119' },
  amount: 1849.99,
  distractors: ['small claims limit $10,000', 'filing fee $93.14', 'mailing fee $10.00', 'credit manager e-mail (not a lawyer)', 'store account number', 'plaintiff address'],
  html(d) {
    const css = `
body{font-family:'Nimbus Sans';font-size:10pt;line-height:1.35}
.pg{position:absolute;inset:0;padding:50px 64px}
.c{text-align:center;font-weight:bold;font-size:11.5pt;text-transform:uppercase;line-height:1.3}
h1{text-align:center;font-family:'URW Gothic';font-size:14pt;margin:12px 0 2px;letter-spacing:.04em}
.sub{text-align:center;font-size:8pt;margin-bottom:10px}
.row{display:flex;gap:14px;margin:6px 0 0}
.row .v{border-bottom:1px solid #111;font-family:'Nimbus Mono PS';font-size:10pt;padding:0 3px;min-height:16px}
.row .l{font-size:6.8pt;text-transform:uppercase;color:#333}
.it{display:flex;gap:8px;margin:7px 0;text-align:justify}
.bx{font-family:'DejaVu Sans';font-size:10pt}
.ft{position:absolute;left:0;right:0;bottom:0;height:34px;background:#111;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:0 64px;font-size:7.5pt}
.ft b{font-size:11pt;font-family:'Nimbus Mono PS'}
`;
    const R = (cells) => `<div class="row">${cells.map(([v, l, f]) => `<div style="flex:${f || 1}"><div class="v">${v}</div><div class="l">${l}</div></div>`).join('')}</div>`;
    const body = `<div class="pg">
<div class="c">${d.court.lines[0]}<br>${d.court.lines[1]}</div>
<h1>SMALL CLAIMS AFFIDAVIT</h1><div class="sub">(Small Claims Procedure Act, 12 O.S. § 1751 et seq. — claims up to $10,000.00)</div>
${R([[d.plaintiff.name, 'Plaintiff', 2], ['(405) 555-0188', 'Plaintiff phone', 1]])}
${R([['7600 S. Pennsylvania Ave., Oklahoma City, OK 73159', 'Plaintiff address', 2], ['Store acct. 30-88172', 'Account no.', 1]])}
${R([[full(d.def), 'Defendant', 2], ['', 'Defendant phone (if known)', 1]])}
${R([[d.addr.street, 'Defendant street address', 2], [cityLine(d.addr), 'City, state, ZIP', 1.3]])}
<p style="margin-top:12px">The undersigned, being first duly sworn, states:</p>
<div class="it"><span class="bx">☒</span><span>1. The defendant is indebted to the plaintiff in the sum of <b>${$(d.amount)}</b> for merchandise (living-room set and washer) sold and delivered on a store installment account, no part of which has been paid since October 2025.</span></div>
<div class="it"><span class="bx">☒</span><span>2. The plaintiff has demanded payment, and the defendant has refused to pay.</span></div>
<div class="it"><span class="bx">☐</span><span>3. The plaintiff seeks the return of specific personal property (replevin) valued at $__________.</span></div>
<div class="it"><span class="bx">☒</span><span>4. The defendant resides in Oklahoma County, or the claim arose in Oklahoma County.</span></div>
<div class="it"><span class="bx">☒</span><span>5. The plaintiff is a corporation appearing through an officer or employee and not through an attorney.</span></div>
<p>Costs paid: filing fee $93.14; certified mailing $10.00.</p>
${R([['<span class="sig">Dale Hurst</span>', 'Signature of affiant', 1.4], ['Dale Hurst, Credit Manager', 'Printed name and title', 1.4]])}
${R([['dhurst@redearthfurniture.com', 'Affiant e-mail', 1.4], ['March 2, 2026', 'Date', 1]])}
<p style="margin-top:12px;font-size:9pt">Subscribed and sworn to before me on March 2, 2026. &nbsp; <span class="sig" style="font-size:12pt">C. Blackfox</span>, Deputy Court Clerk</p>
<p style="margin-top:8px;font-size:9pt"><b>ORDER FOR HEARING:</b> The defendant is directed to appear in Room 109, Oklahoma County Courthouse, 415 NW 4th St., Oklahoma City, OK 73102, on April 7, 2026, at 9:00 a.m. Failure to appear may result in judgment for the amount claimed plus costs.</p>
</div>
<div class="ft"><span>Small Claims — Oklahoma County Court Clerk · (405) 555-0120</span><span>Case No. <b>${d.caseNo}</b></span></div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 20 OK Tulsa County petition (two defendants, split line)
{
  id: '20', state: 'OK', kind: 'petition',
  layout: 'two-column court caption with a case box; two defendants; each defendant address on a label line split across two rows (street / city-state-zip) with captions below; separately stated interest and attorney fee; OBA number; e-filing envelope number',
  lawsuit: true,
  court: { lines: ['In the District Court in and for Tulsa County', 'State of Oklahoma'], name: 'District Court in and for Tulsa County, State of Oklahoma' },
  caseNo: 'CS-2026-1873',
  plaintiff: { name: 'Arrowhead Consumer Finance, LLC' },
  firm: { name: 'Mabry Lowell, PLLC', atty: 'Christine L. Mabry', email: 'cmabry@mabrylowell.com' },
  def: { first: 'Gary', mi: 'W.', last: 'Pickens' },
  def2: { first: 'Lorna', mi: 'J.', last: 'Pickens' },
  addr: { street: '1915 S. 129th East Ave.', city: 'Tulsa', st: 'OK', zip: '74108' },
  amount: 6742.18,
  distractors: ['interest at 21.9% $1,108.40', 'attorney fee $1,011.33', 'second defendant at Broken Arrow address', 'OBA No. 22871', 'envelope no.', 'court address'],
  html(d) {
    const css = `
body{font-family:'C059';font-size:10.5pt;line-height:1.36}
.pg{position:absolute;inset:0;padding:50px 70px}
.c{text-align:center;font-weight:bold;text-transform:uppercase;font-size:11pt}
.cap{display:flex;margin-top:14px;gap:18px}
.cap .l{flex:1.5}
.cap .r{flex:1;border:1.5px solid #111;padding:8px;align-self:flex-start}
.lb{font-family:'Nimbus Sans';font-size:6.8pt;text-transform:uppercase;color:#333}
.sl{display:flex;gap:10px;margin-top:2px}
.sl div{border-bottom:1px solid #111;padding:0 2px;font-size:10pt}
h1{text-align:center;font-size:13pt;margin:12px 0 8px}
.txt{text-align:justify;text-indent:30px}
.sg{margin:10px 0 0 300px;font-size:9.5pt;line-height:1.3}
.ft{position:absolute;left:70px;right:70px;bottom:22px;font-family:'Nimbus Sans';font-size:6.8pt;display:flex;justify-content:space-between;color:#333}
`;
    const D = (p, a1, a2) => `<b>${up(full(p))}</b><div class="sl"><div style="flex:1.3">${a1}</div><div style="flex:1">${a2}</div></div><div class="sl" style="margin-top:0"><span class="lb" style="flex:1.3">Street</span><span class="lb" style="flex:1">City, State ZIP</span></div>`;
    const body = `<div class="pg">
<div class="c">${d.court.lines[0]}<br>${d.court.lines[1]}</div>
<div class="cap"><div class="l">${up(d.plaintiff.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>
${D(d.def, d.addr.street, cityLine(d.addr))}
<div style="margin-top:6px">${D(d.def2, '3308 W. Quincy St.', 'Broken Arrow, OK 74012')}</div>
&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
<div class="r"><span class="lb">Case No.</span><br><b style="font-size:12pt">${d.caseNo}</b><br><br><span class="lb">Judge</span><br>____________<br><br><span class="lb">E-filed · Envelope</span><br>8841-2207-15</div></div>
<h1>PETITION</h1>
<p class="txt">Plaintiff ${d.plaintiff.name}, for its cause of action against Defendants ${full(d.def)} and ${full(d.def2)}, jointly and severally, alleges and states:</p>
<p class="txt">1. Defendants reside in Tulsa County, Oklahoma. Defendants executed a consumer loan agreement with Plaintiff on May 14, 2023 (loan no. AF-0091772).</p>
<p class="txt">2. Defendants defaulted. The unpaid principal balance due is <b>${$(d.amount)}</b>. Interest at the contract rate of 21.9% per annum has accrued in the amount of $1,108.40 through February 27, 2026, and is claimed separately.</p>
<p class="txt">3. Plaintiff is entitled to a reasonable attorney fee under 12 O.S. § 936, estimated at $1,011.33.</p>
<p class="txt">WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, for the principal sum of ${$(d.amount)}, accrued and accruing interest, attorney fees, and the costs of this action.</p>
<div class="sg"><span class="sig">Christine L. Mabry</span><br>${d.firm.atty}, OBA No. 22871<br>${d.firm.name}<br>401 S. Boston Ave., Suite 2300, Tulsa, OK 74103<br>(918) 555-0149 · ${d.firm.email}<br>Attorney for Plaintiff</div>
<div class="ft"><span>Tulsa County Courthouse, 620 S. Cincinnati Ave., Tulsa, OK 74119 · Court Clerk (918) 555-0104</span><span>Petition — Page 1</span></div>
</div>`;
    return page(css, body);
  }
},
];
