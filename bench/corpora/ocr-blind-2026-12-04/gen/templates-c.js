// Templates for documents 21-30. Each returns { html, foot, css } built only from the data object d.
'use strict';
const { usd, up, person, lastFirst, cityLine, cityLineLong, cb, cell, STATE_NAMES } = require('./lib');

const hl = (d, tag = 'div', cls = '') => d.court.headings.map(h => h.map(l => `<${tag} class="${cls}">${l}</${tag}>`).join('')).join('');
const foot = (l, m, r) => `<div class="foot"><span>${l}</span><span>${m}</span><span>${r}</span></div>`;
// USPS style: upper case, no periods or commas in the name line
const uspsName = p => up(person(p)).replace(/\./g, '');

const T = {};

// 21 — Kentucky district court complaint, "v." centred, SERVE block
T.t21 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div class="c b up" style="line-height:1.4">${c.pre}<br>${c.headings[0][0]}<br>${c.headings[1][0]}<br>Case No. ${d.caseNo}</div>
  <div class="c" style="margin-top:12px">${up(p.name)}</div><div class="r" style="margin-right:1.2in">PLAINTIFF</div>
  <div class="c b" style="margin:4px 0">v.</div>
  <div class="c">${up(person(x))}</div><div class="r" style="margin-right:1.2in">DEFENDANT</div>
  <div style="margin:8px 0 0 2.4in">SERVE: &nbsp;${person(x)}<br>&emsp;&emsp;&emsp;&nbsp;${x.street}<br>&emsp;&emsp;&emsp;&nbsp;${cityLine(x)}</div>
  <div class="c" style="margin:6px 0">* * * * * * * * * *</div>
  <div class="title u" style="margin-bottom:10px">COMPLAINT</div>
  <p>&emsp;Comes the Plaintiff, ${p.name}, by counsel, and for its Complaint against the Defendant, ${person(x)}, states as follows:</p>
  <p>&emsp;1. Plaintiff is a Kentucky limited liability company with its principal office at ${p.street}, ${cityLine(p)}.</p>
  <p>&emsp;2. Defendant is a resident of Jefferson County, Kentucky.</p>
  <p>&emsp;3. Defendant opened a revolving credit account with Derby Retail Credit, which was later sold and assigned to Plaintiff together with
  all rights to collect the balance.</p>
  <p>&emsp;4. Defendant defaulted in payment, and there is now due and owing from Defendant to Plaintiff the sum of <b>${usd(d.amount)}</b>.</p>
  <p>&emsp;5. The amount in controversy does not exceed ${usd(m.limit)}, exclusive of interest and costs, and this Court has jurisdiction.</p>
  <p>&emsp;WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${usd(d.amount)}, prejudgment interest at the rate of
  ${m.rate} per annum, post-judgment interest at the statutory rate, its court costs herein expended, and any and all other relief to which
  it may appear entitled.</p>
  <table style="width:100%;margin-top:10px"><tr><td style="width:48%"></td><td>Respectfully submitted,<br><br><span class="sig i">/s/ ${f.attorney}</span><br>
   ${f.attorney} (${f.bar})<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>Telephone: ${f.phone}<br>${f.email}<br><i>Counsel for Plaintiff</i></td></tr></table>
  <div class="lbl" style="margin-top:14px">This communication is from a debt collector and is an attempt to collect a debt. Any information obtained will be used for that purpose.</div>`;
  return { html, foot: foot('', '', '') };
};

// 22 — Alabama small claims statement of claim, self-represented business, typewriter fill-ins
T.t22 = d => {
  const c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const F = s => `<span class="fill">${s}</span>`;
  const html = `
  <table class="form">
   <tr><td style="width:28%"><div class="lbl">${c.pre.replace(' — ', '<br>')}</div><div class="lbl" style="margin-top:4px">Form SM-1 &nbsp; Rev. 8/25</div></td>
    <td class="c" style="vertical-align:middle"><div class="b" style="font-size:13pt">STATEMENT OF CLAIM</div><div class="lbl">(Small Claims)</div></td>
    <td style="width:30%"><div class="lbl">Case Number</div>${F(`<b style="font-size:11pt">${d.caseNo}</b>`)}</td></tr>
   <tr><td colspan="3" class="c b up" style="font-size:11pt;padding:5px">${c.headings[0][0]}<br>${c.headings[1][0]}</td></tr>
  </table>
  <table class="form" style="border-top:none">
   <tr>${cell('PLAINTIFF (name, address, telephone)', F(`${up(p.name)}<br>${up(p.street)}<br>${up(cityLine(p))}<br>(205) 555-0181`), 'style="width:50%"')}
    ${cell('DEFENDANT (name, address)', F(`${up(person(x))}<br>${up(x.street)}<br>${up(cityLine(x))}`))}</tr>
   <tr>${cell('PLAINTIFF\'S ATTORNEY (if any)', F('NONE'))}${cell('PLAINTIFF IS', `${cb(false)}an individual &nbsp; ${cb(true)}a business / corporation`)}</tr>
  </table>
  <div class="b" style="margin:8px 0 4px 0">STATEMENT OF CLAIM</div>
  <p>The defendant owes the plaintiff the sum of ${F(`<b>${usd(d.amount)}</b>`)}, plus interest of ${F(usd(m.interest))} and court costs, for the following reason(s):
  ${F('BALANCE DUE ON RETAIL INSTALLMENT CONTRACT NO. VRAF-20731 AFTER REPOSSESSION AND SALE OF 2014 NISSAN ALTIMA. LAST PAYMENT 09/02/2025.')}</p>
  <table class="form" style="margin:4px 0 8px 0">
   <tr>${cell('Principal claimed', F(usd(d.amount)))}${cell('Interest claimed', F(usd(m.interest)))}${cell('Total (principal + interest)', F(usd(d.amount + m.interest)))}${cell('Court costs paid', F(usd(m.costs)))}</tr></table>
  <p>I certify that the defendant ${cb(true)}is not ${cb(false)}is in the military service, and that the defendant is not a minor or an incompetent person.</p>
  <table class="form" style="margin:4px 0"><tr>${cell('Signature of plaintiff or agent', `<span class="i">${p.agent}</span>`, 'style="width:55%"')}${cell('Date', F('03/03/2026'))}</tr>
   <tr><td colspan="2"><div class="lbl">Sworn to and subscribed before me on</div>${F('03/03/2026')} &nbsp; <span class="sig">Notary Public / Clerk</span> &nbsp; <span class="lbl">My commission expires: 06/14/2028</span></td></tr></table>
  <div class="box" style="margin-top:8px"><div class="b">NOTICE TO DEFENDANT</div>
  <div style="font-size:9pt;line-height:1.3">You are being sued by the plaintiff named above. You must file an answer with the Clerk of the Small Claims Court
  within <b>14 days</b> from the date this statement of claim was served on you, or a judgment by default may be entered against you. The Small Claims Court
  hears claims of ${usd(m.limit)} or less. Clerk: ${c.street}, ${cityLine(c)}, tel. ${c.phone}.</div></div>
  <table class="form" style="margin-top:8px"><tr><td><div class="b lbl" style="font-size:8pt">RETURN ON SERVICE</div>
   <div class="lbl" style="line-height:1.7">${cb(false)}Certified mail returned on ________ (date) &nbsp; ${cb(false)}I personally delivered a copy of the statement of claim to
   ______________________ in ______________ County, Alabama on ________ (date). &nbsp; Server signature ____________________ &nbsp; Type of process server ____________</div></td></tr></table>`;
  return { html, foot: foot('SM-1 Rev. 8/25', 'Unified Judicial System', 'Page 1 of 1') };
};

// 23 — Louisiana petition on open account
T.t23 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div class="c b up" style="line-height:1.4">${hl(d)}</div>
  <table style="width:100%;margin-top:10px"><tr><td style="width:50%">NO. ${d.caseNo}</td><td class="r">DIVISION "A"</td></tr></table>
  <div class="c up" style="margin-top:10px;line-height:1.6">${p.name}<br><b>versus</b><br>${person(x)}</div>
  <table style="width:100%;margin-top:12px;border-bottom:1px solid #000"><tr><td style="width:50%">FILED: _______________________</td><td class="r">_______________________<br>DEPUTY CLERK</td></tr></table>
  <div class="title u" style="margin:12px 0 10px 0">PETITION ON OPEN ACCOUNT</div>
  <p>&emsp;The petition of ${up(p.name)}, a Louisiana limited liability company domiciled in Orleans Parish, with respect represents that:</p>
  <div class="c b">1.</div>
  <p>&emsp;Made defendant herein is ${up(person(x))}, a person of the full age of majority domiciled in the Parish of Jefferson, State of Louisiana.</p>
  <div class="c b">2.</div>
  <p>&emsp;Defendant is justly and truly indebted unto petitioner in the full sum of <b>${usd(d.amount)}</b> on an open account for goods and services
  furnished at defendant's request, as shown by the itemized statement of account attached hereto as Exhibit "A".</p>
  <div class="c b">3.</div>
  <p>&emsp;Amicable demand was made upon defendant by certified letter more than thirty days before the filing of this petition, without avail.</p>
  <div class="c b">4.</div>
  <p>&emsp;Under La. R.S. 9:2781, petitioner is entitled to reasonable attorney fees, which petitioner asserts to be 25% of the principal, or ${usd(m.fees)}.</p>
  <p>&emsp;WHEREFORE, petitioner prays that defendant be duly cited and served, and that after due proceedings there be judgment in favor of petitioner,
  ${up(p.name)}, and against defendant, ${up(person(x))}, in the full sum of ${usd(d.amount)}, together with legal interest from date of judicial demand
  until paid, reasonable attorney fees, and all costs of these proceedings.</p>
  <table style="width:100%;margin-top:6px"><tr><td style="width:46%;vertical-align:bottom">
   <b>PLEASE SERVE:</b><br>${up(person(x))}<br>${x.street}<br>${cityLine(x)}</td>
   <td>Respectfully submitted,<br>${up(f.name)}<br><span class="sig i">/s/ ${f.attorney}</span><br>${up(f.attorney)} (${f.bar})<br>${f.street}<br>${cityLine(f)}<br>
   Telephone: ${f.phone}<br>Email: ${f.email}<br><i>Counsel for Petitioner</i></td></tr></table>`;
  return { html, foot: foot('', '', '') };
};

