// HTML layouts. Page = 850 x 1100 CSS px (100 px per inch), rendered at deviceScaleFactor 2 -> 1700 x 2200.
'use strict';
const { custName } = require('./data.js');
const pt = x => (x * 100 / 72).toFixed(1) + 'px';
const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const U = s => esc(s).toUpperCase();

function printedCust(d, upper = true) {
  const c = d.cust;
  if (d.mods && d.mods.lastFirst) return esc(c.last.toUpperCase() + ', ' + c.first + ' ' + c.middle + (c.suffix ? ' ' + c.suffix : ''));
  return upper ? U(custName(c)) : esc(custName(c));
}
function custAddrLines(d) {
  const c = d.cust;
  const out = [];
  if (c.po) out.push(esc(c.street) + ' &nbsp;·&nbsp; Mail: ' + esc(c.po));
  else out.push(esc(c.street));
  out.push(esc(`${c.city}, ${c.st} ${c.zip}`));
  return out;
}
function total(d) { return (d.amount || 0) + (d.interest || 0) + (d.costs || 0) + (d.attyFee || 0); }
function dated(d) { const m = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November']; return `${m[(d.n * 7) % 11]} ${(d.n * 3) % 27 + 1}, 2025`; }
function shortDate(d) { return `${((d.n * 7) % 11) + 1}/${(d.n * 3) % 27 + 1}/2025`; }

function courtHead(d, cls = 'ch') { return `<div class="${cls}">${d.courtLines.map(esc).join('<br>')}</div>`; }
function attyBlock(d, small) {
  if (!d.firm) return '';
  return `<div class="atty ${small ? 'small' : ''}">${esc(d.atty)}${d.bar ? ' (' + esc(d.bar) + ')' : ''}<br>${esc(d.firm)}<br>${esc(d.firmAddr)}<br>Tel. ${esc(d.firmPhone)}${d.email ? '<br>E-mail: ' + esc(d.email) : ''}${(d.others || []).length ? '<br>' + d.others.map(e => 'Alt.: ' + esc(e)).join('<br>') : ''}<br>Attorney for Plaintiff</div>`;
}
function moneyTable(d) {
  const rows = [['Principal balance claimed', d.amount]];
  if (d.interest) rows.push(['Pre-judgment interest (stated separately)', d.interest]);
  if (d.costs) rows.push(['Court costs / filing fee', d.costs]);
  if (d.attyFee) rows.push(['Attorney fees (if awarded)', d.attyFee]);
  rows.push(['TOTAL including costs and fees', total(d)]);
  return `<table class="money">${rows.map(r => `<tr><td>${r[0]}</td><td class="r">$${money(r[1])}</td></tr>`).join('')}</table>`;
}
function extras(d) {
  let h = '';
  const m = d.mods || {};
  if (m.fax) h += `<div class="fax">${shortDate(d)} 08:${10 + d.n}AM &nbsp; FROM: ${d.firm ? U(d.firm) : 'CLERK'} ${esc(d.firmPhone || d.courtPhone)} &nbsp;&nbsp; TO: 1${esc((d.courtPhone || '').replace(/[()\s-]/g, ''))} &nbsp;&nbsp;&nbsp; P. 1/3</div>`;
  if (m.barcode) {
    let bars = ''; let x = 0; let seed = d.n * 7919;
    for (let i = 0; i < 90; i++) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; const w = 1 + (seed % 3); if (i % 2 === 0) bars += `<rect x="${x}" y="0" width="${w}" height="30"/>`; x += w; }
    h += `<div class="bar"><svg width="${x}" height="30">${bars}</svg><span>E-FILED ${shortDate(d)} &nbsp; ${d.envelope ? esc(d.envelope) : 'Envelope ' + (41870000 + d.n * 3917)} &nbsp; Doc ID ${9000 + d.n * 37}</span></div>`;
  }
  return h;
}
function stamp(d, top, left) {
  if (!(d.mods || {}).stamp) return '';
  return `<div class="stamp" style="top:${top}px;left:${left}px">FILED<div class="s2">${dated(d).toUpperCase()}</div><div class="s3">CLERK OF COURT</div></div>`;
}
function ros(d) {
  if (!(d.mods || {}).ros) return '';
  const s = d.serve || d.cust;
  return `<div class="ros"><div class="rh">${d.state === 'LA' ? "SHERIFF'S RETURN" : d.state === 'KS' ? 'RETURN OF SERVICE' : "OFFICER'S RETURN"}</div>
  Received this ${d.state === 'LA' ? 'citation' : 'summons'} on ______________, 2025, and served the same on the defendant named above by delivering a copy to ☐ defendant personally ☐ a person of suitable age residing at the usual place of abode, at: <b>${esc(s.street)}, ${esc(s.city)}, ${esc(s.st)} ${esc(s.zip)}</b>.
  <table class="sig"><tr><td>Date / time: ____________</td><td>Service fee: $${money(d.state === 'LA' ? 35 : 45)}</td><td>Mileage: $______</td><td>Deputy / Process server: ____________________</td></tr></table></div>`;
}
function footer(d, extra = '') {
  return `<div class="foot">${extra}${esc(d.courtLines[0])} · ${esc(d.courtAddr || '')} · Clerk ${esc(d.courtPhone || '')} · Form ${d.state}-CV-${100 + d.n}${d.state === 'KY' ? ' (Rev. 7/23)' : ''} · Page 1 of 1</div>`;
}
const summonsText = (d, days) => `You are being sued. The plaintiff named above has filed a claim against you in this court. You must file a written answer or appearance with the clerk of this court within <b>${days} days</b> after this paper was served on you. If you fail to do so, judgment by default may be entered against you for the relief demanded in the ${d.kind === 'petition' ? 'petition' : 'complaint'}. A copy of the ${d.kind === 'petition' ? 'petition' : 'complaint'} is attached.`;

