// Templates for documents 01-10. Each returns { html, foot, css } built only from the data object d.
'use strict';
const { usd, up, person, lastFirst, cityLine, cityLineLong, cb, cell } = require('./lib');

const hl = (d, tag = 'div', cls = '') => d.court.headings.map(h => h.map(l => `<${tag} class="${cls}">${l}</${tag}>`).join('')).join('');
const foot = (l, m, r) => `<div class="foot"><span>${l}</span><span>${m}</span><span>${r}</span></div>`;

const T = {};

// 01 — Texas justice court citation, debt claim case
T.t01 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table style="width:100%"><tr>
    <td style="width:33%;vertical-align:top" class="lbl">THE STATE OF TEXAS<br>JUSTICE COURTS OF HARRIS COUNTY<br>Rule 508 — Debt Claim Case</td>
    <td class="c" style="vertical-align:top"><div class="b up" style="font-size:11pt">${hl(d)}</div>
      <div class="lbl" style="margin-top:2px">${c.street}, ${cityLine(c)} · Tel. ${c.phone} · ${c.email}</div></td>
    <td style="width:27%;vertical-align:top"><div class="box"><div class="lbl">CASE NUMBER</div><div class="b" style="font-size:11pt">${d.caseNo}</div>
      <div class="lbl" style="margin-top:3px">Date filed: 02/23/2026 &nbsp; Clerk: MV</div></div></td>
  </tr></table>
  <div class="title" style="margin:8px 0 6px 0">CITATION — DEBT CLAIM CASE</div>
  <table class="form">
    <tr>${cell('PLAINTIFF (name and address)', `<b>${up(p.name)}</b>, ${p.tail}<br>${p.street}, ${cityLine(p)}`, 'style="width:50%"')}
        ${cell('DEFENDANT (last name, first name, middle initial)', `<b style="font-size:11pt">${up(lastFirst(x))}</b>`)}</tr>
    <tr>${cell('PLAINTIFF\'S ATTORNEY (name, bar number, firm, address, telephone, e-mail)',
      `${f.attorney}, ${f.bar}<br>${f.name}<br>${f.street}, ${cityLine(f)}<br>Tel. ${f.phone} · Fax ${f.fax}<br>E-mail: ${f.email}<br>E-service: ${f.other[0]}`)}
        ${cell('ADDRESS FOR SERVICE OF DEFENDANT', `${up(x.street)}<br>${up(cityLine(x))}<br><span class="lbl">Last 3 digits of DL: n/a &nbsp; Last 3 digits of SSN: n/a</span>`)}</tr>
    <tr>${cell('AMOUNT OF CLAIM (not including court costs)', `<b style="font-size:11pt">${usd(d.amount)}</b>`)}
        ${cell('COURT COSTS PAID BY PLAINTIFF', `Filing fee ${usd(m.filing)} &nbsp; Service fee ${usd(m.service)}<br><span class="lbl">Claim plus costs: ${usd(m.total)}</span>`)}</tr>
    <tr>${cell('ACCOUNT / ORIGINAL CREDITOR', `Account no. ${d.acct} &nbsp; Original creditor: Coastal Pines Bank`)}
        ${cell('CLAIM TYPE', `${cb(true)}Debt claim (assignee) &nbsp; ${cb(false)}Small claim &nbsp; ${cb(false)}Eviction`)}</tr>
  </table>
  <div style="margin-top:8px">
  <p><b>TO THE DEFENDANT NAMED ABOVE: YOU HAVE BEEN SUED.</b> You may employ an attorney. If you or your attorney do not file a written
  answer with the Justice Court listed above within <b>14 days</b> after the day you were served with this citation and the attached
  petition, a default judgment may be taken against you. The answer must be filed in person, by mail or through the e-filing system.
  If the 14th day falls on a weekend or legal holiday, your answer is due on the next business day.</p>
  <p>The plaintiff claims you owe the amount stated above on an account assigned to it. This court may hear debt claim cases of
  not more than ${usd(m.limit)}, excluding statutory interest and court costs. You may request a jury trial. You may be entitled
  to free legal help: call 2-1-1 or visit TexasLawHelp.org.</p>
  <div class="box" style="margin:6px 0;background:#f1f1f1"><b>AVISO:</b> Usted ha sido demandado. Puede contratar a un abogado. Si usted o su
  abogado no presentan una respuesta por escrito ante este Juzgado de Paz dentro de los 14 días siguientes a la fecha en que recibió
  esta citación, se podrá dictar un fallo en rebeldía en su contra. Para ayuda en español llame al (713) 555-0116.</div>
  <p>ISSUED AND GIVEN UNDER MY HAND AND SEAL OF SAID COURT at Houston, Harris County, Texas, on March 2, 2026.</p>
  </div>
  <table style="width:100%;margin-top:14px"><tr>
    <td style="width:50%"><span class="sig">Justice of the Peace / Clerk of the Court</span></td>
    <td><span class="sig">Deputy Clerk &nbsp; (seal)</span></td></tr></table>
  <div class="box" style="margin-top:12px"><div class="b lbl" style="font-size:8pt">OFFICER'S / AUTHORIZED PERSON'S RETURN</div>
  <div class="lbl" style="line-height:1.6">Came to hand on ________ at ____ o'clock __.m. and executed in __________ County, Texas by delivering to
  the defendant in person a true copy of this citation with the attached petition on ______________ at ____ o'clock __.m.
  Not executed because: ______________________________ &nbsp; Fee: $75.00 &nbsp; Constable, Precinct 5 &nbsp; By: ________________ Deputy</div></div>`;
  return { html, foot: foot('Form JP-DC-CIT (Rev. 01/2026)', 'Harris County Justice Courts', 'Page 1 of 1') };
};

// 02 — Texas county court at law, original petition, § caption
T.t02 = d => {
  const f = d.firm, p = d.plaintiff, x = d.def, m = d.money;
  const sec = n => Array(n).fill('§').join('<br>');
  const html = `
  <div class="c b" style="margin-bottom:10px">CAUSE NO. ${d.caseNo}</div>
  <table style="width:100%"><tr>
   <td style="width:46%;vertical-align:top" class="up">${p.name},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>v.<br><br>${person(x)}<br>a/k/a ${x.aka},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
   <td style="width:8%;vertical-align:top" class="c">${sec(8)}</td>
   <td style="vertical-align:top" class="up"><br>${d.court.headings[0][0]}<br><br>${d.court.headings[0][1]}<br><br><br>${d.court.headings[1][0]}</td>
  </tr></table>
  <div class="title u" style="margin:12px 0 8px 0">PLAINTIFF'S ORIGINAL PETITION</div>
  <p>TO THE HONORABLE JUDGE OF SAID COURT:</p>
  <p>&emsp;COMES NOW ${p.name}, ${p.tail} ("Plaintiff"), and files this Original Petition against ${person(x)} a/k/a ${x.aka}
  ("Defendant"), and in support thereof would respectfully show the Court as follows:</p>
  <p>&emsp;1. <b>Discovery.</b> Plaintiff intends to conduct discovery under Level 1 of Texas Rule of Civil Procedure 190.2.</p>
  <p>&emsp;2. <b>Parties.</b> Plaintiff may be served through its undersigned counsel. Defendant is an individual residing in Travis County,
  Texas, who may be served with process at ${x.street}, ${cityLineLong(x)}, or wherever she may be found.</p>
  <p>&emsp;3. <b>Jurisdiction and venue.</b> The amount in controversy is within the jurisdictional limits of this Court. Pursuant to Rule 47(c),
  Plaintiff seeks monetary relief of ${m.limit} or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.
  Venue is proper in Travis County because Defendant resides here.</p>
  <p>&emsp;4. <b>Facts.</b> Defendant opened a credit card account ${d.acct} with Magnolia Retail Bank and used the account to make purchases.
  Defendant failed to make the payments required by the account agreement and the account was charged off on June 30, 2025. The account
  was sold and assigned to Plaintiff, which is the owner of the account. After all just offsets, payments and credits have been allowed,
  the principal balance of <b>${usd(d.amount)}</b> remains due and unpaid.</p>
  <p>&emsp;5. <b>Breach of contract and account stated.</b> Defendant's failure to pay is a breach of the account agreement, which has damaged
  Plaintiff in the amount of ${usd(d.amount)}. Plaintiff has presented the claim to Defendant more than thirty days before filing suit.</p>
  <p>&emsp;6. <b>Attorney's fees.</b> Plaintiff is entitled to recover reasonable attorney's fees under Chapter 38 of the Texas Civil Practice
  and Remedies Code, which Plaintiff estimates at ${usd(m.fees)} through trial.</p>
  <p>&emsp;WHEREFORE, Plaintiff prays that Defendant be cited to appear and answer, and that on final hearing Plaintiff have judgment against
  Defendant for (a) damages of ${usd(d.amount)}; (b) pre-judgment interest at ${m.rate} per annum; (c) attorney's fees of ${usd(m.fees)};
  (d) post-judgment interest at the lawful rate; (e) all costs of court; and (f) such other relief to which Plaintiff may be justly entitled.</p>
  <table style="width:100%;margin-top:6px"><tr><td style="width:45%"></td><td>
   Respectfully submitted,<br><b class="up">${f.name}</b><br>${f.street}<br>${cityLine(f)}<br>Tel. ${f.phone} · Fax ${f.fax}<br><br>
   By: <span class="sig i">/s/ ${f.attorney}</span><br>${f.attorney}<br>${f.bar}<br>${f.email}<br>Service e-mail: ${f.other[0]}<br>
   <b>ATTORNEYS FOR PLAINTIFF</b></td></tr></table>`;
  return { html, foot: foot('Plaintiff\'s Original Petition', '', 'Page 1 of 1') };
};

// 03 — Texas district court citation, § caption in a box, TO: block, bilingual
T.t03 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, y = d.def2, m = d.money;
  const html = `
  <div class="c b" style="font-size:12pt;letter-spacing:0.08em">THE STATE OF TEXAS</div>
  <div class="c b" style="font-size:14pt;letter-spacing:0.2em">CITATION</div>
  <div class="c" style="margin:2px 0 6px 0">CAUSE NO. <b>${d.caseNo}</b></div>
  <table style="width:100%;border:1px solid #000"><tr>
   <td style="width:47%;padding:5px" class="up">${p.name},<br>&emsp;Plaintiff,<br>vs.<br>${person(x)} and<br>${person(y)},<br>&emsp;Defendants.</td>
   <td style="width:5%" class="c">§<br>§<br>§<br>§<br>§<br>§</td>
   <td class="up b" style="padding:5px">${hl(d)}</td></tr></table>
  <div style="margin:8px 0 6px 0;padding-left:0.5in">TO: <b>${up(person(x))}</b><br>&emsp;&emsp;${up(x.street)}<br>&emsp;&emsp;${up(cityLine(x))}</div>
  <p><b>GREETINGS:</b> You have been sued. You may employ an attorney. If you or your attorney do not file a written answer with the clerk who
  issued this citation by 10:00 a.m. on the Monday next following the expiration of twenty days after you were served this citation and
  petition, a default judgment may be taken against you. In addition to filing a written answer with the clerk, you may be required to make
  initial disclosures to the other parties of this suit. These disclosures generally must be made no later than 30 days after you file your
  answer with the clerk. Find out more at TexasLawHelp.org.</p>
  <p class="i" style="border-left:2px solid #555;padding-left:6px"><b>CITACIÓN:</b> Usted ha sido demandado. Puede emplear a un abogado. Si usted o su abogado no
  presentan una respuesta por escrito ante el secretario que expidió esta citación antes de las 10:00 a.m. del lunes siguiente al vencimiento
  de veinte días después de que le entregaron esta citación y la petición, se podrá dictar una sentencia en rebeldía en su contra.
  Obtenga más información en TexasLawHelp.org.</p>
  <p>Said Plaintiff's Original Petition was filed in said Court on February 17, 2026 (e-filing envelope no. ${d.envelope}) against the
  Defendants named above, seeking recovery on a credit account of ${usd(d.amount)}, together with attorney's fees of ${usd(m.fees)}
  (total demand ${usd(m.total)}), pre- and post-judgment interest and all costs of suit, as more fully shown by the petition accompanying this citation.</p>
  <p>ISSUED AND GIVEN under my hand and seal of said Court at Dallas, Texas, on February 19, 2026.</p>
  <table style="width:100%"><tr>
   <td style="width:52%;vertical-align:top" class="lbl" >ATTORNEY FOR PLAINTIFF<br><span style="font-size:${d.bodyPt}pt">${f.attorney}<br>${f.bar}<br>${f.name}<br>${f.street}<br>${cityLine(f)}<br>${f.phone} · ${f.email}</span></td>
   <td style="vertical-align:top" class="lbl">${up(c.clerk)}, DISTRICT CLERK<br><span style="font-size:${d.bodyPt}pt">${c.street}<br>${cityLine(c)}<br>${c.phone} · ${c.email}</span><br><br>
   <span class="sig">By: J. Okonkwo, Deputy</span></td></tr></table>
  <div class="box" style="margin-top:8px"><div class="b lbl" style="font-size:8pt">OFFICER'S RETURN</div>
  <div class="lbl" style="line-height:1.55">Cause No. ${d.caseNo} · 116th Civil District Court · Pinnacle Ridge Bank, N.A. vs. Bell<br>
  Came to hand on the ____ day of ________, 2026, at ____ o'clock __.m., and executed in ______________ County, Texas by delivering to each of the within named
  defendants in person a true copy of this citation together with the accompanying copy of the petition, at the following times and places:
  ________________________________________________. &nbsp; For serving citation $75.00 &nbsp; For mileage $_____ &nbsp; Total $_____
  <br>_________________________ Sheriff / Constable / Authorized Person, ______________ County, Texas &nbsp;&nbsp; By: _____________________ Deputy</div></div>`;
  return { html, foot: foot('CIT-DC (Rev. 2025)', 'Dallas County District Clerk', 'ORIGINAL') };
};

// 04 — Cook County municipal summons, boxed
T.t04 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table style="width:100%"><tr><td class="lbl" style="vertical-align:top">Hearing Date: 4/14/2026 9:30 AM<br>Location: Courtroom 1402<br>Judge: Calendar, 4</td>
  <td class="lbl r" style="vertical-align:top">FILED<br>3/3/2026 10:14 AM<br>CLERK OF THE CIRCUIT COURT<br>COOK COUNTY, IL<br>${d.caseNo}<br>Envelope ${d.envelope}</td></tr></table>
  <div class="c b up" style="font-size:11pt;margin:2px 0 6px 0">${hl(d)}</div>
  <table class="form">
   <tr>${cell('Name of Plaintiff(s)', `<b>${up(p.name)}</b>`, 'style="width:62%"')}${cell('Case Number', `<b>${d.caseNo}</b>`)}</tr>
   <tr>${cell('v. &nbsp; Name of Defendant(s)', `<b>${up(person(x))}</b>`)}${cell('Amount Claimed', `<b>${usd(d.amount)}</b> <span class="lbl">plus costs</span>`)}</tr>
   <tr>${cell('Address of Defendant(s) for service', `${x.street}<br>${cityLine(x)}`)}${cell('Return Date', '4/14/2026 &nbsp; 9:30 a.m.')}</tr>
  </table>
  <div class="title" style="margin:6px 0 4px 0">${cb(true)}SUMMONS &nbsp; ${cb(false)}ALIAS SUMMONS</div>
  <p>To each Defendant: <b>YOU ARE SUMMONED</b> and required to file your appearance, in the office of the Clerk of this Court, within the time
  stated below. <b>IF YOU FAIL TO DO SO, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE RELIEF ASKED IN THE COMPLAINT</b>, a copy
  of which is attached.</p>
  <table class="form" style="margin-bottom:5px"><tr><td>
   <div class="lbl">To file your written appearance/answer YOU DO NOT NEED TO COME TO THE COURTHOUSE. File electronically at the location checked below:</div>
   ${cb(true)}District 1 — ${c.street}, ${cityLine(c)}<br>
   ${cb(false)}District 2 — 5600 Old Orchard Commons, Skokie, IL 60077 &nbsp; ${cb(false)}District 3 — 2121 Euclid Crest, Rolling Meadows, IL 60008<br>
   ${cb(false)}District 4 — 1500 Maybrook Crossing, Maywood, IL 60153 &nbsp; ${cb(false)}District 5 — 10220 S. 76th Commons, Bridgeview, IL 60455<br>
   ${cb(false)}District 6 — 16501 S. Kedzie Commons, Markham, IL 60428 &nbsp; <span class="lbl">Clerk's office tel. ${c.phone}</span></td></tr></table>
  <p><b>E-filing is mandatory</b> for documents in civil cases with limited exemptions. To e-file, you must first create an account with an e-filing
  service provider. If you cannot e-file, you may be able to get an exemption. The filing fee for an appearance is set by statute; the plaintiff's
  filing fee in this case was ${usd(m.filing)} and the sheriff's service fee ${usd(m.service)}. You may be able to get a fee waiver.</p>
  <p>Your appearance date is the Return Date shown above. You must file your appearance on or before that date. A remote appearance by video
  may be available: call the courtroom for the meeting ID. The officer or other person to whom this summons is given for service shall
  endorse the date of service; this summons may not be served later than 30 days after its date.</p>
  <table class="form" style="margin-top:4px">
   <tr>${cell('Atty. No.', f.bar.replace(/^.*No\. /, ''), 'style="width:18%"')}${cell('Name', f.attorney, 'style="width:32%"')}${cell('Atty. for', 'Plaintiff')}</tr>
   <tr>${cell('Firm', f.name)}${cell('Address', f.street)}${cell('City / State / Zip', cityLine(f))}</tr>
   <tr>${cell('Telephone', f.phone)}${cell('Primary Email', f.email)}${cell('Secondary Email', f.other[0])}</tr>
  </table>
  <table style="width:100%;margin-top:14px"><tr><td style="width:55%"><span class="sig">Witness: &nbsp; Clerk of Court &nbsp; 3/3/2026</span></td>
  <td class="lbl">Date of service: ____________<br>(To be inserted by officer on copy left with defendant or other person)</td></tr></table>`;
  return { html, foot: foot('CCM N001 A (Rev. 02/26)', 'Clerk of the Circuit Court of Cook County, Illinois', 'Page 1 of 1') };
};

