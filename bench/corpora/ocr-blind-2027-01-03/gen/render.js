// Render gen/html/NN.html (built from layouts.js + data.js) to ../NN-clean.png and save innerText to text/NN.txt
// usage: node render.js [ids...]
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const docs = require('./data.js');
const layouts = require('./layouts.js');
(async () => {
  const want = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const d of docs) {
    if (want.length && !want.includes(d.id)) continue;
    if (!layouts[d.id]) { console.log('no layout', d.id); continue; }
    const html = layouts[d.id](d);
    fs.writeFileSync(path.join(__dirname, 'html', d.id + '.html'), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const over = await page.evaluate(() => document.documentElement.scrollHeight);
    if (over > 1056) console.log('WARN overflow', d.id, over);
    await page.screenshot({ path: path.join(__dirname, '..', d.id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.txt'), await page.evaluate(() => document.body.innerText));
    console.log('rendered', d.id);
  }
  await browser.close();
})();
