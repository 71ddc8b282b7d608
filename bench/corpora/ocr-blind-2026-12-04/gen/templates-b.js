// Templates for documents 11-20. Each returns { html, foot, css } built only from the data object d.
'use strict';
const { usd, up, person, lastFirst, cityLine, cityLineLong, cb, cell } = require('./lib');

const hl = (d, tag = 'div', cls = '') => d.court.headings.map(h => h.map(l => `<${tag} class="${cls}">${l}</${tag}>`).join('')).join('');
const foot = (l, m, r) => `<div class="foot"><span>${l}</span><span>${m}</span><span>${r}</span></div>`;

const T = {};

// 11 — Michigan small claims affidavit and claim, self-represented business
T.t11 = d => {
  const c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table class="form">
   <tr><td style="width:17%" class="lbl">Approved, SCAO</td>
    <td class="c" style="width:41%"><div class="lbl">${up(c.pre)}</div><div class="b up">${c.headings[0][0]}</div><div class="b up">${c.headings[1][0]}</div></td>
    <td class="c" style="width:22%"><div class="b" style="margin-top:3px">AFFIDAVIT AND CLAIM</div><div class="b">SMALL CLAIMS</div></td>
    <td><div class="lbl">CASE NO.</div><div class="b" style="font-size:11pt">${d.caseNo}</div></td></tr>
   <tr><td colspan="3"><div class="lbl">Court address</div>${c.street}, ${cityLine(c)}</td><td><div class="lbl">Court telephone no.</div>${c.phone}</td></tr>
  </table>
  <table class="form" style="border-top:none">
   <tr>${cell('Plaintiff\'s name, address, and telephone no.', `${up(p.name)}<br>${p.street}<br>${cityLine(p)}<br>(248) 555-0152 · ${p.email}`, 'style="width:50%;height:1in"')}
    ${cell('Defendant\'s name, address, and telephone no.', `${up(person(x))}<br>${up(x.street)}<br>${up(cityLine(x))}<br>Tel. unknown`)}</tr>
  </table>
  <div class="b" style="margin:6px 0 3px 0">PLAINTIFF'S AFFIDAVIT AND CLAIM</div>
  <p>1. The defendant owes me <b>${usd(d.amount)}</b> (not more than ${usd(m.limit)}) for the following reasons: unpaid balance for orthodontic
  treatment under signed financial agreement dated 03/11/2024 (patient account 55-2291). Last payment received 07/14/2025.</p>
  <p>2. The claim arose on or about 08/01/2025 in the ${c.city}, Michigan area. ${cb(true)}The defendant lives or does business in this district.
  ${cb(true)}The claim arose in this district.</p>
  <p>3. I have not filed more than 5 small claims in this court during this calendar year.</p>
  <p>4. <b>I understand that</b> I give up the right to a jury trial and to appeal, unless the case is heard by a magistrate; that neither party
  can be represented by an attorney in the small claims division; and that the rules of evidence do not apply.</p>
  <table class="form" style="margin:4px 0 6px 0"><tr>${cell('Date', '03/06/2026', 'style="width:20%"')}
    ${cell('Plaintiff\'s signature (business: name and title of authorized employee)', `<span class="i">${p.agent}</span> for ${p.name}`)}</tr></table>
  <div class="box" style="background:#f2f2f2"><div class="b">NOTICE TO DEFENDANT</div>
  <div style="font-size:9pt;line-height:1.3">1. You are being sued by the plaintiff for the amount shown above. 2. You must appear in court on the date and time
  shown below or judgment may be entered against you. 3. You may request that this case be removed to the general civil division, where an attorney
  may represent you. 4. If you have a claim against the plaintiff, you may file a counterclaim of not more than ${usd(m.limit)}.</div></div>
  <table class="form" style="margin-top:6px">
   <tr>${cell('HEARING DATE', 'Thursday, 04/16/2026')}${cell('TIME', '9:00 a.m.')}${cell('LOCATION', 'Courtroom B, ' + c.street + ', ' + c.city)}</tr>
   <tr>${cell('Filing fee', usd(m.filing))}${cell('Service fee', usd(m.service))}${cell('Costs', 'If plaintiff wins, costs may be added to the judgment.')}</tr>
  </table>
  <table class="form" style="margin-top:6px"><tr><td><div class="b lbl" style="font-size:8pt">CERTIFICATE OF MAILING</div>
   <div class="lbl" style="line-height:1.6">I certify that on this date I mailed a copy of this affidavit and claim to the defendant by ${cb(true)}certified mail, return receipt requested
   and delivery restricted to the addressee, at the address stated above. Date: __________ &nbsp; Court clerk: ______________________</div></td></tr></table>
  <div class="lbl" style="margin-top:6px">If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter,
  please contact the court immediately. Hablamos español: pida un intérprete.</div>`;
  return { html, foot: foot('DC 84 (3/26) AFFIDAVIT AND CLAIM, SMALL CLAIMS', 'MCL 600.8401 et seq.', 'Page 1 of 1') };
};

// 12 — Kent County circuit court complaint, Michigan caption box with attorney block
T.t12 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div class="c b up" style="line-height:1.4">${c.pre}<br>${c.headings[0][0]}</div>
  <table style="width:100%;border:1px solid #000;margin-top:8px">
   <tr><td style="width:56%;border-right:1px solid #000;padding:6px;vertical-align:top">${up(p.name)},<br>${p.tail},<br>&emsp;&emsp;Plaintiff,<br>v<br>
     ${up(person(x))}<br>${x.street}<br>${cityLine(x)},<br>&emsp;&emsp;Defendant.</td>
    <td style="padding:6px;vertical-align:top">Case No. ${d.caseNo}<br><br>Hon. Paul J. Sundstrom<br><br><b>COMPLAINT</b></td></tr>
   <tr><td colspan="2" style="border-top:1px solid #000;padding:6px">${f.attorney} ${f.bar}<br>${up(f.name)}<br>Attorneys for Plaintiff<br>
     ${f.street}<br>${cityLine(f)}<br>${f.phone}<br>${f.email} · ${f.other[0]}</td></tr></table>
  <div class="c i" style="margin:8px 0;font-size:9pt">There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint.</div>
  <p>&emsp;Plaintiff, ${p.name}, by its attorneys, ${f.name}, states for its Complaint against Defendant:</p>
  <div class="c b" style="margin:4px 0">PARTIES, JURISDICTION AND VENUE</div>
  <p>&emsp;1. Plaintiff is a Michigan limited liability company with its principal office at ${p.street}, ${cityLine(p)}.</p>
  <p>&emsp;2. Defendant is an individual who resides in the City of ${x.city}, Kent County, Michigan.</p>
  <p>&emsp;3. The amount in controversy exceeds ${usd(m.limit)}, exclusive of interest, costs and attorney fees, and this Court has jurisdiction
  under MCL 600.605. Venue is proper in Kent County under MCL 600.1621.</p>
  <div class="c b" style="margin:4px 0">COUNT I — BREACH OF RETAIL INSTALLMENT CONTRACT</div>
  <p>&emsp;4. On June 3, 2023, Defendant signed a retail installment sale contract for the purchase of a 2021 Ram 1500 pickup, which was assigned
  to Plaintiff.</p>
  <p>&emsp;5. Defendant defaulted by failing to make the monthly payments. Plaintiff repossessed the vehicle and, after notice to Defendant, sold it
  at a commercially reasonable public sale for ${usd(m.sale)}, which was applied to the balance.</p>
  <p>&emsp;6. After application of the sale proceeds and all credits, a deficiency of <b>${usd(d.amount)}</b> remains due and owing.</p>
  <p>&emsp;WHEREFORE, Plaintiff requests judgment against Defendant in the amount of ${usd(d.amount)}, together with interest as allowed by law,
  costs and reasonable attorney fees as provided in the contract.</p>
  <table style="width:100%;margin-top:6px"><tr><td style="width:50%">Dated: March 4, 2026</td><td>
   ${up(f.name)}<br><span class="sig i">/s/ ${f.attorney}</span><br>${f.attorney} ${f.bar}<br>Attorneys for Plaintiff</td></tr></table>`;
  return { html, foot: foot('', 'Complaint', '1') };
};

