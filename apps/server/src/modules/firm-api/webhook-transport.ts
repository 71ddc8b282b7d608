import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { FIRM_API_MESSAGES } from '@parley/shared';

/**
 * Posting a webhook to an address a firm typed in (OWASP SSRF prevention): only https, only
 * public addresses (checked on the address actually connected to, so a DNS answer cannot swap in a
 * private one after the check), no redirects followed, a hard timeout, and only the first bytes of
 * the answer kept. Whatever the environment: `npm start` runs in development, and a firm
 * administrator there must not reach this machine's or the network's private services either.
 * Only the test suite (`allowLoopbackHttp`) may post to this machine, over http.
 */
export type TransportPolicy = { allowLoopbackHttp: boolean; timeoutMs: number };

/** The policy the product runs with: loopback only under the test suite (`NODE_ENV=test`). */
export function transportPolicy(env: 'development' | 'production' | 'test'): TransportPolicy {
  return { allowLoopbackHttp: env === 'test', timeoutMs: 10_000 };
}
export type PostResult = { statusCode: number | null; durationMs: number; responseSnippet: string | null; error: string | null };

const SNIPPET_CHARS = 500;
const MAX_READ_BYTES = 4096;

// IANA's special-purpose IPv4 blocks: none of them is a public host a webhook may reach.
const NON_PUBLIC_IPV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC_IPV4.addSubnet(net, prefix, 'ipv4');

// Inside global unicast (2000::/3), the blocks that are not public hosts: IETF protocol
// assignments (Teredo 2001::/32 among them, refused whatever it embeds), documentation.
const NON_PUBLIC_GLOBAL_IPV6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const)
  NON_PUBLIC_GLOBAL_IPV6.addSubnet(net, prefix, 'ipv6');

/** An IPv6 address (isIP 6) as its eight 16-bit groups; a zone (`%eth0`) is dropped. */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const [left = '', right] = text.split('::');
  if (right === undefined) return groups(left);
  const head = groups(left);
  const tail = groups(right);
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one stands for, which is where a packet to it ends up: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, `[::127.0.0.1]` is loopback), SIIT-translated
 * (::ffff:0:a.b.c.d), NAT64's well-known prefix (64:ff9b::/96) and 6to4 (2002:AABB:CCDD::/48).
 */
function embeddedIpv4(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) return ipv4Of(g[6] ?? 0, g[7] ?? 0);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4Of(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return ipv4Of(g[1] ?? 0, g[2] ?? 0);
  return null;
}

/**
 * True unless `address` is a public host. Issue 33.11: `[::127.0.0.1]`, 6to4 and NAT64 addresses
 * reached private IPv4 hosts. An IPv6 address embedding an IPv4 one is judged by that IPv4; any
 * other must be global unicast (2000::/3), so local NAT64 (64:ff9b:1::/48), unique-local, link-local,
 * multicast and whatever IANA assigns next outside it are refused. Not an IP address: refused.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) return NON_PUBLIC_IPV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  const ipv4 = embeddedIpv4(groups);
  if (ipv4 !== null) return NON_PUBLIC_IPV4.check(ipv4, 'ipv4');
  const isGlobalUnicast = ((groups[0] ?? 0) & 0xe000) === 0x2000;
  return !isGlobalUnicast || NON_PUBLIC_GLOBAL_IPV6.check(address.replace(/%.*$/, ''), 'ipv6');
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopback = (address: string) => address === '::1' || /^127\./.test(address);
/** Whether the policy refuses connecting to `address`: any non-public one, but this machine's in tests. */
const refuses = (policy: Pick<TransportPolicy, 'allowLoopbackHttp'>, address: string) =>
  isPrivateAddress(address) && !(policy.allowLoopbackHttp && isLoopback(address));

/** The reason a URL cannot be an endpoint, or null. Names are resolved at delivery, not here. */
export function endpointUrlProblem(raw: string, policy: Pick<TransportPolicy, 'allowLoopbackHttp'>): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return FIRM_API_MESSAGES.urlInvalid;
  }
  if (url.username || url.password) return FIRM_API_MESSAGES.urlInvalid;
  if (url.protocol === 'https:') {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (LOOPBACK_NAMES.has(url.hostname) || (isIP(host) !== 0 && isPrivateAddress(host))) return FIRM_API_MESSAGES.urlPrivate;
    return null;
  }
  if (url.protocol === 'http:' && policy.allowLoopbackHttp && LOOPBACK_NAMES.has(url.hostname)) return null;
  return FIRM_API_MESSAGES.urlNotHttps;
}

/** Resolves like the system does, then refuses any private answer. */
function guardedLookup(policy: TransportPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as { address: string; family: number }[];
      const blocked = list.find((a) => refuses(policy, a.address));
      if (blocked || list.length === 0) return callback(new Error(FIRM_API_MESSAGES.urlPrivate), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0] as { address: string; family: number };
      callback(null, first.address, first.family);
    });
  };
}

export function postWebhook(policy: TransportPolicy, rawUrl: string, headers: Record<string, string>, body: string): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = endpointUrlProblem(rawUrl, policy);
  if (problem) return Promise.resolve({ statusCode: null, durationMs: 0, responseSnippet: null, error: problem });
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: check it here.
  if (isIP(host) !== 0 && refuses(policy, host)) {
    return Promise.resolve({ statusCode: null, durationMs: 0, responseSnippet: null, error: FIRM_API_MESSAGES.urlPrivate });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Parley-Webhooks/1', ...headers },
        lookup: guardedLookup(policy),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_READ_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_READ_BYTES) res.destroy();
        });
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, MAX_READ_BYTES).toString('utf8');
          // A redirect is an answer like any other: it is not followed, and it is not a success.
          finish({ statusCode: res.statusCode ?? null, responseSnippet: text.slice(0, SNIPPET_CHARS) || null, error: null });
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ statusCode: null, responseSnippet: null, error: `No answer within ${policy.timeoutMs / 1000} s` });
    }, policy.timeoutMs);
    req.on('error', (err) => finish({ statusCode: null, responseSnippet: null, error: err.message.slice(0, 200) }));
    req.end(body);
  });
}
