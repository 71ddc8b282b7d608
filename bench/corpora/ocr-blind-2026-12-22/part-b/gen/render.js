// Render gen/html/NN.html to ../NN-clean.png (1700x2200) and save innerText to gen/text/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const here = __dirname, out = path.dirname(here);
  fs.mkdirSync(path.join(here, 'text'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const ids = process.argv.slice(2).length ? process.argv.slice(2) : fs.readdirSync(path.join(here, 'html')).map(f => f.slice(0, 2)).sort();
  for (const id of ids) {
    await page.goto('file://' + path.join(here, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    const text = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(here, 'text', id + '.txt'), text);
    const over = await page.evaluate(() => document.body.scrollHeight > 1056 || document.body.scrollWidth > 816 ||
      [...document.querySelectorAll('body *')].some(e => { const r = e.getBoundingClientRect(); return r.bottom > 1056 && r.height > 0; }));
    await page.screenshot({ path: path.join(out, id + '-clean.png'), fullPage: false });
    console.log(id, over ? 'OVERFLOW' : 'ok');
  }
  await browser.close();
})();
