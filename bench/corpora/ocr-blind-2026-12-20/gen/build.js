// Builds HTML for every document from data.js, renders NN-clean.png with Chromium,
// writes truth.json, checks that every truth string is in the rendered text, records the font used.
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const D = require('./data');
const OUT = path.join(__dirname, '..');
const HTML = path.join(__dirname, 'html');
fs.mkdirSync(HTML, { recursive: true });

const e = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (x, sep = true) => '$' + (sep ? x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : x.toFixed(2));
const stName = { NE: 'Nebraska', IA: 'Iowa', OK: 'Oklahoma', WV: 'West Virginia', WI: 'Wisconsin', MN: 'Minnesota', MO: 'Missouri', HI: 'Hawaii', NV: 'Nevada', WY: 'Wyoming', ND: 'North Dakota', ME: 'Maine', NH: 'New Hampshire', SD: 'South Dakota', OR: 'Oregon', WA: 'Washington' };
const addrLines = (d) => { const f = d.def; const a = [f.street]; if (f.unit) a.push(f.unit); a.push(`${f.city}, ${d.st} ${f.zip}`); return a; };
const addrHtml = (d, sep = '<br>') => addrLines(d).map(e).join(sep);
const pm = (d, x) => money(x, d.amt.sep);
const filed = 'January 14, 2026';
const ans = 'February 9, 2026';

function attyBlock(d, opts = {}) {
  const f = d.firm; if (!f) return '';
  const lines = [`<b>${e(f.name)}</b>`, `${e(f.atty)}, ${e(f.bar)}`, e(f.addr), `Telephone: ${e(f.phone)} &nbsp; Fax: ${e(f.phone.replace(/01(\d\d)$/, (m, x) => '01' + String((+x + 3) % 100).padStart(2, '0')))}`];
  if (f.email) lines.push(`E-mail: ${e(f.email)}`);
  f.others.forEach((o, i) => lines.push(`${i === 0 ? 'Secondary e-mail' : 'Payments/Inquiries'}: ${e(o)}`));
  lines.push('<i>Attorney for Plaintiff</i>');
  return `<div class="atty ${opts.cls || ''}">${lines.join('<br>')}</div>`;
}
function sigBlock(d) {
  if (!d.firm) return `<div class="sig"><div class="line"></div>${e(d.pl.name)}, Plaintiff, by its authorized agent<br>${e(d.pl.addr)}${d.pl.phone ? '<br>Phone ' + e(d.pl.phone) : ''}${d.pl.email ? '<br>' + e(d.pl.email) : ''}</div>`;
  return `<div class="sig"><div class="line"></div>${attyBlock(d)}</div>`;
}
function amountText(d) {
  const a = d.amt; let s = `the principal sum of ${pm(d, a.p)}`;
  if (a.int) s += `, plus accrued interest of ${pm(d, a.int)}`;
  if (a.costs) s += `, plus court costs of ${pm(d, a.costs)}`;
  if (a.atty) s += `, plus attorney fees of ${pm(d, a.atty)}`;
  return s;
}
const total = (d) => { const a = d.amt; return +(a.p + (a.int || 0) + (a.costs || 0) + (a.atty || 0)).toFixed(2); };
function clerkBlock(d) {
  const c = d.court;
  return `<div class="clerk">Dated: ${filed}<br>CLERK OF THE COURT<br>By: ________________, Deputy Clerk<br>${e(c.addr)}<br>Clerk's Office: ${e(c.phone)}${c.email ? '<br>Clerk e-mail: ' + e(c.email) : ''}</div>`;
}
function plLines(d, tail = true) { return `${e(d.pl.name)}${tail && d.pl.tail ? e(d.pl.tail) : ''}`; }
function defLines(d) { return `${e(d.def.print)}<br>${addrHtml(d)}${d.codef ? '<br>and<br>' + e(d.codef) : ''}`; }
function courtHead(d, cls = '') { return `<div class="court ${cls}">${d.court.lines.map((l) => `<div>${e(l)}</div>`).join('')}</div>`; }
function summonsText(d, days = 30) {
  return `<p>TO THE ABOVE-NAMED DEFENDANT: You are hereby summoned and required to appear and defend against the claim of the plaintiff. The plaintiff claims ${amountText(d)}. You must file your written answer or other response with the clerk of this court within ${days} days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default may be entered against you for the relief demanded in the complaint.</p>`;
}
function standardCaption(d) {
  return `<table class="cap"><tr><td class="capl">${plLines(d)},<br><span class="ind">Plaintiff,</span><br><br>v.<br><br>${defLines(d)},<br><span class="ind">Defendant${d.codef ? 's' : ''}.</span></td><td class="capp">)<br>)<br>)<br>)<br>)<br>)<br>)<br>)<br>)</td><td class="capr">${e(d.caseLabel)} ${e(d.caseNo)}<br><br><b>${e(titleOf(d))}</b></td></tr></table>`;
}
function titleOf(d) { return d.kind.replace(/\s*\(.*\)/, '').toUpperCase(); }
function complaintParas(d, words) {
  const a = d.amt;
  const amt = words ? `${e(a.words)} (${pm(d, a.p)})` : pm(d, a.p);
  return `<ol class="paras">
  <li>Plaintiff ${e(d.pl.name)} is a business entity with its principal office at ${e(d.pl.addr)}.</li>
  <li>Defendant ${e(d.def.name)} resides at ${e(addrLines(d).join(', '))}, within the jurisdiction of this Court.</li>
  <li>Defendant opened a credit account${d.acct ? ' (' + e(d.acct) + ')' : ''} and thereafter defaulted by failing to make the payments required.</li>
  <li>There is now due and owing from Defendant to Plaintiff the principal balance of ${amt}, no part of which has been paid.</li>
  ${a.int ? `<li>Interest has accrued at the contract rate in the separate amount of ${pm(d, a.int)} through the date of filing.</li>` : ''}
  <li>All conditions precedent to this action have occurred or been performed.</li></ol>
  <p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount of ${pm(d, a.p)}${a.int ? ', interest of ' + pm(d, a.int) : ''}${a.atty ? ', a reasonable attorney fee of ' + pm(d, a.atty) : ''}, and the costs of this action${a.costs ? ' (filing fee ' + pm(d, a.costs) + ')' : ''}, for a total of ${pm(d, total(d))}.</p>`;
}

const CSS = (d) => `
@page { size: 8.5in 11in; margin: 0 }
html,body{margin:0;padding:0}
body{width:816px;height:1056px;overflow:hidden;font-family:'${d.font}';font-size:${d.pt}pt;line-height:1.28;color:#111;background:#fff;position:relative}
.page{position:absolute;left:0.75in;right:0.75in;top:0.6in;bottom:0.55in}
.court{text-align:center;font-weight:bold;margin-bottom:10px}
.cap{width:100%;border-collapse:collapse;margin:8px 0}
.cap td{vertical-align:top}
.capl{width:52%}.capp{width:4%;text-align:center}.capr{padding-left:10px;vertical-align:middle!important}
.ind{padding-left:2.2in}
.atty{font-size:8pt;line-height:1.25}
.sig{margin-top:14px;margin-left:50%}.sig .line{border-top:1px solid #000;width:100%;margin-bottom:3px}
.clerk{font-size:8pt;margin-top:10px}
.small,.lbl{font-size:7pt}
.foot{position:absolute;bottom:0.3in;left:0.75in;right:0.75in;font-size:7pt;display:flex;justify-content:space-between;border-top:0.5px solid #555;padding-top:3px}
p{margin:5px 0;text-align:justify}
ol.paras{margin:4px 0;padding-left:22px} ol.paras li{margin:3px 0;text-align:justify}
h1{font-size:15pt;text-align:center;margin:8px 0;letter-spacing:1px}
h2{font-size:12pt;text-align:center;margin:6px 0}
.wm{position:absolute;left:0;top:0;width:816px;height:1056px;display:flex;align-items:center;justify-content:center;pointer-events:none}
.wm span{transform:rotate(-38deg);font-size:var(--wm,130pt);font-weight:bold;color:rgba(150,150,150,0.18);font-family:'DejaVu Sans';letter-spacing:20px}
.box{border:1px solid #000;padding:6px}
table.g{width:100%;border-collapse:collapse} table.g td{border:1px solid #000;padding:3px 5px;vertical-align:top}
.g .lbl{display:block;color:#333}
.cb{display:inline-block;width:10px;height:10px;border:1px solid #000;margin-right:6px;text-align:center;line-height:10px;font-size:10px;vertical-align:-1px}
`;

