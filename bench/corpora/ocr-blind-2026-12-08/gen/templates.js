// HTML layouts. Each takes one data object from data.js and returns a full one-page HTML document.
'use strict';

const m = (x) => '$' + Number(x).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cityLine = (p) => `${p.city}, ${p.st} ${p.zip}`;
const fullAddr = (p) => `${p.street}, ${cityLine(p)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
// deterministic per-document dates: filing date between September and November 2026, offsets in days
const dt = (d, off = 0) => new Date(Date.UTC(2026, 8 + (d.n % 3), 1 + ((d.n * 7) % 27) + off));
const date = (d, off = 0) => { const x = dt(d, off); return `${MONTHS[x.getUTCMonth()]} ${x.getUTCDate()}, ${x.getUTCFullYear()}`; };
const esDate = (d, off = 0) => { const x = dt(d, off); return `${x.getUTCDate()} de ${ES[x.getUTCMonth()]} de ${x.getUTCFullYear()}`; };
const total = (a) => (a.principal || 0) + (a.interest || 0) + (a.fees || 0) + (a.costs || 0) + (a.filing || 0) + (a.service || 0);

function page(d, css, body, pad = '0.7in 0.75in') {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page{size:8.5in 11in;margin:0}
html,body{margin:0;padding:0;background:#fff}
body{font-family:'${d.font}';font-size:${d.size}pt;color:#111;line-height:1.28}
#page{width:816px;height:1056px;box-sizing:border-box;position:relative;overflow:hidden;padding:${pad}}
p{margin:0 0 0.45em 0}
.lab{font-size:7pt;line-height:1.15}
.tiny{font-size:6.5pt;line-height:1.15}
.sc{font-variant:small-caps;letter-spacing:0.03em}
.b{font-weight:bold}.c{text-align:center}.r{text-align:right}.u{text-decoration:underline}
table{border-collapse:collapse}
.foot{position:absolute;left:0.75in;right:0.75in;bottom:0.35in;font-size:7pt;display:flex;justify-content:space-between;border-top:0.5px solid #444;padding-top:3px}
${css}</style></head><body><div id="page">${body}</div></body></html>`;
}

// --- shared text pieces ------------------------------------------------------------------------
function partyLines(d, caps = true) {
  const f = d.def; const out = [f.printed + (f.aka ? `, a/k/a ${f.aka}` : '')];
  if (f.co) out.push(f.co); if (f.does) out.push(f.does);
  return out;
}
function attyLines(d, { withFirmFirst = false } = {}) {
  const f = d.firm; if (!f) return [];
  const L = [];
  if (withFirmFirst) L.push(`<b>${f.name}</b>`);
  L.push(`${f.atty}${f.bar ? ', ' + f.bar : ''}`);
  if (!withFirmFirst) L.push(f.name);
  L.push(...f.addr);
  L.push(`Tel. ${f.phone}${f.fax ? ' · Fax ' + f.fax : ''}`);
  if (f.email) L.push(`E-mail: ${f.email}`);
  for (const o of f.other) L.push(`<span class="lab">Secondary / e-service: ${o}</span>`);
  return L;
}
function paras(d, o = {}) {
  const a = d.amt, f = d.def, P = [];
  const pl = stripTail(d.pl.printed);
  P.push(`Plaintiff ${pl} is a business entity${d.pl.addr ? ' with offices at ' + d.pl.addr : ''}.`);
  if (!o.noAddr) P.push(`Defendant ${f.printed} resides at ${fullAddr(f)}, within the territorial jurisdiction of this Court.`);
  P.push(`Defendant applied for and received credit from ${d.orig || d.pl.name}${d.acct ? ' under ' + (/^[A-WYZ]/.test(d.acct) ? d.acct : 'account ' + d.acct) : ''}, agreeing to repay all sums advanced under the terms of the agreement.`);
  if (d.orig && d.orig !== d.pl.name) P.push(`The account was sold and assigned to Plaintiff, who is now the owner of the account and all rights under it.`);
  P.push(`Defendant defaulted. After all payments and credits, the principal balance of <b>${m(a.principal)}</b> remains due and unpaid, and Plaintiff demands that sum.`);
  if (a.interest) P.push(`Plaintiff separately claims accrued interest of ${m(a.interest)}${a.rate ? ' at ' + a.rate + ' per annum' : ''}, which is not included in the principal stated above.`);
  if (a.fees) P.push(`Plaintiff further seeks reasonable attorney fees of ${m(a.fees)} as allowed by the agreement and by law.`);
  if (a.limit) P.push(`The amount in controversy is within the jurisdictional limit of this Court (${m(a.limit)}).`);
  return P;
}
function wherefore(d, word = 'WHEREFORE') {
  const a = d.amt; const parts = [`the principal sum of ${m(a.principal)}`];
  if (a.interest) parts.push(`interest of ${m(a.interest)}`);
  if (a.fees) parts.push(`attorney fees of ${m(a.fees)}`);
  if (a.costs) parts.push(`court costs of ${m(a.costs)}`);
  return `${word}, Plaintiff prays for judgment against Defendant for ${parts.join(', ')}, for a total of ${m(total(a))}, post-judgment interest at the lawful rate, and all other relief to which Plaintiff is entitled.`;
}
const stripTail = (s) => s.replace(/,? (a Delaware|an Oregon|as assignee)\b.*$/, '');
const courtHead = (d, cls = 'b c') => `<div class="${cls}">${d.court.lines.join('<br>')}</div>`;

// --- 1. caption with a column of §, ), * or a vertical rule -------------------------------------
function captionColumn(d) {
  const v = d.variant; const col = v.col;
  const left = `<div>${d.pl.printed},</div><div style="padding-left:2.2em">Plaintiff,</div>
    <div style="margin:0.5em 0">v.</div>
    ${partyLines(d).map((x) => `<div>${x}${v.col === ')' ? '' : ','}</div>`).join('')}
    ${v.col === ')' ? `<div class="lab" style="margin-bottom:3px">${d.def.street}<br>${cityLine(d.def)}</div>` : ''}
    <div style="padding-left:2.2em">Defendant${d.def.co || d.def.does ? 's' : ''}.</div>`;
  const nrows = 9;
  const colCell = col === '|' ? `<td style="border-left:1.2px solid #000;width:10px"></td>`
    : `<td class="c" style="width:26px;line-height:1.28">${Array(nrows).fill(col).join('<br>')}</td>`;
  let right = '';
  if (v.caseTop === 'center') right = courtHead(d, 'b');
  else if (v.caseTop === 'caption') right = `<div>${d.caseLabel} <b>${d.caseNo}</b></div><br><div>Judge: ____________</div><br><div class="b">${d.title}</div>`;
  else if (v.caseTop === 'right') right = `<div class="b">${d.title}</div><br><div class="lab">Amount in controversy does not exceed ${m(d.amt.limit)}</div>`;
  else right = `<div class="b">${d.title}</div>`;
  let head = '';
  if (v.caseTop === 'center') head = `<div class="c b" style="margin-bottom:10px">${d.caseLabel} ${d.caseNo}</div>`;
  else if (v.ncHead) head = `<table style="width:100%;margin-bottom:10px"><tr><td class="b" style="vertical-align:top">STATE OF NORTH CAROLINA</td>
      <td class="r" style="vertical-align:top"><div style="border:1px solid #000;padding:3px 8px;display:inline-block;margin-bottom:4px">${d.caseLabel} ${d.caseNo}</div><div class="b">${d.court.lines.join('<br>')}</div></td></tr></table>`;
  else if (v.la) head = `<table style="width:100%"><tr><td class="b">${d.caseLabel} ${d.caseNo}</td><td class="r b">${d.division}</td></tr></table>
      <div class="c b" style="margin:8px 0">${d.court.lines.join('<br>')}</div>`;
  else head = `<div class="c b sc" style="font-size:1.1em;margin-bottom:10px">${d.court.lines.join('<br>')}</div>`;
  const star = v.starbox ? `<div style="letter-spacing:0.35em;overflow:hidden;white-space:nowrap">${Array(70).fill('*').join('')}</div>` : '';
  const capt = `${star}<table style="width:100%;margin:4px 0 8px 0"><tr><td style="width:52%;vertical-align:top">${left}</td>${colCell}
      <td style="vertical-align:top;padding-left:12px">${right}</td></tr></table>${star}`;
  const title = v.caseTop === 'caption' || v.caseTop === 'right' || v.caseTop === 'top' ? '' : `<div class="c b u" style="margin:6px 0 8px">${d.title}</div>`;
  const serve = v.caseTop === 'center' ? `<p>TO THE HONORABLE JUDGE OF SAID COURT:</p>` : '';
  const P = paras(d, { noAddr: v.caseTop === 'center' || v.la });
  if (v.caseTop === 'center') P.splice(1, 0, `Defendant ${d.def.printed} is an individual who may be served with citation at:<div style="margin:4px 0 0 3em"><b>Serve at:</b> ${d.def.street}<br><span style="padding-left:4.2em">${cityLine(d.def)}</span><br><span style="padding-left:4.2em">or wherever Defendant may be found.</span></div>`);
  const body = P.map((t, i) => `<p style="text-indent:2em">${i + 1}. ${t}</p>`).join('');
  const sig = `<table style="width:100%;margin-top:10px"><tr><td style="width:45%"></td><td>Respectfully submitted,<br><b>${d.firm.name}</b><br><br>
      <div style="border-top:1px solid #000;width:90%;margin-top:14px"></div>${attyLines(d).join('<br>')}<br>ATTORNEYS FOR PLAINTIFF</td></tr></table>`;
  const la = v.la ? `<div style="margin-top:8px"><b>PLEASE SERVE:</b><br>${d.def.printed}<br>${d.def.street}<br>${cityLine(d.def)}</div>
      <div class="lab" style="margin-top:4px">Co-defendant ${d.def.co} to be served at the same address. Filing fee paid by e-filing; Clerk: civil@parishcourt1.example.gov</div>` : '';
  const foot = `<div class="foot"><span>${d.title.split('—')[0].trim()} — Page 1 of 1</span><span>${d.ref || ''}</span></div>`;
  return page(d, '', head + capt + title + serve + body + `<p>${wherefore(d)}</p>` + sig + la + foot);
}