// 24 — Oklahoma petition, ")" caption with address, no attorney e-mail
T.t24 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const paren = Array(8).fill(')').join('<br>');
  const html = `
  <div style="position:absolute;right:-0.45in;top:-0.3in;border:2px solid #333;padding:3px 8px;font-size:8pt;line-height:1.2;text-align:center;color:#333;transform:rotate(-2deg)">
   FILED<br>DISTRICT COURT<br>TULSA COUNTY, OKLA.<br><b>MAR 03 2026</b><br>COURT CLERK<br>${c.email}</div>
  <div class="c b up" style="line-height:1.4;margin-top:0.55in">${hl(d)}</div>
  <table style="width:100%;margin-top:14px"><tr>
   <td style="width:52%;vertical-align:top">${up(p.name)},<br>&emsp;&emsp;&emsp;Plaintiff,<br>v.<br>${up(person(x))}<br>${x.street}<br>${cityLine(x)},<br>&emsp;&emsp;&emsp;Defendant.</td>
   <td style="width:4%;vertical-align:top">${paren}</td>
   <td style="vertical-align:top"><br>Case No. ${d.caseNo}<br><br>Judge _______________</td></tr></table>
  <div class="title u" style="margin:14px 0 10px 0">PETITION</div>
  <p>&emsp;Plaintiff, ${p.name}, for its cause of action against the Defendant, ${person(x)}, alleges and states:</p>
  <p>&emsp;1. Defendant resides in Tulsa County, Oklahoma, and venue and jurisdiction are proper in this Court.</p>
  <p>&emsp;2. Defendant obtained a line of credit from Plaintiff's assignor, Cimarron Consumer Bank, and agreed to repay all sums advanced.</p>
  <p>&emsp;3. Defendant defaulted, and there is now due and owing from Defendant to Plaintiff the principal sum of <b>${usd(d.amount)}</b>,
  no part of which has been paid.</p>
  <p>&emsp;4. This is an action on an open account and Plaintiff is entitled to a reasonable attorney fee pursuant to 12 O.S. § 936.
  The amount sought is less than ${usd(m.limit)}.</p>
  <p>&emsp;WHEREFORE, Plaintiff prays for judgment against Defendant in the sum of ${usd(d.amount)}, with interest thereon at the statutory rate,
  a reasonable attorney fee, the costs of this action, and such other relief as the Court deems just.</p>
  <table style="width:100%;margin-top:10px"><tr><td style="width:45%"></td><td><span class="sig i">&nbsp;</span><br>
   ${f.attorney}, ${f.bar}<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>Telephone: ${f.phone}<br>Facsimile: ${f.fax}<br>ATTORNEY FOR PLAINTIFF</td></tr></table>
  <div class="lbl" style="margin-top:12px">Payments on this account may be sent electronically to ${f.other[0]}. Pleadings and correspondence regarding this case
  must be mailed to the address above.</div>`;
  return { html, foot: foot('', 'Page 1 of 1', '') };
};