// 05 — DuPage small claims complaint, ")" caption, labelled address line
T.t05 = d => {
  const f = d.firm, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div class="c b up" style="font-size:12pt;line-height:1.35">${hl(d)}</div>
  <table style="width:100%;margin-top:14px"><tr>
   <td style="width:52%;vertical-align:top" class="up">${p.name},<br>&emsp;&emsp;Plaintiff,<br><br>&emsp;v.<br><br>${person(x)},<br>&emsp;&emsp;Defendant.</td>
   <td style="width:4%;vertical-align:top">)<br>)<br>)<br>)<br>)<br>)<br>)</td>
   <td style="vertical-align:top"><br>Case No. <b>${d.caseNo}</b><br><br>Amount claimed: ${usd(d.amount)}<br>plus costs</td></tr></table>
  <div style="margin:10px 0 4px 0"><span class="lbl">DEFENDANT'S ADDRESS:</span> ${x.street}, ${cityLine(x)}</div>
  <div class="title u" style="margin:12px 0 10px 0">SMALL CLAIMS COMPLAINT</div>
  <p>&emsp;Plaintiff, ${p.name}, by its attorneys, ${f.name}, complains of Defendant, ${person(x)}, as follows:</p>
  <p>&emsp;1. Plaintiff is the assignee and current owner of a consumer credit account originally issued by Prairie State Card Services, account
  number ending ${d.acct}, Plaintiff's reference no. ${d.ref}.</p>
  <p>&emsp;2. Defendant used the account and agreed to repay all charges made on it. Defendant defaulted, and after all payments and credits
  were applied the account has a balance due of <b>${usd(d.amount)}</b>.</p>
  <p>&emsp;3. Plaintiff has demanded payment, but Defendant has failed and refused to pay the balance due.</p>
  <p>&emsp;4. This claim does not exceed the small claims limit of ${usd(m.limit)}, exclusive of interest and costs, and Defendant resides in
  DuPage County, Illinois.</p>
  <p>&emsp;WHEREFORE, Plaintiff prays for judgment against Defendant in the amount of ${usd(d.amount)}, plus costs of suit
  (${usd(m.costs)} filing and service fees advanced by Plaintiff), and such further relief as the Court deems just.</p>
  <p style="margin-top:10px">Under penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies
  that the statements set forth in this instrument are true and correct.</p>
  <table style="width:100%;margin-top:14px"><tr><td style="width:50%;vertical-align:top">
   ${f.name}<br>${f.attorney}, ${f.bar}<br>${f.street}<br>${cityLine(f)}<br>Tel. ${f.phone}<br>${f.email}<br>Docketing: ${f.other[0]}<br>Attorneys for Plaintiff</td>
   <td style="vertical-align:top"><br><br><span class="sig">${f.attorney}, one of Plaintiff's attorneys</span><br><br>Dated: March 5, 2026</td></tr></table>
  <div class="box lbl" style="margin-top:14px">NOTICE: The return date and courtroom will be shown on the summons served with this complaint. Court information:
  ${d.court.street}, ${cityLine(d.court)}, tel. ${d.court.phone}.</div>`;
  return { html, foot: foot('SC Complaint — 18th Judicial Circuit', '', `${d.caseNo}`) };
};

// 06 — Winnebago LM complaint, interest separate, service block
T.t06 = d => {
  const f = d.firm, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div class="c b up" style="line-height:1.4">${d.court.headings[0].map(l => `<div>${l}</div>`).join('')}<div>${d.court.headings[1][0]}</div></div>
  <table style="width:100%;margin-top:12px"><tr>
   <td style="width:55%;vertical-align:top">${up(p.name)},<br>&emsp;&emsp;Plaintiff,<br>&emsp;vs.<br>${up(person(x))},<br>&emsp;&emsp;Defendant.</td>
   <td style="width:4%;vertical-align:top">)<br>)<br>)<br>)<br>)</td>
   <td style="vertical-align:top"><br>No. ${d.caseNo}<br><br>Return date: 4/20/2026</td></tr></table>
  <div class="title" style="margin:14px 0 10px 0">COMPLAINT</div>
  <p>&emsp;Now comes the Plaintiff, ${up(p.name)}, by its attorneys, ${f.name}, and for its Complaint against the Defendant states:</p>
  <p>&emsp;1. Plaintiff extended credit to Defendant on an installment loan account ending 2093.</p>
  <p>&emsp;2. Defendant defaulted under the terms of the account. There is now due and owing from Defendant to Plaintiff the principal sum
  of <b>${usd(d.amount)}</b>.</p>
  <p>&emsp;3. In addition, accrued contractual interest through February 28, 2026 in the sum of ${usd(m.interest)} is due, for a total of
  ${usd(m.total)}.</p>
  <p>&emsp;4. Plaintiff has made demand for payment, and Defendant has failed to pay.</p>
  <p>&emsp;WHEREFORE, Plaintiff prays for judgment against the Defendant in the principal amount of ${usd(d.amount)}, plus interest of
  ${usd(m.interest)}, plus costs of suit.</p>
  <table style="width:100%;margin-top:10px"><tr><td style="width:50%"></td><td>${up(p.name)}<br><br>By: <span class="sig">One of its Attorneys</span></td></tr></table>
  <div style="margin-top:12px">${f.name}<br>${f.attorney} — ${f.bar}<br>${f.street}<br>${cityLine(f)}<br>${f.phone}<br>${f.email}</div>
  <div class="lbl" style="margin-top:4px">Payments may be made online or sent to ${f.other[0]}. Do not send correspondence regarding the lawsuit to this address.</div>
  <div class="box" style="margin-top:14px"><b>PLEASE SERVE:</b><br>${up(person(x))}<br>${up(x.street)}<br>${up(cityLine(x))}<br>
  <span class="lbl">Sheriff of Winnebago County — service fee advanced by plaintiff</span></div>
  <div class="lbl" style="margin-top:12px">This communication is from a debt collector. This is an attempt to collect a debt and any information
  obtained will be used for that purpose.</div>`;
  return { html, foot: foot('', `${d.caseNo} — Page 1`, '') };
};