const L = {};
L['center3-boxcap'] = (d) => `<div class="page">
 <div style="text-align:center"><div style="font-size:17pt;font-weight:bold;letter-spacing:3px">${e(d.court.lines[0])}</div><div style="font-size:12.5pt;font-weight:bold">${e(d.court.lines[1])}</div><div style="font-size:10pt;letter-spacing:6px">${e(d.court.lines[2])}</div></div>
 <table style="width:100%;margin-top:16px;border-collapse:separate;border-spacing:10px 0"><tr>
 <td class="box" style="width:64%">${plLines(d)},<br><span style="padding-left:2.6in">Plaintiff,</span><br>vs.<br>${defLines(d)},<br><span style="padding-left:2.6in">Defendant.</span></td>
 <td class="box" style="text-align:center;vertical-align:middle"><span class="lbl">${e(d.caseLabel)}</span><br><b style="font-size:13pt">${e(d.caseNo)}</b><br><br><span class="lbl">${e(d.acct)}</span></td></tr></table>
 <h1>SUMMONS</h1>
 <p>THE STATE OF NEBRASKA, TO THE ABOVE-NAMED DEFENDANT:</p>
 <p>You are hereby notified that on ${filed}, the Plaintiff filed a Complaint against you in the County Court of Douglas County, Nebraska, the object and prayer of which is a judgment for ${amountText(d)}, for a total of ${pm(d, total(d))}.</p>
 <p>You are required to answer the Complaint within thirty (30) days after service of this Summons upon you. If you fail to answer, the Court may enter judgment against you for the relief demanded.</p>
 <p>The Court's address is ${e(d.court.addr)}. Telephone ${e(d.court.phone)}. Clerk e-mail ${e(d.court.email)}.</p>
 <div style="display:flex;justify-content:space-between;margin-top:18px"><div style="width:45%">${clerkBlock(d)}</div><div style="width:48%">${attyBlock(d)}</div></div>
 <p class="small" style="margin-top:20px">Plaintiff's address: ${e(d.pl.addr)}. This is a communication from a debt collector. Service by certified mail, return receipt requested.</p>
</div>`;

L['complaint-vsline-words'] = (d) => `<div class="page">
 ${courtHead(d)}
 <table class="cap" style="margin-top:14px"><tr><td style="width:55%;border-right:1px solid #000;border-bottom:1px solid #000;padding-right:8px">${plLines(d)},<br><div style="text-align:right">Plaintiff,</div><div style="text-align:center;margin:8px 0">vs.</div>${defLines(d)},<div style="text-align:right">Defendant.</div></td>
 <td style="padding-left:16px;vertical-align:middle">${e(d.caseLabel)} ${e(d.caseNo)}<br><br><b>COMPLAINT</b><br><span class="small">(Breach of Contract / Account Stated)</span></td></tr></table>
 <p>COMES NOW the Plaintiff, by and through its attorneys, and for its cause of action against the Defendant states and alleges as follows:</p>
 ${complaintParas(d, true)}
 <p style="margin-top:10px">DATED this 12th day of January, 2026.</p>
 <div style="margin-left:45%">${e(d.pl.name)}, Plaintiff<br>By: <u>/s/ ${e(d.firm.atty)}</u></div>${sigBlock(d)}
 <div class="foot"><span>Filed: ${filed} &nbsp; Lancaster County District Court Clerk, ${e(d.court.phone)}</span><span>E-Filed Envelope #882014553</span></div>
</div>`;

L['labels-under-form'] = (d) => {
  const fld = (v, l, w = '100%') => `<div style="display:inline-block;width:${w};vertical-align:top;margin:5px 0"><div style="border-bottom:1px solid #000;min-height:17px;padding:0 3px">${v}</div><div class="lbl">${l}</div></div>`;
  return `<div class="page">
 <div style="text-align:center;font-weight:bold">${e(d.court.lines[0])}</div><div style="text-align:center;font-size:13pt;font-weight:bold;margin-bottom:8px">${e(d.court.lines[1])}</div>
 <div style="display:flex;gap:12px"><div style="flex:1">
 ${fld(e(d.pl.name), 'Plaintiff (name of person or business filing claim)')}
 ${fld(e(d.pl.addr), 'Plaintiff address')}
 ${fld(e(d.pl.phone) + ' &nbsp; ' + e(d.pl.email), 'Plaintiff phone / e-mail')}
 <div style="text-align:center;margin:2px 0">vs.</div>
 ${fld(e(d.def.print), 'Defendant (Last, First Middle)')}
 ${fld(e(d.def.street), 'Street address or rural route')}
 ${fld(e(d.def.city), 'City', '46%')} &nbsp; ${fld(d.st, 'State', '18%')} &nbsp; ${fld(d.def.zip, 'Zip', '26%')}
 </div><div style="width:30%;border:1.5px solid #000;padding:6px;align-self:flex-start"><div style="font-size:15pt;font-weight:bold;text-align:center">${e(d.caseNo)}</div><div class="lbl" style="text-align:center;border-top:1px solid #000">${e(d.caseLabel)}</div><div class="lbl" style="margin-top:8px">Filing fee paid: ${pm(d, d.amt.costs)}<br>Service fee: $11.00</div></div></div>
 <h2 style="margin-top:12px">PLAINTIFF'S AFFIDAVIT AND CLAIM</h2>
 <p>The Defendant owes the Plaintiff ${pm(d, d.amt.p)} for unpaid rent on furniture under ${e(d.acct)}. The claim is for the amount owed, not including court costs. Small claims court may hear claims up to ${d.limit}.</p>
 ${fld(pm(d, d.amt.p), 'Amount of claim (do not include filing fee)', '40%')} &nbsp; &nbsp; ${fld(pm(d, d.amt.p + d.amt.costs), 'Amount with court costs', '40%')}
 ${fld('October 3, 2025', 'Date the claim arose', '40%')} &nbsp; &nbsp; ${fld('Papillion, Sarpy County', 'Where the claim arose', '40%')}
 <p>I swear the facts stated above are true. No attorney may represent either party in small claims court.</p>
 ${fld('Carla Hemphill, Store Manager, for Plaintiff', 'Signature of Plaintiff or authorized agent', '60%')}
 <h2 style="margin-top:12px">NOTICE TO DEFENDANT</h2>
 <p>A hearing on this claim is set for ${ans} at 9:00 a.m. at ${e(d.court.addr)}. If you do not appear, judgment may be entered against you. Questions: ${e(d.court.phone)} or ${e(d.court.email)}.</p>
 ${fld(filed, 'Date filed', '40%')} &nbsp; &nbsp; ${fld('', 'Clerk of the County Court', '45%')}
 <div class="foot"><span>CC 3:1 Rev. 2/25 Small Claims Affidavit</span><span>Neb. Rev. Stat. § 25-2801</span></div>
</div>`;
};

L['grey-band-white-case'] = (d) => `<div style="position:absolute;left:0;right:0;top:0.45in;height:0.95in;background:#5c5c5c;color:#fff;display:flex;align-items:center;justify-content:space-between;padding:0 0.75in">
 <div style="font-size:11pt;font-weight:bold;line-height:1.3">${e(d.court.lines[0])}<br><span style="font-size:8pt;font-weight:normal">${e(d.court.addr)} · ${e(d.court.phone)}</span></div>
 <div style="text-align:right"><div style="font-size:7pt">${e(d.caseLabel)}</div><div style="font-size:16pt;font-weight:bold;color:#fff">${e(d.caseNo)}</div><div style="font-size:7pt">${e(d.envelope)}</div></div></div>
 <div class="page" style="top:1.6in">
 <h1 style="text-align:left">ORIGINAL NOTICE FOR SMALL CLAIMS</h1>
 <table class="g"><tr><td style="width:50%"><span class="lbl">PLAINTIFF</span>${plLines(d)}<br>${e(d.pl.addr)}</td><td><span class="lbl">DEFENDANT</span>${e(d.def.print)}<br>${e(d.def.street)}<br>${e(d.def.unit)}<br>${e(d.def.city)}, ${d.st} ${d.def.zip}</td></tr>
 <tr><td><span class="lbl">AMOUNT CLAIMED (PRINCIPAL)</span><b>${pm(d, d.amt.p)}</b></td><td><span class="lbl">PLUS INTEREST / COURT COSTS</span>${pm(d, d.amt.int)} interest &nbsp; ${pm(d, d.amt.costs)} costs</td></tr>
 <tr><td colspan="2"><span class="lbl">ACCOUNT</span>${e(d.acct)}</td></tr></table>
 <p style="margin-top:10px">TO THE ABOVE-NAMED DEFENDANT: You are notified that the plaintiff has filed a petition in this office of the clerk of court for Polk County, which petition asks judgment against you for the amount stated above. For the particulars of the claim, see the petition. The maximum amount of a small claim in Iowa is ${d.limit}.</p>
 <p>You must appear in person or file an answer within 20 days after service. The hearing will be held on ${ans} at 1:30 p.m. at ${e(d.court.addr)}. If you do not appear, judgment will be entered against you.</p>
 <p>If you require the assistance of auxiliary aids or services to participate in court because of a disability, immediately call your district ADA coordinator at ${e(d.court.phone)}.</p>
 <div style="display:flex;justify-content:space-between;margin-top:14px"><div style="width:45%">${clerkBlock(d)}</div><div style="width:50%">${attyBlock(d)}</div></div>
 </div><div class="foot"><span>Form 3.1 Original Notice (Small Claims)</span><span>This case has been filed in a county that uses electronic filing.</span></div>`;