// --- 2. pleading paper with line numbers ---------------------------------------------------------
function pleadingPaper(d) {
  if (d.variant.oregon) return pleadingOregon(d);
  return pleadingCA(d);
}
function pleadingOregon(d) {
  const a = d.amt, fm = d.firm;
  const nums = Array.from({ length: 26 }, (_, i) => `<div>${i + 1}</div>`).join('');
  const P = [
    `Plaintiff ${stripTail(d.pl.printed)} is an Oregon state-chartered credit union doing business in Multnomah County, Oregon.`,
    `Defendant ${d.def.printed} is an individual residing at ${fullAddr(d.def)}.`,
    `Defendant opened a credit card account with Plaintiff (${d.acct}) and agreed to repay all purchases, advances and finance charges.`,
    `Defendant failed to pay as agreed. After all just credits and offsets, the principal balance of ${m(a.principal)} is now due and owing.`,
    `Plaintiff is entitled to its costs and disbursements, including the filing fee of ${m(a.costs)}.`];
  const css = `#nums{position:absolute;left:0.5in;top:1.0in;width:0.35in;text-align:right;font-size:9pt;line-height:31.5px;color:#222}
  #rule1{position:absolute;left:0.95in;top:0;bottom:0;border-left:1px solid #000}#rule3{position:absolute;right:0.6in;top:0;bottom:0;border-left:1px solid #000}
  #txt{position:absolute;left:1.15in;right:0.8in;top:0.95in}.dbl{line-height:31.5px}`;
  const body = `<div id="nums">${nums}</div><div id="rule1"></div><div id="rule3"></div><div id="txt">
   <div class="c b" style="line-height:31.5px">${d.court.lines.join('<br>')}</div>
   <table style="width:100%;line-height:16px;margin-top:6px"><tr><td style="width:50%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 8px 10px 0;vertical-align:top">${d.pl.printed},<br><span style="padding-left:3em">Plaintiff,</span><br><br><span style="padding-left:1.5em">v.</span><br><br>${d.def.printed},<br><span style="padding-left:3em">Defendant.</span></td>
   <td style="padding-left:12px;vertical-align:top"><div style="border:1px solid #000;padding:3px 6px;display:inline-block">${d.caseLabel} ${d.caseNo}</div><br><br><b>${d.title}</b><br><br><span class="lab">Claim not subject to mandatory arbitration. ORS 21.160 filing fee: ${m(a.costs)}.<br>Amount of claim: ${m(a.principal)}</span></td></tr></table>
   <div class="dbl" style="margin-top:6px">Plaintiff alleges:</div>
   ${P.map((t, i) => `<div class="dbl" style="text-indent:3em">${i + 1}. ${t}</div>`).join('')}
   <div class="dbl" style="text-indent:3em">WHEREFORE, Plaintiff prays for judgment against Defendant for ${m(a.principal)}, together with its costs and disbursements incurred herein.</div>
   <table style="width:100%;margin-top:8px;line-height:16px"><tr><td style="width:40%;vertical-align:top">DATED: ${date(d)}</td><td>${fm.name.toUpperCase()}<br><br>By: <i>/s/ ${fm.atty}</i><div style="border-top:1px solid #000;width:85%"></div>${fm.atty}, ${fm.bar}<br>${fm.email}<br>Of Attorneys for Plaintiff</td></tr></table>
  </div><div style="position:absolute;left:1.15in;right:0.8in;bottom:0.3in;border-top:1.5px solid #000;font-size:7pt;padding-top:3px;display:flex;justify-content:space-between">
   <span>Page 1 – COMPLAINT</span><span class="r">${fm.name}<br>${fm.addr.join(', ')}<br>Tel. ${fm.phone} · ${fm.other[0]}</span></div>`;
  return page(d, css, body, '0');
}
function pleadingCA(d) {
  const nums = Array.from({ length: 28 }, (_, i) => `<div>${i + 1}</div>`).join('');
  const atty = `${d.firm.atty} (${d.firm.bar})<br>${d.firm.email}<br>${d.firm.name.toUpperCase()}<br>${d.firm.addr.join('<br>')}<br>Telephone: ${d.firm.phone}${d.firm.fax ? '<br>Facsimile: ' + d.firm.fax : ''}<br><span class="lab">Service inbox: ${d.firm.other[0]}</span><br><br>Attorneys for Plaintiff<br>${stripTail(d.pl.printed)}`;
  const right = d.variant.oregon
    ? `${d.caseLabel} ${d.caseNo}<br><br><b>${d.title}</b><br><br><span class="lab">Claim not subject to mandatory arbitration. Filing fee ${m(d.amt.costs)} per ORS 21.160.<br>Prayer: ${m(d.amt.principal)}</span>`
    : `${d.caseLabel} ${d.caseNo}<br><br><b>LIMITED CIVIL CASE</b><br><span class="lab">(Amount demanded does not exceed ${m(d.amt.limit)})</span><br><br><b>${d.title}</b>`;
  const left = `${d.pl.printed},<br><span style="padding-left:3em">Plaintiff,</span><br>v.<br>${partyLines(d).join(';<br>')},<br><span style="padding-left:3em">Defendants.</span>`;
  const a = d.amt; const P = [
    `Defendant ${d.def.printed} resides at ${fullAddr(d.def)}, within this judicial district, and entered into the agreement sued upon here.`,
    `Plaintiff is the assignee and current owner of the account originated by ${d.orig} (account ${d.acct}).`,
    `Defendant failed to make the payments required. There is now due and owing the principal sum of ${m(a.principal)}, no part of which has been paid.`,
    `Plaintiff is ignorant of the true names of the defendants sued as DOES and will amend when they are ascertained.`,
    `WHEREFORE Plaintiff prays for judgment for ${m(a.principal)}; for costs of suit (filing fee ${m(a.costs)}); and for such other relief as the Court deems proper.`];
  const css = `#nums{position:absolute;left:0.55in;top:0.9in;width:0.35in;text-align:right;font-size:9pt;line-height:31.5px;color:#222}
  #rule1{position:absolute;left:1.0in;top:0;bottom:0;border-left:1px solid #000}#rule2{position:absolute;left:1.04in;top:0;bottom:0;border-left:1px solid #000}
  #rule3{position:absolute;right:0.55in;top:0;bottom:0;border-left:1px solid #000}
  #txt{position:absolute;left:1.2in;right:0.75in;top:0.83in}
  .dbl{line-height:31.5px}`;
  const body = `<div id="nums">${nums}</div><div id="rule1"></div><div id="rule2"></div><div id="rule3"></div><div id="txt">
   <div style="line-height:15.75px">${atty}</div>
   <div class="c b" style="margin:16px 0 10px;line-height:15.75px">${d.court.lines.join('<br>')}</div>
   <table style="width:100%;line-height:15.75px"><tr><td style="width:52%;border-right:1px solid #000;border-bottom:1px solid #000;padding:4px 8px 8px 0;vertical-align:top">${left}</td>
   <td style="padding-left:12px;vertical-align:top">${right}</td></tr></table>
   <div class="dbl" style="margin-top:6px">${stripTail(d.pl.printed)} alleges:</div>
   ${P.map((t, i) => `<div class="dbl" style="text-indent:3em">${i < 4 ? i + 1 + '. ' : ''}${t}</div>`).join('')}
   <div style="margin-top:10px;line-height:15.75px">Dated: ${date(d)}<span style="padding-left:8em">${d.firm.name.toUpperCase()}</span><br><span style="padding-left:18em">By: ______________________</span><br><span style="padding-left:20em">${d.firm.atty}</span></div>
  </div><div style="position:absolute;left:1.2in;right:0.75in;bottom:0.35in;border-top:1.5px solid #000;font-size:7.5pt;text-align:center;padding-top:2px">- 1 -<br>COMPLAINT</div>`;
  return page(d, css, body, '0');
}

// --- 3. two-column form, labels below the blanks -----------------------------------------------
function labelsBelow(d) {
  const cell = (val, lab, w = '50%') => `<td style="width:${w};vertical-align:bottom;padding:8px 10px 2px 0"><div style="border-bottom:1px solid #000;min-height:1.2em">${val}</div><div class="lab">${lab}</div></td>`;
  const f = d.def, fm = d.firm, a = d.amt;
  const head = `<table style="width:100%;border:1.5px solid #000"><tr><td style="padding:6px;border-right:1px solid #000;width:62%">
    <div class="tiny">STATE OF ${d.state === 'MI' ? 'MICHIGAN' : 'ARIZONA'} — ${d.state === 'MI' ? 'JUDICIAL DISTRICT' : 'JUSTICE COURTS'}</div>
    <div class="b" style="font-size:1.35em">${d.court.lines.join('<br>')}</div></td>
    <td style="padding:6px"><div class="b" style="font-size:1.3em">${d.title}</div><div class="lab" style="margin-top:6px">${d.caseLabel}</div>
    <div style="border:1.5px solid #000;padding:3px 6px;font-size:1.15em" class="b">${d.caseNo}</div></td></tr></table>`;
  const grid = `<table style="width:100%;margin-top:4px">
    <tr>${cell(d.court.addr, 'Court address')}${cell(d.court.phone, 'Court telephone no.')}</tr>
    <tr>${cell(d.pl.printed, "Plaintiff's name")}${cell(f.printed, "Defendant's name")}</tr>
    <tr>${cell(d.pl.addr, "Plaintiff's address")}${cell(f.street, "Defendant's street address (apt./unit)")}</tr>
    <tr>${cell(`${fm.atty} (${fm.bar})`, "Plaintiff's attorney, bar no.")}${cell(cityLine(f), 'City, state, ZIP')}</tr>
    <tr>${cell(`${fm.name}, ${fm.addr.join(', ')}`, "Attorney's firm and address")}${cell(fm.phone, "Attorney's telephone no.")}</tr>
    <tr>${cell(fm.email, "Attorney's e-mail")}${cell(fm.other[0], 'E-filing service contact (not for correspondence)')}</tr></table>`;
  const notice = d.state === 'MI'
    ? `<p style="margin-top:10px"><b>NOTICE TO THE DEFENDANT:</b> In the name of the people of the State of Michigan you are notified: 1. You are being sued. 2. <b>YOU HAVE 21 DAYS</b> after receiving this summons and a copy of the complaint to file a written answer with the court and serve a copy on the other party or take other lawful action with the court (28 days if you were served by mail or you were served outside this state). 3. If you do not answer or take other action within the time allowed, judgment may be entered against you for the relief demanded in the complaint.</p>`
    : `<p style="margin-top:10px"><b>THE STATE OF ARIZONA TO THE DEFENDANT:</b> You are summoned and required to appear and defend within 20 calendar days after service (30 days if served outside Arizona). If you fail to answer, judgment by default may be taken against you for the relief demanded in the complaint below. Requests for reasonable accommodation should be made at least 3 judicial days before a scheduled proceeding.</p>`;
  const rows = [['Principal balance claimed', a.principal]];
  if (a.interest) rows.push(['Interest (stated separately)', a.interest]);
  if (a.fees) rows.push(['Attorney fees (per contract)', a.fees]);
  rows.push(['Filing fee / costs', a.costs]);
  rows.push(['TOTAL incl. costs and fees', total(a)]);
  const amtTable = `<table style="margin-top:4px;border:1px solid #000;width:62%">${rows.map((r) => `<tr><td style="padding:2px 6px;border-bottom:0.5px solid #888">${r[0]}</td><td class="r" style="padding:2px 6px;border-bottom:0.5px solid #888">${m(r[1])}</td></tr>`).join('')}</table>`;
  const comp = `<div class="b" style="margin-top:8px;border-top:2px solid #000;padding-top:4px">${d.state === 'MI' ? 'COMPLAINT SUMMARY (complaint attached)' : 'COMPLAINT'}</div>
    <p>1. Defendant resides in this precinct at the address stated above. 2. Defendant borrowed money from Plaintiff (${d.acct || d.ref}) and failed to repay as agreed. 3. The unpaid principal balance is ${m(a.principal)}. ${a.limit ? `This claim is within the ${m(a.limit)} limit of this court.` : ''}</p>${amtTable}`;
  const foot = `<table style="width:100%;margin-top:8px"><tr>${cell(date(d), 'Issue date', '33%')}${cell(date(d, 91), 'This summons expires', '33%')}${cell('<i>/s/ Deputy Clerk</i>', 'Court clerk', '34%')}</tr></table>
    <div class="foot"><span>${d.state === 'MI' ? 'Summons — civil (rev. 2026)' : 'Justice Court civil summons form'} · ${d.ref || ''}</span><span>Page 1 of 1</span></div>`;
  return page(d, '', head + grid + notice + comp + foot, '0.55in 0.65in');
}