// 25 — Utah district court summons, attorney top left, v. centred, TO: block, bilingual
T.t25 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div style="line-height:1.25">${f.attorney} (${f.bar.replace(/^\D+/, '')})<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>Telephone: ${f.phone}<br>${f.email}<br><i>Attorneys for Plaintiff</i></div>
  <div class="c b up" style="margin:10px 0 6px 0;line-height:1.35;border-top:1px solid #000;border-bottom:1px solid #000;padding:3px 0">${hl(d)}</div>
  <table style="width:100%;border-bottom:1px solid #000"><tr>
   <td style="width:55%;border-right:1px solid #000;padding:4px 8px 8px 0" class="c">${up(p.name)},<br>Plaintiff,<br><b>v.</b><br>${up(person(x))},<br>Defendant.</td>
   <td style="padding:4px 0 8px 12px;vertical-align:top"><b>SUMMONS</b><br>(Twenty-One Day)<br><br>Case No. ${d.caseNo}<br>Judge ______________<br>Tier 1</td></tr></table>
  <div style="margin:8px 0 6px 0">TO: &nbsp;${up(person(x))}<br>&emsp;&emsp;${x.street}<br>&emsp;&emsp;${cityLine(x)}</div>
  <p><b>THE STATE OF UTAH TO THE ABOVE-NAMED DEFENDANT:</b> A lawsuit has been filed against you. You must respond in writing by the deadline for the court
  to consider your side. The written response is called an Answer. <b>Deadline:</b> your Answer must be filed with the court and served on the other party
  within <b>21 days</b> of the date you were served with this Summons. If you do not file and serve your Answer by the deadline, the other party can ask
  the court for a default judgment, and the other party can get what they asked for in the complaint.</p>
  <p>The complaint asks for judgment of <b>${usd(d.amount)}</b> on a consumer credit account, plus interest, court costs and attorney fees. This is a
  Tier 1 case under Rule 26 (damages of ${usd(m.limit)} or less). Read the complaint carefully. You may want to talk with a lawyer; free and low-cost
  help may be available. Court address: ${c.street}, ${cityLine(c)}, tel. ${c.phone}.</p>
  <div class="box i" style="margin:6px 0"><b>Aviso para el demandado:</b> Se ha presentado una demanda en su contra. Si desea que el juez considere su lado,
  deberá presentar una respuesta por escrito dentro del plazo establecido. Su Respuesta debe ser presentada en el tribunal y entregada a la otra parte
  dentro de <b>21 días</b> a partir de la fecha en que usted recibió la entrega formal de esta citación. Si no lo hace, la otra parte podrá pedir al
  juez que asiente un fallo por incumplimiento. La demanda reclama ${usd(d.amount)} más intereses y costas.</div>
  <table style="width:100%;margin-top:8px"><tr><td style="width:50%">DATED March 4, 2026.</td><td>${up(f.name)}<br><br>
   <span class="sig i">/s/ ${f.attorney}</span><br>${f.attorney}<br>Attorneys for Plaintiff</td></tr></table>`;
  return { html, foot: foot('Summons — URCP 4', '', '1') };
};

// 26 — Connecticut Summons - Civil, JD-CV-1 style, X-boxes, last-name-first defendant
T.t26 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def;
  const html = `
  <table style="width:100%"><tr>
   <td style="width:34%;vertical-align:top"><div class="b" style="font-size:12pt">SUMMONS - CIVIL</div><div class="lbl">JD-CV-1 Rev. 1-26<br>C.G.S. §§ 51-346, 51-347, 51-349, 51-350, 52-45a,<br>52-48, 52-259, P.B. §§ 3-1 through 3-21, 8-1, 10-13</div></td>
   <td class="c" style="vertical-align:top"><div class="b up">${c.pre}</div><div class="b up" style="font-size:12pt">${c.headings[0][0]}</div><div class="up" style="font-size:8.5pt">${c.headings[1][0]}</div></td>
   <td style="width:30%;vertical-align:top"><div class="box"><div class="lbl">For court use only — Docket number</div><b>${d.caseNo}</b></div></td></tr></table>
  <div class="lbl" style="margin-top:4px;line-height:1.5">${cb(true)}"X" if amount, legal interest or property in demand, not including interest and costs, is less than $2,500.<br>
   ${cb(false)}"X" if amount, legal interest or property in demand, not including interest and costs, is $2,500 or more.<br>
   ${cb(false)}"X" if claiming other relief in addition to, or in place of, money or damages.</div>
  <div style="margin:4px 0;font-size:8.5pt"><b>TO: Any proper officer;</b> By authority of the State of Connecticut you are hereby commanded to make due and legal service of this
  Summons and attached Complaint.</div>
  <table class="form">
   <tr>${cell('Address of court clerk (Number, street, town and zip code)', `${c.street}, ${cityLine(c)}`, 'colspan="2" style="width:50%"')}${cell('Telephone number of clerk', c.phone)}${cell('Return Date (Must be a Tuesday)', 'April 7, 2026')}</tr>
   <tr><td colspan="2">${cb(true)}Judicial District &nbsp; ${cb(false)}Housing Session &nbsp; ${cb(false)}G.A. Number: ____</td>${cell('At (City/Town in which writ is returnable)', 'Hartford')}${cell('Case type code', 'Major: C &nbsp; Minor: 90')}</tr>
   <tr><td colspan="4" class="lbl b">Parties &nbsp;&nbsp; Name (Last, First, Middle Initial) and address of each party (Number; street; town; zip code)</td></tr>
   <tr>${cell('First named Plaintiff', `${up(p.name)}<br>${p.street}, ${cityLine(p)}`, 'colspan="2"')}${cell('First named Defendant', `<b>${up(lastFirst(x))}</b><br>${x.street}<br>${cityLine(x)}`, 'colspan="2"')}</tr>
   <tr>${cell('Additional Plaintiff', '&nbsp;', 'colspan="2"')}${cell('Additional Defendant', '&nbsp;', 'colspan="2"')}</tr>
  </table>
  <div class="b" style="margin:5px 0 2px 0;font-size:9pt">Notice to Each Defendant</div>
  <div style="font-size:8pt;line-height:1.28">1. You are being sued. This paper is a Summons in a lawsuit. The complaint attached to these papers states the claims that each plaintiff is
  making against you in this lawsuit.<br>2. To receive further notices, you or your attorney must file an Appearance form with the clerk of the above-named court
  at the above court address on or before the second day after the above Return Date. The Return Date is not a hearing date. You do not have to come to court
  on the Return Date unless you receive a separate notice telling you to come to court.<br>3. If you or your attorney do not file a written Appearance form on
  time, a judgment may be entered against you by default.<br>4. If you believe that you have insurance that may cover the claim, notify your insurance
  representative.<br>5. If you have questions about the Summons and Complaint, you should talk to an attorney quickly. The court staff is not allowed to give advice on legal matters.</div>
  <table class="form" style="margin-top:6px">
   <tr>${cell('Comments', `Plaintiff claims ${usd(d.amount)}, the balance due on a credit card account, as set forth in the attached complaint.`, 'colspan="3"')}</tr>
   <tr>${cell('Name and address of attorney, law firm or plaintiff if self-represented (Number, street, town and zip code)', `${f.name}, ${f.attorney}<br>${f.street}, ${cityLine(f)}`, 'style="width:55%"')}
    ${cell('Juris number (if attorney or law firm)', f.bar.replace(/^\D+/, ''))}${cell('Telephone number', f.phone)}</tr>
   <tr>${cell('The attorney or law firm appearing for the plaintiff, or the plaintiff if self-represented, agrees to accept papers (service) electronically in this case under Practice Book Section 10-13', `${cb(true)}Yes ${cb(false)}No`)}
    ${cell('Email address for delivery of papers under Section 10-13', f.email, 'colspan="2"')}</tr>
   <tr>${cell('Signed (Sign and select proper box)', `<span class="i">/s/ ${f.attorney}</span> &nbsp; ${cb(true)}Commissioner of the Superior Court ${cb(false)}Clerk`)}
    ${cell('Name of person signing', f.attorney)}${cell('Date signed', '03/02/2026')}</tr>
  </table>
  <div class="lbl" style="margin-top:5px">If this summons is signed by a clerk: a. The signing has been done so that the plaintiff(s) will not be denied access to the courts.
  b. It is the responsibility of the plaintiff(s) to see that service is made in the manner provided by law.</div>`;
  return { html, foot: foot('JD-CV-1 Rev. 1-26', 'Print Date: 03/02/2026', 'Page 1 of 2') };
};

// ---------------------------------------------------------------- letters
// an Intelligent-Mail-style barcode drawn with boxes (no text), pattern derived from the ZIP
const bars = zip => Array.from({ length: 65 }, (_, i) => {
  const k = (Number(zip) * 7 + i * 13 + (i * i) % 5) % 4;
  const h = [12, 8, 8, 4][k], top = [0, 0, 4, 4][k];
  return `<span style="display:inline-block;width:1.4px;margin-right:1.6px;height:${h}px;background:#000;vertical-align:top;margin-top:${top}px"></span>`;
}).join('');
const windowBlock = (x, top = '1.55in') => `
  <div style="position:absolute;left:0.15in;top:${top};width:3.6in;line-height:1.25">
   <div style="font-size:6.5pt;letter-spacing:0.05em">#BWNFTDT  *****AUTO**5-DIGIT ${x.zip}</div>
   <div style="height:12px;margin:1px 0 2px 0">${bars(x.zip)}</div>
   <div>${uspsName(x)}</div><div>${up(x.street)}</div><div>${up(x.city)} ${x.st} ${x.zip}</div></div>`;

// 27 — Georgia agency validation letter
T.t27 = d => {
  const a = d.agency, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div style="height:3.0in;position:relative">
   <div><b style="font-size:13pt">${a.name}</b><br>${a.street} · ${cityLine(a)}<br>${a.phone} · Mon–Fri 8 a.m.–8 p.m. ET · ${a.email}</div>
   <div style="position:absolute;right:0;top:0;text-align:right">March 9, 2026<br>Reference #: <b>${a.ref}</b></div>
   ${windowBlock(x, '1.3in')}
  </div>
  <p>${a.name} is a debt collector. We are trying to collect a debt that you owe to <b>${p.name}</b>. We will use any information you give us to help
  collect the debt.</p>
  <table style="width:100%"><tr><td style="width:58%;vertical-align:top;padding-right:10px">
   <div class="b" style="border-bottom:1px solid #000;margin-bottom:3px">Our information shows:</div>
   You had a ${d.original} credit card from ${d.original} with account number ending 8820.<br>
   As of January 15, 2026, you owed: <span style="float:right">${usd(m.asOf)}</span><br>
   Between January 15, 2026 and today:<br>
   &emsp;You were charged this amount in interest: <span style="float:right">+ $0.00</span><br>
   &emsp;You were charged this amount in fees: <span style="float:right">+ ${usd(m.fees)}</span><br>
   &emsp;You paid or were credited this amount toward the debt: <span style="float:right">– ${usd(m.paid)}</span><br>
   <b>Total amount of the debt now:</b> <span style="float:right;border-top:1px solid #000"><b>${usd(d.amount)}</b></span></td>
   <td style="vertical-align:top;border-left:1px solid #000;padding-left:10px">
   <div class="b" style="border-bottom:1px solid #000;margin-bottom:3px">How can you dispute the debt?</div>
   Call or write to us by <b>April 20, 2026</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct.
   If you write to us by April 20, 2026, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</td></tr></table>
  <div class="box" style="margin:10px 0;background:#f3f3f3"><b>Settlement offer.</b> ${p.name} has authorized us to accept <b>${usd(m.settle)}</b> (60% of your balance) as
  payment in full if we receive it by April 30, 2026. We are not obligated to renew this offer. Payment plans are also available.</div>
  <p>What else can you do? Write to ask for the name and address of the original creditor, if different from the current creditor. Go to
  www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options. Póngase en contacto con nosotros
  para solicitar una copia de este formulario en español.</p>
  <div class="lbl" style="margin-top:10px">Calls to or from this company may be monitored or recorded. Georgia consumers: this collection agency is licensed where required.</div>
  <div style="border-top:1px dashed #000;margin-top:14px;padding-top:6px;font-size:9pt">
   <table style="width:100%"><tr><td style="width:55%;vertical-align:top"><b>How do you want to respond?</b><br>${cb(false)}I want to dispute the debt because I think: this is not my debt; the amount is wrong; other.<br>
    ${cb(false)}I want you to send me the name and address of the original creditor.<br>${cb(false)}I enclosed this amount: $__________</td>
    <td style="vertical-align:top">Mail this form to:<br>${a.name}<br>${a.street}<br>${cityLine(a)}<br><br>${person(x)} · Ref. ${a.ref}</td></tr></table></div>`;
  return { html, foot: foot('CAS-VN-01', '', 'Page 1 of 1') };
};

