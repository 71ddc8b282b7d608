import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/** Route patterns only a developer on this machine may reach: the dev mailbox, running due charges. */
export function isDevPath(route: string): boolean {
  return route === '/dev' || route.startsWith('/dev/');
}

/**
 * Whether the route the router chose is a dev route. Decided on the route's pattern, never on the
 * raw URL: the router decodes `/%64ev/…` to `/dev/…` (and may fold other spellings), so a check of
 * the raw text would let every other spelling of the same route through (issue 33).
 */
export function isDevRoute(req: FastifyRequest): boolean {
  return isDevPath(req.routeOptions.url ?? '');
}

/**
 * True when the request comes from this machine and from nobody behind it: the socket's peer is a
 * loopback address, and so is every hop a proxy named in X-Forwarded-For, X-Real-IP or Forwarded.
 * A reverse proxy on the same host connects from 127.0.0.1 for every visitor; what counts then is
 * the client it forwards (with or without TRUST_PROXY: a forwarded hop is never taken as local).
 */
export function isLoopbackClient(req: FastifyRequest): boolean {
  const peer = req.raw.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  const header = (name: string) => [req.headers[name] ?? []].flat().join(',');
  const forwarded = [
    ...header('x-forwarded-for').split(','),
    ...header('x-real-ip').split(','),
    // Forwarded: for=192.0.2.60;proto=http, for="[2001:db8::1]:4711"
    ...[...header('forwarded').matchAll(/for=("?)([^;,"]*)\1/gi)].map((m) => (m[2] ?? '').replace(/^\[|\](?::\d+)?$/g, '')),
  ]
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return forwarded.every((hop) => LOOPBACK.test(hop));
}