L['sidebar-stripe'] = (d) => `<div style="position:absolute;left:0;top:0;bottom:0;width:1.9in;background:#eef0f4;border-right:2px solid #223"></div>
 <div style="position:absolute;left:0.3in;top:0.7in;width:1.45in;font-size:8pt;line-height:1.35;overflow-wrap:anywhere">
 <div style="font-weight:bold;font-size:9.5pt">${d.court.lines.map(e).join('<br>')}</div><br>
 <span class="lbl">CASE NO.</span><br><b style="font-size:11pt">${e(d.caseNo)}</b><br><br>
 <span class="lbl">ENVELOPE</span><br>${e(d.envelope).replace('Envelope No. ', '')}<br><br>
 <span class="lbl">COURTHOUSE</span><br>${e(d.court.addr)}<br>${e(d.court.phone)}<br><br>
 <span class="lbl">FILED</span><br>${filed}<br>LINN COUNTY<br>CLERK OF COURT<br><br>
 ${attyBlock(d)}</div>
 <div style="position:absolute;left:2.2in;right:0.7in;top:0.7in;bottom:0.6in">
 <table class="cap"><tr><td>${plLines(d)},<br><div style="text-align:right">Plaintiff,</div><div style="margin:6px 0">vs.</div>${defLines(d)},<div style="text-align:right">Defendants.</div></td></tr></table>
 <h1 style="text-align:left;border-bottom:2px solid #223">PETITION AT LAW</h1>
 ${complaintParas(d, false)}
 <p>Plaintiff further states that the amount in controversy, exclusive of interest and costs, exceeds the jurisdictional amount for small claims of $6,500.</p>
 <p style="margin-top:14px"><u>/s/ ${e(d.firm.atty)}</u><br>${e(d.firm.atty)}, ${e(d.firm.bar)}</p>
 </div>`;

L['bilingual-es-en'] = (d) => `<div class="page">
 ${courtHead(d)}
 <div style="display:flex;justify-content:space-between;border:1px solid #000;padding:5px;margin-bottom:8px"><div>${plLines(d)}, Plaintiff / Demandante<br>v.<br>${e(d.def.print)}, Defendant / Demandado<br>${addrHtml(d)}</div><div style="text-align:right">${e(d.caseLabel)}<br><b style="font-size:13pt">${e(d.caseNo)}</b><br><span class="lbl">${e(d.acct)}</span></div></div>
 <table style="width:100%;border-collapse:collapse"><tr><th style="width:50%;border-bottom:1px solid #000">ORIGINAL NOTICE</th><th style="border-bottom:1px solid #000;border-left:1px solid #000">NOTIFICACIÓN ORIGINAL</th></tr>
 <tr><td style="vertical-align:top;padding-right:8px"><p>To the above-named Defendant: The Plaintiff has filed a small claims petition asking judgment against you for ${pm(d, d.amt.p)} plus court costs of ${pm(d, d.amt.costs)}.</p><p>A hearing is set for ${ans} at 9:00 a.m. at ${e(d.court.addr)}. You must appear or file an answer within 20 days. If you do not, judgment may be entered against you.</p><p>Small claims are limited to ${d.limit}. Questions: call ${e(d.court.phone)} or e-mail ${e(d.court.email)}.</p></td>
 <td style="vertical-align:top;padding-left:8px;border-left:1px solid #000"><p>Al Demandado arriba nombrado: El Demandante ha presentado una demanda de reclamos menores solicitando un fallo en su contra por ${pm(d, d.amt.p)} más costas judiciales de ${pm(d, d.amt.costs)}.</p><p>La audiencia está fijada para el 9 de febrero de 2026 a las 9:00 a.m. en ${e(d.court.addr)}. Debe comparecer o presentar una respuesta dentro de 20 días. Si no lo hace, se puede dictar un fallo en su contra.</p><p>Los reclamos menores están limitados a ${d.limit}. Preguntas: llame al ${e(d.court.phone)}.</p></td></tr></table>
 <div style="display:flex;justify-content:space-between;margin-top:12px"><div style="width:45%">${clerkBlock(d)}</div><div style="width:50%">${attyBlock(d)}</div></div>
 <p class="small" style="margin-top:16px">If you need an interpreter, contact the clerk. / Si necesita un intérprete, comuníquese con el secretario.</p>
</div>`;

L['petition-footer-case'] = (d) => `<div class="page">
 ${courtHead(d)}
 ${standardCaption(d).replace('<b>PETITION</b>', '<b>PETITION</b><br><span class="small">Attorney Lien Claimed</span>')}
 <p>Plaintiff, for its cause of action against Defendant, alleges and states:</p>
 ${complaintParas(d, false)}
 <p>Plaintiff also requests a reasonable attorney fee pursuant to 12 O.S. § 936, and costs including the filing fee of ${pm(d, d.amt.costs)}.</p>
 <p style="margin-top:10px">Respectfully submitted,</p>${sigBlock(d)}
 <p class="small">The court clerk may be reached at ${e(d.court.phone)}, ${e(d.court.addr)}.</p>
</div><div class="foot"><span>${e(d.caseNo)}</span><span>PETITION — ${e(d.pl.name)} v. ${e(d.def.name)}</span><span>Page 1 of 1</span></div>`;

L['checklist-summons'] = (d) => {
  const cb = (t, on) => `<div style="margin:3px 0"><span class="cb">${on ? '✔' : ''}</span>${t}</div>`;
  return `<div class="page">
 ${courtHead(d)}
 <table class="g"><tr><td style="width:60%"><span class="lbl">Plaintiff</span>${plLines(d)}<br>${e(d.pl.addr)} · ${e(d.pl.phone)}</td><td><span class="lbl">${e(d.caseLabel)}</span><b style="font-size:13pt">${e(d.caseNo)}</b></td></tr>
 <tr><td><span class="lbl">Defendant</span>${e(d.def.print)}<br>${addrHtml(d, ', ')}</td><td><span class="lbl">Reference</span>${e(d.acct)}</td></tr></table>
 <h1>SMALL CLAIMS SUMMONS</h1>
 <p>The State of Oklahoma to the above-named Defendant: You are hereby directed to appear and answer the claim of the Plaintiff, who says that you owe ${pm(d, d.amt.p)}, plus costs of this action in the amount of ${pm(d, d.amt.costs)}. The Small Claims Procedure Act allows claims up to ${d.limit}.</p>
 <p><b>The nature of the claim is (checked):</b></p>
 ${cb('Money owed on an open account or note')}${cb('Goods sold and delivered / rent-to-own merchandise', true)}${cb('Damage to property')}${cb('Wages or services')}${cb('Return of specific personal property (replevin)')}
 <p><b>Service to be made by:</b></p>${cb('Sheriff')}${cb('Certified mail, restricted delivery', true)}${cb('Licensed process server')}
 <p>You are required to appear at the hearing on ${ans} at 9:00 a.m., Room 109, ${e(d.court.addr)}. If you fail to appear, judgment will be entered against you. Telephone ${e(d.court.phone)}.</p>
 <p class="small">Plaintiff is not represented by an attorney. Interest, if any, is not claimed.</p>
 ${clerkBlock(d)}
 <div class="foot"><span>OK Form SC-2 Small Claims Summons</span><span>Filed ${filed}</span></div>
</div>`;
};

L['served-watermark-paren'] = (d) => `<div class="page">
 ${courtHead(d)}
 ${standardCaption(d)}
 <p>STATE OF OKLAHOMA TO THE ABOVE-NAMED DEFENDANT:</p>
 <p>You have been sued by the above-named Plaintiff, and you are directed to file a written answer to the attached Petition in the court at the above address within twenty (20) days after service of this Summons upon you, exclusive of the day of service. Within the same time, a copy of your answer must be delivered or mailed to the attorney for the Plaintiff.</p>
 <p>The Petition seeks judgment for ${amountText(d)}, together with post-judgment interest.</p>
 <p>Unless you answer the Petition within the time stated, judgment will be rendered against you with costs of the action.</p>
 <p>Issued this 14th day of January, 2026.</p>
 <div style="display:flex;justify-content:space-between"><div style="width:45%">${clerkBlock(d)}</div><div style="width:50%">${attyBlock(d)}</div></div>
 <div class="box" style="margin-top:16px;font-size:8pt"><b>RETURN OF SERVICE</b><br>Received this summons on January 16, 2026 and served it on ${e(d.def.name)} at ${e(addrLines(d).join(', '))} on January 21, 2026.<br>${e(d.server)} · Service fee $65.00</div>
 <p class="small">YOU MAY SEEK THE ADVICE OF AN ATTORNEY ON ANY MATTER CONNECTED WITH THIS SUIT OR YOUR ANSWER.</p>
</div><div class="wm" style="--wm:118pt"><span>SERVED</span></div>`;

