// Renders gen/html/NN.html -> NN-clean.png (1700x2200) and saves Chromium innerText to gen/text/NN.txt
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const L = require('./layouts'), D = require('./data');
const OUT = path.resolve(__dirname, '..');
(async () => {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const d of D) {
    if (only.length && !only.includes(d.id)) continue;
    const html = L[d.id]();
    const hp = path.join(__dirname, 'html', d.id + '.html');
    fs.writeFileSync(hp, html);
    await page.goto('file://' + hp);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(OUT, d.id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const txt = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.txt'), txt);
    const over = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.wrap,.foot')].map(e => e.getBoundingClientRect().bottom)));
    console.log(d.id, 'rendered; content bottom', Math.round(over));
  }
  await browser.close();
})();
