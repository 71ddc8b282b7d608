// Renders gen/html/NN.html to ../NN-clean.png (1700x2200) and dumps innerText to gen/text/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const here = __dirname, out = path.join(here, '..');
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const files = fs.readdirSync(path.join(here, 'html')).filter(f => f.endsWith('.html')).sort()
    .filter(f => !ids.length || ids.includes(f.slice(0, 2)));
  for (const f of files) {
    const id = f.slice(0, 2);
    await page.goto('file://' + path.join(here, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    const over = await page.evaluate(() => { const p = document.querySelector('.page');
      let m = 0; p.querySelectorAll('*').forEach(e => { const r = e.getBoundingClientRect(); if (r.height) m = Math.max(m, r.bottom); }); return m; });
    await page.screenshot({ path: path.join(out, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.join(here, 'text', id + '.txt'), await page.evaluate(() => document.body.innerText));
    console.log(id, 'rendered; lowest element bottom', Math.round(over), over > 1056 ? 'OVERFLOW' : '');
  }
  await browser.close();
})();
