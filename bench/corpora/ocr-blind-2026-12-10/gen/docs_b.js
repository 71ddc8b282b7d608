const { m, nm, NM, lf, csz, CSZ, X, O } = require('./lib');
const D = [];

// 09 ─ Oregon, Multnomah Circuit Court: summons on numbered pleading paper, paren caption, firm footer
D.push({
  n: 9, state: 'OR', kind: 'Summons (circuit court, civil)', layout: 'or-pleading-paper-numbered-lines-firm-footer',
  font: "'DejaVu Serif Condensed'",
  court: { truth: 'Circuit Court of the State of Oregon for the County of Multnomah' },
  caseNo: '25CV48213',
  plaintiff: { name: 'Columbia Shore Bank' },
  firm: { name: 'Vance Ohana LLP', atty: 'Priya N. Vance', bar: '184421', street: '1211 SW Fifth Avenue, Suite 2300', csz: 'Portland, OR 97204', phone: '(503) 555-0190', email: 'pvance@vanceohana.com', other: 'pleadings@vanceohana.com' },
  def: { first: 'Dmitri', mi: 'A.', last: 'Volkov', street: '5518 SE Duke St', city: 'Portland', st: 'OR', zip: '97206' },
  amt: { principal: 3402.77, interest: 219.50, filing: 281.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    const nums = Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('');
    return { css: `
.page{padding:60px 62px 0 118px;font-family:${d.font};font-size:10.5pt;line-height:29.5px}
.ln{position:absolute;left:56px;top:60px;width:40px;text-align:right;font-size:9pt;color:#333;line-height:29.5px}
.rule{position:absolute;left:104px;top:0;bottom:0;border-left:3px double #555}
.rrule{position:absolute;right:44px;top:0;bottom:0;border-left:1px solid #777}
.hd{text-align:center;font-weight:bold}
.cap{display:grid;grid-template-columns:54% 18px 1fr;line-height:16px;margin:6px 0 4px 0}
.par{white-space:pre;line-height:16px}
.ss{line-height:15.5px;font-size:9.6pt;text-align:justify;margin-bottom:8px}
.foot{position:absolute;left:118px;right:62px;bottom:22px;font-size:7.2pt;line-height:1.3;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}
`, body: `
<div class="ln">${nums}</div><div class="rule"></div><div class="rrule"></div>
<div class="hd">IN THE CIRCUIT COURT OF THE STATE OF OREGON<br>FOR THE COUNTY OF MULTNOMAH</div>
<div class="cap"><div>${d.plaintiff.name.toUpperCase()}, an Oregon state-chartered bank,<br><span style="margin-left:150px">Plaintiff,</span><br><br><span style="margin-left:40px">v.</span><br><br>${NM(c)},<br><span style="margin-left:150px">Defendant.</span></div>
<div class="par">)\n)\n)\n)\n)\n)\n)\n)</div>
<div>Case No. ${d.caseNo}<br><br><b>SUMMONS</b><br><br>(Breach of Contract – Money Owed)<br>Not subject to mandatory arbitration</div></div>
<div>TO: &nbsp;${NM(c)}, ${c.street}, ${csz(c)}</div>
<div class="ss">You are hereby required to appear and defend the complaint filed against you in the above entitled action within thirty (30) days from the date of service of this summons upon you, and in case of your failure to do so, for want thereof, plaintiff will apply to the court for the relief demanded in the complaint, namely a money judgment for the principal sum of <b>$${m(a.principal)}</b>, plus prejudgment interest of $${m(a.interest)} at 9% per annum, the prevailing-party attorney fee, and costs including the $${m(a.filing)} filing fee.</div>
<div class="ss" style="border:1px solid #000;padding:5px 7px"><b>NOTICE TO DEFENDANT: READ THESE PAPERS CAREFULLY!</b> You must “appear” in this case or the other side will win automatically. To “appear” you must file with the court a legal document called a “motion” or “answer.” The “motion” or “answer” must be given to the court clerk or administrator within 30 days along with the required filing fee. It must be in proper form and have proof of service on the plaintiff’s attorney or, if the plaintiff does not have an attorney, proof of service on the plaintiff. If you have any questions, you should see an attorney immediately. If you need help in finding an attorney, you may contact the Oregon State Bar’s Lawyer Referral Service online or by calling (503) 555-0128.</div>
<div style="display:flex;gap:20px;line-height:15.5px;font-size:9.8pt;margin-top:8px"><div style="flex:1">STATE OF OREGON, County of Multnomah) ss.<br>I, the undersigned attorney of record for the plaintiff, certify that the foregoing is an exact and complete copy of the original summons in the above-entitled action.<br><br>DATED: October 8, 2025.</div>
<div style="flex:1"><span class="i">s/ ${f.atty}</span><br>______________________________<br>${f.atty}, OSB #${f.bar}<br>${f.email}<br>Of Attorneys for Plaintiff<br>Trial Attorney: ${f.atty}</div></div>
<div style="line-height:15.5px;font-size:8.5pt;margin-top:10px">TO THE OFFICER OR OTHER PERSON SERVING THIS SUMMONS: You are hereby directed to serve a true copy of this summons, together with a true copy of the complaint mentioned therein, upon the individual(s) or other legal entity(ies) to whom or which this summons is directed, and to make your proof of service on the reverse hereof or upon a separate similar document which you shall attach hereto.</div>
<div class="foot"><div><b>Page 1 – SUMMONS</b><br>VO File No. 51-22087</div><div class="r"><b>${f.name.toUpperCase()}</b><br>${f.street}, ${f.csz}<br>Tel. ${f.phone} · Fax (503) 555-0191 · ${f.other}</div></div>
` };
  }
});

