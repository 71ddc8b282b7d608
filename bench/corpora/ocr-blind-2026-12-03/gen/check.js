// Final checks: all 60 images exist with sane sizes; truth.json matches files.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const OUT = path.resolve(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json')));
const P = JSON.parse(fs.readFileSync(path.join(__dirname, 'photo-params.json')));
let err = [];
if (truth.length !== 60) err.push('truth entries ' + truth.length);
for (const t of truth) {
  const f = path.join(OUT, t.file);
  if (!fs.existsSync(f)) { err.push('missing ' + t.file); continue; }
  const [w, h, fmt] = execFileSync('identify', ['-format', '%w %h %m', f]).toString().split(' ');
  const bytes = fs.statSync(f).size;
  if (t.clean) { if (+w !== 1700 || +h !== 2200 || fmt !== 'PNG') err.push(`${t.file} ${w}x${h} ${fmt}`); }
  else {
    const small = +t.id % 3 === 0;
    if (+w !== (small ? 1200 : 1600) || +h !== (small ? 1600 : 2133) || fmt !== 'JPEG') err.push(`${t.file} ${w}x${h} ${fmt}`);
    const q = +execFileSync('identify', ['-format', '%Q', f]).toString();
    if (q < 55 || q > 85) err.push(`${t.file} quality ${q}`);
    const p = P[t.id];
    if (!p || p.page_height_fill < 0.78 || p.page_height_fill > 0.92 || Math.abs(p.rotation_deg) < 1 || Math.abs(p.rotation_deg) > 4) err.push(`${t.file} params`);
    if (p) for (const [x, y] of p.corners) if (x < 0 || y < 0 || x > +w || y > +h) err.push(`${t.file} corner outside`);
  }
  if (bytes < 50000 || bytes > 6e6) err.push(`${t.file} bytes ${bytes}`);
  const keys = Object.keys(t.expected).join(',');
  if (keys !== 'customer_name,plaintiff_name,law_firm_name,lawyer_email,lawsuit_state,lawsuit_amount,civil_number,court_name,customer_street,customer_city,customer_state,customer_zip_code,determine_if_lawsuit_exists') err.push('keys ' + t.file);
}
const files = fs.readdirSync(OUT).filter(f => /\.(png|jpg)$/.test(f));
if (files.length !== 60) err.push('image files in folder: ' + files.length);
console.log(`checked ${truth.length} entries, ${files.length} images; errors: ${err.length}`);
err.forEach(e => console.log('  ' + e));
process.exit(err.length ? 1 : 0);