// --- 4. seal-like court block -----------------------------------------------------------------
function sealBlock(d) {
  const f = d.def, a = d.amt;
  const seal = `<div style="width:108px;height:108px;border-radius:50%;border:3px double #000;display:flex;align-items:center;justify-content:center;text-align:center;font-size:6.5pt;line-height:1.2;padding:8px;box-sizing:border-box">${d.court.seal.replace(/ · /g, '<br>★<br>').replace(/·/g, '')}</div>`;
  const head = `<table style="width:100%"><tr><td style="width:120px">${seal}</td>
    <td style="padding-left:10px"><div class="b sc" style="font-size:1.45em;line-height:1.15">${d.court.lines.join('<br>')}</div><div class="lab">${d.court.addr} · ${d.court.phone}</div></td>
    <td class="r" style="vertical-align:top"><div style="border:2px solid #000;padding:6px 10px;display:inline-block;text-align:left"><div class="lab">${d.caseLabel}</div><div class="b" style="font-size:1.15em">${d.caseNo}</div></div>
    <div class="lab" style="margin-top:4px">Plaintiff's file: ${d.ref}</div></td></tr></table>`;
  const tr = (k, name, addr) => `<tr><td style="border:1px solid #000;padding:4px;width:16%" class="b">${k}</td><td style="border:1px solid #000;padding:4px;width:38%">${name}</td><td style="border:1px solid #000;padding:4px">${addr}</td></tr>`;
  const parties = `<div class="c b" style="margin:10px 0 4px;letter-spacing:0.1em">${d.title}</div><table style="width:100%">
    <tr><td></td><td class="lab" style="padding:2px 4px">Name</td><td class="lab" style="padding:2px 4px">Address</td></tr>
    ${tr('Plaintiff', d.pl.printed, d.pl.addr)}
    ${tr('Defendant', f.printed, `<b>Serve at:</b> ${f.street}<br>${cityLine(f)}`)}
    ${f.co ? tr('Defendant', f.co, 'Same address as above') : ''}</table>`;
  const summ = d.state === 'NY'
    ? `<p style="margin-top:8px"><b>TO THE ABOVE-NAMED DEFENDANT(S):</b> YOU ARE HEREBY SUMMONED to answer the verified complaint in this action within twenty days after service of this summons, exclusive of the day of service, or within thirty days after service is complete if this summons is not personally delivered to you within the State of New York. Upon your failure to answer, judgment will be taken against you by default for the sum of ${m(a.principal)} with interest thereon from ${date(d, -190)}, together with the costs of this action. The basis of venue is the defendant's residence.</p>`
    : `<p style="margin-top:8px"><b>THE COMMONWEALTH OF KENTUCKY TO THE ABOVE-NAMED DEFENDANT:</b> You are hereby notified that a legal action has been filed against you in this Court demanding relief as shown on the document delivered to you with this Summons. Unless a written defense is made by you or by an attorney on your behalf within twenty (20) days following the day this paper is delivered to you, judgment by default may be taken against you for the relief demanded.</p>`;
  const P = paras(d, { noAddr: true });
  const comp = `<div class="b" style="margin-top:4px">COMPLAINT</div>${P.map((t, i) => `<p>${i + 1}. ${t}</p>`).join('')}<p>${wherefore(d)}</p>`;
  const sig = `<table style="width:100%;margin-top:10px"><tr><td style="width:50%;vertical-align:bottom" class="lab">Date issued: ${date(d)}<br>Clerk of Court, by ______________ D.C.</td>
    <td><div style="border-top:1px solid #000;margin-top:16px"></div>${attyLines(d).join('<br>')}<br><i>Counsel for Plaintiff</i></td></tr></table>`;
  return page(d, '', head + parties + summ + comp + sig + `<div class="foot"><span>${d.court.lines[0]}</span><span>${d.caseLabel} ${d.caseNo}</span></div>`, '0.6in 0.7in');
}

// --- 5. small-claims statement with party tables -----------------------------------------------
function smallClaimsTable(d) {
  const f = d.def, p = d.pl, a = d.amt;
  const ptable = (hdr, x, extra = '') => `<table style="width:100%;margin-bottom:6px"><tr><td colspan="2" class="b" style="background:#ddd;border:1px solid #000;padding:2px 5px">${hdr}</td></tr>
    <tr><td class="lab" style="border:1px solid #000;padding:2px 5px;width:24%">Name</td><td style="border:1px solid #000;padding:2px 5px">${x.printed}</td></tr>
    <tr><td class="lab" style="border:1px solid #000;padding:2px 5px">Street address</td><td style="border:1px solid #000;padding:2px 5px">${x.street}</td></tr>
    <tr><td class="lab" style="border:1px solid #000;padding:2px 5px">City / State / ZIP</td><td style="border:1px solid #000;padding:2px 5px">${cityLine(x)}</td></tr>${extra}</table>`;
  const head = `<table style="width:100%"><tr><td><div class="b sc" style="font-size:1.2em">${d.court.lines.join('<br>')}</div><div class="lab">${d.court.addr} · Clerk ${d.court.phone}</div></td>
    <td class="r" style="width:30%;vertical-align:top"><div style="border:1.5px solid #000;padding:4px 8px;text-align:left"><div class="lab">${d.caseLabel}</div><div class="b">${d.caseNo}</div></div></td></tr></table>
    <div class="c b" style="font-size:1.2em;margin:8px 0;border-top:2px solid #000;border-bottom:2px solid #000;padding:3px">${d.title}</div>`;
  const pExtra = d.firm ? '' : `<tr><td class="lab" style="border:1px solid #000;padding:2px 5px">Phone / e-mail</td><td style="border:1px solid #000;padding:2px 5px">${p.phone} · ${p.email}</td></tr>`;
  const rows = [['Principal amount owed', a.principal]];
  if (a.interest) rows.push(['Interest to date (stated separately)', a.interest]);
  if (a.fees) rows.push(['Attorney fee (15% per contract)', a.fees]);
  rows.push(['Court filing fee', a.filing]); rows.push(['Service of process fee', a.service]);
  rows.push(['Total including fees and costs', total(a)]);
  const amt = `<div class="b" style="margin-top:4px">3. Amount claimed</div><p>Plaintiff claims that Defendant owes the principal sum of <b>${m(a.principal)}</b>, itemized below. (The small claims limit for this claim is ${m(a.limit)}.)</p>
    <table style="width:70%;border:1px solid #000">${rows.map((r, i) => `<tr><td style="padding:2px 6px;border-bottom:0.5px solid #777${i === rows.length - 1 ? ';font-weight:bold' : ''}">${r[0]}</td><td class="r" style="padding:2px 6px;border-bottom:0.5px solid #777">${m(r[1])}</td></tr>`).join('')}</table>`;
  const why = `<div class="b" style="margin-top:8px">4. Why does the Defendant owe the Plaintiff money?</div><p>${d.firm ? `Defendant signed a consumer installment loan (${d.acct}) and stopped paying on ${date(d, -160)}. Demand was made and refused.` : `Unpaid balance for dental treatment provided to Defendant (${d.acct}) between March and June 2026. Statements were mailed monthly; no payment since ${date(d, -120)}.`}</p>`;
  const hear = `<div style="border:1.5px solid #000;padding:6px;margin-top:8px"><b>ORDER TO GO TO COURT — TO THE DEFENDANT:</b> You must appear at the hearing on <b>${date(d, 60)} at 8:30 a.m.</b>, Courtroom 3, at the court address above, and bring all witnesses, books, receipts and other papers with you. If you do not go to court, you may lose the case and the court may order your wages, money or property taken.</div>`;
  const sig = d.firm
    ? `<table style="width:100%;margin-top:10px"><tr><td style="width:48%;vertical-align:top" class="lab">Sworn to and subscribed before me on ${date(d)}.<br><br>______________________ Clerk / Notary</td>
       <td><div style="border-top:1px solid #000;margin-top:10px"></div><b>Attorney for Plaintiff</b><br>${attyLines(d).join('<br>')}</td></tr></table>`
    : `<p style="margin-top:10px">I declare under penalty of perjury that the information above is true and correct. Plaintiff is not represented by an attorney in this small claims case.</p>
       <table style="width:100%"><tr><td style="width:50%"><div style="border-bottom:1px solid #000">${date(d)}</div><div class="lab">Date</div></td><td style="padding-left:12px"><div style="border-bottom:1px solid #000"><i>${p.rep}</i></div><div class="lab">Authorized representative of Plaintiff (not an attorney)</div></td></tr></table>`;
  const parts = ptable('1. Plaintiff (the business or person suing)', p, pExtra) + ptable('2. Defendant (the person being sued)', f);
  return page(d, '', head + parts + amt + why + hear + sig + `<div class="foot"><span>${d.title}</span><span>${d.court.lines[0].replace(/^IN THE /, '')}</span></div>`, '0.6in 0.7in');
}