// 13 — North Carolina district court complaint
T.t13 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table style="width:100%"><tr><td style="width:50%">STATE OF NORTH CAROLINA</td><td class="up">${c.headings[0][0]}</td></tr>
   <tr><td class="up">County of ${c.county}</td><td class="up">${c.headings[1][0]}</td></tr>
   <tr><td></td><td>File No. ${d.caseNo}</td></tr></table>
  <table style="width:100%;margin-top:14px"><tr>
   <td style="width:50%;border-right:1px solid #000;border-bottom:1px solid #000;padding-bottom:6px">${up(p.name)},<br>&emsp;&emsp;&emsp;Plaintiff,<br><br>&emsp;&emsp;v.<br><br>${up(person(x))},<br>&emsp;&emsp;&emsp;Defendant.</td>
   <td class="c b" style="vertical-align:middle">COMPLAINT<br><span style="font-weight:normal">(Money Owed — Breach of Contract)</span></td></tr></table>
  <p style="margin-top:14px">&emsp;NOW COMES Plaintiff, complaining of Defendant, and alleges and says:</p>
  <p>&emsp;1. Plaintiff is a limited liability company organized and existing under the laws of the State of North Carolina, with its principal
  office at ${p.street}, ${cityLine(p)}.</p>
  <p>&emsp;2. Upon information and belief, Defendant ${person(x)} is a citizen and resident of ${c.county} County, North Carolina, residing at
  ${x.street}, ${cityLine(x)}.</p>
  <p>&emsp;3. This Court has jurisdiction over the parties and the subject matter, and venue is proper in ${c.county} County.</p>
  <p>&emsp;4. On or about April 18, 2023, Defendant executed a promissory note and security agreement in favor of Plaintiff (the "Note").
  A copy of the Note is attached as Exhibit 1 and incorporated by reference.</p>
  <p>&emsp;5. Defendant defaulted under the Note by failing to make the payments when due. Plaintiff has accelerated the balance, and there is
  now due and owing from Defendant to Plaintiff the principal sum of <b>${usd(d.amount)}</b>.</p>
  <p>&emsp;6. The Note provides for interest at the contract rate of ${m.rate} per annum after default.</p>
  <p>&emsp;7. The Note provides for the payment of reasonable attorneys' fees upon default. Pursuant to N.C.G.S. § 6-21.2, Plaintiff gave Defendant
  written notice that the attorneys' fee provisions would be enforced if the balance was not paid within five days. Defendant did not pay.
  Plaintiff is entitled to attorneys' fees of fifteen percent (15%) of the outstanding balance, or ${usd(m.fees)}.</p>
  <p>&emsp;WHEREFORE, Plaintiff prays the Court: (1) that Plaintiff have and recover of Defendant the principal sum of ${usd(d.amount)};
  (2) interest at the rate of ${m.rate} per annum from September 1, 2025 until paid; (3) attorneys' fees of ${usd(m.fees)} (principal and fees
  together ${usd(m.total)}); (4) the costs of this action; and (5) such other relief as the Court deems just and proper.</p>
  <p>&emsp;This the 2nd day of March, 2026.</p>
  <table style="width:100%;margin-top:4px"><tr><td style="width:46%"></td><td>${up(f.name)}<br><br><span class="sig i">/s/ ${f.attorney}</span><br>
   ${f.attorney}<br>${f.bar}<br>${f.street}<br>${cityLine(f)}<br>Telephone: ${f.phone}<br>${f.email}<br>E-service: ${f.other[0]}<br><i>Attorney for Plaintiff</i></td></tr></table>`;
  return { html, foot: foot('', '', '') };
};

// 14 — North Carolina magistrate summons (small claims), AOC-style boxes
T.t14 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, y = d.def2, m = d.money;
  const html = `
  <table class="form">
   <tr><td style="width:38%"><div class="b">STATE OF NORTH CAROLINA</div><div class="lbl" style="margin-top:6px">County</div><div class="b" style="font-size:11pt">${c.county}</div></td>
    <td class="c" style="width:34%;vertical-align:middle"><div>${c.headings[0][0]}</div><div>${c.headings[1][0]}</div></td>
    <td><div class="lbl">File No.</div><div class="b" style="font-size:11.5pt">${d.caseNo}</div></td></tr>
   <tr><td colspan="2"><div class="b" style="font-size:12pt">MAGISTRATE SUMMONS</div>${cb(true)}ORIGINAL SUMMONS &nbsp; ${cb(false)}ALIAS AND PLURIES SUMMONS</td>
    <td class="lbl">G.S. 1A-1, Rule 4; 7A-217, -232</td></tr>
  </table>
  <table class="form" style="border-top:none">
   <tr>${cell('Name And Address Of Plaintiff', `${up(p.name)}<br>${p.street}<br>${cityLine(p)}`, 'style="width:50%"')}
    ${cell('Name And Address Of Plaintiff\'s Attorney', `${f.attorney}, ${f.bar}<br>${f.name}<br>${f.street}<br>${cityLine(f)}<br>Tel. ${f.phone} · ${f.email}`)}</tr>
   <tr><td colspan="2" class="c b" style="padding:1px">VERSUS</td></tr>
   <tr>${cell('Name And Address Of Defendant 1', `${up(person(x))}<br>${up(x.street)}<br>${up(cityLine(x))}`)}
    ${cell('Name And Address Of Defendant 2', `${up(person(y))}<br>${up(y.street)}<br>${up(cityLine(y))}`)}</tr>
   <tr>${cell('Amount Of Principal Claim', `<b>${usd(d.amount)}</b> <span class="lbl">(money owed on account — see complaint)</span>`)}
    ${cell('Costs Advanced By Plaintiff', `Filing ${usd(m.filing)} &nbsp; Service ${usd(m.service)} per defendant`)}</tr>
  </table>
  <div class="b" style="margin:6px 0 3px 0">TO EACH OF THE DEFENDANTS NAMED ABOVE:</div>
  <p>A small claim action has been filed against you, and you are notified to appear before the magistrate at the date, time and place shown below
  to answer the complaint. <b>If you fail to appear, the plaintiff may be awarded the relief demanded.</b> You may file a written answer; if you have
  a counterclaim it must be filed in writing. The magistrate may hear claims of up to ${usd(m.limit)}.</p>
  <table class="form">
   <tr>${cell('Date Of Trial', 'April 22, 2026', 'style="width:22%"')}${cell('Time Of Trial', `${cb(true)}AM ${cb(false)}PM &nbsp; 9:00`, 'style="width:22%"')}
    ${cell('Location Of Court', `Small Claims Courtroom 104, Wake County Courthouse, ${c.street}, ${cityLine(c)}`)}</tr>
   <tr>${cell('Date Issued', '03/05/2026')}${cell('Time', `${cb(false)}AM ${cb(true)}PM 2:10`)}
    <td><div class="lbl">Signature</div><span class="i">K. Boateng</span> &nbsp; ${cb(true)}Deputy CSC ${cb(false)}Assistant CSC ${cb(false)}Clerk Of Superior Court</td></tr>
  </table>
  <div class="box" style="margin-top:6px;font-size:8pt;line-height:1.3"><b>NOTE TO PARTIES:</b> Persons who need an interpreter or an accommodation under the
  Americans with Disabilities Act should contact the Clerk of Superior Court before the trial date. If you do not speak English, tell the clerk
  so that an interpreter can be provided at no cost to you. Si no habla inglés, avísele al secretario.</div>
  <table class="form" style="margin-top:6px"><tr><td><div class="b lbl" style="font-size:8pt">RETURN OF SERVICE</div>
   <div class="lbl" style="line-height:1.7">I certify that this Summons and a copy of the Complaint were received and served as follows: &nbsp; DEFENDANT 1
   ${cb(false)}By delivering to the defendant named above a copy of the summons and complaint. ${cb(false)}By leaving a copy with a person of suitable age and discretion
   residing therein. ${cb(false)}Defendant WAS NOT served for the following reason: ____________________ &nbsp; Date served ________ &nbsp; Name of Sheriff
   ______________ &nbsp; Service fee paid $30.00</div></td></tr></table>`;
  return { html, foot: foot('AOC-CVM-100, Rev. 12/25', '© 2025 Administrative Office of the Courts', '(Over)') };
};

// 15 — New Jersey Special Civil Part summons, attorney top left, colon caption, bilingual
T.t15 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const colon = Array(7).fill(':').join('<br>');
  const html = `
  <div style="line-height:1.25">${up(f.name)}<br>By: ${f.attorney}, Esq. (${f.bar})<br>${f.street}<br>${cityLine(f)}<br>Tel. ${f.phone}<br>
   ${f.email} · Filings: ${f.other[0]}<br>Attorneys for Plaintiff</div>
  <table style="width:100%;margin-top:10px;border-top:1px solid #000;border-bottom:1px solid #000"><tr>
   <td style="width:46%;vertical-align:top;padding:4px 0">${up(p.name)},<br>&emsp;&emsp;Plaintiff,<br>&emsp;v.<br>${up(person(x))},<br>&emsp;&emsp;Defendant(s).</td>
   <td style="width:4%;vertical-align:top;padding:4px 0">${colon}</td>
   <td style="vertical-align:top;padding:4px 0" class="up">${hl(d)}<div>Docket No. ${d.caseNo}</div><div style="margin-top:4px">Civil Action</div><div class="b">Summons</div></td></tr></table>
  <div style="margin:8px 0 6px 0">TO: ${person(x)}<br>&emsp;&emsp;${x.street}<br>&emsp;&emsp;${cityLine(x)}</div>
  <table style="width:100%"><tr>
   <td style="width:50%;vertical-align:top;padding-right:8px;text-align:justify">
    <div class="b">THE STATE OF NEW JERSEY, TO THE ABOVE NAMED DEFENDANT(S): YOU ARE BEING SUED!</div>
    <p>If you want to defend against the complaint attached, you or your attorney must file a written answer with the Clerk of the Special Civil Part at
    the address below, in person or by mail, within <b>35 days</b> from the date you received this summons, not counting the date you received it.
    The filing fee is set by court rule. A copy of your answer must be sent to the plaintiff's attorney at the address shown above.</p>
    <p>The plaintiff demands <b>${usd(d.amount)}</b> on a credit account, plus court costs of ${usd(m.costs)}. The Special Civil Part may hear claims of
    up to ${usd(m.limit)}. If you do not answer, the court may enter a judgment against you, and your wages, money and property may be taken.</p>
    <p>If you cannot afford an attorney, call Legal Services at (201) 555-0134. Clerk of the Special Civil Part: ${c.street}, ${cityLine(c)},
    tel. ${c.phone}.</p></td>
   <td style="vertical-align:top;padding-left:8px;border-left:1px solid #999;text-align:justify" class="i">
    <div class="b">EL ESTADO DE NUEVA JERSEY, AL DEMANDADO ARRIBA NOMBRADO: ¡A USTED LE ESTÁN DEMANDANDO!</div>
    <p>Si usted quiere defenderse de la demanda adjunta, usted o su abogado deberán presentar una contestación por escrito ante el Secretario de la
    Parte Civil Especial en la dirección indicada, en persona o por correo, dentro de los <b>35 días</b> siguientes a la fecha en que recibió esta
    citación, sin contar esa fecha.</p>
    <p>El demandante reclama ${usd(d.amount)} más costas judiciales de ${usd(m.costs)}. Si usted no contesta, el tribunal podrá dictar un fallo en
    su contra y se le podrá embargar el sueldo, el dinero y los bienes.</p>
    <p>Si no puede pagar un abogado, llame a Servicios Legales al (201) 555-0134.</p></td></tr></table>
  <table style="width:100%;margin-top:10px"><tr><td style="width:50%">Dated: March 3, 2026</td>
   <td><span class="sig">Clerk of the Special Civil Part</span></td></tr></table>
  <div class="box lbl" style="margin-top:10px;line-height:1.6">Demand for Amount Due: principal ${usd(d.amount)} · costs ${usd(m.costs)} · Attorney's fee (R. 4:42-9) to be
  requested only upon judgment · Service: ${cb(true)}Court Officer ${cb(false)}Certified and regular mail</div>`;
  return { html, foot: foot('Revised 09/01/2025, CN 10153-English/Spanish', 'Special Civil Part Summons', 'page 1 of 1') };
};

// 16 — New Jersey Law Division complaint, John Does 1-10
T.t16 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const colon = Array(9).fill(':').join('<br>');
  const html = `
  <div style="line-height:1.25">${f.attorney}, Esq. — ${f.bar}<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>${f.phone.slice(1, 4)}-${f.phone.slice(6)}<br>${f.email}<br>Attorneys for Plaintiff, ${p.name}</div>
  <table style="width:100%;margin-top:10px"><tr>
   <td style="width:47%;vertical-align:top">${up(p.name)},<br><br>&emsp;&emsp;&emsp;Plaintiff,<br><br>&emsp;vs.<br><br>${up(person(x))}; and<br>JOHN DOES 1-10,<br><br>&emsp;&emsp;&emsp;Defendants.</td>
   <td style="width:4%;vertical-align:top">${colon}</td>
   <td style="vertical-align:top" class="up b">${hl(d)}<div style="font-weight:normal">Docket No.: ${d.caseNo}</div><br><div style="font-weight:normal">Civil Action</div><div>Complaint, Designation of Trial Counsel and Certifications</div></td></tr></table>
  <p style="margin-top:12px">&emsp;Plaintiff, ${p.name}, by and through its attorneys, ${f.name}, by way of Complaint against Defendants, says:</p>
  <div class="c b">FIRST COUNT</div>
  <p>&emsp;1. Plaintiff is a limited liability company with offices at ${p.street}, ${cityLine(p)}.</p>
  <p>&emsp;2. Defendant ${person(x)} resides at ${x.street}, ${cityLine(x)}. Defendants John Does 1-10 are fictitious persons
  or entities who may be liable to Plaintiff and whose identities are presently unknown.</p>
  <p>&emsp;3. On or about July 8, 2022, Defendant executed a consumer installment loan agreement with Plaintiff's predecessor, Passaic Valley Lending.</p>
  <p>&emsp;4. Defendant defaulted. After all credits and offsets, the unpaid principal balance is <b>${usd(d.amount)}</b>. Contractual interest of
  ${usd(m.interest)} has accrued through February 27, 2026, and the agreement provides for attorney's fees of 15% (${usd(m.fees)}).</p>
  <p>&emsp;WHEREFORE, Plaintiff demands judgment against Defendants, jointly, severally and in the alternative, for the principal sum of
  ${usd(d.amount)}, together with contractual interest, attorney's fees, and costs of suit.</p>
  <div class="c b">DESIGNATION OF TRIAL COUNSEL</div>
  <p>&emsp;Pursuant to R. 4:25-4, ${f.attorney}, Esq. is hereby designated as trial counsel for Plaintiff.</p>
  <div class="c b">CERTIFICATION PURSUANT TO R. 4:5-1(b)(2)</div>
  <p>&emsp;I certify that the matter in controversy is not the subject of any other action pending in any court or arbitration proceeding, and no
  other action or arbitration proceeding is contemplated. I further certify that confidential personal identifiers have been redacted from
  documents now submitted to the court and will be redacted from all documents submitted in the future in accordance with R. 1:38-7(b).</p>
  <table style="width:100%;margin-top:6px"><tr><td style="width:48%">Dated: March 2, 2026</td><td>${up(f.name)}<br>Attorneys for Plaintiff<br><br>
   By: <span class="sig i">/s/ ${f.attorney}</span><br>&emsp;&emsp;${f.attorney}, Esq.</td></tr></table>`;
  return { html, foot: foot(`${d.caseNo}`, '', 'Page 1') };
};

// 17 — Maricopa County justice court summons, bilingual, attorney top left, vs. centred
T.t17 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <div style="line-height:1.25;font-size:9pt">${f.attorney} (${f.bar})<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>Telephone: ${f.phone}<br>
   ${f.email}<br>Filings / minute entries: ${f.other[0]}<br>Attorneys for Plaintiff</div>
  <div class="c b up" style="margin-top:10px;font-size:11pt">${hl(d)}</div>
  <div class="c lbl">${c.street}, ${cityLine(c)} · ${c.phone}</div>
  <div class="c" style="margin-top:8px">${up(p.name)},<br>Plaintiff / Demandante,</div>
  <div class="c b" style="margin:3px 0">vs.</div>
  <div class="c">${up(person(x))},<br>Defendant / Demandado.</div>
  <div class="c" style="margin-top:4px">Case No. / Número de caso: <b>${d.caseNo}</b></div>
  <div class="c" style="margin-top:3px"><span class="lbl">Defendant's address / Domicilio del demandado:</span> ${x.street}, ${cityLine(x)}</div>
  <div class="title" style="margin:8px 0 4px 0">SUMMONS / CITATORIO</div>
  <table style="width:100%"><tr><td style="width:50%;vertical-align:top;padding-right:7px;text-align:justify">
    <p><b>THE STATE OF ARIZONA TO THE DEFENDANT:</b> You are being sued by the plaintiff in this court. A copy of the complaint is attached.</p>
    <p>If you want to respond, you must file a written Answer with this court and pay the filing fee within <b>20 calendar days</b> after the date you
    were served, not counting the day of service (30 days if served outside Arizona).</p>
    <p>If you do not file an Answer, judgment by default may be entered against you for the relief requested: <b>${usd(d.amount)}</b> principal,
    plus attorney fees of ${usd(m.fees)}, interest and court costs.</p>
    <p>Justice courts hear civil cases of up to ${usd(m.limit)}. Requests for reasonable accommodation for persons with disabilities must be made
    to the court at least 3 working days before a scheduled court proceeding.</p></td>
   <td style="vertical-align:top;padding-left:7px;border-left:1px solid #888;text-align:justify">
    <p><b>EL ESTADO DE ARIZONA AL DEMANDADO:</b> Usted ha sido demandado por el demandante en este tribunal. Se adjunta una copia de la demanda.</p>
    <p>Si desea responder, debe presentar una Contestación por escrito ante este tribunal y pagar el arancel dentro de los <b>20 días naturales</b>
    siguientes a la fecha en que le entregaron los documentos (30 días si se los entregaron fuera de Arizona).</p>
    <p>Si no presenta una Contestación, se podrá dictar un fallo en rebeldía en su contra por lo que se solicita: ${usd(d.amount)} de capital,
    más honorarios de abogado de ${usd(m.fees)}, intereses y costas.</p>
    <p>Los juzgados de paz atienden casos civiles de hasta ${usd(m.limit)}. Las solicitudes de adaptaciones razonables deben hacerse con 3 días hábiles de anticipación.</p></td></tr></table>
  <table style="width:100%;margin-top:8px"><tr><td style="width:50%">Date / Fecha: 03/04/2026</td><td><span class="sig">Justice of the Peace / Clerk — Juez de Paz / Secretario</span></td></tr></table>`;
  return { html, foot: foot('JC-CV-SUM (Rev. 07/2025)', 'Maricopa County Justice Courts', 'Page 1 of 1') };
};