L['magistrate-grid-form'] = (d) => `<div class="page">
 <div style="display:flex;justify-content:space-between;font-size:8pt"><span>SCA-M301 / Rev. 07-24</span><span>${e(d.caseLabel)} <b style="font-size:12pt">${e(d.caseNo)}</b></span></div>
 ${courtHead(d)}
 <h1>CIVIL COMPLAINT — MAGISTRATE COURT</h1>
 <table class="g">
 <tr><td style="width:50%"><span class="lbl">PLAINTIFF(S) NAME</span>${plLines(d)}</td><td><span class="lbl">DEFENDANT(S) NAME</span>${e(d.def.print)}</td></tr>
 <tr><td><span class="lbl">PLAINTIFF ADDRESS</span>${e(d.pl.addr)}</td><td><span class="lbl">DEFENDANT ADDRESS</span>${e(d.def.street)}<br>${e(d.def.city)}, ${d.st} ${d.def.zip}</td></tr>
 <tr><td><span class="lbl">PLAINTIFF ATTORNEY</span>${e(d.firm.atty)} (${e(d.firm.bar)})<br>${e(d.firm.name)}<br>${e(d.firm.addr)}<br>${e(d.firm.phone)} · ${e(d.firm.email)}</td><td><span class="lbl">DEFENDANT PHONE / E-MAIL</span>&nbsp;</td></tr>
 <tr><td><span class="lbl">AMOUNT OF CLAIM (PRINCIPAL)</span><b>${pm(d, d.amt.p)}</b></td><td><span class="lbl">PRE-JUDGMENT INTEREST (SEPARATE)</span>${pm(d, d.amt.int)}</td></tr>
 <tr><td><span class="lbl">FILING FEE AND SERVICE COSTS</span>${pm(d, d.amt.costs)}</td><td><span class="lbl">TOTAL INCLUDING COSTS</span>${pm(d, total(d))}</td></tr>
 <tr><td colspan="2"><span class="lbl">STATEMENT OF CLAIM</span>Defendant borrowed money from Plaintiff under ${e(d.acct)} and has failed to repay it. The principal balance remains unpaid after demand. Magistrate court jurisdiction is limited to ${d.limit}.</td></tr>
 </table>
 <p style="margin-top:10px"><b>NOTICE TO DEFENDANT:</b> You have 20 days from service to file an answer with the magistrate court clerk at ${e(d.court.addr)}, ${e(d.court.phone)}. If you fail to answer, a default judgment may be entered against you. You have a right to a jury trial if the amount in controversy exceeds $20.00 and you demand it in writing.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px"><div style="width:48%">${clerkBlock(d)}</div><div style="width:48%" class="small">Office e-mail for this firm: ${e(d.firm.others[0])}<br>Signature of plaintiff/attorney: <u>/s/ ${e(d.firm.atty)}</u><br>Date: January 12, 2026</div></div>
 <div class="foot"><span>${e(d.caseNo)}</span><span>Kanawha County Magistrate Court · Civil</span><span>Page 1 of 1</span></div>
</div>`;

L['typewriter-notice'] = (d) => `<div class="page" style="line-height:1.35">
 <div style="text-align:center">${e(d.court.lines[0])}</div><br>
 <div>${plLines(d)},</div><div style="padding-left:3in">Plaintiff,</div>
 <div style="padding-left:0.5in">v.&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;${e(d.caseLabel)} ${e(d.caseNo)}</div>
 <div>${e(d.def.print)},</div><div>${addrHtml(d)}</div><div style="padding-left:3in">Defendant.</div>
 <br><div style="text-align:center;text-decoration:underline">NOTICE OF SUIT</div><br>
 <p style="text-align:left">TO: ${e(d.def.print)}</p>
 <p style="text-align:left">PLEASE TAKE NOTICE that a civil suit has been filed against you in the above court by the Plaintiff to recover ${amountText(d)}. The amount claimed does not include costs of service.</p>
 <p style="text-align:left">You must file a written answer with the Magistrate Clerk within twenty (20) days after service. Clerk's office: ${e(d.court.addr)}, telephone ${e(d.court.phone)}.</p>
 <p style="text-align:left">Creditor reference: ${e(d.acct)}.</p>
 <br><div style="padding-left:3in">${e(d.firm.name)}<br>By: ${e(d.firm.atty)}<br>${e(d.firm.bar)}<br>${e(d.firm.addr)}<br>${e(d.firm.phone)}<br>${e(d.firm.email)}<br>Counsel for Plaintiff</div>
 <br><p style="text-align:left;font-size:8pt">THIS COMMUNICATION IS FROM A DEBT COLLECTOR. THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.</p>
</div><div class="foot" style="font-family:'Nimbus Mono PS'"><span>cc: Cabell County Magistrate Court</span><span>Page 1</span></div>`;

L['twocol-instructions-band'] = (d) => `<div class="page">
 ${courtHead(d)}
 <div style="display:flex;gap:16px;font-size:8.5pt"><div style="flex:1"><b>INSTRUCTIONS TO DEFENDANT</b><p>To the above-named Defendant: IN THE NAME OF THE STATE OF WEST VIRGINIA, you are hereby summoned and required to serve upon the Plaintiff's attorney, whose name and address appear below, an answer, including any related counterclaim you may have, to the complaint filed against you.</p><p>You are required to serve your answer within 20 days after service of this summons upon you, exclusive of the day of service.</p></div>
 <div style="flex:1"><b>&nbsp;</b><p>If you fail to do so, judgment by default will be taken against you for the relief demanded in the complaint and you will be thereafter barred from asserting in another action any claim you may have which must be asserted by counterclaim in the above-styled civil action.</p><p>Court costs and the filing fee of ${pm(d, d.amt.costs)} have been paid by Plaintiff.</p></div></div>
 <div style="background:#e8e8e8;border-top:2px solid #000;border-bottom:2px solid #000;margin:10px -0.2in;padding:8px 0.2in;display:flex;justify-content:space-between;align-items:center">
 <div style="width:38%"><span class="lbl">PLAINTIFF</span><br><b>${plLines(d)}</b><br><span class="small">${e(d.pl.addr)}</span></div><div style="font-size:14pt">v.</div>
 <div style="width:38%"><span class="lbl">DEFENDANT</span><br><b>${e(d.def.print)}</b><br>${addrHtml(d)}</div>
 <div style="text-align:right"><span class="lbl">${e(d.caseLabel)}</span><br><b>${e(d.caseNo)}</b></div></div>
 <div style="display:flex;gap:16px;font-size:8.5pt"><div style="flex:1"><b>NATURE OF CLAIM</b><p>Breach of a credit agreement. Plaintiff demands ${amountText(d)}, and post-judgment interest at the statutory rate.</p><p>Jury trial demanded: No. Case type: Debt collection — Other.</p></div>
 <div style="flex:1"><b>PLAINTIFF'S ATTORNEY</b><br>${attyBlock(d)}</div></div>
 <div style="margin-top:12px">${clerkBlock(d)}</div>
 <div class="box small" style="margin-top:12px">SERVE: ${e(d.def.name)}, ${e(addrLines(d).join(', '))}. Method: Secretary of State / Certified Mail.</div>
 <div class="foot"><span>SCA-C101: Civil Summons</span><span>Monongalia County Circuit Clerk</span></div>
</div>`;

L['wi-triple-cell-header'] = (d) => `<div class="page">
 <table class="g" style="font-weight:bold;text-align:center;font-size:11pt"><tr><td style="width:33%">${e(d.court.lines[0])}</td><td style="width:34%">${e(d.court.lines[1])}</td><td>${e(d.court.lines[2])}</td></tr></table>
 <table class="g" style="margin-top:-1px"><tr><td style="width:60%"><span class="lbl">Plaintiff's name and address</span>${plLines(d)}<br>${e(d.pl.addr)}<br><br><span class="lbl">Defendant's name and address</span>${e(d.def.print)}<br>${addrHtml(d)}<br>${e(d.codef)}<br>(same address)</td>
 <td><div style="font-size:15pt;font-weight:bold;text-align:center;margin-top:10px">Summons and Complaint<br>Small Claims</div><br><span class="lbl">${e(d.caseLabel)}</span><div style="font-size:14pt;font-weight:bold">${e(d.caseNo)}</div><span class="lbl">Case Code: 31003 Small Claims — Money Judgment</span><br><br><span class="lbl">Amount claimed</span>${pm(d, d.amt.p)}</td></tr></table>
 <p><b>THE STATE OF WISCONSIN, To the person(s) named above as Defendant(s):</b> You are being sued by the person(s) named above as Plaintiff(s). A copy of the complaint is below. The court may decide in favor of Plaintiff if you do not appear.</p>
 <p>Appearance date: <b>${ans}, 8:30 a.m.</b>, Room 400, ${e(d.court.addr)}. If you do not appear or file a written answer before the appearance date, you may lose the case.</p>
 <h2 style="text-align:left">COMPLAINT</h2>
 <p>Plaintiff demands judgment for ${amountText(d)}. Small claims money judgments are limited to ${d.limit}. Defendant failed to pay a consumer credit account; the amount stated does not include the filing fee.</p>
 ${attyBlock(d)}
 <div class="clerk">Clerk of Circuit Court: ${e(d.court.phone)}. Date filed ${filed}. Electronically filed — Envelope 77100482.</div>
 <div class="foot"><span>SC-500, 07/24 Summons and Complaint (Small Claims)</span><span>§§799.05, 799.06, Wisconsin Statutes</span><span>This form shall not be modified.</span></div>
</div>`;

L['wi-stacked-vsline-copy'] = (d) => `<div class="page">
 <table style="width:100%"><tr><td style="font-weight:bold;line-height:1.5">${d.court.lines.map(e).join('<br>')}</td><td style="text-align:right;vertical-align:top" class="small">${e(d.code)}<br>${e(d.caseLabel)}<br><b style="font-size:12pt">${e(d.caseNo)}</b></td></tr></table>
 <hr>
 <div>${plLines(d)}<br>${e(d.pl.addr)},</div><div style="padding-left:3in">Plaintiff,</div>
 <div style="margin:10px 0 10px 1in">vs.</div>
 <div>${defLines(d)},</div><div style="padding-left:3in">Defendant.</div><hr>
 <h1>SUMMONS</h1>
 <p>THE STATE OF WISCONSIN, To each person named above as a Defendant: You are hereby notified that the Plaintiff named above has filed a lawsuit or other legal action against you. The complaint, which is attached, states the nature and basis of the legal action.</p>
 <p>Within 45 days of receiving this summons, you must respond with a written answer to the court, whose address is ${e(d.court.addr)}, and to ${e(d.firm.name)}, Plaintiff's attorney. If you do not provide a proper answer within 45 days, the court may grant judgment against you for the award of money demanded in the complaint.</p>
 <h2>COMPLAINT</h2>
 <p>Plaintiff seeks ${amountText(d)}. Interest is stated separately and is not part of the principal claimed.</p>
 <div style="margin-top:12px">Dated January 12, 2026.</div>${sigBlock(d)}
 <div class="foot"><span>Dane County Clerk of Circuit Court · ${e(d.court.phone)}</span><span>Page 1 of 1</span></div>
</div><div class="wm" style="--wm:150pt"><span>COPY</span></div>`;