// --- 6. envelope window (mailed summons) -------------------------------------------------------
function envelopeWindow(d) {
  const f = d.def, a = d.amt;
  const nj = !!d.variant.nj;
  const ret = `<div style="font-size:8pt;line-height:1.25"><b>${d.court.lines.join('<br>')}</b><br>${d.court.addr}<br>Tel. ${d.court.phone}</div>`;
  const win = `<div style="position:absolute;left:0.95in;top:2.05in;width:3.6in;height:1.05in;border:0.5px dashed #aaa;border-radius:6px;padding:8px 12px;box-sizing:border-box;font-size:10.5pt;line-height:1.3">
    <div class="tiny">${nj ? 'FIRST-CLASS MAIL' : 'ADDITIONAL NOTICE — FIRST-CLASS MAIL'}</div>${f.printed}<br>${f.street}<br>${cityLine(f)}</div>`;
  const box = `<div style="position:absolute;right:0.75in;top:2.05in;width:2.4in;border:1.5px solid #000;padding:6px;font-size:9pt"><div class="lab">${d.caseLabel}</div><div class="b">${d.caseNo}</div>
    <div class="lab" style="margin-top:4px">Date mailed: ${date(d)}</div><div class="lab">Attorney file: ${d.ref}</div></div>`;
  const parties = `<div style="margin-top:2.0in"><table style="width:100%"><tr><td style="width:60%;vertical-align:top">${d.pl.printed}, Plaintiff,<br>&nbsp;&nbsp;&nbsp;against<br>${partyLines(d).join('<br>')}, Defendant.</td>
    <td style="vertical-align:top;border-left:1px solid #000;padding-left:10px" class="b">${d.title}</td></tr></table>`;
  const txt = nj
    ? `<p style="margin-top:8px"><b>THE STATE OF NEW JERSEY, TO THE ABOVE NAMED DEFENDANT:</b> The plaintiff has filed a lawsuit against you in the Superior Court of New Jersey. The complaint attached to this summons states the basis for the lawsuit and demands <b>${m(a.principal)}</b> (principal), plus court costs of ${m(a.costs)}. If you dispute this complaint, you or your attorney must file a written answer with the Clerk of the Special Civil Part within 35 days from the date of service, not counting the date you received it. Filing fees are set by statute. If you do not file an answer, the court may enter a default judgment against you for the relief demanded plus interest and costs. Jurisdictional limit of the Special Civil Part: ${m(a.limit)}.</p>
       <p class="lab">Si usted no contesta dentro de 35 días, el tribunal puede dictar un fallo en rebeldía en su contra. Para asistencia en español llame a la oficina del secretario.</p>`
    : `<p style="margin-top:8px"><b>To the above named defendant:</b> YOU ARE HEREBY SUMMONED to appear in the Civil Court of the City of New York, County of Kings, at the office of the Clerk of the said Court, in the County of Kings, State of New York, within the time provided by law as noted below and to file your answer to the annexed complaint with the Clerk. Upon your failure to answer, judgment will be taken against you for the sum of <b>${m(a.principal)}</b>, with interest at ${a.rate} from ${date(d, -210)}, together with the costs of this action (${m(a.costs)}).</p>
       <p>Plaintiff's claim arises from a consumer credit transaction with ${d.orig}, account ${d.acct}, assigned to plaintiff. Defendant is also known as ${f.aka}.</p>
       <p class="lab">NOTE: The law provides that (a) if this summons is served by its delivery to you personally within the City of New York, you must appear and answer within TWENTY days after such service; or (b) if served by other means, you must answer within THIRTY days after proof of service is filed.</p>`;
  const sig = `<table style="width:100%;margin-top:10px"><tr><td style="width:45%"></td><td><div style="border-top:1px solid #000;margin-top:14px"></div>${attyLines(d).join('<br>')}<br>Attorney for Plaintiff</td></tr></table>`;
  const imp = nj
    ? `<div style="border:1.5px solid #000;padding:6px;margin-top:12px"><b>IMPORTANT:</b> If you cannot afford an attorney, you may call the Legal Services office in the county in which you live (Camden County: (856) 555-0106). If you can afford an attorney but do not know one, you may call the Lawyer Referral Service ((856) 555-0125). A list of these numbers is also provided with this summons. Filing your answer requires a fee (currently $50.00, set by statute), payable to "Treasurer, State of New Jersey".</div>
       <p class="lab" style="margin-top:6px">Clerk of the Special Civil Part · ${d.court.addr} · Tel. ${d.court.phone} · Office hours 8:30 a.m. – 4:30 p.m. · scpcamden@njcourts.example.gov</p>`
    : `<div style="border:1.5px solid #000;padding:6px;margin-top:12px"><b>IMPORTANT — YOU ARE BEING SUED!</b> This is a court paper — a summons. Don't throw it away! Talk to a lawyer right away. Part of your paycheck could be taken from you (garnished). If you do not bring this to court, or see a lawyer, your property could be taken and your credit rating could be hurt. <br><b>¡IMPORTANTE — A USTED LO ESTÁN DEMANDANDO!</b> Este es un documento judicial. ¡No lo bote! Consulte con un abogado de inmediato.</div>
       <p class="lab" style="margin-top:6px">Free legal help: Civil Legal Advice and Resource Office, (718) 555-0110. Clerk's office: ${d.court.addr}, Room 201 · kingscivil@nycourts.example.gov</p>`;
  const foot = `<div class="foot"><span>${nj ? 'Special Civil Part summons' : 'Civil Court summons (consumer credit)'} · ${d.caseLabel} ${d.caseNo}</span><span>Page 1 of 1</span></div>`;
  return page(d, '', ret + win + box + parties + txt + sig + imp + '</div>' + foot, '0.55in 0.75in');
}

// --- 7. bilingual summons ---------------------------------------------------------------------
function bilingual(d) {
  const f = d.def, a = d.amt;
  const head = `<table style="width:100%"><tr><td style="vertical-align:top"><div class="b" style="font-size:1.6em">SUMMONS</div><div class="b">(CITACION JUDICIAL)</div></td>
    <td style="width:42%;border:1px solid #000;padding:5px;vertical-align:top" class="lab c">FOR COURT USE ONLY<br>(SOLO PARA USO DE LA CORTE)<br><br><b style="font-size:8pt">ELECTRONICALLY FILED<br>${date(d)}</b><br>Envelope No. 18830214</td></tr></table>`;
  const parts = `<div style="margin-top:6px"><span class="b">NOTICE TO DEFENDANT:</span> <span class="lab">(AVISO AL DEMANDADO):</span><br>${partyLines(d).join('; ')}</div>
    <div style="margin-top:4px"><span class="b">YOU ARE BEING SUED BY PLAINTIFF:</span> <span class="lab">(LO ESTÁ DEMANDANDO EL DEMANDANTE):</span><br>${d.pl.printed}</div>`;
  const en = `<b>NOTICE!</b> You have been sued. The court may decide against you without your being heard unless you respond within 30 days. Read the information below. You have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response at this court and have a copy served on the plaintiff. A letter or phone call will not protect you. If you cannot pay the filing fee, ask the court clerk for a fee waiver form. If you do not file your response on time, you may lose the case by default, and your wages, money, and property may be taken without further warning.`;
  const es = `<b>¡AVISO!</b> Lo han demandado. Si no responde dentro de 30 días, la corte puede decidir en su contra sin escuchar su versión. Tiene 30 DÍAS DE CALENDARIO después de que le entreguen esta citación y papeles legales para presentar una respuesta por escrito en esta corte y hacer que se entregue una copia al demandante. Una carta o una llamada telefónica no lo protegen. Si no puede pagar la cuota de presentación, pida al secretario un formulario de exención. Si no presenta su respuesta a tiempo, puede perder el caso por incumplimiento y la corte le podrá quitar su sueldo, dinero y bienes sin más advertencia.`;
  const cols = `<table style="width:100%;margin-top:8px;border-top:1.5px solid #000;border-bottom:1.5px solid #000"><tr><td style="width:50%;vertical-align:top;padding:6px 8px 6px 0;border-right:1px solid #000">${en}</td><td style="vertical-align:top;padding:6px 0 6px 8px">${es}</td></tr></table>`;
  const court = `<table style="width:100%;margin-top:8px"><tr><td style="vertical-align:top">The name and address of the court is: <span class="lab">(El nombre y dirección de la corte es):</span><br><b>${d.court.lines[0]}</b><br>${d.court.addr}</td>
    <td style="width:36%;vertical-align:top;padding-left:8px"><div style="border:1.5px solid #000;padding:5px"><div class="lab">${d.caseLabel}</div><div class="b">${d.caseNo}</div></div></td></tr></table>`;
  const atty = `<p style="margin-top:8px">The name, address, and telephone number of plaintiff's attorney is: <span class="lab">(El nombre, la dirección y el número de teléfono del abogado del demandante es):</span><br>${d.firm.atty} (${d.firm.bar}), ${d.firm.name}, ${d.firm.addr.join(', ')}, ${d.firm.phone}, ${d.firm.email}<br><span class="lab">E-service only: ${d.firm.other[0]} · ${d.ref}</span></p>`;
  const amt = `<table style="width:100%;margin-top:6px;border:1px solid #000"><tr><td style="padding:4px;border-right:1px solid #000">Amount demanded (principal) <span class="lab">(Cantidad reclamada)</span>: <b>${m(a.principal)}</b></td>
    <td style="padding:4px;border-right:1px solid #000" class="lab">Filing fee paid (Cuota pagada): ${m(a.costs)}</td><td style="padding:4px" class="lab">Limited civil case — demand does not exceed ${m(a.limit)}</td></tr></table>`;
  const served = `<div style="border:1.5px solid #000;padding:6px;margin-top:8px"><b>NOTICE TO THE PERSON SERVED:</b> You are served <span class="lab">(AVISO A LA PERSONA QUE RECIBIÓ LA ENTREGA)</span><br>
    ☒ as an individual defendant. &nbsp; ☐ as the person sued under the fictitious name of. <br>
    <table style="width:100%;margin-top:4px"><tr><td style="width:50%"><div style="border-bottom:1px solid #000">${f.street}</div><div class="lab">Address where served (Dirección del demandado)</div></td>
    <td style="padding-left:10px"><div style="border-bottom:1px solid #000">${cityLine(f)}</div><div class="lab">City, state, ZIP (Ciudad, estado, código postal)</div></td></tr></table></div>
    <table style="width:100%;margin-top:8px"><tr><td>Date: ${date(d)}</td><td>Clerk, by <i>/s/ R. Alcaraz</i>, Deputy <span class="lab">(Adjunto)</span></td></tr></table>`;
  return page(d, '', head + parts + cols + court + atty + amt + served + `<div class="foot"><span>SUMMONS — CITACIÓN JUDICIAL</span><span>Page 1 of 1</span></div>`, '0.55in 0.65in');
}

