// Renders gen/html/NN.html -> NN-clean.png (1700x2200) and gen/text/NN.txt (innerText)
const { chromium } = require('/work/main/node_modules/playwright-core');
const fs = require('fs'), path = require('path');
(async () => {
  const gen = __dirname, out = path.dirname(gen);
  fs.mkdirSync(path.join(gen, 'text'), { recursive: true });
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const f of fs.readdirSync(path.join(gen, 'html')).sort()) {
    const id = f.replace('.html', '');
    if (only.length && !only.includes(id)) continue;
    await page.goto('file://' + path.join(gen, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(out, id + '-clean.png') });
    fs.writeFileSync(path.join(gen, 'text', id + '.txt'), await page.evaluate(() => document.body.innerText));
    const over = await page.evaluate(() => { let m = 0, f = 1056; for (const e of document.querySelectorAll('.pg *')) { if (e.closest('[style*="absolute"]') || getComputedStyle(e).position === 'absolute') { if (/bottom:\s*0/.test(e.getAttribute('style') || '')) f = Math.min(f, e.getBoundingClientRect().top); continue; } m = Math.max(m, e.getBoundingClientRect().bottom); } return Math.round(m) + ' footer top ' + Math.round(f) + (m > f ? ' OVERLAP' : ''); });
    console.log(id, 'rendered, content bottom', over);
  }
  await browser.close();
})();
