// Render every document to NN-clean.png (1700 x 2200 px, letter proportions) and write truth.json.
// Usage: node gen/render.js [id ...]
'use strict';
const path = require('path');
const fs = require('fs');
const { chromium } = require('/work/main/node_modules/playwright-core');
const { BASE_CSS } = require('./common');

const OUT = path.resolve(__dirname, '..');
const docs = [...require('./docs_a'), ...require('./docs_b'), ...require('./docs_c')];
const KEYS = ['customer_name', 'plaintiff_name', 'law_firm_name', 'lawyer_email', 'lawsuit_state',
  'lawsuit_amount', 'civil_number', 'court_name', 'customer_street', 'customer_city', 'customer_state',
  'customer_zip_code', 'determine_if_lawsuit_exists'];

(async () => {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  // 816 CSS px = 8.5 in at 96 dpi, so CSS pt sizes are true print sizes; scale to 1700 px wide.
  const ctx = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1700 / 816 });
  const page = await ctx.newPage();
  for (const d of docs) {
    if (only.length && !only.includes(d.id)) continue;
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}\n${d.css || ''}</style></head>
<body><div class="page">${d.html}</div></body></html>`;
    fs.mkdirSync(path.join(OUT, 'gen', 'html'), { recursive: true });
    fs.writeFileSync(path.join(OUT, 'gen', 'html', `${d.id}.html`), html);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const over = await page.evaluate(() => {
      const p = document.querySelector('.page');
      let maxB = 0;
      for (const el of p.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (getComputedStyle(el).position !== 'absolute' && r.height > 0) maxB = Math.max(maxB, r.bottom);
      }
      return Math.round(maxB);
    });
    const file = path.join(OUT, `${d.id}-clean.png`);
    await page.screenshot({ path: file, clip: { x: 0, y: 0, width: 816, height: 1056 } });
    console.log(d.id, d.state, 'content bottom', over, over > 1030 ? '  <-- OVERFLOW' : '');
  }
  await browser.close();

  if (!only.length) {
    const truth = [];
    for (const d of docs) {
      const e = {};
      for (const k of KEYS) {
        if (!(k in d.expected)) throw new Error(`${d.id} missing ${k}`);
        e[k] = d.expected[k];
      }
      for (const clean of [true, false]) {
        truth.push({ file: `${d.id}-${clean ? 'clean.png' : 'photo.jpg'}`, id: d.id, state: d.state,
          kind: d.kind, layout: d.layout, font: d.font, clean, expected: e });
      }
    }
    fs.writeFileSync(path.join(OUT, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
    console.log('truth.json entries:', truth.length);
  }
})();