// --- 8. mostly Spanish citation ----------------------------------------------------------------
function spanish(d) {
  const f = d.def, a = d.amt, fm = d.firm;
  const body = `<div class="c b" style="font-size:1.15em">${d.court.lines.join('<br>')}</div>
  <div class="c" style="font-style:italic">${d.court.es}</div><div class="c lab">${d.court.addr} · Tel. ${d.court.phone}</div>
  <div style="border:2px solid #000;margin:10px 0;padding:6px" class="c"><div class="b" style="font-size:1.35em">${d.title}</div><div class="lab">(Citation — Debt Claim Case — Spanish-language version)</div></div>
  <table style="width:100%;margin-bottom:8px"><tr><td><b>${d.caseLabel}</b> ${d.caseNo}</td><td class="r">Fecha de emisión: ${esDate(d)}</td></tr></table>
  <p><b>EL ESTADO DE TEXAS</b></p>
  <p><b>Para el demandado:</b><br><span style="padding-left:2em">${f.printed}</span><br><span style="padding-left:2em">${f.street}</span><br><span style="padding-left:2em">${cityLine(f)}</span></p>
  <p><b>Demandante:</b> ${d.pl.printed}, ${d.pl.addr}</p>
  <p><b>AVISO AL DEMANDADO:</b> Usted ha sido demandado. Puede contratar a un abogado. Si usted o su abogado no presentan una respuesta por escrito ante este juzgado dentro de catorce (14) días después de recibir esta citación, es posible que se dicte un fallo en rebeldía en su contra. La respuesta se puede presentar enviándola por correo o entregándola en la dirección del juzgado indicada arriba, o por medios electrónicos. Además de presentar una respuesta por escrito, puede estar obligado a comparecer en una audiencia.</p>
  <p>El demandante reclama que usted le debe dinero por un contrato de financiamiento de vehículo (${d.acct}). Después de la venta del vehículo y de aplicar todos los créditos, el saldo de capital que se reclama es:</p>
  <table style="width:78%;margin:4px auto 8px;border:1px solid #000">
    <tr><td style="padding:3px 6px;border-bottom:1px solid #999"><b>Monto reclamado (capital)</b></td><td class="r b" style="padding:3px 6px;border-bottom:1px solid #999">${m(a.principal)}</td></tr>
    <tr><td style="padding:3px 6px;border-bottom:1px solid #999">Intereses anteriores al fallo (${a.rate}, aparte)</td><td class="r" style="padding:3px 6px;border-bottom:1px solid #999">${m(a.interest)}</td></tr>
    <tr><td style="padding:3px 6px;border-bottom:1px solid #999">Honorarios de abogado</td><td class="r" style="padding:3px 6px;border-bottom:1px solid #999">${m(a.fees)}</td></tr>
    <tr><td style="padding:3px 6px;border-bottom:1px solid #999">Costas judiciales (cuota de presentación)</td><td class="r" style="padding:3px 6px;border-bottom:1px solid #999">${m(a.costs)}</td></tr>
    <tr><td style="padding:3px 6px">Total con intereses, honorarios y costas</td><td class="r" style="padding:3px 6px">${m(total(a))}</td></tr></table>
  <p class="lab">El límite de jurisdicción del Juzgado de Paz es de ${m(a.limit)}. Si necesita un intérprete, comuníquese con la secretaría. English: You have been sued. You may employ an attorney. If you or your attorney do not file a written answer within 14 days after you were served, a default judgment may be taken against you.</p>
  <table style="width:100%;margin-top:10px"><tr><td style="width:52%;vertical-align:top"><b>Abogada del demandante:</b><br>${fm.atty}, ${fm.bar}<br>${fm.name}<br>${fm.addr.join('<br>')}<br>Tel. ${fm.phone}<br>Correo electrónico: ${fm.email}<br><span class="lab">Pagos (no para notificaciones): ${fm.other[0]}</span></td>
  <td style="vertical-align:bottom"><div style="border-top:1px solid #000;margin-top:30px"></div>Juez de Paz / Secretario(a), Precinto 5<br><span class="lab">Expedida bajo mi firma y sello del juzgado.</span></td></tr></table>
  <div style="margin-top:10px;border-top:1.5px dashed #000;padding-top:4px"><b>CONSTANCIA DE ENTREGA (Officer's Return)</b><br><span class="lab">Recibida el ____ de __________ de 2026 a las ____ horas. Entregada a ${f.printed} en ${f.street}, ${f.city}, Texas. Honorarios del oficial: $75.00 · Alguacil, Precinto 5</span></div>`;
  return page(d, '', body + `<div class="foot"><span>Citación — Juzgado de Paz</span><span>${d.caseNo}</span></div>`, '0.6in 0.75in');
}

// --- 9. summons + return of service ------------------------------------------------------------
function summonsReturn(d) {
  const f = d.def, a = d.amt, sup = !!d.variant.superior;
  const head = `<div class="c b" style="font-size:1.15em;letter-spacing:0.04em">${d.court.lines.join('<br>')}</div><div class="c lab">${d.court.addr} · ${d.court.phone}</div>
   <table style="width:100%;margin-top:8px;border-top:1px solid #000;border-bottom:1px solid #000"><tr><td style="width:58%;padding:6px 0;vertical-align:top">${d.pl.printed},<br>&nbsp;&nbsp;&nbsp;&nbsp;Plaintiff,<br>vs.<br>${partyLines(d).join('<br>')},<br>&nbsp;&nbsp;&nbsp;&nbsp;Defendant.</td>
   <td style="border-left:1px solid #000;padding:6px 10px;vertical-align:top">${d.caseLabel} <b>${d.caseNo}</b><br><br><b>${d.title}</b></td></tr></table>`;
  const txt = sup
    ? `<p style="margin-top:8px"><b>THE STATE OF ARIZONA TO THE DEFENDANT: ${f.printed}</b></p><p>YOU ARE HEREBY SUMMONED and required to appear and defend, within the time applicable, in this action in this court. If served within Arizona, you shall appear and defend within 20 calendar days after the service of the Summons and Complaint upon you, exclusive of the day of service. If served out of the State of Arizona, you shall appear and defend within 30 calendar days. A copy of the Complaint is served with this Summons. Plaintiff demands judgment for the principal balance of <b>${m(a.principal)}</b>, plus taxable costs (filing fee ${m(a.costs)}) and post-judgment interest.</p><p class="lab">Requests for reasonable accommodation for persons with disabilities must be made to the court by parties at least 3 working days in advance of a scheduled court proceeding. Se habla español: pida un intérprete al secretario.</p>`
    : `<p style="margin-top:8px"><b>TO THE DEFENDANT NAMED ABOVE:</b> A small claims complaint has been filed against you by the plaintiff for <b>${m(a.principal)}</b> (claim amount, not including court costs of ${m(a.costs)}). A hearing before a magistrate is set for <b>${date(d, 45)} at 9:00 a.m.</b>, Courtroom 13-B. You do not have to file an answer, but you must appear at the hearing if you dispute the claim. If you fail to appear, judgment may be entered against you for the amount claimed plus costs. Small claims limit: ${m(a.limit)}.</p><p class="lab">Questions: Small Claims Clerk, ${d.court.phone}, ${d.extraEmails[0]}. The clerk cannot give legal advice.</p>`;
  const atty = `<table style="width:100%;margin-top:6px"><tr><td style="width:55%;vertical-align:top;border:1px solid #000;padding:5px"><div class="lab b">PLAINTIFF'S ATTORNEY</div>${attyLines(d).join('<br>')}</td>
   <td style="vertical-align:bottom;padding-left:10px">Issued: ${date(d)}<br><div style="border-top:1px solid #000;margin-top:24px"></div>Clerk of Court, by Deputy Clerk</td></tr></table>`;
  const rs = `<div style="margin-top:12px;border-top:3px double #000;padding-top:6px"><div class="c b">RETURN OF SERVICE</div>
   <table style="width:100%;margin-top:4px;font-size:0.95em">
    <tr><td style="border:1px solid #000;padding:3px;width:30%" class="lab">Person to be served</td><td style="border:1px solid #000;padding:3px">${f.printed}</td></tr>
    <tr><td style="border:1px solid #000;padding:3px" class="lab">Address for service — street</td><td style="border:1px solid #000;padding:3px">${f.street}</td></tr>
    <tr><td style="border:1px solid #000;padding:3px" class="lab">City / State / ZIP</td><td style="border:1px solid #000;padding:3px">${cityLine(f)}</td></tr>
    <tr><td style="border:1px solid #000;padding:3px" class="lab">Method</td><td style="border:1px solid #000;padding:3px">☐ Personal &nbsp; ☐ Residence (suitable age) &nbsp; ☐ Certified mail &nbsp; ☐ Not found</td></tr>
    <tr><td style="border:1px solid #000;padding:3px" class="lab">Date / time served</td><td style="border:1px solid #000;padding:3px">______________________</td></tr>
    <tr><td style="border:1px solid #000;padding:3px" class="lab">Process server</td><td style="border:1px solid #000;padding:3px">${sup ? 'Catalina Reyes, Registered Process Server No. 8841 — dispatch@desertserve.example' : 'Bailiff — Civil Division, Cleveland Municipal Court'}</td></tr>
    <tr><td style="border:1px solid #000;padding:3px" class="lab">Service fee</td><td style="border:1px solid #000;padding:3px">$${sup ? '65.00' : '40.00'} &nbsp; Mileage $12.50</td></tr></table></div>`;
  return page(d, '', head + txt + atty + rs + `<div class="foot"><span>${d.title} · ${d.caseNo}</span><span>Original — Court &nbsp; Copy — Defendant</span></div>`, '0.6in 0.7in');
}