// 18 — Pima County superior court complaint on numbered pleading paper
T.t18 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, y = d.def2, m = d.money;
  const nums = Array.from({ length: 28 }, (_, i) => `<div style="position:absolute;top:${48 + i * 34.6}px;right:6px">${i + 1}</div>`).join('');
  const css = `.ln { position:absolute; left:0; top:0; width:0.8in; height:1056px; font-size:9pt; color:#333; border-right:1px double #000; }
   .ln2 { position:absolute; left:0.84in; top:0; width:0; height:1056px; border-left:1px solid #000; }
   .rr { position:absolute; right:0.55in; top:0; width:0; height:1056px; border-left:1px solid #000; }`;
  const html = `
  <div class="ln" style="margin-left:-1.05in;margin-top:-0.5in">${nums}</div><div class="ln2" style="margin-left:-1.05in;margin-top:-0.5in"></div>
  <div style="line-height:1.3">${f.attorney} (${f.bar})<br>${up(f.name)}<br>${f.street}<br>${cityLine(f)}<br>Telephone: ${f.phone}<br>
   ${f.email}<br>${f.other[0]}<br>Attorneys for Plaintiff</div>
  <div class="c b up" style="margin:10px 0 6px 0;line-height:1.35">${c.headings[0][0]}<br>${c.headings[0][1]}</div>
  <table style="width:100%;line-height:1.35"><tr><td style="width:52%;border-right:1px solid #000;border-bottom:1px solid #000;padding:2px 6px 6px 0">
   ${up(p.name)}, ${p.tail},<br>&emsp;&emsp;Plaintiff,<br>vs.<br>${up(person(x))} and ${up(person(y))},<br>husband and wife,<br>&emsp;&emsp;Defendants.</td>
   <td style="vertical-align:top;padding-left:10px">Case No.: ${d.caseNo}<br><br><b>COMPLAINT</b><br>(Breach of Contract)</td></tr></table>
  <p style="margin-top:8px">&emsp;Plaintiff, for its Complaint against Defendants, alleges:</p>
  <p>&emsp;1. Defendants ${person(x)} and ${person(y)} are husband and wife and reside at ${x.street}, ${cityLine(x)}.
  All acts alleged were undertaken for the benefit of their marital community.</p>
  <p>&emsp;2. The obligation sued upon was incurred in Pima County, Arizona. This Court has jurisdiction and venue is proper here.</p>
  <p>&emsp;3. Defendant ${person(x)} entered into a personal loan agreement with Plaintiff and defaulted on it. The unpaid principal balance
  is <b>${usd(d.amount)}</b>, which is due and owing.</p>
  <p>&emsp;4. This action arises out of contract, and Plaintiff is entitled to its attorneys' fees under A.R.S. § 12-341.01.</p>
  <p>&emsp;WHEREFORE, Plaintiff requests judgment against Defendants, and each of them, for ${usd(d.amount)}; interest at the contract rate;
  reasonable attorneys' fees and costs; and such other relief as is just.</p>
  <p>&emsp;<b>Certification regarding compulsory arbitration.</b> The undersigned certifies that the largest award sought by Plaintiff, excluding interest,
  attorneys' fees and costs, does not exceed the limit for compulsory arbitration of ${usd(m.limit)} set by Local Rule.</p>
  <p>&emsp;DATED March 3, 2026. &emsp;&emsp;${up(f.name)} &nbsp; By <span class="i">/s/ ${f.attorney}</span></p>`;
  return { html, foot: foot('', '- 1 -', ''), css };
};

