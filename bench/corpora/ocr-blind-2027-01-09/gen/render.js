// Renders gen/html/NN.html -> NN-clean.png (1700x2200) and gen/text/NN.txt (innerText).
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const here = __dirname, out = path.join(here, '..');
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of ids) {
    await page.goto('file://' + path.join(here, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    const over = await page.evaluate(() => { const p = document.querySelector('.page');
      let m = 0; for (const e of p.querySelectorAll('*')) { const r = e.getBoundingClientRect(); if (r.bottom > m && getComputedStyle(e).position !== 'absolute') m = r.bottom; } return m; });
    await page.screenshot({ path: path.join(out, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const txt = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(here, 'text', id + '.txt'), txt);
    console.log(id, 'content bottom', Math.round(over), over > 1030 ? 'OVERFLOW?' : 'ok');
  }
  await browser.close();
})();
