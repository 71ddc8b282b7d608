import http from 'node:http';
import type { Socket } from 'node:net';
import httpProxy from 'http-proxy';
import { AggregatorRegistry } from 'prom-client';

/** The cookie that pins a browser to one node (needed by Socket.IO's long-polling fallback). */
export const NODE_COOKIE = 'parley_node';

export type Balancer = { server: http.Server; close(): Promise<void> };

function nodeFromCookie(header: string | undefined, count: number): number | null {
  const match = new RegExp(`(?:^|;\\s*)${NODE_COOKIE}=(\\d+)`).exec(header ?? '');
  if (!match) return null;
  const index = Number(match[1]);
  return index < count ? index : null;
}

/**
 * The small local proxy in front of the cluster's server processes, standing in for the load
 * balancer of a real deployment: requests go round-robin, except that a browser stays on the node
 * it first reached (a cookie, as Socket.IO's docs require for its polling transport; WebSockets
 * are pinned by their connection anyway). A read that finds its node refusing connections goes to
 * the next one, so a crashed node costs readers nothing while the cluster restarts it. X-Forwarded-For/-Proto are set, so the
 * nodes run with TRUST_PROXY.
 */
/**
 * /metrics through the proxy: every node's metrics, summed (AggregatorRegistry.aggregate, as
 * prom-client does for Node's cluster module; each gauge says how it adds up, platform/metrics.ts).
 * Each node is asked with the scraper's Authorization and, as X-Forwarded-For, its address, so each
 * node decides as it would for a direct scrape; the first refusal is passed on. A node that is down
 * is left out (the others' figures still answer). To see nodes apart, scrape their ports directly.
 */
async function answerMetrics(targets: string[], req: http.IncomingMessage, res: http.ServerResponse) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
  };
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  const answers = await Promise.all(targets.map((target) => fetch(`${target}/metrics`, { headers }).catch(() => null)));
  const refused = answers.find((a) => a && !a.ok);
  if (refused) {
    res.writeHead(refused.status, { 'content-type': 'application/json' });
    return void res.end(await refused.text());
  }
  const metrics = await Promise.all(answers.filter((a): a is Response => a !== null).map((a) => a.json() as Promise<object[]>));
  if (metrics.length === 0) {
    res.writeHead(502, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ error: 'The service is restarting. Please try again in a moment.', code: 'BAD_GATEWAY' }));
  }
  const registry = AggregatorRegistry.aggregate(metrics);
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(await registry.metrics());
}

export function createBalancer(targets: string[]): Balancer {
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true });
  let next = 0;
  const pick = (cookieHeader: string | undefined) => nodeFromCookie(cookieHeader, targets.length) ?? next++ % targets.length;

  // The node each request went to, so its answer can pin the browser there.
  const chosen = new WeakMap<http.IncomingMessage, number>();
  proxy.on('proxyRes', (proxyRes, req) => {
    const index = chosen.get(req);
    if (index === undefined || nodeFromCookie(req.headers.cookie, targets.length) === index) return;
    const cookies = proxyRes.headers['set-cookie'] ?? [];
    proxyRes.headers['set-cookie'] = [...cookies, `${NODE_COOKIE}=${index}; Path=/; HttpOnly; SameSite=Lax`];
  });

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && (req.url === '/metrics' || req.url?.startsWith('/metrics?'))) return void answerMetrics(targets, req, res);
    // Only a read is tried again on the next node when its node is down (refused or reset): it is
    // safe to repeat and has no body that was already consumed.
    const retriable = req.method === 'GET' || req.method === 'HEAD';
    const attempt = (index: number, triesLeft: number) => {
      chosen.set(req, index);
      proxy.web(req, res, { target: targets[index] }, (err) => {
        const down = ['ECONNREFUSED', 'ECONNRESET'].includes((err as NodeJS.ErrnoException).code ?? '');
        if (down && retriable && triesLeft > 0 && !res.headersSent) return attempt((index + 1) % targets.length, triesLeft - 1);
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'The service is restarting. Please try again in a moment.', code: 'BAD_GATEWAY' }));
      });
    };
    attempt(pick(req.headers.cookie), targets.length - 1);
  });

  server.on('upgrade', (req, socket: Socket, head) => {
    proxy.ws(req, socket, head, { target: targets[pick(req.headers.cookie)] }, () => socket.destroy());
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
