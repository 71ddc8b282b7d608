// Informative legibility check: Tesseract OCR of each photo (one at a time, 1 thread); counts how many
// truth values (civil number, amount, ZIP, street, e-mail, customer surname) appear in the OCR text.
'use strict';
const fs = require('fs'); const path = require('path'); const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json'), 'utf8'));
const m = (x) => Number(x).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rows = []; let found = 0, tot = 0;
for (const e of truth) {
  const x = e.expected;
  const t = execFileSync('tesseract', [path.join(OUT, e.file), '-', '--psm', '3'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const T = t.replace(/\s+/g, ' ').toLowerCase();
  const want = { civil_number: x.civil_number, amount: m(x.lawsuit_amount), zip: x.customer_zip_code, street: x.customer_street, email: x.lawyer_email,
    surname: x.customer_name.split(' ').filter((w) => !/^(jr\.|iii)$/i.test(w)).pop() };
  const hit = {};
  for (const [k, v] of Object.entries(want)) { if (!v) continue; tot++; hit[k] = T.includes(String(v).toLowerCase()); if (hit[k]) found++; }
  rows.push({ file: e.file, hit });
  console.log(e.file, Object.entries(hit).map(([k, v]) => `${k}:${v ? 'y' : 'n'}`).join(' '));
}
fs.writeFileSync(path.join(__dirname, 'ocr_check.json'), JSON.stringify({ found, tot, rows }, null, 1));
console.log(`found ${found}/${tot}`);
