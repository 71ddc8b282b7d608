// Check: every truth string appears in the rendered page's innerText (punctuation-normalised), and every image
// exists with its expected size. Usage: node check.js
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path'), { execFileSync } = require('child_process');
const ROOT = path.join(__dirname, '..');
const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
const NAMES = { VT: 'Vermont', SD: 'South Dakota', DC: 'District of Columbia', TX: 'Texas', OH: 'Ohio', CA: 'California' };
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state', 'lawsuit_amount', 'civil_number',
  'court_name', 'customer_street', 'customer_city', 'customer_state', 'customer_zip_code', 'determine_if_lawsuit_exists'];
const norm = s => String(s).toLowerCase().replace(/[^a-z0-9\s]/g, '').replace(/\s+/g, ' ').trim();
const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
function variants(key, v) {
  if (key === 'lawsuit_amount') return [money(v)];
  if (key === 'lawsuit_state' || key === 'customer_state') return [v, NAMES[v]];
  if (key === 'customer_name') {           // "Last, First M." prints are reordered in truth
    const w = v.split(' '); return [v, `${w[w.length - 1]}, ${w.slice(0, -1).join(' ')}`];
  }
  return [v];
}
(async () => {
  let passed = 0, failed = 0; const fail = m => { failed++; console.log('FAIL', m); };
  const ids = [...new Set(truth.map(t => t.id))].sort();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 816, height: 1056 } });
  const texts = {};
  for (const id of ids) {
    await page.goto('file://' + path.join(__dirname, 'html', id + '.html'));
    texts[id] = norm(await page.evaluate(() => document.body.innerText));
    const over = await page.evaluate(() => document.body.scrollHeight > 1056 || document.body.scrollWidth > 816);
    over ? fail(`${id} page content overflows 816x1056`) : passed++;
  }
  await browser.close();
  if (truth.length !== 20) fail(`truth has ${truth.length} entries, want 20`); else passed++;
  for (const t of truth) {
    const e = t.expected;
    const keys = Object.keys(e).sort().join(','); keys === [...KEYS].sort().join(',') ? passed++ : fail(`${t.file} keys ${keys}`);
    const twin = truth.find(u => u.id === t.id && u.file !== t.file);
    JSON.stringify(twin && twin.expected) === JSON.stringify(e) ? passed++ : fail(`${t.file} twin expected differs`);
    const suit = e.determine_if_lawsuit_exists;
    ((suit && e.civil_number && e.court_name) || (!suit && e.civil_number === null && e.court_name === null)) ? passed++ : fail(`${t.file} suit fields inconsistent`);
    /^\d{5}$/.test(e.customer_zip_code) ? passed++ : fail(`${t.file} zip ${e.customer_zip_code}`);
    if (t.clean) for (const k of KEYS) {
      const v = e[k]; if (v === null || typeof v === 'boolean') continue;
      const ok = variants(k, v).some(x => x && texts[t.id].includes(norm(x)));
      ok ? passed++ : fail(`${t.id} ${k} = ${JSON.stringify(v)} not in page text`);
    }
    // image exists with its size
    const f = path.join(ROOT, t.file);
    if (!fs.existsSync(f)) { fail(`${t.file} missing`); continue; }
    const [w, h] = execFileSync('/usr/bin/identify', ['-format', '%w %h', f]).toString().split(' ').map(Number);
    const idx = ids.indexOf(t.id);
    const want = t.clean ? [1700, 2200] : (idx % 3 === 2 ? [1200, 1600] : [1600, 2133]);
    (w === want[0] && h === want[1]) ? passed++ : fail(`${t.file} is ${w}x${h}, want ${want.join('x')}`);
  }
  console.log(`checked ${truth.length} images of ${ids.length} documents`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})();
