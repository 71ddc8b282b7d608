// Render html/NN.html -> NN-clean.png (1700x2200) and html/NN.txt (innerText), one at a time.
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const ROOT = path.resolve(__dirname, '..');
(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of ids) {
    await page.goto('file://' + path.join(ROOT, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ROOT, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.join(ROOT, 'html', id + '.txt'), await page.evaluate(() => document.body.innerText));
    console.log('rendered', id);
  }
  await browser.close();
})();