// --- 10. boxed grid with a "Plaintiff's attorney" box ----------------------------------------------
function boxedAttorney(d) {
  const f = d.def, a = d.amt, fm = d.firm, v = d.variant;
  const bx = 'border:1.5px solid #000;padding:6px;vertical-align:top';
  const top = `<table style="width:100%"><tr><td style="${bx};width:55%"><div class="b" style="font-size:1.15em">${d.court.lines.join('<br>')}</div><div class="lab" style="margin-top:4px">Located at: ${d.court.addr}<br>Court telephone: ${d.court.phone}</div></td>
    <td style="${bx}"><div class="lab b">PLAINTIFF'S ATTORNEY</div>${fm.atty}<br>${fm.name}<br>${fm.addr.join('<br>')}<br>${fm.phone}<br>${fm.email}<br><span class="lab">${fm.bar}</span></td></tr>
    <tr><td style="${bx}"><div class="lab">Plaintiff</div>${d.pl.printed}<br><span class="lab">${d.pl.addr}</span><div style="margin:4px 0">vs.</div><div class="lab">Defendant</div>${f.printed}<br>${f.street}<br>${cityLine(f)}</td>
    <td style="${bx}"><div class="lab">${d.caseLabel}</div><div class="b" style="font-size:1.3em;border:1px solid #000;padding:3px 6px;display:inline-block">${d.caseNo}</div>
      <div class="b" style="margin-top:8px;font-size:1.1em">${d.title}</div><div class="lab" style="margin-top:4px">E-filing contact (not for service): ${fm.other[0]}</div></td></tr></table>`;
  let txt, amt;
  if (v.md) {
    txt = `<p style="margin-top:8px">The particulars of this case are: Defendant owes Plaintiff for a credit card account originally issued by ${d.orig} (${d.acct}) and assigned to Plaintiff. Defendant has failed to pay as agreed despite demand. Plaintiff attaches an affidavit and account documents and requests judgment on affidavit.</p>`;
    amt = `<table style="width:100%;border:1.5px solid #000;margin-top:4px"><tr>
      ${[['Principal', a.principal], ['Interest', a.interest], ['Attorney’s fees', a.fees], ['Court costs', a.costs]].map((x) => `<td style="border:1px solid #000;padding:4px;width:20%"><div class="lab">${x[0]}</div>${m(x[1])}</td>`).join('')}
      <td style="border:1px solid #000;padding:4px"><div class="lab">Total (incl. interest, fees, costs)</div>${m(total(a))}</td></tr></table>
      <p class="lab">Interest is claimed at the legal rate of ${a.rate} from ${date(d, -300)} and is not included in the principal. Amount in controversy does not exceed ${m(a.limit)}.</p>
      <div style="border:1.5px solid #000;padding:6px;margin-top:6px"><b>SUMMONS — TO THE DEFENDANT:</b> You are summoned to file a written notice of intention to defend within 15 days after service (60 days if served outside Maryland). If you do not, a judgment by affidavit may be entered against you. Trial date: ${date(d, 75)}, 9:00 a.m.<br><span class="lab">Aviso: Si necesita un intérprete, llame al tribunal. · Serve by: ☒ Certified Mail ☐ Sheriff ☐ Private process</span></div>`;
  } else if (v.smallclaims) {
    txt = `<p style="margin-top:8px"><b>To each defendant:</b> YOU ARE SUMMONED to appear in person on <b>${date(d, 50)} at 9:00 a.m.</b> in Courtroom 114 at the court address above to answer the complaint of the plaintiff. Plaintiff claims <b>${m(a.principal)}</b> (principal) for a retail installment contract (${d.acct}), plus costs. IF YOU FAIL TO APPEAR, A JUDGMENT BY DEFAULT MAY BE ENTERED AGAINST YOU for the relief asked in the complaint.</p>`;
    amt = `<table style="width:60%;border:1px solid #000;margin-top:4px"><tr><td style="padding:3px 6px">Amount claimed</td><td class="r" style="padding:3px 6px">${m(a.principal)}</td></tr>
      <tr><td style="padding:3px 6px">Filing fee + sheriff's fee</td><td class="r" style="padding:3px 6px">${m(a.costs)}</td></tr>
      <tr><td style="padding:3px 6px">Total with costs</td><td class="r" style="padding:3px 6px">${m(total(a))}</td></tr></table>
      <p class="lab">Small claims are limited to ${m(a.limit)}. To the officer: this summons must be returned by the officer or other person to whom it was given for service, with endorsement of service and fees, immediately after service. E-filing is mandatory for attorneys; self-represented litigants may file at the clerk's office.</p>`;
  } else {
    txt = `<p style="margin-top:8px"><b>TO THE ABOVE NAMED DEFENDANT:</b> YOU ARE HEREBY SUMMONED to answer the complaint in this action and to serve a copy of your answer upon the plaintiff's attorney within twenty (20) days after the service of this summons, exclusive of the day of service (or within thirty (30) days after service is complete if not personally delivered to you within the State of New York). In case of your failure to answer, judgment will be taken against you by default for the relief demanded in the complaint.</p>
      <p>Plaintiff designates Monroe County as the place of trial. The basis of venue is Defendant's residence. The action is on ${d.acct}, and the complaint demands the unpaid principal of <b>${m(a.principal)}</b>, with contract interest of ${m(a.interest)} stated separately, attorney's fees of ${m(a.fees)}, and the costs and disbursements of this action.</p>`;
    amt = `<p class="lab">CONSUMER CREDIT TRANSACTION. Total sought including interest, fees and costs: ${m(total(a))}. Index number purchased ${date(d)}; NYSCEF confirmation 4410078.</p>`;
  }
  const sig = `<table style="width:100%;margin-top:10px"><tr><td style="width:50%" class="lab">Dated: ${date(d)}</td><td><div style="border-top:1px solid #000;margin-top:20px"></div>${fm.atty}, Attorney for Plaintiff</td></tr></table>`;
  const tdl = 'border:1px solid #000;padding:3px 5px';
  let extra;
  if (v.md) extra = `<div class="b" style="margin-top:12px">AFFIDAVIT OF PLAINTIFF'S AGENT</div><p>I, Loretta Vance, custodian of records for ${d.pl.name}, solemnly affirm under the penalties of perjury that the contents of the foregoing complaint are true to the best of my knowledge, information and belief, that the principal balance of ${m(a.principal)} is justly due and owing, and that the defendant is not in the military service.</p>
    <table style="width:100%;margin-top:6px"><tr><td style="${tdl};width:33%"><div class="lab">Return date / Trial</div>${date(d, 75)}</td><td style="${tdl};width:33%"><div class="lab">Serve by</div>Certified mail, restricted delivery</td><td style="${tdl}"><div class="lab">Clerk e-mail (filings)</div>baltcocivil@mdcourts.example.gov</td></tr>
    <tr><td style="${tdl}" colspan="3"><div class="lab">CERTIFICATE OF SERVICE</div>I certify that on __________ I served ${d.def.printed} at ${fullAddr(d.def)} by __________. Fee for service $40.00. ____________________ Signature of server</td></tr></table>`;
  else if (v.smallclaims) extra = `<div style="border:1px solid #000;padding:6px;margin-top:12px"><b>REMOTE APPEARANCE:</b> You may appear by video. Meeting ID 555 014 2290, passcode 1208. Questions: Circuit Clerk, Civil Division, ${d.court.phone}, circuitclerk-smallclaims@willcounty.example.gov.</div>
    <div class="b c" style="margin-top:10px">SHERIFF'S FEES / RETURN OF SERVICE</div><table style="width:100%;margin-top:4px">
    <tr><td style="${tdl};width:30%" class="lab">Defendant</td><td style="${tdl}">${d.def.printed}</td></tr>
    <tr><td style="${tdl}" class="lab">Service address</td><td style="${tdl}">${d.def.street}, ${d.def.city}, Illinois ${d.def.zip}</td></tr>
    <tr><td style="${tdl}" class="lab">Served on / by</td><td style="${tdl}">______________ &nbsp; Deputy No. ______</td></tr>
    <tr><td style="${tdl}" class="lab">Sheriff's fees</td><td style="${tdl}">Service $60.00 · Mileage $8.40 · Total $68.40</td></tr></table>`;
  else extra = `<div style="border:1.5px solid #000;padding:6px;margin-top:12px"><b>NOTICE OF ELECTRONIC FILING (Mandatory Case).</b> This action has been commenced by electronic filing through the New York State Courts Electronic Filing System. Unrepresented litigants may opt out of e-filing. Questions: Monroe County Clerk's e-filing resource center, ${d.court.phone}, efile-monroe@nycourts.example.gov.</div>
    <div class="b" style="margin-top:10px">AFFIDAVIT OF SERVICE</div><p class="lab" style="font-size:8pt">STATE OF NEW YORK, COUNTY OF MONROE ss.: The undersigned, being duly sworn, deposes and says that deponent is not a party herein, is over 18 years of age, and that on ____________ at ______ m., at ${fullAddr(d.def)}, deponent served the within summons and complaint upon ${d.def.printed}, defendant therein named, by ☐ personal delivery ☐ suitable age person ☐ affixing to door. Deponent also mailed a copy in a first-class envelope marked "Personal and Confidential". Process server license no. 2099417 · Genesee Legal Support, dispatch@geneseelegal.example</p>`;
  return page(d, '', top + txt + amt + sig + extra + `<div class="foot"><span>${d.title}</span><span>${d.caseLabel} ${d.caseNo}</span></div>`, '0.55in 0.65in');
}

