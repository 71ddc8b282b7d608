// Build truth.json from the same data objects that produced the HTML, then check every truth
// string against the text Chromium rendered (gen/text/NN.txt). Writes gen/check_truth.txt.
const fs = require('fs'), path = require('path');
const docs = require('./docs');
const { m, nm } = require('./lib');
const OUT = path.resolve(__dirname, '..');
const fonts = JSON.parse(fs.readFileSync(path.join(__dirname, 'text', 'fonts.json')));
const STATE_NAMES = { TX: 'Texas', NY: 'New York', MI: 'Michigan', AZ: 'Arizona', NC: 'North Carolina', KY: 'Kentucky', LA: 'Louisiana', OR: 'Oregon', MD: 'Maryland', IA: 'Iowa', KS: 'Kansas', AL: 'Alabama', UT: 'Utah', CT: 'Connecticut', TN: 'Tennessee', WI: 'Wisconsin', NV: 'Nevada', NM: 'New Mexico' };
const N = (s) => ' ' + s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}@]+/gu, ' ').trim() + ' ';
const lines = []; let fails = 0;
const ok = (id, field, cond, note = '') => { lines.push(`${id} ${cond ? 'ok  ' : 'FAIL'} ${field}${note ? ' — ' + note : ''}`); if (!cond) fails++; };

function expected(d) {
  const c = d.def;
  return {
    customer_name: nm(c),
    plaintiff_name: d.plaintiff.name,
    law_firm_name: d.firm ? d.firm.name : null,
    lawyer_email: d.firm && d.firm.email ? d.firm.email : null,
    lawsuit_state: d.letter ? c.st : d.state,
    lawsuit_amount: d.amt.principal,
    civil_number: d.caseNo || null,
    court_name: d.court ? d.court.truth : null,
    customer_street: c.street,
    customer_city: c.city,
    customer_state: c.st,
    customer_zip_code: c.zip,
    determine_if_lawsuit_exists: !!d.lawsuit,
  };
}

const truth = [];
for (const d of docs) {
  const id = String(d.n).padStart(2, '0');
  const raw = fs.readFileSync(path.join(__dirname, 'text', id + '.txt'), 'utf8').normalize('NFC');
  const T = N(raw);
  const T2 = N(raw.split('\n').map(l => l.replace(/^\s*in the\s+/i, '')).join('\n')); // heading lines with a leading "In the" dropped
  const e = expected(d);
  const c = d.def;
  // customer name: normal order, or last-name-first as printed
  const variants = [nm(c), `${c.last}${c.suffix ? ' ' + c.suffix : ''} ${c.first} ${c.mi || ''}`];
  ok(id, 'customer_name', variants.some(v => T.includes(N(v))), e.customer_name);
  if (c.aka) ok(id, 'customer_name has no a/k/a', !N(e.customer_name).includes(N(c.aka)));
  ok(id, 'plaintiff_name', T.includes(N(e.plaintiff_name)), e.plaintiff_name);
  if (e.law_firm_name) ok(id, 'law_firm_name', T.includes(N(e.law_firm_name)), e.law_firm_name);
  else ok(id, 'law_firm_name null', true, d.letter ? 'agency letter' : 'no attorney for plaintiff');
  if (e.lawyer_email) ok(id, 'lawyer_email (exact)', raw.includes(e.lawyer_email), e.lawyer_email);
  const emails = raw.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) || [];
  ok(id, 'distractor e-mails present', true, `${emails.length} e-mail(s) printed: ${[...new Set(emails)].join(', ')}`);
  ok(id, 'lawsuit_state', T.includes(N(e.lawsuit_state)) || T.includes(N(STATE_NAMES[e.lawsuit_state])), e.lawsuit_state);
  ok(id, 'lawsuit_amount', raw.includes(m(e.lawsuit_amount)), '$' + m(e.lawsuit_amount));
  if (e.civil_number) ok(id, 'civil_number (exact)', raw.includes(e.civil_number), e.civil_number);
  if (e.court_name) ok(id, 'court_name (normalised)', T.includes(N(e.court_name)) || T2.includes(N(e.court_name)), e.court_name);
  ok(id, 'customer_street', T.includes(N(e.customer_street)), e.customer_street);
  ok(id, 'customer_city', T.includes(N(e.customer_city)), e.customer_city);
  ok(id, 'customer_state', T.includes(N(e.customer_city + ' ' + e.customer_state)), e.customer_state);
  ok(id, 'customer_zip_code (exact)', /^\d{5}$/.test(e.customer_zip_code) && raw.includes(e.customer_zip_code), e.customer_zip_code);
  // the principal must not be confusable with the other money figures in the data object
  const others = Object.entries(d.amt).filter(([k]) => k !== 'principal').map(([, v]) => v);
  ok(id, 'principal differs from distractor amounts', !others.includes(e.lawsuit_amount), others.map(v => '$' + m(v)).join(' '));
  const fam = Object.entries(fonts[id]).sort((a, b) => b[1] - a[1]).map(([f]) => f);
  ok(id, 'font requested = font used', fam.slice(0, 2).some(f => N(f) === N(d.font.replace(/'/g, ''))), `requested ${d.font}, used ${fam.join(', ')}`);
  for (const [file, clean] of [[id + '-clean.png', true], [id + '-photo.jpg', false]])
    truth.push({ file, id, state: d.state, kind: d.kind, layout: d.layout, font: fam.join(', '), clean, expected: e });
}
// composition checks
const court = docs.filter(d => !d.letter), letters = docs.filter(d => d.letter);
const cnt = {}; court.forEach(d => cnt[d.state] = (cnt[d.state] || 0) + 1);
const want = { TX: 3, NY: 3, MI: 3, AZ: 2, NC: 2, KY: 2, LA: 2, OR: 2, MD: 2, IA: 1, KS: 1, AL: 1, UT: 1, CT: 1 };
ok('--', 'court-paper state counts', JSON.stringify(Object.keys(want).sort().map(k => [k, cnt[k]])) === JSON.stringify(Object.keys(want).sort().map(k => [k, want[k]])) && court.length === 26, JSON.stringify(cnt));
ok('--', '4 letters from 4 further states', letters.length === 4 && new Set(letters.map(d => d.state)).size === 4 && letters.every(d => !want[d.state]), letters.map(d => d.state).join(' '));
ok('--', 'letters: 3 without suit, 1 announcing suit', letters.filter(d => !d.lawsuit).length === 3 && letters.filter(d => d.lawsuit && d.caseNo && d.court).length === 1);
ok('--', '30 documents numbered 1..30', docs.length === 30 && docs.every((d, i) => d.n === i + 1));
ok('--', 'distinct layouts', new Set(docs.map(d => d.layout)).size === 30);
ok('--', 'phones only 555-01xx', docs.every(d => { const t = fs.readFileSync(path.join(__dirname, 'text', String(d.n).padStart(2, '0') + '.txt'), 'utf8'); return (t.match(/\(\d{3}\) \d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/g) || []).every(p => /555-01\d\d/.test(p) ); }));
fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 1));
fs.writeFileSync(path.join(__dirname, 'check_truth.txt'), lines.join('\n') + `\n\n${fails} failure(s); ${truth.length} truth entries\n`);
console.log(lines.filter(l => l.includes('FAIL')).join('\n') || 'all truth checks passed', '|', fails, 'failures,', truth.length, 'entries');
