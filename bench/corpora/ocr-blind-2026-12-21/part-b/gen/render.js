// Render gen/html/NN.html to ../NN-clean.png at 1700x2200 with Chromium via playwright-core.
const { chromium } = require('/work/main/node_modules/playwright-core');
const path = require('path'), fs = require('fs');
(async () => {
  const ids = process.argv.slice(2);
  const htmlDir = path.join(__dirname, 'html');
  const list = ids.length ? ids : fs.readdirSync(htmlDir).filter(f => f.endsWith('.html')).map(f => f.slice(0, -5)).sort();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const id of list) {
    await page.goto('file://' + path.join(htmlDir, id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(__dirname, '..', id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    console.log('rendered', id);
  }
  await browser.close();
})();