L['mn-two-column-header'] = (d) => `<div class="page">
 <table style="width:100%;font-weight:bold"><tr><td>${e(d.court.lines[0])}<br>${e(d.court.lines[1])}</td><td style="text-align:right">${e(d.court.lines[2])}<br>${e(d.court.lines[3])}</td></tr></table>
 <div style="text-align:right;margin:6px 0">Case Type: Consumer Credit Contract<br>${e(d.caseLabel)} ${e(d.caseNo)}</div>
 <div>${plLines(d)},</div><div style="padding-left:2.5in">Plaintiff,</div><div style="padding-left:0.5in">v.</div>
 <div>${defLines(d)},</div><div style="padding-left:2.5in">Defendant.</div>
 <h1 style="margin-top:14px">SUMMONS</h1>
 <p><b>THIS SUMMONS IS DIRECTED TO ${e(d.def.print).toUpperCase()}.</b></p>
 <p>1. YOU ARE BEING SUED. The Plaintiff has started a lawsuit against you. The Plaintiff's Complaint against you is attached to this summons. Do not throw these papers away. They are official papers that affect your rights.</p>
 <p>2. YOU MUST REPLY WITHIN 21 DAYS TO PROTECT YOUR RIGHTS. You must give or mail to the person who signed this summons a written response called an Answer within 21 days of the date on which you received this Summons.</p>
 <p>3. The Complaint demands ${pm(d, d.amt.p)}, the balance due on the account. Plaintiff will also ask for its costs and disbursements.</p>
 <p>4. YOU WILL LOSE YOUR CASE IF YOU DO NOT SEND A WRITTEN RESPONSE TO THE COMPLAINT TO THE PERSON WHO SIGNED THIS SUMMONS.</p>
 <p>5. ALTERNATIVE DISPUTE RESOLUTION. You may agree with the opposing parties that you will take part in a process that may help resolve the matter.</p>
 <p class="small">This case may not yet be filed with the court. Hennepin County District Court, ${e(d.court.addr)}, ${e(d.court.phone)}. ${e(d.acct)}.</p>
 <div style="margin-top:10px">Dated: January 9, 2026</div>${sigBlock(d)}
</div>`;

L['conciliation-claim-grid'] = (d) => `<div class="page">
 <table style="width:100%"><tr><td style="font-weight:bold;font-size:12pt">${e(d.court.lines[0])}<br>${e(d.court.lines[1])}</td><td style="text-align:right;vertical-align:top"><div class="box" style="display:inline-block;text-align:left"><span class="lbl">${e(d.caseLabel)}</span><br><b style="font-size:13pt">${e(d.caseNo)}</b></div></td></tr></table>
 <h1>STATEMENT OF CLAIM AND SUMMONS</h1>
 <table class="g"><tr><td style="width:50%"><span class="lbl">Plaintiff</span>${plLines(d)}<br>${e(d.pl.addr)}<br>${e(d.pl.phone)}</td><td><span class="lbl">Defendant (Last, First Middle)</span>${e(d.def.print)}<br>${addrHtml(d)}</td></tr></table>
 <p style="margin-top:8px"><b>Plaintiff's claim:</b> Defendant rented a washer and dryer and stopped paying. Defendant owes the amounts below.</p>
 <table class="g" style="width:70%"><tr><td>Amount of claim</td><td style="text-align:right">${pm(d, d.amt.p)}</td></tr><tr><td>Filing fee</td><td style="text-align:right">${pm(d, d.amt.costs)}</td></tr><tr><td>Service fee (if any)</td><td style="text-align:right">$0.00</td></tr><tr><td><b>Total</b></td><td style="text-align:right"><b>${pm(d, d.amt.p + d.amt.costs)}</b></td></tr></table>
 <p class="small">Conciliation Court claims may not exceed ${d.limit} (consumer credit transactions $4,000).</p>
 <h2 style="margin-top:10px">SUMMONS</h2>
 <p>TO THE DEFENDANT: You are summoned to appear at the hearing on ${ans} at 1:30 p.m. in Courtroom 170, ${e(d.court.addr)}. If you do not appear, a judgment may be entered against you. If you have a claim against the Plaintiff, you may file a counterclaim.</p>
 <table class="g" style="margin-top:8px"><tr><td style="width:50%"><span class="lbl">Signature of Plaintiff</span><i>Ray Ostby, owner</i></td><td><span class="lbl">Court Administrator</span>Deputy: ______________ &nbsp; Phone ${e(d.court.phone)}</td></tr></table>
 <div class="foot"><span>CON101 State ENG Rev 1/26 · www.mncourts.gov/forms</span><span>Page 1 of 1</span></div>
</div>`;

L['mo-petition-ruled'] = (d) => `<div class="page">
 ${courtHead(d)}
 <div style="border-top:3px double #000;border-bottom:3px double #000;padding:6px 0;margin:10px 0">
 <table style="width:100%"><tr><td style="width:60%">${plLines(d)},<br>${e(d.pl.addr)},<div style="padding-left:2.2in">Plaintiff,</div>v.<br>${defLines(d)},<div style="padding-left:2.2in">Defendant.</div></td>
 <td style="vertical-align:middle;padding-left:16px">${e(d.caseLabel)}<br><b style="font-size:13pt">${e(d.caseNo)}</b><br>Division 41<br><span class="small">Chapter 517 RSMo</span></td></tr></table></div>
 <h1>PETITION ON ACCOUNT</h1>
 <p>COMES NOW Plaintiff, by counsel, and for its Petition on Account against Defendant states:</p>
 ${complaintParas(d, false)}
 <p>An itemized statement of account is attached as Exhibit A. Plaintiff does not seek attorney fees.</p>
 <div style="margin-top:10px">${sigBlock(d)}</div>
 <div class="box small" style="margin-top:14px"><b>VERIFICATION</b> — I, a custodian of records for Plaintiff, state that the above balance of ${pm(d, d.amt.p)} is true and correct. Subscribed and sworn January 8, 2026.</div>
 <div class="foot"><span>Jackson County Courthouse · ${e(d.court.addr)} · ${e(d.court.phone)}</span><span>Page 1 of 1</span></div>
</div>`;

L['mo-summons-cells'] = (d) => `<div class="page">
 <table class="g"><tr><td colspan="2" style="text-align:center;font-weight:bold;font-size:11pt">${d.court.lines.map(e).join('<br>')}</td></tr>
 <tr><td style="width:58%"><span class="lbl">Judge or Division:</span>Associate Division 37</td><td><span class="lbl">${e(d.caseLabel)}</span><b style="font-size:13pt">${e(d.caseNo)}</b></td></tr>
 <tr><td><span class="lbl">Plaintiff/Petitioner:</span>${plLines(d)}</td><td><span class="lbl">Plaintiff's/Petitioner's Attorney/Address:</span>${e(d.firm.atty)}<br>${e(d.firm.name)}<br>${e(d.firm.addr)}<br>${e(d.firm.phone)}<br>${e(d.firm.email)}<br><span class="lbl">${e(d.firm.bar)}</span></td></tr>
 <tr><td><span class="lbl">vs. Defendant/Respondent:</span>${e(d.def.print)}</td><td><span class="lbl">Court Address:</span>${e(d.court.addr)}<br>${e(d.court.phone)}</td></tr>
 <tr><td><span class="lbl">Nature of Suit:</span>AC Breach of Contract</td><td><span class="lbl">Date Filed:</span>${filed}</td></tr></table>
 <h1 style="margin-top:10px">Summons in Civil Case (Associate Circuit)</h1>
 <p><b>The State of Missouri to:</b> ${e(d.def.print)}<br><span style="padding-left:1.9in">${addrHtml(d, ', ')}</span></p>
 <p>You are summoned to appear before this court on ${ans}, at 9:00 a.m., to answer the petition of the Plaintiff, a copy of which is attached. Plaintiff claims ${pm(d, d.amt.p)} on a credit account plus costs. If you fail to appear, judgment by default will be taken against you for the relief demanded in the petition.</p>
 <p class="small">Special Needs: If you have special needs addressed by the Americans With Disabilities Act, please notify the Office of the Circuit Clerk at ${e(d.court.phone)} at least three business days in advance.</p>
 <table class="g" style="margin-top:8px"><tr><td style="width:50%"><span class="lbl">Date</span>January 15, 2026</td><td><span class="lbl">Clerk</span>/s/ J. Moreland, Circuit Clerk</td></tr></table>
 <div class="box small" style="margin-top:10px"><b>Sheriff's or Server's Return</b><br>Note to serving officer: Summons should be returned to the court within thirty days after the date of issue. ${e(d.server)} · Mileage $12.40 · Total $72.40</div>
 <div class="foot"><span>OSCA (07-18) CV180 Summons in Civil Case (Assoc. Circuit)</span><span>1 of 1</span><span>Secondary e-mail for plaintiff's counsel: ${e(d.firm.others[0])}</span></div>
</div>`;

