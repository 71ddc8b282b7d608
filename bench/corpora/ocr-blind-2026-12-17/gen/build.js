// Renders NN-clean.png from data.js + layouts.js, checks truth strings against rendered text, writes truth.json.
// usage: node build.js [n1,n2,...]
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { D, expected, isLetter } = require('./data.js');
const { L, pt, money } = require('./layouts.js');
const OUT = path.resolve(__dirname, '..');

const STATE_NAMES = { KY: 'Kentucky', SC: 'South Carolina', KS: 'Kansas', AR: 'Arkansas', UT: 'Utah', OR: 'Oregon', LA: 'Louisiana', AL: 'Alabama', MA: 'Massachusetts', ID: 'Idaho', VT: 'Vermont', AK: 'Alaska', MT: 'Montana', DE: 'Delaware', RI: 'Rhode Island', NM: 'New Mexico' };

function css(d) {
  const body = [10.5, 10, 11, 9.5, 10.5, 11.5, 10, 9.5, 11, 10.5][d.n % 10];
  const lab = [7, 6.5, 7.5, 8, 7][d.n % 5];
  const tint = (d.mods && d.mods.tint) || '#ffffff';
  return `
*{box-sizing:border-box} html,body{margin:0;padding:0;background:${tint}}
body{font-family:${d.font === 'Nimbus Sans Narrow' ? "'Nimbus Sans Narrow','Nimbus Sans';font-stretch:condensed" : "'" + d.font + "'"};font-size:${pt(body)};line-height:1.32;color:#111}
.page{width:850px;height:1100px;padding:${d.mods && d.mods.fax ? 34 : 52}px 64px 40px 64px;position:relative;overflow:hidden;background:${tint}}
p{margin:6px 0} .small{font-size:${pt(lab)}} .small2{font-size:${pt(lab + 0.5)}} .center{text-align:center} .r{text-align:right} .mt{margin-top:12px}
.ch{font-weight:bold;letter-spacing:.3px} .big{font-size:${pt(body + 1.5)}} .big2{font-size:${pt(body + 2)};font-weight:bold}
.pre{font-weight:bold;margin-bottom:4px}
.titlebar{text-align:center;font-weight:bold;font-size:${pt(body + 1.5)};margin:10px 0 6px;letter-spacing:1px}
.titlebig{font-weight:bold;font-size:${pt(body + 3)};margin:10px 0;letter-spacing:2px}
.fax{font-family:'Liberation Mono';font-size:${pt(7)};border-bottom:1px solid #333;margin:-22px 0 12px;white-space:nowrap}
.bar{display:flex;align-items:center;gap:14px;margin:-30px 0 12px;font-size:${pt(7)};font-family:'DejaVu Sans Mono'}
.stamp{position:absolute;transform:rotate(-14deg);border:3px double #1f3c9a;color:#1f3c9a;padding:4px 14px;font-weight:bold;font-size:26px;text-align:center;opacity:.72;font-family:'Liberation Sans';letter-spacing:4px}
.stamp .s2{font-size:12px;letter-spacing:1px}.stamp .s3{font-size:9px;letter-spacing:1px}
.pcap{display:flex;margin:14px 0 10px} .pl{width:52%} .rule{width:4%;line-height:1.32} .pr{width:44%;padding-left:10px} .ind{padding-left:120px} .vs{padding-left:80px}
.two{display:flex;justify-content:space-between;gap:30px;margin-top:14px} .two>div{width:48%}
.sigl{font-size:${pt(body - 0.5)}} .atty{font-size:${pt(body - 0.5)}} .atty.small{font-size:${pt(lab + 0.5)}}
.ros{border-top:2px solid #000;margin-top:14px;padding-top:6px;font-size:${pt(Math.max(lab, 8))}} .ros .rh{font-weight:bold;text-align:center;letter-spacing:1px}
table{border-collapse:collapse} .sig td{padding:4px 10px 0 0;font-size:${pt(lab)}}
.foot{position:absolute;bottom:16px;left:64px;right:64px;border-top:1px solid #666;font-size:${pt(lab)};padding-top:3px;color:#333}
.money{margin:6px 0 6px 30px} .money td{padding:1px 14px;font-size:${pt(body - 0.5)}}
.lc{width:100%;margin-top:8px} .lc th{width:27%;text-align:left;vertical-align:top;font-size:${pt(lab + 0.5)};text-transform:uppercase;padding:6px 8px;border-top:1px solid #999;border-right:2px solid #444;font-weight:normal}
.lc td{padding:6px 10px;border-top:1px solid #999}
.grid{width:100%} .grid th,.grid td{border:1px solid #444;padding:4px 6px;vertical-align:top;text-align:left} .grid th{font-size:${pt(lab + 0.5)};background:rgba(0,0,0,.06)}
.cap2{width:100%;margin:8px 0} .cap2 td{border:1px solid #000;padding:6px 8px;width:50%;vertical-align:top}
ol.num{padding-left:24px} ol.num li{margin:4px 0}
.marg{display:flex;gap:14px} .mleft{width:30%;border-right:1px solid #000;padding-right:8px} .mright{width:70%}
.box{border:1px solid #000;padding:8px;position:relative;min-height:130px} .box>div{width:58%} .boxr{position:absolute;right:8px;top:8px;width:38%!important;border-left:1px solid #000;padding-left:8px}
.cols{display:flex;gap:24px} .cols>div{flex:1} .es{font-style:italic;border-left:1px solid #777;padding-left:10px}
.rowflex{display:flex}
.gridhead{display:flex;justify-content:space-between;border-bottom:3px solid #000;padding-bottom:6px} .gh2{font-weight:bold;font-size:${pt(body + 2)};max-width:45%;text-align:right}
.bxs{display:flex;flex-wrap:wrap;margin-top:8px;border-left:1px solid #000;border-top:1px solid #000}
.bx{border-right:1px solid #000;border-bottom:1px solid #000;padding:3px 6px;min-height:54px} .bl{font-size:${pt(lab)};text-transform:uppercase;color:#333} .bv{margin-top:2px}
.banner{background:#1d2b45;color:#fff;padding:12px 16px;display:flex;gap:16px;align-items:center;font-weight:bold;font-size:${pt(body + 1.5)}} .banner .small{font-weight:normal;color:#dde}
.banner.slim{justify-content:space-between;background:#444}
.seal{width:58px;height:58px;border-radius:50%;border:2px solid #fff;display:flex;align-items:center;justify-content:center;font-size:10px;flex:none}
.bwrap{display:flex;gap:14px} .cards{flex:1} .card{border:1px solid #888;border-left:5px solid #1d2b45;padding:6px 10px;margin-bottom:8px} .cl{font-size:${pt(lab)};letter-spacing:1px;color:#444;text-transform:uppercase}
.panel{width:34%;background:rgba(0,0,0,.07);padding:10px;border:1px solid #999}
.stubtop{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #000;padding-bottom:6px}
.cut{margin-top:14px;text-align:center;font-size:${pt(lab)};white-space:nowrap;overflow:hidden}
.stub{display:flex;justify-content:space-between;border:1px solid #000;padding:8px;margin-top:6px;font-size:${pt(body - 1)}}
.sb{display:flex;gap:16px} .sbl{width:27%;background:rgba(0,0,0,.06);border-right:2px solid #333;padding:10px 8px;font-size:${pt(body - 0.5)}} .sbr{flex:1}
.dk{width:100%} .dk td{border-bottom:1px dotted #555;padding:5px 6px;vertical-align:top} .dk .k{font-size:${pt(lab + 0.5)};text-transform:uppercase;width:16%;color:#333}
.frame{border:5px double #000;padding:16px 20px}
.memoh{display:flex;justify-content:space-between;border-bottom:4px solid #000;padding-bottom:6px} .memo th{text-align:left;vertical-align:top;padding:5px 14px 5px 0} .memo td{padding:5px 0}
.lh{border-bottom:2px solid #333;padding-bottom:6px} .agn{font-size:${pt(body + 5)};font-weight:bold}
.addr{padding-top:20px} .refbox{border:1px solid #666;padding:8px;max-width:40%}
.offer{border:2px dashed #333;padding:8px;margin:10px 0;font-weight:bold}
`;
}