// 19 — Colorado county court summons, caption grid with X-box selector
T.t19 = d => {
  const f = d.firm, c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const html = `
  <table class="form">
   <tr><td style="width:64%">${cb(true)}<b>${c.headings[0][0]}</b> &nbsp; ${cb(false)}District Court<br><b>${c.headings[1][0]}</b><br>
     <span class="lbl">Court Address:</span> ${c.street}, ${cityLine(c)}<br><span class="lbl">Court Phone:</span> ${c.phone}</td>
    <td rowspan="2" class="c" style="vertical-align:middle"><div class="lbl" style="font-size:8pt">▲ COURT USE ONLY ▲</div></td></tr>
   <tr><td><span class="lbl">Plaintiff(s):</span> <b>${up(p.name)}</b><br><br>v.<br><br><span class="lbl">Defendant(s):</span> <b>${up(person(x))}</b><br>
     ${x.street}, ${cityLine(x)}</td></tr>
   <tr><td><span class="lbl">Attorney or Party Without Attorney (Name and Address):</span><br>${f.attorney}, ${f.name}<br>${f.street}, ${cityLine(f)}<br>
     <span class="lbl">Phone Number:</span> ${f.phone} &nbsp; <span class="lbl">E-mail:</span> ${f.email}<br>
     <span class="lbl">FAX Number:</span> — &nbsp; <span class="lbl">${f.bar.replace(/\s*\d+$/, '')}</span> ${f.bar.replace(/^\D+/, '')}</td>
    <td><span class="lbl">Case Number:</span><br><b style="font-size:12pt">${d.caseNo}</b><br><br><span class="lbl">Division:</span> 4 &nbsp; <span class="lbl">Courtroom:</span> 1B</td></tr>
   <tr><td colspan="2" class="c b" style="font-size:12pt">SUMMONS IN A CIVIL ACTION</td></tr>
  </table>
  <p style="margin-top:10px"><b>To the above-named Defendant:</b> You are summoned and required to appear and file with the clerk of this court an answer
  or other response to the attached complaint. If service of the summons and complaint was made upon you within the State of Colorado, you are required to
  file your answer or other response within <b>21 days</b> after such service upon you. If service was made outside the State of Colorado, you are required to
  file your answer or other response within 35 days after such service upon you.</p>
  <p>If you fail to file your answer or other response to the complaint in writing within the applicable time period, judgment by default may be entered
  against you by the court for the relief demanded in the complaint without further notice.</p>
  <p>The Plaintiff's complaint claims <b>${usd(d.amount)}</b> due on a consumer installment loan, plus interest at ${m.rate} per annum and court costs.
  The county court may hear civil actions in which the amount in controversy does not exceed ${usd(m.limit)}.</p>
  <p>This is a civil action. A filing fee is required to file an answer. If you cannot afford the fee you may ask the court to waive it.</p>
  <table style="width:100%;margin-top:16px"><tr><td style="width:50%">Dated: March 2, 2026</td>
   <td><span class="sig">Attorney for Plaintiff — ${f.attorney}</span></td></tr></table>
  <div class="box lbl" style="margin-top:14px;line-height:1.5">This Summons is issued pursuant to Rule 304, C.R.C.P., as amended. A copy of the complaint must be served with this
  Summons. This form should not be used where service by publication is desired. WARNING: A valid summons may be issued by a lawyer and it need not
  contain a court case number, the signature of a clerk or the seal of the court.</div>`;
  return { html, foot: foot('JDF 98 (County Court) R 1/26', 'SUMMONS IN A CIVIL ACTION', 'Page 1 of 1') };
};