L['hi-pleading-attorney-top'] = (d) => `<div class="page">
 <div style="font-size:9pt;line-height:1.25"><b>${e(d.firm.name)}</b><br>Attorneys at Law, A Limited Liability Law Company<br><br>${e(d.firm.atty)} &nbsp; ${e(d.firm.bar)}<br>${e(d.firm.addr)}<br>Telephone: ${e(d.firm.phone)}<br>Email: ${e(d.firm.email)}<br>Staff: ${e(d.firm.others[0])}<br><br>Attorneys for Plaintiff<br>${e(d.pl.name).toUpperCase()}</div>
 <div style="text-align:center;font-weight:bold;margin:14px 0 8px">${d.court.lines.map(e).join('<br>')}</div>
 <table class="cap"><tr><td class="capl" style="border-right:1px solid #000;border-bottom:1px solid #000;padding-right:6px">${plLines(d)},<div style="text-align:right">Plaintiff,</div>vs.<br>${defLines(d)},<div style="text-align:right">Defendant.</div></td>
 <td style="padding-left:12px;vertical-align:top">${e(d.caseLabel)} ${e(d.caseNo)}<br>(Other Civil Action)<br><br><b>COMPLAINT; EXHIBIT "A"; SUMMONS</b></td></tr></table>
 <h2>COMPLAINT</h2>
 ${complaintParas(d, false)}
 <p>The amount claimed is within the jurisdictional limit of this Court (${d.limit}).</p>
 <p>DATED: Honolulu, Hawaii, January 10, 2026.</p>
 <div style="margin-left:50%"><u>/s/ ${e(d.firm.atty)}</u><br>${e(d.firm.atty)}<br>Attorney for Plaintiff</div>
 <div class="foot"><span>Court: ${e(d.court.addr)} · ${e(d.court.phone)}</span><span>1</span></div>
</div>`;

L['court-use-box'] = (d) => `<div class="page">
 <div style="display:flex;gap:10px"><div style="flex:1">
 <div style="font-weight:bold;font-size:11.5pt">${d.court.lines.map(e).join('<br>')}</div>
 <div class="small" style="margin-top:4px">Small Claims Division · ${e(d.court.addr)} · ${e(d.court.phone)}</div>
 <div style="margin-top:10px"><span class="lbl">PLAINTIFF (name, address, phone)</span><br>${plLines(d)}<br>${e(d.pl.addr)}<br>${e(d.pl.phone)}</div>
 <div style="margin-top:8px"><span class="lbl">DEFENDANT (name, address)</span><br>${e(d.def.print)}<br>${addrHtml(d)}</div></div>
 <div style="width:2.3in;border:1.5px solid #000;padding:6px"><div class="lbl" style="text-align:center">FOR COURT USE ONLY</div><div style="height:1.1in;border-bottom:1px solid #000;text-align:center;color:#555;font-size:8pt;padding-top:30px">FILED<br>2026 JAN 14 AM 10:22</div><span class="lbl">${e(d.caseLabel)}</span><br><b style="font-size:12pt">${e(d.caseNo)}</b></div></div>
 <h1 style="margin-top:14px">STATEMENT OF CLAIM AND NOTICE</h1>
 <p>1. The Defendant owes Plaintiff <b>${pm(d, d.amt.p)}</b>, not including court costs, for the unpaid balance of a motor vehicle repair financing agreement.</p>
 <p>2. Plaintiff also asks for costs: filing fee ${pm(d, d.amt.costs)}; service fee $25.00. Small claims jurisdiction limit: ${d.limit}.</p>
 <p>3. Plaintiff has asked Defendant to pay, but Defendant has not paid.</p>
 <p>I declare under penalty of law that the foregoing is true and correct. Plaintiff is not represented by counsel.</p>
 <div style="margin-left:50%;border-top:1px solid #000;margin-top:18px">Signature of Plaintiff (Kalani Ortiz, Credit Manager)</div>
 <h2 style="margin-top:14px">NOTICE TO DEFENDANT</h2>
 <p>You must appear at the hearing on ${ans} at 8:30 a.m., Courtroom 2A, ${e(d.court.addr)}. If you fail to appear, judgment may be entered against you for the amount claimed plus costs.</p>
 <div class="foot"><span>1DC-SC-1 (rev. 2025)</span><span>Page 1 of 1</span></div>
</div>`;

L['nv-line-numbered-pleading'] = (d) => {
  const nums = Array.from({ length: 28 }, (_, i) => `<div style="height:34px;line-height:34px">${i + 1}</div>`).join('');
  return `<div style="position:absolute;left:0.55in;top:0.8in;width:0.3in;text-align:right;font-size:9pt;color:#333">${nums}</div>
 <div style="position:absolute;left:0.95in;top:0;bottom:0;border-left:1px solid #000;border-right:1px solid #000;width:2px"></div>
 <div style="position:absolute;right:0.6in;top:0;bottom:0;border-left:1px solid #000"></div>
 <div style="position:absolute;left:1.15in;right:0.8in;top:0.8in;line-height:34px">
 <div style="line-height:1.3;font-size:10pt;height:204px">COMP<br>${e(d.firm.atty)}, ESQ.<br>${e(d.firm.bar)}<br>${e(d.firm.name)}<br>${e(d.firm.addr)}<br>Tel: ${e(d.firm.phone)} · ${e(d.firm.email)}<br>Attorney for Plaintiff</div>
 <div style="text-align:center;font-weight:bold;line-height:1.3">${d.court.lines.map(e).join('<br>')}</div>
 <table style="width:100%;line-height:1.3;margin:6px 0"><tr><td style="width:56%;border-right:1px solid #000;border-bottom:1px solid #000">${plLines(d)},<div style="text-align:right">Plaintiff,</div>vs.<br>${defLines(d)};<br>DOES I through X, inclusive,<div style="text-align:right">Defendants.</div></td><td style="padding-left:12px">${e(d.caseLabel)} ${e(d.caseNo)}<br>Dept. No. 7<br><br><b>COMPLAINT</b><br>(Arbitration Exempt – Amount<br>in Controversy Under $15,000)</td></tr></table>
 <div style="line-height:1.55">${complaintParas(d, false)}</div>
 </div>
 <div class="foot" style="left:1.15in"><span>Clark County Justice Court · ${e(d.court.phone)}</span><span>- 1 -</span></div>`;
};

L['summons-banner-framed'] = (d) => `<div style="position:absolute;left:0.5in;right:0.5in;top:0.45in;bottom:0.45in;border:3px double #000"></div><div class="page">
 <div style="text-align:center;font-size:13pt;font-weight:bold">${d.court.lines.map(e).join('<br>')}</div>
 <div style="text-align:center;font-size:8pt">${e(d.court.addr)} · Civil Division ${e(d.court.phone)}</div>
 <div style="background:#000;color:#fff;text-align:center;font-size:20pt;font-weight:bold;letter-spacing:6px;margin:10px 0;padding:4px">SUMMONS — CIVIL</div>
 <table class="g"><tr><td style="width:62%">${plLines(d)}, Plaintiff,<br>vs.<br>${e(d.def.print)}, Defendant.</td><td><span class="lbl">${e(d.caseLabel)}</span><b style="font-size:12pt">${e(d.caseNo)}</b><br><span class="lbl">Dept. 2</span></td></tr></table>
 <div class="box" style="margin-top:10px;border-width:2px;text-align:center;font-weight:bold">NOTICE! YOU HAVE BEEN SUED. THE COURT MAY DECIDE AGAINST YOU WITHOUT YOUR BEING HEARD UNLESS YOU RESPOND WITHIN 20 DAYS. READ THE INFORMATION BELOW.</div>
 <p style="margin-top:10px">TO THE DEFENDANT: ${e(d.def.print)}, ${e(addrLines(d).join(', '))}.</p>
 <p>A civil complaint has been filed by the Plaintiff against you for ${amountText(d)}. The Justice Court's civil limit is ${d.limit}.</p>
 <p>1. If you intend to defend this lawsuit, within 20 days after this Summons is served on you, exclusive of the day of service, you must file with this Court a formal written response to the Complaint, accompanied by the appropriate filing fee.</p>
 <p>2. Unless you respond, your default will be entered upon application of the Plaintiff and failure to respond may result in a judgment by default against you for the relief demanded in the Complaint.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px"><div style="width:48%">${attyBlock(d)}</div><div style="width:45%">${clerkBlock(d)}</div></div>
 <div class="foot" style="bottom:0.55in"><span>Washoe County e-filing envelope 2026-0114-77213</span><span>RJC Civil 101</span></div>
</div>`;

