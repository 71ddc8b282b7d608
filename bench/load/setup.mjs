// What the run checks and prepares before the users go: the cookie prefix and Socket.IO Origin the
// target expects, the files the users upload, and that the target knows the fixtures' sessions.
import { io as connect } from 'socket.io-client';
import { serverRequire } from './settings.mjs';
import { describeErrorBody } from './stats.mjs';

/** Production cookies carry the __Host- prefix: read it off the CSRF cookie the server sets. */
export async function cookiePrefixOf(base) {
  const res = await fetch(`${base}/api/csrf`);
  if (!res.ok) throw new Error(`GET ${base}/api/csrf answered ${res.status}`);
  return res.headers.getSetCookie().some((c) => c.startsWith('__Host-')) ? '__Host-' : '';
}

/**
 * The Origin the Socket.IO handshake must carry: the server's PUBLIC_URL origin or its own host
 * (platform/realtime.ts). Tries LOAD_ORIGIN, the URL's origin, then localhost and 127.0.0.1 on its port.
 */
export async function socketOrigin(base, user) {
  const url = new URL(base);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const candidates = [...new Set([process.env.LOAD_ORIGIN, url.origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter(Boolean))];
  for (const origin of candidates) {
    const ok = await new Promise((resolve) => {
      const s = connect(base, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 10_000,
        auth: { realm: user.realm },
        extraHeaders: { cookie: user.cookie, origin },
      });
      const done = (accepted) => {
        s.disconnect();
        resolve(accepted);
      };
      s.once('connect', () => done(true));
      s.once('connect_error', () => done(false));
    });
    if (ok) return origin;
  }
  throw new Error(`no Origin was accepted by ${base}/socket.io (tried ${candidates.join(', ')}); set LOAD_ORIGIN to the server's PUBLIC_URL`);
}

export async function testFiles() {
  const { PDFDocument, StandardFonts } = serverRequire('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('Settlement agreement (load benchmark)', { x: 72, y: 720, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return {
    pdf: Buffer.from(await doc.save()),
    // A 1×1 PNG: the smallest "photo of the papers".
    png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  };
}

/** Fails fast when the target does not know the sessions the fixtures wrote (another database?). */
export async function checkSessions(base, collector, consumer) {
  for (const [u, route] of [
    [collector, '/collectors/api/check_auth'],
    [consumer, '/api/v1/check_auth'],
  ]) {
    const res = await fetch(`${base}${route}`, { headers: { cookie: u.cookie } });
    if (!res.ok) {
      throw new Error(`${route} answered ${describeErrorBody(res.status, await res.text())}: is LOAD_DATABASE_URL the database of ${base}?`);
    }
    await res.arrayBuffer();
  }
}
