// Builds HTML for each document from docs.js, renders 1700x2200 PNGs with Chromium,
// records the font Chromium actually used, checks truth strings against rendered text,
// and writes truth.json.  Usage: node build.js [n1 n2 ...]
'use strict';
const fs = require('fs');
const path = require('path');
const DOCS = require('./docs.js');
const OUT = path.resolve(__dirname, '..');
const HTML = path.join(OUT, 'html');

// ---------- helpers ----------
function rng(seed) { let a = (seed * 0x9E3779B1 + 0x7F4A7C15) >>> 0; return () => { a = (a + 0x6D2B79F5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; } // mulberry32
const money = (n) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const num = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pt = (x) => (x * 100 / 72).toFixed(2) + 'px'; // page is 850 css px = 8.5 in -> 100 px/in
const SMALL = new Set(['of', 'the', 'and', 'for', 'in', 'at', 'a', 'an', 'to', 'on', 'de', 'del']);
function titleCase(s) {
  s = s.replace(/^In the /i, '');
  return s.split(' ').map((w, i) => {
    const lw = w.toLowerCase();
    if (/^(i|ii|iii|iv|v|vi)$/i.test(w) && i > 0) return w.toUpperCase();
    if (i > 0 && SMALL.has(lw.replace(/,$/, ''))) return lw;
    return lw.charAt(0).toUpperCase() + lw.slice(1);
  }).join(' ');
}
const courtName = (d) => d.court ? d.court.titles.map((t) => titleCase(t.join(' '))).join(', ') : null;

function derive(d) {
  const r = rng(d.n + 17);
  const x = {};
  x.rate = [5.5, 7.25, 8, 9.5, 12, 18][Math.floor(r() * 6)];
  x.interest = Math.round(d.amt * (0.04 + r() * 0.09) * 100) / 100;
  x.filing = [57.5, 75, 96, 119, 145, 193.5, 238][Math.floor(r() * 7)];
  x.service = [25, 30, 40, 45, 60][Math.floor(r() * 5)];
  x.attyFee = Math.round(d.amt * (0.1 + r() * 0.1) * 100) / 100;
  x.costs = Math.round((x.filing + x.service) * 100) / 100;
  x.total = Math.round((d.amt + x.interest + x.costs + x.attyFee) * 100) / 100;
  x.envelope = String(18000000 + Math.floor(r() * 900000));
  x.time = (8 + Math.floor(r() * 8)) + ':' + String(10 + Math.floor(r() * 49)) + (r() > 0.5 ? ' AM' : ' PM');
  x.pt = d.pt || [9.5, 10, 10.5, 11, 11.5, 12][Math.floor(r() * 6)];
  x.lab = [6.5, 7, 7.5, 8][Math.floor(r() * 4)];
  x.bars = Array.from({ length: 64 }, () => 1 + Math.floor(r() * 3));
  x.qr = Array.from({ length: 25 * 25 }, () => r() > 0.5);
  x.clerk = ['Debra K. Younts', 'Alvin T. Marsh', 'Rosa E. Quintana', 'Harold B. Neece', 'June W. Okimoto', 'Terrence L. Vail'][Math.floor(r() * 6)];
  x.server = ['Tri-County Process Service', 'Redline Civil Process LLC', 'Statewide Legal Couriers'][Math.floor(r() * 3)];
  x.serverEmail = ['returns@tricountyprocess.com', 'serve@redlinecivil.com', 'proofs@statewidecouriers.com'][Math.floor(r() * 3)];
  return x;
}

const defLines = (p) => [p.name, p.street, p.pobox, `${p.city}, ${p.st} ${p.zip}`].filter(Boolean);
const addrBlock = (p) => defLines(p).map(esc).join('<br>');

// ---------- pieces ----------
function barcodeSvg(x, w = 230, h = 38) {
  let xs = 0, out = '';
  const unit = w / x.bars.reduce((a, b) => a + b + 1, 0);
  x.bars.forEach((b, i) => { out += `<rect x="${(xs * unit).toFixed(2)}" y="0" width="${(b * unit).toFixed(2)}" height="${h}"/>`; xs += b + 1 + (i % 3 === 0 ? 1 : 0) - (i % 3 === 0 ? 1 : 0); });
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="display:block">${out}</svg>`;
}
function qrSvg(x, size = 92) {
  const n = 25, c = size / n; let out = '';
  const finder = (i, j) => (i < 7 && j < 7) || (i < 7 && j >= n - 7) || (i >= n - 7 && j < 7);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    let on;
    if (finder(i, j)) { const a = i % (n - 7) < 7 ? i % (n - 7) : i - (n - 7), b = j % (n - 7) < 7 ? j % (n - 7) : j - (n - 7); const ii = i >= n - 7 ? i - (n - 7) : i, jj = j >= n - 7 ? j - (n - 7) : j; on = (ii === 0 || ii === 6 || jj === 0 || jj === 6) || (ii >= 2 && ii <= 4 && jj >= 2 && jj <= 4); void a; void b; }
    else on = x.qr[i * n + j];
    if (on) out += `<rect x="${(j * c).toFixed(2)}" y="${(i * c).toFixed(2)}" width="${c.toFixed(2)}" height="${c.toFixed(2)}"/>`;
  }
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${out}</svg>`;
}

function courtLines(d, cls = '') {
  // each title: its lines; returns html of lines
  return d.court.titles.map((t) => t.map((l) => `<div class="cl ${cls}">${esc(l)}</div>`).join('')).join('');
}

function firmBlock(d, x, opts = {}) {
  const f = d.firm;
  if (!f) return `<div class="sig">${esc(d.plaintiffRep)}<br>${esc(d.plaintiff.name)}, Plaintiff, pro se<br>${esc(d.plaintiff.addr)}<br>Email: ${esc(d.plaintiffEmail)}</div>`;
  const em = f.email ? `<br>Email: ${esc(f.email)}` : '';
  const em2 = f.email2 ? `<br><span class="small">${f.email2.includes(d.firm.email ? d.firm.email.split('@')[1] : '@@') ? 'Secondary service e-mail' : 'Payment inquiries'}: ${esc(f.email2)}</span>` : '';
  return `<div class="sig">${opts.sigline ? '<div class="sline"></div>' : ''}${esc(f.atty)} (${esc(f.bar)})<br>${esc(f.name)}<br>${esc(f.addr)}<br>Tel. ${esc(f.phone)}${em}${em2}<br><i>Attorneys for Plaintiff</i></div>`;
}

function courtFooter(d, x) {
  return `<div class="foot">${esc(titleCase(d.court.titles[0].join(' ')))} · ${esc(d.court.addr)} · Clerk: ${esc(d.court.phone)} · ${esc(d.court.email)} · E-filing envelope no. ${x.envelope}</div>`;
}

function amountSentence(d, x) {
  return `the principal sum of <b>${money(d.amt)}</b>, together with pre-judgment interest at ${x.rate}% per annum (accrued interest to date ${money(x.interest)}), court costs of ${money(x.costs)} and a reasonable attorney fee of ${money(x.attyFee)}`;
}

// ---------- headers ----------
function header(d, x) {
  const f = d.f;
  switch (f.header) {
    case 'spaced': return `<div class="hdr spaced">${courtLines(d)}</div>`;
    case 'outline': return `<div class="hdr outline">${d.court.titles.map((t, i) => t.map((l) => `<div class="cl ${i === 0 ? 'ol' : ''}">${esc(l)}</div>`).join('')).join('')}</div>`;
    case 'plain': return `<div class="hdr plain">${courtLines(d)}</div>`;
    case 'banner': return `<div class="hdr banner">${courtLines(d)}</div><div class="small" style="text-align:center;margin-top:4px">${esc(d.court.addr)} · ${esc(d.court.phone)}</div>`;
    case 'nm': return `<div class="hdr nm">${courtLines(d)}</div>`;
    case 'stamp': return `<div class="stampzone"><div class="stamp"><div class="st1">ELECTRONICALLY FILED</div><div class="st2">${esc(d.filed)} ${x.time}</div><div class="st3">${esc(d.caseNo)}</div><div class="st3">${esc(d.court.titles.map((t) => t.join(' ')).join(' ').replace(/^In the /i, '').toUpperCase())}</div><div class="st3">${esc(x.clerk.toUpperCase())}, CLERK</div></div><div class="stampside"><div class="small">FOR COURT USE ONLY</div><div class="small">Envelope: ${x.envelope}</div><div class="small">Filing fee paid: ${money(x.filing)}</div><div class="small">Receipt #${x.envelope.slice(2)}</div></div></div><div class="hdr plain">${courtLines(d)}</div>`;
    case 'uttop': case 'idpleading': return `<div class="atblock">${esc(d.firm.atty)} (${esc(d.firm.bar)})<br>${esc(d.firm.name)}<br>${esc(d.firm.addr)}<br>Telephone: ${esc(d.firm.phone)}<br>Email: ${esc(d.firm.email)}<br><span class="small">Alt. service: ${esc(d.firm.email2)}</span><br><i>Attorneys for Plaintiff</i></div><div class="hdr plain" style="margin-top:18px">${courtLines(d)}</div>`;
    case 'boxform': return `<table class="boxhdr"><tr><td class="small" style="width:22%">AOC-SC-1<br>Rev. 3-25<br>Page 1 of 1</td><td style="text-align:center">${courtLines(d)}</td><td style="width:28%"><div class="lab">Case No.</div><div class="val">${esc(d.caseNo)}</div><div class="lab" style="margin-top:6px">Court</div><div class="val" style="font-size:${pt(9)}">District</div></td></tr></table>`;
    case 'mono': return `<div class="hdr mono">${courtLines(d)}</div>`;
  }
  return '';
}

// ---------- captions ----------
function plaintiffCell(d) { return `<b>${esc(d.plaintiff.name.toUpperCase())}</b>${d.plaintiff.tail ? ', ' + esc(d.plaintiff.tail) + ',' : ','}<br><span class="small">${esc(d.plaintiff.addr)}</span>`; }
function defCell(d, withAddr = true) {
  let s = `<b>${esc(d.defs[0].name.toUpperCase())}</b>`;
  if (withAddr) s += `<br>${esc(d.defs[0].street)}${d.defs[0].pobox ? '<br>' + esc(d.defs[0].pobox) : ''}<br>${esc(d.defs[0].city)}, ${d.defs[0].st} ${d.defs[0].zip}`;
  if (d.defs.length > 1) s += `<br><b>${esc(d.defs[1].name.toUpperCase())}</b>, et al.,`;
  return s + ',';
}
function caption(d, x, title) {
  const f = d.f;
  switch (f.caption) {
    case 'paren': {
      const rows = 13;
      const parens = Array(rows).fill(')').join('<br>');
      let right = `<div>${esc(d.caseLabel)} <b>${esc(d.caseNo)}</b></div>`;
      if (f.barcode) right += `<div style="margin:6px 0">${barcodeSvg(x, 190, 30)}<div class="small">Env. ${x.envelope}</div></div>`;
      if (d.judge) right += `<div>${esc(d.judge)}</div>`;
      right += `<div class="small" style="margin-top:6px">Account: ${esc(d.account)}</div>`;
      right += `<div style="margin-top:10px"><b>${esc(title)}</b></div>`;
      return `<table class="paren"><tr><td class="pl">${plaintiffCell(d)}<div style="padding-left:40px">Plaintiff,</div><div style="margin:8px 0 8px 20px">v.</div>${defCell(d)}<div style="padding-left:40px">Defendant${d.defs.length > 1 ? 's' : ''}.</div></td><td class="pc">${parens}</td><td class="pr">${right}</td></tr></table>`;
    }
    case 'stacked':
      return `<div class="stackcase">${esc(d.caseLabel)}: <b>${esc(d.caseNo)}</b></div><div class="stacked">${plaintiffCell(d)}<br>Plaintiff,<br><br>vs.<br><br>${defCell(d)}<br>Defendant.</div><div class="doctitle">${esc(title)}</div>`;
    case 'numbered': {
      const p = d.defs[0];
      const q = f.qr ? `<div class="qrbox">${qrSvg(x, 84)}<div class="small">Scan to view docket<br>Env. ${x.envelope}</div></div>` : '';
      return `<div class="doctitle">${esc(title)}</div><div class="numcase"><span class="lab">${esc(d.caseLabel)}</span> <b>${esc(d.caseNo)}</b>${q}</div><table class="numf">
<tr><td class="nl">1. Plaintiff</td><td>${esc(d.plaintiff.name)}${d.plaintiff.tail ? ', ' + esc(d.plaintiff.tail) : ''}</td></tr>
<tr><td class="nl">2. Plaintiff's address</td><td>${esc(d.plaintiff.addr)}</td></tr>
<tr><td class="nl">3. Defendant</td><td>${esc(p.name)}</td></tr>
<tr><td class="nl">4. Defendant's address</td><td>${esc(p.street)}${p.pobox ? ', ' + esc(p.pobox) : ''}, ${esc(p.city)}, ${p.st} ${p.zip}</td></tr>
<tr><td class="nl">5. Amount claimed (principal)</td><td>${money(d.amt)}</td></tr>
<tr><td class="nl">6. Interest claimed separately</td><td>${money(x.interest)} (${x.rate}% per annum)</td></tr>
<tr><td class="nl">7. Filing fee / service costs</td><td>${money(x.filing)} / ${money(x.service)}</td></tr>
<tr><td class="nl">8. ${d.firm ? "Plaintiff's attorney" : 'Person filing for plaintiff'}</td><td>${d.firm ? esc(d.firm.atty) + ', ' + esc(d.firm.name) + ' (' + esc(d.firm.bar) + ')' : esc(d.plaintiffRep)}</td></tr>
<tr><td class="nl">9. Attorney phone / e-mail</td><td>${d.firm ? esc(d.firm.phone) + (d.firm.email ? ' · ' + esc(d.firm.email) : ' · (no e-mail on file)') : 'n/a — attorneys not permitted in small claims'}</td></tr>
<tr><td class="nl">10. Account / reference no.</td><td>${esc(d.account)}</td></tr>
</table>`;
    }
    case 'leaders': {
      const p = d.defs[0];
      const L = (lab, val) => `<div class="ldr"><span class="ll">${lab}</span><span class="dots"></span><span class="lv">${val}</span></div>`;
      return `<div class="doctitle">${esc(title)}</div>${L(esc(d.caseLabel), '<b>' + esc(d.caseNo) + '</b>')}${L('Plaintiff', esc(d.plaintiff.name))}${L('Address of plaintiff', esc(d.plaintiff.addr))}${L('Defendant', esc(p.name))}${L('Street address', esc(p.street))}${L('City, State, ZIP', esc(p.city) + ', ' + p.st + ' ' + p.zip)}${L('Account / reference', esc(d.account))}${L('Principal amount claimed', money(d.amt))}${L('Interest (stated separately)', money(x.interest))}${L('Filing fee', money(x.filing))}${L('Service fee', money(x.service))}${L('Total including costs', money(Math.round((d.amt + x.interest + x.filing + x.service) * 100) / 100))}`;
    }
    case 'boxes': {
      const p = d.defs[0];
      const B = (lab, val, cs = 1) => `<td colspan="${cs}"><div class="lab">${lab}</div><div class="val">${val}</div></td>`;
      return `<div class="doctitle">${esc(title)}</div><table class="boxes">
<tr>${B('PLAINTIFF (name)', esc(d.plaintiff.name), 2)}${B(esc(d.caseLabel.toUpperCase()), '<b>' + esc(d.caseNo) + '</b>' + (f.qr ? '<div style="margin-top:4px">' + qrSvg(x, 64) + '</div><div class="small">Env. ' + x.envelope + '</div>' : ''))}</tr>
<tr>${B('PLAINTIFF ADDRESS', esc(d.plaintiff.addr), 2)}${B('PLAINTIFF PHONE', d.court.phone.slice(0, 6) + '555-01' + String(d.n + 40).slice(-2))}</tr>
<tr>${B('DEFENDANT (name)', esc(p.name), 2)}${B('ACCOUNT NO.', esc(d.account))}</tr>
<tr>${B('DEFENDANT STREET ADDRESS', esc(p.street))}${B('CITY / STATE', esc(p.city) + ', ' + p.st)}${B('ZIP', p.zip)}</tr>
<tr>${B('AMOUNT OF CLAIM (principal only)', money(d.amt))}${B('COURT COSTS', money(x.costs))}${B('INTEREST (separate)', money(x.interest))}</tr>
</table>`;
    }
    case 'sidelabel': {
      const p = d.defs[0];
      const R = (lab, val) => `<tr><th>${lab}</th><td>${val}</td></tr>`;
      return `<div class="doctitle">${esc(title)}</div><table class="side">${R('Case Number', '<b>' + esc(d.caseNo) + '</b>')}${R('Plaintiff', esc(d.plaintiff.name) + '<br><span class="small">' + esc(d.plaintiff.addr) + '</span>')}${R('Defendant', esc(p.name))}${R('Defendant address', esc(p.street) + '<br>' + esc(p.city) + ', ' + p.st + ' ' + p.zip)}${R('Plaintiff attorney', esc(d.firm.atty) + ', ' + esc(d.firm.bar) + '<br>' + esc(d.firm.name) + '<br>' + esc(d.firm.addr) + '<br>' + esc(d.firm.phone) + ' · ' + esc(d.firm.email))}${R('Account', esc(d.account))}${R('Amount claimed', money(d.amt) + ' principal, plus interest of ' + money(x.interest) + ' and costs')}</table>`;
    }
    case 'spanish': return '';
    case 'mono': return '';
  }
  return '';
}

// ---------- bodies ----------
function summonsBody(d, x) {
  const due = ['twenty (20)', 'twenty-one (21)', 'thirty (30)'][d.n % 3];
  let s = `<p class="to">TO THE ABOVE-NAMED DEFENDANT${d.defs.length > 1 ? 'S' : ''}:</p>
<p>You are hereby summoned and required to serve upon the plaintiff's attorney${d.firm ? ', whose address is shown below,' : ''} an answer to the complaint which is served upon you with this summons, within ${due} days after service of this summons upon you, exclusive of the day of service. If you fail to do so, judgment by default will be entered against you for the relief demanded in the complaint, being ${amountSentence(d, x)}.</p>`;
  if (d.f.balprin) s += `<p>The account statement attached to the complaint shows a <b>balance</b> of ${money(d.balance)} as of ${esc(d.filed)}, which includes accrued interest and late charges; the <b>principal</b> amount claimed is ${money(d.amt)}.</p>`;
  s += `<p>A written answer must be filed with the Clerk of this Court at ${esc(d.court.addr)} (telephone ${esc(d.court.phone)}). The filing fee for an answer or counterclaim is ${money(x.filing)}. Total presently demanded, including costs and fees, is ${money(x.total)}. Questions about the court process may be sent to the Clerk at ${esc(d.court.email)}; the Clerk cannot give legal advice.</p>
<p class="small">Plaintiff's address: ${esc(d.plaintiff.addr)}. Reference ${esc(d.account)}. This communication is from a debt collector.</p>`;
  s += `<table class="twosig"><tr><td>${firmBlock(d, x, { sigline: true })}</td><td><div class="sline"></div>${esc(x.clerk)}, Clerk of Court<br>By: ____________ Deputy Clerk<br>Date issued: ${esc(d.filed)}</td></tr></table>`;
  return s;
}
function complaintBody(d, x, title) {
  const p = d.defs[0];
  const paras = [
    `Plaintiff ${esc(d.plaintiff.name)} is a business entity with its principal office at ${esc(d.plaintiff.addr)}.`,
    `Defendant ${esc(p.name)} resides at ${esc(p.street)}, ${esc(p.city)}, ${p.st} ${p.zip}, and is subject to the jurisdiction of this Court.`,
    `Defendant opened and used a credit account, ${esc(d.account)}, and agreed to repay all sums advanced under its terms. Defendant defaulted by failing to make the payments when due.`,
    d.f.balprin ? `After all just credits and offsets, Defendant owes Plaintiff the <b>principal</b> sum of ${money(d.amt)}. The most recent statement reflects an account <b>balance</b> of ${money(d.balance)}, which includes ${money(Math.round((d.balance - d.amt) * 100) / 100)} in accrued finance charges and late fees that Plaintiff does not seek in this action.`
      : `After all just credits and offsets, there is now due and owing from Defendant to Plaintiff the principal sum of ${money(d.amt)}.`,
    `Interest has accrued separately at the rate of ${x.rate}% per annum in the amount of ${money(x.interest)} through the date of filing.`,
    `Plaintiff has demanded payment, and Defendant has failed and refused to pay. Venue is proper in this Court, and the amount in controversy is within its jurisdictional limits.`,
    `Plaintiff is entitled to recover its costs, including the filing fee of ${money(x.filing)} and service fee of ${money(x.service)}, and attorney fees of ${money(x.attyFee)} as permitted by the agreement.`,
  ];
  let s = `<p>Plaintiff, by counsel, for its ${title.toLowerCase().includes('petition') ? 'petition' : 'complaint'} against Defendant${d.defs.length > 1 ? 's' : ''}, states:</p><ol class="paras">${paras.map((t) => `<li>${t}</li>`).join('')}</ol>
<p>WHEREFORE, Plaintiff demands judgment against Defendant${d.defs.length > 1 ? 's, jointly and severally,' : ''} for the principal sum of ${money(d.amt)}, interest of ${money(x.interest)}, costs of ${money(x.costs)}, attorney fees of ${money(x.attyFee)}, for a total of ${money(x.total)}, and all other proper relief.</p>`;
  s += `<table class="twosig"><tr><td>Dated: ${esc(d.filed)}</td><td>${firmBlock(d, x, { sigline: true })}</td></tr></table>`;
  return s;
}
function smallClaimsBody(d, x) {
  const lim = d.limit ? `This court hears claims of not more than ${money(d.limit)}, exclusive of interest and costs.` : '';
  let s = `<p><b>STATEMENT OF CLAIM.</b> The defendant owes the plaintiff ${money(d.amt)} (principal) for ${d.n % 2 ? 'goods sold and delivered on an open account' : 'services rendered and unpaid'}, reference ${esc(d.account)}. Interest of ${money(x.interest)} is claimed separately. ${lim}</p>
<p><b>NOTICE TO DEFENDANT:</b> You are being sued. You must appear at the hearing at ${esc(d.court.addr)} on the date set by the Clerk, or file a written answer, or a judgment may be entered against you for the amount claimed plus court costs of ${money(x.costs)}. Call the Clerk at ${esc(d.court.phone)} or write to ${esc(d.court.email)}.</p>`;
  if (d.f.caption === 'numbered' && !d.f.prose) s += '';
  s += `<table class="twosig"><tr><td>${firmBlock(d, x, { sigline: true })}</td><td><div class="sline"></div>Subscribed and sworn before me on ${esc(d.filed)}<br>${esc(x.clerk)}, Clerk / Notary</td></tr></table>`;
  return s;
}
function noticeBody(d, x) {
  return `<p><b>NOTICE OF SUIT.</b> A small claim has been filed against you in the ${esc(titleCase(d.court.titles.map((t) => t.join(' ')).join(', ')))}. The plaintiff claims ${money(d.amt)} as the unpaid principal balance, plus costs of ${money(x.costs)}. The court's limit for small claims is ${money(d.limit)}.</p>
<p>Hearing: at the courthouse, ${esc(d.court.addr)}, on the date stamped below. Bring all papers, receipts and witnesses. If you do not appear, judgment may enter against you by default. Interpreter requests: ${esc(d.court.phone)}. Clerk e-mail: ${esc(d.court.email)}.</p>
<table class="twosig"><tr><td>${firmBlock(d, x, { sigline: true })}</td><td><div class="sline"></div>${esc(x.clerk)}, Clerk<br>Filed ${esc(d.filed)}</td></tr></table>`;
}
function monoBody(d, x) {
  const p = d.defs[0], q = d.defs[1];
  const W = 40;
  const pad = (a, b) => a + ' '.repeat(Math.max(1, W - a.length)) + b;
  const lines = [
    pad(d.plaintiff.name.toUpperCase() + ',', ')'),
    pad('         Plaintiff,', ')'),
    pad('    v.', ')  ' + d.caseLabel + ' ' + d.caseNo),
    pad(p.name.toUpperCase() + ' and', ')'),
    pad(q.name.toUpperCase() + ', et al.,', ')'),
    pad('         Defendants.', ')'),
  ];
  return `<div class="doctitle">NOTICE OF CIVIL ACTION — DEBT</div><pre class="mono">${esc(lines.join('\n'))}</pre>
<pre class="mono">${esc(`TO: ${p.name}
    ${p.street}
    ${p.city}, ${p.st} ${p.zip}

A civil complaint in debt has been filed against you.  The
plaintiff claims principal of ${money(d.amt)}, plus interest of
${money(x.interest)}, court costs of ${money(x.costs)} and attorney
fees of ${money(x.attyFee)}.  TOTAL CLAIMED WITH COSTS: ${money(x.total)}.
This Court's civil jurisdiction is limited to ${money(d.limit)}.

You must file an answer within 15 days of service or a
default judgment may be entered against you.

Account reference .......... ${d.account}
E-filing envelope .......... ${x.envelope}
Court address .............. ${d.court.addr}
Court telephone ............ ${d.court.phone}
Court e-mail ............... ${d.court.email}

Plaintiff's attorney:
    ${d.firm.atty} (${d.firm.bar})
    ${d.firm.name}
    ${d.firm.addr}
    ${d.firm.phone}   ${d.firm.email}
    Filings only: ${d.firm.email2}

Filed: ${d.filed}                 ${x.clerk}, Clerk`)}</pre>`;
}
function spanishBody(d, x) {
  const p = d.defs[0];
  return `<div class="doctitle">AVISO DE DEMANDA CIVIL<br><span style="font-size:0.7em;font-weight:normal">(Notice of Civil Suit — Spanish-language notice)</span></div>
<table class="side"><tr><th>${esc(d.caseLabel)}</th><td><b>${esc(d.caseNo)}</b></td></tr><tr><th>Demandante</th><td>${esc(d.plaintiff.name)}<br><span class="small">${esc(d.plaintiff.addr)}</span></td></tr><tr><th>Demandado</th><td>${esc(p.name)}</td></tr><tr><th>Cuenta</th><td>${esc(d.account)}</td></tr></table>
<p>Se ha presentado una demanda civil en su contra en la Corte Metropolitana del Condado de Bernalillo. El demandante reclama la cantidad principal de <b>${money(d.amt)}</b>, más intereses de ${money(x.interest)} y costas judiciales de ${money(x.costs)} (total con costas ${money(Math.round((d.amt + x.interest + x.costs) * 100) / 100)}). El límite de jurisdicción de esta corte es ${money(d.limit)}.</p>
<p>Usted debe presentar una contestación por escrito dentro de veinte (20) días después de recibir este aviso. Si no responde, la corte puede dictar un fallo en su contra. La dirección de la corte es ${esc(d.court.addr)}; teléfono ${esc(d.court.phone)}; correo electrónico de la secretaría: ${esc(d.court.email)}.</p>
<p>Abogada del demandante: ${esc(d.firm.atty)} (${esc(d.firm.bar)}), ${esc(d.firm.name)}, ${esc(d.firm.addr)}, tel. ${esc(d.firm.phone)}, correo ${esc(d.firm.email)}. Pagos: ${esc(d.firm.email2)}.</p>
<p class="small">Fecha de presentación: ${esc(d.filed)}. Sobre electrónico núm. ${x.envelope}.</p>`;
}

function tearoff(d, x) {
  return `<div class="tear">✂ — — — — — — — — — — detach and return to the Clerk — — — — — — — — — —</div>
<div class="ret"><b>RETURN OF SERVICE</b> &nbsp; ${esc(d.caseLabel)} ${esc(d.caseNo)}<br>I served this summons on ${esc(d.defs[0].name)} on ______________, 20__, at ______________________ by ☐ personal ☐ residence ☐ certified mail.<br>Server: ${esc(x.server)} · ${esc(x.serverEmail)} · Service fee: ${money(x.service)} · Mileage: $______<br>Signature: ______________________________</div>`;
}

// ---------- letters ----------
function windowAddr(d, ret) {
  return `<div class="retaddr">${ret}</div><div class="window">${addrBlock(d.defs[0])}</div>`;
}
function agencyLetter(d, x) {
  const a = d.agency, p = d.defs[0];
  const settle = Math.round(d.amt * d.settle * 100) / 100;
  const itemDate = ['November 30, 2025', 'December 31, 2025', 'January 15, 2026'][d.n % 3];
  const itemTable = `<table class="item"><tr><td>As of ${itemDate}, you owed:</td><td>${money(d.itemBalance)}</td></tr><tr><td>Between ${itemDate} and today:</td><td></td></tr><tr><td>&nbsp; You were charged this amount in interest:</td><td>+ ${money(d.interestSince)}</td></tr><tr><td>&nbsp; You were charged this amount in fees:</td><td>+ $0.00</td></tr><tr><td>&nbsp; You paid or were credited this amount:</td><td>– $0.00</td></tr><tr class="tot"><td>Total amount of the debt now:</td><td>${money(d.amt)}</td></tr></table>`;
  const body = `<p>${esc(d.date)}</p><p>Dear ${esc(p.name)}:</p>
<p>${esc(a.name)} is a debt collector. We are trying to collect a debt that you owe to <b>${esc(d.plaintiff.name)}</b>. We will use any information you give us to help collect the debt.</p>
<p>Our information shows: you had an account with ${esc(d.origCreditor)} with account number ${esc(d.ref)}. Our file number is ${esc(d.account)}.</p>${itemTable}
<p><b>Settlement offer:</b> we are authorized to accept ${money(settle)} as payment in full if received by March 20, 2026. You are not required to accept this offer.</p>
<p>How can you dispute the debt? Call or write to us by March 25, 2026, to dispute all or part of the debt. If you do not, we will assume that our information is correct. Write to ${esc(a.addr)} or e-mail ${esc(a.email)}.</p>
<p class="small">No lawsuit has been filed on this account. Because of the age of your debt, the creditor may not be able to sue you for it in some cases. Calls may be monitored. Hours: ${esc(a.hours)}.</p>`;
  return { body, itemTable };
}

// ---------- page assembly ----------
function docTitle(d) {
  const k = d.kind.toLowerCase();
  if (k.includes('petition') && k.includes('small')) return "PLAINTIFF'S CLAIM AND NOTICE TO APPEAR";
  if (k.includes('petition')) return 'PETITION (CHAPTER 61 — LIMITED ACTIONS)';
  if (k.includes('affidavit')) return 'AFFIDAVIT AND SMALL CLAIMS SUMMONS';
  if (k.includes('statement of claim')) return 'STATEMENT OF CLAIM — SMALL CLAIMS';
  if (k.includes('justice court complaint')) return 'COMPLAINT — CIVIL (DEBT)';
  if (k.includes('small claims complaint')) return 'SMALL CLAIMS COMPLAINT';
  if (k.includes('small claims form')) return 'SMALL CLAIMS COMPLAINT AND SUMMONS';
  if (k.includes('notice of suit')) return 'NOTICE OF SMALL CLAIM';
  if (k.includes('complaint on account')) return 'COMPLAINT FOR DEBT AND MONEY DUE';
  if (k.includes('complaint')) return 'COMPLAINT';
  if (k.includes('summons and notice')) return 'SUMMONS AND NOTICE TO BOTH PARTIES OF JUDICIAL ASSIGNMENT';
  return 'SUMMONS';
}

function css(d, x) {
  const bg = d.f.bg || '#ffffff';
  return `@page{size:850px 1100px;margin:0}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{width:850px;height:1100px;overflow:hidden;background:${bg};font-family:'${d.font}';font-size:${pt(x.pt)};line-height:1.32;color:#111;position:relative}
.page{position:absolute;left:0;top:0;width:850px;height:1100px;padding:${d.f.lineNumbers ? '52px 70px 40px 105px' : d.f.vertical ? '56px 90px 40px 72px' : '52px 68px 40px 68px'}}
.small,.lab,.foot{font-size:${pt(x.lab)}}
.lab{text-transform:uppercase;letter-spacing:0.03em;color:#333}
.hdr{text-align:center;font-weight:bold;text-transform:uppercase;margin-bottom:12px}
.hdr .cl{line-height:1.25}
.spaced .cl{letter-spacing:0.32em;font-size:1.15em}
.outline .ol{font-size:1.7em;color:#fff;-webkit-text-stroke:1.1px #000;letter-spacing:0.06em;line-height:1.15}
.banner{background:#1d2b3a;color:#fff;padding:10px 6px;margin:-6px -10px 0 -10px}
.nm{text-align:left}
.mono,.mono *{font-family:'${d.font}'}
pre.mono{font-size:${pt(Math.min(x.pt, 10))};line-height:1.3;margin:6px 0;white-space:pre}
.paren{width:100%;border-collapse:collapse;margin:8px 0 12px}
.paren td{vertical-align:top}
.paren .pl{width:52%}.paren .pc{width:4%;text-align:center;line-height:1.32}.paren .pr{padding-left:10px;vertical-align:middle}
.doctitle{text-align:center;font-weight:bold;font-size:1.25em;margin:10px 0 10px;letter-spacing:0.04em}
.stackcase{text-align:right;margin:6px 0}
.stacked{margin:6px 0 6px 0;line-height:1.2}
.numf{width:100%;border-collapse:collapse;margin:8px 0}
.numf td{border-bottom:1px solid #777;padding:3px 4px;vertical-align:bottom}
.numf .nl{width:36%;font-size:${pt(x.lab + 0.5)};color:#222}
.numcase{text-align:right;position:relative;min-height:20px}
.qrbox{position:absolute;right:0;top:22px;text-align:center;background:#fff;padding:3px;border:1px solid #999}
.numf{width:78%}
.ldr{display:flex;align-items:baseline;margin:4px 0}
.ll{white-space:nowrap}.dots{flex:1;border-bottom:2px dotted #555;margin:0 6px;transform:translateY(-3px)}.lv{white-space:nowrap;font-family:'Nimbus Mono PS','Liberation Mono';font-weight:bold}
.boxes,.boxhdr{width:100%;border-collapse:collapse;margin:6px 0 10px}
.boxes td,.boxhdr td{border:1.3px solid #222;padding:3px 6px;vertical-align:top}
.boxhdr .cl{font-weight:bold;text-transform:uppercase}
.val{font-size:1.02em}
.side{width:100%;border-collapse:collapse;margin:6px 0 10px}
.side th{background:#e4e4e4;text-align:left;width:26%;font-size:${pt(x.lab + 0.5)};padding:4px 6px;border-bottom:2px solid #fff;vertical-align:top;text-transform:uppercase}
.side td{padding:4px 8px;border-bottom:1px solid #bbb}
p{margin:0 0 8px;text-align:justify}
.paras li{margin-bottom:4px;text-align:justify}
.twosig{width:100%;margin-top:14px}.twosig td{vertical-align:top;width:50%;padding-right:14px}
.sline{border-top:1px solid #000;width:85%;margin:18px 0 3px}
.foot{position:absolute;left:60px;right:60px;bottom:16px;text-align:center;color:#333;border-top:1px solid #999;padding-top:3px}
.stampzone{height:290px;position:relative;border-bottom:1px solid #bbb;margin-bottom:14px}
.stamp{position:absolute;left:10px;top:20px;width:330px;border:3px double #1c3f94;color:#1c3f94;padding:10px;transform:rotate(-2deg);text-align:center;font-family:'Liberation Sans'}
.st1{font-weight:bold;font-size:${pt(13)};letter-spacing:0.1em}.st2{font-size:${pt(11)};margin:4px 0}.st3{font-size:${pt(8.5)}}
.stampside{position:absolute;right:0;top:30px;width:220px;border:1px solid #888;padding:8px;height:120px}
.atblock{font-size:0.95em;line-height:1.25}
.vert{position:absolute;right:22px;top:300px;writing-mode:vertical-rl;font-size:${pt(9)};letter-spacing:0.08em;font-family:'Liberation Sans';color:#222}
.linenos{position:absolute;left:52px;top:52px;bottom:40px;width:30px;text-align:right;font-size:${pt(9)};line-height:35.5px;color:#444}
.rule{position:absolute;top:0;bottom:0;width:1px;background:#000}
.tear{position:absolute;left:40px;right:40px;bottom:150px;text-align:center;font-size:${pt(8)};color:#444;letter-spacing:0.05em}
.ret{position:absolute;left:68px;right:68px;bottom:44px;border:1px solid #444;padding:6px 8px;font-size:${pt(8.5)};background:rgba(255,255,255,0.5)}
.retaddr{position:absolute;left:68px;top:52px;font-size:${pt(8.5)};line-height:1.25}
.window{position:absolute;left:95px;top:205px;width:360px;font-size:${pt(11)};line-height:1.3;font-family:'Liberation Mono','${d.font}'}
.winzone{height:330px;position:relative}
.item{border-collapse:collapse;margin:6px 0 10px;width:80%}.item td{padding:2px 6px;border-bottom:1px solid #ddd}.item td:last-child{text-align:right}.item .tot td{font-weight:bold;border-top:2px solid #000}
.sidebar{position:absolute;right:0;top:0;bottom:0;width:215px;background:#eef1e6;padding:150px 16px 20px;font-size:${pt(8)};line-height:1.4;border-left:3px solid #6b7f3a}
.sidebar h4{margin:10px 0 2px;font-size:${pt(9)};color:#3e4d1c}
.logo{position:absolute;left:60px;top:40px;display:flex;align-items:center;gap:10px}
.coupon{position:absolute;left:50px;right:50px;bottom:30px;border-top:2px dashed #555;padding-top:8px;font-size:${pt(8.5)}}
`;
}

function build(d) {
  const x = derive(d);
  const title = docTitle(d);
  let inner = '', extra = '';
  const f = d.f;
  if (!d.letter) {
    if (f.window) {
      // window-envelope position: court return address top-left, defendant in window, case info right
      inner += `<div class="winzone" style="height:${f.header === 'boxform' ? 250 : 270}px"><div class="retaddr" style="left:0;top:0">${esc(titleCase(d.court.titles[0].join(' ')))}<br>${esc(d.court.addr)}</div><div class="window" style="left:27px;top:150px">${addrBlock(d.defs[0])}</div><div style="position:absolute;right:0;top:0;width:330px">${f.header === 'spaced' || f.header === 'plain' ? header(d, x) : ''}</div></div>`;
      if (f.header === 'boxform') inner = header(d, x) + inner;
    } else inner += header(d, x);
    if (f.header === 'mono') inner += monoBody(d, x);
    else if (f.body === 'spanish') inner += spanishBody(d, x);
    else {
      inner += caption(d, x, title);
      if (f.body === 'summons') inner += summonsBody(d, x);
      else if (f.body === 'complaint' || f.body === 'petition') inner += complaintBody(d, x, title);
      else if (f.body === 'smallclaims') inner += smallClaimsBody(d, x);
      else if (f.body === 'notice') inner += noticeBody(d, x);
    }
    if (f.tearoff) extra += tearoff(d, x);
    if (f.vertical) extra += `<div class="vert">${esc(d.caseLabel)} ${esc(d.caseNo)} · Filed ${esc(d.filed)}</div>`;
    if (f.lineNumbers) extra += `<div class="linenos">${Array.from({ length: 28 }, (_, i) => i + 1).join('<br>')}</div><div class="rule" style="left:90px"></div><div class="rule" style="left:94px"></div><div class="rule" style="right:60px"></div>`;
    if (!f.tearoff) extra += courtFooter(d, x);
  } else if (d.letter === 'agency') {
    const a = d.agency;
    const { body } = agencyLetter(d, x);
    if (f.header === 'letterhead') {
      inner = `<div class="logo"><svg width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#6b7f3a"/><path d="M32 10 C40 22 44 30 32 54 C20 30 24 22 32 10Z" fill="#fff"/><path d="M12 30 C24 30 30 38 32 54 C22 48 14 40 12 30Z" fill="#dfe8c8"/><path d="M52 30 C40 30 34 38 32 54 C42 48 50 40 52 30Z" fill="#dfe8c8"/></svg><div><div style="font-size:${pt(17)};font-weight:bold;color:#3e4d1c">${esc(a.name)}</div><div class="small">${esc(a.addr)} · ${esc(a.phone)}</div></div></div>
<div class="sidebar"><h4>Account summary</h4>Our file no.: ${esc(d.account)}<br>Creditor: ${esc(d.plaintiff.name)}<br>Original creditor: ${esc(d.origCreditor)}<br>Original acct: ${esc(d.ref)}<br><h4>Amount due now</h4><span style="font-size:${pt(12)};font-weight:bold">${money(d.amt)}</span><h4>Pay online</h4>pay.magnoliarecovery.com<br>Payments e-mail: payments@magnoliarecovery.com<h4>Call us</h4>${esc(a.phone)}<br>${esc(a.hours)}<h4>Mail</h4>${esc(a.addr)}<h4>Questions</h4>${esc(a.email)}</div>
<div style="width:530px">${windowAddr(d, '')}<div style="height:330px"></div>${body}<p>Sincerely,<br>Account Services Department<br>${esc(a.name)}</p></div>`;
    } else if (f.header === 'agency2') {
      inner = `<div style="display:flex;justify-content:space-between;border-bottom:3px solid #0a4f6e;padding-bottom:6px"><div><div style="font-size:${pt(16)};font-weight:bold;color:#0a4f6e">${esc(a.name)}</div><div class="small">${esc(a.addr)}<br>${esc(a.phone)} · ${esc(a.email)}</div></div><div style="text-align:right;font-weight:bold;letter-spacing:0.1em;color:#a33">PERSONAL &amp; CONFIDENTIAL<div class="small" style="color:#333;letter-spacing:0">File ${esc(d.account)}</div></div></div>${windowAddr(d, '').replace('class="retaddr"', 'class="retaddr" style="display:none"')}<div style="height:250px"></div>${body}<p>Sincerely,<br>Collections Team, ${esc(a.name)}</p>`;
    } else {
      inner = `<div style="text-align:center;border-bottom:1px solid #000;padding-bottom:6px"><div style="font-size:${pt(18)};font-variant:small-caps;letter-spacing:0.06em">${esc(a.name)}</div><div class="small">${esc(a.addr)} · ${esc(a.phone)} · ${esc(a.email)} · ${esc(a.hours)}</div></div>${windowAddr(d, '').replace('class="retaddr"', 'class="retaddr" style="display:none"')}<div style="height:250px"></div>${body.replace(/<p class="small">No lawsuit[^<]*<\/p>/, '')}<p class="small">No lawsuit has been filed on this account.</p>`;
      extra = `<div class="coupon"><b>PAYMENT COUPON</b> — detach and return with payment &nbsp;&nbsp; File ${esc(d.account)} &nbsp;&nbsp; Amount due: ${money(d.amt)} &nbsp;&nbsp; Settlement amount if paid by 03/20/2026: ${money(Math.round(d.amt * d.settle * 100) / 100)} &nbsp;&nbsp; Amount enclosed: $__________<br>Make payable to ${esc(a.name)}, ${esc(a.addr)}. Payments e-mail: remit@palmettocreditsolutions.com</div>`;
    }
  } else if (d.letter === 'lawfirm') {
    const fm = d.firm, p = d.defs[0];
    inner = `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #5a1f1f;padding-bottom:6px"><div style="font-size:${pt(20)};letter-spacing:0.12em;color:#5a1f1f">${esc(fm.name.toUpperCase())}</div><div class="small" style="text-align:right">${esc(fm.addr)}<br>Tel ${esc(fm.phone)} · Fax (503) 555-0102</div></div>
<div class="window" style="top:190px">${addrBlock(p)}</div><div style="height:280px"></div>
<p>${esc(d.date)}</p>
<p><b>Re: ${esc(d.plaintiff.name)} v. ${esc(p.name)}<br>${esc(titleCase(d.court.titles[0].join(' ')))}, ${esc(d.caseLabel)} ${esc(d.caseNo)}<br>Our file: ${esc(d.account)}</b></p>
<p>Dear ${esc(p.name)}:</p>
<p>This firm represents ${esc(d.plaintiff.name)}. Please be advised that a lawsuit has been filed against you in the ${esc(titleCase(d.court.titles[0].join(' ')))}, ${esc(d.caseLabel)} ${esc(d.caseNo)}, filed on ${esc(d.filed)}. The complaint seeks the account balance of <b>${money(d.amt)}</b>, plus prejudgment interest of ${money(x.interest)}, the filing fee of ${money(x.filing)} and service costs of ${money(x.service)}, for a total of ${money(Math.round((d.amt + x.interest + x.filing + x.service) * 100) / 100)} if judgment is entered.</p>
<p>You will be served with the summons and complaint. You must respond within the time stated in the summons. The court is located at ${esc(d.court.addr)} (${esc(d.court.phone)}). If you wish to discuss resolution before judgment, contact the undersigned at ${esc(fm.phone)} or ${esc(fm.email)}. Payments may be arranged through ${esc(fm.email2)}.</p>
<p class="small">This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
<p>Very truly yours,<br><br>${esc(fm.name)}<br><br>${esc(fm.atty)}, ${esc(fm.bar)}</p>`;
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css(d, x)}</style></head><body><div class="page">${inner}</div>${extra}</body></html>`;
  return { html, x };
}

function truthOf(d) {
  const p = d.defs[0];
  const suit = !!d.caseNo;
  return {
    customer_name: p.name,
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.state,
    lawsuit_amount: d.amt,
    civil_number: suit ? d.caseNo : null,
    court_name: suit ? courtName(d) : null,
    customer_street: p.street,
    customer_city: p.city,
    customer_state: p.st,
    customer_zip_code: p.zip,
    determine_if_lawsuit_exists: suit,
  };
}
const layoutOf = (d) => Object.entries(d.f).map(([k, v]) => v === true ? k : `${k}=${v}`).join(', ');

const norm = (s) => s.toLowerCase().replace(/[\u2019']/g, "'").replace(/[^a-z0-9$.'@&\-]+/g, ' ').replace(/\s+/g, ' ').trim();

async function main() {
  const only = process.argv.slice(2).map(Number);
  const { chromium } = require('/work/main/node_modules/playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 850, height: 1100 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const report = [];
  const truth = [];
  fs.mkdirSync(HTML, { recursive: true });
  for (const d of DOCS) {
    const NN = String(d.n).padStart(2, '0');
    const exp = truthOf(d);
    const meta = { id: NN, state: d.state, kind: d.kind, layout: layoutOf(d) };
    if (!only.length || only.includes(d.n)) {
      const { html } = build(d);
      const hf = path.join(HTML, NN + '.html');
      fs.writeFileSync(hf, html);
      await page.goto('file://' + hf);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(OUT, NN + '-clean.png'), fullPage: false });
      // font actually used for body text
      await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
      const doc = await cdp.send('DOM.getDocument', { depth: -1 });
      const sel = d.f.header === 'mono' ? 'pre.mono' : (d.letter ? 'p' : 'p, td');
      const q = await cdp.send('DOM.querySelector', { nodeId: doc.root.nodeId, selector: sel });
      let used = '?';
      if (q.nodeId) { const pf = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: q.nodeId }); used = [...new Set(pf.fonts.map((ff) => ff.familyName))].join(' + '); }
      const text = await page.evaluate(() => document.body.innerText);
      fs.writeFileSync(path.join(HTML, NN + '.txt'), text);
      // overflow check: any element beyond the page
      const over = await page.evaluate(() => { let m = 0; document.querySelectorAll('.page *').forEach((e) => { if (e.closest('.sidebar')) return; const r = e.getBoundingClientRect(); if (r.height > 0) m = Math.max(m, r.bottom); }); return m; });
      const nt = norm(text);
      const miss = [];
      for (const [k, v] of Object.entries(exp)) {
        if (v === null || typeof v === 'boolean') continue;
        let needle = v;
        if (k === 'lawsuit_amount') needle = num(v);
        if (!nt.includes(norm(String(needle)))) miss.push(k + '=' + needle);
      }
      // exact (case-sensitive) check for the case number and e-mail
      for (const k of ['civil_number', 'lawyer_email', 'customer_zip_code']) if (exp[k] && !text.includes(exp[k])) miss.push(k + ' (exact)');
      report.push({ NN, used, over: Math.round(over), miss });
      meta.fontUsed = used;
      const lim = d.f.tearoff ? 945 : 1052; if (over > lim) miss.push('OVERFLOW ' + Math.round(over));
      console.log(NN, d.state, 'font:', used, 'bottom:', Math.round(over), miss.length ? 'MISSING ' + miss.join('; ') : 'ok');
    }
    truth.push({ d, exp, meta });
  }
  await browser.close();
  // font names from a previous full run, if re-rendering a subset
  const fontFile = path.join(__dirname, 'fonts-used.json');
  let fonts = fs.existsSync(fontFile) ? JSON.parse(fs.readFileSync(fontFile)) : {};
  for (const r of report) fonts[r.NN] = r.used;
  fs.writeFileSync(fontFile, JSON.stringify(fonts, null, 1));
  const entries = [];
  for (const { exp, meta } of truth) {
    for (const kind of ['clean', 'photo']) {
      entries.push({ file: `${meta.id}-${kind === 'clean' ? 'clean.png' : 'photo.jpg'}`, id: meta.id, state: meta.state, kind: meta.kind, layout: meta.layout, font: fonts[meta.id] || null, clean: kind === 'clean', expected: exp });
    }
  }
  fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(entries, null, 1));
  fs.writeFileSync(path.join(__dirname, 'render-report.json'), JSON.stringify(report, null, 1));
}
if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
module.exports = { build, truthOf, courtName, titleCase };