L['wy-paren-two-line-title'] = (d) => `<div class="page">
 <div style="text-align:center;font-weight:bold;font-size:10.5pt">${d.court.lines.map(e).join('<br>')}</div>
 ${standardCaption(d)}
 <p>Plaintiff, ${e(d.pl.name)}, by and through its counsel, ${e(d.firm.name)}, states its Complaint against Defendant as follows:</p>
 ${complaintParas(d, false)}
 <p>This Court has jurisdiction under W.S. § 5-9-128, the amount in controversy not exceeding $50,000.</p>
 <p>DATED this 13th day of January, 2026.</p>${sigBlock(d)}
 <div class="foot"><span>Laramie County Circuit Court · ${e(d.court.addr)} · ${e(d.court.phone)}</span><span>Complaint — Page 1</span></div>
</div>`;

L['firm-letterhead-complaint'] = (d) => `<div style="position:absolute;left:0.75in;right:0.75in;top:0.45in;text-align:center;border-bottom:1.5px solid #7a5c2e;padding-bottom:4px">
 <div style="font-size:20pt;letter-spacing:2px;color:#4a3618">${e(d.firm.name)}</div><div style="font-size:8pt">${e(d.firm.addr)} · ${e(d.firm.phone)} · ${e(d.firm.others[0])}</div></div>
 <div class="page" style="top:1.35in">
 <div style="font-size:8.5pt;line-height:1.25">${e(d.firm.atty)}, ${e(d.firm.bar)}<br>${e(d.firm.email)}<br>Attorney for Plaintiff</div>
 <div style="text-align:center;font-weight:bold;margin:10px 0;font-size:12.5pt">${d.court.lines.map(e).join('<br>')}</div>
 ${standardCaption(d)}
 ${complaintParas(d, false)}
 <p>Plaintiff requests attorney fees as provided in the credit agreement and costs of suit including the filing fee of ${pm(d, d.amt.costs)}.</p>
 <p>DATED: January 11, 2026.</p>
 <div style="margin-left:50%"><u>/s/ ${e(d.firm.atty)}</u><br>${e(d.firm.atty)} (${e(d.firm.bar)})</div>
 </div><div class="foot"><span>Natrona County Circuit Court, ${e(d.court.addr)}, ${e(d.court.phone)}</span><span>${e(d.caseNo)} · Page 1 of 1</span></div>`;

L['nd-two-column-caption'] = (d) => `<div class="page">
 <table style="width:100%;font-weight:bold"><tr><td>${e(d.court.lines[0])}<br>${e(d.court.lines[1])}</td><td style="text-align:right">IN ${e(d.court.lines[2])}<br>${e(d.court.lines[3])}</td></tr></table>
 <div style="text-align:right;margin:6px 0">${e(d.caseLabel)} ${e(d.caseNo)}</div>
 <table class="cap"><tr><td style="width:55%;border-top:1px solid #000;border-bottom:1px solid #000;padding:6px 0">${plLines(d)},<div style="text-align:right">Plaintiff,</div>vs.<br>${e(d.def.print)},<div style="text-align:right">Defendant.</div></td><td style="vertical-align:middle;text-align:center;font-size:14pt;font-weight:bold">SUMMONS</td></tr></table>
 <p><b>THE STATE OF NORTH DAKOTA TO THE ABOVE-NAMED DEFENDANT:</b></p>
 <p>You are hereby summoned and required to appear and defend against the Complaint in this action, which is herewith served upon you, by serving upon the undersigned an Answer or other proper response within twenty-one (21) days after the service of this Summons upon you, exclusive of the day of service.</p>
 <p>If you fail to do so, judgment by default will be taken against you for the relief demanded in the Complaint, namely ${pm(d, d.amt.p)} together with costs and disbursements.</p>
 <p>This action may not yet be filed with the Court. Cass County District Court, ${e(d.court.addr)}, ${e(d.court.phone)}.</p>
 <p class="small">Defendant's last known address:</p><div style="margin-left:0.4in">${e(d.def.print)}<br>${addrHtml(d)}</div>
 <p style="margin-top:10px">Dated January 7, 2026.</p>${sigBlock(d)}
 <div class="foot"><span>${e(d.acct)}</span><span>Page 1</span></div>
</div>`;

L['me-defendant-table'] = (d) => `<div class="page">
 <table style="width:100%"><tr><td style="width:40%;font-weight:bold;font-size:12pt">${e(d.court.lines[0])}<br>${e(d.court.lines[1])}<br><span class="lbl" style="font-weight:normal">Location:</span> ${e(d.court.lines[2])}</td><td style="text-align:right;vertical-align:top">${e(d.caseLabel)}<br><b style="font-size:12pt">${e(d.caseNo)}</b></td></tr></table>
 <h1>SMALL CLAIM STATEMENT OF CLAIM</h1>
 <table class="g"><tr><td colspan="4" style="background:#ddd"><b>PLAINTIFF</b></td></tr><tr><td colspan="4">${plLines(d)}, ${e(d.pl.addr)}</td></tr>
 <tr><td colspan="4" style="background:#ddd"><b>DEFENDANT</b></td></tr>
 <tr><td><span class="lbl">Last name</span>${e(d.def.last)}</td><td><span class="lbl">First name</span>${e(d.def.first)}</td><td><span class="lbl">M.I.</span>${e(d.def.middle)}</td><td><span class="lbl">Suffix</span>—</td></tr>
 <tr><td colspan="2"><span class="lbl">Street address</span>${e(d.def.street)}</td><td><span class="lbl">Town</span>${e(d.def.city)}</td><td><span class="lbl">State / Zip</span>${d.st} ${d.def.zip}</td></tr></table>
 <p style="margin-top:10px">The Plaintiff says that the Defendant owes Plaintiff <b>${pm(d, d.amt.p)}</b> plus court costs (filing fee ${pm(d, d.amt.costs)}) for the following reason: unpaid balance of a retail installment account assigned to Plaintiff. The limit for a small claim in Maine is ${d.limit}.</p>
 <p>The hearing will be at the District Court, ${e(d.court.addr)}, on ${ans} at 8:30 a.m. If you do not appear, judgment may be entered against you.</p>
 <div style="display:flex;justify-content:space-between;margin-top:10px"><div style="width:50%">${attyBlock(d)}</div><div style="width:44%">${clerkBlock(d)}</div></div>
 <div class="foot"><span>CV-SC-001, Rev. 01/26</span><span>${e(d.caseNo)} · Page 1 of 1</span></div>
</div>`;

const letterFoot = 'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.';
L['letter-window-itemized'] = (d) => { const a = d.agency; return `<div class="page">
 <div style="display:flex;justify-content:space-between"><div><b style="font-size:14pt">${e(a.name)}</b><br><span class="small">${e(a.addr)}<br>${e(a.phone)} · ${e(a.email)} · ${e(a.hours)}</span></div><div style="text-align:right" class="small">January 5, 2026<br>${e(d.acct)}</div></div>
 <div style="margin-top:0.5in;margin-left:0.2in">${e(d.def.print)}<br>${addrHtml(d)}</div>
 <p style="margin-top:0.4in">${e(a.name)} is a debt collector. We are trying to collect a debt that you owe to <b>${e(d.creditor)}</b>. We will use any information you give us to help collect the debt.</p>
 <table class="g" style="width:75%;margin:8px 0"><tr><td colspan="2"><b>Our information shows:</b> You had an account from ${e(d.orig)} with account number ending 6621.</td></tr>
 <tr><td>As of October 1, 2025, you owed:</td><td style="text-align:right">${pm(d, d.amt.asof)}</td></tr><tr><td>Between October 1, 2025 and today: You were charged this amount in interest:</td><td style="text-align:right">+ ${pm(d, d.amt.int)}</td></tr><tr><td>You were charged this amount in fees:</td><td style="text-align:right">+ $0.00</td></tr><tr><td>You paid or were credited this amount toward the debt:</td><td style="text-align:right">– $0.00</td></tr><tr><td><b>Total amount of the debt now:</b></td><td style="text-align:right"><b>${pm(d, d.amt.p)}</b></td></tr></table>
 <p><b>How can you dispute the debt?</b> Call or write to us by February 17, 2026 to dispute all or part of the debt. If you do not, we will assume that our information is correct.</p>
 <p><b>Settlement opportunity:</b> ${e(d.creditor)} will accept ${pm(d, d.amt.offer)} as payment in full if received by February 27, 2026. We are not obligated to renew this offer.</p>
 <p>Pay online at www.graniteridgerecovery.com or mail a check to ${e(a.addr)}.</p>
 <p class="small" style="margin-top:14px">${letterFoot} We have not filed a lawsuit against you. Hours: ${e(a.hours)}.</p>
</div>`; };

