// Renders gen/html/NN.html -> NN-clean.png (1700x2200) and gen/text/NN.txt (innerText)
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
const HERE = __dirname, ROOT = path.dirname(HERE);
(async () => {
  const ids = process.argv.slice(2).length ? process.argv.slice(2) :
    fs.readdirSync(path.join(HERE, 'html')).filter(f => f.endsWith('.html')).map(f => f.slice(0, 2)).sort();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  fs.mkdirSync(path.join(HERE, 'text'), { recursive: true });
  for (const id of ids) {
    const page = await ctx.newPage();
    await page.goto('file://' + path.join(HERE, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ROOT, id + '-clean.png') });
    fs.writeFileSync(path.join(HERE, 'text', id + '.txt'), await page.evaluate(() => document.body.innerText));
    await page.close();
    console.log('rendered', id);
  }
  await browser.close();
})();
