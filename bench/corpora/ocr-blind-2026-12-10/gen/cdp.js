// Minimal Chrome DevTools Protocol driver over --remote-debugging-pipe (no dependencies).
const { spawn } = require('child_process');
class Browser {
  static async launch(exe = '/usr/bin/chromium') {
    const b = new Browser();
    b.proc = spawn(exe, ['--no-sandbox', '--headless', '--remote-debugging-pipe', '--disable-gpu',
      '--hide-scrollbars', '--disable-extensions', '--no-first-run', '--mute-audio',
      '--renderer-process-limit=1', '--disable-features=Translate', 'about:blank'],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    b.proc.stderr.on('data', () => {});
    b.out = b.proc.stdio[3]; b.inp = b.proc.stdio[4];
    b.id = 0; b.pending = new Map(); b.listeners = []; b.buf = '';
    b.inp.on('data', (chunk) => {
      b.buf += chunk.toString('utf8');
      let i;
      while ((i = b.buf.indexOf('\0')) >= 0) {
        const msg = JSON.parse(b.buf.slice(0, i)); b.buf = b.buf.slice(i + 1);
        if (msg.id && b.pending.has(msg.id)) {
          const { res, rej, method } = b.pending.get(msg.id); b.pending.delete(msg.id);
          msg.error ? rej(new Error(method + ': ' + JSON.stringify(msg.error))) : res(msg.result);
        } else if (msg.method) { for (const l of b.listeners.slice()) l(msg); }
      }
    });
    return b;
  }
  send(method, params = {}, sessionId) {
    const id = ++this.id;
    const m = { id, method, params }; if (sessionId) m.sessionId = sessionId;
    this.out.write(JSON.stringify(m) + '\0');
    return new Promise((res, rej) => this.pending.set(id, { res, rej, method }));
  }
  waitEvent(method, sessionId, timeout = 30000) {
    return new Promise((res, rej) => {
      const t = setTimeout(() => { this.listeners = this.listeners.filter(x => x !== f); rej(new Error('timeout ' + method)); }, timeout);
      const f = (m) => { if (m.method === method && (!sessionId || m.sessionId === sessionId)) {
        clearTimeout(t); this.listeners = this.listeners.filter(x => x !== f); res(m.params); } };
      this.listeners.push(f);
    });
  }
  async newPage() {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const s = (m, p) => this.send(m, p, sessionId);
    await s('Page.enable'); await s('DOM.enable'); await s('CSS.enable'); await s('Runtime.enable');
    return { sessionId, targetId, send: s, browser: this };
  }
  async close() { try { await this.send('Browser.close'); } catch (e) {} this.proc.kill(); }
}
module.exports = { Browser };