// 20 — Tennessee general sessions civil warrant, typewriter fill-ins, pro se business
T.t20 = d => {
  const c = d.court, p = d.plaintiff, x = d.def, m = d.money;
  const F = s => `<span class="fill">${s}</span>`;
  const html = `
  <table style="width:100%"><tr><td style="width:26%" class="lbl">STATE OF TENNESSEE<br>DAVIDSON COUNTY<br>CIVIL DIVISION</td>
   <td class="c"><div class="b up" style="font-size:12pt">${c.headings[0][0]}</div><div class="b" style="font-size:15pt;letter-spacing:0.15em;margin-top:4px">CIVIL WARRANT</div></td>
   <td style="width:24%"><div class="box"><div class="lbl">WARRANT NO.</div>${F(`<b style="font-size:12pt">${d.caseNo}</b>`)}</div></td></tr></table>
  <table class="form" style="margin-top:8px">
   <tr>${cell('PLAINTIFF', F(`${up(p.name)}<br>${p.street}<br>${cityLine(p)}<br>${p.phone} · ${p.email}`), 'style="width:50%"')}
    ${cell('DEFENDANT', F(`${up(person(x))}<br>${x.street}<br>${cityLine(x)}`))}</tr>
   <tr>${cell('ATTORNEY FOR PLAINTIFF', F('NONE — PLAINTIFF APPEARING THROUGH ITS OFFICER'))}${cell('SERVE DEFENDANT AT', F('Residence address shown above'))}</tr>
  </table>
  <div class="b" style="margin:8px 0 4px 0">TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</div>
  <p>You are hereby commanded to summon ${F(up(person(x)))} to appear before the General Sessions Court of Davidson County, Tennessee, Civil Division,
  located at ${c.street}, ${cityLine(c)}, on ${F('APRIL 23, 2026')} at ${F('9:00 A.M.')}, then and there to answer in a civil action brought by
  ${F(up(p.name))}, Plaintiff.</p>
  <p>Plaintiff sues Defendant for a debt due by account for furniture and appliances sold and delivered, in the amount of ${F(`<b>${usd(d.amount)}</b>`)},
  under ${F(usd(m.limit))}, together with court costs (estimated ${F(usd(m.costs))}) and post-judgment interest as provided by law.</p>
  <table style="width:100%;margin-top:6px"><tr><td style="width:50%">Issued: ${F('03/05/2026')}</td><td><span class="sig">Deputy Clerk, General Sessions Court</span></td></tr></table>
  <div class="box" style="margin-top:10px;font-size:8.5pt;line-height:1.3"><b>TO THE DEFENDANT:</b> If you do not appear on the date and time stated above,
  a judgment by default may be entered against you. Tennessee law provides a four thousand dollar ($4,000.00) personal property exemption from execution
  or seizure to satisfy a judgment. If a judgment should be entered against you and you wish to claim property as exempt, you must file a written list,
  under oath, of the items you wish to claim as exempt with the clerk of the court. For information call the Clerk at ${c.phone}.</div>
  <table class="form" style="margin-top:10px"><tr><td><div class="b lbl" style="font-size:8pt">OFFICER'S RETURN</div>
   <div class="lbl" style="line-height:1.8">I hereby certify and return that on the ____ day of __________, 2026, I: ${cb(false)}served this warrant and a copy of it on the defendant
   ${cb(false)}failed to serve this warrant within 90 days after its issuance because ______________________________ &nbsp; Sheriff / Deputy: ___________________ &nbsp; Fee $______</div></td></tr></table>
  <table class="form" style="margin-top:8px"><tr><td><div class="b lbl" style="font-size:8pt">JUDGMENT</div>
   <div class="lbl" style="line-height:1.8">Judgment for ____________________ against ____________________ for $__________ and costs, for which execution may issue. &nbsp;
   ${cb(false)}Dismissed ${cb(false)}Nonsuit ${cb(false)}By agreement &nbsp; This ____ day of __________, 2026. &nbsp; ______________________ Judge</div></td></tr></table>`;
  return { html, foot: foot('GSC-CV-1 (Rev. 2024)', 'Davidson County General Sessions — Civil', 'ORIGINAL') };
};

module.exports = T;
