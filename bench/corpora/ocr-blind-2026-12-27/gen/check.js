// check: truth.json shape; every truth string appears in Chromium innerText of the page (punctuation-normalised);
// amount appears formatted; every image exists with its expected pixel size.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const ROOT = path.resolve(__dirname, '..');
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number', 'court_name',
  'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
const STATES = { ID: 'Idaho', WY: 'Wyoming', HI: 'Hawaii', MO: 'Missouri', WI: 'Wisconsin', MS: 'Mississippi', PA: 'Pennsylvania', VA: 'Virginia', NJ: 'NJ', CA: 'California' };
const norm = s => ' ' + s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}@]+/gu, ' ').trim() + ' ';
function imgSize(f) {
  const b = fs.readFileSync(f);
  if (b.slice(1, 4).toString() === 'PNG') return [b.readUInt32BE(16), b.readUInt32BE(20)];
  let i = 2;
  while (i < b.length) { const m = b[i + 1], len = b.readUInt16BE(i + 2); if (m >= 0xc0 && m <= 0xc3) return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)]; i += 2 + len; }
  return null;
}
(async () => {
  const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json')));
  let fails = 0, checks = 0; const fail = m => { fails++; console.log('FAIL', m); };
  if (truth.length !== 20) fail('truth has ' + truth.length + ' entries');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 816, height: 1056 } });
  const texts = {};
  for (const t of truth) {
    const d = require('./docs/' + t.id + '.js');
    const e = t.expected; checks++;
    if (JSON.stringify(Object.keys(e)) !== JSON.stringify(KEYS)) fail(t.file + ' keys ' + Object.keys(e));
    const twin = truth.find(u => u.id === t.id && u.file !== t.file);
    if (!twin || JSON.stringify(twin.expected) !== JSON.stringify(e)) fail(t.file + ' twin expected differs');
    // image
    const f = path.join(ROOT, t.file); checks++;
    if (!fs.existsSync(f)) { fail(t.file + ' missing'); } else {
      const want = t.clean ? [1700, 2200] : [d.photo.w, d.photo.h], got = imgSize(f);
      if (!got || got[0] !== want[0] || got[1] !== want[1]) fail(`${t.file} size ${got} want ${want}`);
    }
    if (!texts[t.id]) {
      await page.goto('file://' + path.join(__dirname, 'html', t.id + '.html'));
      texts[t.id] = norm(await page.evaluate(() => document.body.innerText));
    }
    const txt = texts[t.id];
    const has = s => txt.includes(norm(String(s)));
    for (const k of KEYS) {
      const v = e[k]; if (v === null || typeof v === 'boolean') continue;
      checks++;
      if (k === 'lawsuit_amount') {
        const s = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        if (!has(s)) fail(`${t.file} amount ${s} not in text`);
      } else if (k === 'customer_name') {
        if (!has(v) && !has(d.printedName)) fail(`${t.file} name ${v} / printed ${d.printedName}`);
        if (!has(d.printedName)) fail(`${t.file} printed name ${d.printedName} not in text`);
      } else if (k === 'lawsuit_state' || k === 'customer_state') {
        if (!has(v) && !has(STATES[v] || v)) fail(`${t.file} ${k} ${v}`);
      } else if (!has(v)) fail(`${t.file} ${k} "${v}" not in text`);
    }
    // consistency rules
    checks++;
    if (e.determine_if_lawsuit_exists !== (e.civil_number !== null)) fail(t.file + ' lawsuit flag vs civil_number');
    if (e.law_firm_name === null && e.lawyer_email !== null) fail(t.file + ' email without firm');
    if (!/^\d{5}$/.test(e.customer_zip_code)) fail(t.file + ' zip');
  }
  await browser.close();
  console.log(`${truth.length} entries, ${Object.keys(texts).length} documents, ${checks} checks, ${fails} failures`);
  process.exit(fails ? 1 : 0);
})();