// ---------------- layouts ----------------
const L = {};

// A. classic paren caption, listed
L.paren = d => `
${extras(d)}
${d.preCaption ? `<div class="pre">${d.preCaption.map(esc).join('<br>')}</div>` : ''}
${courtHead(d, 'ch center big')}
<div class="pcap">
 <div class="pl">${U(d.plaintiff)}${d.ptail ? ',<br>' + esc(d.ptail) : ''},<br><span class="ind">Plaintiff,</span><br><br><div class="vs">vs.</div><br>
 ${printedCust(d)}<br>${custAddrLines(d).join('<br>')}<br><span class="ind">Defendant.</span></div>
 <div class="rule">${')<br>'.repeat(13)}</div>
 <div class="pr"><br><br>${esc(d.caseLabel)} ${esc(d.caseNo)}<br><br>${d.refNo ? '<span class="small">' + esc(d.refNo) + '</span><br>' : ''}<br><b>${esc(d.title)}</b></div>
</div>
${stamp(d, 285, 470)}
<p>TO THE DEFENDANT NAMED ABOVE: ${summonsText(d, d.state === 'KS' ? 21 : 20)}</p>
<p>The plaintiff claims the sum of $${money(d.amount)} as the unpaid principal balance on the account described in the ${d.kind === 'petition' ? 'petition' : 'complaint'}${d.interest ? `, together with accrued interest of $${money(d.interest)} stated separately` : ''}, court costs of $${money(d.costs)}${d.attyFee ? ` and attorney fees of $${money(d.attyFee)}` : ''}, for a total of $${money(total(d))}.</p>
<p>If you have questions about this case, contact the clerk at ${esc(d.courtAddr)}, telephone ${esc(d.courtPhone)}. The clerk cannot give legal advice.</p>
<div class="two"><div>${attyBlock(d)}</div><div class="sigl">Dated: ${dated(d)}<br><br>______________________________<br>Deputy Clerk</div></div>
${ros(d)}
${footer(d)}`;

// B. label column form, listed
L.labelcol = d => {
  const rows = [
    ['Court', d.courtLines.map(esc).join('<br>')],
    ['Court address', esc(d.courtAddr) + ' &nbsp;·&nbsp; ' + esc(d.courtPhone)],
    [esc(d.caseLabel), `<span class="big2">${esc(d.caseNo)}</span>${d.refNo ? ' &nbsp; <span class="small">(' + esc(d.refNo) + ')</span>' : ''}`],
    ['Plaintiff', `${esc(d.plaintiff)}${d.ptail ? ', ' + esc(d.ptail) : ''}<br><span class="small">${esc(d.pAddr)}</span>`],
    ['Defendant', `${printedCust(d, false)}<br>${custAddrLines(d).join('<br>')}`],
    ['Amount of claim', `Principal $${money(d.amount)}`],
    ['Other sums', `${d.interest ? 'Interest $' + money(d.interest) + ' · ' : ''}Costs $${money(d.costs)}${d.attyFee ? ' · Attorney fee $' + money(d.attyFee) : ''} · Total $${money(total(d))}`],
    ['Jurisdictional limit', d.limit ? `This court hears claims up to $${money(d.limit)}.` : '—'],
    ['Attorney for plaintiff', d.firm ? `${esc(d.atty)}, ${esc(d.bar)}<br>${esc(d.firm)}<br>${esc(d.firmAddr)} · ${esc(d.firmPhone)}<br>${d.email ? 'Email: ' + esc(d.email) : 'Email: none on file'}${d.others.length ? '<br><span class="small">Collections desk: ' + d.others.map(esc).join(', ') + '</span>' : ''}` : 'None (self-represented)'],
  ];
  return `${extras(d)}
<div class="titlebar">${esc(d.title)}</div>
<table class="lc">${rows.map(r => `<tr><th>${r[0]}</th><td>${r[1]}</td></tr>`).join('')}</table>
<p class="mt">NOTICE TO DEFENDANT: ${summonsText(d, 30)} You may appear, file an answer, or request a hearing. If you want a jury trial you must request it in writing when you answer.</p>
<p>The plaintiff states that the defendant owes the principal balance shown above on an account for goods, services or credit extended, that demand was made, and that the balance remains unpaid.</p>
<div class="two"><div class="sigl">Sworn to before me ${dated(d)}<br><br>______________________<br>Magistrate / Notary</div><div class="sigl">______________________<br>Signature of plaintiff or attorney</div></div>
${footer(d)}`;
};

