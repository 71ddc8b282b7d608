// Render each document's HTML with Chromium to NN-clean.png (1700x2200) and save innerText for the truth check.
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const OUT = path.resolve(__dirname, '..');
const docs = require('./docs').docs;
(async () => {
  const want = process.argv.slice(2);
  fs.mkdirSync(path.join(__dirname, 'html'), { recursive: true });
  fs.mkdirSync(path.join(__dirname, 'text'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const pg = await ctx.newPage();
  for (const d of docs) {
    if (want.length && !want.includes(d.id)) continue;
    const hf = path.join(__dirname, 'html', d.id + '.html');
    fs.writeFileSync(hf, d.html);
    await pg.goto('file://' + hf);
    await pg.evaluate(() => document.fonts.ready);
    await pg.screenshot({ path: path.join(OUT, d.id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const txt = await pg.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.txt'), txt);
    const over = await pg.evaluate(() => { const p = document.querySelector('.page'); return p.scrollHeight - p.clientHeight; });
    console.log(d.id, 'rendered', over > 0 ? 'OVERFLOW ' + over + 'px' : 'fits');
  }
  await browser.close();
})();
