// Render gen/html/NN.html to ../NN-clean.png (1700x2200) and dump innerText to gen/text/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const ids = process.argv.slice(2);
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await b.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of ids) {
    await page.goto('file://' + path.resolve(__dirname, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    const over = await page.evaluate(() => { const p = document.querySelector('.page'); return p.scrollHeight - p.clientHeight; });
    if (over > 0) console.log(id, 'OVERFLOW', over);
    await page.screenshot({ path: path.resolve(__dirname, '..', id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.resolve(__dirname, 'text', id + '.txt'), await page.evaluate(() => document.body.innerText));
    console.log(id, 'ok');
  }
  await b.close();
})();