// 28 — Florida agency letter, mostly in Spanish
T.t28 = d => {
  const a = d.agency, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div style="height:3.0in;position:relative">
   <div><b style="font-size:13pt">${a.name}</b><br>${a.street}, ${cityLine(a)}<br>Tel. ${a.phone} · Pagos: ${a.email}</div>
   <div style="position:absolute;right:0;top:0;text-align:right">9 de marzo de 2026<br>Número de referencia: <b>${a.ref}</b></div>
   ${windowBlock(x, '1.3in')}
  </div>
  <div class="b" style="font-size:12pt;margin-bottom:6px">AVISO DE COBRO DE DEUDA</div>
  <p>${a.name} es una agencia de cobro de deudas. Estamos tratando de cobrar una deuda que usted le debe a <b>${p.name}</b>. Usaremos cualquier
  información que usted nos dé para ayudar a cobrar la deuda.</p>
  <table class="form" style="margin:6px 0">
   <tr><td style="width:70%">Acreedor actual</td><td>${p.name}</td></tr>
   <tr><td>Acreedor original</td><td>${d.original}</td></tr>
   <tr><td>Al 1 de febrero de 2026, usted debía</td><td class="r">${usd(m.asOf)}</td></tr>
   <tr><td>Intereses cobrados desde esa fecha</td><td class="r">+ $0.00</td></tr>
   <tr><td>Cargos cobrados desde esa fecha</td><td class="r">+ $0.00</td></tr>
   <tr><td>Pagos o créditos desde esa fecha</td><td class="r">– ${usd(m.paid)}</td></tr>
   <tr><td class="b">Cantidad total de la deuda ahora</td><td class="r b">${usd(d.amount)}</td></tr>
  </table>
  <p><b>¿Cómo puede disputar la deuda?</b> Llámenos o escríbanos a más tardar el <b>20 de abril de 2026</b> para disputar toda la deuda o parte de ella.
  Si no lo hace, asumiremos que nuestra información es correcta. Si nos escribe antes de esa fecha, debemos suspender el cobro de cualquier cantidad
  que usted dispute hasta que le enviemos información que demuestre que usted debe la deuda.</p>
  <div class="box" style="margin:8px 0;background:#f2f2f2"><b>Oferta de liquidación:</b> Estamos autorizados a aceptar <b>${usd(m.settle)}</b> (65% del saldo) como pago
  total si lo recibimos antes del 30 de abril de 2026. También ofrecemos un plan de 3 pagos mensuales de $377.48.</div>
  <p>¿Qué más puede hacer? Puede pedirnos por escrito el nombre y la dirección del acreedor original. Visite www.cfpb.gov/debt-collection para conocer sus
  derechos según la ley federal. Las llamadas pueden ser grabadas.</p>
  <div class="lbl" style="margin-top:6px;border-top:1px solid #999;padding-top:4px">ENGLISH: This is a communication from a debt collector attempting to collect a debt.
  Any information obtained will be used for that purpose. Call ${a.phone} to request an English copy of this notice.</div>
  <div style="border-top:1px dashed #000;margin-top:12px;padding-top:6px;font-size:9pt">
   <table style="width:100%"><tr><td style="width:55%;vertical-align:top"><b>¿Cómo desea responder?</b><br>${cb(false)}Quiero disputar la deuda.<br>
    ${cb(false)}Quiero el nombre y la dirección del acreedor original.<br>${cb(false)}Adjunto esta cantidad: $__________</td>
    <td style="vertical-align:top">Envíe este formulario a:<br>${a.name}<br>${a.street}<br>${cityLine(a)}<br>Ref. ${a.ref}</td></tr></table></div>`;
  return { html, foot: foot('SRB-ES-VN', '', 'Página 1 de 1') };
};

// 29 — Pennsylvania law-firm collection letter, no suit
T.t29 = d => {
  const f = d.firm, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div style="height:3.05in;position:relative">
   <div class="c" style="border-bottom:2px solid #000;padding-bottom:4px"><div style="font-size:17pt;letter-spacing:0.12em">${up(f.name)}</div>
    <div class="i">Attorneys at Law</div><div style="font-size:8.5pt">${f.street} · ${cityLine(f)} · Tel. ${f.phone} · Payments: ${f.other[0]} · Disputes: ${f.other[1]}</div></div>
   <div style="position:absolute;right:0;top:0.95in;text-align:right;font-size:9pt">${f.attorney}, Esq.*<br>Direct e-mail: ${f.email}<br>*${f.bar}</div>
   ${windowBlock(x, '1.45in')}
  </div>
  <div>March 6, 2026</div>
  <table style="margin:8px 0"><tr><td style="vertical-align:top;padding-right:10px"><b>Re:</b></td><td>Creditor: ${p.name}<br>Account ending: 3057<br>Our File No.: ${f.fileNo}<br>Balance due: <b>${usd(d.amount)}</b></td></tr></table>
  <p>Dear Mr. ${x.last}:</p>
  <p>This firm represents ${p.name} regarding the above account. As of the date of this letter you owe <b>${usd(d.amount)}</b>, made up of principal of
  ${usd(m.asOf)} and accrued interest of ${usd(m.interest)}. Because interest may continue to accrue, the amount due on the day you pay may be greater.</p>
  <p>At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. <b>No lawsuit has been filed against you.</b>
  If the account is not resolved, our client may consider its options, which could include filing suit in the Magisterial District Court for your area.</p>
  <p>Unless you notify this office within 30 days after receiving this letter that you dispute the validity of this debt or any portion of it, this office will
  assume the debt is valid. If you notify this office in writing within 30 days that you dispute the debt, we will obtain verification of the debt and mail
  you a copy. Upon your written request within 30 days, we will provide the name and address of the original creditor, if different from the current creditor.</p>
  <p>To discuss payment arrangements please call ${f.phone} or write to ${f.email}.</p>
  <p style="margin-top:10px">Very truly yours,<br>${up(f.name)}<br><br><span class="i">${f.attorney}</span><br>${f.attorney}, Esquire</p>
  <div class="lbl" style="margin-top:10px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</div>`;
  return { html, foot: foot(f.fileNo, '', '') };
};

