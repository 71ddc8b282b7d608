// Checks truth.json against Chromium innerText of each gen/html/NN.html and the images' sizes.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path'), { execFileSync } = require('child_process');
const HERE = __dirname, ROOT = path.dirname(HERE);
const KEYS = ['customer_name','plaintiff_name','law_firm_name','lawyer_email','lawsuit_state','lawsuit_amount','civil_number',
  'court_name','customer_street','customer_city','customer_state','customer_zip_code','determine_if_lawsuit_exists'];
const norm = s => s.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const STATES = {MN:'minnesota',MO:'missouri',OK:'oklahoma',CT:'connecticut',ND:'north dakota',ID:'idaho',KY:'kentucky',NE:'nebraska',CO:'colorado',TX:'texas'};
const money = n => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
(async () => {
  const truth = JSON.parse(fs.readFileSync(path.join(ROOT, 'truth.json'), 'utf8'));
  const photoSizes = JSON.parse(execFileSync('python3', ['-c',
    'import json,sys; sys.path.insert(0,"' + HERE + '"); from data import DOCS; print(json.dumps({d["id"]: d["photo"]["size"] for d in DOCS}))']).toString());
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const texts = {}; let fails = 0, checks = 0;
  const fail = m => { fails++; console.log('FAIL', m); };
  if (truth.length !== 20) fail('truth has ' + truth.length + ' entries');
  for (const t of truth) {
    checks++;
    if (JSON.stringify(Object.keys(t.expected)) !== JSON.stringify(KEYS)) fail(t.file + ' expected keys');
    const img = path.join(ROOT, t.file);
    if (!fs.existsSync(img)) { fail(t.file + ' missing'); continue; }
    const size = execFileSync('identify', ['-format', '%wx%h', img]).toString();
    const want = t.clean ? '1700x2200' : photoSizes[t.id].join('x');
    if (size !== want) fail(`${t.file} size ${size} != ${want}`);
    const twin = truth.filter(u => u.id === t.id);
    if (twin.length !== 2 || JSON.stringify(twin[0].expected) !== JSON.stringify(twin[1].expected)) fail(t.id + ' pair differs');
  }
  for (const t of truth.filter(t => t.clean)) {
    const page = await ctx.newPage();
    await page.goto('file://' + path.join(HERE, 'html', t.id + '.html'));
    const raw = await page.evaluate(() => document.body.innerText); await page.close();
    const n = ' ' + norm(raw) + ' ', ns = norm(raw).replace(/ /g, '');
    const has = s => n.includes(' ' + norm(s) + ' ');
    const e = t.expected; const ok = [];
    const need = (k, cond) => { checks++; if (!cond) fail(`${t.id} ${k} = ${JSON.stringify(e[k])} not found`); else ok.push(k); };
    // customer name: as printed, or printed "Last, First Middle [Suffix]"
    const parts = e.customer_name.split(' '); const suf = /^(jr|sr|ii|iii|iv)\.?$/i.test(parts.at(-1)) ? parts.pop() : null;
    const rev = parts.at(-1) + ', ' + parts.slice(0, -1).join(' ') + (suf ? ' ' + suf : '');
    need('customer_name', has(e.customer_name) || has(rev));
    need('plaintiff_name', has(e.plaintiff_name));
    if (e.law_firm_name !== null) need('law_firm_name', has(e.law_firm_name));
    if (e.lawyer_email !== null) need('lawyer_email', raw.toLowerCase().includes(e.lawyer_email.toLowerCase()));
    need('lawsuit_state', has(e.lawsuit_state) || has(STATES[e.lawsuit_state]));
    need('lawsuit_amount', has(money(e.lawsuit_amount)));
    if (e.civil_number !== null) need('civil_number', ns.includes(norm(e.civil_number).replace(/ /g, '')));
    if (e.court_name !== null) need('court_name', has(e.court_name) || e.court_name.split(', ').every(has));
    for (const k of ['customer_street', 'customer_city', 'customer_state', 'customer_zip_code']) need(k, has(e[k]));
    need('determine_if_lawsuit_exists', e.determine_if_lawsuit_exists === (e.court_name !== null));
    console.log(t.id, 'ok:', ok.length, 'fields');
  }
  await browser.close();
  console.log(`${checks} checks, ${fails} failures`);
  process.exit(fails ? 1 : 0);
})();
