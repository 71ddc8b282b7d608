// Checks: every truth string appears in the rendered page text; fonts used are the ones asked for;
// each page fits; all 60 images exist with sane sizes. Writes check-report.json.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { docs } = require('./data');
const { expected } = require('./truth');
const { fmt, STATE_NAMES, lastFirst } = require('./lib');
const nn = n => String(n).padStart(2, '0');
const OUT = path.resolve(__dirname, '..');
const N = s => String(s).toLowerCase().replace(/[\u00a0\s]+/g, ' ').trim();
const L = s => N(s).replace(/[.,'"“”’]/g, '').replace(/\s+/g, ' ');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const photoLog = fs.existsSync(path.join(__dirname, 'photolog.json')) ? JSON.parse(fs.readFileSync(path.join(__dirname, 'photolog.json'))) : {};
const report = []; let fails = 0;
const size = f => { try { return execFileSync('identify', ['-format', '%w %h %Q', f], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim().split(' ').map(Number); } catch (e) { return null; } };

for (const d of docs) {
  const raw = fs.readFileSync(path.join(__dirname, 'text', nn(d.n) + '.txt'), 'utf8');
  const t = N(raw), tl = L(raw);
  const e = expected(d);
  const r = { n: d.n, id: d.id, problems: [] };
  const need = (ok, what) => { if (!ok) r.problems.push(what); };
  // truth entries agree with data
  const te = truth.filter(x => x.id === d.id);
  need(te.length === 2 && te.every(x => JSON.stringify(x.expected) === JSON.stringify(e)), 'truth.json entries differ from data');
  need(tl.includes(L(e.customer_name)) || tl.includes(L(lastFirst(d.def))), 'customer_name not in text');
  need(t.includes(N(e.plaintiff_name)), 'plaintiff_name not in text');
  if (e.law_firm_name) need(t.includes(N(e.law_firm_name)), 'law_firm_name not in text');
  if (e.lawyer_email) need(t.includes(N(e.lawyer_email)), 'lawyer_email not in text');
  if (d.firm && !e.lawyer_email) need(t.includes(N(d.firm.attorney)), 'attorney (no e-mail case) not in text');
  need(t.includes(N(STATE_NAMES[e.lawsuit_state])) || new RegExp('\\b' + e.lawsuit_state + '\\b').test(raw), 'lawsuit_state not in text');
  need(raw.includes(fmt(e.lawsuit_amount)), 'lawsuit_amount not in text');
  if (e.civil_number) need(raw.includes(e.civil_number), 'civil_number not printed exactly');
  if (e.court_name) {
    for (const h of d.court.headings) need(tl.includes(L(h.join(' ').replace(/^In the\s+/i, ''))), `court heading "${h.join(' ')}" not in text`);
    r.courtNameContiguous = tl.includes(L(e.court_name));
  }
  need(tl.includes(L(e.customer_street)), 'customer_street not in text');
  need(t.includes(N(e.customer_city)), 'customer_city not in text');
  need(new RegExp(e.customer_city + ',? ' + e.customer_state + '\\b', 'i').test(raw) || t.includes(N(e.customer_city + ', ' + STATE_NAMES[e.customer_state])), 'customer_state not in address');
  need(raw.includes(e.customer_zip_code), 'customer_zip_code not in text');
  need(e.determine_if_lawsuit_exists === !!e.civil_number && e.determine_if_lawsuit_exists === !!e.court_name, 'lawsuit flag inconsistent');
  // render log
  const log = JSON.parse(fs.readFileSync(path.join(__dirname, 'renderlog', nn(d.n) + '.json')));
  need(log.fits, 'page content overflows');
  const fams = Object.entries(log.fonts).map(([k, v]) => [k.replace(/ \[.*$/, ''), v]);
  const top = fams.sort((a, b) => b[1] - a[1])[0][0];
  need(top === d.font, `primary font used is ${top}, asked ${d.font}`);
  if (d.fillFont) need(fams.some(([k]) => k === d.fillFont), `fill font ${d.fillFont} not used`);
  // images
  const c = size(path.join(OUT, nn(d.n) + '-clean.png'));
  need(c && c[0] === 1700 && c[1] === 2200, `clean image size ${c}`);
  const p = size(path.join(OUT, nn(d.n) + '-photo.jpg'));
  const wantW = d.n % 3 === 0 ? 1200 : 1600;
  need(p && Math.abs(p[0] - wantW) <= 40 && p[1] > p[0], `photo size ${p}`);
  if (p) need(p[2] >= 55 && p[2] <= 85, `photo jpeg quality ${p[2]}`);
  const pl = photoLog[nn(d.n)];
  if (pl) need(pl.fillH >= 0.78 && pl.fillH <= 0.92 && pl.inside, `photo page fill ${pl.fillH} inside=${pl.inside}`);
  else r.problems.push('no photo log');
  r.cleanSize = c; r.photoSize = p;
  if (r.problems.length) fails++;
  report.push(r);
}
fs.writeFileSync(path.join(__dirname, 'check-report.json'), JSON.stringify(report, null, 1));
for (const r of report) console.log(nn(r.n), r.problems.length ? 'FAIL: ' + r.problems.join('; ') : 'ok', r.courtNameContiguous === false ? '(court name split across layout)' : '');
console.log(`${report.length - fails}/${report.length} documents pass; truth entries ${truth.length}`);
process.exit(fails ? 1 : 0);