// C. party table, listed
L.partytable = d => `${extras(d)}
<div style="width:66%">${courtHead(d, 'ch big')}
<div class="mt"><b>${esc(d.title)}</b> &nbsp;&nbsp; ${esc(d.caseLabel)} <b>${esc(d.caseNo)}</b></div></div>
${stamp(d, 40, 610)}
<table class="grid mt">
<tr><th style="width:32%">Name</th><th>Address</th><th style="width:14%">Role</th></tr>
<tr><td>${esc(d.plaintiff)}${d.ptail ? '<br><span class="small">' + esc(d.ptail) + '</span>' : ''}</td><td>${esc(d.pAddr)}</td><td>Plaintiff</td></tr>
<tr><td>${printedCust(d, false)}</td><td>${custAddrLines(d).join('<br>')}</td><td>Defendant</td></tr>
${d.firm ? `<tr><td>${esc(d.firm)}<br><span class="small">${esc(d.atty)}, ${esc(d.bar)}</span></td><td>${esc(d.firmAddr)}<br>${esc(d.firmPhone)}${d.email ? ' · ' + esc(d.email) : ''}</td><td>Attorney for Plaintiff</td></tr>` : ''}
<tr><td>Clerk of Court</td><td>${esc(d.courtAddr)} · ${esc(d.courtPhone)}${d.others.length ? '<br><span class="small">Notices to plaintiff also: ' + d.others.map(esc).join(', ') + '</span>' : ''}</td><td>Court</td></tr>
</table>
<h4>Claim</h4>
<p>The plaintiff says the defendant owes $${money(d.amount)} for ${d.state === 'MA' ? 'heating oil delivered and unpaid service calls' : 'money lent under a consumer credit agreement'}, plus the costs of this action. ${d.interest ? `Contract interest of $${money(d.interest)} is claimed separately.` : ''} ${d.attyFee ? `Reasonable attorney's fees of $${money(d.attyFee)} are requested.` : ''}</p>
${moneyTable(d)}
${d.limit ? `<p class="small">Small claims in this court may not exceed $${money(d.limit)} exclusive of interest and costs.</p>` : ''}
<p>${d.state === 'MA' ? 'NOTICE OF TRIAL: You must appear for the trial at the court above on the date shown on the clerk\'s notice. If you do not appear, judgment may enter against you by default. If you disagree with the claim you need not file an answer, but you must appear.' : summonsText(d, 30)}</p>
<div class="two"><div class="sigl">Signed under the penalties of perjury<br><br>____________________________<br>${d.firm ? 'Attorney for plaintiff' : 'Plaintiff (self-represented)'}</div><div class="sigl">Date filed: ${dated(d)}<br>Filing fee paid: $${money(d.costs)}<br>Clerk-Magistrate</div></div>
${footer(d)}`;

// D. numbered paragraphs, listed
L.numbered = d => {
  const c = d.cust;
  const paras = [
    `Plaintiff, ${esc(d.plaintiff)}${d.ptail ? ', ' + esc(d.ptail) : ''}, maintains its principal office at ${esc(d.pAddr)}.`,
    `Defendant, ${printedCust(d, false)}, is a person of the full age of majority who resides at ${esc(c.street)}, in the City of ${esc(c.city)}, ${d.state === 'LA' ? 'Parish of East Baton Rouge' : 'County of Fayette'}, ${c.st === 'LA' ? 'Louisiana' : 'Kentucky'} ${esc(c.zip)}${d.codef ? `; co-defendant ${esc(d.codef)} resides at the same address` : ''}.`,
    `This Court has jurisdiction over the parties and subject matter, and venue is proper because the defendant resides within ${d.state === 'LA' ? 'the territorial jurisdiction of this Court' : 'Fayette County'}.`,
    `Defendant opened an ${d.state === 'LA' ? 'open account' : 'installment credit account'} (${esc(d.refNo || 'account ending 0000')}) and received goods, services or credit under it.`,
    `After all just credits and offsets, defendant is indebted to plaintiff in the principal sum of $${money(d.amount)}, which remains due and unpaid despite amicable demand.`,
    `Plaintiff is further entitled to interest of $${money(d.interest)}, computed separately from the date of default, and to attorney's fees of $${money(d.attyFee)} under ${d.state === 'LA' ? 'La. R.S. 9:2781' : 'the terms of the agreement'}.`,
    `Court costs of this proceeding, including the filing fee of $${money(d.costs)}, should be taxed against defendant.`,
  ];
  return `${extras(d)}
${d.preCaption ? `<div class="pre">${d.preCaption.map(esc).join('<br>')}</div>` : ''}
${courtHead(d, 'ch center big')}
<table class="cap2"><tr><td>${U(d.plaintiff)}<br><i>Plaintiff</i></td><td class="center">${esc(d.caseLabel)}<br><b>${esc(d.caseNo)}</b></td></tr>
<tr><td>v.<br>${printedCust(d)}${d.codef ? '<br>and ' + U(d.codef) : ''}<br><i>Defendant${d.codef ? 's' : ''}</i></td><td class="center">${d.state === 'LA' ? 'DIVISION "C"' : 'Judge ____________'}</td></tr></table>
<div class="titlebar">${esc(d.title)}</div>
<p>${d.state === 'LA' ? 'The petition of' : 'Comes now the plaintiff,'} ${esc(d.plaintiff)}, by counsel, ${d.state === 'LA' ? 'respectfully represents' : 'and for its complaint states'}:</p>
<ol class="num">${paras.map(p => `<li>${p}</li>`).join('')}</ol>
<p>WHEREFORE, plaintiff prays for judgment against defendant in the principal sum of $${money(d.amount)}, together with interest, attorney's fees and all costs, and for all other proper relief.</p>
<div class="two"><div></div>${attyBlock(d)}</div>
${footer(d)}`;
};

