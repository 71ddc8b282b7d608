// Final checks over the finished folder: 60 images with sane sizes, truth.json shape and
// consistency, state counts from the brief, and the text checks recorded by build.js.
// Usage: node check.js   (exit code 1 on any failure)
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const fails = [];
const ok = (cond, msg) => { if (!cond) fails.push(msg); };

const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
  'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];

// images
const photoParams = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'photo-params.json'), 'utf8'));
const sizes = [];
for (let n = 1; n <= 30; n++) {
  const id = String(n).padStart(2, '0');
  for (const f of [`${id}-clean.png`, `${id}-photo.jpg`]) {
    const p = path.join(ROOT, f);
    if (!fs.existsSync(p)) { fails.push(`missing ${f}`); continue; }
    const [w, h, q, bytes] = execFileSync('identify', ['-format', '%w %h %Q %B', p]).toString().trim().split(' ').map(Number);
    sizes.push({ f, w, h, q, bytes });
    if (f.endsWith('png')) ok(w === 1700 && h === 2200, `${f}: ${w}x${h} (want 1700x2200)`);
    else {
      const want = n % 3 === 0 ? 1200 : 1600;
      ok(Math.abs(w - want) <= 40, `${f}: width ${w} (want ~${want})`);
      ok(h >= w * 1.25 && h <= w * 1.55, `${f}: odd height ${h}`);
      ok(q >= 55 && q <= 85, `${f}: JPEG quality ${q}`);
      ok(bytes > 80000, `${f}: suspiciously small file (${bytes} bytes)`);
      const P = photoParams[id];
      ok(P && P.pageHeightFill >= 0.75 && P.pageHeightFill <= 0.93, `${f}: page height fill ${P && P.pageHeightFill}`);
      ok(P && Math.abs(P.theta) >= 0.5 && Math.abs(P.theta) <= 5, `${f}: rotation ${P && P.theta}`);
      ok(P && P.quad.every(([x, y]) => x > 0 && y > 0 && x < P.W && y < P.H), `${f}: page corner outside frame`);
    }
  }
}

// truth.json
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
ok(truth.length === 60, `truth.json has ${truth.length} entries`);
const byId = {};
for (const t of truth) {
  ok(['file', 'id', 'state', 'kind', 'layout', 'font', 'clean', 'expected'].every(k => k in t), `${t.file}: missing entry keys`);
  ok(fs.existsSync(path.join(ROOT, t.file)), `${t.file}: file missing`);
  const e = t.expected;
  ok(KEYS.every(k => k in e) && Object.keys(e).length === KEYS.length, `${t.file}: expected keys wrong`);
  ok(typeof e.lawsuit_amount === 'number' && e.lawsuit_amount > 0, `${t.file}: amount not a positive number`);
  ok(/^[0-9]{5}$/.test(e.customer_zip_code), `${t.file}: zip`);
  ok(/^[A-Z]{2}$/.test(e.lawsuit_state) && /^[A-Z]{2}$/.test(e.customer_state), `${t.file}: state codes`);
  ok(typeof e.determine_if_lawsuit_exists === 'boolean', `${t.file}: lawsuit flag`);
  if (!e.determine_if_lawsuit_exists) ok(e.civil_number === null && e.court_name === null, `${t.file}: no-suit doc with case data`);
  else ok(e.court_name !== null, `${t.file}: suit without court`);
  if (e.law_firm_name === null) ok(e.lawyer_email === null, `${t.file}: e-mail without firm`);
  (byId[t.id] = byId[t.id] || []).push(t);
}
for (const [id, ts] of Object.entries(byId)) {
  ok(ts.length === 2 && ts.some(t => t.clean) && ts.some(t => !t.clean), `${id}: needs one clean and one photo entry`);
  ok(JSON.stringify(ts[0].expected) === JSON.stringify(ts[1].expected), `${id}: expected differs between images`);
}

// counts from the brief
const docs = Object.values(byId).map(ts => ts[0]);
const letters = docs.filter(t => t.kind.startsWith('Letter'));
const court = docs.filter(t => !t.kind.startsWith('Letter'));
ok(court.length === 26 && letters.length === 4, `court ${court.length}, letters ${letters.length}`);
const want = { FL: 3, GA: 3, PA: 3, WA: 2, VA: 2, MO: 2, TN: 2, CO: 2, IN: 2, WI: 1, MN: 1, SC: 1, OK: 1, NV: 1 };
const got = {};
for (const t of court) got[t.state] = (got[t.state] || 0) + 1;
ok(JSON.stringify(Object.entries(got).sort()) === JSON.stringify(Object.entries(want).sort()), `court states ${JSON.stringify(got)}`);
const lst = letters.map(t => t.state);
ok(new Set(lst).size === 4 && lst.every(s => !(s in want)), `letter states ${lst}`);
ok(letters.filter(t => t.expected.determine_if_lawsuit_exists).length === 1, 'exactly one letter announcing a suit');
ok(letters.filter(t => !t.expected.determine_if_lawsuit_exists && t.expected.law_firm_name === null).length === 3, 'three agency letters without suit');

// text checks recorded at render time
const rep = JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'render-report.json'), 'utf8'));
ok(rep.length === 30, `render report has ${rep.length} documents`);
for (const r of rep) ok(r.errors.length === 0, `${r.id}: ${r.errors.join('; ')}`);

const summary = {
  images: sizes.length, clean: sizes.filter(s => s.f.endsWith('png')).length, photos: sizes.filter(s => s.f.endsWith('jpg')).length,
  photoWidths: [...new Set(sizes.filter(s => s.f.endsWith('jpg')).map(s => `${s.w}x${s.h}`))],
  jpegQuality: [Math.min(...sizes.filter(s => s.q && s.f.endsWith('jpg')).map(s => s.q)), Math.max(...sizes.filter(s => s.f.endsWith('jpg')).map(s => s.q))],
  courtStates: got, letterStates: lst, truthEntries: truth.length,
};
console.log(JSON.stringify(summary, null, 1));
if (fails.length) { console.log('FAIL\n' + fails.join('\n')); process.exit(1); }
console.log('ALL CHECKS PASS');
