// Render docs to NN-clean.png (1700x2200) and save Chromium innerText to gen/text/NN.txt
const fs = require('fs'), path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const OUT = path.resolve(__dirname, '..');
function allDocs() {
  let d = require('./docs_a.js');
  if (fs.existsSync(path.join(__dirname, 'docs_b.js'))) d = d.concat(require('./docs_b.js'));
  return d;
}
(async () => {
  const want = process.argv.slice(2);
  const docs = allDocs().filter(d => !want.length || want.includes(d.id));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  for (const d of docs) {
    const html = `<!doctype html><html lang="${d.lang || 'en'}"><head><meta charset="utf-8"><style>${d.css}</style></head><body><div class="page">${d.html}</div></body></html>`;
    fs.writeFileSync(path.join(__dirname, 'html', d.id + '.html'), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const fam = await page.evaluate(() => [...document.fonts].map(f => f.family));
    const text = await page.evaluate(() => document.querySelector('.page').innerText);
    const overflow = await page.evaluate(() => { const p = document.querySelector('.page'); return p.scrollHeight - p.clientHeight; });
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.txt'), text);
    await page.screenshot({ path: path.join(OUT, d.id + '-clean.png'), clip: { x: 0, y: 0, width: 816, height: 1056 } });
    console.log(d.id, 'rendered; overflow px =', overflow);
  }
  await browser.close();
})();