// E. attorney block in the left margin, listed
L.marginatty = d => `${extras(d)}
<div class="marg">
 <div class="mleft">${attyBlock(d, true)}</div>
 <div class="mright">
  ${d.preCaption ? `<div class="pre">${d.preCaption.map(esc).join('<br>')}</div>` : ''}
  ${courtHead(d, 'ch center')}
  <div class="box mt">
   <div>${U(d.plaintiff)}${d.ptail ? ', ' + esc(d.ptail) : ''},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,</div>
   <div class="center">— against —</div>
   <div>${printedCust(d)},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</div>
   <div class="boxr">${esc(d.caseLabel)}<br><b>${esc(d.caseNo)}</b><br><br>${esc(d.title)}</div>
  </div>
 </div>
</div>
<p class="mt"><b>TO: ${printedCust(d)}, ${custAddrLines(d).join(', ')}</b></p>
<p>${summonsText(d, d.state === 'SC' ? 30 : 21)} Any answer must be served upon the subscriber at the address shown in the margin${d.state === 'SC' ? ', or judgment by default will be rendered against you for the relief demanded in the complaint' : ''}.</p>
<p>The complaint seeks a principal balance of $${money(d.amount)}. Separately, the complaint also requests interest of $${money(d.interest)}, attorney's fees of $${money(d.attyFee)}, and costs of $${money(d.costs)} — a total demand of $${money(total(d))}.</p>
<p class="small">This communication is from a debt collector. The law firm named in the margin may be reached at ${esc(d.firmPhone)}. Court hours 8:00 a.m.–4:30 p.m.; ${esc(d.courtAddr)}; ${esc(d.courtPhone)}.</p>
<div class="two"><div class="sigl">${dated(d)}</div><div class="sigl">_________________________<br>${esc(d.atty)}</div></div>
${ros(d)}
${footer(d)}`;

// F. bilingual two columns, listed
L.bilingual = d => `${extras(d)}
<div class="rowflex"><div>${attyBlock(d, true)}</div></div>
${courtHead(d, 'ch center big mt')}
<table class="grid mt"><tr><td style="width:60%">${esc(d.plaintiff)}, Plaintiff / Demandante,<br><br>v.<br><br>${printedCust(d, false)}<br>${custAddrLines(d).join('<br>')}<br>Defendant / Demandado.</td><td><b>${esc(d.title)}</b><br><br>${esc(d.caseLabel)} ${esc(d.caseNo)}<br><br>Judge / Juez: __________<br><span class="small">Amount claimed / Cantidad reclamada: $${money(d.amount)} (plus costs $${money(d.costs)})</span></td></tr></table>
<div class="cols mt"><div><b>THE STATE OF UTAH TO THE DEFENDANT:</b><p>A lawsuit has been filed against you. You must respond in writing by the deadline for the court to consider your side. The written response is called an Answer. The deadline to file your Answer is 21 days after the date you were served with these papers.</p><p>The plaintiff asks for $${money(d.amount)} in principal, interest of $${money(d.interest)}, and costs. If you do not file and serve your Answer by the deadline, the other party can ask the court for a default judgment.</p><p>Court: ${esc(d.courtAddr)} · ${esc(d.courtPhone)}</p></div>
<div class="es"><b>EL ESTADO DE UTAH AL DEMANDADO:</b><p>Se ha presentado una demanda en su contra. Si desea que el juez considere su lado, deberá presentar una respuesta por escrito dentro del plazo. La respuesta se llama Contestación. El plazo para presentar su Contestación es de 21 días después de la fecha en que se le entregaron los documentos.</p><p>El demandante pide $${money(d.amount)} de capital, intereses de $${money(d.interest)} y costas. Si no presenta su Contestación a tiempo, la otra parte puede pedir un fallo por incumplimiento.</p><p>Ayuda legal: llame al ${esc(d.courtPhone)}.</p></div></div>
<div class="two"><div class="sigl">Dated ${dated(d)}</div><div class="sigl">/s/ ${esc(d.atty)}<br>Attorney for Plaintiff</div></div>
${footer(d)}`;

// G. numbered box grid (invented)
L.boxgrid = d => {
  const b = (n, lab, val, w) => `<div class="bx" style="width:${w}%"><div class="bl">${n}. ${lab}</div><div class="bv">${val}</div></div>`;
  return `${extras(d)}
<div class="gridhead"><div>${courtHead(d, 'ch')}<div class="small">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</div></div><div class="gh2">${esc(d.title)}</div></div>
<div class="bxs">
${b(1, esc(d.caseLabel), `<span class="big2">${esc(d.caseNo)}</span>`, 34)}${b(2, 'Date filed', shortDate(d), 22)}${b(3, d.refNo ? 'Plaintiff ref. / loan no.' : 'Hearing date', esc(d.refNo || '____/____/2025 at 9:00 a.m.'), 44)}
${b(4, 'Plaintiff (name)', esc(d.plaintiff), 50)}${b(5, 'Plaintiff address', esc(d.pAddr), 50)}
${b(6, 'Defendant (name)', printedCust(d), 50)}${b(7, 'Defendant residence address', custAddrLines(d).join('<br>'), 50)}
${b(8, 'Principal amount claimed', '$' + money(d.amount), 25)}${b(9, 'Interest (separate)', d.interest ? '$' + money(d.interest) : '—', 25)}${b(10, 'Filing fee / costs', '$' + money(d.costs), 25)}${b(11, 'Total with costs', '$' + money(total(d)), 25)}
${b(12, 'Attorney for plaintiff', d.firm ? `${esc(d.firm)}<br>${esc(d.atty)} · ${esc(d.bar)}<br>${esc(d.firmAddr)}` : 'None — plaintiff appears on own behalf', 50)}${b(13, 'Attorney phone / e-mail', d.firm ? `${esc(d.firmPhone)}<br>${d.email ? esc(d.email) : ''}<br><span class="small">Clerk copies: ${d.others.map(esc).join(', ')}</span>` : `Plaintiff contact: ${d.others.map(esc).join(', ')}`, 50)}
</div>
<p class="mt"><b>Statement of claim.</b> The defendant owes the plaintiff the principal amount in box 8 for ${d.state === 'UT' ? 'dental services provided and not paid for after repeated billing' : 'an unpaid consumer installment loan'}. ${d.limit ? `The limit for this type of case is $${money(d.limit)}.` : ''}</p>
<p><b>Notice to defendant.</b> ${summonsText(d, d.state === 'UT' ? 14 : 21)}</p>
<div class="two"><div class="sigl">______________________<br>Signature / Declarant</div><div class="sigl">______________________<br>Clerk / Deputy</div></div>
${footer(d)}`;
};

