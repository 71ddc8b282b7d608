// Checks: 60 images exist with sane sizes, truth.json consistent with data.js, both images of a document share `expected`.
'use strict';
const fs = require('fs'), path = require('path');
const { execFileSync } = require('child_process');
const { D, expected } = require('./data.js');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json'), 'utf8'));
const errs = [];
if (truth.length !== 60) errs.push('truth entries ' + truth.length);
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
const report = fs.existsSync(path.join(__dirname, 'render-report-all.json')) ? JSON.parse(fs.readFileSync(path.join(__dirname, 'render-report-all.json'))) : {};
for (const d of D) {
  const NN = String(d.n).padStart(2, '0');
  const ents = truth.filter(t => t.id === NN);
  if (ents.length !== 2) errs.push(NN + ' entries ' + ents.length);
  const exp = JSON.stringify(expected(d));
  for (const e of ents) {
    if (JSON.stringify(e.expected) !== exp) errs.push(NN + ' expected drift in ' + e.file);
    if (Object.keys(e.expected).join() !== KEYS.join()) errs.push(NN + ' keys');
  }
  if (report[NN] && report[NN].errs.length) errs.push(NN + ' render check errors: ' + report[NN].errs.join('; '));
  for (const [f, sizes] of [[`${NN}-clean.png`, ['1700x2200']], [`${NN}-photo.jpg`, [d.n % 3 === 0 ? '1200x1600' : '1600x2133']]]) {
    const p = path.join(OUT, f);
    if (!fs.existsSync(p)) { errs.push('missing ' + f); continue; }
    const id = execFileSync('identify', ['-format', '%wx%h %[mean]', p]).toString().trim().split(' ');
    const kb = fs.statSync(p).size / 1024;
    if (!sizes.includes(id[0])) errs.push(`${f} size ${id[0]}`);
    const mean = +id[1] / 655.35;
    if (mean < 15 || mean > 99.5) errs.push(`${f} mean brightness ${mean.toFixed(1)}%`);
    if (kb < 60) errs.push(`${f} only ${kb.toFixed(0)} KB`);
    console.log(f, id[0], 'mean', mean.toFixed(1) + '%', kb.toFixed(0) + ' KB');
  }
  const e = expected(d);
  if (e.lawsuit_state.length !== 2 || e.customer_state.length !== 2 || !/^\d{5}$/.test(e.customer_zip_code) || typeof e.lawsuit_amount !== 'number') errs.push(NN + ' field format');
  if (e.determine_if_lawsuit_exists !== !!e.civil_number || !!e.court_name !== !!e.civil_number) errs.push(NN + ' suit consistency');
}
const count = (k) => D.reduce((m, d) => (m[d[k]] = (m[d[k]] || 0) + 1, m), {});
console.log('states', JSON.stringify(count('state')), '\nkinds', JSON.stringify(count('kind')), '\nlayouts', JSON.stringify(count('layout')));
console.log(errs.length ? 'ERRORS:\n' + errs.join('\n') : 'ALL CHECKS PASSED');
