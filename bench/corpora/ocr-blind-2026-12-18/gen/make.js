// Builds HTML for every document from data.js, renders clean PNGs with Chromium, writes truth.json
// and checks every truth string against the rendered page text.
const fs = require('fs'), path = require('path');
const D = require('./data.js');
const OUT = path.resolve(__dirname, '..');
const pt = n => (n * 100 / 72).toFixed(2) + 'px';       // page is 850 css px = 8.5 in -> 100 px/in
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = n => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ONES = ['','One','Two','Three','Four','Five','Six','Seven','Eight','Nine','Ten','Eleven','Twelve','Thirteen','Fourteen','Fifteen','Sixteen','Seventeen','Eighteen','Nineteen'];
const TENS = ['','','Twenty','Thirty','Forty','Fifty','Sixty','Seventy','Eighty','Ninety'];
function w3(n){ let s=''; if(n>=100){ s+=ONES[Math.floor(n/100)]+' Hundred'; n%=100; if(n) s+=' '; } if(n>=20){ s+=TENS[Math.floor(n/10)]; if(n%10) s+='-'+ONES[n%10]; } else if(n) s+=ONES[n]; return s; }
function words(x){ const d=Math.floor(x), c=Math.round((x-d)*100); const th=Math.floor(d/1000), r=d%1000; let s=''; if(th) s+=w3(th)+' Thousand'; if(r) s+=(s?' ':'')+w3(r); return s+' and '+String(c).padStart(2,'0')+'/100 Dollars'; }
const caps = s => s.toUpperCase();
const SMALLW = new Set(['of','the','and','for','in','at','a','an','to','on','by']);
const HAND = "'Comic Neue', 'Z003', cursive";

function addrLines(c, zip3) {
  return zip3 ? [c.street, `${c.city}, ${c.st}`, c.zip] : [c.street, `${c.city}, ${c.st} ${c.zip}`];
}
function total(d){ return d.amount + (d.interest||0) + (d.costs||0) + (d.atty||0); }
function seal(d, size=96) {
  const t = (d.court[0] + ' \u2022 ' + d.st + ' \u2022 ').toUpperCase();
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="flex:none"><defs><path id="sp${d.n}" d="M50,50 m-38,0 a38,38 0 1,1 76,0 a38,38 0 1,1 -76,0"/></defs>
  <circle cx="50" cy="50" r="48" fill="none" stroke="#333" stroke-width="1.6"/><circle cx="50" cy="50" r="44" fill="none" stroke="#333" stroke-width=".7"/>
  <circle cx="50" cy="50" r="29" fill="none" stroke="#333" stroke-width=".7"/>
  <text font-size="6.3" font-family="Nimbus Sans, sans-serif" fill="#333" letter-spacing=".4"><textPath href="#sp${d.n}">${esc(t.slice(0,60))}</textPath></text>
  <path d="M50 28 L56 44 L73 44 L59 54 L64 71 L50 61 L36 71 L41 54 L27 44 L44 44 Z" fill="none" stroke="#333" stroke-width="1"/></svg>`;
}
function courtHTML(d, joiner='<br>') { return d.courtLines.map(l => esc(l).replace(/\|/g, '<br>')).join(joiner); }
function attyBlock(d, style='') {
  if (!d.firm) {
    const p = d.prose;
    return `<div class="atty" style="${style}"><b>Plaintiff, appearing without an attorney (pro se):</b><br>${esc(p.name)}<br>${esc(p.street)}<br>${esc(p.city)}<br>Tel. ${esc(p.phone)} &nbsp; E-mail: ${esc(p.email)}</div>`;
  }
  const em = d.email ? `<br>Email: ${esc(d.email)}` : '';
  const oth = (d.otherEmails||[]).map(([l,e]) => `<br><span class="sm">${esc(l)}: ${esc(e)}</span>`).join('');
  return `<div class="atty" style="${style}">${esc(d.lawyer)}, ${esc(d.bar)}<br>${esc(d.firm)}<br>${esc(d.firmStreet)}<br>${esc(d.firmCity)}<br>Telephone: ${esc(d.firmPhone)} &nbsp; Fax: ${esc(d.firmPhone.replace(/01(\d\d)$/, (m,x)=>'01'+String((+x+7)%100).padStart(2,'0')))}${em}${oth}<br><i>Attorneys for Plaintiff</i></div>`;
}
function claimTable(d) {
  return `<table class="claim"><tr><th>Principal</th><th>Interest</th><th>Costs</th>${d.atty?'<th>Attorney Fees</th>':''}<th>Total</th></tr>
  <tr><td>${money(d.amount)}</td><td>${money(d.interest||0)}</td><td>${money(d.costs||0)}</td>${d.atty?`<td>${money(d.atty)}</td>`:''}<td>${money(total(d))}</td></tr></table>`;
}
function claimSentence(d) {
  const amt = d.feats.words ? `${words(d.amount)} (${money(d.amount)})` : money(d.amount);
  let s = `Defendant is indebted to Plaintiff in the principal sum of ${amt} on ${esc(d.acct)}, which Defendant has failed and refused to pay after demand.`;
  if (d.interest) s += ` Plaintiff further claims accrued interest of ${money(d.interest)} at the statutory rate, stated separately.`;
  if (d.atty) s += ` Under the agreement Plaintiff is entitled to reasonable attorney fees, claimed in the amount of ${money(d.atty)}.`;
  s += ` Court costs advanced to date are ${money(d.costs)} (filing fee and service).`;
  return s;
}
function distractFooter(d) {
  return `Clerk of Court: ${esc(d.courtAddr)} &nbsp;·&nbsp; ${esc(d.courtPhone)}${d.limit?` &nbsp;·&nbsp; Jurisdictional limit of this court: ${money(d.limit)}`:''}`;
}
function answerPara(d, small=false) {
  const days = {NE:30, IA:20, WI:20, TN:0, NV:20, NH:30, OK:20, IN:20, CT:0, HI:20, ND:21, WY:20}[d.st];
  if (d.layout==='warrant'||/Warrant/.test(d.kind)) return `You are hereby summoned to appear before the General Sessions Court at ${esc(d.courtAddr)}, on the <b>${['4th','12th','18th','25th'][d.n%4]} day of November, 2025</b>, at 9:00 a.m., to answer the claim of the Plaintiff. If you fail to appear, judgment by default may be entered against you.`;
  if (!days) return `YOU ARE BEING SUED. If you want to contest this claim you must file an Answer form with the clerk on or before the Answer Date, November 20, 2025. If you do not, judgment may enter against you by default.`;
  return `YOU ARE BEING SUED. Within ${days} days after service of this paper upon you, you must file a written answer with the clerk of this court at ${esc(d.courtAddr)} and serve a copy on the plaintiff's attorney. If you fail to do so, judgment by default may be rendered against you for the relief demanded.`;
}
function partyName(d){ return d.cust.name + (d.cust.aka ? ` a/k/a ${d.cust.aka}` : ''); }

