// Renders gen/html/NN.html to ../NN-clean.png (1700x2200) and dumps innerText to gen/text/NN.txt
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const here = __dirname, out = path.join(here, '..');
  fs.mkdirSync(path.join(here, 'text'), { recursive: true });
  const ids = process.argv.slice(2).length ? process.argv.slice(2) :
    fs.readdirSync(path.join(here, 'html')).filter(f => f.endsWith('.html')).map(f => f.slice(0, 2)).sort();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const pg = await ctx.newPage();
  for (const id of ids) {
    await pg.goto('file://' + path.join(here, 'html', id + '.html'));
    await pg.evaluate(() => document.fonts.ready);
    const over = await pg.evaluate(() => { const p = document.querySelector('.page');
      return [...p.querySelectorAll('*')].some(e => { const r = e.getBoundingClientRect(); return r.bottom > 1056 + 1 && r.height > 0; }); });
    await pg.screenshot({ path: path.join(out, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    fs.writeFileSync(path.join(here, 'text', id + '.txt'), await pg.evaluate(() => document.body.innerText));
    console.log(id, over ? 'OVERFLOW' : 'ok');
  }
  await browser.close();
})();
