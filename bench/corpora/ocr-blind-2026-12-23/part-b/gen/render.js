// Renders gen/html/NN.html to ../NN-clean.png (1700x2200) and dumps innerText to gen/text/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const gen = __dirname, root = path.dirname(gen);
  fs.mkdirSync(path.join(gen, 'text'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const ids = fs.readdirSync(path.join(gen, 'html')).filter(f => f.endsWith('.html')).map(f => f.slice(0, -5)).sort();
  for (const id of ids) {
    await page.goto('file://' + path.join(gen, 'html', id + '.html'));
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(root, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const txt = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(gen, 'text', id + '.txt'), txt);
    // overflow check
    const sh = await page.evaluate(() => { const p = document.querySelector('.page'); return [p.scrollHeight, p.scrollWidth]; });
    console.log(id, 'rendered', sh[0] > 1056 || sh[1] > 816 ? 'OVERFLOW ' + sh : '');
  }
  await browser.close();
})();
