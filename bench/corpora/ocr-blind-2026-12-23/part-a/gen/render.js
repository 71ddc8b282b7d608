// Render gen/html/NN.html to ../NN-clean.png (1700x2200) and dump innerText to gen/text/NN.txt
const path = require('path'), fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
(async () => {
  const here = __dirname, out = path.resolve(here, '..');
  fs.mkdirSync(path.join(here, 'text'), { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  const files = fs.readdirSync(path.join(here, 'html')).filter(f => f.endsWith('.html')).sort();
  for (const f of files) {
    const id = f.replace('.html', '');
    await page.goto('file://' + path.join(here, 'html', f));
    await page.evaluate(() => document.fonts.ready);
    const info = await page.evaluate(() => {
      const c = document.getElementById('content');
      const r = c.getBoundingClientRect();
      const fams = new Set();
      document.querySelectorAll('*').forEach(e => fams.add(getComputedStyle(e).fontFamily));
      return { bottom: r.bottom, text: document.body.innerText, fams: [...fams] };
    });
    fs.writeFileSync(path.join(here, 'text', id + '.txt'), info.text);
    await page.screenshot({ path: path.join(out, id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    console.log(id, 'content bottom', Math.round(info.bottom), info.bottom > 1040 ? 'OVERFLOW' : 'ok', info.fams.join(' | '));
  }
  await browser.close();
})();