// ------------------------------------------------------------------ layouts
const L = {};
L.boxcap = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div class="row" style="align-items:center;justify-content:center;gap:18px">${d.feats.seal?seal(d,90):''}
   <div class="center b" style="font-size:${pt(12.5)};letter-spacing:.5px">${courtHTML(d)}</div></div>
  <div class="center sm" style="margin:4px 0 10px">${esc(d.courtAddr)} &nbsp;|&nbsp; ${esc(d.courtPhone)}</div>
  <div style="border:4px double #000;display:flex;margin:6px 0 14px">
    <div style="flex:1.6;padding:10px 14px;border-right:4px double #000">
      ${esc(caps(d.plaintiff))}${esc(d.ptail||'')},<br><span style="margin-left:120px">Plaintiff,</span><br><br>
      <span style="margin-left:60px">vs.</span><br><br>
      ${esc(caps(partyName(d)))}<br>${a.map(esc).join('<br>')},<br><span style="margin-left:120px">Defendant.</span></div>
    <div style="flex:1;padding:10px 14px">
      <div class="lab">${esc(d.caseLabel)}</div><div class="b" style="font-size:${pt(12)}">${esc(d.caseNo)}</div><br>
      <div class="b" style="font-size:${pt(13)}">${esc(caps(d.kind))}</div><br>
      <div class="sm">${esc(d.acct)}</div></div>
  </div>
  <p><b>THE STATE OF ${esc({NE:'NEBRASKA',TN:'TENNESSEE',NH:'NEW HAMPSHIRE',IN:'INDIANA'}[d.st])} TO THE ABOVE-NAMED DEFENDANT:</b></p>
  <p>${answerPara(d)}</p>
  <p>${claimSentence(d)}</p>
  <p>WHEREFORE, Plaintiff demands judgment against Defendant for the principal sum stated above, together with interest, costs of this action, and such other relief as the Court deems just. Total now claimed including costs: ${money(total(d))}.</p>
  <div class="row" style="margin-top:18px;gap:30px"><div style="flex:1">${attyBlock(d)}</div>
   <div style="flex:1" class="sm">Dated: October 9, 2025<br><br>CLERK OF THE COURT<br><br>By: ______________________ Deputy<br><br>Filing fee paid: ${money(d.costs)}</div></div>
  <div class="foot">${distractFooter(d)}</div>`;
};
L.pleading = d => {
  const nums = Array.from({length:34},(_,i)=>`<div>${i+1}</div>`).join('');
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div style="position:absolute;left:38px;top:60px;bottom:70px;width:30px;border-right:2px solid #000;text-align:right;padding-right:6px;font-size:${pt(8)};line-height:28.1px;color:#222">${nums}</div>
  <div style="position:absolute;left:76px;top:60px;bottom:70px;border-left:1px solid #000"></div>
  <div style="position:absolute;right:52px;top:60px;bottom:70px;border-left:1px solid #000"></div>
  <div style="margin-left:40px;margin-right:10px;line-height:1.62">
  <div class="sm" style="text-align:right;color:#444">${esc(d.envelope||'')}</div>
  ${attyBlock(d,'font-size:'+pt(9)+';line-height:1.35')}
  <div class="center b" style="margin:10px 0 8px">${courtHTML(d)}</div>
  <table style="width:100%;border-collapse:collapse"><tr><td style="width:58%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 8px">
   ${esc(d.plaintiff)}${esc(d.ptail||'')},<br>&emsp;&emsp;&emsp;Plaintiff,<br>v.<br>${esc(partyName(d))},<br>${a.map(esc).join('<br>')}<br>&emsp;&emsp;&emsp;Defendant.</td>
   <td style="padding:4px 12px;vertical-align:middle">${esc(d.caseLabel)} ${esc(d.caseNo)}<br><br><b>${esc(caps(d.kind))}</b></td></tr></table>
  <p>Plaintiff, by and through its attorney of record, for its cause of action against Defendant, alleges:</p>
  <p>1. Plaintiff is authorized to do business in this State. Defendant resides in ${esc(d.cust.city)}, ${esc(d.cust.st)}, within the venue of this Court.</p>
  <p>2. ${claimSentence(d)}</p>
  ${d.feats.table?claimTable(d):''}
  <p>WHEREFORE, Plaintiff prays for judgment against Defendant in the principal amount set out above, plus interest, costs and any attorney fee allowed by statute.</p>
  </div>
  <div style="position:absolute;left:76px;right:52px;bottom:30px;border-top:1px solid #000;font-size:${pt(7)};display:flex;justify-content:space-between;padding-top:3px">
   <span>${esc(caps(d.kind))} — ${esc(d.caseNo)}</span><span>${esc(d.courtPhone)}</span><span>Page 1 of 1</span></div>`;
};
L.shaded = d => {
  const a = d.cust; const sh = 'background:#d9d9d9;font-size:'+pt(7)+';font-weight:bold;padding:3px 5px;width:22%;text-transform:uppercase';
  const v = d.feats.hand ? `font-family:${HAND};font-size:${pt(12)};color:#13306b` : '';
  const cell = (l, x) => `<tr><td style="${sh}">${l}</td><td style="padding:4px 8px;${v}">${x}</td></tr>`;
  const plaintiffBlock = d.firm ? `${esc(d.lawyer)}, ${esc(d.firm)}, ${esc(d.firmStreet)}, ${esc(d.firmCity)} · ${esc(d.firmPhone)}${d.email?' · '+esc(d.email):''}` : `${esc(d.prose.name)} (pro se), ${esc(d.prose.street)}, ${esc(d.prose.city)} · ${esc(d.prose.phone)} · ${esc(d.prose.email)}`;
  return `
  <div class="row" style="border-bottom:2px solid #000;padding-bottom:6px;align-items:flex-end">
   <div style="flex:1;font-size:${pt(11)}" class="b">${courtHTML(d)}</div>
   <div style="text-align:right"><div class="b" style="font-size:${pt(14)}">${esc(caps(d.kind))}</div><div class="sm">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</div></div></div>
  <table class="grid">
   ${cell(esc(d.caseLabel), esc(d.caseNo))}
   ${cell('Plaintiff (name)', esc(d.plaintiff)+esc(d.ptail||''))}
   ${cell('Plaintiff / attorney address', `<span style="font-family:inherit">${plaintiffBlock}</span>`)}
   ${cell('Defendant (name)', esc(partyName(d)))}
   ${cell('Defendant street address', esc(a.street))}
   ${cell('City / State / ZIP', `${esc(a.city)}, ${a.st} ${a.zip}`)}
   ${cell('Amount of claim (principal)', money(d.amount))}
   ${cell('Interest claimed', money(d.interest||0))}
   ${cell('Filing fee / service costs', money(d.costs))}
   ${cell('Total', money(total(d)))}
   ${cell('Account / reference', esc(d.acct))}
  </table>
  <p style="margin-top:12px"><b>NOTICE TO DEFENDANT:</b> ${answerPara(d)}</p>
  <p>The plaintiff says that the defendant owes the plaintiff the principal amount shown above for the reason stated: ${d.firm?'unpaid balance of a consumer credit account assigned to plaintiff':'services rendered and not paid for'}. Small claims in this court are limited to ${money(d.limit||5000)} exclusive of interest and costs.</p>
  <p>I declare under penalty of perjury that the statements made in this complaint are true and correct.</p>
  <div class="row" style="gap:30px;margin-top:20px"><div style="flex:1;border-top:1px solid #000" class="sm">Signature of plaintiff or attorney &nbsp;&nbsp; Date 10/06/2025</div><div style="flex:1;border-top:1px solid #000" class="sm">Clerk / Deputy</div></div>
  ${d.firm && d.otherEmails ? `<div class="sm" style="margin-top:10px">${d.otherEmails.map(([l,e])=>esc(l)+': '+esc(e)).join(' · ')} &nbsp;·&nbsp; ${esc(d.bar)}</div>`:''}
  <div class="foot">${esc(d.st)} Judicial Branch form SC-1 (rev. 2024) &nbsp;·&nbsp; Page 1 of 1 &nbsp;·&nbsp; Jurisdictional limit ${money(d.limit||5000)}</div>`;
};
L.carbon = d => {
  const v = `font-family:${HAND};font-size:${pt(13)};color:#1b2f7a;min-height:22px;padding:0 4px`;
  const f = (val, lab, flex=1) => `<div style="flex:${flex};margin:0 6px"><div style="${v}">${val}</div><div style="border-top:1px solid #000;font-size:${pt(6.8)};text-transform:uppercase;letter-spacing:.3px">${lab}</div></div>`;
  const c = d.cust;
  const pl = d.firm ? [esc(d.firm), esc(d.lawyer)+' '+esc(d.bar), esc(d.firmStreet)+', '+esc(d.firmCity), esc(d.firmPhone), esc(d.email||'')] :
    [esc(d.prose.name), '', esc(d.prose.street)+', '+esc(d.prose.city), esc(d.prose.phone), esc(d.prose.email)];
  return `
  <div style="background:#f3e7c8;position:absolute;inset:0;z-index:-1"></div>
  <div class="row" style="align-items:flex-start"><div style="flex:1"><div class="b" style="font-size:${pt(11.5)}">${courtHTML(d)}</div>
   <div class="sm">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</div></div>
   <div style="border:1.5px solid #000;padding:4px 10px;min-width:190px"><div style="font-size:${pt(6.5)}">${esc(caps(d.caseLabel))}</div><div style="${v}">${esc(d.caseNo)}</div></div></div>
  <div class="center b" style="font-size:${pt(15)};margin:12px 0 4px;letter-spacing:1px">${esc(caps(d.kind))}</div>
  <div class="center sm">WHITE – COURT &nbsp; YELLOW – DEFENDANT &nbsp; PINK – PLAINTIFF</div>
  <div class="row" style="margin-top:14px">${f(esc(d.plaintiff), 'Plaintiff (full name)', 2)}${f(pl[1]||'—','Attorney / Bar No.',1.3)}</div>
  <div class="row" style="margin-top:8px">${f(pl[0],'Plaintiff\'s attorney firm or contact',1.4)}${f(pl[2],'Address',2)}</div>
  <div class="row" style="margin-top:8px">${f(pl[3],'Telephone')}${f(pl[4],'E-mail of attorney / party',2)}</div>
  <div class="center" style="margin:10px 0 2px">— vs. —</div>
  <div class="row" style="margin-top:8px">${f(esc(c.name),'Defendant (first, middle initial, last)',2)}${d.def2?f(esc(d.def2.name),'Second defendant',1.4):f('','Second defendant (if any)',1.4)}</div>
  <div class="row" style="margin-top:8px">${f(esc(c.street),'Street address / apartment',2)}${f(esc(c.city),'City')}${f(c.st,'State',.4)}${f(c.zip,'ZIP',.6)}</div>
  <div class="row" style="margin-top:14px">${f(money(d.amount),'Principal amount claimed')}${f(money(d.costs),'Filing fee + service')}${f(money(total(d)),'Total incl. costs')}</div>
  <p style="margin-top:16px"><b>TO THE ABOVE-NAMED DEFENDANT:</b> ${answerPara(d)} The plaintiff states that the defendant owes the plaintiff the principal amount shown above on ${esc(d.acct)}, no part of which has been paid, and that this court has jurisdiction because the claim does not exceed ${money(d.limit)}.</p>
  <p class="sm">If you need an interpreter or an accommodation under the Americans with Disabilities Act, call the clerk at ${esc(d.courtPhone)} at least 7 days before the hearing. ${d.otherEmails?d.otherEmails.map(([l,e])=>esc(l)+': '+esc(e)).join(' · '):''}</p>
  <div class="row" style="margin-top:24px">${f('','Signature of plaintiff/attorney')}${f('10/07/25','Date',.5)}${f('','Clerk')}</div>
  <div class="foot">Form ${esc(d.st)}-SC 3.1 &nbsp;·&nbsp; Page 1 of 1</div>`;
};
L.sentence = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  const co = d.def2 ? `, and ${esc(caps(d.def2.name))}` : '';
  return `
  <div class="center" style="font-size:${pt(12)};letter-spacing:2px;font-variant:small-caps" >${courtHTML(d)}</div>
  <hr style="border:0;border-top:1px solid #000;margin:8px 120px">
  <p style="text-align:center;font-size:${pt(11)};line-height:1.7;margin:14px 50px">${esc(caps(d.plaintiff))}${esc(d.ptail||'')}, <i>Plaintiff</i>, against ${esc(caps(partyName(d)))}${co}, <i>Defendant${d.def2?'s':''}</i>.</p>
  <div class="row" style="justify-content:space-between;margin:6px 0 12px"><div class="sm">${esc(d.acct)}</div><div><span class="sm">${esc(d.caseLabel)}</span> <b>${esc(d.caseNo)}</b></div></div>
  <div class="center b" style="font-size:${pt(13)};margin-bottom:10px;text-decoration:underline">${esc(caps(d.kind))}</div>
  <p>Defendant ${esc(d.cust.name)} may be served at:</p>
  <div style="margin-left:60px;margin-bottom:10px">${a.map(esc).join('<br>')}</div>
  <p>${answerPara(d)}</p>
  <p>1. ${claimSentence(d)}</p>
  ${d.feats.table?claimTable(d):''}
  <p>2. All conditions precedent have occurred or been performed. Plaintiff's demand for payment was made more than thirty days before filing.</p>
  <p>WHEREFORE Plaintiff demands judgment for the principal amount, prejudgment interest, and its costs.</p>
  <div class="row" style="margin-top:16px;gap:30px"><div style="flex:1">${attyBlock(d)}</div><div style="flex:1" class="sm">Court: ${esc(d.courtAddr)}<br>Phone ${esc(d.courtPhone)}<br><br>Filing fee received ${money(d.costs)}</div></div>
  <div class="foot">Page 1 of 1</div>`;
};
L.banner = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div style="position:absolute;right:60px;top:46px;border:1.5px solid #000;padding:3px 10px 5px;text-align:center">
    <div style="font-size:${pt(6)};letter-spacing:.3px">${esc(d.caseLabel)}</div><div class="b" style="font-size:${pt(11)}">${esc(d.caseNo)}</div></div>
  <div class="row" style="gap:14px;align-items:center;margin-top:54px">${d.feats.seal?seal(d,80):''}
  <div style="flex:1;background:#222;color:#fff;padding:8px 14px;font-variant:small-caps;letter-spacing:1.5px;font-size:${pt(12.5)}">${courtHTML(d,' &nbsp;·&nbsp; ')}</div></div>
  <div class="sm" style="margin:3px 0 12px">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</div>
  <div class="row" style="gap:20px">
   <div style="flex:1;border-left:3px solid #000;padding-left:10px"><div class="lab">Plaintiff</div>${esc(d.plaintiff)}${esc(d.ptail||'')}</div>
   <div style="flex:1;border-left:3px solid #000;padding-left:10px"><div class="lab">Defendant</div>${esc(partyName(d))}<br>${a.map(esc).join('<br>')}</div></div>
  <div class="center b" style="font-size:${pt(14)};margin:16px 0 8px;font-variant:small-caps;letter-spacing:1px">${esc(d.kind)}</div>
  <p>${answerPara(d)}</p>
  <p>${claimSentence(d)} The plaintiff demands judgment in the amount of the principal together with such costs as allowed by law; the total of principal, interest, fees and costs stated in this notice is ${money(total(d))}.</p>
  <p class="sm">This court hears claims up to ${money(d.limit)}. You may come to the hearing with witnesses and documents. You have the right to be represented by a lawyer.</p>
  <div class="row" style="margin-top:14px;gap:30px"><div style="flex:1">${attyBlock(d)}</div><div style="flex:1;font-size:${pt(8)}">Issued by the Clerk<br>Date of issue: 10/15/2025<br><br>_____________________<br>Clerk / Deputy Clerk</div></div>
  <div class="foot">Page 1 of 1 · ${esc(d.acct)}</div>`;
};
L.vertical = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div style="position:absolute;left:40px;top:60px;bottom:60px;width:64px;border-right:2px solid #000;display:flex;align-items:center;justify-content:center">
   <div style="writing-mode:vertical-rl;transform:rotate(180deg);font-weight:bold;letter-spacing:2px;font-size:${pt(12)};white-space:nowrap">${d.courtLines.map(l=>esc(l.replace(/\|/g,' '))).join(' &nbsp;—&nbsp; ')}</div></div>
  <div style="margin-left:60px">
  <div class="row" style="justify-content:space-between;align-items:flex-start">${attyBlock(d,'font-size:'+pt(9))}${d.feats.seal?seal(d,86):''}</div>
  <div class="row" style="margin:14px 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:8px 0">
   <div style="flex:1.4">${esc(caps(d.plaintiff))}${esc(d.ptail||'')},<br>&emsp;&emsp;Plaintiff,<br>&emsp;v.<br>${esc(caps(partyName(d)))},<br>${a.map(esc).join('<br>')}<br>&emsp;&emsp;Defendant.</div>
   <div style="flex:1;border-left:1px solid #000;padding-left:12px">${esc(d.caseLabel)} <b>${esc(d.caseNo)}</b><br><br><b>${esc(caps(d.kind))}</b><br><br><span class="sm">${esc(d.acct)}</span></div></div>
  <p><b>TO THE DEFENDANT:</b> ${answerPara(d)}</p>
  <p>${claimSentence(d)}</p>
  ${d.feats.table?claimTable(d):''}
  <p>WHEREFORE, Plaintiff requests judgment against Defendant for the principal amount, pre- and post-judgment interest, attorney fees where allowed, and costs of suit.</p>
  <p class="sm">Court location: ${esc(d.courtAddr)} · ${esc(d.courtPhone)}. Self-help center hours 8:00 a.m.–4:00 p.m.</p>
  <div class="sm" style="margin-top:30px">Dated October 3, 2025 &emsp;&emsp; /s/ ${esc(d.lawyer)}</div>
  </div>
  <div class="foot" style="left:120px">Page 1 of 1</div>`;
};
L.twocol = d => {
  const blk = (p, lab) => `<div style="flex:1;border:1px solid #000;padding:8px"><div class="lab">${lab}</div><b>${esc(p.name)}</b><br>${esc(p.street)}<br>${esc(p.city)}, ${p.st} ${p.zip}</div>`;
  return `
  <div class="center b" style="font-size:${pt(12)}">${courtHTML(d)}</div>
  <div class="row" style="justify-content:center;gap:12px;margin:6px 0">${d.feats.seal?seal(d,70):''}<div class="center b" style="font-size:${pt(15)};align-self:center">${esc(caps(d.kind))}</div></div>
  <div class="row" style="justify-content:space-between;border-top:2px solid #000;border-bottom:2px solid #000;padding:4px 0;margin-bottom:10px"><span>${esc(d.caseLabel)} ${esc(d.caseNo)}</span><span class="sm">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</span></div>
  <div class="lab">Plaintiff</div><div style="margin-bottom:8px">${esc(d.plaintiff)}${esc(d.ptail||'')}</div>
  <div class="row" style="gap:12px">${blk(d.cust,'Defendant 1')}${blk(d.def2,'Defendant 2')}</div>
  <p style="margin-top:12px"><b>TO EACH DEFENDANT NAMED ABOVE:</b> ${answerPara(d)}</p>
  <p>${claimSentence(d)} Each defendant is jointly and severally liable.</p>
  <p>Plaintiff asks the court for judgment for the principal sum, interest as allowed by law, and costs; the total demanded as of filing, including costs and fees, is ${money(total(d))}.</p>
  <div class="row" style="margin-top:16px;gap:30px"><div style="flex:1">${attyBlock(d)}</div><div style="flex:1" class="sm">Return date: November 18, 2025<br><br>Signed (Clerk) ______________________${d.limit?'<br><br>Small claims limit '+money(d.limit):'<br><br>Entry fee paid '+money(d.costs)}</div></div>
  <div class="foot">Page 1 of 1 · ${esc(d.acct)}</div>`;
};
L.warrant = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div style="border:2px solid #000;padding:10px 14px">
  <div class="row" style="justify-content:space-between"><div class="b" style="font-size:${pt(12)}">${courtHTML(d)}</div><div style="text-align:right"><div class="lab">${esc(d.caseLabel)}</div><div class="b" style="font-size:${pt(12)}">${esc(d.caseNo)}</div></div></div>
  <div class="center b" style="font-size:${pt(18)};letter-spacing:3px;margin:8px 0">${esc(caps(d.kind))}</div>
  <table class="grid"><tr><td style="width:50%"><div class="lab">Plaintiff</div>${esc(d.plaintiff)}</td><td><div class="lab">Defendant</div>${esc(partyName(d))}<br>${a.map(esc).join('<br>')}</td></tr></table>
  <p><b>TO ANY LAWFUL OFFICER TO EXECUTE AND RETURN:</b> You are commanded to summon the defendant to appear and answer in a civil action brought by the plaintiff for a debt on ${esc(d.acct)}, under ${money(d.limit)}.</p>
  <p>${answerPara(d)}</p>
  ${claimTable(d)}
  <p class="sm">Attorney fees are claimed under the credit agreement. Court costs include the filing fee of $123.50 and service fee of $40.00. Interest is stated separately and is not part of principal.</p>
  <div class="row" style="gap:20px;margin-top:10px"><div style="flex:1">${attyBlock(d)}</div><div style="flex:1" class="sm">Issued: October 10, 2025<br>Clerk of Court<br><br>By _______________ D.C.<br><br>${(d.otherEmails||[]).map(([l,e])=>esc(l)+': '+esc(e)).join('<br>')}</div></div>
  <div style="border-top:1px dashed #000;margin-top:12px;padding-top:6px" class="sm"><b>OFFICER'S RETURN:</b> I received this warrant on ____________ and served it by delivering a copy to the defendant at the address above. ________________ Deputy Sheriff</div>
  </div>
  <div class="foot">Page 1 of 1</div>`;
};
L.bilingual = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div class="row" style="align-items:center;gap:14px">${seal(d,78)}<div class="b" style="font-size:${pt(12)}">${courtHTML(d)}<div class="sm" style="font-weight:normal">${esc(d.courtAddr)} · ${esc(d.courtPhone)}</div></div>
   <div style="margin-left:auto;border:1px solid #000;padding:4px 8px"><div class="lab">${esc(d.caseLabel)} / Número de caso</div><b>${esc(d.caseNo)}</b></div></div>
  <table class="grid" style="margin-top:10px"><tr><td><div class="lab">Plaintiff / Demandante</div>${esc(d.plaintiff)}</td><td><div class="lab">Defendant / Demandado</div>${esc(partyName(d))}<br>${a.map(esc).join('<br>')}</td></tr></table>
  <div class="center b" style="font-size:${pt(14)};margin:10px 0 2px">CITATORIO — SUMMONS</div>
  <div style="border-bottom:1px solid #000;padding-bottom:8px">
  <p><b>¡AVISO! USTED HA SIDO DEMANDADO.</b> El tribunal puede fallar en su contra sin escuchar su versión a menos que responda dentro de 20 días. Lea la información a continuación.</p>
  <p>El demandante reclama la suma principal de ${money(d.amount)}, más costas judiciales de ${money(d.costs)}. Para responder, debe presentar una contestación por escrito ante la secretaría del tribunal en ${esc(d.courtAddr)} y pagar la cuota de presentación de $71.00.</p>
  <p class="sm">Si no puede pagar la cuota, pida al secretario un formulario de exención. Puede obtener ayuda gratuita en el Centro de Autoayuda.</p></div>
  <p><b>NOTICE! YOU HAVE BEEN SUED.</b> The court may decide against you without your being heard unless you respond within 20 days. Read the information below.</p>
  <p>${answerPara(d)}</p>
  <p>${claimSentence(d)} Total claimed including costs: ${money(total(d))}.</p>
  <div class="row" style="margin-top:14px;gap:30px"><div style="flex:1">${attyBlock(d)}</div><div style="flex:1" class="sm">CLERK OF THE COURT / SECRETARIO DEL TRIBUNAL<br><br>By/Por: _________________ Deputy Clerk<br><br>Date/Fecha: 10/16/2025<br>${esc(d.acct)}</div></div>
  <div class="foot">JCLV-SUM-2 · Page 1 of 1 · Jurisdictional limit ${money(d.limit)}</div>`;
};
L.ndcap = d => {
  const a = addrLines(d.cust, d.feats.zip3);
  return `
  <div class="sm" style="text-align:right;color:#333">${esc(d.envelope)}</div>
  <table style="width:100%;border-collapse:collapse;margin-top:10px;font-weight:bold"><tr><td>${esc(d.courtLines[0])}</td><td style="border-left:1px solid #000;padding-left:20px">${esc(d.courtLines[1])}</td></tr>
  <tr><td>${esc(d.courtLines[2])}</td><td style="border-left:1px solid #000;padding-left:20px">${esc(d.courtLines[3])}</td></tr></table>
  <div style="border-top:1px solid #000;border-bottom:1px solid #000;margin:12px 0;padding:8px 0" class="row">
   <div style="flex:1.5">${esc(d.plaintiff)},<br>&emsp;&emsp;&emsp;&emsp;Plaintiff,<br>vs.<br>${esc(partyName(d))},<br>&emsp;&emsp;&emsp;&emsp;Defendant.</div>
   <div style="flex:1;border-left:1px solid #000;padding-left:14px">${esc(d.caseLabel)} ${esc(d.caseNo)}<br><br><b>SUMMONS</b></div></div>
  <p><b>THE STATE OF NORTH DAKOTA TO THE ABOVE-NAMED DEFENDANT:</b></p>
  <p>You are hereby summoned and required to appear and defend against the Complaint in this action, which is herewith served upon you, by serving upon the undersigned an Answer or other proper response within twenty-one (21) days after the service of this Summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be taken against you for the relief demanded in the Complaint.</p>
  <p>${claimSentence(d)}</p>
  <p>Defendant's last known address:</p><div style="margin-left:50px">${a.map(esc).join('<br>')}</div>
  <p>Dated this 30th day of September, 2025.</p>
  <div style="margin-left:330px">${attyBlock(d)}</div>
  <p class="sm">Cass County Clerk of District Court: ${esc(d.courtAddr)}, ${esc(d.courtPhone)}. This communication is from a debt collector.</p>
  <div class="foot">Page 1 of 1</div>`;
};
L.letter = d => {
  const c = d.cust; const a = addrLines(c, d.feats.zip3);
  return `
  <div class="row" style="justify-content:space-between"><div><div class="b" style="font-size:${pt(15)}">${esc(d.agency)}</div><div class="sm">${d.agencyAddr.map(esc).join(' · ')} · ${esc(d.agencyPhone)} · ${esc(d.agencyEmail)}</div></div>
  <div class="sm" style="text-align:right">October 20, 2025<br>Reference #: ${esc(d.ref)}</div></div>
  <div style="margin:36px 0 20px 30px">${esc(caps(c.name))}<br>${a.map(x=>esc(caps(x))).join('<br>')}</div>
  <table class="grid" style="width:70%"><tr><td>Current creditor</td><td>${esc(d.plaintiff)}</td></tr><tr><td>Original creditor</td><td>${esc(d.original)}</td></tr><tr><td>Account number</td><td>${esc(d.acct)}</td></tr>
  <tr><td>Balance as of July 1, 2025</td><td>${money(d.asof)}</td></tr><tr><td>Interest and fees since then</td><td>${money(+(d.amount-d.asof).toFixed(2))}</td></tr><tr><td><b>Total amount due now</b></td><td><b>${money(d.amount)}</b></td></tr></table>
  <p>Dear ${esc(c.name)}:</p>
  <p>${esc(d.agency)} is a debt collector. We are trying to collect a debt that you owe to ${esc(d.plaintiff)}. We will use any information you give us to help collect the debt. As of the date of this letter you owe ${money(d.amount)}.</p>
  <p><b>Settlement opportunity:</b> ${esc(d.plaintiff)} will accept ${money(d.settle)} as payment in full if received by November 30, 2025. We are not obligated to renew this offer.</p>
  <p class="sm">How can you dispute the debt? Call or write to us by November 24, 2025 to dispute all or part of the debt. If you do not, we will assume that our information is correct. No lawsuit has been filed. Office hours Mon–Fri 8–5.</p>
  <div style="position:absolute;left:60px;right:60px;bottom:50px;border-top:2px dashed #000;padding-top:12px">
   <div class="sm center">✂ — DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT —</div>
   <div class="row" style="margin-top:10px;gap:20px"><div style="flex:1">${esc(caps(c.name))}<br>${a.map(x=>esc(caps(x))).join('<br>')}</div>
   <div style="flex:1"><table class="grid"><tr><td>Reference #</td><td>${esc(d.ref)}</td></tr><tr><td>Amount due</td><td>${money(d.amount)}</td></tr><tr><td>Amount enclosed</td><td>$__________</td></tr></table>
   <div class="sm" style="margin-top:6px">Remit to: ${esc(d.agency)}, ${d.agencyAddr.map(esc).join(', ')}</div></div></div></div>`;
};
L.letter2 = d => {
  const c = d.cust; const a = addrLines(c, d.feats.zip3);
  if (d.letter === 'firm') return `
  <div style="border-bottom:3px double #000;padding-bottom:6px;text-align:center"><div style="font-size:${pt(18)};letter-spacing:2px">${esc(caps(d.firm))}</div><div class="sm">ATTORNEYS AT LAW · ${esc(d.firmStreet)} · ${esc(d.firmCity)} · ${esc(d.firmPhone)}</div></div>
  <div class="row" style="justify-content:space-between;margin-top:16px"><div>${esc(c.name)}<br>${a.map(esc).join('<br>')}</div><div class="sm" style="text-align:right">October 28, 2025<br>Our file: ${esc(d.ref)}<br>Account ${esc(d.acct)}</div></div>
  <p style="margin-top:20px"><b>Re:</b> ${esc(d.plaintiff)} v. ${esc(c.name)}<br>${d.courtLines.map(esc).join(', ')}<br>${esc(d.caseLabel)} ${esc(d.caseNo)}<br>Original creditor: ${esc(d.original)}</p>
  <p>Dear ${esc(c.name)}:</p>
  <p>This firm represents ${esc(d.plaintiff)}. Please be advised that a lawsuit has been filed against you in the court named above. The Complaint seeks the balance of ${money(d.amount)}, plus costs and disbursements of ${money(d.costs)} as allowed by law. A copy of the Summons and Complaint was served on you on October 14, 2025.</p>
  <p>If you wish to resolve this matter before judgment, please contact our office at ${esc(d.firmPhone)} or by e-mail to the undersigned. Payments may be sent to ${esc(d.otherEmails[0][1])} (payment portal inquiries only). If you do not respond to the Complaint within the time stated in the Summons, we may ask the court for judgment by default.</p>
  <p class="sm">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
  <p style="margin-top:26px">Sincerely,<br><br>${esc(d.firm)}<br><br>${esc(d.lawyer)}<br>${esc(d.bar)}<br>${esc(d.email)}</p>
  <div class="foot">Hennepin County District Court, 300 S 6th St, Minneapolis, MN 55487 · (612) 555-0190</div>`;
  return `
  <div class="row" style="gap:16px;align-items:center"><div style="width:56px;height:56px;background:#1e4d7a;color:#fff;font-size:${pt(20)};display:flex;align-items:center;justify-content:center;border-radius:6px">ARA</div>
   <div><div class="b" style="font-size:${pt(14)}">${esc(d.agency)}</div><div class="sm">${d.agencyAddr.map(esc).join(', ')} · ${esc(d.agencyPhone)} · ${esc(d.agencyEmail)}</div></div></div>
  <div class="row" style="justify-content:space-between;margin-top:30px"><div>${esc(c.name)}<br>${a.map(esc).join('<br>')}</div>
   <div style="border:1px solid #000;padding:8px"><div class="lab">Reference</div>${esc(d.ref)}<div class="lab" style="margin-top:4px">Amount due</div><b>${money(d.amount)}</b></div></div>
  <p style="margin-top:24px">October 22, 2025</p>
  <p>Dear ${esc(c.name)},</p>
  <p>Your account with ${esc(d.plaintiff)} (account ${esc(d.acct)}) has been placed with our office for collection. The current creditor is ${esc(d.plaintiff)}.</p>
  <table class="claim"><tr><th>As of 06/30/2025</th><th>Interest since</th><th>Fees since</th><th>Payments since</th><th>Amount due now</th></tr>
  <tr><td>${money(d.asof)}</td><td>${money(+(d.amount-d.asof-25).toFixed(2))}</td><td>$25.00</td><td>$0.00</td><td>${money(d.amount)}</td></tr></table>
  <p>We are authorized to offer a reduced lump-sum settlement of ${money(d.settle)}, or 12 monthly payments of ${money(+(d.amount/12).toFixed(2))}. Please call ${esc(d.agencyPhone)}.</p>
  <p class="sm">This is a communication from a debt collector. No suit has been filed on this account. Unless you notify us within 30 days after receipt of this letter that you dispute the validity of this debt, we will assume it is valid.</p>
  <p>Sincerely,<br>Account Resolution Department</p>
  <div class="foot">${esc(d.agency)} · Page 1 of 1</div>`;
};