// H. dark banner header with info panel and party cards (invented)
L.banner = d => `${extras(d)}
<div class="banner"><div class="seal">SEAL</div><div>${d.courtLines.map(esc).join('<br>')}<div class="small">${esc(d.courtAddr)} &nbsp;|&nbsp; ${esc(d.courtPhone)}</div></div></div>
<div class="bwrap mt"><div class="cards">
 <div class="card"><div class="cl">PLAINTIFF</div>${esc(d.plaintiff)}<div class="small">${esc(d.pAddr)}</div></div>
 <div class="card"><div class="cl">DEFENDANT</div>${printedCust(d, false)}<div>${custAddrLines(d).join('<br>')}</div></div>
 <div class="card"><div class="cl">PLAINTIFF'S ATTORNEY</div>${esc(d.atty)}, ${esc(d.bar)}<br>${esc(d.firm)}<div class="small">${esc(d.firmAddr)} · ${esc(d.firmPhone)}<br>${esc(d.email)}</div></div>
</div>
<div class="panel"><div class="cl">${esc(d.caseLabel)}</div><div class="big2">${esc(d.caseNo)}</div><div class="cl mt">Document</div>${esc(d.title)}<div class="cl mt">Issued</div>${dated(d)}<div class="cl mt">Amount claimed</div>$${money(d.amount)}<div class="small">plus costs $${money(d.costs)}${d.attyFee ? ', atty fee $' + money(d.attyFee) : ''}</div>${d.limit ? `<div class="cl mt">Court limit</div>$${money(d.limit)}` : ''}</div></div>
<p class="mt">TO THE ABOVE-NAMED DEFENDANT: ${summonsText(d, d.state === 'AL' ? 14 : 14)} ${d.state === 'AL' ? 'This service by certified mail of this summons is initiated upon the written request of plaintiff pursuant to the Alabama Rules of Civil Procedure.' : 'Your answer must be filed with the clerk at the address above, and a copy mailed to the plaintiff\'s attorney.'}</p>
<p class="small">Direct questions about payment to ${d.others.map(esc).join(', ')} — do not send payments to the court.</p>
<div class="two"><div class="sigl">_________________________<br>Clerk / Register</div><div class="sigl">By: ____________________<br>Deputy</div></div>
${footer(d)}`;

// I. small claims with tear-off stub (invented)
L.stub = d => `${extras(d)}
<div class="stubtop"><div>${courtHead(d, 'ch')}</div><div class="r"><div class="cl">${esc(d.caseLabel)}</div><div class="big2">${esc(d.caseNo)}</div></div></div>
<div class="titlebar">${esc(d.title)}</div>
<div class="cols"><div><div class="cl">CLAIMANT (Plaintiff)</div>${esc(d.plaintiff)}<br><span class="small">${esc(d.pAddr)}<br>${d.others.map(esc).join(', ')}</span></div>
<div><div class="cl">DEFENDANT</div>${printedCust(d)}<br>${custAddrLines(d).join('<br>')}</div></div>
<p class="mt">The claimant says you owe <b>$${money(d.amount)}</b> because: ${d.state === 'OR' ? 'collision repair work was completed on defendant\'s vehicle and the invoice was not paid' : 'medical services billed to defendant remain unpaid after insurance adjustments'}. The claimant has made a demand for payment. The claimant also asks for the filing fee of $${money(d.costs)}.</p>
<p>NOTICE TO DEFENDANT: ${d.state === 'OR' ? 'READ THESE PAPERS CAREFULLY! Within 14 days after receiving this notice you must do one of the following: pay the claim plus the filing fee, or demand a hearing and pay the required fee, or demand a jury trial. If you do nothing, the plaintiff may ask for a judgment against you.' : 'You must file an answer with the clerk within 20 days or appear on the trial date. If you fail to answer or appear, judgment may be entered against you.'} The small claims limit of this court is $${money(d.limit)}.</p>
<p class="small">Clerk: ${esc(d.courtAddr)} · ${esc(d.courtPhone)}. Filing fee $${money(d.costs)}; fee for demanding a hearing is set by statute.</p>
<div class="two"><div class="sigl">Signed ${dated(d)}<br>_____________________<br>Claimant</div><div class="sigl">_____________________<br>Court clerk</div></div>
<div class="cut">✂ - - - - - - - - - - - - - - - - - - - - detach and return this part with your response - - - - - - - - - - - - - - - - - - - -</div>
<div class="stub"><div>RESPONSE OF DEFENDANT · ${esc(d.caseLabel)} ${esc(d.caseNo)}<br>☐ I admit the claim and will pay &nbsp; ☐ I deny the claim and request a hearing &nbsp; ☐ I request a jury trial</div><div class="small">Return to: Clerk, ${esc(d.courtAddr)}</div></div>
${footer(d)}`;

