// HTML layouts. Every value that appears in truth.json is taken from the data object (data.js).
'use strict';
const { fullName } = require('./data');

const money = n => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = n => '$' + money(n);
const U = s => String(s).toUpperCase();
const nm = d => fullName(d);
const NM = d => U(fullName(d));
const LF = d => `${d.last}, ${d.first}${d.mi ? ' ' + d.mi : ''}`;
const csz = d => `${d.city}, ${d.st} ${d.zip}`;
const cb = (on) => `<span class="cb">${on ? 'X' : '&nbsp;'}</span>`;
const lines = (arr, sep = '<br>') => arr.join(sep);

function page(d, css, body, extraHead = '') {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${String(d.n).padStart(2, '0')}</title>${extraHead}<style>
@page{size:8.5in 11in;margin:0}
html,body{margin:0;padding:0;background:#fff}
.page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;font-family:'${d.font}';${/Narrow|Condensed/.test(d.font) ? 'font-stretch:condensed;' : ''}font-size:${d.body}pt;line-height:1.3;color:#141414;background:#fff;${/Mono/.test(d.font) ? 'font-variant-ligatures:none;' : ''}}
.cb{display:inline-block;width:9px;height:9px;border:1px solid #111;font-size:7.5px;line-height:9px;text-align:center;vertical-align:-1px;font-weight:bold;margin-right:3px;font-family:'Liberation Sans'}
.lbl{font-size:7pt;color:#222}
.tiny{font-size:6.5pt}
.foot{font-size:7pt}
.b{font-weight:bold}.i{font-style:italic}.c{text-align:center}.r{text-align:right}.u{text-decoration:underline}
p{margin:0 0 .55em 0}
table{border-collapse:collapse}
${css}</style></head><body><div class="page">${body}</div></body></html>`;
}

const L = {};

// 01 ---------------------------------------------------------------- TX JP debt claim, boxed numbered sections
L['tx-jp-debt-claim-boxed-sections'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:44px 52px}
.hdr{display:flex;justify-content:space-between;align-items:flex-start}
.caseb{border:1.5px solid #000;padding:4px 8px;width:230px;font-size:8pt}
.caseb .v{font-size:11pt;font-weight:bold;letter-spacing:.5px}
.court{text-align:center;font-weight:bold;font-size:10.5pt;line-height:1.25;text-transform:uppercase;margin-top:2px}
h1{font-size:15pt;text-align:center;margin:10px 0 2px;letter-spacing:1px}
.sub{text-align:center;font-size:7.5pt;margin-bottom:8px}
.sec{border:1.2px solid #000;margin-top:-1px}
.sec .t{background:#e6e6e6;border-bottom:1px solid #000;padding:2px 6px;font-weight:bold;font-size:8.5pt}
.row{display:flex;border-top:1px solid #999}
.row:first-of-type{border-top:none}
.f{flex:1;padding:2px 6px 3px;border-left:1px solid #999;min-height:26px}
.f:first-child{border-left:none}
.f .lbl{display:block;font-size:6.5pt;text-transform:uppercase;color:#333}
.amt td{padding:1px 6px;font-size:9pt}.amt td.r{width:110px}
.sig{display:flex;justify-content:space-between;margin-top:10px;font-size:8.5pt}
.line{border-top:1px solid #000;width:250px;padding-top:2px}`;
  const b = `
<div class="hdr"><div class="tiny" style="width:230px">TRCP 508.2 — Debt Claim Case<br>Justice Court Form DC-1 (rev. 09/2026)</div>
<div class="court">${lines(c.lines)}</div>
<div class="caseb"><span class="lbl">CASE NUMBER (clerk fills in)</span><br><span class="v">${d.caseNo}</span><br><span class="lbl">Date filed: ${d.filed}</span></div></div>
<h1>PETITION: DEBT CLAIM CASE</h1>
<div class="sub">Use this form if you are an assignee of a claim, a debt collector, a financial institution, or a person or entity primarily engaged in lending money at interest.</div>
<div class="sec"><div class="t">1. PLAINTIFF (the party suing)</div>
 <div class="row"><div class="f" style="flex:2.2"><span class="lbl">Name</span>${p.name}, ${p.tail}</div><div class="f"><span class="lbl">Phone</span>${p.phone}</div></div>
 <div class="row"><div class="f"><span class="lbl">Address</span>${p.street}, ${p.city}</div></div></div>
<div class="sec"><div class="t">2. DEFENDANT (the party being sued)</div>
 <div class="row"><div class="f" style="flex:2.2"><span class="lbl">Name (first, middle, last)</span>${NM(df)}</div><div class="f"><span class="lbl">Phone (if known)</span>${df.phone}</div></div>
 <div class="row"><div class="f" style="flex:2.2"><span class="lbl">Street address (including apartment or unit)</span>${df.street}</div><div class="f"><span class="lbl">City</span>${df.city}</div><div class="f" style="flex:.45"><span class="lbl">State</span>${df.st}</div><div class="f" style="flex:.6"><span class="lbl">ZIP</span>${df.zip}</div></div></div>
<div class="sec"><div class="t">3. SERVICE REQUESTED</div>
 <div class="row"><div class="f">${cb(1)}Constable &nbsp; ${cb(0)}Sheriff &nbsp; ${cb(0)}Certified mail by clerk &nbsp; ${cb(0)}Private process server &nbsp; ${cb(0)}Alternative service (Rule 501.2(e))
 <span class="lbl" style="display:inline;margin-left:10px">Service fee paid: ${$(a.service)}</span></div></div></div>
<div class="sec"><div class="t">4. DEBT INFORMATION</div>
 <div class="row"><div class="f"><span class="lbl">Original creditor</span>${d.x.orig}</div><div class="f"><span class="lbl">Account number</span>${d.x.acct}</div></div>
 <div class="row"><div class="f"><span class="lbl">Date of charge-off</span>${d.x.chargeoff}</div><div class="f"><span class="lbl">Date of last payment</span>${d.x.lastpay}</div><div class="f"><span class="lbl">Is plaintiff the original creditor?</span>${cb(0)}Yes ${cb(1)}No — assigned</div></div></div>
<div class="sec"><div class="t">5. CLAIM — Plaintiff asks the court for judgment as follows</div>
 <div class="row"><div class="f"><table class="amt">
  <tr><td>Principal balance owed</td><td class="r b">${$(a.principal)}</td><td class="lbl">The amount claimed does not include court costs.</td></tr>
  <tr><td>Pre-judgment interest (rate: 0.00%)</td><td class="r">${$(a.interest)}</td><td></td></tr>
  <tr><td>Attorney fees requested</td><td class="r">${$(a.attyFees)}</td><td></td></tr>
  <tr><td>Court costs: filing fee / service fee</td><td class="r">${$(a.filing)} / ${$(a.service)}</td><td class="lbl">Costs are taxed by the clerk.</td></tr>
 </table>
 <div class="lbl" style="margin-top:3px">${cb(1)}The amount in controversy, excluding statutory interest and court costs but including attorney fees, does not exceed ${$(a.limit)} (justice court jurisdictional limit).</div></div></div></div>
<div class="sec"><div class="t">6. PLAINTIFF'S ATTORNEY (if any)</div>
 <div class="row"><div class="f" style="flex:1.3"><span class="lbl">Name / bar number</span>${f.atty}, ${f.bar}</div><div class="f"><span class="lbl">Law firm</span>${f.name}</div></div>
 <div class="row"><div class="f" style="flex:1.3"><span class="lbl">Address</span>${f.street}, ${f.city}</div><div class="f"><span class="lbl">Phone / fax</span>${f.phone} / ${f.fax}</div></div>
 <div class="row"><div class="f" style="flex:1.3"><span class="lbl">E-mail</span>${f.email}</div><div class="f"><span class="lbl">E-service address (not monitored)</span>${f.email2}</div></div></div>
<div style="font-size:8pt;margin-top:6px">I consent to receive e-mail service of the answer and any other motions or pleadings at the e-mail address listed above. ${cb(1)} Yes</div>
<div class="sig"><div><div style="height:22px;font-family:'Z003';font-size:15pt">/s/ ${f.atty}</div><div class="line">Signature of plaintiff or attorney</div></div><div><div style="height:22px">${d.filed}</div><div class="line">Date</div></div></div>
<div class="foot" style="position:absolute;bottom:34px;left:52px;right:52px;border-top:1px solid #000;padding-top:3px;display:flex;justify-content:space-between">
<span>Justice Court, Pct. 1, Pl. 2 · ${c.street}, ${c.city}</span><span>Clerk ${c.phone} · ${c.email}</span><span>Page 1 of 1</span></div>`;
  return page(d, css, b);
};

// 02 ---------------------------------------------------------------- TX citation, TO: block, officer's return
L['tx-citation-to-block-officer-return'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:50px 64px}
.st{text-align:center;font-size:16pt;font-weight:bold;letter-spacing:2px}
.cit{text-align:center;font-size:12pt;font-weight:bold;margin:2px 0 6px}
.court{text-align:center;font-size:10pt;line-height:1.2}
.cap{display:flex;justify-content:space-between;margin:10px 0;font-size:10pt}
.to{border:1.5px solid #000;padding:6px 10px;width:320px;margin:6px 0 10px;font-size:10.5pt}
.ret{border:1.5px solid #000;margin-top:10px;padding:6px 10px;font-size:8.5pt}
.ret h3{margin:0 0 4px;font-size:10pt;text-align:center}
.bl{display:inline-block;border-bottom:1px solid #000;min-width:150px}
.es{font-size:8pt;font-style:italic;color:#222}`;
  const b = `
<div class="st">THE STATE OF TEXAS</div>
<div class="cit">CITATION — SMALL CLAIMS CASE</div>
<div class="court b">${lines(c.lines.map(U))}</div>
<div class="c" style="font-size:11pt;margin-top:6px">Case No. <b>${d.caseNo}</b></div>
<div class="cap"><div><b>${p.name}</b>, Plaintiff</div><div>v.</div><div><b>${nm(df)}</b>, Defendant</div></div>
<div class="to"><b>TO:</b> ${NM(df)}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${df.street}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${csz(df)}</div>
<p><b>NOTICE TO DEFENDANT:</b> You have been sued. You may employ an attorney. If you or your attorney do not file a written answer with the Justice Court that issued this citation by the end of the ${d.x.answerDays}th day after you were served with this citation and petition, a default judgment may be taken against you. The answer should be filed with the court clerk at ${c.street}, ${c.city}. For further information, consult Part V of the Texas Rules of Civil Procedure.</p>
<p class="es">AVISO AL DEMANDADO: Usted ha sido demandado. Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante este Juzgado dentro de ${d.x.answerDays} días después de haber recibido esta citación, se podrá dictar un fallo en rebeldía en su contra.</p>
<p>The petition was filed on ${d.filed}. Plaintiff's claim is for <b>${$(a.principal)}</b> on a member loan account (No. ${d.x.acct}), plus court costs. Court costs paid to date: ${$(a.costs)}. The jurisdiction of this court in small claims cases is limited to ${$(a.limit)}, exclusive of interest and costs.</p>
<p>Plaintiff's attorney: ${f.atty}, ${f.bar}, ${f.name}, ${f.street}, ${f.city}, telephone ${f.phone}.<br>Plaintiff's address: ${p.street}, ${p.city}; ${p.phone}.</p>
<p>ISSUED AND GIVEN UNDER MY HAND AND SEAL of said Court on ${d.issued}.</p>
<div style="display:flex;justify-content:space-between;align-items:flex-end;font-size:9pt">
<div>Clerk of the Justice Court, Precinct 2<br>${c.street}<br>${c.city}<br>Tel. ${c.phone} · ${c.email}</div>
<div style="width:92px;height:92px;border:2px double #555;border-radius:50%;text-align:center;font-size:6.5pt;line-height:1.1;display:flex;align-items:center;justify-content:center;color:#444">JUSTICE COURT<br>PCT. 2<br>BEXAR CO.<br>SEAL</div>
<div style="text-align:center"><span class="bl" style="min-width:210px">&nbsp;</span><br>Deputy Clerk</div></div>
<div class="ret"><h3>OFFICER'S RETURN</h3>
Came to hand on <span class="bl">&nbsp;</span> at ____ o'clock __.M., and executed on <span class="bl">&nbsp;</span> by delivering to the within named defendant in person a true copy of this citation together with the accompanying copy of the petition at the following address: <span class="bl" style="min-width:300px">&nbsp;</span><br>
Not executed because: <span class="bl" style="min-width:380px">&nbsp;</span><br>
Fee for serving citation: $75.00 &nbsp;&nbsp; Constable, Precinct 2, Bexar County, Texas &nbsp;&nbsp; By: <span class="bl" style="min-width:150px">&nbsp;</span> Deputy</div>
<div class="foot" style="position:absolute;bottom:30px;left:64px;right:64px;text-align:center">Citation — Small Claims · original to be returned to the clerk · JP2-CIT (06/2026)</div>`;
  return page(d, css, b);
};

// 03 ---------------------------------------------------------------- TX § caption original petition
L['tx-section-symbol-caption-petition'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:52px 80px 40px}
.cause{text-align:center;font-weight:bold;margin-bottom:10px}
table.cap{width:100%;font-size:11pt;line-height:1.15}
table.cap td{vertical-align:top;padding:0}
td.s{width:30px;text-align:center}
h1{text-align:center;font-size:12pt;margin:12px 0 8px;text-decoration:underline}
.pa{text-indent:36px;text-align:justify;margin-bottom:.5em}
h2{font-size:11pt;text-align:center;margin:.4em 0 .3em}
.sig{margin-left:330px;font-size:10.5pt;line-height:1.2}`;
  const S = '§';
  const b = `
<div class="cause">CAUSE NO. ${d.caseNo}</div>
<table class="cap">
<tr><td>${U(p.name)},</td><td class="s">${S}</td><td>${U(c.lines[0])}</td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,</td><td class="s">${S}</td><td></td></tr>
<tr><td></td><td class="s">${S}</td><td>${U(c.lines[1])}</td></tr>
<tr><td>v.</td><td class="s">${S}</td><td></td></tr>
<tr><td></td><td class="s">${S}</td><td></td></tr>
<tr><td>${NM(df)}</td><td class="s">${S}</td><td>${U(c.lines[2])}</td></tr>
<tr><td>a/k/a ${U(df.aka)},</td><td class="s">${S}</td><td></td></tr>
<tr><td>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td><td class="s">${S}</td><td></td></tr>
</table>
<h1>PLAINTIFF'S ORIGINAL PETITION</h1>
<p>TO THE HONORABLE JUDGE OF SAID COURT:</p>
<p class="pa">${p.name} ("Plaintiff") files this Original Petition against ${nm(df)} ("Defendant") and would respectfully show the Court as follows:</p>
<h2>I. DISCOVERY AND RULE 47 STATEMENT</h2>
<p class="pa">1. Discovery is intended to be conducted under Level 1 of Tex. R. Civ. P. 190.2. Pursuant to Rule 47(c)(1), Plaintiff seeks monetary relief of ${a.rule47}, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs.</p>
<h2>II. PARTIES</h2>
<p class="pa">2. Plaintiff is a Delaware limited liability company doing business in Texas. 3. Defendant is an individual who may be served with process at ${df.street}, ${df.city}, Texas ${df.zip}, or wherever Defendant may be found.</p>
<h2>III. FACTS AND CAUSE OF ACTION</h2>
<p class="pa">4. Defendant opened a revolving credit account with ${d.x.orig}, account ${d.x.acct}. The account was charged off on ${d.x.chargeoff} and was thereafter sold and assigned to Plaintiff. 5. Defendant failed to pay the account, and after all just and lawful offsets, payments and credits have been allowed, the principal balance of <b>${$(a.principal)}</b> remains due and owing. 6. Plaintiff has presented the claim and more than thirty days have passed; Plaintiff is entitled to reasonable attorney's fees under Tex. Civ. Prac. &amp; Rem. Code § 38.001, in the amount of ${$(a.attyFees)}.</p>
<h2>IV. PRAYER</h2>
<p class="pa">WHEREFORE, Plaintiff prays that Defendant be cited to appear and answer, and that on final hearing Plaintiff have judgment against Defendant for the principal sum of ${$(a.principal)}; pre-judgment and post-judgment interest at ${a.rate} per annum as allowed by law; reasonable attorney's fees of ${$(a.attyFees)}; all costs of court; and such other relief to which Plaintiff may be justly entitled.</p>
<div class="sig">Respectfully submitted,<br><b>${U(f.name)}</b><br>${f.street}<br>${f.city}<br>Tel. ${f.phone} &nbsp;|&nbsp; Fax ${f.fax}<br><br>By: <u>&nbsp;/s/ ${f.atty}&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;</u><br>${f.atty}<br>${f.bar}<br>${f.email}<br>Service: ${f.email2}<br><b>ATTORNEYS FOR PLAINTIFF</b></div>`;
  return page(d, css, b);
};

// 04 ---------------------------------------------------------------- Cook County boxed summons, bilingual
L['cook-boxed-summons-bilingual'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:36px 46px}
.codes{font-size:6.5pt;display:flex;justify-content:space-between}
.court{text-align:center;font-weight:bold;font-size:11pt;text-transform:uppercase;line-height:1.25;margin:6px 0}
table.cap{width:100%;border:1.5px solid #000}
table.cap td{border:1px solid #000;vertical-align:top;padding:5px 8px}
h1{text-align:center;font-size:13pt;margin:8px 0 4px}
.en{margin:0 0 2px}.es{margin:0 0 6px;font-style:italic;color:#333}
table.atty{width:100%;border:1px solid #000;font-size:8.5pt;margin-top:6px}
table.atty td{border:1px solid #000;padding:2px 6px;vertical-align:top}
.seal{width:86px;height:86px;border:1.5px solid #444;border-radius:50%;font-size:6.5pt;text-align:center;display:flex;align-items:center;justify-content:center;color:#444}`;
  const b = `
<div class="codes"><span>2120 - Served &nbsp; 2121 - Not Served &nbsp; 2620 - Sec. of State &nbsp; 2621 - Alias Summons</span><span>(11/26) CCM 0001 A</span></div>
<div class="court">${lines(c.lines)}</div>
<table class="cap"><tr><td style="width:60%"><b>${p.name}</b><br><span class="lbl">Plaintiff(s) / Demandante(s)</span><br><br>v.<br><br><b>${NM(df)}</b><br><span class="lbl">Defendant(s) / Demandado(s)</span></td>
<td><span class="lbl">Case No. / Número de caso</span><br><b style="font-size:11pt">${d.caseNo}</b><br><br><span class="lbl">Amount Claimed / Cantidad reclamada</span><br><b>${$(a.principal)}</b><br><span class="lbl">Costs / Costos:</span> ${$(a.costs)}<br><span class="lbl">Return Date / Fecha de comparecencia:</span> ${d.returnDate}</td></tr></table>
<div style="margin-top:5px;font-size:9pt"><span class="lbl">Defendant's address for service / Dirección del demandado para notificación:</span> <b>${df.street}, ${csz(df)}</b></div>
<h1>SUMMONS — CITACIÓN</h1>
<p class="en">To each defendant: YOU ARE SUMMONED and required to appear in person or by attorney on ${d.returnDate} at ${d.x.time} in Courtroom ${d.x.room}, ${c.street}, ${c.city}, to answer the complaint of the plaintiff, a copy of which is attached. The amount claimed does not exceed ${$(a.limit)}.</p>
<p class="es">A cada demandado: SE LE CITA y se le requiere comparecer en persona o por medio de un abogado el ${d.returnDate} a las ${d.x.time} en la Sala ${d.x.room} para responder a la demanda del demandante, cuya copia se adjunta.</p>
<p class="en"><b>IF YOU FAIL TO DO SO, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU FOR THE RELIEF ASKED IN THE COMPLAINT.</b> To file your appearance you need access to the internet; e-filing is mandatory for attorneys. Self-represented litigants may file in person at the clerk's office.</p>
<p class="es">SI NO LO HACE, SE PODRÍA DICTAR UN FALLO EN REBELDÍA EN SU CONTRA POR LO QUE SE PIDE EN LA DEMANDA. Para presentar su comparecencia necesita acceso a internet.</p>
<p class="en">If you need help, call the Clerk's Office at ${c.phone} or write to ${c.email}. Court-provided interpreters are available.</p>
<table class="atty">
<tr><td style="width:50%"><span class="lbl">Atty. No.:</span> ${f.bar.replace('Cook County Firm No. ', '')}</td><td><span class="lbl">Witness date / Fecha:</span> ${d.issued}</td></tr>
<tr><td><span class="lbl">Atty Name:</span> ${f.atty}</td><td rowspan="5" style="text-align:center"><div style="display:flex;align-items:center;justify-content:space-around"><div class="seal">CLERK OF THE<br>CIRCUIT COURT<br>SEAL</div><div>__________________<br><span class="lbl">Clerk of Court</span></div></div></td></tr>
<tr><td><span class="lbl">Firm Name:</span> ${f.name} &nbsp; <span class="lbl">Atty. for:</span> Plaintiff</td></tr>
<tr><td><span class="lbl">Address:</span> ${f.street}, ${f.city}</td></tr>
<tr><td><span class="lbl">Telephone:</span> ${f.phone}</td></tr>
<tr><td><span class="lbl">Primary Email:</span> ${f.email}<br><span class="lbl">Secondary Email:</span> ${f.email2}</td></tr></table>
<div class="tiny" style="margin-top:6px">Service by Facsimile Transmission will be accepted at: ____________ &nbsp; Date of service: ____________ (To be inserted by officer on copy left with defendant or other person)</div>
<div class="foot" style="position:absolute;bottom:26px;left:46px;right:46px;text-align:center">Clerk of the Circuit Court of Cook County, Illinois · ${c.street}, ${c.city} · Page 1 of 1</div>`;
  return page(d, css, b);
};

// 05 ---------------------------------------------------------------- paren caption small claims complaint
L['paren-caption-small-claims-complaint'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:64px 84px 40px}
.court{text-align:center;font-weight:bold;text-transform:uppercase;line-height:1.3}
table.cap{margin:16px 0 8px;width:100%;font-size:11pt;line-height:1.2}
table.cap td{padding:0;vertical-align:top}
td.p{width:24px;text-align:center}
h1{text-align:center;font-size:12pt;margin:12px 0}
.pa{text-indent:40px;text-align:justify;line-height:1.45}
.blk{font-size:10pt;line-height:1.25;margin-top:14px}`;
  const rows = [
    [`${U(p.name)},`, ''], [`${p.tail},`, ''], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', ''],
    ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.', `Case No. <b>${d.caseNo}</b>`], ['', ''],
    [`${NM(df)}`, `Amount Claimed: ${$(a.principal)}`], [`${df.street}`, 'plus costs'], [`${csz(df)},`, ''],
    ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.', 'Return Date: ____________']];
  const b = `
<div class="court">${lines(c.lines)}</div>
<table class="cap">${rows.map(r => `<tr><td style="width:52%">${r[0]}</td><td class="p">)</td><td>${r[1]}</td></tr>`).join('')}</table>
<h1>SMALL CLAIMS COMPLAINT</h1>
<p class="pa">1. Plaintiff, ${p.name}, by its attorneys, ${f.name}, complains of Defendant, ${nm(df)}, who resides at ${df.street}, ${df.city}, DuPage County, Illinois.</p>
<p class="pa">2. Defendant entered into a credit card agreement with ${d.x.orig} (account no. ${d.x.acct}). The account was sold and assigned to Plaintiff, which now owns all rights, title and interest in it.</p>
<p class="pa">3. Defendant used the account and failed to make the payments required. After all payments and credits, Defendant owes Plaintiff the principal sum of <b>${$(a.principal)}</b>. No interest is claimed after the date of charge-off.</p>
<p class="pa">WHEREFORE, Plaintiff requests judgment against Defendant in the amount of ${$(a.principal)}, plus costs of suit (filing fee ${$(a.filing)}), for a total of ${$(a.total)}, and such other relief as the Court deems just.</p>
<p class="pa" style="font-size:10pt">Under penalties as provided by law pursuant to Section 1-109 of the Code of Civil Procedure, the undersigned certifies that the statements set forth in this instrument are true and correct, except as to matters therein stated to be on information and belief.</p>
<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:10px">
<div class="blk">${f.name}<br>${f.atty}, ${f.bar}<br>${f.bar2}<br>${f.street}<br>${f.city}<br>${f.phone}<br>${f.email}</div>
<div style="text-align:center;font-size:10pt"><i>/s/ ${f.atty}</i><br>__________________________<br>Attorney for Plaintiff</div></div>
<div class="foot" style="position:absolute;bottom:28px;left:84px;right:84px;text-align:center">Filed ${d.filed} · Clerk of the Circuit Court, ${c.street}, ${c.city}</div>`;
  return page(d, css, b);
};

// 06 ---------------------------------------------------------------- colon caption, 4-line court name
L['colon-caption-four-line-court'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, d2 = d.def2, a = d.amt;
  const css = `.page{padding:60px 78px 40px}
.court{font-weight:bold;font-size:11pt;line-height:1.25;text-transform:uppercase;margin-left:0}
table.cap{margin:14px 0;width:100%;line-height:1.25}
table.cap td{vertical-align:top}
td.k{width:18px;text-align:center}
h1{text-align:center;font-size:12pt;letter-spacing:3px;margin:8px 0 10px}
.pa{text-align:justify;text-indent:34px;line-height:1.4}
table.sum{margin:4px 0 10px 60px}table.sum td{padding:1px 12px}
.sig{margin-left:300px;line-height:1.25}`;
  const rows = [
    [`${U(p.name)},`, ''], [`<span style="font-size:9pt">${p.tail},</span>`, ''], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', `No. ${d.caseNo}`],
    ['&nbsp;&nbsp;&nbsp;&nbsp;vs.', ''], [`${NM(df)} and`, `Amount claimed: ${$(a.principal)}`], [`${NM(d2)},`, 'plus interest and costs'],
    ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.', '']];
  const b = `
<div class="court">${lines(c.lines)}</div>
<table class="cap">${rows.map(r => `<tr><td style="width:50%">${r[0]}</td><td class="k">:</td><td>${r[1]}</td></tr>`).join('')}</table>
<h1>COMPLAINT</h1>
<p class="pa">NOW COMES the Plaintiff, ${p.name}, by and through its attorneys, ${f.name}, and for its Complaint against the Defendants states as follows:</p>
<p class="pa">1. Defendant ${nm(df)} obtained a personal line of credit from ${d.x.orig}, account ${d.x.acct}, and Defendant ${nm(d2)} signed as co-obligor. Plaintiff is the successor in interest to the account.</p>
<p class="pa">2. Defendants defaulted. The balance due is itemized as follows:</p>
<table class="sum"><tr><td>Principal</td><td class="r">${$(a.principal)}</td></tr><tr><td>Contract interest through 10/15/2026</td><td class="r">${$(a.interest)}</td></tr><tr><td style="border-top:1px solid #000">Total</td><td class="r" style="border-top:1px solid #000">${$(a.total)}</td></tr></table>
<p class="pa">3. Venue is proper in Will County because the Defendants reside in this county. Defendants' last known address: ${df.street}, ${csz(df)}.</p>
<p class="pa">4. The amount in controversy does not exceed ${$(a.limit)}, exclusive of costs, and this matter is properly assigned to the LM calendar.</p>
<p class="pa">WHEREFORE, Plaintiff prays for judgment against Defendants, jointly and severally, for the principal amount of ${$(a.principal)}, together with interest as allowed by law and the costs of this action.</p>
<div class="sig">Respectfully submitted,<br>${p.name}<br><br>By: <i>/s/ ${f.atty}</i><br>One of its attorneys<br><br><span style="font-size:9.5pt">${f.atty} (${f.bar})<br>${f.name}<br>${f.street}<br>${f.city}<br>Phone: ${f.phone}<br>Email: ${f.email}<br>Service: ${f.email2}</span></div>`;
  return page(d, css, b);
};

// 07 ---------------------------------------------------------------- Ohio one-line court, paren caption with Judge
L['ohio-one-line-court-paren-caption-judge'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:58px 72px 40px;font-size:12pt}
.court{text-align:center;font-weight:bold;font-size:11.5pt;text-transform:uppercase;margin-bottom:14px}
table.cap{width:100%;font-size:11pt;line-height:1.2}
table.cap td{vertical-align:top;padding:0}
td.p{width:20px}
.pa{text-align:justify;line-height:1.5;text-indent:36px}
.blk{line-height:1.2;font-size:10.5pt}`;
  const rows = [
    [`${U(p.name)}`, `CASE NO. ${d.caseNo}`], [`${p.street}`, ''], [`${p.city},`, 'JUDGE ______________________'], ['', ''],
    ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', '<b>COMPLAINT FOR MONEY</b>'], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;vs.', '<b>(Account)</b>'], ['', ''],
    [`${NM(df)}`, ''], [`${df.street}`, ''], [`${csz(df)},`, ''], ['', ''], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.', '']];
  const b = `
<div class="court">${c.lines[0]}</div>
<table class="cap">${rows.map(r => `<tr><td style="width:50%">${r[0]}</td><td class="p">)</td><td>${r[1]}</td></tr>`).join('')}</table>
<div style="border-bottom:1px solid #000;width:50%;margin-bottom:14px"></div>
<p class="pa">1. Plaintiff is the assignee and current owner of a credit account originally issued by ${d.x.orig} to Defendant, account ${d.x.acct}. A copy of the account statement is attached as Exhibit A, as required by Civ.R. 10(D).</p>
<p class="pa">2. Defendant has defaulted in payment, and there is due and owing to Plaintiff on the account the sum of <b>${$(a.principal)}</b>, for which demand has been made and no part of which has been paid.</p>
<p class="pa">WHEREFORE, Plaintiff demands judgment against Defendant in the amount of ${$(a.principal)}, plus interest at the statutory rate of ${a.rate} per annum from the date of judgment, and the costs of this action.</p>
<div style="display:flex;justify-content:space-between;margin-top:24px">
<div class="blk"><i>/s/ ${f.atty}</i><br>${f.atty} ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>Facsimile: ${f.fax}<br>${f.email}<br><i>Counsel for Plaintiff</i></div></div>
<div style="margin-top:26px;font-size:10.5pt"><b><u>INSTRUCTIONS FOR SERVICE</u></b><br>To the Clerk: Please serve the Defendant with a copy of the Summons and Complaint by certified mail, return receipt requested, at the address set forth in the caption above.</div>
<div class="foot" style="position:absolute;bottom:26px;left:72px;right:72px;text-align:center">Filed ${d.filed}</div>`;
  return page(d, css, b);
};

// 08 ---------------------------------------------------------------- mailed summons, envelope window, certified
L['summons-envelope-window-certified'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  let bars = '';
  let s = 7;
  for (let i = 0; i < 64; i++) { s = (s * 37 + 11) % 101; bars += `<span style="display:inline-block;width:${1 + (s % 3)}px;height:${s % 2 ? 26 : 14}px;background:#000;margin-right:2px;vertical-align:bottom"></span>`; }
  const css = `.page{padding:0}
.ret{position:absolute;left:58px;top:40px;font-size:8pt;line-height:1.2}
.win{position:absolute;left:86px;top:176px;width:360px;height:92px;font-size:11pt;line-height:1.25;text-transform:uppercase;font-family:'Nimbus Mono PS';font-weight:bold}
.rt{position:absolute;right:56px;top:40px;width:270px;border:1.5px solid #000;padding:6px 8px;font-size:9pt}
.cm{position:absolute;left:86px;top:112px;font-size:7.5pt}
.fold{position:absolute;left:0;right:0;top:330px;border-top:1px dashed #777}
.main{position:absolute;left:58px;right:58px;top:346px}
h1{font-size:14pt;text-align:center;margin:0 0 6px}
.cap{border:1px solid #000;display:flex;margin-bottom:8px}
.cap div{padding:5px 8px;flex:1}
.cap div+div{border-left:1px solid #000}`;
  const b = `
<div class="ret"><b>${U(c.lines[0])}</b><br>CLERK OF COURTS — ${U(c.lines[1])}<br>${c.street}<br>${c.city}</div>
<div class="cm"><div>${bars}</div>CERTIFIED MAIL® &nbsp; ${d.x.cert}</div>
<div class="rt"><b style="font-size:11pt">SUMMONS ON COMPLAINT</b><br>Case No. <b>${d.caseNo}</b><br>Date issued: ${d.issued}<br>E-filing envelope: ${d.x.envelope}<br><span class="lbl">Return service requested · Official court mail</span></div>
<div class="win">${nm(df)}<br>${df.street}<br>${df.city} ${df.st} ${df.zip}</div>
<div class="fold"></div>
<div class="main">
<h1>SUMMONS</h1>
<div class="cap"><div><span class="lbl">PLAINTIFF</span><br><b>${p.name}</b></div><div><span class="lbl">DEFENDANT</span><br><b>${NM(df)}</b><br>${df.street}<br>${csz(df)}</div><div style="flex:.8"><span class="lbl">CASE NUMBER</span><br><b>${d.caseNo}</b><br><span class="lbl">JUDGE</span><br>______________</div></div>
<p>To the above-named Defendant: You have been named defendant in a complaint filed in the ${c.lines[0]}, ${c.lines[1]}, by the plaintiff named above. A copy of the complaint is attached. The complaint demands judgment against you in the amount of <b>${$(a.principal)}</b>, plus interest and the costs of this action.</p>
<p>You are required to serve upon the plaintiff's attorney, or upon the plaintiff if he has no attorney of record, a copy of an answer to the complaint within <b>twenty-eight (28) days</b> after service of this summons on you, exclusive of the day of service. Your answer must also be filed with the court within three days after service on plaintiff's attorney.</p>
<p><b>If you fail to appear and defend, judgment by default will be rendered against you for the relief demanded in the complaint.</b></p>
<table style="width:100%;margin-top:4px;font-size:9pt"><tr>
<td style="vertical-align:top;width:55%;border:1px solid #000;padding:5px 8px"><span class="lbl">PLAINTIFF'S ATTORNEY</span><br>${f.atty}, ${f.bar}<br>${f.name}<br>${f.street}<br>${f.city}<br>${f.phone} · ${f.email}</td>
<td style="vertical-align:top;border:1px solid #000;padding:5px 8px"><span class="lbl">CLERK OF COURTS</span><br>${c.street}<br>${c.city}<br>Tel. ${c.phone}<br>${c.email}<br>Cost deposit received: ${$(a.deposit)}</td></tr></table>
<p style="margin-top:8px;font-size:8.5pt">Questions about this summons? The clerk cannot give legal advice. Self-help information is available at the Help Center, first floor. Para información en español, llame al ${c.phone}.</p>
<div style="margin-top:14px;display:flex;justify-content:space-between;font-size:9pt"><span>By: ____________________ Deputy Clerk</span><span>Sent by certified mail on ${d.issued}</span></div>
</div>
<div class="foot" style="position:absolute;bottom:24px;left:58px;right:58px;display:flex;justify-content:space-between"><span>CMC-SUM-01 (rev. 2026)</span><span>Page 1 of 1</span></div>`;
  return page(d, css, b);
};

// 09 ---------------------------------------------------------------- small claims, labelled lines
L['small-claims-labelled-lines'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:46px 60px}
.court{text-align:center;font-size:13pt;font-weight:bold;line-height:1.2}
.addr{text-align:center;font-size:8pt}
h1{text-align:center;font-size:11.5pt;margin:10px 0 2px;border-top:2px solid #000;border-bottom:2px solid #000;padding:3px 0}
.case{display:flex;justify-content:space-between;font-size:9.5pt;margin:6px 0 8px}
.grp{margin:6px 0;border-left:3px solid #000;padding-left:8px}
.grp h2{font-size:9.5pt;margin:0 0 2px}
.ln{display:flex;align-items:flex-end;margin:3px 0}
.ln .k{font-size:7.5pt;white-space:nowrap;margin-right:6px}
.ln .v{flex:1;border-bottom:1px solid #000;padding:0 4px 1px;font-size:10pt}
.pa{text-align:justify;margin:6px 0}`;
  const ln = (k, v, w) => `<div class="ln" ${w ? `style="flex:${w}"` : ''}><span class="k">${k}</span><span class="v">${v}</span></div>`;
  const b = `
<div class="court">${lines(c.lines.map(U))}</div>
<div class="addr">${c.street} · ${c.city} · Telephone ${c.phone}</div>
<h1>SMALL CLAIMS COMPLAINT AND NOTICE OF HEARING</h1>
<div class="case"><span>Case No.: <b>${d.caseNo}</b></span><span>Date filed: ${d.filed}</span><span>Deposit paid: ${$(a.deposit)}</span></div>
<div class="grp"><h2>PLAINTIFF</h2>
${ln('Plaintiff (full legal name):', p.name)}
<div style="display:flex;gap:10px">${ln('Street:', p.street, 2)}${ln('City, State, ZIP:', p.city, 2)}${ln('Phone:', p.phone, 1.3)}</div></div>
<div class="grp"><h2>DEFENDANT</h2>
${ln('Defendant (Last, First, M.I.):', U(LF(df)))}
<div style="display:flex;gap:10px">${ln('Street:', df.street, 2.2)}${ln('City:', df.city, 1.2)}${ln('State:', df.st, .6)}${ln('ZIP:', df.zip, .8)}</div></div>
<div class="grp"><h2>CLAIM</h2>
<p class="pa">The Defendant owes the Plaintiff <b>${$(a.principal)}</b> for the following reason: unpaid balance for dental services rendered between 03/2025 and 09/2025 on ${d.x.acct}, after insurance payments and adjustments. Plaintiff also asks for court costs. (Small claims are limited to ${$(a.limit)}, not including interest and costs.)</p></div>
<div class="grp"><h2>ATTORNEY FOR PLAINTIFF (if any)</h2>
${ln('Name / Reg. No.:', `${f.atty}, ${f.bar}`)}
${ln('Firm / Address:', `${f.name}, ${f.street}, ${f.city}`)}
<div style="display:flex;gap:10px">${ln('Phone:', f.phone, 1)}${ln('E-mail:', f.email, 2)}</div>
<div class="tiny">For payment arrangements only, write to ${f.email2}; do not send court filings to that address.</div></div>
<div style="border:2px solid #000;padding:6px 10px;margin-top:10px"><b>NOTICE OF HEARING TO DEFENDANT:</b> This case is set for hearing before a magistrate on <b>${d.hearing}</b>, ${c.lines[0]}, ${c.street}, Courtroom 8B. You must appear with any witnesses and documents. If you do not appear, judgment may be entered against you for the amount claimed plus costs. You may file a counterclaim at least seven days before the hearing.</div>
<p class="pa" style="font-size:9pt">I swear or affirm that the above claim is true and that no part of it has been paid. ____________________________ Signature of Plaintiff / Attorney &nbsp;&nbsp; Sworn before me on ${d.filed}: ______________ Deputy Clerk</p>
<div class="foot" style="position:absolute;bottom:26px;left:60px;right:60px;display:flex;justify-content:space-between"><span>AMC-SC-1 (07/2026)</span><span>White: Court · Yellow: Defendant · Pink: Plaintiff</span></div>`;
  return page(d, css, b);
};

// 10 ---------------------------------------------------------------- NJ two-column bilingual summons
L['nj-summons-two-column-english-spanish'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:36px 44px;line-height:1.22}
.atty{font-size:8.5pt;line-height:1.2;margin-bottom:8px}
table.cap{width:100%;border-top:1.5px solid #000;border-bottom:1.5px solid #000;margin-bottom:6px}
table.cap td{vertical-align:top;padding:4px 6px;font-size:9pt}
.cols{display:flex;gap:16px}
.cols>div{flex:1}
.cols h2{font-size:11pt;text-align:center;margin:2px 0 4px;letter-spacing:1px}
.cols p{text-align:justify;margin-bottom:.4em}
.es{color:#222}
.dfb{border:1.2px solid #000;padding:5px 8px;margin-top:6px;display:flex;justify-content:space-between;font-size:9pt}`;
  const b = `
<div class="atty">${U(f.name)}<br>${f.street}<br>${f.city}<br>${f.phone}<br>${f.atty}, ${f.bar}<br>${f.email}<br>Attorneys for Plaintiff</div>
<table class="cap"><tr><td style="width:48%;border-right:1px solid #000"><b>${U(p.name)}</b>,<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff(s) / Demandante(s)<br>v.<br><b>${NM(df)}</b>,<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant(s) / Demandado(s)</td>
<td><b>${lines(c.lines.map(U))}</b><br>Docket No. / Número del Expediente: <b>${d.caseNo}</b><br>CIVIL ACTION / ACCIÓN CIVIL<br><b>SUMMONS / CITACIÓN</b></td></tr></table>
<div class="cols"><div>
<h2>SUMMONS</h2>
<p>From the State of New Jersey to the Defendant named above: The plaintiff has filed a lawsuit against you in the Superior Court of New Jersey. The complaint attached to this summons states the basis for this lawsuit. The plaintiff demands <b>${$(a.principal)}</b>, plus court costs.</p>
<p>If you dispute this complaint, you or your attorney must file a written answer with the Clerk of the Special Civil Part within 35 days from the date you received this summons, not counting the date you received it. The address of the Clerk is ${c.street}, ${c.city}; telephone ${c.phone}. A filing fee payable to the Treasurer, State of New Jersey, must accompany the answer.</p>
<p>If you do not file and serve an answer within 35 days, the court may enter a judgment against you for the money demanded plus interest and costs. A judgment may lead to wage garnishment or bank levy.</p>
<p>The Special Civil Part hears claims up to ${$(a.limit)}. If you cannot afford an attorney, call Legal Services at ${d.x.legalSvc}. If you can afford an attorney but do not know one, call the Lawyer Referral Service at ${d.x.lawyerRef}.</p>
</div><div class="es">
<h2>CITACIÓN</h2>
<p>Del Estado de Nueva Jersey al demandado cuyo nombre figura arriba: El demandante ha entablado una demanda contra usted en el Tribunal Superior de Nueva Jersey. La demanda adjunta a esta citación expone las razones. El demandante reclama <b>${$(a.principal)}</b>, más las costas del tribunal.</p>
<p>Si usted no está de acuerdo con la demanda, usted o su abogado debe presentar una contestación por escrito ante el Secretario de la Parte Civil Especial dentro de los 35 días a partir de la fecha en que recibió esta citación. La dirección del Secretario es ${c.street}, ${c.city}; teléfono ${c.phone}.</p>
<p>Si usted no presenta una contestación dentro de 35 días, el tribunal puede dictar un fallo en su contra por el dinero reclamado más intereses y costas. Un fallo puede resultar en el embargo de su salario o de su cuenta bancaria.</p>
<p>Si no puede pagar un abogado, llame a Servicios Legales al ${d.x.legalSvc}. Si puede pagarlo pero no conoce a ninguno, llame al Servicio de Referencia de Abogados al ${d.x.lawyerRef}.</p>
</div></div>
<div class="dfb"><div><span class="lbl">Name of Defendant to be served / Nombre del demandado:</span><br><b>${nm(df)}</b><br><span class="lbl">Address / Dirección:</span> ${df.street}, ${csz(df)}</div>
<div style="text-align:center">Dated / Fecha: ${d.issued}<br><br><i>s/ Clerk of the Special Civil Part</i><br><span class="lbl">Secretario de la Parte Civil Especial</span></div></div>
<div class="foot" style="position:absolute;bottom:22px;left:44px;right:44px;display:flex;justify-content:space-between"><span>Revised 09/2026, CN 10153-English/Spanish</span><span>page 1 of 1</span></div>`;
  return page(d, css, b);
};

// 11 ---------------------------------------------------------------- NJ complaint, attorney block top-left, ":" caption
L['nj-attorney-block-colon-caption'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, d2 = d.def2, a = d.amt;
  const css = `.page{padding:44px 70px}
.atty{font-size:10pt;line-height:1.2}
table.cap{width:100%;margin:12px 0 6px;border-top:1px solid #000;border-bottom:1px solid #000}
table.cap td{vertical-align:top;padding:4px 0;line-height:1.25}
td.k{width:20px;text-align:center}
h1{font-size:12pt;text-align:center;margin:8px 0 6px}
.pa{text-indent:36px;text-align:justify;line-height:1.4}`;
  const left = `${U(p.name)},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.<br><br>${NM(df)} and ${NM(d2)},<br><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.`;
  const right = `${lines(c.lines.map(U))}<br><br>DOCKET NO.: ${d.caseNo}<br><span style="font-size:9pt">Our File No.: ${f.file}</span><br><br><b>Civil Action</b><br><br><b>COMPLAINT</b>`;
  const b = `
<div class="atty">${f.name}<br>${f.atty} (${f.bar})<br>${f.street}<br>${f.city}<br>Tel. ${f.phone}<br>E-mail: ${f.email}<br>Attorneys for Plaintiff</div>
<table class="cap"><tr><td style="width:48%">${left}</td><td class="k">:<br>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:<br>:</td><td style="padding-left:8px">${right}</td></tr></table>
<p class="pa">Plaintiff, ${p.name}, by way of Complaint against Defendants, says:</p>
<p class="pa">1. Defendants ${nm(df)} and ${nm(d2)} reside at ${df.street}, ${df.city}, New Jersey ${df.zip}, in Middlesex County, where venue is laid.</p>
<p class="pa">2. Defendants applied for and were issued a joint installment loan by Plaintiff, account ${d.x.acct}, and agreed to repay it in monthly installments. Defendants failed to make the payments due, and the loan was accelerated.</p>
<p class="pa">3. There is now due and owing from Defendants the principal balance of <b>${$(a.principal)}</b>. Late fees of ${$(a.lateFees)} that were assessed on the account are not sought in this action.</p>
<p class="pa">WHEREFORE, Plaintiff demands judgment against Defendants, jointly, severally and in the alternative, in the amount of ${$(a.principal)}, together with costs of suit (currently ${$(a.costs)}) and such other relief as the Court deems equitable and just.</p>
<h1 style="font-size:10.5pt;text-align:left;margin-left:0">CERTIFICATION PURSUANT TO R. 4:5-1</h1>
<p class="pa" style="font-size:10pt">I certify that the matter in controversy is not the subject of any other action pending in any court or of a pending arbitration proceeding, and no other action or arbitration proceeding is contemplated. I certify that confidential personal identifiers have been redacted from documents now submitted to the court. Electronic notices for this firm should be directed to ${f.email2}.</p>
<div style="display:flex;justify-content:space-between;margin-top:10px;font-size:10.5pt"><span>Dated: ${d.filed}</span><span>${U(f.name)}<br>Attorneys for Plaintiff<br><br>By: <i>/s/ ${f.atty}</i><br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${f.atty}</span></div>`;
  return page(d, css, b);
};

// 12 ---------------------------------------------------------------- NJ mostly Spanish citación
L['nj-spanish-citacion'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:40px 62px}
.atty{font-size:9pt;line-height:1.2;margin-bottom:10px}
.hdr{display:flex;border:1.5px solid #000}
.hdr>div{padding:6px 8px}
.hdr>div+div{border-left:1.5px solid #000}
h1{text-align:center;font-size:15pt;margin:10px 0 2px;letter-spacing:2px}
.sub{text-align:center;font-size:8pt;margin-bottom:8px}
.pa{text-align:justify;line-height:1.38}
.box{border:1px solid #000;padding:6px 10px;margin:8px 0;background:#f2f2f2}`;
  const b = `
<div class="atty">${f.name}<br>${f.atty} — ${f.bar}<br>${f.street}, ${f.city}<br>Tel. ${f.phone} · ${f.email}<br>Abogados del Demandante / Attorneys for Plaintiff</div>
<div class="hdr"><div style="width:50%"><b>${p.name}</b><br>Demandante,<br>contra<br><b>${NM(df)}</b><br>Demandado(a).</div>
<div><b>${lines(c.lines.map(U))}</b><br><span class="lbl">Número del Expediente / Docket No.</span><br><b style="font-size:11pt">${d.caseNo}</b><br>Acción Civil</div></div>
<h1>CITACIÓN</h1>
<div class="sub">(Traducción oficial al español. This summons is also available in English at the Clerk's office.)</div>
<p class="pa">Del Estado de Nueva Jersey al Demandado cuyo nombre aparece arriba:</p>
<p class="pa">El demandante, nombrado arriba, ha entablado una demanda en su contra en el Tribunal Superior de Nueva Jersey. La demanda que se adjunta a esta citación indica el fundamento de la acción. El demandante le reclama la suma de <b>${$(a.principal)}</b> por el saldo impago de una tarjeta de crédito, más las costas judiciales, que a la fecha ascienden a ${$(a.costs)}.</p>
<p class="pa">Si usted desea impugnar la demanda, usted o su abogado deberá presentar una contestación por escrito ante la Secretaría de la Parte Civil Especial dentro de los treinta y cinco (35) días siguientes a la fecha en que recibió esta citación, sin contar esa fecha. La Secretaría está ubicada en ${c.street}, ${c.city}; teléfono ${c.phone}. Deberá enviar también una copia de su contestación al abogado del demandante, cuyo nombre y dirección aparecen arriba.</p>
<p class="pa">Si usted no presenta su contestación en el plazo indicado, el tribunal podrá dictar un fallo en rebeldía en su contra por la cantidad reclamada más intereses y costas. Si se dicta un fallo en su contra, se le podrá embargar el salario, la cuenta bancaria u otros bienes. La Parte Civil Especial conoce de reclamaciones de hasta ${$(a.limit)}.</p>
<p class="pa">Si no puede pagar un abogado, puede llamar a la oficina de Servicios Legales de su condado al ${d.x.legalSvc}. Tiene derecho a un intérprete sin costo alguno; avise a la Secretaría con anticipación.</p>
<div class="box"><b>Demandado a quien se debe notificar:</b> ${nm(df)}<br><b>Dirección:</b> ${df.street}, ${csz(df)}</div>
<div style="display:flex;justify-content:space-between;margin-top:14px"><span>Fecha: ${d.issued}</span><span style="text-align:center"><i>s/ Secretario de la Parte Civil Especial</i><br><span class="lbl">Clerk of the Special Civil Part</span></span></div>
<div class="foot" style="position:absolute;bottom:24px;left:62px;right:62px;display:flex;justify-content:space-between"><span>Revisado 09/2026, CN 10153-Spanish</span><span>página 1 de 1</span></div>`;
  return page(d, css, b);
};

// 13 ---------------------------------------------------------------- MI grid form with tiny labels
L['mi-grid-form-tiny-labels-checkboxes'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:30px 36px;line-height:1.2}
.top{display:flex;justify-content:space-between;font-size:6.5pt}
table.g{width:100%;border:1.5px solid #000}
table.g td{border:1px solid #000;vertical-align:top;padding:2px 5px}
table.g .lbl{display:block;font-size:6.5pt;text-transform:none}
.big{font-size:13pt;font-weight:bold;text-align:center}
.nt{font-size:8.5pt;text-align:justify}
.nt ol{margin:2px 0 2px 16px;padding:0}`;
  const b = `
<div class="top"><span>Form MC-S1</span><span>Original - Court &nbsp; 1st copy - Defendant &nbsp; 2nd copy - Plaintiff &nbsp; 3rd copy - Return</span></div>
<table class="g">
<tr><td style="width:34%"><b style="font-size:9.5pt">${lines(c.lines.map(U))}</b></td><td style="width:36%" class="big">SUMMONS<br><span style="font-size:7.5pt;font-weight:normal">${cb(0)}ALIAS SUMMONS</span></td><td><span class="lbl">CASE NO.</span><b style="font-size:11pt">${d.caseNo}</b><br><span class="lbl">Judge:</span>_____________ <span class="lbl" style="display:inline">Bar no.</span> ____</td></tr>
<tr><td colspan="3"><span class="lbl">Court address</span>${c.street}, ${c.city} <span style="float:right"><span class="lbl" style="display:inline">Court telephone no.</span> ${c.phone}</span></td></tr>
<tr><td colspan="1" style="height:62px"><span class="lbl">Plaintiff's name(s), address(es), and telephone no(s).</span>${p.name}<br>c/o its attorney</td><td colspan="2"><span class="lbl">Defendant's name(s), address(es), and telephone no(s).</span><b>${NM(df)}</b><br>${df.street}<br>${csz(df)}</td></tr>
<tr><td colspan="3"><span class="lbl">Plaintiff's attorney, bar no., address, and telephone no.</span>${f.atty} ${f.bar}<br>${f.name}, ${f.street}, ${f.city} &nbsp; ${f.phone}</td></tr>
<tr><td colspan="3" class="nt"><span class="lbl">Instructions: Check the items below that apply to you and provide any required information. Submit this form to the court clerk along with your complaint and, if necessary, a case inventory addendum.</span>
<b>Domestic Relations Case</b><br>${cb(1)}There are no pending or resolved cases within the jurisdiction of the family division of the circuit court involving the family or family members of the person(s) who are the subject of the complaint.<br>
<b>Civil Case</b><br>${cb(0)}This is a business case in which all or part of the action includes a business or commercial dispute under MCL 600.8035.<br>${cb(1)}There is no other pending or resolved civil action arising out of the same transaction or occurrence as alleged in the complaint.<br>${cb(0)}A civil action between these parties or other parties arising out of the transaction or occurrence alleged in the complaint has been previously filed in ____________ Court.</td></tr>
<tr><td><span class="lbl">Amount of claim (from complaint)</span><b>${$(a.principal)}</b></td><td><span class="lbl">Filing fee</span>${$(a.filing)} <span class="lbl" style="display:inline;margin-left:12px">Jury fee</span> $0.00</td><td><span class="lbl">Service fee (est.)</span>${$(a.service)}</td></tr>
<tr><td colspan="3" class="nt"><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified:
<ol><li>You are being sued.</li><li><b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on the other party or take other lawful action with the court (<b>28 days</b> if you were served by mail or you were served outside this state).</li><li>If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</li><li>If you require special accommodations to use the court because of a disability or if you require a foreign language interpreter to help you fully participate in court proceedings, please contact the court immediately to make arrangements.</li></ol></td></tr>
<tr><td><span class="lbl">Issue date</span>${d.issued}</td><td><span class="lbl">Expiration date*</span>${d.expires}</td><td><span class="lbl">Court clerk</span><i>M. Coleridge</i></td></tr>
<tr><td colspan="3" class="tiny">*This summons is invalid unless served on or before its expiration date. This document must be sealed by the seal of the court. Clerk's office e-mail for scheduling questions only: ${c.email}</td></tr>
</table>
<table class="g" style="margin-top:8px"><tr><td colspan="2" class="big" style="font-size:10pt">PROOF OF SERVICE &nbsp;&nbsp;&nbsp; <span style="font-weight:normal;font-size:8pt">Case No. ${d.caseNo}</span></td></tr>
<tr><td colspan="2" class="nt">TO PROCESS SERVER: You are to serve the summons and complaint not later than 91 days from the date of filing or the date of expiration on the order for second summons. You must make and file your return with the court clerk. If you are unable to complete service you must return this original and all copies to the court clerk.</td></tr>
<tr><td style="width:50%">${cb(0)}OFFICER CERTIFICATE &nbsp; or &nbsp; ${cb(0)}AFFIDAVIT OF PROCESS SERVER<br><span class="lbl">I certify that I am a sheriff, deputy sheriff, bailiff, appointed court officer, or attorney for a party, and that:</span>${cb(0)}I served personally ${cb(0)}I served by registered or certified mail</td><td><span class="lbl">Defendant's name / Complete address(es) of service / Day, date, time</span><br><br><br></td></tr>
<tr><td><span class="lbl">Service fee / Miles traveled / Fee / Total fee</span>$______ &nbsp; ____ &nbsp; $______ &nbsp; $______</td><td><span class="lbl">Signature / Name (type or print) / Title</span><br><br></td></tr></table>
<div class="foot" style="position:absolute;bottom:18px;left:36px;right:36px;display:flex;justify-content:space-between"><span>MC-S1 (11/26) SUMMONS</span><span>MCR 1.109(D), MCR 2.102(B), MCR 2.103, MCR 2.104, MCR 2.105</span></div>`;
  return page(d, css, b);
};

// 14 ---------------------------------------------------------------- X-box caption, John Does
L['x-box-caption-complaint'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:46px 64px}
.court{text-align:center;font-weight:bold;line-height:1.25;text-transform:uppercase;margin-bottom:8px;font-size:11pt}
table.x{width:100%;border:1.5px solid #000}
table.x td{border:1.5px solid #000;vertical-align:top;padding:6px 9px;line-height:1.25}
h1{font-size:12pt;text-align:center;margin:12px 0 8px;letter-spacing:1px}
.pa{text-indent:34px;text-align:justify;line-height:1.4}
table.s{margin:2px 0 8px 70px}table.s td{padding:1px 14px}`;
  const b = `
<div class="court">${lines(c.lines)}</div>
<table class="x"><tr><td style="width:58%">${U(p.name)},<br>a Michigan credit union,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>v.<br>${NM(df)}, and<br>${U(d.does)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Case No. <b>${d.caseNo}</b><br><br>Hon. ____________________<br><br><span class="lbl">Court address: ${c.street}, ${c.city}</span></td></tr>
<tr><td style="font-size:9.5pt">${f.atty} ${f.bar}<br>${U(f.name)}<br>Attorneys for Plaintiff<br>${f.street}<br>${f.city}<br>${f.phone}<br>${f.email}</td><td style="font-size:9.5pt"><b>COMPLAINT ON ACCOUNT</b><br><br>There is no other pending or resolved civil action arising out of the transaction or occurrence alleged in the complaint.</td></tr></table>
<h1>COMPLAINT</h1>
<p class="pa">1. Plaintiff ${p.name} is a state-chartered credit union with its principal office in Ingham County, Michigan.</p>
<p class="pa">2. Defendant ${nm(df)} resides at ${df.street}, ${df.city}, Michigan ${df.zip}, within the district of this Court.</p>
<p class="pa">3. Defendants ${d.does} are persons whose names are presently unknown who may claim an interest in the collateral or who may be liable on the account; Plaintiff will amend this complaint when their identities are known.</p>
<p class="pa">4. Defendant borrowed money from Plaintiff under a consumer loan agreement, ${d.x.acct}, and defaulted. The amounts due are:</p>
<table class="s"><tr><td>Unpaid principal</td><td class="r">${$(a.principal)}</td></tr><tr><td>Accrued interest at ${a.rate} to 10/31/2026</td><td class="r">${$(a.interest)}</td></tr><tr><td style="border-top:1px solid #000">Total</td><td class="r" style="border-top:1px solid #000">${$(a.total)}</td></tr></table>
<p class="pa">5. The amount in controversy does not exceed $25,000, and this Court has jurisdiction under MCL 600.8301.</p>
<p class="pa">WHEREFORE, Plaintiff requests judgment against Defendant ${nm(df)} in the principal amount of ${$(a.principal)}, plus accrued and continuing interest, costs and statutory attorney fees.</p>
<div style="margin-left:330px;margin-top:10px">Dated: ${d.filed}<br><i>/s/ ${f.atty}</i><br>${f.atty} ${f.bar}</div>`;
  return page(d, css, b);
};

// 15 ---------------------------------------------------------------- NC magistrate summons grid form
L['nc-aoc-style-form-grid'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:30px 38px;line-height:1.2}
table.g{width:100%;border:1.5px solid #000}
table.g td{border:1px solid #000;vertical-align:top;padding:3px 6px}
.lbl{display:block;font-size:6.5pt}
.ttl{font-size:14pt;font-weight:bold;text-align:center}
.nt{font-size:8pt;text-align:justify}`;
  const b = `
<table class="g">
<tr><td style="width:33%;font-size:10pt"><b>STATE OF NORTH CAROLINA</b></td><td style="width:37%" rowspan="2" class="c"><div style="font-size:9pt;line-height:1.25">${lines(c.lines)}</div></td><td><span class="lbl">File No.</span><b style="font-size:11.5pt">${d.caseNo}</b></td></tr>
<tr><td><span class="lbl">Name And Address Of Plaintiff</span><b>${p.name}</b><br>c/o attorney named below</td><td rowspan="2" class="ttl" style="vertical-align:middle">MAGISTRATE<br>SUMMONS<br><span style="font-size:7pt;font-weight:normal">${cb(0)} ALIAS AND PLURIES SUMMONS</span><br><span style="font-size:6.5pt;font-weight:normal">G.S. 7A-211, -217, -232; 1A-1, Rule 4</span></td></tr>
<tr><td colspan="2" rowspan="1"><span class="lbl">Name And Address Of Defendant 1</span><b>${NM(df)}</b><br>${df.street}<br>${csz(df)}<br><span class="lbl" style="display:inline">County:</span> Mecklenburg &nbsp; <span class="lbl" style="display:inline">Telephone No.:</span> ______</td></tr>
<tr><td colspan="3" class="nt"><b>TO THE DEFENDANT NAMED ABOVE:</b> A Small Claim Action has been commenced against you. You are notified to appear before the Magistrate at the date, time, and location specified below. You may file a written answer, making a defense to the claim, in the office of the Clerk of Superior Court. Whether or not you file an answer, the plaintiff must prove the claim before the magistrate. If you fail to appear and defend against the proceeding, the plaintiff may get what the plaintiff demands. You may be entitled to a jury trial on appeal.</td></tr>
<tr><td colspan="2"><span class="lbl">Date, Time And Location Of Trial</span>${d.hearing}<br>Mecklenburg County Courthouse, ${c.street}, ${c.city}</td><td><span class="lbl">Date Issued</span>${d.issued}<br><span class="lbl">Signature</span><i>Deputy CSC</i></td></tr>
<tr><td colspan="2"><span class="lbl">Name And Address Of Plaintiff's Attorney</span>${f.atty}<br>${f.name}<br>${f.street}<br>${f.city}<br>${f.phone}</td><td><span class="lbl">Clerk's Office Telephone No.</span>${c.phone}</td></tr>
<tr><td colspan="3"><span class="lbl">Amount Demanded (complaint attached)</span><table style="width:100%;font-size:9pt"><tr><td style="border:none">Principal sum <b>${$(a.principal)}</b></td><td style="border:none">Interest from 04/01/2026 ${$(a.interest)}</td><td style="border:none">Total ${$(a.total)}</td><td style="border:none">plus court costs</td></tr></table><span class="tiny">Small claims actions are limited to ${$(a.limit)} exclusive of interest and costs.</span></td></tr>
<tr><td colspan="3" class="nt"><b>NOTE TO PARTIES:</b> You may obtain a copy of this summons, the complaint and other documents in this case through the eCourts portal. Defendants who do not speak English may request an interpreter by contacting the Clerk's Office at least five days before trial.</td></tr>
</table>
<table class="g" style="margin-top:8px">
<tr><td colspan="3" class="c b" style="font-size:10pt">RETURN OF SERVICE</td></tr>
<tr><td colspan="3" class="nt">I certify that this Summons and a copy of the complaint were received and served as follows:</td></tr>
<tr><td style="width:33%">${cb(0)}By delivering to the defendant named above a copy of the summons and complaint.</td><td style="width:33%">${cb(0)}By leaving a copy of the summons and complaint at the dwelling house or usual place of abode of the defendant with a person of suitable age and discretion residing therein.</td><td>${cb(0)}Defendant WAS NOT served for the following reason:</td></tr>
<tr><td><span class="lbl">Date Served</span><br></td><td><span class="lbl">Name Of Person With Whom Copies Left</span><br></td><td><span class="lbl">Signature Of Deputy Sheriff Making Return</span><br><br></td></tr>
<tr><td><span class="lbl">Service Fee Paid</span>$ 30.00</td><td><span class="lbl">Date Received</span></td><td><span class="lbl">County Of Sheriff</span>Mecklenburg</td></tr></table>
<div class="foot" style="position:absolute;bottom:18px;left:38px;right:38px;display:flex;justify-content:space-between"><span>CVM-S1, Rev. 7/26</span><span>Original – File · Copy – Each Defendant · Copy – Plaintiff</span></div>`;
  return page(d, css, b);
};

// 16 ---------------------------------------------------------------- NC split caption, vs. centred, last-name-first
L['nc-split-caption-vs-centred'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:54px 70px;line-height:1.3}
.top{display:flex;justify-content:space-between;font-size:10pt}
.cap{margin:16px auto 10px;width:380px;text-align:center;line-height:1.35}
h1{text-align:center;font-size:11pt;margin:10px 0}
.pa{text-align:justify;line-height:1.45;margin-bottom:.5em}`;
  const b = `
<div class="top"><div>STATE OF NORTH CAROLINA<br><br>COUNTY OF WAKE</div><div style="text-align:left">${lines(c.lines.map(U))}<br>FILE NO. ${d.caseNo}</div></div>
<div class="cap">${U(p.name)},<br>Plaintiff,<br><br>vs.<br><br>${U(LF(df))},<br>Defendant.</div>
<div style="border-top:1px dashed #000;margin:0 150px"></div>
<h1>COMPLAINT<br>(Money Owed — Breach of Contract)</h1>
<p class="pa">Plaintiff, complaining of Defendant, alleges and says:</p>
<p class="pa">1. Plaintiff is a corporation organized under the laws of North Carolina, licensed under the N.C. Consumer Finance Act, with its principal office in Cumberland County.</p>
<p class="pa">2. Upon information and belief, Defendant is a citizen and resident of Wake County, North Carolina, residing at ${df.street}, ${csz(df)}.</p>
<p class="pa">3. Defendant executed a promissory note in favor of Plaintiff, account ${d.x.acct}, bearing interest at the contract rate of ${a.rate} per annum. A copy is attached as Exhibit A.</p>
<p class="pa">4. Defendant defaulted, and Plaintiff accelerated the balance. After all just credits, the unpaid principal balance is <b>${$(a.principal)}</b>.</p>
<p class="pa">5. Plaintiff has given notice under N.C.G.S. 6-21.2 and is entitled to reasonable attorneys' fees of fifteen percent (15%) of the outstanding balance, or ${$(a.attyFees)}.</p>
<p class="pa">WHEREFORE, Plaintiff prays the Court: (1) that Plaintiff have and recover of Defendant the principal sum of ${$(a.principal)}, with interest at the contract rate from the date of default; (2) for attorneys' fees as allowed by law; (3) that the costs be taxed against Defendant; and (4) for such other relief as the Court deems just.</p>
<div style="margin-left:300px;margin-top:14px;line-height:1.25">This the 16th day of November, 2026.<br><br>${U(f.name)}<br><br>By: <i>/s/ ${f.atty}</i><br>${f.atty}<br>${f.bar}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>${f.email}<br><span style="font-size:8pt">Notices: ${f.email2}</span><br>Attorneys for Plaintiff</div>`;
  return page(d, css, b);
};

// 17 ---------------------------------------------------------------- AZ justice court, boxed caption, bilingual
L['az-justice-court-boxed-caption-bilingual'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:34px 50px;line-height:1.22}
.atty{font-size:8.5pt;line-height:1.2}
.court{text-align:center;margin:8px 0;line-height:1.25}
.court .a{font-size:10pt;font-weight:bold;text-transform:uppercase}
.court .b2{font-size:12pt;font-weight:bold}
.court .ad{font-size:7.5pt}
table.x{width:100%;border:1.5px solid #000}
table.x td{border:1.5px solid #000;padding:5px 8px;vertical-align:top}
h1{font-size:10.5pt;text-align:center;margin:8px 0 4px}
.pair p{margin:0 0 1px}.pair .es{font-style:italic;color:#333;margin-bottom:6px}`;
  const b = `
<div class="atty">${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>${f.phone}<br>${f.email}<br>Attorneys for Plaintiff</div>
<div class="court"><div class="a">${c.lines[0]}</div><div class="b2">${c.lines[1]}</div><div class="ad">${c.street}, ${c.city} · ${c.phone}</div></div>
<table class="x"><tr><td style="width:60%">${p.name}<br><span class="lbl">Plaintiff(s) / Demandante(s)</span><br>vs.<br><b>${NM(df)}</b><br><span class="lbl">Defendant(s) / Demandado(s)</span></td>
<td><span class="lbl">Case Number / Número de caso</span><br><b style="font-size:11pt">${d.caseNo}</b><br><br><b>SUMMONS</b><br><b>(EMPLAZAMIENTO)</b></td></tr>
<tr><td colspan="2"><span class="lbl">Defendant's address / Domicilio del demandado:</span> ${df.street}, ${csz(df)}</td></tr></table>
<h1>THE STATE OF ARIZONA TO THE DEFENDANT / EL ESTADO DE ARIZONA AL DEMANDADO</h1>
<div class="pair">
<p><b>1. You are being sued.</b> A copy of the complaint is attached. The plaintiff claims you owe <b>${$(a.principal)}</b>, plus the filing fee of ${$(a.filing)} and any other allowable costs.</p>
<p class="es">1. Usted está siendo demandado. Se adjunta copia de la demanda. El demandante reclama que usted debe ${$(a.principal)}, más la cuota de presentación de ${$(a.filing)} y otros costos permitidos.</p>
<p><b>2. You must respond in writing.</b> If you were served in Arizona, you have 20 calendar days to file an answer with this court; if served outside Arizona, 30 calendar days. You must pay an answer fee unless it is deferred or waived.</p>
<p class="es">2. Usted debe responder por escrito. Si fue notificado en Arizona, tiene 20 días calendario para presentar una contestación ante este juzgado; si fue notificado fuera de Arizona, 30 días calendario.</p>
<p><b>3. If you do not respond,</b> a default judgment may be entered against you for the relief demanded in the complaint. Justice courts decide civil cases up to ${$(a.limit)}.</p>
<p class="es">3. Si no responde, se podrá dictar un fallo en rebeldía en su contra. Los juzgados de paz resuelven casos civiles de hasta ${$(a.limit)}.</p>
<p><b>4. Requests for reasonable accommodation</b> for persons with disabilities and for interpreters must be made to the court at least 3 working days before the scheduled court proceeding, by calling ${c.phone}.</p>
<p class="es">4. Las solicitudes de intérprete o de adaptaciones razonables deben hacerse al juzgado por lo menos 3 días hábiles antes de la audiencia, llamando al ${c.phone}.</p>
</div>
<div style="display:flex;justify-content:space-between;align-items:flex-end;margin-top:8px"><div>Signed and sealed / Firmado y sellado: ${d.issued}<br>Clerk / Secretario: <i>J. Escalante</i></div>
<div style="width:84px;height:84px;border:1.5px solid #555;border-radius:50%;font-size:6.5pt;text-align:center;display:flex;align-items:center;justify-content:center;color:#555">JUSTICE<br>COURT<br>SEAL</div></div>
<div class="foot" style="position:absolute;bottom:20px;left:50px;right:50px;display:flex;justify-content:space-between"><span>JC-SUM-CV (rev. 08/2026)</span><span>Original: Court · Copy: Defendant</span></div>`;
  return page(d, css, b);
};

// 18 ---------------------------------------------------------------- AZ pleading paper with line numbers
L['az-pleading-paper-line-numbers'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, d2 = d.def2, a = d.amt;
  const LH = 31;
  let nums = '';
  for (let i = 1; i <= 28; i++) nums += `<div style="height:${LH}px;line-height:${LH}px">${i}</div>`;
  const css = `.page{padding:0}
.nums{position:absolute;left:70px;top:86px;width:24px;text-align:right;font-size:10pt;color:#333}
.rule{position:absolute;left:104px;top:0;bottom:0;border-left:3px double #000}
.rrule{position:absolute;right:66px;top:0;bottom:0;border-left:1px solid #000}
.body{position:absolute;left:118px;right:78px;top:${86 + 6}px;line-height:${LH}px}
.ss{line-height:${LH / 2}px}
table.cap{width:100%}
table.cap td{vertical-align:top;line-height:${LH / 2}px;padding:0 6px}
.pa{text-indent:48px;text-align:justify;margin:0}`;
  const b = `
<div class="nums">${nums}</div><div class="rule"></div><div class="rrule"></div>
<div class="body">
<div class="ss">${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>${f.email}<br>Minute entries and notices: ${f.email2}<br>Attorneys for Plaintiff</div>
<div class="c b" style="line-height:${LH / 2}px;margin-top:${LH / 2}px">${lines(c.lines.map(U))}</div>
<table class="cap" style="margin-top:${LH / 2}px"><tr><td style="width:52%;border-right:1px solid #000;border-bottom:1px solid #000">${U(p.name)},<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${NM(df)} and ${U(d2.first)} ${U(d2.last)},<br>wife and husband,<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendants.</td>
<td>Case No. <b>${d.caseNo}</b><br><br><b>COMPLAINT</b><br>(Breach of Contract)<br><br>(Assigned to the Hon. ___________)</td></tr></table>
<div style="margin-top:${LH / 2}px">
<p class="pa">Plaintiff, for its Complaint against Defendants, alleges:</p>
<p class="pa">1. Defendants ${nm(df)} and ${d2.first} ${d2.last} are wife and husband residing at ${df.street}, ${csz(df)}, and all acts alleged were for the benefit of their marital community.</p>
<p class="pa">2. Defendant ${nm(df)} borrowed funds from Plaintiff on a consumer loan, account ${d.x.acct}, and defaulted. The unpaid principal balance is <b>${$(a.principal)}</b>; accrued interest at ${a.rate} totals ${$(a.interest)}.</p>
<p class="pa">3. Pursuant to Ariz. R. Civ. P. 26.2, this is a Tier 1 case. Under Pima County Local Rule 2.11, Plaintiff certifies that the amount in controversy does not exceed the limit of ${$(a.arbLimit)} for compulsory arbitration.</p>
<p class="pa">WHEREFORE, Plaintiff demands judgment against Defendants for the principal of ${$(a.principal)}, accrued and accruing interest, costs, and attorney fees pursuant to A.R.S. § 12-341.01.</p>
<p class="pa">DATED ${d.filed}. &nbsp;&nbsp;&nbsp;${U(f.name)} &nbsp;&nbsp;By <i>/s/ ${f.atty}</i></p>
</div></div>
<div class="foot" style="position:absolute;bottom:18px;left:118px;right:78px;text-align:center;border-top:1px solid #000">- 1 -</div>`;
  return page(d, css, b);
};

// 19 ---------------------------------------------------------------- TN civil warrant, boxed
L['tn-civil-warrant-boxed'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:36px 46px}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border:2px solid #000;padding:6px 10px}
.court{font-size:12pt;font-weight:bold;line-height:1.2;text-transform:uppercase}
.ttl{font-size:20pt;font-weight:bold;letter-spacing:3px;text-align:center}
table.g{width:100%;border:1.5px solid #000;margin-top:-1.5px}
table.g td{border:1px solid #000;vertical-align:top;padding:4px 8px}
.lbl{display:block}
.cmd{font-size:9.5pt;text-align:justify}`;
  const b = `
<div class="hd"><div class="court">${lines(c.lines)}</div><div class="ttl">CIVIL<br>WARRANT</div><div style="width:170px;border:1.5px solid #000;padding:4px 6px;font-size:9pt"><span class="lbl">Warrant No.</span><b style="font-size:12pt">${d.caseNo}</b><br><span class="lbl">Issued</span>${d.issued}</div></div>
<table class="g">
<tr><td style="width:50%"><span class="lbl">PLAINTIFF</span><b>${p.name}</b><br>${p.street}<br>${p.city}</td><td><span class="lbl">DEFENDANT</span><b>${NM(df)}</b><br>${df.street}<br>${csz(df)}</td></tr>
<tr><td colspan="2" class="cmd"><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> You are hereby commanded to summon the defendant(s) named above to appear before the ${c.lines.join(' ')}, ${c.street}, ${c.city}, on <b>${d.hearing}</b>, to answer in a civil action brought by the plaintiff(s) for: a debt due by account for a consumer installment loan, in the amount of <b>${$(a.principal)}</b>, plus interest at ${a.rate} per annum and all costs, under the jurisdiction of this court, which does not exceed ${$(a.limit)}.</td></tr>
<tr><td><span class="lbl">Attorney for Plaintiff</span>${f.atty} (${f.bar})<br>${f.name}<br>${f.street}, ${f.city}<br>${f.phone} · ${f.email}</td><td><span class="lbl">Costs advanced by plaintiff</span>${$(a.costs)}<br><span class="lbl">Clerk of the General Sessions Court, Civil Division</span>By: ______________ Deputy Clerk<br><span class="tiny">${c.phone} · ${c.email}</span></td></tr>
<tr><td colspan="2" class="cmd" style="font-size:8.5pt"><b>NOTICE OF PERSONAL PROPERTY EXEMPTION:</b> Tennessee law provides a $10,000 debtor's equity interest personal property exemption from execution or seizure to satisfy a judgment. If a judgment should be entered against you in this action and you wish to claim property as exempt, you must file a written list, under oath, of the items you wish to claim as exempt with the clerk of the court. Certain items are automatically exempt by law and do not need to be listed; these include items of necessary wearing apparel, family portraits, the family Bible and school books. Should any of these items be seized you would have the right to recover them. If you do not understand your exemption right or how to exercise it, you may wish to seek the counsel of a lawyer.</td></tr>
<tr><td colspan="2" class="cmd" style="font-size:8.5pt"><b>ADA:</b> For assistance, contact the ADA Coordinator at ${c.phone}. &nbsp; <b>Interpreter / Intérprete:</b> Si necesita un intérprete, llame al ${c.phone}.</td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td colspan="2" class="c b">RETURN ON SERVICE OF WARRANT</td></tr>
<tr><td colspan="2" class="cmd">I hereby return this warrant as follows: ${cb(0)}Served &nbsp; ${cb(0)}Not served &nbsp; ${cb(0)}Not found &nbsp; ${cb(0)}Other: ______________</td></tr>
<tr><td style="width:50%"><span class="lbl">Date of service</span><br></td><td><span class="lbl">Deputy Sheriff / Process Server</span><br></td></tr>
<tr><td colspan="2"><span class="lbl">Judgment</span>Judgment for $_____________ and costs against ______________________ &nbsp; ${cb(0)}Default &nbsp; ${cb(0)}Agreed &nbsp; ${cb(0)}Dismissed<br><br>______________________________ Judge &nbsp;&nbsp;&nbsp; Date: __________</td></tr></table>
<div class="foot" style="position:absolute;bottom:20px;left:46px;right:46px;display:flex;justify-content:space-between"><span>GS-CW-1 (Rev. 5/26)</span><span>White: Court · Canary: Defendant · Pink: Plaintiff</span></div>`;
  return page(d, css, b);
};

// 20 ---------------------------------------------------------------- typewriter civil warrant + sworn account, pro se
L['typewriter-warrant-sworn-account'] = d => {
  const c = d.court, p = d.plaintiff, df = d.def, a = d.amt, ag = d.agent;
  const css = `.page{padding:50px 64px;line-height:1.3}
pre{font-family:inherit;font-size:inherit;margin:0;white-space:pre-wrap}
.c{text-align:center}`;
  const pad = (s, n) => (s + ' '.repeat(n)).slice(0, n);
  const b = `<pre>
<div class="c">IN THE ${U(c.lines[0])}
${U(c.lines[1])}
${c.street}, ${c.city}</div>

${pad(U(p.name) + ',', 44)})
${pad('     Plaintiff,', 44)})
${pad('', 44)})   CIVIL WARRANT NO. ${d.caseNo}
${pad('vs.', 44)})
${pad('', 44)})   Hearing: ${d.hearing}
${pad(NM(df), 44)})
${pad('a/k/a ' + U(df.aka) + ',', 44)})
${pad(df.street, 44)})
${pad(csz(df) + ',', 44)})
${pad('     Defendant.', 44)})

<div class="c"><b>CIVIL WARRANT — SWORN ACCOUNT</b></div>
TO ANY LAWFUL OFFICER: Summon the defendant to appear before the
General Sessions Court of Knox County at the date and time above
to answer the plaintiff's claim for medical services on account,
in the amount of <b>${$(a.principal)}</b>, plus court costs.

STATEMENT OF ACCOUNT (${d.x.acct})
  Date of service      Description                  Charge
  02/11/2025           Office visit, level 4      $   412.00
  02/11/2025           Imaging (2 views)          $   986.00
  03/04/2025           Follow-up visit            $   366.00
                                                  ----------
  Balance for services                            $ ${money(a.principal)}
  Account service charge (not claimed)            $    ${money(a.svc)}
  Court costs paid by plaintiff                   $   ${money(a.costs)}

AFFIDAVIT OF SWORN ACCOUNT (T.C.A. 24-5-107)
I, ${ag.name}, ${ag.title} of ${p.name},
being duly sworn, state that the foregoing account is just, true
and correct, that it is due and unpaid, and that all lawful
offsets and credits have been allowed. The plaintiff is not
represented by counsel in this matter.

______________________________      Sworn to and subscribed before
${ag.name}                           me on ${d.issued}.
For Plaintiff, ${p.name}
${p.street}, ${p.city}        _________________________
${p.phone} · ${p.email}           Notary Public
</pre>
<div class="foot" style="position:absolute;bottom:26px;left:64px;right:64px;display:flex;justify-content:space-between;font-family:'Liberation Sans'"><span>Filed in the office of the Clerk, ${c.lines.join(', ')} · ${c.phone}</span><span>Page 1</span></div>`;
  return page(d, css, b);
};

// 21 ---------------------------------------------------------------- LA petition, VERSUS, please serve
L['la-petition-versus-please-serve'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:54px 76px;line-height:1.35}
.court{text-align:center;font-weight:bold;text-transform:uppercase;line-height:1.3}
.no{display:flex;justify-content:space-between;margin:12px 0;font-weight:bold}
.parties{text-align:center;font-weight:bold;line-height:1.6}
.filed{display:flex;justify-content:space-between;font-size:9.5pt;margin:10px 0;border-bottom:1px solid #000;padding-bottom:4px}
h1{text-align:center;font-size:11.5pt;text-decoration:underline;margin:8px 0}
.pa{text-align:justify;text-indent:40px}
.serve{margin-top:10px;font-size:10pt;line-height:1.25}`;
  const b = `
<div class="court">${lines(c.lines)}</div>
<div class="no"><span>NO. ${d.caseNo}</span><span>DIVISION "${d.division}"</span></div>
<div class="parties">${U(p.name)}<br>VERSUS<br>${NM(df)}</div>
<div class="filed"><span>FILED: ______________________</span><span>DEPUTY CLERK: ______________________</span></div>
<h1>PETITION ON OPEN ACCOUNT</h1>
<p>The petition of ${p.name}, a limited liability company authorized to do and doing business in the State of Louisiana, respectfully represents:</p>
<p class="pa">1. Made defendant herein is ${nm(df)}, a person of the full age of majority domiciled in the Parish of Jefferson, State of Louisiana.</p>
<p class="pa">2. Defendant is justly and truly indebted to petitioner in the full sum of <b>${$(a.principal)}</b>, together with legal interest thereon from date of judicial demand until paid, and for all costs of these proceedings, for the balance due on a credit account, ${d.x.acct}, assigned to petitioner.</p>
<p class="pa">3. Amicable demand was made upon defendant by letter dated ${d.x.demand}, more than thirty days before the filing of this petition, without avail. Petitioner is therefore entitled to reasonable attorney fees under La. R.S. 9:2781, which it shows to be twenty-five percent (25%) of the principal, or ${$(a.attyFees)}.</p>
<p>WHEREFORE, petitioner prays that defendant be duly cited and served, and that after due proceedings there be judgment in favor of petitioner and against defendant in the full sum of ${$(a.principal)}, plus legal interest from date of judicial demand, attorney fees, and all costs of these proceedings.</p>
<div style="margin-left:310px;line-height:1.25;font-size:10pt">Respectfully submitted,<br>${U(f.name)}<br><br><i>/s/ ${f.atty}</i><br>${f.atty} (${f.bar})<br>${f.street}<br>${f.city}<br>Telephone: ${f.phone}<br>Email: ${f.email}<br>Counsel for ${p.name}</div>
<div class="serve"><b>PLEASE SERVE:</b><br>${NM(df)}<br>${df.street}<br>${df.city}, Louisiana ${df.zip}</div>`;
  return page(d, css, b);
};

// 22 ---------------------------------------------------------------- KY caption, SERVE: under the defendant's name
L['ky-caption-serve-under-name'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:56px 74px;line-height:1.35}
.court{text-align:center;font-weight:bold;line-height:1.3}
.case{text-align:right;margin:8px 0 12px;font-weight:bold}
.row{display:flex;align-items:baseline}
.row .lead{flex:1;border-bottom:1.5px dotted #000;margin:0 6px}
.pa{text-align:justify;text-indent:40px}
h1{font-size:11pt;text-align:center;margin:10px 0;letter-spacing:4px}`;
  const b = `
<div class="court">${lines(c.lines.map(U))}</div>
<div class="case">CASE NO. ${d.caseNo}</div>
<div class="row"><span>${U(p.name)},</span><span class="lead"></span><span>PLAINTIFF</span></div>
<div style="padding-left:20px;font-size:9.5pt">${p.tail}</div>
<div style="margin:8px 0 8px 150px">v.</div>
<div class="row"><span>${NM(df)}</span></div>
<div class="row"><span>a/k/a ${U(df.aka)}</span><span class="lead"></span><span>DEFENDANT</span></div>
<div style="margin:6px 0 0 24px;line-height:1.25">SERVE: &nbsp;${df.street}<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${csz(df)}</div>
<h1>COMPLAINT</h1>
<p>Comes the Plaintiff, ${p.name}, by counsel, and for its Complaint against the Defendant states as follows:</p>
<p class="pa">1. Plaintiff is a limited liability company that purchased the Defendant's credit card account, ${d.x.acct}, from ${d.x.orig}.</p>
<p class="pa">2. Defendant is a resident of Jefferson County, Kentucky, and this Court has jurisdiction because the amount in controversy does not exceed $5,000.00, exclusive of interest and costs.</p>
<p class="pa">3. Defendant has failed to pay the account, and there is now due and owing to Plaintiff the sum of <b>${$(a.principal)}</b>.</p>
<p>WHEREFORE, Plaintiff demands judgment against the Defendant in the amount of ${$(a.principal)}, post-judgment interest at the rate of ${a.rate} per annum pursuant to KRS 360.040, its costs herein expended, and any and all other relief to which it may appear entitled.</p>
<div style="margin-left:320px;margin-top:10px;line-height:1.25">Respectfully submitted,<br><br><i>/s/ ${f.atty}</i><br>${f.atty}, ${f.bar}<br>${U(f.name)}<br>${f.street}<br>${f.city}<br>${f.phone}<br>${f.email}<br><i>Counsel for Plaintiff</i></div>`;
  return page(d, css, b);
};

// 23 ---------------------------------------------------------------- AL boxed statement of claim
L['al-boxed-statement-of-claim'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:32px 40px;line-height:1.2}
table.g{width:100%;border:1.5px solid #000}
table.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.lbl{display:block;font-size:6.5pt}
.ttl{font-size:13pt;font-weight:bold;text-align:center}
.nt{font-size:8.5pt;text-align:justify}`;
  const b = `
<table class="g">
<tr><td style="width:28%;font-size:8pt">State of Alabama<br>Unified Judicial System<br><span class="tiny">Form SC-1A Rev. 6/26</span></td><td class="ttl" style="width:44%">STATEMENT OF CLAIM<br><span style="font-size:8pt;font-weight:normal">(Small Claims)</span></td><td><span class="lbl">Case Number</span><b style="font-size:10.5pt">${d.caseNo}</b></td></tr>
<tr><td colspan="3" class="c" style="font-weight:bold;font-size:9.5pt">${c.lines.map(U).join('<br>')}</td></tr>
<tr><td colspan="3"><span class="lbl">Plaintiff (name, address)</span><b>${p.name}</b>, c/o ${f.name}, ${f.street}, ${f.city}</td></tr>
<tr><td colspan="2"><span class="lbl">Defendant — Name</span><b>${NM(df)}</b></td><td><span class="lbl">Telephone</span>______________</td></tr>
<tr><td colspan="2"><span class="lbl">Street address / apartment</span>${df.street}</td><td><span class="lbl">City / State / ZIP</span>${df.city} / ${df.st} / ${df.zip}</td></tr>
<tr><td colspan="3" class="nt"><span class="lbl">Claim</span>The plaintiff claims of the defendant the sum of <b>${$(a.principal)}</b>, plus court costs, for the following reason:<br>
${cb(0)}Merchandise &nbsp; ${cb(1)}Loan &nbsp; ${cb(0)}Rent &nbsp; ${cb(0)}Services &nbsp; ${cb(0)}Worthless check &nbsp; ${cb(0)}Other: __________<br>
Unpaid balance of personal installment loan, ${d.x.acct}, dated 02/18/2024; last payment received 11/05/2025. The amount claimed does not exceed the small claims limit of ${$(a.limit)}.</td></tr>
<tr><td colspan="3" class="nt"><span class="lbl">Oath</span>I, the undersigned, being duly sworn, state that the defendant owes the plaintiff the amount claimed, that no part has been paid, that the defendant is not in the military service, and that the information above is true and correct.<br><br>____________________________ Plaintiff / Agent &nbsp;&nbsp;&nbsp; Sworn to and subscribed before me on ${d.filed} &nbsp; ____________________ Clerk/Notary</td></tr>
<tr><td colspan="2"><span class="lbl">Plaintiff's attorney — name, code, address, phone, e-mail</span>${f.atty} (${f.bar})<br>${f.name}, ${f.street}, ${f.city}<br>${f.phone} · ${f.email}</td><td><span class="lbl">Filing fee paid</span>${$(a.filing)}<br><span class="lbl">Date filed</span>${d.filed}</td></tr>
<tr><td colspan="3" class="nt"><b>NOTICE TO DEFENDANT:</b> You must file an answer to this claim with the Clerk of the District Court, ${c.street}, ${c.city}, within 14 days after service of this statement of claim. If you do not, judgment by default may be entered against you for the amount claimed plus court costs. You may present any defense or counterclaim you have. If you need an interpreter, notify the clerk.</td></tr>
</table>
<table class="g" style="margin-top:10px">
<tr><td colspan="3" class="c b">RETURN ON SERVICE</td></tr>
<tr><td style="width:34%">${cb(0)}Certified mail — return receipt attached</td><td style="width:33%">${cb(0)}Personal service on defendant</td><td>${cb(0)}Service at dwelling</td></tr>
<tr><td><span class="lbl">Date</span><br></td><td><span class="lbl">Server signature</span><br></td><td><span class="lbl">Type of process server</span><br></td></tr></table>
<div class="foot" style="position:absolute;bottom:20px;left:40px;right:40px;display:flex;justify-content:space-between"><span>Original — Court &nbsp; Copy — Defendant &nbsp; Copy — Plaintiff</span><span>SM-1 (front)</span></div>`;
  return page(d, css, b);
};

// 24 ---------------------------------------------------------------- OR complaint, attorney block in footer
L['or-complaint-footer-attorney'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:50px 72px 150px;line-height:1.45}
.court{text-align:center;font-weight:bold;text-transform:uppercase;line-height:1.3}
table.cap{width:100%;margin:14px 0 8px}
table.cap td{vertical-align:top;padding:0;line-height:1.25}
td.p{width:16px}
.pa{text-indent:40px;text-align:justify;margin-bottom:.3em}
h2{font-size:11pt;text-align:center;margin:.4em 0}
.ftr{position:absolute;left:72px;right:72px;bottom:28px;border-top:1.5px solid #000;padding-top:4px;display:flex;justify-content:space-between;font-size:8pt;line-height:1.25}`;
  const rows = [[`${U(p.name)},`, `Case No. ${d.caseNo}`], ['', ''], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,', '<b>COMPLAINT</b>'], ['', '(Breach of Contract — Money Owed)'], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;v.', ''],
    ['', `Claim Amount: ${$(a.principal)}`], [`${NM(df)},`, `Filing Fee: ${$(a.filing)} (ORS 21.160(1)(a))`], ['', ''], ['&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Defendant.', 'NOT SUBJECT TO MANDATORY ARBITRATION']];
  const b = `
<div class="court">${lines(c.lines)}</div>
<table class="cap">${rows.map(r => `<tr><td style="width:48%">${r[0]}</td><td class="p">)</td><td>${r[1]}</td></tr>`).join('')}</table>
<p>Plaintiff alleges:</p>
<h2>FIRST CLAIM FOR RELIEF</h2>
<p class="pa">1. Plaintiff is a Delaware limited liability company registered with the Oregon Secretary of State. Defendant ${nm(df)} resides at ${df.street}, ${csz(df)}, in Multnomah County.</p>
<p class="pa">2. Defendant opened a credit card account with ${d.x.orig}, ${d.x.acct}, and agreed to repay all charges. The account was later sold and assigned to Plaintiff.</p>
<p class="pa">3. Defendant breached the agreement by failing to pay. Defendant owes Plaintiff <b>${$(a.principal)}</b>, no part of which has been paid.</p>
<p class="pa">4. Plaintiff is entitled to its reasonable attorney fees under ORS 20.082 and to prejudgment interest at the statutory rate of ${a.rate} per annum.</p>
<p>WHEREFORE, Plaintiff prays for judgment against Defendant for ${$(a.principal)}; reasonable attorney fees under ORS 20.082; prejudgment interest at ${a.rate}; and its costs and disbursements incurred herein.</p>
<p style="margin-top:10px">DATED: ${d.filed}.</p>
<div style="margin-left:330px;line-height:1.25">${U(f.name)}<br><br><i>s/ ${f.atty}</i><br>${f.atty}, ${f.bar}<br>${f.email}<br>Of Attorneys for Plaintiff<br><span style="font-size:9pt">Trial Attorney: ${f.atty}</span></div>
<div class="ftr"><div>Page 1 — COMPLAINT<br><span style="font-size:7pt">${p.name} v. ${nm(df)}</span></div><div style="text-align:right"><b>${U(f.name)}</b><br>Attorneys at Law<br>${f.street}, ${f.city}<br>Telephone ${f.phone} · ${f.email}</div></div>`;
  return page(d, css, b);
};

