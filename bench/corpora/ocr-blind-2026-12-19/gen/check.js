// Checks: 60 images exist with sane sizes; truth.json has 60 entries, pairs share `expected`;
// field formats; every truth string was found in the rendered page text (render-report.json).
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'render-report.json')));
const params = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json')));
let bad = 0;
const fail = (m) => { bad++; console.log('FAIL', m); };
if (truth.length !== 60) fail('truth has ' + truth.length);
const keys = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
const states = {};
for (let n = 1; n <= 30; n++) {
  const NN = String(n).padStart(2, '0');
  const pair = truth.filter((t) => t.id === NN);
  if (pair.length !== 2) fail(NN + ' entries ' + pair.length);
  if (JSON.stringify(pair[0].expected) !== JSON.stringify(pair[1].expected)) fail(NN + ' expected differs');
  const e = pair[0].expected;
  if (JSON.stringify(Object.keys(e)) !== JSON.stringify(keys)) fail(NN + ' keys');
  if (!/^\d{5}$/.test(e.customer_zip_code)) fail(NN + ' zip');
  if (!/^[A-Z]{2}$/.test(e.lawsuit_state) || !/^[A-Z]{2}$/.test(e.customer_state)) fail(NN + ' state');
  if (typeof e.lawsuit_amount !== 'number') fail(NN + ' amount');
  if (e.determine_if_lawsuit_exists !== (e.civil_number !== null) || (e.court_name === null) !== (e.civil_number === null)) fail(NN + ' suit consistency');
  if (e.lawyer_email && !e.law_firm_name) fail(NN + ' email without firm');
  states[e.lawsuit_state] = (states[e.lawsuit_state] || 0) + 1;
  for (const [f, wantW, wantH] of [[NN + '-clean.png', 1700, 2200], [NN + '-photo.jpg', null, null]]) {
    const p = path.join(OUT, f);
    if (!fs.existsSync(p)) { fail(f + ' missing'); continue; }
    const [w, h] = execFileSync('identify', ['-format', '%w %h', p]).toString().split(' ').map(Number);
    const size = fs.statSync(p).size;
    if (wantW && (w !== wantW || h !== wantH)) fail(f + ` size ${w}x${h}`);
    if (!wantW) {
      const small = n % 3 === 0;
      if (w !== (small ? 1200 : 1600)) fail(f + ' width ' + w);
      const pp = params[NN];
      if (!pp || pp.fill < 0.75 || pp.fill > 0.93) fail(f + ' fill ' + (pp && pp.fill));
      const q = Number(execFileSync('identify', ['-format', '%Q', p]).toString());
      if (q < 55 || q > 85) fail(f + ' quality ' + q);
    }
    if (size < 50000) fail(f + ' suspiciously small file ' + size);
  }
  const r = rep.find((x) => x.NN === NN);
  if (!r) fail(NN + ' not in render report'); else if (r.miss.length) fail(NN + ' text check: ' + r.miss.join('; '));
}
console.log('states:', JSON.stringify(states));
console.log(bad ? bad + ' problem(s)' : 'all checks passed (60 images, 60 truth entries, text found in every page)');
process.exit(bad ? 1 : 0);