// --- 11. dark band header, court in small caps; case number in a box or only in the footer -----
function bandHeader(d) {
  const f = d.def, a = d.amt, v = d.variant;
  const band = `<div style="background:#1a1a1a;color:#fff;padding:8px 12px;margin:-0.1in 0 10px" class="sc b c"><span style="font-size:1.25em">${d.court.lines.join('<br>')}</span></div>`;
  const caseBox = v.caseTop === 'box' ? `<div style="border:2px solid #000;padding:5px 8px;display:inline-block"><span class="lab">${d.caseLabel}</span><br><b style="font-size:1.15em">${d.caseNo}</b></div>` : `<div class="lab">Judge assigned: ____________</div>`;
  const capt = `<table style="width:100%"><tr><td style="width:62%;vertical-align:top">${d.pl.printed},<br><span style="padding-left:3em">Plaintiff,</span><br>v.<br>${partyLines(d).join(' and<br>')},<br><span style="padding-left:3em">Defendant${f.co ? 's' : ''}.</span></td>
    <td class="r" style="vertical-align:top">${caseBox}<div class="lab" style="margin-top:6px">${d.ref || ''}</div></td></tr></table>
    <div class="c b u" style="margin:10px 0 6px">${d.title}</div>`;
  const P = paras(d);
  let body = P.map((t, i) => `<p>${i + 1}. ${t}</p>`).join('');
  if (v.caseTop === 'footer') body += `<table style="width:80%;margin:4px auto 8px;border:1px solid #000;font-size:0.92em"><tr style="background:#e6e6e6"><th style="padding:2px 4px;text-align:left">Statement of account</th><th class="r" style="padding:2px 4px">Amount</th></tr>
      <tr><td style="padding:2px 4px">Charges for services, ${d.orig}</td><td class="r" style="padding:2px 4px">${m(a.principal + 310)}</td></tr>
      <tr><td style="padding:2px 4px">Insurance / patient payments</td><td class="r" style="padding:2px 4px">-$310.00</td></tr>
      <tr><td style="padding:2px 4px"><b>Principal balance due</b></td><td class="r" style="padding:2px 4px"><b>${m(a.principal)}</b></td></tr>
      <tr><td style="padding:2px 4px">Interest at ${a.rate} (separate)</td><td class="r" style="padding:2px 4px">${m(a.interest)}</td></tr></table>`;
  body += `<p>${wherefore(d)}</p>`;
  if (d.state === 'TX') body += `<p class="lab">Plaintiff seeks monetary relief of $250,000 or less, excluding interest, statutory or punitive damages and penalties, and attorney fees and costs (Tex. R. Civ. P. 47). Defendant may be served at ${fullAddr(f)}.</p>`;
  if (d.state === 'MI') body += `<p class="lab">There is no other pending or resolved civil action arising out of the transaction alleged in this complaint. Co-defendant ${f.co} is jointly liable on the account.</p>`;
  const sig = `<table style="width:100%;margin-top:8px"><tr><td style="width:46%;vertical-align:bottom" class="lab">Date: ${date(d)}</td><td><div style="border-top:1px solid #000;margin-top:18px"></div>${attyLines(d, { withFirmFirst: true }).join('<br>')}</td></tr></table>`;
  const foot = v.caseTop === 'footer'
    ? `<div class="foot"><span>${d.title}</span><span><b>${d.caseLabel} ${d.caseNo}</b></span><span>Page 1 of 1</span></div>`
    : `<div class="foot"><span>${d.title}</span><span>Page 1</span></div>`;
  return page(d, '', band + capt + body + sig + foot, '0.6in 0.75in');
}

// --- 12. NC-style AOC small claims summons ----------------------------------------------------
function aocForm(d) {
  const f = d.def, a = d.amt, fm = d.firm;
  const bx = 'border:1px solid #000;padding:4px 6px;vertical-align:top';
  const body = `<table style="width:100%"><tr><td style="width:50%;vertical-align:top"><div class="b">STATE OF NORTH CAROLINA</div><div style="margin-top:14px">County: <span class="u">Mecklenburg</span></div></td>
   <td style="vertical-align:top"><table style="width:100%"><tr><td class="r lab" style="padding-right:6px">${d.caseLabel}</td><td style="border:1.5px solid #000;padding:3px 6px" class="b">${d.caseNo}</td></tr></table>
   <div class="b r" style="margin-top:6px">${d.court.lines.join('<br>')}</div></td></tr></table>
   <div class="c b" style="font-size:1.2em;margin:8px 0;border-top:2px solid #000;border-bottom:2px solid #000;padding:4px">${d.title}</div>
   <table style="width:100%">
   <tr><td style="${bx};width:50%"><div class="lab b">Name And Address Of Plaintiff</div>${d.pl.printed}<br>${d.pl.addr}</td>
       <td style="${bx}"><div class="lab b">Name And Address Of Defendant 1</div>${f.printed}<br>${f.street}<br>${cityLine(f)}<br><span class="lab">County: Mecklenburg &nbsp; Telephone: unknown</span></td></tr>
   <tr><td style="${bx}"><div class="lab b">Name And Address Of Plaintiff's Attorney</div>${fm.atty}, ${fm.bar}<br>${fm.name}<br>${fm.addr.join('<br>')}<br>${fm.phone} · ${fm.email}</td>
       <td style="${bx}"><div class="lab b">Name And Address Of Defendant 2</div><i>(none)</i><div class="lab" style="margin-top:8px">Alias &amp; Pluries: ☐ &nbsp; Date original summons issued: ________</div></td></tr></table>
   <p style="margin-top:8px"><b>TO THE DEFENDANT NAMED ABOVE:</b> A small claim action has been filed against you. You are notified to appear before the magistrate at the date, time and place shown below to answer the complaint. If you fail to appear, the plaintiff may be given judgment for the amount demanded.</p>
   <table style="width:100%"><tr><td style="${bx}"><div class="lab">Date Of Trial</div>${date(d, 30)}</td><td style="${bx}"><div class="lab">Time</div>1:30 PM</td><td style="${bx}"><div class="lab">Location Of Court</div>${d.court.addr}, Courtroom 1150</td></tr></table>
   <div class="b" style="margin-top:10px">COMPLAINT FOR MONEY OWED</div>
   <p>The defendant owes the plaintiff <b>${m(a.principal)}</b> (principal) for furniture rented under rental-purchase agreement ${d.acct}, which the defendant failed to pay or return as agreed. Plaintiff also claims interest of ${m(a.interest)} at the legal rate of ${a.rate} from ${date(d, -250)} (stated separately). Court costs of ${m(a.costs)} have been advanced by the plaintiff. Amount demanded (principal + interest + costs): ${m(total(a))}. Jurisdictional amount for small claims: ${m(a.limit)}.</p>
   <table style="width:100%;margin-top:6px"><tr><td style="${bx};width:50%" class="lab">Date issued: ${date(d)}<br>Signature: ______________<br>☐ Deputy CSC ☐ Assistant CSC ☐ Clerk Of Superior Court</td><td style="${bx}" class="lab">RETURN OF SERVICE — I certify that this Summons and a copy of the complaint were received and served as follows: ☐ by delivering to the defendant named above ☐ by leaving at the dwelling house or usual place of abode ☐ by certified mail.<br>Service fee paid $30.00 · Deputy Sheriff making return: __________</td></tr></table>`;
  return page(d, '', body + `<div class="foot"><span>Magistrate Summons — Small Claims (Over)</span><span>Original — File · Copy — Defendant</span></div>`, '0.55in 0.65in');
}

