// Renders NN-clean.png one document at a time with Chromium (playwright-core), records the page text,
// the fonts Chromium actually used (CDP CSS.getPlatformFontsForNode) and a layout-fit check.
// usage: node render.js [all | 1 2 3 ...]
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { docs } = require('./data');
const T = require('./templates');
const { page } = require('./lib');

const OUT = path.resolve(__dirname, '..');
const nn = n => String(n).padStart(2, '0');
for (const dir of ['html', 'text', 'renderlog']) fs.mkdirSync(path.join(__dirname, dir), { recursive: true });

(async () => {
  const arg = process.argv.slice(2);
  const list = !arg.length || arg[0] === 'all' ? docs : docs.filter(d => arg.includes(String(d.n)));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--font-render-hinting=none'] });
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  for (const d of list) {
    const t = T[d.tpl](d);
    const html = page(d, t.html, t.foot || '', t.css || '');
    fs.writeFileSync(path.join(__dirname, 'html', nn(d.n) + '.html'), html);
    const pg = await ctx.newPage();
    await pg.setContent(html, { waitUntil: 'load' });
    await pg.evaluate(() => document.fonts.ready);
    const geo = await pg.evaluate(() => {
      const c = document.getElementById('content').getBoundingClientRect();
      const pgEl = document.getElementById('page');
      const cs = getComputedStyle(pgEl);
      const f = document.querySelector('.foot');
      let maxRight = 0;
      for (const el of document.querySelectorAll('#page *')) { const r = el.getBoundingClientRect(); if (r.width) maxRight = Math.max(maxRight, r.right); }
      return { contentBottom: c.bottom, footTop: f ? f.getBoundingClientRect().top : null,
        padBottom: parseFloat(cs.paddingBottom), maxRight, pageH: 1056, pageW: 816 };
    });
    const limit = geo.footTop !== null ? geo.footTop - 4 : geo.pageH - geo.padBottom + 10;
    const fits = geo.contentBottom <= limit && geo.maxRight <= 816 - 20;
    const text = await pg.evaluate(() => document.getElementById('page').innerText);
    fs.writeFileSync(path.join(__dirname, 'text', nn(d.n) + '.txt'), text);
    // fonts really used
    const cdp = await ctx.newCDPSession(pg);
    await cdp.send('DOM.enable'); await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const ids = [];
    (function walk(n) { if (n.nodeType === 1 && (n.children || []).some(c => c.nodeType === 3 && c.nodeValue.trim())) ids.push(n.nodeId); (n.children || []).forEach(walk); })(root);
    const fonts = {};
    for (const id of ids) {
      try {
        const r = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
        for (const f of r.fonts) fonts[f.familyName + ' [' + f.postScriptName + ']'] = (fonts[f.familyName + ' [' + f.postScriptName + ']'] || 0) + f.glyphCount;
      } catch (e) { /* node gone */ }
    }
    await cdp.detach();
    await pg.screenshot({ path: path.join(OUT, nn(d.n) + '-clean.png') });
    await pg.close();
    const fill = +(geo.contentBottom / limit).toFixed(2);
    const log = { n: d.n, id: d.id, requestedFont: d.font, fillFont: d.fillFont || null, fonts, geo, fits, fill };
    fs.writeFileSync(path.join(__dirname, 'renderlog', nn(d.n) + '.json'), JSON.stringify(log, null, 1));
    console.log(nn(d.n), d.id, 'fill=' + fill, fits ? 'fits' : `OVERFLOW bottom=${geo.contentBottom.toFixed(0)} limit=${limit.toFixed(0)} right=${geo.maxRight.toFixed(0)}`,
      Object.entries(fonts).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(', '));
  }
  await browser.close();
})().catch(e => { console.error(e); process.exit(1); });
