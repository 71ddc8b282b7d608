import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { FIRM_API_MESSAGES } from '@parley/shared';

/**
 * Posting a webhook to an address a firm typed in (OWASP SSRF prevention): in production only
 * https, only public addresses (checked on the address actually connected to, so a DNS answer
 * cannot swap in a private one after the check), no redirects followed, a hard timeout, and only
 * the first bytes of the answer kept. Development and tests may post to this machine over http.
 */
export type TransportPolicy = { isProduction: boolean; timeoutMs: number };
export type PostResult = { statusCode: number | null; durationMs: number; responseSnippet: string | null; error: string | null };

const SNIPPET_CHARS = 500;
const MAX_READ_BYTES = 4096;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return true;
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The reason a URL cannot be an endpoint, or null. Names are resolved at delivery, not here. */
export function endpointUrlProblem(raw: string, policy: Pick<TransportPolicy, 'isProduction'>): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return FIRM_API_MESSAGES.urlInvalid;
  }
  if (url.username || url.password) return FIRM_API_MESSAGES.urlInvalid;
  if (url.protocol === 'https:') {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (policy.isProduction && (LOOPBACK_NAMES.has(url.hostname) || (isIP(host) !== 0 && isPrivateAddress(host)))) return FIRM_API_MESSAGES.urlPrivate;
    return null;
  }
  if (url.protocol === 'http:' && !policy.isProduction && LOOPBACK_NAMES.has(url.hostname)) return null;
  return FIRM_API_MESSAGES.urlNotHttps;
}

/** Resolves like the system does, then refuses any private answer (production only). */
function guardedLookup(policy: TransportPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as { address: string; family: number }[];
      const blocked = policy.isProduction ? list.find((a) => isPrivateAddress(a.address)) : undefined;
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
  if (policy.isProduction && isIP(host) !== 0 && isPrivateAddress(host)) {
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