function boiler(d) {
  const st = STATE_NAMES[d.state] || d.state;
  const court = d.courtLines ? d.courtLines[0] : '';
  const letter = isLetter(d);
  const P = letter ? [
    `<b>Notice of rights.</b> Federal law and the law of ${st} prohibit debt collectors from using abusive, unfair or deceptive practices. You may ask us to stop contacting you, and you may ask us to contact you only at certain times or places.`,
    `<b>Credit reporting.</b> We may report information about your account to credit bureaus. Late payments, missed payments or other defaults on your account may be reflected in your credit report.`,
    `<b>Payment options.</b> You may pay by check or money order payable to the creditor, by debit card over the phone, or through our payment portal. Do not send cash. Partial payments will be applied to the balance but will not stop collection of the remaining balance.`,
    `<b>Privacy.</b> We collect only the information needed to service this account. For our privacy notice, call the number above. <i>Si desea recibir esta carta en español, llame al número indicado arriba.</i>`,
    `<b>Time-barred debt and credit reporting.</b> If you are unsure whether this debt is yours, you have the right to request the name and address of the original creditor within the dispute period.`,
  ] : [
    `<b>Accommodation.</b> Persons with a disability who need an accommodation to participate in this proceeding should contact the court administrator at ${esc(d.courtPhone)} at least seven days before the scheduled appearance. Interpreter services are available upon request.`,
    `<b>Servicemembers.</b> If you or a member of your household is on active military duty, you may be entitled to protections under the Servicemembers Civil Relief Act. Notify the court in writing.`,
    `<b>Exempt property.</b> If a judgment is entered against you, certain property and income may be exempt from garnishment or execution under the laws of ${st}, including certain public benefits and a portion of your wages.`,
    `<b>Self-help.</b> Forms and information for people without a lawyer are available at the clerk's office of the ${esc(court.replace(/^IN THE /, ''))} and through the state court self-help center. Court staff cannot give legal advice.`,
    `<b>Payment.</b> Do not send payments to the court. Payments on the claim must be made to the plaintiff or its attorney. Filing an answer does not require payment of the claim.`,
    `<b>Settlement.</b> The parties may settle this case at any time before judgment. If you reach an agreement with the plaintiff, make sure it is in writing and filed with the court.`,
  ];
  return P.map(p => `<p class="bp small2">${p}</p>`).join('');
}
function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); }

