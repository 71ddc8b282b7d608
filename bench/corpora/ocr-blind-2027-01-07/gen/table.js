// prints the README document table from docs + photo_params.json
const path = require('path'), fs = require('fs');
const docs = [...require('./docs1'), ...require('./docs2')];
const P = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo_params.json')));
console.log('| id | state | kind | layout | font | civil_number | court_name | firm | amount | photo (size; keystone %, rot °, page %, bg, blur σ, noise, q, extras) |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const d of docs) { const e = d.expected, p = P[d.id];
  const extra = [p.hand && 'hand shadow', p.dim && 'DIM', 'cast ' + p.cast].filter(Boolean).join(', ');
  console.log(`| ${d.id} | ${d.state} | ${d.kind} | ${d.layout} | ${d.font} | ${e.civil_number ?? '—'} | ${e.court_name ?? '—'} | ${e.law_firm_name ?? 'none'} | ${e.lawsuit_amount.toFixed(2)} | ${p.size.join('×')}; ${p.key}, ${p.rot}, ${Math.round(p.frac*100)}, ${p.bg}, ${p.blur}, ${p.noise}, ${p.q}, ${extra} |`); }
