// Render gen/html/NN.html -> NN-clean.png (1700x2200), and record innerText + fonts Chromium actually used.
// Usage: node render.js [NN ...]   (one page at a time, one browser)
const fs = require('fs'), path = require('path');
const { Browser } = require('./cdp');
const OUT = path.resolve(__dirname, '..'), HT = path.join(__dirname, 'html'), TX = path.join(__dirname, 'text');
fs.mkdirSync(TX, { recursive: true });
(async () => {
  let ids = process.argv.slice(2);
  if (!ids.length) ids = fs.readdirSync(HT).filter(f => f.endsWith('.html')).map(f => f.slice(0, 2)).sort();
  const b = await Browser.launch(); const p = await b.newPage();
  await p.send('Emulation.setDeviceMetricsOverride', { width: 816, height: 1056, deviceScaleFactor: 1700 / 816, mobile: false });
  const fontsAll = fs.existsSync(path.join(TX, 'fonts.json')) ? JSON.parse(fs.readFileSync(path.join(TX, 'fonts.json'))) : {};
  for (const id of ids) {
    const ld = b.waitEvent('Page.loadEventFired', p.sessionId);
    await p.send('Page.navigate', { url: 'file://' + path.join(HT, id + '.html') }); await ld;
    await p.send('Runtime.evaluate', { expression: 'document.fonts.ready.then(()=>1)', awaitPromise: true });
    const ev = async (e) => (await p.send('Runtime.evaluate', { expression: e, returnByValue: true })).result.value;
    const text = await ev('document.body.innerText');
    const overflow = await ev(`(()=>{const out=[];for(const el of document.querySelectorAll('.page *')){const r=el.getBoundingClientRect();if(r.width&&(r.bottom>1056.5||r.right>816.5||r.left<-0.5))out.push(el.tagName+'.'+el.className+' '+Math.round(r.bottom)+' '+Math.round(r.right)+' '+(el.textContent||'').slice(0,40))}return out.slice(0,6)})()`);
    const shot = await p.send('Page.captureScreenshot', { format: 'png', fromSurface: true });
    fs.writeFileSync(path.join(OUT, id + '-clean.png'), Buffer.from(shot.data, 'base64'));
    fs.writeFileSync(path.join(TX, id + '.txt'), text);
    // fonts actually used, per family, weighted by glyph count
    const { root } = await p.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await p.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body, body *' });
    const fam = {};
    for (const nid of nodeIds) {
      try { const r = await p.send('CSS.getPlatformFontsForNode', { nodeId: nid });
        for (const f of r.fonts) fam[f.familyName] = (fam[f.familyName] || 0) + f.glyphCount; } catch (e) {}
    }
    fontsAll[id] = fam;
    console.log(id, 'fonts', JSON.stringify(fam), overflow.length ? 'OVERFLOW ' + JSON.stringify(overflow) : 'fits');
  }
  fs.writeFileSync(path.join(TX, 'fonts.json'), JSON.stringify(fontsAll, null, 1));
  await b.close();
})().catch(e => { console.error(e); process.exit(1); });