// 10 ─ Maryland, District Court for Prince George's County: DC-CV-001 style grid, two defendants last-name-first, amount table
D.push({
  n: 10, state: 'MD', kind: 'Complaint / application and affidavit in support of judgment (district court)', layout: 'md-district-grid-form-amount-table',
  font: "'Nimbus Sans'",
  court: { truth: "District Court of Maryland for Prince George's County", addr: '4990 Rhode Island Avenue, Hyattsville, MD 20781' },
  caseNo: 'D-052-CV-25-018842',
  plaintiff: { name: 'Tidewater Consumer Credit Corp.', street: '1 Harbor Point Plaza, Suite 600', csz: 'Norfolk, VA 23510' },
  firm: { name: 'Beaumont Hale & Ruiz LLC', atty: 'Natalie R. Beaumont', bar: '1112140187', street: '6411 Ivy Lane, Suite 500', csz: 'Greenbelt, MD 20770', phone: '(301) 555-0149', email: 'nbeaumont@bhrlegal.com' },
  def: { first: 'Hector', mi: 'J.', last: 'Alvarez', street: '6500 Belcrest Rd, Apt 812', city: 'Hyattsville', st: 'MD', zip: '20782' },
  def2: { first: 'Rosa', mi: 'M.', last: 'Alvarez' },
  amt: { principal: 2745.63, interest: 183.20, fees: 411.84, costs: 46.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, c2 = d.def2, a = d.amt;
    const tot = a.principal + a.interest + a.fees + a.costs;
    return { css: `
.page{padding:36px 42px;font-family:${d.font};font-size:8.8pt;line-height:1.3}
table.f{width:100%}table.f td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.k{font-size:6.8pt;display:block}
.hd{font-size:12pt;font-weight:bold}
.fill{display:inline-block;border-bottom:1px solid #000;min-width:220px;font-weight:bold;padding:0 6px}
.amt td{border:1px solid #000;padding:2px 6px}.amt td.n{text-align:right;width:110px}
.foot{position:absolute;bottom:18px;left:42px;right:42px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<table class="f"><tr><td style="width:64%;border:none;padding-left:0">
<span class="hd">DISTRICT COURT OF MARYLAND FOR</span> <span class="fill hd">Prince George's County</span><br>
<span style="font-size:8pt">Located at: ${d.court.addr}</span><br><span style="font-size:8pt;white-space:nowrap">Case No. <b style="font-size:10.5pt">${d.caseNo}</b></span></td>
<td style="border:2px solid #000;text-align:center;vertical-align:middle"><b style="font-size:10.5pt">COMPLAINT/APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT</b><br><span style="font-size:7pt">${X} $5,000 or under &nbsp; ${O} over $5,000 &nbsp; ${O} over $30,000</span></td></tr></table>
<table class="f" style="margin-top:6px"><tr>
<td style="width:46%"><span class="k">PARTIES — Plaintiff</span><b>${d.plaintiff.name}</b><br>${d.plaintiff.street}<br>${d.plaintiff.csz}</td>
<td style="width:8%;text-align:center;vertical-align:middle;font-weight:bold">vs.</td>
<td><span class="k">Defendant(s): Name (Last, First, M.I.) and Address</span>1. <b>${lf(c)}</b><br>&nbsp;&nbsp;&nbsp; ${c.street}<br>&nbsp;&nbsp;&nbsp; ${csz(c)}<br><span style="font-size:7.5pt">Serve by: ${X} Certified Mail ${O} Private Process ${O} Constable ${O} Sheriff</span><br>
2. <b>${lf(c2)}</b><br>&nbsp;&nbsp;&nbsp; same address as Defendant 1<br><span style="font-size:7.5pt">Serve by: ${X} Certified Mail ${O} Private Process ${O} Constable ${O} Sheriff</span></td></tr></table>
<table class="f" style="margin-top:6px"><tr><td><span class="k">CLAIM</span>
${X} Contract &nbsp; ${O} Tort &nbsp; ${O} Replevin &nbsp; ${O} Detinue &nbsp; ${O} Bad Faith Insurance Claim &nbsp;&nbsp; The particulars of this case are:<br>
<div style="margin:4px 0 4px 0">Defendants are jointly and severally liable on a consumer installment loan (account ending 5527) originated by Tidewater Consumer Credit Corp. on 11/04/2022. Defendants defaulted on 02/15/2025. After all payments and credits there remains unpaid a principal balance of $${m(a.principal)}. Interest is claimed at the contract rate of 17.99% from 02/15/2025 to filing. The note provides for attorney’s fees of 15% of the principal.</div>
<table class="amt" style="margin-left:auto"><tr><td>Principal</td><td class="n">$${m(a.principal)}</td></tr><tr><td>Interest (02/15/2025 – 09/30/2025)</td><td class="n">$${m(a.interest)}</td></tr><tr><td>Attorney’s fees</td><td class="n">$${m(a.fees)}</td></tr><tr><td>Court costs</td><td class="n">$${m(a.costs)}</td></tr><tr><td><b>Total</b></td><td class="n"><b>$${m(tot)}</b></td></tr></table>
and demands judgment for relief.</td></tr></table>
<table class="f" style="margin-top:6px"><tr><td style="width:50%"><span class="k">Signature of Attorney / Plaintiff</span><span class="i" style="font-size:10pt">/s/ ${f.atty}</span><br>${f.atty}<br>${f.name}<br>${f.street}<br>${f.csz}</td>
<td><span class="k">Attorney Number (CPF ID)</span>${f.bar}<br><span class="k" style="margin-top:3px">Telephone / Fax</span>${f.phone} / (301) 555-0150<br><span class="k" style="margin-top:3px">E-mail</span>${f.email}</td></tr></table>
<div style="border:1px solid #000;padding:5px 7px;margin-top:6px;font-size:8.3pt"><b>APPLICATION AND AFFIDAVIT IN SUPPORT OF JUDGMENT.</b> Attached hereto as indicated are the following supporting documents: ${X} Itemized statement of account ${X} Note/contract ${O} Interest worksheet ${O} Vouchers. I HEREBY CERTIFY that I am the ${X} Plaintiff’s agent ${O} Plaintiff, and am competent to testify; that the Defendant(s) owe the Plaintiff the sum set forth in the Complaint; and that the Defendant(s) are not in the military service. I solemnly affirm under the penalties of perjury that the contents of the foregoing paper are true to the best of my knowledge, information and belief. &nbsp;&nbsp; Date: 09/30/2025 &nbsp;&nbsp; Signature of Affiant: <span class="i">Dale P. Okonjo, Custodian of Records</span></div>
<div style="border:1px solid #000;border-top:none;padding:5px 7px;font-size:8.3pt"><b>NOTICE TO DEFENDANT:</b> If you wish to contest this claim, you must file a Notice of Intention to Defend within 15 days after service of the summons (60 days if you are served outside Maryland). If you do not, the court may enter a judgment against you for the amount claimed. Maryland court self-help center: (410) 555-0102 (no legal advice). District Court clerk’s e-mail for ADA requests: ada.clerk@mdcourts-district5.org</div>
<div class="foot"><span>DC-CV-001 (front) (Rev. 07/2024)</span><span>BHR Ref. 25-MD-11872</span></div>
` };
  }
});