function html(d) {
  let body = L[d.layout](d);
  const bp = boiler(d);
  if (body.includes('<!--BP-->')) body = body.replace('<!--BP-->', bp);
  else if (body.includes('<div class="ros">')) body = body.replace('<div class="ros">', bp + '<div class="ros">');
  else body = body.replace('<div class="foot">', bp + '<div class="foot">');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css(d)}</style></head><body><div class="page">${body}</div></body></html>`;
}

function norm(s) { return s.replace(/[\u00a0\s]+/g, ' ').toLowerCase(); }

function check(d, text) {
  const t = norm(text);
  const e = expected(d);
  const errs = [];
  const has = (s, label) => { if (!t.includes(norm(s))) errs.push(`${label}: "${s}" not in page text`); };
  const c = d.cust;
  if (d.mods && d.mods.lastFirst) has(`${c.last}, ${c.first} ${c.middle}`, 'customer_name(lastFirst)'); else has(e.customer_name, 'customer_name');
  has(e.plaintiff_name, 'plaintiff_name');
  if (e.law_firm_name) has(e.law_firm_name, 'law_firm_name');
  if (e.lawyer_email) has(e.lawyer_email, 'lawyer_email');
  has(money(e.lawsuit_amount), 'lawsuit_amount');
  if (e.civil_number) has(e.civil_number, 'civil_number');
  if (e.court_name) {
    // title lines may be joined with a space or printed as separate heading lines: check each ", " part, ignoring a dropped leading "In the"
    const tc = t.replace(/,/g, '');
    for (const part of e.court_name.split(', ')) if (!tc.includes(norm(part).replace(/,/g, ''))) errs.push(`court_name part "${part}" not in page text`);
    // full court name check on the heading lines joined
    const joined = norm(d.courtLines.join(' ')).replace(/^in the /, '').replace(/,/g, '');
    if (joined !== norm(e.court_name).replace(/,/g, '')) errs.push(`court_name "${e.court_name}" != heading lines "${joined}"`);
  }
  has(e.customer_street, 'customer_street'); has(e.customer_city, 'customer_city'); has(e.customer_zip_code, 'customer_zip_code');
  if (!t.includes(norm(', ' + e.customer_state + ' ')) && !t.includes(norm(STATE_NAMES[e.customer_state]))) errs.push('customer_state not found');
  if (!/^\d{5}$/.test(e.customer_zip_code)) errs.push('zip not 5 digits');
  // the principal must not equal any distractor
  for (const k of ['interest', 'costs', 'attyFee', 'settle', 'asOf']) if (d[k] === d.amount) errs.push('distractor equals amount: ' + k);
  // title-case convention: short words lower case
  if (e.court_name) for (const w of e.court_name.split(/\s+/).slice(1)) if (/^(Of|The|And|For|In|At)$/.test(w)) errs.push('court_name short word capitalised: ' + w);
  return errs;
}

(async () => {
  const only = process.argv[2] ? process.argv[2].split(',').map(Number) : null;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 850, height: 1100 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
  const report = {};
  let bad = 0;
  for (const d of D) {
    if (only && !only.includes(d.n)) continue;
    const NN = String(d.n).padStart(2, '0');
    const h = html(d);
    fs.mkdirSync(path.join(__dirname, 'html'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'html', NN + '.html'), h);
    await page.setContent(h, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    // drop trailing boilerplate paragraphs until nothing reaches the footer / page bottom
    await page.evaluate(() => {
      const p = document.querySelector('.page'); const f = p.querySelector('.foot');
      const limit = f ? f.getBoundingClientRect().top - 8 : 1060;
      const bottom = () => { let m = 0; for (const el of p.querySelectorAll('*')) { if (el.closest('.foot') || el.closest('.stamp')) continue; const r = el.getBoundingClientRect(); if (r.height > 0) m = Math.max(m, r.bottom); } return m; };
      let bps = [...p.querySelectorAll('.bp')];
      while (bottom() > limit && bps.length) bps.pop().remove();
    });
    const text = await page.evaluate(() => document.body.innerText);
    const overflow = await page.evaluate(() => { const p = document.querySelector('.page'); const f = p.querySelector('.foot'); let max = 0; for (const el of p.querySelectorAll('*')) { if (el.classList.contains('foot') || el.closest('.foot') || el.classList.contains('stamp') || el.closest('.stamp')) continue; const r = el.getBoundingClientRect(); if (r.height > 0) max = Math.max(max, r.bottom); } return { max, footTop: f ? f.getBoundingClientRect().top : 1100 }; });
    // which font did Chromium actually use for the body text?
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.page p:not(.small)' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await page.screenshot({ path: path.join(OUT, NN + '-clean.png'), fullPage: false });
    const errs = check(d, text);
    if (overflow.max > overflow.footTop - 2) errs.push(`content overflows into footer: bottom ${overflow.max.toFixed(0)} > foot ${overflow.footTop.toFixed(0)}`);
    const used = [...new Set(fonts.map(f => f.familyName))].join('+');
    if (!fonts.length || fonts[0].familyName.replace(/ (Regular|Book|Roman)$/, '') .toLowerCase().indexOf(d.font.split(' ')[0].toLowerCase()) < 0) errs.push(`font mismatch: wanted ${d.font}, used ${used}`);
    report[NN] = { used, errs, bottom: Math.round(overflow.max) };
    if (errs.length) bad++;
    console.log(NN, d.state, d.layout, '| font used:', used, '| bottom', Math.round(overflow.max), errs.length ? '\n   ' + errs.join('\n   ') : 'OK');
  }
  await browser.close();
  fs.writeFileSync(path.join(__dirname, 'render-report-' + (only ? 'partial' : 'all') + '.json'), JSON.stringify(report, null, 1));
  if (!only) {
    const truth = [];
    for (const d of D) {
      const NN = String(d.n).padStart(2, '0');
      for (const img of ['clean', 'photo']) truth.push({
        file: `${NN}-${img}.${img === 'clean' ? 'png' : 'jpg'}`, id: NN, state: isLetter(d) ? d.cust.st : d.state, kind: d.kind, layout: d.layout,
        font: report[NN] ? report[NN].used : d.font, clean: img === 'clean', expected: expected(d),
      });
    }
    fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2));
    console.log('truth.json entries:', truth.length, 'documents with errors:', bad);
  }
})();