// 25 ---------------------------------------------------------------- CO court-use-only grid
L['co-court-use-only-grid'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:36px 44px;line-height:1.25}
table.g{width:100%;border:1.5px solid #000}
table.g td{border:1px solid #000;padding:5px 8px;vertical-align:top}
.cuo{text-align:center;font-size:9pt;font-weight:bold;vertical-align:middle!important}
h1{text-align:center;font-size:12pt;margin:0}
.pa{text-align:justify;margin:7px 0}`;
  const b = `
<table class="g">
<tr><td style="width:64%"><b>${U(c.lines[0])}</b><br>Court Address: ${c.street}<br>${c.city}</td><td rowspan="2" class="cuo"><br><br>▲ COURT USE ONLY ▲<br><br></td></tr>
<tr><td>Plaintiff: <b>${U(p.name)}</b><br><br>v.<br><br>Defendant: <b>${NM(df)}</b><br>${df.street}<br>${csz(df)}</td></tr>
<tr><td>Attorney for Plaintiff:<br>${f.atty}, ${f.bar}<br>${f.name}<br>${f.street}, ${f.city}<br>Phone Number: ${f.phone}<br>E-mail: ${f.email}</td><td>Case Number: <b style="font-size:11pt">${d.caseNo}</b><br><br>Division: ____ &nbsp; Courtroom: ____</td></tr>
<tr><td colspan="2"><h1>SUMMONS IN CIVIL ACTION</h1></td></tr></table>
<p class="pa">TO THE ABOVE-NAMED DEFENDANT:</p>
<p class="pa">You are summoned and required to appear and file with the clerk of this Court an Answer or other response to the attached Complaint. If service of the Summons and Complaint was made upon you within the State of Colorado, you are required to file your Answer or other response within 21 days after such service upon you. If service was made upon you outside the State of Colorado, you are required to file your Answer or other response within 35 days after such service upon you. Your Answer or counterclaim must be accompanied with the applicable filing fee.</p>
<p class="pa">If you fail to file your Answer or other response to the Complaint in writing within the applicable time period, the Court may enter judgment by default against you for the relief demanded in the Complaint without further notice.</p>
<p class="pa">The Complaint seeks a money judgment against you in the amount of <b>${$(a.principal)}</b> for an unpaid retail installment account, together with interest, costs and reasonable attorney fees as allowed by law. The jurisdiction of the county court in civil actions is limited to ${$(a.limit)}.</p>
<p class="pa">Dated: ${d.issued}</p>
<div style="display:flex;justify-content:space-between;margin-top:4px"><div>Clerk of Court / Deputy Clerk<br><br>_____________________________</div><div style="text-align:left"><i>/s/ ${f.atty}</i><br>Attorney for Plaintiff<br>${f.atty}, ${f.bar}</div></div>
<p class="pa" style="font-size:8pt;margin-top:12px;border:1px solid #000;padding:5px 8px">This Summons is issued pursuant to Rule 304, C.R.C.P., as amended. A copy of the Complaint must be served with this Summons. This form should not be used where service by publication is desired. WARNING: A valid summons may be issued by a lawyer and it need not contain a court case number, the signature of the clerk, or the seal of the court. The time in which the summons must be answered begins when you are served. Answer filing fee in county court (over $15,000): $116.00.</p>
<div class="foot" style="position:absolute;bottom:22px;left:44px;right:44px;display:flex;justify-content:space-between"><span>CV-1 R11/26 SUMMONS IN CIVIL ACTION (COUNTY COURT)</span><span>Page 1 of 1</span></div>`;
  return page(d, css, b);
};

// 26 ---------------------------------------------------------------- MA small claim form, pro se plaintiff
L['ma-small-claim-form-pro-se'] = d => {
  const c = d.court, p = d.plaintiff, df = d.def, a = d.amt, ag = d.agent;
  const css = `.page{padding:30px 38px;line-height:1.2}
table.g{width:100%;border:1.5px solid #000}
table.g td{border:1px solid #000;padding:3px 6px;vertical-align:top}
.lbl{display:block;font-size:6.5pt;text-transform:uppercase}
.ttl{font-size:12.5pt;font-weight:bold;text-align:center}
.nt{font-size:8.5pt;text-align:justify}`;
  const b = `
<table class="g">
<tr><td style="width:30%"><span class="lbl">Docket number</span><b style="font-size:11pt">${d.caseNo}</b></td><td class="ttl" style="width:40%">STATEMENT OF SMALL CLAIM<br>AND NOTICE OF TRIAL</td><td style="font-size:9pt;font-weight:bold">${lines(c.lines.map(U))}</td></tr>
<tr><td colspan="3" class="tiny">G.L. c. 218, §§ 21-25; Uniform Small Claims Rules. Court address: ${c.street}, ${c.city} · Clerk-Magistrate's Office ${c.phone}</td></tr>
<tr><td colspan="2"><span class="lbl">Plaintiff's name, address and telephone</span><b>${p.name}</b><br>${p.street}, ${p.city}<br>${p.phone} · ${p.email}</td><td><span class="lbl">Plaintiff's attorney (if any)</span>NONE — plaintiff appears through its authorized representative<br><span class="lbl">Representative</span>${ag.name}, ${ag.title}</td></tr>
<tr><td colspan="2"><span class="lbl">Defendant's name and address</span><b>${U(LF(df))}</b><br>${df.street}<br>${csz(df)}</td><td><span class="lbl">Defendant's telephone / e-mail (if known)</span>______________</td></tr>
<tr><td colspan="3" class="nt"><span class="lbl">Plaintiff's claim</span>The defendant owes the plaintiff <b>${$(a.principal)}</b> plus court costs for the following reasons: unpaid balance of a share-secured Visa credit card issued by the plaintiff credit union, ${d.x.acct}; last payment received 01/22/2026; written demand for payment sent 07/15/2026. The plaintiff is a credit union and is not a debt buyer. ${cb(1)} I have attached copies of the account statement and demand letter.</td></tr>
<tr><td><span class="lbl">Amount of claim</span>${$(a.principal)}</td><td><span class="lbl">Filing fee (costs)</span>${$(a.filing)}</td><td><span class="lbl">Total with costs</span>${$(a.total)}</td></tr>
<tr><td colspan="3" class="nt">${cb(1)}The defendant is not in the military. &nbsp; ${cb(1)}The claim does not exceed the small claims limit of ${$(a.limit)}. &nbsp; ${cb(0)}This claim is for property damage caused by a motor vehicle. &nbsp; ${cb(1)}The defendant lives or does business within this judicial district.</td></tr>
<tr><td colspan="3" class="nt"><span class="lbl">Signature of plaintiff or representative, under the penalties of perjury</span><i>${ag.name}</i> &nbsp;&nbsp; for ${p.name} &nbsp;&nbsp; Date: ${d.filed}</td></tr>
</table>
<table class="g" style="margin-top:8px">
<tr><td colspan="2" class="ttl" style="font-size:11pt">NOTICE OF TRIAL TO DEFENDANT</td></tr>
<tr><td style="width:50%"><span class="lbl">Trial date and time</span><b>${d.hearing}</b></td><td><span class="lbl">Place</span>${c.lines[0]}, ${c.lines[2]}, Small Claims Session, Courtroom 22</td></tr>
<tr><td colspan="2" class="nt">YOU ARE BEING SUED IN SMALL CLAIMS COURT. If you do not appear for the trial, a judgment may be entered against you for the amount claimed plus costs. If you have a defense, you must come to court on the trial date and bring any evidence and witnesses. If you believe the claim is wrong, you may try to settle it before trial. Mediation is available on the trial date at no cost. <i>USTED ESTÁ SIENDO DEMANDADO EN EL TRIBUNAL DE RECLAMOS MENORES. Si no comparece, se puede dictar un fallo en su contra.</i></td></tr>
<tr><td colspan="2" class="nt">If you need an interpreter or an accommodation, contact the Clerk-Magistrate's Office at ${c.phone} before the trial date. &nbsp; Clerk-Magistrate: ______________________ &nbsp; Date mailed: ${d.filed}</td></tr></table>
<div class="foot" style="position:absolute;bottom:18px;left:38px;right:38px;display:flex;justify-content:space-between"><span>SC-1 (11/26)</span><span>Copy 2 — Defendant</span></div>`;
  return page(d, css, b);
};

// ---------------------------------------------------------------- LETTERS
function valTable(d) {
  const a = d.amt;
  return `<table class="val"><tr><td>As of ${d.x.itemDate}, you owed:</td><td class="r">${$(a.asOf)}</td></tr>
<tr><td>Between ${d.x.itemDate} and today:</td><td></td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in interest:</td><td class="r">+ ${$(a.interest)}</td></tr>
<tr><td>&nbsp;&nbsp;You were charged this amount in fees:</td><td class="r">+ ${$(a.fees)}</td></tr>
<tr><td>&nbsp;&nbsp;You paid or were credited this amount toward the debt:</td><td class="r">– ${$(a.paid)}</td></tr>
<tr class="tot"><td><b>Total amount of the debt now:</b></td><td class="r"><b>${$(a.now)}</b></td></tr></table>`;
}
const valCss = `table.val{width:100%;border:1.2px solid #000;margin:6px 0}
table.val td{padding:2px 8px}
table.val tr.tot td{border-top:1.2px solid #000}`;

// 27 ---------------------------------------------------------------- agency letter, window envelope, validation table
L['letter-window-validation-table'] = d => {
  const g = d.agency, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:0}
.ret{position:absolute;left:58px;top:36px;font-size:8pt;line-height:1.2}
.logo{position:absolute;right:58px;top:36px;text-align:right}
.logo b{font-size:14pt;letter-spacing:.5px}
.win{position:absolute;left:86px;top:168px;width:350px;line-height:1.22;font-size:10.5pt;text-transform:uppercase}
.ref{position:absolute;right:58px;top:150px;width:230px;border:1px solid #000;padding:5px 8px;font-size:8.5pt}
.main{position:absolute;left:58px;right:58px;top:300px}
.main p{text-align:justify}
${valCss}
.off{border:1.5px dashed #000;padding:5px 9px;margin:6px 0}`;
  const b = `
<div class="ret">${g.name}<br>${g.street}<br>${g.city}<br>ADDRESS SERVICE REQUESTED</div>
<div class="logo"><b>${g.name}</b><br><span style="font-size:8pt">${g.phone} · ${g.email} · ${g.hours}</span></div>
<div class="ref">Date: ${d.date}<br>Reference #: ${d.x.ref}<br>Account: ${d.x.acct}<br>Current creditor: ${p.name}</div>
<div class="win">${nm(df)}<br>${df.street}<br>${df.city} ${df.st} ${df.zip}</div>
<div class="main">
<p>${g.name} is a debt collector. We are trying to collect a debt that you owe to <b>${p.name}</b>. We will use any information you give us to help collect the debt.</p>
<p><b>Our information shows:</b> You had a credit card from ${d.x.orig} with account number ${d.x.acct}.</p>
${valTable(d)}
<p><b>How can you dispute the debt?</b> Call or write to us by <b>${d.x.dispute}</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct. If you write to us by ${d.x.dispute}, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.</p>
<p><b>What else can you do?</b> Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. Contact us about your payment options.</p>
<div class="off"><b>Settlement opportunity:</b> ${p.name} has authorized us to accept <b>${$(a.offer)}</b> as payment in full if received by ${d.x.dispute}. We are not obligated to renew this offer. This offer does not affect your dispute rights.</div>
<p style="font-size:9pt"><i>Póngase en contacto con nosotros para solicitar una copia de este formulario en español. Llame al ${g.phone}.</i></p>
<p style="font-size:8pt">This communication is from a debt collector. Pennsylvania residents: payments may be mailed to ${g.street}, ${g.city}. We are not a law firm and no attorney has reviewed your account. No lawsuit has been filed.</p>
</div>
<div class="foot" style="position:absolute;bottom:22px;left:58px;right:58px;display:flex;justify-content:space-between"><span>KMC-VN-01</span><span>${d.x.ref}</span></div>`;
  return page(d, css, b);
};

// 28 ---------------------------------------------------------------- debt-buyer servicer letter with sidebar
L['letter-sidebar-payment-options'] = d => {
  const g = d.agency, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:0;display:flex}
.side{width:200px;background:#e8eef2;padding:40px 16px;box-sizing:border-box;font-size:8.5pt;line-height:1.3}
.side h3{font-size:9.5pt;margin:12px 0 3px;border-bottom:1px solid #555}
.main{flex:1;padding:40px 48px 30px 34px;box-sizing:border-box}
.hd{font-size:15pt;font-weight:bold;letter-spacing:1px}
.to{margin:18px 0 14px;line-height:1.25}
.main p{text-align:justify}
${valCss}
table.opt{width:100%;border:1px solid #000;margin:6px 0;font-size:9pt}
table.opt td{border:1px solid #000;padding:3px 6px}`;
  const b = `
<div class="side"><b style="font-size:10pt">${g.name}</b><br>${g.street}<br>${g.city}
<h3>Reference</h3>${d.x.ref}
<h3>Original creditor</h3>${d.x.orig}<br>Acct ${d.x.acct}
<h3>Current creditor</h3>${p.name}
<h3>Charge-off balance</h3>${$(a.asOf)}
<h3>Call us</h3>${g.phone}<br>${g.hours}
<h3>E-mail</h3>${g.email}
<h3>Pay online</h3>pay.peachlineaccounts.com<br>(use your reference number)</div>
<div class="main"><div class="hd">NOTICE OF DEBT</div><div style="font-size:8.5pt">${d.date}</div>
<div class="to">${NM(df)}<br>${df.street}<br>${csz(df)}</div>
<p>Dear ${df.first} ${df.last}:</p>
<p>${g.name} is a debt collector. We are trying to collect a debt that you owe to ${p.name}, which purchased it from ${d.x.orig}. We will use any information you give us to help collect the debt.</p>
${valTable(d)}
<p>Call or write to us by <b>${d.x.dispute}</b> to dispute all or part of the debt. If you do not, we will assume that our information is correct.</p>
<p><b>Ways to resolve this balance:</b></p>
<table class="opt"><tr><td>Option 1 — Lump sum</td><td>Pay ${$(a.offer)} (60% of the balance) by ${d.x.dispute}</td></tr>
<tr><td>Option 2 — Three payments</td><td>3 monthly payments totaling ${$(a.offer2)}</td></tr>
<tr><td>Option 3 — Payment plan</td><td>Monthly payments toward the full ${$(a.now)}; call to set up</td></tr></table>
<p style="font-size:8.5pt">We are not obligated to renew these offers. Because of the age of your debt, ${p.name} will not sue you for it. This letter is not a notice of a lawsuit, and no court action has been started.</p>
<p style="font-size:8.5pt"><i>Para obtener esta información en español, llame al ${g.phone}.</i></p>
<p>Sincerely,<br>Account Resolution Department</p></div>`;
  return page(d, css, b);
};

// 29 ---------------------------------------------------------------- agency letter with tear-off coupon holding the address
L['letter-tearoff-coupon-address'] = d => {
  const g = d.agency, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:40px 56px}
.lh{display:flex;justify-content:space-between;border-bottom:2px solid #2a4d3a;padding-bottom:6px}
.lh b{font-size:14pt;color:#2a4d3a}
.main p{text-align:justify;margin-bottom:.45em}
${valCss}
.coupon{position:absolute;left:56px;right:56px;bottom:36px;border-top:1.5px dashed #000;padding-top:12px;display:flex;gap:20px;font-size:9pt}
.coupon>div{flex:1}
.coupon table td{border:1px solid #000;padding:2px 6px;font-size:8.5pt}`;
  const b = `
<div class="lh"><div><b>${g.name}</b><br><span style="font-size:8pt">${g.street}, ${g.city}<br>${g.license}</span></div><div style="text-align:right;font-size:8.5pt">${g.phone}<br>${g.email}<br>${d.date}</div></div>
<div class="main" style="margin-top:12px">
<p>Re: ${p.name} — ${d.x.acct} — Our reference ${d.x.ref}</p>
<p>Dear ${nm(df)}:</p>
<p>${g.name} is a debt collector. We are trying to collect a debt that you owe to <b>${p.name}</b> for medical services provided on ${d.x.service}. We will use any information you give us to help collect the debt.</p>
${valTable(d)}
<p>Interest is accruing at ${a.rate} per year as allowed by RCW 19.52.010 and the balance may increase. <b>How can you dispute the debt?</b> Call or write to us by ${d.x.dispute} to dispute all or part of the debt. If you do not, we will assume that our information is correct.</p>
<p>You may be eligible for charity care from the hospital or provider. Contact ${p.name} to request an application. If you have questions, call us at ${g.phone}. <i>Para información en español, llame al ${g.phone}.</i></p>
<p style="font-size:8pt">THIS IS AN ATTEMPT TO COLLECT A DEBT BY A DEBT COLLECTOR. This letter does not mean that a lawsuit has been filed. ${g.license}.</p>
</div>
<div class="coupon"><div><div class="tiny">▼ DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT ▼</div><br>
<b>${NM(df)}</b><br>${df.street}<br>${df.city} ${df.st} ${df.zip}<br><br><span class="tiny">Check here if your address has changed and write the new address on the back ${cb(0)}</span></div>
<div><table style="width:100%"><tr><td>Reference #</td><td>${d.x.ref}</td></tr><tr><td>Amount due now</td><td><b>${$(a.now)}</b></td></tr><tr><td>Amount enclosed</td><td>$</td></tr></table><br>
Make check payable to and mail to:<br><b>${g.name}</b><br>${g.street}<br>${g.city}</div></div>`;
  return page(d, css, b);
};

// 30 ---------------------------------------------------------------- law-firm letter announcing a suit already filed
L['law-firm-letter-re-block'] = d => {
  const c = d.court, f = d.firm, p = d.plaintiff, df = d.def, a = d.amt;
  const css = `.page{padding:46px 76px;line-height:1.35}
.lh{text-align:center;border-bottom:1px solid #000;padding-bottom:6px;margin-bottom:14px}
.lh .n{font-size:17pt;letter-spacing:2px;font-variant:small-caps}
.lh .s{font-size:8pt}
table.re{margin:12px 0 12px 30px;font-size:10pt}
table.re td{vertical-align:top;padding:0 8px 1px 0}
.main p{text-align:justify}`;
  const b = `
<div class="lh"><div class="n">${f.name}</div><div class="s">ATTORNEYS AT LAW · ${f.street} · ${f.city}<br>Telephone ${f.phone} · Facsimile ${f.fax}</div></div>
<div>${d.date}</div>
<div style="margin-top:14px;line-height:1.25">VIA FIRST-CLASS MAIL<br>${nm(df)}<br>${df.street}<br>${csz(df)}</div>
<table class="re"><tr><td><b>Re:</b></td><td><b>${p.name} v. ${nm(df)}</b></td></tr>
<tr><td></td><td>Court: ${c.lines.join(', ')}</td></tr>
<tr><td></td><td>Case No.: ${d.caseNo} &nbsp;&nbsp;|&nbsp;&nbsp; Our File No.: ${f.file}</td></tr>
<tr><td></td><td>Original creditor: ${d.x.orig}, account ${d.x.acct}</td></tr></table>
<div class="main">
<p>Dear ${df.first} ${df.last}:</p>
<p>This firm represents ${p.name} in connection with the above account. Please be advised that on ${d.filed}, we filed a lawsuit against you on behalf of our client in the ${c.lines[0]}, ${c.lines[1]}, under the case number shown above. The petition asks the court for judgment in the amount of <b>${$(a.principal)}</b>, together with court costs (currently ${$(a.costs)}) and statutory post-judgment interest.</p>
<p>You will be served separately with a summons. The summons will tell you the date and time you must appear: the first court date is presently set for ${d.x.courtDate}; if you do not appear, a default judgment may be entered against you.</p>
<p>Our client is willing to resolve this matter before the court date. If we receive <b>${$(a.offer)}</b> in certified funds on or before December 30, 2026, our client will accept that amount in full settlement and will dismiss the lawsuit. Payments may be arranged by calling our office or by writing to ${f.email2}. Please do not send payments to the court.</p>
<p>If you have any questions concerning the lawsuit, you may contact the undersigned directly at ${f.phone} or by e-mail at ${f.email}. We cannot give you legal advice; you may wish to consult an attorney of your choice.</p>
<p>Very truly yours,<br><br><i>${f.atty}</i><br>${f.atty}<br>${f.bar}<br>${U(f.name)}</p>
<p style="font-size:8pt;margin-top:10px">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose. Unless you notify this office within 30 days after receipt of this letter that you dispute the validity of the debt or any portion thereof, this office will assume this debt is valid.</p>
</div>`;
  return page(d, css, b);
};

module.exports = { L, money };
