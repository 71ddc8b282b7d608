import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import client from 'prom-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Balancer, createBalancer } from './balancer.js';

// The proxy's part of a rolling restart, on two tiny upstreams: a slot changes target, what was in
// flight on the old one finishes, and its WebSockets are closed so that clients reconnect.
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An upstream that answers its name, after `?wait=ms`, and accepts any WebSocket upgrade. */
async function upstream(name: string) {
  const server = http.createServer((req, res) => {
    const wait = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('wait') ?? 0);
    setTimeout(() => res.end(name), wait);
  });
  const upgraded: Duplex[] = [];
  // Upgraded sockets keep a server's close waiting: they go first.
  closers.push(async () => {
    for (const socket of upgraded) socket.destroy();
  });
  server.on('upgrade', (_req, socket) => {
    upgraded.push(socket);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  return { url: await listen(server), upgraded };
}

async function start(targets: string[]): Promise<{ balancer: Balancer; base: string }> {
  const balancer = createBalancer(targets);
  const base = await listen(balancer.server);
  closers.push(() => balancer.close());
  return { balancer, base };
}

/** A WebSocket-style upgrade through the proxy; resolves once switched, with a promise of its close. */
function upgrade(base: string): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/socket.io/?transport=websocket`, { headers: { connection: 'Upgrade', upgrade: 'websocket' } });
    req.on('upgrade', (_res, socket) => {
      socket.on('error', () => {});
      resolve({ closed: new Promise((r) => socket.once('close', () => r())) });
    });
    req.on('error', reject);
    req.end();
  });
}

const text = async (url: string) => (await fetch(url)).text();

describe('the balancer during a rolling restart', () => {
  it('sends new requests to the new target at once and lets the old one finish what it holds', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')];
    const { balancer, base } = await start([a.url]);
    const socket = await upgrade(base);
    const slowSent = Date.now();
    const slow = text(`${base}/slow?wait=600`);
    await new Promise((r) => setTimeout(r, 100));

    expect(balancer.replace(0, b.url)).toBe(a.url);
    expect(await text(`${base}/now`)).toBe('b');

    const drained = await balancer.drain(a.url, 5_000);
    // The drain ended only once the request in flight was answered, which the old target does 600 ms after
    // receiving it. Measured from when it was sent, not from the drain's start: a slow "/now" on a loaded
    // machine shortened the drain's own wait below a fixed bar (CI, 360 ms against 400).
    expect(Date.now() - slowSent).toBeGreaterThanOrEqual(590);
    expect(await slow).toBe('a');
    expect(drained).toEqual({ unfinished: 0, socketsMoved: 1 });
    // Its WebSocket was closed, so that the client reconnects (to b).
    await socket.closed;
  });

  it('gives up waiting after the timeout and says how many requests were still in flight', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')];
    const { balancer, base } = await start([a.url]);
    const stuck = fetch(`${base}/stuck?wait=3000`).catch(() => null);
    await new Promise((r) => setTimeout(r, 100));
    balancer.replace(0, b.url);
    expect(await balancer.drain(a.url, 200)).toEqual({ unfinished: 1, socketsMoved: 0 });
    await stuck;
  });

  it('keeps each browser on its slot after the slot changes target', async () => {
    const [a, b, c] = [await upstream('a'), await upstream('b'), await upstream('c')];
    const { balancer, base } = await start([a.url, b.url]);
    const pinnedTo1 = { headers: { cookie: 'parley_node=1' } };
    expect(await (await fetch(`${base}/`, pinnedTo1)).text()).toBe('b');
    balancer.replace(1, c.url);
    expect(await (await fetch(`${base}/`, pinnedTo1)).text()).toBe('c');
    expect(await balancer.drain(b.url, 1_000)).toEqual({ unfinished: 0, socketsMoved: 0 });
  });
});

/** A node's /metrics as the app answers the proxy: JSON, after checking the bearer token it was sent. */
async function fakeNode(requests: number, queued: number): Promise<{ server: http.Server; url: string; seen: http.IncomingHttpHeaders[] }> {
  const registry = new client.Registry();
  new client.Counter({ name: 'parley_probe_requests_total', help: 'h', registers: [registry] }).inc(requests);
  new client.Gauge({ name: 'parley_probe_queue_depth', help: 'h', aggregator: 'max', registers: [registry] }).set(queued);
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer(async (req, res) => {
    seen.push(req.headers);
    if (req.headers.authorization !== 'Bearer right') {
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: 'The metrics token is wrong', code: 'FORBIDDEN' }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(await registry.getMetricsAsJSON()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const servers: http.Server[] = [];
let metricsBalancer: Balancer | undefined;
afterAll(async () => {
  await metricsBalancer?.close();
  for (const s of servers) s.close();
});

describe("the cluster proxy's /metrics", () => {
  it("sums its nodes' counters, takes the max of a shared gauge, and passes a node's refusal on", async () => {
    const a = await fakeNode(2, 5);
    const b = await fakeNode(3, 4);
    servers.push(a.server, b.server);
    metricsBalancer = createBalancer([a.url, b.url]);
    const listening = metricsBalancer;
    await new Promise<void>((resolve) => listening.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(listening.server.address() as AddressInfo).port}`;

    const ok = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer right' } });
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text).toContain('parley_probe_requests_total 5');
    expect(text).toContain('parley_probe_queue_depth 5');
    // Each node judged the scraper itself: its token, and its address as the forwarded client.
    expect(a.seen.at(-1)).toMatchObject({ authorization: 'Bearer right', accept: 'application/json', 'x-forwarded-for': '127.0.0.1' });

    const refused = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
