// Render gen/html/NN.html and ../NN-clean.png (1700x2200) with Chromium; dump innerText to gen/text/NN.txt
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const L = require('./layouts.js');
const data = JSON.parse(fs.readFileSync(path.join(__dirname, 'data.json'), 'utf8'));
const only = process.argv.slice(2);
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const d of data) {
    if (only.length && !only.includes(d.id)) continue;
    const html = L[d.id](d.e);
    const hp = path.join(__dirname, 'html', d.id + '.html');
    fs.writeFileSync(hp, html);
    await page.goto('file://' + hp);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(__dirname, '..', d.id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const txt = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.txt'), txt);
    const over = await page.evaluate(() => { const p = document.querySelector('.pg'); return p.scrollHeight > 1056; });
    console.log(d.id, 'rendered', over ? 'OVERFLOW' : '');
  }
  await browser.close();
})();
