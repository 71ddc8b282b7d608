// checks: every truth string occurs in Chromium innerText (text/NN.txt, punctuation-normalised, case-insensitive);
// every image exists with its size; truth.json shape.
const fs = require('fs'), path = require('path'), {execFileSync} = require('child_process');
const ROOT = path.join(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json')));
const docs = Object.fromEntries([...require('./docs1'), ...require('./docs2')].map(d => [d.id, d]));
const KEYS = ['customer_name','plaintiff_name','law_firm_name','lawyer_email','lawsuit_state','lawsuit_amount','civil_number','court_name',
  'customer_street','customer_city','customer_state','customer_zip_code','determine_if_lawsuit_exists'];
const STATES = {KY:'Kentucky',MO:'Missouri',NE:'Nebraska',MN:'Minnesota',SC:'South Carolina',LA:'Louisiana',IA:'Iowa',CT:'Connecticut',OH:'Ohio',MD:'Maryland'};
const norm = s => ' ' + s.normalize('NFKC').toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^a-z0-9\u00c0-\u024f]+/g, ' ').trim() + ' ';
let bad = 0, ok = 0; const fail = m => { bad++; console.log('FAIL', m); };
if (truth.length !== 20) fail('truth has ' + truth.length + ' entries');
const sizes = {};
for (const e of truth) {
  const want = e.file.endsWith('.png') ? '1700x2200' : (['03','06','09'].includes(e.id) ? '1200x1600' : '1600x2133');
  const f = path.join(ROOT, e.file);
  if (!fs.existsSync(f)) { fail(e.file + ' missing'); continue; }
  const got = execFileSync('identify', ['-format', '%wx%h', f]).toString();
  got === want ? ok++ : fail(`${e.file} size ${got} != ${want}`);
  sizes[e.file] = got;
  const ks = Object.keys(e.expected);
  if (ks.join() !== KEYS.join()) fail(e.file + ' expected keys ' + ks.join());
  const twin = truth.find(t => t.id === e.id && t.file !== e.file);
  if (JSON.stringify(twin.expected) !== JSON.stringify(e.expected)) fail(e.file + ' twin expected differs');
}
for (const id of Object.keys(docs)) {
  const raw = fs.readFileSync(path.join(__dirname, 'text', id + '.txt'), 'utf8'), T = norm(raw), X = raw.replace(/\s+/g, '');
  const ex = docs[id].expected, alt = docs[id].alt || {};
  for (const [k, v] of Object.entries(ex)) {
    if (v === null || typeof v === 'boolean') continue;
    let hit;
    if (k === 'lawsuit_amount') hit = raw.includes('$' + v.toLocaleString('en-US', {minimumFractionDigits: 2, maximumFractionDigits: 2}));
    else if (k === 'civil_number') hit = raw.includes(v) || X.includes(v.replace(/\s+/g, ''));
    else if (k.endsWith('_state')) hit = T.includes(norm(v)) || T.includes(norm(STATES[v]));
    else hit = T.includes(norm(alt[k] || v));
    hit ? ok++ : fail(`${id} ${k}=${JSON.stringify(v)} not in page text`);
  }
  if (ex.customer_zip_code && !/^\d{5}$/.test(ex.customer_zip_code)) fail(id + ' zip');
}
console.log(`checks passed ${ok}, failed ${bad}`); process.exit(bad ? 1 : 0);