// 07 — Franklin County Municipal Court complaint, addresses in ")" caption
T.t07 = d => {
  const f = d.firm, p = d.plaintiff, x = d.def, m = d.money;
  const paren = Array(10).fill(')').join('<br>');
  const html = `
  <div class="c b up" style="font-size:12pt">${d.court.headings.map(h => h.join(' ')).join(', ')}</div>
  <table style="width:100%;margin-top:14px"><tr>
   <td style="width:50%;vertical-align:top">${up(p.name)}<br>${p.street}<br>${cityLine(p)}<br>&emsp;&emsp;&emsp;Plaintiff,<br>&emsp;v.<br>
     ${up(person(x))}<br>${x.street}<br>${cityLine(x)}<br>&emsp;&emsp;&emsp;Defendant.</td>
   <td style="width:4%;vertical-align:top">${paren}</td>
   <td style="vertical-align:top"><br>CASE NO. ${d.caseNo}<br><br>JUDGE ____________________<br><br><b>COMPLAINT ON ACCOUNT</b></td></tr></table>
  <p style="margin-top:16px">&emsp;Now comes Plaintiff, ${p.name}, by and through counsel, and for its Complaint against Defendant states as follows:</p>
  <p>&emsp;1. Defendant applied for and received a revolving credit account from Plaintiff, account no. ending ${d.acct}.</p>
  <p>&emsp;2. Defendant used the account and thereafter defaulted by failing to make the required payments. A copy of the account
  statement is attached as Exhibit A.</p>
  <p>&emsp;3. There is due and owing to Plaintiff from Defendant the sum of <b>${usd(d.amount)}</b> on said account, with interest at the
  rate of ${m.rate} per annum from November 2, 2025.</p>
  <p>&emsp;4. Plaintiff has demanded payment from Defendant, but Defendant has failed to pay the amount due.</p>
  <p>&emsp;WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${usd(d.amount)}, plus interest at ${m.rate} per annum from
  November 2, 2025, and the costs of this action.</p>
  <table style="width:100%;margin-top:10px"><tr><td style="width:48%"></td><td>Respectfully submitted,<br><br>
   <span class="i">/s/ ${f.attorney}</span><br>${f.attorney} ${f.bar}<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>
   Phone: ${f.phone} · Fax: ${f.fax}<br>Email: ${f.email}<br><i>Counsel for Plaintiff</i></td></tr></table>
  <div class="box" style="margin-top:14px"><b>INSTRUCTIONS FOR SERVICE</b><br>To the Clerk: Please serve the Defendant with a copy of the Summons
  and Complaint by certified mail, return receipt requested, at the address listed in the caption above.</div>
  <div style="margin-top:8px;font-size:${d.labelPt}pt">Exhibit A — Account summary: last statement date 10/31/2025 · statement balance ${usd(d.amount)} ·
  payments since charge-off $0.00 · court costs deposit $139.00 (not part of claim)</div>`;
  return { html, foot: foot('', 'Franklin County Municipal Court — Civil Division', '') };
};