// J. sidebar with case metadata (invented)
L.sidebar = d => `${extras(d)}
<div class="sb"><div class="sbl">
 <div class="cl">${esc(d.caseLabel)}</div><div class="big2">${esc(d.caseNo)}</div>
 <div class="cl mt">Filed</div>${shortDate(d)}
 <div class="cl mt">Plaintiff's attorney</div>${esc(d.atty)}<br>${esc(d.bar)}<br>${esc(d.firm)}<br><span class="small">${esc(d.firmAddr)}<br>${esc(d.firmPhone)}<br>${esc(d.email)}</span>
 <div class="cl mt">Service copies</div><span class="small">${d.others.map(esc).join('<br>')}</span>
 <div class="cl mt">Court</div><span class="small">${esc(d.courtAddr)}<br>${esc(d.courtPhone)}</span>
 ${d.limit ? `<div class="cl mt">Jurisdiction</div><span class="small">Civil claims to $${money(d.limit)}</span>` : ''}
</div><div class="sbr">
 ${courtHead(d, 'ch')}
 <div class="titlebar">${esc(d.title)}</div>
 <p>${esc(d.plaintiff)}, Plaintiff,<br>v.<br>${printedCust(d)}, Defendant.</p>
 <p><b>TO:</b> ${printedCust(d)}<br>${custAddrLines(d).join('<br>')}</p>
 <p>${d.state === 'OR' ? 'You are hereby required to appear and defend the complaint filed against you in the above entitled action within thirty (30) days from the date of service of this summons upon you, and in case of your failure to do so, for want thereof, plaintiff will apply to the court for the relief demanded in the complaint.' : summonsText(d, 30)}</p>
 ${d.state === 'OR' ? '<p><b>NOTICE TO THE DEFENDANT: READ THESE PAPERS CAREFULLY!</b> You must "appear" in this case or the other side will win automatically. To "appear" you must file with the court a legal document called a "motion" or "answer."</p>' : '<p><b>YOU MUST APPEAR</b> before the magistrate at the time set by the court or file a written answer. If you fail to do so, judgment by default will be rendered against you for the relief demanded, and property may be subject to claim and delivery.</p>'}
 <p>The complaint demands judgment for the principal sum of $${money(d.amount)}, plus prejudgment interest of $${money(d.interest)} stated separately${d.attyFee ? `, attorney fees of $${money(d.attyFee)}` : ''}, and costs and disbursements of $${money(d.costs)}.</p>
 <div class="sigl">Dated ${dated(d)}.<br><br>_____________________<br>${esc(d.atty)}, of Attorneys for Plaintiff</div>
</div></div>
${footer(d)}`;

// K. docket / register printout (invented)
L.docket = d => `${extras(d)}
${d.preCaption ? `<div class="pre">${d.preCaption.map(esc).join('<br>')}</div>` : ''}
${courtHead(d, 'ch center big')}
<div class="center"><b>${esc(d.title)}</b></div>
${stamp(d, 30, 625)}
<table class="dk mt">
<tr><td class="k">${esc(d.caseLabel)}</td><td><b>${esc(d.caseNo)}</b></td><td class="k">Envelope / Trans.</td><td>${esc(d.envelope || 'TX-' + (7700310 + d.n * 41))}</td></tr>
<tr><td class="k">Case type</td><td>Contract — Debt Collection</td><td class="k">Filed</td><td>${shortDate(d)} 10:${12 + d.n} AM</td></tr>
<tr><td class="k">Plaintiff</td><td colspan="3">${esc(d.plaintiff)}${d.ptail ? ', ' + esc(d.ptail) : ''} — ${esc(d.pAddr)}</td></tr>
<tr><td class="k">Defendant</td><td colspan="3">${printedCust(d)} — ${custAddrLines(d).join(', ')}</td></tr>
<tr><td class="k">Pltf. attorney</td><td colspan="3">${esc(d.atty)} (${esc(d.bar)}), ${esc(d.firm)}, ${esc(d.firmAddr)}, ${esc(d.firmPhone)}, ${esc(d.email)}</td></tr>
<tr><td class="k">Ad damnum</td><td>$${money(d.amount)}</td><td class="k">Fee paid</td><td>$${money(d.costs)}</td></tr>
</table>
<table class="grid mt small2"><tr><th>#</th><th>Date</th><th>Entry</th><th>Amount</th></tr>
<tr><td>1</td><td>${shortDate(d)}</td><td>${d.state === 'MA' ? 'Complaint filed; statement of damages' : 'Civil complaint filed'}</td><td>$${money(d.amount)}</td></tr>
<tr><td>2</td><td>${shortDate(d)}</td><td>Filing fee receipted</td><td>$${money(d.costs)}</td></tr>
<tr><td>3</td><td>${shortDate(d)}</td><td>Interest claimed separately in complaint</td><td>$${money(d.interest)}</td></tr>
<tr><td>4</td><td>${shortDate(d)}</td><td>Summons issued to defendant; ${d.others.length ? 'notices to ' + d.others.map(esc).join(', ') : ''}</td><td></td></tr></table>
<p class="mt">${d.state === 'MA' ? 'The plaintiff alleges that the defendant agreed that the account balance was correct and owing, and has failed to pay it. The plaintiff demands judgment in the amount of the account stated, with interest and costs as allowed by law.' : 'NOTICE: A civil action has been filed against you. You have 30 days from service to file a written answer with the clerk. If you do not answer, a default judgment may be entered against you.'}</p>
<p>${d.state === 'MA' ? 'YOU NEED NOT APPEAR PERSONALLY IN COURT TO ANSWER THE COMPLAINT, but if you claim to have a defense, you or your attorney must serve a copy of your written answer within 20 days.' : 'The jurisdictional limit of this court in civil matters is $' + money(d.limit || 25000) + '.'} Clerk's office: ${esc(d.courtAddr)}, ${esc(d.courtPhone)}.</p>
<div class="two"><div class="sigl">Printed ${shortDate(d)} by clerk ID 0${d.n}7</div><div class="sigl">_____________________<br>Clerk-Magistrate</div></div>
${footer(d)}`;

