import http from 'node:http';
import type { Socket } from 'node:net';
import httpProxy from 'http-proxy';
import { AggregatorRegistry } from 'prom-client';

/** The cookie that pins a browser to one node (needed by Socket.IO's long-polling fallback). */
export const NODE_COOKIE = 'parley_node';

export type Balancer = {
  server: http.Server;
  /**
   * Puts `target` in slot `index` (the slot a browser's cookie names, so it keeps its pin) and
   * returns the target it replaces: from now on no new request or socket goes there.
   */
  replace(index: number, target: string): string;
  /**
   * Lets a target that left its slot finish what it is doing: resolves once its in-flight requests
   * have answered (or after `timeoutMs`), then closes its WebSockets and long-polls, so that their
   * Socket.IO clients reconnect, through this proxy, to the slot's new target. Returns how many
   * requests were still in flight at the timeout (0 when all finished) and how many sockets it moved.
   */
  drain(target: string, timeoutMs: number): Promise<{ unfinished: number; socketsMoved: number }>;
  close(): Promise<void>;
};

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
 * nodes run with TRUST_PROXY. A rolling restart swaps a slot's target and drains the old one.
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

export function createBalancer(initialTargets: string[]): Balancer {
  const targets = [...initialTargets];
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true });
  let next = 0;
  const pick = (cookieHeader: string | undefined) => nodeFromCookie(cookieHeader, targets.length) ?? next++ % targets.length;

  // Per target: requests in flight, and the long-lived connections (WebSockets, Socket.IO
  // long-polls) that a drain closes rather than waits for.
  const inFlight = new Map<string, number>();
  const realtime = new Map<string, Set<{ destroy(): void; end?(): void }>>();
  const drained = new Map<string, () => void>();
  const track = (target: string, delta: number) => {
    const count = (inFlight.get(target) ?? 0) + delta;
    inFlight.set(target, count);
    if (count === 0) drained.get(target)?.();
  };
  const holdRealtime = (target: string, conn: { destroy(): void; end?(): void }, closed: NodeJS.EventEmitter) => {
    const set = realtime.get(target) ?? new Set();
    realtime.set(target, set);
    set.add(conn);
    closed.once('close', () => set.delete(conn));
  };

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
    const isRealtime = req.url?.startsWith('/socket.io/') ?? false;
    const attempt = (index: number, triesLeft: number) => {
      chosen.set(req, index);
      const target = targets[index] as string;
      // This attempt counts as in flight on its target until the answer is sent, the browser goes
      // away, or it is tried again on another target.
      let finish = () => {};
      if (isRealtime) holdRealtime(target, { destroy: () => res.destroy() }, res);
      else {
        track(target, 1);
        finish = () => {
          finish = () => {};
          track(target, -1);
        };
        res.once('close', () => finish());
      }
      proxy.web(req, res, { target }, (err) => {
        const down = ['ECONNREFUSED', 'ECONNRESET'].includes((err as NodeJS.ErrnoException).code ?? '');
        if (down && retriable && triesLeft > 0 && !res.headersSent) {
          finish();
          return attempt((index + 1) % targets.length, triesLeft - 1);
        }
        if (res.headersSent) return void res.destroy();
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'The service is restarting. Please try again in a moment.', code: 'BAD_GATEWAY' }));
      });
    };
    attempt(pick(req.headers.cookie), targets.length - 1);
  });

  server.on('upgrade', (req, socket: Socket, head) => {
    const target = targets[pick(req.headers.cookie)] as string;
    holdRealtime(target, { end: () => socket.end(), destroy: () => socket.destroy() }, socket);
    proxy.ws(req, socket, head, { target }, () => socket.destroy());
  });

  return {
    server,
    replace(index, target) {
      const old = targets[index];
      if (old === undefined) throw new Error(`no slot ${index}`);
      targets[index] = target;
      return old;
    },
    async drain(target, timeoutMs) {
      if ((inFlight.get(target) ?? 0) > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          drained.set(target, () => {
            clearTimeout(timer);
            resolve();
          });
        });
        drained.delete(target);
      }
      const unfinished = inFlight.get(target) ?? 0;
      inFlight.delete(target);
      // A WebSocket ended at the TCP level is, to Socket.IO's client, a lost transport: it
      // reconnects on its own (1 s ± 50 %, spreading the herd), through this proxy, to the new target.
      const sockets = [...(realtime.get(target) ?? [])];
      for (const conn of sockets) {
        if (conn.end) conn.end();
        setTimeout(() => conn.destroy(), 1_000).unref();
      }
      realtime.delete(target);
      return { unfinished, socketsMoved: sockets.length };
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