// 30 — Washington law-firm letter announcing a filed suit
T.t30 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const cn = c.headings.map(h => h.join(' ')).join(', ');
  const html = `
  <div style="height:3.0in;position:relative">
   <div style="border-left:5px solid #333;padding-left:8px"><div class="b" style="font-size:15pt">${f.name}</div>
    <div style="font-size:8.5pt">${f.street} · ${cityLine(f)}<br>Tel. ${f.phone} · Court filings only: ${f.other[0]}</div></div>
   <div style="position:absolute;right:0;top:0.1in;text-align:right;font-size:8.5pt">${f.attorney}<br>${f.bar}<br>${f.email}</div>
   ${windowBlock(x, '1.35in')}
  </div>
  <div>March 10, 2026</div>
  <table style="margin:8px 0"><tr><td style="vertical-align:top;padding-right:10px"><b>Re:</b></td><td><i>${p.name} v. ${person(x)}</i><br>${cn}<br>
   Case No. ${d.caseNo}<br>Our File No.: ${f.fileNo} &nbsp; · &nbsp; Account No. ending 6614</td></tr></table>
  <p>Dear Ms. ${x.last}:</p>
  <p>This firm represents ${p.name}. Please be advised that our client has filed a lawsuit against you in the ${cn}, Case No. ${d.caseNo}, to collect
  the balance of your account. The balance now due is <b>${usd(d.amount)}</b>. You have been or will be served with a Summons and Complaint.</p>
  <p>If you were served, you must respond to the Summons in writing within 20 days of service (60 days if served outside the State of Washington) or a default
  judgment may be entered against you. If judgment is entered, court costs of approximately ${usd(m.costs)} and statutory attorney fees may be added to the
  amount owed.</p>
  <p>Our client has authorized us to resolve this matter for <b>${usd(m.settle)}</b> if the payment is received in our office by April 15, 2026. Upon receipt of
  the settlement payment, the lawsuit will be dismissed. Payment plans may also be available. Please contact me at ${f.phone} or ${f.email}. Please do not send
  correspondence to the court filings address.</p>
  <p style="margin-top:10px">Sincerely,<br>${up(f.name)}<br><br><span class="i">${f.attorney}</span><br>${f.attorney}, Attorney at Law</p>
  <div class="lbl" style="margin-top:10px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.
  Washington residents: this firm is licensed as a collection agency where required.</div>`;
  return { html, foot: foot(`${f.fileNo}`, '', '') };
};

module.exports = T;
