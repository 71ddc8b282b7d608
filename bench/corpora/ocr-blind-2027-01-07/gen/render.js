// usage: node render.js [ids...]  -> html/NN.html, ../NN-clean.png, text/NN.txt (innerText)
const fs = require('fs'), path = require('path');
const {chromium} = require('/work/main/node_modules/playwright-core');
const docs = [...require('./docs1'), ...require('./docs2')];
(async () => {
  const want = process.argv.slice(2);
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
  const ctx = await browser.newContext({viewport: {width: 816, height: 1056}, deviceScaleFactor: 1700 / 816});
  const pg = await ctx.newPage();
  for (const d of docs) {
    if (want.length && !want.includes(d.id)) continue;
    const hp = path.join(__dirname, 'html', d.id + '.html');
    fs.writeFileSync(hp, d.html());
    await pg.goto('file://' + hp);
    await pg.evaluate(() => document.fonts.ready);
    const info = await pg.evaluate(() => ({t: document.body.innerText, h: document.body.scrollHeight, w: document.body.scrollWidth,
      over: [...document.querySelectorAll('body *')].filter(e => { const r = e.getBoundingClientRect(); return r.bottom > 1056 || r.right > 816; }).length}));
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.txt'), info.t);
    // fonts actually used (Chromium's platform fonts, glyph counts)
    const cdp = await ctx.newCDPSession(pg);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument', {depth: -1});
    const {nodeIds} = await cdp.send('DOM.querySelectorAll', {nodeId: root.nodeId, selector: 'body, body *'});
    const fonts = {};
    for (const n of nodeIds) {
      const r = await cdp.send('CSS.getPlatformFontsForNode', {nodeId: n}).catch(() => ({fonts: []}));
      for (const f of r.fonts) fonts[f.familyName] = (fonts[f.familyName] || 0) + f.glyphCount;
    }
    await cdp.detach();
    fs.writeFileSync(path.join(__dirname, 'text', d.id + '.fonts.json'), JSON.stringify(fonts));
    console.log(d.id, 'fonts', JSON.stringify(fonts));
    await pg.screenshot({path: path.join(__dirname, '..', d.id + '-clean.png')});
    console.log(d.id, 'scrollH', info.h, 'overflowing elements', info.over);
  }
  await browser.close();
})();