// L. double-border command form (invented)
L.certified = d => `${extras(d)}
<div class="frame">
${courtHead(d, 'ch center big')}
<div class="center small">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</div>
<div class="center titlebig">${esc(d.title)}</div>
<div class="cols"><div>${esc(d.plaintiff)}<br><i>Plaintiff</i></div><div class="r">${esc(d.caseLabel)} <b>${esc(d.caseNo)}</b></div></div>
<div class="cols"><div>versus<br>${printedCust(d)}<br><i>Defendant</i></div><div class="r small">${d.firm ? esc(d.firm) + '<br>' + esc(d.atty) + ' · ' + esc(d.bar) + '<br>' + esc(d.firmPhone) + (d.email ? '<br>' + esc(d.email) : '') : ''}</div></div>
<p class="mt"><b>${d.state === 'LA' ? 'TO ANY LAWFUL OFFICER / TO THE DEFENDANT' : 'TO THE DEFENDANT'}:</b> ${printedCust(d)}, ${custAddrLines(d).join(', ')}</p>
<p>${d.state === 'LA' ? `You are hereby cited to comply with the demand contained in the petition of which a certified copy accompanies this citation, or make an appearance by filing an answer in the office of the Clerk of this Court within ten (10) days after service, under penalty of default. The petition seeks $${money(d.amount)} on a loan agreement, with interest of $${money(d.interest)} and all costs.` : `You are hereby summoned and required to file with the court an answer to the complaint which accompanies this summons. Your answer must be filed within 20 days after the day you receive this summons. The complaint asks for a principal sum of $${money(d.amount)}, plus interest of $${money(d.interest)}, costs of $${money(d.costs)} and attorney's fees of $${money(d.attyFee)}.`}</p>
<p class="small">Total stated on the face of the ${d.state === 'LA' ? 'petition' : 'complaint'}, including costs and fees: $${money(total(d))}.${d.limit ? ' The jurisdictional limit of this court is $' + money(d.limit) + '.' : ''}</p>
<div class="two"><div class="sigl">Witness my hand and seal ${dated(d)}</div><div class="sigl">_____________________<br>Clerk of Court</div></div>
</div>
${ros(d)}
${footer(d)}`;

// M. memo-style notice (invented)
L.memo = d => `${extras(d)}
<div class="memoh">${courtHead(d, 'ch')}<div class="r small">${esc(d.courtAddr)}<br>${esc(d.courtPhone)}</div></div>
<div class="titlebig">${esc(d.title)}</div>
<table class="memo">
<tr><th>TO:</th><td>${printedCust(d)}<br>${custAddrLines(d).join('<br>')}</td></tr>
<tr><th>FROM:</th><td>Clerk of Court, on the filing of ${esc(d.plaintiff)} (${esc(d.pAddr)})</td></tr>
<tr><th>RE:</th><td>${esc(d.plaintiff)} v. ${printedCust(d, false)} — ${esc(d.caseLabel)} ${esc(d.caseNo)}</td></tr>
<tr><th>DATE:</th><td>${dated(d)}</td></tr>
<tr><th>COUNSEL:</th><td>${esc(d.firm)} — ${esc(d.atty)}, ${esc(d.bar)} — ${esc(d.firmPhone)}${d.email ? ' — ' + esc(d.email) : ''}</td></tr>
</table>
<p class="mt">A civil claim has been filed against you in this court. The plaintiff claims that you owe $${money(d.amount)}. ${d.interest ? `Interest of $${money(d.interest)} is claimed separately.` : ''} ${d.attyFee ? `The plaintiff also asks for attorney's fees of $${money(d.attyFee)}.` : ''} The filing fee was $${money(d.costs)}.</p>
<p>${d.state === 'VT' ? `A hearing will be held at the court on the date stated in the enclosed notice. You must file an answer within 20 days of service. If you fail to answer or appear, a default judgment may be entered. The small claims limit is $${money(d.limit)}.` : 'You have thirty (30) days from service to file an answer with the clerk. If you do not answer, judgment by default may be taken against you. You may wish to consult an attorney.'}</p>
<p class="small">Copies of filings are also sent to ${d.others.map(esc).join(', ')}. Questions about payment should be directed to plaintiff's counsel, not the court.</p>
<div class="two"><div class="sigl">_______________________<br>Clerk / Deputy Clerk</div><div></div></div>
${footer(d)}`;

// N. collection agency letters (invented variants)
function validationTable(d) {
  return `<table class="grid small2"><tr><th>As of ${shortDate({ n: d.n + 2 })}, you owed</th><td class="r">$${money(d.asOf)}</td></tr>
