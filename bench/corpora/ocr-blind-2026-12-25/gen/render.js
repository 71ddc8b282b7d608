// Render gen/docs/NN.js -> ../NN-clean.png (1700x2200) and text/NN.txt (innerText). Usage: node render.js 01 02 ...
const path = require('path'), fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
const ROOT = path.resolve(__dirname, '..');
(async () => {
  const ids = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  for (const id of ids) {
    const doc = require(`./docs/${id}.js`);
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
      html,body{margin:0;padding:0;background:#fff;color:#111}
      .page{position:relative;width:816px;height:1056px;overflow:hidden;box-sizing:border-box}
      ${doc.css}</style></head><body><div class="page">${doc.html}</div></body></html>`;
    fs.writeFileSync(path.join(__dirname, 'text', `${id}.html`), html);
    const page = await ctx.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const over = await page.evaluate(() => { const p = document.querySelector('.page'); return p.scrollHeight - p.clientHeight; });
    if (over > 0) console.error(`WARNING ${id}: content overflows page by ${over}px`);
    await page.screenshot({ path: path.join(ROOT, `${id}-clean.png`), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    const text = await page.evaluate(() => document.body.innerText);
    fs.writeFileSync(path.join(__dirname, 'text', `${id}.txt`), text);
    await page.close();
    console.log('rendered', id);
  }
  await browser.close();
})().catch(e => { console.error(e); process.exit(1); });