L['letter-bottom-recipient-coupon'] = (d) => { const a = d.agency; return `<div class="page">
 <div style="text-align:center;border-bottom:2px solid #333;padding-bottom:4px"><b style="font-size:15pt">${e(a.name)}</b><br><span class="small">${e(a.addr)} · ${e(a.phone)} · ${e(a.email)}</span></div>
 <div style="display:flex;justify-content:space-between;margin-top:10px" class="small"><span>Date: January 6, 2026</span><span>${e(d.acct)}</span></div>
 <p style="margin-top:16px">Dear Customer:</p>
 <p>Your account with <b>${e(d.creditor)}</b> has been placed with our office for collection. The balance due is <b>${pm(d, d.amt.p)}</b>.</p>
 <p>We are authorized to offer you a one-time settlement of ${pm(d, d.amt.offer)} (60% of the balance) if paid on or before February 20, 2026. You may also set up a payment plan of as little as $50.00 per month.</p>
 <p>Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.</p>
 <p>Call ${e(a.phone)} Monday through Friday, 8 a.m. to 5 p.m. MT, or pay at www.bhaccountmgmt.com.</p>
 <p class="small">${letterFoot}</p>
 <div style="position:absolute;left:0;right:0;top:7.1in">
 <div style="margin-left:0.3in;line-height:1.35">${e(d.def.print)}<br>${addrHtml(d)}</div>
 <div style="border-top:1.5px dashed #000;margin-top:0.35in;padding-top:3px" class="small">✂ Detach and return the lower portion with your payment</div>
 <table class="g" style="margin-top:6px"><tr><td style="width:50%"><span class="lbl">Account</span>${e(d.acct)}</td><td><span class="lbl">Balance due</span>${pm(d, d.amt.p)}</td></tr><tr><td><span class="lbl">Settlement amount (by 02/20/2026)</span>${pm(d, d.amt.offer)}</td><td><span class="lbl">Amount enclosed</span>$ ____________</td></tr>
 <tr><td colspan="2"><span class="lbl">Make payable to / Remit to</span>${e(a.name)}, ${e(a.addr)}</td></tr></table></div>
</div>`; };

L['letter-lawfirm-demand'] = (d) => { const f = d.firm; return `<div class="page">
 <div style="text-align:right"><div style="font-size:18pt;font-variant:small-caps">${e(f.name)}</div><div class="small">Attorneys at Law<br>${e(f.addr)}<br>Tel ${e(f.phone)}</div></div>
 <div style="margin-top:0.3in">January 8, 2026</div>
 <div style="margin-top:0.25in">${e(d.def.print)}<br>${addrHtml(d)}</div>
 <p style="margin-top:0.25in"><b>Re: ${e(d.creditor)} &nbsp; · &nbsp; ${e(d.acct)}<br>Original creditor: ${e(d.orig)}</b></p>
 <p>Dear ${e(d.def.name)}:</p>
 <p>This firm represents ${e(d.creditor)}, the current owner of the above account. Our client's records show that ${pm(d, d.amt.p)} is now due, consisting of a balance of ${pm(d, d.amt.asof)} as of the date of charge-off and interest of ${pm(d, d.amt.int)} since that date.</p>
 <p>No lawsuit has been filed at this time. Our client has authorized us to resolve this account for ${pm(d, d.amt.offer)} if payment is received by February 16, 2026.</p>
 <p>Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid by this firm.</p>
 <p>Please direct questions to the undersigned at ${e(f.email)}. Payments may be sent to ${e(f.others[0])} (online invoice) or mailed to our office.</p>
 <p style="margin-top:14px">Very truly yours,</p><p><b>${e(f.name)}</b><br><br>${e(f.atty)}<br>${e(f.bar)}</p>
 <p class="small" style="margin-top:14px">${letterFoot}</p>
</div>`; };

L['letter-lawfirm-suit-filed'] = (d) => { const f = d.firm; return `<div style="position:absolute;left:0;right:0;top:0;height:0.22in;background:#1f3d5a"></div><div class="page">
 <div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #1f3d5a;padding-bottom:4px"><div style="font-size:17pt;font-weight:bold;color:#1f3d5a">${e(f.name)}</div><div class="small" style="text-align:right">${e(f.addr)}<br>${e(f.phone)} · ${e(f.others[0])}</div></div>
 <div style="margin-top:0.25in" class="small">January 20, 2026 · ${e(d.acct)}</div>
 <div style="margin-top:0.2in">${e(d.def.print)}<br>${addrHtml(d)}</div>
 <table class="g" style="margin-top:0.2in;width:85%"><tr><td><span class="lbl">Case</span>${e(d.creditor)} v. ${e(d.def.name)}</td><td><span class="lbl">Court</span>${e(d.court.lines[0])}</td></tr><tr><td><span class="lbl">Case number</span><b>${e(d.caseNo)}</b></td><td><span class="lbl">Date filed</span>January 16, 2026</td></tr></table>
 <p style="margin-top:12px">Dear ${e(d.def.name)}:</p>
 <p>As you were previously advised, this firm represents ${e(d.creditor)}, assignee of ${e(d.orig)}. A lawsuit has now been filed against you in the ${e(d.court.lines[0])}, ${e(d.court.addr)}, telephone ${e(d.court.phone)}.</p>
 <p>The complaint seeks the balance of ${pm(d, d.amt.p)}. If judgment is entered, court costs of ${pm(d, d.amt.costs)} and statutory attorney fees of ${pm(d, d.amt.atty)} may be added, for a total of ${pm(d, d.amt.p + d.amt.costs + d.amt.atty)}.</p>
 <p>You must respond to the summons within 20 days of service. You may wish to consult an attorney. If you would like to discuss a payment arrangement, please contact me directly at ${e(f.email)} or ${e(f.phone)}.</p>
 <p style="margin-top:14px">Sincerely,</p><p>${e(f.atty)}<br>${e(f.bar)}<br>${e(f.name)}</p>
 <p class="small" style="margin-top:14px">${letterFoot}</p>
</div>`; };

function html(d) {
  const body = L[d.layout](d);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS(d)}</style></head><body>${body}</body></html>`;
}

function expected(d) {
  const isLetterNoSuit = d.letter && d.letter !== 'suit';
  return {
    customer_name: d.def.name,
    plaintiff_name: d.letter ? d.creditor : d.pl.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm ? (d.firm.email || null) : null,
    lawsuit_state: d.st,
    lawsuit_amount: d.amt.p,
    civil_number: isLetterNoSuit ? null : d.caseNo,
    court_name: isLetterNoSuit ? null : d.court.name,
    customer_street: [d.def.street, d.def.unit].filter(Boolean).join(' '),
    customer_city: d.def.city,
    customer_state: d.st,
    customer_zip_code: d.def.zip,
    determine_if_lawsuit_exists: !isLetterNoSuit,
  };
}
const norm = (s) => s.toLowerCase().replace(/[’']/g, "'").replace(/[,.:;]/g, ' ').replace(/\s+/g, ' ').trim();

(async () => {
  const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  const truth = []; const problems = [];
  for (const d of D) {
    const NN = String(d.n).padStart(2, '0');
    const h = html(d);
    fs.writeFileSync(path.join(HTML, `${NN}.html`), h);
    const ex = expected(d);
    const rec = { id: NN, state: d.st, kind: d.kind, layout: d.layout, font: d.font, expected: ex };
    if (!only || only.includes(d.n)) {
      await page.setContent(h, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(OUT, `${NN}-clean.png`), fullPage: false });
      const text = await page.evaluate(() => document.body.innerText);
      fs.writeFileSync(path.join(HTML, `${NN}.txt`), text);
      // fonts actually used for the body text
      const doc = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: 'p, td, div' });
      const used = {};
      for (const id of nodeIds.slice(0, 400)) {
        try { const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id }); for (const f of r.fonts) used[f.familyName] = (used[f.familyName] || 0) + f.glyphCount; } catch (_) {}
      }
      rec.fonts_used = used;
      const top = Object.entries(used).sort((a, b) => b[1] - a[1])[0];
      if (!top || !top[0].toLowerCase().startsWith(d.font.toLowerCase().split(' ')[0])) problems.push(`${NN}: main font used ${top && top[0]} != ${d.font}`);
      // truth check
      const nt = norm(text);
      const checks = [];
      for (const k of ['plaintiff_name', 'law_firm_name', 'lawyer_email', 'civil_number', 'customer_city', 'customer_zip_code']) if (ex[k]) checks.push([k, ex[k]]);
      checks.push(['customer_street', ex.customer_street]);
      for (const part of (ex.court_name ? ex.court_name.split(/,\s*|\s+(?=of |in |and )/) : [])) checks.push(['court_name part', part]);
      checks.push(['lawsuit_amount', money(ex.lawsuit_amount, d.amt.sep)]);
      for (const [k, v] of checks) if (!nt.includes(norm(v))) problems.push(`${NN}: ${k} "${v}" not in text`);
      for (const tok of ex.customer_name.split(' ')) if (!nt.includes(norm(tok))) problems.push(`${NN}: customer_name token ${tok} missing`);
      if (!text.includes(ex.customer_state)) problems.push(`${NN}: state missing`);
      // overflow check: content beyond page bottom?
      const over = await page.evaluate(() => { let m = 0; document.querySelectorAll('body *').forEach((el) => { const r = el.getBoundingClientRect(); if (r.height > 0 && el.children.length === 0) m = Math.max(m, r.bottom); }); return m; });
      rec.max_bottom_css_px = Math.round(over);
      if (over > 1056 - 10) problems.push(`${NN}: content reaches ${Math.round(over)}px (page 1056)`);
      console.log(NN, d.layout, 'font:', top && top[0], 'bottom:', Math.round(over));
    }
    truth.push(rec);
  }
  await browser.close();
  fs.writeFileSync(path.join(__dirname, 'render-meta.json'), JSON.stringify(truth, null, 1));
  const out = [];
  for (const r of truth) for (const kind of ['clean', 'photo']) out.push({ file: `${r.id}-${kind === 'clean' ? 'clean.png' : 'photo.jpg'}`, id: r.id, state: r.state, kind: r.kind, layout: r.layout, font: r.font, clean: kind === 'clean', expected: r.expected });
  fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(out, null, 1));
  console.log('PROBLEMS:', problems.length ? '\n' + problems.join('\n') : 'none');
})();
