// node gen/render.js [ids...]  -> NN-clean.png (1700x2200) and gen/text/NN.txt (innerText)
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const root = path.resolve(__dirname, '..');
(async () => {
  let ids = process.argv.slice(2);
  if (!ids.length) ids = fs.readdirSync(path.join(__dirname, 'html')).map(f => f.slice(0, 2)).sort();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of ids) {
    await page.goto('file://' + path.join(__dirname, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(root, id + '-clean.png') });
    fs.writeFileSync(path.join(__dirname, 'text', id + '.txt'), await page.evaluate(() => document.body.innerText));
    const over = await page.evaluate(() => { const p = document.querySelector('.page'); return p.scrollHeight > p.clientHeight + 1; });
    console.log(id, over ? 'OVERFLOW' : 'ok');
  }
  await browser.close();
})();