function pageHTML(d) {
  const base = d.font;
  const holes = d.feats.holes;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;padding:0;background:#fff}
  .page{width:850px;height:1100px;position:relative;overflow:hidden;box-sizing:border-box;padding:56px ${d.layout==='pleading'?'62px':'70px'} 60px ${holes?'118px':(d.layout==='pleading'?'80px':'72px')};
    font-family:'${base}';font-size:${pt(d.layout==='warrant'||d.layout==='bilingual'||d.layout==='shaded'?9.5:10.5)};line-height:1.38;color:#111;z-index:0}
  .content{}
  p{margin:0 0 8px 0;text-align:justify}
  .row{display:flex}.center{text-align:center}.b{font-weight:bold}
  .sm{font-size:${pt(7.5)}} .lab{font-size:${pt(7)};text-transform:uppercase;letter-spacing:.4px;color:#333}
  .atty{font-size:${pt(9.5)};line-height:1.35}
  .foot{position:absolute;left:72px;right:60px;bottom:24px;font-size:${pt(7)};border-top:1px solid #777;padding-top:3px;color:#222}
  table.grid{border-collapse:collapse;width:100%}table.grid td{border:1px solid #000;padding:4px 6px;vertical-align:top}
  table.claim{border-collapse:collapse;margin:8px 0 10px;width:100%}table.claim th,table.claim td{border:1px solid #000;padding:4px 8px;text-align:center}table.claim th{background:#e6e6e6;font-size:${pt(8)}}
  </style></head><body><div class="page" id="page">
  ${holes?`<div style="position:absolute;left:0;top:0;bottom:0;width:78px;border-right:1px dashed #999">${[170,550,930].map(y=>`<div style="position:absolute;left:22px;top:${y}px;width:34px;height:34px;border-radius:50%;background:#bbb;box-shadow:inset 2px 2px 4px #666"></div>`).join('')}</div>`:''}
  ${d.feats.watermark?`<div style="position:absolute;left:0;right:0;top:380px;text-align:center;font:bold 230px 'Nimbus Sans';color:rgba(0,0,0,.055);transform:rotate(-35deg);z-index:-1;pointer-events:none">COPY</div>`:''}
  <div class="content">${L[d.layout](d)}</div></div></body></html>`;
}

function titleCase(s){ return s; }
function expected(d) {
  const lit = !!d.caseNo;
  return {
    customer_name: d.cust.name,
    plaintiff_name: d.plaintiff,
    law_firm_name: d.firm || null,
    lawyer_email: d.email || null,
    lawsuit_state: lit ? (d.courtState || d.st) : d.cust.st,
    lawsuit_amount: d.amount,
    civil_number: d.caseNo || null,
    court_name: d.court ? d.court.join(', ') : null,
    customer_street: d.cust.street,
    customer_city: d.cust.city,
    customer_state: d.cust.st,
    customer_zip_code: d.cust.zip,
    determine_if_lawsuit_exists: lit,
  };
}
const norm = s => s.toLowerCase().replace(/[\u2010-\u2015]/g,'-').replace(/\s+/g,' ');
function check(d, e, text) {
  const t = norm(text), bad = [];
  for (const [k,v] of Object.entries(e)) {
    if (v === null || typeof v === 'boolean') continue;
    if (k === 'court_name') { for (const seg of d.court) if (!t.includes(norm(seg))) bad.push(k+': '+seg); continue; }
    if (k === 'lawsuit_amount') { if (!t.includes(money(v).toLowerCase())) bad.push(k); continue; }
    if (!t.includes(norm(String(v)))) bad.push(k+': '+v);
  }
  return bad;
}

(async () => {
  const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
  const { chromium } = require('/work/main/node_modules/playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 850, height: 1100 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  fs.mkdirSync(path.join(__dirname, 'html'), { recursive: true });
  const truth = []; const report = [];
  for (let i = 0; i < D.length; i++) {
    const d = D[i]; d.n = i + 1; const NN = String(d.n).padStart(2, '0');
    const e = expected(d);
    if (!only || only.includes(d.n)) {
      const html = pageHTML(d);
      fs.writeFileSync(path.join(__dirname, 'html', NN + '.html'), html);
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const text = await page.evaluate(() => document.getElementById('page').innerText);
      const overflow = await page.evaluate(() => { const p = document.getElementById('page'); const c = p.querySelector('.content'); const r = c.getBoundingClientRect(); let m = 0; c.querySelectorAll('*').forEach(el => { const b = el.getBoundingClientRect(); if (getComputedStyle(el).position !== 'absolute' && b.bottom > m) m = b.bottom; }); return m; });
      // which font did Chromium really use for the body text?
      await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
      const doc = await cdp.send('DOM.getDocument', { depth: -1 });
      const q = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '.content p' });
      const fonts = {};
      for (const id of q.nodeIds.slice(0, 4)) { const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id }); for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName]||0) + f.glyphCount; }
      const used = Object.entries(fonts).sort((a,b)=>b[1]-a[1]).map(x=>x[0]);
      await page.screenshot({ path: path.join(OUT, NN + '-clean.png'), clip: { x: 0, y: 0, width: 850, height: 1100 } });
      fs.writeFileSync(path.join(__dirname, 'html', NN + '.txt'), text);
      const bad = check(d, e, text);
      report.push({ n: d.n, used, bad, bottom: Math.round(overflow) });
      console.log(NN, d.st, d.layout, 'font:', used.join('/'), 'contentBottom:', Math.round(overflow), bad.length ? 'MISSING ' + bad.join(' | ') : 'all truth found');
      d.usedFont = used[0];
    }
    for (const kind of ['clean', 'photo'])
      truth.push({ file: `${NN}-${kind}.${kind==='clean'?'png':'jpg'}`, id: NN, state: d.st, kind: d.kind, layout: d.layout, font: d.usedFont || d.font, clean: kind === 'clean', expected: e });
  }
  await browser.close();
  if (!only) { fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2)); fs.writeFileSync(path.join(__dirname, 'check.json'), JSON.stringify(report, null, 2)); }
})();