// --- Letters ----------------------------------------------------------------------------------
function letterWindow(d) {
  const ag = d.agency, f = d.def, a = d.amt;
  const body = `<table style="width:100%"><tr><td><div class="b" style="font-size:1.5em;letter-spacing:0.02em">${ag.name}</div><div class="lab">${ag.addr.join(' · ')} · ${ag.phone} · ${ag.email}</div></td>
    <td class="r lab" style="vertical-align:top">Office hours: Mon–Fri 8 a.m.–8 p.m. ET</td></tr></table>
    <div class="tiny" style="position:absolute;left:0.9in;top:1.55in">${ag.addr[0]}, ${ag.addr[1]} · ADDRESS SERVICE REQUESTED</div>
    <div style="position:absolute;left:0.9in;top:1.8in;width:3.5in;line-height:1.35">${f.printed}<br>${f.street}<br>${cityLine(f)}</div>
    <div style="position:absolute;right:0.75in;top:1.6in;width:2.6in;border:1px solid #000;padding:6px;font-size:9pt">Date: ${date(d)}<br>Reference: ${d.ref}<br>Account: ${d.acct}</div>
    <div style="margin-top:2.15in"><div class="b" style="font-size:1.15em;border-bottom:2px solid #000;padding-bottom:2px">${ag.name} is a debt collector. We are trying to collect a debt that you owe to ${d.pl.name}. We will use any information you give us to help collect the debt.</div>
    <table style="width:100%;margin-top:8px"><tr><td style="width:55%;vertical-align:top;padding-right:10px">
      <div class="b">Our information shows:</div><p>You had a credit card from ${d.orig} with account number ${d.acct}.</p>
      <table style="width:100%">
        <tr><td>As of ${date(d, -95)}, you owed:</td><td class="r">${m(a.asOf)}</td></tr>
        <tr><td>Between ${date(d, -95)} and today:</td><td></td></tr>
        <tr><td style="padding-left:1em">You were charged this amount in interest:</td><td class="r">+ ${m(a.interestSince)}</td></tr>
        <tr><td style="padding-left:1em">You were charged this amount in fees:</td><td class="r">+ $0.00</td></tr>
        <tr><td style="padding-left:1em">You paid or were credited this amount:</td><td class="r">– $0.00</td></tr>
        <tr><td class="b" style="border-top:1px solid #000">Total amount of the debt now:</td><td class="r b" style="border-top:1px solid #000">${m(a.principal)}</td></tr></table></td>
    <td style="vertical-align:top;border-left:1px solid #000;padding-left:10px"><div class="b">How can you dispute the debt?</div><p>Call or write to us by ${date(d, 35)} to dispute all or part of the debt. If you do not, we will assume that our information is correct.</p>
      <div class="b">What else can you do?</div><p>Write to ask for the name and address of the original creditor, if different from the current creditor. Go to www.cfpb.gov/debt-collection to learn more about your rights.</p></td></tr></table>
    <div style="border:2px solid #000;padding:6px;margin-top:8px"><b>SETTLEMENT OFFER:</b> ${d.pl.name} has authorized us to accept <b>${m(a.settle)}</b> as payment in full if received by ${date(d, 45)}. We are not obligated to renew this offer. This is not a lawsuit; no suit has been filed.</div>
    <p class="lab" style="margin-top:6px">Georgia residents: this collection agency is not licensed by the State of Georgia; Georgia does not license collection agencies. Calls may be recorded. Pay online at ${ag.pay}.</p>
    <div style="margin-top:10px;border-top:1.5px dashed #000;padding-top:6px"><table style="width:100%"><tr><td style="width:55%" class="lab">Detach and return with payment<br>Mail to: ${ag.name}, P.O. Box 95410, Atlanta, GA 30347<br>${f.printed} · Ref ${d.ref}</td>
      <td><table style="width:100%;border:1px solid #000"><tr><td style="padding:3px" class="lab">Amount due</td><td class="r" style="padding:3px">${m(a.principal)}</td></tr><tr><td style="padding:3px" class="lab">Amount enclosed</td><td style="padding:3px">$__________</td></tr></table></td></tr></table></div></div>`;
  return page(d, '', body, '0.55in 0.75in');
}
function letterTable(d) {
  const ag = d.agency, f = d.def, a = d.amt;
  const body = `<div style="border-bottom:3px solid #333;padding-bottom:6px;display:flex;justify-content:space-between"><div><div class="b" style="font-size:1.45em">${ag.name}</div><div class="lab">${ag.addr.join(', ')}</div></div><div class="r lab">Phone ${ag.phone}<br>${ag.email}<br>${ag.pay}</div></div>
   <table style="width:100%;margin-top:14px"><tr><td style="width:55%;vertical-align:top"><div class="lab">PERSONAL &amp; CONFIDENTIAL</div>${f.printed}<br>${f.street}<br>${cityLine(f)}</td>
   <td style="vertical-align:top"><table style="width:100%;border:1px solid #000">${[['Date', date(d)], ['Our reference', d.ref], ['Creditor', d.pl.name], ['Creditor account', d.acct], ['Balance due', m(a.principal)]].map((r) => `<tr><td class="lab" style="border:1px solid #000;padding:3px">${r[0]}</td><td style="border:1px solid #000;padding:3px">${r[1]}</td></tr>`).join('')}</table></td></tr></table>
   <p style="margin-top:16px">Dear ${f.printed}:</p>
   <p>Your account with ${d.pl.name} for medical services has been placed with our office for collection. ${ag.name} is a debt collector; this is an attempt to collect a debt and any information obtained will be used for that purpose.</p>
   <table style="width:80%;margin:8px auto;border:1px solid #000"><tr style="background:#ddd"><th style="text-align:left;padding:3px">Account summary</th><th class="r" style="padding:3px">Amount</th></tr>
     <tr><td style="padding:3px">Balance as of last statement (${date(d, -40)})</td><td class="r" style="padding:3px">${m(a.asOf)}</td></tr>
     <tr><td style="padding:3px">Payments received since then</td><td class="r" style="padding:3px">– ${m(a.payments)}</td></tr>
     <tr><td style="padding:3px"><b>Balance due now</b></td><td class="r" style="padding:3px"><b>${m(a.principal)}</b></td></tr></table>
   <p>If you cannot pay the full balance, we can set up a plan of <b>${m(a.plan)} per month for 12 months</b>. Call us to arrange it. No lawsuit has been filed regarding this account.</p>
   <p>Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days that you dispute the debt, we will obtain verification of the debt and mail you a copy.</p>
   <p class="lab">Pennsylvania residents: ${ag.name} is registered under the Fair Credit Extension Uniformity Act. Medical debt under $500 is not reported to consumer reporting agencies. Office hours Mon–Thu 8–8, Fri 8–5 ET.</p>
   <p style="margin-top:14px">Sincerely,<br><br>Account Representative<br>${ag.name}</p>
   <div style="position:absolute;left:0.75in;right:0.75in;bottom:0.5in;border:1.5px dashed #000;padding:6px;font-size:9pt"><b>Payment coupon</b> — ${f.printed} · Ref ${d.ref} · Balance ${m(a.principal)} · Monthly plan ${m(a.plan)} · Amount enclosed: $________</div>`;
  return page(d, '', body, '0.6in 0.75in');
}
function letterBilingual(d) {
  const ag = d.agency, f = d.def, a = d.amt;
  const body = `<table style="width:100%"><tr><td><div class="b" style="font-size:1.6em">${ag.name}</div><div class="lab">${ag.addr.join(' · ')} · ${ag.phone} · ${ag.email}<br>${ag.license}</div></td></tr></table>
   <table style="width:100%;margin-top:16px"><tr><td style="width:55%;vertical-align:top;line-height:1.35">${f.printed}<br>${f.street}<br>${cityLine(f)}</td>
    <td style="vertical-align:top;font-size:0.95em">${date(d)} / ${esDate(d)}<br>Ref / Referencia: ${d.ref}<br>${d.acct}</td></tr></table>
   <table style="width:100%;margin-top:14px;border-top:2px solid #000"><tr>
   <td style="width:50%;vertical-align:top;padding:6px 8px 0 0;border-right:1px solid #000"><div class="b">NOTICE OF DEBT</div>
     <p>${ag.name} is a debt collector. We are trying to collect a debt that you owe to <b>${d.pl.name}</b>.</p>
     <table style="width:100%"><tr><td>As of your last bill you owed:</td><td class="r">${m(a.asOf)}</td></tr><tr><td>Late fee charged since then:</td><td class="r">+ ${m(a.fee)}</td></tr><tr><td class="b">Total amount of the debt now:</td><td class="r b">${m(a.principal)}</td></tr></table>
     <p style="margin-top:6px">Discount offer: pay <b>${m(a.settle)}</b> (30% off) by ${date(d, 40)} to resolve the account. You may dispute the debt by ${date(d, 35)}. We have not filed a lawsuit.</p></td>
   <td style="vertical-align:top;padding:6px 0 0 8px"><div class="b">AVISO DE DEUDA</div>
     <p>${ag.name} es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a <b>${d.pl.name}</b>.</p>
     <table style="width:100%"><tr><td>Según su última factura usted debía:</td><td class="r">${m(a.asOf)}</td></tr><tr><td>Cargo por pago tardío desde entonces:</td><td class="r">+ ${m(a.fee)}</td></tr><tr><td class="b">Monto total de la deuda ahora:</td><td class="r b">${m(a.principal)}</td></tr></table>
     <p style="margin-top:6px">Oferta de descuento: pague <b>${m(a.settle)}</b> (30% menos) antes del ${esDate(d, 40)}. Puede disputar la deuda. No hemos presentado una demanda.</p></td></tr></table>
   <div style="margin-top:12px;border:1px solid #000;padding:6px" class="lab">How to pay / Cómo pagar: online ${ag.pay} · phone ${ag.phone} · mail: ${ag.name}, P.O. Box 34081, Seattle, WA 98124. Washington law requires this notice: you may request that we stop contacting you at work. / Usted puede pedir que no lo contactemos en su trabajo.</div>
   <div style="position:absolute;left:0.75in;right:0.75in;bottom:0.55in;border-top:1.5px dashed #000;padding-top:6px;font-size:8.5pt">Return this part / Devuelva esta parte — ${f.printed} · ${d.ref} · Amount due / Monto adeudado ${m(a.principal)} · Enclosed / Incluido $_______</div>`;
  return page(d, '', body, '0.6in 0.75in');
}
function letterFirm(d) {
  const fm = d.firm, f = d.def, a = d.amt;
  const body = `<div class="c"><div class="b sc" style="font-size:1.7em;letter-spacing:0.08em">${fm.name}</div><div class="lab">Attorneys at Law · ${fm.addr.join(' · ')}<br>Telephone ${fm.phone} · Facsimile ${fm.fax}</div></div>
   <div style="border-bottom:1px solid #000;margin:6px 0 14px"></div>
   <p>${date(d)}</p>
   <p style="margin-top:10px">${f.printed}<br>${f.street}<br>${cityLine(f)}</p>
   <p style="margin-top:10px;padding-left:3em"><b>Re:</b> ${d.pl.name} v. ${f.printed}<br>${d.court.name}<br>${d.caseLabel} ${d.caseNo}<br>${d.ref} · ${d.acct}</p>
   <p style="margin-top:8px">Dear ${f.printed}:</p>
   <p>This firm represents ${d.pl.name} in connection with the above account. Please be advised that our client has <b>filed suit against you</b> in the ${d.court.name}, ${d.court.addr}. The Civil Warrant has been issued under the number shown above, and the hearing is set for ${date(d, 33)} at 9:00 a.m. in Courtroom 1A.</p>
   <p>The balance you owe on this account is <b>${m(a.principal)}</b>. Court costs, currently estimated at ${m(a.costs)}, may be added to any judgment. Our client is willing to resolve this matter for <b>${m(a.settle)}</b> if paid in full by ${date(d, 25)}; this offer does not change your hearing date unless an agreed order is filed.</p>
   <p>You may call me directly or write to ${fm.email}. Payments can be sent to ${fm.other[0]} (payment portal notices only) or mailed to the address above. Please reference our file number.</p>
   <p>Unless you, within thirty days after receipt of this notice, dispute the validity of the debt, or any portion thereof, the debt will be assumed to be valid by this firm. This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose.</p>
   <p style="margin-top:14px">Very truly yours,<br><b>${fm.name.toUpperCase()}</b><br><br><br>${fm.atty}<br>${fm.bar}<br>${fm.email}</p>
   <div class="foot"><span>${fm.name} · ${fm.addr.join(', ')}</span><span>Licensed in Tennessee</span></div>`;
  return page(d, '', body, '0.65in 0.9in');
}

const LAYOUTS = {
  'caption-column': captionColumn, 'pleading-paper': pleadingPaper, 'labels-below': labelsBelow, 'seal-block': sealBlock,
  'small-claims-table': smallClaimsTable, 'envelope-window': envelopeWindow, bilingual, spanish, 'summons-return': summonsReturn,
  'boxed-attorney': boxedAttorney, 'band-header': bandHeader, 'aoc-form': aocForm,
  'letter-window': letterWindow, 'letter-table': letterTable, 'letter-bilingual': letterBilingual, 'letter-firm': letterFirm,
};
module.exports = { LAYOUTS, m, total };
