// Render gen/html/NN.html -> NN-clean.png (1700x2200) and save innerText to gen/text/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const gen = __dirname, out = path.dirname(gen);
  fs.mkdirSync(path.join(gen, 'text'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const f of fs.readdirSync(path.join(gen, 'html')).filter(f => f.endsWith('.html')).sort()) {
    const id = f.slice(0, 2);
    await page.goto('file://' + path.join(gen, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(out, id + '-clean.png') });
    fs.writeFileSync(path.join(gen, 'text', id + '.txt'), await page.evaluate(() => document.body.innerText));
    const over = await page.evaluate(() => document.querySelector('.pg').scrollHeight);
    console.log(id, 'scrollHeight', over);
  }
  await browser.close();
})();
