import http from 'node:http';
import type { AddressInfo } from 'node:net';
import client from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type Balancer, createBalancer } from './balancer.js';

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
let balancer: Balancer | undefined;
afterAll(async () => {
  await balancer?.close();
  for (const s of servers) s.close();
});

describe("the cluster proxy's /metrics", () => {
  it("sums its nodes' counters, takes the max of a shared gauge, and passes a node's refusal on", async () => {
    const a = await fakeNode(2, 5);
    const b = await fakeNode(3, 4);
    servers.push(a.server, b.server);
    balancer = createBalancer([a.url, b.url]);
    await new Promise<void>((resolve) => balancer?.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;

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