<tr><th>Between then and today, interest and fees</th><td class="r">+ $${money(d.amount - d.asOf)}</td></tr>
<tr><th>Payments or credits</th><td class="r">– $0.00</td></tr>
<tr><th>Total amount of the debt now</th><td class="r"><b>$${money(d.amount)}</b></td></tr></table>`;
}
L.letter_agency = d => `
<div class="lh"><div class="agn">${esc(d.agency)}</div><div class="small">${esc(d.agencyAddr)} · ${esc(d.agencyPhone)} · ${esc(d.agencyEmail)}</div></div>
<div class="cols mt"><div class="addr">${dated(d)}<br><br>${printedCust(d)}<br>${custAddrLines(d).join('<br>')}</div><div class="refbox small">Reference: ${esc(d.refNo)}<br>Creditor: ${esc(d.plaintiff)}${d.debtBuyer ? '<br>Original creditor: ' + esc(d.origCreditor) : ''}<br>Balance due: <b>$${money(d.amount)}</b></div></div>
<p class="mt"><b>${esc(d.agency)} is a debt collector.</b> We are trying to collect a debt that you owe to ${esc(d.plaintiff)}. We will use any information you give us to help collect the debt.</p>
${d.debtBuyer ? `<p>Your account with ${esc(d.origCreditor)} was sold to ${esc(d.plaintiff)}, which is now the owner of the debt.</p>` : ''}
<p><b>Our information shows:</b></p>
${validationTable(d)}
<p class="mt"><b>How can you dispute the debt?</b> Call or write to us by ${dated({ n: d.n + 5 })} to dispute all or part of the debt. If you do not, we will assume that our information is correct.</p>
<div class="offer">LIMITED-TIME OFFER: Pay $${money(d.settle)} in one payment by ${dated({ n: d.n + 4 })} and we will accept it as settlement in full. You are not required to accept this offer.</div>
<p class="small">We are not obligated to renew this offer. No lawsuit has been filed regarding this account. Payments: ${esc(d.agencyAddr)} or online. Hours: Mon–Fri 8 a.m.–6 p.m. Mountain Time.</p>
<!--BP--><div class="cut">- - - - - - - - - - - - - - - - - - - - - - - detach and return with payment - - - - - - - - - - - - - - - - - - - - - - -</div>
<div class="stub"><div>${printedCust(d)} · ${esc(d.refNo)}<br>Amount enclosed: $__________</div><div>Mail to: ${esc(d.agency)}<br>${esc(d.agencyAddr)}</div></div>`;

L.letter_agency2 = d => `
<div class="banner slim"><div>${esc(d.agency)}</div><div class="small">${esc(d.agencyAddr)}<br>${esc(d.agencyPhone)} · ${esc(d.agencyEmail)}</div></div>
<div class="sb mt"><div class="sbl small">ACCOUNT SUMMARY<br><br>Creditor to whom the debt is owed:<br><b>${esc(d.plaintiff)}</b><br><br>${esc(d.refNo)}<br><br>Balance as of charge-off: $${money(d.asOf)}<br><br><b>Balance due now: $${money(d.amount)}</b><br><br>Settlement offer: $${money(d.settle)}</div>
<div class="sbr"><div class="addr">${printedCust(d, false)}<br>${custAddrLines(d).join('<br>')}</div>
<p class="mt">${dated(d)}</p>
<p>Dear ${esc(d.cust.first)} ${esc(d.cust.last)}:</p>
<p>Your account with ${esc(d.plaintiff)} has been placed with our office for collection. The balance due now is $${money(d.amount)}. This letter is from a debt collector attempting to collect a debt; any information obtained will be used for that purpose.</p>
<p>To resolve this account, you may pay the balance in full, set up a monthly payment plan, or accept the settlement of $${money(d.settle)} if paid within 30 days. If you dispute the debt, please notify us within 30 days of receiving this letter and we will obtain verification.</p>
<p>We have not filed a lawsuit and this letter does not mean a lawsuit has been filed.</p>
<p>Sincerely,<br><br>Account Representative<br>${esc(d.agency)}</p></div></div>
<!--BP--><p class="small mt">Delaware residents: office hours 9 a.m.–5 p.m. ET. Calls may be recorded. This communication is from a debt collector.</p>`;

// O. law firm letter announcing suit filed
L.letter_firm = d => `
<div class="lh center"><div class="agn">${esc(d.firm)}</div><div class="small">ATTORNEYS AT LAW · ${esc(d.firmAddr)}<br>Tel ${esc(d.firmPhone)} · Payments: ${esc(d.others[0])} · General: ${esc(d.others[1])}</div></div>
<div class="cols mt"><div class="addr">${dated(d)}<br><br>VIA FIRST-CLASS MAIL<br>${printedCust(d)}<br>${custAddrLines(d).join('<br>')}</div><div class="refbox small">${esc(d.refNo)}<br>Client: ${esc(d.plaintiff)}<br>Writer's direct e-mail: ${esc(d.email)}</div></div>
<p class="mt"><b>Re: ${esc(d.plaintiff)} v. ${esc(d.cust.first)} ${esc(d.cust.middle)} ${esc(d.cust.last)}<br>${esc(d.courtLines[0])}, ${esc(d.caseLabel)} ${esc(d.caseNo)}</b></p>
<p>Dear ${esc(d.cust.first)} ${esc(d.cust.last)}:</p>
<p>This firm represents ${esc(d.plaintiff)} in connection with your retail installment contract. Please be advised that a lawsuit has been filed against you in the ${esc(d.courtLines[0]).replace(/\b(\w)(\w*)/g, (m, a, b) => a + b.toLowerCase())}, ${esc(d.courtAddr)}, under ${esc(d.caseLabel)} ${esc(d.caseNo)}. You will be served with the summons and complaint separately.</p>
<p>The complaint seeks the principal balance of $${money(d.amount)}. It also seeks interest of $${money(d.interest)}, court costs of $${money(d.costs)} and attorney's fees of $${money(d.attyFee)}, which would bring the total to $${money(total(d))} if awarded.</p>
<p>You may contact me to discuss resolving the case before a hearing. Filing a response with the court is your responsibility; this letter does not change any deadline stated in the summons. The court's clerk may be reached at ${esc(d.courtPhone)}.</p>
<p>Very truly yours,<br><br>${esc(d.atty)}<br>${esc(d.bar)}<br>${esc(d.firm)}</p>
<!--BP--><p class="small">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>`;

module.exports = { L, pt, money };