// 08 — Cuyahoga County Common Pleas summons, boxed, TO: box
T.t08 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table style="width:100%"><tr><td style="vertical-align:top"><div class="b" style="font-size:13pt">SUMMONS IN A CIVIL ACTION</div>
   <div class="b up" style="font-size:11pt">${hl(d)}</div>
   <div class="lbl">${up(c.clerk)}, CLERK OF COURTS · ${c.street}, ${cityLine(c)}</div></td>
   <td style="width:34%;vertical-align:top"><table class="form">
    <tr>${cell('CASE NO.', `<b>${d.caseNo}</b>`)}</tr><tr>${cell('JUDGE', 'HON. ANGELA R. DIMARCO')}</tr><tr>${cell('SUMMONS NO.', '48211730 &nbsp; CM')}</tr></table></td></tr></table>
  <table class="form" style="margin-top:6px">
   <tr>${cell('PLAINTIFF', `<b>${up(p.name)}</b><br>${p.street}<br>${cityLine(p)}`, 'style="width:50%"')}
       ${cell('DEFENDANT', `<b>${up(person(x))}</b>`)}</tr>
   <tr><td colspan="2" style="padding:6px 8px">
    <table style="width:100%"><tr><td style="width:50%;vertical-align:top">
     <div class="lbl">TO:</div><div class="box" style="width:3.1in;font-size:10.5pt;line-height:1.3">${up(person(x))}<br>${up(x.street)}<br>${up(cityLine(x))}</div></td>
     <td style="vertical-align:top"><div class="lbl">PLAINTIFF'S ATTORNEY</div>${f.attorney} ${f.bar}<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>${f.phone}<br>${f.email}</td></tr></table>
   </td></tr>
  </table>
  <p style="margin-top:8px">You have been named defendant in a complaint (copy attached hereto) filed in Cuyahoga County Court of Common Pleas,
  ${c.street}, ${cityLine(c)}, by the plaintiff named herein.</p>
  <p>You are hereby summoned and required to answer the complaint within <b>28 days</b> after service of this summons upon you, exclusive of
  the day of service. Said answer is required to be served on Plaintiff's attorney (address shown above). Your original answer must be filed
  with the Clerk of this Court within three (3) days after service of a copy of the answer on the plaintiff's attorney.</p>
  <p><b>If you fail to appear and defend, judgment by default will be rendered against you for the relief demanded in the complaint.</b></p>
  <table class="form" style="margin:6px 0">
   <tr>${cell('AMOUNT OF CLAIM STATED IN COMPLAINT', `<b>${usd(d.amount)}</b>`)}${cell('DEPOSIT FOR COSTS', usd(m.deposit))}${cell('E-FILING CONFIRMATION NO.', d.envelope)}</tr>
   <tr>${cell('DATE FILED', 'February 26, 2026')}${cell('DATE ISSUED', 'March 2, 2026')}${cell('CLERK E-MAIL (no filings)', c.email)}</tr>
   <tr><td colspan="3"><div class="lbl">METHOD OF SERVICE</div>${cb(true)}Certified mail &nbsp; ${cb(false)}Personal &nbsp; ${cb(false)}Residential &nbsp; ${cb(false)}Ordinary mail &nbsp; ${cb(false)}Publication</td></tr>
  </table>
  <p>Contact the Clerk's office at ${c.phone} for information about filing. The Clerk cannot give legal advice.</p>
  <table style="width:100%;margin-top:16px"><tr><td style="width:50%"><span class="sig">${up(c.clerk)}, Clerk of Courts</span></td>
  <td><span class="sig">By: Deputy Clerk</span></td></tr></table>`;
  return { html, foot: foot('CMSN130', 'Summons — Common Pleas', 'Page 1 of 1') };
};

// 09 — Akron Municipal Court small claims notice of suit, boxed, two defendants
T.t09 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, y = d.def2, m = d.money;
  const html = `
  <div class="c b up" style="font-size:11.5pt;line-height:1.35">${hl(d)}</div>
  <div class="c lbl">${c.street}, ${cityLine(c)} · Small Claims Office ${c.phone}</div>
  <div class="title" style="margin:8px 0 6px 0">NOTICE OF SUIT AND HEARING — SMALL CLAIMS</div>
  <table class="form">
   <tr>${cell('PLAINTIFF', `<b>${up(p.name)}</b><br>${p.street}, ${cityLine(p)}`, 'style="width:55%"')}${cell('CASE NUMBER', `<b>${d.caseNo}</b>`)}</tr>
   <tr>${cell('DEFENDANT 1', `<b>${up(person(x))}</b>`)}${cell('DEFENDANT 2', `<b>${up(person(y))}</b>`)}</tr>
   <tr><td colspan="2"><span class="lbl">DEFENDANT'S ADDRESS:</span> ${x.street}, ${cityLine(x)}</td></tr>
   <tr>${cell('AMOUNT OF CLAIM', `<b>${usd(d.amount)}</b>`)}${cell('FILING FEE PAID', usd(m.filing))}</tr>
   <tr>${cell('HEARING', 'Tuesday, April 21, 2026 at 1:30 p.m. — Courtroom 6B')}${cell('MAGISTRATE', 'Small Claims Magistrate, Room 620')}</tr>
  </table>
  <div style="margin-top:8px">
  <p><b>TO THE DEFENDANT(S):</b> The plaintiff has filed a small claims complaint against you, a copy of which is attached. The plaintiff
  claims that you owe ${usd(d.amount)} for dental services provided and not paid, plus interest at the statutory rate from the date of
  judgment and court costs.</p>
  <p>You are not required to file a written answer. You <b>must appear</b> at the hearing shown above. If you do not appear, judgment may be
  entered against you for the amount claimed. If you believe you do not owe the money, bring your witnesses, receipts and other papers to the
  hearing. If the plaintiff owes you money, you may file a counterclaim at least seven days before the hearing.</p>
  <p>Small claims cases are limited to claims of not more than ${usd(m.limit)}. You may be represented by an attorney but are not required to be.
  Interpreters are available on request — call the small claims office.</p>
  </div>
  <table class="form" style="margin-top:6px">
   <tr>${cell('ATTORNEY FOR PLAINTIFF (name, registration no., address, telephone, e-mail)',
     `${f.attorney} ${f.bar} · ${f.name} · ${f.street}, ${cityLine(f)} · ${f.phone} · ${f.email}`)}</tr>
  </table>
  <table class="form" style="margin-top:6px">
   <tr>${cell('CERTIFIED MAIL SERVICE', `Article no. 9214 8901 0661 5400 0137 22 &nbsp; Date mailed: 03/04/2026`, 'style="width:60%"')}${cell('CLERK OF COURTS', '<span class="sig">Deputy Clerk</span>')}</tr>
  </table>
  <div class="lbl" style="margin-top:8px">Americans with Disabilities Act: If you need an accommodation to attend court, contact the Court Administrator at least 5 days before the hearing.</div>`;
  return { html, foot: foot('AMC-SC-2 (01/2026)', 'Akron Municipal Court', 'Page 1 of 1') };
};

// 10 — Michigan 36th District Court summons, MC 01 style, no attorney e-mail
T.t10 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table class="form">
   <tr><td style="width:20%" class="lbl">Approved, SCAO</td>
    <td class="c" style="width:40%"><div class="lbl">${up(c.pre)}</div><div class="b up">${c.headings[0][0]}</div><div class="b up">${c.headings[1][0]}</div></td>
    <td class="c" style="width:18%"><div class="b" style="font-size:12pt;margin-top:6px">SUMMONS</div></td>
    <td>${''}<div class="lbl">CASE NO.</div><div class="b" style="font-size:11pt">${d.caseNo}</div></td></tr>
   <tr><td colspan="3"><div class="lbl">Court address</div>${c.street}, ${cityLine(c)}</td><td><div class="lbl">Court telephone no.</div>${c.phone}</td></tr>
  </table>
  <table class="form" style="border-top:none">
   <tr>${cell('Plaintiff\'s name(s), address(es), and telephone no(s).', `${up(p.name)}<br>${p.street}<br>${cityLine(p)}`, 'style="width:46%;height:0.9in"')}
    <td class="c" style="width:8%;vertical-align:middle;font-weight:bold">v</td>
    ${cell('Defendant\'s name(s), address(es), and telephone no(s).', `${up(person(x))}<br>${up(x.street)}<br>${up(cityLine(x))}`)}</tr>
   <tr>${cell('Plaintiff\'s attorney, bar no., address, and telephone no.', `${f.attorney} (${f.bar})<br>${f.name}<br>${f.street}<br>${cityLine(f)}<br>${f.phone}`)}
    <td colspan="2" style="vertical-align:top"><div class="lbl">Instructions: Check the items below that apply to you and provide any required information.</div>
     <div style="font-size:8pt;line-height:1.35">${cb(false)}This case involves a minor who is under the continuing jurisdiction of another Michigan court.<br>
     ${cb(true)}There is no other pending or resolved civil action arising out of the same transaction or occurrence as alleged in the complaint.<br>
     ${cb(false)}A civil action between these parties or other parties arising out of the transaction alleged in the complaint has been previously filed.<br>
     ${cb(false)}This is a business case in which all or part of the action includes a business or commercial dispute.</div></td></tr>
   <tr><td colspan="3"><div class="lbl">Summary of claim (from complaint)</div>Account stated / credit card ending 3391. Plaintiff claims ${usd(d.amount)}
    plus costs and statutory interest. Filing fee paid: ${usd(m.filing)}.</td></tr>
  </table>
  <div class="b" style="margin:8px 0 4px 0">NOTICE TO THE DEFENDANT: In the name of the people of the State of Michigan you are notified:</div>
  <p>1. You are being sued.</p>
  <p>2. <b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on
  the other party or take other lawful action with the court (<b>28 days</b> if you were served by mail or you were served outside this state).</p>
  <p>3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</p>
  <p>4. If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you
  fully participate in court proceedings, please contact the court immediately to make arrangements.</p>
  <table class="form" style="margin-top:6px"><tr>${cell('Issue date', '03/02/2026')}${cell('Expiration date*', '06/01/2026')}${cell('Court clerk', '<span class="i">L. Abernathy</span>')}</tr></table>
  <div class="lbl" style="margin-top:3px">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court.</div>
  <table class="form" style="margin-top:10px"><tr><td><div class="b lbl" style="font-size:8pt">PROOF OF SERVICE</div>
   <div class="lbl" style="line-height:1.7">${cb(false)}OFFICER CERTIFICATE &nbsp; ${cb(false)}AFFIDAVIT OF PROCESS SERVER &nbsp; I served ${cb(false)}personally ${cb(false)}by registered or certified mail
   a copy of the summons and complaint on: __________________________ at ________________________________ on ____________ (date).
   Service fee $________ &nbsp; Miles traveled ______ &nbsp; Mileage fee $______ &nbsp; Total fee $______ &nbsp; Signature _________________</div></td></tr></table>`;
  return { html, foot: foot('MC 01 (9/19) SUMMONS', 'MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105', 'Page 1 of 1') };
};

module.exports = T;
