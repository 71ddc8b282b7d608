// Render gen/html/NN.html to ../NN-clean.png (1700x2200) and gen/text/NN.txt (innerText) via Chromium CDP.
// Usage: node --experimental-websocket render.mjs [ids...]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
const here = path.dirname(new URL(import.meta.url).pathname);
const out = path.resolve(here, '..');
const ids = process.argv.slice(2).length ? process.argv.slice(2) :
  fs.readdirSync(path.join(here, 'html')).filter(f => f.endsWith('.html')).map(f => f.slice(0, -5)).sort();
const port = 9333 + Math.floor(Math.random() * 500);
const prof = fs.mkdtempSync('/tmp/chr-');
const chr = spawn('/usr/bin/chromium', ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars',
  `--remote-debugging-port=${port}`, `--user-data-dir=${prof}`, 'about:blank'], { stdio: 'ignore' });
const sleep = ms => new Promise(r => setTimeout(r, ms));
let ver;
for (let i = 0; i < 100; i++) {
  try { ver = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json(); if (ver.find(t => t.type === 'page')) break; } catch {}
  await sleep(200);
}
const page = ver.find(t => t.type === 'page');
const ws = new WebSocket(page.webSocketDebuggerUrl);
await new Promise(r => ws.addEventListener('open', r));
let nid = 0; const pend = new Map(); const evw = [];
ws.addEventListener('message', m => {
  const d = JSON.parse(m.data);
  if (d.id && pend.has(d.id)) { pend.get(d.id)(d); pend.delete(d.id); }
  else if (d.method) evw.filter(w => w.method === d.method).forEach(w => { w.res(d); evw.splice(evw.indexOf(w), 1); });
});
const send = (method, params = {}) => new Promise(r => { const id = ++nid; pend.set(id, r); ws.send(JSON.stringify({ id, method, params })); });
const once = method => new Promise(res => evw.push({ method, res }));
await send('Page.enable');
await send('Emulation.setDeviceMetricsOverride', { width: 816, height: 1056, deviceScaleFactor: 1700 / 816, mobile: false });
for (const id of ids) {
  const loaded = once('Page.loadEventFired');
  await send('Page.navigate', { url: 'file://' + path.join(here, 'html', id + '.html') });
  await loaded;
  await send('Runtime.evaluate', { expression: 'document.fonts.ready.then(()=>1)', awaitPromise: true });
  await sleep(150);
  const shot = await send('Page.captureScreenshot', { format: 'png', clip: { x: 0, y: 0, width: 816, height: 1056, scale: 1 }, captureBeyondViewport: false });
  fs.writeFileSync(path.join(out, id + '-clean.png'), Buffer.from(shot.result.data, 'base64'));
  const t = await send('Runtime.evaluate', { expression: 'document.body.innerText', returnByValue: true });
  fs.writeFileSync(path.join(here, 'text', id + '.txt'), t.result.result.value);
  const ov = await send('Runtime.evaluate', { expression: 'document.querySelector(".page").scrollHeight', returnByValue: true });
  console.log(id, 'rendered; scrollHeight', ov.result.result.value);
}
ws.close(); chr.kill();
await new Promise(r => { chr.on("exit", r); setTimeout(r, 3000); }); try { fs.rmSync(prof, { recursive: true, force: true }); } catch {}
process.exit(0);