// 11 ─ Iowa, Polk County small claims: e-file stamp header, defendant in a table, case number top right and in footer
D.push({
  n: 11, state: 'IA', kind: 'Original notice and petition (small claims)', layout: 'ia-efile-stamp-table-address-footer-case',
  font: "'URW Bookman'",
  court: { truth: 'Iowa District Court for Polk County', addr: '500 Mulberry Street, Des Moines, IA 50309' },
  caseNo: 'SCSC741882',
  plaintiff: { name: 'Prairie Crossing Credit Union', street: '7720 Hickman Road', csz: 'Urbandale, IA 50322' },
  firm: { name: 'Stenberg Vos Law, P.C.', atty: 'Erik M. Stenberg', bar: 'AT0012874', street: '801 Grand Avenue, Suite 3700', csz: 'Des Moines, IA 50309', phone: '(515) 555-0135', email: 'estenberg@stenbergvos.com', other: 'ecf@stenbergvos.com' },
  def: { first: 'Brianna', mi: 'K.', last: 'Sorensen', street: '3618 SE 14th St, Apt 5', city: 'Des Moines', st: 'IA', zip: '50315' },
  amt: { principal: 2134.90, costs: 95.00, service: 42.50 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:30px 56px;font-family:${d.font};font-size:9.3pt;line-height:1.36}
.stamp{font-family:'Liberation Sans';font-size:7.5pt;color:#333;text-align:center;letter-spacing:.4px}
.hd{text-align:center;font-size:11pt;font-weight:bold;margin-top:10px;line-height:1.3}
.cnr{position:absolute;right:56px;top:64px;text-align:right;font-size:8.5pt}
table.t{width:100%;margin-top:4px}table.t th,table.t td{border:1px solid #444;padding:3px 5px;text-align:left;vertical-align:top}
table.t th{font-size:7pt;font-weight:normal;background:#eee}
h3{font-size:10pt;margin:10px 0 3px 0;border-bottom:1px solid #000}
.foot{position:absolute;bottom:18px;left:56px;right:56px;font-size:7pt;display:flex;justify-content:space-between;border-top:1px solid #000;padding-top:2px}
`, body: `
<div class="stamp">E-FILED &nbsp;2025 OCT 14 10:32 AM &nbsp;POLK - CLERK OF DISTRICT COURT &nbsp;·&nbsp; Envelope 18834219</div>
<div class="cnr">Small Claims No.<br><b style="font-size:11pt">${d.caseNo}</b></div>
<div class="hd">IN THE IOWA DISTRICT COURT FOR POLK COUNTY<br><span style="font-size:9pt;font-weight:normal">${d.court.addr}</span></div>
<div class="c b" style="font-size:12.5pt;margin-top:8px">ORIGINAL NOTICE AND PETITION<br><span style="font-size:9.5pt">(Small Claims — Money Judgment)</span></div>
<h3>Plaintiff</h3>
<table class="t"><tr><th style="width:40%">Name</th><th>Address</th><th style="width:22%">Telephone</th></tr><tr><td>${d.plaintiff.name}</td><td>${d.plaintiff.street}, ${d.plaintiff.csz}</td><td>(515) 555-0136</td></tr></table>
<h3>Defendant(s)</h3>
<table class="t"><tr><th style="width:26%">Name</th><th style="width:30%">Street address</th><th>City</th><th style="width:8%">State</th><th style="width:11%">ZIP</th></tr>
<tr><td>${nm(c)}</td><td>${c.street}</td><td>${c.city}</td><td>${c.st}</td><td>${c.zip}</td></tr></table>
<h3>Petition</h3>
<p class="j">Plaintiff states that Defendant owes Plaintiff the principal sum of <b>$${m(a.principal)}</b> on a share-secured Visa account (member account ending 0442) for purchases and advances, plus interest at 7.0% per annum from March 2, 2025, and court costs. The claim does not exceed the small claims jurisdictional amount of $6,500.00. Plaintiff has paid the filing fee of $${m(a.costs)}; service fee: $${m(a.service)}. Plaintiff asks for judgment against Defendant for the amount stated, interest, and costs.</p>
<table class="t"><tr><th style="width:40%">Attorney for Plaintiff</th><th>Contact</th></tr><tr><td>${f.atty}, ${f.bar}<br>${f.name}<br>${f.street}<br>${f.csz}</td><td>Phone ${f.phone}<br>E-mail: ${f.email}<br>Service copies (EDMS): ${f.other}<br><span class="i">/s/ ${f.atty}</span> &nbsp; Date: 10/14/2025</td></tr></table>
<h3>Original Notice to Defendant</h3>
<p class="j">You are notified that a petition has been filed in the office of the clerk of this court naming you as the defendant in this action. A copy of the petition is attached. <b>The hearing will be held at the Polk County Courthouse, Room 206, on November 19, 2025, at 9:00 a.m.</b> You must appear before the court at that time or file an appearance before the hearing date. If you fail to appear or file an appearance, judgment will be entered against you by default for the relief demanded in the petition.</p>
<p class="j" style="font-size:8.4pt">If you require the assistance of auxiliary aids or services to participate in court because of a disability, immediately call your district ADA coordinator at (515) 555-0104. (If you are hearing impaired, call Relay Iowa TTY at (800) 555-0103.) <i>Si necesita un intérprete, comuníquese con la secretaría del tribunal.</i></p>
<div class="foot"><span>Case No. ${d.caseNo} &nbsp;·&nbsp; Form 3.2 (Small Claims)</span><span>SV file 2025-0877</span><span>Page 1 of 1</span></div>
` };
  }
});

// 12 ─ Texas, Dallas County Court at Law No. 2: original petition, section-sign caption, CAPS name with Jr., Rule 47 distractor
D.push({
  n: 12, state: 'TX', kind: "Plaintiff's original petition (county court at law)", layout: 'tx-section-sign-caption-serve-at',
  font: "'Nimbus Roman'",
  court: { truth: 'County Court at Law No. 2, Dallas County, Texas' },
  caseNo: 'CC-25-03186-B',
  plaintiff: { name: 'Lone Mesa Auto Finance, LLC' },
  firm: { name: 'Pruett & Oyelaran, P.C.', atty: 'Tobias J. Pruett', bar: '24066120', street: '5400 LBJ Freeway, Suite 950', csz: 'Dallas, Texas 75240', phone: '(214) 555-0186', email: 'tpruett@pruettoyelaran.com', other: 'eservice@pruettoyelaran.com' },
  def: { first: 'Darnell', mi: 'R.', last: 'Hollis', suffix: 'Jr.', street: '1418 Oates Dr, Apt 207', city: 'Dallas', st: 'TX', zip: '75228' },
  amt: { principal: 7412.66, fees: 2470.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    const ss = Array.from({ length: 7 }, () => '§').join('<br>');
    return { css: `
.page{padding:54px 76px;font-family:${d.font};font-size:11.5pt;line-height:1.5}
.cn{text-align:center;font-weight:bold}
.cap{display:grid;grid-template-columns:1fr 40px 1fr;margin-top:10px;line-height:1.32}
.cap .s{text-align:center}
p{text-indent:40px;text-align:justify;margin-bottom:.4em}
h4{text-align:center;margin:6px 0 2px 0;font-size:11.5pt;text-decoration:underline}
.sig{margin-left:50%;line-height:1.25;font-size:10.5pt;margin-top:6px}
.serve{border:1px solid #000;padding:4px 8px;font-size:10pt;line-height:1.3;width:48%;margin-top:-96px}
`, body: `
<div class="cn">CAUSE NO. ${d.caseNo}</div>
<div class="cap"><div>${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:60px">Plaintiff,</span><br><br>v.<br><br>${NM(c)},<br><span style="margin-left:60px">Defendant.</span></div>
<div class="s">${ss}</div><div>IN THE COUNTY COURT<br><br>AT LAW NO. 2<br><br><br>DALLAS COUNTY, TEXAS</div></div>
<div class="c b" style="margin-top:10px">PLAINTIFF’S ORIGINAL PETITION</div>
<p>Plaintiff ${d.plaintiff.name} files this Original Petition against Defendant ${NM(c)} and would show:</p>
<h4>I. Discovery and Rule 47 Statement</h4>
<p>Discovery is intended to be conducted under Level 1 of Rule 190.2. Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.</p>
<h4>II. Parties</h4>
<p>Plaintiff is a Texas limited liability company. Defendant is an individual residing in Dallas County, Texas, who may be served with process at the address shown below or wherever he may be found.</p>
<h4>III. Facts and Claim</h4>
<p>On May 20, 2022, Defendant signed a retail installment contract for the purchase of a 2018 Nissan Altima, VIN ending 4471. Defendant defaulted; the vehicle was repossessed and sold at a commercially reasonable private sale, and the proceeds were applied to the account. After all just and lawful offsets, payments and credits, the unpaid deficiency balance is <b>$${m(a.principal)}</b>.</p>
<h4>IV. Attorney’s Fees and Prayer</h4>
<p>Plaintiff presented the claim more than thirty days before suit and is entitled to reasonable attorney’s fees under Tex. Civ. Prac. &amp; Rem. Code § 38.001, presently $${m(a.fees)}. Plaintiff prays for judgment for the deficiency of $${m(a.principal)}, pre- and post-judgment interest as allowed by law, attorney’s fees, and costs of court.</p>
<div class="sig">Respectfully submitted,<br>${f.name.toUpperCase()}<br><span class="i">/s/ ${f.atty}</span><br>${f.atty}<br>State Bar No. ${f.bar}<br>${f.street}<br>${f.csz}<br>Tel. ${f.phone}<br>${f.email}<br><span style="font-size:9pt">E-service: ${f.other}</span><br>ATTORNEYS FOR PLAINTIFF</div>
<div class="serve"><b>SERVE AT:</b><br>${NM(c)}<br>${c.street}<br>${csz(c)}</div>
` };
  }
});

// 13 ─ LETTER, Tennessee: law-firm letter announcing a civil warrant already filed (window envelope, settlement offer)
D.push({
  n: 13, state: 'TN', letter: true, kind: 'Law-firm letter announcing suit already filed', layout: 'letter-lawfirm-window-suit-filed',
  font: "'Liberation Serif'",
  court: { truth: 'General Sessions Court of Davidson County, Tennessee' },
  caseNo: '25GC12384',
  plaintiff: { name: 'Sterling Oak Bank' },
  firm: { name: 'Carraway Bynum & Hsu, PLLC', atty: 'Leah M. Carraway', street: '2100 West End Avenue, Suite 800', csz: 'Nashville, Tennessee 37203', phone: '(615) 555-0151', email: 'lcarraway@cbhlegal.com', other: 'payments@cbhlegal.com' },
  def: { first: 'Tiffany', mi: 'A.', last: 'Grubbs', street: '4127 Nolensville Pike, Apt C-12', city: 'Nashville', st: 'TN', zip: '37211' },
  amt: { principal: 3558.21, costs: 212.50, offer: 2135.00 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:46px 80px;font-family:${d.font};font-size:11pt;line-height:1.42}
.lh{text-align:center;border-bottom:1px solid #000;padding-bottom:6px}
.lh .n{font-size:16pt;letter-spacing:1px;font-variant:small-caps}
.lh .s{font-size:8.5pt}
.win{margin-top:30px;width:320px;font-family:'Liberation Mono';font-size:10pt;line-height:1.3}
.re{margin:16px 0 10px 0;display:grid;grid-template-columns:86px 1fr;font-size:10.5pt;line-height:1.3}
p{text-align:justify}
.foot{position:absolute;bottom:26px;left:80px;right:80px;font-size:7.5pt;text-align:center;border-top:1px solid #000;padding-top:3px}
`, body: `
<div class="lh"><span class="n">Carraway Bynum &amp; Hsu, PLLC</span><br><span class="s">ATTORNEYS AT LAW · ${f.street.toUpperCase()} · ${f.csz.toUpperCase()}<br>Telephone ${f.phone} · Toll free (800) 555-0152 · Fax (615) 555-0153</span></div>
<div style="display:flex;justify-content:space-between"><div class="win">${NM(c)}<br>${c.street.toUpperCase()}<br>${CSZ(c)}</div><div style="margin-top:30px;font-size:10pt;text-align:right">October 9, 2025<br>Our File No.: CBH-25-40219</div></div>
<div class="re"><b>Re:</b><div>${d.plaintiff.name} v. ${nm(c)}<br>General Sessions Court of Davidson County, Tennessee<br>Docket No. ${d.caseNo}<br>Original account no. ending 2290</div></div>
<p>Dear ${nm(c)}:</p>
<p>This firm represents ${d.plaintiff.name}, the current owner of the above account. Please be advised that on October 2, 2025, our client filed a Civil Warrant against you in the General Sessions Court of Davidson County, Tennessee, Docket No. ${d.caseNo}. The warrant is set for hearing on <b>November 18, 2025, at 9:00 a.m.</b> in Courtroom 1A of the Justice A.A. Birch Building. You will be served separately by the Davidson County Sheriff.</p>
<p>The balance now due on the account is <b>$${m(a.principal)}</b>. Court costs advanced by our client in the amount of $${m(a.costs)} will be added if a judgment is entered, for a total of $${m(a.principal + a.costs)}.</p>
<p>Our client has authorized us to accept <b>$${m(a.offer)}</b> in full settlement if the payment is received in our office on or before November 7, 2025. If you accept this offer, we will file a voluntary dismissal of the Civil Warrant. You are not required to accept this offer, and you may appear at the hearing and present any defense you may have.</p>
<p>Please contact me directly at ${f.phone} or ${f.email} with any questions. Payments may be made online or by sending a check payable to “${f.name} Trust Account”; remittance advice may be sent to ${f.other}.</p>
<p style="margin-top:10px">Sincerely,<br><br><span class="i">Leah M. Carraway</span><br>${f.atty}<br>Attorney at Law</p>
<div class="foot">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</div>
` };
  }
});

// 14 ─ New York, Supreme Court Suffolk County: verified complaint, boxed two-cell caption, two defendants, interest stated separately
D.push({
  n: 14, state: 'NY', kind: 'Verified complaint (supreme court)', layout: 'ny-boxed-caption-verified-complaint',
  font: "'Liberation Serif'",
  court: { truth: 'Supreme Court of the State of New York, County of Suffolk' },
  caseNo: '612384/2025',
  plaintiff: { name: 'Eastbrook Card Services, LLC' },
  firm: { name: 'Marchetti Pham LLP', atty: 'Vincent R. Marchetti', street: '1393 Veterans Memorial Hwy, Suite 301N', csz: 'Hauppauge, New York 11788', phone: '(631) 555-0108', email: 'vmarchetti@marchettipham.com', other: 'efiling@marchettipham.com' },
  def: { first: 'Kenneth', mi: 'W.', last: "O'Rourke", street: '214 Suffolk Ave', city: 'Brentwood', st: 'NY', zip: '11717' },
  def2: { first: 'Siobhan', last: "O'Rourke" },
  amt: { principal: 11874.30, interest: 1068.69 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, c2 = d.def2, a = d.amt;
    return { css: `
.page{padding:54px 70px;font-family:${d.font};font-size:11pt;line-height:1.45}
.hd{font-weight:bold;line-height:1.3}
table.cap{width:100%;margin-top:8px}table.cap td{border:1.5px solid #000;padding:8px 10px;vertical-align:top}
p{text-align:justify;margin-bottom:.35em}
.sig{display:flex;justify-content:space-between;margin-top:8px;font-size:10.5pt;line-height:1.28}
.foot{position:absolute;bottom:26px;left:70px;right:70px;font-size:7.2pt;display:flex;justify-content:space-between}
`, body: `
<div class="hd">SUPREME COURT OF THE STATE OF NEW YORK<br>COUNTY OF SUFFOLK</div>
<table class="cap"><tr><td style="width:60%">${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:180px">Plaintiff,</span><br><span style="margin-left:70px">– against –</span><br>${NM(c)} and ${NM(c2)},<br><span style="margin-left:180px">Defendants.</span></td>
<td>Index No.: <b>${d.caseNo}</b><br>Date Purchased: 09/26/2025<br><br><b>VERIFIED COMPLAINT</b><br><span style="font-size:9pt">Consumer Credit Transaction</span></td></tr></table>
<p style="margin-top:10px">Plaintiff, by its attorneys, ${f.name}, complaining of the Defendants, alleges upon information and belief:</p>
<p>1. Plaintiff is a limited liability company organized under the laws of Delaware and is the original creditor on the credit card account referenced herein (account ending 8850).</p>
<p>2. Defendant ${nm(c)} resides at ${c.street}, ${csz(c)}. Defendant ${nm(c2)}, an authorized user who agreed in writing to be jointly liable, resides at the same address.</p>
<p>3. Defendants used the account and agreed to pay for all charges. Defendants defaulted, and the account was charged off on February 12, 2025, with an unpaid principal balance of <b>$${m(a.principal)}</b>, no part of which has been paid although duly demanded.</p>
<p>4. Plaintiff seeks statutory interest at 9% per annum from the charge-off date, which as of the date of this complaint amounts to $${m(a.interest)}, for a total of $${m(a.principal + a.interest)}.</p>
<p>5. The last payment on the account was made on October 30, 2024. This action is timely commenced within the three-year period of CPLR 214-i.</p>
<p>WHEREFORE, Plaintiff demands judgment against Defendants, jointly and severally, in the sum of $${m(a.principal)}, together with interest from February 12, 2025, and the costs and disbursements of this action.</p>
<div class="sig"><div>Dated: Hauppauge, New York<br>September 26, 2025</div><div>${f.name.toUpperCase()}<br><span class="i">/s/ ${f.atty}</span><br>By: ${f.atty}, Esq.<br>Attorneys for Plaintiff<br>${f.street}<br>${f.csz}<br>${f.phone}<br>${f.email}</div></div>
<p style="font-size:8.8pt;margin-top:10px;border-top:1px solid #000;padding-top:4px"><b>VERIFICATION</b> — Nadia K. Ferro, being duly sworn, deposes and says that she is an authorized agent of Plaintiff, has read the foregoing complaint and knows the contents thereof to be true to her own knowledge based on business records. Sworn to before me on September 24, 2025. &nbsp; NYSCEF notices: ${f.other}</p>
<div class="foot"><span>MP File No. 2025-EB-3371</span><span>NYSCEF DOC. NO. 1</span><span>RECEIVED NYSCEF: 09/26/2025</span></div>
` };
  }
});

// 15 ─ Michigan, 61st District Court small claims: affidavit and claim, numbered fields, unrepresented business plaintiff
D.push({
  n: 15, state: 'MI', kind: 'Affidavit and claim (small claims)', layout: 'mi-small-claims-numbered-fields-no-attorney',
  font: "'Nimbus Sans'",
  court: { truth: 'State of Michigan, 61st Judicial District, Small Claims Division', addr: '180 Ottawa Ave NW, Suite 1400, Grand Rapids, MI 49503', phone: '(616) 555-0171' },
  caseNo: '25 3318 SC',
  plaintiff: { name: 'Fulton Street Family Dentistry, PLC', street: '1540 Fulton St E', csz: 'Grand Rapids, MI 49503', phone: '(616) 555-0112' },
  firm: null,
  def: { first: 'Jerome', mi: 'K.', last: 'Washington', street: '1127 Madison Ave SE, Apt 2', city: 'Grand Rapids', st: 'MI', zip: '49507' },
  amt: { principal: 1284.00, filing: 30.00, service: 25.00 },
  lawsuit: true,
  html(d) {
    const p = d.plaintiff, c = d.def, a = d.amt;
    const fld = (n, lab, v, w = '100%') => `<div class="fld" style="width:${w}"><span class="n">${n}</span><span class="k">${lab}</span><div class="v">${v}</div></div>`;
    return { css: `
.page{padding:38px 48px;font-family:${d.font};font-size:9.4pt;line-height:1.32}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #000;padding-bottom:6px}
.top .ct{font-size:10.5pt;font-weight:bold;line-height:1.25}
.cno{border:1.5px solid #000;padding:4px 10px;text-align:center}
.row{display:flex;gap:10px;margin-top:6px}
.fld{border:1px solid #000;padding:3px 6px 4px 22px;position:relative;min-height:40px}
.fld .n{position:absolute;left:5px;top:3px;font-weight:bold;font-size:8pt}
.fld .k{font-size:6.8pt;display:block}.fld .v{font-size:9.6pt}
.warn{margin-top:8px;border:2px solid #000;padding:5px 8px;font-size:8.6pt}
.foot{position:absolute;bottom:18px;left:48px;right:48px;font-size:6.8pt;display:flex;justify-content:space-between}
`, body: `
<div class="top"><div class="ct">STATE OF MICHIGAN<br>61ST JUDICIAL DISTRICT<br>SMALL CLAIMS DIVISION</div>
<div class="c"><b style="font-size:13pt">AFFIDAVIT AND CLAIM</b><br><b>SMALL CLAIMS</b><br><span style="font-size:7.5pt">Court address: ${d.court.addr} · ${d.court.phone}</span></div>
<div class="cno"><span style="font-size:6.8pt">CASE NO.</span><br><b style="font-size:12pt">${d.caseNo}</b></div></div>
<div class="row">${fld(1, 'Plaintiff’s name, address, and telephone no.', `${p.name}<br>${p.street}<br>${p.csz} · ${p.phone}`, '50%')}${fld(2, 'Defendant’s name, address, and telephone no.', `${nm(c)}<br>${c.street}<br>${csz(c)}`, '50%')}</div>
<div class="row">${fld(3, 'Plaintiff’s representative (an owner, partner, officer or employee with knowledge of the claim)', 'Renata Boyce, Office Manager &nbsp;·&nbsp; billing@fultonstreetsmiles.com', '62%')}${fld(4, 'Date claim arose', '03/18/2025', '38%')}</div>
<div class="row">${fld(5, 'Plaintiff’s claim: Defendant owes plaintiff the amount of $ (not to exceed the small claims limit of $6,500.00)', `<b style="font-size:11pt">$${m(a.principal)}</b> &nbsp; plus costs`, '55%')}${fld(6, 'Costs', `Filing fee $${m(a.filing)} &nbsp; Service fee $${m(a.service)}`, '45%')}</div>
<div class="row">${fld(7, 'This claim is for (describe briefly)', 'Unpaid balance for dental services (crowns, two visits) rendered 01/09/2025 and 02/06/2025, after insurance payment; patient account no. 40-1182. Statements mailed monthly; last payment received 12/20/2024.', '100%')}</div>
<div class="row">${fld(8, 'The defendant', `${X} is not in the military &nbsp; ${O} is in the military &nbsp; ${O} I do not know &nbsp;&nbsp;&nbsp; ${X} I have not filed another small claims action in this court during this year that would exceed the limit.`, '100%')}</div>
<div style="margin-top:8px">I declare under the penalties of perjury that this claim has been examined by me and that its contents are true to the best of my information, knowledge, and belief.</div>
<div class="row"><div style="flex:1;border-bottom:1px solid #000;padding-top:14px" class="i">Renata Boyce</div><div style="width:150px;border-bottom:1px solid #000;padding-top:14px">10/01/2025</div></div>
<div class="row" style="margin-top:1px;font-size:6.8pt"><div style="flex:1">Plaintiff’s signature (representative)</div><div style="width:150px">Date</div></div>
<div class="warn"><b>NOTICE TO DEFENDANT:</b> The plaintiff has filed a small claims action against you. Your hearing is scheduled for <b>November 6, 2025 at 1:30 p.m.</b> in Courtroom 6C. If you do not appear, a default judgment may be entered against you. <b>NO ATTORNEYS ARE ALLOWED TO REPRESENT PARTIES IN SMALL CLAIMS.</b> Both parties waive the right to a jury, to representation by an attorney, to the rules of evidence, and to appeal (MCL 600.8407). You may have this case removed to the general civil division by filing a written demand before the hearing date.</div>
<div class="warn" style="border-width:1px"><b>Court use only:</b> Hearing date: 11/06/2025 &nbsp;·&nbsp; Judge/Magistrate: ____________ &nbsp;·&nbsp; Clerk: civilsmallclaims@grcourt61.org</div>
<div class="foot"><span>DC 84 (3/25) AFFIDAVIT AND CLAIM, SMALL CLAIMS</span><span>MCL 600.8401 et seq., MCR 4.302</span></div>
` };
  }
});

// 16 ─ Kansas, Johnson County limited actions: petition, case number in caption and footer, John Does 1-10, address split on two label lines
D.push({
  n: 16, state: 'KS', kind: 'Petition (limited actions, K.S.A. Chapter 61)', layout: 'ks-footer-caseno-split-address-lines',
  font: "'DejaVu Serif Condensed'",
  court: { truth: 'District Court of Johnson County, Kansas, Civil Court Department' },
  caseNo: '25LM04418',
  plaintiff: { name: 'Heartland Prairie Portfolio LLC' },
  firm: { name: 'Osei & Brandvold, LLC', atty: 'Kwame Osei', bar: '27811', street: '9401 Indian Creek Parkway, Suite 1150', csz: 'Overland Park, KS 66210', phone: '(913) 555-0143', email: null, other: 'payments@oseibrandvold.com' },
  def: { first: 'Courtney', mi: 'L.', last: 'Baumgartner', street: '15507 W 133rd Terrace', city: 'Olathe', st: 'KS', zip: '66062' },
  amt: { principal: 4790.25, interest: 538.11 },
  lawsuit: true,
  html(d) {
    const f = d.firm, c = d.def, a = d.amt;
    return { css: `
.page{padding:52px 70px;font-family:${d.font};font-size:10pt;line-height:1.5}
.hd{text-align:center;font-weight:bold;line-height:1.35}
.cap{display:flex;margin-top:12px;border-bottom:1px solid #000;padding-bottom:8px}
.cap .l{flex:1.4;line-height:1.32}.cap .rt{flex:1;padding-left:22px;border-left:1px solid #000;line-height:1.4}
.lbl{display:flex;gap:8px}.lbl span:first-child{width:112px;font-size:8pt;color:#333}
p{text-indent:34px;text-align:justify;margin-bottom:.35em}
.sig{margin-left:52%;margin-top:4px;line-height:1.3;font-size:9.5pt}
.foot{position:absolute;bottom:22px;left:70px;right:70px;font-size:7.2pt;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between}
`, body: `
<div class="hd">IN THE DISTRICT COURT OF JOHNSON COUNTY, KANSAS<br>CIVIL COURT DEPARTMENT</div>
<div class="cap"><div class="l">${d.plaintiff.name.toUpperCase()},<br><span style="margin-left:150px">Plaintiff,</span><br>vs.<br>${NM(c)},<br>and JOHN DOES 1-10,<br><span style="margin-left:150px">Defendants.</span></div>
<div class="rt">Case No. <b>${d.caseNo}</b><br>Court No. 4<br><br>Pursuant to K.S.A. Chapter 61<br><b>PETITION</b></div></div>
<div style="margin-top:8px;font-size:9.5pt;line-height:1.35">Defendant ${nm(c)} may be served at:
<div class="lbl"><span>Residence street:</span><span>${c.street}</span></div>
<div class="lbl"><span>City, State, ZIP:</span><span>${csz(c)}</span></div></div>
<p style="margin-top:8px">Plaintiff, ${d.plaintiff.name}, for its cause of action against Defendants, states:</p>
<p>1. Plaintiff is a Minnesota limited liability company and the assignee of a consumer credit account originated by Sunflower Trust Bank (account ending 1938). Defendant ${nm(c)} is a resident of Johnson County, Kansas. John Does 1-10 are persons who may claim an interest in the account and whose names are presently unknown.</p>
<p>2. Defendant defaulted under the account agreement and owes a principal balance of <b>$${m(a.principal)}</b> after all payments and credits.</p>
<p>3. Under the agreement Plaintiff is entitled to contract interest at 18% per annum from the date of default, which through October 1, 2025 totals $${m(a.interest)}, claimed separately from the principal.</p>
<p>4. This is a limited action; the amount claimed does not exceed $25,000.00, exclusive of interest and costs.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant ${nm(c)} for $${m(a.principal)}, accrued interest, post-judgment interest, the costs of this action, and such other relief as the Court deems just.</p>
<div class="sig">${f.name.toUpperCase()}<br><span class="i">/s/ ${f.atty}</span><br>${f.atty}, KS #${f.bar}<br>${f.street}<br>${f.csz}<br>Telephone ${f.phone} · Fax (913) 555-0144<br>Online payments: ${f.other}<br>ATTORNEYS FOR PLAINTIFF</div>
<p style="font-size:8.3pt;text-indent:0;margin-top:8px">Clerk of the District Court, 100 N. Kansas Avenue, Olathe, KS 66061 · civil.clerk@jocodistrictcourt.org · Filing fee paid: $89.50. Osei &amp; Brandvold, LLC is a debt collector attempting to collect a debt.</p>
<div class="foot"><span>PETITION — Case No. ${d.caseNo}</span><span>O&amp;B Ref. 61-22517</span><span>Page 1 of 1</span></div>
` };
  }
});

module.exports = D;
