// Documents 21-30 (Nevada, Utah, Idaho, West Virginia, New Mexico, and the four letters)
'use strict';
const { $, up, full, lastFirst, cityLine, page } = require('./lib');

module.exports = [

// ───────────────────────────────────────────── 21 NV Las Vegas Justice Court bilingual summons
{
  id: '21', state: 'NV', kind: 'summons (bilingual)',
  layout: 'bilingual summons with English paragraphs each followed by an indented Spanish paragraph; court name in a double-ruled box; case and department numbers stacked at the top right; attorney block at the top left; defendant address inside the "To the defendant" line',
  lawsuit: true,
  court: { lines: ['Justice Court, Las Vegas Township', 'Clark County, Nevada'], name: 'Justice Court, Las Vegas Township, Clark County, Nevada' },
  caseNo: '26C017356',
  plaintiff: { name: 'Silverline Card Services, LLC' },
  firm: { name: 'Voss Reinholt Law, LLC', atty: 'Kendra M. Voss', email: 'kvoss@vossreinholt.com' },
  def: { first: 'Erika', mi: 'P.', last: 'Solís' },
  addr: { street: '3450 N. Decatur Blvd., Apt. 2093', city: 'Las Vegas', st: 'NV', zip: '89108' },
  amount: 2604.77,
  distractors: ['justice court limit $20,000', 'filing fee $71.00', 'answer fee $71.00', 'Dept. No. 4', 'Nevada Bar No.', 'court address', 'e-service e-mail'],
  html(d) {
    const css = `
body{font-family:'Liberation Sans';font-size:9.5pt;line-height:1.32}
.pg{position:absolute;inset:0;padding:44px 60px}
.top{display:flex;justify-content:space-between}
.ab{font-size:8.5pt;line-height:1.3}
.cn{text-align:right;font-size:9.5pt;line-height:1.6}
.cn b{font-family:'Liberation Mono';font-size:11pt}
.court{margin:14px auto 10px;width:70%;border-top:3px double #111;border-bottom:3px double #111;text-align:center;font-weight:bold;font-size:11.5pt;padding:5px 0;text-transform:uppercase}
.cap{display:flex;gap:10px;margin-bottom:8px}
.cap>div{flex:1}
h1{text-align:center;font-size:13pt;margin:6px 0 8px}
h1 i{font-weight:normal}
.en{text-align:justify;margin-bottom:2px}
.es{text-align:justify;font-style:italic;margin:0 0 8px 22px;color:#222;font-family:'Liberation Serif';font-size:10pt}
.ft{position:absolute;left:60px;right:60px;bottom:22px;font-size:6.8pt;color:#333;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="top"><div class="ab">${d.firm.atty}, Esq.<br>Nevada Bar No. 13377<br>${up(d.firm.name)}<br>6900 Westcliff Dr., Suite 500<br>Las Vegas, Nevada 89145<br>(702) 555-0181<br>${d.firm.email}<br>E-service: eservice@vossreinholt.com<br>Attorneys for Plaintiff</div>
<div class="cn">Case No.: <b>${d.caseNo}</b><br>Dept. No.: 4<br><br>415 E. Bonneville Ave.<br>Las Vegas, NV 89101<br>(702) 555-0106</div></div>
<div class="court">${d.court.lines[0]}<br>${d.court.lines[1]}</div>
<div class="cap"><div>${up(d.plaintiff.name)}, Plaintiff,<br>vs.<br>${up(full(d.def))}, Defendant.</div></div>
<h1>SUMMONS — CIVIL / <i>CITACIÓN — CIVIL</i></h1>
<p class="en"><b>NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</b></p>
<p class="es"><b>¡AVISO! USTED HA SIDO DEMANDADO. EL TRIBUNAL PUEDE DECIDIR EN SU CONTRA SIN ESCUCHARLO A MENOS QUE RESPONDA DENTRO DE 21 DÍAS. LEA LA INFORMACIÓN A CONTINUACIÓN.</b></p>
<p class="en">TO THE DEFENDANT: <b>${full(d.def)}</b>, ${d.addr.street}, ${cityLine(d.addr)}. A civil complaint has been filed by the plaintiff against you for <b>${$(d.amount)}</b>, the balance of a credit card account, plus costs.</p>
<p class="es">AL DEMANDADO: Se ha presentado una demanda civil en su contra por <b>${$(d.amount)}</b>, el saldo de una cuenta de tarjeta de crédito, más los costos.</p>
<p class="en">1. If you intend to defend this lawsuit, within 21 days after this Summons is served on you, exclusive of the day of service, you must file with this Court a written answer and pay the filing fee ($71.00).</p>
<p class="es">1. Si desea defenderse, dentro de 21 días después de recibir esta Citación, sin contar el día de la entrega, debe presentar una respuesta por escrito ante este Tribunal y pagar la tarifa ($71.00).</p>
<p class="en">2. Unless you respond, your default will be entered upon application of the plaintiff, and judgment may be entered against you for the relief demanded in the complaint. This Court hears civil claims up to $20,000.</p>
<p class="es">2. Si no responde, se registrará su rebeldía a solicitud del demandante y se podrá dictar un fallo en su contra.</p>
<p class="en">3. If you wish to seek the advice of an attorney, you should do so promptly so that your response may be filed on time. Self-help: (702) 555-0107.</p>
<p style="margin-top:10px">CLERK OF COURT / SECRETARIO &nbsp; By: <span class="sig" style="font-size:14pt">M. Ortega</span>, Deputy Clerk &nbsp;&nbsp; Date: 03/05/2026</p>
<div class="ft"><span>LVJC Civil Summons (bilingual) · 01/26</span><span>Page 1 of 1</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 22 NV Clark County District Court complaint (pleading, DOES, III)
{
  id: '22', state: 'NV', kind: 'complaint',
  layout: 'Nevada pleading paper with sans line numbers and a single left rule; "COMP" label and attorney block at the top left; caption with Case No./Dept. No. at right; defendant in ALL CAPITALS with "III" plus DOES I-X and ROE CORPORATIONS; jurisdictional "in excess of $15,000" statement; footer with page and firm',
  lawsuit: true,
  court: { lines: ['District Court', 'Clark County, Nevada'], name: 'District Court, Clark County, Nevada' },
  caseNo: 'A-26-904512-C',
  plaintiff: { name: 'Silver State Auto Credit, LLC' },
  firm: { name: 'Castellano Brooks, Ltd.', atty: 'Marco Castellano', email: 'mcastellano@castellanobrooks.com' },
  def: { first: 'Clarence', mi: 'W.', last: 'Holloway', suffix: 'III' },
  addr: { street: '5106 Tropical Pkwy.', city: 'North Las Vegas', st: 'NV', zip: '89031' },
  amount: 19422.08,
  distractors: ['"in excess of $15,000" jurisdictional amount', 'repossession sale proceeds', 'attorney fees', 'Dept. No. XIV', 'Nevada Bar No. 11590', 'DOES I-X'],
  html(d) {
    const nums = Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('');
    const css = `
body{font-family:'Nimbus Roman';font-size:12pt}
.nums{position:absolute;left:48px;top:72px;width:26px;text-align:right;font-family:'Nimbus Sans';font-size:9pt;line-height:32px;color:#222}
.rl{position:absolute;left:86px;top:0;bottom:0;border-left:1.5px solid #111}
.c{position:absolute;left:100px;right:64px;top:72px;line-height:32px}
.c .s{line-height:16px}
.c p{margin:0;text-align:justify;text-indent:42px}
.court{text-align:center;font-weight:bold;line-height:16px;margin:16px 0}
.cap{display:flex;line-height:16px}
.cap .l{width:55%;border-right:1px solid #111;border-bottom:1px solid #111;padding:0 10px 8px 0}
.cap .r{flex:1;padding-left:16px}
.ft{position:absolute;left:100px;right:64px;bottom:20px;font-family:'Nimbus Sans';font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #111;padding-top:2px}
`;
    const body = `<div class="nums">${nums}</div><div class="rl"></div>
<div class="c">
<div class="s"><b>COMP</b><br>${d.firm.atty}, Esq.<br>Nevada Bar No. 11590<br>${up(d.firm.name)}<br>3960 Howard Hughes Pkwy., Suite 850<br>Las Vegas, Nevada 89169<br>Tel: (702) 555-0172<br>Email: ${d.firm.email}<br>Attorneys for Plaintiff</div>
<div class="court">${up(d.court.lines[0])}<br>${up(d.court.lines[1])}</div>
<div class="cap"><div class="l">${up(d.plaintiff.name)}, a Nevada limited liability company,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br><br>${up(full(d.def))}, an individual; DOES I through X; and ROE CORPORATIONS I through X, inclusive,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</div>
<div class="r">Case No.: ${d.caseNo}<br>Dept. No.: XIV<br><br><b>COMPLAINT</b><br><br>Arbitration exemption claimed: amount in controversy exceeds $50,000? No</div></div>
<p>Plaintiff, by and through its counsel, complains and alleges as follows:</p>
<p>1. Defendant ${full(d.def)} is, and at all relevant times was, a resident of Clark County, Nevada, residing at ${d.addr.street}, ${cityLine(d.addr)}.</p>
<p>2. Defendant defaulted on a retail installment contract for a 2021 sedan. After repossession and sale, and credit of the sale proceeds of $8,600.00, the deficiency principal balance is ${$(d.amount)}.</p>
<p>3. The amount in controversy exceeds $15,000.00, exclusive of interest and costs.</p>
<p>WHEREFORE, Plaintiff prays for judgment for ${$(d.amount)}, interest, reasonable attorney fees, and costs of suit.</p>
</div>
<div class="ft"><span>Castellano Brooks, Ltd. · File 26-0417</span><span>Page 1 of 2</span></div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 23 UT Third District summons (last-first, small caps, case no. footer)
{
  id: '23', state: 'UT', kind: 'summons',
  layout: 'court name in small capitals across the top with a thin rule; defendant printed last-name-first; Utah grid address (S / W coordinates); case number and judge only in the footer; plaintiff’s attorney in a right-hand box halfway down',
  lawsuit: true,
  court: { lines: ['In the Third Judicial District Court', 'Salt Lake County, State of Utah'], name: 'Third Judicial District Court, Salt Lake County, State of Utah' },
  caseNo: '269904187',
  plaintiff: { name: 'Wasatch Peak Financial, LLC' },
  firm: { name: 'Thackeray Nilsen, P.C.', atty: 'Brooke A. Nilsen', email: 'bnilsen@thackeraynilsen.com' },
  def: { first: 'Jessica', mi: 'L.', last: 'Navarro' },
  addr: { street: '3847 S. 4015 W.', city: 'West Valley City', st: 'UT', zip: '84120' },
  printedName: 'NAVARRO, JESSICA L.',
  amount: 3126.60,
  distractors: ['attorney fees $350.00', 'pre-judgment interest 10%', 'Utah Bar No. 14482', 'judge name in footer', 'court address', 'tier 1 limit $50,000'],
  html(d) {
    const css = `
body{font-family:'P052';font-size:11pt;line-height:1.38}
.pg{position:absolute;inset:0;padding:56px 74px}
.court{text-align:center;font-variant:small-caps;font-size:14pt;letter-spacing:.08em;line-height:1.25}
.court div+div{font-size:11.5pt}
.rule{border-top:1px solid #111;margin:8px 0 12px}
.cap{display:flex;justify-content:space-between}
h1{text-align:center;font-size:14pt;letter-spacing:.25em;margin:12px 0}
.txt{text-align:justify}
.box{float:right;width:260px;border:1px solid #111;padding:6px 10px;margin:4px 0 8px 16px;font-size:9pt;line-height:1.3}
.lb{font-family:'Nimbus Sans';font-size:6.8pt;text-transform:uppercase;color:#333;letter-spacing:.05em}
.ft{position:absolute;left:74px;right:74px;bottom:22px;font-family:'Nimbus Sans';font-size:7.5pt;border-top:1px solid #111;padding-top:3px;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="court"><div>${d.court.lines[0]}</div><div>${d.court.lines[1]}</div></div>
<div class="rule"></div>
<div class="cap"><div>${up(d.plaintiff.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${d.printedName},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div><div style="text-align:right">SUMMONS<br>(Tier 1 — claims of $50,000 or less)</div></div>
<h1>SUMMONS</h1>
<p class="txt"><b>THE STATE OF UTAH TO:</b> ${d.printedName}<br>${d.addr.street}<br>${cityLine(d.addr)}</p>
<div class="box"><span class="lb">Plaintiff’s attorney</span><br>${d.firm.atty} (Utah Bar No. 14482)<br>${d.firm.name}<br>4001 S. 700 E., Suite 500<br>Salt Lake City, UT 84107<br>(801) 555-0193<br>${d.firm.email}</div>
<p class="txt">A lawsuit has been filed against you. You must respond in writing by filing an Answer with the clerk of the court at 365 W. 400 S., Salt Lake City, UT 84101, and serving a copy on the plaintiff’s attorney within 21 days after the date you were served with this summons. If you do not, the court may enter a default judgment against you.</p>
<p class="txt">The complaint, a copy of which is attached, asks the court to award the plaintiff <b>${$(d.amount)}</b>, the unpaid balance of a consumer installment account, plus pre-judgment interest at 10% per annum, attorney fees of $350.00 if judgment is entered by default, and court costs.</p>
<p class="txt">Read the complaint carefully. If you do not have an attorney, you may find forms and help from the Self-Help Center at (801) 555-0198. Si desea leer estos papeles en español, llame al (801) 555-0198.</p>
<p style="margin-top:12px">Dated March 11, 2026. &nbsp;&nbsp; <span class="sig">Brooke A. Nilsen</span><br><span style="font-size:9pt">Attorney for Plaintiff</span></p>
</div>
<div class="ft"><span>Case No. ${d.caseNo} &nbsp;·&nbsp; Judge Andrea K. Whitmer</span><span>Summons · Page 1 of 1</span></div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 24 ID Ada County Magistrate Division summons with return of service
{
  id: '24', state: 'ID', kind: 'summons (with return of service)',
  layout: 'long multi-line Idaho court title; case number with county-code prefix in a box at right of the caption; notice in bold capitals; consumer address only in the return-of-service section at the bottom, laid out as a small table; attorney block top left',
  lawsuit: true,
  court: { lines: ['In the District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada', 'Magistrate Division'],
    name: 'District Court of the Fourth Judicial District of the State of Idaho, in and for the County of Ada, Magistrate Division' },
  caseNo: 'CV01-26-04512',
  plaintiff: { name: 'Snake River Credit Services, Inc.' },
  firm: { name: 'Ostrander Yeh PLLC', atty: 'Daniel J. Ostrander', email: 'dostrander@ostranderyeh.com' },
  def: { first: 'Bryce', mi: 'T.', last: 'Hollander' },
  addr: { street: '2714 W. Targee St.', city: 'Boise', st: 'ID', zip: '83705' },
  amount: 5093.44,
  distractors: ['ISB No. 11203', 'service fee $45.00 and mileage', 'answer filing fee $136.00', 'court address', 'process-server e-mail'],
  html(d) {
    const css = `
body{font-family:'URW Bookman';font-size:9.5pt;line-height:1.36}
.pg{position:absolute;inset:0;padding:44px 62px}
.ab{font-size:8.5pt;line-height:1.28;margin-bottom:12px}
.court{text-align:center;font-weight:bold;font-size:10pt;line-height:1.3;text-transform:uppercase;padding:0 40px}
.cap{display:flex;margin-top:12px;gap:12px}
.cap .l{flex:1.4;border-right:1px solid #111;border-bottom:1px solid #111;padding:4px 10px 8px 0}
.cap .r{flex:1}
.cb{border:2px solid #111;padding:6px 10px;display:inline-block;margin-bottom:6px}
.cb b{font-family:'Nimbus Mono PS';font-size:12pt}
h1{text-align:center;font-size:13pt;margin:12px 0 6px;letter-spacing:.2em}
.nt{font-weight:bold;text-align:justify;border:1px solid #111;padding:6px 8px;margin-bottom:8px;font-size:9pt}
.txt{text-align:justify}
.rs{margin-top:10px;border-top:3px double #111;padding-top:6px}
.rs h2{font-size:10pt;text-align:center;margin:0 0 4px;letter-spacing:.15em}
.rs table{width:100%;font-size:9pt}
.rs td{border:1px solid #111;padding:3px 6px;vertical-align:top}
.rs td.k{font-family:'URW Gothic';font-size:7pt;width:24%;background:#f0f0f0;text-transform:uppercase}
.ft{position:absolute;left:62px;right:62px;bottom:20px;font-family:'URW Gothic';font-size:6.8pt;display:flex;justify-content:space-between}
`;
    const body = `<div class="pg">
<div class="ab">${d.firm.atty}, ISB No. 11203<br>${up(d.firm.name)}<br>1110 W. Park Blvd., Suite 210<br>Boise, ID 83712<br>Telephone: (208) 555-0155<br>${d.firm.email}<br>Attorneys for Plaintiff</div>
<div class="court">${d.court.lines[0]}<br>${d.court.lines[1]}</div>
<div class="cap"><div class="l">${up(d.plaintiff.name)}, an Idaho corporation,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${up(full(d.def))}, an individual,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="r"><div class="cb">Case No. <b>${d.caseNo}</b></div><br><b>SUMMONS</b></div></div>
<div class="nt" style="margin-top:10px">NOTICE: YOU HAVE BEEN SUED BY THE ABOVE-NAMED PLAINTIFF. THE COURT MAY ENTER JUDGMENT AGAINST YOU WITHOUT FURTHER NOTICE UNLESS YOU RESPOND WITHIN 21 DAYS. READ THE INFORMATION BELOW.</div>
<p class="txt">TO: ${up(full(d.def))}</p>
<p class="txt">You are hereby notified that in order to defend this lawsuit, an appropriate written response must be filed with the above designated court at 410 W. Bannock St., Boise, ID 83702, (208) 555-0110, within 21 days after service of this Summons on you. The plaintiff seeks <b>${$(d.amount)}</b>, the unpaid balance of a consumer credit account, plus costs and attorney fees under Idaho Code § 12-120(1). A filing fee of $136.00 must accompany your answer.</p>
<p class="txt">Your response must be in proper legal form, include the case number, and be served on the plaintiff’s attorney. If you wish legal assistance, you should immediately retain an attorney so that your written response, if any, may be filed in time.</p>
<p>Dated March 3, 2026. &nbsp; CLERK OF THE DISTRICT COURT &nbsp; By <span class="sig" style="font-size:14pt">S. Larkin</span>, Deputy Clerk</p>
<div class="rs"><h2>RETURN OF SERVICE</h2>
<table><tr><td class="k">Person served</td><td>${full(d.def)}</td><td class="k">Date / time</td><td>03/12/2026 · 7:15 PM</td></tr>
<tr><td class="k">Street address</td><td colspan="3">${d.addr.street}</td></tr>
<tr><td class="k">City / State / ZIP</td><td colspan="3">${cityLine(d.addr)}</td></tr>
<tr><td class="k">Manner</td><td>Personal</td><td class="k">Fees</td><td>Service $45.00 · Mileage $12.60</td></tr>
<tr><td class="k">Server</td><td colspan="3">Treasure Valley Legal Support · serve@tvlegalsupport.com · (208) 555-0157</td></tr></table></div>
<div class="ft"><span>SUMMONS — ${d.caseNo}</span><span>Page 1</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 25 WV Kanawha Circuit Court complaint
{
  id: '25', state: 'WV', kind: 'complaint',
  layout: 'caption with parties left of a thick vertical rule and case number / judge to the right; circuit case number with county code; civil case information strip; attorney block at the bottom right with State Bar ID; interest and costs separate',
  lawsuit: true,
  court: { lines: ['In the Circuit Court of Kanawha County, West Virginia'], name: 'Circuit Court of Kanawha County, West Virginia' },
  caseNo: 'CC-20-2026-C-412',
  plaintiff: { name: 'Ridgeline Auto Finance Corp.' },
  firm: { name: 'Harkness & Duval, PLLC', atty: 'Amy R. Duval', email: 'aduval@harknessduval.com' },
  def: { first: 'Dustin', mi: 'R.', last: 'McCoy' },
  addr: { street: '1208 Washington St. W., Apt. 3', city: 'Charleston', st: 'WV', zip: '25302' },
  amount: 9811.02,
  distractors: ['interest at 6.5%', 'filing fee $200.00', 'WV State Bar ID 12877', 'judge name', 'court address', 'vehicle VIN fragment'],
  html(d) {
    const css = `
body{font-family:'DejaVu Serif Condensed';font-size:10.5pt;line-height:1.42}
.pg{position:absolute;inset:0;padding:60px 76px}
.court{text-align:center;font-weight:bold;text-transform:uppercase;font-size:12pt;margin-bottom:16px}
.cap{display:flex}
.cap .l{flex:1.4;border-right:4px solid #111;padding-right:14px}
.cap .r{flex:1;padding-left:18px;padding-top:20px}
h1{text-align:center;font-size:13pt;letter-spacing:.3em;margin:14px 0 8px}
.txt{text-align:justify;text-indent:36px;margin-bottom:.35em}
.sg{margin:8px 0 0 330px;font-size:10pt;line-height:1.3}
.st{margin-top:10px;font-family:'Nimbus Sans';font-size:7.5pt;border:1px solid #111;padding:3px 6px}
.ft{position:absolute;left:76px;right:76px;bottom:22px;font-family:'Nimbus Sans';font-size:7pt;text-align:center;color:#333}
`;
    const body = `<div class="pg">
<div class="court">${d.court.lines[0]}</div>
<div class="cap"><div class="l">${up(d.plaintiff.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${up(full(d.def))},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
<div class="r">Civil Action No. ${d.caseNo}<br>Judge Thomas E. Rinehart</div></div>
<h1>COMPLAINT</h1>
<p class="txt">1. Plaintiff ${d.plaintiff.name} is a corporation with its principal place of business at 700 Lee St. E., Suite 1200, Charleston, WV 25301.</p>
<p class="txt">2. Defendant ${full(d.def)} is a resident of Kanawha County, West Virginia, residing at ${d.addr.street}, ${cityLine(d.addr)}.</p>
<p class="txt">3. On August 2, 2022, Defendant signed a retail installment sale contract for a 2019 pickup truck (VIN ending 48217), which was assigned to Plaintiff.</p>
<p class="txt">4. Defendant defaulted. After the vehicle was surrendered and sold in a commercially reasonable manner, a principal deficiency of <b>${$(d.amount)}</b> remains due.</p>
<p class="txt">5. Plaintiff is also entitled to pre-judgment interest at the statutory rate of 6.5% per annum, which is not included above, and to its costs, including the $200.00 filing fee.</p>
<p class="txt">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${$(d.amount)}, plus pre- and post-judgment interest and costs.</p>
<div class="sg">${up(d.plaintiff.name)}<br>By Counsel,<br><span class="sig">Amy R. Duval</span><br>${d.firm.atty} (WV State Bar ID 12877)<br>${d.firm.name}<br>405 Capitol St., Suite 900<br>Charleston, WV 25301<br>(304) 555-0128<br>${d.firm.email}</div>
<div class="st">Civil case information: Type — Contract/Collection · Jury demand — No · Filed 03/06/2026 · Kanawha County Circuit Clerk, 405 Virginia St. E., Charleston, WV 25301 · (304) 555-0111</div>
<div class="ft">Harkness &amp; Duval, PLLC is a debt collector. This is an attempt to collect a debt.</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 26 NM Doña Ana Magistrate Court (bilingual heading, seal block)
{
  id: '26', state: 'NM', kind: 'civil complaint / statement of claim (bilingual labels)',
  layout: 'seal-like square block with double border holding the court name (English) and a Spanish gloss beneath the block; case number in a box at top right with prefix; English/Spanish form labels under the blanks; itemized claim with costs',
  lawsuit: true,
  court: { lines: ['Magistrate Court', 'Doña Ana County, State of New Mexico'], name: 'Magistrate Court, Doña Ana County, State of New Mexico' },
  caseNo: 'M-14-CV-2026-00412',
  plaintiff: { name: 'Mesilla Valley Consumer Lending, LLC' },
  firm: { name: 'Ruiz Kowalczyk, P.A.', atty: 'Elena M. Ruiz', email: 'eruiz@ruizkowalczyk.com' },
  def: { first: 'Adriana', mi: 'V.', last: 'Chávez' },
  addr: { street: '1850 El Paseo Rd., Apt. 40', city: 'Las Cruces', st: 'NM', zip: '88001' },
  amount: 1227.35,
  distractors: ['magistrate limit $10,000', 'filing fee $67.00', 'service fee $35.00', 'total $1,329.35', 'court address', 'second e-mail'],
  html(d) {
    const css = `
body{font-family:'DejaVu Sans';font-size:9pt;line-height:1.34}
.pg{position:absolute;inset:0;padding:44px 54px}
.top{display:flex;justify-content:space-between;align-items:flex-start}
.seal{border:4px double #111;padding:10px 16px;text-align:center;width:330px}
.seal .t{font-family:'DejaVu Serif';font-weight:bold;font-size:11.5pt;text-transform:uppercase;line-height:1.3}
.es{font-style:italic;font-size:8pt;color:#333}
.cb{width:240px;text-align:center}
.cb .v{border:2px solid #111;font-family:'DejaVu Sans Mono';font-weight:bold;font-size:11pt;padding:8px 4px}
.lb{font-family:'DejaVu Sans Condensed';font-size:6.6pt;color:#333}
h1{font-family:'DejaVu Serif';text-align:center;font-size:13pt;margin:14px 0 2px}
.g{display:grid;grid-template-columns:1fr 1fr;gap:8px 22px;margin-top:8px}
.g .v{border-bottom:1px solid #111;padding:0 3px;min-height:15px;font-size:9.5pt}
.txt{text-align:justify;margin-top:10px}
.it{margin:6px 0 0 20px}
.it td{padding:1px 16px 1px 0}
.it td.r{text-align:right;font-family:'DejaVu Sans Mono'}
.ft{position:absolute;left:54px;right:54px;bottom:20px;font-family:'DejaVu Sans Condensed';font-size:6.6pt;display:flex;justify-content:space-between}
`;
    const F = (v, en, es) => `<div><div class="v">${v}</div><div class="lb">${en} / <i>${es}</i></div></div>`;
    const body = `<div class="pg">
<div class="top"><div><div class="seal"><div class="t">${d.court.lines[0]}<br>${d.court.lines[1]}</div><div class="lb" style="margin-top:4px">2250 S. Valley Dr., Las Cruces, NM 88005 · (575) 555-0132</div></div><div class="es" style="text-align:center;width:330px">Juzgado de Magistrado, Condado de Doña Ana</div></div>
<div class="cb"><div class="v">${d.caseNo}</div><div class="lb">Case number / <i>Número de caso</i></div></div></div>
<h1>CIVIL COMPLAINT — STATEMENT OF CLAIM</h1><div class="es" style="text-align:center">Demanda civil — Declaración de reclamo</div>
<div class="g">
${F(d.plaintiff.name, 'Plaintiff', 'Demandante')}${F('3100 E. Lohman Ave., Las Cruces, NM 88011', 'Plaintiff address', 'Dirección del demandante')}
${F(full(d.def), 'Defendant', 'Demandado')}${F('(575) 555-0137', 'Defendant phone', 'Teléfono')}
${F(d.addr.street, 'Defendant street address', 'Dirección')}${F(cityLine(d.addr), 'City, state, ZIP', 'Ciudad, estado, código postal')}
</div>
<p class="txt">1. Defendant owes Plaintiff <b>${$(d.amount)}</b> for the unpaid balance of a small consumer loan (loan no. MV-55301) made on June 3, 2025. Defendant has failed to pay despite demand. / <i>El demandado le debe al demandante ${$(d.amount)} por el saldo no pagado de un préstamo.</i></p>
<p class="txt">2. The claim is within this Court’s jurisdictional limit of $10,000.00. Defendant resides in Doña Ana County.</p>
<table class="it"><tr><td>Amount of claim / <i>Cantidad reclamada</i></td><td class="r">${$(d.amount)}</td></tr><tr><td>Filing fee / <i>Cuota de presentación</i></td><td class="r">$67.00</td></tr><tr><td>Service fee / <i>Cuota de entrega</i></td><td class="r">$35.00</td></tr><tr><td><b>Total with costs</b></td><td class="r"><b>$1,329.35</b></td></tr></table>
<p class="txt">Plaintiff asks for judgment in the amount of the claim, costs, and post-judgment interest as allowed by law.</p>
<div class="g" style="margin-top:14px">
${F('<span class="sig">Elena M. Ruiz</span>', 'Attorney signature', 'Firma del abogado')}${F('March 9, 2026', 'Date', 'Fecha')}
${F(d.firm.atty + ', ' + d.firm.name, 'Attorney for plaintiff', 'Abogado del demandante')}${F('(575) 555-0146', 'Telephone', 'Teléfono')}
${F('1490 S. Telshor Blvd., Suite 208, Las Cruces, NM 88011', 'Attorney address', 'Dirección')}${F(d.firm.email, 'Attorney e-mail', 'Correo electrónico')}
</div>
<p class="txt" style="font-size:8.5pt">Copies of court notices may also be sent to calendar@ruizkowalczyk.com. You must file an answer within 20 days after service. / <i>Usted debe presentar una respuesta dentro de 20 días después de la notificación.</i></p>
<div class="ft"><span>Form 4-201-MAG (bilingual) · 01/26</span><span>Page 1 of 1</span></div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 27 MT collection letter (validation notice, envelope window)
{
  id: '27', state: 'MT', kind: 'collection letter (validation notice, no suit)',
  layout: 'agency letter with return address and mailing barcode above an envelope-window address block; right-hand reference panel; itemization table (as-of balance, interest, fees, payments, total now); settlement offer box; dispute tear-off at the bottom',
  lawsuit: false,
  court: null, caseNo: null,
  plaintiff: { name: 'Northern Plains Card Services, LLC' },
  agency: 'Bitterroot Collection Bureau, Inc.',
  firm: null,
  def: { first: 'Carl', mi: 'E.', last: 'Lindgren' },
  addr: { street: '1428 Lewis Ave.', city: 'Billings', st: 'MT', zip: '59102' },
  amount: 2276.90,
  distractors: ['as-of balance $2,118.44 (itemization date)', 'interest +$158.46', 'settlement offer $1,366.14', 'original creditor', 'agency address/phone/e-mail', 'reference number'],
  html(d) {
    const css = `
body{font-family:'Liberation Sans';font-size:9.5pt;line-height:1.34}
.pg{position:absolute;inset:0;padding:40px 56px}
.ra{font-size:8.5pt;line-height:1.25}
.ra b{font-size:11pt}
.win{position:absolute;left:72px;top:170px;width:330px;font-family:'Liberation Mono';font-size:10.5pt;line-height:1.28}
.win .bar{display:block;width:220px;height:14px;margin-bottom:4px}
.pn{position:absolute;right:56px;top:44px;width:250px;border:1px solid #111;font-size:8.5pt}
.pn div{display:flex;justify-content:space-between;border-bottom:1px solid #bbb;padding:3px 6px}
.pn div:last-child{border-bottom:none}
.bd{position:absolute;left:56px;right:56px;top:296px}
.it{width:100%;margin:6px 0 8px;font-size:9.5pt}
.it td{border-bottom:1px solid #ccc;padding:3px 6px}
.it td.r{text-align:right;font-family:'Liberation Mono'}
.it tr.t td{border-top:2px solid #111;border-bottom:2px solid #111;font-weight:bold}
.of{border:2px dashed #111;padding:6px 10px;margin:8px 0}
.txt{text-align:justify}
.tear{position:absolute;left:56px;right:56px;bottom:40px;border-top:1.5px dashed #333;padding-top:6px;font-size:8.5pt;display:flex;gap:20px}
.tear>div{flex:1}
.ft{position:absolute;left:56px;right:56px;bottom:18px;font-size:6.8pt;color:#333}
`;
    const body = `<div class="pg">
<div class="ra"><b>${d.agency}</b><br>2315 Brooks St., Suite 4<br>Missoula, MT 59801<br>(406) 555-0165 · Mon–Fri 8–5 MT<br>help@bitterrootcollect.com</div>
<div class="pn"><div><span>Date</span><b>March 2, 2026</b></div><div><span>Reference #</span><b>BCB-7741902</b></div><div><span>Current creditor</span><b>${d.plaintiff.name}</b></div><div><span>Original creditor</span><b>Prairie Rose Bank</b></div><div><span>Account ending</span><b>5530</b></div><div><span>Amount due now</span><b>${$(d.amount)}</b></div></div>
<div class="win"><div class="bar"></div>${up(full(d.def))}<br>${up(d.addr.street)}<br>${up(d.addr.city)} ${d.addr.st} ${d.addr.zip}</div>
<div class="bd">
<p>Dear ${full(d.def)}:</p>
<p class="txt">${d.agency} is a debt collector. We are trying to collect a debt that you owe to <b>${d.plaintiff.name}</b>. We will use any information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You had a Prairie Rose Bank credit card with account number ending 5530.</p>
<table class="it"><tr><td>As of January 14, 2026, you owed:</td><td class="r">$2,118.44</td></tr>
<tr><td>Between January 14, 2026 and today: You were charged this amount in interest:</td><td class="r">+ $158.46</td></tr>
<tr><td>You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
<tr><td>You paid or were credited this amount toward the debt:</td><td class="r">– $0.00</td></tr>
<tr class="t"><td>Total amount of the debt now:</td><td class="r">${$(d.amount)}</td></tr></table>
<p class="txt"><b>How can you dispute the debt?</b> Call or write to us by <b>April 13, 2026</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by April 13, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<div class="of"><b>Settlement opportunity:</b> ${d.plaintiff.name} has authorized us to accept <b>$1,366.14</b> as payment in full if received by April 30, 2026. You are not required to accept this offer.</div>
<p class="txt">Póngase en contacto con nosotros para solicitar una copia de este formulario en español.</p>
</div>
<div class="tear"><div><b>How do you want to respond?</b><br>☐ I want to dispute the debt because I think: ☐ This is not my debt. ☐ The amount is wrong. ☐ Other.<br>☐ I enclosed this amount: $__________</div><div>Mail this form to:<br>${d.agency}<br>P.O. Box 5127, Missoula, MT 59806<br><br>${up(full(d.def))} · Ref BCB-7741902</div></div>
<div class="ft">Calls may be recorded. This communication is from a debt collector. Montana consumer collection license no. MT-CA-1187.</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 28 DE collection letter with coupon
{
  id: '28', state: 'DE', kind: 'collection letter (no suit)',
  layout: 'centred letterhead with logo rule; recipient block in an envelope window at top right (right-window envelope); large "balance due" box; settlement box; detachable payment coupon at the bottom repeating the address, with a separate remit-to P.O. box and amount-enclosed boxes',
  lawsuit: false,
  court: null, caseNo: null,
  plaintiff: { name: 'Harborview Card Services, Inc.' },
  agency: 'Brandywine Account Resolution, LLC',
  firm: null,
  def: { first: 'Yolanda', mi: 'F.', last: 'Pierce' },
  addr: { street: '412 Kenton Rd., Apt. B', city: 'Dover', st: 'DE', zip: '19904' },
  amount: 947.60,
  distractors: ['balance as of March 1 $912.05', 'settlement 60% $568.56', 'remit-to P.O. box in Philadelphia', 'agency address/phone/e-mail', 'account and reference numbers'],
  html(d) {
    const css = `
body{font-family:'URW Gothic';font-size:9.5pt;line-height:1.34}
.pg{position:absolute;inset:0;padding:40px 60px}
.lh{text-align:center;border-bottom:4px solid #1d3b5c;padding-bottom:6px}
.lh b{font-size:15pt;letter-spacing:.04em;color:#1d3b5c}
.lh div{font-size:8pt}
.win{position:absolute;right:70px;top:150px;width:300px;font-family:'DejaVu Sans';font-size:9.5pt;line-height:1.3}
.dt{position:absolute;left:60px;top:150px;font-size:9pt;line-height:1.5}
.bd{position:absolute;left:60px;right:60px;top:275px;font-family:'DejaVu Serif';font-size:10pt;line-height:1.4}
.bal{border:3px solid #1d3b5c;padding:6px 12px;display:flex;justify-content:space-between;font-family:'URW Gothic';font-size:12pt;margin:8px 0}
.txt{text-align:justify}
.st{background:#eef2f6;border-left:5px solid #1d3b5c;padding:6px 10px;margin:8px 0}
.cp{position:absolute;left:40px;right:40px;bottom:36px;border-top:2px dashed #333;padding:10px 20px 0}
.cp .cut{position:absolute;top:-9px;left:10px;background:#fff;font-size:7pt;padding:0 4px}
.cpg{display:flex;gap:20px;font-size:8.5pt}
.cpg>div{flex:1}
.am{border:1.5px solid #111;height:26px;margin-top:3px}
.ft{position:absolute;left:60px;right:60px;bottom:14px;font-size:6.8pt;color:#444;text-align:center}
`;
    const body = `<div class="pg">
<div class="lh"><b>${up(d.agency)}</b><div>1201 N. Orange St., Suite 700, Wilmington, DE 19801 · Toll free (888) 555-0116 · service@brandywineresolve.com</div></div>
<div class="dt">March 9, 2026<br>Account ending: 2291<br>Our reference: BAR-3310587</div>
<div class="win">${full(d.def)}<br>${d.addr.street}<br>${cityLine(d.addr)}</div>
<div class="bd">
<p>Re: Harborview Card Services, Inc. — account ending 2291</p>
<p>Dear ${d.def.first} ${d.def.last}:</p>
<p class="txt">Your account has been placed with our office for collection by the current creditor, <b>${d.plaintiff.name}</b>. Our records show a balance of $912.05 as of March 1, 2026. With interest accrued since that date, the amount now due is:</p>
<div class="bal"><span>BALANCE DUE NOW</span><b>${$(d.amount)}</b></div>
<div class="st"><b>Special offer.</b> If you prefer, we will accept <b>$568.56</b> (60% of the balance) to settle this account in full, if paid by April 15, 2026. Payment plans are also available.</div>
<p class="txt">No lawsuit has been filed. This letter is not a threat of legal action. If you have already paid, please call us at (888) 555-0116 so that we can update our records.</p>
<p class="txt">Sincerely,<br>Account Services Department</p>
<p class="txt" style="font-size:8.5pt">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
</div>
<div class="cp"><span class="cut">✂ Detach and return the bottom portion with your payment</span>
<div class="cpg"><div><b>${full(d.def)}</b><br>${d.addr.street}<br>${cityLine(d.addr)}<br><br>Reference: BAR-3310587</div>
<div>Make check payable to:<br><b>${d.agency}</b><br>Remit to: P.O. Box 8810<br>Philadelphia, PA 19101</div>
<div>Balance due: ${$(d.amount)}<br>Settlement amount: $568.56<br>Amount enclosed:<div class="am"></div></div></div></div>
<div class="ft">Brandywine Account Resolution, LLC · NMLS-style license no. DE-CA-0417 · Hours Mon–Thu 8–8, Fri 8–5 ET</div>
</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 29 RI medical collection letter
{
  id: '29', state: 'RI', kind: 'collection letter (medical, no suit)',
  layout: 'two-column letter: narrow left column with agency contact details and payment options, wide right column with date, inside address printed in mixed case with the surname in internal capitals, account summary table with placement amount and payments; no window',
  lawsuit: false,
  court: null, caseNo: null,
  plaintiff: { name: 'Providence Valley Medical Group, Inc.' },
  agency: 'Narragansett Credit Management, Inc.',
  firm: null,
  def: { first: 'Anthony', mi: 'J.', last: 'DeLuca' },
  addr: { street: '55 Whitmarsh St., Apt. 3', city: 'Providence', st: 'RI', zip: '02907' },
  amount: 684.50,
  distractors: ['amount placed $734.50', 'payments -$50.00', 'insurance paid $1,215.00 earlier', 'date of service', 'agency e-mail/phone', 'patient account number'],
  html(d) {
    const css = `
body{font-family:'DejaVu Sans';font-size:9pt;line-height:1.36}
.lc{position:absolute;left:0;top:0;bottom:0;width:210px;background:#f1f1ec;border-right:1px solid #bbb;padding:48px 16px 20px 30px;font-size:8pt}
.lc b.n{font-family:'DejaVu Serif';font-size:11pt;display:block;margin-bottom:8px;line-height:1.2}
.lc h3{font-size:8pt;margin:14px 0 3px;text-transform:uppercase;letter-spacing:.06em}
.rc{position:absolute;left:240px;right:56px;top:48px}
.txt{text-align:justify}
.sm{width:100%;margin:8px 0;font-size:9pt}
.sm td{padding:3px 6px;border-bottom:1px solid #ccc}
.sm td.r{text-align:right;font-family:'DejaVu Sans Mono'}
.sm tr.t td{font-weight:bold;border-top:2px solid #111;border-bottom:2px solid #111}
.ft{position:absolute;left:240px;right:56px;bottom:22px;font-size:6.8pt;color:#444}
`;
    const body = `<div class="lc"><b class="n">${d.agency}</b>
1800 Post Rd., Suite 12<br>Warwick, RI 02886
<h3>Call</h3>(401) 555-0143<br>Mon–Fri 8:30–5:00
<h3>E-mail</h3>accounts@ncm-ri.com
<h3>Pay online</h3>pay.narragansettcredit.com<br>Use reference NCM-558204
<h3>Pay by mail</h3>P.O. Box 6019<br>Providence, RI 02940
<h3>Office hours</h3>Walk-in Tue &amp; Thu 10–2</div>
<div class="rc">
<p>March 5, 2026</p>
<p>${full(d.def)}<br>${d.addr.street}<br>${cityLine(d.addr)}</p>
<p><b>Re: Medical services — Providence Valley Medical Group, Inc.<br>Patient account: PVMG-0093318 · Our reference: NCM-558204</b></p>
<p>Dear Mr. ${d.def.last}:</p>
<p class="txt">Your account with <b>${d.plaintiff.name}</b>, the current creditor, has been referred to our office. Our records show that after your health insurer paid $1,215.00 for the services on October 22, 2025, a patient balance remained. We have applied the payment you made on February 10, 2026.</p>
<table class="sm"><tr><td>Amount placed with our office (12/18/2025)</td><td class="r">$734.50</td></tr>
<tr><td>Interest since placement</td><td class="r">$0.00</td></tr>
<tr><td>Payments received</td><td class="r">– $50.00</td></tr>
<tr class="t"><td>Balance due now</td><td class="r">${$(d.amount)}</td></tr></table>
<p class="txt">Please pay the balance due now of ${$(d.amount)}, or call us to set up a monthly plan; plans of as little as $40.00 per month are available. If you believe this balance is not correct, or your insurer should have paid more, call us and we will review the account with the provider.</p>
<p class="txt">This is a communication from a debt collector. This is an attempt to collect a debt; any information obtained will be used for that purpose. No lawsuit has been filed on this account.</p>
<p class="txt">Si necesita ayuda en español, llame al (401) 555-0144.</p>
<p>Sincerely,<br><span class="sig" style="font-size:15pt">Gina Marchetti</span><br>Gina Marchetti, Account Representative</p>
</div>
<div class="ft">Narragansett Credit Management, Inc. · Rhode Island debt collector registration no. RI-DC-2219 · Reference NCM-558204</div>`;
    return page(css, body);
  }
},

// ───────────────────────────────────────────── 30 AR law-firm letter announcing a filed suit
{
  id: '30', state: 'AR', kind: 'law-firm letter (suit already filed)',
  layout: 'law-firm letterhead on the left with a vertical rule; envelope window address; "Re:" block listing plaintiff, court, case number, file number and balance; settlement offer; attorney signature with e-mail, plus a general collections e-mail',
  lawsuit: true,
  court: { lines: ['Circuit Court of Pulaski County, Arkansas'], name: 'Circuit Court of Pulaski County, Arkansas' },
  caseNo: '60CV-26-4471',
  plaintiff: { name: 'Ouachita Portfolio Funding, LLC' },
  firm: { name: 'Pennington Cole & Akers, PLLC', atty: 'Laura B. Akers', email: 'lakers@penningtoncole.com' },
  def: { first: 'Deshawn', mi: 'M.', last: 'Tatum' },
  addr: { street: '9024 Geyer Springs Rd., Apt. 12', city: 'Little Rock', st: 'AR', zip: '72209' },
  amount: 5318.27,
  distractors: ['settlement offer $3,990.00', 'court costs $165.00', 'file number', 'collections e-mail', 'firm phone/fax', 'answer deadline'],
  html(d) {
    const css = `
body{font-family:'C059';font-size:10.5pt;line-height:1.38}
.lh{position:absolute;left:54px;top:50px;width:170px;border-right:2px solid #5a1f1f;padding-right:12px;text-align:right;font-size:7.5pt;line-height:1.35;font-family:'Nimbus Sans'}
.lh b{display:block;font-family:'C059';font-size:12pt;color:#5a1f1f;line-height:1.2;margin-bottom:8px}
.win{position:absolute;left:250px;top:160px;font-family:'Nimbus Sans';font-size:10pt;line-height:1.3}
.bd{position:absolute;left:250px;right:64px;top:260px}
.re{border:1px solid #111;padding:6px 10px;margin:8px 0;font-size:9.5pt}
.re table td{padding:1px 8px 1px 0;vertical-align:top}
.txt{text-align:justify}
.ft{position:absolute;left:54px;right:64px;bottom:22px;font-family:'Nimbus Sans';font-size:6.8pt;color:#444;border-top:1px solid #999;padding-top:3px}
`;
    const body = `<div class="lh"><b>${d.firm.name}</b>Attorneys at Law<br><br>1100 N. University Ave.<br>Suite 240<br>Little Rock, AR 72207<br><br>Tel. (501) 555-0161<br>Fax (501) 555-0162<br><br>collections@penningtoncole.com<br><br>Laura B. Akers<br>Thomas G. Pennington<br>Marcus D. Cole</div>
<div style="position:absolute;left:250px;top:54px;font-size:9.5pt">March 16, 2026<br><br>VIA FIRST-CLASS MAIL</div>
<div class="win">${up(full(d.def))}<br>${up(d.addr.street)}<br>${up(d.addr.city)}, ${d.addr.st} ${d.addr.zip}</div>
<div class="bd">
<div class="re"><table><tr><td><b>Re:</b></td><td>${d.plaintiff.name} v. ${full(d.def)}</td></tr>
<tr><td></td><td>Court: ${d.court.lines[0]}</td></tr>
<tr><td></td><td>Case No.: ${d.caseNo} &nbsp;·&nbsp; Our file: PCA-26-03317</td></tr>
<tr><td></td><td>Balance claimed: ${$(d.amount)}</td></tr></table></div>
<p>Dear ${d.def.first} ${d.def.last}:</p>
<p class="txt">This firm represents ${d.plaintiff.name}, the current owner of your former Arkansas Valley Bank credit card account. Please be advised that a lawsuit has been filed against you in the court named above to collect the balance of <b>${$(d.amount)}</b>. You will be served with the summons and complaint separately. You must file a written answer with the Pulaski County Circuit Clerk within 30 days after service, even if you contact us.</p>
<p class="txt">Our client is willing to resolve this matter before judgment. We are authorized to accept <b>$3,990.00</b> in full settlement if received by April 10, 2026, and our client will then dismiss the case. If judgment is entered, court costs (presently $165.00) and post-judgment interest may be added.</p>
<p class="txt">Please contact the undersigned at (501) 555-0161 or by e-mail to discuss this account. Nothing in this letter changes your deadline to answer the lawsuit.</p>
<p>Very truly yours,<br><span class="sig">Laura B. Akers</span><br>${d.firm.atty}<br>${d.firm.email}</p>
</div>
<div class="ft">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. ${d.firm.name} · File PCA-26-03317</div>`;
    return page(css, body);
  }
},
];
