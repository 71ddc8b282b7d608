// Optional legibility check: Tesseract OCR of each image, counting which key truth values it can read back.
// usage: node ocr-check.js [clean|photo|all]   (one tesseract process at a time, single thread)
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { money } = require('./lib/util');
const ROOT = path.resolve(__dirname, '..');
const which = process.argv[2] || 'all';
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json')));
const squash = s => String(s).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9@.]/g, '');
const res = [];
for (const e of truth) {
  if (which !== 'all' && (which === 'clean') !== e.clean) continue;
  const txt = execFileSync('tesseract', [path.join(ROOT, e.file), '-', '--psm', '3'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const T = squash(txt), x = e.expected;
  const items = { case: x.civil_number, amount: money(x.lawsuit_amount), email: x.lawyer_email, zip: x.customer_zip_code,
    street: x.customer_street, last: x.customer_name.split(' ').pop(), plaintiff: x.plaintiff_name.split(' ')[0] };
  const miss = Object.entries(items).filter(([, v]) => v != null && !T.includes(squash(v))).map(([k]) => k);
  const tot = Object.values(items).filter(v => v != null).length;
  res.push({ file: e.file, found: tot - miss.length, of: tot, miss });
  console.log(e.file.padEnd(14), `${tot - miss.length}/${tot}`, miss.length ? 'missed: ' + miss.join(',') : '');
}
fs.writeFileSync(path.join(__dirname, 'out', `ocr-${which}.json`), JSON.stringify(res, null, 1));
const f = res.reduce((a, r) => a + r.found, 0), o = res.reduce((a, r) => a + r.of, 0);
console.log(`total ${f}/${o} (${(100 * f / o).toFixed(1)} %)`);
